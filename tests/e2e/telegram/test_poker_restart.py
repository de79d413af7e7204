"""A restart in the middle of a poker hand: a new Application on the same SQLite file reloads
the table, re-arms its timer from the stored deadline, and the buttons already in the group
keep working on the same (edited) table message. Also: the hidden-card guard catches a hole
card or an As-Nas hand planted in the group on purpose."""

from __future__ import annotations

from typing import Any

from bot.matches import DerivedSeeds
from bot.render.asnas import card_label
from bot.render.cards import face
from tests.e2e.telegram.harness import ALICE, BOB, EN, FI, GROUP, GROUP_ID, button, private_chat
from tests.e2e.telegram.test_asnas import open_lobby_and_start
from tests.e2e.telegram.test_poker import acting, only_table, table_message
from tests.e2e.telegram.test_private_table import invitation

USERS = {"Alice": ALICE, "Bob": BOB}


async def test_restart_mid_hand_resumes_with_the_same_buttons(running: Any, api: Any) -> None:
    api.dm_open.add(BOB["id"])
    async with running(seeds=DerivedSeeds(9)) as bot:
        await bot.say(GROUP, ALICE, "/table holdem")
        await bot.say(private_chat(BOB), BOB, f"/start {invitation(api)}")
        live = only_table(bot)
        assert live.table.hand_no == 1 and live.table.live
        before = live.table.to_dict()
        message = await table_message(bot, api)
        actor = await acting(bot)
        assert actor is not None
        labels = [b["text"] for b in message.buttons()]
        move = next(label for label in labels if label.startswith("Call"))
        data = button(message, move)
        deadline = live.table.turn_deadline
        shown = message.text
        assert EN.t("poker-event-hand", hand=1) in shown

    async with running(seeds=DerivedSeeds(9)) as bot:  # nothing in memory but the database
        live = only_table(bot)
        assert live.table.to_dict() == before and live.table.turn_deadline == deadline
        # Redrawn at start-up with the hand's lines read back from the store: as it was.
        assert api.messages[(GROUP_ID, message.message_id)].text == shown
        assert len(bot.app.job_queue.get_jobs_by_name("tables")) == 1
        # The old button works: the caller's call goes through on the same message.
        answer = await bot.click(actor, message, data)
        assert "show_alert" not in answer
        assert live.table.hand_seq > before["hand"]["seq"]  # type: ignore[index]
        edited = await table_message(bot, api)
        assert edited.message_id == message.message_id
        name = actor["first_name"]
        assert EN.t("poker-event-call", name=name, amount=20).split(" (")[0] in edited.text
        # A repeat of the same (now stale) button is refused without changing anything.
        seq = live.table.hand_seq
        again = await bot.click(actor, message, data)
        assert again["show_alert"] is True and live.table.hand_seq == seq
        text = EN if actor is ALICE else FI
        assert again["text"] in {text.t("error-stale-command"), text.t("error-duplicate-command")}


async def test_guard_catches_planted_hole_cards_and_asnas_hands(running: Any, api: Any) -> None:
    async with running(seeds=DerivedSeeds(4), opponent="always-call",
                       table_bots="always-call") as bot:
        await bot.say(GROUP, ALICE, "/holdem")
        hole = only_table(bot).table.private_view(0)["hand"]["hole"]
        guard = bot.guard
        assert guard is not None
        await guard(GROUP_ID, f"oops {face(hole[0])}")
        assert guard.violations
        await guard(ALICE["id"], f"your card {face(hole[0])}")  # her own DM: fine
        assert len(guard.violations) == 1
        guard.violations.clear()  # planted on purpose
        await open_lobby_and_start(bot, api)
        runtime = bot.app.bot_data["feltbot"]
        (match,) = list(runtime.service.registry)
        hand = match.state.to_dict()["hands"][0]
        await guard(GROUP_ID, "planted " + card_label(hand[0], EN))
        assert guard.violations  # an As-Nas hand is hidden even before its owner looks
        guard.violations.clear()


async def test_a_hand_dealt_at_start_up_is_shown_and_its_cards_sent(
    running: Any, api: Any, monkeypatch: Any
) -> None:
    """The process stops after Bob sat down but before the hand was dealt; the next start
    deals it (`TableService.load_open`), posts its table and sends Bob his cards."""
    from bot.tables import TableService

    api.dm_open.add(BOB["id"])
    async with running(seeds=DerivedSeeds(3)) as bot:
        await bot.say(GROUP, ALICE, "/table")
        payload = invitation(api)

        async def crash(self: Any, live: Any) -> list[Any]:
            return []  # the server's own moves never happen: the process died

        with monkeypatch.context() as patch:
            patch.setattr(TableService, "_advance", crash)
            await bot.say(private_chat(BOB), BOB, f"/start {payload}")
        assert len(only_table(bot).table.humans()) == 2 and only_table(bot).table.hand_no == 0

    async with running(seeds=DerivedSeeds(3)) as bot:
        table = only_table(bot).table
        assert table.hand_no == 1 and table.live
        hand = await table_message(bot, api)
        assert hand.text.startswith(EN.t("poker-title", hand=1, mode=EN.t("poker-mode-holdem"),
                                         small=10, big=20))
        hole = table.private_view(1)["hand"]["hole"]
        assert api.last_message(BOB["id"]).text == FI.t(
            "poker-hole", hand=1, cards=" ".join(face(card) for card in hole))


async def test_a_restart_leaves_other_front_ends_matches_and_tables_alone(
    running: Any, api: Any, settings: Any
) -> None:
    """One database, many front ends: the console's open match and table are neither loaded
    nor drawn nor timed by the Telegram process (its registry and table service are filtered
    to tg: communities)."""
    from bot.matches import MatchService
    from bot.store import Store
    from bot.tables import TableConfig, TableService

    async with await Store.open(settings.database_path) as store:
        matches = MatchService(store)
        player, _ = await matches.ensure_account("console", "console", "c", "C", 1000)
        await matches.start_match("console", player, "updown")
        tables = TableService(store)
        live = await tables.create("console", "terminal", TableConfig.standard("holdem"))
        await tables.join(live.id, player, "C", 400)
        assert len(await store.load_open_matches()) == 2
    async with running() as bot:
        runtime = bot.app.bot_data["feltbot"]
        assert list(runtime.service.registry) == [] and len(runtime.desk.cash) == 0
        assert bot.app.job_queue.get_jobs_by_name("tables") == ()
        assert api.messages == {}  # nothing drawn anywhere
