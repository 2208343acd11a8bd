"""Shared test set-up. Qt draws offscreen: no display is needed (set before any Qt import). The
table draws its cards in the test's own thread (no test waits for a worker), and the faces kept
on disk go to a folder of the test run's own, never to the player's cache."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["ATOUT_SYNC_FACES"] = "1"
_CACHE = tempfile.mkdtemp(prefix="atout-test-cache-")
os.environ["ATOUT_CACHE_DIR"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)
