"""The Tarot's count of a played deal (rules 21 to 26): the target by the bouts, the
difference, the petit au bout, the poignées and the chelem, and ``T`` (the taker scores
``3T``, each defender ``−T``). :class:`~atout.rules.outcome.TarotTerms` keeps its terms.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from atout.rules.actions import Contract
from atout.rules.outcome import tarot_amount

__all__ = [
    "CHELEM_ANNOUNCED_FAILED",
    "CHELEM_ANNOUNCED_MADE",
    "CHELEM_BY_DEFENCE",
    "CHELEM_UNANNOUNCED",
    "POIGNEE_BONUS",
    "TARGETS",
    "TRICKS",
    "DealCount",
    "count_deal",
]

#: The tricks of a deal (18 cards a hand).
TRICKS: Final = 18
#: Cards of a poignée and its bonus (rules 14 and 24).
POIGNEE_BONUS: Final = {10: 20, 13: 30, 15: 40}
#: The chelem (rule 25), for the taker: announced and made, announced and failed, made without
#: an announcement; and what the taker loses (each defender gains) when the defence makes it.
CHELEM_ANNOUNCED_MADE: Final = 400
CHELEM_ANNOUNCED_FAILED: Final = -200
CHELEM_UNANNOUNCED: Final = 200
CHELEM_BY_DEFENCE: Final = -200
#: The target of the taker by the number of his bouts (rule 21).
TARGETS: Final = (56, 51, 41, 36)


class DealCount(NamedTuple):
    """The count of a played deal (rules 21 to 26), as :func:`count_deal` makes it."""

    target: int  # the points the taker needed (rule 21)
    difference: int  # how far above or below, a half point rounded up (rule 22)
    made: bool
    chelem_by: str | None  # "taker", "defence" or None: who took every trick
    chelem_bonus: int  # the chelem's bonus or penalty, for the taker (rule 25)
    amount: int  # T: the taker scores 3T, each defender -T (rule 26)


def count_deal(
    contract: Contract,
    halves: int,
    bouts: int,
    *,
    petit_au_bout: int,
    poignees: int,
    taker_tricks: int,
    chelem_announced: bool,
) -> DealCount:
    """The count of a deal from what the taker's side took: ``halves``, its card points in
    half points (the Excuse exchange included); ``bouts``, how many it holds; ``petit_au_bout``,
    +1 when the taker's side took the Petit in the last trick, -1 the defence, 0 neither;
    ``poignees``, the bonuses of the poignées shown; ``taker_tricks``, the tricks the taker
    won; whether a chelem was announced.

    >>> plain = {"petit_au_bout": 0, "poignees": 0, "taker_tricks": 9, "chelem_announced": False}
    >>> count_deal(Contract.GARDE, 2 * 51, 1, **plain).amount   # 51 points with 1 bout: 25 x 2
    50
    >>> count_deal(Contract.PRISE, 2 * 40 + 1, 3, **(plain | {"petit_au_bout": -1, "poignees": 20}))
    DealCount(target=36, difference=5, made=True, chelem_by=None, chelem_bonus=0, amount=40)
    """
    target = TARGETS[bouts]
    excess = halves - 2 * target
    made = excess >= 0
    difference = (abs(excess) + 1) // 2  # rule 22: a half point is rounded up
    chelem_by = None
    if taker_tricks == TRICKS:
        chelem_by = "taker"
    elif taker_tricks == 0:
        chelem_by = "defence"
    chelem = 0
    if chelem_announced:
        chelem = CHELEM_ANNOUNCED_MADE if chelem_by == "taker" else CHELEM_ANNOUNCED_FAILED
    elif chelem_by == "taker":
        chelem = CHELEM_UNANNOUNCED
    if chelem_by == "defence":
        chelem += CHELEM_BY_DEFENCE
    amount = tarot_amount(made, difference, petit_au_bout, contract.multiplier, poignees, chelem)
    return DealCount(target, difference, made, chelem_by, chelem, amount)
