"""The app's style sheets, installed as the package ``boggle_gui.resources``.

pyproject.toml maps this folder onto that name so wheels carry them; code reads
them with :mod:`importlib.resources`, never by path.
"""
