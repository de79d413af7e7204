"""As-Nas (rules AN-1 … AN-5): the match state and the hand ranking."""

from engine.asnas.ranking import Category, HandRank, hand_value, rank_counts, rank_hand
from engine.asnas.state import SEATS, AsNasState, acting_order, right_of

__all__ = [
    "SEATS",
    "AsNasState",
    "Category",
    "HandRank",
    "acting_order",
    "hand_value",
    "rank_counts",
    "rank_hand",
    "right_of",
]
