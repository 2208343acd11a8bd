"""The bots' thread: answers come back to the GUI thread with their request id, a bot's error is
reported and never raised into Qt, a search told to stop answers at once, and while a bot thinks
the GUI thread waits at most a millisecond for the GIL. Out of the tests, the bots think in a
process of their own, and their answers come back the same way."""

from __future__ import annotations

import sys
import threading

import pytest

from atout.ai.bot import NEVER, Bot, MatchView, Stop
from atout.ai.levels import make_bot
from atout.app.worker import GIL_SWITCH_SECONDS, BotThread, VerdictWorker, Worker, bot_host, share_the_gil
from atout.rules import Action, Match, Observation


class FirstLegal(Bot):
    level = "first"

    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER
    ) -> Action | None:
        self.thread = threading.current_thread().name
        return observation.legal_actions[0]


class Broken(Bot):
    level = "broken"

    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER
    ) -> Action | None:
        raise ValueError("no idea")


class ThinksUntilStopped(Bot):
    level = "stubborn"

    def __init__(self, game: str, seat: int) -> None:
        super().__init__(game, seat)
        self.started = threading.Event()

    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER
    ) -> Action | None:
        self.started.set()
        while not stop.is_set():
            pass  # pure Python, holding the GIL as a search does
        return observation.legal_actions[-1]


@pytest.fixture
def bots(qtbot):  # type: ignore[no-untyped-def]
    thread = BotThread()
    yield thread
    thread.shutdown()
    assert not thread.alive


def opening() -> Observation:
    deal = Match("tarot", seed=3).new_deal()
    assert deal.current_seat is not None
    return deal.observation(deal.current_seat)


def test_an_answer_comes_back_in_the_gui_thread_with_its_request_id(qtbot, bots: BotThread) -> None:
    obs = opening()
    bot = FirstLegal("tarot", obs.seat)
    with qtbot.waitSignal(bots.answered, timeout=5000) as answered:
        bots.ask(7, bot, obs, MatchView())
    assert answered.args == [7, obs.legal_actions[0]]
    assert bot.thread == "atout-bots"


def test_out_of_the_tests_the_bots_think_in_a_process_of_their_own(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ATOUT_BOTS_IN_THREAD")
    bots = BotThread()
    try:
        assert not bots.in_thread
        obs = opening()
        bot = make_bot("normal", game="tarot", seat=obs.seat, seed=4)
        bots.prepare()  # started in the background: the GUI thread does not wait for the fork
        qtbot.waitUntil(lambda: bot_host().alive, timeout=10000)
        with qtbot.waitSignal(bots.answered, timeout=20000) as answered:
            bots.ask(9, bot, obs, MatchView())
        assert answered.args == [9, make_bot("normal", game="tarot", seat=obs.seat, seed=4).choose(obs)]
        with qtbot.waitSignal(bots.failed, timeout=20000) as failed:
            bots.ask(10, Broken("tarot", obs.seat), obs, MatchView())
        assert failed.args[0] == 10 and "ValueError: no idea" in failed.args[1]
    finally:
        bots.shutdown()


def test_where_the_bots_process_cannot_run_the_bots_think_in_the_thread(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ATOUT_BOTS_IN_THREAD")
    monkeypatch.setattr("atout.app.worker.SUPPORTED", False)  # Windows: no pass_fds
    bots = BotThread()
    try:
        assert bots.in_thread
    finally:
        bots.shutdown()


def test_a_bots_error_is_reported_with_its_request_id(qtbot, bots: BotThread) -> None:
    obs = opening()
    with qtbot.waitSignal(bots.failed, timeout=5000) as failed:
        bots.ask(3, Broken("tarot", obs.seat), obs, MatchView())
    assert failed.args == [3, "ValueError: no idea"]


def test_a_search_told_to_stop_answers_at_once(qtbot, bots: BotThread) -> None:
    obs = opening()
    bot = ThinksUntilStopped("tarot", obs.seat)
    with qtbot.waitSignal(bots.answered, timeout=5000) as answered:
        bots.ask(1, bot, obs, MatchView())
        assert bot.started.wait(5)
        bots.cancel()
    assert answered.args == [1, obs.legal_actions[-1]]


def test_while_a_bot_thinks_the_gui_waits_at_most_a_millisecond_for_the_gil() -> None:
    before = sys.getswitchinterval()
    try:
        share_the_gil()  # what the entry point does, once, at start-up
        assert GIL_SWITCH_SECONDS <= 0.001
        assert sys.getswitchinterval() == pytest.approx(GIL_SWITCH_SECONDS)
    finally:
        sys.setswitchinterval(before)


def test_a_worker_runs_its_jobs_in_order_and_hands_each_result_over_once(qtbot) -> None:
    worker = Worker("test")
    done: list[int] = []
    worker.finished.connect(done.append)
    worker.submit(1, lambda stop: "first")
    worker.submit(2, lambda stop: 1 / 0)
    qtbot.waitUntil(lambda: done == [1, 2], timeout=5000)
    assert worker.take(1) == ("first", None)
    assert worker.take(1) is None  # taken already
    assert worker.take(2) == (None, "ZeroDivisionError: division by zero")
    worker.shutdown()
    assert not worker.alive


def test_the_verdicts_come_back_in_the_gui_thread(qtbot) -> None:
    from atout.play.replay import DealReplay
    from atout.rules import DealRng
    from atout.rules.selfplay import random_action

    match = Match("carotte", None, seed=4, first_dealer=0)
    deal = match.new_deal()
    rng = DealRng(4)
    while not deal.is_over:
        match.apply(random_action(deal, match.rules, rng))
    verdicts = VerdictWorker(DealReplay.of_match(match, 0))
    with qtbot.waitSignal(verdicts.ready, timeout=20000):
        pass
    assert verdicts.verdicts is not None and len(verdicts.verdicts) > 0
