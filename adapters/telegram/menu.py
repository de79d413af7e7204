"""The command menu: lowercase ASCII names (Telegram's rule), descriptions per language."""

from __future__ import annotations

from telegram import Bot, BotCommand

from bot.i18n import FALLBACK, Localizer, languages

# Command name -> message id of its description.
COMMANDS: tuple[tuple[str, str], ...] = (
    ("updown", "tg-cmd-updown"),
    ("asnas", "tg-cmd-asnas"),
    ("holdem", "tg-cmd-holdem"),
    ("omaha", "tg-cmd-omaha"),
    ("naiko", "tg-cmd-naiko"),
    ("table", "tg-cmd-table"),
    ("sitngo", "tg-cmd-sitngo"),
    ("spin", "tg-cmd-spin"),
    ("mtt", "tg-cmd-mtt"),
    ("refill", "tg-cmd-refill"),
    ("leave", "tg-cmd-leave"),
    ("stats", "tg-cmd-stats"),
    ("hand", "tg-cmd-hand"),
    ("leaderboard", "tg-cmd-leaderboard"),
    ("pictures", "tg-cmd-pictures"),
    ("balance", "tg-cmd-balance"),
    ("rules", "tg-cmd-rules"),
    ("language", "tg-cmd-language"),
    ("cancel", "tg-cmd-cancel"),
    ("help", "tg-cmd-help"),
    ("start", "tg-cmd-start"),
)


def menu(lang: str) -> list[BotCommand]:
    text = Localizer(lang).plain
    return [BotCommand(name, text.t(key)) for name, key in COMMANDS]


async def publish_menu(bot: Bot) -> None:
    """The default (English) menu, then one per shipped language for its users' clients."""
    await bot.set_my_commands(menu(FALLBACK))
    for lang in languages():
        if lang != FALLBACK:
            await bot.set_my_commands(menu(lang), language_code=lang)
