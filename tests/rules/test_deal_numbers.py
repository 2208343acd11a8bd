"""How the rules number the deals of a match (rule 27 of the Tarot: an annulled deal, all passed
or petit sec, takes no number and does not count towards the match's length); the app's launcher,
table, score sheet, review and history all show these numbers."""

from __future__ import annotations

from atout.rules import PASS, TAROT_PACK, Card, DealNumber, Match, deal_numbers, get_game
from atout.rules.deal import DealResult


def _petit_sec_cards() -> tuple[list[list[Card]], list[Card]]:
    """Seat 1 holds the Petit as his only trump, and no Excuse."""
    cards = list(TAROT_PACK)
    petit = next(card for card in cards if card.is_trump and card.rank == 1 and not card.is_excuse)
    plain = [card for card in cards if not card.is_trump and not card.is_excuse]
    others = [card for card in cards if card is not petit and card not in plain[:17]]
    hands = [others[0:18], [petit, *plain[:17]], others[18:36], others[36:54]]
    return hands, others[54:60]


def _all_pass(match: Match) -> None:
    match.new_deal()
    for _ in range(4):
        match.apply(PASS)


def test_annulled_tarot_deals_take_no_number_and_do_not_count() -> None:
    match = Match("tarot", {"deals": 2}, seed=3, first_dealer=0)
    assert match.length == 2
    assert match.number_now == DealNumber(1, 2)
    _all_pass(match)  # everyone passed: annulled
    hands, kitty = _petit_sec_cards()
    match.new_deal(hands, kitty)  # petit sec: annulled as dealt
    assert [result.annulled for result in match.results] == [True, True]
    assert match.deal_number(0) == DealNumber(None, 2)
    assert match.deal_number(1).annulled
    assert match.counted_deals == 0
    assert match.number_now == DealNumber(1, 2)  # the next deal is still the first
    assert not match.is_over


def test_a_counted_deal_takes_the_next_number() -> None:
    played, void = DealResult((0, 0, 0, 0)), DealResult((0, 0, 0, 0), annulled=True)
    tarot = get_game("tarot")
    assert deal_numbers(tarot, [void, played, void, void, played]) == [None, 1, None, None, 2]
    assert deal_numbers(tarot, []) == []


def test_carotte_and_rough_number_every_deal_and_play_to_a_score() -> None:
    carotte = Match("carotte", seed=5, first_dealer=0)
    _all_pass(carotte)  # all passed: the deal still counts among the hands (rule 4)
    assert carotte.results[0].annulled
    assert carotte.deal_number(0) == DealNumber(1, None)
    assert carotte.number_now == DealNumber(2, None)
    rough = Match("rough", seed=5, first_dealer=0)
    assert rough.length is None and rough.number_now == DealNumber(1, None)
