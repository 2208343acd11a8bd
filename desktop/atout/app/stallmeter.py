"""How long the GUI event loop stays blocked: the measure behind ``max_stall_ms``.

A :class:`StallMeter` runs a short repeating timer in the GUI thread and records
how late each tick comes: a tick due every 10 ms that arrives 60 ms after the
previous one means the loop was blocked for about 50 ms. The worst and the 99th
percentile of those delays tell whether the window stayed responsive.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer

__all__ = ["StallMeter"]


class StallMeter(QObject):
    """Measures the GUI event loop's stalls while it runs."""

    def __init__(self, interval_ms: int = 10, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval_ms = interval_ms
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)
        self._last: float | None = None
        self.stalls_ms: list[float] = []

    def start(self) -> None:
        """Begin (or begin again) measuring."""
        self._last = time.perf_counter()
        self.stalls_ms.clear()
        self._timer.start()

    def stop(self) -> None:
        """Stop measuring."""
        self._timer.stop()
        self._last = None

    def _tick(self) -> None:
        now = time.perf_counter()
        if self._last is not None:
            late = (now - self._last) * 1000 - self.interval_ms
            self.stalls_ms.append(max(0.0, late))
        self._last = now

    @property
    def max_stall_ms(self) -> float:
        """The longest stall seen, in milliseconds."""
        return round(max(self.stalls_ms, default=0.0), 1)

    @property
    def p99_stall_ms(self) -> float:
        """The 99th percentile of the stalls, in milliseconds."""
        if not self.stalls_ms:
            return 0.0
        ordered = sorted(self.stalls_ms)
        return round(ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))], 1)
