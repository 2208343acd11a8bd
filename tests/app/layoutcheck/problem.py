"""A layout problem found on a screen."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

__all__ = ["Problem", "short", "widget_path"]


@dataclass(frozen=True)
class Problem:
    """``kind``: ``cut`` (a text larger than its room, or elided with no tooltip holding it),
    ``clip`` (a widget or item sticking out of what holds it), ``overlap``, ``scroll``;
    ``where``: the widget or item; ``detail``: the numbers seen (not part of the key)."""

    kind: str
    where: str
    detail: str = ""

    @property
    def key(self) -> str:
        """What the allow-list matches: ``kind: where``."""
        return f"{self.kind}: {self.where}"

    def __str__(self) -> str:
        return f"{self.key} ({self.detail})" if self.detail else self.key


def short(text: str, most: int = 48) -> str:
    """``text`` on one line, at most ``most`` characters (for a problem's name)."""
    line = " ".join(text.split())
    return line if len(line) <= most else line[: most - 1] + "~"


def widget_path(widget: QWidget, text: str = "") -> str:
    """A name for ``widget`` that stays the same from one screen to the next: the nearest of
    its ancestors that is one of Atout's own classes, then its class (and object name), then
    the text it shows: ``DealSummary/QLabel#verdict«Contrat réussi»``."""
    owner = widget.parentWidget()
    while owner is not None and not type(owner).__module__.startswith("atout"):
        owner = owner.parentWidget()
    name = type(widget).__name__
    if widget.objectName() and not widget.objectName().startswith("qt_"):
        name += f"#{widget.objectName()}"
    if text:
        name += f"«{short(text)}»"
    return f"{type(owner).__name__}/{name}" if owner is not None else name
