"""Where the application's own files are: the card art, the translations, the icon.

An installed wheel keeps them inside the package (``atout/resources/...``: pyproject's
force-include); an editable install or a checkout has them at ``resources/`` beside
``desktop/``; a frozen build may put them beside the executable's data. This module
imports no Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import atout

__all__ = ["icon_file", "resource_candidates", "resource_dir"]


def resource_candidates(name: str) -> list[Path]:
    """The folders ``resources/<name>`` may be in, in the order they are tried."""
    package = Path(atout.__file__).resolve().parent
    candidates = [package / "resources" / name, package.parent.parent / "resources" / name]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "atout" / "resources" / name)
    return candidates


def resource_dir(name: str, holds: Callable[[Path], bool]) -> Path | None:
    """The first of :func:`resource_candidates` that ``holds`` what is looked for, or ``None``."""
    for candidate in resource_candidates(name):
        if candidate.is_dir() and holds(candidate):
            return candidate
    return None


def icon_file() -> Path | None:
    """The application's icon (an SVG of our own), or ``None`` when it cannot be found."""
    folder = resource_dir("icons", lambda path: (path / "atout.svg").is_file())
    return folder / "atout.svg" if folder else None
