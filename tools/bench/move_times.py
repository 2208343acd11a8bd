"""Move times of one level with four of it at the table: p50, p95 and max of card play and
of the other decisions (bids, discards, announcements), in milliseconds.

    .venv/bin/python tools/bench/move_times.py GAME LEVEL DEALS [SEED]

A benchmark, not a test: run it on a quiet machine and record the figures.
"""

from __future__ import annotations

import sys
import time

from atout.ai.driver import Move, play_deal
from atout.ai.levels import make_bot
from atout.rules import Match, Play


def _quantile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def main(argv: list[str]) -> int:
    if len(argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    game, level, deals = argv[0], argv[1], int(argv[2])
    seed = int(argv[3]) if len(argv) == 4 else 5
    bots = [make_bot(level, game=game, seat=seat, seed=seat) for seat in range(4)]
    plays: list[float] = []
    others: list[float] = []

    def timed(move: Move) -> None:
        (plays if isinstance(move.action, Play) else others).append(move.seconds)

    match = Match(game, None, seed=seed, first_dealer=0)
    started = time.perf_counter()
    for number in range(deals):
        if match.is_over:
            match = Match(game, None, seed=seed + number, first_dealer=0)
        play_deal(match, bots, timed)
    for name, values in (("card", plays), ("decision", others)):
        print(
            f"{game} {level} {name}: n={len(values)} p50={_quantile(values, 0.5)} "
            f"p95={_quantile(values, 0.95)} max={_quantile(values, 1.0)} ms"
        )
    print(f"{deals} deals in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
