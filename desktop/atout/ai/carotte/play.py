"""The Carotte card play's rules: when a trick still matters, the declarer's lead, and the
easy level's card.

The declarer draws trumps first (with the master trump, or with his highest while he
has trumps to spare), then cashes his masters. Once the contract is made or lost, the
cards no longer matter and the lowest is played.
"""

from __future__ import annotations

from atout.ai.carotte.cards import CAROTTE, TRICKS, above, beats, highest_card, lowest_card, rank_of
from atout.ai.carotte.knowledge import Knowledge
from atout.ai.masks import highest_bit as _high
from atout.ai.masks import single_bits as _bits
from atout.rules import SUIT_MASKS, CarotteBid, Observation, Play, mask_of

__all__ = ["declarer_lead", "easy_card", "trick_matters"]


def trick_matters(know: Knowledge, contract: CarotteBid) -> bool:
    """Whether one more trick still changes the score: not once the contract is lost,
    nor once it is made (unless overtricks count)."""
    won = know.tricks_won[know.declarer]
    left = TRICKS - sum(know.tricks_won)
    if won + left < contract.tricks:
        return False
    return won < contract.tricks or (know.options.count_overtricks and contract.tricks < CAROTTE)


def declarer_lead(know: Knowledge, legal: int) -> int:
    """The declarer's lead by rule, or 0 to score the cards: draw trumps with the master
    trump (or the highest, with two or more) while the others hold trumps; once they have
    none, cash the masters."""
    trump_mask = know.trump_mask
    mine = legal & trump_mask
    theirs = know.unknown & trump_mask
    if theirs:
        if mine and (_high(mine) > _high(theirs) or mine.bit_count() >= 2):
            return _high(mine)
        return 0
    for bit in sorted(_bits(legal & ~trump_mask), key=rank_of, reverse=True):
        if not know.unknown & above(bit):
            return bit  # a master nobody can ruff
    return _high(mine) if mine else 0


def easy_card(obs: Observation) -> int:
    """Lead the highest card; follow with the highest card that beats the trick so far,
    whoever holds it, or else the lowest."""
    legal = mask_of(action.card for action in obs.legal_actions if isinstance(action, Play))
    assert obs.trump is not None
    trump_mask = SUIT_MASKS[obs.trump]
    if not obs.trick:
        return highest_card(legal)
    best = 0
    for _, card in obs.trick:
        if not best or beats(card.mask, best, trump_mask):
            best = card.mask
    winners = [bit for bit in _bits(legal) if beats(bit, best, trump_mask)]
    if winners:
        return max(winners, key=rank_of)
    return lowest_card(legal)
