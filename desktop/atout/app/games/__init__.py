"""The app's per-game layer: the one place where a game's words and ways of telling its deals
live. Every other module of the app asks :func:`presenter_for` (or :func:`game_words`) instead
of testing a game's name (``tests/test_structure.py`` checks it).

>>> presenter_for("tarot").shows_kitty(), presenter_for("rough").shows_kitty()
(True, False)
"""

from __future__ import annotations

from typing import Final

from atout.app.games.base import Fact, GamePresenter, annulled_text, seat_name
from atout.app.games.carotte import CarottePresenter
from atout.app.games.rough import RoughPresenter
from atout.app.games.shapes import CardShape
from atout.app.games.tarot import TarotPresenter, tarot_formula
from atout.app.games.words import GameWords, deal_heading, deal_label, game_words, known_games

__all__ = [
    "CardShape",
    "Fact",
    "GamePresenter",
    "GameWords",
    "annulled_text",
    "deal_heading",
    "deal_label",
    "game_words",
    "known_games",
    "presenter_for",
    "seat_name",
    "tarot_formula",
]

_PRESENTERS: Final[dict[str, GamePresenter]] = {
    presenter.game: presenter for presenter in (CarottePresenter(), RoughPresenter(), TarotPresenter())
}


def presenter_for(game: str) -> GamePresenter:
    """The presenter of ``game`` (a name of :func:`atout.rules.get_game`); an unknown game is a
    ``KeyError`` that names it."""
    try:
        return _PRESENTERS[game]
    except KeyError:
        raise KeyError(f"no presenter for the game {game!r}") from None
