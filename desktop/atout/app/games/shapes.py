"""The shapes of the cards the games are played with: each game's presenter names its own.

>>> CardShape.TAROT.aspect > CardShape.FRENCH.aspect
True
"""

from __future__ import annotations

from enum import Enum

__all__ = ["CardShape"]


class CardShape(Enum):
    """A shape of card; its value is the folder of its faces under ``resources/cards``."""

    FRENCH = "french"  # the French-suited packs: La Carotte's and Le Rough's
    TAROT = "tarot"

    @property
    def size(self) -> tuple[int, int]:
        """Width and height in the SVGs' units (their aspect ratio is what counts)."""
        return (240, 335) if self is CardShape.FRENCH else (240, 452)

    @property
    def heights_on_table(self) -> float:
        """How many card heights the table's height holds (the player's hand, the centre, the
        top hand and the room between): the tall Tarot cards lie closer."""
        return 4.25 if self is CardShape.FRENCH else 4.45

    @property
    def widths_on_table(self) -> float:
        """How many card widths the table's width holds."""
        return 10.5 if self is CardShape.FRENCH else 11.5

    @property
    def fan_step(self) -> float:
        """The widest step between two cards of the player's fanned hand, in card widths (a
        Tarot hand of 18 or 24 cards overlaps more)."""
        return 0.62 if self is CardShape.FRENCH else 0.5

    @property
    def aspect(self) -> float:
        """Height over width: 1.396 (French) or 1.883 (Tarot)."""
        width, height = self.size
        return height / width
