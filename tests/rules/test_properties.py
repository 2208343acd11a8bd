"""Properties of random legal deals of La Carotte and Le Rough (hypothesis).

Each example is a game, its options and a seed; the seed deals the cards and drives uniformly
random legal play (``atout.rules.selfplay.random_action``). Several deals are played per example,
so the file plays thousands of deals in all.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.rules import (
    PASS,
    SUIT_MASKS,
    Action,
    Card,
    CarotteBid,
    Chelem,
    Contract,
    Deal,
    DealRng,
    Discard,
    GameRules,
    IllegalActionError,
    Keep,
    Match,
    Phase,
    Play,
    Poignee,
    RoughBid,
    SansAtout,
    Suit,
    TarotBid,
    dumps,
    loads,
    mask_of,
    match_from_log,
    replay_summary,
)
from atout.rules.selfplay import random_action
from atout.rules.tricks import NO_TRICK, follow_or_any, trick_after

OPTIONS = {
    "carotte": st.fixed_dictionaries(
        {},
        optional={
            "dealer_must_bid": st.booleans(),
            "show_mise": st.booleans(),
            "count_overtricks": st.booleans(),
            "carotte_stake": st.integers(1, 20),
            "target": st.integers(1, 30),
        },
    ),
    "rough": st.fixed_dictionaries(
        {},
        optional={
            "min_bid": st.sampled_from([50, 70, 95]),
            "dealer_when_no_bid": st.sampled_from(["may_take", "may_not_take", "must_take"]),
            "discards_to_defence": st.booleans(),
            "sans_atout_multiplier": st.integers(1, 3),
            "target": st.sampled_from([50, 150, 350]),
        },
    ),
}

SEEDS = st.integers(0, 2**32 - 1)
ROUGH_POINTS = {"A": 10, "10": 10, "5": 5}  # rough.md rule 3

# Actions of every kind, whatever the game: each one that legal_actions() does not list is refused.
OTHER_ACTIONS: tuple[Action, ...] = (
    PASS,
    Keep(),
    SansAtout(),
    Chelem(),
    *(TarotBid(contract) for contract in Contract),
    *(CarotteBid(tricks, suit) for tricks in range(3, 8) for suit in Suit),
    *(RoughBid(points) for points in [*range(0, 106, 5), 72, 99]),
)
FOREIGN_CARDS = tuple(Card.parse(text) for text in ("7H", "5S", "6D", "1C", "NH", "T1", "T21", "EX"))


@st.composite
def setups(draw: st.DrawFn) -> tuple[str, dict, int]:
    """A game, some of its options, and a seed."""
    game = draw(st.sampled_from(["carotte", "rough"]))
    return game, draw(OPTIONS[game]), draw(SEEDS)


Step = Callable[[Match, Deal, DealRng], None]


def cautious_action(deal: Deal, rules: GameRules, rng: DealRng) -> Action:
    """Like ``random_action``, but in the bidding a pass half the time, else one of the lowest
    calls: uniform play nearly always ends on the highest bid (in La Carotte, a carotte), leaving
    the other contracts and the all-passed deal untried."""
    legal = deal.legal_actions()
    if deal.phase is Phase.BIDDING and legal:
        if PASS in legal and rng.below(2):
            return PASS
        return legal[rng.below(min(len(legal), 5))]
    return random_action(deal, rules, rng)


def play(game: str, options: dict, seed: int, deals: int, on_step: Step | None = None) -> list[Match]:
    """Play ``deals`` deals of random legal actions (cautious bidding for odd seeds), a new match
    beginning when one ends; call ``on_step`` before every action and once each deal is over.
    Return the matches."""
    rng = DealRng(seed).derive(99)
    policy = cautious_action if seed % 2 else random_action
    matches = [Match(game, options, seed=seed)]
    rules = matches[0].rules
    for _ in range(deals):
        match = matches[-1]
        if match.is_over:
            match = Match(game, options, seed=rng.below(2**32))
            matches.append(match)
        deal = match.new_deal()
        while not deal.is_over:
            if on_step is not None:
                on_step(match, deal, rng)
            match.apply(policy(deal, rules, rng))
        if on_step is not None:
            on_step(match, deal, rng)
    return matches


def rough_points(cards: tuple[Card, ...]) -> int:
    return sum(ROUGH_POINTS.get(card.text[:-1], 0) for card in cards)


def snapshot(deal: Deal) -> tuple[object, ...]:
    """Everything public about a deal, to check that a refused action changed nothing."""
    seat = deal.current_seat
    return (
        *fingerprint(deal),
        tuple(deal.history),
        tuple(deal.tricks),
        deal.legal_actions(),
        deal.choice(),
        deal.observation(seat if seat is not None else 0),
    )


def fingerprint(deal: Deal) -> tuple[object, ...]:
    """A quick part of :func:`snapshot`."""
    hands = tuple(deal.hand_mask(seat) for seat in range(4))
    return deal.phase, deal.current_seat, len(deal.history), hands, len(deal.tricks), deal.aside_mask()


def assert_refused(deal: Deal, action: Action, seat: int | None = None, *, quick: bool = False) -> None:
    """``action`` raises IllegalActionError and leaves the deal as it was (with ``quick``, only
    its :func:`fingerprint` is compared: the caller compares the whole snapshot afterwards)."""
    state = fingerprint if quick else snapshot
    before = state(deal)
    try:
        deal.apply(action, seat)
    except IllegalActionError:
        pass
    else:
        raise AssertionError(f"{action!r} was not refused")
    assert state(deal) == before, f"{action!r} was refused but changed the deal"


# -- cards --------------------------------------------------------------------------------------------
def assert_cards_conserved(match: Match, deal: Deal, rng: DealRng) -> None:
    """The four hands, the cards played, the discard (and the kitty while nobody has it) make
    the pack, each card once."""
    plays = [action.card for _, action in deal.history if type(action) is Play]
    discards = [action for _, action in deal.history if type(action) is Discard]
    kitty_in_centre = deal.phase is Phase.BIDDING or (deal.is_over and not discards)
    parts = [deal.hand_mask(seat) for seat in range(4)]
    parts += [card.mask for card in plays]
    parts.append(deal.aside_mask())
    if kitty_in_centre:
        parts.append(mask_of(deal.kitty))
    union = 0
    for part in parts:
        union |= part
    assert union == deal.pack.mask
    assert sum(part.bit_count() for part in parts) == len(deal.pack)  # so each card once
    assert deal.aside_mask() == (discards[0].mask if discards else 0)
    in_tricks = [card for trick in deal.tricks for card in trick.cards]
    assert all(len(trick.cards) == 4 for trick in deal.tricks)
    assert in_tricks == plays[: len(in_tricks)]  # the tricks are the cards played, in order
    under_way = deal.observation(0).trick
    assert [card for _, card in under_way] == plays[len(in_tricks) :]
    assert len(under_way) < 4


@settings(max_examples=200, deadline=None, database=None)
@given(setups())
def test_cards_are_conserved_at_every_step(setup: tuple[str, dict, int]) -> None:
    game, options, seed = setup
    play(game, options, seed, 8, assert_cards_conserved)


# -- the law of the play on masks ------------------------------------------------------------------
def assert_mask_law_agrees(match: Match, deal: Deal, rng: DealRng) -> None:
    """The law stated on masks in ``atout.rules.tricks`` (which the solvers play by) gives, at
    every step of the play, the cards the deal lets the seat play and who holds the trick, and at
    the end of the deal who took each trick: the deal applies the same law inline."""
    trump = SUIT_MASKS[deal.trump] if deal.trump is not None else 0
    if deal.phase is Phase.PLAY:
        trick = NO_TRICK
        for seat, card in deal.current_trick():
            trick = trick_after(trick, seat, card.mask, trump)
        seat = deal.current_seat
        playable = mask_of([action.card for action in deal.legal_actions() if type(action) is Play])
        assert playable == follow_or_any(deal.hand_mask(seat), trick[0])
        if deal.current_trick():
            assert trick[3] == deal.trick_winner()
    if deal.is_over:
        for played in deal.tricks:
            trick = NO_TRICK
            for i, card in enumerate(played.cards):
                trick = trick_after(trick, (played.leader + i) & 3, card.mask, trump)
            assert trick[3] == played.winner
            assert trick[4] == mask_of(played.cards)


@settings(max_examples=150, deadline=None, database=None)
@given(setups())
def test_the_mask_law_agrees_with_the_deal(setup: tuple[str, dict, int]) -> None:
    game, options, seed = setup
    play(game, options, seed, 6, assert_mask_law_agrees)


# -- scores ---------------------------------------------------------------------------------------------
def assert_rough_deal_scored(match: Match, deal: Deal, rng: DealRng) -> None:
    if not deal.is_over:
        return
    result = deal.result()
    scores = result.scores
    assert scores[0] == scores[2] and scores[1] == scores[3], "partners score alike"
    if result.annulled:
        assert scores == (0, 0, 0, 0)
        return
    declarer = result.details["declarer"]
    assert isinstance(declarer, int)
    attack = declarer % 2
    points = [0, 0]
    for trick in deal.tricks:
        points[trick.winner % 2] += rough_points(trick.cards)
    discard = next(action.cards for _, action in deal.history if type(action) is Discard)
    points[1 - attack if match.options.discards_to_defence else attack] += rough_points(discard)
    assert sum(points) == 100, "100 card points in every hand"
    assert tuple(points) == tuple(result.details["points"])
    assert scores[1 - attack] == points[1 - attack], "the defence scores the points it took"
    bid = deal.contract.points
    taken = points[attack]
    if bid == 100:
        assert scores[attack] == (100 if taken == 100 else -100)
    else:
        multiplier = match.options.sans_atout_multiplier if deal.sans_atout else 1
        assert scores[attack] == (taken if taken >= bid else -bid) * multiplier


def assert_carotte_deal_scored(match: Match, deal: Deal, rng: DealRng) -> None:
    if not deal.is_over:
        return
    result = deal.result()
    assert result.chips is not None
    assert sum(result.chips) == 0, "chips are zero-sum"
    changed = [seat for seat in range(4) if result.scores[seat]]
    assert len(changed) <= 1, "at most one player's points change"
    if result.annulled:
        assert result.scores == (0, 0, 0, 0) and result.chips == (0, 0, 0, 0)
        return
    declarer = deal.declarer
    bid = deal.contract.tricks
    assert changed == ([] if bid == 6 else [declarer])
    if bid == 6:  # paid in chips: each other player pays the declarer, or is paid by him
        stake = match.options.carotte_stake
        sign = 1 if all(trick.winner == declarer for trick in deal.tricks) else -1
        assert result.chips == tuple(sign * (3 * stake if s == declarer else -stake) for s in range(4))
    else:
        assert result.chips == (0, 0, 0, 0)


def assert_deal_scored(match: Match, deal: Deal, rng: DealRng) -> None:
    if match.game == "rough":
        assert_rough_deal_scored(match, deal, rng)
    else:
        assert_carotte_deal_scored(match, deal, rng)


@settings(max_examples=300, deadline=None, database=None)
@given(setups())
def test_deal_scores_keep_the_games_invariants(setup: tuple[str, dict, int]) -> None:
    game, options, seed = setup
    play(game, options, seed, 10, assert_deal_scored)


def assert_totals_add_up(match: Match, deal: Deal, rng: DealRng) -> None:
    if not deal.is_over:
        return
    assert len(match.results) == len(match.deals)
    assert match.totals == [sum(result.scores[seat] for result in match.results) for seat in range(4)]
    if match.game == "carotte":
        chips = [sum(result.chips[seat] for result in match.results) for seat in range(4)]
        assert match.chips == chips


@settings(max_examples=200, deadline=None, database=None)
@given(setups())
def test_match_totals_are_the_sums_of_the_deal_scores(setup: tuple[str, dict, int]) -> None:
    game, options, seed = setup
    for match in play(game, options, seed, 15, assert_totals_add_up):
        summary = replay_summary(match)
        assert summary["totals"] == match.totals
        deals = summary["deals"]
        assert isinstance(deals, list) and len(deals) == len(match.deals)
        assert [sum(deal["scores"][seat] for deal in deals) for seat in range(4)] == match.totals
        if match.is_over:
            assert summary["winner"] == sorted(match.winners or ())
            with pytest.raises(IllegalActionError):
                match.new_deal()
        else:
            assert summary["winner"] is None


# -- the log --------------------------------------------------------------------------------------------
@settings(max_examples=200, deadline=None, database=None)
@given(setups(), st.integers(0, 60))
def test_written_log_replays_to_the_same_summary(setup: tuple[str, dict, int], stop: int) -> None:
    game, options, seed = setup
    matches = play(game, options, seed, 6)
    last = matches[-1]
    if not last.is_over:  # and a last deal cut short after ``stop`` actions
        rng = DealRng(seed).derive(5)
        deal = last.new_deal()
        while not deal.is_over and len(deal.history) < stop:
            last.apply(random_action(deal, last.rules, rng))
    for match in matches:
        text = dumps(match)
        again = match_from_log(loads(text))
        assert replay_summary(again) == replay_summary(match)
        assert dumps(again) == text


# -- legal and illegal actions --------------------------------------------------------------------------
def assert_legal_actions_apply_and_others_are_refused(match: Match, deal: Deal, rng: DealRng) -> None:
    seat = deal.current_seat
    if seat is None:
        for action in (PASS, *deal.legal_actions()):
            assert_refused(deal, action)
        return
    legal = deal.legal_actions()
    choice = deal.choice()
    assert len(set(legal)) == len(legal), "no action listed twice"
    assert bool(legal) != (choice is not None), "the seat either picks an action or makes a choice"
    for action in legal:
        deal.clone().apply(action)
        deal.clone().apply(action, seat)
    if legal:
        assert_refused(deal, legal[0], (seat + 1) % 4)  # not that seat's turn
    candidates = [*OTHER_ACTIONS, *(Play.of(card) for card in (*deal.pack, *FOREIGN_CARDS))]
    hand = deal.hand(seat)
    candidates += [Discard.of(hand[:4]), Poignee.of(hand[:3])]
    listed = set(legal)
    before = snapshot(deal)
    for action in candidates:
        if action not in listed and not (choice is not None and type(action) is Discard):
            assert_refused(deal, action, quick=True)
    assert snapshot(deal) == before, "a refused action changed the deal"


@settings(max_examples=100, deadline=None, database=None)
@given(setups())
def test_every_listed_action_applies_and_every_other_is_refused(setup: tuple[str, dict, int]) -> None:
    game, options, seed = setup
    play(game, options, seed, 2, assert_legal_actions_apply_and_others_are_refused)


def assert_discards_checked(match: Match, deal: Deal, rng: DealRng) -> None:
    choice = deal.choice()
    if choice is None:
        return
    seat = deal.current_seat
    assert seat is not None and choice.seat == seat
    assert choice.kind == "discard" and choice.count == 4
    hand_mask = deal.hand_mask(seat)
    assert len(deal.hand(seat)) == {"carotte": 10, "rough": 12}[match.game]
    allowed = choice.allowed
    assert mask_of(allowed) & ~hand_mask == 0, "only cards in hand may be discarded"
    for _ in range(5):  # discards built from the allowed cards apply
        cards = rng.sample(allowed, choice.count)
        trial = deal.clone()
        trial.apply(Discard.of(cards))
        assert trial.aside_mask() == mask_of(cards)
        assert trial.hand_mask(seat) == hand_mask & ~mask_of(cards)
        assert trial.phase is Phase.PLAY and trial.current_seat == seat
    outside = [card for card in deal.pack if not card.mask & hand_mask]
    kept = rng.sample(allowed, choice.count - 1)
    assert_refused(deal, Discard.of([*kept, rng.pick(outside)]))  # a card not in hand
    foreign = [card for card in FOREIGN_CARDS if card not in deal.pack]
    assert_refused(deal, Discard.of([*kept, rng.pick(foreign)]))  # a card not in the pack
    hand = deal.hand(seat)
    for count in (0, 1, choice.count - 1, choice.count + 1, len(hand)):
        assert_refused(deal, Discard.of(rng.sample(hand, count)))  # the wrong number of cards
    assert_refused(deal, Discard.of(rng.sample(allowed, choice.count)), (seat + 1) % 4)


@settings(max_examples=200, deadline=None, database=None)
@given(setups())
def test_discards_of_allowed_cards_apply_and_bad_discards_are_refused(setup: tuple[str, dict, int]) -> None:
    game, options, seed = setup
    play(game, options, seed, 5, assert_discards_checked)
