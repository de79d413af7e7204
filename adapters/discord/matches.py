"""The match calls the Discord front end makes, over the shared `bot.matches.MatchService`.

The service owns the lifecycle (buy-in, computer seats, seeds, next deal, settlement, resume);
this file only turns a button's `ButtonRef` into a service call and finds a player's match in a
channel. Seat 0 is the host: the challenger, or the person playing the computer.
"""

from __future__ import annotations

from bot.callbacks import ButtonRef
from bot.commands import Outcome
from bot.errors import BotError
from bot.matches import MatchService, SeedSource, settle_match
from bot.registry import CommunityFilter, LiveMatch, MatchRegistry
from bot.settings import Settings
from bot.store import Store

PLATFORM = "discord"  # the players table's platform for Discord users
CHOICE_VERBS = frozenset({"lock"})  # verbs whose argument is a card slot, not an amount
HOST_SEAT = 0


def is_discord_community(community: str) -> bool:
    """A Discord community: a guild's id, or "dm-<user id>" outside a guild. Another front end
    (Telegram's "tg:<chat>") may share the database; this process drives only these."""
    return community.isdigit() or community.startswith("dm-")


Outcomes = tuple[Outcome, ...]


class NotSeated(BotError):
    def __init__(self) -> None:
        super().__init__("error-not-seated")


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

    async def resume(self) -> int:
        """Reload the open matches of this process's Discord communities; returns how many
        (the registry leaves another front end's or shard's matches in the store, so each is
        driven by one process)."""
        return len(await self.registry.load_open())

    # -- chips -------------------------------------------------------------------------------

    async def balance(self, community: str, player_id: int) -> int:
        await self.store.grant_if_new(community, player_id, self.settings.starting_grant)
        return await self.store.balance(community, player_id)

    # -- lifecycle ---------------------------------------------------------------------------

    def get(self, match_id: int) -> LiveMatch:
        return self.registry.get(match_id)

    def snapshot(self, match_id: int) -> Outcome:
        return self.service.snapshot(match_id)

    def find(
        self, community: str, channel: str, player_id: int, *, any_player: bool = False
    ) -> LiveMatch | None:
        """The player's open match in this channel (any open match there for a manager)."""
        for live in self.registry.in_channel(community, channel):
            if any_player or player_id in live.seats:
                return live
        return None

    @staticmethod
    def is_host(live: LiveMatch, player_id: int) -> bool:
        return live.seats[HOST_SEAT] == player_id

    def bounds(self, live: LiveMatch, seat: int, verb: str) -> tuple[int, int] | None:
        """The legal (min, max) of an amount verb for `seat` now, or None if not legal."""
        for legal in live.state.legal_actions(seat):
            if legal.kind == verb and legal.min is not None and legal.max is not None:
                return legal.min, legal.max
        return None

    async def act(
        self, ref: ButtonRef, player_id: int, arg: int | None
    ) -> tuple[LiveMatch, Outcomes]:
        """The button's action for the player's seat; the computer seats answer after it."""
        live = self.registry.get(ref.match_id)
        seat = live.seat_of(player_id)
        if seat is None:
            raise NotSeated()
        choice = arg if ref.verb in CHOICE_VERBS else None
        amount = None if ref.verb in CHOICE_VERBS else arg
        outcomes = await self.service.act(
            ref.match_id,
            seat,
            deal_no=ref.deal_no,
            seq=ref.seq,
            kind=ref.verb,
            amount=amount,
            choice=choice,
        )
        return live, outcomes

    async def cancel(self, match_id: int) -> Outcome:
        return await self.service.cancel(match_id)
