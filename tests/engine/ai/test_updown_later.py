"""Up/Down later-deal and match tables (issue 19): what each player kept is read from public
facts only, the later-deal game's hands follow the kept groups, and the match game is the deal
game paid in match-win probability."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine.ai import updown_match as um
from engine.ai import updown_solver as us
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.ai.updown_bot import KEPT_PATH, MATCH_PATH, UpDownBot, kept_classes, match_state
from engine.cards import parse_card
from engine.updown.rules import UP, group
from tests.engine.ai.updown_play import decisions, is_legal


def test_kept_classes_are_the_true_groups_read_from_the_public_view() -> None:
    """UD-2.5 / UD-5.1: the last deal's signal less the revealed locked card gives the kept
    card's group; this deal's signal less it the drawn card's. Checked against the hands."""
    checked = 0
    for state, seat, _ in decisions([RandomLegal(), AlwaysCall()], seed=5, deals=150):
        public = state.public_view()
        public["seat"] = seat
        classes = kept_classes(public)
        if state.deal_no == 1:
            assert classes is None
        if classes is None:
            continue
        for player in (0, 1):
            kept, drawn = (parse_card(code) for code in public_hand(state, player))
            assert us.KEPT_CLASSES[classes[player]] == (
                int(group(kept) == UP), int(group(drawn) == UP)
            )
        checked += 1
    assert checked > 200


def public_hand(state: object, player: int) -> list[str]:
    """A player's hand in slot order (slot 0 = the kept card in deals after the first)."""
    return [card.code for card in state.hands[player]]  # type: ignore[attr-defined]


def test_match_state_is_the_starters_chips_before_the_antes() -> None:
    view = {"stacks": [14, 22], "pot": 4, "street": [1, 0], "starter": 0}
    assert match_state(view, 40) == 14 + 1 + 1
    assert match_state(view, 30) is None


def test_kept_hand_probabilities_follow_the_groups() -> None:
    dist = np.zeros((2, us.N_RANKS))
    dist[1, 12] = 1.0  # an A always kept when UP
    dist[0, :us.FIRST_UP] = 1 / us.FIRST_UP
    probs = us.kept_hand_probs(dist, 1, 0)  # kept UP (the A), drew DOWN
    assert probs.sum() == pytest.approx(1.0)
    for hand, p in zip(us.HANDS, probs, strict=True):
        if p > 0:
            assert hand[1] == 12 and hand[0] < us.FIRST_UP
    pair = us.kept_hand_probs(dist, 1, 1)[us.HAND_INDEX[(12, 12)]]
    assert pair == pytest.approx(7 / (7 * 8 - 1))  # 7 aces left among 55 UP cards
    info = us.build_info(dist)
    assert info.game_prob.shape == (us.N_KEPT_GAMES,)
    assert info.game_prob.sum() == pytest.approx(1.0)
    for g in range(us.N_KEPT_GAMES):
        assert info.hand_prob[0, g].sum() == pytest.approx(1.0)
    g = us.kept_game_index(us.KEPT_CLASSES.index((1, 0)), 0)
    assert info.hand_prob[0, g, us.hands_for_signal(1).index((5, 12))] > 0
    assert info.hand_prob[0, g, us.hands_for_signal(1).index((5, 11))] == 0


def test_later_deal_game_solves() -> None:
    dist = np.full((2, us.N_RANKS), 1.0)
    dist[1, : us.FIRST_UP] = 0
    dist[0, us.FIRST_UP :] = 0
    dist /= dist.sum(axis=1, keepdims=True)
    game = us.Game(3, us.build_info(dist))
    solver = us.DCFR(game)
    solver.iterate(10)
    first = game.exploitability(solver.average())
    solver.iterate(140)
    assert game.exploitability(solver.average()) < min(first / 3, 0.01)


def test_match_game_with_linear_values_is_the_chip_game() -> None:
    """V(x) = x / 40 pays chips / 40: the same exploitability and value, scaled."""
    info = us.build_info()
    x = 5
    match = um.MatchGame(x, info, um.linear_values())
    chips = us.Game(um.effective_stack(x), info)
    a, b = us.DCFR(match), us.DCFR(chips)
    a.iterate(60)
    b.iterate(60)
    assert match.exploitability(a.average()) * um.TOTAL == pytest.approx(
        chips.exploitability(b.average()), abs=1e-4
    )
    out = um.transitions(match, a.average())
    assert out.win.sum() + out.lose.sum() + out.tie == pytest.approx(1.0)
    ev = float(np.arange(um.TOTAL + 1) @ (out.win - out.lose))
    assert ev == pytest.approx(float(info.game_prob @ chips.evaluate(b.average(), 0)), abs=1e-3)


def test_policy_values_of_a_fair_coin_are_linear() -> None:
    """Win or lose one chip with probability 1/2: V(x) = x / total (UD-2.3: the winner starts,
    which changes nothing for a fair coin)."""
    total = 10
    coin = np.zeros(total + 1)
    coin[1] = 0.5
    outcomes = {x: um.Outcomes(coin, coin, 0.0) for x in range(1, total)}
    assert um.policy_values(outcomes, total) == pytest.approx(np.arange(total + 1) / total)


def test_match_solution_converges_on_a_small_match() -> None:
    solution = um.solve_match(us.build_info(), None, first=40, later=20, total=6)
    assert solution.values[0] == 0 and solution.values[6] == 1
    assert np.all(np.diff(solution.values) > 0)
    assert solution.moved[-1] < solution.moved[0] or solution.moved[0] < 0.002


@pytest.mark.skipif(not (KEPT_PATH.exists() and MATCH_PATH.exists()), reason="tables missing")
@pytest.mark.parametrize("opponent", [RandomLegal(), AlwaysAllIn()], ids=lambda p: p.name)
def test_bot_with_later_deal_and_match_tables_is_legal(opponent: object) -> None:
    bot = UpDownBot(kept=True, match=True)
    for seed in range(2):
        players = [bot, opponent] if seed == 0 else [opponent, bot]
        for state, seat, action in decisions(players, seed=seed, deals=80):  # type: ignore[list-item]
            if players[seat] is bot:
                assert is_legal(action, seat, state.legal_actions(seat))


@pytest.mark.skipif(not KEPT_PATH.exists(), reason="tables missing")
def test_later_deal_tables_are_honest() -> None:
    """Only public facts choose the table: the view of the same public situation with the
    opponent's cards re-dealt within their groups gives the same action."""
    from tests.engine.ai.test_updown_bot import _rerandomised

    bot = UpDownBot(kept=True)
    shuffler = random.Random(4)
    checked = 0
    for state, seat, _ in decisions([bot, RandomLegal()], seed=8, deals=60):
        if seat != 0:
            continue
        other = _rerandomised(state, seat, shuffler)
        view = state.private_view(seat)
        assert other.private_view(seat) == view
        first = bot.decide(view, state.legal_actions(seat), random.Random(7))
        again = bot.decide(other.private_view(seat), other.legal_actions(seat), random.Random(7))
        assert first == again
        checked += 1
    assert checked > 50


def test_tally_counts_the_matchs_betting_across_reshuffles() -> None:
    """The public tally (engine/updown views) adds up every finished deal's verbs per seat,
    free or facing a bet, and is not cleared when the stock is reshuffled (UD-5.4)."""
    from engine.updown import UpDownState

    state = UpDownState.new_match(starter=0)
    rng = random.Random(2)
    players = [AlwaysCall(), AlwaysAllIn()]
    reshuffled = False
    deals = 0
    while not state.match_over and deals < 200:
        events = state.start_deal(seed=rng.getrandbits(64))
        reshuffled |= any(event.kind == "reshuffled" for event in events) and deals > 0
        deals += 1
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            state.apply(players[seat].decide(state.private_view(seat),
                                             state.legal_actions(seat), rng))
    tally = state.public_view()["tally"]
    assert set(tally[0]["facing"]) <= {"call"} and set(tally[0]["free"]) <= {"check"}
    assert set(tally[1]["free"]) <= {"all_in"}
    assert sum(tally[1]["free"].values()) + sum(tally[1]["facing"].values()) >= deals - 1
    assert UpDownState.from_dict(state.to_dict()).public_view()["tally"] == tally
    state.restart()
    assert state.public_view()["tally"] == [{"free": {}, "facing": {}}] * 2


def _tallied(free: dict[str, int], facing: dict[str, int]) -> dict[str, object]:
    return {"seat": 0, "tally": [{"free": {}, "facing": {}}, {"free": free, "facing": facing}],
            "actions": [], "history": []}


def test_loose_style_reads_the_betting_verbs() -> None:
    from engine.ai.updown_bot import STYLE_THRESHOLD, loose_style, style_evidence

    # Nothing seen: the two extreme styles are presumed until a decision says otherwise.
    assert loose_style(_tallied({}, {})) in ("station", "maniac")
    # An equilibrium player folds to bets and bets when free: read as balanced at once.
    assert loose_style(_tallied({"check": 1, "all_in": 1}, {"fold": 1})) is None
    assert loose_style(_tallied({"check": 4}, {"call": 3})) == "station"
    assert loose_style(_tallied({"all_in": 4}, {"all_in": 2})) == "maniac"
    mixed = _tallied({"check": 12, "bet": 5, "all_in": 8}, {"fold": 15, "call": 4, "raise": 1})
    assert max(style_evidence(mixed).values()) < STYLE_THRESHOLD
    assert loose_style(mixed) is None


def test_loose_style_presumption_can_fade_after_the_first_deals() -> None:
    """`prior_deals`: the presumed loose style holds in the first deals only; later an
    opponent is read from its verbs alone (a station still is, a few checks are not)."""
    from engine.ai.updown_bot import STYLE_PRIOR, loose_style, style_evidence

    few = _tallied({"check": 2}, {})
    assert loose_style({**few, "deal_no": 2}) == "station"
    assert loose_style({**few, "deal_no": 1}, prior_deals=1) == "station"
    assert loose_style({**few, "deal_no": 2}, prior_deals=1) is None
    faded = style_evidence({**few, "deal_no": 2}, prior_deals=1)
    kept = style_evidence({**few, "deal_no": 2})
    assert abs(kept["station"] - faded["station"] - STYLE_PRIOR["station"]) < 1e-9
    many = _tallied({"check": 4}, {"call": 3})
    assert loose_style({**many, "deal_no": 5}, prior_deals=1) == "station"
