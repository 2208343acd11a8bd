"""Le Rough's computer players: legal everywhere, and the heuristics do what they claim.

The situations are built from chosen hands (seats 0 and 2 are partners, 1 and 3) and
scripted up to the decision under test; each asserts the move a sound player makes,
which a naive player (lowest card, highest card, no card counting) would not.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from atout.ai.bot import MatchView
from atout.ai.driver import play_deal
from atout.ai.levels import make_bot
from atout.ai.rough import RoughPolicy
from atout.rules import (
    PASS,
    ROUGH_PACK,
    Action,
    Card,
    DealResult,
    DealRng,
    Discard,
    Keep,
    Match,
    Phase,
    Play,
    RoughBid,
    RoughDeal,
    RoughOptions,
    SansAtout,
)
from atout.rules.rough import card_points

KEEP = Keep()
NORMAL = RoughPolicy("normal")
EASY = RoughPolicy("easy")
VIEW = MatchView()


def cards(text: str) -> list[Card]:
    return [Card.parse(token) for token in text.split()]


def mask(text: str) -> int:
    total = 0
    for card in cards(text):
        total |= card.mask
    return total


def make_deal(hands: list[str], kitty: str, dealer: int = 3, **options: object) -> RoughDeal:
    box = options.pop("in_the_box", (False, False))
    assert isinstance(box, tuple)
    return RoughDeal(dealer, [cards(hand) for hand in hands], cards(kitty), RoughOptions(**options), box)


def script(deal: RoughDeal, *steps: str) -> None:
    """Apply ``steps``: "pass", "keep", "bid 70", "discard 5S 5D 7C 5C", "sa", or cards played."""
    for step in steps:
        word, _, rest = step.partition(" ")
        if word == "pass":
            deal.apply(PASS)
        elif word == "keep":
            deal.apply(KEEP)
        elif word == "bid":
            deal.apply(RoughBid(int(rest)))
        elif word == "discard":
            deal.apply(Discard.of(cards(rest)))
        elif word == "sa":
            deal.apply(SansAtout())
        else:
            for card in cards(step):
                deal.apply(Play.of(card))


def normal_play(deal: RoughDeal) -> str:
    seat = deal.current_seat
    assert seat is not None
    action = NORMAL.play(deal.observation(seat), VIEW, DealRng(1))
    assert isinstance(action, Play)
    return action.card.text


# -- legal moves over many deals ---------------------------------------------------------------------
@pytest.mark.parametrize("seats", [("normal", "easy"), ("easy", "random"), ("normal", "random")])
def test_levels_play_legal_moves_over_many_deals(seats: tuple[str, str]) -> None:
    levels = [seats[seat % 2] for seat in range(4)]
    bots = [make_bot(level, game="rough", seat=seat, seed=seat + 11) for seat, level in enumerate(levels)]
    deals = 0
    match = Match("rough", seed=sum(map(len, seats)), first_dealer=0)
    while deals < 120:
        if match.is_over:
            match = Match("rough", seed=deals, first_dealer=deals % 4)
        deal = play_deal(match, bots)  # an illegal move raises BotError
        assert deal.is_over
        deals += 1


def test_normal_bots_alone_play_legal_moves_in_every_variant() -> None:
    options = {
        "dealer_when_no_bid": "must_take",
        "discards_to_defence": True,
        "sans_atout_multiplier": 3,
        "min_bid": 50,
        "target": 200,
    }
    bots = [make_bot("normal", game="rough", seat=seat, seed=seat) for seat in range(4)]
    match = Match("rough", options, seed=4, first_dealer=1)
    for _ in range(40):
        if match.is_over:
            match = Match("rough", options, seed=len(match.results), first_dealer=0)
        play_deal(match, bots)


# -- bidding -------------------------------------------------------------------------------------------
WEAK = "7S 8S 9H 7H 8D 7D 8C 9C"
STRONG = "AS KS QS 9S 8S 7D 5D 7C"
HUGE = "AS KS QS JS 10S 9S AH AD"


def bidding_deal(
    held: str, *, seat: int = 0, dealer: int = 3, in_the_box: tuple[bool, bool] = (False, False)
) -> RoughDeal:
    """A deal in which ``seat`` holds ``held``; the other cards go round in pack order."""
    taken = {card.text for card in cards(held)}
    pool = [card.text for card in ROUGH_PACK if card.text not in taken]
    others = [" ".join(pool[i : i + 8]) for i in (0, 8, 16)]
    hands = [*others[:seat], held, *others[seat:]]
    return make_deal(hands, " ".join(pool[24:28]), dealer=dealer, in_the_box=in_the_box)


def normal_call(deal: RoughDeal, view: MatchView = VIEW) -> Action:
    seat = deal.current_seat
    assert seat is not None
    return NORMAL.bid(deal.observation(seat), view, DealRng(0))


def test_a_weak_hand_passes_and_a_strong_one_bids() -> None:
    assert normal_call(bidding_deal(WEAK)) == PASS
    call = normal_call(bidding_deal(STRONG))
    assert isinstance(call, RoughBid) and 70 <= call.points < 100


def test_la_partie_with_a_sweeping_hand_but_never_from_the_box() -> None:
    assert normal_call(bidding_deal(HUGE)) == RoughBid(100)
    boxed = normal_call(bidding_deal(HUGE, in_the_box=(True, False)), MatchView(totals=(-20, 40, -20, 40)))
    assert isinstance(boxed, RoughBid) and boxed.points < 100


def test_the_dealer_keeps_a_strong_hand_and_lets_a_weak_one_go() -> None:
    for held, expected in ((STRONG, KEEP), (WEAK, PASS)):
        deal = bidding_deal(held, seat=3, dealer=3)
        script(deal, "bid 70", "pass", "pass")  # an opponent bid 70
        assert deal.current_seat == 3
        assert normal_call(deal) == expected


def test_nobody_bid_the_dealer_takes_a_strong_hand_only() -> None:
    for held, expected in ((STRONG, KEEP), (WEAK, PASS)):
        deal = bidding_deal(held, seat=3, dealer=3)
        script(deal, "pass", "pass", "pass")
        assert normal_call(deal) == expected


# -- the discard -----------------------------------------------------------------------------------------
DISCARD_HANDS = [
    "AH KH QH JH 9H 10S 5D 7C",
    "QS JS 10H 7H QD JD QC JC",
    "AS 10D 9D AC KC 10C 9C 9S",
    "KS 8S 7S AD KD 8C 5H 5C",
]
DISCARD_KITTY = "8H 5S 8D 7D"


def test_the_discard_banks_loose_points_and_keeps_trumps_and_aces() -> None:
    deal = make_deal(DISCARD_HANDS, DISCARD_KITTY)
    script(deal, "bid 70", "pass", "pass", "pass")
    action = NORMAL.discard(deal.observation(0), VIEW, DealRng(0))
    assert isinstance(action, Discard)
    assert action.mask & mask("10S 5S 5D") == mask("10S 5S 5D")  # 20 points the team keeps for sure
    assert not action.mask & mask("AH KH QH JH 9H 8H")  # the trumps to be stay


def test_when_the_discard_goes_to_the_defence_it_holds_no_points_it_can_spare() -> None:
    deal = make_deal(DISCARD_HANDS, DISCARD_KITTY, discards_to_defence=True)
    script(deal, "bid 70", "pass", "pass", "pass")
    action = NORMAL.discard(deal.observation(0), VIEW, DealRng(0))
    assert isinstance(action, Discard)
    assert card_points(action.mask) <= 5  # only three side cards are worth nothing


def test_discard_candidates_are_a_few_legal_discards() -> None:
    deal = make_deal(DISCARD_HANDS, DISCARD_KITTY)
    script(deal, "bid 70", "pass", "pass", "pass")
    obs = deal.observation(0)
    candidates = NORMAL.discard_candidates(obs, VIEW, DealRng(0))
    assert 3 <= len(candidates) <= 6
    assert len(set(candidates)) == len(candidates)
    for candidate in candidates:
        assert deal.is_legal(candidate)
    assert candidates[0] == NORMAL.discard(obs, VIEW, DealRng(0))


# -- card play ---------------------------------------------------------------------------------------------
# Seat 0 bids 70 alone, takes KD JD 8C 5C and discards them; trump will be spades.
PLAY_HANDS = [
    "AS KS QS 7S AH KH AD KC",
    "8S 5S QH 10H 9D 8D QC 7C",
    "10S 9S JH 5H QD 10D JC 9C",
    "JS 9H 8H 7H 5D 7D AC 10C",
]
PLAY_KITTY = "KD JD 8C 5C"


def play_deal_at_first_trick() -> RoughDeal:
    deal = make_deal(PLAY_HANDS, PLAY_KITTY)
    script(deal, "bid 70", "pass", "pass", "pass", "discard KD JD 8C 5C")
    return deal


def test_the_contractor_names_trump_with_his_master() -> None:
    deal = play_deal_at_first_trick()
    assert normal_play(deal) in ("AS", "KS", "QS")  # spades, and a card nobody can beat


def test_no_points_on_a_trick_the_opponents_hold() -> None:
    deal = play_deal_at_first_trick()
    script(deal, "AS")
    assert normal_play(deal) == "8S"  # not 5S, the lowest card, which would give 5 points


def test_points_to_a_partner_who_holds_the_trick() -> None:
    deal = play_deal_at_first_trick()
    script(deal, "AS 8S")
    assert normal_play(deal) == "10S"  # not 9S: the ace of trumps cannot be beaten


def test_the_attack_draws_trumps_with_its_masters() -> None:
    deal = play_deal_at_first_trick()
    script(deal, "AS 8S 10S JS")
    assert deal.current_seat == 0
    assert normal_play(deal) in ("KS", "QS")  # the 5S is still out against side aces


WIN_HANDS = [
    "QH 8H AS KS AD KD AC KC",
    "10H 7H QS JS QD JD QC JC",
    "AH 9H 10S 9S 10D 9D 10C 9C",
    "KH JH 5H 8S 7S 8D 7D 8C",
]


def test_the_last_player_wins_cheaply() -> None:
    deal = make_deal(WIN_HANDS, "5S 5D 7C 5C")
    script(deal, "bid 70", "pass", "pass", "pass", "discard 5S 5D 7C 5C", "8H 7H 9H")
    assert normal_play(deal) == "JH"  # not KH (wasted) nor 5H (5 points given away)


# From a deal of the arena: seat 0 keeps 75 and names hearts with AH; after KH falls, he
# holds JH 9H 5H, every trump left. His partner's AS then holds the trick (seat 1 has
# shown no heart and cannot ruff).
COUNT_HANDS = [
    "9S 5S KC 5H JH 8H 7S AH",
    "10S JS 8D 7H 7C KD QC KS",
    "AS 10H KH AD 5C JD 5D QS",
    "8C 10D AC 10C QH JC 7D 8S",
]


def test_a_player_who_holds_every_trump_left_keeps_them_all() -> None:
    deal = make_deal(COUNT_HANDS, "QD 9D 9H 9C", dealer=0)
    script(deal, "pass", "bid 70", "bid 75", "keep", "discard 5S 7S 9S 9C")
    script(deal, "AH 7H 10H QH", "8H 7C KH 7D", "AS 8S")
    assert deal.current_seat == 0
    # 5H would give 5 points to the partner's trick, but it is now a sure trick of its own:
    # counting the trumps played, the bot throws a side card instead.
    assert Card.parse(normal_play(deal)).suit != Card.parse("5H").suit  # no trump


# From a deal of the arena: seat 2 keeps 75 and names spades with QS; on his 8S, the three
# other seats show they hold no spade. He then leads 9S, his partner (seat 0) to play third.
VOID_HANDS = [
    "QD 10H AD 5S QC AH JC AC",
    "JS 9C 5D JH 10C 7D 5C KH",
    "8C 10D 8H 8S KS 9S KD 9H",
    "7S 7H QH 7C KC JD 9D 8D",
]
VOID_STEPS = (
    "pass",
    "bid 70",
    "bid 75",
    "keep",
    "discard 5H 10D KD 8C",
    "QS 7S 5S JS",  # seat 2 wins
    "8S 7H JC 7D",  # seats 3, 0 and 1 show no spade
    "9S 7C",
)


def void_deal() -> RoughDeal:
    deal = make_deal(VOID_HANDS, "AS 10S QS 5H", dealer=2)
    script(deal, *VOID_STEPS)
    assert deal.current_seat == 0
    return deal


def test_points_to_a_small_trump_when_the_last_opponent_has_shown_he_has_none() -> None:
    # AS and KS are still out, but seat 1, last to play, has shown no spade: the partner's
    # 9S holds, and 10H goes to it. Without the void, 9S looks at risk and 10H is kept.
    assert normal_play(void_deal()) == "10H"


def test_the_easy_level_plays_some_cards_at_random() -> None:
    obs = void_deal().observation(0)
    plays = {EASY.play(obs, VIEW, DealRng(seed)) for seed in range(40)}
    assert len(plays) > 2
    assert plays <= set(obs.legal_actions)


# -- Sans-Atout ---------------------------------------------------------------------------------------
SA_HANDS = [
    "AS KS AH KH AD KD AC KC",
    "QS JS 10S 9S QH JH 10H 9H",
    "8S 7S 8H 7H QD JD 10D 9D",
    "5S 5H QC JC 10C 9C 8C 7C",
]
TRUMP_HANDS = [
    "KS QS JS 10S 9S 8S 7S AH",
    "AS 5S KH QH JH 10H 9H 8H",
    "7H 5H AD KD QD JD 10D 9D",
    "AC KC QC JC 10C 9C 8C 7C",
]


def test_sans_atout_for_a_hand_of_masters_not_for_a_long_trump() -> None:
    for hands, expected in ((SA_HANDS, SansAtout()), (TRUMP_HANDS, None)):
        for multiplier in (1, 3):
            deal = make_deal(hands, "8D 7D 5D 5C", sans_atout_multiplier=multiplier)
            script(deal, "bid 70", "pass", "pass", "pass", "discard 8D 7D 5D 5C")
            assert NORMAL.announce(deal.observation(0), VIEW, DealRng(0)) == expected


# -- determinism, candidates, rollouts, value ----------------------------------------------------------
def test_same_seed_same_observation_same_move() -> None:
    match = Match("rough", seed=9, first_dealer=2)
    bots = [make_bot("easy", game="rough", seat=seat, seed=5) for seat in range(4)]
    deal = match.new_deal()
    while not deal.is_over:
        seat = deal.current_seat
        assert seat is not None
        obs = deal.observation(seat)
        for level in ("easy", "normal"):
            first = make_bot(level, game="rough", seat=seat, seed=3).choose(obs, VIEW)
            again = make_bot(level, game="rough", seat=seat, seed=3).choose(obs, VIEW)
            assert first == again
        action = bots[seat].choose(obs, VIEW)
        assert action is not None
        match.apply(action)


def test_bid_candidates_are_few_and_include_a_pass() -> None:
    for hand in (WEAK, STRONG, HUGE):
        deal = bidding_deal(hand)
        obs = deal.observation(0)
        candidates = NORMAL.bid_candidates(obs, VIEW)
        assert PASS in candidates and 2 <= len(candidates) <= 4
        assert all(candidate in obs.legal_actions for candidate in candidates)
        assert NORMAL.bid(obs, VIEW, DealRng(0)) in candidates


@pytest.mark.parametrize(
    "options",
    [{}, {"discards_to_defence": True, "sans_atout_multiplier": 2, "dealer_when_no_bid": "may_not_take"}],
)
def test_rollout_action_plays_whole_deals_legally_and_fast(
    options: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    # fast, counted in work rather than seconds: once the first trick is over, a card of the
    # play-out is chosen on the deal's bitmasks, with no copy of the deal and no list of its
    # legal actions (a few tens of microseconds)
    work: Counter[str] = Counter()
    counting = [False]
    for name in ("clone", "legal_actions"):
        original = getattr(RoughDeal, name)

        def counted(deal: RoughDeal, *args: Any, _name: str = name, _original: Any = original) -> Any:
            if counting[0]:
                work[_name] += 1
            return _original(deal, *args)

        monkeypatch.setattr(RoughDeal, name, counted)
    rng = DealRng(3)
    match = Match("rough", options, seed=21, first_dealer=0)
    calls = late_plays = 0
    contracts = 0
    for _ in range(150):
        if match.is_over:
            match = Match("rough", options, seed=calls, first_dealer=1)
        deal = match.new_deal()
        while not deal.is_over:
            counting[0] = deal.phase is Phase.PLAY and bool(deal.tricks)
            late_plays += counting[0]
            action = NORMAL.rollout_action(deal, rng)
            counting[0] = False
            match.apply(action)  # an illegal action raises
            calls += 1
        contracts += not match.results[-1].annulled
    assert contracts > (30 if options else 100)  # the variant makes contracts harder
    assert late_plays > 1000 and not work, work


def test_rollout_action_from_a_sampled_deal_in_mid_play() -> None:
    deal = play_deal_at_first_trick()
    script(deal, "AS 8S 10S JS")
    trial = deal.clone()
    while not trial.is_over:
        trial.apply(NORMAL.rollout_action(trial, DealRng(0)))
    assert trial.phase is Phase.OVER


def finished(scores: tuple[int, int, int, int], **kwargs: object) -> DealResult:
    return DealResult(scores, **kwargs)  # type: ignore[arg-type]


def test_value_is_the_score_difference_and_the_match_at_stake() -> None:
    deal = make_deal(PLAY_HANDS, PLAY_KITTY)
    made = finished((75, 25, 75, 25), taker=0)
    assert NORMAL.value(made, 0, deal, VIEW) == 50
    assert NORMAL.value(made, 1, deal, VIEW) == -50
    failed = finished((-80, 35, -80, 35), taker=0)
    assert NORMAL.value(failed, 2, deal, MatchView(totals=(100, 120, 100, 120))) == -115
    # la partie made: the match is won, worth all that both teams still needed
    sweep = finished((100, 0, 100, 0), match_winners=(0, 2), taker=0)
    assert NORMAL.value(sweep, 0, deal, VIEW) == 100 + 350 + 350
    assert NORMAL.value(sweep, 3, deal, VIEW) == -(100 + 350 + 350)
    # a deal that takes a team past the target ends the match too
    near = MatchView(totals=(300, 200, 300, 200))
    assert NORMAL.value(made, 0, deal, near) == 50 + 50 + 150
    # falling into the box costs a little more than the points
    assert NORMAL.value(failed, 0, deal, VIEW) == -115 - 10
