"""Le Rough's computer player behind one :class:`GamePolicy`.

Every decision is taken from the seat's observation only (its hand, the public history,
the mise and its own discard when it is the contractor): the bidding
(:mod:`atout.ai.rough.bidding`), the discard, the trump and Sans-Atout
(:mod:`atout.ai.rough.hand`), the card play (:mod:`atout.ai.rough.play`). For the search
levels, :meth:`RoughPolicy.value` weighs the score difference, the match when a deal ends
it (the 100 bid, the target) and the box, and :meth:`RoughPolicy.rollout_action` plays
the fast play-outs (:mod:`atout.ai.rough.playout`).

``easy`` counts no cards and tracks no voids, plays a quarter of its cards at random,
bids from a crude count (never 100, never Sans-Atout) and discards its lowest cards
outside its longest suit, points or not.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from atout.ai.bot import MatchView
from atout.ai.masks import single_bits as _bits
from atout.ai.policy import GamePolicy
from atout.ai.rough.bidding import normal_call
from atout.ai.rough.cards import ACES, KEEP, PACK, SANS_ATOUT, SUITS, play_of, points_of
from atout.ai.rough.ending import solve_ending
from atout.ai.rough.hand import best_trump, sans_atout_pays, trump_plans
from atout.ai.rough.play import Brain, choose_card, observed, shown_voids
from atout.ai.rough.playout import quick_discard, rollout_call, rollout_card
from atout.rules import (
    PASS,
    Action,
    Deal,
    DealResult,
    DealRng,
    Discard,
    Observation,
    Phase,
    Play,
    RoughBid,
    RoughDeal,
    RoughOptions,
)
from atout.rules.public import RoughPublic
from atout.rules.rough import card_points

__all__ = ["RoughPolicy"]


class RoughPolicy(GamePolicy):
    """The heuristics of Le Rough (see the module's docstring)."""

    game = "rough"

    #: The share of card plays an ``easy`` player makes at random.
    EASY_RANDOM_PLAYS: Final = 0.25

    # -- bidding ---------------------------------------------------------------------------------------
    def bid(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        hand = sum(card.mask for card in obs.hand)
        if self.level == "easy":
            return self._easy_bid(obs, hand, rng)
        return self._normal_bid(obs, view, hand)

    def _easy_bid(self, obs: Observation, hand: int, rng: DealRng) -> Action:
        longest = max((hand & suit).bit_count() for suit in SUITS)
        score = card_points(hand) + 6 * longest + 4 * (hand & ACES).bit_count() + rng.below(10)
        legal = obs.legal_actions
        if KEEP in legal:
            return KEEP if score >= 60 else PASS
        bids = [action for action in legal if isinstance(action, RoughBid) and action.points < 100]
        if bids and score >= 62:
            return bids[0]
        return PASS

    def _normal_bid(self, obs: Observation, view: MatchView, hand: int) -> Action:
        options = obs.options
        assert isinstance(options, RoughOptions)
        return normal_call(
            obs.seat, hand, history=obs.history, legal=obs.legal_actions, options=options, totals=view.totals
        )

    # -- the discard ------------------------------------------------------------------------------------
    def discard(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        hand = sum(card.mask for card in obs.hand)
        if self.level == "easy":
            return Discard(_easy_discard(hand))
        options = obs.options
        assert isinstance(options, RoughOptions)
        return Discard(trump_plans(hand, -1 if options.discards_to_defence else 1)[0][2])

    def discard_candidates(self, obs: Observation, view: MatchView, rng: DealRng) -> list[Action]:
        hand = sum(card.mask for card in obs.hand)
        seen: list[Action] = []
        options = obs.options
        assert isinstance(options, RoughOptions)
        for _, _, discard in trump_plans(hand, -1 if options.discards_to_defence else 1)[:4]:
            action = Discard(discard)
            if action not in seen:
                seen.append(action)
        points = _bits(hand)
        points.sort(key=lambda card: (-points_of(card), card))
        greedy = Discard(points[0] | points[1] | points[2] | points[3])
        if greedy not in seen:
            seen.append(greedy)
        return seen

    # -- Sans-Atout -------------------------------------------------------------------------------------
    def announce(self, obs: Observation, view: MatchView, rng: DealRng) -> Action | None:
        if SANS_ATOUT not in obs.legal_actions or self.level == "easy":
            return None
        options = obs.options
        assert isinstance(options, RoughOptions) and isinstance(obs.contract, RoughBid)
        hand, _, _, _, discard = observed(obs)
        return SANS_ATOUT if sans_atout_pays(hand, discard, obs.contract.points, options) else None

    # -- card play --------------------------------------------------------------------------------------
    def play(self, obs: Observation, view: MatchView, rng: DealRng) -> Action:
        plays = [action for action in obs.legal_actions if isinstance(action, Play)]
        if len(plays) == 1:
            return plays[0]
        if self.level == "easy" and rng.below(100) < 100 * self.EASY_RANDOM_PLAYS:
            return rng.pick(plays)
        hand, played, trick, trump, discard = observed(obs)
        legal = 0
        for action in plays:
            legal |= action.card.mask
        me = obs.seat
        declarer = obs.declarer if obs.declarer is not None else me
        sans_atout = isinstance(obs.public, RoughPublic) and obs.public.sans_atout
        if not obs.tricks and not trick and trump == 0 and not sans_atout:
            # the contractor's first card names the trump: lead from the suit chosen
            _, trump = best_trump(hand, hand | discard)
            legal &= trump
        if self.level == "easy":
            unseen = PACK & ~hand & ~(played & ~_trick_mask(trick))
            voids = [0, 0, 0, 0]
        else:
            unseen = PACK & ~hand & ~played & ~discard
            voids = shown_voids(obs)
        brain = Brain(
            me=me, attack=declarer & 1, trump=trump, unseen=unseen, void=voids, sizes=obs.hand_sizes
        )
        return play_of(choose_card(brain, legal, trick))

    # -- search ----------------------------------------------------------------------------------------
    def bid_candidates(self, obs: Observation, view: MatchView) -> list[Action]:
        legal = obs.legal_actions
        if KEEP in legal or len(legal) <= 3:
            return list(legal)
        out: list[Action] = [PASS]
        bids = [action for action in legal if isinstance(action, RoughBid)]
        hand = sum(card.mask for card in obs.hand)
        chosen = self._normal_bid(obs, view, hand)
        for action in (bids[0], chosen, bids[min(2, len(bids) - 1)]):
            if action not in out:
                out.append(action)
        return out[:4]

    def rollout_action(self, deal: Deal, rng: DealRng) -> Action:
        assert isinstance(deal, RoughDeal)
        phase = deal.phase
        seat = deal.current_seat
        assert seat is not None
        if phase is Phase.PLAY:
            if not deal.tricks and deal.declarer == seat and SANS_ATOUT in deal.legal_actions():
                contract = deal.contract
                assert isinstance(contract, RoughBid)
                hand = deal.hand_mask(seat)
                if sans_atout_pays(hand, deal.aside_mask(), contract.points, deal.options):
                    return SANS_ATOUT
            legal = deal.legal_play_mask()
            if legal & (legal - 1) == 0:
                return play_of(legal)
            return play_of(rollout_card(deal, seat, legal))
        if phase is Phase.DISCARD:
            banked = -1 if deal.options.discards_to_defence else 1
            return Discard(quick_discard(deal.hand_mask(seat), banked))
        return rollout_call(deal, seat)

    def value(self, result: DealResult, seat: int, deal: Deal, view: MatchView) -> float:
        """The team's score minus the other team's, and the match when it ends.

        A Rough match is a race to the target between two teams, so what a deal is worth
        is the *difference* it makes (a defence that sets the contract gains the bid it
        took from the contractor's team). When the deal ends the match (the 100 bid, made
        or failed, or a team past the target), it is worth the points both teams still
        needed: the race is over, as if the winners had scored all they lacked and the
        losers nothing more. Ending the deal in the box (below 0) costs 10 more: the
        team may then not bid 100.
        """
        team = seat & 1
        ours, theirs = result.scores[seat], result.scores[seat ^ 1]
        value = float(ours - theirs)
        options = getattr(deal, "options", None)
        target = options.target if isinstance(options, RoughOptions) else RoughOptions().target
        before_ours, before_theirs = view.totals[seat], view.totals[seat ^ 1]
        winners = result.match_winners
        if winners is None:
            after = (before_ours + ours, before_theirs + theirs)
            if after[0] >= target or after[1] >= target:
                declarer = result.taker
                if after[0] >= target and after[1] >= target and declarer is not None:
                    winners = (declarer & 1, (declarer & 1) + 2)
                elif after[0] >= target:
                    winners = (team, team + 2)
                else:
                    winners = (1 - team, 3 - team)
        if winners is not None:
            stake = max(0, target - before_ours) + max(0, target - before_theirs)
            value += stake if (winners[0] & 1) == team else -stake
        if before_ours >= 0 > before_ours + ours:
            value -= 10.0
        if before_theirs >= 0 > before_theirs + theirs:
            value += 10.0
        return value

    def solve(self, deal: Deal, seat: int, view: MatchView, nodes: int) -> float | None:
        """The :meth:`value` for ``seat`` of the rest of the card play played perfectly,
        every hand in view, by :func:`~atout.ai.rough.ending.solve_ending`: the search's
        generic solver on bitmasks (the same value, the same budget). ``None`` (the generic
        solver) before the first trick is done, while the contractor's lead may still name
        trump or announce Sans-Atout."""
        assert isinstance(deal, RoughDeal)
        if not deal.tricks:
            return None
        return solve_ending(deal, seat, nodes, lambda result: self.value(result, seat, deal, view))


def _trick_mask(trick: Sequence[tuple[int, int]]) -> int:
    mask = 0
    for _, card in trick:
        mask |= card
    return mask


def _easy_discard(hand: int) -> int:
    """The easy discard: the four lowest cards outside the longest suit, points or not."""
    longest = max(SUITS, key=lambda suit: ((hand & suit).bit_count(), hand & suit))
    pool = _bits(hand & ~longest)
    if len(pool) < 4:
        pool = _bits(hand)
    pool.sort(key=lambda card: ((card.bit_length() - 1) & 15, card))
    return pool[0] | pool[1] | pool[2] | pool[3]
