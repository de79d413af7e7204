"""/asnas: a four-seat lobby in a group; Join, Leave, and Start (the host). On Start the seats
nobody took become computer players (NK-8.3 marks them BOT) and the match is played with the
shared match flow (`bot.frontend.matches`). As-Nas plays for points, a score inside the match, so
nobody buys in (As-Nas intro).

The lobby lives in `bot.kv` (one per group), so it survives a restart; its buttons carry a
random lobby number, so a button of an older lobby in the same group is refused.
"""

from __future__ import annotations

import secrets
from typing import Any, Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update

from adapters.telegram.context import (
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
)
from adapters.telegram.request import group_command, press
from bot.callbacks import ButtonRef
from bot.challenges import start_lobby_match
from bot.i18n import Localizer
from bot.matches import setup_for
from bot.matches.opponents import default_opponent
from bot.render.names import names_list

GAME: Final = "asnas"
LOBBY_NS: Final = "tg-lobby"
TAG: Final = "lby"
JOIN, LEAVE, START = "join", "leave", "start"


async def asnas(update: Update, context: Context) -> None:
    """/asnas: open a lobby in this group with the sender in seat 1."""
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    chat_id = message.chat.id
    community = community_of(chat_id)
    player, _ = await runtime.account(community, user)
    if await runtime.service.find_open_match(community, player, GAME) is not None:
        await message.reply_text(text.t("asnas-already-playing", name=display_name(user)))
        return
    async with runtime.chat_lock(chat_id):  # the lobby buttons' lock: one lobby per group
        if await _open_lobby(runtime, chat_id) is not None:
            # A second /asnas would replace the lobby people joined (a bystander's hijack).
            await message.reply_text(text.t("asnas-lobby-open"))
            return
        lobby: dict[str, Any] = {"nonce": secrets.randbelow(36**6), "host": user.id,
                                 "people": [user.id], "message_id": None,
                                 "opened": runtime.clock()}
        await runtime.kv.put(LOBBY_NS, chat_id, lobby)  # before the message: it holds the group
        group = Localizer(await runtime.chat_lang(chat_id))
        body, markup = await _lobby_message(runtime, lobby, group)
        try:
            sent = await message.reply_text(body, reply_markup=markup)
        except Exception:
            await runtime.kv.delete(LOBBY_NS, chat_id)
            raise
        lobby["message_id"] = sent.message_id
        await runtime.kv.put(LOBBY_NS, chat_id, lobby)


async def _open_lobby(runtime: TelegramRuntime, chat_id: int) -> dict[str, Any] | None:
    """The group's lobby while it holds the group: one nobody started within the challenge
    expiry (`challenge_expiry_s`) no longer does, and a new /asnas replaces it."""
    lobby: dict[str, Any] | None = await runtime.kv.get(LOBBY_NS, chat_id)
    if lobby is None:
        return None
    opened = float(lobby.get("opened", 0.0))  # lobbies stored before this field: expired
    if runtime.clock() - opened > runtime.challenge_expiry:
        return None
    return lobby


async def on_lobby_button(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, text = await press(update, context)
    assert query.message is not None
    user = query.from_user
    chat_id = query.message.chat.id
    async with runtime.chat_lock(chat_id):  # one lobby per group
        lobby = await runtime.kv.get(LOBBY_NS, chat_id)
        if lobby is None or int(lobby["nonce"]) != ref.match_id:
            await query.answer(text.t("asnas-lobby-gone"), show_alert=True)
            return
        people: list[int] = [int(p) for p in lobby["people"]]
        if ref.verb == JOIN:
            if user.id in people:
                await query.answer(text.t("asnas-lobby-already-in"), show_alert=True)
                return
            if len(people) >= setup_for(GAME).seats:
                await query.answer(text.t("error-table-full"), show_alert=True)
                return
            await runtime.remember(user)
            people.append(user.id)
        elif ref.verb == LEAVE:
            if user.id not in people or user.id == int(lobby["host"]):
                await query.answer(text.t("asnas-lobby-host-stays"), show_alert=True)
                return
            people.remove(user.id)
        elif ref.verb == START:
            if user.id != int(lobby["host"]):
                await query.answer(text.t("asnas-lobby-host-only"), show_alert=True)
                return
            await _start(runtime, query, chat_id, people, text)
            return
        lobby["people"] = people
        await runtime.kv.put(LOBBY_NS, chat_id, lobby)
        await query.answer()
        group = Localizer(await runtime.chat_lang(chat_id))
        body, markup = await _lobby_message(runtime, lobby, group)
        await query.edit_message_text(body, reply_markup=markup)


async def _start(
    runtime: TelegramRuntime, query: Any, chat_id: int, people: list[int], text: Localizer
) -> None:
    community = community_of(chat_id)
    players = []
    for user_id in people:
        player, _ = await runtime.account(community, await runtime.known_user(user_id))
        if await runtime.service.find_open_match(community, player, GAME) is not None:
            name = await runtime.known_name(user_id)
            await query.answer(text.t("asnas-already-playing", name=name), show_alert=True)
            return
        players.append(player)
    opponent = runtime.opponent or default_opponent(GAME)
    try:
        match_id, outcomes = await start_lobby_match(
            runtime.service, community, str(chat_id), players, game=GAME, opponent=opponent
        )
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)
        return
    await runtime.kv.delete(LOBBY_NS, chat_id)
    # The match exists from here on: draw it and arm its timer before anything cosmetic.
    await runtime.matches.start(match_id, outcomes)
    await runtime.recovery.cosmetic(query.answer, "answer Start")
    group = Localizer(await runtime.chat_lang(chat_id))
    names = names_list([await runtime.known_name(user_id) for user_id in people], group)
    await runtime.recovery.cosmetic(
        lambda: query.edit_message_text(group.t("asnas-lobby-started", names=names)),
        "mark the lobby started",
    )


async def _lobby_message(
    runtime: TelegramRuntime, lobby: dict[str, Any], group: Localizer
) -> tuple[str, InlineKeyboardMarkup]:
    seats = setup_for(GAME).seats
    people = [int(p) for p in lobby["people"]]
    lines = [group.t("asnas-lobby", seats=seats)]
    for index in range(seats):
        if index < len(people):
            who = await runtime.known_name(people[index])
        else:
            who = group.t("asnas-lobby-computer")
        lines.append(f"{index + 1}. {who}")
    nonce = int(lobby["nonce"])

    def button(label: str, verb: str) -> InlineKeyboardButton:
        data = runtime.codec.encode(ButtonRef(TAG, nonce, 0, 0, verb))
        return InlineKeyboardButton(label, callback_data=data)

    markup = InlineKeyboardMarkup([[
        button(group.t("asnas-lobby-join"), JOIN),
        button(group.t("asnas-lobby-leave"), LEAVE),
        button(group.t("asnas-lobby-start"), START),
    ]])
    return "\n".join(lines), markup
