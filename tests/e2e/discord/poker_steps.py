"""Steps the poker and As-Nas tests share: finding the table, whose turn, pressing buttons."""

from __future__ import annotations

from collections.abc import Callable

from tests.e2e.discord.fake_discord import FakeDiscord, Interaction, Member, Message

POKER_TITLE = " · blinds "


def poker_table(server: FakeDiscord) -> Message:
    """The newest poker table message in the channel."""
    tables = [m for m in server.channel_messages() if POKER_TITLE in m.content]
    assert tables, "no poker table message"
    return tables[-1]


def maybe_poker_table(server: FakeDiscord) -> Message | None:
    tables = [m for m in server.channel_messages() if POKER_TITLE in m.content]
    return tables[-1] if tables else None


def turn_of(message: Message) -> str | None:
    for line in message.content.splitlines():
        if line.startswith("Turn: "):
            return line.removeprefix("Turn: ")
    return None


def labels_of(message: Message) -> list[str]:
    return message.labels()


def has_button(message: Message, prefix: str) -> bool:
    return any(label.startswith(prefix) for label in message.labels())


def button(message: Message, prefix: str) -> str:
    return str(
        message.button(lambda b: str(b.get("label", "")).startswith(prefix))["custom_id"]
    )


async def turn(
    server: FakeDiscord, name: str | Callable[[str | None], bool], limit: float = 5.0
) -> Message:
    """Wait until the newest table shows the turn of `name` with its buttons; returns it."""

    def ready() -> Message | None:
        table = maybe_poker_table(server)
        if table is None:
            return None
        who = turn_of(table)
        wanted = name(who) if callable(name) else who == name
        return table if wanted and table.buttons() else None

    found: Message = await server.wait_for(ready, limit, f"the turn of {name}")
    return found


async def click(
    server: FakeDiscord, member: Member, message: Message, prefix: str
) -> Interaction:
    """Press the button whose label starts with `prefix` and wait for the bot's answer."""
    pressed = await server.click(member, message, button(message, prefix))
    await server.wait_answered(pressed)
    return pressed


async def changed(server: FakeDiscord, message: Message, seen: int) -> None:
    """Wait until the table message was edited past `seen` texts, or a newer table exists."""
    await server.wait_for(
        lambda: len(message.history) > seen or poker_table(server).id != message.id,
        what="the table to change",
    )


async def ephemeral_text(server: FakeDiscord, member: Member, containing: str) -> str:
    def found() -> str | None:
        for message in reversed(server.ephemerals_to(member)):
            if containing in message.content:
                return message.content
        return None

    try:
        text: str = await server.wait_for(found, what=f"an ephemeral reply with {containing!r}")
    except AssertionError as missing:
        seen = [m.content for m in server.ephemerals_to(member)]
        raise AssertionError(f"{missing}; {member.name} was told {seen}") from None
    return text
