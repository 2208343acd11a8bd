"""The Tarot pack as bitmasks (one bit per card, as :mod:`atout.rules` lays them out),
and the small card helpers every part of the Tarot players shares."""

from __future__ import annotations

from typing import Final

from atout.ai.masks import highest_bit as _high
from atout.ai.masks import single_bits as _bits
from atout.rules import TAROT_PACK, Chelem, Play
from atout.rules.cards import EXCUSE_BIT, SUIT_MASKS, TRUMP_MASK
from atout.rules.tarot_cards import card_half_points
from atout.rules.tricks import PLAY_OF_BIT

__all__ = [
    "BOUTS",
    "CHELEM",
    "EXCUSE",
    "HALF",
    "HIGH_TRUMPS",
    "HONOURS",
    "JACKS",
    "KINGS",
    "KNIGHTS",
    "MAJORS",
    "PACK",
    "PETIT",
    "PLAIN",
    "QUEENS",
    "SMALL",
    "SUITS",
    "SUIT_OF",
    "T21",
    "TRICKS",
    "TRUMPS",
    "above",
    "cheap",
    "play_of",
    "poorest",
    "richest",
]

EXCUSE: Final = 1 << EXCUSE_BIT
TRUMPS: Final = TRUMP_MASK
PETIT: Final = 1 << (EXCUSE_BIT + 1)
T21: Final = 1 << (EXCUSE_BIT + 21)
BOUTS: Final = EXCUSE | PETIT | T21
PACK: Final = TAROT_PACK.mask
PLAIN: Final = PACK & ~TRUMPS & ~EXCUSE
SUITS: Final = tuple(mask & PACK for mask in SUIT_MASKS)


def _rank_mask(rank: int) -> int:
    return sum(1 << (16 * suit + rank) for suit in range(4))


KINGS: Final = _rank_mask(14)
QUEENS: Final = _rank_mask(13)
KNIGHTS: Final = _rank_mask(12)
JACKS: Final = _rank_mask(11)
HONOURS: Final = KINGS | QUEENS | KNIGHTS | JACKS
SMALL: Final = PLAIN & ~HONOURS
#: The high trumps 16 to 20 (the 21 counts as a bout).
MAJORS: Final = sum(1 << (EXCUSE_BIT + n) for n in range(16, 21))
#: The trumps 17 to 21: a partner's trick won with one of them is safe enough in a rollout.
HIGH_TRUMPS: Final = sum(1 << (EXCUSE_BIT + n) for n in range(17, 22))
#: Half points of each card, by bit (rule 3: a King or a bout 9, a Queen 7 ... a small card 1).
HALF: Final = [card_half_points(1 << bit) if (1 << bit) & PACK else 0 for bit in range(EXCUSE_BIT + 22)]
#: Each card's suit mask (TRUMPS for the trumps, 0 for the Excuse), by bit.
SUIT_OF: Final = [
    0 if bit == EXCUSE_BIT else (TRUMPS if bit > EXCUSE_BIT else SUITS[bit >> 4])
    for bit in range(EXCUSE_BIT + 22)
]
CHELEM: Final = Chelem()
TRICKS: Final = 18


def above(card: int) -> int:
    """Every bit above ``card`` (cards of its suit or trumps are compared by bit)."""
    return ~((card << 1) - 1)


def richest(mask: int) -> int:
    """The card of ``mask`` with the most points (the highest of them)."""
    for group in (BOUTS & ~EXCUSE, KINGS, QUEENS, KNIGHTS, JACKS, SMALL, TRUMPS):
        cards = mask & group
        if cards:
            return _high(cards)
    return mask & -mask


def poorest(mask: int) -> int:
    """The plain card of ``mask`` with the fewest points, the lowest rank first."""
    for group in (SMALL, JACKS, KNIGHTS, QUEENS, KINGS):
        cards = mask & group
        if cards:
            best = 0
            best_rank = 99
            for card in _bits(cards):
                rank = (card.bit_length() - 1) & 15
                if rank < best_rank:
                    best, best_rank = card, rank
            return best
    return mask & -mask


def play_of(card: int) -> Play:
    action = PLAY_OF_BIT[card.bit_length() - 1]
    assert action is not None
    return action


def cheap(mask: int) -> int:
    """A card of ``mask`` with few points, found fast (the lowest small card first)."""
    for group in (SMALL, JACKS, KNIGHTS, QUEENS, KINGS):
        cards = mask & group
        if cards:
            return cards & -cards
    others = mask & ~PETIT
    return others & -others if others else mask
