"""Which language to speak on Discord: the shared policy (`bot.frontend.languages`), with
Discord's inputs. A member's client locale (`interaction.locale`) is remembered for DMs sent
later; a server's tables read what a manager chose with `/language server:true`, else the
server's Discord locale (`interaction.guild_locale`, remembered for timer-driven updates).
Persian exists only through `/language`: Discord has no `fa` locale.
"""

from __future__ import annotations

from bot.frontend.services import LanguagePlaces

USER_LOCALE_NS = "dc-locale"
GUILD_LANG_NS = "dc-guild-lang"  # a manager's choice
GUILD_SEEN_NS = "dc-guild-locale"  # the server's Discord locale, for timer-driven updates
DISCORD_LANGUAGES = LanguagePlaces(place_ns=GUILD_LANG_NS, seen_ns=USER_LOCALE_NS,
                                   place_seen_ns=GUILD_SEEN_NS)
