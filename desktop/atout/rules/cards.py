"""Cards, suits and the three packs, in the notation of docs/contracts.md.

Every card is one interned object: ``Card.parse("AS") is Card.parse("AS")``.
Each card owns a fixed bit (``card.bit``) so that hands and tricks can be
kept as integer bitmasks; within a suit a higher bit is a stronger card in
every game (Ace above King in La Carotte and Le Rough, King above Queen,
Knight, Jack down to the 1 in Tarot).

>>> Card.parse("10H")
Card('10H')
>>> str(Card.parse("ks")), Card.parse("KS").suit.symbol
('KS', '♠')
>>> len(CAROTTE_PACK), len(ROUGH_PACK), len(TAROT_PACK)
(28, 36, 78)
>>> CAROTTE_PACK.parse_card("7H")
Traceback (most recent call last):
...
atout.rules.errors.CardError: 7H is not a card of the carotte pack
>>> cards_from_mask(Card.parse("AS").mask | Card.parse("8C").mask)
(Card('AS'), Card('8C'))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from enum import IntEnum
from typing import Final, overload

from atout.rules.errors import CardError

__all__ = [
    "CAROTTE_PACK",
    "EXCUSE_BIT",
    "ROUGH_PACK",
    "SUIT_MASKS",
    "TAROT_PACK",
    "TRUMP_MASK",
    "Card",
    "Pack",
    "Suit",
    "cards_from_mask",
    "mask_of",
    "single_bits",
]


class Suit(IntEnum):
    """The four suits, in the order of the notation ``S H D C``."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """The letter of the notation: ``S``, ``H``, ``D`` or ``C``."""
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        """The suit sign: ♠ ♥ ♦ ♣."""
        return "♠♥♦♣"[self]

    @property
    def french(self) -> str:
        """The French name: pique, cœur, carreau, trèfle."""
        return ("pique", "cœur", "carreau", "trèfle")[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter (``"H"``); any other text raises :class:`CardError`.

        >>> Suit.parse("c")
        <Suit.CLUBS: 3>
        """
        if isinstance(text, str) and len(text) == 1:
            index = "SHDC".find(text.upper())
            if index >= 0:
                return cls(index)
        raise CardError("bad_suit", f"{text!r} is not a suit (one of S H D C)", text=str(text))


# Rank numbers: 1..10 are the pip cards (1 is the Tarot ace), then the court.
JACK: Final = 11
KNIGHT: Final = 12
QUEEN: Final = 13
KING: Final = 14
ACE: Final = 15

_RANK_TEXT: Final = {JACK: "J", KNIGHT: "N", QUEEN: "Q", KING: "K", ACE: "A"}
_RANK_OF_TEXT: Final = {text: rank for rank, text in _RANK_TEXT.items()}

#: Bit of the Excuse; trumps T1..T21 take the bits just above it.
EXCUSE_BIT: Final = 64
_TRUMP_BASE: Final = 64
#: Bitmask of each suit, indexed by ``Suit``.
SUIT_MASKS: Final = tuple(0xFFFF << (16 * suit) for suit in range(4))
#: Bitmask of the 21 Tarot trumps (the Excuse is not a trump).
TRUMP_MASK: Final = sum(1 << (_TRUMP_BASE + n) for n in range(1, 22))


class Card:
    """One playing card. Never built directly: use :meth:`Card.parse` or a pack.

    Attributes: ``suit`` (a :class:`Suit`, or ``None`` for a Tarot trump and the
    Excuse), ``rank`` (1..15 for suit cards, 1..21 for trumps, 0 for the Excuse),
    ``bit`` and ``mask`` (``1 << bit``).
    """

    __slots__ = ("bit", "is_excuse", "is_trump", "mask", "rank", "suit", "text")

    bit: int
    mask: int
    suit: Suit | None
    rank: int
    is_trump: bool
    is_excuse: bool
    text: str

    _by_text: dict[str, Card] = {}  # noqa: RUF012 - the intern table
    _by_bit: dict[int, Card] = {}  # noqa: RUF012

    def __init__(self) -> None:  # pragma: no cover - guarded
        raise TypeError("cards are interned: use Card.parse()")

    @classmethod
    def _make(cls, text: str, bit: int, suit: Suit | None, rank: int) -> Card:
        card = object.__new__(cls)
        card.text = text
        card.bit = bit
        card.mask = 1 << bit
        card.suit = suit
        card.rank = rank
        card.is_trump = suit is None and rank > 0
        card.is_excuse = suit is None and rank == 0
        cls._by_text[text] = card
        cls._by_bit[bit] = card
        return card

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written ``text`` in any pack (``AS``, ``10H``, ``NC``, ``T21``, ``EX``).

        Case does not matter. Anything else raises :class:`CardError`.

        >>> Card.parse("t21").is_trump
        True
        >>> Card.parse("1S").rank
        1
        """
        if isinstance(text, str):
            card = cls._by_text.get(text.strip().upper())
            if card is not None:
                return card
        raise CardError("bad_card", f"{text!r} is not a card", text=str(text))

    @classmethod
    def from_bit(cls, bit: int) -> Card:
        """The card that owns ``bit``."""
        return cls._by_bit[bit]

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __str__(self) -> str:
        return self.text

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.text,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        return self.bit < other.bit

    @property
    def label(self) -> str:
        """A short label for people: ``A♠``, ``10♥``, ``T21``, ``Excuse``."""
        if self.suit is not None:
            return self.text[:-1] + self.suit.symbol
        return "Excuse" if self.is_excuse else self.text


def _build_cards() -> None:
    for suit in Suit:
        for rank in range(1, 16):
            rank_text = _RANK_TEXT.get(rank, str(rank))
            Card._make(rank_text + suit.letter, 16 * suit + rank, suit, rank)
    Card._make("EX", EXCUSE_BIT, None, 0)
    for n in range(1, 22):
        Card._make(f"T{n}", _TRUMP_BASE + n, None, n)


_build_cards()

_CARD_OF_BIT: Final = [Card._by_bit.get(bit) for bit in range(_TRUMP_BASE + 22)]


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, lowest bit first (suits S H D C, each low to high)."""
    out = []
    table = _CARD_OF_BIT
    while mask:
        low = mask & -mask
        card = table[low.bit_length() - 1]
        if card is None:
            raise CardError("bad_mask", f"bit {low.bit_length() - 1} is no card")
        out.append(card)
        mask ^= low
    return tuple(out)


def single_bits(mask: int) -> list[int]:
    """The single-bit masks of ``mask``, lowest first (the cards' bits, in pack order).

    >>> single_bits(0b10110)
    [2, 4, 16]
    """
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask of some cards."""
    mask = 0
    for card in cards:
        mask |= card.mask
    return mask


class Pack(Sequence[Card]):
    """The cards of one game, in a fixed order (suits S H D C, each high to low).

    >>> [str(c) for c in CAROTTE_PACK[:7]]
    ['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S']
    >>> CAROTTE_PACK.mask == mask_of(CAROTTE_PACK)
    True
    """

    def __init__(self, name: str, cards: Iterable[Card]) -> None:
        self.name = name
        self._cards = tuple(cards)
        self.mask = mask_of(self._cards)
        if self.mask.bit_count() != len(self._cards):
            raise ValueError("a pack holds each card once")

    @overload
    def __getitem__(self, index: int) -> Card: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Card, ...]: ...
    def __getitem__(self, index: int | slice) -> Card | tuple[Card, ...]:
        return self._cards[index]

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.mask)

    def __repr__(self) -> str:
        return f"<Pack {self.name}: {len(self)} cards>"

    def parse_card(self, text: str) -> Card:
        """The card written ``text``, which must belong to this pack."""
        try:
            card = Card.parse(text)
        except CardError:
            raise CardError("bad_card", f"{text!r} is not a card", text=str(text), pack=self.name) from None
        if not self.mask & card.mask:
            raise CardError(
                "not_in_pack",
                f"{card} is not a card of the {self.name} pack",
                text=card.text,
                pack=self.name,
            )
        return card

    def parse_cards(self, texts: Iterable[str]) -> tuple[Card, ...]:
        """Several cards of this pack; a repeated card is an error."""
        cards = tuple(self.parse_card(text) for text in texts)
        if mask_of(cards).bit_count() != len(cards):
            seen: set[Card] = set()
            for card in cards:
                if card in seen:
                    raise CardError("repeated_card", f"{card} is given twice", card=card.text)
                seen.add(card)
        return cards


def _suit_cards(ranks: str) -> list[Card]:
    return [Card.parse(rank + suit.letter) for suit in Suit for rank in ranks.split()]


#: La Carotte: 28 cards, A K Q J 10 9 8 in each suit.
CAROTTE_PACK: Final = Pack("carotte", _suit_cards("A K Q J 10 9 8"))
#: Le Rough: 36 cards, A K Q J 10 9 8 7 5 in each suit.
ROUGH_PACK: Final = Pack("rough", _suit_cards("A K Q J 10 9 8 7 5"))
#: French Tarot: 56 suit cards K Q N J 10..1, the trumps T21..T1 and the Excuse.
TAROT_PACK: Final = Pack(
    "tarot",
    [
        *_suit_cards("K Q N J 10 9 8 7 6 5 4 3 2 1"),
        *(Card.parse(f"T{n}") for n in range(21, 0, -1)),
        Card.parse("EX"),
    ],
)
