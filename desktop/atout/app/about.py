"""*À propos d'Atout*: the version, where the matches are kept, and the licence.

The box says in a few lines what Atout is, its version, the folder of the player's matches and
that Atout is free software under the GNU GPL (version 3 or later), without warranty; *Licence*
shows the licence's whole text (:func:`atout.app.resources.licence_file`: the repository's
``LICENSE``, which the wheel and the bundle carry as ``resources/legal/LICENSE``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import atout
from atout.app.resources import licence_file

__all__ = ["AboutDialog"]


class AboutDialog(QDialog):
    """The box of *À propos d'Atout*; its *Licence* button shows or hides the licence's text."""

    def __init__(self, data_folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("À propos d'Atout"))
        icon = QLabel()
        icon.setPixmap(QApplication.windowIcon().pixmap(64, 64))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(
            self.tr(
                "<h3>Atout {version}</h3><p>La Carotte, Le Rough et le Tarot, à quatre, contre "
                "l'ordinateur.</p><p>Les cartes sont dessinées pour Atout. Les parties sont "
                "enregistrées dans :<br><tt>{folder}</tt></p>"
                "<p>Atout est un logiciel libre : vous pouvez le redistribuer et le modifier selon "
                "les termes de la licence publique générale GNU (GPL), version 3 ou (à votre choix) "
                "toute version ultérieure. Il est distribué sans aucune garantie.</p>"
            ).format(version=atout.__version__, folder=data_folder)
        )
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setMinimumWidth(self.fontMetrics().horizontalAdvance("m") * 36)

        self.licence = QPlainTextEdit()
        self.licence.setReadOnly(True)
        self.licence.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.licence.setPlainText(_licence_text(self.tr("Le texte de la licence est introuvable.")))
        self.licence.setMinimumHeight(self.fontMetrics().lineSpacing() * 16)
        self.licence.hide()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.licence_button = QPushButton(self.tr("Licence"))
        self.licence_button.setCheckable(True)
        self.licence_button.toggled.connect(self._show_licence)
        buttons.addButton(self.licence_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(icon)
        top.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.licence, 1)
        layout.addWidget(buttons)

    def _show_licence(self, shown: bool) -> None:
        self.licence.setVisible(shown)
        if shown:
            width = self.licence.fontMetrics().horizontalAdvance("m" * 80)
            self.resize(max(self.width(), width + 60), max(self.height(), self.sizeHint().height()))
        else:
            self.adjustSize()


def _licence_text(missing: str) -> str:
    path = licence_file()
    if path is None:
        return missing
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return missing
