"""/table: a private poker table in a group (NK-7.2). The host creates it, sets it, and invites
friends by deep link (`https://t.me/<bot>?start=join-<token>`); only invited people may sit.

    /table [holdem|omaha|naiko] [big blind]   create one (the host sits), or show yours
    /table invite                             a new invitation link
    /table blinds <big blind> | bots on|off | timer <seconds> | mode <mode>
    /table bot                                seat a computer player (when bots are on)
    /table close                              cash everyone out and close it

Settings changed during a hand apply from the next one (`TableService.change_settings`).
The invitation token is the service's (`bot.tables.invites`); the link opens the bot's private
chat, where `/start join-<token>` seats the user with their buy-in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update, User
from telegram.helpers import create_deep_linked_url

from adapters.telegram.context import (
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
)
from adapters.telegram.poker import MODES, asker, bot_name
from adapters.telegram.poker_show import publish_table
from adapters.telegram.request import group_command
from bot.amounts import parse_amount
from bot.frontend.seating import Asker
from bot.i18n import Localizer
from bot.tables import LiveTable, TableConfig
from bot.tables.errors import InviteInvalid
from bot.tables.invites import start_payload, token_from_start

SETTINGS: Final = ("blinds", "bots", "timer", "mode")


async def table(update: Update, context: Context) -> None:
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    args = [arg.lower() for arg in context.args or []]
    who = await asker(runtime, message, message.chat.id, user)
    here = runtime.desk.in_channel(who.community, who.channel)
    mine = [t for t in here if t.table.host == who.player]
    await _table_command(runtime, message, who, mine=mine, args=args, text=text)


async def _table_command(
    runtime: TelegramRuntime, message: Message, who: Asker, *,
    mine: list[LiveTable], args: list[str], text: Localizer,
) -> None:
    try:
        if not mine and args and args[0] in (*SETTINGS, "invite", "bot", "close"):
            await message.reply_text(text.t("error-not-host"))
        elif not mine:
            await _create(runtime, who, args, text)
        elif not args or args[0] == "invite":
            await _invite(runtime, message, mine[0], who.player, text)
        elif args[0] in SETTINGS:
            await _change(runtime, message, mine[0], who.player, args=args, text=text)
        elif args[0] == "bot":
            table = mine[0].table
            bots = sum(seat is not None and seat.is_bot for seat in table.seats)
            async with runtime.lock(mine[0].id):
                outcomes = await runtime.desk.cash.add_bot(mine[0].id, bot_name(runtime, bots + 1))
                await publish_table(runtime, mine[0].id, outcomes)
        elif args[0] == "close":
            await runtime.seating.close(who, mine[0])
        else:
            await message.reply_text(text.t("poker-table-usage"))
    except RuleError as error:
        await message.reply_text(text.error(error))


async def _create(
    runtime: TelegramRuntime, who: Asker, args: Sequence[str], text: Localizer
) -> None:
    """A private table hosted by `who`, who sits at it; then its invitation link."""
    mode = next((arg for arg in args if arg in MODES), "holdem")
    numbers = [n for n in map(parse_amount, args) if n is not None]
    config = runtime.desk.config(mode, *numbers[:1], bots_allowed=False)
    live = await runtime.seating.open(who, config, private=True)
    if live is not None:
        assert isinstance(who.origin, Message)
        await _invite(runtime, who.origin, live, who.player, text)


async def _invite(
    runtime: TelegramRuntime, message: Message, live: LiveTable, host: int, text: Localizer
) -> None:
    """The settings and a fresh invitation link (each link is its own revocable token)."""
    token = await runtime.desk.cash.create_invite(live.id, host)
    username = runtime.app.bot.username if runtime.app is not None else None
    if not username:
        return
    link = create_deep_linked_url(username, start_payload(token))
    markup = InlineKeyboardMarkup([[InlineKeyboardButton(text.t("poker-invite-button"),
                                                         url=link)]])
    body = "\n".join([settings_text(live.table.config, text), text.t("poker-invite", link=link)])
    await message.reply_text(body, reply_markup=markup)


def settings_text(config: TableConfig, text: Localizer) -> str:
    return text.t(
        "poker-table-settings", mode=text.t("poker-mode-" + config.mode),
        small=config.small_blind, big=config.big_blind, seats=config.seats,
        min=config.min_buy_in, max=config.max_buy_in, seconds=int(config.decision_s),
        bots="yes" if config.bots_allowed else "no",
    )


async def _change(
    runtime: TelegramRuntime, message: Message, live: LiveTable, host: int, *,
    args: Sequence[str], text: Localizer,
) -> None:
    config = live.table.pending_config or live.table.config
    value = args[1] if len(args) > 1 else ""
    number = parse_amount(value)
    if args[0] == "blinds" and number is not None:
        # The blinds and buy-in range that go with a big blind are the bot's (TableConfig).
        usual = TableConfig.standard(config.mode, big_blind=number)
        config = config.replace(small_blind=usual.small_blind, big_blind=usual.big_blind,
                                min_buy_in=usual.min_buy_in, max_buy_in=usual.max_buy_in)
    elif args[0] == "bots" and value in ("on", "off"):
        config = config.replace(bots_allowed=value == "on")
    elif args[0] == "timer" and number is not None:
        config = config.replace(decision_s=float(number))
    elif args[0] == "mode" and value in MODES:
        config = config.replace(mode=value)
    else:
        await message.reply_text(text.t("poker-table-usage"))
        return
    async with runtime.lock(live.id):
        outcomes = await runtime.desk.cash.change_settings(live.id, host, config.check())
        await publish_table(runtime, live.id, outcomes)
    await message.reply_text(settings_text(config, text))


async def join_by_link(runtime: TelegramRuntime, message: Message, user: User,
                       payload: str) -> bool:
    """/start join-<token> in the private chat: accept the invitation and sit down. False when
    the payload is not an invitation at all."""
    token = token_from_start(payload)
    if token is None and not payload.startswith("join-"):
        return False
    if token is None:
        text = await runtime.user_localizer(user)
        await message.reply_text(text.error(InviteInvalid()))
        return True
    player = await runtime.player_id(user)
    who = Asker(message, community_of(message.chat.id), str(message.chat.id), player,
                display_name(user))
    await runtime.seating.accept(who, token, linked=True)
    return True
