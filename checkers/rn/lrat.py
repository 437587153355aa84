"""A linear-time LRAT checker (pure Python, no solver): does a hinted clausal proof refute a CNF?

Each added clause lists the ids of the clauses that make it RUP, in firing order; checking it is one
pass over its hints, so re-checking costs far less than the search. Text format, one step a line
(CaDiCaL's ``--lrat``)::

    <id> <lit>* 0 <hint id>* 0     add a clause, RUP by the hints
    <id> d <clause id>* 0          delete clauses (the leading id is ignored)

RAT hints are refused; malformed input is an :class:`LratError` naming the line; input is capped
(:data:`MAX_BYTES`, :data:`MAX_LINES`) and a ``deadline`` cuts the check short with ``timed_out`` set,
which is never a pass.

>>> check([[1, 2], [-1, 2], [1, -2], [-1, -2]], ["5 2 0 1 2 0", "6 0 5 3 4 0"]).ok
True
>>> check([[1, 2], [-1, 2]], ["3 2 0 1 2 0", "4 0 3 1 0"]).message
'line 2: clause 4: hint 1 (1 2) is satisfied, it propagates nothing'

References
----------
Cruz-Filipe, Heule, Hunt, Kaufmann, Schneider-Kamp, "Efficient certified RAT verification", CADE 2017.
"""

from __future__ import annotations

import gzip
import io
import time
from dataclasses import dataclass
from typing import Any, cast

__all__ = [
    "LratError",
    "LratResult",
    "MAX_BYTES",
    "MAX_LINE",
    "MAX_LINES",
    "check",
    "gzip_lines",
    "parse_line",
    "read_gzip",
    "trim",
]

MAX_BYTES = 64 * 2**20  # decompressed proof text, per proof (the largest committed: 1.3 MB)
MAX_LINES = 2_000_000
MAX_LINE = 2**20  # characters in one step


class LratError(ValueError):
    """A malformed or wrong LRAT proof (the message names the line)."""


@dataclass(frozen=True)
class LratResult:
    ok: bool
    lemmas: int
    deletions: int
    message: str
    timed_out: bool = False
    lines: int = 0


def read_gzip(path: Any, max_bytes: int = MAX_BYTES) -> list[str]:
    """The lines of a gzipped text proof, refusing more than ``max_bytes`` decompressed (a gzip
    bomb) and anything that is not gzip or not ASCII, with :class:`LratError`."""
    try:
        with gzip.open(path, "rb") as fh:
            data = fh.read(max_bytes + 1)
    except (OSError, EOFError, gzip.BadGzipFile) as e:
        raise LratError(f"{path}: not a readable gzip file ({e})") from None
    if len(data) > max_bytes:
        raise LratError(f"{path}: more than {max_bytes} bytes when decompressed")
    try:
        return cast(list[str], data.decode("ascii").splitlines())
    except UnicodeDecodeError:
        raise LratError(f"{path}: not ASCII text") from None


def _ints(tokens: list[str], lineno: int) -> list[int]:
    try:
        return [int(t) for t in tokens]
    except ValueError:
        raise LratError(f"line {lineno}: not an integer in {' '.join(tokens)[:80]!r}") from None


def parse_line(line: str, lineno: int = 0) -> Any:
    """``("a", id, lits, hints)`` or ``("d", id, ids)`` or None (blank or comment)."""
    if len(line) > MAX_LINE:
        raise LratError(f"line {lineno}: longer than {MAX_LINE} characters")
    tok = line.split()
    if not tok or tok[0] == "c":
        return None
    if len(tok) >= 2 and tok[1] == "d":
        nums = _ints(tok[2:], lineno)
        cid = _ints(tok[:1], lineno)[0]
        if not nums or nums[-1] != 0 or 0 in nums[:-1]:
            raise LratError(f"line {lineno}: a deletion lists clause ids and ends with one 0")
        if any(i < 0 for i in nums):
            raise LratError(f"line {lineno}: negative clause id in a deletion")
        return ("d", cid, nums[:-1])
    nums = _ints(tok, lineno)
    if nums[0] <= 0:
        raise LratError(f"line {lineno}: a step starts with a positive clause id, got {nums[0]}")
    zeros = [k for k, v in enumerate(nums) if v == 0]
    if len(zeros) != 2 or zeros[1] != len(nums) - 1:
        raise LratError(f"line {lineno}: an addition is '<id> <literals> 0 <hints> 0' with exactly two 0s")
    lits, hints = nums[1 : zeros[0]], nums[zeros[0] + 1 : -1]
    if any(h < 0 for h in hints):
        raise LratError(f"line {lineno}: RAT hints (negative ids) are not accepted; the proof must be RUP-only")
    return ("a", nums[0], lits, hints)


def check(clauses: Any, proof_lines: Any, *, deadline: float | None = None, max_lines: int = MAX_LINES) -> LratResult:
    """Check that ``proof_lines`` (text LRAT) refutes ``clauses`` (lists of non-zero ints, ids 1..m).

    Returns ``ok`` only when the empty clause is added with valid hints; any malformed step is a
    rejection with its line in ``message``; past ``deadline`` the result is ``timed_out`` (not ok)."""
    try:
        return _check(clauses, proof_lines, deadline, max_lines)
    except LratError as e:
        return LratResult(False, 0, 0, str(e))


def _check(clauses: Any, proof_lines: Any, deadline: Any, max_lines: Any) -> LratResult:
    db: dict[int, tuple[int, ...]] = {}
    for k, cl in enumerate(clauses, 1):
        cl = tuple(cl)
        if not cl:
            return LratResult(True, 0, 0, "the formula contains the empty clause")
        db[k] = cl
    last = len(db)
    deleted: dict[int, int] = {}  # id -> line deleted at
    lemmas = dels = 0
    lineno = 0
    for lineno, line in enumerate(proof_lines, 1):
        if lineno > max_lines:
            raise LratError(f"more than {max_lines} lines")
        if deadline is not None and not lineno % 2048 and time.monotonic() > deadline:
            return LratResult(
                False,
                lemmas,
                dels,
                f"cut short at the time limit after {lemmas} lemmas (line {lineno})",
                timed_out=True,
                lines=lineno,
            )
        step = parse_line(line, lineno)
        if step is None:
            continue
        if step[0] == "d":
            for i in step[2]:
                if db.pop(i, None) is None:
                    raise LratError(f"line {lineno}: deletes clause {i}, which {_why_missing(i, deleted, last)}")
                deleted[i] = lineno
                dels += 1
            continue
        _, cid, lits, hints = step
        if cid <= last:
            raise LratError(f"line {lineno}: clause id {cid} is not above every earlier id ({last})")
        true: set[int] = set()
        taut = False
        for l in lits:
            if l in true:
                taut = True  # l and -l both in the clause: valid without hints
            true.add(-l)
        if not taut:
            conflict = False
            for h in hints:
                cl = db.get(h)
                if cl is None:
                    raise LratError(f"line {lineno}: clause {cid}: hint {h} {_why_missing(h, deleted, last)}")
                unit = 0
                for l in cl:
                    if l in true:
                        raise LratError(
                            f"line {lineno}: clause {cid}: hint {h} ({' '.join(map(str, cl))}) is satisfied, it "
                            "propagates nothing"
                        )
                    if -l not in true:
                        if unit and unit != l:
                            raise LratError(
                                f"line {lineno}: clause {cid}: hint {h} ({' '.join(map(str, cl))}) has two open "
                                "literals, it is not unit"
                            )
                        unit = l
                if not unit:
                    conflict = True
                    break
                true.add(unit)
            if not conflict:
                raise LratError(f"line {lineno}: clause {cid}: its hints end without a conflict, it is not RUP by them")
        lemmas += 1
        if not lits:
            return LratResult(True, lemmas, dels, f"empty clause derived after {lemmas} lemmas", lines=lineno)
        db[cid] = tuple(lits)
        last = cid
    if lineno == 0:
        return LratResult(False, 0, 0, "the proof is empty")
    return LratResult(False, lemmas, dels, "the proof ends without deriving the empty clause", lines=lineno)


def _why_missing(i: int, deleted: dict[Any, Any], last: int) -> str:
    if i in deleted:
        return f"was deleted at line {deleted[i]}"
    return "is no clause of the formula or the proof" if i > 0 else "is not a clause id"


def trim(lines: Any) -> list[str]:
    """Keep only the steps the empty clause depends on (backwards from its hints), each clause
    deleted right after its last use; ids are kept, so the result is checked as any proof (nothing
    here is trusted). A generation step: it shrinks what :func:`check` reads."""
    steps = [s for k, ln in enumerate(lines, 1) if (s := parse_line(ln, k)) is not None and s[0] == "a"]
    by_id = {s[1]: s for s in steps}
    end = next((s for s in steps if not s[2]), None)
    if end is None:
        raise LratError("the proof derives no empty clause: nothing to trim towards")
    need = {end[1]}
    todo = [end[1]]
    while todo:
        s = by_id.get(todo.pop())
        if s is None:
            continue
        for h in s[3]:
            if h not in need:
                need.add(h)
                todo.append(h)
    kept = [s for s in steps if s[1] in need and s[1] <= end[1]]
    last_use: dict[int, int] = {}
    for k, s in enumerate(kept):
        for h in s[3]:
            last_use[h] = k
    dying: dict[int, list[int]] = {}
    for h, k in last_use.items():
        dying.setdefault(k, []).append(h)
    out = []
    for k, (_, cid, lits, hints) in enumerate(kept):
        out.append(" ".join(map(str, [cid, *lits, 0, *hints, 0])))
        if k in dying and cid != end[1]:
            out.append(f"{cid} d " + " ".join(map(str, sorted(dying[k]))) + " 0")
    return out


def gzip_lines(lines: Any) -> bytes:
    """Gzip proof lines reproducibly (mtime 0, no file name)."""
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0, filename="") as gz:
        gz.write(("\n".join(lines) + "\n").encode())
    return buf.getvalue()
