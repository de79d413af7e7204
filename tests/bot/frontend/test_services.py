"""The store's services of a front end (`bot.frontend.services`): what a process drops when
communities are no longer its own."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from bot.frontend.services import Services


class Held:
    """A registry or a table service: iterable, `forget` drops one."""

    def __init__(self, games: dict[int, str], table: bool) -> None:
        self.games, self._table = games, table

    def __iter__(self) -> Any:
        for key, community in list(self.games.items()):
            yield SimpleNamespace(id=key, community=community,
                                  table=SimpleNamespace(community=community))

    def forget(self, key: int) -> None:
        del self.games[key]


def test_the_games_of_communities_no_longer_driven_are_dropped() -> None:
    registry = Held({1: "g1", 2: "g2"}, table=False)
    cash, tourneys = Held({3: "g2", 4: "g1"}, table=True), Held({5: "g2"}, table=True)
    services = Services(cast(Any, None), cast(Any, None),
                        cast(Any, SimpleNamespace(registry=registry)),
                        cast(Any, SimpleNamespace(cash=cash, tournaments=tourneys)),
                        *cast(Any, (None, None, None, None)))
    assert sorted(services.forget_unowned(lambda community: community == "g1")) == [2, 3, 5]
    assert (list(registry.games), list(cash.games), list(tourneys.games)) == ([1], [4], [])
