"""What the table says beside the cards: name plates, the corner panel, speech bubbles, notices.

:class:`TableSigns` keeps these items of a :class:`~atout.app.table.scene.TableScene` and fills
them from an observation: each seat's name, call or role and tricks, whose turn it is and who
deals; the contract, its holder and the trump; what a player just said; a notice across the
centre (an annulled deal, the last trick); a short message by a card (why it may not go).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem

from atout.app.games.words import deal_heading, game_words
from atout.app.table.info import InfoPanel
from atout.app.table.items import ROLE, Banner, Bubble, CardItem, Plate
from atout.app.table.layout import Z_BUBBLE, Z_OVERLAY, Z_PLATE
from atout.app.texts.table import action_text, contract_text, role_text, suit_name, tricks_text
from atout.rules import Action, Observation, Phase, get_game
from atout.rules.public import RoughPublic, TarotPublic

if TYPE_CHECKING:
    from atout.app.table.scene import TableScene

__all__ = ["TableSigns"]


class TableSigns(QObject):
    """The plates, the corner panel, the bubbles and the notices of one scene."""

    #: What the table shows, in words (for screen readers: a scene is invisible to them).
    described = Signal(str)

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.plates: list[Plate] = []
        self.seat_plates(len(scene.places))
        self.bubbles: dict[int, Bubble] = {}
        self._lasting: set[int] = set()  # bubbles kept after the bidding (announcements)
        self.info = InfoPanel()
        self.info.setData(ROLE, "info")
        self.info.setZValue(Z_PLATE)
        scene.addItem(self.info)
        self.banner = Banner()
        self.banner.setData(ROLE, "banner")
        self.banner.setZValue(Z_OVERLAY + 50)
        self.banner.hide()
        scene.addItem(self.banner)
        self._banner_above: float | None = None
        #: The seat asked a question out of turn (the Tarot taker's chelem): his plate, not the
        #: seat to play's, shows whose turn it is while he answers.
        self.asked: int | None = None
        self.toast: Bubble | None = None
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.hide_toast)

    # -- labels ------------------------------------------------------------------------------------------
    def seat_plates(self, seats: int) -> None:
        """A name plate for each of the ``seats`` seats: plates taken off or added when a match
        is played at a table of another size."""
        while len(self.plates) > seats:
            self.scene.removeItem(self.plates.pop())
        while len(self.plates) < seats:
            plate = Plate()
            plate.setData(ROLE, f"plate{len(self.plates)}")
            plate.setZValue(Z_PLATE)
            self.scene.addItem(plate)
            self.plates.append(plate)

    def place(self) -> None:
        """Put the plates, the panel, the notice and the bubbles where the layout says."""
        layout = self.scene.layout
        for seat, plate in enumerate(self.plates):
            plate.set_rect(layout.plate(seat), layout.font_px)
        self._place_info()
        if self.banner.isVisible():
            self._place_banner()
        self.place_bubbles()

    def refresh(self, obs: Observation | None) -> None:
        """The plates and the corner panel, from ``obs``."""
        self.place()
        for seat, plate in enumerate(self.plates):
            name = self.scene.names[seat] if seat < len(self.scene.names) else ""
            if obs is None:
                plate.set_text(name, "", "", False, False)
                continue
            status = ""
            bidding = obs.phase is Phase.BIDDING or obs.declarer is None
            if bidding:
                calls = [action for who, action in obs.history if who == seat]
                status = action_text(calls[-1], self.scene.game) if calls else ""
            else:
                status = role_text(seat, obs, self.scene.game)
                if seat == obs.declarer and obs.contract is not None:
                    status = f"{status} · {contract_text(obs.contract, self.scene.game)}"
            detail = ""
            if obs.phase in (Phase.PLAY, Phase.OVER) and obs.declarer is not None:
                tricks = obs.tricks[:-1] if self.scene.held is not None else obs.tricks
                detail = tricks_text(sum(1 for trick in tricks if trick.winner == seat))
            turn = obs.current_seat if self.asked is None else self.asked
            plate.set_text(name, status, detail, turn == seat, obs.dealer == seat)
            plate.setToolTip(self._plate_tip(seat, obs))
        self._update_info(obs)
        if obs is not None:
            self.described.emit(self.summary(obs))

    def summary(self, obs: Observation) -> str:
        """The table in a few French sentences: the contract, whose turn, the hand, the trick."""
        parts = [f"{label} {value}." for label, value in self.info.lines]
        if obs.current_seat == 0:
            parts.append(QCoreApplication.translate("Table", "À vous de jouer."))
        elif obs.current_seat is not None:
            parts.append(
                QCoreApplication.translate("Table", "À {name} de jouer.").format(
                    name=self.scene.names[obs.current_seat]
                )
            )
        hand = ", ".join(card.label for card in self.scene.hand_order.arrange(obs))
        parts.append(QCoreApplication.translate("Table", "Votre main : {cards}.").format(cards=hand))
        if obs.trick:
            plays = ", ".join(f"{self.scene.names[seat]} {card.label}" for seat, card in obs.trick)
            parts.append(QCoreApplication.translate("Table", "Pli en cours : {plays}.").format(plays=plays))
        return " ".join(parts)

    def _plate_tip(self, seat: int, obs: Observation) -> str:
        lines = [self.scene.names[seat]]
        if obs.dealer == seat:
            lines.append(QCoreApplication.translate("Table", "Donneur"))
        if obs.current_seat == seat:
            lines.append(
                QCoreApplication.translate("Table", "À lui de jouer")
                if seat
                else QCoreApplication.translate("Table", "À vous de jouer")
            )
        return "\n".join(lines)

    def _update_info(self, obs: Observation | None) -> None:
        number = self.scene.deal_number
        game = self.scene.game
        title = deal_heading(game, number) if number is not None else game_words(game).name
        lines: list[tuple[str, str]] = []
        symbol, red = "", False
        if obs is not None:
            if obs.phase is Phase.BIDDING or obs.declarer is None:
                highest = obs.highest_bid
                holder = next((who for who, action in reversed(obs.history) if action == highest), None)
                if obs.phase is Phase.OVER:
                    lines.append(
                        (
                            QCoreApplication.translate("Table", "Enchères :"),
                            QCoreApplication.translate("Table", "donne annulée"),
                        )
                    )
                elif isinstance(highest, Action) and holder is not None:
                    lines.append(
                        (
                            QCoreApplication.translate("Table", "Enchère :"),
                            action_text(highest, self.scene.game),
                        )
                    )
                    lines.append((QCoreApplication.translate("Table", "Par :"), self.scene.names[holder]))
                else:
                    lines.append(
                        (
                            QCoreApplication.translate("Table", "Enchères :"),
                            QCoreApplication.translate("Table", "en cours"),
                        )
                    )
            elif obs.contract is not None:
                lines.append(
                    (
                        QCoreApplication.translate("Table", "Contrat :"),
                        contract_text(obs.contract, self.scene.game),
                    )
                )
                if obs.declarer is not None:
                    role = QCoreApplication.translate("Table", "{role} :").format(
                        role=game_words(self.scene.game).taker
                    )
                    lines.append((role, self.scene.names[obs.declarer]))
            named = get_game(obs.game).has_trump_suit and obs.declarer is not None
            if named and obs.phase is not Phase.BIDDING:
                if isinstance(obs.public, RoughPublic) and obs.public.sans_atout:
                    lines.append(
                        (
                            QCoreApplication.translate("Table", "Atout :"),
                            QCoreApplication.translate("Table", "sans atout"),
                        )
                    )
                elif obs.trump is not None:
                    lines.append((QCoreApplication.translate("Table", "Atout :"), suit_name(obs.trump)))
                    symbol, red = obs.trump.symbol, obs.trump.letter in "HD"
                elif isinstance(obs.public, RoughPublic) and obs.phase is not Phase.OVER:  # rule 14
                    lines.append(
                        (
                            QCoreApplication.translate("Table", "Atout :"),
                            QCoreApplication.translate("Table", "à la 1re carte"),
                        )
                    )
            if isinstance(obs.public, TarotPublic) and obs.public.chelem_announced:
                lines.append(
                    (
                        QCoreApplication.translate("Table", "Chelem :"),
                        QCoreApplication.translate("Table", "annoncé"),
                    )
                )
        self.info.set_content(title, lines, symbol, red)
        self._place_info()

    def _place_info(self) -> None:
        """The corner panel as large as its words, measured, short of the top seat's hand."""
        layout = self.scene.layout
        size = self.info.wanted_size(layout.font_px, layout.info_room())
        self.info.set_rect(layout.info_rect(size), layout.font_px)

    # -- speech ----------------------------------------------------------------------------------------
    def say(self, seat: int, text: str, accent: bool = False, lasting: bool = False) -> None:
        """A speech bubble by ``seat`` (replacing his last one)."""
        old = self.bubbles.pop(seat, None)
        if old is not None:
            self._drop_item(old)
        if not lasting:  # only the latest call speaks; the plates keep each seat's call
            for other in [s for s in self.bubbles if s not in self._lasting]:
                self._drop_item(self.bubbles.pop(other))
        bubble = Bubble(text, self.scene.layout.font_px, accent)
        bubble.setData(ROLE, f"bubble{seat}")
        bubble.setZValue(Z_BUBBLE)
        self.scene.addItem(bubble)
        self.bubbles[seat] = bubble
        if lasting:
            self._lasting.add(seat)
        else:
            self._lasting.discard(seat)
        self.place_bubbles()

    def place_bubbles(self) -> None:
        """Put each bubble by its seat's plate."""
        for seat, bubble in self.bubbles.items():
            layout = self.scene.layout
            bubble.point_to(layout.bubble_anchor(seat), layout.center, clear_of=layout.plate(seat))

    def clear_bubbles(self, everything: bool = False) -> None:
        """Remove the bidding's bubbles (and the announcements' too, with ``everything``)."""
        for seat in list(self.bubbles):
            if everything or seat not in self._lasting:
                self._drop_item(self.bubbles.pop(seat))
                self._lasting.discard(seat)

    def _drop_item(self, item: QGraphicsItem) -> None:
        if shiboken6.isValid(item):
            self.scene.removeItem(item)

    # -- notices -------------------------------------------------------------------------------------
    def show_banner(self, text: str, subtext: str = "", above: float | None = None) -> None:
        """A notice across the centre of the table (or, with ``above``, just above that height:
        over cards shown in the centre)."""
        self.banner.set_message(text, subtext)
        self._banner_above = above
        self._place_banner()
        self.banner.show()

    def _place_banner(self) -> None:
        layout = self.scene.layout
        px = layout.font_px
        # as wide as its words, measured (up to nearly the table's width, then they wrap)
        size = self.banner.wanted_size(px, layout.width - 2 * layout.margin)
        width, height = size.width(), size.height()
        centre = layout.center
        top = centre.y() - height / 2
        if self._banner_above is not None:
            top = max(layout.margin, self._banner_above - height - px * 0.6)
        self.banner.set_rect(QRectF(centre.x() - width / 2, top, width, height), px)

    def hide_banner(self) -> None:
        """Take the notice away."""
        self.banner.hide()

    def show_toast(self, item: CardItem | None, text: str, ms: int = 3500) -> None:
        """A short message by a card of the player's hand (why it may not be played)."""
        self.hide_toast()
        toast = Bubble(text, self.scene.layout.font_px * 0.95, accent=True)
        toast.setData(ROLE, "toast")
        toast.setZValue(Z_OVERLAY + 40)
        self.scene.addItem(toast)
        layout = self.scene.layout
        if item is not None:
            anchor = item.pos() - QPointF(0, item.height * 0.5 * item.scale())
        else:
            anchor = QPointF(layout.width / 2, layout.hand_top())
        toast.point_to(anchor, anchor - QPointF(0, 100))
        box = toast.boundingRect()
        pos = toast.pos()
        dx = 0.0
        if pos.x() + box.left() < layout.margin:
            dx = layout.margin - (pos.x() + box.left())
        elif pos.x() + box.right() > layout.width - layout.margin:
            dx = layout.width - layout.margin - (pos.x() + box.right())
        if dx:
            toast.setPos(pos + QPointF(dx, 0))
            toast.tail = toast.tail - QPointF(dx, 0)
            toast.prepareGeometryChange()
        self.toast = toast
        self._toast_timer.start(ms)

    def hide_toast(self) -> None:
        """Take the message away."""
        self._toast_timer.stop()
        if self.toast is not None:
            self._drop_item(self.toast)
            self.toast = None
