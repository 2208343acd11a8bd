"""``python -m atout.ai``: the arena (docs/contracts.md, "Command-line tools").

    python -m atout.ai arena --game G --deals N --seed S --seats L0,L1,L2,L3 [--duplicate]
                             [--options JSON] [--boards-out FILE] [--screened [--first-board K]]
                             [--unhurried]

Prints one JSON object: per level, the mean points per deal with its 95% confidence
interval, how often it took the contract and made it, and its move times; per pair of
levels, the mean difference per board with its 95% confidence interval (and, in Carotte,
the difference in chips with its own). ``--boards-out`` adds one JSON line per board to
FILE as soon as the board is complete; stopped with Ctrl-C (SIGINT, or SIGTERM), the arena
prints the figures of the boards it completed, marked ``"interrupted": true``.

``--unhurried`` lifts the search levels' safety cut-off in seconds: they search every sample
their settings give, so their moves, and a long run's boards, are the same on any machine
(the move times then say what the full search costs there).

``--screened`` plays a duplicate board's cards only when its bidding can move the figure:
Carotte's chips (a carotte was bid; chips alone are compared) or Tarot's points (someone
took). Every other board scores 0, as it would played out (see :mod:`atout.ai.screened_arena`).
Its boards are matches of their own, so ``--first-board K`` carries a stopped run on from
board K: the boards come out as they would have in one run.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import sys
from collections.abc import Sequence

from atout.ai.arena import arena
from atout.ai.bot import BotError
from atout.ai.screened_arena import SCREENS, screened_arena
from atout.rules import GAMES, RulesError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m atout.ai", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    run = commands.add_parser("arena", help="play levels against each other and print the figures")
    run.add_argument("--game", required=True, choices=sorted(GAMES))
    run.add_argument("--deals", required=True, type=int)
    run.add_argument("--seed", required=True, type=int)
    run.add_argument(
        "--seats", required=True, help="four levels (or package.module:factory), comma-separated"
    )
    run.add_argument("--duplicate", action="store_true", help="replay every deal with the seats rotated")
    run.add_argument("--options", help="the game's options as a JSON object", default=None)
    run.add_argument("--boards-out", help="add one JSON line per board to this file as it completes")
    run.add_argument(
        "--screened",
        action="store_true",
        help="play a board's cards only when its bidding can move the figure (Carotte chips, Tarot points)",
    )
    run.add_argument(
        "--first-board",
        type=int,
        default=0,
        help="with --screened: number the boards from K (carry a stopped run on from board K)",
    )
    run.add_argument(
        "--unhurried",
        action="store_true",
        help="no cut-off in seconds for the search levels: the same moves on any machine",
    )
    return parser


def _interrupt(signum: int, frame: object) -> None:
    """SIGTERM stops a run as Ctrl-C does: the figures of the boards completed are printed."""
    raise KeyboardInterrupt


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tool; return the exit status."""
    args = _parser().parse_args(argv)
    seats = [seat.strip() for seat in args.seats.split(",")]
    if len(seats) != 4 or not all(seats):
        print("arena: --seats takes four levels separated by commas", file=sys.stderr)
        return 2
    if args.deals < 1:
        print("arena: --deals must be 1 or more", file=sys.stderr)
        return 2
    if args.first_board and not args.screened:
        print(
            "arena: --first-board is for --screened runs (the arena strings its boards into matches)",
            file=sys.stderr,
        )
        return 2
    if args.screened and args.game not in SCREENS:
        known = " and ".join(sorted(SCREENS))
        print(
            f"arena: --screened is for {known} (no deal of {args.game} leaves every score at 0)",
            file=sys.stderr,
        )
        return 2
    try:
        options = json.loads(args.options) if args.options else None
        with contextlib.ExitStack() as stack:
            on_board = None
            if args.boards_out:
                out = stack.enter_context(open(args.boards_out, "a", encoding="utf-8"))

                def on_board(line: dict[str, object]) -> None:
                    out.write(json.dumps(line, ensure_ascii=False) + "\n")
                    out.flush()

            if args.screened:
                summary = screened_arena(
                    args.game,
                    args.deals,
                    args.seed,
                    seats,
                    options=options,
                    on_board=on_board,
                    first_board=args.first_board,
                    unhurried=args.unhurried,
                )
            else:
                summary = arena(
                    args.game,
                    args.deals,
                    args.seed,
                    seats,
                    duplicate=args.duplicate,
                    options=options,
                    on_board=on_board,
                    unhurried=args.unhurried,
                )
    except KeyboardInterrupt:  # while the bots were being made: nothing to sum up
        return 130
    except OSError as err:
        print(f"arena: {err}", file=sys.stderr)
        return 2
    except BotError as err:
        print(f"arena: {err}", file=sys.stderr)
        return 1
    except (RulesError, ValueError) as err:
        print(f"arena: {err}", file=sys.stderr)
        return 2
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    # a run started in the background by a shell inherits SIGINT ignored: take it back, and
    # let SIGTERM stop a run as Ctrl-C does (the figures of the boards completed are printed)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)
    sys.exit(main())
