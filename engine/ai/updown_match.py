"""Up/Down as a match: the deal game solved for the match-win probability (issue 19).

A 20 + 20 chip match (UD-1.2) never changes its total of chips, so the state at the start of a
deal is the starting player's chips ``x`` (1 … 39; the other has ``TOTAL - x``). Let ``V(x)`` be
the probability that the starting player with ``x`` chips wins the match (``V(0) = 0``,
``V(TOTAL) = 1``). The winner of a deal starts the next one; after a tie the other player does
(UD-2.3). So the starting player's match-win probability after the deal is

* ``V(x + a)`` after winning ``a`` chips (a showdown or the other's fold),
* ``1 - V(TOTAL - x + a)`` after losing ``a`` chips,
* ``1 - V(TOTAL - x)`` after a tie.

`MatchGame` is the deal game of `updown_solver.Game` with those payoffs instead of chips: a
showdown terminal pays ``cS * beats + cA * |beats|`` (plus a constant), a fold a constant, so
one more matrix product per showdown. It plays an effective stack of ``min(x, TOTAL - x) - 1``
behind the antes, so the bot bets for the match it is in: tighter when a loss would end it,
looser when the other's whole stack is at stake. The kept card's continuation value (chips,
from the deal tables) enters the lock choice scaled by the worth of a chip at ``x``.

`solve_match` alternates: solve every ``x`` with DCFR against the current ``V``; then
evaluate the profile exactly (`transitions`: the distribution of the deal's outcome; `policy
value`: the absorbing chain's linear system) for the next ``V``; until ``V`` moves less than a
tolerance. That is policy iteration on a stochastic game; the fixed point is a profile in
which every deal is at equilibrium for the match values it implies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from engine.ai import updown_solver as us

F = npt.NDArray[np.floating[Any]]

TOTAL: Final = 2 * us.MAX_STACK  # chips in a match (UD-1.2: 20 each)
MATCH_TABLE_VERSION: Final = 1  # bump when the layout or the deal tree changes
MATCH_TABLE_PATH: Final = us.TABLE_PATH.with_name("updown_match.npz")
STATES: Final = tuple(range(1, TOTAL))  # the starting player's chips at the start of a deal


def effective_stack(x: int, total: int = TOTAL) -> int:
    """Chips behind the antes the betting can use when the starter holds `x` of `total`."""
    return max(0, min(x, total - x) - us.ANTE)


def linear_values(total: int = TOTAL) -> F:
    """V(x) = x / total: the chip objective (the deal tables' game, up to a scale)."""
    values: F = np.arange(total + 1, dtype=np.float64) / total
    return values


def _after(values: F, x: int, total: int) -> tuple[Any, Any, float]:
    """Functions of the chips `a` the starter wins or loses, and the value after a tie."""

    def won(a: Any) -> Any:
        return values[np.minimum(x + a, total)]

    def lost(a: Any) -> Any:
        return 1.0 - values[np.minimum(total - x + a, total)]

    return won, lost, float(1.0 - values[total - x])


def chip_worth(values: F, x: int, total: int = TOTAL) -> float:
    """The starter's match-win probability per chip at `x` (half the win-one / lose-one gap)."""
    won, lost, _ = _after(values, x, total)
    return float(won(1) - lost(1)) / 2


class MatchGame(us.Game):
    """The deal game at `x` chips for the starter, paid in match-win probability."""

    def __init__(
        self, x: int, info: us.Info, values: F, cv_chips: F | None = None, total: int = TOTAL
    ) -> None:
        super().__init__(effective_stack(x, total), info, None)
        self.x = x
        self.total = total
        self.cv_chips = np.zeros(us.N_RANKS) if cv_chips is None else np.asarray(cv_chips)
        self._abs = np.abs(info.showdown).astype(us.DTYPE)
        self.set_values(values)

    def set_values(self, values: F) -> None:
        """Terminal payoffs (and the kept cards' worth) from match values `values`."""
        self.values = np.asarray(values, dtype=np.float64)
        won, lost, tie = _after(self.values, self.x, self.total)
        self.offset = tie  # every terminal's payoff is relative to the tie's
        showdown = self.tree.win0[self._terminal_showdown].astype(np.int64)
        w, lo = won(showdown), lost(showdown)
        self._c_beats = ((w - lo) / 2)[:, None, None].astype(us.DTYPE)
        self._c_abs = ((w + lo) / 2 - tie)[:, None, None].astype(us.DTYPE)
        fold = self.tree.win0[self._terminal_fold].astype(np.int64)
        paid = np.where(fold > 0, won(np.abs(fold)), lost(np.abs(fold))) - tie
        self._c_fold = paid[:, None, None].astype(us.DTYPE)
        self.set_continuation(self.cv_chips * chip_worth(self.values, self.x, self.total))

    def terminal_values(self, reach: F, role: int) -> F:
        values = np.zeros((self.tree.n_nodes + 1, self.n_games, us.T_PAD), dtype=us.DTYPE)
        sign = 1.0 if role == 0 else -1.0

        def product(ids: npt.NDArray[np.int64], matrix: F) -> F:
            other = reach[1 - role, ids].transpose(1, 0, 2)  # (G, n, T)
            weights = matrix.transpose(0, 2, 1) if role == 0 else matrix
            result: F = np.matmul(other, weights).transpose(1, 0, 2)
            return result

        ids = self._terminal_showdown
        if ids.size:
            values[ids] = sign * (
                self._c_beats * product(ids, self._showdown) + self._c_abs * product(ids, self._abs)
            )
        ids = self._terminal_fold
        if ids.size:
            values[ids] = sign * self._c_fold * product(ids, self._weight)
        return values


@dataclass(frozen=True, slots=True)
class Outcomes:
    """The distribution of one deal's result for the starter: P(win a), P(lose a), P(tie)."""

    win: F  # (total + 1,) by chips won
    lose: F  # (total + 1,) by chips lost
    tie: float


def transitions(game: MatchGame, profile: us.Strategy) -> Outcomes:
    """Exact outcome probabilities when both roles play `profile` at `game`."""
    root = game.root_reach(profile.lock)
    reach = game.forward(profile.bet, root).astype(np.float64)
    info = game.info
    gp = info.game_prob
    win = np.zeros(game.total + 1)
    lose = np.zeros(game.total + 1)
    tie = 0.0
    weight = info.weight
    beats = info.showdown
    absolute = np.abs(beats)

    def mass(n: int, matrix: F) -> float:
        # sum_g P(g) * reach0[n, g] @ matrix[g] @ reach1[n, g]
        left = np.einsum("gt,gtu->gu", reach[0, n], matrix)
        return float(gp @ np.einsum("gu,gu->g", left, reach[1, n]))

    tree = game.tree
    for node in tree.terminal_ids:
        n = int(node)
        chips = round(abs(float(tree.win0[n])))
        if tree.showdown[n]:
            w = mass(n, (absolute + beats) / 2)
            lo = mass(n, (absolute - beats) / 2)
            win[chips] += w
            lose[chips] += lo
            tie += mass(n, weight - absolute)
        elif tree.win0[n] > 0:
            win[chips] += mass(n, weight)
        else:
            lose[chips] += mass(n, weight)
    return Outcomes(win, lose, tie)


def policy_values(outcomes: dict[int, Outcomes], total: int = TOTAL) -> F:
    """V(x) for every x when each deal's result follows `outcomes[x]` (an absorbing chain)."""
    size = total + 1
    matrix = np.zeros((size, size))
    rhs = np.zeros(size)
    matrix[0, 0] = 1.0  # V(0) = 0
    matrix[total, total] = 1.0  # V(total) = 1
    rhs[total] = 1.0
    for x in range(1, total):
        out = outcomes[x]
        matrix[x, x] += 1.0
        for a in (int(i) for i in np.flatnonzero(out.win)):
            matrix[x, min(x + a, total)] -= out.win[a]
        for a in (int(i) for i in np.flatnonzero(out.lose)):
            # 1 - V(total - x + a): the constant to the right-hand side
            matrix[x, min(total - x + a, total)] += out.lose[a]
            rhs[x] += out.lose[a]
        matrix[x, total - x] += out.tie
        rhs[x] += out.tie
    values: F = np.linalg.solve(matrix, rhs)
    return values


@dataclass
class MatchSolution:
    values: F  # (total + 1,) V at the fixed point
    profiles: dict[int, us.Strategy]
    games: dict[int, MatchGame]
    sweeps: int
    moved: list[float]  # max |V change| per sweep


def solve_match(
    info: us.Info,
    cv_by_stack: dict[int, F] | None = None,
    *,
    first: int = 300,
    later: int = 150,
    max_sweeps: int = 5,
    tolerance: float = 0.002,
    total: int = TOTAL,
    log: Any = None,
) -> MatchSolution:
    """Policy iteration on V: DCFR every state against V, evaluate the profile exactly, repeat.

    Regrets carry over from sweep to sweep (a warm start); the strategy average restarts when
    the payoffs change. `cv_by_stack` gives each effective stack's kept-card values in chips.
    """
    values = linear_values(total)
    games: dict[int, MatchGame] = {}
    solvers: dict[int, us.DCFR] = {}
    for x in range(1, total):
        cv = None if cv_by_stack is None else cv_by_stack[effective_stack(x, total)]
        games[x] = MatchGame(x, info, values, cv, total)
        solvers[x] = us.DCFR(games[x])
    moved: list[float] = []
    profiles: dict[int, us.Strategy] = {}
    sweep = 0
    for sweep in range(1, max_sweeps + 1):
        outcomes = {}
        for x in range(1, total):
            game, dcfr = games[x], solvers[x]
            game.set_values(values)
            dcfr.avg_bet[:] = 0.0
            dcfr.avg_lock[:] = 0.0
            dcfr.iterate(first if sweep == 1 else later)
            profiles[x] = dcfr.average()
            outcomes[x] = transitions(game, profiles[x])
        fresh = policy_values(outcomes, total)
        moved.append(float(np.abs(fresh - values).max()))
        values = fresh
        if log is not None:
            log(f"sweep {sweep}: V moved {moved[-1]:.5f}; V(20) = {values[total // 2]:.4f}")
        if moved[-1] < tolerance:
            break
    for x in range(1, total):
        games[x].set_values(values)
    return MatchSolution(values, profiles, games, sweep, moved)
