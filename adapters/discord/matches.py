"""This process's `bot.matches.MatchService` and registry over its Discord communities (the
service owns the lifecycle: buy-in, computer seats, seeds, next deal, settlement, resume)."""

from __future__ import annotations

from bot.matches import MatchService, SeedSource, settle_match
from bot.registry import CommunityFilter, LiveMatch, MatchRegistry
from bot.settings import Settings
from bot.store import Store

PLATFORM = "discord"  # the players table's platform for Discord users


def is_discord_community(community: str) -> bool:
    """A Discord community: a guild's id, or "dm-<user id>" outside a guild. Another front end
    (Telegram's "tg:<chat>") may share the database; this process drives only these."""
    return community.isdigit() or community.startswith("dm-")


class Matches:
    def __init__(
        self,
        store: Store,
        settings: Settings,
        *,
        seeds: SeedSource | None = None,
        turn_seconds: float | None = None,
        opponent: str | None = None,
        communities: CommunityFilter = is_discord_community,
    ) -> None:
        self.store = store
        self.opponent = opponent  # the computer player's name; None: the game's own
        self.settings = settings
        # `communities`: the games this process drives (its shards' guilds when sharded).
        self.registry = MatchRegistry(
            store, settlement=settle_match, turn_seconds=turn_seconds, communities=communities,
        )
        self.service = MatchService(store, registry=self.registry, seeds=seeds)

    def get(self, match_id: int) -> LiveMatch:
        return self.registry.get(match_id)
