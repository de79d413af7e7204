"""Computer against computer, without a terminal: `feltbot simulate updown --matches N --seed S`.

Every seed comes from the master seed S (`DerivedSeeds`): each match's deal seeds and its
computer seed are keyed by the match's index in the run, so the same S gives the same run.
Without a database the engine is driven directly; with one, every match runs through the match
service exactly as in real play (registry, one committed transaction per step) and its final
snapshot is read back from the store. Both paths make the same moves, so they report the same
numbers.

`final_scores` holds, per match, each seat's final score as an exact fraction string: points
where the game keeps them (As-Nas: "7/3", "-2"; they sum to zero, AN-5.2), chips otherwise.
A match's win goes to the best score; `shared_wins` counts matches where several seats tied
for it (AN-1.1), which `wins` leaves out.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from bot.games import GAMES
from bot.matches.autoplay import computer_action
from bot.matches.opponents import default_opponent, make_opponent
from bot.matches.seeds import DerivedSeeds
from bot.matches.service import MatchService
from bot.matches.setups import GameSetup, setup_for
from bot.store import Store
from engine.ai.base import Policy
from engine.protocol import JSON, GameState


@dataclass(slots=True)
class SimulationReport:
    """What a run did. `chips_start`/`chips_end` hold the total chips in play per match
    (0 for a game played for points); `final_scores` each seat's score per match."""

    game: str
    seed: int
    players: list[str]
    matches: int = 0
    deals: int = 0
    actions: int = 0
    chips_start: list[int] = field(default_factory=list)
    chips_end: list[int] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    shared_wins: int = 0
    final_scores: list[list[str]] = field(default_factory=list)
    elapsed_s: float = 0.0

    def to_dict(self) -> dict[str, JSON]:
        return asdict(self)


def match_key(index: int) -> str:
    """The name a match has inside a run (the seeds derive from it, not from a database id)."""
    return f"sim:{index}"


async def simulate(
    game: str,
    matches: int,
    seed: int,
    *,
    players: Sequence[str] | None = None,
    db: Path | None = None,
) -> SimulationReport:
    """Play `matches` matches between computer players (`players[seat]` names each; by
    default the game's own computer player in every seat)."""
    setup = setup_for(game)
    names = list(players) if players is not None else [default_opponent(game)] * setup.seats
    if len(names) != setup.seats:
        raise ValueError(f"{game} needs {setup.seats} players, got {len(names)}")
    report = SimulationReport(game, seed, names, wins=[0] * setup.seats)
    started = time.perf_counter()
    if db is None:
        _run_engine(report, setup, matches)
    else:
        await _run_stored(report, setup, matches, db)
    report.elapsed_s = round(time.perf_counter() - started, 4)
    return report


def _run_engine(report: SimulationReport, setup: GameSetup, matches: int) -> None:
    seeds = DerivedSeeds(report.seed)
    policies = _policies(setup.game, report.players)
    for index in range(matches):
        key = match_key(index)
        computer_seed = seeds.match_seed(key)
        state = setup.open_state(0, seeds.deal_seed(key, 0))  # "deal 0": the match's own draw
        first = True
        while not state.match_over:
            if state.deal_over:
                state.start_deal(seed=seeds.deal_seed(key, state.deal_no + 1))
                if first:
                    report.chips_start.append(_total(setup, state))
                    first = False
                continue
            seat = state.to_act
            if seat is None:
                raise RuntimeError(f"{setup.game}: nobody to act in a running deal")
            state.apply(computer_action(state, seat, policies[seat], computer_seed))
            report.actions += 1
        _finish(report, setup, state)


async def _run_stored(report: SimulationReport, setup: GameSetup, matches: int,
                      db: Path) -> None:
    async with await Store.open(db) as store:
        service = MatchService(store, seeds=DerivedSeeds(report.seed))
        for index in range(matches):
            match_id, outcomes = await service.start_computer_match(
                setup.game, report.players, match_key=match_key(index)
            )
            first = next(o for o in outcomes if o.deal_no == 1)
            report.chips_start.append(sum(setup.chips(first.public_view)))
            # A step that changes the deal number is a deal start; the rest are decisions.
            deal_starts = len({o.deal_no for o in outcomes})
            report.actions += len(outcomes) - deal_starts
            record = await store.load_match(match_id)
            if record is None or record.status != "finished":
                raise RuntimeError(f"simulated match {match_id} did not finish in the store")
            state = GAMES[setup.game].from_dict(json.loads(record.state_json))
            _finish(report, setup, state)


def _finish(report: SimulationReport, setup: GameSetup, state: GameState) -> None:
    view = state.public_view()
    scores = setup.final_scores(view)
    report.matches += 1
    report.deals += state.deal_no
    report.chips_end.append(sum(setup.chips(view)))
    report.final_scores.append([str(score) for score in scores])
    best = max(scores)
    if scores.count(best) == 1:
        report.wins[scores.index(best)] += 1
    else:
        report.shared_wins += 1


def _total(setup: GameSetup, state: GameState) -> int:
    return sum(setup.chips(state.public_view()))


def _policies(game: str, names: Sequence[str]) -> list[Policy]:
    """One policy object per name, shared by the seats and matches that use it (as the
    service does): a policy decides from the view alone, so sharing it changes nothing."""
    made: dict[str, Policy] = {}
    for name in names:
        if name not in made:
            made[name] = make_opponent(game, name)
    return [made[name] for name in names]
