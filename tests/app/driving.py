"""Driving the real window as a player does, for the app's tests: a click on a card of the
player's hand where it shows, and waiting for his turn."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from atout.app.session import Waiting
from atout.app.table.items import CardItem
from atout.app.window import MainWindow

__all__ = ["click_card", "visible_point", "wait_for_player"]


def visible_point(window: MainWindow, item: CardItem) -> QPoint:
    """A point of the table's viewport where ``item`` is the topmost item."""
    view = window.screen_.table.view
    for fx in (0.15, 0.3, 0.05, 0.45, 0.7):
        for fy in (-0.3, 0.0, 0.3):
            inside = QPointF(-item.width / 2 + fx * item.width, fy * item.height)
            point = view.mapFromScene(item.mapToScene(inside))
            if view.itemAt(point) is item:
                return point
    raise AssertionError(f"{item} is covered everywhere")


def click_card(qtbot: QtBot, window: MainWindow, card: object) -> None:
    """Click ``card`` in the player's hand, where it shows."""
    table = window.screen_.table
    table.flush()
    [item] = [item for item in table.card_items(0) if item.card is card]
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(window, item))


def wait_for_player(qtbot: QtBot, window: MainWindow) -> bool:
    """Wait until the player must act (True) or the deal is over (False)."""
    session = window.session
    qtbot.waitUntil(
        lambda: (
            session.waiting in (Waiting.HUMAN, Waiting.NEXT_DEAL, Waiting.MATCH_OVER)
            and not window.screen_.table.busy
        ),
        timeout=30_000,
    )
    return session.waiting is Waiting.HUMAN
