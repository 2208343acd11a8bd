"""The score sheet beside the table: its title, its goal and the table of scores, fitted to its
width in the widest of its forms (the contracts in full, compact, then without the dealer)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QFrame,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.layouts import layout_of
from atout.app.scoresheet.model import CONTRACT_COLUMN, DEALER_COLUMN, ScoreModel
from atout.app.texts import game as texts
from atout.rules.deal import DealResult
from atout.rules.match import Match

__all__ = ["ScoreSheet"]


class ScoreSheet(QFrame):
    """The score sheet beside the table: a title, the match's goal, and the table of scores.

    A double click (or Enter) on a deal's row emits ``deal_activated(index)``, the deal's index
    in the match from 0: the window opens its review.
    """

    deal_activated = Signal(int)
    #: The widths the sheet needs (:meth:`needed_width`) may have changed: its words, its
    #: numbers, its style (known once shown), its language.
    needs_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("atoutPanel")
        self.setStyleSheet(theme.PANEL_STYLE + theme.SHEET_STYLE)
        self.model = ScoreModel(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(6)
        self.title = QLabel(self.tr("Feuille de marque"), self)
        self.title.setObjectName("panelTitle")
        self.goal = QLabel(self)
        self.goal.setObjectName("panelHint")
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.setObjectName("scoreView")
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.setAlternatingRowColors(True)
        self.view.setShowGrid(False)
        self.view.setWordWrap(False)
        self.view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # the columns are fitted to the width (:meth:`_fit`): there is never anything to scroll to
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fitting = False
        self._again = False
        self._form = self.FULL
        self._needs: tuple[int, ...] = ()
        # each form's natural widths, measured once for what they depend on (the model's
        # content, the fonts): a fit asks for them a dozen times, and measuring every cell of
        # every column is most of what a fit costs
        self._measured: dict[tuple[object, ...], list[int]] = {}
        # and each finished deal's cells, measured once for the match: a deal's row never
        # changes, so a new deal measures its own row and the totals only (see :meth:`_cells_width`)
        self._cells: dict[tuple[int, int, bool], tuple[DealResult, int]] = {}
        # a header whose size changes (polished, a tenth deal) changes the room: fit again
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit)
        self.view.verticalHeader().setDefaultSectionSize(26)
        # as tall as its rows (a sheet of paper, not an empty box); it scrolls once the room runs out
        self.view.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        header = self.view.horizontalHeader()
        header.setHighlightSections(False)
        header.setMinimumSectionSize(36)
        self.view.setAccessibleName(self.tr("Feuille de marque"))
        layout.addWidget(self.title)
        layout.addWidget(self.goal)
        layout.addWidget(self.view, 1)
        self.model.modelAboutToBeReset.connect(self._cells.clear)  # another match
        self.model.modelReset.connect(self._fit)
        self.model.rowsInserted.connect(self._fit)
        self.model.dataChanged.connect(self._fit)
        self.view.viewport().installEventFilter(self)
        self.view.verticalHeader().geometriesChanged.connect(self._refit.start)
        self.view.horizontalHeader().geometriesChanged.connect(self._refit.start)
        self.view.activated.connect(self._on_activated)

    def _on_activated(self, index: QModelIndex) -> None:
        """A double click (or Enter) on a deal's row asks for its review."""
        if index.isValid() and self.model.row_kind(index.row()) == "deal":
            self.deal_activated.emit(index.row())

    def set_match(self, match: Match | None) -> None:
        """Show ``match``."""
        self.model.set_match(match)
        self._update_goal()

    def refresh(self) -> None:
        """After each deal."""
        self.model.refresh()
        self._update_goal()

    def _update_goal(self) -> None:
        match = self.model.sheet_match
        if match is None:
            self.goal.setText("")
            return
        options = match.options
        game = texts.game_name(match.game)
        if match.length is not None:  # played in a number of deals, counted as the rules count them
            played = match.counted_deals
            total = match.length
            text = self.tr("{game} — donnes jouées : {played} sur {total}").format(
                game=game, played=played, total=total
            )
        else:
            text = self.tr("{game} — en {target} points").format(
                game=game, target=getattr(options, "target", 0)
            )
        self.goal.setText(text)

    #: The sheet's forms, widest first: everything in full; the contracts compact; the contracts
    #: compact and no dealer column (the dealer stays in each row's tooltip).
    FULL: Final = 0
    COMPACT: Final = 1
    NARROW: Final = 2

    def _natural_widths(self, form: int) -> list[int]:
        """Each column's width for its whole header and every cell in ``form`` (0 for a column
        not shown), asked of the view itself, so that the style sheet's padding counts."""
        header = self.view.horizontalHeader()
        for widget in (self, self.view, header, self.view.verticalHeader()):
            widget.ensurePolished()  # the style sheet's fonts, which the key names
        key = (form, self.model.revision, header.font().key(), self.view.font().key())
        widths = self._measured.get(key)
        if widths is None:
            if len(self._measured) > 12:
                self._measured.clear()
            widths = self._measured[key] = self._measure(form)
        return list(widths)

    def _measure(self, form: int) -> list[int]:
        """:meth:`_natural_widths`, measured."""
        model, view = self.model, self.view
        header = view.horizontalHeader()
        was = model.compact
        blocked = model.blockSignals(True), header.blockSignals(True)
        model.compact = form != self.FULL
        # a hidden section has no size hint: shown while measured, or a column hidden by the
        # narrow form would be measured by its cells alone and the forms would take turns
        hidden = [column for column in range(model.columnCount()) if header.isSectionHidden(column)]
        for column in hidden:
            header.setSectionHidden(column, False)
        try:
            return [
                0
                if form == self.NARROW and model.column_kind(column) == DEALER_COLUMN
                else max(self._cells_width(column), header.sectionSizeHint(column))
                for column in range(model.columnCount())
            ]
        finally:
            for column in hidden:
                header.setSectionHidden(column, True)
            model.compact = was
            model.blockSignals(blocked[0])
            header.blockSignals(blocked[1])

    def _cells_width(self, column: int) -> int:
        """The widest cell of ``column`` in the model's form now: what the view's
        ``sizeHintForColumn`` says (the widest of the delegate's size hints), a finished deal's
        cell measured once (the contract column once in each form, the other columns' cells
        being alike in both)."""
        model, view = self.model, self.view
        match = model.sheet_match
        compact = model.compact and model.column_kind(column) == CONTRACT_COLUMN
        widest = 0
        for row in range(model.rowCount()):
            if match is None or model.row_kind(row) != "deal":  # the totals: new at each deal
                width = view.sizeHintForIndex(model.index(row, column)).width()
            else:
                result = match.results[row]
                known = self._cells.get((row, column, compact))
                if known is not None and known[0] is result:
                    width = known[1]
                else:
                    width = view.sizeHintForIndex(model.index(row, column)).width()
                    self._cells[(row, column, compact)] = (result, width)
            widest = max(widest, width)
        return widest

    def needed_width(self, form: int = FULL) -> int:
        """How wide the sheet must be to show every header and cell whole in ``form``
        (:attr:`FULL`, :attr:`COMPACT`, :attr:`NARROW`), a vertical scroll bar's room kept."""
        view = self.view
        for widget in (self, view, view.horizontalHeader(), view.verticalHeader()):
            widget.ensurePolished()
        margins = layout_of(self).contentsMargins()
        width = view.verticalHeader().sizeHint().width() + 2 * view.frameWidth()
        width += sum(self._natural_widths(form))
        width += view.verticalScrollBar().sizeHint().width()
        return width + margins.left() + margins.right() + 2 * self.frameWidth()

    @property
    def form(self) -> int:
        """The form shown: :attr:`FULL`, :attr:`COMPACT` or :attr:`NARROW`."""
        return self._form

    def _fit(self) -> None:
        """Every column as wide as its contents, in the widest form the sheet's width allows
        (the contracts in full, else compact, else compact without the dealer column); the
        contract column takes the room to spare. Only a sheet narrower than its narrowest form (a
        window below the minimum) elides a contract, whose tooltip says it all. Never a
        horizontal scroll bar."""
        if self._fitting:
            self._again = True
            return
        self._fitting = True
        try:
            self._again = True
            for _ in range(3):  # the width changed while fitting: fit again (a scroll bar came)
                if not self._again:
                    break
                self._again = False
                self._fit_columns()
        finally:
            self._fitting = False
        needs = tuple(self.needed_width(form) for form in (self.FULL, self.COMPACT, self.NARROW))
        if needs != self._needs:
            self._needs = needs
            self.updateGeometry()  # the side panel learns the sheet's new needs
            self.needs_changed.emit()

    def _forget_measures(self) -> None:
        """Measure every cell again (the fonts, the style or the language changed)."""
        self._measured.clear()
        self._cells.clear()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._forget_measures()
        self._fit()  # the style sheet's fonts and paddings are known now
        self._refit.start()  # and the headers' ones once polished

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        kinds = (QEvent.Type.StyleChange, QEvent.Type.FontChange, QEvent.Type.LanguageChange)
        if event.type() in kinds and hasattr(self, "view"):
            self._forget_measures()
            self._fit()

    def _fit_columns(self) -> None:
        model, view = self.model, self.view
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # the room as :meth:`needed_width` counts it (a scroll bar's room kept: rows may come)
        room = view.width() - 2 * view.frameWidth() - view.verticalHeader().sizeHint().width()
        room -= view.verticalScrollBar().sizeHint().width()
        for form in (self.FULL, self.COMPACT, self.NARROW):
            widths = self._natural_widths(form)
            if sum(widths) <= room:
                break
        self._form = form
        model.set_compact(form != self.FULL)
        columns = range(model.columnCount())
        for column in columns:
            view.setColumnHidden(column, widths[column] == 0)
        contract = next((c for c in columns if model.column_kind(c) == CONTRACT_COLUMN), None)
        if contract is not None:
            widths[contract] = max(48, widths[contract] + room - sum(widths))
        for column, width in zip(columns, widths, strict=True):
            if width:
                header.resizeSection(column, width)
        view.scrollToBottom()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Wide enough for every column in full, without scrolling sideways."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.needed_width(self.FULL)), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Wide enough for the narrowest form; tall enough for the header, a few deals and the
        totals."""
        hint = super().minimumSizeHint()
        view = self.view
        rows = min(self.model.rowCount(), self.MIN_ROWS)
        margins = layout_of(self).contentsMargins()
        height = margins.top() + margins.bottom() + 2 * layout_of(self).spacing()
        height += self.title.sizeHint().height() + self.goal.sizeHint().height()
        height += view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += rows * view.verticalHeader().defaultSectionSize()
        return QSize(max(hint.width(), self.needed_width(self.NARROW)), max(hint.height(), height))

    #: The rows the sheet shows at the least (the last deals and the totals).
    MIN_ROWS: Final = 5

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Fit the columns again whenever the table's viewport changes width."""
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit()
        return super().eventFilter(watched, event)
