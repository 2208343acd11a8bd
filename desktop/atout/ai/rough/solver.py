"""A perfect-information solver for the play of a Rough deal: can the contractor's team,
every hand in view, still take the card points it needs against the other team?

The review of a deal asks it at every card ("could the contract still be made?"). It
works on bitmasks, like the Carotte solver (:mod:`atout.ai.carotte.solver`), with what a
contract in card points changes:

- **Two teams.** The contractor and his partner play together; a position is a win for
  them when a card of the seat to play leads to a win (that seat being one of them), and a
  loss when a card of a defender leads to a loss.
- **Points, not tricks.** Only the aces, tens and fives score (rule 3), and they score
  for whoever takes the trick they fall in. So two cards of one hand count as one only
  when no card of another hand lies between them *and* they are worth the same points.
- **Bounds kept per position.** At the start of each trick the four hands and the leader
  make a position; the solver keeps, for each, the most points known to be within the
  team's reach and the fewest known not to be. One :class:`RoughSolver` answers many
  questions about one deal (every card of it, in the review) and the later ones mostly
  find their answer known.
- **The first card names trump** (rule 14): asked before the contractor's first card
  without Sans-Atout, the solver tries each suit he may lead.
- **A budget in positions**, so a solve costs the same on every machine: past it,
  :class:`~atout.ai.policy.UnsolvedError` is raised.

The rules of the play are those of ``docs/rules/rough.md`` (15, 16): follow suit if you can,
otherwise any card; the highest trump wins the trick, or the highest card of the suit led.

>>> from atout.rules import ROUGH_PACK, SUIT_MASKS, Suit, mask_of
>>> hands = [mask_of(ROUGH_PACK.parse_cards(text.split())) for text in ("AS 5S", "KS 10S", "QS 5H", "JS AH")]
>>> solver = RoughSolver(contractor=0)
>>> spades = SUIT_MASKS[Suit.SPADES]
>>> solver.makes(hands, spades, leader=0, need=35)  # the 5 of spades first: the ace takes 35
True
>>> solver.makes(hands, spades, leader=0, need=40)  # seat 1 wins the 5 with his king, not his 10
False
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from atout.ai.masks import cards_elsewhere, highest_bit
from atout.ai.policy import UnsolvedError
from atout.ai.rough.cards import PACK, PTS, SUITS, suit_of
from atout.rules.tricks import NO_TRICK, HeldTrick, follow_or_any, trick_after

__all__ = ["RoughSolver"]

#: More points than a deal holds: "no bound known yet".
_NONE: Final = 1_000


class RoughSolver:
    """The solver of one deal's play, for the team of ``contractor``, with a budget of
    ``nodes`` positions for each question (:meth:`makes`). What it learns of the deal's
    positions it keeps for the next question. ``stop``, polled every few thousand
    positions, gives up a question (as the budget does) once it returns true."""

    def __init__(
        self, *, contractor: int, nodes: int = 300_000, stop: Callable[[], bool] | None = None
    ) -> None:
        self.contractor = contractor
        self.nodes = nodes
        self.stop = stop
        self.budget = nodes
        self.trump = 0  # the trump of the question being answered
        #: Per position (the four hands, the trick on the table, the seat to play, the trump):
        #: the most points the team is known to reach from there, and the fewest it is known
        #: not to reach.
        self.known: dict[tuple[int, int, int, int, HeldTrick, int, int], tuple[int, int]] = {}

    def makes(
        self,
        hands: Sequence[int],
        trump_mask: int | None,
        *,
        leader: int,
        need: int,
        trick: Sequence[tuple[int, int]] = (),
    ) -> bool:
        """Whether the contractor's team can take ``need`` more card points (counting the
        trick on the table) with every hand in view and the other team playing against it.

        ``hands`` are the cards still held, a bitmask per seat; ``trick`` the cards already
        played to the current trick, ``(seat, card bit)`` in order, led by ``leader``.
        ``trump_mask``: the trump suit's cards, ``0`` in Sans-Atout, ``None`` before the
        contractor's first card names it (he is then to lead). :class:`~atout.ai.policy.UnsolvedError`
        past the budget of positions.
        """
        self.budget = self.nodes
        hands = list(hands)
        if trump_mask is not None:
            self.trump = trump_mask & PACK  # as suit_of gives it: one key per position
            return self._from(hands, leader, list(trick), need)
        if trick or leader != self.contractor:
            raise ValueError("without a trump the contractor is to lead the first card")
        # rule 14: the contractor's first card names trump; some card of his must do
        hand = hands[leader]
        others = (hands[0] | hands[1] | hands[2] | hands[3]) ^ hand
        for bit in _distinct(hand, others):
            self.trump = suit_of(bit)
            hands[leader] = hand ^ bit
            table = trick_after(NO_TRICK, leader, bit, self.trump)
            answer = self._turn(hands, (leader + 1) & 3, 1, table, need)
            hands[leader] = hand
            if answer:
                return True
        return False

    def _from(self, hands: list[int], leader: int, played: list[tuple[int, int]], need: int) -> bool:
        if not played:
            return self._trick(hands, leader, need)
        table = NO_TRICK
        for seat, bit in played:
            table = trick_after(table, seat, bit, self.trump)
        return self._turn(hands, (played[-1][0] + 1) & 3, len(played), table, need)

    def _trick(self, hands: list[int], leader: int, need: int) -> bool:
        """``leader`` to lead, ``need`` points still wanted from the hands."""
        return self._bounded(hands, leader, 0, NO_TRICK, need)

    def _turn(self, hands: list[int], seat: int, count: int, table: HeldTrick, need: int) -> bool:
        """``seat`` to play the ``count``-th card (from 0) of the trick ``table`` says."""
        if not count:
            return self._search(hands, seat, count, table, need)
        return self._bounded(hands, seat, count, table, need)

    def _bounded(self, hands: list[int], seat: int, count: int, table: HeldTrick, need: int) -> bool:
        """:meth:`_search`, unless the points left or a bound known for the position answer."""
        if need <= 0:
            return True
        if need > _points(hands[0] | hands[1] | hands[2] | hands[3] | table[4]):
            return False
        key = (hands[0], hands[1], hands[2], hands[3], table, seat, self.trump)
        reach, short = self.known.get(key, (0, _NONE))
        if need <= reach:
            return True
        if need >= short:
            return False
        answer = self._search(hands, seat, count, table, need)
        if answer:
            reach = max(reach, need)
        else:
            short = min(short, need)
        self.known[key] = (reach, short)
        return answer

    def _search(self, hands: list[int], seat: int, count: int, table: HeldTrick, need: int) -> bool:
        """:meth:`_turn` once no bound known answers it: try the seat's cards."""
        self.budget -= 1
        if self.budget < 0 or (not self.budget & 4095 and self.stop is not None and self.stop()):
            raise UnsolvedError
        hand = hands[seat]
        legal = follow_or_any(hand, table[0])
        others = cards_elsewhere(hands, seat, table[4])
        trump = self.trump
        side = self.contractor & 1
        ours = (seat & 1) == side
        partner_holds = count > 0 and (table[3] & 1) == (seat & 1)
        winners: list[tuple[int, HeldTrick]] = []
        losers: list[tuple[int, HeldTrick]] = []
        for bit in _distinct(legal, others):
            after = trick_after(table, seat, bit, trump)
            (winners if after[3] == seat else losers).append((bit, after))
        # points go on a trick the seat's own team holds; the rest, cheapest first
        losers.sort(key=lambda item: PTS[item[0].bit_length() - 1], reverse=partner_holds)
        order = losers + winners if partner_holds else winners + losers
        for bit, after in order:
            hands[seat] = hand ^ bit
            if count == 3:
                winner = after[3]
                taken = _points(after[4]) if (winner & 1) == side else 0
                answer = self._trick(hands, winner, need - taken)
            else:
                answer = self._turn(hands, (seat + 1) & 3, count + 1, after, need)
            hands[seat] = hand
            if answer == ours:
                return answer
        return not ours


def _points(mask: int) -> int:
    """The card points of ``mask`` (rule 3)."""
    total = 0
    while mask:
        low = mask & -mask
        total += PTS[low.bit_length() - 1]
        mask ^= low
    return total


def _distinct(legal: int, others: int) -> list[int]:
    """The cards of ``legal`` worth trying, highest first: of cards worth the same points
    with no card of ``others`` between them (in rank, in one suit), only the highest."""
    out: list[int] = []
    for suit_mask in SUITS:
        cards = legal & suit_mask
        previous = 0
        while cards:
            bit = highest_bit(cards)
            cards ^= bit
            if (
                previous
                and PTS[bit.bit_length() - 1] == PTS[previous.bit_length() - 1]
                and not others & (previous - (bit << 1))
            ):
                previous = bit  # the same as the one above
                continue
            out.append(bit)
            previous = bit
    return out
