"""The search levels: legal moves in every game and phase, determinism, the stop flag, the bidding
inference and the exact endgame (with small budgets: the real ones are measured by the arena)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from atout.ai.bot import MatchView, StopFlag
from atout.ai.carotte.policy import CarottePolicy
from atout.ai.driver import play_deal
from atout.ai.heuristic import policy_for
from atout.ai.levels import make_bot
from atout.ai.policy import UNLIKELY_CALL, GamePolicy, UnsolvedError
from atout.ai.search import LEVEL_SETTINGS, SearchBot, SearchSettings, _resample, _solve, _tricks_left
from atout.ai.tarot import TarotPolicy
from atout.rules import Action, Deal, DealRng, Match, Phase, Play
from atout.rules.sampling import sample_deal
from atout.rules.selfplay import random_action

SMALL = SearchSettings(worlds=3, decision_worlds=3, solver_tricks=0, infer=False, risk=0.2, seconds=5.0)
SMALL_EXPERT = SearchSettings(
    worlds=3, decision_worlds=3, solver_tricks=2, infer=True, risk=0.1, seconds=5.0, play_weight=0.3, pool=2
)
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


def test_a_set_stop_flag_answers_at_once_with_a_legal_move(monkeypatch: pytest.MonkeyPatch) -> None:
    match = _mid_deal("tarot", 3, 0)
    deal = match.current
    assert deal is not None and deal.current_seat is not None
    seen = deal.observation(deal.current_seat)
    bot = SearchBot("tarot", deal.current_seat, seed=1, level="expert")
    # the work is counted in sampled deals: each weighing of the moves draws its first sample
    # and stops there (unstopped, the expert draws dozens for each)
    weighings: list[int] = []
    samples: list[int] = []
    worlds, sample = SearchBot._worlds, SearchBot._sample
    monkeypatch.setattr(SearchBot, "_worlds", lambda *args: weighings.append(1) or worlds(*args))
    monkeypatch.setattr(SearchBot, "_sample", lambda *args: samples.append(1) or sample(*args))
    stop = StopFlag()
    stop.set()
    move = bot.choose(seen, MatchView(), stop)
    assert move in seen.legal_actions or seen.choice is not None
    assert weighings and len(samples) == len(weighings)


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
    with pytest.raises(UnsolvedError):
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


def test_the_default_call_model_weighs_down_samples_that_contradict_the_calls() -> None:
    """After a Carotte bidding of normal players, samples in which they would have called as they
    did keep their weight; the others count a quarter for each call they do not explain."""
    spread = []
    for seed in range(12):
        match = Match("carotte", seed=seed, first_dealer=0)
        deal = match.new_deal()
        normal = [make_bot("normal", game="carotte", seat=s, seed=s) for s in range(4)]
        while not deal.is_over and deal.phase is Phase.BIDDING:
            seat = deal.current_seat
            match.apply(normal[seat].choose(deal.observation(seat)))
        if deal.is_over:
            continue
        seat = (deal.dealer + 3) & 3  # who spoke third: the two before him are read
        bot = SearchBot("carotte", seat, seed=2, settings=SMALL_EXPERT)
        weights = [bot._sample(deal.observation(seat), DealRng(n))[1] for n in range(20)]
        assert set(weights) <= {1.0, UNLIKELY_CALL, UNLIKELY_CALL**2, UNLIKELY_CALL**3}
        spread.append((min(weights), max(weights)))
    assert spread
    assert any(high == 1.0 for _, high in spread)  # samples that explain every call
    assert any(low < 1.0 for low, _ in spread)  # and samples that do not


class _NormalCalls(TarotPolicy):
    """The Tarot policy with the default call model: a call the normal level would not make
    counts a quarter."""

    call_likelihood = GamePolicy.call_likelihood


def test_the_tarot_call_model_reads_a_searching_taker_better_than_the_normal_calls() -> None:
    """Hard players take hands the normal level passes. After their bidding, the defenders'
    samples weighed by the Tarot call model put the taker's unseen cards in his hand more often
    than unweighed samples, and than samples weighed by the normal level's calls."""
    shares: dict[str, list[float]] = {"plain": [], "normal calls": [], "call model": []}
    for seed in range(60):
        if len(shares["plain"]) == 20:
            break
        match = Match("tarot", seed=900 + seed, first_dealer=seed % 4)
        deal = match.new_deal()
        hard = [make_bot("hard", game="tarot", seat=s, seed=s) for s in range(4)]
        while not deal.is_over and deal.phase is Phase.BIDDING:
            seat = deal.current_seat
            match.apply(hard[seat].choose(deal.observation(seat)))
        if deal.is_over or deal.taker is None:
            continue
        taker = deal.taker
        seat = (taker + 1) & 3
        observation = deal.observation(seat)
        bot = SearchBot("tarot", seat, seed=seed, settings=replace(SMALL_EXPERT, play_weight=1.0))
        normal_calls = SearchBot("tarot", seat, seed=seed, settings=replace(SMALL_EXPERT, play_weight=1.0))
        normal_calls.policy = _NormalCalls()
        drawn = [sample_deal(observation, DealRng(n)) for n in range(40)]
        weighed = {
            "plain": [(world, 1.0) for world in drawn],
            "normal calls": [(world, normal_calls._likelihood(observation, world)) for world in drawn],
            "call model": [(world, bot._likelihood(observation, world)) for world in drawn],
        }
        for name, worlds in weighed.items():
            shares[name].append(_true_owner_share(worlds, deal, seat, only=taker))
    assert len(shares["plain"]) == 20
    mean = {name: sum(values) / len(values) for name, values in shares.items()}
    assert mean["call model"] > mean["normal calls"] + 0.01
    assert mean["call model"] > mean["plain"] + 0.015


def test_random_calls_are_explained_by_no_sample() -> None:
    match = _mid_deal("tarot", 1, 0)  # prise, garde sans, garde contre: random calls
    deal = match.current
    assert deal is not None and deal.current_seat is not None
    seat = deal.current_seat
    bot = SearchBot("tarot", seat, seed=2, settings=SMALL_EXPERT)
    weights = {bot._sample(deal.observation(seat), DealRng(n))[1] for n in range(20)}
    assert max(weights) < 1.0


def _policy_played(game: str, seed: int, tricks: int) -> Match:
    """A deal bid by normal players and played for ``tricks`` tricks by the play-outs' policy:
    the model of the other players that the play inference assumes."""
    match = Match(game, seed=seed, first_dealer=seed % 4)
    deal = match.new_deal()
    normal = [make_bot("normal", game=game, seat=s, seed=s) for s in range(4)]
    policy = policy_for(game)  # the policy whose play-outs model the others
    while not deal.is_over and (deal.phase is not Phase.PLAY or len(deal.tricks) < tricks):
        for seat, _ in deal.announcements():
            if seat == deal.current_seat:  # the seat to act answers with its move
                continue
            answer = normal[seat].choose(deal.observation(seat))
            if answer is not None:
                match.apply(answer, seat)
        seat = deal.current_seat
        assert seat is not None
        if deal.phase is Phase.PLAY and deal.choice() is None:
            action = policy.rollout_action(deal, DealRng(0))
            if type(action) is not Play:  # an announcement: the normal player decides it
                action = normal[seat].choose(deal.observation(seat))
        else:
            action = normal[seat].choose(deal.observation(seat))
        match.apply(action, seat)
    return match


@pytest.mark.parametrize("game", GAMES)
def test_the_true_deal_explains_every_play_and_some_samples_do_not(game: str) -> None:
    """Played by the model itself, the true hands explain every card (the plays take nothing off
    the weight the calls give); samples that put the cards elsewhere often do not."""
    checked = 0
    for seed in range(30):
        deal = _policy_played(game, seed, 3).current
        if deal is None or deal.is_over or deal.phase is not Phase.PLAY:
            continue  # a Tarot deal nobody took
        if checked == 4:
            break
        seat = deal.current_seat
        assert seat is not None
        bot = SearchBot(game, seat, seed=seed, settings=SMALL_EXPERT)
        calls_only = SearchBot(game, seat, seed=seed, settings=replace(SMALL_EXPERT, play_weight=1.0))
        observation = deal.observation(seat)
        assert bot._likelihood(observation, deal) == calls_only._likelihood(observation, deal)
        drawn = [sample_deal(observation, DealRng(n)) for n in range(12)]
        weights = [bot._likelihood(observation, world) for world in drawn]
        by_calls = [calls_only._likelihood(observation, world) for world in drawn]
        assert all(0 < weight <= called <= 1 for weight, called in zip(weights, by_calls, strict=True))
        assert any(weight < called for weight, called in zip(weights, by_calls, strict=True))
        checked += 1
    assert checked == 4


def _true_owner_share(
    worlds: list[tuple[Deal, float]], deal: Deal, seat: int, only: int | None = None
) -> float:
    """The weighted share of samples that put each unseen card in the hand that holds it (the
    cards of seat ``only``, if given)."""
    total = sum(weight for _, weight in worlds)
    found = placed = 0.0
    for other in range(4):
        if other == seat or (only is not None and other != only):
            continue
        for card in deal.hand(other):
            found += sum(weight for world, weight in worlds if card in world.hand(other)) / total
            placed += 1
    return found / placed


@pytest.mark.parametrize("game", ["rough", "tarot"])
def test_the_play_inference_places_hidden_cards_better(game: str) -> None:
    """Over a dozen deals, samples weighed by the bidding and the play put the unseen cards where
    they really are more often than samples weighed by the bidding alone (the players play the
    model's cards, as in the test above)."""
    plain: list[float] = []
    inferred: list[float] = []
    for seed in range(60):
        if len(plain) == 12:
            break
        deal = _policy_played(game, seed, 4).current
        if deal is None or deal.is_over or deal.phase is not Phase.PLAY:
            continue  # a Tarot deal nobody took
        seat = deal.current_seat
        assert seat is not None
        observation = deal.observation(seat)
        bot = SearchBot(game, seat, seed=seed, settings=SMALL_EXPERT)
        bids_only = SearchBot(game, seat, seed=seed, settings=replace(SMALL_EXPERT, play_weight=1.0))
        drawn = [sample_deal(observation, DealRng(n)) for n in range(24)]
        by_bids = [(world, bids_only._likelihood(observation, world)) for world in drawn]
        by_play = [(world, bot._likelihood(observation, world)) for world in drawn]
        plain.append(_true_owner_share(by_bids, deal, seat))
        inferred.append(_true_owner_share(by_play, deal, seat))
    assert len(plain) == 12
    assert sum(inferred) / len(inferred) > sum(plain) / len(plain) + 0.005


def test_resampling_picks_in_proportion_to_the_weights() -> None:
    deals = [Match("carotte", seed=seed).new_deal() for seed in range(4)]
    weights = [5.0, 0.0, 2.0, 1.0]
    picks = _resample(list(zip(deals, weights, strict=True)), 8, DealRng(3))
    assert sum(times for _, times in picks) == 8
    counted = {id(world): times for world, times in picks}
    assert id(deals[1]) not in counted  # a sample no play explains is never picked
    assert counted[id(deals[0])] == 5 and counted[id(deals[2])] == 2 and counted[id(deals[3])] == 1


class _CountingPolicy(TarotPolicy):
    """The Tarot policy, counting the play-out actions of each kind it is asked for."""

    def __init__(self) -> None:
        super().__init__("normal")
        self.calls = {"rollout": 0, "seeing": 0}

    def rollout_action(self, deal: Deal, rng: DealRng) -> Action:
        self.calls["rollout"] += 1
        return super().rollout_action(deal, rng)

    def seeing_action(self, deal: Deal, rng: DealRng) -> Action:
        self.calls["seeing"] += 1
        return super().seeing_action(deal, rng)


def _open_choice(deals: list[Deal | None]) -> Deal:
    """The first of ``deals`` whose seat to act has more than one move worth searching."""
    policy = TarotPolicy()
    for deal in deals:
        if deal is None or deal.current_seat is None or deal.is_over:
            continue
        seen = deal.observation(deal.current_seat)
        if deal.phase is Phase.BIDDING:
            moves = set(policy.bid_candidates(seen, MatchView()))
        else:
            moves = {action for action in seen.legal_actions if type(action) is Play}
        if len(moves) > 1:
            return deal
    raise AssertionError("no open choice among the deals")


def _choose_with(policy: GamePolicy, deal: Deal, settings: SearchSettings) -> None:
    """Let a search bot of ``settings``, thinking with ``policy``, choose the move of the seat to act."""
    seat = deal.current_seat
    assert seat is not None
    bot = SearchBot(deal.game, seat, seed=2, settings=settings)
    bot.policy = policy
    bot.choose(deal.observation(seat))


@pytest.mark.parametrize("seeing", [True, False])
def test_seeing_play_outs_serve_the_card_play_and_never_the_bidding(seeing: bool) -> None:
    settings = replace(SMALL, seeing=seeing)
    bidding = _open_choice([Match("tarot", seed=seed, first_dealer=0).new_deal() for seed in range(40)])
    playing = _open_choice([_mid_deal("tarot", seed, 1).current for seed in range(10)])
    assert bidding.phase is Phase.BIDDING and playing.phase is Phase.PLAY
    for deal, played in ((bidding, False), (playing, True)):
        counting = _CountingPolicy()
        _choose_with(counting, deal, settings)
        assert counting.calls["rollout"] + counting.calls["seeing"] > 0  # it searched
        assert (counting.calls["seeing"] > 0) is (seeing and played)


class _DepthPolicy(CarottePolicy):
    """The Carotte policy, noting how many tricks were left at each exact solve."""

    def __init__(self) -> None:
        super().__init__("normal")
        self.depths: set[int] = set()

    def solve(self, deal: Deal, seat: int, view: MatchView, nodes: int) -> float | None:
        self.depths.add(_tricks_left(deal))
        return super().solve(deal, seat, view, nodes)


def test_the_bidding_searches_solve_at_their_own_depth() -> None:
    """``bidding_solver_tricks`` sets how deep the bidding's play-outs solve; the card play keeps
    ``solver_tricks`` (the Carotte expert bids with two tricks solved and plays with four)."""
    settings = replace(SMALL, solver_tricks=4, bidding_solver_tricks=2, solver_nodes=10**6)
    assert settings.solver_tricks_in(Phase.BIDDING) == 2 and settings.solver_tricks_in(Phase.PLAY) == 4
    assert replace(settings, bidding_solver_tricks=None).solver_tricks_in(Phase.BIDDING) == 4
    expert = LEVEL_SETTINGS["expert"]["carotte"]
    assert expert.solver_tricks_in(Phase.BIDDING) < expert.solver_tricks_in(Phase.PLAY)
    bidding = next(
        deal
        for deal in (Match("carotte", seed=seed, first_dealer=0).new_deal() for seed in range(40))
        if len(CarottePolicy().bid_candidates(deal.observation(deal.current_seat or 0), MatchView())) > 1
    )
    playing = next(
        deal
        for deal in (_mid_deal("carotte", seed, 0).current for seed in range(20))
        if deal is not None and not deal.is_over and deal.phase is Phase.PLAY and not deal.current_trick()
    )
    for deal, depth in ((bidding, 2), (playing, 4)):
        recording = _DepthPolicy()
        _choose_with(recording, deal, settings)
        assert recording.depths == {depth}
