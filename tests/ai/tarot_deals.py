"""Tarot deals built for the AI's tests (imported by them; not a test module)."""

from __future__ import annotations

from atout.rules import PASS, TAROT_PACK, Contract, Discard, TarotBid, TarotDeal, mask_of
from atout.rules.tarot import TarotOptions

TAKER = 1


def strong_taker_deal(dealer: int) -> TarotDeal:
    """A Garde by seat 1, who holds the Excuse and the trumps 5 to 21, the others passing; the
    chien (six low plain cards) taken and put back as the écart: the play is about to begin."""
    cards = {card.text: card for card in TAROT_PACK}
    strong = ["EX"] + [f"T{rank}" for rank in range(5, 22)]
    rest = [card for text, card in cards.items() if text not in strong]
    kitty = [card for card in rest if card.suit is not None and card.rank < 7][:6]
    others = [card for card in rest if card not in kitty]
    hands = [others[0:18], [cards[text] for text in strong], others[18:36], others[36:54]]
    deal = TarotDeal(dealer, hands, kitty, TarotOptions())
    for step in range(1, 5):  # the dealer's right speaks first
        deal.apply(TarotBid(Contract.GARDE) if (dealer + step) & 3 == TAKER else PASS)
    deal.apply(Discard(mask_of(kitty)))
    return deal
