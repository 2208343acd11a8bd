"""Card faces and backs as pixmaps drawn for the exact pixel size they are shown at.

The art is Atout's own SVG (``resources/cards``, made by ``tools/cardart/make_cards.py``): two shapes,
``french`` (63 x 88 mm, La Carotte and Le Rough) and ``tarot`` (60 x 113 mm). :class:`CardArt`
renders a face for a logical width and a device pixel ratio, so a card is drawn for the pixels it
will cover (crisp on HiDPI screens and at any window size, never a scaled bitmap) and keeps the
results in its own least-recently-used cache, bounded in bytes::

    art = CardArt("tarot")
    pixmap = art.face("T21", 90, window.devicePixelRatioF())   # 90 logical pixels wide
    pixmap.deviceIndependentSize()                              # about 90 x 169.5

Dimming (cards that may not be played) is done here too: ``art.face(card, w, dpr, dimmed=True)``
is the same face washed with grey, cached beside the plain one; the table only chooses which.

:meth:`CardArt.read_image` draws the same pixels in any thread and without holding Python's GIL
(Qt's SVG image reader does the drawing): the table's faces are drawn that way in a worker
thread (:mod:`atout.app.table.render`), and kept on disk across runs (:mod:`atout.app.facestore`).
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Final

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QImageReader, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from atout.app.games import CardShape, known_games, presenter_for
from atout.app.resources import resource_candidates, resource_dir
from atout.rules import get_game
from atout.rules.cards import Card

__all__ = ["BACK_FILES", "DEFAULT_CACHE_BYTES", "CardArt", "CardArtError", "cards_dir", "shape_of"]
#: Default cap of a cache: the 78 Tarot faces and their dimmed variants, 120 logical pixels wide at
#: 2x (about 68 MB), fit in it.
DEFAULT_CACHE_BYTES: Final = 96 * 1024 * 1024
#: The backs' colours: ``back.svg`` is blue, ``back-red.svg`` red.
BACK_FILES: Final = {"blue": "back", "red": "back-red"}
_DIM_WASH: Final = QColor(118, 118, 118, 150)
#: Each SVG file read, parsed once for the process and kept (GUI thread only: a renderer is not
#: shared between threads): every CardArt of a game (the table's, a review's, a summary's) draws
#: with the same ones, and a new one reads no file. The 182 files of the three packs are small.
_RENDERERS: dict[Path, QSvgRenderer] = {}


def _dim(image: QImage) -> None:
    """Wash ``image`` (a face) with grey where it is not transparent."""
    painter = QPainter(image)
    try:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
        painter.fillRect(QRectF(0, 0, image.width(), image.height()), _DIM_WASH)
    finally:
        painter.end()


class CardArtError(LookupError):
    """A face that the art does not have (a card of another pack, a missing or broken file)."""


def shape_of(game: str) -> CardShape:
    """The shape of ``game``'s cards, or the shape named ``game`` (``"french"``: the faces of
    every French-suited pack); anything else is a :class:`CardArtError`."""
    if game in known_games():
        return presenter_for(game).card_shape
    try:
        return CardShape(game)
    except ValueError:
        raise CardArtError(f"unknown game {game!r} (one of {', '.join(known_games())})") from None


def cards_dir() -> Path:
    """The folder of the card art (see :mod:`atout.app.resources` for where it is looked for)."""
    found = resource_dir("cards", lambda path: (path / "tarot" / "back.svg").is_file())
    if found is None:
        looked = ", ".join(str(candidate) for candidate in resource_candidates("cards"))
        raise CardArtError(f"no card art found (looked in {looked})")
    return found


class _LruCache:
    """Pixmaps by key, least recently used first out, bounded by the pixmaps' bytes."""

    def __init__(self, limit_bytes: int) -> None:
        self.limit_bytes = limit_bytes
        self.bytes = 0
        self._items: OrderedDict[tuple[object, ...], tuple[QPixmap, int]] = OrderedDict()

    def get(self, key: tuple[object, ...]) -> QPixmap | None:
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: tuple[object, ...], pixmap: QPixmap, size: int) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        if size > self.limit_bytes:
            return  # larger than the whole cache: hand it out, keep nothing
        self._items[key] = (pixmap, size)
        self.bytes += size
        self.trim()

    def trim(self) -> None:
        while self.bytes > self.limit_bytes:
            _, (_, dropped) = self._items.popitem(last=False)
            self.bytes -= dropped

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: tuple[object, ...]) -> bool:
        return key in self._items


class CardArt:
    """The faces and backs of one game's cards, drawn for a pixel size and cached.

    ``game`` is ``"carotte"``, ``"rough"`` or ``"tarot"``, whose pack's faces it draws (or
    ``"french"``, the faces of both French-suited packs).
    ``cache_bytes`` caps the cache (pixmaps count 4 bytes a pixel); ``directory`` overrides where
    the SVGs are (it holds the ``french`` and ``tarot`` folders). Pixmaps are made and cached on the
    GUI thread; :meth:`render_image` draws an uncached QImage.
    """

    def __init__(
        self,
        game: str = "tarot",
        *,
        back_colour: str = "blue",
        cache_bytes: int = DEFAULT_CACHE_BYTES,
        directory: Path | None = None,
    ) -> None:
        shape = shape_of(game)
        if back_colour not in BACK_FILES:
            raise CardArtError(f"unknown back colour {back_colour!r} (one of {', '.join(BACK_FILES)})")
        self.game = game
        self.shape = shape
        self.back_colour = back_colour
        self.directory = (directory or cards_dir()) / shape.value
        self._cache = _LruCache(cache_bytes)
        games = [name for name in known_games() if shape_of(name) is shape] if game == shape.value else [game]
        self._names = {card.text for name in games for card in get_game(name).pack}

    # --- sizes -------------------------------------------------------------------------------

    @staticmethod
    def aspect_for(game: str) -> float:
        """Height over width of a game's cards: 1.396 (French shape) or 1.883 (Tarot)."""
        return shape_of(game).aspect

    @property
    def aspect(self) -> float:
        """Height over width of this game's cards."""
        return self.shape.aspect

    def draws(self, game: str) -> bool:
        """Whether this art has every face of ``game``'s pack."""
        return shape_of(game) is self.shape and all(card.text in self._names for card in get_game(game).pack)

    def pixel_size(self, width: float, dpr: float = 1.0) -> QSize:
        """The device pixels of a card ``width`` logical pixels wide at ``dpr``."""
        if not width > 0 or not dpr > 0:
            raise ValueError(f"a card needs a positive width and ratio (got {width}, {dpr})")
        w = max(1, round(width * dpr))
        return QSize(w, max(1, round(w * self.aspect)))

    def logical_height(self, width: float) -> float:
        """The height in logical pixels of a card ``width`` wide."""
        return width * self.aspect

    # --- faces -------------------------------------------------------------------------------

    def names(self) -> list[str]:
        """The faces this game has, in the notation (``AS`` ... ``EX``), sorted."""
        return sorted(self._names)

    def face_name(self, card: Card | str) -> str:
        """The notation of a card of this game (``"10h"`` gives ``"10H"``); others are an error."""
        text = card.text if isinstance(card, Card) else str(card).strip().upper()
        if text not in self._names:
            raise CardArtError(f"{text!r} is not a card of the {self.game} pack")
        return text

    def face(self, card: Card | str, width: float, dpr: float = 1.0, *, dimmed: bool = False) -> QPixmap:
        """The face of ``card``, ``width`` logical pixels wide, for a screen of ratio ``dpr``.

        The pixmap has ``round(width * dpr)`` device pixels across and carries ``dpr`` as its
        device pixel ratio. The same arguments give the same (cached) pixmap object.
        """
        return self._pixmap(self.face_name(card), width, dpr, dimmed)

    def back(self, width: float, dpr: float = 1.0, *, colour: str | None = None) -> QPixmap:
        """The back of this game's cards (``colour`` ``"blue"`` or ``"red"``; default the art's)."""
        colour = colour or self.back_colour
        if colour not in BACK_FILES:
            raise CardArtError(f"unknown back colour {colour!r}")
        return self._pixmap(BACK_FILES[colour], width, dpr, False)

    def render_image(self, name: str, width: float, dpr: float = 1.0, *, dimmed: bool = False) -> QImage:
        """Draw a face (``"T21"``) or a back file (``"back"``, ``"back-red"``) as a new QImage.

        Not cached. A QImage may be drawn off the GUI thread, but the SVG renderers (parsed once
        for the process) belong to the GUI thread: a worker uses :meth:`read_image` instead.
        """
        size = self.pixel_size(width, dpr)
        renderer = self._renderer(name)  # may raise: before any painter is open
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        area = QRectF(0, 0, size.width(), size.height())
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            renderer.render(painter, area)
        finally:
            painter.end()
        if dimmed:
            _dim(image)
        image.setDevicePixelRatio(dpr)
        return image

    def read_image(self, name: str, width: float, dpr: float = 1.0, *, dimmed: bool = False) -> QImage:
        """The pixels of :meth:`render_image`, drawn by Qt's SVG image reader: it may be called
        from any thread (it shares nothing) and lets the GIL go while it draws, so that a worker
        drawing faces never holds the GUI thread up. Raises :class:`CardArtError` for a file
        that is missing or that Qt cannot draw."""
        size = self.pixel_size(width, dpr)
        file = self.directory / f"{name}.svg"
        reader = QImageReader(str(file), b"svg")
        reader.setScaledSize(size)
        image = reader.read()
        if image.isNull():
            raise CardArtError(f"cannot draw {file}: {reader.errorString()}")
        if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
            image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        if dimmed:
            _dim(image)
        image.setDevicePixelRatio(dpr)
        return image

    # --- the cache ---------------------------------------------------------------------------

    @property
    def cache_bytes(self) -> int:
        """The bytes of the pixmaps the cache holds now."""
        return self._cache.bytes

    @property
    def cache_limit(self) -> int:
        """The most bytes the cache keeps."""
        return self._cache.limit_bytes

    @cache_limit.setter
    def cache_limit(self, limit: int) -> None:
        self._cache.limit_bytes = limit
        self._cache.trim()

    def cache_len(self) -> int:
        """How many pixmaps the cache holds."""
        return len(self._cache)

    def clear_cache(self) -> None:
        """Forget every cached pixmap (e.g. when the screen's ratio changes for good)."""
        self._cache.clear()

    # --- inside --------------------------------------------------------------------------------

    def _pixmap(self, name: str, width: float, dpr: float, dimmed: bool) -> QPixmap:
        size = self.pixel_size(width, dpr)
        key = (name, size.width(), size.height(), float(dpr), dimmed)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap.fromImage(self.render_image(name, width, dpr, dimmed=dimmed))
        pixmap.setDevicePixelRatio(dpr)
        self._cache.put(key, pixmap, size.width() * size.height() * 4)
        return pixmap

    def _renderer(self, name: str) -> QSvgRenderer:
        file = self.directory / f"{name}.svg"
        renderer = _RENDERERS.get(file)
        if renderer is None:
            try:
                data = file.read_bytes()
            except OSError as error:
                raise CardArtError(f"cannot read {file}: {error.strerror}") from None
            renderer = QSvgRenderer(QByteArray(data))
            if not renderer.isValid():
                raise CardArtError(f"{file} is not an SVG that Qt can draw")
            _RENDERERS[file] = renderer
        return renderer
