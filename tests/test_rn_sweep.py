"""The R(N) sweep (chou-chen-2010, Fig. 14 rows): :func:`engine.sweep` hands one task per N to an
executor (in this process here, and once through the default process pool) and every keyword
reaches :func:`engine.task`. Values: R(4) = 4, R(6) = 6, R(12) = 16 (Theorems 3.8, 4.4, 5.4);
R_sc(6) = 8 (the stage-control family needs all 8 configurations)."""

from __future__ import annotations

from alltoall.checkers.rn import engine


class InProcess:
    """An executor running each task in this process, in order."""

    def __init__(self) -> None:
        self.calls = 0

    def map(self, fn, items):
        self.calls += 1
        return map(fn, items)


KEYS = ("N", "family", "lower", "upper", "meet", "lower_method")


def _rows(results):
    return [tuple(r[k] for k in KEYS) for r in results]


def test_sweep_in_process_establishes_each_n():
    ex = InProcess()
    res = engine.sweep([4, 6, 12], executor=ex)
    assert ex.calls == 1
    assert _rows(res) == [
        (4, "none", 4, 4, True, "counting"),
        (6, "none", 6, 6, True, "counting"),
        (12, "none", 16, 16, True, "terminal-cut"),
    ]
    assert res[1]["construction"] == "alternating A_0..A_(N-1) (Theorem 4.4)"
    assert all(not k.endswith("_certificate") for r in res for k in r)
    assert engine.sweep(range(4, 8, 2), executor=InProcess()) == res[:2]  # any iterable of N


def test_sweep_passes_the_family():
    res = engine.sweep([6, 12], family="sc", executor=InProcess())
    assert _rows(res) == [(6, "sc", 8, 8, True, "stage-control"), (12, "sc", 16, 16, True, "stage-control")]
    assert res[0]["construction"] == "all 8 sc configurations"


def test_sweep_passes_the_keywords():
    res = engine.sweep([6], executor=InProcess(), use_solver=True, solver="maxsat", time_limit=None, steps=0)
    (r,) = res
    fams = {f: (v["solver"], v["size"], v["optimal"]) for f, v in r["families"].items()}
    assert fams == {
        "sc": ("maxsat", 8, True),
        "alternating": ("maxsat", 6, True),
        "doubly": ("maxsat", 8, True),
        "quadruply": ("maxsat", 8, True),
    }
    assert (r["lower"], r["upper"], r["meet"]) == (6, 6, True)
    res = engine.sweep([6], family="doubly", executor=InProcess(), use_solver=True, solver="z3", time_limit=None)
    assert list(res[0]["families"]) == ["doubly"] and res[0]["families"]["doubly"]["solver"] == "z3"


def test_task_star_unpacks_one_task():
    r = engine._task_star((12, "sc", {}))
    assert (r["N"], r["family"], r["lower"], r["upper"]) == (12, "sc", 16, 16)
    r = engine._task_star((6, "none", {"use_solver": True, "solver": "maxsat", "steps": 0}))
    assert r["N"] == 6 and r["families"]["alternating"]["size"] == 6
    assert (
        sorted(r["families"]) == ["alternating", "doubly", "quadruply", "sc"]
        and r["families"]["sc"]["solver"] == "maxsat"
    )


def test_sweep_default_process_pool():
    res = engine.sweep([4, 12], jobs=1)
    assert _rows(res) == [(4, "none", 4, 4, True, "counting"), (12, "none", 16, 16, True, "terminal-cut")]
