"""Slash command names and descriptions in the players' languages, read from `locale/`.

Every command, group, option and choice is declared by its message key (`text`); the base text
Discord registers is the English message from `en.ftl`, and `FluentTranslator` looks the key up
in the language Discord asks for, so no command string is written in code. Discord has no Persian
locale: Persian players choose it with `/language`, which only changes message text.
Bidi isolation marks are never wanted here (command names must match Discord's name pattern).
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import FALLBACK, Localizer, languages, negotiate


def ftl_language(locale: discord.Locale | str) -> str | None:
    """The shipped language for a Discord locale ("hi", "fi", "en-US"), or None."""
    value = locale.value if isinstance(locale, discord.Locale) else locale
    lang = negotiate(value, default="")
    return lang or None


class FluentTranslator(app_commands.Translator):
    """Translates command strings that carry a ``key`` extra; the rest stays as declared."""

    def __init__(self) -> None:
        super().__init__()
        self._localizers = {
            lang: Localizer(lang, isolating=False) for lang in languages() if lang != FALLBACK
        }

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = ftl_language(locale)
        if key is None or lang is None or lang not in self._localizers:
            return None
        localizer = self._localizers[lang]
        if not localizer.has(key):
            return None
        text = localizer.t(key)
        if context.location in _NAME_LOCATIONS:
            # Discord names are lowercase without spaces; Devanagari has no case.
            text = text.lower().replace(" ", "-")
        return text


_NAME_LOCATIONS = frozenset(
    {
        app_commands.TranslationContextLocation.command_name,
        app_commands.TranslationContextLocation.group_name,
        app_commands.TranslationContextLocation.parameter_name,
    }
)


_ENGLISH = Localizer(FALLBACK, isolating=False)


def text(key: str) -> app_commands.locale_str:
    """A command string: English from `en.ftl` as the base, `key` for the other languages."""
    return app_commands.locale_str(_ENGLISH.t(key), key=key)
