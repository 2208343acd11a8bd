"""Each game's own words, in one table per game: its name with the articles French puts before
it (« du Rough », « au Tarot », « de La Carotte »), what its kitty is called, who takes the
contract. The views ask this table instead of testing the game's name.

The table holds French source text marked with ``QT_TRANSLATE_NOOP`` (``pyside6-lupdate``
files it under the ``GameWords`` context); :func:`game_words` translates at call time, so a
translator installed later is honoured::

    game_words("rough").of_game          # "du Rough"
    game_words("tarot").taker            # "Preneur"
    game_words("carotte").kitty          # "la mise"

A game the table does not know (one added to the rules later) gets its name as it is and
neutral words, so no view fails over a missing word.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Final

from PySide6.QtCore import QCoreApplication

from atout.rules import DealNumber

__all__ = ["GameWords", "deal_heading", "deal_label", "game_words", "known_games"]

_CONTEXT: Final = "GameWords"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for extraction into ``context``; it is translated where it is shown."""
    return text


@dataclass(frozen=True)
class GameWords:
    """The words of one game (French source, or their translation from :func:`game_words`)."""

    #: The game's name: « Le Tarot ».
    name: str
    #: « partie du Tarot », « partie de La Carotte ».
    of_game: str
    #: « jouer au Tarot », « à La Carotte ».
    at_game: str
    #: The cards left aside at the deal, in running text: « le chien », « la mise ».
    kitty: str
    #: The same at the head of a sentence or a label: « Le chien », « La mise ».
    kitty_title: str
    #: The player who takes the contract, as a role: « Preneur », « Déclarant ».
    taker: str
    #: The same in running text: « le preneur », « le déclarant ».
    the_taker: str
    #: The log's line of the player's écart: « Vous faites votre écart : {cards} », « Vous
    #: écartez {cards} ».
    you_ecart: str
    #: The same, its cards not shown (a review seen from another seat): « Vous écartez {n} cartes ».
    you_ecart_unseen: str
    #: Another seat's écart: « {who} fait son écart », « {who} écarte {n} cartes ».
    ecart_by: str


_WORDS: Final = {
    "carotte": GameWords(
        QT_TRANSLATE_NOOP("GameWords", "La Carotte"),
        QT_TRANSLATE_NOOP("GameWords", "de La Carotte"),
        QT_TRANSLATE_NOOP("GameWords", "à La Carotte"),
        QT_TRANSLATE_NOOP("GameWords", "la mise"),
        QT_TRANSLATE_NOOP("GameWords", "La mise"),
        QT_TRANSLATE_NOOP("GameWords", "Déclarant"),
        QT_TRANSLATE_NOOP("GameWords", "le déclarant"),
        QT_TRANSLATE_NOOP("GameWords", "Vous écartez {cards}"),
        QT_TRANSLATE_NOOP("GameWords", "Vous écartez {n} cartes"),
        QT_TRANSLATE_NOOP("GameWords", "{who} écarte {n} cartes"),
    ),
    "rough": GameWords(
        QT_TRANSLATE_NOOP("GameWords", "Le Rough"),
        QT_TRANSLATE_NOOP("GameWords", "du Rough"),
        QT_TRANSLATE_NOOP("GameWords", "au Rough"),
        QT_TRANSLATE_NOOP("GameWords", "la mise"),
        QT_TRANSLATE_NOOP("GameWords", "La mise"),
        QT_TRANSLATE_NOOP("GameWords", "Preneur"),
        QT_TRANSLATE_NOOP("GameWords", "le preneur"),
        QT_TRANSLATE_NOOP("GameWords", "Vous écartez {cards}"),
        QT_TRANSLATE_NOOP("GameWords", "Vous écartez {n} cartes"),
        QT_TRANSLATE_NOOP("GameWords", "{who} écarte {n} cartes"),
    ),
    "tarot": GameWords(
        QT_TRANSLATE_NOOP("GameWords", "Le Tarot"),
        QT_TRANSLATE_NOOP("GameWords", "du Tarot"),
        QT_TRANSLATE_NOOP("GameWords", "au Tarot"),
        QT_TRANSLATE_NOOP("GameWords", "le chien"),
        QT_TRANSLATE_NOOP("GameWords", "Le chien"),
        QT_TRANSLATE_NOOP("GameWords", "Preneur"),
        QT_TRANSLATE_NOOP("GameWords", "le preneur"),
        QT_TRANSLATE_NOOP("GameWords", "Vous faites votre écart : {cards}"),
        QT_TRANSLATE_NOOP("GameWords", "Vous faites votre écart"),
        QT_TRANSLATE_NOOP("GameWords", "{who} fait son écart"),
    ),
}


_FIELDS: Final = fields(GameWords)


def known_games() -> tuple[str, ...]:
    """The games this table has words for (a test checks every game of the rules is one)."""
    return tuple(_WORDS)


def game_words(game: str) -> GameWords:
    """The words of ``game``, translated into the interface's language."""
    source = _WORDS.get(game)
    if source is None:
        return GameWords(game, game, game, "", "", "", "", "{cards}", "", "{who}")
    # not ``astuple``: it deep-copies each string, and the table asks for its words at every refresh
    said = (getattr(source, field.name) for field in _FIELDS)
    return GameWords(*(QCoreApplication.translate(_CONTEXT, text) for text in said))


# -- a deal's number, as the rules count deals (atout.rules.Match.deal_number) -----------------------
def deal_label(number: DealNumber) -> str:
    """``Donne 2 sur 8`` (a match in a number of deals), ``Donne 5``, ``Donne annulée``."""
    if number.number is None:
        return QCoreApplication.translate("GameWords", "Donne annulée")
    if number.length is not None:
        return QCoreApplication.translate("GameWords", "Donne {n} sur {length}").format(
            n=number.number, length=number.length
        )
    return QCoreApplication.translate("GameWords", "Donne {n}").format(n=number.number)


def deal_heading(game: str, number: DealNumber) -> str:
    """The game and the deal, as a title: ``Le Tarot — donne 2 sur 8``, ``Le Rough — donne 5``,
    ``Le Tarot — donne annulée``."""
    name = game_words(game).name
    if number.number is None:
        return QCoreApplication.translate("GameWords", "{game} — donne annulée").format(game=name)
    if number.length is not None:
        return QCoreApplication.translate("GameWords", "{game} — donne {n} sur {length}").format(
            game=name, n=number.number, length=number.length
        )
    return QCoreApplication.translate("GameWords", "{game} — donne {n}").format(game=name, n=number.number)
