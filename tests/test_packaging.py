"""The files that make Atout installable agree with each other: one application id, one version,
the same releases in the changelog and the AppStream metainfo, and both validators content."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import atout
from atout import APP_ID
from atout.app import desktop_entry
from atout.app.resources import icon_file, licence_file

ROOT = Path(__file__).resolve().parents[1]
RESOURCES = ROOT / "resources"
METAINFO = RESOURCES / "desktop" / f"{APP_ID}.metainfo.xml"
ENTRY = RESOURCES / "desktop" / f"{APP_ID}.desktop"


def test_the_application_id_is_reverse_dns() -> None:
    parts = APP_ID.split(".")
    assert len(parts) >= 3 and all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", part) for part in parts)
    assert parts[0] == parts[0].lower() and parts[1] == parts[1].lower()


def test_every_file_names_atout_by_its_application_id() -> None:
    assert (ENTRY.name, f"{APP_ID}.svg") == (desktop_entry.ENTRY, desktop_entry.ICON)
    entry = dict(line.split("=", 1) for line in ENTRY.read_text(encoding="utf-8").splitlines() if "=" in line)
    assert entry["Icon"] == APP_ID
    icon = icon_file()
    assert icon is not None and icon.name == f"{APP_ID}.svg"
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == ENTRY.name
    assert [binary.text for binary in component.iter("binary")] == ["atout"]
    # the other desktop-facing names: the entry Qt gives the windows, the packaging's
    main = (ROOT / "desktop" / "atout" / "app" / "main.py").read_text(encoding="utf-8")
    assert "setDesktopFileName(atout.APP_ID)" in main
    build = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    assert re.search(r"^APP_ID=" + re.escape(APP_ID) + "$", build, re.MULTILINE)


def _changelog_versions() -> list[tuple[str, str]]:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    return re.findall(r"^## (\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2})$", text, re.MULTILINE)


def test_the_changelog_has_an_entry_for_this_version_and_the_metainfo_the_same_releases() -> None:
    versions = _changelog_versions()
    assert versions and versions[0][0] == atout.__version__, "CHANGELOG.md: the newest entry is this version"
    listed = ET.parse(METAINFO).iter("release")
    releases = [(release.get("version"), release.get("date")) for release in listed]
    assert releases == versions


def test_the_licence_is_found_and_is_the_gpl_the_project_declares() -> None:
    licence = licence_file()
    assert licence is not None
    assert "GNU GENERAL PUBLIC LICENSE" in licence.read_text(encoding="utf-8")[:200]
    assert 'license = "GPL-3.0-or-later"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert ET.parse(METAINFO).getroot().findtext("project_license") == "GPL-3.0-or-later"


@pytest.mark.parametrize(
    ("tool", "arguments", "path"),
    [
        ("appstreamcli", ["validate", "--no-net"], METAINFO),
        ("desktop-file-validate", [], ENTRY),
    ],
)
def test_the_validators_accept_the_metainfo_and_the_entry(
    tool: str, arguments: list[str], path: Path
) -> None:
    # Debian's appstream and desktop-file-utils, which the README's test command installs
    found = shutil.which(tool)
    assert found is not None, f"{tool} is missing: run bash packaging/setup.sh test"
    checked = subprocess.run([found, *arguments, str(path)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr
