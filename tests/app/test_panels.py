"""The panels beside the table: only legal calls are offered, "Valider" only at a legal count,
and every choice is signalled on a click and from the keyboard."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from atout.app.table.choices import AnnouncementPanel, ChoiceBar
from atout.app.table.panels import BidPanel, MessageStrip, is_costly
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
from atout.rules.tarot import CHELEM_ANNOUNCED_FAILED, CHELEM_ANNOUNCED_MADE

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
    assert set(panel.calls()) == set(legal)
    assert len(panel.calls()) == len(legal)
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
    bar.set_choice(choice)
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
    bar.set_choice(deal.choice())
    bar.set_selection(deal.hand(0)[:3])
    assert bar.text.text() == "Choisissez 4 cartes à écarter (3/4)"
    assert not bar.can_confirm()
    bar.set_selection(deal.hand(0)[:4])
    assert bar.can_confirm()


def test_the_ecart_bar_has_an_unticked_chelem_box_with_the_rules_amounts(qtbot: QtBot) -> None:
    deal = drive("tarot", lambda d: d.phase is Phase.DISCARD and d.current_seat == 0)
    bar = ChoiceBar()
    show(qtbot, bar)
    bar.set_choice(deal.choice())
    box = bar.chelem_box
    assert box.isVisible() and not box.isChecked() and not bar.chelem_wanted()
    label = box.text().replace("&", "")
    assert f"+{CHELEM_ANNOUNCED_MADE}" in label and f"\u2212{-CHELEM_ANNOUNCED_FAILED}" in label
    QTest.keyClick(bar, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # its mnemonic ticks it
    qtbot.waitUntil(box.isChecked, timeout=2000)
    assert bar.chelem_wanted()
    bar.set_choice(deal.choice())  # a new écart: unticked again
    assert not bar.chelem_wanted()
    rough = drive("rough", lambda d: d.phase is Phase.DISCARD and d.current_seat == 0)
    bar.set_choice(rough.choice())  # no chelem in Le Rough
    assert not box.isVisible() and not bar.chelem_wanted()


def test_enter_says_how_many_cards_are_missing(qtbot: QtBot) -> None:
    deal = drive("tarot", lambda d: d.phase is Phase.DISCARD and d.current_seat == 0)
    bar = ChoiceBar()
    qtbot.addWidget(bar)
    bar.set_choice(deal.choice())
    bar.set_count(4)
    assert bar.missing_text() == "Choix incomplet (4/6) : il en manque encore 2."
    bar.set_count(6)
    assert bar.missing_text() == ""
    bar.set_choice(poignee_deal().observation(0).optional_choice)  # 10 or 13 (or 14)
    bar.set_count(11)
    assert bar.missing_text().startswith("Une poignée montre 10 ou 13")
    assert "ajoutez-en 2 ou retirez-en 1" in bar.missing_text()


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
    bar.set_choice(choice)
    assert bar.decline_button.isVisible()
    assert "poignée simple : 10 atouts" in bar.hint.text().lower()
    for count in range(16):
        bar.set_count(count)
        assert bar.confirm_button.isEnabled() == (count in choice.counts)
    with qtbot.waitSignal(bar.declined, timeout=1000):
        qtbot.mouseClick(bar.decline_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(bar.declined, timeout=1000):
        QTest.keyClick(bar, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)


def press_enter_in(qtbot: QtBot, widget) -> None:
    """Enter, where the keyboard focus is (the widget itself when the focus is elsewhere)."""
    target = QApplication.focusWidget()
    inside = target is not None and widget.isAncestorOf(target)
    QTest.keyClick(target if inside else widget, Qt.Key.Key_Return)


def answer_confirmation(key: Qt.Key | None = None, button: str = "") -> list[str]:
    """Answer the next modal dialog with ``key`` (Enter, Escape) or a click on its ``button``
    (``announce_button``, ``cancel_button``); returns what was seen of it."""
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if box is None:  # not open yet (a mnemonic clicks after a short animation)
            QTimer.singleShot(10, answer)
            return
        seen.append(box.defaultButton().text())
        if key is not None:
            QTest.keyClick(box, key)
        else:
            getattr(box, button).click()

    QTimer.singleShot(0, answer)
    return seen


def test_the_chelem_without_an_ecart_starts_the_game_on_enter_and_is_announced_only_when_confirmed(
    qtbot: QtBot,
) -> None:
    deal = poignee_deal()  # a Garde sans: no écart, so no chelem box
    observation = deal.observation(0)
    assert (0, Chelem()) in observation.announcements
    panel = AnnouncementPanel()
    show(qtbot, panel)
    assert panel.ask_for(observation)
    assert panel.question == "chelem"
    assert panel.no_button.hasFocus() and panel.no_button.text().replace("&", "") == "Commencer le jeu"
    assert panel.yes_button.text().replace("&", "") == "Annoncer un chelem…"
    assert "+400" in panel.text.text() and "\u2212200" in panel.text.text()
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        press_enter_in(qtbot, panel)  # Enter: the game starts, no chelem
    assert blocker.args == [None]
    seen = answer_confirmation(Qt.Key.Key_Return)
    with qtbot.assertNotEmitted(panel.chosen, wait=300):
        QTest.keyClick(panel, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # "Annoncer un &chelem…"
    assert seen == ["Annuler"]  # the confirmation's default: Enter there announces nothing
    for answer in ({"key": Qt.Key.Key_Escape}, {"button": "cancel_button"}):
        seen = answer_confirmation(**answer)
        with qtbot.assertNotEmitted(panel.chosen):
            qtbot.mouseClick(panel.yes_button, Qt.MouseButton.LeftButton)
        assert seen == ["Annuler"]
    answer_confirmation(button="announce_button")
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(panel.yes_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [Chelem()]


def test_the_poignee_is_offered_after_the_chelem_and_kept_hidden_on_enter(qtbot: QtBot) -> None:
    deal = poignee_deal()
    deal.apply(Chelem())
    panel = AnnouncementPanel()
    show(qtbot, panel)
    assert panel.ask_for(deal.observation(0))
    assert panel.question == "poignee"
    assert "la montrer" in panel.title.text()
    assert panel.no_button.hasFocus()
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        press_enter_in(qtbot, panel)  # Enter keeps it hidden
    assert blocker.args == [None]
    with qtbot.waitSignal(panel.poignee_requested, timeout=1000):
        QTest.keyClick(panel.yes_button, Qt.Key.Key_Space)
    with qtbot.waitSignal(panel.poignee_requested, timeout=1000):
        QTest.keyClick(panel, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        qtbot.mouseClick(panel.no_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [None]


def test_a_chelem_answered_with_the_ecart_is_not_asked_again(qtbot: QtBot) -> None:
    deal = poignee_deal()
    panel = AnnouncementPanel()
    show(qtbot, panel)
    assert panel.ask_for(deal.observation(0), chelem=False)
    assert panel.question == "poignee"


def test_the_rough_declarer_is_asked_sans_atout(qtbot: QtBot) -> None:
    deal = drive(
        "rough", lambda d: d.phase is Phase.PLAY and d.current_seat == 0 and SansAtout() in d.legal_actions()
    )
    panel = AnnouncementPanel()
    show(qtbot, panel)
    assert panel.ask_for(deal.observation(0))
    assert panel.question == "sans_atout"
    assert panel.no_button.hasFocus()  # "Jouer avec un atout", not the Sans-Atout that multiplies
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        press_enter_in(qtbot, panel)
    assert blocker.args == [None]
    panel.yes_button.setFocus()
    with qtbot.assertNotEmitted(panel.chosen):
        QTest.keyClick(panel.yes_button, Qt.Key.Key_Return)  # Enter never announces it
        QTest.keyClick(panel.yes_button, Qt.Key.Key_Enter)
    with qtbot.waitSignal(panel.chosen, timeout=1000) as blocker:
        QTest.keyClick(panel.yes_button, Qt.Key.Key_Space)
    assert blocker.args == [SansAtout()]
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
    bar.set_choice(poignee_deal().observation(0).optional_choice)
    bar.set_count(10)
    assert bar.can_confirm()
    strip = MessageStrip()
    qtbot.addWidget(strip)
    strip.show_message("Incident", "refusal")
    assert strip.kind == "refusal"
    announcements = AnnouncementPanel()
    qtbot.addWidget(announcements)
    assert announcements.ask(poignee_deal().observation(0))


# -- Enter is never the way to a costly choice ------------------------------------------------------
def costly(action: object) -> bool:
    """The choices that cost dearly when made by mistake: a Sans-Atout (it multiplies a loss), a
    chelem (−200 when failed), the Rough bid of every point (the match won or lost at once)."""
    return isinstance(action, SansAtout | Chelem) or (isinstance(action, RoughBid) and action.points >= 100)


def question_states() -> dict[str, Callable[[], tuple[QWidget, list[object]]]]:
    """Each panel as it asks the player something: the panel and the list its answers go to."""

    def bids(game: str, until: Callable[[Deal], bool], dealer: int) -> tuple[QWidget, list[object]]:
        panel = BidPanel()
        panel.set_observation(drive(game, until, dealer=dealer).observation(0), NAMES)
        said: list[object] = []
        panel.chosen.connect(said.append)
        return panel, said

    def announcement(observation_of: Callable[[], object]) -> tuple[QWidget, list[object]]:
        panel = AnnouncementPanel()
        assert panel.ask_for(observation_of())
        said: list[object] = []
        panel.chosen.connect(said.append)
        panel.poignee_requested.connect(lambda: said.append("show the poignée"))
        return panel, said

    def bar(choice_of: Callable[[], object], count: int) -> tuple[QWidget, list[object]]:
        panel = ChoiceBar()
        panel.set_choice(choice_of())
        panel.set_count(count)
        said: list[object] = []
        panel.confirmed.connect(lambda: said.append("confirmed"))
        panel.declined.connect(lambda: said.append("declined"))
        return panel, said

    def sans_atout() -> object:
        return drive(
            "rough",
            lambda d: d.phase is Phase.PLAY and d.current_seat == 0 and SansAtout() in d.legal_actions(),
        ).observation(0)

    def after_chelem() -> object:
        deal = poignee_deal()
        deal.apply(Chelem())
        return deal.observation(0)

    def ecart() -> object:
        return drive("tarot", lambda d: d.phase is Phase.DISCARD and d.current_seat == 0).choice()

    states: dict[str, Callable[[], tuple[QWidget, list[object]]]] = {
        f"bids, {name}": (lambda g=game, u=until, d=dealer: bids(g, u, d))
        for name, (game, until, dealer) in BID_STATES.items()
    }
    states |= {
        "sans-atout": lambda: announcement(sans_atout),
        "chelem without an écart": lambda: announcement(lambda: poignee_deal().observation(0)),
        "poignée offered": lambda: announcement(after_chelem),
        "écart complete": lambda: bar(ecart, 6),
        "poignée proposed": lambda: bar(lambda: poignee_deal().observation(0).optional_choice, 13),
    }
    return states


@pytest.mark.parametrize("state", list(question_states()))
def test_enter_never_makes_a_costly_choice(qtbot: QtBot, state: str) -> None:
    panel, said = question_states()[state]()
    show(qtbot, panel)
    offered = [b for b in panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    assert offered
    focused = QApplication.focusWidget()
    if isinstance(focused, QPushButton) and panel.isAncestorOf(focused):
        assert not is_costly(focused), f"{focused.text()!r} is costly and has the focus first"

    # every dialog opened meanwhile (the chelem's confirmation) is answered with Enter, too
    def enter_in_dialog() -> None:
        box = QApplication.activeModalWidget()
        if box is not None:
            QTest.keyClick(box, Qt.Key.Key_Return)

    timer = QTimer()
    timer.timeout.connect(enter_in_dialog)
    timer.start(20)
    press_enter_in(qtbot, panel)  # Enter where the panel puts the focus first: a safe answer
    qtbot.wait(10)
    first = list(said)
    assert not any(costly(action) for action in first), f"Enter at first says {first}"
    for button in offered:  # and Enter on any button, whichever the focus is on
        if not button.isVisible():
            continue
        button.setFocus(Qt.FocusReason.TabFocusReason)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QTest.keyClick(button, key)
        qtbot.wait(10)
    timer.stop()
    made = [action for action in said if costly(action)]
    assert not made, f"Enter made {made}"
    for button in offered:  # a costly button is no auto-default: no dialog makes it its default
        if is_costly(button):
            assert not button.autoDefault() and not button.isDefault()
