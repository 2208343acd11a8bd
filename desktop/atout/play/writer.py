"""Files written off the calling thread: the autosave after every action, without the window
waiting for the disk.

The caller (the GUI thread) makes the text, which is quick, and hands it over with its path
(:meth:`Writer.submit`); one thread of the writer's writes it, atomically
(:func:`write_text_atomically`). Only the newest text of a path matters: a text handed over while
an older one of the same path still waits replaces it, and the older is never written. The
writes of one path are made in the order they were handed over, one at a time.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> writer = Writer()
>>> for number in range(100):
...     writer.submit(folder / "log.txt", f"action {number}")
>>> writer.flush()                                  # every text handed over is on disk
>>> (folder / "log.txt").read_text(encoding="utf-8")
'action 99'

A write that fails is not lost: its error is kept, and the next :meth:`~Writer.submit`,
:meth:`~Writer.flush` or :meth:`~Writer.close` raises it, once.

>>> folder.joinpath("taken").mkdir()                # a folder where the file should be
>>> writer.submit(folder / "taken", "text")
>>> try:
...     writer.flush()
... except OSError:
...     print("the failed write is raised")
the failed write is raised
>>> writer.close()                                  # raised once: nothing more to raise

:meth:`Writer.close` writes what waits and stops the thread; the interpreter's exit closes a
writer left open (``atexit``), so that a normal exit never drops the last text. This module
imports no Qt.
"""

from __future__ import annotations

import atexit
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

__all__ = ["Writer", "write_text_atomically"]


def write_text_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` (UTF-8) so that a whole new file replaces the old one, or nothing
    does: a temporary file beside it, flushed to the disk, then renamed over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Writer:
    """Writes the texts handed over (:meth:`submit`) in a thread of its own, the newest text of
    each path only, with ``write`` (by default :func:`write_text_atomically`).

    One thread hands texts over and waits for them (the writer is not shared between callers);
    the writer's thread starts at the first text, and again after :meth:`close`."""

    def __init__(self, write: Callable[[Path, str], None] = write_text_atomically) -> None:
        self._write = write
        self._changed = threading.Condition()
        #: The texts waiting, by path, in the order their paths were first handed over.
        self._waiting: dict[Path, str] = {}
        self._writing = False  # a text taken from ``_waiting`` is being written
        self._stopping = False
        self._thread: threading.Thread | None = None
        #: The errors of the writes that failed, not yet raised to the caller.
        self._failures: list[Exception] = []

    def submit(self, path: Path, text: str) -> None:
        """Hand ``text`` over, to be written to ``path`` (it replaces a text of ``path`` still
        waiting). Then raises the error of a write that failed since the last call that raised,
        if any: the text handed over is kept all the same."""
        with self._changed:
            self._waiting[path] = text
            if self._thread is None:
                self._start()
            self._changed.notify_all()
            failure = self._take_failure()
        if failure is not None:
            raise failure

    def wait(self) -> None:
        """Return when every text handed over is written, or failed (its error kept for
        :meth:`submit`, :meth:`flush` or :meth:`close` to raise)."""
        with self._changed:
            while self._waiting or self._writing:
                self._changed.wait()

    def flush(self) -> None:
        """:meth:`wait`, then raise the error of a write that failed, if any (once)."""
        self.wait()
        with self._changed:
            failure = self._take_failure()
        if failure is not None:
            raise failure

    def close(self) -> None:
        """Write every text waiting, stop the thread, and raise the error of a write that failed,
        if any (once). A text handed over later starts the thread again."""
        with self._changed:
            thread = self._thread
            self._stopping = True
            self._changed.notify_all()
        if thread is not None:
            thread.join()
            atexit.unregister(self._at_exit)
        with self._changed:
            self._thread = None
            self._stopping = False
        self.flush()

    @property
    def running(self) -> bool:
        """Whether the writer's thread is there (a text was handed over since it was closed)."""
        return self._thread is not None

    # -- the writer's thread ------------------------------------------------------------------------
    def _start(self) -> None:
        """Start the thread (``_changed`` held). It is a daemon, so that a writer nobody closes
        cannot keep the process alive; :meth:`_at_exit` writes what waits before the end."""
        self._thread = threading.Thread(target=self._run, name="atout-writer", daemon=True)
        self._thread.start()
        atexit.register(self._at_exit)

    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._waiting and not self._stopping:
                    self._changed.wait()
                if not self._waiting:
                    return  # told to stop, and nothing left to write
                path = next(iter(self._waiting))
                text = self._waiting.pop(path)
                self._writing = True
            failure: Exception | None = None
            try:
                self._write(path, text)
            except Exception as err:  # kept for the caller: this thread has no one to tell
                failure = err
            with self._changed:
                if failure is not None:
                    self._failures.append(failure)
                self._writing = False
                self._changed.notify_all()

    def _take_failure(self) -> Exception | None:
        """The failures not yet raised, as one error (``_changed`` held): the only one, or for
        several an ``OSError`` that counts them and names the first (its cause)."""
        failures, self._failures = self._failures, []
        if not failures:
            return None
        if len(failures) == 1:
            return failures[0]
        first = failures[0]
        many = OSError(f"{len(failures)} writes failed, the first: {first}")
        many.__cause__ = first
        return many

    def _at_exit(self) -> None:
        """The interpreter ends: write what waits; a failure can only be printed now."""
        try:
            self.close()
        except Exception as err:
            print(f"atout: a save failed: {err}", file=sys.stderr)
