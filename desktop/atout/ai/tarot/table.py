"""The card play of a sampled Tarot deal on bitmasks: what the searching levels' play-outs
and their ending solver (:mod:`.solver`) play on instead of a :class:`~atout.rules.TarotDeal`.

A play-out plays a sampled deal to its end hundreds of times a move; through the rules'
objects (a checked ``apply``, the history, a trick record per trick) that was most of the
searching levels' time. Here the state of the play is two tuples, :data:`Trick` and
:data:`Progress`, changed as the rules change theirs:

- :func:`put`: a card on the trick (rules 16 to 18: the Excuse never holds the trick; the
  first other card names the suit; the highest trump, else the highest card of that suit);
- :func:`end_trick`: the trick's winner, where its cards go, the Excuse exchange and the
  petit au bout (rules 18, 19, 23), the rules' own decisions
  (:func:`~atout.rules.tarot_cards.last_trick_winner`, :func:`~atout.rules.tarot_cards.excuse_keeper`,
  :func:`~atout.rules.tarot_cards.excuse_exchange`) applied to the play's tuples;
- :meth:`DealFacts.score`: the count, by the rules' own :func:`~atout.rules.tarot_count.count_deal`.

:class:`PlayState` holds a deal's play on them as it stands; the play-outs (:mod:`.quickplay`)
play on from it. ``tests/ai/test_tarot_play_out.py`` checks them against the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from atout.ai.tarot.cards import EXCUSE, PETIT, TRICKS, TRUMPS
from atout.rules import Contract, TarotDeal
from atout.rules.cards import SUIT_MASKS
from atout.rules.tarot_cards import BOUTS, card_half_points, excuse_exchange, excuse_keeper, last_trick_winner
from atout.rules.tarot_count import POIGNEE_BONUS, DealCount, count_deal

__all__ = ["DealFacts", "PlayState", "Progress", "Trick", "end_trick", "new_trick", "put", "trick_on_table"]

#: A trick: its leader, the suit led (its mask, the trumps' for trumps; 0 before a card other
#: than the Excuse), the card holding it, that card's seat (-1: none), the cards on it, the
#: first card, the seat that played the Excuse in it (-1: none), how many cards are on it.
Trick = tuple[int, int, int, int, int, int, int, int]
#: The play so far: the tricks done, the cards that count for the taker (his tricks, his écart
#: or the chien, the Excuse he kept), the Excuse exchange in half points for the taker (-1, 0,
#: +1), the tricks the taker won, and whether the last trick done had the Petit in it, won by
#: the taker (+1) or the defence (-1), or not (0): once the last trick is done, the deal's
#: petit au bout.
Progress = tuple[int, int, int, int, int]

_SUIT_OF_BIT: Final = {bit: mask for mask in SUIT_MASKS for bit in range(64) if mask >> bit & 1}


def new_trick(leader: int) -> Trick:
    """An empty trick that ``leader`` is to lead."""
    return (leader, 0, 0, -1, 0, 0, -1, 0)


def put(trick: Trick, seat: int, bit: int) -> Trick:
    """``trick`` once ``seat`` has put the card ``bit`` on it."""
    leader, led, best, best_seat, table, first, excuse_seat, played = trick
    if bit == EXCUSE:
        return (leader, led, best, best_seat, table | bit, first or bit, seat, played + 1)
    if not led:
        suit = TRUMPS if bit & TRUMPS else _SUIT_OF_BIT[bit.bit_length() - 1]
        return (leader, suit, bit, seat, table | bit, first or bit, excuse_seat, played + 1)
    if bit & (led | TRUMPS) and bit > best:
        return (leader, led, bit, seat, table | bit, first, excuse_seat, played + 1)
    return (leader, led, best, best_seat, table | bit, first, excuse_seat, played + 1)


@dataclass(frozen=True)
class DealFacts:
    """What the play does not change: the taker and his contract, the Excuse's variant, the
    poignées' bonuses, whether a chelem was announced."""

    taker: int
    contract: Contract
    fft: bool
    poignees: int
    chelem_announced: bool

    @classmethod
    def of(cls, deal: TarotDeal) -> DealFacts:
        taker, contract = deal.taker, deal.contract
        if taker is None or contract is None:
            raise ValueError("no contract to play")
        return cls(
            taker,
            contract,
            deal.options.excuse_last_trick == "fft",
            sum(POIGNEE_BONUS[len(cards)] for cards in deal.poignees.values()),
            deal.chelem_announced,
        )

    def made(self, progress: Progress) -> bool:
        """Whether the taker has made his contract once the last trick is done."""
        return self._count(progress).made

    def _count(self, progress: Progress) -> DealCount:
        _done, taker_mask, exchange, taker_tricks, petit_au_bout = progress
        return count_deal(
            self.contract,
            card_half_points(taker_mask) + exchange,
            (taker_mask & BOUTS).bit_count(),
            petit_au_bout=petit_au_bout,
            poignees=self.poignees,
            taker_tricks=taker_tricks,
            chelem_announced=self.chelem_announced,
        )

    def score(self, progress: Progress, seat: int) -> float:
        """``seat``'s score of the deal once its last trick is done (3T for the taker, -T for
        each defender)."""
        amount = self._count(progress).amount
        return float(3 * amount if seat == self.taker else -amount)


def end_trick(facts: DealFacts, trick: Trick, progress: Progress) -> tuple[int, Progress]:
    """The winner of the full ``trick`` and the play once it is done (as
    :meth:`TarotDeal._end_trick` and the count read it)."""
    leader, _led, _best, winner, cards, first, owner, _played = trick
    done, taker_mask, exchange, taker_tricks, bout_before = progress
    taker = facts.taker
    last = done == TRICKS - 1
    if last:
        side_tricks = taker_tricks if leader == taker else TRICKS - 1 - taker_tricks
        winner = last_trick_winner(winner, leader, first == EXCUSE, side_tricks)
    if cards & EXCUSE:
        keeper = excuse_keeper(last=last, owner=owner, winner=winner, taker=taker, fft=facts.fft)
        if keeper != winner:
            cards ^= EXCUSE
            if keeper == taker:
                taker_mask |= EXCUSE
        if not last:
            exchange = excuse_exchange(owner, winner, taker)
    if winner == taker:
        taker_mask |= cards
        taker_tricks += 1
    petit = (1 if winner == taker else -1) if cards & PETIT else 0
    if last and not petit and first == EXCUSE and winner == leader:
        petit = bout_before  # a chelem with the Excuse led last: the trick before (rule 23)
    return winner, (done + 1, taker_mask, exchange, taker_tricks, petit)


def trick_on_table(deal: TarotDeal) -> Trick:
    """The trick on the table in ``deal`` (in its card play, before its end)."""
    seat = deal.current_seat
    if seat is None:
        raise ValueError("the deal is over")
    on_table = deal.current_trick()
    trick = new_trick(on_table[0][0] if on_table else seat)
    for who, card in on_table:
        trick = put(trick, who, card.mask)
    return trick


class PlayState:
    """A deal's card play on bitmasks as it stands: the hands, the trick on the table, the
    play so far; what a play-out (:mod:`.quickplay`) starts from and the solver
    (:mod:`.solver`) searches."""

    __slots__ = ("facts", "hands", "progress", "trick")

    def __init__(self, deal: TarotDeal) -> None:
        """The play of ``deal`` as it stands (in its card play, before its end)."""
        facts = DealFacts.of(deal)
        taker = facts.taker
        self.facts = facts
        self.hands = [deal.hand_mask(seat) for seat in range(4)]
        taker_tricks = sum(1 for done in deal.tricks if done.winner == taker)
        exchange = 0
        for number, done in enumerate(deal.tricks):
            for step, card in enumerate(done.cards):
                if card.mask == EXCUSE and number != TRICKS - 1:
                    exchange = excuse_exchange((done.leader + step) & 3, done.winner, taker)
        petit = 0
        if deal.tricks:
            previous = deal.tricks[-1]
            if any(card.mask == PETIT for card in previous.cards):
                petit = 1 if previous.winner == taker else -1
        self.progress: Progress = (len(deal.tricks), deal.taker_cards(), exchange, taker_tricks, petit)
        self.trick: Trick = trick_on_table(deal)

    @property
    def current_seat(self) -> int:
        trick = self.trick
        return (trick[0] + trick[7]) & 3
