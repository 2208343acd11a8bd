"""La Carotte's computer players' heuristics, read from the seat's observation only.

- :mod:`.cards`: the pack as bitmasks and the card helpers the others share;
- :mod:`.value`: what an outcome is worth to a seat (points, chips, the match);
- :mod:`.bidding`: the tricks a hand should take with each trump, and the chance of a bid;
- :mod:`.discard`: the cards the declarer keeps;
- :mod:`.knowledge`: what a seat knows of the others' hands during the play;
- :mod:`.play`: the card play's rules (when a trick matters, the declarer's lead, easy's card);
- :mod:`.playout`: the fast bids and cards of the search's play-outs;
- :mod:`.solver`: the exact play with every hand in view (made or not), for the search;
- :mod:`.policy`: :class:`CarottePolicy`, the one interface the bots use.
"""

from atout.ai.carotte.bidding import bid_estimate, make_chance
from atout.ai.carotte.discard import greedy_discard, keep_estimate, ranked_keeps
from atout.ai.carotte.policy import CarottePolicy
from atout.ai.carotte.value import CHIP_POINTS, MATCH_BONUS, contract_value, outcome_value

__all__ = [
    "CHIP_POINTS",
    "MATCH_BONUS",
    "CarottePolicy",
    "bid_estimate",
    "contract_value",
    "greedy_discard",
    "keep_estimate",
    "make_chance",
    "outcome_value",
    "ranked_keeps",
]
