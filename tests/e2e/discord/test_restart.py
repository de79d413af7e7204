"""A restart mid-deal: the match reloads from the store and the old buttons keep working."""

from __future__ import annotations

import pytest

from bot.matches import MatchService
from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import (
    Bot,
    acting_name,
    button_starting,
    challenge_accepted,
    press,
    settled,
    snapshot,
    table_message,
)


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
    assert "bet 1 this round" in table.content and acting_name(table) == "Bob"
    table = await press(server, bob, "Call")
    assert "Deal 1:" in table.content and "deal 2" in table.content


async def test_restart_between_deals_deals_the_next_one(
    server: FakeDiscord, bot: Bot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The shared start-up (`Fronts.resume`): a match whose process ended after one deal's
    settlement and before the next deal is dealt on when the bot is back."""
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    await challenge_accepted(server, alice, bob)
    await press(server, alice, "Lock card 1")
    await press(server, bob, "Lock card 1")
    await press(server, alice, "Check")

    async def crash(match_id: int) -> tuple[object, ...]:
        return ()  # the process dies before dealing the next one

    assert bot.client is not None
    monkeypatch.setattr(bot.client.services.service, "advance", crash)
    finished = await press(server, bob, "Check")
    (live,) = list(bot.client.services.registry)
    assert live.state.deal_over

    client = await bot.restart()

    (live,) = list(client.services.registry)
    assert live.state.deal_no == 2 and not live.state.deal_over
    table = await server.wait_for(
        lambda: table_message(server).id != finished.id and table_message(server),
        what="the next deal drawn")
    assert acting_name(table) is not None and button_starting(table, "Lock card 1")


async def test_too_old_table_message_is_replaced(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    old = await challenge_accepted(server, alice, bob)
    server.too_old.add(old.id)  # Discord refuses edits to it (30046)

    table = await press(server, alice, "Lock card 1")

    assert table.id != old.id and "Alice" in table.content
    assert acting_name(table) == "Bob"
    table = await press(server, bob, "Lock card 1")  # edits go to the new message
    assert table.id == table_message(server).id and acting_name(table) == "Alice"


@pytest.mark.parametrize("bot", [0.3], indirect=True)
async def test_turn_timer_plays_for_absent_players(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    assert "Time runs out <t:" in table.content  # a client-side countdown, no edits

    # Nobody clicks: each lock takes the first card and each bet decision checks (NK-8.1).
    table = await server.wait_for(
        lambda: "deal 2" in table_message(server).content and table_message(server),
        limit=8,
        what="the timers to finish deal 1",
    )
    assert "Deal 1:" in table.content and "folded" not in table.content


async def test_restart_leaves_other_platforms_matches_alone(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    await challenge_accepted(server, alice, bob)
    # A Telegram match in the same database (both adapters may run on one file).
    # Discord's own service refuses a community that is not Discord's, so another one makes it.
    service = MatchService(bot.store)
    telegram = await bot.store.ensure_player("telegram", "42", "Tanja")
    await bot.store.grant_if_new("tg:-100123", telegram, 1000)
    other, _ = await service.start_match(
        "tg:-100123", telegram, channel="-100123", opponent="always-call"
    )

    client = await bot.restart()

    live = list(client.services.registry)
    assert [m.channel for m in live] == [str(table_message(server).channel_id)]
    assert other not in {m.id for m in live}


async def test_rate_limited_edit_is_retried_by_discord_py(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    server.rate_limit_edits = 1  # the next table edit gets a 429

    table = await press(server, alice, "Lock card 1")

    edits = [c for c in server.rest_calls if c[0] == "PATCH" and c[1].endswith(f"/{table.id}")]
    assert len(edits) == 2  # the refused edit and discord.py's own retry
    assert acting_name(table) == "Bob"


async def test_amount_dialog_opened_before_a_restart_still_submits(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    await challenge_accepted(server, alice, bob)
    await press(server, alice, "Lock card 1")
    table = await press(server, bob, "Lock card 1")
    opened = await server.wait_answered(
        await server.click(alice, table, button_starting(table, "Other amount"))
    )

    await bot.restart()
    before = snapshot(server)
    await server.wait_answered(await server.submit_modal(alice, opened, {"amount": "3"}))

    await server.wait_for(lambda: settled(server, before), what="the table after the dialog")
    assert "bet 3 this round" in table_message(server).content


@pytest.mark.parametrize("bot", [0.4], indirect=True)
async def test_turn_timer_survives_a_restart(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)

    await bot.restart()  # the deadline is in the store, not in the old process

    await server.wait_for(
        lambda: acting_name(table_message(server)) == "Bob", limit=5, what="Alice's timeout"
    )
    assert table_message(server).id == table.id and "card locked" in table_message(server).content
