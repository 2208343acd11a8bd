"""The Tarot play-out on bitmasks (``atout.ai.tarot.quickplay``, on ``atout.ai.tarot.table``) is the
search's generic play-out made fast: from positions all through the card play of deals played by
the normal level and at random, for every seat, blind or seeing, with the last tricks solved or not
and under solver budgets that run out, it gives the very same value. The generic play-out's values
are recorded (:mod:`generic_answers`), and computed again at the first position of each case."""

from __future__ import annotations

from dataclasses import replace

import pytest
from generic_answers import record

from atout.ai.bot import MatchView
from atout.ai.levels import make_bot
from atout.ai.search import SearchBot
from atout.ai.tarot import TarotPolicy
from atout.ai.tarot.quickplay import play_out
from atout.ai.tarot.table import PlayState
from atout.rules import Action, Deal, DealRng, Match, Observation, Phase, TarotDeal, mask_of
from atout.rules.selfplay import random_action
from atout.rules.tarot import playable


def positions(deals: int, variant: str) -> list[TarotDeal]:
    """Copies of deals at every fifth card of their play: half played by the normal level, half
    at random."""
    out: list[TarotDeal] = []
    for seed in range(deals):
        match = Match("tarot", {"excuse_last_trick": variant}, seed=500 + seed, first_dealer=seed % 4)
        bots = [make_bot("normal", game="tarot", seat=seat, seed=seed) for seat in range(4)]
        rng = DealRng(seed)
        deal = match.new_deal()
        assert isinstance(deal, TarotDeal)
        cards = 0
        while not deal.is_over:
            seat = deal.current_seat
            assert seat is not None
            if deal.phase is Phase.PLAY:
                if cards % 5 == 2:
                    out.append(deal.clone())
                cards += 1
            action = bots[seat].choose(deal.observation(seat), MatchView.of(match))
            match.apply(action if seed % 2 else random_action(deal, match.rules, rng))
    return out


ANSWERS = record("tarot_play_outs")


def generic_bot() -> SearchBot:
    bot = SearchBot("tarot", 0, 0, "expert")
    bot.policy.play_out = lambda *args, **kwargs: None  # type: ignore[method-assign]
    return bot


@pytest.mark.parametrize("variant", ["winner", "fft"])
@pytest.mark.parametrize(
    ("seeing", "solver_tricks", "nodes"), [(False, 0, 3000), (True, 2, 3000), (True, 4, 300)]
)
def test_the_play_out_on_bitmasks_gives_the_generic_value(
    variant: str, seeing: bool, solver_tricks: int, nodes: int
) -> None:
    bot = generic_bot()
    bot.settings = replace(bot.settings, solver_nodes=nodes)
    checked = 0
    case = f"{variant}/{seeing}/{solver_tricks}/{nodes}"
    for index, deal in enumerate(positions(16, variant)):
        before = (deal.history[:], [deal.hand_mask(seat) for seat in range(4)])
        for seat in range(4):

            def generic(deal: TarotDeal = deal, seat: int = seat) -> float:
                return bot._play_out(
                    deal.clone(), seat, MatchView(), DealRng(0), seeing=seeing, solver_tricks=solver_tricks
                )

            expected = ANSWERS.of(f"{case}/{index}/{seat}", generic, live=index == 0)
            found = play_out(deal, seat, seeing=seeing, solver_tricks=solver_tricks, nodes=nodes)
            assert found == expected, (deal.history, seat)
            checked += 1
        assert (deal.history, [deal.hand_mask(seat) for seat in range(4)]) == before  # left as it was
    assert checked > 400


def test_a_play_state_reads_as_the_deal_it_was_made_from() -> None:
    for deal in positions(4, "winner"):
        state = PlayState(deal)
        trick = state.trick
        assert state.current_seat == deal.current_seat
        assert playable(state.hands[state.current_seat], trick[1], trick[2]) == deal.legal_play_mask()
        on_table = deal.current_trick()
        assert trick[7] == len(on_table) and trick[4] == mask_of(card for _, card in on_table)
        assert state.progress[:2] == (len(deal.tricks), deal.taker_cards())
        assert state.facts.taker == deal.taker
        assert state.hands == [deal.hand_mask(seat) for seat in range(4)]


def test_a_policy_that_plays_or_reads_otherwise_keeps_the_generic_play_out_and_reading() -> None:
    class OwnCalls(TarotPolicy):
        def call_likelihood(self, obs: Observation, call: Action, view: MatchView, rng: DealRng) -> float:
            return 0.5

    class OwnCards(TarotPolicy):
        def rollout_action(self, deal: Deal, rng: DealRng) -> Action:
            return deal.legal_actions()[0]

    deal = positions(1, "winner")[0]
    assert TarotPolicy().play_out(deal, 0, seeing=True, solver_tricks=2, nodes=3000) is not None
    assert TarotPolicy().sample_weight(deal, 0, 0.3) is not None
    assert OwnCalls().sample_weight(deal, 0, 0.3) is None
    assert OwnCalls().play_out(deal, 0, seeing=True, solver_tricks=2, nodes=3000) is not None
    assert OwnCards().sample_weight(deal, 0, 0.3) is None
    assert OwnCards().play_out(deal, 0, seeing=False, solver_tricks=0, nodes=3000) is None
