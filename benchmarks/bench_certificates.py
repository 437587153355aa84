"""Seconds to re-check each part of the committed R(N) lower-bound certificates (chou-chen-2010):
the LRAT checker (:mod:`alltoall.checkers.rn.lrat`, the committed trimmed proofs) against the
forward DRAT checker it replaces (:mod:`alltoall.checkers.rn.drat`), measured in the same run.

The DRAT proofs are the ones the certificates carried before (CaDiCaL 1.5.3 through python-sat's
``cadical153``, deterministic: re-made here from the re-derived CNF, byte-identical to the files
committed until the LRAT switch). Both checkers read the same CNF, re-derived from the spec.
Finding (the solver's search) is timed beside for scale. CPU is ``time.process_time``, wall
``time.perf_counter``; ratios are old / new. Prints one row per part and a total per certificate.

    python benchmarks/bench_certificates.py [--repeat 3] [--only 20]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from alltoall.checkers.rn import drat, exact, lrat
from alltoall.checkers.rn import weightcnf as wc

CERTS = Path(__file__).resolve().parents[1] / "proofs" / "certificates"


def drat_proof(clauses) -> tuple[list[str], float]:
    """The DRAT proof the certificates used to carry, and the CPU seconds to find it."""
    from pysat.solvers import Solver

    t0 = time.process_time()
    with Solver(name="cadical153", bootstrap_with=[list(c) for c in clauses], with_proof=True) as s:
        assert not s.solve(), "a committed part's CNF is satisfiable"
        proof = list(s.get_proof())
    return proof, time.process_time() - t0


def timed(fn, repeat: int) -> tuple[float, float, object]:
    """Least CPU and wall seconds of ``repeat`` runs, and the last result."""
    cpu = wall = float("inf")
    out = None
    for _ in range(repeat):
        c0, w0 = time.process_time(), time.perf_counter()
        out = fn()
        cpu, wall = min(cpu, time.process_time() - c0), min(wall, time.perf_counter() - w0)
    return cpu, wall, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=1, help="runs per checker and part (the least time is kept)")
    ap.add_argument("--only", type=int, action="append", help="N of a certificate to measure (repeatable)")
    args = ap.parse_args()
    print(
        f"{'certificate':<20} {'part':>4} {'DRAT lines':>10} {'LRAT lines':>10} {'find DRAT':>9} {'find LRAT':>9} "
        f"{'DRAT cpu':>9} {'LRAT cpu':>9} {'ratio':>6} {'DRAT wall':>9} {'LRAT wall':>9} {'ratio':>6}"
    )
    for path in sorted(CERTS.glob("rn_lower_N*.json"), key=lambda p: int(p.stem.split("N")[-1])):
        cert, proofs = exact.load_certificate(path)
        N = cert["N"]
        if args.only and N not in args.only:
            continue
        tot = [0.0] * 6
        for k, (part, proof) in enumerate(zip(cert["parts"], proofs)):
            cnf = wc.weight_cnf(N, part["weights"], part["threshold"])
            dproof, find_d = drat_proof(cnf.clauses)
            c0 = time.process_time()
            exact.solve_lrat(cnf.clauses)
            find_l = time.process_time() - c0
            dc, dw, dr = timed(
                lambda cnf=cnf, dproof=dproof: drat.check(cnf.clauses, dproof, cnf.variables), args.repeat
            )
            lc, lw, lr = timed(lambda cnf=cnf, proof=proof: lrat.check(cnf.clauses, proof), args.repeat)
            assert dr.ok and lr.ok, (dr.message, lr.message)
            for j, v in enumerate((find_d, find_l, dc, lc, dw, lw)):
                tot[j] += v
            print(
                f"{path.name:<20} {k:>4} {len(dproof):>10,} {len(proof):>10,} {find_d:>9.3f} {find_l:>9.3f} "
                f"{dc:>9.3f} {lc:>9.3f} {dc / lc:>6.1f} {dw:>9.3f} {lw:>9.3f} {dw / lw:>6.1f}",
                flush=True,
            )
        fd, fl, dc, lc, dw, lw = tot
        print(
            f"{path.name:<20} {'all':>4} {'':>10} {'':>10} {fd:>9.3f} {fl:>9.3f} "
            f"{dc:>9.3f} {lc:>9.3f} {dc / lc:>6.1f} {dw:>9.3f} {lw:>9.3f} {dw / lw:>6.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
