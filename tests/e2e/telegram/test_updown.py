"""Up/Down end to end in a Telegram group: the real PTB Application, the fake Bot API, the real
match service and store. In every test no group message may name a hidden card."""

from __future__ import annotations

from typing import Any

from bot.matches import DerivedSeeds
from bot.render.cards import face
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    acting_user,
    button,
    challenge_accepted,
    current_table,
    only_match,
    private_chat,
    runtime,
)


async def test_full_match_between_two_users_in_a_group(
    running: Any, api: Any
) -> None:
    api.dm_open.add(ALICE["id"])
    async with running(seeds=DerivedSeeds(7)) as bot:
        await bot.say(private_chat(ALICE), ALICE, "/start")
        table = await challenge_accepted(bot, api)
        assert table.text.startswith(EN.t("chat-ud-title", deal=1))
        # Alice gets her cards by DM; Bob never pressed Start (403) and uses the button.
        dm = api.last_message(ALICE["id"]).text
        hand = only_match(bot).state.private_view(0)["hand"]
        assert dm == EN.t("chat-ud-hand", deal=1, cards=f"1) {face(hand[0])}  2) {face(hand[1])}")
        assert ("sendMessage", "Forbidden: bot can't initiate conversation with a user") in (
            api.errors
        )
        cards = await bot.click(BOB, table, button(table, EN.t("chat-my-cards")))
        assert cards["show_alert"] is True and cards["text"].startswith("Jako 1")

        tables = {table.message_id}
        steps = 0
        while list(runtime(bot).service.registry):
            steps += 1
            assert steps < 200, "the match does not end"
            table = await current_table(bot, api)
            tables.add(table.message_id)
            actor = await acting_user(bot)
            other = BOB if actor is ALICE else ALICE
            labels = [b["text"] for b in table.buttons()]
            # Only the acting player may use the buttons.
            refused = await bot.click(other, table, table.buttons()[0]["callback_data"])
            assert refused["show_alert"] is True
            loc = EN if other is ALICE else FI
            assert refused["text"] == loc.t("error-not-your-turn")
            deal = only_match(bot).state.deal_no
            choice = _strategy(labels, actor, deal)
            answer = await bot.click(actor, table, button(table, choice))
            assert "show_alert" not in answer, answer
            if choice == EN.t("chat-other-amount"):
                # The prompt asks in the player's language; the reply is the raise-to total.
                prompt = api.last_message(GROUP_ID)
                live = only_match(bot)
                (bet,) = [o for o in live.state.legal_actions(0) if o.kind == "bet"]
                assert prompt.text == EN.t("tg-amount-prompt", name="Alice", min=bet.min,
                                           max=bet.max)
                sent = api.calls_to("sendMessage")[-1]
                assert '<a href="tg://user?id=11">Alice</a>' in sent["text"]
                assert sent["reply_markup"]["force_reply"] is True
                await bot.say(GROUP, actor, "many", reply_to=prompt)
                assert api.last_message(GROUP_ID).text == EN.t("error-amount-not-a-number")
                await bot.say(GROUP, actor, "999", reply_to=prompt)
                assert api.last_message(GROUP_ID).text == EN.t(
                    "error-amount-out-of-range", min=bet.min, max=bet.max
                )
                await bot.say(GROUP, BOB, "5", reply_to=prompt)  # not Bob's question: ignored
                assert api.last_message(GROUP_ID).text == EN.t(
                    "error-amount-out-of-range", min=bet.min, max=bet.max
                )
                await bot.say(GROUP, actor, "3", reply_to=prompt)
                assert (GROUP_ID, prompt.message_id) not in api.messages  # tidied away
                assert "3" in api.messages[(GROUP_ID, table.message_id)].text
        final = api.messages[(GROUP_ID, max(tables))]
        winner = "Alice" if "Alice: " + EN.t("stack", amount=40) in final.text else "Bob"
        assert final.text.endswith(EN.t("chat-ud-match-over", name=winner))
        assert final.reply_markup is None
        deals = int(final.text.splitlines()[0].rsplit(" ", 1)[1])
        assert deals >= 3
        # One table message per deal, each edited in place, none left with buttons.
        table_ids = [m.message_id for m in api.chat_messages(GROUP_ID)
                     if m.text.startswith("🃏")]
        assert len(table_ids) == deals
        # Alice got her cards each deal; Bob's refused DM was tried once, then the button only.
        assert len(api.chat_messages(ALICE["id"])) == 1 + deals
        assert [e for e in api.errors if e[0] == "sendMessage"] == [
            ("sendMessage", "Forbidden: bot can't initiate conversation with a user")
        ]
        assert all(api.messages[(GROUP_ID, i)].reply_markup is None for i in table_ids)
        store = runtime(bot).store
        community = f"tg:{GROUP_ID}"
        alice = await runtime(bot).player_id(_user(ALICE))
        bob = await runtime(bot).player_id(_user(BOB))
        balances = [await store.balance(community, alice), await store.balance(community, bob)]
        assert balances == ([1020, 980] if winner == "Alice" else [980, 1020])
        assert sum(balances) == 2000


def _strategy(labels: list[str], actor: dict[str, Any], deal: int) -> str:
    """Lock the second card. Alice bets the minimum in deal 1, asks for another amount in deal
    2, then moves all-in; Bob calls. (Labels are in the group's language.)"""
    alice = {1: EN.t("action-bet-amount", amount=1), 2: EN.t("chat-other-amount")}
    wanted = [EN.t("chat-lock-slot", slot=2)]
    wanted += [alice.get(deal, "All-in")] if actor is ALICE else [EN.t("action-call")]
    wanted.append(EN.t("action-check"))
    for prefix in wanted:
        for label in labels:
            if label.startswith(prefix):
                return label
    raise AssertionError(f"{actor['first_name']}: nothing to press in {labels}")


def _user(data: dict[str, Any]) -> Any:
    from telegram import User

    return User(data["id"], data["first_name"], is_bot=False, language_code=data["language_code"])
