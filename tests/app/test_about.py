"""*À propos d'Atout*: the version, the player's folder and the licence, whose whole text a
button shows."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

import atout
from atout.app.about import AboutDialog


def test_about_says_the_version_the_folder_and_the_licence(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = AboutDialog(tmp_path / "données")
    qtbot.addWidget(dialog)
    text = dialog.text.text()
    assert f"Atout {atout.__version__}" in text and str(tmp_path / "données") in text
    assert "GPL" in text and "version 3" in text and "garantie" in text
    assert dialog.licence.isHidden()


def test_the_licence_button_shows_the_whole_gpl(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = AboutDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.licence_button.click()
    assert dialog.licence.isVisible()
    text = dialog.licence.toPlainText()
    assert text.startswith("                    GNU GENERAL PUBLIC LICENSE")
    assert "END OF TERMS AND CONDITIONS" in text
    dialog.licence_button.click()
    assert not dialog.licence.isVisible()
