"""The Rough play-outs of the searching levels: the same card heuristics with every hand
of the sampled deal in view, the normal bidding, and a greedy discard (about 20 µs a
call, under 1 ms a whole deal).
"""

from __future__ import annotations

from atout.ai.masks import single_bits as _bits
from atout.ai.rough.bidding import normal_call
from atout.ai.rough.cards import NO_VOIDS, PACK, PTS, SUITS, suit_of
from atout.ai.rough.play import Brain, choose_card
from atout.rules import SUIT_MASKS, Action, RoughDeal

__all__ = ["quick_discard", "rollout_call", "rollout_card"]


def quick_discard(hand: int, banked: int = 1) -> int:
    """A fast discard: the trump is the suit with the most strength; the side 5s and 10s
    go first (last when the discard counts for the defence, ``banked`` -1), then the
    lowest side cards from the shortest suits; side aces stay."""
    best_suit = SUITS[0]
    best = -1
    for suit in SUITS:
        cards = hand & suit
        if not cards:
            continue
        strength = 3 * cards.bit_count() + (cards >> ((cards.bit_length() - 1) & ~15)).bit_length()
        if strength > best:
            best, best_suit = strength, suit
    scored = []
    for card in _bits(hand & ~best_suit):
        suit = suit_of(card)
        rank = (card.bit_length() - 1) & 15
        points = PTS[card.bit_length() - 1]
        if rank == 15:
            score = 0
        elif points:
            score = 100 * banked + points
        else:
            score = 50 - rank - 4 * (hand & suit).bit_count()
        scored.append((score, card))
    scored.sort(reverse=True)
    discard = 0
    for _, card in scored[:4]:
        discard |= card
    if discard.bit_count() < 4:
        for card in _bits(hand & best_suit):
            if discard.bit_count() == 4:
                break
            discard |= card
    return discard


def rollout_call(deal: RoughDeal, seat: int) -> Action:
    legal = deal.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return normal_call(
        seat, deal.hand_mask(seat), history=deal.history, legal=legal, options=deal.options, totals=NO_VOIDS
    )


def rollout_card(deal: RoughDeal, seat: int, legal: int) -> int:
    hands = [deal.hand_mask(s) for s in range(4)]
    trump = SUIT_MASKS[deal.trump] & PACK if deal.trump is not None else 0
    trick = [(s, card.mask) for s, card in deal.current_trick()]
    if not trick and trump == 0 and not deal.tricks and not deal.sans_atout:
        cards = hands[seat]
        best = -1
        for suit in SUITS:
            count = (cards & suit).bit_count()
            if count > best:
                best, trump = count, suit
        legal &= trump
    unseen = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
    declarer = deal.declarer if deal.declarer is not None else seat
    brain = Brain(
        me=seat, attack=declarer & 1, trump=trump, unseen=unseen, void=NO_VOIDS, sizes=NO_VOIDS, hands=hands
    )
    return choose_card(brain, legal, trick)
