"""Small SVG toolkit of the card-art generator: numbers, elements, paths, our stroke font, suit signs.

Everything here is plain geometry written for Atout (no font files, no borrowed outlines): the
letters and digits of the indices are strokes drawn from the coordinates below, so the cards look
the same on every machine, fonts installed or not. Output is SVG Tiny 1.2 as QtSvg reads it:
paths, circles, ellipses, rects, polygons, groups with transforms, ``use`` and linear or radial
gradients; no text, filters, masks, clip paths, patterns or CSS.
"""

# ruff: noqa: PLR0917 - geometry helpers take their coordinates positionally, as SVG's commands do
from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence

Point = tuple[float, float]


def num(value: float, places: int = 1) -> str:
    """A number as short as SVG allows at ``places`` decimals: ``num(2.50) == "2.5"``."""
    text = f"{value:.{places}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in {"-0", ""} else text


def _attr_name(name: str) -> str:
    if name == "class_":
        return "class"
    if name.startswith("xlink_"):
        return "xlink:" + name[6:]
    return name.replace("_", "-")


def _attr_value(value: object) -> str:
    if isinstance(value, float):
        return num(value, 2)
    return str(value).replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def el(tag: str, *children: str, **attrs: object) -> str:
    """One element; ``fill_opacity=...`` becomes ``fill-opacity``; ``None`` attributes are left out."""
    parts = [tag] + [f'{_attr_name(k)}="{_attr_value(v)}"' for k, v in attrs.items() if v is not None]
    head = " ".join(parts)
    body = "".join(children)
    return f"<{head}>{body}</{tag}>" if body else f"<{head}/>"


def group(children: Iterable[str], **attrs: object) -> str:
    """A ``g`` element around ``children`` (an empty string when there are none)."""
    body = "".join(children)
    if not body:
        return ""
    if not any(v is not None for v in attrs.values()):
        return body
    return el("g", body, **attrs)


def rotate180(cx: float, cy: float) -> str:
    """The transform that turns a drawing half a turn about ``(cx, cy)``."""
    return f"rotate(180 {num(cx)} {num(cy)})"


def mirror_x(cx: float) -> str:
    """The transform that mirrors a drawing about the vertical line ``x = cx``."""
    return f"matrix(-1 0 0 1 {num(2 * cx)} 0)"


def translate(x: float, y: float, scale: float = 1.0) -> str:
    """Move by ``(x, y)``, then scale uniformly (the scale applies to the drawing's own units)."""
    if scale == 1.0:
        return f"translate({num(x)} {num(y)})"
    return f"translate({num(x)} {num(y)}) scale({num(scale, 4)})"


class Path:
    """A path ``d`` attribute built command by command, numbers rounded to one decimal.

    >>> Path().M(0, 0).L(10, 0.25).Z().d
    'M0 0L10 .2Z'
    """

    def __init__(self) -> None:
        self._parts: list[str] = []

    def _add(self, command: str, *values: float) -> Path:
        items = []
        for value in values:
            item = num(value)
            if item.startswith("0."):
                item = item[1:]
            elif item.startswith("-0."):
                item = "-" + item[2:]
            items.append(item)
        self._parts.append(command + " ".join(items))
        return self

    def M(self, x: float, y: float) -> Path:  # noqa: N802 - SVG's own command letters
        """Move to a point."""
        return self._add("M", x, y)

    def L(self, x: float, y: float) -> Path:  # noqa: N802
        """Line to a point."""
        return self._add("L", x, y)

    def Q(self, x1: float, y1: float, x: float, y: float) -> Path:  # noqa: N802
        """Quadratic Bézier curve."""
        return self._add("Q", x1, y1, x, y)

    def C(self, x1: float, y1: float, x2: float, y2: float, x: float, y: float) -> Path:  # noqa: N802
        """Cubic Bézier curve."""
        return self._add("C", x1, y1, x2, y2, x, y)

    def A(self, rx: float, ry: float, rot: float, large: int, sweep: int, x: float, y: float) -> Path:  # noqa: N802
        """Elliptical arc."""
        return self._add("A", rx, ry, rot, large, sweep, x, y)

    def Z(self) -> Path:  # noqa: N802
        """Close the subpath."""
        self._parts.append("Z")
        return self

    def poly(self, points: Sequence[Point], close: bool = True) -> Path:
        """A polyline (closed unless told otherwise) as one subpath."""
        self.M(*points[0])
        for point in points[1:]:
            self.L(*point)
        return self.Z() if close else self

    def ellipse(self, cx: float, cy: float, rx: float, ry: float | None = None) -> Path:
        """A whole ellipse (or circle) as one closed subpath of two arcs."""
        ry = rx if ry is None else ry
        return self.M(cx - rx, cy).A(rx, ry, 0, 1, 0, cx + rx, cy).A(rx, ry, 0, 1, 0, cx - rx, cy).Z()

    def extend(self, other: Path) -> Path:
        """Append the commands of another path."""
        self._parts.extend(other._parts)
        return self

    @property
    def d(self) -> str:
        """The ``d`` attribute text."""
        return "".join(self._parts)

    def __bool__(self) -> bool:
        return bool(self._parts)


def path(d: Path | str, **attrs: object) -> str:
    """A ``path`` element (nothing for an empty path)."""
    if not d:
        return ""
    return el("path", d=d.d if isinstance(d, Path) else d, **attrs)


def circle(cx: float, cy: float, r: float, **attrs: object) -> str:
    """A ``circle`` element."""
    return el("circle", cx=num(cx), cy=num(cy), r=num(r), **attrs)


def ellipse(cx: float, cy: float, rx: float, ry: float, **attrs: object) -> str:
    """An ``ellipse`` element."""
    return el("ellipse", cx=num(cx), cy=num(cy), rx=num(rx), ry=num(ry), **attrs)


def rect(x: float, y: float, w: float, h: float, r: float = 0.0, **attrs: object) -> str:
    """A ``rect`` element with optional rounded corners."""
    radius = num(r) if r else None
    return el("rect", x=num(x), y=num(y), width=num(w), height=num(h), rx=radius, ry=radius, **attrs)


def polygon(points: Sequence[Point], **attrs: object) -> str:
    """A ``polygon`` element."""
    return el("polygon", points=" ".join(f"{num(x)},{num(y)}" for x, y in points), **attrs)


def line(x1: float, y1: float, x2: float, y2: float, **attrs: object) -> str:
    """A ``line`` element."""
    return el("line", x1=num(x1), y1=num(y1), x2=num(x2), y2=num(y2), **attrs)


def linear_gradient(
    ident: str, stops: Sequence[tuple[float, str]], x1: float = 0, y1: float = 0, x2: float = 0, y2: float = 1
) -> str:
    """A ``linearGradient`` over the object's bounding box (vertical by default)."""
    body = "".join(el("stop", offset=num(o, 2), stop_color=c) for o, c in stops)
    return el("linearGradient", body, id=ident, x1=num(x1, 2), y1=num(y1, 2), x2=num(x2, 2), y2=num(y2, 2))


def radial_gradient(
    ident: str, stops: Sequence[tuple[float, str]], cx: float = 0.5, cy: float = 0.5, r: float = 0.5
) -> str:
    """A ``radialGradient`` over the object's bounding box."""
    body = "".join(el("stop", offset=num(o, 2), stop_color=c) for o, c in stops)
    return el("radialGradient", body, id=ident, cx=num(cx, 2), cy=num(cy, 2), r=num(r, 2))


def use(ident: str, x: float = 0, y: float = 0, transform: str | None = None) -> str:
    """A ``use`` of a definition (``xlink:href``, which every SVG 1.2 reader knows)."""
    return el(
        "use", xlink_href=f"#{ident}", x=num(x) if x else None, y=num(y) if y else None, transform=transform
    )


# --- geometry ----------------------------------------------------------------------------------


def polar(cx: float, cy: float, r: float, degrees: float) -> Point:
    """The point at angle ``degrees`` (0 = up, clockwise, as on a clock) and radius ``r``."""
    a = math.radians(degrees)
    return (cx + r * math.sin(a), cy - r * math.cos(a))


def star_points(cx: float, cy: float, outer: float, inner: float, n: int, start: float = 0.0) -> list[Point]:
    """The ``2n`` corners of an ``n``-pointed star, the first point at angle ``start``."""
    return [polar(cx, cy, outer if i % 2 == 0 else inner, start + i * 180.0 / n) for i in range(2 * n)]


def clip_polygon(points: Sequence[Point], x0: float, y0: float, x1: float, y1: float) -> list[Point]:
    """The part of a convex or concave polygon inside a rectangle (Sutherland-Hodgman)."""
    edges = (
        (lambda p: p[0] >= x0, lambda p, q: (x0, p[1] + (q[1] - p[1]) * (x0 - p[0]) / (q[0] - p[0]))),
        (lambda p: p[0] <= x1, lambda p, q: (x1, p[1] + (q[1] - p[1]) * (x1 - p[0]) / (q[0] - p[0]))),
        (lambda p: p[1] >= y0, lambda p, q: (p[0] + (q[0] - p[0]) * (y0 - p[1]) / (q[1] - p[1]), y0)),
        (lambda p: p[1] <= y1, lambda p, q: (p[0] + (q[0] - p[0]) * (y1 - p[1]) / (q[1] - p[1]), y1)),
    )
    out = list(points)
    for inside, cut in edges:
        if not out:
            break
        current, out = out, []
        for i, q in enumerate(current):
            p = current[i - 1]
            if inside(q):
                if not inside(p):
                    out.append(cut(p, q))
                out.append(q)
            elif inside(p):
                out.append(cut(p, q))
    return out


def leaf(p: Point, q: Point, width: float) -> Path:
    """An almond (leaf, petal) from ``p`` to ``q``, ``width`` across at its middle."""
    (x1, y1), (x2, y2) = p, q
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    nx, ny = -(y2 - y1) / length * width, (x2 - x1) / length * width
    return Path().M(x1, y1).Q(mx + nx, my + ny, x2, y2).Q(mx - nx, my - ny, x1, y1).Z()


# --- the stroke font ----------------------------------------------------------------------------
# Each glyph is drawn in a box one unit high (y downwards) and ``width`` wide, as centre lines for a
# round-capped stroke. Commands: M L Q C (points scaled) and E cx cy rx ry (a whole ellipse).

_GLYPHS: dict[str, tuple[float, str]] = {
    "0": (0.6, "E .3 .5 .28 .5"),
    "1": (0.42, "M .04 .2 L .3 0 L .3 1"),
    "2": (0.6, "M .04 .22 C .08 -.04 .56 -.06 .56 .25 C .56 .5 .2 .64 .04 1 L .58 1"),
    "3": (
        0.6,
        "M .05 .1 C .2 -.06 .56 -.02 .54 .25 C .53 .42 .38 .46 .22 .46 "
        "C .46 .46 .6 .56 .58 .74 C .56 1.04 .14 1.04 .03 .86",
    ),
    "4": (0.62, "M .46 1 L .46 0 L .02 .7 L .62 .7"),
    "5": (0.6, "M .54 0 L .12 0 L .07 .43 C .24 .32 .58 .32 .58 .68 C .58 1.04 .14 1.04 .03 .86"),
    "6": (0.6, "M .52 .05 C .26 -.08 .04 .14 .04 .62 E .31 .68 .27 .32"),
    "7": (0.58, "M .02 0 L .58 0 L .2 1"),
    "8": (0.6, "E .3 .25 .23 .25 E .3 .73 .28 .27"),
    "9": (0.6, "E .29 .32 .27 .32 M .56 .38 C .56 .86 .36 1.06 .06 .95"),
    "A": (0.66, "M .02 1 L .33 0 L .64 1 M .13 .68 L .53 .68"),
    "K": (0.6, "M .06 0 L .06 1 M .56 0 L .06 .58 M .25 .38 L .58 1"),
    "Q": (0.64, "E .32 .48 .3 .48 M .38 .74 L .62 1.02"),
    "J": (0.5, "M .16 0 L .46 0 L .46 .7 C .46 1.04 .06 1.06 .03 .74"),
    "N": (0.6, "M .06 1 L .06 0 L .54 1 L .54 0"),
    "R": (0.6, "M .06 1 L .06 0 L .32 0 C .64 0 .64 .52 .32 .52 L .06 .52 M .3 .52 L .58 1"),
    "D": (0.6, "M .06 0 L .06 1 L .24 1 C .7 1 .7 0 .24 0 Z"),
    "C": (0.58, "M .56 .14 C .42 -.06 .04 -.06 .04 .5 C .04 1.06 .42 1.06 .56 .86"),
    "V": (0.64, "M .02 0 L .32 1 L .62 0"),
}
_ARITY = {"M": 2, "L": 2, "Q": 4, "C": 6, "E": 4, "Z": 0}
_TOKEN = re.compile(r"[A-Z]|-?\d*\.?\d+")


def glyph_width(text: str, height: float, gap: float = 0.12) -> float:
    """The width of ``text`` in our stroke font at ``height`` (gaps between glyphs included)."""
    widths = [_GLYPHS[ch][0] for ch in text]
    return height * (sum(widths) + gap * (len(widths) - 1))


def glyph_path(
    text: str, x: float, top: float, height: float, gap: float = 0.12, squeeze: float = 1.0
) -> Path:
    """The centre lines of ``text`` with its top-left corner at ``(x, top)``.

    ``squeeze`` narrows the glyphs (two-digit ranks in a narrow index column).
    """
    out = Path()
    sx, sy = height * squeeze, height
    for ch in text:
        width, program = _GLYPHS[ch]
        tokens = _TOKEN.findall(program)
        i = 0
        while i < len(tokens):
            command = tokens[i]
            values = [float(t) for t in tokens[i + 1 : i + 1 + _ARITY[command]]]
            i += 1 + _ARITY[command]
            pts = [(x + values[k] * sx, top + values[k + 1] * sy) for k in range(0, len(values) - 1, 2)]
            if command == "M":
                out.M(*pts[0])
            elif command == "L":
                out.L(*pts[0])
            elif command == "Q":
                out.Q(*pts[0], *pts[1])
            elif command == "C":
                out.C(*pts[0], *pts[1], *pts[2])
            elif command == "Z":
                out.Z()
            else:  # E: a whole ellipse
                cx, cy = x + values[0] * sx, top + values[1] * sy
                out.ellipse(cx, cy, values[2] * sx, values[3] * sy)
        x += (width + gap) * sx
    return out


def text_strokes(
    text: str,
    cx: float,
    top: float,
    height: float,
    colour: str,
    weight: float,
    gap: float = 0.12,
    squeeze: float = 1.0,
    halo: str | None = None,
) -> str:
    """``text`` centred on ``cx`` as stroked paths (optionally over a wider ``halo`` stroke)."""
    width = glyph_width(text, height, gap) * squeeze
    d = glyph_path(text, cx - width / 2, top, height, gap, squeeze)
    common = {"fill": "none", "stroke_linecap": "round", "stroke_linejoin": "round"}
    out = ""
    if halo:
        out += path(d, stroke=halo, stroke_width=num(weight * 2.2), **common)
    return out + path(d, stroke=colour, stroke_width=num(weight), **common)


# --- suit signs (drawn in a box from -50 to 50, centred on the origin) ---------------------------


def spade_path() -> Path:
    """The spade: a pointed leaf with a flared stem."""
    return (
        Path()
        .M(0, -50)
        .C(14, -30, 48, -14, 48, 10)
        .C(48, 28, 34, 37, 21, 37)
        .C(12, 37, 6, 32, 3, 26)
        .C(4, 36, 9, 44, 17, 50)
        .L(-17, 50)
        .C(-9, 44, -4, 36, -3, 26)
        .C(-6, 32, -12, 37, -21, 37)
        .C(-34, 37, -48, 28, -48, 10)
        .C(-48, -14, -14, -30, 0, -50)
        .Z()
    )


def heart_path() -> Path:
    """The heart: two round lobes meeting in a point."""
    return (
        Path()
        .M(0, 46)
        .C(-16, 30, -48, 10, -48, -16)
        .C(-48, -36, -34, -46, -22, -46)
        .C(-10, -46, -3, -38, 0, -28)
        .C(3, -38, 10, -46, 22, -46)
        .C(34, -46, 48, -36, 48, -16)
        .C(48, 10, 16, 30, 0, 46)
        .Z()
    )


def diamond_path() -> Path:
    """The diamond: a lozenge with gently hollow sides."""
    return Path().M(0, -50).Q(14, -22, 38, 0).Q(14, 22, 0, 50).Q(-14, 22, -38, 0).Q(-14, -22, 0, -50).Z()


def club_path() -> Path:
    """The club: three round leaves and a flared stem, as one outline of circles (all clockwise)."""
    p = Path()
    for cx, cy in ((0, -25), (-24, 9), (24, 9)):
        r = 21
        p.M(cx - r, cy).A(r, r, 0, 1, 1, cx + r, cy).A(r, r, 0, 1, 1, cx - r, cy).Z()
    p.M(-10, -8).L(10, -8).L(12, 14).L(-12, 14).Z()
    p.M(-3, 8).L(3, 8).C(3, 30, 9, 42, 18, 50).L(-18, 50).C(-9, 42, -3, 30, -3, 8).Z()
    return p


SUIT_PATHS = {"S": spade_path, "H": heart_path, "D": diamond_path, "C": club_path}
RED, BLACK = "#c8202f", "#17171c"
SUIT_COLOURS = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}


def suit_def(suit: str, fill: str | None = None, ident: str | None = None) -> str:
    """The definition of a suit sign (id ``pipS``... or ``ident``), for ``use`` in a card."""
    return path(SUIT_PATHS[suit](), id=ident or f"pip{suit}", fill=fill or SUIT_COLOURS[suit])


def pip(suit: str, cx: float, cy: float, size: float, flip: bool = False, ident: str | None = None) -> str:
    """The suit sign ``size`` high centred on ``(cx, cy)``, upside down when ``flip``."""
    transform = translate(cx, cy, size / 100)
    if flip:
        transform += " rotate(180)"
    return use(ident or f"pip{suit}", transform=transform)
