"""Who plays with whom (Deal.side_of), as the search levels ask the rules."""

from __future__ import annotations

from atout.rules import PASS, Contract, Match, RoughBid, TarotBid


def test_rough_partners_sit_opposite_from_the_start() -> None:
    deal = Match("rough", seed=1, first_dealer=0).new_deal()
    assert [deal.side_of(seat) for seat in range(4)] == [0, 1, 0, 1]  # rough.md rule 1
    deal.apply(RoughBid(70))
    assert [deal.side_of(seat) for seat in range(4)] == [0, 1, 0, 1]


def test_the_tarot_taker_plays_alone_against_the_defence() -> None:
    match = Match("tarot", seed=2, first_dealer=3)
    deal = match.new_deal()
    while deal.is_over:  # a petit sec: deal again
        deal = match.new_deal()
    assert {deal.side_of(seat) for seat in range(4)} == {0}  # nobody has taken yet
    first = deal.current_seat
    for call in (TarotBid(Contract.GARDE_SANS), PASS, PASS, PASS):
        deal.apply(call)
    assert [deal.side_of(seat) for seat in range(4)] == [1 if seat == first else 0 for seat in range(4)]


def test_the_carotte_declarer_plays_alone() -> None:
    match = Match("carotte", seed=3, first_dealer=0)
    deal = match.new_deal()
    bid = next(action for action in deal.legal_actions() if action != PASS)
    first = deal.current_seat
    deal.apply(bid)
    for _ in range(3):
        deal.apply(PASS)
    assert [deal.side_of(seat) for seat in range(4)] == [1 if seat == first else 0 for seat in range(4)]
