"""La Carotte: one test (or more) per numbered rule of ``docs/rules/carotte.md``.

Every deal here is built by hand from known cards, and every expected outcome was worked out
from the rules on paper, not taken from the code. The last test plays random deals against an
oracle written here, independent of the rules package.
"""

from __future__ import annotations

import json
import random
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.rules import (
    CAROTTE_PACK,
    PASS,
    Action,
    Card,
    CardError,
    CarotteBid,
    CarotteDeal,
    CarotteOptions,
    CarotteRules,
    Discard,
    HiddenDiscard,
    IllegalActionError,
    LogError,
    Match,
    OptionError,
    Phase,
    Play,
    Player,
    Suit,
    match_from_log,
    replay_summary,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
#: The ranks of La Carotte, high to low (rule 2).
RANKS = ("A", "K", "Q", "J", "10", "9", "8")


# -- helpers ---------------------------------------------------------------------------------------------
def cards(text: str) -> list[Card]:
    """Cards from notation: ``"AS 10H 8C"``."""
    return [Card.parse(t) for t in text.split()]


def card_set(text: str) -> set[Card]:
    return set(cards(text))


def bid(tricks: int, suit: str) -> CarotteBid:
    return CarotteBid(tricks, Suit.parse(suit))


def make_deal(dealer: int, hands: list[str], kitty: str, **options: object) -> CarotteDeal:
    return CarotteDeal(dealer, [cards(h) for h in hands], cards(kitty), CarotteOptions(**options))


def call_round(deal: CarotteDeal, calls: list[Action]) -> None:
    """The calls in order, from the dealer's left, each applied with its seat named."""
    for i, action in enumerate(calls):
        deal.apply(action, seat=(deal.dealer + 1 + i) % 4)


def play_tricks(deal: CarotteDeal | Match, tricks: list[tuple[int, str]]) -> None:
    """Each trick is (leader, the four cards in the order played); every card is played with its seat."""
    for leader, text in tricks:
        for i, card in enumerate(cards(text)):
            deal.apply(Play.of(card), seat=(leader + i) % 4)


def snapshot(deal: CarotteDeal) -> tuple[object, ...]:
    """Everything observable of a deal, to check that an illegal action changed nothing."""
    return (
        deal.phase,
        deal.current_seat,
        tuple(deal.hand(seat) for seat in range(4)),
        tuple(deal.history),
        tuple(deal.tricks),
        deal.legal_actions(),
        deal.choice(),
        deal.declarer,
        deal.contract,
        deal.trump,
        tuple(deal.observation(seat) for seat in range(4)),
        deal.result() if deal.is_over else None,
    )


# -- deal S, the "sweep": dealer 0, seat 1 holds the six top spades, the mise is the four eights ------
SWEEP_HANDS = [
    "AC KC QC JC 10C 9C",
    "AS KS QS JS 10S 9S",
    "AH KH QH JH 10H 9H",
    "AD KD QD JD 10D 9D",
]
SWEEP_KITTY = "8S 8H 8D 8C"
SWEEP_TEN = "AS KS QS JS 10S 9S 8S 8H 8D 8C"  # seat 1 once he has the mise
# What seat 1 keeps to take exactly 4, 5 or 6 tricks with spades trump, and how the play then goes
# (worked out by hand: the others hold no spade; with 8H led, seat 2 follows with the KH and wins,
# then leads the AH, which nobody can beat).
SWEEP_KEEP = {
    4: "AS KS QS JS 8H 8D",
    5: "AS KS QS JS 10S 8H",
    6: "AS KS QS JS 10S 9S",
}
SWEEP_PLAY = {
    4: [
        (1, "AS 9H 9D 9C"),
        (1, "KS 10H 10D 10C"),
        (1, "QS JH JD JC"),
        (1, "JS QH QD QC"),
        (1, "8H KH KD KC"),
        (2, "AH AD AC 8D"),
    ],
    5: [
        (1, "AS 9H 9D 9C"),
        (1, "KS 10H 10D 10C"),
        (1, "QS JH JD JC"),
        (1, "JS QH QD QC"),
        (1, "10S KH KD KC"),
        (1, "8H AH AD AC"),
    ],
    6: [
        (1, "AS 9H 9D 9C"),
        (1, "KS 10H 10D 10C"),
        (1, "QS JH JD JC"),
        (1, "JS QH QD QC"),
        (1, "10S KH KD KC"),
        (1, "9S AH AD AC"),
    ],
}


def sweep_discard(taken: int) -> Discard:
    return Discard.of(card_set(SWEEP_TEN) - card_set(SWEEP_KEEP[taken]))


def sweep_to_discard(tricks: int, **options: object) -> CarotteDeal:
    """Deal S after seat 1 bid ``tricks`` spades and the three others passed."""
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY, **options)
    call_round(deal, [bid(tricks, "S"), PASS, PASS, PASS])
    return deal


def play_sweep(tricks: int, taken: int, **options: object) -> CarotteDeal:
    """Deal S played out: seat 1 bids ``tricks`` spades and takes exactly ``taken`` tricks."""
    deal = sweep_to_discard(tricks, **options)
    deal.apply(sweep_discard(taken), seat=1)
    play_tricks(deal, SWEEP_PLAY[taken])
    assert deal.is_over
    return deal


# -- deal P, the play law: dealer 3, seat 0 bids 4 hearts and takes 3 tricks ----------------------------
P_HANDS = [
    "AS AH 9H QC JC 8C",
    "KS 9S 10D KD QD AD",
    "8D 8H 9D JD JH KC",
    "QS 10S AC QH JS 10H",
]
P_KITTY = "KH 10C 9C 8S"
P_DISCARD = "QC JC 10C 9C"  # seat 0 keeps AS AH KH 9H 8S 8C
P_TRICKS = [
    (0, "AS KS 8D QS"),  # spades led, no trump: the AS wins; seat 2, void, throws a low diamond
    (0, "8S 9S 8H 10S"),  # seat 2, void, trumps with the lowest heart and wins over the 10S
    (2, "9D AC 8C 10D"),  # the AC is not of the suit led: the 10D wins; seat 0 need not trump
    (1, "KD JD QH 9H"),  # seat 3 trumps; seat 0 under-trumps with the 9H though he holds AH KH
    (3, "JS AH QD KC"),  # seat 0 trumps and wins
    (0, "KH AD JH 10H"),  # the last trump wins
]


def p_to_discard(**options: object) -> CarotteDeal:
    deal = make_deal(3, P_HANDS, P_KITTY, **options)
    call_round(deal, [bid(4, "H"), PASS, PASS, PASS])
    return deal


def p_to_play(**options: object) -> CarotteDeal:
    deal = p_to_discard(**options)
    deal.apply(Discard.of(cards(P_DISCARD)), seat=0)
    return deal


# -- match helpers: one seat sweeps with the six top spades --------------------------------------------
def sweep_hands_for(declarer: int) -> tuple[list[list[Card]], list[Card]]:
    hands: list[list[Card]] = [[], [], [], []]
    hands[declarer] = cards("AS KS QS JS 10S 9S")
    for i, suit in enumerate("HDC", start=1):
        hands[(declarer + i) % 4] = cards(" ".join(rank + suit for rank in RANKS[:6]))
    return hands, cards(SWEEP_KITTY)


def play_match_sweep(match: Match, declarer: int, tricks: int) -> None:
    """A whole deal of ``match``: ``declarer`` bids ``tricks`` spades alone and takes all 6 tricks."""
    hands, kitty = sweep_hands_for(declarer)
    deal = match.new_deal(hands, kitty)
    for i in range(4):
        seat = (deal.dealer + 1 + i) % 4
        match.apply(bid(tricks, "S") if seat == declarer else PASS, seat)
    match.apply(Discard.of(kitty), declarer)
    for n in range(6):
        for i in range(4):
            seat = (declarer + i) % 4
            match.apply(Play.of(hands[seat][n]), seat)
    assert deal.is_over


def all_pass(match: Match) -> None:
    hands, kitty = sweep_hands_for(0)
    deal = match.new_deal(hands, kitty)
    for i in range(4):
        match.apply(PASS, (deal.dealer + 1 + i) % 4)


# == Players, cards, seats ================================================================================
def test_rule_01_four_players_each_for_himself() -> None:
    with pytest.raises(IllegalActionError):
        CarotteDeal(0, [cards(h) for h in SWEEP_HANDS[:3]], cards(SWEEP_KITTY))
    with pytest.raises(ValueError, match="four"):
        Match("carotte", players=[Player("A"), Player("B"), Player("C")], first_dealer=0)
    # each for himself: only the declarer's score moves, no partner shares it
    assert play_sweep(5, 6).result().scores == (0, 5, 0, 0)


def test_rule_02_pack_of_28_cards_a_k_q_j_10_9_8_in_each_suit() -> None:
    expected = [rank + suit for suit in "SHDC" for rank in RANKS]
    assert [card.text for card in CAROTTE_PACK] == expected
    assert len(set(CAROTTE_PACK)) == 28
    assert CarotteRules().pack is CAROTTE_PACK


@pytest.mark.parametrize(
    ("lower", "higher"), [("8", "9"), ("9", "10"), ("10", "J"), ("J", "Q"), ("Q", "K"), ("K", "A")]
)
def test_rule_02_cards_rank_a_k_q_j_10_9_8_from_high_to_low(lower: str, higher: str) -> None:
    # Seat 1 (trump clubs) leads the lower spade; seat 2 follows with the higher spade; seats 3 and 0
    # hold no spade and throw a red card: seat 2 must win the trick.
    others = [rank + "S" for rank in RANKS if rank not in (lower, higher)]
    hands = [
        "JD 10D 9D 8D 9C 8C",
        f"{lower}S AC KC QC JC 10C",
        f"{higher}S {others[4]} AH KH QH JH",
        "10H 9H 8H AD KD QD",
    ]
    deal = make_deal(0, hands, " ".join(others[:4]))
    call_round(deal, [bid(4, "C"), PASS, PASS, PASS])
    deal.apply(Discard.of(cards(" ".join(others[:4]))), seat=1)
    play_tricks(deal, [(1, f"{lower}S {higher}S 8H 8D")])
    assert deal.tricks[0].winner == 2
    assert deal.current_seat == 2


def test_rule_02_a_card_not_of_the_pack_is_an_error() -> None:
    with pytest.raises(CardError, match="7H") as err:
        CAROTTE_PACK.parse_card("7H")
    assert err.value.code == "not_in_pack"
    hands = list(SWEEP_HANDS)
    hands[0] = "AC KC QC JC 10C 7H"
    with pytest.raises(IllegalActionError, match="7H"):
        make_deal(0, hands, SWEEP_KITTY)
    deal = p_to_play()
    with pytest.raises(IllegalActionError, match="7H") as err2:
        deal.apply(Play.of(Card.parse("7H")))
    assert err2.value.code == "not_in_pack"


def test_rule_03_bidding_goes_clockwise_seat_i_plus_1_next() -> None:
    deal = make_deal(2, SWEEP_HANDS, SWEEP_KITTY)
    seen = []
    for _ in range(4):
        seen.append(deal.current_seat)
        deal.apply(PASS)
    assert seen == [3, 0, 1, 2]


def test_rule_03_play_goes_clockwise_from_the_leader() -> None:
    deal = p_to_play()
    # trick 3 is led by seat 2: then 3, 0, 1 (play_tricks names each seat, so a wrong order raises)
    play_tricks(deal, P_TRICKS[:2])
    assert deal.current_seat == 2
    order = []
    for card in cards("9D AC 8C 10D"):
        order.append(deal.current_seat)
        deal.apply(Play.of(card))
    assert order == [2, 3, 0, 1]


# == Deal =================================================================================================
def test_rule_04_first_dealer_is_drawn_at_random() -> None:
    dealers = {Match("carotte", seed=seed).first_dealer for seed in range(60)}
    assert dealers == {0, 1, 2, 3}
    assert Match("carotte", seed=1, first_dealer=2).new_deal().dealer == 2


def test_rule_04_deal_passes_left_after_every_hand_including_all_pass() -> None:
    match = Match("carotte", seed=0, first_dealer=2)
    all_pass(match)
    assert match.deals[0].dealer == 2
    assert match.results[-1].annulled
    all_pass(match)
    assert match.deals[1].dealer == 3
    play_match_sweep(match, declarer=1, tricks=4)
    assert match.deals[2].dealer == 0  # 3 -> 0: round the table
    all_pass(match)
    assert match.deals[3].dealer == 1
    assert match.totals == [0, 4, 0, 0]


def test_rule_05_dealt_one_card_at_a_time_clockwise_from_the_dealers_left() -> None:
    deck = list(CAROTTE_PACK)
    position = {card: i for i, card in enumerate(deck)}
    for dealer in range(4):
        hands, kitty = CarotteRules().distribute(deck, dealer)
        assert [len(hand) for hand in hands] == [6, 6, 6, 6]
        assert len(kitty) == 4
        assert {*kitty, *(c for hand in hands for c in hand)} == set(deck)
        left = (dealer + 1) % 4
        assert hands[left][0] is deck[0]  # the first card goes to the dealer's left
        for round_ in range(6):
            first = position[hands[left][round_]]
            # one card to each player in turn, clockwise from the dealer's left
            places = [position[hands[(left + i) % 4][round_]] for i in range(4)]
            assert places == [first + i for i in range(4)]


def test_rule_05_mise_cards_go_out_one_at_a_time_during_the_deal() -> None:
    deck = list(CAROTTE_PACK)
    position = {card: i for i, card in enumerate(deck)}
    _, kitty = CarotteRules().distribute(deck, 0)
    places = sorted(position[card] for card in kitty)
    assert all(b - a > 1 for a, b in pairwise(places))  # never two in a row
    assert places[-1] < 27  # during the deal, not all after it


def test_rule_05_a_dealt_match_deal_is_the_whole_pack() -> None:
    match = Match("carotte", seed=123, first_dealer=0)
    deal = match.new_deal()
    assert [len(hand) for hand in deal.dealt_hands] == [6, 6, 6, 6]
    assert len(deal.kitty) == 4
    assert sorted([*deal.kitty, *(c for hand in deal.dealt_hands for c in hand)]) == sorted(CAROTTE_PACK)


# == Bidding ==============================================================================================
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_rule_06_the_dealers_left_speaks_first(dealer: int) -> None:
    deal = make_deal(dealer, SWEEP_HANDS, SWEEP_KITTY)
    assert deal.phase is Phase.BIDDING
    assert deal.current_seat == (dealer + 1) % 4
    with pytest.raises(IllegalActionError) as err:
        deal.apply(PASS, seat=dealer)
    assert err.value.code == "not_your_turn"


def test_rule_06_one_round_each_speaks_once_ending_with_the_dealer() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    deal.apply(bid(4, "S"), seat=1)
    deal.apply(bid(5, "H"), seat=2)
    deal.apply(PASS, seat=3)
    assert deal.current_seat == 0  # the dealer speaks last
    deal.apply(PASS, seat=0)
    # no second round: seat 1, outbid, does not speak again
    assert deal.phase is Phase.DISCARD
    assert deal.declarer == 2
    assert deal.contract == bid(5, "H")
    assert deal.current_seat == 2
    assert [seat for seat, _ in deal.history] == [1, 2, 3, 0]


def test_rule_07_a_call_is_pass_or_4_5_6_tricks_with_a_suit() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    expected = {PASS} | {CarotteBid(n, suit) for n in (4, 5, 6) for suit in Suit}
    assert set(deal.legal_actions()) == expected
    assert len(deal.legal_actions()) == 13
    deal.apply(bid(6, "H"))  # 6 is the carotte, a bid like the others
    assert deal.contract == bid(6, "H")


@pytest.mark.parametrize("tricks", [0, 3, 7])
def test_rule_07_a_bid_names_4_5_or_6_tricks(tricks: int) -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    before = snapshot(deal)
    with pytest.raises(IllegalActionError) as err:
        deal.apply(bid(tricks, "S"))
    assert err.value.code == "bad_bid"
    assert snapshot(deal) == before


def test_rule_08_bid_must_name_more_tricks_suit_does_not_rank() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    deal.apply(bid(4, "H"))
    assert set(deal.legal_actions()) == {PASS} | {CarotteBid(n, s) for n in (5, 6) for s in Suit}
    for suit in "SHDC":  # no 4 of any suit, "higher" or "lower", after a 4
        with pytest.raises(IllegalActionError) as err:
            deal.apply(bid(4, suit))
        assert err.value.code == "bid_too_low"
    deal.apply(bid(5, "D"))  # more tricks, any suit
    with pytest.raises(IllegalActionError):
        deal.apply(bid(5, "S"))
    with pytest.raises(IllegalActionError):
        deal.apply(bid(4, "S"))
    assert set(deal.legal_actions()) == {PASS} | {CarotteBid(6, s) for s in Suit}
    deal.apply(bid(6, "C"))
    assert deal.contract == bid(6, "C")
    assert deal.declarer == 3


def test_rule_08_after_a_carotte_only_pass_is_legal() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    deal.apply(bid(6, "S"), seat=1)
    for seat in (2, 3, 0):
        assert deal.legal_actions() == (PASS,)
        for suit in "SHDC":
            with pytest.raises(IllegalActionError):
                deal.apply(bid(6, suit))
        deal.apply(PASS, seat=seat)
    assert deal.declarer == 1


def test_rule_09_every_bid_names_a_trump_suit_no_no_trump() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    bids = [action for action in deal.legal_actions() if isinstance(action, CarotteBid)]
    assert bids and all(isinstance(action.trump, Suit) for action in bids)
    before = snapshot(deal)
    with pytest.raises((IllegalActionError, TypeError, ValueError)):
        deal.apply(CarotteBid(4, None))  # type: ignore[arg-type]
    assert snapshot(deal) == before
    rules = CarotteRules()
    for entry in ({"type": "bid", "tricks": 4}, {"type": "bid", "tricks": 4, "trump": "NT"}):
        with pytest.raises(IllegalActionError):
            rules.parse_action(entry)


def test_rule_10_all_pass_nothing_scored_next_dealer_deals() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    call_round(deal, [PASS, PASS, PASS, PASS])
    assert deal.is_over
    assert deal.phase is Phase.OVER
    assert deal.current_seat is None
    assert deal.legal_actions() == ()
    result = deal.result()
    assert result.annulled
    assert result.scores == (0, 0, 0, 0)
    assert result.chips == (0, 0, 0, 0)
    match = Match("carotte", seed=0, first_dealer=1)
    all_pass(match)
    assert match.totals == [0, 0, 0, 0]
    assert match.chips == [0, 0, 0, 0]
    assert match.winners is None
    assert match.next_dealer == 2


# == Mise and discard =====================================================================================
def test_rule_11_declarer_adds_the_mise_to_his_hand_ten_cards() -> None:
    deal = p_to_discard()
    assert deal.phase is Phase.DISCARD
    assert deal.declarer == 0
    assert deal.current_seat == 0
    assert set(deal.hand(0)) == card_set(P_HANDS[0] + " " + P_KITTY)
    assert len(deal.hand(0)) == 10
    for seat in (1, 2, 3):
        assert set(deal.hand(seat)) == card_set(P_HANDS[seat])
    choice = deal.choice()
    assert choice is not None
    assert choice.count == 4
    assert choice.seat == 0
    assert set(choice.allowed) == card_set(P_HANDS[0] + " " + P_KITTY)  # any 4 cards


@pytest.mark.parametrize(
    "discard",
    [
        "AS KS QS JS",  # the four best trumps
        "8S 8H 8D 8C",  # exactly the mise
        "AS 10S 8H 8C",  # some from the hand, some from the mise
    ],
)
def test_rule_11_declarer_discards_any_four_cards(discard: str) -> None:
    deal = sweep_to_discard(4)
    deal.apply(Discard.of(cards(discard)), seat=1)
    assert set(deal.hand(1)) == card_set(SWEEP_TEN) - card_set(discard)
    assert deal.phase is Phase.PLAY


@pytest.mark.parametrize("discard", ["AS KS QS", "AS KS QS JS 10S", "AS AS KS QS", ""])
def test_rule_11_the_discard_is_exactly_four_cards(discard: str) -> None:
    deal = sweep_to_discard(4)
    before = snapshot(deal)
    with pytest.raises(IllegalActionError, match="4") as err:
        deal.apply(Discard.of(cards(discard)), seat=1)
    assert err.value.code == "discard_count"
    assert snapshot(deal) == before


@pytest.mark.parametrize("stranger", ["AH", "9C", "7S"])
def test_rule_11_the_discard_is_from_the_declarers_hand(stranger: str) -> None:
    deal = sweep_to_discard(4)
    before = snapshot(deal)
    with pytest.raises(IllegalActionError, match=stranger) as err:
        deal.apply(Discard.of(cards(f"AS KS QS {stranger}")), seat=1)
    assert err.value.code in ("not_in_hand", "not_in_pack")
    assert snapshot(deal) == before


def test_rule_11_the_discard_plays_no_further_part() -> None:
    deal = p_to_play()
    discarded = card_set(P_DISCARD)
    assert not discarded & {c for seat in range(4) for c in deal.hand(seat)}
    assert [len(deal.hand(seat)) for seat in range(4)] == [6, 6, 6, 6]
    with pytest.raises(IllegalActionError) as err:
        deal.apply(Play.of(Card.parse("QC")), seat=0)
    assert err.value.code == "not_in_hand"
    play_tricks(deal, P_TRICKS)
    assert not discarded & {c for trick in deal.tricks for c in trick.cards}


def test_rule_12_mise_not_shown_to_the_others() -> None:
    deal = make_deal(3, P_HANDS, P_KITTY)
    for seat in range(4):  # nobody sees it during the bidding, not even the future declarer
        assert deal.observation(seat).kitty is None
    call_round(deal, [bid(4, "H"), PASS, PASS, PASS])
    assert set(deal.observation(0).kitty or ()) == card_set(P_KITTY)
    assert set(deal.observation(0).hand) == card_set(P_HANDS[0] + " " + P_KITTY)
    for seat in (1, 2, 3):
        obs = deal.observation(seat)
        assert obs.kitty is None
        assert set(obs.hand) == card_set(P_HANDS[seat])
    deal.apply(Discard.of(cards(P_DISCARD)), seat=0)
    play_tricks(deal, P_TRICKS[:1])
    for seat in (1, 2, 3):
        assert deal.observation(seat).kitty is None


def test_rule_12_show_mise_on_shows_it_to_all() -> None:
    deal = p_to_discard(show_mise=True)
    for seat in range(4):
        assert set(deal.observation(seat).kitty or ()) == card_set(P_KITTY)
    deal.apply(Discard.of(cards(P_DISCARD)), seat=0)
    for seat in range(4):
        assert set(deal.observation(seat).kitty or ()) == card_set(P_KITTY)


@pytest.mark.parametrize("show_mise", [False, True])
def test_rule_12_the_discard_is_face_down_hidden_discard_for_the_others(show_mise: bool) -> None:
    deal = p_to_play(show_mise=show_mise)
    discard = Discard.of(cards(P_DISCARD))
    assert (0, discard) in deal.observation(0).history
    for seat in (1, 2, 3):
        obs = deal.observation(seat)
        discards = [(who, action) for who, action in obs.history if action.kind == "discard"]
        assert discards == [(0, HiddenDiscard(4))]
        assert "QC" not in repr(obs)  # the discarded cards show nowhere in what they see
        assert set(obs.hand) == card_set(P_HANDS[seat])


# == Play =================================================================================================
def test_rule_13_declarers_suit_is_trump_and_the_declarer_leads() -> None:
    # dealer 0; seat 1 passes, seat 2 bids 4 hearts: seat 2, not the first to speak, leads
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    call_round(deal, [PASS, bid(4, "H"), PASS, PASS])
    deal.apply(Discard.of(cards("9H 8S 8D 8C")), seat=2)
    assert deal.phase is Phase.PLAY
    assert deal.current_seat == 2
    assert deal.trump is Suit.HEARTS
    assert all(deal.observation(seat).trump is Suit.HEARTS for seat in range(4))
    with pytest.raises(IllegalActionError) as err:
        deal.apply(Play.of(Card.parse("AS")), seat=1)
    assert err.value.code == "not_your_turn"


def test_rule_14_must_follow_the_suit_led() -> None:
    deal = p_to_play()
    for card in cards("AS KS 8D"):
        deal.apply(Play.of(card))
    assert deal.current_seat == 3
    assert {action.card for action in deal.legal_actions()} == card_set("QS 10S JS")
    before = snapshot(deal)
    with pytest.raises(IllegalActionError, match="seat 3") as err:
        deal.apply(Play.of(Card.parse("AC")), seat=3)
    assert err.value.code == "must_follow"
    with pytest.raises(IllegalActionError):
        deal.apply(Play.of(Card.parse("QH")), seat=3)  # nor trump while holding the suit
    assert snapshot(deal) == before


def test_rule_14_following_need_not_beat() -> None:
    deal = p_to_play()
    deal.apply(Play.of(Card.parse("AS")))
    # seat 1 holds KS and 9S: either may be played, and only they
    assert {action.card for action in deal.legal_actions()} == card_set("KS 9S")
    deal.apply(Play.of(Card.parse("9S")))
    assert deal.current_seat == 2


def test_rule_14_a_void_player_may_trump_or_discard_no_duty_to_trump_or_overtrump() -> None:
    deal = p_to_play()
    play_tricks(deal, P_TRICKS[:2])
    # trick 3: 9D led by seat 2; seat 3 (no diamond) throws the AC; seat 0, no diamond but three
    # trumps, may play anything: he discards the 8C rather than trump
    deal.apply(Play.of(Card.parse("9D")), seat=2)
    deal.apply(Play.of(Card.parse("AC")), seat=3)
    assert {action.card for action in deal.legal_actions()} == card_set("AH KH 9H 8C")
    deal.apply(Play.of(Card.parse("8C")), seat=0)
    deal.apply(Play.of(Card.parse("10D")), seat=1)
    # trick 4: seat 3 trumps with the QH; seat 0 holds AH KH 9H and may under-trump
    deal.apply(Play.of(Card.parse("KD")), seat=1)
    deal.apply(Play.of(Card.parse("JD")), seat=2)
    deal.apply(Play.of(Card.parse("QH")), seat=3)
    assert {action.card for action in deal.legal_actions()} == card_set("AH KH 9H")
    deal.apply(Play.of(Card.parse("9H")), seat=0)
    assert deal.tricks[-1].winner == 3


def test_rule_15_trump_wins_else_highest_of_the_suit_led_winner_leads() -> None:
    deal = p_to_play()
    winners = []
    for leader, text in P_TRICKS:
        assert deal.current_seat == leader  # the winner of the last trick leads
        play_tricks(deal, [(leader, text)])
        winners.append(deal.tricks[-1].winner)
    # AS over KS QS; 8H (trump) over 10S; 10D over 9D and the off-suit AC; QH over KD;
    # AH over JS; KH over JH 10H
    assert winners == [0, 2, 1, 3, 0, 0]
    assert [trick.leader for trick in deal.tricks] == [0, 0, 2, 1, 3, 0]


def test_rule_15_all_six_tricks_are_played() -> None:
    deal = p_to_play()
    play_tricks(deal, P_TRICKS[:4])
    # the declarer has 1 trick with 2 to go: his 4 can no longer be made, yet play goes on
    assert deal.phase is Phase.PLAY
    assert not deal.is_over
    assert deal.current_seat == 3
    play_tricks(deal, P_TRICKS[4:])
    assert deal.is_over
    assert len(deal.tricks) == 6
    assert all(deal.hand(seat) == () for seat in range(4))
    assert sum(deal.tricks_won(seat) for seat in range(4)) == 6


# == Scoring ==============================================================================================
@pytest.mark.parametrize(
    ("tricks", "taken", "score"),
    [
        (4, 4, 4),
        (4, 5, 4),  # extra tricks score nothing
        (4, 6, 4),
        (5, 5, 5),
        (5, 6, 5),
    ],
)
def test_rule_16_a_made_bid_scores_the_declared_tricks(tricks: int, taken: int, score: int) -> None:
    result = play_sweep(tricks, taken).result()
    assert result.scores == (0, score, 0, 0)
    assert result.chips == (0, 0, 0, 0)
    assert not result.annulled


def test_rule_16_a_failed_bid_scores_minus_n() -> None:
    assert play_sweep(5, 4).result().scores == (0, -5, 0, 0)
    deal = p_to_play()
    play_tricks(deal, P_TRICKS)
    assert deal.result().scores == (-4, 0, 0, 0)


@pytest.mark.parametrize(
    ("tricks", "taken", "off", "on"),
    [
        (4, 4, 4, 4),
        (4, 5, 4, 5),
        (4, 6, 4, 6),
        (5, 6, 5, 6),
        (5, 4, -5, -5),  # a failed bid is -n either way
    ],
)
def test_option_count_overtricks_off_and_on(tricks: int, taken: int, off: int, on: int) -> None:
    assert play_sweep(tricks, taken).result().scores == (0, off, 0, 0)
    assert play_sweep(tricks, taken, count_overtricks=False).result().scores == (0, off, 0, 0)
    assert play_sweep(tricks, taken, count_overtricks=True).result().scores == (0, on, 0, 0)


def test_rule_17_a_made_carotte_scores_no_points_each_other_pays_k_chips() -> None:
    result = play_sweep(6, 6).result()
    assert result.scores == (0, 0, 0, 0)
    assert result.chips == (-10, 30, -10, -10)
    # count_overtricks does not turn a carotte into points
    assert play_sweep(6, 6, count_overtricks=True).result().scores == (0, 0, 0, 0)


def test_rule_17_a_failed_carotte_the_declarer_pays_each_other_k_chips() -> None:
    result = play_sweep(6, 5).result()
    assert result.scores == (0, 0, 0, 0)
    assert result.chips == (10, -30, 10, 10)


@pytest.mark.parametrize(
    ("stake", "made", "failed"),
    [
        (None, (-10, 30, -10, -10), (10, -30, 10, 10)),  # default K = 10
        (10, (-10, 30, -10, -10), (10, -30, 10, 10)),
        (1, (-1, 3, -1, -1), (1, -3, 1, 1)),
        (7, (-7, 21, -7, -7), (7, -21, 7, 7)),
    ],
)
def test_option_carotte_stake(stake: int | None, made: tuple[int, ...], failed: tuple[int, ...]) -> None:
    options = {} if stake is None else {"carotte_stake": stake}
    assert play_sweep(6, 6, **options).result().chips == made
    assert play_sweep(6, 5, **options).result().chips == failed
    assert play_sweep(5, 5, **options).result().chips == (0, 0, 0, 0)  # only a carotte moves chips


def test_rule_17_chips_may_go_negative_and_are_apart_from_points() -> None:
    match = Match("carotte", {"carotte_stake": 5}, first_dealer=0)
    play_match_sweep(match, declarer=3, tricks=6)
    assert match.chips == [-5, -5, -5, 15]
    assert match.totals == [0, 0, 0, 0]
    play_match_sweep(match, declarer=2, tricks=6)
    assert match.chips == [-10, -10, 10, 10]
    play_match_sweep(match, declarer=2, tricks=5)
    assert match.chips == [-10, -10, 10, 10]
    assert match.totals == [0, 0, 5, 0]


def test_rule_18_match_ends_at_25_points_and_he_wins() -> None:
    match = Match("carotte", seed=0, first_dealer=0)
    for n in range(1, 5):
        play_match_sweep(match, declarer=2, tricks=5)
        assert match.totals == [0, 0, 5 * n, 0]
        assert match.winners is None
        assert not match.is_over
    play_match_sweep(match, declarer=2, tricks=5)
    assert match.totals == [0, 0, 25, 0]
    assert match.winners == (2,)
    assert match.is_over
    with pytest.raises(IllegalActionError):
        match.new_deal(*sweep_hands_for(0))


@pytest.mark.parametrize(("target", "deals"), [(25, 5), (26, 6), (10, 2), (7, 2), (5, 1), (1, 1)])
def test_option_target(target: int, deals: int) -> None:
    options = {} if target == 25 else {"target": target}
    match = Match("carotte", options, first_dealer=1)
    for _ in range(deals - 1):
        play_match_sweep(match, declarer=0, tricks=5)
        assert match.winners is None
    play_match_sweep(match, declarer=0, tricks=5)
    assert match.winners == (0,)


def test_rule_18_failed_bids_and_carottes_do_not_end_the_match() -> None:
    match = Match("carotte", {"target": 4}, first_dealer=0)
    play_match_sweep(match, declarer=1, tricks=6)  # a carotte: chips only, no points
    assert match.winners is None
    play_match_sweep(match, declarer=1, tricks=4)
    assert match.winners == (1,)


# == Variant options ======================================================================================
def test_options_defaults() -> None:
    options = CarotteOptions()
    assert options.dealer_must_bid is False
    assert options.show_mise is False
    assert options.count_overtricks is False
    assert options.carotte_stake == 10
    assert options.target == 25
    assert Match("carotte", first_dealer=0).options == options


def test_option_dealer_must_bid_off_the_dealer_may_pass() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY, dealer_must_bid=False)
    call_round(deal, [PASS, PASS, PASS])
    assert PASS in deal.legal_actions()
    deal.apply(PASS, seat=0)
    assert deal.result().annulled


def test_option_dealer_must_bid_on_after_three_passes() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY, dealer_must_bid=True)
    call_round(deal, [PASS, PASS, PASS])
    assert deal.current_seat == 0
    assert set(deal.legal_actions()) == {CarotteBid(n, s) for n in (4, 5, 6) for s in Suit}
    before = snapshot(deal)
    with pytest.raises(IllegalActionError) as err:
        deal.apply(PASS, seat=0)
    assert err.value.code == "dealer_must_bid"
    assert snapshot(deal) == before
    deal.apply(bid(4, "C"), seat=0)  # at least 4
    assert deal.declarer == 0
    assert deal.phase is Phase.DISCARD


def test_option_dealer_must_bid_on_only_when_the_first_three_pass() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY, dealer_must_bid=True)
    call_round(deal, [PASS, bid(4, "H"), PASS])
    assert PASS in deal.legal_actions()
    deal.apply(PASS, seat=0)
    assert deal.declarer == 2
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY, dealer_must_bid=True)
    call_round(deal, [bid(6, "S"), PASS, PASS])
    assert deal.legal_actions() == (PASS,)  # after a carotte the dealer can only pass


def test_option_show_mise_off_by_default() -> None:
    deal = p_to_discard()
    assert deal.options.show_mise is False
    assert deal.observation(2).kitty is None


def test_option_validation_unknown_name() -> None:
    with pytest.raises(OptionError, match="cible") as err:
        CarotteOptions.from_json({"cible": 30})
    assert err.value.code == "unknown_option"
    with pytest.raises(OptionError):
        Match("carotte", {"dealer_must_take": True})
    data = json.loads((FIXTURES / "carotte-match.json").read_text(encoding="utf-8"))
    data["options"] = {"sans_atout": True}
    with pytest.raises(LogError):
        match_from_log(data)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("carotte_stake", 0),
        ("carotte_stake", -1),
        ("carotte_stake", 1001),
        ("target", 0),
        ("target", -25),
        ("target", 1001),
        ("target", "25"),
        ("target", 25.0),
        ("target", True),
        ("carotte_stake", None),
        ("dealer_must_bid", 1),
        ("show_mise", "yes"),
        ("count_overtricks", None),
    ],
)
def test_option_validation_value_out_of_range(name: str, value: object) -> None:
    with pytest.raises(OptionError, match=name) as err:
        CarotteOptions.from_json({name: value})
    assert err.value.code == "bad_option_value"
    with pytest.raises(OptionError):
        Match("carotte", {name: value})
    with pytest.raises(OptionError):
        CarotteOptions(**{name: value})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("carotte_stake", 1),
        ("carotte_stake", 1000),
        ("target", 1),
        ("target", 1000),
        ("dealer_must_bid", True),
        ("show_mise", True),
        ("count_overtricks", True),
    ],
)
def test_option_validation_values_in_range(name: str, value: object) -> None:
    assert getattr(CarotteOptions.from_json({name: value}), name) == value


# == Checks a test suite must make =======================================================================
def test_check_4c_then_4h_rejected_4c_then_5d_accepted_after_carotte_only_pass() -> None:
    deal = make_deal(0, SWEEP_HANDS, SWEEP_KITTY)
    deal.apply(bid(4, "C"), seat=1)
    with pytest.raises(IllegalActionError):
        deal.apply(bid(4, "H"), seat=2)
    assert not deal.is_legal(bid(4, "H"))
    deal.apply(bid(5, "D"), seat=2)
    assert deal.contract == bid(5, "D")
    deal.apply(bid(6, "S"), seat=3)
    assert deal.legal_actions() == (PASS,)
    with pytest.raises(IllegalActionError):
        deal.apply(bid(6, "H"), seat=0)


def test_check_5s_taking_6_scores_plus_5_and_4h_taking_3_scores_minus_4() -> None:
    deal = play_sweep(5, 6)
    assert deal.contract == bid(5, "S")
    assert deal.tricks_won(1) == 6
    assert deal.result().scores == (0, 5, 0, 0)
    deal = p_to_play()
    play_tricks(deal, P_TRICKS)
    assert deal.contract == bid(4, "H")
    assert deal.tricks_won(0) == 3
    assert deal.result().scores == (-4, 0, 0, 0)


def test_check_failed_carotte_leaves_points_and_moves_3k_chips_to_the_others() -> None:
    match = Match("carotte", {"carotte_stake": 4}, first_dealer=0)
    play_match_sweep(match, declarer=1, tricks=4)  # +4 points first, to see they stay
    hands = [cards(h) for h in SWEEP_HANDS]
    deal = match.new_deal(hands, cards(SWEEP_KITTY))  # dealer 1: seat 2 speaks first
    for seat, action in ((2, PASS), (3, PASS), (0, PASS), (1, bid(6, "S"))):
        match.apply(action, seat)
    match.apply(sweep_discard(5), 1)
    play_tricks(match, SWEEP_PLAY[5])
    assert deal.tricks_won(1) == 5
    assert deal.result().scores == (0, 0, 0, 0)
    assert deal.result().chips == (4, -12, 4, 4)
    assert match.totals == [0, 4, 0, 0]
    assert match.chips == [4, -12, 4, 4]


def test_check_void_player_may_discard_a_low_card_while_holding_trumps() -> None:
    deal = p_to_play()
    deal.apply(Play.of(Card.parse("AS")), seat=0)
    deal.apply(Play.of(Card.parse("KS")), seat=1)
    # seat 2: no spade, trumps 8H and JH in hand; the 8D is a legal discard
    assert {Card.parse("8H"), Card.parse("JH")} <= set(deal.hand(2))
    assert Play.of(Card.parse("8D")) in deal.legal_actions()
    deal.apply(Play.of(Card.parse("8D")), seat=2)
    assert deal.current_seat == 3


# == Errors: each says why, and changes nothing ===========================================================
def _bidding() -> CarotteDeal:
    deal = make_deal(3, P_HANDS, P_KITTY)
    deal.apply(bid(4, "H"), seat=0)
    return deal


def _mid_trick() -> CarotteDeal:
    deal = p_to_play()
    for card in cards("AS KS 8D"):
        deal.apply(Play.of(card))
    return deal


def _over() -> CarotteDeal:
    deal = p_to_play()
    play_tricks(deal, P_TRICKS)
    return deal


STAGES = {"bidding": _bidding, "discard": p_to_discard, "play": _mid_trick, "over": _over}
ERROR_CASES = [
    ("bidding", bid(4, "C"), None, "bid_too_low", "4"),
    ("bidding", PASS, 2, "not_your_turn", "seat 1"),
    ("bidding", bid(5, "S"), 0, "not_your_turn", "seat 1"),
    ("bidding", Play.of(Card.parse("KS")), None, "wrong_phase", "bidding"),
    ("bidding", Discard.of(cards("KS 9S 10D KD")), None, "wrong_phase", "bidding"),
    ("discard", Discard.of(cards("QC JC 10C")), None, "discard_count", "3"),
    ("discard", Discard.of(cards("QC JC 10C KS")), None, "not_in_hand", "KS"),
    ("discard", Discard.of(cards(P_DISCARD)), 1, "not_your_turn", "seat 0"),
    ("discard", PASS, None, "wrong_phase", "discard"),
    ("discard", bid(5, "H"), None, "wrong_phase", "discard"),
    ("discard", Play.of(Card.parse("AS")), None, "wrong_phase", "discard"),
    ("play", Play.of(Card.parse("AC")), None, "must_follow", "seat 3"),
    ("play", Play.of(Card.parse("9D")), None, "not_in_hand", "9D"),
    ("play", Play.of(Card.parse("AS")), None, "not_in_hand", "AS"),  # already played
    ("play", Play.of(Card.parse("7H")), None, "not_in_pack", "7H"),
    ("play", Play.of(Card.parse("QS")), 0, "not_your_turn", "seat 3"),
    ("play", Play.of(Card.parse("9D")), 2, "not_your_turn", "seat 3"),
    ("play", PASS, None, "wrong_phase", "play"),
    ("play", Discard.of(cards("QS 10S JS AC")), None, "wrong_phase", "play"),
    ("play", bid(6, "S"), None, "wrong_phase", "play"),
    ("over", Play.of(Card.parse("KH")), None, "deal_over", "over"),
    ("over", PASS, None, "deal_over", "over"),
]


@pytest.mark.parametrize(("stage", "action", "seat", "code", "text"), ERROR_CASES)
def test_illegal_action_raises_with_reason_and_changes_nothing(
    stage: str, action: Action, seat: int | None, code: str, text: str
) -> None:
    deal = STAGES[stage]()
    before = snapshot(deal)
    with pytest.raises(IllegalActionError) as err:
        deal.apply(action, seat)
    assert err.value.code == code
    assert text in str(err.value)
    assert snapshot(deal) == before
    assert not deal.is_legal(action, seat)


def test_result_before_the_end_is_an_error() -> None:
    with pytest.raises(IllegalActionError):
        p_to_play().result()


def test_clone_is_independent() -> None:
    deal = p_to_play()
    before = snapshot(deal)
    copy = deal.clone()
    play_tricks(copy, P_TRICKS)
    assert copy.is_over
    assert snapshot(deal) == before
    play_tricks(deal, P_TRICKS[:1])
    assert len(copy.tricks) == 6


# == The example match log ================================================================================
def test_example_match_log_replays_to_the_expected_summary() -> None:
    with (FIXTURES / "carotte-match.json").open(encoding="utf-8") as handle:
        match = match_from_log(json.load(handle))
    with (FIXTURES / "carotte-match.expected.json").open(encoding="utf-8") as handle:
        expected = json.load(handle)
    summary = replay_summary(match)
    assert summary["game"] == expected["game"]
    assert summary["totals"] == expected["totals"]
    assert summary["winner"] == expected["winner"]
    assert len(summary["deals"]) == len(expected["deals"])
    for got, want in zip(summary["deals"], expected["deals"], strict=True):
        for key, value in want.items():  # extra keys allowed
            assert got[key] == value
    again = match_from_log(json.loads(json.dumps(match.to_log())))
    assert replay_summary(again) == summary


def test_example_match_log_with_an_illegal_action_is_refused() -> None:
    data = json.loads((FIXTURES / "carotte-match.json").read_text(encoding="utf-8"))
    # deal 1, action 6 is seat 0's AC lead; seat 1 playing first is out of turn
    data["deals"][0]["actions"][5] = {"seat": 1, "type": "play", "card": "AS"}
    with pytest.raises(LogError) as err:
        match_from_log(data)
    assert (err.value.deal, err.value.action) == (1, 6)
    data = json.loads((FIXTURES / "carotte-match.json").read_text(encoding="utf-8"))
    data["deals"][0]["kitty"][0] = "7S"
    with pytest.raises(LogError, match="7S"):
        match_from_log(data)


# == Random deals against an oracle written here ==========================================================


def _strength(card: Card) -> int:
    return -RANKS.index(card.text[:-1])  # higher is stronger


def _oracle_winner(plays: list[tuple[int, Card]], trump: Suit) -> int:
    led = plays[0][1].suit
    pool = [p for p in plays if p[1].suit is trump] or [p for p in plays if p[1].suit is led]
    return max(pool, key=lambda p: _strength(p[1]))[0]


@settings(max_examples=60, deadline=None, database=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_random_deals_follow_the_rules(seed: int) -> None:
    rng = random.Random(seed)
    deck = list(CAROTTE_PACK)
    rng.shuffle(deck)
    dealer = rng.randrange(4)
    options = CarotteOptions(
        dealer_must_bid=rng.random() < 0.3,
        count_overtricks=rng.random() < 0.5,
        carotte_stake=rng.randint(1, 20),
    )
    hands = [set(deck[6 * i : 6 * i + 6]) for i in range(4)]
    kitty = deck[24:]
    deal = CarotteDeal(dealer, [deck[6 * i : 6 * i + 6] for i in range(4)], kitty, options)
    # bidding: one round from the dealer's left
    highest, declarer, contract = 3, None, None
    for i in range(4):
        seat = (dealer + 1 + i) % 4
        assert deal.current_seat == seat
        legal = {CarotteBid(n, s) for n in range(highest + 1, 7) for s in Suit}
        if not (options.dealer_must_bid and seat == dealer and contract is None):
            legal.add(PASS)
        assert set(deal.legal_actions()) == legal
        action = PASS if rng.random() < 0.5 and PASS in legal else rng.choice(sorted(legal, key=repr))
        deal.apply(action, seat)
        if isinstance(action, CarotteBid):
            highest, declarer, contract = action.tricks, seat, action
    if contract is None:
        assert deal.result().annulled
        assert deal.result().scores == (0, 0, 0, 0)
        return
    assert declarer is not None
    hands[declarer] |= set(kitty)
    assert set(deal.hand(declarer)) == hands[declarer]
    discard = rng.sample(sorted(hands[declarer]), 4)
    deal.apply(Discard.of(discard), declarer)
    hands[declarer] -= set(discard)
    # play: follow suit if you can, else anything; the oracle names each trick's winner
    leader, taken = declarer, [0, 0, 0, 0]
    for _ in range(6):
        plays: list[tuple[int, Card]] = []
        for i in range(4):
            seat = (leader + i) % 4
            assert deal.current_seat == seat
            led = [c for c in hands[seat] if plays and c.suit is plays[0][1].suit]
            allowed = set(led) if led else hands[seat]
            assert {a.card for a in deal.legal_actions()} == allowed
            card = rng.choice(sorted(allowed))
            deal.apply(Play.of(card), seat)
            hands[seat].remove(card)
            plays.append((seat, card))
        leader = _oracle_winner(plays, contract.trump)
        taken[leader] += 1
        assert deal.tricks[-1].winner == leader
    assert deal.is_over
    n, got = contract.tricks, taken[declarer]
    scores, chips = [0, 0, 0, 0], [0, 0, 0, 0]
    k = options.carotte_stake
    if n == 6:
        for seat in range(4):
            chips[seat] = (3 * k if seat == declarer else -k) * (1 if got == 6 else -1)
    elif got >= n:
        scores[declarer] = got if options.count_overtricks else n
    else:
        scores[declarer] = -n
    assert deal.result().scores == tuple(scores)
    assert deal.result().chips == tuple(chips)
