"""How the Application is built and served: polling by default, a webhook when configured."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import SecretStr
from telegram.ext import AIORateLimiter

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
