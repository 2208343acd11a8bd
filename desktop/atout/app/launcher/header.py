"""The launcher's header: "Atout" and the suits, the buttons to the player's matches and to the
rules, the tagline; on the right the notices and the offer to resume.

The two buttons sit on the title's line when the header has the room for them and for the
whole offer; else under the tagline, so that the offer keeps the width its words need (nothing
in the header is ever cut).

The header is a layout of the launcher's widgets, not a widget of its own: they are placed as
they always were (a notice too wide for a narrow screen runs over the header's edge rather than
being clipped there).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from atout.app import theme
from atout.app.launcher.offer import NoticeStrip, ResumeOffer
from atout.app.launcher.widgets import serif_font

__all__ = ["Header"]


def _link_button(parent: QWidget, text: str, tooltip: str) -> QToolButton:
    """A rounded button of the header, never narrower than its words (the room they need is
    taken from the offer to resume)."""
    button = QToolButton(parent)
    button.setObjectName("history")
    button.setText(text)
    button.setToolTip(tooltip)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return button


class Header(QHBoxLayout):
    """The header's layout, its widgets ``owner``'s (the launcher's): :attr:`history_button`,
    :attr:`guide_button`, :attr:`notices` and :attr:`offer` (the launcher connects them);
    :meth:`arrange` places the two buttons for the room the header has."""

    def __init__(self, owner: QWidget) -> None:
        super().__init__()
        self._owner = owner
        self.setSpacing(18)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        line = QHBoxLayout()
        line.setSpacing(14)
        title = QLabel(QCoreApplication.translate("Launcher", "Atout"), owner)
        title.setObjectName("title")
        title.setFont(serif_font(38))
        suits = QLabel(theme.TITLE_SUITS, owner)
        suits.setObjectName("suits")
        suits.setTextFormat(Qt.TextFormat.RichText)
        suits.setAccessibleName(QCoreApplication.translate("Launcher", "Pique, cœur, carreau, trèfle"))
        line.addWidget(title)
        line.addWidget(suits, 0, Qt.AlignmentFlag.AlignVCenter)
        line.addSpacing(20)
        self.history_button = _link_button(
            owner,
            QCoreApplication.translate("Launcher", "Vos parties et statistiques"),
            QCoreApplication.translate(
                "Launcher", "Les parties jouées, chacune à revoir, et vos chiffres (Ctrl+H)"
            ),
        )
        # the two buttons sit on the title's line, or under the tagline (:meth:`arrange`)
        self._buttons = QWidget(owner)
        buttons = QHBoxLayout(self._buttons)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.setSpacing(14)
        buttons.addWidget(self.history_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.guide_button = _link_button(
            owner,
            QCoreApplication.translate("Launcher", "Les règles"),
            QCoreApplication.translate("Launcher", "Les règles des trois jeux, et les touches (F1)"),
        )
        buttons.addWidget(self.guide_button, 0, Qt.AlignmentFlag.AlignVCenter)
        buttons.addStretch(1)
        self._title_line = line
        line.addWidget(self._buttons, 0, Qt.AlignmentFlag.AlignVCenter)
        line.addStretch(1)
        titles.addLayout(line)
        tagline = QLabel(
            QCoreApplication.translate("Launcher", "Trois jeux de levées à quatre, contre l'ordinateur"),
            owner,
        )
        tagline.setObjectName("tagline")
        titles.addWidget(tagline)
        self._titles = titles
        self._buttons_below = False
        titles.addStretch(1)
        self.addLayout(titles, 0)
        self.addStretch(0)
        # the notice and the offer to resume share the header's right side, one above the other;
        # they take the room the titles leave (the offer's words wrap when it is short)
        corner = QVBoxLayout()
        corner.setSpacing(8)
        self.notices = NoticeStrip(owner)
        self.offer = ResumeOffer(owner)
        corner.addWidget(self.notices)
        corner.addWidget(self.offer)
        self.addLayout(corner, 1)
        # the header keeps the offer's height when the chosen game has none: the tiles below do
        # not jump as the player goes from game to game
        self.addStrut(self.offer.sizeHint().height())

    def arrange(self, room: int) -> None:
        """The history and rules buttons on the title's line when ``room`` (the header's width)
        holds them and the whole offer to resume; else under the tagline."""
        line = self._title_line
        titles_wide = line.sizeHint().width()
        if self._buttons_below:
            titles_wide += self._buttons.sizeHint().width() + line.spacing()
        below = titles_wide + 18 + self.offer.needed_width(self._owner) > room
        if below == self._buttons_below:
            return
        self._buttons_below = below
        if below:
            line.removeWidget(self._buttons)
            self._titles.insertWidget(self._titles.count() - 1, self._buttons)
        else:
            self._titles.removeWidget(self._buttons)
            line.insertWidget(line.count() - 1, self._buttons, 0, Qt.AlignmentFlag.AlignVCenter)
        self._buttons.show()
