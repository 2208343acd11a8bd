"""Atout in the desktop's application menu (``atout.app.desktop_entry``, no Qt), and the icon the
windows carry."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from atout import APP_ID
from atout.app import desktop_entry
from atout.app.desktop_entry import data_home, entry_text, exec_quoted, install, installed_files, uninstall
from atout.app.main import set_identity
from atout.app.resources import icon_file

COMMAND = "/opt/jeux/.venv/bin/atout"


def keys(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_install_writes_the_entry_running_the_command_and_the_icon(tmp_path: Path) -> None:
    written = install(COMMAND, tmp_path)
    entry, icon = installed_files(tmp_path)
    assert written == [entry, icon]
    assert entry == tmp_path / "applications" / f"{APP_ID}.desktop"
    assert icon == tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    found = keys(entry)
    assert found["Exec"] == COMMAND and found["TryExec"] == COMMAND
    assert found["Icon"] == APP_ID and found["Name"] == "Atout" and found["Type"] == "Application"
    assert "CardGame" in found["Categories"].split(";")
    source = icon_file()
    assert source is not None and icon.read_bytes() == source.read_bytes()
    assert sorted(path.name for path in tmp_path.rglob("*") if path.is_file()) == [
        f"{APP_ID}.desktop",
        f"{APP_ID}.svg",
    ]


def test_the_entry_and_icon_of_versions_before_the_application_id_are_taken_out(tmp_path: Path) -> None:
    old_entry, old_icon = installed_files(tmp_path, desktop_entry.OLD_NAMES)
    for path in (old_entry, old_icon):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("old", encoding="utf-8")
    install(COMMAND, tmp_path)  # the menu never shows Atout twice
    assert not old_entry.exists() and not old_icon.exists()
    assert all(path.is_file() for path in installed_files(tmp_path))
    for path in (old_entry, old_icon):
        path.write_text("old", encoding="utf-8")
    assert set(uninstall(tmp_path)) == {*installed_files(tmp_path), old_entry, old_icon}
    assert not any(path.is_file() for path in tmp_path.rglob("*"))


def test_an_entry_installed_again_is_replaced_and_uninstall_removes_only_its_files(tmp_path: Path) -> None:
    install("/old/atout", tmp_path)
    install(COMMAND, tmp_path)
    entry, icon = installed_files(tmp_path)
    assert keys(entry)["Exec"] == COMMAND
    other = tmp_path / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\nName=Other\n", encoding="utf-8")
    assert uninstall(tmp_path) == [entry, icon]
    assert not entry.exists() and not icon.exists() and other.exists()
    assert uninstall(tmp_path) == []  # nothing left to remove: not an error


def test_a_command_with_spaces_or_percent_signs_is_quoted_as_the_specification_says() -> None:
    assert exec_quoted("/home/léa/atout") == "/home/léa/atout"
    assert exec_quoted("/home/jean marc/atout") == '"/home/jean marc/atout"'
    assert exec_quoted('/a "b"/$x`y\\z') == '"/a \\"b\\"/\\$x\\`y\\\\z"'
    assert exec_quoted("/cent%/atout") == "/cent%%/atout"
    text = entry_text(
        "[Desktop Entry]\nName=Atout\nExec=atout\n[Desktop Action x]\nExec=keep\n", "/a b/atout"
    )
    assert text.splitlines() == [
        "[Desktop Entry]",
        'TryExec="/a b/atout"',
        'Exec="/a b/atout"',
        "Name=Atout",
        "[Desktop Action x]",
        "Exec=keep",  # only the main group's command is the one we start
    ]


def test_the_installed_entry_is_valid(tmp_path: Path) -> None:
    install("/home/jean marc/.venv/bin/atout", tmp_path)
    entry, _icon = installed_files(tmp_path)
    # Debian's desktop-file-utils, which the README's test command (setup.sh test) installs
    validator = shutil.which("desktop-file-validate")
    assert validator is not None, "desktop-file-validate is missing: run bash packaging/setup.sh test"
    checked = subprocess.run([validator, str(entry)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_data_folder_is_xdg_data_home_when_it_is_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_home() == tmp_path
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")  # the specification says to ignore it
    assert data_home() == Path.home() / ".local" / "share"


def test_the_command_line_installs_and_uninstalls(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert desktop_entry.main(["install", "--command", COMMAND, "--data-home", str(tmp_path)]) == 0
    assert "installed" in capsys.readouterr().out
    assert keys(installed_files(tmp_path)[0])["Exec"] == COMMAND
    assert desktop_entry.main(["uninstall", "--data-home", str(tmp_path)]) == 0
    assert capsys.readouterr().out.count("removed") == 2
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")  # a data folder that is a file: a message, status 1
    assert desktop_entry.main(["install", "--data-home", str(blocked)]) == 1
    assert "desktop_entry:" in capsys.readouterr().err


def test_the_windows_carry_the_icon(qapp: QApplication) -> None:
    set_identity(qapp)
    icon = qapp.windowIcon()
    assert not icon.isNull()
    image = icon.pixmap(32, 32).toImage()
    assert image.width() == 32
    # drawn, not blank: the felt's green above the cards, the blue of the 21 below, clear corners
    felt, card = image.pixelColor(16, 4), image.pixelColor(14, 14)
    assert felt.green() > felt.red() + 30 and felt.alpha() == 255
    assert card.blue() > card.red() + 50
    assert image.pixelColor(0, 0).alpha() == 0
