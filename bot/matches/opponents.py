"""Computer players by name, for the seats the service fills (engine policies, see AI.md)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Final

from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal

# The strongest policy of each game, when its module has landed: (module, class).
_BEST: Final[Mapping[str, tuple[str, str]]] = {
    "updown": ("engine.ai.updown_bot", "UpDownBot"),
    "asnas": ("engine.ai.asnas_policy_bot", "AsNasPolicyBot"),
    "holdem": ("engine.ai.poker", "HoldemBot"),
    "omaha": ("engine.ai.poker", "OmahaBot"),
    "naiko": ("engine.ai.poker", "NaikoBot"),
}

_BASELINES: Final[Mapping[str, Callable[[], Policy]]] = {
    "random": RandomLegal,
    "always-call": AlwaysCall,
    "always-all-in": AlwaysAllIn,
}


def _best(game: str) -> Callable[[], Policy] | None:
    where = _BEST.get(game)
    if where is None:
        return None
    try:
        module = importlib.import_module(where[0])
    except ModuleNotFoundError as missing:
        if missing.name != where[0]:
            raise
        return None
    factory: Callable[[], Policy] = getattr(module, where[1])
    return factory


def opponent_names(game: str) -> tuple[str, ...]:
    """The names `make_opponent` accepts for `game`: "best" (when available) and the baselines."""
    best = ("best",) if _best(game) is not None else ()
    return (*best, *_BASELINES)


def default_opponent(game: str) -> str:
    """The game's own computer player, else the calling station (always a legal move)."""
    return "best" if _best(game) is not None else "always-call"


def make_opponent(game: str, name: str) -> Policy:
    if name == "best":
        factory = _best(game)
        if factory is None:
            raise ValueError(f"no computer player of {game!r} is available")
        return factory()
    try:
        return _BASELINES[name]()  # they speak every game's verbs, As-Nas's "hold" too
    except KeyError:
        raise ValueError(f"unknown computer player {name!r}") from None
