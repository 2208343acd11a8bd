"""What a Rough hand is worth in play: the discard, the trump and Sans-Atout.

- **Discard** (:func:`trump_plans`): every 4-card discard of the 12 cards is scored for
  every trump suit (and Sans-Atout): the points put aside are the team's for sure (the
  defence's in the variant, and then they stay in hand), side-suit 10s and 5s are
  usually lost in play and go, aces and top sequences stay, short side suits are
  emptied so as to ruff.
- **Sans-Atout** (:func:`sans_atout_pays`) is announced when every card is a sure trick
  without trump, or when the hand is worth about as much without trump (trumps took more
  points in all but a few of 4,000 deals played both ways); a multiplier of 2 or 3 makes
  it a little readier.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import combinations
from typing import Final

from atout.ai.masks import highest_bit as _top
from atout.ai.masks import single_bits as _bits
from atout.ai.rough.cards import SUITS, above, points_of, suit_of
from atout.ai.rough.weights import (
    LOSER_Q,
    RUFF_DECAY,
    SAVED,
    SEQ_DECAY,
    SEQ_Q,
    SIDE_CONTROL,
    TRUMP_CONTROL,
    TRUMP_Q,
    VOID,
)
from atout.rules import RoughOptions
from atout.rules.rough import card_points

__all__ = ["best_trump", "sans_atout_pays", "trump_plans"]


@lru_cache(maxsize=65536)
def _suit_value(held: int, kept: int, trump: bool, trumps: int) -> float:
    """What the cards ``kept`` of one suit are worth in play (in points of score
    difference), the suit being trump or not; ``held`` is every card of that suit the
    seat knows of (its hand and discard), ``trumps`` the trumps it keeps."""
    if not kept:
        if trump or not trumps:
            return 0.0
        return VOID + 2.0 * (trumps >= 4) + 1.0 * (trumps >= 6)
    count = kept.bit_count()
    suit = suit_of(kept & -kept)
    value = 0.0
    in_sequence = True
    # position: of a card in the top sequence, 0 for the ace
    for position, card in enumerate(reversed(_bits(kept))):
        outside = (suit & ~held & above(card)).bit_count()
        if trump:
            q = 1.0 if outside == 0 else TRUMP_Q ** max(0, outside - max(0, count - 4))
            control = TRUMP_CONTROL
        else:
            if in_sequence and outside == 0:
                q = SEQ_Q * SEQ_DECAY**position
                if trumps:  # others run out of the suit and ruff
                    q *= RUFF_DECAY ** max(0, count - 2)
            else:
                q = LOSER_Q**outside if outside else 0.0
            control = SIDE_CONTROL
        in_sequence = in_sequence and outside == 0
        q_end = q + (1 - q) * SAVED
        value += (2 * q_end - 1) * points_of(card) + q * control
    return value


def _plan_value(kept: int, held: int, trump: int) -> float:
    """The value of the cards ``kept`` for play with ``trump`` (a suit mask, 0 = Sans-Atout)."""
    trumps = (kept & trump).bit_count()
    total = 0.0
    for suit in SUITS:
        total += _suit_value(held & suit, kept & suit, bool(suit & trump), trumps)
    return total


def _best_discard(hand: int, trump: int, banked: int = 1) -> tuple[float, int]:
    """The best discard of 4 of the 12 cards of ``hand`` for ``trump`` (0 = Sans-Atout),
    with its value: the points put aside (``banked``: 1 when they count for the team,
    -1 when they go to the defence) plus the value of the cards kept."""
    side = hand & ~trump
    # too few side cards: the discard takes trumps too
    pool = _bits(side) if side.bit_count() >= 4 else _bits(hand)
    best = -math.inf
    best_discard = 0
    for four in combinations(pool, 4):
        discard = four[0] | four[1] | four[2] | four[3]
        value = banked * card_points(discard) + _plan_value(hand & ~discard, hand, trump)
        if value > best:
            best = value
            best_discard = discard
    return best, best_discard


def trump_plans(hand: int, banked: int = 1) -> list[tuple[float, int, int]]:
    """For each trump worth trying (a suit of the hand, and Sans-Atout as 0): the value
    of the best discard, the trump and the discard, best first."""
    plans = []
    for suit in SUITS:
        if (hand & suit).bit_count() >= 2:
            value, discard = _best_discard(hand, suit, banked)
            plans.append((value, suit, discard))
    value, discard = _best_discard(hand, 0, banked)  # Sans-Atout, which rarely pays
    plans.append((value + _SANS_ATOUT_EDGE, 0, discard))
    plans.sort(key=lambda plan: (-plan[0], plan[1]))
    return plans


def best_trump(hand: int, held: int) -> tuple[float, int]:
    """The best trump suit for the cards ``hand`` (no discard to make) and its value."""
    best = -math.inf
    best_suit = SUITS[0]
    for suit in SUITS:
        if hand & suit:
            value = _plan_value(hand, held, suit)
            if value > best:
                best, best_suit = value, suit
    return best, best_suit


#: Sans-Atout pays when its hand value comes within this of the best trump's (measured
#: over 4,000 forced contracts played both ways: below it, trumps took more points).
_SANS_ATOUT_EDGE: Final = -7.0


def _sure_tricks(hand: int, held: int) -> int:
    """The tricks ``hand`` takes for sure without trumps: its cards in sequence from the
    best card of each suit still out (``held``: the cards no other seat holds)."""
    sure = 0
    for suit in SUITS:
        cards = hand & suit
        while cards:
            top = _top(cards)
            if suit & ~held & above(top):
                break
            sure += 1
            cards ^= top
    return sure


def sans_atout_pays(hand: int, discard: int, bid: int, options: RoughOptions) -> bool:
    """Whether Sans-Atout is worth more than the best trump for the cards ``hand``: when
    every card is a sure trick (a sweep), or when the hand is worth about as much without
    trumps (more readily when the Sans-Atout multiplier is 2 or 3 and the hand is strong)."""
    if bid >= 100:
        return False  # la partie: no multiplier, and trumps sweep more surely
    held = hand | discard
    sure = _sure_tricks(hand, held)
    if sure == hand.bit_count():
        return True
    with_trump, _ = best_trump(hand, held)
    edge = _SANS_ATOUT_EDGE
    multiplier = options.sans_atout_multiplier
    if multiplier > 1:
        if sure < 5:
            return False
        edge -= 4.0 * (multiplier - 1)
    return _plan_value(hand, held, 0) - with_trump > edge
