"""The left of the launcher's panel: the chosen game's rules, one options form per game (one
shown), "Règles par défaut", and under the options the explanation of the one under the mouse
or with the focus.

::

    pane = RulesPane(panel)
    pane.show_game("tarot")         # its form and its title
    pane.forms["tarot"].values()    # the options as shown
    pane.refusal("tarot", error)    # what to say when the rules refuse a value
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QToolButton, QVBoxLayout, QWidget

from atout.app.games.launcher_texts import GAMES, game_title
from atout.app.launcher.widgets import OptionsForm, serif_font
from atout.rules import OptionError

__all__ = ["RulesPane"]


class _OptionsStack(QStackedWidget):
    """The games' option forms, one shown: as tall as the tallest form when there is room (the
    panel keeps its height from game to game), down to the shown form's own minimum on a short
    screen."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()


class RulesPane(QWidget):
    """The title "Les règles — game", :attr:`reset_button`, the options :attr:`forms` in
    :attr:`stack`, and :attr:`option_help`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        rules = QVBoxLayout(self)
        rules.setContentsMargins(0, 0, 0, 0)
        rules.setSpacing(12)
        heading = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("panelTitle")
        self.title.setFont(serif_font(19))
        self.reset_button = QToolButton(self)
        self.reset_button.setObjectName("reset")
        self.reset_button.setText(QCoreApplication.translate("Launcher", "Règles par défaut"))
        self.reset_button.setToolTip(
            QCoreApplication.translate("Launcher", "Remettre les options de ce jeu à leur valeur par défaut")
        )
        self.reset_button.setCursor(Qt.CursorShape.PointingHandCursor)
        heading.addWidget(self.title)
        heading.addStretch(1)
        heading.addWidget(self.reset_button)
        rules.addLayout(heading)
        self.stack = _OptionsStack(self)
        self.forms: dict[str, OptionsForm] = {}
        for game in GAMES:
            form = OptionsForm(game, self.stack)
            form.setObjectName(f"form_{game}")
            self.forms[game] = form
            self.stack.addWidget(form)
        rules.addWidget(self.stack, 1)
        self.option_help = QLabel(self)
        self.option_help.setObjectName("optionHelp")
        self.option_help.setWordWrap(True)
        self.option_help.setMinimumHeight(34)
        self.option_help.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        rules.addWidget(self.option_help)
        for form in self.forms.values():
            for name, widget in form.option_widgets.items():
                widget.installEventFilter(self)
                label = form.labels.get(name)
                if label is not None:
                    label.installEventFilter(self)

    def show_game(self, game: str) -> None:
        """Show ``game``'s options, under its title."""
        self.stack.setCurrentWidget(self.forms[game])
        self.stack.updateGeometry()  # its minimum is the shown form's
        title = QCoreApplication.translate("Launcher", "Les règles — {game}")
        self.title.setText(title.format(game=game_title(game)))
        self.show_help(None)

    def refusal(self, game: str, error: OptionError) -> str:
        """What to say when the rules refuse ``game``'s options: the option and its value."""
        name = str(error.params.get("option", ""))
        widget = self.forms[game].option_widgets.get(name)
        if widget is not None:
            text = QCoreApplication.translate(
                "Launcher", "La valeur de « {option} » n'est pas permise par les règles ({value})."
            )
            return text.format(option=widget.accessibleName(), value=error.params.get("value"))
        text = QCoreApplication.translate(
            "Launcher", "Ces options ne sont pas permises par les règles : {reason}"
        )
        return text.format(reason=error)

    def show_help(self, widget: QWidget | None) -> None:
        """The explanation of ``widget``'s option (``None``: how to read one)."""
        text = widget.toolTip() if widget is not None else ""
        self.option_help.setText(
            text
            or QCoreApplication.translate(
                "Launcher", "Passez la souris sur une option pour lire son explication."
            )
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The explanation of the option under the mouse or with the focus, under the options."""
        if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn) and isinstance(watched, QWidget):
            self.show_help(watched)
        elif event.type() == QEvent.Type.Leave and isinstance(watched, QWidget):
            focused = self.window().focusWidget()
            same_form = focused is not None and focused.parentWidget() is watched.parentWidget()
            self.show_help(focused if same_form and focused is not None else None)
        return super().eventFilter(watched, event)
