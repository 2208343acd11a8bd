"""A click on the table or a key press cuts the grace after the player's move short.

While the session holds the next seat's action (:attr:`Session.in_grace
<atout.app.session.Session.in_grace>`), :class:`GraceBreaker` watches the application's events:
a mouse press on the table, or a key press anywhere in the window (not a modifier alone, nor the
undo's own keys, which take the move back instead), ends the grace (:meth:`Session.end_grace
<atout.app.session.Session.end_grace>`). The event itself goes on to do what it does. The filter is
installed only while a grace lasts, so the events of the rest of the match never pass through
Python for it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from atout.app.session import Session

__all__ = ["GraceBreaker"]

#: Keys that only modify another: Ctrl, pressed first, is no cut of the grace before Ctrl+Z.
_MODIFIERS = frozenset(
    int(key)
    for key in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Meta, Qt.Key.Key_Alt, Qt.Key.Key_AltGr)
)


class GraceBreaker(QObject):
    """Ends ``session``'s grace on a mouse press on ``table`` (a widget: the table's view area)
    or on a key press in ``window``."""

    def __init__(self, session: Session, table: QWidget, window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        self.table = table
        self.window = window
        self._installed = False
        session.grace_changed.connect(self._grace_changed)

    def _grace_changed(self, on: bool) -> None:
        app = QApplication.instance()
        if app is None:
            return
        if on and not self._installed:
            app.installEventFilter(self)
            self._installed = True
        elif not on and self._installed:
            app.removeEventFilter(self)
            self._installed = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if not self.session.in_grace:
            return False
        if self._cuts(watched, event):
            self.session.end_grace()
        return False

    def _cuts(self, watched: QObject, event: QEvent) -> bool:
        """Whether ``event``, sent to ``watched``, ends the grace."""
        if event.type() == QEvent.Type.MouseButtonPress:
            return watched is self.table
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.isAutoRepeat() or event.key() in _MODIFIERS:
            return False
        if event.matches(QKeySequence.StandardKey.Undo):
            return False
        return isinstance(watched, QWidget) and watched.window() is self.window
