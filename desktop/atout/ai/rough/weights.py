"""The weights of the Rough players' hand values and card play, in points of score
difference (ours minus theirs).

Each weight was tuned by duplicate arena runs of the normal level against itself with
that weight moved (800-1000 boards a run); those marked "flat" changed nothing measurable
either way.
"""

from __future__ import annotations

from typing import Final

#: How much a trick won later is worth beyond the card's own points: a trump, a side card.
TRUMP_CONTROL: Final = 7.0
SIDE_CONTROL: Final = 4.0
#: The share of a loser's points that still ends with the team (given to a partner's trick).
SAVED: Final = 0.55
#: A side suit emptied by the discard, for a contractor who keeps trumps (flat).
VOID: Final = 3.0
#: The chance that a trump wins a trick, per higher trump still out.
TRUMP_Q: Final = 0.68
#: The chance that the ace of a side suit wins a trick, and the decay for each further
#: card of the top sequence (flat) and for each card beyond two in the suit (ruffs, flat).
SEQ_Q: Final = 0.9
SEQ_DECAY: Final = 0.8
RUFF_DECAY: Final = 0.88
#: The chance that a side card below the best ones wins, per higher card still out (flat).
LOSER_Q: Final = 0.3
#: The points the other cards of a trick bring on average: after a lead, per card to come.
LEAD_EXTRA: Final = 6.0
AFTER_EXTRA: Final = 3.0
#: The attack's gain for leading a trump while the defence may still hold one.
DRAW_BONUS: Final = 12.0
#: The defence's cost for leading a trump (flat).
DEF_TRUMP_LEAD: Final = 3.0
#: The chance that a partner still to play beats the opponent winning the trick, as a
#: share of his chance of holding a better card (flat).
PARTNER_AFTER: Final = 0.5
