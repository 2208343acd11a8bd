"""The panels beside the table: only legal calls are offered, "Valider" only at a legal count,
and every choice is signalled on a click and from the keyboard."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from atout.app.panels import AnnouncementPanel, BidPanel, ChoiceBar, MessageStrip
from atout.rules import (
    PASS,
    TAROT_PACK,
    CarotteBid,
    Chelem,
    Contract,
    Deal,
    DealRng,
    Keep,
    Match,
    Pass,
    Phase,
    RoughBid,
    SansAtout,
    TarotBid,
    get_game,
)
from atout.rules.game import MatchContext
from atout.rules.selfplay import random_action

NAMES = ["Vous", "Léa", "Marc", "Jeanne"]
CALLS = (Pass, CarotteBid, RoughBid, Keep, TarotBid)


def drive(game: str, until: Callable[[Deal], bool], *, dealer: int = 0, options: dict | None = None) -> Deal:
    """A deal played with random actions until ``until(deal)`` holds (trying several seeds)."""
    for seed in range(300):
        match = Match(game, options, seed=seed, first_dealer=dealer)
        rng = DealRng(seed)
        deal = match.new_deal()
        while not deal.is_over:
            if until(deal):
                return deal
            match.apply(random_action(deal, match.rules, rng))
    raise AssertionError("no such deal found")


def my_bid(deal: Deal) -> bool:
    return deal.phase is Phase.BIDDING and deal.current_seat == 0


BID_STATES: dict[str, tuple[str, Callable[[Deal], bool], int]] = {
    "carotte first": ("carotte", my_bid, 3),
    "carotte after a bid": (
        "carotte",
        lambda d: my_bid(d) and d.contract is not None and d.contract.tricks < 6,
        2,
    ),
    "carotte after a carotte": (
        "carotte",
        lambda d: my_bid(d) and d.contract is not None and d.contract.tricks == 6,
        1,
    ),
    "rough first": ("rough", my_bid, 3),
    "rough after a bid": ("rough", lambda d: my_bid(d) and d._highest is not None, 2),
    "rough dealer": ("rough", my_bid, 0),
    "tarot first": ("tarot", my_bid, 3),
    "tarot after a garde": ("tarot", lambda d: my_bid(d) and d._highest is Contract.GARDE, 1),
}


def show(qtbot: QtBot, widget) -> None:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow, timeout=2000)


@pytest.mark.parametrize("state", list(BID_STATES))
def test_the_bid_panel_offers_exactly_the_legal_calls(qtbot: QtBot, state: str) -> None:
    game, until, dealer = BID_STATES[state]
    deal = drive(game, until, dealer=dealer)
    observation = deal.observation(0)
    panel = BidPanel()
    show(qtbot, panel)
    panel.set_observation(observation, NAMES)
    legal = [action for action in observation.legal_actions if isinstance(action, CALLS)]
    assert set(panel.actions()) == set(legal)
    assert len(panel.actions()) == len(legal)
    for action, button in panel.buttons.items():
        assert button.isVisible() and button.isEnabled()
        with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert blocker.args == [action]
        deal.check(action)  # the rules agree it is legal


def test_the_bid_panel_from_the_keyboard(qtbot: QtBot) -> None:
    deal = drive("tarot", my_bid, dealer=3)
    panel = BidPanel()
    show(qtbot, panel)
    panel.set_observation(deal.observation(0), NAMES)
    buttons = panel.buttons
    assert buttons[PASS].hasFocus()  # the safe call has the focus
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        QTest.keyClick(buttons[PASS], Qt.Key.Key_Space)
    assert blocker.args == [PASS]
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        QTest.keyClick(panel, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # mnemonic of "Garde"
    assert blocker.args == [TarotBid(Contract.GARDE)]
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        QTest.keyClick(panel, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # "Passe"
    assert blocker.args == [PASS]
    QTest.keyClick(buttons[PASS], Qt.Key.Key_Tab)  # Tab goes on to the contracts
    focused = next(action for action, button in buttons.items() if button.hasFocus())
    assert isinstance(focused, TarotBid)
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        QTest.keyClick(buttons[focused], Qt.Key.Key_Return)
    assert blocker.args == [focused]


def test_the_carotte_grid_from_the_keyboard(qtbot: QtBot) -> None:
    deal = drive("carotte", my_bid, dealer=3)
    panel = BidPanel()
    show(qtbot, panel)
    panel.set_observation(deal.observation(0), NAMES)
    buttons = panel.buttons
    QTest.keyClick(buttons[PASS], Qt.Key.Key_5)  # the key 5 goes to the row of 5 tricks
    first = next(action for action, button in buttons.items() if button.hasFocus())
    assert isinstance(first, CarotteBid) and first.tricks == 5
    QTest.keyClick(buttons[first], Qt.Key.Key_Right)  # arrows move along the row
    second = next(action for action, button in buttons.items() if button.hasFocus())
    assert isinstance(second, CarotteBid) and second.tricks == 5 and second.trump != first.trump
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        QTest.keyClick(buttons[second], Qt.Key.Key_Space)
    assert blocker.args == [second]


def test_the_rough_dealer_keeps_at_the_highest_bid(qtbot: QtBot) -> None:
    deal = drive("rough", lambda d: my_bid(d) and d._highest is not None, dealer=0)
    panel = BidPanel()
    show(qtbot, panel)
    panel.set_observation(deal.observation(0), NAMES)
    keep = panel.buttons[Keep()]
    assert keep.text().replace("&", "") == f"Garder à {deal._highest.points}"
    assert "Plus forte enchère" in panel.text.text()


def test_the_choice_bar_validates_only_at_a_legal_count(qtbot: QtBot) -> None:
    deal = drive("tarot", lambda d: d.phase is Phase.DISCARD and d.current_seat == 0)
    choice = deal.choice()
    assert choice is not None
    bar = ChoiceBar()
    show(qtbot, bar)
    bar.set_choice(choice, "tarot")
    assert not bar.decline_button.isVisible()
    for count in range(9):
        bar.set_count(count)
        assert bar.confirm_button.isEnabled() == (count == 6)
        assert f"({count}/6)" in bar.text.text()
    bar.set_count(6)
    with qtbot.waitSignal(bar.confirmed, timeout=1000):
        qtbot.mouseClick(bar.confirm_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(bar.confirmed, timeout=1000):
        QTest.keyClick(bar, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    with qtbot.waitSignal(bar.confirmed, timeout=1000):
        QTest.keyClick(bar, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    bar.set_count(5)
    with qtbot.assertNotEmitted(bar.confirmed):
        QTest.keyClick(bar, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        qtbot.mouseClick(bar.confirm_button, Qt.MouseButton.LeftButton)
    if choice.refused:
        assert "Cartes grisées" in bar.hint.text()


def test_the_choice_bar_for_a_discard(qtbot: QtBot) -> None:
    deal = drive("rough", lambda d: d.phase is Phase.DISCARD and d.current_seat == 0)
    bar = ChoiceBar()
    show(qtbot, bar)
    bar.set_choice(deal.choice(), "rough")
    bar.set_selection(deal.hand(0)[:3])
    assert bar.text.text() == "Choisissez 4 cartes à écarter (3/4)"
    assert not bar.can_confirm()
    bar.set_selection(deal.hand(0)[:4])
    assert bar.can_confirm()


def poignee_deal():
    """A Tarot deal where seat 0 holds 13 trumps and the Excuse, has just taken a Garde sans."""
    trumps = [card for card in TAROT_PACK if card.is_trump]
    suits = [card for card in TAROT_PACK if card.suit is not None]
    excuse = next(card for card in TAROT_PACK if card.is_excuse)
    hand0 = [*trumps[:13], excuse, *suits[:4]]  # T21..T9 and the Excuse
    rest = [*trumps[13:], *suits[4:]]
    hands = [hand0, rest[0:18], rest[18:36], rest[36:54]]
    kitty = rest[54:60]
    rules = get_game("tarot")
    deal = rules.new_deal(3, hands, kitty, rules.options(), MatchContext())
    deal.apply(TarotBid(Contract.GARDE_SANS))
    for _ in range(3):
        deal.apply(PASS)
    return deal


def test_the_choice_bar_for_a_poignee(qtbot: QtBot) -> None:
    deal = poignee_deal()
    choice = deal.observation(0).optional_choice
    assert choice is not None and choice.kind == "poignee"
    bar = ChoiceBar()
    show(qtbot, bar)
    bar.set_choice(choice, "tarot")
    assert bar.decline_button.isVisible()
    assert "poignée simple : 10 atouts" in bar.hint.text().lower()
    for count in range(16):
        bar.set_count(count)
        assert bar.confirm_button.isEnabled() == (count in choice.counts)
    with qtbot.waitSignal(bar.declined, timeout=1000):
        qtbot.mouseClick(bar.decline_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(bar.declined, timeout=1000):
        QTest.keyClick(bar, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)


def test_the_announcements_ask_the_chelem_first_then_the_poignee(qtbot: QtBot) -> None:
    deal = poignee_deal()
    observation = deal.observation(0)
    assert Chelem() in observation.legal_actions
    panel = AnnouncementPanel()
    show(qtbot, panel)
    assert panel.ask_for(observation)
    assert panel.question == "chelem"
    assert panel.yes_button.hasFocus()
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(panel.yes_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [Chelem()]
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        QTest.keyClick(panel, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert blocker.args == [None]
    deal.apply(Chelem())
    assert panel.ask_for(deal.observation(0))
    assert panel.question == "poignee"
    assert "la montrer" in panel.title.text()
    with qtbot.waitSignal(panel.poignee_requested, timeout=1000):
        QTest.keyClick(panel.yes_button, Qt.Key.Key_Space)
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(panel.no_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [None]


def test_the_rough_declarer_is_asked_sans_atout(qtbot: QtBot) -> None:
    deal = drive(
        "rough", lambda d: d.phase is Phase.PLAY and d.current_seat == 0 and SansAtout() in d.legal_actions()
    )
    panel = AnnouncementPanel()
    show(qtbot, panel)
    assert panel.ask_for(deal.observation(0))
    assert panel.question == "sans_atout"
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        QTest.keyClick(panel, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    assert blocker.args == [SansAtout()]
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(panel.no_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [None]


def test_no_announcement_to_ask(qtbot: QtBot) -> None:
    deal = drive("carotte", lambda d: d.phase is Phase.PLAY and d.current_seat == 0)
    panel = AnnouncementPanel()
    qtbot.addWidget(panel)
    assert not panel.ask_for(deal.observation(0))
    assert panel.question is None
    with qtbot.assertNotEmitted(panel.chosen):
        panel.no_button.click()


def test_the_message_strip_says_a_refusal_then_goes(qtbot: QtBot) -> None:
    strip = MessageStrip()
    qtbot.addWidget(strip)
    strip.show_reason("must_follow", "seat 0 must follow ♥", {"seat": 0, "suit": "H"})
    assert strip.isVisible() and strip.kind == "refusal"
    assert strip.text() == "Vous devez fournir à cœur."
    strip.show_notice("Léa prend 5 plis à cœur", ms=30)
    assert strip.kind == "notice" and strip.text() == "Léa prend 5 plis à cœur"
    qtbot.waitUntil(lambda: not strip.isVisible(), timeout=2000)
    assert strip.text() == ""


def test_the_short_names_the_window_may_use(qtbot: QtBot) -> None:
    deal = drive("tarot", my_bid, dealer=3)
    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.show_calls(deal.observation(0))
    assert PASS in panel.buttons
    bar = ChoiceBar()
    qtbot.addWidget(bar)
    bar.ask(poignee_deal().observation(0).optional_choice, "tarot")
    bar.set_selected(10)
    assert bar.can_confirm()
    strip = MessageStrip()
    qtbot.addWidget(strip)
    strip.show_message("Incident", "refusal")
    assert strip.kind == "refusal"
    announcements = AnnouncementPanel()
    qtbot.addWidget(announcements)
    assert announcements.ask(poignee_deal().observation(0))
