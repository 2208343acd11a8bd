"""The score of a Tarot deal played out (rules 18 and 21 to 26): the card points the taker's
side took (the Excuse exchange included), its bouts, the petit au bout, the poignées and the
chelem, counted by :func:`~atout.rules.tarot_count.count_deal` into a
:class:`~atout.rules.deal.DealResult` with its :class:`~atout.rules.outcome.TarotCount`.

:class:`~atout.rules.tarot_deal.TarotDeal` calls :func:`tarot_result` once its last trick is
done.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from atout.rules.actions import Contract
from atout.rules.cards import Card, cards_from_mask
from atout.rules.deal import DealResult, Trick
from atout.rules.outcome import PoigneeShown, TarotCount, TarotSide, TarotTerms
from atout.rules.tarot_cards import BOUTS, EXCUSE, PETIT, card_half_points, excuse_exchange
from atout.rules.tarot_count import POIGNEE_BONUS, TRICKS, count_deal

__all__ = ["petit_au_bout", "tarot_result"]


def petit_au_bout(tricks: Sequence[Trick], taker: int) -> int:
    """+1 when the taker's side gets the petit au bout, -1 the defence, 0 none (rule 23)."""
    last = tricks[-1]
    if any(card.mask == PETIT for card in last.cards):
        return 1 if last.winner == taker else -1
    if last.cards[0].mask == EXCUSE and last.winner == last.leader:
        # a chelem with the Excuse led last: the Petit counts in the last-but-one trick.
        before = tricks[-2]
        if any(card.mask == PETIT for card in before.cards):
            return 1 if before.winner == taker else -1
    return 0


def _exchange(tricks: Sequence[Trick], excuse: tuple[int, int] | None, taker: int) -> int:
    """Half points the taker's side gains (+1) or gives (-1) by the Excuse exchange (rule 18),
    ``excuse`` being who played the Excuse and in which trick (counted from 0).

    The Excuse, played before the last trick in a trick the other side won, stays
    with its owner, who gives a half-point card for it (or, having no trick, counts
    it 4 and the other side gets the missing half point: the same figures).
    """
    if excuse is None or excuse[1] == TRICKS - 1:
        return 0
    owner, trick = excuse
    return excuse_exchange(owner, tricks[trick].winner, taker)


def tarot_result(
    *,
    taker: int,
    contract: Contract,
    taker_cards: int,
    tricks: Sequence[Trick],
    excuse: tuple[int, int] | None,
    poignees: Mapping[int, int],
    taker_tricks: int,
    chelem_announced: bool,
    sides: tuple[int, ...],
    ecart: int,
    kitty: tuple[Card, ...],
) -> DealResult:
    """The result of a deal played out: ``taker_cards`` is the mask of the cards that count for
    the taker (his tricks and the écart, or the chien in Garde sans), ``excuse`` who played the
    Excuse and in which trick, ``poignees`` the mask of each poignée shown by seat, in the order
    shown, ``taker_tricks`` the tricks the taker won, ``ecart`` the mask of the écart."""
    halves = card_half_points(taker_cards) + _exchange(tricks, excuse, taker)
    bouts = (taker_cards & BOUTS).bit_count()
    bout = petit_au_bout(tricks, taker)
    poignee_total = sum(POIGNEE_BONUS[mask.bit_count()] for mask in poignees.values())
    count = count_deal(
        contract,
        halves,
        bouts,
        petit_au_bout=bout,
        poignees=poignee_total,
        taker_tricks=taker_tricks,
        chelem_announced=chelem_announced,
    )
    target, difference, made, chelem_by, chelem, amount = count
    multiplier = contract.multiplier
    scores = tuple(3 * amount if seat == taker else -amount for seat in range(4))
    terms = TarotTerms(difference, made, bout, multiplier, poignee_total, chelem, amount)
    shown = tuple(
        PoigneeShown(seat, mask.bit_count(), POIGNEE_BONUS[mask.bit_count()])
        for seat, mask in poignees.items()
    )
    typed = TarotCount(
        points=halves / 2,
        points_defence=(182 - halves) / 2,
        bouts=bouts,
        target=target,
        terms=terms,
        poignees=shown,
        chelem_announced=chelem_announced,
        chelem_by=None if chelem_by is None else TarotSide(chelem_by),
        excuse_to=TarotSide.TAKER if taker_cards & EXCUSE else TarotSide.DEFENCE,
    )
    return DealResult(
        scores,
        taker=taker,
        contract=contract,
        made=made,
        sides=sides,
        count=typed,
        ecart=tuple(cards_from_mask(ecart)),
        kitty=kitty,
    )
