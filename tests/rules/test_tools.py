"""The command-line tools of docs/contracts.md, run as a user runs them: ``python -m atout.rules ...``.

Each test starts one or two small subprocesses (well under a second each).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from atout.rules import Match, read_match, replay_summary
from atout.rules.selfplay import selfplay

TESTS = Path(__file__).resolve().parents[1]
FIXTURES = TESTS / "fixtures"
SOURCE_ROOT = TESTS.parent / "desktop"
LOCATED = re.compile(r"^(log|deal [1-9][0-9]*|deal [1-9][0-9]*, action [1-9][0-9]*): \S.*$")


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SOURCE_ROOT), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, "-m", "atout.rules", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=60,
        check=False,
    )


def on_expected_keys(actual: object, expected: object) -> object:
    """``actual`` reduced to the keys ``expected`` has (extra keys do not matter)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return {key: on_expected_keys(actual.get(key), value) for key, value in expected.items()}
    if isinstance(expected, list) and isinstance(actual, list) and len(actual) == len(expected):
        return [on_expected_keys(a, e) for a, e in zip(actual, expected, strict=True)]
    return actual


def assert_refused(result: subprocess.CompletedProcess[str], where: str) -> str:
    """Exit status 2, one located line on stderr starting with ``where``, nothing on stdout."""
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr + result.stdout
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert LOCATED.match(lines[0]), lines[0]
    assert lines[0].startswith(f"{where}: "), lines[0]
    return lines[0]


def matches_logged(path: Path) -> list[Path]:
    """The logs ``selfplay --log PATH`` wrote: PATH, then PATH.2.json, PATH.3.json..."""
    paths = [path]
    number = 2
    while (more := path.with_name(f"{path.stem}.{number}{path.suffix}")).exists():
        paths.append(more)
        number += 1
    return paths


# -- replay ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_replay_of_the_example_prints_the_expected_scores(game: str) -> None:
    result = run_tool("replay", str(FIXTURES / f"{game}-match.json"))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    [line] = result.stdout.splitlines()  # one JSON object
    printed = json.loads(line)
    expected = json.loads((FIXTURES / f"{game}-match.expected.json").read_text(encoding="utf-8"))
    assert on_expected_keys(printed, expected) == expected


def test_replay_of_a_log_breaking_a_rule_exits_2_with_one_located_line(tmp_path: Path) -> None:
    document = json.loads((FIXTURES / "carotte-match.json").read_text(encoding="utf-8"))
    document["deals"][1]["actions"][6]["card"] = "AD"  # seat 0 holds AD but must follow ♥ with 9H
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    line = assert_refused(run_tool("replay", str(path)), "deal 2, action 7")
    assert "follow" in line


def test_replay_of_a_log_with_a_wrong_dealer_exits_2_naming_the_deal(tmp_path: Path) -> None:
    document = json.loads((FIXTURES / "rough-match.json").read_text(encoding="utf-8"))
    document["deals"][2]["dealer"] = 2
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert_refused(run_tool("replay", str(path)), "deal 3")


def test_replay_of_bad_json_exits_2_naming_the_log(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "atout-match", "version": 1, "deals": [', encoding="utf-8")
    assert_refused(run_tool("replay", str(path)), "log")


def test_replay_of_a_missing_file_exits_2_naming_the_log(tmp_path: Path) -> None:
    line = assert_refused(run_tool("replay", str(tmp_path / "nowhere.json")), "log")
    assert "nowhere.json" in line


# -- selfplay -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_selfplay_reports_speed_and_no_failure_and_logs_what_it_played(game: str, tmp_path: Path) -> None:
    deals, seed = 12, 5
    path = tmp_path / "out.json"
    args = ("--game", game, "--deals", str(deals), "--seed", str(seed), "--log", str(path))
    result = run_tool("selfplay", *args)
    assert result.returncode == 0, result.stderr
    [line] = result.stdout.splitlines()
    summary = json.loads(line)
    assert summary["game"] == game
    assert summary["deals"] == deals
    assert summary["invariant_failures"] == 0
    assert isinstance(summary["deals_per_second"], int | float) and summary["deals_per_second"] > 0

    logs = matches_logged(path)
    assert path.exists()
    replayed = [read_match(log) for log in logs]
    assert sum(len(match.deals) for match in replayed) == deals
    assert sum(len(deal.history) for match in replayed for deal in match.deals) == summary["actions"]
    assert sum(result.annulled for match in replayed for result in match.results) == summary["annulled"]

    played: list[Match] = []  # the same run in this process: the matches' own totals
    selfplay(game, deals, seed, on_match=played.append)
    assert [replay_summary(match) for match in replayed] == [replay_summary(match) for match in played]
    assert [match.totals for match in replayed] == [match.totals for match in played]

    replay = run_tool("replay", str(path))  # the tool accepts what the tool wrote
    assert replay.returncode == 0, replay.stderr
    assert json.loads(replay.stdout)["totals"] == played[0].totals


def test_selfplay_with_the_same_seed_writes_the_same_log(tmp_path: Path) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    for path in (first, second):
        result = run_tool("selfplay", "--game", "rough", "--deals", "6", "--seed", "42", "--log", str(path))
        assert result.returncode == 0, result.stderr
    assert first.read_bytes() == second.read_bytes()
    other = tmp_path / "other.json"
    selfplay("rough", 6, 43, log=other)
    assert other.read_bytes() != first.read_bytes()


def test_replay_of_a_tarot_log_with_a_king_in_the_ecart_exits_2_naming_the_action(tmp_path: Path) -> None:
    document = json.loads((FIXTURES / "tarot-match.json").read_text(encoding="utf-8"))
    ecart = document["deals"][0]["actions"][4]
    assert ecart["type"] == "discard" and ecart["seat"] == 3
    ecart["cards"][0] = "KC"  # the chien gave seat 3 no King: KC is held by seat 2
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert "not in seat 3's hand" in assert_refused(run_tool("replay", str(path)), "deal 1, action 5")
    taker, other = document["deals"][0]["hands"][3], document["deals"][0]["hands"][2]
    taker[taker.index("T3")], other[other.index("KC")] = "KC", "T3"  # now seat 3 holds KC
    path.write_text(json.dumps(document), encoding="utf-8")
    assert "King" in assert_refused(run_tool("replay", str(path)), "deal 1, action 5")
