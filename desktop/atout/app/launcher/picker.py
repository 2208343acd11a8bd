"""The launcher's game picker: one tile a game, one chosen.

::

    picker = GamePicker(launcher)
    picker.chosen.connect(show)      # the game whose tile was chosen
    picker.select("rough")           # False for a game it has no tile for
    picker.current()                 # "rough"
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QWidget

from atout.app.cardart import CardArt, CardArtError
from atout.app.games.launcher_texts import GAMES
from atout.app.launcher.widgets import GameTile

__all__ = ["GamePicker"]


def _card_arts() -> dict[str, CardArt | None]:
    arts: dict[str, CardArt | None] = {}
    for game in GAMES:
        try:
            arts[game] = CardArt(game, cache_bytes=8 * 1024 * 1024)
        except CardArtError:  # no art installed: the tiles show the suits instead
            arts[game] = None
    return arts


class GamePicker(QWidget):
    """The games' :attr:`tiles` side by side, exclusive; emits :attr:`chosen` when one is."""

    #: A game's tile was chosen (its game).
    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        arts = _card_arts()
        tiles = QHBoxLayout(self)
        tiles.setContentsMargins(0, 0, 0, 0)
        tiles.setSpacing(18)
        self.tiles: dict[str, GameTile] = {}
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        for game in GAMES:
            tile = GameTile(game, arts.get(game), self)
            tile.setObjectName(f"tile_{game}")
            tile.toggled.connect(lambda checked, g=game: self._toggled(g, checked))
            self._group.addButton(tile)
            self.tiles[game] = tile
            tiles.addWidget(tile)

    def _toggled(self, game: str, checked: bool) -> None:
        if checked:
            self.chosen.emit(game)

    def current(self) -> str:
        """The game chosen (the last one while none is)."""
        for game, tile in self.tiles.items():
            if tile.isChecked():
                return game
        return GAMES[-1]

    def select(self, game: str) -> bool:
        """Choose ``game``'s tile; ``False`` for a game it has no tile for."""
        tile = self.tiles.get(game)
        if tile is None:
            return False
        tile.setChecked(True)
        return True

    def set_match_ends(self, ends: dict[str, str]) -> None:
        """Say on each game's tile how its match ends ("Partie en 8 donnes"), by game."""
        for game, text in ends.items():
            self.tiles[game].set_match_end(text)
