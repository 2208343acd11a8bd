"""Every hand in view, could the declarer still make his contract? The review's verdict.

At each moment of the play of a Carotte deal, :func:`open_verdict` says whether the
declarer could still make his contract against the best defence, every hand in view (a
"double dummy" answer). Followed card by card, it shows where a deal was won or lost: the
card after which the answer changes (:func:`turning_points`).

Only La Carotte has it: its solver (:mod:`atout.ai.carotte.solver`) answers a whole deal
from the first card in a few milliseconds (25 ms at most over 29 random deals, measured
with ``declarer_makes`` on this machine). Le Rough (eight tricks, a contract in card
points) and the Tarot (eighteen tricks) have no solver that fast; for them the review
shows no verdict rather than a guess.

This module imports no Qt.

>>> from atout.rules import Match, PASS, CarotteBid, Suit, Discard
>>> match = Match("carotte", seed=21, first_dealer=3)
>>> deal = match.new_deal()
>>> match.apply(CarotteBid(4, Suit.HEARTS))
>>> for _ in range(3):
...     match.apply(PASS)
>>> match.apply(Discard.of(deal.hand(0)[:4]))
>>> from atout.app.replay import DealReplay
>>> while not deal.is_over:
...     match.apply(deal.legal_actions()[0])
>>> replay = DealReplay.of_match(match, 0)
>>> verdicts = open_verdicts(replay)
>>> verdicts[0] is None, verdicts[5] in (True, False), verdicts[-1] is None
(True, True, True)
"""

from __future__ import annotations

import itertools

from atout.ai.carotte.solver import declarer_makes
from atout.ai.policy import UnsolvedError
from atout.app.replay import DealReplay, Moment
from atout.rules import SUIT_MASKS, CarotteBid, Phase, Play, mask_of

__all__ = ["SOLVE_NODES", "open_verdict", "open_verdicts", "turning_points"]

#: The positions one verdict may visit before it gives up (and shows none): a budget in nodes,
#: so the same deal gets the same answer on any machine.
SOLVE_NODES = 300_000


def open_verdict(game: str, moment: Moment) -> bool | None:
    """Whether, every hand in view, the declarer can still make his contract from ``moment``
    against the best defence; ``None`` when that is not asked (not La Carotte, not during the
    play) or not answered within :data:`SOLVE_NODES`."""
    contract = moment.contract
    declarer = moment.declarer
    if game != "carotte" or moment.phase is not Phase.PLAY or declarer is None:
        return None
    if not isinstance(contract, CarotteBid) or moment.trump is None:
        return None
    need = contract.tricks - moment.tricks_won[declarer]
    hands = [mask_of(hand) for hand in moment.hands]
    if moment.trick and moment.trick_winner is None:
        leader = moment.trick[0][0]
        trick = [(seat, card.mask) for seat, card in moment.trick]
    elif moment.current_seat is not None:
        leader, trick = moment.current_seat, []
    else:
        return None
    try:
        return declarer_makes(
            hands,
            SUIT_MASKS[moment.trump],
            declarer=declarer,
            leader=leader,
            need=need,
            trick=trick,
            nodes=SOLVE_NODES,
        )
    except UnsolvedError:
        return None


def open_verdicts(replay: DealReplay) -> list[bool | None]:
    """:func:`open_verdict` at every moment of ``replay``."""
    return [open_verdict(replay.game, moment) for moment in replay.moments]


def turning_points(replay: DealReplay, verdicts: list[bool | None]) -> dict[int, bool]:
    """The moments whose card changed the verdict: moment number, and the new verdict
    (``False``: after this card the contract could no longer be made)."""
    out: dict[int, bool] = {}
    for before, moment in itertools.pairwise(replay.moments):
        old, new = verdicts[before.number], verdicts[moment.number]
        if isinstance(moment.action, Play) and old is not None and new is not None and old != new:
            out[moment.number] = new
    return out
