"""The autosaves written off the calling thread (:mod:`atout.play.writer`) and the storage that
owns the writer (:class:`atout.play.storage.Storage`): only the newest text of a path is
written, in order; whatever reads, archives or deletes a file waits for the writes first, so it
reads the last save and no late write brings an autosave back; a failed write reaches the
caller; closing, or the interpreter's exit, writes what waits. No Qt.

The tests that must catch the writer between two steps hold its writes until someone waits for
them (:class:`held.HeldWriter`): a call that forgot to wait sees none of them. Nothing is timed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

import pytest

from atout.play.storage import Storage
from atout.play.writer import Writer, write_text_atomically
from atout.rules import DealRng, Match, dumps, read_match
from atout.rules.selfplay import random_action
from held import PATIENCE, HeldWriter

DESKTOP = Path(__file__).resolve().parent.parent / "desktop"


def playing(game: str, seed: int, options: dict[str, object] | None = None) -> Iterator[Match]:
    """A match of ``game`` played with random legal actions, a new deal dealt when one ends, to its
    end: the match (the same one, played on) after each action."""
    match = Match(game, options, seed=seed)
    rng = DealRng(seed)
    while not match.is_over:
        deal = match.new_deal()
        while not deal.is_over:
            match.apply(random_action(deal, match.rules, rng))
            yield match


# -- the writer --------------------------------------------------------------------------------------


def test_the_texts_of_a_path_that_wait_are_coalesced_into_the_newest(tmp_path: Path) -> None:
    writer = HeldWriter()
    log, other = tmp_path / "log.json", tmp_path / "other.json"
    writer.submit(log, "1")
    assert writer.writing.wait(PATIENCE)  # "1" is being written: the next ones wait
    for text in ("2", "3", "4"):
        writer.submit(log, text)
    writer.submit(other, "a")
    writer.submit(log, "5")
    writer.flush()
    assert writer.written == [(log, "1"), (log, "5"), (other, "a")]
    assert log.read_text(encoding="utf-8") == "5" and other.read_text(encoding="utf-8") == "a"
    writer.close()


def test_the_writes_of_each_path_keep_their_order(tmp_path: Path) -> None:
    written: list[tuple[Path, str]] = []

    def write(path: Path, text: str) -> None:
        write_text_atomically(path, text)
        written.append((path, text))

    writer = Writer(write)
    paths = [tmp_path / f"log-{number}.json" for number in range(5)]
    for step in range(300):
        writer.submit(paths[step * 7 % 5], f"{step:04d}")
    writer.close()
    for path in paths:
        texts = [text for where, text in written if where == path]
        assert texts == sorted(texts) and len(set(texts)) == len(texts)  # never an older after a newer
        assert texts[-1] == max(f"{step:04d}" for step in range(300) if paths[step * 7 % 5] == path)
        assert path.read_text(encoding="utf-8") == texts[-1]


def test_a_thousand_rapid_saves_end_with_the_last_on_disk(tmp_path: Path) -> None:
    writer = Writer()
    log = tmp_path / "autosave-tarot.json"
    for number in range(1000):
        writer.submit(log, f"save {number}\n")
    writer.close()
    assert log.read_text(encoding="utf-8") == "save 999\n"
    assert [path.name for path in tmp_path.iterdir()] == [log.name]  # no temporary file left


def test_a_failed_write_is_raised_once_at_the_next_call_and_the_text_handed_over_is_kept(
    tmp_path: Path,
) -> None:
    writer = Writer()
    taken = tmp_path / "taken.json"
    taken.mkdir()  # a folder where the file should be: the write fails
    good = tmp_path / "good.json"
    writer.submit(taken, "lost")
    writer.wait()  # failed, and kept: waiting raises nothing
    with pytest.raises(IsADirectoryError):
        writer.submit(good, "kept")  # the next call says it ...
    writer.flush()  # ... once
    assert good.read_text(encoding="utf-8") == "kept"
    writer.submit(taken, "again")
    with pytest.raises(IsADirectoryError):
        writer.close()  # the last failure is said by close, when nothing comes after
    writer.close()


def test_several_failed_writes_are_raised_together(tmp_path: Path) -> None:
    writer = Writer()
    for name in ("a", "b", "c"):
        (tmp_path / name).mkdir()
        writer.submit(tmp_path / name, "text")
    writer.wait()
    with pytest.raises(OSError, match=r"^3 writes failed, the first: ") as raised:
        writer.flush()
    assert isinstance(raised.value.__cause__, IsADirectoryError)


def test_closing_writes_what_waits_and_stops_the_thread(tmp_path: Path) -> None:
    writer = HeldWriter()
    log = tmp_path / "log.json"
    writer.submit(log, "first")
    assert writer.writing.wait(PATIENCE)
    writer.submit(log, "last")
    thread = writer._thread
    assert thread is not None and thread.is_alive() and writer.running
    assert not log.exists()  # held until someone waits
    writer.close()
    assert log.read_text(encoding="utf-8") == "last"
    assert not thread.is_alive() and not writer.running
    writer.submit(log, "after")  # a text handed over later starts it again
    assert writer.running
    writer.close()
    assert log.read_text(encoding="utf-8") == "after"


def test_a_normal_exit_without_closing_writes_every_text(tmp_path: Path) -> None:
    """The interpreter's exit closes a writer left open: every text handed over is written."""
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from atout.play.writer import Writer\n"
        "writer = Writer()\n"
        "for number in range(200):\n"
        "    writer.submit(Path(sys.argv[1]) / f'log-{number}.json', f'text {number}')\n"
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(DESKTOP), env.get("PYTHONPATH")]))
    command = [sys.executable, "-c", code, str(tmp_path)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    for number in range(200):
        assert (tmp_path / f"log-{number}.json").read_text(encoding="utf-8") == f"text {number}"


# -- the storage that owns it ------------------------------------------------------------------------


def test_without_a_writer_the_storage_writes_before_save_match_returns(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    match = next(playing("carotte", 3))
    storage.save_match(match)
    assert storage.writer is None
    assert storage.autosave_file("carotte").read_text(encoding="utf-8") == dumps(match)


def test_the_saves_are_the_same_file_as_written_at_once(tmp_path: Path) -> None:
    at_once, later = Storage(tmp_path / "at-once"), Storage(tmp_path / "later", writer=Writer())
    for match in islice(playing("tarot", 5), 120):
        at_once.save_match(match)
        later.save_match(match)
    later.close()
    assert later.autosave_file("tarot").read_bytes() == at_once.autosave_file("tarot").read_bytes()
    assert read_match(later.autosave_file("tarot")).deals[-1].history == match.deals[-1].history


def test_loading_an_autosave_reads_the_last_save(tmp_path: Path) -> None:
    storage = Storage(tmp_path, writer=HeldWriter())
    for match in islice(playing("rough", 4), 30):
        storage.save_match(match)
    loaded = storage.load_autosave("rough").value
    assert loaded is not None and dumps(loaded) == dumps(match)
    assert storage.saved_games() == ["rough"]
    storage.close()


def test_a_match_put_away_holds_its_last_action_and_its_autosave_never_comes_back(tmp_path: Path) -> None:
    storage = Storage(tmp_path, writer=HeldWriter())
    for match in playing("carotte", 7):
        storage.save_match(match)
        if match.results and len(match.deals[-1].history) == 5:  # a deal over, the next under way
            break
    kept = storage.put_away_autosave("carotte")  # abandoned for a new match: to the history
    storage.close()
    assert kept is not None and kept.read_text(encoding="utf-8") == dumps(match)
    assert not storage.autosave_file("carotte").exists()
    assert storage.history() == [kept]


def test_archiving_a_finished_match_leaves_no_autosave_behind(tmp_path: Path) -> None:
    storage = Storage(tmp_path, writer=HeldWriter())
    for match in playing("tarot", 2, {"deals": 2}):
        storage.save_match(match)
    assert match.is_over
    kept = storage.archive(match)
    storage.close()
    assert kept.read_text(encoding="utf-8") == dumps(match)
    assert not storage.autosave_file("tarot").exists()


def test_forgetting_a_match_leaves_no_autosave_behind(tmp_path: Path) -> None:
    storage = Storage(tmp_path, writer=HeldWriter())
    for match in islice(playing("tarot", 2), 10):
        storage.save_match(match)
    storage.discard_autosave("tarot")
    storage.close()
    assert not storage.autosave_file("tarot").exists()


def test_a_failed_save_reaches_the_next_save_or_flush(tmp_path: Path) -> None:
    storage = Storage(tmp_path, writer=Writer())
    storage.autosave_file("rough").mkdir(parents=True)  # the save cannot be written
    match = next(playing("rough", 4))
    storage.save_match(match)
    storage.wait()
    with pytest.raises(OSError):
        storage.save_match(match)
    with pytest.raises(OSError):
        storage.flush()  # the second save failed too
    storage.flush()
    storage.close()
