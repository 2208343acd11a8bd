"""What one Tarot seat knows during the card play, read from its observation alone.

The cards played, the chien seen, the écart's shown trumps, the poignées, the voids and
trump limits shown by play, the taker's likely voids after his écart and his many trumps
give, for each other seat, the cards it may hold and the chance that it holds one of a set
(:class:`Knowledge`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from atout.ai.masks import single_bits as _bits
from atout.ai.tarot.cards import EXCUSE, HALF, PACK, PLAIN, SUIT_OF, SUITS, TRICKS, TRUMPS, above
from atout.rules import Observation, TarotBid, mask_of
from atout.rules.cards import EXCUSE_BIT
from atout.rules.tarot_sampling import tarot_slots

__all__ = ["Knowledge"]


class Knowledge:
    """What one seat knows of a deal under way, read once from its observation.

    ``possible[s]``: the cards seat ``s`` may hold (none for this seat: ``hand`` is its
    own); ``sure[s]``: those it surely holds (a poignée shown, the Kings and bouts of a
    chien it took, a card nobody else may hold); ``size[s]``: its number of cards.
    Cards nobody holds and nobody has seen may lie in a hidden place (the unseen chien,
    another seat's écart): ``hidden`` cards, ``hidden_size`` of them. ``trick`` is the
    trick under way, ``led`` its suit (``TRUMPS`` for trumps, 0 before a card other
    than the Excuse), ``best`` and ``best_seat`` the card that wins it so far.
    """

    __slots__ = (
        "best",
        "best_seat",
        "chelem_run",
        "hand",
        "hidden",
        "hidden_size",
        "led",
        "me",
        "multiplier",
        "out_of_play",
        "played",
        "possible",
        "size",
        "sure",
        "taker",
        "trick",
        "trick_points",
        "tricks_left",
        "void_prior",
    )

    def __init__(self, obs: Observation) -> None:
        me = obs.seat
        self.me = me
        self.taker = -1 if obs.declarer is None else obs.declarer
        self.hand = mask_of(obs.hand)
        contract = obs.contract
        self.multiplier = contract.contract.multiplier if isinstance(contract, TarotBid) else 1
        self.played = obs.played_mask
        pool, slots = tarot_slots(obs)
        self.out_of_play = PACK & ~pool & ~self.hand & ~self.played
        possible = [0, 0, 0, 0]
        size = [0, 0, 0, 0]
        hidden = 0
        hidden_size = 0
        for slot in slots:
            allowed = slot.allowed & pool
            if slot.name.startswith("hand:"):
                seat = int(slot.name[5:])
                possible[seat] = allowed
                size[seat] = slot.size
            else:
                hidden |= allowed
                hidden_size += slot.size
        sure = [0, 0, 0, 0]
        for seat in range(4):
            if seat == me:
                continue
            elsewhere = hidden if hidden_size else 0
            for other in range(4):
                if other != seat:
                    elsewhere |= possible[other]
            sure[seat] = possible[seat] & ~elsewhere
        self.possible = possible
        self.sure = sure
        # A taker who made an écart has voided suits on purpose: a defender who has not
        # seen him follow a suit yet gives him a good chance of being void in it, the more
        # so as fewer of its cards are unseen (measured over the normal level's écarts: from
        # 25% with 12 unseen cards to 65% with 7). Without an écart the cards fall at random.
        prior = [0.0, 0.0, 0.0, 0.0]
        taker = self.taker
        if taker >= 0 and taker != me and obs.kitty is not None:
            followed = 0
            for done_trick in obs.tricks:
                for seat, shown in done_trick.plays():
                    if seat == taker:
                        followed |= SUIT_OF[shown.bit]
            for seat, shown in obs.trick:
                if seat == taker:
                    followed |= SUIT_OF[shown.bit]
            for index, suit in enumerate(SUITS):
                unseen = (possible[taker] & suit).bit_count()
                if unseen and not followed & suit:
                    prior[index] = min(0.68, max(0.15, 1.21 - 0.08 * unseen))
        self.void_prior = prior
        self.size = size
        self.hidden = hidden if hidden_size else 0
        self.hidden_size = hidden_size
        self.tricks_left = TRICKS - len(obs.tricks)
        won = obs.tricks_won
        taker_tricks = won[self.taker] if won and self.taker >= 0 else 0
        done = len(obs.tricks)
        # the taker's side has won every trick so far (1), the defence (-1), or neither (0)
        self.chelem_run = 1 if done and taker_tricks == done else -1 if done and taker_tricks == 0 else 0
        trick = [(seat, card.mask) for seat, card in obs.trick]
        self.trick = trick
        led = 0
        best = 0
        best_seat = -1
        points = 0
        for seat, card in trick:
            if card == EXCUSE:
                continue
            points += HALF[card.bit_length() - 1]
            if not led:
                led = SUIT_OF[card.bit_length() - 1]
                best, best_seat = card, seat
            elif card & (led | TRUMPS) and (card > best or (card & TRUMPS and not best & TRUMPS)):
                best, best_seat = card, seat
        self.led = led
        self.best = best
        self.best_seat = best_seat
        self.trick_points = points

    # -- sides ----------------------------------------------------------------------------------
    def ally(self, seat: int) -> bool:
        """Whether ``seat`` plays on this seat's side."""
        return (seat == self.taker) == (self.me == self.taker)

    def after(self) -> list[int]:
        """The seats still to play to the trick under way after this seat."""
        return [(self.me + i) & 3 for i in range(1, 4 - len(self.trick))]

    def opponents(self) -> list[int]:
        """The seats of the other side."""
        return [seat for seat in range(4) if not self.ally(seat)]

    # -- chances ------------------------------------------------------------------------------------
    def p_has(self, seat: int, mask: int) -> float:
        """The chance that ``seat`` holds at least one card of ``mask`` (each unknown card
        lies in a place in proportion to the place's size)."""
        mask &= self.possible[seat]
        if not mask:
            return 0.0
        if mask & self.sure[seat]:
            return 1.0
        chance = 1.0
        if seat == self.taker and mask & PLAIN:
            chance = 1.0 - self.void_prior[((mask & -mask).bit_length() - 1) >> 4]
        none = 1.0
        for card in _bits(mask):
            none *= 1.0 - self.q(seat, card)
        return chance * (1.0 - none)

    def q(self, seat: int, card: int) -> float:
        """The chance that ``seat`` holds ``card`` (one it may hold, not surely): each place
        that may hold it weighs its size, and a defender weighs the taker's trumps more
        (he bid on them: measured, he holds each unseen trump 45% of the time where sizes
        alone say 39%, and each of the 16 to 21 54%)."""
        weights = self.weights_for(card)
        room = float(self.hidden_size if card & self.hidden else 0)
        possible = self.possible
        for other in range(4):
            if possible[other] & card:
                room += self.size[other] * weights[other]
        return self.size[seat] * weights[seat] / room

    def weights_for(self, card: int) -> tuple[float, ...]:
        """How much each seat's size weighs for ``card`` (see :meth:`q`)."""
        if not card & TRUMPS or self.me == self.taker or self.taker < 0:
            return _EVEN
        return _TAKER_HIGH_TRUMPS[self.taker] if card & HIGH_TRUMPS_16 else _TAKER_TRUMPS[self.taker]

    def p_beats(self, seat: int, best: int, led: int) -> float:
        """The chance that ``seat``, still to play, takes a trick led in ``led`` that
        ``best`` wins so far."""
        if best & TRUMPS:
            higher = self.p_has(seat, TRUMPS & above(best))
            if led == TRUMPS:
                return higher
            return (1.0 - self.p_has(seat, led)) * higher
        over = self.p_has(seat, led & above(best))
        return min(1.0, over + (1.0 - self.p_has(seat, led)) * self.p_has(seat, TRUMPS))

    def p_lost(self, seats: Sequence[int], best: int, led: int) -> float:
        """The chance that one of the opponents among ``seats`` takes the trick from ``best``."""
        keep = 1.0
        for seat in seats:
            if not self.ally(seat):
                keep *= 1.0 - self.p_beats(seat, best, led)
        return 1.0 - keep

    def p_keep(self) -> float:
        """The chance that this seat's side takes the trick under way (this seat playing
        low): the side wins it now and keeps it, or only partners are still to play and
        one of them takes it."""
        after = self.after()
        best, led = self.best, self.led
        if self.ally(self.best_seat):
            return 1.0 - self.p_lost(after, best, led)
        if not after or any(not self.ally(seat) for seat in after):
            return 0.0
        none = 1.0
        for seat in after:
            none *= 1.0 - self.p_beats(seat, best, led)
        return 1.0 - none

    def trumps_out(self) -> int:
        """The trumps the opponents may still hold."""
        out = 0
        for seat in self.opponents():
            out |= self.possible[seat]
        return out & TRUMPS

    def expected_count(self, seat: int, mask: int) -> float:
        """How many cards of ``mask`` ``seat`` holds, on average."""
        total = 0.0
        for card in _bits(mask & self.possible[seat]):
            total += 1.0 if card & self.sure[seat] else self.q(seat, card)
        return total


_EVEN: Final[tuple[float, ...]] = (1.0, 1.0, 1.0, 1.0)
_TAKER_TRUMPS: Final = tuple(tuple(1.28 if seat == taker else 1.0 for seat in range(4)) for taker in range(4))
_TAKER_HIGH_TRUMPS: Final = tuple(
    tuple(1.84 if seat == taker else 1.0 for seat in range(4)) for taker in range(4)
)
HIGH_TRUMPS_16: Final = sum(1 << (EXCUSE_BIT + n) for n in range(16, 22))
