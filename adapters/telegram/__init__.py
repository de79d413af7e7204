"""The Telegram front end (python-telegram-bot 22): `run(settings)` starts it.

Both chat adapters have one layout, a module per concern under the same name (`adapters.discord`
has the same ones where its platform needs them): `app` (building and running the client,
start-up and shutdown), `context` (the runtime a handler reaches), `menu` (the commands and
which handler each runs: most are the shared requests of `bot.frontend.requests`), `buttons`
(which worker and handler a press goes to), `answering` (where every handler starts: the
shared `Request`), `commands` (/start /help /language), `games` (whom /updown names), `poker`
(/holdem /omaha /naiko /table), `tournament` (the words of /sitngo, /spin, /mtt), `amounts`
("Other amount"), `board` (the table message edited in place), `private` (DMs and their
fallback), `layout` (a `bot.frontend.screen.Screen` as text and an inline keyboard),
`transport` (Telegram as the shared flows' transport). Telegram's own: `migration` (a group
upgraded to a supergroup).

Every flow (`bot.frontend`: requests, matches, tables, seating, hosting, challenges, lobbies,
tournaments, boards, recovery, start-up) and every table's screen is written once,
platform-neutral; this package parses what is typed, lays the screens out and carries them.
"""

from adapters.telegram.app import build_application, run

__all__ = ["build_application", "run"]
