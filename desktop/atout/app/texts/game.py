"""The words of the game, in French, as a player says them.

Every visible text is a French source string passed to ``QCoreApplication.translate`` with
a literal context and text, so that ``pyside6-lupdate`` finds it and a translation can follow.
Contexts: ``Games``, ``Cards``, ``Calls`` (bids and contracts), ``Log`` (the lines of a deal's
log), ``Roles``, ``Reasons`` (why the rules refuse something), ``Numbers``.

The main pieces::

    card_name(Card.parse("KH"))            # "Roi de cœur"
    card_the(Card.parse("EX"))             # "l'Excuse"
    action_text("tarot", TarotBid(Contract.GARDE), "Léa")    # "Léa garde"
    reason("must_follow", "seat 0 must follow ♥", {"suit": "H"})   # "Vous devez fournir à cœur."

Texts with a count go through Qt's plural forms (:mod:`atout.app.texts.plurals`); the few left here
choose by the French rule (0 and 1 singular) between two translatable sources. A game's own words
(its name, its kitty, its taker) come from its table in :mod:`atout.app.games.words`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication

from atout.app.games.words import game_words
from atout.app.texts import plurals
from atout.rules.actions import (
    Action,
    CarotteBid,
    Chelem,
    Contract,
    Discard,
    HiddenDiscard,
    Keep,
    Pass,
    Play,
    Poignee,
    RoughBid,
    SansAtout,
    TarotBid,
)
from atout.rules.cards import Card, Suit
from atout.rules.deal import Phase

__all__ = [
    "MINUS",
    "action_text",
    "bid_label",
    "bouts_text",
    "card_name",
    "card_short",
    "card_the",
    "cards_text",
    "chips_text",
    "chips_won_text",
    "contract_name",
    "contract_text",
    "contract_the",
    "game_name",
    "number",
    "phase_name",
    "poignee_name",
    "points_text",
    "rank_name",
    "role_name",
    "seat_label",
    "signed",
    "suit_name",
    "suit_symbol",
    "team_name",
    "tricks_text",
]

#: The minus sign of printed scores (U+2212, as wide as the plus sign).
MINUS: Final = "\u2212"

_translate = QCoreApplication.translate


def _plural(count: int, one: str, many: str) -> str:
    """``one`` or ``many`` by the French rule (0 and 1 take the singular), with ``{n}`` filled."""
    return (one if abs(count) <= 1 else many).format(n=count)


# -- numbers ------------------------------------------------------------------------------------------
def number(value: float) -> str:
    """A number as printed in the game: ``48``, ``48,5``, ``−12``."""
    if float(value).is_integer():
        text = str(abs(int(value)))
    else:
        sep = QCoreApplication.translate("Numbers", ",", "decimal separator")
        whole, frac = f"{abs(value):.1f}".split(".")
        text = whole + sep + frac
    return (MINUS + text) if value < 0 else text


def signed(value: float) -> str:
    """A score with its sign: ``+12``, ``−12``, ``0``."""
    if value > 0:
        return "+" + number(value)
    return number(value)


# -- games -------------------------------------------------------------------------------------------
def game_name(game: str) -> str:
    """``La Carotte``, ``Le Rough``, ``Le Tarot`` (from the game's words: :mod:`atout.app.games.words`)."""
    return game_words(game).name


def phase_name(phase: Phase) -> str:
    """``Enchères``, ``Écart``, ``Jeu de la carte``, ``Donne terminée``."""
    if phase is Phase.BIDDING:
        return QCoreApplication.translate("Games", "Enchères")
    if phase is Phase.DISCARD:
        return QCoreApplication.translate("Games", "Écart")
    if phase is Phase.PLAY:
        return QCoreApplication.translate("Games", "Jeu de la carte")
    return QCoreApplication.translate("Games", "Donne terminée")


def seat_label(seat: int) -> str:
    """How a seat is named when no player name is known: ``Joueur 3``."""
    return QCoreApplication.translate("Games", "Joueur {n}").format(n=seat + 1)


def team_name(names: Sequence[str], seats: Sequence[int]) -> str:
    """A team by its players' names, ``Léa et Marc`` (``seats``: the team's, as the rules'
    :attr:`~atout.rules.game.GameRules.teams` say)."""
    first, second = seats
    return QCoreApplication.translate("Games", "{a} et {b}").format(a=names[first], b=names[second])


# -- cards ---------------------------------------------------------------------------------------------
def suit_name(suit: Suit) -> str:
    """``pique``, ``cœur``, ``carreau``, ``trèfle``."""
    if suit is Suit.SPADES:
        return QCoreApplication.translate("Cards", "pique")
    if suit is Suit.HEARTS:
        return QCoreApplication.translate("Cards", "cœur")
    if suit is Suit.DIAMONDS:
        return QCoreApplication.translate("Cards", "carreau")
    return QCoreApplication.translate("Cards", "trèfle")


def suit_symbol(suit: Suit) -> str:
    """``♠ ♥ ♦ ♣``."""
    return suit.symbol


def rank_name(card: Card) -> str:
    """The rank as a player says it: ``Roi``, ``Dame``, ``Cavalier``, ``Valet``, ``As``, ``10``.

    The Tarot ``1`` of a suit is its As; for a trump, its number.
    """
    rank = card.rank
    if card.is_excuse:
        return QCoreApplication.translate("Cards", "Excuse")
    if card.is_trump:
        return str(rank)
    if rank in (1, 15):
        return QCoreApplication.translate("Cards", "As")
    if rank == 14:
        return QCoreApplication.translate("Cards", "Roi")
    if rank == 13:
        return QCoreApplication.translate("Cards", "Dame")
    if rank == 12:
        return QCoreApplication.translate("Cards", "Cavalier")
    if rank == 11:
        return QCoreApplication.translate("Cards", "Valet")
    return str(rank)


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def card_name(card: Card | str) -> str:
    """``Roi de cœur``, ``As de pique``, ``10 de trèfle``, ``21 d'atout``, ``Petit``, ``Excuse``."""
    card = _card(card)
    if card.is_excuse:
        return QCoreApplication.translate("Cards", "Excuse")
    if card.is_trump:
        if card.rank == 1:
            return QCoreApplication.translate("Cards", "Petit")
        return QCoreApplication.translate("Cards", "{n} d'atout").format(n=card.rank)
    assert card.suit is not None
    return QCoreApplication.translate("Cards", "{rank} de {suit}").format(
        rank=rank_name(card), suit=suit_name(card.suit)
    )


def card_the(card: Card | str) -> str:
    """The card with its article: ``le Roi de cœur``, ``la Dame de pique``, ``l'As de pique``,
    ``le 21 d'atout``, ``le Petit``, ``l'Excuse``."""
    card = _card(card)
    if card.is_excuse:
        return QCoreApplication.translate("Cards", "l'Excuse")
    if card.is_trump:
        if card.rank == 1:
            return QCoreApplication.translate("Cards", "le Petit")
        return QCoreApplication.translate("Cards", "le {n} d'atout").format(n=card.rank)
    assert card.suit is not None
    if card.rank in (1, 15):
        return QCoreApplication.translate("Cards", "l'As de {suit}").format(suit=suit_name(card.suit))
    if card.rank == 13:
        return QCoreApplication.translate("Cards", "la Dame de {suit}").format(suit=suit_name(card.suit))
    return QCoreApplication.translate("Cards", "le {card}").format(card=card_name(card))


def card_short(card: Card | str) -> str:
    """A short label: ``R♥``, ``D♠``, ``C♣`` (Cavalier), ``V♦``, ``A♠``, ``10♥``, ``21``, ``Exc.``."""
    card = _card(card)
    if card.is_excuse:
        return QCoreApplication.translate("Cards", "Exc.", "short for the Excuse")
    if card.is_trump:
        return str(card.rank)
    assert card.suit is not None
    rank = card.rank
    if rank in (1, 15):
        letter = QCoreApplication.translate("Cards", "A", "short for As")
    elif rank == 14:
        letter = QCoreApplication.translate("Cards", "R", "short for Roi")
    elif rank == 13:
        letter = QCoreApplication.translate("Cards", "D", "short for Dame")
    elif rank == 12:
        letter = QCoreApplication.translate("Cards", "C", "short for Cavalier")
    elif rank == 11:
        letter = QCoreApplication.translate("Cards", "V", "short for Valet")
    else:
        letter = str(rank)
    return letter + card.suit.symbol


def cards_text(cards: Iterable[Card | str]) -> str:
    """Card names in a sentence: ``Roi de cœur, 7 de pique et 21 d'atout``."""
    names = [card_name(card) for card in cards]
    if not names:
        return QCoreApplication.translate("Cards", "aucune carte")
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("Cards", "{first} et {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def tricks_text(count: int) -> str:
    """``0 pli``, ``1 pli``, ``5 plis`` (Qt's plural forms: :mod:`atout.app.texts.plurals`)."""
    return plurals.tricks_text(count)


def bouts_text(count: int) -> str:
    """``aucun bout``, ``1 bout``, ``3 bouts``."""
    if count == 0:
        return QCoreApplication.translate("Cards", "aucun bout")
    return plurals.bouts_text(count)


def points_text(value: float) -> str:
    """``1 point``, ``48,5 points``, ``−12 points``."""
    one = abs(value) <= 1
    template = (
        QCoreApplication.translate("Cards", "{n} point")
        if one
        else QCoreApplication.translate("Cards", "{n} points")
    )
    return template.format(n=number(value))


def chips_text(count: int) -> str:
    """``1 jeton``, ``10 jetons``."""
    return plurals.chips_text(count)


def chips_won_text(count: int) -> str:
    """Chips won or lost, with their sign: ``+10 jetons``, ``−1 jeton``, ``0 jeton``."""
    return plurals.chips_won_text(count, signed(count))


def poignee_name(count: int) -> str:
    """``simple`` (10), ``double`` (13), ``triple`` (15)."""
    if count >= 15:
        return QCoreApplication.translate("Calls", "triple")
    if count >= 13:
        return QCoreApplication.translate("Calls", "double")
    return QCoreApplication.translate("Calls", "simple")


# -- contracts and calls ----------------------------------------------------------------------------
def contract_name(contract: Contract, *, short: bool = False) -> str:
    """``Prise``, ``Garde``, ``Garde sans le chien``, ``Garde contre le chien`` (``short``:
    ``Garde sans``, ``Garde contre``)."""
    if contract is Contract.PRISE:
        return QCoreApplication.translate("Calls", "Prise")
    if contract is Contract.GARDE:
        return QCoreApplication.translate("Calls", "Garde")
    if contract is Contract.GARDE_SANS:
        if short:
            return QCoreApplication.translate("Calls", "Garde sans")
        return QCoreApplication.translate("Calls", "Garde sans le chien")
    if short:
        return QCoreApplication.translate("Calls", "Garde contre")
    return QCoreApplication.translate("Calls", "Garde contre le chien")


def contract_the(contract: Contract) -> str:
    """With the article: ``la Prise``, ``la Garde sans le chien``."""
    return QCoreApplication.translate("Calls", "la {contract}").format(contract=contract_name(contract))


def _as_action(contract: Action | Contract | None) -> Action | None:
    """A bid as an action (a Tarot contract as the bid that makes it)."""
    return TarotBid(contract) if isinstance(contract, Contract) else contract


def contract_text(
    contract: Action | Contract | None, *, sans_atout: bool = False, short: bool = False
) -> str:
    """A contract in French: ``5 à ♥``, ``Carotte à ♠``, ``85``, ``100 (la partie)``,
    ``85 Sans-Atout``, ``Garde sans le chien``; ``short``: ``5 ♥``, ``6 ♠``, ``85 SA``,
    ``Garde sans``. Takes the bid (an action) or a Tarot contract."""
    action = _as_action(contract)
    if isinstance(action, CarotteBid):
        if action.tricks >= 6:
            if short:
                return f"6 {action.trump.symbol}"
            return QCoreApplication.translate("Calls", "Carotte à {suit}").format(suit=action.trump.symbol)
        if short:
            return f"{action.tricks} {action.trump.symbol}"
        return QCoreApplication.translate("Calls", "{n} à {suit}").format(
            n=action.tricks, suit=action.trump.symbol
        )
    if isinstance(action, RoughBid):
        if action.points >= 100:
            text = QCoreApplication.translate("Calls", "100 (la partie)") if not short else "100"
        else:
            text = str(action.points)
        if sans_atout:
            if short:
                return QCoreApplication.translate("Calls", "{bid} SA", "SA: Sans-Atout").format(bid=text)
            text = QCoreApplication.translate("Calls", "{bid} Sans-Atout").format(bid=text)
        return text
    if isinstance(action, TarotBid):
        return contract_name(action.contract, short=short)
    return QCoreApplication.translate("Calls", "—")


def bid_label(action: Action, *, keep_points: int | None = None) -> str:
    """The label of a call's button: ``Passe``, ``5 ♥``, ``Carotte ♠``, ``80``, ``100 — la partie``,
    ``Garder à 85``, ``Garde sans``. No mnemonic: the panel adds its own."""
    if isinstance(action, Pass):
        return QCoreApplication.translate("Calls", "Passe")
    if isinstance(action, CarotteBid):
        return f"{action.tricks} {action.trump.symbol}"
    if isinstance(action, RoughBid):
        if action.points >= 100:
            return QCoreApplication.translate("Calls", "100 — la partie")
        return str(action.points)
    if isinstance(action, Keep):
        if keep_points is None:
            return QCoreApplication.translate("Calls", "Garder")
        return QCoreApplication.translate("Calls", "Garder à {points}").format(points=keep_points)
    if isinstance(action, TarotBid):
        return contract_name(action.contract, short=True)
    if isinstance(action, SansAtout):
        return QCoreApplication.translate("Calls", "Sans-Atout")
    if isinstance(action, Chelem):
        return QCoreApplication.translate("Calls", "Chelem")
    return action.kind


# -- the log of a deal ----------------------------------------------------------------------------------
def action_text(
    game: str, action: Action, who: str, *, you: bool = False, keep_points: int | None = None
) -> str:
    """One line of a deal's log: ``Léa passe``, ``Léa prend 5 plis à cœur``, ``Léa dit 80``,
    ``Léa garde``, ``Léa annonce un chelem``, ``Léa montre une poignée double``, ``Léa joue le
    Roi de cœur``... With ``you`` the player speaks of himself: ``Vous passez``."""
    if you:
        return _action_you(game, action, keep_points)
    if isinstance(action, Pass):
        return QCoreApplication.translate("Log", "{who} passe").format(who=who)
    if isinstance(action, CarotteBid):
        if action.tricks >= 6:
            return QCoreApplication.translate("Log", "{who} annonce la carotte à {suit}").format(
                who=who, suit=suit_name(action.trump)
            )
        return QCoreApplication.translate("Log", "{who} prend {n} plis à {suit}").format(
            who=who, n=action.tricks, suit=suit_name(action.trump)
        )
    if isinstance(action, RoughBid):
        if action.points >= 100:
            return QCoreApplication.translate("Log", "{who} dit 100 : la partie !").format(who=who)
        return QCoreApplication.translate("Log", "{who} dit {points}").format(who=who, points=action.points)
    if isinstance(action, Keep):
        if keep_points is None:
            return QCoreApplication.translate("Log", "{who} garde").format(who=who)
        return QCoreApplication.translate("Log", "{who} garde à {points}").format(who=who, points=keep_points)
    if isinstance(action, TarotBid):
        contract = action.contract
        if contract is Contract.PRISE:
            return QCoreApplication.translate("Log", "{who} prend").format(who=who)
        if contract is Contract.GARDE:
            return QCoreApplication.translate("Log", "{who} garde").format(who=who)
        if contract is Contract.GARDE_SANS:
            return QCoreApplication.translate("Log", "{who} garde sans le chien").format(who=who)
        return QCoreApplication.translate("Log", "{who} garde contre le chien").format(who=who)
    if isinstance(action, SansAtout):
        return QCoreApplication.translate("Log", "{who} annonce Sans-Atout").format(who=who)
    if isinstance(action, Chelem):
        return QCoreApplication.translate("Log", "{who} annonce un chelem").format(who=who)
    if isinstance(action, Poignee):
        return QCoreApplication.translate("Log", "{who} montre une poignée {size} : {cards}").format(
            who=who, size=poignee_name(len(action.cards)), cards=_trumps_text(action.cards)
        )
    if isinstance(action, Discard | HiddenDiscard):
        return _discard_text(game, action, who)
    if isinstance(action, Play):
        return QCoreApplication.translate("Log", "{who} joue {card}").format(
            who=who, card=card_the(action.card)
        )
    return f"{who}: {action!r}"


def _action_you(game: str, action: Action, keep_points: int | None) -> str:
    """:func:`action_text` for the player himself."""
    if isinstance(action, Pass):
        return QCoreApplication.translate("Log", "Vous passez")
    if isinstance(action, CarotteBid):
        if action.tricks >= 6:
            return QCoreApplication.translate("Log", "Vous annoncez la carotte à {suit}").format(
                suit=suit_name(action.trump)
            )
        return QCoreApplication.translate("Log", "Vous prenez {n} plis à {suit}").format(
            n=action.tricks, suit=suit_name(action.trump)
        )
    if isinstance(action, RoughBid):
        if action.points >= 100:
            return QCoreApplication.translate("Log", "Vous dites 100 : la partie !")
        return QCoreApplication.translate("Log", "Vous dites {points}").format(points=action.points)
    if isinstance(action, Keep):
        if keep_points is None:
            return QCoreApplication.translate("Log", "Vous gardez")
        return QCoreApplication.translate("Log", "Vous gardez à {points}").format(points=keep_points)
    if isinstance(action, TarotBid):
        contract = action.contract
        if contract is Contract.PRISE:
            return QCoreApplication.translate("Log", "Vous prenez")
        if contract is Contract.GARDE:
            return QCoreApplication.translate("Log", "Vous gardez")
        if contract is Contract.GARDE_SANS:
            return QCoreApplication.translate("Log", "Vous gardez sans le chien")
        return QCoreApplication.translate("Log", "Vous gardez contre le chien")
    if isinstance(action, SansAtout):
        return QCoreApplication.translate("Log", "Vous annoncez Sans-Atout")
    if isinstance(action, Chelem):
        return QCoreApplication.translate("Log", "Vous annoncez un chelem")
    if isinstance(action, Poignee):
        return QCoreApplication.translate("Log", "Vous montrez une poignée {size} : {cards}").format(
            size=poignee_name(len(action.cards)), cards=_trumps_text(action.cards)
        )
    if isinstance(action, Discard):
        return game_words(game).you_ecart.format(cards=cards_text(action.cards))
    if isinstance(action, HiddenDiscard):
        return game_words(game).you_ecart_unseen.format(n=action.count)
    if isinstance(action, Play):
        return QCoreApplication.translate("Log", "Vous jouez {card}").format(card=card_the(action.card))
    return repr(action)


def _trumps_text(cards: Sequence[Card]) -> str:
    """The cards of a poignée, high to low: ``21, 19, 17… d'atout et l'Excuse``."""
    trumps = sorted((card.rank for card in cards if card.is_trump), reverse=True)
    text = QCoreApplication.translate("Log", "{numbers} d'atout").format(numbers=", ".join(map(str, trumps)))
    if any(card.is_excuse for card in cards):
        text = QCoreApplication.translate("Log", "{trumps} et l'Excuse").format(trumps=text)
    return text


def _trump_list(cards: Sequence[Card]) -> str:
    """Trumps named together: ``le 3 d'atout``, ``le 3 et le 5 d'atout``, ``le 3, le 5 et le 7 d'atout``."""
    ranks = sorted(card.rank for card in cards if card.is_trump)
    items = [QCoreApplication.translate("Log", "le {n}").format(n=rank) for rank in ranks]
    if len(items) > 1:
        joined = QCoreApplication.translate("Log", "{first} et {last}").format(
            first=", ".join(items[:-1]), last=items[-1]
        )
    else:
        joined = items[0] if items else ""
    return QCoreApplication.translate("Log", "{numbers} d'atout").format(numbers=joined)


def _discard_text(game: str, action: Discard | HiddenDiscard, who: str) -> str:
    """Another seat's discard: ``Léa écarte 4 cartes``, ``Léa fait son écart, dont le 5 d'atout``."""
    if isinstance(action, HiddenDiscard):
        count, shown = action.count, action.shown_cards
    else:
        count, shown = len(action.cards), ()
    trumps = [card for card in shown if card.is_trump]
    if trumps:  # the trumps a Tarot écart must show (rule 11)
        return QCoreApplication.translate("Log", "{who} fait son écart, dont {trumps}").format(
            who=who, trumps=_trump_list(trumps)
        )
    return game_words(game).ecart_by.format(who=who, n=count)


# -- roles ---------------------------------------------------------------------------------------------
def role_name(game: str, role: str) -> str:
    """A player's role: ``declarer`` (``Preneur`` in Tarot and Le Rough, ``Déclarant`` in
    La Carotte), ``partner`` (``Partenaire``), ``defence`` (``Défense``), ``dealer`` (``Donneur``)."""
    if role == "declarer":
        return game_words(game).taker or QCoreApplication.translate("Roles", "Preneur")
    if role == "partner":
        return QCoreApplication.translate("Roles", "Partenaire")
    if role == "defence":
        return QCoreApplication.translate("Roles", "Défense")
    if role == "dealer":
        return QCoreApplication.translate("Roles", "Donneur")
    return role
