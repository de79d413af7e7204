"""How every console command ends: `play` answers a refusal in the player's words and any
other failure with an apology (its traceback goes to the log; the store holds the game as last
committed, so the next run resumes it); `simulate` prints its report as one JSON line, or the
reason it could not run."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from typing import Any, TextIO

from bot.errors import BotError, RuleError
from bot.i18n import Localizer

log = logging.getLogger(__name__)


async def played(play: Callable[[], Awaitable[int]], localizer: Localizer, stdout: TextIO,
                 what: str) -> int:
    """The exit code of `play`, the game `what` at the terminal."""
    try:
        return await play()
    except BotError as refused:
        stdout.write(localizer.t(refused.key, **refused.params) + "\n")
        return 1
    except Exception:
        log.exception("console %s failed", what)
        stdout.write(localizer.t("error-internal") + "\n")
        return 1


def reported(report: Callable[[], Coroutine[Any, Any, Mapping[str, Any]]], stdout: TextIO
             ) -> int:
    """Run a simulation and print its report (exit 0), or why it could not run (exit 2)."""
    try:
        result = asyncio.run(report())
    except (ValueError, RuleError) as error:
        stdout.write(json.dumps({"error": str(error)}) + "\n")
        return 2
    stdout.write(json.dumps(result, sort_keys=True) + "\n")
    return 0
