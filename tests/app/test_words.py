"""One name for one thing (issue 30, items 9 and 10): each game's words in one table; a Tarot deal
numbered as the rules count it everywhere (launcher, table, score sheet, end of deal, review,
history), an annulled one "Donne annulée"; the écart called the écart in all three games; the
plurals right at 0, 1 and 2."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from atout.app.games import words as gamewords
from atout.app.games.launcher_texts import game_title
from atout.app.history.screen import HistoryDialog, MatchSheetDialog
from atout.app.launcher.screen import Launcher
from atout.app.review.screen import DealReview
from atout.app.scoresheet import DealSummary, ScoreSheet
from atout.app.session import TableEvent
from atout.app.table import TableWidget
from atout.app.texts import game as texts
from atout.play.records import History
from atout.play.storage import Storage
from atout.rules import GAMES, PASS, DealNumber, DealRng, Match, Player, write_match
from atout.rules.selfplay import random_action

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "desktop" / "atout" / "app"
EN_TS = ROOT / "resources" / "translations" / "atout_en.ts"
PLAYERS = [Player("Vous", "human"), Player("Léa", "ai", "hard"), Player("Marc"), Player("Zoé")]


def tarot_with_an_annulled_deal(*, finished: bool = False) -> Match:
    """A Tarot match in 2 deals: the first annulled (everyone passed), the second played out by
    random players (bids included: if they all pass too, another deal, until one counts), then
    the next deal under way unless ``finished``."""
    match = Match("tarot", {"deals": 2}, PLAYERS, seed=7, first_dealer=0)
    match.new_deal()
    for _ in range(4):
        match.apply(PASS)
    rng = DealRng(7)
    while match.counted_deals < 1:
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
    if finished:
        while not match.is_over:
            deal = match.new_deal()
            while not deal.is_over:
                match.apply(random_action(deal, match.rules, rng))
    else:
        match.new_deal()
    return match


# -- the games' words -------------------------------------------------------------------------------------
def test_every_game_of_the_rules_has_its_words() -> None:
    assert set(gamewords.known_games()) == set(GAMES)
    for game in GAMES:
        words = gamewords.game_words(game)
        assert all(words.__dict__.values()), game
        assert texts.game_name(game) == game_title(game) == words.name


def test_the_articles_before_a_game_s_name() -> None:
    assert gamewords.game_words("rough").of_game == "du Rough"
    assert gamewords.game_words("tarot").of_game == "du Tarot"
    assert gamewords.game_words("tarot").at_game == "au Tarot"
    assert gamewords.game_words("carotte").of_game == "de La Carotte"


def test_the_taker_is_named_as_each_game_names_him() -> None:
    assert texts.role_name("carotte", "declarer") == "Déclarant"
    assert texts.role_name("tarot", "declarer") == "Preneur"
    assert texts.role_name("rough", "declarer") == "Preneur"  # the table said "Déclarant"
    assert gamewords.game_words("tarot").kitty == "le chien"
    assert gamewords.game_words("rough").kitty == "la mise"


def test_an_unknown_game_gets_its_name_and_no_crash() -> None:
    assert gamewords.game_words("tarot5").name == "tarot5"


# -- the écart is the écart ----------------------------------------------------------------------------------
def test_no_french_text_calls_the_ecart_a_defausse() -> None:
    """« Défausse » (a noun: the cards put aside) appears nowhere in the app; « se défausser » (to
    play off-suit) may, in the guide."""
    for path in sorted(APP.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert "Défausse" not in source, path.name
        assert not re.search(r"\b(?:la|une|sa|votre) défausse\b", source), path.name


def test_english_says_discard_only_for_playing_off_suit() -> None:
    """The English names the écart "écart" and its verb "put aside"; "discard" translates only
    « se défausser » (playing off-suit), "taker" both games' « preneur », "annulled" « annulée »,
    and the Tarot's contracts keep their names (Garde, never "Guard")."""
    root = ET.parse(EN_TS).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            source = message.findtext("source", "")
            forms = [form.text or "" for form in translation.iter("numerusform")]
            english = " ".join([translation.text or "", *forms])
            if re.search(r"(?i)\bdiscard", english):
                assert "défausse" in source, f"{name}: {source!r} -> {english!r}"
            assert not re.search(r"(?i)contractor|\bkitty\b|\bdog\b|\bguard|\bvoid\b(?! in)", english), (
                f"{name}: {source!r} -> {english!r}"
            )


def test_the_review_names_the_step_before_the_play_for_what_it_holds(qtbot: QtBot) -> None:
    match = Match("rough", players=PLAYERS, seed=3, first_dealer=0)  # Rough: the taker always has an écart
    rng = DealRng(3)
    while not match.results or match.results[-1].annulled:
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
    review = DealReview(match, len(match.results) - 1)
    qtbot.addWidget(review)
    step = next(m.number for m in review.replay.moments if m.number and m.trick_number == 0)
    review.go(step)
    assert review._where_text().startswith("Enchères et écart")
    headings = [
        review.lines.item(row).text() for row in range(review.lines.count()) if review.row_moment[row] is None
    ]
    assert headings[:2] == ["Enchères", "Écart"]


# -- a Tarot deal is numbered as the rules count it -----------------------------------------------------
def test_the_launcher_numbers_the_deal_under_way_as_the_rules_count(qtbot: QtBot) -> None:
    match = tarot_with_an_annulled_deal()
    assert len(match.deals) >= 3  # annulled, counted, under way
    launcher = Launcher(saved=match)
    qtbot.addWidget(launcher)
    assert launcher.resume_details.text().startswith("Donne 2 sur 2")


def test_the_score_sheet_gives_an_annulled_deal_no_number(qtbot: QtBot) -> None:
    match = tarot_with_an_annulled_deal()
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    model = sheet.model
    header = [model.headerData(row, Qt.Orientation.Vertical) for row in range(len(match.results))]
    tips = [
        model.headerData(row, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
        for row in range(len(match.results))
    ]
    numbers = [match.deal_number(row).number for row in range(len(match.results))]
    assert header == [str(n) if n is not None else "—" for n in numbers]
    assert header[0] == "—" and tips[0] == "Donne annulée"
    assert tips[-1] == "Donne 1 sur 2" and header[-1] == "1"
    assert sheet.goal.text() == "Le Tarot — donnes jouées : 1 sur 2"


def test_the_end_of_deal_panel_titles_the_deal_by_its_number(qtbot: QtBot) -> None:
    match = tarot_with_an_annulled_deal()
    summary = DealSummary()
    qtbot.addWidget(summary)
    last_counted = max(i for i, result in enumerate(match.results) if not result.annulled)
    summary.show_result(match, match.results[0], match.deals[0].observation(0))
    assert summary.title.text() == "Le Tarot — donne annulée"
    summary.show_result(match, match.results[last_counted], match.deals[last_counted].observation(0))
    assert summary.title.text() == "Le Tarot — donne 1 sur 2"


def test_the_review_titles_the_deal_by_its_number(qtbot: QtBot) -> None:
    match = tarot_with_an_annulled_deal()
    annulled = DealReview(match, 0)
    qtbot.addWidget(annulled)
    assert annulled.title.text() == "Le Tarot — donne annulée"
    last_counted = max(i for i, result in enumerate(match.results) if not result.annulled)
    counted = DealReview(match, last_counted)
    qtbot.addWidget(counted)
    assert counted.title.text() == "Le Tarot — donne 1 sur 2"
    assert counted.windowTitle() == "Revoir : Le Tarot — donne 1 sur 2"


def test_the_table_titles_the_deal_by_its_number(qtbot: QtBot) -> None:
    match = Match("tarot", {"deals": 2}, PLAYERS, seed=7, first_dealer=0)
    deal = match.new_deal()
    table = TableWidget()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.begin("tarot", [player.name for player in PLAYERS])
    table.set_speed("instant")
    with qtbot.waitSignal(table.idle, timeout=10_000):
        table.show_event(TableEvent("deal", deal.observation(0), deal_number=match.deal_number(0)))
    assert table.scene.signs.info.title == "Le Tarot — donne 1 sur 2"
    for _ in range(4):
        match.apply(PASS)
    with qtbot.waitSignal(table.idle, timeout=10_000):
        over, number = match.results[0], match.deal_number(0)
        table.show_event(TableEvent("deal_over", deal.observation(0), result=over, deal_number=number))
    assert table.scene.signs.info.title == "Le Tarot — donne annulée"
    deal = match.new_deal()
    with qtbot.waitSignal(table.idle, timeout=10_000):
        table.show_event(TableEvent("deal", deal.observation(0), deal_number=match.deal_number(1)))
    assert table.scene.signs.info.title == "Le Tarot — donne 1 sur 2"  # the annulled one took no number


def test_the_history_s_score_sheet_and_review_number_as_the_rules_count(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    match = tarot_with_an_annulled_deal(finished=True)
    write_match(match, storage.history_dir / "20261120-201000-tarot.json")
    dialog = HistoryDialog(History(storage.history_dir, storage.history_index_path).load(), "tarot")
    qtbot.addWidget(dialog)
    dialog.view.selectRow(0)
    sheet = dialog.open_selected()
    assert isinstance(sheet, MatchSheetDialog)
    model = sheet.sheet.model
    assert model.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) == "Donne annulée"
    last = len(sheet.match.results) - 1
    assert model.headerData(last, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) == "Donne 2 sur 2"
    sheet.sheet.deal_activated.emit(0)
    assert sheet.review is not None and sheet.review.title.text() == "Le Tarot — donne annulée"


# -- the wording glitches of item 9 --------------------------------------------------------------------------
def test_one_deal_is_one_donne_in_the_launcher(qtbot: QtBot) -> None:
    """Not "1 donnes" in the spin box, nor "Partie en 1 donnes" on the tile."""
    launcher = Launcher()
    qtbot.addWidget(launcher)
    spin = launcher.option_widget("tarot", "deals")
    assert isinstance(spin, QSpinBox)
    assert spin.text() == "8 donnes"
    launcher.set_option_values("tarot", {"deals": 1})
    assert spin.text() == "1 donne"
    assert launcher.tiles["tarot"].match_end() == "Partie en 1 donne"
    spin.setValue(2)
    assert spin.text() == "2 donnes"
    assert launcher.tiles["tarot"].match_end() == "Partie en 2 donnes"


def test_no_match_yet_is_0_partie_du_rough(qtbot: QtBot, tmp_path: Path) -> None:
    """Not "0 parties", nor "Pas encore de partie de Le Rough"."""
    storage = Storage(tmp_path)
    dialog = HistoryDialog(History(storage.history_dir, storage.history_index_path).load(), "rough")
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == "0 partie"
    assert dialog.empty.text().startswith("Pas encore de partie du Rough ici.")
    dialog.show_game("carotte")
    assert dialog.empty.text().startswith("Pas encore de partie de La Carotte ici.")


def test_one_match_is_1_partie(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    match = tarot_with_an_annulled_deal(finished=True)
    write_match(match, storage.history_dir / "20261120-201000-tarot.json")
    dialog = HistoryDialog(History(storage.history_dir, storage.history_index_path).load(), "tarot")
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == "1 partie"


def test_the_deal_labels() -> None:
    assert gamewords.deal_label(DealNumber(2, 8)) == "Donne 2 sur 8"
    assert gamewords.deal_label(DealNumber(5)) == "Donne 5"
    assert gamewords.deal_label(DealNumber(None, 8)) == "Donne annulée"
    assert gamewords.deal_heading("rough", DealNumber(3)) == "Le Rough — donne 3"
    assert QCoreApplication.translate("GameWords", "Donne annulée") == "Donne annulée"


def test_each_game_names_and_orders_its_contracts_in_the_history(qapp) -> None:
    from atout.app.games import presenter_for

    assert presenter_for("carotte").contract_label("6") == "Carotte (6 levées)"
    assert presenter_for("carotte").contract_label("4") == "4 levées"
    assert presenter_for("rough").contract_label("85sa") == "85 Sans-Atout"
    assert presenter_for("rough").contract_label("100") == "100 (la partie)"
    assert presenter_for("tarot").contract_label("garde_sans") == "Garde sans le chien"
    tarot = presenter_for("tarot")
    order = sorted(["garde_contre", "prise", "garde"], key=tarot.contract_order)
    assert order == ["prise", "garde", "garde_contre"]
    rough = presenter_for("rough")
    assert sorted(["100", "85sa", "70"], key=rough.contract_order) == ["70", "85sa", "100"]


def test_each_game_names_its_card_shape(qapp) -> None:
    from atout.app.cardart import CardArt, shape_of
    from atout.app.games import CardShape

    assert shape_of("tarot") is CardShape.TAROT and shape_of("rough") is CardShape.FRENCH
    assert shape_of("french") is CardShape.FRENCH  # the faces of every French-suited pack
    assert CardArt("french").draws("carotte") and CardArt("french").draws("rough")
    assert not CardArt("carotte").draws("rough")  # the Rough's 7s and 5s are not in the Carotte's pack
    assert not CardArt("tarot").draws("carotte")
