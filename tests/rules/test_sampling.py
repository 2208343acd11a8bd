"""Sampling hidden hands: every sampled deal agrees with what the seat has seen."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.rules import (
    PASS,
    SUIT_MASKS,
    Card,
    CarotteBid,
    CarotteDeal,
    CarotteOptions,
    DealRng,
    Discard,
    HiddenDiscard,
    Match,
    Phase,
    Play,
    Suit,
)
from atout.rules.sampling import SamplingError, Slot, fill_slots, sample_deal, voids_shown


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def play_randomly_to(match: Match, rng: DealRng, steps: int) -> None:
    """Play ``steps`` random actions of the deal under way (fewer if it ends)."""
    deal = match.current
    assert deal is not None
    for _ in range(steps):
        if deal.is_over:
            return
        choice = deal.choice()
        if choice is not None:
            match.apply(match.rules.random_choice(choice, rng))
        else:
            legal = deal.legal_actions()
            match.apply(legal[rng.below(len(legal))])


@settings(max_examples=300, deadline=None)
@given(
    game=st.sampled_from(["carotte", "rough"]),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 45),
    seat=st.integers(0, 3),
    show_mise=st.booleans(),
)
def test_a_sampled_deal_agrees_with_everything_the_seat_saw(
    game: str, seed: int, steps: int, seat: int, show_mise: bool
) -> None:
    match = Match(game, {"show_mise": show_mise} if game == "carotte" else {}, seed=seed)
    deal = match.new_deal()
    play_randomly_to(match, DealRng(seed + 1), steps)
    seen = deal.observation(seat)
    world = sample_deal(seen, DealRng(seed + 2))
    again = world.observation(seat)
    # The seat's own knowledge is the same in the sampled world...
    assert again.hand == seen.hand
    assert again.history == seen.history
    assert again.tricks == seen.tricks and again.trick == seen.trick
    assert again.hand_sizes == seen.hand_sizes
    assert again.kitty == seen.kitty
    assert (world.phase, world.current_seat, world.dealer) == (deal.phase, deal.current_seat, deal.dealer)
    assert again.legal_actions == seen.legal_actions
    # ...and the other seats hold no card of a suit they have shown they lack.
    voids = voids_shown(seen)
    for other in range(4):
        assert world.hand_mask(other) & voids[other] == 0


def test_voids_shown_are_read_from_the_tricks() -> None:
    deal = CarotteDeal(
        0,
        [
            cards("AS KS QS JS 10S 9S"),
            cards("AH KH QH JH 10H 9H"),
            cards("AD KD QD JD 10D 9D"),
            cards("AC KC QC JC 10C 9C"),
        ],
        cards("8S 8H 8D 8C"),
    )
    for action in (CarotteBid(4, Suit.HEARTS), PASS, PASS, PASS):
        deal.apply(action)
    deal.apply(Discard.of(cards("8S 8D 8C 9H")))  # seat 1 keeps AH..10H and 8H
    deal.apply(Play.of(Card.parse("AH")))
    deal.apply(Play.of(Card.parse("9D")))  # seat 2 shows no heart
    voids = voids_shown(deal.observation(0))
    assert voids == [0, 0, SUIT_MASKS[Suit.HEARTS], 0]


def test_a_hidden_discard_is_sampled_and_replayed() -> None:
    match = Match("carotte", seed=3, first_dealer=0)
    deal = match.new_deal()
    match.apply(CarotteBid(4, Suit.CLUBS))  # seat 1 is the declarer
    for _ in range(3):
        match.apply(PASS)
    match.apply(Discard.of(deal.hand(1)[:4]))
    seen = deal.observation(0)
    assert isinstance(seen.history[-1][1], HiddenDiscard)
    worlds = [sample_deal(seen, DealRng(s)) for s in range(12)]
    discards = {world.aside_mask() for world in worlds}
    assert all(world.aside_mask().bit_count() == 4 for world in worlds)
    assert len(discards) > 1  # a guess, not the real discard every time
    for world in worlds:
        assert world.hand(0) == deal.hand(0)
        assert world.aside_mask() & world.hand_mask(1) == 0


def test_the_declarer_knows_his_discard_and_the_mise() -> None:
    match = Match("carotte", seed=8, first_dealer=3)
    deal = match.new_deal()
    match.apply(CarotteBid(5, Suit.SPADES))  # seat 0
    for _ in range(3):
        match.apply(PASS)
    match.apply(Discard.of(deal.hand(0)[-4:]))
    seen = deal.observation(0)
    for seed in range(5):
        world = sample_deal(seen, DealRng(seed))
        assert world.kitty == deal.kitty
        assert world.aside_mask() == deal.aside_mask()


def test_a_shown_mise_is_known_to_all() -> None:
    match = Match("carotte", CarotteOptions(show_mise=True), seed=8, first_dealer=3)
    deal = match.new_deal()
    match.apply(CarotteBid(5, Suit.SPADES))
    for _ in range(3):
        match.apply(PASS)
    seen = deal.observation(2)
    assert seen.kitty == deal.kitty
    assert sample_deal(seen, DealRng(1)).kitty == deal.kitty


def test_sampling_is_reproducible_for_a_seed() -> None:
    match = Match("rough", seed=21, first_dealer=1)
    deal = match.new_deal()
    play_randomly_to(match, DealRng(4), 12)
    seen = deal.observation(3)
    one = sample_deal(seen, DealRng(77))
    two = sample_deal(seen, DealRng(77))
    assert one.dealt_hands == two.dealt_hands and one.kitty == two.kitty


def test_the_sampled_hands_vary_with_the_seed() -> None:
    match = Match("rough", seed=2, first_dealer=0)
    deal = match.new_deal()
    seen = deal.observation(0)
    assert deal.phase is Phase.BIDDING
    hands = {sample_deal(seen, DealRng(s)).hand_mask(1) for s in range(10)}
    assert len(hands) == 10


def test_fill_slots_respects_every_constraint_even_when_tight() -> None:
    spades, hearts = SUIT_MASKS[Suit.SPADES], SUIT_MASKS[Suit.HEARTS]
    pool = 0
    for card in cards("AS KS QS AH KH QH"):
        pool |= card.mask
    # the first slot takes no spade, the second no heart: only one way to share them
    slots = [Slot("a", 3, ~spades), Slot("b", 3, ~hearts)]
    for seed in range(5):
        a, b = fill_slots(pool, slots, DealRng(seed))
        assert a & spades == 0 and b & hearts == 0 and a | b == pool


def test_fill_slots_refuses_an_impossible_share() -> None:
    pool = 0
    for card in cards("AS KS QS AH"):
        pool |= card.mask
    with pytest.raises(SamplingError):
        fill_slots(pool, [Slot("a", 2, SUIT_MASKS[Suit.HEARTS]), Slot("b", 2, -1)], DealRng(0))
