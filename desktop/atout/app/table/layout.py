"""Where everything goes on the table, for a given size: pure geometry, no items.

The scene's coordinates are the view's logical pixels (the scene is as large as the view),
so a card ``card_w`` wide is drawn from a pixmap rendered for exactly that width.

Places: the player (seat 0) at the bottom; the others left, top and right according to the
game's direction of play (see :func:`places_for`); at a table of three nobody sits at the top, at
five two sit across, top left and top right. Each card position is a :class:`Pose`: the card's
centre, its rotation, its width and whether it shows its face.

>>> layout = TableLayout(1280, 800, "tarot", places_for("counter-clockwise", 4))
>>> layout.place(1), layout.place(3)
('right', 'left')
>>> len(layout.hand(0, 18)), layout.hand(0, 18)[0].face_up, layout.hand(2, 18)[0].face_up
(18, True, False)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSizeF

from atout.app.cardart import shape_of
from atout.rules import GAMES, get_game

__all__ = ["PLACES", "Pose", "TableLayout", "places_for"]

#: The four places around a table of four, seat 0's first.
PLACES: Final = ("bottom", "left", "top", "right")

#: The places around a table of each size, going clockwise from the player's (at the bottom):
#: at three nobody sits across, at five two sit across, one each side of the top.
_AROUND: Final[dict[int, tuple[str, ...]]] = {
    3: ("bottom", "left", "right"),
    4: PLACES,
    5: ("bottom", "left", "top-left", "top-right", "right"),
}


def places_for(direction: str, seats: int) -> tuple[str, ...]:
    """The screen place of each of the ``seats`` seats: clockwise games put seat 1 on the left,
    the others on the right (seat 1 sits on the player's right and plays after him).

    >>> places_for("clockwise", 3), places_for("counter-clockwise", 5)
    (('bottom', 'left', 'right'), ('bottom', 'right', 'top-right', 'top-left', 'left'))
    """
    around = _AROUND[seats]
    if direction == "clockwise":
        return around
    return (around[0], *reversed(around[1:]))


@dataclass(frozen=True)
class Pose:
    """Where a card rests: centre, rotation (degrees), width, face up or down, stacking."""

    x: float
    y: float
    rotation: float = 0.0
    width: float = 0.0
    face_up: bool = False
    z: float = 0.0

    @property
    def point(self) -> QPointF:
        """The centre as a point."""
        return QPointF(self.x, self.y)

    def lifted(self, dy: float) -> Pose:
        """The same pose moved up by ``dy`` pixels."""
        return replace(self, y=self.y - dy)


# z bands: what lies on what
Z_PILE: Final = 10.0
Z_HAND: Final = 100.0
Z_KITTY: Final = 200.0
Z_TRICK: Final = 300.0
Z_SHOW: Final = 400.0
Z_FLYING: Final = 500.0
Z_PLATE: Final = 700.0
Z_BUBBLE: Final = 800.0
Z_OVERLAY: Final = 900.0

# the slight tilt of each place's card in the trick: it looks laid down by a hand
_TRICK_TILT: Final = {
    "bottom": -2.5,
    "left": 5.0,
    "top": 2.0,
    "right": -5.5,
    "top-left": 3.5,
    "top-right": -1.5,
}
# the turn of each card of a pile of tricks (a tidy stack: the more turned, the wider it lies)
_PILE_TURNS: Final = (0.0, 9.0, -6.0, 12.0, -10.0, 4.0)
_PLACE_ROTATION: Final = {
    "bottom": 0.0,
    "left": 90.0,
    "top": 180.0,
    "right": -90.0,
    "top-left": 180.0,
    "top-right": 180.0,
}
# the places across the table, and which way each lies from the middle
_ACROSS: Final = {"top": 0.0, "top-left": -1.0, "top-right": 1.0}


class TableLayout:
    """The geometry of a table ``width`` x ``height`` logical pixels for ``game``."""

    def __init__(self, width: float, height: float, game: str, places: tuple[str, ...]) -> None:
        self.width = max(float(width), 200.0)
        self.height = max(float(height), 150.0)
        self.game = game
        self.places = places
        self._reaches: dict[tuple[int, int], QRectF] = {}  # reach(), worked out once a pile
        self.shape = shape_of(game)
        self.aspect = self.shape.aspect
        self.hand_size = get_game(game).hand_size if game in GAMES else 8
        w, h = self.width, self.height
        #: A size unit: 1.0 at 1280 x 800.
        self.unit = max(0.55, min(w / 1280, h / 800, 1.8))
        self.margin = max(8.0, 0.018 * min(w, h))
        # the card width: the player's hand, the centre and the top hand share the height
        by_height = (h - 2 * self.margin) / (self.aspect * self.shape.heights_on_table)
        by_width = w / self.shape.widths_on_table
        self.card_w = max(24.0, min(by_height, by_width, 150.0))
        self.card_h = self.card_w * self.aspect
        #: The opponents' cards are drawn smaller.
        self.small_w = self.card_w * 0.6
        self.small_h = self.small_w * self.aspect
        #: How far a playable card rises, and a chosen one.
        self.lift_legal = 0.07 * self.card_h
        self.lift_selected = 0.2 * self.card_h
        self.font_px = max(11.0, min(15.0 * self.unit, 22.0))
        # the centre of the play area: between the top hand and the player's hand
        top = self.margin + self.small_h
        bottom = self.hand_top()
        self.center = QPointF(w / 2, (top + bottom) / 2 + 0.02 * h)

    # -- places ------------------------------------------------------------------------------
    def place(self, seat: int) -> str:
        """Where ``seat`` sits (:func:`places_for`): ``"bottom"``, ``"left"``, ``"top"`` or ``"right"``
        at a table of four."""
        return self.places[seat]

    def hand_top(self) -> float:
        """The top of the player's hand at rest (without the lift)."""
        return self.height - self.margin - self.card_h - 0.02 * self.card_h

    # -- hands ---------------------------------------------------------------------------------
    def _fan(self, count: int, length: float, card_len: float, step_max: float) -> tuple[float, float]:
        """The step between neighbouring cards and the first card's offset from the middle."""
        if count <= 1:
            return 0.0, 0.0
        step = min(step_max, max(0.0, (length - card_len) / (count - 1)))
        return step, -step * (count - 1) / 2

    def hand(self, seat: int, count: int) -> list[Pose]:
        """The poses of a hand of ``count`` cards, from its first card to its last (left to
        right as its holder sees them)."""
        place = self.place(seat)
        if place == "bottom":
            return self._bottom_hand(count)
        return self._other_hand(place, count)

    def _bottom_hand(self, count: int) -> list[Pose]:
        w, h = self.card_w, self.card_h
        step_max = w * self.shape.fan_step
        span = min(self.width * 0.78, self.width - 2 * self.margin - 2.2 * w)
        span = max(span, w * 2)
        step, first = self._fan(count, span, w, step_max)
        arc = min(8.0, 0.5 * count)  # degrees at the ends
        drop = 0.04 * h * min(1.0, count / 10)
        # the ends, turned and lower, must stay inside the table
        tilt = math.radians(arc)
        low = drop + (h * math.cos(tilt) + w * math.sin(tilt)) / 2 - h / 2
        base_y = self.height - self.margin - h / 2 - max(low, 0.0) - 0.01 * h
        poses = []
        for i in range(count):
            t = 0.0 if count <= 1 else (2 * i / (count - 1) - 1)
            poses.append(
                Pose(self.width / 2 + first + i * step, base_y + drop * t * t, arc * t, w, True, Z_HAND + i)
            )
        return poses

    def across_length(self) -> float:
        """The length of a hand across the table at its fullest: the top hand's, or a little
        over half of it when two seats sit across (at five)."""
        if "top" in self.places:
            return self.top_length()
        return self.top_length() * 0.6

    def across_x(self, place: str) -> float:
        """The middle of the hand at ``place`` across the table: the top's in the middle; at five,
        the two across one each side of it."""
        return self.width / 2 + _ACROSS[place] * (self.across_length() / 2 + self.font_px)

    def top_length(self) -> float:
        """The length of the top hand at its fullest."""
        sw = self.small_w
        length = min(self.width * 0.36, self.width - 2 * self.margin - 7 * sw)
        return min(length, sw + (self.hand_size - 1) * sw * self.STEP)

    def side_length(self) -> float:
        """The length of a side hand at its fullest."""
        sw = self.small_w
        length = min(self.height * 0.44, self.height - 2 * self.margin - 3.2 * self.small_h)
        return min(length, sw + (self.hand_size - 1) * sw * self.STEP)

    #: The step between the opponents' cards, as a share of their width.
    STEP: Final = 0.36

    def _other_hand(self, place: str, count: int) -> list[Pose]:
        sw, sh = self.small_w, self.small_h
        m = self.margin
        c = self.center
        if place in _ACROSS:
            step, first = self._fan(count, self.across_length(), sw, sw * self.STEP)
            poses = []
            for i in range(count):
                t = 0.0 if count <= 1 else (2 * i / (count - 1) - 1)
                # seen from across the table: his first card is on our right
                x = self.across_x(place) - first - i * step
                poses.append(Pose(x, m + sh / 2 + 2 * t * t, 180 - 3 * t, sw, False, Z_HAND + i))
            return poses
        step, first = self._fan(count, self.side_length(), sw, sw * self.STEP)
        x = m + sh / 2 if place == "left" else self.width - m - sh / 2
        sign = 1 if place == "left" else -1
        poses = []
        for i in range(count):
            t = 0.0 if count <= 1 else (2 * i / (count - 1) - 1)
            # the left player's first card is at the top; the right player's at the bottom
            y = c.y() + sign * (first + i * step)
            poses.append(Pose(x + sign * 2 * t * t, y, sign * (90 - 3 * t), sw, False, Z_HAND + i))
        return poses

    def hand_rect(self, seat: int, count: int) -> QRectF:
        """Roughly the area a hand of ``count`` cards covers (for placing labels by it)."""
        poses = self.hand(seat, max(count, 1))
        place = self.place(seat)
        if place == "bottom":
            w, h = self.card_w, self.card_h
        elif place in _ACROSS:
            w, h = self.small_w, self.small_h
        else:
            w, h = self.small_h, self.small_w
        xs = [p.x for p in poses]
        ys = [p.y for p in poses]
        return QRectF(min(xs) - w / 2, min(ys) - h / 2, max(xs) - min(xs) + w, max(ys) - min(ys) + h)

    # -- the centre ----------------------------------------------------------------------------
    def trick(self, seat: int, order: int = 0) -> Pose:
        """Where ``seat``'s card lies in the trick (``order``: its rank of play, for stacking)."""
        place = self.place(seat)
        c = self.center
        dx = {"left": -1.0, "right": 1.0, "top-left": -0.55, "top-right": 0.55}.get(place, 0.0) * self.card_w
        dy = {"bottom": 0.42}.get(place, -0.42 if place in _ACROSS else 0.0) * self.card_h
        if place in ("left", "right"):
            dy = 0.03 * self.card_h
        return Pose(c.x() + dx, c.y() + dy, _TRICK_TILT[place], self.card_w, True, Z_TRICK + order)

    def trick_start(self, seat: int) -> Pose:
        """Where a card played from a hand that is not shown would come from."""
        place = self.place(seat)
        if place == "bottom":
            return Pose(self.width / 2, self.height - self.margin, 0, self.card_w, True, Z_FLYING)
        pose = self.hand(seat, 1)[0]
        return replace(pose, z=Z_FLYING)

    def kitty(self, count: int, face_up: bool) -> list[Pose]:
        """The mise or chien in the centre: close together face down, spread when shown."""
        c = self.center
        w = self.card_w
        step = w * 1.06 if face_up else w * 0.22
        if face_up:
            step = min(step, (self.width - 2 * self.margin - 2.4 * self.small_h - w) / max(1, count - 1))
        first = -step * (count - 1) / 2
        return [
            Pose(
                c.x() + first + i * step,
                c.y(),
                0.0 if face_up else (i - count / 2) * 1.5,
                w,
                face_up,
                Z_KITTY + i,
            )
            for i in range(count)
        ]

    def deck(self, dealer: int) -> Pose:
        """The pack in the dealer's hands, before the deal: in front of him."""
        c = self.center
        place = self.place(dealer)
        ox = {"left": -1.9, "right": 1.9, "top-left": -1.0, "top-right": 1.0}.get(place, 0.0) * self.card_w
        oy = {"bottom": 0.75}.get(place, -0.75 if place in _ACROSS else 0.0) * self.card_h
        return Pose(c.x() + ox, c.y() + oy, _PLACE_ROTATION[place] + 8, self.small_w, False, Z_FLYING)

    def shown(self, seat: int, count: int) -> list[Pose]:
        """Cards a seat shows (a poignée, the trumps of an écart): face up and upright, along
        that seat's own hand and over it, so that they cover neither the trick nor a name plate
        (plates and piles lie beside the hands)."""
        place = self.place(seat)
        m = self.margin
        if place in ("left", "right"):  # a column down the side hand, its first card on top
            w = self.small_w
            x = m + self.small_h / 2 if place == "left" else self.width - m - self.small_h / 2
            step, first = self._fan(count, self.side_length(), self.small_h, self.small_h * 0.3)
            y0 = self.center.y() + first
            return [Pose(x, y0 + i * step, 0.0, w, True, Z_SHOW + i) for i in range(count)]
        middle = self.width / 2
        if place in _ACROSS:
            w, length, y = self.small_w, self.across_length(), m + self.small_h / 2
            middle = self.across_x(place)
        else:
            w = self.card_w * 0.8
            length = max(w * 2, min(self.width * 0.78, self.width - 2 * m - 2.2 * self.card_w))
            y = self.height - m - 0.02 * self.card_h - w * self.aspect / 2
        step, first = self._fan(count, length, w, w * 0.42)
        return [Pose(middle + first + i * step, y, 0.0, w, True, Z_SHOW + i) for i in range(count)]

    # -- piles -----------------------------------------------------------------------------------
    def pile(self, seat: int, index: int = 0) -> Pose:
        """The ``index``-th card of the pile of tricks ``seat`` has won (beside his hand): the
        tricks lie crosswise, as a player stacks them."""
        pose = self._beside(seat, 0, index)
        return replace(pose, rotation=pose.rotation + _PILE_TURNS[index % len(_PILE_TURNS)])

    def aside(self, seat: int, index: int = 0) -> Pose:
        """The ``index``-th card of the cards ``seat`` has put aside (his écart or discard)."""
        return self._beside(seat, 1, index)

    #: How far each card of a pile is shifted from the one under it (pixels), in so many steps.
    JITTER: Final = 1.6
    JITTER_STEPS: Final = 4

    def _jitter(self, place: str) -> tuple[float, float]:
        """The way a pile's cards are shifted, one after the other, at ``place``."""
        if place in _ACROSS:
            return (1.0, 1.0)
        return {"bottom": (1.0, -1.0), "left": (1.0, -1.0), "right": (-1.0, -1.0)}[place]

    def reach(self, seat: int, which: int = 0) -> QRectF:
        """The area, around the first card's centre, that a pile of ``seat`` (``which``: 0 his
        won tricks, 1 his cards put aside) covers whatever its number of cards: each card
        turned as it lies and shifted by its jitter. Piles are placed by it, so that a full
        pile at the end of a deal keeps clear of the plates as a pile of one trick does."""
        known = self._reaches.get((seat, which))
        if known is None:
            known = self._reaches[seat, which] = self._reach(seat, which)
        return QRectF(known)

    def _reach(self, seat: int, which: int) -> QRectF:
        place = self.place(seat)
        base = _PLACE_ROTATION[place] if place in ("left", "right") else (90.0 if place in _ACROSS else 0.0)
        turns = _PILE_TURNS if which == 0 else (0.0,)
        dx, dy = self._jitter(place)
        half_w, half_h = self.small_w / 2, self.small_h / 2
        xs: list[float] = []
        ys: list[float] = []
        for turn in turns:
            angle = math.radians(base + turn)
            cos, sin = abs(math.cos(angle)), abs(math.sin(angle))
            ext_x = half_w * cos + half_h * sin
            ext_y = half_w * sin + half_h * cos
            for step in range(self.JITTER_STEPS):
                shift = step * self.JITTER
                xs += [dx * shift - ext_x, dx * shift + ext_x]
                ys += [dy * shift - ext_y, dy * shift + ext_y]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def pile_rect(self, seat: int, which: int = 0) -> QRectF:
        """The area a pile of ``seat`` covers on the table at its fullest."""
        centre = self._beside(seat, which, 0).point
        return self.reach(seat, which).translated(centre)

    def _beside(self, seat: int, which: int, index: int) -> Pose:
        """Piles lie by their seat's hand and name plate, so that each is seen as its seat's:
        the player's won tricks left of his plate (his écart in the corner by his hand), the
        top seat's under his plate, the side seats' under theirs, clear of their bubbles. They
        are placed by their :meth:`reach`: however many cards, they keep off the plates."""
        place = self.place(seat)
        sw, sh = self.small_w, self.small_h
        m = self.margin
        gap = 0.5 * self.font_px
        dx, dy = self._jitter(place)
        shift = (index % self.JITTER_STEPS) * self.JITTER
        reach = self.reach(seat, which)
        if place == "bottom":
            rotation = 0.0
            if which == 0:  # won tricks: just left of his plate, level with its foot
                plate = self.plate(seat)
                x = plate.left() - gap - reach.right()
                y = min(plate.bottom(), self.height - m) - reach.bottom()
            else:  # the écart: in the corner beside the hand
                x, y = m + sw * 0.6, self.height - m - sh / 2
        elif place in _ACROSS:  # under his plate, lying across, the écart right of the tricks
            rotation = 90.0
            plate = self.plate(seat)
            left = plate.left()
            if which == 1:
                left += self.reach(seat, 0).width() + gap
            x = min(left - reach.left(), self.width - m - reach.right())
            y = plate.bottom() + 0.3 * self.font_px - reach.top()  # close under: his own
        else:
            rotation = _PLACE_ROTATION[place]
            # beside the hand, under the plate, past the room of a bubble said by it (an
            # announcement lasts in play), the écart under the won tricks
            left_x, right_x = m + sh + gap - reach.left(), self.width - m - sh - gap - reach.right()
            x = left_x if place == "left" else right_x
            top = self.plate(seat).bottom() + 3.2 * self.font_px
            if which == 1:
                top += self.reach(seat, 0).height() + gap
            y = top - reach.top()
        return Pose(x + dx * shift, y + dy * shift, rotation, sw, False, Z_PILE + index)

    # -- labels ----------------------------------------------------------------------------------
    def plate_size(self) -> tuple[float, float]:
        """Width and height of a seat's name plate."""
        return 12.5 * self.font_px, 3.3 * self.font_px

    def plate(self, seat: int) -> QRectF:
        """The name plate of ``seat``, beside its hand on the side toward the centre."""
        pw, ph = self.plate_size()
        place = self.place(seat)
        m = self.margin
        gap = 0.6 * self.font_px
        if place == "bottom":
            hand = self.hand_rect(seat, self.hand_size)
            # clear of the left seat's pile of tricks, which lies at the foot of its hand
            left = self.places.index("left")
            clear = self.pile_rect(left, 0).right() + gap
            # and with room on its left for the player's own pile of tricks, at its fullest
            own = self.reach(seat, 0).width() + 0.5 * self.font_px + 2
            x = max(m + own, hand.left() + self.card_w * 0.1, clear + own)
            y = self.hand_top() - ph - gap - self.lift_selected - 0.08 * self.card_h
            return QRectF(x, y, pw, ph)
        if place == "top":
            x = min(self.width / 2 + self.top_length() / 2 + gap * 2, self.width - m - pw)
            return QRectF(x, m, pw, ph)
        if place in _ACROSS:  # two across (at five): under their hands, which lie side by side
            hand = self.hand_rect(seat, self.hand_size)
            return QRectF(hand.left(), hand.bottom() + gap, pw, ph)
        top = self.center.y() - self.side_length() / 2
        if place == "left":
            return QRectF(m + self.small_h + gap, top, pw, ph)
        return QRectF(self.width - m - self.small_h - gap - pw, top, pw, ph)

    def bubble_anchor(self, seat: int) -> QPointF:
        """Where a speech bubble points from: the side of the plate toward the centre."""
        rect = self.plate(seat)
        place = self.place(seat)
        px = self.font_px
        if place == "bottom":
            return QPointF(rect.right() + px * 0.5, rect.center().y())
        if place in _ACROSS:
            return QPointF(rect.left() + rect.width() * 0.3, rect.bottom() + px * 0.5)
        if place == "left":
            return QPointF(rect.left() + rect.width() * 0.35, rect.bottom() + px * 0.5)
        return QPointF(rect.right() - rect.width() * 0.35, rect.bottom() + px * 0.5)

    def info_room(self) -> float:
        """How wide the corner panel may be: up to the hands across the table at their fullest
        (the top seat's plate lies beyond his hand)."""
        half = self.across_length() / 2
        across = [self.across_x(place) - half for place in self.places if place in _ACROSS]
        return min(across, default=self.width / 2 - self.top_length() / 2) - self.font_px - self.margin

    def info_rect(self, size: QSizeF | None = None) -> QRectF:
        """The corner panel with the contract and the trump (top left), of ``size`` (its words'
        size, see :meth:`~atout.app.table.info.InfoPanel.wanted_size`) no wider than its room."""
        if size is None:
            size = QSizeF(15.5 * self.font_px, 5.4 * self.font_px)
        return QRectF(self.margin, self.margin, min(size.width(), self.info_room()), size.height())
