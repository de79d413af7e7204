"""Typed rule errors: a message key and parameters, translated by the caller, not the engine."""

from __future__ import annotations

from typing import Any


class RuleError(ValueError):
    """An action or query the rules refuse. State is unchanged when this is raised.

    `key` is a stable message id in `locale/` (for example ``error-not-your-turn``);
    `params` fill its placeables. The English text is for developers and logs only.
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params: dict[str, Any] = params
        detail = ", ".join(f"{name}={value!r}" for name, value in params.items())
        super().__init__(f"{key}({detail})" if detail else key)


class IllegalAction(RuleError):
    """The action is not legal in this state (wrong seat, wrong phase, bad amount)."""


class InvalidState(RuleError):
    """Serialized state that cannot be loaded (corrupt or from an unknown version)."""
