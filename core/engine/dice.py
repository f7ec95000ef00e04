"""Hasbro dice sets, rolling, and "can these dice roll this board".

Faces are board-string characters (see :mod:`core.engine.board`): a letter, ``q`` the
Qu face, ``1``-``5`` the two-letter faces An Er He In Th and ``#`` a blank face (only
Super Big Boggle has those). Sources are given per set.

The English sets are written here; other languages declare theirs in
``languages.toml`` (``[<code>.dice.<key>]``), registered as ``<code>-<key>``
(``de-classic``) with the language's letters (``ä``...) as faces.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .board import BoardError, Geometry, face_letters, geometry, letters_to_string, string_to_letters
from .language import DEFAULT_LANGUAGE, FACE_CHARACTERS, LANGUAGES, Language, LanguageError, get_language

__all__ = ["DiceSet", "DICE_SETS", "get_dice_set", "roll", "roll_many", "can_roll", "dice_sets_for"]


@dataclass(frozen=True)
class DiceSet:
    """A set of dice for one board size.

    Attributes
    ----------
    key : str
        Short name used on the command line (``new``, ``classic``, ``big``, ``superbig``).
    name : str
        Display name.
    width, height : int
    dice : tuple of str
        Six faces per die as board-string characters: lower-case letters, ``q`` the
        Qu face, ``1``-``5`` An Er He In Th, ``#`` a blank face.
    rules : str
        Name of the game's scoring rules (see :mod:`core.engine.rules`).
    source : str
    language : str
        Code of the language whose letters the faces are (``"en"``).
    origin : str
        ``"published"`` (a sold edition's dice), ``"designed"`` (built to roll boards like
        the English New dice) or ``"frequencies"`` (built from the language's letter
        frequencies), as the source says.
    """

    key: str
    name: str
    width: int
    height: int
    dice: tuple[str, ...]
    rules: str
    source: str
    language: str = DEFAULT_LANGUAGE
    origin: str = "published"

    def __post_init__(self):
        if len(self.dice) != self.width * self.height:
            raise ValueError(f"dice set {self.key!r}: a {self.width}x{self.height} board needs "
                             f"{self.width * self.height} dice, got {len(self.dice)}")
        letters = get_language(self.language).letters
        for d in self.dice:
            if len(d) != 6 or not (string_to_letters(d) >= 0).all() or any(
                    ch not in letters and ch not in FACE_CHARACTERS for ch in d):
                raise ValueError(f"dice set {self.key!r}: die {d!r} must have six faces, each a letter of "
                                 f"{get_language(self.language).name} or 1-5 or #")

    @property
    def geometry(self) -> Geometry:
        return geometry(self.width, self.height)

    def faces_array(self) -> np.ndarray:
        """int8 array (ndice, 6) of face codes (letters 0..25, two-letter and blank faces above)."""
        return string_to_letters("".join(self.dice)).reshape(-1, 6)

    def describe_die(self, k: int) -> str:
        """Die ``k`` as printed: ``'An Er He In Qu Th'``, a blank face as ``'_'``."""
        return " ".join(face_letters(ch, self.language).capitalize() or "_" for ch in self.dice[k])


def _dice(spec: str) -> tuple[str, ...]:
    return tuple(spec.lower().split())


DICE_SETS: dict[str, DiceSet] = {
    "classic": DiceSet(
        "classic", "4x4 Classic (1976)", 4, 4,
        # Source: the original Parker Brothers/Hasbro dice as listed in the
        # BoardGameGeek "letter distribution" thread (thread 300883), "Classic".
        _dice("aaciot abilty abjmoq acdemp acelrs adenvz ahmors biforx "
              "denosw dknotu eefhiy egkluy egintv ehinps elpstu gilruw"),
        "standard", "BoardGameGeek thread 300883, 'Boggle Classic'"),
    "new": DiceSet(
        "new", "4x4 New (1987)", 4, 4,
        # Source: the revised dice of the late-1980s editions (same BoardGameGeek
        # thread, "Boggle New"); the Qu face is on the HIMNQU die.
        _dice("aaeegn abbjoo achops affkps aoottw cimotu deilrx delrvy "
              "distty eeghnw eeinsu ehrtvw eiosst elrtty himnqu hlnnrz"),
        "standard", "BoardGameGeek thread 300883, 'Boggle New'"),
    "big": DiceSet(
        "big", "5x5 Big Boggle", 5, 5,
        # Source: Big Boggle (original edition), BoardGameGeek thread 300883.
        _dice("aaafrs aaeeee aafirs adennn aeeeem aeegmu aegmnn afirsy bjkqxz "
              "ccenst ceiilt ceilpt ceipst ddhnot dhhlor dhlnor dhlnor eiiitt "
              "emottt ensssu fiprsy gorrvw iprrry nootuw ooottu"),
        "big", "BoardGameGeek thread 300883, 'Big Boggle (original)'"),
    "superbig": DiceSet(
        "superbig", "6x6 Super Big Boggle", 6, 6,
        # Source: Super Big Boggle (Hasbro, 2011), 36 dice. One die shows the
        # two-letter faces An Er He In Qu Th ("12 3 4 q 5": 1 An, 2 Er, 3 He, 4 In,
        # q Qu, 5 Th) and one die E I O with three blank faces ("eio###").
        # Scoring (the Boggle rules sheets, e.g. the Hasbro 4x4 and Big Boggle sheets
        # on ultraboardgames.com, and the Big Boggle "Double Letter cube" rules): a
        # two-letter face counts as two letters toward a word's length, as Qu always
        # has; a word needs 4+ letters on Super Big Boggle ("superbig" rules); a blank
        # face is in no word.
        _dice("aaafrs aaeeee aaeeoo aafirs abdeio adennn aeeeem aeegmu aegmnn "
              "aeilmn aeinou afirsy 1234q5 bbjkxz ccenst cddlnn ceiitt ceipst "
              "cfgnuy ddhnot dhhlor dhhnow dhlnor ehilrs eiilst eilpst eio### "
              "emttto ensssu gorrvw hirstv hoprst iprsyy jkqwxz nootuw ooottu"),
        "superbig", "Super Big Boggle (2011) dice, with the An/Er/He/In/Qu/Th die and the EIO blank die"),
}


def _language_dice_sets(languages) -> dict[str, DiceSet]:
    """The dice sets the languages declare, as ``<code>-<key>``; checks every language's
    ``dice_sets`` names a known set."""
    found: dict[str, DiceSet] = {}
    for lang in languages:
        for spec in lang.dice:
            key = f"{lang.code}-{spec.key}"
            try:
                found[key] = DiceSet(key, spec.name, spec.width, spec.height, spec.faces, spec.rules,
                                     spec.source, lang.code, spec.origin)
                geometry(spec.width, spec.height)
            except (ValueError, BoardError) as exc:
                raise LanguageError(f"languages.toml [{lang.code}.dice.{spec.key}]: {exc}") from None
    return found


def _check_language_sets(languages: list[Language], sets: dict[str, DiceSet]) -> None:
    for lang in languages:
        for key in lang.dice_sets:
            if key not in sets:
                raise LanguageError(f"languages.toml [{lang.code}] dice_sets: unknown dice set {key!r}; "
                                    f"known: {', '.join(sets)}")
            if sets[key].language != lang.code:
                raise LanguageError(f"languages.toml [{lang.code}] dice_sets: {key!r} has "
                                    f"{get_language(sets[key].language).name} faces")


DICE_SETS.update(_language_dice_sets(LANGUAGES.values()))
_check_language_sets(list(LANGUAGES.values()), DICE_SETS)


def dice_sets_for(language: str | Language | None = None) -> list[DiceSet]:
    """The dice sets of a language (English if None), its default first."""
    return [DICE_SETS[key] for key in get_language(language).dice_sets]


def get_dice_set(key: str | DiceSet) -> DiceSet:
    """Look up a dice set by key; a :class:`DiceSet` passes through."""
    if isinstance(key, DiceSet):
        return key
    try:
        return DICE_SETS[key]
    except KeyError:
        raise ValueError(f"unknown dice set {key!r}; choose one of: {', '.join(DICE_SETS)}") from None


def roll(dice_set: str | DiceSet, rng: np.random.Generator | int | None = None) -> str:
    """Shuffle the dice into the cells and pick a face of each: a board string."""
    return letters_to_string(roll_many(dice_set, 1, rng)[0])


def roll_many(dice_set: str | DiceSet, n: int, rng: np.random.Generator | int | None = None) -> np.ndarray:
    """Roll ``n`` boards at once: int8 array of shape (n, ncells)."""
    ds = get_dice_set(dice_set)
    rng = np.random.default_rng(rng)
    faces = ds.faces_array()
    ndice = faces.shape[0]
    order = np.argsort(rng.random((n, ndice)), axis=1)  # a random permutation per board
    face = rng.integers(0, 6, size=(n, ndice))
    return faces[order, face].astype(np.int8)


def can_roll(dice_set: str | DiceSet, board: str) -> bool:
    """Whether some assignment of the dice to cells shows ``board``.

    A bipartite matching between cells and dice (each die used once, each cell
    needs a die that has its letter), by augmenting paths.
    """
    ds = get_dice_set(dice_set)
    if len(board) != len(ds.dice):
        return False
    return _max_matching(board, ds.dice) == len(board)


def _max_matching(board: str, dice: tuple[str, ...]) -> int:
    die_of_cell: dict[int, int] = {}
    cell_of_die: dict[int, int] = {}
    options = [[d for d, faces in enumerate(dice) if ch in faces] for ch in board]
    matched = 0
    for cell in range(len(board)):
        # Iterative augmenting-path search (Kuhn's algorithm).
        parent: dict[int, int] = {}
        stack = [(cell, iter(options[cell]))]
        seen: set[int] = set()
        found_die = -1
        while stack and found_die < 0:
            c, it = stack[-1]
            for d in it:
                if d in seen:
                    continue
                seen.add(d)
                parent[d] = c
                if d not in cell_of_die:
                    found_die = d
                    break
                stack.append((cell_of_die[d], iter(options[cell_of_die[d]])))
                break
            else:
                stack.pop()
        if found_die < 0:
            return matched  # this cell cannot be covered: no perfect matching
        d = found_die
        while True:
            c = parent[d]
            prev = die_of_cell.get(c)
            die_of_cell[c] = d
            cell_of_die[d] = c
            if prev is None:
                break
            d = prev
        matched += 1
    return matched
