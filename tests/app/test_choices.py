"""The player's choices in the window, as he makes them with the mouse and the keyboard: the chelem
is never a trap (a box in the écart bar, a confirmed button in Garde sans), a card choice is made
with Space and validated with Enter, a poignée comes proposed, a refusal goes once answered."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from driving import click_card, wait_for_player
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from atout.app.session import HUMAN, Waiting
from atout.app.table.choices import AnnouncementPanel, ChelemConfirmation
from atout.app.window import MainWindow
from atout.play.storage import Storage
from atout.rules import TAROT_PACK, Card, Chelem, Contract, Deal, Pass, Phase, Play, TarotBid, get_game
from atout.rules.game import MatchContext

NAMES = ["Vous", "Léa", "Marc", "Zoé"]
EASY = [None, "easy", "easy", "easy"]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path):  # type: ignore[no-untyped-def]
    win = MainWindow(Storage(tmp_path))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    win.setUpdatesEnabled(False)  # no paint at each turn of the event loop: no pixel is looked at
    win.set_speed("instant")
    yield win
    win.close()


def card(code: str) -> Card:
    return Card.parse(code)


def tarot_deal(mine: Sequence[str], dealer: int) -> Deal:
    """A Tarot deal where seat 0 holds ``mine`` (18 codes); the other cards go round the others."""
    hand = [card(code) for code in mine]
    rest = [c for c in TAROT_PACK if c not in hand]
    others = rest[:54]
    hands = [hand, others[0::3], others[1::3], others[2::3]]
    rules = get_game("tarot")
    return rules.new_deal(dealer, hands, rest[54:], rules.options(), MatchContext())


#: Three bouts, five more trumps, the four Kings: a hand no easy bot overbids.
STRONG = ["T21", "T1", "EX", "T20", "T19", "T18", "T17", "T16", "KS", "KH", "KD", "KC"]
STRONG += ["2S", "3S", "2H", "3H", "2D", "2C"]
#: Eleven trumps and the Excuse: a simple poignée (10), the Excuse not needed.
POIGNEE = ["T1", *(f"T{n}" for n in range(12, 22)), "EX", "KS", "KH", "KD", "KC", "2S", "2H"]


def take(qtbot: QtBot, window: MainWindow, deal: Deal, contract: Contract) -> None:
    """Start a match on ``deal``'s cards; the player bids ``contract`` and the bots pass."""
    window.start_match("tarot", None, EASY, NAMES, first_deal=deal)
    while True:
        assert wait_for_player(qtbot, window)
        seen = window.seat.observation
        assert seen is not None
        if seen.phase is not Phase.BIDDING:
            break
        buttons = window.screen_.bids.buttons
        bid = TarotBid(contract)
        call = bid if bid in buttons and not any(a for _, a in seen.history if a != Pass()) else Pass()
        qtbot.mouseClick(buttons[call], Qt.MouseButton.LeftButton)
    current = window.session.match.current
    assert current is not None and current.taker == HUMAN and current.contract is contract


def plain_ecart(window: MainWindow) -> list[Card]:
    choice = window.seat.observation.choice
    assert choice is not None and choice.kind == "ecart"
    return [c for c in choice.allowed if not c.is_trump][: choice.count]


def deal_now(window: MainWindow):  # type: ignore[no-untyped-def]
    return window.session.match.deals[-1]


# -- the chelem ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [3, 2])  # the taker leads the first trick, or another seat does
def test_prise_ecart_valider_announces_no_chelem_and_asks_nothing(
    qtbot: QtBot, window: MainWindow, dealer: int
) -> None:
    take(qtbot, window, tarot_deal(STRONG, dealer), Contract.PRISE)
    bar = window.screen_.choice_bar
    assert bar.chelem_box.isVisible() and not bar.chelem_box.isChecked()
    for c in plain_ecart(window):
        click_card(qtbot, window, c)
    qtbot.mouseClick(bar.confirm_button, Qt.MouseButton.LeftButton)
    assert wait_for_player(qtbot, window)
    deal = deal_now(window)
    assert not deal.chelem_announced and all(type(a) is not Chelem for _, a in deal.history)
    assert window.screen_.announcements.question != "chelem"  # and no question about it
    assert window.seat.observation.current_seat == HUMAN and window.seat.observation.phase is Phase.PLAY


def test_prise_ecart_by_keyboard_space_and_enter_announces_no_chelem(
    qtbot: QtBot, window: MainWindow
) -> None:
    take(qtbot, window, tarot_deal(STRONG, 3), Contract.PRISE)
    view = window.screen_.table.view
    table_input = window.screen_.table.input
    wanted = plain_ecart(window)
    QTest.keyClick(view, Qt.Key.Key_Home)  # the first key shows the focus ring
    QTest.keyClick(view, Qt.Key.Key_Home)
    hand = [item.card for item in window.screen_.table.card_items(0)]
    for c in hand:
        assert table_input._focus is c
        if c in wanted[:5]:
            QTest.keyClick(view, Qt.Key.Key_Space)  # Space toggles the focused card
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert len(window.screen_.table.selection()) == 5
    QTest.keyClick(view, Qt.Key.Key_Return)  # incomplete: Enter says how many are missing
    assert window.session.waiting is Waiting.HUMAN
    assert window.screen_.messages.text() == "Choix incomplet (5/6) : il en manque encore 1."
    while table_input._focus is not wanted[5]:
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert window.screen_.messages.text() == ""  # the count it gave is out of date: it goes
    QTest.keyClick(view, Qt.Key.Key_Space)  # Space again takes it back…
    assert len(window.screen_.table.selection()) == 5
    QTest.keyClick(view, Qt.Key.Key_Space)  # …and once more chooses it
    QTest.keyClick(view, Qt.Key.Key_Enter)  # complete: Enter validates
    assert wait_for_player(qtbot, window)
    deal = deal_now(window)
    assert deal.ecart == tuple(sorted(wanted))
    assert not deal.chelem_announced
    assert window.screen_.messages.text() == ""  # the refusal went with the écart made


@pytest.mark.parametrize("dealer", [3, 2])
def test_the_chelem_box_ticked_announces_it_with_the_ecart(
    qtbot: QtBot, window: MainWindow, dealer: int
) -> None:
    take(qtbot, window, tarot_deal(STRONG, dealer), Contract.GARDE)
    bar = window.screen_.choice_bar
    for c in plain_ecart(window):
        click_card(qtbot, window, c)
    qtbot.mouseClick(bar.chelem_box, Qt.MouseButton.LeftButton)
    assert bar.chelem_wanted()
    QTest.keyClick(bar.chelem_box, Qt.Key.Key_Return)  # Enter on the box validates, too
    assert wait_for_player(qtbot, window)
    deal = deal_now(window)
    assert deal.chelem_announced and (HUMAN, Chelem()) in deal.history
    assert window.seat.observation.current_seat == HUMAN  # the taker leads after a chelem


@pytest.mark.parametrize("dealer", [2, 3])
def test_garde_sans_enter_starts_the_game_with_no_chelem(
    qtbot: QtBot, window: MainWindow, dealer: int
) -> None:
    take(qtbot, window, tarot_deal(STRONG, dealer), Contract.GARDE_SANS)
    panel = window.screen_.announcements
    assert panel.isVisible() and panel.question == "chelem"
    assert panel.no_button.hasFocus()
    plates = window.screen_.table.scene.signs.plates
    assert plates[0].turn and not any(plate.turn for plate in plates[1:])  # his turn to answer
    QTest.keyClick(panel.no_button, Qt.Key.Key_Return)
    if dealer == 3:
        seen = window.seat.observation
        assert not panel.isVisible() and seen.current_seat == HUMAN
        click_card(qtbot, window, next(a.card for a in seen.legal_actions if type(a) is Play))
    assert wait_for_player(qtbot, window)
    deal = deal_now(window)
    assert not deal.chelem_announced and all(type(a) is not Chelem for _, a in deal.history)
    assert any(type(a) is Play for _, a in deal.history)  # the play is under way


def test_garde_sans_the_chelem_is_announced_after_its_confirmation(qtbot: QtBot, window: MainWindow) -> None:
    take(qtbot, window, tarot_deal(STRONG, 2), Contract.GARDE_SANS)
    panel = window.screen_.announcements
    box = panel.chelem_confirmation()
    assert box.defaultButton() is box.cancel_button
    box.deleteLater()
    panel.chelem_confirmation = lambda: _answered(panel)  # type: ignore[method-assign]
    qtbot.mouseClick(panel.yes_button, Qt.MouseButton.LeftButton)
    assert wait_for_player(qtbot, window)
    assert deal_now(window).chelem_announced
    assert window.seat.observation.current_seat == HUMAN


def _answered(panel: AnnouncementPanel) -> ChelemConfirmation:
    """The real confirmation, answered "Annoncer le chelem" as soon as it is opened."""
    box = AnnouncementPanel.chelem_confirmation(panel)
    box.exec = lambda: (box.announce_button.click(), 0)[1]  # type: ignore[method-assign]
    return box


# -- the poignée ----------------------------------------------------------------------------------
def test_a_poignee_is_proposed_changed_and_shown_in_a_few_keys(qtbot: QtBot, window: MainWindow) -> None:
    take(qtbot, window, tarot_deal(POIGNEE, 3), Contract.GARDE_SANS)
    panel = window.screen_.announcements
    assert panel.question == "chelem"
    QTest.keyClick(panel.no_button, Qt.Key.Key_Return)  # "Commencer le jeu"
    assert panel.isVisible() and panel.question == "poignee"
    qtbot.mouseClick(panel.yes_button, Qt.MouseButton.LeftButton)  # "Montrer…"
    table = window.screen_.table
    bar = window.screen_.choice_bar
    proposed = set(table.selection())
    assert proposed == {card(f"T{n}") for n in (1, *range(12, 21))}  # the lowest ten, not the Excuse
    assert bar.can_confirm()
    click_card(qtbot, window, card("T20"))  # he would rather keep the 20 hidden…
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert "il en manque encore 1" in window.screen_.messages.text()
    click_card(qtbot, window, card("T21"))  # …and show the 21
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert wait_for_player(qtbot, window)
    shown = set(deal_now(window).poignees[0])
    assert shown == proposed - {card("T20")} | {card("T21")}


# -- a refusal goes once a legal card is played ---------------------------------------------------------
def test_a_refusal_goes_once_a_legal_card_is_played(qtbot: QtBot, window: MainWindow) -> None:
    for seed in range(1, 40):
        window.start_match("carotte", None, EASY, NAMES, seed=seed)
        while wait_for_player(qtbot, window):
            seen = window.seat.observation
            if seen.phase is Phase.BIDDING:
                qtbot.mouseClick(window.screen_.bids.buttons[Pass()], Qt.MouseButton.LeftButton)
                continue
            if seen.choice is not None or window.screen_.announcements.isVisible():
                break
            illegal = [c for c in seen.hand if Play.of(c) not in seen.legal_actions]
            legal = [a.card for a in seen.legal_actions if type(a) is Play]
            if not illegal:
                click_card(qtbot, window, legal[0])
                continue
            click_card(qtbot, window, illegal[0])
            strip = window.screen_.messages
            assert strip.kind == "refusal" and strip.text()
            click_card(qtbot, window, legal[0])
            assert strip.text() == ""
            return
    raise AssertionError("no deal with a card to refuse")
