"""The panels beside the card table: bidding and messages, and what every panel is made of.

They show what the rules offer and send back what the player chose; they decide no rule:

- :class:`BidPanel` shows the legal calls of an observation (only those) and emits ``chosen(action)``.
- :class:`MessageStrip` shows why a move was refused, or a notice, for a few seconds.
- The choice of several cards and the optional announcements are in :mod:`atout.app.table.choices`.

Every panel is usable from the keyboard: mnemonics (Alt+letter), Tab order, arrows in the bid grid,
Space on the focused button. Enter presses the focused button too, unless it is a costly one
(:func:`_button`'s ``costly``): Enter is never the way to a costly or irreversible choice, and
each panel puts the focus first on its safe answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QFont,
    QKeyEvent,
    QPainter,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from atout.app import theme
from atout.app.texts import game as texts
from atout.app.texts import refusals
from atout.rules.actions import (
    Action,
    CarotteBid,
    Contract,
    Keep,
    Pass,
    RoughBid,
    TarotBid,
)
from atout.rules.cards import Suit
from atout.rules.deal import Observation
from atout.rules.errors import IllegalActionError

__all__ = ["BidPanel", "MessageStrip", "is_costly", "set_costly"]


def pill_tabs(
    title: str, pages: dict[str, str], parent: QWidget, on_page: Callable[[str], None]
) -> tuple[QHBoxLayout, dict[str, QPushButton]]:
    """A row for the top of a panel: ``title`` in gold, then one rounded, checkable button per
    page (``pages``: key → label), one checked at a time, each calling ``on_page(key)``. The
    panel's style sheet needs :data:`~atout.app.theme.PILL_TABS_STYLE`. Returns the row and the buttons."""
    row = QHBoxLayout()
    row.setSpacing(6)
    heading = QLabel(title, parent)
    heading.setObjectName("tabsTitle")
    row.addWidget(heading)
    row.addSpacing(18)
    group = QButtonGroup(parent)
    group.setExclusive(True)
    buttons: dict[str, QPushButton] = {}
    for key, label in pages.items():
        button = QPushButton(label, parent)
        button.setObjectName("pillTab")
        button.setCheckable(True)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(lambda _=False, k=key: on_page(k))
        group.addButton(button)
        buttons[key] = button
        row.addWidget(button)
    row.addStretch(1)
    return row, buttons


def _button(
    text: str, parent: QWidget, *, role: str = "", tip: str = "", costly: bool = False
) -> QPushButton:
    """A panel button: Space presses it when focused, and so does Enter unless it is ``costly``
    (see :func:`set_costly`)."""
    button = QPushButton(text, parent)
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    set_costly(button, costly)
    if role:
        button.setProperty("role", role)
    if tip:
        button.setToolTip(tip)
    return button


def set_costly(button: QPushButton, costly: bool) -> None:
    """Whether ``button`` makes a costly or irreversible choice (a Sans-Atout that multiplies a
    loss, the bid of every point). Such a button is never Enter's: not auto-default, so Enter on
    it does nothing and no dialog makes it its default; Space, its mnemonic or a click press it.
    Every other panel button is auto-default: Enter presses it when it has the focus."""
    button.setProperty("costly", costly)
    button.setAutoDefault(not costly)
    if costly:
        button.setDefault(False)


def is_costly(button: QPushButton) -> bool:
    """Whether ``button`` was made costly (:func:`set_costly`)."""
    return bool(button.property("costly"))


def _badge(kind: str, size: int, dpr: float) -> QPixmap:
    """A round badge drawn for the screen: an amber "!" for a refusal, a gold "i" for a notice."""
    pixmap = QPixmap(round(size * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.REFUSAL_BADGE if kind == "refusal" else theme.NOTICE_BADGE)
    painter.drawEllipse(1, 1, size - 2, size - 2)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(round(size * 0.68))
    painter.setFont(font)
    painter.setPen(theme.REFUSAL_BADGE_MARK if kind == "refusal" else theme.NOTICE_BADGE_MARK)
    painter.drawText(0, 0, size, size, Qt.AlignmentFlag.AlignCenter, "!" if kind == "refusal" else "i")
    painter.end()
    return pixmap


def _repolish(widget: QWidget) -> None:
    """Apply the style again after a dynamic property changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)
    widget.update()


class _Panel(QFrame):
    """A rounded dark-green card with a title, a text and room for buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("atoutPanel")
        self.setStyleSheet(theme.PANEL_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(16, 14, 16, 16)
        self._layout.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("panelTitle")
        self.text = QLabel(self)
        self.text.setObjectName("panelText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.text)


def _last_bid(observation: Observation) -> tuple[int, Action] | None:
    """The highest bid so far: the last bid of the history, and who made it."""
    for seat, action in reversed(observation.history):
        if isinstance(action, CarotteBid | RoughBid | TarotBid):
            return seat, action
    return None


class BidPanel(_Panel):
    """The legal calls of the player, as buttons. Emits ``chosen(action)`` when one is pressed.

    La Carotte: a grid of bids (rows of 4, 5 tricks and the carotte, a column per trump suit);
    Le Rough: the bids in points (or "Garder" for the dealer); Tarot: the contracts. "Passe" when
    the rules allow it. Only the calls in ``observation.legal_actions`` get a button.
    """

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Enchères"))
        self.title.setText(self.tr("À vous de parler"))
        self._body: QWidget | None = None
        self._buttons: dict[Action, QPushButton] = {}
        self._rows: dict[int, list[QPushButton]] = {}
        self._group: QButtonGroup | None = None
        self._default: QPushButton | None = None
        self.clear()

    # -- what it shows ------------------------------------------------------------------------------
    @property
    def buttons(self) -> dict[Action, QPushButton]:
        """The button of each call offered."""
        return dict(self._buttons)

    def calls(self) -> tuple[Action, ...]:
        """The calls offered, in the panel's order."""
        return tuple(self._buttons)

    def clear(self) -> None:
        """No call offered (not the player's turn)."""
        self._rebuild()
        assert self._body is not None
        self._body.show()
        self.text.setText(self.tr("En attente des enchères…"))

    def set_observation(self, observation: Observation, names: Sequence[str] | None = None) -> None:
        """Offer the calls of ``observation`` (the player's, on his turn to bid)."""
        calls = [action for action in observation.legal_actions if _is_call(action)]
        self.text.setText(self._situation(observation, names))
        self._rebuild()
        assert self._body is not None
        layout = self._body.layout()
        assert isinstance(layout, QVBoxLayout)
        pass_button: QPushButton | None = None
        if any(isinstance(action, Pass) for action in calls):
            # made first: the first stop of the Tab order, and the default focus (the safe call)
            pass_button = _button(
                self.tr("&Passe"), self._body, role="quiet", tip=self.tr("Ne pas enchérir (Alt+P)")
            )
            self._add(next(action for action in calls if isinstance(action, Pass)), pass_button)
        bids = [action for action in calls if not isinstance(action, Pass)]
        # each game's calls laid out in its own way, known by their types
        if any(isinstance(bid, CarotteBid) for bid in bids):
            self._carotte_grid(layout, [bid for bid in bids if isinstance(bid, CarotteBid)])
        elif any(isinstance(bid, TarotBid) for bid in bids):
            self._tarot_calls(layout, [bid for bid in bids if isinstance(bid, TarotBid)])
        else:
            self._rough_calls(layout, bids, observation)
        self._default = pass_button
        if pass_button is not None:
            layout.addWidget(pass_button)
        elif self._buttons:  # no "Passe": the first call that Enter may press
            buttons = list(self._buttons.values())
            self._default = next((b for b in buttons if not is_costly(b)), buttons[0])
        self._body.show()
        self.setEnabled(bool(self._buttons))
        if self.isVisible():
            self.focus_default()

    def show_calls(self, observation: Observation, names: Sequence[str] | None = None) -> None:
        """The same as :meth:`set_observation`."""
        self.set_observation(observation, names)

    def focus_default(self) -> None:
        """Put the keyboard focus on "Passe" (the safe call), or on the first call."""
        if self._default is not None:
            self._default.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.focus_default()

    def _situation(self, observation: Observation, names: Sequence[str] | None) -> str:
        """``Plus forte enchère : 5 à ♥ (Léa)``, or that nobody has bid yet."""
        last = _last_bid(observation)
        if last is None:
            return self.tr("Personne n'a encore enchéri.")
        seat, bid = last
        who = names[seat] if names is not None and seat < len(names) else texts.seat_label(seat)
        return self.tr("Plus forte enchère : {bid} ({who})").format(bid=texts.contract_text(bid), who=who)

    def _rebuild(self) -> None:
        if self._body is not None:
            self._layout.removeWidget(self._body)
            self._body.hide()
            self._body.deleteLater()
        self._buttons = {}
        self._rows = {}
        self._default = None
        self._body = QWidget(self)
        self._body.setObjectName("panelBody")
        self._group = QButtonGroup(self._body)  # arrows move between the grid's buttons
        self._group.setExclusive(False)
        layout = QVBoxLayout(self._body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self._layout.addWidget(self._body)

    def _add(self, action: Action, button: QPushButton) -> None:
        self._buttons[action] = button
        button.clicked.connect(lambda _checked=False, chosen=action: self.chosen.emit(chosen))

    # -- the three games -----------------------------------------------------------------------------
    def _carotte_grid(self, layout: QVBoxLayout, bids: list[CarotteBid]) -> None:
        assert self._body is not None and self._group is not None
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(6)
        for row, tricks in enumerate(sorted({bid.tricks for bid in bids})):
            if tricks >= 6:
                label = QLabel(self.tr("Carotte"), self._body)
            else:
                label = QLabel(self.tr("{n} plis").format(n=tricks), self._body)
            label.setObjectName("rowLabel")
            grid.addWidget(label, row, 0)
            for bid in (b for b in bids if b.tricks == tricks):
                button = _button(bid.trump.symbol, self._body, tip=self._carotte_tip(bid))
                button.setProperty("suit", "red" if bid.trump in (Suit.HEARTS, Suit.DIAMONDS) else "black")
                button.setAccessibleName(self._carotte_tip(bid))
                grid.addWidget(button, row, 1 + int(bid.trump))
                self._group.addButton(button)
                self._rows.setdefault(tricks, []).append(button)
                self._add(bid, button)
        grid.setColumnStretch(0, 1)
        layout.addLayout(grid)
        if bids:
            hint = QLabel(self.tr("Touches 4, 5, 6 puis flèches pour choisir la couleur."), self._body)
            hint.setObjectName("panelHint")
            hint.setWordWrap(True)
            layout.addWidget(hint)

    def _carotte_tip(self, bid: CarotteBid) -> str:
        if bid.tricks >= 6:
            return self.tr("La carotte à {suit} : les 6 plis").format(suit=texts.suit_name(bid.trump))
        return self.tr("{n} plis à {suit}").format(n=bid.tricks, suit=texts.suit_name(bid.trump))

    def _rough_calls(self, layout: QVBoxLayout, bids: list[Action], observation: Observation) -> None:
        assert self._body is not None and self._group is not None
        points = [bid for bid in bids if isinstance(bid, RoughBid)]
        if points:
            grid = QGridLayout()
            columns = 4  # bids of points in rows of four
            grid.setSpacing(6)
            index = 0
            for bid in points:
                text = texts.bid_label(bid)
                every_point = bid.points >= 100
                button = _button(
                    text,
                    self._body,
                    tip=self.tr("Demander {n} points").format(n=bid.points),
                    costly=every_point,
                )
                if every_point:
                    button.setToolTip(self.tr("Tous les points : la partie est gagnée ou perdue d'un coup"))
                    row = (index + columns - 1) // columns
                    grid.addWidget(button, row, 0, 1, columns)
                else:
                    grid.addWidget(button, index // columns, index % columns)
                    index += 1
                self._group.addButton(button)
                self._add(bid, button)
            layout.addLayout(grid)
        for keep in (bid for bid in bids if isinstance(bid, Keep)):
            last = _last_bid(observation)
            min_bid = getattr(observation.options, "min_bid", None)
            at = last[1].points if last is not None and isinstance(last[1], RoughBid) else min_bid
            label = self.tr("&Garder à {points}").format(points=at) if at else self.tr("&Garder")
            button = _button(label, self._body, role="primary", tip=self.tr("Prendre le contrat (Alt+G)"))
            layout.addWidget(button)
            self._add(keep, button)

    def _tarot_calls(self, layout: QVBoxLayout, bids: list[TarotBid]) -> None:
        assert self._body is not None and self._group is not None
        labels = {
            Contract.PRISE: (self.tr("P&rise"), self.tr("Le chien au preneur — points ×1 (Alt+R)")),
            Contract.GARDE: (self.tr("&Garde"), self.tr("Le chien au preneur — points ×2 (Alt+G)")),
            Contract.GARDE_SANS: (
                self.tr("Garde &sans le chien"),
                self.tr("Le chien compte pour le preneur, sans être vu — points ×4 (Alt+S)"),
            ),
            Contract.GARDE_CONTRE: (
                self.tr("Garde &contre le chien"),
                self.tr("Le chien va à la défense — points ×6 (Alt+C)"),
            ),
        }
        for bid in bids:
            text, tip = labels[bid.contract]
            button = _button(text, self._body, tip=tip)
            layout.addWidget(button)
            self._group.addButton(button)
            self._add(bid, button)

    # -- keyboard ---------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """In La Carotte, the keys 4, 5 and 6 go to that row of the grid."""
        text = event.text()
        if text in ("4", "5", "6") and int(text) in self._rows:
            self._rows[int(text)][0].setFocus(Qt.FocusReason.ShortcutFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)


def _is_call(action: Action) -> bool:
    return isinstance(action, Pass | CarotteBid | RoughBid | TarotBid | Keep)


class MessageStrip(QFrame):
    """A one-line message over the table: why a move was refused, or a notice. It goes away
    by itself after a few seconds (or at the next message); its room stays, so nothing jumps."""

    REFUSAL_MS: Final = 5000
    NOTICE_MS: Final = 3500
    #: The size of the round badge before the words.
    BADGE: Final = 22

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageStrip")
        self.setStyleSheet(theme.PANEL_STYLE)
        self.setProperty("kind", "notice")
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 8)
        layout.setSpacing(10)
        self.icon = QLabel(self)
        self.icon.setObjectName("messageIcon")
        # the badge's room is kept from the start: the first message must not push the table up
        self.icon.setFixedSize(self.BADGE, self.BADGE)
        self.label = QLabel(self)
        self.label.setObjectName("messageText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.icon)
        layout.addWidget(self.label, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        self.hide()

    @property
    def kind(self) -> str:
        """``refusal`` or ``notice``."""
        return str(self.property("kind"))

    def text(self) -> str:
        """The message shown (empty when none)."""
        return self.label.text() if self.isVisible() else ""

    def show_refusal(self, text: str, ms: int | None = None) -> None:
        """Say why the player's move was refused."""
        self._show(text, "refusal", self.REFUSAL_MS if ms is None else ms)

    def show_notice(self, text: str, ms: int | None = None) -> None:
        """Tell the player something (a bot's trouble, the trump set, a deal annulled)."""
        self._show(text, "notice", self.NOTICE_MS if ms is None else ms)

    def show_message(self, text: str, kind: str = "notice", ms: int | None = None) -> None:
        """Show ``text`` as a ``notice`` or a ``refusal``."""
        if kind == "refusal":
            self.show_refusal(text, ms)
        else:
            self.show_notice(text, ms)

    def show_reason(
        self,
        code: str,
        english: str,
        params: object = None,
        names: Sequence[str] | None = None,
    ) -> None:
        """Say a refusal of the rules (what ``Session.refused`` carries) in French."""
        mapping = params if isinstance(params, dict) else {}
        self.show_refusal(refusals.reason(code, english, mapping, names))

    def show_error(self, error: IllegalActionError, names: Sequence[str] | None = None) -> None:
        """Say a rules error in French."""
        self.show_reason(error.code, str(error), error.params, names)

    def clear(self) -> None:
        """Hide the message."""
        self._timer.stop()
        self.hide()

    def _show(self, text: str, kind: str, ms: int) -> None:
        self.setProperty("kind", kind)
        _repolish(self)
        for child in (self.icon, self.label):
            _repolish(child)
        self.icon.setPixmap(_badge(kind, self.BADGE, self.devicePixelRatioF()))
        self.label.setText(text)
        self.setAccessibleDescription(text)
        self.show()
        if ms > 0:
            self._timer.start(ms)
        else:
            self._timer.stop()
