"""/pictures on|off on Discord (issue 21 item 1: table pictures per community, by an admin):
only a member with Manage Server chooses; the choice is the server's (over TABLE_IMAGES, off
here) and takes effect on the table's next drawing."""

from __future__ import annotations

from bot.i18n import Localizer
from tests.e2e.discord.fake_discord import MANAGER, FakeDiscord, Member, Message
from tests.e2e.discord.harness import Bot
from tests.e2e.discord.poker_steps import click, has_button, turn
from tests.e2e.discord.test_commands import answer_of
from tests.e2e.discord.test_poker import open_cash

EN, FI = Localizer("en"), Localizer("fi")


async def _move(server: FakeDiscord, alice: Member) -> Message:
    """Alice checks or calls; the table as drawn next (her next turn)."""
    table = await turn(server, lambda who: who == "Alice")
    seen = len(table.history)
    await click(server, alice, table, "Check" if has_button(table, "Check") else "Call")
    await server.wait_for(lambda: len(table.history) > seen, what="the table edited")
    return await turn(server, lambda who: who == "Alice")


async def test_only_a_manager_turns_pictures_on_and_off(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    aino = server.add_member("Aino", locale="fi")
    boss = server.add_member("Boss", permissions=MANAGER)
    await open_cash(server, alice, bots=1, buy_in=400)
    first = await turn(server, lambda who: who == "Alice")
    assert not first.files  # TABLE_IMAGES is off
    refused = await server.slash(aino, "pictures", options={"state": "on"}, locale="fi")
    assert await answer_of(server, refused) == FI.t("discord-needs-manage-server")
    assert not (await _move(server, alice)).files  # refused: nothing changed
    on = await server.slash(boss, "pictures", options={"state": "on"})
    assert await answer_of(server, on) == EN.t("pictures-on")
    table = await _move(server, alice)  # the next drawing carries the picture
    assert len(table.files) == 1 and table.embeds[-1]["image"]["url"] == "attachment://table.png"
    off = await server.slash(boss, "pictures", options={"state": "off"})
    assert await answer_of(server, off) == EN.t("pictures-off")
    assert not (await _move(server, alice)).files
