"""The environment Qt needs, checked before it is started (``atout.app.environment``)."""

from __future__ import annotations

import locale
import os
import subprocess
import sys

import pytest

from atout.app.environment import coerce_c_locale, no_screen_message


@pytest.mark.parametrize(
    ("qt_args", "environ"),
    [
        ([], {"DISPLAY": ":0"}),
        ([], {"WAYLAND_DISPLAY": "wayland-0"}),
        ([], {"QT_QPA_PLATFORM": "offscreen"}),
        (["-platform", "offscreen"], {}),
    ],
)
def test_a_screen_or_a_platform_asked_for_lets_qt_start(qt_args: list[str], environ: dict[str, str]) -> None:
    assert no_screen_message(qt_args, environ) is None


def test_no_screen_at_all_is_said_in_a_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    message = no_screen_message([], {"DISPLAY": ""})
    assert message is not None and "DISPLAY" in message and "offscreen" in message


def test_the_command_without_a_screen_says_so_instead_of_aborting(tmp_path: object) -> None:
    environ = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}
    }
    done = subprocess.run(
        [sys.executable, "-m", "atout", "--data-dir", str(tmp_path)],
        env=environ,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "no screen to show the window on" in done.stderr


def test_the_c_locale_becomes_c_utf8_and_another_is_left_alone() -> None:
    before = locale.setlocale(locale.LC_CTYPE)
    environ: dict[str, str] = {}
    try:
        locale.setlocale(locale.LC_CTYPE, "C")
        assert coerce_c_locale(environ) is True
        assert environ == {"LC_CTYPE": "C.UTF-8"} and locale.setlocale(locale.LC_CTYPE) == "C.UTF-8"
        assert coerce_c_locale(environ) is False  # C.UTF-8 is UTF-8 already
    finally:
        locale.setlocale(locale.LC_CTYPE, before)
