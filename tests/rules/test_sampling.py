"""Sampling hidden hands: every sampled deal agrees with what the seat has seen."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from atout.rules import (
    PASS,
    SUIT_MASKS,
    TAROT_PACK,
    Action,
    Card,
    CarotteBid,
    CarotteDeal,
    CarotteOptions,
    Contract,
    Deal,
    DealRng,
    Discard,
    HiddenDiscard,
    Match,
    Observation,
    Phase,
    Play,
    Suit,
    TarotBid,
    TarotDeal,
    cards_from_mask,
    get_game,
    mask_of,
    tarot_sampling,
)
from atout.rules.sampling import draw_sample, sample_deal, voids_shown
from atout.rules.selfplay import random_action
from atout.rules.slots import SamplingError, Slot, fill_slots, fill_tight_slots
from atout.rules.tarot_sampling import tarot_slots, tarot_voids_shown


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def play_randomly_to(match: Match, rng: DealRng, steps: int) -> None:
    """Play ``steps`` random actions of the deal under way (fewer if it ends)."""
    deal = match.current
    assert deal is not None
    for _ in range(steps):
        if deal.is_over:
            return
        choice = deal.choice()
        if choice is not None:
            match.apply(match.rules.random_choice(choice, rng))
        else:
            legal = deal.legal_actions()
            match.apply(legal[rng.below(len(legal))])


@settings(max_examples=300, deadline=None)
@given(
    game=st.sampled_from(["carotte", "rough"]),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 45),
    seat=st.integers(0, 3),
    show_mise=st.booleans(),
)
def test_a_sampled_deal_agrees_with_everything_the_seat_saw(
    game: str, seed: int, steps: int, seat: int, show_mise: bool
) -> None:
    match = Match(game, {"show_mise": show_mise} if game == "carotte" else {}, seed=seed)
    deal = match.new_deal()
    play_randomly_to(match, DealRng(seed + 1), steps)
    seen = deal.observation(seat)
    world = sample_deal(seen, DealRng(seed + 2))
    again = world.observation(seat)
    # The seat's own knowledge is the same in the sampled world...
    assert again.hand == seen.hand
    assert again.history == seen.history
    assert again.tricks == seen.tricks and again.trick == seen.trick
    assert again.hand_sizes == seen.hand_sizes
    assert again.kitty == seen.kitty
    assert (world.phase, world.current_seat, world.dealer) == (deal.phase, deal.current_seat, deal.dealer)
    assert again.legal_actions == seen.legal_actions
    # ...and the other seats hold no card of a suit they have shown they lack.
    voids = voids_shown(seen)
    for other in range(4):
        assert world.hand_mask(other) & voids[other] == 0


@settings(max_examples=200, deadline=None)
@given(
    game=st.sampled_from(["carotte", "rough", "tarot"]),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 80),
    seat=st.integers(0, 3),
)
def test_a_sample_reads_before_its_replay_as_the_deal_replayed(
    game: str, seed: int, steps: int, seat: int
) -> None:
    """A search weighs a sample on its cards and replays only those it keeps: what it reads
    (the hands as dealt, the kitty, the history with the unseen discard, the dealer) is the
    replayed deal's."""
    match = Match(game, seed=seed)
    deal = match.new_deal()
    assume(not deal.is_over)  # a Tarot deal with a petit sec is annulled as it is dealt
    play_randomly_to(match, DealRng(seed + 1), steps)
    seen = deal.observation(seat)
    sample = draw_sample(seen, DealRng(seed + 2))
    world = sample.deal()
    assert sample.dealt_hands == world.dealt_hands
    assert sample.kitty == world.kitty and sample.dealer == world.dealer == deal.dealer
    assert list(sample.history) == world.history
    assert len(world.history) == len(deal.history)
    assert world.observation(seat).hand == seen.hand


def test_voids_shown_are_read_from_the_tricks() -> None:
    deal = CarotteDeal(
        0,
        [
            cards("AS KS QS JS 10S 9S"),
            cards("AH KH QH JH 10H 9H"),
            cards("AD KD QD JD 10D 9D"),
            cards("AC KC QC JC 10C 9C"),
        ],
        cards("8S 8H 8D 8C"),
    )
    for action in (CarotteBid(4, Suit.HEARTS), PASS, PASS, PASS):
        deal.apply(action)
    deal.apply(Discard.of(cards("8S 8D 8C 9H")))  # seat 1 keeps AH..10H and 8H
    deal.apply(Play.of(Card.parse("AH")))
    deal.apply(Play.of(Card.parse("9D")))  # seat 2 shows no heart
    voids = voids_shown(deal.observation(0))
    assert voids == [0, 0, SUIT_MASKS[Suit.HEARTS], 0]


def test_a_hidden_discard_is_sampled_and_replayed() -> None:
    match = Match("carotte", seed=3, first_dealer=0)
    deal = match.new_deal()
    match.apply(CarotteBid(4, Suit.CLUBS))  # seat 1 is the declarer
    for _ in range(3):
        match.apply(PASS)
    match.apply(Discard.of(deal.hand(1)[:4]))
    seen = deal.observation(0)
    assert isinstance(seen.history[-1][1], HiddenDiscard)
    worlds = [sample_deal(seen, DealRng(s)) for s in range(12)]
    discards = {world.aside_mask() for world in worlds}
    assert all(world.aside_mask().bit_count() == 4 for world in worlds)
    assert len(discards) > 1  # a guess, not the real discard every time
    for world in worlds:
        assert world.hand(0) == deal.hand(0)
        assert world.aside_mask() & world.hand_mask(1) == 0


def test_the_declarer_knows_his_discard_and_the_mise() -> None:
    match = Match("carotte", seed=8, first_dealer=3)
    deal = match.new_deal()
    match.apply(CarotteBid(5, Suit.SPADES))  # seat 0
    for _ in range(3):
        match.apply(PASS)
    match.apply(Discard.of(deal.hand(0)[-4:]))
    seen = deal.observation(0)
    for seed in range(5):
        world = sample_deal(seen, DealRng(seed))
        assert world.kitty == deal.kitty
        assert world.aside_mask() == deal.aside_mask()


def test_a_shown_mise_is_known_to_all() -> None:
    match = Match("carotte", CarotteOptions(show_mise=True), seed=8, first_dealer=3)
    deal = match.new_deal()
    match.apply(CarotteBid(5, Suit.SPADES))
    for _ in range(3):
        match.apply(PASS)
    seen = deal.observation(2)
    assert seen.kitty == deal.kitty
    assert sample_deal(seen, DealRng(1)).kitty == deal.kitty


def test_sampling_is_reproducible_for_a_seed() -> None:
    match = Match("rough", seed=21, first_dealer=1)
    deal = match.new_deal()
    play_randomly_to(match, DealRng(4), 12)
    seen = deal.observation(3)
    one = sample_deal(seen, DealRng(77))
    two = sample_deal(seen, DealRng(77))
    assert one.dealt_hands == two.dealt_hands and one.kitty == two.kitty


def test_the_sampled_hands_vary_with_the_seed() -> None:
    match = Match("rough", seed=2, first_dealer=0)
    deal = match.new_deal()
    seen = deal.observation(0)
    assert deal.phase is Phase.BIDDING
    hands = {sample_deal(seen, DealRng(s)).hand_mask(1) for s in range(10)}
    assert len(hands) == 10


def test_fill_slots_respects_every_constraint_even_when_tight() -> None:
    spades, hearts = SUIT_MASKS[Suit.SPADES], SUIT_MASKS[Suit.HEARTS]
    pool = 0
    for card in cards("AS KS QS AH KH QH"):
        pool |= card.mask
    # the first slot takes no spade, the second no heart: only one way to share them
    slots = [Slot("a", 3, ~spades), Slot("b", 3, ~hearts)]
    for seed in range(5):
        a, b = fill_slots(pool, slots, DealRng(seed))
        assert a & spades == 0 and b & hearts == 0 and a | b == pool


def test_fill_slots_refuses_an_impossible_share() -> None:
    pool = 0
    for card in cards("AS KS QS AH"):
        pool |= card.mask
    with pytest.raises(SamplingError):
        fill_slots(pool, [Slot("a", 2, SUIT_MASKS[Suit.HEARTS]), Slot("b", 2, -1)], DealRng(0))


# -- French Tarot --------------------------------------------------------------------------------

TAROT = get_game("tarot")
TRUMP_CARDS = [Card.parse(f"T{n}") for n in range(1, 22)]
TRUMPS = mask_of(TRUMP_CARDS)
EXCUSE = Card.parse("EX").mask
PETIT = Card.parse("T1").mask
KINGS = mask_of(card for card in TAROT_PACK if card.suit is not None and card.rank == 14)
PLAIN = mask_of(card for card in TAROT_PACK if card.suit is not None and card.rank != 14)
BOUT_CARDS = mask_of(cards("T1 T21 EX"))
CONTRACTS = list(Contract)


def tarot_cards(
    rng: DealRng, fixed: dict[int, list[Card]], chien: list[Card]
) -> tuple[list[list[Card]], list[Card]]:
    """A Tarot deal with the cards of ``fixed`` (by seat) and ``chien`` in place, the rest at random."""
    used = mask_of(chien) | mask_of(card for hand in fixed.values() for card in hand)
    rest = rng.shuffled([card for card in TAROT_PACK if not card.mask & used])
    hands = []
    for seat in range(4):
        hand = list(fixed.get(seat, []))
        while len(hand) < 18:
            hand.append(rest.pop())
        hands.append(hand)
    return hands, [*chien, *rest[: 6 - len(chien)]]


def scenario_deal(kind: str, rng: DealRng, dealer: int, taker: int) -> TarotDeal:
    """A deal for a test scenario: ``dealt`` at random; ``poignee``: the taker holds 10 to 15
    trumps and the next seat 9, 12 or 14 trumps and the Excuse (a poignée with the
    Excuse, all its trumps shown); ``trump_ecart``: the taker and the chien hold fewer
    than six plain cards between them, so that trumps go in the écart."""
    while True:
        if kind == "dealt":
            hands, kitty = TAROT.deal_cards(rng, dealer)
            return TarotDeal(dealer, hands, kitty)
        if kind == "poignee":
            trumps = rng.shuffled(TRUMP_CARDS)
            other = rng.pick((9, 12, 14))
            many = 10 + rng.below(min(6, 12 - other)) if other < 12 else 0
            big, excuse = rng.shuffled([taker, (taker + 1) & 3])
            fixed = {big: trumps[:many], excuse: [*trumps[many : many + other], Card.parse("EX")]}
            hands, kitty = tarot_cards(rng, fixed, [])
        else:
            plain = rng.shuffled(cards_from_mask(PLAIN))
            others = rng.shuffled(cards_from_mask(TRUMPS | EXCUSE))
            mine = rng.below(4)
            in_chien = rng.below(6 - mine)
            fixed = {taker: [*cards_from_mask(KINGS), *plain[:mine], *others[: 14 - mine]]}
            chien = [*plain[mine : mine + in_chien], *others[14 - mine : 20 - mine - in_chien]]
            hands, kitty = tarot_cards(rng, fixed, chien)
        deal = TarotDeal(dealer, hands, kitty)
        if not deal.is_over:  # not a petit sec
            return deal


def cannot_hold(deal: TarotDeal, card: Card) -> int:
    """The cards whose presence in the hand of the seat to act would make playing ``card``
    illegal now: what playing it shows that seat does not hold, found by trying each card
    in the hand (the test's own oracle, independent of ``tarot_voids_shown``)."""
    seat = deal.current_seat
    assert seat is not None
    hand = deal._hands[seat]
    shown = 0
    for other in TAROT_PACK:
        if not other.mask & hand:
            deal._hands[seat] = hand | other.mask
            if not deal.legal_play_mask() & card.mask:
                shown |= other.mask
    deal._hands[seat] = hand
    return shown


def check_tarot_sample(deal: TarotDeal, seen: Observation, world: Deal, lacks: list[int]) -> None:
    """Everything ``seen.seat`` knows holds in the sampled ``world``."""
    assert isinstance(world, TarotDeal)
    me = seen.seat
    # the same point: the seat sees exactly what it saw (hand, history, tricks, chien,
    # poignées, what it may do...)
    assert world.observation(me) == seen
    assert (world.phase, world.current_seat, world.taker, world.contract) == (
        deal.phase,
        deal.current_seat,
        deal.taker,
        deal.contract,
    )
    assert mask_of(world.dealt_hands[me]) == mask_of(deal.dealt_hands[me])
    # no card a seat has shown it cannot hold
    for seat in range(4):
        assert world.hand_mask(seat) & lacks[seat] == 0, (seat, world.hand(seat))
    # the poignées: the cards not played are still held; with the Excuse, no other trump
    played = seen.played_mask
    for seat, shown in seen.shown.items():
        mask = mask_of(shown)
        assert mask & ~played & ~world.hand_mask(seat) == 0
        if mask & EXCUSE:
            assert world.hand_mask(seat) & TRUMPS & ~mask == 0
    # the chien
    taker = deal.taker
    if deal.contract is not None and deal.contract.rank <= 1:
        assert world.kitty == deal.kitty
        for seat in range(4):
            if seat != taker:
                assert world.hand_mask(seat) & mask_of(deal.kitty) == 0
    elif deal.contract is not None:
        assert world.aside_mask() == mask_of(world.kitty)
        assert mask_of(world.kitty) & played == 0
    # the écart: its shown trumps, never a King or a bout; with trumps, no plain card left
    if deal.aside_mask() and deal.contract is not None and deal.contract.rank <= 1:
        aside = world.aside_mask()
        assert aside.bit_count() == 6
        assert aside & TRUMPS == deal.aside_mask() & TRUMPS
        assert aside & (KINGS | BOUT_CARDS) == 0
        assert aside & (played | world.hand_mask(taker)) == 0
        if aside & TRUMPS:
            assert world.hand_mask(taker) & PLAIN == 0
        if me == taker:
            assert aside == deal.aside_mask()
    # no petit sec, unless the real deal was annulled for one
    annulled = deal.is_over and not deal.history
    assert bool(world.petit_sec_seats()) == annulled


class TarotScenario:
    """A scenario deal (see :func:`scenario_deal`) played with random legal actions
    (``random_action``); the auction is ``random``, ``all_pass``, or ``forced``: the
    taker bids the contract the seed picks (Prise or Garde for ``trump_ecart``).
    ``lacks`` gathers, by seat, what its plays have shown it does not hold."""

    def __init__(self, kind: str, seed: int, bidding: str) -> None:
        self.rng = DealRng(seed)
        dealer, self.taker = self.rng.below(4), self.rng.below(4)
        self.bidding = bidding
        self.contract = CONTRACTS[seed % (2 if kind == "trump_ecart" else 4)]
        self.deal = scenario_deal(kind, self.rng, dealer, self.taker)
        self.lacks = [0, 0, 0, 0]
        self.steps = 0

    def step(self) -> None:
        deal = self.deal
        seat = deal.current_seat
        assert seat is not None
        action: Action
        if deal.phase is Phase.BIDDING and self.bidding != "random":
            bids = self.bidding == "forced" and seat == self.taker
            action = TarotBid(self.contract) if bids else PASS
        else:
            action = random_action(deal, TAROT, self.rng)
        if isinstance(action, Play):
            self.lacks[seat] |= cannot_hold(deal, action.card)
        deal.apply(action)
        self.steps += 1


def play_and_check(kind: str, seed: int, bidding: str, samples: int = 4) -> int:
    """Play a scenario deal and, at three random points, check samples drawn for every
    seat; return the number of samples checked."""
    game = TarotScenario(kind, seed, bidding)
    deal = game.deal
    checked = 0
    for stop in sorted(game.rng.below(90) for _ in range(3)):
        while game.steps < stop and not deal.is_over:
            game.step()
        for me in range(4):
            seen = deal.observation(me)
            assert tarot_voids_shown(seen) == game.lacks
            pool, slots = tarot_slots(seen)
            assert pool & (mask_of(seen.hand) | seen.played_mask) == 0
            rngs = [DealRng(seed * 1000 + game.steps * 4 + me + 9 * k) for k in range(samples)]
            worlds = [sample_deal(seen, rng) for rng in rngs]
            for world in worlds:
                check_tarot_sample(deal, seen, world, game.lacks)
            checked += len(worlds)
            # early in the deal, another seat's hand is a guess: it varies (the hand with
            # the most cards to choose from; a taker's may be forced, see trump_ecart)
            if deal.phase is not Phase.OVER and len(deal.tricks) < 3:
                slack, name = max(
                    ((slot.allowed & pool).bit_count() - slot.size, slot.name)
                    for slot in slots
                    if slot.name.startswith("hand:")
                )
                assert slack >= 3
                assert len({world.hand_mask(int(name[5:])) for world in worlds}) > 1
                if seen.kitty is None:  # nobody saw the chien
                    assert len({mask_of(world.kitty) for world in worlds}) > 1
    return checked


SCENARIOS = [
    ("dealt", "random"),
    ("dealt", "all_pass"),
    ("dealt", "forced"),
    ("poignee", "forced"),
    ("trump_ecart", "forced"),
]


@pytest.mark.parametrize(("kind", "bidding"), SCENARIOS)
def test_tarot_samples_agree_with_everything_the_seat_saw(kind: str, bidding: str) -> None:
    checked = sum(play_and_check(kind, seed, bidding) for seed in range(40))
    assert checked == 40 * 3 * 4 * 4


def test_tarot_scenarios_cover_every_phase_contract_poignee_and_trump_ecart() -> None:
    """The scenarios of the test above reach what they are meant to."""
    reached: set[object] = set()
    for kind, bidding in SCENARIOS:
        for seed in range(40):
            game = TarotScenario(kind, seed, bidding)
            deal = game.deal
            while not deal.is_over:
                reached.add(deal.phase)
                game.step()
            reached.update((deal.phase, deal.contract))
            if deal.contract in (Contract.PRISE, Contract.GARDE) and deal.aside_mask() & TRUMPS:
                reached.add("trump_ecart")
            for shown in deal.poignees.values():
                reached.add("poignee_excuse" if mask_of(shown) & EXCUSE else "poignee")
            if deal.history and deal.contract is None:
                reached.add("all_passed")
            if deal.chelem_announced:
                reached.add("chelem")
    wanted = {"trump_ecart", "poignee", "poignee_excuse", "all_passed", "chelem"}
    assert {*Phase, *Contract, *wanted} <= reached


def test_tarot_steered_draws_agree_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no free draw at all, the draws steered away from a petit sec are checked alike."""
    monkeypatch.setattr(tarot_sampling, "_FREE_TRIES", 0)
    for seed in range(12):
        play_and_check("dealt", seed, "forced", samples=2)
        play_and_check("poignee", seed, "forced", samples=2)


def petit_then_no_trump_deal() -> TarotDeal:
    """Seat 1 holds the Petit and the Excuse as its only trumps; it plays the Petit on the
    first trump led and a spade on the second: it has shown no trump left, so the Excuse,
    never played, must be in its hand (else it was dealt a petit sec)."""
    hands = [
        cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19"),
        [*cards("T1 EX"), *cards_from_mask(SUIT_MASKS[Suit.SPADES] & TAROT_PACK.mask), *cards("1H 2H")],
        cards("KH QH NH JH 10H 9H 8H 7H 6H 5H 4H 3H KD QD ND JD 10D 9D"),
        cards("T20 T21 8D 7D 6D 5D 4D 3D 2D 1D KC QC NC JC 10C 9C 8C 7C"),
    ]
    deal = TarotDeal(3, hands, cards("6C 5C 4C 3C 2C 1C"))
    deal.apply(TarotBid(Contract.GARDE_CONTRE))  # seat 0 takes; the chien stays unseen
    for _ in range(3):
        deal.apply(PASS)
    for text in ("T2", "T1", "KH", "T21", "T20", "T3", "KS", "QH"):
        deal.apply(Play.of(Card.parse(text)))
    return deal


@pytest.mark.parametrize("steered", [False, True])
def test_tarot_no_petit_sec_is_dealt(monkeypatch: pytest.MonkeyPatch, steered: bool) -> None:
    if steered:  # one draw only, steered at once: it must find the Excuse a place
        monkeypatch.setattr(tarot_sampling, "_FREE_TRIES", 0)
        monkeypatch.setattr(tarot_sampling, "_TRIES", 1)
    deal = petit_then_no_trump_deal()
    assert deal.tricks[1].cards[2] == Card.parse("KS")  # seat 1 showed no trump
    for me in (2, 3, 0):
        seen = deal.observation(me)
        assert tarot_voids_shown(seen)[1] & TRUMPS == TRUMPS
        for k in range(40):
            world = sample_deal(seen, DealRng(k))
            assert world.hand_mask(1) & EXCUSE  # its only way not to be a petit sec
            assert world.petit_sec_seats() == ()


def test_tarot_annulled_deal_is_sampled_with_a_petit_sec(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tarot_sampling, "_TRIES", 1)  # a free draw would hardly ever deal one
    hands = [
        cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19"),
        cards("T1 KS QS NS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S 1S KH QH NH"),
        cards("T20 T21 EX JH 10H 9H 8H 7H 6H 5H 4H 3H 2H 1H KD QD ND JD"),
        cards("10D 9D 8D 7D 6D 5D 4D 3D 2D 1D KC QC NC JC 10C 9C 8C 7C"),
    ]
    deal = TarotDeal(0, hands, cards("6C 5C 4C 3C 2C 1C"))
    assert deal.is_over and deal.petit_sec_seats() == (1,)
    for me in range(4):
        seen = deal.observation(me)
        for k in range(10):
            world = sample_deal(seen, DealRng(k))
            assert world.is_over and world.petit_sec_seats()
            assert world.hand(me) == deal.hand(me)


def test_tarot_voids_shown_follow_the_rules_of_play() -> None:
    deal = petit_then_no_trump_deal()
    voids = tarot_voids_shown(deal.observation(2))
    above_t2 = TRUMPS & ~mask_of(cards("T1 T2"))
    # trick 1, T2 led: seat 1 plays T1 under it (none above T2), seat 2 a heart (no trump)
    # trick 2, T20 led: seat 0 plays T3 (none above T20), seat 1 a spade (no trump)
    assert voids[1] == above_t2 | TRUMPS
    assert voids[2] == TRUMPS
    assert voids[0] == Card.parse("T21").mask
    assert voids[3] == 0


def test_tarot_trump_ecart_shapes_the_slots() -> None:
    for seed in range(30):
        rng = DealRng(seed)
        deal = scenario_deal("trump_ecart", rng, 0, 2)
        for action in (PASS, TarotBid(Contract.GARDE), PASS, PASS):
            deal.apply(action)
        ecart = deal.choice()
        assert ecart is not None
        deal.apply(TAROT.random_choice(ecart, rng))
        shown = deal.aside_mask() & TRUMPS
        assert shown  # the scenario forces trumps into the écart
        pool, slots = tarot_slots(deal.observation(0))
        by_name = {slot.name: slot for slot in slots}
        if shown.bit_count() < 6:
            assert by_name["ecart"].size == 6 - shown.bit_count()
            assert by_name["ecart"].allowed & ~PLAIN == 0
        else:  # six trumps: nothing of the écart is hidden
            assert "ecart" not in by_name
        assert by_name["hand:2"].allowed & PLAIN == 0  # all its plain cards went in the écart
        assert by_name["hand:1"].allowed & mask_of(deal.kitty) == 0
        assert "chien" not in by_name and pool & shown == 0


def test_tarot_sampling_is_reproducible_and_varies_with_the_seed() -> None:
    rng = DealRng(5)
    deal = scenario_deal("dealt", rng, 1, 0)
    for _ in range(30):
        deal.apply(random_action(deal, TAROT, rng))
    seen = deal.observation(2)
    one, two = sample_deal(seen, DealRng(3)), sample_deal(seen, DealRng(3))
    assert one.dealt_hands == two.dealt_hands and one.kitty == two.kitty
    assert len({sample_deal(seen, DealRng(s)).hand_mask(3) for s in range(10)}) == 10


def test_fill_tight_slots_shares_every_card_within_its_slots() -> None:
    spades, hearts = SUIT_MASKS[Suit.SPADES], SUIT_MASKS[Suit.HEARTS]
    pool = mask_of(cards("AS KS QS AH KH QH 10D 9D 8D"))
    slots = [Slot("a", 3, ~spades), Slot("b", 3, ~hearts), Slot("c", 3, spades | hearts)]
    seen = set()
    for seed in range(60):
        a, b, c = fill_tight_slots(pool, slots, DealRng(seed))
        assert a | b | c == pool and a.bit_count() == b.bit_count() == c.bit_count() == 3
        assert a & spades == 0 and b & hearts == 0 and c & ~(spades | hearts) == 0
        seen.add((a, b, c))
    assert len(seen) > 10
    with pytest.raises(SamplingError):
        fill_tight_slots(pool, [Slot("a", 4, spades), Slot("b", 5, -1)], DealRng(0))
    with pytest.raises(SamplingError):
        fill_tight_slots(pool, [Slot("a", 3, -1)], DealRng(0))


def test_a_tarot_observation_sampled_again_after_another_gives_the_same_deals() -> None:
    # the view of the observation sampled last is kept: it must not leak into another's samples
    observations = []
    for seed in (3, 4):
        match = Match("tarot", seed=seed, first_dealer=0)
        deal = match.new_deal()
        play_randomly_to(match, DealRng(seed), 30)
        observations.append(deal.observation(deal.current_seat or 0))
    first, second = observations

    def hands(obs: Observation, seed: int) -> list[tuple[Card, ...]]:
        return list(sample_deal(obs, DealRng(seed)).dealt_hands)

    alone = [hands(first, seed) for seed in range(3)]
    for seed in range(3):
        hands(second, seed)
        assert hands(first, seed) == alone[seed]
        copy = replace(first)  # an equal observation, another object
        assert hands(copy, seed) == alone[seed]
