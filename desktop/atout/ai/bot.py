"""The one interface of every computer player: an observation in, an action out.

A bot plays one seat of one game. It is asked for a move with
:meth:`Bot.choose`, given only what its seat may know (an
:class:`~atout.rules.Observation` and a :class:`MatchView` of the scores), and
answers with an :class:`~atout.rules.Action`:

- when its seat is to act: one of ``observation.legal_actions``, or an answer to
  ``observation.choice`` (a discard, an écart), or to ``observation.optional_choice``
  (a poignée it chooses to show), or one of ``observation.announcements`` (the Tarot
  taker's chelem);
- when its seat is not to act but an announcement is open to it
  (``observation.announcements``, the chelem again): that announcement, or ``None`` to
  let it pass.

Bots are deterministic: the same seed and the same observation give the same
move. They never see the deal itself; the caller (:mod:`atout.ai.driver`, the app)
applies the move through the rules, which check it.

>>> from atout.rules import Match
>>> from atout.ai.levels import make_bot
>>> match = Match("rough", seed=2, first_dealer=0)
>>> deal = match.new_deal()
>>> bot = make_bot("random", game="rough", seat=1, seed=5)
>>> action = bot.choose(deal.observation(1), MatchView.of(match))
>>> action in deal.legal_actions()
True
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from atout.rules import Action, DealRng, Observation, RulesError

if TYPE_CHECKING:
    from atout.rules import Match

__all__ = ["Bot", "BotError", "MatchView", "Stop", "StopFlag"]


class Stop(Protocol):
    """Something a running search polls: once it is set, the bot answers at once."""

    def is_set(self) -> bool:
        """Whether the bot must stop thinking."""
        ...  # pragma: no cover - a protocol


class StopFlag:
    """A :class:`Stop` that is set by hand, or by itself once ``seconds`` have passed.

    ``threading.Event`` is a :class:`Stop` too (the app cancels a bot with one).

    >>> StopFlag().is_set(), StopFlag(seconds=0).is_set()
    (False, True)
    """

    __slots__ = ("_deadline", "_set")

    def __init__(self, seconds: float | None = None) -> None:
        self._set = False
        self._deadline = None if seconds is None else time.monotonic() + seconds

    def set(self) -> None:
        """Ask the bot to stop."""
        self._set = True

    def is_set(self) -> bool:
        if self._set:
            return True
        if self._deadline is not None and time.monotonic() >= self._deadline:
            self._set = True
        return self._set


class _Never:
    __slots__ = ()

    def is_set(self) -> bool:
        return False


#: A :class:`Stop` that never stops.
NEVER: Stop = _Never()


@dataclass(frozen=True)
class MatchView:
    """What every player knows of the match beyond the deal: the scores so far.

    ``totals`` are the match points per seat before this deal, ``chips`` the Carotte
    chips, ``deals_played`` the deals finished (annulled ones included).
    """

    totals: tuple[int, ...] = (0, 0, 0, 0)
    chips: tuple[int, ...] = (0, 0, 0, 0)
    deals_played: int = 0

    @classmethod
    def of(cls, match: Match) -> MatchView:
        """The view of a match under way."""
        return cls(tuple(match.totals), tuple(match.chips), len(match.results))


class BotError(RulesError):
    """A bot failed: it raised, or answered with an action the rules refuse."""


class Bot(ABC):
    """A computer player for one seat of one game.

    Subclasses implement :meth:`choose`. ``level`` names the kind of player (the
    arena groups its figures by it); ``seed`` fixes every random choice it makes.
    """

    level: str = "bot"

    def __init__(self, game: str, seat: int, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.seed = seed

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level} {self.game} seat {self.seat}>"

    @abstractmethod
    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER
    ) -> Action | None:
        """The move of this bot's seat (see the module's docstring)."""

    def rng_for(self, observation: Observation) -> DealRng:
        """A generator fixed by the bot's seed and the point of the deal, so that the same
        observation always draws the same numbers, whatever was asked before."""
        dealt = 0
        for card in observation.hand:
            dealt = (dealt * 31 + card.bit) & 0xFFFFFFFF
        return DealRng(self.seed).derive(observation.seat, len(observation.history), dealt)
