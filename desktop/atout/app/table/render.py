"""Card pixmaps drawn without stalling the window: a little now, the rest on later turns.

Drawing a face from its SVG takes a few milliseconds; a resize asks for every card on the
table at once. :class:`PixmapQueue` draws the asked pixmaps while the time spent in the
current turn of the event loop stays under a budget, and puts the others in a queue served
by a zero-delay timer, a budget's worth per turn. A card waiting for its new pixmap shows
its old one stretched for that moment (or a plain card when it has none yet).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from atout.app.cardart import CardArt

__all__ = ["PixmapKey", "PixmapQueue"]

#: Milliseconds of drawing allowed in one turn of the event loop.
BUDGET_MS: Final = 4.0
#: The margin around a card for its shadow, in logical pixels.
SHADOW_PAD: Final = 4.0


@dataclass(frozen=True)
class PixmapKey:
    """Which pixmap: a face (``name`` is the card's text) or the back (``name`` empty)."""

    name: str
    width: float
    dpr: float
    dimmed: bool = False


class PixmapQueue(QObject):
    """Hands out pixmaps for keys, drawing them now or soon (see the module's text)."""

    def __init__(self, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self._waiting: dict[PixmapKey, list[Callable[[QPixmap], None]]] = {}
        self._known: dict[PixmapKey, QPixmap] = {}
        self._shadowed: dict[int, QPixmap] = {}
        self._turn_started = 0.0
        self._spent_ms = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._serve)

    def set_art(self, art: CardArt) -> None:
        """Draw another game's cards from now on (what was waiting is dropped)."""
        self.art = art
        self._waiting.clear()
        self._known.clear()
        self._shadowed.clear()

    def forget(self) -> None:
        """Forget the pixmaps handed out (after a resize: the old sizes are no longer wanted)."""
        self._known.clear()
        self._shadowed.clear()

    def shadowed(self, pixmap: QPixmap) -> QPixmap:
        """``pixmap`` (a card) on its soft shadow, with :data:`SHADOW_PAD` all round: drawn once,
        so that painting a card is a single copy."""
        key = pixmap.cacheKey()
        done = self._shadowed.get(key)
        if done is not None:
            return done
        dpr = pixmap.devicePixelRatio()
        pad = round(SHADOW_PAD * dpr)
        image = QImage(
            pixmap.width() + 2 * pad, pixmap.height() + 2 * pad, QImage.Format.Format_ARGB32_Premultiplied
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        radius = pixmap.width() * 0.06
        card = QRectF(pad, pad, pixmap.width(), pixmap.height())
        for grow, alpha in ((2.0, 14), (1.0, 26), (0.0, 44)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            spread = grow * dpr
            painter.drawRoundedRect(
                card.translated(1.0 * dpr, 2.0 * dpr).adjusted(-spread, -spread, spread, spread),
                radius + spread,
                radius + spread,
            )
        painter.drawPixmap(card, pixmap, QRectF(pixmap.rect()))  # pixel for pixel
        painter.end()
        done = QPixmap.fromImage(image)
        done.setDevicePixelRatio(dpr)
        if len(self._shadowed) > 400:
            self._shadowed.clear()
        self._shadowed[key] = done
        return done

    def get(self, key: PixmapKey, deliver: Callable[[QPixmap], None]) -> QPixmap | None:
        """The pixmap of ``key`` if it can be had now; else ``None``, and ``deliver`` gets it later."""
        known = self._known.get(key)
        if known is not None:
            return known
        if self._in_budget():
            return self._draw(key)
        callbacks = self._waiting.setdefault(key, [])
        callbacks.append(deliver)
        self._timer.start()
        return None

    @property
    def pending(self) -> int:
        """How many pixmaps are still to draw."""
        return len(self._waiting)

    def flush(self) -> None:
        """Draw everything that waits, now (tests, screenshots)."""
        while self._waiting:
            key, callbacks = next(iter(self._waiting.items()))
            del self._waiting[key]
            pixmap = self._draw(key)
            for deliver in callbacks:
                deliver(pixmap)

    # -- inside ----------------------------------------------------------------------------------
    def _in_budget(self) -> bool:
        now = time.perf_counter()
        if now - self._turn_started > 0.03:  # a new turn of the event loop, most likely
            self._turn_started = now
            self._spent_ms = 0.0
            QTimer.singleShot(0, self._new_turn)
        return self._spent_ms < BUDGET_MS

    def _new_turn(self) -> None:
        self._turn_started = time.perf_counter()
        self._spent_ms = 0.0

    def _draw(self, key: PixmapKey) -> QPixmap:
        start = time.perf_counter()
        if key.name:
            pixmap = self.art.face(key.name, key.width, key.dpr, dimmed=key.dimmed)
        else:
            pixmap = self.art.back(key.width, key.dpr)
        self._spent_ms += (time.perf_counter() - start) * 1000
        self._known[key] = pixmap
        if len(self._known) > 400:
            self._known.clear()
            self._known[key] = pixmap
        return pixmap

    def _serve(self) -> None:
        self._new_turn()
        while self._waiting and self._spent_ms < BUDGET_MS:
            key, callbacks = next(iter(self._waiting.items()))
            del self._waiting[key]
            pixmap = self._draw(key)
            for deliver in callbacks:
                deliver(pixmap)
        if self._waiting:
            self._timer.start()
