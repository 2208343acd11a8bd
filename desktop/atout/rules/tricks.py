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

#: The interned ``Play`` of each card, indexed by the card's bit.
PLAY_OF_BIT: Final = [
    Play.of(Card.from_bit(bit)) if bit in Card._by_bit else None for bit in range(90)
]


def plays_of_mask(mask: int) -> tuple[Play, ...]:
    """The ``Play`` actions of the cards of ``mask``, in pack-bit order."""
    out = []
    table = PLAY_OF_BIT
    while mask:
        low = mask & -mask
        out.append(table[low.bit_length() - 1])
        mask ^= low
    return tuple(out)  # type: ignore[arg-type]


class PlainTrickDeal(Deal):
    """A deal whose card play follows the plain law of La Carotte and Le Rough."""

    #: Cards in each hand once the play begins.
    tricks_per_deal: int
    trump: Suit | None
    declarer: int | None
    _trick: list[Card]
    _leader: int
    _best: Card | None
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
        self.phase = Phase.PLAY
        self.current_seat = leader
        self._leader = leader
        self._trick = []
        self._best = None
        self._best_seat = leader

    def _clone_extra(self, new: PlainTrickDeal) -> None:  # type: ignore[override]
        new._trick = self._trick.copy()
        new._won = self._won.copy()
        new._tricks_won = self._tricks_won.copy()

    # -- legal plays --------------------------------------------------------------------
    def legal_play_mask(self) -> int:
        """The bitmask of the cards the seat to act may play now."""
        seat = self.current_seat
        if self.phase is not Phase.PLAY or seat is None:
            return 0
        hand = self._hands[seat]
        if self._trick:
            follow = hand & SUIT_MASKS[self._trick[0].suit]  # type: ignore[index]
            if follow:
                return follow
        return hand

    def _legal_plays(self) -> tuple[Action, ...]:
        return plays_of_mask(self.legal_play_mask())

    # -- playing a card --------------------------------------------------------------------
    def _play(self, seat: int, action: Play) -> None:
        card = action.card
        bit = card.mask
        hand = self._hands[seat]
        if not hand & bit:
            if card not in self.pack:
                raise IllegalActionError(
                    "not_in_pack", f"{card} is not a card of the {self.pack.name} pack", card=card.text
                )
            raise IllegalActionError(
                "not_in_hand", f"{card} is not in {seat_name(seat)}'s hand", seat=seat, card=card.text
            )
        trick = self._trick
        if trick:
            led = trick[0].suit
            if card.suit is not led and hand & SUIT_MASKS[led]:  # type: ignore[index]
                raise IllegalActionError(
                    "must_follow",
                    f"{seat_name(seat)} must follow {led.symbol}",  # type: ignore[union-attr]
                    seat=seat,
                    suit=led.letter,  # type: ignore[union-attr]
                )
            best = self._best
            assert best is not None
            if card.suit is best.suit:
                if card.bit > best.bit:
                    self._best = card
                    self._best_seat = seat
            elif card.suit is self.trump:
                self._best = card
                self._best_seat = seat
        else:
            self._before_lead(seat, card)
            self._best = card
            self._best_seat = seat
        self._hands[seat] = hand ^ bit
        trick.append(card)
        self.history.append((seat, action))
        if len(trick) < 4:
            self.current_seat = (seat + 1) & 3
            return
        winner = self._best_seat
        self.tricks.append(Trick(self._leader, tuple(trick), winner))
        self._won[winner] |= trick[0].mask | trick[1].mask | trick[2].mask | trick[3].mask
        self._tricks_won[winner] += 1
        if len(self.tricks) == self.tricks_per_deal:
            self._trick = []
            self.phase = Phase.OVER
            self.current_seat = None
            self._finish()
        else:
            self._start_play(winner)

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
