"""Bots think off the GUI thread.

One worker thread serves every bot of the table. The GUI asks with
:meth:`BotThread.ask`, giving a request id; the answer comes back as the
``answered`` (or ``failed``) signal, delivered in the GUI thread, with that id,
and the GUI drops any answer whose id is no longer the one it waits for.
:meth:`BotThread.cancel` sets the running search's stop flag, so that a new game
or quitting never waits for a bot, and :meth:`BotThread.shutdown` ends the thread
cleanly.

Only integers cross the thread boundary through Qt: the requests and answers
themselves go through a locked queue and table. (Queued Qt signals carrying Python
objects crashed PySide6 6.12 here, in a reference-count bug.)

A bot thinking holds the GIL. The GUI thread gives it up around most of its calls into Qt
and takes it back after each (and each time Qt calls back into Python: every card item it
paints or places), and waits each time for the worker to let it go: up to CPython's switch
interval, 5 ms by default. The table drawn and dealt so while the expert thought blocked the
event loop up to 300-400 ms. ``atout --autoplay --game G --deals 4 --seed S --level L`` on
an idle machine, ``max_stall_ms`` of the expert (seed 5, runs repeated):

- default interval: Tarot 302-399, Rough 241-294 (Tarot's normal level: 78);
- 1 ms, the players' modules imported before Qt (:mod:`atout.app`): Tarot 67-188, Rough
  226-268, the worst at the first deal of a match (its card faces drawn for the first time
  while the first bot thinks);
- 0.2 ms (:data:`GIL_SWITCH_SECONDS`, set once a bot thread exists), seeds 5 and 6: Tarot
  105-116, Rough 64-76, Carotte 99-104 (the normal level 21-35), with no measurable cost to
  the bots (a Tarot expert autoplay took 16.6 and 12.0 s against 17.6 and 12.2 s at 1 ms).

Only a bot in another process would end these waits.
"""

from __future__ import annotations

import queue
import sys
import threading
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QObject, Signal

from atout.ai.bot import Bot, MatchView
from atout.rules import Action, Observation

__all__ = ["GIL_SWITCH_SECONDS", "BotThread"]

#: The longest a thread holds the GIL while another waits for it, in seconds, once bots
#: think beside the GUI (see above; CPython's default is 0.005).
GIL_SWITCH_SECONDS: Final = 0.0002


@dataclass(frozen=True)
class _Request:
    number: int
    bot: Bot
    observation: Observation
    view: MatchView
    stop: threading.Event


class BotThread(QObject):
    """The thread where the bots think, and the way to talk to it from the GUI."""

    #: (request id, Action or None): a bot's answer.
    answered = Signal(int, object)
    #: (request id, what went wrong): a bot raised.
    failed = Signal(int, str)
    _ready = Signal(int)  # emitted by the worker thread, queued to the GUI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._requests: queue.Queue[_Request | None] = queue.Queue()
        self._answers: dict[int, tuple[Action | None, str | None]] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._ready.connect(self._deliver)
        sys.setswitchinterval(GIL_SWITCH_SECONDS)  # the GUI waits less for the GIL (see above)
        self._thread = threading.Thread(target=self._run, name="atout-bots", daemon=True)
        self._thread.start()

    def ask(self, request: int, bot: Bot, observation: Observation, view: MatchView) -> None:
        """Ask ``bot`` for its move; the answer comes as ``answered(request, action)``."""
        self._stop = threading.Event()
        self._requests.put(_Request(request, bot, observation, view, self._stop))

    def cancel(self) -> None:
        """Tell the search under way to answer at once, and drop any request not begun."""
        self._stop.set()

    def shutdown(self) -> None:
        """Stop any search and end the thread; returns once it has ended."""
        self.cancel()
        self._requests.put(None)
        self._thread.join(timeout=10)

    @property
    def alive(self) -> bool:
        """Whether the worker thread still runs."""
        return self._thread.is_alive()

    # -- the worker thread ---------------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            request = self._requests.get()
            if request is None:
                return
            if request.stop.is_set():  # cancelled before it began: nobody waits for it
                continue
            answer: tuple[Action | None, str | None]
            try:
                answer = (request.bot.choose(request.observation, request.view, request.stop), None)
            except Exception as err:  # a bot's bug is reported, never raised into Qt
                answer = (None, f"{type(err).__name__}: {err}")
            with self._lock:
                self._answers[request.number] = answer
            self._ready.emit(request.number)

    # -- back in the GUI thread -----------------------------------------------------------------------
    def _deliver(self, number: int) -> None:
        with self._lock:
            answer = self._answers.pop(number, None)
        if answer is None:
            return
        action, error = answer
        if error is not None:
            self.failed.emit(number, error)
        else:
            self.answered.emit(number, action)
