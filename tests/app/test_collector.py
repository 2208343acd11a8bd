"""Python's cyclic garbage is collected in the GUI thread only (:mod:`atout.app.collector`)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject

from atout.app.collector import BUSY_INTERVAL_MS, INTERVAL_MS, GuiCollector


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


def test_the_collector_looks_more_often_while_much_is_allocated(collector: GuiCollector) -> None:
    """A collection's time grows with what was allocated since the last: while much is, the
    ticks come sooner (down to BUSY_INTERVAL_MS), and back to INTERVAL_MS once little is."""
    timer = collector._timer
    assert timer.interval() == BUSY_INTERVAL_MS  # start-up allocates much
    gc.set_threshold(700, 10, 10)
    for _ in range(6):
        gc.collect(0)
        collector.collect_if_due()
    assert timer.interval() == INTERVAL_MS
    for _ in range(5):
        garbage = [[] for _ in range(5 * 700)]  # young objects: five thresholds' worth
        collector.collect_if_due()
        del garbage
    assert timer.interval() == max(BUSY_INTERVAL_MS, INTERVAL_MS // 2**5)
    for _ in range(6):
        gc.collect(0)
        collector.collect_if_due()
    assert timer.interval() == INTERVAL_MS
