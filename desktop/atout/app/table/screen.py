"""The screen of a match: the table in the middle, on the right the score sheet, the panels
that ask the player and the messages; the summary of a deal just over lies on the table."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.layouts import layout_of
from atout.app.scoresheet import DealSummary, ScoreSheet
from atout.app.table import TableWidget
from atout.app.table.choices import AnnouncementPanel, ChoiceBar
from atout.app.table.panels import BidPanel, MessageStrip
from atout.rules.match import Match

__all__ = ["TableScreen"]


class TableScreen(QWidget):
    """The table in the middle; on the right the score sheet, the panels and the messages; the
    summary of a deal just over lies on the table, in its middle.

    The side is as wide as the score sheet needs to show everything in full, as long as the
    table keeps :attr:`TABLE_SHARE` of the width; else as wide as the sheet's compact form needs
    (:meth:`ScoreSheet.needed_width`). It is never narrower than that compact form. Once the
    player drags the splitter, his width is kept (:meth:`chosen_side_width`, saved in the
    settings)."""

    #: The share of the width the table keeps when the score sheet must choose a form.
    TABLE_SHARE: Final = 0.6
    #: The room around the summary on the table.
    SUMMARY_MARGIN: Final = 12
    #: How wide the summary is, at most.
    SUMMARY_WIDTH: Final = 500

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = TableWidget(self)
        self.scores = ScoreSheet(self)
        self.bids = BidPanel(self)
        self.choice_bar = ChoiceBar(self)
        self.announcements = AnnouncementPanel(self)
        self.messages = MessageStrip(self)

        # the table takes the whole height on the left; on the right, what the player must
        # decide (bids, the écart, announcements), then the score sheet
        side = QWidget(self)
        side.setObjectName("side")
        side.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        side.setStyleSheet(theme.SIDE_STYLE)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(8, 8, 8, 8)
        side_layout.setSpacing(8)
        for panel in (self.bids, self.choice_bar, self.announcements):
            side_layout.addWidget(panel)
        side_layout.addWidget(self.scores)
        side_layout.addStretch(1)
        self.side = side

        centre = QWidget(self)
        centre.setObjectName("centre")
        centre.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        centre.setStyleSheet(theme.CENTRE_STYLE)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(0)
        centre_layout.addWidget(self.table, 1)
        centre_layout.addWidget(self.messages)
        # the summary lies over the table (whose cards are all played by then): it has the
        # table's height, and the side keeps its room for the score sheet
        self.summary = DealSummary(centre)
        self._placing = False
        self.summary.installEventFilter(self)
        self.table.installEventFilter(self)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(centre)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([940, 400])
        splitter.splitterMoved.connect(self._on_splitter_moved)
        self.splitter = splitter
        self._chosen_side = 0
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        # the sheet's needs change with its words and numbers: a new match, a deal, a language
        model = self.scores.model
        self._side_timer = QTimer(self)
        self._side_timer.setSingleShot(True)
        self._side_timer.setInterval(0)
        self._side_timer.timeout.connect(self.fit_side)
        for signal in (model.modelReset, model.rowsInserted, model.dataChanged, self.scores.needs_changed):
            signal.connect(self._side_timer.start)
        self.hide_inputs()
        self.summary.hide()

    # -- the side's width ---------------------------------------------------------------------------
    def chosen_side_width(self) -> int:
        """The side's width the player chose by dragging the splitter (0: none, the side fits the
        score sheet)."""
        return self._chosen_side

    def set_chosen_side_width(self, width: int) -> None:
        """Give the side the width the player chose last time (0 or less: fit the sheet)."""
        self._chosen_side = max(0, int(width))
        self.fit_side()

    def _on_splitter_moved(self, _pos: int, _index: int) -> None:
        self._chosen_side = self.splitter.sizes()[1]

    def show_match(self, match: Match) -> None:
        """The score sheet of ``match`` (a new match, or one resumed), the side sized for it at
        once: the table takes its size before its first cards fly, not as they fly."""
        self.scores.set_match(match)
        self.fit_side()

    def fit_side(self) -> None:
        """Size the side: the player's width, or the widest form of the score sheet the table's
        share allows; never below the sheet's narrowest form, nor so wide the table goes under
        its minimum."""
        total = self.splitter.width() - self.splitter.handleWidth()
        if total <= 0:
            return
        margins = layout_of(self.side).contentsMargins()
        extra = margins.left() + margins.right()
        least = max(self.side.minimumSizeHint().width(), self.scores.needed_width(ScoreSheet.NARROW) + extra)
        if self._chosen_side:
            want = self._chosen_side
        else:
            room = total - int(total * self.TABLE_SHARE)
            forms = (ScoreSheet.FULL, ScoreSheet.COMPACT, ScoreSheet.NARROW)
            want = next((w for w in (self.scores.needed_width(f) + extra for f in forms) if w <= room), least)
        want = min(max(want, least), total - self.table.minimumSizeHint().width())
        if self.splitter.sizes()[1] != want:
            self.splitter.setSizes([total - want, want])

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit_side()

    # -- the summary on the table ---------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Keep the summary in the middle of the table, as tall as its words (up to the table's
        height)."""
        if (watched is self.table and event.type() == QEvent.Type.Resize) or (
            watched is self.summary and event.type() in (QEvent.Type.Show, QEvent.Type.LayoutRequest)
        ):
            self.place_summary()
        return super().eventFilter(watched, event)

    def place_summary(self) -> None:
        """Put the summary in the middle of the table, whole: compact (the cards by their faces
        only) when the table is too short for all of it."""
        if self._placing:
            return
        self._placing = True
        try:
            area = self.table.geometry()
            margin = self.SUMMARY_MARGIN
            width = max(1, min(self.SUMMARY_WIDTH, area.width() - 2 * margin))
            room = max(1, area.height() - 2 * margin)
            summary = self.summary
            if not summary.compact and summary.heightForWidth(width) > room:
                summary.set_compact(True)
            height = min(max(summary.heightForWidth(width), 1), room)
            summary.setGeometry(
                area.left() + (area.width() - width) // 2,
                area.top() + (area.height() - height) // 2,
                width,
                height,
            )
            summary.raise_()
        finally:
            self._placing = False

    def hide_inputs(self) -> None:
        for panel in (self.bids, self.choice_bar, self.announcements):
            panel.hide()
        self.table.end_input()
