"""A writer for the tests that must catch the autosaves between two steps
(:class:`atout.play.writer.Writer`): its thread writes only while someone waits for the writes
(:meth:`HeldWriter.wait`, :meth:`~HeldWriter.flush`, :meth:`~HeldWriter.close`), and records
what it wrote. A call that reads or removes a file without waiting first sees none of the saves
handed over since the last wait: the worst the disk can do, made certain. Nothing is timed:
the thread waits on an event (only a thread that nobody lets go gives up, after
:data:`PATIENCE` seconds, its write then failing).
"""

from __future__ import annotations

import threading
from pathlib import Path

from atout.play.writer import Writer, write_text_atomically

__all__ = ["PATIENCE", "HeldWriter"]

#: How long a held write waits at most, in seconds: only a test that never waits reaches it.
PATIENCE = 30.0


class HeldWriter(Writer):
    """A :class:`Writer` whose writes are held until someone waits for them."""

    def __init__(self) -> None:
        super().__init__(self._held_write)
        #: What was written, in order: (path, text).
        self.written: list[tuple[Path, str]] = []
        #: Set once a write is under way (held, or made).
        self.writing = threading.Event()
        self._go = threading.Event()

    def _held_write(self, path: Path, text: str) -> None:
        self.writing.set()
        if not self._go.wait(PATIENCE):
            raise TimeoutError("a save was held and nobody waited for it")
        write_text_atomically(path, text)
        self.written.append((path, text))

    def wait(self) -> None:
        self._go.set()
        try:
            super().wait()
        finally:
            self._go.clear()  # nothing is being written now: the next save is held again

    def close(self) -> None:
        self._go.set()
        try:
            super().close()
        finally:
            self._go.clear()
