"""Every click and dialog is answered (issue 22 item 4): a button taken off its message since
the clicker's client drew it, an id nothing knows, a dialog nothing opened. discord.py drops
those unanswered ("This interaction failed"); the bot answers "out of date" and redraws."""

from __future__ import annotations

from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import Bot, challenge_accepted, press
from tests.e2e.discord.poker_steps import button, click, ephemeral_text, poker_table, turn
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
    seen = len(poker_table(server).history)

    late = await server.click(alice, table, all_in, as_seen=first_screen)
    await ephemeral_text(server, alice, STALE)
    assert late.responses
    await server.wait_for(lambda: len(poker_table(server).history) > seen, what="the redraw")
    assert "goes all-in" not in "\n".join(server.public_texts())
