"""``atout --self-test``: the window up to the launcher's first paint, the time printed as JSON,
the player's data untouched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from atout.app.main import main
from atout.app.selftest import process_age_ms


def test_the_self_test_prints_the_start_up_time_and_touches_no_data(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    player = tmp_path / "player"
    player.mkdir()
    monkeypatch.setenv("ATOUT_DATA_DIR", str(player))
    assert main(["--self-test"]) == 0
    said = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert said["startup_ms"] > 0 and said["since"] in ("process", "main")
    assert list(player.iterdir()) == []  # nothing written into the player's data


def test_the_process_age_is_read_where_proc_is() -> None:
    age = process_age_ms()
    if not Path("/proc/self/stat").exists():
        assert age is None
    else:
        assert age is not None and age > 0
