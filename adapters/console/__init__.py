"""The terminal front end: play a match against the computer with scripted or live streams."""

from adapters.console.game import ConsoleGame, ConsolePlayer

__all__ = ["ConsoleGame", "ConsolePlayer"]
