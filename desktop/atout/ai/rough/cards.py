"""The Rough pack (36 cards) as bitmasks, one bit per card as :mod:`atout.rules` lays them
out, the calls the players make, and the card helpers they share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from atout.rules import ROUGH_PACK, SUIT_MASKS, Keep, Play, RoughBid, SansAtout
from atout.rules.tricks import PLAY_OF_BIT

__all__ = [
    "ACES",
    "BIDS",
    "HONOURS",
    "KEEP",
    "NO_VOIDS",
    "PACK",
    "PTS",
    "SANS_ATOUT",
    "SUITS",
    "above",
    "beats",
    "play_of",
    "points_of",
    "suit_of",
    "winner",
]

PACK: Final = ROUGH_PACK.mask
#: The nine cards of each suit (S H D C), as masks.
SUITS: Final = tuple(mask & PACK for mask in SUIT_MASKS)
#: Card points by bit: A and 10 are worth 10, the 5s 5 (rule 3).
PTS: Final = [0] * 64
for _card in ROUGH_PACK:
    PTS[_card.bit] = 10 if _card.rank in (15, 10) else 5 if _card.rank == 5 else 0
del _card
#: The four aces.
ACES: Final = sum(1 << (16 * suit + 15) for suit in range(4))
#: The aces, kings, queens and jacks.
HONOURS: Final = sum(1 << (16 * suit + rank) for suit in range(4) for rank in (11, 13, 14, 15))
KEEP: Final = Keep()
NO_VOIDS: Final = (0, 0, 0, 0)
SANS_ATOUT: Final = SansAtout()
BIDS: Final = {points: RoughBid(points) for points in range(50, 101, 5)}


def points_of(card: int) -> int:
    """The points of the single-bit mask ``card``."""
    return PTS[card.bit_length() - 1]


def suit_of(card: int) -> int:
    """The mask of the suit of the single-bit mask ``card``."""
    return SUITS[(card.bit_length() - 1) >> 4]


def above(card: int) -> int:
    """Every bit above ``card`` (a single-bit mask)."""
    return ~((card << 1) - 1)


def play_of(card: int) -> Play:
    play = PLAY_OF_BIT[card.bit_length() - 1]
    assert play is not None
    return play


def beats(card: int, best: int, lead: int, trump: int) -> bool:
    """Whether ``card`` beats ``best``, the card winning a trick led in ``lead``."""
    if best & trump:
        return bool(card & trump) and card > best
    if card & trump:
        return True
    return bool(card & lead) and card > best


def winner(trick: Sequence[tuple[int, int]], trump: int) -> tuple[int, int]:
    """The seat and card winning ``trick`` (``(seat, card)`` pairs) so far."""
    seat, best = trick[0]
    lead = suit_of(best)
    for other, card in trick[1:]:
        if beats(card, best, lead, trump):
            seat, best = other, card
    return seat, best
