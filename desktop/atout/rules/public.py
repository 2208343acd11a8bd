"""What every seat may know of a deal beyond its cards, in each game's own words, typed.

An :class:`~atout.rules.deal.Observation` carries what is common to the three games (the
highest bid, the declarer, the contract, the trump, the tricks each seat has won) and, in
``public``, what only one game has: a :class:`CarottePublic`, a :class:`RoughPublic` or a
:class:`TarotPublic`.

>>> RoughPublic(sans_atout=True, in_the_box=(False, True)).in_the_box[1]
True
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.rules.cards import Card

__all__ = ["CarottePublic", "PublicState", "RoughPublic", "TarotPublic"]


@dataclass(frozen=True, slots=True)
class CarottePublic:
    """La Carotte has nothing public beyond what every game has."""


@dataclass(frozen=True, slots=True)
class RoughPublic:
    """Le Rough: whether the taker announced Sans-Atout (rule 16), and which teams are in the
    box, barred from bidding 100 (rule 12), by team (seats 0 and 2, seats 1 and 3)."""

    sans_atout: bool
    in_the_box: tuple[bool, bool]


@dataclass(frozen=True, slots=True)
class TarotPublic:
    """The Tarot: the trumps the taker showed from his écart (rule 11), whether he announced a
    chelem (rule 25), which side the cards put aside count for (1 the taker's, 0 the defence's
    in a Garde contre: rule 12), and whose tricks hold the Excuse once it is played (its
    owner's, unless it was lost in the last trick: rules 18-19; ``None`` before)."""

    ecart_trumps: tuple[Card, ...]
    chelem_announced: bool
    aside_side: int
    excuse_with: int | None


#: Any game's public state.
PublicState = CarottePublic | RoughPublic | TarotPublic
