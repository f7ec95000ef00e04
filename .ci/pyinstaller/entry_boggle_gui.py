"""The bundle's ``boggle-gui``: the app, as the ``boggle-gui`` GUI script runs it."""
import multiprocessing
import sys

from boggle_gui.app import main

if __name__ == "__main__":
    # The break window's workers are spawned processes: in a frozen program they re-enter here first.
    multiprocessing.freeze_support()
    sys.exit(main())
