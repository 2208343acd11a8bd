#!/usr/bin/env python3
"""Contact sheets of the card art, to look at it: PNGs of faces on felt, drawn by atout.app.cardart.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/cardart/contact_sheet.py [--out /tmp/cardart]

Writes, for 60 and 250 logical pixels wide (and a 2x sheet at 60): the 78 Tarot faces and the
backs, and the French cards (A K Q J and pips) of La Carotte and Le Rough. Needs PySide6.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "desktop"))

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from atout.app.cardart import CardArt  # noqa: E402

SUITS = "SHDC"
TAROT_ROWS = [
    *[
        [f"{r}{s}" for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]]
        for s in SUITS
    ],
    [f"T{n}" for n in range(1, 12)],
    [*(f"T{n}" for n in range(12, 22)), "EX", "back", "back-red"],
]
FRENCH_ROWS = [
    [f"{r}{s}" for r in ["A", "K", "Q", "J", "10", "9", "8", "7", "5"]] + (["back", "back-red"][i : i + 1])
    for i, s in enumerate(SUITS)
]


def sheet(
    art: CardArt,
    rows: list[list[str]],
    width: float,
    dpr: float,
    out: Path,
    *,
    dimmed: set[str] | None = None,
) -> Path:
    """Draw ``rows`` of faces ``width`` logical pixels wide on green felt into ``out``."""
    gap = max(6.0, width * 0.08)
    height = art.logical_height(width)
    columns = max(len(r) for r in rows)
    w = gap + columns * (width + gap)
    h = gap + len(rows) * (height + gap)
    image = QImage(round(w * dpr), round(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#1f5d3a"))
    pixmaps = []
    for row in rows:
        line = []
        for name in row:
            if name.startswith("back"):
                line.append(art.back(width, dpr, colour="red" if name.endswith("red") else "blue"))
            else:
                line.append(art.face(name, width, dpr, dimmed=name in (dimmed or set())))
        pixmaps.append(line)
    painter = QPainter(image)
    for i, line in enumerate(pixmaps):
        for j, pixmap in enumerate(line):
            painter.drawPixmap(QPointF(gap + j * (width + gap), gap + i * (height + gap)), pixmap)
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    """Write the contact sheets; print their paths."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/cardart"))
    parser.add_argument("--cards", type=Path, default=None, help="the card art folder")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    tarot = CardArt("tarot", directory=args.cards)
    french = CardArt("french", directory=args.cards)
    made = [
        sheet(tarot, TAROT_ROWS, 60, 1, args.out / "tarot-60.png", dimmed={"T12"}),
        sheet(tarot, TAROT_ROWS, 60, 2, args.out / "tarot-60@2x.png"),
        sheet(tarot, TAROT_ROWS[:4], 250, 1, args.out / "tarot-suits-250.png"),
        sheet(tarot, [TAROT_ROWS[4], TAROT_ROWS[5]], 250, 1, args.out / "tarot-trumps-250.png"),
        sheet(french, FRENCH_ROWS, 60, 1, args.out / "french-60.png", dimmed={"7C"}),
        sheet(french, FRENCH_ROWS, 250, 1, args.out / "french-250.png"),
    ]
    for path in made:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
