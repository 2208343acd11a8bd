"""The Carotte pack (32 cards) as bitmasks, one bit per card as :mod:`atout.rules` lays
them out, and the small card helpers the Carotte players share."""

from __future__ import annotations

from typing import Final

from atout.rules import CAROTTE_PACK, SUIT_MASKS, Play
from atout.rules.tricks import PLAY_OF_BIT

__all__ = [
    "CAROTTE",
    "FULL",
    "SUITS",
    "TRICKS",
    "above",
    "beats",
    "highest_card",
    "lowest_card",
    "play_of",
    "rank_of",
    "suit_of",
]

FULL: Final = CAROTTE_PACK.mask
SUITS: Final = (0, 1, 2, 3)
TRICKS: Final = 6
CAROTTE: Final = 6


def above(bit: int) -> int:
    """The cards of ``bit``'s suit above it."""
    suit_mask = SUIT_MASKS[(bit.bit_length() - 1) >> 4]
    return suit_mask & ~((bit << 1) - 1)


def rank_of(bit: int) -> int:
    """8 (the Eight) .. 15 (the Ace)."""
    return (bit.bit_length() - 1) & 15


def suit_of(bit: int) -> int:
    return (bit.bit_length() - 1) >> 4


def lowest_card(mask: int) -> int:
    """The card of lowest rank in ``mask`` (ties: the first suit)."""
    best = 0
    best_rank = 99
    for suit in SUITS:
        chunk = (mask >> (16 * suit)) & 0xFFFF
        if chunk:
            low = chunk & -chunk
            rank = low.bit_length() - 1
            if rank < best_rank:
                best_rank = rank
                best = low << (16 * suit)
    return best


def highest_card(mask: int) -> int:
    """The card of highest rank in ``mask`` (ties: the first suit)."""
    best = 0
    best_rank = -1
    for suit in SUITS:
        chunk = (mask >> (16 * suit)) & 0xFFFF
        if chunk:
            rank = chunk.bit_length() - 1
            if rank > best_rank:
                best_rank = rank
                best = 1 << (rank + 16 * suit)
    return best


def play_of(bit: int) -> Play:
    play = PLAY_OF_BIT[bit.bit_length() - 1]
    assert play is not None
    return play


def beats(bit: int, best: int, trump_mask: int) -> bool:
    """Whether ``bit`` beats ``best``, the card winning the trick so far."""
    if bit & trump_mask:
        return not best & trump_mask or bit > best
    return bool(above(best) & bit)
