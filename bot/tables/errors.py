"""Refusals of table requests. Each carries a message key (see `locale/*.ftl`); nothing changed."""

from __future__ import annotations

from bot.errors import BotError


class TableError(BotError):
    """A table request the bot refuses (bad settings, seat taken, not invited…)."""


class TableClosed(TableError):
    def __init__(self) -> None:
        super().__init__("error-table-closed")


class SeatTaken(TableError):
    def __init__(self, seat: int) -> None:
        super().__init__("error-seat-taken", seat=seat + 1)


class TableFull(TableError):
    def __init__(self) -> None:
        super().__init__("error-table-full")


class AlreadySeated(TableError):
    def __init__(self) -> None:
        super().__init__("error-already-seated")


class BuyInOutOfRange(TableError):
    def __init__(self, low: int, high: int) -> None:
        super().__init__("error-buy-in-range", min=low, max=high)


class BalanceBelowBuyIn(TableError):
    """No amount asked for and the balance is below the table's minimum buy-in (NK-7.1)."""

    def __init__(self, low: int, balance: int) -> None:
        super().__init__("poker-cannot-buy-in", min=low, balance=balance)


class NotBusted(TableError):
    """A rebuy while the seat still has chips (NK-7.1 recharges an empty stack)."""

    def __init__(self) -> None:
        super().__init__("error-rebuy-not-busted")


class NotInvited(TableError):
    def __init__(self) -> None:
        super().__init__("error-not-invited")


class InviteInvalid(TableError):
    """An unknown or revoked invitation token."""

    def __init__(self) -> None:
        super().__init__("error-invite-invalid")


class NotHost(TableError):
    def __init__(self) -> None:
        super().__init__("error-not-host")


class BotsNotAllowed(TableError):
    def __init__(self) -> None:
        super().__init__("error-bots-not-allowed")


class NotSittingOut(TableError):
    def __init__(self) -> None:
        super().__init__("error-not-sitting-out")


class BadTableSettings(TableError):
    """Settings outside the allowed ranges: one key per setting (error-table-mode, …)."""

    def __init__(self, key: str, **params: str | int) -> None:
        super().__init__(key, **params)
