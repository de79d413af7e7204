"""Sit & Go and Spin through the real discord.py client (issue 16): `/tournament sitngo` opens a
lobby showing the terms before anyone registers, Register pays the entry, `/tournament leave`
refunds it, the creator's Start fills the empty seats with BOTs, the table is drawn like a cash
table with the tournament's status line and no Join button, the results follow at the end.

The `bot` fixture's guard fails a test whose public message ever named a card the game had not
made public.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from bot.i18n import Localizer
from bot.render import tournament as tourney_render
from bot.tournaments import TournamentTable, sitngo, spin
from bot.views import render_text
from tests.e2e.discord.fake_discord import GUILD_ID, FakeDiscord, Member, Message
from tests.e2e.discord.harness import Bot
from tests.e2e.discord.poker_steps import (
    POKER_TITLE,
    click,
    ephemeral_text,
    has_button,
    maybe_poker_table,
    poker_table,
    turn_of,
)

EN = Localizer("en", isolating=False)


def shown(result: Any) -> str:
    """A finished player's name as shown: a computer's with the `seat-bot` mark."""
    return EN.t("seat-bot", name=result.name) if result.player is None else str(result.name)


def terms_text(fmt: Any) -> list[str]:
    return [render_text(line, EN) for line in tourney_render.terms(fmt)]


async def balance(bot: Bot, member: Member) -> int:
    player = await bot.store.ensure_player("discord", member.id, member.name)
    return int(await bot.store.balance(GUILD_ID, player))


def ledger_sums(bot: Bot, table_id: int) -> dict[str, int]:
    with sqlite3.connect(bot.store.path) as db:
        rows = db.execute(
            "SELECT reason, SUM(delta) FROM ledger WHERE ref = ? AND player_id NOT IN"
            " (SELECT id FROM players WHERE platform = 'escrow') GROUP BY reason",
            (f"match:{table_id}",),
        ).fetchall()
    return {str(reason): int(total) for reason, total in rows}


def tournaments(bot: Bot) -> list[Any]:
    assert bot.client is not None
    return list(bot.client.desk.tournaments)


async def open_lobby(server: FakeDiscord, member: Member, sub: str,
                     options: dict[str, Any]) -> Message:
    opened = await server.slash(member, "tournament", sub, options)
    await server.wait_answered(opened)
    return server.messages[str(opened.original_id)]


async def play_to_the_end(server: FakeDiscord, bot: Bot, live: Any,
                          people: dict[str, Member]) -> None:
    """Whoever is to act goes all in (or calls, or checks) until the tournament is over and
    its last change is committed (memory is closed a moment before the commit returns)."""
    for _ in range(400):
        if live.table.closed:
            await server.wait_for(
                lambda: all(t.id != live.id for t in tournaments(bot)),
                what="the last change committed")
            return

        def ready() -> Message | None:
            table = maybe_poker_table(server)
            if live.table.closed or table is None:
                return table
            return table if turn_of(table) in people and table.buttons() else None

        table = await server.wait_for(ready, what="a person's turn")
        if live.table.closed:
            continue  # to the wait above
        who = turn_of(table)
        assert who is not None
        for prefix in ("All-in", "Call", "Check"):
            if has_button(table, prefix):
                seen = len(table.history)
                await click(server, people[who], table, prefix)
                await server.wait_for(
                    lambda t=table, s=seen: live.table.closed or len(t.history) > s
                    or poker_table(server).id != t.id, what="the table to move")
                break
        else:
            raise AssertionError(f"no move among {table.labels()}")
    raise AssertionError("the tournament did not end")


async def test_sitngo_two_people_and_bots_to_the_results(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    people = {"Alice": alice, "Bob": bob}
    lobby = await open_lobby(server, alice, "sitngo", {"seats": 4, "entry": 100})
    # The terms and the prize split before anyone registers (NK-7.3, NK-9.3).
    for line in terms_text(sitngo(4, 100)):
        assert line in lobby.content
    await click(server, alice, lobby, "Register")
    await ephemeral_text(server, alice, "You are registered")
    alice_paid = await balance(bot, alice)
    await click(server, bob, lobby, "Register")
    await ephemeral_text(server, bob, "You are registered")
    await server.wait_for(lambda: "Bob" in lobby.content, what="Bob in the lobby")
    paid = await balance(bot, bob)
    # /tournament leave before the start: the entry comes back (NK-9.9).
    left = await server.slash(bob, "tournament", "leave", {})
    await server.wait_answered(left)
    await ephemeral_text(server, bob, "your 100 chips are back")
    assert await balance(bot, bob) == paid + 100
    await server.wait_for(lambda: "Bob" not in lobby.content, what="Bob out of the lobby")
    await click(server, bob, lobby, "Register")
    await server.wait_for(lambda: "Bob" in lobby.content, what="Bob back in the lobby")
    assert await balance(bot, bob) == paid
    listed = await server.slash(alice, "tournament", "list", {})
    await server.wait_answered(listed)
    await ephemeral_text(server, alice, "2/4 registered, entry 100 chips")
    # Only the creator starts early; the empty seats become BOTs.
    await click(server, bob, lobby, "Start")
    await ephemeral_text(server, bob, EN.t("error-tournament-not-creator"))
    await click(server, alice, lobby, "Start")
    (live,) = tournaments(bot)
    table = live.table
    await server.wait_for(lambda: table.started, what="the start")  # answered before it
    assert isinstance(table, TournamentTable) and table.started
    assert sum(1 for s in table.seats if s is not None and s.is_bot) == 2
    await server.wait_for(lambda: EN.t("tourney-event-start", pool=400, times=1)
                          in lobby.content and not lobby.buttons(), what="the lobby closed")
    first = await server.wait_for(lambda: maybe_poker_table(server), what="the table")
    assert "Level 1: blinds 10/20" in first.content
    assert not has_button(first, "Sit down")
    await play_to_the_end(server, bot, live, people)
    title = EN.t("tourney-results-title", kind=EN.t("tourney-kind-sitngo"), pool=400)
    results = await server.wait_for(
        lambda: next((m for m in server.channel_messages() if m.content.startswith(title)),
                     None), what="the results")
    assert sorted(r.place for r in table.results) == [1, 2, 3, 4]
    for result in table.results:
        assert f"{result.place}. {shown(result)} — " in results.content
    told = "\n".join(server.public_texts())
    for result in table.results:
        kind = "winner" if result.place == 1 else "eliminated"
        assert EN.t(f"tourney-event-{kind}", name=shown(result), place=result.place,
                    prize=result.prize, shared=result.shared) in told
    sums = ledger_sums(bot, live.id)
    assert sums["refill"] == 200
    assert -sums["entry"] == sums["prize"] == 400
    for member, before in ((alice, alice_paid), (bob, paid)):
        player = await bot.store.ensure_player("discord", member.id, member.name)
        winner = next(r for r in table.results if r.place == 1)
        assert await balance(bot, member) == before + (400 if winner.player == player else 0)
    assert tournaments(bot) == []
    # The server's leaderboards count the tournament (issue 21): both people finished it, the
    # winner (when a person) has a first place.
    asked = await server.slash(alice, "leaderboard", options={"period": "all", "board": "tourneys"})
    await server.wait_answered(asked)
    title = EN.t("board-title", metric="tourneys", period="all")
    board = await server.wait_for(
        lambda: next((m for m in server.channel_messages() if m.content.startswith(title)),
                     None), what="the tournaments board")
    for name in people:
        assert EN.t("board-row-tourneys", place=1, name=name, value=1) in board.content
    asked = await server.slash(alice, "leaderboard", options={"period": "week", "board": "firsts"})
    await server.wait_answered(asked)
    title = EN.t("board-title", metric="firsts", period="week")
    board = await server.wait_for(
        lambda: next((m for m in server.channel_messages() if m.content.startswith(title)),
                     None), what="the firsts board")
    won = [name for name, member in people.items()
           if await bot.store.ensure_player("discord", member.id, member.name) == winner.player]
    assert (EN.t("board-row-wins", place=1, name=won[0], value=1) if won
            else EN.t("board-empty")) in board.content
    # /hand last replays the tournament's last hand, its winner told (issue 21).
    asked = await server.slash(alice, "hand", options={"which": "last"})
    await server.wait_answered(asked)
    replay = await ephemeral_text(server, alice,
                                  EN.t("replay-title", hand=table.hand_no, table=live.id))
    assert EN.t("tourney-event-winner", name=shown(winner), prize=winner.prize, place=1,
                shared=1) in replay


async def test_spin_draw_is_shown_before_play(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    lobby = await open_lobby(server, alice, "spin", {"entry": 50})
    # The published multiplier table and its expected payout (NK-7.4, NK-9.4).
    for line in terms_text(spin(50)):
        assert line in lobby.content
    await click(server, alice, lobby, "Register")
    await click(server, bob, lobby, "Register")
    await server.wait_for(lambda: "Bob" in lobby.content, what="Bob in the lobby")
    await click(server, alice, lobby, "Start")
    (live,) = tournaments(bot)
    table = live.table
    await server.wait_for(lambda: table.started, what="the start")  # answered before it
    drawn = EN.t("tourney-event-start", pool=table.pool, times=table.multiplier)
    assert table.pool == 150 * table.multiplier
    await server.wait_for(lambda: drawn in lobby.content, what="the draw in the lobby")
    await play_to_the_end(server, bot, live, {"Alice": alice, "Bob": bob})
    sums = ledger_sums(bot, live.id)
    assert -sums["entry"] == sums["prize"] == table.pool
    assert sums["refill"] == table.pool - 100


async def test_the_lobby_survives_a_restart_and_calling_off_refunds(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    lobby = await open_lobby(server, alice, "sitngo", {"seats": 3, "entry": 100})
    await click(server, alice, lobby, "Register")
    await ephemeral_text(server, alice, "You are registered")
    alice_paid = await balance(bot, alice)
    again = await server.slash(bob, "tournament", "sitngo", {})
    await server.wait_answered(again)
    await ephemeral_text(server, bob, EN.t("chat-tourney-lobby-open"))
    await bot.restart()
    await click(server, bob, lobby, "Register")  # a button drawn before the restart
    await ephemeral_text(server, bob, "You are registered")
    bob_paid = await balance(bot, bob)
    await click(server, bob, lobby, "Call it off")
    await ephemeral_text(server, bob, EN.t("error-tournament-not-creator"))
    await click(server, alice, lobby, "Call it off")
    await server.wait_for(lambda: EN.t("tourney-event-cancelled") in lobby.content
                          and not lobby.buttons(), what="the lobby called off")
    assert await balance(bot, alice) == alice_paid + 100
    assert await balance(bot, bob) == bob_paid + 100
    assert tournaments(bot) == []


async def test_a_running_tournament_resumes_after_a_restart(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    people = {"Alice": alice, "Bob": bob}
    lobby = await open_lobby(server, alice, "sitngo", {"seats": 2, "entry": 100})
    await click(server, alice, lobby, "Register")
    await ephemeral_text(server, alice, "You are registered")
    await click(server, bob, lobby, "Register")
    (live,) = tournaments(bot)
    await server.wait_for(lambda: live.table.started, what="the start")
    before = await server.wait_for(lambda: maybe_poker_table(server), what="the table")
    hand_no, level = live.table.hand_no, live.table.level
    await bot.restart()
    (resumed,) = tournaments(bot)
    table = resumed.table
    assert (table.hand_no, table.level) == (hand_no, level) and table.started
    tables = [m.id for m in server.channel_messages() if POKER_TITLE in m.content]
    who = turn_of(before)
    assert who in people  # heads-up between two people: someone is to act
    seen = len(before.history)
    await click(server, people[who], before, "Call" if has_button(before, "Call") else "Check")
    await server.wait_for(lambda: len(before.history) > seen, what="the table edited in place")
    await play_to_the_end(server, bot, resumed, people)
    # Redrawn in place: no new table message was posted after the restart.
    assert [m.id for m in server.channel_messages() if POKER_TITLE in m.content] == tables
    title = EN.t("tourney-results-title", kind=EN.t("tourney-kind-sitngo"), pool=200)
    await server.wait_for(lambda: any(m.content.startswith(title)
                                      for m in server.channel_messages()), what="the results")
    sums = ledger_sums(bot, resumed.id)
    assert -sums["entry"] == sums["prize"] == 200
    assert "refill" not in sums  # two people, no BOT: the house pays nothing
    assert tournaments(bot) == []
