"""The card table: a QGraphicsView of the cards, animated from the session's events.

>>> from atout.app.table import TableWidget  # doctest: +SKIP

See :mod:`atout.app.table.view` for the widget, :mod:`~atout.app.table.scene` for the items
in line with an observation, :mod:`~atout.app.table.script` for how each event is shown and
:mod:`~atout.app.table.animator` for the queue that plays them; :mod:`~atout.app.table.screen` is
the screen of a match around the table, :mod:`~atout.app.table.seat` the player's input there.
"""

from atout.app.table.animator import SPEEDS
from atout.app.table.view import TableView, TableWidget

__all__ = ["SPEEDS", "TableView", "TableWidget"]
