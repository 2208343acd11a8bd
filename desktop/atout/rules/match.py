"""A match: deals strung together, the dealer's rotation, the totals and the end.

>>> from atout.rules import Match, PASS
>>> match = Match("carotte", seed=11, first_dealer=2)
>>> deal = match.new_deal()
>>> deal.dealer, deal.current_seat
(2, 3)
>>> for _ in range(4):
...     match.apply(PASS)
>>> match.results[-1].annulled, match.new_deal().dealer
(True, 3)
>>> match.current
<CarotteDeal dealer 3, bidding, seat 0 to act>
>>> match
<Match carotte: 2 deals, totals [0, 0, 0, 0], under way>
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from atout.rules.actions import Action
from atout.rules.cards import Card
from atout.rules.deal import Deal, DealResult
from atout.rules.errors import IllegalActionError
from atout.rules.game import GameRules, MatchContext
from atout.rules.games import get_game
from atout.rules.options import GameOptions
from atout.rules.rng import DealRng

__all__ = ["DealNumber", "Match", "Player", "action_entry", "deal_numbers"]


@dataclass(frozen=True)
class DealNumber:
    """How the rules number one deal of a match: ``number`` (1, 2...), or ``None`` for a deal
    that does not count (a Tarot deal annulled: all passed, or petit sec), and ``length``, the
    number of counted deals the match is played in (``None`` when it is played to a score).

    >>> DealNumber(2, 8), DealNumber(None, 8).annulled
    (DealNumber(number=2, length=8), True)
    """

    number: int | None
    length: int | None = None

    @property
    def annulled(self) -> bool:
        """Whether the deal takes no number (it does not count)."""
        return self.number is None


def deal_numbers(rules: GameRules, results: Sequence[DealResult]) -> list[int | None]:
    """The number each finished deal takes, as the game's rules count deals: in order, skipping
    the deals that do not count (:meth:`GameRules.counts`), which take ``None``.

    >>> from atout.rules import get_game
    >>> from atout.rules.deal import DealResult
    >>> played, void = DealResult((0, 0, 0, 0)), DealResult((0, 0, 0, 0), annulled=True)
    >>> deal_numbers(get_game("tarot"), [played, void, played])
    [1, None, 2]
    >>> deal_numbers(get_game("carotte"), [played, void, played])
    [1, 2, 3]
    """
    numbers: list[int | None] = []
    counted = 0
    for result in results:
        if rules.counts(result):
            counted += 1
            numbers.append(counted)
        else:
            numbers.append(None)
    return numbers


@dataclass(frozen=True)
class Player:
    """A player of the match: a name, ``kind`` "human" or "ai", and a bot level."""

    name: str
    kind: str = "ai"
    level: str | None = None
    extra: Mapping[str, object] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        """The player as the log writes it."""
        out: dict[str, object] = dict(self.extra)
        out.update({"name": self.name, "kind": self.kind})
        if self.level is not None:
            out["level"] = self.level
        return out


def default_players() -> tuple[Player, ...]:
    """Four computer players named Joueur 1..4."""
    return tuple(Player(f"Joueur {i + 1}") for i in range(4))


def action_entry(seat: int, action: Action) -> dict[str, object]:
    """One action as the match log holds it: its seat, then the action's own fields."""
    return {"seat": seat, **action.to_json()}


class Match:
    """A match of one game: create deals with :meth:`new_deal`, play with :meth:`apply`.

    ``deals`` holds every deal so far (the last may be under way), ``results`` the
    results of the finished ones; ``totals`` (and ``chips`` in La Carotte) add them up;
    ``winners`` is set once the match is over.
    """

    def __init__(
        self,
        game: GameRules | str,
        options: GameOptions | Mapping[str, object] | None = None,
        players: Sequence[Player] | None = None,
        *,
        first_dealer: int | None = None,
        seed: int | None = None,
    ) -> None:
        self.rules = get_game(game) if isinstance(game, str) else game
        if isinstance(options, GameOptions):
            if not isinstance(options, self.rules.options_type):
                raise TypeError(f"options of another game than {self.rules.name}")
            self.options = options
        else:
            self.options = self.rules.options(options)
        self.players = tuple(players) if players is not None else default_players()
        if len(self.players) != 4:
            raise ValueError("a match has four players")
        self.rng = DealRng(seed if seed is not None else 0)
        if first_dealer is None:
            first_dealer = self.rng.below(4)  # the first dealer is drawn at random
        if first_dealer not in range(4):
            raise ValueError("the dealer is a seat from 0 to 3")
        self.first_dealer = first_dealer
        self.deals: list[Deal] = []
        self.results: list[DealResult] = []
        self.totals = [0, 0, 0, 0]
        self.chips = [0, 0, 0, 0]
        self.winners: tuple[int, ...] | None = None
        self._live: Deal | None = None  # the deal under way
        #: Keys of the log's top level that this program does not use, kept as read.
        self.extra: dict[str, object] = {}

    def __repr__(self) -> str:
        state = f"won by {list(self.winners)}" if self.winners is not None else "under way"
        return f"<Match {self.game}: {len(self.deals)} deals, totals {self.totals}, {state}>"

    @property
    def game(self) -> str:
        """The game's name."""
        return self.rules.name

    @property
    def is_over(self) -> bool:
        """Whether a winner is known."""
        return self.winners is not None

    @property
    def length(self) -> int | None:
        """How many counted deals the match is played in (Tarot's ``deals``); ``None`` when it
        is played to a score."""
        return self.rules.match_length(self.options)

    @property
    def counted_deals(self) -> int:
        """How many finished deals count so far (an annulled Tarot deal does not)."""
        return sum(1 for result in self.results if self.rules.counts(result))

    def deal_number(self, index: int) -> DealNumber:
        """The number of deal ``index`` (0 for the first dealt) as the rules count it: a finished
        deal's own (``None`` if it does not count), or, for the deal under way or the next one
        (``index == len(deals)``), the next number.

        >>> from atout.rules import PASS
        >>> match = Match("tarot", {"deals": 3}, seed=4, first_dealer=0)
        >>> _ = match.new_deal()
        >>> for _ in range(4):
        ...     match.apply(PASS)
        >>> match.deal_number(0), match.deal_number(1)
        (DealNumber(number=None, length=3), DealNumber(number=1, length=3))
        """
        if not 0 <= index <= len(self.deals):
            raise IndexError(f"the match has {len(self.deals)} deals: no deal {index}")
        if index < len(self.results):
            return DealNumber(deal_numbers(self.rules, self.results)[index], self.length)
        return DealNumber(self.counted_deals + 1, self.length)

    @property
    def number_now(self) -> DealNumber:
        """The number of the deal under way, or of the next one to deal when none is."""
        return self.deal_number(len(self.deals) - 1 if self.current is not None else len(self.deals))

    @property
    def current(self) -> Deal | None:
        """The deal under way, if any."""
        return self._live

    @property
    def next_dealer(self) -> int:
        """The dealer of the next deal: the seat after the last dealer."""
        if not self.deals:
            return self.first_dealer
        return (self.deals[-1].dealer + 1) & 3

    def new_deal(
        self,
        hands: Sequence[Sequence[Card]] | None = None,
        kitty: Sequence[Card] | None = None,
    ) -> Deal:
        """Start the next deal, with these cards or dealt from the match's seed."""
        if self.is_over:
            raise IllegalActionError("match_over", "the match is over")
        if self.current is not None:
            raise IllegalActionError("deal_under_way", "the current deal is not finished")
        dealer = self.next_dealer
        if hands is None or kitty is None:
            hands, kitty = self.rules.deal_cards(self.rng, dealer)
        deal = self.rules.new_deal(dealer, hands, kitty, self.options, MatchContext(self.totals))
        self.deals.append(deal)
        self._live = deal
        if deal.is_over:  # a deal annulled as soon as dealt (Tarot's petit sec)
            self._close(deal)
        return deal

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply ``action`` to the deal under way; score it when it ends."""
        deal = self._live
        if deal is None:
            if self.is_over:
                raise IllegalActionError("match_over", "the match is over")
            raise IllegalActionError("no_deal", "no deal is under way")
        deal.apply(action, seat)
        if deal.current_seat is None:
            self._close(deal)

    def deal_before(self, count: int) -> Deal:
        """The deal under way as it stood ``count`` actions ago: a new deal of the same cards,
        with all but the last ``count`` actions applied again (the match is not changed)."""
        deal = self._live
        if deal is None:
            raise IllegalActionError("no_deal", "no deal is under way")
        if not 0 <= count <= len(deal.history):
            raise ValueError(f"the deal has {len(deal.history)} actions: {count} cannot be taken back")
        again = self.rules.new_deal(
            deal.dealer, deal.dealt_hands, deal.kitty, self.options, MatchContext(self.totals)
        )
        for seat, action in deal.history[: len(deal.history) - count]:
            again.apply(action, seat)
        return again

    def take_back(self, count: int) -> Deal:
        """Take back the last ``count`` actions of the deal under way (an undo) and return the
        deal as it now stands. A finished deal is scored and stays as it is.

        >>> from atout.rules import PASS
        >>> match = Match("carotte", seed=11, first_dealer=2)
        >>> deal = match.new_deal()
        >>> match.apply(PASS); match.apply(PASS)
        >>> match.current.current_seat
        1
        >>> deal = match.take_back(1)
        >>> len(deal.history), deal.current_seat, match.current is deal
        (1, 0, True)
        """
        again = self.deal_before(count)
        self.deals[-1] = again
        self._live = again
        return again

    def _close(self, deal: Deal) -> None:
        self._live = None
        result = deal.result()
        self.results.append(result)
        for seat in range(4):
            self.totals[seat] += result.scores[seat]
            if result.chips is not None:
                self.chips[seat] += result.chips[seat]
        self.winners = self.rules.match_winners(self.options, self.totals, self.results)

    # -- the log ------------------------------------------------------------------------
    def to_log(self, *, actions: bool = True) -> dict[str, object]:
        """The match as a match log (docs/contracts.md): a JSON-ready dict; without ``actions``,
        its deals have no ``"actions"`` (:func:`atout.rules.log.dumps` writes them itself)."""
        return {
            **self.extra,
            "format": "atout-match",
            "version": 1,
            "game": self.game,
            "options": self.options.changed(),
            "players": [player.to_json() for player in self.players],
            "deals": [
                {
                    "dealer": deal.dealer,
                    "hands": [[card.text for card in hand] for hand in deal.dealt_hands],
                    "kitty": [card.text for card in deal.kitty],
                    **(
                        {"actions": [action_entry(seat, action) for seat, action in deal.history]}
                        if actions
                        else {}
                    ),
                }
                for deal in self.deals
            ],
        }
