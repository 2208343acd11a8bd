"""The levels of computer player, by name, and bots given by a dotted path.

``make_bot("normal", game="tarot", seat=2, seed=7)`` seats a built-in level;
``make_bot("mypackage.mybots:make", ...)`` calls ``make(game=..., seat=..., seed=...)``
from any importable module, which must return a :class:`~atout.ai.bot.Bot`.

>>> sorted(LEVELS)[:2]
['easy', 'expert']
>>> make_bot("random", game="tarot", seat=0, seed=1)
<RandomBot random tarot seat 0>
>>> make_bot("grandmaster", game="tarot", seat=0)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
atout.rules.errors.OptionError: unknown level 'grandmaster' (easy, expert, ...)
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable

from atout.ai.bot import Bot
from atout.ai.random_bot import RandomBot
from atout.rules import OptionError, get_game

__all__ = ["LEVELS", "make_bot", "preload_levels"]

Factory = Callable[..., Bot]


def _heuristic(level: str) -> Factory:
    def make(game: str, seat: int, seed: int = 0) -> Bot:
        from atout.ai.heuristic import HeuristicBot

        return HeuristicBot(game, seat, seed, level=level)

    return make


def _search(level: str) -> Factory:
    def make(game: str, seat: int, seed: int = 0) -> Bot:
        from atout.ai.search import SearchBot

        return SearchBot(game, seat, seed, level=level)

    return make


#: The built-in levels, weakest first.
LEVELS: dict[str, Factory] = {
    "random": RandomBot,
    "easy": _heuristic("easy"),
    "normal": _heuristic("normal"),
    "hard": _search("hard"),
    "expert": _search("expert"),
}


def make_bot(level: str, *, game: str, seat: int, seed: int = 0) -> Bot:
    """A bot of ``level`` (a name of :data:`LEVELS` or ``package.module:factory``)."""
    get_game(game)  # an unknown game is an OptionError
    factory = LEVELS.get(level)
    if factory is None:
        factory = _load(level)
    bot = factory(game=game, seat=seat, seed=seed)
    if not hasattr(bot, "choose"):
        raise OptionError("bad_bot", f"{level} did not make a bot (it has no choose method)")
    return bot


def _load(spec: str) -> Factory:
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        known = ", ".join(sorted(LEVELS))
        raise OptionError("unknown_level", f"unknown level {spec!r} ({known}, or package.module:factory)")
    try:
        module = importlib.import_module(module_name)
    except ImportError as err:
        raise OptionError("bad_bot", f"cannot import {module_name}: {err}") from None
    factory = getattr(module, attribute, None)
    if not callable(factory):
        raise OptionError("bad_bot", f"{module_name} has no factory {attribute!r}")
    return factory  # type: ignore[no-any-return]


#: The modules of :mod:`atout.ai` no level plays with: the command-line tools.
_TOOLS = frozenset({"atout.ai.__main__", "atout.ai.arena", "atout.ai.boards", "atout.ai.screened_arena"})


def preload_levels() -> list[str]:
    """Import now every module the built-in levels think with (they import their game's
    modules only when first asked), and return their names.

    The application calls it before it imports Qt: PySide6 reads the source of every
    module imported after it (its ``__feature__`` import hook), and importing the search
    levels when the first match began blocked the window for a quarter of a second.
    """
    package = importlib.import_module("atout.ai")
    names = []
    for info in pkgutil.walk_packages(package.__path__, "atout.ai."):
        if info.name not in _TOOLS:
            importlib.import_module(info.name)
            names.append(info.name)
    return names
