"""Every click and dialog is answered (issue 22 item 4): a button taken off its message since
the clicker's client drew it, an id nothing knows, a dialog nothing opened. discord.py drops
those unanswered ("This interaction failed"); the bot answers "out of date" and redraws."""

from __future__ import annotations

import asyncio
import dataclasses

from tests.e2e.discord.fake_discord import OTHER_CHANNEL_ID, OTHER_GUILD_ID, FakeDiscord
from tests.e2e.discord.harness import Bot, button_id, challenge_accepted, press
from tests.e2e.discord.poker_steps import button, click, ephemeral_text, poker_table, turn
from tests.e2e.discord.test_places import NOT_VALID, told
from tests.e2e.discord.test_refusals import STALE
from tests.e2e.discord.test_refusals import ephemeral_text as refusal

UNKNOWN_ROW = [{"type": 1, "components": [{"type": 2, "style": 2, "label": "Old",
                                          "custom_id": "legacy:button:1"}]}]


async def test_unknown_button_and_dialog_are_answered(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    # A button of an older release of the bot, on a message drawn by it.
    server.messages[table.id].components = [*table.components, *UNKNOWN_ROW]
    old = await server.wait_answered(await server.click(alice, table, "legacy:button:1"))
    assert refusal(old) == STALE

    await press(server, alice, "Lock card 1")
    table = await press(server, bob, "Lock card 1")
    opened = await click(server, alice, table, "Other amount")
    unknown = await server.submit_modal(alice, opened, {"amount": "5"}, custom_id="legacy:modal")
    assert refusal(await server.wait_answered(unknown)) == STALE


async def test_stale_poker_button_is_answered_and_redrawn(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    command = await server.slash(alice, "poker", "cash", {"seats": 2, "bots": 1, "buy_in": 400})
    await server.wait_answered(command)
    table = await turn(server, "Alice")
    first_screen, all_in = table.shown[-1], button(table, "All-in")
    await click(server, alice, table, "Call" if "Call" in str(table.labels()) else "Check")
    await server.wait_for(lambda: poker_table(server).shown[-1] != first_screen, what="a move")
    await turn(server, "Alice")  # her turn again: the computer has moved too
    await asyncio.sleep(1.2)  # (past the board's coalescing of close edits)
    now = poker_table(server)
    seen, drawn = len(now.history), now.content

    late = await server.click(alice, table, all_in, as_seen=first_screen)
    await ephemeral_text(server, alice, STALE)
    assert late.responses
    # Redrawn as it is now, which it already showed: the lines of the moves are not dropped
    # (a redraw used to show the hand without them), and an unchanged table is not edited.
    await asyncio.sleep(1.2)
    assert poker_table(server).content == drawn and len(poker_table(server).history) == seen
    assert "goes all-in" not in "\n".join(server.public_texts())


async def test_buttons_of_an_earlier_release_keep_their_meaning(server: FakeDiscord,
                                                               bot: Bot) -> None:
    """An offer drawn before the challenge buttons were called "chal" ("ask" then) is still
    accepted by its button, and only in its own channel."""
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    command = await server.slash(alice, "updown", "challenge", {"opponent": bob})
    await server.wait_answered(command)
    invitation = server.messages[str(command.original_id)]
    assert bot.client is not None
    codec = bot.client.codec
    accept = codec.decode(button_id(invitation, "Accept"))
    old_id = codec.encode(dataclasses.replace(accept, tag="ask"))
    server.messages[invitation.id].components = [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Accept",
                                    "custom_id": old_id}]}]
    elsewhere = await server.click(bob, invitation, old_id, where=(OTHER_GUILD_ID,
                                                                   OTHER_CHANNEL_ID))
    assert told(await server.wait_answered(elsewhere)) == NOT_VALID
    await server.wait_answered(await server.click(bob, invitation, old_id))
    await server.wait_for(lambda: [m for m in server.channel_messages()
                                   if "Up/Down · deal" in m.content], what="the match")
