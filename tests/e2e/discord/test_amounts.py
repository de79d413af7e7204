"""Amounts typed into the dialog (issue 22 item 10), read by `bot.amounts.parse_amount`: decimal
digits of any script and thousands grouped the way the bot prints them are amounts; superscripts
and circled digits (which `str.isdigit` accepts and `int` does not) are refused in words, never
"something went wrong"."""

from __future__ import annotations

from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import Bot
from tests.e2e.discord.poker_steps import click, turn
from tests.e2e.discord.test_refusals import ephemeral_text, open_amount_dialog, stored_seq

NOT_A_NUMBER = "Please enter a whole number of chips."


async def test_updown_dialog_reads_any_scripts_digits(server: FakeDiscord, bot: Bot) -> None:
    opened, alice = await open_amount_dialog(server, bot)
    seq = await stored_seq(bot)
    for typed in ("²", "①", "⁵⁵", "1_0", "-5"):
        sent = await server.wait_answered(
            await server.submit_modal(alice, opened, {"amount": typed})
        )
        assert ephemeral_text(sent) == NOT_A_NUMBER, typed
    assert await stored_seq(bot) == seq

    persian = await server.submit_modal(alice, opened, {"amount": "۱۰"})  # 10
    await server.wait_answered(persian)
    await server.wait_for(
        lambda: any("bet 10 this round" in t for t in server.public_texts()), what="the bet"
    )
    assert await stored_seq(bot) == seq + 1


async def test_poker_dialog_reads_grouped_thousands(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    command = await server.slash(
        alice, "poker", "cash", {"seats": 2, "bots": 1, "buy_in": 1000}
    )
    await server.wait_answered(command)
    table = await turn(server, "Alice")
    opened = await click(server, alice, table, "Other amount")
    assert opened.response_type == 9
    sent = await server.submit_modal(alice, opened, {"amount": "1,000"})  # as the bot prints it
    await server.wait_answered(sent)
    # Both stacks (1,000 each) went in: Alice's raise to 1,000 was called.
    await server.wait_for(
        lambda: "wins 2,000" in "\n".join(server.public_texts()), what="the 2,000 pot"
    )
    assert not [m for m in server.ephemerals_to(alice) if "went wrong" in m.content]
