"""The Carotte bidding estimate: the tricks a six-card hand should take with each trump
once the mise is added and the discard made (:func:`bid_estimate`), and the chance of
taking 4, 5 or 6 with it (:func:`make_chance`). Both were fitted on deals played out by
the normal level.
"""

from __future__ import annotations

from typing import Final

from atout.ai.carotte.cards import SUITS

__all__ = ["bid_estimate", "make_chance"]

# The tricks a declarer takes with a six-card hand and a trump, after the mise and the
# discard, estimated as a sum over suits: one table for the trump suit, one for each side
# suit, indexed by the suit's 8-bit pattern of ranks (bit 0 the Eight .. bit 7 the Ace).
# The weights were fitted by least squares on 128,000 contracts played out by this
# policy (each seat of 8,000 random deals declaring 4 in each suit, the mise and the
# discard as dealt and chosen, every trick played for); the tricks taken spread 1.27
# around the estimate. The chances of 4, 5 and 6 tricks are read from the same deals.

_BID_BASE: Final = 0.640
#: trump part: per trump, per trump beyond 3, beyond 4; Ace, King, Queen, Jack, Ten.
_BID_TRUMP: Final = (0.664, -0.098, -0.266, 1.111, 0.463, 0.179, 0.064, 0.020)
#: side part: Ace, King with the Ace, King guarded, King alone, Queen guarded twice,
#: Queen with the Ace or King, void, singleton, doubleton.
_BID_SIDE: Final = (0.514, 0.233, 0.098, 0.068, 0.073, 0.082, -0.012, 0.066, 0.031)
#: per trump and per side void.
_BID_RUFF: Final = 0.052
#: The chance of taking at least 4, 5 and 6 tricks, by estimate from 1.5 to 6.25 in
#: steps of 0.25 (kernel-smoothed rates over the same deals, played for every trick).
_CHANCE_FROM: Final = 1.5
_CHANCE_STEP: Final = 0.25
# fmt: off
_CHANCE: Final = {
    4: (0.069, 0.093, 0.133, 0.177, 0.215, 0.26, 0.329, 0.395, 0.459, 0.567,
        0.659, 0.748, 0.824, 0.883, 0.956, 0.989, 0.997, 1.0, 1.0, 1.0),
    5: (0.016, 0.025, 0.043, 0.056, 0.071, 0.089, 0.121, 0.155, 0.186, 0.27,
        0.339, 0.415, 0.502, 0.596, 0.749, 0.808, 0.87, 0.973, 0.997, 1.0),
    6: (0.007, 0.011, 0.018, 0.023, 0.033, 0.043, 0.057, 0.076, 0.097, 0.142,
        0.174, 0.224, 0.283, 0.343, 0.475, 0.549, 0.649, 0.807, 0.857, 0.966),
}
# fmt: on


def _trump_value(pattern: int) -> float:
    t = pattern.bit_count()
    w = _BID_TRUMP
    return (
        w[0] * t
        + w[1] * max(0, t - 3)
        + w[2] * max(0, t - 4)
        + w[3] * (pattern >> 7 & 1)
        + w[4] * (pattern >> 6 & 1)
        + w[5] * (pattern >> 5 & 1)
        + w[6] * (pattern >> 3 & 1)
        + w[7] * (pattern >> 2 & 1)
    )


def _side_value(pattern: int) -> float:
    n = pattern.bit_count()
    ace, king, queen = pattern >> 7 & 1, pattern >> 6 & 1, pattern >> 5 & 1
    w = _BID_SIDE
    value = w[0] * ace
    if king:
        value += w[1] if ace else w[2] if n >= 2 else w[3]
    if queen:
        if ace or king:
            value += w[5]
        elif n >= 3:
            value += w[4]
    value += w[6] if n == 0 else w[7] if n == 1 else w[8] if n == 2 else 0.0
    return value


def _tables() -> tuple[list[float], list[float]]:
    return [_trump_value(p) for p in range(256)], [_side_value(p) for p in range(256)]


_TRUMP_TABLE, _SIDE_TABLE = _tables()


def bid_estimate(hand: int, trump: int) -> float:
    """The tricks a six-card ``hand`` (a mask) should take with ``trump``, mise included."""
    value = _BID_BASE
    voids = 0
    for suit in SUITS:
        pattern = (hand >> (16 * suit + 8)) & 0xFF
        if suit == trump:
            value += _TRUMP_TABLE[pattern]
        else:
            value += _SIDE_TABLE[pattern]
            voids += not pattern
    return value + _BID_RUFF * voids * ((hand >> (16 * trump)) & 0xFFFF).bit_count()


def make_chance(estimate: float, tricks: int) -> float:
    """The chance of taking at least ``tricks`` (4, 5 or 6) tricks with this estimate."""
    table = _CHANCE[tricks]
    x = (estimate - _CHANCE_FROM) / _CHANCE_STEP
    if x <= 0:
        return table[0]
    i = int(x)
    if i >= len(table) - 1:
        return table[-1]
    return table[i] + (table[i + 1] - table[i]) * (x - i)
