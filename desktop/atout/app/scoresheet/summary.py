"""The summary at the end of each deal: the verdict, the game's facts (from its presenter), the
kitty and the écart face up, who won what, and the way on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, overload

from PySide6.QtCore import (
    Qt,
    Signal,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.cardart import CardArt, CardArtError
from atout.app.games import annulled_text, deal_heading, presenter_for, seat_name
from atout.app.layouts import layout_of
from atout.app.table.panels import _button
from atout.app.texts import game as texts
from atout.rules.deal import DealResult, Observation
from atout.rules.match import DealNumber, Match

__all__ = ["DealSummary"]


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
        self.setStyleSheet(theme.PANEL_STYLE + theme.SUMMARY_STYLE)
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
        for seat in range(len(result.scores)):
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
