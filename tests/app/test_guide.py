"""The guide (Aide → Règles et clavier): each game's rules told with the figures the rules
apply by default, and the window that shows them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from atout.app.help.guide import PAGES, GuideDialog, guide_html, guide_sections
from atout.app.window import MainWindow
from atout.play.storage import Storage
from atout.rules.carotte import CarotteOptions
from atout.rules.rough import RoughOptions
from atout.rules.tarot import POIGNEE_BONUS, TARGETS, TarotOptions


@pytest.mark.parametrize("page", PAGES)
def test_every_page_has_titled_sections(qapp, page: str) -> None:
    sections = guide_sections(page)
    assert len(sections) >= 4
    assert all(title.strip() and len(body) > 60 for title, body in sections)
    assert guide_html(page).startswith("<h1>")


def test_an_unknown_page_is_refused(qapp) -> None:
    with pytest.raises(ValueError, match="belote"):
        guide_sections("belote")


def text_of(page: str) -> str:
    return " ".join(body for _title, body in guide_sections(page))


def test_the_carotte_page_says_the_default_target_and_stake(qapp) -> None:
    options = CarotteOptions()
    text = text_of("carotte")
    assert f"{options.target} points" in text
    assert f"{options.carotte_stake} jetons" in text
    assert "28 cartes" in text


def test_the_rough_page_says_the_default_target_lowest_bid_and_card_points(qapp) -> None:
    options = RoughOptions()
    text = text_of("rough")
    assert f"{options.target} points" in text
    assert f"de {options.min_bid} à 100 points" in text
    assert "36 cartes" in text and "100 points en tout" in text


def test_the_tarot_page_says_the_targets_bonuses_and_deals(qapp) -> None:
    text = text_of("tarot")
    targets = sorted(TARGETS, reverse=True)
    assert f"Il faut {targets[0]} points sans bout, {targets[1]} avec un, {targets[2]} avec deux, " in text
    assert f"{targets[3]} avec trois" in text
    bonuses = [POIGNEE_BONUS[count] for count in (10, 13, 15)]
    assert f"({bonuses[0]}, {bonuses[1]}, {bonuses[2]})" in text
    assert f"({TarotOptions().deals} par défaut)" in text
    assert "91 points en tout" in text


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(Storage(tmp_path))
    qtbot.addWidget(win)
    win.show()
    return win


def test_f1_opens_the_rules_of_the_game_chosen_and_tabs_turn_pages(qtbot: QtBot, window: MainWindow) -> None:
    assert window.guide_action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    window.launcher.select_game("rough")
    window.guide_action.trigger()
    guide = window.guide
    assert isinstance(guide, GuideDialog) and guide.page == "rough"
    assert "la boîte" in guide.text.toPlainText()
    qtbot.mouseClick(guide.page_buttons["keys"], Qt.MouseButton.LeftButton)
    assert guide.page == "keys" and "Ctrl+Z" in guide.text.toPlainText()
    window.launcher.select_game("carotte")
    qtbot.mouseClick(window.launcher.guide_button, Qt.MouseButton.LeftButton)
    assert window.guide is guide and guide.page == "carotte"  # one guide, turned to the page
    guide.close()
    assert window.guide is None
