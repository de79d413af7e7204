"""Poker cash tables end to end in a Telegram group: /holdem with a side pot, a turn timer that
checks or folds, Naiko powers whose private card never reaches the group. The running
fixture's guard fails a test whose group message names a hole card (or a glanced card)."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from bot.matches import DerivedSeeds
from bot.render.cards import face
from tests.e2e.telegram.fake_bot_api import ApiError
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    CAROL,
    EN,
    GROUP,
    GROUP_ID,
    button,
    private_chat,
    where_drawn,
)

USERS = {ALICE["id"]: ALICE, BOB["id"]: BOB, CAROL["id"]: CAROL}


class Clock:
    """The tables' clock, moved by hand (the JobQueue still runs on real time)."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def tables(bot: Any) -> Any:
    return bot.app.bot_data["feltbot"].desk.cash


def only_table(bot: Any) -> Any:
    (live,) = list(tables(bot))
    return live


async def table_message(bot: Any, api: Any) -> Any:
    posted = await where_drawn(bot.app.bot_data["feltbot"], only_table(bot).id)
    return api.messages[(GROUP_ID, posted.message_id)]


async def acting(bot: Any) -> dict[str, Any] | None:
    table = only_table(bot).table
    if table.to_act is None:
        return None
    seat = table.seats[table.to_act]
    if seat.player is None:
        return None
    player = await bot.app.bot_data["feltbot"].store.player(seat.player)
    return USERS[int(player.external_id)]


async def test_a_hand_in_play_shows_its_latest_lines_not_only_the_last_move_s(
    running: Any, api: Any
) -> None:
    """Each drawing of a hand shows the hand's latest lines, whichever drawings they came
    in: after Alice checks on the flop, the message still reads the computer's check before
    hers (it used to show only what her last press did; an edit coalesced with the next one
    lost its lines for good)."""
    async with running(seeds=DerivedSeeds(6), table_bots="always-call") as bot:
        await bot.say(GROUP, ALICE, "/holdem")
        live = only_table(bot)
        checks = EN.t("poker-event-check", name="Felt (BOT)")
        for _ in range(2):  # preflop: her call; on the flop: her check
            assert await acting(bot) is ALICE
            message = await table_message(bot, api)
            labels = [b["text"] for b in message.buttons()]
            move = next(label for label in labels
                        if label.startswith((EN.t("action-check"), "Call")))
            await bot.click(ALICE, message, button(message, move))
        assert live.table.hand_no == 1 and live.table.live
        assert (await table_message(bot, api)).text.count(checks) >= 2


async def test_holdem_hand_with_a_side_pot(running: Any, api: Any) -> None:
    api.dm_open.add(BOB["id"])
    async with running(seeds=DerivedSeeds(11), table_bots="always-call") as bot:
        await bot.say(private_chat(BOB), BOB, "/start")
        await bot.say(GROUP, ALICE, "/holdem 400")
        live = only_table(bot)
        assert live.table.config.mode == "holdem"
        # Alone at the table, Alice gets a computer opponent (NK-8.3) and hand 1 starts.
        assert live.table.hand_no == 1
        first = await table_message(bot, api)
        assert first.text.startswith(EN.t("poker-title", hand=1, mode=EN.t("poker-mode-holdem"),
                                          small=10, big=20))
        assert "Felt (BOT)" in first.text
        await bot.say(GROUP, BOB, "/holdem 700")
        await bot.say(GROUP, CAROL, "/holdem 1000")
        assert len(live.table.humans()) == 3
        # Bob opened the DM: his cards come there at each deal; the group never sees them.
        # Bob and Carol sat down during hand 1: each waits for the big blind (NK-7.1), so
        # hands are played (folded) until one deals all three of them in.
        people = [_player(bot, user) for user in (ALICE, BOB, CAROL)]
        while not (
            live.table.live and all(live.table.in_hand(live.table.seat_of(p)) for p in people)
        ):
            assert live.table.hand_no < 8
            actor = await acting(bot)
            assert actor is not None
            message = await table_message(bot, api)
            labels = [b["text"] for b in message.buttons()]
            move = EN.t("action-fold") if EN.t("action-fold") in labels else EN.t("action-check")
            await bot.click(actor, message, button(message, move))
        side_hand = live.table.hand_no
        assert side_hand > 2  # Bob and Carol did not play hand 2 for free
        hole = live.table.private_view(live.table.seat_of(_player(bot, BOB)))["hand"]["hole"]
        dm = api.last_message(BOB["id"]).text
        assert all(face(card) in dm for card in hole)
        # Then: Alice and Bob go all-in, Carol calls: Bob's extra chips form a side pot
        # that Alice cannot win (NK-4.1).
        hand_message = await table_message(bot, api)
        steps = 0
        while live.table.hand_no == side_hand and live.table.live:
            steps += 1
            assert steps < 30
            actor = await acting(bot)
            assert actor is not None
            message = await table_message(bot, api)
            labels = [b["text"] for b in message.buttons()]
            all_in = next((b for b in labels if b.startswith("All-in")), None)
            call = next((b for b in labels if b.startswith("Call")), None)
            label = all_in if actor is not CAROL and all_in else call or EN.t("action-check")
            # Only the acting player may press the buttons.
            other = BOB if actor is not BOB else CAROL
            refused = await bot.click(other, message, button(message, label))
            assert refused["show_alert"] is True
            await bot.click(actor, message, button(message, label))
        closed = api.messages[(GROUP_ID, hand_message.message_id)]
        assert closed.reply_markup is None
        # The closed hand's message lists each pot as it was settled: main pot, side pot.
        stored = bot.app.bot_data["feltbot"].store
        events = [e for r in await stored.match_events(live.id) for e in _loads(r.events_json)]
        starts = [i for i, e in enumerate(events) if e["kind"] == "hand"]
        start = starts[side_hand - 1]
        after = starts[side_hand] if len(starts) > side_hand else len(events)
        pots = [e["data"] for e in events[start:after] if e["kind"] == "pot"]
        assert [p["pot"] for p in pots] == [0, 1]
        assert EN.t("poker-pot", amount=pots[0]["amount"]) in closed.text
        assert EN.t("poker-side-pot", index=1, amount=pots[1]["amount"]) in closed.text
        alice = live.table.seats[0]
        assert 0 not in pots[1]["seats"] and alice.name == "Alice"  # her 400 cap the main pot
        assert EN.t("poker-table-next-hand") not in closed.text


def _loads(text: str) -> list[dict[str, Any]]:
    return list(json.loads(text))


def _player(bot: Any, user: dict[str, Any]) -> int:
    for seat in only_table(bot).table.seats:
        if seat is not None and seat.name == user["first_name"]:
            return int(seat.player)
    raise AssertionError(user)


async def test_turn_timeout_checks_or_folds(running: Any, api: Any) -> None:
    clock = Clock()
    async with running(seeds=DerivedSeeds(5), table_bots="always-call", clock=clock) as bot:
        await bot.say(GROUP, ALICE, "/omaha")
        live = only_table(bot)
        while await acting(bot) is not ALICE:
            assert live.table.live
        hand_no, seq = live.table.hand_no, live.table.hand_seq
        legal = {o.kind for o in live.table.hand.legal_actions(live.table.to_act)}
        jobs = bot.app.job_queue.get_jobs_by_name("tables")
        assert len(jobs) == 1  # armed at the stored deadline
        clock.now = live.table.turn_deadline + 1
        bot.app.bot_data["feltbot"].fronts.tables.arm()
        await api.wait_until(lambda: (live.table.hand_no, live.table.hand_seq) != (hand_no, seq))
        # NK-8.1: check when checking is legal, otherwise fold; the group is told.
        stored = bot.app.bot_data["feltbot"].store
        events = [e for r in await stored.match_events(live.id) for e in _loads(r.events_json)]
        (timeout,) = [e for e in events if e["kind"] == "timeout"]
        assert timeout["data"]["move"] == ("check" if "check" in legal else "fold")
        assert live.table.seats[timeout["seat"]].timeouts == 1
        texts = [text for m in api.chat_messages(GROUP_ID) for text in (m.text, *m.history)]
        assert any(EN.t("poker-event-timeout", name="Alice") in text for text in texts)
        # The timer is re-armed for the next decision.
        for _ in range(100):
            if bot.app.job_queue.get_jobs_by_name("tables"):
                break
            await asyncio.sleep(0.01)
        assert bot.app.job_queue.get_jobs_by_name("tables")


async def alice_to_act(bot: Any, api: Any) -> tuple[Any, Any]:
    """Alice sits with 500 at a table of always-calling BOTs; the table when she is to act."""
    await bot.say(GROUP, ALICE, "/holdem 500")
    live = only_table(bot)
    while await acting(bot) is not ALICE:
        assert live.table.live
    return live, await table_message(bot, api)


async def test_other_amount_leave_refill_and_stats(running: Any, api: Any) -> None:
    async with running(seeds=DerivedSeeds(8), table_bots="always-call") as bot:
        live, message = await alice_to_act(bot, api)
        # "Other amount" asks Alice for a number; her reply is the raise-to total.
        refused = await bot.click(BOB, message, button(message, EN.t("chat-other-amount")))
        assert refused["show_alert"] is True  # Bob is not even seated
        await bot.click(ALICE, message, button(message, EN.t("chat-other-amount")))
        prompt = api.last_message(GROUP_ID)
        option = next(o for o in live.table.hand.legal_actions(live.table.to_act)
                      if o.kind in ("bet", "raise"))
        assert prompt.text == EN.t("tg-amount-prompt", name="Alice", min=option.min,
                                   max=option.max)
        await bot.say(GROUP, ALICE, "lots", reply_to=prompt)
        assert api.last_message(GROUP_ID).text == EN.t("error-amount-not-a-number")
        amount = option.min + 7
        seq = live.table.hand_seq
        await bot.say(GROUP, ALICE, str(amount), reply_to=prompt)
        assert live.table.hand_seq > seq
        texts = [t for m in api.chat_messages(GROUP_ID) for t in (m.text, *m.history)]
        kind = "raise" if option.kind == "raise" else "bet"
        assert any(EN.t(f"poker-event-{kind}", name="Alice", amount=amount) in t for t in texts)
        assert (GROUP_ID, prompt.message_id) not in api.messages  # the answered prompt is gone

        # /refill refuses while her chips are at the table; /leave cashes her out at the end
        # of the hand (she is folded for at once, NK-7.1); /stats sums it up from the store.
        await bot.say(GROUP, ALICE, "/refill")
        assert api.last_message(GROUP_ID).text == EN.t("error-refill-not-broke")
        await bot.say(GROUP, ALICE, "/leave")
        runtime = bot.app.bot_data["feltbot"]
        player = await runtime.player_id(_user(ALICE))
        balance = await runtime.store.balance("tg:-100123", player)
        assert api.last_message(GROUP_ID).text == EN.t("poker-left", balance=balance)
        assert live.table.seat_of(player) is None and balance > 0
        await bot.say(GROUP, ALICE, "/stats")
        hands = live.table.hand_no
        assert api.last_message(GROUP_ID).text == EN.t(
            "chat-stats", name="Alice", matches=0, tables=1, hands=hands, net=balance - 1000,
            balance=balance)
        await bot.say(GROUP, ALICE, "/leave")
        assert api.last_message(GROUP_ID).text == EN.t("poker-not-seated-here")


async def test_an_other_amount_question_that_cannot_be_posted_is_apologised_for(
    running: Any, api: Any,
) -> None:
    """The press is answered after the question is posted: when Telegram refuses the post,
    the press still takes the apology (a press takes one answer), and nothing moved."""
    async with running(seeds=DerivedSeeds(8), table_bots="always-call") as bot:
        live, message = await alice_to_act(bot, api)
        seq = live.table.hand_seq
        api.fail_chat[("sendMessage", GROUP_ID)] = [ApiError(500, "Internal Server Error")
                                                   for _ in range(3)]
        answer = await bot.click(ALICE, message, button(message, EN.t("chat-other-amount")))
        assert answer.get("show_alert") is True and answer["text"] == EN.t("error-internal")
        assert live.table.hand_seq == seq
        api.fail_chat.clear()
        await bot.click(ALICE, message, button(message, EN.t("chat-other-amount")))
        option = next(o for o in live.table.hand.legal_actions(live.table.to_act)
                      if o.kind in ("bet", "raise"))
        assert api.last_message(GROUP_ID).text == EN.t(
            "tg-amount-prompt", name="Alice", min=option.min, max=option.max)


def _user(data: dict[str, Any]) -> Any:
    from telegram import User

    return User(data["id"], data["first_name"], is_bot=False, language_code="en")


async def test_two_timeouts_sit_out_and_the_command_brings_the_player_back(
    running: Any, api: Any
) -> None:
    """NK-8.2: two timeouts in a row sit Alice out (the table stops: the computer does not
    play alone); /holdem again sits her back in and dealing resumes; the hand that ended
    meanwhile keeps its result on its message."""
    clock = Clock()
    async with running(seeds=DerivedSeeds(6), table_bots="always-call", clock=clock) as bot:
        await bot.say(GROUP, ALICE, "/holdem")
        live = only_table(bot)
        runtime = bot.app.bot_data["feltbot"]
        steps = 0
        while not live.table.seats[0].sitting_out:
            steps += 1
            assert steps < 20
            assert await acting(bot) is ALICE
            seq = (live.table.hand_no, live.table.hand_seq)
            clock.now = live.table.turn_deadline + 1
            runtime.fronts.tables.arm()
            await api.wait_until(
                lambda seq=seq: (live.table.hand_no, live.table.hand_seq) != seq
            )
        await api.wait_until(lambda: not live.table.live)  # her seat is folded for at once
        assert not live.table.can_deal()
        hand_no = live.table.hand_no
        drawn = await where_drawn(runtime, live.id)
        assert drawn is not None and drawn.deal_no == hand_no
        where = (drawn.chat_id, drawn.message_id)
        result = [line for line in api.messages[where].text.splitlines() if " wins " in line]
        assert result, api.messages[where].text
        await bot.say(GROUP, ALICE, "/holdem")
        assert api.last_message(GROUP_ID).text == EN.t("poker-back")
        assert not live.table.seats[0].sitting_out and live.table.hand_no == hand_no + 1
        # The finished hand's message, retired when the next was dealt, keeps its result
        # (not only "Alice is back", the change that dealt the next hand).
        await api.wait_until(lambda: all(line in api.messages[where].text for line in result))


async def test_nk_7_1_below_the_minimum_buy_in_is_refused_with_both_numbers(
    running: Any, api: Any
) -> None:
    """The default buy-in is the most the balance covers; under the table's minimum the player
    is told the minimum and the balance (`bot.tables.buy_in_amount`), and no private table
    is opened for a host who could not sit at it."""
    async with running(seeds=DerivedSeeds(7), table_bots="always-call") as bot:
        await bot.say(GROUP, ALICE, "/holdem 800")
        runtime = bot.app.bot_data["feltbot"]
        player = _player(bot, ALICE)
        balance = await runtime.store.balance("tg:-100123", player)
        assert balance == 200
        await bot.say(GROUP, ALICE, "/omaha")
        assert api.last_message(GROUP_ID).text == EN.t(
            "poker-cannot-buy-in", min=400, balance=200)
        await bot.say(GROUP, ALICE, "/omaha 300")
        assert api.last_message(GROUP_ID).text == EN.t("error-buy-in-range", min=400, max=2000)
        await bot.say(GROUP, ALICE, "/omaha " + "9" * 40)  # more digits than any stack
        assert api.last_message(GROUP_ID).text == EN.t("error-buy-in-range", min=400, max=2000)
        tables_before = len(tables(bot))
        await bot.say(GROUP, ALICE, "/table naiko")
        assert api.last_message(GROUP_ID).text == EN.t(
            "poker-cannot-buy-in", min=400, balance=200)
        assert len(tables(bot)) == tables_before
        assert await runtime.store.balance("tg:-100123", player) == 200
