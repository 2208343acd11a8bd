"""The order of the cards in the player's hand: by suit, colours alternating, high to low.

The suits held are put in the order that alternates black and red best (the trump suit first
when there is one); within a suit the cards go from high to low. In Tarot the Excuse and the
trumps come together after the suits, the Excuse first, then the trumps from the 21 down.

At the table the order of the suits is decided once per deal (:class:`HandOrder`), so that the
cards never jump under the pointer: when the hand is dealt, and again when the trumps become
known before any card is played (La Carotte's, after the écart), never after. A suit that runs
out leaves the others where they stand (the player's eye knows where his hearts are); a suit
that comes in (the chien, the mise) takes the place where it alternates best, the others
keeping theirs. Le Rough's trumps, set by the first card led, therefore move nothing.

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

from atout.rules import Card, Observation, Suit

__all__ = ["HandOrder", "by_suits", "sorted_hand", "suit_order"]

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
    return by_suits(cards, suit_order({card.suit for card in cards if card.suit is not None}, trump))


def by_suits(cards: Iterable[Card], suits: Sequence[Suit]) -> tuple[Card, ...]:
    """``cards`` by ``suits`` (which hold every suit of theirs), high to low in each; the Excuse,
    then the Tarot's trumps, after them."""
    place = {suit: index for index, suit in enumerate(suits)}

    def key(card: Card) -> tuple[int, int]:
        if card.suit is not None:
            return (place[card.suit], -card.rank)
        if card.is_excuse:
            return (len(suits), 0)
        return (len(suits) + 1, -card.rank)

    return tuple(sorted(cards, key=key))


def _insert(order: Sequence[Suit], suit: Suit, shown: Iterable[Suit], *, first: bool) -> tuple[Suit, ...]:
    """``order`` with ``suit`` where the suits ``shown`` alternate their colours best (the last
    such place: the fewest cards move), the others kept in their order; not before the first one
    unless ``first`` (the trumps stay first)."""
    seen = set(shown) | {suit}
    tries = [(*order[:at], suit, *order[at:]) for at in range(len(order), -1 if first else 0, -1)]
    return min(tries, key=lambda tried: _breaks([s for s in tried if s in seen]))


class HandOrder:
    """The order of the player's suits during one deal (see the module's text).

    >>> from atout.rules import Card, Suit
    >>> cards = lambda text: [Card.parse(t) for t in text.split()]
    >>> order = HandOrder()
    >>> [c.text for c in order.sort(cards("8S AH KC QD"))]
    ['8S', 'AH', 'KC', 'QD']
    >>> [c.text for c in order.sort(cards("8S KC QD"), started=True)]  # the hearts ran out
    ['8S', 'KC', 'QD']
    >>> [c.text for c in order.sort(cards("8S KC QD"), Suit.DIAMONDS, started=True)]  # too late
    ['8S', 'KC', 'QD']
    >>> order.reset()
    >>> [c.text for c in order.sort(cards("8S AH KC"))]
    ['8S', 'AH', 'KC']
    >>> [c.text for c in order.sort(cards("8S AH KC QD"))]  # the diamonds come in (the mise)
    ['8S', 'AH', 'KC', 'QD']
    >>> [c.text for c in order.sort(cards("8S AH KC QD"), Suit.CLUBS)]  # trumps known before play
    ['KC', 'AH', '8S', 'QD']
    """

    def __init__(self) -> None:
        self._suits: tuple[Suit, ...] = ()
        self._trump: Suit | None = None
        self._fresh = True

    def reset(self) -> None:
        """A new deal: the next hand sorted decides the order again."""
        self._suits = ()
        self._trump = None
        self._fresh = True

    def arrange(self, obs: Observation) -> tuple[Card, ...]:
        """The player's hand as ``obs`` sees it, in this deal's order."""
        return self.sort(obs.hand, obs.trump, started=bool(obs.tricks or obs.trick))

    def sort(
        self, cards: Iterable[Card], trump: Suit | None = None, *, started: bool = False
    ) -> tuple[Card, ...]:
        """``cards`` in this deal's order; ``trump`` is heeded only while no card has been played
        (``started``: one has)."""
        cards = list(cards)
        held = [suit for suit in _BASE if any(card.suit is suit for card in cards)]
        if self._fresh or (not started and trump is not self._trump):
            gone = [suit for suit in self._suits if suit not in held]
            self._suits = (*suit_order(held, trump), *gone)  # a suit back (an undo) finds its place
            self._trump = trump
            self._fresh = False
        for suit in held:
            if suit not in self._suits:
                first = not (self._suits and self._suits[0] is self._trump)
                self._suits = _insert(self._suits, suit, held, first=first)
        return by_suits(cards, self._suits)
