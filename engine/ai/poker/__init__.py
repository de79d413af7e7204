"""Computer players for Hold'em, Omaha and Naiko (AI.md, Poker): preflop tables by hand
class, Monte Carlo equity against ranges after the flop, and Naiko's powers with a plan."""

from engine.ai.poker.holdem_bot import Effort, HoldemBot, OmahaBot, PokerBot
from engine.ai.poker.naiko_bot import NaikoBot

__all__ = ["Effort", "HoldemBot", "NaikoBot", "OmahaBot", "PokerBot"]
