"""Issue 14 item 4: a group upgraded to a supergroup gets a new chat id. Its service message
(and `ChatMigrated` from the Bot API, if the bot writes to the old id first) moves the
community: balances (no second starting grant), matches and poker tables, the group's
language; every open game is drawn again in the new chat and plays on there."""

from __future__ import annotations

from typing import Any

from tests.e2e.telegram.harness import ALICE, BOB, EN, FI, button, runtime, where_drawn

OLD_ID, NEW_ID = -4001, -1004001
OLD = {"id": OLD_ID, "type": "group", "title": "Felt club"}
NEW = {"id": NEW_ID, "type": "supergroup", "title": "Felt club"}
CAROL = {"id": 33, "is_bot": False, "first_name": "Carol", "language_code": "en"}


def service(api: Any, chat: dict[str, Any], **migration: int) -> dict[str, Any]:
    update = api.message_update(chat, ALICE, "x")
    del update["message"]["text"]
    update["message"].update(migration)
    return update


async def balances(bot: Any) -> dict[tuple[str, int], int]:
    rows = await runtime(bot).store._fetchall(
        "SELECT community, player_id, SUM(delta) FROM ledger GROUP BY community, player_id")
    return {(str(c), int(p)): int(total) for c, p, total in rows}


async def test_the_service_message_moves_balances_and_games(running: Any, api: Any) -> None:
    async with running(table_bots="always-call", opponent="always-call") as bot:
        await bot.say(OLD, ALICE, "/updown", reply_to_user=BOB)
        offer = api.last_message(OLD_ID)
        await bot.click(BOB, offer, button(offer, EN.t("chat-accept")))
        await bot.say(OLD, CAROL, "/holdem")
        await runtime(bot).set_chat_lang(OLD_ID, "fi")
        before = await balances(bot)
        assert {c for c, _ in before} == {f"tg:{OLD_ID}"}
        (match,) = list(runtime(bot).service.registry)

        api.migrated[OLD_ID] = NEW_ID  # from now on the old id is refused
        await bot.feed(service(api, OLD, migrate_to_chat_id=NEW_ID))
        await bot.feed(service(api, NEW, migrate_from_chat_id=OLD_ID))  # nothing left to move

        after = await balances(bot)
        for (_, player), total in before.items():
            assert after[(f"tg:{NEW_ID}", player)] == total
            assert after[(f"tg:{OLD_ID}", player)] == 0
        rows = await runtime(bot).store._fetchall("SELECT DISTINCT community, channel FROM matches")
        assert rows == [(f"tg:{NEW_ID}", str(NEW_ID))]
        assert (match.community, match.channel) == (f"tg:{NEW_ID}", str(NEW_ID))
        (table,) = list(runtime(bot).desk.cash)
        assert (table.table.community, table.channel) == (f"tg:{NEW_ID}", str(NEW_ID))
        assert await runtime(bot).chat_lang(NEW_ID) == "fi"

        # Both games are drawn again in the new chat, in its language, and play on there.
        shown = {m.message_id: m for m in api.chat_messages(NEW_ID)}
        posted = await where_drawn(runtime(bot), match.id)
        assert posted.chat_id == NEW_ID and shown[posted.message_id].buttons()
        assert shown[posted.message_id].text.startswith(FI.t("chat-ud-title", deal=1))
        assert (await where_drawn(runtime(bot), table.id)).chat_id == NEW_ID
        current = shown[posted.message_id]
        answer = await bot.click(ALICE, current, button(current, FI.t("chat-lock-slot", slot=1)))
        assert "show_alert" not in answer
        # The old chat's buttons are bound to a chat the game left.
        stale = api.last_message(OLD_ID)
        if stale.buttons():
            refused = await bot.click(BOB, stale, stale.buttons()[0]["callback_data"])
            assert refused["show_alert"] is True

        # Nobody gets a second starting grant: the balance came along.
        await bot.say(NEW, ALICE, "/balance")
        assert api.last_message(NEW_ID).text == EN.t("balance", amount=980)


async def test_chat_migrated_from_the_bot_api_moves_the_community(
    running: Any, api: Any
) -> None:
    async with running() as bot:
        await bot.say(OLD, ALICE, "/balance")
        assert api.last_message(OLD_ID).text.endswith(EN.t("balance", amount=1000))
        api.migrated[OLD_ID] = NEW_ID
        await bot.say(OLD, ALICE, "/balance")  # the reply fails: the group has moved
        await bot.say(NEW, ALICE, "/balance")
        assert api.last_message(NEW_ID).text == EN.t("balance", amount=1000)
        after = await balances(bot)
        [(alice,)] = await runtime(bot).store._fetchall(
            "SELECT id FROM players WHERE external_id = ?", (str(ALICE["id"]),))
        assert after[(f"tg:{NEW_ID}", alice)] == 1000 and after[(f"tg:{OLD_ID}", alice)] == 0


async def test_chat_migrated_met_by_a_turn_timer_moves_the_game(running: Any, api: Any) -> None:
    async with running(turn_seconds=0.3) as bot:
        await bot.say(OLD, ALICE, "/updown", reply_to_user=BOB)
        offer = api.last_message(OLD_ID)
        await bot.click(BOB, offer, button(offer, EN.t("chat-accept")))
        api.migrated[OLD_ID] = NEW_ID  # the service message never came
        (match,) = list(runtime(bot).service.registry)
        # Alice does not lock in time: the timer plays for her, its edit meets ChatMigrated.
        await api.wait_until(lambda: match.channel == str(NEW_ID))
        await api.wait_until(lambda: any(m.buttons() for m in api.chat_messages(NEW_ID)))
        assert match.community == f"tg:{NEW_ID}"
