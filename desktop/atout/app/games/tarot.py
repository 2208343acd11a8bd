"""The Tarot's deals, told: the points against the target of the bouts, the petit au bout, the
poignées, the chelem and the formula of the count, with its figures."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication

from atout.app.games.base import Fact, GamePresenter, seat_name
from atout.app.games.shapes import CardShape
from atout.app.texts import game as texts
from atout.play.analysis import TAROT_TRICKS
from atout.rules.actions import Contract
from atout.rules.deal import DealResult
from atout.rules.outcome import TarotCount, TarotSide, TarotTerms

__all__ = ["TarotPresenter", "tarot_formula"]


def tarot_formula(terms: TarotTerms) -> str:
    """The Tarot arithmetic, ``T = ((25 + 8) + 10) × 2 + 20 = 106``, then what each side gets:
    the terms of the rules' count (:class:`~atout.rules.outcome.TarotTerms`), written out."""
    expression = f"T = {terms.expression()} = {texts.number(terms.amount)}"
    return QCoreApplication.translate(
        "ScoreSheet", "{expression}\npreneur : {taker} ; chaque défenseur : {defender}"
    ).format(
        expression=expression, taker=texts.signed(3 * terms.amount), defender=texts.signed(-terms.amount)
    )


def points_text(count: TarotCount) -> str:
    """``49 points pour 41 nécessaires (2 bouts)``."""
    return QCoreApplication.translate("ScoreSheet", "{points} pour {target} nécessaires ({bouts})").format(
        points=texts.points_text(count.points), target=count.target, bouts=texts.bouts_text(count.bouts)
    )


def _chelem_text(announced: bool, chelem_by: TarotSide | None) -> str:
    if chelem_by is TarotSide.TAKER:
        if announced:
            return QCoreApplication.translate("DealSummary", "annoncé et réussi")
        return QCoreApplication.translate("DealSummary", "réussi sans annonce")
    if chelem_by is TarotSide.DEFENCE:
        return QCoreApplication.translate("DealSummary", "fait par la défense")
    return QCoreApplication.translate("DealSummary", "annoncé et chuté")


class TarotPresenter(GamePresenter):
    """The Tarot."""

    game: ClassVar[str] = "tarot"
    card_shape: ClassVar[CardShape] = CardShape.TAROT
    fan_cards: ClassVar[tuple[str, str, str]] = ("T1", "EX", "T21")  # the three bouts

    def shows_kitty(self) -> bool:
        return True

    def contract_label(self, key: str) -> str:
        try:
            return texts.contract_name(Contract(key))
        except ValueError:
            return key

    def contract_order(self, key: str) -> tuple[int, str]:
        names = [contract.value for contract in Contract]
        return (names.index(key) if key in names else len(names), key)

    def verdict_tip(self) -> str:
        return QCoreApplication.translate(
            "DealReview",
            "Si chacun jouait au mieux, les quatre jeux en vue (le preneur contre la défense) ; "
            "au Tarot, dans les {n} derniers plis",
        ).format(n=TAROT_TRICKS)

    def ecart_line(self, who: str, cards: str) -> str:
        return QCoreApplication.translate("DealReview", "{who} fait son écart : {cards}").format(
            who=who, cards=cards
        )

    def verdict(self, result: DealResult, names: Sequence[str]) -> str:
        count, contract = result.count, result.contract
        if not isinstance(count, TarotCount) or not isinstance(contract, Contract):
            return super().verdict(result, names)
        name, who = texts.contract_name(contract), seat_name(names, result.taker)
        difference = texts.points_text(count.terms.difference)
        if result.made:
            said = QCoreApplication.translate("DealSummary", "{contract} de {who} : réussie de {n}")
        else:
            said = QCoreApplication.translate("DealSummary", "{contract} de {who} : chutée de {n}")
        return said.format(contract=name, who=who, n=difference)

    def count_lines(self, result: DealResult, names: Sequence[str]) -> list[str]:
        return [points_text(result.count)] if isinstance(result.count, TarotCount) else []

    def facts(self, result: DealResult, names: Sequence[str]) -> list[Fact]:
        count, contract = result.count, result.contract
        if not isinstance(count, TarotCount):
            return []
        facts: list[Fact] = [
            (
                QCoreApplication.translate("DealSummary", "Contrat"),
                QCoreApplication.translate("DealSummary", "{contract}, par {who} (preneur)").format(
                    contract=texts.contract_name(contract) if isinstance(contract, Contract) else "?",
                    who=seat_name(names, result.taker),
                ),
            )
        ]
        defence = QCoreApplication.translate("DealSummary", "défense : {points}").format(
            points=texts.points_text(count.points_defence)
        )
        facts.append(
            (QCoreApplication.translate("DealSummary", "Points"), f"{points_text(count)}\n{defence}")
        )
        bout = count.terms.petit_au_bout
        if bout:
            if bout > 0:
                side = QCoreApplication.translate("DealSummary", "le preneur")
            else:
                side = QCoreApplication.translate("DealSummary", "la défense")
            facts.append(
                (
                    QCoreApplication.translate("DealSummary", "Petit au bout"),
                    QCoreApplication.translate("DealSummary", "pour {side}").format(side=side),
                )
            )
        for shown in count.poignees:
            facts.append(
                (
                    QCoreApplication.translate("DealSummary", "Poignée"),
                    QCoreApplication.translate("DealSummary", "{size} de {who} : {bonus}").format(
                        size=texts.poignee_name(shown.cards),
                        who=seat_name(names, shown.seat),
                        bonus=texts.points_text(shown.bonus),
                    ),
                )
            )
        if count.chelem_announced or count.chelem_by is not None:
            chelem = _chelem_text(count.chelem_announced, count.chelem_by)
            facts.append((QCoreApplication.translate("DealSummary", "Chelem"), chelem))
        facts.append((QCoreApplication.translate("DealSummary", "Calcul"), tarot_formula(count.terms)))
        return facts
