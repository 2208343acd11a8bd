"""The order of the player's suits is decided once per deal: a suit running out, or Le Rough's
trumps set by the first card led, never makes the cards jump under the pointer; La Carotte's
trumps, known before any card is played, come first then (:class:`atout.app.table.order.HandOrder`
and the table that uses it)."""

from __future__ import annotations

import itertools

import pytest
from pytestqt.qtbot import QtBot

from atout.app.session import TableEvent
from atout.app.table import TableWidget
from atout.app.table.order import HandOrder
from atout.rules import Card, DealRng, Match, Observation, Suit, get_game

NAMES = ["Vous", "Léa", "Marc", "Zoé"]


@pytest.fixture
def table(qtbot: QtBot) -> TableWidget:
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_speed("instant")
    # the order of the items is what counts, not their pixels: no paint at each turn of the
    # event loop (most of the time such a test would take)
    widget.setUpdatesEnabled(False)
    return widget


def suits_shown(table: TableWidget) -> list[Suit]:
    """The suits of the player's hand as the table shows them, left to right."""
    cards: list[Card] = [item.card for item in table.card_items(0) if item.card is not None]
    return [suit for suit in dict.fromkeys(card.suit for card in cards) if suit is not None]


def played(obs: Observation) -> bool:
    return bool(obs.tricks or obs.trick)


def show(qtbot: QtBot, table: TableWidget, events: list[TableEvent]) -> None:
    with qtbot.waitSignal(table.idle, timeout=10_000):
        for event in events:
            table.show_event(event)


def play_deal(qtbot: QtBot, table: TableWidget, game: str, seed: int) -> list[tuple[Observation, list[Suit]]]:
    """A deal of random players shown move by move; what the player saw after each move, and the
    suits of his hand in the table's order then."""
    match = Match(game, None, seed=seed, first_dealer=seed % 4)
    rules = get_game(game)
    rng = DealRng(seed)
    table.begin(game, NAMES)
    deal = match.new_deal()
    obs = deal.observation(0)
    show(qtbot, table, [TableEvent("deal", obs, deal_number=1)])
    seen = [(obs, suits_shown(table))]
    while not deal.is_over:
        seat = deal.current_seat
        choice = deal.choice()
        action = rules.random_choice(choice, rng) if choice is not None else rng.pick(deal.legal_actions())
        match.apply(action, seat)
        obs = deal.observation(0)
        shown = obs.history[-1][1] if obs.history else action
        show(qtbot, table, [TableEvent("action", obs, seat, shown, deal_number=1)])
        seen.append((obs, suits_shown(table)))
    return seen


def before(order: list[Suit], a: Suit, b: Suit) -> bool | None:
    """Whether ``a`` is shown left of ``b`` (``None``: not both shown)."""
    if a not in order or b not in order:
        return None
    return order.index(a) < order.index(b)


def assert_no_swap(moments: list[list[Suit]]) -> None:
    """No two suits ever change sides from one moment to a later one."""
    sides: dict[tuple[Suit, Suit], bool] = {}
    for order in moments:
        for a, b in itertools.permutations(order, 2):
            side = before(order, a, b)
            assert side is not None
            assert sides.setdefault((a, b), side) == side, f"{a} and {b} swapped: {moments}"


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
@pytest.mark.parametrize("seed", [1, 2])
def test_once_a_card_is_played_the_suits_never_change_places(
    qtbot: QtBot, table: TableWidget, game: str, seed: int
) -> None:
    seen = play_deal(qtbot, table, game, seed)
    after = [order for obs, order in seen if played(obs)]
    assert len(after) > 4 * 3  # the play was seen
    assert_no_swap(after)
    held = [order for _obs, order in seen]
    assert any(len(a) > len(b) for a, b in itertools.pairwise(held))  # suits did run out


@pytest.mark.parametrize("game", ["rough", "tarot"])
@pytest.mark.parametrize("seed", [1, 3])
def test_in_le_rough_and_the_tarot_no_suit_ever_changes_places(
    qtbot: QtBot, table: TableWidget, game: str, seed: int
) -> None:
    """Le Rough's trumps are set by the first card led: too late to move anything; the Tarot's
    trumps are no suit. The mise or the chien taken in only adds suits."""
    seen = play_deal(qtbot, table, game, seed)
    trumped = [obs for obs, _order in seen if obs.trump is not None]
    assert not trumped or played(trumped[0])
    assert_no_swap([order for _obs, order in seen])


@pytest.mark.parametrize("seed", [1, 2, 3, 5])
def test_la_carotte_s_trumps_come_first_once_known_before_the_first_card(
    qtbot: QtBot, table: TableWidget, seed: int
) -> None:
    seen = play_deal(qtbot, table, "carotte", seed)
    known = [(obs, order) for obs, order in seen if obs.trump is not None]
    if not known:
        pytest.skip("everyone passed")
    obs, order = known[0]
    assert not played(obs)  # known after the écart, before the lead
    if obs.trump in order:
        assert order[0] is obs.trump


def test_a_suit_that_comes_back_takes_its_old_place() -> None:
    """An undo brings back a card of a suit that had run out: it goes where it stood."""
    cards = [Card.parse(text) for text in ["8S", "AH", "KC", "QD"]]
    order = HandOrder()
    first = order.sort(cards)
    assert order.sort([c for c in cards if c.suit is not Suit.HEARTS], started=True)
    assert order.sort(cards, started=True) == first


def test_the_module_s_examples_hold() -> None:
    import doctest

    from atout.app.table import order

    result = doctest.testmod(order)
    assert result.attempted > 5 and result.failed == 0
