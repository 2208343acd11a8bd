"""What every seat may know of a deal is said the same way in every game (issue 31): the
highest bid, the trump once the contract names it, the tricks each seat has won, and each
game's own public state, typed (atout.rules.public), where an opponent written outside the
project used to find it in different places from game to game."""

from __future__ import annotations

import pytest

from atout.rules import CarotteBid, DealRng, Match, Pass, Phase, RoughBid, TarotBid, get_game
from atout.rules.public import CarottePublic, RoughPublic, TarotPublic

PUBLIC = {"carotte": CarottePublic, "rough": RoughPublic, "tarot": TarotPublic}
BIDS = (CarotteBid, RoughBid, TarotBid)


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_every_game_says_its_public_state_in_the_same_fields(game: str) -> None:
    rules = get_game(game)
    for seed in range(120):
        match = Match(game, None, seed=seed, first_dealer=seed % 4)
        rng = DealRng(seed)
        deal = match.new_deal()
        while True:
            for seat in range(4):
                obs = deal.observation(seat)
                assert isinstance(obs.public, PUBLIC[game])
                bids = [action for _, action in obs.history if isinstance(action, BIDS)]
                # the highest bid so far: the last bid made (each bid outbids the one before)
                assert obs.highest_bid == (bids[-1] if bids else None), (seed, obs.history)
                if obs.phase is Phase.BIDDING:  # who holds it, in every game, while bidding goes on
                    bidders = [who for who, action in obs.history if isinstance(action, BIDS)]
                    assert obs.declarer == (bidders[-1] if bidders else None), (seed, obs.history)
                assert sum(obs.tricks_won) == len(obs.tricks)
                named = isinstance(obs.contract, CarotteBid) and obs.phase is not Phase.BIDDING
                if named and isinstance(obs.contract, CarotteBid):
                    assert obs.trump is obs.contract.trump  # named by the contract, from the écart on
            if match.current is None:
                break
            choice = deal.choice()
            legal = deal.legal_actions()
            action = rules.random_choice(choice, rng) if choice is not None else rng.pick(legal)
            match.apply(action, deal.current_seat)


def test_a_pass_is_no_bid() -> None:
    match = Match("rough", None, seed=3, first_dealer=0)
    deal = match.new_deal()
    deal.apply(Pass())
    assert deal.observation(0).highest_bid is None


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_the_rules_say_who_scores_together_and_whether_a_suit_is_trump(game: str) -> None:
    rules = get_game(game)
    seats = sorted(seat for team in rules.teams for seat in team)
    assert seats == [0, 1, 2, 3]  # every seat in one team
    assert rules.plays_in_teams() == (game == "rough")  # Rough rule 1: partners opposite
    assert rules.has_trump_suit == (game != "tarot")  # Tarot rule 2: trumps are cards of their own
