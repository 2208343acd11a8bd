"""Texts with a count, in the right plural through Qt's plural forms: ``0 donne``, ``1 donne``,
``2 donnes`` in French (0 and 1 take the singular), ``0 deals``, ``1 deal``, ``2 deals`` in English.

Each source is written once with its count (``self.tr("%n donne(s)", "", n)``); the form to show
comes from the language's translation file, French included (``atout_fr.qm``, which holds only
these plural strings; :func:`atout.app.i18n.install_translators` loads it for French). Should that
file be missing, the French source's ``(s)`` is settled here by the French rule, so the interface
never shows "donne(s)"::

    deals_text(1)            # "1 donne"
    matches_text(0)          # "0 partie"
    match_in_deals(8)        # "Partie en 8 donnes"

``pyside6-lupdate`` marks a string as plural only in a ``self.tr(text, "", n)`` call: hence the
class :class:`Counts` (its name is the strings' context).
"""

from __future__ import annotations

import functools
import re
from typing import Final

from PySide6.QtCore import QObject

__all__ = [
    "Counts",
    "bouts_text",
    "chips_text",
    "chips_won_text",
    "deals_played_text",
    "deals_suffix",
    "deals_text",
    "match_in_deals",
    "matches_text",
    "settle_plural",
    "tricks_text",
]

# A French source's plural mark: ``donne(s)``, ``jeton(s)``.
_MARK: Final = re.compile(r"\((s|x)\)")


def settle_plural(text: str, count: float) -> str:
    """``text`` with its French plural marks settled by the French rule (0 and 1 singular):
    what a plural string says when no translation file gave its form."""
    return _MARK.sub("" if abs(count) < 2 else r"\1", text)


class Counts(QObject):
    """The plural strings (one method each); use the module's functions."""

    def deals(self, n: int) -> str:
        return self.tr("%n donne(s)", "", n)

    def matches(self, n: int) -> str:
        return self.tr("%n partie(s)", "", n)

    def match_in_deals(self, n: int) -> str:
        return self.tr("Partie en %n donne(s)", "", n)

    def deals_suffix(self, n: int) -> str:
        return self.tr(" donne(s)", "the unit after a number of deals in a spin box", n)

    def deals_played(self, n: int) -> str:
        return self.tr("%n donne(s) jouée(s)", "", n)

    def tricks(self, n: int) -> str:
        return self.tr("%n pli(s)", "", n)

    def bouts(self, n: int) -> str:
        return self.tr("%n bout(s)", "", n)

    def chips(self, n: int) -> str:
        return self.tr("%n jeton(s)", "", n)

    def chips_signed(self, n: int) -> str:
        return self.tr("{n} jeton(s)", "a count of chips with its sign: +10 jetons, −1 jeton", abs(n))


@functools.cache
def _the() -> Counts:
    """The one :class:`Counts` (made at first use, when Qt is there)."""
    return Counts()


def deals_text(count: int) -> str:
    """``0 donne``, ``1 donne``, ``8 donnes``."""
    return settle_plural(_the().deals(count), count)


def matches_text(count: int) -> str:
    """``0 partie``, ``1 partie``, ``3 parties``."""
    return settle_plural(_the().matches(count), count)


def match_in_deals(count: int) -> str:
    """How a Tarot match ends: ``Partie en 1 donne``, ``Partie en 8 donnes``."""
    return settle_plural(_the().match_in_deals(count), count)


def deals_suffix(count: int) -> str:
    """What follows a number of deals in a spin box: `` donne`` or `` donnes``."""
    return settle_plural(_the().deals_suffix(count), count)


def deals_played_text(count: int) -> str:
    """``1 donne jouée``, ``8 donnes jouées``."""
    return settle_plural(_the().deals_played(count), count)


def tricks_text(count: int) -> str:
    """``0 pli``, ``1 pli``, ``5 plis``."""
    return settle_plural(_the().tricks(count), count)


def bouts_text(count: int) -> str:
    """``1 bout``, ``3 bouts``."""
    return settle_plural(_the().bouts(count), count)


def chips_text(count: int) -> str:
    """``1 jeton``, ``10 jetons``."""
    return settle_plural(_the().chips(count), count)


def chips_won_text(count: int, signed: str) -> str:
    """Chips won or lost, ``signed`` being the count with its sign: ``+10 jetons``, ``−1 jeton``."""
    return settle_plural(_the().chips_signed(count), count).format(n=signed)
