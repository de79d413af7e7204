"""Building and running the Telegram bot: `build_application` (tests use it with a fake Bot
API), `run(settings)` (the `feltbot` CLI calls it when `TELEGRAM_TOKEN` is set).

Long polling by default; a webhook when `TELEGRAM_WEBHOOK_URL` is set. Requests go through
`AIORateLimiter` (Telegram's flood limits, retries on 429); updates are handled concurrently
(`CONCURRENT_UPDATES`). The store and the adapter's memory
open in `post_init` and close in `post_shutdown`; open matches get their turn timers back
from the deadlines in the store.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import sys
from typing import Any, Final
from urllib.parse import urlsplit

from telegram import Update
from telegram.error import ChatMigrated
from telegram.ext import AIORateLimiter, Application, ApplicationBuilder, BaseRateLimiter

from adapters.telegram import migration
from adapters.telegram.context import COMMUNITY_PREFIX, Context, TelegramRuntime, runtime_of
from adapters.telegram.menu import publish_menu, register
from adapters.telegram.poker import bot_name
from adapters.telegram.transport import TURN_JOB, TelegramTransport, arm_relay, arm_sweep
from bot.frontend.fronts import Platform, build_fronts
from bot.i18n import Localizer
from bot.relay import Relay
from bot.settings import Settings

log = logging.getLogger(__name__)
TgApp = Application[Any, Any, Any, Any, Any, Any]
CONCURRENT_UPDATES = 64  # updates in progress at once (PTB's default with True is 256)


def build_application(
    settings: Settings,
    *,
    base_url: str | None = None,
    base_file_url: str | None = None,
    rate_limiter: BaseRateLimiter[Any] | None = None,
    runtime_options: dict[str, Any] | None = None,
) -> TgApp:
    """The configured PTB `Application` with every handler registered (not started).

    `base_url` points at another Bot API server (a local one, or the tests' fake);
    `rate_limiter` replaces the default (`share_of_limits`).
    """
    if settings.telegram_token is None:
        raise ValueError("TELEGRAM_TOKEN is not set")
    token = settings.telegram_token.get_secret_value()
    builder = (
        ApplicationBuilder()
        .token(token)
        .rate_limiter(rate_limiter if rate_limiter is not None else share_of_limits(settings))
        # Updates are handled concurrently, so one slow chat never delays the others. What
        # must stay unique holds without PTB's one-at-a-time order: a match's moves take its
        # lock, a chat's openings (challenge accepted, lobby, cash table, match against the
        # computer) take the chat's lock (`TelegramRuntime.chat_lock`), and an accepted
        # challenge is taken from the store in one statement.
        .concurrent_updates(CONCURRENT_UPDATES)
        .post_init(_post_init)
        .post_shutdown(_post_shutdown)
    )
    if base_url is not None:
        builder = builder.base_url(base_url)
    if base_file_url is not None:
        builder = builder.base_file_url(base_file_url)
    application = builder.build()
    runtime = TelegramRuntime(settings, token, **(runtime_options or {}))
    application.bot_data["feltbot"] = runtime
    register(application, on_error)
    return application


# Telegram's limits for one bot (https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this)
MESSAGES_PER_SECOND: Final = 30
GROUP_MESSAGES_PER_MINUTE: Final = 20


def share_of_limits(settings: Settings) -> AIORateLimiter:
    """PTB's rate limiter at this worker's share of the bot's limits (`telegram_workers`
    share them), retrying a 429 up to three times."""
    workers = settings.telegram_workers
    return AIORateLimiter(overall_max_rate=MESSAGES_PER_SECOND / workers,
                          group_max_rate=GROUP_MESSAGES_PER_MINUTE / workers, max_retries=3)


async def startup(application: TgApp) -> None:
    """Open the store, publish the command menu, resume open matches with their timers.

    PTB calls it (as `post_init`) from `run_polling` / `run_webhook`; tests that drive an
    initialized application themselves call it directly.
    """
    runtime = TelegramRuntime.of(application)
    await runtime.open(application)
    transport = TelegramTransport(runtime)
    fronts = build_fronts(transport, Platform(
        # (one answer, one seat-taking at a time per group, across the workers on the database)
        place_locks=lambda community, chat: runtime.chat_lock(int(chat)),
        seating=lambda community, chat, player: runtime.chat_lock(int(chat)),
        bot_name=lambda n: bot_name(runtime, n),
        managers_key="tg-admin-only", cancel_key="tg-cancel-not-allowed",
        expiry=lambda: runtime.challenge_expiry,
        communities=lambda community: community.startswith(COMMUNITY_PREFIX),
        opponent=lambda: runtime.opponent, clock=runtime.clock,
        recovery_options=runtime.recovery_options,
    ), runtime.services)
    runtime.fronts = fronts
    # Updates other workers received for the tournaments this one drives, handled here.
    runtime.relay = Relay(runtime.store, lambda update: application.process_update(
        Update.de_json(update, application.bot)))
    await publish_menu(application.bot)
    await fronts.resume()  # every open match and table redrawn, with its timer
    arm_sweep(runtime)  # timers another worker on the database left unplayed
    arm_relay(runtime)


async def shutdown(application: TgApp) -> None:
    await TelegramRuntime.of(application).close()


class WebhookInUse(RuntimeError):
    """Long polling would delete the webhook other workers serve (`_polling_post_init`)."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.url = url


async def _post_init(application: TgApp) -> None:
    await startup(application)


async def _polling_post_init(application: TgApp) -> None:
    """Before anything starts: refuse to poll while a webhook is set (polling would delete it,
    and every webhook worker would stop receiving updates), unless the settings say so."""
    settings = TelegramRuntime.of(application).settings
    if not settings.telegram_polling_takes_over:
        url = (await application.bot.get_webhook_info()).url
        if url:
            raise WebhookInUse(url)
    await startup(application)


async def _post_shutdown(application: TgApp) -> None:
    await shutdown(application)


async def on_error(update: object, context: Context) -> None:
    error = context.error
    if isinstance(error, ChatMigrated):
        # The group became a supergroup and its service message has not moved it yet.
        old = await _failed_chat(update, context)
        if old is not None:
            log.info("chat %s migrated to %s", old, error.new_chat_id)
            await migration.move_chat(runtime_of(context), old, error.new_chat_id)
            return
    log.error("update %r failed", update, exc_info=error)


async def _failed_chat(update: object, context: Context) -> int | None:
    """The chat an update or a match's turn timer was writing to when it failed."""
    if isinstance(update, Update) and update.effective_chat is not None:
        return update.effective_chat.id
    job = context.job
    if job is not None and job.name is not None and job.name.startswith(TURN_JOB):
        return await runtime_of(context).channel_of(int(job.name.removeprefix(TURN_JOB)))
    return None


def webhook_options(settings: Settings) -> dict[str, Any] | None:
    """`run_webhook` arguments when `TELEGRAM_WEBHOOK_URL` is set, else None (long polling).

    The server listens on `telegram_webhook_listen`:`telegram_webhook_port` at the URL's
    path (the public URL may name another host and port: a reverse proxy ends TLS). Telegram
    sends a secret header on every call (`TELEGRAM_WEBHOOK_SECRET`, else one derived from the
    token), so forged POSTs are refused.
    """
    url = settings.telegram_webhook_url
    if not url:
        return None
    return {
        "listen": settings.telegram_webhook_listen,
        "port": settings.telegram_webhook_port,
        "url_path": urlsplit(url).path.lstrip("/"),
        "webhook_url": url,
        "secret_token": webhook_secret(settings),
        "allowed_updates": Update.ALL_TYPES,
    }


def webhook_secret(settings: Settings) -> str:
    """The secret Telegram sends with each webhook call: the configured one, or one derived
    from the token (the same in every worker of the bot, and not the token itself)."""
    if settings.telegram_webhook_secret is not None:
        return settings.telegram_webhook_secret.get_secret_value()
    token = settings.telegram_token.get_secret_value() if settings.telegram_token else ""
    return hashlib.sha256(f"webhook:{token}".encode()).hexdigest()[:64]


def run(settings: Settings) -> None:
    """Run the bot until interrupted (blocking; PTB owns the event loop)."""
    application = build_application(settings)
    options = webhook_options(settings)
    if options is None:
        application.post_init = _polling_post_init
        try:
            application.run_polling(allowed_updates=Update.ALL_TYPES)
        except WebhookInUse as in_use:
            text = Localizer(settings.default_language, isolating=False)
            log.error("not polling: the bot's webhook is set (%s)", in_use.url)
            sys.stderr.write(text.t("tg-polling-webhook-set", url=in_use.url) + "\n")
            raise SystemExit(2) from None
        return
    if importlib.util.find_spec("tornado") is None:
        raise RuntimeError(
            "TELEGRAM_WEBHOOK_URL needs python-telegram-bot[webhooks] (tornado); "
            "unset it to use long polling"
        )
    application.run_webhook(**options)
