"""The screenshots of the layout test and their contact sheet, in ``build/layout/``."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap

__all__ = ["OUT", "contact_sheet", "save_shot", "thumbnail", "wait_shots"]

#: Where the pictures go (``build/`` is ignored by git). Nothing else is written by the test.
OUT = Path(__file__).resolve().parents[3] / "build" / "layout"

THUMB_W = 320
COLUMNS = 6


_WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="layout-png")
_PENDING: list[Future[bool]] = []


def save_shot(pixmap: QPixmap, name: str) -> Path:
    """Write ``pixmap`` as ``build/layout/<name>.png``, in the background (:func:`wait_shots`)."""
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.png"
    image = pixmap.toImage()
    _PENDING.append(_WRITER.submit(image.save, str(path), "PNG", 80))
    return path


def wait_shots() -> None:
    """Wait until every picture asked for is written."""
    while _PENDING:
        assert _PENDING.pop().result(), "a picture could not be written"


def thumbnail(pixmap: QPixmap) -> QPixmap:
    """The picture as small as the contact sheet shows it."""
    return pixmap.scaledToWidth(THUMB_W, Qt.TransformationMode.SmoothTransformation)


def contact_sheet(shots: list[tuple[str, QPixmap, int]], name: str = "contact-sheet") -> Path:
    """One image of thumbnails, each captioned with its name and its number of problems
    (``shots``: name, picture, problems), six a row; written as ``build/layout/<name>.png``."""
    caption = 18
    heights = [round(THUMB_W * p.height() / max(1, p.width())) for _, p, _ in shots]
    cell_h = (max(heights) if heights else 100) + caption + 8
    rows = max(1, (len(shots) + COLUMNS - 1) // COLUMNS)
    sheet = QImage(COLUMNS * (THUMB_W + 8) + 8, rows * cell_h + 8, QImage.Format.Format_RGB32)
    sheet.fill(QColor(40, 40, 40))
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    font = QFont("DejaVu Sans")
    font.setPixelSize(12)
    painter.setFont(font)
    for number, (title, pixmap, problems) in enumerate(shots):
        x = 8 + (number % COLUMNS) * (THUMB_W + 8)
        y = 8 + (number // COLUMNS) * cell_h
        painter.drawPixmap(x, y + caption, thumbnail(pixmap) if pixmap.width() != THUMB_W else pixmap)
        painter.setPen(QColor(255, 120, 100) if problems else QColor(220, 220, 220))
        label = f"{title}  ({problems} problems)" if problems else title
        painter.drawText(QRect(x, y, THUMB_W, caption), Qt.AlignmentFlag.AlignVCenter, label)
    painter.end()
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.png"
    sheet.save(str(path), "PNG", 80)
    return path
