"""The bots think in a process of their own: the window's process never waits for the GIL.

A bot thinking in a thread of the window's process holds the GIL, and each time the GUI thread
comes back into Python (a card's ``paint``, a timer's slot) it waits for it: the longer the
bots think, the more the window stalls (``atout --autoplay --game tarot --deals 4 --seed 5
--level expert``: a max stall of 139-157 ms at CPython's switch interval, 29-48 ms at 0.2 ms).
A :class:`BotHost` is one child process that keeps the bots it is given and answers their
moves, one at a time, in the order asked::

    host = BotHost()                                      # or BotHost(background=True)
    action = host.choose(bot, observation, view, stop)   # blocks; the GIL is free meanwhile
    host.close()

The first time a bot is asked, a copy of it goes to the child, which keeps it: its random
choices go on there as they would have in the window's process, so the moves are the same as a
bot thinking in a thread (a seed replays exactly). The bot object the caller holds is never
changed. ``stop`` (a :class:`threading.Event`) set while the bot thinks is passed on: the bot
answers at once, as it does in a thread. A bot that raises gives a :class:`BotHostError` with
what it raised; a child that died (killed, out of memory) too, and the next question starts a
new child (which is given the bots again, as they were made).

The child is a new interpreter (``python -m atout.play.bothost FD``; a frozen build runs itself
with ``--bot-host FD``), started when the host is made (in a thread of its own with
``background``, so that the caller does not wait for the fork), so that it is ready by the first
question; it inherits no thread of the window's process and runs none of its code. Only Python
values cross: the bot, the observation and the match view go by :mod:`pickle` through a socket
pair (a :class:`multiprocessing.connection.Connection` at each end); nothing is written anywhere.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import queue
import socket
import subprocess
import sys
import threading
import weakref
from multiprocessing.connection import Connection
from typing import Final

from atout.ai.bot import Bot, MatchView
from atout.rules import Action, Observation

__all__ = ["CHILD_FLAG", "POLL_SECONDS", "SUPPORTED", "BotHost", "BotHostError", "child_command", "serve"]

#: The flag with which a frozen build of Atout runs as the bots' process.
CHILD_FLAG: Final = "--bot-host"

#: Whether this system can run the bots' process: it hands the child its end of the socket pair
#: by number (``pass_fds``), which POSIX systems do and Windows does not (there the bots think in
#: a thread, as before).
SUPPORTED: Final = os.name == "posix"
#: How often a caller waiting for an answer looks whether it was told to stop, in seconds.
POLL_SECONDS: Final = 0.01


class BotHostError(RuntimeError):
    """A bot raised in the child, or the child is gone: what happened, in words."""


class BotHost:
    """One child process where bots think (see the module's text). Its methods may be called
    from any thread; the questions are answered one at a time."""

    def __init__(self, *, background: bool = False) -> None:
        self._lock = threading.Lock()  # one question at a time, and the child's start
        self._sending = threading.Lock()  # one writer at a time on the socket
        self._keys: weakref.WeakKeyDictionary[Bot, int] = weakref.WeakKeyDictionary()
        self._numbers = itertools.count(1)
        self._questions = itertools.count(1)  # each question's number, named by its "stop"
        self._process: subprocess.Popen[bytes] | None = None
        self._conn: Connection | None = None
        if background:  # the caller is the GUI thread: forking the child lets the GIL go, and
            # takes a few ms of a large process (7 ms from the window's, measured)
            threading.Thread(target=self._start_unless_alive, name="atout-bots-start", daemon=True).start()
        else:
            self._start()

    def _start_unless_alive(self) -> None:
        with self._lock:  # a question asked meanwhile waits for the child, or starts it itself
            if not self.alive:
                self._start()

    def _start(self) -> None:
        ours, theirs = socket.socketpair()
        fd = theirs.fileno()
        env = dict(os.environ)
        # the child finds the modules where this process found them (a checkout, a test's path)
        env["PYTHONPATH"] = os.pathsep.join(path for path in sys.path if path)
        self._process = subprocess.Popen(
            [*child_command(), str(fd)], pass_fds=(fd,), env=env, stdin=subprocess.DEVNULL
        )
        theirs.close()
        self._conn = Connection(ours.detach())
        self._keys = weakref.WeakKeyDictionary()  # a new child knows no bot

    @property
    def alive(self) -> bool:
        """Whether the child process runs."""
        return self._process is not None and self._process.poll() is None

    def choose(
        self, bot: Bot, observation: Observation, view: MatchView, stop: threading.Event
    ) -> Action | None:
        """``bot``'s move (``None`` when it has none, as :meth:`Bot.choose` may answer), worked
        out in the child; raises :class:`BotHostError` if the bot raised or the child is gone
        (the next question starts a new one)."""
        with self._lock:
            if not self.alive:
                self._start()
            conn = self._conn
            assert conn is not None
            key = self._keys.get(bot)
            sent: Bot | None = None
            if key is None:
                key = self._keys[bot] = next(self._numbers)
                sent = bot
            number = next(self._questions)
            try:
                self._send(conn, ("choose", number, key, sent, observation, view))
                told_to_stop = False
                while not conn.poll(POLL_SECONDS):
                    if stop.is_set() and not told_to_stop:
                        self._send(conn, ("stop", number))
                        told_to_stop = True
                    if not self.alive:
                        raise EOFError
                kind, answer = conn.recv()
            except (EOFError, OSError) as err:
                self._forget_child()
                raise BotHostError(f"the bots' process is gone ({type(err).__name__})") from None
            if kind == "error":
                raise BotHostError(str(answer))
            if answer is not None and not isinstance(answer, Action):
                raise BotHostError(f"the bot answered {answer!r}, not an action")
            return answer

    def _send(self, conn: Connection, message: tuple[object, ...]) -> None:
        with self._sending:
            conn.send(message)

    def _forget_child(self) -> None:
        process, self._process = self._process, None
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()
        if process is not None and process.poll() is None:
            process.kill()
            process.wait(5)

    def close(self) -> None:
        """End the child: a bot thinking is told to stop, and the child killed if it has not
        ended within 5 s."""
        conn = self._conn
        if conn is not None:  # before the lock: a question under way holds it till answered
            with contextlib.suppress(OSError):
                self._send(conn, ("stop", None))  # whichever question the child is on
        with self._lock:
            conn = self._conn
            if conn is not None:
                with contextlib.suppress(OSError):
                    self._send(conn, ("quit",))
            process = self._process
            if process is not None:
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(5)
            self._forget_child()


# -- the child -----------------------------------------------------------------------------------
def child_command() -> list[str]:
    """The command that runs the bots' process (its socket's number follows)."""
    if getattr(sys, "frozen", False):  # a bundle (PyInstaller): the program itself, told so
        return [sys.executable, CHILD_FLAG]
    return [sys.executable, "-m", "atout.play.bothost"]


def serve(conn: Connection) -> None:
    """The child's work: answer each question in turn until told to quit (or the pipe closes).

    A reader thread takes the messages, so that "stop" reaches the bot while it thinks. Each
    question has a stop of its own, made when the question is read: a "stop" names its
    question (``None``: whichever is asked or under way), so that a stop read before the bot
    has begun is kept for it, and one for an earlier question never stops a later one."""
    bots: dict[int, Bot] = {}
    stops: dict[int, threading.Event] = {}  # the questions read and not yet answered
    guard = threading.Lock()
    questions: queue.Queue[tuple[int, int, Bot | None, Observation, MatchView] | None] = queue.Queue()

    def read() -> None:
        try:
            while True:
                message = conn.recv()
                if message[0] == "stop":
                    with guard:
                        told = list(stops.values()) if message[1] is None else [stops.get(message[1])]
                    for stop in told:
                        if stop is not None:
                            stop.set()
                elif message[0] == "choose":
                    _, number, key, bot, observation, view = message
                    with guard:
                        stops[number] = threading.Event()
                    questions.put((number, key, bot, observation, view))
                else:
                    break
        except (EOFError, OSError):
            pass
        questions.put(None)

    threading.Thread(target=read, name="atout-bots-reader", daemon=True).start()
    while (question := questions.get()) is not None:
        number, key, sent, observation, view = question
        if sent is not None:
            bots[key] = sent
        with guard:
            stop = stops[number]
        try:
            reply: tuple[str, object] = ("answer", bots[key].choose(observation, view, stop))
        except Exception as err:  # a bot's bug is told to the window, never the end of the child
            reply = ("error", f"{type(err).__name__}: {err}")
        with guard:
            del stops[number]
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


def main(argv: list[str]) -> int:
    """The bots' process: ``argv`` holds the number of its end of the socket pair."""
    serve(Connection(int(argv[0])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
