"""One package per paper (``<citation key with _>/``), one module per section of the paper; each
package's ``PAPER`` (:class:`alltoall.proofs.registry.Paper`) declares its claims. Loaded recursively
by :func:`alltoall.proofs.registry.load_all`."""
