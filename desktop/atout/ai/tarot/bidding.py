"""The Tarot bidding: what a hand is worth as the taker, with each contract.

The hand is read as bouts (the Petit by the trumps that guard it), trumps and their
length, high and middle trumps, Kings, Queens, Knights, Jacks, marriages, voids and
singletons (by the trumps that use them) and long suits (:func:`hand_features`); a
linear model fitted on played-out deals turns them into the taker's expected T with each
contract (:func:`contract_values`; the écart is worth a lot: a Garde sans pays only for
the strongest hands, a Garde contre hardly ever but over a Garde sans). The seat calls
the best contract still open when it is expected to win something, a Prise rather than
a Garde when the edge is thin, else passes (:func:`choose_contract`). The expert reads
the others' calls by the same values (:func:`take_chance`: searching players take more
boldly than this).

The ``easy`` level counts the hand crudely (2 a trump, 6 a bout, 3 a King) and never
calls beyond a Garde (:func:`easy_contract`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from atout.ai.tarot.cards import (
    BOUTS,
    EXCUSE,
    JACKS,
    KINGS,
    KNIGHTS,
    MAJORS,
    PETIT,
    QUEENS,
    SUITS,
    T21,
    TRUMPS,
)
from atout.rules import Action, Contract, TarotBid
from atout.rules.cards import EXCUSE_BIT

__all__ = [
    "choose_contract",
    "contract_values",
    "easy_contract",
    "hand_features",
    "hand_value",
    "lowest_bid",
    "take_chance",
    "unit_values",
]

#: What the bidding reads in a hand (:func:`hand_features`).
FEATURES: Final = (
    "trumps",  # how many
    "21",
    "excuse",
    "petit",
    "petit_guard",  # the Petit times the trumps beyond four that guard it
    "majors",  # trumps 16 to 20
    "middles",  # trumps 11 to 15
    "kings",
    "queens",
    "knights",
    "jacks",
    "marriages",  # a King with its Queen
    "voids",
    "singletons",  # but a King
    "length",  # the cards beyond four in each suit
    "void_trumps",  # the voids times the trumps beyond four that use them
)
# fmt: off
#: The taker's expected T per unit of multiplier with each contract: a constant and one
#: weight per feature. Fitted by least squares over 12,000 hands, each played out with each
#: of the three contracts (each seat of 3,000 deals taking in turn, the others passing, the
#: normal level playing every seat); R² 0.42 (Garde), 0.45 (Garde sans), 0.62 (Garde contre).
#: The écart is worth a lot: a Garde sans pays only for the strongest hands, a Garde
#: contre hardly ever (but over a Garde or a Garde sans already bid).
WEIGHTS: Final = {
    Contract.GARDE: (
        -83.9, 4.17, 26.9, 20.7, 15.2, 2.8, 2.64, 0.33, 8.57, 3.22, 1.85, 0.7, 0.64, -1.96, 1.57, 0.87, 3.26,
    ),
    Contract.GARDE_SANS: (
        -81.9, 2.03, 18.4, 13.1, 1.43, 4.03, 2.17, 0.6, 7.36, 2.82, 1.44, 0.17, -0.53, 8.16, 2.59, 0.36, 2.0,
    ),
    Contract.GARDE_CONTRE: (
        -87.0, 1.68, 15.2, 11.3, 2.85, 2.07, 1.66, 0.4, 6.39, 2.8, 1.24, 0.37, -0.59, 6.97, 2.35, 0.15, 1.3,
    ),
}
# fmt: on
#: The expected T per unit of multiplier is capped: the linear fit runs away on the
#: strongest hands, whose T cannot grow much beyond 25 + the points over the target.
VALUE_CAP: Final = 60.0
#: What passing is worth, in the taker's T (a contract is taken when it is expected to do
#: better). Passing lets another seat take, but -5 and -10 did no better over 1,000 boards.
PASS_VALUE: Final = 0.0
#: A Prise rather than a Garde when the expected T per unit is positive but below this:
#: half the stake where the estimate is least sure.
PRISE_BAND: Final = 6.0
#: The searching players' take rate against the hand's value per unit (see
#: :meth:`~atout.ai.tarot.policy.TarotPolicy.call_likelihood`): a logistic fitted by
#: likelihood on 1,592 calls of ``hard`` players; no call is read as certain either way.
TAKE_SLOPE: Final = 0.3
TAKE_SHIFT: Final = 5.0
TAKE_FLOOR: Final = 0.005
#: The easy level's count (trumps, bouts, Kings) and its thresholds: never above a Garde.
EASY_THRESHOLDS: Final = ((Contract.GARDE, 34.0), (Contract.PRISE, 24.0))
MIDDLES: Final = sum(1 << (EXCUSE_BIT + n) for n in range(11, 16))


def hand_features(hand: int) -> tuple[int, ...]:
    """The :data:`FEATURES` of an 18-card hand (a bitmask)."""
    trumps = (hand & TRUMPS).bit_count()
    beyond = max(0, trumps - 4)
    petit = 1 if hand & PETIT else 0
    voids = singletons = length = 0
    for suit in SUITS:
        cards = hand & suit
        count = cards.bit_count()
        if count == 0:
            voids += 1
        elif count == 1 and not cards & KINGS:
            singletons += 1
        elif count > 4:
            length += count - 4
    return (
        trumps,
        1 if hand & T21 else 0,
        1 if hand & EXCUSE else 0,
        petit,
        petit * beyond,
        (hand & MAJORS).bit_count(),
        (hand & MIDDLES).bit_count(),
        (hand & KINGS).bit_count(),
        (hand & QUEENS).bit_count(),
        (hand & KNIGHTS).bit_count(),
        (hand & JACKS).bit_count(),
        ((hand & KINGS) >> 1 & hand).bit_count(),
        voids,
        singletons,
        length,
        voids * beyond,
    )


def _expected(weights: tuple[float, ...], features: tuple[int, ...]) -> float:
    value = weights[0]
    for weight, feature in zip(weights[1:], features, strict=True):
        value += weight * feature
    return value


def hand_value(hand: int) -> float:
    """The taker's expected T per unit of multiplier for a Prise or a Garde with ``hand``
    (18 cards, a bitmask): positive when taking pays.

    >>> from atout.rules import Card, mask_of
    >>> strong = "T21 T1 EX T20 T19 T18 T17 T15 T12 T9 T4 KS QS KH 5H 3H KD 2D".split()
    >>> round(hand_value(mask_of(Card.parse(t) for t in strong)))
    96
    >>> weak = "T3 T5 T8 KS 2S 5S 7S 9S JH 4H 6H 8H 1D 4D 7D 10D 3C 5C".split()
    >>> round(hand_value(mask_of(Card.parse(t) for t in weak)))
    -61
    """
    return _expected(WEIGHTS[Contract.GARDE], hand_features(hand))


def unit_values(hand: int) -> dict[Contract, float]:
    """The taker's expected T per unit of multiplier with each contract (a Prise and a Garde
    keep the same chien, so they share one value)."""
    features = hand_features(hand)
    garde = min(VALUE_CAP, _expected(WEIGHTS[Contract.GARDE], features))
    return {
        Contract.PRISE: garde,
        Contract.GARDE: garde,
        Contract.GARDE_SANS: min(VALUE_CAP, _expected(WEIGHTS[Contract.GARDE_SANS], features)),
        Contract.GARDE_CONTRE: min(VALUE_CAP, _expected(WEIGHTS[Contract.GARDE_CONTRE], features)),
    }


def contract_values(hand: int) -> dict[Contract, float]:
    """The taker's expected T with each contract (the multiplier included)."""
    return {contract: contract.multiplier * value for contract, value in unit_values(hand).items()}


def choose_contract(hand: int, lowest: int = 0) -> Contract | None:
    """The contract of rank ``lowest`` or higher that pays best with ``hand``, or ``None``
    (pass) when none is expected to win anything.

    >>> from atout.rules import Card, mask_of
    >>> hand = "T21 T1 EX T20 T19 T18 T17 T15 T12 T9 T4 KS QS KH 5H 3H KD 2D".split()
    >>> choose_contract(mask_of(Card.parse(t) for t in hand)).value
    'garde_sans'
    """
    values = contract_values(hand)
    best: Contract | None = None
    best_value = PASS_VALUE
    for contract in list(Contract)[max(lowest, 1) :]:
        if values[contract] > best_value:
            best, best_value = contract, values[contract]
    thin = PASS_VALUE < values[Contract.PRISE] < PRISE_BAND
    if lowest == 0 and (best is Contract.GARDE or best is None) and thin:
        return Contract.PRISE
    return best


def easy_hand_value(hand: int) -> float:
    """The easy level's count: 2 a trump, 6 a bout, 3 a King."""
    trumps = (hand & TRUMPS).bit_count()
    return 2.0 * trumps + 6.0 * (hand & BOUTS).bit_count() + 3.0 * (hand & KINGS).bit_count()


def easy_contract(hand: int) -> Contract | None:
    """The contract the easy level calls: by a crude count, never above a Garde."""
    value = easy_hand_value(hand)
    for contract, threshold in EASY_THRESHOLDS:
        if value >= threshold:
            return contract
    return None


def take_chance(hand: int, lowest: int) -> float:
    """The chance that a searching player takes with ``hand`` when the contracts of rank
    ``lowest`` and up are open (see :meth:`~atout.ai.tarot.policy.TarotPolicy.call_likelihood`)."""
    values = unit_values(hand)
    value = max(values[contract] for contract in list(Contract)[lowest:])
    chance = 1.0 / (1.0 + math.exp(-TAKE_SLOPE * (value + TAKE_SHIFT)))
    return min(max(chance, TAKE_FLOOR), 1.0 - TAKE_FLOOR)


def lowest_bid(legal: Sequence[Action]) -> int:
    """The rank of the lowest contract still open (4: none)."""
    ranks = [action.contract.rank for action in legal if isinstance(action, TarotBid)]
    return min(ranks) if ranks else 4
