"""A motion's placing of cards (:class:`atout.app.table.animator.Motion`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from atout.app.cardart import CardArt
from atout.app.facestore import FaceStore
from atout.app.table.animator import Motion
from atout.app.table.items import CardItem
from atout.app.table.layout import Pose
from atout.app.table.render import PixmapQueue
from atout.rules.cards import Card


@pytest.fixture
def card(qapp, tmp_path: Path) -> CardItem:
    queue = PixmapQueue(CardArt("tarot"), threaded=False, store=FaceStore(tmp_path))
    item = CardItem(queue, Card.parse("T21"), 80.0, 1.0, face_up=True)
    item.setPos(QPointF(100, 50))
    item.setRotation(30)
    return item


def test_a_card_already_where_it_belongs_is_left_alone_without_asking_qt(
    card: CardItem, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Most cards lie still at most updates: their place is read straight, not through Qt's
    property system (four look-ups a card, every card of the table, at every update)."""
    asked: list[str] = []
    monkeypatch.setattr(CardItem, "property", lambda self, name: asked.append(name))
    motion = Motion(1.0)
    motion.place(card, Pose(100, 50, rotation=30, width=80.0, face_up=True, z=3))
    assert asked == [] and not motion.animated
    assert card.zValue() == 3


@pytest.mark.parametrize(
    "pose",
    [
        Pose(140, 50, rotation=30, width=80.0, face_up=True),  # elsewhere
        Pose(100, 50, rotation=-60, width=80.0, face_up=True),  # turned
        Pose(100, 50, rotation=30, width=80.0, face_up=False),  # face down
    ],
)
def test_a_card_that_must_move_is_animated(card: CardItem, pose: Pose) -> None:
    motion = Motion(1.0)
    motion.place(card, pose)
    assert motion.animated


def test_a_card_a_whole_turn_off_is_set_to_its_angle_without_spinning(card: CardItem) -> None:
    card.setRotation(390)
    motion = Motion(1.0)
    motion.place(card, Pose(100, 50, rotation=30, width=80.0, face_up=True))
    assert not motion.animated and card.rotation() == 30
