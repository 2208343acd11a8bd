"""The score sheet's compact words: what its contract column says when the sheet is narrow.

In a window of 1366 pixels or more the sheet shows every cell in full (``Léa · Garde contre ✓``).
Narrower, only the contract column may shorten, and it does so to a designed form, never to an
elided one (the full text stays in the cell's tooltip):

=====================  ==========================  ==================
contract               full                        compact
=====================  ==========================  ==================
Tarot                  ``Léa · Garde sans ✓``      ``Léa G. sans ✓``
Tarot                  ``Léa · Garde contre ✗``    ``Léa G. contre ✗``
Le Rough               ``Zoé · 85 SA ✗``           ``Zoé 85SA ✗``
La Carotte             ``Marc · 5 ♥ ✓``            ``Marc 5♥ ✓``
an annulled deal       ``Annulée : tous passent``  ``Annulée``
Tarot's petit sec      ``Annulée : petit sec (L)`` ``Petit sec``
=====================  ==========================  ==================

The forms depend on the kind of contract (a Tarot contract has a name, the others a number),
never on a game's name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from atout.app.texts import game as texts
from atout.rules.actions import Action, Contract, TarotBid
from atout.rules.deal import DealResult
from atout.rules.outcome import Annulment

__all__ = ["compact_annulled", "compact_contract", "compact_contract_cell"]


def compact_contract(contract: Action | Contract | None, *, sans_atout: bool = False) -> str:
    """The shortest readable form of a contract: ``G. sans``, ``G. contre``, ``Prise``, ``85SA``,
    ``5♥``."""
    tarot = contract.contract if isinstance(contract, TarotBid) else contract
    if tarot is Contract.GARDE_SANS:
        return QCoreApplication.translate("ScoreSheet", "G. sans", "Garde sans, abbreviated")
    if tarot is Contract.GARDE_CONTRE:
        return QCoreApplication.translate("ScoreSheet", "G. contre", "Garde contre, abbreviated")
    if isinstance(tarot, Contract):
        return texts.contract_name(tarot, short=True)
    return texts.contract_text(contract, sans_atout=sans_atout, short=True).replace(" ", "")


def compact_contract_cell(
    who: str, contract: Action | Contract | None, *, sans_atout: bool, made: bool
) -> str:
    """The compact contract cell: ``Léa G. contre ✓``."""
    mark = "✓" if made else "✗"
    return QCoreApplication.translate(
        "ScoreSheet", "{who} {contract} {mark}", "compact contract cell"
    ).format(who=who, contract=compact_contract(contract, sans_atout=sans_atout), mark=mark)


def compact_annulled(result: DealResult) -> str:
    """An annulled deal, in one word: ``Annulée``, ``Petit sec``."""
    if result.annulment is Annulment.PETIT_SEC:
        return QCoreApplication.translate("ScoreSheet", "Petit sec")
    return QCoreApplication.translate("ScoreSheet", "Annulée")
