"""Small helpers on card masks (one bit per card) shared by the games' policies.

>>> single_bits(0b10110)
[2, 4, 16]
>>> highest_bit(0b10110), highest_bit(0)
(16, 0)
"""

from __future__ import annotations

from typing import Final

from atout.rules import SUIT_MASKS
from atout.rules.cards import single_bits

__all__ = [
    "NO_TRICK",
    "HeldTrick",
    "cards_elsewhere",
    "follow_or_any",
    "highest_bit",
    "single_bits",
    "trick_after",
]

#: A trick as the Carotte and Rough solvers carry it: the suit led (its mask), the suit of the
#: card that holds the trick (the suit led, or trumps), that card, its seat, and every card on
#: the table; all 0 before the lead (:data:`NO_TRICK`).
HeldTrick = tuple[int, int, int, int, int]
NO_TRICK: Final[HeldTrick] = (0, 0, 0, 0, 0)


def highest_bit(mask: int) -> int:
    """The highest bit of ``mask`` (the strongest card of one suit), 0 for none."""
    return 1 << (mask.bit_length() - 1) if mask else 0


def follow_or_any(hand: int, led: int) -> int:
    """The cards of ``hand`` that may be played to a trick of the suit ``led`` (its mask, 0
    when the seat leads) where the only duty is to follow suit (La Carotte, Le Rough)."""
    follow = hand & led
    return follow if follow else hand


def cards_elsewhere(hands: list[int], seat: int, on_table: int) -> int:
    """The cards still in play that ``seat`` does not hold: the others' hands and the
    trick ``on_table`` (a solver treats two of the seat's cards as one only when none of
    these lies between them)."""
    others = on_table
    for other in range(4):
        if other != seat:
            others |= hands[other]
    return others


def trick_after(trick: HeldTrick, seat: int, bit: int, trump_mask: int) -> HeldTrick:
    """Who holds ``trick`` once ``seat`` has played the card ``bit`` to it, in a game of the
    French pack where one must only follow suit (La Carotte, Le Rough): the highest trump, else
    the highest card of the suit led."""
    led_mask, best_suit, best, best_seat, on_table = trick
    if not led_mask:
        suit = SUIT_MASKS[(bit.bit_length() - 1) >> 4]
        return (suit, suit, bit, seat, bit)
    if bit & best_suit:
        if bit > best:
            return (led_mask, best_suit, bit, seat, on_table | bit)
    elif bit & trump_mask:
        return (led_mask, trump_mask, bit, seat, on_table | bit)
    return (led_mask, best_suit, best, best_seat, on_table | bit)
