"""What the layout test looks for on a screen, in one place each (tests/app/test_layout.py).

* :mod:`.widgets`: texts that do not fit their widget (labels, buttons, check boxes, tabs, the
  cells and headers of item views), widgets that overlap a sibling or stick out of their
  parent, scroll bars shown;
* :mod:`.scene`: on the card table, texts cut in their item (name plates, the corner panel,
  banners, bubbles) and the parts of the table that overlap (plates, piles, banners, bubbles,
  the trick, the hands);
* :mod:`.known`: the problems known today (the allow-list) and how a problem is matched to it;
* :mod:`.sheet`: the screenshots and their contact sheet, in ``build/layout/``.

A problem is a :class:`Problem`: its kind (``cut``, ``clip``, ``overlap``, ``scroll``), where it
is (a path such as ``DealSummary/QLabel«Chien»`` or ``table/plate1``) and what was seen.
"""

from layoutcheck.problem import Problem

__all__ = ["Problem"]
