"""Small helpers on card masks (one bit per card) shared by the games' policies.

>>> single_bits(0b10110)
[2, 4, 16]
>>> highest_bit(0b10110), highest_bit(0)
(16, 0)
"""

from __future__ import annotations

from atout.rules.cards import single_bits

__all__ = [
    "cards_elsewhere",
    "highest_bit",
    "single_bits",
]


def highest_bit(mask: int) -> int:
    """The highest bit of ``mask`` (the strongest card of one suit), 0 for none."""
    return 1 << (mask.bit_length() - 1) if mask else 0


def cards_elsewhere(hands: list[int], seat: int, on_table: int) -> int:
    """The cards still in play that ``seat`` does not hold: the others' hands and the
    trick ``on_table`` (a solver treats two of the seat's cards as one only when none of
    these lies between them)."""
    others = on_table
    for other in range(4):
        if other != seat:
            others |= hands[other]
    return others
