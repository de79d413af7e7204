"""Front ends: the terminal (`console`), Telegram and Discord, and the `feltbot` CLI (`cli`).

Adapters translate between a platform and `bot/`; they never import `engine` (import-linter).
"""
