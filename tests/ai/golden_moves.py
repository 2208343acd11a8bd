"""The golden moves: what each level answers at fixed positions of fixed deals, in each game.

A change that should change no decision (a refactoring, a faster search) must leave these
moves as they are; one that changes a move on purpose says why and writes them again:

    python tests/ai/golden_moves.py        # writes tests/fixtures/golden/moves.json

The deals are dealt from fixed seeds and played by the normal level (seeded). At each
position asked, a fresh bot of each level (its seed drawn from the position, the search
levels unhurried: no cut-off in seconds) answers for the seat concerned; its answer is
recorded, and the deal goes on with the normal bot's move. The cheap levels (random, easy,
normal) are asked at every decision, the search levels (hard, expert) at every decision
before the play, at every announcement and at a few cards of each deal (the lead, the
middle, the end).

>>> [position[:4] for position in golden_moves("carotte", deals=1, cheap_only=True)[:2]]
[[0, 0, 1, 'random'], [0, 0, 1, 'easy']]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from atout.ai.arena import unhurry
from atout.ai.bot import NEVER, Bot, MatchView, Stop
from atout.ai.driver import DealDriver
from atout.ai.levels import make_bot
from atout.rules import Action, Match, Observation, Phase, Play, get_game

__all__ = ["CHEAP", "DEALS", "FIXTURE", "GAMES", "SEARCH", "golden_moves"]

GAMES = ("carotte", "rough", "tarot")
CHEAP = ("random", "easy", "normal")
SEARCH = ("hard", "expert")
#: The deals of each game: (seed, first dealer). Each is played out (no deal all passed): a
#: Carotte and a Rough deal of each, a Garde and a Prise at the Tarot.
DEALS = {
    "carotte": ((11, 0), (23, 1)),
    "rough": ((11, 0), (23, 1)),
    "tarot": ((19, 3), (32, 0)),
}
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "golden" / "moves.json"

#: One recorded answer: deal, decision, seat, level, the answer ("-" for an announcement let pass).
Position = list[object]


def _cards_asked(game: str) -> frozenset[int]:
    """The cards of a deal (counted from the first played) at which the search levels are
    asked: the lead, one in the second trick, the middle of the play, the last tricks."""
    cards = 4 * get_game(game).hand_size
    return frozenset({0, 5, cards // 2 + 1, cards - 10, cards - 6})


class _Table:
    """What the four probes of one golden deal share: the answers recorded, the decisions and
    the cards counted so far."""

    def __init__(self, game: str, deal: int, cheap_only: bool) -> None:
        self.game, self.deal, self.cheap_only = game, deal, cheap_only
        self.asked = _cards_asked(game)
        self.positions: list[Position] = []
        self.decisions = 0
        self.cards = 0


class _Probe(Bot):
    """The seat's player in a golden deal: asks every level at the positions chosen, records
    their answers, then plays the normal bot's move."""

    def __init__(self, table: _Table, seat: int) -> None:
        self.table, self.seat = table, seat
        self.player = make_bot("normal", game=table.game, seat=seat, seed=100 + seat)

    def choose(
        self, observation: Observation, view: MatchView | None = None, stop: Stop = NEVER
    ) -> Action | None:
        table = self.table
        to_play = observation.phase is Phase.PLAY and observation.current_seat == self.seat
        search = not table.cheap_only and (not to_play or table.cards in table.asked)
        number = table.decisions
        for level in CHEAP + SEARCH if search else CHEAP:
            seed = 1000 * table.deal + number
            bot = unhurry(make_bot(level, game=table.game, seat=self.seat, seed=seed))
            answer = bot.choose(observation, view)
            said = "-" if answer is None else str(answer)
            table.positions.append([table.deal, number, self.seat, level, said])
        table.decisions += 1
        move = self.player.choose(observation, view)
        if isinstance(move, Play):
            table.cards += 1
        return move


def golden_moves(game: str, deals: int = 2, cheap_only: bool = False) -> list[Position]:
    """Every level's answers at the positions of ``game``'s first ``deals`` golden deals."""
    positions: list[Position] = []
    for index, (seed, dealer) in enumerate(DEALS[game][:deals]):
        table = _Table(game, index, cheap_only)
        match = Match(game, seed=seed, first_dealer=dealer)
        DealDriver(match, [_Probe(table, seat) for seat in range(4)]).run()
        positions += table.positions
    return positions


def main() -> None:
    """Write the golden moves of every game to :data:`FIXTURE`."""
    moves = {game: golden_moves(game) for game in GAMES}
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    lines = {game: ",\n".join(json.dumps(move, ensure_ascii=False) for move in moves[game]) for game in GAMES}
    games = [f"{json.dumps(game)}: [\n{lines[game]}\n]" for game in GAMES]
    FIXTURE.write_text("{\n" + ",\n".join(games) + "\n}\n", encoding="utf-8")  # a move a line
    print(f"{sum(len(m) for m in moves.values())} moves written to {FIXTURE}", file=sys.stderr)


if __name__ == "__main__":
    main()
