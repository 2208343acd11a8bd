"""A sampled Tarot deal played from its card play to its end on bitmasks: the searching
levels' play-out, as :meth:`~atout.ai.search.SearchBot._play_out` plays it on the rules'
objects, to the same value.

Each card is the one the play-outs' rules choose (:func:`~atout.ai.tarot.playout.rollout_card`,
or :func:`~atout.ai.tarot.playout.seeing_card` when they look at the hands still to play to
the trick), played on the trick and the play as a :class:`~atout.ai.tarot.table.PlayState`
carries them (:func:`~atout.ai.tarot.table.put`, :func:`~atout.ai.tarot.table.end_trick`),
without the state's methods or the rules' card objects: a play-out is a few hundred cards a
move. Once ``solver_tricks`` tricks or fewer are left the rest is solved exactly
(:func:`~atout.ai.tarot.solver.solve_from`) and, past the solver's budget, played on and
tried again a trick later, as the generic play-out does. ``tests/ai/test_tarot_play_out.py``
checks it against the generic play-out.
"""

from __future__ import annotations

from atout.ai.policy import UnsolvedError
from atout.ai.tarot.cards import TRICKS
from atout.ai.tarot.playout import rollout_card, seeing_card
from atout.ai.tarot.solver import solve_from
from atout.ai.tarot.table import PlayState, end_trick, new_trick, put
from atout.rules import TarotDeal
from atout.rules.tarot_cards import playable

__all__ = ["play_out"]


def play_out(deal: TarotDeal, seat: int, *, seeing: bool, solver_tricks: int, nodes: int) -> float:
    """``seat``'s score of ``deal`` (in its card play; left as it is) played to its end."""
    state = PlayState(deal)
    facts = state.facts
    taker = facts.taker
    hands = state.hands  # the state's own list: changed here, card by card
    trick = state.trick
    progress = state.progress
    done = progress[0]
    unsolved_at = solver_tricks + 1  # tricks left when a solve last ran out of nodes
    while done < TRICKS:
        if solver_tricks and TRICKS - done < unsolved_at:
            try:
                return solve_from(facts, hands, trick, progress, seat=seat, nodes=nodes)
            except UnsolvedError:
                unsolved_at = TRICKS - done  # play on, and try again a trick later
        last = trick[7] == 3
        to_play = (trick[0] + trick[7]) & 3
        hand = hands[to_play]
        legal = playable(hand, trick[1], trick[2])
        if seeing:
            bit = seeing_card(trick, legal, done, taker, hands)
        else:
            bit = rollout_card(trick, legal, done, taker)
        hands[to_play] = hand ^ bit
        trick = put(trick, to_play, bit)
        if last:
            winner, progress = end_trick(facts, trick, progress)
            done = progress[0]
            trick = new_trick(winner)
    return facts.score(progress, seat)
