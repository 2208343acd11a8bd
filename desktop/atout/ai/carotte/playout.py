"""The Carotte play-outs of the searching levels: a bid on the estimate alone and cards
by a few rules on the deal's bitmasks (the discard is :func:`~atout.ai.carotte.discard.greedy_discard`).
"""

from __future__ import annotations

from typing import Final

from atout.ai.carotte.bidding import bid_estimate, make_chance
from atout.ai.carotte.cards import SUITS, beats, highest_card, lowest_card
from atout.ai.masks import highest_bit as _high
from atout.ai.masks import single_bits as _bits
from atout.rules import SUIT_MASKS, Action, CarotteBid, CarotteDeal, Suit

__all__ = ["rollout_call", "rollout_card"]

#: The worth of a made bid of 4, 5 and the carotte to its declarer
#: (:func:`~atout.ai.carotte.value.outcome_value`).
_MADE_WORTH: Final = {4: 4.0, 5: 5.0, 6: 6.0}


def rollout_call(deal: CarotteDeal, seat: int, boldness: float) -> Action:
    """The best bid on the estimate of the best suit, if it beats passing (taken as 0)."""
    hand = deal.hand_mask(seat)
    best_suit = 0
    estimate = -1.0
    for suit in SUITS:
        value = bid_estimate(hand, suit)
        if value > estimate:
            estimate, best_suit = value, suit
    estimate += boldness
    highest = deal.contract.tricks if deal.contract is not None else 3
    best_value = 0.0
    call = 0
    for tricks in range(highest + 1, 7):
        value = (2 * make_chance(estimate, tricks) - 1) * _MADE_WORTH[tricks]
        if value > best_value:
            best_value, call = value, tricks
    if call:
        return CarotteBid(call, Suit(best_suit))
    return deal.legal_actions()[0]  # pass, or the lowest bid for a dealer who must bid


def rollout_card(deal: CarotteDeal, seat: int) -> int:
    """A card by rules on bitmasks: the declarer leads his highest trump, a defender his
    highest side card; a seat whose side holds the trick plays its lowest (keeping its
    trumps); otherwise the lowest card that beats the trick, or the lowest."""
    legal = deal.legal_play_mask()
    if not legal & (legal - 1):
        return legal
    trump = deal.trump
    assert trump is not None
    trump_mask = SUIT_MASKS[trump]
    declarer = deal.declarer
    trick = deal.current_trick()
    if not trick:
        if seat == declarer:
            mine = legal & trump_mask
            return _high(mine) if mine else highest_card(legal)
        side = legal & ~trump_mask
        return highest_card(side) if side else lowest_card(legal)
    winner = deal.trick_winner()
    best = 0
    for who, card in trick:
        if who == winner:
            best = card.mask
    side = legal & ~trump_mask
    if (winner == declarer) == (seat == declarer):
        return lowest_card(side) if side else lowest_card(legal)
    winners = 0
    for bit in _bits(legal):
        if beats(bit, best, trump_mask):
            winners |= bit
    if winners:
        return lowest_card(winners)
    return lowest_card(side) if side else lowest_card(legal)
