"""The Tarot's laws of the cards, on bitmasks: which card may be played to a trick (rules 16 to
18), where the Excuse goes (rules 18 and 19), what the cards are worth (rule 3), the target by
the bouts (rule 21), which cards may go in the écart (rule 11), which poignées a hand may show and
the one to propose (rule 14). :class:`~atout.rules.tarot_deal.TarotDeal` plays by them; the computer
players call them too.
"""

from __future__ import annotations

from typing import Final

from atout.rules.actions import (
    Poignee,
)
from atout.rules.cards import (
    EXCUSE_BIT,
    SUIT_MASKS,
    TAROT_PACK,
    TRUMP_MASK,
    Card,
    cards_from_mask,
    mask_of,
)
from atout.rules.tarot_count import (
    POIGNEE_BONUS,
    TARGETS,
    TRICKS,
)

__all__ = [
    "BOUTS",
    "CHIEN_SIZE",
    "EXCUSE",
    "HAND_SIZE",
    "PETIT",
    "SUITS_MASK",
    "VINGT_ET_UN",
    "card_half_points",
    "ecart_allowed",
    "excuse_exchange",
    "excuse_keeper",
    "last_trick_winner",
    "playable",
    "poignee_counts",
    "proposed_poignee",
    "target_for",
]

HAND_SIZE: Final = 18
CHIEN_SIZE: Final = 6

EXCUSE: Final = 1 << EXCUSE_BIT
PETIT: Final = Card.parse("T1").mask
VINGT_ET_UN: Final = Card.parse("T21").mask
#: The three bouts (rule 2).
BOUTS: Final = EXCUSE | PETIT | VINGT_ET_UN
SUITS_MASK: Final = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]
_KINGS: Final = mask_of(card for card in TAROT_PACK if card.rank == 14 and card.suit is not None)
_QUEENS: Final = mask_of(card for card in TAROT_PACK if card.rank == 13 and card.suit is not None)
_KNIGHTS: Final = mask_of(card for card in TAROT_PACK if card.rank == 12 and card.suit is not None)
_JACKS: Final = mask_of(card for card in TAROT_PACK if card.rank == 11 and card.suit is not None)
_NINE_HALVES: Final = BOUTS | _KINGS
_SMALL: Final = TAROT_PACK.mask & ~(_NINE_HALVES | _QUEENS | _KNIGHTS | _JACKS)


def playable(hand: int, led: int, best: int) -> int:
    """The cards of ``hand`` (a bitmask) that may be played to a trick whose suit led is
    ``led`` (the suit's mask, the trumps' for trumps, 0 before a card other than the
    Excuse) and which the card ``best`` holds so far (rules 16 to 18): follow suit, going
    over the best trump in trumps; else trump, over the best trump if possible; else any
    card; the Excuse at any time.

    >>> from atout.rules.cards import Suit
    >>> hand = mask_of(Card.parse(t) for t in ["T3", "T9", "EX", "KS"])
    >>> [c.text for c in cards_from_mask(playable(hand, TRUMP_MASK, Card.parse("T5").mask))]
    ['EX', 'T9']
    >>> [c.text for c in cards_from_mask(playable(hand, SUIT_MASKS[Suit.HEARTS], Card.parse("KH").mask))]
    ['EX', 'T3', 'T9']
    """
    if not led:
        return hand
    follow = hand & led
    if follow:
        if led == TRUMP_MASK:  # rule 16: monter if possible
            higher = follow & ~((best << 1) - 1)
            return (higher or follow) | (hand & EXCUSE)
        return follow | (hand & EXCUSE)
    trumps = hand & TRUMP_MASK
    if trumps:  # rule 17: trump, over the highest trump if possible
        if best & TRUMP_MASK:
            higher = trumps & ~((best << 1) - 1)
            if higher:
                trumps = higher
        return trumps | (hand & EXCUSE)
    return hand


def last_trick_winner(winner: int, leader: int, excuse_led: bool, leader_side_tricks: int) -> int:
    """Who wins the last trick that ``winner`` holds by its cards: its ``leader`` instead when
    he led the Excuse (``excuse_led``) and his side won every other trick (rule 19's
    exception: the Excuse then wins, and the chelem is whole)."""
    return leader if excuse_led and leader_side_tricks == TRICKS - 1 else winner


def excuse_keeper(*, last: bool, owner: int, winner: int, taker: int | None, fft: bool) -> int:
    """Who takes the Excuse that ``owner`` played to a trick ``winner`` won: its owner before
    the last trick (rule 18); in the last trick, the trick's winner, or under the ``fft``
    variant the taker when its owner's partner won it (rule 19)."""
    if not last:
        return owner
    if fft and winner != owner and (winner == taker) == (owner == taker):
        assert taker is not None
        return taker
    return winner


def excuse_exchange(owner: int, winner: int, taker: int | None) -> int:
    """Half points the taker's side gains (+1) or gives (-1) by the Excuse exchange (rule 18)
    for an Excuse played by ``owner`` before the last trick, in a trick ``winner`` won.

    The Excuse stays with its owner, who gives a half-point card for it when the other side
    won the trick (or, having no trick, counts it 4 and the other side gets the missing half
    point: the same figures).
    """
    if (owner == taker) == (winner == taker):
        return 0
    return 1 if winner == taker else -1


def card_half_points(mask: int) -> int:
    """The card points of ``mask`` counted in half points (rule 3): the whole pack is 182.

    >>> card_half_points(TAROT_PACK.mask)
    182
    >>> card_half_points(mask_of(Card.parse(t) for t in ["EX", "KS", "QH", "NC", "JD", "10S"])) / 2
    17.0
    """
    return (
        9 * (mask & _NINE_HALVES).bit_count()
        + 7 * (mask & _QUEENS).bit_count()
        + 5 * (mask & _KNIGHTS).bit_count()
        + 3 * (mask & _JACKS).bit_count()
        + (mask & _SMALL).bit_count()
    )


def target_for(bouts: int) -> int:
    """The points the taker needs with ``bouts`` bouts (rule 21).

    >>> [target_for(n) for n in range(4)]
    [56, 51, 41, 36]
    """
    return TARGETS[bouts]


def ecart_allowed(hand: int) -> int:
    """The cards that may go in the écart from ``hand`` (rule 11)."""
    plain = hand & SUITS_MASK & ~_KINGS
    if plain.bit_count() >= CHIEN_SIZE:
        return plain
    return plain | (hand & TRUMP_MASK & ~BOUTS)


def poignee_counts(hand: int) -> tuple[int, ...]:
    """The poignée sizes ``hand`` may show (rule 14)."""
    trumps = (hand & TRUMP_MASK).bit_count()
    counts = {count for count in POIGNEE_BONUS if trumps >= count}
    if hand & EXCUSE and trumps + 1 in POIGNEE_BONUS:
        counts.add(trumps + 1)
    return tuple(sorted(counts))


def proposed_poignee(hand: int, count: int) -> Poignee:
    """The poignée of ``count`` cards to propose from ``hand`` (a mask; rule 14): the lowest
    trumps, so that the high ones stay unseen, and the Excuse only in place of a trump the hand
    does not hold, that is with every trump. ``count`` must be a size the hand may show.

    >>> hand = mask_of(Card.parse(code) for code in ["EX", *(f"T{n}" for n in range(1, 13))])
    >>> proposed_poignee(hand, 13)                      # 12 trumps: the Excuse makes the 13th
    Poignee(EX T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12)
    >>> proposed_poignee(hand, 10)                      # 10 of the 12 trumps, no Excuse
    Poignee(T1 T2 T3 T4 T5 T6 T7 T8 T9 T10)
    """
    trumps = sorted(cards_from_mask(hand & TRUMP_MASK), key=lambda card: card.rank)
    if count > len(trumps):  # every trump, and the Excuse for the one missing
        return Poignee((hand & TRUMP_MASK) | EXCUSE)
    return Poignee(mask_of(trumps[:count]))
