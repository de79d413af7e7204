"""Buttons that survive restarts: `DynamicItem`s whose `custom_id` is a signed `ButtonRef`.

A table button carries its match, deal and action sequence (``bot.callbacks``), so it is
rebuilt from the id alone after a restart and the service refuses it when it is stale. The
audience check runs before the callback: anyone but the acting player is answered "not your
turn" ephemerally. Nothing here knows a rule; every click goes to the `Controller`.

Tags: ``act`` (an engine action with its amount), ``pick`` (one with a card slot), ``amt``
(opens the amount dialog), ``cards`` (the clicker's own cards, ephemerally), ``chal``
(accept or decline a challenge), ``lby`` (join, leave or start an As-Nas lobby); ``ask``
and ``lobby`` are their names on messages of earlier releases. Poker tables use the same
shapes with a ``t`` in front (``tact``, ``tamt``, ``tcards``) plus ``tsit`` (take a seat),
and the id is a table's. The amount dialogs' ids use ``amtm`` and ``tamtm``; they are
handled in `Controller.on_interaction` so a dialog opened before a restart still submits.

discord.py routes a click to a dynamic item only when its id fits a template *and* the button
is on the message as Discord delivers it (it may have been edited away since the clicker's
client drew it); anything else it drops unanswered. `routed` says which clicks those are, so
the controller answers every other one itself.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable
from typing import Any, Protocol, Self, cast

import discord

from bot.callbacks import ButtonRef, CallbackCodec, ForgedButton

_ID = r"[0-9a-z_.\-A-Z]+"


class Router(Protocol):
    """Where each kind of button goes (the controller of the client that heard it)."""

    codec: CallbackCodec

    async def refuse(self, interaction: discord.Interaction, key: str, **params: Any) -> None:
        """Say the message `key` to the presser, privately."""

    async def failed(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Answer any failure; never raises."""

    async def in_place(self, interaction: discord.Interaction, ref: ButtonRef) -> bool:
        """False (answered) for a button pressed outside its game's channel."""

    async def on_press(self, interaction: discord.Interaction, ref: ButtonRef) -> None: ...
    async def on_answer(self, interaction: discord.Interaction, ref: ButtonRef) -> None: ...
    async def on_lobby(self, interaction: discord.Interaction, ref: ButtonRef) -> None: ...
    async def on_table_press(self, interaction: discord.Interaction, ref: ButtonRef
                             ) -> None: ...
    async def on_sit(self, interaction: discord.Interaction, ref: ButtonRef) -> None: ...
    async def on_tourney_lobby(self, interaction: discord.Interaction, ref: ButtonRef
                               ) -> None: ...
    async def on_mtt(self, interaction: discord.Interaction, ref: ButtonRef) -> None: ...
    async def on_board_page(self, interaction: discord.Interaction, ref: ButtonRef
                            ) -> None: ...


def controller(interaction: discord.Interaction) -> Router:
    return cast(Router, interaction.client.controller)  # type: ignore[attr-defined]


async def answered(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run a click's work; any failure is logged and answered (never a silent spinner)."""
    try:
        await work
    except Exception as error:
        await controller(interaction).failed(interaction, error)


class RefButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"(?!)"):
    """Base: a button whose custom_id decodes to a `ButtonRef` (or fails as forged)."""

    def __init__(self, custom_id: str, ref: ButtonRef | None, **button: Any) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id, **button))
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        # Never raise here: discord.py would drop the click unanswered.
        try:
            ref: ButtonRef | None = controller(interaction).codec.decode(match.string)
        except ForgedButton:
            ref = None
        return cls(match.string, ref)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if self.ref is None:
            await controller(interaction).refuse(interaction, "error-invalid-button")
            return False
        try:  # bound to its game's server and channel
            return await controller(interaction).in_place(interaction, self.ref)
        except Exception as error:
            await controller(interaction).failed(interaction, error)
            return False


class MatchButton(RefButton, template=rf"(?:act|pick|amt|cards)\.{_ID}"):
    """A match's button (`bot.frontend.screen`: a move, a move with a card slot, "Other
    amount", "My cards"); the shared match flow decides who may press it."""

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        await answered(interaction, controller(interaction).on_press(interaction, self.ref))


class AskButton(RefButton, template=rf"(?:chal|ask)\.{_ID}"):
    """Accept or decline a challenge; `ref.match_id` is the challenge id."""

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        await answered(interaction, controller(interaction).on_answer(interaction, self.ref))


class LobbyButton(RefButton, template=rf"(?:lby|lobby)\.{_ID}"):
    """Join, leave or start an As-Nas lobby; `ref.match_id` is the lobby's number."""

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        await answered(interaction, controller(interaction).on_lobby(interaction, self.ref))


class TableButton(RefButton, template=rf"(?:tact|tamt|tcards)\.{_ID}"):
    """A poker table's move (or Naiko power), "Other amount" or "My cards"; the shared table
    flow decides who may press it."""

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        await answered(interaction, controller(interaction).on_table_press(interaction, self.ref))


class TableSitButton(RefButton, template=rf"tsit\.{_ID}"):
    """ "Join": take a free seat (a private table refuses anyone not invited)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        await answered(interaction, controller(interaction).on_sit(interaction, self.ref))


class TourneyButton(RefButton, template=rf"tlob\.{_ID}"):
    """Register, Unregister, Start or call off a tournament lobby; `ref.match_id` is the
    tournament's table id."""

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        await answered(interaction,
                       controller(interaction).on_tourney_lobby(interaction, self.ref))
class MttButton(RefButton, template=rf"mtl\.{_ID}"):
    """A scheduled tournament's lobby: Register, Unregister, My table, Call it off."""

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        await answered(interaction, controller(interaction).on_mtt(interaction, self.ref))


class BoardButton(RefButton, template=rf"lb\.{_ID}"):
    """A leaderboard's Previous or Next page (public: anyone may turn it)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        await answered(interaction, controller(interaction).on_board_page(interaction, self.ref))


DYNAMIC_ITEMS = (
    MatchButton,
    AskButton,
    LobbyButton,
    MttButton,
    TableButton,
    TableSitButton,
    TourneyButton,
    BoardButton,
)


def routed(interaction: discord.Interaction) -> bool:
    """Whether discord.py hands this component click to one of `DYNAMIC_ITEMS` (the same test
    as its view store: an id that fits a template, on the message as delivered)."""
    data: Any = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    if not any(
        item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS
    ):
        return False
    message = interaction.message
    if message is None:
        return False
    kind = int(data.get("component_type", discord.ComponentType.button.value))
    view_cls = discord.ui.LayoutView if message.flags.components_v2 else discord.ui.View
    view = view_cls.from_message(message, timeout=None)
    return any(
        item.type.value == kind and getattr(item, "custom_id", None) == custom_id
        for item in view.walk_children()
    )


def make_button(
    custom_id: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    row: int | None = None,
) -> discord.ui.Button[Any]:
    """A plain button with a signed id; the dynamic items above answer its clicks."""
    return discord.ui.Button(custom_id=custom_id, label=label[:80], style=style, row=row)


def amount_modal(custom_id: str, title: str, label: str, min_: int, max_: int) -> discord.ui.Modal:
    """The "Other amount" dialog; its submission is routed by `custom_id` (see module doc)."""
    # The timeout only frees memory for a dismissed dialog; the submission is not tied to it.
    modal = discord.ui.Modal(title=title[:45], custom_id=custom_id, timeout=900)
    modal.add_item(
        discord.ui.TextInput(
            label=label[:45],
            custom_id="amount",
            min_length=1,
            # Room for the digits and the separators a person may group them with ("1,357").
            max_length=2 * len(str(max_)),
            required=True,
        )
    )
    return modal
