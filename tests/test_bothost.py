"""The bots' process (atout.play.bothost): the same moves as a bot thinking here, a bot's error
told, a stop passed on, a dead child told and replaced, the command of a frozen build."""

from __future__ import annotations

import os
import socket
import sys
import threading
import time
from collections.abc import Iterator
from multiprocessing.connection import Connection

import pytest

from atout.ai.bot import NEVER, Bot, MatchView, Stop
from atout.ai.levels import make_bot
from atout.play.bothost import CHILD_FLAG, BotHost, BotHostError, child_command, serve
from atout.rules import Action, Match, Observation


class Broken(Bot):
    """A bot with a bug."""

    def choose(self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER) -> Action:
        raise ValueError("no idea")


class Dies(Bot):
    """A bot whose process ends under it (killed, out of memory)."""

    def choose(self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER) -> Action:
        os._exit(3)


class ThinksUntilStopped(Bot):
    """A search that goes on until it is told to stop (10 s at most), then plays its last move."""

    def choose(self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER) -> Action:
        deadline = time.monotonic() + 10
        while not stop.is_set() and time.monotonic() < deadline:
            time.sleep(0.001)
        return observation.legal_actions[-1]


@pytest.fixture(scope="module")
def host() -> Iterator[BotHost]:
    made = BotHost()
    yield made
    made.close()
    assert not made.alive


#: The moves compared in each game: the bidding (the écart, in Tarot) and the first tricks, each
#: bot keeping what it learnt from one question to the next.
MOVES = 14


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_the_bots_in_their_process_make_the_moves_they_make_here(host: BotHost, game: str) -> None:
    match = Match(game, seed=11)
    there = {seat: make_bot("hard", game=game, seat=seat, seed=40 + seat) for seat in range(4)}
    here = {seat: make_bot("hard", game=game, seat=seat, seed=40 + seat) for seat in range(4)}
    asked = 0
    while asked < MOVES and not match.is_over:
        deal = match.new_deal()
        while not deal.is_over and asked < MOVES:
            seat = deal.current_seat
            assert seat is not None
            observation, view = deal.observation(seat), MatchView.of(match)
            answer = host.choose(there[seat], observation, view, threading.Event())
            assert answer == here[seat].choose(observation, view)
            match.apply(answer)
            asked += 1
    assert asked == MOVES


def test_a_bot_that_raises_is_told_and_the_process_goes_on(host: BotHost) -> None:
    deal = Match("tarot", seed=3).new_deal()
    seat = deal.current_seat
    assert seat is not None
    observation = deal.observation(seat)
    with pytest.raises(BotHostError, match="ValueError: no idea"):
        host.choose(Broken("tarot", seat), observation, MatchView(), threading.Event())
    good = make_bot("normal", game="tarot", seat=seat, seed=1)
    assert host.choose(good, observation, MatchView(), threading.Event()) in observation.legal_actions


def test_a_stop_reaches_the_bot_in_its_process(host: BotHost) -> None:
    deal = Match("rough", seed=5).new_deal()
    seat = deal.current_seat
    assert seat is not None
    observation, stop = deal.observation(seat), threading.Event()
    threading.Timer(0.05, stop.set).start()
    began = time.perf_counter()
    answer = host.choose(ThinksUntilStopped("rough", seat), observation, MatchView(), stop)
    assert answer == observation.legal_actions[-1]
    assert time.perf_counter() - began < 9  # stopped, not run out (this is no speed figure)


class WaitsForStop(Bot):
    """Plays its last move once told to stop, its first if no stop came within 5 s."""

    def choose(self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER) -> Action:
        stopped = stop.wait(5) if isinstance(stop, threading.Event) else False
        return observation.legal_actions[-1 if stopped else 0]


def test_a_stop_read_before_its_question_is_begun_is_kept_for_it() -> None:
    """The child reads a question and its stop before it begins to think: the stop holds (it
    was lost when each question cleared one stop shared by all)."""
    deal = Match("tarot", seed=8).new_deal()
    seat = deal.current_seat
    assert seat is not None
    observation = deal.observation(seat)
    assert len(observation.legal_actions) > 1
    ours, theirs = socket.socketpair()
    caller, child = Connection(ours.detach()), Connection(theirs.detach())
    bot = WaitsForStop("tarot", seat)
    # all sent before the child runs: its reader takes the question and the stop at once
    caller.send(("choose", 1, 1, bot, observation, MatchView()))
    caller.send(("stop", 1))
    caller.send(("choose", 2, 1, None, observation, MatchView()))
    caller.send(("stop", None))  # whichever question is under way: the second
    caller.send(("quit",))
    serve(child)
    assert caller.recv() == ("answer", observation.legal_actions[-1])
    assert caller.recv() == ("answer", observation.legal_actions[-1])
    caller.close()
    child.close()


def test_a_process_dead_under_a_bot_is_told_and_the_next_question_starts_another() -> None:
    host = BotHost()
    try:
        deal = Match("carotte", seed=2).new_deal()
        seat = deal.current_seat
        assert seat is not None
        observation, bot = deal.observation(seat), make_bot("normal", game="carotte", seat=seat, seed=3)
        first = host.choose(bot, observation, MatchView(), threading.Event())
        with pytest.raises(BotHostError, match="gone"):
            host.choose(Dies("carotte", seat), observation, MatchView(), threading.Event())
        assert not host.alive
        assert host.choose(bot, observation, MatchView(), threading.Event()) == first  # given again
        assert host.alive
        assert host._process is not None
        host._process.kill()  # found dead before a question: replaced at once
        host._process.wait(5)
        assert host.choose(bot, observation, MatchView(), threading.Event()) == first
    finally:
        host.close()


def test_a_host_started_in_the_background_answers_its_first_question() -> None:
    host = BotHost(background=True)  # the question may come before the child has started
    try:
        deal = Match("tarot", seed=9).new_deal()
        seat = deal.current_seat
        assert seat is not None
        observation = deal.observation(seat)
        bot = make_bot("normal", game="tarot", seat=seat, seed=2)
        answer = host.choose(bot, observation, MatchView(), threading.Event())
        assert answer == make_bot("normal", game="tarot", seat=seat, seed=2).choose(observation, MatchView())
        assert host.alive
    finally:
        host.close()
    assert not host.alive


def test_a_frozen_build_runs_itself_as_the_bots_process(monkeypatch: pytest.MonkeyPatch) -> None:
    assert child_command() == [sys.executable, "-m", "atout.play.bothost"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert child_command() == [sys.executable, CHILD_FLAG]
