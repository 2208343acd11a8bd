"""Taking a move back: one step, on the player's own turn, and never once a card he had not seen
has been shown (the rules' ``Match.take_back`` and ``Observation.seen_mask``, the session's undo,
the window's Ctrl+Z)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from atout.app.session import HUMAN, Session, TableEvent, Waiting
from atout.app.table.animator import TimeScale
from atout.app.window import MainWindow
from atout.play import undo
from atout.play.storage import Storage
from atout.rules import (
    PASS,
    CarotteBid,
    Contract,
    DealRng,
    Discard,
    Match,
    Play,
    Player,
    Suit,
    TarotBid,
)
from atout.rules.selfplay import random_action

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
        session.table_event.connect(self.events.append)
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


# -- the grace after the player's move -----------------------------------------------------------------
#: A grace no test outlives: each test ends it itself (``end_grace``, a click, a key), so no test
#: waits on the clock.
LONG_GRACE = 600_000


def first_card(session: Session) -> Play:
    deal = session.match.current if session.match is not None else None
    assert deal is not None
    return next(a for a in deal.legal_actions() if isinstance(a, Play))


def leading_declarer(qtbot: QtBot, session: Session) -> Match:
    """The player has discarded and leads the first trick (``declarer_match``)."""
    match = declarer_match()
    session.resume(match)
    human_turn(qtbot, session)
    deal = match.current
    assert deal is not None
    assert session.play(Discard.of(deal.hand(HUMAN)[:4]))
    human_turn(qtbot, session)  # he leads: his own turn again, no grace to hold
    assert not session.in_grace
    return match


def test_a_card_played_is_taken_back_during_the_grace_and_the_bot_s_card_is_never_shown(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage(tmp_path)
    session = Session(storage)
    table = InstantTable(session)
    session.grace_ms = LONG_GRACE
    match = leading_declarer(qtbot, session)
    deal = match.current
    assert deal is not None
    hand = deal.hand(HUMAN)
    card = first_card(session)
    assert session.play(card)
    assert session.in_grace
    qtbot.waitUntil(lambda: session.holding, timeout=30_000)  # Léa has chosen her card...
    deal = match.current
    assert deal is not None
    assert deal.history[-1] == (HUMAN, card)  # ... which is neither applied
    assert not any(event.kind == "action" and event.seat == 1 for event in table.events)  # nor shown
    assert session.undo_refusal() is None
    before = len(table.events)
    assert session.undo()
    assert [event.kind for event in table.events[before:]] == ["undo"]
    human_turn(qtbot, session)
    deal = match.current
    assert deal is not None
    assert deal.hand(HUMAN) == hand and deal.current_seat == HUMAN  # the card is back, his turn
    assert not session.in_grace and not session.holding
    saved = storage.load_autosave(match.game).value
    assert saved is not None and saved.deals[-1].history == deal.history
    # the same card again; once the grace is over, Léa's card is applied and shown
    assert session.play(card)
    assert session.undo_refusal() is None  # a new move of his: in its grace again
    qtbot.waitUntil(lambda: session.holding, timeout=30_000)
    session.end_grace()
    assert not session.in_grace
    deal = match.current
    assert deal is not None and deal.history[-1][0] == 1
    assert any(event.kind == "action" and event.seat == 1 for event in table.events[before:])
    assert session.undo_refusal() in ("not_your_turn", "cards_seen")
    human_turn(qtbot, session)
    assert session.undo_refusal() == "cards_seen"  # today's rule: the others' cards were shown
    assert not session.undo()
    session.shutdown()


def test_a_bot_answering_after_the_grace_plays_at_once(qtbot: QtBot) -> None:
    session = Session(None)
    table = InstantTable(session)  # kept: its slots live as long as it does
    session.grace_ms = LONG_GRACE
    match = leading_declarer(qtbot, session)
    assert session.play(first_card(session))
    session.end_grace()  # a click, before Léa has answered (or just after: the same)
    assert not session.in_grace
    qtbot.waitUntil(
        lambda: len(match.deals[-1].tricks) >= 1 or session.waiting is Waiting.HUMAN, timeout=30_000
    )
    assert any(event.kind == "action" and event.seat == 1 for event in table.events)
    session.shutdown()


def test_the_grace_ends_by_its_timer(qtbot: QtBot) -> None:
    session = Session(None)
    table = InstantTable(session)  # kept: its slots live as long as it does
    session.grace_ms = 1
    leading_declarer(qtbot, session)
    assert session.play(first_card(session))
    assert session.in_grace
    qtbot.waitUntil(lambda: not session.in_grace, timeout=10_000)
    qtbot.waitUntil(
        lambda: any(event.kind == "action" and event.seat == 1 for event in table.events), timeout=30_000
    )
    session.shutdown()


def test_no_grace_at_the_instant_speed(qtbot: QtBot) -> None:
    session = Session(None)
    table = InstantTable(session)  # kept: its slots live as long as it does
    session.grace_ms = 0
    leading_declarer(qtbot, session)
    assert session.play(first_card(session))
    assert not session.in_grace
    assert session.undo_refusal() == "not_your_turn"
    qtbot.waitUntil(
        lambda: any(event.kind == "action" and event.seat == 1 for event in table.events), timeout=30_000
    )
    session.shutdown()


def test_a_bid_is_taken_back_in_its_grace_but_not_once_the_next_bid_is_heard(qtbot: QtBot) -> None:
    session = Session(None)
    table = InstantTable(session)
    session.grace_ms = LONG_GRACE
    match = Match("carotte", None, PLAYERS, seed=21, first_dealer=3)
    deal = match.new_deal()
    session.resume(match)
    human_turn(qtbot, session)
    assert session.play(PASS)
    assert session.in_grace
    qtbot.waitUntil(lambda: session.holding, timeout=30_000)
    assert session.undo()
    human_turn(qtbot, session)
    deal = match.current
    assert deal is not None and deal.history == [] and deal.current_seat == HUMAN
    assert session.play(PASS)
    qtbot.waitUntil(lambda: session.holding, timeout=30_000)
    session.end_grace()  # Léa speaks
    assert not session.in_grace
    assert any(event.kind == "action" and event.seat == 1 for event in table.events)
    assert session.undo_refusal() in ("not_your_turn", "bids_heard")
    session.shutdown()


def test_no_grace_for_a_bid_that_turns_the_chien_over(qtbot: QtBot) -> None:
    """The player bids last and takes: the chien is shown at once, so his bid can never be taken
    back, and nothing is held."""
    session = Session(None)
    _table = InstantTable(session)  # kept: its slots live as long as it does
    session.grace_ms = LONG_GRACE
    match = Match("tarot", None, PLAYERS, seed=21, first_dealer=0)
    deal = match.new_deal()
    for _ in range(3):
        match.apply(PASS)
    session.resume(match)
    human_turn(qtbot, session)
    assert session.play(TarotBid(Contract.PRISE))
    assert not session.in_grace
    human_turn(qtbot, session)  # his écart
    deal = match.current
    assert deal is not None and deal.choice() is not None
    assert session.undo_refusal() == "cards_seen"
    session.shutdown()


def test_a_new_game_during_the_grace_drops_the_held_move(qtbot: QtBot) -> None:
    session = Session(None)
    _table = InstantTable(session)  # kept: its slots live as long as it does
    session.grace_ms = LONG_GRACE
    leading_declarer(qtbot, session)
    assert session.play(first_card(session))
    qtbot.waitUntil(lambda: session.holding, timeout=30_000)
    session.start("carotte", None, [None, "random", "random", "random"], NAMES, seed=4)
    assert not session.in_grace and not session.holding
    human_turn(qtbot, session)
    assert session.match is not None and session.match.current is not None
    session.shutdown()


# -- the rule, without Qt -------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_an_allowed_undo_never_follows_a_card_shown_or_a_word_heard(game: str) -> None:
    """Random deals: after each move of the player, whenever the rule allows taking it back, the
    player has seen no card since beyond those he had seen before it, and no one else has spoken
    (checked from the observations kept at the time, not from a replay)."""
    checked = 0
    for seed in range(6):
        match = Match(game, None, PLAYERS, seed=seed)
        rng = DealRng(seed)
        for _ in range(2):
            deal = match.new_deal()
            seen_before: int | None = None
            spoken_since = False
            while not deal.is_over:
                seat = deal.current_seat
                assert seat is not None
                seen_now = deal.observation(HUMAN).seen_mask
                if seat == HUMAN:
                    seen_before, spoken_since = seen_now, False
                action = random_action(deal, match.rules, rng)
                match.apply(action)
                if deal.is_over:
                    break
                if seat != HUMAN and action.kind in undo.SPOKEN:
                    spoken_since = True
                if undo.refusal(match, HUMAN, may_act=True, undone=False) is None:
                    assert seen_before is not None
                    assert deal.observation(HUMAN).seen_mask & ~seen_before == 0
                    assert not spoken_since
                    checked += 1
            if match.is_over:
                break
    assert checked > 10


def test_the_undo_rule_imports_no_qt() -> None:
    code = "import sys, atout.play.undo; sys.exit('PySide6' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], check=False, env={**os.environ})
    assert done.returncode == 0


@pytest.mark.parametrize(("speed", "ms"), [("slow", 3000), ("normal", 1500), ("fast", 800), ("instant", 0)])
def test_the_grace_follows_the_speed_and_is_none_in_autoplay(
    qtbot: QtBot, tmp_path: Path, speed: str, ms: int
) -> None:
    window = MainWindow(Storage(tmp_path))
    qtbot.addWidget(window)
    window.set_speed(speed)
    assert window.session.grace_ms == ms
    bots = MainWindow(Storage(tmp_path / "autoplay"), autoplay=True)
    qtbot.addWidget(bots)
    bots.set_speed(speed)
    assert bots.session.grace_ms == 0


# -- the window: Ctrl+Z in the grace, a click or a key ends it ------------------------------------------
def card_in_grace(qtbot: QtBot, window: MainWindow) -> Play:
    """Drive the deal (passes, the first cards allowed) until a card of the player's is held in
    its grace; returns it."""
    session = window.session
    for _ in range(100):
        human_turn(qtbot, session)
        qtbot.waitUntil(lambda: not window.screen_.table.busy, timeout=10_000)
        deal = session.match.current if session.match is not None else None
        assert deal is not None
        choice = deal.choice()
        if choice is not None:
            action: object = Discard.of(list(choice.allowed)[: choice.count])
        elif PASS in deal.legal_actions():
            action = PASS
        else:
            action = first_card(session)
        assert session.play(action)  # type: ignore[arg-type]
        if session.in_grace and isinstance(action, Play):
            return action
        session.end_grace()
    raise AssertionError("no card of the player's was held")


def test_ctrl_z_in_the_grace_puts_the_card_back_and_after_it_says_too_late(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = MainWindow(Storage(tmp_path))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.set_speed("normal")
    assert window.session.grace_ms == 1500
    assert not window.undo_action.autoRepeat()  # Ctrl+Z held down: one undo, no "too late" after it
    window.screen_.table.set_speed("instant")  # no animation to wait for; the grace as at Normale
    window.session.grace_ms = LONG_GRACE  # ended by the test, not by the clock
    window.start_match("carotte", None, [None, "random", "random", "random"], NAMES, seed=8)
    session = window.session
    table = window.screen_.table
    card = card_in_grace(qtbot, window)
    qtbot.waitUntil(lambda: not table.busy, timeout=10_000)
    assert card.card not in [item.card for item in table.card_items(0)]
    qtbot.keyPress(window, Qt.Key.Key_Control)  # Ctrl alone does not end the grace
    assert session.in_grace
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    human_turn(qtbot, session)
    qtbot.waitUntil(lambda: not table.busy, timeout=10_000)
    assert card.card in [item.card for item in table.card_items(0)]  # back in the hand
    assert session.waiting is Waiting.HUMAN and not session.in_grace
    assert window.screen_.messages.text() == ""
    # a key press ends the grace; then Ctrl+Z is too late
    assert session.play(card)
    assert session.in_grace
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not session.in_grace
    qtbot.waitUntil(
        lambda: session.match is not None and session.match.current.history[-1][0] != HUMAN, timeout=30_000
    )
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.screen_.messages.text() != ""  # said why not
    deal = session.match.current
    assert deal is not None and card.card not in deal.hand(HUMAN)
    window.close()


def test_a_click_on_the_table_ends_the_grace(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(Storage(tmp_path))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.set_speed("instant")
    window.session.grace_ms = LONG_GRACE
    window.start_match("carotte", None, [None, "random", "random", "random"], NAMES, seed=8)
    card_in_grace(qtbot, window)
    session = window.session
    qtbot.mouseClick(window.screen_.scores, Qt.MouseButton.LeftButton)  # elsewhere: still in grace
    assert session.in_grace
    viewport = window.screen_.table.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    assert not session.in_grace
    window.close()


def test_the_help_page_tells_the_grace_at_each_speed(qapp) -> None:
    from PySide6.QtCore import QLocale

    from atout.app.help.guide import guide_sections

    default = QLocale()
    QLocale.setDefault(QLocale("fr_FR"))  # French numbers: "1,5 s"
    try:
        [text] = [body for title, body in guide_sections("keys") if title == "Annuler un coup"]
    finally:
        QLocale.setDefault(default)
    for speed in ("slow", "normal", "fast"):
        seconds = f"{undo.GRACE_MS[speed] / 1000:g}".replace(".", ",")
        assert f"{seconds} s en" in text
    assert "Instantanée" in text and "Ctrl+Z" in text and "à votre tour" in text


def test_an_undo_cuts_short_what_the_table_was_still_showing(qtbot: QtBot, clock: TimeScale) -> None:
    """Ctrl+Z during the grace while the player's card still flies (or his trick is held in
    view): the table drops it and lays the deal out again at once."""
    from atout.app.table import TableWidget

    table = TableWidget()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.set_speed("instant")
    match = declarer_match()
    deal = match.current
    assert deal is not None
    match.apply(Discard.of(deal.hand(HUMAN)[:4]))
    table.begin("carotte", NAMES)
    with qtbot.waitSignal(table.idle, timeout=10_000):
        table.show_event(TableEvent("deal", deal.observation(HUMAN), deal_number=1))
    before = deal.observation(HUMAN)
    table.set_speed("slow")
    clock.scale = 0.25  # the card's flight lasts a hundred milliseconds (caught in flight)
    card = next(a for a in deal.legal_actions() if isinstance(a, Play))
    match.apply(card)
    table.show_event(TableEvent("action", deal.observation(HUMAN), HUMAN, card, deal_number=1))
    qtbot.waitUntil(lambda: table.player.moving, timeout=10_000)  # the card flies
    again = match.take_back(1)
    with qtbot.waitSignal(table.idle, timeout=10_000):
        table.show_event(TableEvent("undo", again.observation(HUMAN), deal_number=1))
        assert not table.player.moving and not table.player.holding  # dropped at once
    assert {item.card for item in table.card_items(0)} == set(before.hand)


def test_the_rule_s_examples_hold() -> None:
    import doctest

    assert doctest.testmod(undo).failed == 0
