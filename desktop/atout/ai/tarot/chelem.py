"""The Tarot chelem: announced only when the hand is sure to take every trick (masters
enough to draw every missing trump, then only master cards, the Excuse led last)."""

from __future__ import annotations

from atout.ai.masks import highest_bit as _high
from atout.ai.tarot.cards import PACK, SUITS, TRUMPS, above

__all__ = ["sure_chelem"]


def sure_chelem(hand: int, out_of_play: int = 0) -> bool:
    """Whether ``hand`` (the taker's, before the first card) takes every trick for sure:
    masters enough to draw every trump the others may hold, then only master cards
    (each suit held from the top), the Excuse led last. ``out_of_play``: cards known to
    be nobody's (the écart).

    >>> from atout.rules import Card, mask_of
    >>> strong = [f"T{n}" for n in range(6, 22)] + ["KS", "EX"]
    >>> sure_chelem(mask_of(Card.parse(t) for t in strong))
    True
    >>> sure_chelem(mask_of(Card.parse(t) for t in [*strong[:-2], "NS", "KS"]))
    False
    """
    others = PACK & ~hand & ~out_of_play
    their_trumps = others & TRUMPS
    if their_trumps:
        masters = hand & TRUMPS & above(_high(their_trumps))
        if masters.bit_count() < their_trumps.bit_count():
            return False
    for suit in SUITS:
        mine = hand & suit
        if mine and others & suit & above(mine & -mine):
            return False
    return True
