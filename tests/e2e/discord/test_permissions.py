"""Lost permissions (issue 22 item 11). Without Send Messages the bot cannot post a table
message: joining a poker table (command or button) is refused before any chip moves, with the
reason; a click at a table is refused the same way, never "something went wrong"; and shutdown
closes the session even when the last edits are refused (no View Channel any more)."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.discord.fake_discord import (
    ALL_PERMISSIONS,
    GUILD_ID,
    SEND_MESSAGES,
    VIEW_CHANNEL,
    WITHOUT_SEND,
    FakeDiscord,
    Member,
)
from tests.e2e.discord.harness import Bot, challenge_accepted, press, table_message
from tests.e2e.discord.poker_steps import button, ephemeral_text, poker_table
from tests.e2e.discord.test_refusals import stored_seq

CANNOT_POST = "I cannot post in this channel."
WENT_WRONG = "went wrong"


async def balance(bot: Bot, member: Member) -> int:
    player = await bot.store.ensure_player("discord", member.id, member.name)
    await bot.store.grant_if_new(GUILD_ID, player, 1000)
    return await bot.store.balance(GUILD_ID, player)


def told(server: FakeDiscord, member: Member, words: str) -> bool:
    return any(words in m.content for m in server.ephemerals_to(member))


async def test_joining_a_table_nobody_can_see_is_refused(server: FakeDiscord, bot: Bot) -> None:
    alice, bob, carol = (server.add_member(n) for n in ("Alice", "Bob", "Carol"))
    command = await server.slash(alice, "poker", "cash", {"seats": 4, "bots": 0, "buy_in": 400})
    await server.wait_answered(command)
    await ephemeral_text(server, alice, "Your table is open")
    table = poker_table(server)
    join = button(table, "Sit down")
    before = await balance(bot, bob), await balance(bot, carol)

    server.app_permissions = WITHOUT_SEND
    by_command = await server.wait_answered(await server.slash(bob, "poker", "join"))
    by_button = await server.wait_answered(await server.click(carol, table, join))

    await ephemeral_text(server, bob, CANNOT_POST)
    await ephemeral_text(server, carol, CANNOT_POST)
    assert by_command.responses and by_button.responses
    assert (await balance(bot, bob), await balance(bot, carol)) == before
    assert "Bob" not in poker_table(server).content and "Carol" not in poker_table(server).content
    assert bot.client is not None
    assert [live.table.seats.count(None) for live in bot.client.desk.cash] == [3]


async def test_first_click_after_losing_send_messages(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    await challenge_accepted(server, alice, bob)
    await press(server, alice, "Lock card 1")
    await press(server, bob, "Lock card 1")
    table = await press(server, alice, "All-in")
    seq = await stored_seq(bot)

    # Bob's fold ends the deal: the next deal needs a new message, which Discord would refuse.
    server.app_permissions = WITHOUT_SEND
    fold = await server.wait_answered(await server.click(bob, table, button(table, "Fold")))
    await ephemeral_text(server, bob, CANNOT_POST)
    assert not told(server, bob, WENT_WRONG) and fold.responses
    assert await stored_seq(bot) == seq  # refused before anything changed

    server.app_permissions = ALL_PERMISSIONS  # given back: the same click works
    await server.wait_answered(await server.click(bob, table, button(table, "Fold")))
    await server.wait_for(lambda: "deal 2" in table_message(server).content, what="deal 2")
    assert await stored_seq(bot) > seq


async def test_shutdown_closes_the_session_when_edits_are_refused(
    server: FakeDiscord, tmp_path: Path
) -> None:
    bot = Bot(server, tmp_path)
    bot.edit_interval = 60.0  # every edit after the first waits: shutdown sends them
    client = await bot.start()
    try:
        alice, bob = server.add_member("Alice"), server.add_member("Bob")
        table = await challenge_accepted(server, alice, bob)
        for member in (alice, bob):
            click = await server.click(member, table, button(table, "Lock card 1"))
            await server.wait_answered(click)
        pending = len(table.history)
        server.app_permissions = str(int(ALL_PERMISSIONS) & ~(SEND_MESSAGES | VIEW_CHANNEL))
    finally:
        await bot.stop()  # raised Forbidden (50001) and left the session open
    assert client.is_closed() and client.http._HTTPClient__session.closed  # type: ignore[attr-defined]
    assert len(table.history) == pending  # the refused edit changed nothing
