"""Discord front end: slash commands, one edited table message per deal, cards by DM.

Entry point: `run(settings)` (blocking), called by the CLI when `DISCORD_TOKEN` is set.
"""

from adapters.discord.client import FeltClient, run, serve

__all__ = ["FeltClient", "run", "serve"]
