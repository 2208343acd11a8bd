"""What a computer player knows of one game: the heuristics of each decision.

A :class:`GamePolicy` holds one game's knowledge. The heuristic levels (``easy``,
``normal``) play it directly from their seat's observation; the search levels
(``hard``, ``expert``) use it three ways: its ``*_candidates`` narrow the moves
worth searching, :meth:`GamePolicy.rollout_action` plays out sampled deals fast
(:meth:`GamePolicy.seeing_action` too, looking at every sampled hand), and
:meth:`GamePolicy.value` says what a finished deal is worth to a seat. The expert
also reads the others' calls by :meth:`GamePolicy.call_likelihood`.

Every method that takes an :class:`~atout.rules.Observation` sees only that seat's
knowledge. :meth:`rollout_action` and :meth:`seeing_action` alone take a full deal:
they run inside a deal sampled by the search, where every hand is a guess.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

from atout.ai.bot import MatchView
from atout.rules import Action, Deal, DealResult, DealRng, Observation, get_game
from atout.rules.deal_sample import Dealt

__all__ = ["UNLIKELY_CALL", "GamePolicy", "UnsolvedError"]

#: The weight of a sampled deal for each call another seat made that the policy would not
#: have made with that deal's hand (the default :meth:`GamePolicy.call_likelihood`).
UNLIKELY_CALL = 0.25


class UnsolvedError(Exception):
    """An exact solve of a deal's last tricks ran past its budget of positions."""


class GamePolicy(ABC):
    """The heuristics of one game. ``level`` is ``"easy"`` or ``"normal"`` (the search
    levels use ``"normal"``); an easy player makes mistakes on purpose."""

    game: ClassVar[str]

    def __init__(self, level: str = "normal") -> None:
        self.level = level
        self.rules = get_game(self.game)

    # -- the decisions of the heuristic levels ------------------------------------------------
    @abstractmethod
    def bid(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        """A call, one of ``obs.legal_actions`` (the seat is to act, in the bidding)."""

    @abstractmethod
    def discard(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        """A legal answer to ``obs.choice`` (the discard, the écart)."""

    def announce(self, obs: Observation, view: MatchView, rng: DealRng) -> Action | None:
        """An optional announcement to make now, or ``None``.

        Called before :meth:`play` when the seat is to act (Rough's Sans-Atout in
        ``obs.legal_actions``, a poignée in ``obs.optional_choice``, the Tarot chelem in
        ``obs.announcements``), and alone when an announcement is open out of turn
        (``obs.announcements``).
        """
        return None

    @abstractmethod
    def play(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        """A card to play: one of the ``Play`` actions of ``obs.legal_actions``."""

    # -- what the search levels need ----------------------------------------------------------------
    def bid_candidates(self, obs: Observation, view: MatchView) -> list[Action]:
        """The few calls worth comparing by search (always including a pass when legal)."""
        return list(obs.legal_actions)

    def discard_candidates(self, obs: Observation, view: MatchView, rng: DealRng) -> list[Action]:
        """A few sensible answers to ``obs.choice``, for the search to compare."""
        return [self.discard(obs, view, rng)]

    def call_likelihood(self, obs: Observation, call: Action, view: MatchView, rng: DealRng) -> float:
        """How likely a player seeing ``obs`` is to make ``call`` in the bidding (a number
        in (0, 1], up to a constant factor): the model by which the expert weighs a sampled
        deal against the calls the other seats made in it.

        By default: 1 when this policy would make the call, else :data:`UNLIKELY_CALL`.
        """
        return 1.0 if self.bid(obs, view, rng) == call else UNLIKELY_CALL

    @abstractmethod
    def rollout_action(self, deal: Deal, rng: DealRng) -> Action:
        """A quick, sensible action for the seat to act in a sampled ``deal`` (every
        phase: bids, discard, announcements, cards). Many thousands are played per
        move, so it must stay cheap (a few tens of µs)."""

    def seeing_action(self, deal: Deal, rng: DealRng) -> Action:
        """Like :meth:`rollout_action`, but free to look at every hand of the sampled
        ``deal``: the play-outs of a search level whose settings say ``seeing``. By
        default, the rollout action itself."""
        return self.rollout_action(deal, rng)

    def value(self, result: DealResult, seat: int, deal: Deal, view: MatchView) -> float:
        """What a finished deal is worth to ``seat`` (by default: its score)."""
        return float(result.scores[seat])

    def play_out(
        self, deal: Deal, seat: int, *, seeing: bool, solver_tricks: int, nodes: int
    ) -> float | None:
        """The :meth:`value` for ``seat`` of ``deal``, in its card play, played to its end as
        the search's generic play-out plays it (:meth:`~atout.ai.search.SearchBot._play_out`:
        the quick rules, :meth:`seeing_action` when ``seeing``, the last ``solver_tricks``
        tricks solved within ``nodes`` positions), by a faster play of this game's own.
        ``None`` (the default): no such play here, and the generic one is used."""
        return None

    def sample_weight(self, world: Dealt, seat: int, play_weight: float) -> float | None:
        """How well the sampled deal ``world`` explains what the seats other than ``seat``
        did, as the search's generic reading weighs it (:meth:`~atout.ai.search.SearchBot._likelihood`:
        :meth:`call_likelihood` for each of their calls, ``play_weight`` for each card
        :meth:`rollout_action` would not have played), by a faster reading of this game's
        own. ``None`` (the default): no such reading here, and the generic one is used."""
        return None

    def solve(self, deal: Deal, seat: int, view: MatchView, nodes: int) -> float | None:
        """The :meth:`value` for ``seat`` of a sampled ``deal`` in its card play, played
        out perfectly by both sides with every hand in view, by a solver of this game's
        own; :class:`UnsolvedError` past ``nodes`` positions. ``None`` (the default): no
        such solver here, and the search's generic one is used."""
        return None
