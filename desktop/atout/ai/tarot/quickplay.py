"""A sampled Tarot deal played from its card play to its end on bitmasks: the searching
levels' play-out, as :meth:`~atout.ai.search.SearchBot._play_out` plays it on the rules'
objects, to the same value.

Each card is the one the play-outs' rules choose (:func:`~atout.ai.tarot.playout.rollout_play`,
or :func:`~atout.ai.tarot.playout.seeing_play` when they look at the hands still to play to
the trick), played on a :class:`~atout.ai.tarot.table.PlayState`; once ``solver_tricks``
tricks or fewer are left the rest is solved exactly (:func:`~atout.ai.tarot.solver.solve_play`)
and, past the solver's budget, played on and tried again a trick later, as the generic
play-out does. ``tests/ai/test_tarot_play_out.py`` checks it against the generic play-out.
"""

from __future__ import annotations

from atout.ai.policy import UnsolvedError
from atout.ai.tarot.cards import TRICKS
from atout.ai.tarot.playout import rollout_play, seeing_play
from atout.ai.tarot.solver import solve_play
from atout.ai.tarot.table import PlayState
from atout.rules import TarotDeal

__all__ = ["play_out"]


def play_out(deal: TarotDeal, seat: int, *, seeing: bool, solver_tricks: int, nodes: int) -> float:
    """``seat``'s score of ``deal`` (in its card play; left as it is) played to its end."""
    state = PlayState(deal)
    choose = seeing_play if seeing else rollout_play
    unsolved_at = solver_tricks + 1  # tricks left when a solve last ran out of nodes
    while not state.is_over:
        if solver_tricks:
            left = TRICKS - state.progress[0]
            if left < unsolved_at:
                try:
                    return solve_play(state, seat, nodes)
                except UnsolvedError:
                    unsolved_at = left  # play on, and try again a trick later
        state.play(choose(state, state.current_seat).card)
    return state.score(seat)
