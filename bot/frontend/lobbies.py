"""An As-Nas lobby in a chat, written once for every platform: a four-seat message people join
and leave with buttons; the host starts it, and the seats nobody took become computer players
(NK-8.3 marks them BOT). As-Nas plays for points kept in the match: nobody buys in.

The policies, the same on Telegram and Discord:

- One lobby per channel. While it is open (for the challenge expiry, `challenge_expiry_s`) a
  second opening is refused, so a bystander cannot replace the lobby people joined; one nobody
  started by then no longer holds the channel, and a new opening replaces it.
- The lobby is stored (`bot.kv`) before its message is shown, and taken back if it cannot be
  shown. Its buttons carry a random number, so a button of an older lobby is "no longer open".
- Join (not twice, not past the seats), Leave (not the host), Start (the host only). Start
  checks that nobody in it plays an open As-Nas match here, then opens the match and shows it
  (table and timer) before the cosmetic steps: answering the press, marking the lobby started.
- Every press is answered; a refused one changes nothing.

The platform's half is `bot.frontend.challenges.NoticeTransport` (the same notices, answers
and wake-ups as a challenge's). Nothing here imports a chat library.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Final

from bot.callbacks import ButtonRef
from bot.errors import BotError, RuleError
from bot.frontend.challenges import MatchStarter, NoticeTransport, refuse_if_playing
from bot.frontend.recovery import Recovery
from bot.frontend.screen import ChatButton
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import MatchService, setup_for
from bot.matches.opponents import default_opponent
from bot.render.names import names_list

GAME: Final = "asnas"
NAMESPACE: Final = "lobby"  # bot.kv: "<community>|<channel>" -> the channel's lobby
TAG: Final = "lby"  # a lobby's buttons: ButtonRef(TAG, its number, 0, 0, JOIN | LEAVE | START)
JOIN: Final = "join"
LEAVE: Final = "leave"
START: Final = "start"

Lobby = dict[str, Any]  # {"nonce", "host", "people" (player ids), "message_id", "opened"}


class LobbyFront:
    """The As-Nas lobby flow of one front end (see the module docstring)."""

    def __init__(
        self,
        kv: KeyValue,
        service: MatchService,
        matches: MatchStarter,
        transport: NoticeTransport,
        recovery: Recovery,
        *,
        grant: int,
        expiry: Callable[[], float],
        locks: Callable[[str, str], AbstractAsyncContextManager[object]],
        opponent: Callable[[], str | None] = lambda: None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._kv = kv
        self._service = service
        self._matches = matches
        self._transport = transport
        self._recovery = recovery
        self._grant = grant
        self._expiry = expiry
        self._locks = locks
        self._opponent = opponent
        self._clock = clock

    async def open(self, origin: object, community: str, channel: str, host: int) -> None:
        """`host` opens a lobby here, in seat 1. Raises a `RuleError` for a refusal."""
        await self._check_free(community, (host,))
        async with self._locks(community, channel):
            if await self._open_lobby(community, channel) is not None:
                raise BotError("asnas-lobby-open")
            lobby: Lobby = {"nonce": secrets.randbelow(36**6), "host": host, "people": [host],
                            "message_id": None, "opened": self._clock()}
            key = _key(community, channel)
            await self._kv.put(NAMESPACE, key, lobby)  # before the message: it holds the channel
            text = await self._transport.place_text(community, channel, origin)
            body, buttons = await self._message(lobby, text)
            try:
                message_id = await self._transport.post_notice(origin, body, buttons)
            except BaseException:
                await self._kv.delete(NAMESPACE, key)
                raise
            lobby["message_id"] = message_id
            await self._kv.put(NAMESPACE, key, lobby)

    async def press(self, click: object, ref: ButtonRef, player: int, community: str,
                    channel: str) -> None:
        """A press of a lobby button by `player` on a message in `channel`."""
        async with self._locks(community, channel):
            lobby = await self._kv.get(NAMESPACE, _key(community, channel))
            if lobby is None or int(lobby["nonce"]) != ref.match_id:
                await self._refuse(click, "asnas-lobby-gone")
                return
            people = [int(p) for p in lobby["people"]]
            if ref.verb == START:
                if player != int(lobby["host"]):
                    await self._refuse(click, "asnas-lobby-host-only")
                    return
                started = await self._start(click, community, channel, people)
                if not started:
                    return
            else:
                refusal = _seat_change(ref.verb, player, people, int(lobby["host"]))
                if refusal is not None:
                    await self._refuse(click, refusal)
                    return
                lobby["people"] = people
                await self._kv.put(NAMESPACE, _key(community, channel), lobby)
        text = await self._transport.place_text(community, channel, click)
        await self._recovery.cosmetic(lambda: self._transport.acknowledge(click),
                                      f"answer {ref.verb}")
        buttons: tuple[ChatButton, ...] = ()
        if ref.verb == START:
            names = names_list([await self._name(p) for p in people], text)
            body = text.t("asnas-lobby-started", names=names,
                          computers=setup_for(GAME).seats - len(people))
        else:
            body, buttons = await self._message(lobby, text)
        await self._recovery.cosmetic(
            lambda: self._transport.edit_notice(channel, lobby["message_id"], body, buttons,
                                                click),
            f"redraw lobby after {ref.verb}",
        )

    async def forget(self, community: str, channel: str) -> None:
        """Drop the channel's lobby (its message is gone with the place it was shown in)."""
        await self._kv.delete(NAMESPACE, _key(community, channel))

    async def _start(self, click: object, community: str, channel: str,
                     people: Sequence[int]) -> bool:
        """Open the match (under the channel's lock); False when refused (answered)."""
        try:
            await self._check_free(community, people)
            match_id, outcomes = await self._service.start_lobby_match(
                community, channel, people, game=GAME,
                opponent=self._opponent() or default_opponent(GAME),
            )
        except RuleError as error:  # the lobby stays as it is
            await self._transport.refuse(click, error)
            return False
        await self._kv.delete(NAMESPACE, _key(community, channel))
        # The match exists from here on: drawn and timed before anything cosmetic.
        await self._matches.start(match_id, outcomes)
        return True

    async def _open_lobby(self, community: str, channel: str) -> Lobby | None:
        """The channel's lobby while it holds the channel (see the module docstring)."""
        lobby: Lobby | None = await self._kv.get(NAMESPACE, _key(community, channel))
        if lobby is None or self._clock() - float(lobby["opened"]) > self._expiry():
            return None
        return lobby

    async def _check_free(self, community: str, people: Sequence[int]) -> None:
        await refuse_if_playing(self._service, community, GAME, people, grant=self._grant,
                                key="asnas-already-playing", name=self._name)

    async def _message(self, lobby: Lobby, text: Localizer
                       ) -> tuple[str, tuple[ChatButton, ...]]:
        seats = setup_for(GAME).seats
        people = [int(p) for p in lobby["people"]]
        lines = [text.t("asnas-lobby", seats=seats)]
        for index in range(seats):
            who = (await self._name(people[index]) if index < len(people)
                   else text.t("asnas-lobby-computer"))
            lines.append(f"{index + 1}. {who}")
        nonce = int(lobby["nonce"])
        return "\n".join(lines), (
            ChatButton(text.t("asnas-lobby-join"), ButtonRef(TAG, nonce, 0, 0, JOIN), "primary"),
            ChatButton(text.t("asnas-lobby-leave"), ButtonRef(TAG, nonce, 0, 0, LEAVE)),
            ChatButton(text.t("asnas-lobby-start"), ButtonRef(TAG, nonce, 0, 0, START),
                       "success"),
        )

    async def _name(self, player_id: int) -> str:
        record = await self._service.store.player(player_id)
        return self._transport.shown("?" if record is None else record.display_name)

    async def _refuse(self, click: object, key: str) -> None:
        await self._transport.refuse(click, BotError(key))


def _seat_change(verb: str, player: int, people: list[int], host: int) -> str | None:
    """Join or Leave `people` in place; the refusal's key when it may not."""
    if verb == JOIN:
        if player in people:
            return "asnas-lobby-already-in"
        if len(people) >= setup_for(GAME).seats:
            return "error-table-full"
        people.append(player)
        return None
    if verb == LEAVE:
        if player not in people or player == host:
            return "asnas-lobby-host-stays"
        people.remove(player)
        return None
    return "error-invalid-button"


def _key(community: str, channel: str) -> str:
    return f"{community}|{channel}"
