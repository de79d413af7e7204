"""A private poker table (NK-7.2) in a Telegram group: the host creates it with /table and gets
an invitation deep link; an invited friend joins through it, an uninvited member is refused
(the Sit button, a made-up link), and the host's settings change from the next hand."""

from __future__ import annotations

from typing import Any

from bot.i18n import Localizer
from bot.render.cards import face
from bot.tables.invites import START_PREFIX
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
)
from tests.e2e.telegram.test_poker import only_table, table_message

HI = Localizer("hi")
LINK = "https://t.me/felt_test_bot?start="


def invitation(api: Any) -> str:
    """The payload of the invitation link in the group's last message (a URL button)."""
    message = api.last_message(GROUP_ID)
    link = next(b["url"] for b in message.buttons() if "url" in b)
    assert link.startswith(LINK + START_PREFIX) and link in message.text
    payload = link[len(LINK):]
    assert len(payload) <= 64 and payload.replace("-", "").replace("_", "").isalnum()
    return payload


async def test_private_table_joined_by_deep_link(running: Any, api: Any) -> None:
    api.dm_open.update({BOB["id"], CAROL["id"]})  # opening a deep link presses Start
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/table omaha 10")
        live = only_table(bot)
        table = live.table  # a refused change rebuilds it: read `live.table` after one
        assert table.private and table.config.mode == "omaha" and table.config.big_blind == 10
        assert table.humans() == [table.host] and not table.config.bots_allowed
        settings = EN.t("poker-table-settings", mode=EN.t("poker-mode-omaha"), small=5,
                        big=10, seats=6, min=200, max=1000, seconds=45, bots="no")
        assert api.last_message(GROUP_ID).text.startswith(settings)
        payload = invitation(api)
        waiting = await table_message(bot, api)
        assert EN.t("poker-table-private") in waiting.text and table.hand_no == 0

        # Carol was not invited: the Sit button refuses her, and so does a made-up link.
        refused = await bot.click(CAROL, waiting, button(waiting, EN.t("poker-sit-button")))
        assert refused["show_alert"] is True and refused["text"] == HI.t("error-not-invited")
        await bot.say(private_chat(CAROL), CAROL, f"/start {START_PREFIX}{'x' * 32}")
        assert api.last_message(CAROL["id"]).text == HI.t("error-invite-invalid")
        assert len(live.table.humans()) == 1

        # Bob opens the link: his private chat starts with /start join-<token>; he sits with
        # his buy-in and the first hand is dealt; his cards come to that chat.
        await bot.say(private_chat(BOB), BOB, f"/start {payload}")
        assert len(live.table.humans()) == 2 and live.table.hand_no == 1 and live.table.live
        bobs = [m.text for m in api.chat_messages(BOB["id"])]
        assert bobs[-1] == FI.t("poker-joined", mode=FI.t("poker-mode-omaha"))
        hole = live.table.private_view(live.table.seat_of(live.table.humans()[1]))["hand"]["hole"]
        assert any(all(face(card) in text for card in hole) for text in bobs)
        hand = await table_message(bot, api)
        assert hand.message_id != waiting.message_id and hand.text.startswith(
            EN.t("poker-title", hand=1, mode=EN.t("poker-mode-omaha"), small=5, big=10))
        # Sitting twice is refused; the waiting message lost its Sit button.
        await bot.say(private_chat(BOB), BOB, f"/start {payload}")
        assert api.last_message(BOB["id"]).text == FI.t("error-already-seated")

        # The host's settings change applies from the next hand (NK-7.2).
        await bot.say(GROUP, ALICE, "/table bots on")
        assert live.table.pending_config is not None and live.table.pending_config.bots_allowed
        assert not live.table.config.bots_allowed
        assert api.last_message(GROUP_ID).text == EN.t(
            "poker-table-settings", mode=EN.t("poker-mode-omaha"), small=5, big=10, seats=6,
            min=200, max=1000, seconds=45, bots="yes")
        # A new invitation is a new link.
        await bot.say(GROUP, ALICE, "/table invite")
        assert invitation(api) != payload


async def test_host_closes_the_table_after_the_hand(running: Any, api: Any) -> None:
    """/table close: the hand in play finishes, then every stack goes back to its balance."""
    api.dm_open.add(BOB["id"])
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/table")
        await bot.say(private_chat(BOB), BOB, f"/start {invitation(api)}")
        live = only_table(bot)
        assert live.table.live
        await bot.say(GROUP, BOB, "/table close")  # not his table
        assert api.last_message(GROUP_ID).text == FI.t("error-not-host")
        await bot.say(GROUP, ALICE, "/table close")
        assert api.last_message(GROUP_ID).text == EN.t("poker-table-closing")
        assert live.table.closing and not live.table.closed
        message = await table_message(bot, api)
        seat = live.table.to_act
        actor = ALICE if live.table.seats[seat].name == "Alice" else BOB
        await bot.click(actor, message, button(message, EN.t("action-fold")))
        assert live.table.closed
        closed = api.messages[(GROUP_ID, message.message_id)]
        assert closed.reply_markup is None and EN.t("poker-event-closed") in closed.text
        store = bot.app.bot_data["feltbot"].store
        balances = []
        for user in (ALICE, BOB):
            player = await store.ensure_player("telegram", str(user["id"]), user["first_name"])
            balances.append(await store.balance("tg:-100123", player))
        assert sum(balances) == 2000 and balances != [1000, 1000]  # the blinds moved
