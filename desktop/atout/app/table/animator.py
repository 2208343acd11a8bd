"""Playing the table's events one after another, each as a few animated steps.

Each event is shown by a *script*: a generator that yields what to wait for, a
:class:`Motion` (cards moving together, as one ``QParallelAnimationGroup``) or a
:class:`Hold` (a pause that a click may cut short). :class:`EventPlayer` runs the scripts of
the queued events in order, starts the next step only when the last has finished, and emits
``idle`` once the queue is empty and nothing moves.

A long motion (the 78 cards of a Tarot deal) is best built a part at a time, so that no turn
of the event loop makes hundreds of animations at once: a script yields each part as a
:class:`Launch` (started, not waited for), a :class:`Hold` between parts, and a :class:`Join`
to wait until every launched part has landed. At the ``instant`` speed a motion sets its
end values at once and holds are skipped; ``idle`` still comes from a zero-delay timer.

Animations are parented to the player, so Python never collects one in flight; the scripts
change no game state (they only move items to show what the observations already say).
"""

from __future__ import annotations

import functools
import sys
from collections import deque
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Final

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from atout.app.table.items import CardItem
from atout.app.table.layout import Pose

__all__ = ["CLOCK", "SPEEDS", "EventPlayer", "Hold", "Join", "Launch", "Motion", "Script", "TimeScale"]

#: How long things take at each speed, as a factor of the normal durations.
SPEEDS: Final = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}


class TimeScale:
    """How much real time a millisecond of the table's motions and pauses takes: 1 in the
    application.

    The tests make it small (tests/app/conftest.py): a table at an animated speed then goes
    through the very same steps in the same order (every motion animated, every pause a timer
    that a click may cut short), each over in a few milliseconds instead of a second.

    >>> clock = TimeScale()
    >>> clock.ms(260 * 0.45), clock.ms(0.2)
    (117, 1)
    >>> clock.scale = 0.05
    >>> clock.ms(260 * 0.45), clock.ms(3000)
    (6, 150)
    """

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale

    def ms(self, ms: float) -> int:
        """``ms`` milliseconds of the table (its speed applied) on the clock: never less than 1."""
        return max(1, round(ms * self.scale))


#: The clock of every motion and pause of the table.
CLOCK: Final = TimeScale()


@dataclass(frozen=True)
class Hold:
    """Wait ``ms`` milliseconds (at the normal speed); a click ends the wait if ``clickable``."""

    ms: int
    clickable: bool = True


class Motion:
    """Items moving together; built by a script, run by the player.

    ``factor`` scales the durations (0: set everything at once, no animation).
    """

    def __init__(self, factor: float) -> None:
        self.factor = factor
        self._parts: list[QAbstractAnimation] = []
        self._after: list[Callable[[], None]] = []
        self.group: QParallelAnimationGroup | None = None

    @property
    def animated(self) -> bool:
        """Whether anything will move (else the motion is already complete)."""
        return bool(self._parts)

    def place(
        self,
        item: CardItem,
        pose: Pose,
        duration: float = 260,
        delay: float = 0,
        *,
        curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        arc: bool = False,
    ) -> None:
        """Bring ``item`` to ``pose``: position, rotation, width, face; its stacking at once."""
        item.setZValue(pose.z)
        if pose.width and abs(pose.width - item.width) > 0.01:
            item.set_width(pose.width, keep_look=self.factor > 0)
        if _at_rest(item, pose):
            return  # most cards at most updates: read straight, not through Qt's properties
        self.prop(item, "pos", pose.point, duration, delay, curve=curve, arc=arc)
        self.prop(
            item,
            "rotation",
            _near_angle(item.rotation(), pose.rotation),
            duration,
            delay,
            curve=curve,
            normalise=pose.rotation,
        )
        self.prop(item, "scale", 1.0, duration, delay, curve=curve)
        face = 1.0 if pose.face_up else 0.0
        self.prop(item, "flip", face, duration, delay, curve=QEasingCurve.Type.InOutSine)

    def prop(
        self,
        item: QObject,
        name: str,
        value: object,
        duration: float = 260,
        delay: float = 0,
        *,
        curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        arc: bool = False,
        normalise: float | None = None,
    ) -> None:
        """Animate one property of ``item`` to ``value`` (or set it, when not animated)."""
        current = item.property(name)
        if _same(current, value):
            if normalise is not None and not _same(current, normalise):
                item.setProperty(name, normalise)
            return
        if self.factor <= 0 or duration <= 0:
            item.setProperty(name, normalise if normalise is not None else value)
            return
        animation = QPropertyAnimation(item, name.encode())
        animation.setStartValue(current)
        animation.setEndValue(value)
        animation.setDuration(CLOCK.ms(duration * self.factor))
        if arc and isinstance(current, QPointF) and isinstance(value, QPointF):
            # a gentle curve: a key value off the straight line at mid-flight
            mid = (current + value) / 2
            d = value - current
            animation.setKeyValueAt(0.5, QPointF(mid.x() - d.y() * 0.08, mid.y() + d.x() * 0.08))
        animation.setEasingCurve(curve)
        if normalise is not None:
            self._after.append(functools.partial(_set_if_alive, item, name, normalise))
        if delay > 0:
            sequence = QSequentialAnimationGroup()
            sequence.addPause(CLOCK.ms(delay * self.factor))
            sequence.addAnimation(animation)
            self._parts.append(sequence)
        else:
            self._parts.append(animation)

    def then(self, action: Callable[[], None]) -> None:
        """Run ``action`` once the motion is over (at once when nothing moves)."""
        self._after.append(action)

    def start(self, parent: QObject, done: Callable[[], None]) -> None:
        """Start the animations (parented to ``parent``); ``done`` is called when they end."""
        group = QParallelAnimationGroup(parent)
        for part in self._parts:
            group.addAnimation(part)
        self._parts = []
        self.group = group
        group.finished.connect(done)
        group.start()

    def finish(self) -> None:
        """Run what waits for the end (the player calls it once the animations are over)."""
        after, self._after = self._after, []
        for action in after:
            action()


def _set_if_alive(item: QObject, name: str, value: object) -> None:
    if shiboken6.isValid(item):
        item.setProperty(name, value)


def _at_rest(item: CardItem, pose: Pose) -> bool:
    """Whether ``item`` already lies as ``pose`` says (place, angle, scale, face), so that
    :meth:`Motion.place` has nothing to animate nor set."""
    return (
        _same(item.pos(), pose.point)
        and _same(item.rotation(), pose.rotation)
        and _same(item.scale(), 1.0)
        and _same(item.flip_value(), 1.0 if pose.face_up else 0.0)
    )


def _same(a: object, b: object) -> bool:
    if isinstance(a, QPointF) and isinstance(b, QPointF):
        return abs(a.x() - b.x()) < 0.05 and abs(a.y() - b.y()) < 0.05
    if isinstance(a, int | float) and isinstance(b, int | float):
        return abs(a - b) < 1e-3
    return a == b


def _near_angle(current: float, target: float) -> float:
    """``target`` plus or minus whole turns, as close to ``current`` as can be (no spinning)."""
    while target - current > 180:
        target -= 360
    while target - current < -180:
        target += 360
    return target


@dataclass(frozen=True)
class Launch:
    """Start ``motion`` and go on at once (a :class:`Join` waits for it to end)."""

    motion: Motion


@dataclass(frozen=True)
class Join:
    """Wait until every launched motion has ended."""


@dataclass(frozen=True)
class Breath:
    """Go on at the next turn of the event loop (what was changed is painted meanwhile), even
    at the instant speed: a long script's work and paint spread over several turns."""


#: What a script yields.
Step = Motion | Hold | Launch | Join | Breath
#: A script: the steps that show one event.
Script = Generator[Step, None, None]


class EventPlayer(QObject):
    """Runs scripts one after another; emits ``idle`` when all are done and nothing moves."""

    idle = Signal()
    #: A step is starting or the queue ran dry (the table locks input meanwhile).
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Callable[[], Script]] = deque()
        self._script: Script | None = None
        self._motion: Motion | None = None
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._resume)
        self._hold_clickable = False
        self._pump_timer = QTimer(self)
        self._pump_timer.setSingleShot(True)
        self._pump_timer.setInterval(0)
        self._pump_timer.timeout.connect(self._pump)
        self._idle_timer = QTimer(self)
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(0)
        self._idle_timer.timeout.connect(self._maybe_idle)
        self._busy = False
        self._launched: list[Motion] = []  # started by a Launch, still moving
        self._joining = False  # a Join waits for them
        self.factor = 1.0

    # -- the queue -------------------------------------------------------------------------------
    def push(self, script: Callable[[], Script]) -> None:
        """Queue a script (made when its turn comes); it starts from the event loop, never here."""
        self._queue.append(script)
        self._set_busy(True)
        self._pump_timer.start()

    @property
    def busy(self) -> bool:
        """Whether a script runs or waits to run."""
        return self._busy

    @property
    def moving(self) -> bool:
        """Whether cards are moving (a motion waited for, or launched ones)."""
        return self._motion is not None or bool(self._launched)

    @property
    def holding(self) -> bool:
        """Whether a pause is under way."""
        return self._hold.isActive()

    def click(self) -> bool:
        """The table was clicked: end a pause that may be cut short. Whether one was."""
        if self._hold.isActive() and self._hold_clickable:
            self._hold.stop()
            self._resume()
            return True
        return False

    def hurry(self) -> None:
        """Bring the running motions to their end at once (the table was resized)."""
        for launched in list(self._launched):
            if launched.group is not None:
                group = launched.group
                group.setCurrentTime(group.totalDuration())
                if group.state() is not QAbstractAnimation.State.Stopped:
                    group.stop()
                    self._launch_done(launched)
        motion = self._motion
        if motion is not None and motion.group is not None:
            group = motion.group
            group.setCurrentTime(group.totalDuration())
            if group.state() is not QAbstractAnimation.State.Stopped:
                group.stop()
                self._motion_done()

    def clear(self) -> None:
        """Drop every queued script and stop the running one (a new match)."""
        self._queue.clear()
        self._hold.stop()
        motion, self._motion = self._motion, None
        launched, self._launched = self._launched, []
        self._joining = False
        for dropped in [*launched, motion]:
            if dropped is not None and dropped.group is not None:
                dropped.group.finished.disconnect()
                dropped.group.stop()
                dropped.group.deleteLater()
        if self._script is not None:
            self._script.close()
        self._script = None
        self._idle_timer.start()

    # -- running -----------------------------------------------------------------------------------
    def _pump(self) -> None:
        while self._motion is None and not self._hold.isActive() and not self._joining:
            if self._script is None:
                if not self._queue:
                    self._idle_timer.start()
                    return
                self._script = self._queue.popleft()()
            try:
                step = next(self._script)
            except StopIteration:
                self._script = None
                continue
            except Exception:  # a fault in showing one event must not stop the table
                self._script = None
                sys.excepthook(*sys.exc_info())
                continue
            if isinstance(step, Launch):
                if not step.motion.animated:
                    step.motion.finish()
                    continue
                launched = step.motion
                self._launched.append(launched)
                launched.start(self, functools.partial(self._launch_done, launched))
                continue
            if isinstance(step, Breath):
                self._pump_timer.start()
                return
            if isinstance(step, Join):
                if self._launched:
                    self._joining = True
                    return
                continue
            if isinstance(step, Motion):
                if not step.animated:
                    step.finish()
                    continue
                self._motion = step
                step.start(self, self._motion_done)
                return
            ms = round(step.ms * self.factor)
            if self.factor <= 0 or ms <= 0:
                continue
            self._hold_clickable = step.clickable
            self._hold.start(CLOCK.ms(ms))
            return

    def _motion_done(self) -> None:
        motion, self._motion = self._motion, None
        if motion is None:
            return
        if motion.group is not None:
            motion.group.deleteLater()
        motion.finish()
        self._pump_timer.start()

    def _launch_done(self, motion: Motion) -> None:
        if motion not in self._launched:
            return
        self._launched.remove(motion)
        if motion.group is not None:
            motion.group.deleteLater()
        motion.finish()
        if not self._launched:
            if self._joining:
                self._joining = False
                self._pump_timer.start()
            else:
                self._idle_timer.start()

    def _resume(self) -> None:
        self._pump_timer.start()

    def _maybe_idle(self) -> None:
        if (
            self._script is None
            and not self._queue
            and self._motion is None
            and not self._launched
            and not self._hold.isActive()
        ):
            self._set_busy(False)
            self.idle.emit()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)
