"""The application core: settings, store, registry of live matches, views and i18n.

`bot/` is game-agnostic: it reaches every game through `engine.protocol` and never through a
platform (adapters import `bot`, never the reverse).
"""
