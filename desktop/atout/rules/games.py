"""The registry of the games: ``get_game("carotte")``.

>>> sorted(GAMES)
['carotte', 'rough', 'tarot']
>>> get_game("belote")
Traceback (most recent call last):
...
atout.rules.errors.OptionError: unknown game 'belote' (carotte, rough, tarot)
"""

from __future__ import annotations

from typing import Final

from atout.rules.carotte import CarotteRules
from atout.rules.errors import OptionError
from atout.rules.game import GameRules
from atout.rules.rough import RoughRules
from atout.rules.tarot import TarotRules

__all__ = ["GAMES", "get_game"]

GAMES: Final[dict[str, GameRules]] = {
    rules.name: rules for rules in (CarotteRules(), RoughRules(), TarotRules())
}


def get_game(name: object) -> GameRules:
    """The rules of the game called ``name``."""
    rules = GAMES.get(name) if isinstance(name, str) else None
    if rules is None:
        known = ", ".join(sorted(GAMES))
        raise OptionError("unknown_game", f"unknown game {name!r} ({known})", game=str(name))
    return rules
