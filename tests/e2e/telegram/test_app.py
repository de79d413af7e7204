"""How the Application is built and served: polling by default, a webhook when configured."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import SecretStr
from telegram import Update
from telegram.ext import AIORateLimiter

import adapters.telegram.app as app_module
from adapters.telegram.app import build_application, webhook_options
from bot.settings import Settings
from tests.e2e.telegram.fake_bot_api import TOKEN


def settings(tmp_path: Path, **extra: object) -> Settings:
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        telegram_token=SecretStr(TOKEN),
        database_path=tmp_path / "felt.db",
        **extra,
    )


def test_long_polling_unless_a_webhook_url_is_set(tmp_path: Path) -> None:
    assert webhook_options(settings(tmp_path)) is None
    url = "https://felt.example.org/telegram/hook"
    options = webhook_options(settings(tmp_path, telegram_webhook_url=url))
    assert options is not None
    assert options["webhook_url"] == url and options["url_path"] == "telegram/hook"
    assert options["port"] == 8443
    secret = options["secret_token"]
    assert 1 <= len(secret) <= 256 and secret.isalnum() and TOKEN not in secret


def test_the_webhook_secret_is_the_configured_one_or_the_same_in_every_worker(
    tmp_path: Path,
) -> None:
    url = "https://felt.example.org/telegram/hook"
    one = webhook_options(settings(tmp_path, telegram_webhook_url=url))
    two = webhook_options(settings(tmp_path / "other", telegram_webhook_url=url))
    assert one is not None and two is not None
    assert one["secret_token"] == two["secret_token"]  # derived from the token alone
    chosen = webhook_options(settings(tmp_path, telegram_webhook_url=url,
                                      telegram_webhook_secret=SecretStr("Felt_hook-2026")))
    assert chosen is not None and chosen["secret_token"] == "Felt_hook-2026"
    other_bot = webhook_options(Settings(
        _env_file=None,  # type: ignore[call-arg]
        telegram_token=SecretStr("999:other"), telegram_webhook_url=url,
    ))
    assert other_bot is not None and other_bot["secret_token"] != one["secret_token"]


class Recorded:
    """An Application that records how `run` serves it instead of serving."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, object]]] = []

    def run_polling(self, **options: object) -> None:
        self.calls.append(("run_polling", options))

    def run_webhook(self, **options: object) -> None:
        self.calls.append(("run_webhook", options))


@pytest.mark.parametrize("webhook", [False, True])
def test_run_polls_unless_a_webhook_is_configured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, webhook: bool
) -> None:
    extra = {"telegram_webhook_url": "https://felt.example.org/tg", "telegram_webhook_port": 8088,
             "telegram_webhook_listen": "127.0.0.1"} if webhook else {}
    configured = settings(tmp_path, **extra)
    recorded = Recorded()
    monkeypatch.setattr(app_module, "build_application", lambda _: recorded)
    app_module.run(configured)
    if webhook:
        assert recorded.calls == [("run_webhook", webhook_options(configured))]
        assert recorded.calls[0][1]["listen"] == "127.0.0.1"
        assert recorded.calls[0][1]["port"] == 8088
        assert recorded.calls[0][1]["url_path"] == "tg"
    else:
        assert recorded.calls == [("run_polling", {"allowed_updates": Update.ALL_TYPES})]


def test_a_webhook_without_tornado_is_refused_before_serving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    recorded = Recorded()
    monkeypatch.setattr(app_module, "build_application", lambda _: recorded)
    monkeypatch.setattr(app_module.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(RuntimeError, match="python-telegram-bot\\[webhooks\\]"):
        app_module.run(settings(tmp_path, telegram_webhook_url="https://felt.example.org/tg"))
    assert recorded.calls == []


def test_builder_uses_the_rate_limiter_and_a_job_queue(tmp_path: Path) -> None:
    app = build_application(settings(tmp_path))
    assert isinstance(app.bot.rate_limiter, AIORateLimiter)
    assert app.job_queue is not None
    assert "feltbot" in app.bot_data


def test_no_token_no_application(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="TELEGRAM_TOKEN"):
        build_application(Settings(_env_file=None, database_path=tmp_path / "x.db"))  # type: ignore[call-arg]


@pytest.mark.parametrize("lang", ["en", "hi", "fa", "fi"])
def test_texts_fit_telegrams_limits(lang: str) -> None:
    from adapters.telegram.menu import menu
    from bot.frontend.updown import hand_text
    from bot.i18n import Localizer

    for command in menu(lang):
        assert 1 <= len(command.description) <= 256  # setMyCommands
    private = {"hand": ["Td", "Ah'"], "deal_no": 99999, "locked_slot": 0, "deal_over": False}
    alert = hand_text(private, Localizer(lang))
    assert len(alert) <= 200  # answerCallbackQuery text
    assert "10♦" in alert and "A♥" in alert


def test_each_worker_keeps_to_its_share_of_telegram_s_limits() -> None:
    """Issue 18: the flood limits are the bot's; `TELEGRAM_WORKERS` workers share them (read
    from PTB's limiter: pacing itself is PTB's, and not timed here)."""
    for workers, per_second, per_minute in ((1, 30, 20), (3, 10, 20 / 3)):
        settings = Settings(telegram_token=SecretStr(TOKEN), telegram_workers=workers)
        limiter = build_application(settings).bot.rate_limiter
        assert isinstance(limiter, AIORateLimiter)
        assert limiter._base_limiter is not None
        assert limiter._base_limiter.max_rate == per_second
        assert limiter._group_max_rate == per_minute
