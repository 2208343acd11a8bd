"""The player's matches and statistics on screen: the window that lists them per game, the score
sheet of one, the review of one of its deals, and the ways in (launcher, menu)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from atout.app.history.screen import HistoryDialog, MatchSheetDialog
from atout.app.window import MainWindow
from atout.play.records import History
from atout.play.saves import Answer
from atout.play.storage import Storage
from atout.rules import DealRng, Match, Player, write_match
from atout.rules.selfplay import random_action

NAMES = ("Vous", "Léa", "Marc", "Zoé")
PLAYERS = [
    Player(name, "human" if seat == 0 else "ai", None if seat == 0 else "hard")
    for seat, name in enumerate(NAMES)
]


def tarot_match(seed: int, deals: int | None = None, players: list[Player] = PLAYERS) -> Match:
    """A match of two Tarot deals played with random legal actions (``deals``: stop after as
    many, the match unfinished)."""
    match = Match("tarot", {"deals": 2}, players, seed=seed)
    rng = DealRng(seed)
    while not match.is_over and (deals is None or len(match.deals) < deals):
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
    return match


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return Storage(tmp_path)


@pytest.fixture
def matches(storage: Storage) -> list[Match]:
    """Two finished Tarot matches and one left after its first deal, oldest first."""
    kept = [tarot_match(1), tarot_match(2), tarot_match(3, deals=1)]
    for day, match in enumerate(kept):
        write_match(match, storage.history_dir / f"202611{20 + day}-201000-tarot.json")
    return kept


@pytest.fixture
def dialog(qtbot: QtBot, storage: Storage, matches: list[Match]) -> HistoryDialog:
    history = History(storage.history_dir, storage.history_index_path).load()
    window = HistoryDialog(history, "tarot")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_matches_are_listed_newest_first_with_their_outcome(
    dialog: HistoryDialog, matches: list[Match]
) -> None:
    model = dialog.model
    assert model.rowCount() == 3
    dates = [model.index(row, 0).data() for row in range(3)]
    assert dates == ["22/11/2026 20:10", "21/11/2026 20:10", "20/11/2026 20:10"]
    assert model.index(0, 4).data() == "Abandonnée"
    for row, match in ((1, matches[1]), (2, matches[0])):
        assert match.winners is not None
        won = 0 in match.winners
        assert model.index(row, 4).data().startswith("Gagnée" if won else "Perdue")
        assert model.index(row, 3).data().replace("\u2212", "-").lstrip("+") == str(match.totals[0])
    assert model.index(0, 1).data() == "Fort"  # the opponents' level as the launcher names it


def test_the_figures_add_up_the_player_s_deals_and_takes(dialog: HistoryDialog, matches: list[Match]) -> None:
    played = [r for m in matches for r in m.results if not r.annulled]
    taken = [r for r in played if r.taker == 0]
    made = [r for r in taken if r.made]
    wins = sum(1 for m in matches if m.winners is not None and 0 in m.winners)
    assert dialog.figures["deals"].value.text() == str(len(played))
    assert dialog.figures["won"].value.text() == f"{wins}\u00a0/\u00a02"
    if taken:
        assert dialog.figures["made"].detail.text() == f"{len(made)} sur {len(taken)}"
    else:
        assert dialog.figures["made"].value.text() == "—"
    assert dialog.summary.text() == "3 parties, dont une abandonnée"


def test_another_game_without_matches_says_where_they_come_from(qtbot: QtBot, dialog: HistoryDialog) -> None:
    qtbot.mouseClick(dialog.game_buttons["rough"], Qt.MouseButton.LeftButton)
    assert dialog.game == "rough"
    assert dialog.view.isHidden() and not dialog.empty.isHidden()
    assert "Rough" in dialog.empty.text()
    assert not dialog.open_button.isEnabled()
    assert dialog.figures["deals"].value.text() == "0"


def test_opening_a_match_shows_its_score_sheet_and_a_deal_s_review(
    qtbot: QtBot, dialog: HistoryDialog, matches: list[Match]
) -> None:
    dialog.view.selectRow(1)
    sheet = dialog.open_selected()
    assert isinstance(sheet, MatchSheetDialog)
    qtbot.waitExposed(sheet)
    assert sheet.match.totals == matches[1].totals
    assert sheet.sheet.model.sheet_match is sheet.match
    sheet.sheet.deal_activated.emit(1)
    review = sheet.review
    assert review is not None and review.index == 1
    assert review.replay.result.scores == matches[1].results[1].scores


def test_a_damaged_log_is_named_under_the_list(qtbot: QtBot, storage: Storage, matches: list[Match]) -> None:
    (storage.history_dir / "20261125-101010-tarot.json").write_text("{ broken")
    window = HistoryDialog(History(storage.history_dir, storage.history_index_path).load(), "tarot")
    qtbot.addWidget(window)
    window.show()
    assert not window.unreadable.isHidden()
    assert "20261125-101010-tarot.json" in window.unreadable.text()
    assert window.model.rowCount() == 3


def test_the_launcher_s_button_and_the_menu_open_the_matches(qtbot: QtBot, storage: Storage) -> None:
    window = MainWindow(storage)
    qtbot.addWidget(window)
    window.show()
    window.launcher.select_game("carotte")
    qtbot.mouseClick(window.launcher.history_button, Qt.MouseButton.LeftButton)
    assert window.history is not None and window.history.game == "carotte"
    window.history.close()
    assert window.history is None
    assert window.history_action.shortcut().toString() == "Ctrl+H"
    window.history_action.trigger()
    assert window.history is not None
    window.close()


def test_a_match_abandoned_after_a_deal_goes_to_the_history(qtbot: QtBot, storage: Storage) -> None:
    left = tarot_match(4, deals=1)
    left.new_deal()
    storage.save_match(left)
    window = MainWindow(storage)
    qtbot.addWidget(window)
    window.show()
    window.ask_saved = lambda game, saved: Answer.ABANDON
    window.new_match("carotte", None, [None, "random", "random", "random"], NAMES)
    assert storage.history() == [] and storage.saved_games() == ["carotte", "tarot"]  # another game's
    window.new_match("tarot", None, [None, "random", "random", "random"], NAMES)
    [kept] = storage.history()
    assert kept.name.endswith("-tarot.json")
    dialog = window.open_history("tarot")
    assert dialog.model.rowCount() == 1 and dialog.model.index(0, 4).data() == "Abandonnée"
    window.close()


# -- playing a deal again ---------------------------------------------------------------------------


def test_a_deal_of_the_history_is_played_again_from_its_review(
    qtbot: QtBot, storage: Storage, matches: list[Match]
) -> None:
    window = MainWindow(storage)
    qtbot.addWidget(window)
    window.show()
    dialog = window.open_history("tarot")
    dialog.view.selectRow(1)  # the second match, finished: nothing to ask
    sheet = dialog.open_selected()
    assert sheet is not None
    review = sheet.open_review(1)
    assert review is not None
    qtbot.mouseClick(review.replay_button, Qt.MouseButton.LeftButton)
    match = window.session.match
    assert match is not None and match is not sheet.match
    source = matches[1].deals[1]
    first = match.deals[0]
    assert first.dealt_hands == source.dealt_hands and first.kitty == source.kitty
    assert first.dealer == source.dealer
    assert [player.name for player in match.players] == list(NAMES)
    assert [player.level for player in match.players] == [None, "hard", "hard", "hard"]
    assert match.options.changed() == {"deals": 2}
    assert window.stack.currentWidget() is window.screen_
    assert window.history is None
    window.close()


@pytest.mark.parametrize("answer", list(Answer))
def test_playing_a_deal_again_asks_what_to_do_with_the_game_s_match_under_way(
    qtbot: QtBot, storage: Storage, answer: Answer
) -> None:
    asked: list[tuple[str, Match]] = []
    under_way = tarot_match(5, deals=1)
    under_way.new_deal()
    storage.save_match(under_way)
    window = MainWindow(storage)
    qtbot.addWidget(window)
    window.show()

    def reply(game: str, saved: Match) -> Answer:
        asked.append((game, saved))
        return answer

    window.ask_saved = reply
    window.launcher.select_game("tarot")
    window.launcher.resume_requested.emit()
    assert window.session.match is not None and not window.session.match.is_over
    review = window.open_review(0)
    assert review is not None
    review.replay_button.click()
    assert len(asked) == 1 and asked[0][0] == "tarot" and len(asked[0][1].deals) == 2
    match = window.session.match
    assert match is not None
    if answer is Answer.ABANDON:
        assert len(match.deals) == 1  # a new match, on the same cards
        assert match.deals[0].dealt_hands == under_way.deals[0].dealt_hands
        [kept] = storage.history()  # the match left is kept, abandoned
        assert kept.name.endswith("-tarot.json")
        assert window.review is None
    else:  # Reprendre: the saved match again; Annuler: nothing changed, the review still open
        assert match.deals[0].dealt_hands == under_way.deals[0].dealt_hands
        assert len(match.deals) == 2 and storage.history() == []
        assert storage.load_autosave("tarot").value is not None
        assert (window.review is None) == (answer is Answer.RESUME)
    window.close()


def test_the_figures_and_the_list_can_be_for_one_level_of_opponents(
    qtbot: QtBot, storage: Storage, matches: list[Match]
) -> None:
    experts = [
        Player(name, "human" if seat == 0 else "ai", None if seat == 0 else "expert")
        for seat, name in enumerate(NAMES)
    ]
    strong = tarot_match(8, players=experts)
    write_match(strong, storage.history_dir / "20261128-101000-tarot.json")
    window = HistoryDialog(History(storage.history_dir, storage.history_index_path).load(), "tarot")
    qtbot.addWidget(window)
    box = window.level_box
    assert [box.itemText(i) for i in range(box.count())] == ["Tous les niveaux", "Fort", "Expert"]
    assert window.model.rowCount() == 4
    box.setCurrentIndex(2)
    assert window.level == "expert" and window.model.rowCount() == 1
    played = sum(1 for result in strong.results if not result.annulled)
    assert window.figures["deals"].value.text() == str(played)
    window.show_game("rough")  # no Expert match there: every level again
    assert window.level is None and window.level_box.count() == 1
