"""The levels' order, checked on fixed seeds in short duplicate arenas (the long arenas that measure
each step of the ladder are benchmarks, outside the tests: see the issue's closing note)."""

from __future__ import annotations

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
