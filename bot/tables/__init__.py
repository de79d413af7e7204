"""Poker tables (NK-7.1, NK-7.2, NK-8): cash and private tables running hand after hand.

`Table` (`model.py`) is the pure table; `TableService` (`service.py`) holds live tables under
one lock each and commits every change; `Accounts` moves chips between balances and tables.
"""

from bot.tables.accounts import Accounts, Opened
from bot.tables.buy_in import Joined, buy_in_amount
from bot.tables.commands import TableCommand, TableOutcome
from bot.tables.config import TableConfig
from bot.tables.model import Seat, Table
from bot.tables.service import LiveTable, TableService

__all__ = [
    "Accounts",
    "Joined",
    "LiveTable",
    "Opened",
    "Seat",
    "Table",
    "TableCommand",
    "TableConfig",
    "TableOutcome",
    "TableService",
    "buy_in_amount",
]
