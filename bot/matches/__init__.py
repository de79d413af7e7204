"""The match lifecycle over the registry: buy-in, computer seats, seeds, settlement, resume."""

from bot.matches.seeds import DerivedSeeds, SecretSeeds, SeedSource
from bot.matches.service import MatchService, settle_match
from bot.matches.setups import SETUPS, GameSetup, setup_for

__all__ = [
    "SETUPS",
    "DerivedSeeds",
    "GameSetup",
    "MatchService",
    "SecretSeeds",
    "SeedSource",
    "settle_match",
    "setup_for",
]
