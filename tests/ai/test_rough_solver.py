"""The Rough solver (``atout.ai.rough.solver``) against plain minimax over the rules' own deal:
the most points the contractor's team can take, every hand in view, in the last tricks."""

from __future__ import annotations

import pytest

from atout.ai.policy import UnsolvedError
from atout.ai.rough.solver import RoughSolver
from atout.rules import ROUGH_PACK, SUIT_MASKS, Deal, DealRng, Match, Phase, Play, mask_of
from atout.rules.rough import RoughDeal, card_points, team_of
from atout.rules.selfplay import random_action


def best_points(deal: Deal, team: int) -> int:
    """The most points ``team`` takes from here with both teams at their best: plain minimax,
    through the rules (every legal card, no pruning)."""
    if deal.is_over:
        assert isinstance(deal, RoughDeal)
        return deal.team_points()[team]
    seat = deal.current_seat
    assert seat is not None
    outcomes = []
    for action in deal.legal_actions():
        if type(action) is not Play:
            continue
        child = deal.clone()
        child.apply(action)
        outcomes.append(best_points(child, team))
    return max(outcomes) if team_of(seat) == team else min(outcomes)


def endings(count: int, cards_left: int) -> list[tuple[Match, Deal]]:
    """Random Rough deals played at random until ``cards_left`` cards are still held."""
    out = []
    for seed in range(1, 500):
        match = Match("rough", None, seed=seed, first_dealer=seed % 4)
        rng = DealRng(seed)
        deal = match.new_deal()
        while not deal.is_over and (deal.phase is not Phase.PLAY or _held(deal) > cards_left):
            match.apply(random_action(deal, match.rules, rng))
        if not deal.is_over and deal.phase is Phase.PLAY:
            out.append((match, deal))
        if len(out) == count:
            return out
    raise AssertionError("not enough deals played to their end")


def _held(deal: Deal) -> int:
    return sum(deal.hand_mask(seat).bit_count() for seat in range(4))


@pytest.mark.parametrize("cards_left", [8, 11, 12])
def test_the_solver_finds_the_points_plain_minimax_finds(cards_left: int) -> None:
    checked = 0
    for _match, deal in endings(25, cards_left):
        assert isinstance(deal, RoughDeal) and deal.declarer is not None
        team = team_of(deal.declarer)
        so_far = deal.team_points()[team]
        best = best_points(deal, team)
        hands = [deal.hand_mask(seat) for seat in range(4)]
        trick = [(seat, card.mask) for seat, card in deal.current_trick()]
        leader = trick[0][0] if trick else deal.current_seat
        assert leader is not None
        trump = 0 if deal.sans_atout else SUIT_MASKS[deal.trump] if deal.trump is not None else None
        solver = RoughSolver(contractor=deal.declarer)
        # the points still to take are those of the trick on the table and the hands
        assert best - so_far <= card_points(mask_of(c for _, c in deal.current_trick()) | sum(hands))
        assert solver.makes(hands, trump, leader=leader, need=best - so_far, trick=trick)
        assert not solver.makes(hands, trump, leader=leader, need=best - so_far + 1, trick=trick)
        checked += 1
    assert checked == 25


def test_before_the_first_card_every_suit_the_contractor_may_lead_is_tried_as_trump() -> None:
    # seat 0 holds nothing but hearts and one spade: only a heart lead, hearts trump, takes
    # the 30 points; led, the spade would make spades trump and lose the ace of hearts' trick
    hands = [
        mask_of(ROUGH_PACK.parse_cards(text.split()))
        for text in ("AH KH 7S", "10H 9S 8S", "AS 5H QS", "10S 5S JS")
    ]
    solver = RoughSolver(contractor=0)
    assert solver.makes(hands, None, leader=0, need=25)
    assert solver.makes(hands, SUIT_MASKS[1], leader=0, need=25)  # hearts named outright
    with pytest.raises(ValueError, match="first card"):
        solver.makes(hands, None, leader=1, need=25)


def test_a_question_past_its_budget_or_stopped_raises_unsolved() -> None:
    _match, deal = endings(1, 32)[0]
    assert isinstance(deal, RoughDeal) and deal.declarer is not None
    hands = [deal.hand_mask(seat) for seat in range(4)]
    leader = deal.current_seat
    assert leader is not None
    trump = 0 if deal.sans_atout else SUIT_MASKS[deal.trump] if deal.trump is not None else None
    half = card_points(sum(hands)) // 2  # a question only a search answers: not out of reach
    with pytest.raises(UnsolvedError):
        RoughSolver(contractor=deal.declarer, nodes=50).makes(hands, trump, leader=leader, need=half)
    stopped = RoughSolver(contractor=deal.declarer, stop=lambda: True)
    with pytest.raises(UnsolvedError):
        stopped.makes(hands, trump, leader=leader, need=half)
    # the same question, with the budget it needs, is answered
    RoughSolver(contractor=deal.declarer).makes(hands, trump, leader=leader, need=half)
