"""Self-play: deal many times, play uniformly random legal actions, check invariants.

Every action goes through the public, checked API (:meth:`Match.apply`), as the
app and the bots use it. The summary's ``deals_per_second`` is the benchmark of
the rules package.

>>> summary = selfplay("rough", deals=20, seed=3)
>>> summary["deals"], summary["invariant_failures"]
(20, 0)
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Mapping
from pathlib import Path

from atout.rules.actions import Action
from atout.rules.deal import Deal, DealResult
from atout.rules.game import GameRules
from atout.rules.games import get_game
from atout.rules.log import write_match
from atout.rules.match import Match
from atout.rules.outcome import RoughCount, TarotCount
from atout.rules.rng import DealRng

__all__ = ["InvariantError", "check_deal", "random_action", "selfplay"]


class InvariantError(AssertionError):
    """A deal broke one of the invariants the rules must keep."""


def random_action(deal: Deal, rules: GameRules, rng: DealRng) -> Action:
    """A uniformly random legal action for the seat to act (or a random legal choice).

    A multi-card announcement the seat may make (a Tarot poignée) is made half the time; an
    announcement open to the seat to act (the Tarot chelem) is one of the actions drawn from.
    """
    choice = deal.choice()
    if choice is not None:
        return rules.random_choice(choice, rng)
    optional = deal.optional_choice()
    if optional is not None and rng.below(2):
        return rules.random_choice(optional, rng)
    seat = deal.current_seat
    actions = (*(action for who, action in deal.announcements() if who == seat), *deal.legal_actions())
    return actions[rng.below(len(actions))]


def _deal_cards_mask(deal: Deal) -> tuple[int, int]:
    """(union, total count) of every card in the deal now: held, in tricks, put aside."""
    union = 0
    count = 0
    for seat in range(4):
        mask = deal.hand_mask(seat)
        union |= mask
        count += mask.bit_count()
    for trick in deal.tricks:
        for card in trick.cards:
            union |= card.mask
            count += 1
    aside = deal.aside_mask()
    union |= aside
    count += aside.bit_count()
    return union, count


def check_deal(deal: Deal, result: DealResult) -> int:
    """Check the invariants of a finished deal; return how many checks were made."""
    pack = deal.pack
    union, count = _deal_cards_mask(deal)
    if result.annulled:
        kitty = 0
        for card in deal.kitty:
            kitty |= card.mask
        union |= kitty
        count += kitty.bit_count()
    if union != pack.mask or count != len(pack):
        raise InvariantError(f"cards not conserved: {count} cards, {union.bit_count()} distinct")
    checks = 1
    if deal.game == "carotte":
        changed = [seat for seat in range(4) if result.scores[seat]]
        if len(changed) > 1:
            raise InvariantError(f"several players' points changed: {result.scores}")
        if result.chips is None or sum(result.chips) != 0:
            raise InvariantError(f"chips do not sum to zero: {result.chips}")
        if changed and changed[0] != result.taker:
            raise InvariantError("a player other than the declarer scored")
        checks += 3
    elif deal.game == "rough":
        if result.scores[0] != result.scores[2] or result.scores[1] != result.scores[3]:
            raise InvariantError(f"partners scored differently: {result.scores}")
        if not result.annulled:
            assert isinstance(result.count, RoughCount)
            points = result.count.points
            if sum(points) != 100:
                raise InvariantError(f"the hand's points are {sum(points)}, not 100")
        checks += 2
    elif deal.game == "tarot":
        if sum(result.scores) != 0:
            raise InvariantError(f"the scores do not sum to zero: {result.scores}")
        checks += 1
        if not result.annulled:
            tarot = result.count
            assert isinstance(tarot, TarotCount)
            both = tarot.points + tarot.points_defence
            if both != 91:
                raise InvariantError(f"the hand's card points are {both}, not 91")
            amount = tarot.terms.amount
            if any(
                score != (3 * amount if seat == result.taker else -amount)
                for seat, score in enumerate(result.scores)
            ):
                raise InvariantError(f"the scores are not 3T and -T: {result.scores}")
            checks += 2
    return checks


def selfplay(
    game: str,
    deals: int,
    seed: int,
    *,
    log: str | Path | None = None,
    options: Mapping[str, object] | None = None,
    on_match: Callable[[Match], None] | None = None,
) -> dict[str, object]:
    """Play ``deals`` random deals of ``game`` (matches strung one after another)."""
    rules = get_game(game)
    policy = DealRng(seed).derive(1)
    match_number = 0

    def start_match() -> Match:
        nonlocal match_number
        match_number += 1
        return Match(rules, options, seed=DealRng(seed).derive(2, match_number).seed)

    match = start_match()
    matches_finished = 0
    annulled = 0
    checks = 0
    actions = 0
    started = time.perf_counter()
    for _ in range(deals):
        if match.is_over:
            matches_finished += 1
            _finish(match, match_number, log, on_match)
            match = start_match()
        before = list(match.totals)
        deal = match.new_deal()
        apply = match.apply
        while deal.current_seat is not None:
            apply(random_action(deal, rules, policy))
        actions += len(deal.history)
        result = match.results[-1]
        annulled += result.annulled
        checks += check_deal(deal, result)
        if [before[seat] + result.scores[seat] for seat in range(4)] != match.totals:
            raise InvariantError("the totals are not the sum of the deals")
        checks += 1
        # A finished deal holds no reference cycle: move it out of the cyclic
        # collector's sight, which otherwise walks the whole growing match again and
        # again (a random Carotte match can last thousands of deals). Reference
        # counting still frees it with its match.
        gc.freeze()
    elapsed = time.perf_counter() - started
    gc.unfreeze()
    if match.is_over:
        matches_finished += 1
    _finish(match, match_number, log, on_match)
    return {
        "game": game,
        "seed": seed,
        "deals": deals,
        "annulled": annulled,
        "actions": actions,
        "matches_finished": matches_finished,
        "invariant_checks": checks,
        "invariant_failures": 0,
        "seconds": round(elapsed, 3),
        "deals_per_second": round(deals / elapsed, 1) if elapsed > 0 else None,
    }


def _finish(
    match: Match, number: int, log: str | Path | None, on_match: Callable[[Match], None] | None
) -> None:
    """Hand a match over (``on_match``) and write its log: the first match to ``log``,
    the next ones beside it as ``NAME.2.json``, ``NAME.3.json``..."""
    if not match.deals:
        return
    if on_match is not None:
        on_match(match)
    if log is not None:
        path = Path(log)
        if number > 1:
            path = path.with_name(f"{path.stem}.{number}{path.suffix}")
        write_match(match, path)
