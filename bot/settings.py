"""Runtime configuration, read from the environment and `.env` (see `.env.example`)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.i18n import languages


class Settings(BaseSettings):
    """Every knob of a running bot. Names match the environment variables (case-insensitive)."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        frozen=True,
    )

    discord_token: SecretStr | None = None
    telegram_token: SecretStr | None = None
    telegram_webhook_url: str | None = None
    telegram_webhook_port: int = Field(default=8443, ge=1, le=65535)
    telegram_webhook_listen: str = "0.0.0.0"  # behind a reverse proxy: 127.0.0.1
    database_path: Path = Path("feltbot.db")
    # sqlite:///path (the default: DATABASE_PATH's file) or postgresql://user@host:port/db
    database_url: str | None = None
    default_language: str = "en"
    starting_grant: int = Field(default=1000, ge=0)
    refill_amount: int = Field(default=500, ge=0)
    refill_cooldown_s: int = Field(default=3600, ge=0)
    turn_seconds: int = Field(default=45, gt=0)
    shield_window_s: int = Field(default=8, gt=0)
    reconnect_window_s: int = Field(default=300, ge=0)
    # An unanswered challenge (and a lobby nobody started) stops holding its players after this.
    challenge_expiry_s: int = Field(default=600, gt=0)
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
