"""The launcher: the first screen, where a player picks a game, a level and options, resumes a
match or opens the history.

:mod:`~atout.app.launcher.screen` is the screen, which keeps its parts in step: the
:mod:`~atout.app.launcher.header` (with the :mod:`~atout.app.launcher.offer` to resume and the
notices), the :mod:`~atout.app.launcher.picker` of games, the
:mod:`~atout.app.launcher.rules_pane` and the :mod:`~atout.app.launcher.player_pane` (level,
name, "Jouer"); :mod:`~atout.app.launcher.state` is what it remembers, without Qt;
:mod:`~atout.app.launcher.widgets` the drawn parts (game cards, switches);
:mod:`~atout.app.launcher.resume_box` the question asked when a game has an unfinished match.
"""
