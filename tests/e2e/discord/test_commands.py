"""Slash commands: localized sync, /language, /rules, /balance, /cancel and a match against
the computer."""

from __future__ import annotations

import asyncio
import contextlib
import unicodedata
from pathlib import Path
from typing import Any

from adapters.discord import serve
from bot.i18n import Localizer
from bot.settings import Settings
from tests.e2e.discord.fake_discord import EPHEMERAL, MANAGER, TOKEN, FakeDiscord, Interaction
from tests.e2e.discord.harness import (
    Bot,
    acting_name,
    challenge_accepted,
    press,
    table_message,
)


def by_name(commands: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return next(c for c in commands if c["name"] == name)


def valid_name(name: str) -> bool:
    """Discord's rule for command and option names: 1-32 letters, digits (any script), marks of
    Devanagari and Thai, '-' and '_', lowercase where the script has case."""
    return (
        1 <= len(name) <= 32
        and name == name.lower()
        and all(ch in "-_" or unicodedata.category(ch)[0] in "LNM" for ch in name)
    )


def walk(command: dict[str, Any]) -> list[dict[str, Any]]:
    found = [command]
    for option in command.get("options", []):
        found.extend(walk(option))
    return found


async def test_sync_sends_hindi_and_finnish_names(server: FakeDiscord, bot: Bot) -> None:
    assert bot.client is not None
    await bot.client.tree.sync()

    commands = server.synced_commands
    assert {c["name"] for c in commands} == {
        "updown", "asnas", "poker", "rules", "balance", "refill", "stats", "language", "cancel",
        "tournament",
        "hand", "leaderboard", "pictures",
    }
    tournament = by_name(commands, "tournament")
    assert {o["name"] for o in tournament["options"]} == {"sitngo", "spin", "schedule", "list",
                                                         "leave"}
    assert tournament["name_localizations"] == {"hi": "टूर्नामेंट", "fi": "turnaus"}
    poker = by_name(commands, "poker")
    assert {o["name"] for o in poker["options"]} == {"cash", "private", "join", "leave"}
    assert poker["name_localizations"] == {"hi": "पोकर", "fi": "pokeri"}
    updown = by_name(commands, "updown")
    assert updown["name_localizations"] == {"hi": "ऊपर-नीचे", "fi": "ylösalas"}
    assert updown["description_localizations"]["fi"].startswith("Pelaa Ylös/Alas")
    challenge = by_name(updown["options"], "challenge")
    assert challenge["name_localizations"] == {"hi": "चुनौती", "fi": "haasta"}
    opponent = challenge["options"][0]
    assert opponent["name_localizations"] == {"hi": "विरोधी", "fi": "vastustaja"}
    for entry in (e for command in commands for e in walk(command)):
        names = [entry["name"], *(entry.get("name_localizations") or {}).values()]
        if entry.get("type") in (None, 1, 2) or "choices" not in entry:
            assert all(valid_name(n) for n in names), names
        for text in (entry.get("description_localizations") or {}).values():
            assert "\u2068" not in text and 1 <= len(text) <= 100
    pictures = by_name(commands, "pictures")
    assert pictures["name_localizations"] == {"hi": "चित्र", "fi": "kuvat"}
    state = pictures["options"][0]
    assert state["name_localizations"] == {"hi": "स्थिति", "fi": "tila"}
    assert {c["name"]: c["name_localizations"]["fi"] for c in state["choices"]} == {
        "on": "päällä", "off": "pois"}
    board = by_name(commands, "leaderboard")
    assert board["name_localizations"] == {"hi": "लीडरबोर्ड", "fi": "tulostaulu"}
    period = by_name(board["options"], "period")
    assert [c["value"] for c in period["choices"]] == ["week", "month", "all"]
    assert period["choices"][0]["name_localizations"]["fi"] == "viimeiset 7 päivää"
    assert by_name(commands, "hand")["name_localizations"] == {"hi": "हाथ", "fi": "jako"}
    # Persian has no Discord locale: it is offered through /language only.
    languages = by_name(commands, "language")["options"][0]["choices"]
    assert [c["value"] for c in languages] == ["en", "fa", "fi", "hi"]
    assert [c["name"] for c in languages] == ["English", "فارسی", "suomi", "हिन्दी"]


def test_declared_english_names_match_en_ftl() -> None:
    english = Localizer("en")
    declared = {
        "discord-cmd-updown": "updown",
        "discord-cmd-challenge": "challenge",
        "discord-opt-opponent": "opponent",
        "discord-cmd-bot": "bot",
        "discord-cmd-rules": "rules",
        "discord-opt-game": "game",
        "discord-cmd-balance": "balance",
        "discord-cmd-language": "language",
        "discord-opt-language": "language",
        "discord-opt-server": "server",
        "discord-cmd-cancel": "cancel",
    }
    for key, name in declared.items():
        assert english.t(key) == name


async def test_every_declared_string_matches_en_ftl(server: FakeDiscord, bot: Bot) -> None:
    """Each name, description and choice the tree declares is its key's English text."""
    assert bot.client is not None
    english = Localizer("en", isolating=False)
    checked = 0
    for command in bot.client.tree.walk_commands():
        strings = [command._locale_name, command._locale_description]
        for param in getattr(command, "parameters", []):
            strings += [param.locale_name, param.locale_description]
            strings += [choice._locale_name for choice in param.choices]
        for string in strings:
            key = string.extras.get("key") if string is not None else None
            if key is None:
                continue
            assert english.t(key) == string.message, key
            checked += 1
    assert checked > 60


async def answer_of(server: FakeDiscord, interaction: Interaction) -> str:
    await server.wait_for(interaction.answer, what="the answer")
    answer = interaction.answer()
    assert answer is not None
    return answer.content


async def test_language_per_user(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    finn = server.add_member("Aino", locale="fi")

    chosen = await server.slash(alice, "language", options={"language": "fa"})
    assert await answer_of(server, chosen) == "زبان روی فارسی تنظیم شد."
    persian = await answer_of(server, await server.slash(alice, "balance"))
    # (a first look grants the starting chips and says so, on every platform)
    assert persian.endswith("\nموجودی شما: \u2068۱٬۰۰۰\u2069 ژتون")  # isolated, Persian digits
    assert persian.startswith(Localizer("fa").t("grant-received", amount=1000))
    # No preference: the client's locale (Finnish) is used.
    finnish = await answer_of(server, await server.slash(finn, "balance"))
    assert finnish.endswith("\nSaldosi: 1\xa0000 pelimerkkiä")
    rules = await server.slash(finn, "rules", options={"game": "updown"})
    assert "kaksi pelaajaa" in await answer_of(server, rules)
    assert rules.answer().flags == EPHEMERAL  # type: ignore[union-attr]


async def test_server_language_needs_manage_server(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    boss = server.add_member("Boss", permissions=MANAGER)
    refused = await server.slash(alice, "language", options={"language": "fi", "server": True})
    assert await answer_of(server, refused) == "Only a member with Manage Server can change this."
    done = await server.slash(boss, "language", options={"language": "fi", "server": True})
    assert await answer_of(server, done) == "Tämän palvelimen pöytien kieli on nyt suomi."

    bob = server.add_member("Bob")
    command = await server.slash(alice, "updown", "challenge", {"opponent": bob})
    await server.wait_answered(command)
    assert "haastaa" in server.messages[str(command.original_id)].content


async def test_cancel_returns_the_stakes(server: FakeDiscord, bot: Bot) -> None:
    alice, bob, carol = (
        server.add_member("Alice"),
        server.add_member("Bob"),
        server.add_member("Carol"),
    )
    await challenge_accepted(server, alice, bob)
    await press(server, alice, "Lock card 1")

    refused = await server.slash(bob, "cancel")  # seated, but not the host
    assert await answer_of(server, refused) == (
        "Only the host or a member with Manage Server can cancel this game."
    )
    outsider = await server.slash(carol, "cancel")  # a game is here, but not hers
    assert await answer_of(server, outsider) == (
        "Only the host or a member with Manage Server can cancel this game."
    )

    cancelled = await server.slash(alice, "cancel")
    await server.wait_for(lambda: cancelled.followups, what="the cancellation")
    assert cancelled.followups[0].content == "The game was cancelled and the stakes were returned."
    assert table_message(server).buttons() == []
    for member in (alice, bob):
        balance = await server.slash(member, "balance")
        assert await answer_of(server, balance) == "Your balance: 1,000 chips"
    nothing = await server.slash(carol, "cancel")  # nothing is left here
    assert await answer_of(server, nothing) == "There is no game to cancel here."


async def test_match_against_the_computer(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    started = await server.slash(alice, "updown", "bot")
    await server.wait_answered(started)
    table = await server.wait_for(
        lambda: [m for m in server.channel_messages() if "Up/Down · deal" in m.content],
        what="the table",
    )
    table = table[-1]
    assert "Computer (BOT)" in table.content and acting_name(table) == "Alice"
    for _ in range(40):
        table = table_message(server)
        if "won the match!" in table.content:
            break
        labels = table.labels()
        choice = next(
            p
            for p in ("Lock card 1", "All-in", "Call")
            if any(label.startswith(p) for label in labels)
        )
        await press(server, alice, choice)
    assert "won the match!" in table_message(server).content
    assert server.dms_to(alice)
    reply = server.messages[str(started.original_id)]  # the command's own, private answer
    assert reply.kind == "ephemeral" and reply.content == "Your cards are in your direct messages."
    balance = await answer_of(server, await server.slash(alice, "balance"))
    assert balance in {"Your balance: 980 chips", "Your balance: 1,020 chips"}


async def test_serve_syncs_commands_and_stops_cleanly(server: FakeDiscord, tmp_path: Path) -> None:
    """The production entry (`run` wraps it): opens the store, syncs, and closes on cancel."""
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, discord_token=TOKEN, database_path=tmp_path / "serve.db"
    )
    task = asyncio.create_task(serve(settings))
    await server.wait_for(lambda: server.synced_commands, what="the command sync")
    assert {c["name"] for c in server.synced_commands} >= {"updown", "rules"}
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task


async def test_no_match_starts_where_the_bot_cannot_post(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    server.app_permissions = str(1 << 10)  # view the channel, but not send messages

    refused = await server.slash(alice, "updown", "challenge", {"opponent": bob})
    alone = await server.slash(alice, "updown", "bot")

    expected = "I cannot post in this channel."
    assert (await answer_of(server, refused)).startswith(expected)
    assert (await answer_of(server, alone)).startswith(expected)
    assert await bot.store.load_open_matches() == []
