"""The Rough bidding of the normal level (:func:`normal_call`).

The 8-card hand is valued as the card points the team would take with it as contractor
(a least-squares fit, over forced contracts played by the normal level, of the points
held, the aces, the longest suit and the honours of the best trump). Each call is
weighed by its expected score *difference* (ours minus theirs) under a normal spread: a
bid of 70-95 scores the points taken when made and minus the bid when failed, the
defence always scoring its points. Passing is valued from who holds the highest bid:
nobody (a void hand), the partner (his contract), an opponent (his contract, weaker when
our hand is strong). The dealer keeps when his own contract is worth more than letting
the highest bid stand. The 100 bid (la partie) is made, or an opponent's kept, only when
a sweep is likely (a fitted chance of 60%, 35% when the other team is about to win the
match anyway); a team in the box never sees it among its calls.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from atout.ai.rough.cards import ACES, BIDS, HONOURS, KEEP, SUITS
from atout.ai.rough.hand import best_trump
from atout.rules import PASS, Action, RoughBid, RoughOptions
from atout.rules.rough import card_points

__all__ = ["expected_points", "normal_call"]

# The expected card points of the contractor's team from an 8-card hand, before the
# mise: a least-squares fit over 10,000 forced contracts played by the normal level
# (residual spread 15.7 points; the hand explains little of the mise, the partner's
# cards and the play). ``_FIT_SHIFT`` corrects the skew of the outcomes (many sweeps).
_FIT: Final = (52.9, 0.15, 4.9, 3.9, 2.1)  # base, per point held, per ace, per card of
# the longest suit, per honour (A K Q J) of the best trump
_FIT_SHIFT: Final = 2.0
#: What the contractor's team loses when its discard counts for the defence (a variant):
#: a discard banks 15 points on average, some of which kept cards win back in play.
_DISCARD_LOST: Final = 12.0
_FIT_SPREAD: Final = 15.7
# The bidding's weights (tuned like the play's, see :mod:`atout.ai.rough.weights`). A contract is worth
# much (a seat bidding 70 on any hand takes 77 points on average), so the bots bid and
# keep a little below break-even (``_MARGIN``, ``_KEEP_MARGIN``); an opponent's highest
# bid is assumed to make ``_OPP_EXTRA`` points over it, less for a strong hand of ours
# (``_STRENGTH``: what it holds, he does not), a partner's ``_PARTNER_EXTRA``; a bid is raised above
# the lowest one while its value stays within ``_JUMP`` of it (flat).
_MARGIN: Final = -6.0
_KEEP_MARGIN: Final = -6.0
_OPP_EXTRA: Final = 14.0
_PARTNER_EXTRA: Final = 2.0
#: The dealer leaves a partner's bid alone unless his own hand is clearly better (flat).
_PARTNER_KEEP: Final = 6.0
_JUMP: Final = 3.0
#: How much of our own strength over an average hand comes off the opponent's expected
#: points (flat from 0.15 to 0.4).
_STRENGTH: Final = 0.4


def expected_points(hand: int) -> float:
    _, trump = best_trump(hand, hand)
    honours = (hand & trump & HONOURS).bit_count()
    longest = max((hand & suit).bit_count() for suit in SUITS)
    base, per_point, per_ace, per_length, per_honour = _FIT
    return (
        base
        + per_point * card_points(hand)
        + per_ace * (hand & ACES).bit_count()
        + per_length * longest
        + per_honour * honours
    )


def _phi(z: float) -> float:
    return math.exp(-0.5 * z * z) / math.sqrt(2 * math.pi)


def _cdf(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def _contract_ev(bid: int, mean: float, spread: float = _FIT_SPREAD, multiplier: int = 1) -> float:
    """The expected score difference (ours minus theirs) of playing a bid of 70-95 when
    the team's points ``t`` are normal with ``mean`` and ``spread``: made, the team
    scores ``t`` and the defence ``100 - t``; failed, ``-bid`` and ``100 - t``. The
    team's score is multiplied by ``multiplier`` (a Sans-Atout variant)."""
    z = (bid - mean) / spread
    made = 1 - _cdf(z)
    high = mean * made + spread * _phi(z)  # E[t; t >= bid]
    return multiplier * (high - bid * (1 - made)) + mean - 100


def _sweep_chance(mean: float) -> float:
    """The chance that the team takes all 100 points (a logistic fit of the same
    forced contracts: 17% at 76 expected points, 33% at 84, 54% at 92)."""
    return 1 / (1 + math.exp(-0.11 * (mean - 90.6)))


def normal_call(
    seat: int,
    hand: int,
    *,
    history: Sequence[tuple[int, Action]],
    legal: Sequence[Action],
    options: RoughOptions,
    totals: Sequence[int],
) -> Action:
    """The normal level's call (see the module's docstring)."""
    if len(legal) == 1:
        return legal[0]
    mean = expected_points(hand)
    if options.discards_to_defence:
        mean -= _DISCARD_LOST
    high, high_seat = 0, None
    for who, action in history:
        if isinstance(action, RoughBid):
            high, high_seat = action.points, who
    # what passing is worth: a void hand, the partner's contract, or the opponents'
    if high_seat is None:
        alternative = 0.0
    elif high_seat == seat ^ 2:
        alternative = _contract_ev(high, high + _PARTNER_EXTRA + _FIT_SHIFT)
    else:
        alternative = -_contract_ev(high, high + _OPP_EXTRA + _FIT_SHIFT - _STRENGTH * (mean - 60.0))
    if KEEP in legal:
        if high == 100:
            if high_seat == seat ^ 2 or not _wants_la_partie(seat, mean, options, totals):
                return PASS
            return KEEP
        keep = _contract_ev(high or options.min_bid, mean + _FIT_SHIFT)
        if high_seat == seat ^ 2:
            keep -= _PARTNER_KEEP  # the partner bid on a hand we have not seen: leave it to him
        return KEEP if keep > alternative + _KEEP_MARGIN else PASS
    bids = [action.points for action in legal if isinstance(action, RoughBid)]
    if not bids:
        return PASS
    if bids[-1] == 100 and _wants_la_partie(seat, mean, options, totals):
        return BIDS[100]
    lowest = bids[0]
    if lowest >= 100:
        return PASS
    choice = lowest
    floor = _contract_ev(lowest, mean + _FIT_SHIFT) - _JUMP
    # jump to shut out the next bidders when the hand easily holds it
    for points in bids:
        if points < 100 and _contract_ev(points, mean + _FIT_SHIFT) >= floor:
            choice = points
    if _contract_ev(choice, mean + _FIT_SHIFT) > alternative + _MARGIN:
        return BIDS[choice]
    return PASS


def _wants_la_partie(seat: int, mean: float, options: RoughOptions, totals: Sequence[int]) -> bool:
    """Whether to bid (or keep) 100: a sweep must be likely, less so when the other team
    is about to win the match anyway (a failed 100 loses the match at once, a made
    one wins it)."""
    ours, theirs = totals[seat], totals[(seat + 1) & 3]
    needed = 0.6
    if theirs >= options.target - 60 and ours < theirs:
        needed = 0.35
    return _sweep_chance(mean) >= needed
