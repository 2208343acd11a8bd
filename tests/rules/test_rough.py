"""Le Rough: the numbered rules of ``docs/rules/rough.md``, its checks, its options.

Every deal here is built by hand from known cards, and every expected score is worked out from
the rules file, never from what the code computes. Seats 0 and 2 are partners (team 0), 1 and 3
(team 1).
"""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path

import pytest

from atout.rules import (
    PASS,
    ROUGH_PACK,
    Card,
    CardError,
    Discard,
    HiddenDiscard,
    IllegalActionError,
    Keep,
    Match,
    MatchContext,
    OptionError,
    Phase,
    Play,
    RoughBid,
    RoughDeal,
    RoughOptions,
    RoughRules,
    SansAtout,
    Suit,
    match_from_log,
    replay_summary,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
KEEP = Keep()
SANS_ATOUT = SansAtout()
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "5"]


# -- helpers -------------------------------------------------------------------------------------------
def cards(text: str) -> list[Card]:
    return [Card.parse(token) for token in text.split()]


def bids(*points: int) -> set[RoughBid]:
    return {RoughBid(p) for p in points}


def suit_cards(letter: str) -> list[Card]:
    """The eight cards of a suit above the 5."""
    return cards(" ".join(rank + letter for rank in RANKS[:-1]))


FIVES = "5S 5H 5D 5C"


def suits_cards(contractor: int) -> tuple[list[list[Card]], list[Card]]:
    """The 'suits' deal: the contractor holds ♠ A..7, the next seats ♥, ♦, ♣; mise 5S 5H 5D 5C.

    Every seat but the contractor is void in spades, so his spades win every trick he leads.
    """
    hands: list[list[Card]] = [[], [], [], []]
    for offset, letter in enumerate("SHDC"):
        hands[(contractor + offset) % 4] = suit_cards(letter)
    return hands, cards(FIVES)


def suits_deal(contractor: int = 0, *, dealer: int | None = None, in_the_box=(False, False), **options):
    """A RoughDeal of the suits cards; by default the dealer sits just before the contractor."""
    hands, kitty = suits_cards(contractor)
    dealer = (contractor - 1) % 4 if dealer is None else dealer
    return RoughDeal(dealer, hands, kitty, RoughOptions(**options), in_the_box)


# The contractor's play in the suits deal. "ALL": he discards 5H 5D 5C 7S (15 points) and leads his
# eight spades: his team takes all 100. "SPLIT": he discards 5D 5C 7S 8S (10 points), leads seven spades
# and then 5H, which the next seat takes with AH: the defence takes 5H + AH + its two last cards.
ALL_DISCARD = "5H 5D 5C 7S"
ALL_TRICKS = [
    "AS 7H 7D 7C",
    "KS 8H 8D 8C",
    "QS 9H 9D 9C",
    "JS JH JD JC",
    "10S QH QD QC",
    "9S KH KD KC",
    "8S 10H 10D 10C",
    "5S AH AD AC",
]
SPLIT_DISCARD = "5D 5C 7S 8S"


def split_tricks(defence: int) -> list[str]:
    """The SPLIT play in which the defence takes ``defence`` points (15, 25 or 35), all in trick 8."""
    last_d, last_c = {15: ("7D", "7C"), 25: ("7D", "10C"), 35: ("10D", "10C")}[defence]
    other_d = "10D" if last_d == "7D" else "7D"
    other_c = "10C" if last_c == "7C" else "7C"
    return [
        "AS 7H 8D 8C",
        "KS 8H 9D 9C",
        "QS 9H JD JC",
        "JS JH QD QC",
        "10S QH KD KC",
        f"9S KH {other_d} {other_c}",
        "5S 10H AD AC",
        f"5H AH {last_d} {last_c}",
    ]


def bid_alone(game, deal, contractor: int, points: int) -> None:
    """The contractor (not the dealer) bids ``points``; everybody else passes."""
    assert contractor != deal.dealer
    while deal.phase is Phase.BIDDING:
        game.apply(RoughBid(points) if deal.current_seat == contractor else PASS)


def play(game, text: str) -> None:
    for card in cards(text):
        game.apply(Play.of(card))


def play_hand(game, discard: str, tricks: list[str], *, sans_atout: bool = False) -> None:
    game.apply(Discard.of(cards(discard)))
    if sans_atout:
        game.apply(SANS_ATOUT)
    for trick in tricks:
        play(game, trick)


def suits_hand(contractor, points, discard, tricks, *, sans_atout=False, **options):
    """A whole suits deal: the contractor bids ``points`` alone and plays ``tricks``."""
    deal = suits_deal(contractor, **options)
    bid_alone(deal, deal, contractor, points)
    play_hand(deal, discard, tricks, sans_atout=sans_atout)
    assert deal.phase is Phase.OVER
    return deal


def match_hand(match, contractor, points, discard, tricks, *, sans_atout=False):
    """Deal the suits cards for ``contractor`` in ``match`` and play them out."""
    deal = match.new_deal(*suits_cards(contractor))
    bid_alone(match, deal, contractor, points)
    play_hand(match, discard, tricks, sans_atout=sans_atout)
    return deal


def snapshot(deal):
    """Everything an illegal action must leave as it was."""
    return (
        deal.phase,
        deal.current_seat,
        list(deal.history),
        [deal.hand(s) for s in range(4)],
        deal.legal_actions(),
        deal.choice(),
        deal.team_points(),
        deal.trump,
        deal.sans_atout,
        deal.declarer,
        deal.contract,
        list(deal.tricks),
        [deal.observation(s).trick for s in range(4)],
    )


def refused(deal, action, seat=None, code=None):
    """``action`` raises IllegalActionError and changes nothing."""
    before = snapshot(deal)
    with pytest.raises(IllegalActionError) as info:
        deal.apply(action, seat)
    assert snapshot(deal) == before
    if code is not None:
        assert info.value.code == code
    return info.value


def legal(deal) -> set:
    return set(deal.legal_actions())


# The trump deal of the checks: the contractor, seat 0, leads ♦ (7D); seat 3 wins with AD and leads AC.
TRUMP_HANDS = [
    "AS KS QS JS 10S 9S 8S 7D",
    "KC QC JC 10C 9C 8C 7C 8D",
    "AH KH QH JH 10H 9H 9D 10D",
    "AD KD QD JD 8H 7H AC 7S",
]


def trump_deal(*, sans_atout: bool):
    deal = RoughDeal(3, [cards(h) for h in TRUMP_HANDS], cards(FIVES))
    bid_alone(deal, deal, 0, 70)
    deal.apply(Discard.of(cards("5H 5C 8S 9S")))  # keeps AS KS QS JS 10S 5S 7D 5D
    if sans_atout:
        deal.apply(SANS_ATOUT)
    return deal


# -- players, cards, seats ------------------------------------------------------------------------------
def test_rule_01_two_teams_partners_facing_score_together():
    # seat 1 contracts: seats 1 and 3 score the contract, seats 0 and 2 the defence
    deal = suits_hand(1, 75, SPLIT_DISCARD, split_tricks(25))
    assert deal.result().scores == (25, 75, 25, 75)
    deal = suits_hand(2, 75, SPLIT_DISCARD, split_tricks(25))
    assert deal.result().scores == (75, 25, 75, 25)


def test_rule_02_pack_of_36_cards_a_k_q_j_10_9_8_7_5():
    assert len(ROUGH_PACK) == 36
    assert {card.text for card in ROUGH_PACK} == {rank + suit for rank in RANKS for suit in "SHDC"}
    for text in ("6H", "4S", "2C", "3D"):
        assert Card.parse(text) not in ROUGH_PACK
        with pytest.raises(CardError):
            ROUGH_PACK.parse_card(text)


LADDER_HANDS = [
    "AS JS 10S 7S KH 10H 9H 5H",
    "KS QS 9S 8S QH JH 8H 7H",
    "AD KD QD JD 10D 9D 8D 7D",
    "AC KC QC JC 10C 9C 8C 7C",
]
# Each trick opposes two neighbouring ranks of one suit (seats 2 and 3 are void in it): 8>7, Q>J,
# 10>9, A>K, J>10, K>Q, 7>5, 9>8. Cards in the order played, from the leader.
LADDER_TRICKS = [
    "7S 8S 7D 7C",
    "QS 8D 8C JS",
    "9S 9D 9C 10S",
    "AS KS JD JC",
    "10H JH QD QC",
    "QH KD KC KH",
    "5H 7H 10D 10C",
    "8H AD AC 9H",
]
LADDER_WINNERS = [1, 1, 0, 0, 1, 0, 1, 0]


@pytest.mark.parametrize("sans_atout", [False, True])
def test_rule_02_cards_rank_a_k_q_j_10_9_8_7_5_high_to_low(sans_atout):
    deal = RoughDeal(3, [cards(h) for h in LADDER_HANDS], cards("5S AH 5D 5C"))
    bid_alone(deal, deal, 0, 70)
    play_hand(deal, "5S AH 5D 5C", LADDER_TRICKS, sans_atout=sans_atout)
    assert [trick.winner for trick in deal.tricks] == LADDER_WINNERS
    assert [" ".join(c.text for c in trick.cards) for trick in deal.tricks] == LADDER_TRICKS


def test_rule_03_card_points_ace_ten_five_one_hundred_in_all_no_last_trick_bonus():
    deal = suits_deal(0)
    bid_alone(deal, deal, 0, 75)
    deal.apply(Discard.of(cards(SPLIT_DISCARD)))  # 5D 5C: 10 points
    assert deal.team_points() == (10, 0)
    # points of each trick: A, 10 = 10, 5 = 5, K Q J 9 8 7 = 0; the last trick has no bonus
    expected = [(20, 0), (20, 0), (20, 0), (20, 0), (30, 0), (40, 0), (75, 0), (75, 25)]
    for trick, points in zip(split_tricks(25), expected, strict=True):
        play(deal, trick)
        assert deal.team_points() == points
    assert sum(deal.team_points()) == 100
    assert tuple(deal.result().details["points"]) == (75, 25)


def test_rule_04_bidding_and_play_go_clockwise():
    deal = suits_deal(2, dealer=1)
    seen = []
    while deal.phase is Phase.BIDDING:
        seen.append(deal.current_seat)
        deal.apply(RoughBid(70) if deal.current_seat == 2 else PASS)
    assert seen == [2, 3, 0, 1]
    deal.apply(Discard.of(cards(SPLIT_DISCARD)))
    seen = []
    for card in cards(split_tricks(25)[0]):
        seen.append(deal.current_seat)
        deal.apply(Play.of(card))
    assert seen == [2, 3, 0, 1]


def packets(dealer: int) -> list[tuple[object, int]]:
    """Who receives the cards of a deck dealt in pack order: (seat or "mise", run length) in order."""
    deck = list(ROUGH_PACK)
    hands, kitty = RoughRules().distribute(deck, dealer)
    owner: dict[Card, object] = {card: seat for seat, hand in enumerate(hands) for card in hand}
    owner.update((card, "mise") for card in kitty)
    runs: list[list] = []
    for card in deck:
        if runs and runs[-1][0] == owner[card]:
            runs[-1][1] += 1
        else:
            runs.append([owner[card], 1])
    return [(who, size) for who, size in runs]


def test_rule_04_dealing_goes_clockwise():
    for dealer in range(4):
        seats = [who for who, _ in packets(dealer) if who != "mise"]
        assert len(seats) == 8
        assert all((b - a) % 4 == 1 for a, b in pairwise(seats))


# -- the deal --------------------------------------------------------------------------------------------
def test_rule_05_the_deal_moves_one_seat_clockwise_each_hand():
    match = Match("rough", seed=3, first_dealer=2)
    dealers = []
    for _ in range(5):
        deal = match.new_deal()
        dealers.append(deal.dealer)
        for _ in range(4):
            match.apply(PASS)
    assert dealers == [2, 3, 0, 1, 2]


def test_rule_05_the_first_dealer_is_drawn_at_random():
    dealers = {Match("rough", seed=seed).new_deal().dealer for seed in range(40)}
    assert dealers <= {0, 1, 2, 3}
    assert len(dealers) > 1


def test_rule_06_eight_cards_each_four_at_a_time_and_a_mise_of_four():
    for seed in range(3):
        match = Match("rough", seed=seed, first_dealer=seed % 4)
        deal = match.new_deal()
        assert [len(deal.hand(seat)) for seat in range(4)] == [8, 8, 8, 8]
        assert len(deal.kitty) == 4
        everything = [c for seat in range(4) for c in deal.hand(seat)] + list(deal.kitty)
        assert set(everything) == set(ROUGH_PACK)
    for dealer in range(4):
        runs = packets(dealer)
        assert all(size == 4 for who, size in runs if who != "mise")  # 4 at a time
        mise = [size for who, size in runs if who == "mise"]
        assert mise in ([4], [2, 2])  # one packet of 4, or two of 2


def test_rule_06_deal_must_be_8_cards_each_and_a_mise_of_4_of_the_pack():
    hands, kitty = suits_cards(0)
    with pytest.raises(IllegalActionError):
        RoughDeal(3, [hands[0][:7], hands[1], hands[2], hands[3] + [hands[0][7]]], kitty)
    with pytest.raises(IllegalActionError):
        RoughDeal(3, hands, kitty[:3])
    with pytest.raises(IllegalActionError):  # 4S is no card of the Rough pack
        RoughDeal(3, [*hands[:3], hands[3][:7] + cards("4S")], kitty)
    with pytest.raises(IllegalActionError):  # a card dealt twice
        RoughDeal(3, hands, cards("5S 5H 5D AS"))


def test_rule_06_the_mise_is_face_down_until_the_contractor_takes_it():
    deal = suits_deal(0)
    assert all(deal.observation(seat).kitty is None for seat in range(4))
    bid_alone(deal, deal, 0, 70)
    assert deal.observation(0).kitty == tuple(cards(FIVES))
    assert all(deal.observation(seat).kitty is None for seat in (1, 2, 3))


# -- bidding ----------------------------------------------------------------------------------------------
def test_rule_07_one_round_from_the_dealers_left_dealer_last():
    deal = suits_deal(0, dealer=1)
    assert deal.current_seat == 2
    deal.apply(RoughBid(70))
    assert deal.current_seat == 3
    deal.apply(RoughBid(75))
    assert deal.current_seat == 0
    deal.apply(PASS)
    assert deal.current_seat == 1
    assert legal(deal) == {PASS, KEEP}  # the dealer speaks last
    deal.apply(PASS)
    # each speaks once: seat 2 does not get to bid again; the highest bidder contracts
    assert deal.phase is Phase.DISCARD
    assert deal.declarer == 3 and deal.contract == RoughBid(75)
    assert deal.current_seat == 3


def test_rule_08_bids_are_multiples_of_5_above_the_highest():
    deal = suits_deal(0, dealer=3)
    assert legal(deal) == {PASS} | bids(70, 75, 80, 85, 90, 95, 100)
    for bad in (72, 65, 0, 105, 71):
        refused(deal, RoughBid(bad))
    deal.apply(RoughBid(70))
    refused(deal, RoughBid(70))  # not higher
    refused(deal, RoughBid(65))
    assert legal(deal) == {PASS} | bids(75, 80, 85, 90, 95, 100)
    deal.apply(RoughBid(85))  # a jump is legal
    assert legal(deal) == {PASS} | bids(90, 95, 100)
    refused(deal, RoughBid(80))
    refused(deal, RoughBid(85))
    deal.apply(RoughBid(100))
    assert deal.history == [(0, RoughBid(70)), (1, RoughBid(85)), (2, RoughBid(100))]


def test_check_70_then_75_accepted_70_then_70_rejected_72_rejected():
    deal = suits_deal(0, dealer=3)
    refused(deal, RoughBid(72))
    deal.apply(RoughBid(70))
    refused(deal, RoughBid(70))
    deal.apply(RoughBid(75))
    assert deal.history == [(0, RoughBid(70)), (1, RoughBid(75))]


def test_rule_09_dealer_may_only_pass_or_keep_at_the_highest_bid():
    deal = suits_deal(0, dealer=3)
    deal.apply(RoughBid(70))
    deal.apply(RoughBid(75))
    deal.apply(PASS)
    assert legal(deal) == {PASS, KEEP}
    refused(deal, RoughBid(80), code="dealer_may_only_keep")
    refused(deal, RoughBid(100))
    deal.apply(KEEP)
    assert deal.declarer == 3 and deal.contract == RoughBid(75)
    assert deal.phase is Phase.DISCARD and deal.current_seat == 3
    assert len(deal.hand(3)) == 12


def test_rule_09_dealer_may_keep_his_partners_bid():
    deal = suits_deal(0, dealer=3)
    deal.apply(PASS)
    deal.apply(RoughBid(80))  # seat 1, the dealer's partner
    deal.apply(PASS)
    deal.apply(KEEP)
    assert deal.declarer == 3 and deal.contract == RoughBid(80)


def test_rule_09_only_the_dealer_keeps():
    deal = suits_deal(0, dealer=3)
    refused(deal, KEEP)
    deal.apply(RoughBid(70))
    refused(deal, KEEP)


def test_check_dealer_keeping_at_75_contracts_at_75_and_cannot_bid_80():
    deal = suits_deal(3, dealer=3)
    deal.apply(PASS)
    deal.apply(RoughBid(75))
    deal.apply(PASS)
    refused(deal, RoughBid(80))
    deal.apply(KEEP)
    assert deal.declarer == 3 and deal.contract == RoughBid(75)
    # the dealer's team (1 and 3) is the contractor's at 75: 5D 5C discarded, the split play
    play_hand(deal, SPLIT_DISCARD, split_tricks(25))
    assert deal.result().scores == (25, 75, 25, 75)


def test_rule_09_dealer_passing_leaves_the_contract_to_the_highest_bidder():
    deal = suits_deal(0, dealer=3)
    deal.apply(RoughBid(70))
    deal.apply(RoughBid(85))
    deal.apply(RoughBid(90))
    deal.apply(PASS)
    assert deal.declarer == 2 and deal.contract == RoughBid(90)


def test_rule_10_nobody_bid_dealer_may_take_at_the_minimum_by_default():
    deal = suits_deal(0, dealer=3)
    for _ in range(3):
        deal.apply(PASS)
    assert legal(deal) == {PASS, KEEP}
    deal.apply(KEEP)
    assert deal.declarer == 3 and deal.contract == RoughBid(70)
    deal = suits_deal(0, dealer=3)
    for _ in range(4):
        deal.apply(PASS)
    assert deal.phase is Phase.OVER and deal.result().annulled


def test_option_dealer_when_no_bid_may_take_with_min_bid():
    deal = suits_deal(0, dealer=3, min_bid=80, dealer_when_no_bid="may_take")
    for _ in range(3):
        deal.apply(PASS)
    deal.apply(KEEP)
    assert deal.declarer == 3 and deal.contract == RoughBid(80)


def test_option_dealer_when_no_bid_may_not_take():
    deal = suits_deal(0, dealer=3, dealer_when_no_bid="may_not_take")
    deal.apply(PASS)
    assert PASS in legal(deal)  # his partner is not forced to open
    deal.apply(PASS)
    deal.apply(PASS)
    assert legal(deal) == {PASS}
    refused(deal, KEEP)
    deal.apply(PASS)
    assert deal.phase is Phase.OVER
    assert deal.result().annulled and deal.result().scores == (0, 0, 0, 0)
    # with a bid before him, he may still keep it
    deal = suits_deal(0, dealer=3, dealer_when_no_bid="may_not_take")
    deal.apply(RoughBid(70))
    deal.apply(PASS)
    deal.apply(PASS)
    assert legal(deal) == {PASS, KEEP}
    deal.apply(KEEP)
    assert deal.declarer == 3 and deal.contract == RoughBid(70)


def test_option_dealer_when_no_bid_must_take():
    deal = suits_deal(0, dealer=3, dealer_when_no_bid="must_take")
    for _ in range(3):
        deal.apply(PASS)
    assert legal(deal) == {KEEP}
    refused(deal, PASS)
    deal.apply(KEEP)
    assert deal.declarer == 3 and deal.contract == RoughBid(70)
    # with a bid before him, he may still pass
    deal = suits_deal(0, dealer=3, dealer_when_no_bid="must_take")
    deal.apply(RoughBid(70))
    deal.apply(PASS)
    deal.apply(PASS)
    assert legal(deal) == {PASS, KEEP}
    deal.apply(PASS)
    assert deal.declarer == 0


def test_rule_11_all_pass_the_hand_is_void_and_the_next_dealer_deals():
    match = Match("rough", first_dealer=1)
    deal = match.new_deal(*suits_cards(0))
    for _ in range(4):
        match.apply(PASS)
    assert deal.phase is Phase.OVER and deal.current_seat is None
    result = match.results[-1]
    assert result.annulled and result.scores == (0, 0, 0, 0)
    assert match.totals == [0, 0, 0, 0] and match.winners is None
    assert match.new_deal(*suits_cards(0)).dealer == 2


def test_rule_12_la_partie_is_bid_in_the_auction_and_the_contractor_takes_the_mise():
    deal = suits_deal(0, dealer=3)
    assert RoughBid(100) in legal(deal)
    deal.apply(RoughBid(100))
    assert legal(deal) == {PASS}  # nothing above 100
    deal.apply(PASS)
    deal.apply(PASS)
    assert legal(deal) == {PASS, KEEP}
    deal.apply(PASS)
    assert deal.declarer == 0 and deal.contract == RoughBid(100)
    assert set(deal.hand(0)) == set(suit_cards("S") + cards(FIVES))


def test_rule_12_a_team_in_the_box_may_neither_bid_nor_keep_100():
    deal = suits_deal(0, dealer=3, in_the_box=(True, False))
    assert legal(deal) == {PASS} | bids(70, 75, 80, 85, 90, 95)
    refused(deal, RoughBid(100), code="in_the_box")
    deal.apply(RoughBid(95))
    assert RoughBid(100) in legal(deal)  # team 1 is not in the box
    deal.apply(RoughBid(100))
    refused(deal, RoughBid(100))
    deal.apply(PASS)
    # the dealer, seat 3, is in team 1: he may keep the 100 bid
    assert legal(deal) == {PASS, KEEP}
    deal = suits_deal(0, dealer=2, in_the_box=(True, False))
    deal.apply(RoughBid(100))  # seat 3
    deal.apply(PASS)
    deal.apply(PASS)
    assert legal(deal) == {PASS}  # the dealer, seat 2, is in the box
    refused(deal, KEEP, code="in_the_box")
    deal = suits_deal(0, dealer=2, in_the_box=(True, False))
    deal.apply(RoughBid(95))
    deal.apply(PASS)
    deal.apply(PASS)
    deal.apply(KEEP)  # below 100 he may keep
    assert deal.declarer == 2 and deal.contract == RoughBid(95)


def test_check_a_team_at_minus_15_cannot_bid_100_nor_keep_a_100_bid():
    rules = RoughRules()
    totals = MatchContext((-15, 40, -15, 40))
    hands, kitty = suits_cards(0)
    deal = rules.new_deal(3, hands, kitty, RoughOptions(), totals)
    assert deal.in_the_box == (True, False)
    refused(deal, RoughBid(100))  # seat 0
    deal.apply(PASS)
    deal.apply(RoughBid(100))  # seat 1, team 1 at 40
    deal = rules.new_deal(2, hands, kitty, RoughOptions(), totals)
    deal.apply(RoughBid(100))  # seat 3
    deal.apply(PASS)
    deal.apply(PASS)
    refused(deal, KEEP)  # seat 2, the dealer, team 0 at -15
    assert legal(deal) == {PASS}


@pytest.mark.parametrize(
    ("totals", "box"),
    [
        ((0, 0, 0, 0), (False, False)),
        ((-5, 0, -5, 0), (True, False)),
        ((0, -5, 0, -5), (False, True)),
        ((5, -100, 5, -100), (False, True)),
        ((-350, -5, -350, -5), (True, True)),
    ],
)
def test_rule_12_in_the_box_means_below_0_and_exactly_0_is_not(totals, box):
    hands, kitty = suits_cards(0)
    for dealer in range(4):
        deal = RoughRules().new_deal(dealer, hands, kitty, RoughOptions(), MatchContext(totals))
        first = (dealer + 1) % 4
        assert (RoughBid(100) in legal(deal)) is not box[first % 2]
        if not box[first % 2]:
            deal.apply(RoughBid(100))
            deal.apply(PASS)
            deal.apply(PASS)
            assert (KEEP in legal(deal)) is not box[dealer % 2]


def test_rule_12_in_the_box_after_a_failed_contract_in_a_match():
    match = Match("rough", first_dealer=3)
    match_hand(match, 0, 80, SPLIT_DISCARD, split_tricks(25))  # team 0 takes 75 of 80
    assert match.totals == [-80, 25, -80, 25]
    deal = match.new_deal(*suits_cards(1))  # dealer 0
    assert deal.dealer == 0 and deal.current_seat == 1
    match.apply(PASS)  # seat 1
    assert RoughBid(100) not in legal(deal)  # seat 2: team 0 at -80
    with pytest.raises(IllegalActionError):
        match.apply(RoughBid(100))
    match.apply(RoughBid(95))
    assert RoughBid(100) in legal(deal)  # seat 3: team 1 at 25
    match.apply(RoughBid(100))
    assert legal(deal) == {PASS}  # seat 0, the dealer, in the box
    with pytest.raises(IllegalActionError):
        match.apply(KEEP)
    match.apply(PASS)
    assert deal.declarer == 3 and deal.contract == RoughBid(100)


def test_rule_12_a_team_at_exactly_0_in_a_match_is_not_in_the_box():
    match = Match("rough", first_dealer=0)
    match_hand(match, 1, 85, SPLIT_DISCARD, split_tricks(25))  # dealer 0: team 1 takes 75 of 85
    assert match.totals == [25, -85, 25, -85]
    deal = match_hand(match, 3, 70, SPLIT_DISCARD, split_tricks(15))  # dealer 1: team 1 takes 85
    assert deal.in_the_box == (False, True)
    assert match.totals == [40, 0, 40, 0]
    deal = match.new_deal(*suits_cards(3))  # dealer 2: seat 3 (team 1, at 0) speaks first
    assert deal.in_the_box == (False, False)
    assert RoughBid(100) in legal(deal)
    match.apply(RoughBid(100))
    assert deal.contract is None and deal.history == [(3, RoughBid(100))]


# -- mise and discard -------------------------------------------------------------------------------------
def test_rule_13_contractor_takes_the_mise_and_discards_any_4_cards_face_down():
    deal = suits_deal(0)
    bid_alone(deal, deal, 0, 70)
    assert deal.phase is Phase.DISCARD and deal.current_seat == 0
    assert set(deal.hand(0)) == set(suit_cards("S") + cards(FIVES))
    choice = deal.choice()
    assert choice.seat == 0 and choice.count == 4
    assert set(choice.allowed) == set(deal.hand(0))  # any cards, aces and tens included
    refused(deal, Discard.of(cards("AS 10S 5H")), code="discard_count")
    refused(deal, Discard.of(cards("AS 10S 5H 5D 5C")), code="discard_count")
    refused(deal, Discard.of(cards("AS 10S 5H AH")), code="not_in_hand")
    refused(deal, Discard.of(cards("AS 10S 5H 5H")))  # a card given twice is 3 cards
    refused(deal, Discard.of(cards("AS 10S 5H 5D")), seat=1, code="not_your_turn")
    refused(deal, PASS)
    refused(deal, Play.of(Card.parse("AS")))
    deal.apply(Discard.of(cards("AS 10S 5H 5D")))
    assert deal.phase is Phase.PLAY
    assert set(deal.hand(0)) == set(cards("KS QS JS 9S 8S 7S 5S 5C"))
    # face down: the others see only that 4 cards went
    assert deal.observation(0).history[-1] == (0, Discard.of(cards("AS 10S 5H 5D")))
    for seat in (1, 2, 3):
        assert deal.observation(seat).history[-1] == (0, HiddenDiscard(4))


@pytest.mark.parametrize(("contractor", "points"), [(0, (30, 0)), (1, (0, 30)), (2, (30, 0)), (3, (0, 30))])
def test_rule_13_the_discard_counts_for_the_contractors_team(contractor, points):
    deal = suits_deal(contractor)
    bid_alone(deal, deal, contractor, 70)
    deal.apply(Discard.of(cards("AS 10S 5H 5D")))
    assert deal.team_points() == points


def test_check_points_in_the_discard_count_for_the_contractors_team():
    # discard 5H 5D 5C 7S (15) and take every trick: 85 in tricks + 15 = 100
    deal = suits_hand(0, 70, ALL_DISCARD, ALL_TRICKS)
    assert deal.team_points() == (100, 0)
    assert deal.result().scores == (100, 0, 100, 0)


def test_option_discards_to_defence():
    deal = suits_deal(0, discards_to_defence=True)
    bid_alone(deal, deal, 0, 70)
    deal.apply(Discard.of(cards("AS 10S 5H 5D")))
    assert deal.team_points() == (0, 30)
    # ALL play, 85 in tricks for the contractor, his discard's 15 to the defence
    deal = suits_hand(0, 85, ALL_DISCARD, ALL_TRICKS, discards_to_defence=True)
    assert deal.team_points() == (85, 15)
    assert deal.result().scores == (85, 15, 85, 15)
    deal = suits_hand(0, 90, ALL_DISCARD, ALL_TRICKS, discards_to_defence=True)
    assert deal.result().scores == (-90, 15, -90, 15)
    # SPLIT play: 65 in tricks, 10 in the discard, 25 for the defence
    deal = suits_hand(0, 70, SPLIT_DISCARD, split_tricks(25), discards_to_defence=True)
    assert deal.team_points() == (65, 35)
    assert deal.result().scores == (-70, 35, -70, 35)
    deal = suits_hand(0, 70, SPLIT_DISCARD, split_tricks(25))
    assert deal.result().scores == (75, 25, 75, 25)


# -- play -------------------------------------------------------------------------------------------------
def test_rule_14_sans_atout_only_after_the_discard_and_before_the_first_card():
    deal = suits_deal(0)
    refused(deal, SANS_ATOUT, code="wrong_phase")  # bidding
    bid_alone(deal, deal, 0, 70)
    refused(deal, SANS_ATOUT, code="wrong_phase")  # discard
    deal.apply(Discard.of(cards(SPLIT_DISCARD)))
    assert SANS_ATOUT in legal(deal)
    refused(deal, SANS_ATOUT, seat=1, code="not_your_turn")
    deal.apply(SANS_ATOUT)
    assert deal.sans_atout and deal.trump is None
    assert SANS_ATOUT not in legal(deal)
    refused(deal, SANS_ATOUT)
    play(deal, "AS")
    assert deal.trump is None
    # too late once the contractor has played his first card
    deal = suits_deal(0)
    bid_alone(deal, deal, 0, 70)
    deal.apply(Discard.of(cards(SPLIT_DISCARD)))
    play(deal, "AS")
    assert SANS_ATOUT not in legal(deal)
    refused(deal, SANS_ATOUT)
    refused(deal, SANS_ATOUT, seat=0)
    play(deal, "7H 8D 8C")
    assert deal.current_seat == 0
    refused(deal, SANS_ATOUT)
    assert not deal.sans_atout


def test_rule_14_the_first_card_led_makes_trump_for_the_whole_hand():
    deal = trump_deal(sans_atout=False)
    assert deal.trump is None
    play(deal, "7D")
    assert deal.trump is Suit.DIAMONDS  # from the first trick on
    play(deal, "8D 9D AD")
    assert deal.tricks[0].winner == 3
    play(deal, "AC 5D 7C 9H")  # seat 3 leads AC, seat 0 trumps it
    assert deal.tricks[1].winner == 0
    play(deal, "AS KC 10D 7S")  # seat 0 leads a spade, seat 2 trumps it: ♦ is still trump
    assert deal.tricks[2].winner == 2
    assert deal.trump is Suit.DIAMONDS


def test_check_diamond_lead_makes_trump_a_diamond_beats_the_club_ace():
    deal = trump_deal(sans_atout=False)
    play(deal, "7D 8D 9D AD")
    assert deal.current_seat == 3
    play(deal, "AC 5D 7C 9H")  # seat 0, void in clubs, plays the 5 of trumps on the ace
    assert deal.tricks[1].winner == 0
    assert deal.current_seat == 0
    play(deal, "AS KC 10D 7S")  # later on a spade lead, seat 2 void in spades trumps with 10D
    assert deal.tricks[2].winner == 2


def test_check_with_sans_atout_no_card_beats_the_led_suits_highest():
    deal = trump_deal(sans_atout=True)
    play(deal, "7D 8D 9D AD")
    assert deal.tricks[0].winner == 3
    play(deal, "AC 5D 7C 10D")
    assert deal.tricks[1].winner == 3  # the diamonds are no trumps
    assert deal.trump is None
    play(deal, "7H AS QC 9H")  # seat 3 leads 7H: the spade ace does not beat the hearts
    assert deal.tricks[2].winner == 2


def test_rule_15_the_contractor_leads_the_first_trick():
    for contractor, dealer in ((0, 3), (2, 0), (3, 1), (1, 1)):
        deal = suits_deal(contractor, dealer=dealer)
        while deal.phase is Phase.BIDDING:
            if deal.current_seat == contractor:
                deal.apply(KEEP if contractor == dealer else RoughBid(70))
            else:
                deal.apply(PASS)
        assert deal.declarer == contractor
        deal.apply(Discard.of(cards(SPLIT_DISCARD)))
        assert deal.phase is Phase.PLAY and deal.current_seat == contractor


def plays(text: str) -> set[Play]:
    return {Play.of(card) for card in cards(text)}


def test_rule_15_follow_suit_else_any_card_no_duty_to_trump_or_beat():
    deal = trump_deal(sans_atout=False)
    assert legal(deal) == {SANS_ATOUT} | plays("AS KS QS JS 10S 5S 7D 5D")  # the lead: any card
    play(deal, "7D")
    assert legal(deal) == plays("8D")  # seat 1 must follow ♦
    refused(deal, Play.of(Card.parse("KC")), code="must_follow")
    play(deal, "8D")
    assert legal(deal) == plays("9D 10D")
    refused(deal, Play.of(Card.parse("AH")), code="must_follow")
    play(deal, "9D")
    assert legal(deal) == plays("AD KD QD JD")
    play(deal, "AD")
    assert deal.tricks[0].winner == 3
    play(deal, "7S")  # seat 3 leads 7S
    assert legal(deal) == plays("AS KS QS JS 10S 5S")  # seat 0 must follow, may play under
    refused(deal, Play.of(Card.parse("5D")), code="must_follow")  # and may not trump
    play(deal, "5S")
    assert legal(deal) == plays("KC QC JC 10C 9C 8C 7C")  # void in ♠: any card
    play(deal, "KC")
    assert legal(deal) == plays("AH KH QH JH 10H 9H 10D")  # void in ♠: need not trump
    play(deal, "AH")
    assert deal.tricks[1].winner == 3  # no trump: the highest spade
    play(deal, "AC")  # seat 3 leads the club ace
    assert legal(deal) == plays("AS KS QS JS 10S 5D")  # void in ♣: need not trump
    play(deal, "KS")
    assert legal(deal) == plays("QC JC 10C 9C 8C 7C")
    play(deal, "7C")
    assert legal(deal) == plays("KH QH JH 10H 9H 10D")
    play(deal, "10D")
    assert deal.tricks[2].winner == 2


def test_rule_16_highest_trump_or_highest_of_the_led_suit_wins_and_leads_next():
    deal = trump_deal(sans_atout=False)
    play(deal, "7D 8D 9D AD")  # all trumps: the highest
    assert deal.tricks[0].winner == 3 and deal.current_seat == 3
    play(deal, "AC 5D 7C 10D")  # club lead, two trumps: the higher
    assert deal.tricks[1].winner == 2 and deal.current_seat == 2
    play(deal, "9H 8H AS KC")  # heart lead, no trump: the highest heart
    assert deal.tricks[2].winner == 2 and deal.current_seat == 2


# -- scoring ----------------------------------------------------------------------------------------------
def test_rule_17_the_two_totals_make_100():
    for contractor in range(4):
        for defence in (15, 25, 35):
            deal = suits_hand(contractor, 70, SPLIT_DISCARD, split_tricks(defence))
            attack = contractor % 2
            points = deal.team_points()
            assert points[attack] == 100 - defence and points[1 - attack] == defence
            assert sum(points) == 100


@pytest.mark.parametrize(
    ("bid", "defence", "scores"),
    [
        (70, 15, (85, 15)),  # made: the points taken, not the bid
        (85, 15, (85, 15)),  # made exactly
        (90, 15, (-90, 15)),
        (75, 25, (75, 25)),
        (80, 25, (-80, 25)),
        (70, 35, (-70, 35)),
        (95, 25, (-95, 25)),
    ],
)
def test_rule_18_made_scores_points_taken_failed_scores_minus_the_bid(bid, defence, scores):
    deal = suits_hand(0, bid, SPLIT_DISCARD, split_tricks(defence))
    attack, other = scores
    assert deal.result().scores == (attack, other, attack, other)
    assert deal.result().match_winners is None


def test_check_bid_80_taking_75_scores_minus_80_and_the_defence_25():
    deal = suits_hand(0, 80, SPLIT_DISCARD, split_tricks(25))
    assert deal.team_points() == (75, 25)
    assert deal.result().scores == (-80, 25, -80, 25)
    deal = suits_hand(3, 80, SPLIT_DISCARD, split_tricks(25))
    assert deal.result().scores == (25, -80, 25, -80)


def test_rule_18_sans_atout_changes_no_score_by_default():
    deal = suits_hand(0, 75, SPLIT_DISCARD, split_tricks(25), sans_atout=True)
    assert deal.sans_atout and deal.trump is None
    assert deal.result().scores == (75, 25, 75, 25)
    deal = suits_hand(0, 80, SPLIT_DISCARD, split_tricks(25), sans_atout=True)
    assert deal.result().scores == (-80, 25, -80, 25)


@pytest.mark.parametrize(
    ("multiplier", "bid", "sans_atout", "scores"),
    [
        (1, 75, True, (75, 25)),
        (2, 75, True, (150, 25)),
        (3, 75, True, (225, 25)),
        (2, 80, True, (-160, 25)),
        (3, 80, True, (-240, 25)),
        (3, 75, False, (75, 25)),  # only in a Sans-Atout hand
        (3, 80, False, (-80, 25)),
    ],
)
def test_option_sans_atout_multiplier(multiplier, bid, sans_atout, scores):
    deal = suits_hand(
        1, bid, SPLIT_DISCARD, split_tricks(25), sans_atout=sans_atout, sans_atout_multiplier=multiplier
    )
    attack, other = scores
    assert deal.result().scores == (other, attack, other, attack)


def test_option_sans_atout_multiplier_does_not_touch_a_100_bid():
    deal = suits_hand(0, 100, ALL_DISCARD, ALL_TRICKS, sans_atout=True, sans_atout_multiplier=3)
    assert deal.result().scores == (100, 0, 100, 0)
    deal = suits_hand(0, 100, SPLIT_DISCARD, split_tricks(25), sans_atout=True, sans_atout_multiplier=3)
    assert deal.result().scores == (-100, 25, -100, 25)


def test_rule_19_100_made_scores_100_and_0_and_wins_the_match_at_once():
    deal = suits_hand(0, 100, ALL_DISCARD, ALL_TRICKS)
    assert deal.result().scores == (100, 0, 100, 0)
    assert deal.result().match_winners == (0, 2)
    match = Match("rough", first_dealer=0)
    match_hand(match, 1, 70, ALL_DISCARD, ALL_TRICKS)  # team 1: +100
    match_hand(match, 3, 75, SPLIT_DISCARD, split_tricks(25))  # team 1: +75, team 0: +25
    assert match.totals == [25, 175, 25, 175] and match.winners is None
    match_hand(match, 0, 100, ALL_DISCARD, ALL_TRICKS)  # dealer 2; team 0 takes all 100
    assert match.totals == [125, 175, 125, 175]
    assert match.winners == (0, 2)  # whatever the totals
    assert match.is_over
    with pytest.raises(IllegalActionError):
        match.new_deal(*suits_cards(0))


def test_rule_19_100_failed_scores_minus_100_and_the_other_team_wins_at_once():
    deal = suits_hand(0, 100, SPLIT_DISCARD, split_tricks(15))  # 85 of 100
    assert deal.result().scores == (-100, 15, -100, 15)
    assert deal.result().match_winners == (1, 3)
    match = Match("rough", first_dealer=0)
    match_hand(match, 2, 70, ALL_DISCARD, ALL_TRICKS)
    match_hand(match, 2, 70, ALL_DISCARD, ALL_TRICKS)
    assert match.totals == [200, 0, 200, 0] and match.winners is None
    match_hand(match, 0, 100, SPLIT_DISCARD, split_tricks(25))  # dealer 2; team 0 takes 75
    assert match.totals == [100, 25, 100, 25]
    assert match.winners == (1, 3)  # whatever the totals


def test_rule_20_the_first_team_to_reach_350_wins():
    match = Match("rough", first_dealer=3)
    match_hand(match, 0, 70, ALL_DISCARD, ALL_TRICKS)  # dealer 3: +100
    match_hand(match, 2, 70, ALL_DISCARD, ALL_TRICKS)  # dealer 0: +100
    match_hand(match, 0, 75, SPLIT_DISCARD, split_tricks(25))  # dealer 1: +75, +25
    assert match.totals == [275, 25, 275, 25] and match.winners is None
    deal = match.new_deal(*suits_cards(0))  # dealer 2
    bid_alone(match, deal, 0, 75)
    match.apply(Discard.of(cards(SPLIT_DISCARD)))
    for trick in split_tricks(25)[:-1]:
        play(match, trick)
    assert match.winners is None  # not before the hand is scored
    play(match, split_tricks(25)[-1])
    assert match.totals == [350, 50, 350, 50]  # exactly 350 is enough
    assert match.winners == (0, 2)


def test_rule_20_both_reach_the_target_in_one_hand_the_contracting_team_wins():
    match = Match("rough", {"target": 140, "min_bid": 60}, first_dealer=0)
    match_hand(match, 1, 70, ALL_DISCARD, ALL_TRICKS)  # dealer 0; team 1: +100
    match_hand(match, 2, 75, SPLIT_DISCARD, split_tricks(25))  # dealer 1; team 0: +75, team 1: +25
    assert match.totals == [75, 125, 75, 125] and match.winners is None
    match_hand(match, 0, 65, SPLIT_DISCARD, split_tricks(35))  # dealer 2; team 0 makes 65 of 65
    assert match.totals == [140, 160, 140, 160]
    assert match.winners == (0, 2)  # the contractors, though the defence has more


def test_option_target():
    match = Match("rough", {"target": 50}, first_dealer=3)
    match_hand(match, 0, 75, SPLIT_DISCARD, split_tricks(25))
    assert match.totals == [75, 25, 75, 25]
    assert match.winners == (0, 2)
    # the defence can reach the target too
    match = Match("rough", {"target": 120}, first_dealer=0)
    match_hand(match, 1, 70, ALL_DISCARD, ALL_TRICKS)  # team 1: +100
    assert match.winners is None
    match_hand(match, 2, 80, SPLIT_DISCARD, split_tricks(25))  # team 0 fails: -80, team 1: +25
    assert match.totals == [-80, 125, -80, 125]
    assert match.winners == (1, 3)
    # default 350: one good hand is far from it
    match = Match("rough", first_dealer=3)
    match_hand(match, 0, 70, ALL_DISCARD, ALL_TRICKS)
    assert match.winners is None


def test_option_min_bid():
    deal = suits_deal(0, dealer=3, min_bid=80)
    assert legal(deal) == {PASS} | bids(80, 85, 90, 95, 100)
    refused(deal, RoughBid(75))
    refused(deal, RoughBid(70))
    deal.apply(RoughBid(80))
    refused(deal, RoughBid(80))
    assert legal(deal) == {PASS} | bids(85, 90, 95, 100)
    deal = suits_deal(0, dealer=3, min_bid=60)
    assert legal(deal) == {PASS} | bids(60, 65, 70, 75, 80, 85, 90, 95, 100)


# -- options ------------------------------------------------------------------------------------------------
def test_options_defaults():
    options = RoughOptions()
    assert options.min_bid == 70
    assert options.dealer_when_no_bid == "may_take"
    assert options.discards_to_defence is False
    assert options.sans_atout_multiplier == 1
    assert options.target == 350
    assert Match("rough").options == options


@pytest.mark.parametrize(
    "data",
    [
        {"min_bid": 75},
        {"dealer_when_no_bid": "may_not_take"},
        {"dealer_when_no_bid": "must_take"},
        {"discards_to_defence": True},
        {"sans_atout_multiplier": 2},
        {"sans_atout_multiplier": 3},
        {"target": 500},
    ],
)
def test_options_valid_values_are_accepted(data):
    options = RoughOptions.from_json(data)
    for name, value in data.items():
        assert getattr(options, name) == value
    assert Match("rough", data).options == options


@pytest.mark.parametrize(
    "data",
    [
        {"cible": 350},
        {"min_bid": 72},
        {"min_bid": "70"},
        {"min_bid": 105},
        {"dealer_when_no_bid": "sometimes"},
        {"dealer_when_no_bid": True},
        {"discards_to_defence": "yes"},
        {"sans_atout_multiplier": 0},
        {"sans_atout_multiplier": 4},
        {"sans_atout_multiplier": 1.5},
        {"target": 0},
        {"target": -350},
        {"target": "350"},
    ],
)
def test_options_unknown_name_or_bad_value_is_an_option_error(data):
    with pytest.raises(OptionError):
        RoughOptions.from_json(data)
    with pytest.raises(OptionError):
        Match("rough", data)


# -- errors -------------------------------------------------------------------------------------------------
def test_errors_out_of_turn_change_nothing():
    deal = suits_deal(0, dealer=3)
    refused(deal, PASS, seat=1, code="not_your_turn")
    refused(deal, RoughBid(70), seat=3, code="not_your_turn")
    bid_alone(deal, deal, 0, 70)
    deal.apply(Discard.of(cards(SPLIT_DISCARD)))
    refused(deal, Play.of(Card.parse("7H")), seat=1, code="not_your_turn")
    play(deal, "AS")
    refused(deal, Play.of(Card.parse("8D")), seat=2, code="not_your_turn")
    refused(deal, Play.of(Card.parse("KS")), seat=0, code="not_your_turn")


def test_errors_card_not_held_or_not_of_the_pack_change_nothing():
    deal = suits_deal(0, dealer=3)
    bid_alone(deal, deal, 0, 70)
    refused(deal, Discard.of(cards("6H 4S 2C 3D")))
    refused(deal, Discard.of(cards("AS KS QS 6S")))
    deal.apply(Discard.of(cards(SPLIT_DISCARD)))
    refused(deal, Play.of(Card.parse("AH")), code="not_in_hand")
    refused(deal, Play.of(Card.parse("8S")), code="not_in_hand")  # discarded
    refused(deal, Play.of(Card.parse("6H")))
    refused(deal, Play.of(Card.parse("4S")))
    play(deal, "AS")
    refused(deal, Play.of(Card.parse("AS")), code="not_in_hand")  # already played
    refused(deal, Play.of(Card.parse("6H")))


def test_errors_wrong_phase_change_nothing():
    deal = suits_deal(0, dealer=3)
    refused(deal, Play.of(Card.parse("AS")))
    refused(deal, Discard.of(cards(SPLIT_DISCARD)))
    refused(deal, SANS_ATOUT)
    bid_alone(deal, deal, 0, 70)
    refused(deal, PASS)
    refused(deal, RoughBid(75))
    refused(deal, KEEP)
    refused(deal, Play.of(Card.parse("AS")))
    deal.apply(Discard.of(cards(SPLIT_DISCARD)))
    refused(deal, PASS)
    refused(deal, RoughBid(75))
    refused(deal, KEEP)
    refused(deal, Discard.of(cards("AS KS QS JS")))
    for trick in split_tricks(25):
        play(deal, trick)
    assert deal.phase is Phase.OVER and deal.current_seat is None and deal.legal_actions() == ()
    with pytest.raises(IllegalActionError):
        deal.apply(Play.of(Card.parse("AS")))
    with pytest.raises(IllegalActionError):
        deal.apply(PASS)


def test_errors_no_result_before_the_deal_is_over():
    deal = suits_deal(0)
    with pytest.raises(IllegalActionError):
        deal.result()


def test_clone_is_independent():
    deal = suits_deal(0)
    bid_alone(deal, deal, 0, 70)
    other = deal.clone()
    play_hand(other, SPLIT_DISCARD, split_tricks(25))
    assert other.phase is Phase.OVER
    assert deal.phase is Phase.DISCARD and len(deal.hand(0)) == 12 and deal.tricks == []


# -- the example log ---------------------------------------------------------------------------------------
def test_example_log_replays_to_the_expected_summary():
    log = json.loads((FIXTURES / "rough-match.json").read_text(encoding="utf-8"))
    expected = json.loads((FIXTURES / "rough-match.expected.json").read_text(encoding="utf-8"))
    summary = replay_summary(match_from_log(log))
    assert summary == expected
    assert summary["totals"] == [-5, 40, -5, 40] and summary["winner"] is None
