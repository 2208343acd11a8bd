"""What a finished deal came to, typed: each game's count with the terms of its formula.

A :class:`~atout.rules.deal.DealResult` says who took (its ``taker``: La Carotte's
déclarant, Le Rough's and the Tarot's preneur), the contract, whether it was made, each
seat's side, and the game's own count: a :class:`CarotteCount`, a :class:`RoughCount` or a
:class:`TarotCount`. Readers (the score sheet, the records, the arena) read these fields; they
never work a rule out again from the cards or re-parse a dict.

>>> terms = TarotTerms(difference=8, made=True, petit_au_bout=1, multiplier=2, poignees=20,
...                    chelem=0, amount=106)
>>> terms.computed(), terms.expression()
(106, '((25 + 8) + 10) × 2 + 20')
>>> TarotTerms(difference=11, made=False, petit_au_bout=0, multiplier=1, poignees=0,
...            chelem=0, amount=-36).expression()
'−(25 + 11) × 1'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from atout.rules.actions import CarotteBid, Contract, RoughBid
from atout.rules.cards import Suit

if TYPE_CHECKING:
    from atout.rules.deal import DealResult

__all__ = [
    "Annulment",
    "CarotteCount",
    "Count",
    "PoigneeShown",
    "RoughCount",
    "TakenContract",
    "TarotCount",
    "TarotSide",
    "TarotTerms",
    "contract_json",
    "result_details",
    "tarot_amount",
]

#: The minus sign the counts are written with (U+2212, not a hyphen).
MINUS = "\u2212"


class Annulment(Enum):
    """Why a deal was annulled (it scores nothing)."""

    ALL_PASSED = "all_passed"  # every seat passed (Carotte rule 10, Rough rule 9, Tarot rule 9)
    PETIT_SEC = "petit_sec"  # a Tarot seat was dealt the Petit as its only trump (Tarot rule 7)


class TarotSide(Enum):
    """The two sides of a Tarot deal, as a count names them."""

    TAKER = "taker"
    DEFENCE = "defence"


@dataclass(frozen=True, slots=True)
class CarotteCount:
    """La Carotte: the tricks the taker took, against the tricks he bid."""

    tricks: int
    bid: int


@dataclass(frozen=True, slots=True)
class RoughCount:
    """Le Rough: the card points each team took, the taker's team, how trumps were played.

    >>> RoughCount(points=(35, 65), team=1, trump=None, sans_atout=True).taken
    65
    """

    points: tuple[int, int]  # team 0's (seats 0 and 2), team 1's (seats 1 and 3)
    team: int  # the taker's
    trump: Suit | None  # None: Sans-Atout
    sans_atout: bool

    @property
    def taken(self) -> int:
        """The card points the taker's team took."""
        return self.points[self.team]


@dataclass(frozen=True, slots=True)
class PoigneeShown:
    """A poignée shown in a Tarot deal: by whom, of how many trumps, worth what."""

    seat: int
    cards: int
    bonus: int


def tarot_amount(  # noqa: PLR0917 - the formula's six terms
    made: bool, difference: int, petit_au_bout: int, multiplier: int, poignees: int, chelem: int
) -> int:
    """T, the Tarot's count of a deal (rules 22 to 26), from its terms (see :class:`TarotTerms`):
    ``(±(25 + difference) ± 10) × multiplier ± poignées + chelem``.

    >>> tarot_amount(True, 8, 1, 2, 20, 0), tarot_amount(False, 11, 0, 1, 0, 0)
    (106, -36)
    """
    sign = 1 if made else -1
    return (sign * (25 + difference) + petit_au_bout * 10) * multiplier + sign * poignees + chelem


@dataclass(frozen=True, slots=True)
class TarotTerms:
    """The terms of the Tarot's formula (rules 22 to 26): the taker scores ``3 × amount``,
    each defender ``−amount``, where ``amount = (±(25 + difference) ± 10 petit au bout) ×
    multiplier ± poignées + chelem``."""

    difference: int  # how far above or below the target, a half point rounded up
    made: bool
    petit_au_bout: int  # +1 the taker's side took the Petit in the last trick, -1 the defence
    multiplier: int  # the contract's
    poignees: int  # the bonuses of every poignée shown, to the side that wins the deal
    chelem: int  # the chelem's bonus (or penalty), for the taker
    amount: int  # T

    @property
    def sign(self) -> int:
        """+1 when the contract was made, -1 when it failed."""
        return 1 if self.made else -1

    def computed(self) -> int:
        """``amount`` from the other terms, by :func:`tarot_amount` (as the rules count it)."""
        return tarot_amount(
            self.made, self.difference, self.petit_au_bout, self.multiplier, self.poignees, self.chelem
        )

    def expression(self) -> str:
        """The formula with its figures, as a player writes it: ``((25 + 8) + 10) × 2 + 20``."""
        core = f"(25 + {self.difference})" if self.made else f"{MINUS}(25 + {self.difference})"
        if self.petit_au_bout:
            core = f"({core} {'+' if self.petit_au_bout > 0 else MINUS} 10)"
        text = f"{core} × {self.multiplier}"
        if self.poignees:
            text += f" {'+' if self.made else MINUS} {self.poignees}"
        if self.chelem:
            text += f" {'+' if self.chelem > 0 else MINUS} {abs(self.chelem)}"
        return text


@dataclass(frozen=True, slots=True)
class TarotCount:
    """The Tarot's count: the card points each side took, the bouts, the target, the terms of
    the formula, the poignées and the chelem."""

    points: float  # the taker's side's card points (the Excuse exchange included)
    points_defence: float
    bouts: int
    target: int  # the points the taker needed with his bouts (rule 21)
    terms: TarotTerms
    poignees: tuple[PoigneeShown, ...]
    chelem_announced: bool
    chelem_by: TarotSide | None  # which side took every trick
    excuse_to: TarotSide  # which side kept the Excuse


#: Any game's count.
Count = CarotteCount | RoughCount | TarotCount

#: The contract a deal was played in: La Carotte's and Le Rough's highest bid, the Tarot's
#: contract.
TakenContract = CarotteBid | RoughBid | Contract


def contract_json(contract: TakenContract | None) -> object:
    """The contract as the logs and the tools' output write it: a bid's JSON form, a Tarot
    contract's name; ``None`` for none.

    >>> contract_json(Contract.GARDE_SANS), contract_json(RoughBid(85)), contract_json(None)
    ('garde_sans', {'type': 'bid', 'points': 85}, None)
    """
    if contract is None:
        return None
    if isinstance(contract, Contract):
        return contract.value
    return contract.to_json()


def result_details(result: DealResult) -> dict[str, object]:
    """A deal's result as JSON-like values (:attr:`DealResult.details
    <atout.rules.deal.DealResult.details>`), worked out from its typed fields: why it was
    annulled, or who took, the contract, whether it was made and the game's count.

    >>> from atout.rules.deal import DealResult
    >>> result_details(DealResult((0, 0, 0, 0), annulled=True, annulment=Annulment.ALL_PASSED))
    {'reason': 'all_passed'}
    >>> made = DealResult((5, 0, 0, 0), taker=0, contract=CarotteBid(4, Suit.HEARTS), made=True,
    ...                   count=CarotteCount(tricks=5, bid=4))
    >>> details = result_details(made)
    >>> details["declarer"], details["contract"], details["tricks"], details["made"]
    (0, {'type': 'bid', 'tricks': 4, 'trump': 'H'}, 5, True)
    """
    if result.annulment is not None:
        details: dict[str, object] = {"reason": result.annulment.value}
        if result.annulment is Annulment.PETIT_SEC:
            details.update(seat=result.petit_sec[0], seats=list(result.petit_sec))
        return details
    count = result.count
    ecart = [card.text for card in result.ecart]
    head = {"declarer": result.taker, "contract": contract_json(result.contract)}
    if isinstance(count, CarotteCount):
        return {**head, "tricks": count.tricks, "made": result.made, "discard": ecart}
    if isinstance(count, RoughCount):
        trump = count.trump.letter if count.trump is not None else None
        return {
            **head,
            "sans_atout": count.sans_atout,
            "trump": trump,
            "points": count.points,
            "made": result.made,
            "discard": ecart,
        }
    if isinstance(count, TarotCount):
        return _tarot_details(result, count)
    return {}


def _tarot_details(result: DealResult, count: TarotCount) -> dict[str, object]:
    terms = count.terms
    return {
        "taker": result.taker,
        "contract": contract_json(result.contract),
        "bouts": count.bouts,
        "points": count.points,
        "points_defence": count.points_defence,
        "target": count.target,
        "difference": terms.difference,
        "made": result.made,
        "petit_au_bout": {1: "taker", -1: "defence", 0: None}[terms.petit_au_bout],
        "poignees": [{"seat": p.seat, "cards": p.cards, "bonus": p.bonus} for p in count.poignees],
        "chelem_announced": count.chelem_announced,
        "chelem": None if count.chelem_by is None else count.chelem_by.value,
        "excuse": count.excuse_to.value,
        "multiplier": terms.multiplier,
        "poignee_total": terms.poignees,
        "chelem_bonus": terms.chelem,
        "ecart": [card.text for card in result.ecart],
        "chien": [card.text for card in result.kitty],
        "T": terms.amount,
    }
