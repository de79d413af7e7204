"""`bot.deadlines.Deadlines` against a plain dict of deadlines: the same answers after any
sequence of changes (a heap entry a change replaced never counts)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.deadlines import Deadlines

KEYS = st.integers(0, 5)
TIMES = st.integers(0, 20).map(float)
STEPS = st.lists(st.one_of(
    st.tuples(st.just("set"), KEYS, st.one_of(st.none(), TIMES)),
    st.tuples(st.just("discard"), KEYS, st.none()),
    st.tuples(st.just("take"), st.none(), TIMES),
    st.tuples(st.just("due"), st.none(), TIMES),
), max_size=60)


def test_a_replaced_deadline_is_not_due() -> None:
    deadlines = Deadlines()
    deadlines.set(1, 5.0)
    deadlines.set(1, 50.0)
    deadlines.set(2, 7.0)
    assert deadlines.due(10.0) == [(7.0, 2)]
    assert deadlines.earliest() == 7.0
    assert deadlines.earliest(after=10.0) == 50.0
    assert deadlines.take_due(10.0) == [2]
    assert 2 not in deadlines and deadlines.get(1) == 50.0
    deadlines.discard(1)
    assert deadlines.earliest() is None


def test_the_most_overdue_comes_first_and_due_entries_stay_due() -> None:
    deadlines = Deadlines()
    for key, at in ((3, 9.0), (1, 2.0), (2, 5.0)):
        deadlines.set(key, at)
    assert [key for _, key in deadlines.due(9.0)] == [1, 2, 3]
    assert [key for _, key in deadlines.due(9.0)] == [1, 2, 3]
    assert deadlines.take_due(6.0) == [1, 2]


def test_many_changes_keep_the_heap_small() -> None:
    deadlines = Deadlines()
    for step in range(10_000):
        deadlines.set(step % 3, float(step))
    assert len(deadlines._heap) <= 2 * 3 + 64 + 1
    assert deadlines.earliest() == 9_997.0


@given(STEPS)
def test_answers_as_a_plain_dict_would(steps: list[tuple[str, int | None, float | None]]
                                       ) -> None:
    deadlines, model = Deadlines(), dict[int, float]()
    for kind, key, at in steps:
        if kind == "set":
            assert key is not None
            deadlines.set(key, at)
            if at is None:
                model.pop(key, None)
            else:
                model[key] = at
        elif kind == "discard":
            assert key is not None
            deadlines.discard(key)
            model.pop(key, None)
        elif kind == "due":
            assert at is not None
            expected = sorted((d, k) for k, d in model.items() if d <= at)
            assert deadlines.due(at) == expected
        else:
            assert at is not None
            expected_keys = [k for d, k in sorted((d, k) for k, d in model.items() if d <= at)]
            assert deadlines.take_due(at) == expected_keys
            for k in expected_keys:
                del model[k]
        assert deadlines.earliest() == min(model.values(), default=None)
        for key_, d in model.items():
            assert deadlines.get(key_) == d
            later = [x for x in model.values() if x > d]
            assert deadlines.earliest(after=d) == min(later, default=None)
