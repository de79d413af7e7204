"""An Omaha hand through the real discord.py client (issue 22 item 13): pot-limit sizing on the
buttons ("Pot" is the most anyone may raise to, no all-in button while the stack is deeper) and
in the amount dialog (its bounds are the pot limit; more is refused, the limit itself plays).

Heads-up against a computer that always calls; blinds 10/20, 1,000 each. Before the flop the
pot limit is 60 whichever blind Alice holds (20 + 30 + 10 as small blind, 20 + 40 as big blind
after the call); on the flop a pot bet is the pot, 100.
"""

from __future__ import annotations

from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import Bot
from tests.e2e.discord.poker_steps import (
    click,
    ephemeral_text,
    has_button,
    poker_table,
    turn,
)
from tests.e2e.discord.test_poker import open_cash


def texts(server: FakeDiscord) -> str:
    return "\n".join(server.public_texts())


async def test_omaha_pot_limit_through_buttons_and_dialog(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=1, buy_in=1000, mode="omaha", seats=2)
    table = await turn(server, "Alice")
    assert "Omaha" in table.content and "Hand 1 " in table.content
    hole = server.dms_to(alice)[-1].content
    assert len(hole.splitlines()[-1].split()) >= 4  # four hole cards (after the label)

    # Before the flop: presets up to the pot limit, and no all-in (the stack is deeper).
    assert has_button(table, "Pot (60)") and has_button(table, "Minimum (40)")
    assert not has_button(table, "All-in")
    opened = await click(server, alice, table, "Other amount")
    assert opened.response_type == 9
    label = opened.responses[0]["data"]["components"][0]["components"][0]["label"]
    assert label == "Amount from 40 to 60"
    over = await server.wait_answered(await server.submit_modal(alice, opened, {"amount": "61"}))
    await ephemeral_text(server, alice, "Enter an amount from 40 to 60.")
    assert over.responses
    limit = await server.submit_modal(alice, opened, {"amount": "60"})
    await server.wait_answered(limit)
    await server.wait_for(lambda: "Alice raises to 60." in texts(server), what="the raise")

    # The computer calls; on the flop Alice bets the pot with its button.
    table = await turn(
        server, lambda who: who == "Alice" and "Board:" in poker_table(server).content
    )
    assert "Pot: 120" in table.content
    assert has_button(table, "Pot (120)") and not has_button(table, "All-in")
    await click(server, alice, table, "Pot (120)")
    await server.wait_for(lambda: "Alice bets 120." in texts(server), what="the pot bet")

    # Checked down to the end.
    for _ in range(6):
        table = poker_table(server)
        if "wins" in table.content or "Hand 2 " in table.content:
            break
        table = await turn(
            server, lambda who: who == "Alice" or "wins" in poker_table(server).content
        )
        if "wins" in table.content:
            break
        await click(server, alice, table, "Check" if has_button(table, "Check") else "Call")
    # The pot: 60 + 60 before the flop, 120 + 120 on it (seed 7 deals Alice the winner).
    await server.wait_for(lambda: "Alice wins 360" in texts(server), what="the showdown")
    assert "Alice · 1,180" in texts(server)
    assert bot.client is not None
    (live,) = list(bot.client.desk.cash)
    table_chips = 1000 + live.table.bot_chips_in - live.table.bot_chips_out
    assert live.table.chips() == table_chips  # nothing made or lost
