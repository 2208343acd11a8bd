"""Le Rough's computer players' heuristics, read from the seat's observation only.

- :mod:`.cards`: the pack as bitmasks, the calls and the card helpers the others share;
- :mod:`.weights`: the weights of the hand values and of the card play;
- :mod:`.hand`: what a hand is worth in play (the discard, the trump, Sans-Atout);
- :mod:`.bidding`: the normal level's calls;
- :mod:`.play`: the card play, from what a seat knows;
- :mod:`.playout`: the fast calls, discard and cards of the search's play-outs;
- :mod:`.policy`: :class:`RoughPolicy`, the one interface the bots use.
"""

from atout.ai.rough.policy import RoughPolicy

__all__ = ["RoughPolicy"]
