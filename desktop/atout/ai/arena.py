"""The arena: levels (or any bots) play each other, and the figures say who is stronger.

Deal ``i`` of a run always gets the same cards and the same dealer, whatever
happened before (matches are strung one after another, a new one starting where
the last ended). With ``duplicate`` every deal is played once in each rotation of the
levels round the seats, so that the luck of the cards cancels out: each deal is then
one *board*, and a level's figure for a board is the mean score of the seats it held,
over the rotations. A rotation that seats the levels as an earlier one did is not
played again: two levels alternating (``A,B,A,B``) need two rotations, not four.
Means come with a 95% confidence interval over boards, and so do the differences
between levels (paired by board). In Carotte a level's figures also give its chips,
and how often it bid the carotte and made it: chips change hands only then.

The boards are played one after another, each in every rotation before the next (each
rotation strings its own matches), so a long run can report every board as it completes
and, stopped, sum up the boards it has.

:class:`LevelFigures`, :class:`Table`, :func:`seated_tables`, :func:`move_timer` and
:func:`paired_difference` serve the screened arena (:mod:`atout.ai.screened_arena`) as well.

>>> summary = arena("carotte", deals=4, seed=1, seats=["random"] * 4)
>>> summary["deals"], sorted(summary["levels"])
(4, ['random'])
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from atout.ai.bot import Bot
from atout.ai.driver import Move, play_deal
from atout.ai.levels import make_bot
from atout.ai.search import SearchBot
from atout.rules import DealRng, GameRules, Match, Play, get_game
from atout.rules.carotte import CAROTTE
from atout.rules.outcome import CarotteCount, contract_json

__all__ = ["arena", "held_signals", "mean_ci95", "unhurry"]


@contextlib.contextmanager
def held_signals() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM while a finished board is counted and written: a signal that
    comes then stops the run just after, so that the summary's count of boards is the number of
    lines written (a signal between the two left a board counted and not written). Where
    signals cannot be held (not POSIX), nothing is held."""
    block = getattr(signal, "pthread_sigmask", None)
    if block is None:
        yield
        return
    held = {signal.SIGINT, signal.SIGTERM}
    before = block(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        block(signal.SIG_SETMASK, before)


def mean_ci95(values: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """The mean of ``values`` and its 95% confidence interval (normal approximation).

    >>> mean_ci95([1.0, 2.0, 3.0])
    (2.0, (0.868, 3.132))
    """
    n = len(values)
    if n == 0:
        return 0.0, (0.0, 0.0)
    mean = sum(values) / n
    if n == 1:
        return mean, (mean, mean)
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(variance / n)
    return mean, (round(mean - half, 3), round(mean + half, 3))


@dataclass
class LevelFigures:
    """What one level did over a run."""

    board_scores: dict[int, list[float]] = field(default_factory=dict)  # board -> per seat-deal scores
    board_chips: dict[int, list[float]] = field(default_factory=dict)
    seat_deals: int = 0
    taken: int = 0
    made: int = 0
    carottes: int = 0  # Carotte: the carottes bid, the only contracts paid in chips
    carottes_made: int = 0
    matches_won: int = 0
    play_seconds: list[float] = field(default_factory=list)
    other_seconds: list[float] = field(default_factory=list)


def arena(
    game: str,
    deals: int,
    seed: int,
    seats: Sequence[str],
    *,
    duplicate: bool = False,
    options: dict[str, object] | None = None,
    on_board: Callable[[dict[str, object]], None] | None = None,
    unhurried: bool = False,
) -> dict[str, object]:
    """Play ``deals`` deals with the levels ``seats`` (one per seat) and sum up.

    The boards are played one after another, each in every rotation before the next;
    ``on_board`` (if given) receives each board's figures as soon as it is complete
    (see :func:`_board_line`). Interrupted (``KeyboardInterrupt``), the run sums up the
    boards it completed and says so (``"interrupted": true``). ``unhurried``: the search
    levels think without their cut-off in seconds (:func:`unhurry`).
    """
    rules = get_game(game)
    if len(seats) != 4:
        raise ValueError("the arena seats four players")
    figures = {level: LevelFigures() for level in seats}
    started = time.perf_counter()
    first_dealer = DealRng(seed).derive(1).below(4)
    tables = seated_tables(game, seats, seed, duplicate, unhurried=unhurried)
    boards = 0
    interrupted = False
    try:
        for board in range(deals):
            dealer = (first_dealer + board) % 4
            declarers = [
                _play_board(table, board, dealer, rules=rules, options=options, seed=seed, figures=figures)
                for table in tables
            ]
            with held_signals():
                boards += 1
                if on_board is not None:
                    on_board(_board_line(board, figures, declarers, rules.uses_chips))
    except KeyboardInterrupt:
        interrupted = True
    matches_finished = 0
    for table in tables:
        matches_finished += table.matches_finished
        if table.match is not None and table.match.is_over:
            matches_finished += 1
            _count_winners(table.match, table.levels, figures)
    for item in figures.values():  # a board cut short has not been played in every rotation: left out
        for ledger in (item.board_scores, item.board_chips):
            ledger.pop(boards, None)
    summary: dict[str, object] = {
        "game": game,
        "deals": boards,
        "duplicate": duplicate,
        "rotations": len(tables),
        "seats": list(seats),
        "seed": seed,
        "seconds": round(time.perf_counter() - started, 1),
        "levels": {
            level: _level_summary(item, rules.uses_chips, matches_finished) for level, item in figures.items()
        },
    }
    if unhurried:
        summary["unhurried"] = True
    if interrupted:
        summary["interrupted"] = True
    names = list(figures)
    differences: dict[str, object] = {}
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            mean, ci, paired = paired_difference(figures[first].board_scores, figures[second].board_scores)
            difference: dict[str, object] = {"mean": round(mean, 3), "ci95": list(ci), "boards": paired}
            if rules.uses_chips:  # Carotte: the chips are a ledger of their own, compared apart
                mean, ci, _ = paired_difference(figures[first].board_chips, figures[second].board_chips)
                difference["chips"] = {"mean": round(mean, 3), "ci95": list(ci)}
            differences[f"{first} - {second}"] = difference
    if differences:
        summary["differences"] = differences
    return summary


def seatings(seats: Sequence[str], duplicate: bool) -> list[Table]:
    """The rotations a board is played in: the levels turned round the seats (four times
    with ``duplicate``, else once), leaving out a rotation that seats them as an earlier
    one did. A rotation keeps its number (its bots' seeds come from it).

    >>> [table.levels for table in seatings(["hard", "normal"] * 2, duplicate=True)]
    [['hard', 'normal', 'hard', 'normal'], ['normal', 'hard', 'normal', 'hard']]
    >>> [table.rotation for table in seatings(["a", "b", "b", "b"], duplicate=True)]
    [0, 1, 2, 3]
    >>> len(seatings(["normal"] * 4, duplicate=True)), len(seatings(["a", "b", "c", "d"], duplicate=False))
    (1, 1)
    """
    tables: list[Table] = []
    for turn in range(4 if duplicate else 1):
        levels = [seats[(seat + turn) % 4] for seat in range(4)]
        if all(table.levels != levels for table in tables):
            tables.append(Table(turn, levels))
    return tables


def seated_tables(
    game: str, seats: Sequence[str], seed: int, duplicate: bool, *, unhurried: bool = False
) -> list[Table]:
    """The :func:`seatings` of ``seats``, each with its bots made (their seeds come from
    the run's ``seed``, the rotation and the seat); ``unhurried``: see :func:`unhurry`."""
    tables = seatings(seats, duplicate)
    for table in tables:
        table.bots = [
            make_bot(level, game=game, seat=seat, seed=DealRng(seed).derive(3, table.rotation, seat).seed)
            for seat, level in enumerate(table.levels)
        ]
        if unhurried:
            table.bots = [unhurry(bot) for bot in table.bots]
    return tables


def unhurry(bot: Bot) -> Bot:
    """``bot`` without the safety cut-off in seconds of a search level (``hard``,
    ``expert``): it searches all the samples its settings give, however slow the machine.

    A level's moves then depend on its seed and what it sees, not on the machine's speed or
    load, so the boards of a long run are the same on any machine and across sessions; its
    move times say how long the full search takes. Other bots are left as they are.

    >>> bot = unhurry(make_bot("expert", game="tarot", seat=1))
    >>> bot.settings.seconds, make_bot("expert", game="tarot", seat=1).settings.seconds
    (inf, 1.0)
    """
    if isinstance(bot, SearchBot):
        bot.settings = dataclasses.replace(bot.settings, seconds=math.inf)
    return bot


@dataclass
class Table:
    """One rotation of the levels round the seats: its bots, and the matches strung one
    after another at that table (a new one starts where the last ended)."""

    rotation: int
    levels: list[str]
    bots: list[Bot] = field(default_factory=list)
    match: Match | None = None
    matches_finished: int = 0


def _play_board(
    table: Table,
    board: int,
    dealer: int,
    *,
    rules: GameRules,
    options: dict[str, object] | None,
    seed: int,
    figures: dict[str, LevelFigures],
) -> dict[str, object] | None:
    """Play deal ``board`` at ``table`` and add what each level did to ``figures``; who
    declared and how it went (``None`` when nobody did), for the board's line."""
    levels = table.levels
    if table.match is None or table.match.is_over:
        if table.match is not None:
            table.matches_finished += 1
            _count_winners(table.match, levels, figures)
        table.match = Match(rules, options, seed=DealRng(seed).derive(2, board).seed, first_dealer=dealer)
    match = table.match
    hands, kitty = rules.deal_cards(DealRng(seed).derive(4, board), dealer)

    play_deal(match, table.bots, move_timer(figures, levels), hands=hands, kitty=kitty)
    result = match.results[-1]
    declarer = result.taker
    for seat, level in enumerate(levels):
        item = figures[level]
        item.board_scores.setdefault(board, []).append(float(result.scores[seat]))
        if result.chips is not None:
            item.board_chips.setdefault(board, []).append(float(result.chips[seat]))
        item.seat_deals += 1
        if declarer == seat:
            item.taken += 1
            item.made += bool(result.made)
            if isinstance(result.count, CarotteCount) and result.count.bid == CAROTTE:
                item.carottes += 1
                item.carottes_made += bool(result.made)
    if declarer is None:
        return None
    return {
        "seat": declarer,
        "level": levels[declarer],
        "contract": contract_json(result.contract),
        "made": bool(result.made),
    }


def move_timer(figures: dict[str, LevelFigures], levels: list[str]) -> Callable[[Move], None]:
    """A driver's ``on_move`` that adds each move's time to its level's figures (cards
    played apart from the other decisions), the levels seated as ``levels``."""

    def timed(move: Move) -> None:
        level = figures[levels[move.seat]]
        if isinstance(move.action, Play):
            level.play_seconds.append(move.seconds)
        else:
            level.other_seconds.append(move.seconds)

    return timed


def _board_line(
    board: int, figures: dict[str, LevelFigures], declarers: list[dict[str, object] | None], chips: bool
) -> dict[str, object]:
    """One board's figures: each level's mean score over the seats it held in every
    rotation (and its mean chips in Carotte), and the declarer of each rotation (his seat,
    level and contract, and whether he made it; ``None``: nobody declared), as
    ``{"board", "scores"[, "chips"], "declarers"}``."""
    line: dict[str, object] = {
        "board": board,
        "scores": {level: mean_of(item.board_scores[board]) for level, item in figures.items()},
    }
    if chips:
        line["chips"] = {level: mean_of(item.board_chips[board]) for level, item in figures.items()}
    line["declarers"] = declarers
    return line


def _count_winners(match: Match, levels: list[str], figures: dict[str, LevelFigures]) -> None:
    for level in {levels[seat] for seat in match.winners or ()}:
        figures[level].matches_won += 1


def paired_difference(
    a: dict[int, list[float]], b: dict[int, list[float]]
) -> tuple[float, tuple[float, float], int]:
    """The mean difference per board of two levels' figures, its 95% CI, and the boards."""
    paired = [mean_of(a[board]) - mean_of(b[board]) for board in sorted(a) if board in b]
    mean, ci = mean_ci95(paired)
    return mean, ci, len(paired)


def mean_of(values: Sequence[float]) -> float:
    """The plain mean of ``values`` (not empty)."""
    return sum(values) / len(values)


def _level_summary(item: LevelFigures, chips: bool, matches: int) -> dict[str, object]:
    boards = [mean_of(item.board_scores[board]) for board in sorted(item.board_scores)]
    mean, ci = mean_ci95(boards)
    moves = item.play_seconds + item.other_seconds
    out: dict[str, object] = {
        "mean": round(mean, 3),
        "ci95": list(ci),
        "taken": round(item.taken / item.seat_deals, 4) if item.seat_deals else 0.0,
        "made": round(item.made / item.taken, 4) if item.taken else None,
        "move_ms_mean": round(1000 * mean_of(moves), 3) if moves else 0.0,
        "move_ms_p95": p95_ms(moves),
        "play_ms_p95": p95_ms(item.play_seconds),
        "decision_ms_p95": p95_ms(item.other_seconds),
    }
    if chips:
        out["chips"] = round(
            mean_ci95([mean_of(item.board_chips[b]) for b in sorted(item.board_chips)])[0], 3
        )
        out["carottes"] = round(item.carottes / item.seat_deals, 4) if item.seat_deals else 0.0
        out["carottes_made"] = round(item.carottes_made / item.carottes, 4) if item.carottes else None
    if matches:
        out["matches_won"] = item.matches_won
    return out


def p95_ms(seconds: list[float]) -> float:
    """The 95th percentile of ``seconds`` (nearest rank), in milliseconds; 0 when empty."""
    if not seconds:
        return 0.0
    ordered = sorted(seconds)
    return round(1000 * ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)], 3)
