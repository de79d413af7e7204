"""A scheduled multi-table tournament through the real discord.py client (issue 17 item 7, on the
shared `bot.frontend.mtt`): only a member with Manage Server schedules it; its lobby shows the
terms; Register pays the entry; at the start time the start is posted, the tables where a person
sits are drawn with hole cards by DM, "My table" answers privately, and the people play from
their tables' buttons. The `bot` fixture's guard fails a test whose public message ever named a
card the game had not made public."""

from __future__ import annotations

from bot.i18n import Localizer
from tests.e2e.discord.fake_discord import CHANNEL_ID, MANAGER, FakeDiscord, Member, Message
from tests.e2e.discord.harness import Bot
from tests.e2e.discord.poker_steps import POKER_TITLE, click, ephemeral_text, turn_of
from tests.e2e.discord.test_tournament import balance

EN = Localizer("en", isolating=False)


async def started(server: FakeDiscord, bot: Bot) -> tuple[Message, Member, Member]:
    """Alice and Bob registered in a 16-entry tournament that has just started; its lobby."""
    boss = server.add_member("Boss", permissions=MANAGER)
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    refused = await server.slash(alice, "tournament", "schedule", {"minutes": 30})
    await server.wait_answered(refused)
    assert await ephemeral_text(server, alice, "") == EN.t("error-mtt-not-admin")

    opened = await server.slash(boss, "tournament", "schedule",
                                {"minutes": 30, "entry": 100, "bots": 14})
    await server.wait_answered(opened)
    lobby = server.messages[str(opened.original_id)]
    assert "entry 100 chips" in lobby.content and "Registered: 14" in lobby.content
    for member in (alice, bob):
        await click(server, member, lobby, "Register")
    await server.wait_for(lambda: "Registered: 16" in lobby.content, what="the lobby edited")
    assert await balance(bot, bob) == bot.settings.starting_grant - 100

    bot.clock_offset += 30 * 60 + 1  # the start time: the table timer's tick starts it
    assert bot.client is not None
    await bot.client.controller.fronts.tables.tick()
    started = EN.t("mtt-event-started", entries=16, tables=2, pool=1600)
    await server.wait_for(lambda: any(m.content == started for m in server.channel_messages()),
                          what="the start posted")
    return lobby, alice, bob


async def test_a_two_table_tournament_from_the_lobby_to_play(
    server: FakeDiscord, bot: Bot
) -> None:
    lobby, alice, bob = await started(server, bot)

    def table_of(name: str) -> Message | None:
        found = [m for m in server.channel_messages()
                 if POKER_TITLE in m.content and name in m.content]
        return found[-1] if found else None

    await server.wait_for(lambda: table_of("Alice"), what="Alice's table")
    await server.wait_for(lambda: server.dms_to(alice), what="Alice's cards")
    await server.wait_for(lambda: "My table" in lobby.labels(), what="the lobby running")
    await click(server, alice, lobby, "My table")
    assert await ephemeral_text(server, alice, "")

    # Each table where a person sits has a public thread of the channel, named for the
    # tournament and the table; its messages go there, "My table" names it.
    alices = table_of("Alice")
    assert alices is not None and alices.channel_id in server.threads
    thread = server.threads[alices.channel_id]
    assert thread["name"].startswith("Tournament ") and " · table " in thread["name"]
    assert not any(POKER_TITLE in m.content for m in server.thread_messages(CHANNEL_ID))
    where = EN.t("mtt-chat-your-table", place=f"<#{alices.channel_id}>")
    assert await ephemeral_text(server, alice, where) == where

    # The people play from their tables' buttons until Alice has made a move.
    people = {"Alice": alice, "Bob": bob}

    def a_turn() -> tuple[Message, str] | None:
        for name in people:
            table = table_of(name)
            if table is not None and turn_of(table) == name and table.buttons():
                return table, name
        return None

    for _ in range(30):
        table, name = await server.wait_for(a_turn, 10, "a person's turn")
        choice = next(p for p in ("Check", "Call", "Fold")
                      if any(label.startswith(p) for label in table.labels()))
        await click(server, people[name], table, choice)
        if name == "Alice":
            break
    else:
        raise AssertionError("Alice never had a turn")


async def test_without_threads_the_tables_are_drawn_in_the_channel(
    server: FakeDiscord, bot: Bot
) -> None:
    """No Create Public Threads permission: each table is one message in the tournament's
    channel (the issue's fallback), and its buttons work there."""
    server.threads_allowed = False
    _, alice, _ = await started(server, bot)
    table = await server.wait_for(
        lambda: [m for m in server.thread_messages(CHANNEL_ID)
                 if POKER_TITLE in m.content and "Alice" in m.content], what="Alice's table")
    assert server.threads == {}
    my_cards = await click(server, alice, table[-1], "My cards")
    answer = my_cards.answer()
    assert answer is not None and answer.kind == "ephemeral"


async def test_a_closed_table_s_thread_is_archived_and_locked(server: FakeDiscord, bot: Bot
                                                              ) -> None:
    assert bot.client is not None
    threads = bot.client.controller.threads
    made = await threads.channel_for(41, CHANNEL_ID, "Tournament 7 · table 2")
    assert made in server.threads and await threads.stored(41) == made
    assert await threads.channel_for(41, CHANNEL_ID, "again") == made  # remembered
    await threads.close(41)
    assert server.threads[made] == {"name": "Tournament 7 · table 2", "archived": True,
                                    "locked": True, "archive_after": 1440}
    assert len(server.threads) == 1


async def test_nk_7_5_a_member_with_manage_server_sets_every_term(server: FakeDiscord, bot: Bot
                                                           ) -> None:
    boss = server.add_member("Boss", permissions=MANAGER)
    opened = await server.slash(boss, "tournament", "schedule", {
        "minutes": 30, "entry": 50, "mode": "omaha", "stack": 3000, "seats": 6, "minimum": 10,
        "level": 8, "late": 4, "reentry": 2})
    await server.wait_answered(opened)
    lobby = server.messages[str(opened.original_id)].content
    assert "entry 50 chips, 3,000 tournament chips each" in lobby, lobby
    assert "tables of 6 seats, at least 10 players" in lobby
    for line in (EN.t("mtt-terms-blinds-minutes", length=8), EN.t("mtt-terms-late", level=4),
                 EN.t("mtt-terms-reentry", level=2)):
        assert line in lobby
    assert bot.client is not None
    (hub,) = bot.client.desk.mtt.hubs()
    assert (hub.hub.schedule.mode, hub.hub.schedule.min_players) == ("omaha", 10)


async def test_a_big_field_s_lobby_fits_discord_s_2000_characters(server: FakeDiscord,
                                                                   bot: Bot) -> None:
    """300 BOTs and a person: 34 tables. The fake refuses content over 2,000 characters as
    Discord does (50035); the lobby lists some tables and counts the rest, so its edits are
    taken and it shows "My table" once the tournament runs."""
    boss, alice = server.add_member("Boss", permissions=MANAGER), server.add_member("Alice")
    opened = await server.slash(boss, "tournament", "schedule",
                                {"minutes": 30, "entry": 0, "bots": 300})
    await server.wait_answered(opened)
    lobby = server.messages[str(opened.original_id)]
    await click(server, alice, lobby, "Register")
    bot.clock_offset += 30 * 60 + 1
    assert bot.client is not None
    await bot.client.controller.fronts.tables.tick()
    await server.wait_for(lambda: "My table" in lobby.labels(), 10, "the running lobby")
    assert "more tables" in lobby.content and len(lobby.content) <= 2000
    assert "Registered: 301 (Alice, BOT 1, " in lobby.content
