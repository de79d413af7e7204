"""Poker tables in their group, through the shared table flow (`bot.frontend.tables`): what
the group's commands (/holdem, /table, /leave, /refill, a tournament's start) call to show a
change, a deep link's cards, and resuming the tables after a restart.

Each hand has one table message, edited in place (`messages.TableBoard`, keyed by the table id,
which shares the store's match numbering); the timers are one JobQueue job at the earliest
deadline of every table (`TelegramTransport.arm_tables`). Only this front end's tables are
shown (the database may hold others')."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from telegram import User

from adapters.telegram.context import TelegramRuntime
from bot.tables import TableOutcome

TABLE_CARDS_PAYLOAD: Final = "t"  # deep link ?start=t<table id>: open the DM, get your cards


async def publish_table(
    runtime: TelegramRuntime, table_id: int, outcomes: Sequence[TableOutcome]
) -> None:
    """Show what `outcomes` did (call under `runtime.lock(table_id)`)."""
    await runtime.tables_front.publish(table_id, outcomes)


async def send_cards_by_dm(runtime: TelegramRuntime, table_id: int, user: User) -> None:
    """Deep link ?start=t<table>: the user just opened the DM; send their current cards."""
    await runtime.tables_front.send_cards(table_id, await runtime.player_id(user))


async def resume_tables(runtime: TelegramRuntime) -> None:
    """After a restart: reload the open tables (their stored timers stand) and redraw each on
    its own, with the cards of a hand dealt while starting up (never sent)."""
    tables = await runtime.desk.resume()  # (a cash table with no person left is closed)
    scheduled = {live.id for live in runtime.desk.mtt}
    await runtime.tables_front.resume([t for t in tables if t.id not in scheduled])
    await runtime.mtt_front.resume()  # only the tables where a person sits


def schedule_tables(runtime: TelegramRuntime) -> None:
    """(Re)arm the one job that wakes at the earliest deadline of every table."""
    runtime.tables_front.arm()
