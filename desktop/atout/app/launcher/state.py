"""What the launcher keeps besides its widgets, without Qt: each game's opponents' level, each
game's unfinished match, the settings it was given; and the settings to save from what it shows.

::

    state = LauncherState(GAMES, LEVELS)
    state.set_level("tarot", "hard")            # False for a level that is not one
    state.set_saved({"tarot": match})           # the unfinished ones only are kept
    state.saved("tarot")                         # the match offered for resuming, or None
    state.remember(settings)                     # a copy: what the launcher does not show is kept
    state.settings(name="", game="tarot", options={"tarot": {...}, ...})   # to save
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from atout.play.storage import Settings
from atout.rules import Match

__all__ = ["DEFAULT_LEVEL", "NAME_LENGTH", "LauncherState", "typed_name"]

#: The longest name a player may give (the settings keep no more).
NAME_LENGTH: Final = 40
#: The opponents' level until the player chooses one.
DEFAULT_LEVEL: Final = "normal"


def typed_name(text: str) -> str:
    """The name as typed, trimmed and cut to :data:`NAME_LENGTH` ("" when none).

    >>> typed_name("  Zoé  "), typed_name("x" * 50) == "x" * NAME_LENGTH
    ('Zoé', True)
    """
    return text.strip()[:NAME_LENGTH]


class LauncherState:
    """Each game's opponents' level (:data:`DEFAULT_LEVEL` until chosen), each game's unfinished
    match, and a copy of the settings last given (their speed, window place and other entries
    are saved back as they came)."""

    def __init__(self, games: Iterable[str], levels: Iterable[str]) -> None:
        self._known_levels = tuple(levels)
        self._levels: dict[str, str] = dict.fromkeys(games, DEFAULT_LEVEL)
        self._saved: dict[str, Match] = {}
        self._given = Settings()

    # -- the opponents' levels ---------------------------------------------------------------------
    def level(self, game: str) -> str:
        """The opponents' level chosen for ``game``."""
        return self._levels.get(game, DEFAULT_LEVEL)

    def set_level(self, game: str, level: str) -> bool:
        """Choose the opponents' level for ``game``; a level that is not one is ignored (returns
        ``False``)."""
        if level not in self._known_levels:
            return False
        self._levels[game] = level
        return True

    # -- the unfinished matches --------------------------------------------------------------------
    def set_saved(self, matches: Mapping[str, Match]) -> None:
        """Know every game's unfinished match (a finished one is left out)."""
        self._saved = {game: match for game, match in matches.items() if not match.is_over}

    def saved(self, game: str) -> Match | None:
        """The unfinished match of ``game``, if any."""
        return self._saved.get(game)

    # -- the settings ------------------------------------------------------------------------------
    def remember(self, settings: Settings) -> None:
        """Keep a copy of ``settings``: :meth:`settings` starts from it."""
        self._given = Settings.from_json(settings.to_json())

    def settings(self, *, name: str, game: str, options: Mapping[str, dict[str, object]]) -> Settings:
        """The settings to save: the name typed (the default one when none), the game chosen, and
        per game of ``options`` its options and opponents' level; the rest as last given."""
        out = Settings.from_json(self._given.to_json())
        out.player_name = typed_name(name) or Settings().player_name
        out.last_game = game
        for each, values in options.items():
            out.levels[each] = self.level(each)
            out.options[each] = values
        return out
