"""The review's verdict, every hand in view (``atout.app.analysis``, no Qt): it agrees with the
end of the deal, no defender's card can save a contract the declarer could still make against
the best defence, no card of the declarer can make one he could not, and only La Carotte has it."""

from __future__ import annotations

import itertools

import pytest

from atout.app.analysis import open_verdicts, turning_points
from atout.app.replay import DealReplay
from atout.rules import DealRng, Match, Phase, Play
from atout.rules.selfplay import random_action


def played_deals(game: str, count: int) -> list[DealReplay]:
    """Replays of random deals in which a contract was played."""
    out = []
    for seed in range(1, 400):
        match = Match(game, None, seed=seed, first_dealer=seed % 4)
        rng = DealRng(seed)
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
        if deal.tricks:
            out.append(DealReplay.of_match(match, 0))
        if len(out) == count:
            return out
    raise AssertionError("not enough played deals")


def test_the_verdict_is_that_of_best_play_and_agrees_with_the_end() -> None:
    checked = 0
    for replay in played_deals("carotte", 40):
        verdicts = open_verdicts(replay)
        moments = replay.moments
        declarer = moments[-1].declarer
        in_play = [m.number for m in moments if m.phase is Phase.PLAY]
        assert all(verdicts[n] is not None for n in in_play)  # every position of the play answered
        assert all(verdicts[m.number] is None for m in moments if m.phase is not Phase.PLAY)
        for before, moment in itertools.pairwise(moments):
            old, new = verdicts[before.number], verdicts[moment.number]
            if old is None or new is None or not isinstance(moment.action, Play):
                continue
            if moment.actor == declarer:
                assert old or not new, moment.number  # he cannot make what the defence could stop
            else:
                assert not old or new, moment.number  # a defender cannot stop what he could make
            checked += 1
        # with one card each, nobody has a choice: the verdict is the end
        last_lead = max(n for n in in_play if not moments[n].trick or moments[n].trick_winner is not None)
        assert verdicts[last_lead] == bool(replay.result.details.get("made"))
    assert checked > 500  # 920 with these 40 deals


def test_the_turning_points_are_the_cards_that_changed_the_verdict() -> None:
    turns_seen = 0
    for replay in played_deals("carotte", 40):
        verdicts = open_verdicts(replay)
        declarer = replay.moments[-1].declarer
        for number, new in turning_points(replay, verdicts).items():
            moment = replay.moments[number]
            assert isinstance(moment.action, Play)
            assert verdicts[number - 1] == (not new) and verdicts[number] == new
            # only the declarer loses a contract he could make; only the defence lets one through
            assert (moment.actor == declarer) == (new is False)
            turns_seen += 1
    assert turns_seen > 0


@pytest.mark.parametrize("game", ["rough", "tarot"])
def test_only_la_carotte_has_a_verdict(game: str) -> None:
    for replay in played_deals(game, 3):
        assert set(open_verdicts(replay)) == {None}
