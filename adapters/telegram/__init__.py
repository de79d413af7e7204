"""The Telegram front end (python-telegram-bot 22): `run(settings)` starts it.

Modules: `app` (building and running the `Application`), `context` (the runtime a handler
reaches through `bot_data`), `handlers` (routing), `commands` (non-game commands),
`challenge` (/updown), `moves` (game buttons, typed amounts), `show` (drawing a match, cards,
turn timers), `lifecycle` (/cancel, resume), `table` (Up/Down views as text and
keyboards), `messages` (editing in place, DM fallback), `menu` (localized command menu).
"""

from adapters.telegram.app import build_application, run

__all__ = ["build_application", "run"]
