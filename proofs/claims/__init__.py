"""One package per paper (``<citation key with _>/``), one module per section of the paper; each
package's ``PAPER`` (:class:`alltoall.proofs.registry.Paper`) declares its claims. Loaded recursively
by :func:`alltoall.proofs.registry.load_all`. A package may contribute commands to the ``alltoall`` CLI:
``COMMANDS``, a tuple of click commands in its ``cli`` module (``alltoall rn`` is ``chou_chen_2010``'s).
The picture renderers several papers share (:mod:`alltoall.proofs.drawings`) register here, with the
claims that ask for them."""

from alltoall.proofs import drawings  # noqa: F401  (the shared picture renderers register on import)
