"""Cards turned on the table, drawn once in device pixels and then copied.

Nearly every card lies turned a little (the fan of a hand, the trick, the piles). Drawing a
pixmap turned means sampling it pixel by pixel (and Qt hands a large fill to a helper thread and
waits for it); Qt's own cache of an item is drawn afresh at every paint as soon as the item is
turned. :class:`TurnedCards` keeps the turned drawing of a pixmap, for the painter's turn and
scale, in an image in device pixels: painting the card again is a plain copy, at the nearest
whole pixel. It is shared by the cards of a table: a back turned as the previous deal's was is
copied at once.

A drawing is kept from the second time a pixmap is painted at the same turn (a card that turns
while it moves is drawn directly, as before), and the images kept are bounded in bytes.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform

__all__ = ["TurnedCards"]

#: The most bytes of turned drawings kept (about 300 cards of a large table).
LIMIT_BYTES: Final = 48 * 1024 * 1024

#: Transforms that only move: Qt copies a pixmap under them as it is.
_MOVED_ONLY: Final = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)

_Key = tuple[int, float, float, float, float, float, float, float, float, float]


class _Kept:
    """A turned drawing: the image and where its top left lies from the transform's origin."""

    __slots__ = ("image", "x", "y")

    def __init__(self, image: QImage, x: float, y: float) -> None:
        self.image, self.x, self.y = image, x, y


class TurnedCards:
    """Turned drawings of pixmaps, shared by the cards of a table (see the module's text)."""

    def __init__(self, limit_bytes: int = LIMIT_BYTES) -> None:
        self.limit_bytes = limit_bytes
        self.bytes = 0
        self._kept: OrderedDict[_Key, _Kept] = OrderedDict()
        self._seen: set[_Key] = set()

    def __len__(self) -> int:
        return len(self._kept)

    def clear(self) -> None:
        """Forget every drawing (the pixmaps changed: a resize, another game)."""
        self._kept.clear()
        self._seen.clear()
        self.bytes = 0

    def draw(self, painter: QPainter, target: QRectF, pixmap: QPixmap) -> None:
        """Paint ``pixmap`` over ``target`` (in the painter's coordinates) as
        ``painter.drawPixmap(target, pixmap, pixmap.rect())`` would, from a kept drawing when
        the painter is turned or scaled."""
        device = painter.deviceTransform()
        if device.type() in _MOVED_ONLY:
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
            return
        key: _Key = (
            pixmap.cacheKey(),
            round(device.m11(), 5),
            round(device.m12(), 5),
            round(device.m21(), 5),
            round(device.m22(), 5),
            round(target.x(), 3),
            round(target.y(), 3),
            round(target.width(), 3),
            round(target.height(), 3),
            painter.device().devicePixelRatio(),
        )
        kept = self._kept.get(key)
        if kept is None:
            if key not in self._seen:  # the first time: drawn directly, remembered
                if len(self._seen) > 4000:
                    self._seen.clear()
                self._seen.add(key)
                _draw_turned(painter, target, pixmap)
                return
            kept = self._keep(key, device, target, pixmap)
        else:
            self._kept.move_to_end(key)
        x, y = round(device.dx() + kept.x), round(device.dy() + kept.y)
        painter.save()
        painter.resetTransform()  # what is left maps the painter's pixels to the device's
        base, _ = painter.deviceTransform().inverted()
        painter.drawImage(base.map(QPointF(x, y)), kept.image)
        painter.restore()

    def _keep(self, key: _Key, device: QTransform, target: QRectF, pixmap: QPixmap) -> _Kept:
        bounds = device.mapRect(target)
        left, top = math.floor(bounds.left()), math.floor(bounds.top())
        width = math.ceil(bounds.right()) - left + 1
        height = math.ceil(bounds.bottom()) - top + 1
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        inner = QPainter(image)
        inner.setTransform(device * QTransform.fromTranslate(-left, -top))
        _draw_turned(inner, target, pixmap)
        inner.end()
        ratio = key[-1]
        image.setDevicePixelRatio(ratio)
        kept = _Kept(image, left - device.dx(), top - device.dy())
        self._kept[key] = kept
        self.bytes += image.sizeInBytes()
        while self.bytes > self.limit_bytes and self._kept:
            _, dropped = self._kept.popitem(last=False)
            self.bytes -= dropped.image.sizeInBytes()
        return kept


def _draw_turned(painter: QPainter, target: QRectF, pixmap: QPixmap) -> None:
    """Draw ``pixmap`` over ``target`` through the painter's turn, sampled smoothly. Not
    antialiased: the pixmap's rim is its transparent shadow pad, so the edge antialiasing would
    smooth is invisible (a test holds it to that), and it made the drawing three times as long:
    0.22 against 0.067 ms for a card of 140 by 240 pixels turned 5 to 11 degrees."""
    antialiased = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)  # the painter as it was
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
