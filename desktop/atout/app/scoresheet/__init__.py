"""The score sheet of a match and the summary at the end of each deal.

- :class:`ScoreModel` (a ``QAbstractTableModel``): one row per finished deal (number, dealer,
  contract and declarer, then the points; the chips too in La Carotte), and a totals row.
  Le Rough is scored by teams, so its sheet has one column per team.
- :class:`ScoreSheet`: the sheet beside the table, a title and a ``QTableView`` of the model.
- :class:`DealSummary`: what happened in the deal that just ended (contract, points made and
  needed, bonuses, who won what, the écart or discard revealed) and a "Continuer" button.

Every figure comes from the rules (``Match.results``, each a typed ``DealResult``); nothing here
decides a score.
"""

from __future__ import annotations

from atout.app.scoresheet.model import CHIPS_ROLE, SCORE_ROLE, ScoreModel
from atout.app.scoresheet.sheet import ScoreSheet
from atout.app.scoresheet.summary import DealSummary

__all__ = ["CHIPS_ROLE", "SCORE_ROLE", "DealSummary", "ScoreModel", "ScoreSheet"]
