"""How many seats a game's table has, for the code that lays out or counts per seat.

The rules give it through their teams: every seat belongs to exactly one of them (each seat
alone in La Carotte and the Tarot, partners opposite in Le Rough). Asking here, rather than
writing four, keeps the table ready for the Tarot at three and at five.

>>> seat_count("carotte"), seat_count("rough"), seat_count("tarot")
(4, 4, 4)

This module imports no Qt.
"""

from __future__ import annotations

from atout.rules import GameRules, get_game

__all__ = ["seat_count"]


def seat_count(game: str | GameRules) -> int:
    """The number of seats at a table of ``game`` (its name, or its rules)."""
    rules = get_game(game) if isinstance(game, str) else game
    return sum(len(team) for team in rules.teams)
