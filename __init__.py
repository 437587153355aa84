"""alltoall-proofs: executable specifications of all-to-all communication theorems.

Subpackages: :mod:`alltoall.spec` (topologies, switch states, algorithms; no solver),
:mod:`alltoall.checkers` (brute force, Z3, SymPy, Hypothesis engines) and
:mod:`alltoall.proofs` (claim registry, runner, CLI, reports).
"""

__version__ = "0.1.0"
