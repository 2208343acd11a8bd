"""atout.rules, atout.ai and atout.play run without Qt (docs/architecture.md).

Each check runs in a fresh interpreter, so that nothing imported by other tests can hide a Qt import.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

DESKTOP = Path(__file__).resolve().parent.parent / "desktop"

# Imports every module of the headless packages (their __main__ modules excepted: importing one
# runs nothing, but they are command-line front ends and may grow their own imports).
IMPORT_ALL = """
import importlib, pkgutil
for name in ("atout.rules", "atout.ai", "atout.play"):
    package = importlib.import_module(name)
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        if info.name.rsplit(".", 1)[-1] != "__main__":
            importlib.import_module(info.name)
"""

# Makes PySide6 and shiboken6 unimportable, as if they were not installed.
BLOCK_QT = """
import sys

class NoQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked by the test)", name=name)
        return None

sys.meta_path.insert(0, NoQt())
"""


def _python(code: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(DESKTOP), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False
    )


def test_rules_ai_and_play_import_without_pyside6() -> None:
    result = _python(BLOCK_QT + IMPORT_ALL + "print('ok')")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_the_blocker_blocks() -> None:
    """Guards the test above: with the blocker in place, PySide6 really cannot be imported."""
    result = _python(BLOCK_QT + "import PySide6.QtCore")
    assert result.returncode != 0
    assert "blocked by the test" in result.stderr


def test_rules_and_ai_do_not_load_pyside6() -> None:
    qt_loaded = "sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))"
    result = _python(IMPORT_ALL + f"import sys\nprint({qt_loaded})")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
