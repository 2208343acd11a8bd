"""The app's tests run the table's motions and pauses on a fast clock.

Every motion and pause of the table takes :data:`TEST_SCALE` of its real time (the table's
:data:`atout.app.table.animator.CLOCK`): a test at the slow, normal or fast speed sees every step
its script makes, in the same order (each motion animated, each pause a timer that a click may
cut short), without waiting seconds for them. A test that catches a step in flight (a card
moving, a pause held) asks for a slower clock with the ``clock`` fixture.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from atout.app.table.animator import CLOCK, TimeScale

#: The share of real time the table's motions and pauses take in a test: a card's flight of
#: 117 ms at the fast speed takes 6, the trick left in view for two seconds at the slow speed 100.
TEST_SCALE = 0.05


@pytest.fixture(autouse=True)
def clock() -> Iterator[TimeScale]:
    """The table's clock, at :data:`TEST_SCALE` for the test (a test may set another scale)."""
    before = CLOCK.scale
    CLOCK.scale = TEST_SCALE
    yield CLOCK
    CLOCK.scale = before
