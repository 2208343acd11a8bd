"""What a Tarot seat may choose, and why a choice or a card is refused: the écart (rule 11), the
poignée (rule 14), the card played (rules 16 to 18).

:class:`~atout.rules.tarot_deal.TarotDeal` offers its choices and checks its actions by these
functions, on the bitmasks of the hands; the laws of the cards themselves are in
:mod:`atout.rules.tarot_cards`.

>>> from atout.rules.cards import Card, mask_of
>>> hand = mask_of(Card.parse(text) for text in "T1 T5 KH QH 1H 2H 3H 4H".split())
>>> choice = ecart_choice(0, hand)
>>> [card.text for card in choice.allowed], choice.refused[Card.parse("KH")][0]
(['1H', '2H', '3H', '4H', 'QH', 'T5'], 'ecart_king')
>>> check_ecart(0, hand, mask_of(Card.parse(text) for text in "KH QH 1H 2H 3H 4H".split()))
Traceback (most recent call last):
...
atout.rules.errors.IllegalActionError: a King may not go in the écart (KH)
"""

from __future__ import annotations

from typing import Final

from atout.rules.actions import Chelem
from atout.rules.cards import EXCUSE_BIT, TRUMP_MASK, Card, Suit, cards_from_mask
from atout.rules.deal import CardChoice, seat_name
from atout.rules.errors import IllegalActionError
from atout.rules.tarot_cards import (
    _KINGS,
    BOUTS,
    CHIEN_SIZE,
    EXCUSE,
    SUITS_MASK,
    ecart_allowed,
    poignee_counts,
    proposed_poignee,
)
from atout.rules.tarot_count import POIGNEE_BONUS

__all__ = ["CHELEM", "check_ecart", "check_poignee", "ecart_choice", "illegal_play", "poignee_choice"]

#: The chelem announcement (rule 13).
CHELEM: Final = Chelem()


# -- the écart (rule 11) ---------------------------------------------------------------------------
def ecart_choice(taker: int, hand: int) -> CardChoice:
    """The écart the taker must make from ``hand`` (the chien taken in): six cards, neither a King
    nor a bout, trumps only when there are not six other cards; the chelem is offered as soon as
    it is made (rule 13)."""
    allowed = ecart_allowed(hand)
    refused: dict[Card, tuple[str, str]] = {}
    for card in cards_from_mask(hand & ~allowed):
        if card.mask & _KINGS:
            refused[card] = ("ecart_king", "a King may not go in the écart")
        elif card.mask & BOUTS:
            refused[card] = ("ecart_bout", "a bout may not go in the écart")
        else:
            refused[card] = (
                "ecart_trump",
                "a trump may go in the écart only when there are not 6 other cards to put",
            )
    return CardChoice("ecart", taker, (CHIEN_SIZE,), allowed, hand, refused, then_offered=(CHELEM,))


def check_ecart(seat: int, hand: int, mask: int) -> None:
    """Raise :class:`IllegalActionError` unless the cards of ``mask`` are an écart ``seat`` may
    make from ``hand``."""
    count = mask.bit_count()
    if count != CHIEN_SIZE:
        raise IllegalActionError("ecart_count", f"the écart is {CHIEN_SIZE} cards, not {count}", count=count)
    if mask & ~hand:
        missing = cards_from_mask(mask & ~hand)[0]
        raise IllegalActionError(
            "not_in_hand", f"{missing} is not in {seat_name(seat)}'s hand", card=missing.text
        )
    if mask & _KINGS:
        king = cards_from_mask(mask & _KINGS)[0]
        raise IllegalActionError("ecart_king", f"a King may not go in the écart ({king})", card=king.text)
    if mask & BOUTS:
        bout = cards_from_mask(mask & BOUTS)[0]
        raise IllegalActionError("ecart_bout", f"a bout may not go in the écart ({bout})", card=bout.text)
    if mask & TRUMP_MASK:
        left = hand & SUITS_MASK & ~_KINGS & ~mask
        if left:
            instead = cards_from_mask(left)[0]
            raise IllegalActionError(
                "ecart_trump",
                f"a trump may go in the écart only when no other card can ({instead} can)",
                card=instead.text,
            )


# -- the poignée (rule 14) -------------------------------------------------------------------------
def poignee_choice(seat: int, hand: int) -> CardChoice | None:
    """The poignée ``seat`` may show from ``hand``, with the largest one proposed; ``None`` when
    the hand holds too few trumps (the Excuse counted) for one."""
    counts = poignee_counts(hand)
    if not counts:
        return None
    trumps = (hand & TRUMP_MASK).bit_count()
    allowed = hand & TRUMP_MASK
    if hand & EXCUSE and trumps + 1 in counts:
        allowed |= EXCUSE
    refused = dict.fromkeys(
        cards_from_mask(hand & ~allowed & ~EXCUSE),
        ("poignee_not_trump", "a poignée shows trumps (and perhaps the Excuse) only"),
    )
    if hand & EXCUSE and not allowed & EXCUSE:
        refused[Card.from_bit(EXCUSE_BIT)] = (
            "poignee_excuse",
            "the Excuse may be shown only with every trump held",
        )
    proposed = proposed_poignee(hand, max(counts)).mask
    return CardChoice("poignee", seat, counts, allowed, hand, refused, proposed_mask=proposed)


def check_poignee(seat: int, hand: int, mask: int) -> None:
    """Raise :class:`IllegalActionError` unless the cards of ``mask`` are a poignée ``seat`` may
    show from ``hand`` (when it is shown is the deal's to check)."""
    count = mask.bit_count()
    if count not in POIGNEE_BONUS:
        raise IllegalActionError(
            "poignee_count", f"a poignée shows 10, 13 or 15 cards, not {count}", count=count
        )
    if mask & ~hand:
        missing = cards_from_mask(mask & ~hand)[0]
        raise IllegalActionError(
            "not_in_hand", f"{missing} is not in {seat_name(seat)}'s hand", card=missing.text
        )
    if mask & ~(TRUMP_MASK | EXCUSE):
        wrong = cards_from_mask(mask & ~(TRUMP_MASK | EXCUSE))[0]
        raise IllegalActionError(
            "poignee_not_trump",
            f"a poignée shows trumps (and perhaps the Excuse), not {wrong}",
            card=wrong.text,
        )
    if mask & EXCUSE and hand & TRUMP_MASK & ~mask:
        raise IllegalActionError("poignee_excuse", "the Excuse may be shown only with every trump held")


# -- the card played (rules 16 to 18) --------------------------------------------------------------
def illegal_play(seat: int, hand: int, led: int, best: int, card: Card) -> IllegalActionError:
    """Why ``card`` (held, and not the Excuse) may not be played by ``seat`` from ``hand`` to a
    trick whose suit led is ``led`` (``TRUMP_MASK`` for trumps) and whose winning card is
    ``best``."""
    if led == TRUMP_MASK or not hand & led:
        if not card.is_trump:
            return IllegalActionError("must_trump", f"{seat_name(seat)} must play a trump", seat=seat)
        top = cards_from_mask(best)[0] if best & TRUMP_MASK else None
        return IllegalActionError(
            "must_overtrump",
            f"{seat_name(seat)} must play a trump higher than {top}",
            seat=seat,
            over=top.text if top else None,
        )
    suit = Suit(((led & -led).bit_length() - 1) >> 4)
    return IllegalActionError(
        "must_follow", f"{seat_name(seat)} must follow {suit.symbol}", seat=seat, suit=suit.letter
    )
