"""Nothing cut off in the launcher: at 1024 x 700, 1366 x 768 and 1920 x 1080, in French and in
English, the header's buttons show their words whole and the offer to resume shows its title and
every player's score (its words wrap when the header is short, they are never cut)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from atout.app.i18n import install_translators, remove_translators
from atout.app.launcher.screen import Launcher
from atout.rules import DealRng, Match, Player
from atout.rules.selfplay import random_action

SIZES = [(1024, 680), (1366, 740), (1920, 1050)]  # the launcher's room in such windows


@pytest.fixture(params=["fr", "en"])
def lang(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_translators(qapp, request.param)
    yield request.param
    remove_translators(qapp)


def saved_tarot() -> Match:
    players = [
        Player(name, "human" if seat == 0 else "ai")
        for seat, name in enumerate(["Vous", "Léa", "Marc", "Zoé"])
    ]
    match = Match("tarot", {"deals": 12}, players, seed=5, first_dealer=0)
    rng = DealRng(5)
    while len(match.results) < 3:
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
    return match


def label_is_whole(label: QLabel) -> bool:
    """Whether a label's words all show: each word within its width, its lines within its height."""
    metrics = QFontMetrics(label.font())
    width = label.contentsRect().width()
    if label.wordWrap():
        words = label.text().replace("\u00a0", " ").split()
        if any(metrics.horizontalAdvance(word) > width for word in words):
            return False
        return label.heightForWidth(label.width()) <= label.height()
    return all(metrics.horizontalAdvance(line) <= width for line in label.text().split("\n"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_header_and_the_offer_to_resume_show_whole(
    qtbot: QtBot, lang: str, size: tuple[int, int]
) -> None:
    launcher = Launcher(saved=saved_tarot())
    qtbot.addWidget(launcher)
    launcher.resize(*size)
    launcher.show()
    qtbot.waitExposed(launcher)
    qtbot.wait(20)
    for button in (launcher.history_button, launcher.guide_button, launcher.resume_button):
        words = button.text()
        assert QFontMetrics(button.font()).horizontalAdvance(words) + 2 * 12 <= button.width(), words
    assert launcher.resume_frame.isVisible()
    for label in (launcher.resume_title, launcher.resume_details):
        assert label_is_whole(label), label.text()
    assert launcher.rect().contains(launcher.resume_frame.geometry())
    for name in ("Vous", "Léa", "Marc", "Zoé"):
        assert name in launcher.resume_details.text()


@pytest.mark.parametrize("size", [(1008, 630), (1350, 696)], ids=["1024x700-screen", "1366x768-screen"])
def test_on_a_short_screen_nothing_overlaps(qtbot: QtBot, lang: str, size: tuple[int, int]) -> None:
    """The launcher's room in the window opened on a 1024 x 700 (1366 x 768) screen, less the
    title bar and the menu bar: the tiles keep their words, "Jouer" and its hint do not overlap."""
    launcher = Launcher(saved=saved_tarot())
    qtbot.addWidget(launcher)
    launcher.resize(*size)
    launcher.show()
    qtbot.waitExposed(launcher)
    qtbot.wait(20)
    for game in ("carotte", "rough", "tarot"):  # the tallest form: nothing must be squeezed
        launcher.select_game(game)
        qtbot.wait(5)
        assert launcher.minimumSizeHint().height() <= size[1], game
    # once the layouts the last choice asked for are done (a loaded machine takes more than 5 ms)
    qtbot.waitUntil(
        lambda: all(tile.height() >= tile.minimumSizeHint().height() for tile in launcher.tiles.values()),
        timeout=3000,
    )
    play, hint = launcher.play_button, launcher.hint
    assert not play.geometry().intersects(hint.geometry())
    assert hint.height() >= hint.sizeHint().height()
    assert play.height() >= play.sizeHint().height()
