"""The Rough card play, from what one seat knows (:class:`Brain`).

Each legal card is scored by the expected points of the trick it goes to (won by the
team or not, from the cards still unseen, the voids shown and who is still to play) minus
what the card is worth kept for later (masters, trumps, points that would be lost)
(:func:`choose_card`). So the bots win cheaply, give points to a partner who holds the
trick, keep masters, draw trumps as the attack, and lead masters or low cards from suits
the opponents cannot ruff. The contractor's first card names the best trump.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from atout.ai.masks import highest_bit as _top
from atout.ai.masks import single_bits as _bits
from atout.ai.rough.cards import PACK, above, beats, points_of, suit_of, winner
from atout.ai.rough.weights import (
    AFTER_EXTRA,
    DEF_TRUMP_LEAD,
    DRAW_BONUS,
    LEAD_EXTRA,
    LOSER_Q,
    PARTNER_AFTER,
    SAVED,
    SEQ_Q,
    SIDE_CONTROL,
    TRUMP_CONTROL,
    TRUMP_Q,
)
from atout.rules import SUIT_MASKS, Discard, Observation

__all__ = ["Brain", "choose_card", "observed", "shown_voids"]


class Brain:
    """What one seat knows while it chooses a card: the cards still unseen, the voids
    shown, the hand sizes; or (``hands`` given, in a rollout) every hand exactly."""

    __slots__ = ("attack", "hands", "me", "sizes", "trump", "unseen", "void")

    def __init__(
        self,
        *,
        me: int,
        attack: int,
        trump: int,
        unseen: int,
        void: Sequence[int],
        sizes: Sequence[int],
        hands: Sequence[int] | None = None,
    ) -> None:
        self.me = me
        self.attack = attack  # the contractor's team
        self.trump = trump
        self.unseen = unseen
        self.void = void
        self.sizes = sizes
        self.hands = hands

    def p_any(self, seat: int, cards: int) -> float:
        """The chance that ``seat`` holds at least one of ``cards``."""
        if self.hands is not None:
            return 1.0 if self.hands[seat] & cards else 0.0
        room = self.unseen & ~self.void[seat]
        cards &= room
        if not cards:
            return 0.0
        k = cards.bit_count()
        h = self.sizes[seat]
        u = room.bit_count()
        if k + h > u:
            return 1.0
        none = 1.0
        for i in range(h):
            none *= (u - k - i) / (u - i)
        return 1.0 - none

    def beat_chance(self, card: int, seat: int, lead: int) -> float:
        """The chance that ``seat`` can beat ``card`` in a trick led in ``lead``."""
        trump = self.trump
        unseen = self.unseen
        if card & lead:
            chance = self.p_any(seat, unseen & lead & above(card))
            if trump and not lead & trump and chance < 1:
                void = 1.0 - self.p_any(seat, unseen & lead)
                if void:
                    chance += (1 - chance) * void * self.p_any(seat, unseen & trump)
            return chance
        if not card & trump:
            return 1.0  # a card off the lead and not trump never wins
        void = 1.0 - self.p_any(seat, unseen & lead)
        return void * self.p_any(seat, unseen & trump & above(card)) if void else 0.0

    def partner_tops(self, card: int, partner: int) -> float:
        """The chance that ``partner`` holds the best card above ``card`` (of its suit,
        or a trump to ruff it), so that he wins a trick ``card`` leads and loses."""
        suit = suit_of(card)
        unseen = self.unseen
        higher = unseen & suit & above(card)
        if self.hands is not None:
            if higher:
                return 1.0 if self.hands[partner] & _top(higher) else 0.0
            return 0.0
        if self.void[partner] & suit:
            trump = self.trump
            if trump and not suit & trump:
                return self.p_any(partner, unseen & trump) * 0.8
            return 0.0
        if not higher:
            return 0.0
        room = (unseen & ~self.void[partner]).bit_count()
        return min(1.0, self.sizes[partner] / room) if room else 0.0

    def risk(self, card: int, seats: Sequence[int], lead: int) -> float:
        """The chance that one of ``seats`` beats ``card``."""
        hold = 1.0
        for seat in seats:
            hold *= 1.0 - self.beat_chance(card, seat, lead)
        return 1.0 - hold

    def keep_value(self, card: int) -> float:
        """What ``card`` is worth kept for a later trick (in points of score difference)."""
        suit = suit_of(card)
        points = points_of(card)
        trump = self.trump
        outside = (self.unseen & suit & above(card)).bit_count()
        if card & trump:
            q = 1.0 if not outside else TRUMP_Q**outside
            control = TRUMP_CONTROL
        else:
            q = SEQ_Q if not outside else LOSER_Q**outside
            if trump and self.unseen & trump:
                hold = 1.0
                for seat in ((self.me + 1) & 3, (self.me + 3) & 3):
                    void = 1.0 - self.p_any(seat, self.unseen & suit)
                    if void:
                        hold *= 1.0 - void * self.p_any(seat, self.unseen & trump)
                q *= hold
            control = SIDE_CONTROL
        q_end = q + (1 - q) * SAVED
        return (2 * q_end - 1) * points + q * control


def choose_card(brain: Brain, legal: int, trick: Sequence[tuple[int, int]]) -> int:
    """The card (a single-bit mask) to play among ``legal``."""
    if legal & (legal - 1) == 0:
        return legal
    me = brain.me
    partner = me ^ 2
    opponents = ((me + 1) & 3, (me + 3) & 3)
    trump = brain.trump
    best = -math.inf
    choice = legal & -legal
    if not trick:
        attack = (me & 1) == brain.attack
        opp_trumps = 0.0
        if trump and brain.unseen & trump:
            opp_trumps = 1.0 - (1 - brain.p_any(opponents[0], brain.unseen & trump)) * (
                1 - brain.p_any(opponents[1], brain.unseen & trump)
            )
        for card in _bits(legal):
            lead = suit_of(card)
            mine = 1.0 - brain.risk(card, opponents, lead)
            helped = brain.partner_tops(card, partner) if mine < 1 else 0.0
            ours = mine + (1 - mine) * helped
            value = (2 * ours - 1) * (points_of(card) + LEAD_EXTRA) - brain.keep_value(card)
            if card & trump:
                value += DRAW_BONUS * opp_trumps if attack else -DEF_TRUMP_LEAD
            if value > best:
                best, choice = value, card
        return choice
    lead = suit_of(trick[0][1])
    win_seat, win_card = winner(trick, trump)
    after = [(me + k) & 3 for k in range(1, 4 - len(trick))]
    opponents_after = [seat for seat in after if (seat ^ me) & 1]
    points = sum(points_of(card) for _, card in trick) + AFTER_EXTRA * len(after)
    partner_holds = 0.0
    if win_seat == partner:
        partner_holds = 1.0 - brain.risk(win_card, opponents_after, lead)
    elif partner in after:
        partner_holds = brain.beat_chance(win_card, partner, lead) * PARTNER_AFTER
        if after[-1] != partner:  # an opponent plays after him
            partner_holds *= 0.7
    for card in _bits(legal):
        if beats(card, win_card, lead, trump):
            ours = 1.0 - brain.risk(card, opponents_after, lead)
        else:
            ours = partner_holds
        value = (2 * ours - 1) * (points + points_of(card)) - brain.keep_value(card)
        if value > best:
            best, choice = value, card
    return choice


def observed(obs: Observation) -> tuple[int, int, list[tuple[int, int]], int, int]:
    """From an observation in the play: the hand, the cards played, the trick under way,
    the trump mask and the seat's own discard (0 unless it is the contractor)."""
    hand = 0
    for card in obs.hand:
        hand |= card.mask
    played = obs.played_mask
    trick = [(seat, card.mask) for seat, card in obs.trick]
    trump = SUIT_MASKS[obs.trump] & PACK if obs.trump is not None else 0
    discard = 0
    for seat, action in obs.history:
        if seat == obs.seat and isinstance(action, Discard):
            discard = action.mask
    return hand, played, trick, trump, discard


def shown_voids(obs: Observation) -> list[int]:
    voids = [0, 0, 0, 0]
    tricks = [[(seat, card.mask) for seat, card in trick.plays()] for trick in obs.tricks]
    tricks.append([(seat, card.mask) for seat, card in obs.trick])
    for plays in tricks:
        if not plays:
            continue
        lead = suit_of(plays[0][1])
        for seat, card in plays[1:]:
            if not card & lead:
                voids[seat] |= lead
    return voids
