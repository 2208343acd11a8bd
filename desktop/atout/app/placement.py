"""A main window that keeps its place on the screen: it opens at a size the screen's free area
holds, goes back where it stood when it was last closed, and comes inside a screen smaller
than the one it was placed on.

::

    window = PlacedWindow()                  # the default size, bounded by the free area
    window.restore_place(settings.window)    # Qt's geometry in base64; False: left as it is
    window.keep_on_screen()                  # no larger than the free area, and not off it
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget

__all__ = ["PlacedWindow"]


class PlacedWindow(QMainWindow):
    """A main window at a size and place the screen's free area holds."""

    #: The size the window opens at when the screen has room (its free area otherwise).
    DEFAULT_SIZE: Final = QSize(1366, 840)
    #: The smallest the window may be made, on a screen that has the room.
    MINIMUM_SIZE: Final = QSize(1000, 640)
    #: Room kept for the window's frame and title bar, which the free area must hold too.
    FRAME_ROOM: Final = QSize(16, 48)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the minimum and the default size: no larger than the screen's free area
        self.setMinimumSize(self.MINIMUM_SIZE.boundedTo(self._free_area().size() - self.FRAME_ROOM))
        self.resize(self.default_size())

    def restore_place(self, saved: str) -> bool:
        """Put the window where it stood when it was last closed (``saved``: Qt's geometry in
        base64, from the settings). Anything that is not such a geometry leaves the default size
        and place; returns whether it was restored."""
        if not saved:
            return False
        try:
            data = QByteArray.fromBase64(saved.encode("ascii"))
        except UnicodeEncodeError:
            return False
        if not self.restoreGeometry(data):
            return False
        self.keep_on_screen()  # a screen smaller than it was: the window comes inside
        return True

    def _free_area(self) -> QRect:
        """The screen's free area (without task bars), where the window should fit."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 840)

    def default_size(self) -> QSize:
        """:attr:`DEFAULT_SIZE`, or the screen's free area (less the frame) when that is smaller."""
        return self.DEFAULT_SIZE.boundedTo(self._free_area().size() - self.FRAME_ROOM)

    def keep_on_screen(self) -> None:
        """Bring the window inside the screen's free area: no larger than it, and not off it."""
        free = self._free_area()
        room = free.size() - self.FRAME_ROOM
        size = self.size().boundedTo(room).expandedTo(self.minimumSize().boundedTo(room))
        if size != self.size():
            self.resize(size)
        frame = self.frameGeometry()
        width, height = max(frame.width(), size.width()), max(frame.height(), size.height())
        x = min(max(frame.x(), free.left()), max(free.left(), free.right() + 1 - width))
        y = min(max(frame.y(), free.top()), max(free.top(), free.bottom() + 1 - height))
        if QPoint(x, y) != frame.topLeft():
            self.move(x, y)
