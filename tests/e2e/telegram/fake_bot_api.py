"""A fake Telegram Bot API on 127.0.0.1 for driving the real python-telegram-bot offline.

It keeps just enough state to behave like Telegram where feltbot relies on it: messages with
their text and keyboard (so an identical edit fails with "message is not modified"), chats that
refuse a DM until the user pressed Start (403), messages that can no longer be edited, one
answer per callback query, and the 64-byte limit on callback data. Every call is recorded and
`wait_until` blocks on a condition (no sleeps).
"""

from __future__ import annotations

import asyncio
import html
import itertools
import json
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

TOKEN = "123456:TEST-TOKEN"
BOT_ID = 123456
BOT_USER = {
    "id": BOT_ID,
    "is_bot": True,
    "first_name": "Felt",
    "username": "felt_test_bot",
    "can_join_groups": True,
    "can_read_all_group_messages": False,
    "supports_inline_queries": False,
}
# Sent form-encoded by PTB; these carry JSON-encoded values, the rest are plain strings.
_JSON_FIELDS = {
    "chat_id", "message_id", "reply_markup", "show_alert", "offset", "timeout", "limit",
    "allowed_updates", "drop_pending_updates", "cache_time", "commands", "scope", "entities",
    "reply_parameters", "link_preview_options", "disable_notification", "protect_content",
    "user_id", "max_connections",
}


@dataclass
class StoredMessage:
    chat_id: int
    message_id: int
    text: str
    reply_markup: dict[str, Any] | None
    editable: bool = True
    history: list[str] = field(default_factory=list)
    photo: bytes | None = None  # an uploaded picture (then `text` is its caption)

    def as_json(self) -> dict[str, Any]:
        chat_type = "private" if self.chat_id > 0 else "supergroup"
        data: dict[str, Any] = {
            "message_id": self.message_id,
            "date": int(time.time()),
            "chat": {"id": self.chat_id, "type": chat_type, "title": "Felt"},
            "from": BOT_USER,
        }
        if self.photo is None:
            data["text"] = self.text
        else:
            data["photo"] = [{"file_id": f"photo-{self.message_id}", "width": 1, "height": 1,
                              "file_unique_id": f"u-{self.message_id}"}]
            data["caption"] = self.text
        if self.reply_markup and "inline_keyboard" in self.reply_markup:
            data["reply_markup"] = self.reply_markup  # Telegram echoes inline keyboards only
        return data

    def buttons(self) -> list[dict[str, Any]]:
        if not self.reply_markup or "inline_keyboard" not in self.reply_markup:
            return []
        return [b for row in self.reply_markup["inline_keyboard"] for b in row]


class ApiError(Exception):
    def __init__(self, code: int, description: str, **extra: Any) -> None:
        super().__init__(description)
        self.code = code
        self.description = description
        self.extra = extra


GroupHook = Callable[[int, str], Awaitable[None]]


class FakeBotApi:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.messages: dict[tuple[int, int], StoredMessage] = {}
        self.dm_open: set[int] = set()  # users who pressed Start in the bot's private chat
        self.admins: dict[int, set[int]] = {}  # chat id -> administrator user ids
        self.callback_answers: dict[str, dict[str, Any]] = {}
        self.errors: list[tuple[str, str]] = []  # (method, description) answered with ok=false
        self.on_group_text: GroupHook | None = None  # sees every text shown in any chat
        self.fail_next: dict[str, list[ApiError]] = {}  # method -> errors to answer first
        # (method, chat id) -> errors to answer first for that chat only
        self.fail_chat: dict[tuple[str, int], list[ApiError]] = {}
        self.chaos: Callable[[str, dict[str, Any]], ApiError | None] | None = None  # any call
        self.webhook: dict[str, Any] | None = None  # the last setWebhook, until deleteWebhook
        self.migrated: dict[int, int] = {}  # group upgraded to a supergroup: old id -> new id
        self._updates: list[dict[str, Any]] = []
        self._new_update = asyncio.Event()
        self._changed = asyncio.Event()
        self._update_ids = itertools.count(1)
        self._message_ids = itertools.count(1000)
        self._incoming_ids = itertools.count(1)
        self._callback_ids = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- lifecycle --------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application()
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]

    async def stop(self) -> None:
        self._new_update.set()
        if self._runner:
            await self._runner.cleanup()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/bot"

    @property
    def base_file_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/file/bot"

    # -- building updates -------------------------------------------------------------------

    def message_update(
        self,
        chat: dict[str, Any],
        user: dict[str, Any],
        text: str,
        *,
        reply_to: StoredMessage | None = None,
        reply_to_user: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """An incoming message; a leading /command gets its bot_command entity."""
        message: dict[str, Any] = {
            "message_id": next(self._incoming_ids),
            "date": int(time.time()),
            "chat": chat,
            "from": user,
            "text": text,
        }
        entities = [
            {"type": "mention", "offset": found.start(), "length": len(found.group())}
            for found in re.finditer(r"@\w+", text)
        ]
        if text.startswith("/"):
            length = len(text.split(maxsplit=1)[0])
            entities.insert(0, {"type": "bot_command", "offset": 0, "length": length})
        if entities:
            message["entities"] = entities
        if reply_to is not None:
            message["reply_to_message"] = reply_to.as_json()
        elif reply_to_user is not None:
            message["reply_to_message"] = {
                "message_id": next(self._incoming_ids), "date": int(time.time()),
                "chat": chat, "from": reply_to_user, "text": "…",
            }
        return {"update_id": next(self._update_ids), "message": message}

    def click_update(
        self, user: dict[str, Any], message: StoredMessage, data: str
    ) -> dict[str, Any]:
        query = {
            "id": f"cbq-{next(self._callback_ids)}",
            "from": user,
            "chat_instance": f"ci-{message.chat_id}",
            "data": data,
            "message": message.as_json(),
        }
        return {"update_id": next(self._update_ids), "callback_query": query}

    def edited_update(self, update: dict[str, Any], text: str | None = None) -> dict[str, Any]:
        """The same message edited later (new text optional): an `edited_message` update."""
        message = dict(update["message"])
        message["edit_date"] = int(time.time())
        if text is not None:
            message["text"] = text
        return {"update_id": next(self._update_ids), "edited_message": message}

    def push(self, update: dict[str, Any]) -> None:
        """Queue an update for getUpdates (the polling tests)."""
        self._updates.append(update)
        self._new_update.set()

    # -- reading what the bot did -----------------------------------------------------------

    def calls_to(self, method: str) -> list[dict[str, Any]]:
        return [params for name, params in self.calls if name == method]

    def chat_messages(self, chat_id: int) -> list[StoredMessage]:
        return [m for (chat, _), m in sorted(self.messages.items()) if chat == chat_id]

    def last_message(self, chat_id: int) -> StoredMessage:
        found = self.chat_messages(chat_id)
        assert found, f"no message in chat {chat_id}"
        return found[-1]

    def answer_to(self, update: dict[str, Any]) -> dict[str, Any]:
        return self.callback_answers[update["callback_query"]["id"]]

    async def wait_until(self, condition: Callable[[], object], within: float = 5.0) -> None:
        """Block until `condition()` is true, re-checking after every API call."""
        try:
            async with asyncio.timeout(within):
                while not condition():
                    self._changed.clear()
                    await self._changed.wait()
        except TimeoutError:
            raise AssertionError(f"condition not met in {within}s; calls={self.calls}") from None

    # -- HTTP --------------------------------------------------------------------------------

    async def _handle(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != TOKEN:
            return _error(ApiError(401, "Unauthorized"))
        method = request.match_info["method"]
        raw = dict(await request.post()) if request.can_read_body else {}
        params: dict[str, Any] = {
            key: json.loads(value) if key in _JSON_FIELDS and isinstance(value, str) else value
            for key, value in raw.items()
        }
        for key, value in raw.items():  # multipart uploads (sendPhoto, editMessageMedia)
            if isinstance(value, web.FileField):
                params[key] = value.file.read()
        handler = getattr(self, f"m_{method}", None)
        try:
            if handler is None:
                raise ApiError(404, f"Not Found: method {method} not faked")
            if self.fail_next.get(method):
                raise self.fail_next[method].pop(0)
            if params.get("chat_id") in self.migrated:
                raise ApiError(400, "Bad Request: group chat was upgraded to a supergroup chat",
                               migrate_to_chat_id=self.migrated[params["chat_id"]])
            chat = params.get("chat_id")
            failing = self.fail_chat.get((method, int(chat))) if chat is not None else None
            if failing:
                raise failing.pop(0)
            injected = self.chaos(method, params) if self.chaos is not None else None
            if injected is not None:
                raise injected
            result = await handler(params)
        except ApiError as error:
            self.errors.append((method, error.description))
            self._record(method, params)
            return _error(error)
        self._record(method, params)
        return web.json_response({"ok": True, "result": result})

    def _record(self, method: str, params: dict[str, Any]) -> None:
        if method != "getUpdates":
            self.calls.append((method, params))
            self._changed.set()

    # -- methods -------------------------------------------------------------------------------

    async def m_getMe(self, p: dict[str, Any]) -> dict[str, Any]:
        return BOT_USER

    async def m_deleteWebhook(self, p: dict[str, Any]) -> bool:
        self.webhook = None
        return True

    async def m_getWebhookInfo(self, p: dict[str, Any]) -> dict[str, Any]:
        url = "" if self.webhook is None else str(self.webhook["url"])
        return {"url": url, "has_custom_certificate": False, "pending_update_count": 0}

    async def m_setWebhook(self, p: dict[str, Any]) -> bool:
        """Telegram's checks: an HTTPS URL, a secret of 1-256 characters A-Z a-z 0-9 _ -."""
        if not str(p.get("url", "")).startswith("https://"):
            raise ApiError(400, "Bad Request: bad webhook: An HTTPS URL must be provided")
        secret = p.get("secret_token")
        if secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", secret):
            raise ApiError(400, "Bad Request: secret token contains unallowed characters")
        self.webhook = p
        return True

    async def m_setMyCommands(self, p: dict[str, Any]) -> bool:
        for command in p["commands"]:
            if not command["command"].islower() or not command["command"].isascii():
                raise ApiError(400, "Bad Request: BOT_COMMAND_INVALID")
        return True

    async def m_getUpdates(self, p: dict[str, Any]) -> list[dict[str, Any]]:
        offset = int(p.get("offset") or 0)
        self._updates = [u for u in self._updates if u["update_id"] >= offset]
        if not self._updates:
            self._new_update.clear()
            try:
                async with asyncio.timeout(float(p.get("timeout") or 0)):
                    await self._new_update.wait()
            except TimeoutError:
                pass
        return list(self._updates)

    async def m_sendMessage(self, p: dict[str, Any]) -> dict[str, Any]:
        chat_id = int(p["chat_id"])
        if chat_id > 0 and chat_id not in self.dm_open:
            raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
        text = _check_text(p)
        markup = _check_markup(p.get("reply_markup"))
        message = StoredMessage(chat_id, next(self._message_ids), text, markup)
        message.history.append(text)
        self.messages[(chat_id, message.message_id)] = message
        await self._group_hook(chat_id, text)
        return message.as_json()

    async def m_sendPhoto(self, p: dict[str, Any]) -> dict[str, Any]:
        """A picture uploaded as a multipart file, its caption at most 1024 characters."""
        chat_id = int(p["chat_id"])
        if chat_id > 0 and chat_id not in self.dm_open:
            raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
        photo = p.get("photo")
        if not isinstance(photo, bytes) or not photo:
            raise ApiError(400, "Bad Request: there is no photo in the request")
        caption = str(p.get("caption", ""))
        if len(caption) > 1024:
            raise ApiError(400, "Bad Request: message caption is too long")
        markup = _check_markup(p.get("reply_markup"))
        message = StoredMessage(chat_id, next(self._message_ids), caption, markup, photo=photo)
        message.history.append(caption)
        self.messages[(chat_id, message.message_id)] = message
        await self._group_hook(chat_id, caption)
        return message.as_json()

    async def m_editMessageText(self, p: dict[str, Any]) -> dict[str, Any]:
        chat_id, message_id = int(p["chat_id"]), int(p["message_id"])
        message = self.messages.get((chat_id, message_id))
        if message is None:
            raise ApiError(400, "Bad Request: message to edit not found")
        if not message.editable:
            raise ApiError(400, "Bad Request: message can't be edited")
        if message.photo is not None:
            raise ApiError(400, "Bad Request: there is no text in the message to edit")
        text = _check_text(p)
        markup = _check_markup(p.get("reply_markup"))
        if text == message.text and markup == message.reply_markup:
            raise ApiError(
                400,
                "Bad Request: message is not modified: specified new message content and reply"
                " markup are exactly the same as a current content and reply markup of the"
                " message",
            )
        message.text, message.reply_markup = text, markup
        message.history.append(text)
        await self._group_hook(chat_id, text)
        return message.as_json()

    async def m_editMessageMedia(self, p: dict[str, Any]) -> dict[str, Any]:
        """A photo's media and caption replaced; the new file comes as the multipart part the
        media's ``attach://<name>`` names. A text message cannot become a photo."""
        chat_id, message_id = int(p["chat_id"]), int(p["message_id"])
        message = self.messages.get((chat_id, message_id))
        if message is None:
            raise ApiError(400, "Bad Request: message to edit not found")
        if message.photo is None:
            raise ApiError(400, "Bad Request: there is no media in the message to edit")
        media = json.loads(p["media"]) if isinstance(p["media"], str) else p["media"]
        name = str(media.get("media", ""))
        photo = p.get(name.removeprefix("attach://")) if name.startswith("attach://") else None
        if media.get("type") != "photo" or not isinstance(photo, bytes) or not photo:
            raise ApiError(400, "Bad Request: there is no photo in the request")
        caption = str(media.get("caption", ""))
        if len(caption) > 1024:
            raise ApiError(400, "Bad Request: message caption is too long")
        markup = _check_markup(p.get("reply_markup"))
        message.photo, message.text, message.reply_markup = photo, caption, markup
        message.history.append(caption)
        await self._group_hook(chat_id, caption)
        return message.as_json()

    async def m_editMessageReplyMarkup(self, p: dict[str, Any]) -> dict[str, Any]:
        chat_id, message_id = int(p["chat_id"]), int(p["message_id"])
        message = self.messages.get((chat_id, message_id))
        if message is None:
            raise ApiError(400, "Bad Request: message to edit not found")
        markup = _check_markup(p.get("reply_markup"))
        if markup == message.reply_markup:
            raise ApiError(400, "Bad Request: message is not modified")
        message.reply_markup = markup
        return message.as_json()

    async def m_deleteMessage(self, p: dict[str, Any]) -> bool:
        if self.messages.pop((int(p["chat_id"]), int(p["message_id"])), None) is None:
            raise ApiError(400, "Bad Request: message to delete not found")
        return True

    async def m_answerCallbackQuery(self, p: dict[str, Any]) -> bool:
        query_id = p["callback_query_id"]
        if query_id in self.callback_answers:
            raise ApiError(400, "Bad Request: query is too old and response timeout expired")
        if len(p.get("text", "")) > 200:
            raise ApiError(400, "Bad Request: MESSAGE_TOO_LONG")
        self.callback_answers[query_id] = p
        return True

    async def m_getChatMember(self, p: dict[str, Any]) -> dict[str, Any]:
        chat_id, user_id = int(p["chat_id"]), int(p["user_id"])
        status = "administrator" if user_id in self.admins.get(chat_id, set()) else "member"
        user = {"id": user_id, "is_bot": False, "first_name": f"u{user_id}"}
        member: dict[str, Any] = {"status": status, "user": user}
        if status == "administrator":
            rights = (
                "can_manage_chat", "can_delete_messages", "can_manage_video_chats",
                "can_restrict_members", "can_promote_members", "can_change_info",
                "can_invite_users", "can_post_stories", "can_edit_stories", "can_delete_stories",
            )
            member.update(dict.fromkeys(rights, True))
            member.update({"can_be_edited": False, "is_anonymous": False})
        return member

    async def _group_hook(self, chat_id: int, text: str) -> None:
        if self.on_group_text is not None:  # every chat: groups and private ones
            await self.on_group_text(chat_id, text)


def _check_text(p: dict[str, Any]) -> str:
    text = str(p.get("text", ""))
    if p.get("parse_mode") == "HTML":  # what the chat shows: tags become entities
        text = html.unescape(re.sub(r"<[^>]+>", "", text))
    if not text.strip():
        raise ApiError(400, "Bad Request: message text is empty")
    if len(text) > 4096:
        raise ApiError(400, "Bad Request: message is too long")
    return text


def _check_markup(markup: dict[str, Any] | None) -> dict[str, Any] | None:
    if not markup or "inline_keyboard" not in markup:
        return markup or None
    for row in markup["inline_keyboard"]:
        for button in row:
            data = button.get("callback_data")
            if data is not None and not 1 <= len(data.encode()) <= 64:
                raise ApiError(400, "Bad Request: BUTTON_DATA_INVALID")
    return markup


def _error(error: ApiError) -> web.Response:
    body: dict[str, Any] = {
        "ok": False, "error_code": error.code, "description": error.description,
    }
    if error.extra:
        body["parameters"] = error.extra
    return web.json_response(body, status=error.code)
