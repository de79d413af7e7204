"""A forged button, a stale button and a double click are answered with an alert and change
nothing: no state change, no ledger row, no message edit."""

from __future__ import annotations

from typing import Any

from bot.callbacks import ButtonRef, CallbackCodec
from bot.i18n import Localizer
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    button,
    challenge_accepted,
    only_match,
    runtime,
    where_drawn,
)


async def frozen(bot: Any, api: Any) -> tuple[Any, ...]:
    """Everything a refused click must leave alone."""
    live = only_match(bot)
    events = await runtime(bot).store.match_events(live.id)
    table = api.messages[(GROUP_ID, (await where_drawn(runtime(bot), live.id)).message_id)]
    return live.state.to_dict(), len(events), table.text, table.reply_markup


def refused_only(api: Any, mark: int) -> bool:
    return [name for name, _ in api.calls[mark:]] == ["answerCallbackQuery"]


async def test_forged_stale_and_double_clicks_change_nothing(
    running: Any, api: Any
) -> None:
    async with running() as bot:
        first = await challenge_accepted(bot, api)
        lock_1 = button(first, EN.t("chat-lock-slot", slot=1))
        lock_2 = button(first, EN.t("chat-lock-slot", slot=2))
        answer = await bot.click(ALICE, first, lock_1)
        assert "show_alert" not in answer

        # Double click: the same button again.
        before, mark = await frozen(bot, api), len(api.calls)
        answer = await bot.click(ALICE, first, lock_1)
        assert answer["show_alert"] is True
        assert answer["text"] == EN.t("error-duplicate-command")
        assert await frozen(bot, api) == before and refused_only(api, mark)

        # Stale: Bob presses a button drawn for Alice's earlier decision.
        mark = len(api.calls)
        answer = await bot.click(BOB, first, lock_2)
        assert answer["text"] == FI.t("error-stale-command")
        assert await frozen(bot, api) == before and refused_only(api, mark)

        # Forged: Bob's real button with another card slot, and one signed with another key.
        table = api.messages[(GROUP_ID, first.message_id)]
        real = button(table, EN.t("chat-lock-slot", slot=1))
        body, _, mac = real.rpartition(".")
        tampered = body.replace(".lock.0", ".lock.1") + "." + mac
        assert tampered != real
        live = only_match(bot)
        foreign = CallbackCodec.from_secret("not-our-token").encode(
            ButtonRef("pick", live.id, live.state.deal_no, live.state.seq, "lock", 1)
        )
        for data in (tampered, foreign, "pick.1.1.1.lock.1", "x" * 64):
            mark = len(api.calls)
            answer = await bot.click(BOB, table, data)
            assert answer == {
                "callback_query_id": answer["callback_query_id"],
                "text": FI.t("error-invalid-button"),
                "show_alert": True,
            }
            assert await frozen(bot, api) == before and refused_only(api, mark)

        # A finished challenge cannot be accepted twice, and a real move still works.
        answer = await bot.click(BOB, table, real)
        assert "show_alert" not in answer
        assert only_match(bot).state.phase == "bet"


async def test_someone_elses_cards_and_turn(running: Any, api: Any) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        seq = only_match(bot).state.seq
        carol = {"id": 33, "is_bot": False, "first_name": "Carol", "language_code": "hi"}
        hindi = Localizer("hi")
        answer = await bot.click(carol, table, button(table, EN.t("chat-my-cards")))
        assert answer["text"] == hindi.t("error-not-seated") and answer["show_alert"] is True
        answer = await bot.click(carol, table, button(table, EN.t("chat-lock-slot", slot=1)))
        # Someone without a seat is told so, as on every platform (bot.frontend.matches).
        assert answer["text"] == hindi.t("error-not-seated")
        answer = await bot.click(BOB, table, button(table, EN.t("chat-lock-slot", slot=1)))
        assert answer["text"] == FI.t("error-not-your-turn")
        # Nothing moved; a second match for the same players is refused (as on Discord, at
        # the offer already: `bot.frontend.challenges`).
        assert only_match(bot).state.seq == seq
        await bot.say(GROUP, BOB, "/updown", reply_to_user=ALICE)
        assert api.last_message(GROUP_ID).text == FI.t("chat-already-playing", name="Alice")
        assert len(await bot.app.bot_data["feltbot"].services.book.pending()) == 0


async def test_an_unexpected_failure_apologises_and_redraws_the_stored_state(
    running: Any, api: Any, monkeypatch: Any
) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        service = runtime(bot).service

        async def broken(match_id: int) -> tuple[Any, ...]:
            raise RuntimeError("a computer player crashed")

        # The lock is committed, then the step after it fails.
        monkeypatch.setattr(service, "advance", broken)
        answer = await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        assert answer["show_alert"] is True and answer["text"] == EN.t("error-internal")
        assert only_match(bot).state.locked[0] is not None
        shown = api.messages[(GROUP_ID, table.message_id)]
        assert EN.t("tg-ud-turn-until", name="Bob", time="")[:10] in shown.text
        assert button(shown, EN.t("chat-lock-slot", slot=2))  # Bob's buttons are up


async def test_the_hidden_card_guard_is_not_vacuous(running: Any, api: Any) -> None:
    """Leaks planted on purpose are caught, in the group and in the other player's DM, while
    a player's own cards in their own DM are fine."""
    from bot.frontend.updown import hand_text

    async with running() as bot:
        await challenge_accepted(bot, api)
        guard = bot.guard
        assert guard is not None
        alices = hand_text(only_match(bot).state.private_view(0), EN)
        api.dm_open.update({ALICE["id"], BOB["id"]})
        for chat_id, leak in ((GROUP_ID, True), (BOB["id"], True), (ALICE["id"], False)):
            await bot.app.bot.send_message(chat_id, alices)
            assert bool(guard.violations) is leak, chat_id
            guard.violations.clear()  # planted on purpose
