"""Expected console text in the test's language: what `Localizer.t` says, with only the
direction isolates the console keeps (`adapters.console.screen.needed_isolates`)."""

from __future__ import annotations

from typing import Any

from adapters.console.screen import needed_isolates
from bot.i18n import Localizer


class Shown(Localizer):
    """A localizer whose texts are as the console prints them."""

    def t(self, key: str, /, **params: Any) -> str:
        return needed_isolates(super().t(key, **params))
