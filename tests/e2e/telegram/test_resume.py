"""A restart mid-deal: a new Application on the same SQLite file resumes the match, the buttons
already in the group keep working, and the same table message is edited."""

from __future__ import annotations

from typing import Any

from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    GROUP_ID,
    button,
    challenge_accepted,
    current_table,
    only_match,
    runtime,
)


async def test_restart_mid_deal_keeps_buttons_and_table_message(running: Any, api: Any) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        table = await current_table(bot, api)
        before = only_match(bot).state.to_dict()
        bobs_lock = button(table, EN.t("chat-lock-slot", slot=2))

    async with running() as bot:  # a new process: nothing in memory but the database
        live = only_match(bot)
        assert live.state.to_dict() == before
        # The turn timer is re-armed from the deadline stored with the match.
        jobs = bot.app.job_queue.get_jobs_by_name(f"turn:{live.id}")
        assert len(jobs) == 1
        answer = await bot.click(BOB, table, bobs_lock)
        assert "show_alert" not in answer
        assert only_match(bot).state.phase == "bet"
        edited = await current_table(bot, api)
        assert edited.message_id == table.message_id  # edited in place, not re-posted
        assert EN.t("tg-ud-turn-until", name="Alice", time="")[:12] in edited.text
        # Play the deal out on the same message: check, check, showdown, next deal.
        await bot.click(ALICE, edited, button(edited, EN.t("action-check")))
        edited = await current_table(bot, api)
        await bot.click(BOB, edited, button(edited, EN.t("action-check")))
        assert only_match(bot).state.deal_no == 2
        closed = api.messages[(GROUP_ID, table.message_id)]
        assert closed.reply_markup is None and "Deal 1:" in closed.text
        assert (await current_table(bot, api)).message_id != table.message_id
        assert runtime(bot).service.registry is not None


async def test_restart_between_deals_deals_the_next_one(
    running: Any, api: Any, monkeypatch: Any
) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        for user, label in ((ALICE, EN.t("chat-lock-slot", slot=1)),
                            (BOB, EN.t("chat-lock-slot", slot=1)),
                            (ALICE, EN.t("action-check"))):
            await bot.click(user, table, button(await current_table(bot, api), label))

        async def crash(match_id: int) -> tuple[Any, ...]:
            return ()  # the process dies before dealing the next hand

        monkeypatch.setattr(runtime(bot).service, "advance", crash)
        await bot.click(BOB, table, button(await current_table(bot, api), EN.t("action-check")))
        assert only_match(bot).state.deal_over

    async with running() as bot:
        assert only_match(bot).state.deal_no == 2 and not only_match(bot).state.deal_over
        fresh = await current_table(bot, api)
        assert fresh.message_id != table.message_id
        assert fresh.text.startswith(EN.t("chat-ud-title", deal=2))
        assert button(fresh, EN.t("chat-lock-slot", slot=1))
