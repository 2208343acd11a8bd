"""French Tarot for four players: 78 cards, a chien of 6, four contracts.

The rule numbers in comments are those of ``docs/rules/tarot.md``. This module is the game as
a match plays it (:class:`TarotRules`); the deal is :class:`~atout.rules.tarot_deal.TarotDeal`
(its card play :mod:`atout.rules.tarot_play`), what a seat may choose and why not
:mod:`atout.rules.tarot_choices`, the laws of the cards :mod:`atout.rules.tarot_cards`, the score
:mod:`atout.rules.tarot_score` and :mod:`atout.rules.tarot_count`, the variants
:mod:`atout.rules.tarot_options`. Their public names can be imported from here too.

>>> from atout.rules import Contract, DealRng, PASS, TarotBid
>>> game = TarotRules()
>>> deal = game.new_deal(0, *game.deal_cards(DealRng(2), 0), game.options(), MatchContext())
>>> deal.legal_actions()
(Pass(), TarotBid(prise), TarotBid(garde), TarotBid(garde_sans), TarotBid(garde_contre))
>>> deal.apply(TarotBid(Contract.GARDE)); deal.legal_actions()   # only higher contracts now
(Pass(), TarotBid(garde_sans), TarotBid(garde_contre))
>>> deal.apply(PASS); deal.apply(PASS); deal.apply(PASS)
>>> deal.taker, deal.phase.value, deal.choice().count           # the taker makes his écart
(1, 'discard', 6)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from atout.rules.actions import Action, Contract, Discard, Poignee
from atout.rules.cards import TAROT_PACK, TRUMP_MASK, Card, cards_from_mask, mask_of
from atout.rules.deal import CardChoice, DealResult, Observation
from atout.rules.errors import IllegalActionError
from atout.rules.game import GameRules, MatchContext, parse_text
from atout.rules.options import GameOptions
from atout.rules.rng import DealRng
from atout.rules.tarot_cards import (
    BOUTS,
    CHIEN_SIZE,
    EXCUSE,
    HAND_SIZE,
    SUITS_MASK,
    card_half_points,
    excuse_exchange,
    excuse_keeper,
    last_trick_winner,
    playable,
    proposed_poignee,
    target_for,
)
from atout.rules.tarot_choices import CHELEM
from atout.rules.tarot_count import (
    CHELEM_ANNOUNCED_FAILED,
    CHELEM_ANNOUNCED_MADE,
    CHELEM_BY_DEFENCE,
    CHELEM_UNANNOUNCED,
    POIGNEE_BONUS,
    TARGETS,
    TRICKS,
    DealCount,
    count_deal,
)
from atout.rules.tarot_deal import BIDS, TarotDeal
from atout.rules.tarot_options import TarotOptions

__all__ = [
    "BOUTS",
    "CHELEM_ANNOUNCED_FAILED",
    "CHELEM_ANNOUNCED_MADE",
    "CHELEM_BY_DEFENCE",
    "CHELEM_UNANNOUNCED",
    "CHIEN_SIZE",
    "POIGNEE_BONUS",
    "TARGETS",
    "TRICKS",
    "DealCount",
    "TarotDeal",
    "TarotOptions",
    "TarotRules",
    "card_half_points",
    "count_deal",
    "excuse_exchange",
    "excuse_keeper",
    "last_trick_winner",
    "playable",
    "proposed_poignee",
    "target_for",
]


class TarotRules(GameRules):
    """French Tarot, as the match sees it."""

    name = "tarot"
    pack = TAROT_PACK
    options_type = TarotOptions
    hand_size = HAND_SIZE
    kitty_size = CHIEN_SIZE
    direction = "counter-clockwise"  # rule 4
    has_trump_suit = False  # rule 2: the 21 atouts and the Excuse
    action_types = frozenset({"pass", "bid", "discard", "chelem", "poignee", "play"})
    # rule 6: three cards at a time; the chien one card at a time, never the first or last card.
    packets = (*((("players", 3), ("kitty", 1)) * 5), ("kitty", 1), ("players", 3))

    def new_deal(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        options: GameOptions,
        context: MatchContext,
    ) -> TarotDeal:
        assert isinstance(options, TarotOptions)
        return TarotDeal(dealer, hands, kitty, options)

    def deal_like(
        self, observation: Observation, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]
    ) -> TarotDeal:
        assert isinstance(observation.options, TarotOptions)
        return TarotDeal(observation.dealer, hands, kitty, observation.options)

    def counts(self, result: DealResult) -> bool:
        """Rule 27: an annulled deal (all passed, petit sec) does not count."""
        return not result.annulled

    def match_length(self, options: GameOptions) -> int | None:
        """Rule 27: the match is played in ``options.deals`` counted deals."""
        assert isinstance(options, TarotOptions)
        return options.deals

    def match_winners(
        self, options: GameOptions, totals: Sequence[int], results: Sequence[DealResult]
    ) -> tuple[int, ...] | None:
        assert isinstance(options, TarotOptions)
        played = sum(1 for result in results if self.counts(result))
        if played < options.deals:  # rule 27
            return None
        best = max(totals)
        return tuple(seat for seat in range(4) if totals[seat] == best)

    def _parse_own_action(self, kind: str, data: Mapping[str, object]) -> Action:
        if kind == "chelem":
            self._require(data, ())
            return CHELEM
        if kind == "poignee":
            self._require(data, ("cards",))
            cards = data.get("cards")
            if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                raise IllegalActionError("bad_action", "a poignee needs a list of cards")
            return Poignee.of(self.pack.parse_cards(cards))
        self._require(data, ("contract",))
        name = parse_text(data, "contract")
        try:
            return BIDS[Contract(name)]
        except ValueError:
            known = ", ".join(contract.value for contract in Contract)
            raise IllegalActionError(
                "bad_action", f"unknown contract {name!r} ({known})", contract=name
            ) from None

    def random_choice(self, choice: CardChoice, rng: DealRng) -> Action:
        allowed = choice.allowed_mask
        if choice.kind == "poignee":
            count = choice.counts[rng.below(len(choice.counts))]
            trumps = allowed & TRUMP_MASK
            if count > trumps.bit_count():  # every trump and the Excuse
                return Poignee(trumps | EXCUSE)
            return Poignee.of(rng.sample(cards_from_mask(trumps), count))
        plain = allowed & SUITS_MASK
        if plain.bit_count() >= choice.count:
            return Discard.of(rng.sample(cards_from_mask(plain), choice.count))
        need = choice.count - plain.bit_count()  # every plain card, and trumps to make up six
        return Discard(plain | mask_of(rng.sample(cards_from_mask(allowed & TRUMP_MASK), need)))
