"""The things on the table: cards, name plates, speech bubbles, notices (the corner panel is in
:mod:`~atout.app.table.info`).

A :class:`CardItem` is a ``QGraphicsObject`` whose position, rotation, scale, opacity and
``flip`` (0: back, 1: face) can be animated. It is drawn from a pixmap made for its exact
width and the screen's pixel ratio (:class:`~atout.app.table.render.PixmapQueue`); its centre
is its position, so it turns about its middle.
"""

from __future__ import annotations

import functools
import math
from enum import Enum
from typing import Final

import shiboken6
from PySide6.QtCore import Property, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from atout.app import theme
from atout.app.table.render import SHADOW_PAD, PixmapKey, PixmapQueue
from atout.rules import Card

__all__ = ["ROLE", "Banner", "Bubble", "CardItem", "Mark", "Plate", "Scrim"]

#: The data key (``QGraphicsItem.setData``) of what a sign of the table is: ``"plate<seat>"``,
#: ``"info"``, ``"banner"``, ``"bubble<seat>"``, ``"toast"``, ``"scrim"``. Tests find the items by it.
ROLE: Final = 0

_GOLD: Final = theme.TABLE_GOLD
_FOCUS: Final = theme.FOCUS_MARK
_WINNER: Final = theme.WINNER_MARK
_INK: Final = theme.TABLE_TEXT
_PLATE: Final = theme.PLATE


class Mark(Enum):
    """An outline drawn around a card."""

    NONE = 0
    LEGAL = 1  # may be played now
    SELECTED = 2  # chosen for a discard, an écart, a poignée
    WINNER = 3  # wins the trick in view


class CardItem(QGraphicsObject):
    """One card on the table, face up or down, drawn at its exact width."""

    def __init__(
        self, pixmaps: PixmapQueue, card: Card | None, width: float, dpr: float, face_up: bool = False
    ) -> None:
        super().__init__()
        self.pixmaps = pixmaps
        self.card = card
        self._width = width
        self._aspect = pixmaps.art.aspect
        self._dpr = dpr
        self._flip = 1.0 if face_up and card is not None else 0.0
        self._dimmed = False
        self._mark = Mark.NONE
        self._focus = False
        self._hovered = False
        self._face: QPixmap | None = None
        self._back: QPixmap | None = None
        self._face_key: PixmapKey | None = None
        self._back_key: PixmapKey | None = None
        # no cache of its own: the pixmap is drawn for the card's pixels already, and Qt draws a
        # turned item's cache afresh at every paint (nearly every card is turned a little)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setTransformOriginPoint(0, 0)
        self._request()

    def __repr__(self) -> str:
        face = self.card.text if self.card is not None else "?"
        return f"<CardItem {face} {'up' if self.face_up else 'down'}>"

    # -- what it shows ---------------------------------------------------------------------------
    @property
    def width(self) -> float:
        """The logical width the card is drawn at (its scale aside)."""
        return self._width

    @property
    def height(self) -> float:
        """The logical height."""
        return self._width * self._aspect

    @property
    def face_up(self) -> bool:
        """Whether the card shows (or turns to show) its face."""
        return self._flip >= 0.5

    def set_card(self, card: Card | None) -> None:
        """Which card this is (``None``: unknown, a back only)."""
        if card is not self.card:
            self.card = card
            self._face = None
            self._face_key = None
            self._request()
            self.update()

    def set_width(self, width: float, keep_look: bool = False) -> None:
        """Draw the card ``width`` wide; ``keep_look`` sets the scale so that it looks the same
        for now (an animation then brings the scale to 1)."""
        if abs(width - self._width) < 0.01:
            return
        if keep_look:
            self.setScale(self.scale() * self._width / width)
        self.prepareGeometryChange()
        self._width = width
        self._request()
        self.update()

    def set_dpr(self, dpr: float) -> None:
        """The screen's device pixel ratio changed."""
        if dpr != self._dpr:
            self._dpr = dpr
            self._request()
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        """Grey the face (a card that may not be played or chosen)."""
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self._request()
            self.update()

    @property
    def dimmed(self) -> bool:
        """Whether the face is greyed."""
        return self._dimmed

    def set_mark(self, mark: Mark) -> None:
        """The outline around the card."""
        if mark is not self._mark:
            self._mark = mark
            self.update()

    @property
    def mark(self) -> Mark:
        """The outline drawn now."""
        return self._mark

    def set_hovered(self, on: bool) -> None:
        """The mouse is over the card (which may be played or chosen): it lights up."""
        if on != self._hovered:
            self._hovered = on
            self.update()

    def set_focus_ring(self, on: bool) -> None:
        """The keyboard focus ring."""
        if on != self._focus:
            self._focus = on
            self.update()

    @property
    def has_focus_ring(self) -> bool:
        """Whether the keyboard focus is on this card."""
        return self._focus

    def flip_value(self) -> float:
        """How far the card has turned: 0.0 shows the back, 1.0 the face."""
        return self._flip

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        value = min(1.0, max(0.0, float(value)))
        if value != self._flip:
            self._flip = value
            self.update()

    #: 0.0 shows the back, 1.0 the face; in between the card turns over (animated).
    flip = Property(float, _get_flip, _set_flip)

    @property
    def pixmap(self) -> QPixmap | None:
        """The pixmap drawn now (the face or the back), if it is ready."""
        return self._face if self.face_up else self._back

    def pixmap_ready(self) -> bool:
        """Whether the side shown is drawn at the current width and ratio."""
        key = self._face_key if self.face_up else self._back_key
        pixmap = self.pixmap
        return pixmap is not None and key is not None and key == self._wanted(self.face_up)

    # -- pixmaps -------------------------------------------------------------------------------
    def _wanted(self, face: bool) -> PixmapKey | None:
        if face:
            if self.card is None:
                return None
            return PixmapKey(self.card.text, round(self._width, 2), self._dpr, self._dimmed)
        return PixmapKey("", round(self._width, 2), self._dpr)

    def _request(self) -> None:
        """Ask for the pixmaps of both sides at the current width (the face only when known)."""
        for face in (True, False):
            key = self._wanted(face)
            current = self._face_key if face else self._back_key
            if key is None or key == current:
                continue
            got = self.pixmaps.get(key, functools.partial(self._deliver, key, face))
            if got is not None:
                self._store(key, face, got)

    def _deliver(self, key: PixmapKey, face: bool, pixmap: QPixmap) -> None:
        if not shiboken6.isValid(self):
            return
        if key == self._wanted(face):
            self._store(key, face, pixmap)
            self.update()

    def _store(self, key: PixmapKey, face: bool, pixmap: QPixmap) -> None:
        if face:
            self._face, self._face_key = pixmap, key
        else:
            self._back, self._back_key = pixmap, key

    # -- drawing --------------------------------------------------------------------------------
    def _rect(self) -> QRectF:
        w, h = self._width, self.height
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        pad = max(4.0, self._width * 0.06)
        return self._rect().adjusted(-pad, -pad, pad + 3, pad + 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        radius = self._width * 0.06
        path.addRoundedRect(self._rect(), radius, radius)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self._rect()
        radius = self._width * 0.06
        turn = abs(math.cos(math.pi * self._flip))  # 1 flat, 0 edge on
        painter.save()
        if turn < 0.999:
            painter.scale(max(turn, 0.02), 1.0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        pixmap = self._face if self.face_up else self._back
        if pixmap is not None:
            shadowed = self.pixmaps.shadowed(pixmap)
            target = rect.adjusted(-SHADOW_PAD, -SHADOW_PAD, SHADOW_PAD, SHADOW_PAD)
            self.pixmaps.turned.draw(painter, target, shadowed)
        else:  # not drawn yet: a plain card for a moment
            painter.setBrush(theme.CARD_FACE_WAITING if self.face_up else theme.CARD_BACK_WAITING)
            painter.setPen(QPen(theme.shadow(60), 1))
            painter.drawRoundedRect(rect, radius, radius)
        self._paint_marks(painter, rect, radius)
        painter.restore()

    def _paint_marks(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = max(2.0, self._width * 0.035)
        if self._mark is Mark.LEGAL:
            painter.setPen(QPen(theme.LEGAL_MARK, width * 0.8))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        elif self._mark is Mark.SELECTED:
            painter.setPen(QPen(_GOLD, width * 1.2))
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        elif self._mark is Mark.WINNER:
            glow = QColor(_WINNER)
            for step, alpha in ((3.0, 60), (1.8, 120), (0.8, 230)):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width * step))
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        if self._hovered:
            painter.setBrush(theme.HOVER_FILL)
            painter.setPen(QPen(theme.HOVER_EDGE, width * 1.2))
            painter.drawRoundedRect(rect, radius, radius)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._focus:
            pen = QPen(_FOCUS, width * 1.1)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius * 1.4, radius * 1.4)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(px)))
    font.setBold(bold)
    return font


class _Panel(QGraphicsObject):
    """A rounded, translucent panel of a given rectangle (in its own coordinates from 0, 0)."""

    def __init__(self) -> None:
        super().__init__()
        self._size = QRectF(0, 0, 10, 10)
        self.font_px = 14.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF, font_px: float) -> None:
        """Put the panel at ``rect`` (scene coordinates) with text ``font_px`` high."""
        size = QRectF(0, 0, rect.width(), rect.height())
        if size == self._size and font_px == self.font_px and rect.topLeft() == self.pos():
            return  # where it is already: its drawing (kept by Qt) stays as it is
        self.prepareGeometryChange()
        self._size = size
        self.font_px = font_px
        self.setPos(rect.topLeft())
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._size.adjusted(-6, -6, 6, 6)

    def _panel(self, painter: QPainter, border: QColor | None = None, fill: QColor = _PLATE) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = min(self._size.height() * 0.28, 12.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.shadow(60))
        painter.drawRoundedRect(self._size.translated(1, 2), radius, radius)
        painter.setBrush(fill)
        if border is not None:
            painter.setPen(QPen(border, 2.2))
        else:
            painter.setPen(QPen(theme.PLATE_RIM, 1))
        painter.drawRoundedRect(self._size, radius, radius)


class Plate(_Panel):
    """A seat's name plate: the name, the bid or role, the tricks won, whose turn it is."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.status = ""
        self.detail = ""
        self.turn = False
        self.dealer = False

    def set_text(self, name: str, status: str, detail: str, turn: bool, dealer: bool) -> None:
        """What the plate says."""
        if (name, status, detail, turn, dealer) != (
            self.name,
            self.status,
            self.detail,
            self.turn,
            self.dealer,
        ):
            self.name, self.status, self.detail, self.turn, self.dealer = name, status, detail, turn, dealer
            self.setToolTip(self.name)
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self._size
        if self.turn:  # a soft golden glow around the plate of the seat to act
            for grow, alpha in ((5.0, 40), (3.0, 70)):
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                painter.setPen(QPen(theme.faded(_GOLD, alpha), grow))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                radius = min(rect.height() * 0.28, 12.0)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        self._panel(painter, _GOLD if self.turn else None)
        px = self.font_px
        pad = px * 0.7
        chip = px * 1.15
        # line 1: the name (and the dealer's chip after it); the tricks won at the right
        painter.setFont(_font(px * 0.9))
        metrics = QFontMetricsF(painter.font())
        detail_w = metrics.horizontalAdvance(self.detail) if self.detail else 0.0
        if self.detail:
            painter.setPen(theme.TABLE_DETAIL)
            painter.drawText(
                QRectF(rect.width() - pad - detail_w, px * 0.3, detail_w, px * 1.5),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self.detail,
            )
        painter.setFont(_font(px * 1.08, bold=True))
        metrics = QFontMetricsF(painter.font())
        room = rect.width() - 2 * pad - detail_w - px * 0.5 - (chip + px * 0.4 if self.dealer else 0)
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        painter.setPen(_GOLD if self.turn else _INK)
        painter.drawText(
            QRectF(pad, px * 0.3, room, px * 1.5),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            name,
        )
        if self.dealer:  # the dealer's chip
            centre = QPointF(pad + metrics.horizontalAdvance(name) + px * 0.4 + chip / 2, px * 1.05)
            painter.setPen(QPen(theme.DEALER_CHIP_EDGE, 1.2))
            painter.setBrush(theme.DEALER_CHIP)
            painter.drawEllipse(centre, chip / 2, chip / 2)
            painter.setFont(_font(px * 0.75, bold=True))
            painter.setPen(theme.DEALER_CHIP_TEXT)
            painter.drawText(
                QRectF(centre.x() - chip / 2, centre.y() - chip / 2, chip, chip),
                Qt.AlignmentFlag.AlignCenter,
                "D",
            )
        # line 2: the bid, or the role and contract
        painter.setFont(_font(px * 0.92))
        metrics = QFontMetricsF(painter.font())
        line = QRectF(pad, px * 1.75, rect.width() - 2 * pad, px * 1.3)
        painter.setPen(theme.TABLE_STATUS)
        painter.drawText(
            line,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(self.status, Qt.TextElideMode.ElideRight, line.width()),
        )


class Bubble(QGraphicsObject):
    """A speech bubble: what a player said (a bid, a pass, an announcement)."""

    def __init__(self, text: str, font_px: float, accent: bool = False) -> None:
        super().__init__()
        self.text = text
        self.font_px = font_px
        self.accent = accent
        self.tail = QPointF(0, 0)  # where the tail points, in item coordinates
        metrics = QFontMetricsF(_font(font_px * 1.1, bold=True))
        w = metrics.horizontalAdvance(text) + font_px * 1.6
        h = font_px * 2.0
        self._box = QRectF(-w / 2, -h / 2, w, h)

    def point_to(self, anchor: QPointF, toward: QPointF, clear_of: QRectF | None = None) -> None:
        """Put the bubble by ``anchor``, shifted toward ``toward`` (its tail at ``anchor``), and
        further that way until its box is clear of ``clear_of`` (its speaker's name plate)."""
        dx, dy = toward.x() - anchor.x(), toward.y() - anchor.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        reach = self._box.height() * 0.9 + abs(ux) * self._box.width() * 0.45
        centre = QPointF(anchor.x() + ux * reach, anchor.y() + uy * reach)
        step = self._box.height() * 0.1
        for _ in range(40):  # at most four heights further
            if clear_of is None or not self._box.translated(centre).intersects(clear_of):
                break
            centre += QPointF(ux * step, uy * step)
        self.setPos(centre)
        self.tail = anchor - centre
        self.prepareGeometryChange()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        box = self._box.adjusted(-4, -4, 4, 6)
        return box.united(QRectF(self.tail.x() - 4, self.tail.y() - 4, 8, 8))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = self._box
        radius = box.height() * 0.42
        path = QPainterPath()
        path.addRoundedRect(box, radius, radius)
        # the tail: a small triangle from the box toward the speaker
        tail = QPainterPath()
        base = QPointF(
            max(box.left() + radius, min(box.right() - radius, self.tail.x() * 0.3)),
            max(box.top() + 2, min(box.bottom() - 2, self.tail.y() * 0.3)),
        )
        tip = QPointF(self.tail.x() * 0.75, self.tail.y() * 0.75)
        spread = box.height() * 0.22
        horizontal = abs(self.tail.x()) > abs(self.tail.y())
        if horizontal:
            tail.moveTo(base.x(), base.y() - spread)
            tail.lineTo(tip)
            tail.lineTo(base.x(), base.y() + spread)
        else:
            tail.moveTo(base.x() - spread, base.y())
            tail.lineTo(tip)
            tail.lineTo(base.x() + spread, base.y())
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.shadow(60))
        painter.drawPath(path.translated(1, 2))
        fill = theme.BUBBLE_ACCENT if self.accent else theme.BUBBLE
        painter.setBrush(fill)
        painter.setPen(QPen(theme.BUBBLE_EDGE, 1.2))
        painter.drawPath(path)
        painter.setFont(_font(self.font_px * 1.1, bold=True))
        text = self.text
        painter.setPen(theme.BUBBLE_TEXT)
        if any(symbol in text for symbol in "♥♦"):
            painter.setPen(theme.BUBBLE_RED_SUIT)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class Banner(_Panel):
    """A notice across the centre: "Tout le monde a passé", "Dernier pli".

    Its size comes from its words (:meth:`wanted_size`, measured with the fonts it paints
    with): a line too long for the room it is given wraps, it is never cut."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.subtext = ""

    def set_message(self, text: str, subtext: str = "") -> None:
        """The notice's text."""
        self.text, self.subtext = text, subtext
        self.update()

    @staticmethod
    def fonts(font_px: float) -> tuple[QFont, QFont]:
        """The fonts of the text and of the line under it."""
        return _font(font_px * 1.25, bold=True), _font(font_px * 0.95)

    _WRAP: Final = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

    def _blocks(self, font_px: float, width: float) -> tuple[float, float]:
        """The heights of the text and of the line under it, wrapped to ``width``."""
        text_font, sub_font = self.fonts(font_px)
        room = QRectF(0, 0, max(width, 1.0), 10_000)
        text_h = QFontMetricsF(text_font).boundingRect(room, self._WRAP, self.text).height()
        sub_h = (
            QFontMetricsF(sub_font).boundingRect(room, self._WRAP, self.subtext).height()
            if self.subtext
            else 0.0
        )
        return text_h, sub_h

    def wanted_size(self, font_px: float, max_width: float) -> QSizeF:
        """The panel's size for its words at ``font_px``, no wider than ``max_width`` (the words
        wrap to fit)."""
        text_font, sub_font = self.fonts(font_px)
        pad = font_px
        widest = max(
            QFontMetricsF(text_font).horizontalAdvance(self.text),
            QFontMetricsF(sub_font).horizontalAdvance(self.subtext) if self.subtext else 0.0,
        )
        width = min(max(16 * font_px, widest + 2 * pad + 2), max_width)
        text_h, sub_h = self._blocks(font_px, width - 2 * pad)
        gap = font_px * 0.3 if self.subtext else 0.0
        return QSizeF(width, max(font_px * 2.8, text_h + sub_h + gap + font_px * 1.2))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self._panel(painter, theme.BANNER_RIM, theme.BANNER)
        px = self.font_px
        rect = self._size
        inner = rect.adjusted(px, 0, -px, 0)
        text_h, sub_h = self._blocks(px, inner.width())
        gap = px * 0.3 if self.subtext else 0.0
        top = rect.top() + (rect.height() - text_h - sub_h - gap) / 2
        text_font, sub_font = self.fonts(px)
        painter.setFont(text_font)
        painter.setPen(_INK)
        painter.drawText(QRectF(inner.left(), top, inner.width(), text_h), self._WRAP, self.text)
        if self.subtext:
            painter.setFont(sub_font)
            painter.setPen(theme.BANNER_SUBTEXT)
            painter.drawText(
                QRectF(inner.left(), top + text_h + gap, inner.width(), sub_h), self._WRAP, self.subtext
            )


class Scrim(QGraphicsObject):
    """A dark veil over the table (behind the last trick shown again)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        """Cover ``rect``."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        gradient = QLinearGradient(self._rect.topLeft(), self._rect.bottomLeft())
        gradient.setColorAt(0.0, theme.shadow(110))
        gradient.setColorAt(0.5, theme.shadow(80))
        gradient.setColorAt(1.0, theme.shadow(110))
        painter.fillRect(self._rect, QBrush(gradient))
