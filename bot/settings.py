"""Runtime configuration, read from the environment and `.env` (see `.env.example`)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Final, Self

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.i18n import languages

# The bounds of the settings that count chips or time: beyond them a value is a typing error,
# not a policy (a grant past SQLite's integers, a challenge that waits a century).
MAX_CHIPS: Final = 10**12
DAY_S: Final = 24 * 3600
WEEK_S: Final = 7 * DAY_S
YEAR_S: Final = 365 * DAY_S


class Settings(BaseSettings):
    """Every knob of a running bot. Names match the environment variables (case-insensitive)."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        frozen=True,
        hide_input_in_errors=True,  # a refused value may be a secret (TELEGRAM_WEBHOOK_SECRET)
    )

    discord_token: SecretStr | None = None
    # Discord sharding, both or neither: the bot's shards in all, and those this process runs
    # ("0,1", "0-3"). Unset: one process, unsharded.
    discord_shard_count: int | None = Field(default=None, ge=1)
    discord_shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    telegram_token: SecretStr | None = None
    # Set: webhook mode (Telegram calls this public HTTPS URL); unset: long polling.
    telegram_webhook_url: str | None = None
    telegram_webhook_port: int = Field(default=8443, ge=1, le=65535)
    telegram_webhook_listen: str = "0.0.0.0"  # behind a reverse proxy: 127.0.0.1
    # The header Telegram sends on every webhook call; unset: derived from the token, so
    # every worker of one bot agrees without configuring it.
    telegram_webhook_secret: SecretStr | None = None
    # Long polling deletes the bot's webhook: a process started on polling refuses to start
    # while a webhook is set (other workers serve it) unless this says it may take over.
    telegram_polling_takes_over: bool = False
    # How many webhook workers serve this bot: Telegram's limits are the bot's, so each keeps
    # to its share of them (30 messages a second, 20 a minute in one group).
    telegram_workers: int = Field(default=1, ge=1, le=64)
    database_path: Path = Path("feltbot.db")
    # sqlite:///path (the default: DATABASE_PATH's file) or postgresql://user@host:port/db
    database_url: str | None = None
    default_language: str = "en"
    starting_grant: int = Field(default=1000, ge=0, le=MAX_CHIPS)
    refill_amount: int = Field(default=500, ge=0, le=MAX_CHIPS)
    refill_cooldown_s: int = Field(default=3600, ge=0, le=YEAR_S)
    turn_seconds: int = Field(default=45, gt=0, le=3600)  # a table timer is at most an hour
    shield_window_s: int = Field(default=8, gt=0, le=300)  # a Seal shield answer window
    reconnect_window_s: int = Field(default=300, ge=0, le=DAY_S)
    # An unanswered challenge (and a lobby nobody started) stops holding its players after this.
    challenge_expiry_s: int = Field(default=600, gt=0, le=WEEK_S)
    # Table messages as pictures (TABLE_IMAGES=on|off); the text stays as caption / fallback.
    table_images: bool = False  # off until an operator turns them on

    @property
    def database(self) -> str:
        """What `Store.open` opens: DATABASE_URL when set, else DATABASE_PATH's file."""
        return self.database_url or f"sqlite:///{self.database_path}"

    @field_validator("database_url")
    @classmethod
    def _known_database(cls, value: str | None) -> str | None:
        if not value:
            return None  # empty: DATABASE_PATH's file
        if not value.startswith(("sqlite:///", "postgresql://", "postgres://")):
            raise ValueError("DATABASE_URL must start with sqlite:/// or postgresql://")
        return value

    @field_validator("discord_token", "telegram_token", mode="before")
    @classmethod
    def _empty_token(cls, value: object) -> object:
        # Empty (as .env.example leaves it, or `TELEGRAM_TOKEN=` to keep one platform out of
        # a process): that adapter does not start.
        text = value.get_secret_value() if isinstance(value, SecretStr) else value
        return None if text == "" else value

    @field_validator("telegram_webhook_url")
    @classmethod
    def _public_https(cls, value: str | None) -> str | None:
        if not value:
            return None  # empty: long polling
        if not re.fullmatch(r"https://[^/?#\s]+(/\S*)?", value):
            raise ValueError("TELEGRAM_WEBHOOK_URL must be an https:// URL (Telegram calls"
                             " webhooks over HTTPS only)")
        return value

    @field_validator("telegram_webhook_secret", mode="before")
    @classmethod
    def _telegram_secret(cls, value: object) -> object:
        text = value.get_secret_value() if isinstance(value, SecretStr) else value
        if text == "":
            return None  # empty: derived from the token
        if isinstance(text, str) and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", text):
            # Telegram's own rule for secret_token; the value itself stays out of the message.
            raise ValueError("TELEGRAM_WEBHOOK_SECRET must be 1 to 256 characters of A-Z, a-z,"
                             " 0-9, _ and -")
        return value

    @field_validator("discord_shard_count", mode="before")
    @classmethod
    def _empty_count(cls, value: object) -> object:
        return None if value == "" else value  # as .env.example leaves it

    @field_validator("discord_shard_ids", mode="before")
    @classmethod
    def _shard_list(cls, value: object) -> object:
        """"0,1,5" or "0-3" (ranges inclusive) or both, as an operator writes them."""
        if not isinstance(value, str):
            return value
        if not value.strip():
            return None
        ids: list[int] = []
        for part in value.split(","):
            found = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", part)
            if found is None:
                raise ValueError(
                    f"DISCORD_SHARD_IDS must be shard numbers or ranges such as 0,1 or 0-3,"
                    f" not {value!r}"
                )
            first = int(found.group(1))
            last = int(found.group(2)) if found.group(2) is not None else first
            if last < first:
                raise ValueError(f"DISCORD_SHARD_IDS: the range {part.strip()} is empty")
            ids.extend(range(first, last + 1))
        return tuple(ids)

    @model_validator(mode="after")
    def _shards_fit(self) -> Self:
        count, ids = self.discord_shard_count, self.discord_shard_ids
        if count is None and ids is None:
            return self
        if count is None:
            raise ValueError("DISCORD_SHARD_IDS needs DISCORD_SHARD_COUNT, the bot's shards in all")
        if ids is None:
            raise ValueError(
                "DISCORD_SHARD_COUNT needs DISCORD_SHARD_IDS, the shards this process runs"
                f" (0-{count - 1} for all of them)"
            )
        if not ids:
            raise ValueError("DISCORD_SHARD_IDS names no shard")
        for shard in ids:
            if shard >= count:
                raise ValueError(
                    f"DISCORD_SHARD_IDS: shard {shard} is not below DISCORD_SHARD_COUNT ({count})"
                )
        if len(set(ids)) != len(ids):
            raise ValueError("DISCORD_SHARD_IDS names a shard twice")
        return self

    @field_validator("default_language")
    @classmethod
    def _known_language(cls, value: str) -> str:
        """An unknown language is a start-up error, not English without a word said."""
        known = languages()
        if value not in known:
            raise ValueError(
                f"DEFAULT_LANGUAGE must be one of {', '.join(known)}, not {value!r}"
            )
        return value
