"""Hostile certificates (chou-chen-2010, R(N)): every kind of forged part is rejected.

The committed lower-bound certificates (proofs/certificates/) are copied to a temporary folder,
one part forged (threshold, digest, weights, proof, ones, N, the parts' sum), and the check the
claims run (:func:`rn_exact._check_committed`, and the claim thm5.5-lower-exact itself) must
reject it; the LRAT checker must reject malformed proofs with a message, never crash; the
counting certificates (switch blocks, stage control) and the covers must reject repeated,
overlapping and out-of-range items.
"""

from __future__ import annotations

import copy
import gzip
import hashlib
import json
import shutil

import pytest

from alltoall.checkers.result import Verdict
from alltoall.checkers.rn import certificate as ce
from alltoall.checkers.rn import cover, engine, exact, lrat
from alltoall.checkers.rn import weightcnf as wc
from alltoall.proofs.claims.chou_chen_2010 import rn_exact

COMMITTED = sorted(p.name for p in rn_exact.CERTS.glob("rn_lower_N*.json"))


@pytest.fixture
def certs(tmp_path, monkeypatch):
    """A copy of proofs/certificates the claims read instead of the committed one."""
    d = tmp_path / "certificates"
    shutil.copytree(rn_exact.CERTS, d)
    monkeypatch.setattr(rn_exact, "CERTS", d)
    return d


def _edit(d, N, fn):
    p = d / f"rn_lower_N{N}.json"
    cert = json.loads(p.read_text())
    fn(cert)
    p.write_text(json.dumps(cert))


def _edit_proof(d, N, k, fn):
    p = d / f"rn_lower_N{N}_part{k}.lrat.gz"
    lines = gzip.decompress(p.read_bytes()).decode().splitlines()
    p.write_bytes(lrat.gzip_lines(fn(lines)))


def _redigest(part, N):
    part["cnf_sha256"] = wc.weight_cnf(N, part["weights"], part["threshold"]).sha256


def test_every_committed_certificate_is_checked_whole():
    assert {"rn_lower_N12.json", "rn_lower_N20.json", "rn_lower_N24.json", "rn_lower_N28.json"} <= set(COMMITTED)
    for name in COMMITTED:
        N = int(name[len("rn_lower_N") : -len(".json")])
        ok, bound, msg, checked, cert = rn_exact._check_committed(N)
        assert ok and checked == len(cert["parts"]) and bound == rn_exact.KNOWN_R[N], msg
        assert all(p["proof_format"] == "lrat" for p in cert["parts"])
        assert msg.endswith(f"R({N}) >= {bound}") and f"all {checked} LRAT proof(s) accepted" in msg


def test_thm55_claim_checks_all_five_parts_in_the_fast_tier():
    from alltoall.proofs import registry

    (c,) = registry.select(["chou-chen-2010/thm5.5-lower-exact"])
    r = c.run(registry.Context(tier="fast"))
    assert r.verdict == Verdict.VERIFIED, r
    assert r.evidence["proofs_checked"] == r.evidence["parts"] == 5 and r.evidence["bound"] == 24


# --- forged parts: each kind, rejected ------------------------------------------------------------


def _lower_threshold_redigest(c):
    c["parts"][2]["threshold"] -= 1  # the original exploit: bound 26 from R(20) = 24
    _redigest(c["parts"][2], 20)


def _raise_weight_redigest(c):
    W = c["parts"][1]["weights"]
    i, j = next((i, j) for i in range(20) for j in range(20) if W[i][j] == 1)
    W[i][j] = 2
    _redigest(c["parts"][1], 20)


FORGED_JSON = {
    "threshold lowered, digest kept": lambda c: c["parts"][0].update(threshold=19),
    "threshold lowered, digest recomputed": _lower_threshold_redigest,
    "weight raised, digest recomputed": _raise_weight_redigest,
    "digest altered": lambda c: c["parts"][4].update(cnf_sha256=hashlib.sha256(b"x").hexdigest()),
    "digest removed": lambda c: c["parts"][3].pop("cnf_sha256"),
    "weights of another size": lambda c: c["parts"][0].update(weights=[row[:19] for row in c["parts"][0]["weights"]]),
    "negative weight": lambda c: c["parts"][0]["weights"][0].__setitem__(0, -1),
    "ones lowered": lambda c: c.update(ones=c["ones"] - 1),
    "ones not an integer": lambda c: c.update(ones="4"),
    "N changed": lambda c: c.update(N=22),
    "a part dropped (parts do not add up)": lambda c: c["parts"].pop(3),
    "a part repeated instead of another": lambda c: c["parts"].__setitem__(1, copy.deepcopy(c["parts"][0])),
    "proof file of another part": lambda c: c["parts"][0].update(proof=c["parts"][1]["proof"]),
    "proof file outside the folder": lambda c: c["parts"][0].update(proof="../rn_lower_N20_part0.lrat.gz"),
    "proof format claimed DRAT": lambda c: c["parts"][0].update(proof_format="drat"),
    "proof format unknown": lambda c: c["parts"][0].update(proof_format="lpr"),
    "parts not a list": lambda c: c.update(parts={"0": c["parts"][0]}),
}


@pytest.mark.parametrize("forgery", list(FORGED_JSON))
def test_forged_n20_certificate_fails_the_claim(certs, forgery):
    _edit(certs, 20, FORGED_JSON[forgery])
    r = rn_exact.thm55_lower(None)
    assert r.verdict == Verdict.UNKNOWN, (forgery, r)


def test_claimed_bound_is_ignored(certs):
    _edit(certs, 20, lambda c: c.update(bound=96))
    r = rn_exact.thm55_lower(None)
    assert r.verdict == Verdict.VERIFIED and r.evidence["bound"] == 24


FORGED_PROOF = {
    "last step (the empty clause) removed": lambda ls: ls[:-1],
    "a hint dropped": lambda ls: ls[:-1] + [_drop_hint(ls[-1])],
    "a step's clause strengthened": lambda ls: [_strengthen(ls[0])] + ls[1:],
    "an unknown hint id": lambda ls: ls[:-1] + [ls[-1].replace(" 0 ", " 0 999999999 ", 1)],
    "a 0 inside a line": lambda ls: ["1 0 " + ls[0]] + ls[1:],
    "a used clause deleted first": lambda ls: [f"{_first_hint(ls[-1])} d {_first_hint(ls[-1])} 0"] + ls,
    "empty": lambda ls: [],
    "garbage": lambda ls: ["not a proof"],
}


def _first_hint(line: str) -> int:
    nums = [int(t) for t in line.split()]
    return nums[nums.index(0, 1) + 1]


def _drop_hint(line: str) -> str:
    nums = [int(t) for t in line.split()]
    z = nums.index(0, 1)
    return " ".join(map(str, nums[: z + 1] + nums[z + 2 :]))


def _strengthen(line: str) -> str:
    nums = [int(t) for t in line.split()]
    z = nums.index(0, 1)
    return " ".join(map(str, [nums[0]] + nums[2 : z + 1] + nums[z + 1 :])) if z > 2 else line.replace(" 0 ", " 0 0 ", 1)


@pytest.mark.parametrize("forgery", list(FORGED_PROOF))
def test_forged_n20_proof_fails_the_claim(certs, forgery):
    _edit_proof(certs, 20, 3, FORGED_PROOF[forgery])
    r = rn_exact.thm55_lower(None)
    assert r.verdict == Verdict.UNKNOWN and "rn_lower_N20" in r.reason, (forgery, r)


@pytest.mark.parametrize("k", range(5))
def test_every_n20_part_is_checked(certs, k):
    _edit_proof(certs, 20, k, lambda ls: ls[:-1])
    ok, _, msg, _, _ = rn_exact._check_committed(20)
    assert not ok and f"part {k}: LRAT proof rejected" in msg


@pytest.mark.parametrize("N", [12, 24, 28])
def test_forged_small_certificates_fail_the_search_claims(certs, N):
    def forge(c):
        c["parts"][0]["weights"][0] = [1] * N  # more pairs than the refuted CNF
        _redigest(c["parts"][0], N)

    _edit(certs, N, forge)
    assert not rn_exact._check_committed(N)[0]
    b, row = rn_exact._search(N, rn_exact.KNOWN_R[N])
    assert b == N and "rejected" in row["committed"]


def test_forged_r24_proof_fails_its_claim(certs):
    from alltoall.proofs import registry

    _edit_proof(certs, 24, 0, lambda ls: ls[:-1])
    (c,) = registry.select(["chou-chen-2010/rn-exact-R24"])
    assert c.run(registry.Context(tier="fast")).verdict == Verdict.UNKNOWN


def test_gzip_bomb_is_refused(tmp_path, monkeypatch):
    p = tmp_path / "bomb.lrat.gz"
    p.write_bytes(gzip.compress(b"1 0 0\n" * 200_000))
    monkeypatch.setattr(lrat, "MAX_BYTES", 2**20)
    with pytest.raises(lrat.LratError, match="more than 1048576 bytes"):
        lrat.read_gzip(p, lrat.MAX_BYTES)
    (tmp_path / "plain.lrat.gz").write_text("1 0 0\n")
    with pytest.raises(lrat.LratError, match="not a readable gzip"):
        lrat.read_gzip(tmp_path / "plain.lrat.gz")


def test_load_certificate_rejects_bad_files(certs):
    from alltoall.spec.errors import ParameterError

    (certs / "rn_lower_N20_part2.lrat.gz").unlink()
    with pytest.raises(ParameterError, match="part2"):
        exact.load_certificate(certs / "rn_lower_N20.json")
    assert rn_exact.thm55_lower(None).verdict == Verdict.UNKNOWN
    (certs / "rn_lower_N20.json").write_text("{")
    assert rn_exact.thm55_lower(None).verdict == Verdict.UNKNOWN


# --- the LRAT checker on malformed and wrong proofs -----------------------------------------------

XOR = [[1, 2], [-1, 2], [1, -2], [-1, -2]]


@pytest.mark.parametrize(
    "proof,why",
    [
        (["5 2 0 1 2 0", "6 0 5 3 4 0"], None),
        ([], "the proof is empty"),
        (["c only a comment"], "ends without deriving the empty clause"),
        (["5 2 0 1 0 2 0"], "exactly two 0s"),
        (["5 2 0 1 2"], "exactly two 0s"),
        (["5 2 x 0 1 2 0"], "not an integer"),
        (["5 2 0 1 9 0"], "hint 9 is no clause"),
        (["5 2 0 1 2 0", "6 d 1 0", "7 0 5 1 4 0"], "hint 1 was deleted at line 2"),
        (["5 2 0 1 2 0", "6 d 7 0"], "deletes clause 7, which is no clause"),
        (["5 2 0 1 0"], "not RUP by them"),
        (["5 0 1 0"], "two open literals"),
        (["5 2 0 -1 2 0"], "RAT hints"),
        (["3 2 0 1 2 0"], "not above every earlier id"),
        (["0 2 0 1 2 0"], "positive clause id"),
        (["5 2 0 1 2 0", "6 0 5 1 0"], "is satisfied"),
        (["5 " + "1 " * (lrat.MAX_LINE) + "0 0"], "longer than"),
    ],
)
def test_lrat_rejects_with_a_message(proof, why):
    r = lrat.check(XOR, proof)
    if why is None:
        assert r.ok and r.lemmas == 2
    else:
        assert not r.ok and why in r.message, r.message


def test_lrat_deadline_and_line_cap():
    proof = ["5 2 0 1 2 0"] + [f"{k} 2 0 1 2 0" for k in range(6, 5000)] + ["5000 0 5 3 4 0"]
    r = lrat.check(XOR, proof, deadline=0.0)
    assert (r.ok, r.timed_out) == (False, True) and "cut short" in r.message
    assert "more than 10 lines" in lrat.check(XOR, proof, max_lines=10).message
    assert lrat.check(XOR, proof).ok


def test_lrat_trim_keeps_a_valid_proof():
    cert, proofs = exact.load_certificate(rn_exact.CERTS / "rn_lower_N12.json")
    cnf = wc.weight_cnf(12, cert["parts"][0]["weights"], cert["parts"][0]["threshold"])
    assert lrat.trim(proofs[0]) == proofs[0]  # committed proofs are trimmed already
    assert lrat.check(cnf.clauses, proofs[0]).ok
    with pytest.raises(lrat.LratError):
        lrat.trim(proofs[0][:-1])


# --- counting certificates and covers --------------------------------------------------------------


def test_switch_blocks_reject_repeated_items_and_blocks():
    good = engine.lower_certificate(20)
    assert good["method"] == "switch-blocks" and ce.check_lower(good)[:2] == (True, 24)
    rep = copy.deepcopy(good)
    rep["blocks"][0]["items"] *= 2  # was accepted as R(20) >= 28
    assert ce.check_lower(rep)[0] is False
    many = copy.deepcopy(good)
    for b in many["blocks"]:
        b["items"] *= 20  # was accepted as R(20) >= 96
    assert ce.check_lower(many)[0] is False
    twice = copy.deepcopy(good)
    twice["blocks"].append(copy.deepcopy(good["blocks"][0]))  # overlapping blocks
    assert ce.check_lower(twice)[0] is False
    from alltoall.spec.errors import ParameterError

    for bad in (
        {"stage": 2, "items": [[10, 0, 0]]},
        {"stage": 9, "items": []},
        {"stage": 2, "items": [[0, 2, 0]]},
        {"stage": 2, "items": [[0, 0]]},
        "block",
        {"stage": 2, "items": "x"},
    ):
        with pytest.raises(ParameterError):
            ce.check_lower(dict(good, blocks=[bad]))
    with pytest.raises(ParameterError):
        ce.check_lower(dict(good, N=21))  # wrong N: not a GSEN size


def test_stage_control_rejects_a_repeated_or_shared_unique_path():
    good = engine.lower_certificate(8, "sc")
    assert ce.check_lower(good)[:2] == (True, 8)
    rep = copy.deepcopy(good)
    rep["unique_paths"][1] = rep["unique_paths"][0]
    assert ce.check_lower(rep)[0] is False
    from alltoall.spec.errors import ParameterError

    with pytest.raises(ParameterError):
        ce.check_lower(dict(good, unique_paths=good["unique_paths"][:-1]))
    with pytest.raises(ParameterError):
        ce.check_lower(dict(good, unique_paths=[[99, 0]] * len(good["unique_paths"])))


def test_terminal_cut_rejects_out_of_range():
    from alltoall.spec.errors import ParameterError

    with pytest.raises(ParameterError):
        ce.check_lower({"N": 12, "method": "terminal-cut", "stage": 9, "terminal": 0})
    with pytest.raises(ParameterError):
        ce.check_lower({"N": 12, "method": "terminal-cut", "stage": 0, "terminal": 12})


def test_upper_cover_rejects_wrong_n_and_out_of_range():
    from alltoall.spec.errors import ParameterError

    name, configs = engine.construction(20)
    assert ce.check_upper({"N": 20, "configurations": configs})[0]
    assert not ce.check_upper({"N": 20, "configurations": configs[:-1]})[0]
    with pytest.raises(ParameterError):
        ce.check_upper({"N": 22, "configurations": [{"states": [[0] * 10] * 5}]})
    with pytest.raises(ParameterError):
        ce.check_upper({"N": 20, "configurations": [{"family": "sc", "number": 64}]})
    with pytest.raises(ParameterError):
        ce.check_upper({"N": 20, "configurations": [{"states": [[2] * 10] * 5}]})


def test_cover_rows_out_of_range_or_repeated_are_no_cover():
    import numpy as np

    P = np.array([[0, 1], [1, 0]])
    assert cover.covers(P, [0, 1])
    assert not cover.covers(P, [0, -1])  # a negative index would wrap round to row 1
    assert not cover.covers(P, [0, 1, 1])
    assert not cover.covers(P, [0, 2])


# --- time limits ----------------------------------------------------------------------------------


def test_a_spent_deadline_establishes_nothing():
    cert, proofs = exact.load_certificate(rn_exact.CERTS / "rn_lower_N20.json")
    ok, _, msg = exact.check_certificate(cert, proofs, deadline=0.0)
    assert not ok and "cut short at the time limit" in msg
    assert exact.refute(20, cert["parts"][0]["weights"], cert["parts"][0]["threshold"], deadline=0.0)["status"] in (
        "unknown",
        "unsat",
    )
    lb = exact.lower_bound(20, target=24, search=("structural",), time_limit=0.0)
    assert lb.bound == 20 and lb.certificate == {"N": 20, "method": "counting"} and "cut short" in lb.message
