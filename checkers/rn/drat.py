"""A small forward DRAT checker (pure Python, no solver): does a clausal proof refute a CNF?

Every added lemma must be RUP, or else RAT on its first literal, and the proof must reach the empty
clause; deletions of unit or reason clauses are skipped (always sound, as in drat-trim). Intended for
proofs up to ~10^5 lemmas.

>>> check([[1, 2], [-1, 2], [1, -2], [-1, -2]], ["2 0", "0"]).ok
True
>>> check([[1, 2], [-1, 2]], ["2 0", "0"]).ok
False
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

__all__ = ["DratResult", "check", "parse"]


@dataclass(frozen=True)
class DratResult:
    ok: bool
    lemmas: int
    deletions: int
    rat: int  # lemmas accepted as RAT (not RUP)
    message: str
    timed_out: bool = False  # cut short at the deadline: never a pass


class _DB:
    def __init__(self, nvars: int) -> None:
        self.val: dict[int, bool] = {}  # literal -> value (both polarities)
        self.trail: list[int] = []  # true literals, in assignment order
        self.clauses: list[list[int] | None] = []
        self.watches: dict[int, list[int]] = {}  # literal -> clauses watching it
        self.index: dict[tuple[int, ...], list[int]] = {}
        self.conflict = False  # top level conflicts: the formula is refuted
        self.qhead = 0

    def value(self, lit: int) -> Any:
        return self.val.get(lit)

    def assign(self, lit: int) -> None:
        self.val[lit] = True
        self.val[-lit] = False
        self.trail.append(lit)

    def propagate(self) -> bool:
        """Unit propagation from ``qhead``; True on conflict."""
        val, trail, clauses, watches = self.val, self.trail, self.clauses, self.watches
        while self.qhead < len(trail):
            lit = trail[self.qhead]
            self.qhead += 1
            false = -lit
            ws = watches.get(false)
            if not ws:
                continue
            keep: list[int] = []
            k = 0
            n = len(ws)
            conflict = False
            while k < n:
                ci = ws[k]
                k += 1
                cl = clauses[ci]
                if cl is None:
                    continue
                if cl[0] == false:
                    cl[0], cl[1] = cl[1], false
                other = cl[0]
                vo = val.get(other)
                if vo is True:
                    keep.append(ci)
                    continue
                moved = False
                for m in range(2, len(cl)):
                    lm = cl[m]
                    if val.get(lm) is not False:
                        cl[1], cl[m] = lm, false
                        w = watches.get(lm)
                        if w is None:
                            watches[lm] = [ci]
                        else:
                            w.append(ci)
                        moved = True
                        break
                if moved:
                    continue
                keep.append(ci)
                if vo is False:
                    conflict = True
                    break
                val[other] = True
                val[-other] = False
                trail.append(other)
            if conflict:
                keep.extend(ws[k:])
                self.watches[false] = keep
                return True
            self.watches[false] = keep
        return False

    def add(self, lits: list[int]) -> None:
        lits = list(dict.fromkeys(lits))
        ci = len(self.clauses)
        self.index.setdefault(tuple(sorted(lits)), []).append(ci)
        if self.conflict:
            self.clauses.append(lits)
            return
        if any(self.value(l) is True for l in lits):
            # satisfied at the top level: watch any two literals (kept for deletion bookkeeping)
            nonfalse = sorted(lits, key=lambda l: self.value(l) is False)
        else:
            nonfalse = [l for l in lits if self.value(l) is None] + [l for l in lits if self.value(l) is False]
        lits = nonfalse
        self.clauses.append(lits)
        if len(lits) >= 2:
            self.watches.setdefault(lits[0], []).append(ci)
            self.watches.setdefault(lits[1], []).append(ci)
        free = [l for l in lits if self.value(l) is not False]
        if any(self.value(l) is True for l in lits):
            return
        if not free:
            self.conflict = True
        elif len(free) == 1 or len(lits) == 1:
            self.assign(free[0])
            if self.propagate():
                self.conflict = True

    def delete(self, lits: list[int]) -> bool:
        key = tuple(sorted(dict.fromkeys(lits)))
        ids = self.index.get(key)
        if not ids:
            return False
        ci = ids[-1]
        cl = self.clauses[ci]
        if cl is None:
            return False
        # keep top-level units and reasons (clauses with one true literal and all others false)
        vals = [self.value(l) for l in cl]
        if vals.count(True) == 1 and vals.count(None) == 0:
            return False
        ids.pop()
        self.clauses[ci] = None
        return True

    def rup(self, lits: list[int]) -> bool:
        if self.conflict:
            return True
        mark, head = len(self.trail), self.qhead
        ok = False
        for l in lits:
            v = self.value(l)
            if v is True:
                ok = True
                break
            if v is None:
                self.assign(-l)
        if not ok:
            ok = self.propagate()
        for l in self.trail[mark:]:
            del self.val[l]
            del self.val[-l]
        del self.trail[mark:]
        self.qhead = head
        return ok

    def rat(self, lits: list[int]) -> bool:
        if not lits:
            return False
        p = lits[0]
        for cl in list(self.clauses):
            if cl is None or -p not in cl:
                continue
            if not self.rup(lits + [l for l in cl if l != -p]):
                return False
        return True


def parse(lines: Any) -> list[tuple[str, list[int]]]:
    """Text DRAT lines (``"1 -2 0"``, ``"d 3 0"``) into (kind, literals); a line that is not
    integers ending in its only 0 is a ValueError naming the line."""
    out = []
    for k, ln in enumerate(lines, 1):
        ln = ln.strip()
        if not ln or ln.startswith("c"):
            continue
        kind = "a"
        if ln.startswith("d"):
            kind, ln = "d", ln[1:]
        try:
            nums = [int(t) for t in ln.split()]
        except ValueError:
            raise ValueError(f"DRAT line {k}: not an integer in {ln[:80]!r}") from None
        if not nums or nums[-1] != 0 or 0 in nums[:-1]:
            raise ValueError(f"DRAT line {k}: literals end with one 0, the only 0 of the line: {ln[:80]!r}")
        out.append((kind, nums[:-1]))
    return out


def check(clauses: Any, proof_lines: Any, nvars: int = 0, deadline: float | None = None) -> DratResult:
    """Check that ``proof_lines`` (text DRAT) refutes ``clauses`` (lists of non-zero ints).
    A malformed line is a rejection (not an exception); past ``deadline`` (``time.monotonic()``)
    the result is ``timed_out``, not ok."""
    try:
        steps = parse(proof_lines)
    except ValueError as e:
        return DratResult(False, 0, 0, 0, str(e))
    db = _DB(nvars)
    for cl in clauses:
        db.add(list(cl))
    lemmas = dels = rats = 0
    if db.conflict:
        return DratResult(True, 0, 0, 0, "the formula conflicts under unit propagation alone")
    for step, (kind, lits) in enumerate(steps):
        if deadline is not None and not step % 256 and time.monotonic() > deadline:
            return DratResult(False, lemmas, dels, rats, f"cut short at the time limit after {lemmas} lemmas", True)
        if kind == "d":
            dels += db.delete(lits)
            continue
        lemmas += 1
        if not db.rup(lits):
            if not db.rat(lits):
                return DratResult(
                    False, lemmas, dels, rats, f"lemma {lemmas} ({' '.join(map(str, lits))} 0) is neither RUP nor RAT"
                )
            rats += 1
        if not lits:
            return DratResult(True, lemmas, dels, rats, f"empty clause derived after {lemmas} lemmas")
        db.add(lits)
        if db.conflict:
            return DratResult(True, lemmas, dels, rats, f"unit propagation refutes the formula after {lemmas} lemmas")
    return DratResult(False, lemmas, dels, rats, "the proof ends without deriving the empty clause")
