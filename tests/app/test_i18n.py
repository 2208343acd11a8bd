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
from atout.app.launcher.screen import Launcher

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "atout_en.ts"
QM = TS.with_suffix(".qm")
FR_TS = ROOT / "resources" / "translations" / "atout_fr.ts"
FR_QM = FR_TS.with_suffix(".qm")
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
    return [
        (context.findtext("name", ""), message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


@pytest.fixture(scope="module", autouse=True)
def built_qm() -> None:
    """The .qm is committed; should a checkout lack it, build it (PySide6-Essentials ships the tools)."""
    if not QM.exists():
        _update_tool().lrelease(TS, QM)
    if not FR_QM.exists():
        _update_tool().lrelease(FR_TS, FR_QM)


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
    assert translator.translate("GameWords", "Le Tarot") == "French Tarot"


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
    # French: only its plural forms (atout_fr.qm), and Qt's own strings in French when Qt has them
    assert loaded in (["atout_fr.qm"], ["atout_fr.qm", "qtbase_fr.qm"])
    assert QCoreApplication.translate("Launcher", "Jouer") == "Jouer"
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


# -- the plural forms (issue 30: "1 donnes", "0 parties") -------------------------------------------------
def test_the_french_file_holds_only_the_plural_strings_all_translated() -> None:
    root = ET.parse(FR_TS).getroot()
    assert root.get("language") == "fr" and root.get("sourcelanguage") == "fr"
    messages = list(root.iter("message"))
    assert messages, "atout_fr.ts has no plural string"
    for message in messages:
        source = message.findtext("source", "")
        assert message.get("numerus") == "yes", f"{source!r} is no plural string"
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None, f"{source!r} is not translated"
        forms = [form.text or "" for form in translation.iter("numerusform")]
        assert len(forms) == 2 and all(forms) and all("(s)" not in form for form in forms), source
    assert "fr" in _update_tool().LANGUAGES


def test_the_french_qm_is_built_from_its_ts(tmp_path: Path) -> None:
    tool = _update_tool()
    built = tmp_path / "atout_fr.qm"
    tool.run([tool.tool("pyside6-lrelease"), "-silent", str(FR_TS), "-qm", str(built)])
    assert built.read_bytes() == FR_QM.read_bytes(), "run: python tools/i18n/update.py"


def test_every_plural_string_of_the_code_is_in_the_french_file(tmp_path: Path) -> None:
    tool = _update_tool()
    fresh = tmp_path / FR_TS.name
    shutil.copyfile(FR_TS, fresh)
    tool.refresh(fresh)
    missing = sorted(tool.messages(fresh) - tool.messages(FR_TS))
    assert not missing, f"run: python tools/i18n/update.py ({missing[:5]})"


_FRENCH = {
    "deals_text": ("0 donne", "1 donne", "2 donnes"),
    "matches_text": ("0 partie", "1 partie", "2 parties"),
    "match_in_deals": ("Partie en 0 donne", "Partie en 1 donne", "Partie en 2 donnes"),
    "deals_suffix": (" donne", " donne", " donnes"),
    "tricks_text": ("0 pli", "1 pli", "2 plis"),
}
_ENGLISH = {
    "deals_text": ("0 deals", "1 deal", "2 deals"),
    "matches_text": ("0 matches", "1 match", "2 matches"),
    "match_in_deals": ("Match of 0 deals", "Match of 1 deal", "Match of 2 deals"),
    "deals_suffix": (" deals", " deal", " deals"),
    "tricks_text": ("0 tricks", "1 trick", "2 tricks"),
}


@pytest.mark.parametrize(
    ("language", "expected"), [("fr", _FRENCH), ("en", _ENGLISH), (None, _FRENCH)], ids=["fr", "en", "no-qm"]
)
def test_counts_take_the_plural_of_the_language(
    translators: QCoreApplication, language: str | None, expected: dict[str, tuple[str, str, str]]
) -> None:
    """0, 1 and 2 deals and matches: French (0 and 1 singular) from atout_fr.qm, English (1 only)
    from atout_en.qm, and French again with no translator at all (the plurals settle themselves)."""
    from atout.app.texts import plurals

    if language is not None:
        loaded = i18n.install_translators(translators, language)
        assert f"atout_{language}.qm" in loaded
    for name, forms in expected.items():
        function = getattr(plurals, name)
        assert tuple(function(n) for n in (0, 1, 2)) == forms, name


def test_french_plurals_come_from_the_french_file(translators: QCoreApplication) -> None:
    """With atout_fr.qm the form is Qt's, not the fallback: the translation of the plural source."""
    i18n.install_translators(translators, "fr")
    assert QCoreApplication.translate("Counts", "%n donne(s)", "", 0) == "0 donne"
    assert QCoreApplication.translate("Counts", "%n donne(s)", "", 2) == "2 donnes"
