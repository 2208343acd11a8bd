"""Work off the GUI thread: the bots' moves (:class:`BotThread`), the review's verdicts
(:class:`VerdictWorker`), each in a :class:`Worker` of its own.

The bots think in a process of their own (:class:`~atout.play.bothost.BotHost`, one for the
application): the bots' worker thread only sends the question and waits for the answer, with
the GIL free. With ``ATOUT_BOTS_IN_THREAD`` set (the tests set it: their bots may be made in
the test), they think in the worker thread itself.

A :class:`Worker` is one thread that runs jobs one after the other. The GUI submits a job with
a request id (:meth:`Worker.submit`); the job gets a stop flag it polls (:meth:`Worker.cancel`
sets it: a new game, or quitting, never waits for a search). When a job is done, ``finished``
is emitted *in the GUI thread* with its id, and :meth:`Worker.take` hands over its result, or
what it raised, so that the GUI drops an answer whose id it no longer waits for.

Only integers cross the thread boundary through Qt: the results wait in the worker behind a
lock. (Queued Qt signals carrying Python objects crashed PySide6 6.12 here, in a
reference-count bug.) And the worker thread never emits a signal of an object that the GUI may
delete meanwhile (a review closed while its verdicts were being worked out): it posts through
one object that lives as long as the application, which hands the news to the worker if it is
still there.

A job that holds the GIL makes the GUI thread wait for it at each call into Qt, up to
CPython's switch interval: :func:`share_the_gil` shortens it once, at start-up (see
:data:`GIL_SWITCH_SECONDS`). A collection of Python's cyclic garbage collector holds the GIL all
through, and a bot thinking makes much garbage: before the first bot thinks, the objects made so
far (the modules, the window) are set aside for good
(:func:`~atout.app.collector.set_aside_start_up`), so that no collection
walks them again (the longest one during a 4-deal Tarot autoplay at the expert level: 105 ms,
then 15). The collections themselves run in the GUI thread only (:mod:`atout.app.collector`),
never in a worker's, where they would destroy Qt objects outside their thread.

>>> import threading
>>> from PySide6.QtCore import QCoreApplication
>>> app = QCoreApplication.instance() or QCoreApplication([])
>>> worker = Worker("doctest")
>>> _ = worker.submit(7, lambda stop: 6 * 7)
>>> worker.wait_idle(5), worker.take(7)
(True, (42, None))
>>> worker.shutdown()
"""

from __future__ import annotations

import atexit
import itertools
import os
import queue
import sys
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

import shiboken6
from PySide6.QtCore import QObject, Signal

from atout.ai.bot import Bot, MatchView
from atout.app.collector import set_aside_start_up
from atout.play.analysis import open_verdicts
from atout.play.bothost import SUPPORTED, BotHost
from atout.play.replay import DealReplay
from atout.rules import Action, Observation

__all__ = [
    "GIL_SWITCH_SECONDS",
    "IN_THREAD_ENV",
    "BotThread",
    "Job",
    "VerdictWorker",
    "Worker",
    "bot_host",
    "share_the_gil",
]

#: Set (to anything but an empty string), the bots think in the bots' worker thread, not in a
#: process of their own (the tests).
IN_THREAD_ENV: Final = "ATOUT_BOTS_IN_THREAD"

#: The longest a thread holds the GIL while another waits for it, in seconds, once jobs run
#: beside the GUI (CPython's default is 0.005). A bot thinking held the event loop up to
#: 300-400 ms at the default (``atout --autoplay --game tarot --deals 4 --seed 5 --level
#: expert``, ``max_stall_ms``); at 0.2 ms, 105-116 (Rough 64-76, Carotte 99-104), with no
#: measurable cost to the bots (a Tarot expert autoplay: 16.6 and 12.0 s against 17.6 and
#: 12.2 s at 1 ms).
GIL_SWITCH_SECONDS: Final = 0.0002

#: A job: given its stop flag, it returns its result.
Job = Callable[[threading.Event], object]


def share_the_gil() -> None:
    """Let the GUI thread wait at most :data:`GIL_SWITCH_SECONDS` for the GIL (once, at start)."""
    sys.setswitchinterval(GIL_SWITCH_SECONDS)


class _Postman(QObject):
    """Carries "job done" from the worker threads to the GUI thread; it is never deleted."""

    posted = Signal(int, int)  # (worker id, request id)

    def __init__(self) -> None:
        super().__init__()
        self.workers: weakref.WeakValueDictionary[int, Worker] = weakref.WeakValueDictionary()
        self.posted.connect(self._hand_over)

    def _hand_over(self, worker_id: int, number: int) -> None:
        worker = self.workers.get(worker_id)
        if worker is not None and shiboken6.isValid(worker):
            worker.finished.emit(number)


_POSTMAN: _Postman | None = None
_IDS = itertools.count(1)


def _postman() -> _Postman:
    """The postman, made in the GUI thread with the first worker."""
    global _POSTMAN  # noqa: PLW0603 - one for the application's life
    if _POSTMAN is None:
        _POSTMAN = _Postman()
    return _POSTMAN


@dataclass(frozen=True)
class _Task:
    number: int
    job: Job
    stop: threading.Event


@dataclass
class _Shared:
    """What a worker and its thread share: the tasks to run, the results, the lock over them,
    and whether every task is done."""

    tasks: queue.Queue[_Task | None] = field(default_factory=queue.Queue)
    results: dict[int, tuple[object, str | None]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    idle: threading.Event = field(default_factory=threading.Event)


class Worker(QObject):
    """One thread that runs jobs off the GUI thread, and the way to talk to it from the GUI."""

    #: A job is done: its request id (its result through :meth:`take`).
    finished = Signal(int)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._shared = _Shared()
        self._shared.idle.set()
        self._stop = threading.Event()
        postman = _postman()
        self._id = next(_IDS)
        postman.workers[self._id] = self
        # the thread knows the postman and the worker's state, not the worker (a QObject)
        self._thread = threading.Thread(
            target=_serve, args=(self._shared, postman, self._id), name=f"atout-{name}", daemon=True
        )
        self._thread.start()

    def submit(self, number: int, job: Job) -> threading.Event:
        """Run ``job`` after those before it; ``finished(number)`` says when it is done. Returns
        the job's stop flag (:meth:`cancel` sets it)."""
        self._stop = threading.Event()
        self._shared.idle.clear()
        self._shared.tasks.put(_Task(number, job, self._stop))
        return self._stop

    def cancel(self) -> None:
        """Tell the job under way to give up at once, and drop any not begun."""
        self._stop.set()

    def take(self, number: int) -> tuple[object, str | None] | None:
        """The result of job ``number`` and ``None``, or ``None`` and what it raised (``None``
        when there is none to take: taken already, or dropped)."""
        with self._shared.lock:
            return self._shared.results.pop(number, None)

    def wait_idle(self, seconds: float) -> bool:
        """Wait until every job submitted is done, at most ``seconds``; whether they are."""
        return self._shared.idle.wait(seconds)

    def shutdown(self) -> None:
        """Stop the job under way and end the thread; returns once it has ended."""
        self.cancel()
        self._shared.tasks.put(None)
        self._thread.join(timeout=10)

    @property
    def alive(self) -> bool:
        """Whether the worker thread still runs."""
        return self._thread.is_alive()


def _serve(shared: _Shared, postman: _Postman, worker_id: int) -> None:
    """The worker thread: runs the tasks, keeps their results, posts that each is done."""
    while True:
        task = shared.tasks.get()
        if task is None:
            return
        if not task.stop.is_set():  # cancelled before it began: nobody waits for it
            result: tuple[object, str | None]
            try:
                result = (task.job(task.stop), None)
            except Exception as err:  # a job's bug is reported, never raised into Qt
                result = (None, f"{type(err).__name__}: {err}")
            with shared.lock:
                shared.results[task.number] = result
            postman.posted.emit(worker_id, task.number)
        if shared.tasks.empty():
            shared.idle.set()


_HOST: BotHost | None = None


def bot_host() -> BotHost:
    """The process where the application's bots think, started at the first call (a new one if
    the last is gone)."""
    global _HOST  # noqa: PLW0603 - one for the application's life
    if _HOST is None:
        _HOST = BotHost(background=True)  # the GUI thread does not wait for the fork
        atexit.register(_HOST.close)  # a bot thinking is stopped, the process ended
    return _HOST


class BotThread(QObject):
    """The bots of the table think in one :class:`Worker`: :meth:`ask` a bot for its move, and
    its answer comes as ``answered(request, action)``, or ``failed(request, what went wrong)``.
    The worker asks the application's :func:`bot_host` (unless ``in_thread``, by default when
    ``ATOUT_BOTS_IN_THREAD`` is set or the system cannot run the bots' process: then the bot
    thinks in the worker itself)."""

    #: (request id, Action or None): a bot's answer.
    answered = Signal(int, object)
    #: (request id, what went wrong): a bot raised.
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, *, in_thread: bool | None = None) -> None:
        super().__init__(parent)
        if in_thread is None:
            in_thread = bool(os.environ.get(IN_THREAD_ENV)) or not SUPPORTED
        self.in_thread = in_thread
        self._worker = Worker("bots", self)
        self._worker.finished.connect(self._deliver)

    def prepare(self) -> None:
        """Start the bots' process now if it was never started (a match begins: it is ready by
        the first question); one that died is started again at the next question."""
        if not self.in_thread:
            bot_host()

    def ask(self, request: int, bot: Bot, observation: Observation, view: MatchView) -> None:
        """Ask ``bot`` for its move; the answer comes as ``answered(request, action)``."""
        set_aside_start_up()  # the window's objects, made by now, are never walked again
        if self.in_thread:
            self._worker.submit(request, lambda stop: bot.choose(observation, view, stop))
            return
        host = bot_host()
        self._worker.submit(request, lambda stop: host.choose(bot, observation, view, stop))

    def cancel(self) -> None:
        """Tell the search under way to answer at once, and drop any request not begun."""
        self._worker.cancel()

    def shutdown(self) -> None:
        """Stop any search and end the thread; returns once it has ended."""
        self._worker.shutdown()

    @property
    def alive(self) -> bool:
        """Whether the bots' thread still runs."""
        return self._worker.alive

    def _deliver(self, number: int) -> None:
        taken = self._worker.take(number)
        if taken is None:
            return
        action, error = taken
        if error is not None:
            self.failed.emit(number, error)
        elif action is None or isinstance(action, Action):
            self.answered.emit(number, action)
        else:
            self.failed.emit(number, f"the bot answered {action!r}, not an action")


class VerdictWorker(QObject):
    """The review's verdicts of one replayed deal (could the contract still be made, every hand
    in view?), worked out in a :class:`Worker` started at once: ``ready`` says they are in
    :attr:`verdicts`. Solving a Rough deal can take a few seconds of a core; the review opens
    at once and shows them when they come. :meth:`cancel` gives them up (the review closed)."""

    #: The verdicts are ready (:attr:`verdicts`).
    ready = Signal()

    def __init__(self, replay: DealReplay, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The verdicts, once :attr:`ready` has been emitted (``None`` until then).
        self.verdicts: list[bool | None] | None = None
        self._worker = Worker("verdicts", self)
        self._worker.finished.connect(self._deliver)
        self._stop = self._worker.submit(0, lambda stop: open_verdicts(replay, stop=stop.is_set))

    def cancel(self) -> None:
        """Give the work up: the verdicts not yet found will never come."""
        self._worker.cancel()

    def wait(self, seconds: float) -> bool:
        """Wait for the verdicts to be worked out, at most ``seconds``; whether they are."""
        return self._worker.wait_idle(seconds)

    def _deliver(self, number: int) -> None:
        taken = self._worker.take(number)
        if taken is None or self._stop.is_set():
            return
        verdicts, error = taken
        if error is None and isinstance(verdicts, list):
            self.verdicts = verdicts
            self.ready.emit()
