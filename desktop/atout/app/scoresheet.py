"""The score sheet of a match and the summary at the end of each deal.

- :class:`ScoreModel` (a ``QAbstractTableModel``): one row per finished deal (number, dealer,
  contract and declarer, then the points; the chips too in La Carotte), and a totals row.
  Le Rough is scored by teams, so its sheet has one column per team.
- :class:`ScoreSheet`: the sheet beside the table, a title and a ``QTableView`` of the model.
- :class:`DealSummary`: what happened in the deal that just ended (contract, points made and
  needed, bonuses, who won what, the écart or discard revealed) and a "Continuer" button.

Every figure comes from the rules (``Match.results``, each a typed ``DealResult``); nothing here
decides a score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, overload

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from atout.app import texts
from atout.app.cardart import CardArt, CardArtError
from atout.app.games import annulled_text, deal_heading, deal_label, presenter_for, seat_name
from atout.app.layouts import layout_of
from atout.app.panels import PANEL_STYLE, _button
from atout.app.sheetwords import compact_annulled, compact_contract_cell
from atout.rules.deal import DealResult, Observation
from atout.rules.match import DealNumber, Match

__all__ = ["CHIPS_ROLE", "SCORE_ROLE", "DealSummary", "ScoreModel", "ScoreSheet"]

#: The raw points of a cell (an ``int``), beside its printed text.
SCORE_ROLE: Final = Qt.ItemDataRole.UserRole + 1
#: The raw chips of a cell in La Carotte (an ``int``).
CHIPS_ROLE: Final = Qt.ItemDataRole.UserRole + 2

_NEGATIVE: Final = QColor("#a3241c")
_MUTED: Final = QColor("#7b7563")
_CHIP: Final = QColor("#8a5a00")
_MADE: Final = QColor("#1d6b3c")
_TOTAL_BACKGROUND: Final = QColor("#efe3bd")
_WINNER_BACKGROUND: Final = QColor("#e8c15a")

_Index = QModelIndex | QPersistentModelIndex

# column kinds
_DEALER: Final = "dealer"
_CONTRACT: Final = "contract"
_POINTS: Final = "points"


class ScoreModel(QAbstractTableModel):
    """The score sheet of a :class:`~atout.rules.Match`: one row per finished deal, then totals.

    Rows are headed by the deal's number (then ``Total``, ``Jetons``). Columns: dealer, contract
    (declarer and contract in short French, ✓ made or ✗ failed), then the points of each player
    (of each team in Le Rough, whose partners always score alike). La Carotte's chips: a carotte
    row shows the chips won or paid (``+30 ◉``; a carotte scores no points), and a second totals
    row holds the chips. Call :meth:`refresh` after each deal. :data:`SCORE_ROLE` and
    :data:`CHIPS_ROLE` give the raw numbers.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._rows = 0
        self._columns: list[tuple[str, tuple[int, ...]]] = []
        #: Whether the contract column says its compact form (``Léa G. contre ✓``, see
        #: :mod:`atout.app.sheetwords`): the sheet sets it when it is too narrow for the full one.
        self.compact = False
        #: Counts the changes of what the model says (a new match, a finished deal): what was
        #: measured of an older revision is measured again.
        self.revision = 0

    # -- feeding ----------------------------------------------------------------------------------------
    @property
    def sheet_match(self) -> Match | None:
        """The match shown (not ``match``: that is ``QAbstractItemModel.match``)."""
        return self._match

    def set_match(self, match: Match | None) -> None:
        """Show ``match`` (``None``: an empty sheet)."""
        self.beginResetModel()
        self._match = match
        self._columns = self._layout(match)
        self._rows = len(match.results) if match is not None else 0
        self.revision += 1
        self.endResetModel()

    def set_compact(self, compact: bool) -> None:
        """Say the contracts in their compact form (or in full)."""
        if compact == self.compact:
            return
        self.compact = compact
        column = next((c for c, (kind, _) in enumerate(self._columns) if kind == _CONTRACT), None)
        if column is not None and self.rowCount():
            self.dataChanged.emit(self.index(0, column), self.index(self.rowCount() - 1, column))

    def refresh(self) -> None:
        """Take in the deals finished since the last call (and the new totals)."""
        match = self._match
        if match is None:
            return
        count = len(match.results)
        if count < self._rows:
            self.set_match(match)
            return
        self.revision += 1
        if count > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, count - 1)
            self._rows = count
            self.endInsertRows()
        last_row, last_column = self.rowCount() - 1, self.columnCount() - 1
        self.dataChanged.emit(self.index(0, 0), self.index(last_row, last_column))

    @staticmethod
    def _layout(match: Match | None) -> list[tuple[str, tuple[int, ...]]]:
        if match is None:
            return []
        columns: list[tuple[str, tuple[int, ...]]] = [(_DEALER, ()), (_CONTRACT, ())]
        columns += [(_POINTS, team) for team in match.rules.teams]  # Le Rough: a column a team
        return columns

    # -- its shape -----------------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        match = self._match
        if parent.isValid() or match is None:
            return 0
        return self._rows + (2 if match.rules.uses_chips else 1)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        if parent.isValid():
            return 0
        return len(self._columns)

    def column_kind(self, column: int) -> str:
        """``dealer``, ``contract`` or ``points``."""
        return self._columns[column][0]

    def column_seats(self, column: int) -> tuple[int, ...]:
        """The seats a points column is about (the two partners in Le Rough)."""
        return self._columns[column][1]

    def row_kind(self, row: int) -> str:
        """``deal`` (a finished deal), ``totals`` (the points), ``chips`` (La Carotte's chips)."""
        if row < self._rows:
            return "deal"
        return "totals" if row == self._rows else "chips"

    def is_totals_row(self, row: int) -> bool:
        """Whether ``row`` is the points totals row (the one after the deals)."""
        return row == self._rows

    def _names(self) -> list[str]:
        match = self._match
        assert match is not None
        return [player.name for player in match.players]

    def _game(self) -> str:
        match = self._match
        assert match is not None
        return match.game

    # -- headers -------------------------------------------------------------------------------------------
    def headerData(  # noqa: N802 - Qt's name
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if self._match is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self._columns):
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                return self._column_name(section)
            if role == Qt.ItemDataRole.ToolTipRole:
                return self._column_tip(section)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return self._alignment(self._columns[section][0])
            return None
        if not 0 <= section < self.rowCount():
            return None
        kind = self.row_kind(section)
        if role == Qt.ItemDataRole.DisplayRole:
            if kind == "deal":  # as the rules count deals: an annulled Tarot deal takes no number
                number = self._match.deal_number(section).number
                return str(number) if number is not None else "—"
            # the totals rows are named in the contract column: the row numbers stay narrow
            return ""
        if role == Qt.ItemDataRole.ToolTipRole:
            if kind == "deal":
                return deal_label(self._match.deal_number(section))
            return self.tr("Totaux de la partie")
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _column_name(self, column: int) -> str:
        kind, seats = self._columns[column]
        names = self._names()
        if kind == _DEALER:
            return self.tr("Donneur")
        if kind == _CONTRACT:
            return self.tr("Contrat")
        if len(seats) == 2:
            return f"{names[seats[0]]}\n{names[seats[1]]}"
        return names[seats[0]]

    def _column_tip(self, column: int) -> str:
        kind, seats = self._columns[column]
        names = self._names()
        if kind == _DEALER:
            return self.tr("Qui a donné")
        if kind == _CONTRACT:
            return self.tr("Le contrat et qui l'a pris (✓ réussi, ✗ chuté)")
        if len(seats) == 2:
            return self.tr("Les points de l'équipe {team}").format(team=texts.team_name(names, seats[0]))
        if self._match is not None and self._match.rules.uses_chips:
            return self.tr("Les points de {name}, et ses jetons (◉) gagnés ou payés sur une carotte").format(
                name=names[seats[0]]
            )
        return self.tr("Les points de {name}").format(name=names[seats[0]])

    # -- cells -----------------------------------------------------------------------------------------------
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        match = self._match
        if match is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= column < len(self._columns)):
            return None
        kind, seats = self._columns[column]
        row_kind = self.row_kind(row)
        if row_kind != "deal":
            return self._totals_data(row_kind, kind, seats, role)
        result = match.results[row]
        points = result.scores[seats[0]] if kind == _POINTS else None
        chips = result.chips[seats[0]] if kind == _POINTS and result.chips is not None else None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._deal_text(row, result, kind, points, chips)
        if role == SCORE_ROLE:
            return points
        if role == CHIPS_ROLE:
            return chips
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, result)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(kind)
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._deal_colour(result, kind, points, chips)
        if role == Qt.ItemDataRole.FontRole and result.annulled and kind == _CONTRACT:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.AccessibleTextRole:
            text = self._deal_text(row, result, kind, points, chips)
            return text.replace(texts.MINUS, "-")
        return None

    def _deal_text(
        self, row: int, result: DealResult, kind: str, points: int | None, chips: int | None
    ) -> str:
        match = self._match
        assert match is not None
        if kind == _DEALER:
            return seat_name(self._names(), match.deals[row].dealer)
        if kind == _CONTRACT:
            return self._contract_cell(result)
        if result.annulled or points is None:
            return "—"
        if chips:  # a carotte: paid in chips, not in points
            chip_text = self.tr("{chips} ◉").format(chips=texts.signed(chips))
            return chip_text if not points else f"{texts.signed(points)}  {chip_text}"
        return texts.signed(points)

    @staticmethod
    def _deal_colour(result: DealResult, kind: str, points: int | None, chips: int | None) -> QBrush | None:
        if result.annulled:
            return QBrush(_MUTED)
        if kind == _CONTRACT:
            return QBrush(_MADE if result.made else _NEGATIVE)
        value = chips if chips else points
        if value is not None and value < 0:
            return QBrush(_NEGATIVE)
        if chips:
            return QBrush(_CHIP)
        return None

    @staticmethod
    def _alignment(kind: str) -> int:
        if kind == _POINTS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def _totals_data(self, row_kind: str, kind: str, seats: tuple[int, ...], role: int) -> object:
        match = self._match
        assert match is not None
        points = match.totals[seats[0]] if kind == _POINTS else None
        chips = match.chips[seats[0]] if kind == _POINTS and match.rules.uses_chips else None
        value = points if row_kind == "totals" else chips
        winner = (
            row_kind == "totals"
            and match.winners is not None
            and kind == _POINTS
            and seats[0] in match.winners
        )
        if role == Qt.ItemDataRole.DisplayRole:
            if kind == _CONTRACT:
                if row_kind == "chips":
                    return self.tr("Jetons")
                if match.winners is not None and not self.compact:
                    return self.tr("Total, partie terminée")
                return self.tr("Total")
            if value is None:
                return ""
            if row_kind == "chips":
                return self.tr("{chips} ◉").format(chips=texts.number(value))
            return ("★ " if winner else "") + texts.number(value)
        if role == SCORE_ROLE:
            return points if row_kind == "totals" else None
        if role == CHIPS_ROLE:
            return chips if row_kind == "chips" else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(kind)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(_WINNER_BACKGROUND if winner else _TOTAL_BACKGROUND)
        if role == Qt.ItemDataRole.ForegroundRole:
            if value is not None and value < 0:
                return QBrush(_NEGATIVE)
            return QBrush(_CHIP) if row_kind == "chips" and value else None
        if role == Qt.ItemDataRole.ToolTipRole:
            if winner:
                return self.tr("Vainqueur de la partie")
            if row_kind == "chips":
                return self.tr("Les jetons de chacun depuis le début de la partie")
            return self.tr("Les points de chacun depuis le début de la partie")
        return None

    def _contract_cell(self, result: DealResult) -> str:
        names = self._names()
        if result.annulled:
            return compact_annulled(result) if self.compact else annulled_text(result, names)
        presenter = presenter_for(self._game())
        who = seat_name(names, result.taker)
        if self.compact:
            sans_atout = presenter.sans_atout(result)
            return compact_contract_cell(who, result.contract, sans_atout=sans_atout, made=bool(result.made))
        contract = presenter.contract_text(result, short=True)
        mark = "✓" if result.made else "✗"
        return self.tr("{who} · {contract} {mark}").format(who=who, contract=contract, mark=mark)

    def _tooltip(self, row: int, result: DealResult) -> str:
        match = self._match
        assert match is not None
        names = self._names()
        lines = [
            self.tr("{deal}, donneur : {name}").format(
                deal=deal_label(match.deal_number(row)), name=seat_name(names, match.deals[row].dealer)
            )
        ]
        lines += presenter_for(match.game).tooltip(result, names)
        lines.append(self.tr("Double-clic : revoir la donne"))
        return "\n".join(lines)


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
        self.setStyleSheet(PANEL_STYLE + _SHEET_STYLE)
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
                if form == self.NARROW and model.column_kind(column) == _DEALER
                else max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
                for column in range(model.columnCount())
            ]
        finally:
            for column in hidden:
                header.setSectionHidden(column, True)
            model.compact = was
            model.blockSignals(blocked[0])
            header.blockSignals(blocked[1])

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

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._measured.clear()
        self._fit()  # the style sheet's fonts and paddings are known now
        self._refit.start()  # and the headers' ones once polished

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        kinds = (QEvent.Type.StyleChange, QEvent.Type.FontChange, QEvent.Type.LanguageChange)
        if event.type() in kinds and hasattr(self, "view"):
            self._measured.clear()
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
        contract = next((c for c in columns if model.column_kind(c) == _CONTRACT), None)
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


_SHEET_STYLE: Final = """
QTableView#scoreView {
    background-color: #fbf8ee;
    alternate-background-color: #f3eedd;
    color: #1d2a22;
    border: 1px solid #c9c1a3;
    border-radius: 6px;
    font-size: 12px;
    outline: 0;
}
QTableView#scoreView QHeaderView::section {
    background-color: #e6dcbf;
    color: #1d2a22;
    font-weight: 600;
    padding: 4px 5px;
    border: none;
    border-bottom: 1px solid #c9c1a3;
}
QTableView#scoreView QHeaderView::section:vertical {
    background-color: #efe7cf;
    color: #5b5540;
    font-weight: 600;
    padding: 0 6px;
    border: none;
    border-right: 1px solid #c9c1a3;
}
QTableView#scoreView QHeaderView { background-color: #fbf8ee; }
QTableView#scoreView:focus { border: 2px solid #e8c15a; }
QTableView#scoreView::item { padding: 0 5px; }
QTableView#scoreView QTableCornerButton::section { background-color: #e6dcbf; border: none; }
"""


class DealSummary(QFrame):
    """The end of a deal: contract and declarer, points made and needed, bonuses, who won what,
    the écart or discard revealed (names and faces); "Continuer" emits ``next_deal()``.

    Fill it with :meth:`show_result`. Enter (or Alt+C) presses "Continuer", which has the focus.
    """

    next_deal = Signal()
    #: "Revoir la donne": the player asks to see the deal again, hands open.
    review_requested = Signal()

    #: Width of the small card faces of the écart.
    CARD_WIDTH: Final = 44

    def __init__(self, parent: QWidget | None = None, art: CardArt | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("atoutPanel")
        self.setStyleSheet(PANEL_STYLE + _SUMMARY_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setAccessibleName(self.tr("Résultat de la donne"))
        self._art = art
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 18)
        layout.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("panelTitle")
        self.verdict = QLabel(self)
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self._facts = QGridLayout()
        self._facts.setHorizontalSpacing(14)
        self._facts.setVerticalSpacing(6)
        self._facts.setColumnStretch(1, 1)
        self._scores = QGridLayout()
        self._scores.setHorizontalSpacing(18)
        self._scores.setVerticalSpacing(3)
        scores_box = QFrame(self)
        scores_box.setObjectName("scoresBox")
        scores_box.setLayout(self._scores)
        self.continue_button = _button(self.tr("&Continuer"), self, role="primary")
        self.continue_button.setMinimumWidth(150)
        self.continue_button.clicked.connect(self.next_deal)
        self.review_button = _button(
            self.tr("&Revoir la donne"),
            self,
            tip=self.tr("La donne rejouée carte par carte, les quatre jeux ouverts (R)"),
        )
        self.review_button.clicked.connect(self.review_requested)
        row = QHBoxLayout()
        row.addWidget(self.review_button)
        row.addStretch(1)
        row.addWidget(self.continue_button)
        layout.addWidget(self.title)
        layout.addWidget(self.verdict)
        layout.addLayout(self._facts)
        layout.addWidget(scores_box)
        layout.addLayout(row)
        self._fact_rows = 0
        #: The facts shown, as (label, text) pairs: for tests and screen readers.
        self.facts: list[tuple[str, str]] = []
        #: The names of the cards under their faces (hidden when the summary is compact).
        self._card_names: list[QLabel] = []
        self.compact = False

    def set_compact(self, compact: bool) -> None:
        """Compact: the chien's and the écart's cards by their faces only, their names in the
        faces' tooltips (for a table too short for the whole summary)."""
        self.compact = compact
        for label in self._card_names:
            label.setVisible(not compact)
            box = label.parentWidget()
            if box is not None and box.layout() is not None:
                layout_of(box).invalidate()
                layout_of(box).activate()
                box.updateGeometry()
        self._facts.invalidate()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()

    # -- filling ---------------------------------------------------------------------------------------------
    @overload
    def show_result(self, match: Match, result: DealResult, observation: Observation, /) -> None: ...
    @overload
    def show_result(
        self,
        result: DealResult,
        observation: Observation,
        names: Sequence[str],
        /,
        *,
        deal_number: int | DealNumber | None = None,
        totals: Sequence[int] | None = None,
        winners: Sequence[int] | None = None,
    ) -> None: ...
    def show_result(
        self,
        first: Match | DealResult,
        second: DealResult | Observation,
        third: Observation | Sequence[str],
        /,
        *,
        deal_number: int | DealNumber | None = None,
        totals: Sequence[int] | None = None,
        winners: Sequence[int] | None = None,
    ) -> None:
        """Show the end of a deal.

        ``show_result(match, result, observation)``: a deal of ``match`` (names, deal number,
        totals and winners come from it). ``show_result(result, observation, names, ...)``: the
        ``result``, seat 0's final ``observation`` (the game, the tricks each took) and the
        players' ``names``; ``totals`` (the match totals after it) and ``winners`` (once the
        match is over) when known.
        """
        if isinstance(first, Match):
            assert isinstance(second, DealResult) and isinstance(third, Observation)
            match = first
            index = next((i for i, done in enumerate(match.results) if done is second), None)
            last = index is None or index == len(match.results) - 1
            self._show(
                second,
                third,
                [player.name for player in match.players],
                deal_number=match.deal_number(index if index is not None else len(match.deals) - 1),
                totals=list(match.totals) if last else None,
                winners=match.winners if last else None,
            )
            return
        assert isinstance(first, DealResult) and isinstance(second, Observation)
        assert not isinstance(third, Observation)
        self._show(first, second, third, deal_number=deal_number, totals=totals, winners=winners)

    def _show(
        self,
        result: DealResult,
        observation: Observation,
        names: Sequence[str],
        *,
        deal_number: int | DealNumber | None,
        totals: Sequence[int] | None,
        winners: Sequence[int] | None,
    ) -> None:
        game = observation.game
        self._clear()
        title = texts.game_name(game)
        if deal_number is not None:  # as the rules count deals: "Le Tarot — donne annulée"
            number = deal_number if isinstance(deal_number, DealNumber) else DealNumber(deal_number)
            title = deal_heading(game, number)
        self.title.setText(title)
        if result.annulled:
            self.verdict.setText(annulled_text(result, names))
            self.verdict.setProperty("made", "none")
        else:
            presenter = presenter_for(game)
            self.verdict.setText(presenter.verdict(result, names))
            self.verdict.setProperty("made", "yes" if result.made else "no")
            for label, said in presenter.facts(result, names):
                self._fact(label, said)
            self._aside(game, result)
        _repolish(self.verdict)
        tricks = observation.tricks_won
        self._score_table(
            result,
            names,
            tricks if tricks and not result.annulled else None,
            totals,
            winners,
        )
        if winners:
            self.continue_button.setText(self.tr("&Terminer"))
            self.continue_button.setToolTip(self.tr("La partie est finie (Entrée)"))
        else:
            self.continue_button.setText(self.tr("&Continuer"))
            self.continue_button.setToolTip(self.tr("Donne suivante (Entrée)"))
        if self.isVisible():
            self.continue_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.updateGeometry()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        # filled while hidden, its new height never reached the side's layout: tell it now, or
        # the card faces of the chien and the écart come out squashed to a strip
        self.updateGeometry()
        self.continue_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _clear(self) -> None:
        for grid in (self._facts, self._scores):
            while grid.count():
                item = grid.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.hide()
                    widget.deleteLater()
        self._fact_rows = 0
        self.facts = []
        self._card_names = []
        self.compact = False  # a new summary: whole until its place says otherwise

    def _fact(self, label: str, value: str | QWidget, text: str | None = None) -> None:
        """One line of the facts: a muted label and its value (a text, or a widget and its text)."""
        name = QLabel(label, self)
        name.setObjectName("factLabel")
        if isinstance(value, QWidget):
            widget = value
            said = text or ""
        else:
            widget = QLabel(value, self)
            widget.setObjectName("factValue")
            widget.setWordWrap(True)
            widget.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            said = value
        self._facts.addWidget(name, self._fact_rows, 0, Qt.AlignmentFlag.AlignTop)
        self._facts.addWidget(widget, self._fact_rows, 1)
        name.show()
        widget.show()
        self._fact_rows += 1
        self.facts.append((label, said))

    def _aside(self, game: str, result: DealResult) -> None:
        """The chien (Tarot) and the écart, revealed: faces, and names for whoever reads."""
        if presenter_for(game).shows_kitty():
            self._cards_fact(game, self.tr("Chien"), [card.text for card in result.kitty])
        self._cards_fact(game, self.tr("Écart"), [card.text for card in result.ecart])

    def _cards_fact(self, game: str, label: str, cards: Sequence[str]) -> None:
        """A line of the summary showing ``cards`` (card texts), when there are any."""
        if not cards:
            return
        texts_of_cards = list(cards)
        names = texts.cards_text(texts_of_cards)
        box = QWidget(self)
        box.setObjectName("cardsBox")
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        faces = self._faces(game, texts_of_cards, box)
        if faces is not None:
            column.addWidget(faces)
        label_widget = QLabel(names, box)
        label_widget.setObjectName("factValue")
        label_widget.setWordWrap(True)
        label_widget.setVisible(not self.compact)
        column.addWidget(label_widget)
        self._card_names.append(label_widget)
        box.setToolTip(names)
        self._fact(label, box, names)

    def _faces(self, game: str, cards: Sequence[str], parent: QWidget) -> QWidget | None:
        """A row of small card faces, or ``None`` when the art is missing."""
        try:
            art = self._art
            if art is None or not art.draws(game):
                art = CardArt(game)
            self._art = art
            dpr = self.devicePixelRatioF()
            row = QWidget(parent)
            layout = QHBoxLayout(row)
            layout.setContentsMargins(0, 2, 0, 0)
            layout.setSpacing(4)
            for text in cards:
                face = QLabel(row)
                face.setPixmap(art.face(text, self.CARD_WIDTH, dpr))
                face.setToolTip(texts.card_name(text))
                face.setAccessibleName(texts.card_name(text))
                layout.addWidget(face)
            layout.addStretch(1)
            return row
        except (CardArtError, OSError, ValueError):
            return None

    def _score_table(
        self,
        result: DealResult,
        names: Sequence[str],
        tricks: tuple[object, ...] | None,
        totals: Sequence[int] | None,
        winners: Sequence[int] | None,
    ) -> None:
        """Who won what: tricks, the deal's points (and chips), the match totals."""
        grid = self._scores
        headers = [self.tr("Joueur")]
        if tricks is not None:
            headers.append(self.tr("Plis"))
        headers.append(self.tr("Cette donne"))
        if result.chips is not None:
            headers.append(self.tr("Jetons"))
        if totals is not None:
            headers.append(self.tr("Total"))
        for column, text in enumerate(headers):
            label = QLabel(text, self)
            label.setObjectName("scoreHead")
            align = Qt.AlignmentFlag.AlignRight if column else Qt.AlignmentFlag.AlignLeft
            grid.addWidget(label, 0, column, align)
            label.show()
        for seat in range(4):
            name = seat_name(names, seat)
            if winners and seat in winners:
                name = "★ " + name
            cells: list[tuple[str, int | None]] = [(name, None)]
            if tricks is not None:
                cells.append((str(tricks[seat]), None))
            score = result.scores[seat]
            cells.append(("—", None) if result.annulled else (texts.signed(score), score))
            if result.chips is not None:
                cells.append((texts.signed(result.chips[seat]), result.chips[seat]))
            if totals is not None:
                cells.append((texts.number(totals[seat]), totals[seat]))
            for column, (text, value) in enumerate(cells):
                label = QLabel(text, self)
                label.setObjectName("scoreCell")
                if value is not None:
                    label.setProperty("sign", "neg" if value < 0 else ("pos" if value > 0 else "zero"))
                align = Qt.AlignmentFlag.AlignRight if column else Qt.AlignmentFlag.AlignLeft
                grid.addWidget(label, seat + 1, column, align)
                label.show()
        grid.setColumnStretch(0, 1)


def _repolish(widget: QWidget) -> None:
    widget.style().unpolish(widget)
    widget.style().polish(widget)


_SUMMARY_STYLE: Final = """
QFrame#atoutPanel QLabel#verdict { font-size: 17px; font-weight: 600; color: #f4f1e6; }
QFrame#atoutPanel QLabel#verdict[made="yes"] { color: #9fe0b0; }
QFrame#atoutPanel QLabel#verdict[made="no"] { color: #ffb4a6; }
QFrame#atoutPanel QLabel#factLabel { color: #b7cdbf; font-size: 13px; }
QFrame#atoutPanel QLabel#factValue { color: #f4f1e6; font-size: 13px; }
QFrame#scoresBox {
    background-color: #fbf8ee; border: 1px solid #c9c1a3; border-radius: 8px; padding: 6px 10px;
}
QFrame#atoutPanel QFrame#scoresBox QLabel#scoreHead { color: #5b5540; font-size: 12px; font-weight: 600; }
QFrame#atoutPanel QFrame#scoresBox QLabel#scoreCell { color: #1d2a22; font-size: 14px; }
QFrame#atoutPanel QFrame#scoresBox QLabel#scoreCell[sign="neg"] { color: #a3241c; }
QFrame#atoutPanel QFrame#scoresBox QLabel#scoreCell[sign="pos"] { color: #1d6b3c; font-weight: 600; }
"""
