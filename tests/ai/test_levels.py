"""The levels' order, checked on fixed seeds in short duplicate arenas (the long arenas that measure
each step of the ladder are benchmarks, outside the tests: see the issue's closing note), and the
preload of the levels' modules that the application does before Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest

from atout.ai.arena import arena


@pytest.mark.parametrize(("game", "boards"), [("carotte", 60), ("rough", 40), ("tarot", 30)])
def test_normal_beats_random_in_a_short_duplicate_arena(game: str, boards: int) -> None:
    seats = ["normal", "random", "normal", "random"]
    summary = arena(game, deals=boards, seed=2026, seats=seats, duplicate=True)
    difference = summary["differences"]["normal - random"]  # type: ignore[index]
    low = difference["ci95"][0]
    assert low > 0, f"{game}: normal - random = {difference}"
    assert difference["boards"] == boards


_PLAYS_EVERY_LEVEL = """
import sys
from atout.ai.levels import LEVELS, make_bot, preload_levels
from atout.rules import Match

preload_levels()
before = {name for name in sys.modules if name.startswith("atout")}
for game in ("carotte", "rough", "tarot"):
    deal = Match(game, seed=11).new_deal()
    seat = deal.current_seat
    for level in LEVELS:
        make_bot(level, game=game, seat=seat, seed=1).choose(deal.observation(seat))
print(sorted(name for name in sys.modules if name.startswith("atout") and name not in before))
"""


def test_after_the_preload_no_level_imports_a_module_while_it_plays() -> None:
    """The application imports the players' modules before Qt (``atout.app``): afterwards, every
    level of every game, made and asked for its first call, finds its modules already there (the
    levels import their game's modules when they are made)."""
    out = subprocess.run(
        [sys.executable, "-c", _PLAYS_EVERY_LEVEL], capture_output=True, text=True, check=True, timeout=600
    )
    assert out.stdout.strip() == "[]", out.stdout
