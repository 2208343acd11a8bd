"""The card play of a French Tarot deal (rules 15 to 20): the trick under way, who wins it, where
its cards go (the Excuse with its owner until the last trick), the tricks each side has won.

:class:`TarotCardPlay` is the part of :class:`~atout.rules.tarot_deal.TarotDeal` that plays the
cards, as :class:`~atout.rules.tricks.PlainTrickDeal` is La Carotte's and Le Rough's; the deal
adds the bidding, the écart, the announcements and the score. The laws it plays by are in
:mod:`atout.rules.tarot_cards`.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Final, Self

from atout.rules.actions import Play
from atout.rules.cards import SUIT_MASKS, TRUMP_MASK, Card, cards_from_mask
from atout.rules.deal import Deal, DealResult, Phase, Trick
from atout.rules.errors import IllegalActionError
from atout.rules.tarot_cards import EXCUSE, excuse_keeper, last_trick_winner, playable
from atout.rules.tarot_choices import illegal_play
from atout.rules.tarot_count import TRICKS
from atout.rules.tarot_options import TarotOptions

__all__ = ["DEFENCE", "TAKER", "TarotCardPlay"]

TAKER: Final = 1  # side indices: the taker's side 1, the defence 0
DEFENCE: Final = 0

_OVER: Final = Phase.OVER
_PLAY: Final = Phase.PLAY


class TarotCardPlay(Deal):
    """The card play of a Tarot deal, on the bitmasks of the hands: :meth:`_play` plays a card
    of the seat to act, and once the last trick is done the deal is over with the
    :meth:`_score` the subclass gives."""

    options: TarotOptions
    taker: int | None
    _trick: list[Card]
    _leader: int
    _led: int  # the mask of the suit led (TRUMP_MASK for trumps); 0 until a card other than the Excuse
    _best: int  # the bit of the card winning the trick so far (0: none yet)
    _best_seat: int
    _won: list[int]  # the cards each seat has won (the Excuse with its owner until the last trick)
    _side_tricks: list[int]  # tricks won by the defence [0] and the taker [1]
    _excuse_seat: int | None  # who played the Excuse, and in which trick (counted from 0)
    _excuse_trick: int
    _result: DealResult | None

    def _init_play(self, leader: int) -> None:
        """No card played yet; ``leader`` leads the first trick unless the deal says otherwise."""
        self._trick = []
        self._leader = leader
        self._led = 0
        self._best = 0
        self._best_seat = -1
        self._won = [0, 0, 0, 0]
        self._side_tricks = [0, 0]
        self._excuse_seat = None
        self._excuse_trick = -1
        self._result = None

    def _clone_extra(self, new: Self) -> None:
        new._trick = self._trick.copy()
        new._won = self._won.copy()
        new._side_tricks = self._side_tricks.copy()

    def legal_play_mask(self) -> int:
        """The bitmask of the cards the seat to act may play now (rules 16–18)."""
        seat = self.current_seat
        if self.phase is not _PLAY or seat is None:
            return 0
        return playable(self._hands[seat], self._led, self._best)

    def _play(self, seat: int, action: Play) -> None:
        """Play ``action.card`` for ``seat``, the seat to act. The hot path of every deal."""
        card = action.card
        bit = card.mask
        hand = self._hands[seat]
        if not hand & bit:
            raise self._not_held(seat, card)
        trick = self._trick
        if bit == EXCUSE:  # rule 18: always legal, never wins
            self._excuse_seat = seat
            self._excuse_trick = len(self.tricks)
        else:
            led = self._led
            if not led:  # the first card other than the Excuse sets the suit
                self._led = TRUMP_MASK if bit & TRUMP_MASK else SUIT_MASKS[card.suit]  # type: ignore[index]
                self._best = bit
                self._best_seat = seat
            else:
                if not bit & self.legal_play_mask():
                    raise illegal_play(seat, hand, led, self._best, card)
                if bit & (led | TRUMP_MASK) and bit > self._best:
                    self._best = bit
                    self._best_seat = seat
        self._hands[seat] = hand ^ bit
        trick.append(card)
        self.history.append((seat, action))
        if len(trick) < 4:
            self.current_seat = (seat + 1) & 3
            return
        self._end_trick(trick)

    def _end_trick(self, trick: list[Card]) -> None:
        tricks = self.tricks
        leader = self._leader
        taker = self.taker
        winner = self._best_seat
        last = len(tricks) == TRICKS - 1
        cards = trick[0].mask | trick[1].mask | trick[2].mask | trick[3].mask
        if last:
            side = TAKER if leader == taker else DEFENCE
            winner = last_trick_winner(winner, leader, trick[0].mask == EXCUSE, self._side_tricks[side])
        if cards & EXCUSE:
            owner = self._excuse_seat
            assert owner is not None
            fft = self.options.excuse_last_trick == "fft"
            keeper = excuse_keeper(last=last, owner=owner, winner=winner, taker=taker, fft=fft)
            if keeper != winner:
                self._won[keeper] |= EXCUSE
                cards ^= EXCUSE
        self._won[winner] |= cards
        self._side_tricks[TAKER if winner == taker else DEFENCE] += 1
        tricks.append(Trick(leader, tuple(trick), winner))
        self._trick = []
        self._led = 0
        self._best = 0
        self.current_seat = self._leader = winner
        if len(tricks) == TRICKS:
            self.phase = _OVER
            self.current_seat = None
            self._result = self._score()

    @abstractmethod
    def _score(self) -> DealResult:
        """The result of the deal, once its last trick is done."""

    def result(self) -> DealResult:
        if self._result is None:
            raise IllegalActionError("deal_not_over", "the deal is not over")
        return self._result

    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple(((self._leader + i) & 3, card) for i, card in enumerate(self._trick))

    def trick_winner(self) -> int | None:
        return self._best_seat if self._led else None

    def tricks_won(self, seat: int) -> int:
        """How many tricks ``seat`` has taken so far."""
        return sum(1 for trick in self.tricks if trick.winner == seat)

    def won_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has taken (the Excuse with its owner, rule 18)."""
        return cards_from_mask(self._won[seat])
