"""Per-game renderers: an engine's views and events become `bot.views` objects (message keys
and parameters, card codes, buttons), never text. One module per game; `names` is the one
shared piece of text (seat names and name lists in the reader's language) for chat adapters."""
