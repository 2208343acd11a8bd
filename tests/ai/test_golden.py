"""Each level's moves at fixed positions of fixed deals in each game (the golden moves of
:mod:`golden_moves`) are those recorded in tests/fixtures/golden/moves.json.

A change that should change no decision leaves them as they are. A change that changes a move
on purpose writes them again (``python tests/ai/golden_moves.py``) and says why in its commit.
"""

from __future__ import annotations

import json

import pytest
from golden_moves import FIXTURE, GAMES, SEARCH, golden_moves


def changed(recorded: list[list[object]], moves: list[list[object]]) -> list[str]:
    """What differs between the moves recorded and the moves made, position by position."""
    found = [f"{old} -> {new}" for old, new in zip(recorded, moves, strict=False) if old != new]
    if len(moves) != len(recorded):
        found.append(f"{len(moves)} moves made, {len(recorded)} recorded")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_level_makes_its_golden_moves(game: str) -> None:
    recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))[game]
    assert {move[3] for move in recorded} >= set(SEARCH)  # the search levels are asked too
    differences = changed(recorded, golden_moves(game))
    assert not differences, f"{len(differences)} moves changed, the first: {differences[:3]}"


def test_a_changed_move_is_seen() -> None:
    """The comparison can fail: one answer changed, or one position more, is found."""
    recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))["carotte"]
    other = [list(move) for move in recorded]
    other[40][4] = "Pass()" if other[40][4] != "Pass()" else "CarotteBid(4♥)"
    assert len(changed(recorded, other)) == 1
    assert len(changed(recorded, [*recorded, recorded[0]])) == 1
