"""The player's seat: what he is asked now, and his answers made moves.

:class:`HumanSeat` turns the session's requests (``human_turn``) into the right input on the
screen of a match (the table, the bidding panel, the choice bar, the announcements) and the
player's clicks into actions for the session. It decides no rule: what is legal comes from the
observation, and a refused move comes back from the session with its reason, said on the screen.

::

    seat = HumanSeat(session, screen)   # connected to both; the window keeps it
    seat.asked                           # Asked.CARD: a card to play, say
    seat.undo()                          # Ctrl+Z: the last move taken back, or why not
    seat.reset()                         # a new match: nothing asked
"""

from __future__ import annotations

from enum import Enum, auto

from PySide6.QtCore import QCoreApplication, QObject

from atout.app.session import Session
from atout.app.table.choices import chelem_offered
from atout.app.table.screen import TableScreen
from atout.app.texts.refusals import reason
from atout.rules import (
    Action,
    Card,
    CardChoice,
    Chelem,
    Discard,
    Observation,
    Phase,
    Play,
    Poignee,
)

__all__ = ["Asked", "HumanSeat"]


class Asked(Enum):
    """What the player is asked now."""

    #: Not his turn, or his move is made.
    NOTHING = auto()
    #: A call, in the bidding panel.
    BID = auto()
    #: A card to play, on the table (and maybe an announcement first, in its panel).
    CARD = auto()
    #: An announcement out of turn (the chelem), in its panel.
    ANSWER = auto()
    #: The cards of a discard (the Tarot écart), on the table, validated in the choice bar.
    DISCARD = auto()
    #: The trumps of a poignée, on the table, validated in the choice bar.
    POIGNEE = auto()


#: The questions answered by choosing cards on the table.
CHOOSING = frozenset({Asked.DISCARD, Asked.POIGNEE})


class HumanSeat(QObject):
    """The player's input at the table: connected to the session and to ``screen``'s panels.

    :attr:`observation` is what the player was last asked with; :attr:`asked` what he may do now.
    A chelem decided with the écart (the choice bar's box) is kept until the rules offer it,
    then announced or let pass without asking again."""

    def __init__(self, session: Session, screen: TableScreen, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.screen = screen
        self._asked = Asked.NOTHING
        #: The observation of the player's last turn (``None`` before the first).
        self.observation: Observation | None = None
        self._choice: CardChoice | None = None
        #: The chelem decided with the écart (its box ticked or not), until the rules offer it.
        self._chelem_answer: bool | None = None
        #: The card being played, while the session checks it: a refusal is said by it.
        self._played_card: Card | None = None
        session.human_turn.connect(self._on_human_turn)
        session.refused.connect(self._on_refused)
        table = screen.table
        table.card_clicked.connect(self._on_card_clicked)
        table.selection_changed.connect(self._on_selection_changed)
        table.choice_submitted.connect(self._on_choice_submitted)
        screen.bids.chosen.connect(self._play)
        screen.announcements.chosen.connect(self._on_announcement)
        screen.announcements.poignee_requested.connect(self._on_poignee_requested)
        screen.choice_bar.confirmed.connect(self._on_choice_confirmed)
        screen.choice_bar.declined.connect(self._on_choice_declined)
        screen.choice_bar.submitted.connect(self._on_choice_submitted)

    @property
    def asked(self) -> Asked:
        """What the player is asked now."""
        return self._asked

    def reset(self) -> None:
        """Nothing asked any more (a new match, a match resumed): the panels go."""
        self.screen.hide_inputs()
        self._asked = Asked.NOTHING

    # -- the session asks ---------------------------------------------------------------------------
    def _names(self) -> list[str]:
        match = self.session.match
        return [player.name for player in match.players] if match is not None else []

    def _on_human_turn(self, observation: Observation) -> None:
        screen = self.screen
        self.reset()
        self.observation = observation
        out_of_turn = observation.current_seat != observation.seat
        chelem = chelem_offered(observation)
        ask_chelem = True
        if chelem is not None and self._chelem_answer is not None:
            # answered with the écart: announced if its box was ticked, else let pass unasked
            wanted, self._chelem_answer = self._chelem_answer, None
            if wanted:
                self._play(chelem)
                return
            if out_of_turn:
                self._play(None)
                return
            ask_chelem = False
        if out_of_turn:  # an announcement out of turn: the chelem
            if screen.announcements.ask_for(observation, chelem=ask_chelem):
                screen.announcements.show()
                screen.table.show_asked(observation.seat)  # his turn to answer, not the bot's
                self._asked = Asked.ANSWER
            else:
                self.session.play(None)
            return
        if observation.phase is Phase.BIDDING:
            screen.bids.set_observation(observation, self._names())
            screen.bids.show()
            self._asked = Asked.BID
            return
        if observation.choice is not None:
            self._ask_choice(observation.choice, Asked.DISCARD)
            return
        asked = screen.announcements.ask_for(observation, chelem=ask_chelem)
        if asked:
            screen.announcements.show()
        screen.table.ask_play(observation)
        self._asked = Asked.CARD
        if asked:  # Enter answers the question safely; a click still plays a card
            screen.announcements.focus_default()

    def _ask_choice(self, choice: CardChoice, asked: Asked) -> None:
        self._asked = asked
        self._choice = choice
        self._chelem_answer = None
        names = self._names()
        reasons = {card: reason(code, text, {}, names) for card, (code, text) in choice.refused.items()}
        bar = self.screen.choice_bar
        bar.set_choice(choice)
        self.screen.table.ask_choice(choice, reasons)  # the cards proposed start chosen
        bar.set_count(len(self.screen.table.selection()))
        bar.show()

    def _back_to_play(self, observation: Observation) -> None:
        self.screen.choice_bar.hide()
        self.screen.announcements.hide()
        self.screen.table.end_input()
        self.screen.table.ask_play(observation)
        self._asked = Asked.CARD

    # -- the player answers -------------------------------------------------------------------------
    def _on_selection_changed(self, cards: tuple[Card, ...]) -> None:
        if self._asked in CHOOSING:
            self.screen.choice_bar.set_count(len(cards))
            messages = self.screen.messages
            if messages.kind == "refusal":  # "Choix incomplet (5/6)" no longer says the count
                messages.clear()

    def _on_choice_confirmed(self) -> None:
        choice = self._choice
        if self._asked not in CHOOSING or choice is None:
            return
        cards = self.screen.table.selection()
        action: Action = Poignee.of(cards) if self._asked is Asked.POIGNEE else Discard.of(cards)
        if any(isinstance(offer, Chelem) for offer in choice.then_offered):
            self._chelem_answer = self.screen.choice_bar.chelem_wanted()
        self._play(action)

    def _on_choice_submitted(self) -> None:
        """Enter on the table during a choice: validate it, or say how many cards are missing."""
        if self._asked not in CHOOSING:
            return
        bar = self.screen.choice_bar
        if bar.can_confirm():
            self._on_choice_confirmed()
        else:
            self.screen.messages.show_refusal(bar.missing_text())

    def _on_choice_declined(self) -> None:
        """The player shows no poignée after all: back to playing a card."""
        if self._asked is Asked.POIGNEE and self.observation is not None:
            self._back_to_play(self.observation)

    def _on_poignee_requested(self) -> None:
        observation = self.observation
        if observation is not None and observation.optional_choice is not None:
            self.screen.announcements.hide()
            self.screen.table.end_input()
            self._ask_choice(observation.optional_choice, Asked.POIGNEE)

    def _on_announcement(self, action: Action | None) -> None:
        observation = self.observation
        if observation is None:
            return
        if action is not None:
            self._play(action)
            return
        panel = self.screen.announcements
        if observation.current_seat != observation.seat:
            self._play(None)  # the chelem let pass
        elif panel.question == "chelem" and observation.optional_choice is not None:
            panel.offer_poignee(observation.optional_choice)  # next question: the poignée
        else:
            panel.hide()  # no announcement: the player plays a card

    def _on_card_clicked(self, card: Card) -> None:
        if self._asked is Asked.CARD:
            self._played_card = card
            try:
                self._play(Play.of(card))
            finally:
                self._played_card = None

    def _play(self, action: Action | None) -> None:
        if self.session.play(action):
            self.reset()
            if self.screen.messages.kind == "refusal":  # the refusal is answered: it goes
                self.screen.messages.clear()

    def _on_refused(self, code: str, text: str, params: object) -> None:
        details = params if isinstance(params, dict) else {}
        message = reason(code, text, details, self._names())
        self.screen.messages.show_refusal(message)
        if self._played_card is not None:
            self.screen.table.show_refusal(self._played_card, message)

    # -- taking a move back -------------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the player's last move when the session allows it (on his turn, or in the
        grace just after his move); else say why."""
        refusal = self.session.undo_refusal()
        if refusal is not None:
            self.screen.messages.show_notice(_undo_refusal_text(refusal))
            return False
        self.reset()
        return self.session.undo()


def _undo_refusal_text(refusal: str) -> str:
    """Why the player's last move may not be taken back (the texts keep the window's context)."""
    if refusal == "nothing_to_undo":
        return QCoreApplication.translate(
            "MainWindow", "Rien à annuler : vous n'avez pas encore joué dans cette donne."
        )
    if refusal == "once":
        return QCoreApplication.translate(
            "MainWindow", "Un seul coup s'annule : jouez avant d'en annuler un autre."
        )
    if refusal == "bids_heard":
        return QCoreApplication.translate(
            "MainWindow", "Ce coup ne s'annule plus : les autres joueurs ont parlé depuis."
        )
    if refusal == "cards_seen":
        return QCoreApplication.translate(
            "MainWindow",
            "Ce coup ne s'annule plus : des cartes que vous n'aviez pas vues ont été montrées depuis.",
        )
    return QCoreApplication.translate(
        "MainWindow", "Trop tard : un coup s'annule dans l'instant qui le suit, ou à votre tour de jouer."
    )
