"""The player's matches and statistics: a window over the history the storage keeps.

:class:`HistoryDialog` shows, for one game at a time, the player's figures (matches won, deals
played, contracts taken and made, points a deal, best total; the contracts one by one) and the
list of the matches, newest first. Opening a match (double click, Enter, or *Voir la partie*)
shows its score sheet in :class:`MatchSheetDialog`, from which any deal of it can be reviewed
hands open, as at the table. The figures come from :mod:`atout.play.records`, which reads the
logs; nothing here writes one.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.games import game_words, presenter_for
from atout.app.games.launcher_texts import LEVELS, level_label
from atout.app.review.screen import DealReview
from atout.app.scoresheet import ScoreSheet
from atout.app.table.panels import _button, pill_tabs
from atout.app.texts import game as texts
from atout.app.texts import plurals
from atout.play.records import GameStats, History, MatchRecord, statistics
from atout.rules import LogError, Match, RulesError, get_game, read_match

__all__ = ["HistoryDialog", "MatchListModel", "MatchSheetDialog"]

GAMES: Final = ("carotte", "rough", "tarot")

_Index = QModelIndex | QPersistentModelIndex


def outcome_text(record: MatchRecord) -> str:
    """How the match ended for the player: won, lost (and in which place, in the games each
    plays for himself), or abandoned."""
    if not record.over:
        return QCoreApplication.translate("History", "Abandonnée")
    if record.won:
        return QCoreApplication.translate("History", "Gagnée")
    if get_game(record.game).plays_in_teams() or record.human is None:
        return QCoreApplication.translate("History", "Perdue")
    seat = record.human
    ahead = sum(1 for other in range(len(record.totals)) if record.totals[other] > record.totals[seat])
    if ahead <= 1:
        return QCoreApplication.translate("History", "Perdue (2e)")
    if ahead == 2:
        return QCoreApplication.translate("History", "Perdue (3e)")
    return QCoreApplication.translate("History", "Perdue (4e)")


def played_at_text(played_at: str) -> str:
    """``2026-12-01 10:15`` as the lists show it: ``01/12/2026 10:15``."""
    date, _, hour = played_at.partition(" ")
    parts = date.split("-")
    if len(parts) != 3:
        return played_at
    year, month, day = parts
    return f"{day}/{month}/{year} {hour}".strip()


def percent(part: int, whole: int) -> str:
    """``part`` of ``whole`` in per cent, rounded (``"—"`` when ``whole`` is 0)."""
    if not whole:
        return "—"
    return f"{round(100 * part / whole)}\u00a0%"


class MatchListModel(QAbstractTableModel):
    """The matches of one game, newest first: date, opponents, deals, the player's total, outcome."""

    COLUMNS: Final = ("date", "opponents", "deals", "total", "outcome")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records: list[MatchRecord] = []

    def set_records(self, records: list[MatchRecord]) -> None:
        self.beginResetModel()
        self.records = list(records)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(  # noqa: N802 - Qt's name
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            "date": self.tr("Date"),
            "opponents": self.tr("Adversaires"),
            "deals": self.tr("Donnes"),
            "total": self.tr("Votre total"),
            "outcome": self.tr("Issue"),
        }[self.COLUMNS[section]]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        record = self.records[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(record, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("deals", "total"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("Double clic ou Entrée : la feuille de marque de cette partie")
        if role == Qt.ItemDataRole.ForegroundRole and column == "outcome":
            if not record.over:
                return QBrush(theme.MATCH_ABANDONED)
            return QBrush(theme.MATCH_WON if record.won else theme.MATCH_LOST)
        return None

    def _text(self, record: MatchRecord, column: str) -> str:
        seat = record.human if record.human is not None else 0
        if column == "date":
            return played_at_text(record.played_at)
        if column == "opponents":
            level = record.opponents_level
            return level_label(level) if level is not None else self.tr("Mêlés")
        if column == "deals":
            return str(record.played_deals)
        if column == "total":
            total = texts.signed(record.totals[seat])
            if get_game(record.game).uses_chips and any(record.chips):
                total += "  ·  " + texts.chips_won_text(record.chips[seat])
            return total
        return outcome_text(record)


class _Figure(QFrame):
    """One figure of the statistics: a big value over a caption, with a line of detail."""

    def __init__(self, caption: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("figure")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(0)
        self.value = QLabel("—", self)
        self.value.setObjectName("figureValue")
        self.caption = QLabel(caption, self)
        self.caption.setObjectName("figureCaption")
        self.detail = QLabel(self)
        self.detail.setObjectName("figureDetail")
        for label in (self.value, self.caption, self.detail):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            layout.addWidget(label)

    def set(self, value: str, detail: str = "") -> None:
        self.value.setText(value)
        self.detail.setText(detail)
        self.setAccessibleName(f"{self.caption.text()} : {value} {detail}".strip())


class HistoryDialog(QDialog):
    """The player's matches at each game and what they add up to (``game`` shown first).

    Opening a match shows its score sheet in a :class:`MatchSheetDialog` (``sheet``), one at a
    time. ``replay_requested(match, index)``: the player asked to play deal ``index`` of ``match``
    again, from the review of one of its deals."""

    replay_requested = Signal(object, int)

    def __init__(self, history: History, game: str = "tarot", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.setObjectName("historyDialog")
        self.setWindowTitle(self.tr("Vos parties"))
        self.setStyleSheet(theme.HISTORY_STYLE)
        self.resize(980, 720)
        self.sheet: MatchSheetDialog | None = None

        panel = QFrame(self)
        panel.setObjectName("atoutPanel")
        panel.setStyleSheet(theme.PANEL_STYLE + theme.PILL_TABS_STYLE + theme.HISTORY_PANEL_STYLE)
        column = QVBoxLayout(panel)
        column.setContentsMargins(18, 14, 18, 16)
        column.setSpacing(10)

        tabs, self.game_buttons = pill_tabs(
            self.tr("Vos parties"), {name: texts.game_name(name) for name in GAMES}, panel, self.show_game
        )
        level_caption = QLabel(self.tr("Adversaires :"), panel)
        level_caption.setObjectName("panelText")
        self.level_box = QComboBox(panel)
        self.level_box.setObjectName("levelFilter")
        self.level_box.setAccessibleName(self.tr("Le niveau des adversaires"))
        level_caption.setBuddy(self.level_box)
        self.level_box.currentIndexChanged.connect(self._level_chosen)
        tabs.addWidget(level_caption)
        tabs.addWidget(self.level_box)
        column.addLayout(tabs)

        self.summary = QLabel(panel)
        self.summary.setObjectName("panelHint")
        self.summary.setWordWrap(True)
        column.addWidget(self.summary)

        figures = QGridLayout()
        figures.setSpacing(8)
        self.figures = {
            "won": _Figure(self.tr("parties gagnées"), panel),
            "deals": _Figure(self.tr("donnes jouées"), panel),
            "made": _Figure(self.tr("de vos prises réussies"), panel),
            "mean": _Figure(self.tr("points par donne"), panel),
            "best": _Figure(self.tr("meilleur total"), panel),
        }
        for position, figure in enumerate(self.figures.values()):
            figures.addWidget(figure, 0, position)
        column.addLayout(figures)

        self.contracts = QLabel(panel)
        self.contracts.setObjectName("panelText")
        self.contracts.setWordWrap(True)
        self.contracts.setTextFormat(Qt.TextFormat.RichText)
        column.addWidget(self.contracts)

        self.model = MatchListModel(self)
        self.view = QTableView(panel)
        self.view.setObjectName("matchList")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setShowGrid(False)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(28)
        header = self.view.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.view.setAccessibleName(self.tr("Vos parties, la plus récente en premier"))
        self.view.activated.connect(self._open_index)
        column.addWidget(self.view, 1)

        self.empty = QLabel(panel)
        self.empty.setObjectName("panelText")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.empty, 1)

        self.unreadable = QLabel(panel)
        self.unreadable.setObjectName("panelHint")
        self.unreadable.setWordWrap(True)
        self.unreadable.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        column.addWidget(self.unreadable)

        buttons = QHBoxLayout()
        self.open_button = _button(
            self.tr("&Voir la partie"), panel, tip=self.tr("La feuille de marque de la partie choisie")
        )
        self.open_button.clicked.connect(self.open_selected)
        self.close_button = _button(self.tr("&Fermer"), panel, role="primary", tip=self.tr("Fermer (Échap)"))
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        column.addLayout(buttons)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.addWidget(panel)

        self.game = ""
        #: The opponents' level the figures and the list are for (``None``: every level).
        self.level: str | None = None
        self.show_game(game if game in GAMES else "tarot")

    # -- showing -------------------------------------------------------------------------------------
    def show_game(self, game: str) -> None:
        """Show the figures and the matches of ``game`` (against opponents of :attr:`level`, when
        the game has matches at that level)."""
        self.game = game
        self.game_buttons[game].setChecked(True)
        records = self.history.of_game(game)
        self._fill_levels(records)
        if self.level is not None:
            records = [record for record in records if record.opponents_level == self.level]
        stats = statistics(records, game)
        self._show_figures(stats)
        self.model.set_records(records)
        has_matches = bool(records)
        self.view.setVisible(has_matches)
        self.empty.setVisible(not has_matches)
        self.empty.setText(
            self.tr(
                "Pas encore de partie {of_game} ici.\nChaque partie jouée jusqu'au bout vient s'y ranger, "
                "et aussi celle que vous laissez pour une autre après une donne terminée."
            ).format(of_game=game_words(game).of_game)
        )
        if has_matches:
            self.view.selectRow(0)
        self.open_button.setEnabled(has_matches)
        unreadable = self.history.unreadable
        self.unreadable.setVisible(bool(unreadable))
        if unreadable:
            files = ", ".join(item.file for item in unreadable)
            self.unreadable.setText(
                self.tr("Illisibles, laissés tels quels dans {folder} : {files}").format(
                    folder=self.history.folder, files=files
                )
            )

    def set_level(self, level: str | None) -> None:
        """Show only the matches against opponents of ``level`` (``None``: all of them)."""
        self.level = level
        self.show_game(self.game)

    def _fill_levels(self, records: list[MatchRecord]) -> None:
        """The levels met in ``records``, for the filter; a level not met is forgotten."""
        met = [level for level in LEVELS if any(record.opponents_level == level for record in records)]
        if self.level not in met:
            self.level = None
        self.level_box.blockSignals(True)
        self.level_box.clear()
        self.level_box.addItem(self.tr("Tous les niveaux"), None)
        for level in met:
            self.level_box.addItem(level_label(level), level)
        self.level_box.setCurrentIndex(self.level_box.findData(self.level) if self.level is not None else 0)
        self.level_box.blockSignals(False)

    def _level_chosen(self, index: int) -> None:
        level = self.level_box.itemData(index)
        self.set_level(level if isinstance(level, str) else None)

    def _show_figures(self, stats: GameStats) -> None:
        abandoned = stats.matches - stats.finished
        played = plurals.matches_text(stats.matches)  # "0 partie", "1 partie", "3 parties"
        if abandoned == 1:
            played = self.tr("{played}, dont une abandonnée").format(played=played)
        elif abandoned:
            played = self.tr("{played}, dont {n} abandonnées").format(played=played, n=abandoned)
        self.summary.setText(played)
        figures = self.figures
        figures["won"].set(
            f"{stats.won}\u00a0/\u00a0{stats.finished}" if stats.finished else "—",
            percent(stats.won, stats.finished) if stats.finished else "",
        )
        figures["deals"].set(str(stats.deals))
        figures["made"].set(
            percent(stats.made, stats.taken),
            self.tr("{made} sur {taken}").format(made=stats.made, taken=stats.taken) if stats.taken else "",
        )
        mean = stats.points_per_deal
        if mean is None:
            figures["mean"].set("—")
        else:
            chips = ""
            if get_game(self.game).uses_chips:
                chips = texts.chips_won_text(stats.chips)
            figures["mean"].set(texts.signed(round(mean, 1)), chips)
        figures["best"].set(texts.signed(stats.best_total) if stats.best_total is not None else "—")
        if not stats.by_contract:
            self.contracts.setText(self.tr("Vos prises, contrat par contrat : aucune encore."))
            return
        presenter = presenter_for(self.game)
        keys = sorted(stats.by_contract, key=presenter.contract_order)
        parts = []
        for key in keys:
            per = stats.by_contract[key]
            parts.append(
                self.tr("<b>{contract}</b> {made}/{taken}").format(
                    contract=presenter.contract_label(key), made=per.made, taken=per.taken
                )
            )
        self.contracts.setText(
            self.tr("Vos prises réussies, contrat par contrat : {list}").format(list=" · ".join(parts))
        )

    # -- opening a match -----------------------------------------------------------------------------
    def selected_record(self) -> MatchRecord | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.records[rows[0].row()] if rows else None

    def open_selected(self) -> MatchSheetDialog | None:
        record = self.selected_record()
        return self.open_record(record) if record is not None else None

    def _open_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.open_record(self.model.records[index.row()])

    def open_record(self, record: MatchRecord) -> MatchSheetDialog | None:
        """Show the score sheet of ``record``'s match (its log read again); a log that can no
        longer be read is said under the list."""
        path = self.history.path_of(record)
        try:
            match = read_match(path)
        except (LogError, RulesError) as err:
            self.unreadable.setText(self.tr("Cette partie ne se lit plus : {}").format(err))
            self.unreadable.show()
            return None
        if self.sheet is not None:
            self.sheet.close()
        self.sheet = MatchSheetDialog(match, record, self)
        self.sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.sheet.finished.connect(lambda _code=0, s=self.sheet: self._sheet_gone(s))
        self.sheet.replay_requested.connect(self.replay_requested)
        self.sheet.show()
        return self.sheet

    def _sheet_gone(self, sheet: MatchSheetDialog) -> None:
        if self.sheet is sheet:
            self.sheet = None


class MatchSheetDialog(QDialog):
    """The score sheet of a match of the history; a deal's row opens its review, whose *Rejouer
    cette donne* emits ``replay_requested(match, index)``."""

    replay_requested = Signal(object, int)

    def __init__(self, match: Match, record: MatchRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.review: DealReview | None = None
        self.setObjectName("historyDialog")
        self.setStyleSheet(theme.HISTORY_STYLE)
        when = played_at_text(record.played_at)
        self.setWindowTitle(self.tr("{game} du {when}").format(game=texts.game_name(match.game), when=when))
        self.resize(720, 600)
        self.sheet = ScoreSheet(self)
        self.sheet.set_match(match)
        self.sheet.title.setText(
            self.tr("{game} du {when} — {outcome}").format(
                game=texts.game_name(match.game), when=when, outcome=outcome_text(record)
            )
        )
        self.sheet.deal_activated.connect(self.open_review)
        hint = QLabel(
            self.tr("Double clic ou Entrée sur une donne : la revoir, toutes les cartes en vue."), self
        )
        hint.setObjectName("sheetHint")
        hint.setWordWrap(True)
        close = QPushButton(self.tr("&Fermer"), self)
        close.setObjectName("sheetClose")
        close.setCursor(Qt.CursorShape.PointingHandCursor)
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(hint, 1)
        bottom.addWidget(close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(10)
        layout.addWidget(self.sheet)
        layout.addLayout(bottom)
        layout.addStretch(1)
        wanted = self.sheet.sizeHint()
        self.resize(max(640, wanted.width() + 28), min(780, wanted.height() + 90))

    def open_review(self, index: int) -> DealReview | None:
        """Review deal ``index`` (from 0) of the match."""
        if not 0 <= index < len(self.match.results):
            return None
        if self.review is not None:
            self.review.close()
        review = DealReview(self.match, index, self)
        review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        review.finished.connect(lambda _code=0, r=review: self._review_gone(r))
        review.replay_requested.connect(lambda: self.replay_requested.emit(self.match, index))
        self.review = review
        review.show()
        return review

    def _review_gone(self, review: DealReview) -> None:
        if self.review is review:
            self.review = None
