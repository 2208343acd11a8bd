"""The 21 trumps and the Excuse of the Tarot: large numerals and a picture of its own for each.

The pictures go from the small to the great, the last ones after the old arcana's sky: 1 a
sprout, 2 a daisy, 3 a butterfly, 4 a fish, 5 swallows, 6 an apple tree, 7 mountains at sunrise,
8 a sailing boat, 9 a lighthouse, 10 a wheel, 11 a windmill, 12 an hourglass, 13 a candle,
14 an anchor, 15 a castle, 16 the tower and the lightning, 17 the star, 18 the moon, 19 the
sun, 20 a ringed planet and a comet, 21 the world in a wreath with the four suits. The Excuse is
a jester. Each picture is drawn in a panel 208 x 312 units, from geometry only.
"""

# ruff: noqa: PLR0917 - geometry helpers take their coordinates positionally, as SVG's commands do
from __future__ import annotations

import math
from collections.abc import Callable

from faces import Shape, document
from figures import GOLD, GOLD_DARK, INK, SKIN, WHITE, tube
from svgkit import (
    RED,
    Path,
    Point,
    circle,
    clip_polygon,
    ellipse,
    group,
    leaf,
    linear_gradient,
    mirror_x,
    num,
    path,
    pip,
    polar,
    polygon,
    radial_gradient,
    rect,
    rotate180,
    star_points,
    suit_def,
    text_strokes,
)

PW, PH = 208.0, 312.0  # the picture panel
PX, PY = 16.0, 70.0  # its top-left corner on the card
NUMERAL_HEIGHT = 46.0
NUMERAL_WEIGHT = 7.6
GREEN, GREEN_DARK, BROWN = "#3f8f4e", "#2c6b3a", "#8a5a32"
SKY, NIGHT = "#cfe8fb", "#1b2550"
ORANGE, YELLOW = "#ef8a2d", "#f6c945"

Motif = Callable[[list[str]], list[str]]


def _o(width: float = 1.5, **attrs: object) -> dict[str, object]:
    return {"stroke": INK, "stroke_width": num(width), "stroke_linejoin": "round", **attrs}


def clipped(points: list[Point]) -> list[Point]:
    """A polygon cut to the panel."""
    return clip_polygon(points, 0, 0, PW, PH)


def _rng(seed: int) -> Callable[[], float]:
    """A small deterministic generator in [0, 1) (a linear congruential one, ours to keep stable)."""
    state = [seed * 2654435761 % 2**32 or 1]

    def draw() -> float:
        state[0] = (1664525 * state[0] + 1013904223) % 2**32
        return state[0] / 2**32

    return draw


def backdrop(defs: list[str], top: str, bottom: str) -> str:
    """The panel's background: a vertical gradient from ``top`` to ``bottom``."""
    defs.append(linear_gradient("sky", [(0, top), (1, bottom)]))
    return rect(0, 0, PW, PH, fill="url(#sky)")


def starfield(
    seed: int, n: int, y_max: float, colour: str = "#fff7d6", avoid: Point | None = None, radius: float = 0.0
) -> str:
    """``n`` small stars scattered above ``y_max``, none within ``radius`` of ``avoid``."""
    rnd = _rng(seed)
    d = Path()
    placed = 0
    while placed < n:
        x, y = 10 + rnd() * (PW - 20), 10 + rnd() * (y_max - 20)
        if avoid and math.hypot(x - avoid[0], y - avoid[1]) < radius:
            continue
        size = 1.2 + rnd() * 2.2
        if rnd() < 0.3:
            d.poly(star_points(x, y, size * 2.2, size * 0.7, 4))
        else:
            d.ellipse(x, y, size * 0.7)
        placed += 1
    return path(d, fill=colour)


def cloud(x: float, y: float, s: float, colour: str = WHITE, outline: bool = True) -> str:
    """A cloud of five round puffs, ``s`` its scale (1 = about 60 units wide)."""
    d = Path()
    for dx, dy, r in ((-18, 4, 11), (-6, -6, 14), (10, -4, 12), (22, 4, 9), (2, 6, 12)):
        d.ellipse(x + dx * s, y + dy * s, r * s)
    attrs = _o(1.2) if outline else {}
    return path(d, fill=colour, **attrs) + rect(x - 20 * s, y + 2 * s, 42 * s, 10 * s, 5 * s, fill=colour)


def waves(
    y: float, amplitude: float, length: float, colour: str, bottom: float = PH, x0: float = 0, x1: float = PW
) -> str:
    """A band of sea from a wavy line at ``y`` down to ``bottom``."""
    d = Path().M(x0, bottom).L(x0, y)
    count = max(1, round((x1 - x0) / length))
    length = (x1 - x0) / count
    for i in range(count):
        x = x0 + i * length
        d.Q(x + length / 4, y - amplitude, x + length / 2, y).Q(
            x + 3 * length / 4, y + amplitude, x + length, y
        )
    d.L(x1, bottom).Z()
    return path(d, fill=colour, **_o(1.2))


def sun_disc(cx: float, cy: float, r: float, rays: int = 12, colour: str = YELLOW) -> str:
    """A small sun with straight rays."""
    d = Path()
    for i in range(rays):
        a = i * 360 / rays
        d.poly([polar(cx, cy, r * 1.25, a - 7), polar(cx, cy, r * 1.75, a), polar(cx, cy, r * 1.25, a + 7)])
    return path(d, fill=colour, **_o(1)) + circle(cx, cy, r, fill=colour, **_o())


def hill(y: float, colour: str, bulge: float = 40, **attrs: object) -> str:
    """Rolling ground across the panel from height ``y``."""
    d = Path().M(0, PH).L(0, y + bulge / 2).Q(PW / 2, y - bulge, PW, y + bulge / 2).L(PW, PH).Z()
    return path(d, fill=colour, **_o(1.2), **attrs)


# --- the pictures --------------------------------------------------------------------------------


def m1_sprout(defs: list[str]) -> list[str]:
    """1, le Petit: a sprout in the morning sun."""
    out = [backdrop(defs, "#fff4d2", "#eaf5d3"), sun_disc(164, 60, 20)]
    out.append(hill(238, "#9c6b43", 30))
    grass = Path()
    for x in range(12, 200, 22):
        y = 238 + 15 * (1 - ((x - 104) / 104) ** 2) * -1 + 15
        grass.M(x - 5, y).L(x - 8, y - 10).M(x, y).L(x, y - 13).M(x + 5, y).L(x + 8, y - 10)
    out.append(path(grass, stroke=GREEN_DARK, stroke_width="2.4", stroke_linecap="round", fill="none"))
    stem = Path().M(104, 226).C(96, 200, 114, 176, 104, 132)
    out.append(tube(stem, GREEN, 6))
    out.append(path(leaf((103, 188), (42, 150), 22), fill=GREEN, **_o()))
    out.append(path(leaf((106, 168), (168, 124), 20), fill="#5fae5a", **_o()))
    vein = Path().M(103, 188).Q(72, 162, 42, 150).M(106, 168).Q(138, 140, 168, 124)
    out.append(path(vein, fill="none", stroke=GREEN_DARK, stroke_width="1.3"))
    out.append(path(leaf((104, 136), (104, 96), 11), fill="#8ccf6a", **_o()))
    # dew drops
    out.append(
        path(
            Path()
            .M(60, 90)
            .Q(66, 102, 60, 106)
            .Q(54, 102, 60, 90)
            .Z()
            .M(140, 196)
            .Q(145, 205, 140, 209)
            .Q(135, 205, 140, 196)
            .Z(),
            fill="#7cc4ea",
            **_o(1),
        )
    )
    return out


def m2_daisy(defs: list[str]) -> list[str]:
    """2: daisies."""
    out = [backdrop(defs, "#dcefff", "#f4fae6")]
    out.append(hill(262, "#7dbb5d", 20))

    def daisy(cx: float, cy: float, r: float, stem_to: float) -> list[str]:
        parts = [tube(Path().M(cx, stem_to).Q(cx - r * 0.3, (cy + stem_to) / 2, cx, cy), GREEN, r * 0.12)]
        petals = Path()
        for i in range(14):
            a = i * 360 / 14
            petals.extend(leaf(polar(cx, cy, r * 0.25, a), polar(cx, cy, r, a), r * 0.2))
        parts.append(path(petals, fill=WHITE, **_o(1.2)))
        parts.append(circle(cx, cy, r * 0.3, fill=YELLOW, **_o()))
        dots = Path()
        for i in range(6):
            dots.ellipse(*polar(cx, cy, r * 0.16, i * 60 + 30), r * 0.035)
        parts.append(path(dots, fill=ORANGE))
        return parts

    out.append(path(leaf((104, 262), (58, 214), 14), fill=GREEN, **_o()))
    out.append(path(leaf((104, 250), (152, 200), 14), fill=GREEN, **_o()))
    out += daisy(48, 196, 26, 290)
    out += daisy(162, 170, 28, 290)
    out += daisy(104, 108, 56, 300)
    return out


def m3_butterfly(defs: list[str]) -> list[str]:
    """3: a butterfly."""
    out = [backdrop(defs, "#fde4ec", "#fff7e4")]
    flowers = Path()
    for x, y in ((30, 270), (178, 282), (60, 296), (150, 40), (40, 50)):
        for i in range(5):
            flowers.ellipse(*polar(x, y, 6, i * 72), 5)
    out.append(path(flowers, fill="#f3a6c0", **_o(1)))
    wing = Path().M(100, 140).C(80, 60, 20, 40, 16, 90).C(14, 130, 50, 156, 100, 158).Z()
    low = Path().M(100, 160).C(60, 160, 26, 186, 36, 226).C(46, 256, 84, 236, 100, 182).Z()
    spots = Path().ellipse(44, 84, 9).ellipse(60, 124, 6).ellipse(58, 206, 7).ellipse(28, 106, 4)
    veins = Path().M(98, 146).Q(60, 110, 30, 84).M(98, 150).Q(60, 140, 24, 120).M(98, 170).Q(70, 190, 48, 222)
    half = [
        path(wing, fill=ORANGE, **_o(1.8)),
        path(low, fill="#f2b134", **_o(1.8)),
        path(veins, fill="none", stroke=INK, stroke_width="1.3"),
        path(spots, fill=WHITE, **_o(1.2)),
    ]
    out.append(group(half))
    out.append(group(half, transform=mirror_x(PW / 2)))
    out.append(ellipse(104, 160, 7, 44, fill="#3a2a30", **_o()))
    out.append(circle(104, 112, 9, fill="#3a2a30", **_o()))
    antennae = Path().M(101, 106).Q(90, 76, 76, 68).M(107, 106).Q(118, 76, 132, 68)
    out.append(path(antennae, fill="none", stroke=INK, stroke_width="2", stroke_linecap="round"))
    out.append(path(Path().ellipse(76, 68, 4).ellipse(132, 68, 4), fill="#3a2a30"))
    return out


def m4_fish(defs: list[str]) -> list[str]:
    """4: a fish among bubbles and weed."""
    out = [backdrop(defs, "#bfe7f3", "#2f7fb5")]
    weed = Path()
    for x0 in (24, 60, 156, 186):
        weed.M(x0, PH).C(x0 - 14, 270, x0 + 14, 250, x0, 210)
    out.append(path(weed, fill="none", stroke=GREEN_DARK, stroke_width="7", stroke_linecap="round"))
    out.append(path(weed, fill="none", stroke=GREEN, stroke_width="4", stroke_linecap="round"))
    body = Path().M(30, 150).C(60, 96, 130, 96, 160, 150).C(130, 204, 60, 204, 30, 150).Z()
    tail = Path().M(150, 150).L(194, 112).Q(182, 150, 194, 188).Z()
    fins = Path().M(80, 112).Q(96, 80, 122, 108).Z().M(86, 188).Q(100, 212, 118, 190).Z()
    out.append(path(tail, fill="#f08a3a", **_o(1.8)))
    out.append(path(fins, fill="#f08a3a", **_o(1.5)))
    out.append(path(body, fill="#f6b04a", **_o(1.8)))
    scales = Path()
    for col in range(5):
        for row in range(-2, 3):
            x = 70 + col * 16
            y = 150 + row * 14 + (7 if col % 2 else 0)
            if abs(y - 150) < 34 - abs(x - 100) * 0.2:
                scales.M(x, y - 7).Q(x + 8, y, x, y + 7)
    out.append(path(scales, fill="none", stroke="#c9742a", stroke_width="1.6"))
    out.append(path(Path().M(58, 120).Q(70, 150, 58, 180), fill="none", stroke=INK, stroke_width="1.5"))
    out.append(circle(46, 142, 6, fill=WHITE, **_o()))
    out.append(circle(44, 142, 3, fill=INK))
    out.append(path(Path().M(31, 156).Q(38, 160, 44, 158), fill="none", stroke=INK, stroke_width="1.4"))
    bubbles = Path()
    for x, y, r in ((30, 110, 6), (24, 84, 4), (34, 60, 5), (28, 36, 3), (150, 60, 5), (164, 40, 3)):
        bubbles.ellipse(x, y, r)
    out.append(path(bubbles, fill="#e8f7fc", fill_opacity="0.8", **_o(1.2)))
    return out


def _swallow(cx: float, cy: float, s: float, colour: str) -> str:
    def q(x: float, y: float) -> Point:
        return cx + x * s, cy + y * s

    d = (
        Path()
        .M(*q(0, -22))
        .C(*q(6, -20), *q(8, -12), *q(8, -4))
        .C(*q(30, -10), *q(52, -24), *q(70, -40))
        .C(*q(58, -14), *q(34, 6), *q(8, 10))
        .L(*q(18, 46))
        .L(*q(2, 18))
        .L(*q(0, 22))
        .L(*q(-2, 18))
        .L(*q(-18, 46))
        .L(*q(-8, 10))
        .C(*q(-34, 6), *q(-58, -14), *q(-70, -40))
        .C(*q(-52, -24), *q(-30, -10), *q(-8, -4))
        .C(*q(-8, -12), *q(-6, -20), *q(0, -22))
        .Z()
    )
    belly = Path().M(*q(-6, -2)).Q(*q(0, 14), *q(6, -2)).Q(*q(0, -6), *q(-6, -2)).Z()
    return path(d, fill=colour, **_o(1.4)) + path(belly, fill=WHITE) + circle(*q(0, -15), 2.2 * s, fill=RED)


def m5_swallows(defs: list[str]) -> list[str]:
    """5: swallows in a blue sky."""
    out = [backdrop(defs, "#8fc7f2", "#e6f4ff")]
    out.append(cloud(52, 250, 1.1))
    out.append(cloud(160, 212, 0.8))
    out.append(cloud(150, 52, 0.7))
    out.append(_swallow(104, 128, 1.3, "#23325f"))
    out.append(_swallow(50, 76, 0.55, "#23325f"))
    out.append(_swallow(164, 150, 0.45, "#23325f"))
    return out


def m6_tree(defs: list[str]) -> list[str]:
    """6: an apple tree."""
    out = [backdrop(defs, "#e4f3ff", "#f7f2dc")]
    out.append(hill(262, "#79b85a", 24))
    trunk = (
        Path()
        .M(92, 272)
        .C(96, 230, 96, 200, 90, 170)
        .L(104, 180)
        .L(118, 164)
        .C(112, 200, 112, 230, 118, 272)
        .Z()
    )
    out.append(path(trunk, fill=BROWN, **_o(1.6)))
    crown = Path()
    for x, y, r in (
        (104, 108, 52),
        (60, 136, 36),
        (150, 134, 38),
        (78, 80, 34),
        (134, 78, 36),
        (104, 150, 34),
    ):
        crown.ellipse(x, y, r)
    out.append(path(crown, fill=GREEN, **_o(1.8)))
    out.append(path(crown, fill=GREEN))
    light = Path().ellipse(84, 92, 18).ellipse(128, 96, 16).ellipse(70, 138, 12)
    out.append(path(light, fill="#67b45c"))
    apples = Path()
    for x, y in ((70, 110), (120, 72), (142, 128), (94, 150), (58, 150), (150, 96), (104, 104), (82, 74)):
        apples.ellipse(x, y, 6.5)
    out.append(path(apples, fill="#d8343f", **_o(1.2)))
    out.append(path(Path().ellipse(150, 262, 6.5).ellipse(164, 266, 6.5), fill="#d8343f", **_o(1.2)))
    return out


def m7_mountains(defs: list[str]) -> list[str]:
    """7: mountains at sunrise."""
    out = [backdrop(defs, "#ffc98a", "#fff4e0")]
    out.append(circle(120, 128, 38, fill="#f79a3e", **_o(1.5)))
    back = clipped([(-4, 250), (46, 130), (78, 176), (126, 96), (176, 170), (212, 140), (212, 250)])
    out.append(polygon(back, fill="#7d8fb8", **_o(1.6)))
    snow = Path().poly([(126, 96), (110, 120), (118, 126), (126, 116), (134, 128), (142, 118)])
    snow.poly([(46, 130), (34, 152), (44, 150), (52, 160), (58, 148)])
    out.append(path(snow, fill=WHITE, **_o(1.2)))
    front = clipped([(-4, 260), (62, 190), (96, 224), (148, 168), (212, 238), (212, 312), (-4, 312)])
    out.append(polygon(front, fill="#4e6a94", **_o(1.6)))
    out.append(
        path(
            Path().poly([(148, 168), (134, 184), (144, 186), (150, 180), (158, 188), (164, 184)]),
            fill=WHITE,
            **_o(1.2),
        )
    )
    out.append(hill(272, "#5f9b55", 24))
    pines = Path()
    for x, y in ((30, 286), (48, 292), (172, 284), (188, 290)):
        pines.poly([(x, y - 26), (x - 9, y), (x + 9, y)])
    out.append(path(pines, fill=GREEN_DARK, **_o(1.2)))
    birds = Path().M(40, 70).Q(46, 64, 52, 70).Q(58, 64, 64, 70).M(160, 50).Q(165, 45, 170, 50)
    birds.Q(175, 45, 180, 50)
    out.append(path(birds, fill="none", stroke=INK, stroke_width="1.6", stroke_linecap="round"))
    return out


def m8_boat(defs: list[str]) -> list[str]:
    """8: a sailing boat."""
    out = [backdrop(defs, "#bfe2fb", "#f2fbff"), sun_disc(44, 48, 16)]
    out.append(cloud(156, 64, 0.8))
    out.append(path(Path().M(100, 70).L(100, 226), stroke=INK, stroke_width="4"))
    out.append(polygon([(104, 74), (104, 212), (176, 212)], fill=WHITE, **_o(1.8)))
    out.append(polygon([(96, 92), (96, 212), (38, 212)], fill="#e05a4a", **_o(1.8)))
    out.append(polygon([(100, 56), (100, 70), (122, 63)], fill="#e05a4a", **_o(1.2)))
    hull = (
        Path()
        .M(24, 222)
        .L(184, 222)
        .C(176, 246, 160, 252, 140, 254)
        .L(62, 254)
        .C(44, 252, 32, 244, 24, 222)
        .Z()
    )
    out.append(path(hull, fill=BROWN, **_o(1.8)))
    out.append(path(Path().M(36, 232).L(174, 232), stroke=GOLD, stroke_width="3"))
    out.append(waves(250, 8, 52, "#3f8fc4"))
    out.append(waves(276, 7, 40, "#2f73a8"))
    gulls = Path().M(150, 110).Q(156, 104, 162, 110).Q(168, 104, 174, 110).M(170, 134).Q(174, 130, 178, 134)
    gulls.Q(182, 130, 186, 134)
    out.append(path(gulls, fill="none", stroke=INK, stroke_width="1.6", stroke_linecap="round"))
    return out


def m9_lighthouse(defs: list[str]) -> list[str]:
    """9: a lighthouse in the night."""
    out = [backdrop(defs, NIGHT, "#41558f"), starfield(9, 22, 170)]
    beams = (
        Path()
        .poly(clipped([(104, 92), (-4, 50), (-4, 128)]))
        .poly(clipped([(104, 92), (212, 60), (212, 136)]))
    )
    out.append(path(beams, fill="#ffe98a", fill_opacity="0.6"))
    # the tower, in bands
    top, base = 104.0, 260.0
    half_top, half_base = 18.0, 30.0
    bands = 5
    for i in range(bands):
        y0, y1 = top + (base - top) * i / bands, top + (base - top) * (i + 1) / bands
        w0 = half_top + (half_base - half_top) * i / bands
        w1 = half_top + (half_base - half_top) * (i + 1) / bands
        out.append(
            polygon(
                [(104 - w0, y0), (104 + w0, y0), (104 + w1, y1), (104 - w1, y1)],
                fill="#d8343f" if i % 2 == 0 else WHITE,
                **_o(1.5),
            )
        )
    out.append(rect(82, 98, 44, 8, 2, fill=INK))
    out.append(rect(90, 72, 28, 26, 3, fill=YELLOW, **_o(1.5)))
    out.append(path(Path().M(98, 72).L(98, 98).M(110, 72).L(110, 98), stroke=INK, stroke_width="1.5"))
    out.append(polygon([(86, 72), (104, 54), (122, 72)], fill="#d8343f", **_o(1.5)))
    out.append(rect(98, 180, 12, 20, 5, fill="#2b2f45"))
    rocks = Path().poly([(40, 262), (66, 248), (150, 246), (176, 264), (180, 280), (30, 280)])
    out.append(path(rocks, fill="#5b5a66", **_o(1.5)))
    out.append(waves(272, 6, 34, "#2f5f9a"))
    out.append(waves(292, 5, 28, "#23497c"))
    return out


def m10_wheel(defs: list[str]) -> list[str]:
    """10: the wheel."""
    out = [backdrop(defs, "#6a4a9c", "#b79bd8")]
    cx, cy = 104.0, 146.0
    rays = Path()
    for i in range(24):
        rays.poly(clipped([(cx, cy), polar(cx, cy, 220, i * 15 - 3), polar(cx, cy, 220, i * 15 + 3)]))
    out.append(path(rays, fill=WHITE, fill_opacity="0.12"))
    out.append(polygon([(cx - 8, cy), (cx + 8, cy), (cx + 30, 290), (cx - 30, 290)], fill=BROWN, **_o(1.6)))
    out.append(rect(cx - 50, 286, 100, 12, 3, fill=BROWN, **_o(1.6)))
    out.append(circle(cx, cy, 80, fill="none", stroke=INK, stroke_width="15"))
    out.append(circle(cx, cy, 80, fill="none", stroke=GOLD, stroke_width="11"))
    spokes = Path()
    for i in range(8):
        spokes.M(*polar(cx, cy, 14, i * 45)).L(*polar(cx, cy, 74, i * 45))
    out.append(path(spokes, stroke=INK, stroke_width="8", stroke_linecap="round"))
    out.append(path(spokes, stroke=GOLD, stroke_width="4.5", stroke_linecap="round"))
    studs = Path()
    for i in range(16):
        studs.ellipse(*polar(cx, cy, 80, i * 22.5 + 11.25), 2.6)
    out.append(path(studs, fill=GOLD_DARK))
    out.append(circle(cx, cy, 18, fill=GOLD, **_o(1.8)))
    out.append(circle(cx, cy, 7, fill="#d8343f", **_o(1.5)))
    handles = Path()
    for i in range(8):
        a = i * 45
        handles.ellipse(*polar(cx, cy, 94, a), 5.5)
    out.append(path(handles, fill=GOLD, **_o(1.4)))
    return out


def m11_windmill(defs: list[str]) -> list[str]:
    """11: a windmill."""
    out = [backdrop(defs, "#d8ecff", "#fbf6e4")]
    out.append(cloud(46, 60, 0.7))
    out.append(hill(250, "#8cc461", 40))
    fields = Path()
    for i in range(5):
        fields.M(0, 262 + i * 12).Q(104, 240 + i * 14, 208, 262 + i * 12)
    out.append(path(fields, fill="none", stroke="#6aa047", stroke_width="2"))
    out.append(polygon([(82, 252), (90, 140), (118, 140), (126, 252)], fill="#f3e6cf", **_o(1.8)))
    out.append(polygon([(84, 142), (104, 110), (124, 142)], fill="#c0503f", **_o(1.8)))
    out.append(
        path(Path().M(96, 252).L(96, 230).Q(104, 218, 112, 230).L(112, 252).Z(), fill=BROWN, **_o(1.5))
    )
    out.append(rect(98, 168, 12, 14, 2, fill="#5b7fae", **_o(1.2)))
    hub = (104.0, 128.0)
    for i in range(4):
        a = 35 + i * 90
        arm_end = polar(*hub, 96, a)
        sail = [
            polar(*hub, 24, a - 9),
            polar(*hub, 94, a - 5),
            polar(*hub, 94, a - 16),
            polar(*hub, 30, a - 24),
        ]
        out.append(polygon(sail, fill=WHITE, fill_opacity="0.9", **_o(1.4)))
        lattice = Path()
        for t in (40, 56, 72, 88):
            lattice.M(*polar(*hub, t, a - 2)).L(*polar(*hub, t + 2, a - 20))
        out.append(path(lattice, stroke=INK, stroke_width="1", fill="none"))
        out.append(path(Path().M(*hub).L(*arm_end), stroke=BROWN, stroke_width="5", stroke_linecap="round"))
    out.append(circle(*hub, 7, fill=BROWN, **_o(1.5)))
    return out


def m12_hourglass(defs: list[str]) -> list[str]:
    """12: an hourglass."""
    defs.append(radial_gradient("glow", [(0, "#fff8e6"), (1, "#e8cf9c")]))
    out = [rect(0, 0, PW, PH, fill="url(#glow)")]
    stars = Path()
    for i in range(12):
        stars.poly(star_points(*polar(104, 156, 92 if i % 2 else 84, i * 30), 5, 2, 4))
    out.append(path(stars, fill=GOLD_DARK))
    glass = (
        Path()
        .M(66, 62)
        .C(66, 110, 100, 136, 100, 156)
        .C(100, 176, 66, 202, 66, 250)
        .L(142, 250)
        .C(142, 202, 108, 176, 108, 156)
        .C(108, 136, 142, 110, 142, 62)
        .Z()
    )
    out.append(path(glass, fill="#e6f4fb", fill_opacity="0.9", **_o(1.8)))
    sand_top = (
        Path()
        .M(78, 104)
        .Q(104, 112, 130, 104)
        .C(122, 128, 104, 140, 104, 152)
        .C(104, 140, 86, 128, 78, 104)
        .Z()
    )
    out.append(path(sand_top, fill="#e2a94a", **_o(1.2)))
    out.append(path(Path().M(104, 150).L(104, 218), stroke="#e2a94a", stroke_width="2.5"))
    sand_bottom = Path().M(70, 248).Q(72, 224, 104, 212).Q(136, 224, 138, 248).Z()
    out.append(path(sand_bottom, fill="#e2a94a", **_o(1.2)))
    for y in (48, 250):
        out.append(rect(46, y, 116, 14, 5, fill=BROWN, **_o(1.8)))
    posts = Path().M(54, 62).L(54, 250).M(154, 62).L(154, 250)
    out.append(tube(posts, "#b07a45", 6))
    out.append(path(Path().ellipse(54, 156, 5).ellipse(154, 156, 5), fill=GOLD, **_o(1.2)))
    return out


def m13_candle(defs: list[str]) -> list[str]:
    """13: a candle in the dark."""
    defs.append(radial_gradient("halo", [(0, "#fff0b0"), (0.35, "#f3b95a"), (1, "#3a2a44")], cy=0.34, r=0.6))
    out = [rect(0, 0, PW, PH, fill="url(#halo)")]
    rings = Path().ellipse(104, 92, 44).ellipse(104, 92, 66)
    out.append(path(rings, fill="none", stroke="#fff3c4", stroke_width="2", stroke_opacity="0.6"))
    body = Path().M(80, 132).L(80, 250).L(128, 250).L(128, 132).Q(122, 126, 116, 132).L(116, 148)
    body.Q(112, 154, 108, 148).L(108, 132).Q(94, 124, 80, 132).Z()
    out.append(path(body, fill="#f7efd8", **_o(1.8)))
    out.append(path(Path().M(104, 132).L(104, 116), stroke=INK, stroke_width="2.5"))
    out.append(path(leaf((104, 120), (104, 60), 15), fill=ORANGE, **_o(1.5)))
    out.append(path(leaf((104, 118), (104, 84), 7), fill="#fff3a8"))
    dish = Path().M(44, 250).L(164, 250).Q(160, 272, 104, 274).Q(48, 272, 44, 250).Z()
    out.append(path(dish, fill=GOLD, **_o(1.8)))
    out.append(
        path(
            Path().M(164, 256).C(190, 250, 192, 282, 166, 272),
            fill="none",
            stroke=INK,
            stroke_width="8",
            stroke_linecap="round",
        )
    )
    out.append(
        path(
            Path().M(164, 256).C(190, 250, 192, 282, 166, 272),
            fill="none",
            stroke=GOLD,
            stroke_width="4.5",
            stroke_linecap="round",
        )
    )
    return out


def m14_anchor(defs: list[str]) -> list[str]:
    """14: an anchor and its rope."""
    out = [backdrop(defs, "#d7f0f2", "#6fb7c7")]
    bubbles = Path()
    for x, y, r in ((30, 90, 5), (38, 60, 3), (176, 200, 6), (168, 170, 4), (178, 140, 3)):
        bubbles.ellipse(x, y, r)
    out.append(path(bubbles, fill=WHITE, fill_opacity="0.7", **_o(1)))
    shank = Path().M(104, 72).L(104, 252)
    out.append(tube(shank, "#5b6b7d", 12))
    out.append(circle(104, 58, 16, fill="none", stroke=INK, stroke_width="11"))
    out.append(circle(104, 58, 16, fill="none", stroke="#5b6b7d", stroke_width="7"))
    out.append(tube(Path().M(66, 96).L(142, 96), "#5b6b7d", 10))
    out.append(path(Path().ellipse(60, 96, 7).ellipse(148, 96, 7), fill="#5b6b7d", **_o(1.5)))
    arms = Path().M(44, 206).Q(54, 262, 104, 262).Q(154, 262, 164, 206)
    out.append(tube(arms, "#5b6b7d", 12))
    flukes = Path().poly([(44, 188), (30, 222), (58, 214)]).poly([(164, 188), (178, 222), (150, 214)])
    out.append(path(flukes, fill="#5b6b7d", **_o(1.5)))
    rope = Path().M(118, 48).C(160, 60, 150, 120, 104, 128).C(60, 136, 56, 180, 104, 186)
    rope.C(150, 192, 150, 232, 120, 250)
    out.append(tube(rope, "#d9b27a", 6))
    out.append(
        path(
            Path().M(36, 290).Q(104, 270, 172, 290).L(172, 312).L(36, 312).Z(),
            fill="#e6d39c",
            fill_opacity="0.8",
        )
    )
    out.append(path(Path().ellipse(72, 292, 6, 4).ellipse(142, 296, 8, 5), fill="#f4a6b6", **_o(1)))
    return out


def m15_castle(defs: list[str]) -> list[str]:
    """15: a castle on a hill."""
    out = [backdrop(defs, "#dfeaff", "#fff6e2"), cloud(160, 54, 0.6)]
    out.append(hill(240, "#7cb35a", 40))

    stone = "#d9cdb5"
    out.append(rect(56, 150, 96, 110, fill=stone, **_o(1.8)))
    wall = Path().poly(
        [
            (56, 150),
            (56, 138),
            (68, 138),
            (68, 146),
            (80, 146),
            (80, 138),
            (92, 138),
            (92, 146),
            (104, 146),
            (104, 138),
            (116, 138),
            (116, 146),
            (128, 146),
            (128, 138),
            (140, 138),
            (140, 146),
            (152, 146),
            (152, 138),
            (152, 150),
        ]
    )
    out.append(path(wall, fill=stone, **_o(1.5)))
    for x in (24.0, 150.0):
        out.append(rect(x, 120, 34, 140, fill=stone, **_o(1.8)))
        out.append(polygon([(x - 6, 122), (x + 17, 70), (x + 40, 122)], fill="#c0503f", **_o(1.8)))
        out.append(path(Path().M(x + 17, 70).L(x + 17, 46), stroke=INK, stroke_width="2"))
        out.append(polygon([(x + 18, 46), (x + 36, 52), (x + 18, 58)], fill="#3a6fc0", **_o(1)))
        out.append(
            path(
                Path().M(x + 11, 168).L(x + 11, 156).Q(x + 17, 148, x + 23, 156).L(x + 23, 168).Z(),
                fill="#2b2f45",
            )
        )
    out.append(rect(86, 96, 36, 54, fill=stone, **_o(1.8)))
    out.append(polygon([(80, 98), (104, 56), (128, 98)], fill="#c0503f", **_o(1.8)))
    out.append(
        path(Path().M(92, 260).L(92, 222).Q(104, 204, 116, 222).L(116, 260).Z(), fill="#5a3a22", **_o(1.5))
    )
    out.append(path(Path().M(98, 130).L(98, 118).Q(104, 110, 110, 118).L(110, 130).Z(), fill="#2b2f45"))
    bricks = Path()
    for y in (176, 196, 216, 236):
        bricks.M(60, y).L(148, y)
    out.append(path(bricks, stroke="#b8a98c", stroke_width="1.2"))
    return out


def m16_tower(defs: list[str]) -> list[str]:
    """16: the tower struck by lightning."""
    out = [backdrop(defs, "#2e3150", "#6f6a88")]
    out.append(cloud(40, 40, 1.0, "#4b4e6a"))
    out.append(cloud(170, 30, 1.1, "#4b4e6a"))
    out.append(hill(270, "#4d6b47", 20))
    out.append(polygon([(70, 270), (76, 110), (132, 110), (138, 270)], fill="#b9ad96", **_o(1.8)))
    rows = Path()
    for y in range(126, 268, 18):
        rows.M(74, y).L(134, y)
    out.append(path(rows, stroke="#958a74", stroke_width="1.3"))
    out.append(path(Path().M(94, 270).L(94, 240).Q(104, 226, 114, 240).L(114, 270).Z(), fill="#2b2233"))
    windows = Path()
    for x, y in ((88, 150), (120, 150), (104, 196)):
        windows.M(x - 6, y + 14).L(x - 6, y).Q(x, y - 8, x + 6, y).L(x + 6, y + 14).Z()
    out.append(path(windows, fill="#f6a13a", **_o(1.2)))
    flames = Path()
    for x, y in ((88, 150), (120, 150)):
        flames.extend(leaf((x, y + 2), (x - 4, y - 22), 6))
    out.append(path(flames, fill=ORANGE, **_o(1)))
    # the crown of the tower, knocked off
    crown = [
        (66, 108),
        (66, 86),
        (76, 86),
        (76, 96),
        (88, 96),
        (88, 86),
        (100, 86),
        (100, 96),
        (112, 96),
        (112, 86),
        (124, 86),
        (124, 96),
        (136, 96),
        (136, 86),
        (146, 86),
        (146, 108),
    ]
    out.append(polygon(crown, fill="#b9ad96", transform="rotate(-24 106 98) translate(-14 -26)", **_o(1.8)))
    bolt = Path().M(196, 0).L(150, 50).L(176, 54).L(124, 104)
    out.append(path(bolt, fill="none", stroke=INK, stroke_width="13", stroke_linejoin="miter"))
    out.append(polygon([(132, 94), (118, 126), (116, 100)], fill="#ffe14d", **_o(1.6)))
    out.append(path(bolt, fill="none", stroke="#ffe14d", stroke_width="9", stroke_linejoin="miter"))
    bricks = Path()
    for x, y, a in ((40, 150, 20), (160, 160, -30), (50, 210, 50), (170, 230, 10), (30, 110, -15)):
        c, s = math.cos(math.radians(a)), math.sin(math.radians(a))
        pts = [(x + dx * c - dy * s, y + dx * s + dy * c) for dx, dy in ((-8, -4), (8, -4), (8, 4), (-8, 4))]
        bricks.poly(pts)
    out.append(path(bricks, fill="#b9ad96", **_o(1.2)))
    return out


def m17_star(defs: list[str]) -> list[str]:
    """17: the star over still water."""
    out = [backdrop(defs, "#111a44", "#3b4f8f")]
    out.append(starfield(17, 18, 210, avoid=(104, 110), radius=70))
    cx, cy = 104.0, 110.0
    out.append(polygon(star_points(cx, cy, 68, 24, 8), fill=GOLD, **_o(1.8)))
    out.append(polygon(star_points(cx, cy, 40, 16, 8, 22.5), fill="#fff1a0", **_o(1.2)))
    small = Path()
    for i in range(7):
        x, y = polar(cx, cy, 86, -90 + i * 30)
        small.poly(star_points(x, y, 9, 3.6, 5))
    out.append(path(small, fill="#fff1a0", **_o(1)))
    out.append(waves(236, 4, 36, "#2a3f7a"))
    glints = Path()
    for i, w in enumerate((34, 26, 20, 14, 10)):
        y = 250 + i * 12
        glints.M(cx - w, y).L(cx + w, y)
    out.append(path(glints, stroke=GOLD, stroke_width="3", stroke_linecap="round"))
    return out


def m18_moon(defs: list[str]) -> list[str]:
    """18: the crescent moon, clouds and drops of dew."""
    out = [backdrop(defs, "#1a2350", "#4a5a98")]
    out.append(starfield(18, 16, 240, avoid=(100, 118), radius=78))
    big_r, d, small_r = 66.0, 34.0, 58.0
    x = (d * d + big_r * big_r - small_r * small_r) / (2 * d)
    y = math.sqrt(big_r * big_r - x * x)
    crescent = Path().M(x, -y).A(big_r, big_r, 0, 1, 0, x, y).A(small_r, small_r, 0, 1, 1, x, -y).Z()
    out.append(path(crescent, fill="#f7e58a", transform="translate(104 124) rotate(-20)", **_o(2)))
    face = Path().M(-46, -6).Q(-40, -10, -34, -6).M(-42, 22).Q(-36, 26, -30, 20)
    out.append(
        path(
            face,
            fill="none",
            stroke=INK,
            stroke_width="1.8",
            stroke_linecap="round",
            transform="translate(104 124) rotate(-20)",
        )
    )
    towers = Path()
    for x in (34.0, 150.0):
        towers.poly(
            [
                (x, 262),
                (x, 214),
                (x + 4, 214),
                (x + 4, 208),
                (x + 10, 208),
                (x + 10, 214),
                (x + 14, 214),
                (x + 14, 208),
                (x + 20, 208),
                (x + 20, 214),
                (x + 24, 214),
                (x + 24, 262),
            ]
        )
    out.append(hill(254, "#27325f", 14))
    out.append(path(towers, fill="#2a3468", **_o(1.4), transform="translate(0 -6)"))
    out.append(path(Path().ellipse(46, 226, 3, 5).ellipse(162, 226, 3, 5), fill="#f4c34a"))
    out.append(cloud(50, 60, 0.7, "#c9d2f0"))
    out.append(cloud(168, 190, 0.8, "#c9d2f0"))
    out.append(waves(276, 5, 44, "#2e4780"))
    return out


def m19_sun(defs: list[str]) -> list[str]:
    """19: the sun."""
    out = [backdrop(defs, "#ffe07a", "#fff6d8")]
    cx, cy = 104.0, 136.0
    rays = Path()
    for i in range(16):
        a = i * 22.5
        if i % 2 == 0:
            rays.poly([polar(cx, cy, 52, a - 8), polar(cx, cy, 100, a), polar(cx, cy, 52, a + 8)])
        else:
            p0, p1 = polar(cx, cy, 54, a - 6), polar(cx, cy, 54, a + 6)
            m1, m2 = polar(cx, cy, 70, a + 6), polar(cx, cy, 80, a - 6)
            tip = polar(cx, cy, 90, a)
            rays.M(*p0).Q(*m1, *tip).Q(*m2, *p1).Z()
    out.append(path(rays, fill=ORANGE, **_o(1.5)))
    out.append(circle(cx, cy, 56, fill=YELLOW, **_o(2)))
    face = Path().M(82, 126).Q(90, 118, 98, 126).M(110, 126).Q(118, 118, 126, 126)
    face.M(88, 152).Q(104, 166, 120, 152)
    out.append(path(face, fill="none", stroke=INK, stroke_width="2.6", stroke_linecap="round"))
    out.append(path(Path().ellipse(84, 142, 7, 4).ellipse(124, 142, 7, 4), fill="#f39a5a"))
    out.append(path(Path().M(104, 128).Q(108, 140, 102, 142), fill="none", stroke=INK, stroke_width="1.8"))
    out.append(hill(262, "#8cc461", 16))
    for x, y, r in ((36.0, 258.0, 17.0), (104.0, 272.0, 14.0), (172.0, 256.0, 18.0)):
        out.append(tube(Path().M(x, PH).Q(x - 6, (y + PH) / 2, x, y), GREEN, 4))
        out.append(path(leaf((x - 2, y + 26), (x - 18, y + 16), 5), fill=GREEN, **_o(1)))
        petals = Path()
        for k in range(12):
            a = k * 30
            petals.extend(leaf(polar(x, y, r * 0.4, a), polar(x, y, r, a), r * 0.16))
        out.append(path(petals, fill=YELLOW, **_o(1)))
        out.append(circle(x, y, r * 0.45, fill="#8a5a32", **_o(1.2)))
    return out


def m20_planet(defs: list[str]) -> list[str]:
    """20: a ringed planet, its moons and a comet."""
    out = [backdrop(defs, "#0d1431", "#2f2f6e"), starfield(20, 26, 300)]
    defs.append(linear_gradient("tail", [(0, "#ffffff"), (1, "#2f2f6e")], 0, 0, 1, 1))
    tail = Path().M(44, 48).C(90, 60, 150, 90, 200, 128).C(150, 100, 90, 80, 40, 60).Z()
    out.append(path(tail, fill="url(#tail)", fill_opacity="0.8"))
    out.append(circle(42, 54, 8, fill="#fdf6d8", **_o(1.2)))
    cx, cy = 104.0, 176.0
    ring = "rotate(-18 104 176)"
    back = Path().M(cx - 78, cy).A(78, 22, 0, 0, 1, cx + 78, cy)
    inner = Path().M(cx - 62, cy).A(62, 15, 0, 0, 1, cx + 62, cy)
    out.append(path(back, fill="none", stroke="#e8c27a", stroke_width="8", transform=ring))
    out.append(path(inner, fill="none", stroke="#b98c4a", stroke_width="3", transform=ring))
    defs.append(linear_gradient("globe", [(0, "#f3c36a"), (1, "#c0682f")]))
    out.append(circle(cx, cy, 48, fill="url(#globe)", **_o(2)))
    bands = Path().M(62, 160).Q(104, 150, 146, 160).M(58, 184).Q(104, 174, 150, 184).M(66, 204)
    bands.Q(104, 196, 142, 204)
    out.append(
        path(
            bands,
            fill="none",
            stroke="#b35a2a",
            stroke_width="4",
            stroke_opacity="0.6",
            transform="rotate(-18 104 176)",
        )
    )
    front = Path().M(cx - 78, cy).A(78, 22, 0, 0, 0, cx + 78, cy)
    front_in = Path().M(cx - 62, cy).A(62, 15, 0, 0, 0, cx + 62, cy)
    out.append(path(front, fill="none", stroke=INK, stroke_width="11", transform=ring))
    out.append(path(front, fill="none", stroke="#e8c27a", stroke_width="8", transform=ring))
    out.append(path(front_in, fill="none", stroke="#b98c4a", stroke_width="3", transform=ring))
    out.append(circle(170, 258, 12, fill="#9ab8e8", **_o(1.5)))
    out.append(circle(36, 250, 7, fill="#e0a0b8", **_o(1.2)))
    return out


def m21_world(defs: list[str]) -> list[str]:
    """21, le Monde: the world in a laurel wreath, the four suits at the corners."""
    defs.append(radial_gradient("sea", [(0, "#7cc0ee"), (1, "#2a6fb0")], 0.4, 0.35, 0.7))
    out = [backdrop(defs, "#fbf3dc", "#efe0bb")]
    cx, cy = 104.0, 156.0
    # the wreath: a branch up each side from a bow at the bottom
    leaves = Path()
    stems = Path()
    rx, ry = 84.0, 120.0
    for side in (-1, 1):
        for i in range(16):
            t = math.radians(-80 + i * 10)
            x, y = cx + side * rx * math.cos(t), cy - ry * math.sin(t)
            if i == 0:
                stems.M(cx, cy + ry).L(x, y)
            else:
                stems.L(x, y)
            t2 = math.radians(-80 + i * 10 + 8)
            outer = cx + side * (rx + 13) * math.cos(t2), cy - (ry + 13) * math.sin(t2)
            inner = cx + side * (rx - 13) * math.cos(t2), cy - (ry - 13) * math.sin(t2)
            leaves.extend(leaf((x, y), outer, 5)).extend(leaf((x, y), inner, 5))
    out.append(path(stems, fill="none", stroke=GREEN_DARK, stroke_width="2.5"))
    out.append(path(leaves, fill=GREEN, **_o(1)))
    bow = Path().M(cx, cy + ry).C(cx - 30, cy + ry - 20, cx - 34, cy + ry + 14, cx, cy + ry)
    bow.C(cx + 30, cy + ry - 20, cx + 34, cy + ry + 14, cx, cy + ry).Z()
    out.append(path(bow, fill=RED, **_o(1.4)))
    out.append(
        path(
            Path()
            .M(cx - 3, cy + ry)
            .L(cx - 16, cy + ry + 26)
            .L(cx - 6, cy + ry + 24)
            .Z()
            .M(cx + 3, cy + ry)
            .L(cx + 16, cy + ry + 26)
            .L(cx + 6, cy + ry + 24)
            .Z(),
            fill=RED,
            **_o(1.2),
        )
    )
    # the globe
    r = 58.0
    out.append(circle(cx, cy, r, fill="url(#sea)", **_o(2)))
    land = Path()
    land.M(cx - 40, cy - 30).C(cx - 20, cy - 50, cx + 4, cy - 36, cx - 4, cy - 20).C(
        cx - 14, cy - 6, cx - 6, cy + 10, cx - 20, cy + 22
    )
    land.C(cx - 32, cy + 30, cx - 40, cy + 6, cx - 50, cy - 4).C(
        cx - 54, cy - 14, cx - 48, cy - 24, cx - 40, cy - 30
    ).Z()
    land.M(cx + 14, cy - 44).C(cx + 34, cy - 50, cx + 52, cy - 30, cx + 46, cy - 14).C(
        cx + 40, cy, cx + 50, cy + 16, cx + 34, cy + 30
    )
    land.C(cx + 22, cy + 40, cx + 14, cy + 20, cx + 18, cy + 6).C(
        cx + 22, cy - 8, cx + 6, cy - 22, cx + 14, cy - 44
    ).Z()
    land.M(cx - 10, cy + 40).C(cx, cy + 34, cx + 10, cy + 42, cx + 4, cy + 50).C(
        cx - 4, cy + 54, cx - 14, cy + 48, cx - 10, cy + 40
    ).Z()
    out.append(path(land, fill="#6fb85a", **_o(1.3)))
    grid = Path()
    for k in (0.35, 0.75):
        grid.ellipse(cx, cy, r * k, r)
    grid.M(cx, cy - r).L(cx, cy + r)
    for frac in (-0.5, 0.0, 0.5):
        y = cy + frac * r
        half = math.sqrt(r * r - (y - cy) ** 2)
        grid.M(cx - half, y).L(cx + half, y)
    out.append(path(grid, fill="none", stroke=WHITE, stroke_width="1.2", stroke_opacity="0.7"))
    out.append(
        path(
            Path().M(cx - 40, cy - 34).Q(cx - 24, cy - 50, cx - 4, cy - 54),
            fill="none",
            stroke=WHITE,
            stroke_width="4",
            stroke_linecap="round",
            stroke_opacity="0.6",
        )
    )
    # the four suits at the corners
    for suit, (x, y) in zip(
        "SHDC", ((22, 22), (PW - 22, 22), (22, PH - 22), (PW - 22, PH - 22)), strict=True
    ):
        out.append(circle(x, y, 16, fill=WHITE, **_o(1.5)))
        out.append(pip(suit, x, y, 19))
    for suit in "SHDC":
        defs.append(suit_def(suit))
    return out


MOTIFS: list[Motif] = [
    m1_sprout,
    m2_daisy,
    m3_butterfly,
    m4_fish,
    m5_swallows,
    m6_tree,
    m7_mountains,
    m8_boat,
    m9_lighthouse,
    m10_wheel,
    m11_windmill,
    m12_hourglass,
    m13_candle,
    m14_anchor,
    m15_castle,
    m16_tower,
    m17_star,
    m18_moon,
    m19_sun,
    m20_planet,
    m21_world,
]


def _corners(shape: Shape, sign: str) -> list[str]:
    """``sign`` (already drawn at the top left and top right) turned for the bottom corners too."""
    return [sign, group([sign], transform=rotate180(shape.cx, shape.cy))]


def numerals(shape: Shape, n: int) -> list[str]:
    """The trump's number, large, in the four corners."""
    text = str(n)
    squeeze = 0.86 if n >= 10 else 1.0
    top = 12.0
    items = []
    for cx in (42.0, shape.w - 42.0):
        items.append(text_strokes(text, cx, top, NUMERAL_HEIGHT, INK, NUMERAL_WEIGHT, 0.1, squeeze))
    return _corners(shape, "".join(items))


def _panel(body: list[str], frame: str = INK) -> list[str]:
    inner = group(body, transform=f"translate({num(PX)} {num(PY)})")
    border = rect(PX, PY, PW, PH, fill="none", stroke=frame, stroke_width="2.5")
    return [inner, border]


def trump(shape: Shape, n: int) -> str:
    """The SVG of trump ``n`` (1..21)."""
    defs: list[str] = []
    picture = MOTIFS[n - 1](defs)
    body = numerals(shape, n) + _ribbon(shape) + _panel(picture)
    name = "le Petit" if n == 1 else ("le Monde" if n == 21 else f"l'atout {n}")
    return document(shape, f"Atout {n} ({name})", defs, body)


def _ribbon(shape: Shape) -> list[str]:
    """Three small gold stars between the numerals, at the top and the bottom."""
    dots = Path()
    for i in range(3):
        dots.poly(star_points(shape.cx + (i - 1) * 14, 36, 5, 2, 4))
    return _corners(shape, path(dots, fill=GOLD_DARK))


# --- the Excuse ------------------------------------------------------------------------------------


def excuse(shape: Shape) -> str:
    """The Excuse: a jester with his bauble, a star in the corners."""
    defs: list[str] = [linear_gradient("sky", [(0, "#f8e6f0"), (1, "#e6e1f7")])]
    out = [rect(0, 0, PW, PH, fill="url(#sky)")]
    # harlequin diamonds in the background
    tiles = Path()
    for row in range(-1, 14):
        for col in range(-1, 9):
            if (row + col) % 2:
                continue
            x, y = col * 26 + (13 if row % 2 else 0), row * 26
            piece = clipped([(x, y - 13), (x + 13, y), (x, y + 13), (x - 13, y)])
            if len(piece) > 2:
                tiles.poly(piece)
    out.append(path(tiles, fill="#d9cdea", fill_opacity="0.55"))
    cx, hy = 104.0, 118.0
    # body: a tunic of lozenges
    body = (
        Path().M(24, PH).L(28, 236).C(30, 206, 60, 192, 80, 188).L(128, 188).C(148, 192, 178, 206, 180, 236)
    )
    body.L(184, PH).Z()
    out.append(path(body, fill="#f2c84b", **_o(1.8)))
    lozenges = Path()
    for row in range(5):
        for col in range(-3, 4):
            x, y = cx + col * 28 + (14 if row % 2 else 0), 204 + row * 24
            if (col + row) % 2 == 0 and 34 < x < 174:
                lozenges.poly([(x, y - 12), (x + 14, y), (x, y + 12), (x - 14, y)])
    out.append(path(lozenges, fill=RED, **_o(1)))
    out.append(path(Path().M(cx, 190).L(cx, PH), stroke=INK, stroke_width="1.5"))
    # ruff collar
    ruff = Path()
    points = 14
    for i in range(points + 1):
        t = i / points
        x = 56 + t * 96
        y = 190 + (12 if i % 2 else -2) + 10 * math.sin(math.pi * t)
        if i == 0:
            ruff.M(x, y)
        else:
            ruff.L(x, y)
    ruff.L(152, 176).Q(cx, 194, 56, 176).Z()
    out.append(path(ruff, fill=WHITE, **_o(1.5)))
    # the head
    out.append(rect(cx - 9, hy + 30, 18, 20, fill=SKIN, **_o(1.5)))
    out.append(ellipse(cx, hy, 30, 35, fill=SKIN, **_o(1.8)))
    out.append(path(Path().ellipse(cx - 16, hy + 12, 6, 4).ellipse(cx + 16, hy + 12, 6, 4), fill="#eea99a"))
    eyes = (
        Path()
        .M(cx - 17, hy - 2)
        .Q(cx - 11, hy - 8, cx - 5, hy - 2)
        .M(cx + 5, hy - 2)
        .Q(cx + 11, hy - 8, cx + 17, hy - 2)
    )
    out.append(path(eyes, fill="none", stroke=INK, stroke_width="2.4", stroke_linecap="round"))
    out.append(
        path(Path().M(cx, hy - 2).Q(cx + 6, hy + 8, cx, hy + 10), fill="none", stroke=INK, stroke_width="1.8")
    )
    smile = Path().M(cx - 16, hy + 16).Q(cx, hy + 32, cx + 16, hy + 16).Q(cx, hy + 24, cx - 16, hy + 16).Z()
    out.append(path(smile, fill="#b8283a", **_o(1.5)))
    out.append(path(Path().ellipse(cx - 11, hy - 14, 3, 1.5).ellipse(cx + 11, hy - 14, 3, 1.5), fill=INK))
    # the cap: three floppy points with bells
    band = (
        Path()
        .M(cx - 34, hy - 14)
        .Q(cx, hy - 30, cx + 34, hy - 14)
        .L(cx + 32, hy - 24)
        .Q(cx, hy - 40, cx - 32, hy - 24)
        .Z()
    )
    left = (
        Path()
        .M(cx - 32, hy - 24)
        .C(cx - 50, hy - 50, cx - 80, hy - 60, cx - 86, hy - 20)
        .C(cx - 70, hy - 40, cx - 50, hy - 34, cx - 16, hy - 34)
        .Z()
    )
    right = (
        Path()
        .M(cx + 32, hy - 24)
        .C(cx + 50, hy - 50, cx + 80, hy - 60, cx + 86, hy - 20)
        .C(cx + 70, hy - 40, cx + 50, hy - 34, cx + 16, hy - 34)
        .Z()
    )
    middle = (
        Path()
        .M(cx - 18, hy - 34)
        .C(cx - 20, hy - 70, cx + 10, hy - 90, cx + 30, hy - 96)
        .C(cx + 14, hy - 80, cx + 12, hy - 60, cx + 18, hy - 34)
        .Z()
    )
    out.append(path(left, fill=RED, **_o(1.8)))
    out.append(path(right, fill="#2c56a0", **_o(1.8)))
    out.append(path(middle, fill="#2f7d52", **_o(1.8)))
    out.append(path(band, fill=GOLD, **_o(1.8)))
    bells = Path().ellipse(cx - 86, hy - 16, 7).ellipse(cx + 86, hy - 16, 7).ellipse(cx + 32, hy - 98, 7)
    out.append(path(bells, fill=GOLD, **_o(1.5)))
    slots = Path().M(cx - 90, hy - 14).L(cx - 82, hy - 14).M(cx + 82, hy - 14).L(cx + 90, hy - 14)
    slots.M(cx + 28, hy - 96).L(cx + 36, hy - 96)
    out.append(path(slots, stroke=INK, stroke_width="1.5"))
    # the bauble (marotte) in his hand
    stick = Path().M(170, 300).L(174, 214)
    out.append(tube(stick, BROWN, 5))
    out.append(circle(174, 204, 13, fill=SKIN, **_o(1.5)))
    out.append(polygon([(160, 200), (174, 176), (188, 200)], fill=RED, **_o(1.5)))
    out.append(circle(174, 174, 4, fill=GOLD, **_o(1)))
    out.append(path(Path().M(168, 208).Q(174, 214, 180, 208), fill="none", stroke=INK, stroke_width="1.5"))
    out.append(circle(170, 268, 8, fill=SKIN, **_o(1.5)))
    # stars in the four corners, where the trumps have their numbers
    star = "".join(polygon(star_points(x, 35, 20, 8, 5), fill=INK) for x in (42.0, shape.w - 42.0))
    body_svg = _corners(shape, star) + _panel(out)
    return document(shape, "L'Excuse", defs, body_svg)


__all__ = ["MOTIFS", "excuse", "trump"]
