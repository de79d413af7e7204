"""A scheduled multi-table tournament in a Telegram group (issue 17 item 7, through the shared
`bot.frontend.mtt`): only a group admin schedules it; its lobby shows the terms; Register pays
the entry; at the start time the tables are drawn where a person sits, with hole cards by DM,
the start is posted in the group, "My table" answers with the seat, and a person plays from
their table's buttons. The running fixture's guard fails a test whose message names a card
hidden from its readers."""

from __future__ import annotations

import asyncio
from typing import Any

from adapters.telegram.context import community_of
from bot.matches import DerivedSeeds
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    button,
    private_chat,
    where_drawn,
)
from tests.e2e.telegram.test_tournament import as_user, balance, runtime, table_message

COMMUNITY = community_of(GROUP_ID)


class Clock:
    def __init__(self) -> None:
        self.now = 2_000_000_000.0

    def __call__(self) -> float:
        return self.now


async def test_a_two_table_tournament_from_the_lobby_to_play(running: Any, api: Any) -> None:
    api.dm_open.update({ALICE["id"], BOB["id"]})
    api.admins[GROUP_ID] = {ALICE["id"]}
    clock = Clock()
    async with running(seeds=DerivedSeeds(8), table_bots="always-call", clock=clock) as bot:
        for user in (ALICE, BOB):
            await bot.say(private_chat(user), user, "/start")
        await bot.say(GROUP, BOB, "/mtt 30")  # not an admin
        assert api.last_message(GROUP_ID).text == FI.t("error-mtt-not-admin")
        await bot.say(GROUP, ALICE, "/mtt 30 100 14")
        lobby = api.last_message(GROUP_ID)
        assert "entry 100 chips" in lobby.text and "Registered: 14" in lobby.text
        before = await balance(bot, BOB)
        for user in (ALICE, BOB):
            answer = await bot.click(user, lobby, button(lobby, EN.t(
                "chat-tourney-register", entry=100)))
            assert answer.get("show_alert") is not True, answer
        assert await balance(bot, BOB) == before - 100
        lobby = api.messages[(GROUP_ID, lobby.message_id)]
        assert "Registered: 16" in lobby.text

        clock.now += 30 * 60 + 1  # the start time: the table timer's tick starts it
        await runtime(bot).fronts.tables.tick()
        (hub,) = runtime(bot).desk.mtt.hubs()
        alice = await runtime(bot).player_id(as_user(ALICE))
        mine = None
        for _ in range(200):
            await asyncio.sleep(0.02)
            await runtime(bot).fronts.mtt.drain()
            mine = runtime(bot).desk.mtt.table_of(hub.id, alice)
            if mine is not None and await where_drawn(runtime(bot), mine.id) is not None:
                break
        assert mine is not None
        started = EN.t("mtt-event-started", entries=16, tables=2, pool=1600)
        assert any(m.text == started for m in api.chat_messages(GROUP_ID)), started
        table = await table_message(bot, api, mine.id)
        assert "Alice" in table.text

        def has_cards() -> bool:
            return any(suit in m.text for m in api.chat_messages(ALICE["id"])
                       for suit in "♠♥♦♣")

        for _ in range(200):  # the hand's cards follow its table message
            if has_cards():
                break
            await asyncio.sleep(0.02)
            await runtime(bot).fronts.mtt.drain()
        assert has_cards(), [m.text for m in api.chat_messages(ALICE["id"])]

        answer = await bot.click(ALICE, lobby, button(
            api.messages[(GROUP_ID, lobby.message_id)], EN.t("mtt-chat-my-table")))
        assert answer["show_alert"] is True and answer["text"]

        # The people play from their tables' buttons whenever it is their turn, until Alice
        # has made a move.
        people = {alice: ALICE, await runtime(bot).player_id(as_user(BOB)): BOB}
        alice_moved = False
        for _ in range(400):
            await runtime(bot).fronts.mtt.drain()
            turns = [(live, people[player]) for player in people
                     if (live := runtime(bot).desk.mtt.table_of(hub.id, player)) is not None
                     and live.table.to_act == live.table.seat_of(player)]
            if not turns:
                await asyncio.sleep(0.02)
                continue
            live, user = turns[0]
            message = await table_message(bot, api, live.id)
            labels = [b["text"] for b in message.buttons()]
            choice = next((label for label in labels
                           if label.startswith((EN.t("action-check"), "Call", "Fold"))), None)
            if choice is None:  # the message is not drawn for this turn yet
                await asyncio.sleep(0.02)
                continue
            played = await bot.click(user, message, button(message, choice))
            assert played.get("show_alert") is not True, played
            if user is ALICE:
                alice_moved = True
                break
        assert alice_moved, "Alice never had a turn"


async def test_a_restart_keeps_the_lobby_and_starts_on_time(running: Any, api: Any) -> None:
    api.dm_open.update({ALICE["id"], BOB["id"]})
    api.admins[GROUP_ID] = {ALICE["id"]}
    clock = Clock()
    async with running(seeds=DerivedSeeds(9), table_bots="always-call", clock=clock) as bot:
        await bot.say(GROUP, ALICE, "/mtt 10 50 6")
        lobby = api.last_message(GROUP_ID)
        await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-register", entry=50)))
    clock.now += 5 * 60  # down for five minutes
    async with running(seeds=DerivedSeeds(9), table_bots="always-call", clock=clock) as bot:
        lobby = api.messages[(GROUP_ID, lobby.message_id)]
        assert "Registered: 7" in lobby.text and "Starts in 0 h 5 min." in lobby.text
        answer = await bot.click(BOB, lobby, button(lobby, EN.t("chat-tourney-register",
                                                                entry=50)))
        assert answer.get("show_alert") is not True, answer
        await bot.say(GROUP, BOB, "/mtt list")
        assert api.last_message(GROUP_ID).text.startswith(FI.t(  # Bob reads Finnish
            "mtt-chat-list-row", name=FI.t("mtt-kind"), count=8, start="")[:30])
        clock.now += 5 * 60 + 1
        await runtime(bot).fronts.tables.tick()
        started = EN.t("mtt-event-started", entries=8, tables=1, pool=400)
        for _ in range(100):
            await asyncio.sleep(0.02)
            await runtime(bot).fronts.mtt.drain()
            if any(m.text == started for m in api.chat_messages(GROUP_ID)):
                break
        assert any(m.text == started for m in api.chat_messages(GROUP_ID)), started


async def test_nk_7_5_an_admin_sets_every_term_and_impossible_terms_are_refused(running: Any,
                                                                         api: Any) -> None:
    """Issue 17 item 1: starting chips, table size, minimum players, blind level length, late
    registration and re-entry are the admin's to set; the lobby states them."""
    api.admins[GROUP_ID] = {ALICE["id"]}
    async with running(clock=Clock()) as bot:
        await bot.say(GROUP, ALICE, "/mtt 30 50 0 omaha stack=3000 seats=6 min=10 level=8"
                                    " late=4 reentry=2")
        lobby = api.last_message(GROUP_ID).text
        assert "entry 50 chips, 3,000 tournament chips each" in lobby, lobby
        assert "tables of 6 seats, at least 10 players" in lobby
        assert EN.t("mtt-terms-blinds-minutes", length=8) in lobby
        assert EN.t("mtt-terms-late", level=4) in lobby
        assert EN.t("mtt-terms-reentry", level=2) in lobby
        (hub,) = runtime(bot).desk.mtt.hubs()
        schedule = hub.hub.schedule
        assert (schedule.mode, schedule.starting_stack, schedule.table_size,
                schedule.min_players, schedule.late_until, schedule.reentry_until) == (
            "omaha", 3000, 6, 10, 4, 2)
        for words in ("seats=12", "stack=10", "level=0", "late=99", "min=1"):
            await bot.say(GROUP, ALICE, f"/mtt 30 {words}")
            assert api.last_message(GROUP_ID).text.startswith("A tournament needs"), words
        for words in ("sets=6", "seats=6 seats=7", "seats=six"):
            await bot.say(GROUP, ALICE, f"/mtt 30 {words}")
            assert api.last_message(GROUP_ID).text == EN.t("mtt-chat-usage-telegram"), words
        assert len(runtime(bot).desk.mtt.hubs()) == 1  # none of those scheduled anything
