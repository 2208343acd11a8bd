"""The Tarot expert's weight of a sample (``atout.ai.tarot.likelihood``) is the search's generic
reading made fast: on samples drawn at every stage of deals played by the normal level, with a
chelem announced or not, it gives the very same number. The generic reading's numbers are recorded
(:mod:`generic_answers`), and read again at one observation in ten."""

from __future__ import annotations

import pytest
from generic_answers import record
from tarot_deals import strong_taker_deal

from atout.ai.bot import MatchView
from atout.ai.levels import make_bot
from atout.ai.search import SearchBot
from atout.ai.tarot.likelihood import sample_weight
from atout.rules import (
    Chelem,
    DealRng,
    Match,
    Observation,
    Play,
    TarotDeal,
)
from atout.rules.sampling import draw_sample, sample_deal


def observations(deals: int) -> list[Observation]:
    """Observations of every seat at a dozen points of ``deals`` deals the normal level plays."""
    out: list[Observation] = []
    for seed in range(deals):
        match = Match("tarot", seed=300 + seed, first_dealer=seed % 4)
        bots = [make_bot("normal", game="tarot", seat=seat, seed=seed) for seat in range(4)]
        deal = match.new_deal()
        step = 0
        while not deal.is_over:
            seat = deal.current_seat
            assert seat is not None
            if step % 7 == 3 or step in {1, 2}:
                out.extend(deal.observation(other) for other in range(4))
            match.apply(bots[seat].choose(deal.observation(seat), MatchView.of(match)))
            step += 1
    return out


ANSWERS = record("tarot_likelihoods")


@pytest.mark.parametrize("play_weight", [0.3, 1.0])
def test_the_weight_of_a_sample_is_the_generic_readings(play_weight: float) -> None:
    bot = SearchBot("tarot", 0, 0, "expert")
    bot.settings = type(bot.settings)(**{**bot.settings.__dict__, "play_weight": play_weight})
    checked = weighed = 0
    for number, obs in enumerate(observations(30)):
        bot.seat = obs.seat
        for index in range(3):
            sample = draw_sample(obs, DealRng(number).derive(index))
            world = sample.deal()
            assert isinstance(world, TarotDeal)

            def generic(obs: Observation = obs, world: TarotDeal = world) -> float:
                return bot._replayed_likelihood(obs, world)

            live = number % 10 == 0  # one observation in ten: the generic reading again, on both
            expected = ANSWERS.of(f"{play_weight}/{number}/{index}", generic, live=live)
            assert sample_weight(world, obs.seat, play_weight) == expected, (number, index)
            # the sample's cards alone, before it is replayed, read the same
            assert sample_weight(sample, obs.seat, play_weight) == expected, (number, index)
            if live:
                assert bot._replayed_likelihood(obs, sample) == expected, (number, index)
            checked += 1
            weighed += expected != 1.0
    assert checked > 1500 and weighed > checked // 2  # the calls and cards do weigh


def test_after_a_chelem_announced_the_taker_leads_in_both_readings() -> None:
    deal = strong_taker_deal(dealer=2)
    deal.apply(Chelem(), 1)
    assert deal.current_seat == 1  # the taker leads, not the dealer's right
    for _ in range(6):
        plays = [action for action in deal.legal_actions() if type(action) is Play]
        deal.apply(plays[0])
    bot = SearchBot("tarot", 0, 0, "expert")
    for seat in (0, 1, 3):
        bot.seat = seat
        obs = deal.observation(seat)
        for index in range(20):
            world = sample_deal(obs, DealRng(seat).derive(index))
            assert isinstance(world, TarotDeal)
            assert sample_weight(world, seat, 0.3) == bot._replayed_likelihood(obs, world)
