"""Taking a move back: one step, on the player's own turn, and never once a card he had not seen
has been shown (the rules' ``Match.take_back`` and ``Observation.seen_mask``, the session's undo,
the window's Ctrl+Z)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from atout.app.session import HUMAN, Session, TableEvent, Waiting
from atout.app.storage import Storage
from atout.app.window import MainWindow
from atout.rules import (
    PASS,
    CarotteBid,
    Contract,
    Discard,
    Match,
    Play,
    Player,
    Suit,
    TarotBid,
)

NAMES = ["Vous", "Léa", "Marc", "Zoé"]
PLAYERS = [
    Player(name, "human" if seat == 0 else "ai", None if seat == 0 else "random")
    for seat, name in enumerate(NAMES)
]


# -- the session ----------------------------------------------------------------------------------------
class InstantTable:
    """Shows nothing: tells the session at once that the table is ready."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.events: list[TableEvent] = []
        session.event.connect(self.events.append)
        session.waiting_changed.connect(self._changed)

    def _changed(self, waiting: Waiting) -> None:
        if waiting is Waiting.TABLE:
            QTimer.singleShot(0, self.session.table_ready)


def declarer_match() -> Match:
    """A Carotte deal in which the player spoke first and bid, the three others passed: he has
    taken the mise and must discard."""
    match = Match("carotte", None, PLAYERS, seed=21, first_dealer=3)
    deal = match.new_deal()
    assert deal.current_seat == HUMAN
    match.apply(CarotteBid(4, Suit.HEARTS))
    for _ in range(3):
        match.apply(PASS)
    assert deal.choice() is not None and deal.current_seat == HUMAN
    return match


def human_turn(qtbot: QtBot, session: Session) -> None:
    qtbot.waitUntil(lambda: session.waiting is Waiting.HUMAN, timeout=30_000)


def test_the_discard_is_taken_back_before_any_card_is_shown(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = Session(storage)
    table = InstantTable(session)
    match = declarer_match()
    session.resume(match)
    human_turn(qtbot, session)
    deal = match.current
    assert deal is not None
    assert session.undo_refusal() == "cards_seen"  # his bid: he has seen the mise since
    ten = deal.hand(HUMAN)
    discard = Discard.of(ten[:4])
    assert session.play(discard)
    human_turn(qtbot, session)
    deal = match.current
    assert deal is not None and deal.current_seat == HUMAN and len(deal.hand(HUMAN)) == 6  # he leads
    assert session.undo_refusal() is None
    before = len(table.events)
    assert session.undo()
    assert table.events[before].kind == "undo"
    human_turn(qtbot, session)
    deal = match.current
    assert deal is not None
    assert deal.hand(HUMAN) == ten and deal.choice() is not None  # to discard again
    assert [a for _, a in deal.history][-1] == PASS
    assert session.undo_refusal() == "once"
    assert not session.undo()
    saved = storage.load_autosave(match.game).value
    assert saved is not None and saved.deals[-1].history == deal.history  # the save follows
    # the same discard again, then a card: once the others' cards are shown, no more undo
    assert session.play(Discard.of(ten[4:8]))
    human_turn(qtbot, session)
    assert session.undo_refusal() is None  # a new move of his: one step back is allowed again
    deal = match.current
    assert deal is not None
    assert session.play(next(a for a in deal.legal_actions() if isinstance(a, Play)))
    human_turn(qtbot, session)
    deal = match.current
    assert deal is not None
    last = max(i for i, (seat, _) in enumerate(deal.history) if seat == HUMAN)
    others_played = any(isinstance(a, Play) and seat != HUMAN for seat, a in deal.history[last + 1 :])
    assert others_played
    assert session.undo_refusal() == "cards_seen"
    assert not session.undo()
    session.shutdown()


def test_a_bid_is_not_taken_back_once_the_others_have_spoken(qtbot: QtBot) -> None:
    """The player passed, Léa went garde sans le chien, the others passed: nothing was shown (no
    chien), and he leads the first trick; taking his pass back would let him bid again knowing
    hers."""
    session = Session(None)
    table = InstantTable(session)  # kept: its slots live as long as it does
    match = Match("tarot", None, PLAYERS, seed=21, first_dealer=3)
    deal = match.new_deal()
    for action in (PASS, TarotBid(Contract.GARDE_SANS), PASS, PASS):
        match.apply(action)
    assert deal.current_seat == HUMAN and deal.choice() is None
    session.resume(match)
    human_turn(qtbot, session)
    assert session.undo_refusal() == "bids_heard"
    assert not session.undo() and table.events[-1].kind != "undo"
    assert len(deal.history) == 4
    session.shutdown()


def test_no_undo_out_of_turn_or_before_any_move(qtbot: QtBot) -> None:
    session = Session(None)
    assert session.undo_refusal() == "not_your_turn"  # no match
    table = InstantTable(session)  # kept: its slots live as long as it does
    match = Match("carotte", None, PLAYERS, seed=21, first_dealer=3)
    match.new_deal()
    session.resume(match)
    human_turn(qtbot, session)
    assert session.undo_refusal() == "nothing_to_undo"
    assert table.events and not session.undo()
    session.shutdown()


def test_ctrl_z_takes_the_discard_back_and_the_table_shows_ten_cards_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage(tmp_path)
    window = MainWindow(storage)
    qtbot.addWidget(window)
    window.resize(1366, 840)
    window.show()
    window.set_speed("instant")
    match = declarer_match()
    storage.save_match(match)
    window.launcher.select_game(match.game)  # the launcher resumes the chosen game's match
    window._resume()
    session = window.session
    human_turn(qtbot, session)
    table = window.screen_.table
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the bid: refused, said why
    assert "ne s'annule plus" in window.screen_.messages.text()
    deal = session.match.current if session.match is not None else None
    assert deal is not None
    assert session.play(Discard.of(deal.hand(HUMAN)[:4]))
    human_turn(qtbot, session)
    qtbot.waitUntil(lambda: not table.busy, timeout=10_000)
    assert len(table.card_items(0)) == 6
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    human_turn(qtbot, session)
    qtbot.waitUntil(lambda: not table.busy and len(table.card_items(0)) == 10, timeout=10_000)
    assert window.screen_.choice_bar.isVisible()  # asked to discard again
    window.close()
