"""Buttons that survive restarts: `DynamicItem`s whose `custom_id` is a signed `ButtonRef`.

A table button carries its match, deal and action sequence (``bot.callbacks``), so it is
rebuilt from the id alone after a restart and the service refuses it when it is stale. The
place check runs before the callback (a button works only in its game's server and channel);
then every press goes to the shared requests (`bot.frontend.requests.Requests.press`), which
know who may press what. Nothing here knows a rule.

Tags: ``act`` (an engine action with its amount), ``pick`` (one with a card slot), ``amt``
(opens the amount dialog), ``cards`` (the clicker's own cards, ephemerally), ``chal``
(accept or decline a challenge), ``lby`` (join, leave or start an As-Nas lobby); ``ask``
and ``lobby`` are their names on messages of earlier releases. Poker tables use the same
shapes with a ``t`` in front (``tact``, ``tamt``, ``tcards``) plus ``tsit`` (take a seat),
and the id is a table's; ``tlob`` and ``mtl`` are a tournament lobby's, ``lb`` a leaderboard
page's. The amount dialogs' ids use ``amtm`` and ``tamtm``; they are
handled in `on_interaction` (`amounts`) so a dialog opened before a restart still submits.

discord.py routes a click to a dynamic item only when its id fits a template *and* the button
is on the message as Discord delivers it (it may have been edited away since the clicker's
client drew it); anything else it drops unanswered. `routed` says which clicks those are, so
`on_interaction` answers every other one itself (`stray`).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord

from adapters.discord import amounts
from adapters.discord.amounts import MODAL_TAGS
from adapters.discord.answering import MATCH_TAGS, SIGNED_TAGS, TABLE_TAGS, clicker
from bot.callbacks import ButtonRef, ForgedButton
from bot.frontend import challenges, lobbies

if TYPE_CHECKING:
    from adapters.discord.controller import Controller

_ID = r"[0-9a-z_.\-A-Z]+"
# Button families of earlier releases, still on messages in the channels: today's meaning.
LEGACY_TAGS = {"ask": challenges.TAG, "lobby": lobbies.TAG}
BUTTON_TAGS = sorted(SIGNED_TAGS - set(MODAL_TAGS))


def controller(interaction: discord.Interaction) -> Controller:
    """The controller of the client that heard the click."""
    return cast("Controller", interaction.client.controller)  # type: ignore[attr-defined]


class SignedButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=rf"(?:{'|'.join(map(re.escape, BUTTON_TAGS))})\.{_ID}"):
    """A button whose custom_id is a signed `ButtonRef` (or fails as forged), of any family:
    a match's, a poker table's, an offer's, a lobby's, a tournament's, a leaderboard's. It
    works only in its game's server and channel; the shared requests answer the press
    (`bot.frontend.requests.Requests.press`)."""

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
            ref: ButtonRef | None = legacy(controller(interaction).codec.decode(match.string))
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

    async def callback(self, interaction: discord.Interaction) -> None:
        assert self.ref is not None
        ctl = controller(interaction)
        try:
            with clicker(interaction):  # a DM that fails is answered to the presser
                req = await ctl.request(interaction, guild=False)
                if req is not None:
                    await ctl.requests.press(req, self.ref)
        except Exception as error:  # logged and answered: never a silent spinner
            await ctl.failed(interaction, error)


def legacy(ref: ButtonRef) -> ButtonRef:
    tag = LEGACY_TAGS.get(ref.tag)
    return ref if tag is None else dataclasses.replace(ref, tag=tag)


DYNAMIC_ITEMS = (SignedButton,)


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


async def on_interaction(ctl: Controller, interaction: discord.Interaction) -> None:
    """Dialogs, and every click discord.py would drop unanswered (see `routed`)."""
    data: Any = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    if interaction.type is discord.InteractionType.component:
        if not routed(interaction):
            await stray(ctl, interaction, custom_id)
        return
    if interaction.type is not discord.InteractionType.modal_submit:
        return
    if custom_id.startswith(tuple(f"{tag}." for tag in MODAL_TAGS)):
        await amounts.submitted(ctl, interaction)
    else:
        await stray(ctl, interaction, custom_id)

async def stray(ctl: Controller, interaction: discord.Interaction, custom_id: str) -> None:
    """A click on a button no longer on its message, or an id nothing knows: "out of date"
    (a forged id: "not valid"), and the game it belonged to is drawn again as it stands."""
    try:
        ref = legacy(ctl.codec.decode(custom_id))
    except ForgedButton:
        ref = None
        ours = any(custom_id.startswith(tag + ".") for tag in SIGNED_TAGS)
        key = "error-invalid-button" if ours else "error-stale-command"
        await ctl.refuse(interaction, key)
    else:
        await ctl.refuse(interaction, "error-stale-command")
    if ref is not None:
        await redraw(ctl, ref)

async def redraw(ctl: Controller, ref: ButtonRef) -> None:
    """Draw the match or table `ref` points at again (the clicker's client was behind),
    through the shared recovery (a failed drawing is retried by a wake-up)."""
    if ref.tag in TABLE_TAGS or ref.tag in MATCH_TAGS:
        await ctl.fronts.recovery.redraw(ref.match_id)
