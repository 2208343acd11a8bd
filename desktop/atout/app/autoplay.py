"""``python -m atout --autoplay``: the real window, bots in all four seats.

    python -m atout --autoplay --game G --deals N [--seed S] [--level L] [--speed S] [--data-dir DIR]

Plays N deals (a new match begins when one ends) at the fastest speed unless told
otherwise, then prints one JSON object, ``{"game", "deals_played", "totals",
"max_stall_ms"}``, and exits with status 0. ``max_stall_ms`` is the longest time the
GUI event loop was blocked (see :mod:`atout.app.stallmeter`). The seats are named by
where the table shows them: Sud at the bottom (seat 0), then Ouest, Nord and Est
clockwise round the table.

The match is saved and recorded like any other, but never among the player's: in a new
temporary directory, removed when autoplay exits, or in ``--data-dir DIR`` when given
(kept there). ``ATOUT_DATA_DIR`` names the player's data: autoplay ignores it, and writes
neither the player's matches nor his settings (speed, window geometry).
"""

from __future__ import annotations

import json
import sys
import tempfile
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from atout.app.collector import set_aside_start_up
from atout.app.session import TableEvent
from atout.app.stallmeter import StallMeter
from atout.app.table.layout import places_for
from atout.app.window import MainWindow
from atout.play.storage import Storage
from atout.play.writer import Writer
from atout.rules import get_game

__all__ = ["Autoplay", "AutoplayOptions", "run", "seat_names"]

#: The bots' names, by the place where the table shows them.
PLACE_NAMES: Final = {
    "bottom": "Sud",
    "left": "Ouest",
    "top": "Nord",
    "right": "Est",
    "top-left": "Nord-Ouest",
    "top-right": "Nord-Est",
}


def seat_names(game: str) -> tuple[str, ...]:
    """The seats' names in ``game``, seat 0's first: each seat is named by its place at the table
    (Sud at the bottom, Ouest on the left, Nord at the top, Est on the right), which depends on
    the game's direction of play.

    >>> seat_names("carotte"), seat_names("tarot")
    (('Sud', 'Ouest', 'Nord', 'Est'), ('Sud', 'Est', 'Nord', 'Ouest'))
    """
    rules = get_game(game)
    return tuple(PLACE_NAMES[place] for place in places_for(rules.direction, rules.seat_count()))


@dataclass(frozen=True)
class AutoplayOptions:
    """What to play: the game, how many deals, the seed, the bots' level, the speed."""

    game: str
    deals: int
    seed: int | None = None
    level: str = "normal"
    speed: str = "instant"
    #: The seats' names, seat 0's first (default: :func:`seat_names`).
    names: tuple[str, ...] | None = None


class Autoplay(QObject):
    """Drives a :class:`MainWindow` through ``options.deals`` deals and sums up."""

    #: The window closed: the summary is made, or the deals were not all played.
    done = Signal()

    def __init__(self, window: MainWindow, options: AutoplayOptions) -> None:
        super().__init__(window)
        self.window = window
        self.options = options
        self.deals_played = 0
        self.totals = [0] * get_game(options.game).seat_count()
        self.matches = 0
        self.meter = StallMeter(parent=self)
        self.summary: dict[str, object] | None = None
        window.session.table_event.connect(self._on_event)
        window.finished.connect(self._on_match_over)
        window.installEventFilter(self)

    def start(self) -> None:
        """Show the window and begin the first match."""
        self.window.set_speed(self.options.speed)
        self.window.show()
        self.meter.start()
        QTimer.singleShot(0, self._new_match)

    def _new_match(self) -> None:
        seed = None if self.options.seed is None else self.options.seed + self.matches
        self.matches += 1
        levels = [self.options.level] * get_game(self.options.game).seat_count()
        names = self.options.names or seat_names(self.options.game)
        self.window.start_match(self.options.game, None, levels, list(names), seed=seed)

    def _on_event(self, event: TableEvent) -> None:
        if event.kind != "deal_over" or self.summary is not None:
            return
        self.deals_played += 1
        assert event.result is not None
        for seat, score in enumerate(event.result.scores):
            self.totals[seat] += score
        if self.deals_played >= self.options.deals:
            QTimer.singleShot(0, self._finish)

    def _on_match_over(self) -> None:
        if self.summary is None and self.deals_played < self.options.deals:
            QTimer.singleShot(0, self._new_match)

    def _finish(self) -> None:
        if self.summary is not None:
            return
        self.meter.stop()
        self.window.session.cancel()
        self.summary = {
            "game": self.options.game,
            "deals_played": self.deals_played,
            "totals": list(self.totals),
            "max_stall_ms": self.meter.max_stall_ms,
            "p99_stall_ms": self.meter.p99_stall_ms,
            "speed": self.options.speed,
            "level": self.options.level,
        }
        self.window.close()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The window closed (the deals played, or closed before): autoplay is over."""
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.done.emit()
        return super().eventFilter(watched, event)


def run(app: QApplication, options: AutoplayOptions, data_dir: Path | None = None) -> int:
    """Play, print the JSON summary, return the exit status. The matches and settings are kept
    in ``data_dir``, by default in a new temporary directory removed on return (after the last
    save is written: the autosaves are written off the GUI thread, as the application does)."""
    with ExitStack() as stack:
        if data_dir is None:
            made = tempfile.TemporaryDirectory(prefix="atout-autoplay-", ignore_cleanup_errors=True)
            data_dir = Path(stack.enter_context(made))
        storage = Storage(data_dir, writer=Writer())
        window = MainWindow(storage, autoplay=True)
        set_aside_start_up()  # as the application does once its window is built
        player = Autoplay(window, options)
        # a loop of its own, not the application's: app.quit() would leave an application that
        # goes on (tests run autoplay in-process) unable to activate its windows again
        loop = QEventLoop()
        player.done.connect(loop.quit)
        player.start()
        loop.exec()
        window.deleteLater()
        try:
            storage.close()  # closing the window did; never a write after the folder is gone
        except OSError as err:
            print(f"autoplay: a save failed: {err}", file=sys.stderr)
    if player.summary is None:
        print("autoplay: the window closed before the deals were played", file=sys.stderr)
        return 1
    print(json.dumps(player.summary, ensure_ascii=False))
    return 0
