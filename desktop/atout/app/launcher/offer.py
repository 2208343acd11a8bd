"""The right of the launcher's header: the offer to resume the chosen game's unfinished match,
and above it the notices (a damaged save put aside, settings no longer valid).

::

    offer = ResumeOffer(header)
    offer.show_match(match)          # "Partie en cours : Le Tarot", the deal, the scores; None hides it
    offer.needed_width()             # how wide its lines need it, unwrapped
    notices = NoticeStrip(header)
    notices.add(text)                # under the ones shown; the same text twice is shown once
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from atout.app.games.launcher_texts import game_title
from atout.app.games.words import deal_label
from atout.app.layouts import layout_of
from atout.rules import Match

__all__ = ["NoticeStrip", "ResumeOffer", "standing"]

#: The widest the offer and the notices are.
WIDEST = 620


def _signed(value: int) -> str:
    """A score as players write it: 12, −40 (a real minus sign)."""
    return str(value).replace("-", "−")


def standing(match: Match) -> str:
    """Where a saved match stands: the deal, then the scores (of the teams, or each player's),
    then the chips when the game has some (the texts keep the launcher's context)."""
    where = deal_label(match.number_now)  # as the rules count deals: "Donne 2 sur 8"
    names = [player.name for player in match.players]
    scores = [
        QCoreApplication.translate("Launcher", "{first} et {second} : {points}").format(
            first=names[team[0]], second=names[team[1]], points=_signed(match.totals[team[0]])
        )
        if len(team) == 2
        else f"{names[team[0]]} {_signed(match.totals[team[0]])}"
        for team in match.rules.teams
    ]
    lines = [where, "   ·   ".join(score.replace(" ", "\u00a0") for score in scores)]
    if match.rules.uses_chips and any(match.chips):
        chips = " · ".join(f"{name} {_signed(c)}" for name, c in zip(names, match.chips, strict=True))
        lines.append(QCoreApplication.translate("Launcher", "Jetons : {chips}").format(chips=chips))
    return "\n".join(lines)


class ResumeOffer(QFrame):
    """ "Partie en cours", where the match stands, and "Reprendre la partie" (:attr:`button`);
    hidden when the chosen game has no unfinished match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resume")
        self.setMaximumWidth(WIDEST)
        # as wide as the header leaves it: its words wrap (between the players' scores) rather
        # than being cut
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 12, 10)
        layout.setSpacing(16)
        words = QVBoxLayout()
        words.setSpacing(2)
        self.title = QLabel(self)
        self.title.setObjectName("resumeTitle")
        self.title.setWordWrap(True)
        self.details = QLabel(self)
        self.details.setObjectName("resumeDetails")
        self.details.setWordWrap(True)
        self.details.ensurePolished()
        self.details.setText("Ag\nAg\nAg")  # room for three lines, as La Carotte's has
        self.details.setMinimumHeight(self.details.sizeHint().height())
        self.details.clear()
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        words.addWidget(self.title)
        words.addWidget(self.details)
        layout.addLayout(words, 1)
        self.button = QPushButton(QCoreApplication.translate("Launcher", "Reprendre la partie"), self)
        self.button.setObjectName("resume")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)

    def show_match(self, match: Match | None) -> None:
        """Offer ``match`` for resuming (``None``: hide the offer)."""
        if match is None:
            self.hide()
            return
        title = QCoreApplication.translate("Launcher", "Partie en cours : {game}")
        self.title.setText(title.format(game=game_title(match.game)))
        self.details.setText(standing(match))
        self.setToolTip(
            QCoreApplication.translate(
                "Launcher",
                "« Jouer » commence une nouvelle partie de ce jeu : on vous demande d'abord s'il faut "
                "reprendre celle-ci ou l'abandonner.",
            )
        )
        self.show()

    def needed_width(self, within: QWidget) -> int:
        """How wide the offer must be for its lines to show unwrapped (0 when hidden in ``within``)."""
        if not self.isVisibleTo(within):
            return 0
        words = 0
        for label in (self.title, self.details):
            label.ensurePolished()
            metrics = label.fontMetrics()
            words = max(words, *(metrics.horizontalAdvance(line) for line in label.text().split("\n")))
        margins = layout_of(self).contentsMargins()
        spacing = layout_of(self).spacing()
        button = self.button.sizeHint().width()
        return min(words + 4 + spacing + button + margins.left() + margins.right() + 2, WIDEST)


class NoticeStrip(QFrame):
    """Messages at the top of the launcher, one a line; they stay until the player closes them
    (its ×)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._notices: list[str] = []
        self.setObjectName("notice")
        self.setFixedWidth(WIDEST)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 8, 8, 8)
        icon = QLabel("⚠", self)
        icon.setStyleSheet("font-size: 18px;")
        self.label = QLabel(self)
        self.label.setObjectName("noticeText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton(self)
        close.setObjectName("closeNotice")
        close.setText("×")
        close.setToolTip(QCoreApplication.translate("Launcher", "Fermer ce message"))
        close.setAccessibleName(QCoreApplication.translate("Launcher", "Fermer ce message"))
        close.setCursor(Qt.CursorShape.PointingHandCursor)
        close.clicked.connect(self.clear)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def add(self, text: str) -> None:
        """Show ``text`` under the messages shown (the same message twice is shown once)."""
        if text and text not in self._notices:
            self._notices.append(text)
        self.label.setText(self.text())
        self.setVisible(bool(self._notices))

    def clear(self) -> None:
        """Hide the messages."""
        self._notices.clear()
        self.label.clear()
        self.hide()

    def text(self) -> str:
        """The messages shown, one a line ("" when none)."""
        return "\n".join(self._notices)
