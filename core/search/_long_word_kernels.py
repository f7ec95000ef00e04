"""Private numba kernels of the long-word search: a board's simple paths and the boards words make on them.

Flat arrays in, flat arrays out. A path is a row of int8 cells in walking order; a board is a
row of int8 face codes (:mod:`core.engine.board`). The public wrapper is
:mod:`core.search.long_word`.
"""
import numpy as np
from numba import njit


@njit(cache=True, nogil=True)
def simple_paths(nbrs, deg, length, out):
    """Every directed simple path of ``length`` cells, each step to one of the cell's neighbours.

    An iterative depth-first search with an explicit stack (the cell and the next neighbour to
    try at each depth); neighbours are ascending, so paths come in lexicographic order. The
    first ``out.shape[0]`` paths are written to ``out`` (int8, ``(cap, length)``); the return
    value is how many there are, so a caller whose ``out`` was too small asks again.
    """
    ncells = deg.shape[0]
    path = np.empty(length, np.int64)
    next_nbr = np.empty(length, np.int64)
    used = np.zeros(ncells, np.bool_)
    total = 0
    for start in range(ncells):
        depth = 0
        path[0] = start
        next_nbr[0] = 0
        used[start] = True
        while depth >= 0:
            cell = path[depth]
            if depth == length - 1:
                if total < out.shape[0]:
                    for k in range(length):
                        out[total, k] = path[k]
                total += 1
                used[cell] = False
                depth -= 1
                continue
            k = next_nbr[depth]
            while k < deg[cell] and used[nbrs[cell, k]]:
                k += 1
            if k == deg[cell]:
                used[cell] = False
                depth -= 1
                continue
            next_nbr[depth] = k + 1
            step = nbrs[cell, k]
            depth += 1
            path[depth] = step
            next_nbr[depth] = 0
            used[step] = True
    return total


@njit(cache=True, nogil=True)
def smallest_images(paths, symmetries, keep):
    """``keep[i]``: whether path ``i`` is the smallest of its images under ``symmetries``.

    The image of a path ``p`` under a symmetry row ``s`` is the path ``s[p[0]], s[p[1]], ...``;
    the rows form a group, so these images are the whole orbit of ``p``, and exactly one
    member of each orbit is kept.
    """
    for i in range(paths.shape[0]):
        smallest = True
        for s in range(1, symmetries.shape[0]):
            for k in range(paths.shape[1]):
                image = symmetries[s, paths[i, k]]
                if image != paths[i, k]:
                    if image < paths[i, k]:
                        smallest = False
                    break
            if not smallest:
                break
        keep[i] = smallest


@njit(cache=True, nogil=True)
def place_words(forms, paths, free, fills, first, out):
    """Boards ``first, first + 1, ...`` of the search space, one per row of ``out``.

    Board ``g`` is word ``g // (npaths * nfills)`` of ``forms`` (int8 letter codes, one row a
    word) laid along path ``(g // nfills) % npaths`` of ``paths``, with the cells of row
    ``free`` of that path (the cells it misses) filled by row ``g % nfills`` of ``fills``.
    """
    npaths = paths.shape[0]
    nfills = fills.shape[0]
    for r in range(out.shape[0]):
        g = first + r
        fill = g % nfills
        p = (g // nfills) % npaths
        w = g // (nfills * npaths)
        for k in range(paths.shape[1]):
            out[r, paths[p, k]] = forms[w, k]
        for k in range(free.shape[1]):
            out[r, free[p, k]] = fills[fill, k]
