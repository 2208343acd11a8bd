"""``python -m atout --autoplay``: the real window, bots in all four seats.

    python -m atout --autoplay --game G --deals N [--seed S] [--level L] [--speed S]

Plays N deals (a new match begins when one ends) at the fastest speed unless told
otherwise, then prints one JSON object, ``{"game", "deals_played", "totals",
"max_stall_ms"}``, and exits with status 0. ``max_stall_ms`` is the longest time the
GUI event loop was blocked (see :mod:`atout.app.stallmeter`). The match is saved and
recorded like any other.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from atout.app.session import TableEvent
from atout.app.stallmeter import StallMeter
from atout.app.window import MainWindow

__all__ = ["Autoplay", "AutoplayOptions"]


@dataclass(frozen=True)
class AutoplayOptions:
    """What to play: the game, how many deals, the seed, the bots' level, the speed."""

    game: str
    deals: int
    seed: int | None = None
    level: str = "normal"
    speed: str = "instant"
    names: tuple[str, ...] = field(default=("Nord", "Est", "Sud", "Ouest"))


class Autoplay(QObject):
    """Drives a :class:`MainWindow` through ``options.deals`` deals and sums up."""

    def __init__(self, window: MainWindow, options: AutoplayOptions) -> None:
        super().__init__(window)
        self.window = window
        self.options = options
        self.deals_played = 0
        self.totals = [0, 0, 0, 0]
        self.matches = 0
        self.meter = StallMeter(parent=self)
        self.summary: dict[str, object] | None = None
        window.session.event.connect(self._on_event)
        window.finished.connect(self._on_match_over)

    def start(self) -> None:
        """Show the window and begin the first match."""
        self.window.set_speed(self.options.speed)
        self.window.show()
        self.meter.start()
        QTimer.singleShot(0, self._new_match)

    def _new_match(self) -> None:
        seed = None if self.options.seed is None else self.options.seed + self.matches
        self.matches += 1
        levels = [self.options.level] * 4
        self.window.start_match(self.options.game, None, levels, list(self.options.names), seed=seed)

    def _on_event(self, event: TableEvent) -> None:
        if event.kind != "deal_over" or self.summary is not None:
            return
        self.deals_played += 1
        assert event.result is not None
        for seat in range(4):
            self.totals[seat] += event.result.scores[seat]
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
        app = QApplication.instance()
        if app is not None:
            app.quit()


def run(app: QApplication, options: AutoplayOptions) -> int:
    """Play, print the JSON summary, return the exit status."""
    window = MainWindow(autoplay=True)
    player = Autoplay(window, options)
    player.start()
    app.exec()
    if player.summary is None:
        print("autoplay: the window closed before the deals were played", file=sys.stderr)
        return 1
    print(json.dumps(player.summary, ensure_ascii=False))
    return 0
