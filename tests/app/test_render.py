"""The faces kept on disk (hit, miss, a damaged file, new art, the bound, the folder they go to),
the queue that draws them in a worker (its synchronous mode, its worker, a card that shows its
face once it is drawn), and the turned cards' drawings kept in device pixels."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from atout.app.cardart import CardArt, cards_dir
from atout.app.facestore import CACHE_ENV, FaceStore, art_version, cache_root, shared_store
from atout.app.review.screen import DealReview
from atout.app.table.items import CardItem
from atout.app.table.render import (
    MEMORY,
    SHADOW_PAD,
    Drawn,
    FaceMemory,
    PixmapKey,
    PixmapQueue,
    draw,
    shadowed_image,
)
from atout.app.table.turned import TurnedCards
from atout.rules import Card, DealRng, Match, Player, get_game
from atout.rules.selfplay import random_action


@pytest.fixture(autouse=True)
def _no_face_in_memory() -> None:
    """Every test here starts with none of the process's faces in memory (it counts what is
    read from disk and drawn)."""
    MEMORY.clear()


def _differing_bytes(one: QImage, other: QImage) -> int:
    first, second = one.constBits().tobytes(), other.constBits().tobytes()
    assert len(first) == len(second)
    return sum(1 for a, b in zip(first, second, strict=True) if a != b)


def _everything_under(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if path.is_file()}


def test_the_worker_s_drawing_has_the_pixels_of_the_gui_s(qtbot: QtBot) -> None:
    art = CardArt("tarot")
    for name, dimmed in (("T21", False), ("KH", True), ("back", False)):
        read, rendered = (
            art.read_image(name, 90, 2.0, dimmed=dimmed),
            art.render_image(name, 90, 2.0, dimmed=dimmed),
        )
        assert read.size() == rendered.size() == art.pixel_size(90, 2.0)
        assert read.devicePixelRatio() == 2.0
        # Qt's SVG drawing itself differs from one time to the next in a few bytes
        assert _differing_bytes(read, rendered) < read.sizeInBytes() // 200


def test_a_face_kept_is_read_back_and_a_missing_one_is_a_miss(qtbot: QtBot, tmp_path: Path) -> None:
    art, store = CardArt("carotte"), FaceStore(tmp_path / "cache")
    size = art.pixel_size(80)
    assert store.load(art, "AS", size, False) is None
    image = art.read_image("AS", 80)
    assert store.save(art, "AS", size, False, image)
    back = store.load(art, "AS", size, False)
    assert back is not None and back.size() == size
    assert _differing_bytes(back, image) == 0  # PNG keeps every byte
    assert store.load(art, "AS", size, True) is None  # the dimmed face is another file
    assert store.load(art, "KS", size, False) is None


def test_a_damaged_file_is_ignored_and_drawn_again(qtbot: QtBot, tmp_path: Path) -> None:
    art, store = CardArt("carotte"), FaceStore(tmp_path / "cache")
    key = PixmapKey("QH", 70.0, 1.0)
    size = art.pixel_size(70)
    path = store.path(art, "QH", size, False)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x89PNG\r\n\x1a\n not really")
    assert store.load(art, "QH", size, False) is None
    assert not path.exists()  # deleted
    drawn = draw(art, store, key)  # drawn from the SVG, and written again
    assert drawn.image.size() == size
    again = store.load(art, "QH", size, False)
    assert again is not None and _differing_bytes(again, drawn.image) == 0


def test_a_file_of_another_size_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    art, store = CardArt("carotte"), FaceStore(tmp_path / "cache")
    size = art.pixel_size(70)
    path = store.path(art, "QH", size, False)
    path.parent.mkdir(parents=True)
    assert art.read_image("QH", 50).save(str(path))
    assert store.load(art, "QH", size, False) is None
    assert not path.exists()


def test_new_art_is_kept_apart_from_the_old(qtbot: QtBot, tmp_path: Path) -> None:
    shutil.copytree(cards_dir() / "french", tmp_path / "art" / "french")
    art = CardArt("french", directory=tmp_path / "art")
    store = FaceStore(tmp_path / "cache")
    before = store.folder(art)
    assert before.name == f"french-{art_version(art.directory)}"
    ace = art.directory / "AS.svg"
    ace.write_text(ace.read_text().replace("</svg>", "<!-- redrawn --></svg>"))
    assert FaceStore(tmp_path / "cache").folder(art) != before  # another hash, another folder
    tarot = CardArt("tarot")
    assert store.folder(tarot) != before


def test_the_store_is_bounded_and_keeps_the_files_used_last(qtbot: QtBot, tmp_path: Path) -> None:
    art, store = CardArt("carotte"), FaceStore(tmp_path / "cache")
    size = art.pixel_size(60)
    names = ["AS", "KS", "QS", "JS"]
    for index, name in enumerate(names):
        assert store.save(art, name, size, False, art.read_image(name, 60))
        os.utime(store.path(art, name, size, False), (1000 + index, 1000 + index))
    one = store.path(art, "AS", size, False).stat().st_size
    store.limit_bytes = int(one * 2.5)
    store.trim()  # down to three quarters of the limit: the oldest go first
    kept = {path.name.split("-")[0] for path in store.files()}
    assert kept in ({"JS"}, {"QS", "JS"})
    assert store.size_on_disk() <= store.limit_bytes * 3 // 4
    store.limit_bytes = 1
    assert store.save(art, "AS", size, False, art.read_image("AS", 60))
    assert store.files() == []  # past its limit at once: trimmed at once


def test_the_cache_goes_where_it_is_told_and_only_there(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "told"))
    assert cache_root() == tmp_path / "told"
    queue = PixmapQueue(CardArt("rough"), threaded=False, store=FaceStore(cache_root()))
    queue.get(PixmapKey("AH", 64.0, 1.0), lambda _pixmap: None)
    queue.get(PixmapKey("", 64.0, 1.0), lambda _pixmap: None)
    written = _everything_under(tmp_path)
    assert len(written) == 2
    assert all((tmp_path / "told") in path.parents for path in written)
    monkeypatch.delenv(CACHE_ENV)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_root() == tmp_path / "xdg" / "atout" / "cards"


def test_the_queues_share_the_store_of_the_cache_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "one"))
    table, review = (PixmapQueue(CardArt("tarot"), threaded=True) for _ in range(2))
    assert table.store is review.store is shared_store()
    assert shared_store().root == tmp_path / "one"
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "other"))  # another folder, another store
    assert shared_store() is not table.store and shared_store().root == tmp_path / "other"
    assert PixmapQueue(CardArt("tarot"), threaded=False).store is None  # no disk in the GUI thread


def test_a_face_drawn_for_one_queue_is_had_by_another_from_memory(qtbot: QtBot, tmp_path: Path) -> None:
    key = PixmapKey("T21", 90.0, 1.0)
    table = PixmapQueue(CardArt("tarot"), threaded=False, store=FaceStore(tmp_path))
    table.get(key, lambda _pixmap: None)
    assert len(FaceStore(tmp_path).files()) == 1
    shutil.rmtree(tmp_path)
    review = PixmapQueue(CardArt("tarot"), threaded=False, store=FaceStore(tmp_path))
    pixmap = review.get(key, lambda _pixmap: None)
    assert pixmap is not None and pixmap.width() == 90
    assert not tmp_path.exists()  # from memory: neither read from disk nor written again


def test_the_memory_of_faces_is_bounded_and_forgets_the_oldest(qtbot: QtBot) -> None:
    art = CardArt("carotte")
    faces = {name: draw(art, None, PixmapKey(name, 60.0, 1.0)) for name in ("AS", "KS", "QS")}
    one = faces["AS"].image.sizeInBytes() + faces["AS"].shadowed.sizeInBytes()
    memory = FaceMemory(limit_bytes=2 * one)
    memory.put(("AS",), faces["AS"])
    memory.put(("KS",), faces["KS"])
    assert memory.get(("AS",)) is faces["AS"]  # used: now the newest
    memory.put(("QS",), faces["QS"])
    assert memory.get(("KS",)) is None  # the oldest went
    assert memory.get(("AS",)) is faces["AS"] and memory.get(("QS",)) is faces["QS"]
    assert memory.size == 2 * one
    memory.clear()
    assert memory.size == 0 and memory.get(("AS",)) is None
    assert isinstance(faces["AS"], Drawn)


def test_the_tests_never_use_the_player_s_cache() -> None:
    assert os.environ.get(CACHE_ENV)
    assert cache_root() == Path(os.environ[CACHE_ENV])


def test_the_synchronous_queue_draws_at_once_with_the_shadow(qtbot: QtBot, tmp_path: Path) -> None:
    art = CardArt("tarot")
    queue = PixmapQueue(art, threaded=False, store=FaceStore(tmp_path))
    delivered: list[QPixmap] = []
    pixmap = queue.get(PixmapKey("T1", 75.0, 2.0), delivered.append)
    assert pixmap is not None and not delivered and queue.pending == 0
    assert (pixmap.width(), pixmap.height()) == (150, round(150 * art.aspect))
    assert queue.get(PixmapKey("T1", 75.0, 2.0), delivered.append) is pixmap
    shadowed = queue.shadowed(pixmap)
    assert queue.shadowed(pixmap) is shadowed  # drawn with the face, not at paint
    pad = round(SHADOW_PAD * 2.0)
    assert (shadowed.width(), shadowed.height()) == (150 + 2 * pad, pixmap.height() + 2 * pad)
    queue.prepare([PixmapKey("T2", 75.0, 2.0)])
    assert queue.preparing == 0  # nothing ahead in this mode
    assert len(FaceStore(tmp_path).files()) == 1


def test_the_worker_draws_what_is_asked_then_what_is_prepared(qtbot: QtBot, tmp_path: Path) -> None:
    art = CardArt("carotte")
    queue = PixmapQueue(art, threaded=True, store=FaceStore(tmp_path))
    got: list[tuple[str, QSize]] = []
    asked = [PixmapKey(name, 66.0, 1.0) for name in ("AS", "KH", "8D")]
    for key in asked:
        assert queue.get(key, lambda pixmap, name=key.name: got.append((name, pixmap.size()))) is None
    queue.get(asked[0], lambda pixmap: got.append(("again", pixmap.size())))  # asked twice, drawn once
    queue.prepare([PixmapKey("QC", 66.0, 1.0), asked[1]])
    assert queue.pending == 3 and queue.preparing == 1
    queue.flush()  # waits for the worker (no timer)
    size = art.pixel_size(66)
    assert sorted(got) == sorted([("AS", size), ("again", size), ("KH", size), ("8D", size)])
    assert queue.pending == 0 and queue.preparing == 0
    prepared = queue.get(PixmapKey("QC", 66.0, 1.0), lambda _pixmap: None)
    assert prepared is not None  # drawn ahead: had at once
    assert {path.name.split("-")[0] for path in FaceStore(tmp_path).files()} == {"AS", "KH", "8D", "QC"}


def test_a_card_shows_a_plain_card_then_its_face_once_drawn(qtbot: QtBot, tmp_path: Path) -> None:
    queue = PixmapQueue(CardArt("carotte"), threaded=True, store=FaceStore(tmp_path))
    item = CardItem(queue, Card.parse("10H"), 70.0, 1.0, face_up=True)
    assert item.pixmap is None and not item.pixmap_ready()  # a plain card meanwhile
    queue.flush()
    assert item.pixmap_ready()
    pixmap = item.pixmap
    assert pixmap is not None and pixmap.size() == queue.art.pixel_size(70.0)


def test_a_face_drawn_for_another_game_is_dropped(qtbot: QtBot, tmp_path: Path) -> None:
    queue = PixmapQueue(CardArt("carotte"), threaded=True, store=FaceStore(tmp_path))
    got: list[QPixmap] = []
    queue.get(PixmapKey("AS", 60.0, 1.0), got.append)
    queue.set_art(CardArt("tarot"))
    queue.flush()
    assert got == [] and queue.pending == 0


def test_a_face_the_worker_cannot_draw_is_not_waited_for(qtbot: QtBot, tmp_path: Path) -> None:
    queue = PixmapQueue(CardArt("carotte"), threaded=True, store=FaceStore(tmp_path))
    got: list[QPixmap] = []
    queue.get(PixmapKey("7D", 60.0, 1.0), got.append)  # no sevens in La Carotte's pack
    assert queue.pending == 1
    queue.flush()
    assert got == [] and queue.pending == 0


# -- turned cards -------------------------------------------------------------------------------------


def _turned_shot(turned: TurnedCards, pixmap: QPixmap, transform: QTransform, ratio: float = 1.0) -> QImage:
    image = QImage(round(300 * ratio), round(300 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(20, 90, 50))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.setTransform(transform)
    turned.draw(painter, QRectF(-40.3, -60.2, 80.6, 120.4), pixmap)
    painter.end()
    return image


def _close(one: QImage, other: QImage) -> bool:
    """Whether two drawings differ only where an edge moved by less than a pixel."""
    first, second = one.constBits().tobytes(), other.constBits().tobytes()
    return sum(1 for a, b in zip(first, second, strict=True) if abs(a - b) > 2) < len(first) // 50


def test_a_turned_card_is_drawn_once_then_copied(qtbot: QtBot) -> None:
    art, turned = CardArt("tarot"), TurnedCards()
    pixmap = QPixmap.fromImage(art.render_image("T13", 80))
    transform = QTransform().translate(150.4, 140.7).rotate(7.5)
    direct = _turned_shot(turned, pixmap, transform)
    assert len(turned) == 0  # the first time: drawn directly
    kept = _turned_shot(turned, pixmap, transform)
    assert len(turned) == 1
    assert _close(direct, kept)
    moved = _turned_shot(turned, pixmap, QTransform().translate(100.2, 150.9).rotate(7.5))
    assert len(turned) == 1  # moved: the same drawing, copied a whole number of pixels away
    whole = QTransform().translate(100.4, 150.7).rotate(7.5)  # from (150.4, 140.7): (-50, +10)
    assert _close(moved, _turned_shot(TurnedCards(), pixmap, whole))
    _turned_shot(turned, pixmap, QTransform().translate(150, 140).rotate(-3))
    assert len(turned) == 1  # another turn: first drawn directly again
    turned.clear()
    assert len(turned) == 0 and turned.bytes == 0


def test_a_turned_card_is_copied_pixel_for_pixel_on_a_screen_of_ratio_two(qtbot: QtBot) -> None:
    turned = TurnedCards()
    image = CardArt("tarot").render_image("T13", 80, 2.0)
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(2.0)
    transform = QTransform().translate(150.4, 140.7).rotate(7.5)
    direct = _turned_shot(turned, pixmap, transform, 2.0)
    kept = _turned_shot(turned, pixmap, transform, 2.0)
    assert len(turned) == 1
    assert _close(direct, kept)


def test_a_shadowed_card_turned_looks_the_same_without_edge_antialiasing(qtbot: QtBot) -> None:
    """Turned cards are drawn without antialiasing (three times faster): the rim of a card's
    pixmap is its transparent shadow pad, so antialiasing that rim changes nothing to be seen. Measured:
    8 to 10 pixels differ, by at most 10 levels of 255 (the filter's rounding, not an edge)."""
    image = CardArt("tarot").render_image("T13", 80)
    pixmap = QPixmap.fromImage(shadowed_image(image))
    target = QRectF(-40 - SHADOW_PAD, -60 - SHADOW_PAD, 80 + 2 * SHADOW_PAD, 120 + 2 * SHADOW_PAD)
    for degrees in (-11.0, -3.5, 2.0, 7.5, 30.0):
        shots = []
        for antialiased in (True, False):
            shot = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
            shot.fill(QColor(20, 90, 50))
            painter = QPainter(shot)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.setTransform(QTransform().translate(150.4, 140.7).rotate(degrees))
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
            painter.end()
            shots.append(shot.constBits().tobytes())
        differences = [abs(a - b) for a, b in zip(shots[0], shots[1], strict=True) if abs(a - b) > 1]
        assert len(differences) < 4 * 20 and max(differences, default=0) <= 12, (degrees, differences)


def test_a_card_that_is_not_turned_is_drawn_directly(qtbot: QtBot) -> None:
    turned = TurnedCards()
    pixmap = QPixmap.fromImage(CardArt("carotte").render_image("AS", 80))
    for _ in range(3):
        _turned_shot(turned, pixmap, QTransform().translate(150.5, 150.5))
    assert len(turned) == 0


def test_the_turned_drawings_are_bounded(qtbot: QtBot) -> None:
    art = CardArt("carotte")
    pixmaps = [QPixmap.fromImage(art.render_image(name, 80)) for name in ("AS", "KS", "QS")]
    turned = TurnedCards(limit_bytes=1)
    for pixmap in pixmaps:
        for _ in range(2):
            _turned_shot(turned, pixmap, QTransform().translate(150, 150).rotate(5))
    assert len(turned) == 0 and turned.bytes == 0
    turned.limit_bytes = 10**8
    for pixmap in pixmaps:
        for _ in range(2):
            _turned_shot(turned, pixmap, QTransform().translate(150, 150).rotate(5))
    assert len(turned) == 3


def test_a_turned_card_lands_where_it_belongs_in_a_view_inside_a_window(qtbot: QtBot, tmp_path: Path) -> None:
    """The copy goes where the card is even when the view lies inside its window (Qt paints a
    window's widgets through an offset)."""
    window = QWidget()
    window.resize(500, 400)
    queue = PixmapQueue(CardArt("tarot"), threaded=False, store=FaceStore(tmp_path))
    scene = QGraphicsScene(0, 0, 300, 300)
    view = QGraphicsView(scene, window)
    view.setGeometry(130, 70, 320, 320)
    item = CardItem(queue, Card.parse("T21"), 80.0, 1.0, face_up=True)
    item.setPos(150.3, 150.6)
    item.setRotation(11.0)
    scene.addItem(item)
    qtbot.addWidget(window)
    window.show()
    direct = window.grab().toImage()
    assert len(queue.turned) == 0
    window.grab()
    copied = window.grab().toImage()
    assert len(queue.turned) == 1
    assert _close(
        direct.convertToFormat(QImage.Format.Format_ARGB32),
        copied.convertToFormat(QImage.Format.Format_ARGB32),
    )


def test_the_review_board_shows_its_faces_once_drawn(qtbot: QtBot, tmp_path: Path) -> None:
    players = [Player(name, "human" if seat == 0 else "ai") for seat, name in enumerate("ABCD")]
    match = Match("carotte", None, players, seed=3, first_dealer=1)
    rng = DealRng(3)
    deal = match.new_deal()
    while not deal.is_over:
        match.apply(random_action(deal, match.rules, rng))
    review = DealReview(match, 0)
    qtbot.addWidget(review)
    review.resize(1240, 760)
    board = review.board
    queue = board.findChild(PixmapQueue)
    assert queue is not None
    queue.threaded, queue.store = True, FaceStore(tmp_path)
    queue.forget()
    plain = board.grab().toImage()
    pack = len(get_game("carotte").pack)
    assert queue.pending == pack  # every face asked of the worker, none drawn in the GUI thread
    queue.flush()
    assert queue.pending == 0
    faces = board.grab().toImage()
    assert faces != plain
    assert queue.pending == 0 and len(FaceStore(tmp_path).files()) == pack


def test_after_a_resize_the_old_pixmaps_keep_their_shadows(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cards show their old pixmaps, stretched, until the new ones come: their shadows are
    not drawn again in the GUI thread meanwhile."""
    queue = PixmapQueue(CardArt("tarot"), threaded=False)
    pixmap = queue.get(PixmapKey("T21", 90.0, 1.0), lambda _pixmap: None)
    assert pixmap is not None
    shadow = queue.shadowed(pixmap)
    queue.forget()  # a resize
    drawn: list[QImage] = []
    monkeypatch.setattr("atout.app.table.render.shadowed_image", lambda image: drawn.append(image) or image)
    assert queue.shadowed(pixmap) is shadow
    assert drawn == []
