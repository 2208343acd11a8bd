"""``atout --self-test``: build the window, wait for the launcher's first paint, print how long
start-up took as one line of JSON, and exit.

``{"startup_ms": 412.3, "since": "process"}``: the milliseconds from the process's start (read
from ``/proc`` where there is one) to the launcher's first paint; ``"since": "main"`` where the
process's start is not known (from the entry point instead). The window keeps its matches and
settings in ``--data-dir DIR``, else in a new temporary directory removed on exit: a self-test
never touches the player's data. Exit status 0 once the launcher painted, 1 if it never did
within :data:`TIMEOUT_MS`.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Final

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
from PySide6.QtWidgets import QApplication

__all__ = ["TIMEOUT_MS", "process_age_ms", "run"]

#: How long the launcher has to paint before the self-test fails.
TIMEOUT_MS: Final = 30_000


def process_age_ms() -> float | None:
    """How long ago this process started, in milliseconds (``None`` without ``/proc``)."""
    try:
        ticks = os.sysconf("SC_CLK_TCK")
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        started = int(fields[19]) / ticks  # field 22 (starttime), counted after "pid (comm)"
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return max(0.0, (now - started) * 1000)


class _FirstPaint(QObject):
    """Quits ``loop`` at the first paint of the widget it watches, and says when."""

    def __init__(self, loop: QEventLoop) -> None:
        super().__init__()
        self.loop = loop
        self.painted_at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and self.painted_at is None:
            self.painted_at = time.perf_counter()
            QTimer.singleShot(0, self.loop.quit)
        return False


def run(app: QApplication, entered: float, data_dir: Path | None = None) -> int:
    """Start the window, print the start-up time; ``entered`` is ``time.perf_counter()`` at the
    entry point (the fallback when the process's start is not known)."""
    age, read_at = process_age_ms(), time.perf_counter()
    from atout.app.window import MainWindow
    from atout.play.storage import Storage
    from atout.play.writer import Writer

    with ExitStack() as stack:
        if data_dir is None:
            made = tempfile.TemporaryDirectory(prefix="atout-self-test-", ignore_cleanup_errors=True)
            data_dir = Path(stack.enter_context(made))
        loop = QEventLoop()
        watcher = _FirstPaint(loop)
        storage = Storage(data_dir, writer=Writer())  # as the application's
        window = MainWindow(storage)
        window.launcher.installEventFilter(watcher)
        window.show()
        QTimer.singleShot(TIMEOUT_MS, loop.quit)
        loop.exec()
        window.launcher.removeEventFilter(watcher)
        window.close()
        app.processEvents()
        storage.close()  # closing the window did; never a write after the folder is gone
    if watcher.painted_at is None:
        print(json.dumps({"startup_ms": None, "error": "the launcher never painted"}))
        return 1
    since_entry = (watcher.painted_at - entered) * 1000
    if age is None:
        summary: dict[str, object] = {"startup_ms": round(since_entry, 1), "since": "main"}
    else:  # the process's age when it entered main, then the time from there to the paint
        before_entry = age - (read_at - entered) * 1000
        summary = {"startup_ms": round(before_entry + since_entry, 1), "since": "process"}
    print(json.dumps(summary))
    return 0
