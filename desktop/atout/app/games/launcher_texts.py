"""The launcher's words about the games: names, descriptions, the options' labels and tooltips,
the opponents' levels. French source text, marked for translation.

The tables hold ``QT_TRANSLATE_NOOP`` markers (so ``pyside6-lupdate`` extracts them into the
``GameTexts`` context); the functions translate at call time, so a translator installed later is
honoured::

    option_text("tarot", "deals").label      # "Nombre de donnes" (or its translation)
    choice_label("rough", "dealer_when_no_bid", "must_take")   # "doit prendre"

An option the table does not know (one added to the rules later) falls back to its name and the
rules' own (English) help, so the launcher never fails over a missing text; a test checks that
every option of every game has its French text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication

from atout.app.games.words import game_words
from atout.app.texts import plurals
from atout.rules import get_game

__all__ = [
    "GAMES",
    "LEVELS",
    "OptionText",
    "choice_label",
    "game_description",
    "game_title",
    "level_label",
    "level_tooltip",
    "option_suffix",
    "option_text",
]

_CONTEXT: Final = "GameTexts"

#: The games in the order the launcher shows them.
GAMES: Final = ("carotte", "rough", "tarot")
#: The opponents' levels, as the launcher lists them (weakest first, the random baseline last).
LEVELS: Final = ("easy", "normal", "hard", "expert", "random")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for extraction into ``context``; it is translated where it is shown."""
    return text


def _t(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


_DESCRIPTIONS: Final = {
    "carotte": QT_TRANSLATE_NOOP(
        "GameTexts",
        "28 cartes. On annonce 4, 5 ou 6 levées et l'atout ; la carotte, c'est les six levées, "
        "payées en jetons.",
    ),
    "rough": QT_TRANSLATE_NOOP(
        "GameTexts",
        "Le jeu québécois, 36 cartes. On enchérit de 70 à 100 points ; les as, les dix et les "
        "cinq font les points.",
    ),
    "tarot": QT_TRANSLATE_NOOP(
        "GameTexts",
        "Le tarot français, 78 cartes. Prise, garde, garde sans ou garde contre ; poignées, "
        "petit au bout et chelem.",
    ),
}

_PLAYERS: Final = {
    "carotte": QT_TRANSLATE_NOOP("GameTexts", "Chacun pour soi"),
    "rough": QT_TRANSLATE_NOOP("GameTexts", "Deux équipes de deux"),
    "tarot": QT_TRANSLATE_NOOP("GameTexts", "Un preneur contre trois"),
}

# How a match ends, with the option that decides it: a text with {} for its value, or a
# function of the value (a count of deals, in the right plural).
_MATCH_END: Final[dict[str, tuple[str, str | Callable[[int], str]]]] = {
    "carotte": ("target", QT_TRANSLATE_NOOP("GameTexts", "Partie en {} points")),
    "rough": ("target", QT_TRANSLATE_NOOP("GameTexts", "Partie en {} points")),
    "tarot": ("deals", plurals.match_in_deals),
}

# The options whose unit follows the number in the right plural (" donne", " donnes").
_COUNTED_SUFFIXES: Final[dict[tuple[str, str], Callable[[int], str]]] = {
    ("tarot", "deals"): plurals.deals_suffix,
}


@dataclass(frozen=True)
class OptionText:
    """What the launcher shows for one option: its label, tooltip, and a prefix or suffix for numbers."""

    label: str
    tooltip: str
    prefix: str = ""
    suffix: str = ""


# (game, option) -> (label, tooltip, prefix, suffix), untranslated.
_OPTIONS: Final[dict[tuple[str, str], tuple[str, str, str, str]]] = {
    ("carotte", "dealer_must_bid"): (
        QT_TRANSLATE_NOOP("GameTexts", "Le donneur doit annoncer si les trois autres passent"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Quand les trois premiers joueurs passent, le donneur est obligé d'annoncer au moins "
            "4 levées. Sinon, la donne est annulée.",
        ),
        "",
        "",
    ),
    ("carotte", "show_mise"): (
        QT_TRANSLATE_NOOP("GameTexts", "Montrer la mise à tous"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Quand le déclarant prend la mise, ses quatre cartes sont montrées à tous les joueurs.",
        ),
        "",
        "",
    ),
    ("carotte", "count_overtricks"): (
        QT_TRANSLATE_NOOP("GameTexts", "Compter les levées faites en plus"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Un contrat réussi marque toutes les levées faites, et non seulement celles annoncées.",
        ),
        "",
        "",
    ),
    ("carotte", "carotte_stake"): (
        QT_TRANSLATE_NOOP("GameTexts", "Enjeu de la carotte"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Les jetons que chaque joueur paie au déclarant qui réussit la carotte, ou reçoit de lui "
            "s'il la chute.",
        ),
        "",
        QT_TRANSLATE_NOOP("GameTexts", " jetons"),
    ),
    ("carotte", "target"): (
        QT_TRANSLATE_NOOP("GameTexts", "Points pour gagner"),
        QT_TRANSLATE_NOOP("GameTexts", "La partie s'arrête dès qu'un joueur atteint ce total : il la gagne."),
        "",
        QT_TRANSLATE_NOOP("GameTexts", " points"),
    ),
    ("rough", "min_bid"): (
        QT_TRANSLATE_NOOP("GameTexts", "Enchère minimale"),
        QT_TRANSLATE_NOOP("GameTexts", "La plus petite enchère permise, de 5 en 5."),
        "",
        QT_TRANSLATE_NOOP("GameTexts", " points"),
    ),
    ("rough", "dealer_when_no_bid"): (
        QT_TRANSLATE_NOOP("GameTexts", "Si personne n'a enchéri, le donneur"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Ce que peut faire le donneur quand aucun joueur n'a enchéri avant lui : prendre le "
            "contrat à l'enchère minimale ou passer, seulement passer (la donne est annulée), ou "
            "prendre obligatoirement.",
        ),
        "",
        "",
    ),
    ("rough", "discards_to_defence"): (
        QT_TRANSLATE_NOOP("GameTexts", "L'écart du preneur compte pour la défense"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Les quatre cartes écartées par le preneur comptent pour l'équipe adverse au lieu de la sienne.",
        ),
        "",
        "",
    ),
    ("rough", "sans_atout_multiplier"): (
        QT_TRANSLATE_NOOP("GameTexts", "Multiplicateur du sans-atout"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Dans une donne jouée sans atout sur un contrat de 70 à 95, le score de l'équipe du "
            "preneur, gagné ou perdu, est multiplié par ce nombre.",
        ),
        QT_TRANSLATE_NOOP("GameTexts", "× "),
        "",
    ),
    ("rough", "target"): (
        QT_TRANSLATE_NOOP("GameTexts", "Points pour gagner"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "La première équipe qui atteint ce total gagne la partie. Si les deux l'atteignent dans "
            "la même donne, l'équipe du preneur gagne.",
        ),
        "",
        QT_TRANSLATE_NOOP("GameTexts", " points"),
    ),
    ("tarot", "excuse_last_trick"): (
        QT_TRANSLATE_NOOP("GameTexts", "L'Excuse jouée au dernier pli va"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "À qui revient l'Excuse jouée au dernier pli : au camp qui gagne ce pli, ou (règle de "
            "la FFT) au camp opposé à son propriétaire. Menée au dernier pli par un camp qui a fait "
            "tous les autres, elle le gagne dans les deux cas.",
        ),
        "",
        "",
    ),
    ("tarot", "deals"): (
        QT_TRANSLATE_NOOP("GameTexts", "Nombre de donnes"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Les donnes jouées dans la partie ; une donne annulée ne compte pas. Le plus haut total gagne.",
        ),
        "",
        "",  # in the right plural: option_suffix()
    ),
}

_CHOICES: Final[dict[tuple[str, str, object], str]] = {
    ("rough", "dealer_when_no_bid", "may_take"): QT_TRANSLATE_NOOP("GameTexts", "peut prendre"),
    ("rough", "dealer_when_no_bid", "may_not_take"): QT_TRANSLATE_NOOP("GameTexts", "ne peut pas prendre"),
    ("rough", "dealer_when_no_bid", "must_take"): QT_TRANSLATE_NOOP("GameTexts", "doit prendre"),
    ("tarot", "excuse_last_trick", "winner"): QT_TRANSLATE_NOOP("GameTexts", "au gagnant du pli"),
    ("tarot", "excuse_last_trick", "fft"): QT_TRANSLATE_NOOP("GameTexts", "au camp adverse (FFT)"),
}

_LEVELS: Final = {
    "easy": (
        QT_TRANSLATE_NOOP("GameTexts", "Débutant"),
        QT_TRANSLATE_NOOP("GameTexts", "Des adversaires qui jouent simplement, sans calcul."),
    ),
    "normal": (
        QT_TRANSLATE_NOOP("GameTexts", "Normal"),
        QT_TRANSLATE_NOOP("GameTexts", "Des adversaires qui suivent les bonnes habitudes des joueurs."),
    ),
    "hard": (
        QT_TRANSLATE_NOOP("GameTexts", "Fort"),
        QT_TRANSLATE_NOOP("GameTexts", "Des adversaires qui réfléchissent en imaginant les mains possibles."),
    ),
    "expert": (
        QT_TRANSLATE_NOOP("GameTexts", "Expert"),
        QT_TRANSLATE_NOOP(
            "GameTexts",
            "Les adversaires les plus forts : ils lisent les enchères et les cartes jouées"
            " pour deviner les mains.",
        ),
    ),
    "random": (
        QT_TRANSLATE_NOOP("GameTexts", "Hasard"),
        QT_TRANSLATE_NOOP(
            "GameTexts", "Des adversaires qui jouent n'importe quelle carte permise, au hasard."
        ),
    ),
}


def game_title(game: str) -> str:
    """The game's name as players say it: "La Carotte", "Le Rough", "Le Tarot"."""
    return game_words(game).name


def game_description(game: str) -> str:
    """Two sentences on what the game is."""
    return _t(_DESCRIPTIONS[game]) if game in _DESCRIPTIONS else ""


def game_players(game: str) -> str:
    """Who plays against whom: "Deux équipes de deux"."""
    return _t(_PLAYERS[game]) if game in _PLAYERS else ""


def match_end(game: str, options: dict[str, object]) -> str:
    """How a match ends with these option values: "Partie en 25 points"."""
    if game not in _MATCH_END:
        return ""
    name, text = _MATCH_END[game]
    value = options.get(name, getattr(get_game(game).options_type(), name))
    if callable(text):
        return text(value if isinstance(value, int) else 0)
    return _t(text).format(value)


def option_suffix(game: str, name: str, value: int) -> str:
    """What follows a number option's value: its unit in the right plural (" donne" after 1),
    else the table's suffix."""
    counted = _COUNTED_SUFFIXES.get((game, name))
    if counted is not None:
        return counted(value)
    return option_text(game, name).suffix


def option_text(game: str, name: str) -> OptionText:
    """The label, tooltip, prefix and suffix of one option of one game."""
    known = _OPTIONS.get((game, name))
    if known is None:
        spec = get_game(game).options_type.specs().get(name)
        return OptionText(name.replace("_", " ").capitalize(), spec.help if spec else "")
    label, tooltip, prefix, suffix = known
    counted = _COUNTED_SUFFIXES.get((game, name))
    if counted is not None:  # the suffix of the default value; option_suffix() follows the value
        default = getattr(get_game(game).options_type(), name)
        suffix_text = counted(default if isinstance(default, int) else 0)
    else:
        suffix_text = _t(suffix) if suffix else ""
    return OptionText(_t(label), _t(tooltip), _t(prefix) if prefix else "", suffix_text)


def has_option_text(game: str, name: str) -> bool:
    """Whether this module has French words for the option (a test checks them all)."""
    return (game, name) in _OPTIONS


def choice_label(game: str, name: str, value: object) -> str:
    """The words for one value of a choice option (the value itself when unknown)."""
    text = _CHOICES.get((game, name, value))
    return _t(text) if text is not None else str(value)


def has_choice_label(game: str, name: str, value: object) -> bool:
    """Whether this module has words for that choice value."""
    return (game, name, value) in _CHOICES


def level_label(level: str) -> str:
    """The opponents' level as the launcher names it ("Fort" for ``hard``)."""
    return _t(_LEVELS[level][0]) if level in _LEVELS else level


def level_tooltip(level: str) -> str:
    """One sentence on how opponents of that level play."""
    return _t(_LEVELS[level][1]) if level in _LEVELS else ""
