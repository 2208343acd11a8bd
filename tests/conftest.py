"""Shared test set-up. Qt draws offscreen: no display is needed (set before any Qt import)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
