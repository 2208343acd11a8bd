"""Pooling a screened run's board lines across files and stretches (``python -m atout.ai.boards``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from atout.ai.boards import BoardFileError, main, pool, read_board_file, taker_split

SEATS = ["a", "b", "a", "b"]


def board(number: int, a: float, b: float, *declarers: tuple[int, str, bool] | None) -> dict[str, object]:
    return {
        "board": number,
        "scores": {"a": a, "b": b},
        "declarers": [
            None if d is None else {"seat": d[0], "level": d[1], "contract": "garde", "made": d[2]}
            for d in declarers
        ],
        "played": any(d is not None for d in declarers),
    }


FIRST = [
    board(0, 10, -10, (0, "a", True), (0, "b", False)),  # the same hand, taken by each
    board(1, 0, 0, None, None),
    board(2, -5, 5, None, (1, "b", True)),
]
SECOND = [
    board(0, 1, -1, None, None),
    board(1, 3, -3, (2, "a", True), (3, "a", False)),  # each seating, another hand
]


def write(path: Path, lines: list[dict[str, object]], tail: str = "") -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines) + tail, encoding="utf-8")
    return path


def test_the_boards_of_two_files_are_pooled_and_paired() -> None:
    pooled = pool([FIRST, SECOND], SEATS)
    assert pooled["boards"] == 5 and pooled["measure"] == "scores"
    difference = pooled["differences"]["a - b"]  # type: ignore[index]
    assert difference["mean"] == pytest.approx((20 + 0 - 10 + 2 + 6) / 5)
    low, high = difference["ci95"]
    assert low < 3.6 < high
    levels = pooled["levels"]
    assert levels["a"]["mean"] == pytest.approx((10 + 0 - 5 + 1 + 3) / 5)  # type: ignore[index]
    # 5 boards x 2 seatings x 2 seats each: 20 seat-deals per level
    assert (levels["a"]["taken"], levels["a"]["made"]) == (3 / 20, round(2 / 3, 4))  # type: ignore[index]
    assert (levels["b"]["taken"], levels["b"]["made"]) == (2 / 20, 0.5)  # type: ignore[index]


def test_the_difference_is_split_by_who_took() -> None:
    split = pool([FIRST, SECOND], SEATS)["differences"]["a - b"]["by_taker"]  # type: ignore[index]
    assert {name: (figure["boards"], figure["mean"]) for name, figure in split.items()} == {
        "same hand": (1, 20.0),
        "nobody": (2, 1.0),
        "b only": (1, -10.0),
        "other hands": (1, 6.0),
    }


@pytest.mark.parametrize(
    ("declarers", "split"),
    [
        ([None, None], "nobody"),
        ([{"seat": 0, "level": "a"}, None], "a only"),
        ([{"seat": 0, "level": "a"}, {"seat": 0, "level": "b"}], "same hand"),
        ([{"seat": 0, "level": "a"}, {"seat": 3, "level": "b"}], "other hands"),
    ],
)
def test_taker_split_names_each_case(declarers: list[object], split: str) -> None:
    assert taker_split({"declarers": declarers}) == split


def test_a_board_written_twice_alike_counts_once_and_a_cut_last_line_is_left_out(tmp_path: Path) -> None:
    path = write(tmp_path / "t.jsonl", [*FIRST, FIRST[2]], tail='{"board": 3, "scor')
    lines, cut = read_board_file(path)
    assert [line["board"] for line in lines] == [0, 1, 2] and cut == 1


def test_a_board_with_two_outcomes_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path / "t.jsonl", [*FIRST, board(1, 4, -4, None, None)])
    with pytest.raises(BoardFileError, match="board 1 appears twice"):
        read_board_file(path)


def test_a_broken_line_before_the_last_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_text('{"board": 0\n' + json.dumps(FIRST[1]) + "\n", encoding="utf-8")
    with pytest.raises(BoardFileError, match="line 1 is not JSON"):
        read_board_file(path)


def test_the_tool_prints_the_pooled_figures_and_each_file_s_gaps(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = write(tmp_path / "97.jsonl", [FIRST[0], FIRST[2]])  # board 1 missing
    second = write(tmp_path / "98.jsonl", SECOND)
    assert main(["--seats", "a,b,a,b", str(first), str(second)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["boards"] == 4
    assert [(f["boards"], f["first"], f["last"], f["missing"]) for f in out["files"]] == [
        (2, 0, 2, [1]),
        (2, 0, 1, []),
    ]
    assert out["files"][1]["differences"]["a - b"]["mean"] == pytest.approx((2 + 6) / 2)


def test_carotte_lines_are_pooled_on_their_chips() -> None:
    lines = [
        {"board": 0, "chips": {"a": 15.0, "b": -15.0}, "declarers": [None, None]},
        {"board": 1, "chips": {"a": -5.0, "b": 5.0}, "declarers": [None, None]},
    ]
    pooled = pool([lines], SEATS)
    assert pooled["measure"] == "chips"
    assert pooled["differences"]["a - b"]["mean"] == pytest.approx(10.0)  # type: ignore[index]


def test_the_tool_says_why_it_cannot_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seats", "a,b,a,b", str(tmp_path / "absent.jsonl")]) == 2
    assert "boards:" in capsys.readouterr().err
    assert main(["--seats", "a,b", str(tmp_path / "absent.jsonl")]) == 2


def test_a_run_in_two_stretches_pools_to_the_figures_of_one_run() -> None:
    from atout.ai.screened_arena import screened_arena

    seats = ["random", "easy", "random", "easy"]
    whole = screened_arena("tarot", 6, 5, seats)
    lines: list[dict[str, object]] = []
    screened_arena("tarot", 2, 5, seats, on_board=lines.append)
    screened_arena("tarot", 4, 5, seats, on_board=lines.append, first_board=2)
    pooled = pool([lines], seats)
    assert pooled["boards"] == 6
    assert pooled["differences"]["random - easy"]["mean"] == whole["differences"]["random - easy"]["mean"]  # type: ignore[index]
    assert pooled["differences"]["random - easy"]["ci95"] == whole["differences"]["random - easy"]["ci95"]  # type: ignore[index]
    for level in ("random", "easy"):
        assert pooled["levels"][level]["taken"] == whole["levels"][level]["taken"]  # type: ignore[index]
