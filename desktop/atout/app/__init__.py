"""The desktop application (Qt): the launcher, the table, the review, the match files.

The computer players' modules are imported here, before any Qt module
(:func:`~atout.ai.levels.preload_levels`): PySide6 reads the source of every module
imported after it, and importing them when the first match began blocked the window.
"""

from atout.ai.levels import preload_levels

preload_levels()
