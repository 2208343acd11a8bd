"""Shared test set-up. Qt draws offscreen: no display is needed (set before any Qt import).

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

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_UNTIMED = settings(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", _UNTIMED, derandomize=True, print_blob=True)
settings.register_profile("dev", _UNTIMED)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))
