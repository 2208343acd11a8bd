"""The card table's scene: the cards where an observation says they are, and the labels.

:class:`TableScene` keeps the items of each part of the table (the hands, the trick, the
mise or chien in the centre, the cards put aside, the tricks won) and can bring them in line
with an :class:`~atout.rules.Observation` (:meth:`TableScene.sync`): cards are matched by
identity where they are known, created or removed where the counts differ, and moved to their
places (animated by a :class:`~atout.app.table.animator.Motion`, or at once). The scripts of
:mod:`atout.app.table.script` move the cards along nicer paths first; ``sync`` makes sure the
end state is the observation's, whatever happened before.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import replace

import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsScene

from atout.app.cardart import CardArt
from atout.app.table.animator import Motion
from atout.app.table.items import ROLE, CardItem, Mark, Scrim
from atout.app.table.layout import (
    Z_OVERLAY,
    Pose,
    TableLayout,
    places_for,
)
from atout.app.table.order import HandOrder, sorted_hand
from atout.app.table.render import PixmapKey, PixmapQueue
from atout.app.table.signs import TableSigns
from atout.rules import (
    Action,
    Card,
    Chelem,
    DealNumber,
    Discard,
    HiddenDiscard,
    Observation,
    Phase,
    Poignee,
    SansAtout,
    Trick,
    get_game,
)
from atout.rules.public import TarotPublic

__all__ = ["TableScene"]


class TableScene(QGraphicsScene):
    """The table: its cards in their parts, placed by a :class:`TableLayout`; the words beside
    them are its :class:`~atout.app.table.signs.TableSigns` (``signs``)."""

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        # no spatial index: the cards move all the time and are few (a hundred items at most),
        # the kind of scene for which Qt advises none (a BSP tree is rebuilt as items move)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.game = "carotte"
        self.places = places_for("clockwise", get_game(self.game).seat_count())
        self.names: list[str] = [""] * len(self.places)
        self._arts: dict[str, CardArt] = {}
        self.pixmaps = PixmapQueue(self._art("carotte"), self)
        self.dpr = 1.0
        self.layout = TableLayout(1280, 800, self.game, self.places)
        self.setSceneRect(0, 0, 1280, 800)
        self.hands: list[list[CardItem]] = [[] for _ in self.places]
        self.trick: list[tuple[int, CardItem]] = []
        self.kitty: list[CardItem] = []
        self.aside: list[list[CardItem]] = [[] for _ in self.places]
        self.piles: list[list[CardItem]] = [[] for _ in self.places]
        self.shows: list[CardItem] = []  # cards shown for a while (a poignée)
        self.obs: Observation | None = None
        self.held: Trick | None = None  # a finished trick still in view
        #: The deal's number as the rules count deals (``None``: none to show).
        self.deal_number: DealNumber | None = None
        #: The order of the player's suits, decided once per deal (cards never jump).
        self.hand_order = HandOrder()
        #: How far each card of the player's hand is raised (set by the input).
        self.lifts: dict[Card, float] = {}
        self.scrim = Scrim()
        self.scrim.setData(ROLE, "scrim")
        self.scrim.setZValue(Z_OVERLAY)
        self.scrim.hide()
        self.addItem(self.scrim)
        self.review: list[CardItem] = []  # the last trick shown again
        self._review_trick: Trick | None = None
        self._show_owners: dict[int, list[CardItem]] = {}
        self.signs = TableSigns(self)
        self.signs.place()
        self.scrim.set_rect(self.sceneRect())

    # -- the match -------------------------------------------------------------------------------
    def _art(self, game: str) -> CardArt:
        art = self._arts.get(game)
        if art is None:
            art = self._arts[game] = CardArt(game)
        return art

    @property
    def art(self) -> CardArt:
        """The card art of the game on the table."""
        return self.pixmaps.art

    def reset(self, game: str, names: Sequence[str]) -> None:
        """An empty table for a match of ``game`` between ``names`` (seat order)."""
        seats = get_game(game).seat_count()
        self.places = places_for(get_game(game).direction, seats)
        self.clear_cards()
        self.signs.seat_plates(seats)
        self.game = game
        self.names = [str(name) for name in names][:seats] + [""] * (seats - len(names[:seats]))
        self.pixmaps.set_art(self._art(game))
        self.layout = TableLayout(self.layout.width, self.layout.height, game, self.places)
        self.obs = None
        self.deal_number = None
        self.hand_order.reset()
        self.signs.clear_bubbles(everything=True)
        self.signs.hide_banner()
        self.signs.refresh(None)
        self.signs.place()
        self._prepare_faces()

    def _prepare_faces(self) -> None:
        """Have the pack drawn ahead at the table's sizes: the backs and the faces as wide as the
        hand and the trick, and as the opponents' hands and the tricks won."""
        dpr, pack = self.dpr, get_game(self.game).pack
        keys = []
        for width in (round(self.layout.card_w, 2), round(self.layout.small_w, 2)):
            keys += [PixmapKey("", width, dpr)] + [PixmapKey(card.text, width, dpr) for card in pack]
        self.pixmaps.prepare(keys)

    def clear_cards(self) -> None:
        """Take every card off the table."""
        for item in self.all_cards():
            self._drop(item)
        self.hands = [[] for _ in self.places]
        self.trick = []
        self.kitty = []
        self.aside = [[] for _ in self.places]
        self.piles = [[] for _ in self.places]
        self.shows = []
        self.held = None
        self.lifts = {}
        self.end_review()

    def all_cards(self) -> list[CardItem]:
        """Every card item on the table."""
        items = [item for hand in self.hands for item in hand]
        items += [item for _, item in self.trick]
        items += self.kitty + self.shows + self.review
        items += [item for pile in self.aside for item in pile]
        items += [item for pile in self.piles for item in pile]
        return items

    # -- size --------------------------------------------------------------------------------------
    def resize_table(self, width: float, height: float, dpr: float) -> None:
        """The view is now ``width`` x ``height`` logical pixels at ratio ``dpr``: lay out again."""
        self.dpr = dpr
        self.layout = TableLayout(width, height, self.game, self.places)
        self.setSceneRect(0, 0, self.layout.width, self.layout.height)
        self.pixmaps.forget()
        self._prepare_faces()
        for item in self.all_cards():
            item.set_dpr(dpr)
        self.settle(Motion(0))
        self.signs.place()
        self.scrim.set_rect(self.sceneRect())
        if self.review:
            self._lay_review()

    # -- cards ---------------------------------------------------------------------------------------
    def new_card(self, card: Card | None, pose: Pose) -> CardItem:
        """A card item put at ``pose``."""
        item = CardItem(self.pixmaps, card, pose.width or self.layout.card_w, self.dpr, pose.face_up)
        item.setPos(pose.point)
        item.setRotation(pose.rotation)
        item.setZValue(pose.z)
        self.addItem(item)
        return item

    def _drop(self, item: CardItem) -> None:
        if shiboken6.isValid(item):
            if item.scene() is self:
                self.removeItem(item)
            item.deleteLater()

    def take_from_hand(self, seat: int, card: Card | None) -> CardItem:
        """The item of ``card`` taken out of ``seat``'s hand (any card of a hidden hand,
        from its middle, then showing ``card``); made if the hand has none."""
        hand = self.hands[seat]
        item = next((it for it in hand if card is not None and it.card is card), None)
        if item is None and seat != 0 and hand:
            item = hand[len(hand) // 2]
        if item is None:
            item = self.new_card(card, replace(self.layout.trick_start(seat), face_up=False))
        else:
            hand.remove(item)
        item.set_card(card)
        item.set_mark(Mark.NONE)
        item.set_dimmed(False)
        item.set_focus_ring(False)
        if card is not None:
            self.lifts.pop(card, None)
        return item

    # -- where each card rests -------------------------------------------------------------------------
    def hand_poses(self, seat: int) -> list[Pose]:
        """The resting poses of ``seat``'s hand items, in order (the player's with their lifts)."""
        hand = self.hands[seat]
        poses = self.layout.hand(seat, len(hand))
        if seat == 0:
            return [
                pose.lifted(self.lifts.get(item.card, 0.0)) if item.card is not None else pose
                for item, pose in zip(hand, poses, strict=True)
            ]
        return poses

    def settle_hand(self, motion: Motion, seat: int, duration: float = 240) -> None:
        """Move ``seat``'s hand to its resting poses."""
        for item, pose in zip(self.hands[seat], self.hand_poses(seat), strict=True):
            motion.place(item, pose, duration)

    def settle(self, motion: Motion, duration: float = 240) -> None:
        """Move every card to its resting place (after a resize, or to tidy up)."""
        layout = self.layout
        for seat in range(len(self.places)):
            self.settle_hand(motion, seat, duration)
            for index, item in enumerate(self.aside[seat]):
                motion.place(item, layout.aside(seat, index), duration)
            for index, item in enumerate(self.piles[seat]):
                motion.place(item, layout.pile(seat, index), duration)
        for order, (seat, item) in enumerate(self.trick):
            motion.place(item, layout.trick(seat, order), duration)
        shown = bool(self.kitty) and self.kitty[0].card is not None and self.kitty[0].face_up
        for item, pose in zip(self.kitty, layout.kitty(len(self.kitty), shown), strict=True):
            motion.place(item, pose, duration)
        owners = {id(item): seat for seat, items in self._show_owners.items() for item in items}
        by_seat: dict[int, list[CardItem]] = {}
        for item in self.shows:
            by_seat.setdefault(owners.get(id(item), 0), []).append(item)
        for seat, items in by_seat.items():
            for item, pose in zip(items, layout.shown(seat, len(items)), strict=True):
                motion.place(item, pose, duration)
        self.signs.place_bubbles()

    def show_cards(
        self, seat: int, cards: Sequence[Card], motion: Motion, sources: Sequence[Pose] | None = None
    ) -> list[CardItem]:
        """Cards ``seat`` shows for a while (a poignée), fanned in front of him."""
        poses = self.layout.shown(seat, len(cards))
        items = []
        for index, (card, pose) in enumerate(zip(cards, poses, strict=True)):
            start = sources[index] if sources else replace(self.layout.trick_start(seat), face_up=False)
            item = self.new_card(card, replace(start, z=pose.z))
            motion.place(item, pose, 380, delay=index * 25)
            items.append(item)
        self.shows.extend(items)
        self._show_owners = {**self._show_owners, seat: items}
        return items

    def hide_shown(self, motion: Motion) -> None:
        """Fade the shown cards out."""
        shows, self.shows = self.shows, []
        self._show_owners = {}
        for item in shows:
            motion.prop(item, "opacity", 0.0, 280)
        motion.then(functools.partial(self.drop_all, shows))

    def drop_all(self, items: Sequence[CardItem]) -> None:
        """Take these items off the table (they are no longer in any part)."""
        for item in items:
            self._drop(item)

    # -- in line with an observation ---------------------------------------------------------------
    def centre_kitty(self, obs: Observation) -> int:
        """How many cards lie in the centre: the mise or chien, until someone takes it."""
        if obs.phase is Phase.BIDDING or obs.declarer is None:
            return get_game(obs.game).kitty_size
        return 0

    def aside_count(self, obs: Observation, trick_cards: int) -> int:
        """The cards neither in a hand, nor in a trick, nor in the centre: put aside."""
        pack = len(get_game(obs.game).pack)
        seats = len(obs.hand_sizes)  # a trick holds a card of each seat
        played = seats * len(obs.tricks) + trick_cards
        if self.held is not None:
            played -= seats  # the finished trick in view is counted among the tricks and shown
        return max(0, pack - sum(obs.hand_sizes) - played - self.centre_kitty(obs))

    @staticmethod
    def aside_owner(obs: Observation) -> int:
        """By whom the cards put aside lie: the declarer, unless the rules give them to
        the other side (a Garde contre's chien goes to the defence: by the seat opposite
        the taker, or the nearest seat of that side; at an odd table, the first seat past the
        middle counts as opposite)."""
        declarer = obs.declarer if obs.declarer is not None else 0
        side = obs.public.aside_side if isinstance(obs.public, TarotPublic) else None
        if side is None or not obs.sides or obs.sides[declarer] == side:
            return declarer
        count = len(obs.sides)
        seats = [seat for seat in range(count) if obs.sides[seat] == side]
        return min(seats, key=lambda seat: ((seat - declarer) % count != count // 2, seat), default=declarer)

    def sync(self, obs: Observation, motion: Motion, duration: float = 260) -> Motion:
        """Bring every card in line with ``obs`` (created, removed, moved); the labels too.
        Returns ``motion`` (for a script to yield)."""
        self.obs = obs
        layout = self.layout
        # the player's hand: exactly his cards, in order
        wanted = self.hand_order.arrange(obs)
        mine = {item.card: item for item in self.hands[0] if item.card is not None}
        for item in list(self.hands[0]):
            if item.card not in set(wanted):
                self.hands[0].remove(item)
                self._drop(item)
        poses = layout.hand(0, len(wanted))
        self.hands[0] = [
            mine.get(card) or self.new_card(card, replace(poses[index], face_up=True))
            for index, card in enumerate(wanted)
        ]
        # the other hands: the right number of backs
        for seat in range(1, len(obs.hand_sizes)):
            hand = self.hands[seat]
            count = obs.hand_sizes[seat]
            while len(hand) > count:
                self._drop(hand.pop())
            if len(hand) < count:
                poses = layout.hand(seat, count)
                hand.extend([self.new_card(None, pose) for pose in poses[len(hand) :]])
            for item in hand:
                if item.card is not None and item.flip_value() == 0.0:
                    item.set_card(None)
        # the trick in view
        plays = self.held.plays() if self.held is not None else obs.trick
        kept: list[tuple[int, CardItem]] = []
        present = {item.card: (seat, item) for seat, item in self.trick}
        for seat, card in plays:
            found = present.pop(card, None)
            if found is None:
                item = self.new_card(card, replace(layout.trick(seat, len(kept)), face_up=True))
                found = (seat, item)
            kept.append(found)
        for _, item in present.values():
            self._drop(item)
        self.trick = kept
        # the centre
        self._resize_part(self.kitty, self.centre_kitty(obs), lambda i: layout.kitty(1, False)[0])
        if self.kitty and obs.phase is Phase.BIDDING:
            for item in self.kitty:
                item.set_card(None)
        # the cards put aside, by the declarer
        aside = self.aside_count(obs, len(plays))
        owner = self.aside_owner(obs)
        for seat in range(len(self.aside)):
            self._resize_part(
                self.aside[seat], min(aside, 6) if seat == owner else 0, lambda i, s=seat: layout.aside(s, i)
            )
        # the tricks won
        counts = [0] * len(self.piles)
        tricks = obs.tricks[:-1] if self.held is not None else obs.tricks
        for trick in tricks:
            counts[trick.winner] += 1
        for seat, pile in enumerate(self.piles):
            self._resize_part(pile, min(counts[seat], 5), lambda i, s=seat: layout.pile(s, i))
        for seat in range(len(self.names)):
            name = self.names[seat]
            aside_tip = QCoreApplication.translate("Table", "Mises de côté par {name} : {count}").format(
                name=name, count=aside
            )
            own = [
                action
                for who, action in obs.history
                if who == seat == obs.seat and isinstance(action, Discard)
            ]
            if own:  # the player may look at what he put aside
                cards = ", ".join(card.label for card in sorted_hand(own[-1].cards))
                aside_tip = QCoreApplication.translate("Table", "Votre écart : {cards}").format(cards=cards)
            for item in self.aside[seat]:
                item.set_mark(Mark.NONE)
                item.setToolTip(aside_tip)
            for item in self.piles[seat]:
                item.set_mark(Mark.NONE)
                item.setToolTip(
                    QCoreApplication.translate("Table", "Plis de {name} : {count}").format(
                        name=name, count=counts[seat]
                    )
                )
        self.settle(motion, duration)
        self.signs.refresh(obs)
        if obs.phase is not Phase.BIDDING and not (obs.phase is Phase.OVER and obs.declarer is None):
            self.signs.clear_bubbles()
        return motion

    def _resize_part(self, part: list[CardItem], count: int, pose_of: object) -> None:
        while len(part) > count:
            self._drop(part.pop())
        while len(part) < count:
            pose = pose_of(len(part))  # type: ignore[operator]
            part.append(self.new_card(None, pose))

    # -- the last trick, again ---------------------------------------------------------------------------
    def show_review(self, trick: Trick | None) -> None:
        """Show ``trick`` again over a veil (``None``: say that no trick was played yet)."""
        self.end_review()
        self.scrim.show()
        if trick is None:
            self.signs.show_banner(QCoreApplication.translate("Table", "Aucun pli n'a encore été joué."))
            return
        for order, (seat, card) in enumerate(trick.plays()):
            item = self.new_card(card, replace(self.layout.trick(seat, order), z=Z_OVERLAY + 10 + order))
            if seat == trick.winner:
                item.set_mark(Mark.WINNER)
            self.review.append(item)
        self._review_trick = trick
        self._lay_review()

    def _lay_review(self) -> None:
        trick = self._review_trick
        if trick is None:
            return
        for order, ((seat, _), item) in enumerate(zip(trick.plays(), self.review, strict=True)):
            pose = self.layout.trick(seat, order)
            item.set_width(pose.width)
            item.setPos(pose.point)
            item.setRotation(pose.rotation)
        name = self.names[trick.winner]
        top = min(item.sceneBoundingRect().top() for item in self.review)
        self.signs.show_banner(
            QCoreApplication.translate("Table", "Dernier pli"),
            QCoreApplication.translate("Table", "remporté par {name}").format(name=name),
            above=top,
        )

    @property
    def reviewing(self) -> bool:
        """Whether the last trick is shown again."""
        return self.scrim.isVisible()

    def end_review(self) -> None:
        """Take the last trick shown again away."""
        for item in self.review:
            self._drop(item)
        self.review = []
        self._review_trick = None
        if self.scrim.isVisible():
            self.scrim.hide()
            self.signs.hide_banner()

    # -- for the scripts --------------------------------------------------------------------------------
    @staticmethod
    def seen_action(obs: Observation, seat: int | None, action: Action | None) -> Action | None:
        """The action as seat 0 saw it: another seat's discard shows only its size (and the
        cards of it shown to all), never its cards."""
        if obs.history and obs.history[-1][0] == seat:
            return obs.history[-1][1]
        if isinstance(action, Discard) and seat != obs.seat:
            return HiddenDiscard(action.mask.bit_count())
        return action

    @staticmethod
    def is_announcement(action: Action) -> bool:
        """An announcement made during the play (kept in view a while)."""
        return isinstance(action, SansAtout | Chelem | Poignee)
