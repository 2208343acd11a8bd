"""What the Tarot rules offer beside a choice: the chelem as soon as the écart is made (rule 13),
and a poignée proposed with its trumps chosen, the Excuse only in place of a missing trump (rule 14)."""

from __future__ import annotations

import pytest

from atout.rules import PASS, TAROT_PACK, Chelem, Contract, Discard, Phase, Poignee, TarotBid, get_game
from atout.rules.game import MatchContext
from atout.rules.tarot import (
    CHELEM_ANNOUNCED_FAILED,
    CHELEM_ANNOUNCED_MADE,
    POIGNEE_BONUS,
    TarotDeal,
    count_deal,
    proposed_poignee,
)

TRUMPS = sorted((card for card in TAROT_PACK if card.is_trump), key=lambda card: card.rank)
EXCUSE = next(card for card in TAROT_PACK if card.is_excuse)
PLAIN = [card for card in TAROT_PACK if card.suit is not None]


def deal_with(
    trumps: int, excuse: bool, contract: Contract = Contract.GARDE_SANS, dealer: int = 3
) -> TarotDeal:
    """Seat 0 holds the ``trumps`` highest trumps (and the Excuse) and takes ``contract``."""
    mine = TRUMPS[len(TRUMPS) - trumps :] + ([EXCUSE] if excuse else [])
    mine += [card for card in PLAIN if card.rank < 11][: 18 - len(mine)]
    rest = [card for card in TAROT_PACK if card not in mine]
    hands = [mine, rest[0:18], rest[18:36], rest[36:54]]
    rules = get_game("tarot")
    deal = rules.new_deal(dealer, hands, rest[54:60], rules.options(), MatchContext())
    assert isinstance(deal, TarotDeal)
    while deal.current_seat != 0:
        deal.apply(PASS)
    deal.apply(TarotBid(contract))
    while deal.phase is Phase.BIDDING:
        deal.apply(PASS)
    assert deal.taker == 0
    return deal


@pytest.mark.parametrize(
    ("trumps", "excuse", "size", "with_excuse"),
    [
        (10, False, 10, False),
        (9, True, 10, True),  # the Excuse makes the tenth: every trump is shown with it
        (10, True, 10, False),  # ten trumps: the Excuse is not needed, so it stays hidden
        (11, True, 10, False),
        (12, True, 13, True),
        (13, False, 13, False),
        (14, True, 15, True),
        (16, True, 15, False),
    ],
)
def test_the_poignee_proposed_is_the_largest_and_shows_the_excuse_only_in_place_of_a_trump(
    trumps: int, excuse: bool, size: int, with_excuse: bool
) -> None:
    deal = deal_with(trumps, excuse)
    choice = deal.observation(0).optional_choice
    assert choice is not None and choice.kind == "poignee"
    assert max(choice.counts) == size
    proposed = choice.proposed
    assert len(proposed) == size
    assert (EXCUSE in proposed) == with_excuse
    assert not choice.proposed_mask & ~choice.allowed_mask
    shown_trumps = [card for card in proposed if card.is_trump]
    held = sorted((card for card in deal.hand(0) if card.is_trump), key=lambda card: card.rank)
    assert shown_trumps == sorted(held[: len(shown_trumps)], key=lambda card: card.rank)  # the lowest
    deal.check(Poignee.of(proposed), 0)  # the rules take it as it is proposed


def test_every_smaller_poignee_proposed_is_legal() -> None:
    deal = deal_with(14, True)
    choice = deal.observation(0).optional_choice
    assert choice is not None
    hand = choice.hand_mask
    for count in choice.counts:
        poignee = proposed_poignee(hand, count)
        assert poignee.mask.bit_count() == count and count in POIGNEE_BONUS
        deal.check(poignee, 0)


def test_no_poignee_no_proposal_and_the_other_choices_propose_nothing() -> None:
    deal = deal_with(5, False, Contract.GARDE)
    ecart = deal.choice()
    assert ecart is not None and ecart.proposed == ()


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_the_ecart_says_the_chelem_is_offered_as_soon_as_it_is_made(dealer: int) -> None:
    deal = deal_with(5, False, Contract.PRISE, dealer=dealer)
    choice = deal.choice()
    assert choice is not None and choice.kind == "ecart"
    assert Chelem() in choice.then_offered
    plain = [card for card in choice.allowed if not card.is_trump][: choice.count]
    deal.apply(Discard.of(plain))
    if deal.current_seat == 0:
        offered = list(deal.legal_actions())
    else:
        offered = [action for seat, action in deal.announcements() if seat == 0]
    assert Chelem() in offered  # what the écart said: whoever leads, the taker may announce it


def test_the_chelem_amounts_are_the_ones_the_count_uses() -> None:
    plain = {"petit_au_bout": 0, "poignees": 0}
    made = count_deal(Contract.PRISE, 2 * 91, 3, taker_tricks=18, chelem_announced=True, **plain)
    failed = count_deal(Contract.PRISE, 2 * 80, 3, taker_tricks=17, chelem_announced=True, **plain)
    assert made.chelem_bonus == CHELEM_ANNOUNCED_MADE == 400
    assert failed.chelem_bonus == CHELEM_ANNOUNCED_FAILED == -200
