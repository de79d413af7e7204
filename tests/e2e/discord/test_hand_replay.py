"""/hand on Discord (issue 21): a finished hand of the channel's poker table replayed to the
reader alone, in their language, with only what the table saw (the `bot` fixture's guard checks
every public message against the hidden cards, and the replay is checked here too)."""

from __future__ import annotations

import asyncio

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
    (live,) = list(bot.client.desk.cash)

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


async def test_hand_replay_of_a_closed_table(server: FakeDiscord, bot: Bot) -> None:
    """The table's hands stay readable once it is closed: /hand last is the most recent table's
    last hand, /hand N that table's hand N."""
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=1, buy_in=400)
    while "Hand 1 " in poker_table(server).content:
        table = await turn(server, lambda who: who is not None)
        if "Hand 1 " not in table.content:
            break
        await click(server, alice, table, "Fold" if has_button(table, "Fold") else "Check")
    assert bot.client is not None
    (live,) = list(bot.client.desk.cash)
    cancel = await server.slash(alice, "cancel")
    await server.wait_answered(cancel)
    for _ in range(10):  # the hand in play finishes (timeouts), then the table closes
        if not list(bot.client.desk.cash):
            break
        bot.clock_offset += 3600
        bot.client.controller.timer.poke()
        await asyncio.sleep(0.05)
    assert live.table.closed and not list(bot.client.desk.cash)
    last = await server.slash(alice, "hand", options={"which": "last"})
    await server.wait_answered(last)
    await ephemeral_text(server, alice, EN.t("replay-title", hand=live.table.hand_no,
                                             table=live.id))
    first = await server.slash(alice, "hand", options={"which": "1"})
    await server.wait_answered(first)
    await ephemeral_text(server, alice, EN.t("replay-title", hand=1, table=live.id))


async def test_a_tournament_hand_s_replay_escapes_the_names_its_places_carry(
    server: FakeDiscord, bot: Bot,
) -> None:
    """A Sit & Go's last hand replayed: who went out in which place and who won are named
    from the events' own data; those names are escaped like every other line's."""
    from adapters.discord.names import shown
    from tests.e2e.discord.test_tournament import open_lobby, play_to_the_end, tournaments

    a, b = server.add_member("**Bold** _x_"), server.add_member("||sp|| ~~s~~")
    lobby = await open_lobby(server, a, "sitngo", {"seats": 2, "entry": 100})
    await click(server, a, lobby, "Register")
    await click(server, b, lobby, "Register")
    (live,) = tournaments(bot)
    await server.wait_for(lambda: live.table.started, what="the start")
    await play_to_the_end(server, bot, live, {shown(a.name): a, shown(b.name): b})
    await server.wait_answered(await server.slash(a, "hand", options={"which": "last"}))
    replay = await ephemeral_text(server, a, "as the table saw it")
    assert "**Bold**" not in replay and "||sp||" not in replay, replay
    assert shown(a.name) in replay or shown(b.name) in replay
