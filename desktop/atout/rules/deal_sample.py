"""A deal drawn for what one seat has seen, before it is replayed: what a search weighs.

:func:`~atout.rules.sampling.draw_sample` gives a :class:`DealSample`; a search reads its cards
(as a :class:`Dealt`, like a :class:`~atout.rules.deal.Deal`) to weigh it, and replays it
(:meth:`DealSample.deal`) only when it keeps it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from atout.rules.actions import Action, Discard, HiddenDiscard
from atout.rules.cards import Card, cards_from_mask
from atout.rules.deal import Deal, Observation
from atout.rules.games import get_game

__all__ = ["DealSample", "Dealt", "history_shown"]


class Dealt(Protocol):
    """What was dealt in a deal and done since, as a search weighs a sample on it: a
    :class:`~atout.rules.deal.Deal`, or a :class:`DealSample` not replayed yet."""

    @property
    def dealer(self) -> int: ...

    @property
    def dealt_hands(self) -> tuple[tuple[Card, ...], ...]: ...

    @property
    def kitty(self) -> tuple[Card, ...]: ...

    @property
    def history(self) -> Sequence[tuple[int, Action]]: ...


@dataclass(frozen=True)
class DealSample:
    """A deal drawn for what one seat has seen (:func:`draw_sample`): the cards each seat was
    dealt (as masks), the kitty, and the history with the discard the seat did not see filled
    in; read as a :class:`Dealt`, and replayed to the observation's point by :meth:`deal`."""

    observation: Observation
    hand_masks: tuple[int, ...]
    kitty: tuple[Card, ...]
    history: tuple[tuple[int, Action], ...]

    @property
    def dealer(self) -> int:
        return self.observation.dealer

    @property
    def dealt_hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(cards_from_mask(mask) for mask in self.hand_masks)

    def deal(self) -> Deal:
        """The deal dealt so and replayed to the observation's point (every action checked by
        the rules: a sample that breaks one raises their error)."""
        obs = self.observation
        world = get_game(obs.game).deal_like(obs, self.dealt_hands, self.kitty)
        for seat, action in self.history:
            world.apply(action, seat)
        return world


def history_shown(obs: Observation, discard: int) -> tuple[tuple[int, Action], ...]:
    """``obs``'s history, the discard it did not see made of the cards ``discard``."""
    return tuple(
        (seat, Discard(discard) if isinstance(action, HiddenDiscard) else action)
        for seat, action in obs.history
    )
