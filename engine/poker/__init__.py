"""Poker: no-limit Texas Hold'em and pot-limit Omaha (NK-1 … NK-4)."""

from engine.poker.records import Record
from engine.poker.state import HOLDEM, OMAHA, PokerState

__all__ = ["HOLDEM", "OMAHA", "PokerState", "Record"]
