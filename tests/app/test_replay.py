"""The replay of a finished deal (``atout.play.replay``, no Qt): one moment per action, every card
accounted for at every moment, the tricks as the deal played them, the stops of the review."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from atout.play.replay import DealReplay
from atout.rules import (
    Contract,
    Deal,
    DealRng,
    Discard,
    Keep,
    Match,
    MatchContext,
    Play,
    RoughBid,
    TarotBid,
    get_game,
)
from atout.rules.selfplay import random_action

GAMES = ("carotte", "rough", "tarot")


def random_deals(game: str, seed: int, count: int) -> Match:
    """A match of ``count`` deals (fewer if it ends) played with random legal actions."""
    match = Match(game, None, seed=seed, first_dealer=seed % 4)
    rng = DealRng(seed)
    for _ in range(count):
        if match.is_over:
            break
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
    return match


def first_deal(game: str, wanted: Callable[[Deal], bool], seeds: range = range(1, 400)) -> tuple[Match, int]:
    """The first deal of random matches that ``wanted`` accepts."""
    for seed in seeds:
        match = random_deals(game, seed, 1)
        if wanted(match.deals[0]):
            return match, 0
    raise AssertionError("no such deal in the seeds tried")


def cards_of(deal: Deal) -> set[object]:
    return {card for hand in deal.dealt_hands for card in hand} | set(deal.kitty)


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_has_one_moment_per_action_from_the_cards_as_dealt(game: str) -> None:
    for seed in range(1, 6):
        match = random_deals(game, seed, 3)
        for index, deal in enumerate(match.deals):
            replay = DealReplay.of_match(match, index)
            assert len(replay.moments) == len(deal.history) + 1
            assert [set(hand) for hand in replay.moments[0].hands] == [set(hand) for hand in deal.dealt_hands]
            assert replay.moments[0].action is None and replay.moments[0].actor is None
            assert [(m.actor, m.action) for m in replay.moments[1:]] == list(deal.history)
            assert replay.result == match.results[index]


@pytest.mark.parametrize("game", GAMES)
def test_every_card_is_in_a_hand_set_aside_on_the_table_or_in_a_won_trick(game: str) -> None:
    for seed in range(1, 6):
        match = random_deals(game, seed, 2)
        for index, deal in enumerate(match.deals):
            every = cards_of(deal)
            for moment in DealReplay.of_match(match, index).moments:
                held = [card for hand in moment.hands for card in hand]
                on_table = [] if moment.trick_winner is not None else [card for _, card in moment.trick]
                assert len(set(held)) == len(held)
                assert not set(held) & set(moment.aside)
                count = len(held) + len(moment.aside) + len(on_table) + 4 * sum(moment.tricks_won)
                assert count == len(every), (seed, index, moment.number)
                assert set(held) | set(moment.aside) <= every


@pytest.mark.parametrize("game", GAMES)
def test_a_card_played_leaves_its_players_hand_and_a_finished_trick_stays_in_view(game: str) -> None:
    match = random_deals(game, 7, 4)
    for index, deal in enumerate(match.deals):
        replay = DealReplay.of_match(match, index)
        finished = []
        for before, moment in zip(replay.moments, replay.moments[1:], strict=False):
            if not isinstance(moment.action, Play):
                continue
            card, seat = moment.action.card, moment.actor
            assert seat is not None
            assert card in before.hands[seat] and card not in moment.hands[seat]
            assert (seat, card) == moment.trick[-1]
            if moment.completes_trick:
                finished.append((moment.trick, moment.trick_winner))
        assert finished == [(trick.plays(), trick.winner) for trick in deal.tricks]


@pytest.mark.parametrize("game", GAMES)
def test_the_stops_are_the_deal_the_eve_of_the_play_and_each_tricks_end(game: str) -> None:
    match, index = first_deal(game, lambda deal: bool(deal.tricks))
    deal = match.deals[index]
    replay = DealReplay.of_match(match, index)
    first_card = 1 + next(i for i, (_, action) in enumerate(deal.history) if isinstance(action, Play))
    ends = []
    played = 0
    for number, (_, action) in enumerate(deal.history, start=1):
        if isinstance(action, Play):
            played += 1
            if played % 4 == 0:
                ends.append(number)
    expected = sorted({0, first_card - 1, *ends, len(deal.history)})
    assert list(replay.stops) == expected
    walked = [0]
    while walked[-1] != replay.last:
        walked.append(replay.next_stop(walked[-1]))
    assert walked == expected
    assert replay.previous_stop(replay.last) == expected[-2]
    assert replay.previous_stop(0) == 0 and replay.next_stop(replay.last) == replay.last


def test_the_chien_is_aside_until_the_taker_takes_it_then_the_ecart() -> None:
    def garde(deal: Deal) -> bool:
        return any(
            isinstance(a, TarotBid) and a.contract in (Contract.PRISE, Contract.GARDE)
            for _, a in deal.history
        ) and any(isinstance(a, Discard) for _, a in deal.history)

    match, index = first_deal("tarot", garde)
    deal = match.deals[index]
    replay = DealReplay.of_match(match, index)
    [(taker, ecart)] = [(seat, action) for seat, action in deal.history if isinstance(action, Discard)]
    at_ecart = 1 + next(i for i, (_, action) in enumerate(deal.history) if isinstance(action, Discard))
    assert set(replay.moments[0].aside) == set(deal.kitty) and not replay.moments[0].aside_is_discard
    after = replay.moments[at_ecart]
    assert set(after.aside) == set(ecart.cards)
    assert after.aside_is_discard and after.discarder == taker
    assert len(replay.moments[at_ecart - 1].hands[taker]) == len(deal.dealt_hands[taker]) + len(deal.kitty)
    assert set(replay.moments[-1].aside) == set(ecart.cards)


def test_a_chien_nobody_takes_stays_aside_to_the_end() -> None:
    def garde_sans(deal: Deal) -> bool:
        return any(
            isinstance(a, TarotBid) and a.contract in (Contract.GARDE_SANS, Contract.GARDE_CONTRE)
            for _, a in deal.history
        ) and bool(deal.tricks)

    match, index = first_deal("tarot", garde_sans)
    deal = match.deals[index]
    for moment in DealReplay.of_match(match, index).moments:
        assert set(moment.aside) == set(deal.kitty) and not moment.aside_is_discard


def test_a_keep_takes_the_highest_bid_before_it() -> None:
    def keep_after_bids(deal: Deal) -> bool:
        kinds = [type(a) for _, a in deal.history]
        return Keep in kinds and RoughBid in kinds[: kinds.index(Keep)]

    match, index = first_deal("rough", keep_after_bids)
    deal = match.deals[index]
    replay = DealReplay.of_match(match, index)
    keep_at = 1 + next(i for i, (_, action) in enumerate(deal.history) if isinstance(action, Keep))
    bids = [a.points for _, a in deal.history[: keep_at - 1] if isinstance(a, RoughBid)]
    assert replay.keep_points(keep_at) == max(bids)
    assert replay.keep_points(1) is None


@pytest.mark.parametrize("game", GAMES)
def test_every_deal_of_whole_matches_replays_in_its_match_situation(game: str) -> None:
    options = {"deals": 4} if game == "tarot" else None
    for seed in (3, 4):
        match = Match(game, options, seed=seed, first_dealer=0)
        rng = DealRng(seed)
        while not match.is_over and len(match.results) < 60:
            deal = match.new_deal()
            while not deal.is_over:
                match.apply(random_action(deal, match.rules, rng))
        for index in range(len(match.results)):
            replay = DealReplay.of_match(match, index)
            assert replay.replayed_result == match.results[index]


def test_a_deal_under_way_is_not_replayed() -> None:
    match = Match("carotte", None, seed=5, first_dealer=0)
    deal = match.new_deal()
    with pytest.raises(ValueError, match="finished deal"):
        DealReplay(get_game("carotte"), deal, MatchContext())
    with pytest.raises(ValueError, match="not a finished deal"):
        DealReplay.of_match(match, 0)
    with pytest.raises(ValueError, match="not a finished deal"):
        DealReplay.of_match(match, -1)
