"""The launcher: the first screen, where the player picks a game, its options, the opponents'
level and his name, or resumes the match he left.

::

    launcher = Launcher(window, settings=settings, saved=storage.load_autosave("tarot").value)
    launcher.set_saved_matches({"carotte": match, ...})     # each game's unfinished match
    launcher.start_requested.connect(start)                 # (game, options, level, name)
    launcher.resume_requested.connect(resume)               # the chosen game's saved match
    launcher.show_notice(text)                               # e.g. a damaged save was put aside
    storage.save_settings(launcher.settings())               # the choices, to prefill next time

``start_requested`` carries only the options that differ from the rules' defaults, already
checked by the rules (``options_type.from_json``): ``Match(game, options)`` takes them as they are.
The launcher decides no rule: the option widgets are built from ``GameOptions.specs()``.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.games.launcher_texts import GAMES, LEVELS, match_end
from atout.app.launcher.header import Header
from atout.app.launcher.offer import standing
from atout.app.launcher.picker import GamePicker
from atout.app.launcher.player_pane import PlayerPane
from atout.app.launcher.rules_pane import RulesPane
from atout.app.launcher.state import DEFAULT_LEVEL, LauncherState
from atout.app.launcher.widgets import OptionsForm, paint_felt
from atout.app.layouts import layout_of
from atout.play.storage import Settings
from atout.rules import Match, OptionError

__all__ = ["Launcher"]

_STYLE: Final = theme.LAUNCHER_STYLE


#: The panel's colours (its palette), which its lists, fields and tooltips take.
_PANEL_COLOURS: Final = (
    (QPalette.ColorRole.Window, theme.LAUNCHER_PAPER),
    (QPalette.ColorRole.Base, theme.LAUNCHER_FIELD),
    (QPalette.ColorRole.AlternateBase, theme.LAUNCHER_FIELD_STRIPE),
    (QPalette.ColorRole.Button, theme.LAUNCHER_FIELD_BUTTON),
    (QPalette.ColorRole.Text, theme.LAUNCHER_FIELD_TEXT),
    (QPalette.ColorRole.WindowText, theme.LAUNCHER_FIELD_TEXT),
    (QPalette.ColorRole.ButtonText, theme.LAUNCHER_FIELD_TEXT),
    (QPalette.ColorRole.Highlight, theme.LAUNCHER_FIELD_CHOSEN),
    (QPalette.ColorRole.HighlightedText, theme.LAUNCHER_FIELD_CHOSEN_TEXT),
    (QPalette.ColorRole.ToolTipBase, theme.LAUNCHER_FIELD),
    (QPalette.ColorRole.ToolTipText, theme.LAUNCHER_FIELD_TEXT),
)


class Launcher(QWidget):
    """The launcher: the :class:`~atout.app.launcher.header.Header` (its buttons, the notices,
    the offer to resume), the :class:`~atout.app.launcher.picker.GamePicker`'s tiles, and under
    them a panel: the chosen game's rules (:class:`~atout.app.launcher.rules_pane.RulesPane`),
    the opponents' level, the player's name and "Jouer"
    (:class:`~atout.app.launcher.player_pane.PlayerPane`). It keeps them in step; what it
    remembers besides them is a :class:`~atout.app.launcher.state.LauncherState`'s."""

    #: The player asked for a new match: game, options that differ from the defaults (checked by
    #: the rules), opponents' level, player's name.
    start_requested = Signal(str, dict, str, str)
    #: The player asked to resume the saved match.
    resume_requested = Signal()
    #: The player asked for his matches and statistics.
    history_requested = Signal()
    #: The player asked for the rules.
    guide_requested = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        saved: Match | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("launcher")
        self.setStyleSheet(_STYLE)
        self._state = LauncherState(GAMES, LEVELS)
        self._shown_once = False

        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 8, 28, 10)  # a 700-pixel screen leaves it some 630
        outer.setSpacing(8)
        self.header = Header(self)
        outer.addLayout(self.header)
        self.picker = GamePicker(self)
        outer.addWidget(self.picker, 1)
        panel = QFrame(self)
        self.rules = RulesPane(panel)
        self.player = PlayerPane(panel)
        outer.addWidget(self._build_panel(panel), 0)

        # the parts' widgets the window and the tests reach
        self.history_button = self.header.history_button
        self.guide_button = self.header.guide_button
        self.notice_frame = self.header.notices
        self.resume_frame = self.header.offer
        self.resume_title, self.resume_details = self.resume_frame.title, self.resume_frame.details
        self.resume_button = self.resume_frame.button
        self.tiles = self.picker.tiles
        self.forms, self.stack, self.reset_button = (
            self.rules.forms,
            self.rules.stack,
            self.rules.reset_button,
        )
        self.level_box, self.name_edit = self.player.level_box, self.player.name_edit
        self.error_label, self.play_button, self.hint = (
            self.player.error_label,
            self.player.play_button,
            self.player.hint,
        )

        self.history_button.clicked.connect(self.history_requested)
        self.guide_button.clicked.connect(self.guide_requested)
        self.resume_button.clicked.connect(self.resume_requested)
        self.picker.chosen.connect(self._show_game)
        for form in self.forms.values():
            form.changed.connect(self._options_changed)
        self.reset_button.clicked.connect(self._reset_options)
        self.player.level_chosen.connect(lambda level: self._state.set_level(self.current_game(), level))
        self.play_button.clicked.connect(self.start)
        self._set_tab_order()
        self.set_saved_match(saved)
        self.set_settings(settings or Settings())

    # -- building --------------------------------------------------------------------------------
    def _build_panel(self, panel: QFrame) -> QFrame:
        """The panel under the tiles: the rules, a line, the player's side."""
        panel.setObjectName("panel")
        # as tall as its contents, down to their minimum on a short screen
        panel.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        palette = panel.palette()
        for role, colour in _PANEL_COLOURS:
            palette.setColor(role, QColor(colour))
        panel.setPalette(palette)
        row = QHBoxLayout(panel)
        row.setContentsMargins(26, 10, 26, 10)
        row.setSpacing(26)
        row.addWidget(self.rules, 3)
        separator = QFrame(panel)
        separator.setObjectName("separator")
        row.addWidget(separator)
        row.addWidget(self.player, 2)
        return panel

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [
            self.history_button,
            self.guide_button,
            self.resume_button,
            *self.tiles.values(),
        ]
        for form in self.forms.values():
            chain.extend(form.option_widgets.values())
        chain += [self.reset_button, self.level_box, self.name_edit, self.play_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # -- the game ----------------------------------------------------------------------------------
    def current_game(self) -> str:
        """The game chosen: ``carotte``, ``rough`` or ``tarot``."""
        return self.picker.current()

    def select_game(self, game: str) -> None:
        """Choose a game (an unknown name is ignored)."""
        if self.picker.select(game):
            self._show_game(game)

    def _show_game(self, game: str) -> None:
        self.rules.show_game(game)
        self.player.show_level(self.level(game))
        self.player.hide_error()
        self._update_match_ends()
        self._show_saved()

    def form(self, game: str | None = None) -> OptionsForm:
        """The options form of a game (default: the one chosen)."""
        return self.forms[game or self.current_game()]

    def option_widget(self, game: str, name: str) -> QWidget:
        """The widget that shows one option of one game."""
        return self.forms[game].option_widgets[name]

    def option_values(self, game: str | None = None) -> dict[str, object]:
        """Every option of a game as shown (default: the game chosen)."""
        return self.form(game).values()

    def set_option_values(self, game: str, values: dict[str, object]) -> list[str]:
        """Show option values for a game; returns the names the rules refused (left unchanged)."""
        refused = self.forms[game].set_values(values)
        self._update_match_ends()
        return refused

    def level(self, game: str | None = None) -> str:
        """The opponents' level for a game (default: the game chosen): ``easy``, ``normal``,
        ``hard``, ``expert`` or ``random``."""
        return self._state.level(game or self.current_game())

    def set_level(self, level: str, game: str | None = None) -> bool:
        """Choose the opponents' level for a game (default: the game chosen); an unknown level is
        ignored (returns ``False``)."""
        game = game or self.current_game()
        if not self._state.set_level(game, level):
            return False
        if game == self.current_game():
            self.level_box.setCurrentIndex(LEVELS.index(level))
        return True

    def player_name(self) -> str:
        """The name typed, trimmed; "Vous" (in the interface's language) when empty."""
        return self.player.player_name()

    def _options_changed(self) -> None:
        self.player.hide_error()
        self._update_match_ends()

    def _update_match_ends(self) -> None:
        self.picker.set_match_ends(
            {game: match_end(game, form.values()) for game, form in self.forms.items()}
        )

    def _reset_options(self) -> None:
        self.form().reset()
        self._update_match_ends()

    # -- settings ------------------------------------------------------------------------------
    def set_settings(self, settings: Settings) -> None:
        """Show the player's last choices. Saved options the rules no longer accept are dropped
        (their defaults shown) and a notice says so."""
        self._state.remember(settings)
        # the default name is not shown as typed: the placeholder says it, in the player's language
        default_name = settings.player_name == Settings().player_name
        self.name_edit.setText("" if default_name else settings.player_name)
        dropped = False
        for game, form in self.forms.items():
            form.reset()
            if form.set_values(settings.options.get(game, {})):
                dropped = True
            if not self.set_level(settings.levels.get(game, DEFAULT_LEVEL), game):
                self._state.set_level(game, DEFAULT_LEVEL)
                dropped = True
        self.select_game(settings.last_game if settings.last_game in self.tiles else GAMES[-1])
        if dropped:
            self.show_notice(
                self.tr(
                    "Certaines options enregistrées ne sont plus valables : "
                    "elles reprennent leur valeur par défaut."
                )
            )

    def settings(self) -> Settings:
        """The choices shown, as settings to save (the speed and other games' entries kept)."""
        options: dict[str, dict[str, object]] = {}
        for game, form in self.forms.items():
            try:
                options[game] = form.changed_values()
            except OptionError:
                options[game] = form.values()
        return self._state.settings(name=self.name_edit.text(), game=self.current_game(), options=options)

    # -- the saved matches -------------------------------------------------------------------------
    def set_saved_matches(self, matches: Mapping[str, Match]) -> None:
        """Know every game's unfinished match (by game); the chosen game's is offered for resuming,
        and the offer follows when another game is chosen."""
        self._state.set_saved(matches)
        self._show_saved()

    def set_saved_match(self, match: Match | None) -> None:
        """Know only ``match`` (an unfinished one) as saved, or none (``None``)."""
        self.set_saved_matches({match.game: match} if match is not None else {})

    def saved_match(self, game: str | None = None) -> Match | None:
        """The unfinished match of a game (default: the game chosen), offered for resuming."""
        return self._state.saved(game or self.current_game())

    def describe_saved(self, match: Match) -> str:
        """Where a saved match stands: the deal, the scores (as the offer shows them)."""
        return standing(match)

    def _show_saved(self) -> None:
        saved = self.saved_match()
        self.resume_frame.show_match(saved)
        self.player.tell_saved(saved is not None)

    # -- notices -----------------------------------------------------------------------------------
    def show_notice(self, text: str) -> None:
        """Show a message at the top (it stays until the player closes it). A second message is
        shown under the first; the same message twice is shown once."""
        self.notice_frame.add(text)

    def clear_notice(self) -> None:
        """Hide the messages."""
        self.notice_frame.clear()

    def notice(self) -> str:
        """The messages shown, one a line ("" when none)."""
        return self.notice_frame.text()

    # -- starting ----------------------------------------------------------------------------------
    def start(self) -> bool:
        """Check the options with the rules and emit :attr:`start_requested`; when the rules refuse
        a value, say which under the name and emit nothing. Returns whether it started."""
        game = self.current_game()
        try:
            options = self.form(game).changed_values()
        except OptionError as error:
            self.player.show_error(self.rules.refusal(game, error))
            return False
        self.player.hide_error()
        self.start_requested.emit(game, options, self.level(game), self.player_name())
        return True

    # -- events ------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Enter starts the game (or presses the focused push button, "Reprendre" for one)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton) and focused is not self.play_button:
                focused.click()
            else:
                self.start()
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            resumable = self.saved_match() is not None
            start_at: QAbstractButton = self.resume_button if resumable else self.play_button
            start_at.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """Keep the tiles' words in the current language when a translator is installed."""
        if event.type() == QEvent.Type.LanguageChange:
            self._update_match_ends()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._arrange_header()

    def event(self, event: QEvent) -> bool:
        """A new offer's words (or a notice) change what the header needs: arrange it again."""
        if event.type() == QEvent.Type.LayoutRequest:
            self._arrange_header()
        return super().event(event)

    def _arrange_header(self) -> None:
        margins = layout_of(self).contentsMargins()
        self.header.arrange(self.width() - margins.left() - margins.right())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            paint_felt(painter, QRectF(self.rect()))
        finally:
            painter.end()
