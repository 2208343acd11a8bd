"""Actions: small immutable values, the same in the API and in the match log.

>>> Play(Card.parse("AS"))
Play(AS)
>>> Play.of(Card.parse("AS")) is Play.of(Card.parse("AS"))
True
>>> CarotteBid(5, Suit.HEARTS).to_json()
{'type': 'bid', 'tricks': 5, 'trump': 'H'}
>>> Discard.of(Card.parse(t) for t in ["AS", "8C"]) == Discard.of([Card.parse("8C"), Card.parse("AS")])
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, Final, Self

from atout.rules.cards import Card, Suit, cards_from_mask, mask_of

__all__ = [
    "PASS",
    "Action",
    "CardsAction",
    "CarotteBid",
    "Chelem",
    "Contract",
    "Discard",
    "HiddenDiscard",
    "Keep",
    "Pass",
    "Play",
    "Poignee",
    "RoughBid",
    "SansAtout",
    "TarotBid",
]


class Action:
    """Base of every action. ``kind`` is its ``type`` in the match log."""

    __slots__ = ()
    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, object]:
        """The action as the match log writes it (without the seat)."""
        return {"type": self.kind}


@dataclass(frozen=True, slots=True, repr=False)
class Pass(Action):
    """Pass in the bidding."""

    kind: ClassVar[str] = "pass"

    def __repr__(self) -> str:
        return "Pass()"


#: The one Pass everybody uses.
PASS: Final = Pass()


@dataclass(frozen=True, slots=True, repr=False)
class CarotteBid(Action):
    """La Carotte: a bid of ``tricks`` (4, 5, or 6 for the carotte) with a ``trump`` suit."""

    kind: ClassVar[str] = "bid"
    tricks: int
    trump: Suit

    def to_json(self) -> dict[str, object]:
        return {"type": "bid", "tricks": self.tricks, "trump": self.trump.letter}

    def __repr__(self) -> str:
        trump = self.trump.symbol if isinstance(self.trump, Suit) else repr(self.trump)
        return f"CarotteBid({self.tricks}{trump})"


@dataclass(frozen=True, slots=True, repr=False)
class RoughBid(Action):
    """Le Rough: a bid of ``points`` (a multiple of 5, up to 100: la partie)."""

    kind: ClassVar[str] = "bid"
    points: int

    def to_json(self) -> dict[str, object]:
        return {"type": "bid", "points": self.points}

    def __repr__(self) -> str:
        return f"RoughBid({self.points})"


class Contract(Enum):
    """The four Tarot contracts, lowest first; ``value`` is the log's name."""

    PRISE = "prise"
    GARDE = "garde"
    GARDE_SANS = "garde_sans"
    GARDE_CONTRE = "garde_contre"

    @property
    def rank(self) -> int:
        """0 for Prise up to 3 for Garde contre."""
        return _CONTRACT_ORDER.index(self)

    @property
    def multiplier(self) -> int:
        """1, 2, 4 or 6."""
        return (1, 2, 4, 6)[self.rank]


_CONTRACT_ORDER: Final = list(Contract)


@dataclass(frozen=True, slots=True, repr=False)
class TarotBid(Action):
    """Tarot: a bid of a contract."""

    kind: ClassVar[str] = "bid"
    contract: Contract

    def to_json(self) -> dict[str, object]:
        return {"type": "bid", "contract": self.contract.value}

    def __repr__(self) -> str:
        return f"TarotBid({self.contract.value})"


@dataclass(frozen=True, slots=True, repr=False)
class Keep(Action):
    """Le Rough: the dealer keeps (garde) the highest bid, or the minimum bid."""

    kind: ClassVar[str] = "keep"

    def __repr__(self) -> str:
        return "Keep()"


@dataclass(frozen=True, slots=True, repr=False)
class SansAtout(Action):
    """Le Rough: the contractor announces no trump, before his first card."""

    kind: ClassVar[str] = "sans_atout"

    def __repr__(self) -> str:
        return "SansAtout()"


@dataclass(frozen=True, slots=True, repr=False)
class Chelem(Action):
    """Tarot: the taker announces a chelem."""

    kind: ClassVar[str] = "chelem"

    def __repr__(self) -> str:
        return "Chelem()"


@dataclass(frozen=True, slots=True, repr=False)
class CardsAction(Action):
    """An action made of several cards at once, held as a bitmask (``mask``)."""

    mask: int

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Self:
        """The action of ``cards`` (order does not matter; a card given twice counts once)."""
        return cls(mask_of(cards))

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards, in pack order."""
        return cards_from_mask(self.mask)

    def to_json(self) -> dict[str, object]:
        return {"type": self.kind, "cards": [card.text for card in self.cards]}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({' '.join(card.text for card in self.cards)})"


@dataclass(frozen=True, slots=True, repr=False)
class Discard(CardsAction):
    """The cards put aside: the Carotte and Rough discard, the Tarot écart."""

    kind: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True, repr=False)
class HiddenDiscard(Action):
    """What the other seats see of a discard made face down: its size, and the cards
    of it that were shown (``shown``, a bitmask: the trumps of a Tarot écart).

    >>> HiddenDiscard(6, Card.parse("T3").mask)
    HiddenDiscard(6, shown T3)
    """

    kind: ClassVar[str] = "discard"
    count: int
    shown: int = 0

    @property
    def shown_cards(self) -> tuple[Card, ...]:
        """The cards shown, in pack order."""
        return cards_from_mask(self.shown)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"type": "discard", "count": self.count}
        if self.shown:
            out["shown"] = [card.text for card in self.shown_cards]
        return out

    def __repr__(self) -> str:
        if self.shown:
            return f"HiddenDiscard({self.count}, shown {' '.join(c.text for c in self.shown_cards)})"
        return f"HiddenDiscard({self.count})"


@dataclass(frozen=True, slots=True, repr=False)
class Poignee(CardsAction):
    """Tarot: a poignée, the trumps (and perhaps the Excuse) shown."""

    kind: ClassVar[str] = "poignee"


class Play(Action):
    """Play a card to the trick. ``Play.of(card)`` gives the interned action."""

    __slots__ = ("card",)
    kind: ClassVar[str] = "play"
    card: Card

    _interned: ClassVar[dict[Card, Play]] = {}

    def __init__(self, card: Card) -> None:
        if not isinstance(card, Card):
            raise TypeError("Play() takes a Card")
        object.__setattr__(self, "card", card)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    @classmethod
    def of(cls, card: Card) -> Play:
        """The one ``Play`` of ``card``."""
        action = cls._interned.get(card)
        if action is None:
            action = cls._interned[card] = cls(card)
        return action

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and other.card is self.card

    def __hash__(self) -> int:
        return hash(("play", self.card.bit))

    def __repr__(self) -> str:
        return f"Play({self.card.text})"

    def __reduce__(self) -> tuple[object, tuple[Card]]:
        return (Play.of, (self.card,))

    def to_json(self) -> dict[str, object]:
        return {"type": "play", "card": self.card.text}
