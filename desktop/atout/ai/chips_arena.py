"""The chips arena: Carotte levels compared on their chips alone, many boards for few.

In La Carotte chips change hands only on a carotte (rule 17), bid in about one
seat-deal in a hundred, so a difference of a few hundredths of a chip a deal takes tens
of thousands of boards to show, and the cards of nearly every board move no chip. This
arena plays each board's bidding in every rotation (as the duplicate
:func:`~atout.ai.arena.arena` does, the same deals for the same seed) and plays a
board's cards only when a carotte was bid in one of its rotations: on any other board
every seat's chips are 0 by the rules, and the board counts as such without its cards
being played. The figures are those a full run would give, at a fraction of the cost.

For that to hold, every board is a match of its own, from nought: a bot's decision
depends only on its seed, what its seat sees of the deal and the match so far (see
:meth:`~atout.ai.bot.Bot.rng_for`), so a board plays the same whether the boards
before it were played out or not. (The points arena strings matches one after
another; this one does not, so a bot is never near the match's target here.)

>>> summary = chips_arena(deals=6, seed=1, seats=["random", "easy"] * 2)
>>> summary["deals"], summary["rotations"], sorted(summary["levels"])
(6, 2, ['easy', 'random'])
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from atout.ai.arena import LevelFigures, Table, mean_ci95, mean_of, p95_ms, paired_difference, seatings
from atout.ai.driver import DealDriver, Move
from atout.ai.levels import make_bot
from atout.rules import Deal, DealRng, GameRules, Match, Phase, Play, get_game
from atout.rules.carotte import CAROTTE, CarotteDeal

__all__ = ["chips_arena"]


def chips_arena(
    deals: int,
    seed: int,
    seats: Sequence[str],
    *,
    options: dict[str, object] | None = None,
    on_board: Callable[[dict[str, object]], None] | None = None,
    play_every_board: bool = False,
) -> dict[str, object]:
    """Compare the levels ``seats`` (one per seat) on their chips over ``deals`` boards
    of La Carotte, each played in every rotation of the levels round the seats.

    ``play_every_board`` plays out the boards no carotte was bid on too (the figures
    are the same: a check of the shortcut). ``on_board`` receives each board's line as
    it completes: ``{"board", "chips", "carottes", "played"}``, where ``carottes`` gives,
    per rotation, the carotte's seat and level and whether it was made (``None``: no
    carotte). Interrupted (``KeyboardInterrupt``), the run sums up the boards it
    completed and says so (``"interrupted": true``).
    """
    rules = get_game("carotte")
    if len(seats) != 4:
        raise ValueError("the arena seats four players")
    figures = {level: LevelFigures() for level in seats}
    started = time.perf_counter()
    first_dealer = DealRng(seed).derive(1).below(4)
    tables = seatings(seats, duplicate=True)
    for table in tables:
        table.bots = [
            make_bot(
                level, game="carotte", seat=seat, seed=DealRng(seed).derive(3, table.rotation, seat).seed
            )
            for seat, level in enumerate(table.levels)
        ]
    boards = played = 0
    interrupted = False
    try:
        for board in range(deals):
            line = _chips_board(
                tables,
                board,
                (first_dealer + board) % 4,
                rules=rules,
                options=options,
                seed=seed,
                figures=figures,
                play_every_board=play_every_board,
            )
            boards += 1
            played += bool(line["played"])
            if on_board is not None:
                on_board(line)
    except KeyboardInterrupt:
        interrupted = True
    summary: dict[str, object] = {
        "game": "carotte",
        "measure": "chips",
        "deals": boards,
        "played": played,
        "duplicate": True,
        "rotations": len(tables),
        "seats": list(seats),
        "seed": seed,
        "seconds": round(time.perf_counter() - started, 1),
        "levels": {level: _chips_summary(item) for level, item in figures.items()},
    }
    if interrupted:
        summary["interrupted"] = True
    names = list(figures)
    differences: dict[str, object] = {}
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            mean, ci, paired = paired_difference(figures[first].board_chips, figures[second].board_chips)
            differences[f"{first} - {second}"] = {
                "chips": {"mean": round(mean, 3), "ci95": list(ci)},
                "boards": paired,
            }
    if differences:
        summary["differences"] = differences
    return summary


def _chips_board(
    tables: list[Table],
    board: int,
    dealer: int,
    *,
    rules: GameRules,
    options: dict[str, object] | None,
    seed: int,
    figures: dict[str, LevelFigures],
    play_every_board: bool,
) -> dict[str, object]:
    """Bid deal ``board`` in every rotation, play its cards if a carotte was bid in one
    (or always, with ``play_every_board``), and add the chips to ``figures``. A board
    cut short adds nothing."""
    hands, kitty = rules.deal_cards(DealRng(seed).derive(4, board), dealer)
    drivers: list[DealDriver] = []
    for table in tables:
        levels = table.levels

        def timed(move: Move, levels: list[str] = levels) -> None:
            item = figures[levels[move.seat]]
            (item.play_seconds if isinstance(move.action, Play) else item.other_seconds).append(move.seconds)

        match = Match(rules, options, seed=DealRng(seed).derive(2, board).seed, first_dealer=dealer)
        driver = DealDriver(match, table.bots, timed, hands=hands, kitty=kitty)
        driver.run(until=lambda deal: deal.phase is not Phase.BIDDING)
        drivers.append(driver)
    carotte = [_carotte_declarer(driver.deal) for driver in drivers]
    play = play_every_board or any(seat is not None for seat in carotte)
    chips: list[list[float]] = []
    for driver in drivers:
        if play:
            driver.run()
            result = driver.match.results[-1]
            assert result.chips is not None
            chips.append([float(c) for c in result.chips])
        else:  # rule 17: without a carotte no chip changes hands
            chips.append([0.0] * 4)
    line_carottes: list[dict[str, object] | None] = []
    for table, driver, seat_chips, declarer in zip(tables, drivers, chips, carotte, strict=True):
        made = driver.deal.is_over and bool(driver.match.results[-1].details.get("made"))
        for seat, level in enumerate(table.levels):
            item = figures[level]
            item.board_chips.setdefault(board, []).append(seat_chips[seat])
            item.seat_deals += 1
            if declarer == seat:
                item.carottes += 1
                item.carottes_made += made
        line_carottes.append(
            None if declarer is None else {"seat": declarer, "level": table.levels[declarer], "made": made}
        )
    return {
        "board": board,
        "chips": {level: mean_of(item.board_chips[board]) for level, item in figures.items()},
        "carottes": line_carottes,
        "played": play,
    }


def _carotte_declarer(deal: Deal) -> int | None:
    """Who bid a carotte in ``deal`` (bidding over), or ``None``."""
    if isinstance(deal, CarotteDeal) and deal.contract is not None and deal.contract.tricks == CAROTTE:
        return deal.declarer
    return None


def _chips_summary(item: LevelFigures) -> dict[str, object]:
    mean, ci = mean_ci95([mean_of(item.board_chips[board]) for board in sorted(item.board_chips)])
    return {
        "chips": round(mean, 3),
        "ci95": list(ci),
        "carottes": round(item.carottes / item.seat_deals, 4) if item.seat_deals else 0.0,
        "carottes_made": round(item.carottes_made / item.carottes, 4) if item.carottes else None,
        "play_ms_p95": p95_ms(item.play_seconds),
        "decision_ms_p95": p95_ms(item.other_seconds),
    }
