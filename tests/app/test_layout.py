"""Every screen, at 1024x700, 1366x768 and 1920x1080, in French and English: nothing cut off,
nothing overlapping, no scroll bar from 1366x768 up (issue 30, item 8).

Each screen is reached by resuming a prepared match log (tests/fixtures/layout/, made by
tools/fixtures/make_layout_logs.py), cut at the moment it shows: the bidding, the écart, an
announcement, the play (and the last trick shown again), the end of a deal, the end of a match
(its score sheet full), then the review of a deal, the history, the help, and the launcher. On
each, :mod:`layoutcheck` measures every visible text against its room with the metrics of a
fixed font (DejaVu Sans, installed by packaging/setup.sh), and looks for overlaps and scroll
bars. The problems known today are in :mod:`layoutcheck.known`: a new one fails, and so does a
known one that is gone. The screenshots and a contact sheet go to build/layout/: of one run
(1366x768, French) by default, which paints every screen; of every run with
ATOUT_LAYOUT_SHOTS=all (a picture is a third of a run's time, and the checks need none).

One window per size and language, the table at the instant speed: no animation, no waiting.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from layoutcheck.known import KNOWN, Known, sort_out
from layoutcheck.problem import Problem
from layoutcheck.scene import check_scene, overlap_problems, scene_text_problems
from layoutcheck.sheet import OUT, contact_sheet, save_shot, thumbnail, wait_shots
from layoutcheck.widgets import check_widgets, scroll_problems, text_problems
from PySide6.QtCore import QLocale, QPoint, QRectF, QStringListModel, Qt
from PySide6.QtGui import QFont, QFontInfo, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from atout.app import i18n
from atout.app.session import Waiting
from atout.app.table.items import ROLE, Banner, Plate
from atout.app.window import MainWindow
from atout.play.storage import Storage
from atout.rules import Pass, read_match

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "layout"
GAMES = ("carotte", "rough", "tarot")
SIZES = {"1024x700": (1024, 700), "1366x768": (1366, 768), "1920x1080": (1920, 1080)}
LANGUAGES = ("fr", "en")
#: The font of every measure (fonts-dejavu-core), at a usual desktop size.
FONT_FAMILY, FONT_POINTS = "DejaVu Sans", 10

#: The run whose screens are pictured by default (every run with ``ATOUT_LAYOUT_SHOTS=all``).
PICTURED = ("1366x768", "fr")

#: What each run found: (size, language) -> [(screen, problems, picture or None)].
RESULTS: dict[tuple[str, str], list[tuple[str, list[Problem], QPixmap | None]]] = {}


def pictured(size: str, language: str) -> bool:
    """Whether the run of ``size`` and ``language`` keeps pictures of its screens."""
    return os.environ.get("ATOUT_LAYOUT_SHOTS") == "all" or (size, language) == PICTURED


@pytest.fixture(scope="module")
def fixed_font(qapp: QApplication) -> Iterator[None]:
    """The same font on every machine, for the whole module (the application's is put back)."""
    before = QFont(qapp.font())
    font = QFont(FONT_FAMILY)
    font.setPointSize(FONT_POINTS)
    if QFontInfo(font).family() != FONT_FAMILY:
        pytest.fail(f"no {FONT_FAMILY} here: install fonts-dejavu-core (bash packaging/setup.sh test)")
    qapp.setFont(font)
    yield
    qapp.setFont(before)


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    lang = request.param
    locale = QLocale()
    i18n.install_translators(qapp, lang)
    yield lang
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


class Run:
    """One window of one size and language, led from screen to screen."""

    def __init__(self, qtbot: QtBot, data: Path, size: str, language: str) -> None:
        self.qtbot = qtbot
        self.size, self.language = size, language
        self.width, self.height = SIZES[size]
        self.large = self.width >= 1366
        self.window = MainWindow(Storage(data))
        qtbot.addWidget(self.window)
        self.window.show()
        self.window.resize(self.width, self.height)
        self.window.set_speed("instant")
        # nothing is painted but the pictures (grab paints all the same): a paint of the whole
        # window at each turn of the event loop is most of the time such a test takes
        self.window.setUpdatesEnabled(False)
        self.pictured = pictured(size, language)
        self.found: list[tuple[str, list[Problem], QPixmap | None]] = []

    # -- getting there -------------------------------------------------------------------------
    def resume(self, name: str) -> None:
        """Resume the log ``name`` as the player does: it is the match left unfinished, the
        launcher offers it, he clicks "Reprendre"."""
        window = self.window
        match = read_match(FIXTURES / f"{name}.json")
        window.storage.save_match(match)
        window.show_launcher()
        window.launcher.select_game(match.game)  # the launcher offers the match of its game
        assert window.launcher.resume_button.isVisible(), name
        self.qtbot.mouseClick(window.launcher.resume_button, Qt.MouseButton.LeftButton)
        self.settle(lambda: window.session.waiting is Waiting.HUMAN)

    def settle(self, ready: Callable[[], bool]) -> None:
        """Turn the event loop until ``ready()`` and the table is still (no timer to wait for at
        the instant speed: the bots are not asked, every log stops at the player's turn)."""
        table = self.window.screen_.table
        for _ in range(2000):
            QApplication.processEvents()
            if ready() and not table.busy:
                break
        else:
            raise AssertionError(f"the window did not settle: {self.window.session.waiting}")
        table.flush()

    def play_last_card(self) -> None:
        observation = self.window.seat.observation
        assert observation is not None and len(observation.hand) == 1
        self.window.screen_.table.card_clicked.emit(observation.hand[0])
        self.settle(lambda: self.window.session.waiting in (Waiting.NEXT_DEAL, Waiting.MATCH_OVER))
        assert self.window.screen_.summary.isVisible()

    # -- looking -------------------------------------------------------------------------------
    def look(self, screen: str, dialog: QDialog | None = None) -> None:
        """Check the window (or ``dialog``) as it stands, keep its picture."""
        QApplication.processEvents()
        root: QWidget = dialog if dialog is not None else self.window
        # the dialogs' long texts (the rules, the moves of a deal) scroll by design
        problems = check_widgets(root, strict_views=self.large, scrolls=self.large and dialog is None)
        table = self.window.screen_.table
        if dialog is None and table.isVisible():
            problems += check_scene(table.scene)
        thumb = None
        if self.pictured:
            root.setUpdatesEnabled(True)
            picture = root.grab()
            root.setUpdatesEnabled(False)
            save_shot(picture, f"{self.size}-{self.language}-{screen.replace('/', '-')}")
            thumb = thumbnail(picture)
        self.found.append((screen, sorted(set(problems), key=str), thumb))

    def fit(self, dialog: QDialog) -> QDialog:
        """A dialog as large as it asks, within the window's size (a screen that size)."""
        dialog.setUpdatesEnabled(False)
        dialog.resize(min(dialog.width(), self.width), min(dialog.height(), self.height))
        QApplication.processEvents()
        return dialog

    def last_trick(self, screen: str) -> None:
        """The last trick shown again (the menu's "Dernier pli"), then put away by a click."""
        table = self.window.screen_.table
        self.window.last_trick_action.trigger()
        assert table.scene.reviewing
        self.look(screen)
        self.qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
        assert not table.scene.reviewing

    # -- the screens ---------------------------------------------------------------------------
    def every_screen(self) -> None:
        window, screen = self.window, self.window.screen_
        window.storage.save_match(read_match(FIXTURES / "tarot-play.json"))  # offered to resume
        window.show_launcher()
        for game in GAMES:
            window.launcher.select_game(game)
            self.look(f"launcher/{game}")
        for game in GAMES:
            self.resume(f"{game}-bidding")
            assert screen.bids.isVisible()
            self.look(f"{game}/bidding")
            if game == "tarot":  # "the last trick" before any: a notice across the table
                self.last_trick("tarot/no-trick-yet")
            self.resume(f"{game}-ecart")
            assert screen.choice_bar.isVisible()
            self.look(f"{game}/ecart")
            if (FIXTURES / f"{game}-announce.json").exists():
                self.resume(f"{game}-announce")
                assert screen.announcements.isVisible()
                self.look(f"{game}/announce")
            self.resume(f"{game}-play")
            self.look(f"{game}/play")
            self.last_trick(f"{game}/last-trick")
            self.resume(f"{game}-all-pass")
            [passing] = [button for action, button in screen.bids.buttons.items() if isinstance(action, Pass)]
            self.qtbot.mouseClick(passing, Qt.MouseButton.LeftButton)
            self.settle(lambda: window.session.waiting is Waiting.NEXT_DEAL)
            self.look(f"{game}/all-pass")
            self.resume(f"{game}-deal-end")
            self.play_last_card()
            self.look(f"{game}/deal-end")
            self.resume(f"{game}-match-end")
            self.play_last_card()
            assert window.session.waiting is Waiting.MATCH_OVER
            self.look(f"{game}/match-end")
            review = window.open_review()
            assert review is not None
            self.look(f"{game}/review", self.fit(review))
            review.close()
        history = window.open_history("tarot")
        self.look("history", self.fit(history))
        history.close()
        guide = window.open_guide("tarot")  # the longest page; the others are laid out alike
        self.look("help/tarot", self.fit(guide))
        guide.close()
        window.close()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", list(SIZES))
def test_every_screen_fits(  # noqa: PLR0917 - pytest's fixtures and parameters
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fixed_font: None, size: str, language: str
) -> None:
    monkeypatch.setenv("ATOUT_DATA_DIR", str(tmp_path / "elsewhere"))  # never the player's
    run = Run(qtbot, tmp_path / "data", size, language)
    run.every_screen()
    RESULTS[size, language] = run.found
    shots = [
        (f"{size} {language} {name}", picture, len(found))
        for name, found, picture in run.found
        if picture is not None
    ]
    if shots:
        contact_sheet(shots, f"contact-sheet-{size}-{language}")
        wait_shots()
    found = [(screen, problem) for screen, problems, _ in run.found for problem in problems]
    listing = "".join(f"{screen}\t{problem.key}\t{problem.detail}\n" for screen, problem in found)
    OUT.mkdir(parents=True, exist_ok=True)  # a clean checkout has none, a run without pictures makes none
    (OUT / f"problems-{size}-{language}.tsv").write_text(listing, encoding="utf-8")
    new, gone = sort_out(found, size, language)
    message = []
    if new:
        message.append(f"{len(new)} new layout problems (build/layout/ has the pictures):")
        message += [
            f"    ({screen!r}, {size!r}, {language!r}, {problem.key!r}),  # {problem.detail}"
            for screen, problem in new
        ]
    if gone:
        message.append("known problems no longer seen: take them out of layoutcheck/known.py:")
        message += [f"    {entry}" for entry in gone]
    assert not message, "\n".join(message)


def test_the_contact_sheet_of_every_run() -> None:
    """One image of every screen of every run (the runs above, when they ran)."""
    shots = [
        (f"{size} {language} {name}", picture, len(found))
        for (size, language), screens in sorted(RESULTS.items())
        for name, found, picture in screens
        if picture is not None
    ]
    if not shots:
        pytest.skip("no run of the screens in this session")
    path = contact_sheet(shots)
    assert path.is_file() and path.parent == OUT


# -- the checker itself finds what it is for --------------------------------------------------------------
def test_a_cut_label_or_button_is_found_unless_its_tooltip_holds_it(qtbot: QtBot, fixed_font: None) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    layout = QHBoxLayout(box)
    cut = QLabel("Partie en cours : Le Tarot, donne 3")
    tipped = QLabel("Partie en cours : Le Tarot, donne 3")
    tipped.setToolTip("Partie en cours : Le Tarot, donne 3")
    whole = QLabel("Tarot")
    button = QPushButton("Annoncer Sans-Atout")
    for widget in (cut, tipped, whole, button):
        widget.setMaximumWidth(60)
        layout.addWidget(widget)
    box.show()
    box.resize(400, 60)
    QApplication.processEvents()
    found = {problem.where for problem in text_problems(box)}
    assert "QLabel«Partie en cours : Le Tarot, donne 3»" in found
    assert "QPushButton«Annoncer Sans-Atout»" in found
    assert len(found) == 2  # the tipped label and the short one are fine
    button.setMaximumWidth(1000)
    cut.setWordWrap(True)
    cut.setMaximumWidth(200)
    box.resize(700, 120)
    QApplication.processEvents()
    assert not text_problems(box)  # wrapped on two lines, it fits


def test_a_sliver_of_a_picture_and_a_sheet_without_a_row_in_view_are_found(qtbot: QtBot) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    face = QLabel(box)
    card = QPixmap(44, 83)
    card.fill(Qt.GlobalColor.white)
    face.setPixmap(card)
    face.setGeometry(0, 0, 44, 30)
    sheet = QTableView(box)
    sheet.setModel(QStringListModel([f"donne {number}" for number in range(8)]))
    sheet.setGeometry(50, 0, 200, 40)
    box.resize(260, 100)
    box.show()
    QApplication.processEvents()
    found = {problem.where for problem in text_problems(box)}
    assert found == {"QLabel[picture]", "QTableView/rows"}
    face.resize(44, 83)
    sheet.resize(200, 300)
    assert not text_problems(box)


def test_a_scroll_bar_shown_is_found(qtbot: QtBot) -> None:
    listing = QListWidget()
    qtbot.addWidget(listing)
    listing.addItems([f"donne {number}" for number in range(60)])
    listing.resize(200, 120)
    listing.show()
    QApplication.processEvents()
    assert [problem.where for problem in scroll_problems(listing)] == ["QListWidget/vertical"]


def test_a_cut_banner_and_overlapping_signs_are_found(qtbot: QtBot, fixed_font: None) -> None:
    scene = QGraphicsScene()
    banner = Banner()
    banner.setData(ROLE, "banner")
    banner.set_message("Tout le monde a passé : donne annulée")
    banner.set_rect(QRectF(100, 100, 120, 40), 14)
    plate = Plate()
    plate.setData(ROLE, "plate1")
    plate.set_text("Marc le très long nom", "Garde", "", False, False)
    plate.set_rect(QRectF(180, 110, 90, 40), 14)
    apart = Plate()
    apart.setData(ROLE, "plate2")
    apart.set_text("Zoé", "", "", False, False)
    apart.set_rect(QRectF(400, 300, 120, 40), 14)
    for item in (banner, plate, apart):
        scene.addItem(item)
    plate.setToolTip("")
    cut = {problem.where for problem in scene_text_problems([banner, plate, apart])}
    assert "table/banner«Tout le monde a passé : donne annulée»" in cut  # clipped by its rectangle
    assert "table/plate1«Marc le très long nom»" in cut  # elided, and no tooltip holds it...
    plate.setToolTip("Marc")
    assert "table/plate1«Marc le très long nom»" in {p.where for p in scene_text_problems([plate])}
    plate.setToolTip("Marc le très long nom")  # ... but only its whole text excuses it
    assert not scene_text_problems([plate])
    overlaps = overlap_problems({"banner": [banner], "plate1": [plate], "plate2": [apart]})
    assert [problem.where for problem in overlaps] == ["table/banner / table/plate1"]


def test_a_new_problem_fails_and_a_known_one_gone_fails_too() -> None:
    known = (
        Known("*/play", "*", "fr", "cut: table/plate*"),
        Known("launcher/*", "1024x700", "*", "scroll: *"),
    )
    seen = [("tarot/play", Problem("cut", "table/plate1«Léa»")), ("history", Problem("overlap", "a / b"))]
    new, gone = sort_out(seen, "1366x768", "fr", known)
    assert new == [seen[1]] and gone == []
    new, gone = sort_out(seen[:1], "1024x700", "fr", known)
    assert new == [] and gone == [known[1]]
    assert sort_out(seen[:1], "1024x700", "en", known) == (seen[:1], [known[1]])


def test_the_known_list_is_well_formed() -> None:
    for entry in KNOWN:
        assert entry.problem.split(":")[0] in ("cut", "clip", "overlap", "scroll"), entry
        assert any(Known(entry.screen, entry.size, "*", "*").applies(size, "fr") for size in SIZES), entry
