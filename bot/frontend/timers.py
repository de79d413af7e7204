"""What a match's turn timer plays when it runs out, once for every front end (issue 20: "how
a timer plays"): the move `bot.timeouts` picks for the seat to act (check, else fold; a lock
takes the first card), made through the same service path as a click. With several processes
on one database only the one that claims the due timer plays it."""

from __future__ import annotations

from typing import Final

from bot.commands import Outcome
from bot.errors import DuplicateCommand, MatchNotFound, SeqConflict, StaleCommand
from bot.matches import MatchService
from bot.store import timer_key
from bot.timeouts import timeout_move

# With several processes on one database, each looks in the store this often for timers due
# longer than the grace that nobody played (their process died, or it never held the game
# here): `MatchRegistry.adopt_due`, `TableService.adopt_due`.
SWEEP_S: Final = 5.0
SWEEP_GRACE_S: Final = 2.0


async def play_timeout(
    service: MatchService, match_id: int, seq: int | None = None
) -> tuple[Outcome, ...]:
    """Play for the seat whose decision timer of `match_id` ran out. A computer seat's turn (a
    match resumed mid-step) is played by `advance`. No outcome when there is nothing to play:
    the match moved on since the timer was armed for `seq`, a click or a cancellation got
    there first, it is over, or nothing is legal."""
    try:
        now = service.snapshot(match_id)
    except MatchNotFound:
        return ()
    if now.to_act is None or (seq is not None and now.seq != seq):
        return ()
    # Another process holding this match may have the same timer: the one that claims it
    # plays it (`Store.claim_timer`), the others leave it.
    deadline = service.registry.get(match_id).deadline
    if not await service.store.claim_timer(timer_key("match", match_id, now.seq, deadline)):
        return ()
    seat = now.to_act
    if service.seats(match_id)[seat] is None:
        return await service.advance(match_id)
    legal = now.private_views[seat].get("legal")
    move = timeout_move(legal) if isinstance(legal, list) else None
    if move is None:
        return ()
    try:
        return await service.act(
            match_id, seat, deal_no=now.deal_no, seq=now.seq, kind=move.kind, choice=move.choice
        )
    except (StaleCommand, DuplicateCommand, MatchNotFound, SeqConflict):
        return ()  # (SeqConflict: moved on by another process; this copy is reloaded)
