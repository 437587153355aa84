"""Where the repository is: the root every artifact path is relative to.

The package is the repository root (``setup.py`` maps ``alltoall`` onto it), so the root is the
folder of ``alltoall/__init__.py``; ``ALLTOALL_ROOT`` overrides it, for tests.
"""

from __future__ import annotations

import os
from pathlib import Path

import alltoall


def root() -> Path:
    """The repository root (``ALLTOALL_ROOT`` overrides it, for tests)."""
    env = os.environ.get("ALLTOALL_ROOT")
    if env:
        return Path(env)
    return Path(alltoall.__file__).resolve().parent
