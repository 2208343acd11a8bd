"""The last tricks of a sampled Rough deal played perfectly, every hand in view, on bitmasks.

The expert's searches end each play-out by solving its last three tricks exactly
(``solver_tricks`` in :data:`~atout.ai.search.LEVEL_SETTINGS`). The search's generic
alpha-beta (:func:`~atout.ai.search._solve`) does it on :class:`~atout.rules.RoughDeal`
objects, a clone and a rules check per position: it was seven tenths of the Rough expert's
thinking time. This solver plays the same positions on the hands' bitmasks. It is the same
search, to the position:

- the cards are tried in the same order (the pack's bit order, as ``legal_actions`` gives
  them) with the same alpha-beta cut-offs, so it visits the same positions, and gives up
  (:class:`~atout.ai.policy.UnsolvedError`) past the same budget of ``nodes``, a finished
  deal counting as a position of its own;
- the side of a seat is its team (rule 1), as ``side_of`` says;
- the play is that of the rules (15, 16): follow suit if you can, otherwise any card
  (:func:`~atout.rules.tricks.follow_or_any`); the highest trump takes the trick, or the
  highest card of the suit led (:func:`~atout.rules.tricks.trick_after`);
- a finished line is worth what ``value`` gives for the result the rules record for it
  (:meth:`~atout.rules.rough.RoughDeal.points_of_won`, :meth:`~atout.rules.rough.RoughDeal.result_with`):
  the discard, the contract, the 100 bid and Sans-Atout are counted by the rules. Lines
  ending on the same points are worth the same, so each is valued once.

``tests/ai/test_rough_ending.py`` checks it against the generic solver on random endings,
value and budget.

>>> from atout.rules import Match, Phase, DealRng
>>> from atout.rules.selfplay import random_action
>>> match, rng = Match("rough", seed=3), DealRng(3)
>>> deal = match.new_deal()
>>> while deal.phase is not Phase.PLAY or len(deal.tricks) < 6:
...     match.apply(random_action(deal, match.rules, rng))
>>> taken = solve_ending(deal, deal.declarer, 1000, lambda result: result.count.taken)
>>> deal.team_points()[deal.declarer & 1] <= taken <= 100
True
"""

from __future__ import annotations

import math
from collections.abc import Callable

from atout.ai.policy import UnsolvedError
from atout.rules import SUIT_MASKS, DealResult, Phase, RoughDeal
from atout.rules.tricks import NO_TRICK, HeldTrick, follow_or_any, trick_after

__all__ = ["solve_ending"]


class _Ending:
    """One solve: the deal (for its count), the hands as the search goes, the budget."""

    def __init__(self, deal: RoughDeal, seat: int, nodes: int, value: Callable[[DealResult], float]) -> None:
        self.deal = deal
        self.team = seat & 1
        self.hands = [deal.hand_mask(other) for other in range(4)]
        self.trump = SUIT_MASKS[deal.trump] if deal.trump is not None else 0  # 0: Sans-Atout
        self.budget = nodes
        self.value = value
        self.worth: dict[tuple[int, int], float] = {}  # a finished line's value, by its points

    def leaf(self, won: tuple[int, int]) -> float:
        """The value of the deal once its last trick is done, team 0 and team 1 having won
        the cards ``won``."""
        points = self.deal.points_of_won(won)
        worth = self.worth.get(points)
        if worth is None:
            worth = self.worth[points] = self.value(self.deal.result_with(points))
        return worth

    def search(self, seat: int, trick: HeldTrick, won: tuple[int, int], alpha: float, beta: float) -> float:
        """The value with ``seat`` to play to ``trick``, the teams having won the cards
        ``won``, the others' cards in :attr:`hands`."""
        self.budget -= 1
        if self.budget < 0:
            raise UnsolvedError
        maximizing = (seat & 1) == self.team
        hands = self.hands
        hand = hands[seat]
        legal = follow_or_any(hand, trick[0])
        trump = self.trump
        last_card = trick[4].bit_count() == 3
        result = -math.inf if maximizing else math.inf
        while legal:
            bit = legal & -legal
            legal ^= bit
            after = trick_after(trick, seat, bit, trump)
            hands[seat] = hand ^ bit
            if not last_card:
                value = self.search((seat + 1) & 3, after, won, alpha, beta)
            else:
                winner = after[3]
                taken = (won[0] | after[4], won[1]) if not winner & 1 else (won[0], won[1] | after[4])
                if hand ^ bit:
                    value = self.search(winner, NO_TRICK, taken, alpha, beta)
                else:  # the last trick: the finished deal is a position of its own
                    self.budget -= 1
                    if self.budget < 0:
                        raise UnsolvedError
                    value = self.leaf(taken)
            hands[seat] = hand
            if maximizing:
                result = max(result, value)
                alpha = max(alpha, result)
            else:
                result = min(result, value)
                beta = min(beta, result)
            if alpha >= beta:
                break
        return result


def solve_ending(deal: RoughDeal, seat: int, nodes: int, value: Callable[[DealResult], float]) -> float:
    """The ``value`` for ``seat`` (a function of the deal's result, as
    :meth:`~atout.ai.policy.GamePolicy.value` reads it) of ``deal``, in its card play with its
    trump named (after the first trick), played out perfectly by both teams with every hand
    in view; :class:`~atout.ai.policy.UnsolvedError` past ``nodes`` positions. ``deal`` is
    left as it is."""
    current = deal.current_seat
    if deal.phase is not Phase.PLAY or current is None or not deal.tricks:
        raise ValueError("the ending is solved in the card play, once the first trick is done")
    ending = _Ending(deal, seat, nodes, value)
    won = [0, 0]
    for other in range(4):
        won[other & 1] |= deal.won_mask(other)
    trick = NO_TRICK
    for who, card in deal.current_trick():
        trick = trick_after(trick, who, card.mask, ending.trump)
    return ending.search(current, trick, (won[0], won[1]), -math.inf, math.inf)
