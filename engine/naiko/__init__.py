"""Naiko mode: no-limit Hold'em with sparks, the carousel and four powers (NK-5, NK-6)."""

from engine.naiko.state import NAIKO, NaikoState

__all__ = ["NAIKO", "NaikoState"]
