"""The right of the launcher's panel: the opponents' level and what it means, the player's name,
what the rules refused, and "Jouer".

::

    pane = PlayerPane(panel)
    pane.level_chosen.connect(keep)     # the player chose a level in the list
    pane.show_level("hard")             # the chosen game's level, and what it means
    pane.player_name()                  # the name typed, or "Vous"
    pane.show_error(text)               # under the name, until hide_error()
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from atout.app.games.launcher_texts import LEVELS, level_label, level_tooltip
from atout.app.launcher.state import DEFAULT_LEVEL, NAME_LENGTH, typed_name

__all__ = ["PlayerPane"]


class PlayerPane(QWidget):
    """ "Adversaires" (:attr:`level_box`, :attr:`level_help`), "Votre nom" (:attr:`name_edit`),
    :attr:`error_label`, :attr:`play_button` and its :attr:`hint`."""

    #: The player chose the opponents' level (one of ``LEVELS``) in the list.
    level_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        side = QVBoxLayout(self)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(4)
        level_label_widget = QLabel(QCoreApplication.translate("Launcher", "Adversaires"), self)
        self.level_box = QComboBox(self)
        self.level_box.setObjectName("level")
        for level in LEVELS:
            self.level_box.addItem(level_label(level), level)
            self.level_box.setItemData(
                self.level_box.count() - 1, level_tooltip(level), Qt.ItemDataRole.ToolTipRole
            )
        self.level_box.setCurrentIndex(LEVELS.index(DEFAULT_LEVEL))
        self.level_box.setMinimumHeight(32)
        self.level_box.currentIndexChanged.connect(self._level_changed)
        level_label_widget.setBuddy(self.level_box)
        self.level_help = QLabel(self)
        self.level_help.setObjectName("levelHelp")
        self.level_help.setWordWrap(True)
        side.addWidget(level_label_widget)
        side.addWidget(self.level_box)
        side.addWidget(self.level_help)
        side.addSpacing(2)
        name_label = QLabel(QCoreApplication.translate("Launcher", "Votre nom"), self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("name")
        self.name_edit.setMaxLength(NAME_LENGTH)
        self.name_edit.setPlaceholderText(QCoreApplication.translate("Launcher", "Vous"))
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setMinimumHeight(32)
        self.name_edit.setAccessibleName(QCoreApplication.translate("Launcher", "Votre nom"))
        name_label.setBuddy(self.name_edit)
        side.addWidget(name_label)
        side.addWidget(self.name_edit)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        side.addWidget(self.error_label)
        side.addStretch(1)
        self.play_button = QPushButton(QCoreApplication.translate("Launcher", "Jouer"), self)
        self.play_button.setObjectName("play")
        self.play_button.setCursor(Qt.CursorShape.PointingHandCursor)
        side.addWidget(self.play_button)
        self.hint = QLabel(QCoreApplication.translate("Launcher", "Entrée pour jouer"), self)
        self.hint.setObjectName("hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        side.addWidget(self.hint)

    # -- the opponents' level ----------------------------------------------------------------------
    def show_level(self, level: str) -> None:
        """Show ``level`` (one of ``LEVELS``) in the list, and what it means under it."""
        self.level_box.setCurrentIndex(LEVELS.index(level))
        self.level_help.setText(level_tooltip(level))

    def _level_changed(self) -> None:
        level = str(self.level_box.currentData())
        self.level_help.setText(level_tooltip(level))
        self.level_box.setToolTip(level_tooltip(level))
        self.level_chosen.emit(level)

    # -- the name -----------------------------------------------------------------------------------
    def player_name(self) -> str:
        """The name typed, trimmed; "Vous" (in the interface's language) when empty."""
        return typed_name(self.name_edit.text()) or QCoreApplication.translate("Launcher", "Vous")

    # -- what is said ------------------------------------------------------------------------------
    def show_error(self, text: str) -> None:
        """Say under the name why the match cannot start."""
        self.error_label.setText(text)
        self.error_label.show()

    def hide_error(self) -> None:
        self.error_label.hide()

    def tell_saved(self, saved: bool) -> None:
        """ "Jouer"'s tooltip: whether the chosen game has an unfinished match to ask about first."""
        tip = QCoreApplication.translate(
            "Launcher",
            "Commencer une nouvelle partie (on vous demande d'abord que faire de la partie en cours)",
        )
        self.play_button.setToolTip(tip if saved else "")
