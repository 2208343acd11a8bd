"""Shared test set-up. Qt draws offscreen: no display is needed (set before any Qt import). The
table draws its cards in the test's own thread (no test waits for a worker), and the faces kept
on disk go to a folder of the test run's own, never to the player's cache. The bots think in a
worker thread (``ATOUT_BOTS_IN_THREAD``), not in a process of their own: a test's bot may be
made in the test; tests/test_bothost.py and tests/app/test_worker.py ask the bots' process.

The table's motions and pauses run on a fast clock: each takes :data:`TEST_SCALE` of its real
time (:data:`atout.app.table.animator.CLOCK`). A test at the slow, normal or fast speed sees
every step the table's scripts make, in the same order (each motion animated, each pause a timer
that a click may cut short), without waiting seconds for them. A test that catches a step in
flight (a card moving, a pause held) sets a slower scale on the ``clock`` fixture.

Hypothesis runs under one of two profiles (``HYPOTHESIS_PROFILE`` chooses; ``ci`` when ``CI`` is
set, as in .ci/run, else ``dev``). Each property test sets its own number of examples, the random
deals it is checked on, thousands in all (1,350 Carotte and Rough deals in
tests/rules/test_properties.py, 865 Tarot deals in tests/rules/test_tarot_properties.py, 500
sampled deals in tests/rules/test_sampling.py, 60 in tests/rules/test_carotte.py); the profiles
decide the rest, alike for every test:

* ``ci``: the same examples at every run (``derandomize``), so that a failure on CI is one that
  any run finds again, and its reproduction printed;
* ``dev``: new examples at every run, so that the runs on a developer's machine look at new deals.

In both, nothing is timed (no ``deadline``, no health check on slowness: a shared machine's load
fails no test) and nothing is written to a database.
"""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, settings

if TYPE_CHECKING:
    from atout.app.table.animator import TimeScale

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["ATOUT_SYNC_FACES"] = "1"
os.environ["ATOUT_BOTS_IN_THREAD"] = "1"  # the tests' bots may be made in the test (and unpicklable)
_CACHE = tempfile.mkdtemp(prefix="atout-test-cache-")
os.environ["ATOUT_CACHE_DIR"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)

#: The share of real time the table's motions and pauses take in a test: a card's flight of
#: 117 ms at the fast speed takes 2, the trick left in view 2.2 s at the slow speed 44.
TEST_SCALE = 0.02


@pytest.fixture(autouse=True)
def clock() -> Iterator[TimeScale]:
    """The table's clock, at :data:`TEST_SCALE` for the test (which may set another scale)."""
    from atout.app.table.animator import CLOCK  # imported here: after the choice of Qt platform

    before = CLOCK.scale
    CLOCK.scale = TEST_SCALE
    yield CLOCK
    CLOCK.scale = before


_UNTIMED = settings(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", _UNTIMED, derandomize=True, print_blob=True)
settings.register_profile("dev", _UNTIMED)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


@pytest.fixture(autouse=True)
def collected_in_the_main_thread() -> Iterator[None]:
    """Python's cyclic garbage collector runs in the main thread only, after each test, as the
    app runs it in the GUI thread only (:mod:`atout.app.collector`): a collection started in a
    worker thread (a bot, the faces) would destroy there a widget made garbage by an earlier
    test, and Qt would later fire one of its timers on freed memory."""
    from atout.app.collector import due_generation  # imported here: after the choice of Qt platform

    gc.disable()
    yield
    gc.collect(0)  # what the test made is young: the collector was off while it ran
    older = due_generation(gc.get_count(), gc.get_threshold())
    if older:
        gc.collect(older)


#: The test files that take longest (seconds of one worker's time, measured on the 2-core CI
#: machine), run first: each worker takes a whole file at a time (``--dist loadfile``), and a long
#: file taken last kept one worker busy 5 s after the other had run out of files.
LONGEST_FIRST: tuple[str, ...] = (
    "tests/app/test_layout.py",  # 10.7
    "tests/rules/test_properties.py",  # 8.9
    "tests/ai/test_golden.py",  # 7.2
    "tests/ai/test_screened_arena.py",  # 4.8
    "tests/app/test_window.py",  # 4.7
    "tests/rules/test_tarot_properties.py",  # 4.4
    "tests/app/test_fit.py",  # 4.2
    "tests/app/test_table.py",  # 3.9
    "tests/rules/test_referee_tarot.py",  # 3.7
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the files of :data:`LONGEST_FIRST` first, in that order; the others as collected."""
    rank = {path: place for place, path in enumerate(LONGEST_FIRST)}

    def place(item: pytest.Item) -> int:
        return rank.get(item.nodeid.split("::", 1)[0], len(LONGEST_FIRST))

    items.sort(key=place)  # stable: a file's tests keep their order


@pytest.fixture(scope="session", autouse=True)
def recorded_answers() -> Iterator[None]:
    """The generic solver's answers written once the tests are done, when they are being
    recorded (``tests/ai/generic_answers.py``, loaded by the AI tests that use it)."""
    yield
    answers = sys.modules.get("generic_answers")
    if answers is not None:
        answers.save_recorded()
