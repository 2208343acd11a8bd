"""The variants of French Tarot (``docs/rules/tarot.md``) a match may be played with."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from atout.rules.options import GameOptions, choice_option, int_option

__all__ = ["TarotOptions"]


@dataclass(frozen=True)
class TarotOptions(GameOptions):
    """The variants of ``docs/rules/tarot.md``."""

    game: ClassVar[str] = "tarot"

    excuse_last_trick: str = choice_option(
        "winner",
        ("winner", "fft"),
        "Where the Excuse played in the last trick goes: to the trick's winner, or (fft) "
        "to the side opposing its owner (rule 19).",
    )
    deals: int = int_option(8, 1, 100, "Hands played in a match; annulled hands do not count (rule 27).")
