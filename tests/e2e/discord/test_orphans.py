"""No table left behind (issue 22 item 6): "seated here? open, sit" is one step per member and
channel (fifty quick `/poker cash` used to open fifty tables, forty-eight with only computers,
and seat one member twice in one channel), a table where no person sits any more closes once
its hand is over, and a table of computers alone is not reloaded at every start."""

from __future__ import annotations

import asyncio

from tests.e2e.discord.fake_discord import CHANNEL_ID, GUILD_ID, FakeDiscord
from tests.e2e.discord.harness import Bot
from tests.e2e.discord.poker_steps import ephemeral_text, poker_table
from tests.e2e.discord.test_permissions import balance

TRIES = 20


async def test_quick_opens_make_one_table(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    options = {"seats": 3, "bots": 1, "buy_in": 400}
    commands = await asyncio.gather(
        *(server.slash(alice, "poker", "cash", options) for _ in range(TRIES))
    )
    await server.wait_for(lambda: all(c.answer() for c in commands), what="every answer")
    assert bot.client is not None
    tables = list(bot.client.desk.cash)
    assert len(tables) == 1 and tables[0].table.humans() != []
    already = [c for c in commands if "already seated" in (c.answer().content or "")]  # type: ignore[union-attr]
    assert len(already) == TRIES - 1
    assert await balance(bot, alice) == 1000 - 400


async def test_last_person_leaving_closes_the_table(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    command = await server.slash(alice, "poker", "cash", {"seats": 3, "bots": 2, "buy_in": 400})
    await server.wait_answered(command)
    await ephemeral_text(server, alice, "Your table is open")
    await server.wait_answered(await server.slash(alice, "poker", "leave"))
    assert bot.client is not None
    service = bot.client.desk.cash
    # Her hand (if one is in play) plays out without her; then nobody is seated: closed.
    await server.wait_for(
        lambda: "The table is closed" in poker_table(server).content, what="the table to close"
    )
    assert len(service) == 0 and not poker_table(server).buttons()
    texts = "\n".join(server.public_texts())
    assert " wins " in texts  # the hand she left was played to its end first
    assert await bot.store.load_open_matches() == []
    assert await balance(bot, alice) > 0


async def test_computers_alone_are_not_reloaded(server: FakeDiscord, bot: Bot) -> None:
    assert bot.client is not None
    tables = bot.client.desk
    # A table of computers alone, as the old bug left them in the store.
    await tables.open(GUILD_ID, CHANNEL_ID, tables.config("holdem", 20, 3), host=None, bots=2)
    assert len(await bot.store.load_open_matches()) == 1

    client = await bot.restart()
    await server.wait_for(lambda: len(client.desk.cash) == 0, what="the close")
    assert await bot.store.load_open_matches() == []
    client = await bot.restart()
    assert len(client.desk.cash) == 0
