"""Translations: the English .ts parses and covers the launcher, the committed .qm is built from it,
the translators install (ours and Qt's), and the launcher comes out in English with them."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from pytestqt.qtbot import QtBot

from atout.app import i18n
from atout.app.launcher import Launcher

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "atout_en.ts"
QM = TS.with_suffix(".qm")
UPDATE = ROOT / "tools" / "i18n" / "update.py"
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%\d")


def _update_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("atout_i18n_update", UPDATE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _messages() -> list[tuple[str, ET.Element]]:
    root = ET.parse(TS).getroot()
    return [(context.findtext("name", ""), message) for context in root.iter("context")
            for message in context.iter("message")]


@pytest.fixture(scope="module", autouse=True)
def built_qm() -> None:
    """The .qm is committed; should a checkout lack it, build it (PySide6-Essentials ships the tools)."""
    if not QM.exists():
        _update_tool().lrelease(TS, QM)


@pytest.fixture
def translators(qapp: QCoreApplication) -> Iterator[QCoreApplication]:
    """Install as the test likes; afterwards no translator is left and the locale is as before."""
    locale = QLocale()
    yield qapp
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def test_the_ts_parses_and_is_english_from_french() -> None:
    root = ET.parse(TS).getroot()
    assert root.tag == "TS"
    assert root.get("language") == "en"
    assert root.get("sourcelanguage") == "fr"
    assert len(_messages()) > 50


def test_the_launcher_is_translated() -> None:
    for context, message in _messages():
        if context not in ("Launcher", "GameTexts"):
            continue
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        source = message.findtext("source", "")
        assert translation.get("type") != "unfinished", f"{context}: {source!r} is not translated"
        assert (translation.text or "").strip(), f"{context}: {source!r} is empty"


def test_translations_keep_the_placeholders() -> None:
    for context, message in _messages():
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete", "unfinished"):
            continue
        source = message.findtext("source", "")
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            if form:
                assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (
                    f"{context}: {source!r} -> {form!r}"
                )


def test_the_qm_loads_and_translates() -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    assert translator.language() == "en"
    assert translator.translate("Launcher", "Jouer") == "Play"
    assert translator.translate("Launcher", "Reprendre la partie") == "Resume the match"
    assert translator.translate("GameTexts", "Le Tarot") == "French Tarot"


def test_the_qm_is_built_from_the_ts(tmp_path: Path) -> None:
    tool = _update_tool()
    lrelease = tool.tool("pyside6-lrelease")  # PySide6-Essentials ships it: its absence is a failure
    built = tmp_path / "atout_en.qm"
    tool.run([lrelease, "-silent", str(TS), "-qm", str(built)])
    assert built.read_bytes() == QM.read_bytes(), "run: python tools/i18n/update.py"


def test_the_ts_has_every_string_of_the_code(tmp_path: Path) -> None:
    tool = _update_tool()
    tool.tool("pyside6-lupdate")  # PySide6-Essentials ships it: its absence is a failure
    fresh = tmp_path / TS.name
    shutil.copyfile(TS, fresh)
    tool.lupdate(fresh)
    missing = sorted(tool.messages(fresh) - tool.messages(TS))
    assert not missing, f"run: python tools/i18n/update.py ({len(missing)} new strings: {missing[:5]})"


def test_the_translations_are_found() -> None:
    folder = i18n.translations_dir()
    assert folder is not None and (folder / "atout_en.qm").is_file()
    assert i18n.available_languages()[:2] == ["fr", "en"]


def test_english_installs_ours_and_qts(translators: QCoreApplication) -> None:
    loaded = i18n.install_translators(translators, "en")
    assert loaded[0] == "atout_en.qm"
    assert QCoreApplication.translate("Launcher", "Jouer") == "Play"
    assert QCoreApplication.translate("GameTexts", "Débutant") == "Beginner"
    i18n.remove_translators(translators)
    assert QCoreApplication.translate("Launcher", "Jouer") == "Jouer"


def test_the_launcher_in_english(translators: QCoreApplication, qtbot: QtBot) -> None:
    i18n.install_translators(translators, "en_GB")
    launcher = Launcher()
    qtbot.addWidget(launcher)
    assert launcher.play_button.text() == "Play"
    assert launcher.level_box.itemText(0) == "Beginner"
    assert launcher.tiles["tarot"].text() == "French Tarot"
    assert launcher.tiles["tarot"].match_end() == "Match of 8 deals"
    assert launcher.player_name() == "You"


@pytest.mark.parametrize("language", ["fr", "fr_CA", "de", "xx"])
def test_french_or_a_language_we_lack_stays_french(translators: QCoreApplication, language: str) -> None:
    loaded = i18n.install_translators(translators, language)
    assert not any(name.startswith("atout_") for name in loaded)
    assert loaded in ([], ["qtbase_fr.qm"])  # Qt's own strings in French too, when Qt has them
    assert QCoreApplication.translate("Launcher", "Jouer") == "Jouer"


def test_the_environment_chooses_when_not_told(
    translators: QCoreApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(i18n.LANGUAGE_VARIABLE, "en")
    assert i18n.language_for() == "en"
    assert "atout_en.qm" in i18n.install_translators(translators)
    assert i18n.language_for("fr") == "fr"
    monkeypatch.delenv(i18n.LANGUAGE_VARIABLE)
    assert i18n.language_for() in i18n.available_languages()


def test_installing_again_replaces(translators: QCoreApplication) -> None:
    i18n.install_translators(translators, "en")
    i18n.install_translators(translators, "en")
    assert QCoreApplication.translate("Launcher", "Jouer") == "Play"
    i18n.install_translators(translators, "fr")
    assert QCoreApplication.translate("Launcher", "Jouer") == "Jouer"
