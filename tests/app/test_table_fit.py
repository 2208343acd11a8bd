"""Nothing cut off on the table: the centre's notices show their words whole at every size, in
French and in English; each seat's pile of won tricks lies by its own name plate, and even full
(every trick of the deal, turned and shifted as it lies) touches no plate and stays on the table."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from layoutcheck.scene import body as info_body
from layoutcheck.scene import scene_text_problems
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QTransform
from PySide6.QtWidgets import QApplication

from atout.app.i18n import install_translators, remove_translators
from atout.app.table.items import Banner
from atout.app.table.layout import Pose, TableLayout, places_for
from atout.app.table.scene import TableScene
from atout.rules import DealNumber, DealRng, Match, Observation, get_game

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


def _distance(rect: QRectF, other: QRectF) -> float:
    dx = max(other.left() - rect.right(), rect.left() - other.right(), 0.0)
    dy = max(other.top() - rect.bottom(), rect.top() - other.bottom(), 0.0)
    return math.hypot(dx, dy)


def _card_rect(layout: TableLayout, pose: Pose) -> QRectF:
    """What a card of a pile covers on the table: its rectangle, turned as it lies."""
    w, h = layout.small_w, layout.small_h
    turn = QTransform().translate(pose.x, pose.y).rotate(pose.rotation)
    return turn.mapRect(QRectF(-w / 2, -h / 2, w, h))


def _tricks_of_a_deal(game: str) -> int:
    return get_game(game).hand_size


@pytest.mark.parametrize("size", TABLE_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_a_full_pile_of_won_tricks_touches_no_plate_and_stays_on_the_table(
    game: str, size: tuple[int, int]
) -> None:
    """At the end of a deal a seat may have won every trick: each card of its pile, turned and
    shifted as it lies, keeps off every plate (its own too) and inside the table."""
    layout = TableLayout(*size, game, places_for(get_game(game).direction, 4))
    plates = [layout.plate(seat) for seat in range(4)]
    table = QRectF(0, 0, *size)
    for seat in range(4):
        for index in range(_tricks_of_a_deal(game)):
            card = _card_rect(layout, layout.pile(seat, index))
            touched = [other for other, plate in enumerate(plates) if card.intersects(plate)]
            assert not touched, (seat, layout.place(seat), index, touched)
            assert table.contains(card), (seat, layout.place(seat), index, card)
            assert layout.pile_rect(seat).adjusted(-0.01, -0.01, 0.01, 0.01).contains(card), (seat, index)
        for index in range(6):  # the cards put aside (an écart of six at most is shown)
            card = _card_rect(layout, layout.aside(seat, index))
            assert not any(card.intersects(plate) for plate in plates), (seat, "aside", index)
            assert table.contains(card), (seat, "aside", index, card)


@pytest.mark.parametrize("size", TABLE_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_each_pile_of_won_tricks_lies_by_its_own_name_plate(game: str, size: tuple[int, int]) -> None:
    layout = TableLayout(*size, game, places_for(get_game(game).direction, 4))
    plates = [layout.plate(seat) for seat in range(4)]
    for seat in range(4):
        pile = layout.pile_rect(seat)
        near = [_distance(pile, plate) for plate in plates]
        assert min(range(4), key=near.__getitem__) == seat, (seat, layout.place(seat), near)
        assert not any(pile.intersects(plate) for plate in plates), (seat, layout.place(seat))
        assert QRectF(0, 0, *size).contains(pile)


# -- the corner panel ---------------------------------------------------------------------------------
def _observations(game: str, seed: int = 4) -> Iterator[Observation]:
    """The player's view after each move of a deal played by random players, then the end."""
    match = Match(game, None, seed=seed, first_dealer=3)
    rules, rng = get_game(game), DealRng(seed)
    deal = match.new_deal()
    yield deal.observation(0)
    while match.current is not None:
        choice = deal.choice()
        action = rules.random_choice(choice, rng) if choice is not None else rng.pick(deal.legal_actions())
        match.apply(action, deal.current_seat)
        yield deal.observation(0)


#: The headings of the corner panel: a counted Tarot deal, an annulled one, a deal of a game
#: played to a score.
HEADINGS = {
    "tarot": [DealNumber(2, 8), DealNumber(8, 8), DealNumber(None, 8)],
    "carotte": [DealNumber(12)],
    "rough": [DealNumber(12)],
}


@pytest.mark.parametrize("size", TABLE_SIZES[:3], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_the_corner_panel_is_as_large_as_its_words_and_clear_of_the_top_seat(
    qapp: QApplication, lang: str, game: str, size: tuple[int, int]
) -> None:
    """Its heading («FRENCH TAROT — DEAL ANNULLED») and its lines show whole, in the room left of
    the top seat's hand, whatever the deal; a resize (which places the signs again) keeps it so."""
    scene = TableScene()
    scene.reset(game, ["Vous", "Jean-Christophe", "Marc", "Zoé"])
    scene.resize_table(*size, 1.0)
    layout = scene.layout
    top = next(seat for seat in range(4) if layout.place(seat) == "top")
    keep_off = [layout.hand_rect(top, layout.hand_size), *(layout.plate(seat) for seat in range(4))]
    info = scene.signs.info
    for number in HEADINGS[game]:
        scene.deal_number = number
        for obs in _observations(game):
            for again in (False, True):
                scene.signs.refresh(obs)
                if again:  # the signs placed again, without the words (as a resize does)
                    scene.resize_table(*size, 1.0)
                problems = scene_text_problems([info])
                assert not problems, (number, again, [str(problem) for problem in problems])
                rect = info.mapRectToScene(info_body(info))
                assert not any(rect.intersects(other) for other in keep_off), (info.title, rect)
                assert QRectF(0, 0, *size).contains(rect)


@pytest.mark.parametrize("size", TABLE_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_a_bubble_lies_clear_of_its_speakers_plate(
    qapp: QApplication, game: str, size: tuple[int, int]
) -> None:
    """What a seat says (a short «Passe», a long bid) points at his plate and covers none of it."""
    scene = TableScene()
    scene.reset(game, ["Vous", "Jean-Christophe", "Marc", "Zoé"])
    scene.resize_table(*size, 1.0)
    for text in ("Passe", "Garde contre le chien"):
        for seat in range(4):
            scene.signs.say(seat, text)
            bubble = scene.signs.bubbles[seat]
            box = bubble.mapRectToScene(bubble._box)
            assert not box.intersects(scene.layout.plate(seat)), (text, seat, scene.layout.place(seat))
