"""Naiko mode in a Telegram group: the hand's powers are buttons of the acting player; a Steal
glance's card (NK-6.1) and a Sleeve swap's new card (NK-6.2) reach only their user, as an
alert and by DM, never the group (the running fixture's guard checks every group message)."""

from __future__ import annotations

import time
from typing import Any

from bot.matches import DerivedSeeds
from bot.render.cards import face
from tests.e2e.telegram.harness import ALICE, BOB, EN, GROUP, GROUP_ID, button, private_chat
from tests.e2e.telegram.test_poker import acting, only_table, table_message
from tests.e2e.telegram.test_private_table import invitation


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
            assert EN.t("naiko-carousel", first="", second="", third="")[:10] in message.text
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


async def test_small_anchor_opens_a_timed_seal_shield_window(running: Any, api: Any) -> None:
    """NK-6.3, NK-6.4: Alice anchors Bob; Bob alone may answer (Seal shield / Let it pass), the
    group sees the window and its deadline (8 seconds, not the decision timer), Bob shields."""
    api.dm_open.add(BOB["id"])
    async with running(seeds=DerivedSeeds(1)) as bot:
        await bot.say(GROUP, ALICE, "/table naiko")
        await bot.say(private_chat(BOB), BOB, f"/start {invitation(api)}")
        live = only_table(bot)
        anchor = EN.t("poker-anchor-seat", name="Bob")
        steps = 0
        while True:
            steps += 1
            assert steps < 400 and live.table.hand_no < 30, "no hand offered an anchor"
            message = await table_message(bot, api)
            actor = await acting(bot)
            assert actor is not None
            labels = [b["text"] for b in message.buttons()]
            if actor is ALICE and anchor in labels:
                window = live.table.hand.public_view()
                if "shield" in window["carousel"]:
                    break
            move = next(label for label in labels
                        if label == EN.t("action-check") or label.startswith("Call"))
            await bot.click(actor, message, button(message, move))
        await bot.click(ALICE, message, button(message, anchor))
        shown = await table_message(bot, api)
        hand = live.table.hand.public_view()
        assert hand["window"] == {"by": 0, "target": 1, "seconds": 8}
        assert await acting(bot) is BOB
        assert EN.t("poker-anchor-window", by="Alice", name="Bob", seconds=8) in shown.text
        assert 7 <= live.table.turn_deadline - time.time() <= 8  # the window, not 45 s
        labels = [b["text"] for b in shown.buttons()]
        assert EN.t("action-shield") in labels and EN.t("action-decline") in labels
        refused = await bot.click(ALICE, shown, button(shown, EN.t("action-shield")))
        assert refused["show_alert"] is True
        answer = await bot.click(BOB, shown, button(shown, EN.t("action-shield")))
        assert "show_alert" not in answer
        assert live.table.hand.public_view()["anchors"][-1]["status"] == "blocked"
