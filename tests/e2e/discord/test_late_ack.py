"""A late acknowledgement loses nothing (issue 22 item 7). When the bot answers a click after
Discord's 3 seconds, Discord refuses the answer (404 / 10062): the click must then have changed
nothing, so the player's next click works. Challenges and As-Nas lobbies used to be deleted
before the answer, and then no match started and every later click was "out of date"."""

from __future__ import annotations

from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import Bot, button_id
from tests.e2e.discord.test_asnas import asnas_table


async def test_challenge_survives_a_late_accept(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    command = await server.wait_answered(
        await server.slash(alice, "updown", "challenge", {"opponent": bob})
    )
    invitation = server.messages[str(command.original_id)]
    accept = button_id(invitation, "Accept")

    late = await server.click(bob, invitation, accept, ack_within=0)
    await server.wait_for(lambda: late.expired, what="the late answer")
    assert invitation.buttons()  # still open

    again = await server.wait_answered(await server.click(bob, invitation, accept))
    assert not again.expired
    await server.wait_for(
        lambda: any("Up/Down · deal 1" in m.content for m in server.channel_messages()),
        what="the match",
    )
    # The offer's buttons come off last (cosmetic, after the table is drawn).
    await server.wait_for(lambda: not invitation.buttons(), what="the offer closed")
    assert len(await bot.store.load_open_matches()) == 1


async def test_lobby_survives_late_sit_and_start(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    opened = await server.wait_answered(await server.slash(alice, "asnas"))
    lobby = server.messages[str(opened.original_id)]

    late_sit = await server.click(bob, lobby, button_id(lobby, "Join"), ack_within=0)
    await server.wait_for(lambda: late_sit.expired, what="the late answer")
    sit = await server.wait_answered(await server.click(bob, lobby, button_id(lobby, "Join")))
    assert not sit.expired  # not "already seated": the late click changed nothing
    await server.wait_for(lambda: "2. Bob" in lobby.content, what="Bob in the lobby")

    late_start = await server.click(alice, lobby, button_id(lobby, "Start"), ack_within=0)
    await server.wait_for(lambda: late_start.expired, what="the late answer")
    assert lobby.buttons()
    start = await server.wait_answered(await server.click(alice, lobby, button_id(lobby, "Start")))
    assert not start.expired
    await server.wait_for(lambda: asnas_table(server), what="the As-Nas table")
    # The lobby is marked started last (cosmetic, after the table is drawn).
    await server.wait_for(lambda: "As-Nas has started" in lobby.content, what="the lobby closed")
    assert not lobby.buttons()
    assert not [m for m in server.ephemerals_to(alice) if "out of date" in m.content]
    assert not [m for m in server.ephemerals_to(bob) if "already seated" in m.content]
