"""The Carotte solver (``atout.ai.carotte.solver``): the declarer makes his contract or not,
every hand in view. It must give what the search's generic solver gives, on chosen
positions and on hundreds of random ones, and the search must play the same cards with it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from generic_answers import record

from atout.ai.bot import MatchView
from atout.ai.carotte import CarottePolicy
from atout.ai.carotte.solver import _distinct, declarer_makes
from atout.ai.policy import UnsolvedError
from atout.ai.search import SearchBot, SearchSettings, _solve
from atout.rules import (
    CAROTTE_PACK,
    SUIT_MASKS,
    CarotteBid,
    CarotteDeal,
    CarotteOptions,
    Deal,
    DealRng,
    Match,
    Phase,
    Suit,
    mask_of,
)

SPADES = SUIT_MASKS[Suit.SPADES]
SMALL = SearchSettings(worlds=4, decision_worlds=4, solver_tricks=2, infer=False, risk=0.0, seconds=30.0)


def cards(text: str) -> int:
    return mask_of(CAROTTE_PACK.parse_cards(text.split()))


def card(text: str) -> int:
    return cards(text)


def test_a_declarer_draws_the_trump_before_he_cashes_his_side_ace() -> None:
    """Spades trump, the declarer (seat 0) holds A♠ A♥ and needs both tricks. Seat 1,
    void in hearts, would ruff the A♥ with his 8♠: the A♠ must go first to draw it."""
    hands = [cards("AS AH"), cards("8S 9D"), cards("9H 10D"), cards("10H JD")]
    assert declarer_makes(hands, SPADES, declarer=0, leader=0, need=2)
    # the A♥ already led (seat 1 to play): he ruffs, and one trick is all the declarer gets
    after_heart = [cards("AS"), cards("8S 9D"), cards("9H 10D"), cards("10H JD")]
    trick = [(0, card("AH"))]
    assert not declarer_makes(after_heart, SPADES, declarer=0, leader=0, need=2, trick=trick)
    assert declarer_makes(after_heart, SPADES, declarer=0, leader=0, need=1, trick=trick)


def test_a_defender_keeps_the_guard_of_his_king() -> None:
    """Hearts trump, the declarer (seat 0) leads his trump A♥ and then needs the A♠ and
    Q♠ too. Seat 1 holds K♠ 8♠ 8♦: to the trump he may throw anything, and he must
    keep both spades, so that the K♠ takes the third trick."""
    hands = [cards("AH AS QS"), cards("KS 8S 8D"), cards("9H 9D 10D"), cards("10H JD QD")]
    assert not declarer_makes(hands, SUIT_MASKS[Suit.HEARTS], declarer=0, leader=0, need=3)
    assert declarer_makes(hands, SUIT_MASKS[Suit.HEARTS], declarer=0, leader=0, need=2)


def test_cards_with_no_other_card_between_them_are_tried_once() -> None:
    assert _distinct(cards("KS QS"), cards("AS JS")) == [card("KS")]  # next in rank: one
    assert _distinct(cards("KS 10S"), cards("8H")) == [card("KS")]  # Q, J gone
    assert _distinct(cards("KS 10S"), cards("JS")) == [card("KS"), card("10S")]  # the J splits
    assert _distinct(cards("AH 8S"), 0) == [card("8S"), card("AH")]  # one per suit


def test_a_solve_past_its_budget_gives_up() -> None:
    hands = [
        cards("AS KS QS AH KH AD"),
        cards("JS 10S QH JH AC KC"),
        cards("9S 8S 10H 9H KD QD"),
        cards("8H JD 10D 9D 8D QC"),
    ]
    with pytest.raises(UnsolvedError):
        declarer_makes(hands, SPADES, declarer=0, leader=0, need=6, nodes=3)  # 4 turns to a trick
    assert declarer_makes(hands, SPADES, declarer=0, leader=0, need=5)


def _random_play_position(rng: random.Random, seed: int, tricks_played: int) -> CarotteDeal:
    """A deal of a random contract (4, 5 or the carotte, the first seat to speak bids it),
    the discard by the quick rules, then random cards up to ``tricks_played`` tricks and
    part of the next."""
    policy = CarottePolicy()
    deal = Match("carotte", seed=seed, first_dealer=0).new_deal()
    assert isinstance(deal, CarotteDeal)
    while deal.phase in (Phase.BIDDING, Phase.DISCARD):
        if deal.phase is Phase.DISCARD:
            deal.apply(policy.rollout_action(deal, DealRng(seed)))
            continue
        bids = [action for action in deal.legal_actions() if isinstance(action, CarotteBid)]
        deal.apply(rng.choice(bids) if deal.contract is None else deal.legal_actions()[0])
    for _ in range(4 * tricks_played + rng.randrange(4)):
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


ANSWERS = record("carotte_positions")


def test_the_solver_agrees_with_the_search_s_generic_solver_on_random_positions() -> None:
    """300 random positions, 1 to 4 tricks left, each from a random seat's side: the worth
    of the deal is the same by both solvers (made and failed contracts both occur). The generic
    solver's answers are recorded (:mod:`generic_answers`), and computed again at every 50th."""
    rng = random.Random(11)
    policy = CarottePolicy()
    outcomes: set[float] = set()
    for seed in range(300):
        deal = _random_play_position(rng, seed, tricks_played=rng.randrange(2, 6))
        seat = rng.randrange(4)
        bot = SearchBot("carotte", seat, seed=0, settings=SMALL)
        fast = policy.solve(deal, seat, MatchView(), 10**7)
        assert fast is not None

        def generic(deal: CarotteDeal = deal, seat: int = seat, bot: SearchBot = bot) -> float:
            return _solve(deal.clone(), seat, bot, MatchView(), 10**9)

        assert fast == ANSWERS.of(str(seed), generic, live=seed % 50 == 0), (seed, deal.history)
        outcomes.add(fast > 0 if seat == deal.declarer else fast < 0)
    assert outcomes == {True, False}


def test_with_overtricks_counted_the_generic_solver_is_used() -> None:
    deal = Match("carotte", seed=1, options={"count_overtricks": True}).new_deal()
    assert isinstance(deal, CarotteDeal) and deal.options == CarotteOptions(count_overtricks=True)
    assert CarottePolicy().solve(deal, 0, MatchView(), 100) is None


class _GenericOnly(CarottePolicy):
    """The Carotte policy without a solver of its own: the search solves generically."""

    def solve(self, deal: Deal, seat: int, view: MatchView, nodes: int) -> float | None:
        return None


@pytest.mark.parametrize("tricks_played", [2, 3, 4])
def test_a_search_bot_plays_the_same_cards_with_either_solver(tricks_played: int) -> None:
    rng = random.Random(tricks_played)
    settings = replace(SMALL, solver_tricks=3)
    compared = 0
    for seed in range(12):
        deal = _random_play_position(rng, seed, tricks_played)
        if deal.is_over:
            continue
        seat = deal.current_seat
        assert seat is not None
        seen = deal.observation(seat)
        fast = SearchBot("carotte", seat, seed=seed, settings=settings)
        generic = SearchBot("carotte", seat, seed=seed, settings=settings)
        generic.policy = _GenericOnly()
        assert fast.choose(seen) == generic.choose(seen)
        compared += 1
    assert compared >= 10
