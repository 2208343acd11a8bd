"""The search levels, ``hard`` and ``expert``: decisions weighed on sampled deals.

A search bot never sees the other hands. For each decision it samples full deals
that agree with everything its seat has seen (:func:`atout.rules.sampling.draw_sample`:
the voids shown by play, the cards shown, the discard it made...), tries each
candidate move in each of them, plays the rest of the deal out with the game's
policy (or, near the end, solves it exactly with every hand of that sample in
view: by the game's own solver where it has one, :meth:`~atout.ai.policy.GamePolicy.solve`,
as all three games do in their card play, else by a generic alpha-beta), and keeps the
move with the best mean value. The same samples serve every candidate, so that the
comparison is not blurred by the luck of the draw.

Budgets are counted in samples, not seconds: with a seed, a level plays the same
moves on a fast or a slow machine. The clock is only a safety cut-off: a search
told to stop (or past its cut-off) answers with its best move so far.

The ``expert`` also infers: it draws more samples than it searches and keeps
those that best explain what the other seats did. A sample in which an opponent
would not have bid as he did, or would have played another card than the one he
played, counts less (the model of the others is the game's policy: its model of
the calls, :meth:`~atout.ai.policy.GamePolicy.call_likelihood`, and the quick card play
of the play-outs). It also solves the last tricks exactly. In Tarot, its écart,
its announcements and its card play are weighed on play-outs in which each player
looks at the sampled hands still to play to the trick
(:meth:`~atout.ai.policy.GamePolicy.seeing_action`): closer to the exact play of
the last tricks than the blind quick rules, and as fast.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from atout.ai.bot import NEVER, Bot, MatchView, Stop
from atout.ai.heuristic import policy_for
from atout.ai.policy import UnsolvedError
from atout.rules import (
    Action,
    Deal,
    DealRng,
    Observation,
    Phase,
    Play,
    RulesError,
    get_game,
)
from atout.rules.deal_sample import DealSample, Dealt
from atout.rules.sampling import draw_sample

__all__ = ["LEVEL_SETTINGS", "SearchBot", "SearchSettings"]


@dataclass(frozen=True)
class SearchSettings:
    """How hard a search level thinks.

    ``worlds``: samples per card played; ``decision_worlds``: samples per bid,
    discard or announcement; ``solver_tricks``: solve exactly when this many tricks
    or fewer are left (0: never); ``infer``: weigh samples by the bidding and play;
    ``risk``: how much the spread of a bid's outcomes counts against it (0: only
    the mean); ``seconds``: the safety cut-off of one card played (twice that for a
    bid, a discard or an announcement); ``solver_nodes``: the positions one exact
    solve may visit before it gives up and the deal is played out by the policy
    instead (a budget in nodes, so the same seed gives the same move);
    ``bidding_solver_tricks``: ``solver_tricks`` for the bidding's searches (``None``:
    the same); ``tuning``: arguments of the game's policy that the level sets otherwise
    (:func:`~atout.ai.heuristic.policy_for`), as ``(name, value)`` pairs.

    With ``infer``: ``play_weight`` is the factor a sample's weight is multiplied by
    for each card another seat played that the policy would not have played in that
    sample (1: plays say nothing); ``pool`` samples are drawn for each one searched,
    and the searched ones are picked among them in proportion to their weights.

    With ``seeing``, every search after the bidding (the discard or écart, the
    announcements, the card play) plays its sampled deals out by
    :meth:`GamePolicy.seeing_action`, which looks at every sampled hand; the
    bidding's searches keep the quick rules.
    """

    worlds: int
    decision_worlds: int
    solver_tricks: int
    infer: bool
    risk: float
    seconds: float
    solver_nodes: int = 3000
    play_weight: float = 1.0
    pool: int = 1
    seeing: bool = False
    bidding_solver_tricks: int | None = None
    tuning: tuple[tuple[str, float], ...] = ()

    def solver_tricks_in(self, phase: Phase) -> int:
        """How many tricks from the end the searches of ``phase`` solve exactly."""
        if phase is Phase.BIDDING and self.bidding_solver_tricks is not None:
            return self.bidding_solver_tricks
        return self.solver_tricks


#: The settings of each search level, per game (the Tarot deal is longer to play out). The
#: figures behind each choice, and the runs that tried others, are in ``docs/levels.md``:
#: - Carotte and Tarot bid on the mean (risk 0): weighing the spread of a bid's outcomes made
#:   hard pass playable hands, and beat normal by less;
#: - hard solves the last two Carotte tricks exactly (without it, it was not shown to beat normal);
#: - the expert solves the last two tricks (three in Rough): three Tarot tricks put a card at the
#:   1 s cut-off; in Carotte, whose own solver asks only "made or not", it solves the last four
#:   (most of the deal) for a card p95 near 0.26 s, but only the last two in its bidding's
#:   searches: solving four there took more points from hard but bid fewer carottes and gave
#:   hard chips (-0.075 a deal); with two, the chips are even and the points edge +0.12;
#: - the Carotte expert counts a chip at 0.3 point, hard at 0.2 (``tuning``, see
#:   ``atout/ai/carotte/value.py``): it bids twice as many carottes, makes 75% of them, and wins
#:   chips from hard (+0.16 a deal) at little cost in points (edge +0.10);
#: - the expert weighs its samples by the others' calls and plays (a factor 0.3 per card the
#:   model would not have played, 3 samples drawn for each one kept): that is what makes it beat
#:   hard in Rough;
#: - the Tarot expert's searches after the bidding play out ``seeing``: better play on both sides
#:   at the same cost. Its edge over hard is +2.8 [1.7, 3.9] points a deal (7,600 boards, the page);
#:   it weighs each bid, écart and announcement on 128 samples, not 32: with 32, two searches of
#:   the same first bid on fresh samples disagreed 9.3% of the time, with 128, 3.8%.
LEVEL_SETTINGS: dict[str, dict[str, SearchSettings]] = {
    "hard": {
        "carotte": SearchSettings(32, 32, 2, False, 0.0, 0.3),
        "rough": SearchSettings(24, 24, 0, False, 0.25, 0.3),
        "tarot": SearchSettings(48, 24, 0, False, 0.0, 0.3),
    },
    "expert": {
        "carotte": SearchSettings(
            96, 64, 4, True, 0.0, 1.0, bidding_solver_tricks=2, tuning=(("chip_points", 3.0),)
        ),
        "rough": SearchSettings(40, 32, 3, True, 0.15, 1.0, play_weight=0.3, pool=3),
        "tarot": SearchSettings(64, 128, 2, True, 0.0, 1.0, play_weight=0.3, pool=3, seeing=True),
    },
}

_PLAY_MODEL_RNG = DealRng(0)  # the play-outs' policy plays without drawing numbers; fixed if it did


@dataclass(frozen=True)
class _Thinking:
    """What one decision carries along: the match, its random numbers, when to stop."""

    view: MatchView
    rng: DealRng
    stop: Stop
    deadline: float
    seeing: bool  # the play-outs look at every sampled hand
    solver_tricks: int  # the play-outs solve exactly when this many tricks are left

    def must_stop(self) -> bool:
        return self.stop.is_set() or time.monotonic() > self.deadline


class SearchBot(Bot):
    """A player of the ``hard`` or ``expert`` level."""

    def __init__(
        self, game: str, seat: int, seed: int = 0, level: str = "hard", settings: SearchSettings | None = None
    ) -> None:
        super().__init__(game, seat, seed)
        self.level = level
        self.settings = settings if settings is not None else LEVEL_SETTINGS[level][game]
        self.policy = policy_for(game, "normal", **dict(self.settings.tuning))
        self.rules = get_game(game)

    # -- the decisions ---------------------------------------------------------------------------
    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER
    ) -> Action | None:
        obs = observation
        rng = self.rng_for(obs)
        playing = obs.current_seat == obs.seat and obs.phase is Phase.PLAY and obs.choice is None
        seconds = self.settings.seconds * (1.0 if playing else 2.0)
        seeing = self.settings.seeing and obs.phase is not Phase.BIDDING
        think = _Thinking(
            view or MatchView(),
            rng,
            stop,
            time.monotonic() + seconds,
            seeing,
            self.settings.solver_tricks_in(obs.phase),
        )
        policy = self.policy
        decision_worlds = self.settings.decision_worlds
        if obs.current_seat != obs.seat:
            if not obs.announcements:
                return None
            offer = policy.announce(obs, think.view, rng)
            if offer is None:
                return None
            return self._best(obs, [offer, None], decision_worlds, think)
        if obs.choice is not None:
            discards: list[Action | None] = list(policy.discard_candidates(obs, think.view, rng))
            return self._best(obs, discards, decision_worlds, think)
        if obs.phase is Phase.BIDDING:
            calls: list[Action | None] = list(policy.bid_candidates(obs, think.view))
            return self._best(obs, calls, decision_worlds, think, risk=self.settings.risk)
        announcement = policy.announce(obs, think.view, rng)
        if announcement is not None:
            choice = self._best(obs, [announcement, None], decision_worlds, think)
            if choice is not None:
                return choice
        plays: list[Action | None] = [action for action in obs.legal_actions if type(action) is Play]
        return self._best(obs, plays, self.settings.worlds, think)

    def _best(
        self,
        obs: Observation,
        candidates: Sequence[Action | None],
        worlds: int,
        think: _Thinking,
        *,
        risk: float = 0.0,
    ) -> Action | None:
        """The candidate with the best (risk-adjusted) mean value over ``worlds`` sampled
        deals.

        ``None`` stands for "no announcement now"; the first candidate is the answer
        when no sample could be made in time.
        """
        unique: list[Action | None] = []
        for candidate in candidates:
            if candidate not in unique:
                unique.append(candidate)
        if len(unique) == 1:
            return unique[0]
        totals = [0.0] * len(unique)
        squares = [0.0] * len(unique)
        weight_sum = 0.0
        rng = think.rng
        for index, (world, weight) in enumerate(self._worlds(obs, worlds, think)):
            if index and think.must_stop():
                break
            weight_sum += weight
            for number, candidate in enumerate(unique):
                value = self._value_of(world, obs.seat, candidate, think, rng.derive(2, index, number))
                totals[number] += weight * value
                squares[number] += weight * value * value
        if weight_sum == 0:
            return unique[0]
        scores = []
        for number in range(len(unique)):
            mean = totals[number] / weight_sum
            spread = math.sqrt(max(0.0, squares[number] / weight_sum - mean * mean))
            scores.append(mean - risk * spread)
        best = max(range(len(unique)), key=lambda number: (scores[number], -number))
        return unique[best]

    # -- samples -----------------------------------------------------------------------------------
    def _worlds(self, obs: Observation, count: int, think: _Thinking) -> list[tuple[Deal, float]]:
        """The sampled deals a decision is weighed on, each with its weight.

        Without ``infer`` (or with a ``pool`` of 1): ``count`` samples as drawn. With
        them: ``pool × count`` samples are drawn and weighed, and ``count`` picks made
        among them in proportion to their weights (systematic resampling); a sample
        picked twice is searched once, with twice the weight. A sample is weighed on its
        cards (:class:`~atout.rules.deal_sample.DealSample`) and replayed only when picked.
        """
        settings = self.settings
        pool = settings.pool if settings.infer else 1
        rng = think.rng
        drawn: list[tuple[DealSample, float]] = []
        for index in range(count * pool):
            if index and think.must_stop():
                break
            sample, weight = self._sample(obs, rng.derive(1, index))
            if sample is not None and weight > 0:
                drawn.append((sample, weight))
        if pool != 1 and len(drawn) > count:
            drawn = _resample(drawn, count, rng.derive(3))
        worlds: list[tuple[Deal, float]] = []
        for sample, weight in drawn:
            try:
                worlds.append((sample.deal(), weight))
            except RulesError:  # a sample the rules cannot replay (none is known: see test_sampling)
                continue
        return worlds

    def _sample(self, obs: Observation, rng: DealRng) -> tuple[DealSample | None, float]:
        """A deal consistent with ``obs`` (its cards, not replayed yet), and its weight."""
        try:
            sample = draw_sample(obs, rng)
        except RulesError:
            return None, 0.0
        if not self.settings.infer:
            return sample, 1.0
        return sample, self._likelihood(obs, sample)

    def _likelihood(self, obs: Observation, world: Dealt) -> float:
        """How well the sample explains what the other seats did: by the game's own
        reading where it has one (:meth:`GamePolicy.sample_weight`: the same number,
        faster), else by :meth:`_replayed_likelihood`."""
        fast = self.policy.sample_weight(world, obs.seat, self.settings.play_weight)
        return self._replayed_likelihood(obs, world) if fast is None else fast

    def _replayed_likelihood(self, obs: Observation, world: Dealt) -> float:
        """How well the sample explains what the other seats did.

        The deal is replayed from its start with the sample's hands. Each call made
        by another seat multiplies the weight by how likely that seat was to make it
        with the sample's hand (:meth:`GamePolicy.call_likelihood`); each card the
        policy would not have played multiplies it by ``play_weight`` (the quick policy
        of the play-outs stands for the other players here: it plays the card the
        search assumes they will play).
        """
        play_weight = self.settings.play_weight
        fresh = self.rules.deal_like(obs, world.dealt_hands, world.kitty)
        weight = 1.0
        view = MatchView()
        me = obs.seat
        policy = self.policy
        for seat, action in world.history:
            phase = fresh.phase
            if play_weight == 1.0 and phase is not Phase.BIDDING:
                break  # the plays would say nothing: the calls are all read
            if seat != me and fresh.current_seat == seat:
                if phase is Phase.BIDDING:
                    seen = fresh.observation(seat)
                    weight *= policy.call_likelihood(seen, action, view, DealRng(self.seed).derive(7, seat))
                elif (
                    phase is Phase.PLAY
                    and play_weight != 1.0
                    and type(action) is Play
                    and fresh.choice() is None
                    and policy.rollout_action(fresh, _PLAY_MODEL_RNG) != action
                ):
                    weight *= play_weight
            fresh.apply(action, seat)
        return weight

    # -- values --------------------------------------------------------------------------------------
    def _value_of(
        self, world: Deal, seat: int, candidate: Action | None, think: _Thinking, rng: DealRng
    ) -> float:
        """The value for ``seat`` of playing ``candidate`` in ``world``, then the deal out."""
        trial = world.clone()
        if candidate is not None:
            trial.apply(candidate, seat)
        elif trial.current_seat == seat and trial.phase is Phase.PLAY:
            # "no announcement now": the seat plays its card without announcing
            first = self.policy.rollout_action(trial, rng)
            if type(first) is not Play:
                first = next(action for action in trial.legal_actions() if type(action) is Play)
            trial.apply(first)
        return self._play_out(
            trial, seat, think.view, rng, seeing=think.seeing, solver_tricks=think.solver_tricks
        )

    def _play_out(
        self,
        deal: Deal,
        seat: int,
        view: MatchView,
        rng: DealRng,
        *,
        seeing: bool = False,
        solver_tricks: int | None = None,
    ) -> float:
        """The value for ``seat`` of ``deal`` played out by the policy's quick rules (by
        :meth:`GamePolicy.seeing_action` when ``seeing``), the last ``solver_tricks``
        tricks solved (by default the settings' ``solver_tricks``). Once the card play
        begins, the game's own play-out (:meth:`GamePolicy.play_out`) plays it where it
        has one."""
        if solver_tricks is None:
            solver_tricks = self.settings.solver_tricks
        policy = self.policy
        quick = policy.seeing_action if seeing else policy.rollout_action
        unsolved_at = solver_tricks + 1  # tricks left when a solve last ran out of nodes
        asked = False  # whether the game's own play-out was asked for (once the card play begins)
        while not deal.is_over:
            if not asked and deal.phase is Phase.PLAY:
                asked = True
                nodes = self.settings.solver_nodes
                fast = policy.play_out(deal, seat, seeing=seeing, solver_tricks=solver_tricks, nodes=nodes)
                if fast is not None:  # the same value, played faster
                    return fast
            if solver_tricks and deal.phase is Phase.PLAY:
                left = _tricks_left(deal)
                if left < unsolved_at:
                    try:
                        return self._solve(deal, seat, view)
                    except UnsolvedError:
                        unsolved_at = left  # play on, and try again a trick later
            deal.apply(quick(deal, rng))
        return policy.value(deal.result(), seat, deal, view)

    def _solve(self, deal: Deal, seat: int, view: MatchView) -> float:
        """The value for ``seat`` of ``deal`` played perfectly from here: by the game's own
        solver (:meth:`GamePolicy.solve`) where it has one, else by :func:`_solve`."""
        nodes = self.settings.solver_nodes
        value = self.policy.solve(deal, seat, view, nodes)
        return _solve(deal, seat, self, view, nodes) if value is None else value

    def side(self, deal: Deal, seat: int) -> int:
        """The side of ``seat`` in ``deal``, as the rules say."""
        return deal.side_of(seat)


_Drawn = TypeVar("_Drawn")


def _resample(drawn: Sequence[tuple[_Drawn, float]], count: int, rng: DealRng) -> list[tuple[_Drawn, float]]:
    """``count`` picks among the weighted ``drawn`` samples, each as likely as its weight
    (systematic resampling: one random offset, then evenly spaced steps); the samples
    picked, each weighted by how many times it was picked.

    >>> from atout.rules import Match
    >>> a, b = Match("carotte", seed=1).new_deal(), Match("carotte", seed=2).new_deal()
    >>> [weight for _, weight in _resample([(a, 3.0), (b, 1.0)], 4, DealRng(5))]
    [3.0, 1.0]
    """
    total = sum(weight for _, weight in drawn)
    step = total / count
    position = step * rng.below(1 << 24) / (1 << 24)
    picked: list[tuple[_Drawn, float]] = []
    made = 0
    reached = 0.0
    for world, weight in drawn:
        reached += weight
        times = 0
        while position < reached and made < count:
            times += 1
            made += 1
            position += step
        if times:
            picked.append((world, float(times)))
    return picked


def _tricks_left(deal: Deal) -> int:
    return get_game(deal.game).hand_size - len(deal.tricks)  # one trick per card in hand


def _solve(deal: Deal, seat: int, bot: SearchBot, view: MatchView, nodes: int) -> float:
    """The value for ``seat`` of ``deal`` played out perfectly by both sides, every
    hand in view (alpha-beta over the remaining cards); :class:`UnsolvedError` past ``nodes``
    positions (``deal`` itself is left as it was)."""
    mine = bot.side(deal, seat)
    budget = [nodes]

    def search(state: Deal, alpha: float, beta: float) -> float:
        budget[0] -= 1
        if budget[0] < 0:
            raise UnsolvedError
        if state.is_over:
            return bot.policy.value(state.result(), seat, state, view)
        to_act = state.current_seat
        assert to_act is not None
        plays = [action for action in state.legal_actions() if type(action) is Play]
        maximizing = bot.side(state, to_act) == mine
        best = -math.inf if maximizing else math.inf
        for action in plays:
            child = state.clone()
            child.apply(action)
            value = search(child, alpha, beta)
            if maximizing:
                best = max(best, value)
                alpha = max(alpha, best)
            else:
                best = min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best

    return search(deal, -math.inf, math.inf)
