"""The player's hand as an input: playing a card, choosing a discard, an écart, a poignée.

In *play* mode the cards that may be played (the ``Play`` actions the observation lists) rise
a little and are outlined; the others are dimmed; a click on any card of the hand emits
``card_clicked`` (the window asks the session, which says why a card is refused). In *choice*
mode the cards that may be chosen can be toggled (chosen ones rise), the others are greyed and
say why when hovered or clicked; a choice may start from the cards the rules propose (a poignée's
trumps). The keyboard moves a focus ring along the hand (Left, Right, Home, End); in play mode
Space or Enter plays the focused card; in choice mode Space toggles it, Enter asks to validate the
choice (``submitted``: the window says how many cards are missing, if any) and Escape clears it.
The input never decides a rule: it shows what the observation or the choice says.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from atout.app.table.animator import EventPlayer, Motion
from atout.app.table.items import CardItem, Mark
from atout.app.table.scene import TableScene
from atout.rules import Card, CardChoice, Observation, Play

__all__ = ["HandInput"]

_MOVES = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
_ACTS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select)
_ENTERS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class HandInput(QObject):
    """Turns clicks and keys on the player's hand into the table's signals."""

    card_clicked = Signal(object)
    selection_changed = Signal(object)
    submitted = Signal()

    def __init__(self, scene: TableScene, player: EventPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.player = player
        self.mode = ""  # "", "play" or "choice"
        self._legal: frozenset[Card] = frozenset()
        self._allowed: frozenset[Card] = frozenset()
        self._reasons: dict[Card, str] = {}
        self._selected: list[Card] = []
        self._most = 0
        self._focus: Card | None = None
        self._keyboard = False  # the focus ring shows once the keyboard is used
        self._hover: Card | None = None  # the usable card under the mouse
        self._feedback: Motion | None = None

    # -- modes ------------------------------------------------------------------------------------
    def ask_play(self, observation: Observation) -> None:
        """The player's turn to play: the legal cards stand out."""
        self.mode = "play"
        self._legal = frozenset(a.card for a in observation.legal_actions if isinstance(a, Play))
        self._selected = []
        self._keep_focus(self._legal)
        self.refresh()

    def ask_choice(self, choice: CardChoice, reasons: Mapping[Card, str]) -> None:
        """Choose several cards: the allowed ones can be toggled, the others say why not. The
        cards the rules propose (``choice.proposed``) start chosen."""
        self.mode = "choice"
        self._allowed = frozenset(choice.allowed)
        self._reasons = dict(reasons)
        self._most = max(choice.counts) if choice.counts else len(self._allowed)
        self._selected = [card for card in choice.proposed if card in self._allowed][: self._most]
        self._keep_focus(self._allowed)
        self.refresh()
        if self._selected:
            self.selection_changed.emit(self.selection())

    def end(self, move: bool = True) -> None:
        """Leave the input mode: the hand goes back to rest (``move``: now; else the next
        motion of the table brings it there)."""
        changed = bool(self.mode)
        self.mode = ""
        self._legal = frozenset()
        self._allowed = frozenset()
        self._reasons = {}
        self._selected = []
        self._focus = None
        self._hover = None
        if changed:
            self.refresh(move)

    def selection(self) -> tuple[Card, ...]:
        """The chosen cards, in the hand's order."""
        order = [item.card for item in self.scene.hands[0]]
        return tuple(card for card in order if card in self._selected)

    def clear_selection(self) -> None:
        """Unchoose every card."""
        if self._selected:
            self._selected = []
            self.refresh()
            self.selection_changed.emit(self.selection())

    @property
    def locked(self) -> bool:
        """Input waits while cards move."""
        return self.player.busy

    # -- acting ------------------------------------------------------------------------------------
    def click(self, item: CardItem) -> bool:
        """A click on ``item``; whether the input used it."""
        if not self.mode or self.locked or item not in self.scene.hands[0] or item.card is None:
            return False
        self._focus = item.card
        self._keyboard = False
        self._act(item.card)
        return True

    def hover(self, item: CardItem | None) -> bool:
        """The mouse is over ``item``: a card that can be played or chosen lights up.
        Whether a click there would act."""
        card = item.card if item is not None and item in self.scene.hands[0] else None
        usable = bool(self.mode) and card is not None and not self.locked
        wanted = card if usable and (card in self._legal or card in self._allowed) else None
        if wanted is not self._hover:
            self._hover = wanted
            self.refresh()
        return usable

    def _act(self, card: Card) -> None:
        if self.mode == "play":
            self.card_clicked.emit(card)
            return
        if card not in self._allowed:
            reason = self._reasons.get(card) or QCoreApplication.translate(
                "Table", "Cette carte ne peut pas être choisie."
            )
            self.scene.signs.show_toast(self._item(card), reason)
            return
        if card in self._selected:
            self._selected.remove(card)
        elif len(self._selected) >= self._most:
            text = QCoreApplication.translate(
                "Table", "Déjà {count} cartes choisies : retirez-en une d'abord."
            ).format(count=self._most)
            self.scene.signs.show_toast(self._item(card), text)
            return
        else:
            self._selected.append(card)
        self.scene.signs.hide_toast()
        self.refresh()
        self.selection_changed.emit(self.selection())

    def key(self, key: int) -> bool:
        """A key pressed on the table; whether the input used it."""
        if not self.mode or self.locked:
            return False
        hand = [item.card for item in self.scene.hands[0] if item.card is not None]
        if not hand:
            return False
        index = hand.index(self._focus) if self._focus in hand else -1
        if self.mode == "choice" and key in _ENTERS:
            self.submitted.emit()  # Enter validates a choice; Space toggles the focused card
            return True
        if not self._keyboard and key in _MOVES + _ACTS:
            self._keyboard = True  # the first key shows where the focus is
            if index < 0:
                self._focus = hand[0]
            self.refresh()
            return True
        if key in _MOVES:
            if key == Qt.Key.Key_Home:
                index = 0
            elif key == Qt.Key.Key_End:
                index = len(hand) - 1
            elif index < 0:
                index = 0
            else:
                step = 1 if key == Qt.Key.Key_Right else -1
                index = (index + step) % len(hand)
            self._focus = hand[index]
            self.refresh()
            return True
        if key in _ACTS:
            self._act(hand[max(index, 0)])
            return True
        if key == Qt.Key.Key_Escape and self.mode == "choice":
            self.clear_selection()
            return True
        return False

    # -- showing ------------------------------------------------------------------------------------
    def _keep_focus(self, preferred: frozenset[Card]) -> None:
        hand = [item.card for item in self.scene.hands[0]]
        if self._focus in hand and self._focus in preferred:
            return
        self._focus = next((card for card in hand if card in preferred), hand[0] if hand else None)

    def _item(self, card: Card) -> CardItem | None:
        return next((item for item in self.scene.hands[0] if item.card is card), None)

    def refresh(self, move: bool = True) -> None:
        """Outline, dim, lift and focus the player's cards for the mode (``move``: and bring
        them to their new heights)."""
        scene = self.scene
        layout = scene.layout
        lifts: dict[Card, float] = {}
        for item in scene.hands[0]:
            card = item.card
            if card is None:
                continue
            mark, dimmed, tip = Mark.NONE, False, ""
            if self.mode == "play":
                if card in self._legal:
                    mark = Mark.LEGAL
                    lifts[card] = layout.lift_legal
                else:
                    dimmed = True
            elif self.mode == "choice":
                if card in self._selected:
                    mark = Mark.SELECTED
                    lifts[card] = layout.lift_selected
                elif card not in self._allowed:
                    dimmed = True
                    tip = self._reasons.get(card, "")
            item.set_hovered(bool(self.mode) and card is self._hover)
            item.set_mark(mark)
            item.set_dimmed(dimmed)
            item.setToolTip(tip)
            item.set_focus_ring(bool(self.mode) and self._keyboard and card is self._focus)
        scene.lifts = lifts
        self.stop_feedback()
        if not move:
            return
        animated = self.player.factor > 0 and not self.player.busy
        motion = Motion(min(self.player.factor, 1.0) if animated else 0)
        scene.settle_hand(motion, 0, 150)
        if motion.animated:
            self._feedback = motion
            motion.start(self, self._feedback_done)

    def _feedback_done(self) -> None:
        motion, self._feedback = self._feedback, None
        if motion is not None:
            if motion.group is not None:
                motion.group.deleteLater()
            motion.finish()

    def stop_feedback(self) -> None:
        """Stop the hand's little motion (an event's motion takes over)."""
        motion, self._feedback = self._feedback, None
        if motion is not None and motion.group is not None:
            motion.group.finished.disconnect()
            motion.group.stop()
            motion.group.deleteLater()
