"""Test configuration: Hypothesis profiles (``ci`` when CI is set: derandomized, no database)."""

import os

from hypothesis import settings

import alltoall.checkers.strategies  # noqa: F401  (registers the profiles)

settings.load_profile("ci" if os.environ.get("CI") else "dev")
