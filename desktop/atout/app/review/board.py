"""The board of a deal's review: the four hands as they stood at one moment, face up (the player
at the bottom, the others where they sit at the table), the trick, and the kitty or the écart.
:class:`BoardGeometry` places them for the board's size; :class:`ReviewBoard` draws them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QSizePolicy,
    QWidget,
)

from atout.app import theme
from atout.app.cardart import CardArt, CardArtError
from atout.app.games.words import game_words
from atout.app.table.layout import places_for
from atout.app.table.order import sorted_hand
from atout.app.table.render import PixmapKey, PixmapQueue
from atout.app.table.view import felt_grain, paint_felt
from atout.app.texts import game as texts
from atout.play.replay import Moment
from atout.rules import Card, get_game

__all__ = ["BoardGeometry", "ReviewBoard"]

_CREAM: Final = theme.BOARD_TEXT
_SOFT: Final = theme.BOARD_SOFT
_GOLD: Final = theme.BOARD_HIGHLIGHT


class BoardGeometry:
    """Where the review board draws everything, for a board ``width`` x ``height`` logical pixels.

    Every hand is face up, its cards overlapping so that each card's corner shows: the player's
    in a row along the bottom, the one across the table in a row along the top, the two others
    at the left and the right, in two rows when the hands are long (Tarot), the second row
    lying over the lower part of the first. ``places`` gives the screen place of each seat;
    ``hand_size`` is the deal's hand (rows are sized for it). The trick lies in the middle, each
    card on its player's side; the mise, chien or écart lies there too while no trick does.

    >>> geometry = BoardGeometry(1000, 640, "tarot", ("bottom", "right", "top", "left"), 18)
    >>> rects = geometry.hand_rects(0, 18)
    >>> len(rects), rects[0].left() >= geometry.margin, rects[-1].right() <= 1000 - geometry.margin
    (18, True, True)
    >>> geometry.side_rows, len({rect.top() for rect in geometry.hand_rects(1, 18)})
    (2, 2)
    """

    #: The share of a card's width that each card shows of the one under it, in a side row.
    STEP: Final = 0.36
    #: How far a side hand's second row lies below its first, as a share of a card's height.
    RISE: Final = 0.40

    def __init__(self, width: float, height: float, game: str, places: Sequence[str], hand_size: int) -> None:
        w = max(float(width), 200.0)
        h = max(float(height), 150.0)
        self.width, self.height = w, h
        self.places = tuple(places)
        self.aspect = CardArt.aspect_for(game)
        self.hand_size = max(1, hand_size)
        self.side_rows = 2 if self.hand_size > 10 else 1
        per_row = -(-self.hand_size // self.side_rows)
        self.margin = m = max(8.0, 0.015 * min(w, h))
        self.font_px = max(11.0, min(13.0 * min(w / 1000, h / 640), 17.0))
        self.label_h = lh = self.font_px * 1.9
        row = 1 + (per_row - 1) * self.STEP  # a full side row, in card widths
        block = 1 + self.RISE * (self.side_rows - 1)  # a side hand's height, in card heights
        by_width = (w - 4 * m) / (2 * row + 3.0)
        # the height holds the top and bottom hands and, between them, the trick (1.72 card
        # heights) or a side hand with its name, whichever is taller
        card_h = min((h - 4 * m - 2 * lh) / 3.72, (h - 4 * m - 3 * lh) / (2 + block))
        by_height = card_h / self.aspect
        self.card_w = cw = max(16.0, min(by_width, by_height, 130.0))
        self.card_h = ch = cw * self.aspect
        #: The length of a full side row.
        self.row_length = cw * row
        #: The height of a side hand with its name.
        self.side_height = lh + ch * block
        top = m + lh + ch + m
        bottom = h - m - ch - lh - m
        self.centre = QPointF(w / 2, (top + bottom) / 2)

    def place(self, seat: int) -> str:
        """``bottom``, ``left``, ``top`` or ``right`` (at five, ``top-left`` and ``top-right``)."""
        return self.places[seat]

    def _row_span(self, place: str) -> tuple[float, float]:
        """Where a row along the top or the bottom may lie: its middle and its length. At five,
        the two seats across share the top, half of it each."""
        m = self.margin
        half = (self.width - 3 * m) / 2
        if place in ("top-left", "top-right"):
            return (m + half / 2 if place == "top-left" else 2 * m + 1.5 * half), half
        return self.width / 2, self.width - 2 * m

    def _row_step(self, count: int, length: float) -> float:
        if count <= 1:
            return 0.0
        return max(0.0, (length - self.card_w) / (count - 1))

    def hand_rects(self, seat: int, count: int) -> list[QRectF]:
        """The rectangles of a hand of ``count`` cards, first card (drawn first) to last."""
        cw, ch, m = self.card_w, self.card_h, self.margin
        place = self.place(seat)
        if place not in ("left", "right"):
            middle, room = self._row_span(place)
            step = min(0.5 * cw, self._row_step(count, room))
            length = cw + step * max(count - 1, 0)
            x0 = middle - length / 2
            y = self.height - m - ch if place == "bottom" else m + self.label_h
            return [QRectF(x0 + i * step, y, cw, ch) for i in range(count)]
        rows = self.side_rows if count > 1 else 1
        per_row = -(-count // rows)
        step = min(self.STEP * cw, self._row_step(per_row, self.row_length))
        top = self.centre.y() - self.side_height / 2 + self.label_h
        rects = []
        for row in range(rows):
            first = row * per_row
            in_row = min(per_row, count - first)
            length = cw + step * max(in_row - 1, 0)
            x0 = m if place == "left" else self.width - m - length
            y = top + row * self.RISE * ch
            rects += [QRectF(x0 + i * step, y, cw, ch) for i in range(in_row)]
        return rects

    def label_rect(self, seat: int) -> QRectF:
        """Where the name, role and tricks of ``seat`` are written: just above its hand."""
        m, lh = self.margin, self.label_h
        place = self.place(seat)
        if place == "top":
            return QRectF(m, m, self.width - 2 * m, lh)
        if place in ("top-left", "top-right"):
            middle, room = self._row_span(place)
            return QRectF(middle - room / 2, m, room, lh)
        if place == "bottom":
            return QRectF(m, self.height - m - self.card_h - lh, self.width - 2 * m, lh)
        x = m if place == "left" else self.width - m - self.row_length
        return QRectF(x, self.centre.y() - self.side_height / 2, self.row_length, lh)

    def trick_rect(self, seat: int) -> QRectF:
        """Where ``seat``'s card of the trick lies: on his side of the centre."""
        cw, ch = self.card_w, self.card_h
        c = self.centre
        offsets = {
            "bottom": (0.0, 0.36 * ch),
            "top": (0.0, -0.36 * ch),
            "left": (-0.95 * cw, 0.0),
            "right": (0.95 * cw, 0.0),
            "top-left": (-0.5 * cw, -0.36 * ch),
            "top-right": (0.5 * cw, -0.36 * ch),
        }
        dx, dy = offsets[self.place(seat)]
        return QRectF(c.x() + dx - cw / 2, c.y() + dy - ch / 2, cw, ch)

    def aside_rects(self, count: int) -> tuple[QRectF, list[QRectF]]:
        """The label's rectangle and the cards' for ``count`` cards set aside, in the middle."""
        m, lh = self.margin, self.label_h
        w = self.card_w * 0.8
        room = self.width - 2 * (self.row_length + 3 * m)
        step = min(w * 0.55, self._row_step(count, room))
        length = w + step * max(count - 1, 0)
        x0 = self.centre.x() - length / 2
        y = self.centre.y() - w * self.aspect / 2 + lh / 2
        label = QRectF(self.centre.x() - 150, y - lh, 300, lh)
        return label, [QRectF(x0 + i * step, y, w, w * self.aspect) for i in range(count)]


class ReviewBoard(QWidget):
    """Every hand of a deal face up at one :class:`~atout.play.replay.Moment`, the trick on
    the table, and the cards set aside. Set the moment with :meth:`set_moment`."""

    def __init__(
        self,
        game: str,
        names: Sequence[str],
        hand_size: int,
        parent: QWidget | None = None,
        *,
        dealer: int | None = None,
        art: CardArt | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.names = list(names)
        self.dealer = dealer
        self.hand_size = hand_size
        rules = get_game(game)
        self.places = places_for(rules.direction, rules.seat_count())
        self.art: CardArt | None = art
        if self.art is None:
            try:
                self.art = CardArt(game)
            except CardArtError:
                self.art = None  # the board draws plain cards with their names
        # the faces are drawn in the faces' worker: a plain card with its name until then
        self._faces = PixmapQueue(self.art, self) if self.art is not None else None
        self.moment: Moment | None = None
        self._grain = felt_grain()
        self.setMinimumSize(560, 400)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Les cartes de la donne"))

    # -- what is shown ---------------------------------------------------------------------------
    def set_moment(self, moment: Moment) -> None:
        """Show the table at ``moment``."""
        self.moment = moment
        self.setAccessibleDescription(self.describe())
        self.update()

    def geometry_now(self) -> BoardGeometry:
        """The geometry for the board's present size."""
        return BoardGeometry(self.width(), self.height(), self.game, self.places, self.hand_size)

    def hand_order(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s cards at this moment in the order drawn (sorted as the table sorts a hand)."""
        moment = self.moment
        if moment is None:
            return ()
        return sorted_hand(moment.hands[seat], moment.trump)

    def shows_aside(self) -> bool:
        """Whether the cards set aside lie in the middle: while no trick lies there."""
        moment = self.moment
        return moment is not None and bool(moment.aside) and not moment.trick

    def card_rects(self) -> dict[Card, QRectF]:
        """Where each card is drawn at this moment (for tests and for tooltips)."""
        moment = self.moment
        if moment is None:
            return {}
        geometry = self.geometry_now()
        rects: dict[Card, QRectF] = {}
        for seat in range(len(self.places)):
            cards = self.hand_order(seat)
            rects.update(zip(cards, geometry.hand_rects(seat, len(cards)), strict=True))
        for seat, card in moment.trick:
            rects[card] = geometry.trick_rect(seat)
        if self.shows_aside():
            _, aside = geometry.aside_rects(len(moment.aside))
            rects.update(zip(sorted_hand(moment.aside, moment.trump), aside, strict=True))
        return rects

    def seat_label(self, seat: int) -> str:
        """``Léa · Preneur · 3 plis``: the name, the role once the contract is known, the dealer,
        and the tricks won once the play began."""
        moment = self.moment
        parts = [self.names[seat] if 0 <= seat < len(self.names) else texts.seat_label(seat)]
        if moment is not None and moment.declarer is not None:
            if seat == moment.declarer:
                parts.append(texts.role_name(self.game, "declarer"))
            elif moment.sides and moment.sides[seat] == moment.sides[moment.declarer]:
                parts.append(texts.role_name(self.game, "partner"))
            else:
                parts.append(texts.role_name(self.game, "defence"))
        elif seat == self.dealer:
            parts.append(texts.role_name(self.game, "dealer"))
        if moment is not None and moment.trick_number > 0:
            parts.append(texts.tricks_text(moment.tricks_won[seat]))
        return " · ".join(parts)

    def aside_label(self) -> str:
        """What the cards set aside are: the mise or chien, or the discard or écart, and whose."""
        moment = self.moment
        if moment is None or not moment.aside:
            return ""
        if not moment.aside_is_discard:
            return game_words(self.game).kitty_title
        who = moment.discarder
        name = self.names[who] if who is not None and 0 <= who < len(self.names) else "?"
        return self.tr("Écart de {name}").format(name=name)  # the écart, in all three games

    def describe(self) -> str:
        """The board in words, for screen readers: each hand, the trick, the cards set aside."""
        moment = self.moment
        if moment is None:
            return ""
        lines = []
        for seat in range(len(self.places)):
            cards = self.hand_order(seat)
            held = texts.cards_text(cards) if cards else self.tr("plus de cartes")
            lines.append(f"{self.seat_label(seat)} : {held}")
        if moment.trick:
            played = ", ".join(f"{self.names[seat]} {texts.card_the(card)}" for seat, card in moment.trick)
            lines.append(self.tr("Pli {n} : {cards}").format(n=moment.trick_number, cards=played))
        if moment.aside:
            lines.append(f"{self.aside_label()} : {texts.cards_text(moment.aside)}")
        return "\n".join(lines)

    # -- drawing ---------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            area = QRectF(self.rect())
            paint_felt(painter, area, area, self._grain)
            if self.moment is not None:
                self._paint_moment(painter, self.moment)
        finally:
            painter.end()

    def _paint_moment(self, painter: QPainter, moment: Moment) -> None:
        geometry = self.geometry_now()
        font = QFont(self.font())
        font.setPixelSize(round(geometry.font_px))
        font.setWeight(QFont.Weight.DemiBold)
        painter.setFont(font)
        shown = {card for cards in moment.shown.values() for card in cards}
        for seat in range(len(self.places)):
            self._paint_label(painter, geometry, seat, moment)
            cards = self.hand_order(seat)
            for card, rect in zip(cards, geometry.hand_rects(seat, len(cards)), strict=True):
                self._paint_card(painter, card, rect, outline=card in shown)
        if self.shows_aside():
            label, rects = geometry.aside_rects(len(moment.aside))
            painter.setPen(_SOFT)
            align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(label, int(align), self.aside_label())
            for card, rect in zip(sorted_hand(moment.aside, moment.trump), rects, strict=True):
                self._paint_card(painter, card, rect)
        for seat, card in moment.trick:
            won = moment.trick_winner == seat
            self._paint_card(painter, card, geometry.trick_rect(seat), outline=won, strong=won)

    def _paint_label(self, painter: QPainter, geometry: BoardGeometry, seat: int, moment: Moment) -> None:
        rect = geometry.label_rect(seat)
        place = geometry.place(seat)
        align = {
            "left": Qt.AlignmentFlag.AlignLeft,
            "right": Qt.AlignmentFlag.AlignRight,
        }.get(place, Qt.AlignmentFlag.AlignHCenter)
        acting = moment.actor == seat
        painter.setPen(_GOLD if acting else _CREAM)
        text = self.seat_label(seat)
        if acting:
            text = "▸ " + text
        elided = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), elided)

    def _face_drawn(self, _pixmap: QPixmap) -> None:
        if shiboken6.isValid(self):
            self.update()

    def _paint_card(
        self, painter: QPainter, card: Card, rect: QRectF, *, outline: bool = False, strong: bool = False
    ) -> None:
        radius = rect.width() * 0.06
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.shadow(70))
        painter.drawRoundedRect(rect.translated(1.2, 2.0), radius, radius)
        pixmap = None
        if self._faces is not None:
            key = PixmapKey(card.text, round(rect.width(), 2), self.devicePixelRatioF())
            try:
                pixmap = self._faces.get(key, self._face_drawn)
            except (CardArtError, ValueError):
                pixmap = None
        if pixmap is not None:
            painter.drawPixmap(rect.topLeft(), pixmap)
        else:
            painter.setBrush(theme.PLAIN_CARD)
            painter.setPen(theme.PLAIN_CARD_TEXT)
            painter.drawRoundedRect(rect, radius, radius)
            painter.drawText(rect.adjusted(3, 3, -3, -3), int(Qt.AlignmentFlag.AlignLeft), card.label)
        if outline:
            pen = QPen(_GOLD, 3.0 if strong else 2.0)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius + 1, radius + 1)
