"""Trick play shared by La Carotte and Le Rough.

Both follow the same law: follow the suit led if you can, otherwise play any
card (no duty to trump or to beat); the highest trump wins the trick, or
without a trump the highest card of the suit led; the winner leads next.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Final

from atout.rules.actions import Action, Play
from atout.rules.cards import SUIT_MASKS, Card, Suit, cards_from_mask
from atout.rules.deal import Deal, Observation, Phase, Trick, seat_name
from atout.rules.errors import IllegalActionError

__all__ = ["PLAY_OF_BIT", "PlainTrickDeal", "plays_of_mask"]

_OVER: Final = Phase.OVER
_PLAY: Final = Phase.PLAY

#: The interned ``Play`` of each card, indexed by the card's bit.
PLAY_OF_BIT: Final = [
    Play.of(Card.from_bit(bit)) if bit in Card._by_bit else None for bit in range(90)
]


_PLAYS_OF_CHUNK: dict[int, tuple[Play, ...]] = {}


def _plays_of_chunk(key: int) -> tuple[Play, ...]:
    """The plays of one 16-bit chunk of a mask; ``key`` is ``chunk_index << 16 | bits``."""
    base = (key >> 16) * 16
    bits = key & 0xFFFF
    plays: list[Play] = []
    while bits:
        low = bits & -bits
        play = PLAY_OF_BIT[base + low.bit_length() - 1]
        if play is None:
            raise ValueError(f"bit {base + low.bit_length() - 1} is no card")
        plays.append(play)
        bits ^= low
    result = tuple(plays)
    _PLAYS_OF_CHUNK[key] = result
    return result


def plays_of_mask(mask: int) -> tuple[Play, ...]:
    """The ``Play`` actions of the cards of ``mask``, in pack-bit order.

    Each 16-bit chunk (a suit, or a slice of the Tarot trumps) is looked up in a
    cache, so that this costs a few dictionary look-ups rather than a loop per card.
    """
    cache = _PLAYS_OF_CHUNK
    if mask <= 0xFFFF:
        return cache.get(mask) or _plays_of_chunk(mask)
    bits = mask & 0xFFFF
    out = (cache.get(bits) or _plays_of_chunk(bits)) if bits else ()
    key = 0x10000
    mask >>= 16
    while mask:
        bits = mask & 0xFFFF
        if bits:
            out += cache.get(key | bits) or _plays_of_chunk(key | bits)
        mask >>= 16
        key += 0x10000
    return out


class PlainTrickDeal(Deal):
    """A deal whose card play follows the plain law of La Carotte and Le Rough."""

    #: Cards in each hand once the play begins.
    tricks_per_deal: int
    trump: Suit | None
    declarer: int | None
    _trick: list[Card]
    _leader: int
    _led_mask: int  # the cards of the suit led
    _trump_mask: int  # the cards of the trump suit (0: no trump)
    _best: int  # the mask of the card winning the trick so far
    _best_suit: int  # the cards of its suit
    _best_seat: int
    _won: list[int]
    _tricks_won: list[int]
    _discard: int

    def aside_mask(self) -> int:
        return self._discard

    @property
    def discard(self) -> tuple[Card, ...]:
        """The declarer's discard (empty before it is made)."""
        return cards_from_mask(self._discard)

    def _start_play(self, leader: int) -> None:
        """The play begins: ``leader`` leads the first trick."""
        self.phase = Phase.PLAY
        self.current_seat = leader
        self._leader = leader
        self._trick = []
        self._trump_mask = SUIT_MASKS[self.trump] if self.trump is not None else 0

    def _clone_extra(self, new: PlainTrickDeal) -> None:
        new._trick = self._trick.copy()
        new._won = self._won.copy()
        new._tricks_won = self._tricks_won.copy()

    # -- legal plays --------------------------------------------------------------------
    def legal_play_mask(self) -> int:
        """The bitmask of the cards the seat to act may play now."""
        seat = self.current_seat
        if self.phase is not _PLAY or seat is None:
            return 0
        hand = self._hands[seat]
        trick = self._trick
        if trick:
            follow = hand & SUIT_MASKS[trick[0].suit]  # type: ignore[index]
            if follow:
                return follow
        return hand

    def _legal_plays(self) -> tuple[Action, ...]:
        """The plays of the seat to act (in the play phase)."""
        hand = self._hands[self.current_seat]  # type: ignore[index]
        trick = self._trick
        if trick:
            suit: int = trick[0].suit  # type: ignore[assignment]
            follow = (hand >> (suit << 4)) & 0xFFFF
            if follow:
                key = suit << 16 | follow
                return _PLAYS_OF_CHUNK.get(key) or _plays_of_chunk(key)
        return plays_of_mask(hand)

    # -- playing a card --------------------------------------------------------------------
    def _play(self, seat: int, action: Play) -> None:
        """Play ``action.card`` for ``seat``, the seat to act. The hot path of every deal."""
        card = action.card
        bit = card.mask
        hand = self._hands[seat]
        if not hand & bit:
            raise self._not_held(seat, card)
        trick = self._trick
        if trick:
            led = self._led_mask
            if not bit & led and hand & led:
                raise IllegalActionError(
                    "must_follow",
                    f"{seat_name(seat)} must follow {trick[0].suit.symbol}",  # type: ignore[union-attr]
                    seat=seat,
                    suit=trick[0].suit.letter,  # type: ignore[union-attr]
                )
            if bit & self._best_suit:
                if bit > self._best:
                    self._best = bit
                    self._best_seat = seat
            elif bit & self._trump_mask:
                self._best = bit
                self._best_suit = self._trump_mask
                self._best_seat = seat
        else:
            self._before_lead(seat, card)
            self._led_mask = self._best_suit = SUIT_MASKS[card.suit]  # type: ignore[index]
            self._best = bit
            self._best_seat = seat
        self._hands[seat] = hand ^ bit
        trick.append(card)
        self.history.append((seat, action))
        if len(trick) < 4:
            self.current_seat = (seat + 1) & 3
            return
        winner = self._best_seat
        tricks = self.tricks
        tricks.append(Trick(self._leader, tuple(trick), winner))
        self._won[winner] |= trick[0].mask | trick[1].mask | trick[2].mask | trick[3].mask
        self._tricks_won[winner] += 1
        self._trick = []
        self.current_seat = self._leader = winner
        if len(tricks) == self.tricks_per_deal:
            self.phase = _OVER
            self.current_seat = None
            self._finish()

    def _not_held(self, seat: int, card: Card) -> IllegalActionError:
        if card not in self.pack:
            return IllegalActionError(
                "not_in_pack", f"{card} is not a card of the {self.pack.name} pack", card=card.text
            )
        return IllegalActionError(
            "not_in_hand", f"{card} is not in {seat_name(seat)}'s hand", seat=seat, card=card.text
        )

    def _before_lead(self, seat: int, card: Card) -> None:
        """Hook run before a card is led (Le Rough fixes its trump there)."""

    @abstractmethod
    def _finish(self) -> None:
        """Score the deal once the last trick is taken."""

    # -- what the seats see -------------------------------------------------------------------
    def _current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple(((self._leader + i) & 3, card) for i, card in enumerate(self._trick))

    def tricks_won(self, seat: int) -> int:
        """How many tricks ``seat`` has taken so far."""
        return self._tricks_won[seat]

    def won_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has taken."""
        return cards_from_mask(self._won[seat])

    def _observe(
        self,
        seat: int,
        kitty: tuple[Card, ...] | None,
        contract: Action | None,
        extra: dict[str, object],
    ) -> Observation:
        to_act = self.current_seat == seat
        return Observation(
            game=self.game,
            seat=seat,
            dealer=self.dealer,
            options=self.options,  # type: ignore[attr-defined]
            phase=self.phase,
            current_seat=self.current_seat,
            hand=self.hand(seat),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            history=self._history_for(seat),
            kitty=kitty,
            declarer=self.declarer,
            contract=contract,
            trump=self.trump,
            tricks=tuple(self.tricks),
            trick=self._current_trick(),
            legal_actions=self.legal_actions() if to_act else (),
            choice=self.choice() if to_act else None,
            extra=extra,
        )
