"""The search levels: legal moves in every game and phase, determinism, the stop flag, the bidding
inference and the exact endgame (with small budgets: the real ones are measured by the arena)."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from atout.ai.bot import MatchView, StopFlag
from atout.ai.driver import play_deal
from atout.ai.levels import make_bot
from atout.ai.search import LEVEL_SETTINGS, SearchBot, SearchSettings, _solve, _UnsolvedError
from atout.rules import DealRng, Match, Phase
from atout.rules.selfplay import random_action

SMALL = SearchSettings(worlds=3, decision_worlds=3, solver_tricks=0, infer=False, risk=0.2, seconds=5.0)
SMALL_EXPERT = SearchSettings(worlds=3, decision_worlds=3, solver_tricks=2, infer=True, risk=0.1, seconds=5.0)
GAMES = ("carotte", "rough", "tarot")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("settings", [SMALL, SMALL_EXPERT], ids=["hard", "expert"])
def test_search_bots_play_whole_deals_legally(game: str, settings: SearchSettings) -> None:
    match = Match(game, seed=21, first_dealer=0)
    bots = [SearchBot(game, seat, seed=seat, settings=settings) for seat in range(4)]
    for _ in range(2):
        if match.is_over:
            break
        deal = play_deal(match, bots)  # the rules check every move
        assert deal.is_over


def test_every_level_and_game_has_settings() -> None:
    for level in ("hard", "expert"):
        assert set(LEVEL_SETTINGS[level]) == set(GAMES)
        for settings in LEVEL_SETTINGS[level].values():
            assert settings.worlds > 0 and settings.decision_worlds > 0 and settings.seconds > 0
    for game in GAMES:  # the expert thinks harder than the hard level
        assert LEVEL_SETTINGS["expert"][game].worlds > LEVEL_SETTINGS["hard"][game].worlds


def _mid_deal(game: str, seed: int, tricks: int) -> Match:
    match = Match(game, seed=seed, first_dealer=0)
    deal = match.new_deal()
    rng = DealRng(seed)
    while not deal.is_over and (deal.phase is not Phase.PLAY or len(deal.tricks) < tricks):
        match.apply(random_action(deal, match.rules, rng))
    return match


def test_the_same_seed_gives_the_same_move_and_the_seed_matters() -> None:
    match = _mid_deal("rough", 8, 1)
    deal = match.current
    assert deal is not None and deal.current_seat is not None
    seat = deal.current_seat
    seen = deal.observation(seat)
    moves = {SearchBot("rough", seat, seed=4, settings=SMALL).choose(seen) for _ in range(3)}
    assert len(moves) == 1
    assert moves.pop() in seen.legal_actions


def test_a_set_stop_flag_answers_at_once_with_a_legal_move() -> None:
    match = _mid_deal("tarot", 3, 0)
    deal = match.current
    assert deal is not None and deal.current_seat is not None
    seen = deal.observation(deal.current_seat)
    bot = SearchBot("tarot", deal.current_seat, seed=1, level="expert")
    stop = StopFlag()
    stop.set()
    started = time.perf_counter()
    move = bot.choose(seen, MatchView(), stop)
    assert time.perf_counter() - started < 1.0
    assert move in seen.legal_actions or seen.choice is not None


def minimax(deal, seat: int, bot: SearchBot) -> float:  # type: ignore[no-untyped-def]
    """Plain minimax, every line explored: what alpha-beta must agree with."""
    if deal.is_over:
        return bot.policy.value(deal.result(), seat, deal, MatchView())
    mine = bot.side(deal, seat)
    values = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        values.append(minimax(child, seat, bot))
    return max(values) if bot.side(deal, deal.current_seat) == mine else min(values)


@pytest.mark.parametrize(("game", "tricks"), [("carotte", 3), ("rough", 6), ("tarot", 16)])
def test_the_endgame_solver_agrees_with_plain_minimax(game: str, tricks: int) -> None:
    for seed in range(4):
        match = _mid_deal(game, seed, tricks)
        deal = match.current
        if deal is None or deal.is_over:
            continue
        seat = deal.current_seat
        assert seat is not None
        bot = SearchBot(game, seat, seed=0, settings=SMALL)
        assert _solve(deal.clone(), seat, bot, MatchView(), 10**9) == minimax(deal.clone(), seat, bot)


def test_a_solve_past_its_node_budget_gives_up_and_the_deal_is_played_out() -> None:
    """The exact solver counts the positions it visits; past its budget it gives up (the deal
    it was given unchanged) and the search plays the deal out with the policy instead."""
    deal = next(
        deal
        for deal in (_mid_deal("carotte", seed, 2).current for seed in range(20))
        if deal is not None and not deal.is_over and len(deal.tricks) == 2 and not deal.current_trick()
    )
    seat = deal.current_seat
    assert seat is not None
    bot = SearchBot("carotte", seat, seed=0, settings=SMALL_EXPERT)
    before = (deal.history, deal.hand(seat))
    with pytest.raises(_UnsolvedError):
        _solve(deal, seat, bot, MatchView(), 5)
    assert (deal.history, deal.hand(seat)) == before
    exact = _solve(deal.clone(), seat, bot, MatchView(), 10**9)
    endgame = replace(SMALL_EXPERT, solver_tricks=4)
    starved = SearchBot("carotte", seat, seed=0, settings=replace(endgame, solver_nodes=5))
    fed = SearchBot("carotte", seat, seed=0, settings=replace(endgame, solver_nodes=10**9))
    assert fed._play_out(deal.clone(), seat, MatchView(), DealRng(3)) == exact
    plain = SearchBot("carotte", seat, seed=0, settings=replace(SMALL_EXPERT, solver_tricks=0))
    played_out = plain._play_out(deal.clone(), seat, MatchView(), DealRng(3))
    assert starved._play_out(deal.clone(), seat, MatchView(), DealRng(3)) == played_out


def test_the_bidding_inference_weighs_down_samples_that_contradict_the_calls() -> None:
    """After a bidding of normal players, samples in which they would have called as they did
    keep their weight; the others count less (random bids are explained by no sample)."""
    spread = []
    for seed in range(12):
        match = Match("tarot", seed=seed, first_dealer=0)
        deal = match.new_deal()
        normal = [make_bot("normal", game="tarot", seat=s, seed=s) for s in range(4)]
        while not deal.is_over and deal.phase is not Phase.PLAY:
            seat = deal.current_seat
            match.apply(normal[seat].choose(deal.observation(seat)))
        if deal.is_over:
            continue
        for seat in range(4):
            if seat == deal.taker:
                continue
            bot = SearchBot("tarot", seat, seed=2, settings=SMALL_EXPERT)
            weights = [bot._sample(deal.observation(seat), DealRng(n))[1] for n in range(20)]
            assert all(0 < weight <= 1 for weight in weights)
            spread.append((min(weights), max(weights)))
    assert spread
    assert any(high == 1.0 for _, high in spread)  # samples that explain every call
    assert any(low < 1.0 for low, _ in spread)  # and samples that do not


def test_random_calls_are_explained_by_no_sample() -> None:
    match = _mid_deal("tarot", 1, 0)  # prise, garde sans, garde contre: random calls
    deal = match.current
    assert deal is not None and deal.current_seat is not None
    seat = deal.current_seat
    bot = SearchBot("tarot", seat, seed=2, settings=SMALL_EXPERT)
    weights = {bot._sample(deal.observation(seat), DealRng(n))[1] for n in range(20)}
    assert max(weights) < 1.0
