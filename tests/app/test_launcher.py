"""The launcher: one widget per option of each game (built from the rules' specs), values that read
back as set, no value the rules refuse, ``start_requested`` with the changed options only, the
offer to resume only for an unfinished match, the settings round trip, the keyboard."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from atout.ai.levels import LEVELS as AI_LEVELS
from atout.app.games import launcher_texts
from atout.app.games.launcher_texts import GAMES, LEVELS
from atout.app.launcher.screen import Launcher
from atout.app.launcher.widgets import SteppedSpinBox
from atout.play.storage import Settings
from atout.rules import Match, OptionError, Player, get_game
from atout.rules.options import OptionSpec


@pytest.fixture
def launcher(qtbot: QtBot) -> Launcher:
    widget = Launcher()
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    return widget


def _other_value(spec: OptionSpec, default: object) -> object:
    """A value the rules accept that is not the default."""
    if spec.kind == "bool":
        return not default
    if spec.kind == "int":
        return spec.maximum if default != spec.maximum else spec.minimum
    return next(choice for choice in spec.choices if choice != default)


def _changed_values(game: str) -> dict[str, object]:
    options_type = get_game(game).options_type
    defaults = options_type().to_json()
    return {name: _other_value(spec, defaults[name]) for name, spec in options_type.specs().items()}


def _unfinished_match(game: str) -> Match:
    players = [Player("Vous", "human"), Player("Léa", "ai", "hard"), Player("Hugo"), Player("Zoé")]
    match = Match(game, players=players, seed=5)
    match.new_deal()
    return match


# --- the widgets follow the rules' specs --------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_one_widget_per_option_of_the_right_kind(launcher: Launcher, game: str) -> None:
    specs = get_game(game).options_type.specs()
    widgets = launcher.forms[game].option_widgets
    assert list(widgets) == list(specs)  # same count, same order
    for name, spec in specs.items():
        widget = widgets[name]
        assert widget.toolTip(), name
        if spec.kind == "bool":
            assert isinstance(widget, QCheckBox)
        elif spec.kind == "int":
            assert isinstance(widget, QSpinBox)
            assert (widget.minimum(), widget.maximum(), widget.singleStep()) == (
                spec.minimum,
                spec.maximum,
                spec.step,
            )
        else:
            assert isinstance(widget, QComboBox)
            assert [widget.itemData(i) for i in range(widget.count())] == list(spec.choices)


@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_choice_has_french_words(game: str) -> None:
    for name, spec in get_game(game).options_type.specs().items():
        assert launcher_texts.has_option_text(game, name), f"{game}.{name} has no French label"
        words = launcher_texts.option_text(game, name)
        assert words.label and words.tooltip
        for choice in spec.choices:
            assert launcher_texts.has_choice_label(game, name, choice), f"{game}.{name}={choice!r}"


def test_the_words_asked_for() -> None:
    assert launcher_texts.choice_label("rough", "dealer_when_no_bid", "may_take") == "peut prendre"
    assert launcher_texts.choice_label("rough", "dealer_when_no_bid", "may_not_take") == "ne peut pas prendre"
    assert launcher_texts.choice_label("rough", "dealer_when_no_bid", "must_take") == "doit prendre"
    assert launcher_texts.choice_label("tarot", "excuse_last_trick", "winner") == "au gagnant du pli"
    assert launcher_texts.choice_label("tarot", "excuse_last_trick", "fft") == "au camp adverse (FFT)"
    labels = [launcher_texts.level_label(level) for level in LEVELS]
    assert labels == ["Débutant", "Normal", "Fort", "Expert", "Hasard"]


def test_the_levels_offered_are_the_bots_levels(launcher: Launcher) -> None:
    assert set(LEVELS) == set(AI_LEVELS)
    box = launcher.level_box
    assert [box.itemData(i) for i in range(box.count())] == ["easy", "normal", "hard", "expert", "random"]
    assert launcher.level() == "normal"


# --- values -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_values_read_back_as_set(launcher: Launcher, game: str) -> None:
    defaults = get_game(game).options_type().to_json()
    assert launcher.option_values(game) == defaults
    values = _changed_values(game)
    assert launcher.set_option_values(game, values) == []
    assert launcher.option_values(game) == values
    launcher.forms[game].reset()
    assert launcher.option_values(game) == defaults


@pytest.mark.parametrize("game", GAMES)
def test_values_the_rules_refuse_are_not_taken(launcher: Launcher, game: str) -> None:
    specs = get_game(game).options_type.specs()
    before = launcher.option_values(game)
    bad: dict[str, object] = {"no_such_option": 1}
    for name, spec in specs.items():
        bad[name] = {"bool": "yes", "int": spec.maximum + spec.step, "choice": "nonsense"}[spec.kind]
    refused = launcher.set_option_values(game, bad)
    assert sorted(refused) == sorted(bad)
    assert launcher.option_values(game) == before


@pytest.mark.parametrize("game", GAMES)
def test_spin_boxes_never_hold_a_value_out_of_range(launcher: Launcher, game: str) -> None:
    for name, spec in get_game(game).options_type.specs().items():
        widget = launcher.option_widget(game, name)
        if not isinstance(widget, QSpinBox):
            continue
        for attempt in (spec.maximum + 1000, spec.minimum - 1000, spec.maximum + 1, spec.minimum - 1):
            widget.setValue(attempt)
            spec.check(game, name, widget.value())  # raises if the rules refuse it
        widget.setValue(spec.maximum)
        widget.stepBy(5)
        assert widget.value() == spec.maximum
    get_game(game).options_type.from_json(launcher.option_values(game))


def test_a_stepped_value_snaps_to_its_step(launcher: Launcher, qtbot: QtBot) -> None:
    spin = launcher.option_widget("rough", "min_bid")
    assert isinstance(spin, SteppedSpinBox)
    spin.setValue(72)
    assert spin.value() == 70
    spin.setValue(78)
    assert spin.value() == 80
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "88")
    spin.interpretText()
    assert spin.value() == 90
    spin.stepBy(1)
    assert spin.value() == 95


def test_a_number_being_typed_counts_when_playing(launcher: Launcher, qtbot: QtBot) -> None:
    launcher.select_game("rough")
    spin = launcher.option_widget("rough", "target")
    assert isinstance(spin, QSpinBox)
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "500")
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        assert launcher.start()
    assert blocker.args[1] == {"target": 500}


def test_the_tiles_say_how_a_match_ends(launcher: Launcher) -> None:
    assert launcher.tiles["carotte"].match_end() == "Partie en 25 points"
    assert launcher.tiles["tarot"].match_end() == "Partie en 8 donnes"
    launcher.set_option_values("tarot", {"deals": 12})
    assert launcher.tiles["tarot"].match_end() == "Partie en 12 donnes"
    spin = launcher.option_widget("carotte", "target")
    assert isinstance(spin, QSpinBox)
    spin.setValue(30)
    assert launcher.tiles["carotte"].match_end() == "Partie en 30 points"


# --- starting -------------------------------------------------------------------------------------


def test_start_sends_only_the_changed_options(launcher: Launcher, qtbot: QtBot) -> None:
    launcher.select_game("tarot")
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        launcher.play_button.click()
    assert blocker.args == ["tarot", {}, "normal", "Vous"]

    launcher.select_game("rough")
    launcher.set_option_values("rough", {"min_bid": 80, "dealer_when_no_bid": "must_take"})
    launcher.set_level("expert")
    launcher.name_edit.setText("  Camille  ")
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        launcher.play_button.click()
    game, options, level, name = blocker.args
    assert (game, level, name) == ("rough", "expert", "Camille")
    assert options == {"min_bid": 80, "dealer_when_no_bid": "must_take"}
    Match(game, options)  # what the lead's window does with them


@pytest.mark.parametrize("game", GAMES)
def test_start_with_every_option_changed(launcher: Launcher, qtbot: QtBot, game: str) -> None:
    launcher.select_game(game)
    values = _changed_values(game)
    launcher.set_option_values(game, values)
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        launcher.start()
    assert blocker.args[0] == game
    assert blocker.args[1] == values


def test_enter_starts_from_the_name_and_the_options(launcher: Launcher, qtbot: QtBot) -> None:
    launcher.show()
    qtbot.waitExposed(launcher)
    launcher.select_game("carotte")
    launcher.name_edit.setFocus()
    launcher.name_edit.setText("Léa")
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        qtbot.keyClick(launcher.name_edit, Qt.Key.Key_Return)
    assert blocker.args[0] == "carotte"
    assert blocker.args[3] == "Léa"
    switch = launcher.option_widget("carotte", "show_mise")
    switch.setFocus()
    qtbot.keyClick(switch, Qt.Key.Key_Space)
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        qtbot.keyClick(switch, Qt.Key.Key_Enter)
    assert blocker.args[1] == {"show_mise": True}


def test_arrow_keys_move_between_the_games(launcher: Launcher, qtbot: QtBot) -> None:
    launcher.show()
    qtbot.waitExposed(launcher)
    launcher.activateWindow()
    qtbot.waitUntil(launcher.isActiveWindow)
    launcher.select_game("carotte")
    launcher.tiles["carotte"].setFocus()
    qtbot.keyClick(launcher.tiles["carotte"], Qt.Key.Key_Right)  # like radio buttons: focus and choose
    assert launcher.focusWidget() is launcher.tiles["rough"]
    assert launcher.current_game() == "rough"
    assert launcher.stack.currentWidget() is launcher.forms["rough"]
    qtbot.keyClick(launcher.tiles["rough"], Qt.Key.Key_Right)
    assert launcher.current_game() == "tarot"


def test_clicking_a_tile_shows_its_options(launcher: Launcher, qtbot: QtBot) -> None:
    launcher.show()
    qtbot.waitExposed(launcher)
    for game in GAMES:
        qtbot.mouseClick(launcher.tiles[game], Qt.MouseButton.LeftButton)
        assert launcher.current_game() == game
        assert launcher.stack.currentWidget() is launcher.forms[game]


def test_the_tab_order_reaches_everything(launcher: Launcher) -> None:
    launcher.select_game("rough")
    chain = []
    widget = launcher.tiles["carotte"]
    for _ in range(200):
        chain.append(widget)
        widget = widget.nextInFocusChain()
        if widget is launcher.tiles["carotte"]:
            break
    wanted = [
        *launcher.tiles.values(),
        *launcher.forms["rough"].option_widgets.values(),
        launcher.level_box,
        launcher.name_edit,
        launcher.play_button,
    ]
    positions = [chain.index(w) for w in wanted]
    assert positions == sorted(positions)


def test_a_value_the_rules_refuse_is_shown_not_raised(
    launcher: Launcher, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    form = launcher.forms["carotte"]
    launcher.select_game("carotte")

    def refuse() -> Any:
        raise OptionError("bad_option_value", "option target must be ...", option="target", value=0)

    monkeypatch.setattr(form, "changed_values", refuse)
    with qtbot.assertNotEmitted(launcher.start_requested):
        assert launcher.start() is False
    assert not launcher.error_label.isHidden()
    assert "Points pour gagner" in launcher.error_label.text()
    monkeypatch.undo()
    with qtbot.waitSignal(launcher.start_requested):
        assert launcher.start()
    assert launcher.error_label.isHidden()


# --- resuming -------------------------------------------------------------------------------------


def test_no_resume_without_a_saved_match(launcher: Launcher) -> None:
    assert launcher.resume_frame.isHidden()
    assert launcher.saved_match() is None


@pytest.mark.parametrize("game", GAMES)
def test_resume_offered_for_an_unfinished_match(qtbot: QtBot, game: str) -> None:
    match = _unfinished_match(game)
    match.totals[:] = [12, -4, 0, 7] if game != "rough" else [120, 85, 120, 85]
    widget = Launcher(saved=match)
    qtbot.addWidget(widget)
    other = next(name for name in GAMES if name != game)
    widget.select_game(other)  # the offer is the chosen game's
    assert widget.resume_frame.isHidden() and widget.saved_match() is None
    widget.select_game(game)
    assert not widget.resume_frame.isHidden() and widget.saved_match() is match
    assert launcher_texts.game_title(game) in widget.resume_title.text()
    details = widget.resume_details.text().replace("\u00a0", " ")
    assert "Donne 1" in details
    assert "Léa" in details
    if game == "tarot":
        assert "Donne 1 sur 8" in details
    if game == "rough":
        assert "Vous et Hugo : 120" in details
    else:
        assert "Léa −4" in details
    with qtbot.waitSignal(widget.resume_requested):
        widget.resume_button.click()
    widget.set_saved_match(None)
    assert widget.resume_frame.isHidden()


def test_enter_on_the_resume_button_resumes(qtbot: QtBot) -> None:
    widget = Launcher(saved=_unfinished_match("tarot"))
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    assert widget.focusWidget() is widget.resume_button
    with qtbot.waitSignal(widget.resume_requested), qtbot.assertNotEmitted(widget.start_requested):
        qtbot.keyClick(widget.resume_button, Qt.Key.Key_Return)


def test_no_resume_for_a_finished_match(launcher: Launcher) -> None:
    match = _unfinished_match("carotte")
    match.winners = (0,)
    launcher.set_saved_match(match)
    assert launcher.resume_frame.isHidden()


def test_a_notice_is_shown_and_closed(launcher: Launcher) -> None:
    assert launcher.notice() == ""
    text = "La partie enregistrée était illisible ; le fichier a été mis de côté : /tmp/x.json"
    launcher.show_notice(text)
    assert launcher.notice() == text
    assert not launcher.notice_frame.isHidden()
    launcher.show_notice("Autre chose")
    launcher.show_notice(text)  # the same message again: shown once
    assert launcher.notice() == text + "\nAutre chose"
    launcher.findChild(type(launcher.reset_button), "closeNotice").click()
    assert launcher.notice() == ""
    assert launcher.notice_frame.isHidden()


# --- settings -------------------------------------------------------------------------------------


def test_settings_prefill_and_read_back(qtbot: QtBot) -> None:
    settings = Settings(
        player_name="Camille",
        speed="fast",
        last_game="rough",
        levels={"rough": "hard", "tarot": "expert"},
        options={"rough": {"target": 500}, "tarot": {"excuse_last_trick": "fft", "deals": 4}},
    )
    widget = Launcher(settings=settings)
    qtbot.addWidget(widget)
    assert widget.current_game() == "rough"
    assert widget.name_edit.text() == "Camille"
    assert widget.level() == "hard"
    assert widget.level("tarot") == "expert"
    assert widget.level("carotte") == "normal"
    assert widget.option_values("rough")["target"] == 500
    assert widget.option_values("tarot") == {"excuse_last_trick": "fft", "deals": 4}
    assert widget.notice() == ""

    widget.select_game("tarot")
    assert widget.level_box.currentData() == "expert"
    widget.set_level("random")
    widget.set_option_values("carotte", {"show_mise": True})
    back = widget.settings()
    assert back.speed == "fast"
    assert back.last_game == "tarot"
    assert back.player_name == "Camille"
    assert back.levels == {"carotte": "normal", "rough": "hard", "tarot": "random"}
    assert back.options == {
        "carotte": {"show_mise": True},
        "rough": {"target": 500},
        "tarot": {"excuse_last_trick": "fft", "deals": 4},
    }
    again = Launcher(settings=back)
    qtbot.addWidget(again)
    assert again.settings().to_json() == back.to_json()


def test_settings_the_rules_refuse_fall_back_with_a_notice(qtbot: QtBot) -> None:
    settings = Settings(
        last_game="nonsense",
        levels={"carotte": "grandmaster"},
        options={"carotte": {"target": -3, "show_mise": True, "gone": 1}},
    )
    widget = Launcher(settings=settings)
    qtbot.addWidget(widget)
    assert widget.current_game() == "tarot"
    assert widget.level("carotte") == "normal"
    values = widget.option_values("carotte")
    assert values["target"] == 25 and values["show_mise"] is True
    assert "ne sont plus valables" in widget.notice()


def test_an_empty_name_is_vous(launcher: Launcher) -> None:
    launcher.name_edit.setText("   ")
    assert launcher.player_name() == "Vous"
    assert launcher.name_edit.maxLength() == 40


# --- it is drawn ----------------------------------------------------------------------------------


def test_it_draws_felt_tiles_and_cards(launcher: Launcher, qtbot: QtBot) -> None:
    launcher.show()
    qtbot.waitExposed(launcher)
    image = launcher.grab().toImage()
    assert (image.width(), image.height()) == (1100, 700)
    corner = QColor(image.pixel(5, 5))
    assert corner.green() > corner.red() and corner.green() > corner.blue()  # green felt
    tile = launcher.tiles["tarot"]
    shot = tile.grab().toImage()
    y = int(shot.height() * 0.25)
    around = [QColor(shot.pixel(shot.width() // 2 + dx, y)).lightness() for dx in range(-12, 13, 3)]
    assert max(around) > 150  # a card's face in the middle of the fan, not the felt


def test_enter_starts_from_a_list_a_number_and_a_tile(launcher: Launcher, qtbot: QtBot) -> None:
    launcher.show()
    qtbot.waitExposed(launcher)
    launcher.select_game("rough")
    for widget in (
        launcher.level_box,
        launcher.option_widget("rough", "dealer_when_no_bid"),
        launcher.option_widget("rough", "target"),
        launcher.tiles["rough"],
    ):
        widget.setFocus()
        with qtbot.waitSignal(launcher.start_requested) as blocker:
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        assert blocker.args[0] == "rough", widget


def test_the_parent_comes_first_as_in_qt(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    widget = Launcher(parent)
    assert widget.parentWidget() is parent
    assert widget.current_game() == "tarot"  # the default settings' last game
