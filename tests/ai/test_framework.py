"""The bots' interface, the driver that seats them, the level registry and the arena.

Game knowledge is tested per game (test_<game>_policy.py) and the search levels in test_search.py;
here: what every bot, whatever its level, must respect.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from atout.ai.arena import arena, mean_ci95
from atout.ai.bot import Bot, BotError, MatchView, StopFlag
from atout.ai.driver import play_deal
from atout.ai.levels import LEVELS, make_bot
from atout.rules import (
    PASS,
    Action,
    Card,
    Deal,
    Match,
    Observation,
    OptionError,
    Play,
    get_game,
    mask_of,
)

GAMES = ("carotte", "rough", "tarot")
SOURCE_ROOT = Path(__file__).resolve().parents[2] / "desktop"


class CheatingBot(Bot):
    """Plays a card it does not hold: the driver must refuse it and say which bot did it."""

    level = "cheat"

    def choose(self, observation: Observation, view: MatchView | None = None, stop: object = None) -> Action:
        if observation.current_seat != observation.seat:
            return None  # type: ignore[return-value]
        if observation.legal_actions and PASS in observation.legal_actions:
            return PASS
        held = mask_of(observation.hand)
        return Play.of(next(card for card in get_game(self.game).pack if not card.mask & held))


class CrashingBot(Bot):
    level = "crash"

    def choose(self, observation: Observation, view: MatchView | None = None, stop: object = None) -> Action:
        raise ZeroDivisionError("oops")


def make_cheat(game: str, seat: int, seed: int = 0) -> Bot:
    """A factory for the dotted-path test: ``test_framework:make_cheat``."""
    return CheatingBot(game, seat, seed)


class InterruptingBot(Bot):
    """Plays at random; in seat 3 it stops the run (Ctrl-C) in its 40th move."""

    level = "interrupt"

    def __init__(self, game: str, seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        self.moves = 0
        self.random = make_bot("random", game=game, seat=seat, seed=seed)

    def choose(self, observation: Observation, view: MatchView | None = None, stop: object = None) -> Action:
        self.moves += 1
        if self.moves == 40 and self.seat == 3:
            raise KeyboardInterrupt
        return self.random.choose(observation, view)  # type: ignore[return-value]


def make_interrupting(game: str, seat: int, seed: int = 0) -> Bot:
    """A factory for the interrupted arena: ``test_framework:make_interrupting``."""
    return InterruptingBot(game, seat, seed)


# -- the random level ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_random_bots_play_legal_moves_over_many_deals(game: str) -> None:
    match = Match(game, seed=11)
    bots = [make_bot("random", game=game, seat=seat, seed=seat) for seat in range(4)]
    played = 0
    for _ in range(150):
        if match.is_over:
            match = Match(game, seed=played)
        play_deal(match, bots)  # every move goes through the rules: an illegal one raises
        played += 1
    assert played == 150


def test_a_bot_with_the_same_seed_makes_the_same_move() -> None:
    match = Match("tarot", seed=5, first_dealer=0)
    deal = match.new_deal()
    observation = deal.observation(1)
    first = make_bot("random", game="tarot", seat=1, seed=9)
    second = make_bot("random", game="tarot", seat=1, seed=9)
    moves = {first.choose(observation) for _ in range(5)} | {second.choose(observation)}
    assert len(moves) == 1
    others = {make_bot("random", game="tarot", seat=1, seed=s).choose(observation) for s in range(40)}
    assert len(others) > 1  # the seed matters


# -- what a bot may see ----------------------------------------------------------------------------------
def reachable(value: object, seen: set[int] | None = None) -> list[object]:
    """Every object reachable from ``value`` through dataclass fields and containers."""
    seen = seen if seen is not None else set()
    if id(value) in seen:
        return []
    seen.add(id(value))
    out = [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            out += reachable(getattr(value, item.name), seen)
    elif isinstance(value, dict):
        for key, item in value.items():
            out += reachable(key, seen) + reachable(item, seen)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            out += reachable(item, seen)
    elif hasattr(value, "__dict__") and not isinstance(value, type):
        for item in vars(value).values():
            out += reachable(item, seen)
    return out


class SpyBot(Bot):
    """Plays like the random level; at every call, checks what it was given against the deal
    under way (which the test, not the driver, lets it see)."""

    level = "spy"

    def __init__(self, game: str, seat: int, match: Match) -> None:
        super().__init__(game, seat, 0)
        self.inner = make_bot("random", game=game, seat=seat, seed=seat)
        self.match = match
        self.calls = 0

    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: object = None
    ) -> Action | None:
        self.calls += 1
        assert observation.seat == self.seat
        objects = reachable(observation)
        assert not any(isinstance(item, Deal | Match) for item in objects)
        deal = self.match.current
        assert deal is not None
        others = set().union(*(set(deal.hand(s)) for s in range(4) if s != self.seat))
        public = set(observation.kitty or ()) | {c for cards in observation.shown.values() for c in cards}
        seen = {item for item in objects if isinstance(item, Card)}
        assert seen & others <= public, f"{self.seat} sees {sorted(seen & others - public)}"
        return self.inner.choose(observation, view)


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_is_given_no_other_hand_and_no_deal(game: str) -> None:
    match = Match(game, {"show_mise": True} if game == "carotte" else None, seed=3, first_dealer=0)
    spies = [SpyBot(game, seat, match) for seat in range(4)]
    for _ in range(6):
        play_deal(match, spies)
        if match.is_over:
            break
    assert all(spy.calls > 10 for spy in spies)


# -- the driver -------------------------------------------------------------------------------------------
def test_an_illegal_move_is_an_error_naming_the_bot_and_the_reason() -> None:
    match = Match("rough", seed=2, first_dealer=0)
    bots: list[Bot] = [make_bot("random", game="rough", seat=s) for s in range(4)]
    bots[2] = CheatingBot("rough", 2)
    with pytest.raises(BotError) as caught:
        for _ in range(5):
            play_deal(match, bots)
    assert "CheatingBot" in str(caught.value) and "hand" in str(caught.value)


def test_a_bot_that_raises_is_an_error_not_a_crash() -> None:
    match = Match("carotte", seed=2, first_dealer=0)
    bots: list[Bot] = [make_bot("random", game="carotte", seat=s) for s in range(4)]
    bots[1] = CrashingBot("carotte", 1)
    with pytest.raises(BotError, match="ZeroDivisionError"):
        play_deal(match, bots)


def test_levels_are_known_by_name_and_bots_by_dotted_path() -> None:
    assert list(LEVELS) == ["random", "easy", "normal", "hard", "expert"]
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        bot = make_bot("test_framework:make_cheat", game="tarot", seat=3)
    finally:
        sys.path.pop(0)
    assert type(bot).__name__ == "CheatingBot" and bot.seat == 3
    for bad in ("nowhere.module:make", "atout.ai.levels:nothing", "grandmaster"):
        with pytest.raises(OptionError):
            make_bot(bad, game="tarot", seat=0)
    with pytest.raises(OptionError):
        make_bot("random", game="belote", seat=0)


def test_a_stop_flag_stops_by_hand_or_by_the_clock() -> None:
    flag = StopFlag()
    assert not flag.is_set()
    flag.set()
    assert flag.is_set()
    assert StopFlag(seconds=0).is_set()
    assert not StopFlag(seconds=60).is_set()


# -- the arena ---------------------------------------------------------------------------------------------
def test_mean_and_confidence_interval() -> None:
    mean, (low, high) = mean_ci95([2.0, 4.0, 6.0, 8.0])
    # sd = sqrt(((-3)^2 + 1 + 1 + 9) / 3) = sqrt(20/3) = 2.582; half-width 1.96 * 2.582 / 2 = 2.530
    assert mean == 5.0 and (low, high) == (2.47, 7.53)
    assert mean_ci95([3.0]) == (3.0, (3.0, 3.0))


def test_duplicate_arena_of_one_level_against_itself_is_even_in_a_zero_sum_game() -> None:
    summary = arena("tarot", deals=12, seed=4, seats=["random"] * 4, duplicate=True)
    figures = summary["levels"]["random"]  # type: ignore[index]
    assert figures["mean"] == 0.0  # Tarot scores sum to zero in every deal
    assert 0 < figures["taken"] <= 1


def test_duplicate_arena_rotates_the_same_cards_round_the_seats() -> None:
    summary = arena("rough", deals=6, seed=8, seats=["random", "easy", "random", "easy"], duplicate=True)
    levels = summary["levels"]  # type: ignore[assignment]
    assert set(levels) == {"random", "easy"}
    difference = summary["differences"]["random - easy"]  # type: ignore[index]
    # with the seats rotated, each team plays each board's cards from both sides
    assert difference["boards"] == 6
    assert difference["mean"] == pytest.approx(levels["random"]["mean"] - levels["easy"]["mean"], abs=2e-3)


def duplicate_run(
    game: str, deals: int, seed: int, seats: list[str]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A duplicate arena's summary, and the lines it reported board by board."""
    lines: list[dict[str, Any]] = []
    summary = arena(game, deals=deals, seed=seed, seats=seats, duplicate=True, on_board=lines.append)
    return summary, lines


def test_a_duplicate_arena_plays_each_seating_of_the_levels_once() -> None:
    summary, lines = duplicate_run("tarot", 3, 5, ["random", "easy"] * 2)
    # turning A,B,A,B by two seats gives A,B,A,B again: two rotations hold every seat with each level
    assert summary["rotations"] == 2
    for line in lines:
        assert len(line["declarers"]) == 2
        for rotation, declarer in enumerate(line["declarers"]):
            if declarer is not None:  # the level named is the one seated there in that rotation
                assert declarer["level"] == ["random", "easy"][(declarer["seat"] + rotation) % 2]
                assert declarer["contract"] in {"prise", "garde", "garde_sans", "garde_contre"}
    # three levels: no turn repeats an earlier seating, and every deal is played four times
    summary, lines = duplicate_run("carotte", 2, 5, ["random", "easy", "easy", "normal"])
    assert summary["rotations"] == 4 and all(len(line["declarers"]) == 4 for line in lines)
    assert duplicate_run("rough", 1, 5, ["random"] * 4)[0]["rotations"] == 1


def test_in_carotte_the_arena_compares_chips_apart_from_points() -> None:
    summary = arena("carotte", deals=40, seed=3, seats=["random", "easy", "random", "easy"], duplicate=True)
    levels = summary["levels"]  # type: ignore[assignment]
    chips = summary["differences"]["random - easy"]["chips"]  # type: ignore[index]
    assert chips["mean"] == pytest.approx(levels["random"]["chips"] - levels["easy"]["chips"], abs=2e-3)
    low, high = chips["ci95"]
    assert low <= chips["mean"] <= high
    assert chips["mean"] < 0  # random bids carottes it cannot make, and pays for them
    # a uniformly random call is a carotte in 4 of the 13 calls open to the first seat; most fail
    assert levels["random"]["carottes"] > levels["easy"]["carottes"]
    assert levels["random"]["carottes"] <= levels["random"]["taken"]
    assert levels["random"]["carottes_made"] < 0.5
    rough = arena("rough", deals=2, seed=3, seats=["random", "easy", "random", "easy"], duplicate=True)
    assert "chips" not in rough["differences"]["random - easy"]  # type: ignore[index]


def test_the_arena_reports_each_board_as_soon_as_it_is_complete() -> None:
    summary, lines = duplicate_run("tarot", 5, 6, ["random", "easy"] * 2)
    assert [line["board"] for line in lines] == [0, 1, 2, 3, 4]
    for line in lines:
        scores = line["scores"]
        assert set(scores) == {"random", "easy"}
        # Tarot is zero-sum and each level holds two seats in every rotation: the means cancel
        assert scores["random"] + scores["easy"] == pytest.approx(0.0)
    assert "interrupted" not in summary and summary["deals"] == 5
    _, carotte = duplicate_run("carotte", 3, 6, ["random", "easy"] * 2)
    assert all(set(line["chips"]) == {"random", "easy"} for line in carotte)


def test_an_interrupted_arena_sums_up_the_boards_it_completed() -> None:
    def stop_after_three(line: dict[str, object]) -> None:
        if line["board"] == 2:
            raise KeyboardInterrupt

    summary = arena(
        "rough", deals=20, seed=6, seats=["random", "easy"] * 2, duplicate=True, on_board=stop_after_three
    )
    assert summary["interrupted"] is True and summary["deals"] == 3
    assert summary["differences"]["random - easy"]["boards"] == 3  # type: ignore[index]


def test_an_interruption_inside_a_board_leaves_that_board_out() -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        # the interrupting level sits in seat 3 in the third rotation: the board under way has been
        # played in two rotations when it stops the run, and is left out
        summary = arena(
            "carotte",
            deals=30,
            seed=6,
            seats=["random", "test_framework:make_interrupting", "random", "random"],
            duplicate=True,
        )
    finally:
        sys.path.pop(0)
    assert summary["interrupted"] is True
    boards = summary["deals"]
    assert isinstance(boards, int) and 0 < boards < 30
    assert summary["differences"]["random - test_framework:make_interrupting"]["boards"] == boards  # type: ignore[index]


def run_arena(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SOURCE_ROOT), env.get("PYTHONPATH")]))
    command = [sys.executable, "-m", "atout.ai", "arena", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=False)


def test_the_arena_tool_prints_one_json_object() -> None:
    seats = "random,random,random,random"
    result = run_arena("--game", "carotte", "--deals", "6", "--seed", "2", "--seats", seats)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["game"] == "carotte" and summary["deals"] == 6
    random = summary["levels"]["random"]
    figures = {"mean", "ci95", "taken", "made", "move_ms_mean", "move_ms_p95", "chips", "carottes"}
    assert figures <= set(random)
    bad = run_arena("--game", "tarot", "--deals", "2", "--seed", "1", "--seats", "a,b")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    unknown = run_arena("--game", "tarot", "--deals", "2", "--seed", "1", "--seats", "a,b,c,d")
    assert unknown.returncode == 2 and "unknown level" in unknown.stderr and "Traceback" not in unknown.stderr


def test_the_arena_tool_adds_one_line_per_board_to_a_file(tmp_path: Path) -> None:
    out = tmp_path / "boards.jsonl"
    out.write_text('{"board": 0, "earlier": "run"}\n', encoding="utf-8")  # kept: the tool appends
    seats = "random,easy,random,easy"
    result = run_arena(
        "--game",
        "rough",
        "--deals",
        "4",
        "--seed",
        "2",
        "--seats",
        seats,
        "--duplicate",
        "--boards-out",
        str(out),
    )
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert lines[0] == {"board": 0, "earlier": "run"}
    assert [line["board"] for line in lines[1:]] == [0, 1, 2, 3]
    summary = json.loads(result.stdout)
    board_means = [line["scores"]["random"] - line["scores"]["easy"] for line in lines[1:]]
    assert summary["differences"]["random - easy"]["mean"] == pytest.approx(sum(board_means) / 4, abs=1e-3)
    missing = run_arena(
        "--game",
        "rough",
        "--deals",
        "1",
        "--seed",
        "2",
        "--seats",
        seats,
        "--boards-out",
        str(tmp_path / "no" / "x"),
    )
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
