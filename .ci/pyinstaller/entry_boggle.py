"""The bundle's ``boggle``: the CLI, as the ``boggle`` console script runs it."""
import multiprocessing
import sys

from core.cli.main import main

if __name__ == "__main__":
    # Proof workers are spawned processes: in a frozen program they re-enter here first.
    multiprocessing.freeze_support()
    sys.exit(main())
