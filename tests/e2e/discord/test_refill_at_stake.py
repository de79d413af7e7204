"""Issue 22 item 8: no refill while a member's chips are at stake in an Up/Down match.

With a starting grant of exactly one Up/Down buy-in, accepting a challenge moves the whole
balance into the match: the balance reads zero, yet the member is not broke.
"""

from __future__ import annotations

from bot.i18n import Localizer
from tests.e2e.discord.fake_discord import GUILD_ID, FakeDiscord
from tests.e2e.discord.harness import Bot, challenge_accepted
from tests.e2e.discord.poker_steps import ephemeral_text

BUY_IN = 20  # UD-1: each player starts a match with 20 chips


async def test_no_refill_while_the_whole_balance_sits_in_a_match(
    server: FakeDiscord, bot: Bot
) -> None:
    await bot.stop()
    bot.settings = bot.settings.model_copy(update={"starting_grant": BUY_IN})
    await bot.start()
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    await challenge_accepted(server, alice, bob)
    player = await bot.store.ensure_player("discord", str(alice.id), "Alice")
    rows = await bot.store.ledger(GUILD_ID, player)
    assert rows[-1].balance_after == 0  # everything she had is in the match

    refill = await server.slash(alice, "refill")
    await server.wait_answered(refill)
    await ephemeral_text(server, alice, Localizer("en").t("error-refill-not-broke"))
    after = await bot.store.ledger(GUILD_ID, player)
    assert [r.reason for r in after] == [r.reason for r in rows]  # no refill row
