"""Every hand in view, could the declarer still make his contract? The review's verdict.

At each moment of the play of a deal, :func:`open_verdicts` says whether the declarer
(in Le Rough, his team) could still make the contract against the best defence, every
hand in view (a "double dummy" answer). Followed card by card, it shows where a deal was
won or lost: the card after which the answer changes (:func:`turning_points`).

- **La Carotte**: its solver (:mod:`atout.ai.carotte.solver`) answers a whole deal from
  the first card in a few milliseconds (25 ms at most over 29 random deals, measured
  with ``declarer_makes`` on this machine).
- **Le Rough**: its solver (:mod:`atout.ai.rough.solver`) asks whether the contractor's
  team can still take the points it bid; one solver answers every moment of a deal and
  keeps what it learns from one to the next. Before the contractor's first card without
  Sans-Atout, each suit he may lead is tried as trump (rule 14).
- **The Tarot** (eighteen tricks, 78 cards) is too long to solve from its first card: the
  verdict is given in its last :data:`TAROT_TRICKS` tricks only, by the searching levels'
  ending solver asked whether the taker can still make his contract
  (:func:`atout.ai.tarot.solver.taker_makes`: at most 0.4 s of a core a position within
  its budget, measured over random endings of four to seven tricks). Before them the
  review shows no verdict rather than a guess.

A position not answered within :data:`SOLVE_NODES` (:data:`TAROT_NODES` in the Tarot)
shows no verdict either: over 60 random Tarot deals, 2 of their 1,440 positions (17 before
its search remembered the positions it had answered).

This module imports no Qt.

>>> from atout.rules import Match, PASS, CarotteBid, Suit, Discard
>>> match = Match("carotte", seed=21, first_dealer=3)
>>> deal = match.new_deal()
>>> match.apply(CarotteBid(4, Suit.HEARTS))
>>> for _ in range(3):
...     match.apply(PASS)
>>> match.apply(Discard.of(deal.hand(0)[:4]))
>>> from atout.play.replay import DealReplay
>>> while not deal.is_over:
...     match.apply(deal.legal_actions()[0])
>>> replay = DealReplay.of_match(match, 0)
>>> verdicts = open_verdicts(replay)
>>> verdicts[0] is None, verdicts[5] in (True, False), verdicts[-1] is None
(True, True, True)
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable

from atout.ai.carotte.solver import declarer_makes
from atout.ai.policy import UnsolvedError
from atout.ai.rough.solver import RoughSolver
from atout.ai.tarot.solver import taker_makes
from atout.ai.tarot.table import PlayState
from atout.play.replay import DealReplay, Moment
from atout.rules import (
    SUIT_MASKS,
    CarotteBid,
    CarotteRules,
    Phase,
    Play,
    RoughDeal,
    RoughRules,
    TarotDeal,
    TarotRules,
    get_game,
    mask_of,
)
from atout.rules.rough import team_of
from atout.rules.tarot_count import TRICKS as TRICKS_OF_TAROT

__all__ = [
    "SOLVE_NODES",
    "TAROT_NODES",
    "TAROT_TRICKS",
    "has_verdicts",
    "open_verdict",
    "open_verdicts",
    "turning_points",
    "verdict_expected",
]

#: The positions one verdict may visit before it gives up (and shows none): a budget in nodes,
#: so the same deal gets the same answer on any machine.
SOLVE_NODES = 300_000
#: The Tarot's last tricks that get a verdict, and the positions one of them may visit.
TAROT_TRICKS = 6
TAROT_NODES = 200_000


def open_verdict(game: str, moment: Moment) -> bool | None:
    """Whether, every hand in view, the declarer can still make his contract from ``moment``
    against the best defence; ``None`` when that is not asked (not La Carotte, not during the
    play) or not answered within :data:`SOLVE_NODES`."""
    contract = moment.contract
    declarer = moment.declarer
    if not isinstance(get_game(game), CarotteRules) or moment.phase is not Phase.PLAY or declarer is None:
        return None
    if not isinstance(contract, CarotteBid) or moment.trump is None:
        return None
    need = contract.tricks - moment.tricks_won[declarer]
    hands = [mask_of(hand) for hand in moment.hands]
    table = _on_table(moment)
    if table is None:
        return None
    leader, trick = table
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


def _on_table(moment: Moment) -> tuple[int, list[tuple[int, int]]] | None:
    """Who led the trick being played at ``moment`` and its cards so far (``(seat, card
    bit)``), a trick just finished counting as gone; ``None`` when nobody is to play."""
    if moment.trick and moment.trick_winner is None:
        return moment.trick[0][0], [(seat, card.mask) for seat, card in moment.trick]
    if moment.current_seat is not None:
        return moment.current_seat, []
    return None


def has_verdicts(game: str) -> bool:
    """Whether the review of a deal of ``game`` can say if the contract could be made (there is
    a solver for its play)."""
    return isinstance(get_game(game), CarotteRules | RoughRules | TarotRules)


def verdict_expected(game: str, moment: Moment) -> bool:
    """Whether a verdict is looked for at ``moment`` (in the play; in the Tarot, in its last
    :data:`TAROT_TRICKS` tricks)."""
    if not has_verdicts(game) or moment.phase is not Phase.PLAY:
        return False
    if isinstance(get_game(game), TarotRules):
        return TRICKS_OF_TAROT - sum(moment.tricks_won) <= TAROT_TRICKS
    return True


def open_verdicts(replay: DealReplay, stop: Callable[[], bool] | None = None) -> list[bool | None]:
    """The verdict at every moment of ``replay`` (``None`` where there is none: outside the
    play, past the budget, or in a game without a solver). Once ``stop`` returns true the
    moments left get none (the review polls it when it is closed before the end)."""
    if not has_verdicts(replay.game):
        return [None] * len(replay.moments)
    if isinstance(replay.rules, RoughRules):
        return _rough_verdicts(replay, stop)
    if isinstance(replay.rules, TarotRules):
        return _tarot_verdicts(replay, stop)
    verdicts: list[bool | None] = []
    for moment in replay.moments:
        stopped = stop is not None and stop()
        verdicts.append(None if stopped else open_verdict(replay.game, moment))
    return verdicts


def _rough_verdicts(replay: DealReplay, stop: Callable[[], bool] | None) -> list[bool | None]:
    """Le Rough: can the contractor's team still take the points it bid (rules 17 to 19)? The
    deal is played again beside the moments; the rules say the points the team has (its
    tricks, and the discard unless it counts for the defence) and the trump."""
    moments = replay.moments
    verdicts: list[bool | None] = [None] * len(moments)
    again = replay.deal_again()
    if not isinstance(again, RoughDeal):
        raise TypeError("a Rough replay deals a RoughDeal")
    first = replay.first_card()
    solver: RoughSolver | None = None
    for moment in moments[1:]:
        assert moment.action is not None
        again.apply(moment.action, moment.actor)
        declarer, contract, seat = again.declarer, again.contract, again.current_seat
        if again.phase is not Phase.PLAY or declarer is None or contract is None or seat is None:
            continue
        if first is None or moment.number < first - 1:
            continue  # the contractor may still announce Sans-Atout (rule 14), which is not searched
        if stop is not None and stop():
            break
        if solver is None:
            solver = RoughSolver(contractor=declarer, nodes=SOLVE_NODES, stop=stop)
        on_table = again.current_trick()
        trick = [(who, card.mask) for who, card in on_table]
        trump = 0 if again.sans_atout else (SUIT_MASKS[again.trump] if again.trump is not None else None)
        need = contract.points - again.team_points()[team_of(declarer)]
        hands = [again.hand_mask(other) for other in range(len(again.dealt_hands))]
        with contextlib.suppress(UnsolvedError):  # past the budget: no verdict there
            verdicts[moment.number] = solver.makes(
                hands, trump, leader=on_table[0][0] if on_table else seat, need=need, trick=trick
            )
    return verdicts


def _tarot_verdicts(replay: DealReplay, stop: Callable[[], bool] | None) -> list[bool | None]:
    """The Tarot, in its last :data:`TAROT_TRICKS` tricks: can the taker still make his
    contract (rules 21 to 26)?"""
    moments = replay.moments
    verdicts: list[bool | None] = [None] * len(moments)
    again = replay.deal_again()
    if not isinstance(again, TarotDeal):
        raise TypeError("a Tarot replay deals a TarotDeal")
    for moment in moments[1:]:
        assert moment.action is not None
        again.apply(moment.action, moment.actor)
        if not verdict_expected("tarot", moment) or again.is_over or again.taker is None:
            continue
        if stop is not None and stop():
            break
        with contextlib.suppress(UnsolvedError):  # past the budget: no verdict there
            verdicts[moment.number] = taker_makes(PlayState(again), TAROT_NODES, stop)
    return verdicts


def turning_points(replay: DealReplay, verdicts: list[bool | None]) -> dict[int, bool]:
    """The moments whose card changed the verdict: moment number, and the new verdict
    (``False``: after this card the contract could no longer be made)."""
    out: dict[int, bool] = {}
    for before, moment in itertools.pairwise(replay.moments):
        old, new = verdicts[before.number], verdicts[moment.number]
        if isinstance(moment.action, Play) and old is not None and new is not None and old != new:
            out[moment.number] = new
    return out
