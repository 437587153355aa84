"""Fractional covers of a GSEN, re-checked exactly: what bounds every weighting certificate from above.

A *fractional cover* puts a weight x_c >= 0 on configurations so that every (input, output) pair is
delivered with total weight at least 1; its value is sum x_c. Every weighting certificate of
:mod:`.exact` (and every counting bound of :mod:`.bounds`) is a feasible dual of this LP, so none
proves more than ceil(value): a fractional cover of value N shows that the LP route cannot lift
R(N) above the counting bound N.

The certificate is compact because of the tags: with N = 2^a m and tag F = 2^a q + r (r < 2^a), the
destination of input i is 2^a ((2^(n-a) i + q) mod m) + r, so the last a stages only choose r. A
*prefix* (the states of the first n - a stages) is expanded into the 2^a configurations whose last a
stages are all 0 or all 1 per stage (stage control), each with the prefix's weight; for a fixed
prefix, input i then meets every r once. With ``mirror`` each prefix also stands for its image under
the complement automorphism (switch y -> N/2 - 1 - y, states kept), with the same weight.

:func:`check` trusts none of this: it expands the listed prefixes into full configurations, realizes
every one with :func:`gsen.realize` and sums the integer weights per pair (Python integers, so the
sums are exact). Imports no solver.
"""

from __future__ import annotations

import gzip
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from alltoall.spec.errors import ParameterError, require, require_int
from alltoall.spec.topologies import gsen

__all__ = ["MAX_BYTES", "check", "expand", "load"]


def expand(net: gsen.GSEN, cert: dict[str, Any]) -> tuple[np.ndarray, list[int]]:
    """Full configurations ``states[k, stage, switch]`` of a certificate and their integer weights
    (over the certificate's denominator)."""
    free = require_int(cert.get("free_stages"), "free_stages", 0)
    require(free < net.n and net.N % (1 << free) == 0, "free_stages", f"2^free_stages must divide N = {net.N}")
    parts = cert.get("prefixes")
    if not isinstance(parts, list) or not parts:
        raise ParameterError("prefixes", 'expected a list of ["h0/h1/...", integer weight]')
    L = net.n - free
    mirror = cert.get("mirror", False)
    if not isinstance(mirror, bool):
        raise ParameterError("mirror", f"expected true or false, got {mirror!r}")
    tails = [np.array([[(C >> (free - 1 - s)) & 1] * net.half for s in range(free)]) for C in range(1 << free)]
    states, weights = [], []
    for part in parts:
        if not isinstance(part, list) or len(part) != 2 or not isinstance(part[0], str):
            raise ParameterError("prefixes", f'a prefix is ["h0/h1/...", weight], got {part!r}'[:200])
        hexes = part[0].split("/")
        if len(hexes) != L:
            raise ParameterError("prefixes", f"a prefix of {net} has {L} stages, got {part[0]!r}")
        rows = []
        for h in hexes:
            try:
                v = int(h, 16)
            except ValueError:
                raise ParameterError("prefixes", f"{h!r} is not a hexadecimal state number") from None
            if v < 0 or v >> net.half:
                raise ParameterError("prefixes", f"{h!r} is not a state number of the {net.half} switches of a stage")
            rows.append([(v >> y) & 1 for y in range(net.half)])
        w = require_int(part[1], "weight", 0)
        A = np.array(rows, dtype=np.int64)
        for P in (A, A[:, ::-1]) if mirror else (A,):
            for T in tails:
                states.append(np.concatenate([P, T.reshape(free, net.half)]) if free else P)
                weights.append(w)
    return np.stack(states), weights


def check(cert: dict[str, Any]) -> tuple[bool, Fraction, str]:
    """``(valid, value, message)``: every pair is delivered with weight >= 1; ``value`` = the total weight."""
    net = gsen.GSEN(require_int(cert.get("N"), "N", 2))
    den = require_int(cert.get("denominator"), "denominator", 1)
    states, weights = expand(net, cert)
    perms = gsen.realize(net, states)
    cover = [[0] * net.N for _ in range(net.N)]
    for perm, w in zip(perms.tolist(), weights):
        for i, j in enumerate(perm):
            cover[i][j] += w
    low = min(min(row) for row in cover)
    value = Fraction(sum(weights), den)
    if low < den:
        i, j = next((i, j) for i in range(net.N) for j in range(net.N) if cover[i][j] == low)
        return False, value, f"pair ({i}, {j}) is delivered with weight {Fraction(low, den)} < 1"
    exact = all(v == den for row in cover for v in row)
    return (
        True,
        value,
        f"{len(weights)} configurations of {net} with weights over a denominator of {len(str(den))} digits deliver "
        f"every pair with weight {'exactly' if exact else 'at least'} 1: a fractional cover of value {value}, so no "
        f"weighting certificate proves more than R({net.N}) >= {-(-value.numerator // value.denominator)}",
    )


#: The most a gzipped certificate may expand to (the largest committed one is about 0.2 MB).
MAX_BYTES = 8 << 20


def load(path: Any) -> dict[str, Any]:
    """A fractional cover certificate (JSON, gzipped when the name ends in ``.gz``); :class:`ParameterError` if
    unreadable."""
    p = Path(path)
    try:
        if p.suffix == ".gz":
            with gzip.open(p, "rb") as fh:
                raw = fh.read(MAX_BYTES + 1)
            if len(raw) > MAX_BYTES:
                raise ValueError(f"more than {MAX_BYTES} bytes once expanded")
            cert = json.loads(raw)
        else:
            cert = json.loads(p.read_text())
    except (OSError, ValueError, EOFError) as e:
        raise ParameterError("certificate", f"{p.name}: not a readable JSON file ({e})") from None
    if not isinstance(cert, dict):
        raise ParameterError("certificate", f"{p.name}: expected an object")
    return cert
