"""The whole window as a player uses it: a deal of each game played by clicking, a save written
and resumed, a damaged save kept aside, and the autoplay run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from driving import click_card, wait_for_player
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from atout.app.session import Waiting
from atout.app.window import MainWindow
from atout.play.storage import Storage
from atout.play.writer import Writer
from atout.rules import Contract, Pass, Phase, Play, TarotBid, read_match
from held import HeldWriter

SOURCE_ROOT = Path(__file__).resolve().parents[2] / "desktop"
NAMES = ["Vous", "Léa", "Marc", "Zoé"]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path):  # type: ignore[no-untyped-def]
    win = MainWindow(Storage(tmp_path))
    qtbot.addWidget(win)
    win.resize(1366, 840)
    win.show()
    win.setUpdatesEnabled(False)  # no paint at each turn of the event loop: no pixel is looked at
    win.set_speed("instant")
    yield win
    win.close()


def play_one_deal_by_clicking(qtbot: QtBot, window: MainWindow, prefer_bid: object = None) -> dict[str, int]:
    """Answer every request of the session with the mouse, as a player would; count what was done."""
    screen = window.screen_
    done = {"bids": 0, "choices": 0, "cards": 0, "announcements": 0, "refused": 0}
    for _ in range(200):
        if not wait_for_player(qtbot, window):
            return done
        seen = window.seat.observation
        assert seen is not None
        if screen.announcements.isVisible() and screen.announcements.question is not None:
            qtbot.mouseClick(screen.announcements.no_button, Qt.MouseButton.LeftButton)
            done["announcements"] += 1
            continue
        if seen.phase is Phase.BIDDING:
            assert screen.bids.isVisible()
            buttons = screen.bids.buttons
            assert set(buttons) == set(seen.legal_actions)  # only the legal calls are offered
            action = prefer_bid if prefer_bid in buttons else next(a for a in buttons if isinstance(a, Pass))
            qtbot.mouseClick(buttons[action], Qt.MouseButton.LeftButton)
            done["bids"] += 1
            continue
        if seen.choice is not None:
            choice = seen.choice
            assert screen.choice_bar.isVisible() and not screen.choice_bar.confirm_button.isEnabled()
            allowed = list(choice.allowed)
            plain = [card for card in allowed if card.suit is not None]
            picks = plain if len(plain) >= choice.count else plain + [c for c in allowed if c not in plain]
            for card in picks[: choice.count]:
                click_card(qtbot, window, card)
            assert screen.choice_bar.confirm_button.isEnabled()
            qtbot.mouseClick(screen.choice_bar.confirm_button, Qt.MouseButton.LeftButton)
            done["choices"] += 1
            continue
        plays = [action.card for action in seen.legal_actions if type(action) is Play]
        assert plays
        illegal = [card for card in seen.hand if Play.of(card) not in seen.legal_actions]
        if illegal and done["refused"] == 0:  # a wrong card is refused, with a reason in French
            click_card(qtbot, window, illegal[0])
            qtbot.waitUntil(lambda: screen.messages.text() != "", timeout=5_000)
            assert screen.messages.text().startswith("Vous"), screen.messages.text()  # in French
            done["refused"] += 1
            assert window.session.waiting is Waiting.HUMAN
        click_card(qtbot, window, plays[0])
        done["cards"] += 1
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize(
    ("game", "bid"),
    [("carotte", None), ("rough", None), ("tarot", TarotBid(Contract.GARDE))],
)
def test_a_deal_of_each_game_played_by_clicking(
    qtbot: QtBot, window: MainWindow, game: str, bid: object
) -> None:
    for seed in range(1, 30):  # a deal in which the player plays cards (not annulled)
        window.start_match(game, None, [None, "normal", "normal", "normal"], NAMES, seed=seed)
        done = play_one_deal_by_clicking(qtbot, window, bid)
        match = window.session.match
        assert match is not None and len(match.results) == 1
        if not match.results[0].annulled and done["cards"]:
            break
    assert done["cards"] >= 1 and done["bids"] >= 1
    deal = match.deals[0]
    assert deal.is_over
    # the summary is shown and the score sheet has the deal's row
    assert window.screen_.summary.isVisible()
    assert window.screen_.scores.model.rowCount() >= 2
    # the autosave holds every action of the deal
    saved = window.storage.load_autosave(game).value
    if saved is not None:
        assert [d.history for d in saved.deals] == [d.history for d in match.deals]


def test_a_save_is_written_and_resumed(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    first = MainWindow(storage)
    qtbot.addWidget(first)
    first.show()
    first.set_speed("instant")
    first.start_match("tarot", None, [None, "normal", "normal", "normal"], NAMES, seed=3)
    assert wait_for_player(qtbot, first)
    seen = first.seat.observation
    assert seen is not None and seen.phase is Phase.BIDDING
    qtbot.mouseClick(
        first.screen_.bids.buttons[next(a for a in seen.legal_actions if isinstance(a, Pass))],
        Qt.MouseButton.LeftButton,
    )
    qtbot.waitUntil(lambda: first.session.waiting is not Waiting.TABLE, timeout=30_000)
    assert first.session.match is not None
    history = list(first.session.match.deals[-1].history)
    first.close()

    second = MainWindow(storage)
    qtbot.addWidget(second)
    second.show()
    assert second.launcher.saved_match() is not None  # "Reprendre" is offered
    second.launcher.resume_requested.emit()
    qtbot.waitUntil(lambda: second.session.match is not None, timeout=10_000)
    assert list(second.session.match.deals[-1].history)[: len(history)] == history
    second.close()


def test_closing_the_window_writes_the_last_save_and_stops_the_writer(qtbot: QtBot, tmp_path: Path) -> None:
    writer = HeldWriter()  # the saves are made only when waited for: here, by the closing
    storage = Storage(tmp_path, writer=writer)
    window = MainWindow(storage)
    qtbot.addWidget(window)
    window.show()
    window.set_speed("instant")
    window.start_match("carotte", None, ["random"] * 4, NAMES, seed=4)
    qtbot.waitUntil(lambda: window.session.waiting is Waiting.NEXT_DEAL, timeout=60_000)
    assert not storage.autosave_file("carotte").exists()
    window.close()
    assert not writer.running
    match = window.session.match
    assert match is not None
    saved = read_match(storage.autosave_file("carotte"))
    assert [deal.history for deal in saved.deals] == [deal.history for deal in match.deals]


@pytest.mark.parametrize("autoplay", [False, True])
def test_a_save_that_failed_is_said_when_the_window_closes(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    autoplay: bool,
) -> None:
    """A box says it; in autoplay, where nobody would answer a box, the error output does."""

    def full(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: boxes.append(text))
    window = MainWindow(Storage(tmp_path, writer=Writer(full)), autoplay=autoplay)
    qtbot.addWidget(window)
    window.show()
    window.set_speed("instant")
    window.start_match("carotte", None, ["random"] * 4, NAMES, seed=4)
    qtbot.waitUntil(
        lambda: window.session.match is not None and window.session.match.results != [], timeout=60_000
    )
    window.close()
    said = "La partie en cours n'a pas pu être enregistrée : [Errno 28] No space left on device"
    if autoplay:
        assert boxes == [] and capsys.readouterr().err.splitlines().count(f"atout: {said}") == 1
    else:
        assert boxes == [said]


def test_a_damaged_save_is_kept_aside_and_the_launcher_opens_without_it(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    broken = '{"format": "atout-match", "version": 1, "game": "tarot", "deals": ['
    storage.autosave_file("tarot").write_text(broken, "utf-8")
    window = MainWindow(storage)
    qtbot.addWidget(window)
    assert window.launcher.saved_match("tarot") is None
    assert "illisible" in window.launcher.notice()
    kept = list(tmp_path.glob("autosave-tarot.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text("utf-8").endswith("[")
    assert not storage.autosave_file("tarot").exists()
    window.close()


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_autoplay_plays_deals_and_prints_its_summary(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    """In each game (in this process: the command itself is run below, once): the deals are
    played, the summary printed, the matches kept in the folder given."""
    from atout.app.autoplay import AutoplayOptions, run

    options = AutoplayOptions(game, deals=2, seed=4, level="normal", speed="instant")
    assert run(qapp, options, tmp_path) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["game"] == game and summary["deals_played"] == 2
    assert len(summary["totals"]) == 4 and isinstance(summary["max_stall_ms"], int | float)
    assert [*tmp_path.glob(f"autosave-{game}.json"), *(tmp_path / "history").glob("*.json")]


def test_autoplay_as_a_command_keeps_the_bots_matches_apart(tmp_path: Path) -> None:
    """Run as a command, with ``--data-dir``: the bots' matches are kept there, named by their
    places at the table, and nothing goes to the player's directory (``ATOUT_DATA_DIR``)."""
    from atout.app.autoplay import seat_names

    game = "tarot"
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SOURCE_ROOT), env.get("PYTHONPATH")]))
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["ATOUT_DATA_DIR"] = str(tmp_path / "player")
    bots = tmp_path / "bots"
    command = [
        sys.executable,
        "-m",
        "atout",
        "--autoplay",
        "--game",
        game,
        "--deals",
        "2",
        "--seed",
        "4",
        "--data-dir",
        str(bots),
    ]
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["game"] == game and summary["deals_played"] == 2
    assert len(summary["totals"]) == 4 and isinstance(summary["max_stall_ms"], int | float)
    logs = [*bots.glob(f"autosave-{game}.json"), *(bots / "history").glob("*.json")]
    assert logs and not (tmp_path / "player").exists()
    players = json.loads(logs[0].read_text("utf-8"))["players"]
    assert tuple(player["name"] for player in players) == seat_names(game)


def first_seed_with_trumps(count: int) -> int:
    """A seed whose first deal gives seat 0 at least ``count`` trumps (and no petit sec)."""
    from atout.rules import Match

    for seed in range(5000):
        deal = Match("tarot", seed=seed).new_deal()
        if not deal.is_over and sum(card.is_trump for card in deal.dealt_hands[0]) >= count:
            return seed
    raise AssertionError("no such seed")


def test_a_poignee_is_offered_chosen_on_the_table_and_shown_to_all(qtbot: QtBot, window: MainWindow) -> None:
    seed = first_seed_with_trumps(10)
    window.start_match("tarot", None, [None, "normal", "normal", "normal"], NAMES, seed=seed)
    screen = window.screen_
    for _ in range(60):  # bid a Garde, make the écart, until the poignée is offered
        assert wait_for_player(qtbot, window)
        seen = window.seat.observation
        assert seen is not None
        if seen.phase is Phase.BIDDING:
            buttons = screen.bids.buttons
            call = TarotBid(Contract.GARDE) if TarotBid(Contract.GARDE) in buttons else seen.legal_actions[0]
            qtbot.mouseClick(buttons[call], Qt.MouseButton.LeftButton)
            continue
        if seen.choice is not None:  # the écart: the first allowed cards that leave the trumps
            plain = [card for card in seen.choice.allowed if not card.is_trump]
            for card in plain[: seen.choice.count]:
                click_card(qtbot, window, card)
            qtbot.mouseClick(screen.choice_bar.confirm_button, Qt.MouseButton.LeftButton)
            continue
        if screen.announcements.isVisible() and screen.announcements.question == "chelem":
            qtbot.mouseClick(screen.announcements.no_button, Qt.MouseButton.LeftButton)
            continue
        if screen.announcements.isVisible() and screen.announcements.question == "poignee":
            break
        raise AssertionError(f"no poignée offered: {seen.history}")
    choice = window.seat.observation.optional_choice
    assert choice is not None and 10 in choice.counts
    qtbot.mouseClick(screen.announcements.yes_button, Qt.MouseButton.LeftButton)  # "Montrer…"
    # proposed with its trumps chosen: one more click shows it
    assert screen.choice_bar.isVisible() and screen.choice_bar.confirm_button.isEnabled()
    trumps = list(screen.table.selection())
    assert set(trumps) == set(choice.proposed) and len(trumps) == max(choice.counts)
    qtbot.mouseClick(screen.choice_bar.confirm_button, Qt.MouseButton.LeftButton)
    deal = window.session.match.current
    assert deal is not None and deal.poignees[0] == tuple(sorted(trumps))
    for seat in range(4):  # every seat sees the cards shown
        assert deal.observation(seat).shown[0] == tuple(sorted(trumps))


def test_quitting_while_a_bot_thinks_is_clean(qtbot: QtBot, tmp_path: Path) -> None:
    import threading
    import time

    window = MainWindow(Storage(tmp_path))
    qtbot.addWidget(window)
    window.show()
    window.set_speed("instant")
    window.start_match("tarot", None, ["expert"] * 4, NAMES, seed=2)
    qtbot.waitUntil(lambda: window.session.waiting is Waiting.BOT, timeout=10_000)
    started = time.perf_counter()
    window.close()
    assert time.perf_counter() - started < 2.0  # the search was told to stop: no long wait
    assert not window.session._bots.alive
    assert not [t for t in threading.enumerate() if t.name == "atout-bots" and t.is_alive()]


def test_the_window_opens_again_where_and_as_large_as_it_was_closed(qtbot: QtBot, tmp_path: Path) -> None:
    first = MainWindow(Storage(tmp_path))
    qtbot.addWidget(first)
    first.resize(1180, 690)
    first.move(0, 30)
    first.show()
    qtbot.waitExposed(first)
    first.close()
    saved = json.loads((tmp_path / "settings.json").read_text())["window"]
    assert saved
    second = MainWindow(Storage(tmp_path))
    qtbot.addWidget(second)
    # Qt fits a restored window to the screen: the offscreen one is 800 wide, so the width comes
    # back at the window's minimum (1000) and only the height is what it was
    assert second.height() == 690 and second.width() < 1366
    second.close()


@pytest.mark.parametrize("saved", ["not base64 at all!", "é", "AAAA"])
def test_a_window_place_that_means_nothing_leaves_the_default_size(
    qtbot: QtBot, tmp_path: Path, saved: str
) -> None:
    storage = Storage(tmp_path)
    (tmp_path / "settings.json").write_text(json.dumps({"window": saved}), encoding="utf-8")
    window = MainWindow(storage)
    qtbot.addWidget(window)
    assert window.size() == window.default_size()  # 1366 x 840, or the screen's free area
    assert window.launcher.notice() == ""  # a place that means nothing is no damaged file
    assert not window.restore_place(saved)
    window.close()
