"""The widgets of a window: each visible text against the room it has, overlaps, scroll bars.

The room of a text is measured as Qt draws it: a label's contents rectangle (word wrap
included), a button's or check box's contents (``QStyle.subElementRect``), a tab's rectangle,
an item view's cell (``sizeHintForIndex``, the delegate's own measure) and header section. A
text that does not fit is no problem when its tooltip holds the whole of it, except in the item
views of a large window (``strict_views``: the score sheet must show every cell in full).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6 import QtGui
from PySide6.QtCore import QAbstractListModel, QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QTabBar,
    QTableView,
    QWidget,
)

from layoutcheck.problem import Problem, widget_path

__all__ = ["check_widgets", "scroll_problems", "text_problems"]

#: Pixels a text may exceed its room by (rounding of fractional metrics).
SLACK = 1


def _rich(text: str) -> bool:
    return QtGui.Qt.mightBeRichText(text)  # type: ignore[attr-defined, no-any-return]


def plain(text: str) -> str:
    """The text without its mnemonic ampersands (``&&`` is a real one)."""
    return re.sub(r"&(.)", r"\1", text)


def _tipped(widget: QWidget, text: str, tip: str | None = None) -> bool:
    """Whether the tooltip holds the whole ``text``."""
    tip = widget.toolTip() if tip is None else tip
    if not tip or not text:
        return False
    if _rich(tip):
        doc = QTextDocument()
        doc.setHtml(tip)
        tip = doc.toPlainText()
    return " ".join(text.split()) in " ".join(tip.split())


def shown(widget: QWidget) -> bool:
    """Visible, and not inside a hidden or zero-sized ancestor."""
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def visible_widgets(root: QWidget) -> Iterator[QWidget]:
    """``root`` and its visible descendants (a hidden widget's children are skipped)."""
    if not shown(root):
        return
    yield root
    for child in root.children():
        if isinstance(child, QWidget) and not child.isWindow():
            yield from visible_widgets(child)


# -- each kind of widget ------------------------------------------------------------------------------
def label_need(label: QLabel, width: int) -> tuple[int, int]:
    """The size the label's text needs when ``width`` pixels wide."""
    text = label.text()
    if label.buddy() is not None:
        text = plain(text)
    rich = label.textFormat() is Qt.TextFormat.RichText or (
        label.textFormat() is Qt.TextFormat.AutoText and _rich(text)
    )
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        if label.wordWrap():
            doc.setTextWidth(width)
            return round(doc.idealWidth()), round(doc.size().height())
        return round(doc.idealWidth()), round(doc.size().height())
    metrics = QFontMetrics(label.font())
    flags = int(label.alignment().value)
    if label.wordWrap():
        flags |= Qt.TextFlag.TextWordWrap.value
        box = metrics.boundingRect(QRect(0, 0, max(1, width), 100_000), flags, text)
    else:
        box = metrics.boundingRect(QRect(0, 0, 100_000, 100_000), flags, text)
    return box.width(), box.height()


def picture_problem(label: QLabel) -> Problem | None:
    """A picture (a card's face) larger than its label shows only a sliver of itself."""
    pixmap = label.pixmap()
    if label.hasScaledContents():
        return None
    need = pixmap.deviceIndependentSize()
    room = label.contentsRect()
    if need.width() <= room.width() + SLACK and need.height() <= room.height() + SLACK:
        return None
    name = label.accessibleName() or label.toolTip()
    return Problem(
        "cut",
        f"{widget_path(label)}[picture]",
        f"{name}: needs {need.width():.0f}x{need.height():.0f}, has {room.width()}x{room.height()}",
    )


def label_problem(label: QLabel) -> Problem | None:
    text = label.text()
    if label.pixmap() is not None and not label.pixmap().isNull():
        return picture_problem(label)
    if not text.strip():
        return None
    room = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    need_w, need_h = label_need(label, room.width())
    if need_w <= room.width() + SLACK and need_h <= room.height() + SLACK:
        return None
    shown_text = plain(text) if label.buddy() is not None else text
    if _rich(shown_text):
        doc = QTextDocument()
        doc.setHtml(shown_text)
        shown_text = doc.toPlainText()
    if _tipped(label, shown_text):
        return None
    return Problem(
        "cut", widget_path(label, shown_text), f"needs {need_w}x{need_h}, has {room.width()}x{room.height()}"
    )


def button_problem(button: QAbstractButton) -> Problem | None:
    text = plain(button.text())
    if not text.strip() or not isinstance(button, QPushButton | QCheckBox | QRadioButton):
        return None
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = QStyle.SubElement.SE_PushButtonContents
    else:
        option = QStyleOptionButton()
        button.initStyleOption(option)  # type: ignore[arg-type]
        element = (
            QStyle.SubElement.SE_CheckBoxContents
            if isinstance(button, QCheckBox)
            else QStyle.SubElement.SE_RadioButtonContents
        )
    room = button.style().subElementRect(element, option, button)
    metrics = QFontMetrics(button.font())
    need_w = metrics.horizontalAdvance(text)
    if isinstance(button, QPushButton) and not button.icon().isNull():
        need_w += button.iconSize().width() + 4
    need_h = metrics.height()
    if need_w <= room.width() + SLACK and need_h <= room.height() + SLACK + 2:
        return None
    if _tipped(button, text):
        return None
    return Problem(
        "cut", widget_path(button, text), f"needs {need_w}x{need_h}, has {room.width()}x{room.height()}"
    )


def tab_problems(bar: QTabBar) -> Iterator[Problem]:
    metrics = QFontMetrics(bar.font())
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        text = plain(bar.tabText(index))
        rect = bar.tabRect(index)
        need = metrics.horizontalAdvance(text) + space
        if not bar.tabIcon(index).isNull():
            need += bar.iconSize().width() + 4
        outside = not bar.rect().contains(rect)
        if (need > rect.width() + SLACK or outside) and not _tipped(bar, text, bar.tabToolTip(index)):
            yield Problem("cut", widget_path(bar, text), f"needs {need}, has {rect.width()}, in {outside=}")


def view_problems(view: QAbstractItemView, strict: bool) -> Iterator[Problem]:
    """The cells of ``view`` shown in its viewport, and its headers' sections."""
    model = view.model()
    if model is None:
        return
    area = view.viewport().rect()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for row in range(model.rowCount(QModelIndex())):
        for column in range(columns):
            index = model.index(row, column)
            rect = view.visualRect(index)
            if rect.isEmpty() or not area.intersects(rect):
                continue
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if text is None or not str(text).strip():
                continue
            text = str(text)
            need = view.sizeHintForIndex(index)
            if view.wordWrap():  # the text wraps at the cell's width: its height is what counts
                metrics = QFontMetrics(view.font())
                lines = metrics.boundingRect(
                    QRect(0, 0, max(1, rect.width() - 12), 100_000), Qt.TextFlag.TextWordWrap.value, text
                )
                need = QSize(0, lines.height())
            if need.width() <= rect.width() + SLACK and need.height() <= rect.height() + SLACK:
                continue
            tip = index.data(Qt.ItemDataRole.ToolTipRole)
            if not strict and isinstance(tip, str) and _tipped(view, text, tip):
                continue
            yield Problem(
                "cut",
                f"{widget_path(view)}/cell«{text[:40]}»",
                f"row {row} column {column}: needs {need.width()}x{need.height()}, "
                f"has {rect.width()}x{rect.height()}",
            )
    if isinstance(view, QTableView) and model.rowCount(QModelIndex()):
        rows = model.rowCount(QModelIndex())
        # a row is in view when its first shown cell is (a narrow sheet hides its dealer column)
        visible = [column for column in range(columns) if not view.isColumnHidden(column)]
        first = visible[0] if visible else 0
        whole = [row for row in range(rows) if area.contains(view.visualRect(model.index(row, first)))]
        if len(whole) < min(rows, 3):  # a sheet of one row or two in view is no sheet
            yield Problem("clip", f"{widget_path(view)}/rows", f"{len(whole)} of {rows} rows in view")
    for header in (getattr(view, "horizontalHeader", None), getattr(view, "verticalHeader", None)):
        if header is None:
            continue
        bar = header()
        if isinstance(bar, QHeaderView) and shown(bar):
            yield from header_problems(bar, view, strict)


def header_problems(header: QHeaderView, view: QAbstractItemView, strict: bool) -> Iterator[Problem]:
    model = header.model()
    horizontal = header.orientation() is Qt.Orientation.Horizontal
    wide = header.sizeHint().width()  # a vertical header's width: its widest section
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if text is None or not str(text).strip():
            continue
        text = str(text)
        have = header.sectionSize(section) if horizontal else header.width()
        need = header.sectionSizeHint(section) if horizontal else wide
        if need <= have + SLACK:
            continue
        tip = model.headerData(section, header.orientation(), Qt.ItemDataRole.ToolTipRole)
        if not strict and isinstance(tip, str) and _tipped(view, text, tip):
            continue
        yield Problem("cut", f"{widget_path(view)}/header«{text[:40]}»", f"needs {need}, has {have}")


def text_problems(root: QWidget, strict_views: bool = False) -> list[Problem]:
    """Every visible text of ``root`` (a window) that does not fit its room."""
    found: list[Problem] = []
    for widget in visible_widgets(root):
        problem: Problem | None = None
        if isinstance(widget, QLabel):
            problem = label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = button_problem(widget)
        elif isinstance(widget, QTabBar):
            found.extend(tab_problems(widget))
        elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
            found.extend(view_problems(widget, strict_views))
        if problem is not None:
            found.append(problem)
    return found


# -- where widgets stand ------------------------------------------------------------------------------
_LEAVES = (QLabel, QAbstractButton)


def _text_of(widget: QWidget) -> str:
    return plain(widget.text()) if isinstance(widget, _LEAVES) else ""


def place_problems(root: QWidget) -> list[Problem]:
    """Labels and buttons that overlap a sibling, or stick out of their parent (cut by it)."""
    found: list[Problem] = []
    for widget in visible_widgets(root):
        leaves = [
            child
            for child in widget.children()
            if isinstance(child, _LEAVES) and shown(child) and not child.isWindow()
        ]
        for child in leaves:
            inside = widget.rect()
            if not inside.contains(child.geometry()):
                found.append(
                    Problem("clip", widget_path(child, _text_of(child)), f"{child.geometry()} in {inside}")
                )
        for number, first in enumerate(leaves):
            for second in leaves[number + 1 :]:
                common = first.geometry().adjusted(1, 1, -1, -1) & second.geometry().adjusted(1, 1, -1, -1)
                if not common.isEmpty():
                    names = sorted(
                        (widget_path(first, _text_of(first)), widget_path(second, _text_of(second)))
                    )
                    found.append(Problem("overlap", " / ".join(names), f"{common.width()}x{common.height()}"))
    return found


def scroll_problems(root: QWidget) -> list[Problem]:
    """The scroll bars shown in ``root``."""
    found: list[Problem] = []
    for widget in visible_widgets(root):
        if not isinstance(widget, QAbstractScrollArea):
            continue
        bars = (("horizontal", widget.horizontalScrollBar()), ("vertical", widget.verticalScrollBar()))
        for name, bar in bars:
            if bar.isVisible() and bar.maximum() > bar.minimum():
                found.append(Problem("scroll", f"{widget_path(widget)}/{name}", f"range {bar.maximum()}"))
    return found


def check_widgets(root: QWidget, *, strict_views: bool, scrolls: bool) -> list[Problem]:
    """Every problem of ``root``'s widgets (with ``scrolls``, the scroll bars shown too)."""
    found = text_problems(root, strict_views) + place_problems(root)
    if scrolls:
        found += scroll_problems(root)
    return found
