"""The session: the match at the table, the bots in their thread, the autosave (no window here:
a stand-in table acknowledges each batch of events at once)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from atout.app.session import HUMAN, Session, TableEvent, Waiting
from atout.play.storage import Storage
from atout.play.writer import Writer
from atout.rules import PASS, DealRng, Match, Observation, Play, read_match, replay_summary
from atout.rules.selfplay import random_action
from held import HeldWriter


class InstantTable:
    """Shows nothing: once the events stop coming, tells the session it may go on."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.events: list[TableEvent] = []
        self.turns: list[Observation] = []
        self.refusals: list[tuple[str, str]] = []
        session.table_event.connect(self.events.append)
        session.human_turn.connect(self.turns.append)
        session.refused.connect(lambda code, text, params: self.refusals.append((code, text)))
        session.waiting_changed.connect(self._changed)

    def _changed(self, waiting: Waiting) -> None:
        if waiting is Waiting.TABLE:
            QTimer.singleShot(0, self.session.table_ready)
        elif waiting is Waiting.NEXT_DEAL:
            QTimer.singleShot(0, self.session.next_deal)


@pytest.mark.parametrize("game", ["carotte", "rough", "tarot"])
def test_four_bots_play_deals_and_every_action_is_saved(qtbot, tmp_path: Path, game: str) -> None:
    storage = Storage(tmp_path)
    session = Session(storage)
    table = InstantTable(session)
    try:
        session.start(game, None, ["random"] * 4, ["A", "B", "C", "D"], seed=5)
        qtbot.waitUntil(lambda: session.match is not None and len(session.match.results) >= 3, timeout=60_000)
    finally:
        session.shutdown()
    match = session.match
    assert match is not None
    kinds = [event.kind for event in table.events]
    assert kinds.count("deal") == len(match.deals)
    assert kinds.count("deal_over") == len(match.results)
    assert kinds.count("action") == sum(len(deal.history) for deal in match.deals)
    tricks = [event.trick for event in table.events if event.kind == "trick"]
    assert tricks == [trick for deal in match.deals for trick in deal.tricks]
    saved = read_match(storage.autosave_file(game))  # written after the last action
    assert replay_summary(saved) == replay_summary(match)
    assert [deal.history for deal in saved.deals] == [deal.history for deal in match.deals]


def test_a_finished_match_goes_to_the_history(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = Session(storage)
    table = InstantTable(session)
    try:
        session.start("tarot", {"deals": 2}, ["random"] * 4, ["A", "B", "C", "D"], seed=5)
        qtbot.waitUntil(lambda: session.waiting is Waiting.MATCH_OVER, timeout=60_000)
    finally:
        session.shutdown()
    match = session.match
    assert match is not None and match.is_over
    assert [event.kind for event in table.events][-1] == "match_over"
    assert not storage.autosave_file("tarot").exists()
    [kept] = storage.history()
    assert replay_summary(read_match(kept)) == replay_summary(match)


def test_with_the_writer_the_last_action_is_on_disk_once_the_session_shuts_down(
    qtbot, tmp_path: Path
) -> None:
    writer = HeldWriter()  # the saves are made only when waited for: here, by the shutdown
    storage = Storage(tmp_path, writer=writer)
    session = Session(storage)
    InstantTable(session)
    try:
        session.start("rough", None, ["random"] * 4, ["A", "B", "C", "D"], seed=5)
        qtbot.waitUntil(lambda: session.match is not None and len(session.match.results) >= 2, timeout=60_000)
        assert not storage.autosave_file("rough").exists()
    finally:
        session.shutdown()
    assert not writer.running
    match = session.match
    assert match is not None
    saved = read_match(storage.autosave_file("rough"))
    assert [deal.history for deal in saved.deals] == [deal.history for deal in match.deals]


def test_with_the_writer_a_finished_match_leaves_no_autosave_behind(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path, writer=HeldWriter())
    session = Session(storage)
    InstantTable(session)
    try:
        session.start("tarot", {"deals": 2}, ["random"] * 4, ["A", "B", "C", "D"], seed=5)
        qtbot.waitUntil(lambda: session.waiting is Waiting.MATCH_OVER, timeout=60_000)
    finally:
        session.shutdown()
    match = session.match
    assert match is not None and match.is_over
    assert not storage.autosave_file("tarot").exists()  # no save written after the archive
    [kept] = storage.history()
    assert [deal.history for deal in read_match(kept).deals] == [deal.history for deal in match.deals]


def test_a_save_that_failed_off_the_gui_thread_reaches_the_player(qtbot, tmp_path: Path) -> None:
    def full(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    session = Session(Storage(tmp_path, writer=Writer(full)))
    troubles: list[str] = []
    session.trouble.connect(troubles.append)
    InstantTable(session)
    try:
        session.start("carotte", None, ["random"] * 4, ["A", "B", "C", "D"], seed=2)
        qtbot.waitUntil(lambda: len(troubles) >= 3, timeout=60_000)  # said at the next saves
    finally:
        with pytest.raises(OSError, match="No space left on device"):
            session.shutdown()  # the last save's failure, with nothing after it to say it
    assert all(trouble.startswith("save failed: ") and "No space left" in trouble for trouble in troubles)


def test_a_session_shut_down_deals_and_saves_nothing_more_until_a_match_is_resumed(
    qtbot, tmp_path: Path
) -> None:
    """A next deal asked before the end (autoplay asks for it on a timer) comes after it: it
    must not start the writer again, whose folder may be gone by then."""
    match = Match("tarot", {"deals": 6}, seed=8)
    rng = DealRng(8)

    def play_the_deal() -> None:
        deal = match.deals[-1]
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))

    match.new_deal()
    play_the_deal()
    writer = HeldWriter()
    session = Session(Storage(tmp_path, writer=writer))
    session.resume(match)  # the second deal dealt and saved
    play_the_deal()  # as the table would have
    session.shutdown()
    assert not writer.running and len(read_match(tmp_path / "autosave-tarot.json").deals) == 2
    session.next_deal()
    assert len(match.deals) == 2 and not writer.running
    session.resume(match)  # alive again: the next deal is dealt and saved
    try:
        assert len(match.deals) == 3 and writer.running
    finally:
        session.shutdown()
    assert len(read_match(tmp_path / "autosave-tarot.json").deals) == 3


def test_the_player_is_asked_refused_with_a_reason_and_saved_after_each_move(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = Session(storage)
    table = InstantTable(session)
    try:
        session.start("rough", None, [None, "random", "random", "random"], ["Vous", "B", "C", "D"], seed=3)
        qtbot.waitUntil(lambda: session.waiting is Waiting.HUMAN, timeout=10_000)
        seen = table.turns[-1]
        assert seen.seat == HUMAN and seen.legal_actions
        wrong = Play.of(seen.hand[0])  # a card in the bidding
        assert not session.play(wrong)
        assert table.refusals[-1][0] == "wrong_phase"
        assert session.play(PASS)
        saved = read_match(storage.autosave_file("rough"))
        assert saved.deals[-1].history[-1] == (HUMAN, PASS) or any(
            action == PASS and seat == HUMAN for seat, action in saved.deals[-1].history
        )
        assert not session.play(PASS) or session.waiting is not Waiting.HUMAN  # not twice in a row
    finally:
        session.shutdown()


def test_a_saved_match_resumes_where_it_stopped(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    first = Session(storage)
    InstantTable(first)
    try:
        levels = [None, "random", "random", "random"]
        first.start("tarot", {"deals": 3}, levels, ["Vous", "B", "C", "D"], seed=9)
        qtbot.waitUntil(lambda: first.waiting is Waiting.HUMAN, timeout=10_000)
    finally:
        first.shutdown()
    assert first.match is not None
    history = list(first.match.deals[-1].history)
    loaded = storage.load_autosave("tarot")
    assert loaded.problem is None and loaded.value is not None
    second = Session(storage)
    table = InstantTable(second)
    try:
        second.resume(loaded.value)
        qtbot.waitUntil(lambda: second.waiting is Waiting.HUMAN, timeout=10_000)
        assert second.match is not None
        assert list(second.match.deals[-1].history) == history
        assert table.turns[-1].hand == first.match.deals[-1].observation(HUMAN).hand
    finally:
        second.shutdown()


def test_each_new_match_deals_other_cards_and_its_log_keeps_the_seed(qtbot, tmp_path: Path) -> None:
    hands = []
    for number in range(3):
        storage = Storage(tmp_path / str(number))
        session = Session(storage)
        InstantTable(session)
        try:
            session.start("tarot", None, [None, "random", "random", "random"], ["Vous", "B", "C", "D"])
            qtbot.waitUntil(lambda s=session: s.waiting is Waiting.HUMAN, timeout=10_000)
        finally:
            session.shutdown()
        assert session.match is not None
        hands.append(session.match.deals[0].dealt_hands[HUMAN])
        seed = json.loads(storage.autosave_file("tarot").read_text())["seed"]
        assert seed == session.match.rng.seed
        again = Match("tarot", seed=seed)
        assert again.new_deal().dealt_hands == session.match.deals[0].dealt_hands  # the seed deals it again
    assert len(set(hands)) == 3


def test_a_resumed_match_deals_on_from_its_log_not_from_the_first_shuffle(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    match = Match("tarot", {"deals": 3}, seed=31)
    match.extra["seed"] = 31
    rng = DealRng(1)
    deal = match.new_deal()
    while not deal.is_over:
        match.apply(random_action(deal, match.rules, rng))
    storage.save_match(match)
    dealer = match.next_dealer
    first_shuffle = tuple(match.rules.deal_cards(DealRng(0), dealer)[0])  # a log read anew starts there
    outcomes = []
    for _ in range(2):
        loaded = storage.load_autosave("tarot").value
        assert loaded is not None
        session = Session(None)
        session.resume(loaded)
        session.next_deal()
        session.shutdown()
        outcomes.append(loaded.deals[-1].dealt_hands)
    assert outcomes[0] == outcomes[1]  # the same log goes on alike
    assert outcomes[0] != first_shuffle and outcomes[0] != match.deals[0].dealt_hands


def test_a_new_game_while_a_bot_thinks_drops_its_answer(qtbot, tmp_path: Path) -> None:
    session = Session(Storage(tmp_path))
    InstantTable(session)
    try:
        session.start("tarot", None, ["expert", "expert", "expert", "expert"], ["A", "B", "C", "D"], seed=1)
        qtbot.waitUntil(lambda: session.waiting is Waiting.BOT, timeout=10_000)
        session.start("carotte", None, ["random"] * 4, ["A", "B", "C", "D"], seed=2)
        qtbot.waitUntil(lambda: session.match is not None and len(session.match.results) >= 1, timeout=30_000)
        assert session.match.game == "carotte"
    finally:
        session.shutdown()


def test_the_table_never_hears_of_another_seats_hidden_discard(qtbot, tmp_path: Path) -> None:
    session = Session(Storage(tmp_path))
    table = InstantTable(session)
    try:
        session.start("rough", None, ["normal"] * 4, ["A", "B", "C", "D"], seed=12)
        qtbot.waitUntil(
            lambda: session.waiting is Waiting.MATCH_OVER or len(session.match.results) >= 4, timeout=60_000
        )
    finally:
        session.shutdown()
    discards = [event for event in table.events if event.kind == "action" and event.action.kind == "discard"]
    assert discards
    for event in discards:
        assert (type(event.action).__name__ == "Discard") == (event.seat == HUMAN)


def test_bots_alone_never_wait_for_a_grace(qtbot, tmp_path: Path) -> None:
    """The grace follows the player's own move only: four bots (autoplay) play straight on."""
    session = Session(Storage(tmp_path))
    InstantTable(session)
    session.grace_ms = 600_000  # were it ever started, the deal would stall
    graces: list[bool] = []
    session.grace_changed.connect(graces.append)
    try:
        session.start("carotte", None, ["random"] * 4, ["A", "B", "C", "D"], seed=5)
        qtbot.waitUntil(lambda: session.match is not None and len(session.match.results) >= 2, timeout=60_000)
    finally:
        session.shutdown()
    assert graces == []
