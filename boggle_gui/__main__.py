"""``python -m boggle_gui``: start the app, as ``boggle-gui`` does."""
import sys

from .app import main

sys.exit(main())
