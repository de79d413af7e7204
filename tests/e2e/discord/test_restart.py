"""A restart mid-deal: the match reloads from the store and the old buttons keep working."""

from __future__ import annotations

from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import Bot, acting_name, challenge_accepted, press, table_message


async def test_restart_mid_deal_resumes_with_old_buttons(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    await challenge_accepted(server, alice, bob)
    await press(server, alice, "Lock card 1")
    table = await press(server, bob, "Lock card 2")
    before = table.content

    await bot.restart()

    # The message posted before the restart, with its buttons, is still the table.
    table = table_message(server)
    assert table.content == before and acting_name(table) == "Alice"
    table = await press(server, alice, "Min 1")
    assert table.id == table_message(server).id
    assert "in this round: 1" in table.content and acting_name(table) == "Bob"
    table = await press(server, bob, "Call")
    assert "Deal 1:" in table.content and "deal 2" in table.content


async def test_too_old_table_message_is_replaced(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    old = await challenge_accepted(server, alice, bob)
    server.too_old.add(old.id)  # Discord refuses edits to it (30046)

    table = await press(server, alice, "Lock card 1")

    assert table.id != old.id and "Alice" in table.content
    assert acting_name(table) == "Bob"
    table = await press(server, bob, "Lock card 1")  # edits go to the new message
    assert table.id == table_message(server).id and acting_name(table) == "Alice"
