"""Refusals raised by the application, carrying a message key like the engine's rule errors.

They subclass `engine.errors.RuleError`, so an adapter translates every refusal, from the rules
or from the bot, in one place: ``localizer.t(error.key, **error.params)``.
"""

from __future__ import annotations

from engine.errors import RuleError

__all__ = [
    "BotError",
    "DuplicateCommand",
    "InsufficientBalance",
    "MatchNotFound",
    "NotSeated",
    "RefillCooldown",
    "RefillNotBroke",
    "RuleError",
    "SeqConflict",
    "StaleCommand",
]


class BotError(RuleError):
    """A request the application refuses; nothing was changed."""


class StaleCommand(BotError):
    """The command was made for an earlier deal or sequence number (an old button)."""

    def __init__(self) -> None:
        super().__init__("error-stale-command")


class DuplicateCommand(BotError):
    """The very same command was already applied (a double click)."""

    def __init__(self) -> None:
        super().__init__("error-duplicate-command")


class SeqConflict(BotError):
    """The stored match moved on since it was loaded (optimistic concurrency guard)."""

    def __init__(self, match_id: int, expected_seq: int) -> None:
        super().__init__("error-stale-command")
        self.match_id = match_id
        self.expected_seq = expected_seq


class MatchNotFound(BotError):
    """No open match with that id (finished, cancelled or never existed)."""

    def __init__(self, match_id: int) -> None:
        super().__init__("error-stale-command")
        self.match_id = match_id


class NotSeated(BotError):
    """The player has no seat in this match."""

    def __init__(self) -> None:
        super().__init__("error-not-seated")


class NotYourTurn(BotError):
    """Another seat is to act (found before the move is tried: the rules say the same)."""

    def __init__(self) -> None:
        super().__init__("error-not-your-turn")


class InsufficientBalance(BotError):
    """A ledger row would take a balance below zero."""

    def __init__(self, balance: int) -> None:
        super().__init__("error-insufficient-balance", balance=balance)


class RefillNotBroke(BotError):
    """Refills are only for players whose balance is zero."""

    def __init__(self) -> None:
        super().__init__("error-refill-not-broke")


class RefillCooldown(BotError):
    """The last refill was too recent."""

    def __init__(self, minutes: int) -> None:
        super().__init__("error-refill-cooldown", minutes=minutes)
