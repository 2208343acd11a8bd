"""The pieces of the launcher: the felt it is drawn on, a game's tile with its fan of cards, a spin
box that keeps to its step, and one game's options form built from the rules' option specs.

None of them decides a rule: the form's widgets take the ranges, steps and choices that
``GameOptions.specs()`` gives, and :meth:`OptionsForm.validated` asks the rules to check the values.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
    QValidator,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from atout.app import theme
from atout.app.cardart import CardArt, CardArtError
from atout.app.games import presenter_for
from atout.app.games.launcher_texts import (
    GAMES,
    choice_label,
    game_description,
    game_players,
    game_title,
    option_suffix,
    option_text,
)
from atout.rules import GameOptions, OptionError, get_game
from atout.rules.options import OptionSpec

__all__ = ["GameTile", "OptionsForm", "SteppedSpinBox", "Switch", "paint_felt", "serif_font"]

FELT_LIGHT: Final = theme.LAUNCHER_FELT_LIGHT
FELT_DARK: Final = theme.LAUNCHER_FELT_DARK
PAPER: Final = theme.TILE_PAPER
INK_SOFT: Final = theme.TILE_TEXT
GOLD: Final = theme.TILE_CHOSEN
GOLD_DARK: Final = theme.TILE_FOOTER


def serif_font(pixel_size: int, *, bold: bool = True) -> QFont:
    """A serif face for titles (Georgia or DejaVu Serif, whichever the system has)."""
    font = QFont()
    font.setFamilies(["Georgia", "DejaVu Serif", "Liberation Serif", "Times New Roman", "serif"])
    font.setPixelSize(pixel_size)
    font.setBold(bold)
    return font


# --- the felt --------------------------------------------------------------------------------------

_GRAIN: list[QImage] = []


def _grain() -> QImage:
    """A small tile of faint speckles that makes a flat green look like cloth (made once)."""
    if not _GRAIN:
        size = 96
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        rng = random.Random(7)  # the same cloth every time
        for _ in range(size * size // 3):
            x, y = rng.randrange(size), rng.randrange(size)
            shade = rng.choice((0, 255))
            alpha = rng.randrange(6, 20)
            image.setPixelColor(x, y, QColor(shade, shade, shade, alpha))
        _GRAIN.append(image)
    return _GRAIN[0]


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """A green baize: a soft light in the middle, darker edges, a faint weave."""
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.42)
    radius = max(rect.width(), rect.height()) * 0.75
    gradient = QRadialGradient(centre, radius)
    gradient.setColorAt(0.0, FELT_LIGHT)
    gradient.setColorAt(0.65, theme.LAUNCHER_FELT_MIDDLE)
    gradient.setColorAt(1.0, FELT_DARK)
    painter.fillRect(rect, gradient)
    painter.fillRect(rect, QPixmap.fromImage(_grain()))


# --- a game's tile -----------------------------------------------------------------------------


class GameTile(QAbstractButton):
    """A game to choose: a fan of its cards on felt, its name, a short description, who plays and
    how a match ends. Checkable and auto-exclusive: the arrow keys move between the tiles."""

    def __init__(self, game: str, art: CardArt | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._art = art
        self._match_end = ""
        self.setCheckable(True)
        self.setAutoExclusive(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumWidth(240)
        self.setText(game_title(game))
        self.setAccessibleName(game_title(game))
        self.setAccessibleDescription(game_description(game))
        self.setToolTip(game_description(game))

    def set_match_end(self, text: str) -> None:
        """The line that says how a match ends ("Partie en 25 points")."""
        if text != self._match_end:
            self._match_end = text
            self.update()

    def match_end(self) -> str:
        return self._match_end

    PAD: Final = 18.0
    MIN_BAND: Final = 50.0  # a 1024 x 700 screen leaves the tiles little height
    MARGINS: Final = 19.0  # above and below the tile's body: room for the lift and the shadow

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(320, 300)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Tall enough for the words and a small fan at the tile's present width."""
        width = max(self.width(), self.minimumWidth()) - 14 - 2 * self.PAD
        return QSize(self.minimumWidth(), int(self._words_height(width) + self.MIN_BAND + self.MARGINS))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # the words wrap differently: the minimum height changes

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        """The fonts of the title, the description and the two lines at the foot."""
        body_font = QFont(self.font())
        body_font.setPixelSize(13)
        footer_font = QFont(self.font())
        footer_font.setPixelSize(12)
        footer_font.setBold(True)
        return serif_font(21), body_font, footer_font

    def _words_height(self, width: float) -> float:
        """The height the words need at this width (the longest description of the three games)."""
        title_font, body_font, footer_font = self._fonts()
        wrap = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        metrics = QFontMetricsF(body_font)
        description = max(
            metrics.boundingRect(QRectF(0, 0, max(width, 50.0), 1000), wrap, game_description(game)).height()
            for game in GAMES
        )
        lines = 2 * (QFontMetricsF(footer_font).height() + 1)
        return 12 + QFontMetricsF(title_font).height() + 4 + description + 8 + lines + 12

    # -- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        lifted = self.isChecked() or self.underMouse()
        body = QRectF(self.rect()).adjusted(7, 5 if lifted else 8, -7, -11 if lifted else -8)
        radius = 14.0
        # the shadow under the tile, deeper when it is lifted
        for spread, alpha in ((6, 18), (4, 28), (2, 40)):
            shadow = body.adjusted(-spread / 2, spread, spread / 2, spread + (3 if lifted else 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.shadow(alpha))
            painter.drawRoundedRect(shadow, radius + spread, radius + spread)
        outline = QPainterPath()
        outline.addRoundedRect(body, radius, radius)
        painter.fillPath(outline, PAPER)

        # the words take what they need (the same for the three tiles, so their titles line up);
        # the felt band with the fan of cards takes the rest, up to half the tile
        pad = self.PAD
        width = body.width() - 2 * pad
        title_font, body_font, footer_font = self._fonts()
        title_height = QFontMetricsF(title_font).height()
        line_height = QFontMetricsF(footer_font).height() + 1
        wrap = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        words_height = self._words_height(width)
        band_height = min(body.height() * 0.6, max(self.MIN_BAND, body.height() - words_height))
        band = QRectF(body.left(), body.top(), body.width(), band_height)
        painter.save()
        painter.setClipPath(outline)
        gradient = QRadialGradient(band.center(), band.width() * 0.6)
        gradient.setColorAt(0.0, theme.TILE_BAND_LIGHT)
        gradient.setColorAt(1.0, theme.TILE_BAND_DARK)
        painter.fillRect(band, gradient)
        painter.fillRect(band, QPixmap.fromImage(_grain()))
        edge = QLinearGradient(band.bottomLeft(), band.bottomLeft() - QPointF(0, 8))
        edge.setColorAt(0.0, theme.shadow(70))
        edge.setColorAt(1.0, theme.shadow(0))
        painter.fillRect(QRectF(band.left(), band.bottom() - 8, band.width(), 8), edge)
        painter.restore()
        self._paint_fan(painter, band.adjusted(0, 12, 0, -10))

        text = QRectF(body.left() + pad, band.bottom() + 12, width, 0)
        text.setBottom(body.bottom() - 12)
        painter.setPen(theme.TILE_TITLE)
        painter.setFont(title_font)
        painter.drawText(
            QRectF(text.left(), text.top(), text.width(), title_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.text(),
        )
        painter.setFont(body_font)
        painter.setPen(INK_SOFT)
        description = QRectF(text.left(), text.top() + title_height + 4, text.width(), 0)
        description.setBottom(text.bottom() - 2 * line_height - 4)
        painter.drawText(description, wrap, game_description(self.game))
        painter.setFont(footer_font)
        painter.setPen(GOLD_DARK)
        lines = [game_players(self.game), self._match_end]
        top = text.bottom() - line_height * len(lines)
        footer_metrics = QFontMetricsF(footer_font)
        for number, line in enumerate(lines):
            shown = footer_metrics.elidedText("♦  " + line, Qt.TextElideMode.ElideRight, text.width())
            painter.drawText(
                QRectF(text.left(), top + number * line_height, text.width(), line_height),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )

        # the frame: gold when chosen, a light rim under the mouse, a dotted ring for the focus
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.isChecked():
            painter.setPen(QPen(GOLD, 3.5))
            painter.drawRoundedRect(body.adjusted(-1, -1, 1, 1), radius + 1, radius + 1)
        elif self.underMouse():
            painter.setPen(QPen(theme.TILE_HOVER, 2))
            painter.drawRoundedRect(body, radius, radius)
        else:
            painter.setPen(QPen(theme.shadow(60), 1))
            painter.drawRoundedRect(body, radius, radius)
        if self.hasFocus():
            pen = QPen(theme.TILE_FOCUS, 1.2, Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawRoundedRect(body.adjusted(5, 5, -5, -5), radius - 4, radius - 4)

    def _paint_fan(self, painter: QPainter, area: QRectF) -> None:
        """Three cards of the game, fanned from a point below them."""
        if self._art is None:
            self._paint_suits(painter, area)
            return
        aspect = self._art.aspect
        height = area.height() * 0.94
        width = min(height / aspect, area.width() * 0.24)
        height = width * aspect
        dpr = self.devicePixelRatioF()
        # the cards turn about a point well below them: the fan opens wide and stays low
        reach = height * 1.9
        pivot = QPointF(area.center().x(), area.center().y() + reach - height * 0.5 + height * 0.04)
        angles = (-13.0, 0.0, 13.0)
        try:
            faces = [self._art.face(card, width, dpr) for card in presenter_for(self.game).fan_cards]
        except CardArtError:
            self._paint_suits(painter, area)
            return
        corner = width * 0.07
        for face, angle in zip(faces, angles, strict=True):
            painter.save()
            painter.translate(pivot)
            painter.rotate(angle)
            card = QRectF(-width / 2, -reach, width, height)
            painter.setPen(Qt.PenStyle.NoPen)
            for spread, alpha in ((3.0, 30), (1.5, 45)):
                painter.setBrush(theme.shadow(alpha))
                painter.drawRoundedRect(card.translated(spread, spread + 1), corner, corner)
            painter.drawPixmap(card, face, QRectF(face.rect()))
            painter.restore()

    def _paint_suits(self, painter: QPainter, area: QRectF) -> None:
        """Without card art, the four suits instead of the fan."""
        font = serif_font(int(area.height() * 0.4), bold=False)
        painter.setFont(font)
        painter.setPen(theme.TILE_SUITS)
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, "♠ ♥ ♦ ♣")


# --- an on/off switch ---------------------------------------------------------------------------


class Switch(QCheckBox):
    """A check box drawn as a sliding switch, its words to the right (the same API and
    accessibility as any QCheckBox)."""

    TRACK: Final = QSize(38, 22)

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        metrics = QFontMetricsF(self.font())
        width = self.TRACK.width() + 12 + metrics.horizontalAdvance(self.text()) + 6
        return QSize(int(width) + 1, max(self.TRACK.height() + 6, int(metrics.height()) + 8))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint()

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802 - Qt's name
        return self.rect().contains(pos)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            size = self.TRACK
            track = QRectF(1, (self.height() - size.height()) / 2, size.width(), size.height())
            on = self.isChecked()
            colour = QColor(theme.SWITCH_ON if on else theme.SWITCH_OFF)
            if not self.isEnabled():
                colour.setAlpha(110)
            elif self.underMouse():
                colour = colour.lighter(110)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            radius = track.height() / 2
            painter.drawRoundedRect(track, radius, radius)
            knob = QRectF(0, 0, track.height() - 6, track.height() - 6)
            knob.moveCenter(
                QPointF(track.right() - radius if on else track.left() + radius, track.center().y())
            )
            painter.setBrush(theme.shadow(40))
            painter.drawEllipse(knob.translated(0, 1))
            painter.setBrush(theme.SWITCH_KNOB)
            painter.drawEllipse(knob)
            if self.hasFocus():
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(theme.SWITCH_FOCUS, 2))
                painter.drawRoundedRect(track.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
            painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
            painter.setFont(self.font())
            words = QRectF(track.right() + 12, 0, self.width() - track.right() - 12, self.height())
            painter.drawText(words, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.text())
        finally:
            painter.end()


# --- a spin box that keeps to its step ----------------------------------------------------------


class SteppedSpinBox(QSpinBox):
    """A spin box whose values are ``minimum + k * step`` only: typed values are rounded to the
    nearest one (the rules refuse the others)."""

    def __init__(self, minimum: int, maximum: int, step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(minimum, maximum)
        self.setSingleStep(max(1, step))
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)

    def snapped(self, value: int) -> int:
        """``value`` moved to the nearest allowed value."""
        low, high, step = self.minimum(), self.maximum(), self.singleStep()
        value = min(max(value, low), high)
        steps = round((value - low) / step)
        snapped = low + steps * step
        while snapped > high:
            snapped -= step
        return snapped

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        state = super().validate(text, pos)
        if state[0] == QValidator.State.Acceptable and self.singleStep() > 1:
            value = self.valueFromText(text)
            if value != self.snapped(value):
                return (QValidator.State.Intermediate, text, pos)
        return state

    def fixup(self, text: str) -> str:
        try:
            value = self.valueFromText(text)
        except (TypeError, ValueError):  # pragma: no cover - Qt gives text it validated
            return text
        return self.textFromValue(self.snapped(value))

    def setValue(self, value: int) -> None:  # noqa: N802 - Qt's name
        super().setValue(self.snapped(value))


# --- one game's options --------------------------------------------------------------------------


class OptionsForm(QWidget):
    """The options of one game, one widget per ``GameOptions.specs()`` entry (a check box, a spin
    box or a list). Values read back are the rules' own (bools, ints,
    choice values)."""

    changed = Signal()

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.options_type: type[GameOptions] = get_game(game).options_type
        self.specs: dict[str, OptionSpec] = self.options_type.specs()
        self._defaults = self.options_type().to_json()
        #: The widget of each option, by the option's name, in the specs' order.
        self.option_widgets: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(7)
        grid.setColumnStretch(1, 1)

        for row, (name, spec) in enumerate(self.specs.items()):
            words = option_text(game, name)
            widget = self._make_widget(name, spec, words.label, words.prefix, words.suffix)
            widget.setObjectName(f"option_{name}")
            widget.setToolTip(words.tooltip)
            widget.setAccessibleName(words.label)
            widget.setAccessibleDescription(words.tooltip)
            self.option_widgets[name] = widget
            if isinstance(widget, QCheckBox):
                grid.addWidget(widget, row, 0, 1, 2)
            else:
                label = QLabel(words.label, self)
                label.setToolTip(words.tooltip)
                label.setBuddy(widget)
                self.labels[name] = label
                grid.addWidget(label, row, 0)
                grid.addWidget(widget, row, 1, Qt.AlignmentFlag.AlignLeft)
        grid.setRowStretch(len(self.specs), 1)
        self.set_values(self._defaults)

    def _make_widget(self, name: str, spec: OptionSpec, label: str, prefix: str, suffix: str) -> QWidget:
        if spec.kind == "bool":
            box = Switch(label, self)
            box.toggled.connect(self.changed)
            return box
        if spec.kind == "int":
            spin = SteppedSpinBox(spec.minimum, spec.maximum, spec.step, self)
            spin.setPrefix(prefix)
            spin.setSuffix(option_suffix(self.game, name, spin.value()))
            spin.valueChanged.connect(lambda value: spin.setSuffix(option_suffix(self.game, name, value)))
            spin.setMinimumWidth(150)
            spin.setMinimumHeight(30)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.setAccelerated(True)
            spin.valueChanged.connect(self.changed)
            return spin
        combo = QComboBox(self)
        for choice in spec.choices:
            combo.addItem(choice_label(self.game, name, choice), choice)
        combo.setMinimumHeight(30)
        combo.setMinimumWidth(150)
        combo.currentIndexChanged.connect(self.changed)
        return combo

    # -- values --------------------------------------------------------------------------------
    def commit_typing(self) -> None:
        """Take the numbers being typed as the spin boxes correct them (as on leaving the field)."""
        for widget in self.option_widgets.values():
            if isinstance(widget, QSpinBox):
                widget.interpretText()

    def values(self) -> dict[str, object]:
        """Every option's value as the widgets hold it."""
        out: dict[str, object] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                out[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                out[name] = widget.value()
            elif isinstance(widget, QComboBox):
                out[name] = widget.currentData()
        return out

    def set_values(self, values: Mapping[str, object]) -> list[str]:
        """Show these values; each value the rules refuse (or an unknown name) is left out and its
        option keeps what it showed. Returns the names left out."""
        refused: list[str] = []
        for name, value in values.items():
            spec = self.specs.get(name)
            widget = self.option_widgets.get(name)
            if spec is None or widget is None:
                refused.append(name)
                continue
            try:
                spec.check(self.game, name, value)
            except OptionError:
                refused.append(name)
                continue
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(int(value))  # type: ignore[call-overload]
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
        return refused

    def reset(self) -> None:
        """Every option back to the rules' default."""
        self.set_values(self._defaults)

    def validated(self) -> GameOptions:
        """The values as the rules' options object; raises ``OptionError`` when they refuse one."""
        self.commit_typing()
        return self.options_type.from_json(self.values())

    def changed_values(self) -> dict[str, object]:
        """Only the options whose value differs from the default (checked by the rules)."""
        return self.validated().changed()
