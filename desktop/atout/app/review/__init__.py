"""The review of a deal: each trick replayed card by card, with the verdicts of the analysis.

:mod:`~atout.app.review.screen` is the screen, :mod:`~atout.app.review.board` its board (the
geometry and the drawing of the cards).
"""
