"""The card table widget: the view of the scene, its events and the player's input.

:class:`TableWidget` is what the window holds. It shows a match of one game (:meth:`begin`),
plays the session's events one after another (:meth:`show_event`, then ``idle`` when all are
shown and nothing moves), and takes the player's moves on his hand (:meth:`ask_play`,
:meth:`ask_choice`; ``card_clicked``, ``selection_changed``). The scene is exactly as large as
the view: on a resize everything is laid out again and the cards are drawn afresh for the new
size and pixel ratio.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QVBoxLayout, QWidget

from atout.app import theme
from atout.app.session import TableEvent
from atout.app.table.animator import SPEEDS, EventPlayer, Script
from atout.app.table.items import CardItem
from atout.app.table.picking import HandInput
from atout.app.table.scene import TableScene
from atout.app.table.script import Director
from atout.rules import Card, CardChoice, Observation

__all__ = ["TableView", "TableWidget", "felt_grain", "paint_felt"]


def felt_grain(size: int = 96, seed: int = 7) -> QPixmap:
    """A small tile of light and dark specks: the felt's grain (its specks drawn once a run, for
    every table and review board: about 30 ms of the GUI thread each time otherwise)."""
    return QPixmap.fromImage(_grain_image(size, seed))


@functools.cache
def _grain_image(size: int, seed: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    rng = random.Random(seed)
    for _ in range(size * size // 3):
        x, y = rng.randrange(size), rng.randrange(size)
        light = rng.random() < 0.5
        alpha = rng.randrange(6, 16)
        image.setPixelColor(x, y, theme.glint(alpha) if light else theme.shadow(alpha + 4))
    return image


def paint_felt(painter: QPainter, rect: QRectF, area: QRectF, grain: QPixmap) -> None:
    """Paint ``rect`` of a table covering ``area``: green felt, lighter in the middle, with
    ``grain`` (:func:`felt_grain`) over it."""
    centre = area.center()
    radius = max(area.width(), area.height()) * 0.75
    gradient = QRadialGradient(QPointF(centre.x(), centre.y() - area.height() * 0.05), radius)
    gradient.setColorAt(0.0, theme.FELT_MIDDLE)
    gradient.setColorAt(0.45, theme.FELT_INNER)
    gradient.setColorAt(0.85, theme.FELT_OUTER)
    gradient.setColorAt(1.0, theme.FELT_EDGE)
    painter.fillRect(rect, QBrush(gradient))
    painter.drawTiledPixmap(rect, grain, rect.topLeft())


class TableView(QGraphicsView):
    """The view of the table: no scroll bars, the scene as large as the viewport, green felt."""

    #: The view's size changed (the widget lays the scene out again).
    resized = Signal()
    #: A press on the viewport: the card item under it, or ``None``.
    pressed = Signal(object)
    #: A key the table may use.
    key = Signal(object)
    #: The card item under the mouse changed (or ``None``).
    hovered = Signal(object)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 240)
        self._grain = felt_grain()
        self._hover: CardItem | None = None

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt's name
        rect = QRectF(rect)
        area = self.sceneRect()
        paint_felt(painter, rect, area, self._grain)
        # a faint line around the play area, like the edge of a tapis
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(theme.TAPIS_RING)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = min(area.width(), area.height()) * 0.16
        ring = area.adjusted(inset * 1.25, inset * 0.75, -inset * 1.25, -inset * 0.9)
        painter.drawRoundedRect(ring, ring.height() * 0.5, ring.height() * 0.5)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.resetCachedContent()
        self.resized.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.pressed.emit(self._card_at(event.position().toPoint()))
            event.accept()
            return
        super().mousePressEvent(event)

    def _card_at(self, point: QPoint) -> CardItem | None:
        item = self.itemAt(point)
        while item is not None and not isinstance(item, CardItem):
            item = item.parentItem()
        return item

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        item = self._card_at(event.position().toPoint())
        if item is not self._hover:
            self._hover = item
            self.hovered.emit(item)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if self._hover is not None:
            self._hover = None
            self.hovered.emit(None)
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        self.key.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)

    def wheelEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        return  # nothing scrolls


class TableWidget(QWidget):
    """The card table (see the module's text for what it does)."""

    #: Every queued event is shown and nothing moves (connect to ``Session.table_ready``).
    idle = Signal()
    #: The player clicked (or chose with the keyboard) a card of his hand, in play mode.
    card_clicked = Signal(object)
    #: The cards chosen in choice mode (a tuple of ``Card``, in the hand's order).
    selection_changed = Signal(object)
    #: Enter was pressed in choice mode: the player wants to validate his choice.
    choice_submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(self.tr("Table de jeu"))
        self.scene.signs.described.connect(self.view.setAccessibleDescription)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.player = EventPlayer(self)
        self.player.idle.connect(self.idle)
        self.director = Director(self.scene, self.player)
        self.input = HandInput(self.scene, self.player, self)
        self.input.card_clicked.connect(self.card_clicked)
        self.input.selection_changed.connect(self.selection_changed)
        self.input.submitted.connect(self.choice_submitted)
        self.view.resized.connect(self._relayout)
        self.view.pressed.connect(self._pressed)
        self.view.key.connect(self._key)
        self.view.hovered.connect(self._hovered)
        self.speed = "normal"
        self._review_timer = QTimer(self)
        self._review_timer.setSingleShot(True)
        self._review_timer.timeout.connect(self.scene.end_review)
        self.setFocusProxy(self.view)

    # -- the match ---------------------------------------------------------------------------------
    def begin(self, game: str, names: Sequence[str]) -> None:
        """An empty table for a match of ``game``; ``names`` by seat (seat 0: the player)."""
        self.player.clear()
        self.input.end()
        self.scene.reset(game, names)
        self._relayout()

    def show_event(self, event: TableEvent) -> None:
        """Queue ``event``; it is shown after those before it. ``idle`` follows the last one.
        An ``undo`` is shown at once: what was still being shown has been taken back."""
        self.input.stop_feedback()
        if event.kind == "undo":
            self.player.clear()
        self.player.push(lambda: self._script(event))

    def _script(self, event: TableEvent) -> Script:
        self.input.end(move=False)  # the player has moved: his hand rests, with the next motion
        self.input.stop_feedback()
        self.scene.end_review()
        self.scene.signs.hide_toast()
        return self.director.script(event)

    def set_speed(self, speed: str) -> None:
        """``"slow"``, ``"normal"``, ``"fast"`` or ``"instant"`` (no animation, no pause)."""
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r} (one of {', '.join(SPEEDS)})")
        self.speed = speed
        self.player.factor = SPEEDS[speed]

    @property
    def busy(self) -> bool:
        """Whether events are being shown (the player's input waits)."""
        return self.player.busy

    # -- input -------------------------------------------------------------------------------------
    def ask_play(self, observation: Observation) -> None:
        """The player's turn to play a card: legal cards stand out, others are dimmed."""
        self.input.ask_play(observation)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def ask_choice(self, choice: CardChoice, reasons: Mapping[Card, str]) -> None:
        """Choose the cards of ``choice`` (a discard, an écart, a poignée); ``reasons`` says, in
        French, why each refused card may not be chosen."""
        self.input.ask_choice(choice, reasons)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def end_input(self) -> None:
        """Leave the input mode (and the question asked out of turn, if any)."""
        self.input.end()
        self.show_asked(None)

    def show_asked(self, seat: int | None = 0) -> None:
        """``seat`` (the player) is asked a question out of turn: his plate shows that it is his
        turn to answer, until the input ends (``None``: the seat to play again)."""
        signs = self.scene.signs
        if signs.asked != seat:
            signs.asked = seat
            signs.refresh(self.scene.obs)

    def selection(self) -> tuple[Card, ...]:
        """The cards chosen so far, in the hand's order."""
        return self.input.selection()

    def show_refusal(self, card: Card | None, text: str) -> None:
        """Say by ``card`` why it may not be played (``text`` in French), for a few seconds."""
        item = next((it for it in self.scene.hands[0] if card is not None and it.card is card), None)
        self.scene.signs.show_toast(item, text, 4000)

    def show_last_trick(self) -> None:
        """Show the last finished trick again, until a click or a few seconds."""
        obs = self.scene.obs
        trick = obs.tricks[-1] if obs is not None and obs.tricks else None
        self.scene.show_review(trick)
        self._review_timer.start(4000 if trick is not None else 2000)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(960, 680)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(480, 360)

    # -- for tests and screenshots ---------------------------------------------------------------------
    def flush(self) -> None:
        """Draw every card still waiting for its pixmap, now."""
        self.scene.pixmaps.flush()

    def card_items(self, seat: int) -> list[CardItem]:
        """The items of ``seat``'s hand, in order."""
        return list(self.scene.hands[seat])

    # -- inside ---------------------------------------------------------------------------------------
    def _relayout(self) -> None:
        size = self.view.viewport().size()
        if size.width() < 10 or size.height() < 10:
            return
        self.player.hurry()
        self.input.stop_feedback()
        self.scene.resize_table(size.width(), size.height(), self.view.viewport().devicePixelRatioF())
        self.view.setSceneRect(self.scene.sceneRect())
        self.input.refresh()

    def _pressed(self, item: CardItem | None) -> None:
        if self.scene.reviewing:
            self._review_timer.stop()
            self.scene.end_review()
            return
        if self.player.click():
            return
        if item is not None and self.input.click(item):
            return
        self.scene.signs.hide_toast()

    def _hovered(self, item: CardItem | None) -> None:
        active = self.input.hover(item)
        cursor = Qt.CursorShape.PointingHandCursor if active else Qt.CursorShape.ArrowCursor
        self.view.viewport().setCursor(cursor)

    def _key(self, event: QKeyEvent) -> None:
        if self.scene.reviewing and event.key() == Qt.Key.Key_Escape:
            self.scene.end_review()
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.player.click():
            event.accept()
            return
        if self.input.key(event.key()):
            event.accept()
            return
        event.ignore()
