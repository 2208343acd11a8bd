"""What the Tarot rules offer beside a choice: the chelem as soon as the écart is made (rule 13),
always as an announcement and never among the legal actions, and a poignée proposed with its
trumps chosen, the Excuse only in place of a missing trump (rule 14)."""

from __future__ import annotations

import json

import pytest

from atout.rules import (
    PASS,
    TAROT_PACK,
    Card,
    Chelem,
    Contract,
    DealRng,
    Discard,
    Match,
    Phase,
    Poignee,
    TarotBid,
    get_game,
)
from atout.rules.game import MatchContext
from atout.rules.log import dumps, match_from_log
from atout.rules.selfplay import random_action
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
    offered = [action for seat, action in deal.announcements() if seat == 0]
    assert Chelem() in offered  # what the écart said: whoever leads, the taker may announce it


# -- the chelem: an announcement, in one place (rule 13) --------------------------------------------
def test_the_chelem_is_never_among_the_legal_actions() -> None:
    """Whoever is to act, the taker included, the chelem is offered in ``announcements`` only."""
    rules = get_game("tarot")
    offered_in_turn = 0
    for seed in range(40):
        match = Match("tarot", seed=seed, first_dealer=seed % 4)
        deal = match.new_deal()
        rng = DealRng(seed)
        while not deal.is_over:
            assert all(type(action) is not Chelem for action in deal.legal_actions())
            seat = deal.current_seat
            assert seat is not None
            seen = deal.observation(seat)
            assert all(type(action) is not Chelem for action in seen.legal_actions)
            offered_in_turn += any(who == seat for who, _ in deal.announcements())
            action = random_action(deal, rules, rng)
            match.apply(action, seat)
    assert offered_in_turn  # the taker was to act while the chelem was open, in some deals


@pytest.mark.parametrize(("dealer", "in_turn"), [(3, True), (0, False), (1, False), (2, False)])
def test_the_chelem_is_announced_to_the_taker_exactly_while_it_is_open(dealer: int, in_turn: bool) -> None:
    """Rule 13: after the écart and before any poignée and any card, in turn or not; the taker
    then leads (rule 15)."""
    deal = deal_with(5, False, Contract.PRISE, dealer=dealer)
    assert deal.announcements() == ()  # not during the écart
    choice = deal.choice()
    assert choice is not None
    deal.apply(Discard.of([card for card in choice.allowed if not card.is_trump][: choice.count]))
    assert (deal.current_seat == 0) is in_turn
    assert deal.announcements() == ((0, Chelem()),)
    assert [deal.observation(seat).announcements for seat in range(4)] == [((0, Chelem()),), (), (), ()]
    assert Chelem() not in deal.legal_actions() and Chelem() not in deal.observation(0).legal_actions
    played = deal.clone()
    first = played.legal_actions()[0]
    played.apply(first)
    assert played.announcements() == ()  # a card closes it
    deal.apply(Chelem(), 0)
    assert deal.chelem_announced and deal.current_seat == 0
    assert deal.announcements() == ()  # announced: no more offered


@pytest.mark.parametrize("dealer", [3, 0])
def test_a_log_with_a_chelem_announced_in_turn_or_not_replays(dealer: int) -> None:
    """Logs written before the chelem left ``legal_actions`` load as they did."""
    match = Match("tarot", seed=1, first_dealer=dealer)
    deal = match.new_deal(*_hands_and_kitty(dealer))
    while deal.phase is Phase.BIDDING:
        match.apply(TarotBid(Contract.PRISE) if deal.current_seat == 0 else PASS)
    choice = deal.choice()
    assert choice is not None
    match.apply(Discard.of([card for card in choice.allowed if not card.is_trump][: choice.count]))
    match.apply(Chelem(), 0)
    match.apply(deal.legal_actions()[0])
    again = match_from_log(json.loads(dumps(match)))
    assert again.current is not None and again.current.history == deal.history
    assert (0, Chelem()) in again.current.history


def _hands_and_kitty(dealer: int) -> tuple[list[list[Card]], list[Card]]:
    """The hands of :func:`deal_with`."""
    deal = deal_with(5, False, Contract.PRISE, dealer=dealer)
    return [list(hand) for hand in deal.dealt_hands], list(deal.kitty)


def test_the_chelem_amounts_are_the_ones_the_count_uses() -> None:
    plain = {"petit_au_bout": 0, "poignees": 0}
    made = count_deal(Contract.PRISE, 2 * 91, 3, taker_tricks=18, chelem_announced=True, **plain)
    failed = count_deal(Contract.PRISE, 2 * 80, 3, taker_tricks=17, chelem_announced=True, **plain)
    assert made.chelem_bonus == CHELEM_ANNOUNCED_MADE == 400
    assert failed.chelem_bonus == CHELEM_ANNOUNCED_FAILED == -200
