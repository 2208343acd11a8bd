"""Properties of random legal Tarot deals (hypothesis).

Each example is a set of options and a seed; the seed deals the cards and drives random legal play:
bids (cautious half the time, so that every contract and the all-passed hand occur), random écarts,
poignées shown half the time they are possible, the chelem now and then (also by a taker who is not
the seat to act). The invariants of the issue: 91 card points in every hand, the four scores of a hand
sum to zero (3T for the taker, -T for each defender), the 78 cards conserved at every step, a log
replays to the same result.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from atout.rules import (
    PASS,
    Action,
    Card,
    Chelem,
    Contract,
    DealRng,
    Discard,
    HiddenDiscard,
    IllegalActionError,
    Match,
    Phase,
    Play,
    Poignee,
    TarotBid,
    TarotDeal,
    dumps,
    loads,
    mask_of,
    match_from_log,
    replay_summary,
)
from atout.rules.deal import Observation
from atout.rules.public import TarotPublic
from atout.rules.selfplay import random_action

SEEDS = st.integers(0, 2**32 - 1)
OPTIONS = st.fixed_dictionaries(
    {},
    optional={"excuse_last_trick": st.sampled_from(["winner", "fft"]), "deals": st.integers(1, 6)},
)
TRUMPS = tuple(Card.parse(f"T{n}") for n in range(1, 22))
EXCUSE = Card.parse("EX")
BOUTS = {Card.parse("T1"), Card.parse("T21"), EXCUSE}  # tarot.md rule 2
KINGS = {Card.parse("K" + suit) for suit in "SHDC"}


def _ecart_trumps(obs: Observation) -> tuple[Card, ...]:
    assert isinstance(obs.public, TarotPublic)
    return obs.public.ecart_trumps


def half_points(card: Card) -> int:
    """tarot.md rule 3, in half points."""
    if card in BOUTS or card in KINGS:
        return 9
    return {"Q": 7, "N": 5, "J": 3}.get(card.text[0], 1) if card.suit is not None else 1


Step = Callable[[Match, TarotDeal, DealRng], None]


def policy(match: Match, deal: TarotDeal, rng: DealRng) -> tuple[Action, int | None]:
    """A random legal action, and the seat that makes it (``None``: the seat to act)."""
    out_of_turn = [(seat, action) for seat, action in deal.announcements() if seat != deal.current_seat]
    if out_of_turn and rng.below(8) == 0:
        seat, action = out_of_turn[0]
        return action, seat
    legal = deal.legal_actions()
    if deal.phase is Phase.BIDDING and rng.below(2):
        return (PASS if rng.below(2) else legal[min(1, len(legal) - 1)]), None
    in_turn = any(seat == deal.current_seat for seat, _ in deal.announcements())
    if in_turn and rng.below(4):  # a chelem is rarely announced
        return legal[rng.below(len(legal))], None
    return random_action(deal, match.rules, rng), None


def play(options: dict, seed: int, deals: int, on_step: Step | None = None) -> list[Match]:
    """Play ``deals`` deals (a new match when one ends); call ``on_step`` before every action
    and once each deal is over."""
    rng = DealRng(seed).derive(7)
    matches = [Match("tarot", options, seed=seed)]
    for _ in range(deals):
        match = matches[-1]
        if match.is_over:
            match = Match("tarot", options, seed=rng.below(2**32))
            matches.append(match)
        deal = match.new_deal()
        assert isinstance(deal, TarotDeal)
        while not deal.is_over:
            if on_step is not None:
                on_step(match, deal, rng)
            action, seat = policy(match, deal, rng)
            match.apply(action, seat)
        if on_step is not None:
            on_step(match, deal, rng)
    return matches


# -- cards ----------------------------------------------------------------------------------------------
def assert_cards_conserved(match: Match, deal: TarotDeal, rng: DealRng) -> None:
    """Hands, cards played, the écart (or the unseen chien) and the chien while in the centre
    make the 78 cards, each once."""
    plays = [action.card for _, action in deal.history if type(action) is Play]
    ecarts = [action for _, action in deal.history if type(action) is Discard]
    contract = deal.contract
    chien_in_centre = contract is None
    chien_aside = contract in (Contract.GARDE_SANS, Contract.GARDE_CONTRE)
    parts = [deal.hand_mask(seat) for seat in range(4)]
    parts += [card.mask for card in plays]
    parts.append(deal.aside_mask())
    if chien_in_centre:
        parts.append(mask_of(deal.kitty))
    union = 0
    for part in parts:
        union |= part
    assert union == deal.pack.mask
    assert sum(part.bit_count() for part in parts) == 78
    if chien_aside:
        assert deal.aside_mask() == mask_of(deal.kitty) and not ecarts
    else:
        assert deal.aside_mask() == (ecarts[0].mask if ecarts else 0)
    in_tricks = [card for trick in deal.tricks for card in trick.cards]
    assert in_tricks == plays[: len(in_tricks)]
    assert [card for _, card in deal.observation(0).trick] == plays[len(in_tricks) :]


@settings(max_examples=60, deadline=None, database=None)
@given(OPTIONS, SEEDS)
def test_the_78_cards_are_conserved_at_every_step(options: dict, seed: int) -> None:
    play(options, seed, 3, assert_cards_conserved)


# -- scores ---------------------------------------------------------------------------------------------
def count_taker_cards(match: Match, deal: TarotDeal) -> tuple[list[Card], int]:
    """The cards that count for the taker (rules 11, 12, 18, 19, 21), counted from the tricks, and
    the half point the Excuse exchange gives him (+1) or costs him (-1)."""
    taker = deal.taker
    cards = list(deal.ecart)
    if deal.contract is Contract.GARDE_SANS:
        cards += deal.kitty
    exchange = 0
    for number, trick in enumerate(deal.tricks):
        owner = next((seat for seat, card in trick.plays() if card == EXCUSE), None)
        won = list(trick.cards) if trick.winner == taker else []
        if owner is None:
            cards += won
            continue
        if number < 17:  # rule 18: the owner keeps it and gives a half-point card for it
            won = [card for card in won if card != EXCUSE]
            if owner == taker:
                won.append(EXCUSE)
            if (owner == taker) != (trick.winner == taker):
                exchange += 1 if trick.winner == taker else -1
        elif (
            match.options.excuse_last_trick == "fft"
            and owner not in (taker, trick.winner)
            and trick.winner != taker
        ):  # rule 19, fft: to the side opposing its owner
            won.append(EXCUSE)
        cards += won
    return cards, exchange


def assert_hand_scored(match: Match, deal: TarotDeal, rng: DealRng) -> None:
    if not deal.is_over:
        return
    result = deal.result()
    assert sum(result.scores) == 0, "the scores of a hand sum to zero"
    if result.annulled:
        assert result.scores == (0, 0, 0, 0)
        assert result.details["reason"] in ("petit_sec", "all_passed")
        if result.details["reason"] == "petit_sec":
            assert deal.history == []
        else:
            assert [action for _, action in deal.history] == [PASS] * 4
        return
    details = result.details
    taker = deal.taker
    amount = details["T"]
    assert result.scores == tuple(3 * amount if seat == taker else -amount for seat in range(4))
    assert details["points"] + details["points_defence"] == 91, "91 card points in every hand"
    taker_cards, exchange = count_taker_cards(match, deal)
    assert details["points"] == (sum(half_points(card) for card in taker_cards) + exchange) / 2
    assert details["bouts"] == len(BOUTS & set(taker_cards))
    target = {0: 56, 1: 51, 2: 41, 3: 36}[details["bouts"]]
    assert details["target"] == target
    points = Fraction(details["points"])
    assert details["made"] == (points >= target)
    difference = abs(points - target)
    assert details["difference"] == (int(difference) + (1 if difference.denominator == 2 else 0))
    sign = 1 if details["made"] else -1
    bout = {"taker": 1, "defence": -1, None: 0}[details["petit_au_bout"]]
    poignees = sum(item["bonus"] for item in details["poignees"])
    chelem = {
        (True, "taker"): 400,
        (True, None): -200,
        (True, "defence"): -400,
        (False, "taker"): 200,
        (False, None): 0,
        (False, "defence"): -200,
    }[(details["chelem_announced"], details["chelem"])]
    multiplier = {"prise": 1, "garde": 2, "garde_sans": 4, "garde_contre": 6}[details["contract"]]
    assert amount == (sign * (25 + details["difference"]) + 10 * bout) * multiplier + sign * poignees + chelem
    winners = {trick.winner == taker for trick in deal.tricks}
    assert (details["chelem"] is not None) == (len(winners) == 1)
    if details["petit_au_bout"] is not None:
        petit = Card.parse("T1")
        assert petit in deal.tricks[-1].cards or (
            deal.tricks[-1].cards[0] == EXCUSE and petit in deal.tricks[-2].cards
        )


@settings(max_examples=300, deadline=None, database=None)
@given(OPTIONS, SEEDS)
def test_every_hand_is_scored_by_the_rules(options: dict, seed: int) -> None:
    play(options, seed, 6, assert_hand_scored)


def assert_totals_add_up(match: Match, deal: TarotDeal, rng: DealRng) -> None:
    if not deal.is_over:
        return
    assert match.totals == [sum(result.scores[seat] for result in match.results) for seat in range(4)]
    played = sum(not result.annulled for result in match.results)
    if match.is_over:
        assert played == match.options.deals
        best = max(match.totals)
        assert match.winners == tuple(seat for seat in range(4) if match.totals[seat] == best)
    else:
        assert played < match.options.deals and match.winners is None


@settings(max_examples=40, deadline=None, database=None)
@given(OPTIONS, SEEDS)
def test_a_match_ends_after_its_number_of_played_hands(options: dict, seed: int) -> None:
    for match in play(options, seed, 8, assert_totals_add_up):
        dealers = [deal.dealer for deal in match.deals]
        assert dealers == [(dealers[0] + i) % 4 for i in range(len(dealers))]


# -- the log --------------------------------------------------------------------------------------------
@settings(max_examples=60, deadline=None, database=None)
@given(OPTIONS, SEEDS, st.integers(0, 90))
def test_a_written_log_replays_to_the_same_result(options: dict, seed: int, stop: int) -> None:
    matches = play(options, seed, 4)
    last = matches[-1]
    if not last.is_over:  # and a last hand cut short after ``stop`` actions
        rng = DealRng(seed).derive(5)
        deal = last.new_deal()
        while not deal.is_over and len(deal.history) < stop:
            action, seat = policy(last, deal, rng)  # type: ignore[arg-type]
            last.apply(action, seat)
    for match in matches:
        text = dumps(match)
        again = match_from_log(loads(text))
        assert replay_summary(again) == replay_summary(match)
        assert [result.details for result in again.results] == [result.details for result in match.results]
        assert dumps(again) == text


# -- legal and illegal actions --------------------------------------------------------------------------
OTHER_ACTIONS: tuple[Action, ...] = (PASS, Chelem(), *(TarotBid(contract) for contract in Contract))


def state_of(deal: TarotDeal) -> tuple[object, ...]:
    hands = tuple(deal.hand_mask(seat) for seat in range(4))
    return deal.phase, deal.current_seat, tuple(deal.history), hands, tuple(deal.tricks), deal.aside_mask()


def assert_refused(deal: TarotDeal, action: Action, seat: int | None = None) -> None:
    before = state_of(deal)
    try:
        deal.apply(action, seat)
    except IllegalActionError:
        pass
    else:
        raise AssertionError(f"{action!r} was not refused")
    assert state_of(deal) == before, f"{action!r} was refused but changed the deal"


def rule_legal(hand: list[Card], trick: list[Card]) -> set[Card]:
    """The cards of ``hand`` that rules 16-18 allow on ``trick`` (the cards played so far)."""
    led = next((card for card in trick if card != EXCUSE), None)
    if led is None:
        return set(hand)
    excuse = {EXCUSE} & set(hand)
    trumps = [card for card in hand if card.is_trump]
    top = max((card.rank for card in trick if card.is_trump), default=0)
    higher = [card for card in trumps if card.rank > top]
    if led.is_trump:
        return set(higher or trumps or hand) | excuse
    follow = [card for card in hand if card.suit is led.suit]
    if follow:
        return set(follow) | excuse
    return set(higher or trumps or hand) | excuse


def assert_listed_actions_apply_and_others_are_refused(match: Match, deal: TarotDeal, rng: DealRng) -> None:
    seat = deal.current_seat
    if seat is None:
        for action in (PASS, Play.of(TRUMPS[0]), Chelem()):
            assert_refused(deal, action)
        return
    legal = deal.legal_actions()
    choice = deal.choice()
    assert bool(legal) != (choice is not None)
    for action in legal:
        deal.clone().apply(action)
    assert all(type(action) is not Chelem for action in legal)  # the chelem is an announcement only
    for announcer, action in deal.announcements():
        assert announcer == deal.taker
        deal.clone().apply(action, announcer)
        for other in range(4):
            if other != announcer:
                assert_refused(deal, action, other)
    listed = set(legal)
    hand = list(deal.hand(seat))
    for card in deal.pack:
        if Play.of(card) not in listed:
            assert_refused(deal, Play.of(card))
    for action in OTHER_ACTIONS:
        if action not in listed and not any(item == action for _, item in deal.announcements()):
            assert_refused(deal, action)
    if deal.phase is Phase.PLAY:  # the cards listed are exactly those rules 16-18 allow
        trick = [card for _, card in deal.observation(seat).trick]
        assert {action.card for action in legal if type(action) is Play} == rule_legal(hand, trick)


@settings(max_examples=25, deadline=None, database=None)
@given(OPTIONS, SEEDS)
def test_every_listed_action_applies_and_every_other_is_refused(options: dict, seed: int) -> None:
    play(options, seed, 1, assert_listed_actions_apply_and_others_are_refused)


def assert_ecart_checked(match: Match, deal: TarotDeal, rng: DealRng) -> None:
    choice = deal.choice()
    if choice is None:
        return
    seat = deal.current_seat
    assert choice.kind == "ecart" and choice.count == 6 and choice.seat == seat == deal.taker
    hand = deal.hand(seat)
    assert len(hand) == 24
    allowed = set(choice.allowed)
    assert not allowed & (KINGS | BOUTS), "no King and no bout in the écart"
    plain = [card for card in hand if card.suit is not None and card not in KINGS]
    if len(plain) >= 6:
        assert allowed == set(plain)
    else:
        assert allowed == set(plain) | {card for card in hand if card.is_trump and card not in BOUTS}
    assert set(choice.refused) == set(hand) - allowed
    for _ in range(4):
        ecart = match.rules.random_choice(choice, rng)
        trial = deal.clone()
        trial.apply(ecart)
        assert trial.phase is Phase.PLAY
        trumps = [card for card in ecart.cards if card.is_trump]
        assert _ecart_trumps(trial.observation((seat + 1) % 4)) == tuple(trumps)
        hidden = trial.observation((seat + 2) % 4).history[-1][1]
        assert hidden == HiddenDiscard(6, mask_of(trumps))
        assert trial.observation(seat).history[-1][1] == ecart
    for card in hand:
        if card not in allowed:
            others = rng.sample(sorted(allowed - {card}), 5)
            assert_refused(deal, Discard.of([*others, card]))
    if len(plain) >= 6 and any(card.is_trump and card not in BOUTS for card in hand):
        trump = next(card for card in hand if card.is_trump and card not in BOUTS)
        assert_refused(deal, Discard.of([*rng.sample(plain, 5), trump]))


@settings(max_examples=150, deadline=None, database=None)
@given(OPTIONS, SEEDS)
def test_ecarts_of_allowed_cards_apply_and_others_are_refused(options: dict, seed: int) -> None:
    play(options, seed, 2, assert_ecart_checked)


def assert_poignee_checked(match: Match, deal: TarotDeal, rng: DealRng) -> None:
    choice = deal.optional_choice()
    seat = deal.current_seat
    if seat is None or deal.phase is not Phase.PLAY:
        assert choice is None
        return
    hand = deal.hand(seat)
    trumps = [card for card in hand if card.is_trump]
    first_card = not deal.tricks and seat not in deal.poignees
    possible = {n for n in (10, 13, 15) if len(trumps) >= n}
    if EXCUSE in hand and len(trumps) + 1 in (10, 13, 15):
        possible.add(len(trumps) + 1)
    if not first_card or not possible:
        assert choice is None
        return
    assert choice is not None and set(choice.counts) == possible
    poignee = match.rules.random_choice(choice, rng)
    trial = deal.clone()
    trial.apply(poignee)
    for other in range(4):
        assert trial.observation(other).shown[seat] == poignee.cards
    assert_refused(trial, poignee)  # only once
    assert_refused(deal, Poignee.of(trumps[:9]))
    if len(trumps) >= 10 and EXCUSE in hand:
        assert_refused(deal, Poignee.of([*trumps[:9], EXCUSE]))  # the Excuse hides a trump


@settings(max_examples=200, deadline=None, database=None)
@given(OPTIONS, SEEDS)
def test_poignees_offered_exactly_when_the_rules_allow(options: dict, seed: int) -> None:
    play(options, seed, 2, assert_poignee_checked)


# -- observations ---------------------------------------------------------------------------------------
def assert_observations_hide_what_they_must(match: Match, deal: TarotDeal, rng: DealRng) -> None:
    for seat in range(4):
        seen = deal.observation(seat)
        assert seen.hand == deal.hand(seat)
        assert seen.hand_sizes == tuple(len(deal.hand(s)) for s in range(4))
        chien_shown = deal.contract in (Contract.PRISE, Contract.GARDE)
        assert seen.kitty == (deal.kitty if chien_shown else None)
        for who, action in seen.history:
            if type(action) is Discard:
                assert who == seat == deal.taker
        if deal.taker is not None and seat != deal.taker:
            assert not any(type(action) is Discard for _, action in seen.history)
        assert (seen.legal_actions != ()) == (seat == deal.current_seat and deal.choice() is None)


@settings(max_examples=30, deadline=None, database=None)
@given(OPTIONS, SEEDS)
def test_observations_hold_no_hidden_card(options: dict, seed: int) -> None:
    play(options, seed, 1, assert_observations_hide_what_they_must)


def test_clones_are_independent() -> None:
    match = Match("tarot", seed=4, first_dealer=0)
    deal = match.new_deal()
    rng = DealRng(2)
    while len(deal.tricks) < 3:
        action, seat = policy(match, deal, rng)  # type: ignore[arg-type]
        match.apply(action, seat)
    before = (tuple(deal.history), tuple(deal.hand_mask(s) for s in range(4)), deal.observation(1))
    copy = deal.clone()
    while not copy.is_over:
        copy.apply(random_action(copy, match.rules, rng))
    assert (tuple(deal.history), tuple(deal.hand_mask(s) for s in range(4)), deal.observation(1)) == before
