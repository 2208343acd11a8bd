"""A player's data survive a new version: what an older version wrote opens, or is kept aside
with a message, never lost.

``tests/fixtures/saves/<version>/`` is the data folder of each released version, as
``tools/fixtures/make_saves.py`` made it with that version (an unfinished match of each game,
three finished matches, settings): every one of them must still open in this version.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from atout.play.records import History
from atout.play.storage import Storage, default_data_dir
from atout.rules import GAMES, read_match

SAVES = Path(__file__).parent / "fixtures" / "saves"
VERSIONS = sorted(path.name for path in SAVES.iterdir() if path.is_dir())


def test_there_is_a_data_folder_of_this_version_or_an_older_one() -> None:
    assert "0.1.0" in VERSIONS


@pytest.fixture(params=VERSIONS)
def old_folder(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(SAVES / request.param, folder)
    return folder


def _files(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def test_an_older_versions_unfinished_matches_resume(old_folder: Path) -> None:
    storage = Storage(old_folder)
    for game in GAMES:
        written = json.loads(storage.autosave_file(game).read_text(encoding="utf-8"))
        loaded = storage.load_autosave(game)
        assert loaded.problem is None and loaded.kept is None, loaded.problem
        match = loaded.value
        assert match.game == game and not match.is_over
        assert len(match.deals) == len(written["deals"])
        assert match.deals[-1].history, "the deal under way resumes where it was left"
        assert [player.name for player in match.players] == [p["name"] for p in written["players"]]


def test_an_older_versions_history_and_settings_are_read(old_folder: Path) -> None:
    storage = Storage(old_folder)
    kept = storage.history()
    assert sorted(path.name.rsplit("-", 1)[1] for path in kept) == sorted(f"{game}.json" for game in GAMES)
    for path in kept:
        assert read_match(path).is_over
    history = History(storage.history_dir, storage.history_index_path).load()
    assert sorted(record.game for record in history.of_game(None)) == sorted(GAMES)
    settings = storage.load_settings()
    assert settings.problem is None
    assert settings.value.player_name == "Léa" and settings.value.levels["rough"] == "expert"


def test_opening_an_older_versions_folder_changes_none_of_its_files(old_folder: Path) -> None:
    before = _files(old_folder)
    storage = Storage(old_folder)
    for game in GAMES:
        storage.load_autosave(game)
    storage.load_settings()
    storage.history()
    History(storage.history_dir, storage.history_index_path).load()
    after = _files(old_folder)
    assert {name: data for name, data in after.items() if name in before} == before


def test_a_save_this_version_cannot_read_is_kept_aside_whole_with_a_message(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    save = storage.autosave_file("tarot")
    old = json.loads((SAVES / VERSIONS[0] / "autosave-tarot.json").read_text(encoding="utf-8"))
    old["version"] = 99  # a format this version does not read (a much newer one, say)
    save.write_text(json.dumps(old), encoding="utf-8")
    written = save.read_bytes()
    loaded = storage.load_autosave("tarot")
    assert loaded.value is None
    assert loaded.problem is not None and "version" in loaded.problem
    assert loaded.kept is not None and loaded.kept.read_bytes() == written
    assert not save.exists()  # a new match will not overwrite it: it is elsewhere, whole


def test_the_players_data_are_never_inside_the_installed_program(monkeypatch: pytest.MonkeyPatch) -> None:
    """An upgrade or a removal replaces the program's folder: the data are elsewhere."""
    monkeypatch.delenv("ATOUT_DATA_DIR", raising=False)
    import atout

    program = Path(atout.__file__).resolve().parent
    data = default_data_dir().resolve()
    assert program not in data.parents and data != program
