"""The claim registry (:mod:`.registry`), the claims of each paper (:mod:`.claims`, one package per
paper), the runner (forked, killable), the CLI, the witness file (:mod:`.witness`), pictures and the
committed artifacts (ledger, counterexamples) with their staleness check."""
