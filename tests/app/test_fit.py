"""Nothing cut off: the score sheet shows every header and cell whole (at 1366 x 768 and up in
full, below that with its contracts in their compact form), the side panel is as wide as the
sheet needs and remembers a width the player gave it, the window fits the screen's free area.

Each text is measured with the font it is drawn in, against the room its cell or header gives
it, in French and in English, offscreen at 1024 x 700, 1366 x 768 and 1920 x 1080."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QStyle, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from atout.app.i18n import install_translators, remove_translators
from atout.app.scoresheet import ScoreSheet
from atout.app.texts.sheet import compact_contract
from atout.app.window import MainWindow
from atout.play.storage import Settings, Storage
from atout.rules import DealRng, Match, Player
from atout.rules.actions import CarotteBid, Contract, RoughBid, TarotBid
from atout.rules.cards import Suit
from atout.rules.selfplay import random_action

SIZES = [(1024, 700), (1366, 768), (1920, 1080)]
GAMES = ["carotte", "rough", "tarot"]


@pytest.fixture(params=["fr", "en"])
def lang(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_translators(qapp, request.param)
    yield request.param
    remove_translators(qapp)


def played_match(game: str, lang: str, deals: int = 8) -> Match:
    """A match of ``game`` with ``deals`` finished deals (random play), not over."""
    names = ["Vous", "Léa", "Marc", "Zoé"] if lang == "fr" else ["You", "Lea", "Mark", "Zoe"]
    players = [Player(name, "human" if seat == 0 else "ai") for seat, name in enumerate(names)]
    options = {"deals": 12} if game == "tarot" else {"target": 300} if game == "carotte" else {"target": 2000}
    for seed in range(1, 60):
        match = Match(game, options, players, seed=seed, first_dealer=0)
        rng = DealRng(seed)
        while len(match.results) < deals and not match.is_over:
            deal = match.new_deal()
            while not deal.is_over:
                match.apply(random_action(deal, match.rules, rng))
        if not match.is_over:
            return match
    raise AssertionError("no match left unfinished")


def window_at(qtbot: QtBot, tmp_path: Path, size: tuple[int, int], match: Match) -> MainWindow:
    window = MainWindow(Storage(tmp_path))
    qtbot.addWidget(window)
    window.resize(*size)
    window.screen_.table.begin(match.game, [player.name for player in match.players])
    window.stack.setCurrentWidget(window.screen_)
    window.screen_.scores.set_match(match)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)  # the side is fitted once the sheet has told its needs
    return window


def cut_cells(sheet: ScoreSheet) -> list[str]:
    """The cells and headers of the sheet whose text does not fit its room."""
    view, model = sheet.view, sheet.model
    header = view.horizontalHeader()
    delegate = view.itemDelegate()
    style = view.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    cut: list[str] = []
    for column in range(model.columnCount()):
        if view.isColumnHidden(column):
            continue
        head_font = QFont(header.font())
        head_font.setBold(True)
        head = str(model.headerData(column, Qt.Orientation.Horizontal))
        widest = max(QFontMetrics(head_font).horizontalAdvance(line) for line in head.split("\n"))
        if widest + 2 * 5 > header.sectionSize(column):  # the style sheet's padding: 5px a side
            cut.append(f"header {head!r}")
        for row in range(model.rowCount()):
            index = model.index(row, column)
            option = QStyleOptionViewItem()
            option.initFrom(view)
            option.font = view.font()
            delegate.initStyleOption(option, index)
            option.rect = view.visualRect(index)
            room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view).width()
            width = QFontMetrics(option.font).horizontalAdvance(option.text)
            if width > room - 2 * margin:
                cut.append(f"cell {option.text!r} ({width} > {room - 2 * margin})")
    return cut


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_every_header_and_cell_of_the_sheet_shows_whole(
    qtbot: QtBot, tmp_path: Path, lang: str, game: str, size: tuple[int, int]
) -> None:
    window = window_at(qtbot, tmp_path, size, played_match(game, lang))
    sheet = window.screen_.scores
    assert not sheet.view.horizontalScrollBar().isVisible()
    assert cut_cells(sheet) == []
    if size[0] >= 1366:
        assert sheet.form == ScoreSheet.FULL  # the contracts in full, the dealer shown
        assert sheet.model.compact is False
    else:  # only the contract may shorten, to its compact form
        assert sheet.form in (ScoreSheet.FULL, ScoreSheet.COMPACT, ScoreSheet.NARROW)
    table = window.screen_.table
    assert table.width() >= 0.55 * size[0]  # the table keeps most of the width
    window.close()


@pytest.mark.parametrize("game", GAMES)
def test_at_1024_by_700_the_sheet_shows_its_last_deals_beside_the_summary(
    qtbot: QtBot, tmp_path: Path, game: str
) -> None:
    match = played_match(game, "fr")
    window = window_at(qtbot, tmp_path, (1024, 700), match)
    screen = window.screen_
    deal = match.deals[-1]
    screen.summary.show_result(match, deal.result(), deal.observation(0))
    screen.summary.show()
    qtbot.wait(20)
    view = screen.scores.view
    model = screen.scores.model
    rows = sum(
        1
        for row in range(model.rowCount())
        if view.visualRect(model.index(row, 1)).top() >= 0
        and view.visualRect(model.index(row, 1)).bottom() <= view.viewport().height()
    )
    assert rows >= ScoreSheet.MIN_ROWS  # deals, not only the header and the totals
    # the summary lies on the table with the room its words need
    summary = screen.summary
    assert summary.height() >= summary.heightForWidth(summary.width())
    assert screen.table.geometry().contains(summary.geometry())
    window.close()


def shown_sheet(qtbot: QtBot, match: Match) -> ScoreSheet:
    """A score sheet of ``match``, shown on its own."""
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    sheet.show()
    qtbot.waitExposed(sheet)
    return sheet


def test_compact_contracts_are_designed_forms() -> None:
    assert compact_contract(Contract.GARDE_SANS) == "G. sans"
    assert compact_contract(TarotBid(Contract.GARDE_CONTRE)) == "G. contre"
    assert compact_contract(Contract.PRISE) == "Prise"
    assert compact_contract(RoughBid(85), sans_atout=True) == "85SA"
    assert compact_contract(CarotteBid(5, Suit.HEARTS)) == "5♥"
    assert compact_contract(Contract.GARDE) == "Garde"


def test_a_narrow_sheet_says_its_contracts_compact_and_their_full_text_in_the_tooltip(qtbot: QtBot) -> None:
    match = played_match("tarot", "fr")
    sheet = shown_sheet(qtbot, match)
    sheet.resize(sheet.needed_width(ScoreSheet.COMPACT), 500)
    qtbot.waitUntil(lambda: sheet.form == ScoreSheet.COMPACT, timeout=1000)
    assert cut_cells(sheet) == []
    model = sheet.model
    for row, result in enumerate(match.results):
        if result.annulled:
            continue
        tip = str(model.data(model.index(row, 1), Qt.ItemDataRole.ToolTipRole))
        assert "Contrat : " in tip  # the whole contract, in words
    sheet.resize(sheet.needed_width(ScoreSheet.FULL), 500)
    qtbot.waitUntil(lambda: sheet.form == ScoreSheet.FULL, timeout=1000)
    assert cut_cells(sheet) == []


def test_the_side_width_the_player_gives_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    match = played_match("tarot", "fr")
    window = window_at(qtbot, tmp_path, (1366, 768), match)
    splitter = window.screen_.splitter
    fitted = splitter.sizes()[1]
    wider = fitted + 60
    total = sum(splitter.sizes())
    splitter.setSizes([total - wider, wider])
    splitter.splitterMoved.emit(total - wider, 1)  # as a drag of the handle says it
    window.close()
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["side_width"] == wider
    again = window_at(qtbot, tmp_path, (1366, 768), match)
    assert again.screen_.splitter.sizes()[1] == wider
    again.close()


def test_a_side_width_never_goes_below_the_sheets_narrowest_form(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_settings(Settings(side_width=50))
    match = played_match("tarot", "fr")
    window = window_at(qtbot, tmp_path, (1366, 768), match)
    assert cut_cells(window.screen_.scores) == []
    window.close()


def test_settings_keep_the_side_width_and_refuse_nonsense() -> None:
    assert Settings.from_json(Settings(side_width=480).to_json()).side_width == 480
    assert Settings.from_json({"side_width": "wide"}).side_width == 0
    assert Settings.from_json({"side_width": -3}).side_width == 0
    assert Settings.from_json({}).side_width == 0


def test_the_default_size_fits_the_screens_free_area(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    free = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(MainWindow, "_free_area", lambda self: free)
    window = MainWindow(Storage(tmp_path))
    qtbot.addWidget(window)
    assert window.height() + MainWindow.FRAME_ROOM.height() <= 768
    assert window.width() + MainWindow.FRAME_ROOM.width() <= 1366
    big = QRect(0, 0, 1920, 1200)
    monkeypatch.setattr(MainWindow, "_free_area", lambda self: big)
    roomy = MainWindow(Storage(tmp_path / "other"))
    qtbot.addWidget(roomy)
    assert roomy.size() == QSize(1366, 840)


def test_a_saved_place_that_no_longer_fits_is_brought_inside(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(Storage(tmp_path))
    qtbot.addWidget(window)
    small = QRect(0, 0, 1100, 700)
    monkeypatch.setattr(MainWindow, "_free_area", lambda self: small)
    window.resize(1300, 900)
    window.move(500, 400)
    window.keep_on_screen()
    assert window.width() + MainWindow.FRAME_ROOM.width() <= 1100
    assert window.height() + MainWindow.FRAME_ROOM.height() <= 700
    frame = window.frameGeometry()
    assert frame.left() >= 0 and frame.top() >= 0
    assert frame.left() + window.width() <= 1100 and frame.top() + window.height() <= 700


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_sans_atout_question_shows_its_buttons_whole(
    qtbot: QtBot, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    window = window_at(qtbot, tmp_path, size, played_match("rough", lang))
    panel = window.screen_.announcements
    panel.ask_sans_atout()
    panel.show()
    qtbot.wait(20)
    for button in (panel.no_button, panel.yes_button):
        words = button.text().replace("&", "")
        assert words
        # the style sheet's padding: 12 px a side
        assert QFontMetrics(button.font()).horizontalAdvance(words) + 2 * 12 <= button.width(), words
        assert window.screen_.side.rect().contains(
            button.mapTo(window.screen_.side, button.rect().bottomRight())
        )
    window.close()


def test_the_first_message_does_not_push_the_table_up(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_at(qtbot, tmp_path, (1366, 768), played_match("carotte", "fr"))
    table = window.screen_.table
    before = table.geometry()
    window.screen_.messages.show_notice("Un message")
    qtbot.wait(20)
    assert table.geometry() == before
    window.screen_.messages.show_refusal("On ne joue pas cette carte.")
    qtbot.wait(20)
    assert table.geometry() == before
    window.screen_.messages.clear()
    qtbot.wait(20)
    assert table.geometry() == before
    window.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_summary_of_a_full_tarot_deal_lies_whole_on_the_table(
    qtbot: QtBot, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    """Chien, écart, the arithmetic: the tallest summary. Its card faces keep their height (no
    blank slivers), its lines do not overlap, it stays inside the table."""
    names = ["Vous", "Léa", "Marc", "Zoé"]
    players = [Player(name, "human" if seat == 0 else "ai") for seat, name in enumerate(names)]
    match = Match("tarot", {"deals": 12}, players, seed=2, first_dealer=0)
    rng = DealRng(2)
    deal = match.new_deal()
    while not deal.is_over:
        match.apply(random_action(deal, match.rules, rng))
    result = match.results[-1]
    assert result.kitty and result.ecart
    window = window_at(qtbot, tmp_path, size, match)
    screen = window.screen_
    screen.summary.show_result(match, result, deal.observation(0))
    screen.summary.show()
    qtbot.wait(20)
    summary = screen.summary
    assert summary.height() >= summary.heightForWidth(summary.width())
    assert screen.table.geometry().contains(summary.geometry())
    faces = [label for label in summary.findChildren(QLabel) if not label.pixmap().isNull()]
    assert len(faces) == 12
    for face in faces:
        assert face.height() >= face.pixmap().deviceIndependentSize().height() - 1
    shown = [label for label in summary.findChildren(QLabel) if label.isVisibleTo(summary) and label.text()]
    for label in shown:  # each line has the height its words need at its width
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
    window.close()


@pytest.mark.parametrize("game", ("carotte", "tarot"))
def test_a_sheet_between_two_forms_settles_on_the_narrower_and_stays(qtbot: QtBot, game: str) -> None:
    """Once the narrow form hides the dealer column, the wider forms are still measured by its
    whole header («Donneur»), not by its cells alone: fitting again keeps the narrow form, where
    the forms used to take turns and leave the header cut to the cells' width."""
    match = played_match(game, "fr")
    sheet = shown_sheet(qtbot, match)
    full, narrow = sheet.needed_width(ScoreSheet.FULL), sheet.needed_width(ScoreSheet.NARROW)
    compact = sheet.needed_width(ScoreSheet.COMPACT)
    assert narrow < compact <= full
    sheet.resize(compact - 1, 500)
    qtbot.waitUntil(lambda: sheet.form == ScoreSheet.NARROW, timeout=1000)
    assert sheet.needed_width(ScoreSheet.FULL) == full  # the hidden column measured whole
    for _ in range(3):
        sheet._fit()
        assert sheet.form == ScoreSheet.NARROW
    assert cut_cells(sheet) == []


def test_the_sheet_measures_its_cells_once_for_each_form_and_content(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Measuring every cell is most of a fit's cost (it made the window stall at each deal's
    end): a fit again on the same deals measures nothing, a new deal measures each form once."""
    match = played_match("tarot", "fr")
    sheet = shown_sheet(qtbot, match)
    measured: list[int] = []
    measure = ScoreSheet._measure
    monkeypatch.setattr(
        ScoreSheet, "_measure", lambda self, form: measured.append(form) or measure(self, form)
    )
    sheet.resize(sheet.needed_width(ScoreSheet.COMPACT), 500)
    for _ in range(3):
        sheet._fit()
    assert measured == []
    sheet.model.refresh()  # a deal more (here the same deals, told again)
    assert sorted(measured) == [ScoreSheet.FULL, ScoreSheet.COMPACT, ScoreSheet.NARROW]


@pytest.mark.parametrize("game", ("carotte", "rough", "tarot"))
def test_the_cells_are_measured_as_the_view_measures_them_and_each_deal_s_once(
    qtbot: QtBot, game: str
) -> None:
    """A column's cells are as wide as the view's own ``sizeHintForColumn`` says, in each form;
    a finished deal's cells are measured once for the match, so a new deal measures its own row
    and the totals only (the sheet measured every cell again at each deal, a stall at its end)."""
    match = played_match(game, "fr", deals=6)
    sheet = shown_sheet(qtbot, match)
    model, view = sheet.model, sheet.view

    def by_the_view() -> list[int]:
        return [view.sizeHintForColumn(column) for column in range(model.columnCount())]

    def by_the_sheet() -> list[int]:
        return [sheet._cells_width(column) for column in range(model.columnCount())]

    asked: list[tuple[int, int]] = []
    measure = view.sizeHintForIndex

    def counted(index: QModelIndex) -> QSize:
        asked.append((index.row(), index.column()))
        return measure(index)

    view.sizeHintForIndex = counted  # type: ignore[method-assign]
    for compact in (False, True):
        model.compact = compact
        assert by_the_sheet() == by_the_view()
    deal = match.new_deal()
    rng = DealRng(99)
    while not deal.is_over:
        match.apply(random_action(deal, match.rules, rng))
    model.compact = False
    asked.clear()
    model.refresh()  # the sheet fits itself again: every form measured
    widths = by_the_sheet()
    new_row = len(match.results) - 1
    assert widths == by_the_view()
    assert {row for row, _ in asked} == set(range(new_row, model.rowCount()))  # the deal, the totals
    asked.clear()
    assert by_the_sheet() == widths and {row for row, _ in asked} == set(range(new_row + 1, model.rowCount()))
