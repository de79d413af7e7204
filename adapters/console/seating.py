"""Sitting down, rebuying, refilling and leaving at a console poker table, through the chats'
own seating flow (`bot.frontend.seating.SeatingFront`), over the terminal's table transport
(`ConsoleTableTransport`, which answers a seating command with the console's own lines).

`ConsoleDesk` is the flow's desk over the console's one table service and its accounts: the
console opens the person's account (with its grant) before anything is seated, and drives
no tournament from the cash table's flow.
"""

from __future__ import annotations

from adapters.console.table_transport import ConsoleTables, ConsoleTableTransport
from bot.frontend.desk import TableDesk
from bot.frontend.recovery import Recovery
from bot.frontend.seating import SeatingFront
from bot.kv import KeyValue
from bot.tables import Accounts, TableService


class ConsoleDesk(TableDesk):
    """The desk of one console front end: its table service (`cash`) and its accounts. It
    serves the desk's seating steps (`open`, `join`, `seated`, `refill`, `close`…) over that
    one service; the parts of a chat's desk built from the settings (`config`, the tournament
    services, the scheduled tournaments) are not here, and the seating flow never asks a
    console desk for them (each path the console takes is in tests/adapters/console)."""

    def __init__(self, service: TableService, accounts: Accounts) -> None:
        # Not the chats' desk: no settings (the console's accounts hold its grant and its
        # refills) and no tournament services (a console tournament does not seat this way).
        self.store = service.store
        self.cash = service
        self.accounts = accounts

    @property
    def services(self) -> tuple[TableService, ...]:
        return (self.cash,)

    def service_of(self, table_id: int) -> TableService:
        return self.cash

    async def balance(self, community: str, player: int) -> int:
        """The balance (the console granted a newcomer's chips when it opened the account)."""
        return await self.accounts.balance(community, player)


def console_seating(service: TableService, accounts: Accounts, tables: ConsoleTables,
                    transport: ConsoleTableTransport) -> SeatingFront:
    """The seating flow of a console front end, its computer seats named "BOT 1" …"""
    return SeatingFront(ConsoleDesk(service, accounts), tables, transport,
                        Recovery(transport, stale_interval=0.0), KeyValue.over(service.store),
                        bot_name="BOT {}".format)
