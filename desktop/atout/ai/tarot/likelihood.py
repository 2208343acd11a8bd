"""How well a sampled Tarot deal explains what the other seats did: the expert's weight of a
sample, worked out on bitmasks.

The search's generic reading (:meth:`~atout.ai.search.SearchBot._likelihood`) deals the
sample again and replays every action through the rules, asking the policy at each call
and each card of another seat what it would have done. For the Tarot it was a fifth of
the expert's thinking. :func:`sample_weight` gives the very same number (the same factors,
multiplied in the same order):

- each call of another seat counts by the chance that a searching player with that hand
  calls so (:meth:`~atout.ai.tarot.policy.TarotPolicy.call_likelihood`: the hand as dealt,
  the contracts still open);
- each card of another seat that the play-outs' rules (:func:`~atout.ai.tarot.playout.rollout_card`)
  would not have played multiplies the weight by ``play_weight``; with a ``play_weight``
  of 1 the cards say nothing and are not read.

The cards are replayed on a :class:`_Replay`, which keeps of the deal what those rules
read: the hands, the trick on the table and who holds it (rules 16 to 18), the tricks done,
the taker, who leads first (rule 15: the dealer's right, or the taker who announced a
chelem). ``tests/ai/test_tarot_likelihood.py`` checks it against the generic reading.
"""

from __future__ import annotations

from atout.ai.tarot.bidding import take_chance
from atout.ai.tarot.playout import rollout_card
from atout.ai.tarot.table import new_trick, put
from atout.rules import Chelem, Discard, Pass, Play, TarotBid, mask_of
from atout.rules.deal_sample import DealSample, Dealt
from atout.rules.tarot_cards import playable

__all__ = ["sample_weight"]

_CONTRACTS = 4  # Prise, Garde, Garde sans, Garde contre: ranks 0 to 3


class _Replay:
    """The card play of a deal replayed card by card: what :func:`rollout_card` reads, the
    trick carried as the play-outs carry it (:mod:`.table`)."""

    __slots__ = ("done", "hands", "taker", "trick")

    def __init__(self, hands: list[int], leader: int) -> None:
        self.hands = hands
        self.taker: int | None = None
        self.done = 0  # the tricks done
        self.trick = new_trick(leader)

    def lead(self, seat: int) -> None:
        """``seat`` leads the first trick instead (a chelem announced, rule 15)."""
        self.trick = new_trick(seat)

    def rollout_card(self) -> int:
        """The card the play-outs' rules play for the seat to play (:func:`rollout_card`)."""
        trick = self.trick
        legal = playable(self.hands[(trick[0] + trick[7]) & 3], trick[1], trick[2])
        return rollout_card(trick, legal, self.done, self.taker)

    def play(self, seat: int, bit: int) -> None:
        """``seat`` plays the card ``bit`` (a legal card: the deal was played by the rules)."""
        self.hands[seat] ^= bit
        trick = put(self.trick, seat, bit)
        if trick[7] < 4:
            self.trick = trick
            return
        self.done += 1
        self.trick = new_trick(trick[3])  # the winner leads (the last trick's is not read)


def sample_weight(world: Dealt, me: int, play_weight: float) -> float:
    """The weight of the sampled deal ``world`` for the seat ``me``: the product, in the
    order they were made, of the chance of each call of another seat and of ``play_weight``
    for each card of another seat the play-outs would not have played (see the module)."""
    if isinstance(world, DealSample):
        hands = list(world.hand_masks)
    else:
        hands = [mask_of(hand) for hand in world.dealt_hands]
    kitty = mask_of(world.kitty)
    replay = _Replay(hands, (world.dealer + 1) & 3)  # the dealer's right leads (rule 15)
    weight = 1.0
    lowest = 0  # the rank of the lowest contract still open
    for seat, action in world.history:
        if type(action) is Play:
            if play_weight == 1.0:
                break  # the cards would say nothing
            bit = action.card.mask
            if seat != me and replay.rollout_card() != bit:
                weight *= play_weight
            replay.play(seat, bit)
        elif type(action) is TarotBid or type(action) is Pass:
            if seat != me and lowest < _CONTRACTS:
                chance = take_chance(hands[seat], lowest)
                weight *= 1.0 - chance if type(action) is Pass else chance
            if type(action) is TarotBid:
                lowest = action.contract.rank + 1
                replay.taker = seat
        elif type(action) is Discard:  # the taker took the chien and put the écart aside
            hands[seat] = (hands[seat] | kitty) & ~action.mask
        elif type(action) is Chelem:  # rule 15: the taker, having announced it, leads
            replay.lead(seat)
    return weight
