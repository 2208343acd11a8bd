"""What the process's environment must give Qt before the application is made: a UTF-8 locale,
and a screen.

Both are met on any desktop; they fail under ``env -i``, in a service or over ``ssh`` without
X forwarding, where Qt would warn about the locale and abort (SIGABRT, status 134) for want of
a screen. This module imports no Qt.
"""

from __future__ import annotations

import locale
import os
import sys
from collections.abc import Mapping, MutableMapping, Sequence

__all__ = ["coerce_c_locale", "no_screen_message"]


def coerce_c_locale(environ: MutableMapping[str, str] | None = None) -> bool:
    """Use ``C.UTF-8`` where the locale is the plain C (or POSIX) one, as Python's own program
    does (PEP 538) and as Qt would after a warning; the frozen build's interpreter does not.
    Returns whether it did."""
    if environ is None:
        environ = os.environ
    if locale.setlocale(locale.LC_CTYPE) not in ("C", "POSIX"):
        return False
    environ["LC_CTYPE"] = "C.UTF-8"
    try:
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
    except locale.Error:  # a system without that locale: Qt finds its own way
        return False
    return True


def no_screen_message(qt_args: Sequence[str], environ: Mapping[str, str] | None = None) -> str | None:
    """Why the window cannot be shown (on Linux, no ``DISPLAY``, no ``WAYLAND_DISPLAY`` and no
    platform asked for), or ``None`` when Qt may try.

    >>> no_screen_message([], {"DISPLAY": ":0"}) is None
    True
    >>> no_screen_message(["-platform", "offscreen"], {}) is None
    True
    """
    if environ is None:
        environ = os.environ
    if not sys.platform.startswith("linux"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY") or environ.get("QT_QPA_PLATFORM"):
        return None
    if "-platform" in qt_args or any(arg.startswith("-platform=") for arg in qt_args):
        return None
    return (
        "atout: no screen to show the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
        "Start it from a desktop session; --autoplay and --self-test run without one with "
        "QT_QPA_PLATFORM=offscreen."
    )
