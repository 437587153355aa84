"""chou-chen-2010: the paper's worked examples beside properties of the GSEN spec, the R(N) engine and
its certificates, and the ``alltoall rn`` command. Tests are named after the claims they back."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from alltoall.checkers import gsen as cg
from alltoall.checkers.rn import bounds, cover, engine
from alltoall.checkers.rn import certificate as ce
from alltoall.spec.algorithms import chou_chen as cc
from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen

# --- worked examples --------------------------------------------------------------------------


def test_fig4_permutation():
    net = gsen.GSEN(10)
    assert gsen.realize(net, gsen.family_states(net, "sc", 9)).tolist() == [9, 7, 5, 3, 8, 1, 6, 4, 2, 0]


def test_fig4_tag13():
    p = gsen.path(gsen.GSEN(10), 2, 13)
    assert (p.dest, p.out_ports) == (5, (1, 1, 0, 1))


def test_A0_A9_printed():
    assert [gsen.gray(k) for k in range(10)] == [0, 1, 3, 2, 6, 7, 5, 4, 12, 13]


def test_matrix_D_printed_rows():
    D = cc.destination_matrix(10)
    assert D[0] == list(range(10))
    assert D[1] == [1, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    assert D[9] == [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]


def test_fig9_round2():
    r = cc.algorithm3(10)[2]
    assert r.config == 3 and [r.messages[i].intended for i in (0, 1, 2, 9)] == [2, 9, 4, 7]


def test_hardware_514():
    assert gsen.GSEN(514).switch_count == 2570 and gsen.stages(514) == 10


def test_thm55_pairs_equal():
    P = gsen.family_perms(gsen.GSEN(20), "doubly")
    for a, b in ((0, 17), (1, 16), (2, 19), (3, 18), (8, 25), (9, 24), (10, 27), (11, 26)):
        assert P[a].tolist() == P[b].tolist()


# --- properties -------------------------------------------------------------------------------


@given(st.integers(1, 64).map(lambda h: 2 * h), st.data())
def test_lemma3_3_destination_and_backward_tag(N, data):
    net = gsen.GSEN(N)
    i = data.draw(st.integers(0, N - 1))
    F = data.draw(st.integers(0, net.tags - 1))
    p = gsen.path(net, i, F)
    assert p.dest == gsen.dest_formula(net, i, F) and p.backward == gsen.backward_formula(net, i, F)


@given(st.integers(1, 16).map(lambda h: 2 * h), st.data())
def test_every_configuration_is_a_permutation_and_tags_follow_it(N, data):
    net = gsen.GSEN(N)
    S = np.array(
        data.draw(
            st.lists(st.lists(st.integers(0, 1), min_size=net.half, max_size=net.half), min_size=net.n, max_size=net.n)
        )
    )
    perm = gsen.realize(net, S)
    assert sorted(perm.tolist()) == list(range(N))
    F = gsen.forward_tags(net, S)
    assert [gsen.path(net, i, int(F[i])).dest for i in range(N)] == perm.tolist()


@pytest.mark.parametrize("N", [2, 6, 10, 14, 18, 22])
def test_thm4_6_algorithms_deliver(N):
    assert cg.personalized_violation(N, cc.algorithm3(N)) is None
    assert cg.personalized_violation(N, cc.algorithm4(N)) is None
    assert cg.broadcast_violation(N, cc.algorithm1(N)) is None


def test_thm4_6_wrong_destinations_are_caught():
    rounds = cc.algorithm3(10)
    bad = (
        rounds[:1]
        + [
            cc.Round(r.k, r.config, tuple(cc.Message(m.sender, m.tag, (m.intended + 1) % 10) for m in r.messages))
            for r in rounds[1:2]
        ]
        + rounds[2:]
    )
    assert "arrives" in cg.personalized_violation(10, bad)


@pytest.mark.parametrize("name", ["lemma3.3", "lemma3.4", "lemma3.5", "lemma3.6", "lemma3.7"])
def test_sect3_lemmas_by_enumeration(name):
    for N in range(4, 34, 2):
        assert cg.lemma_violation(name, gsen.GSEN(N)) is None


def test_remark_consecutive_readings():
    assert not cg.family_cover_missing(10, "alternating", [gsen.gray(k) for k in range(3, 13)])
    assert cg.family_cover_missing(10, "alternating", list(range(0, 10)))


# --- bounds, certificates, engine ---------------------------------------------------------------


@pytest.mark.parametrize("N,lower", [(12, 16), (20, 24), (24, 32), (44, 48)])
def test_lower_certificates_recheck(N, lower):
    lb = bounds.lower_bound(gsen.GSEN(N))
    ok, bound, _ = ce.check_lower({"N": N, **lb})
    assert ok and bound == lb["bound"] == lower


def test_tampered_certificates_are_rejected():
    ok, _ = ce.check_upper(
        {"N": 10, "configurations": [{"family": "alternating", "number": gsen.gray(k)} for k in range(9)]}
    )
    assert not ok
    ok, bound, _ = ce.check_lower({"N": 12, "method": "terminal-cut", "stage": 1, "terminal": 0})
    assert ok and bound < 16
    wit = bounds.stage_control_unique_paths(gsen.GSEN(10))
    bad = [list(wit[C]) for C in range(16)]
    bad[3] = [bad[3][0], (bad[3][1] + 1) % 16]
    assert not ce.check_lower({"N": 10, "method": "stage-control", "unique_paths": bad})[0]


@pytest.mark.parametrize(
    "cert,param",
    [
        ({"N": 7, "configurations": []}, "N"),
        ({"N": 10, "configurations": [{"family": "bogus", "number": 0}]}, "family"),
        ({"N": 10, "configurations": [{"family": "sc", "number": 16}]}, "C"),
        ({"N": 10, "configurations": [{"states": [[0, 1]]}]}, "states"),
        ({"N": 10, "configurations": "x"}, "configurations"),
    ],
)
def test_invalid_certificates(cert, param):
    with pytest.raises(ParameterError) as e:
        ce.check_upper(cert)
    assert e.value.parameter == param


@pytest.mark.parametrize(
    "call,param",
    [
        (lambda: gsen.GSEN(9), "N"),
        (lambda: gsen.GSEN(0), "N"),
        (lambda: gsen.path(gsen.GSEN(10), 10, 0), "i"),
        (lambda: gsen.path(gsen.GSEN(10), 0, 16), "F"),
        (lambda: gsen.family_states(gsen.GSEN(10), "x", 0), "family"),
        (lambda: gsen.config_bit(1, 4, 0, "middle"), "order"),
        (lambda: cc.algorithm3(12), "N"),
    ],
)
def test_invalid_inputs(call, param):
    with pytest.raises(ParameterError) as e:
        call()
    assert e.value.parameter == param


def test_engine_establish():
    r20, r36 = engine.establish(20), engine.establish(36)
    assert (r20["lower"], r20["upper"], r20["meet"]) == (24, 24, True)
    assert (r36["lower"], r36["upper"], r36["meet"]) == (36, 36, True)  # the stored prefix cover meets the count


def test_cover_solvers_agree():
    P = np.unique(gsen.family_perms(gsen.GSEN(20), "doubly"), axis=0)
    sizes = {s: cover.min_cover(P, s, 30).size for s in ("z3", "maxsat")}
    assert sizes == {"z3": 24, "maxsat": 24}
    assert cover.min_cover(P, "greedy").size >= 24


def test_exact_search_small():
    from alltoall.checkers.rn import exact

    assert exact.feasible(8, 8)["status"] == "sat"
    assert exact.feasible(8, 7)["status"] == "unsat"


def test_rn_command(tmp_path):
    out = tmp_path / "rn.json"
    r = subprocess.run(
        [sys.executable, "-m", "alltoall", "rn", "20", "--no-search", "--json", str(out)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    assert "24 <= R(20) <= 24" in r.stdout
    doc = json.loads(out.read_text())
    assert ce.check_upper(doc[0]["upper_certificate"])[0]
    bad = subprocess.run([sys.executable, "-m", "alltoall", "rn", "9"], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.startswith("error: N:")


# --- witness points: what replay reads from a file and what it takes from the claim ------------

ROOT = __import__("pathlib").Path(__file__).resolve().parents[1]


def _replay_edited(tmp_path, stem: str, edit):
    """Replay the committed witness ``stem`` after ``edit(doc)``, its digest recomputed as the writer does."""
    from alltoall.proofs import witness

    doc = json.loads((ROOT / "counterexamples" / f"{stem}.json").read_text())
    edit(doc)
    doc["digest"] = witness.digest(doc["claim"], doc["params"], doc["witness"])
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(doc))
    return witness.replay(witness.load_witness_file(path), ROOT)


def _data(doc):
    return doc["witness"]["data"]


@pytest.mark.parametrize(
    "stem,edit,says",
    [
        # the printed set is the claim's: an emptied or shortened list is not the claim's set
        ("chou-chen-2010__sec6-R44-lsb-first", lambda d: _data(d).update(configurations=[]), "outside the domain"),
        (
            "chou-chen-2010__sec6-R44-lsb-first",
            lambda d: _data(d).update(configurations=_data(d)["configurations"][:-1]),
            "outside the domain",
        ),
        (
            "chou-chen-2010__sec6-R44-lsb-first",
            lambda d: [c.update(order="msb-first") for c in _data(d)["configurations"]],
            "outside the domain",
        ),
        # the conjecture is about N = 36
        (
            "chou-chen-2010__sec6-conjecture-R36",
            lambda d: (d["params"].update(N=4), _data(d).update(configurations=[[0, 0]] * 16)),
            "outside the domain",
        ),
        # the printed bound and the printed spans are the claim's
        (
            "chou-chen-2010__sec6-R68-count",
            lambda d: d["params"].update(printed_bound=1),
            "replay takes it from the claim",
        ),
        ("chou-chen-2010__sec6-R68-count", lambda d: _data(d).update(spans=[[0, 1]]), "replay takes it from the claim"),
        # an N = 44 cover re-aimed at Theorem 4.4 (N = 2 mod 4) is outside it, not a contradiction
        ("chou-chen-2010__sec6-R44-lsb-first", lambda d: d.update(claim="chou-chen-2010/thm4.4"), "outside the domain"),
        # N = 6 consecutive numbers re-aimed at Theorem 4.4 (A_0..A_{N-1}) or the verified reading
        (
            "chou-chen-2010__remark-consecutive-alternating-numbers",
            lambda d: d.update(claim="chou-chen-2010/thm4.4"),
            "outside the domain",
        ),
        (
            "chou-chen-2010__remark-consecutive-alternating-numbers",
            lambda d: d.update(claim="chou-chen-2010/remark-consecutive-tags"),
            "outside the domain",
        ),
        # Theorem 4.8 at N = 2 only
        ("chou-chen-2010__thm4.8-N2", lambda d: d["params"].update(N=6), "outside the domain"),
        (
            "chou-chen-2010__thm4.8-N2",
            lambda d: d.update(claim="chou-chen-2010/thm4.8"),
            "produces no 'gsen-strictness'",
        ),
    ],
)
def test_forged_witnesses_are_refused(tmp_path, stem, edit, says):
    with pytest.raises(ParameterError) as e:
        _replay_edited(tmp_path, stem, edit)
    assert says in str(e.value)


def test_strictness_message_is_computed_from_the_point():
    from alltoall.checkers import replay

    rp = replay.REPLAYERS["gsen-strictness"]
    stands, msg = rp(None, {"N": 6}, {})
    assert not stands and "2^n = 8" in msg and "N = 6" in msg
    stands, msg = rp(None, {"N": 2}, {})
    assert stands and "2^n = 2 = N = 2" in msg


def test_replayers_refuse_points_they_cannot_judge():
    from alltoall.checkers import replay

    R = replay.REPLAYERS
    for kind, params, data in [
        ("gsen-strictness", {"N": 10}, {}),
        ("gsen-strictness", {"N": 4}, {}),
        ("gsen-alternating-tags", {"N": 6}, {"A": 0, "part": "bogus"}),
        ("gsen-sect5", {"N": 6}, {"part": "lemma5.1", "i": 0, "F": 0}),
        ("gsen-sect5", {"N": 8}, {"part": "thm5.4", "i": 0, "F": 0}),
        ("gsen-matrix-D", {"N": 8}, {"row": 0, "printed": None}),
        ("gsen-algorithm", {"N": 8}, {"algorithm": "thm4.6"}),
        ("gsen-cover-missing", {"N": 6}, {"configurations": [], "pair": [0, 1]}),
        ("gsen-cover-missing", {"N": 6}, {"configurations": [{"family": "sc", "number": 8}], "pair": [0, 1]}),
        ("gsen-example", {"N": 10}, {"what": "bogus", "printed": None}),
    ]:
        with pytest.raises(ParameterError):
            R[kind](None, params, data)


def test_chou_chen_claims_declare_their_points():
    from alltoall.proofs import registry

    claims = registry.load_all()
    ours = [c for cid, c in claims.items() if cid.startswith("chou-chen-2010/")]
    assert len(ours) == 243  # 217 + the 12 every-size proofs of every_n.py + the 13 of every_n_sec45.py + rn-table-256
    assert [e for c in ours for e in registry.declaration_errors(c)] == []
