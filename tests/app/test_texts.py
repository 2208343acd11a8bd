"""The French words of the game: every reason the rules can give has a French text, and the
names of cards, calls and actions read as a player says them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import atout.rules
from atout.app.texts import game as texts
from atout.app.texts import refusals
from atout.rules import (
    CAROTTE_PACK,
    PASS,
    ROUGH_PACK,
    TAROT_PACK,
    Card,
    CarotteBid,
    Chelem,
    Contract,
    DealRng,
    Discard,
    HiddenDiscard,
    IllegalActionError,
    Keep,
    Match,
    Play,
    Poignee,
    RoughBid,
    SansAtout,
    Suit,
    TarotBid,
)
from atout.rules.selfplay import random_action

RULES_DIR = Path(atout.rules.__file__).parent
#: An error built with a literal reason code: ``IllegalActionError("must_follow", ...``.
_RAISED = re.compile(
    r"\b(?:IllegalActionError|OptionError|CardError|LogError|SamplingError)\(\s*\"([a-z_]+)\""
)
#: A reason given with a card a choice refuses: ``("ecart_king", "a King may not ...")``.
_REFUSED = re.compile(r"\(\s*\"([a-z]+_[a-z_]+)\",\s*\"[a-z][^\"]*\"\s*,?\s*\)")
#: A default reason code: ``code: str = "bad_log"``.
_DEFAULT = re.compile(r"code: str = \"([a-z_]+)\"")


def codes_in_rules() -> set[str]:
    """Every reason code written in the rules' sources."""
    codes: set[str] = set()
    for path in RULES_DIR.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        for pattern in (_RAISED, _REFUSED, _DEFAULT):
            codes.update(pattern.findall(source))
    return codes


def test_the_scan_finds_the_codes_it_should() -> None:
    codes = codes_in_rules()
    expected = {"must_follow", "must_trump", "must_overtrump", "ecart_king", "ecart_bout", "ecart_trump"}
    expected |= {"bid_too_low", "not_your_turn", "dealer_must_take", "in_the_box", "poignee_excuse"}
    expected |= {"bad_option_value", "unknown_option", "unknown_game", "bad_log", "bad_json"}
    assert expected <= codes
    assert len(codes) >= 45


def test_every_reason_code_of_the_rules_has_a_french_text(qapp) -> None:
    missing = sorted(code for code in codes_in_rules() if not refusals.has_reason(code))
    assert missing == []
    for code in codes_in_rules():
        said = refusals.reason(code, "ENGLISH TEXT", {})
        assert said and said != "ENGLISH TEXT" and "{" not in said, code


def test_an_unknown_code_falls_back_to_the_english_text(qapp) -> None:
    assert refusals.reason("no_such_code", "seat 2 may not do that", {"seat": 2}) == "seat 2 may not do that"


@pytest.mark.parametrize(
    ("code", "params", "french"),
    [
        ("must_follow", {"seat": 0, "suit": "H"}, "Vous devez fournir à cœur."),
        (
            "must_overtrump",
            {"seat": 0, "over": "T14"},
            "Vous devez monter : jouez un atout plus fort que le 14.",
        ),
        (
            "must_overtrump",
            {"seat": 0, "over": "T1"},
            "Vous devez monter : jouez un atout plus fort que le Petit.",
        ),
        ("must_trump", {"seat": 0}, "Vous devez jouer un atout."),
        ("ecart_king", {"card": "KH"}, "Un Roi ne peut pas aller à l'écart."),
        ("ecart_bout", {"card": "EX"}, "L'Excuse est un bout : un bout ne peut pas aller à l'écart."),
        ("not_in_hand", {"seat": 0, "card": "QS"}, "Vous n'avez pas la Dame de pique en main."),
        ("bid_too_low", {"tricks": 4, "highest": 5}, "Il faut annoncer plus de 5 plis."),
        ("bid_too_low", {"points": 75, "highest": 80}, "Il faut dire plus que 80."),
        (
            "bid_too_low",
            {"contract": "prise", "highest": "garde"},
            "Il faut annoncer un contrat plus fort que la Garde.",
        ),
        ("not_your_turn", {"seat": 0, "expected": 2}, "Ce n'est pas votre tour."),
        ("ecart_count", {"count": 5}, "L'écart compte exactement 6 cartes. (Vous en avez choisi 5.)"),
    ],
)
def test_reasons_say_it_in_words_a_player_understands(qapp, code: str, params: dict, french: str) -> None:
    assert refusals.reason(code, "english", params) == french


def test_a_reason_can_name_whose_turn_it_is(qapp) -> None:
    said = refusals.reason("not_your_turn", "x", {"seat": 0, "expected": 2}, ["Vous", "Léa", "Marc", "Jo"])
    assert said == "Ce n'est pas à vous : c'est au tour de Marc."


def _refusals(game: str, seed: int) -> list[IllegalActionError]:
    """The errors of illegal moves tried along a random deal: every card not legal, a bid too low..."""
    match = Match(game, seed=seed, first_dealer=seed % 4)
    rng = DealRng(seed)
    deal = match.new_deal()
    errors: list[IllegalActionError] = []
    tries = [
        PASS,
        Keep(),
        SansAtout(),
        Chelem(),
        RoughBid(70),
        CarotteBid(4, Suit.CLUBS),
        TarotBid(Contract.PRISE),
    ]
    while not deal.is_over:
        seat = deal.current_seat
        assert seat is not None
        candidates = [Play.of(card) for card in deal.pack] + tries
        choice = deal.choice()
        if choice is not None:
            hand = deal.hand(seat)
            candidates += [Discard.of(hand[:3]), Discard.of(hand[-choice.count :])]
        for action in candidates:
            try:
                deal.check(action, seat)
            except IllegalActionError as err:
                errors.append(err)
        try:
            deal.check(PASS, (seat + 1) & 3)
        except IllegalActionError as err:
            errors.append(err)
        match.apply(random_action(deal, match.rules, rng))
    return errors


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_the_errors_actually_raised_along_deals_are_all_said_in_french(qapp, game: str) -> None:
    seen: set[str] = set()
    for seed in range(4):
        for err in _refusals(game, seed):
            said = refusals.reason(err.code, str(err), err.params)
            assert said != str(err), (err.code, str(err))
            assert "{" not in said and "seat" not in said, said
            seen.add(err.code)
    assert {"not_in_hand", "wrong_phase"} <= seen


def test_the_reasons_a_choice_gives_for_greyed_cards_are_in_french(qapp) -> None:
    codes: set[str] = set()
    for seed in range(40):
        match = Match("tarot", seed=seed, first_dealer=0)
        rng = DealRng(seed)
        deal = match.new_deal()
        while not deal.is_over:
            for choice in (deal.choice(), deal.optional_choice()):
                if choice is not None:
                    for code, english in choice.refused.values():
                        codes.add(code)
                        assert refusals.reason(code, english, {}) != english
            match.apply(random_action(deal, match.rules, rng))
    assert {"ecart_king"} <= codes


def test_card_names(qapp) -> None:
    assert texts.card_name(Card.parse("KH")) == "Roi de cœur"
    assert texts.card_name("NS") == "Cavalier de pique"
    assert texts.card_name("T21") == "21 d'atout"
    assert texts.card_name("T1") == "Petit"
    assert texts.card_name("EX") == "Excuse"
    assert texts.card_name("1D") == "As de carreau"
    assert texts.card_name("10C") == "10 de trèfle"
    assert texts.card_the("EX") == "l'Excuse"
    assert texts.card_the("AS") == "l'As de pique"
    assert texts.card_the("QH") == "la Dame de cœur"
    assert texts.card_the("KH") == "le Roi de cœur"
    assert texts.card_the("T21") == "le 21 d'atout"
    assert texts.card_short("NC") == "C♣"
    assert texts.cards_text(["KH", "7S", "T21"]) == "Roi de cœur, 7 de pique et 21 d'atout"


def test_each_card_of_each_pack_has_its_own_name(qapp) -> None:
    for pack in (CAROTTE_PACK, ROUGH_PACK, TAROT_PACK):
        names = [texts.card_name(card) for card in pack]
        assert len(set(names)) == len(pack)
        assert all(texts.card_the(card) and texts.card_short(card) for card in pack)


def test_the_feminine_cards_take_la(qapp) -> None:
    assert texts.card_the("QS") == "la Dame de pique"
    assert texts.card_the("JS") == "le Valet de pique"


def test_contracts_and_calls(qapp) -> None:
    assert texts.contract_name(Contract.GARDE_SANS) == "Garde sans le chien"
    assert texts.contract_name(Contract.GARDE_CONTRE, short=True) == "Garde contre"
    assert texts.contract_text(CarotteBid(5, Suit.HEARTS)) == "5 à ♥"
    assert texts.contract_text(CarotteBid(6, Suit.SPADES)) == "Carotte à ♠"
    assert texts.contract_text(RoughBid(85), sans_atout=True) == "85 Sans-Atout"
    assert texts.contract_text(Contract.GARDE_CONTRE) == "Garde contre le chien"
    assert texts.bid_label(PASS) == "Passe"
    assert texts.bid_label(Keep(), keep_points=85) == "Garder à 85"
    assert texts.bid_label(RoughBid(100)) == "100 — la partie"


def test_the_log_of_a_deal_reads_as_players_speak(qapp) -> None:
    assert texts.action_text("carotte", PASS, "Léa") == "Léa passe"
    assert texts.action_text("carotte", CarotteBid(5, Suit.HEARTS), "Léa") == "Léa prend 5 plis à cœur"
    assert texts.action_text("carotte", CarotteBid(6, Suit.SPADES), "Léa") == "Léa annonce la carotte à pique"
    assert texts.action_text("rough", RoughBid(80), "Léa") == "Léa dit 80"
    assert texts.action_text("rough", Keep(), "Léa", keep_points=85) == "Léa garde à 85"
    assert texts.action_text("rough", SansAtout(), "Léa") == "Léa annonce Sans-Atout"
    assert texts.action_text("tarot", TarotBid(Contract.GARDE), "Léa") == "Léa garde"
    assert texts.action_text("tarot", TarotBid(Contract.PRISE), "Léa") == "Léa prend"
    assert texts.action_text("tarot", Chelem(), "Léa") == "Léa annonce un chelem"
    poignee = Poignee.of(Card.parse(f"T{n}") for n in range(1, 14))
    assert texts.action_text("tarot", poignee, "Léa").startswith("Léa montre une poignée double : 13, 12")
    assert texts.action_text("tarot", Play.of(Card.parse("KH")), "Léa") == "Léa joue le Roi de cœur"
    assert texts.action_text("tarot", Play.of(Card.parse("KH")), "", you=True) == "Vous jouez le Roi de cœur"
    hidden = HiddenDiscard(6, Card.parse("T3").mask | Card.parse("T5").mask)
    assert texts.action_text("tarot", hidden, "Léa") == "Léa fait son écart, dont le 3 et le 5 d'atout"
    assert texts.action_text("rough", HiddenDiscard(4), "Léa") == "Léa écarte 4 cartes"
    assert texts.action_text("tarot", PASS, "", you=True) == "Vous passez"


def test_roles_games_and_numbers(qapp) -> None:
    assert texts.role_name("tarot", "declarer") == "Preneur"
    assert texts.role_name("carotte", "declarer") == "Déclarant"
    assert texts.role_name("rough", "partner") == "Partenaire"
    assert texts.role_name("tarot", "defence") == "Défense"
    assert [texts.game_name(g) for g in ("carotte", "rough", "tarot")] == [
        "La Carotte",
        "Le Rough",
        "Le Tarot",
    ]
    assert texts.number(48.5) == "48,5"
    assert texts.signed(-12) == "−12"
    assert texts.signed(3) == "+3"
    assert texts.tricks_text(1) == "1 pli"
    assert texts.tricks_text(5) == "5 plis"
    assert texts.bouts_text(0) == "aucun bout"
    assert texts.points_text(48.5) == "48,5 points"


def test_every_text_call_is_one_lupdate_can_extract() -> None:
    """Each translate() call of the app names its context and text as literals (what
    pyside6-lupdate reads)."""
    app = Path(texts.__file__).parents[1]
    source = "\n".join(path.read_text(encoding="utf-8") for path in sorted(app.rglob("*.py")))
    calls = re.findall(r"QCoreApplication\.translate\(\s*([^,]+),\s*([^,)]+)", source)
    assert len(calls) > 300
    for context, text in calls:
        if context == "_CONTEXT":  # a table of QT_TRANSLATE_NOOP texts, translated where shown
            continue
        assert context.startswith('"') and context.endswith('"'), context
        assert text.lstrip().startswith('"'), text


@pytest.mark.parametrize(
    ("count", "french"),
    [(30, "+30 jetons"), (-1, "\u22121 jeton"), (0, "0 jeton"), (-20, "\u221220 jetons")],
)
def test_chips_won_or_lost_carry_their_sign_and_number(qapp, count: int, french: str) -> None:
    assert texts.chips_won_text(count) == french
