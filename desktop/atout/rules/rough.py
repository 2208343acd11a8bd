"""Le Rough (Québec): two teams, 36 cards, bids of 70 to 100 points.

The rule numbers in comments are those of ``docs/rules/rough.md``. Seats 0 and 2
are partners (team 0), and so are seats 1 and 3 (team 1).

>>> from atout.rules import Keep, RoughBid, PASS, DealRng
>>> game = RoughRules()
>>> deal = game.new_deal(3, *game.deal_cards(DealRng(5), 3), game.options(), MatchContext())
>>> deal.apply(RoughBid(70)); deal.apply(RoughBid(85)); deal.apply(PASS)
>>> deal.legal_actions()                    # the dealer may only pass or keep
(Pass(), Keep())
>>> deal.apply(Keep()); deal.declarer, deal.contract
(3, RoughBid(85))
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from atout.rules.actions import PASS, Action, Discard, Keep, Pass, Play, RoughBid, SansAtout
from atout.rules.cards import ROUGH_PACK, SUIT_MASKS, Card, cards_from_mask, mask_of
from atout.rules.deal import DealResult, Observation, Phase, seat_name
from atout.rules.errors import IllegalActionError
from atout.rules.game import GameRules, MatchContext, parse_int
from atout.rules.options import GameOptions, choice_option, flag_option, int_option
from atout.rules.outcome import Annulment, RoughCount
from atout.rules.public import RoughPublic
from atout.rules.tricks import PlainTrickDeal

__all__ = ["RoughDeal", "RoughOptions", "RoughRules", "card_points", "team_of"]

HAND_SIZE: Final = 8
MISE_SIZE: Final = 4
LA_PARTIE: Final = 100  # rule 12: the bid of every point
TOTAL_POINTS: Final = 100
KEEP: Final = Keep()
_PLAY: Final = Phase.PLAY
_BIDDING: Final = Phase.BIDDING
SANS_ATOUT: Final = SansAtout()
_BIDS: Final = {points: RoughBid(points) for points in range(5, 101, 5)}

# rule 3: A = 10, 10 = 10, 5 = 5, nothing else.
_TENS: Final = mask_of(card for card in ROUGH_PACK if card.rank in (15, 10))
_FIVES: Final = mask_of(card for card in ROUGH_PACK if card.rank == 5)


def card_points(mask: int) -> int:
    """The points of the cards of ``mask`` (rule 3).

    >>> from atout.rules import Card, mask_of
    >>> card_points(mask_of(Card.parse(t) for t in ["AS", "10H", "5C", "KD"]))
    25
    """
    return 10 * (mask & _TENS).bit_count() + 5 * (mask & _FIVES).bit_count()


@functools.cache
def _calls_between(low: int, high: int) -> tuple[Action, ...]:
    """Pass and the bids from ``low`` to ``high``."""
    return (PASS, *(_BIDS[points] for points in range(low, high + 1, 5)))


def team_of(seat: int) -> int:
    """The team of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat & 1


@dataclass(frozen=True)
class RoughOptions(GameOptions):
    """The variants of ``docs/rules/rough.md``."""

    game: ClassVar[str] = "rough"

    min_bid: int = int_option(70, 50, 95, "The lowest bid (rule 8).", step=5)
    dealer_when_no_bid: str = choice_option(
        "may_take",
        ("may_take", "may_not_take", "must_take"),
        "What the dealer may do when nobody bid before him (rule 10).",
    )
    discards_to_defence: bool = flag_option(
        False, "The contractor's discards count for the defence (rule 13)."
    )
    sans_atout_multiplier: int = int_option(
        1, 1, 3, "Multiplies the contractor's score in a Sans-Atout hand of 70 to 95 (rule 18)."
    )
    target: int = int_option(350, 5, 10000, "Points that win the match (rule 20).")


class RoughDeal(PlainTrickDeal):
    """One deal of Le Rough. ``in_the_box[team]`` says which teams are below 0."""

    game: ClassVar[str] = "rough"
    pack = ROUGH_PACK
    tricks_per_deal = HAND_SIZE
    mise_size = MISE_SIZE
    action_classes = (Pass, RoughBid, Keep, Discard, SansAtout, Play)

    contract: RoughBid | None
    sans_atout: bool
    options: RoughOptions

    def __init__(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: RoughOptions | None = None,
        in_the_box: tuple[bool, bool] = (False, False),
    ) -> None:
        self.options = options or RoughOptions()
        self.in_the_box = in_the_box
        super().__init__(dealer, hands, kitty)  # rule 7: the dealer's next seat speaks first
        self.sans_atout = False
        self._highest: RoughBid | None = None
        self._highest_seat: int | None = None

    # -- legal actions -----------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is _PLAY:
            plays = self._legal_plays()
            return (SANS_ATOUT, *plays) if self._can_announce_sans_atout() else plays
        if phase is _BIDDING:
            return self._legal_calls()
        return ()

    def side_of(self, seat: int) -> int:
        return team_of(seat)  # rule 1: partners sit opposite

    def _bidder(self) -> int | None:
        return self._highest_seat

    def _can_announce_sans_atout(self) -> bool:
        return not self.tricks and not self._trick and not self.sans_atout

    def _legal_calls(self) -> tuple[Action, ...]:
        seat = self.current_seat
        assert seat is not None
        if seat == self.dealer:
            return tuple(call for call in (PASS, KEEP) if self._dealer_call_error(call) is None)
        start = self.options.min_bid
        if self._highest is not None:
            start = max(start, self._highest.points + 5)
        top = LA_PARTIE - 5 if self.in_the_box[team_of(seat)] else LA_PARTIE
        return _calls_between(start, top)

    def _dealer_call_error(self, call: Action) -> IllegalActionError | None:
        """Why the dealer may not make ``call`` (pass or keep), or ``None``."""
        rule = self.options.dealer_when_no_bid
        if self._highest is None:
            if call is PASS and rule == "must_take":
                return IllegalActionError(
                    "dealer_must_take", "nobody bid: the dealer must keep at the minimum bid"
                )
            if call == KEEP and rule == "may_not_take":
                return IllegalActionError(
                    "dealer_may_not_take", "nobody bid: the dealer may not take the contract"
                )
        elif call == KEEP and self._highest.points == LA_PARTIE and self.in_the_box[team_of(self.dealer)]:
            return IllegalActionError(
                "in_the_box",
                f"the team of {seat_name(self.dealer)} is in the box and may not keep a 100 bid",
                team=team_of(self.dealer),
            )
        return None

    # -- applying -----------------------------------------------------------------------
    def _apply_other(self, seat: int, action: Action) -> None:
        if self.phase is _PLAY and isinstance(action, SansAtout):
            if not self._can_announce_sans_atout():
                raise IllegalActionError(
                    "sans_atout_too_late", "Sans-Atout is announced before the contractor's first card"
                )
            self.sans_atout = True
            self.history.append((seat, action))
        else:
            raise self._wrong_phase(action)

    def _call(self, seat: int, action: Action) -> None:
        if seat == self.dealer:
            if action in (PASS, KEEP):
                error = self._dealer_call_error(action)
                if error is not None:
                    raise error
            elif isinstance(action, RoughBid):
                raise IllegalActionError("dealer_may_only_keep", "the dealer may only pass or keep, not bid")
            else:
                raise self._wrong_phase(action)
        elif isinstance(action, RoughBid):
            self._check_bid(seat, action)
            self._highest = _BIDS[action.points]
            self._highest_seat = seat
        elif action == KEEP:
            raise IllegalActionError("keep_by_dealer", "only the dealer may keep")
        elif action != PASS:
            raise self._wrong_phase(action)
        if not self._record_call(seat, action):
            return
        declarer = self._highest_seat
        self.contract = self._highest
        if action == KEEP:  # rules 9 and 10: the dealer takes the contract
            declarer = seat
            self.contract = self._highest or _BIDS[self.options.min_bid]
        # rule 13: the contractor takes the mise; rule 11: all passed, the hand is void
        self._end_bidding(declarer, DealResult((0, 0, 0, 0), annulled=True, annulment=Annulment.ALL_PASSED))

    def _check_bid(self, seat: int, bid: RoughBid) -> None:
        points = bid.points
        low = self.options.min_bid
        if not isinstance(points, int) or points % 5 or not low <= points <= LA_PARTIE:
            raise IllegalActionError(
                "bad_bid",
                f"a bid is a multiple of 5 from {low} to {LA_PARTIE}, not {points}",
                points=points,
            )
        if self._highest is not None and points <= self._highest.points:
            raise IllegalActionError(
                "bid_too_low",
                f"a bid must be higher than {self._highest.points}",
                points=points,
                highest=self._highest.points,
            )
        if points == LA_PARTIE and self.in_the_box[team_of(seat)]:
            raise IllegalActionError(
                "in_the_box",
                f"the team of {seat_name(seat)} is in the box and may not bid 100",
                team=team_of(seat),
            )

    def _after_discard(self, declarer: int) -> None:
        self._start_play(declarer)  # rule 15: the contractor leads

    def _before_lead(self, seat: int, card: Card) -> None:
        # rule 14: the suit of the contractor's first card is trump, unless Sans-Atout.
        if not self.tricks and not self.sans_atout:
            self.trump = card.suit
            self._trump_mask = SUIT_MASKS[card.suit]  # type: ignore[index]

    # -- scoring --------------------------------------------------------------------------
    def team_points(self) -> tuple[int, int]:
        """The card points of each team so far, the discard included (rule 17)."""
        return self.points_of_won((self._won[0] | self._won[2], self._won[1] | self._won[3]))

    def points_of_won(self, won: tuple[int, int]) -> tuple[int, int]:
        """The card points of each team when team 0 has won the cards ``won[0]`` (a mask)
        and team 1 the cards ``won[1]``, the discard included (rule 17)."""
        points = [card_points(won[0]), card_points(won[1])]
        if self.declarer is not None and self._discard:
            team = team_of(self.declarer)
            if self.options.discards_to_defence:
                team = 1 - team
            points[team] += card_points(self._discard)
        return points[0], points[1]

    def _finish(self) -> None:
        self._result = self.result_with(self.team_points())

    def result_with(self, points: tuple[int, int]) -> DealResult:
        """The result of this deal, its contract, discard and trump as they stand, once
        its teams have taken ``points`` (the card points of team 0 and team 1, as
        :meth:`team_points` counts them) at its end (rules 18, 19): what :meth:`result`
        gives once the last trick is done, and what a solver reads at the end of a line of
        play it has not played on the deal."""
        declarer = self.declarer
        contract = self.contract
        assert declarer is not None and contract is not None
        attack = team_of(declarer)
        taken = points[attack]
        bid = contract.points
        team_scores = [0, 0]
        team_scores[1 - attack] = points[1 - attack]
        winners: tuple[int, ...] | None = None
        if bid == LA_PARTIE:  # rule 19
            made = taken == TOTAL_POINTS
            team_scores[attack] = LA_PARTIE if made else -LA_PARTIE
            winning_team = attack if made else 1 - attack
            winners = (winning_team, winning_team + 2)
        else:  # rule 18
            made = taken >= bid
            score = taken if made else -bid
            if self.sans_atout:
                score *= self.options.sans_atout_multiplier
            team_scores[attack] = score
        ecart = cards_from_mask(self._discard)
        return DealResult(
            tuple(team_scores[seat & 1] for seat in range(4)),
            match_winners=winners,
            taker=declarer,
            contract=contract,
            made=made,
            sides=self.sides(),
            count=RoughCount(points=points, team=attack, trump=self.trump, sans_atout=self.sans_atout),
            ecart=tuple(ecart),
            kitty=tuple(self._kitty),
        )

    # -- observation ----------------------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        sees_mise = self.declarer == seat and self.phase is not Phase.BIDDING
        return self._observe(
            seat,
            kitty=self._kitty if sees_mise else None,
            contract=self.contract,
            highest_bid=self._highest,
            public=RoughPublic(sans_atout=self.sans_atout, in_the_box=self.in_the_box),
        )


class RoughRules(GameRules):
    """Le Rough, as the match sees it."""

    name = "rough"
    pack = ROUGH_PACK
    options_type = RoughOptions
    hand_size = HAND_SIZE
    kitty_size = MISE_SIZE
    action_types = frozenset({"pass", "bid", "keep", "discard", "sans_atout", "play"})
    teams = ((0, 2), (1, 3))  # rule 1: partners sit opposite

    # rule 6: four at a time; the mise as one packet of four after the first round.
    packets = (("players", 4), ("kitty", 4), ("players", 4))

    def new_deal(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: GameOptions,
        context: MatchContext,
    ) -> RoughDeal:
        assert isinstance(options, RoughOptions)
        totals = context.totals
        # rule 12: a team below 0 (exactly 0 is not) is in the box.
        in_the_box = (totals[0] < 0, totals[1] < 0)
        return RoughDeal(dealer, hands, kitty, options, in_the_box)

    def deal_like(
        self, observation: Observation, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]
    ) -> RoughDeal:
        assert isinstance(observation.options, RoughOptions)
        public = observation.public
        assert isinstance(public, RoughPublic)
        return RoughDeal(observation.dealer, hands, kitty, observation.options, public.in_the_box)

    def match_winners(
        self, options: GameOptions, totals: Sequence[int], results: Sequence[DealResult]
    ) -> tuple[int, ...] | None:
        assert isinstance(options, RoughOptions)
        if not results:
            return None
        last = results[-1]
        if last.match_winners is not None:  # rule 19: the 100 bid decides at once
            return last.match_winners
        reached = [team for team in (0, 1) if totals[team] >= options.target]
        if not reached:
            return None
        if len(reached) == 2:  # rule 20: both reached it: the contracting team wins
            declarer = last.taker
            assert declarer is not None
            team = team_of(declarer)
        else:
            team = reached[0]
        return (team, team + 2)

    def _parse_own_action(self, kind: str, data: Mapping[str, object]) -> Action:
        if kind == "keep":
            return KEEP
        if kind == "sans_atout":
            return SANS_ATOUT
        self._require(data, ("points",))
        points = parse_int(data, "points")
        return _BIDS.get(points) or RoughBid(points)
