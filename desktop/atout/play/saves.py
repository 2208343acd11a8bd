"""What starting a match does to the unfinished match of its game: the rule the window follows
whatever the way in (the launcher's *Jouer*, Enter, *Rejouer cette donne*).

Each game keeps one unfinished match (:meth:`Storage.load_autosave`). Starting a match of game G
asks the player only when G has one: *Reprendre* (resume it), *Abandonner* (put it away, then
start), *Annuler* (nothing happens). Another game's unfinished match is never touched.

>>> from atout.rules import Match
>>> decide(None, None)
Decision(step=<Step.START: 'start'>, put_away=False, match=None)
>>> left = Match("carotte", seed=1)
>>> _ = left.new_deal()
>>> must_ask(left), decide(left, Answer.CANCEL).step, decide(left, Answer.ABANDON).put_away
(True, <Step.STAY: 'stay'>, True)
>>> decide(left, Answer.RESUME).match is left
True

This module imports no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from atout.rules import Match

__all__ = ["Answer", "Decision", "Step", "decide", "must_ask"]


class Answer(Enum):
    """The player's answer to "a match of this game is under way"."""

    RESUME = "resume"  # Reprendre: go on with the saved match
    ABANDON = "abandon"  # Abandonner: put it away, start the new one
    CANCEL = "cancel"  # Annuler: do nothing


class Step(Enum):
    """What the window does next."""

    START = "start"  # start the new match
    RESUME = "resume"  # resume the saved match instead
    STAY = "stay"  # nothing: the player stays where he was


@dataclass(frozen=True)
class Decision:
    """The step, whether the game's unfinished match is put away first, and the match to resume."""

    step: Step
    put_away: bool = False
    match: Match | None = None


def must_ask(saved: Match | None) -> bool:
    """Whether starting a match must ask first: only when the game has an unfinished match."""
    return saved is not None and not saved.is_over


def decide(saved: Match | None, answer: Answer | None) -> Decision:
    """What to do on starting a match of a game whose unfinished match is ``saved`` (``None``:
    none), the player having answered ``answer`` (``None``: he was not asked, or closed the
    question, which is *Annuler*)."""
    if not must_ask(saved):
        return Decision(Step.START)
    if answer is Answer.RESUME:
        return Decision(Step.RESUME, match=saved)
    if answer is Answer.ABANDON:
        return Decision(Step.START, put_away=True)
    return Decision(Step.STAY)
