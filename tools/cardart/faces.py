"""The suit cards and the backs: card outline, corner indices, pip layouts, aces and backs.

Two card shapes: the French cards of La Carotte and Le Rough (63 x 88 mm) and the taller Tarot
cards (60 x 113 mm). Both are 240 units wide; the drawing scales to any size.
"""

from __future__ import annotations

from dataclasses import dataclass

from svgkit import (
    BLACK,
    RED,
    SUIT_COLOURS,
    Path,
    circle,
    el,
    group,
    num,
    path,
    pip,
    polar,
    polygon,
    rect,
    rotate180,
    star_points,
    suit_def,
    text_strokes,
)

PAPER = "#fffdf6"
EDGE = "#8f8a80"
INK = "#241d22"


@dataclass(frozen=True)
class Shape:
    """A card shape: its name (the folder of its faces), width and height in drawing units."""

    name: str
    w: float
    h: float
    radius: float = 13.0

    @property
    def cx(self) -> float:
        """The card's centre line."""
        return self.w / 2

    @property
    def cy(self) -> float:
        """The card's middle height."""
        return self.h / 2


FRENCH = Shape("french", 240, 335)
TAROT = Shape("tarot", 240, 452)

SUIT_NAMES = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
RANK_NAMES = {"A": "As", "K": "Roi", "Q": "Dame", "N": "Cavalier", "J": "Valet", "1": "As"}
#: The letters shown in the corners: French (Roi, Dame, Cavalier, Valet) or English (K Q N J).
INDEX_LETTERS = {
    "fr": {"K": "R", "Q": "D", "N": "C", "J": "V"},
    "en": {"K": "K", "Q": "Q", "N": "N", "J": "J"},
}

# Corner index of the suit cards: rank glyphs above the suit sign, in a column at the left.
INDEX_CX = 26.0
INDEX_TOP = 11.0
INDEX_HEIGHT = 45.0
INDEX_WEIGHT = 7.4
INDEX_PIP = 33.0


def document(shape: Shape, title: str, defs: list[str], body: list[str]) -> str:
    """The whole SVG file of one card: its outline, then ``body``."""
    defs_text = el("defs", *defs) if defs else ""
    outline = rect(1, 1, shape.w - 2, shape.h - 2, shape.radius, fill=PAPER, stroke=EDGE, stroke_width="2")
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" width="{num(shape.w)}" height="{num(shape.h)}" '
        f'viewBox="0 0 {num(shape.w)} {num(shape.h)}">'
    )
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- Atout card art: our own drawing, made by tools/cardart/make_cards.py -->",
        head,
        el("title", title),
        defs_text,
        outline,
        *body,
        "</svg>",
        "",
    ]
    return "\n".join(line for line in lines if line)


def suit_index(shape: Shape, rank_text: str, suit: str) -> str:
    """The rank and suit sign at the top left and, turned, at the bottom right."""
    colour = SUIT_COLOURS[suit]
    squeeze = 0.74 if len(rank_text) > 1 else 1.0
    gap = 0.1 if len(rank_text) > 1 else 0.12
    one = text_strokes(rank_text, INDEX_CX, INDEX_TOP, INDEX_HEIGHT, colour, INDEX_WEIGHT, gap, squeeze)
    one += pip(suit, INDEX_CX, INDEX_TOP + INDEX_HEIGHT + 8 + INDEX_PIP / 2, INDEX_PIP)
    return one + group([one], transform=rotate180(shape.cx, shape.cy))


# Pip layouts: (column -1/0/1, row 0..1 from the top pip row to the bottom one).
_SIDES = [(-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)]
PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(0, 0.0), (0, 1.0)],
    3: [(0, 0.0), (0, 0.5), (0, 1.0)],
    4: _SIDES,
    5: [*_SIDES, (0, 0.5)],
    6: [*_SIDES, (-1, 0.5), (1, 0.5)],
    7: [*_SIDES, (-1, 0.5), (1, 0.5), (0, 0.25)],
    8: [*_SIDES, (-1, 0.5), (1, 0.5), (0, 0.25), (0, 0.75)],
    9: [*_SIDES, (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3), (0, 0.5)],
    10: [*_SIDES, (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3), (0, 1 / 6), (0, 5 / 6)],
}


def pip_card(shape: Shape, rank: int, suit: str) -> list[str]:
    """The pips of a number card (2 to 10) in their classic places."""
    tall = shape.h > 400
    size = 46.0 if tall else 42.0
    spread = 43.0
    top, bottom = (78.0, shape.h - 78.0) if tall else (64.0, shape.h - 64.0)
    out = []
    for column, row in PIP_LAYOUTS[rank]:
        y = top + (bottom - top) * row
        flip = row > 0.5 + 1e-9
        out.append(pip(suit, shape.cx + column * spread, y, size, flip))
    return out


def ace(shape: Shape, suit: str) -> list[str]:
    """The ace (and the Tarot 1): one large sign in a ring of small dots and rays."""
    colour = SUIT_COLOURS[suit]
    cx, cy = shape.cx, shape.cy
    big = 112.0 if shape.h < 400 else 124.0
    out = []
    rings = Path().ellipse(cx, cy, big * 0.76).ellipse(cx, cy, big * 0.82)
    out.append(path(rings, fill="none", stroke=colour, stroke_width="1.6", stroke_opacity="0.6"))
    studs = Path()
    for i in range(16):
        x, y = polar(cx, cy, big * 0.79, i * 22.5)
        s = 5.0 if i % 2 == 0 else 3.0
        studs.poly([(x, y - s), (x + s * 0.7, y), (x, y + s), (x - s * 0.7, y)])
    out.append(path(studs, fill=colour))
    out.append(pip(suit, cx, cy, big))
    # an inlay: the sign again, smaller, in paper and in the suit's colour
    out.append(pip(suit, cx, cy + big * 0.03, big * 0.62, ident="inlay"))
    out.append(pip(suit, cx, cy + big * 0.05, big * 0.4))
    return out


def suit_card(shape: Shape, rank_text: str, suit: str, letters: dict[str, str]) -> str:
    """The SVG text of one suit card: ``rank_text`` as in the notation (``A``, ``10``, ``N``...)."""
    from figures import court

    name = f"{RANK_NAMES.get(rank_text, rank_text)} de {SUIT_NAMES[suit]}"
    defs = [suit_def(suit)]
    index_text = letters.get(rank_text, rank_text)
    body: list[str] = []
    if rank_text in {"A", "1"}:
        defs.append(suit_def(suit, PAPER, "inlay"))
        body += ace(shape, suit)
    elif rank_text in letters:
        body += court(shape, rank_text, suit, defs)
    else:
        body += pip_card(shape, int(rank_text), suit)
    body.append(suit_index(shape, index_text, suit))
    return document(shape, name, defs, body)


# --- backs ---------------------------------------------------------------------------------------

BACK_COLOURS = {
    "blue": ("#1f4b8f", "#3f6fb8", "#e9eef8"),
    "red": ("#9b1f2c", "#c3444f", "#f8ecec"),
}


def back(shape: Shape, colour: str) -> str:
    """A back: a lattice of rosettes in one colour, point-symmetric, with a medallion of the suits."""
    dark, light, pale = BACK_COLOURS[colour]
    m = 12.0
    x0, y0, x1, y1 = m, m, shape.w - m, shape.h - m
    body = [rect(x0, y0, x1 - x0, y1 - y0, 8, fill=dark)]
    # a diagonal lattice centred on the card, so that the back is the same both ways up
    cx, cy = shape.cx, shape.cy
    step = 24.0
    lattice = Path()
    for n in range(-40, 41):
        k = cx - cy + n * step  # the line x - y = k
        ya, yb = max(y0, x0 - k), min(y1, x1 - k)
        if ya < yb:
            lattice.M(ya + k, ya).L(yb + k, yb)
        k = cx + cy + n * step  # the line x + y = k
        ya, yb = max(y0, k - x1), min(y1, k - x0)
        if ya < yb:
            lattice.M(k - ya, ya).L(k - yb, yb)
    body.append(path(lattice, stroke=light, stroke_width="1.6", fill="none"))
    dots = Path()
    for i in range(-20, 21):
        for j in range(-30, 31):
            x, y = cx + i * step / 2, cy + j * step / 2
            if (i + j) % 2 == 0 and x0 + 4 < x < x1 - 4 and y0 + 4 < y < y1 - 4:
                dots.ellipse(x, y, 2.6)
    body.append(path(dots, fill=pale, fill_opacity="0.85"))
    # border lines
    body.append(
        rect(x0 + 5, y0 + 5, x1 - x0 - 10, y1 - y0 - 10, 5, fill="none", stroke=pale, stroke_width="2")
    )
    # medallion
    rx, ry = 62.0, 62.0 if shape.h < 400 else 76.0
    body.append(
        el(
            "ellipse",
            cx=num(cx),
            cy=num(cy),
            rx=num(rx),
            ry=num(ry),
            fill=pale,
            stroke=light,
            stroke_width="3",
        )
    )
    body.append(
        el(
            "ellipse",
            cx=num(cx),
            cy=num(cy),
            rx=num(rx - 8),
            ry=num(ry - 8),
            fill="none",
            stroke=dark,
            stroke_width="2",
        )
    )
    star = star_points(cx, cy, 40 if ry < 70 else 48, 12, 4, 45)
    body.append(polygon(star, fill=light, fill_opacity="0.5"))
    d = 26.0 if ry < 70 else 32.0
    for suit, (dx, dy) in zip("SHDC", [(0, -d), (d, 0), (0, d), (-d, 0)], strict=True):
        body.append(pip(suit, cx + dx, cy + dy, 24, flip=dy > 0 or dx < 0))
    body.append(circle(cx, cy, 5, fill=dark))
    defs = [suit_def(s) for s in "SHDC"]
    title = f"Dos ({'bleu' if colour == 'blue' else 'rouge'})"
    return document(shape, title, defs, body)


__all__ = ["BLACK", "FRENCH", "RED", "TAROT", "Shape", "back", "document", "suit_card"]
