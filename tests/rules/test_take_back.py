"""Taking moves back (``Match.deal_before``, ``Match.take_back``) and what a seat has seen
(``Observation.seen_mask``): what the app's undo is built on."""

from __future__ import annotations

import pytest

from atout.rules import PASS, Deal, DealRng, Discard, Match, Play, cards_from_mask
from atout.rules.selfplay import random_action


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_take_back_gives_the_deal_as_it_stood(game: str) -> None:
    for seed in range(1, 8):
        match = Match(game, None, seed=seed, first_dealer=seed % 4)
        rng = DealRng(seed)
        deal = match.new_deal()
        copies: list[Deal] = []
        while not deal.is_over and len(copies) < 40:
            copies.append(deal.clone())  # the deal as it stood before each action
            match.apply(random_action(deal, match.rules, rng))
        if deal.is_over:
            continue  # a finished deal is scored: nothing to take back
        for count in (1, 3, len(copies)):
            probe = match.deal_before(count)
            old = copies[len(copies) - count]
            assert probe.history == old.history
            for seat in range(4):
                assert probe.observation(seat) == old.observation(seat)
        taken = match.take_back(2)
        assert match.current is taken and taken.history == copies[-2].history
        assert match.deals[-1] is taken


def test_take_back_refuses_what_cannot_be_taken_back() -> None:
    match = Match("carotte", None, seed=3, first_dealer=0)
    match.new_deal()
    match.apply(PASS)
    with pytest.raises(ValueError, match="cannot be taken back"):
        match.take_back(2)
    for _ in range(3):
        match.apply(PASS)  # all passed: the deal is over, annulled
    with pytest.raises(Exception, match="no deal is under way"):
        match.take_back(1)


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_what_a_seat_has_seen_only_grows_and_holds_its_hand_and_the_cards_played(game: str) -> None:
    for seed in range(1, 6):
        match = Match(game, None, seed=seed, first_dealer=0)
        rng = DealRng(seed)
        deal = match.new_deal()
        seen = [deal.observation(seat).seen_mask for seat in range(4)]
        for seat in range(4):
            assert seen[seat] & ~deal.hand_mask(seat) == 0 or deal.observation(seat).kitty is not None
        while not deal.is_over:
            actor = deal.current_seat
            action = random_action(deal, match.rules, rng)
            match.apply(action)
            for seat in range(4):
                now = deal.observation(seat).seen_mask
                assert now & seen[seat] == seen[seat]  # nothing is forgotten
                assert now & deal.hand_mask(seat) == deal.hand_mask(seat)
                if isinstance(action, Play):
                    assert now & action.card.mask  # a card played is seen by all
                if isinstance(action, Discard) and seat != actor:
                    hidden = action.mask & ~now
                    assert all(not card.is_trump for card in cards_from_mask(hidden)) or game != "tarot"
                seen[seat] = now
