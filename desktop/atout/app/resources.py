"""Where the application's own files are: the card art, the translations, the icon, the licence.

An installed wheel keeps them inside the package (``atout/resources/...``: pyproject's
``sources`` of its wheel target); an editable install or a checkout has them at ``resources/`` beside
``desktop/``; a frozen build may put them beside the executable's data. This module
imports no Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import atout

__all__ = ["icon_file", "licence_file", "resource_candidates", "resource_dir"]


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
    """The application's icon (an SVG of our own, named after :data:`atout.APP_ID`), or
    ``None`` when it cannot be found."""
    name = f"{atout.APP_ID}.svg"
    folder = resource_dir("icons", lambda path: (path / name).is_file())
    return folder / name if folder else None


def licence_file() -> Path | None:
    """The licence's text (the GPL, version 3): ``resources/legal/LICENSE`` in a wheel or a
    bundle (pyproject's force-include), the repository's ``LICENSE`` in a checkout; ``None``
    when it cannot be found."""
    for candidate in resource_candidates("legal"):
        for path in (candidate / "LICENSE", candidate.parent.parent / "LICENSE"):
            if path.is_file():
                return path
    return None
