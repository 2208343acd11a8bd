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

Texts with a count go through Qt's plural forms (:mod:`atout.app.plurals`); the few left here
choose by the French rule (0 and 1 singular) between two translatable sources. A game's own words
(its name, its kitty, its taker) come from its table in :mod:`atout.app.games.words`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication

from atout.app import plurals
from atout.app.games.words import game_words
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
from atout.rules.errors import RulesError

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
    "has_reason",
    "number",
    "phase_name",
    "poignee_name",
    "points_text",
    "rank_name",
    "reason",
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


def team_name(names: Sequence[str], team: int) -> str:
    """Le Rough: a team by its players' names, ``Léa et Marc`` (team 0 = seats 0 and 2)."""
    return QCoreApplication.translate("Games", "{a} et {b}").format(a=names[team], b=names[team + 2])


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
    """``0 pli``, ``1 pli``, ``5 plis`` (Qt's plural forms: :mod:`atout.app.plurals`)."""
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


# -- why the rules refuse ------------------------------------------------------------------------------
def _param_card(params: Mapping[str, object], key: str = "card") -> Card | None:
    value = params.get(key)
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        try:
            return Card.parse(value)
        except RulesError:
            return None
    return None


def _param_suit(params: Mapping[str, object]) -> Suit | None:
    value = params.get("suit")
    if isinstance(value, Suit):
        return value
    if isinstance(value, str):
        try:
            return Suit.parse(value)
        except RulesError:
            return None
    return None


def _param_contract(params: Mapping[str, object], key: str) -> Contract | None:
    value = params.get(key)
    if isinstance(value, Contract):
        return value
    try:
        return Contract(value)
    except ValueError:
        return None


def _int(params: Mapping[str, object], key: str) -> int | None:
    value = params.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _must_follow(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    suit = _param_suit(params)
    if suit is None:
        return QCoreApplication.translate("Reasons", "Vous devez fournir la couleur demandée.")
    return QCoreApplication.translate("Reasons", "Vous devez fournir à {suit}.").format(suit=suit_name(suit))


def _must_trump(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    return QCoreApplication.translate("Reasons", "Vous devez jouer un atout.")


def _must_overtrump(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    over = _param_card(params, "over")
    if over is None:
        return QCoreApplication.translate("Reasons", "Vous devez monter : jouez un atout plus fort.")
    if over.rank == 1:
        return QCoreApplication.translate(
            "Reasons", "Vous devez monter : jouez un atout plus fort que le Petit."
        )
    return QCoreApplication.translate(
        "Reasons", "Vous devez monter : jouez un atout plus fort que le {n}."
    ).format(n=over.rank)


def _not_your_turn(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    expected = _int(params, "expected")
    if names is not None and expected is not None and 0 <= expected < len(names):
        return QCoreApplication.translate("Reasons", "Ce n'est pas à vous : c'est au tour de {name}.").format(
            name=names[expected]
        )
    return QCoreApplication.translate("Reasons", "Ce n'est pas votre tour.")


def _not_in_hand(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    card = _param_card(params)
    if card is None:
        return QCoreApplication.translate("Reasons", "Vous n'avez pas cette carte en main.")
    return QCoreApplication.translate("Reasons", "Vous n'avez pas {card} en main.").format(
        card=card_the(card)
    )


def _not_in_pack(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    card = _param_card(params) or _param_card(params, "text")
    if card is None:
        return QCoreApplication.translate("Reasons", "Cette carte n'existe pas dans ce jeu.")
    return QCoreApplication.translate("Reasons", "{card} n'existe pas dans ce jeu.").format(
        card=_capital(card_the(card))
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _action_verb(kind: object) -> str:
    if kind == "pass":
        return QCoreApplication.translate("Reasons", "passer")
    if kind == "bid":
        return QCoreApplication.translate("Reasons", "enchérir")
    if kind == "keep":
        return QCoreApplication.translate("Reasons", "garder")
    if kind == "discard":
        return QCoreApplication.translate("Reasons", "écarter")
    if kind == "sans_atout":
        return QCoreApplication.translate("Reasons", "annoncer Sans-Atout")
    if kind == "chelem":
        return QCoreApplication.translate("Reasons", "annoncer un chelem")
    if kind == "poignee":
        return QCoreApplication.translate("Reasons", "montrer une poignée")
    if kind == "play":
        return QCoreApplication.translate("Reasons", "jouer une carte")
    return QCoreApplication.translate("Reasons", "faire cela")


def _wrong_phase(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    verb = _action_verb(params.get("action"))
    phase = params.get("phase")
    if phase == "bidding":
        return QCoreApplication.translate("Reasons", "Impossible de {verb} pendant les enchères.").format(
            verb=verb
        )
    if phase == "discard":
        return QCoreApplication.translate("Reasons", "Impossible de {verb} pendant l'écart.").format(
            verb=verb
        )
    if phase == "play":
        return QCoreApplication.translate("Reasons", "Impossible de {verb} une fois le jeu commencé.").format(
            verb=verb
        )
    return QCoreApplication.translate("Reasons", "Impossible de {verb} maintenant.").format(verb=verb)


def _bad_bid(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    if "tricks" in params:
        return QCoreApplication.translate("Reasons", "Une enchère annonce 4, 5 ou 6 plis.")
    if "trump" in params:
        return QCoreApplication.translate("Reasons", "Une enchère nomme toujours une couleur d'atout.")
    if "points" in params:
        return QCoreApplication.translate(
            "Reasons", "Une enchère se fait de 5 en 5, jusqu'à 100 ({points} n'est pas possible)."
        ).format(points=params["points"])
    return QCoreApplication.translate("Reasons", "Cette enchère n'existe pas.")


def _bid_too_low(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    if "contract" in params:
        highest = _param_contract(params, "highest")
        if highest is None:
            return QCoreApplication.translate("Reasons", "Il faut annoncer un contrat plus fort.")
        return QCoreApplication.translate(
            "Reasons", "Il faut annoncer un contrat plus fort que {contract}."
        ).format(contract=contract_the(highest))
    highest_value = _int(params, "highest")
    if "tricks" in params and highest_value is not None:
        return _plural(
            highest_value,
            QCoreApplication.translate("Reasons", "Il faut annoncer plus de {n} pli."),
            QCoreApplication.translate("Reasons", "Il faut annoncer plus de {n} plis."),
        )
    if "points" in params and highest_value is not None:
        return QCoreApplication.translate("Reasons", "Il faut dire plus que {n}.").format(n=highest_value)
    return QCoreApplication.translate("Reasons", "Il faut enchérir plus haut.")


def _in_the_box(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    if params.get("team", 0) == 0:
        return QCoreApplication.translate(
            "Reasons",
            "Votre équipe est dans la boîte (sous zéro) : elle ne peut ni dire ni garder 100.",
        )
    return QCoreApplication.translate(
        "Reasons",
        "Cette équipe est dans la boîte (sous zéro) : elle ne peut ni dire ni garder 100.",
    )


def _discard_count(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    expected = _int(params, "expected") or 4
    count = _int(params, "count")
    text = QCoreApplication.translate("Reasons", "Il faut écarter exactement {n} cartes.").format(n=expected)
    if count is not None:
        text += " " + QCoreApplication.translate("Reasons", "(Vous en avez choisi {n}.)").format(n=count)
    return text


def _ecart_count(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    text = QCoreApplication.translate("Reasons", "L'écart compte exactement 6 cartes.")
    count = _int(params, "count")
    if count is not None:
        text += " " + QCoreApplication.translate("Reasons", "(Vous en avez choisi {n}.)").format(n=count)
    return text


def _ecart_king(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    return QCoreApplication.translate("Reasons", "Un Roi ne peut pas aller à l'écart.")


def _ecart_bout(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    card = _param_card(params)
    if card is not None:
        return QCoreApplication.translate(
            "Reasons", "{card} est un bout : un bout ne peut pas aller à l'écart."
        ).format(card=_capital(card_the(card)))
    return QCoreApplication.translate(
        "Reasons", "Un bout (le 21, le Petit ou l'Excuse) ne peut pas aller à l'écart."
    )


def _ecart_trump(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    card = _param_card(params)
    if card is not None:
        return QCoreApplication.translate(
            "Reasons",
            "Un atout ne va à l'écart que faute d'autres cartes : écartez plutôt {card}.",
        ).format(card=card_the(card))
    return QCoreApplication.translate(
        "Reasons",
        "Un atout ne va à l'écart que si vous n'avez pas assez d'autres cartes (hors Rois).",
    )


def _poignee_not_trump(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    card = _param_card(params)
    if card is not None:
        return QCoreApplication.translate(
            "Reasons", "Une poignée ne montre que des atouts (et l'Excuse) : pas {card}."
        ).format(card=card_the(card))
    return QCoreApplication.translate("Reasons", "Une poignée ne montre que des atouts (et l'Excuse).")


def _poignee_count(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    text = QCoreApplication.translate(
        "Reasons", "Une poignée montre 10, 13 ou 15 atouts : simple, double ou triple."
    )
    count = _int(params, "count")
    if count is not None:
        text += " " + QCoreApplication.translate("Reasons", "(Vous en avez choisi {n}.)").format(n=count)
    return text


def _bad_option_value(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    return QCoreApplication.translate(
        "Reasons", "La valeur {value} ne convient pas à l'option « {option} »."
    ).format(value=params.get("value", "?"), option=params.get("option", "?"))


def _unknown_option(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    return QCoreApplication.translate("Reasons", "Option inconnue : « {option} ».").format(
        option=params.get("option", "?")
    )


def _unknown_game(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    return QCoreApplication.translate("Reasons", "Jeu inconnu : « {game} ».").format(
        game=params.get("game", "?")
    )


def _bad_card(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    return QCoreApplication.translate("Reasons", "« {text} » n'est pas une carte.").format(
        text=params.get("text", "?")
    )


def _bad_suit(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    return QCoreApplication.translate("Reasons", "« {text} » n'est pas une couleur.").format(
        text=params.get("text", "?")
    )


def _repeated_card(params: Mapping[str, object], names: Sequence[str] | None) -> str:
    card = _param_card(params)
    if card is None:
        return QCoreApplication.translate("Reasons", "Une carte est donnée deux fois.")
    return QCoreApplication.translate("Reasons", "Une carte est donnée deux fois : {card}.").format(
        card=card_the(card)
    )


def _fixed(text: Callable[[], str]) -> Callable[[Mapping[str, object], Sequence[str] | None], str]:
    return lambda params, names: text()


_Reason = Callable[[Mapping[str, object], Sequence[str] | None], str]

#: The French text of each reason code the rules raise (IllegalActionError, OptionError,
#: CardError, LogError, and the reasons a card may not be part of a choice).
_REASONS: Final[dict[str, _Reason]] = {
    # playing a card
    "must_follow": _must_follow,
    "must_trump": _must_trump,
    "must_overtrump": _must_overtrump,
    "not_in_hand": _not_in_hand,
    "not_in_pack": _not_in_pack,
    # whose turn, what phase
    "not_your_turn": _not_your_turn,
    "wrong_phase": _wrong_phase,
    "wrong_game": _fixed(lambda: QCoreApplication.translate("Reasons", "Ce coup n'existe pas dans ce jeu.")),
    "deal_over": _fixed(lambda: QCoreApplication.translate("Reasons", "La donne est terminée.")),
    "deal_not_over": _fixed(lambda: QCoreApplication.translate("Reasons", "La donne n'est pas terminée.")),
    "deal_under_way": _fixed(
        lambda: QCoreApplication.translate("Reasons", "La donne en cours n'est pas terminée.")
    ),
    "no_deal": _fixed(lambda: QCoreApplication.translate("Reasons", "Aucune donne n'est en cours.")),
    "match_over": _fixed(lambda: QCoreApplication.translate("Reasons", "La partie est terminée.")),
    "bad_deal": _fixed(
        lambda: QCoreApplication.translate("Reasons", "Cette distribution n'est pas valable.")
    ),
    # bidding
    "bad_bid": _bad_bid,
    "bid_too_low": _bid_too_low,
    "only_pass": _fixed(
        lambda: QCoreApplication.translate("Reasons", "Après une carotte, il ne reste qu'à passer.")
    ),
    "dealer_must_bid": _fixed(
        lambda: QCoreApplication.translate(
            "Reasons", "Les trois autres ont passé : le donneur doit enchérir (au moins 4 plis)."
        )
    ),
    "dealer_must_take": _fixed(
        lambda: QCoreApplication.translate(
            "Reasons", "Personne n'a enchéri : le donneur doit garder, à l'enchère minimale."
        )
    ),
    "dealer_may_not_take": _fixed(
        lambda: QCoreApplication.translate(
            "Reasons", "Personne n'a enchéri : le donneur ne peut pas prendre le contrat."
        )
    ),
    "dealer_may_only_keep": _fixed(
        lambda: QCoreApplication.translate("Reasons", "Le donneur ne peut que passer ou garder.")
    ),
    "keep_by_dealer": _fixed(lambda: QCoreApplication.translate("Reasons", "Seul le donneur peut garder.")),
    "in_the_box": _in_the_box,
    # the discard, the écart
    "discard_count": _discard_count,
    "ecart_count": _ecart_count,
    "ecart_king": _ecart_king,
    "ecart_bout": _ecart_bout,
    "ecart_trump": _ecart_trump,
    # announcements
    "sans_atout_too_late": _fixed(
        lambda: QCoreApplication.translate(
            "Reasons", "Sans-Atout s'annonce avant la première carte du preneur."
        )
    ),
    "chelem_not_taker": _fixed(
        lambda: QCoreApplication.translate("Reasons", "Seul le preneur peut annoncer un chelem.")
    ),
    "chelem_too_late": _fixed(
        lambda: QCoreApplication.translate(
            "Reasons", "Le chelem s'annonce avant toute poignée et avant la première carte."
        )
    ),
    "poignee_too_late": _fixed(
        lambda: QCoreApplication.translate(
            "Reasons", "Une poignée se montre une seule fois, juste avant votre première carte."
        )
    ),
    "poignee_count": _poignee_count,
    "poignee_not_trump": _poignee_not_trump,
    "poignee_excuse": _fixed(
        lambda: QCoreApplication.translate(
            "Reasons", "L'Excuse ne complète une poignée que si vous montrez tous vos atouts."
        )
    ),
    # the log and its actions
    "bad_action": _fixed(lambda: QCoreApplication.translate("Reasons", "Ce coup est mal écrit.")),
    "bad_action_type": _fixed(
        lambda: QCoreApplication.translate("Reasons", "Ce coup est inconnu dans ce jeu.")
    ),
    "bad_log": _fixed(
        lambda: QCoreApplication.translate("Reasons", "Ce fichier n'est pas une partie d'Atout valable.")
    ),
    "bad_json": _fixed(
        lambda: QCoreApplication.translate("Reasons", "Ce fichier est illisible (JSON abîmé).")
    ),
    "unreadable": _fixed(lambda: QCoreApplication.translate("Reasons", "Impossible de lire ce fichier.")),
    # the computer players' search (never a player's move)
    "bad_slots": _fixed(
        lambda: QCoreApplication.translate("Reasons", "Aucune donne ne correspond à ce que ce joueur a vu.")
    ),
    # cards written wrongly
    "bad_card": _bad_card,
    "bad_suit": _bad_suit,
    "bad_mask": _fixed(lambda: QCoreApplication.translate("Reasons", "Carte inconnue.")),
    "repeated_card": _repeated_card,
    # options
    "bad_option_value": _bad_option_value,
    "bad_options": _fixed(lambda: QCoreApplication.translate("Reasons", "Les options sont illisibles.")),
    "unknown_option": _unknown_option,
    "unknown_game": _unknown_game,
}


def has_reason(code: str) -> bool:
    """Whether :func:`reason` has a French text for ``code``."""
    return code in _REASONS


def reason(
    code: str, english: str, params: Mapping[str, object] | None = None, names: Sequence[str] | None = None
) -> str:
    """Why the rules refused something, in words a player understands.

    ``code``, ``english`` and ``params`` are those of the rules' error (or of a card's
    ``CardChoice.refused`` entry, which has no params); ``names`` (the players' names by
    seat) lets a few texts name someone. An unknown code gives the English text back.
    """
    handler = _REASONS.get(code)
    if handler is None:
        return english
    try:
        return handler(params or {}, names)
    except (KeyError, IndexError, ValueError, TypeError):  # odd params: never fail to say something
        return english
