"""The errors of the rules package.

Each error carries a reason ``code`` and its ``params`` (so that the app can
say it in the player's language) and an English text, its ``str()``.

>>> err = IllegalActionError("must_follow", "seat 2 must follow ♥", seat=2, suit="H")
>>> err.code, err.params["suit"], str(err)
('must_follow', 'H', 'seat 2 must follow ♥')
"""

from __future__ import annotations

__all__ = ["CardError", "IllegalActionError", "LogError", "OptionError", "RulesError"]


class RulesError(ValueError):
    """Base of every error this package raises on bad input."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params: dict[str, object] = params

    def __str__(self) -> str:
        return self.message


class CardError(RulesError):
    """A card written wrongly, or one that is not in the game's pack."""


class IllegalActionError(RulesError):
    """An action the rules do not allow at this point of the deal."""


class OptionError(RulesError):
    """An unknown option, or a value out of its range."""


class LogError(RulesError):
    """A match log that is not valid, or that breaks a rule.

    ``deal`` and ``action`` (counted from 1) say where, when known.
    """

    def __init__(
        self,
        code: str,
        message: str,
        *,
        deal: int | None = None,
        action: int | None = None,
        **params: object,
    ) -> None:
        super().__init__(code, message, **params)
        self.deal = deal
        self.action = action

    def located(self) -> str:
        """The one-line form of docs/contracts.md: ``deal 3, action 17: <reason>``."""
        if self.deal is None:
            return f"log: {self.message}"
        if self.action is None:
            return f"deal {self.deal}: {self.message}"
        return f"deal {self.deal}, action {self.action}: {self.message}"
