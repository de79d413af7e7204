"""The Telegram front end (python-telegram-bot 22): `run(settings)` starts it.

Modules: `app` (building and running the `Application`), `context` (the runtime a handler
reaches through `bot_data`), `request` (where every command and button handler starts),
`handlers` (routing), `commands` (non-game commands, /leaderboard), `challenge` (/updown),
`asnas` (the As-Nas lobby), `moves` (match buttons, typed amounts), `prompts` ("Other
amount"), `poker` (/holdem /omaha /naiko /refill /leave, table buttons), `private_table`
(/table's invitation links; the host's commands are `bot.frontend.hosting`), `stats` (/stats),
`messages` (editing in place, DM fallback), `menu` (localized command menu), `migration` (a
group upgraded to a supergroup), `layout` (a `bot.frontend.screen.Screen` as text and an
inline keyboard), `transport` (Telegram as the transport of the shared recovery policies and
match flow).

The match games' flow (`bot.frontend.matches`) and every table's screen (`bot.frontend.updown`,
`asnas`, `poker`) are written once, platform-neutral; this package lays them out and carries
them.
"""

from adapters.telegram.app import build_application, run

__all__ = ["build_application", "run"]
