"""What the table writes, in French, every string through Qt's translation (context ``Table``).

The table shows bids in speech bubbles, roles and contracts by the seats, the trump in a corner.
These functions only put into words what an observation says; they decide nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from atout.app.games.words import game_words
from atout.app.texts import game as texts
from atout.rules import (
    Action,
    CarotteBid,
    Chelem,
    Contract,
    Discard,
    HiddenDiscard,
    Keep,
    Observation,
    Pass,
    Play,
    Poignee,
    RoughBid,
    SansAtout,
    Suit,
    TarotBid,
)

__all__ = [
    "action_text",
    "contract_text",
    "role_text",
    "suit_name",
    "tricks_text",
]


def suit_name(suit: Suit) -> str:
    """The French name of a suit: pique, cœur, carreau, trèfle."""
    return texts.suit_name(suit)


def _contract_name(contract: Contract) -> str:
    names = {
        Contract.PRISE: QCoreApplication.translate("Table", "Prise"),
        Contract.GARDE: QCoreApplication.translate("Table", "Garde"),
        Contract.GARDE_SANS: QCoreApplication.translate("Table", "Garde sans"),
        Contract.GARDE_CONTRE: QCoreApplication.translate("Table", "Garde contre"),
    }
    return names[contract]


def _poignee_name(count: int) -> str:
    names = {
        10: QCoreApplication.translate("Table", "Poignée simple"),
        13: QCoreApplication.translate("Table", "Poignée double"),
        15: QCoreApplication.translate("Table", "Poignée triple"),
    }
    return names.get(count) or QCoreApplication.translate("Table", "Poignée de {count}").format(count=count)


def action_text(action: Action, game: str) -> str:
    """What a player says for ``action``: ``Passe``, ``5 ♥``, ``Garde sans``, ``Chelem !``."""
    if isinstance(action, Pass):
        return QCoreApplication.translate("Table", "Passe")
    if isinstance(action, CarotteBid):
        if action.tricks >= 6:
            return QCoreApplication.translate("Table", "Carotte à {suit}").format(suit=action.trump.symbol)
        return QCoreApplication.translate("Table", "{tricks} {suit}").format(
            tricks=action.tricks, suit=action.trump.symbol
        )
    if isinstance(action, RoughBid):
        if action.points >= 100:
            return QCoreApplication.translate("Table", "100, la partie")
        return str(action.points)
    if isinstance(action, TarotBid):
        return _contract_name(action.contract)
    if isinstance(action, Keep):
        return QCoreApplication.translate("Table", "Je garde")
    if isinstance(action, SansAtout):
        return QCoreApplication.translate("Table", "Sans-atout")
    if isinstance(action, Chelem):
        return QCoreApplication.translate("Table", "Chelem !")
    if isinstance(action, Poignee):
        return _poignee_name(action.mask.bit_count())
    if isinstance(action, Discard | HiddenDiscard):  # the écart, in all three games
        return QCoreApplication.translate("Table", "Écart")
    if isinstance(action, Play):
        return action.card.label
    return action.kind


def contract_text(contract: Action, game: str) -> str:
    """The contract as the corner panel shows it: ``5 ♥``, ``85``, ``Garde``."""
    if isinstance(contract, RoughBid):
        return QCoreApplication.translate("Table", "{points} points").format(points=contract.points)
    return action_text(contract, game)


def role_text(seat: int, observation: Observation, game: str) -> str:
    """The role of ``seat`` once the contract is known (empty before): the declarer, his
    partner (a seat on his side, as the rules say: Le Rough), or the defence."""
    declarer = observation.declarer
    if declarer is None:
        return ""
    if seat == declarer:
        return game_words(game).taker
    if observation.sides and observation.sides[seat] == observation.sides[declarer]:
        return QCoreApplication.translate("Table", "Partenaire")
    return QCoreApplication.translate("Table", "Défense")


def tricks_text(count: int) -> str:
    """``0 pli``, ``1 pli``, ``2 plis`` (French: the singular up to one)."""
    return texts.tricks_text(count)
