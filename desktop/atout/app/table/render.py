"""Card pixmaps drawn without stalling the window: in a worker thread, and kept on disk.

A :class:`PixmapQueue` hands out the pixmap of a key (a card's face or the back, at a width and
a pixel ratio). One it does not have yet is asked of the faces' worker thread (one
:class:`~atout.app.worker.Worker` for every queue of the application): it reads the face from
the files kept across runs (:mod:`atout.app.facestore`), or draws it from its SVG
(:meth:`CardArt.read_image <atout.app.cardart.CardArt.read_image>`, which lets the GIL go while
it draws) and keeps it there, and draws it on its shadow too. The GUI thread only turns the two
images into pixmaps (a copy) and hands them to whoever asked. Meanwhile a card shows its old
pixmap stretched (or a plain card when it has none yet).

:meth:`PixmapQueue.prepare` asks for pixmaps that nobody waits for yet (the whole pack at the
table's sizes, when a match begins and after a resize): the worker draws them when nothing that
was asked waits.

In the synchronous mode (``threaded=False``; the default when ``ATOUT_SYNC_FACES`` is set, as it
is in the tests) a pixmap is drawn at once in the calling thread: nothing waits, in real time or
otherwise, and nothing is read from disk or written there unless a store is given.

Every queue of the process shares the faces drawn last (:data:`MEMORY`, a bounded
:class:`FaceMemory`): the review of a deal shows at once the faces the table drew at its sizes.
"""

from __future__ import annotations

import functools
import itertools
import os
import threading
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from atout.app.cardart import BACK_FILES, CardArt
from atout.app.facestore import FaceStore, shared_store
from atout.app.table.turned import TurnedCards
from atout.app.worker import Worker

__all__ = [
    "MEMORY",
    "SHADOW_PAD",
    "SYNC_ENV",
    "Drawn",
    "FaceMemory",
    "PixmapKey",
    "PixmapQueue",
    "draw",
    "shadowed_image",
]

#: The margin around a card for its shadow, in logical pixels.
SHADOW_PAD: Final = 4.0
#: Set (to anything but an empty string), the queues draw in the calling thread (the tests).
SYNC_ENV: Final = "ATOUT_SYNC_FACES"
#: How many faces the worker is given at a time: the others wait in the queue, so that one asked
#: now goes before the prepared ones not begun.
IN_FLIGHT: Final = 2
#: How many pixmaps (and as many shadowed ones) a queue remembers before it starts afresh.
REMEMBERED: Final = 400
#: The most bytes of drawn faces the process keeps in memory for every queue (a review opened
#: shows at once the faces the table drew at its sizes): about 200 faces at 120 px, shadows
#: included.
MEMORY_LIMIT_BYTES: Final = 48 * 1024 * 1024


@dataclass(frozen=True)
class PixmapKey:
    """Which pixmap: a face (``name`` is the card's text) or the back (``name`` empty)."""

    name: str
    width: float
    dpr: float
    dimmed: bool = False


@dataclass(frozen=True)
class Drawn:
    """A face as the worker draws it: the image, and the image on its soft shadow."""

    image: QImage
    shadowed: QImage


def shadowed_image(image: QImage) -> QImage:
    """``image`` (a card) on its soft shadow, with :data:`SHADOW_PAD` all round, so that painting
    a card is a single copy. Any thread may draw it."""
    dpr = image.devicePixelRatio()
    pad = round(SHADOW_PAD * dpr)
    done = QImage(
        image.width() + 2 * pad, image.height() + 2 * pad, QImage.Format.Format_ARGB32_Premultiplied
    )
    done.fill(Qt.GlobalColor.transparent)
    painter = QPainter(done)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    radius = image.width() * 0.06
    card = QRectF(pad, pad, image.width(), image.height())
    for grow, alpha in ((2.0, 14), (1.0, 26), (0.0, 44)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        spread = grow * dpr
        painter.drawRoundedRect(
            card.translated(1.0 * dpr, 2.0 * dpr).adjusted(-spread, -spread, spread, spread),
            radius + spread,
            radius + spread,
        )
    painter.drawImage(card, image, QRectF(image.rect()))  # pixel for pixel
    painter.end()
    done.setDevicePixelRatio(dpr)
    return done


class FaceMemory:
    """The faces drawn last, in memory for every queue of the process, at most ``limit_bytes``
    of them (those used longest ago go first). Any thread may use it: a
    :class:`~PySide6.QtGui.QImage` is shared, never changed, and the memory keeps its own lock."""

    def __init__(self, limit_bytes: int = MEMORY_LIMIT_BYTES) -> None:
        self.limit_bytes = limit_bytes
        self._drawn: OrderedDict[tuple[object, ...], Drawn] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: tuple[object, ...]) -> Drawn | None:
        """The face kept under ``key``, or ``None``."""
        with self._lock:
            drawn = self._drawn.get(key)
            if drawn is not None:
                self._drawn.move_to_end(key)
            return drawn

    def put(self, key: tuple[object, ...], drawn: Drawn) -> None:
        """Keep ``drawn`` under ``key`` (and forget the oldest faces past the limit)."""
        with self._lock:
            old = self._drawn.pop(key, None)
            if old is not None:
                self._bytes -= _bytes_of(old)
            self._drawn[key] = drawn
            self._bytes += _bytes_of(drawn)
            while self._bytes > self.limit_bytes and self._drawn:
                _, gone = self._drawn.popitem(last=False)
                self._bytes -= _bytes_of(gone)

    def clear(self) -> None:
        """Forget every face."""
        with self._lock:
            self._drawn.clear()
            self._bytes = 0

    @property
    def size(self) -> int:
        """The bytes of the faces kept."""
        return self._bytes


def _bytes_of(drawn: Drawn) -> int:
    return drawn.image.sizeInBytes() + drawn.shadowed.sizeInBytes()


#: The faces drawn last, for every queue of the process.
MEMORY: Final = FaceMemory()


def draw(art: CardArt, store: FaceStore | None, key: PixmapKey, *, gui_thread: bool = False) -> Drawn:
    """The face (or back) of ``key``: from :data:`MEMORY`, else read from ``store``, else drawn
    from the SVG and kept there; and on its shadow. Any thread may call it; the GUI thread says
    so (``gui_thread``), and draws with the SVG renderers it keeps for the process (twice as fast
    as the image reader, which reads and parses the file afresh; the same pixels)."""
    name = art.face_name(key.name) if key.name else BACK_FILES[art.back_colour]
    dimmed = key.dimmed and bool(key.name)
    size = art.pixel_size(key.width, key.dpr)
    remembered = (art.directory, name, size.width(), size.height(), dimmed, key.dpr)
    drawn = MEMORY.get(remembered)
    if drawn is not None:
        return drawn
    image = store.load(art, name, size, dimmed) if store is not None else None
    if image is None:
        drawer = art.render_image if gui_thread else art.read_image
        image = drawer(name, key.width, key.dpr, dimmed=dimmed)
        if store is not None:
            store.save(art, name, size, dimmed, image)
    image.setDevicePixelRatio(key.dpr)
    drawn = Drawn(image, shadowed_image(image))
    MEMORY.put(remembered, drawn)
    return drawn


def _job(art: CardArt, store: FaceStore | None, key: PixmapKey, _stop: threading.Event) -> Drawn:
    """:func:`draw` as a :data:`~atout.app.worker.Job` (a face is never given up half drawn)."""
    return draw(art, store, key)


_FACE_WORKER: Worker | None = None
#: The jobs' numbers, one series for every queue: each queue takes only its own jobs' results.
_NUMBERS = itertools.count(1)


def _face_worker() -> Worker:
    """The one worker thread that draws faces for every queue (the table's, a review's), made
    in the GUI thread at the first job, for the application's life."""
    global _FACE_WORKER  # noqa: PLW0603 - one for the application's life
    if _FACE_WORKER is None:
        _FACE_WORKER = Worker("faces")
    return _FACE_WORKER


def _threaded_by_default() -> bool:
    return not os.environ.get(SYNC_ENV)


class PixmapQueue(QObject):
    """Hands out pixmaps for keys, drawn now or soon (see the module's text).

    ``threaded`` draws in a worker thread (default: unless ``ATOUT_SYNC_FACES`` is set);
    ``store`` keeps the faces across runs (default: the process's
    :func:`~atout.app.facestore.shared_store` when threaded, none in the synchronous mode).
    """

    def __init__(
        self,
        art: CardArt,
        parent: QObject | None = None,
        *,
        threaded: bool | None = None,
        store: FaceStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.art = art
        self.threaded = _threaded_by_default() if threaded is None else threaded
        # drawn in the calling thread, a face is not written to disk unless a store is given:
        # disk work is the worker's, never the GUI thread's
        self.store: FaceStore | None = (
            store if store is not None else shared_store() if self.threaded else None
        )
        self._known: dict[PixmapKey, QPixmap] = {}
        self._shadowed: dict[int, QPixmap] = {}
        self._waiting: dict[PixmapKey, list[Callable[[QPixmap], None]]] = {}
        self._asked: deque[PixmapKey] = deque()
        self._prepared: deque[PixmapKey] = deque()
        self._jobs: dict[int, tuple[PixmapKey, CardArt]] = {}
        self._worker: Worker | None = None  # the faces' worker, from the first job on
        #: The cards' turned drawings (:mod:`atout.app.table.turned`), shared by the table's cards.
        self.turned = TurnedCards()

    def set_art(self, art: CardArt) -> None:
        """Draw another game's cards from now on (what was waiting is dropped)."""
        self.art = art
        self._waiting.clear()
        self._asked.clear()
        self.forget()

    def forget(self) -> None:
        """Forget the pixmaps handed out, and those prepared (after a resize: the old sizes are no
        longer wanted). Their shadows are kept: the cards show the old pixmaps, stretched, until
        the new ones come, and their shadows are not drawn again in the GUI thread meanwhile."""
        self._known.clear()
        self._prepared.clear()
        self.turned.clear()

    def shadowed(self, pixmap: QPixmap) -> QPixmap:
        """``pixmap`` (a card) on its soft shadow (:func:`shadowed_image`): drawn with the pixmap
        when it came from this queue, else now, once."""
        key = pixmap.cacheKey()
        done = self._shadowed.get(key)
        if done is None:
            image = pixmap.toImage()
            image.setDevicePixelRatio(pixmap.devicePixelRatio())
            done = self._shadow_for(pixmap, shadowed_image(image))
        return done

    def get(self, key: PixmapKey, deliver: Callable[[QPixmap], None]) -> QPixmap | None:
        """The pixmap of ``key`` if it can be had now; else ``None``, and ``deliver`` gets it later."""
        known = self._known.get(key)
        if known is not None:
            return known
        if not self.threaded:
            return self._adopt(key, draw(self.art, self.store, key, gui_thread=True))
        callbacks = self._waiting.get(key)
        if callbacks is None:
            self._waiting[key] = [deliver]
            self._asked.append(key)
            self._pump()
        else:
            callbacks.append(deliver)
        return None

    def prepare(self, keys: Iterable[PixmapKey]) -> None:
        """Draw these pixmaps when the worker has nothing asked to draw (instead of those
        prepared before). The synchronous mode draws nothing ahead."""
        if not self.threaded:
            return
        self._prepared = deque(
            key for key in dict.fromkeys(keys) if key not in self._known and key not in self._waiting
        )
        self._pump()

    @property
    def pending(self) -> int:
        """How many pixmaps that were asked for are still to draw."""
        return len(self._waiting)

    @property
    def preparing(self) -> int:
        """How many prepared pixmaps are still to draw."""
        return len(self._prepared) + sum(1 for key, _ in self._jobs.values() if key not in self._waiting)

    def flush(self) -> None:
        """Hand out everything asked for, and draw everything prepared, now: wait for the worker
        (tests, screenshots)."""
        while (self._waiting or self._prepared or self._jobs) and self._worker is not None:
            self._pump()
            if not self._jobs or not self._worker.wait_idle(60):
                return
            for number in list(self._jobs):
                self._finished(number)

    # -- inside ----------------------------------------------------------------------------------
    def _next_key(self) -> PixmapKey | None:
        flying = {key for key, art in self._jobs.values() if art is self.art}
        while self._asked:
            key = self._asked.popleft()
            if key in self._waiting and key not in flying:
                return key
        while self._prepared:
            key = self._prepared.popleft()
            if key not in self._known and key not in flying and key not in self._waiting:
                return key
        return None

    def _pump(self) -> None:
        """Give the worker the next keys, those asked first, up to :data:`IN_FLIGHT`."""
        while len(self._jobs) < IN_FLIGHT:
            key = self._next_key()
            if key is None:
                return
            if self._worker is None:
                self._worker = _face_worker()
                self._worker.finished.connect(self._finished)
            number = next(_NUMBERS)
            self._jobs[number] = (key, self.art)
            self._worker.submit(number, functools.partial(_job, self.art, self.store, key))

    def _finished(self, number: int) -> None:
        job = self._jobs.pop(number, None)
        if job is None or self._worker is None:
            return  # handed out already (flush)
        taken = self._worker.take(number)
        key, art = job
        callbacks = self._waiting.pop(key, []) if art is self.art else []
        if taken is not None and isinstance(taken[0], Drawn) and art is self.art:
            pixmap = self._adopt(key, taken[0])
            for deliver in callbacks:
                deliver(pixmap)
        self._pump()

    def _adopt(self, key: PixmapKey, drawn: Drawn) -> QPixmap:
        """The pixmaps of a drawn face (made in the GUI thread), remembered."""
        pixmap = QPixmap.fromImage(drawn.image)
        pixmap.setDevicePixelRatio(key.dpr)
        if len(self._known) >= REMEMBERED:
            self._known.clear()
        self._known[key] = pixmap
        self._shadow_for(pixmap, drawn.shadowed)
        return pixmap

    def _shadow_for(self, pixmap: QPixmap, image: QImage) -> QPixmap:
        done = QPixmap.fromImage(image)
        done.setDevicePixelRatio(pixmap.devicePixelRatio())
        if len(self._shadowed) >= REMEMBERED:
            self._shadowed.clear()
        self._shadowed[pixmap.cacheKey()] = done
        return done
