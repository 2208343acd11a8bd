"""The review's verdicts are worked out off the GUI thread.

Solving a Rough deal every hand in view can take a few seconds of a core (a budget of
:data:`~atout.app.analysis.SOLVE_NODES` positions a question): the review opens at once and
shows its verdicts when they are ready. :class:`VerdictWorker` runs
:func:`~atout.app.analysis.open_verdicts` in a thread of its own and emits ``ready`` in the GUI
thread; :meth:`VerdictWorker.cancel` makes the solve give up (the review was closed).

As in :mod:`atout.app.botworker`, nothing but the signal crosses the thread boundary through
Qt: the verdicts wait in the worker, behind a lock.
"""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import QObject, Signal

from atout.app.analysis import open_verdicts
from atout.app.replay import DealReplay

__all__ = ["VerdictWorker"]


class VerdictWorker(QObject):
    """The verdicts of one replayed deal, worked out in a thread started at once."""

    #: The verdicts are ready (:attr:`verdicts`).
    ready = Signal()
    _done = Signal()  # emitted by the worker thread, queued to the GUI thread

    def __init__(self, replay: DealReplay, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._replay = replay
        self._lock = threading.Lock()
        self._result: list[bool | None] | None = None
        self._stop = threading.Event()
        #: The verdicts, once :attr:`ready` has been emitted (``None`` until then).
        self.verdicts: list[bool | None] | None = None
        self._done.connect(self._deliver)
        self._thread = threading.Thread(target=self._run, name="atout-verdicts", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Give the work up: the verdicts not yet found will never come."""
        self._stop.set()

    def wait(self, seconds: float) -> bool:
        """Wait for the thread to end, at most ``seconds``; whether it has ended."""
        self._thread.join(timeout=seconds)
        return not self._thread.is_alive()

    def _run(self) -> None:
        verdicts = open_verdicts(self._replay, stop=self._stop.is_set)
        if self._stop.is_set():
            return
        with self._lock:
            self._result = verdicts
        with contextlib.suppress(RuntimeError):  # the review, and this object, already gone
            self._done.emit()

    def _deliver(self) -> None:
        with self._lock:
            verdicts, self._result = self._result, None
        if verdicts is None or self._stop.is_set():
            return
        self.verdicts = verdicts
        self.ready.emit()
