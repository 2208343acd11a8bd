"""Why the rules refuse a move, in the player's words: :func:`reason` turns an
:class:`~atout.rules.errors.IllegalActionError`'s code and parameters into a French sentence (or
its translation), and falls back to the rules' English text for a code it does not know.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication

from atout.app.texts.game import _plural, card_the, contract_the, suit_name
from atout.rules.actions import (
    Contract,
)
from atout.rules.cards import Card, Suit
from atout.rules.errors import RulesError

__all__ = ["has_reason", "reason"]


# -- the reasons ------------------------------------------------------------------------------
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
