"""How many chips a player brings to a table (NK-7.1), decided once for every front end.

Without an amount asked for, a player brings the most the table takes that the balance
covers; a balance below the table's minimum is refused with both numbers, so the player knows
to refill. An amount asked for must be inside the table's range and covered by the balance.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.errors import InsufficientBalance
from bot.tables.commands import TableOutcome
from bot.tables.config import TableConfig
from bot.tables.errors import BalanceBelowBuyIn, BuyInOutOfRange

JoinKind = Literal["sit", "sit_in", "rebuy"]


@dataclass(frozen=True, slots=True)
class Joined:
    """What `TableService.join` did: sat down, sat back in (NK-8.2) or rebought (NK-7.1)."""

    kind: JoinKind
    chips: int  # the buy-in brought (0 when sitting back in)
    outcomes: list[TableOutcome]


def can_buy_in(config: TableConfig, balance: int) -> bool:
    return balance >= config.min_buy_in


def buy_in_amount(config: TableConfig, balance: int, asked: int | None = None) -> int:
    """The buy-in to bring: `asked` when given, else the table's maximum capped by the balance.
    Refused (`BuyInOutOfRange`, `InsufficientBalance`, `BalanceBelowBuyIn`) with nothing
    changed."""
    if asked is None:
        if not can_buy_in(config, balance):
            raise BalanceBelowBuyIn(config.min_buy_in, balance)
        return min(balance, config.max_buy_in)
    if not config.min_buy_in <= asked <= config.max_buy_in:
        raise BuyInOutOfRange(config.min_buy_in, config.max_buy_in)
    if asked > balance:
        raise InsufficientBalance(balance)
    return asked


def usual_buy_in(config: TableConfig, balance: int) -> int:
    """What a player brings when nobody asks (the console's default): half the table's
    maximum (50 big blinds on a standard table), never below its minimum, never more than
    the balance, so sitting down does not take everything. Refused like `buy_in_amount`."""
    if not can_buy_in(config, balance):
        raise BalanceBelowBuyIn(config.min_buy_in, balance)
    return min(balance, max(config.min_buy_in, config.max_buy_in // 2))
