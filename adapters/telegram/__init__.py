"""The Telegram front end (python-telegram-bot 22): `run(settings)` starts it.

Modules: `app` (building and running the `Application`), `context` (the runtime a handler
reaches through `bot_data`), `request` (where every command and button handler starts),
`handlers` (routing), `commands` (non-game commands), `challenge` (/updown), `asnas` (the
As-Nas lobby), `moves` (match buttons, typed amounts), `prompts` ("Other amount"), `show`
(drawing a match, cards, turn timers), `renderers` (which text draws each match game), `table`
(Up/Down text and the shared match keyboard), `asnas_table` (As-Nas text), `poker` (/holdem
/omaha /naiko /refill /leave), `poker_moves` (table buttons), `poker_show` (drawing tables,
hole cards by DM, table timers), `poker_table` (poker text and keyboards), `private_table`
(/table and invitation links), `stats` (/stats), `lifecycle` (/cancel, resume), `messages`
(editing in place, DM fallback), `menu` (localized command menu), `migration` (a group
upgraded to a supergroup).
"""

from adapters.telegram.app import build_application, run

__all__ = ["build_application", "run"]
