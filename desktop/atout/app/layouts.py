"""The layout a widget was built with, typed: ``QWidget.layout()`` may be ``None`` for a
widget given none, which our widgets never are.

>>> from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
>>> app = QApplication.instance() or QApplication([])
>>> widget = QWidget()
>>> box = QVBoxLayout(widget)
>>> layout_of(widget) is box
True
"""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget

__all__ = ["layout_of"]


def layout_of(widget: QWidget) -> QLayout:
    """``widget``'s layout; a widget built without one is a programming error."""
    layout = widget.layout()
    if layout is None:
        raise RuntimeError(f"{type(widget).__name__} has no layout")
    return layout
