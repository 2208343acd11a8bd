"""Nothing cut off on the table: the centre's notices show their words whole at every size, in
French and in English; each seat's pile of won tricks lies by its own name plate."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from atout.app.i18n import install_translators, remove_translators
from atout.app.table.items import Banner
from atout.app.table.layout import TableLayout, places_for
from atout.app.table.scene import TableScene
from atout.rules import get_game

# the table's area in windows of 1024 x 700, 1366 x 768, 1920 x 1080 (and a small one)
TABLE_SIZES = [(594, 630), (850, 700), (1400, 1010), (480, 360)]
GAMES = ["carotte", "rough", "tarot"]


@pytest.fixture(params=["fr", "en"])
def lang(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_translators(qapp, request.param)
    yield request.param
    remove_translators(qapp)


def _notices() -> list[tuple[str, str]]:
    tr = QCoreApplication.translate
    return [
        (tr("Table", "Tout le monde a passé"), tr("Table", "La donne est annulée.")),
        (tr("Table", "Aucun pli n'a encore été joué."), ""),
        (
            tr("Table", "Petit sec : donne annulée"),
            tr("Table", "{name} n'a que le Petit pour atout.").format(name="Jean-Christophe"),
        ),
        (tr("Table", "Dernier pli"), tr("Table", "remporté par {name}").format(name="Léa")),
        (tr("Table", "Le chien"), tr("Table", "pour {name}").format(name="Zoé")),
    ]


def _fits(banner: Banner) -> bool:
    """Whether the banner's words, wrapped as it paints them, fit inside it."""
    rect = banner.boundingRect().adjusted(6, 6, -6, -6)  # the panel itself
    px = banner.font_px
    inner = rect.width() - 2 * px
    wrap = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    text_font, sub_font = Banner.fonts(px)
    height = 0.0
    for font, words in ((text_font, banner.text), (sub_font, banner.subtext)):
        if not words:
            continue
        metrics = QFontMetricsF(font)
        if any(metrics.horizontalAdvance(word) > inner for word in words.split()):
            return False  # a word wider than the room is cut, wrap or not
        height += metrics.boundingRect(QRectF(0, 0, inner, 10_000), wrap, words).height()
    return height <= rect.height()


@pytest.mark.parametrize("size", TABLE_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_centre_notices_show_their_words_whole(
    qapp: QApplication, lang: str, size: tuple[int, int]
) -> None:
    scene = TableScene()
    scene.reset("tarot", ["Vous", "Léa", "Marc", "Zoé"])
    scene.resize_table(*size, 1.0)
    for text, subtext in _notices():
        scene.signs.show_banner(text, subtext)
        banner = scene.signs.banner
        assert _fits(banner), (text, subtext, size)
        box = banner.sceneBoundingRect().adjusted(6, 6, -6, -6)
        assert scene.sceneRect().contains(box), (text, size)


def _pile_rect(layout: TableLayout, seat: int) -> QRectF:
    pose = layout.pile(seat, 0)
    across = abs(math.sin(math.radians(pose.rotation))) > 0.5
    w, h = (layout.small_h, layout.small_w) if across else (layout.small_w, layout.small_h)
    return QRectF(pose.x - w / 2, pose.y - h / 2, w, h)


def _distance(rect: QRectF, other: QRectF) -> float:
    dx = max(other.left() - rect.right(), rect.left() - other.right(), 0.0)
    dy = max(other.top() - rect.bottom(), rect.top() - other.bottom(), 0.0)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("size", TABLE_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_each_pile_of_won_tricks_lies_by_its_own_name_plate(game: str, size: tuple[int, int]) -> None:
    layout = TableLayout(*size, game, places_for(get_game(game).direction))
    plates = [layout.plate(seat) for seat in range(4)]
    for seat in range(4):
        pile = _pile_rect(layout, seat)
        near = [_distance(pile, plate) for plate in plates]
        assert min(range(4), key=near.__getitem__) == seat, (seat, layout.place(seat), near)
        assert not any(pile.intersects(plate) for plate in plates), (seat, layout.place(seat))
        assert QRectF(0, 0, *size).contains(pile)
