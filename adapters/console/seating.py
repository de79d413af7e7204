"""Sitting down, rebuying, refilling and leaving at a console poker table, through the chats'
own seating flow (`bot.frontend.seating.SeatingFront`), over the terminal's table transport
(`ConsoleTableTransport`, which answers a seating command with the console's own lines).

The flow's desk is a `SeatingDesk` of the console's one table service and its accounts: the
console opens the person's account (with its grant) before anything is seated, and drives no
tournament from the cash table's flow.
"""

from __future__ import annotations

from adapters.console.table_transport import ConsoleTables, ConsoleTableTransport
from bot.frontend.desk import SeatingDesk
from bot.frontend.recovery import Recovery
from bot.frontend.seating import SeatingFront
from bot.kv import KeyValue
from bot.tables import Accounts, TableService


def console_seating(service: TableService, accounts: Accounts, tables: ConsoleTables,
                    transport: ConsoleTableTransport) -> SeatingFront[SeatingDesk]:
    """The seating flow of a console front end, its computer seats named "BOT 1" …"""
    return SeatingFront(SeatingDesk(service.store, service, accounts), tables, transport,
                        Recovery(transport, stale_interval=0.0), KeyValue.over(service.store),
                        bot_name="BOT {}".format)
