"""Per-game renderers: an engine's views and events become `bot.views` objects (message keys
and parameters, card codes, buttons), never text. One module per game."""
