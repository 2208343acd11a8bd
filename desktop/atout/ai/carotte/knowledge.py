"""What one Carotte seat knows during the play: the cards played, the voids shown and
the hand sizes give each unseen card's chance of being in each hand (:class:`Knowledge`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from atout.ai.carotte.cards import FULL, SUITS, above, beats, suit_of
from atout.ai.masks import single_bits as _bits
from atout.rules import SUIT_MASKS, CarotteOptions, Discard, Observation, Phase, mask_of
from atout.rules.sampling import voids_shown

__all__ = ["Knowledge"]


class Knowledge:
    """What a seat knows in the play: who may hold each unseen card, and how likely."""

    __slots__ = (
        "declarer",
        "hand",
        "led",
        "options",
        "poss",
        "prob",
        "seat",
        "sizes",
        "trick",
        "trick_best",
        "trick_best_seat",
        "tricks_won",
        "trump",
        "trump_mask",
        "unknown",
        "voids",
    )

    def __init__(self, obs: Observation) -> None:
        assert obs.declarer is not None and obs.trump is not None
        self.seat = seat = obs.seat
        self.declarer = declarer = obs.declarer
        self.trump = int(obs.trump)
        self.trump_mask = SUIT_MASKS[self.trump]
        self.options = cast(CarotteOptions, obs.options)
        self.hand = hand = mask_of(obs.hand)
        gone = obs.played_mask
        shown_mise = 0
        for who, action in obs.history:
            if who == seat and isinstance(action, Discard):
                gone |= action.mask
        if obs.kitty is not None and seat != declarer:
            shown_mise = mask_of(obs.kitty)
        self.unknown = unknown = FULL & ~hand & ~gone
        voids = voids_shown(obs)
        self.voids = voids
        self.sizes = sizes = obs.hand_sizes
        poss = [0, 0, 0, 0]
        for s in range(4):
            if s != seat:
                allowed = unknown
                for suit in SUITS:
                    if voids[s] & SUIT_MASKS[suit]:
                        allowed &= ~SUIT_MASKS[suit]
                if s != declarer:
                    allowed &= ~shown_mise
                poss[s] = allowed
        self.poss = poss
        # each unseen card lies in a hand (or in the discard the defenders did not see)
        # with a chance in proportion to the room there (weighting the declarer's trumps
        # or a rival's bid suit did no better in the arena)
        hidden = 4 if seat != declarer and obs.phase is Phase.PLAY else 0
        prob: list[dict[int, float]] = [{}, {}, {}, {}]
        for bit in _bits(unknown):
            holders = [s for s in range(4) if poss[s] & bit]
            total = sum(sizes[s] for s in holders) + hidden
            if total:
                for s in holders:
                    prob[s][bit] = sizes[s] / total
        self.prob = prob
        self.tricks_won = obs.tricks_won or (0, 0, 0, 0)
        self.trick = obs.trick
        self.led = -1
        self.trick_best = 0
        self.trick_best_seat = -1
        for who, card in obs.trick:
            bit = card.mask
            if self.led < 0:
                self.led = suit_of(bit)
                self.trick_best, self.trick_best_seat = bit, who
            elif beats(bit, self.trick_best, self.trump_mask):
                self.trick_best, self.trick_best_seat = bit, who

    # -- sides and chances ------------------------------------------------------------------
    def partner(self, other: int) -> bool:
        """Whether ``other`` plays on this seat's side (the declarer has no partner)."""
        return (other == self.declarer) == (self.seat == self.declarer)

    def opponents(self) -> list[int]:
        return [s for s in range(4) if s != self.seat and not self.partner(s)]

    def opponent_cards(self) -> int:
        mask = 0
        for s in self.opponents():
            mask |= self.poss[s]
        return mask

    def void_chance(self, s: int, suit: int) -> float:
        """The chance that seat ``s`` holds no card of ``suit``."""
        if self.voids[s] & SUIT_MASKS[suit] or not self.sizes[s]:
            return 1.0
        p = 1.0
        prob = self.prob[s]
        for bit in _bits(self.poss[s] & SUIT_MASKS[suit]):
            p *= 1.0 - prob.get(bit, 0.0)
        return p

    def any_chance(self, s: int, mask: int) -> float:
        """The chance that seat ``s`` holds at least one card of ``mask``."""
        p = 1.0
        prob = self.prob[s]
        for bit in _bits(self.poss[s] & mask):
            p *= 1.0 - prob.get(bit, 0.0)
        return 1.0 - p

    def holds_none(self, seats: Sequence[int], mask: int) -> float:
        """The chance that none of ``seats`` holds a card of ``mask``."""
        p = 1.0
        probs = [self.prob[s] for s in seats]
        for bit in _bits(mask & self.unknown):
            share = 0.0
            for prob in probs:
                share += prob.get(bit, 0.0)
            p *= max(0.0, 1.0 - share)
        return p

    def safe_chance(self, bit: int, led: int, seats: Sequence[int]) -> float:
        """The chance that none of ``seats``, playing after, beats ``bit`` (the card now
        winning a trick led in ``led``)."""
        if not seats:
            return 1.0
        trump_mask = self.trump_mask
        if bit & trump_mask:
            higher = above(bit)
            if led == self.trump:
                return self.holds_none(seats, higher)
            p = 1.0
            for s in seats:
                p *= 1.0 - self.void_chance(s, led) * self.any_chance(s, higher)
            return p
        p = self.holds_none(seats, above(bit))
        for s in seats:
            p *= 1.0 - self.void_chance(s, led) * self.any_chance(s, trump_mask)
        return p

    def later(self) -> list[int]:
        """The seats still to play to the trick under way, in order."""
        return [(self.seat + k) & 3 for k in range(1, 4 - len(self.trick))]

    def side_chance(self, bit: int) -> float:
        """The chance that this seat's side takes the trick if it plays ``bit`` now."""
        later = self.later()
        if self.led < 0:
            led = suit_of(bit)
            best, best_seat = bit, self.seat
        else:
            led = self.led
            if beats(bit, self.trick_best, self.trump_mask):
                best, best_seat = bit, self.seat
            else:
                best, best_seat = self.trick_best, self.trick_best_seat
        if self.partner(best_seat) or best_seat == self.seat:
            return self.safe_chance(best, led, [s for s in later if not self.partner(s)])
        if self.seat == self.declarer:
            return 0.0
        # a defender, the declarer holding the trick: a partner behind may still beat him
        return 1.0 - self.safe_chance(best, led, later)

    def future(self, bit: int) -> float:
        """What ``bit`` is worth kept for later: the chance it would take a trick if led
        now, raised for a card that only one or two outstanding cards beat."""
        opponents = self.opponents()
        p = self.safe_chance(bit, suit_of(bit), opponents)
        higher = (self.opponent_cards() & above(bit)).bit_count()
        if higher == 1:
            p += (1.0 - p) * 0.35
        elif higher == 2:
            p += (1.0 - p) * 0.12
        if bit & self.trump_mask:
            p = 0.5 + 0.5 * p
        return p
