"""La Carotte's computer player (``atout.ai.carotte``): legal moves, the heuristics
in chosen situations, determinism, and the fast rollouts used by search.

The situations are built from chosen cards; each expected move was worked out from the
heuristic's stated rule, and each test fails if that rule is broken.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from atout.ai.bot import MatchView
from atout.ai.carotte import (
    CarottePolicy,
    bid_estimate,
    contract_value,
    make_chance,
    outcome_value,
)
from atout.ai.driver import play_deal
from atout.ai.levels import make_bot
from atout.ai.search import SearchBot
from atout.rules import (
    CAROTTE_PACK,
    PASS,
    Action,
    Card,
    CarotteBid,
    CarotteDeal,
    CarotteOptions,
    DealResult,
    DealRng,
    Discard,
    Match,
    Observation,
    Phase,
    Play,
    Suit,
    get_game,
    mask_of,
)
from atout.rules.sampling import sample_deal

NORMAL = CarottePolicy("normal")
EASY = CarottePolicy("easy")
VIEW = MatchView()
RNG = DealRng(0)


# -- helpers ---------------------------------------------------------------------------------------
def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def mask(text: str) -> int:
    return mask_of(cards(text))


def bid(tricks: int, suit: str) -> CarotteBid:
    return CarotteBid(tricks, Suit.parse(suit))


def make_deal(dealer: int, hands: dict[int, str], mise: str = "", **options: object) -> CarotteDeal:
    """A deal where the seats of ``hands`` hold those cards; the other seats and the mise
    get the cards left, in pack order."""
    given = {seat: cards(text) for seat, text in hands.items()}
    taken = {card for hand in given.values() for card in hand} | set(cards(mise))
    rest = [card for card in CAROTTE_PACK if card not in taken]
    all_hands = []
    for seat in range(4):
        if seat in given:
            all_hands.append(given[seat])
        else:
            all_hands.append(rest[:6])
            rest = rest[6:]
    kitty = cards(mise) if mise else rest[:4]
    return CarotteDeal(dealer, all_hands, kitty, CarotteOptions(**options))  # type: ignore[arg-type]


def apply_all(deal: CarotteDeal, actions: Sequence[Action | str]) -> None:
    """Apply actions for the seats to act: a card text is that card's play."""
    for action in actions:
        deal.apply(Play.of(Card.parse(action)) if isinstance(action, str) else action)


def declare(deal: CarotteDeal, contract: CarotteBid, discard: str) -> int:
    """The first seat to speak bids ``contract``, the others pass, it discards."""
    declarer = deal.current_seat
    assert declarer is not None
    apply_all(deal, [contract, PASS, PASS, PASS, Discard.of(cards(discard))])
    return declarer


def normal_play(deal: CarotteDeal) -> Action:
    seat = deal.current_seat
    assert seat is not None
    return NORMAL.play(deal.observation(seat), VIEW, RNG)


def first_call(hand: str, view: MatchView = VIEW, dealer: int = 0) -> Action:
    """What normal calls with ``hand`` as the first seat to speak."""
    deal = make_deal(dealer, {(dealer + 1) % 4: hand})
    return NORMAL.bid(deal.observation((dealer + 1) % 4), view, RNG)


# -- legal moves over many deals -------------------------------------------------------------------
@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize(
    "options",
    [{}, {"dealer_must_bid": True, "show_mise": True}, {"count_overtricks": True, "carotte_stake": 3}],
)
def test_a_level_plays_only_legal_moves(level: str, options: dict[str, object]) -> None:
    # play_deal applies every move through the rules: an illegal one raises BotError
    for seed in range(100):
        others = ["random", "easy", "normal"][seed % 3]
        levels = [level if seat % 2 == seed % 2 else others for seat in range(4)]
        match = Match("carotte", options, seed=seed, first_dealer=seed % 4)
        bots = [make_bot(levels[seat], game="carotte", seat=seat, seed=seed + seat) for seat in range(4)]
        deal = play_deal(match, bots)
        assert deal.is_over


def test_a_whole_match_of_normal_players_ends() -> None:
    match = Match("carotte", {"target": 12}, seed=5)
    bots = [make_bot("normal", game="carotte", seat=seat, seed=seat) for seat in range(4)]
    for _ in range(200):
        play_deal(match, bots)
        if match.is_over:
            break
    assert match.is_over and match.winners is not None


# -- bidding ---------------------------------------------------------------------------------------
def test_a_hand_good_for_five_bids_five_and_a_weak_one_passes() -> None:
    assert first_call("AH KH 9H 8H AS 8C") == bid(5, "H")
    assert first_call("10H 9H 8S 9D 8C JC") == PASS


def test_the_carotte_only_when_all_six_tricks_are_nearly_sure() -> None:
    # six top trumps: nothing can beat them
    assert first_call("AH KH QH JH 10H 9H") == bid(6, "H")
    # strong, but a carotte here fails one time in six: the five is worth more
    assert make_chance(bid_estimate(mask("AH KH 9H 8H AS 8C"), Suit.HEARTS) + 0.25, 6) < 0.9
    assert first_call("AH KH 9H 8H AS 8C") == bid(5, "H")


def test_near_the_target_a_marginal_hand_bids_to_win_the_match() -> None:
    hand = "KH 10H 9H QS JD 8C"
    deal = make_deal(0, {0: hand})
    apply_all(deal, [PASS, PASS, PASS])  # the dealer speaks last
    obs = deal.observation(0)
    assert NORMAL.bid(obs, MatchView(totals=(0, 0, 0, 0)), RNG) == PASS
    call = NORMAL.bid(obs, MatchView(totals=(21, 0, 0, 0)), RNG)
    assert isinstance(call, CarotteBid) and call.tricks == 4  # 4 points reach 25


def test_a_rival_about_to_win_the_match_is_overcalled() -> None:
    deal = make_deal(0, {2: "AH 10H 9H KS 8D 8C"})
    apply_all(deal, [bid(4, "C")])  # seat 1 bids 4
    obs = deal.observation(2)
    assert NORMAL.bid(obs, MatchView(totals=(0, 0, 0, 0)), RNG) == PASS
    assert NORMAL.bid(obs, MatchView(totals=(0, 23, 0, 0)), RNG) == bid(5, "H")


def test_a_dearer_chip_bids_the_carotte_that_a_cheaper_one_trades_for_a_sure_five() -> None:
    # six tricks 88% sure, five nearly sure: at 0.2 point a chip the carotte is worth
    # 6 x (2 x 0.876 - 1) = 4.5 against 5 for the five; at 0.3 point, 6.8
    hand = "AH KH QH 9H AS 8C"
    assert make_chance(bid_estimate(mask(hand), Suit.HEARTS) + 0.25, 6) == pytest.approx(0.876, abs=0.001)
    assert first_call(hand) == bid(5, "H")
    dear = CarottePolicy("normal", chip_points=3.0)
    deal = make_deal(0, {1: hand})
    assert dear.bid(deal.observation(1), VIEW, RNG) == bid(6, "H")
    # six tricks 70% sure: 9 x 0.4 = 3.6 does not beat the five (5 x 0.81 = 4.0)
    deal = make_deal(0, {1: "AH QH 9H 8H AS 8C"})
    assert dear.bid(deal.observation(1), VIEW, RNG) == bid(5, "H")


def test_the_expert_counts_a_chip_dearer_than_hard() -> None:
    deal = make_deal(0, {1: "AH KH QH 9H AS 8C"})
    obs = deal.observation(1)
    hard, expert = (make_bot(level, game="carotte", seat=1) for level in ("hard", "expert"))
    assert isinstance(hard, SearchBot) and isinstance(expert, SearchBot)
    assert hard.policy.bid(obs, VIEW, RNG) == bid(5, "H")
    assert expert.policy.bid(obs, VIEW, RNG) == bid(6, "H")


def test_easy_is_tempted_by_the_carotte_where_normal_bids_five() -> None:
    deal = make_deal(0, {1: "AH KH 9H 8H AS 8C"})
    obs = deal.observation(1)
    assert EASY.bid(obs, VIEW, DealRng(1)) == bid(6, "H")
    assert NORMAL.bid(obs, VIEW, DealRng(1)) == bid(5, "H")


def test_bid_candidates_are_few_legal_calls_with_the_pass() -> None:
    for seed in range(30):
        match = Match("carotte", seed=seed)
        deal = match.new_deal()
        for call in (PASS, bid(4, "S")):
            obs = deal.observation(deal.current_seat or 0)
            candidates = NORMAL.bid_candidates(obs, VIEW)
            assert PASS in candidates and 2 <= len(candidates) <= 4
            assert set(candidates) <= set(obs.legal_actions)
            assert NORMAL.bid(obs, VIEW, RNG) in candidates
            deal.apply(call)


# -- the discard -----------------------------------------------------------------------------------
def test_the_discard_keeps_trumps_and_masters_and_empties_short_suits() -> None:
    deal = make_deal(0, {1: "AH KH QH AS KS 8D"}, mise="9H 8S 9D 8C")
    apply_all(deal, [bid(5, "H"), PASS, PASS, PASS])
    obs = deal.observation(1)
    assert NORMAL.discard(obs, VIEW, RNG) == Discard.of(cards("8S 8D 9D 8C"))
    candidates = NORMAL.discard_candidates(obs, VIEW, RNG)
    assert candidates[0] == NORMAL.discard(obs, VIEW, RNG)
    assert 3 <= len(candidates) <= 6 and len(set(candidates)) == len(candidates)
    for candidate in candidates:
        assert isinstance(candidate, Discard) and candidate.mask.bit_count() == 4
        assert candidate.mask & ~mask_of(obs.hand) == 0


def test_a_king_under_a_discarded_ace_is_counted_a_master() -> None:
    # with the Ace of spades in hand, the King of spades behind it is worth keeping: the
    # estimate reads ranks among the cards still out
    deal = make_deal(0, {1: "AH KH QH JH AS KS"}, mise="8S 8D 9C 8C")
    apply_all(deal, [bid(6, "H"), PASS, PASS, PASS])
    assert NORMAL.discard(deal.observation(1), VIEW, RNG) == Discard.of(cards("8S 8D 9C 8C"))


# -- card play -------------------------------------------------------------------------------------
def test_the_declarer_draws_trumps_with_the_master_before_cashing_side_aces() -> None:
    deal = make_deal(0, {1: "AH QH 9H AS AD 8C"}, mise="8S 9S 10S 9D")
    declare(deal, bid(4, "H"), "8S 9S 10S 9D")
    assert normal_play(deal) == Play.of(Card.parse("AH"))


def test_with_trumps_to_spare_the_declarer_forces_out_the_ace_of_trumps_first() -> None:
    # the side Aces would win now, but a defender short in spades or diamonds could ruff
    # them later: the King of trumps goes first, to draw the Ace and two more trumps
    deal = make_deal(0, {1: "KH QH JH AS AD 8C"}, mise="8S 9S 10S 9D")
    declare(deal, bid(4, "H"), "8S 9S 10S 9D")
    assert normal_play(deal) == Play.of(Card.parse("KH"))


def test_a_defender_does_not_overtake_a_partner_who_holds_the_trick() -> None:
    deal = make_deal(0, {1: "QS 8C 9C 10C JC QC", 2: "KS 8D 9D 10D JD QD", 3: "AS 9S 8H 9H 10H JH"})
    declare(deal, bid(4, "C"), "8C 9C 10C JC")  # the mise is the 4 cards left: discarded
    apply_all(deal, ["QS", "KS"])  # the declarer leads, the partner on his left takes it
    assert normal_play(deal) == Play.of(Card.parse("9S"))


def test_a_defender_keeps_his_master_when_his_partners_card_may_well_win() -> None:
    deal = make_deal(
        0,
        {1: "8C JS 8D AH KH QH", 2: "9C 8S 9D 10D JD QD", 3: "AC QS KD AD 8H 9H", 0: "10C AS 9S JC QC KC"},
        mise="KS 10S JH 10H",
    )
    declare(deal, bid(4, "H"), "KS 10S JH 10H")
    apply_all(deal, ["8C", "9C", "AC", "10C"])  # seat 3 takes the first trick
    apply_all(deal, ["QS"])
    # only the King of spades beats the Queen, and the declarer, to play last, holds it
    # about one time in four (or may ruff): the Ace would take the trick, but it should
    # take one later anyway
    assert normal_play(deal) == Play.of(Card.parse("9S"))


def test_the_last_defender_ruffs_the_declarers_trick_with_his_lowest_trump() -> None:
    deal = make_deal(
        0,
        {1: "AS QH AH 8C 9C 10C", 2: "8S 9S 9D 10D JD QD", 3: "10S JS 8D KD AD KC", 0: "8H JH KH AC QC JC"},
        mise="KS QS 10H 9H",
    )
    declare(deal, bid(4, "H"), "8C 9C 10C QS")
    apply_all(deal, ["AS", "8S", "10S"])  # seat 0 has no spade
    assert normal_play(deal) == Play.of(Card.parse("8H"))


def test_the_declarer_last_to_play_wins_with_his_cheapest_winning_card() -> None:
    deal = make_deal(
        0,
        {1: "8S AD QD 8D KH QH", 2: "AS 9D 9S 10S JS QS", 3: "10D 8C 9C 10C JC QC", 0: "JD KS KD KC AC 8H"},
        mise="JH 10H 9H AH",
    )
    declare(deal, bid(4, "H"), "JH 10H 9H AH")
    apply_all(deal, ["8S", "AS", "8C", "KS"])  # seat 2 takes the first trick
    apply_all(deal, ["9D", "10D", "JD"])
    # the Queen wins as surely as the Ace (nobody plays after him): the Ace is kept, and
    # the Eight would lose the trick
    assert normal_play(deal) == Play.of(Card.parse("QD"))


def test_a_defender_on_lead_cashes_a_card_the_declarer_cannot_beat() -> None:
    deal = make_deal(
        0,
        {1: "AH KH QH 8S QD JD", 2: "8H AS KS 8D 9C 10C", 3: "9H JH 9S 8C JC QC", 0: "10H JS 10S KC AC 9D"},
        mise="QS AD KD 10D",
    )
    declare(deal, bid(4, "H"), "QS AD KD 10D")
    apply_all(deal, ["AH", "8H", "9H", "10H"])
    apply_all(deal, ["KH", "9C", "JH", "9D"])
    apply_all(deal, ["QH", "10C", "8C", "KC"])
    apply_all(deal, ["8S", "AS", "9S", "10S"])  # seat 2 takes it and leads
    assert deal.current_seat == 2
    # no trump is left and the Ace of spades is gone: the King cannot be beaten
    assert normal_play(deal) == Play.of(Card.parse("KS"))


def test_once_the_contract_is_made_the_declarer_plays_his_lowest_card() -> None:
    deal = make_deal(0, {1: "AH KH QH JH AS 8D"}, mise="8S 9S 10S 9D")
    declare(deal, bid(4, "H"), "8S 9S 10S 9D")
    checked = 0
    while not deal.is_over:
        seat = deal.current_seat
        assert seat is not None
        action = normal_play(deal)
        legal = [play.card for play in deal.legal_actions() if isinstance(play, Play)]
        if seat == 1 and deal.tricks_won(1) >= 4 and len(legal) > 1:
            assert isinstance(action, Play) and action.card.rank == min(card.rank for card in legal)
            checked += 1
        deal.apply(action)
    assert deal.tricks_won(1) >= 4 and checked >= 1


def test_easy_makes_mistakes_that_normal_does_not() -> None:
    plays = differ = 0
    for seed in range(40):
        match = Match("carotte", seed=seed)
        deal = match.new_deal()
        bots = [make_bot("normal", game="carotte", seat=seat, seed=seat) for seat in range(4)]
        while not deal.is_over:
            seat = deal.current_seat
            assert seat is not None
            obs = deal.observation(seat)
            if obs.phase is Phase.PLAY and len(obs.legal_actions) > 1:
                plays += 1
                rng = DealRng(seed * 100 + plays)
                differ += EASY.play(obs, VIEW, rng) != NORMAL.play(obs, VIEW, rng)
            action = bots[seat].choose(obs, VIEW)
            assert action is not None
            match.apply(action)
    assert plays > 200 and 0.15 < differ / plays < 0.8


# -- what a deal is worth --------------------------------------------------------------------------
def test_chips_weigh_a_carotte_like_a_bid_of_six_points() -> None:
    options = CarotteOptions()
    made = (30, -10, -10, -10)
    # a bid of 6 points made: +6 to its declarer, -6/3 to each other seat
    assert outcome_value((6, 0, 0, 0), None, 0, options) == pytest.approx(6.0)
    assert outcome_value((6, 0, 0, 0), None, 1, options) == pytest.approx(-2.0)
    assert outcome_value((0, 0, 0, 0), made, 0, options) == pytest.approx(6.0)
    assert outcome_value((0, 0, 0, 0), made, 1, options) == pytest.approx(-2.0)
    # the rate follows the stake: a carotte at 20 chips weighs the same
    doubled = CarotteOptions(carotte_stake=20)
    assert outcome_value((0, 0, 0, 0), (60, -20, -20, -20), 0, doubled) == pytest.approx(6.0)
    # a level that counts a chip at 0.3 point: the made carotte is worth 9, and -3
    assert outcome_value((0, 0, 0, 0), made, 0, options, chip_points=3.0) == pytest.approx(9.0)
    assert contract_value(1, 0, 6, True, options=options, chip_points=3.0) == pytest.approx(-3.0)
    # a failed 5 costs its declarer 5, and is worth 5/3 to each rival
    assert contract_value(2, 2, 5, False, options=options) == pytest.approx(-5.0)
    assert contract_value(0, 2, 5, False, options=options) == pytest.approx(5 / 3)


def test_crossing_the_target_is_worth_the_match() -> None:
    options = CarotteOptions()
    scores = (4, 0, 0, 0)
    assert outcome_value(scores, None, 0, options, (22, 0, 0, 0)) == pytest.approx(4 + 10)
    assert outcome_value(scores, None, 1, options, (22, 0, 0, 0)) == pytest.approx(-4 / 3 - 10 / 3)
    assert outcome_value(scores, None, 0, options, (10, 0, 0, 0)) == pytest.approx(4)


def test_value_reads_the_result_of_a_played_deal() -> None:
    match = Match("carotte", seed=3)
    bots = [make_bot("normal", game="carotte", seat=seat, seed=seat) for seat in range(4)]
    deal = play_deal(match, bots)
    result = deal.result()
    total = sum(NORMAL.value(result, seat, deal, VIEW) for seat in range(4))
    assert total == pytest.approx(0.0)  # relative values add up to nothing
    empty = DealResult((0, 0, 0, 0), (0, 0, 0, 0), annulled=True)
    assert NORMAL.value(empty, 0, deal, VIEW) == 0.0


# -- determinism -----------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_same_seed_and_observation_give_the_same_move(level: str) -> None:
    for seed in range(6):
        match = Match("carotte", seed=seed)
        deal = match.new_deal()
        while not deal.is_over:
            seat = deal.current_seat
            assert seat is not None
            obs = deal.observation(seat)
            first = make_bot(level, game="carotte", seat=seat, seed=9).choose(obs, VIEW)
            again = make_bot(level, game="carotte", seat=seat, seed=9).choose(obs, VIEW)
            assert first == again and first is not None
            match.apply(first)


# -- rollouts --------------------------------------------------------------------------------------
@pytest.mark.parametrize("options", [{}, {"dealer_must_bid": True}, {"count_overtricks": True}])
def test_rollout_action_plays_whole_deals_legally(options: dict[str, object]) -> None:
    rules = get_game("carotte")
    rng = DealRng(4)
    declared = 0
    for seed in range(150):
        hands, kitty = rules.deal_cards(DealRng(seed), seed % 4)
        deal = CarotteDeal(seed % 4, hands, kitty, CarotteOptions(**options))  # type: ignore[arg-type]
        while not deal.is_over:
            deal.apply(NORMAL.rollout_action(deal, rng))  # the rules check every action
        declared += not deal.result().annulled
    assert declared > 100  # it bids on good hands


def test_rollout_action_finishes_deals_sampled_from_an_observation() -> None:
    rng = DealRng(8)
    for seed in range(40):
        match = Match("carotte", seed=seed)
        deal = match.new_deal()
        bots = [make_bot("normal", game="carotte", seat=seat, seed=seat) for seat in range(4)]
        steps = 0
        while not deal.is_over and steps < 5 + seed % 20:
            seat = deal.current_seat
            assert seat is not None
            action = bots[seat].choose(deal.observation(seat), VIEW)
            assert action is not None
            match.apply(action)
            steps += 1
        if deal.is_over:
            continue
        world = sample_deal(deal.observation(seed % 4), DealRng(seed))
        while not world.is_over:
            world.apply(NORMAL.rollout_action(world, rng))
        assert len(world.tricks) == 6 or world.result().annulled


def _observations(level: str, deals: int) -> list[Observation]:
    out = []
    for seed in range(deals):
        match = Match("carotte", seed=seed)
        deal = match.new_deal()
        bots = [make_bot(level, game="carotte", seat=seat, seed=seat) for seat in range(4)]
        while not deal.is_over:
            seat = deal.current_seat
            assert seat is not None
            obs = deal.observation(seat)
            out.append(obs)
            action = bots[seat].choose(obs, VIEW)
            assert action is not None
            match.apply(action)
    return out


def test_normal_answers_every_observation_of_a_deal_with_a_legal_action() -> None:
    for obs in _observations("normal", 10):
        if obs.choice is not None:
            action = NORMAL.discard(obs, VIEW, RNG)
            assert isinstance(action, Discard) and action.mask & ~obs.choice.allowed_mask == 0
        elif obs.phase is Phase.BIDDING:
            assert NORMAL.bid(obs, VIEW, RNG) in obs.legal_actions
        else:
            assert NORMAL.announce(obs, VIEW, RNG) is None
            assert NORMAL.play(obs, VIEW, RNG) in obs.legal_actions
