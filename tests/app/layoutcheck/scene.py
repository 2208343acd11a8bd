"""The card table's scene: texts cut in their item, and parts of the table that overlap.

The signs of the table (plates, the corner panel, banners, bubbles) paint their own texts. To
see what they draw, each is painted once through :class:`RecordingPainter`, a stand-in for
``QPainter`` that paints into a small image and notes every ``drawText(rect, flags, text)`` with
the font then set: a text wider (or taller) than its rectangle is cut by Qt's clipping, and a
text drawn shorter than the item's own (``elidedText``) is elided. The items are found by their
``ROLE`` data key; the cards by the scene's parts (hands, trick, piles...).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from atout.app.table.info import InfoPanel
from atout.app.table.items import ROLE, Banner, Bubble, Plate
from atout.app.table.scene import TableScene
from layoutcheck.problem import Problem, short

__all__ = ["RecordingPainter", "check_scene", "item_texts", "overlap_problems", "scene_text_problems"]

ELLIPSIS = "…"
#: Pixels a text may exceed its rectangle by (fractional metrics).
SLACK = 0.75


class RecordingPainter:
    """A ``QPainter`` that also keeps ``(rect, flags, text, font)`` for each ``drawText``."""

    def __init__(self) -> None:
        self._image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
        self._painter = QPainter(self._image)
        self.texts: list[tuple[QRectF | None, int, str, QFont]] = []

    def drawText(self, *args: Any) -> None:
        font = QFont(self._painter.font())
        if len(args) >= 3 and isinstance(args[0], QRectF):
            flags = args[1].value if hasattr(args[1], "value") else int(args[1])
            self.texts.append((QRectF(args[0]), int(flags), str(args[2]), font))
        else:
            self.texts.append((None, 0, str(args[-1]), font))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._painter, name)

    def end(self) -> None:
        self._painter.end()


def item_texts(item: QGraphicsItem) -> list[str]:
    """The whole texts an item of the table means to show."""
    if isinstance(item, Plate):
        return [item.name, item.status, item.detail, "D"]
    if isinstance(item, Banner):
        return [item.text, item.subtext]
    if isinstance(item, Bubble):
        return [item.text]
    if isinstance(item, InfoPanel):
        return [item.title.upper(), item.symbol] + [text for line in item.lines for text in line]
    return []


def body(item: QGraphicsItem) -> QRectF:
    """What an item covers in its own coordinates: a panel's rectangle, a bubble's box, a card
    (without the margins of shadows and glows that its bounding rectangle has)."""
    for name in ("_size", "_box"):
        rect = getattr(item, name, None)
        if isinstance(rect, QRectF):
            return QRectF(rect)
    rect = getattr(item, "_rect", None)
    if callable(rect):
        return QRectF(rect())
    return item.boundingRect()


def scene_shape(item: QGraphicsItem) -> QPainterPath:
    path = QPainterPath()
    path.addRect(body(item))
    return item.sceneTransform().map(path) if item.sceneTransform() != QTransform() else path


def role(item: QGraphicsItem) -> str:
    value = item.data(ROLE)
    return str(value) if value else type(item).__name__


def _showing(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.opacity() > 0.05 and item.scene() is not None


def sign_items(scene: TableScene) -> list[QGraphicsItem]:
    """The items with a role (plates, panel, banner, bubbles, toast) that are showing."""
    return [item for item in scene.items() if item.data(ROLE) and _showing(item)]


def scene_text_problems(items: list[QGraphicsItem], where: str = "table") -> list[Problem]:
    """Texts cut or elided (with no tooltip holding them) in these items."""
    found: list[Problem] = []
    for item in items:
        wanted = [text for text in item_texts(item) if text]
        if not wanted:
            continue
        painter = RecordingPainter()
        try:
            item.paint(painter, QStyleOptionGraphicsItem(), None)  # type: ignore[arg-type]
        finally:
            painter.end()
        inside = body(item)
        tip = " ".join(item.toolTip().split())
        name = f"{where}/{role(item)}"
        for rect, flags, text, font in painter.texts:
            if not text:
                continue
            full = text if text in wanted else _elided_from(text, wanted)
            if full != text:
                if full is None or " ".join(full.split()) not in tip:
                    found.append(Problem("cut", f"{name}«{short(full or text)}»", f"drawn as «{text}»"))
                continue
            if rect is None:
                continue
            metrics = QFontMetricsF(font)
            need_w = metrics.horizontalAdvance(text)
            wrap = flags & Qt.TextFlag.TextWordWrap.value
            need_h = metrics.height()
            if wrap:  # a wrapped text needs the block its lines make at the rectangle's width
                block = metrics.boundingRect(QRectF(0, 0, rect.width(), 100_000), flags, text)
                need_w, need_h = block.width(), block.height()
            if (not wrap and need_w > rect.width() + SLACK) or need_h > rect.height() + 2 * SLACK:
                found.append(
                    Problem(
                        "cut",
                        f"{name}«{short(text)}»",
                        f"needs {need_w:.0f}x{need_h:.0f}, has {rect.width():.0f}x{rect.height():.0f}",
                    )
                )
            else:
                left, right = _extent(rect, flags, need_w)
                top, bottom = _height_extent(rect, flags, need_h)
                if (
                    left < inside.left() - SLACK
                    or right > inside.right() + SLACK
                    or (top < inside.top() - 2 * SLACK or bottom > inside.bottom() + 2 * SLACK)
                ):
                    found.append(Problem("clip", f"{name}«{short(text)}»", "it sticks out of its item"))
    return found


def _extent(rect: QRectF, flags: int, width: float) -> tuple[float, float]:
    """Where a line ``width`` wide lies across ``rect``, as aligned by ``flags``."""
    if flags & Qt.AlignmentFlag.AlignRight.value:
        return rect.right() - width, rect.right()
    if flags & Qt.AlignmentFlag.AlignHCenter.value:
        return rect.center().x() - width / 2, rect.center().x() + width / 2
    return rect.left(), rect.left() + width


def _height_extent(rect: QRectF, flags: int, height: float) -> tuple[float, float]:
    """Where lines ``height`` high lie down ``rect``, as aligned by ``flags``."""
    if flags & Qt.AlignmentFlag.AlignBottom.value:
        return rect.bottom() - height, rect.bottom()
    if flags & Qt.AlignmentFlag.AlignVCenter.value:
        return rect.center().y() - height / 2, rect.center().y() + height / 2
    return rect.top(), rect.top() + height


def _elided_from(text: str, wanted: list[str]) -> str | None:
    """The whole text that ``text`` is an elision of (``None``: none of the item's)."""
    if not text.endswith(ELLIPSIS):
        return None
    stem = text[:-1]
    return next((full for full in wanted if full.startswith(stem) and full != text), None)


# -- overlaps ----------------------------------------------------------------------------------------
def groups(scene: TableScene) -> dict[str, list[QGraphicsItem]]:
    """The parts of the table that must not overlap one another, by name (a part's own cards may
    overlap each other). While the last trick is shown again over the veil, only the veil's
    contents count: the trick shown and the banner."""
    parts: dict[str, list[QGraphicsItem]] = {}
    if scene.reviewing:
        parts["trick"] = [item for item in scene.review if _showing(item)]
        parts["banner"] = [item for item in sign_items(scene) if role(item) == "banner"]
        return {name: items for name, items in parts.items() if items}
    for item in sign_items(scene):
        if role(item) != "scrim":
            parts.setdefault(role(item), []).append(item)
    for seat in range(4):
        parts[f"hand{seat}"] = list(scene.hands[seat])
        parts[f"pile{seat}"] = list(scene.piles[seat])
        parts[f"aside{seat}"] = list(scene.aside[seat])
    parts["trick"] = [item for _, item in scene.trick]
    parts["kitty"] = list(scene.kitty)
    parts["shown"] = list(scene.shows)
    return {name: [it for it in items if _showing(it)] for name, items in parts.items() if items}


#: Parts that may touch: a seat's hand and its own plate, pile and cards put aside lie together
#: by design (the plate is the hand's label), as do the kitty and the trick before play.
def _may_touch(first: str, second: str) -> bool:
    pair = {first, second}
    seats = {name[-1] for name in pair if name[-1:].isdigit()}
    if len(seats) == 1 and len(pair) == 2 and all(name[-1:].isdigit() for name in pair):
        kinds = {name[:-1] for name in pair}
        if kinds <= {"hand", "pile", "aside"}:
            return True
    return False


def overlap_problems(parts: dict[str, list[QGraphicsItem]], where: str = "table") -> list[Problem]:
    """Each pair of parts whose items overlap (by more than a pixel's rim)."""
    shapes = {name: [scene_shape(item) for item in items] for name, items in parts.items()}
    found: list[Problem] = []
    names = sorted(shapes)
    for number, first in enumerate(names):
        for second in names[number + 1 :]:
            if _may_touch(first, second):
                continue
            area = _common_area(shapes[first], shapes[second])
            if area > 4.0:
                found.append(Problem("overlap", f"{where}/{first} / {where}/{second}", f"{area:.0f} px²"))
    return found


def _common_area(first: list[QPainterPath], second: list[QPainterPath]) -> float:
    total = 0.0
    for one in first:
        box = one.boundingRect()
        for other in second:
            if not box.intersects(other.boundingRect()):
                continue
            common = one.intersected(other).boundingRect()
            total = max(total, common.width() * common.height())
    return total


def outside_problems(scene: TableScene, where: str = "table") -> Iterator[Problem]:
    """Signs and parts of the table that stick out of it (cut by the view's edge)."""
    area = scene.sceneRect().adjusted(-1, -1, 1, 1)
    for name, items in groups(scene).items():
        for item in items:
            rect = item.mapRectToScene(body(item))
            if not area.contains(rect):
                yield Problem("clip", f"{where}/{name}", f"{_r(rect)} out of {_r(area)}")
                break


def _r(rect: QRectF) -> str:
    return f"{rect.left():.0f},{rect.top():.0f} {rect.width():.0f}x{rect.height():.0f}"


def check_scene(scene: TableScene) -> list[Problem]:
    """Every problem of the table as it stands."""
    return (
        scene_text_problems(sign_items(scene))
        + overlap_problems(groups(scene))
        + list(outside_problems(scene))
    )
