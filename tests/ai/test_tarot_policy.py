"""The French Tarot heuristics (atout.ai.tarot): legal, deterministic, and doing what they claim.

The situations are built from chosen hands (the cards not named are dealt from a fixed shuffle) and
played by hand up to the decision under test; each asserts the move a sound player makes where a naive
one (the lowest card, the first legal card) would differ.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from atout.ai.bot import MatchView
from atout.ai.driver import play_deal
from atout.ai.heuristic import HeuristicBot, policy_for
from atout.ai.levels import make_bot
from atout.ai.policy import UNLIKELY_CALL
from atout.ai.tarot import (
    TarotPolicy,
    choose_contract,
    ecart_options,
    hand_value,
    sure_chelem,
)
from atout.rules import (
    PASS,
    TAROT_PACK,
    Card,
    Chelem,
    Contract,
    DealRng,
    Discard,
    Match,
    Phase,
    Play,
    Poignee,
    TarotBid,
    TarotDeal,
    mask_of,
)
from atout.rules.outcome import TarotCount, TarotSide

VIEW = MatchView()


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def mask(text: str) -> int:
    return mask_of(cards(text))


def make_deal(dealer: int, hands: dict[int, str], kitty: str = "", seed: int = 0) -> TarotDeal:
    """A deal where the named seats hold (at least) the named cards; the rest is dealt from a
    fixed shuffle."""
    fixed = {seat: cards(text) for seat, text in hands.items()}
    used = {card for hand in fixed.values() for card in hand} | set(cards(kitty))
    rest = DealRng(seed).shuffled([card for card in TAROT_PACK if card not in used])
    chien = cards(kitty)
    while len(chien) < 6:
        chien.append(rest.pop())
    full = []
    for seat in range(4):
        hand = list(fixed.get(seat, []))
        while len(hand) < 18:
            hand.append(rest.pop())
        full.append(hand)
    deal = TarotDeal(dealer, full, chien)
    assert not deal.is_over, "a petit sec: choose other cards"
    return deal


def bid_round(deal: TarotDeal, taker: int, contract: Contract) -> None:
    """Everybody passes but ``taker``, who calls ``contract``."""
    for i in range(1, 5):
        seat = (deal.dealer + i) & 3
        deal.apply(TarotBid(contract) if seat == taker else PASS, seat)


def play(deal: TarotDeal, *texts: str) -> None:
    for text in texts:
        deal.apply(Play.of(Card.parse(text)))


def normal_move(deal: TarotDeal, seat: int | None = None, level: str = "normal") -> object:
    seat = deal.current_seat if seat is None else seat
    assert seat is not None
    return HeuristicBot("tarot", seat, seed=1, level=level).choose(deal.observation(seat), VIEW)


# -- bidding -------------------------------------------------------------------------------------------
WEAK = "T3 T5 T8 2S 5S 7S 9S JH 4H 6H 8H 1D 4D 7D 10D 3C 5C 6C"
MEDIUM = "T21 T1 T18 T16 T14 T12 T10 T8 T5 KS QS 3S KH 4H 2D 5D 6C 7C"
MONSTER = "T21 T1 EX T20 T19 T18 T17 T15 T12 T9 T4 KS QS KH 5H 3H KD 2D"


def test_the_hand_count_ranks_hands() -> None:
    assert hand_value(mask(WEAK)) < 0 < hand_value(mask(MEDIUM)) < hand_value(mask(MONSTER))
    assert choose_contract(mask(WEAK)) is None
    assert choose_contract(mask(MEDIUM)) in (Contract.PRISE, Contract.GARDE)
    # the strongest hands play without the chien
    assert choose_contract(mask(MONSTER)) is Contract.GARDE_SANS
    assert choose_contract(mask(MONSTER), lowest=3) is Contract.GARDE_CONTRE


@pytest.mark.parametrize(
    ("hand", "before", "expected"),
    [
        (WEAK, None, PASS),
        (MEDIUM, None, TarotBid(Contract.GARDE)),
        (MEDIUM, Contract.GARDE, PASS),  # not worth a Garde sans over a Garde
        (MONSTER, None, TarotBid(Contract.GARDE_SANS)),
        (MONSTER, Contract.GARDE_SANS, TarotBid(Contract.GARDE_CONTRE)),
    ],
)
def test_bids_come_from_the_hand(hand: str, before: Contract | None, expected: object) -> None:
    deal = make_deal(dealer=2, hands={0: hand})
    deal.apply(TarotBid(before) if before is not None else PASS, 3)  # seat 3 speaks first
    assert normal_move(deal, 0) == expected


def test_easy_bids_crudely_and_never_beyond_a_garde() -> None:
    deal = make_deal(dealer=3, hands={0: MONSTER})
    assert normal_move(deal, 0, level="easy") == TarotBid(Contract.GARDE)


def test_bid_candidates_are_few_and_legal() -> None:
    policy = policy_for("tarot")
    for hand in (WEAK, MEDIUM, MONSTER):
        deal = make_deal(dealer=3, hands={0: hand})
        obs = deal.observation(0)
        candidates = policy.bid_candidates(obs, VIEW)
        assert PASS in candidates and len(candidates) <= 4
        assert all(action in obs.legal_actions for action in candidates)


#: A hand the normal level passes (expected T -6 per unit) but searching players often take.
BORDERLINE = "T21 T14 T12 T10 T8 T5 T4 KS QS 3S KH 4H 2D 5D 6C 7C 8C 9C"


def test_the_call_model_reads_searching_players_as_bolder_than_the_normal_level() -> None:
    """The expert's model of the others' calls: a weak hand is hardly ever taken, a strong one
    almost always, and one the normal level passes still often (more than the quarter the
    default model gives a call the policy would not make); a pass and a take are the two sides
    of one chance."""
    policy = policy_for("tarot")
    chances = {}
    for name, hand in (("weak", WEAK), ("borderline", BORDERLINE), ("strong", MEDIUM)):
        obs = make_deal(dealer=3, hands={0: hand}).observation(0)
        take = policy.call_likelihood(obs, TarotBid(Contract.GARDE), VIEW, DealRng(0))
        assert take + policy.call_likelihood(obs, PASS, VIEW, DealRng(0)) == pytest.approx(1.0)
        chances[name] = take
    assert normal_move(make_deal(dealer=3, hands={0: BORDERLINE}), 0) == PASS
    assert chances["weak"] < 0.05 and chances["strong"] > 0.95
    assert UNLIKELY_CALL < chances["borderline"] < 0.95


# -- the écart ---------------------------------------------------------------------------------------
def test_ecart_voids_short_suits_and_keeps_kings_and_trumps() -> None:
    hand = "KS QS 9S 4S KH 8H 7H 6H 5H 3D 2D T21 T20 T15 T13 T11 T9 T7"
    deal = make_deal(dealer=3, hands={0: hand}, kitty="NC 4C 2C 1D T3 JH")
    bid_round(deal, 0, Contract.PRISE)
    action = normal_move(deal, 0)
    assert isinstance(action, Discard)
    assert action.mask == mask("3D 2D 1D NC 4C 2C")  # diamonds and clubs voided
    deal.apply(action)  # legal
    # the best écart first, then other sensible ones (the search compares them)
    allowed = mask(hand + " NC 4C 2C 1D JH") & ~mask("KS KH T21")
    options = ecart_options(mask(hand + " NC 4C 2C 1D T3 JH"), allowed)
    assert options[0] == action.mask and len(options) > 1


def test_ecart_with_trumps_only_when_forced() -> None:
    hand = "KS KH KD KC 2S 3H T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10"
    deal = make_deal(dealer=3, hands={0: hand, 1: "T1 T2 T3"}, kitty="T9 T8 T7 T6 4D 5C")
    bid_round(deal, 0, Contract.GARDE)
    action = normal_move(deal, 0)
    assert isinstance(action, Discard)
    assert action.mask == mask("2S 3H 4D 5C T6 T7")  # every plain card, the lowest trumps
    deal.apply(action)


def test_discard_candidates_are_legal_ecarts() -> None:
    hand = "KS QS 9S 4S KH 8H 7H 6H 5H 3D 2D T21 T20 T15 T13 T11 T9 T7"
    deal = make_deal(dealer=3, hands={0: hand}, kitty="NC 4C 2C 1D T3 JH")
    bid_round(deal, 0, Contract.PRISE)
    obs = deal.observation(0)
    candidates = policy_for("tarot").discard_candidates(obs, VIEW, DealRng(1))
    assert 1 <= len(candidates) <= 6
    for action in candidates:
        assert deal.is_legal(action, 0)


# -- announcements -------------------------------------------------------------------------------------
CHELEM_HAND = " ".join(f"T{n}" for n in range(6, 22)) + " KS EX"


def test_a_sure_chelem_is_announced_and_made() -> None:
    assert sure_chelem(mask(CHELEM_HAND))
    deal = make_deal(dealer=3, hands={1: CHELEM_HAND, 0: "T1 T2", 2: "T3 T4", 3: "T5"})
    bid_round(deal, 1, Contract.GARDE_SANS)
    assert deal.current_seat == 0  # the taker is not to act: the chelem is open out of turn
    answer = normal_move(deal, 1)
    assert answer == Chelem()
    deal.apply(Chelem(), 1)
    bots = [HeuristicBot("tarot", seat, seed=seat) for seat in range(4)]
    while not deal.is_over:
        seat = deal.current_seat
        assert seat is not None
        action = bots[seat].choose(deal.observation(seat), VIEW)
        assert action is not None
        deal.apply(action, seat)
    count = deal.result().count
    assert isinstance(count, TarotCount)
    assert count.chelem_by is TarotSide.TAKER and count.chelem_announced  # the Excuse led last


def test_no_chelem_without_a_sure_one() -> None:
    hand = CHELEM_HAND.replace("KS", "NS")
    assert not sure_chelem(mask(hand))
    deal = make_deal(dealer=3, hands={1: hand, 0: "T1 T2", 2: "T3 T4", 3: "T5"})
    bid_round(deal, 1, Contract.GARDE_SANS)
    assert normal_move(deal, 1) is None


def test_poignees_shown_when_the_side_is_likely_to_win() -> None:
    eleven = "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11"
    # a defender with 11 trumps against a Prise shows 10 of them (the lowest)
    deal = make_deal(dealer=3, hands={0: eleven + " 2S 3S 4S 5S 2H 3H 4H", 1: "T1 T2 T3"})
    bid_round(deal, 1, Contract.PRISE)
    deal.apply(normal_move(deal, 1))  # the taker's écart
    action = normal_move(deal, 0)
    assert isinstance(action, Poignee)
    assert action.mask == mask("T20 T19 T18 T17 T16 T15 T14 T13 T12 T11")
    deal.apply(action)
    # with 10 trumps and no 21 a defender does not show
    ten = "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11"
    deal = make_deal(dealer=3, hands={0: ten + " 2S 3S 4S 5S 2H 3H 4H 5H", 1: "T1 T2 T3"})
    bid_round(deal, 1, Contract.PRISE)
    deal.apply(normal_move(deal, 1))
    assert isinstance(normal_move(deal, 0), Play)


# -- card play: situations -----------------------------------------------------------------------------
def test_defender_charges_the_partner_trick() -> None:
    deal = make_deal(dealer=3, hands={0: "KS 2S", 1: "1S 4S", 2: "QS 3S", 3: "5S 6S"})
    bid_round(deal, 1, Contract.GARDE_SANS)
    play(deal, "KS", "1S")  # the partner leads his King, the taker follows low
    assert normal_move(deal) == Play.of(Card.parse("QS"))


def test_defender_gives_nothing_to_the_taker() -> None:
    deal = make_deal(dealer=3, hands={0: "2S 7S", 1: "KS 1S", 2: "QS 3S", 3: "5S 6S"})
    bid_round(deal, 1, Contract.GARDE_SANS)
    play(deal, "2S", "KS")  # the taker takes with his King
    assert normal_move(deal) == Play.of(Card.parse("3S"))


def test_defender_saves_the_petit_on_the_partner_trick() -> None:
    deal = make_deal(dealer=3, hands={0: "T21 T10", 1: "T5 T9", 2: "T1 T7", 3: "T8 T2"})
    bid_round(deal, 1, Contract.GARDE_SANS)
    play(deal, "T21", "T5")
    assert normal_move(deal) == Play.of(Card.parse("T1"))


def test_defender_keeps_the_petit_when_the_taker_takes() -> None:
    deal = make_deal(dealer=3, hands={0: "T3 T10", 1: "T20 T9", 2: "T1 T2 T7", 3: "T8 T4 T21"})
    bid_round(deal, 1, Contract.GARDE_SANS)
    play(deal, "T3", "T20")
    assert normal_move(deal) == Play.of(Card.parse("T2"))


def test_taker_cuts_last_with_the_petit() -> None:
    taker = "T1 T4 T15 T16 T17 T18 T19 T20 KH QH NH 2H 3H KD QD 2D 3D 4D"  # no spade
    deal = make_deal(dealer=3, hands={3: taker, 0: "5S", 1: "6S", 2: "7S"})
    bid_round(deal, 3, Contract.GARDE_SANS)
    play(deal, "5S", "6S", "7S")
    assert normal_move(deal) == Play.of(Card.parse("T1"))


def test_defender_leads_the_taker_void_suit() -> None:
    taker = "T6 1D T21 T20 T19 T18 T17 T16 T15 KS QS JS KH QH NH 10D 9H 8H"  # no club
    partner = "4C 5C 6C 7C KD 8D 9D 2H 5H 6H 2S 4S 5S 6S T2 T4 7S 8S"
    deal = make_deal(dealer=3, hands={1: taker, 3: partner, 0: "2C 3D T1 T3", 2: "3C 2D"})
    bid_round(deal, 1, Contract.GARDE_SANS)
    play(deal, "2C", "T6", "3C", "4C")  # the taker cuts the clubs
    play(deal, "1D", "2D", "KD", "3D")  # seat 3 takes with his King of diamonds
    assert deal.current_seat == 3
    action = normal_move(deal)
    assert isinstance(action, Play) and action.card.text == "5C"  # a small club: the taker must cut


def test_defender_cashes_a_king_while_the_taker_follows() -> None:
    deal = make_deal(dealer=3, hands={0: "KH 2H 3H 4H 5S 6S 7S", 1: "QH JH 1S"})
    bid_round(deal, 1, Contract.GARDE_SANS)
    assert normal_move(deal) == Play.of(Card.parse("KH"))


# -- whole deals -------------------------------------------------------------------------------------
def _levels(deal_number: int) -> list[str]:
    line = ["normal", "easy", "normal", "random"] if deal_number % 2 else ["easy", "normal", "easy", "normal"]
    shift = deal_number % 4
    return line[shift:] + line[:shift]


def test_easy_and_normal_play_legally_over_many_deals() -> None:
    match = Match("tarot", {"deals": 100}, seed=7, first_dealer=0)
    played = taken = 0
    for number in range(240):
        if match.is_over:
            match = Match("tarot", {"deals": 100}, seed=number, first_dealer=0)
        levels = _levels(number)
        bots = [
            make_bot(level, game="tarot", seat=seat, seed=number + seat) for seat, level in enumerate(levels)
        ]
        deal = play_deal(match, bots)  # every move is checked by the rules
        assert isinstance(deal, TarotDeal) and deal.is_over
        result = deal.result()
        assert sum(result.scores) == 0
        if result.annulled:
            continue
        played += 1
        taken += deal.taker is not None
        last = deal.tricks[-1]
        for seat, card in last.plays():
            if card.is_excuse and levels[seat] == "normal":
                # the Excuse is never kept to the last trick, but to lead it for a chelem
                side_won = [
                    (trick.winner == deal.taker) == (seat == deal.taker) for trick in deal.tricks[:-1]
                ]
                assert all(side_won) and last.leader == seat
    assert played > 120 and taken == played


def test_same_seed_and_observation_same_move() -> None:
    match = Match("tarot", {"deals": 100}, seed=3, first_dealer=0)
    bots = [make_bot("easy", game="tarot", seat=seat, seed=11) for seat in range(4)]
    deal = play_deal(match, bots)
    replay = TarotDeal(deal.dealer, deal.dealt_hands, deal.kitty)
    checked = 0
    for seat, action in deal.history:
        obs = replay.observation(seat)
        if obs.current_seat == seat:
            twin = make_bot("easy", game="tarot", seat=seat, seed=11)
            first = twin.choose(obs, VIEW)
            assert (
                first
                == twin.choose(obs, VIEW)
                == make_bot("easy", game="tarot", seat=seat, seed=11).choose(obs, VIEW)
            )
            checked += 1
        replay.apply(action, seat)
    assert checked >= 20


def _fresh_deals(count: int) -> Iterable[TarotDeal]:
    rules = TarotPolicy().rules
    for number in range(count):
        hands, kitty = rules.deal_cards(DealRng(number), number % 4)
        deal = TarotDeal(number % 4, hands, kitty)
        if not deal.is_over:
            yield deal


def test_rollout_action_plays_whole_deals_legally() -> None:
    policy = policy_for("tarot")
    rng = DealRng(5)
    finished = taken = 0
    for deal in _fresh_deals(200):
        while not deal.is_over:
            deal.apply(policy.rollout_action(deal, rng))  # the rules refuse an illegal action
        finished += 1
        taken += not deal.result().annulled
        assert sum(deal.result().scores) == 0
    assert finished > 190 and taken > 50


def test_rollout_from_the_middle_of_a_deal() -> None:
    policy = policy_for("tarot")
    for deal in _fresh_deals(20):
        bid_round(deal, (deal.dealer + 2) & 3, Contract.GARDE)
        rng = DealRng(1)
        while deal.phase is not Phase.OVER:
            deal.apply(policy.rollout_action(deal, rng))
        assert len(deal.tricks) == 18


# -- the play-outs that see every hand -----------------------------------------------------------------
#: Fifteen cards without a King or a heart: with three hearts they make a whole hand whose only
#: King is the King of hearts.
_NO_KINGS = "T2 T3 T4 2S 3S 4S 5S 2C 3C 4C 5C 2D 3D 4D 5D"


def test_seeing_play_charges_a_partner_trick_the_taker_cannot_take() -> None:
    """The partner's 10 of spades is safe: the taker, still to play, holds only lower spades.
    The quick rules cannot know it (the trick is not yet theirs) and play low."""
    deal = make_deal(
        dealer=3,
        hands={0: "10S 1S 5S", 1: "QS 2S", 2: "3S 4S", 3: "KS NS JS 9S 8S 7S 6S"},
    )
    bid_round(deal, 2, Contract.GARDE_SANS)
    play(deal, "10S")
    policy = TarotPolicy()
    assert policy.seeing_action(deal, DealRng(0)) == Play.of(Card.parse("QS"))
    assert policy.rollout_action(deal, DealRng(0)) == Play.of(Card.parse("2S"))


def test_seeing_play_gives_nothing_when_the_taker_can_overtake() -> None:
    deal = make_deal(
        dealer=3,
        hands={0: "10S 1S 5S", 1: "QS 2S", 2: "KS 4S", 3: "3S NS JS 9S 8S 7S 6S"},
    )
    bid_round(deal, 2, Contract.GARDE_SANS)
    play(deal, "10S")
    assert TarotPolicy().seeing_action(deal, DealRng(0)) == Play.of(Card.parse("2S"))


@pytest.mark.parametrize(("taker_hearts", "leads_the_king"), [("4H", True), ("", False)])
def test_seeing_play_leads_a_king_only_when_the_taker_cannot_trump_it(
    taker_hearts: str, leads_the_king: bool
) -> None:
    hearts = "1H 4H 5H 6H 7H 8H 9H 10H JH NH QH"
    others = " ".join(card for card in hearts.split() if card != taker_hearts)
    deal = make_deal(
        dealer=3,
        hands={0: "KH 2H 3H " + _NO_KINGS, 1: f"T5 T6 {taker_hearts}", 2: others},
    )
    bid_round(deal, 1, Contract.GARDE_SANS)
    assert deal.current_seat == 0
    lead = TarotPolicy().seeing_action(deal, DealRng(0))
    assert (lead == Play.of(Card.parse("KH"))) is leads_the_king
    assert TarotPolicy().rollout_action(deal, DealRng(0)) == Play.of(Card.parse("KH"))  # the quick rules do


def test_seeing_play_trumps_just_high_enough_to_stay_master() -> None:
    """Void in spades, the defender must trump his partner's King: the taker after him, void
    too, holds the 12 at best, so the 13 is the lowest trump that wins (the quick rules,
    blind to the taker's hand, cut with the 2)."""
    spades = "1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS"
    taker = "T12 T3 T4 2H 3H 4H 5H 2C 3C 4C 5C 2D 3D 4D 5D 6D 7D 8D"
    deal = make_deal(dealer=3, hands={0: "KS", 1: "T2 T13 T18", 2: taker, 3: spades})
    bid_round(deal, 2, Contract.GARDE_SANS)
    play(deal, "KS")
    assert TarotPolicy().seeing_action(deal, DealRng(0)) == Play.of(Card.parse("T13"))
    assert TarotPolicy().rollout_action(deal, DealRng(0)) == Play.of(Card.parse("T2"))


def test_seeing_action_plays_whole_deals_legally() -> None:
    policy = policy_for("tarot")
    rng = DealRng(6)
    finished = 0
    for deal in _fresh_deals(200):
        while not deal.is_over:
            deal.apply(policy.seeing_action(deal, rng))  # the rules refuse an illegal action
        finished += 1
        assert sum(deal.result().scores) == 0
    assert finished > 190
