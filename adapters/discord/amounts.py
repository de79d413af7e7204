"""The "Other amount" dialog (a Discord modal), for match games and poker tables alike.

It opens as the answer to the press (Discord's 3 seconds); its id is a signed `ButtonRef`
whose tag says who asked, a match (`MATCH_MODAL_TAG`) or a poker table (`TABLE_MODAL_TAG`),
so a dialog opened before a restart still submits. The submission is acknowledged first and
made a move by the shared flow (`bot.frontend.fronts.Fronts.typed_amount`: digits of any
script, grouped as the bot prints them; a refusal is answered to the member alone)."""

from __future__ import annotations

from typing import Any, Final, Protocol

import discord

from adapters.discord.answering import (
    MATCH_MODAL_TAG,
    TABLE_MODAL_TAG,
    Answering,
    acknowledged,
)
from bot.callbacks import ButtonRef, ForgedButton
from bot.frontend import poker
from bot.frontend.fronts import Fronts

MODAL_TAGS: Final = (MATCH_MODAL_TAG, TABLE_MODAL_TAG)


class AmountHost(Answering, Protocol):
    fronts: Fronts


def amount_modal(custom_id: str, title: str, label: str, min_: int, max_: int) -> discord.ui.Modal:
    """The dialog itself; its submission is routed by `custom_id`."""
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


async def ask(ctl: Answering, interaction: discord.Interaction, ref: ButtonRef, low: int,
              high: int) -> None:
    """Open the dialog for `ref`'s verb, between `low` and `high`, as the press's answer."""
    loc = await ctl.user_loc(interaction)
    tag = TABLE_MODAL_TAG if ref.tag == poker.AMOUNT else MATCH_MODAL_TAG
    custom_id = ctl.codec.encode(ButtonRef(tag, ref.match_id, ref.deal_no, ref.seq, ref.verb))
    await interaction.response.send_modal(amount_modal(
        custom_id, loc.t("discord-amount-title"),
        loc.t("discord-amount-label", min=low, max=high), low, high))


async def submitted(ctl: AmountHost, interaction: discord.Interaction) -> None:
    """A dialog's submission, by its signed id, in its game's channel only."""
    data: Any = interaction.data or {}
    try:
        ref = ctl.codec.decode(str(data.get("custom_id", "")))
    except ForgedButton as error:
        await ctl.failed(interaction, error)
        return
    if not await ctl.in_place(interaction, ref):
        return
    async with acknowledged(ctl, interaction):
        await ctl.fronts.typed_amount(interaction, await ctl.player(interaction), ref,
                                      _typed(data), table=ref.tag == TABLE_MODAL_TAG)


def _typed(data: Any, field: str = "amount") -> str:
    """The text typed into the dialog's `field`."""
    for row in data.get("components", []):
        for component in row.get("components", [row.get("component", {})]):
            if component.get("custom_id") == field:
                return str(component.get("value", ""))
    return ""
