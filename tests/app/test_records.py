"""The history of matches and the statistics counted from it (no Qt): what a record keeps of a
log, which matches count, the index that spares replaying logs, and that nothing the player kept
is ever written over or lost when a new match starts."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from atout.play.records import DealRecord, History, MatchRecord, statistics
from atout.play.storage import Storage
from atout.rules import DealRng, Match, Player, read_match, write_match
from atout.rules.selfplay import random_action

NAMES = ("Vous", "Léa", "Marc", "Zoé")
SHORT = {"carotte": {"target": 5}, "rough": {"target": 60}, "tarot": {"deals": 2}}


def players(*, human: int | None = 0) -> list[Player]:
    return [
        Player(name, "human" if seat == human else "ai", None if seat == human else "normal")
        for seat, name in enumerate(NAMES)
    ]


def random_match(game: str, seed: int, *, deals: int | None = None, human: int | None = 0) -> Match:
    """A match of ``game`` played with random legal actions, to its end or for ``deals`` deals
    (random players seldom make a Carotte contract: that match needs a cap)."""
    match = Match(game, SHORT[game], players(human=human), seed=seed)
    rng = DealRng(seed)
    while not match.is_over and (deals is None or len(match.deals) < deals):
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
    return match


def keep(folder: Path, match: Match, name: str) -> Path:
    path = folder / name
    write_match(match, path)
    return path


# -- a record -------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_a_record_holds_the_match_s_end_and_each_deal_s_taker_contract_and_scores(game: str) -> None:
    match = random_match(game, 7, deals=12)
    record = MatchRecord.of_match(match, f"20261130-211500-{game}.json")
    assert record.over == match.is_over and record.winners == tuple(match.winners or ())
    assert record.played_at == "2026-11-30 21:15"
    assert record.names == NAMES and record.human == 0
    assert record.totals == tuple(match.totals)
    assert len(record.deals) == len(match.results)
    for deal, result in zip(record.deals, match.results, strict=True):
        assert deal.annulled == result.annulled
        assert deal.scores == result.scores
        if not result.annulled:
            assert deal.declarer == result.taker
            assert deal.made == result.made
    assert MatchRecord.from_json(json.loads(json.dumps(record.to_json()))) == record


def test_computers_playing_alone_have_no_player_seat() -> None:
    match = random_match("tarot", 3, deals=1, human=None)
    record = MatchRecord.of_match(match, "20261130-211500-tarot.json")
    assert record.human is None and not record.won
    assert record.opponents_level == "normal"


# -- statistics -----------------------------------------------------------------------------------


def record(
    game: str,
    human: int | None,
    *,
    over: bool,
    winners: tuple[int, ...],
    totals: tuple[int, ...],
    deals: tuple[DealRecord, ...],
    file: str = "x.json",
) -> MatchRecord:
    return MatchRecord(
        file,
        game,
        "2026-11-30 21:15",
        NAMES,
        (None, "hard", "hard", "hard"),
        human,
        over,
        winners,
        totals,
        (0, 0, 0, 0),
        deals,
    )


TAKEN_MADE = DealRecord(False, 0, "garde", True, (162, -54, -54, -54))
TAKEN_DOWN = DealRecord(False, 0, "prise", False, (-90, 30, 30, 30))
DEFENDED = DealRecord(False, 2, "garde_sans", True, (-80, -80, 240, -80))
ANNULLED = DealRecord(True, None, None, None, (0, 0, 0, 0))


def test_the_statistics_count_the_player_s_deals_takes_and_finished_matches() -> None:
    won = record(
        "tarot",
        0,
        over=True,
        winners=(0,),
        totals=(72, -24, 186, -234),
        deals=(TAKEN_MADE, ANNULLED, DEFENDED),
    )
    lost = record("tarot", 0, over=True, winners=(1,), totals=(-90, 30, 30, 30), deals=(TAKEN_DOWN,))
    left = record("tarot", 0, over=False, winners=(), totals=(162, -54, -54, -54), deals=(TAKEN_MADE,))
    stats = statistics([won, lost, left], "tarot")
    assert (stats.matches, stats.finished, stats.won) == (3, 2, 1)
    assert stats.deals == 4  # the annulled deal was not played
    assert (stats.taken, stats.made) == (3, 2)
    assert stats.points == 162 - 80 - 90 + 162
    assert stats.points_per_deal == pytest.approx(154 / 4)
    assert stats.best_total == 72  # of finished matches only: the abandoned one stood at 162
    by_contract = {key: (c.taken, c.made) for key, c in stats.by_contract.items()}
    assert by_contract == {"garde": (2, 2), "prise": (1, 0)}


def test_other_games_and_matches_without_the_player_are_left_out() -> None:
    mine = record("tarot", 0, over=True, winners=(0,), totals=(162, -54, -54, -54), deals=(TAKEN_MADE,))
    bots = record("tarot", None, over=True, winners=(0,), totals=(162, -54, -54, -54), deals=(TAKEN_MADE,))
    rough = record("rough", 0, over=True, winners=(0, 2), totals=(400, 100, 400, 100), deals=(DEFENDED,))
    stats = statistics([mine, bots, rough], "tarot")
    assert (stats.matches, stats.deals, stats.taken) == (1, 1, 1)
    assert statistics([mine, bots], "carotte").matches == 0


def test_the_player_in_another_seat_is_counted_from_that_seat() -> None:
    seat_two = record("tarot", 2, over=True, winners=(2,), totals=(-80, -80, 240, -80), deals=(DEFENDED,))
    stats = statistics([seat_two], "tarot")
    assert (stats.won, stats.taken, stats.made, stats.points) == (1, 1, 1, 240)


# -- the history folder and its index -------------------------------------------------------------


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    path = tmp_path / "history"
    path.mkdir()
    return path


def test_the_history_lists_newest_first_and_replays_each_log_once(folder: Path, tmp_path: Path) -> None:
    for number, game in enumerate(("tarot", "carotte", "tarot")):
        keep(folder, random_match(game, number + 1, deals=6), f"202611{28 + number}-101500-{game}.json")
    index = tmp_path / "history-index.json"
    history = History(folder, index).load()
    assert [r.file for r in history.records] == [
        "20261130-101500-tarot.json",
        "20261129-101500-carotte.json",
        "20261128-101500-tarot.json",
    ]
    assert history.replayed == 3 and index.exists()
    tarot = [r.file for r in history.of_game("tarot")]
    assert tarot == ["20261130-101500-tarot.json", "20261128-101500-tarot.json"]

    again = History(folder, index).load()
    assert again.replayed == 0
    assert again.records == history.records


def test_a_changed_or_removed_log_is_read_again(folder: Path, tmp_path: Path) -> None:
    first = keep(folder, random_match("tarot", 1), "20261130-101500-tarot.json")
    second = keep(folder, random_match("tarot", 2), "20261130-111500-tarot.json")
    index = tmp_path / "history-index.json"
    History(folder, index).load()
    other = random_match("tarot", 9)
    write_match(other, first)
    os.utime(first, ns=(1, 1))  # a new modification time, whatever the clock's grain
    second.unlink()
    history = History(folder, index).load()
    assert history.replayed == 1
    assert [r.totals for r in history.records] == [tuple(other.totals)]
    assert set(json.loads(index.read_text())["entries"]) == {first.name}


def test_a_damaged_log_is_named_and_left_as_it_was(folder: Path, tmp_path: Path) -> None:
    keep(folder, random_match("rough", 4, deals=6), "20261130-101500-rough.json")
    damaged = folder / "20261130-121500-tarot.json"
    damaged.write_bytes(b'{"format": "atout-match", "deals": [')
    history = History(folder, tmp_path / "history-index.json").load()
    assert [r.game for r in history.records] == ["rough"]
    [unreadable] = history.unreadable
    assert unreadable.file == damaged.name and unreadable.problem
    assert damaged.read_bytes() == b'{"format": "atout-match", "deals": ['


@pytest.mark.parametrize(
    "index_text",
    [
        "{ not json",
        '{"version": 99, "entries": {}}',
        '{"version": 1, "entries": {"20261130-101500-tarot.json": {"size": 0, "mtime_ns": 0, "record": {}}}}',
    ],
    ids=["not-json", "other-version", "entry-of-the-wrong-size"],
)
def test_an_index_that_cannot_be_trusted_is_made_again_from_the_logs(
    folder: Path, tmp_path: Path, index_text: str
) -> None:
    log = keep(folder, random_match("tarot", 5), "20261130-101500-tarot.json")
    index = tmp_path / "history-index.json"
    index.write_text(index_text)
    history = History(folder, index).load()
    assert history.replayed == 1
    assert history.records[0].totals == tuple(read_match(log).totals)
    assert json.loads(index.read_text())["version"] == 1


def test_a_lying_index_entry_of_the_right_size_is_not_believed(folder: Path, tmp_path: Path) -> None:
    log = keep(folder, random_match("tarot", 5), "20261130-101500-tarot.json")
    index = tmp_path / "history-index.json"
    History(folder, index).load()
    data = json.loads(index.read_text())
    data["entries"][log.name]["record"]["totals"] = "many"
    index.write_text(json.dumps(data))
    history = History(folder, index).load()
    assert history.replayed == 1 and history.records[0].totals == tuple(read_match(log).totals)
    data = json.loads(index.read_text())
    data["entries"][log.name]["record"]["file"] = "20261129-101500-tarot.json"  # another log's name
    index.write_text(json.dumps(data))
    history = History(folder, index).load()
    assert history.replayed == 1 and history.records[0].file == log.name


# -- a match left for another ---------------------------------------------------------------------


def test_a_match_left_after_a_finished_deal_goes_to_the_history_as_abandoned(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    match = random_match("tarot", 6, deals=1)
    match.new_deal()  # the second deal dealt, not played
    storage.save_match(match)
    kept = storage.put_away_autosave("tarot")
    assert kept is not None and kept.parent == storage.history_dir
    assert not storage.autosave_file("tarot").exists()
    [entry] = History(storage.history_dir, storage.history_index_path).load().records
    assert not entry.over and len(entry.deals) == 1


def test_a_match_left_before_any_deal_ended_is_forgotten(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    match = Match("tarot", None, players(), seed=2)
    match.new_deal()
    storage.save_match(match)
    assert storage.put_away_autosave("tarot") is None
    assert not storage.autosave_file("tarot").exists() and storage.history() == []


def test_when_the_history_cannot_be_written_the_left_match_is_renamed_not_lost(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.history_dir.write_text("a file where the folder should be")
    storage.save_match(random_match("rough", 8, deals=1))
    saved = storage.autosave_file("rough").read_bytes()
    kept = storage.put_away_autosave("rough")
    assert kept is not None and kept.name.startswith("autosave-rough.abandoned-")
    assert kept.read_bytes() == saved and not storage.autosave_file("rough").exists()
