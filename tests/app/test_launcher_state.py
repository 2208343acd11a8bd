"""What the launcher keeps besides its widgets, without a widget: the levels, the unfinished
matches, the settings given and those to save."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

from atout.app.launcher.state import DEFAULT_LEVEL, NAME_LENGTH, LauncherState
from atout.play.storage import Settings
from atout.rules import Match, Player

GAMES = ("carotte", "rough", "tarot")
LEVELS = ("easy", "normal", "hard", "expert", "random")
PLAYERS = [Player("Vous", "human", None), *(Player(n, "ai", "random") for n in ("Léa", "Marc", "Zoé"))]


def state() -> LauncherState:
    return LauncherState(GAMES, LEVELS)


def test_each_game_has_its_level_and_a_level_that_is_not_one_is_refused() -> None:
    kept = state()
    assert [kept.level(game) for game in GAMES] == [DEFAULT_LEVEL] * 3
    assert kept.set_level("rough", "expert")
    assert not kept.set_level("tarot", "grandmaster")
    assert [kept.level(game) for game in GAMES] == ["normal", "expert", "normal"]


def test_only_unfinished_matches_are_offered() -> None:
    kept = state()
    going = Match("tarot", None, PLAYERS, seed=1)
    over = cast(Match, SimpleNamespace(game="carotte", is_over=True))  # a match played to its end
    kept.set_saved({"tarot": going, "carotte": over})
    assert kept.saved("tarot") is going
    assert kept.saved("carotte") is None and kept.saved("rough") is None


def test_the_settings_to_save_keep_what_the_launcher_does_not_show() -> None:
    kept = state()
    given = Settings(player_name="Zoé", speed="fast", window="abc", side_width=320)
    kept.remember(given)
    given.speed = "slow"  # the launcher keeps a copy
    kept.set_level("tarot", "hard")
    saved = kept.settings(name="  " + "x" * 50, game="tarot", options={"tarot": {"deals": 4}, "rough": {}})
    assert saved.speed == "fast" and saved.window == "abc" and saved.side_width == 320
    assert saved.player_name == "x" * NAME_LENGTH and saved.last_game == "tarot"
    assert saved.levels == {"tarot": "hard", "rough": "normal"}
    assert saved.options == {"tarot": {"deals": 4}, "rough": {}}
    assert kept.settings(name=" ", game="rough", options={}).player_name == Settings().player_name
