"""Recovery from Discord errors (issue 22, items 3, 4's redraw, 5 and 9; the shared
`bot.frontend.Recovery`): the fake answers with the error at the worst moment and a committed
game must still become visible and playable, every player get their cards or the "My cards"
fallback, and the clicker whose move was saved never be told "went wrong"."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from adapters.discord.board import Payload, TableMessages
from tests.e2e.discord.fake_discord import CHANNEL_ID, FakeDiscord, Interaction, Member
from tests.e2e.discord.harness import (
    CARD,
    Bot,
    acting_name,
    button_starting,
    challenge_accepted,
    running_bot,
    table_message,
)
from tests.e2e.discord.poker_steps import click, ephemeral_text, turn_of
from tests.e2e.discord.test_asnas import asnas_table

WENT_WRONG = "Sorry, something went wrong"
STALE = "That button is out of date."
DM_CLOSED = "cannot send you direct messages"
# Wake-ups far off: each test runs them itself, when it wants (`transport.run_now`).
OPTIONS: dict[str, Any] = {"redraw_delays": (60.0, 60.0, 60.0), "private_retry_delay": 60.0}
UNAVAILABLE = (503, 0, "Service Unavailable")


@pytest.fixture
async def bot(server: FakeDiscord, tmp_path: Path) -> AsyncIterator[Bot]:
    async with running_bot(server, tmp_path, recovery_options=OPTIONS) as running:
        yield running


async def armed(server: FakeDiscord, bot: Bot, name: str) -> None:
    """Wait until the wake-up `name` is armed (the failure that arms it is answered first)."""
    await server.wait_for(lambda: name in transport(bot).waiting, what=f"wake-up {name}")


def told(interaction: Interaction) -> list[str]:
    """Everything the clicker was answered (reply and follow-ups)."""
    found = [interaction.reply] if interaction.reply is not None else []
    return [m.content for m in [*found, *interaction.followups]]


def transport(bot: Bot) -> Any:
    assert bot.client is not None
    return bot.client.controller.transport


async def accepted(server: FakeDiscord, host: Member, guest: Member) -> Interaction:
    """`host` challenges `guest`, who accepts (`challenge_accepted`); returns the Accept
    click."""
    await challenge_accepted(server, host, guest)
    return next(i for i in server.interactions.values() if i.user is guest)


async def locked_behind_a_failed_edit(server: FakeDiscord) -> tuple[Member, str, Interaction]:
    """Alice challenges Bob, who accepts; Alice locks her first card, but the table's edits
    fail, so the channel still shows her turn (the move is saved). Returns Bob, a lock button
    of the picture before (drawn for Alice's decision) and Alice's click."""
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    old_lock = button_starting(table, "Lock card 2")
    server.fail["PATCH channel"] = [UNAVAILABLE, UNAVAILABLE]
    lock = await server.click(alice, table, button_starting(table, "Lock card 1"))
    await server.wait_answered(lock)
    await server.wait_for(lambda: len(server.fail["PATCH channel"]) < 2, what="a failed edit")
    server.fail["PATCH channel"] = []
    assert acting_name(table_message(server)) == "Alice"  # the group sees the old table
    return bob, old_lock, lock


async def test_22_accepting_draws_the_match_even_when_the_offer_cannot_be_edited(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    server.fail["PATCH original"] = [(404, 10008, "Unknown Message")]
    accept = await accepted(server, alice, bob)
    table = table_message(server)
    assert acting_name(table) == "Alice" and button_starting(table, "Lock card 1")
    assert not any(WENT_WRONG in text for text in told(accept))


@pytest.mark.parametrize(("route", "error"), [
    ("POST open-dm:{alice}", (404, 10013, "Unknown User")),
    ("POST dm:{alice}", UNAVAILABLE),
    ("POST dm:{alice}", (400, 50035, "Invalid Form Body")),
    ("POST dm:{alice}", (403, 50007, "Cannot send messages to this user")),
])
async def test_22_3_one_failed_dm_never_stops_the_other_players_cards(
    server: FakeDiscord, bot: Bot, route: str, error: tuple[int, int, str]
) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    server.fail[route.format(alice=alice.id)] = [error]
    accept = await accepted(server, alice, bob)
    bobs = await server.wait_for(lambda: server.dms_to(bob), what="Bob's cards")
    assert len(CARD.findall(bobs[0].content)) == 2
    assert not any(WENT_WRONG in text for text in told(accept))  # Bob's accept was saved
    # Alice falls back to "My cards", and is told so in the channel, once.
    await server.wait_for(
        lambda: any(DM_CLOSED in m.content and f"<@{alice.id}>" in m.content
                    for m in server.channel_messages()),
        what="the fallback notice",
    )
    assert server.dms_to(alice) == []
    retry = next((name for name in transport(bot).waiting if name.startswith("private:")), None)
    if error[1] == 50007:  # refused for good: no retry
        assert retry is None
        return
    assert retry is not None
    await transport(bot).run_now(retry)
    assert len(CARD.findall(server.dms_to(alice)[0].content)) == 2


async def test_22_4_a_failed_edit_is_redrawn_by_a_wake_up_and_a_stale_press_redraws(
    server: FakeDiscord, bot: Bot
) -> None:
    bob, old_lock, lock = await locked_behind_a_failed_edit(server)
    assert not any(WENT_WRONG in text for text in told(lock))  # saved: never "went wrong"
    # Bob presses a button of that old picture: told it is out of date, and the table redrawn.
    stale = await server.click(bob, table_message(server), old_lock)
    await server.wait_answered(stale)  # (deferred first: the answer follows)
    await server.wait_for(lambda: any(STALE in text for text in told(stale)), what="stale")
    await server.wait_for(lambda: acting_name(table_message(server)) == "Bob", what="redraw")
    live = next(iter(bot.client.services.registry))  # type: ignore[union-attr]
    assert live.state.to_act == 1


async def test_14_3_a_failed_edit_is_retried_by_the_wake_up(
    server: FakeDiscord, bot: Bot
) -> None:
    await locked_behind_a_failed_edit(server)
    live = next(iter(bot.client.services.registry))  # type: ignore[union-attr]
    await armed(server, bot, f"redraw:{live.id}")
    await transport(bot).run_now(f"redraw:{live.id}")
    assert acting_name(table_message(server)) == "Bob"
    assert button_starting(table_message(server), "Lock card 1")


async def test_22_9_on_start_an_open_match_is_redrawn(server: FakeDiscord, bot: Bot) -> None:
    await locked_behind_a_failed_edit(server)
    first = table_message(server)
    await bot.restart()
    await server.wait_for(lambda: acting_name(table_message(server)) == "Bob", what="redraw")
    assert table_message(server).id == first.id  # edited in place


async def test_22_5_a_broken_table_never_stops_another_tables_timer_move(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    for member in (alice, bob):
        command = await server.slash(
            member, "poker", "cash", {"mode": "holdem", "seats": 2, "bots": 1, "buy_in": 500}
        )
        await server.wait_answered(command)
        await ephemeral_text(server, member, "Your table is open")
    assert bot.client is not None
    first, second = list(bot.client.desk.cash)
    before = (second.table.hand_no, second.table.hand_seq)
    # Alice's table lost its channel (every write of it fails); Bob's must still move on.
    server.chaos = lambda route, body: (403, 50013, "Missing Permissions") if (
        route in ("POST channel", "PATCH channel") and "Alice" in str(body)
    ) else None
    # Past the edit interval (50 ms here), so each table's edit goes out at once, in turn.
    since = time.monotonic()
    await server.wait_for(lambda: time.monotonic() - since > 0.06, what="the edit interval")
    bot.clock_offset += 3600
    bot.client.controller.timer.poke()
    await server.wait_for(
        lambda: (second.table.hand_no, second.table.hand_seq) != before, what="Bob's timeout"
    )
    await server.wait_for(
        lambda: "Bob ran out of time." in "\n".join(server.public_texts()), what="Bob's table"
    )
    await armed(server, bot, f"redraw:{first.id}")
    assert "Alice ran out of time." not in "\n".join(server.public_texts())
    server.chaos = None  # the channel is back: the wake-up redraws Alice's table as it is
    await transport(bot).run_now(f"redraw:{first.id}")
    alices = [m for m in server.channel_messages() if "Alice" in m.content]
    assert f"Hand {first.table.hand_no} " in alices[-1].content
    assert f"redraw:{first.id}" not in transport(bot).waiting


async def test_22_9_on_start_an_open_asnas_match_is_redrawn(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    people = {"Alice": alice, "Bob": bob}
    opened = await server.slash(alice, "asnas")
    await server.wait_answered(opened)
    lobby = server.messages[str(opened.original_id)]
    await click(server, bob, lobby, "Join")
    await click(server, alice, lobby, "Start")
    table = await server.wait_for(
        lambda: (t := asnas_table(server)) is not None and turn_of(t) in people and t,
        what="a person's turn",
    )
    who = turn_of(table)
    assert who is not None
    server.fail["PATCH channel"] = [UNAVAILABLE] * 2
    server.fail["POST channel"] = [UNAVAILABLE] * 2
    await click(server, people[who], table, "Call")
    server.fail["PATCH channel"] = server.fail["POST channel"] = []
    assert turn_of(table) == who  # the call is saved, the channel still shows the turn before
    await bot.restart()
    await server.wait_for(lambda: turn_of(table) != who, what="the redraw")
    assert table.id == asnas_table(server).id  # type: ignore[union-attr]


async def test_a_coalesced_edit_that_fails_in_the_background_is_handed_to_recovery(
    server: FakeDiscord, bot: Bot
) -> None:
    assert bot.client is not None and bot.kv is not None
    tables = TableMessages(bot.client, bot.kv, min_interval=0.05)
    failed: list[int] = []
    tables.on_failure = failed.append
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v0"))  # posts
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v0"))  # nothing new: skipped
    server.fail["PATCH channel"] = [UNAVAILABLE]
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v1"))  # too soon: waits
    await server.wait_for(lambda: failed, what="the background failure")
    assert failed == [1] and server.channel_messages()[-1].content == "deal 1 · v0"
    assert [c[0] for c in server.rest_calls if "/channels/" in c[1]] == ["POST", "PATCH"]


async def test_a_redraw_sends_the_waiting_edit_at_once_and_sees_its_failure(
    server: FakeDiscord, bot: Bot
) -> None:
    assert bot.client is not None and bot.kv is not None
    tables = TableMessages(bot.client, bot.kv, min_interval=30.0)
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v0"))  # posts
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v1"))  # too soon: waits
    server.fail["PATCH channel"] = [UNAVAILABLE]
    with pytest.raises(discord.DiscordServerError):
        await tables.flush(1)
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v2"))
    await tables.flush(1)
    assert server.channel_messages()[-1].content == "deal 1 · v2"


async def test_22_3_the_cards_go_out_even_when_the_table_cannot_be_drawn(
    server: FakeDiscord, bot: Bot
) -> None:
    alice = server.add_member("Alice")
    server.fail["POST channel"] = [UNAVAILABLE]
    command = await server.slash(
        alice, "poker", "cash", {"mode": "holdem", "seats": 2, "bots": 1, "buy_in": 500}
    )
    await server.wait_answered(command)
    await ephemeral_text(server, alice, "Your table is open")
    dms = await server.wait_for(lambda: server.dms_to(alice), what="Alice's cards")
    assert len(CARD.findall(dms[0].content)) == 2
    assert not [m for m in server.channel_messages() if " · blinds " in m.content]
    assert bot.client is not None
    (live,) = list(bot.client.desk.cash)
    await armed(server, bot, f"redraw:{live.id}")
    await transport(bot).run_now(f"redraw:{live.id}")  # the table comes; no second DM
    assert [m for m in server.channel_messages() if " · blinds " in m.content]
    assert len(server.dms_to(alice)) == 1
