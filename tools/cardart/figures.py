"""The court cards: a King, a Queen, a Knight and a Jack, each its own stylised figure.

Each figure is a bust drawn in the upper half of a framed panel and turned half round for the
lower half, like the double-ended courts of French cards. The four suits share the drawing and
differ in their colours and signs. All shapes are simple geometry: ellipses, tubes (a stroke over
a wider dark stroke) and a few Bézier outlines.
"""

from __future__ import annotations

from dataclasses import dataclass

from svgkit import (
    Path,
    circle,
    ellipse,
    group,
    leaf,
    num,
    path,
    pip,
    polygon,
    rect,
    rotate180,
)

INK = "#2a2026"
SKIN = "#f6d5b5"
CHEEK = "#eea99a"
GOLD = "#e6b53c"
GOLD_DARK = "#b9862a"
STEEL = "#b8c2cc"
STEEL_DARK = "#7d8894"
WHITE = "#fbf8f1"
PANEL = "#f5eedd"
LINE = 1.5  # outline width


@dataclass(frozen=True)
class Palette:
    """The colours of one suit's courts."""

    robe: str  # the main garment
    robe_dark: str  # sleeves, folds
    trim: str  # a second colour
    hair: str


PALETTES = {
    "S": Palette("#2c56a0", "#1f3f7a", GOLD, "#4a3426"),
    "H": Palette("#c8202f", "#961824", GOLD, "#c68a35"),
    "D": Palette("#e7a92e", "#b97f1d", "#c8202f", "#8b4a25"),
    "C": Palette("#2f7d52", "#1f5c3b", GOLD, "#2b2324"),
}


def _o(**attrs: object) -> dict[str, object]:
    """Attributes of a filled shape with our dark outline."""
    return {"stroke": INK, "stroke_width": num(LINE), "stroke_linejoin": "round", **attrs}


def tube(d: Path, colour: str, width: float) -> str:
    """A limb or a staff: a round-capped stroke of ``colour`` over a wider dark one."""
    common = {"fill": "none", "stroke_linecap": "round", "stroke_linejoin": "round"}
    return path(d, stroke=INK, stroke_width=num(width + 2 * LINE), **common) + path(
        d, stroke=colour, stroke_width=num(width), **common
    )


class Bust:
    """Where the parts of a figure go, in the half-panel's units (``w`` wide, ``h`` high)."""

    def __init__(self, w: float, h: float, hx: float) -> None:
        self.w, self.h = w, h
        self.hx = hx
        self.r = 19.0  # head radius (height); the face is a little narrower
        self.hy = 0.30 * h + 17  # head centre
        self.ys = self.hy + self.r + 12  # top of the shoulders
        self.extra = max(0.0, h - 153.5)  # the taller Tarot panel has this much more
        self.hand_y = self.ys + 40 + 0.3 * self.extra
        self.belt_y = self.ys + 56 + 0.4 * self.extra


def face(b: Bust, kind: str) -> list[str]:
    """A face: ``king`` (bearded), ``queen``, ``young`` (knight, jack)."""
    hx, hy, r = b.hx, b.hy, b.r
    out = [ellipse(hx, hy, r * 0.84, r, fill=SKIN, **_o())]
    # cheeks
    out.append(
        path(
            Path().ellipse(hx - 9, hy + 6, 3.6, 2.4).ellipse(hx + 9, hy + 6, 3.6, 2.4),
            fill=CHEEK,
            fill_opacity="0.7",
        )
    )
    # eyes and brows
    eyes = Path().ellipse(hx - 6.5, hy - 1.5, 1.9, 2.3).ellipse(hx + 6.5, hy - 1.5, 1.9, 2.3)
    out.append(path(eyes, fill=INK))
    brows = Path().M(hx - 10, hy - 6.5).Q(hx - 6.5, hy - 9, hx - 3, hy - 6.5)
    brows.M(hx + 3, hy - 6.5).Q(hx + 6.5, hy - 9, hx + 10, hy - 6.5)
    if kind == "queen":  # lashes
        brows.M(hx - 9.5, hy - 2.5).L(hx - 11, hy - 4).M(hx + 9.5, hy - 2.5).L(hx + 11, hy - 4)
    nose = Path().M(hx + 0.5, hy - 2).Q(hx + 3, hy + 5, hx + 0.5, hy + 7)
    strokes = {"fill": "none", "stroke": INK, "stroke_linecap": "round"}
    out.append(path(brows, stroke_width="1.4", **strokes))
    out.append(path(nose, stroke_width="1.2", **strokes))
    if kind == "queen":
        lips = Path().M(hx - 4, hy + 11).Q(hx, hy + 9, hx + 4, hy + 11).Q(hx, hy + 14.5, hx - 4, hy + 11).Z()
        out.append(path(lips, fill="#c8202f"))
    elif kind == "young":
        out.append(
            path(Path().M(hx - 4, hy + 11).Q(hx, hy + 14, hx + 4, hy + 11), stroke_width="1.4", **strokes)
        )
    return out


def robe(b: Bust, colour: str, flare: float = 58.0) -> str:
    """Shoulders and chest down to the bottom of the half-panel."""
    hx, ys, h = b.hx, b.ys, b.h
    d = (
        Path()
        .M(hx - flare, h)
        .L(hx - flare, ys + 24)
        .C(hx - flare, ys + 6, hx - 46, ys - 1, hx - 28, ys - 2)
        .L(hx + 28, ys - 2)
        .C(hx + 46, ys - 1, hx + flare, ys + 6, hx + flare, ys + 24)
        .L(hx + flare, h)
        .Z()
    )
    return path(d, fill=colour, **_o())


def neck(b: Bust) -> str:
    """The neck, under the head and over the collar."""
    hx, hy, r = b.hx, b.hy, b.r
    return rect(hx - 6.5, hy + r - 6, 13, 14, fill=SKIN, **_o())


def arm(b: Bust, side: int, colour: str, hand: tuple[float, float]) -> list[str]:
    """A sleeve from the shoulder on ``side`` (-1 left, 1 right) to a hand at ``hand``."""
    hx, ys = b.hx, b.ys
    x0, y0 = hx + side * 44, ys + 10
    hx1, hy1 = hand
    d = Path().M(x0, y0).Q(x0 + side * 8, (y0 + hy1) / 2 + 8, hx1, hy1 + 4)
    return [tube(d, colour, 15), circle(hx1, hy1, 6.5, fill=SKIN, **_o())]


def corner_pip(b: Bust, suit: str, side: int) -> str:
    """The suit sign in an upper corner of the half-panel."""
    x = 17.0 if side < 0 else b.w - 17.0
    return pip(suit, x, 19, 22)


# --- the four figures ---------------------------------------------------------------------------


def king(b: Bust, suit: str, p: Palette) -> list[str]:
    """The King: crown, full beard, ermine collar, medal and sceptre."""
    hx, hy, r, ys = b.hx, b.hy, b.r, b.ys
    out = [corner_pip(b, suit, -1)]
    # hair behind the head
    out.append(
        path(
            Path()
            .M(hx - r - 2, hy + 8)
            .C(hx - r - 6, hy - 18, hx + r + 6, hy - 18, hx + r + 2, hy + 8)
            .L(hx + r - 2, hy + 16)
            .L(hx - r + 2, hy + 16)
            .Z(),
            fill=p.hair,
            **_o(),
        )
    )
    out.append(robe(b, p.robe))
    # tunic, ermine edges, belt
    bottom = b.h
    out.append(
        polygon(
            [(hx - 20, ys - 1), (hx + 20, ys - 1), (hx + 25, bottom), (hx - 25, bottom)], fill=p.trim, **_o()
        )
    )
    out.append(rect(hx - 25, b.belt_y, 50, 8, fill=p.robe_dark, **_o()))
    out.append(rect(hx - 5, b.belt_y - 1, 10, 10, 2, fill=GOLD, **_o(stroke_width="1")))
    spots = Path()
    for side in (-1, 1):
        edge = Path().M(hx + side * 21, ys + 12).L(hx + side * 26, bottom - 6)
        out.append(tube(edge, WHITE, 7))
        y = ys + 30.0
        while y < bottom - 6:
            x = hx + side * (21 + 5 * (y - ys - 12) / (bottom - ys - 12))
            spots.M(x, y - 2).L(x, y + 2).M(x - 1.5, y + 2).L(x + 1.5, y + 2)
            y += 16
    out.append(path(spots, stroke=INK, stroke_width="1.4", stroke_linecap="round", fill="none"))
    out.append(neck(b))
    # ermine collar over the shoulders
    collar = Path().M(hx - 50, ys + 20).C(hx - 38, ys + 2, hx - 18, ys + 4, hx, ys + 10)
    collar.C(hx + 18, ys + 4, hx + 38, ys + 2, hx + 50, ys + 20)
    out.append(tube(collar, WHITE, 11))
    spots = Path()
    for t in (-40, -20, 0, 20, 40):
        y = ys + 10 + (abs(t) / 50) ** 2 * 4 - (3 if t else 0)
        spots.M(hx + t, y - 2.5).L(hx + t, y + 2.5).M(hx + t - 2, y + 2.5).L(hx + t + 2, y + 2.5)
    out.append(path(spots, stroke=INK, stroke_width="1.6", stroke_linecap="round", fill="none"))
    # medal with the suit sign
    out.append(circle(hx, ys + 30, 10, fill=GOLD, **_o()))
    out.append(circle(hx, ys + 30, 7.5, fill=WHITE, stroke=GOLD_DARK, stroke_width="1"))
    out.append(pip(suit, hx, ys + 30, 10))
    # the head
    out += face(b, "king")
    # beard and moustache
    beard = (
        Path()
        .M(hx - r * 0.84, hy + 1)
        .C(hx - r * 0.9, hy + 18, hx - 10, hy + r + 12, hx, hy + r + 15)
        .C(hx + 10, hy + r + 12, hx + r * 0.9, hy + 18, hx + r * 0.84, hy + 1)
        .C(hx + 12, hy + 10, hx + 7, hy + 13, hx, hy + 13)
        .C(hx - 7, hy + 13, hx - 12, hy + 10, hx - r * 0.84, hy + 1)
        .Z()
    )
    out.append(path(beard, fill=p.hair, **_o()))
    moustache = (
        Path()
        .M(hx, hy + 8.5)
        .C(hx - 4, hy + 6.5, hx - 10, hy + 8, hx - 12, hy + 12)
        .C(hx - 8, hy + 10, hx - 4, hy + 11, hx, hy + 10.5)
        .C(hx + 4, hy + 11, hx + 8, hy + 10, hx + 12, hy + 12)
        .C(hx + 10, hy + 8, hx + 4, hy + 6.5, hx, hy + 8.5)
        .Z()
    )
    out.append(path(moustache, fill=p.hair, stroke=INK, stroke_width="1"))
    # crown
    top = hy - r + 3
    band_h = 9.0
    points = [
        (hx - 20, top),
        (hx - 23, top - 24),
        (hx - 11, top - 11),
        (hx, top - 28),
        (hx + 11, top - 11),
        (hx + 23, top - 24),
        (hx + 20, top),
    ]
    out.append(polygon(points, fill=GOLD, **_o()))
    out.append(rect(hx - 21, top - 2, 42, band_h, 2, fill=GOLD, **_o()))
    balls = Path().ellipse(hx - 23, top - 25, 3.2).ellipse(hx, top - 29, 3.6).ellipse(hx + 23, top - 25, 3.2)
    out.append(path(balls, fill=GOLD, **_o()))
    out.append(
        path(
            Path()
            .ellipse(hx, top + 2.5, 2.8)
            .ellipse(hx - 12, top + 2.5, 2.2)
            .ellipse(hx + 12, top + 2.5, 2.2),
            fill=p.robe if p.robe != GOLD else "#c8202f",
        )
    )
    # sceptre in the right hand
    sx = hx + 42
    hand = (sx, b.hand_y)
    out.append(tube(Path().M(sx, b.h - 4).L(sx, hy - 22), GOLD, 5))
    fleur = (
        leaf((sx, hy - 22), (sx, hy - 46), 6)
        .extend(leaf((sx, hy - 24), (sx - 12, hy - 38), 5))
        .extend(leaf((sx, hy - 24), (sx + 12, hy - 38), 5))
    )
    out.append(path(fleur, fill=GOLD, **_o()))
    out.append(rect(sx - 7, hy - 26, 14, 5, 1.5, fill=GOLD, **_o()))
    out += arm(b, 1, p.robe_dark, hand)
    return out


def queen(b: Bust, suit: str, p: Palette) -> list[str]:
    """The Queen: long hair, a tiara, pearls, a square neckline and a flower."""
    hx, hy, r, ys = b.hx, b.hy, b.r, b.ys
    out = [corner_pip(b, suit, 1)]
    hair = (
        Path()
        .M(hx, hy - r - 4)
        .C(hx - r - 12, hy - r - 2, hx - r - 8, hy + 10, hx - r - 12, ys + 18)
        .L(hx - 12, ys + 12)
        .L(hx + 12, ys + 12)
        .L(hx + r + 12, ys + 18)
        .C(hx + r + 8, hy + 10, hx + r + 12, hy - r - 2, hx, hy - r - 4)
        .Z()
    )
    out.append(path(hair, fill=p.hair, **_o()))
    out.append(robe(b, p.robe, 54))
    # square neckline with a lace edge
    out.append(
        path(
            Path().M(hx - 24, ys - 2).L(hx - 22, ys + 18).L(hx + 22, ys + 18).L(hx + 24, ys - 2).Z(),
            fill=SKIN,
            **_o(),
        )
    )
    lace = Path()
    for i in range(9):
        lace.ellipse(hx - 22 + i * 5.5, ys + 19, 3)
    out.append(path(lace, fill=WHITE, stroke=INK, stroke_width="0.9"))
    # a sprinkle of dots on the skirt, a girdle, the stomacher with the suit sign
    dots = Path()
    for row in range(12):
        y = ys + 70 + row * 11
        for col in range(-4, 5):
            x = hx + col * 11 + (5.5 if row % 2 else 0)
            if y < b.h - 3 and abs(x - hx) < 46:
                dots.ellipse(x, y, 1.8)
    out.append(path(dots, fill=p.trim))
    girdle = Path()
    for i in range(13):
        t = (i - 6) / 6
        girdle.ellipse(hx + t * 40, ys + 56 + 10 * (1 - t * t), 2.2)
    out.append(path(girdle, fill=GOLD, **_o(stroke_width="0.8")))
    out.append(polygon([(hx - 16, ys + 23), (hx + 16, ys + 23), (hx, ys + 62)], fill=p.trim, **_o()))
    out.append(pip(suit, hx, ys + 34, 11))
    out.append(neck(b))
    pearls = Path()
    for i in range(7):
        x = hx - 9 + i * 3
        pearls.ellipse(x, hy + r + 3 + ((x - hx) / 9) ** 2 * -2 + 2, 1.7)
    out += face(b, "queen")
    out.append(path(pearls, fill=WHITE, stroke=INK, stroke_width="0.7"))
    # fringe
    fringe = (
        Path()
        .M(hx - r * 0.84, hy - 2)
        .C(hx - r, hy - r - 2, hx + r, hy - r - 2, hx + r * 0.84, hy - 2)
        .C(hx + 8, hy - 14, hx - 8, hy - 14, hx - r * 0.84, hy - 2)
        .Z()
    )
    out.append(path(fringe, fill=p.hair, **_o()))
    # tiara: a band and three arches with pearls
    top = hy - r + 1
    tiara = (
        Path()
        .M(hx - 17, top + 3)
        .L(hx - 15, top - 9)
        .Q(hx - 9, top - 3, hx - 6, top - 13)
        .Q(hx, top - 22, hx + 6, top - 13)
        .Q(hx + 9, top - 3, hx + 15, top - 9)
        .L(hx + 17, top + 3)
        .Q(hx, top - 1, hx - 17, top + 3)
        .Z()
    )
    out.append(path(tiara, fill=GOLD, **_o()))
    out.append(
        path(
            Path().ellipse(hx, top - 17, 2.8).ellipse(hx - 15, top - 10, 2).ellipse(hx + 15, top - 10, 2),
            fill=WHITE,
            **_o(stroke_width="1"),
        )
    )
    out.append(circle(hx, top - 5, 2.6, fill="#c8202f" if p.robe != "#c8202f" else "#2c56a0"))
    # a rose in the left hand
    fx = hx - 40
    hand = (fx, b.hand_y)
    stem = Path().M(fx, b.hand_y + 4).Q(fx - 4, hy + 16, fx + 2, hy - 4)
    out.append(tube(stem, "#3d8a4a", 3))
    out.append(path(leaf((fx - 1, hy + 14), (fx - 16, hy + 4), 5), fill="#3d8a4a", **_o()))
    out.append(path(leaf((fx - 1, hy + 22), (fx + 12, hy + 12), 5), fill="#3d8a4a", **_o()))
    petals = Path()
    for dx, dy in ((-4, -3), (4, -3), (5, 3), (0, 6), (-5, 3)):
        petals.ellipse(fx + 2 + dx, hy - 9 + dy, 5.5)
    rose = "#d8344a" if p.robe != "#c8202f" else "#f0a4b4"
    out.append(path(petals, fill=rose, **_o(stroke_width="1")))
    out.append(
        path(
            Path().M(fx - 1, hy - 9).Q(fx + 2, hy - 14, fx + 5, hy - 9).Q(fx + 2, hy - 5, fx, hy - 8),
            fill="none",
            stroke=INK,
            stroke_width="1",
        )
    )
    out += arm(b, -1, p.robe_dark, hand)
    return out


def knight(b: Bust, suit: str, p: Palette) -> list[str]:
    """The Knight (Cavalier): his horse's head, a plumed helmet, armour, a tabard and a lance."""
    hx, hy, r, ys = b.hx, b.hy, b.r, b.ys
    out = []
    # the horse, looking left, behind the rider
    horse = "#f2ede4" if suit in "HD" else "#a8683c"
    mane = "#8a7a6a" if suit in "HD" else "#3a2a22"
    k, ex, ey = 1.25, 46.0, hy - 8  # the horse's scale and eye

    def q(dx: float, dy: float) -> tuple[float, float]:
        return ex + k * dx, ey + k * dy

    bottom = b.h
    neck_back = Path().M(*q(6, -12)).C(*q(30, -16), *q(46, 10), ex + 66, bottom).L(ex + 20, bottom).Z()
    out.append(path(neck_back, fill=horse, **_o()))
    mane_d = (
        Path()
        .M(*q(4, -14))
        .C(*q(34, -22), *q(52, 8), ex + 76, bottom)
        .L(ex + 64, bottom)
        .C(*q(44, 14), *q(30, -8), *q(4, -14))
        .Z()
    )
    out.append(path(mane_d, fill=mane, **_o()))
    for dx in (0.0, 7.0):  # ears
        out.append(path(leaf(q(dx, -8), q(dx + 3, -28), 4.5), fill=horse, **_o()))
    head = (
        Path()
        .M(*q(12, -10))
        .C(*q(2, -12), *q(-6, -8), *q(-10, 0))
        .L(*q(-30, 38))
        .C(*q(-36, 46), *q(-34, 56), *q(-24, 57))
        .C(*q(-18, 58), *q(-14, 54), *q(-8, 50))
        .C(*q(0, 44), *q(4, 42), *q(10, 40))
        .C(*q(18, 44), *q(20, 60), ex + 26, bottom)
        .L(ex + 50, bottom)
        .C(*q(40, 30), *q(30, -6), *q(12, -10))
        .Z()
    )
    out.append(path(head, fill=horse, **_o()))
    out.append(
        path(
            Path().M(*q(10, 40)).C(*q(22, 34), *q(22, 18), *q(10, 14)),
            fill="none",
            stroke=INK,
            stroke_width="1.2",
        )
    )
    out.append(path(leaf(q(-8, 3), q(1, 1), 3.2), fill=INK))
    out.append(
        path(
            Path().M(*q(-29, 44)).Q(*q(-27, 41), *q(-24, 45)),
            fill="none",
            stroke=INK,
            stroke_width="1.8",
            stroke_linecap="round",
        )
    )
    bridle = Path().M(*q(6, -8)).L(*q(-14, 47)).M(*q(-20, 30)).L(*q(12, 22))
    bridle.M(*q(-14, 47)).L(*q(22, 56))
    out.append(
        path(
            bridle,
            stroke=p.robe if p.robe != "#e7a92e" else "#c8202f",
            stroke_width="3",
            fill="none",
            stroke_linecap="round",
        )
    )
    out.append(circle(*q(-14, 47), 2.6, fill=GOLD, **_o(stroke_width="1")))
    # the rider
    out.append(robe(b, STEEL, 40))
    tabard = Path().M(hx - 24, b.h).L(hx - 22, b.ys + 6).L(hx + 22, b.ys + 6).L(hx + 24, b.h).Z()
    out.append(path(tabard, fill=p.robe, **_o()))
    out.append(circle(hx, ys + 30, 11, fill=WHITE, **_o()))
    out.append(pip(suit, hx, ys + 30, 15))
    out.append(rect(hx - 38, b.belt_y, 76, 8, fill="#6b4a2e", **_o()))
    out.append(rect(hx - 5, b.belt_y - 1, 10, 10, 2, fill=GOLD, **_o(stroke_width="1")))
    out.append(
        path(
            Path().M(hx - 26, b.belt_y + 8).L(hx - 33, b.h), fill="none", stroke=STEEL_DARK, stroke_width="5"
        )
    )
    out.append(
        rect(
            hx - 40,
            b.belt_y + 14,
            16,
            5,
            2,
            fill=GOLD,
            transform=f"rotate(-20 {num(hx - 32)} {num(b.belt_y + 16)})",
            **_o(stroke_width="1"),
        )
    )
    for side in (-1, 1):
        out.append(ellipse(hx + side * 32, ys + 8, 12, 10, fill=STEEL, **_o()))
        out.append(
            path(
                Path().M(hx + side * 22, ys + 12).Q(hx + side * 32, ys + 2, hx + side * 42, ys + 12),
                fill="none",
                stroke=STEEL_DARK,
                stroke_width="1.4",
            )
        )
    out.append(neck(b))
    out += face(b, "young")
    # helmet: a dome with its visor raised and cheek guards
    helmet = (
        Path()
        .M(hx - r - 2, hy + 10)
        .L(hx - r - 2, hy - 4)
        .C(hx - r - 2, hy - r - 14, hx + r + 2, hy - r - 14, hx + r + 2, hy - 4)
        .L(hx + r + 2, hy + 10)
        .L(hx + r - 5, hy + 10)
        .L(hx + r - 5, hy - 6)
        .L(hx - r + 5, hy - 6)
        .L(hx - r + 5, hy + 10)
        .Z()
    )
    out.append(path(helmet, fill=STEEL, **_o()))
    out.append(rect(hx - r - 3, hy - 13, 2 * r + 6, 8, 3, fill=STEEL_DARK, **_o()))
    out.append(path(Path().M(hx, hy - r - 9).L(hx, hy - 13), stroke=STEEL_DARK, stroke_width="2"))
    # plume
    base = (hx + 4, hy - r - 8)
    plume = (
        leaf(base, (hx - 24, hy - r - 34), 9)
        .extend(leaf(base, (hx - 2, hy - r - 40), 8))
        .extend(leaf(base, (hx + 20, hy - r - 32), 8))
    )
    out.append(path(plume, fill=p.trim, **_o()))
    out.append(path(leaf(base, (hx - 10, hy - r - 30), 4), fill=WHITE, **_o(stroke_width="1")))
    # lance with a pennant, held in the right hand
    lx = hx + 36
    hand = (lx, b.hand_y)
    out.append(tube(Path().M(lx + 2, b.h - 4).L(lx - 4, 8), "#9a6b3d", 4.5))
    out.append(polygon([(lx - 3, 16), (lx + 22, 22), (lx - 2, 30)], fill=p.trim, **_o()))
    out.append(polygon([(lx - 4, 2), (lx - 1, 12), (lx - 7, 12)], fill=STEEL, **_o()))
    out += arm(b, 1, STEEL_DARK, hand)
    return out


def jack(b: Bust, suit: str, p: Palette) -> list[str]:
    """The Jack (Valet): a feathered beret, a striped doublet, a flat collar and a halberd."""
    hx, hy, r, ys = b.hx, b.hy, b.r, b.ys
    out = [corner_pip(b, suit, -1)]
    # hair: a bob
    bob = (
        Path()
        .M(hx - r - 3, hy + 12)
        .C(hx - r - 6, hy - r - 6, hx + r + 6, hy - r - 6, hx + r + 3, hy + 12)
        .L(hx + r - 4, hy + 12)
        .L(hx - r + 4, hy + 12)
        .Z()
    )
    out.append(path(bob, fill=p.hair, **_o()))
    out.append(robe(b, p.robe, 52))
    stripes = Path()
    for dx in (-30, -10, 10):
        stripes.M(hx + dx, ys + 8).L(hx + dx + 10, ys + 8).L(hx + dx + 10, b.h).L(hx + dx, b.h).Z()
    out.append(path(stripes, fill=p.trim, **_o(stroke_width="1")))
    if b.extra:  # the taller Tarot panel has room for a belt and a purse
        belt = b.belt_y + 6
        out.append(rect(hx - 52, belt, 104, 7, fill="#6b4a2e", **_o()))
        out.append(rect(hx - 36, belt + 4, 14, 16, 4, fill="#8a5a32", **_o()))
    # buttons
    out.append(
        path(
            Path().ellipse(hx + 5, ys + 34, 2).ellipse(hx + 5, ys + 46, 2).ellipse(hx + 5, ys + 58, 2),
            fill=WHITE,
            **_o(stroke_width="0.8"),
        )
    )
    out.append(neck(b))
    # flat collar
    collar = (
        Path()
        .M(hx, ys + 2)
        .L(hx - 26, ys - 1)
        .Q(hx - 24, ys + 14, hx - 4, ys + 16)
        .Z()
        .M(hx, ys + 2)
        .L(hx + 26, ys - 1)
        .Q(hx + 24, ys + 14, hx + 4, ys + 16)
        .Z()
    )
    out.append(path(collar, fill=WHITE, **_o()))
    out += face(b, "young")
    # fringe
    fringe = (
        Path()
        .M(hx - r * 0.84, hy - 3)
        .C(hx - r, hy - r - 3, hx + r, hy - r - 3, hx + r * 0.84, hy - 3)
        .L(hx + 6, hy - 8)
        .L(hx, hy - 6)
        .L(hx - 6, hy - 9)
        .Z()
    )
    out.append(path(fringe, fill=p.hair, **_o()))
    # beret with a long feather
    feather_base = (hx + 12, hy - r - 6)
    out.append(path(leaf(feather_base, (hx + 44, hy - r - 34), 8), fill=WHITE, **_o()))
    out.append(
        path(
            Path().M(*feather_base).Q(hx + 30, hy - r - 16, hx + 44, hy - r - 34),
            fill="none",
            stroke=INK,
            stroke_width="1",
        )
    )
    beret = (
        Path()
        .M(hx - r - 8, hy - r + 6)
        .C(hx - r - 4, hy - r - 20, hx + r + 12, hy - r - 20, hx + r + 8, hy - r)
    )
    beret.Q(hx, hy - r - 4, hx - r - 8, hy - r + 6).Z()
    out.append(path(beret, fill=p.robe_dark, **_o()))
    out.append(
        path(
            Path().M(hx - r - 6, hy - r + 5).Q(hx, hy - r - 3, hx + r + 8, hy - r + 1),
            fill="none",
            stroke=p.trim,
            stroke_width="3",
        )
    )
    # halberd in the right hand
    sx = hx + 42
    hand = (sx, b.hand_y)
    out.append(tube(Path().M(sx, b.h - 4).L(sx, hy - 30), "#9a6b3d", 4.5))
    blade = (
        Path()
        .M(sx + 1, hy - 24)
        .C(sx + 18, hy - 30, sx + 20, hy - 6, sx + 16, hy + 2)
        .C(sx + 12, hy - 10, sx + 6, hy - 12, sx + 1, hy - 10)
        .Z()
    )
    out.append(path(blade, fill=STEEL, **_o()))
    out.append(polygon([(sx - 1, hy - 20), (sx - 12, hy - 16), (sx - 1, hy - 12)], fill=STEEL, **_o()))
    out.append(polygon([(sx, hy - 48), (sx + 4, hy - 30), (sx - 4, hy - 30)], fill=STEEL, **_o()))
    out += arm(b, 1, p.robe_dark, hand)
    return out


_FIGURES = {"K": king, "Q": queen, "N": knight, "J": jack}
_HEAD_X = {"K": 66.0, "Q": 74.0, "N": 88.0, "J": 64.0}


def court(shape: object, rank: str, suit: str, defs: list[str]) -> list[str]:
    """The panel of a court card: the figure of ``rank`` in ``suit`` colours, double-ended."""
    w, h = shape.w, shape.h  # type: ignore[attr-defined]
    x0, y0 = 50.0, 14.0
    pw, ph = w - 2 * x0, h - 2 * y0
    b = Bust(pw, ph / 2, _HEAD_X[rank])
    half = group(
        [rect(0, 0, pw, ph / 2, fill=PANEL), *_FIGURES[rank](b, suit, PALETTES[suit])],
        transform=f"translate({num(x0)} {num(y0)})",
    )
    frame = rect(x0, y0, pw, ph, 4, fill="none", stroke=INK, stroke_width="2")
    middle = path(Path().M(x0, h / 2).L(x0 + pw, h / 2), stroke=INK, stroke_width="1.5")
    return [half, group([half], transform=rotate180(w / 2, h / 2)), middle, frame]
