"""Issue 14 item 5: a challenge is stored with an id and an expiry; its buttons carry the id. It
is removed on accept, decline or expiry, so an old offer pressed later starts nothing; two
people have one open challenge between them at most; a restart keeps challenges and their
expiry."""

from __future__ import annotations

from typing import Any

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
)

COMMUNITY = f"tg:{GROUP_ID}"


class Clock:
    def __init__(self) -> None:
        self.now = 2_000_000.0

    def __call__(self) -> float:
        return self.now


async def ledger_rows(bot: Any) -> int:
    return int(await runtime(bot).store._scalar("SELECT COUNT(*) FROM ledger"))


async def offer(bot: Any, api: Any, challenger: Any = ALICE, opponent: Any = BOB) -> Any:
    await bot.say(GROUP, challenger, "/updown", reply_to_user=opponent)
    message = api.last_message(GROUP_ID)
    assert message.buttons(), message.text
    return message


async def test_an_accepted_offer_pressed_again_starts_nothing(running: Any, api: Any) -> None:
    async with running() as bot:
        await challenge_accepted(bot, api)
        original = api.chat_messages(GROUP_ID)[0]  # the offer, its buttons now removed
        await bot.say(GROUP, ALICE, "/cancel")
        assert list(runtime(bot).service.registry) == []
        rows = await ledger_rows(bot)
        # The offer's keyboard as it was sent (a client may still show it).
        data = api.calls_to("sendMessage")[0]["reply_markup"]["inline_keyboard"][0][0]
        assert data["text"] == EN.t("chat-accept")
        answer = await bot.click(BOB, original, data["callback_data"])
        assert answer["text"] == FI.t("chat-challenge-expired") and answer["show_alert"]
        assert list(runtime(bot).service.registry) == []
        assert await ledger_rows(bot) == rows  # no second buy-in
        assert await runtime(bot).services.book.pending() == []


async def test_decline_removes_the_offer_and_allows_a_new_one(running: Any, api: Any) -> None:
    async with running() as bot:
        first = await offer(bot, api)
        accept = button(first, EN.t("chat-accept"))
        # One open challenge between the same two people, whoever challenges.
        for challenger, opponent in ((ALICE, BOB), (BOB, ALICE)):
            await bot.say(GROUP, challenger, "/updown", reply_to_user=opponent)
            said = api.last_message(GROUP_ID).text
            lang = EN if challenger is ALICE else FI
            assert said == lang.t("chat-challenge-open", challenger=challenger["first_name"],
                                  opponent=opponent["first_name"])
        assert len(await runtime(bot).services.book.pending()) == 1
        await bot.click(ALICE, first, button(first, EN.t("chat-decline")))  # the challenger
        assert api.messages[(GROUP_ID, first.message_id)].text == EN.t(
            "chat-challenge-declined", opponent="Alice")
        assert await runtime(bot).services.book.pending() == []
        answer = await bot.click(BOB, first, accept)
        assert answer["text"] == FI.t("chat-challenge-expired")
        assert list(runtime(bot).service.registry) == []
        second = await offer(bot, api, BOB, ALICE)
        await bot.click(ALICE, second, button(second, EN.t("chat-accept")))
        assert only_match(bot).seats[0] == await runtime(bot).store._scalar(
            "SELECT id FROM players WHERE external_id = ?", (str(BOB["id"]),))


async def test_an_offer_expires_when_pressed_late(running: Any, api: Any) -> None:
    clock = Clock()
    async with running(clock=clock) as bot:
        message = await offer(bot, api)
        clock.now += runtime(bot).challenge_expiry - 1
        await bot.say(GROUP, ALICE, "/updown", reply_to_user=BOB)
        assert api.last_message(GROUP_ID).text.startswith(EN.t(
            "chat-challenge-open", challenger="Alice", opponent="Bob")[:10])
        clock.now += 1
        answer = await bot.click(BOB, message, button(message, EN.t("chat-accept")))
        assert answer["text"] == FI.t("chat-challenge-expired")
        assert list(runtime(bot).service.registry) == []
        shown = api.messages[(GROUP_ID, message.message_id)]
        assert shown.text == EN.t("chat-challenge-expired") and not shown.buttons()
        fresh = await offer(bot, api)  # the pair is free again
        await bot.click(BOB, fresh, button(fresh, EN.t("chat-accept")))
        assert len(list(runtime(bot).service.registry)) == 1


async def test_an_unanswered_offer_times_out(running: Any, api: Any) -> None:
    async with running(challenge_seconds=0.2) as bot:
        message = await offer(bot, api)
        await api.wait_until(
            lambda: api.messages[(GROUP_ID, message.message_id)].text
            == EN.t("chat-challenge-expired"))
        assert not api.messages[(GROUP_ID, message.message_id)].buttons()
        assert await runtime(bot).services.book.pending() == []


async def test_a_restart_keeps_offers_and_expires_the_late_ones(running: Any, api: Any) -> None:
    clock = Clock()
    carol = {"id": 33, "is_bot": False, "first_name": "Carol"}
    async with running(clock=clock) as bot:
        late = await offer(bot, api, ALICE, carol)
        clock.now += runtime(bot).challenge_expiry - 10
        kept = await offer(bot, api)
    clock.now += 11  # the bot was down while Carol's offer ran out
    async with running(clock=clock) as bot:
        shown = api.messages[(GROUP_ID, late.message_id)]
        assert shown.text == EN.t("chat-challenge-expired") and not shown.buttons()
        assert len(await runtime(bot).services.book.pending()) == 1
        answer = await bot.click(BOB, kept, button(kept, EN.t("chat-accept")))
        assert "show_alert" not in answer
        assert len(list(runtime(bot).service.registry)) == 1


async def test_a_mention_of_someone_never_seen_here_is_asked_whom_not_a_computer_match(
    running: Any, api: Any,
) -> None:
    """"/updown @stranger" (a username the bot never saw write here) used to start a match
    against the computer, staking Alice's chips; it is "whom do you mean" now."""
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/updown @stranger")
        assert list(runtime(bot).service.registry) == []
        assert api.last_message(GROUP_ID).text == EN.t("tg-challenge-whom")
        assert await ledger_rows(bot) <= 1  # at most the starting grant
