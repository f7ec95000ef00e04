"""Slow, obviously correct references for the kernels.

Nothing here is fast or clever: plain recursion over plain Python sets, so that
kernels can be checked against it.
"""
from __future__ import annotations

import unicodedata
from itertools import product


def spelled_in(word: str, language) -> str | None:
    """``word`` as a board of ``language`` spells it, by hand: each character NFC'd and
    lower-cased, then kept if it is one of the language's letters or replaced by its
    fold; any other character and the word is no word. ``language`` is anything with
    ``letters`` (str), ``fold`` (mapping) and ``qu_cell`` (bool), or None for English."""
    if language is None:
        return word
    out = []
    for ch in unicodedata.normalize("NFC", word):
        for low in ch.lower():
            if low in language.letters:
                out.append(low)
            elif low in language.fold:
                out.append(language.fold[low])
            else:
                return None
    return "".join(out)


def boggle_form(word: str, language=None) -> str | None:
    """The rules, spelled out: 3+ letters, a-z only, every q followed by u; qu -> q.

    With a ``language`` (see :func:`spelled_in`): the word is spelled in it first, its
    letters replace a-z, and the q rule and qu -> q hold only where q is the Qu cell.
    """
    if language is not None:
        word = spelled_in(word, language)
        if word is None:
            return None
    letters = "abcdefghijklmnopqrstuvwxyz" if language is None else language.letters
    qu_cell = language is None or language.qu_cell
    if len(word) < 3:
        return None
    if any(ch not in letters for ch in word):
        return None
    if not qu_cell:
        return word
    for i, ch in enumerate(word):
        if ch == "q" and word[i + 1: i + 2] != "u":
            return None
    return word.replace("qu", "q")


def neighbours(width: int, height: int, cell_xy) -> dict[int, set[int]]:
    """Adjacency by coordinates: cells whose columns and rows differ by at most one."""
    cells = range(width * height)
    return {a: {b for b in cells if b != a and abs(cell_xy[a][0] - cell_xy[b][0]) <= 1
                and abs(cell_xy[a][1] - cell_xy[b][1]) <= 1} for a in cells}


def cell_coordinates(width: int, height: int) -> list[tuple[int, int]]:
    """Square boards are read row by row, others column by column."""
    if width == height:
        return [(i % width, i // width) for i in range(width * height)]
    return [(i // height, i % height) for i in range(width * height)]


def word_points(word: str, min_length: int = 3, table=(0, 0, 0, 1, 1, 2, 3, 5, 11)) -> int:
    n = len(word)  # the spelled word: "qu" is two letters
    if n < min_length:
        return 0
    return table[min(n, len(table) - 1)]


class NaiveDictionary:
    """The word list as two plain sets: accepted forms (-> spelling) and every prefix.

    ``language`` as in :func:`boggle_form` (None: English); a word's spelling is then the
    board's (folded) spelling.
    """

    def __init__(self, words, language=None):
        self.forms: dict[str, str] = {}
        for w in words:
            f = boggle_form(w, language)
            if f is not None:
                self.forms.setdefault(f, w if language is None else spelled_in(w, language))
        self.prefixes = {f[:i] for f in self.forms for i in range(1, len(f) + 1)}


# Super Big Boggle's two-letter faces as board strings write them, and the blank face.
FACE_TEXT = {"1": "an", "2": "er", "3": "he", "4": "in", "5": "th", "#": ""}


def board_cells(board) -> list[str]:
    """The trie text of every cell: a letter (``q`` for Qu), two letters, or ``''`` (blank).

    ``board`` is a board string (digits 1-5 for An Er He In Th, ``#`` blank) or a list of cell texts.
    """
    if isinstance(board, str):
        return [FACE_TEXT.get(ch, ch) for ch in board]
    return list(board)


def find_words(board, width: int, height: int, words, language=None) -> dict[str, list[int]]:
    """Every word of ``words`` (spelled with qu) on ``board``, with one path each.

    ``board`` as in :func:`board_cells`: a two-letter cell adds both its letters, a blank cell
    is in no word; an extra letter (ä) is a cell of its own. ``words`` is an iterable of words
    (read in ``language``, None for English) or a prepared :class:`NaiveDictionary`.
    """
    d = words if isinstance(words, NaiveDictionary) else NaiveDictionary(words, language)
    cells = board_cells(board)
    forms, prefixes = d.forms, d.prefixes
    adj = neighbours(width, height, cell_coordinates(width, height))
    found: dict[str, list[int]] = {}

    def walk(path: list[int], text: str) -> None:
        if text not in prefixes:
            return
        if text in forms and forms[text] not in found:
            found[forms[text]] = list(path)
        for nxt in adj[path[-1]]:
            if nxt not in path and cells[nxt]:
                path.append(nxt)
                walk(path, text + cells[nxt])
                path.pop()

    for start in range(len(cells)):
        if cells[start]:
            walk([start], cells[start])
    return found


def score_board(board: str, width: int, height: int, words, min_length: int = 3, language=None) -> int:
    return sum(word_points(w, min_length) for w in find_words(board, width, height, words, language))


def can_roll(board: str, dice: list[str]) -> bool:
    """Brute force: try every assignment of dice to cells (tiny cases only)."""
    from itertools import permutations
    return any(all(board[i] in dice[d] for i, d in enumerate(perm))
               for perm in permutations(range(len(dice))))


def all_boards(letter_sets: list[str]):
    """Every board of a class (each cell picks one of its letters)."""
    for combo in product(*letter_sets):
        yield "".join(combo)


def board_census(boards: list[str], width: int, height: int, words, min_length: int = 3):
    """Per board: score, number of words, set of word lengths; and per word the boards holding it.

    Plain loops over :func:`find_words` (lengths count Qu as two letters).
    Returns ``(scores, word_counts, length_sets, boards_holding)``.
    """
    d = words if isinstance(words, NaiveDictionary) else NaiveDictionary(words)
    scores, counts, length_sets = [], [], []
    holding: dict[str, int] = {}
    for board in boards:
        found = [w for w in find_words(board, width, height, d) if len(w) >= min_length]
        scores.append(sum(word_points(w, min_length) for w in found))
        counts.append(len(found))
        length_sets.append({len(w) for w in found})
        for w in found:
            holding[w] = holding.get(w, 0) + 1
    return scores, counts, length_sets, holding


def share_below(score: int, scores) -> float:
    """Percent of ``scores`` strictly below ``score``, by counting."""
    scores = list(scores)
    return 100.0 * sum(1 for s in scores if s < score) / len(scores)


def dedup_multi_score(board: str, width: int, height: int, words, min_length: int = 3,
                      avoid: frozenset[int] = frozenset()) -> int:
    """De-duplicated Multiboggle: each word counts once per distinct set of cells spelling it.

    Only paths that use none of the cells in ``avoid`` count.
    """
    d = words if isinstance(words, NaiveDictionary) else NaiveDictionary(words)
    adj = neighbours(width, height, cell_coordinates(width, height))
    found: set[tuple[str, frozenset]] = set()

    def walk(path: list[int], text: str) -> None:
        if text not in d.prefixes:
            return
        if text in d.forms:
            found.add((text, frozenset(path)))
        for nxt in adj[path[-1]]:
            if nxt not in path and nxt not in avoid:
                path.append(nxt)
                walk(path, text + board[nxt])
                path.pop()

    for start in range(len(board)):
        if start not in avoid:
            walk([start], board[start])
    return sum(word_points(d.forms[w], min_length) for w, _ in found)


def compare_rounds(mine, theirs, points) -> dict:
    """Two players' words on one board: each word put in the list of who found it, and each list's points."""
    out = {"both": [], "only_mine": [], "only_theirs": []}
    for word in sorted(set(mine) | set(theirs)):
        if word in mine and word in theirs:
            out["both"].append(word)
        elif word in mine:
            out["only_mine"].append(word)
        else:
            out["only_theirs"].append(word)
    totals = {key: 0 for key in out}
    for key, words in out.items():
        for word in words:
            totals[key] += points[word]
    return {"words": out, "points": totals}


def trie_layout(forms: list[str], code) -> tuple[list[int], list[int]]:
    """The trie of distinct ``forms`` (word id = position) as ``(node_info, node_word)``, by hand.

    A trie of nested dicts; then each node in preorder (root first, children in letter order
    by ``code``) places its children in the next free block: ``node_info`` is ``first child
    << 32 | bit mask of the children's letter codes``, ``node_word`` the id of the word ending
    at the node or -1.
    """
    root: dict = {}
    for wid, form in enumerate(forms):
        node = root
        for ch in form:
            node = node.setdefault(ch, {})
        node[None] = wid
    info, words = [0], [-1]

    def place(node: dict, nid: int) -> None:
        kids = sorted((ch for ch in node if ch is not None), key=code)
        first = len(info)
        info.extend([0] * len(kids))
        words.extend([-1] * len(kids))
        info[nid] = (first << 32) | sum(1 << code(ch) for ch in kids)
        words[nid] = node.get(None, -1)
        for k, ch in enumerate(kids):
            place(node[ch], first + k)

    place(root, 0)
    return info, words


def cell_symmetries(width: int, height: int) -> list[list[int]]:
    """The rotations and reflections of the board as cell permutations, worked out from coordinates
    (all 8 of a square; the 4 of a rectangle that keep its shape)."""
    xy = cell_coordinates(width, height)
    index = {p: i for i, p in enumerate(xy)}
    w, h = width - 1, height - 1
    moves = [lambda x, y: (x, y), lambda x, y: (w - x, y), lambda x, y: (x, h - y), lambda x, y: (w - x, h - y)]
    if width == height:
        moves += [lambda x, y: (y, x), lambda x, y: (h - y, x), lambda x, y: (y, w - x), lambda x, y: (h - y, w - x)]
    return [[index[move(*xy[i])] for i in range(width * height)] for move in moves]


def simple_paths(width: int, height: int, cells: int) -> list[tuple[int, ...]]:
    """Every directed path of ``cells`` distinct cells, each step to a neighbour (plain recursion)."""
    adj = neighbours(width, height, cell_coordinates(width, height))
    paths = []

    def walk(path: list[int]) -> None:
        if len(path) == cells:
            paths.append(tuple(path))
            return
        for nxt in adj[path[-1]]:
            if nxt not in path:
                walk(path + [nxt])

    for start in range(width * height):
        walk([start])
    return paths


def long_word_boards(words, width: int, height: int, length: int, max_free: int, fill_letters: str,
                     min_length: int = 3) -> list[tuple[str, int, str]]:
    """Every board holding a word of ``length`` letters (English, qu two letters) along a path, the cells
    it misses (at most ``max_free``) filled every way from ``fill_letters``: ``(canonical board, score,
    smallest such word)``, best first, then board text. Canonical: the smallest of the board's images."""
    d = NaiveDictionary(words)
    symmetries = cell_symmetries(width, height)
    ncells = width * height
    found: dict[str, tuple[int, str]] = {}
    for word in words:
        form = boggle_form(word)
        if len(word) != length or form is None or not ncells - max_free <= len(form) <= ncells:
            continue
        for path in simple_paths(width, height, len(form)):
            free = [c for c in range(ncells) if c not in path]
            for fill in product(fill_letters, repeat=len(free)):
                cells = [""] * ncells
                for cell, ch in zip(path + tuple(free), form + "".join(fill)):
                    cells[cell] = ch
                board = min("".join(cells[p[i]] for i in range(ncells)) for p in symmetries)
                if board in found:
                    found[board] = (found[board][0], min(found[board][1], word))
                else:
                    found[board] = (score_board(board, width, height, d, min_length), word)
    return sorted(((b, s, w) for b, (s, w) in found.items()), key=lambda t: (-t[1], t[0]))


def sorted_path_records(records) -> list[tuple[tuple[int, ...], int]]:
    """Path records ``(key, word id, points)`` (``key`` a tuple of the path's key words, no payload)
    sorted by key, one per key: its points the sum over the distinct words on that path (a word
    found twice on the same cells counts once; its points are the same each time)."""
    words: dict[tuple[int, ...], dict[int, int]] = {}
    for key, wid, pts in records:
        words.setdefault(key, {}).setdefault(wid, pts)
    return [(key, sum(words[key].values())) for key in sorted(words)]
