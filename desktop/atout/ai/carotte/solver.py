"""A perfect-information solver for the play of a Carotte deal: can the declarer, every
hand in view, still take the tricks he needs against the three others playing together?

The searching levels play their sampled deals out and solve the last tricks exactly. The
generic solver of :mod:`atout.ai.search` clones a rules deal at every position, which
keeps it to two or three tricks a move. This one works on bitmasks and asks a yes-or-no
question, which is what a Carotte deal's worth turns on: the contract is made or failed
(overtricks score nothing by default, rule 16; a carotte needs every trick, rule 17).
So it solves most of a six-card deal in the time the other takes for two tricks.

- **Yes or no.** A position is a win for the declarer when some card of his leads to a
  win whatever the others play, and a loss when some card of a defender leads to a loss;
  the search stops at the first such card, tried first where it is likeliest (a card that
  takes the trick).
- **Equal cards.** Two cards of one hand with no card of another hand (or of the trick
  on the table) between them win and lose the same tricks: only the higher is tried.
- **Known positions** at the start of each trick (the four hands, who leads, the tricks
  still needed) are remembered within a solve.
- **A budget in positions**, so a solve costs the same on every machine and the same
  seed gives the same move: past it, :class:`~atout.ai.policy.UnsolvedError` is raised
  and the caller plays on by its quick rules.

The rules of the play are those of ``docs/rules/carotte.md`` (14, 15): follow suit if you can,
otherwise any card; the highest trump wins the trick, or the highest card of the suit led.

>>> from atout.rules import CAROTTE_PACK, SUIT_MASKS, Suit, mask_of
>>> hands = [mask_of(CAROTTE_PACK.parse_cards(text.split())) for text in ("AS KS", "QS 8H", "AH KH", "9S 9H")]
>>> declarer_makes(hands, SUIT_MASKS[Suit.SPADES], declarer=0, leader=0, need=2)
True
>>> declarer_makes(hands, SUIT_MASKS[Suit.HEARTS], declarer=0, leader=0, need=1)  # seat 2 ruffs
False
"""

from __future__ import annotations

from collections.abc import Sequence

from atout.ai.masks import cards_elsewhere, highest_bit
from atout.ai.policy import UnsolvedError
from atout.rules import SUIT_MASKS
from atout.rules.tricks import NO_TRICK, HeldTrick, follow_or_any, trick_after

__all__ = ["declarer_makes"]


def declarer_makes(
    hands: Sequence[int],
    trump_mask: int,
    *,
    declarer: int,
    leader: int,
    need: int,
    trick: Sequence[tuple[int, int]] = (),
    nodes: int = 1_000_000,
) -> bool:
    """Whether ``declarer`` can take ``need`` more tricks (counting the one being played)
    with every hand in view and the three others playing against him.

    ``hands`` are the cards still held, a bitmask per seat; ``trick`` the cards already
    played to the current trick, ``(seat, card bit)`` in order, led by ``leader``.
    :class:`~atout.ai.policy.UnsolvedError` past ``nodes`` positions.
    """
    solver = _Solver(trump_mask, declarer, nodes)
    return solver.trick(list(hands), leader, list(trick), need)


class _Solver:
    """One solve: the trump, the declarer, the budget and the positions known."""

    def __init__(self, trump_mask: int, declarer: int, nodes: int) -> None:
        self.trump_mask = trump_mask
        self.declarer = declarer
        self.budget = nodes
        self.known: dict[tuple[int, int, int, int, int, int], bool] = {}

    def trick(self, hands: list[int], leader: int, played: list[tuple[int, int]], need: int) -> bool:
        """The position with ``played`` on the table (empty: ``leader`` to lead)."""
        left = hands[leader].bit_count() + (1 if played else 0)
        if need <= 0:
            return True
        if need > left:
            return False
        if not played:
            key = (hands[0], hands[1], hands[2], hands[3], leader, need)
            known = self.known.get(key)
            if known is not None:
                return known
            answer = self._turn(hands, leader, [], NO_TRICK, need)
            self.known[key] = answer
            return answer
        table = NO_TRICK
        for seat, bit in played:
            table = trick_after(table, seat, bit, self.trump_mask)
        return self._turn(hands, (played[-1][0] + 1) & 3, played, table, need)

    def _turn(
        self, hands: list[int], seat: int, played: list[tuple[int, int]], table: HeldTrick, need: int
    ) -> bool:
        """``seat`` to play to the trick ``played`` (``table`` says who holds it)."""
        self.budget -= 1
        if self.budget < 0:
            raise UnsolvedError
        hand = hands[seat]
        legal = follow_or_any(hand, table[0])
        others = cards_elsewhere(hands, seat, table[4])
        trump_mask = self.trump_mask
        declarer = self.declarer
        mine = seat == declarer
        last = len(played) == 3
        winners: list[tuple[int, HeldTrick]] = []
        losers: list[tuple[int, HeldTrick]] = []
        for bit in _distinct(legal, others):
            after = trick_after(table, seat, bit, trump_mask)
            (winners if after[3] == seat else losers).append((bit, after))
        # the declarer tries his best cards first; a defender, a card that takes the trick
        # from him, then a card that keeps it from him (the lowest first), then the rest
        if mine or table[3] == declarer or not table[0]:
            order = winners + losers if mine else winners + losers[::-1]
        else:
            order = losers[::-1] + winners
        for bit, after in order:
            hands[seat] = hand ^ bit
            if last:
                winner = after[3]
                answer = self.trick(hands, winner, [], need - (winner == declarer))
            else:
                played.append((seat, bit))
                answer = self._turn(hands, (seat + 1) & 3, played, after, need)
                played.pop()
            hands[seat] = hand
            if answer == mine:
                return answer
        return not mine


def _distinct(legal: int, others: int) -> list[int]:
    """The cards of ``legal`` worth trying, highest first: of cards with no card of
    ``others`` between them (in rank, in one suit), only the highest."""
    out: list[int] = []
    for suit_mask in SUIT_MASKS[:4]:
        cards = legal & suit_mask
        previous = 0
        while cards:
            bit = highest_bit(cards)
            cards ^= bit
            if previous and not others & (previous - (bit << 1)):
                previous = bit  # no other card between: the same as the one above
                continue
            out.append(bit)
            previous = bit
    return out
