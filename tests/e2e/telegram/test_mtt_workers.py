"""A scheduled multi-table tournament served by two Telegram webhook workers on one PostgreSQL
database (issue 18): the worker that scheduled it drives it; presses that reach the other
worker — Register, a person's moves at the tournament's table, an amount typed in reply to
the driver's question — are relayed to the driver (`bot.relay`), answered and applied there
once; `/mtt list` on the other worker lists it.
Skipped, and said so, without a PostgreSQL server."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import aiohttp

from bot.store import Store
from tests.e2e.telegram.fake_bot_api import FakeBotApi, StoredMessage
from tests.e2e.telegram.harness import ALICE, BOB, EN, FI, GROUP, GROUP_ID, button
from tests.e2e.telegram.test_three_workers import (
    RUN,
    Worker,
    start_worker,
    stop,
    until_listening,
)

# The production entry as in test_three_workers, with one more thing sped up: a tournament
# scheduled "in 1 minute" starts 4 seconds after it is scheduled.
SOON = RUN.replace("app.run(Settings())", """
import dataclasses
from bot.frontend import words
parse = words.schedule
def soon(args, now, decision_s):
    found = parse(args, now, decision_s)
    return None if found is None else (dataclasses.replace(found[0], start_at=now + 4),
                                       found[1])
words.schedule = soon
app.run(Settings())
""")


async def click(http: aiohttp.ClientSession, secret: str, worker: Worker, api: FakeBotApi,
                user: dict[str, Any], message: StoredMessage, label: str) -> dict[str, Any]:
    """Press a button through `worker`; the answer, whichever worker gave it."""
    update = api.click_update(user, message, button(message, label))
    assert await worker.post(http, secret, update) == 200
    await api.wait_until(lambda: update["callback_query"]["id"] in api.callback_answers,
                         within=10)
    return api.answer_to(update)


async def player_id(store: Store, user: dict[str, Any]) -> int:
    found = await store.read("SELECT id FROM players WHERE platform = 'telegram'"
                             " AND external_id = ?", (str(user["id"]),))
    return int(found[0][0])


def turn_button(api: FakeBotApi) -> tuple[StoredMessage, str] | None:
    """The group's latest table message (it has "My cards") with a Check or Call button, and
    that button's label (Fold is not offered when a check is free, so it cannot mark a turn)."""
    moves = EN.t("action-check"), EN.t("action-call-amount", amount=0)[:-1]
    for message in reversed(api.chat_messages(GROUP_ID)):
        labels = [b["text"] for b in message.buttons()]
        if EN.t("chat-my-cards") in labels:
            return next(((message, label) for label in labels if label.startswith(moves)),
                        None)
    return None


def question(api: FakeBotApi, user: dict[str, Any], after: int) -> StoredMessage | None:
    """The "Other amount" question to `user` posted after message `after`, if any."""
    for message in reversed(api.chat_messages(GROUP_ID)):
        if message.message_id > after and "force_reply" in (message.reply_markup or {}) \
                and message.text.startswith(f"{user['first_name']},"):  # names the asked
            return message
    return None


async def test_presses_reaching_another_worker_are_played_by_the_driver(
    api: FakeBotApi, pg_url: str, tmp_path: Path
) -> None:
    api.dm_open.update({ALICE["id"], BOB["id"]})
    api.admins[GROUP_ID] = {ALICE["id"]}
    workers = [await start_worker(api, pg_url, tmp_path, script=SOON, turn_seconds=30)
               for _ in range(2)]
    driver, other = workers
    try:
        await api.wait_until(lambda: len(api.calls_to("setWebhook")) == 2, within=30)
        assert api.webhook is not None
        secret = str(api.webhook["secret_token"])
        async with aiohttp.ClientSession() as http, await Store.open(pg_url) as store:
            for worker in workers:
                await until_listening(http, worker, secret)
            assert await driver.post(http, secret, api.message_update(
                GROUP, ALICE, "/mtt 1 100 3")) == 200
            await api.wait_until(lambda: any(
                "entry 100 chips" in m.text for m in api.chat_messages(GROUP_ID)), within=10)
            lobby = api.last_message(GROUP_ID)

            # Register through the worker that does not drive it: relayed, answered, paid.
            for user in (BOB, ALICE):
                label = EN.t("chat-tourney-register", entry=100)
                answer = await click(http, secret, other, api, user, lobby, label)
                assert answer.get("show_alert") is not True, answer
            await api.wait_until(lambda: "Registered: 5" in api.messages[
                (GROUP_ID, lobby.message_id)].text, within=10)
            assert await other.post(http, secret, api.message_update(
                GROUP, BOB, "/mtt list")) == 200
            await api.wait_until(lambda: api.last_message(GROUP_ID).text.startswith(FI.t(
                "mtt-chat-list-row", name=FI.t("mtt-kind"), count=5, start="")[:30]),
                within=10)

            started = EN.t("mtt-event-started", entries=5, tables=1, pool=500)
            await api.wait_until(lambda: any(
                m.text == started for m in api.chat_messages(GROUP_ID)), within=20)

            # People's moves through the other worker (each applied once, in order): whoever
            # is not to act is refused, whoever is plays.
            (table_id,) = [int(row[0]) for row in await store.read(
                "SELECT id FROM matches WHERE game LIKE 'mtt:table:%' AND status = 'open'")]
            moved = 0
            async with asyncio.timeout(60):
                while moved < 2:
                    found = turn_button(api)
                    if found is None:
                        await asyncio.sleep(0.1)
                        continue
                    table, label = found
                    for user in (ALICE, BOB):
                        record = await store.load_match(table_id)
                        assert record is not None
                        answer = await click(http, secret, other, api, user, table, label)
                        if answer.get("show_alert"):  # not theirs, or drawn for a past turn
                            continue
                        person = await player_id(store, user)
                        events = await store.match_events(table_id)
                        assert [e.seq for e in events] == list(range(1, len(events) + 1))
                        assert [e.seq for e in events if e.seq > record.seq and json.loads(
                            e.action_json).get("player") == person] != []
                        moved += 1
                        break
                    else:
                        await asyncio.sleep(0.1)
            # An amount: "Other amount" through the other worker (the driver asks), the reply
            # typed to the question through the other worker too (the driver applies it).
            async with asyncio.timeout(60):
                while True:
                    found = turn_button(api)
                    table = None if found is None else found[0]
                    if table is None or not any(b["text"] == EN.t("chat-other-amount")
                                                for b in table.buttons()):
                        await asyncio.sleep(0.1)
                        continue
                    asked, before = None, api.last_message(GROUP_ID).message_id
                    for user in (ALICE, BOB):
                        answer = await click(http, secret, other, api, user, table,
                                             EN.t("chat-other-amount"))
                        if not answer.get("show_alert"):
                            asked = user
                            break
                    if asked is None:
                        await asyncio.sleep(0.1)
                        continue
                    # The question asked now (the press is answered before it is posted; an
                    # older one may still be in the chat), in the asked player's language
                    # (Bob reads Finnish): a forced reply whose placeholder is the range,
                    # answered once the driver has stored it.
                    await api.wait_until(
                        lambda u=asked, b=before: question(api, u, b) is not None, within=10)
                    prompt = question(api, asked, before)
                    assert prompt is not None and prompt.reply_markup is not None
                    for _ in range(200):  # (10 s)
                        if await store.read(
                                "SELECT 1 FROM adapter_kv WHERE namespace = 'tg-prompt'"
                                " AND key = ?", (f"{GROUP_ID}:{prompt.message_id}",)):
                            break
                        await asyncio.sleep(0.05)
                    else:
                        raise AssertionError("the driver never stored its question")
                    low = int(prompt.reply_markup["input_field_placeholder"].split("-")[0])
                    record = await store.load_match(table_id)
                    assert record is not None
                    assert await other.post(http, secret, api.message_update(
                        GROUP, asked, str(low), reply_to=prompt)) == 200
                    try:
                        await api.wait_until(
                            lambda p=prompt: (GROUP_ID, p.message_id) not in api.messages,
                            within=10)  # answered: the question is deleted
                    except AssertionError:
                        continue  # the turn timed out first: the reply was stale; again
                    person = await player_id(store, asked)
                    acts = [json.loads(e.action_json) for e in await store.match_events(table_id)
                            if e.seq > record.seq]
                    assert any(a.get("player") == person and a["action"].get("amount") == low
                               for a in acts if a.get("kind") == "act"), acts
                    break
            gone = EN.t("chat-tourney-gone"), FI.t("chat-tourney-gone")
            assert not [a for a in api.callback_answers.values() if a.get("text") in gone]
    finally:
        await stop(workers)
    for worker in workers:
        assert worker.child.returncode == 0
