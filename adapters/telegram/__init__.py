"""The Telegram front end (python-telegram-bot 22): `run(settings)` starts it.

Both chat adapters have one layout, a module per concern under the same name (`adapters.discord`
has the same ones): `app` (building and running the client, start-up and shutdown), `context`
(the runtime a handler reaches), `menu` (the commands and which handler each runs),
`buttons` (which handler a press goes to), `answering` (where every handler starts),
`commands` (what is not a game move: /start /help /rules /balance /language /pictures /cancel
/leaderboard), `games` (/updown, /asnas and the match buttons), `poker` (/holdem /omaha /naiko
/table /refill /leave and the table buttons), `tournament` (/sitngo, /spin), `mtt` (/mtt),
`stats` (/stats), `replays` (/hand), `amounts` ("Other amount"), `board` (the table message
edited in place), `private` (DMs and their fallback), `layout` (a `bot.frontend.screen.Screen`
as text and an inline keyboard), `transport` (Telegram as the shared flows' transport).
Telegram's own: `migration` (a group upgraded to a supergroup).

Every flow (`bot.frontend`: matches, tables, seating, hosting, challenges, lobbies, tournaments,
boards, recovery, start-up) and every table's screen is written once, platform-neutral; this
package lays them out and carries them.
"""

from adapters.telegram.app import build_application, run

__all__ = ["build_application", "run"]
