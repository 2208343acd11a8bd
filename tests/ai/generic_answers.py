"""The generic solver's answers, recorded: the fast solvers' tests compare with these.

The search's generic alpha-beta (:func:`atout.ai.search._solve`, on the rules' own deals) is
the reference that each game's fast solver must match, position for position, and it is slow:
it took most of those tests' time. Its answers at the tests' positions are kept in
``tests/fixtures/generic/<name>.json``; a test asks :meth:`Answers.of` for a position's answer
and gets the recorded one, except at the positions it asks ``live``, where the generic solver
runs again and must give what was recorded (the first position of each case, or one in ten or fifty: a
change to the rules or to the generic solver is seen there). A change that changes the answers
on purpose records them again, as the golden moves are, and says why in its commit::

    ATOUT_RECORD_GENERIC=1 python -m pytest -n0 tests/ai/test_tarot_solver.py tests/ai/test_rough_ending.py \
        tests/ai/test_tarot_play_out.py tests/ai/test_carotte_solver.py tests/ai/test_tarot_likelihood.py

Recorded this way, the five files' tests took 5.7 s instead of 18.2 s (one process, 59 tests).

>>> answers = Answers("doctest", recording=True)
>>> answers.of("a", lambda: 3.0), answers.of("b", _gives_up)
(3.0, None)
>>> answers.values
{'a': 3.0, 'b': None}
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

from atout.ai.policy import UnsolvedError

__all__ = ["FIXTURES", "RECORDING", "Answers", "record", "save_recorded"]

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "generic"
#: Set (``ATOUT_RECORD_GENERIC=1``): every answer is computed and the files are written again.
RECORDING = bool(os.environ.get("ATOUT_RECORD_GENERIC"))


def _gives_up() -> float:
    raise UnsolvedError


#: Every record made in this process (written at the end of the session when recording).
_MADE: list[Answers] = []


def record(name: str) -> Answers:
    """The answers of ``tests/fixtures/generic/<name>.json`` for a test module, written again at
    the end of the session when recording."""
    answers = Answers(name)
    _MADE.append(answers)
    return answers


def save_recorded() -> None:
    """Write every record made, when recording (``tests/conftest.py`` calls it once the
    tests are done)."""
    for answers in _MADE:
        answers.save()


class Answers:
    """The recorded answers of one test file: a position's key (a string) to the generic
    solver's value, or ``None`` where it gave up (:class:`~atout.ai.policy.UnsolvedError`)."""

    def __init__(self, name: str, *, recording: bool = RECORDING) -> None:
        self.path = FIXTURES / f"{name}.json"
        self.recording = recording
        self.values: dict[str, float | None] = {}
        if not recording:
            self.values = json.loads(self.path.read_text(encoding="utf-8"))

    def of(self, key: str, compute: Callable[[], float], *, live: bool = False) -> float | None:
        """The generic solver's answer at ``key`` (``compute`` gives it, or raises
        :class:`UnsolvedError`): computed when recording or ``live`` (and then checked against
        the record), else as recorded."""
        if self.recording or live:
            try:
                value: float | None = compute()
            except UnsolvedError:
                value = None
            if self.recording:
                self.values[key] = value
            else:
                assert key in self.values, f"no recorded answer at {key}: record them again"
                assert value == self.values[key], f"the generic solver's answer at {key} changed"
            return value
        assert key in self.values, f"no recorded answer at {key}: record them again (see {__name__})"
        return self.values[key]

    def save(self) -> None:
        """Write the answers recorded (only when recording)."""
        if self.recording:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            said = (f"{json.dumps(key)}: {json.dumps(value)}" for key, value in self.values.items())
            lines = ",\n".join(said)
            self.path.write_text("{\n" + lines + "\n}\n", encoding="utf-8")
