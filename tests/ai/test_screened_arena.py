"""The screened arena (``atout.ai.screened_arena``): boards whose cards are played only when
their bidding can move the figure (a Carotte carotte, a Tarot taker), and the driver that
runs a deal in stages."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_framework import run_arena

from atout.ai.arena import arena
from atout.ai.driver import DealDriver, play_deal
from atout.ai.levels import make_bot
from atout.ai.screened_arena import screened_arena
from atout.rules import Match, Phase


def screened_run(
    game: str, deals: int, seed: int, seats: list[str], *, every: bool = False
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    lines: list[dict[str, Any]] = []
    summary = screened_arena(game, deals, seed, seats, on_board=lines.append, play_every_board=every)
    return summary, lines


def test_skipping_the_cards_of_boards_without_a_carotte_changes_no_figure() -> None:
    seats = ["easy", "normal"] * 2
    short, short_lines = screened_run("carotte", 300, 7, seats)
    full, full_lines = screened_run("carotte", 300, 7, seats, every=True)
    played = [line for line in short_lines if line["played"]]
    assert 0 < len(played) < 300 and short["played"] == len(played) and full["played"] == 300
    for quick, whole in zip(short_lines, full_lines, strict=True):
        assert quick["chips"] == whole["chips"] and quick["declarers"] == whole["declarers"]
        if not quick["played"]:  # rule 17: played out, a board without a carotte moves no chip
            assert all(chips == 0 for chips in whole["chips"].values())
            assert quick["declarers"] == [None, None]
    assert short["differences"] == full["differences"]
    for level in ("easy", "normal"):
        short_level, full_level = short["levels"][level], full["levels"][level]
        for figure in ("chips", "ci95", "carottes", "carottes_made"):
            assert short_level[figure] == full_level[figure]


def test_a_screened_carotte_run_deals_the_cards_of_the_arena_and_counts_its_carottes() -> None:
    # random bots decide from their own seat's view of the deal alone (not the match's
    # totals), so over the same seed they bid exactly as in the points arena
    seats = ["random"] * 4
    lines: list[dict[str, Any]] = []
    arena("carotte", deals=40, seed=3, seats=seats, duplicate=True, on_board=lines.append)
    summary, chips_lines = screened_run("carotte", 40, 3, seats)
    carottes = 0
    for line, chips_line in zip(lines, chips_lines, strict=True):
        (declarer,) = line["declarers"]
        (carotte,) = chips_line["declarers"]
        if declarer is not None and declarer["contract"]["tricks"] == 6:
            carottes += 1
            assert carotte == {key: declarer[key] for key in ("seat", "level", "contract", "made")}
            assert chips_line["played"]
        else:
            assert carotte is None
    assert carottes > 0
    assert summary["levels"]["random"]["carottes"] == pytest.approx(carottes / 160, abs=1e-4)


def test_chips_of_a_level_against_itself_cancel_and_a_difference_is_paired_by_board() -> None:
    summary, lines = screened_run("carotte", 60, 2, ["random", "easy"] * 2)
    assert summary["rotations"] == 2 and summary["deals"] == 60
    # the chips of a deal add up to nought, and each level holds two seats in each rotation
    assert all(line["chips"]["random"] == pytest.approx(-line["chips"]["easy"]) for line in lines)
    difference = summary["differences"]["random - easy"]
    board_means = [line["chips"]["random"] - line["chips"]["easy"] for line in lines]
    assert difference["boards"] == 60
    assert difference["chips"]["mean"] == pytest.approx(sum(board_means) / 60, abs=1e-3)
    assert difference["chips"]["mean"] < 0  # random bids carottes it cannot make, and pays for them


def test_a_deal_run_in_stages_ends_as_one_run_at_once() -> None:
    def bots() -> list[Any]:
        return [make_bot("easy", game="tarot", seat=seat, seed=seat) for seat in range(4)]

    whole = Match("tarot", seed=3, first_dealer=1)
    play_deal(whole, bots())
    staged = Match("tarot", seed=3, first_dealer=1)
    driver = DealDriver(staged, bots())
    assert driver.run(until=lambda deal: deal.phase is not Phase.BIDDING).phase is not Phase.BIDDING
    assert not driver.deal.is_over
    driver.run(until=lambda deal: len(deal.tricks) >= 3)
    assert len(driver.deal.tricks) == 3
    assert driver.run().is_over
    assert staged.results == whole.results


def test_a_screened_tarot_run_gives_the_points_of_the_arena_board_by_board() -> None:
    # Tarot's bots do not look at the match's scores, so the arena's strung matches and the
    # screened run's one-board matches play every deal alike; the boards all passed score 0
    seats = ["easy", "normal"] * 2
    lines: list[dict[str, Any]] = []
    full = arena("tarot", deals=80, seed=9, seats=seats, duplicate=True, on_board=lines.append)
    summary, screened_lines = screened_run("tarot", 80, 9, seats)
    assert summary["measure"] == "points" and 0 < summary["played"] < 80
    for line, screened in zip(lines, screened_lines, strict=True):
        assert screened["scores"] == line["scores"]
        assert screened["declarers"] == line["declarers"]
        if not screened["played"]:
            assert line["declarers"] == [None, None] and set(line["scores"].values()) == {0.0}
    assert summary["differences"]["easy - normal"] == full["differences"]["easy - normal"]
    for level in ("easy", "normal"):
        for figure in ("mean", "ci95", "taken", "made"):
            assert summary["levels"][level][figure] == full["levels"][level][figure]


def test_the_arena_tool_runs_screened_in_carotte_and_tarot_only() -> None:
    seats = "random,easy,random,easy"
    result = run_arena("--game", "carotte", "--deals", "8", "--seed", "2", "--seats", seats, "--screened")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["measure"] == "chips" and summary["deals"] == 8 and summary["duplicate"] is True
    assert "chips" in summary["differences"]["random - easy"]
    tarot = run_arena("--game", "tarot", "--deals", "3", "--seed", "2", "--seats", seats, "--screened")
    assert tarot.returncode == 0, tarot.stderr
    assert json.loads(tarot.stdout)["measure"] == "points"
    rough = run_arena("--game", "rough", "--deals", "2", "--seed", "1", "--seats", seats, "--screened")
    assert rough.returncode == 2 and "carotte and tarot" in rough.stderr and "Traceback" not in rough.stderr


def test_an_interrupted_screened_run_sums_up_the_boards_it_completed() -> None:
    # the interrupting level (tests/ai/test_framework.py) stops the run in a board's bidding
    # or play: that board adds nothing, the boards before it are all there
    seats = ["random", "test_framework:make_interrupting", "random", "random"]
    lines: list[dict[str, Any]] = []
    summary = screened_arena("carotte", 30, 6, seats, on_board=lines.append)
    assert summary["interrupted"] is True
    boards = summary["deals"]
    assert isinstance(boards, int) and 0 < boards < 30 and len(lines) == boards
    assert summary["differences"]["random - test_framework:make_interrupting"]["boards"] == boards
    assert summary["rotations"] == 4 and all(len(line["declarers"]) == 4 for line in lines)


@pytest.mark.parametrize(
    ("game", "seats"), [("carotte", ["hard", "normal"] * 2), ("tarot", ["easy", "normal"] * 2)]
)
def test_a_stopped_run_carried_on_from_its_next_board_gives_the_lines_of_one_run(
    game: str, seats: list[str]
) -> None:
    whole: list[dict[str, Any]] = []
    screened_arena(game, 12, 5, seats, on_board=whole.append)
    halves: list[dict[str, Any]] = []
    screened_arena(game, 7, 5, seats, on_board=halves.append)
    later = screened_arena(game, 5, 5, seats, on_board=halves.append, first_board=7)
    assert [line["board"] for line in halves] == list(range(12))
    assert halves == whole
    assert later["first_board"] == 7 and later["deals"] == 5
    assert any(line["played"] for line in whole[7:])  # the second part played cards out


def test_the_arena_tool_carries_on_only_a_screened_run() -> None:
    seats = "random,easy,random,easy"
    args = ("--game", "carotte", "--deals", "2", "--seed", "2", "--seats", seats)
    carried = run_arena(*args, "--screened", "--first-board", "40")
    assert carried.returncode == 0, carried.stderr
    assert json.loads(carried.stdout)["first_board"] == 40
    strung = run_arena(*args, "--duplicate", "--first-board", "40")
    assert strung.returncode == 2 and "--screened" in strung.stderr and "Traceback" not in strung.stderr
    negative = run_arena(*args, "--screened", "--first-board", "-1")
    assert negative.returncode == 2 and "0 or more" in negative.stderr
