"""The score sheet's model: one row per finished deal, the totals, La Carotte's chips."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QWidget,
)

from atout.app import theme
from atout.app.games import annulled_text, deal_label, presenter_for, seat_name
from atout.app.texts import game as texts
from atout.app.texts.sheet import compact_annulled, compact_contract_cell
from atout.rules.deal import DealResult
from atout.rules.match import Match

__all__ = ["CHIPS_ROLE", "CONTRACT_COLUMN", "DEALER_COLUMN", "SCORE_ROLE", "ScoreModel"]

#: The raw points of a cell (an ``int``), beside its printed text.
SCORE_ROLE: Final = Qt.ItemDataRole.UserRole + 1
#: The raw chips of a cell in La Carotte (an ``int``).
CHIPS_ROLE: Final = Qt.ItemDataRole.UserRole + 2

_NEGATIVE: Final = theme.SHEET_NEGATIVE
_MUTED: Final = theme.SHEET_MUTED
_CHIP: Final = theme.SHEET_CHIPS
_MADE: Final = theme.SHEET_MADE
_TOTAL_BACKGROUND: Final = theme.SHEET_TOTAL_ROW
_WINNER_BACKGROUND: Final = theme.SHEET_WINNER_ROW

_Index = QModelIndex | QPersistentModelIndex

# column kinds
DEALER_COLUMN: Final = "dealer"
CONTRACT_COLUMN: Final = "contract"
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
        #: :mod:`atout.app.texts.sheet`): the sheet sets it when it is too narrow for the full one.
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
        column = next((c for c, (kind, _) in enumerate(self._columns) if kind == CONTRACT_COLUMN), None)
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
        columns: list[tuple[str, tuple[int, ...]]] = [(DEALER_COLUMN, ()), (CONTRACT_COLUMN, ())]
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
        if kind == DEALER_COLUMN:
            return self.tr("Donneur")
        if kind == CONTRACT_COLUMN:
            return self.tr("Contrat")
        if len(seats) == 2:
            return f"{names[seats[0]]}\n{names[seats[1]]}"
        return names[seats[0]]

    def _column_tip(self, column: int) -> str:
        kind, seats = self._columns[column]
        names = self._names()
        if kind == DEALER_COLUMN:
            return self.tr("Qui a donné")
        if kind == CONTRACT_COLUMN:
            return self.tr("Le contrat et qui l'a pris (✓ réussi, ✗ chuté)")
        if len(seats) == 2:
            return self.tr("Les points de l'équipe {team}").format(team=texts.team_name(names, seats))
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
        if role == Qt.ItemDataRole.FontRole and result.annulled and kind == CONTRACT_COLUMN:
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
        if kind == DEALER_COLUMN:
            return seat_name(self._names(), match.deals[row].dealer)
        if kind == CONTRACT_COLUMN:
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
        if kind == CONTRACT_COLUMN:
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
            if kind == CONTRACT_COLUMN:
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
