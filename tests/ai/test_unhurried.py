"""Long arena runs: search levels that ignore the clock (``--unhurried``), so that a run's
boards are the same on any machine, and runs stopped by a signal that still sum up."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_framework import SOURCE_ROOT, run_arena

from atout.ai import search
from atout.ai.arena import unhurry
from atout.ai.bot import MatchView
from atout.ai.levels import make_bot
from atout.ai.screened_arena import screened_arena
from atout.ai.search import SearchBot
from atout.rules import Match, Observation, Phase


def first_card_to_play(seed: int) -> tuple[Observation, MatchView]:
    """A Carotte deal bid and discarded by the easy level: the first card's position."""
    match = Match("carotte", seed=seed, first_dealer=0)
    deal = match.new_deal()
    easy = [make_bot("easy", game="carotte", seat=seat, seed=seat) for seat in range(4)]
    while deal.phase is not Phase.PLAY:
        seat = deal.current_seat
        assert seat is not None
        match.apply(easy[seat].choose(deal.observation(seat), MatchView.of(match)))
    seat = deal.current_seat
    assert seat is not None
    return deal.observation(seat), MatchView.of(match)


def count_samples(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    sample = SearchBot._sample

    def counted(self: SearchBot, *args: object) -> object:
        calls[0] += 1
        return sample(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(SearchBot, "_sample", counted)
    return calls


def test_an_unhurried_level_searches_every_sample_however_slow_the_clock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    obs, view = first_card_to_play(seed=4)
    calm = make_bot("hard", game="carotte", seat=obs.seat, seed=9).choose(obs, view)
    samples = count_samples(monkeypatch)
    slow = itertools.count(step=100.0)  # every reading of the clock is 100 s after the last
    monkeypatch.setattr(search.time, "monotonic", lambda: next(slow))
    hurried = make_bot("hard", game="carotte", seat=obs.seat, seed=9)
    hurried.choose(obs, view)
    assert samples[0] == 1  # the safety cut-off stops a level left as it is at once
    samples[0] = 0
    unhurried = unhurry(make_bot("hard", game="carotte", seat=obs.seat, seed=9))
    assert unhurried.choose(obs, view) == calm
    assert samples[0] == search.LEVEL_SETTINGS["hard"]["carotte"].worlds


def test_unhurrying_leaves_a_level_without_search_and_the_levels_own_settings_alone() -> None:
    normal = make_bot("normal", game="tarot", seat=0)
    assert unhurry(normal) is normal
    expert = unhurry(make_bot("expert", game="tarot", seat=0))
    assert isinstance(expert, SearchBot) and expert.settings.seconds == float("inf")
    assert search.LEVEL_SETTINGS["expert"]["tarot"].seconds == 1.0
    assert make_bot("expert", game="tarot", seat=0).settings.seconds == 1.0  # type: ignore[attr-defined]


def test_an_unhurried_run_says_so_and_the_tool_takes_the_flag() -> None:
    summary = screened_arena("carotte", 3, 2, ["random", "easy"] * 2, unhurried=True)
    assert summary["unhurried"] is True
    assert "unhurried" not in screened_arena("carotte", 3, 2, ["random", "easy"] * 2)
    seats = "random,easy,random,easy"
    result = run_arena("--game", "carotte", "--deals", "3", "--seed", "2", "--seats", seats, "--unhurried")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["unhurried"] is True


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_run_stopped_by_a_signal_sums_up_even_started_with_sigint_ignored(
    tmp_path: Path, signum: signal.Signals
) -> None:
    # a shell's background job starts with SIGINT ignored; the tool takes it back
    lines = tmp_path / "boards.jsonl"
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SOURCE_ROOT), env.get("PYTHONPATH")]))
    args = ["--game", "carotte", "--deals", "100000", "--seed", "3", "--seats", "random,easy,random,easy"]
    command = [sys.executable, "-m", "atout.ai", "arena", *args, "--screened", "--boards-out", str(lines)]
    run = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),  # noqa: PLW1509 - no threads here
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not lines.exists() or lines.stat().st_size == 0):
        time.sleep(0.05)
    run.send_signal(signum)
    out, err = run.communicate(timeout=60)
    assert run.returncode == 0, err
    summary = json.loads(out)
    assert summary["interrupted"] is True
    written = lines.read_text(encoding="utf-8").splitlines()
    assert summary["deals"] == len(written) >= 1
