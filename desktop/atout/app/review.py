"""The review of a finished deal: every hand face up, replayed card by card.

:class:`DealReview` is a window of its own beside the table. On the left, :class:`ReviewBoard`
draws the four hands as they stood at one moment of the deal (the player at the bottom, the
others where they sit at the table), the trick on the table, and the mise, chien or écart. On
the right, the deal told in words, one line per action, under headings (the bidding, each
trick); choosing a line shows the table just after it. The buttons, and the keys, step by
action (↑/↓) or by trick (←/→), or go to the start and the end (Home/End).

Only a finished deal can be reviewed: :class:`~atout.play.replay.DealReplay` refuses a deal
under way, whose hidden hands the review would show.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from atout.app import texts
from atout.app.cardart import CardArt, CardArtError
from atout.app.games import annulled_text, presenter_for
from atout.app.games.words import deal_heading, game_words
from atout.app.panels import PANEL_STYLE, _button
from atout.app.table.layout import places_for
from atout.app.table.order import sorted_hand
from atout.app.table.view import felt_grain, paint_felt
from atout.app.worker import VerdictWorker
from atout.play.analysis import has_verdicts, turning_points, verdict_expected
from atout.play.replay import DealReplay, Moment
from atout.rules import Action, Card, Discard, Match, Play, get_game

__all__ = ["BoardGeometry", "DealReview", "ReviewBoard"]

_CREAM: Final = QColor("#f4f1e6")
_SOFT: Final = QColor("#cfe0d4")
_GOLD: Final = QColor("#e8c15a")


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
        """``bottom``, ``left``, ``top`` or ``right``."""
        return self.places[seat]

    def _row_step(self, count: int, length: float) -> float:
        if count <= 1:
            return 0.0
        return max(0.0, (length - self.card_w) / (count - 1))

    def hand_rects(self, seat: int, count: int) -> list[QRectF]:
        """The rectangles of a hand of ``count`` cards, first card (drawn first) to last."""
        cw, ch, m = self.card_w, self.card_h, self.margin
        place = self.place(seat)
        if place in ("bottom", "top"):
            step = min(0.5 * cw, self._row_step(count, self.width - 2 * m))
            length = cw + step * max(count - 1, 0)
            x0 = (self.width - length) / 2
            y = m + self.label_h if place == "top" else self.height - m - ch
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
    """The four hands of a deal face up at one :class:`~atout.play.replay.Moment`, the trick on
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
        self.places = places_for(get_game(game).direction)
        self.art: CardArt | None = art
        if self.art is None:
            try:
                self.art = CardArt(game)
            except CardArtError:
                self.art = None  # the board draws plain cards with their names
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
        for seat in range(4):
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
        for seat in range(4):
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
        for seat in range(4):
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

    def _paint_card(
        self, painter: QPainter, card: Card, rect: QRectF, *, outline: bool = False, strong: bool = False
    ) -> None:
        radius = rect.width() * 0.06
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(1.2, 2.0), radius, radius)
        pixmap = None
        if self.art is not None:
            try:
                pixmap = self.art.face(card, rect.width(), self.devicePixelRatioF())
            except (CardArtError, ValueError):
                pixmap = None
        if pixmap is not None:
            painter.drawPixmap(rect.topLeft(), pixmap)
        else:
            painter.setBrush(QColor("#fbf8ee"))
            painter.setPen(QColor("#5b5540"))
            painter.drawRoundedRect(rect, radius, radius)
            painter.drawText(rect.adjusted(3, 3, -3, -3), int(Qt.AlignmentFlag.AlignLeft), card.label)
        if outline:
            pen = QPen(_GOLD, 3.0 if strong else 2.0)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius + 1, radius + 1)


class DealReview(QDialog):
    """A finished deal of ``match`` (``index`` from 0) shown again, hands open, action by action.

    ``lines`` lists the deal in words; each line that is an action leads to the moment just
    after it (``row_moment``). :meth:`go` shows a moment; the buttons and the keys step.
    *Rejouer cette donne* emits ``replay_requested``: whoever opened the review starts the match.
    """

    replay_requested = Signal()

    def __init__(
        self, match: Match, index: int, parent: QWidget | None = None, *, art: CardArt | None = None
    ) -> None:
        super().__init__(parent)
        self.replay = DealReplay.of_match(match, index)
        self.match = match
        self.index = index
        self.game = match.game
        self.names = [player.name for player in match.players]
        self.humans = {seat for seat, player in enumerate(match.players) if player.kind == "human"}
        self.current = 0
        #: Every hand in view, could the declarer still make it, at each moment (La Carotte,
        #: Le Rough): worked out off the GUI thread (:attr:`verdicts_pending` until then).
        self.verdicts: list[bool | None] = [None] * len(self.replay.moments)
        self._turns: dict[int, bool] = {}
        self._verdict_worker: VerdictWorker | None = None
        if has_verdicts(self.game):
            self._verdict_worker = VerdictWorker(self.replay, self)
            self._verdict_worker.ready.connect(self._take_verdicts)
        self.setObjectName("dealReview")
        #: The deal's number as the rules count deals (an annulled Tarot deal takes none).
        self.number = match.deal_number(index)
        self.setWindowTitle(self.tr("Revoir : {deal}").format(deal=deal_heading(self.game, self.number)))
        self.setStyleSheet(_REVIEW_STYLE)
        self.resize(1240, 760)
        self.board = ReviewBoard(
            self.game, self.names, get_game(self.game).hand_size, self, dealer=self.replay.dealer, art=art
        )

        side = QFrame(self)
        side.setObjectName("atoutPanel")
        side.setStyleSheet(PANEL_STYLE + _SIDE_STYLE)
        side.setFixedWidth(360)
        column = QVBoxLayout(side)
        column.setContentsMargins(14, 12, 14, 14)
        column.setSpacing(8)
        self.title = QLabel(deal_heading(self.game, self.number), side)
        self.title.setObjectName("panelTitle")
        result = self.replay.result
        facts = (
            [annulled_text(result, self.names)]
            if result.annulled
            else presenter_for(self.game).tooltip(result, self.names)
        )
        self.facts = QLabel("\n".join(facts), side)
        self.facts.setObjectName("panelText")
        self.facts.setWordWrap(True)
        self.where = QLabel(side)
        self.where.setObjectName("counter")
        self.verdict = QLabel(side)
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setToolTip(presenter_for(self.game).verdict_tip())
        self.lines = QListWidget(side)
        self.lines.setObjectName("reviewLines")
        self.lines.setWordWrap(True)
        self.lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines.setResizeMode(QListView.ResizeMode.Adjust)
        self.lines.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.lines.setAccessibleName(self.tr("Le déroulement de la donne"))
        self.row_moment: list[int | None] = []
        self._moment_row: dict[int, int] = {}
        self._fill_lines()
        self.lines.currentRowChanged.connect(self._on_row)

        self.first_button = _button(self.tr("Début"), side, tip=self.tr("Les cartes distribuées (Début)"))
        self.back_trick = _button(self.tr("« Pli"), side, tip=self.tr("Le pli précédent (←)"))
        self.back_one = _button("◀", side, tip=self.tr("L'action précédente (↑)"))
        self.forward_one = _button("▶", side, tip=self.tr("L'action suivante (↓)"))
        self.forward_trick = _button(self.tr("Pli »"), side, tip=self.tr("Le pli suivant (→)"))
        self.last_button = _button(self.tr("Fin"), side, tip=self.tr("La fin de la donne (Fin)"))
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_trick.clicked.connect(self.previous_trick)
        self.back_one.clicked.connect(lambda: self.go(self.current - 1))
        self.forward_one.clicked.connect(lambda: self.go(self.current + 1))
        self.forward_trick.clicked.connect(self.next_trick)
        self.last_button.clicked.connect(lambda: self.go(self.replay.last))
        steps = QHBoxLayout()
        steps.setSpacing(4)
        for button in (
            self.first_button,
            self.back_trick,
            self.back_one,
            self.forward_one,
            self.forward_trick,
            self.last_button,
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys go to the list
            button.setAccessibleName(button.toolTip())  # "◀" says nothing to a screen reader
            steps.addWidget(button)
        self.close_button = _button(self.tr("&Fermer"), side, role="primary", tip=self.tr("Fermer (Échap)"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.close)
        self.replay_button = _button(
            self.tr("Re&jouer cette donne"),
            side,
            tip=self.tr("Une nouvelle partie qui commence par ces mêmes cartes, chacun à sa place"),
        )
        self.replay_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.replay_button.clicked.connect(self.replay_requested)
        closing = QHBoxLayout()
        closing.addWidget(self.replay_button)
        closing.addStretch(1)
        closing.addWidget(self.close_button)

        column.addWidget(self.title)
        column.addWidget(self.facts)
        for label, cards in self._asides():
            column.addWidget(self._cards_row(label, cards, side))
        column.addWidget(self.where)
        column.addWidget(self.verdict)
        column.addWidget(self.lines, 1)
        column.addLayout(steps)
        column.addLayout(closing)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.board, 1)
        layout.addWidget(side)

        for key, slot in (
            (Qt.Key.Key_Left, self.previous_trick),
            (Qt.Key.Key_Right, self.next_trick),
            (Qt.Key.Key_Home, lambda: self.go(0)),
            (Qt.Key.Key_End, lambda: self.go(self.replay.last)),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)
        self.lines.setFocus(Qt.FocusReason.OtherFocusReason)
        self.go(0)

    def _asides(self) -> list[tuple[str, tuple[Card, ...]]]:
        """The mise or chien as dealt, and the discard or écart when one was made."""
        kitty_name = game_words(self.game).kitty_title
        out: list[tuple[str, tuple[Card, ...]]] = []
        if self.replay.kitty:
            out.append((kitty_name, self.replay.kitty))
        discards = [m.action for m in self.replay.moments if isinstance(m.action, Discard)]
        if discards:
            discard = discards[-1]
            assert isinstance(discard, Discard)
            out.append((self.tr("Écart"), discard.cards))  # the écart, in all three games
        return out

    def _cards_row(self, label: str, cards: Sequence[Card], parent: QWidget) -> QWidget:
        """A line of the side panel: ``label``, then the cards' small faces (their names when
        the art is missing), named for whoever reads."""
        row = QWidget(parent)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        title = QLabel(label, row)
        title.setObjectName("panelHint")
        title.setMinimumWidth(64)
        layout.addWidget(title)
        names = texts.cards_text(cards)
        art = self.board.art
        ordered = sorted_hand(cards)
        if art is None:
            layout.addWidget(QLabel(names, row))
        else:
            dpr = self.devicePixelRatioF()
            for card in ordered:
                face = QLabel(row)
                face.setPixmap(art.face(card, self.ASIDE_CARD_WIDTH, dpr))
                face.setToolTip(texts.card_name(card))
                layout.addWidget(face)
        layout.addStretch(1)
        row.setToolTip(names)
        row.setAccessibleName(f"{label} : {names}")
        return row

    # the width of the small faces of the mise, chien, discard or écart in the side panel
    ASIDE_CARD_WIDTH: Final = 30

    # -- moving ------------------------------------------------------------------------------------
    @property
    def moment(self) -> Moment:
        """The moment shown."""
        return self.replay.moments[self.current]

    def go(self, number: int) -> None:
        """Show moment ``number`` (clamped to the deal)."""
        number = max(0, min(number, self.replay.last))
        self.current = number
        self.board.set_moment(self.replay.moments[number])
        row = self._moment_row.get(number)
        if row is not None and self.lines.currentRow() != row:
            self.lines.blockSignals(True)
            self.lines.setCurrentRow(row)
            self.lines.blockSignals(False)
            self.lines.scrollToItem(self.lines.item(row))
        self.where.setText(self._where_text())
        self._show_verdict(self.verdicts[number])
        at_start, at_end = number == 0, number == self.replay.last
        for button in (self.first_button, self.back_trick, self.back_one):
            button.setEnabled(not at_start)
        for button in (self.forward_one, self.forward_trick, self.last_button):
            button.setEnabled(not at_end)

    @property
    def verdicts_pending(self) -> bool:
        """Whether the verdicts are still being worked out."""
        return self._verdict_worker is not None and self._verdict_worker.verdicts is None

    def _take_verdicts(self) -> None:
        worker = self._verdict_worker
        if worker is None or worker.verdicts is None:
            return
        self.verdicts = worker.verdicts
        self._turns = turning_points(self.replay, self.verdicts)
        for number in self._turns:  # the lines of the cards that turned the deal say so
            row = self._moment_row.get(number)
            item = self.lines.item(row) if row is not None else None
            if item is not None:
                item.setText(self.line_text(self.replay.moments[number]))
        self._show_verdict(self.verdicts[self.current])

    def done(self, result: int) -> None:
        """Closing the review gives up verdicts still being worked out."""
        if self._verdict_worker is not None:
            self._verdict_worker.cancel()
        super().done(result)

    def _show_verdict(self, verdict: bool | None) -> None:
        pending = verdict is None and self.verdicts_pending and verdict_expected(self.game, self.moment)
        self.verdict.setVisible(verdict is not None or pending)
        if verdict is None:
            self.verdict.setText(self.tr("Cartes sur table : on cherche…") if pending else "")
            self.verdict.setProperty("made", "")
            self.verdict.style().unpolish(self.verdict)
            self.verdict.style().polish(self.verdict)
            return
        if verdict:
            self.verdict.setText(self.tr("Cartes sur table, le contrat peut encore être fait."))
        else:
            self.verdict.setText(self.tr("Cartes sur table, le contrat ne peut plus être fait."))
        self.verdict.setProperty("made", "yes" if verdict else "no")
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)

    def next_trick(self) -> None:
        """To the end of the next trick (or the next stop: the play about to begin, the end)."""
        self.go(self.replay.next_stop(self.current))

    def previous_trick(self) -> None:
        """Back to the end of the trick before (or the stop before)."""
        self.go(self.replay.previous_stop(self.current))

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.row_moment):
            number = self.row_moment[row]
            if number is not None:
                self.go(number)

    def _where_text(self) -> str:
        moment = self.moment
        last = self.replay.last
        if moment.number == 0:
            return self.tr("Les cartes distribuées")
        if moment.trick_number == 0:  # the step before the play: what it holds
            where = self._before_play()
        else:
            total = sum(self.replay.moments[last].tricks_won)
            where = self.tr("Pli {n} sur {total}").format(
                n=moment.trick_number, total=max(total, moment.trick_number)
            )
        return self.tr("{where} — action {n} sur {last}").format(where=where, n=moment.number, last=last)

    def _before_play(self) -> str:
        """The name of the step before the first trick, for what it holds: ``Enchères et écart``
        when an écart was made, else ``Enchères``."""
        if any(isinstance(moment.action, Discard) for moment in self.replay.moments):
            return self.tr("Enchères et écart")
        return self.tr("Enchères")

    # -- the lines ---------------------------------------------------------------------------------
    def _heading(self, text: str) -> None:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        font = QFont(self.lines.font())
        font.setBold(True)
        item.setFont(font)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, text)
        self.lines.addItem(item)
        self.row_moment.append(None)

    def _line(self, text: str, number: int) -> None:
        item = QListWidgetItem(text)
        self._moment_row[number] = self.lines.count()
        self.lines.addItem(item)
        self.row_moment.append(number)

    def _fill_lines(self) -> None:
        replay = self.replay
        dealer = self._name(replay.dealer)
        self._line(self.tr("Les cartes distribuées ({dealer} donne)").format(dealer=dealer), 0)
        for moment in replay.moments[1:]:
            action, actor = moment.action, moment.actor
            assert action is not None and actor is not None
            if moment.number == 1 and not isinstance(action, Play):
                self._heading(self.tr("Enchères"))
            if isinstance(action, Discard):
                self._heading(self.tr("Écart"))
            if isinstance(action, Play) and len(moment.trick) == 1 and moment.trick_winner is None:
                self._heading(self.tr("Pli {n}").format(n=moment.trick_number))
            self._line(self.line_text(moment), moment.number)

    def _name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]

    def line_text(self, moment: Moment) -> str:
        """The line of ``moment``'s action: ``Léa joue le Roi de cœur — pli pour Léa``."""
        action, actor = moment.action, moment.actor
        if action is None or actor is None:
            return ""
        who, you = self._name(actor), actor in self.humans
        text = self._action_text(action, actor, who, you, moment.number)
        turn = self._turns.get(moment.number)
        if turn is False:
            text = self.tr("{line} — le contrat devient infaisable").format(line=text)
        elif turn is True:
            text = self.tr("{line} — le contrat redevient faisable").format(line=text)
        if moment.completes_trick and moment.trick_winner is not None:
            winner = moment.trick_winner
            if winner in self.humans:
                text = self.tr("{line} — pli pour vous").format(line=text)
            else:
                text = self.tr("{line} — pli pour {who}").format(line=text, who=self._name(winner))
        return text

    def _action_text(self, action: Action, actor: int, who: str, you: bool, number: int) -> str:
        if isinstance(action, Discard) and not you:
            cards = texts.cards_text(sorted_hand(action.cards))
            return presenter_for(self.game).ecart_line(who, cards)
        return texts.action_text(self.game, action, who, you=you, keep_points=self.replay.keep_points(number))


_REVIEW_STYLE: Final = "QDialog#dealReview { background-color: #143a25; }"
_SIDE_STYLE: Final = """
QFrame#atoutPanel { border-radius: 0px; border: none; border-left: 1px solid #3b7d56; }
QListWidget#reviewLines {
    background-color: #fbf8ee; color: #1d2a22; border: 1px solid #c9c1a3; border-radius: 6px;
    font-size: 13px; outline: 0;
}
QListWidget#reviewLines::item { padding: 2px 6px; }
QListWidget#reviewLines::item:disabled { color: #5b5540; background-color: #efe7cf; }
QListWidget#reviewLines::item:selected { background-color: #e8c15a; color: #1d2a22; }
QFrame#atoutPanel QPushButton { padding: 5px 8px; }
QFrame#atoutPanel QLabel#verdict { font-size: 13px; font-weight: 600; }
QFrame#atoutPanel QLabel#verdict[made="yes"] { color: #9fe0b0; }
QFrame#atoutPanel QLabel#verdict[made="no"] { color: #ffb4a6; }
"""
