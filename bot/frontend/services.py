"""The store's services a chat front end runs on, built the same way for every platform
(`Services.over`): the matches (their registry and service), every poker table (`TableDesk`),
who reads which language, each community's pictures choice, the challenges' book and the
leaderboards. A platform says only which communities this process drives and where it keeps
its languages; the flows are built over these (`bot.frontend.fronts.build_fronts`)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.challenges import ChallengeBook
from bot.frontend.boards import LazyBoards
from bot.frontend.desk import TableDesk
from bot.frontend.languages import Languages
from bot.frontend.pictures import PictureChoice
from bot.kv import KeyValue
from bot.matches import MatchService, SeedSource, settle_match
from bot.registry import CommunityFilter, MatchRegistry
from bot.settings import Settings
from bot.store import Store


@dataclass(frozen=True)
class LanguagePlaces:
    """Where a platform keeps its languages (`bot.frontend.languages.Languages`): a place's
    chosen language, and, where the platform tells them, the locales last seen of a person and
    of a place."""

    place_ns: str
    seen_ns: str | None = None
    place_seen_ns: str | None = None


@dataclass(frozen=True)
class Services:
    store: Store
    kv: KeyValue
    service: MatchService
    desk: TableDesk
    languages: Languages
    pictures: PictureChoice
    book: ChallengeBook
    boards: LazyBoards

    @property
    def registry(self) -> MatchRegistry:
        return self.service.registry

    def forget_unowned(self, owns: CommunityFilter) -> list[int]:
        """Drop from memory the matches and cash or tournament tables of the communities this
        process no longer drives (their process is back and reloaded them: a copy kept here
        would fall behind and fight it); their keys."""
        gone = [live.id for live in self.registry if not owns(live.community)]
        for key in gone:
            self.registry.forget(key)
        for tables in (self.desk.cash, self.desk.tournaments):
            dropped = [live.id for live in tables if not owns(live.table.community)]
            for key in dropped:
                tables.forget(key)
            gone += dropped
        return gone

    @classmethod
    def over(cls, store: Store, kv: KeyValue, settings: Settings, *,
             communities: str | CommunityFilter, languages: LanguagePlaces,
             seeds: SeedSource | None = None, turn_seconds: float | None = None,
             table_bots: str | None = None, decision_s: float | None = None,
             clock: Callable[[], float] = time.time, mtt_lease_s: float | None = None
             ) -> Services:
        """`communities`: the games this process drives (a prefix, or a predicate: a
        shard's guilds); `turn_seconds` a match's turn time and `decision_s` a new table's
        (None: the settings'); `table_bots` the tables' computer players (None: the mode's
        strongest); `mtt_lease_s`: each scheduled tournament has one driver among the
        processes (None: this process drives all of its communities')."""
        registry = MatchRegistry(store, settlement=settle_match, turn_seconds=turn_seconds,
                                 communities=communities)
        desk = TableDesk(store, settings, seeds=seeds, bot_policy=table_bots, clock=clock,
                         decision_s=decision_s, communities=communities,
                         mtt_lease_s=mtt_lease_s)
        return cls(
            store, kv, MatchService(store, registry=registry, seeds=seeds), desk,
            Languages(store, kv, settings.default_language, place_ns=languages.place_ns,
                      seen_ns=languages.seen_ns, place_seen_ns=languages.place_seen_ns),
            PictureChoice(kv, lambda: bool(settings.table_images)), ChallengeBook.over(store),
            LazyBoards(store, clock))
