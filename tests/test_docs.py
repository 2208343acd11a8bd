"""The repository explains itself: its documents are in ``docs/`` and nothing points outside it.

- Every rule number that the rules' tests cite for a game (``test_rule_13_...``, "rule 13",
  "rules 16-18", "rough.md rule 3"), and every one that the game's rules modules and computer
  players cite, is a numbered rule of that game's page, ``docs/rules/<game>.md``, numbered 1, 2,
  3... without a gap.
- No file of the repository cites the documents that were once kept beside it, outside the
  repository (the folder of shared notes and its design page).
- Every relative link of ``README.md`` and of the pages of ``docs/`` leads to a file or a folder
  of the repository.

The last test feeds each check a fault, so that each is seen to fail.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
GAMES = ("carotte", "rough", "tarot")

#: Where the rule numbers of each game are cited: the rules' tests, the game's rules modules and
#: its computer players.
CITING = {
    "carotte": (
        "tests/rules/test_carotte*.py",
        "desktop/atout/rules/carotte*.py",
        "desktop/atout/rules/carotte/**/*.py",
        "desktop/atout/ai/carotte/**/*.py",
    ),
    "rough": (
        "tests/rules/test_rough*.py",
        "desktop/atout/rules/rough*.py",
        "desktop/atout/rules/rough/**/*.py",
        "desktop/atout/ai/rough/**/*.py",
    ),
    "tarot": (
        "tests/rules/test_tarot*.py",
        "tests/rules/test_referee_tarot.py",
        "desktop/atout/rules/tarot*.py",
        "desktop/atout/rules/tarot/**/*.py",
        "desktop/atout/ai/tarot/**/*.py",
    ),
}
#: Files that cite rules of several games: only their citations naming the page count.
MIXED = ("tests/rules/**/*.py", "desktop/atout/rules/**/*.py")

_NUMBERS = r"(\d+(?:\s*(?:,|and|to|-|–)\s*\d+)*)"
_NAMED = re.compile(r"\b(carotte|rough|tarot)\.md,?\s+(?:rules?\s+)?" + _NUMBERS)
_PLAIN = re.compile(r"\b[Rr]ules?\s+" + _NUMBERS)
_TEST_NAME = re.compile(r"\bdef test_rule_(\d+)_")
_NUMBERED = re.compile(r"^(\d+)\.\s", re.MULTILINE)

# The outside documents, written in two pieces so that this file does not cite them itself.
_OUTSIDE = re.compile(
    "(?<![\\w.-])" + "shared" + "/"  # the folder beside the checkout, by any path
    r"|\.\./" + "shared" + r"\b"
    r"|\b" + "design" + r"\.md\b"  # its design page, by name
)
_SKIPPED_DIRS = frozenset({
    ".git", ".venv", "venv", "build", "dist", "__pycache__", ".mypy_cache", ".ruff_cache",
    ".pytest_cache", ".hypothesis", "node_modules",
})  # fmt: skip

_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:[ \t]*<?(\S+?)>?(?:[ \t]|$)", re.MULTILINE)
_FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
_CODE_SPAN = re.compile(r"(`+)[^`].*?\1", re.DOTALL)
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def _expand(numbers: str) -> set[int]:
    """``"16-18, 21"`` -> {16, 17, 18, 21}."""
    found: set[int] = set()
    for part in re.split(r"\s*(?:,|and)\s*", numbers):
        bounds = [int(n) for n in re.split(r"\s*(?:to|-|–)\s*", part) if n]
        found.update(range(bounds[0], bounds[-1] + 1))
    return found


def cited_rules(text: str, game: str | None) -> dict[str, set[int]]:
    """The rule numbers ``text`` cites, by game: those naming the page ("rough.md rule 3") for
    that page's game, the others ("rule 3", ``test_rule_03_...``) for ``game`` (``None``: a
    file citing several games, whose plain numbers say no game)."""
    cited: dict[str, set[int]] = {name: set() for name in GAMES}
    for match in _NAMED.finditer(text):
        cited[match[1]] |= _expand(match[2])
    if game is not None:
        rest = _NAMED.sub("", text)
        for match in _PLAIN.finditer(rest):
            cited[game] |= _expand(match[1])
        cited[game] |= {int(number) for number in _TEST_NAME.findall(rest)}
    return cited


def numbered_rules(page: str) -> list[int]:
    """The numbers of the rules of a rules page: its lines that begin with ``N.``."""
    return [int(number) for number in _NUMBERED.findall(_FENCE.sub("", page))]


def _citing_files() -> Iterator[tuple[Path, str | None]]:
    """Each file citing rule numbers, with its game (``None`` when it cites several)."""
    owned: dict[Path, str] = {}
    for game, patterns in CITING.items():
        for pattern in patterns:
            for path in ROOT.glob(pattern):
                owned[path] = game
    mixed = {path for pattern in MIXED for path in ROOT.glob(pattern)}
    for path in sorted(mixed | set(owned)):
        yield path, owned.get(path)


def outside_citations(text: str) -> list[str]:
    """The lines of ``text`` that cite a document kept outside the repository."""
    return [line.strip() for line in text.splitlines() if _OUTSIDE.search(line)]


def repository_files(root: Path) -> Iterator[Path]:
    """Every text file of the repository at ``root`` (not git's, caches' or builds' folders)."""
    for path in sorted(root.iterdir()):
        if path.is_dir():
            if path.name not in _SKIPPED_DIRS and not path.name.endswith(".egg-info"):
                yield from repository_files(path)
        elif path.is_file():
            head = path.read_bytes()[:4096]
            if b"\0" not in head:
                yield path


def broken_links(page: Path, root: Path) -> list[str]:
    """The relative links of the Markdown ``page`` that lead to nothing in the repository at
    ``root`` (a link out of it is broken, whatever it finds there). Code is not read."""
    text = _CODE_SPAN.sub("", _FENCE.sub("", page.read_text(encoding="utf-8")))
    broken = []
    for target in [*_LINK.findall(text), *_REFERENCE.findall(text)]:
        if target.startswith("#") or _SCHEME.match(target):
            continue
        path = target.split("#", 1)[0].split("?", 1)[0]
        resolved = (root / path.lstrip("/")) if path.startswith("/") else (page.parent / path)
        resolved = resolved.resolve()
        if not resolved.is_relative_to(root.resolve()) or not resolved.exists():
            broken.append(target)
    return broken


def _pages() -> list[Path]:
    return [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]


# -- the checks ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_each_rules_page_numbers_its_rules_in_order(game: str) -> None:
    numbers = numbered_rules((DOCS / "rules" / f"{game}.md").read_text(encoding="utf-8"))
    assert numbers == list(range(1, len(numbers) + 1)), f"docs/rules/{game}.md: {numbers}"


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_cited_is_on_its_page(game: str) -> None:
    on_page = set(numbered_rules((DOCS / "rules" / f"{game}.md").read_text(encoding="utf-8")))
    missing: dict[str, list[int]] = {}
    found = 0
    for path, owner in _citing_files():
        cited = cited_rules(path.read_text(encoding="utf-8"), owner)[game]
        found += len(cited)
        if cited - on_page:
            missing[path.relative_to(ROOT).as_posix()] = sorted(cited - on_page)
    assert found, f"no rule of {game} cited anywhere: the citations are no longer recognised"
    assert not missing, f"rules of {game} cited but not in docs/rules/{game}.md: {missing}"


def test_no_file_cites_a_document_outside_the_repository() -> None:
    found = {}
    for path in repository_files(ROOT):
        lines = outside_citations(path.read_text(encoding="utf-8", errors="replace"))
        if lines:
            found[path.relative_to(ROOT).as_posix()] = lines
    assert not found, f"cite documents outside the repository (cite docs/ instead): {found}"


def test_relative_links_lead_to_files_of_the_repository() -> None:
    broken = {page.relative_to(ROOT).as_posix(): broken_links(page, ROOT) for page in _pages()}
    assert not {page: links for page, links in broken.items() if links}


def test_the_checks_catch_faults(tmp_path: Path) -> None:
    """Each check above, given a fault, reports it."""
    # a rule cited by a test's name, in a docstring, in a range, or by its page's name
    text = 'def test_rule_31_x():\n    """rules 16-18 and rough.md rule 3; carotte.md 5, 9"""'
    cited = cited_rules(text, "tarot")
    assert cited == {"carotte": {5, 9}, "rough": {3}, "tarot": {16, 17, 18, 31}}
    assert cited_rules("rule 4", None) == {"carotte": set(), "rough": set(), "tarot": set()}
    assert numbered_rules("1. one\n2. two\n4. four\n") == [1, 2, 4]  # a gap: not 1, 2, 3
    # an outside document, by any path, and not a word that merely contains the name
    folder = "shared"
    assert outside_citations(f"see ``{folder}/rules/tarot.md``\nnothing here") == [
        f"see ``{folder}/rules/tarot.md``"
    ]
    assert outside_citations(f"(../{folder})") and outside_citations("the " + "design" + ".md page")
    assert not outside_citations(f"self._{folder}/x, {folder} with the worker")
    # a link to nothing, and one out of the repository; code is not read
    (tmp_path / "repo").mkdir()
    (tmp_path / "elsewhere.md").write_text("x")
    page = tmp_path / "repo" / "page.md"
    page.write_text(
        "[ok](page.md#top) [web](https://example.org) [gone](missing.md) [out](../elsewhere.md)\n"
        "`[code](nowhere.md)`\n\n```\n[fenced](nowhere.md)\n```\n[ref]: gone-too.md\n"
    )
    assert broken_links(page, tmp_path / "repo") == ["missing.md", "../elsewhere.md", "gone-too.md"]
