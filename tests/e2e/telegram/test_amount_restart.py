"""An "Other amount" question survives a restart: the pending prompt is in the SQLite store, so
the reply typed after a new Application started on the same file is applied, exactly once, on
the same table message. A repeat reply and another user's reply are ignored, a typo gets the
localized error and keeps the question, and a question whose deal or action sequence moved on
is refused as stale (nothing changes) and forgotten."""

from __future__ import annotations

from typing import Any

from adapters.telegram.amounts import LATEST_NS, prompts
from bot.matches import DerivedSeeds
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    GROUP,
    GROUP_ID,
    button,
    challenge_accepted,
    current_table,
    only_match,
    runtime,
)
from tests.e2e.telegram.test_poker import acting, only_table, table_message

COMMUNITY = f"tg:{GROUP_ID}"


def group_texts(api: Any) -> list[str]:
    return [t for m in api.chat_messages(GROUP_ID) for t in (m.text, *m.history)]


async def prompt_stored(bot: Any, prompt: Any) -> bool:
    return await prompts(runtime(bot)).pending(GROUP_ID, prompt.message_id) is not None


async def balance(bot: Any, user: dict[str, Any]) -> int:
    store = runtime(bot).store
    player = await store.ensure_player("telegram", str(user["id"]), user["first_name"])
    return int(await store.balance(COMMUNITY, player))


async def ask_other_amount(bot: Any, api: Any, user: dict[str, Any], message: Any) -> Any:
    answer = await bot.click(user, message, button(message, EN.t("chat-other-amount")))
    assert "show_alert" not in answer, answer
    prompt = api.last_message(GROUP_ID)
    assert await prompt_stored(bot, prompt)  # stored before anyone can answer it
    return prompt


async def test_poker_amount_reply_after_restart_applies_once(running: Any, api: Any) -> None:
    options = {"seeds": DerivedSeeds(8), "table_bots": "always-call"}
    async with running(**options) as bot:
        await bot.say(GROUP, ALICE, "/holdem 500")
        live = only_table(bot)
        assert await acting(bot) is ALICE
        message = await table_message(bot, api)
        prompt = await ask_other_amount(bot, api, ALICE, message)
        option = next(o for o in live.table.hand.legal_actions(live.table.to_act)
                      if o.kind in ("bet", "raise"))
        chips_before = live.table.to_dict()["hand"]["betting"]["stacks"][0]
        posted = live.table.to_dict()["hand"]["betting"]["street"][0]
        ledger = await balance(bot, ALICE)

    async with running(**options) as bot:  # nothing in memory but the database
        live = only_table(bot)
        before = live.table.to_dict()
        sent = len(api.calls_to("sendMessage"))
        await bot.say(GROUP, BOB, "100", reply_to=prompt)  # not Bob's question: ignored
        assert live.table.to_dict() == before and len(api.calls_to("sendMessage")) == sent
        await bot.say(GROUP, ALICE, "lots", reply_to=prompt)  # a typo keeps the question
        assert api.last_message(GROUP_ID).text == EN.t("error-amount-not-a-number")
        assert live.table.to_dict() == before and await prompt_stored(bot, prompt)

        amount = option.min + 7
        await bot.say(GROUP, ALICE, str(amount), reply_to=prompt)
        hand = live.table.to_dict()["hand"]
        raises = [r for r in hand["log"] if r.get("seat") == 0 and r["kind"] in ("bet", "raise")]
        assert [r["to"] for r in raises] == [amount]  # applied exactly once
        assert hand["betting"]["stacks"][0] == chips_before - (amount - posted)
        assert sum(hand["betting"]["stacks"]) + sum(hand["betting"]["total"]) == 2500
        assert await balance(bot, ALICE) == ledger  # her chips are at the table, not moved
        edited = await table_message(bot, api)
        assert edited.message_id == message.message_id  # the same table message, edited
        kind = "raise" if option.kind == "raise" else "bet"
        said = EN.t(f"poker-event-{kind}", name="Alice", amount=amount)
        assert any(said in t for t in (edited.text, *edited.history))
        assert (GROUP_ID, prompt.message_id) not in api.messages  # tidied away
        assert not await prompt_stored(bot, prompt)  # and forgotten

        # The same reply again: the question is answered, nothing changes, nothing is said.
        after = live.table.to_dict()
        sent = len(api.calls_to("sendMessage"))
        await bot.say(GROUP, ALICE, str(amount), reply_to=prompt)
        assert live.table.to_dict() == after and len(api.calls_to("sendMessage")) == sent

        # A question left open while Alice pressed another button goes stale.
        assert await acting(bot) is ALICE
        message = await table_message(bot, api)
        stale = await ask_other_amount(bot, api, ALICE, message)
        passive = next(b["text"] for b in message.buttons()
                       if b["text"].startswith((EN.t("action-check"), EN.t("action-call"))))
        assert "show_alert" not in await bot.click(ALICE, message, button(message, passive))

    async with running(**options) as bot:
        live = only_table(bot)
        before = live.table.to_dict()
        ledger = await balance(bot, ALICE)
        await bot.say(GROUP, ALICE, str(option.max), reply_to=stale)
        assert api.last_message(GROUP_ID).text == EN.t("error-stale-command")
        assert live.table.to_dict() == before and await balance(bot, ALICE) == ledger
        assert not await prompt_stored(bot, stale)  # refused for good: forgotten
        sent = len(api.calls_to("sendMessage"))
        await bot.say(GROUP, ALICE, str(option.max), reply_to=stale)
        assert live.table.to_dict() == before and len(api.calls_to("sendMessage")) == sent


async def test_updown_amount_reply_after_restart(running: Any, api: Any) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        await bot.click(BOB, table, button(await current_table(bot, api),
                                           EN.t("chat-lock-slot", slot=2)))
        table = await current_table(bot, api)
        prompt = await ask_other_amount(bot, api, ALICE, table)
        stacks = only_match(bot).state.public_view()["stacks"]
        ledger = [await balance(bot, ALICE), await balance(bot, BOB)]

    async with running() as bot:
        before = only_match(bot).state.to_dict()
        await bot.say(GROUP, BOB, "5", reply_to=prompt)  # not Bob's question: ignored
        assert only_match(bot).state.to_dict() == before
        await bot.say(GROUP, ALICE, "3", reply_to=prompt)
        view = only_match(bot).state.public_view()
        assert view["stacks"] == [stacks[0] - 3, stacks[1]] and view["current_bet"] == 3
        assert [await balance(bot, ALICE), await balance(bot, BOB)] == ledger
        edited = await current_table(bot, api)
        assert edited.message_id == table.message_id and "3" in edited.text
        assert not await prompt_stored(bot, prompt)
        seq = only_match(bot).state.to_dict()["seq"]
        await bot.say(GROUP, ALICE, "3", reply_to=prompt)  # answered already: ignored
        assert only_match(bot).state.to_dict()["seq"] == seq

        # Bob raises; Alice asks for another amount but calls instead, and the deal ends.
        await bot.click(BOB, edited, button(edited, EN.t("chat-other-amount")))
        raise_prompt = api.last_message(GROUP_ID)
        await bot.say(GROUP, BOB, "6", reply_to=raise_prompt)
        table = await current_table(bot, api)
        old = await ask_other_amount(bot, api, ALICE, table)
        await bot.click(ALICE, table, button(table, EN.t("action-call")))
        assert only_match(bot).state.deal_no == 2

    async with running() as bot:
        before = only_match(bot).state.to_dict()
        ledger = [await balance(bot, ALICE), await balance(bot, BOB)]
        await bot.say(GROUP, ALICE, "10", reply_to=old)  # a question from a finished deal
        assert api.last_message(GROUP_ID).text == EN.t("error-stale-command")
        assert only_match(bot).state.to_dict() == before
        assert [await balance(bot, ALICE), await balance(bot, BOB)] == ledger
        assert not await prompt_stored(bot, old)


async def test_asking_again_replaces_the_open_question(running: Any, api: Any) -> None:
    """One open question per player and chat: pressing "Other amount" again removes the last
    one (from the group and the store), so unanswered questions cannot pile up; the new one
    still works after a restart, and the old one is ignored."""
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        await bot.click(BOB, table, button(await current_table(bot, api),
                                           EN.t("chat-lock-slot", slot=2)))
        table = await current_table(bot, api)
        first = await ask_other_amount(bot, api, ALICE, table)
        second = await ask_other_amount(bot, api, ALICE, await current_table(bot, api))
        assert second.message_id != first.message_id
        assert not await prompt_stored(bot, first)
        assert (GROUP_ID, first.message_id) not in api.messages  # removed from the group
        stacks = only_match(bot).state.public_view()["stacks"]

    async with running() as bot:
        before = only_match(bot).state.to_dict()
        await bot.say(GROUP, ALICE, "4", reply_to=first)  # the replaced question: ignored
        assert only_match(bot).state.to_dict() == before
        await bot.say(GROUP, ALICE, "4", reply_to=second)
        assert only_match(bot).state.public_view()["stacks"] == [stacks[0] - 4, stacks[1]]
        assert not await prompt_stored(bot, second)
        latest = await runtime(bot).kv.get(LATEST_NS, f"{GROUP_ID}:{ALICE['id']}")
        assert latest is None  # answered: nothing of Alice's is left open
