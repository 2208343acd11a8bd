"""What a Carotte deal's outcome is worth to a seat: relative points, chips and the match.

The bots play to win the match, so chips and points are weighed on one scale
(:func:`outcome_value` says why a chip is worth what it is).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from atout.ai.carotte.cards import CAROTTE
from atout.rules import CarotteOptions

__all__ = ["CHIP_POINTS", "MATCH_BONUS", "contract_value", "outcome_value"]

#: What a chip is worth in points, times the stake ``K``: a made carotte is then worth
#: what a made bid of 6 points would be (see :func:`outcome_value`).
CHIP_POINTS: Final = 2.0
#: What ending the match by crossing the target is worth, in points, beyond the points.
MATCH_BONUS: Final = 10.0


def outcome_value(
    scores: Sequence[int],
    chips: Sequence[int] | None,
    seat: int,
    options: CarotteOptions,
    totals: Sequence[int] = (0, 0, 0, 0),
    *,
    chip_points: float = CHIP_POINTS,
) -> float:
    """What a deal's outcome is worth to ``seat``, in points.

    - **Points, relative**: the seat's points less the mean of the three others'. The
      match is won by the first to reach the target, so a rival's points cost us as
      his lead grows; this is what makes the three others defend together.
    - **Chips** at ``chip_points / carotte_stake`` points a chip: 0.2 at the default
      stake ``K`` = 10 with ``chip_points`` = :data:`CHIP_POINTS`. Why this rate: the
      carotte is the top of the ladder of bids 4, 5, 6, where a bid of ``n`` made is
      worth ``n`` to its declarer and ``-n/3`` to each other seat (relative points); at
      this rate a made carotte (``+3K`` chips to the declarer, ``-K`` from each other)
      is worth exactly what a bid of 6 points would
      be, +6 and −2, and a failed one the opposite. As chips add up to zero, they are
      relative already. At this rate a carotte is preferred to a sure 5 only when all
      six tricks are 92% sure (chips do not bring the match nearer, and a single lost
      trick loses it all); over a rival's 5, which stands if we pass, it needs a bit
      less than an even chance.

      The expert counts a chip dearer, 0.3 point (``chip_points`` 3.0, its
      :class:`~atout.ai.search.SearchSettings` ``tuning``): a carotte then beats a sure 5
      when it is 78% sure. Why: chips are a ledger of their own, which a player wants to
      win as much as the match, and at 0.2 the carottes a search level passed up were
      worth more chips than the points they bought. Measured (``docs/levels.md``): the
      expert bids twice as many carottes as hard (1.6% of its deals, 75% made) and wins
      chips from hard, while its points edge over hard barely moves (+0.10 a deal
      against +0.12).
    - **The match**: a seat whose points cross the target ends the match and wins it:
      ``MATCH_BONUS`` to it, a third of it off each of the others. This makes a bot near
      the target bid to finish, and overcall a rival who would finish.
    """
    others = [s for s in range(4) if s != seat]
    value = scores[seat] - sum(scores[s] for s in others) / 3
    if chips is not None:
        value += chips[seat] * chip_points / options.carotte_stake
    target = options.target
    for s in range(4):
        if scores[s] > 0 and totals[s] < target <= totals[s] + scores[s]:
            value += MATCH_BONUS if s == seat else -MATCH_BONUS / 3
    return value


def contract_value(
    seat: int,
    declarer: int,
    tricks: int,
    made: bool,
    *,
    options: CarotteOptions,
    totals: Sequence[int] = (0, 0, 0, 0),
    chip_points: float = CHIP_POINTS,
) -> float:
    """:func:`outcome_value` of a contract of ``tricks`` made or failed (overtricks aside)."""
    scores = [0, 0, 0, 0]
    chips = [0, 0, 0, 0]
    if tricks == CAROTTE:
        stake = options.carotte_stake
        sign = 1 if made else -1
        for s in range(4):
            chips[s] = 3 * stake * sign if s == declarer else -stake * sign
    else:
        scores[declarer] = tricks if made else -tricks
    return outcome_value(scores, chips, seat, options, totals, chip_points=chip_points)
