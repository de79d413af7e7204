"""The Telegram front end (python-telegram-bot 22): `run(settings)` starts it.

Modules: `app` (building and running the `Application`), `context` (the runtime a handler
reaches through `bot_data`), `handlers` (routing), `commands` (non-game commands), `play`
(challenges, buttons, private cards, timers), `table` (Up/Down views as text and
keyboards), `messages` (editing in place, DM fallback), `menu` (localized command menu).
"""

from adapters.telegram.app import build_application, run

__all__ = ["build_application", "run"]
