"""The launcher: the first screen, where a player picks a game, a level and options, resumes a
match or opens the history.

:mod:`~atout.app.launcher.screen` is the screen, :mod:`~atout.app.launcher.widgets` its parts
(game cards, the level picker), :mod:`~atout.app.launcher.resume_box` the question asked when a
game has an unfinished match.
"""
