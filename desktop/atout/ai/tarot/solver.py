"""The last tricks of a sampled Tarot deal played perfectly, every hand in view, on bitmasks.

The expert's searches end each play-out by solving its last tricks exactly (``solver_tricks``
in :data:`~atout.ai.search.LEVEL_SETTINGS`). The search's generic alpha-beta does it on
:class:`~atout.rules.TarotDeal` objects, a clone and a rules check per position, and the
count of the deal at every leaf; it was a third of the expert's thinking time. This solver
plays the same positions on the hands' bitmasks and counts each leaf with the rules' own
:func:`~atout.rules.tarot.count_deal`. It is the same search, to the position:

- the cards are tried in the same order (the pack's bit order, as ``legal_actions`` gives
  them) with the same alpha-beta cut-offs, so it visits the same positions, and gives up
  (:class:`~atout.ai.policy.UnsolvedError`) past the same budget of ``nodes``;
- a position's value is the seat's score of the deal (3T for the taker, -T for each
  defender), as :meth:`~atout.ai.tarot.policy.TarotPolicy.value` says;
- what the rules decide at the end of a trick is done as they do it (rules 16 to 19: who
  wins, the Excuse kept by its owner before the last trick, led last by a side that took
  every other trick, given to the taker in the last trick under the ``fft`` variant),
  and what they count (rules 21 to 26) is counted by them.

``tests/ai/test_tarot_solver.py`` checks it against the generic solver on random endings.

>>> from atout.rules import Match, Phase
>>> from atout.rules.selfplay import random_action
>>> from atout.rules import DealRng
>>> match, rng = Match("tarot", seed=5), DealRng(5)
>>> deal = match.new_deal()
>>> while not deal.is_over and (deal.phase is not Phase.PLAY or len(deal.tricks) < 16):
...     match.apply(random_action(deal, match.rules, rng))
>>> deal.taker is not None, len(deal.tricks)
(True, 16)
>>> solve_ending(deal, deal.taker, 3000) % 3   # the taker's score: 3T
0.0
"""

from __future__ import annotations

import math
from typing import Final

from atout.ai.policy import UnsolvedError
from atout.ai.tarot.cards import EXCUSE, PETIT, TRICKS, TRUMPS
from atout.rules import TarotDeal
from atout.rules.cards import SUIT_MASKS
from atout.rules.tarot import BOUTS, POIGNEE_BONUS, card_half_points, count_deal, playable

__all__ = ["solve_ending"]

#: A trick as the search carries it (:meth:`_Ending.search` says what each number is).
_Trick = tuple[int, int, int, int, int, int, int, int]

_SUIT_OF_BIT: Final = {bit: mask for mask in SUIT_MASKS for bit in range(64) if mask >> bit & 1}


def _suit_led(bit: int) -> int:
    """The mask the rules follow after ``bit`` is led (trumps, or its suit)."""
    return TRUMPS if bit & TRUMPS else _SUIT_OF_BIT[bit.bit_length() - 1]


class _Ending:
    """One solve: the deal's fixed facts, and the search."""

    def __init__(self, deal: TarotDeal, seat: int, nodes: int) -> None:
        taker = deal.taker
        contract = deal.contract
        if taker is None or contract is None:
            raise ValueError("no contract to play")
        self.taker = taker
        self.contract = contract
        self.me_taker = seat == taker
        self.budget = nodes
        self.fft = deal.options.excuse_last_trick == "fft"
        self.poignees = sum(POIGNEE_BONUS[len(cards)] for cards in deal.poignees.values())
        self.chelem_announced = deal.chelem_announced
        self.hands = [deal.hand_mask(other) for other in range(4)]  # as the search goes

    # -- the count ------------------------------------------------------------------------------
    def value(self, taker_mask: int, exchange: int, taker_tricks: int, bout: int) -> float:
        """The seat's score once every trick is played."""
        count = count_deal(
            self.contract,
            card_half_points(taker_mask) + exchange,
            (taker_mask & BOUTS).bit_count(),
            petit_au_bout=bout,
            poignees=self.poignees,
            taker_tricks=taker_tricks,
            chelem_announced=self.chelem_announced,
        )
        return float(3 * count.amount if self.me_taker else -count.amount)

    # -- the search ----------------------------------------------------------------------------
    def search(
        self,
        seat: int,
        trick: _Trick,
        progress: tuple[int, int, int, int, int],
        alpha: float,
        beta: float,
    ) -> float:
        """The value with ``seat`` to play, the others' cards in :attr:`hands`.

        ``trick``: the leader, the suit led (0 before a card other than the Excuse), the
        best card so far, its seat, the cards on the table, the first card, who played the
        Excuse in it (-1: nobody), how many cards are on the table. ``progress``: the
        tricks done, the cards that count for the taker, the Excuse exchange (-1, 0, +1
        half point for the taker), the tricks the taker won, and the petit au bout of the
        trick before (+1 the taker's, -1 the defence's, 0 none).
        """
        self.budget -= 1
        if self.budget < 0:
            raise UnsolvedError
        led, best, played = trick[1], trick[2], trick[7]
        taker = self.taker
        maximizing = (seat == taker) == self.me_taker
        hands = self.hands
        hand = hands[seat]
        legal = playable(hand, led, best)
        result = -math.inf if maximizing else math.inf
        while legal:
            bit = legal & -legal
            legal ^= bit
            after = _put(trick, seat, bit)
            hands[seat] = hand ^ bit
            if played == 3:
                value = self._trick_done(after, progress, alpha, beta)
            else:
                value = self.search((seat + 1) & 3, after, progress, alpha, beta)
            hands[seat] = hand
            if maximizing:
                result = max(result, value)
                alpha = max(alpha, result)
            else:
                result = min(result, value)
                beta = min(beta, result)
            if alpha >= beta:
                break
        return result

    def _trick_done(
        self,
        trick: _Trick,
        progress: tuple[int, int, int, int, int],
        alpha: float,
        beta: float,
    ) -> float:
        """The value once the fourth card of ``trick`` is down: the rules' end of a trick
        (:meth:`TarotDeal._end_trick`), then the next trick, or the count."""
        leader, _led, _best, winner, cards, first, owner, _played = trick
        done, taker_mask, exchange, taker_tricks, bout_before = progress
        taker = self.taker
        last = done == TRICKS - 1
        if last and first == EXCUSE:
            # rule 19's exception: a side that won every other trick and leads its Excuse wins
            side_tricks = taker_tricks if leader == taker else TRICKS - 1 - taker_tricks
            if side_tricks == TRICKS - 1:
                winner = leader
        if cards & EXCUSE:
            if not last:  # rule 18: the owner keeps the Excuse
                cards ^= EXCUSE
                if owner == taker:
                    taker_mask |= EXCUSE
                if (owner == taker) != (winner == taker):
                    exchange = 1 if winner == taker else -1
            elif self.fft and winner != owner and (winner == taker) == (owner == taker):
                cards ^= EXCUSE  # rule 19, variant fft: to the side opposing its owner
                taker_mask |= EXCUSE
        if winner == taker:
            taker_mask |= cards
            taker_tricks += 1
        petit = (1 if winner == taker else -1) if cards & PETIT else 0
        if last:
            if not petit and first == EXCUSE and winner == leader:
                petit = bout_before  # a chelem with the Excuse led last (rule 23)
            self.budget -= 1  # the finished deal is a position of its own
            if self.budget < 0:
                raise UnsolvedError
            return self.value(taker_mask, exchange, taker_tricks, petit)
        return self.search(
            winner,
            (winner, 0, 0, -1, 0, 0, -1, 0),
            (done + 1, taker_mask, exchange, taker_tricks, petit),
            alpha,
            beta,
        )


def solve_ending(deal: TarotDeal, seat: int, nodes: int) -> float:
    """The score of ``deal`` for ``seat`` with both sides playing its last tricks perfectly,
    every hand in view (the taker against the defence); :class:`UnsolvedError` past ``nodes``
    positions, counted as the search's generic solver counts them."""
    ending = _Ending(deal, seat, nodes)
    taker = ending.taker
    done = len(deal.tricks)
    taker_tricks = sum(1 for trick in deal.tricks if trick.winner == taker)
    exchange = 0
    for number, done_trick in enumerate(deal.tricks):
        for step, card in enumerate(done_trick.cards):
            if card.mask == EXCUSE and number != TRICKS - 1:
                owner = (done_trick.leader + step) & 3
                if (owner == taker) != (done_trick.winner == taker):
                    exchange = 1 if done_trick.winner == taker else -1
    bout_before = 0
    if deal.tricks:
        previous = deal.tricks[-1]
        if any(card.mask == PETIT for card in previous.cards):
            bout_before = 1 if previous.winner == taker else -1
    progress = (done, deal.taker_cards(), exchange, taker_tricks, bout_before)
    on_table = deal.current_trick()
    seat_to_play = deal.current_seat
    if seat_to_play is None:
        raise ValueError("the deal is over")
    leader = on_table[0][0] if on_table else seat_to_play
    trick = (leader, 0, 0, -1, 0, 0, -1, 0)
    for who, card in on_table:
        trick = _put(trick, who, card.mask)
    return ending.search(seat_to_play, trick, progress, -math.inf, math.inf)


def _put(trick: _Trick, seat: int, bit: int) -> tuple[int, int, int, int, int, int, int, int]:
    """``trick`` once ``seat`` has put ``bit`` on it (rules 16 to 18: the Excuse never
    wins; the first other card names the suit; the highest trump, else the highest card
    of the suit led, holds the trick)."""
    leader, led, best, best_seat, table, first, excuse_seat, played = trick
    if bit == EXCUSE:
        return (leader, led, best, best_seat, table | bit, first or bit, seat, played + 1)
    if not led:
        return (leader, _suit_led(bit), bit, seat, table | bit, first or bit, excuse_seat, played + 1)
    if bit & (led | TRUMPS) and bit > best:
        return (leader, led, bit, seat, table | bit, first, excuse_seat, played + 1)
    return (leader, led, best, best_seat, table | bit, first, excuse_seat, played + 1)
