"""The heuristic levels, ``easy`` and ``normal``: one game's :class:`GamePolicy` played
straight from the seat's observation, without search."""

from __future__ import annotations

import importlib

from atout.ai.bot import NEVER, Bot, MatchView, Stop
from atout.ai.policy import GamePolicy
from atout.rules import Action, Observation, OptionError, Phase

__all__ = ["HeuristicBot", "policy_for"]

_POLICIES = {
    "carotte": "atout.ai.carotte:CarottePolicy",
    "rough": "atout.ai.rough:RoughPolicy",
    "tarot": "atout.ai.tarot:TarotPolicy",
}


def policy_for(game: str, level: str = "normal", **tuning: float) -> GamePolicy:
    """The policy of ``game`` at ``level`` ("easy" or "normal"); ``tuning`` sets
    arguments of the game's policy class that a search level chooses otherwise (the
    Carotte expert's ``chip_points``)."""
    module_name, _, name = _POLICIES[game].partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as err:  # pragma: no cover - a broken installation
        raise OptionError("no_policy", f"the {game} players are missing: {err}") from None
    policy_class: type[GamePolicy] = getattr(module, name)
    return policy_class(level, **tuning)


class HeuristicBot(Bot):
    """A player of the ``easy`` or ``normal`` level."""

    def __init__(self, game: str, seat: int, seed: int = 0, level: str = "normal") -> None:
        super().__init__(game, seat, seed)
        self.level = level
        self.policy = policy_for(game, level)

    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER
    ) -> Action | None:
        view = view or MatchView()
        rng = self.rng_for(observation)
        policy = self.policy
        if observation.current_seat != observation.seat:
            return policy.announce(observation, view, rng) if observation.announcements else None
        if observation.choice is not None:
            return policy.discard(observation, view, rng)
        if observation.phase is Phase.BIDDING:
            return policy.bid(observation, view, rng)
        announcement = policy.announce(observation, view, rng)
        if announcement is not None:
            return announcement
        return policy.play(observation, view, rng)
