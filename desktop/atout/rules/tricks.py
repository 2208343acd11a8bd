"""The deal shared by La Carotte and Le Rough.

Both have one round of bidding, after which the declarer takes the mise and
discards as many cards face down, then leads. Their card play follows the same
law: follow the suit led if you can, otherwise play any card (no duty to trump or
to beat); the highest trump wins the trick, or without a trump the highest card
of the suit led; the winner leads next.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import ClassVar, Final

from atout.rules.actions import Action, Discard, Play
from atout.rules.cards import SUIT_MASKS, Card, Suit, cards_from_mask, mask_of
from atout.rules.deal import CardChoice, Deal, DealResult, Observation, Phase, Trick, parse_hands, seat_name
from atout.rules.errors import IllegalActionError
from atout.rules.public import PublicState

__all__ = [
    "NO_TRICK",
    "PLAY_OF_BIT",
    "HeldTrick",
    "PlainTrickDeal",
    "follow_or_any",
    "plays_of_mask",
    "trick_after",
]

_OVER: Final = Phase.OVER
_PLAY: Final = Phase.PLAY
_BIDDING: Final = Phase.BIDDING
_DISCARD: Final = Phase.DISCARD

#: The interned ``Play`` of each card, indexed by the card's bit.
PLAY_OF_BIT: Final = [Play.of(Card.from_bit(bit)) if bit in Card._by_bit else None for bit in range(90)]


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


# -- the law of the play, on card masks ------------------------------------------------------
# :class:`PlainTrickDeal` and the computer players' solvers (``atout.ai.carotte.solver``,
# ``atout.ai.rough.solver``, ``atout.ai.rough.ending``) apply the same law; it is stated here,
# once, and the deal plays by it (:meth:`PlainTrickDeal._play`).

#: A trick as carried on masks: the suit led (its mask), the suit of the card that holds the
#: trick (the suit led, or trumps), that card, its seat, and every card on the table; all 0
#: before the lead (:data:`NO_TRICK`).
HeldTrick = tuple[int, int, int, int, int]
NO_TRICK: Final[HeldTrick] = (0, 0, 0, 0, 0)


def follow_or_any(hand: int, led: int) -> int:
    """The cards of ``hand`` that may be played to a trick whose suit led is ``led`` (its mask,
    0 when the seat leads): the cards of that suit if the hand holds any, else any card. There is
    no duty to trump or to beat.

    >>> hearts = SUIT_MASKS[Suit.HEARTS]
    >>> hand = mask_of([Card.parse("AH"), Card.parse("7S")])
    >>> cards_from_mask(follow_or_any(hand, hearts))
    (Card('AH'),)
    >>> len(cards_from_mask(follow_or_any(hand, SUIT_MASKS[Suit.CLUBS])))
    2
    """
    follow = hand & led
    return follow if follow else hand


def trick_after(trick: HeldTrick, seat: int, bit: int, trump_mask: int) -> HeldTrick:
    """``trick`` once ``seat`` has played the card ``bit`` to it: the highest trump holds the
    trick, else the highest card of the suit led. ``trump_mask`` is the trump suit's cards (0
    without trump). The card is assumed legal (:func:`follow_or_any`).

    >>> spades = SUIT_MASKS[Suit.SPADES]
    >>> trick = trick_after(NO_TRICK, 0, Card.parse("KH").mask, spades)
    >>> trick = trick_after(trick, 1, Card.parse("AH").mask, spades)
    >>> trick_after(trick, 2, Card.parse("7S").mask, spades)[3]  # the trump holds it
    2
    >>> trick_after(trick, 2, Card.parse("AC").mask, spades)[3]  # a discard does not
    1
    """
    led_mask, best_suit, best, best_seat, on_table = trick
    if not led_mask:
        suit = SUIT_MASKS[(bit.bit_length() - 1) >> 4]
        return (suit, suit, bit, seat, bit)
    if bit & best_suit:
        if bit > best:
            return (led_mask, best_suit, bit, seat, on_table | bit)
    elif bit & trump_mask:
        return (led_mask, trump_mask, bit, seat, on_table | bit)
    return (led_mask, best_suit, best, best_seat, on_table | bit)


class PlainTrickDeal(Deal):
    """A deal of La Carotte or Le Rough: bidding, the mise and discard, plain trick play.

    Subclasses give the bidding (:meth:`_legal_calls`, :meth:`_call`), what happens
    once the discard is made (:meth:`_after_discard`) and the score (:meth:`_finish`).
    """

    #: Cards dealt to each hand, and so tricks in a deal.
    tricks_per_deal: ClassVar[int]
    #: Cards in the mise, and so in the discard.
    mise_size: ClassVar[int]

    trump: Suit | None
    declarer: int | None
    contract: Action | None
    _calls: int
    _result: DealResult | None
    _trick: list[Card]
    _leader: int
    _trump_mask: int  # the cards of the trump suit (0: no trump)
    _held: HeldTrick  # the trick under way on masks (:func:`trick_after`)
    _won: list[int]
    _tricks_won: list[int]
    _discard: int

    def __init__(self, dealer: int, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]) -> None:
        self._dealt, self._kitty = parse_hands(self.pack, hands, kitty, self.tricks_per_deal, self.mise_size)
        self.dealer = dealer
        self._hands = [mask_of(hand) for hand in self._dealt]
        self._won = [0, 0, 0, 0]
        self._tricks_won = [0, 0, 0, 0]
        self.history = []
        self.tricks = []
        self._trick = []
        self.trump = None
        self.declarer = None
        self.contract = None
        self._calls = 0
        self._discard = 0
        self._result = None
        self.phase = Phase.BIDDING
        self.current_seat = (dealer + 1) & 3  # the dealer's next seat speaks first

    # -- bidding -----------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is _PLAY:
            return self._legal_plays()
        if phase is _BIDDING:
            return self._legal_calls()
        return ()

    @abstractmethod
    def _legal_calls(self) -> tuple[Action, ...]:
        """The calls the seat to act may make."""

    @abstractmethod
    def _call(self, seat: int, action: Action) -> None:
        """Check and record a call; the last call ends the bidding (:meth:`_end_bidding`)."""

    def _record_call(self, seat: int, action: Action) -> bool:
        """Record a checked call; ``True`` when it was the fourth and last."""
        self.history.append((seat, action))
        self._calls += 1
        if self._calls < 4:
            self.current_seat = (seat + 1) & 3
            return False
        return True

    def _end_bidding(self, declarer: int | None, annulled: DealResult) -> None:
        """The declarer takes the mise; without one the deal is annulled."""
        if declarer is None:
            self.phase = _OVER
            self.current_seat = None
            self._result = annulled
            return
        self.declarer = declarer
        self._hands[declarer] |= mask_of(self._kitty)
        self.phase = _DISCARD
        self.current_seat = declarer

    # -- the discard -----------------------------------------------------------------------
    def choice(self) -> CardChoice | None:
        if self.phase is not _DISCARD or self.declarer is None:
            return None
        hand = self._hands[self.declarer]
        return CardChoice("discard", self.declarer, (self.mise_size,), hand, hand)

    def _discard_cards(self, seat: int, action: Discard) -> None:
        hand = self._hands[seat]
        count = action.mask.bit_count()
        if count != self.mise_size:
            raise IllegalActionError(
                "discard_count",
                f"the discard is {self.mise_size} cards, not {count}",
                expected=self.mise_size,
                count=count,
            )
        if action.mask & ~hand:
            missing = cards_from_mask(action.mask & ~hand)[0]
            raise IllegalActionError(
                "not_in_hand", f"{missing} is not in {seat_name(seat)}'s hand", card=missing.text
            )
        self._hands[seat] = hand & ~action.mask
        self._discard = action.mask
        self.history.append((seat, action))
        self._after_discard(seat)

    @abstractmethod
    def _after_discard(self, declarer: int) -> None:
        """The discard is made: set the trump if known, and start the play."""

    # -- applying -----------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> None:
        if type(action) is Play and self.phase is _PLAY:
            current = self.current_seat
            if seat is not None and seat != current:
                self._check_seat(seat)
            self._play(current, action)  # type: ignore[arg-type]
            return
        current = self._check_seat(seat)
        phase = self.phase
        if phase is _BIDDING:
            self._call(current, action)
        elif phase is _DISCARD and isinstance(action, Discard):
            self._discard_cards(current, action)
        else:
            self._apply_other(current, action)

    def _apply_other(self, seat: int, action: Action) -> None:
        """An action that is neither a call, the discard nor a card (Le Rough's Sans-Atout)."""
        raise self._wrong_phase(action)

    def result(self) -> DealResult:
        if self._result is None:
            raise IllegalActionError("deal_not_over", "the deal is not over")
        return self._result

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
        self._held = NO_TRICK
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
        return follow_or_any(self._hands[seat], self._held[0])

    def _legal_plays(self) -> tuple[Action, ...]:
        """The plays of the seat to act (in the play phase)."""
        return plays_of_mask(self.legal_play_mask())

    # -- playing a card --------------------------------------------------------------------
    def _play(self, seat: int, action: Play) -> None:
        """Play ``action.card`` for ``seat``, the seat to act. The hot path of every deal."""
        card = action.card
        bit = card.mask
        hand = self._hands[seat]
        if not hand & bit:
            raise self._not_held(seat, card)
        trick = self._trick
        held = self._held
        if trick:
            if not bit & follow_or_any(hand, held[0]):
                raise IllegalActionError(
                    "must_follow",
                    f"{seat_name(seat)} must follow {trick[0].suit.symbol}",  # type: ignore[union-attr]
                    seat=seat,
                    suit=trick[0].suit.letter,  # type: ignore[union-attr]
                )
        else:
            self._before_lead(seat, card)
        self._held = held = trick_after(held, seat, bit, self._trump_mask)
        self._hands[seat] = hand ^ bit
        trick.append(card)
        self.history.append((seat, action))
        if len(trick) < 4:
            self.current_seat = (seat + 1) & 3
            return
        winner = held[3]
        tricks = self.tricks
        tricks.append(Trick(self._leader, tuple(trick), winner))
        self._won[winner] |= held[4]
        self._tricks_won[winner] += 1
        self._trick = []
        self._held = NO_TRICK
        self.current_seat = self._leader = winner
        if len(tricks) == self.tricks_per_deal:
            self.phase = _OVER
            self.current_seat = None
            self._finish()

    def _before_lead(self, seat: int, card: Card) -> None:
        """Hook run before a card is led (Le Rough fixes its trump there)."""

    @abstractmethod
    def _finish(self) -> None:
        """Score the deal once the last trick is taken."""

    # -- what the seats see -------------------------------------------------------------------
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple(((self._leader + i) & 3, card) for i, card in enumerate(self._trick))

    def trick_winner(self) -> int | None:
        return self._held[3] if self._trick else None

    def side_of(self, seat: int) -> int:
        return 1 if seat == self.declarer else 0

    def _bidder(self) -> int | None:
        """Who holds the highest bid while the bidding goes on (a game that records its
        declarer only once the bidding is over says so here)."""
        return None

    def tricks_won(self, seat: int) -> int:
        """How many tricks ``seat`` has taken so far."""
        return self._tricks_won[seat]

    def won_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has taken."""
        return cards_from_mask(self._won[seat])

    def won_mask(self, seat: int) -> int:
        """The cards in the tricks ``seat`` has taken, as a mask."""
        return self._won[seat]

    def _observe(
        self,
        seat: int,
        kitty: tuple[Card, ...] | None,
        contract: Action | None,
        highest_bid: Action | None,
        public: PublicState,
    ) -> Observation:
        to_act = self.current_seat == seat
        return Observation(
            game=self.game,
            seat=seat,
            dealer=self.dealer,
            options=self.options,
            phase=self.phase,
            current_seat=self.current_seat,
            hand=self.hand(seat),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            history=self._history_for(seat),
            kitty=kitty,
            declarer=self.declarer if self.declarer is not None else self._bidder(),
            contract=contract,
            trump=self.trump,
            tricks=tuple(self.tricks),
            trick=self.current_trick(),
            legal_actions=self.legal_actions() if to_act else (),
            choice=self.choice() if to_act else None,
            sides=self.sides(),
            highest_bid=highest_bid,
            tricks_won=tuple(self._tricks_won),
            public=public,
        )
