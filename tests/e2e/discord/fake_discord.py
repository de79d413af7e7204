"""A fake Discord REST API + gateway on 127.0.0.1 for driving a real `discord.Client` offline.

It keeps a small world: one guild with one text channel, members, DM channels (a member may
have DMs closed: 403 / 50007, or any other DM error of their own), and every message the bot
posted, edited or answered with, so a test can read the channel the way a player would.
Interactions are dispatched over the gateway with the real payload shapes (slash commands with
subcommands and resolved users, button clicks carrying the clicked message, modal submits).

What Discord does where it matters is modelled too:

- the ack deadline: an interaction answered after its window (3 s, `ack_deadline`; a test
  shortens one with ``ack_within=0``) gets 404 / 10062 Unknown interaction, and follow-ups of
  an interaction never acknowledged get 404 / 10015 Unknown Webhook;
- a click carries the clicked message as Discord has it *now*: a button that was taken off
  the message since the member's client drew it (`click(..., as_seen=...)`) is not on it;
- per-member DM errors (`Member.dm_error`), a channel where the bot lost Send Messages
  (posts get 403 / 50013, from `app_permissions`; without View Channel every call gets
  403 / 50001), 429s on posts and edits (`rate_limit_posts`, `rate_limit_edits`), a
  moderator deleting a message (`delete`);
- who a new message notifies (`Message.pings`, from its content and `allowed_mentions`), a
  text field's length limit, and interactions from another server or from DMs (`where`).

Two patches point discord.py here (`patch_discord`): `discord.http.Route.BASE` (REST and
interaction webhooks) and `DiscordWebSocket.DEFAULT_GATEWAY` (a plain Client never asks
/gateway/bot). Responses carry exactly ``Content-Type: application/json``: aiohttp's
``json_response`` adds a charset and discord.py would then read the body as text.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord
import pytest
import yarl
from aiohttp import WSMsgType, web

TOKEN = "fake.bot.token"
APP_ID = "900000000000000001"
GUILD_ID = "500000000000000001"
CHANNEL_ID = "600000000000000001"
OTHER_GUILD_ID = "500000000000000002"  # another server the bot is in (buttons replayed there)
OTHER_CHANNEL_ID = "600000000000000002"
DM = "dm"  # `where=DM`: the interaction comes from the member's direct messages with the bot
EPHEMERAL = 64
ALL_PERMISSIONS = "2248473465835073"
NO_PERMISSIONS = "0"
MANAGE_GUILD = 1 << 5
SEND_MESSAGES = 1 << 11
VIEW_CHANNEL = 1 << 10
MANAGER = str(MANAGE_GUILD | SEND_MESSAGES)  # Manage Server + Send Messages
WITHOUT_SEND = str(int(ALL_PERMISSIONS) & ~SEND_MESSAGES)  # the bot lost Send Messages here

BOT_USER = {
    "id": APP_ID,
    "username": "FeltBot",
    "discriminator": "0",
    "global_name": None,
    "avatar": None,
    "bot": True,
    "flags": 0,
}
CHANNEL = {
    "id": CHANNEL_ID,
    "type": 0,
    "guild_id": GUILD_ID,
    "name": "cards",
    "position": 0,
    "permission_overwrites": [],
    "nsfw": False,
    "parent_id": None,
    "rate_limit_per_user": 0,
    "topic": None,
    "last_message_id": None,
}


def _json(obj: Any, status: int = 200) -> web.Response:
    return web.Response(
        body=json.dumps(obj).encode(),
        status=status,
        headers={"Content-Type": "application/json"},
    )


def _error(status: int, code: int, message: str) -> web.Response:
    if status == 429:
        return _rate_limited()
    return _json({"message": message, "code": code}, status=status)


def _rate_limited() -> web.Response:
    """A 429 as Discord sends it (discord.py waits `retry_after` and tries again)."""
    return web.Response(
        body=json.dumps(
            {"message": "You are being rate limited.", "retry_after": 0.05, "global": False}
        ).encode(),
        status=429,
        headers={
            "Content-Type": "application/json",
            "Via": "1.1 google",  # discord.py reads a 429 without it as a Cloudflare ban
            "Retry-After": "0.05",
            "X-RateLimit-Scope": "user",
        },
    )


@dataclass
class Member:
    """A guild member the test plays as."""

    id: str
    name: str
    locale: str = "en-US"
    dms_open: bool = True
    permissions: str = NO_PERMISSIONS
    dm_error: tuple[int, int] | None = None  # (HTTP status, code) every DM to them gets

    @property
    def user(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "username": self.name.lower(),
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
        }

    def member_payload(self, with_user: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": self.permissions,
            "nick": None,
        }
        if with_user:
            data["user"] = self.user
        return data


@dataclass
class Message:
    """A message as the fake holds it; `kind` is "channel", "ephemeral" or "dm"."""

    id: str
    channel_id: str
    kind: str
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    recipient: str | None = None  # the member an ephemeral reply or DM is for
    created_at: float = field(default_factory=time.monotonic)
    history: list[str] = field(default_factory=list)  # every text this message ever showed
    shown: list[list[dict[str, Any]]] = field(default_factory=list)  # its components, likewise
    pings: set[str] = field(default_factory=set)  # whom its creation notified (see `pinged`)
    files: list[bytes] = field(default_factory=list)  # its attachments' bytes, as uploaded

    @property
    def public(self) -> bool:
        return self.kind == "channel"

    def text(self) -> str:
        """Everything a reader sees: content, embed texts and component labels."""
        parts = [self.content]
        for embed in self.embeds:
            parts.append(str(embed.get("title") or ""))
            parts.append(str(embed.get("description") or ""))
            for fld in embed.get("fields") or []:
                parts.extend((str(fld.get("name", "")), str(fld.get("value", ""))))
            parts.append(str((embed.get("footer") or {}).get("text") or ""))
        parts.extend(label for label in self.labels())
        return "\n".join(p for p in parts if p)

    def buttons(self) -> list[dict[str, Any]]:
        return [c for row in self.components for c in row.get("components", []) if c["type"] == 2]

    def labels(self) -> list[str]:
        return [str(b.get("label") or "") for b in self.buttons()]

    def button(self, predicate: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        for b in self.buttons():
            if predicate(b):
                return b
        raise AssertionError(f"no such button on message {self.id}: {self.buttons()}")

    def payload(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "channel_id": self.channel_id,
            "type": 0,
            "content": self.content,
            "author": BOT_USER,
            "flags": self.flags,
            "attachments": [],
            "embeds": self.embeds,
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "mention_everyone": False,
            "tts": False,
            "timestamp": "2024-01-01T00:00:00+00:00",
            "edited_timestamp": None,
            "components": self.components,
        }

    def apply(self, body: dict[str, Any]) -> None:
        if "content" in body:
            self.content = body["content"] or ""
        if "embeds" in body:
            self.embeds = body["embeds"] or []
        if "components" in body:
            self.components = body["components"] or []
        if "flags" in body and body["flags"] is not None:
            self.flags = body["flags"]
        if "_files" in body:
            self.files = list(body["_files"])
        elif body.get("attachments") == []:
            self.files = []
        self.history.append(self.text())
        self.shown.append(json.loads(json.dumps(self.components)))


_USER_MENTION = re.compile(r"<@!?([0-9]{17,20})>")
_ROLE_MENTION = re.compile(r"<@&([0-9]{17,20})>")
_EVERYONE = re.compile(r"@(everyone|here)")


MESSAGE_LIMIT = 2000


def _too_long(body: Any) -> bool:
    """Whether a REST body's message content (or an interaction answer's) is over the limit."""
    if not isinstance(body, dict):
        return False
    data = body.get("data")
    contents = [body.get("content"), data.get("content") if isinstance(data, dict) else None]
    return any(isinstance(c, str) and len(c) > MESSAGE_LIMIT for c in contents)


def pinged(content: str, allowed: dict[str, Any] | None) -> set[str]:
    """Whom Discord notifies for a new message: the users, roles ("&id") and "everyone" its
    content mentions, as far as `allowed_mentions` allows (absent: everything it mentions).
    An escaped mention ("@\u200beveryone", "<@\u200b123>") is plain text."""
    parse = {"users", "roles", "everyone"} if allowed is None else set(allowed.get("parse", []))
    users = {str(u) for u in (allowed or {}).get("users", [])}
    roles = {str(r) for r in (allowed or {}).get("roles", [])}
    out = {
        user for user in _USER_MENTION.findall(content) if "users" in parse or user in users
    }
    out |= {
        "&" + role for role in _ROLE_MENTION.findall(content) if "roles" in parse or role in roles
    }
    if "everyone" in parse and _EVERYONE.search(content):
        out.add("everyone")
    return out


@dataclass
class Interaction:
    """An interaction the fake dispatched, and how the bot answered it."""

    id: str
    token: str
    user: Member
    message_id: str | None = None  # the clicked message (components, modal from a button)
    responses: list[dict[str, Any]] = field(default_factory=list)  # callback bodies
    original_id: str | None = None  # the message @original refers to
    followups: list[Message] = field(default_factory=list)
    ack_by: float = float("inf")  # monotonic time after which an answer is too late (10062)
    expired: bool = False  # the bot answered too late

    def answer(self) -> Message | None:
        """What the user was told: the reply message, else the first follow-up."""
        return self.reply or (self.followups[0] if self.followups else None)

    reply: Message | None = None

    @property
    def response_type(self) -> int | None:
        return self.responses[0]["type"] if self.responses else None


class FakeDiscord:
    """Fake REST (/api/v10/...) and gateway (/gateway) in one aiohttp app."""

    def __init__(self) -> None:
        self.ack_deadline = 3.0  # seconds Discord waits for an interaction's first answer
        self.rate_limit_posts = 0  # how many next channel-message posts get a 429
        self.members: dict[str, Member] = {}
        self.messages: dict[str, Message] = {}
        self.interactions: dict[str, Interaction] = {}
        self.rest_calls: list[tuple[str, str, Any]] = []
        self.synced_commands: list[dict[str, Any]] = []
        self.too_old: set[str] = set()  # message ids whose edit fails with 30046
        self.rate_limit_edits = 0  # how many next channel-message edits get a 429
        self.app_permissions = ALL_PERMISSIONS  # what the bot may do in the channel
        self.dm_channels: dict[str, str] = {}  # dm channel id -> member id
        # Public threads of the channel: id -> {"name", "archived", "locked"}; a thread takes
        # messages and clicks like its channel. `threads_allowed` False: creating one is
        # refused as without the Create Public Threads permission (50013).
        self.threads: dict[str, dict[str, Any]] = {}
        self.threads_allowed = True
        # "<METHOD> <route>" -> errors (status, code, message) to answer first, where route is
        # "channel" (the guild channel's messages), "dm:<member>", "open-dm:<member>",
        # "followup", "original" or "callback" (see `route_of`); `chaos` may fail any call.
        self.fail: dict[str, list[tuple[int, int, str]]] = {}
        self.chaos: Callable[[str, Any], tuple[int, int, str] | None] | None = None
        self._ws: web.WebSocketResponse | None = None
        # A sharded client's connections by shard id, and what each IDENTIFY said ("shard").
        self._shard_ws: dict[int, web.WebSocketResponse] = {}
        self._shard_count = 1
        self.identifies: list[dict[str, Any]] = []
        self._seq = itertools.count(1)
        self._snow = itertools.count(700000000000000001)
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.identified = asyncio.Event()

    # -- lifecycle -------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]

    async def stop(self) -> None:
        if self._runner:
            await self._runner.cleanup()

    def patch(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(discord.http.Route, "BASE", self.http_base)
        monkeypatch.setattr(
            discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(self.ws_url)
        )

    @property
    def http_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def snowflake(self) -> str:
        return str(next(self._snow))

    def add_member(self, name: str, **kwargs: Any) -> Member:
        member = Member(id=self.snowflake(), name=name, **kwargs)
        self.members[member.id] = member
        return member

    # -- reading the world -------------------------------------------------------------------

    def channel_messages(self) -> list[Message]:
        return [m for m in self.messages.values() if m.public]

    def thread_messages(self, thread_id: str) -> list[Message]:
        return [m for m in self.channel_messages() if m.channel_id == thread_id]

    def thread_payload(self, thread_id: str) -> dict[str, Any]:
        thread = self.threads[thread_id]
        return {
            "id": thread_id, "type": 11, "guild_id": GUILD_ID, "parent_id": CHANNEL_ID,
            "owner_id": APP_ID, "name": thread["name"], "last_message_id": None,
            "rate_limit_per_user": 0, "message_count": 0, "member_count": 1, "flags": 0,
            "thread_metadata": {"archived": thread["archived"], "locked": thread["locked"],
                                "auto_archive_duration": thread["archive_after"],
                                "archive_timestamp": "2026-12-01T00:00:00+00:00"},
        }

    def public_texts(self) -> list[str]:
        """Every text any public message ever showed (edits included)."""
        return [text for m in self.channel_messages() for text in m.history]

    def private_to(self, member: Member) -> list[Message]:
        return [m for m in self.messages.values() if m.recipient == member.id]

    def dms_to(self, member: Member) -> list[Message]:
        return [m for m in self.private_to(member) if m.kind == "dm"]

    def ephemerals_to(self, member: Member) -> list[Message]:
        return [m for m in self.private_to(member) if m.kind == "ephemeral"]

    async def wait_for(
        self, predicate: Callable[[], Any], limit: float = 5.0, what: str = "condition"
    ) -> Any:
        """Poll `predicate` until it returns something truthy (no fixed sleeps in tests)."""
        deadline = time.monotonic() + limit
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}")
            await asyncio.sleep(0.01)

    async def wait_answered(self, interaction: Interaction, limit: float = 5.0) -> Interaction:
        await self.wait_for(lambda: interaction.responses, limit, f"answer to {interaction.id}")
        return interaction

    # -- gateway -----------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._ws = ws
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            payload = json.loads(msg.data)
            if payload["op"] == 1:
                await ws.send_json({"op": 11, "d": None, "s": None, "t": None})
            elif payload["op"] == 2:
                assert payload["d"]["token"] == TOKEN
                self.identifies.append(payload["d"])
                shard = payload["d"].get("shard") or [0, 1]
                self._shard_ws[shard[0]], self._shard_count = ws, shard[1]
                await self._dispatch(
                    "READY",
                    {
                        "v": 10,
                        "user": BOT_USER,
                        "guilds": [],
                        "session_id": "fake-session",
                        "resume_gateway_url": self.ws_url,
                        "shard": shard,
                        "application": {"id": APP_ID, "flags": 0},
                    },
                    ws,
                )
                self.identified.set()
        return ws

    async def _dispatch(self, event: str, data: dict[str, Any],
                        ws: web.WebSocketResponse | None = None) -> None:
        """Send an event on `ws`, else as Discord does: on the shard of its guild (direct
        messages on shard 0) when that shard is connected, else on the latest connection."""
        if ws is None:
            guild = data.get("guild_id")
            shard = (int(guild) >> 22) % self._shard_count if guild else 0
            ws = self._shard_ws.get(shard)
            if ws is None or ws.closed:  # that shard is not connected (now)
                ws = self._ws
        assert ws is not None and not ws.closed, "no client connected"
        await ws.send_json({"op": 0, "t": event, "s": next(self._seq), "d": data})

    async def _interact(
        self,
        user: Member,
        itype: int,
        data: dict[str, Any],
        message: Message | None = None,
        locale: str | None = None,
        ack_within: float | None = None,
        where: tuple[str, str] | str | None = None,
    ) -> Interaction:
        window = self.ack_deadline if ack_within is None else ack_within
        inter = Interaction(
            id=self.snowflake(),
            token=f"itoken-{self.snowflake()}",
            user=user,
            message_id=message.id if message else None,
            ack_by=time.monotonic() + window,
        )
        inter.original_id = inter.message_id if itype == 3 else None
        self.interactions[inter.token] = inter
        payload: dict[str, Any] = {
            "id": inter.id,
            "application_id": APP_ID,
            "type": itype,
            "data": data,
            "guild_id": GUILD_ID,
            "channel_id": CHANNEL_ID,
            "channel": CHANNEL,
            "member": user.member_payload(),
            "token": inter.token,
            "version": 1,
            "locale": locale or user.locale,
            "guild_locale": "en-US",
            "app_permissions": self.app_permissions,
            "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD_ID},
            "context": 0,
            "attachment_size_limit": 10485760,
        }
        if message is not None:  # as Discord has it now (a newer edit included)
            payload["message"] = self.messages.get(message.id, message).payload()
            if message.channel_id in self.threads and where is None:
                payload.update(channel_id=message.channel_id,
                               channel=self.thread_payload(message.channel_id))
        if where == DM:
            self._from_dm(payload, user)
        elif where is not None:
            guild_id, channel_id = where
            channel = {**CHANNEL, "id": channel_id, "guild_id": guild_id}
            payload.update(guild_id=guild_id, channel_id=channel_id, channel=channel,
                           authorizing_integration_owners={"0": guild_id})
        await self._dispatch("INTERACTION_CREATE", payload)
        return inter

    def _from_dm(self, payload: dict[str, Any], user: Member) -> None:
        """Make `payload` an interaction from the member's DMs with the bot (no guild)."""
        dm_id = next((c for c, m in self.dm_channels.items() if m == user.id), None)
        if dm_id is None:
            dm_id = self.snowflake()
            self.dm_channels[dm_id] = user.id
        for key in ("guild_id", "member", "guild_locale"):
            payload.pop(key, None)
        payload.update(
            user=user.user,
            channel_id=dm_id,
            channel={"id": dm_id, "type": 1, "recipients": [user.user]},
            context=1,
            authorizing_integration_owners={"1": user.id},
        )

    async def slash(
        self,
        user: Member,
        name: str,
        sub: str | None = None,
        options: dict[str, Any] | None = None,
        locale: str | None = None,
        ack_within: float | None = None,
        where: tuple[str, str] | str | None = None,
    ) -> Interaction:
        """Run `/name [sub] option:value…`; a `Member` value becomes a user option. `where`:
        (guild, channel) for another server's channel, or `DM`."""
        resolved: dict[str, Any] = {"users": {}, "members": {}}
        opts: list[dict[str, Any]] = []
        for key, value in (options or {}).items():
            if isinstance(value, Member):
                opts.append({"name": key, "type": 6, "value": value.id})
                resolved["users"][value.id] = value.user
                resolved["members"][value.id] = value.member_payload(with_user=False)
            elif isinstance(value, bool):
                opts.append({"name": key, "type": 5, "value": value})
            elif isinstance(value, int):
                opts.append({"name": key, "type": 4, "value": value})
            else:
                opts.append({"name": key, "type": 3, "value": value})
        data: dict[str, Any] = {"id": self.snowflake(), "name": name, "type": 1}
        if sub is not None:
            data["options"] = [{"name": sub, "type": 1, "options": opts}]
        else:
            data["options"] = opts
        if resolved["users"]:
            data["resolved"] = resolved
        return await self._interact(
            user, 2, data, locale=locale, ack_within=ack_within, where=where
        )

    async def click(
        self,
        user: Member,
        message: Message,
        custom_id: str,
        *,
        as_seen: list[dict[str, Any]] | None = None,
        ack_within: float | None = None,
        where: tuple[str, str] | str | None = None,
    ) -> Interaction:
        """Press the button `custom_id` on `message`. `as_seen` is what an out-of-date client
        still shows (the button must be there); Discord delivers the message as it is now, so
        the button may no longer be on it. `ack_within` shortens the ack deadline."""
        if as_seen is not None:
            shown = [c.get("custom_id") for row in as_seen for c in row.get("components", [])]
            assert custom_id in shown, "a client can only click a button it shows"
        return await self._interact(
            user,
            3,
            {"custom_id": custom_id, "component_type": 2},
            message=message,
            ack_within=ack_within,
            where=where,
        )

    async def submit_modal(
        self,
        user: Member,
        opened_by: Interaction,
        values: dict[str, str],
        *,
        custom_id: str | None = None,
        ack_within: float | None = None,
        where: tuple[str, str] | str | None = None,
    ) -> Interaction:
        """Submit the modal the bot opened in answer to `opened_by`, filling `values`."""
        modal = next(r for r in opened_by.responses if r["type"] == 9)["data"]
        rows = []
        for row in modal["components"]:
            comp = row["components"][0] if row.get("type") == 1 else row.get("component", row)
            typed = values[comp["custom_id"]]
            # Discord lets nobody type past the field's limit.
            assert len(typed) <= comp.get("max_length", 4000), f"{typed!r} does not fit"
            rows.append(
                {
                    "type": 1,
                    "components": [
                        {
                            "type": 4,
                            "custom_id": comp["custom_id"],
                            "value": values[comp["custom_id"]],
                        }
                    ],
                }
            )
        message = self.messages.get(opened_by.message_id or "")
        data = {"custom_id": custom_id or modal["custom_id"], "components": rows}
        return await self._interact(
            user, 5, data, message=message, ack_within=ack_within, where=where
        )

    def delete(self, message_id: str) -> None:
        """A moderator deletes a message (edits to it then get 404 / 10008)."""
        del self.messages[message_id]

    @property
    def can_send(self) -> bool:
        return bool(int(self.app_permissions) & SEND_MESSAGES)

    # -- REST --------------------------------------------------------------------------------

    def _new_message(
        self, channel_id: str, kind: str, body: dict[str, Any], recipient: str | None = None
    ) -> Message:
        msg = Message(id=self.snowflake(), channel_id=channel_id, kind=kind, recipient=recipient)
        msg.apply(body)
        msg.pings = pinged(msg.content, body.get("allowed_mentions"))
        self.messages[msg.id] = msg
        return msg

    def _reply(self, inter: Interaction, body: dict[str, Any]) -> Message:
        ephemeral = bool((body.get("flags") or 0) & EPHEMERAL)
        kind = "ephemeral" if ephemeral else "channel"
        return self._new_message(
            CHANNEL_ID, kind, body, recipient=inter.user.id if ephemeral else None
        )

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        if request.content_type.startswith("multipart/"):
            # Files: discord.py sends `payload_json` and `files[n]` parts, as Discord expects.
            form = await request.post()
            body = json.loads(str(form["payload_json"]))
            body["_files"] = [value.file.read() for value in form.values()
                              if isinstance(value, web.FileField)]
        else:
            body = await request.json() if request.can_read_body else None
        if isinstance(body, dict) and "payload_json" in body:
            body = json.loads(body["payload_json"])
        self.rest_calls.append((request.method, path, body))
        parts = path.strip("/").split("/")
        method = request.method
        route = f"{method} {self.route_of(parts, body)}"
        injected = self.fail[route].pop(0) if self.fail.get(route) else None
        if injected is None and self.chaos is not None:
            injected = self.chaos(route, body)
        if injected is not None:
            return _error(*injected)
        if _too_long(body):  # as Discord: a message's content is 2,000 characters at most
            return _error(400, 50035, "Invalid Form Body: content must be 2000 or fewer in "
                                      "length.")

        if path == "/users/@me":
            return _json(BOT_USER)
        if path == "/oauth2/applications/@me":
            return _json(
                {
                    "id": APP_ID,
                    "name": "FeltBot",
                    "description": "",
                    "icon": None,
                    "bot_public": True,
                    "bot_require_code_grant": False,
                    "verify_key": "00",
                    "owner": {**BOT_USER, "id": "100000000000000001", "bot": False},
                    "flags": 0,
                    "team": None,
                    "summary": "",
                    "rpc_origins": [],
                }
            )
        if method == "PUT" and parts[0] == "applications" and parts[-1] == "commands":
            self.synced_commands = body
            return _json(
                [
                    {**cmd, "id": self.snowflake(), "application_id": APP_ID, "version": "1"}
                    for cmd in body
                ]
            )
        if method == "POST" and path == "/users/@me/channels":
            member_id = str(body["recipient_id"])
            dm_id = next((c for c, m in self.dm_channels.items() if m == member_id), None)
            if dm_id is None:
                dm_id = self.snowflake()
                self.dm_channels[dm_id] = member_id
            return _json(
                {
                    "id": dm_id,
                    "type": 1,
                    "recipients": [self.members[member_id].user],
                    "last_message_id": None,
                }
            )
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            return self._channel_messages(method, parts, body)
        if parts[0] == "channels" and len(parts) == 3 and parts[2] == "threads":
            return self._new_thread(method, parts[1], body)
        if method == "PATCH" and parts[0] == "channels" and len(parts) == 2 \
                and parts[1] in self.threads:
            thread = self.threads[parts[1]]
            thread.update({k: bool(body[k]) for k in ("archived", "locked") if k in body})
            return _json(self.thread_payload(parts[1]))
        if parts[0] == "interactions" and parts[-1] == "callback":
            return self._callback(parts[1], body)
        if parts[0] == "webhooks" and len(parts) >= 3:
            return self._webhook(method, parts, body)
        return _error(404, 0, f"404: Not Found {method} {path}")

    def route_of(self, parts: list[str], body: Any) -> str:
        """Which route a REST call takes, as `fail` names it."""
        if parts[:3] == ["users", "@me", "channels"] and isinstance(body, dict):
            return f"open-dm:{body.get('recipient_id')}"
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            member = self.dm_channels.get(parts[1])
            return "channel" if member is None else f"dm:{member}"
        if parts[0] == "interactions":
            return "callback"
        if parts[0] == "channels" and len(parts) == 3 and parts[2] == "threads":
            return "threads"
        if parts[0] == "webhooks":
            return "followup" if len(parts) == 3 else "original"
        return "other"

    def _new_thread(self, method: str, parent: str, body: dict[str, Any]) -> web.Response:
        if method != "POST":
            return _error(405, 0, "405: Method Not Allowed")
        if parent != CHANNEL_ID:
            return _error(404, 10003, "Unknown Channel")
        if not self.threads_allowed:
            return _error(403, 50013, "Missing Permissions")
        if body.get("type") != 11 or not 1 <= len(str(body.get("name", ""))) <= 100:
            return _error(400, 50035, "Invalid Form Body")
        thread_id = self.snowflake()
        self.threads[thread_id] = {"name": str(body["name"]), "archived": False,
                                   "locked": False,
                                   "archive_after": int(body.get("auto_archive_duration") or 0)}
        return _json(self.thread_payload(thread_id), status=201)

    def _channel_messages(
        self, method: str, parts: list[str], body: dict[str, Any]
    ) -> web.Response:
        channel_id = parts[1]
        if channel_id in self.threads and self.threads[channel_id]["locked"]:
            return _error(400, 50083, "Thread is archived")
        if channel_id in self.dm_channels:
            member = self.members[self.dm_channels[channel_id]]
            if not member.dms_open:
                return _error(403, 50007, "Cannot send messages to this user")
            if member.dm_error is not None:
                status, code = member.dm_error
                return _error(status, code, f"DM to {member.name} failed")
            if method == "POST":
                return _json(self._new_message(channel_id, "dm", body, member.id).payload())
        elif channel_id != CHANNEL_ID and channel_id not in self.threads:
            return _error(404, 10003, "Unknown Channel")
        elif not int(self.app_permissions) & VIEW_CHANNEL:
            return _error(403, 50001, "Missing Access")
        # Send Messages covers new messages only: the bot still edits its own (Discord's
        # documented behaviour; api-docs issue 3096).
        if method == "POST" and len(parts) == 3:
            if not self.can_send:
                return _error(403, 50013, "Missing Permissions")
            if self.rate_limit_posts > 0:
                self.rate_limit_posts -= 1
                return _rate_limited()
            if channel_id in self.threads:
                self.threads[channel_id]["archived"] = False  # a new message reopens it
            return _json(self._new_message(channel_id, "channel", body).payload())
        if method == "PATCH" and len(parts) == 4 and self.rate_limit_edits > 0:
            self.rate_limit_edits -= 1
            return _rate_limited()
        if method == "PATCH" and len(parts) == 4:
            msg = self.messages.get(parts[3])
            if msg is None:
                return _error(404, 10008, "Unknown Message")
            if msg.id in self.too_old:
                return _error(
                    400,
                    30046,
                    "Maximum number of edits to messages older than 1 hour reached.",
                )
            msg.apply(body)
            return _json(msg.payload())
        return _error(405, 0, "405: Method Not Allowed")

    def _callback(self, interaction_id: str, body: dict[str, Any]) -> web.Response:
        inter = next((i for i in self.interactions.values() if i.id == interaction_id), None)
        if inter is None:
            return _error(404, 10062, "Unknown interaction")
        if inter.responses:
            return _error(400, 40060, "Interaction has already been acknowledged.")
        if time.monotonic() > inter.ack_by:
            inter.expired = True
            return _error(404, 10062, "Unknown interaction")
        inter.responses.append(body)
        rtype = body["type"]
        data = body.get("data") or {}
        if "_files" in body:  # an answer with files: the parts belong to its message
            data = {**data, "_files": body["_files"]}
        msg: Message | None = None
        if rtype == 4:  # CHANNEL_MESSAGE_WITH_SOURCE
            msg = self._reply(inter, data)
            inter.original_id = msg.id
            inter.reply = msg
        elif rtype == 5:  # DEFERRED_CHANNEL_MESSAGE: a "thinking" placeholder
            msg = self._reply(inter, {"content": "", "flags": data.get("flags", 0)})
            inter.original_id = msg.id
        elif rtype == 7:  # UPDATE_MESSAGE: edits the clicked message
            msg = self.messages[inter.message_id or ""]
            msg.apply(data)
        elif rtype == 6:  # DEFERRED_UPDATE_MESSAGE
            msg = self.messages.get(inter.message_id or "")
        resource: dict[str, Any] = {"type": rtype}
        if msg is not None:
            resource["message"] = msg.payload()
        return _json(
            {
                "interaction": {
                    "id": interaction_id,
                    "type": 2,
                    "response_message_id": msg.id if msg else None,
                    "response_message_loading": rtype == 5,
                    "response_message_ephemeral": bool(msg and msg.kind == "ephemeral"),
                },
                "resource": resource,
            }
        )

    def _webhook(self, method: str, parts: list[str], body: dict[str, Any]) -> web.Response:
        inter = self.interactions.get(parts[2])
        if inter is None or not inter.responses:  # never acknowledged: no webhook
            return _error(404, 10015, "Unknown Webhook")
        if method == "POST" and len(parts) == 3:  # followup
            msg = self._reply(inter, body)
            inter.followups.append(msg)
            return _json(msg.payload())
        if len(parts) == 5 and parts[3] == "messages":
            target = inter.original_id if parts[4] == "@original" else parts[4]
            msg = self.messages.get(target or "")
            if msg is None:
                return _error(404, 10008, "Unknown Message")
            if method == "PATCH":
                msg.apply(body)
                return _json(msg.payload())
            if method == "GET":
                return _json(msg.payload())
            if method == "DELETE":
                del self.messages[msg.id]
                return web.Response(status=204)
        return _error(405, 0, "405: Method Not Allowed")
