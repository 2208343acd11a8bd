"""The score sheet model (checked by pytest-qt's model tester over random matches of each game),
its totals, and the end-of-deal summary."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from atout.app.games import tarot_formula
from atout.app.scoresheet import CHIPS_ROLE, SCORE_ROLE, DealSummary, ScoreModel, ScoreSheet
from atout.app.texts import game as texts
from atout.rules import PASS, DealRng, Match, Player
from atout.rules.outcome import TarotCount, TarotTerms
from atout.rules.selfplay import random_action

NAMES = ["Vous", "Léa", "Marc", "Jeanne"]
PLAYERS = [Player(name, "human" if seat == 0 else "ai") for seat, name in enumerate(NAMES)]


def play_deals(match: Match, rng: DealRng, count: int) -> None:
    """Play ``count`` more deals (or up to the end of the match) with random legal actions."""
    for _ in range(count):
        if match.is_over:
            return
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))


def totals_of(model: ScoreModel) -> list[int]:
    row = model.rowCount() - (
        2 if model.sheet_match is not None and model.sheet_match.rules.uses_chips else 1
    )
    assert model.is_totals_row(row)
    out = [0, 0, 0, 0]
    for column in range(model.columnCount()):
        if model.column_kind(column) == "points":
            for seat in model.column_seats(column):
                out[seat] = model.data(model.index(row, column), SCORE_ROLE)
    return out


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_score_model_passes_the_model_tester_over_random_matches(
    qtmodeltester, game: str, seed: int
) -> None:
    options = {"deals": 5} if game == "tarot" else {"target": 12} if game == "carotte" else None
    match = Match(game, options, PLAYERS, seed=seed, first_dealer=seed % 4)
    rng = DealRng(seed)
    play_deals(match, rng, 2)
    model = ScoreModel()
    model.set_match(match)
    qtmodeltester.check(model, force_py=True)  # and it watches every change that follows
    while not match.is_over and len(match.results) < 40:
        play_deals(match, rng, 1)
        model.refresh()
        rows = len(match.results) + (2 if game == "carotte" else 1)
        assert model.rowCount() == rows
        assert totals_of(model) == match.totals
    model.set_match(match)  # a reset, watched too
    if game == "carotte":
        chips_row = model.rowCount() - 1
        chips = [model.data(model.index(chips_row, c), CHIPS_ROLE) for c in range(2, 6)]
        assert chips == match.chips
    for row, result in enumerate(match.results):
        scores = {}
        for column in range(model.columnCount()):
            if model.column_kind(column) == "points":
                for seat in model.column_seats(column):
                    scores[seat] = model.data(model.index(row, column), SCORE_ROLE)
        assert [scores[seat] for seat in range(4)] == list(result.scores)


def test_an_empty_score_model_passes_the_model_tester(qtmodeltester) -> None:
    model = ScoreModel()
    qtmodeltester.check(model, force_py=True)
    assert model.rowCount() == 0 and model.columnCount() == 0


def test_headers_alignment_colours_and_tooltips(qapp) -> None:
    match = Match("tarot", {"deals": 3}, PLAYERS, seed=4, first_dealer=0)
    play_deals(match, DealRng(4), 6)
    model = ScoreModel()
    model.set_match(match)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Donneur", "Contrat", *NAMES]
    assert model.headerData(0, Qt.Orientation.Vertical) == "1"
    totals = model.rowCount() - 1
    assert model.headerData(totals, Qt.Orientation.Vertical) == ""  # named in the contract column
    assert model.data(model.index(totals, 1)) in ("Total", "Total, partie terminée")
    points = model.index(0, 2)
    assert model.data(points, Qt.ItemDataRole.TextAlignmentRole) == int(
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    )
    negatives = 0
    for row in range(len(match.results)):
        for column in range(2, 6):
            index = model.index(row, column)
            value = model.data(index, SCORE_ROLE)
            brush = model.data(index, Qt.ItemDataRole.ForegroundRole)
            if value is not None and value < 0:
                negatives += 1
                assert isinstance(brush, QBrush) and brush.color().red() > brush.color().green()
                assert model.data(index, Qt.ItemDataRole.DisplayRole).startswith(texts.MINUS)
        tip = model.data(model.index(row, 1), Qt.ItemDataRole.ToolTipRole)
        assert tip.startswith(f"Donne {row + 1}")
    assert negatives > 0
    assert model.data(model.index(0, 0), Qt.ItemDataRole.DisplayRole) == NAMES[match.deals[0].dealer]
    assert model.data(QModelIndex(), Qt.ItemDataRole.DisplayRole) is None


def test_rough_is_scored_by_teams(qapp) -> None:
    match = Match("rough", None, PLAYERS, seed=8, first_dealer=0)
    play_deals(match, DealRng(8), 3)
    model = ScoreModel()
    model.set_match(match)
    assert model.columnCount() == 4
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Vous\nMarc"
    assert model.column_seats(3) == (1, 3)
    assert totals_of(model) == match.totals


def test_annulled_deals_are_shown_as_such(qapp) -> None:
    match = Match("carotte", None, PLAYERS, seed=5, first_dealer=0)
    play_deals(match, DealRng(5), 1)
    match.new_deal()
    for _ in range(4):
        match.apply(PASS)
    play_deals(match, DealRng(6), 1)
    model = ScoreModel()
    model.set_match(match)
    assert match.results[1].annulled
    assert model.data(model.index(1, 1), Qt.ItemDataRole.DisplayRole) == "Annulée : tous passent"
    assert model.data(model.index(1, 2), Qt.ItemDataRole.DisplayRole) == "—"
    assert model.data(model.index(1, 2), SCORE_ROLE) == 0


def test_carotte_chips_show_in_the_player_columns_and_their_own_totals_row(qapp) -> None:
    for seed in range(80):
        match = Match("carotte", None, PLAYERS, seed=seed, first_dealer=0)
        play_deals(match, DealRng(seed), 6)
        rows = [row for row, result in enumerate(match.results) if result.chips and any(result.chips)]
        if rows:
            break
    model = ScoreModel()
    model.set_match(match)
    row = rows[0]
    chips = match.results[row].chips
    assert chips is not None
    texts_shown = [model.data(model.index(row, c), Qt.ItemDataRole.DisplayRole) for c in range(2, 6)]
    assert texts_shown == [f"{texts.signed(value)} ◉" for value in chips]
    assert model.data(model.index(model.rowCount() - 1, 1)) == "Jetons"


def test_the_sheet_widget(qtbot: QtBot) -> None:
    match = Match("carotte", None, PLAYERS, seed=2, first_dealer=0)
    play_deals(match, DealRng(2), 3)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    sheet.resize(sheet.sizeHint())
    sheet.show()
    qtbot.waitExposed(sheet)
    assert sheet.view.model() is sheet.model
    assert "25 points" in sheet.goal.text()
    play_deals(match, DealRng(3), 1)
    sheet.refresh()
    assert sheet.model.rowCount() == len(match.results) + 2


def test_the_tarot_sheet_counts_the_deals_played_not_annulled_ones(qtbot: QtBot) -> None:
    match = Match("tarot", None, PLAYERS, seed=2, first_dealer=0)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    assert sheet.goal.text() == "Le Tarot — donnes jouées : 0 sur 8"
    play_deals(match, DealRng(2), 3)
    sheet.refresh()
    played = sum(1 for result in match.results if not result.annulled)
    assert sheet.goal.text() == f"Le Tarot — donnes jouées : {played} sur 8"


def _summary_for(game: str, want, seeds: range = range(200)):
    for seed in seeds:
        match = Match(game, None, PLAYERS, seed=seed, first_dealer=0)
        rng = DealRng(seed)
        for _ in range(12):
            if match.is_over:
                break
            deal = match.new_deal()
            while not deal.is_over:
                match.apply(random_action(deal, match.rules, rng))
            if want(match.results[-1]):
                return match, deal
    raise AssertionError("no such deal")


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_the_deal_summary_reveals_the_ecart_and_goes_on(qtbot: QtBot, game: str) -> None:
    match, deal = _summary_for(game, lambda r: not r.annulled and bool(r.ecart))
    result = match.results[-1]
    summary = DealSummary()
    qtbot.addWidget(summary)
    summary.show()
    qtbot.waitExposed(summary)
    summary.activateWindow()
    qtbot.waitUntil(summary.isActiveWindow, timeout=2000)
    summary.show_result(result, deal.observation(0), NAMES, deal_number=len(match.deals), totals=match.totals)
    facts = dict(summary.facts)
    assert facts["Écart"] == texts.cards_text(result.ecart)
    assert "Contrat" in facts
    if game == "tarot":
        assert facts["Chien"] == texts.cards_text(result.kitty)
        assert len(result.kitty) == 6
        assert facts["Calcul"].startswith("T = ")
        assert isinstance(result.count, TarotCount)
        assert f"= {texts.number(result.count.terms.amount)}" in facts["Calcul"]
        assert "nécessaires" in facts["Points"]
    if game == "carotte":
        assert "demandés" in facts["Plis"]
    if game == "rough":
        assert "Points" in facts
    assert summary.continue_button.hasFocus()
    with qtbot.waitSignal(summary.next_deal, timeout=1000):
        qtbot.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(summary.next_deal, timeout=1000):
        QTest.keyClick(summary.continue_button, Qt.Key.Key_Return)


def test_an_annulled_deal_summary(qtbot: QtBot) -> None:
    match = Match("carotte", None, PLAYERS, seed=5, first_dealer=0)
    deal = match.new_deal()
    for _ in range(4):
        match.apply(PASS)
    summary = DealSummary()
    qtbot.addWidget(summary)
    summary.show_result(match.results[-1], deal.observation(0), NAMES)
    assert summary.verdict.text() == "Annulée : tous passent"
    assert summary.facts == []


def test_the_tarot_arithmetic_of_the_fft_example(qapp) -> None:
    # FFT rulebook p. 9: Garde, 2 bouts, 49 points, petit au bout to the taker, simple poignée.
    terms = TarotTerms(
        difference=8, made=True, petit_au_bout=1, multiplier=2, poignees=20, chelem=0, amount=106
    )
    text = tarot_formula(terms)
    assert text.splitlines()[0] == "T = ((25 + 8) + 10) × 2 + 20 = 106"
    assert "+318" in text and "−106" in text
    lost = TarotTerms(
        difference=7, made=False, petit_au_bout=1, multiplier=1, poignees=20, chelem=0, amount=-42
    )
    assert lost.computed() == lost.amount
    assert tarot_formula(lost).splitlines()[0] == "T = (−(25 + 7) + 10) × 1 − 20 = −42"


def test_the_summary_takes_a_match_and_finds_names_number_and_totals(qtbot: QtBot) -> None:
    match, deal = _summary_for("rough", lambda r: not r.annulled)
    summary = DealSummary()
    qtbot.addWidget(summary)
    summary.show_result(match, deal.result(), deal.observation(0))
    assert summary.title.text() == f"Le Rough — donne {len(match.deals)}"
    assert summary.verdict.text().startswith(NAMES[deal.declarer])
    heads = [label.text() for label in summary.findChildren(QLabel, "scoreHead")]
    assert heads[-1] == "Total"


def test_a_summary_filled_while_hidden_gets_its_whole_height_once_shown(qtbot: QtBot) -> None:
    """The window fills the summary while it is hidden, then shows it: the side's layout must
    learn its new height, or the faces of the chien come out squashed to a strip."""
    side = QWidget()
    column = QVBoxLayout(side)
    summary = DealSummary(side)
    column.addWidget(summary)
    column.addStretch(1)
    qtbot.addWidget(side)
    summary.hide()
    side.resize(390, 1000)
    side.show()
    qtbot.waitExposed(side)
    match = Match("tarot", None, PLAYERS, seed=5, first_dealer=0)
    rng = DealRng(5)
    while not match.results or match.results[-1].annulled:
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
    summary.show_result(match, match.results[-1], match.deals[-1].observation(0))
    summary.show()
    qtbot.waitUntil(lambda: summary.height() >= summary.heightForWidth(summary.width()), timeout=2_000)
    faces = [label for label in summary.findChildren(QLabel) if not label.pixmap().isNull()]
    assert len(faces) >= 6  # the chien's six faces, at least
    for face in faces:
        assert face.height() >= face.pixmap().deviceIndependentSize().height() - 1
