"""Games belong to a server channel (issue 22 item 12): a signed button replayed in another
server or channel is not valid there, games and chips are refused in direct messages (they used
to open a game on a separate "dm-<user>" account), and two people play one open Up/Down match
at a time."""

from __future__ import annotations

from tests.e2e.discord.fake_discord import (
    DM,
    OTHER_CHANNEL_ID,
    OTHER_GUILD_ID,
    FakeDiscord,
    Interaction,
)
from tests.e2e.discord.harness import Bot, button_id, button_starting, challenge_accepted
from tests.e2e.discord.poker_steps import button, ephemeral_text, poker_table
from tests.e2e.discord.test_refusals import stored_seq

NOT_VALID = "That button is not valid."
GUILD_ONLY = "Games are played in a server channel, not in direct messages."
OPEN_MATCH = "already has a game of Up/Down running here"
OPEN_CHALLENGE = "already have an open challenge"


def told(interaction: Interaction) -> str:
    answer = interaction.answer()
    assert answer is not None and answer.kind == "ephemeral"
    return answer.content


async def test_buttons_work_only_where_their_game_is(server: FakeDiscord, bot: Bot) -> None:
    alice, mallory = server.add_member("Alice"), server.add_member("Mallory")
    command = await server.slash(alice, "poker", "cash", {"seats": 3, "bots": 1, "buy_in": 400})
    await server.wait_answered(command)
    await ephemeral_text(server, alice, "Your table is open")
    table = poker_table(server)

    elsewhere = (OTHER_GUILD_ID, OTHER_CHANNEL_ID)
    replayed = await server.click(mallory, table, button(table, "Sit down"), where=elsewhere)
    in_dm = await server.click(mallory, table, button(table, "Sit down"), where=DM)
    await server.wait_for(lambda: replayed.answer() and in_dm.answer(), what="the refusals")
    assert [told(replayed), told(in_dm)] == [NOT_VALID, NOT_VALID]
    assert bot.client is not None
    (live,) = list(bot.client.desk.cash)
    assert "Mallory" not in [s.name for s in live.table.seats if s is not None]


async def test_match_button_in_another_channel(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    seq = await stored_seq(bot)
    lock = button_starting(table, "Lock card 1")
    moved = await server.wait_answered(
        await server.click(alice, table, lock, where=(OTHER_GUILD_ID, OTHER_CHANNEL_ID))
    )
    assert told(moved) == NOT_VALID
    assert await stored_seq(bot) == seq


async def test_games_and_chips_are_refused_in_direct_messages(
    server: FakeDiscord, bot: Bot
) -> None:
    alice = server.add_member("Alice")
    tries = [
        await server.slash(alice, "updown", "bot", where=DM),
        await server.slash(alice, "poker", "cash", {"bots": 1, "buy_in": 400}, where=DM),
        await server.slash(alice, "asnas", where=DM),
        await server.slash(alice, "balance", where=DM),
        await server.slash(alice, "refill", where=DM),
    ]
    await server.wait_for(lambda: all(t.answer() for t in tries), what="every answer")
    assert {told(t) for t in tries} == {GUILD_ONLY}
    assert await bot.store.load_open_matches() == []
    assert server.channel_messages() == []  # no table, no lobby


async def test_one_open_updown_match_per_pair(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    # One open challenge between the same two, in either direction (as on Telegram:
    # `bot.frontend.challenges`), and once they play, no second match between them.
    first = await server.wait_answered(
        await server.slash(alice, "updown", "challenge", {"opponent": bob})
    )
    second = await server.slash(bob, "updown", "challenge", {"opponent": alice})
    await server.wait_for(second.answer, what="the refusal")
    assert OPEN_CHALLENGE in told(second)
    one = server.messages[str(first.original_id)]
    accepted = await server.wait_answered(await server.click(bob, one, button_id(one, "Accept")))
    assert accepted.answer() is None  # no refusal: the match starts
    await server.wait_for(lambda: len(server.dms_to(alice)) == 1, what="the first match's cards")

    third = await server.slash(alice, "updown", "challenge", {"opponent": bob})
    await server.wait_for(third.answer, what="the refusal")
    assert OPEN_MATCH in told(third)
    assert len(await bot.store.load_open_matches()) == 1


async def test_invitation_code_works_only_in_its_tables_channel(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, carol = server.add_member("Alice"), server.add_member("Carol")
    command = await server.slash(alice, "poker", "private", {"bots": 1, "buy_in": 1000})
    await server.wait_answered(command)
    invitation = await ephemeral_text(server, alice, "/poker join code:")
    code = invitation.rsplit("code:", 1)[1].strip()

    elsewhere = await server.slash(
        carol, "poker", "join", {"code": code}, where=(OTHER_GUILD_ID, OTHER_CHANNEL_ID)
    )
    await server.wait_answered(elsewhere)
    await ephemeral_text(server, carol, "There is no poker table for you here.")
    assert bot.client is not None
    (live,) = list(bot.client.desk.cash)
    assert "Carol" not in [s.name for s in live.table.seats if s is not None]

    here = await server.wait_answered(await server.slash(carol, "poker", "join", {"code": code}))
    assert here.responses
    await ephemeral_text(server, carol, "You are seated")
