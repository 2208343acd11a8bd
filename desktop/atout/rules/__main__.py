"""``python -m atout.rules``: the replay and self-play tools (docs/contracts.md).

    python -m atout.rules replay LOG.json
    python -m atout.rules selfplay --game G --deals N --seed S [--log OUT.json]

Both print one JSON object on stdout. A log that breaks a rule, or is no valid log,
makes ``replay`` exit with status 2 and one line on stderr; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from atout.rules.errors import LogError, RulesError
from atout.rules.games import GAMES
from atout.rules.log import loads, match_from_log, replay_summary
from atout.rules.selfplay import InvariantError, selfplay


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m atout.rules", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    replay = commands.add_parser("replay", help="check a match log and print its scores")
    replay.add_argument("log", help="the match log (JSON), or - for standard input")
    play = commands.add_parser("selfplay", help="play random legal deals and check invariants")
    play.add_argument("--game", required=True, choices=sorted(GAMES))
    play.add_argument("--deals", required=True, type=int)
    play.add_argument("--seed", required=True, type=int)
    play.add_argument("--log", help="write the match log here (more matches: NAME.2.json, ...)")
    play.add_argument("--options", help="the game's options as a JSON object", default=None)
    return parser


def _replay(path: str) -> int:
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as handle:
                data = handle.read()
    except OSError as err:
        print(f"log: cannot read {path}: {err.strerror}", file=sys.stderr)
        return 2
    try:
        match = match_from_log(loads(data))
    except LogError as err:
        print(err.located(), file=sys.stderr)
        return 2
    except RulesError as err:  # pragma: no cover - every fault is located by the reader
        print(f"log: {err}", file=sys.stderr)
        return 2
    except RecursionError:
        print("log: the document is nested too deeply", file=sys.stderr)
        return 2
    print(json.dumps(replay_summary(match), ensure_ascii=False))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tool; return the exit status."""
    args = _parser().parse_args(argv)
    if args.command == "replay":
        return _replay(args.log)
    if args.deals < 0:
        print("selfplay: --deals must be 0 or more", file=sys.stderr)
        return 2
    try:
        options = json.loads(args.options) if args.options else None
        summary = selfplay(args.game, args.deals, args.seed, log=args.log, options=options)
    except (RulesError, ValueError) as err:
        print(f"selfplay: {err}", file=sys.stderr)
        return 2
    except InvariantError as err:
        print(f"selfplay: invariant broken: {err}", file=sys.stderr)
        return 1
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
