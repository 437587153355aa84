"""Networks: the protocol (:mod:`.base`), the grid family (:mod:`.grid`), the multistage family
(:mod:`.multistage`), and networks of single papers built on them."""

__all__: list[str] = []
