"""Poker table commands in a group: /holdem, /omaha, /naiko (a seat at this group's cash table
of that mode, opened if there is none, or back in, or a rebuy), /refill, /leave, and the
table's buttons. They are the shared seating flow (`bot.frontend.seating.SeatingFront`) and
table flow (`bot.frontend.tables.TableFront`: the table refuses whoever is not to act and any
button drawn for an older hand or action sequence; a glance's card or a swap's new card is
answered to the presser alone, alert and DM, NK-6.1, NK-6.2).

/table: a private poker table in a group (NK-7.2). The host creates it, sets it, and invites
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

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update, User
from telegram.constants import ChatType
from telegram.helpers import create_deep_linked_url

from adapters.telegram.answering import Command, in_group, on_command, press
from adapters.telegram.context import Context, TelegramRuntime, community_of, display_name
from bot.amounts import parse_amount
from bot.callbacks import ButtonRef
from bot.frontend import poker
from bot.frontend.hosting import settings_text
from bot.frontend.seating import Asker
from bot.i18n import Localizer
from bot.tables import LiveTable
from bot.tables.errors import InviteInvalid
from bot.tables.invites import start_payload, token_from_start
from bot.tournaments.schedule import MODES  # the poker modes


async def asker(runtime: TelegramRuntime, origin: object, chat_id: int, user: User) -> Asker:
    """The sender of `origin` in group `chat_id`, with an account there (granted if new)."""
    community = community_of(chat_id)
    player, _ = await runtime.account(community, user)
    return Asker(origin, community, str(chat_id), player, display_name(user))


def bot_name(runtime: TelegramRuntime, n: int) -> str:
    """The n-th computer player at a table: the bot's own name, numbered from the second."""
    name = runtime.app.bot.first_name if runtime.app is not None else "feltbot"
    return name if n == 1 else f"{name} {n}"


@on_command
async def play(found: Command, context: Context) -> None:
    """/holdem, /omaha, /naiko [buy-in]: sit at this group's cash table of that mode (opened
    if there is none) with the buy-in given, else the most the balance allows."""
    message, user, runtime, text = found
    mode = (message.text or "").split()[0].lstrip("/").split("@")[0].lower()
    if mode not in MODES:
        return
    if message.chat.type == ChatType.PRIVATE:
        await message.reply_text(text.t("tg-group-only"))
        return
    buy_in = _amount(context.args or [])
    if context.args and buy_in is None:
        await message.reply_text(text.t("error-amount-not-a-number"))
        return
    await runtime.fronts.seating.take_seat(
        await asker(runtime, message, message.chat.id, user), buy_in=buy_in, mode=mode,
        opening=runtime.desk.config(mode),
    )


def _amount(args: list[str]) -> int | None:
    return parse_amount(args[0]) if args else None  # any script's digits, grouped as shown


@on_command
async def leave(found: Command, context: Context) -> None:
    """/leave: stand up from this group's table (after the hand in play, NK-7.1)."""
    message, user, runtime, _ = found
    await runtime.fronts.seating.leave(await asker(runtime, message, message.chat.id, user))


@in_group("tg-balance-per-group")
async def refill(found: Command, context: Context) -> None:
    """/refill: a busted seat here buys in again (NK-7.1); a broke account is topped up."""
    message, user, runtime, _ = found
    await runtime.fronts.seating.refill(await asker(runtime, message, message.chat.id, user))


async def on_button(update: Update, context: Context, ref: ButtonRef) -> None:
    """A move, "Other amount" and "My cards" go to the table flow; "Sit down" and "I am back"
    seat through the seating flow."""
    query, runtime, _ = await press(update, context)
    if ref.tag != poker.SIT:
        await runtime.fronts.tables.press(query, await runtime.player_id(query.from_user), ref)
        return
    chat_id = query.message.chat.id if query.message is not None else query.from_user.id
    await runtime.fronts.seating.sit(await asker(runtime, query, chat_id, query.from_user),
                                     ref.match_id)


@in_group()
async def table(found: Command, context: Context) -> None:
    """/table [words]: the host's command (`bot.frontend.hosting.HostFront`)."""
    message, user, runtime, text = found
    words = [arg.lower() for arg in context.args or []]

    async def invite(live: LiveTable, host: Asker) -> None:
        await _invite(runtime, message, live, host.player, text)

    host = await asker(runtime, message, message.chat.id, user)
    await runtime.fronts.hosting.command(host, words, invite)


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
