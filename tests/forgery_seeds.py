"""Write ``tests/forgery_seeds/<kind>.json``: a witness document for every witness kind that no
committed counterexample holds, so the forgery corpus covers every kind.

A seed is what a claim's own check produces under one of its seeded spec mutants
(``tests/quality/mutants_*.py``): a point of the claim's kind inside its fast-tier domain, which the
real spec then judges (replay says it does not stand, or stands against a refuted claim). Run
``python tests/forgery_seeds.py`` after adding a witness kind; the corpus test fails until its seed exists.
"""

from __future__ import annotations

import json
import multiprocessing as mp
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "quality"))

from mutantlib import load_all as load_mutants  # noqa: E402

from alltoall.checkers import replay as replayers  # noqa: E402
from alltoall.proofs import registry, witness  # noqa: E402

SEEDS = HERE / "forgery_seeds"

#: Kinds no claim's mutant produces, written by hand: (claim, params, data), a point inside the
#: claim's domain that the real spec judges (it need not stand).
HAND = {
    "inadmissible": (
        "liu-chen-chen-2007/fig2b-identity-not-admissible",
        {"network": {"topology": "omega", "d": 3, "k": 3}},
        {"permutation": list(range(27))},
    ),
    "printed-matrix": ("liu-chen-chen-2007/matrix-A", {}, {"item": "A"}),
    "yw-graph-torus": ("yang-wang-2000/table-torus", {"k": 3, "dims": 2}, {}),
    "latin-column": (
        "liu-chen-chen-2007/thm2-omega-d2",
        {"network": {"topology": "omega", "d": 2, "k": 2}, "M0": "zero"},
        {"round": 0, "inputs": [0, 1]},
    ),
}


def _hand(kind: str):
    from alltoall.checkers.result import Result, Verdict, Witness

    claim_id, params, data = HAND[kind]
    claim = registry.load_all()[claim_id]
    w = Witness(
        kind,
        params,
        data,
        f"A {kind} point of {claim_id}, written by hand for the forgery corpus.",
        {"method": "by hand (tests/forgery_seeds.py)"},
    )
    return witness.witness_doc(claim, Result(Verdict.REFUTED, domain=claim.domain_for("fast"), witness=w))


def _try(args):
    claim_id, mutant_name, kind = args
    claims = registry.load_all()
    claim = claims[claim_id]
    mutant = load_mutants()[mutant_name]
    try:
        with mutant.applied():
            ctx = claim.context("fast", timeout=20.0)
            result = claim.check(ctx)
    except Exception:  # noqa: BLE001 - a mutant may break the check outright: no seed from it
        return None
    w = result.witness
    if w is None or w.kind != kind:
        return None
    from dataclasses import replace

    result = replace(result, domain=claim.domain_for("fast"))
    return witness.witness_doc(claim, result)


def _one(args, seconds: float = 60.0):
    ctx = mp.get_context("fork")
    with ctx.Pool(1) as pool:
        job = pool.apply_async(_try, (args,))
        try:
            return job.get(seconds)
        except mp.TimeoutError:
            return None


def main(kinds: list[str]) -> int:
    replayers.load()
    claims = registry.load_all()
    committed = {json.loads(p.read_text())["witness"]["kind"] for p in (HERE.parent / "counterexamples").glob("*.json")}
    SEEDS.mkdir(exist_ok=True)
    todo = kinds or sorted(set(replayers.REPLAYERS) - committed)
    missing = []
    for kind in todo:
        if (SEEDS / f"{kind}.json").exists() and not kinds:
            continue
        doc = _hand(kind) if kind in HAND else None
        for cid, c in ({} if doc else claims).items():
            if kind not in c.witnesses:
                continue
            for m in c.mutants:
                doc = _one((cid, m, kind))
                if doc is not None:
                    break
            if doc is not None:
                break
        if doc is None:
            missing.append(kind)
            print(f"{kind}: no claim's mutant produces one", flush=True)
            continue
        (SEEDS / f"{kind}.json").write_text(witness.dumps(doc))
        print(f"{kind}: {doc['claim']}", flush=True)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
