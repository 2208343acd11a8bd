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

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.cardart import CardArt, CardArtError
from atout.app.games.launcher_texts import GAMES, LEVELS, game_title, level_label, level_tooltip, match_end
from atout.app.games.words import deal_label
from atout.app.launcher.widgets import GameTile, OptionsForm, paint_felt, serif_font
from atout.app.layouts import layout_of
from atout.play.storage import Settings
from atout.rules import Match, OptionError

__all__ = ["Launcher"]

#: The longest name a player may give (the settings keep no more).
NAME_LENGTH: Final = 40
#: The opponents' level until the player chooses one.
DEFAULT_LEVEL: Final = "normal"

_STYLE: Final = theme.style("""
QLabel#title { color: $LAUNCHER_PAPER; }
QLabel#suits { font-size: 26px; }
QLabel#tagline { color: $LAUNCHER_TAGLINE; font-size: 15px; }
QFrame#panel { background-color: $LAUNCHER_PAPER; border-radius: 16px; border: 1px solid $FORM_EDGE; }
QFrame#panel QLabel { color: $LAUNCHER_INK; font-size: 14px; }
QFrame#panel QLabel#panelTitle { color: $LAUNCHER_TITLE; }
QFrame#panel QLabel#hint { color: $LAUNCHER_HINT; font-size: 12px; }
QFrame#panel QLabel#error { color: $LAUNCHER_ERROR; font-size: 13px; font-weight: bold; }
QFrame#panel QCheckBox { color: $LAUNCHER_INK; font-size: 14px; spacing: 9px; }
QFrame#panel QComboBox, QFrame#panel QSpinBox, QFrame#panel QLineEdit { font-size: 14px; }
QFrame#panel QLabel#optionHelp { color: $LAUNCHER_HELP; font-size: 12px; font-style: italic; }
QFrame#panel QLabel#levelHelp { color: $LAUNCHER_HELP; font-size: 12px; }
QFrame#separator { background-color: $LAUNCHER_SEPARATOR; max-width: 1px; min-width: 1px; border: none; }
QToolButton#reset { color: $LAUNCHER_LINK; border: none; font-size: 13px; text-decoration: underline; }
QToolButton#reset:hover { color: $LAUNCHER_LINK_HOVER; }
QToolButton#history {
    color: $LAUNCHER_PAPER; background: $HISTORY_BUTTON; border: 1px solid $HISTORY_BUTTON_EDGE;
    border-radius: 13px; padding: 4px 14px; font-size: 13px;
}
QToolButton#history:hover { border-color: $HIGHLIGHT; color: $HISTORY_BUTTON_HOVER_TEXT; }
QToolButton#history:focus { border: 2px solid $HIGHLIGHT; }
QPushButton#play {
    color: $PLAY_TEXT; font-size: 20px; font-weight: bold; padding: 8px 28px; min-height: 30px;
    border: 1px solid $PLAY_EDGE; border-radius: 10px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 $PLAY_TOP, stop:1 $PLAY_BOTTOM);
}
QPushButton#play:hover {
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 $PLAY_HOVER_TOP, stop:1 $PLAY_HOVER_BOTTOM);
}
QPushButton#play:pressed { background: $PLAY_PRESSED; }
QPushButton#play:focus { border: 2px solid $PLAY_FOCUS; }
QFrame#resume {
    background-color: $RESUME_BOX; border: 1px solid $RESUME_BOX_EDGE; border-radius: 12px;
}
QFrame#resume QLabel { color: $LAUNCHER_PAPER; font-size: 13px; }
QFrame#resume QLabel#resumeTitle { color: $RESUME_TITLE; font-size: 15px; font-weight: bold; }
QPushButton#resume {
    color: $PLAY_TEXT; font-size: 14px; font-weight: bold; padding: 7px 16px;
    border: 1px solid $PLAY_EDGE; border-radius: 8px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 $PLAY_TOP, stop:1 $PLAY_BOTTOM);
}
QPushButton#resume:hover { background: $PLAY_HOVER_TOP; }
QPushButton#resume:focus { border: 2px solid $LAUNCHER_PAPER; }
QFrame#notice { background-color: $NOTICE; border: 1px solid $NOTICE_EDGE; border-radius: 10px; }
QFrame#notice QLabel { color: $NOTICE_TEXT; font-size: 13px; }
QToolButton#closeNotice { border: none; color: $NOTICE_TEXT; font-size: 16px; font-weight: bold; }
""")


def _signed(value: int) -> str:
    """A score as players write it: 12, −40 (a real minus sign)."""
    return str(value).replace("-", "−")


class _OptionsStack(QStackedWidget):
    """The games' option forms, one shown: as tall as the tallest form when there is room (the
    panel keeps its height from game to game), down to the shown form's own minimum on a short
    screen."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()


class Launcher(QWidget):
    """The launcher: game tiles, the chosen game's options, the opponents' level, the player's
    name, "Jouer"; "Reprendre la partie" when a match was left unfinished; a notice strip."""

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
        self._settings = Settings()
        self._saved: dict[str, Match] = {}
        self._shown_once = False
        self._levels: dict[str, str] = dict.fromkeys(GAMES, DEFAULT_LEVEL)
        self._notices: list[str] = []

        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 8, 28, 10)  # a 700-pixel screen leaves it some 630
        outer.setSpacing(8)
        outer.addLayout(self._build_header())

        arts = self._card_arts()
        tiles = QHBoxLayout()
        tiles.setSpacing(18)
        self.tiles: dict[str, GameTile] = {}
        self._tile_group = QButtonGroup(self)
        self._tile_group.setExclusive(True)
        for game in GAMES:
            tile = GameTile(game, arts.get(game), self)
            tile.setObjectName(f"tile_{game}")
            tile.toggled.connect(self._tile_toggled)
            self._tile_group.addButton(tile)
            self.tiles[game] = tile
            tiles.addWidget(tile)
        outer.addLayout(tiles, 1)
        outer.addWidget(self._build_panel(), 0)

        self._set_tab_order()
        self.set_saved_match(saved)
        self.set_settings(settings or Settings())

    # -- building --------------------------------------------------------------------------------
    def _build_header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        header.setSpacing(18)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        line = QHBoxLayout()
        line.setSpacing(14)
        title = QLabel(self.tr("Atout"), self)
        title.setObjectName("title")
        title.setFont(serif_font(38))
        suits = QLabel(
            theme.TITLE_SUITS,
            self,
        )
        suits.setObjectName("suits")
        suits.setTextFormat(Qt.TextFormat.RichText)
        suits.setAccessibleName(self.tr("Pique, cœur, carreau, trèfle"))
        line.addWidget(title)
        line.addWidget(suits, 0, Qt.AlignmentFlag.AlignVCenter)
        line.addSpacing(20)
        self.history_button = QToolButton(self)
        self.history_button.setObjectName("history")
        self.history_button.setText(self.tr("Vos parties et statistiques"))
        self.history_button.setToolTip(
            self.tr("Les parties jouées, chacune à revoir, et vos chiffres (Ctrl+H)")
        )
        self.history_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.history_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.history_button.clicked.connect(self.history_requested)
        # never narrower than their words: the room they need is taken from the offer to resume
        self.history_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        # the two buttons sit on the title's line, or under the tagline when the header is
        # short of room (:meth:`_arrange_header`)
        self._buttons = QWidget(self)
        buttons = QHBoxLayout(self._buttons)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.setSpacing(14)
        buttons.addWidget(self.history_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.guide_button = QToolButton(self)
        self.guide_button.setObjectName("history")
        self.guide_button.setText(self.tr("Les règles"))
        self.guide_button.setToolTip(self.tr("Les règles des trois jeux, et les touches (F1)"))
        self.guide_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.guide_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.guide_button.clicked.connect(self.guide_requested)
        self.guide_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        buttons.addWidget(self.guide_button, 0, Qt.AlignmentFlag.AlignVCenter)
        buttons.addStretch(1)
        self._title_line = line
        line.addWidget(self._buttons, 0, Qt.AlignmentFlag.AlignVCenter)
        line.addStretch(1)
        titles.addLayout(line)
        tagline = QLabel(self.tr("Trois jeux de levées à quatre, contre l'ordinateur"), self)
        tagline.setObjectName("tagline")
        titles.addWidget(tagline)
        self._titles = titles
        self._buttons_below = False
        titles.addStretch(1)
        header.addLayout(titles, 0)
        header.addStretch(0)
        # the notice and the offer to resume share the header's right side, one above the other;
        # they take the room the titles leave (the offer's words wrap when it is short)
        corner = QVBoxLayout()
        corner.setSpacing(8)
        corner.addWidget(self._build_notice())
        corner.addWidget(self._build_resume())
        header.addLayout(corner, 1)
        # the header keeps the offer's height when the chosen game has none: the tiles below do
        # not jump as the player goes from game to game
        header.addStrut(self.resume_frame.sizeHint().height())
        return header

    def _build_resume(self) -> QFrame:
        self.resume_frame = QFrame(self)
        self.resume_frame.setObjectName("resume")
        self.resume_frame.setMaximumWidth(620)
        # as wide as the header leaves it: its words wrap (between the players' scores) rather
        # than being cut
        self.resume_frame.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        layout = QHBoxLayout(self.resume_frame)
        layout.setContentsMargins(16, 10, 12, 10)
        layout.setSpacing(16)
        words = QVBoxLayout()
        words.setSpacing(2)
        self.resume_title = QLabel(self.resume_frame)
        self.resume_title.setObjectName("resumeTitle")
        self.resume_title.setWordWrap(True)
        self.resume_details = QLabel(self.resume_frame)
        self.resume_details.setObjectName("resumeDetails")
        self.resume_details.setWordWrap(True)
        self.resume_details.ensurePolished()
        self.resume_details.setText("Ag\nAg\nAg")  # room for three lines, as La Carotte's has
        self.resume_details.setMinimumHeight(self.resume_details.sizeHint().height())
        self.resume_details.clear()
        self.resume_details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        words.addWidget(self.resume_title)
        words.addWidget(self.resume_details)
        layout.addLayout(words, 1)
        self.resume_button = QPushButton(self.tr("Reprendre la partie"), self.resume_frame)
        self.resume_button.setObjectName("resume")
        self.resume_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.resume_button.clicked.connect(self.resume_requested)
        self.resume_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignVCenter)
        return self.resume_frame

    def _build_notice(self) -> QFrame:
        self.notice_frame = QFrame(self)
        self.notice_frame.setObjectName("notice")
        self.notice_frame.setFixedWidth(620)
        layout = QHBoxLayout(self.notice_frame)
        layout.setContentsMargins(14, 8, 8, 8)
        icon = QLabel("⚠", self.notice_frame)
        icon.setStyleSheet("font-size: 18px;")
        self.notice_label = QLabel(self.notice_frame)
        self.notice_label.setObjectName("noticeText")
        self.notice_label.setWordWrap(True)
        self.notice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton(self.notice_frame)
        close.setObjectName("closeNotice")
        close.setText("×")
        close.setToolTip(self.tr("Fermer ce message"))
        close.setAccessibleName(self.tr("Fermer ce message"))
        close.setCursor(Qt.CursorShape.PointingHandCursor)
        close.clicked.connect(self.clear_notice)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.notice_label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.notice_frame.hide()
        return self.notice_frame

    def _build_panel(self) -> QFrame:
        panel = QFrame(self)
        panel.setObjectName("panel")
        # as tall as its contents, down to their minimum on a short screen
        panel.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        palette = panel.palette()
        for role, colour in (
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
        ):
            palette.setColor(role, QColor(colour))
        panel.setPalette(palette)
        row = QHBoxLayout(panel)
        row.setContentsMargins(26, 10, 26, 10)
        row.setSpacing(26)

        rules = QVBoxLayout()
        rules.setSpacing(12)
        heading = QHBoxLayout()
        self.panel_title = QLabel(panel)
        self.panel_title.setObjectName("panelTitle")
        self.panel_title.setFont(serif_font(19))
        self.reset_button = QToolButton(panel)
        self.reset_button.setObjectName("reset")
        self.reset_button.setText(self.tr("Règles par défaut"))
        self.reset_button.setToolTip(self.tr("Remettre les options de ce jeu à leur valeur par défaut"))
        self.reset_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reset_button.clicked.connect(self._reset_options)
        heading.addWidget(self.panel_title)
        heading.addStretch(1)
        heading.addWidget(self.reset_button)
        rules.addLayout(heading)
        self.stack = _OptionsStack(panel)
        self.forms: dict[str, OptionsForm] = {}
        for game in GAMES:
            form = OptionsForm(game, self.stack)
            form.setObjectName(f"form_{game}")
            form.changed.connect(self._options_changed)
            self.forms[game] = form
            self.stack.addWidget(form)
        rules.addWidget(self.stack, 1)
        self.option_help = QLabel(panel)
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
        row.addLayout(rules, 3)

        separator = QFrame(panel)
        separator.setObjectName("separator")
        row.addWidget(separator)

        side = QVBoxLayout()
        side.setSpacing(4)
        level_label_widget = QLabel(self.tr("Adversaires"), panel)
        self.level_box = QComboBox(panel)
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
        self.level_help = QLabel(panel)
        self.level_help.setObjectName("levelHelp")
        self.level_help.setWordWrap(True)
        side.addWidget(level_label_widget)
        side.addWidget(self.level_box)
        side.addWidget(self.level_help)
        side.addSpacing(2)
        name_label = QLabel(self.tr("Votre nom"), panel)
        self.name_edit = QLineEdit(panel)
        self.name_edit.setObjectName("name")
        self.name_edit.setMaxLength(NAME_LENGTH)
        self.name_edit.setPlaceholderText(self.tr("Vous"))
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setMinimumHeight(32)
        self.name_edit.setAccessibleName(self.tr("Votre nom"))
        name_label.setBuddy(self.name_edit)
        side.addWidget(name_label)
        side.addWidget(self.name_edit)
        self.error_label = QLabel(panel)
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        side.addWidget(self.error_label)
        side.addStretch(1)
        self.play_button = QPushButton(self.tr("Jouer"), panel)
        self.play_button.setObjectName("play")
        self.play_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play_button.clicked.connect(self.start)
        side.addWidget(self.play_button)
        self.hint = QLabel(self.tr("Entrée pour jouer"), panel)
        self.hint.setObjectName("hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        side.addWidget(self.hint)
        row.addLayout(side, 2)
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

    @staticmethod
    def _card_arts() -> dict[str, CardArt | None]:
        arts: dict[str, CardArt | None] = {}
        for game in GAMES:
            try:
                arts[game] = CardArt(game, cache_bytes=8 * 1024 * 1024)
            except CardArtError:  # no art installed: the tiles show the suits instead
                arts[game] = None
        return arts

    # -- the game ----------------------------------------------------------------------------------
    def current_game(self) -> str:
        """The game chosen: ``carotte``, ``rough`` or ``tarot``."""
        for game, tile in self.tiles.items():
            if tile.isChecked():
                return game
        return GAMES[-1]

    def select_game(self, game: str) -> None:
        """Choose a game (an unknown name is ignored)."""
        tile = self.tiles.get(game)
        if tile is not None:
            tile.setChecked(True)
            self._show_game(game)

    def _tile_toggled(self, checked: bool) -> None:
        if checked:
            self._show_game(self.current_game())

    def _show_game(self, game: str) -> None:
        self.stack.setCurrentWidget(self.forms[game])
        self.stack.updateGeometry()  # its minimum is the shown form's
        self.level_box.setCurrentIndex(LEVELS.index(self._levels.get(game, DEFAULT_LEVEL)))
        self.level_help.setText(level_tooltip(self.level(game)))
        self.panel_title.setText(self.tr("Les règles — {game}").format(game=game_title(game)))
        self.error_label.hide()
        self._show_option_help(None)
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
        return self._levels.get(game or self.current_game(), DEFAULT_LEVEL)

    def set_level(self, level: str, game: str | None = None) -> bool:
        """Choose the opponents' level for a game (default: the game chosen); an unknown level is
        ignored (returns ``False``)."""
        if level not in LEVELS:
            return False
        game = game or self.current_game()
        self._levels[game] = level
        if game == self.current_game():
            self.level_box.setCurrentIndex(LEVELS.index(level))
        return True

    def _level_changed(self) -> None:
        level = str(self.level_box.currentData())
        self._levels[self.current_game()] = level
        self.level_help.setText(level_tooltip(level))
        self.level_box.setToolTip(level_tooltip(level))

    def player_name(self) -> str:
        """The name typed, trimmed; "Vous" (in the interface's language) when empty."""
        return self.name_edit.text().strip()[:NAME_LENGTH] or self.tr("Vous")

    def _options_changed(self) -> None:
        self.error_label.hide()
        self._update_match_ends()

    def _update_match_ends(self) -> None:
        for game, tile in self.tiles.items():
            tile.set_match_end(match_end(game, self.forms[game].values()))

    def _reset_options(self) -> None:
        self.form().reset()
        self._update_match_ends()

    # -- settings ------------------------------------------------------------------------------
    def set_settings(self, settings: Settings) -> None:
        """Show the player's last choices. Saved options the rules no longer accept are dropped
        (their defaults shown) and a notice says so."""
        self._settings = Settings.from_json(settings.to_json())  # a copy
        # the default name is not shown as typed: the placeholder says it, in the player's language
        default_name = settings.player_name == Settings().player_name
        self.name_edit.setText("" if default_name else settings.player_name)
        dropped = False
        for game, form in self.forms.items():
            form.reset()
            if form.set_values(settings.options.get(game, {})):
                dropped = True
            level = settings.levels.get(game, DEFAULT_LEVEL)
            if not self.set_level(level, game):
                self._levels[game] = DEFAULT_LEVEL
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
        out = Settings.from_json(self._settings.to_json())
        typed = self.name_edit.text().strip()[:NAME_LENGTH]
        out.player_name = typed or Settings().player_name
        out.last_game = self.current_game()
        for game, form in self.forms.items():
            out.levels[game] = self.level(game)
            try:
                out.options[game] = form.changed_values()
            except OptionError:
                out.options[game] = form.values()
        return out

    # -- the saved matches -------------------------------------------------------------------------
    def set_saved_matches(self, matches: Mapping[str, Match]) -> None:
        """Know every game's unfinished match (by game); the chosen game's is offered for resuming,
        and the offer follows when another game is chosen."""
        self._saved = {game: match for game, match in matches.items() if not match.is_over}
        self._show_saved()

    def set_saved_match(self, match: Match | None) -> None:
        """Know only ``match`` (an unfinished one) as saved, or none (``None``)."""
        self.set_saved_matches({match.game: match} if match is not None else {})

    def saved_match(self, game: str | None = None) -> Match | None:
        """The unfinished match of a game (default: the game chosen), offered for resuming."""
        return self._saved.get(game or self.current_game())

    def describe_saved(self, match: Match) -> str:
        """Where a saved match stands: the deal, the scores (as the offer shows them)."""
        return self._resume_details(match)

    def _show_saved(self) -> None:
        saved = self.saved_match()
        if saved is None:
            self.resume_frame.hide()
            self.play_button.setToolTip("")
            return
        self.resume_title.setText(self.tr("Partie en cours : {game}").format(game=game_title(saved.game)))
        self.resume_details.setText(self._resume_details(saved))
        self.resume_frame.setToolTip(
            self.tr(
                "« Jouer » commence une nouvelle partie de ce jeu : on vous demande d'abord s'il faut "
                "reprendre celle-ci ou l'abandonner."
            )
        )
        self.play_button.setToolTip(
            self.tr("Commencer une nouvelle partie (on vous demande d'abord que faire de la partie en cours)")
        )
        self.resume_frame.show()

    def _resume_details(self, match: Match) -> str:
        where = deal_label(match.number_now)  # as the rules count deals: "Donne 2 sur 8"
        names = [player.name for player in match.players]
        scores = [
            self.tr("{first} et {second} : {points}").format(
                first=names[team[0]], second=names[team[1]], points=_signed(match.totals[team[0]])
            )
            if len(team) == 2
            else f"{names[team[0]]} {_signed(match.totals[team[0]])}"
            for team in match.rules.teams
        ]
        lines = [where, "   ·   ".join(score.replace(" ", "\u00a0") for score in scores)]
        if match.rules.uses_chips and any(match.chips):
            chips = " · ".join(f"{name} {_signed(c)}" for name, c in zip(names, match.chips, strict=True))
            lines.append(self.tr("Jetons : {chips}").format(chips=chips))
        return "\n".join(lines)

    # -- notices -----------------------------------------------------------------------------------
    def show_notice(self, text: str) -> None:
        """Show a message at the top (it stays until the player closes it). A second message is
        shown under the first; the same message twice is shown once."""
        if text and text not in self._notices:
            self._notices.append(text)
        self.notice_label.setText("\n".join(self._notices))
        self.notice_frame.setVisible(bool(self._notices))

    def clear_notice(self) -> None:
        """Hide the messages."""
        self._notices.clear()
        self.notice_label.clear()
        self.notice_frame.hide()

    def notice(self) -> str:
        """The messages shown, one a line ("" when none)."""
        return "\n".join(self._notices)

    # -- starting ----------------------------------------------------------------------------------
    def start(self) -> bool:
        """Check the options with the rules and emit :attr:`start_requested`; when the rules refuse
        a value, say which under the name and emit nothing. Returns whether it started."""
        game = self.current_game()
        form = self.form(game)
        try:
            options = form.changed_values()
        except OptionError as error:
            self._show_option_error(game, error)
            return False
        self.error_label.hide()
        self.start_requested.emit(game, options, self.level(game), self.player_name())
        return True

    def _show_option_error(self, game: str, error: OptionError) -> None:
        name = str(error.params.get("option", ""))
        label = self.forms[game].option_widgets.get(name)
        if label is not None:
            text = self.tr("La valeur de « {option} » n'est pas permise par les règles ({value}).").format(
                option=label.accessibleName(), value=error.params.get("value")
            )
        else:
            text = self.tr("Ces options ne sont pas permises par les règles : {reason}").format(reason=error)
        self.error_label.setText(text)
        self.error_label.show()

    def _show_option_help(self, widget: QWidget | None) -> None:
        text = widget.toolTip() if widget is not None else ""
        self.option_help.setText(
            text or self.tr("Passez la souris sur une option pour lire son explication.")
        )

    # -- events ------------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The explanation of the option under the mouse or with the focus, under the options."""
        if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn) and isinstance(watched, QWidget):
            self._show_option_help(watched)
        elif event.type() == QEvent.Type.Leave and isinstance(watched, QWidget):
            focused = self.focusWidget()
            same_form = focused is not None and focused.parentWidget() is watched.parentWidget()
            self._show_option_help(focused if same_form and focused is not None else None)
        return super().eventFilter(watched, event)

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

    def _arrange_header(self) -> None:
        """The history and rules buttons on the title's line when the header has the room for
        them and the whole offer to resume; else under the tagline, so that the offer keeps the
        width its words need (nothing in the header is ever cut)."""
        margins = layout_of(self).contentsMargins()
        room = self.width() - margins.left() - margins.right()
        line = self._title_line
        titles_wide = line.sizeHint().width()
        if self._buttons_below:
            titles_wide += self._buttons.sizeHint().width() + line.spacing()
        below = titles_wide + 18 + self._offer_width() > room
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

    def _offer_width(self) -> int:
        """How wide the offer to resume must be for its lines to show unwrapped (0 when hidden)."""
        if not self.resume_frame.isVisibleTo(self):
            return 0
        words = 0
        for label in (self.resume_title, self.resume_details):
            label.ensurePolished()
            metrics = label.fontMetrics()
            words = max(words, *(metrics.horizontalAdvance(line) for line in label.text().split("\n")))
        margins = layout_of(self.resume_frame).contentsMargins()
        spacing = layout_of(self.resume_frame).spacing()
        button = self.resume_button.sizeHint().width()
        return min(words + 4 + spacing + button + margins.left() + margins.right() + 2, 620)

    def event(self, event: QEvent) -> bool:
        """A new offer's words (or a notice) change what the header needs: arrange it again."""
        if event.type() == QEvent.Type.LayoutRequest:
            self._arrange_header()
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            paint_felt(painter, QRectF(self.rect()))
        finally:
            painter.end()
