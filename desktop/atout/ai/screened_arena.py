"""The screened arena: duplicate boards whose cards are played only when they can move the figure.

Most boards of a run between two strong levels move a given figure not at all, yet their
cards cost nearly all of a run's time:

- **Carotte's chips** change hands only on a carotte (rule 17), bid in about one
  seat-deal in a hundred by the search levels: nineteen boards in twenty move no chip.
- **Tarot's points**: when all four pass, the hand is void and scores nothing (rule 9),
  about half the deals of such players.

This arena deals the same boards as the duplicate :func:`~atout.ai.arena.arena` for the
same seed, plays each board's bidding in every rotation of the levels round the seats,
and plays on (the écart or discard, the announcements, the cards) only when, in one of
the rotations, the bidding left a contract that can move the figure. On any other board
every seat scores 0, which is what the board would give played out, and it counts as
such. The figures are those a full run would give, at a fraction of the cost; a test
plays the same boards both ways.

For that to hold, every board is a match of its own, from nought: a bot's decision
depends only on its seed, what its seat sees of the deal and the match so far (see
:meth:`~atout.ai.bot.Bot.rng_for`), so a board plays the same whether the boards before
it were played out or not. (The arena strings matches one after another; Tarot's bots
do not look at the match's scores, the Carotte bots do near the target, which a board
here never is.)

>>> summary = screened_arena("carotte", deals=6, seed=1, seats=["random", "easy"] * 2)
>>> summary["measure"], summary["deals"], summary["rotations"], sorted(summary["levels"])
('chips', 6, 2, ['easy', 'random'])
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from atout.ai.arena import (
    LevelFigures,
    Table,
    held_signals,
    mean_ci95,
    mean_of,
    move_timer,
    p95_ms,
    paired_difference,
    seated_tables,
)
from atout.ai.driver import DealDriver
from atout.rules import Deal, DealRng, GameRules, Match, Phase, get_game
from atout.rules.carotte import CAROTTE, CarotteDeal
from atout.rules.outcome import contract_json
from atout.rules.tarot_deal import TarotDeal

__all__ = ["SCREENS", "screened_arena"]


def _carotte_bidder(deal: Deal) -> int | None:
    """Who bid a carotte (bidding over), or ``None``."""
    if isinstance(deal, CarotteDeal) and deal.contract is not None and deal.contract.tricks == CAROTTE:
        return deal.declarer
    return None


def _tarot_taker(deal: Deal) -> int | None:
    """Who took (bidding over), or ``None``: all passed, or a petit sec annulled the deal."""
    return deal.taker if isinstance(deal, TarotDeal) and not deal.is_over else None


@dataclass(frozen=True)
class Screen:
    """What a screened run measures in a game, and which bidding can move it: ``declarer``
    names the seat whose contract can (``None``: the board scores 0 for every seat)."""

    measure: str  # "chips" or "points"
    declarer: Callable[[Deal], int | None]


#: The games a screened run knows, and what it measures in each.
SCREENS: dict[str, Screen] = {
    "carotte": Screen("chips", _carotte_bidder),
    "tarot": Screen("points", _tarot_taker),
}


def screened_arena(
    game: str,
    deals: int,
    seed: int,
    seats: Sequence[str],
    *,
    options: dict[str, object] | None = None,
    on_board: Callable[[dict[str, object]], None] | None = None,
    play_every_board: bool = False,
    first_board: int = 0,
    unhurried: bool = False,
) -> dict[str, object]:
    """Compare the levels ``seats`` (one per seat) over ``deals`` duplicate boards of
    ``game`` on its screened figure (:data:`SCREENS`: Carotte's chips, Tarot's points).

    The boards are numbered from ``first_board``: as every board is a match of its own,
    boards 0 to 99 give the same lines whether played in one run or as 0 to 49 then 50
    to 99 (``first_board=50``), so a long run can be carried on where it stopped.

    ``play_every_board`` plays out the boards the screen would skip too (the figures
    are the same: a check of the shortcut). ``on_board`` receives each board's line as
    it completes: ``{"board", "chips" or "scores", "declarers", "played"}``, where
    ``declarers`` gives, per rotation, the seat whose contract could move the figure
    (a carotte; a Tarot taker), its level and contract, and whether it was made
    (``None``: no such contract). Interrupted (``KeyboardInterrupt``), the run sums up
    the boards it completed and says so (``"interrupted": true``). ``unhurried``: the
    search levels think without their cut-off in seconds (:func:`~atout.ai.arena.unhurry`).
    """
    screen = SCREENS.get(game)
    if screen is None:
        known = ", ".join(sorted(SCREENS))
        raise ValueError(f"a screened run knows {known}, not {game}: use the arena")
    rules = get_game(game)
    if len(seats) != 4:
        raise ValueError("the arena seats four players")
    if first_board < 0:
        raise ValueError(f"the first board must be 0 or more, not {first_board}")
    figures = {level: LevelFigures() for level in seats}
    started = time.perf_counter()
    first_dealer = DealRng(seed).derive(1).below(4)
    tables = seated_tables(game, seats, seed, duplicate=True, unhurried=unhurried)
    boards = played = 0
    interrupted = False
    try:
        for board in range(first_board, first_board + deals):
            line = _screened_board(
                tables,
                board,
                (first_dealer + board) % 4,
                rules=rules,
                screen=screen,
                options=options,
                seed=seed,
                figures=figures,
                play_every_board=play_every_board,
            )
            with held_signals():
                boards += 1
                played += bool(line["played"])
                if on_board is not None:
                    on_board(line)
    except KeyboardInterrupt:
        interrupted = True
    summary: dict[str, object] = {
        "game": game,
        "measure": screen.measure,
        "deals": boards,
        "first_board": first_board,
        "played": played,
        "duplicate": True,
        "rotations": len(tables),
        "seats": list(seats),
        "seed": seed,
        "seconds": round(time.perf_counter() - started, 1),
        "levels": {level: _level_summary(item, screen.measure) for level, item in figures.items()},
    }
    if unhurried:
        summary["unhurried"] = True
    if interrupted:
        summary["interrupted"] = True
    names = list(figures)
    differences: dict[str, object] = {}
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            mean, ci, paired = paired_difference(
                _ledger(figures[first], screen), _ledger(figures[second], screen)
            )
            figure = {"mean": round(mean, 3), "ci95": list(ci)}
            if screen.measure == "chips":
                differences[f"{first} - {second}"] = {"chips": figure, "boards": paired}
            else:
                differences[f"{first} - {second}"] = {**figure, "boards": paired}
    if differences:
        summary["differences"] = differences
    return summary


def _ledger(item: LevelFigures, screen: Screen) -> dict[int, list[float]]:
    return item.board_chips if screen.measure == "chips" else item.board_scores


def _screened_board(
    tables: list[Table],
    board: int,
    dealer: int,
    *,
    rules: GameRules,
    screen: Screen,
    options: dict[str, object] | None,
    seed: int,
    figures: dict[str, LevelFigures],
    play_every_board: bool,
) -> dict[str, object]:
    """Bid deal ``board`` in every rotation, play it on if the bidding can move the
    figure in one (or always, with ``play_every_board``), and add the board to
    ``figures``. A board cut short adds nothing."""
    hands, kitty = rules.deal_cards(DealRng(seed).derive(4, board), dealer)
    drivers: list[DealDriver] = []
    for table in tables:
        match = Match(rules, options, seed=DealRng(seed).derive(2, board).seed, first_dealer=dealer)
        driver = DealDriver(match, table.bots, move_timer(figures, table.levels), hands=hands, kitty=kitty)
        driver.run(until=lambda deal: deal.phase is not Phase.BIDDING)
        drivers.append(driver)
    declarers = [screen.declarer(driver.deal) for driver in drivers]
    play = play_every_board or any(seat is not None for seat in declarers)
    values: list[list[float]] = []
    for driver in drivers:
        if play:
            outcome = driver.run().result()
            ledger = outcome.chips if screen.measure == "chips" else outcome.scores
            assert ledger is not None
            values.append([float(value) for value in ledger])
        else:  # no contract that can move the figure: every seat scores 0
            values.append([0.0] * 4)
    line_declarers: list[dict[str, object] | None] = []
    for table, driver, seat_values, declarer in zip(tables, drivers, values, declarers, strict=True):
        result = driver.deal.result() if driver.deal.is_over else None
        made = result is not None and bool(result.made)
        for seat, level in enumerate(table.levels):
            item = figures[level]
            _ledger(item, screen).setdefault(board, []).append(seat_values[seat])
            item.seat_deals += 1
            if declarer == seat:
                item.taken += 1
                item.made += made
        line_declarers.append(
            None
            if declarer is None
            else {
                "seat": declarer,
                "level": table.levels[declarer],
                "contract": contract_json(result.contract) if result is not None else None,
                "made": made,
            }
        )
    return {
        "board": board,
        ("chips" if screen.measure == "chips" else "scores"): {
            level: mean_of(_ledger(item, screen)[board]) for level, item in figures.items()
        },
        "declarers": line_declarers,
        "played": play,
    }


def _level_summary(item: LevelFigures, measure: str) -> dict[str, object]:
    ledger = item.board_chips if measure == "chips" else item.board_scores
    mean, ci = mean_ci95([mean_of(ledger[board]) for board in sorted(ledger)])
    taken = round(item.taken / item.seat_deals, 4) if item.seat_deals else 0.0
    made = round(item.made / item.taken, 4) if item.taken else None
    if measure == "chips":  # the contracts screened are the carottes
        out: dict[str, object] = {
            "chips": round(mean, 3),
            "ci95": list(ci),
            "carottes": taken,
            "carottes_made": made,
        }
    else:
        out = {"mean": round(mean, 3), "ci95": list(ci), "taken": taken, "made": made}
    out["play_ms_p95"] = p95_ms(item.play_seconds)
    out["decision_ms_p95"] = p95_ms(item.other_seconds)
    return out
