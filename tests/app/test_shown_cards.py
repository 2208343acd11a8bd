"""Cards shown from a hand (a poignée, the trumps of an écart) lie along that hand: they cover
neither the trick nor a name plate, at every size of the table, for every seat."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF, QTransform

from atout.app.table.layout import Pose, TableLayout, places_for
from atout.rules import get_game

#: The table's room in windows of 1024 x 700, 1366 x 768 and 1920 x 1080 (the side panel and
#: the menu bar taken off), and a larger and a narrower one.
TABLES = [(640, 640), (960, 700), (1500, 1010), (1200, 900), (520, 560)]


def card_rect(layout: TableLayout, pose: Pose) -> QRectF:
    """The area a card drawn at ``pose`` covers (turned with it)."""
    w = pose.width
    h = w * layout.aspect
    rect = QRectF(-w / 2, -h / 2, w, h)
    turn = QTransform().translate(pose.x, pose.y).rotate(pose.rotation)
    return turn.map(QPolygonF(rect)).boundingRect()


@pytest.mark.parametrize("size", TABLES)
@pytest.mark.parametrize("count", [1, 4, 10, 13, 15])
def test_shown_cards_cover_neither_the_trick_nor_a_plate(size: tuple[int, int], count: int) -> None:
    layout = TableLayout(*size, "tarot", places_for(get_game("tarot").direction, 4))
    table = QRectF(0, 0, layout.width, layout.height)
    tricks = [card_rect(layout, layout.trick(seat)) for seat in range(4)]
    plates = [layout.plate(seat) for seat in range(4)]
    for seat in range(4):
        poses = layout.shown(seat, count)
        assert len(poses) == count
        for pose in poses:
            rect = card_rect(layout, pose)
            assert table.contains(rect), (seat, rect, table)
            for other, trick in enumerate(tricks):
                assert not rect.intersects(trick), f"seat {seat}'s card covers seat {other}'s trick card"
            for other, plate in enumerate(plates):
                assert not rect.intersects(plate), f"seat {seat}'s shown card covers seat {other}'s plate"
        if count > 1:  # readable: each card shows at least its corner
            a, b = card_rect(layout, poses[0]), card_rect(layout, poses[1])
            gap = max(abs(b.left() - a.left()), abs(b.top() - a.top()))
            assert gap >= 0.14 * min(a.width(), a.height()), (seat, gap)


def test_shown_cards_are_in_the_order_shown() -> None:
    layout = TableLayout(960, 700, "tarot", places_for("counter-clockwise", 4))
    for seat in range(4):
        poses = layout.shown(seat, 10)
        assert [pose.z for pose in poses] == sorted(pose.z for pose in poses)
        assert all(pose.face_up and pose.rotation == 0 for pose in poses)
        assert QPointF(poses[0].x, poses[0].y) != QPointF(poses[-1].x, poses[-1].y)
