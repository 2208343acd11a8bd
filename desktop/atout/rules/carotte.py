"""La Carotte: four players each for himself, 28 cards, bids of 4 to 6 tricks.

The rule numbers in comments are those of ``docs/rules/carotte.md``.

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
from atout.rules.cards import CAROTTE_PACK, Card, Suit, cards_from_mask
from atout.rules.deal import DealResult, Observation, Phase
from atout.rules.errors import IllegalActionError
from atout.rules.game import GameRules, MatchContext, parse_int, parse_suit
from atout.rules.options import GameOptions, flag_option, int_option
from atout.rules.outcome import Annulment, CarotteCount
from atout.rules.public import CarottePublic
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
    """The variants of ``docs/rules/carotte.md``."""

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
    mise_size = MISE_SIZE
    action_classes = (Pass, CarotteBid, Discard, Play)

    contract: CarotteBid | None
    options: CarotteOptions

    def __init__(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: CarotteOptions | None = None,
    ) -> None:
        self.options = options or CarotteOptions()
        super().__init__(dealer, hands, kitty)  # rule 6: the dealer's left speaks first

    # -- bidding -----------------------------------------------------------------------
    def _legal_calls(self) -> tuple[Action, ...]:
        highest = self.contract.tricks if self.contract else 3
        return _CALLS[highest, not self._dealer_must_bid()]

    def _dealer_must_bid(self) -> bool:
        return self.options.dealer_must_bid and self.current_seat == self.dealer and self.declarer is None

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
                    raise IllegalActionError("only_pass", "after a carotte the only legal call is pass")
                raise IllegalActionError(
                    "bid_too_low",
                    f"a bid must name more than {self.contract.tricks} tricks",
                    tricks=action.tricks,
                    highest=self.contract.tricks,
                )
            self.contract = action
            self.declarer = seat  # the highest bidder so far
        elif type(action) is type(PASS):
            if self._dealer_must_bid():
                raise IllegalActionError(
                    "dealer_must_bid", "the dealer must bid when the three others have passed"
                )
        else:
            raise self._wrong_phase(action)
        if self._record_call(seat, action):
            # rule 11: the declarer takes the mise; rule 10: all passed, nothing is scored
            void = DealResult((0, 0, 0, 0), (0, 0, 0, 0), annulled=True, annulment=Annulment.ALL_PASSED)
            self._end_bidding(self.declarer, void)
            if self.contract is not None:  # rule 13: the contract names the trump, known to all
                self.trump = self.contract.trump

    def _after_discard(self, declarer: int) -> None:
        self._start_play(declarer)  # rule 13: the declarer leads

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
        ecart = cards_from_mask(self._discard)
        self._result = DealResult(
            tuple(scores),
            tuple(chips),
            taker=declarer,
            contract=contract,
            made=made,
            sides=self.sides(),
            count=CarotteCount(tricks=taken, bid=bid),
            ecart=tuple(ecart),
            kitty=tuple(self._kitty),
        )

    # -- observation ----------------------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        sees_mise = (
            self.declarer is not None
            and self.phase is not Phase.BIDDING
            and (seat == self.declarer or self.options.show_mise)
        )
        return self._observe(
            seat,
            kitty=self._kitty if sees_mise else None,
            contract=self.contract,
            highest_bid=self.contract,  # the highest bid so far, then the contract
            public=CarottePublic(),
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
    packets = (
        ("players", 1),
        ("players", 1),
        ("kitty", 1),
        ("players", 1),
        ("kitty", 1),
        ("players", 1),
        ("kitty", 1),
        ("players", 1),
        ("kitty", 1),
        ("players", 1),
    )

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
