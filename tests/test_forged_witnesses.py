"""Forged witnesses are rejected: each forgery is made from a committed counterexample, its digest
recomputed the way the writer does (the digest is no protection), and ``alltoall replay`` must not
say "witness stands" nor exit 0. Replay re-derives from the claim, not from the file."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from alltoall.proofs import cli
from alltoall.proofs.witness import digest

ROOT = Path(__file__).resolve().parents[1]
CEX = ROOT / "counterexamples"

LITERAL = "liu-chen-chen-2007__thm2-literal.json"
SEMI_SCHEDULE = "chau-fu-2003__abstract-2n-passes-needed.json"
SWITCHES = "chau-fu-2003__abstract-switch-optimal.json"
RELATION = "chau-fu-2003__benes-twice-banyan-exact.json"
OTHER_RELATION = "chau-fu-2003__summary-twice-switches-exact.json"
NOT_BANYAN = "liu-chen-chen-2007__logN-stage-min-is-banyan.json"
DEPENDENCE = "massini-2003__topology-independent.json"
FIG3 = "chau-fu-2003__fig3-omega.json"
ROWS = "yang-wang-2000__constructions-identical-counting-order.json"
PROVED_OR_VERIFIED = (
    "liu-chen-chen-2007/thm2-omega-d2",
    "liu-chen-chen-2007/banyan-stages",
    "massini-2003/alg-delivers",
    "chau-fu-2003/fig3-baseline",
    "yang-wang-2000/first-construction-latin",
)


def _load(name: str) -> dict:
    return json.loads((CEX / name).read_text())


def _relation(name: str) -> str:
    return _load(name)["witness"]["data"].get("relation", "a relation copied from another claim")


def _set(path: str, value):
    def edit(doc):
        *keys, last = path.split(".")
        d = doc
        for k in keys:
            d = d[k]
        d[last] = value

    return edit


def _thm2_on_omega(doc):
    doc["claim"] = "liu-chen-chen-2007/thm2-omega-d2"
    doc["params"]["network"] = {"d": 2, "k": 2, "topology": "omega"}
    doc["witness"]["data"]["rounds"] = [-1, 3]


FORGERIES = [
    ("the issue's omega forgery", LITERAL, _thm2_on_omega),
    *[(f"claim swapped onto {cid}", LITERAL, _set("claim", cid)) for cid in PROVED_OR_VERIFIED],
    *[
        (f"{name} swapped onto {cid}", name, _set("claim", cid))
        for name in (NOT_BANYAN, DEPENDENCE, FIG3, ROWS)
        for cid in PROVED_OR_VERIFIED
    ],
    ("claimed_passes 16 -> 100", SEMI_SCHEDULE, _set("params.claimed_passes", 100)),
    ("claimed_minimum_switches 4 -> 1000", SWITCHES, _set("params.claimed_minimum_switches", 1000)),
    ("another claim's relation", RELATION, _set("witness.data.relation", _relation(OTHER_RELATION))),
    ("paper_says_crosstalk_free flipped", FIG3, _set("witness.data.paper_says_crosstalk_free", False)),
    ("negative round wraps", LITERAL, _set("witness.data.rounds", [-1, 3])),
    ("float round", LITERAL, _set("witness.data.rounds", [0, 1.7])),
    ("negative input", LITERAL, _set("witness.data.input", -1)),
    ("boolean input", LITERAL, _set("witness.data.input", True)),
    ("negative row", ROWS, _set("witness.data.row", -1)),
    ("semi-permutation with -5", FIG3, _set("witness.data.semi", [3, -5, 5, -1, 7, -1, 1, -1])),
    ("output edited (derived, not the point)", LITERAL, _set("witness.data.output", 2)),
    ("paths edited", NOT_BANYAN, _set("witness.data.paths", 7)),
    ("outputs edited", DEPENDENCE, _set("witness.data.outputs", [1, 1])),
    ("rendering edited", LITERAL, _set("witness.data.rendering", "all fine")),
    ("explanation edited", LITERAL, _set("explanation", "the paper is right after all")),
    ("verdict edited", LITERAL, _set("verdict", "proved")),
    ("statement edited", ROWS, _set("statement", "anything")),
    ("kind swapped", LITERAL, _set("witness.kind", "not-banyan")),
]


def _committed():
    names = {f[1] for f in FORGERIES}
    missing = sorted(n for n in names if not (CEX / n).is_file())
    return missing


@pytest.mark.parametrize("label,name,edit", FORGERIES, ids=[f[0] for f in FORGERIES])
def test_forgery_is_rejected(label, name, edit, tmp_path, capsys):
    if not (CEX / name).is_file():
        pytest.skip(f"{name} is no longer committed")
    doc = _load(name)
    forged = copy.deepcopy(doc)
    edit(forged)
    forged["digest"] = digest(forged["claim"], forged["params"], forged["witness"])  # as the writer does
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(forged))
    with pytest.raises(SystemExit) as e:
        cli.main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert e.value.code != 0, out
    assert "witness stands" not in out
    assert "Traceback" not in err
    if e.value.code == 1:  # a claim that declares the kind but states no domain: the alarm is loud, never a pass
        assert err.startswith("CONTRADICTION: ") and "states no domain check" in err, err
    else:
        assert e.value.code == 2 and err.startswith("error: ") and err.count("\n") == 1, err


@pytest.mark.parametrize("name", sorted({f[1] for f in FORGERIES}))
def test_the_committed_witnesses_themselves_stand(name, capsys):
    if not (CEX / name).is_file():
        pytest.skip(f"{name} is no longer committed")
    with pytest.raises(SystemExit) as e:
        cli.main(["replay", str(CEX / name)])
    out, err = capsys.readouterr()
    assert e.value.code == 0 and out.startswith("witness stands"), err


@pytest.fixture
def every_claim_declares_every_kind(monkeypatch):
    """The registry as it will be once every claim declares witnesses=: a refuted claim the kind of its
    committed witness, every other claim every kind (the worst case for a claim-id swap)."""
    from dataclasses import replace

    from alltoall.checkers import replay as replayers
    from alltoall.proofs import registry

    replayers.load()
    claims = registry.load_all()
    kinds = tuple(sorted(replayers.REPLAYERS))

    def own(c):
        path = CEX / f"{c.artifact_stem}.json"
        return (json.loads(path.read_text())["witness"]["kind"],) if path.is_file() else kinds

    declared = {cid: replace(c, witnesses=c.witnesses or own(c)) for cid, c in claims.items()}
    monkeypatch.setattr(registry, "_REGISTRY", declared)
    monkeypatch.setattr(registry, "load_all", lambda: dict(declared))


@pytest.mark.parametrize("label,name,edit", FORGERIES, ids=[f[0] for f in FORGERIES])
def test_forgery_is_rejected_once_claims_declare_their_kinds(
    label, name, edit, tmp_path, capsys, every_claim_declares_every_kind
):
    test_forgery_is_rejected(label, name, edit, tmp_path, capsys)


def test_the_issues_forgery_is_refused_for_its_negative_round(tmp_path, capsys, every_claim_declares_every_kind):
    doc = _load(LITERAL)
    _thm2_on_omega(doc)
    doc["digest"] = digest(doc["claim"], doc["params"], doc["witness"])
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SystemExit) as e:
        cli.main(["replay", str(path)])
    _, err = capsys.readouterr()
    assert e.value.code == 2 and "data.rounds: [0]: -1 is negative" in err
