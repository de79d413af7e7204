"""Settings: defaults, `.env` and environment variables."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import Settings

VARIABLES = (
    "DISCORD_TOKEN", "TELEGRAM_TOKEN", "TELEGRAM_WEBHOOK_URL", "DATABASE_PATH", "DATABASE_URL",
    "DEFAULT_LANGUAGE", "STARTING_GRANT", "REFILL_AMOUNT", "REFILL_COOLDOWN_S", "TURN_SECONDS",
    "SHIELD_WINDOW_S", "RECONNECT_WINDOW_S", "TELEGRAM_WEBHOOK_PORT", "TELEGRAM_WEBHOOK_LISTEN",
    "CHALLENGE_EXPIRY_S", "TABLE_IMAGES", "DISCORD_SHARD_COUNT", "DISCORD_SHARD_IDS",
    "TELEGRAM_WEBHOOK_SECRET", "TELEGRAM_POLLING_TAKES_OVER", "TELEGRAM_WORKERS",
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


@pytest.mark.parametrize(("name", "value"), [
    ("TURN_SECONDS", "3601"), ("STARTING_GRANT", str(2**63)), ("REFILL_AMOUNT", "1" + "0" * 13),
    ("REFILL_COOLDOWN_S", str(400 * 24 * 3600)), ("CHALLENGE_EXPIRY_S", "99999999999999999999"),
    ("SHIELD_WINDOW_S", "99999999999999"), ("RECONNECT_WINDOW_S", str(2 * 24 * 3600)),
])
def test_chip_and_time_settings_have_an_upper_bound(monkeypatch: pytest.MonkeyPatch,
                                                    name: str, value: str) -> None:
    """A value past any sensible one is a typing error, told at start (a grant of 2**63
    crashed the first balance; a challenge that waits for ever blocks the pair)."""
    monkeypatch.setenv(name, value)
    with pytest.raises(ValueError, match=name.lower()):
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


def test_discord_shards_unset_by_default_and_as_env_example_leaves_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert (Settings().discord_shard_count, Settings().discord_shard_ids) == (None, None)
    monkeypatch.setenv("DISCORD_SHARD_COUNT", "")
    monkeypatch.setenv("DISCORD_SHARD_IDS", "")
    assert (Settings().discord_shard_count, Settings().discord_shard_ids) == (None, None)


@pytest.mark.parametrize(("ids", "parsed"), [
    ("3", (3,)), ("0,1", (0, 1)), ("0-3", (0, 1, 2, 3)), (" 4 - 5 , 7", (4, 5, 7)),
    ("0-0", (0,)),
])
def test_discord_shard_ids_as_numbers_and_ranges(
    monkeypatch: pytest.MonkeyPatch, ids: str, parsed: tuple[int, ...]
) -> None:
    monkeypatch.setenv("DISCORD_SHARD_COUNT", "8")
    monkeypatch.setenv("DISCORD_SHARD_IDS", ids)
    settings = Settings()
    assert (settings.discord_shard_count, settings.discord_shard_ids) == (8, parsed)


@pytest.mark.parametrize(("count", "ids", "problem"), [
    (None, "0", "DISCORD_SHARD_IDS needs DISCORD_SHARD_COUNT"),
    ("4", None, r"DISCORD_SHARD_COUNT needs DISCORD_SHARD_IDS, the shards this process runs"
                r" \(0-3 for all of them\)"),
    ("4", "4", r"shard 4 is not below DISCORD_SHARD_COUNT \(4\)"),
    ("4", "2-5", "shard 4 is not below"),
    ("4", "1,1", "names a shard twice"),
    ("4", "0-1,1", "names a shard twice"),
    ("4", "3-1", "the range 3-1 is empty"),
    ("4", "one", "must be shard numbers or ranges"),
    ("4", "1;2", "must be shard numbers or ranges"),
    ("4", "-1", "must be shard numbers or ranges"),
    ("0", "0", "discord_shard_count"),
])
def test_discord_shards_refused(
    monkeypatch: pytest.MonkeyPatch, count: str | None, ids: str | None, problem: str
) -> None:
    for name, value in (("DISCORD_SHARD_COUNT", count), ("DISCORD_SHARD_IDS", ids)):
        if value is not None:
            monkeypatch.setenv(name, value)
    with pytest.raises(ValueError, match=problem):
        Settings()


def test_a_refused_pair_of_settings_is_told_plainly_at_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import io

    from adapters.cli import main

    monkeypatch.setenv("DISCORD_SHARD_IDS", "0")
    out = io.StringIO()
    assert main(["migrate"], stdout=out) == 2
    assert out.getvalue() == ("feltbot cannot start: DISCORD_SHARD_IDS needs DISCORD_SHARD_COUNT,"
                              " the bot's shards in all\n")


def test_telegram_webhook_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings()
    assert settings.telegram_webhook_url is None and settings.telegram_webhook_secret is None
    assert (settings.telegram_webhook_listen, settings.telegram_webhook_port) == ("0.0.0.0", 8443)
    for name in ("TELEGRAM_WEBHOOK_URL", "TELEGRAM_WEBHOOK_SECRET"):
        monkeypatch.setenv(name, "")  # as .env.example leaves them: long polling
    assert Settings().telegram_webhook_url is None
    assert Settings().telegram_webhook_secret is None
    monkeypatch.setenv("TELEGRAM_WEBHOOK_URL", "https://felt.example.org:8443/tg/hook")
    monkeypatch.setenv("TELEGRAM_WEBHOOK_SECRET", "s3cret_Value-1")
    monkeypatch.setenv("TELEGRAM_WEBHOOK_LISTEN", "127.0.0.1")
    monkeypatch.setenv("TELEGRAM_WEBHOOK_PORT", "8081")
    settings = Settings()
    assert settings.telegram_webhook_url == "https://felt.example.org:8443/tg/hook"
    assert settings.telegram_webhook_secret is not None
    assert settings.telegram_webhook_secret.get_secret_value() == "s3cret_Value-1"
    assert "s3cret_Value-1" not in repr(settings)
    assert (settings.telegram_webhook_listen, settings.telegram_webhook_port) == ("127.0.0.1", 8081)


@pytest.mark.parametrize("url", ["http://felt.example.org/tg", "felt.example.org/tg",
                                 "https://", "https:///tg", "https://felt.example.org/a b"])
def test_a_webhook_url_telegram_would_not_call_is_refused(
    monkeypatch: pytest.MonkeyPatch, url: str
) -> None:
    monkeypatch.setenv("TELEGRAM_WEBHOOK_URL", url)
    with pytest.raises(ValueError, match="TELEGRAM_WEBHOOK_URL must be an https:// URL"):
        Settings()


@pytest.mark.parametrize("secret", ["has space", "ä", "x" * 257, "semi;colon"])
def test_a_webhook_secret_telegram_would_refuse_is_refused_without_showing_it(
    monkeypatch: pytest.MonkeyPatch, secret: str
) -> None:
    monkeypatch.setenv("TELEGRAM_WEBHOOK_SECRET", secret)
    with pytest.raises(ValueError, match="TELEGRAM_WEBHOOK_SECRET must be") as refused:
        Settings()
    assert secret not in str(refused.value)


def test_an_empty_token_starts_no_adapter(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    example = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    (tmp_path / ".env").write_text(example + "\nDISCORD_TOKEN=abc\n")
    assert Settings().telegram_token is None  # TELEGRAM_TOKEN= as the example leaves it
    assert Settings().discord_token is not None
    monkeypatch.setenv("DISCORD_TOKEN", "")  # one process without Discord, same .env
    assert Settings().discord_token is None
