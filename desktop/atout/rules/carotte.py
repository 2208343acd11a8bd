"""La Carotte: four players each for himself, 28 cards, bids of 4 to 6 tricks.

The rule numbers in comments are those of ``shared/rules/carotte.md``.

A whole deal through the API:

>>> from atout.rules import CarotteBid, DealRng, Discard, PASS, Suit
>>> game = CarotteRules()
>>> deal = game.new_deal(0, *game.deal_cards(DealRng(3), 0), game.options(), MatchContext())
>>> deal.current_seat                       # the dealer's left speaks first
1
>>> deal.apply(CarotteBid(4, Suit.HEARTS)); deal.apply(PASS)
>>> CarotteBid(4, Suit.CLUBS) in deal.legal_actions()    # 4 after 4: the suit does not rank
False
>>> deal.apply(CarotteBid(6, Suit.SPADES))
>>> deal.legal_actions()                    # after a carotte, only pass
(Pass(),)
>>> deal.apply(PASS); deal.phase, deal.current_seat, len(deal.hand(3))
(<Phase.DISCARD: 'discard'>, 3, 10)
>>> deal.apply(Discard.of(deal.hand(3)[:4]))
>>> while not deal.is_over:
...     deal.apply(deal.legal_actions()[0])
>>> deal.result().scores, sum(deal.result().chips)
((0, 0, 0, 0), 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from atout.rules.actions import PASS, Action, CarotteBid, Discard, Pass, Play
from atout.rules.cards import CAROTTE_PACK, Card, Suit, cards_from_mask, mask_of
from atout.rules.deal import CardChoice, DealResult, Observation, Phase, parse_hands, seat_name
from atout.rules.errors import IllegalActionError
from atout.rules.game import GameRules, MatchContext, parse_int, parse_suit
from atout.rules.options import GameOptions, flag_option, int_option
from atout.rules.tricks import PlainTrickDeal

__all__ = ["CarotteDeal", "CarotteOptions", "CarotteRules"]

HAND_SIZE: Final = 6
MISE_SIZE: Final = 4
_PLAY: Final = Phase.PLAY
_BIDDING: Final = Phase.BIDDING
CAROTTE: Final = 6  # a bid of 6 tricks is the carotte (rule 7)

# Every bid, interned: _BIDS[tricks] is the tuple of the four suits' bids.
_BIDS: Final = {n: tuple(CarotteBid(n, suit) for suit in Suit) for n in (4, 5, 6)}
# The legal calls, by (highest bid so far or 3, whether pass is allowed).
_CALLS: Final[dict[tuple[int, bool], tuple[Action, ...]]] = {
    (highest, may_pass): ((PASS,) if may_pass else ())
    + tuple(bid for n in range(highest + 1, 7) for bid in _BIDS[n])
    for highest in (3, 4, 5, 6)
    for may_pass in (True, False)
}


@dataclass(frozen=True)
class CarotteOptions(GameOptions):
    """The variants of ``rules/carotte.md``."""

    game: ClassVar[str] = "carotte"

    dealer_must_bid: bool = flag_option(
        False, "When the first three pass, the dealer must bid at least 4 (rule 10)."
    )
    show_mise: bool = flag_option(False, "The mise is shown to all when the declarer takes it (rule 12).")
    count_overtricks: bool = flag_option(False, "A made bid scores the tricks actually taken (rule 16).")
    carotte_stake: int = int_option(10, 1, 1000, "Chips each player pays on a carotte (rule 17).")
    target: int = int_option(25, 1, 1000, "Points that win the match (rule 18).")


class CarotteDeal(PlainTrickDeal):
    """One deal of La Carotte."""

    game: ClassVar[str] = "carotte"
    pack = CAROTTE_PACK
    tricks_per_deal = HAND_SIZE
    action_classes = (Pass, CarotteBid, Discard, Play)

    contract: CarotteBid | None

    def __init__(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: CarotteOptions | None = None,
    ) -> None:
        self._dealt, self._kitty = parse_hands(CAROTTE_PACK, hands, kitty, HAND_SIZE, MISE_SIZE)
        self.dealer = dealer
        self.options = options or CarotteOptions()
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
        self._result: DealResult | None = None
        self.phase = Phase.BIDDING
        self.current_seat = (dealer + 1) & 3  # rule 6: the dealer's left speaks first

    # -- legal actions -----------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is _PLAY:
            return self._legal_plays()
        if phase is _BIDDING:
            return self._legal_calls()
        return ()

    def _legal_calls(self) -> tuple[Action, ...]:
        highest = self.contract.tricks if self.contract else 3
        return _CALLS[highest, not self._dealer_must_bid()]

    def _dealer_must_bid(self) -> bool:
        return (
            self.options.dealer_must_bid and self.current_seat == self.dealer and self.contract is None
        )

    def choice(self) -> CardChoice | None:
        if self.phase is not Phase.DISCARD or self.declarer is None:
            return None
        hand = self._hands[self.declarer]
        return CardChoice("discard", self.declarer, (MISE_SIZE,), hand, hand)

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
        elif phase is Phase.DISCARD and isinstance(action, Discard):
            self._discard_cards(current, action)
        else:
            raise self._wrong_phase(action)

    def _call(self, seat: int, action: Action) -> None:
        if isinstance(action, CarotteBid):
            if action.tricks not in _BIDS or isinstance(action.tricks, bool):
                raise IllegalActionError(
                    "bad_bid", f"a bid names 4, 5 or 6 tricks, not {action.tricks}", tricks=action.tricks
                )
            if not isinstance(action.trump, Suit):  # rule 9: no no-trump bid
                raise IllegalActionError(
                    "bad_bid", f"a bid names a trump suit, not {action.trump!r}", trump=repr(action.trump)
                )
            if self.contract is not None and action.tricks <= self.contract.tricks:
                if self.contract.tricks == CAROTTE:
                    raise IllegalActionError(
                        "only_pass", "after a carotte the only legal call is pass"
                    )
                raise IllegalActionError(
                    "bid_too_low",
                    f"a bid must name more than {self.contract.tricks} tricks",
                    tricks=action.tricks,
                    highest=self.contract.tricks,
                )
            self.contract = action
            self.declarer = seat
        elif type(action) is type(PASS):
            if self._dealer_must_bid():
                raise IllegalActionError(
                    "dealer_must_bid", "the dealer must bid when the three others have passed"
                )
        else:
            raise self._wrong_phase(action)
        self.history.append((seat, action))
        self._calls += 1
        if self._calls < 4:
            self.current_seat = (seat + 1) & 3
            return
        if self.declarer is None:  # rule 10: all passed
            self.phase = Phase.OVER
            self.current_seat = None
            self._result = DealResult((0, 0, 0, 0), (0, 0, 0, 0), annulled=True)
            return
        # rule 11: the declarer takes the mise
        self._hands[self.declarer] |= mask_of(self._kitty)
        self.phase = Phase.DISCARD
        self.current_seat = self.declarer

    def _discard_cards(self, seat: int, action: Discard) -> None:
        hand = self._hands[seat]
        count = action.mask.bit_count()
        if count != MISE_SIZE:
            raise IllegalActionError(
                "discard_count", f"the discard is {MISE_SIZE} cards, not {count}",
                expected=MISE_SIZE, count=count,
            )
        if action.mask & ~hand:
            missing = cards_from_mask(action.mask & ~hand)[0]
            raise IllegalActionError(
                "not_in_hand", f"{missing} is not in {seat_name(seat)}'s hand", card=missing.text
            )
        self._hands[seat] = hand & ~action.mask
        self._discard = action.mask
        self.history.append((seat, action))
        assert self.contract is not None
        self.trump = self.contract.trump  # rule 13
        self._start_play(seat)  # rule 13: the declarer leads

    # -- scoring --------------------------------------------------------------------------
    def _finish(self) -> None:
        declarer = self.declarer
        contract = self.contract
        assert declarer is not None and contract is not None
        taken = self._tricks_won[declarer]
        bid = contract.tricks
        made = taken >= bid
        scores = [0, 0, 0, 0]
        chips = [0, 0, 0, 0]
        if bid == CAROTTE:  # rule 17: paid in chips only
            stake = self.options.carotte_stake
            sign = 1 if made else -1
            for seat in range(4):
                chips[seat] = 3 * stake * sign if seat == declarer else -stake * sign
        elif made:  # rule 16
            scores[declarer] = taken if self.options.count_overtricks else bid
        else:
            scores[declarer] = -bid
        self._result = DealResult(
            tuple(scores),
            tuple(chips),
            details={
                "declarer": declarer,
                "contract": contract.to_json(),
                "tricks": taken,
                "made": made,
                "discard": [card.text for card in cards_from_mask(self._discard)],
            },
        )

    def result(self) -> DealResult:
        if self._result is None:
            raise IllegalActionError("deal_not_over", "the deal is not over")
        return self._result

    # -- observation ----------------------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        sees_mise = self.declarer is not None and self.phase is not Phase.BIDDING and (
            seat == self.declarer or self.options.show_mise
        )
        return self._observe(
            seat,
            kitty=self._kitty if sees_mise else None,
            contract=self.contract,
            extra={"tricks_won": tuple(self._tricks_won)},
        )


class CarotteRules(GameRules):
    """La Carotte, as the match sees it."""

    name = "carotte"
    pack = CAROTTE_PACK
    options_type = CarotteOptions
    hand_size = HAND_SIZE
    kitty_size = MISE_SIZE
    action_types = frozenset({"pass", "bid", "discard", "play"})
    uses_chips = True

    # rule 5: one card at a time from the dealer's left; the mise cards go out one at a
    # time after the second, third, fourth and fifth rounds.
    _PACKETS: Final = (
        ("players", 1), ("players", 1), ("kitty", 1), ("players", 1), ("kitty", 1),
        ("players", 1), ("kitty", 1), ("players", 1), ("kitty", 1), ("players", 1),
    )

    def distribute(
        self, deck: Sequence[Card], dealer: int
    ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
        return self._deal_in_packets(deck, dealer, self._PACKETS)

    def new_deal(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: GameOptions,
        context: MatchContext,
    ) -> CarotteDeal:
        assert isinstance(options, CarotteOptions)
        return CarotteDeal(dealer, hands, kitty, options)

    def deal_like(
        self, observation: Observation, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]
    ) -> CarotteDeal:
        assert isinstance(observation.options, CarotteOptions)
        return CarotteDeal(observation.dealer, hands, kitty, observation.options)

    def match_winners(
        self, options: GameOptions, totals: Sequence[int], results: Sequence[DealResult]
    ) -> tuple[int, ...] | None:
        assert isinstance(options, CarotteOptions)
        # rule 18: a player with `target` points or more after a hand wins; only the
        # declarer's points change in a hand, so at most one seat can cross it.
        winners = tuple(seat for seat in range(4) if totals[seat] >= options.target)
        return winners or None

    def _parse_own_action(self, kind: str, data: Mapping[str, object]) -> Action:
        self._require(data, ("tricks", "trump"))
        return CarotteBid(parse_int(data, "tricks"), parse_suit(data, "trump"))

