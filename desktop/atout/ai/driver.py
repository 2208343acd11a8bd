"""Seating bots at a match: ask each seat's bot in turn and apply its moves.

The arena and the tests drive matches with :func:`play_deal`; the app does the same
off its GUI thread. Each move is applied through the rules: an illegal one raises
:class:`~atout.ai.bot.BotError` naming the bot and the reason.

>>> from atout.rules import Match
>>> from atout.ai.levels import make_bot
>>> match = Match("carotte", seed=3, first_dealer=0)
>>> bots = [make_bot("random", game="carotte", seat=s, seed=s) for s in range(4)]
>>> deal = play_deal(match, bots)
>>> deal.is_over, len(match.results)
(True, 1)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from atout.ai.bot import NEVER, Bot, BotError, MatchView, Stop
from atout.rules import Action, Card, Deal, Match, Observation, RulesError

__all__ = ["DealDriver", "Move", "ask", "play_deal"]


@dataclass(frozen=True)
class Move:
    """One decision of one bot: the action (``None``: an announcement let pass) and its time."""

    seat: int
    bot: Bot
    action: Action | None
    seconds: float


def ask(
    bot: Bot, observation: Observation, view: MatchView, stop: Stop = NEVER
) -> tuple[Action | None, float]:
    """The bot's answer and the seconds it took; a bot that raises is a :class:`BotError`."""
    started = time.perf_counter()
    try:
        action = bot.choose(observation, view, stop)
    except RulesError as err:
        raise BotError("bot_failed", f"{bot!r} failed: {err}") from err
    except Exception as err:  # a bot's bug must not take the table down with it
        raise BotError("bot_failed", f"{bot!r} failed: {type(err).__name__}: {err}") from err
    return action, time.perf_counter() - started


def play_deal(
    match: Match,
    bots: Sequence[Bot],
    on_move: Callable[[Move], None] | None = None,
    stop: Stop = NEVER,
    *,
    hands: Sequence[Sequence[Card]] | None = None,
    kitty: Sequence[Card] | None = None,
) -> Deal:
    """Deal the match's next deal (or these ``hands`` and ``kitty``) and play it out
    with ``bots`` (one per seat)."""
    return DealDriver(match, bots, on_move, stop, hands=hands, kitty=kitty).run()


class DealDriver:
    """One deal of a match driven by its bots, to the end or to a point and on from there.

    The driver deals the match's next deal (or these ``hands`` and ``kitty``);
    :meth:`run` asks the seat to act, in turn, and applies its moves through the rules;
    a seat offered an announcement out of turn (the Tarot chelem) is asked first (the seat
    to act answers its own with its move). It remembers the announcements a seat let pass,
    so that a deal run in stages asks no seat twice.

    >>> from atout.rules import Match, Phase
    >>> from atout.ai.levels import make_bot
    >>> match = Match("carotte", seed=3, first_dealer=0)
    >>> bots = [make_bot("random", game="carotte", seat=s, seed=s) for s in range(4)]
    >>> driver = DealDriver(match, bots)
    >>> driver.run(until=lambda deal: deal.phase is not Phase.BIDDING).phase
    <Phase.DISCARD: 'discard'>
    >>> driver.run().is_over, len(match.results)
    (True, 1)
    """

    def __init__(
        self,
        match: Match,
        bots: Sequence[Bot],
        on_move: Callable[[Move], None] | None = None,
        stop: Stop = NEVER,
        *,
        hands: Sequence[Sequence[Card]] | None = None,
        kitty: Sequence[Card] | None = None,
    ) -> None:
        self.match = match
        self.bots = bots
        self.on_move = on_move
        self.stop = stop
        self.deal = match.new_deal(hands, kitty)
        self._view = MatchView.of(match)
        self._declined: set[tuple[int, str]] = set()

    def run(self, until: Callable[[Deal], bool] | None = None) -> Deal:
        """Play on until the deal is over, or until ``until(deal)`` holds before a move."""
        deal, bots, view, stop = self.deal, self.bots, self._view, self.stop
        while not deal.is_over and not (until is not None and until(deal)):
            for seat, offer in deal.announcements():
                if seat == deal.current_seat or (seat, offer.kind) in self._declined:
                    continue
                answer, seconds = ask(bots[seat], deal.observation(seat), view, stop)
                self._report(seat, answer, seconds)
                if answer is None:
                    self._declined.add((seat, offer.kind))
                else:
                    _apply(self.match, bots[seat], answer, seat)
            if deal.current_seat is None:
                break
            seat = deal.current_seat
            action, seconds = ask(bots[seat], deal.observation(seat), view, stop)
            if action is None:
                raise BotError("bot_failed", f"{bots[seat]!r} gave no move though its seat is to act")
            self._report(seat, action, seconds)
            _apply(self.match, bots[seat], action, seat)
        return deal

    def _report(self, seat: int, action: Action | None, seconds: float) -> None:
        if self.on_move is not None:
            self.on_move(Move(seat, self.bots[seat], action, seconds))


def _apply(match: Match, bot: Bot, action: Action, seat: int) -> None:
    try:
        match.apply(action, seat)
    except RulesError as err:
        raise BotError("illegal_move", f"{bot!r} played {action!r}: {err}") from err
