"""Where the application keeps what the player must never lose: the matches under way, one
per game (``autosave-<game>.json``, autosaved after every action), the finished matches, and the
settings.

>>> import tempfile
>>> storage = Storage(Path(tempfile.mkdtemp()))
>>> storage.load_autosave("tarot").value is None            # nothing saved yet
True
>>> _ = storage.autosave_file("tarot").write_text("{ not json")
>>> loaded = storage.load_autosave("tarot")
>>> loaded.value, loaded.problem.startswith("log: not valid JSON"), loaded.kept.exists()
(None, True, True)

Everything is JSON in the user's data directory (platformdirs; ``ATOUT_DATA_DIR``
overrides it, for tests and portable installs), written atomically: a whole new
file replaces the old one, or nothing does. A file that cannot be read is never
overwritten: it is moved aside (``NAME.damaged-YYYYMMDD-HHMMSS.json``) and the
caller gets a message to show.

The autosaves are written at once, or, given a :class:`~atout.play.writer.Writer`, off the
calling thread (the application's choice: the window does not wait for the disk). Then every
call that reads, moves, archives or deletes a file first waits for the saves handed over, so
that it reads the last one and that no save written late brings back a file put away; a save
that failed is raised by the next :meth:`Storage.save_match` or :meth:`Storage.flush`.

>>> from atout.play.writer import Writer
>>> from atout.rules import Match
>>> storage = Storage(Path(tempfile.mkdtemp()), writer=Writer())
>>> match = Match("carotte", seed=4)
>>> _ = match.new_deal()
>>> storage.save_match(match)                       # handed over: the writer's thread writes it
>>> storage.load_autosave("carotte").value.deals[0].dealt_hands == match.deals[0].dealt_hands
True
>>> storage.close()                                 # what waits is written, the thread stops

This module imports no Qt.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from atout.play.writer import Writer, write_text_atomically
from atout.rules import GAMES, LogError, Match, RulesError, dumps, read_match, write_match

__all__ = ["Loaded", "Settings", "Storage", "write_text_atomically"]


@dataclass
class Settings:
    """What the player chose last time: name, speed, and per game the options and level; where
    the window stood (``window``: Qt's saved geometry in base64, "" for none)."""

    player_name: str = "Vous"
    speed: str = "normal"  # "slow", "normal", "fast", "instant"
    last_game: str = "tarot"
    levels: dict[str, str] = field(default_factory=dict)
    options: dict[str, dict[str, Any]] = field(default_factory=dict)
    window: str = ""
    side_width: int = 0  # the width the player gave the table's side panel (0: fitted to it)

    def to_json(self) -> dict[str, Any]:
        return {
            "player_name": self.player_name,
            "speed": self.speed,
            "last_game": self.last_game,
            "levels": dict(self.levels),
            "options": {game: dict(values) for game, values in self.options.items()},
            "window": self.window,
            "side_width": self.side_width,
        }

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from JSON; a value of the wrong type raises ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError("the settings are not a JSON object")
        settings = cls()
        name = data.get("player_name", settings.player_name)
        speed = data.get("speed", settings.speed)
        last = data.get("last_game", settings.last_game)
        levels = data.get("levels", {})
        options = data.get("options", {})
        window = data.get("window", "")
        if not isinstance(name, str) or not isinstance(speed, str) or not isinstance(last, str):
            raise ValueError("player_name, speed and last_game must be strings")
        if not isinstance(levels, dict) or not all(isinstance(v, str) for v in levels.values()):
            raise ValueError("levels must map games to level names")
        if not isinstance(options, dict) or not all(isinstance(v, dict) for v in options.values()):
            raise ValueError("options must map games to objects")
        if not isinstance(window, str):
            raise ValueError("window must be a string")
        settings.player_name = name.strip()[:40] or settings.player_name
        settings.speed = speed if speed in ("slow", "normal", "fast", "instant") else settings.speed
        settings.last_game = last
        settings.levels = dict(levels)
        settings.options = {game: dict(values) for game, values in options.items()}
        settings.window = window
        side_width = data.get("side_width", 0)
        settings.side_width = side_width if isinstance(side_width, int) and 0 <= side_width <= 4000 else 0
        return settings


@dataclass(frozen=True)
class Loaded:
    """What reading a file gave: the value (or ``None``); when the file was damaged, why
    (``problem``, in English: the window says it in the player's words) and where it was
    moved aside (``kept``)."""

    value: Any = None
    problem: str | None = None
    kept: Path | None = None


def default_data_dir() -> Path:
    """The user's data directory for Atout (``ATOUT_DATA_DIR`` when set)."""
    override = os.environ.get("ATOUT_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("atout", appauthor=False))


class Storage:
    """The files of one data directory (used from one thread). With a ``writer`` the autosaves
    are written off the calling thread; without one, before :meth:`save_match` returns."""

    def __init__(self, root: Path | None = None, *, writer: Writer | None = None) -> None:
        self.root = root if root is not None else default_data_dir()
        self.writer = writer

    def autosave_file(self, game: str) -> Path:
        """Where the unfinished match of ``game`` is kept: ``autosave-<game>.json``, named by
        the log's ``game`` (a game the rules add later gets its own file)."""
        return self.root / f"autosave-{game}.json"

    @property
    def old_autosave_path(self) -> Path:
        """The one save of the versions that kept a single unfinished match (``autosave.json``)."""
        return self.root / "autosave.json"

    @property
    def settings_path(self) -> Path:
        return self.root / "settings.json"

    @property
    def history_dir(self) -> Path:
        return self.root / "history"

    @property
    def history_index_path(self) -> Path:
        """Where :class:`~atout.play.records.History` keeps what it read of the history."""
        return self.root / "history-index.json"

    # -- the matches under way: one per game --------------------------------------------------------
    def save_match(self, match: Match) -> None:
        """Write the match log atomically (after every action), as its game's unfinished match.
        With a writer the log is handed over to it, and an ``OSError`` raised here may be that
        of an earlier save, which failed in the writer's thread (this one is handed over all
        the same)."""
        text = dumps(match)
        path = self.autosave_file(match.game)
        if self.writer is None:
            write_text_atomically(path, text)
        else:
            self.writer.submit(path, text)

    def wait(self) -> None:
        """Return when every save handed over to the writer is written or failed (a failure is
        kept for :meth:`save_match` or :meth:`flush` to raise). Every call below that reads,
        moves, archives or deletes a file waits so first."""
        if self.writer is not None:
            self.writer.wait()

    def flush(self) -> None:
        """:meth:`wait`, then raise the ``OSError`` of a save that failed since one was last
        raised, if any."""
        if self.writer is not None:
            self.writer.flush()

    def close(self) -> None:
        """:meth:`flush` and stop the writer's thread (the application ends). The storage may be
        used again: a later save starts the thread again."""
        if self.writer is not None:
            self.writer.close()

    def load_autosave(self, game: str) -> Loaded:
        """The match of ``game`` left unfinished, if any. A damaged save is moved aside, with a
        message; a finished one goes to the history. (The old ``autosave.json`` is adopted first:
        :meth:`load_autosaves` is the call that also reports its trouble.)"""
        self.wait()
        self.adopt_old_autosave()
        path = self.autosave_file(game)
        if not path.exists():
            return Loaded()
        try:
            match = read_match(path)
        except LogError as err:
            return Loaded(None, err.located(), self._keep_aside(path))
        except RulesError as err:  # pragma: no cover - the reader locates every fault
            return Loaded(None, str(err), self._keep_aside(path))
        if match.game != game:  # a file renamed by hand: kept, not taken for another game's match
            return Loaded(None, f"the log is a match of {match.game!r}, not {game!r}", self._keep_aside(path))
        if match.is_over:
            self.archive(match)
            return Loaded()
        return Loaded(match)

    def load_autosaves(self) -> dict[str, Loaded]:
        """Every game's unfinished match (:meth:`load_autosave`), by game, for the games that
        have a save or had a damaged one; the old ``autosave.json``'s trouble under ``""``."""
        found: dict[str, Loaded] = {}
        self.wait()
        old = self.adopt_old_autosave()
        if old.problem is not None:
            found[""] = old
        for game in GAMES:
            loaded = self.load_autosave(game)
            if loaded.value is not None or loaded.problem is not None:
                found[game] = loaded
        return found

    def saved_games(self) -> list[str]:
        """The games that have a save of an unfinished match (the files only, not read)."""
        self.wait()
        self.adopt_old_autosave()
        return [game for game in GAMES if self.autosave_file(game).exists()]

    def adopt_old_autosave(self) -> Loaded:
        """Rename the old single save, ``autosave.json``, to its game's file (read from its log's
        ``game``), once. A damaged one, or one whose game already has a save, is moved aside
        and the message says why; nothing is lost. ``Loaded()`` when there was nothing to do
        or it was renamed."""
        self.wait()
        path = self.old_autosave_path
        if not path.exists():
            return Loaded()
        try:
            game = read_match(path).game
        except LogError as err:
            return Loaded(None, err.located(), self._keep_aside(path))
        except RulesError as err:  # pragma: no cover - the reader locates every fault
            return Loaded(None, str(err), self._keep_aside(path))
        target = self.autosave_file(game)
        if target.exists():
            return Loaded(None, f"{target.name} already exists", self._keep_aside(path, "older"))
        os.replace(path, target)
        return Loaded()

    def discard_autosave(self, game: str) -> None:
        """Forget the match of ``game`` under way."""
        self.wait()
        self.autosave_file(game).unlink(missing_ok=True)

    def put_away_autosave(self, game: str) -> Path | None:
        """Make room for a new match of ``game``: its match under way goes to the history when a
        deal of it was played to the end (it shows there as abandoned), else it is forgotten.
        Returns where it went. A damaged save is moved aside, as :meth:`load_autosave` does.
        Other games' matches under way are left as they are."""
        self.wait()
        match = self.load_autosave(game).value
        if match is None or not match.results:
            self.discard_autosave(game)
            return None
        try:
            return self.archive(match)
        except OSError:  # no room for a copy: the save itself is renamed, which needs none
            return self._keep_aside(self.autosave_file(game), "abandoned")

    def archive(self, match: Match) -> Path:
        """Keep a match in the history (a finished one, or one left for another) and clear its
        game's autosave (its saves handed over to the writer are written first, so none comes
        back after)."""
        self.wait()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.history_dir / f"{stamp}-{match.game}.json"
        number = 2
        while target.exists():
            target = self.history_dir / f"{stamp}-{match.game}-{number}.json"
            number += 1
        write_match(match, target)
        self.discard_autosave(match.game)
        return target

    def history(self) -> list[Path]:
        """The matches kept (finished, or left for another), oldest first."""
        self.wait()
        if not self.history_dir.is_dir():
            return []
        return sorted(self.history_dir.glob("*.json"))

    # -- settings ---------------------------------------------------------------------------------
    def load_settings(self) -> Loaded:
        """The settings (defaults when there are none). Damaged ones are moved aside."""
        path = self.settings_path
        if not path.exists():
            return Loaded(Settings())
        try:
            settings = Settings.from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, UnicodeDecodeError) as err:
            return Loaded(Settings(), str(err), self._keep_aside(path))
        return Loaded(settings)

    def save_settings(self, settings: Settings) -> None:
        """Write the settings atomically, at once (they are written seldom: never through the
        writer)."""
        text = json.dumps(settings.to_json(), ensure_ascii=False, indent=1)
        write_text_atomically(self.settings_path, text)

    # -- helpers -----------------------------------------------------------------------------------
    def _keep_aside(self, path: Path, why: str = "damaged") -> Path:
        self.wait()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.stem}.{why}-{stamp}{path.suffix}")
        number = 2
        while target.exists():
            target = path.with_name(f"{path.stem}.{why}-{stamp}-{number}{path.suffix}")
            number += 1
        os.replace(path, target)
        return target
