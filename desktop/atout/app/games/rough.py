"""Le Rough's deals, told: each team's card points, the trump or Sans-Atout, the 100 bid that
wins the match at once."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication

from atout.app.games.base import Fact, GamePresenter, seat_name
from atout.app.texts import game as texts
from atout.rules.deal import DealResult
from atout.rules.games import get_game
from atout.rules.outcome import RoughCount

__all__ = ["RoughPresenter"]


def team_name(names: Sequence[str], team: int) -> str:
    """Team ``team`` by its players' names (its seats asked of the rules)."""
    return texts.team_name(names, get_game("rough").teams[team])


def points_lines(count: RoughCount, names: Sequence[str]) -> list[str]:
    """Each team's card points, the taker's team first."""
    return [
        QCoreApplication.translate("ScoreSheet", "{team} : {points}").format(
            team=team_name(names, team), points=texts.points_text(count.points[team])
        )
        for team in (count.team, 1 - count.team)
    ]


class RoughPresenter(GamePresenter):
    """Le Rough."""

    game: ClassVar[str] = "rough"
    fan_cards: ClassVar[tuple[str, str, str]] = ("5D", "10S", "AH")  # the cards that count

    def sans_atout(self, result: DealResult) -> bool:
        return isinstance(result.count, RoughCount) and result.count.sans_atout

    def verdict_tip(self) -> str:
        return QCoreApplication.translate(
            "DealReview",
            "Si chacun jouait au mieux, les quatre jeux en vue (l'équipe du preneur contre l'autre)",
        )

    def count_lines(self, result: DealResult, names: Sequence[str]) -> list[str]:
        return points_lines(result.count, names) if isinstance(result.count, RoughCount) else []

    def facts(self, result: DealResult, names: Sequence[str]) -> list[Fact]:
        count = result.count
        if not isinstance(count, RoughCount):
            return []
        facts: list[Fact] = [
            (
                QCoreApplication.translate("DealSummary", "Contrat"),
                QCoreApplication.translate("DealSummary", "{contract}, par {who} (équipe {team})").format(
                    contract=texts.contract_text(result.contract),
                    who=seat_name(names, result.taker),
                    team=team_name(names, count.team),
                ),
            )
        ]
        trump = QCoreApplication.translate("DealSummary", "Atout")
        if count.sans_atout:
            facts.append((trump, QCoreApplication.translate("DealSummary", "Sans-Atout")))
        elif count.trump is not None:
            facts.append((trump, f"{count.trump.symbol} {texts.suit_name(count.trump)}"))
        facts.append(
            (QCoreApplication.translate("DealSummary", "Points"), "\n".join(points_lines(count, names)))
        )
        if result.match_winners:
            winner = team_name(names, result.sides[result.match_winners[0]])
            facts.append(
                (
                    QCoreApplication.translate("DealSummary", "Résultat"),
                    QCoreApplication.translate("DealSummary", "{team} gagnent la partie d'un coup").format(
                        team=winner
                    ),
                )
            )
        return facts
