"""No Alt+letter means two things: the menu bar's mnemonics are none of the panels', and no two
buttons shown together in a panel share one, in French and in English."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QWidget
from pytestqt.qtbot import QtBot

from atout.app import i18n
from atout.app.window import MainWindow
from atout.play.storage import Storage
from atout.rules import Deal, DealRng, Match, Phase
from atout.rules.selfplay import random_action


def mnemonic(text: str) -> str | None:
    """The letter Alt opens in ``text`` (after a single ``&``), lower case; ``None`` if none."""
    letter = QKeySequence.mnemonic(text)
    return letter.toString().split("+")[-1].lower() if not letter.isEmpty() else None


def drive(game: str, until: Callable[[Deal], bool], dealer: int = 0) -> Deal:
    for seed in range(300):
        match = Match(game, seed=seed, first_dealer=dealer)
        rng = DealRng(seed)
        deal = match.new_deal()
        while not deal.is_over:
            if until(deal):
                return deal
            match.apply(random_action(deal, match.rules, rng))
    raise AssertionError("no such deal")


def my_bid(deal: Deal) -> bool:
    return deal.phase is Phase.BIDDING and deal.current_seat == 0


def tarot_play_start(deal: Deal) -> bool:
    return deal.phase is Phase.PLAY and not deal.tricks and deal.current_seat == 0


STATES: dict[str, Callable[[MainWindow], None]] = {
    "carotte bids": lambda w: w.screen_.bids.set_observation(drive("carotte", my_bid, 3).observation(0)),
    "rough bids": lambda w: w.screen_.bids.set_observation(drive("rough", my_bid, 3).observation(0)),
    "rough dealer": lambda w: w.screen_.bids.set_observation(
        drive("rough", lambda d: my_bid(d) and d._highest is not None, 0).observation(0)
    ),
    "tarot bids": lambda w: w.screen_.bids.set_observation(drive("tarot", my_bid, 3).observation(0)),
    "écart": lambda w: w.screen_.choice_bar.set_choice(
        drive("tarot", lambda d: d.phase is Phase.DISCARD and d.current_seat == 0).choice()
    ),
    "discard": lambda w: w.screen_.choice_bar.set_choice(
        drive("rough", lambda d: d.phase is Phase.DISCARD and d.current_seat == 0).choice()
    ),
    "sans-atout": lambda w: w.screen_.announcements.ask_sans_atout(),
    "chelem": lambda w: w.screen_.announcements.ask_chelem(),
    "poignée offered": lambda w: w.screen_.announcements.ask_for(
        drive("tarot", lambda d: tarot_play_start(d) and d.optional_choice() is not None).observation(0),
        chelem=False,
    ),
}


@pytest.fixture(params=["fr", "en"])
def window(
    request: pytest.FixtureRequest, qtbot: QtBot, qapp: QCoreApplication, tmp_path: Path
) -> Iterator[MainWindow]:
    locale = QLocale()
    i18n.install_translators(qapp, request.param)
    win = MainWindow(Storage(tmp_path))
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def shown_mnemonics(widget: QWidget) -> list[tuple[str, str]]:
    """(letter, text) of every button of ``widget`` shown now."""
    buttons = [b for b in widget.findChildren(QAbstractButton) if b.isVisibleTo(widget.window())]
    return [(letter, b.text()) for b in buttons if (letter := mnemonic(b.text())) is not None]


def test_the_menu_bar_and_the_panels_never_share_an_alt_letter(window: MainWindow) -> None:
    actions = window.menuBar().actions()
    menus = [(letter, action.text()) for action in actions if (letter := mnemonic(action.text()))]
    assert len(menus) == 3
    menu_letters = Counter(letter for letter, _ in menus)
    assert all(count == 1 for count in menu_letters.values()), menus
    screen = window.screen_
    window.stack.setCurrentWidget(screen)
    seen_states = 0
    for name, put in STATES.items():
        screen.hide_inputs()
        put(window)
        for panel in (screen.bids, screen.choice_bar, screen.announcements):
            panel.setVisible(name in _panel_states(panel, window))
        screen.summary.hide()
        shown = shown_mnemonics(screen)
        assert shown, name
        seen_states += 1
        clashes = [(letter, text) for letter, text in shown if letter in menu_letters]
        assert not clashes, f"{name}: {clashes} against the menus {menus}"
        twice = [letter for letter, count in Counter(letter for letter, _ in shown).items() if count > 1]
        assert not twice, f"{name}: {[item for item in shown if item[0] in twice]}"
    screen.hide_inputs()  # the end of a deal: the summary's buttons
    screen.summary.show()
    shown = shown_mnemonics(screen.summary)
    assert shown and not [item for item in shown if item[0] in menu_letters], shown
    assert seen_states == len(STATES)


def _panel_states(panel: QWidget, window: MainWindow) -> set[str]:
    """The states in which ``panel`` is the one shown."""
    screen = window.screen_
    if panel is screen.bids:
        return {"carotte bids", "rough bids", "rough dealer", "tarot bids"}
    if panel is screen.choice_bar:
        return {"écart", "discard"}
    return {"sans-atout", "chelem", "poignée offered"}
