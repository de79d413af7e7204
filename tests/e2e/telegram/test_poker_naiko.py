"""Naiko mode in a Telegram group: the hand's powers are buttons of the acting player; a Steal
glance's card (NK-6.1) and a Sleeve swap's new card (NK-6.2) reach only their user, as an
alert and by DM, never the group (the running fixture's guard checks every group message)."""

from __future__ import annotations

from typing import Any

from bot.matches import DerivedSeeds
from bot.render.cards import face
from tests.e2e.telegram.harness import ALICE, EN, GROUP, GROUP_ID, button, private_chat
from tests.e2e.telegram.test_poker import acting, only_table, table_message


async def test_naiko_powers_keep_their_card_private(running: Any, api: Any) -> None:
    api.dm_open.add(ALICE["id"])
    async with running(seeds=DerivedSeeds(2), table_bots="always-call") as bot:
        await bot.say(private_chat(ALICE), ALICE, "/start")
        await bot.say(GROUP, ALICE, "/naiko")
        live = only_table(bot)
        assert live.table.config.mode == "naiko"
        used: dict[str, str] = {}
        steps = 0
        while len(used) < 2 and live.table.hand_no <= 12:
            steps += 1
            assert steps < 300
            if await acting(bot) is not ALICE:
                assert live.table.live or live.table.can_deal()
                continue
            message = await table_message(bot, api)
            labels = [b["text"] for b in message.buttons()]
            assert EN.t("poker-carousel", powers="")[:10] in message.text
            seat = live.table.to_act
            glance = EN.t("action-glance")
            swap = EN.t("poker-swap-slot", slot=1)
            if glance in labels and "glance" not in used:
                answer = await bot.click(ALICE, message, button(message, glance))
                card = live.table.hand.private_view(seat)["glance"]["card"]
                used["glance"] = face(card)
                expected = EN.t("poker-glance-card", card=face(card))
            elif swap in labels and "swap" not in used:
                answer = await bot.click(ALICE, message, button(message, swap))
                new = live.table.hand.private_view(seat)["swap"]["new"]
                used["swap"] = face(new)
                expected = EN.t("poker-swap-card", old=face(
                    live.table.hand.private_view(seat)["swap"]["old"]), new=face(new))
            else:
                move = next(
                    label for label in labels
                    if label == EN.t("action-check") or label.startswith("Call")
                )
                await bot.click(ALICE, message, button(message, move))
                continue
            # Only Alice sees the card: an alert to her, the same text in her DM.
            assert answer["show_alert"] is True and answer["text"] == expected
            assert api.last_message(ALICE["id"]).text == expected
            # Using a power does not end the turn (NK-5.4): her buttons are still there.
            assert live.table.to_act == seat
            shown = await table_message(bot, api)
            assert all(card not in shown.text for card in used.values())
        assert set(used) == {"glance", "swap"}
        texts = [t for m in api.chat_messages(GROUP_ID) for t in (m.text, *m.history)]
        assert texts and bot.guard is not None and bot.guard.violations == []
