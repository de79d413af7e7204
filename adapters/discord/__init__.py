"""Discord front end: slash commands, one edited table message per deal, cards by DM.

Entry point: `run(settings)` (blocking), which `feltbot run` calls when `DISCORD_TOKEN` is set.
Invite the bot with the scopes ``bot`` and ``applications.commands`` and the permissions View
Channel and Send Messages; it needs no privileged intent. Commands are synced at start.

Modules, one idea each:

- `client`: the `discord.Client`, its start-up (dynamic buttons, translator, resume, sync);
  `shards`: `DISCORD_SHARD_COUNT` / `DISCORD_SHARD_IDS`, the client's shard arguments and
  the guilds whose games this process drives.
- `commands`: the slash command tree (`/updown challenge|bot`, `/asnas`,
  `/poker cash|private|join|leave`, `/tournament sitngo|spin|list|leave`, `/rules`, `/balance`,
  `/refill`, `/stats`, `/language`, `/cancel`); `translator`: their names and descriptions
  from `locale/`.
- `tournament`: the Sit & Go and Spin lobbies (`bot.tournaments.TournamentService`, held by
  the shared `bot.frontend.desk.TableDesk` next to the cash tables); once started a
  tournament is a poker table shown
  by `poker_ctl` with what `bot.frontend.tournament` adds (status line, its events,
  results).
- `controller`: the commands and clicks of matches, handed to the shared match flow
  (`bot.frontend.matches`); `matches`: this process's `bot.matches.MatchService` over its
  Discord communities; the turn timer of matches and poker tables is the shared
  `bot.frontend.turn_loop.TurnLoop` (Discord has no job queue).
- `poker_ctl`: what `/poker` and each click at a poker table does, over the shared
  `bot.frontend.desk.TableDesk` (`/stats` is `bot.stats.player_stats`, shared with Telegram).
- `buttons`: restart-proof `DynamicItem` buttons over signed `bot.callbacks` ids; `layout`: a
  `bot.frontend.screen.Screen` (every table's screen is written once in `bot.frontend`) as a
  message; `table`: the throttled table message (one per deal or hand); `private`: cards by
  DM; `lang`: who reads which language; `names`: display names cleaned where taken, escaped
  where shown (the client pings no one unless a message names whom); `transport`: Discord as the
  `bot.frontend.Transport` the shared recovery policies (`bot.frontend.Recovery`: redraws, DM
  fallback and retry, stale clicks) run on.

Every click and dialog is answered, including those discord.py would drop (a button no longer
on its message, an unknown id: "out of date" and a redraw); buttons work only in their game's
server and channel; games and chips are refused in direct messages.
"""

from adapters.discord.client import FeltClient, ShardedFeltClient, client_for, run, serve

__all__ = ["FeltClient", "ShardedFeltClient", "client_for", "run", "serve"]
