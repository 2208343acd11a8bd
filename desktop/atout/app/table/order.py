"""The order of the cards in the player's hand: by suit, colours alternating, high to low.

The suits held are put in the order that alternates black and red best (the trump suit first
when there is one); within a suit the cards go from high to low. In Tarot the Excuse and the
trumps come together after the suits, the Excuse first, then the trumps from the 21 down.

>>> from atout.rules import Card, Suit
>>> hand = [Card.parse(t) for t in ["8S", "AH", "KS", "10C", "QD"]]
>>> [c.text for c in sorted_hand(hand)]
['KS', '8S', 'AH', '10C', 'QD']
>>> [c.text for c in sorted_hand(hand, trump=Suit.DIAMONDS)]
['QD', 'KS', '8S', 'AH', '10C']
>>> [c.text for c in sorted_hand([Card.parse(t) for t in ["T1", "EX", "KC", "T21", "2H"]])]
['2H', 'KC', 'EX', 'T21', 'T1']
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from atout.rules import Card, Suit

__all__ = ["sorted_hand", "suit_order"]

_RED = frozenset({Suit.HEARTS, Suit.DIAMONDS})
#: The order tried first when several alternate equally well.
_BASE = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def _breaks(order: Sequence[Suit]) -> int:
    """How many neighbours share a colour."""
    return sum(1 for a, b in itertools.pairwise(order) if (a in _RED) == (b in _RED))


def suit_order(held: Iterable[Suit], trump: Suit | None = None) -> tuple[Suit, ...]:
    """The suits ``held`` in the order that alternates colours best, ``trump`` first if held."""
    suits = [suit for suit in _BASE if suit in set(held)]
    best: tuple[Suit, ...] = tuple(suits)
    best_key: tuple[int, int, int] | None = None
    for rank, order in enumerate(itertools.permutations(suits)):
        if trump in suits and order[0] is not trump:
            continue
        key = (_breaks(order), 0, rank)
        if best_key is None or key < best_key:
            best, best_key = order, key
    return best


def sorted_hand(cards: Iterable[Card], trump: Suit | None = None) -> tuple[Card, ...]:
    """``cards`` in the order the hand shows them (see the module's text)."""
    cards = list(cards)
    suits = suit_order({card.suit for card in cards if card.suit is not None}, trump)
    place = {suit: index for index, suit in enumerate(suits)}

    def key(card: Card) -> tuple[int, int]:
        if card.suit is not None:
            return (place[card.suit], -card.rank)
        if card.is_excuse:
            return (len(suits), 0)
        return (len(suits) + 1, -card.rank)

    return tuple(sorted(cards, key=key))
