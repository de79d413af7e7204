"""Webhook mode end to end: the real Application serves exactly `webhook_options(settings)` on
127.0.0.1, registers itself with the fake Bot API (setWebhook) and answers Telegram updates
POSTed to it over HTTP; forged POSTs get 403 and change nothing, malformed ones an error status
while the bot keeps serving. `run(settings)` itself runs in a child process, stopped by SIGTERM.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp
import pytest
from pydantic import SecretStr
from telegram import Update
from telegram.ext import AIORateLimiter

from adapters.telegram.app import build_application, shutdown, startup, webhook_options
from adapters.telegram.commands import help_text
from bot.i18n import Localizer
from bot.settings import Settings
from tests.e2e.telegram.fake_bot_api import TOKEN, FakeBotApi
from tests.e2e.telegram.harness import ALICE, GROUP, GROUP_ID

# The public URL Telegram calls (TLS ends at a proxy); the bot listens on 127.0.0.1 at its path.
URL = "https://felt.example.org/telegram/hook"
EN = Localizer("en")
ROOT = Path(__file__).resolve().parents[3]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Overrides conftest's: the same bot, configured for a webhook on a free local port."""
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        telegram_token=SecretStr(TOKEN),
        database_path=tmp_path / "felt.db",
        default_language="en",
        telegram_webhook_url=URL,
        telegram_webhook_port=free_port(),
        telegram_webhook_listen="127.0.0.1",
    )


def test_webhook_listens_where_the_settings_say() -> None:
    default = Settings(
        _env_file=None,  # type: ignore[call-arg]
        telegram_token=SecretStr(TOKEN), telegram_webhook_url=URL,
    )
    options = webhook_options(default)
    assert options is not None
    assert (options["listen"], options["port"], options["url_path"]) == (
        "0.0.0.0", 8443, "telegram/hook"
    )
    for port in (0, 65536):
        with pytest.raises(ValueError, match="telegram_webhook_port"):
            Settings(_env_file=None, telegram_webhook_port=port)  # type: ignore[call-arg]


class Hook:
    """Telegram's side of the webhook: POSTs update JSON with the secret registered by
    setWebhook, to where the proxy in front of the bot forwards the public URL's path."""

    def __init__(self, http: aiohttp.ClientSession, api: FakeBotApi, settings: Settings) -> None:
        assert api.webhook is not None and api.webhook["url"] == settings.telegram_webhook_url
        self.http = http
        path = urlsplit(api.webhook["url"]).path
        self.address = f"http://127.0.0.1:{settings.telegram_webhook_port}{path}"
        self.secret = str(api.webhook["secret_token"])

    async def post(
        self, body: dict[str, Any] | bytes, *, secret: str | None = "", content_type: str = ""
    ) -> int:
        """The HTTP status; `secret=""` sends the right token, None sends no header."""
        headers = {"Content-Type": content_type or "application/json"}
        if secret is not None:
            headers["X-Telegram-Bot-Api-Secret-Token"] = secret or self.secret
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        async with self.http.post(self.address, data=data, headers=headers) as response:
            await response.read()
            return response.status


@asynccontextmanager
async def webhook_bot(api: FakeBotApi, settings: Settings) -> AsyncIterator[Hook]:
    """The feltbot Application in the order `Application.run_webhook` uses: initialize,
    post_init, `updater.start_webhook(**webhook_options(settings))`, start; and back down."""
    options = webhook_options(settings)
    assert options is not None
    app = build_application(
        settings, base_url=api.base_url, base_file_url=api.base_file_url,
        rate_limiter=AIORateLimiter(overall_max_rate=0, group_max_rate=0, max_retries=1),
    )
    assert app.updater is not None
    async with app:
        await startup(app)
        await app.updater.start_webhook(**options)
        await app.start()
        try:
            async with aiohttp.ClientSession() as http:
                yield Hook(http, api, settings)
        finally:
            await app.updater.stop()
            await app.stop()
            await shutdown(app)


def sent_to(api: FakeBotApi, chat_id: int) -> list[str]:
    return [str(c["text"]) for c in api.calls_to("sendMessage") if int(c["chat_id"]) == chat_id]


async def test_webhook_registers_and_answers_a_command(api: FakeBotApi, settings: Settings) -> None:
    async with webhook_bot(api, settings) as hook:
        options = webhook_options(settings)
        assert options is not None
        (registered,) = api.calls_to("setWebhook")
        assert api.webhook == registered
        assert registered["url"] == URL and registered["secret_token"] == options["secret_token"]
        assert registered["allowed_updates"] == list(Update.ALL_TYPES)

        assert await hook.post(api.message_update(GROUP, ALICE, "/help")) == 200
        await api.wait_until(lambda: sent_to(api, GROUP_ID))
        assert sent_to(api, GROUP_ID) == [help_text(EN)]


async def test_forged_posts_are_refused_and_change_nothing(
    api: FakeBotApi, settings: Settings
) -> None:
    async with webhook_bot(api, settings) as hook:
        balance = api.message_update(GROUP, ALICE, "/balance")
        assert await hook.post(balance, secret=None) == 403
        assert await hook.post(balance, secret="0" * 64) == 403
        assert await hook.post(balance, secret=hook.secret[:-1]) == 403
        assert await hook.post(balance, content_type="text/plain") == 403  # PTB wants JSON
        # Refused before the update queue: the genuine /balance is the first Alice ever sent,
        # so it is the one that grants the starting chips, and the only message sent.
        genuine = api.message_update(GROUP, ALICE, "/balance")
        assert await hook.post(genuine) == 200
        await api.wait_until(lambda: sent_to(api, GROUP_ID))
        grant = settings.starting_grant
        assert len(api.calls_to("sendMessage")) == 1
        assert sent_to(api, GROUP_ID) == ["\n".join(
            [EN.t("grant-received", amount=grant), EN.t("balance", amount=grant)]
        )]


async def test_malformed_bodies_get_an_error_and_the_bot_keeps_serving(
    api: FakeBotApi, settings: Settings
) -> None:
    async with webhook_bot(api, settings) as hook:
        assert await hook.post(b"{not json") == 500  # PTB lets the JSON error through
        assert await hook.post(b"[1, 2]") == 400  # JSON, but no Update
        assert await hook.post({"update_id": 7, "message": {"text": "/help"}}) == 400
        assert await hook.post(api.message_update(GROUP, ALICE, "/help")) == 200
        await api.wait_until(lambda: sent_to(api, GROUP_ID))
        assert sent_to(api, GROUP_ID) == [help_text(EN)]


# `run` owns its event loop and installs SIGTERM/SIGINT handlers, which only the main thread
# of a process may do: so it runs in a child process, with `build_application` pointed at the
# fake Bot API (the one thing production cannot configure), and is stopped like in production.
RUN = """
import sys
from adapters.telegram import app
from bot.settings import Settings

build = app.build_application
app.build_application = lambda settings: build(settings, base_url=sys.argv[1])
app.run(Settings())
"""


async def test_run_serves_the_webhook_until_sigterm(
    api: FakeBotApi, settings: Settings, tmp_path: Path
) -> None:
    options = webhook_options(settings)
    assert options is not None
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "TELEGRAM_TOKEN": TOKEN,
        "TELEGRAM_WEBHOOK_URL": URL,
        "TELEGRAM_WEBHOOK_PORT": str(settings.telegram_webhook_port),
        "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1",
        "DATABASE_PATH": str(tmp_path / "run.db"),
        "DEFAULT_LANGUAGE": "en",
    }
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-W", "error", "-c", RUN, api.base_url,
        cwd=tmp_path, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    try:
        await api.wait_until(lambda: api.webhook is not None, within=15)
        assert api.webhook is not None and api.webhook["secret_token"] == options["secret_token"]
        async with aiohttp.ClientSession() as http:
            hook = Hook(http, api, settings)
            update = api.message_update(GROUP, ALICE, "/help")
            # setWebhook comes just before the server listens: retry only a refused connection.
            async with asyncio.timeout(10):
                while True:
                    try:
                        assert await hook.post(update) == 200
                        break
                    except aiohttp.ClientConnectorError:
                        await asyncio.sleep(0.05)
            assert await hook.post(update, secret="forged") == 403
        await api.wait_until(lambda: sent_to(api, GROUP_ID), within=10)
        assert sent_to(api, GROUP_ID) == [help_text(EN)]
    finally:
        err = await terminated(child, 15)
    assert child.returncode == 0, err.decode()
    assert b"Traceback" not in err and b"Warning" not in err, err.decode()


async def terminated(child: asyncio.subprocess.Process, within: float) -> bytes:
    """SIGTERM the bot process and wait for it (killed if it will not stop); its stderr."""
    err = b""
    try:
        if child.returncode is None:
            child.send_signal(signal.SIGTERM)
        async with asyncio.timeout(within):
            _, err = await child.communicate()
    finally:
        if child.returncode is None:
            child.kill()
            await child.wait()
    return err


def polling_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TELEGRAM_TOKEN": TOKEN,
           "DATABASE_PATH": str(tmp_path / "poll.db"), "DEFAULT_LANGUAGE": "en", **extra}
    env.pop("TELEGRAM_WEBHOOK_URL", None)
    return env


async def test_a_polling_process_refuses_to_delete_the_workers_webhook(
    api: FakeBotApi, tmp_path: Path
) -> None:
    """Issue 18: a process started without TELEGRAM_WEBHOOK_URL while webhook workers serve the
    bot would delete their webhook (long polling does): it refuses to start, says why, and
    the webhook stays."""
    api.webhook = {"url": URL, "secret_token": "s"}
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", RUN, api.base_url, cwd=tmp_path, env=polling_env(tmp_path),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    async with asyncio.timeout(30):
        _, err = await child.communicate()
    assert child.returncode == 2, err.decode()
    assert EN.t("tg-polling-webhook-set", url=URL) in err.decode()
    assert api.webhook is not None and api.webhook["url"] == URL  # still set
    assert api.calls_to("deleteWebhook") == [] and api.calls_to("setMyCommands") == []


async def test_polling_takes_over_a_webhook_when_told_to(api: FakeBotApi, tmp_path: Path
                                                         ) -> None:
    api.webhook = {"url": URL, "secret_token": "s"}
    env = polling_env(tmp_path, TELEGRAM_POLLING_TAKES_OVER="true")
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", RUN, api.base_url, cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    try:
        await api.wait_until(lambda: bool(api.calls_to("deleteWebhook")), within=20)
        assert api.webhook is None  # polling deleted it, as asked
        api.push(api.message_update(GROUP, ALICE, "/help"))  # and it serves by polling
        await api.wait_until(lambda: sent_to(api, GROUP_ID), within=20)
        assert sent_to(api, GROUP_ID) == [help_text(EN)]
    finally:
        err = await terminated(child, 30)  # (after the long poll under way)
    assert child.returncode == 0, err.decode()
