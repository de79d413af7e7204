"""Sit & Go and Spin end to end in a Telegram group (issue 16): the lobby shows the terms before
anyone registers, Register pays the entry and Unregister refunds it, the creator's Start fills
the empty seats with BOTs, the table is drawn like a cash table with the tournament's status
line, the cards go by DM with the reader's place, and the results are posted at the end. The
running fixture's guard fails a test whose message names a card hidden from its readers."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from telegram import User

from adapters.telegram.context import community_of
from bot.matches import DerivedSeeds
from bot.render import tournament as tourney_render
from bot.tournaments import TournamentTable, sitngo, spin
from bot.views import render_text
from tests.bot.tournaments.helpers import ledger_sums
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    CAROL,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    button,
    private_chat,
    where_drawn,
)

USERS = {ALICE["id"]: ALICE, BOB["id"]: BOB}
COMMUNITY = community_of(GROUP_ID)


def shown(result: Any) -> str:
    """A finished player's name as shown: a computer's with the `seat-bot` mark."""
    return EN.t("seat-bot", name=result.name) if result.player is None else str(result.name)


def runtime(bot: Any) -> Any:
    return bot.app.bot_data["feltbot"]


def only_tournament(bot: Any) -> Any:
    (live,) = list(runtime(bot).desk.tournaments)
    return live


async def balance(bot: Any, user: dict[str, Any]) -> int:
    player = await runtime(bot).player_id(as_user(user))
    return int(await runtime(bot).store.balance(COMMUNITY, player))


def as_user(user: dict[str, Any]) -> User:
    return User(id=user["id"], first_name=user["first_name"], is_bot=False)


def terms_text(fmt: Any) -> list[str]:
    return [render_text(line, EN) for line in tourney_render.terms(fmt)]


async def table_message(bot: Any, api: Any, table_id: int) -> Any:
    posted = await where_drawn(runtime(bot), table_id)
    assert posted is not None
    return api.messages[(GROUP_ID, posted.message_id)]


async def play_to_the_end(bot: Any, api: Any, live: Any) -> None:
    """Each person to act goes all in (or calls, or checks) from the table message's buttons
    until the tournament is over."""
    table = live.table
    for _ in range(400):
        if table.closed:
            return
        assert table.to_act is not None, "a person's turn is expected while it runs"
        occupant = table.seats[table.to_act]
        assert occupant is not None and occupant.player is not None
        player = await runtime(bot).store.player(occupant.player)
        user = USERS[int(player.external_id)]
        message = await table_message(bot, api, live.id)
        labels = [b["text"] for b in message.buttons()]
        for start in ("All-in", EN.t("action-call").split()[0], EN.t("action-check")):
            if any(label.startswith(start) for label in labels):
                answer = await bot.click(user, message, button(message, start))
                assert answer.get("show_alert") is not True, answer
                break
        else:
            raise AssertionError(f"no move among {labels}")
    raise AssertionError("the tournament did not end")


async def test_sitngo_two_people_and_bots_to_the_results(running: Any, api: Any) -> None:
    api.dm_open.add(BOB["id"])
    async with running(seeds=DerivedSeeds(5)) as bot:
        await bot.say(private_chat(BOB), BOB, "/start")
        await bot.say(GROUP, ALICE, "/sitngo 4 100")
        lobby = api.last_message(GROUP_ID)
        # The terms and the prize split before anyone registers (NK-7.3, NK-9.3).
        for line in terms_text(sitngo(4, 100)):
            assert line in lobby.text
        assert EN.t("chat-tourney-registered", count=0, seats=4, names="") in lobby.text
        register = button(lobby, EN.t("chat-tourney-register", entry=100))
        await bot.click(ALICE, lobby, register)
        alice_paid = await balance(bot, ALICE)
        await bot.click(BOB, lobby, register)
        assert "Alice" in lobby.text and "Bob" in lobby.text
        # Unregistering before the start refunds the entry (NK-9.9).
        paid = await balance(bot, BOB)
        await bot.click(BOB, lobby, button(lobby, EN.t("chat-tourney-unregister")))
        assert await balance(bot, BOB) == paid + 100
        assert "Bob" not in lobby.text
        await bot.click(BOB, lobby, register)
        assert await balance(bot, BOB) == paid
        # Only the creator starts early; the empty seats become BOTs.
        refused = await bot.click(BOB, lobby, button(lobby, EN.t("chat-tourney-start")))
        assert refused["show_alert"] is True
        assert refused["text"] == FI.t("error-tournament-not-creator")
        await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-start")))
        live = only_tournament(bot)
        table = live.table
        assert isinstance(table, TournamentTable) and table.started
        assert sum(1 for s in table.seats if s is not None and s.is_bot) == 2
        assert EN.t("tourney-event-start", pool=400, times=1) in lobby.text
        assert lobby.buttons() == []
        # The table: drawn like a cash table, with the tournament's status line, no Sit down.
        message = await table_message(bot, api, live.id)
        status = render_text(tourney_render.status(
            table.tournament_view(runtime(bot).clock()), None), EN)
        assert status.split(" · ")[0] in message.text
        assert all(not b["text"].startswith(EN.t("poker-sit-button"))
                   for b in message.buttons())
        # Bob's cards by DM, with his place in the tournament (in his language).
        dm = api.last_message(BOB["id"])
        bob_seat = table.seat_of(await runtime(bot).player_id(as_user(BOB)))
        mine = render_text(tourney_render.status(
            table.tournament_view(runtime(bot).clock()), bob_seat), FI)
        assert dm.text.splitlines()[-1].split(" · ")[-1] == mine.split(" · ")[-1]
        await play_to_the_end(bot, api, live)
        # The results: every place and prize; the ledger balances (entries + house = prizes).
        results = api.last_message(GROUP_ID)
        assert results.text.startswith(EN.t("tourney-results-title",
                                             kind=EN.t("tourney-kind-sitngo"), pool=400))
        assert sorted(r.place for r in table.results) == [1, 2, 3, 4]
        for result in table.results:
            assert f"{result.place}. {shown(result)} — " in results.text
        # Every elimination and the win were told in the group as they happened.
        told = "\n".join(h for m in api.chat_messages(GROUP_ID) for h in m.history)
        for result in table.results:
            kind = "winner" if result.place == 1 else "eliminated"
            assert EN.t(f"tourney-event-{kind}", name=shown(result), place=result.place,
                        prize=result.prize, shared=result.shared) in told
        sums = await ledger_sums(runtime(bot).store, live.id)
        assert sums["refill"] == 200
        assert -sums["entry"] == sums["prize"] == 400
        winner = next(r for r in table.results if r.place == 1)
        for user, before in ((ALICE, alice_paid), (BOB, paid)):
            player = await runtime(bot).player_id(as_user(user))
            prize = 400 if winner.player == player else 0
            assert await balance(bot, user) == before + prize
        assert list(runtime(bot).desk.tournaments) == []
        # The group's leaderboards count the tournament (issue 21): both people finished it,
        # the winner (when a person) has a first place and the prize.
        await bot.say(GROUP, ALICE, "/leaderboard all tourneys")
        board = api.last_message(GROUP_ID).text
        assert board.splitlines()[0] == EN.t("board-title", metric="tourneys", period="all")
        for name in ("Alice", "Bob"):
            assert EN.t("board-row-tourneys", place=1, name=name, value=1) in board
        await bot.say(GROUP, ALICE, "/leaderboard prizes week")
        board = api.last_message(GROUP_ID).text
        won = [user["first_name"] for user in (ALICE, BOB)
               if await runtime(bot).player_id(as_user(user)) == winner.player]
        assert (EN.t("board-row-chips", place=1, name=won[0], value=400)
                if won else EN.t("board-empty")) in board
        # /hand last replays the tournament's last hand, its winner told (issue 21).
        await bot.say(GROUP, ALICE, "/hand last")
        replay = api.last_message(GROUP_ID).text
        assert replay.startswith(EN.t("replay-title", hand=table.hand_no, table=live.id))
        assert EN.t("tourney-event-winner", name=shown(winner), prize=winner.prize,
                    place=1, shared=1) in replay


async def test_spin_draw_is_shown_before_play(running: Any, api: Any) -> None:
    async with running(seeds=DerivedSeeds(9)) as bot:
        await bot.say(GROUP, ALICE, "/spin 50")
        lobby = api.last_message(GROUP_ID)
        # The published multiplier table and its expected payout (NK-7.4, NK-9.4).
        for line in terms_text(spin(50)):
            assert line in lobby.text
        register = button(lobby, EN.t("chat-tourney-register", entry=50))
        await bot.click(ALICE, lobby, register)
        await bot.click(BOB, lobby, register)
        before = len(api.calls)
        await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-start")))
        live = only_tournament(bot)
        table = live.table
        drawn = EN.t("tourney-event-start", pool=table.pool, times=table.multiplier)
        assert table.pool == 150 * table.multiplier and drawn in lobby.text
        # The lobby shows the draw before the table message is posted.
        sent = [(i, method, params) for i, (method, params) in enumerate(api.calls[before:])
                if method in ("sendMessage", "editMessageText")
                and int(params["chat_id"]) == GROUP_ID]
        assert sent[0][1] == "editMessageText" and drawn in sent[0][2]["text"]
        await play_to_the_end(bot, api, live)
        sums = await ledger_sums(runtime(bot).store, live.id)
        assert -sums["entry"] == sums["prize"] == table.pool
        assert sums["refill"] == table.pool - 100
        assert api.last_message(GROUP_ID).text.startswith(EN.t(
            "tourney-results-title", kind=EN.t("tourney-kind-spin"), pool=table.pool))


class Clock:
    """The tables' clock, moved by hand (the JobQueue still runs on real time)."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


async def started_heads_up(bot: Any, api: Any) -> Any:
    """Alice opens a two-seat Sit & Go, Alice and Bob register: the last seat starts it."""
    await bot.say(GROUP, ALICE, "/sitngo 2 100")
    lobby = api.last_message(GROUP_ID)
    register = button(lobby, EN.t("chat-tourney-register", entry=100))
    await bot.click(ALICE, lobby, register)
    await bot.click(BOB, lobby, register)
    live = only_tournament(bot)
    assert live.table.started and live.table.live
    return live


async def test_the_turn_timer_checks_or_folds_as_at_desk(running: Any, api: Any) -> None:
    clock = Clock()
    async with running(seeds=DerivedSeeds(2), clock=clock) as bot:
        live = await started_heads_up(bot, api)
        table = live.table
        hand_no, seq = table.hand_no, table.hand_seq
        clock.now = table.turn_deadline + 1
        runtime(bot).fronts.tables.arm()
        await api.wait_until(lambda: (table.hand_no, table.hand_seq) != (hand_no, seq))
        # Away, the player is still dealt in (NK-9.9): the timer moved for them.
        assert all(seat is not None for seat in table.seats)
        message = await table_message(bot, api, live.id)
        assert EN.t("poker-sit-button") not in [b["text"] for b in message.buttons()]


async def test_the_lobby_survives_a_restart_and_cancel_refunds(running: Any, api: Any) -> None:
    async with running(seeds=DerivedSeeds(4)) as bot:
        await bot.say(GROUP, ALICE, "/sitngo 3 100")
        lobby = api.last_message(GROUP_ID)
        register = button(lobby, EN.t("chat-tourney-register", entry=100))
        await bot.click(ALICE, lobby, register)
        alice = await balance(bot, ALICE)
        # One open lobby of a kind per group.
        await bot.say(GROUP, BOB, "/sitngo")
        assert api.last_message(GROUP_ID).text == FI.t("chat-tourney-lobby-open")
        await bot.say(GROUP, BOB, "/sitngo 12")
        assert api.last_message(GROUP_ID).text == FI.t("chat-tourney-usage-sitngo")
    async with running(seeds=DerivedSeeds(4)) as bot:
        await bot.click(BOB, lobby, register)
        bob = await balance(bot, BOB)
        assert "Alice" in lobby.text and "Bob" in lobby.text
        refused = await bot.click(BOB, lobby, button(lobby, EN.t("chat-tourney-cancel")))
        assert refused["show_alert"] is True
        await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-cancel")))
        assert EN.t("tourney-event-cancelled") in lobby.text and lobby.buttons() == []
        assert await balance(bot, ALICE) == alice + 100
        assert await balance(bot, BOB) == bob + 100
        assert list(runtime(bot).desk.tournaments) == []
        gone = await bot.click(ALICE, lobby, register)
        assert gone["text"] == EN.t("chat-tourney-gone")


async def test_an_entry_beyond_the_balance_is_refused_and_nothing_moves(
    running: Any, api: Any
) -> None:
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/sitngo 2 1000000")
        lobby = api.last_message(GROUP_ID)
        assert EN.t("chat-tourney-register", entry=1000000) in [b["text"] for b in lobby.buttons()]
        before = await balance(bot, ALICE)
        refused = await bot.click(ALICE, lobby,
                                  button(lobby, EN.t("chat-tourney-register", entry=1000000)))
        assert refused["show_alert"] is True
        assert refused["text"] == EN.t("error-insufficient-balance", balance=before)
        assert await balance(bot, ALICE) == before
        assert only_tournament(bot).table.registered() == []
        # Nobody registered: the creator cannot start it.
        refused = await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-start")))
        assert refused["text"] == EN.t("error-tournament-nobody")


async def test_a_running_tournament_resumes_after_a_restart(running: Any, api: Any) -> None:
    async with running(seeds=DerivedSeeds(6)) as bot:
        live = await started_heads_up(bot, api)
        hand_no, level = live.table.hand_no, live.table.level
        before = await table_message(bot, api, live.id)
    async with running(seeds=DerivedSeeds(6)) as bot:
        resumed = only_tournament(bot)
        table = resumed.table
        assert (table.hand_no, table.level) == (hand_no, level) and table.started
        message = await table_message(bot, api, resumed.id)
        assert message.message_id == before.message_id  # redrawn in place
        await play_to_the_end(bot, api, resumed)
        sums = await ledger_sums(runtime(bot).store, resumed.id)
        assert -sums["entry"] == sums["prize"] == 200
        assert "refill" not in sums  # two people, no BOT: the house pays nothing


async def test_nk_9_9_an_absent_player_is_played_by_the_timer(running: Any, api: Any) -> None:
    """NK-9.9: sat out after two timeouts at a Sit & Go against computers, Bob is still dealt
    in and each of his turns waits for the timer, as at the desk: the computers cannot blind
    him out in the second he is away (before, they played the whole tournament out at once).
    Back with "I am back", he plays his turn himself."""
    api.dm_open.add(BOB["id"])
    clock = Clock()
    async with running(seeds=DerivedSeeds(3), clock=clock) as bot:
        await bot.say(private_chat(BOB), BOB, "/start")
        await bot.say(GROUP, BOB, "/sitngo 3 100")
        lobby = api.last_message(GROUP_ID)
        await bot.click(BOB, lobby, button(lobby, EN.t("chat-tourney-register", entry=100)))
        await bot.click(BOB, lobby, button(lobby, EN.t("chat-tourney-start")))
        live = only_tournament(bot)
        table = live.table
        (seat,) = [n for n, s in enumerate(table.seats) if s is not None and not s.is_bot]

        async def wait_for_his_turn() -> None:
            await api.wait_until(lambda: table.to_act == seat or table.closed)
            assert table.to_act == seat, "the table should wait on him"

        async def let_it_run_out() -> None:
            moved = (table.hand_no, table.hand_seq)
            clock.now = table.turn_deadline + 1
            runtime(bot).fronts.tables.arm()
            await api.wait_until(lambda: (table.hand_no, table.hand_seq) != moved)

        for _ in range(2):  # two timeouts in a row: away (NK-8.2)
            await wait_for_his_turn()
            await let_it_run_out()
        occupant = table.seats[seat]
        assert occupant is not None and occupant.sitting_out
        hand_sat_out = table.hand_no
        for _ in range(3):  # away, dealt in: each of his turns waits for its timer
            await wait_for_his_turn()
            waiting = (table.hand_no, table.hand_seq)
            runtime(bot).fronts.tables.arm()
            await asyncio.sleep(0.2)
            assert (table.hand_no, table.hand_seq) == waiting and not table.closed
            await let_it_run_out()
        assert table.hand_no <= hand_sat_out + 4  # at the timer's pace: a few hands, not hundreds
        assert table.seats[seat] is not None and not table.closed
        await wait_for_his_turn()
        for _ in range(100):  # (the job that ran the timer draws the new hand's message)
            message = await table_message(bot, api, live.id)
            if message.buttons():
                break
            await asyncio.sleep(0.02)
        await bot.click(BOB, message, button(message, EN.t("poker-back-button")))
        occupant = table.seats[seat]
        assert occupant is not None and not occupant.sitting_out
        message = await table_message(bot, api, live.id)
        labels = [b["text"] for b in message.buttons()]
        move = next(label for label in labels if label.startswith(
            (EN.t("action-check"), EN.t("action-call").split()[0], EN.t("action-fold"))))
        moved = (table.hand_no, table.hand_seq)
        answer = await bot.click(BOB, message, button(message, move))
        assert answer.get("show_alert") is not True, answer
        assert (table.hand_no, table.hand_seq) != moved  # his own move


async def test_a_lobby_called_off_before_the_start_edits_the_lobby_and_posts_nothing(
    running: Any, api: Any,
) -> None:
    """The tournament never had a table message: calling it off edits its lobby only (a
    "Hand 0 · Nobody is seated yet." table used to be posted with the news)."""
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/sitngo 3 100")
        lobby = api.last_message(GROUP_ID)
        await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-register", entry=100)))
        before = {m.message_id for m in api.chat_messages(GROUP_ID)}
        await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-cancel")))
        assert [m.text for m in api.chat_messages(GROUP_ID) if m.message_id not in before] == []
        assert "called off" in api.messages[(GROUP_ID, lobby.message_id)].text


async def test_leave_in_a_tournament_says_why_not_instead_of_not_seated(
    running: Any, api: Any,
) -> None:
    """/leave where the person plays a running Spin: nobody leaves a running tournament
    (NK-9.9), said so; in a lobby: its Unregister button. It used to say "not seated"."""
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/sitngo 3 100")
        lobby = api.last_message(GROUP_ID)
        await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-register", entry=100)))
        await bot.say(GROUP, ALICE, "/leave")
        assert api.last_message(GROUP_ID).text == EN.t("chat-tourney-leave-lobby")
        await bot.click(ALICE, lobby, button(lobby, EN.t("chat-tourney-cancel")))
        await bot.say(GROUP, BOB, "/spin 50")
        spin_lobby = api.last_message(GROUP_ID)
        for user in (ALICE, BOB, CAROL):  # the third entry starts it
            await bot.click(user, spin_lobby,
                            button(spin_lobby, EN.t("chat-tourney-register", entry=50)))
        (live,) = [t for t in runtime(bot).desk.tournaments if t.table.started
                   and t.table.status == "running"]
        await bot.say(GROUP, ALICE, "/leave")
        assert api.last_message(GROUP_ID).text == EN.t("error-tournament-no-standing")
        assert live.table.status == "running"


async def test_cancel_where_only_a_tournament_is_says_how_it_is_called_off(
    running: Any, api: Any,
) -> None:
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/sitngo 3 100")
        await bot.say(GROUP, ALICE, "/cancel")
        assert api.last_message(GROUP_ID).text == EN.t("chat-cancel-tournament")
        assert len(list(runtime(bot).desk.tournaments)) == 1  # nothing called off
