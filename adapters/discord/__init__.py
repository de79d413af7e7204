"""Discord front end: slash commands, one edited table message per deal, cards by DM.

Entry point: `run(settings)` (blocking), which `feltbot run` calls when `DISCORD_TOKEN` is set.
Invite the bot with the scopes ``bot`` and ``applications.commands`` and the permissions View
Channel and Send Messages; it needs no privileged intent. Commands are synced at start.

Both chat adapters have one layout, a module per concern under the same name
(`adapters.telegram` has the same ones where its platform needs them): `app` (the
`discord.Client`, its start-up and shutdown), `controller` (what every handler reaches: who
the member is as the shared `bot.frontend.requests.Request`, which language, answering, the
checks), `menu` (the slash command tree, its options parsed and handed to the shared requests;
`translator`: its names and descriptions from `locale/`), `buttons` (restart-proof
`DynamicItem` buttons over signed `bot.callbacks` ids, and the clicks discord.py would drop),
`answering` (acknowledging within 3 seconds, the signed ids' tags), `commands` (/language),
`games` (whom /updown challenge names), `poker` (/poker cash|private), `amounts` ("Other
amount": the dialog), `board` (the throttled table message), `private` (cards by DM), `layout`
(a `bot.frontend.screen.Screen` as a message), `transport` (Discord as the shared flows'
transport). Discord's own: `shards` (`DISCORD_SHARD_COUNT` / `DISCORD_SHARD_IDS`), `threads` (a
tournament table's thread), `names` (display names cleaned where taken, escaped where shown;
the client pings no one unless a message names whom), `languages`, `matches`.

Every click and dialog is answered, including those discord.py would drop (a button no longer
on its message, an unknown id: "out of date" and a redraw); buttons work only in their game's
server and channel; games and chips are refused in direct messages.
"""

from adapters.discord.app import FeltClient, ShardedFeltClient, client_for, run, serve

__all__ = ["FeltClient", "ShardedFeltClient", "client_for", "run", "serve"]
