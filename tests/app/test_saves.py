"""One unfinished match per game: the files (``autosave-<game>.json``, the old ``autosave.json``
adopted), the rule of what starting a match asks (:mod:`atout.play.saves`), the question itself
(Reprendre by default, Escape for Annuler), the window's ways in, and autoplay leaving the
player's files as they were."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from atout.app.launcher.resume_box import answer_of, resume_box
from atout.app.session import Waiting
from atout.app.window import MainWindow
from atout.play.saves import Answer, Step, decide, must_ask
from atout.play.storage import Settings, Storage
from atout.rules import GAMES, DealRng, Match, Player, read_match, write_match
from atout.rules.selfplay import random_action

NAMES = ["Vous", "Léa", "Marc", "Zoé"]
PLAYERS = [
    Player(name, "human" if seat == 0 else "ai", None if seat == 0 else "easy")
    for seat, name in enumerate(NAMES)
]
LEVELS: list[str | None] = [None, "random", "random", "random"]


def left_match(game: str, seed: int = 3, finished_deals: int = 1) -> Match:
    """A match of ``game`` with ``finished_deals`` deals played (random legal actions), then the
    next one dealt: unfinished (the first seed from ``seed`` on whose match is not over by then)."""
    for tried in range(seed, seed + 50):
        match = Match(game, None, PLAYERS, seed=tried)
        rng = DealRng(tried)
        while len(match.results) < finished_deals and not match.is_over:
            deal = match.new_deal()
            while not deal.is_over:
                match.apply(random_action(deal, match.rules, rng))
        if not match.is_over:
            match.new_deal()
            return match
    raise AssertionError("no such seed")


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root``, by relative path, with its bytes."""
    files = sorted(path for path in root.rglob("*") if path.is_file())
    return {str(path.relative_to(root)): path.read_bytes() for path in files}


# -- the files ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_s_match_is_saved_in_its_own_file_named_by_the_log(tmp_path: Path, game: str) -> None:
    storage = Storage(tmp_path)
    match = left_match(game)
    storage.save_match(match)
    path = tmp_path / f"autosave-{game}.json"
    assert read_match(path).game == game
    loaded = storage.load_autosave(game)
    assert loaded.problem is None and loaded.value is not None
    assert [deal.history for deal in loaded.value.deals] == [deal.history for deal in match.deals]
    assert storage.saved_games() == [game]


def test_the_games_matches_are_independent(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    for game in GAMES:
        storage.save_match(left_match(game))
    assert set(storage.saved_games()) == set(GAMES)
    assert set(storage.load_autosaves()) == set(GAMES)
    others = {game: storage.autosave_file(game).read_bytes() for game in GAMES if game != "tarot"}
    kept = storage.put_away_autosave("tarot")
    assert kept is not None and kept.parent == storage.history_dir and kept.name.endswith("-tarot.json")
    assert not storage.autosave_file("tarot").exists()
    assert {game: storage.autosave_file(game).read_bytes() for game in others} == others
    storage.archive(read_match(storage.autosave_file("rough")))  # archiving clears its own game's only
    assert storage.saved_games() == ["carotte"]


def test_a_match_under_the_wrong_game_s_name_is_kept_aside(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    write_match(left_match("rough"), storage.autosave_file("carotte"))
    text = storage.autosave_file("carotte").read_bytes()
    loaded = storage.load_autosave("carotte")
    assert loaded.value is None and loaded.problem is not None and "rough" in loaded.problem
    assert loaded.kept is not None and loaded.kept.read_bytes() == text
    assert storage.saved_games() == []


def test_the_old_single_save_is_renamed_to_its_game_s_file_at_first_start(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage(tmp_path)
    write_match(left_match("rough"), storage.old_autosave_path)
    text = storage.old_autosave_path.read_bytes()
    window = MainWindow(storage)
    qtbot.addWidget(window)
    assert not storage.old_autosave_path.exists()
    assert storage.autosave_file("rough").read_bytes() == text  # renamed, not rewritten
    assert window.launcher.notice() == ""
    window.launcher.select_game("rough")
    saved = window.launcher.saved_match()
    assert saved is not None and saved.game == "rough"
    window.close()


def test_a_damaged_old_save_is_kept_aside_with_a_message(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.old_autosave_path.write_text('{"format": "atout-match", "game": "tarot", "deals": [', "utf-8")
    window = MainWindow(storage)
    qtbot.addWidget(window)
    [kept] = tmp_path.glob("autosave.damaged-*.json")
    assert kept.read_text("utf-8").endswith("[") and not storage.old_autosave_path.exists()
    assert str(kept) in window.launcher.notice()
    assert storage.saved_games() == []
    window.close()


def test_an_old_save_whose_game_has_a_newer_one_is_kept_aside(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    newer = left_match("tarot", seed=8)
    storage.save_match(newer)
    write_match(left_match("tarot", seed=9), storage.old_autosave_path)
    before = storage.autosave_file("tarot").read_bytes()
    old = storage.old_autosave_path.read_bytes()
    found = storage.load_autosaves()
    kept = found[""].kept
    assert kept is not None and kept.name.startswith("autosave.older-") and kept.read_bytes() == old
    assert storage.autosave_file("tarot").read_bytes() == before and found["tarot"].value is not None


# -- the rule ------------------------------------------------------------------------------------------


def test_what_starting_a_match_does() -> None:
    saved = left_match("carotte")
    assert not must_ask(None) and must_ask(saved)
    assert decide(None, None).step is Step.START and not decide(None, None).put_away
    assert decide(saved, Answer.RESUME).step is Step.RESUME and decide(saved, Answer.RESUME).match is saved
    assert decide(saved, Answer.ABANDON).step is Step.START and decide(saved, Answer.ABANDON).put_away
    assert decide(saved, Answer.CANCEL).step is Step.STAY
    assert decide(saved, None).step is Step.STAY  # the question closed unanswered: nothing happens


# -- the question ----------------------------------------------------------------------------------------


def test_the_question_resumes_by_default_and_escape_cancels(qtbot: QtBot) -> None:
    box = resume_box(None, "tarot", "Donne 2 sur 8")
    qtbot.addWidget(box)
    buttons = {button.objectName(): button for button in box.buttons()}
    texts = {name: button.text() for name, button in buttons.items()}
    assert texts == {"resume": "Reprendre", "abandon": "Abandonner", "cancel": "Annuler"}
    assert box.defaultButton() is buttons["resume"]
    assert box.escapeButton() is buttons["cancel"]
    assert "Le Tarot" in box.text() and "Donne 2 sur 8" in box.informativeText()
    assert not any(button.autoDefault() for button in box.buttons())  # Enter is never Abandonner
    box.open()
    qtbot.waitExposed(box)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not box.isVisible() and answer_of(box) is Answer.CANCEL


@pytest.mark.parametrize(("focus", "answer"), [("resume", Answer.RESUME), ("abandon", Answer.RESUME)])
def test_enter_in_the_question_resumes_whatever_has_the_focus(
    qtbot: QtBot, focus: str, answer: Answer
) -> None:
    box = resume_box(None, "carotte", "")
    qtbot.addWidget(box)
    box.open()
    qtbot.waitExposed(box)
    buttons = {button.objectName(): button for button in box.buttons()}
    buttons[focus].setFocus()
    qtbot.keyClick(QApplication.focusWidget() or box, Qt.Key.Key_Return)
    assert not box.isVisible() and answer_of(box) is answer


def test_abandonner_is_one_click(qtbot: QtBot) -> None:
    box = resume_box(None, "rough", "")
    qtbot.addWidget(box)
    box.open()
    qtbot.waitExposed(box)
    abandon = next(button for button in box.buttons() if button.objectName() == "abandon")
    qtbot.mouseClick(abandon, Qt.MouseButton.LeftButton)
    assert answer_of(box) is Answer.ABANDON
    assert box.buttonRole(abandon) is QMessageBox.ButtonRole.DestructiveRole


# -- the window's ways in ----------------------------------------------------------------------------------


@pytest.fixture
def asked() -> list[str]:
    return []


def window_with(qtbot: QtBot, storage: Storage, asked: list[str], answer: Answer) -> MainWindow:
    window = MainWindow(storage)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.set_speed("instant")

    def reply(game: str, saved: Match) -> Answer:
        assert saved.game == game and not saved.is_over
        asked.append(game)
        return answer

    window.ask_saved = reply
    return window


def test_the_launcher_offers_the_chosen_game_s_match_and_follows_the_choice(
    qtbot: QtBot, tmp_path: Path, asked: list[str]
) -> None:
    storage = Storage(tmp_path)
    storage.save_match(left_match("carotte"))
    storage.save_match(left_match("tarot", seed=5))
    window = window_with(qtbot, storage, asked, Answer.CANCEL)
    launcher = window.launcher
    launcher.select_game("carotte")
    assert launcher.resume_frame.isVisible() and "La Carotte" in launcher.resume_title.text()
    launcher.select_game("rough")
    assert not launcher.resume_frame.isVisible() and launcher.saved_match() is None
    launcher.tiles["tarot"].click()  # as the player does
    assert launcher.resume_frame.isVisible() and "Le Tarot" in launcher.resume_title.text()
    saved = launcher.saved_match()
    assert saved is not None and saved.game == "tarot"
    with qtbot.waitSignal(launcher.resume_requested):
        launcher.resume_button.click()
    match = window.session.match
    assert match is not None and match.game == "tarot" and asked == []
    window.close()


def test_jouer_for_a_game_without_a_saved_match_asks_nothing_and_leaves_the_others(
    qtbot: QtBot, tmp_path: Path, asked: list[str]
) -> None:
    storage = Storage(tmp_path)
    storage.save_match(left_match("carotte"))
    before = storage.autosave_file("carotte").read_bytes()
    window = window_with(qtbot, storage, asked, Answer.ABANDON)
    window.launcher.select_game("rough")
    assert window.launcher.start()
    match = window.session.match
    assert asked == [] and match is not None and match.game == "rough"
    assert storage.autosave_file("carotte").read_bytes() == before and storage.history() == []
    window.close()


@pytest.mark.parametrize("answer", list(Answer))
def test_jouer_for_a_game_with_a_saved_match_asks_and_does_what_is_answered(
    qtbot: QtBot, tmp_path: Path, asked: list[str], answer: Answer
) -> None:
    storage = Storage(tmp_path)
    left = left_match("tarot", seed=6)
    storage.save_match(left)
    storage.save_match(left_match("rough"))
    rough = storage.autosave_file("rough").read_bytes()
    window = window_with(qtbot, storage, asked, answer)
    window.launcher.select_game("tarot")
    window.launcher.play_button.click()
    assert asked == ["tarot"]
    match = window.session.match
    if answer is Answer.RESUME:
        assert match is not None and [d.history for d in match.deals] == [d.history for d in left.deals]
        assert window.stack.currentWidget() is window.screen_ and storage.history() == []
    elif answer is Answer.ABANDON:
        assert match is not None and len(match.deals) == 1
        assert match.deals[0].dealt_hands != left.deals[0].dealt_hands
        [kept] = storage.history()  # a deal of it was finished: kept, abandoned
        assert len(read_match(kept).results) == 1
    else:
        assert match is None and window.stack.currentWidget() is window.launcher
        assert read_match(storage.autosave_file("tarot")).deals[-1].history == left.deals[-1].history
    assert storage.autosave_file("rough").read_bytes() == rough  # never touched
    window.close()


def test_enter_in_the_launcher_asks_too(qtbot: QtBot, tmp_path: Path, asked: list[str]) -> None:
    storage = Storage(tmp_path)
    storage.save_match(left_match("carotte"))
    window = window_with(qtbot, storage, asked, Answer.CANCEL)
    window.launcher.select_game("carotte")
    window.launcher.play_button.setFocus()
    qtbot.keyClick(window.launcher.play_button, Qt.Key.Key_Return)
    assert asked == ["carotte"] and window.session.match is None
    window.close()


def test_a_match_abandoned_before_a_deal_ended_is_forgotten(
    qtbot: QtBot, tmp_path: Path, asked: list[str]
) -> None:
    storage = Storage(tmp_path)
    storage.save_match(left_match("rough", finished_deals=0))
    window = window_with(qtbot, storage, asked, Answer.ABANDON)
    window.new_match("rough", None, LEVELS, NAMES)
    assert asked == ["rough"] and storage.history() == []
    match = window.session.match
    assert match is not None and not match.results
    window.close()


def test_leaving_the_table_keeps_the_match_to_resume(qtbot: QtBot, tmp_path: Path, asked: list[str]) -> None:
    storage = Storage(tmp_path)
    window = window_with(qtbot, storage, asked, Answer.CANCEL)
    window.new_match("carotte", None, LEVELS, NAMES)
    qtbot.waitUntil(lambda: window.session.waiting is Waiting.HUMAN, timeout=20_000)
    window.new_action.trigger()  # Ctrl+N
    assert window.stack.currentWidget() is window.launcher
    saved = storage.load_autosave("carotte").value
    assert saved is not None and storage.history() == []
    window.launcher.select_game("carotte")
    assert window.launcher.resume_frame.isVisible()
    window.new_match("tarot", None, LEVELS, NAMES)  # another game: nothing asked, carotte's kept
    assert asked == [] and storage.load_autosave("carotte").value is not None
    window.close()


# -- autoplay and the player's files -----------------------------------------------------------------------


def test_autoplay_leaves_the_player_s_files_as_they_were(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import json
    import tempfile

    from atout.app.main import main

    player = tmp_path / "player"
    storage = Storage(player)
    storage.save_match(left_match("carotte"))
    write_match(left_match("tarot", seed=2), storage.history_dir / "20261130-101000-tarot.json")
    settings = Settings(player_name="Zoé", speed="slow", last_game="carotte", window="AdnQywADAAA=")
    storage.save_settings(settings)
    before = snapshot(player)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setenv("ATOUT_DATA_DIR", str(player))
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    status = main(
        [
            "--autoplay",
            "--game",
            "carotte",
            "--deals",
            "1",
            "--seed",
            "3",
            "--level",
            "random",
            "--speed",
            "instant",
            "--lang",
            "fr",
        ]
    )
    assert status == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["deals_played"] == 1
    assert snapshot(player) == before  # byte for byte
    assert list(temporary.iterdir()) == []  # autoplay's own directory is gone


def test_the_tiles_stay_put_as_the_offer_comes_and_goes(qtbot: QtBot) -> None:
    from atout.app.launcher.screen import Launcher

    launcher = Launcher()
    qtbot.addWidget(launcher)
    launcher.resize(1366, 740)
    launcher.set_saved_matches({"carotte": left_match("carotte"), "tarot": left_match("tarot", seed=5)})
    launcher.show()
    qtbot.waitExposed(launcher)
    tops = set()
    for game in ("carotte", "rough", "tarot", "carotte"):
        launcher.select_game(game)
        QApplication.processEvents()
        assert launcher.resume_frame.isVisible() == (game != "rough")
        tops.add(launcher.tiles["rough"].geometry().top())
    assert len(tops) == 1, tops
