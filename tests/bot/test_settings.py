"""Settings: defaults, `.env` and environment variables."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import Settings

VARIABLES = (
    "DISCORD_TOKEN", "TELEGRAM_TOKEN", "TELEGRAM_WEBHOOK_URL", "DATABASE_PATH", "DATABASE_URL",
    "DEFAULT_LANGUAGE", "STARTING_GRANT", "REFILL_AMOUNT", "REFILL_COOLDOWN_S", "TURN_SECONDS",
    "SHIELD_WINDOW_S", "RECONNECT_WINDOW_S", "TELEGRAM_WEBHOOK_PORT", "TELEGRAM_WEBHOOK_LISTEN",
    "CHALLENGE_EXPIRY_S", "TABLE_IMAGES",
)


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_defaults() -> None:
    settings = Settings()
    assert settings.discord_token is None and settings.telegram_token is None
    assert settings.database_path == Path("feltbot.db")
    assert (settings.default_language, settings.starting_grant, settings.refill_amount) == (
        "en", 1000, 500
    )
    assert (settings.refill_cooldown_s, settings.turn_seconds) == (3600, 45)
    assert (settings.shield_window_s, settings.reconnect_window_s) == (8, 300)
    assert settings.challenge_expiry_s == 600
    assert settings.telegram_webhook_url is None


def test_dotenv_and_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("TELEGRAM_TOKEN=123:abc\nTURN_SECONDS=30\nDEFAULT_LANGUAGE=fa\n")
    monkeypatch.setenv("TURN_SECONDS", "20")  # the environment wins over the file
    settings = Settings()
    assert settings.telegram_token is not None
    assert settings.telegram_token.get_secret_value() == "123:abc"
    assert "123:abc" not in repr(settings)  # secrets stay out of logs
    assert (settings.turn_seconds, settings.default_language) == (20, "fa")


def test_env_example_documents_every_setting() -> None:
    example = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    names = {line.split("=", 1)[0] for line in example.splitlines() if "=" in line
             and not line.startswith("#")}
    assert names == {field.upper() for field in Settings.model_fields}
    assert names == set(VARIABLES)


def test_invalid_values_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TURN_SECONDS", "0")
    with pytest.raises(ValueError, match="turn_seconds"):
        Settings()


def test_database_url_chooses_the_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_PATH", "chips.db")
    assert Settings().database == "sqlite:///chips.db"
    monkeypatch.setenv("DATABASE_URL", "")  # as .env.example leaves it
    assert Settings().database == "sqlite:///chips.db"
    monkeypatch.setenv("DATABASE_URL", "postgresql://feltbot@db:5432/feltbot")
    assert Settings().database == "postgresql://feltbot@db:5432/feltbot"
    monkeypatch.setenv("DATABASE_URL", "mysql://x")
    with pytest.raises(ValueError, match="DATABASE_URL"):
        Settings()
