"""The commands: which handler each one runs, the localized menu Telegram shows for them
(lowercase ASCII names, Telegram's rule; descriptions per language), and the registration of
every handler of the application.

Commands and typed amounts come from new messages only: editing an old /updown or /cancel (or
an old amount reply) must not run it again (PTB's default also takes edited messages)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from telegram import Bot, BotCommand, Update
from telegram.ext import (
    Application,
    CallbackQueryHandler,
    CommandHandler,
    MessageHandler,
    TypeHandler,
    filters,
)

from adapters.telegram import amounts, buttons, commands, games, migration, poker, tournament
from adapters.telegram.answering import on_request
from adapters.telegram.context import Context, runtime_of
from bot.frontend.requests import Request, Requests
from bot.i18n import FALLBACK, Localizer, languages

NEW = filters.UpdateType.MESSAGE
Handler = Callable[[Update, Context], Coroutine[Any, Any, None]]
Asked = Callable[[Requests, Request, list[str]], Awaitable[None]]
GROUP_CHIPS = "tg-balance-per-group"  # chips are per group: refused in a private chat so


def shared(asked: Asked, private_key: str | None = "tg-group-only", *,
           staking: bool = False) -> Handler:
    """A command that is a shared request (`bot.frontend.requests`) with its words (see
    `answering.on_request` for `private_key` and `staking`)."""
    @on_request(private_key, staking=staking)
    async def handle(req: Request, context: Context) -> None:
        await asked(runtime_of(context).fronts.requests, req, context.args or [])
    return handle

# Command name, message id of its description, its handler: in the order of the menu.
COMMANDS: tuple[tuple[str, str, Handler], ...] = (
    ("updown", "tg-cmd-updown", games.updown),
    ("asnas", "tg-cmd-asnas", shared(lambda r, req, _: r.asnas(req), staking=True)),
    ("holdem", "tg-cmd-holdem", poker.play),
    ("omaha", "tg-cmd-omaha", poker.play),
    ("naiko", "tg-cmd-naiko", poker.play),
    ("table", "tg-cmd-table", poker.table),
    ("sitngo", "tg-cmd-sitngo", tournament.sitngo_command),
    ("spin", "tg-cmd-spin", tournament.spin_command),
    ("mtt", "tg-cmd-mtt", tournament.mtt_command),
    ("refill", "tg-cmd-refill", shared(lambda r, req, _: r.refill(req), GROUP_CHIPS,
                                       staking=True)),
    ("leave", "tg-cmd-leave", shared(lambda r, req, _: r.leave(req), None, staking=True)),
    ("stats", "tg-cmd-stats", shared(lambda r, req, _: r.stats(req), GROUP_CHIPS)),
    ("hand", "tg-cmd-hand", shared(Requests.hand)),
    ("leaderboard", "tg-cmd-leaderboard", shared(Requests.leaderboard)),
    ("pictures", "tg-cmd-pictures", shared(Requests.pictures)),
    ("balance", "tg-cmd-balance", shared(lambda r, req, _: r.balance(req), GROUP_CHIPS)),
    ("rules", "tg-cmd-rules", shared(Requests.rules, None)),
    ("language", "tg-cmd-language", commands.language),
    ("cancel", "tg-cmd-cancel", shared(lambda r, req, _: r.cancel(req), staking=True)),
    ("help", "tg-cmd-help", commands.help_command),
    ("start", "tg-cmd-start", commands.start),
)


def register(application: Application[Any, Any, Any, Any, Any, Any],
             on_error: Callable[[object, Context], Coroutine[Any, Any, None]]) -> None:
    # Group -2 runs first: an update for a tournament another worker drives goes there.
    application.add_handler(TypeHandler(Update, buttons.relay), group=-2)
    # Group -1 runs before the others and never stops them: it only learns @usernames.
    application.add_handler(TypeHandler(Update, games.remember_user), group=-1)
    for name, _, handler in COMMANDS:
        application.add_handler(CommandHandler(name, handler, filters=NEW))
    application.add_handler(CallbackQueryHandler(buttons.on_button))
    application.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, migration.on_migration))
    application.add_handler(MessageHandler(
        NEW & filters.REPLY & filters.TEXT & ~filters.COMMAND, amounts.amount_reply))
    application.add_error_handler(on_error)


def menu(lang: str) -> list[BotCommand]:
    text = Localizer(lang).plain
    return [BotCommand(name, text.t(key)) for name, key, _ in COMMANDS]


async def publish_menu(bot: Bot) -> None:
    """The default (English) menu, then one per shipped language for its users' clients."""
    await bot.set_my_commands(menu(FALLBACK))
    for lang in languages():
        if lang != FALLBACK:
            await bot.set_my_commands(menu(lang), language_code=lang)
