"""The corner panel of the table: the deal, the contract and who holds it, the trump.

Its size comes from its words (:meth:`InfoPanel.wanted_size`, measured with the fonts it paints
with), as the centre's notices' does: a heading too long for the room it is given (the top
seat's hand) wraps onto a second line, it is never cut.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from atout.app import theme
from atout.app.table.items import _font, _Panel

__all__ = ["InfoPanel"]


class InfoPanel(_Panel):
    """The corner panel: the deal, the contract and who holds it, the trump."""

    #: The heading's flags: left, wrapped to the panel's width when it is too long for it.
    TITLE_FLAGS: Final = int(
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    )

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.lines: list[tuple[str, str]] = []  # (label, value)
        self.symbol = ""
        self.symbol_red = False

    def set_content(self, title: str, lines: list[tuple[str, str]], symbol: str, red: bool) -> None:
        """What the panel says; ``symbol`` (a suit sign) is drawn large at the right."""
        if (title, lines, symbol, red) != (self.title, self.lines, self.symbol, self.symbol_red):
            self.title, self.lines, self.symbol, self.symbol_red = title, list(lines), symbol, red
            self.update()

    @staticmethod
    def fonts(font_px: float) -> tuple[QFont, QFont, QFont]:
        """The fonts of the heading, of a line's label and of its value."""
        return _font(font_px * 0.85, bold=True), _font(font_px * 0.9), _font(font_px * 1.0, bold=True)

    def _title_height(self, font_px: float, width: float) -> float:
        """The heading's height, wrapped to ``width`` (a line at least)."""
        title_font = self.fonts(font_px)[0]
        room = QRectF(0, 0, max(width, 1.0), 10_000)
        needed = QFontMetricsF(title_font).boundingRect(room, self.TITLE_FLAGS, self.title.upper()).height()
        return max(font_px * 1.3, needed)

    def wanted_size(self, font_px: float, max_width: float) -> QSizeF:
        """The panel's size for its words at ``font_px``, no wider than ``max_width`` (the
        heading wraps to fit)."""
        px = font_px
        title_font, label_font, value_font = self.fonts(px)
        labels, values = QFontMetricsF(label_font), QFontMetricsF(value_font)
        widest = max(
            (
                labels.horizontalAdvance(label) + px * 0.45 + values.horizontalAdvance(value)
                for label, value in self.lines
            ),
            default=0.0,
        )
        title = QFontMetricsF(title_font).horizontalAdvance(self.title.upper())
        symbol_w = px * 2.8 if self.symbol else 0.0
        pad = px * 0.75
        width = min(max(widest + symbol_w, title) + 2 * pad + 2, max_width)
        width = max(width, min(12.0 * px, max_width))
        title_h = self._title_height(px, width - 2 * pad)
        return QSizeF(width, px * 0.45 + title_h + px * 1.5 * max(1, len(self.lines)) + px * 0.25 + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self._panel(painter)
        px = self.font_px
        pad = px * 0.75
        rect = self._size
        symbol_w = px * 2.8 if self.symbol else 0.0
        title_font, label_font, value_font = self.fonts(px)
        title_h = self._title_height(px, rect.width() - 2 * pad)
        painter.setFont(title_font)
        painter.setPen(theme.INFO_TITLE)
        painter.drawText(
            QRectF(pad, px * 0.35, rect.width() - 2 * pad, title_h), self.TITLE_FLAGS, self.title.upper()
        )
        top = px * 0.45 + title_h
        y = top
        for label, value in self.lines:
            painter.setFont(label_font)
            painter.setPen(theme.TABLE_DETAIL)
            metrics = QFontMetricsF(painter.font())
            painter.drawText(
                QRectF(pad, y, rect.width(), px * 1.5),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            shift = metrics.horizontalAdvance(label) + px * 0.45
            painter.setFont(value_font)
            painter.setPen(theme.TABLE_TEXT)
            room = rect.width() - 2 * pad - shift - symbol_w
            metrics = QFontMetricsF(painter.font())
            painter.drawText(
                QRectF(pad + shift, y, room, px * 1.5),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                metrics.elidedText(value, Qt.TextElideMode.ElideRight, room),
            )
            y += px * 1.5
        if self.symbol:
            box = QRectF(
                rect.width() - pad - symbol_w, top - px * 0.85, symbol_w, rect.height() - top + px * 0.45
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.TRUMP_DISC)
            d = min(box.width(), box.height())
            disc = QRectF(box.center().x() - d / 2, box.center().y() - d / 2, d, d)
            painter.drawEllipse(disc)
            painter.setFont(_font(d * 0.62))
            painter.setPen(theme.TRUMP_RED if self.symbol_red else theme.TRUMP_BLACK)
            painter.drawText(disc.adjusted(0, -d * 0.04, 0, 0), Qt.AlignmentFlag.AlignCenter, self.symbol)
