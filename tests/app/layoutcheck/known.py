"""The layout problems known today: the one allow-list of the layout test.

Each entry is ``(screen, size, language, problem)``, each an ``fnmatch`` pattern, with a comment
saying what is seen. ``problem`` matches a problem's key, ``kind: where`` (see
:class:`~layoutcheck.problem.Problem`). The test fails on any problem no entry matches (a new
one), and on any entry that matches nothing (a problem gone: take its entry out, the list only
shrinks). ``size`` and ``language`` are checked one run at a time: an entry whose size is ``*``
says the problem is seen at every size, and fails the run of a size where it no longer is;
``screen`` and ``problem`` only need to match once in the run (any screen of ``*/play``). A
``[`` of a name is written ``[[]`` (``QLabel[[]picture]``).
"""

from __future__ import annotations

from collections.abc import Iterable
from fnmatch import fnmatchcase
from typing import NamedTuple

from layoutcheck.problem import Problem

__all__ = ["KNOWN", "Known", "sort_out"]


class Known(NamedTuple):
    screen: str
    size: str
    language: str
    problem: str

    def matches(self, screen: str, size: str, language: str, problem: Problem) -> bool:
        return (
            fnmatchcase(screen, self.screen)
            and fnmatchcase(size, self.size)
            and fnmatchcase(language, self.language)
            and fnmatchcase(problem.key, self.problem)
        )

    def applies(self, size: str, language: str) -> bool:
        return fnmatchcase(size, self.size) and fnmatchcase(language, self.language)


SMALL = "1024x700"
LARGE = "1[39]*"  # 1366x768 and 1920x1080

# Seen on 3 December 2026, after the fixes of issue 30 items 6 and 7 were merged, DejaVu Sans
# 10 pt. What those fixes removed from this list: every cut cell and header of the score sheet
# and its scroll bars, the launcher's cut lines at 1024x700, the Tarot summary's slivers of the
# chien and the écart and its squeezed sheet, the cut centre banners, the corner panel's cut
# heading, the piles over their plates or off the table; on 4 December the last two, the
# notice of a deal all passed over the kitty and the player's "Passe" over his own plate.
KNOWN: tuple[Known, ...] = ()


def sort_out(
    found: Iterable[tuple[str, Problem]], size: str, language: str, known: Iterable[Known] = KNOWN
) -> tuple[list[tuple[str, Problem]], list[Known]]:
    """The problems of one run (``found``: screen, problem) that no entry of ``known`` matches,
    and the entries that apply to this run (size, language) but match none of its problems."""
    entries = [entry for entry in known if entry.applies(size, language)]
    used: set[Known] = set()
    new: list[tuple[str, Problem]] = []
    for screen, problem in found:
        hits = [entry for entry in entries if entry.matches(screen, size, language, problem)]
        used.update(hits)
        if not hits:
            new.append((screen, problem))
    return new, [entry for entry in entries if entry not in used]
