"""``python -m alltoall``: the same CLI as the ``alltoall`` console script."""

from alltoall.proofs.cli import main

if __name__ == "__main__":
    main()
