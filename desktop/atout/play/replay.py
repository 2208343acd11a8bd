"""A finished deal, replayed action by action: what the review of a deal shows.

The deal is dealt again from its cards and every action of its history is applied again by
the rules, so each :class:`Moment` is exactly the table as it was after one more action: what
every seat held, the cards set aside (the mise or chien while nobody has taken it, then the
discard or écart), the trick on the table, how many tricks each seat had won.

Only a finished deal is replayed: the review shows every hand, which a deal under way must not.

>>> from atout.rules import Match, PASS
>>> match = Match("carotte", seed=11, first_dealer=2)
>>> _ = match.new_deal()
>>> for _ in match.players:
...     match.apply(PASS)
>>> replay = DealReplay.of_match(match, 0)
>>> len(replay.moments), [len(hand) for hand in replay.moments[0].hands]
(5, [6, 6, 6, 6])
>>> set(replay.moments[0].aside) == set(match.deals[0].kitty), replay.moments[-1].action
(True, Pass())
>>> DealReplay.of_match(match, 1)
Traceback (most recent call last):
...
ValueError: deal 2 is not a finished deal of this match (1 finished)

This module imports no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from atout.rules import (
    Action,
    Card,
    Deal,
    DealResult,
    Discard,
    GameRules,
    Match,
    MatchContext,
    Phase,
    Play,
    RoughBid,
    Suit,
)
from atout.rules.cards import cards_from_mask, mask_of

__all__ = ["DealReplay", "Moment"]


@dataclass(frozen=True)
class Moment:
    """The table after ``number`` actions of a deal (0: as dealt).

    ``actor`` and ``action``: the action that led here (``None`` at 0). ``hands``: what each
    seat holds, in pack order. ``aside``: the cards in no hand and in no trick (the mise or
    chien as dealt, then the discard or écart and a chien nobody took); ``aside_is_discard``
    says which, and ``discarder`` who made it. ``trick``: the cards on the table, in the order
    played; a finished trick stays there until the next card, with ``trick_winner`` set.
    ``trick_number``: the number of the trick on the table from 1 (0 before the first card).
    ``declarer``, ``contract``, ``trump``, ``shown`` (a poignée) and ``sides`` (who plays with
    whom) are the deal's public state at that moment; ``current_seat`` is the seat to act next.
    """

    number: int
    actor: int | None
    action: Action | None
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    aside: tuple[Card, ...]
    aside_is_discard: bool
    discarder: int | None
    trick: tuple[tuple[int, Card], ...]
    trick_winner: int | None
    trick_number: int
    tricks_won: tuple[int, ...]
    declarer: int | None
    contract: Action | None
    trump: Suit | None
    shown: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    sides: tuple[int, ...] = ()
    current_seat: int | None = None

    @property
    def completes_trick(self) -> bool:
        """Whether this moment's action was the last card of a trick."""
        return self.trick_winner is not None and isinstance(self.action, Play)


class DealReplay:
    """Every moment of one finished deal, from the cards as dealt to its last action.

    ``rules`` are the game's, ``deal`` the finished deal (its cards and history are read, never
    changed) and ``context`` the match as it stood before it (the totals, which some rules use).
    """

    def __init__(self, rules: GameRules, deal: Deal, context: MatchContext) -> None:
        if not deal.is_over:
            raise ValueError("only a finished deal is replayed (it shows every hand)")
        self.rules = rules
        self.game = rules.name
        self.dealer = deal.dealer
        self.result: DealResult = deal.result()
        #: The deal's options (the variants its rules were played with).
        self.options = deal.options
        self.dealt_hands = deal.dealt_hands
        self.kitty = deal.kitty
        self._every_card = mask_of(card for hand in deal.dealt_hands for card in hand) | mask_of(deal.kitty)
        self.context = context
        again = self.deal_again()
        moments = [self._moment(again, 0, None, None)]
        for number, (seat, action) in enumerate(deal.history, start=1):
            again.apply(action, seat)
            moments.append(self._moment(again, number, seat, action))
        self.moments: tuple[Moment, ...] = tuple(moments)
        #: The result the deal comes to when replayed (the same as ``result`` for a faithful log).
        self.replayed_result: DealResult = again.result()
        self._stops = self._find_stops()

    def deal_again(self) -> Deal:
        """The deal as dealt, before any action, to replay its moments on."""
        return self.rules.new_deal(self.dealer, self.dealt_hands, self.kitty, self.options, self.context)

    @classmethod
    def of_match(cls, match: Match, index: int) -> DealReplay:
        """Deal ``index`` (from 0) of ``match``, which must be finished."""
        finished = len(match.results)
        if not 0 <= index < finished:
            raise ValueError(f"deal {index + 1} is not a finished deal of this match ({finished} finished)")
        totals = [0] * len(match.players)
        for result in match.results[:index]:
            for seat in range(len(totals)):
                totals[seat] += result.scores[seat]
        return cls(match.rules, match.deals[index], MatchContext(totals))

    # -- the moments -----------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.moments)

    @property
    def last(self) -> int:
        """The index of the last moment (the deal's end)."""
        return len(self.moments) - 1

    @property
    def stops(self) -> tuple[int, ...]:
        """The moments worth stopping at: as dealt, the last before the first card (the bids,
        the discard and the announcements made), and the end of each trick."""
        return self._stops

    def next_stop(self, index: int) -> int:
        """The first stop after moment ``index`` (the last moment when there is none)."""
        return next((stop for stop in self._stops if stop > index), self.last)

    def previous_stop(self, index: int) -> int:
        """The last stop before moment ``index`` (0 when there is none)."""
        return next((stop for stop in reversed(self._stops) if stop < index), 0)

    def keep_points(self, number: int) -> int | None:
        """The points of the highest Rough bid before moment ``number``: what a ``Keep`` there
        takes (``None`` when nobody bid)."""
        bids = [m.action.points for m in self.moments[1:number] if isinstance(m.action, RoughBid)]
        return max(bids) if bids else None

    def first_card(self) -> int | None:
        """The moment of the first card played (``None`` when no card was played)."""
        return next((m.number for m in self.moments if isinstance(m.action, Play)), None)

    # -- building --------------------------------------------------------------------------------
    def _find_stops(self) -> tuple[int, ...]:
        stops = {0, self.last}
        first = self.first_card()
        if first is not None and first > 1:
            stops.add(first - 1)
        stops.update(m.number for m in self.moments if m.completes_trick)
        return tuple(sorted(stops))

    def _moment(self, deal: Deal, number: int, actor: int | None, action: Action | None) -> Moment:
        observation = deal.observation(0)
        hands = tuple(deal.hand(seat) for seat in range(len(deal.dealt_hands)))
        played = mask_of(card for trick in deal.tricks for card in trick.cards)
        on_table = deal.current_trick()
        played |= mask_of(card for _, card in on_table)
        held = mask_of(card for hand in hands for card in hand)
        aside = cards_from_mask(self._every_card & ~held & ~played)
        discards = [(seat, act) for seat, act in deal.history if isinstance(act, Discard)]
        trick: tuple[tuple[int, Card], ...] = tuple(on_table)
        winner: int | None = None
        if not trick and deal.tricks and isinstance(action, Play):
            finished = deal.tricks[-1]  # this card ended the trick: it stays in view
            trick, winner = finished.plays(), finished.winner
        number_shown = len(deal.tricks) + (1 if on_table else 0)
        tricks_won = [0] * len(hands)
        for done in deal.tricks:
            tricks_won[done.winner] += 1
        return Moment(
            number=number,
            actor=actor,
            action=action,
            phase=deal.phase,
            hands=hands,
            aside=aside,
            aside_is_discard=bool(discards),
            discarder=discards[-1][0] if discards else None,
            trick=trick,
            trick_winner=winner,
            trick_number=number_shown,
            tricks_won=tuple(tricks_won),
            declarer=observation.declarer,
            contract=observation.contract,
            trump=observation.trump,
            shown=dict(observation.shown),
            sides=tuple(observation.sides),
            current_seat=deal.current_seat,
        )
