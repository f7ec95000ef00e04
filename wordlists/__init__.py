"""The bundled word lists, installed as the package ``core.engine.bundled_wordlists``.

pyproject.toml maps this folder onto that name so wheels carry the lists and
their notices; code reads them with :mod:`importlib.resources`, never by path.
"""
