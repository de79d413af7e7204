"""Poker table commands in a group: /holdem, /omaha, /naiko (a seat at this group's cash table
of that mode, opened if there is none, or back in, or a rebuy), through the shared requests
(`bot.frontend.requests`, which also take /refill, /leave and the table's buttons).

/table: a private poker table in a group (NK-7.2). The host creates it, sets it, and invites
friends by deep link (`https://t.me/<bot>?start=join-<token>`); only invited people may sit.

    /table [holdem|omaha|naiko] [big blind]   create one (the host sits), or show yours
    /table invite                             a new invitation link
    /table blinds <big blind> | bots on|off | timer <seconds>   (the mode stays as opened)
    /table bot                                seat a computer player (when bots are on)
    /table close                              cash everyone out and close it

Settings changed during a hand apply from the next one (`TableService.change_settings`).
The invitation token is the service's (`bot.tables.invites`); the link opens the bot's private
chat, where `/start join-<token>` seats the user with their buy-in.
"""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, User
from telegram.helpers import create_deep_linked_url

from adapters.telegram.answering import on_request
from adapters.telegram.context import (
    Context,
    TelegramRuntime,
    community_of,
    display_name,
    runtime_of,
)
from bot.amounts import parse_bet
from bot.frontend.hosting import settings_text
from bot.frontend.requests import Request
from bot.frontend.seating import Asker
from bot.i18n import Localizer
from bot.tables import LiveTable
from bot.tables.errors import InviteInvalid
from bot.tables.invites import start_payload, token_from_start
from bot.tournaments.schedule import MODES  # the poker modes


def bot_name(runtime: TelegramRuntime, n: int) -> str:
    """The n-th computer player at a table: the bot's own name, numbered from the second."""
    name = runtime.app.bot.first_name if runtime.app is not None else "feltbot"
    return name if n == 1 else f"{name} {n}"


@on_request(staking=True)
async def play(req: Request, context: Context) -> None:
    """/holdem, /omaha, /naiko [buy-in]: sit at this group's cash table of that mode (opened
    if there is none) with the buy-in given, else the most the balance allows."""
    assert isinstance(req.origin, Message)
    mode = (req.origin.text or "").split()[0].lstrip("/").split("@")[0].lower()
    if mode not in MODES:
        return
    args = context.args or []
    # Any script's digits, grouped as shown; too many digits read as beyond any stack, so
    # that the buy-in's range answers.
    buy_in = parse_bet(args[0]) if args else None
    if args and buy_in is None:
        await req.origin.reply_text(req.text.t("error-amount-not-a-number"))
        return
    await runtime_of(context).fronts.requests.seat(req, buy_in=buy_in, mode=mode)


@on_request(staking=True)
async def table(req: Request, context: Context) -> None:
    """/table [words]: the host's command (`bot.frontend.hosting.HostFront`)."""
    runtime = runtime_of(context)
    words = [arg.lower() for arg in context.args or []]
    assert isinstance(req.origin, Message)
    message = req.origin

    async def invite(live: LiveTable, host: Asker) -> None:
        await _invite(runtime, message, live, host.player, req.text)

    await runtime.fronts.hosting.command(req.asker, words, invite)


async def _invite(runtime: TelegramRuntime, message: Message, live: LiveTable, host: int,
                  text: Localizer) -> None:
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
    await runtime.fronts.seating.accept(who, token, linked=True)
    return True
