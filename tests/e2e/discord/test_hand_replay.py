"""/hand on Discord (issue 21): a finished hand of the channel's poker table replayed to the
reader alone, in their language, with only what the table saw (the `bot` fixture's guard checks
every public message against the hidden cards, and the replay is checked here too)."""

from __future__ import annotations

from bot.i18n import Localizer
from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import CARD, Bot
from tests.e2e.discord.poker_steps import click, ephemeral_text, has_button, poker_table, turn
from tests.e2e.discord.test_poker import open_cash

EN, FI = Localizer("en"), Localizer("fi")


async def test_hand_replay_last_by_number_and_refusals(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    early = await server.slash(alice, "hand")
    await server.wait_answered(early)
    await ephemeral_text(server, alice, EN.t("replay-not-found"))

    await open_cash(server, alice, bots=1, buy_in=400)
    while "Hand 1 " in poker_table(server).content:
        table = await turn(server, lambda who: who is not None)
        if "Hand 1 " not in table.content:
            break
        await click(server, alice, table, "Fold" if has_button(table, "Fold") else "Check")
    assert bot.client is not None
    (live,) = list(bot.client.poker_tables.service)

    asked = await server.slash(alice, "hand", options={"which": "last"})
    await server.wait_answered(asked)
    title = EN.t("replay-title", hand=1, table=live.id)
    replay = await ephemeral_text(server, alice, title)
    assert EN.t("replay-dealt", seat=2, name="Alice") in replay
    # Every card the replay names was public at the table (board, showdown).
    assert set(CARD.findall(replay)) <= await bot.revealed_faces()

    finn = server.add_member("Kaisa")
    numbered = await server.slash(finn, "hand", options={"which": "1"}, locale="fi")
    await server.wait_answered(numbered)
    await ephemeral_text(server, finn, FI.t("replay-title", hand=1, table=live.id))

    wrong = await server.slash(alice, "hand", options={"which": "first"})
    await server.wait_answered(wrong)
    await ephemeral_text(server, alice, EN.t("replay-usage-chat"))
    missing = await server.slash(alice, "hand", options={"which": "9"})
    await server.wait_answered(missing)
    await ephemeral_text(server, alice, EN.t("replay-not-found"))
