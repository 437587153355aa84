"""Packages of the ``alltoall`` namespace, found from the folders (metadata is in pyproject.toml).

``alltoall`` is the repository root; ``alltoall.spec``, ``alltoall.checkers`` and ``alltoall.proofs``
are the folders ``spec/``, ``checkers/`` and ``proofs/``; every folder below them with an
``__init__.py`` is a subpackage. A new paper's claims package needs no edit here.
"""

from setuptools import find_packages, setup

TOP = ("spec", "checkers", "proofs")
packages = ["alltoall"] + [f"alltoall.{top}" for top in TOP]
packages += [f"alltoall.{top}.{sub}" for top in TOP for sub in find_packages(top)]
# Folders of data only (no __init__.py) that the installed package reads: named, so setuptools ships
# them as data packages instead of warning that Python would import them.
packages += ["alltoall.counterexamples", "alltoall.proofs.certificates", "alltoall.proofs.smt2"]
packages += ["alltoall.proofs.site.templates"]  # the claim atlas's templates, stylesheet and script
setup(packages=packages, package_dir={"alltoall": ".", **{f"alltoall.{top}": top for top in TOP}})
