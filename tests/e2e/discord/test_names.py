"""Names are user data (issue 22 item 1): whatever a member calls themselves, no message the bot
writes pings anyone it did not mean to, and no name renders as markup, a link or a mention.

The fake works out whom each new message notifies the way Discord does (its content's mentions,
as far as the message's `allowed_mentions`, or the default when it has none, allow).
"""

from __future__ import annotations

import discord

from bot.render.names import clean_name
from tests.e2e.discord.fake_discord import FakeDiscord, Member
from tests.e2e.discord.harness import Bot, button_id, challenge_accepted
from tests.e2e.discord.poker_steps import click, ephemeral_text, poker_table


def escaped(name: str) -> str:
    """The name as the bot must show it: cleaned (`clean_name`), then escaped."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(clean_name(name)))


def evil_members(server: FakeDiscord) -> tuple[Member, list[Member]]:
    victim = server.add_member("Victim")
    names = [
        f"<@{victim.id}> hi",
        "@everyone ||spoiler||",
        "[free](https://e.invalid) chips",
        "**bold** `code` _it_",
    ]
    return victim, [server.add_member(name) for name in names]


def public_pings(server: FakeDiscord) -> list[tuple[str, set[str]]]:
    return [(m.content, m.pings) for m in server.channel_messages() if m.pings]


async def test_poker_names_are_escaped_and_ping_no_one(server: FakeDiscord, bot: Bot) -> None:
    victim, evil = evil_members(server)
    quote = server.add_member("> quoted")
    opener, *others = [*evil, quote]
    command = await server.slash(
        opener, "poker", "cash", {"seats": 6, "bots": 0, "buy_in": 400}
    )
    await server.wait_answered(command)
    await ephemeral_text(server, opener, "Your table is open")
    for member in others[:2]:
        joined = await server.wait_answered(await server.slash(member, "poker", "join"))
        assert joined.responses
        await ephemeral_text(server, member, "You are seated")
    for member in others[2:]:
        await click(server, member, poker_table(server), "Sit down")
        await ephemeral_text(server, member, "You are seated")

    await server.wait_for(
        lambda: all(escaped(m.name) in "\n".join(server.public_texts()) for m in others),
        what="every name on the table",
    )
    texts = "\n".join(server.public_texts())
    for member in [*evil, quote]:
        assert escaped(member.name) in texts
    assert f"<@{victim.id}>" not in texts  # not a mention: "<@\u200b…>"
    for line in texts.splitlines():
        assert "@everyone" not in line, line
    assert "[free](" not in texts.replace("\\[free](", "")  # a masked link
    assert "||spoiler||" not in texts and "**bold**" not in texts and "`code`" not in texts
    # "> quoted" opens a line ("> quoted sits down"): escaped, it is not a block quote.
    assert not any(line.startswith("> ") for line in texts.splitlines())
    assert public_pings(server) == []


async def test_match_messages_ping_only_the_challenged(server: FakeDiscord, bot: Bot) -> None:
    victim, (mention, everyone, link, bold) = evil_members(server)
    table = await challenge_accepted(server, mention, everyone)
    invitation = next(m for m in server.channel_messages() if "challenges" in m.content)
    assert invitation.pings == {everyone.id}  # the challenge notice pings the challenged
    assert escaped(mention.name) in table.content and escaped(everyone.name) in table.content

    lobby = await server.wait_answered(await server.slash(link, "asnas"))
    message = server.messages[str(lobby.original_id)]
    await server.wait_answered(await server.click(bold, message, button_id(message, "Join")))
    await server.wait_for(lambda: escaped(bold.name) in message.content, what="the lobby")
    assert escaped(link.name) in message.content
    assert [pings for _, pings in public_pings(server)] == [{everyone.id}]
    assert victim.id not in {who for _, pings in public_pings(server) for who in pings}
