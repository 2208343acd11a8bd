#!/usr/bin/env python3
"""Write Atout's card art: one SVG per face and the backs, drawn from geometry in this folder.

    python tools/cardart/make_cards.py [--out DIR] [--indices fr|en]

Writes ``DIR/french/`` (the 63 x 88 mm cards of La Carotte and Le Rough: A K Q J 10 9 8 7 5 of
each suit) and ``DIR/tarot/`` (the 60 x 113 mm Tarot cards: K Q N J 10..1 of each suit, T1..T21,
EX), each with ``back.svg`` (blue) and ``back-red.svg``. File names are the card notation of the
design (``AS.svg``, ``10H.svg``, ``NC.svg``, ``T21.svg``, ``EX.svg``). ``DIR`` defaults to the
checkout's ``resources/cards``. Pure standard library; the output is the same on every run.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from faces import FRENCH, INDEX_LETTERS, TAROT, Shape, back, suit_card  # noqa: E402
from trumps import excuse, trump  # noqa: E402

SUITS = "SHDC"
FRENCH_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "5")
TAROT_RANKS = ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1")

README = """\
# Atout card art

Every file here is Atout's own work: drawn from geometry in code by `tools/cardart/make_cards.py`
(suit signs, the letters and digits of the indices, the court figures, the 21 trump pictures, the
Excuse and the backs). Nothing was copied or traced from other card art or fonts. The files are
covered by the project's licence (GPL-3.0-or-later).

- `french/`: the cards of La Carotte and Le Rough, 240 x 335 units (63 x 88 mm).
- `tarot/`: the Tarot cards, 240 x 452 units (60 x 113 mm).

File names are the card notation (`AS.svg`, `10H.svg`, `NC.svg`, `T21.svg`, `EX.svg`); each folder
has `back.svg` (blue) and `back-red.svg`. The SVGs are SVG Tiny 1.2 as Qt's QSvgRenderer reads
them: no text (the indices are strokes), no filters, masks or embedded images.

Do not edit the SVGs by hand; change the generator and run, from the repository root:

    python3 tools/cardart/make_cards.py            # or: --out DIR, --indices en for K Q N J

The corner letters are French by default (R Roi, D Dame, C Cavalier, V Valet).
"""


def faces(indices: str = "fr") -> dict[str, str]:
    """Every file to write, relative path -> SVG text."""
    letters = INDEX_LETTERS[indices]
    out: dict[str, str] = {}
    shape: Shape
    for shape, ranks in ((FRENCH, FRENCH_RANKS), (TAROT, TAROT_RANKS)):
        for suit in SUITS:
            for rank in ranks:
                out[f"{shape.name}/{rank}{suit}.svg"] = suit_card(shape, rank, suit, letters)
        out[f"{shape.name}/back.svg"] = back(shape, "blue")
        out[f"{shape.name}/back-red.svg"] = back(shape, "red")
    for n in range(1, 22):
        out[f"tarot/T{n}.svg"] = trump(TAROT, n)
    out["tarot/EX.svg"] = excuse(TAROT)
    out["README.md"] = README
    return out


def write(out_dir: Path, indices: str = "fr") -> list[Path]:
    """Write every face under ``out_dir``; returns the files written."""
    written = []
    for relative, text in faces(indices).items():
        target = out_dir / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        data = text.encode("utf-8")
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    """The command line: see the module's docstring."""
    parser = argparse.ArgumentParser(description="Write Atout's card art (SVG).")
    parser.add_argument(
        "--out",
        type=Path,
        default=HERE.parent.parent / "resources" / "cards",
        help="output folder (default: resources/cards of this checkout)",
    )
    parser.add_argument(
        "--indices",
        choices=sorted(INDEX_LETTERS),
        default="fr",
        help="corner letters: fr (R D C V, the default) or en (K Q N J)",
    )
    args = parser.parse_args(argv)
    files = write(args.out, args.indices)
    total = sum(f.stat().st_size for f in files)
    print(f"{len(files)} files, {total} bytes, in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
