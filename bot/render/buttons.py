"""How a renderer names its buttons: a `ButtonRef` in, an opaque command id out.

Chat adapters pass `CallbackCodec.encode` (signed ids); anything else may use `plain_id`.
Tags: ``act`` performs the verb at once (its `arg` is the amount or the choice, if any);
``ask`` needs an amount from the player first (the button's params carry ``min``/``max``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from bot.callbacks import ButtonRef

ButtonIds = Callable[[ButtonRef], str]

ACT: Final = "act"
ASK: Final = "ask"


def plain_id(ref: ButtonRef) -> str:
    """An unsigned id: fine where nobody can forge input (a local terminal, tests)."""
    arg = "" if ref.arg is None else str(ref.arg)
    return f"{ref.tag}.{ref.match_id}.{ref.deal_no}.{ref.seq}.{ref.verb}.{arg}"
