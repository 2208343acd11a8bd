"""The typed outcome of a deal (atout.rules.outcome) says what the deal came to, the same way in
every game: who took, the contract, made or not, the sides, the game's count and its terms.

Checked over random deals of each game played to their end: the typed fields agree with the
scores the rules gave and with the deal itself (its tricks, its sides), so that a reader of
the result never needs to work a rule out again.
"""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from atout.rules import PASS, DealResult, DealRng, Match, get_game
from atout.rules.actions import CarotteBid, Contract, RoughBid
from atout.rules.outcome import Annulment, CarotteCount, RoughCount, TarotCount, TarotSide
from atout.rules.rough import TOTAL_POINTS

DEALS = 300


def _played(game: str, seed: int) -> tuple[Match, object]:
    """A match of one deal of ``game`` played by random players."""
    match = Match(game, None, seed=seed, first_dealer=seed % 4)
    rules, rng = get_game(game), DealRng(seed)
    deal = match.new_deal()
    while match.current is not None:
        choice = deal.choice()
        action = rules.random_choice(choice, rng) if choice is not None else rng.pick(deal.legal_actions())
        match.apply(action, deal.current_seat)
    return match, deal


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_every_deal_says_its_outcome_in_typed_fields(game: str) -> None:
    annulled = played = 0
    for seed in range(DEALS):
        match, deal = _played(game, seed)
        result = match.results[-1]
        if result.annulled:
            annulled += 1
            assert result.annulment in (Annulment.ALL_PASSED, Annulment.PETIT_SEC)
            assert result.taker is None and result.count is None and result.made is None
            assert (result.annulment is Annulment.PETIT_SEC) == bool(result.petit_sec)
            continue
        played += 1
        taker = result.taker
        assert taker is not None and result.made is not None and result.annulment is None
        assert result.sides == tuple(deal.side_of(seat) for seat in range(4))  # type: ignore[attr-defined]
        assert result.sides[taker] != result.sides[(taker + 1) % 4]
        # the écart: the kitty's size, but none in a Tarot Garde sans or Garde contre
        no_ecart = result.contract in (Contract.GARDE_SANS, Contract.GARDE_CONTRE)
        assert len(result.ecart) == (0 if no_ecart else get_game(game).kitty_size)
        count = result.count
        if game == "carotte":
            assert isinstance(count, CarotteCount) and isinstance(result.contract, CarotteBid)
            assert count.tricks == deal.tricks_won(taker)  # type: ignore[attr-defined]
            assert count.bid == result.contract.tricks
            assert result.made == (count.tricks >= count.bid)
        elif game == "rough":
            assert isinstance(count, RoughCount) and isinstance(result.contract, RoughBid)
            assert count.team == result.sides[taker]
            assert sum(count.points) == TOTAL_POINTS  # every card point goes to a team
            if result.contract.points < 100:
                assert result.made == (count.taken >= result.contract.points)
            assert count.sans_atout == (count.trump is None)
        else:
            assert isinstance(count, TarotCount) and isinstance(result.contract, Contract)
            terms = count.terms
            assert terms.computed() == terms.amount  # the formula's terms add up to T
            assert result.scores[taker] == 3 * terms.amount
            assert all(result.scores[seat] == -terms.amount for seat in range(4) if seat != taker)
            assert count.points + count.points_defence == 91
            assert result.made == terms.made == (count.points >= count.target)
            assert terms.multiplier == result.contract.multiplier
            assert count.chelem_by in (None, TarotSide.TAKER, TarotSide.DEFENCE)
            assert len(result.kitty) == 6
    assert played > DEALS // 4, (played, annulled)


def test_the_rough_count_names_the_taker_team_s_points() -> None:
    for seed in range(60):
        match, _ = _played("rough", seed)
        result = match.results[-1]
        if result.annulled:
            continue
        count = result.count
        assert isinstance(count, RoughCount) and result.taker is not None
        assert count.taken == count.points[result.taker % 2]


# -- the JSON view: derived from the typed fields, never stored beside them ------------------------
def test_details_is_a_view_of_the_typed_fields_not_a_field() -> None:
    assert "details" not in {item.name for item in fields(DealResult)}
    for game in ("carotte", "rough", "tarot"):
        seed = next(seed for seed in range(40) if not _played(game, seed)[0].results[-1].annulled)
        result = _played(game, seed)[0].results[-1]
        assert result.made is not None and result.taker is not None
        changed = replace(result, made=not result.made, taker=(result.taker + 1) % 4, ecart=())
        details = changed.details
        assert details["made"] is not result.made  # the view follows the typed fields
        assert details.get("taker", details.get("declarer")) == (result.taker + 1) % 4
        assert details.get("ecart", details.get("discard")) == []


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_an_annulled_deal_s_details_say_why_in_every_game(game: str) -> None:
    result = DealResult((0, 0, 0, 0), annulled=True, annulment=Annulment.ALL_PASSED)
    assert result.details == {"reason": "all_passed"}
    petit_sec = DealResult((0, 0, 0, 0), annulled=True, annulment=Annulment.PETIT_SEC, petit_sec=(2, 0))
    assert petit_sec.details == {"reason": "petit_sec", "seat": 2, "seats": [2, 0]}
    match = Match(game, None, seed=1, first_dealer=0)
    match.new_deal()
    while match.current is not None:  # every seat passes
        match.apply(PASS)
    assert match.results[-1].details == {"reason": "all_passed"}
