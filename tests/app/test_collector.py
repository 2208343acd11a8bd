"""Python's cyclic garbage is collected in the GUI thread only (:mod:`atout.app.collector`)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject

from atout.app import collector as collector_module
from atout.app.collector import GuiCollector, set_aside_start_up


@pytest.fixture
def collector(qapp) -> Iterator[GuiCollector]:
    gc.enable()  # as in the app before start-up (the suite's own fixture turns it off)
    made = GuiCollector()
    thresholds = gc.get_threshold()
    yield made
    gc.set_threshold(*thresholds)
    made.stop()
    gc.disable()


class _Cycle:
    """Garbage that only the cyclic collector frees, holding a Qt object."""

    def __init__(self, died_in: list[str]) -> None:
        self.me = self
        self.qobject = QObject()
        self.qobject.destroyed.connect(lambda: died_in.append(threading.current_thread().name))


def test_a_thread_that_allocates_collects_nothing(collector: GuiCollector) -> None:
    died_in: list[str] = []
    _Cycle(died_in)
    gc.set_threshold(10, 1, 1)  # a thread allocating would start a collection at once
    worker = threading.Thread(target=lambda: [[[]] for _ in range(50_000)], name="bot")
    worker.start()
    worker.join()
    assert died_in == []


def test_the_gui_thread_collects_what_is_due(collector: GuiCollector) -> None:
    died_in: list[str] = []
    _Cycle(died_in)
    gc.set_threshold(1, 1, 1)
    for _ in range(4):  # each call collects the generation due, as CPython would
        collector.collect_if_due()
        [[] for _ in range(10)]
    assert died_in == [threading.current_thread().name]


def test_stopping_gives_the_collector_back(collector: GuiCollector) -> None:
    collector.stop()
    assert gc.isenabled()


def test_what_start_up_made_is_set_aside_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The objects made before the window shows are never walked again (gc.freeze), and only
    the first call freezes: a later one (the first bot's question) leaves the young alone."""
    frozen: list[int] = []
    monkeypatch.setattr(collector_module, "_SET_ASIDE", threading.Event())
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(1))
    set_aside_start_up()
    set_aside_start_up()
    assert frozen == [1]
