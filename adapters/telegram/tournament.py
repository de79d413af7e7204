"""The tournaments' commands in a group, their words parsed into the shared requests
(`bot.frontend.requests`; the flows are `bot.frontend.tourney_lobbies` and `bot.frontend.mtt`,
which also answer the lobbies' buttons):

    /sitngo [seats] [entry]       a Sit & Go lobby (NK-7.3)
    /spin [entry]                 a Spin lobby (NK-7.4)
    /mtt <minutes> [entry] [bots] [holdem|omaha|naiko] [stack=N] [seats=N] [min=N]
         [level=minutes] [late=level] [reentry=level]      a group admin schedules a
                                                          multi-table tournament; BOTs enter now
    /mtt list                     the tournaments here
"""

from __future__ import annotations

from adapters.telegram.answering import on_request
from adapters.telegram.context import Context, RuleError, TelegramRuntime, runtime_of
from bot.frontend import words
from bot.frontend.requests import Request


def _decision_s(runtime: TelegramRuntime) -> float:
    seconds = runtime.turn_seconds
    return float(runtime.settings.turn_seconds if seconds is None else seconds)


@on_request(staking=True)
async def sitngo_command(req: Request, context: Context) -> None:
    await _open(req, context, "sitngo")


@on_request(staking=True)
async def spin_command(req: Request, context: Context) -> None:
    await _open(req, context, "spin")


async def _open(req: Request, context: Context, kind: str) -> None:
    runtime = runtime_of(context)
    fmt = words.tourney_format(kind, context.args or [], _decision_s(runtime))
    if fmt is None:
        await runtime.fronts.transport.tell(req.origin, req.text.t("chat-tourney-usage-" + kind))
        return
    # One lobby of a kind per group, across the workers on the database.
    await runtime.fronts.requests.tourney(req, fmt, lock=runtime.chat_lock(int(req.channel)))


@on_request(staking=True)
async def mtt_command(req: Request, context: Context) -> None:
    runtime = runtime_of(context)
    args = [arg.lower() for arg in context.args or []]
    requests, transport = runtime.fronts.requests, runtime.fronts.transport
    if not args or args[0] == "list":
        await requests.tourney_list(req, lobbies=False)
        return
    try:
        parsed = words.schedule(args, runtime.clock(), _decision_s(runtime))
    except RuleError as error:  # terms no tournament can have
        await transport.refuse(req.origin, error)
        return
    if parsed is None:
        await transport.tell(req.origin, req.text.t("mtt-chat-usage-telegram"))
        return
    await requests.schedule(req, *parsed)
