"""As-Nas end to end in a Telegram group: a lobby, computer players in the empty seats, Look
as a private alert, one table message per deal edited in place, and a whole match of 12 deals.
No group message may name a hidden card (the running fixture's guard)."""

from __future__ import annotations

import json
from typing import Any

from bot.i18n import Localizer
from bot.matches import DerivedSeeds
from bot.render.asnas import card_label
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    CAROL,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    acting_user,
    button,
    current_table,
    only_match,
    private_chat,
    runtime,
)

HI = Localizer("hi")


async def open_lobby_and_start(bot: Any, api: Any) -> tuple[Any, str]:
    """Alice opens the lobby, Bob joins, Carol may not start it, Alice starts it."""
    await bot.say(GROUP, ALICE, "/asnas")
    lobby = api.last_message(GROUP_ID)
    assert lobby.text.startswith(EN.t("asnas-lobby", seats=4))
    assert lobby.text.count(EN.t("asnas-lobby-computer")) == 3
    await bot.click(BOB, lobby, button(lobby, EN.t("asnas-lobby-join")))
    lobby = api.messages[(GROUP_ID, lobby.message_id)]
    assert "2. Bob" in lobby.text and lobby.text.count(EN.t("asnas-lobby-computer")) == 2
    again = await bot.click(BOB, lobby, button(lobby, EN.t("asnas-lobby-join")))
    assert again["text"] == FI.t("asnas-lobby-already-in")
    refused = await bot.click(CAROL, lobby, button(lobby, EN.t("asnas-lobby-start")))
    assert refused["show_alert"] is True and refused["text"] == HI.t("asnas-lobby-host-only")
    join = button(lobby, EN.t("asnas-lobby-join"))
    await bot.click(ALICE, lobby, button(lobby, EN.t("asnas-lobby-start")))
    started = api.messages[(GROUP_ID, lobby.message_id)]
    assert started.text == EN.t("asnas-lobby-started", names="Alice and Bob")
    assert started.reply_markup is None
    return started, join


async def test_asnas_deal_with_computer_players(running: Any, api: Any) -> None:
    api.dm_open.add(ALICE["id"])
    async with running(seeds=DerivedSeeds(3), opponent="always-call") as bot:
        await bot.say(private_chat(ALICE), ALICE, "/start")
        lobby, join = await open_lobby_and_start(bot, api)
        live = only_match(bot)
        assert live.game == "asnas" and live.seats[2] is None and live.seats[3] is None
        table = await current_table(bot, api)
        assert table.message_id != lobby.message_id
        assert table.text.startswith(EN.t("asnas-title", deal=1, deals=12))
        # Computer seats are marked BOT (NK-8.3), numbered by seat when there are several.
        assert "Felt 3 (BOT)" in table.text and "Felt 4 (BOT)" in table.text
        # The lobby's buttons are dead once the match started.
        stale = await bot.click(CAROL, lobby, join)
        assert stale["show_alert"] is True and stale["text"] == HI.t("asnas-lobby-gone")

        deals_seen: set[int] = set()
        steps = 0
        while list(runtime(bot).service.registry):
            steps += 1
            assert steps < 300, "the match does not end"
            live = only_match(bot)
            state = live.state
            table = await current_table(bot, api)
            deals_seen.add(state.deal_no)
            actor = await acting_user(bot)
            seat = state.to_act
            text = EN if actor is ALICE else FI
            if not state.looked[seat]:
                # Look: the hand comes as an alert to the clicker alone (AN-2.5) and by DM
                # to a player who opened one; the table never shows it.
                shown = await bot.click(actor, table, button(table, EN.t("action-look")))
                hand = state.to_dict()["hands"][seat]
                assert shown["show_alert"] is True
                assert all(card_label(code, text) in shown["text"] for code in hand)
                table = await current_table(bot, api)
                assert EN.t("action-look") not in [b["text"] for b in table.buttons()]
                continue
            other = BOB if actor is ALICE else ALICE
            refused = await bot.click(other, table, table.buttons()[0]["callback_data"])
            assert refused["show_alert"] is True
            labels = [b["text"] for b in table.buttons()]
            choice = next(
                label for label in (EN.t("action-hold"), EN.t("action-call"),
                                    EN.t("action-fold"))
                if any(found.startswith(label) for found in labels)
            )
            await bot.click(actor, table, button(table, choice))
        assert deals_seen == set(range(1, 13))
        last = api.last_message(GROUP_ID)
        assert EN.t("asnas-match-over", names="")[:20] in last.text
        assert last.reply_markup is None
        # Points are a score, not chips: nobody's balance moved.
        store = runtime(bot).store
        for user in (ALICE, BOB):
            player = await store.ensure_player("telegram", str(user["id"]), user["first_name"])
            assert await store.balance("tg:-100123", player) == 1000
        assert bot.guard is not None and bot.guard.checked > 0


async def test_asnas_timer_holds_or_folds_for_an_absent_player(running: Any, api: Any) -> None:
    """Nobody at the table clicks: the turn timer plays for Alice (hold when she may, AN-3.2's
    check, else fold) and the deal goes on; /cancel then ends the match with nothing owed."""
    async with running(turn_seconds=0.1, seeds=DerivedSeeds(5), opponent="always-call") as bot:
        await bot.say(GROUP, ALICE, "/asnas")
        lobby = api.last_message(GROUP_ID)
        await bot.click(ALICE, lobby, button(lobby, EN.t("asnas-lobby-start")))
        match_id = only_match(bot).id
        await api.wait_until(lambda: any(
            m.text.startswith(EN.t("asnas-title", deal=2, deals=12))
            for m in api.chat_messages(GROUP_ID)
        ))
        events = await runtime(bot).store.match_events(match_id)
        alices = [json.loads(e.action_json) for e in events]
        mine = [m["kind"] for m in alices if m.get("seat") == 0]
        assert mine and set(mine) <= {"hold", "fold"}
        await bot.say(GROUP, ALICE, "/cancel")
        assert api.last_message(GROUP_ID).text == EN.t("chat-cancelled")
        assert not list(runtime(bot).service.registry)
