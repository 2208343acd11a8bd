"""One object per game behind one interface: the pack, the deal, the options,
the actions of its log and the end of a match.

>>> from atout.rules import get_game
>>> game = get_game("rough")
>>> game.name, len(game.pack), game.hand_size, game.kitty_size
('rough', 36, 8, 4)
>>> hands, kitty = game.deal_cards(DealRng(1), dealer=0)
>>> [len(h) for h in hands], len(kitty)
([8, 8, 8, 8], 4)
"""

from __future__ import annotations

import functools
import operator
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import ClassVar

from atout.rules.actions import PASS, Action, Discard, Play
from atout.rules.cards import Card, Pack, Suit, cards_from_mask
from atout.rules.deal import CardChoice, Deal, DealResult, Observation
from atout.rules.errors import IllegalActionError, RulesError
from atout.rules.options import GameOptions
from atout.rules.rng import DealRng

__all__ = ["GameRules", "MatchContext"]


class MatchContext:
    """What a deal needs to know of its match: the totals before it, per seat."""

    __slots__ = ("totals",)

    def __init__(self, totals: Sequence[int] = (0, 0, 0, 0)) -> None:
        self.totals = tuple(totals)


class GameRules(ABC):
    """The rules of one game, seen from the match: how to deal, score and end."""

    name: ClassVar[str]
    pack: ClassVar[Pack]
    options_type: ClassVar[type[GameOptions]]
    hand_size: ClassVar[int]
    kitty_size: ClassVar[int]
    #: "clockwise" or "counter-clockwise": where seat i + 1 sits.
    direction: ClassVar[str] = "clockwise"
    #: The action types a log of this game may hold.
    action_types: ClassVar[frozenset[str]]
    #: How the dealer deals: ``(where, count)`` packets, from the top of the deck.
    packets: ClassVar[tuple[tuple[str, int], ...]]
    #: Whether the game keeps a ledger of chips beside the points (La Carotte).
    uses_chips: ClassVar[bool] = False
    #: Who scores together over the match, first seat first: each seat alone in La Carotte and
    #: the Tarot, partners opposite in Le Rough (``((0, 2), (1, 3))``, rule 1).
    teams: ClassVar[tuple[tuple[int, ...], ...]] = ((0,), (1,), (2,), (3,))
    #: Whether a suit is made trump for the deal (La Carotte, Le Rough), where the Tarot's trumps
    #: are cards of their own (``Observation.trump`` stays ``None`` there).
    has_trump_suit: ClassVar[bool] = True

    @classmethod
    def seat_count(cls) -> int:
        """How many seats the table has: each belongs to exactly one of :attr:`teams`.

        >>> from atout.rules import get_game
        >>> [get_game(name).seat_count() for name in ("carotte", "rough", "tarot")]
        [4, 4, 4]
        """
        return sum(len(team) for team in cls.teams)

    @classmethod
    def plays_in_teams(cls) -> bool:
        """Whether partners score together (then a match is won or lost by a team)."""
        return any(len(team) > 1 for team in cls.teams)

    # -- dealing ---------------------------------------------------------------------------
    def deal_cards(self, rng: DealRng, dealer: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
        """Shuffle the pack with ``rng`` and deal it as the rules say."""
        return self.distribute(rng.shuffled(self.pack), dealer)

    def distribute(
        self, deck: Sequence[Card], dealer: int
    ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
        """Deal a shuffled ``deck`` from the top, in the game's :attr:`packets`:
        ``("players", n)`` gives n cards to each seat from the dealer's next,
        ``("kitty", n)`` puts n cards in the kitty."""
        pickers = _packet_pickers(self.packets, dealer, len(deck))
        return tuple(pick(deck) for pick in pickers[:4]), pickers[4](deck)

    # -- the deal ---------------------------------------------------------------------------
    @abstractmethod
    def new_deal(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: GameOptions,
        context: MatchContext,
    ) -> Deal:
        """The state at the start of a deal of these cards."""

    @abstractmethod
    def deal_like(
        self, observation: Observation, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]
    ) -> Deal:
        """A deal of these cards in the same match situation as ``observation``'s
        (dealer, options, what the match totals imply), at its start."""

    def options(self, data: Mapping[str, object] | None = None) -> GameOptions:
        """This game's options from JSON (``None``: all defaults)."""
        return self.options_type.from_json(data)

    # -- the match -----------------------------------------------------------------------------
    def counts(self, result: DealResult) -> bool:
        """Whether a finished deal counts among the match's deals (takes a number): every deal
        does, unless the game's rules say otherwise (a Tarot deal annulled does not)."""
        return True

    def match_length(self, options: GameOptions) -> int | None:
        """How many counted deals the match is played in; ``None`` when it is played to a score."""
        return None

    @abstractmethod
    def match_winners(
        self, options: GameOptions, totals: Sequence[int], results: Sequence[DealResult]
    ) -> tuple[int, ...] | None:
        """The winning seats once the match is over (ascending), else ``None``.

        ``totals`` are the match totals after ``results``, the deals so far.
        """

    # -- the log ---------------------------------------------------------------------------------
    def parse_action(self, data: Mapping[str, object]) -> Action:
        """The action of one log entry (without its seat)."""
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in self.action_types:
            allowed = ", ".join(sorted(self.action_types))
            raise IllegalActionError(
                "bad_action_type", f"unknown action type {kind!r} in {self.name} ({allowed})"
            )
        if kind == "pass":
            self._require(data, ())
            return PASS
        if kind == "play":
            self._require(data, ("card",))
            return Play.of(self.pack.parse_card(parse_text(data, "card")))
        if kind == "discard":
            self._require(data, ("cards",))
            cards = data.get("cards")
            if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                raise IllegalActionError("bad_action", "a discard needs a list of cards")
            return Discard.of(self.pack.parse_cards(cards))
        return self._parse_own_action(kind, data)

    @abstractmethod
    def _parse_own_action(self, kind: str, data: Mapping[str, object]) -> Action:
        """Parse the game's own action types (bids and announcements)."""

    @staticmethod
    def _require(data: Mapping[str, object], keys: Sequence[str]) -> None:
        for key in keys:
            if key not in data:
                raise IllegalActionError("bad_action", f"a {data.get('type')} action needs {key!r}", key=key)

    # -- helpers for random players and tests ----------------------------------------------------------
    def random_choice(self, choice: CardChoice, rng: DealRng) -> Action:
        """A uniformly random legal answer to a multi-card ``choice``."""
        return Discard.of(rng.sample(cards_from_mask(choice.allowed_mask), choice.count))


@functools.cache
def _packet_pickers(
    packets: tuple[tuple[str, int], ...], dealer: int, size: int
) -> tuple[Callable[[Sequence[Card]], tuple[Card, ...]], ...]:
    """For each seat and then the kitty, a function taking its cards out of a deck."""
    places: list[list[int]] = [[], [], [], [], []]
    top = 0
    for where, count in packets:
        targets = [4] if where == "kitty" else [(dealer + i) & 3 for i in range(1, 5)]
        for target in targets:
            places[target].extend(range(top, top + count))
            top += count
    if top != size:
        raise ValueError("the packets do not deal the whole pack")
    return tuple(_picker(indices) for indices in places)


def _picker(indices: list[int]) -> Callable[[Sequence[Card]], tuple[Card, ...]]:
    getter = operator.itemgetter(*indices)
    if len(indices) == 1:
        return lambda deck: (getter(deck),)
    return getter


def parse_text(data: Mapping[str, object], key: str) -> str:
    """A string from a log entry."""
    value = data.get(key)
    if not isinstance(value, str):
        raise IllegalActionError("bad_action", f"{key!r} must be a string, not {value!r}", key=key)
    return value


def parse_suit(data: Mapping[str, object], key: str) -> Suit:
    """A suit letter from a log entry."""
    try:
        return Suit.parse(parse_text(data, key))
    except RulesError as err:
        raise IllegalActionError("bad_action", str(err)) from None


def parse_int(data: Mapping[str, object], key: str) -> int:
    """An integer from a log entry."""
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalActionError("bad_action", f"{key!r} must be an integer, not {value!r}", key=key)
    return value
