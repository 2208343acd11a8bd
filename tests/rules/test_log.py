"""The match log (docs/contracts.md, "The match log"): its JSON Schema, reading, writing, and refusals.

Every broken log must be refused with a :class:`LogError` whose ``located()`` line says where:
``log: ...`` for the document, ``deal N: ...`` for a deal, ``deal N, action M: ...`` for an action.
"""

from __future__ import annotations

import copy
import json
import os
import re
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

import atout.rules.log as log_module
from atout.rules import (
    Card,
    DealRng,
    LogError,
    Match,
    Play,
    Player,
    dumps,
    loads,
    match_from_log,
    read_match,
    replay_summary,
    write_match,
)
from atout.rules.cards import SUIT_MASKS
from atout.rules.selfplay import random_action

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GAMES = ("carotte", "rough", "tarot")


# -- helpers -------------------------------------------------------------------------------------------
def schema_validator() -> jsonschema.Draft202012Validator:
    text = resources.files("atout.rules").joinpath("match-log.schema.json").read_text(encoding="utf-8")
    schema = json.loads(text)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


VALIDATOR = schema_validator()


def schema_errors(document: object) -> list[str]:
    return [error.message for error in VALIDATOR.iter_errors(document)]


def example(game: str) -> dict[str, object]:
    return json.loads((FIXTURES / f"{game}-match.json").read_text(encoding="utf-8"))


def random_match(
    game: str,
    seed: int,
    deals: int,
    *,
    options: dict[str, object] | None = None,
    first_dealer: int | None = None,
    stop_after: int | None = None,
) -> Match:
    """A match of ``deals`` deals of random legal play (fewer if it ends); with ``stop_after``,
    the last deal stops after that many actions."""
    match = Match(game, options, seed=seed, first_dealer=first_dealer)
    rng = DealRng(seed).derive(7)
    for number in range(deals):
        if match.is_over:
            break
        deal = match.new_deal()
        last = number == deals - 1
        while not deal.is_over:
            if last and stop_after is not None and len(deal.history) >= stop_after:
                break
            match.apply(random_action(deal, match.rules, rng))
    return match


def fresh_log(game: str, seed: int = 1, first_dealer: int = 0) -> dict[str, object]:
    """A log of one deal just dealt, with no action yet."""
    match = Match(game, seed=seed, first_dealer=first_dealer)
    match.new_deal()
    return match.to_log()


def deals_of(document: dict[str, object]) -> list[dict[str, object]]:
    deals = document["deals"]
    assert isinstance(deals, list)
    return deals


def unordered_discards(deals: object) -> object:
    """The deals with each discard's cards sorted: the order of a discard does not matter."""
    out = copy.deepcopy(deals)
    assert isinstance(out, list)
    for deal in out:
        for action in deal["actions"]:
            if action["type"] == "discard":
                action["cards"] = sorted(action["cards"])
    return out


def refusal(document: object) -> str:
    """The located line of the LogError that reading ``document`` raises."""
    with pytest.raises(LogError) as caught:
        match_from_log(document)
    return caught.value.located()


def assert_located(line: str, where: str, reason: str) -> None:
    """``line`` is ``<where>: <reason...>`` with ``reason`` (a regex) in the reason."""
    assert line.startswith(f"{where}: "), line
    assert "\n" not in line
    assert re.search(reason, line[len(where) + 2 :]), line


# -- the schema -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_schema_accepts_the_example_logs(game: str) -> None:
    assert schema_errors(example(game)) == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_schema_accepts_the_logs_our_writer_produces(game: str, seed: int) -> None:
    options = {
        "carotte": {"target": 5, "carotte_stake": 3},
        "rough": {"target": 150, "min_bid": 60},
        "tarot": {"deals": 5, "excuse_last_trick": "fft"},
    }
    match = random_match(game, seed, 12, options=options[game], stop_after=seed * 3)
    players = [Player("Vous", "human"), *(Player(f"Bot {i}", "ai", "hard") for i in (1, 2, 3))]
    match.players = tuple(players)
    assert schema_errors(json.loads(dumps(match))) == []


def test_schema_allows_extra_keys_everywhere() -> None:
    document = example("carotte")
    document["saved_at"] = "2024-01-01"
    players = document["players"]
    assert isinstance(players, list)
    players[0]["avatar"] = "fox"
    deal = deals_of(document)[0]
    deal["note"] = "first"
    actions = deal["actions"]
    assert isinstance(actions, list)
    actions[0]["thinking_ms"] = 12
    assert schema_errors(document) == []


def _schema_breakages() -> list[tuple[str, str, object]]:
    """(id, dotted path, new value) pairs that make a log not fit the schema."""
    return [
        ("format", "format", "atout-save"),
        ("version", "version", 2),
        ("game", "game", "belote"),
        ("option-type", "options.target", [25]),
        ("player-kind", "players.1.kind", "robot"),
        ("player-name", "players.1.name", 7),
        ("dealer", "deals.0.dealer", 4),
        ("card-notation", "deals.0.hands.0.0", "11S"),
        ("card-not-carotte", "deals.0.hands.0.0", "7H"),
        ("hand-size", "deals.0.hands.0", ["AS"]),
        ("kitty-size", "deals.0.kitty", ["AS", "KS", "QS"]),
        ("seat", "deals.0.actions.0.seat", 4),
        ("type", "deals.0.actions.0.type", "keep"),
        ("bid-tricks", "deals.0.actions.2.tricks", 7),
        ("bid-trump", "deals.0.actions.2.trump", "X"),
        ("play-card", "deals.0.actions.5.card", "ace"),
        ("discard-cards", "deals.0.actions.4.cards", "AS KS"),
    ]


@pytest.mark.parametrize(
    ("path", "value"), [case[1:] for case in _schema_breakages()], ids=[c[0] for c in _schema_breakages()]
)
def test_schema_refuses_a_log_of_the_wrong_shape(path: str, value: object) -> None:
    document = example("carotte")
    *parents, last = path.split(".")
    node: object = document
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        assert isinstance(node, dict)
        node[last] = value
    assert schema_errors(document) != []


@pytest.mark.parametrize("missing", ["format", "version", "game", "players", "deals"])
def test_schema_refuses_a_log_without_a_required_key(missing: str) -> None:
    document = example("rough")
    del document[missing]
    assert schema_errors(document) != []


def test_schema_refuses_a_bid_of_another_game() -> None:
    document = example("rough")
    actions = deals_of(document)[0]["actions"]
    assert isinstance(actions, list)
    actions[0] = {"seat": 3, "type": "bid", "tricks": 4, "trump": "S"}
    assert schema_errors(document) != []


# -- reading and writing --------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_example_log_reads_and_writes_back_to_the_same_log(game: str) -> None:
    document = example(game)
    match = match_from_log(document)
    written = json.loads(dumps(match))
    assert unordered_discards(written["deals"]) == unordered_discards(document["deals"])
    assert written["players"] == document["players"]
    assert (written["format"], written["version"], written["game"]) == ("atout-match", 1, game)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_written_log_reads_back_to_the_same_match(game: str, seed: int) -> None:
    match = random_match(game, seed, 8, stop_after=5 + seed)
    text = dumps(match)
    again = match_from_log(loads(text))
    assert dumps(again) == text
    assert again.options == match.options
    assert again.players == match.players
    assert [deal.history for deal in again.deals] == [deal.history for deal in match.deals]
    assert [deal.dealt_hands for deal in again.deals] == [deal.dealt_hands for deal in match.deals]
    assert replay_summary(again) == replay_summary(match)


def test_written_log_keeps_options_and_players() -> None:
    players = (
        Player("Vous", "human"),
        Player("Léa", "ai", "hard", {"avatar": "fox"}),
        Player("Marc", "ai", "easy"),
        Player("Zoé", "ai"),
    )
    match = Match("rough", {"target": 200, "dealer_when_no_bid": "must_take"}, players, seed=3)
    match.new_deal()
    again = match_from_log(loads(dumps(match)))
    assert again.players == players
    assert again.options.target == 200
    assert again.options.dealer_when_no_bid == "must_take"


def test_log_with_extra_keys_reads_like_the_log_without_them() -> None:
    document = example("carotte")
    plain = replay_summary(match_from_log(copy.deepcopy(document)))
    document["saved_at"] = "2024-01-01"
    deal = deals_of(document)[1]
    deal["note"] = "second"
    actions = deal["actions"]
    assert isinstance(actions, list)
    actions[3]["thinking_ms"] = 40
    assert replay_summary(match_from_log(document)) == plain


def test_write_match_then_read_match_gives_the_same_log(tmp_path: Path) -> None:
    match = random_match("carotte", 5, 6)
    path = tmp_path / "saves" / "match.json"
    write_match(match, path)
    assert path.read_text(encoding="utf-8") == dumps(match)
    assert dumps(read_match(path)) == dumps(match)
    assert sorted(p.name for p in path.parent.iterdir()) == ["match.json"]


def test_write_match_writes_a_temporary_file_then_replaces(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "match.json"
    path.write_text("old", encoding="utf-8")
    match = random_match("rough", 2, 3)
    calls: list[tuple[Path, Path, str, str]] = []
    real_replace = os.replace

    def recording_replace(src: str, dst: str) -> None:
        calls.append((Path(src), Path(dst), Path(src).read_text("utf-8"), Path(dst).read_text("utf-8")))
        real_replace(src, dst)

    monkeypatch.setattr(log_module.os, "replace", recording_replace)
    write_match(match, path)
    [(src, dst, new_text, old_text)] = calls
    assert dst == path
    assert src.parent == path.parent and src != path
    assert new_text == dumps(match)
    assert old_text == "old"  # untouched until the replace
    assert path.read_text(encoding="utf-8") == dumps(match)
    assert not src.exists()


def test_write_match_that_fails_to_replace_leaves_the_old_file_intact(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "match.json"
    old = dumps(random_match("carotte", 1, 2))
    path.write_text(old, encoding="utf-8")

    def failing_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(log_module.os, "replace", failing_replace)
    with pytest.raises(OSError):
        write_match(random_match("carotte", 2, 4), path)
    assert path.read_text(encoding="utf-8") == old
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]  # no temporary file left behind


def test_write_match_that_fails_while_writing_leaves_the_old_file_intact(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "match.json"
    path.write_text("old", encoding="utf-8")

    def failing_dumps(match: Match) -> str:
        raise RuntimeError("interrupted")

    monkeypatch.setattr(log_module, "dumps", failing_dumps)
    with pytest.raises(RuntimeError):
        write_match(random_match("rough", 1, 1), path)
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]


@pytest.mark.parametrize("dealer", range(4))
def test_first_deal_may_have_any_dealer(dealer: int) -> None:
    match = random_match("carotte", 11, 3, first_dealer=dealer)
    again = match_from_log(loads(dumps(match)))
    assert [deal.dealer for deal in again.deals] == [(dealer + i) % 4 for i in range(3)]


def test_unfinished_last_deal_is_valid_and_scores_zero() -> None:
    document = example("carotte")
    last = deals_of(document)[2]
    actions = last["actions"]
    assert isinstance(actions, list)
    last["actions"] = actions[:9]
    match = match_from_log(document)
    summary = replay_summary(match)
    deals = summary["deals"]
    assert isinstance(deals, list)
    assert deals[2]["scores"] == [0, 0, 0, 0]
    assert deals[2]["unfinished"] is True
    assert summary["totals"] == [0, 0, 0, -4]  # the first two deals only
    assert summary["winner"] is None
    assert match.current is match.deals[2]  # the game resumes there
    match.apply(match.current.legal_actions()[0])


def test_last_deal_without_any_action_is_valid() -> None:
    document = fresh_log("rough", seed=8)
    summary = replay_summary(match_from_log(document))
    assert summary["deals"] == [{"scores": [0, 0, 0, 0], "unfinished": True}]


def test_log_without_deals_is_a_match_not_yet_dealt() -> None:
    document = example("rough")
    document["deals"] = []
    summary = replay_summary(match_from_log(document))
    assert summary["deals"] == [] and summary["totals"] == [0, 0, 0, 0]


# -- refusals: the document -----------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["{not json", '{"format": "atout-match",', "", b"\xc3\x28"])
def test_bad_json_is_refused_for_the_log(text: str | bytes) -> None:
    with pytest.raises(LogError) as caught:
        loads(text)
    assert_located(caught.value.located(), "log", "JSON")


@pytest.mark.parametrize("document", [[1, 2], "atout", 3, None])
def test_log_that_is_not_an_object_is_refused(document: object) -> None:
    assert_located(refusal(document), "log", "object")


@pytest.mark.parametrize(
    ("key", "value", "reason"),
    [
        ("format", "atout-save", "format"),
        ("format", None, "format"),
        ("version", 2, "version"),
        ("version", "1", "version"),
        ("version", True, "version"),  # JSON true is not the number 1
        ("game", "belote", "belote"),
        ("game", None, "game"),
    ],
)
def test_wrong_format_version_or_game_is_refused_for_the_log(key: str, value: object, reason: str) -> None:
    document = example("carotte")
    document[key] = value
    assert_located(refusal(document), "log", reason)


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        ({"cible": 30}, "unknown option 'cible'"),
        ({"min_bid": 70}, "unknown option 'min_bid'"),  # a Rough option in a Carotte log
        ({"target": 0}, "target"),
        ({"target": "25"}, "target"),
        ({"carotte_stake": -1}, "carotte_stake"),
        ({"dealer_must_bid": 1}, "dealer_must_bid"),
        ([], "options"),
    ],
)
def test_unknown_option_or_bad_value_is_refused_for_the_log(options: object, reason: str) -> None:
    document = example("carotte")
    document["options"] = options
    assert_located(refusal(document), "log", reason)


@pytest.mark.parametrize(
    ("options", "reason"),
    [({"min_bid": 72}, "min_bid"), ({"dealer_when_no_bid": "never"}, "dealer_when_no_bid")],
)
def test_bad_rough_option_value_is_refused_for_the_log(options: object, reason: str) -> None:
    document = example("rough")
    document["options"] = options
    assert_located(refusal(document), "log", reason)


@pytest.mark.parametrize("count", [0, 3, 5])
def test_players_not_four_are_refused_for_the_log(count: int) -> None:
    document = example("rough")
    document["players"] = [{"name": f"P{i}", "kind": "ai"} for i in range(count)]
    assert_located(refusal(document), "log", "4 players")


@pytest.mark.parametrize(
    ("player", "reason"),
    [
        ({"name": "Léa", "kind": "robot"}, "kind"),
        ({"name": "Léa"}, "kind"),
        ({"kind": "ai"}, "name"),
        ({"name": "Léa", "kind": "ai", "level": 3}, "level"),
        ("Léa", "object"),
    ],
)
def test_bad_player_is_refused_for_the_log(player: object, reason: str) -> None:
    document = example("carotte")
    players = document["players"]
    assert isinstance(players, list)
    players[2] = player
    assert_located(refusal(document), "log", reason)


def test_deals_that_are_not_a_list_are_refused_for_the_log() -> None:
    document = example("carotte")
    document["deals"] = {"0": {}}
    assert_located(refusal(document), "log", "deals")


# -- refusals: a deal -----------------------------------------------------------------------------------
def test_unknown_card_in_a_hand_is_refused_for_its_deal() -> None:
    document = example("carotte")
    hands = deals_of(document)[1]["hands"]
    assert isinstance(hands, list)
    hands[3][0] = "7H"  # no 7 in the Carotte pack
    assert_located(refusal(document), "deal 2", "7H")


@pytest.mark.parametrize("text", ["ZZ", "1H", "T5", "EX", "", 7])
def test_card_foreign_to_the_pack_in_a_hand_is_refused_for_its_deal(text: object) -> None:
    document = example("rough")
    hands = deals_of(document)[0]["hands"]
    assert isinstance(hands, list)
    hands[1][4] = text
    assert_located(refusal(document), "deal 1", "card|pack|hand")


def test_unknown_card_in_the_kitty_is_refused_for_its_deal() -> None:
    document = example("carotte")
    deals_of(document)[0]["kitty"] = ["10S", "8C", "KD", "7D"]
    assert_located(refusal(document), "deal 1", "7D")


def test_card_dealt_twice_is_refused_for_its_deal() -> None:
    document = example("carotte")
    deal = deals_of(document)[0]
    hands = deal["hands"]
    assert isinstance(hands, list)
    hands[2][0] = hands[0][0]  # AD twice, 9C missing
    assert_located(refusal(document), "deal 1", "AD.*twice|twice.*AD")


def test_card_in_a_hand_and_the_kitty_is_refused_for_its_deal() -> None:
    document = example("rough")
    deal = deals_of(document)[2]
    hands, kitty = deal["hands"], deal["kitty"]
    assert isinstance(hands, list) and isinstance(kitty, list)
    kitty[0] = hands[0][0]
    assert_located(refusal(document), "deal 3", "twice")


@pytest.mark.parametrize("size", [5, 7])
def test_wrong_hand_size_is_refused_for_its_deal(size: int) -> None:
    document = example("carotte")
    deal = deals_of(document)[1]
    hands, kitty = deal["hands"], deal["kitty"]
    assert isinstance(hands, list) and isinstance(kitty, list)
    if size < 6:
        kitty.append(hands[0].pop())
    else:
        hands[0].append(kitty.pop())
    assert_located(refusal(document), "deal 2", f"{size} cards")


@pytest.mark.parametrize("size", [3, 5])
def test_wrong_kitty_size_is_refused_for_its_deal(size: int) -> None:
    document = example("rough")
    deal = deals_of(document)[0]
    kitty = deal["kitty"]
    assert isinstance(kitty, list)
    deal["kitty"] = kitty[:size] if size < 4 else [*kitty, "AS"]
    assert_located(refusal(document), "deal 1", "kitty|mise")


def test_wrong_number_of_hands_is_refused_for_its_deal() -> None:
    document = example("carotte")
    hands = deals_of(document)[0]["hands"]
    assert isinstance(hands, list)
    hands.pop()
    assert_located(refusal(document), "deal 1", "4 hands")


@pytest.mark.parametrize("dealer", [4, -1, "0", None, True])
def test_first_dealer_that_is_no_seat_is_refused_for_the_first_deal(dealer: object) -> None:
    document = example("carotte")
    deals_of(document)[0]["dealer"] = dealer
    assert_located(refusal(document), "deal 1", "dealer")


@pytest.mark.parametrize("dealer", [0, 1, 3])
def test_wrong_dealer_rotation_on_deal_2_is_refused(dealer: int) -> None:
    document = example("carotte")  # deal 1 dealt by seat 1, so deal 2 must be dealt by seat 2
    deals_of(document)[1]["dealer"] = dealer
    assert_located(refusal(document), "deal 2", f"seat 2, not seat {dealer}")


def test_unfinished_deal_followed_by_another_deal_is_refused() -> None:
    document = example("rough")
    deal = deals_of(document)[1]
    actions = deal["actions"]
    assert isinstance(actions, list)
    deal["actions"] = actions[:10]
    assert_located(refusal(document), "deal 2", "unfinished")


def test_deal_after_the_match_ended_is_refused() -> None:
    for seed in range(200):  # Carotte to 1 point: the first made bid of 4 or 5 ends it
        match = random_match("carotte", seed, 30, options={"target": 1})
        if match.is_over:
            break
    assert match.is_over
    document = match.to_log()
    deals = deals_of(document)
    ended = len(deals)
    match_from_log(copy.deepcopy(document))  # valid as it is
    extra = copy.deepcopy(deals[-1])
    extra["dealer"] = (match.deals[-1].dealer + 1) % 4
    extra["actions"] = []
    deals.append(extra)
    assert_located(refusal(document), f"deal {ended + 1}", "over|ended")


def test_deal_that_is_not_an_object_is_refused() -> None:
    document = example("carotte")
    deals_of(document).append(["AS"])
    assert_located(refusal(document), "deal 4", "object")


@pytest.mark.parametrize("key", ["hands", "kitty", "actions", "dealer"])
def test_deal_without_a_required_key_is_refused_for_its_deal(key: str) -> None:
    document = example("rough")
    del deals_of(document)[1][key]
    assert_located(refusal(document), "deal 2", key)


# -- refusals: an action --------------------------------------------------------------------------------
def test_action_by_the_wrong_seat_is_refused_for_that_action() -> None:
    document = example("carotte")
    actions = deals_of(document)[0]["actions"]
    assert isinstance(actions, list)
    actions[0]["seat"] = 3  # the dealer is seat 1: seat 2 speaks first
    assert_located(refusal(document), "deal 1, action 1", "seat 2")


def test_card_played_by_the_wrong_seat_is_refused_for_that_action() -> None:
    document = example("rough")
    actions = deals_of(document)[0]["actions"]
    assert isinstance(actions, list)
    actions[6]["seat"] = 1  # seat 3 plays the trick's second card
    assert_located(refusal(document), "deal 1, action 7", "seat 3")


@pytest.mark.parametrize("seat", [4, -1, "1", None])
def test_action_seat_that_is_no_seat_is_refused_for_that_action(seat: object) -> None:
    document = example("carotte")
    actions = deals_of(document)[1]["actions"]
    assert isinstance(actions, list)
    actions[2]["seat"] = seat
    assert_located(refusal(document), "deal 2, action 3", "seat")


def _illegal_card_log(game: str) -> tuple[dict[str, object], int, str]:
    """A fresh one-deal log whose last action plays a card that does not follow suit although
    the seat could: (log, that action's number, the suit letter led)."""
    for seed in range(100):
        match = Match(game, seed=seed, first_dealer=0)
        rng = DealRng(seed)
        deal = match.new_deal()
        while not deal.is_over:
            if deal.legal_actions() and all(type(a) is Play for a in deal.legal_actions()):
                seat = deal.current_seat
                assert seat is not None
                led = deal.observation(seat).trick
                if led and led[0][1].suit is not None:  # a suit led (not a Tarot trump or Excuse)
                    suit = led[0][1].suit
                    others = deal.hand_mask(seat) & ~SUIT_MASKS[suit] & ~Card.parse("EX").mask
                    if others and deal.hand_mask(seat) & SUIT_MASKS[suit]:
                        wrong = next(c for c in deal.hand(seat) if c.mask & others)
                        document = match.to_log()
                        actions = deals_of(document)[0]["actions"]
                        assert isinstance(actions, list)
                        actions.append({"seat": seat, "type": "play", "card": wrong.text})
                        return document, len(actions), suit.symbol
            match.apply(random_action(deal, match.rules, rng))
    raise AssertionError("no deal gave a chance to revoke")


@pytest.mark.parametrize("game", GAMES)
def test_card_that_does_not_follow_suit_is_refused_for_that_action(game: str) -> None:
    document, number, symbol = _illegal_card_log(game)
    assert_located(refusal(document), f"deal 1, action {number}", f"follow {symbol}")


def test_card_not_in_the_hand_is_refused_for_that_action() -> None:
    document = example("carotte")
    actions = deals_of(document)[0]["actions"]
    assert isinstance(actions, list)
    actions[5]["card"] = "AH"  # seat 0 leads; AH is seat 2's
    assert_located(refusal(document), "deal 1, action 6", "AH")


def test_card_foreign_to_the_pack_in_a_play_is_refused_for_that_action() -> None:
    document = example("carotte")
    actions = deals_of(document)[0]["actions"]
    assert isinstance(actions, list)
    actions[5]["card"] = "7C"
    assert_located(refusal(document), "deal 1, action 6", "7C")


def test_carotte_bid_too_low_is_refused_for_that_action() -> None:
    document = fresh_log("carotte", first_dealer=0)
    deal = deals_of(document)[0]
    deal["actions"] = [
        {"seat": 1, "type": "bid", "tricks": 5, "trump": "H"},
        {"seat": 2, "type": "bid", "tricks": 5, "trump": "S"},
    ]
    assert_located(refusal(document), "deal 1, action 2", "more than 5")


def test_rough_bid_too_low_is_refused_for_that_action() -> None:
    document = fresh_log("rough", first_dealer=3)
    deal = deals_of(document)[0]
    deal["actions"] = [
        {"seat": 0, "type": "bid", "points": 80},
        {"seat": 1, "type": "pass"},
        {"seat": 2, "type": "bid", "points": 75},
    ]
    assert_located(refusal(document), "deal 1, action 3", "higher than 80")


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"seat": 2, "type": "chelem"}, "chelem"),
        ({"seat": 2, "type": "keep"}, "keep"),
        ({"seat": 2, "type": "dance"}, "dance"),
        ({"seat": 2}, "type"),
        ({"seat": 2, "type": 3}, "type"),
    ],
)
def test_unknown_action_type_is_refused_for_that_action(action: dict[str, object], reason: str) -> None:
    document = example("carotte")
    actions = deals_of(document)[0]["actions"]
    assert isinstance(actions, list)
    actions[0] = action
    assert_located(refusal(document), "deal 1, action 1", reason)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"seat": 2, "type": "bid", "tricks": 4}, "trump"),
        ({"seat": 2, "type": "bid", "tricks": "4", "trump": "S"}, "tricks"),
        ({"seat": 2, "type": "bid", "tricks": 4, "trump": "X"}, "suit|trump|X"),
        ({"seat": 2, "type": "bid", "tricks": 7, "trump": "S"}, "7"),
        ({"seat": 2, "type": "bid", "points": 80}, "tricks"),
        ({"seat": 2, "type": "play"}, "card"),
        ({"seat": 2, "type": "discard", "cards": "9C JH AH JD"}, "cards|list"),
        ("pass", "object"),
    ],
)
def test_malformed_action_is_refused_for_that_action(action: object, reason: str) -> None:
    document = example("carotte")
    actions = deals_of(document)[0]["actions"]
    assert isinstance(actions, list)
    actions[0] = action
    assert_located(refusal(document), "deal 1, action 1", reason)


def test_discard_naming_a_card_twice_is_refused_for_that_action() -> None:
    document = example("carotte")
    actions = deals_of(document)[0]["actions"]
    assert isinstance(actions, list)
    actions[4]["cards"] = ["10D", "10D", "KD", "AD"]
    assert_located(refusal(document), "deal 1, action 5", "10D")


@pytest.mark.parametrize("game", GAMES)
def test_action_after_the_deal_is_over_is_refused_for_that_action(game: str) -> None:
    document = example(game)
    actions = deals_of(document)[2]["actions"]
    assert isinstance(actions, list)
    actions.append({"seat": 0, "type": "pass"})
    assert_located(refusal(document), f"deal 3, action {len(actions)}", "over")


def test_action_after_an_annulled_deal_is_refused_for_that_action() -> None:
    document = fresh_log("carotte", seed=4, first_dealer=2)
    deal = deals_of(document)[0]
    deal["actions"] = [{"seat": (3 + i) % 4, "type": "pass"} for i in range(4)]
    match_from_log(copy.deepcopy(document))  # four passes: annulled, valid
    deal["actions"].append({"seat": 3, "type": "bid", "tricks": 4, "trump": "S"})
    assert_located(refusal(document), "deal 1, action 5", "over")


def test_refusal_carries_the_deal_and_action_numbers() -> None:
    document = example("rough")
    actions = deals_of(document)[1]["actions"]
    assert isinstance(actions, list)
    actions[1]["seat"] = 2
    with pytest.raises(LogError) as caught:
        match_from_log(document)
    assert (caught.value.deal, caught.value.action) == (2, 2)
    assert caught.value.located() == f"deal 2, action 2: {caught.value.message}"


def test_missing_file_is_refused_for_the_log(tmp_path: Path) -> None:
    with pytest.raises(LogError) as caught:
        read_match(tmp_path / "nowhere.json")
    assert_located(caught.value.located(), "log", "nowhere.json")


def test_first_fault_is_the_one_reported() -> None:
    document = example("carotte")
    deals = deals_of(document)
    deals[2]["dealer"] = 0  # a second fault, later
    actions = deals[1]["actions"]
    assert isinstance(actions, list)
    actions[0]["seat"] = 0  # seat 3 speaks first in deal 2
    assert refusal(document).startswith("deal 2, action 1: ")


def test_unknown_top_level_keys_survive_a_round_trip() -> None:
    data = json.loads((FIXTURES / "rough-match.json").read_text(encoding="utf-8"))
    data["saved_by"] = {"program": "atout", "version": "9.9"}
    again = json.loads(dumps(match_from_log(data)))
    assert again["saved_by"] == {"program": "atout", "version": "9.9"}
    assert again["format"] == "atout-match"
