"""The French Tarot computer players' heuristics, read from the seat's observation only.

- :mod:`.cards`: the pack as bitmasks and the card helpers the others share;
- :mod:`.bidding`: what a hand is worth as the taker, with each contract;
- :mod:`.ecart`: the six cards the taker puts aside;
- :mod:`.chelem`: when a hand is sure to take every trick;
- :mod:`.knowledge`: what a seat knows of the others' hands during the play;
- :mod:`.play`: the heuristic levels' card play;
- :mod:`.playout`: the fast card play of the search's play-outs;
- :mod:`.policy`: :class:`TarotPolicy`, the one interface the bots use.
"""

from atout.ai.tarot.bidding import choose_contract, hand_value
from atout.ai.tarot.chelem import sure_chelem
from atout.ai.tarot.ecart import ecart_options
from atout.ai.tarot.knowledge import Knowledge
from atout.ai.tarot.policy import TarotPolicy

__all__ = ["Knowledge", "TarotPolicy", "choose_contract", "ecart_options", "hand_value", "sure_chelem"]
