"""The review of a finished deal: every hand face up, replayed card by card.

:class:`DealReview` is a window of its own beside the table. On the left, :class:`ReviewBoard`
draws the four hands as they stood at one moment of the deal (the player at the bottom, the
others where they sit at the table), the trick on the table, and the mise, chien or écart. On
the right, the deal told in words, one line per action, under headings (the bidding, each
trick); choosing a line shows the table just after it. The buttons, and the keys, step by
action (↑/↓) or by trick (←/→), or go to the start and the end (Home/End).

Only a finished deal can be reviewed: :class:`~atout.play.replay.DealReplay` refuses a deal
under way, whose hidden hands the review would show.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.cardart import CardArt
from atout.app.games import annulled_text, presenter_for
from atout.app.games.words import deal_heading, game_words
from atout.app.review.board import ReviewBoard
from atout.app.table.order import sorted_hand
from atout.app.table.panels import _button
from atout.app.texts import game as texts
from atout.app.worker import VerdictWorker
from atout.play.analysis import has_verdicts, turning_points, verdict_expected
from atout.play.replay import DealReplay, Moment
from atout.rules import Action, Card, Discard, Match, Play, get_game

__all__ = ["DealReview"]


class DealReview(QDialog):
    """A finished deal of ``match`` (``index`` from 0) shown again, hands open, action by action.

    ``lines`` lists the deal in words; each line that is an action leads to the moment just
    after it (``row_moment``). :meth:`go` shows a moment; the buttons and the keys step.
    *Rejouer cette donne* emits ``replay_requested``: whoever opened the review starts the match.
    """

    replay_requested = Signal()

    def __init__(
        self, match: Match, index: int, parent: QWidget | None = None, *, art: CardArt | None = None
    ) -> None:
        super().__init__(parent)
        self.replay = DealReplay.of_match(match, index)
        self.match = match
        self.index = index
        self.game = match.game
        self.names = [player.name for player in match.players]
        self.humans = {seat for seat, player in enumerate(match.players) if player.kind == "human"}
        self.current = 0
        #: Every hand in view, could the declarer still make it, at each moment (La Carotte,
        #: Le Rough): worked out off the GUI thread (:attr:`verdicts_pending` until then).
        self.verdicts: list[bool | None] = [None] * len(self.replay.moments)
        self._turns: dict[int, bool] = {}
        self._verdict_worker: VerdictWorker | None = None
        if has_verdicts(self.game):
            self._verdict_worker = VerdictWorker(self.replay, self)
            self._verdict_worker.ready.connect(self._take_verdicts)
        self.setObjectName("dealReview")
        #: The deal's number as the rules count deals (an annulled Tarot deal takes none).
        self.number = match.deal_number(index)
        self.setWindowTitle(self.tr("Revoir : {deal}").format(deal=deal_heading(self.game, self.number)))
        self.setStyleSheet(theme.REVIEW_STYLE)
        self.resize(1240, 760)
        self.board = ReviewBoard(
            self.game, self.names, get_game(self.game).hand_size, self, dealer=self.replay.dealer, art=art
        )

        side = QFrame(self)
        side.setObjectName("atoutPanel")
        side.setStyleSheet(theme.PANEL_STYLE + theme.REVIEW_SIDE_STYLE)
        side.setFixedWidth(360)
        column = QVBoxLayout(side)
        column.setContentsMargins(14, 12, 14, 14)
        column.setSpacing(8)
        self.title = QLabel(deal_heading(self.game, self.number), side)
        self.title.setObjectName("panelTitle")
        result = self.replay.result
        facts = (
            [annulled_text(result, self.names)]
            if result.annulled
            else presenter_for(self.game).tooltip(result, self.names)
        )
        self.facts = QLabel("\n".join(facts), side)
        self.facts.setObjectName("panelText")
        self.facts.setWordWrap(True)
        self.where = QLabel(side)
        self.where.setObjectName("counter")
        self.verdict = QLabel(side)
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setToolTip(presenter_for(self.game).verdict_tip())
        self.lines = QListWidget(side)
        self.lines.setObjectName("reviewLines")
        self.lines.setWordWrap(True)
        self.lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines.setResizeMode(QListView.ResizeMode.Adjust)
        self.lines.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.lines.setAccessibleName(self.tr("Le déroulement de la donne"))
        self.row_moment: list[int | None] = []
        self._moment_row: dict[int, int] = {}
        self._fill_lines()
        self.lines.currentRowChanged.connect(self._on_row)

        self.first_button = _button(self.tr("Début"), side, tip=self.tr("Les cartes distribuées (Début)"))
        self.back_trick = _button(self.tr("« Pli"), side, tip=self.tr("Le pli précédent (←)"))
        self.back_one = _button("◀", side, tip=self.tr("L'action précédente (↑)"))
        self.forward_one = _button("▶", side, tip=self.tr("L'action suivante (↓)"))
        self.forward_trick = _button(self.tr("Pli »"), side, tip=self.tr("Le pli suivant (→)"))
        self.last_button = _button(self.tr("Fin"), side, tip=self.tr("La fin de la donne (Fin)"))
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_trick.clicked.connect(self.previous_trick)
        self.back_one.clicked.connect(lambda: self.go(self.current - 1))
        self.forward_one.clicked.connect(lambda: self.go(self.current + 1))
        self.forward_trick.clicked.connect(self.next_trick)
        self.last_button.clicked.connect(lambda: self.go(self.replay.last))
        steps = QHBoxLayout()
        steps.setSpacing(4)
        for button in (
            self.first_button,
            self.back_trick,
            self.back_one,
            self.forward_one,
            self.forward_trick,
            self.last_button,
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys go to the list
            button.setAccessibleName(button.toolTip())  # "◀" says nothing to a screen reader
            steps.addWidget(button)
        self.close_button = _button(self.tr("&Fermer"), side, role="primary", tip=self.tr("Fermer (Échap)"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.close)
        self.replay_button = _button(
            self.tr("Re&jouer cette donne"),
            side,
            tip=self.tr("Une nouvelle partie qui commence par ces mêmes cartes, chacun à sa place"),
        )
        self.replay_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.replay_button.clicked.connect(self.replay_requested)
        closing = QHBoxLayout()
        closing.addWidget(self.replay_button)
        closing.addStretch(1)
        closing.addWidget(self.close_button)

        column.addWidget(self.title)
        column.addWidget(self.facts)
        for label, cards in self._asides():
            column.addWidget(self._cards_row(label, cards, side))
        column.addWidget(self.where)
        column.addWidget(self.verdict)
        column.addWidget(self.lines, 1)
        column.addLayout(steps)
        column.addLayout(closing)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.board, 1)
        layout.addWidget(side)

        for key, slot in (
            (Qt.Key.Key_Left, self.previous_trick),
            (Qt.Key.Key_Right, self.next_trick),
            (Qt.Key.Key_Home, lambda: self.go(0)),
            (Qt.Key.Key_End, lambda: self.go(self.replay.last)),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)
        self.lines.setFocus(Qt.FocusReason.OtherFocusReason)
        self.go(0)

    def _asides(self) -> list[tuple[str, tuple[Card, ...]]]:
        """The mise or chien as dealt, and the discard or écart when one was made."""
        kitty_name = game_words(self.game).kitty_title
        out: list[tuple[str, tuple[Card, ...]]] = []
        if self.replay.kitty:
            out.append((kitty_name, self.replay.kitty))
        discards = [m.action for m in self.replay.moments if isinstance(m.action, Discard)]
        if discards:
            discard = discards[-1]
            assert isinstance(discard, Discard)
            out.append((self.tr("Écart"), discard.cards))  # the écart, in all three games
        return out

    def _cards_row(self, label: str, cards: Sequence[Card], parent: QWidget) -> QWidget:
        """A line of the side panel: ``label``, then the cards' small faces (their names when
        the art is missing), named for whoever reads."""
        row = QWidget(parent)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        title = QLabel(label, row)
        title.setObjectName("panelHint")
        title.setMinimumWidth(64)
        layout.addWidget(title)
        names = texts.cards_text(cards)
        art = self.board.art
        ordered = sorted_hand(cards)
        if art is None:
            layout.addWidget(QLabel(names, row))
        else:
            dpr = self.devicePixelRatioF()
            for card in ordered:
                face = QLabel(row)
                face.setPixmap(art.face(card, self.ASIDE_CARD_WIDTH, dpr))
                face.setToolTip(texts.card_name(card))
                layout.addWidget(face)
        layout.addStretch(1)
        row.setToolTip(names)
        row.setAccessibleName(f"{label} : {names}")
        return row

    # the width of the small faces of the mise, chien, discard or écart in the side panel
    ASIDE_CARD_WIDTH: Final = 30

    # -- moving ------------------------------------------------------------------------------------
    @property
    def moment(self) -> Moment:
        """The moment shown."""
        return self.replay.moments[self.current]

    def go(self, number: int) -> None:
        """Show moment ``number`` (clamped to the deal)."""
        number = max(0, min(number, self.replay.last))
        self.current = number
        self.board.set_moment(self.replay.moments[number])
        row = self._moment_row.get(number)
        if row is not None and self.lines.currentRow() != row:
            self.lines.blockSignals(True)
            self.lines.setCurrentRow(row)
            self.lines.blockSignals(False)
            self.lines.scrollToItem(self.lines.item(row))
        self.where.setText(self._where_text())
        self._show_verdict(self.verdicts[number])
        at_start, at_end = number == 0, number == self.replay.last
        for button in (self.first_button, self.back_trick, self.back_one):
            button.setEnabled(not at_start)
        for button in (self.forward_one, self.forward_trick, self.last_button):
            button.setEnabled(not at_end)

    @property
    def verdicts_pending(self) -> bool:
        """Whether the verdicts are still being worked out."""
        return self._verdict_worker is not None and self._verdict_worker.verdicts is None

    def _take_verdicts(self) -> None:
        worker = self._verdict_worker
        if worker is None or worker.verdicts is None:
            return
        self.verdicts = worker.verdicts
        self._turns = turning_points(self.replay, self.verdicts)
        for number in self._turns:  # the lines of the cards that turned the deal say so
            row = self._moment_row.get(number)
            item = self.lines.item(row) if row is not None else None
            if item is not None:
                item.setText(self.line_text(self.replay.moments[number]))
        self._show_verdict(self.verdicts[self.current])

    def done(self, result: int) -> None:
        """Closing the review gives up verdicts still being worked out."""
        if self._verdict_worker is not None:
            self._verdict_worker.cancel()
        super().done(result)

    def _show_verdict(self, verdict: bool | None) -> None:
        pending = verdict is None and self.verdicts_pending and verdict_expected(self.game, self.moment)
        self.verdict.setVisible(verdict is not None or pending)
        if verdict is None:
            self.verdict.setText(self.tr("Cartes sur table : on cherche…") if pending else "")
            self.verdict.setProperty("made", "")
            self.verdict.style().unpolish(self.verdict)
            self.verdict.style().polish(self.verdict)
            return
        if verdict:
            self.verdict.setText(self.tr("Cartes sur table, le contrat peut encore être fait."))
        else:
            self.verdict.setText(self.tr("Cartes sur table, le contrat ne peut plus être fait."))
        self.verdict.setProperty("made", "yes" if verdict else "no")
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)

    def next_trick(self) -> None:
        """To the end of the next trick (or the next stop: the play about to begin, the end)."""
        self.go(self.replay.next_stop(self.current))

    def previous_trick(self) -> None:
        """Back to the end of the trick before (or the stop before)."""
        self.go(self.replay.previous_stop(self.current))

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.row_moment):
            number = self.row_moment[row]
            if number is not None:
                self.go(number)

    def _where_text(self) -> str:
        moment = self.moment
        last = self.replay.last
        if moment.number == 0:
            return self.tr("Les cartes distribuées")
        if moment.trick_number == 0:  # the step before the play: what it holds
            where = self._before_play()
        else:
            total = sum(self.replay.moments[last].tricks_won)
            where = self.tr("Pli {n} sur {total}").format(
                n=moment.trick_number, total=max(total, moment.trick_number)
            )
        return self.tr("{where} — action {n} sur {last}").format(where=where, n=moment.number, last=last)

    def _before_play(self) -> str:
        """The name of the step before the first trick, for what it holds: ``Enchères et écart``
        when an écart was made, else ``Enchères``."""
        if any(isinstance(moment.action, Discard) for moment in self.replay.moments):
            return self.tr("Enchères et écart")
        return self.tr("Enchères")

    # -- the lines ---------------------------------------------------------------------------------
    def _heading(self, text: str) -> None:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        font = QFont(self.lines.font())
        font.setBold(True)
        item.setFont(font)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, text)
        self.lines.addItem(item)
        self.row_moment.append(None)

    def _line(self, text: str, number: int) -> None:
        item = QListWidgetItem(text)
        self._moment_row[number] = self.lines.count()
        self.lines.addItem(item)
        self.row_moment.append(number)

    def _fill_lines(self) -> None:
        replay = self.replay
        dealer = self._name(replay.dealer)
        self._line(self.tr("Les cartes distribuées ({dealer} donne)").format(dealer=dealer), 0)
        for moment in replay.moments[1:]:
            action, actor = moment.action, moment.actor
            assert action is not None and actor is not None
            if moment.number == 1 and not isinstance(action, Play):
                self._heading(self.tr("Enchères"))
            if isinstance(action, Discard):
                self._heading(self.tr("Écart"))
            if isinstance(action, Play) and len(moment.trick) == 1 and moment.trick_winner is None:
                self._heading(self.tr("Pli {n}").format(n=moment.trick_number))
            self._line(self.line_text(moment), moment.number)

    def _name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]

    def line_text(self, moment: Moment) -> str:
        """The line of ``moment``'s action: ``Léa joue le Roi de cœur — pli pour Léa``."""
        action, actor = moment.action, moment.actor
        if action is None or actor is None:
            return ""
        who, you = self._name(actor), actor in self.humans
        text = self._action_text(action, actor, who, you, moment.number)
        turn = self._turns.get(moment.number)
        if turn is False:
            text = self.tr("{line} — le contrat devient infaisable").format(line=text)
        elif turn is True:
            text = self.tr("{line} — le contrat redevient faisable").format(line=text)
        if moment.completes_trick and moment.trick_winner is not None:
            winner = moment.trick_winner
            if winner in self.humans:
                text = self.tr("{line} — pli pour vous").format(line=text)
            else:
                text = self.tr("{line} — pli pour {who}").format(line=text, who=self._name(winner))
        return text

    def _action_text(self, action: Action, actor: int, who: str, you: bool, number: int) -> str:
        if isinstance(action, Discard) and not you:
            cards = texts.cards_text(sorted_hand(action.cards))
            return presenter_for(self.game).ecart_line(who, cards)
        return texts.action_text(self.game, action, who, you=you, keep_points=self.replay.keep_points(number))
