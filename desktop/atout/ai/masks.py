"""Small helpers on card masks (one bit per card) shared by the games' policies.

>>> single_bits(0b10110)
[2, 4, 16]
>>> highest_bit(0b10110), highest_bit(0)
(16, 0)
"""

from __future__ import annotations

__all__ = ["highest_bit", "single_bits"]


def single_bits(mask: int) -> list[int]:
    """The single-bit masks of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def highest_bit(mask: int) -> int:
    """The highest bit of ``mask`` (the strongest card of one suit), 0 for none."""
    return 1 << (mask.bit_length() - 1) if mask else 0
