"""A script's breath (:class:`atout.app.table.animator.Breath`): the event loop turns before the
script goes on, even at the instant speed; and an instant deal is laid a part at a time, so that
no turn of the event loop lays (and paints) the whole pack."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from atout.app.session import TableEvent
from atout.app.table.animator import Breath, EventPlayer, Launch, Script
from atout.app.table.scene import TableScene
from atout.app.table.script import DEAL_PART, Director
from atout.rules import Match


def test_a_breath_lets_the_event_loop_turn_before_the_script_goes_on(qtbot: QtBot) -> None:
    player = EventPlayer()
    player.factor = 0.0  # the instant speed: no motion, no pause
    seen: list[str] = []

    def script() -> Iterator[Breath]:
        seen.append("before")
        QTimer.singleShot(0, lambda: seen.append("the loop turned"))
        yield Breath()
        seen.append("after")

    player.push(script)
    qtbot.waitUntil(lambda: not player.busy, timeout=5000)
    assert seen == ["before", "the loop turned", "after"]


def test_at_the_instant_speed_a_deal_is_laid_a_part_at_a_time(qtbot: QtBot) -> None:
    scene = TableScene()
    scene.reset("tarot", ["Moi", "Ouest", "Nord", "Est"])
    scene.resize_table(1280, 800, 1.0)
    player = EventPlayer()
    player.factor = 0.0
    deal = Match("tarot", seed=8).new_deal()
    event = TableEvent("deal", deal.observation(0), deal_number=1)
    script: Script = Director(scene, player).script(event)
    laid_at_each_breath = []
    for step in script:
        if isinstance(step, Launch):
            step.motion.finish()
        elif isinstance(step, Breath):
            laid_at_each_breath.append(len(scene.all_cards()))
    pack = sum(len(hand) for hand in scene.hands) + len(scene.kitty)
    assert pack == 78
    assert laid_at_each_breath == list(range(DEAL_PART, 78, DEAL_PART))  # 12, 24, ... 72
