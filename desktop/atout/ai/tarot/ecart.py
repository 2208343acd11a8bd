"""The Tarot écart: the six cards the taker puts aside.

Void the suits without a King (as many as six cards allow), put aside the honours their
King does not guard (their points are then safe), keep the Kings, the long suits and the
trumps (trumps only when the rules force it: the lowest); candidates are ranked by the
voids and singletons they make, worth as much as the trumps left to use them, and the
points they put safe (:func:`ecart_options`). The ``easy`` level puts aside the cheapest
cards of its shortest suits (:func:`easy_ecart`).
"""

from __future__ import annotations

from atout.ai.masks import single_bits as _bits
from atout.ai.tarot.cards import BOUTS, HALF, HONOURS, KINGS, PLAIN, SUIT_OF, SUITS, TRUMPS
from atout.rules.tarot_cards import card_half_points

__all__ = ["easy_ecart", "ecart_options"]


def _ecart_fill(hand: int, plain: int, chosen: int, mode: int = 0) -> int:
    """``chosen`` made up to six cards of ``plain``: first the honours their King does not
    guard (mode 0: their points are safe in the écart), or every honour by its points
    (mode 2), or no honour before the small cards (mode 1); then the small cards of the
    shortest suits."""
    while chosen.bit_count() < 6:
        left = plain & ~chosen
        best = 0
        best_key: tuple[int, int, int] = (99, 99, 99)
        for card in _bits(left):
            suit = SUIT_OF[card.bit_length() - 1]
            rank = (card.bit_length() - 1) & 15
            length = (hand & ~chosen & suit).bit_count()
            honour = bool(card & HONOURS)
            if honour and (mode == 2 or (mode == 0 and not hand & suit & KINGS)):
                key = (0, -rank, length)
            else:
                key = (1 + honour, length, rank)
            if key < best_key:
                best, best_key = card, key
        chosen |= best
    return chosen


def _ecart_score(hand: int, ecart: int) -> float:
    """How good an écart is: voids and singletons (worth as much as the trumps to use
    them) and the points it puts safe."""
    left = hand & ~ecart
    trumps = (left & TRUMPS).bit_count()
    void_value = 10.0 if trumps >= 6 else 6.0 if trumps >= 4 else 2.0
    single_value = 3.0 if trumps >= 5 else 1.0
    score = 0.6 * card_half_points(ecart)
    for suit in SUITS:
        cards = left & suit
        if not cards:
            score += void_value
        elif not cards & (cards - 1) and not cards & KINGS:
            score += single_value
    return score


def ecart_options(hand: int, allowed: int) -> list[int]:
    """Sensible écarts of six cards from ``hand`` (the 24 cards after the chien), best first.

    ``allowed`` is the mask of the cards that may go (the rules' choice). When fewer
    than six plain cards may go, every one of them goes with the lowest trumps.

    >>> from atout.rules import Card, cards_from_mask, mask_of
    >>> cards = "KS QS 9S 4S KH JH 8H 7H 6H 5H 3D 2D 1D NC 4C 2C T21 T20 T15 T13 T11 T9 T7 T3".split()
    >>> hand = mask_of(Card.parse(t) for t in cards)
    >>> allowed = hand & PLAIN & ~KINGS
    >>> [c.text for c in cards_from_mask(ecart_options(hand, allowed)[0])]  # diamonds, clubs voided
    ['1D', '2D', '3D', '2C', '4C', 'NC']
    """
    plain = allowed & PLAIN
    if plain.bit_count() < 6:
        trumps = _bits(allowed & TRUMPS & ~BOUTS)
        need = 6 - plain.bit_count()
        return [plain | sum(trumps[:need])]
    scored: dict[int, float] = {}
    for subset in range(16):
        voided = 0
        for index in range(4):
            if subset >> index & 1:
                cards = hand & SUITS[index]
                if not cards or cards & ~plain:  # nothing to void, or a King (or other) stays
                    voided = -1
                    break
                voided |= cards
        if voided < 0 or voided.bit_count() > 6:
            continue
        for mode in (0, 1, 2):
            ecart = _ecart_fill(hand, plain, voided, mode)
            if ecart not in scored:
                scored[ecart] = _ecart_score(hand, ecart)
    return sorted(scored, key=lambda ecart: (-scored[ecart], ecart))


def easy_ecart(hand: int, allowed: int) -> int:
    """The easy level's écart: the cheapest cards of the shortest suits, no planning."""
    plain = allowed & PLAIN
    if plain.bit_count() < 6:
        return ecart_options(hand, allowed)[0]
    cards = sorted(
        _bits(plain),
        key=lambda card: ((hand & SUIT_OF[card.bit_length() - 1]).bit_count(), HALF[card.bit_length() - 1]),
    )
    return sum(cards[:6])
