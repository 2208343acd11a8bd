"""The figures of a screened run read back from its board lines, pooled over files and stretches.

A long ``arena --screened --boards-out FILE`` run is carried on across sessions with
``--first-board K``: each stretch prints figures for its own boards only. This tool reads the
board lines themselves (one file per seed) and gives the figures of all of them together:

    python -m atout.ai.boards --seats expert,hard,expert,hard FILE [FILE ...]

It prints one JSON object: per file, the boards read, the first and last, the numbers missing
and the lines cut; pooled over every board, each level's mean per board with its 95% CI, the
paired difference of each two levels, how often each level took and made its contracts, and the
difference split by who took (the same hand in both seatings, one level only, other hands,
nobody); the same figures file by file under ``"files"``.

A board appearing twice in a file counts once when its lines are the same, and is an error when
they differ. A last line cut short (the run stopped as it wrote) is left out and counted.

>>> lines = [{"board": 0, "scores": {"a": 6.0, "b": -6.0}, "declarers": [None, None]},
...          {"board": 1, "scores": {"a": -2.0, "b": 2.0}, "declarers": [None, None]}]
>>> pooled = pool([lines], ["a", "b", "a", "b"])
>>> pooled["boards"], pooled["differences"]["a - b"]["mean"]
(2, 4.0)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from atout.ai.arena import mean_ci95

__all__ = ["BoardFileError", "pool", "read_board_file"]

Line = dict[str, Any]


class BoardFileError(ValueError):
    """A board file that cannot be pooled: not board lines, or one board with two outcomes."""


def read_board_file(path: Path) -> tuple[list[Line], int]:
    """The board lines of ``path``, each board once, in board order, and the count of lines cut
    short (only the last line may be: a run stopped as it wrote)."""
    text = path.read_text(encoding="utf-8")
    rows = text.split("\n")
    if rows and rows[-1] == "":
        rows.pop()
    boards: dict[int, Line] = {}
    cut = 0
    for number, row in enumerate(rows, start=1):
        try:
            line = json.loads(row)
        except ValueError:
            if number == len(rows):
                cut += 1
                continue
            raise BoardFileError(f"{path}: line {number} is not JSON") from None
        if not isinstance(line, dict) or type(line.get("board")) is not int:
            raise BoardFileError(f"{path}: line {number} is not a board line")
        figures = line.get("chips", line.get("scores"))
        if not isinstance(figures, dict) or not isinstance(line.get("declarers"), list):
            raise BoardFileError(f"{path}: line {number} has no scores or chips, or no declarers")
        board = line["board"]
        if board in boards and boards[board] != line:
            raise BoardFileError(f"{path}: board {board} appears twice with different outcomes")
        boards[board] = line
    return [boards[board] for board in sorted(boards)], cut


def pool(files: Sequence[Sequence[Line]], seats: Sequence[str]) -> dict[str, object]:
    """The figures of the boards of ``files`` together (``seats``: the levels as seated in the
    first rotation, which says how many seats each level held in a deal). The measure is the
    chips when every line has them (La Carotte's screened runs), else the scores."""
    lines = [line for file in files for line in file]
    measure = "chips" if lines and all("chips" in line for line in lines) else "scores"
    levels = list(dict.fromkeys(seats))
    out: dict[str, object] = {"measure": measure, "boards": len(lines)}
    out["levels"] = {level: _level(lines, level, seats, measure) for level in levels}
    differences: dict[str, object] = {}
    for i, first in enumerate(levels):
        for second in levels[i + 1 :]:
            differences[f"{first} - {second}"] = {
                **_figure(_difference(line, first, second, measure) for line in lines),
                "by_taker": _by_taker(lines, first, second, measure),
            }
    out["differences"] = differences
    return out


def _figure(values: Iterable[float]) -> dict[str, object]:
    listed = list(values)
    mean, ci = mean_ci95(listed)
    return {"mean": round(mean, 3), "ci95": list(ci), "boards": len(listed)}


def _difference(line: Line, first: str, second: str, measure: str) -> float:
    figures = line[measure]
    return float(figures[first]) - float(figures[second])


def _level(lines: Sequence[Line], level: str, seats: Sequence[str], measure: str) -> dict[str, object]:
    figure = _figure(float(line[measure][level]) for line in lines)
    seat_deals = sum(len(line["declarers"]) for line in lines) * seats.count(level)
    taken = made = 0
    for line in lines:
        for declarer in line["declarers"]:
            if declarer is not None and declarer.get("level") == level:
                taken += 1
                made += bool(declarer.get("made"))
    figure["taken"] = round(taken / seat_deals, 4) if seat_deals else 0.0
    figure["made"] = round(made / taken, 4) if taken else None
    return figure


def taker_split(line: Line) -> str:
    """Who took in the board's two seatings: ``same hand`` (the same seat's cards, so each level
    took them once), ``LEVEL only``, ``other hands`` (each seating a different seat), ``nobody``.

    >>> taker_split({"declarers": [{"seat": 2, "level": "a"}, {"seat": 2, "level": "b"}]})
    'same hand'
    >>> taker_split({"declarers": [None, {"seat": 1, "level": "b"}]})
    'b only'
    """
    takers = [declarer for declarer in line["declarers"] if declarer is not None]
    if not takers:
        return "nobody"
    if len(takers) < len(line["declarers"]):
        kinds = {declarer.get("level") for declarer in takers}
        return f"{kinds.pop()} only" if len(kinds) == 1 else "other hands"
    seats = {declarer.get("seat") for declarer in takers}
    return "same hand" if len(seats) == 1 else "other hands"


def _by_taker(lines: Sequence[Line], first: str, second: str, measure: str) -> dict[str, object]:
    groups: dict[str, list[float]] = {}
    for line in lines:
        groups.setdefault(taker_split(line), []).append(_difference(line, first, second, measure))
    return {name: _figure(values) for name, values in sorted(groups.items())}


def main(argv: Sequence[str] | None = None) -> int:
    """Read the files, print the figures; exit 2 on a file that cannot be pooled."""
    parser = argparse.ArgumentParser(
        prog="python -m atout.ai.boards",
        description="The figures of screened arena runs, from their board lines.",
    )
    parser.add_argument("--seats", required=True, help="the four levels as seated, separated by commas")
    parser.add_argument("files", nargs="+", type=Path, help="board files (--boards-out), one per seed")
    args = parser.parse_args(argv)
    seats = [seat.strip() for seat in args.seats.split(",")]
    if len(seats) != 4 or not all(seats):
        print("boards: --seats takes four levels separated by commas", file=sys.stderr)
        return 2
    read: list[list[Line]] = []
    files: list[dict[str, object]] = []
    try:
        for path in args.files:
            lines, cut = read_board_file(path)
            numbers = [line["board"] for line in lines]
            missing = sorted(set(range(numbers[-1] + 1)) - set(numbers)) if numbers else []
            read.append(lines)
            files.append(
                {
                    "path": str(path),
                    "boards": len(lines),
                    "first": numbers[0] if numbers else None,
                    "last": numbers[-1] if numbers else None,
                    "missing": missing,
                    "cut": cut,
                    **pool([lines], seats),
                }
            )
    except (OSError, BoardFileError) as err:
        print(f"boards: {err}", file=sys.stderr)
        return 2
    except KeyError as err:
        print(f"boards: a board line has no score for level {err}", file=sys.stderr)
        return 2
    print(json.dumps({"seats": seats, **pool(read, seats), "files": files}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
