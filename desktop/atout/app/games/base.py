"""What the app says of one game's deals: one presenter per game, behind
:func:`~atout.app.games.presenter_for`.

A view that shows a deal's outcome (the score sheet's tooltips, the deal summary, the review)
asks the presenter of the deal's game for its lines; it never tests the game's name. The
presenter reads the rules' typed outcome (:class:`~atout.rules.deal.DealResult` and its
:mod:`count <atout.rules.outcome>`) and says it in the game's own words.

Each presenter's words keep the translation contexts they had in the score sheet's module
(``ScoreSheet`` for the sheet's tooltips, ``DealSummary`` for the summary), so that moving
them here changed no translation.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication

from atout.app.games.shapes import CardShape
from atout.app.games.words import GameWords, game_words
from atout.app.texts import game as texts
from atout.rules.actions import Action, Contract
from atout.rules.deal import DealResult
from atout.rules.outcome import Annulment

__all__ = ["Fact", "GamePresenter", "annulled_text", "seat_name"]

#: One line of a deal's summary: its label and what it says (a text of one line or more).
Fact = tuple[str, str]


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """The name of ``seat`` (``""`` for none; the seat's label when no name is known)."""
    if seat is None:
        return ""
    return names[seat] if 0 <= seat < len(names) else texts.seat_label(seat)


def annulled_text(result: DealResult, names: Sequence[str]) -> str:
    """Why a deal was annulled: ``Annulée : tous passent``, ``Annulée : petit sec (Léa)``."""
    if result.annulment is Annulment.PETIT_SEC:
        seat = result.petit_sec[0] if result.petit_sec else None
        return QCoreApplication.translate("ScoreSheet", "Annulée : petit sec ({name})").format(
            name=seat_name(names, seat)
        )
    return QCoreApplication.translate("ScoreSheet", "Annulée : tous passent")


class GamePresenter(ABC):
    """How one game's deals are told: its words, a deal's outcome in lines and facts."""

    #: The game's name in the rules (``atout.rules.get_game``).
    game: ClassVar[str]
    #: The shape of the game's cards.
    card_shape: ClassVar[CardShape] = CardShape.FRENCH
    #: The three cards the launcher's tile of the game fans out: what the game is about.
    fan_cards: ClassVar[tuple[str, str, str]]

    @property
    def words(self) -> GameWords:
        """The game's words (its name, its kitty, its taker), translated."""
        return game_words(self.game)

    # -- the contract -------------------------------------------------------------------------
    def sans_atout(self, result: DealResult) -> bool:
        """Whether the deal was played Sans-Atout (Le Rough only)."""
        return False

    def contract_text(self, result: DealResult, *, short: bool = False) -> str:
        """The deal's contract in words: ``5 à ♥``, ``85 Sans-Atout``, ``Garde sans le chien``."""
        contract: Action | Contract | None = result.contract
        return texts.contract_text(contract, sans_atout=self.sans_atout(result), short=short)

    # -- the outcome --------------------------------------------------------------------------
    def verdict(self, result: DealResult, names: Sequence[str]) -> str:
        """The summary's heading of a deal played out: ``Léa réussit son contrat : 5 à ♥``."""
        who = seat_name(names, result.taker)
        said = self.contract_text(result)
        if result.made:
            return QCoreApplication.translate("DealSummary", "{who} réussit son contrat : {contract}").format(
                who=who, contract=said
            )
        return QCoreApplication.translate("DealSummary", "{who} chute : {contract}").format(
            who=who, contract=said
        )

    def tooltip(self, result: DealResult, names: Sequence[str]) -> list[str]:
        """The deal's outcome in a few lines (the score sheet's tooltips, the review)."""
        if result.annulled:
            return [annulled_text(result, names)]
        lines = [
            QCoreApplication.translate("ScoreSheet", "Contrat : {contract}, pris par {who}").format(
                contract=self.contract_text(result), who=seat_name(names, result.taker)
            ),
            *self.count_lines(result, names),
        ]
        lines.append(
            QCoreApplication.translate("ScoreSheet", "Contrat réussi")
            if result.made
            else QCoreApplication.translate("ScoreSheet", "Contrat chuté")
        )
        return lines

    @abstractmethod
    def count_lines(self, result: DealResult, names: Sequence[str]) -> list[str]:
        """The game's count in a line or two: the tricks made, each team's points."""

    @abstractmethod
    def facts(self, result: DealResult, names: Sequence[str]) -> list[Fact]:
        """The summary's lines of a deal played out, under its verdict: the contract, the
        count, what else the game scores."""

    def shows_kitty(self) -> bool:
        """Whether the summary shows the kitty as dealt (the Tarot's chien) beside the écart."""
        return False

    # -- the history ----------------------------------------------------------------------------
    def contract_label(self, key: str) -> str:
        """A contract key of :func:`~atout.play.records.contract_key` in words: ``85 Sans-Atout``."""
        if key.endswith("sa"):
            return QCoreApplication.translate("History", "{bid} Sans-Atout").format(bid=key[:-2])
        return QCoreApplication.translate("History", "100 (la partie)") if key == "100" else key

    def contract_order(self, key: str) -> tuple[int, str]:
        """Where a contract key comes in the history's list: by the bid, lowest first."""
        digits = "".join(ch for ch in key if ch.isdigit())
        return (int(digits) if digits else 0, key)

    # -- the review -----------------------------------------------------------------------------
    def verdict_tip(self) -> str:
        """What the review's verdict (could the contract still be made?) assumes."""
        return QCoreApplication.translate(
            "DealReview", "Si chacun jouait au mieux, les quatre jeux en vue (le déclarant contre les autres)"
        )

    def ecart_line(self, who: str, cards: str) -> str:
        """The review's line of another seat's écart, shown face up: ``Léa écarte …``."""
        return QCoreApplication.translate("DealReview", "{who} écarte {cards}").format(who=who, cards=cards)
