"""The application's own files (card art, translations, icon, desktop entry) are found through one
function, :func:`atout.app.resources.resource_dir`, in an installed package as in a checkout.

The layouts are built in a temporary folder and ``atout.__file__`` pointed into them, so each way
is tried without installing anything.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import atout
from atout.app import resources

APP = Path(resources.__file__).resolve().parent


def _has_back(path: Path) -> bool:
    return (path / "tarot" / "back.svg").is_file()


def _lay_out(root: Path, package: Path, resources_root: Path) -> None:
    """A package ``atout`` at ``package`` and a ``cards`` folder under ``resources_root``."""
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (resources_root / "cards" / "tarot").mkdir(parents=True)
    (resources_root / "cards" / "tarot" / "back.svg").write_text("<svg/>")


def test_an_installed_package_finds_its_resources_inside_itself(tmp_path, monkeypatch) -> None:
    package = tmp_path / "site-packages" / "atout"
    _lay_out(tmp_path, package, package / "resources")
    monkeypatch.setattr(atout, "__file__", str(package / "__init__.py"))
    assert resources.resource_dir("cards", _has_back) == package / "resources" / "cards"


def test_a_checkout_finds_the_resources_beside_desktop(tmp_path, monkeypatch) -> None:
    package = tmp_path / "repo" / "desktop" / "atout"
    _lay_out(tmp_path, package, tmp_path / "repo" / "resources")
    monkeypatch.setattr(atout, "__file__", str(package / "__init__.py"))
    assert resources.resource_dir("cards", _has_back) == tmp_path / "repo" / "resources" / "cards"


def test_the_package_s_own_copy_comes_before_a_checkout_s(tmp_path, monkeypatch) -> None:
    package = tmp_path / "repo" / "desktop" / "atout"
    _lay_out(tmp_path, package, package / "resources")
    (tmp_path / "repo" / "resources" / "cards" / "tarot").mkdir(parents=True)
    (tmp_path / "repo" / "resources" / "cards" / "tarot" / "back.svg").write_text("<svg/>")
    monkeypatch.setattr(atout, "__file__", str(package / "__init__.py"))
    assert resources.resource_dir("cards", _has_back) == package / "resources" / "cards"


def test_a_frozen_build_finds_them_in_its_bundle(tmp_path, monkeypatch) -> None:
    package = tmp_path / "nowhere" / "atout"
    package.mkdir(parents=True)
    bundle = tmp_path / "bundle"
    (bundle / "atout" / "resources" / "cards" / "tarot").mkdir(parents=True)
    (bundle / "atout" / "resources" / "cards" / "tarot" / "back.svg").write_text("<svg/>")
    monkeypatch.setattr(atout, "__file__", str(package / "__init__.py"))
    monkeypatch.setattr("sys._MEIPASS", str(bundle), raising=False)
    assert resources.resource_dir("cards", _has_back) == bundle / "atout" / "resources" / "cards"


def test_a_folder_that_does_not_hold_what_is_looked_for_is_passed_over(tmp_path, monkeypatch) -> None:
    package = tmp_path / "repo" / "desktop" / "atout"
    package.mkdir(parents=True)
    (package / "resources" / "cards").mkdir(parents=True)  # empty: no back.svg
    monkeypatch.setattr(atout, "__file__", str(package / "__init__.py"))
    assert resources.resource_dir("cards", _has_back) is None
    assert resources.icon_file() is None


def test_this_checkout_has_every_resource_the_app_looks_for() -> None:
    assert resources.resource_dir("cards", _has_back) is not None
    assert resources.icon_file() is not None
    assert resources.resource_dir("translations", lambda path: any(path.glob("*.ts")))


def test_no_other_module_builds_a_path_to_the_resources() -> None:
    """Every lookup goes through :mod:`atout.app.resources` (one place to change for a new
    layout): no other module of the package spells the folder ``resources`` in a path."""
    spelled = re.compile(r"""["']resources["']|/resources/""")
    offenders = [
        str(path.relative_to(APP.parent))
        for path in sorted(APP.parent.rglob("*.py"))
        if path != APP / "resources.py" and spelled.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


@pytest.mark.parametrize("name", ["cards", "translations", "icons", "desktop"])
def test_each_resource_folder_is_looked_for_first_in_the_package(name: str) -> None:
    first = resources.resource_candidates(name)[0]
    assert first == Path(atout.__file__).resolve().parent / "resources" / name
