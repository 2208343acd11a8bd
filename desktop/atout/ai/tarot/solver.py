"""The last tricks of a sampled Tarot deal played perfectly, every hand in view, on bitmasks.

The expert's searches end each play-out by solving its last tricks exactly (``solver_tricks``
in :data:`~atout.ai.search.LEVEL_SETTINGS`). The search's generic alpha-beta does it on
:class:`~atout.rules.TarotDeal` objects, a clone and a rules check per position, and the
count of the deal at every leaf; it was a third of the expert's thinking time. This solver
plays the same positions on the hands' bitmasks and counts each leaf with the rules' own
:func:`~atout.rules.tarot_count.count_deal`. It is the same search, to the position:

- the cards are tried in the same order (the pack's bit order, as ``legal_actions`` gives
  them) with the same alpha-beta cut-offs, so it visits the same positions, and gives up
  (:class:`~atout.ai.policy.UnsolvedError`) past the same budget of ``nodes``;
- a position's value is the seat's score of the deal (3T for the taker, -T for each
  defender), as :meth:`~atout.ai.tarot.policy.TarotPolicy.value` says;
- the play is that of :mod:`.table`, which does what the rules do at each card and at the
  end of each trick (rules 16 to 19), and counts by the rules' own count (rules 21 to 26).

``tests/ai/test_tarot_solver.py`` checks it against the generic solver on random endings.

>>> from atout.rules import Match, Phase
>>> from atout.rules.selfplay import random_action
>>> from atout.rules import DealRng
>>> match, rng = Match("tarot", seed=5), DealRng(5)
>>> deal = match.new_deal()
>>> while not deal.is_over and (deal.phase is not Phase.PLAY or len(deal.tricks) < 16):
...     match.apply(random_action(deal, match.rules, rng))
>>> deal.taker is not None, len(deal.tricks)
(True, 16)
>>> solve_ending(deal, deal.taker, 3000) % 3   # the taker's score: 3T
0.0
"""

from __future__ import annotations

import math
from collections.abc import Callable

from atout.ai.policy import UnsolvedError
from atout.ai.tarot.cards import TRICKS
from atout.ai.tarot.table import DealFacts, PlayState, Progress, Trick, end_trick, new_trick, put
from atout.rules import TarotDeal
from atout.rules.tarot_cards import BOUTS, card_half_points, playable

__all__ = ["solve_ending", "solve_from", "solve_play", "taker_makes"]


class _Ending:
    """One solve: the deal's fixed facts, the hands as the search goes, the budget."""

    def __init__(
        self,
        facts: DealFacts,
        hands: list[int],
        seat: int,
        nodes: int,
        *,
        made: bool = False,
        stop: Callable[[], bool] | None = None,
    ) -> None:
        self.facts = facts
        self.seat = seat
        self.me_taker = seat == facts.taker
        self.hands = hands
        self.budget = nodes
        self.made = made  # the value of a finished deal: made (1) or not (0), not the score
        self.stop = stop  # polled every 4,096 positions: true gives the search up

    def leaf(self, progress: Progress) -> float:
        """The value of the deal once its last trick is done."""
        if self.made:
            return 1.0 if self.facts.made(progress) else 0.0
        return self.facts.score(progress, self.seat)

    def search(self, seat: int, trick: Trick, progress: Progress, alpha: float, beta: float) -> float:
        """The value with ``seat`` to play to ``trick`` (:data:`~atout.ai.tarot.table.Trick`),
        the play so far ``progress``, the others' cards in :attr:`hands`."""
        self.budget -= 1
        if self.budget < 0 or (not self.budget & 4095 and self.stop is not None and self.stop()):
            raise UnsolvedError
        taker = self.facts.taker
        maximizing = (seat == taker) == self.me_taker
        hands = self.hands
        hand = hands[seat]
        legal = playable(hand, trick[1], trick[2])
        last_card = trick[7] == 3
        result = -math.inf if maximizing else math.inf
        while legal:
            bit = legal & -legal
            legal ^= bit
            after = put(trick, seat, bit)
            hands[seat] = hand ^ bit
            if not last_card:
                value = self.search((seat + 1) & 3, after, progress, alpha, beta)
            else:
                winner, done = end_trick(self.facts, after, progress)
                if done[0] < TRICKS:
                    value = self.search(winner, new_trick(winner), done, alpha, beta)
                else:
                    self.budget -= 1  # the finished deal is a position of its own
                    if self.budget < 0:
                        raise UnsolvedError
                    value = self.leaf(done)
            hands[seat] = hand
            if maximizing:
                result = max(result, value)
                alpha = max(alpha, result)
            else:
                result = min(result, value)
                beta = min(beta, result)
            if alpha >= beta:
                break
        return result


class _MadeOrNot(_Ending):
    """The review's question, "can the taker still make it?": the search of :class:`_Ending`
    on made (1) or not (0), remembering the answer of each position met at the start of a
    trick. Every answer is exact (the window stays 0 to 1, and a cut-off comes only at 1
    for the taker, at 0 for the defence), and two positions with the same hands, the same
    leader, the same tricks done and the same count so far (the taker's points and bouts,
    the Excuse exchange, his tricks, the Petit in the last trick) have the same answer, however
    the cards fell before."""

    def __init__(
        self, facts: DealFacts, hands: list[int], nodes: int, stop: Callable[[], bool] | None
    ) -> None:
        super().__init__(facts, hands, facts.taker, nodes, made=True, stop=stop)
        self.known: dict[tuple[int, ...], float] = {}

    def search(self, seat: int, trick: Trick, progress: Progress, alpha: float, beta: float) -> float:
        if trick[7]:  # within a trick: as it is
            return super().search(seat, trick, progress, alpha, beta)
        done, taker_mask, exchange, taker_tricks, petit = progress
        hands = self.hands
        key = (
            seat,
            done,
            card_half_points(taker_mask),
            (taker_mask & BOUTS).bit_count(),
            exchange,
            taker_tricks,
            petit,
            hands[0],
            hands[1],
            hands[2],
            hands[3],
        )
        answer = self.known.get(key)
        if answer is None:
            answer = super().search(seat, trick, progress, alpha, beta)
            self.known[key] = answer
        return answer


def solve_play(state: PlayState, seat: int, nodes: int) -> float:
    """The score for ``seat`` of the play ``state`` with both sides playing the rest of it
    perfectly, every hand in view (the taker against the defence); :class:`UnsolvedError`
    past ``nodes`` positions, counted as the search's generic solver counts them. ``state``
    is left as it was."""
    return solve_from(state.facts, state.hands, state.trick, state.progress, seat=seat, nodes=nodes)


def solve_from(
    facts: DealFacts, hands: list[int], trick: Trick, progress: Progress, *, seat: int, nodes: int
) -> float:
    """:func:`solve_play` of the play that ``hands``, ``trick`` and ``progress`` say (as a
    :class:`~atout.ai.tarot.table.PlayState` carries them; ``hands`` is left as it was)."""
    ending = _Ending(facts, list(hands), seat, nodes)
    return ending.search((trick[0] + trick[7]) & 3, trick, progress, -math.inf, math.inf)


def taker_makes(state: PlayState, nodes: int, stop: Callable[[], bool] | None = None) -> bool:
    """Whether the taker, every hand in view, can still make his contract from ``state``
    against the best defence (the review's verdict); :class:`UnsolvedError` past ``nodes``
    positions, or once ``stop`` (polled every 4,096 positions) returns true."""
    ending = _MadeOrNot(state.facts, list(state.hands), nodes, stop)
    return ending.search(state.current_seat, state.trick, state.progress, 0.0, 1.0) >= 1.0


def solve_ending(deal: TarotDeal, seat: int, nodes: int) -> float:
    """:func:`solve_play` of ``deal``'s play as it stands."""
    return solve_play(PlayState(deal), seat, nodes)
