"""The interface's words, in French, each through Qt's translation.

- :mod:`~atout.app.texts.game`: the words of the games (cards, calls, contracts, log lines);
- :mod:`~atout.app.texts.table`: what the table writes (bubbles, roles, the trump);
- :mod:`~atout.app.texts.sheet`: the score sheet's compact words;
- :mod:`~atout.app.texts.refusals`: why a move is refused, as a player says it;
- :mod:`~atout.app.texts.plurals`: texts with a count.

Each game's own words are in :mod:`atout.app.games`.
"""
