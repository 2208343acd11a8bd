"""The Rough ending solver (``atout.ai.rough.ending``) is the search's generic alpha-beta made
fast: on every ending it gives the same value, and it runs out of budget where that one does
(so that the Rough expert plays the very same cards with it). The generic solver's answers are
recorded (:mod:`generic_answers`), and computed again at the first ending of each case."""

from __future__ import annotations

import pytest
from generic_answers import record

from atout.ai.bot import MatchView
from atout.ai.policy import UnsolvedError
from atout.ai.rough.ending import solve_ending
from atout.ai.search import SearchBot, _solve
from atout.rules import DealRng, Match, Phase, RoughDeal
from atout.rules.rough import card_points
from atout.rules.selfplay import random_action

BOT = SearchBot("rough", 0, 0, "expert")

#: Match views that make the value of a deal more than its score difference: a team near the
#: target (a deal may end the match), teams in the box or about to fall into it.
VIEWS = {
    "start": MatchView(),
    "near the target": MatchView(totals=(300, 330, 300, 330)),
    "in the box": MatchView(totals=(-20, 15, -20, 15)),
}


def endings(
    count: int, tricks_left: int, *, mid_trick: int = 0, options: dict[str, object] | None = None
) -> list[RoughDeal]:
    """``count`` random deals with a contract, stopped with ``tricks_left`` tricks to play and
    ``mid_trick`` cards already on the table."""
    out: list[RoughDeal] = []
    for seed in range(1, 5000):
        match = Match("rough", options, seed=seed, first_dealer=seed % 4)
        rng = DealRng(seed)
        deal = match.new_deal()
        assert isinstance(deal, RoughDeal)
        while not deal.is_over:
            ending = deal.phase is Phase.PLAY and len(deal.tricks) == 8 - tricks_left
            if ending and len(deal.current_trick()) == mid_trick:
                break
            match.apply(random_action(deal, match.rules, rng))
        if deal.is_over:
            continue
        out.append(deal)
        if len(out) == count:
            return out
    raise AssertionError("not enough endings")


def generic(deal: RoughDeal, seat: int, nodes: int, view: MatchView) -> float:
    return _solve(deal, seat, BOT, view, nodes)


ANSWERS = record("rough_endings")


def recorded(
    key: str, deal: RoughDeal, seat: int, nodes: int, view: MatchView, *, live: bool
) -> float | None:
    """The generic solver's value at ``deal`` for ``seat`` (``None``: it gave up), as recorded
    under ``key``; computed again when ``live``."""
    return ANSWERS.of(key, lambda: generic(deal, seat, nodes, view), live=live)


def fast(deal: RoughDeal, seat: int, nodes: int, view: MatchView) -> float:
    value = BOT.policy.solve(deal, seat, view, nodes)
    assert value is not None
    return value


@pytest.mark.parametrize(("tricks_left", "mid_trick"), [(1, 0), (1, 3), (2, 0), (2, 1), (3, 0), (3, 2)])
@pytest.mark.parametrize("view", list(VIEWS))
def test_the_solver_gives_the_generic_solvers_value(tricks_left: int, mid_trick: int, view: str) -> None:
    kinds = set()
    for index, deal in enumerate(endings(30, tricks_left, mid_trick=mid_trick)):
        before = deal.clone()
        kinds.add("sans-atout" if deal.sans_atout else "100" if deal.contract.points == 100 else "bid")
        for seat in range(4):
            key = f"{view}/{tricks_left}/{mid_trick}/{index}/{seat}"
            expected = recorded(key, deal, seat, 100_000, VIEWS[view], live=index == 0)
            assert fast(deal, seat, 100_000, VIEWS[view]) == expected, (deal.history, seat)
        assert deal.history == before.history and deal.hand_mask(0) == before.hand_mask(0)  # left as it was
        assert deal.team_points() == before.team_points()
    assert kinds == {"sans-atout", "100", "bid"}  # each way of counting the deal is met


def test_the_discard_counts_for_the_defence_in_both_solvers_when_the_option_says_so() -> None:
    discards_with_points = 0
    for deal in endings(30, 2, options={"discards_to_defence": True}):
        assert deal.options.discards_to_defence
        for seat in range(4):
            assert fast(deal, seat, 100_000, MatchView()) == generic(deal, seat, 100_000, MatchView())
        discards_with_points += card_points(deal.aside_mask()) > 0
    assert discards_with_points  # endings where the option changes the count


def test_the_solver_gives_up_where_the_generic_one_does() -> None:
    # four tricks left: the budgets bind; the one solver answers exactly when the other does
    answered = given_up = 0
    for index, deal in enumerate(endings(20, 4)):
        seat = deal.current_seat or 0
        for nodes in (30, 300, 1500, 3000, 30_000):
            expected = recorded(f"budget/{index}/{nodes}", deal, seat, nodes, MatchView(), live=index == 0)
            try:
                found: float | None = fast(deal, seat, nodes, MatchView())
            except UnsolvedError:
                found = None
            assert found == expected
            answered += found is not None
            given_up += found is None
    assert answered and given_up


def test_the_budget_binds_at_the_same_position() -> None:
    # the smallest budget the generic solver needs is the one the fast solver needs
    for deal in endings(6, 3, mid_trick=1):
        seat = deal.current_seat or 0
        low, high = 1, 200_000  # the generic solver gives up at low - 1 ... and answers at high
        while low < high:
            middle = (low + high) // 2
            try:
                generic(deal, seat, middle, MatchView())
                high = middle
            except UnsolvedError:
                low = middle + 1
        fast(deal, seat, low, MatchView())
        with pytest.raises(UnsolvedError):
            fast(deal, seat, low - 1, MatchView())


def test_before_the_first_trick_the_search_keeps_its_generic_solver() -> None:
    # the contractor's first lead names trump, or he announces Sans-Atout: not a plain ending
    deal = endings(1, 8)[0]
    assert BOT.policy.solve(deal, 0, MatchView(), 3000) is None
    with pytest.raises(ValueError, match="first trick"):
        solve_ending(deal, 0, 3000, lambda result: 0.0)
