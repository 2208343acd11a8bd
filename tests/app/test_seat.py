"""The player's seat without the window: a session, the screen of a match and the seat between
them; what he is asked follows the session's requests, his answers are played or refused."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from atout.app.session import HUMAN, Session, Waiting
from atout.app.table.screen import TableScreen
from atout.app.table.seat import Asked, HumanSeat
from atout.rules import (
    PASS,
    TAROT_PACK,
    Card,
    CarotteBid,
    Contract,
    DealRng,
    Discard,
    Match,
    Phase,
    Play,
    Player,
    Suit,
    TarotBid,
    get_game,
)
from atout.rules.selfplay import random_action

NAMES = ["Vous", "Léa", "Marc", "Zoé"]
PLAYERS = [
    Player(name, "human" if seat == 0 else "ai", None if seat == 0 else "random")
    for seat, name in enumerate(NAMES)
]


@pytest.fixture
def seat(qtbot: QtBot) -> Iterator[HumanSeat]:
    session = Session(None)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(1366, 768)
    screen.show()
    screen.table.set_speed("instant")
    session.table_event.connect(screen.table.show_event)
    screen.table.idle.connect(session.table_ready)
    yield HumanSeat(session, screen)
    session.shutdown()


def play(qtbot: QtBot, seat: HumanSeat, match: Match) -> None:
    """Resume ``match`` at the table and wait for the player's turn."""
    seat.screen.table.begin(match.game, NAMES)
    seat.session.resume(match)
    qtbot.waitUntil(
        lambda: seat.session.waiting is Waiting.HUMAN and not seat.screen.table.busy, timeout=30_000
    )


def test_the_player_bids_in_the_panel_and_nothing_is_asked_once_he_has(qtbot: QtBot, seat: HumanSeat) -> None:
    match = Match("carotte", None, PLAYERS, seed=21, first_dealer=3)
    match.new_deal()
    play(qtbot, seat, match)
    bids = seat.screen.bids
    assert seat.asked is Asked.BID and bids.isVisible()
    qtbot.mouseClick(bids.buttons[PASS], Qt.MouseButton.LeftButton)
    assert seat.asked is Asked.NOTHING and not bids.isVisible()
    assert match.deals[-1].history[0] == (HUMAN, PASS)


def test_the_discard_is_chosen_on_the_table_and_validated_in_the_bar(qtbot: QtBot, seat: HumanSeat) -> None:
    match = Match("carotte", None, PLAYERS, seed=21, first_dealer=3)
    deal = match.new_deal()
    match.apply(CarotteBid(4, Suit.HEARTS))
    for _ in range(3):
        match.apply(PASS)
    play(qtbot, seat, match)
    bar = seat.screen.choice_bar
    assert seat.asked is Asked.DISCARD and bar.isVisible()
    assert seat.observation is not None and seat.observation.choice is not None
    choice, table = seat.observation.choice, seat.screen.table
    assert not bar.confirm_button.isEnabled()
    for item in [item for item in table.card_items(HUMAN) if item.card in choice.allowed][: choice.count]:
        table.input.click(item)  # as the mouse does
    chosen = table.selection()
    assert len(chosen) == choice.count and bar.count == choice.count and bar.confirm_button.isEnabled()
    qtbot.mouseClick(bar.confirm_button, Qt.MouseButton.LeftButton)
    assert seat.asked is Asked.NOTHING and not bar.isVisible()
    assert deal.history[-1] == (HUMAN, Discard.of(chosen))


def to_follow(seed: int) -> Match | None:
    """A Carotte match at the player's card, with a card in his hand he may not play (random
    bots, the player passing and playing his first legal card until then)."""
    match = Match("carotte", None, PLAYERS, seed=seed, first_dealer=3)
    deal = match.new_deal()
    rules, rng = get_game("carotte"), DealRng(seed)
    while not deal.is_over:
        seen = deal.observation(HUMAN)
        if deal.current_seat != HUMAN or deal.choice() is not None:
            match.apply(random_action(deal, rules, rng), deal.current_seat)
        elif seen.phase is Phase.BIDDING:
            match.apply(PASS)
        elif any(Play.of(card) not in seen.legal_actions for card in seen.hand):
            return match
        else:
            match.apply(next(a for a in seen.legal_actions if isinstance(a, Play)))
    return None


def test_a_refused_card_is_said_by_it_and_the_player_is_still_asked_for_a_card(
    qtbot: QtBot, seat: HumanSeat
) -> None:
    match = next(m for m in map(to_follow, range(1, 40)) if m is not None)
    play(qtbot, seat, match)
    seen = seat.observation
    assert seen is not None and seat.asked is Asked.CARD
    illegal = next(card for card in seen.hand if Play.of(card) not in seen.legal_actions)
    legal = next(a.card for a in seen.legal_actions if isinstance(a, Play))
    seat.screen.table.card_clicked.emit(illegal)
    messages, signs = seat.screen.messages, seat.screen.table.scene.signs
    assert messages.kind == "refusal" and messages.text()
    assert signs.toast is not None  # by the card
    assert seat.asked is Asked.CARD
    seat.screen.table.card_clicked.emit(legal)
    assert messages.text() == "" and seat.asked is Asked.NOTHING


def test_undo_says_why_not_and_leaves_the_question(qtbot: QtBot, seat: HumanSeat) -> None:
    match = Match("carotte", None, PLAYERS, seed=21, first_dealer=3)
    match.new_deal()
    play(qtbot, seat, match)
    assert not seat.undo()
    messages = seat.screen.messages
    assert messages.kind == "notice" and "Rien à annuler" in messages.text()
    assert seat.asked is Asked.BID and seat.screen.bids.isVisible()


def test_a_poignee_asked_for_then_not_shown_goes_back_to_playing_a_card(
    qtbot: QtBot, seat: HumanSeat
) -> None:
    mine = [Card.parse(code) for code in ("T1", *(f"T{n}" for n in range(12, 22)), "EX", "KS", "KH", "KD")]
    mine += [Card.parse(code) for code in ("KC", "2S", "2H")]
    rest = [c for c in TAROT_PACK if c not in mine]
    match = Match("tarot", None, PLAYERS, first_dealer=3)
    match.new_deal([mine, rest[0:54:3], rest[1:54:3], rest[2:54:3]], rest[54:])
    for action in (TarotBid(Contract.GARDE_SANS), PASS, PASS, PASS):
        match.apply(action)
    play(qtbot, seat, match)
    panel, bar = seat.screen.announcements, seat.screen.choice_bar
    assert seat.asked is Asked.CARD and panel.question == "chelem"
    panel.chosen.emit(None)  # no chelem: the poignée is offered next
    assert seat.asked is Asked.CARD and panel.question == "poignee"
    panel.poignee_requested.emit()
    assert seat.asked is Asked.POIGNEE and bar.isVisible() and not panel.isVisible()
    bar.declined.emit()
    assert seat.asked is Asked.CARD and not bar.isVisible()
    assert seat.screen.table.selection() == ()
