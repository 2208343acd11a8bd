"""The entry point of the Atout application: ``atout`` or ``python -m atout``.

For now the window is a placeholder; the launcher and the card table come in later issues.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget

import atout

_FELT = "#1f5d3a"
_STYLE = f"""
QWidget#felt {{ background-color: {_FELT}; }}
QLabel {{ color: #f4f1e6; }}
QLabel#suits {{ font-size: 40px; }}
QLabel#headline {{ font-size: 22px; font-weight: 600; }}
QLabel#notice {{ font-size: 15px; color: #d9e6dc; }}
"""


class PlaceholderWindow(QMainWindow):
    """The main window until the card table exists: the games' names and a notice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Atout"))
        self.setMinimumSize(560, 360)
        self.resize(720, 460)

        felt = QWidget(self)
        felt.setObjectName("felt")
        felt.setStyleSheet(_STYLE)
        layout = QVBoxLayout(felt)
        layout.setContentsMargins(32, 32, 32, 32)
        layout.setSpacing(16)
        layout.addStretch(1)

        red = '<span style="color:#e0473f">{}</span>'
        suits = QLabel("&nbsp;&nbsp;".join(("♠", red.format("♥"), red.format("♦"), "♣")), felt)
        suits.setObjectName("suits")
        suits.setTextFormat(Qt.TextFormat.RichText)
        suits.setAccessibleName(self.tr("Pique, cœur, carreau, trèfle"))
        self.headline = QLabel(self.tr("Atout — La Carotte, Le Rough, le Tarot"), felt)
        self.headline.setObjectName("headline")
        self.notice = QLabel(self.tr("La table de jeu arrive bientôt."), felt)
        self.notice.setObjectName("notice")
        for label in (suits, self.headline, self.notice):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            layout.addWidget(label)

        layout.addStretch(1)
        self.setCentralWidget(felt)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the application; ``argv`` are the arguments after the program name.

    Arguments Atout does not know (Qt's own, such as ``-platform offscreen``) go to Qt.
    Returns the exit status of the event loop.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="atout", description="La Carotte, Le Rough et le Tarot.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {atout.__version__}")
    _, qt_args = parser.parse_known_args(args)

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *qt_args])
    app.setApplicationName("Atout")
    app.setApplicationVersion(atout.__version__)
    app.setOrganizationName("Atout")
    app.setDesktopFileName("atout")

    window = PlaceholderWindow()
    window.show()
    return int(app.exec())
