"""The code's shape, checked: no module over 600 lines, no test of a game's name in the app or
the headless layer (``atout.play``) outside the app's per-game layer (issue 31).

A test of a game's name (``game == "tarot"``, ``obs.game in ("rough", ...)``, a dict keyed by
``"carotte"``) is a rule or a word decided outside the one place that should know it: the rules
(``atout.rules``) for a rule, the per-game layer of the app for a word. The rules package, the
computer players (one package per game) and the tools are not counted: they are the games.

Both lists below are what is left of the debts the architecture issue pays off; they can only
shrink. A module or a test that is new fails; one that is gone or shorter than listed fails
too, until its entry is taken out or lowered, so that the lists always say what is left.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "atout"
GAME_NAMES = frozenset({"carotte", "rough", "tarot"})
MAX_LINES = 600
#: Where a game's name may be tested: the games themselves, and the app's per-game layer.
GAME_PLACES = ("rules/", "ai/", "app/games/")

#: Modules over MAX_LINES lines, with their length today (none left: the list stays, empty, for a
#: module that must wait, with its reason; an entry may only shrink, then go).
LONG_MODULES: dict[str, int] = {}

#: Tests of a game's name outside :data:`GAME_PLACES`, per module (none left: the list stays,
#: empty, for the rare case that must wait, with its reason).
GAME_TESTS: dict[str, int] = {}


def modules() -> Iterator[tuple[str, Path]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path.relative_to(PACKAGE).as_posix(), path


def _is_a_game_name(node: ast.AST) -> bool:
    """``"tarot"``, or a tuple, list or set holding a game's name."""
    if isinstance(node, ast.Constant):
        return node.value in GAME_NAMES
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_is_a_game_name(element) for element in node.elts)
    return False


def game_tests(source: str) -> list[int]:
    """The lines of ``source`` that compare something with a game's name, or key a dict by one
    (comparing two games, ``record.game == game``, names none)."""
    found: list[int] = []
    for node in ast.walk(ast.parse(source)):
        sides: list[ast.expr | None] = []
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
        elif isinstance(node, ast.Dict):
            sides = list(node.keys)
        if any(side is not None and _is_a_game_name(side) for side in sides):
            found.append(node.lineno)
    return sorted(found)


def test_the_finder_sees_every_form_of_a_game_test() -> None:
    source = (
        'if game == "tarot": pass\n'
        'if obs.game != "rough": pass\n'
        'if match.game in ("carotte", "rough"): pass\n'
        'WORDS = {"tarot": 1, "rough": 2}\n'
        'if page == "tarot": pass\n'
        'if kind == "deal": pass\n'
        "if record.game == game: pass\n"
    )
    assert game_tests(source) == [1, 2, 3, 4, 5]


def test_no_module_grows_past_600_lines() -> None:
    lengths = {name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in modules()}
    over = {name: length for name, length in lengths.items() if length > MAX_LINES}
    new = {name: length for name, length in over.items() if name not in LONG_MODULES}
    grown = {name: (n, LONG_MODULES[name]) for name, n in over.items() if n > LONG_MODULES.get(name, n)}
    shrunk = {name: (lengths.get(name, 0), n) for name, n in LONG_MODULES.items() if lengths.get(name, 0) < n}
    assert not new, f"modules over {MAX_LINES} lines: {new}"
    assert not grown, f"long modules grew (now, listed): {grown}"
    assert not shrunk, f"long modules shrank or went: lower or take out their entries (now, listed): {shrunk}"


@pytest.mark.parametrize("place", ["app", "play"])
def test_no_game_is_tested_by_name_outside_its_places(place: str) -> None:
    counts = {}
    for name, path in modules():
        if name.startswith(GAME_PLACES) or not name.startswith(place):
            continue
        lines = game_tests(path.read_text(encoding="utf-8"))
        if lines:
            counts[name] = (len(lines), lines)
    new = {name: lines for name, (count, lines) in counts.items() if count > GAME_TESTS.get(name, 0)}
    fewer = {name: listed for name, listed in GAME_TESTS.items() if counts.get(name, (0, []))[0] < listed}
    assert not new, f"tests of a game's name (module: lines): {new}; say it in app/games/ or ask the rules"
    assert not fewer, f"fewer tests of a game's name than listed: lower or take out {fewer}"


# -- the number of seats ----------------------------------------------------------------------------
#: Where a table of four may not be taken for granted: the Tarot at three and at five comes next,
#: so the app and the headless layer ask the number of seats (``GameRules.seat_count``,
#: an observation's ``hand_sizes``, a deal's ``dealt_hands``, a match's ``players``).
SEAT_PLACES = ("app/", "play/")

#: Four-seat idioms left, per module: none (the list stays, empty, for a case that must wait,
#: with its reason).
FOUR_SEATS: dict[str, int] = {}


def _constant(node: ast.AST, *values: object) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value in values


def _is_len(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"


def _four_alike(node: ast.AST) -> bool:
    """``[0, 0, 0, 0]``, ``["", "", "", ""]``, ``[[], [], [], []]``, ``(0, 1, 2, 3)``."""
    if not isinstance(node, ast.List | ast.Tuple) or len(node.elts) != 4:
        return False
    dumps = {ast.dump(element) for element in node.elts}
    if len(dumps) == 1 and isinstance(node.elts[0], ast.Constant | ast.List | ast.Dict | ast.Tuple):
        return True
    return all(_constant(element, seat) for seat, element in enumerate(node.elts))


def four_seat_idioms(source: str) -> list[int]:
    """The lines of ``source`` that take a table of four for granted: ``range(4)``, ``% 4``,
    ``& 3``, ``[0, 0, 0, 0]`` (or ``[0] * 4``), ``(0, 1, 2, 3)``, ``len(names) != 4``,
    ``4 - len(names)``, ``names[:4]``."""
    found: list[int] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
            hit = any(_constant(argument, 4) for argument in node.args)
        elif isinstance(node, ast.BinOp):
            hit = (
                (isinstance(node.op, ast.Mod) and _constant(node.right, 4))
                or (isinstance(node.op, ast.BitAnd) and _constant(node.right, 3))
                or any(
                    _constant(a, 4) and _is_len(b)
                    for a, b in ((node.left, node.right), (node.right, node.left))
                )
                or (
                    isinstance(node.op, ast.Mult)
                    and any(
                        _constant(a, 4) and isinstance(b, ast.List | ast.Tuple)
                        for a, b in ((node.left, node.right), (node.right, node.left))
                    )
                )
            )
        elif isinstance(node, ast.Slice):
            hit = node.upper is not None and _constant(node.upper, 4)
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            hit = any(_is_len(side) for side in sides) and any(_constant(side, 4) for side in sides)
        else:
            hit = _four_alike(node)
        if hit:
            found.append(node.lineno)
    return sorted(found)


def test_the_finder_sees_every_four_seat_idiom() -> None:
    source = (
        "for seat in range(4): pass\n"
        "after = (seat + 1) % 4\n"
        "after = (seat + 1) & 3\n"
        "totals = [0, 0, 0, 0]\n"
        "totals = [0] * 4\n"
        "seats = (0, 1, 2, 3)\n"
        "hands = [[], [], [], []]\n"
        "if len(names) != 4: pass\n"
        "names = names[:4] + [''] * (4 - len(names))\n"
        "for seat in range(len(totals)): pass\n"
        "after = (seat + 1) % len(totals)\n"
        'places = ("bottom", "left", "top", "right")\n'
        "point = (x, y, 0, 0)\n"
    )
    assert four_seat_idioms(source) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]


@pytest.mark.parametrize("place", SEAT_PLACES)
def test_no_table_of_four_is_taken_for_granted(place: str) -> None:
    counts = {}
    for name, path in modules():
        if not name.startswith(place):
            continue
        lines = four_seat_idioms(path.read_text(encoding="utf-8"))
        if lines:
            counts[name] = (len(lines), lines)
    new = {name: lines for name, (count, lines) in counts.items() if count > FOUR_SEATS.get(name, 0)}
    fewer = {name: listed for name, listed in FOUR_SEATS.items() if counts.get(name, (0, []))[0] < listed}
    assert not new, f"a table of four taken for granted (module: lines): {new}; ask the number of seats"
    assert not fewer, f"fewer four-seat idioms than listed: lower or take out {fewer}"


# -- one theme --------------------------------------------------------------------------------------
#: Where colours may be written out: the theme, and the card art's own colours.
COLOUR_PLACES = ("app/theme.py", "app/cardart.py", "app/table/render.py")
HEX_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")


def _is_qcolor(func: ast.expr) -> bool:
    """``QColor`` or one of its makers (``QColor.fromRgb``)."""
    if isinstance(func, ast.Attribute):
        func = func.value
    return isinstance(func, ast.Name) and func.id == "QColor"


def written_colours(source: str) -> list[int]:
    """The lines of ``source`` that write a colour out: a hex colour in a string (a style sheet's
    ``#143a25``), a ``QColor`` made from a literal (``QColor(0, 0, 0, 60)``, ``QColor("#fff")``).
    A ``QColor`` made from a name (``QColor(theme.PAPER)``, a copy to change) writes none."""
    found: list[int] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            hit = HEX_COLOUR.search(node.value) is not None
        elif isinstance(node, ast.Call):
            hit = _is_qcolor(node.func) and bool(node.args) and isinstance(node.args[0], ast.Constant)
        else:
            hit = False
        if hit:
            found.append(node.lineno)
    return sorted(set(found))


def test_the_finder_sees_every_colour_written_out() -> None:
    source = (
        'STYLE = "QLabel#title { color: #f7f1e1; }"\n'
        "pen = QColor(0, 0, 0, 60)\n"
        'brush = QColor("#2b7a4b")\n'
        "glow = QColor.fromRgb(255, 236, 140)\n"
        'html = "<span style=\\"color:#fff\\">"\n'
        "copy = QColor(theme.PAPER)\n"
        "speck = QColor(shade, shade, shade, alpha)\n"
        'name = "QFrame#panel QLabel#hint"\n'
    )
    assert written_colours(source) == [1, 2, 3, 4, 5]


def test_colours_are_the_theme_s() -> None:
    found = {}
    for name, path in modules():
        if name.startswith("app/") and name not in COLOUR_PLACES:
            lines = written_colours(path.read_text(encoding="utf-8"))
            if lines:
                found[name] = lines
    assert not found, f"colours written out (module: lines): {found}; name them in atout.app.theme"


def test_the_files_run_first_are_test_files_of_the_suite() -> None:
    """tests/conftest.py hands the longest files to the workers first, by their paths: a file
    renamed or removed would drop out of that order without a word."""
    from conftest import LONGEST_FIRST

    root = PACKAGE.parents[1]
    assert all((root / path).is_file() and Path(path).name.startswith("test_") for path in LONGEST_FIRST)
    assert len(set(LONGEST_FIRST)) == len(LONGEST_FIRST)
