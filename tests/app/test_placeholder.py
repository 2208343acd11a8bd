"""The placeholder window: it builds, has its title and says the table is coming."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from atout.app.main import PlaceholderWindow


def test_window_builds_with_title_and_text(qtbot: QtBot) -> None:
    window = PlaceholderWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Atout"
    texts = [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    assert "Atout — La Carotte, Le Rough, le Tarot" in texts
    assert "La table de jeu arrive bientôt." in texts


def test_window_renders(qtbot: QtBot) -> None:
    window = PlaceholderWindow()
    qtbot.addWidget(window)
    window.show()
    image = window.grab().toImage()
    assert not image.isNull()
    assert image.width() >= window.minimumWidth()
