"""The Carotte discard: which 6 of the 10 cards the declarer keeps.

Each of the 210 ways to keep 6 cards is scored by :func:`keep_estimate` (trumps and
masters counted by their rank among the cards still out, voids to ruff with), and
:func:`ranked_keeps` ranks them. :func:`greedy_discard` is the quick discard of the
play-outs and of the easy level.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from atout.ai.carotte.cards import FULL, SUITS, above, rank_of, suit_of
from atout.ai.masks import single_bits as _bits
from atout.rules import SUIT_MASKS

__all__ = ["greedy_discard", "keep_estimate", "ranked_keeps"]

# The tricks six kept cards take, as a sum of one part per suit. Each suit is read by
# its *effective* ranks: the cards of the suit still in play (kept, or in the other
# hands) ranked from the top, so that a King is a master once the Ace is discarded by
# the declarer himself. Least squares on 128,000 contracts played out by this policy,
# where half the discards were drawn among the 40 best (so that poorer keeps are seen
# too); the tricks taken spread 0.73 around the estimate.

_KEEP_BASE: Final = -0.912
#: trump part: per trump, per trump beyond 3, beyond 4; the top four effective ranks;
#: per trump in the other hands, per one beyond 2.
_KEEP_TRUMP: Final = (0.372, -0.146, -0.299, 1.322, 0.564, 0.209, 0.071, 0.398, -0.637)
#: side part: top card, second with top, second guarded, second alone, third with a
#: higher one, void, singleton, and a top card of a suit the others hold 2 or fewer of.
_KEEP_SIDE: Final = (0.737, 0.345, 0.196, 0.056, 0.120, -0.309, 0.121, -0.177)
#: per trump and per side void: the ruffs.
_KEEP_RUFF: Final = 0.254


def _effective(mine: int, others: int) -> int:
    """The pattern of ``mine`` among the cards of one suit still in play (``mine | others``,
    as 16-bit chunks): bit 7 set when the top one is mine, bit 6 the second, ..."""
    rest = mine | others
    pattern = 0
    place = 7
    while rest:
        top = 1 << (rest.bit_length() - 1)
        if mine & top:
            pattern |= 1 << place
        place -= 1
        rest ^= top
    return pattern


def _keep_trump_part(mine: int, others: int) -> float:
    pattern = _effective(mine, others)
    t = mine.bit_count()
    o = others.bit_count()
    w = _KEEP_TRUMP
    return (
        w[0] * t
        + w[1] * max(0, t - 3)
        + w[2] * max(0, t - 4)
        + w[3] * (pattern >> 7 & 1)
        + w[4] * (pattern >> 6 & 1)
        + w[5] * (pattern >> 5 & 1)
        + w[6] * (pattern >> 4 & 1)
        + w[7] * o
        + w[8] * max(0, o - 2)
    )


def _keep_side_part(mine: int, others: int) -> float:
    n = mine.bit_count()
    w = _KEEP_SIDE
    if not n:
        return w[5]
    pattern = _effective(mine, others)
    top, second, third = pattern >> 7 & 1, pattern >> 6 & 1, pattern >> 5 & 1
    value = w[0] * top
    if second:
        value += w[1] if top else w[2] if n >= 2 else w[3]
    if third and (top or second) and n >= 2:
        value += w[4]
    if n == 1:
        value += w[6]
    if top and others.bit_count() <= 2:
        value += w[7]
    return value


def keep_estimate(keep: int, trump: int, out: int) -> float:
    """The tricks six kept cards should take with ``trump``, the declarer on lead and
    the cards of ``out`` in the three other hands (every other card gone)."""
    value = _KEEP_BASE
    voids = 0
    t = 0
    for suit in SUITS:
        shift = 16 * suit
        mine = (keep >> shift) & 0xFFFF
        others = (out >> shift) & 0xFFFF
        if suit == trump:
            t = mine.bit_count()
            value += _keep_trump_part(mine, others)
        else:
            voids += not mine
            value += _keep_side_part(mine, others)
    return value + _KEEP_RUFF * t * voids


def ranked_keeps(hand: int, trump: int, out: int) -> list[tuple[float, int]]:
    """Every way to keep 6 of the cards of ``hand``, best first: (estimate, kept mask)."""
    parts: list[dict[int, float]] = []
    for suit in SUITS:
        shift = 16 * suit
        held = (hand >> shift) & 0xFFFF
        others = (out >> shift) & 0xFFFF
        part = _keep_trump_part if suit == trump else _keep_side_part
        table: dict[int, float] = {}
        cards = _bits(held)
        for size in range(len(cards) + 1):
            for subset in combinations(cards, size):
                mine = sum(subset)
                table[mine << shift] = part(mine, others)
        parts.append(table)
    suit_masks = SUIT_MASKS
    trump_mask = suit_masks[trump]
    ranked = []
    for kept in combinations(_bits(hand), 6):
        keep = sum(kept)
        value = _KEEP_BASE
        voids = 0
        for suit in SUITS:
            mine = keep & suit_masks[suit]
            value += parts[suit][mine]
            if not mine and suit != trump:
                voids += 1
        value += _KEEP_RUFF * (keep & trump_mask).bit_count() * voids
        ranked.append((value, keep))
    ranked.sort(key=lambda item: (-item[0], item[1]))
    return ranked


def greedy_discard(hand: int, trump: int, *, voids: bool = True) -> int:
    """A quick discard from ``hand`` (a mask): keep the trumps, then the side masters,
    then the highest cards, from the longest suits when ``voids`` (so that the short
    suits empty, to ruff); discard the four others."""
    trump_mask = SUIT_MASKS[trump]
    outside = FULL & ~hand
    keys = []
    for bit in _bits(hand):
        rank = rank_of(bit)
        if bit & trump_mask:
            key = 100 + rank
        elif not outside & above(bit):
            key = 60 + rank
        else:
            key = rank + 3 * (hand & SUIT_MASKS[suit_of(bit)]).bit_count() * voids
        keys.append((key, bit))
    keys.sort()
    return sum(bit for _, bit in keys[:4])
