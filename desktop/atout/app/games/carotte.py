"""La Carotte's deals, told: the tricks made against those bid, the chips of a carotte."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication

from atout.app.games.base import Fact, GamePresenter, seat_name
from atout.app.texts import game as texts
from atout.rules.deal import DealResult
from atout.rules.outcome import CarotteCount

__all__ = ["CarottePresenter"]


def tricks_text(count: CarotteCount) -> str:
    """The tricks made against those bid: ``4 sur 5 demandés``."""
    return QCoreApplication.translate("ScoreSheet", "{tricks} sur {asked} demandés").format(
        tricks=count.tricks, asked=count.bid
    )


class CarottePresenter(GamePresenter):
    """La Carotte."""

    game: ClassVar[str] = "carotte"
    fan_cards: ClassVar[tuple[str, str, str]] = ("QH", "KH", "AH")  # the carotte: every trick

    def contract_label(self, key: str) -> str:
        if key == "6":
            return QCoreApplication.translate("History", "Carotte (6 levées)")
        return QCoreApplication.translate("History", "{n} levées").format(n=key)

    def count_lines(self, result: DealResult, names: Sequence[str]) -> list[str]:
        if not isinstance(result.count, CarotteCount):
            return []
        return [
            QCoreApplication.translate("ScoreSheet", "Plis : {tricks}").format(
                tricks=tricks_text(result.count)
            )
        ]

    def facts(self, result: DealResult, names: Sequence[str]) -> list[Fact]:
        count = result.count
        if not isinstance(count, CarotteCount):
            return []
        declarer = result.taker
        who = seat_name(names, declarer)
        facts: list[Fact] = [
            (
                QCoreApplication.translate("DealSummary", "Contrat"),
                QCoreApplication.translate("DealSummary", "{contract}, par {who} ({role})").format(
                    contract=self.contract_text(result),
                    who=who,
                    role=texts.role_name(self.game, "declarer").lower(),
                ),
            ),
            (QCoreApplication.translate("DealSummary", "Plis"), tricks_text(count)),
        ]
        chips = result.chips
        if chips is not None and declarer is not None and any(chips):
            stake = texts.chips_text(abs(chips[(declarer + 1) % len(chips)]))
            if chips[declarer] > 0:
                text = QCoreApplication.translate(
                    "DealSummary", "carotte réussie : chacun paie {chips} à {who}"
                ).format(chips=stake, who=who)
            else:
                text = QCoreApplication.translate(
                    "DealSummary", "carotte chutée : {who} paie {chips} à chacun"
                ).format(chips=stake, who=who)
            facts.append((QCoreApplication.translate("DealSummary", "Jetons"), text))
        return facts
