"""The table message is edited at most about once a second: bursts are coalesced."""

from __future__ import annotations

from adapters.discord.board import Payload, TableMessages
from tests.e2e.discord.fake_discord import CHANNEL_ID, FakeDiscord
from tests.e2e.discord.harness import Bot


def calls(server: FakeDiscord, method: str) -> list[tuple[str, str, object]]:
    return [c for c in server.rest_calls if c[0] == method and "/channels/" in c[1]]


async def test_burst_of_updates_costs_one_coalesced_edit(server: FakeDiscord, bot: Bot) -> None:
    assert bot.client is not None and bot.kv is not None
    tables = TableMessages(bot.client, bot.kv, min_interval=0.3)

    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v0"))  # posts
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v1"))  # too soon: waits
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v2"))  # replaces v1
    posted = server.channel_messages()[-1]
    assert len(calls(server, "POST")) == 1 and calls(server, "PATCH") == []

    await server.wait_for(lambda: posted.content == "deal 1 · v2", what="the coalesced edit")
    assert len(calls(server, "PATCH")) == 1
    assert "deal 1 · v1" not in posted.history

    await tables.show(1, int(CHANNEL_ID), 2, Payload("deal 2"))  # a new deal: a new message
    assert server.channel_messages()[-1].content == "deal 2"
    posted = await tables.posted(1)
    assert posted is not None and posted.message_id == server.channel_messages()[-1].id


async def test_rate_limits_and_a_deleted_message(server: FakeDiscord, bot: Bot) -> None:
    """A 429 on a post or an edit is waited out (discord.py retries); a table message a
    moderator deleted is replaced by a fresh one (10008)."""
    assert bot.client is not None and bot.kv is not None
    tables = TableMessages(bot.client, bot.kv, min_interval=0.0)
    server.rate_limit_posts = server.rate_limit_edits = 1

    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v0"))
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v1"))
    (posted,) = server.channel_messages()
    assert posted.content == "deal 1 · v1"
    assert (server.rate_limit_posts, server.rate_limit_edits) == (0, 0)
    assert len(calls(server, "POST")) == 2 and len(calls(server, "PATCH")) == 2

    server.delete(posted.id)
    await tables.show(1, int(CHANNEL_ID), 1, Payload("deal 1 · v2"))
    (fresh,) = server.channel_messages()
    assert fresh.content == "deal 1 · v2" and fresh.id != posted.id
