"""Variant options: one frozen dataclass per game, read from and written to JSON.

An option left out takes its default; an unknown name, a value of the wrong type
or out of range raises :class:`OptionError`.

>>> from atout.rules.carotte import CarotteOptions
>>> CarotteOptions.from_json({"target": 30}).target
30
>>> CarotteOptions.from_json({"cible": 30})
Traceback (most recent call last):
...
atout.rules.errors.OptionError: unknown option 'cible' for carotte
>>> CarotteOptions.from_json({"carotte_stake": -1})
Traceback (most recent call last):
...
atout.rules.errors.OptionError: option carotte_stake must be an integer from 1 to 1000, not -1
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from atout.rules.errors import OptionError

__all__ = ["GameOptions", "OptionSpec", "choice_option", "flag_option", "int_option"]


@dataclass(frozen=True)
class OptionSpec:
    """What values one option takes: a flag, an integer range, or a set of choices."""

    kind: str  # "bool", "int" or "choice"
    minimum: int = 0
    maximum: int = 0
    step: int = 1
    choices: tuple[object, ...] = ()
    help: str = ""

    def check(self, game: str, name: str, value: object) -> None:
        """Raise :class:`OptionError` unless ``value`` fits."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionError(
                    "bad_option_value",
                    f"option {name} must be true or false, not {value!r}",
                    game=game,
                    option=name,
                    value=value,
                )
        elif self.kind == "int":
            if (
                not isinstance(value, int)
                or isinstance(value, bool)
                or not self.minimum <= value <= self.maximum
                or (value - self.minimum) % self.step
            ):
                step = f" in steps of {self.step}" if self.step > 1 else ""
                raise OptionError(
                    "bad_option_value",
                    f"option {name} must be an integer from {self.minimum} to {self.maximum}"
                    f"{step}, not {value!r}",
                    game=game,
                    option=name,
                    value=value,
                )
        elif isinstance(value, bool) or value not in self.choices:
            allowed = ", ".join(repr(choice) for choice in self.choices)
            raise OptionError(
                "bad_option_value",
                f"option {name} must be one of {allowed}, not {value!r}",
                game=game,
                option=name,
                value=value,
            )


def flag_option(default: bool, help: str) -> Any:
    """A dataclass field for an on/off variant."""
    return field(default=default, metadata={"spec": OptionSpec("bool", help=help)})


def int_option(default: int, minimum: int, maximum: int, help: str, step: int = 1) -> Any:
    """A dataclass field for a number."""
    spec = OptionSpec("int", minimum=minimum, maximum=maximum, step=step, help=help)
    return field(default=default, metadata={"spec": spec})


def choice_option(default: object, choices: tuple[object, ...], help: str) -> Any:
    """A dataclass field for a choice among names (or numbers)."""
    return field(default=default, metadata={"spec": OptionSpec("choice", choices=choices, help=help)})


@dataclass(frozen=True)
class GameOptions:
    """Base of each game's options."""

    game: ClassVar[str] = ""

    def __post_init__(self) -> None:
        for name, spec in self.specs().items():
            spec.check(self.game, name, getattr(self, name))

    @classmethod
    def specs(cls) -> dict[str, OptionSpec]:
        """Each option's name and :class:`OptionSpec`, in declaration order."""
        return {f.name: f.metadata["spec"] for f in dataclasses.fields(cls)}

    @classmethod
    def from_json(cls, data: Mapping[str, object] | None) -> Self:
        """Options from the log's ``options`` object."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise OptionError("bad_options", "options must be a JSON object")
        specs = cls.specs()
        for name in data:
            if name not in specs:
                raise OptionError(
                    "unknown_option",
                    f"unknown option {name!r} for {cls.game}",
                    game=cls.game,
                    option=name,
                )
        return cls(**dict(data))

    def to_json(self) -> dict[str, object]:
        """Every option and its value."""
        return {name: getattr(self, name) for name in self.specs()}

    def changed(self) -> dict[str, object]:
        """Only the options that differ from their defaults."""
        default = type(self)()
        return {
            name: getattr(self, name)
            for name in self.specs()
            if getattr(self, name) != getattr(default, name)
        }
