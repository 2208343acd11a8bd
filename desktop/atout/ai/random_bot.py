"""The ``random`` level: uniformly random legal actions, the baseline of the arena.

It shows a poignée half the time it may; in turn, it draws from the announcements open to
it (the Tarot chelem) with the legal actions, and out of turn never takes one up, like
``atout.rules.selfplay``'s random player.
"""

from __future__ import annotations

from atout.ai.bot import NEVER, Bot, MatchView, Stop
from atout.rules import Action, Observation, get_game

__all__ = ["RandomBot"]


class RandomBot(Bot):
    """Uniformly random legal actions."""

    level = "random"

    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER
    ) -> Action | None:
        if observation.current_seat != observation.seat:
            return None
        rng = self.rng_for(observation)
        rules = get_game(observation.game)
        if observation.choice is not None:
            return rules.random_choice(observation.choice, rng)
        if observation.optional_choice is not None and rng.below(2):
            return rules.random_choice(observation.optional_choice, rng)
        return rng.pick((*(action for _, action in observation.announcements), *observation.legal_actions))
