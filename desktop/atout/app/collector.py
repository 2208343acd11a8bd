"""Python's cyclic garbage collector, run in the GUI thread only.

CPython starts a collection in whichever thread happens to allocate when a generation's count
passes its threshold: with the bots and the card faces working in threads of their own, that is
often one of them. A collection destroys the Qt objects held by the garbage it finds (a closed
dialog's widgets, a finished review's board), and a QObject destroyed outside its own thread
cannot stop its timers: Qt later fires one on freed memory, and the program crashes (seen in the
suite, a review after a table: ``QTimerInfoList::activateTimers`` on a deleted object).

:class:`GuiCollector` turns the automatic collector off and does its work from a timer of the GUI
thread instead: every :data:`INTERVAL_MS` it collects the oldest generation whose count has passed
its threshold, as CPython would have, so memory is kept as before and every Qt object dies in
its own thread. The objects start-up made (the modules, the window) are set aside for good once
the window is built (:func:`set_aside_start_up`): the first collection walked some 27,000 of
them, 5 to 12 ms in the first deal's dealing; a tick during play finds 100 to 1,000 new ones.

>>> import gc
>>> from PySide6.QtCore import QCoreApplication
>>> app = QCoreApplication.instance() or QCoreApplication([])
>>> was_on = gc.isenabled()
>>> collector = GuiCollector()
>>> gc.isenabled()
False
>>> collector.stop()
>>> gc.isenabled() == was_on
True
"""

from __future__ import annotations

import gc
import threading
from typing import Final

from PySide6.QtCore import QObject, QTimer

__all__ = ["INTERVAL_MS", "GuiCollector", "due_generation", "set_aside_start_up"]

#: How often the GUI thread looks whether a collection is due, in milliseconds.
INTERVAL_MS: Final = 250


def due_generation(counts: tuple[int, int, int], thresholds: tuple[int, int, int]) -> int | None:
    """The generation CPython would collect now, given :func:`gc.get_count` and
    :func:`gc.get_threshold`: the oldest whose count has passed its threshold, or ``None``.

    >>> due_generation((10, 0, 0), (700, 10, 10)) is None
    True
    >>> due_generation((701, 3, 0), (700, 10, 10))
    0
    >>> due_generation((701, 11, 0), (700, 10, 10))
    1
    >>> due_generation((5, 11, 11), (700, 10, 10))
    2
    """
    for generation in (2, 1, 0):
        threshold = thresholds[generation]
        if threshold and counts[generation] > threshold:
            return generation
    return None


_SET_ASIDE = threading.Event()


def set_aside_start_up() -> None:
    """Set the objects made so far aside from the collector for good (:func:`gc.freeze`), once:
    the modules and the window live as long as the application, and no collection walks them
    again. Called once the window is built, and before a bot first thinks: start-up leaves some
    27,000 young objects, which the first collection took 5 to 12 ms to walk, in the first
    deal's dealing (in autoplay's Tarot at the instant speed)."""
    if not _SET_ASIDE.is_set():
        _SET_ASIDE.set()
        gc.freeze()


class GuiCollector(QObject):
    """Collects Python's cyclic garbage from the GUI thread's event loop, never elsewhere (see
    the module's text); made once, at start-up, in the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_if_due)
        self._timer.start()

    def collect_if_due(self) -> int | None:
        """Collect the generation that is due, if any (the timer calls it); which one it was."""
        generation = due_generation(gc.get_count(), gc.get_threshold())
        if generation is not None:
            gc.collect(generation)
        return generation

    def stop(self) -> None:
        """Stop collecting here and give the collector back to CPython as it was."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
