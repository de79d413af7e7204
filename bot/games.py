"""The games the bot can host: game name -> state class implementing `engine.protocol.GameState`.

The registry rebuilds a stored match with ``GAMES[record.game].from_dict(...)`` and never
imports a game module itself. Games register in `engine/games.py` (one line each); a game whose
module is not there yet is simply absent, so the bot runs with whatever has landed.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Mapping

from engine.protocol import GameState

log = logging.getLogger(__name__)

# Used only while engine/games.py does not exist yet: (game, module, class).
_KNOWN: tuple[tuple[str, str, str], ...] = (("updown", "engine.updown", "UpDownState"),)


def discover() -> dict[str, type[GameState]]:
    """Every game whose engine module imports."""
    try:
        module = importlib.import_module("engine.games")
    except ModuleNotFoundError as missing:
        if missing.name != "engine.games":
            raise
    else:
        table: Mapping[str, type[GameState]] = module.GAMES
        return dict(table)
    games: dict[str, type[GameState]] = {}
    for name, module_name, class_name in _KNOWN:
        try:
            games[name] = getattr(importlib.import_module(module_name), class_name)
        except ModuleNotFoundError as missing:
            if missing.name != module_name:
                raise
            log.info("game %s is not available yet (%s)", name, module_name)
    return games


GAMES: dict[str, type[GameState]] = discover()
