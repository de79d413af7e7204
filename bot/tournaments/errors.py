"""Refusals of tournament requests. Each carries a message key (see `locale/*.ftl`)."""

from __future__ import annotations

from bot.errors import BotError


class TournamentError(BotError):
    """A tournament request the bot refuses; nothing changed."""


class TournamentFull(TournamentError):
    def __init__(self) -> None:
        super().__init__("error-tournament-full")


class NotRegistered(TournamentError):
    def __init__(self) -> None:
        super().__init__("error-tournament-not-registered")


class TournamentNotRegistering(TournamentError):
    """Registering, unregistering or starting after the start (NK-9.9: no refund then)."""

    def __init__(self) -> None:
        super().__init__("error-tournament-started")


class NotCreator(TournamentError):
    def __init__(self) -> None:
        super().__init__("error-tournament-not-creator")


class TournamentNoStanding(TournamentError):
    """Nobody leaves a running tournament with chips (NK-7.6, NK-9.9)."""

    def __init__(self) -> None:
        super().__init__("error-tournament-no-standing")


class NotAdmin(TournamentError):
    """Creating a scheduled tournament is for admins; the front end decides who is one (Discord:
    Manage Server; Telegram: a group admin; console: anyone) and the service only asks."""

    def __init__(self) -> None:
        super().__init__("error-mtt-not-admin")


class StartInThePast(TournamentError):
    def __init__(self) -> None:
        super().__init__("error-mtt-start-past")
