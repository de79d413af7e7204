"""Non-game commands through the real PTB Application and the fake Bot API."""

from __future__ import annotations

from typing import Any

from adapters.telegram.commands import help_text
from bot.i18n import Localizer
from tests.e2e.telegram.harness import ALICE, BOB, CAROL, GROUP, GROUP_ID, private_chat


async def test_startup_publishes_a_localized_menu_per_language(running: Any, api: Any) -> None:
    async with running():
        calls = api.calls_to("setMyCommands")
    by_lang = {call.get("language_code"): call["commands"] for call in calls}
    assert set(by_lang) == {None, "hi", "fa", "fi"}
    names = [command["command"] for command in by_lang[None]]
    assert {"start", "help", "rules", "updown", "balance", "language", "cancel", "asnas",
            "holdem", "omaha", "naiko", "table", "sitngo", "spin", "refill", "leave",
            "stats", "hand", "leaderboard", "pictures", "mtt"} == set(names)
    for lang in ("hi", "fa", "fi"):
        assert [c["command"] for c in by_lang[lang]] == names  # names stay ASCII
        descriptions = {c["command"]: c["description"] for c in by_lang[lang]}
        for name in names:
            assert descriptions[name] == Localizer(lang).plain.t(f"tg-cmd-{name}")
            assert descriptions[name] != Localizer("en").plain.t(f"tg-cmd-{name}")


async def test_start_in_private_opens_the_dm_and_greets_in_the_users_language(
    running: Any, api: Any
) -> None:
    async with running() as bot:
        api.dm_open.add(BOB["id"])  # the user pressed Start: Telegram now lets us write
        await bot.say(private_chat(BOB), BOB, "/start")
        greeting = api.last_message(BOB["id"]).text
        assert greeting == Localizer("fi").t("tg-welcome", name="Bob")
        assert await bot.app.bot_data["feltbot"].dm.reachable(BOB["id"])


async def test_help_and_rules_in_a_group(running: Any, api: Any) -> None:
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/help")
        assert api.last_message(GROUP_ID).text == help_text(Localizer("en"))
        await bot.say(GROUP, CAROL, "/rules updown")
        assert api.last_message(GROUP_ID).text == Localizer("hi").t("rules-updown")
        await bot.say(GROUP, ALICE, "/rules chess")
        assert api.last_message(GROUP_ID).text == Localizer("en").t(
            "rules-unknown", games="asnas, holdem, naiko, omaha, updown"
        )
        for game in ("asnas", "holdem", "omaha", "naiko"):
            await bot.say(GROUP, CAROL, f"/rules {game}")
            assert api.last_message(GROUP_ID).text == Localizer("hi").t(f"rules-{game}")


async def test_balance_grants_once_per_group(running: Any, api: Any, settings: Any) -> None:
    grant = settings.starting_grant
    text = Localizer("en")
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/balance")
        assert api.last_message(GROUP_ID).text == "\n".join(
            [text.t("grant-received", amount=grant), text.t("balance", amount=grant)]
        )
        await bot.say(GROUP, ALICE, "/balance")
        assert api.last_message(GROUP_ID).text == text.t("balance", amount=grant)
        api.dm_open.add(ALICE["id"])
        await bot.say(private_chat(ALICE), ALICE, "/balance")
        assert api.last_message(ALICE["id"]).text == text.t("tg-balance-per-group")


async def test_language_choice_per_user_and_per_group(running: Any, api: Any) -> None:
    async with running() as bot:
        api.dm_open.add(ALICE["id"])
        await bot.say(private_chat(ALICE), ALICE, "/language")
        menu = api.last_message(ALICE["id"])
        persian = next(b for b in menu.buttons() if b["text"] == "فارسی")
        answer = await bot.click(ALICE, menu, persian["callback_data"])
        assert answer["text"] == Localizer("fa").t("language-set")
        await bot.say(private_chat(ALICE), ALICE, "/help")
        assert api.last_message(ALICE["id"]).text == help_text(Localizer("fa"))

        # In a group only an admin may choose the table language.
        await bot.say(GROUP, BOB, "/language")
        assert api.last_message(GROUP_ID).text == Localizer("fi").t("tg-admin-only")
        api.admins[GROUP_ID] = {ALICE["id"]}
        await bot.say(GROUP, ALICE, "/language")
        menu = api.last_message(GROUP_ID)
        hindi = next(b for b in menu.buttons() if b["text"] == "हिन्दी")
        refused = await bot.click(BOB, menu, hindi["callback_data"])
        assert refused["show_alert"] is True
        assert refused["text"] == Localizer("fi").t("tg-admin-only")
        await bot.click(ALICE, menu, hindi["callback_data"])
        assert await bot.app.bot_data["feltbot"].chat_lang(GROUP_ID) == "hi"


async def test_forged_button_gets_an_alert_and_changes_nothing(running: Any, api: Any) -> None:
    async with running() as bot:
        api.dm_open.add(ALICE["id"])
        await bot.say(private_chat(ALICE), ALICE, "/language")
        menu = api.last_message(ALICE["id"])
        data = menu.buttons()[1]["callback_data"]
        forged = data[:-1] + ("A" if data[-1] != "A" else "B")
        before = list(api.calls)
        answer = await bot.click(ALICE, menu, forged)
        assert answer["show_alert"] is True
        assert answer["text"] == Localizer("en").t("error-invalid-button")
        assert [m for m, _ in api.calls[len(before):]] == ["answerCallbackQuery"]
        answer = await bot.click(ALICE, menu, "fold:table1")
        assert answer["text"] == Localizer("en").t("error-invalid-button")
