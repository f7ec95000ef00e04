"""Rebuild the French, German, Spanish, Italian and Dutch word lists from Debian's word-list packages.

Standard library only, so it runs without the game installed. Usage::

    mkdir -p /tmp/langdebs && cd /tmp/langdebs
    apt-get download wfrench=1.2.7-2 wngerman=20161207-11 wspanish=1.0.30 witalian=1.10 wdutch=1:2.20.19-2
    python wordlists/build_languages.py --debs /tmp/langdebs            # writes wordlists/xx-*.txt
    python wordlists/build_languages.py --debs /tmp/langdebs --check    # exit 1 if a file differs
    python wordlists/build_languages.py dice de                         # the frequency-built dice of a language

The Spanish default list is expanded from a Hunspell dictionary instead (``hunspell`` below; needs the
``hunspell-es`` and ``hunspell-tools`` packages in the same folder)::

    python wordlists/build_languages.py --debs /tmp/langdebs hunspell es [--check]

The letters and fold map of each language are read from ``core/engine/languages.toml``, the file the
engine reads, so the lists keep exactly the words the engine can fold. The recipe, per list:

1. read the package's ``/usr/share/dict`` file from the ``.deb`` (checked against its SHA-256);
2. strip the line, Unicode NFC;
3. drop entries with an upper-case letter (proper nouns and abbreviations; German: see 4);
4. German capitalises every noun, so there an entry whose first letter alone is upper case is kept,
   lower-cased, unless it is a name (see ``_german_names``);
5. drop entries with a character that is neither a letter of the language nor a key of its fold map
   (digits, apostrophes, hyphens, spaces, dots, foreign letters), and entries without a vowel
   (abbreviations and units: km, bzw, pdf; a few interjections such as pst go with them);
6. keep the original spelling (accents): the engine folds when it loads the list;
7. sort by code point (the UTF-8 byte order), deduplicate, write UTF-8, one word a line.

The minimum length and the Qu rule are applied when the list is loaded, as for the English list.
See wordlists/README.md for sources, versions and licences, docs/languages.md for the choices.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import lzma
import re
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGUAGES_TOML = HERE.parent / "core" / "engine" / "languages.toml"


@dataclass(frozen=True)
class Source:
    """One Debian package and the list built from it."""

    language: str
    package: str
    version: str
    sha256: str
    member: str  # path of the word file inside the package
    output: str  # file name in wordlists/

    @property
    def pool_url(self) -> str:
        upstream = self.version.split(":")[-1]
        return (f"https://deb.debian.org/debian/pool/main/{self.package[0]}/{_source_name(self.package)}/"
                f"{self.package}_{upstream}_all.deb")


def _source_name(package: str) -> str:
    return {"wngerman": "igerman98", "wdutch": "dutch"}.get(package, package)


SOURCES = {
    "fr": Source("fr", "wfrench", "1.2.7-2",
                 "a5cbe63b988adbdb973983aab5b76fe2b715e9a37b012f31ad1e925b1a4b4c29",
                 "usr/share/dict/french", "fr-wfrench.txt"),
    "de": Source("de", "wngerman", "20161207-11",
                 "9053a69641bcf59233055f1b3ca341046751534b2b32d1e32c67b23ab9b98fec",
                 "usr/share/dict/ngerman", "de-wngerman.txt"),
    "es": Source("es", "wspanish", "1.0.30",
                 "a2b7504fb8c12deaf6c4e868f749a3d05a42caee348f0f5bb006238e925cde18",
                 "usr/share/dict/spanish", "es-wspanish.txt"),
    "it": Source("it", "witalian", "1.10",
                 "dc6eb1423726ce838332936db078406b646d0f3773701a5b1566a68495ddf076",
                 "usr/share/dict/italian", "it-witalian.txt"),
    "nl": Source("nl", "wdutch", "1:2.20.19-2",
                 "79dc0dbbd9b3e029ba84423a804c635aca87105521962f9b4c3023399c94dc35",
                 "usr/share/dict/dutch", "nl-wdutch.txt"),
}

#: An entry without one of these (after folding) is an abbreviation or a unit: km, bzw, pdf, hsl.
VOWELS = frozenset("aeiouyäöü")
#: Faces of a frequency-built set: 16 dice x 6 faces (a 4x4 board).
DICE, FACES = 16, 6
#: A letter needs this share of the list's letters (1 in 1,000) to get a face (Lexica drops letters of fewer than
#: 50 words for the same reason: a face nobody can use makes a dead cell).
MIN_FACE_SHARE = 0.001
#: wordfreq (Robyn Speer; code Apache-2.0, data CC BY-SA 4.0), whose word frequencies in running text weigh
#: the designed dice and choose the family lists: the version the committed files were built with.
WORDFREQ_VERSION = "3.1.1"


class BuildError(RuntimeError):
    """A missing or unexpected input; the message says which and what to do."""


# -- reading the packages --------------------------------------------------------------------------


def find_deb(debs: Path, source: Source) -> Path:
    """The package file in ``debs`` (apt-get download spells an epoch's colon as %3a)."""
    found = sorted(debs.glob(f"{source.package}_*.deb"))
    if not found:
        raise BuildError(f"no {source.package}_*.deb in {debs}: run "
                         f"'apt-get download {source.package}={source.version}' there, or fetch {source.pool_url}")
    for path in found:
        if hashlib.sha256(path.read_bytes()).hexdigest() == source.sha256:
            return path
    raise BuildError(f"{found[0].name}: not {source.package} {source.version} (SHA-256 differs); "
                     f"the committed list was built from {source.pool_url}")


def _ar_members(data: bytes):
    """(name, bytes) of each member of an ar archive (a .deb is one)."""
    if not data.startswith(b"!<arch>\n"):
        raise BuildError("not a Debian package (no ar header)")
    pos = 8
    while pos + 60 <= len(data):
        header = data[pos:pos + 60]
        name = header[:16].decode("ascii").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip())
        yield name, data[pos + 60:pos + 60 + size]
        pos += 60 + size + (size & 1)


def read_member(deb: Path, member: str) -> bytes:
    """The bytes of ``member`` (a path such as ``usr/share/dict/french``) in the .deb's data archive."""
    for name, blob in _ar_members(deb.read_bytes()):
        if name.startswith("data.tar"):
            if name.endswith(".xz"):
                blob = lzma.decompress(blob)
            elif not name.endswith(".tar"):
                raise BuildError(f"{deb.name}: unsupported data archive {name}")
            with tarfile.open(fileobj=io.BytesIO(blob)) as tar:
                for info in tar.getmembers():
                    if info.name.lstrip("./") == member:
                        return tar.extractfile(info).read()
            raise BuildError(f"{deb.name}: no {member}")
    raise BuildError(f"{deb.name}: no data archive")


def read_entries(debs: Path, language: str) -> list[str]:
    """The package's lines, stripped and NFC, empty lines dropped."""
    source = SOURCES[language]
    text = read_member(find_deb(debs, source), source.member).decode("utf-8")
    return [w for w in (unicodedata.normalize("NFC", line.strip()) for line in text.splitlines()) if w]


# -- the languages' letters --------------------------------------------------------------------------


def load_languages(path: Path = LANGUAGES_TOML) -> dict:
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def allowed_characters(table: dict) -> set[str]:
    return set(table["letters"]) | set(table.get("fold", {}))


def fold(word: str, table: dict) -> str:
    """The board letters of ``word`` (NFC, lower case, the fold map), as the engine folds."""
    mapping = table.get("fold", {})
    return "".join(mapping.get(ch, ch) for ch in unicodedata.normalize("NFC", word).lower())


# -- the recipe --------------------------------------------------------------------------------------


def _only_first_upper(word: str) -> bool:
    return word[0].isupper() and word[1:] == word[1:].lower()


def _german_names(german: list[str], others: list[str]) -> set[str]:
    """Capitalised German entries that are names of people, places or brands.

    German capitalises every noun, so case cannot tell ``Hund`` from ``Berlin``. The Dutch and
    Italian lists capitalise only names: a German entry spelled like one of their capitalised
    entries (that is not also a common word there: Dutch ``passage``) is taken as a name, with its
    genitive in -s (``Berlins``). A German noun that also has plural or case forms in the German
    list (``Hund``: ``Hunde``, ``Hundes``) or is such a form of a kept noun (``Damen``) is kept.
    """
    common = {w for w in others if w == w.lower()}
    gazetteer = {w for w in others if _only_first_upper(w) and w.lower() not in common}
    entries = set(german)
    nouns = {w for w in german if _only_first_upper(w)}
    endings = ("e", "en", "n", "es", "er", "ern", "s")
    umlaut = str.maketrans("aouAOU", "äöüÄÖÜ")

    def inflected(word: str) -> bool:
        if any(word + e in entries for e in ("e", "en", "n", "es")):
            return True
        for i in range(len(word) - 1, -1, -1):  # plural with umlaut: Mutter -> Mütter, Axt -> Äxte
            if word[i] in "aouAOU":
                mutated = word[:i] + word[i].translate(umlaut) + word[i + 1:]
                if any(mutated + e in entries for e in ("", "e", "er", "n")):
                    return True
                break
        return any(word.endswith(e) and word[:-len(e)] in nouns and word[:-len(e)] not in gazetteer
                   for e in endings)

    names = {word for word in nouns if word in gazetteer and not inflected(word)}
    return names | {word for word in nouns if word.endswith("s") and word[:-1] in names}


def build_words(language: str, entries: list[str], table: dict, names: set[str] = frozenset()) -> list[str]:
    """The list's words: the recipe of the module docstring applied to ``entries``."""
    allowed = allowed_characters(table)
    kept = set()
    for word in entries:
        if word != word.lower():
            if language != "de" or not _only_first_upper(word) or word in names:
                continue
            word = word.lower()
        if all(ch in allowed for ch in word) and any(ch in VOWELS for ch in fold(word, table)):
            kept.add(word)
    return sorted(kept)


def build_all(debs: Path, languages: dict, only: list[str] | None = None) -> dict[str, bytes]:
    """File name -> bytes of every list (or of the languages in ``only``)."""
    wanted = only or list(SOURCES)
    entries = {lang: read_entries(debs, lang) for lang in SOURCES if lang in wanted or
               ("de" in wanted and lang in ("nl", "it"))}
    out = {}
    for lang in wanted:
        names = _german_names(entries["de"], entries["nl"] + entries["it"]) if lang == "de" else frozenset()
        words = build_words(lang, entries[lang], languages[lang], names)
        out[SOURCES[lang].output] = "".join(w + "\n" for w in words).encode("utf-8")
    return out


# -- lists expanded from a Hunspell dictionary ---------------------------------------------------------


@dataclass(frozen=True)
class Deb:
    """A Debian package read by a recipe (checked against its SHA-256, like :class:`Source`)."""

    package: str
    version: str
    sha256: str
    pool_url: str


@dataclass(frozen=True)
class HunspellSource:
    """A Hunspell dictionary expanded to all its forms by Hunspell's own ``unmunch``."""

    language: str
    dictionary: Deb
    stem: str  # the .aff/.dic path in the package, without the extension
    tools: Deb  # the package holding unmunch
    output: str


#: hunspell-tools' unmunch, the expander (Hunspell's own tool, from the package Debian builds).
HUNSPELL_TOOLS = Deb("hunspell-tools", "1.7.1-1",
                     "57491c75616f2ca0def2f336421b7b3dbe96d2ec34c9f662a83699dab8b938af",
                     "https://deb.debian.org/debian/pool/main/h/hunspell/hunspell-tools_1.7.1-1_amd64.deb")
HUNSPELL_SOURCES = {
    # RLA-ES (Santiago Bosio), as LibreOffice 7.5 ships it: one dictionary for every Spanish locale.
    "es": HunspellSource(
        "es",
        Deb("hunspell-es", "1:7.5.0-1", "f6de258db3830b26a9afe4ebd269fdabc8bd5adf71fc7465152c6a51c33626b9",
            "https://deb.debian.org/debian/pool/main/libr/libreoffice-dictionaries/hunspell-es_7.5.0-1_all.deb"),
        "usr/share/hunspell/es_ES", HUNSPELL_TOOLS, "es-hunspell.txt"),
}
#: A suffix class that only ever adds an object pronoun to an infinitive (dámelo, comérsela, ponérselas) is an
#: enclitic class. Its forms are left out: Spanish Scrabble refuses enclitic forms, and they are 43,000 long
#: words no player looks for (docs/languages.md). Clitics that are part of a verb's conjugation class stay
#: (the pronominal arrepentirse, arrepintiéndose).
ENCLITIC_ADDITION = re.compile(r"(me|te|se|nos|os|l[aeo]s?)$")
#: unmunch expands one level of affixes and prints a derived word that has its own classes as word/FLAGS
#: (abdicar -> abdicación/S); those are expanded again, this many rounds at most.
UNMUNCH_ROUNDS = 4


def _affix_rules(aff: str) -> dict[tuple[str, str], list[tuple[str, str, str]]]:
    """(PFX|SFX, flag) -> its rules as (strip, addition with any /classes, condition)."""
    rules: dict = {}
    for line in aff.splitlines():
        fields = line.split()
        if len(fields) >= 5 and fields[0] in ("PFX", "SFX"):
            rules.setdefault((fields[0], fields[1]), []).append((fields[2], fields[3], fields[4]))
    return rules


def enclitic_classes(aff: str) -> set[str]:
    """Flags of the suffix classes whose every rule applies to an infinitive (its condition ends in r) and
    makes a word ending in an object pronoun, with no further classes."""
    return {flag for (kind, flag), rules in _affix_rules(aff).items()
            if kind == "SFX" and all(cond.endswith("r") and "/" not in add and ENCLITIC_ADDITION.search(add)
                                     for _strip, add, cond in rules)}


def unmunch_input(aff: str, dic: str, drop_flags: set[str]) -> tuple[bytes, bytes]:
    """The dictionary as unmunch can read it: ISO 8859-1 with one byte per flag, ``drop_flags`` removed.

    unmunch reads flags byte by byte, so with ``FLAG UTF-8`` every flag outside ASCII (RLA-ES has 45) would
    read as its first byte and classes would be mixed up. Every character of RLA-ES is in Latin-1 (the
    Spanish letters and flags À-ú) except one stray LEFT-TO-RIGHT MARK after the name Caldas, removed here,
    so the files are transcoded unchanged otherwise.
    """
    for line in ("SET UTF-8", "FLAG UTF-8"):
        if line not in aff.splitlines():
            raise BuildError(f"the .aff has no '{line}' line: not the dictionary this recipe was written for")
    aff = "\n".join("SET ISO8859-1" if line == "SET UTF-8" else line
                    for line in aff.splitlines() if line != "FLAG UTF-8")
    lines = dic.replace("\u200e", "").splitlines()
    kept = [lines[0]]
    for line in lines[1:]:
        word, slash, flags = line.partition("/")
        flags = "".join(f for f in flags if f not in drop_flags)
        kept.append(word + "/" + flags if slash and flags.strip() else word)
    try:
        return (aff + "\n").encode("latin-1"), ("\n".join(kept) + "\n").encode("latin-1")
    except UnicodeEncodeError as exc:
        raise BuildError(f"the dictionary has {exc.object[exc.start]!r}, outside Latin-1; unmunch cannot "
                         "read it") from None


def unmunch(aff: bytes, dic: bytes, program: Path, workdir: Path) -> list[str]:
    """Every form of the ISO 8859-1 dictionary, by Hunspell's ``unmunch`` (repeated for derived words)."""
    (workdir / "x.aff").write_bytes(aff)
    forms: list[str] = []
    for _ in range(UNMUNCH_ROUNDS):
        (workdir / "x.dic").write_bytes(dic)
        run = subprocess.run([str(program), str(workdir / "x.dic"), str(workdir / "x.aff")],
                             capture_output=True, check=False)
        if run.returncode != 0:
            raise BuildError(f"{program} failed ({run.returncode}): {run.stderr.decode('latin-1')[-300:]}")
        derived = []
        for line in run.stdout.decode("latin-1").splitlines():
            if "/" in line:
                derived.append(line.split("|")[0])  # word/FLAGS| : a word with classes of its own
            elif line:
                forms.append(line)
        if not derived:
            return forms
        dic = (f"{len(derived)}\n" + "".join(w + "\n" for w in derived)).encode("latin-1")
    raise BuildError(f"unmunch: derived words still have classes after {UNMUNCH_ROUNDS} rounds")


def _unmunch_program(debs: Path, source: HunspellSource, workdir: Path, program: Path | None) -> Path:
    if program is not None:
        return program
    path = workdir / "unmunch"
    path.write_bytes(read_member(find_deb(debs, source.tools), "usr/bin/unmunch"))
    path.chmod(0o755)
    return path


def build_hunspell(debs: Path, languages: dict, code: str, program: Path | None = None) -> dict[str, bytes]:
    """File name -> bytes of the list expanded from ``code``'s Hunspell dictionary.

    The recipe: read the .aff and .dic from the package; leave out the enclitic classes
    (:func:`enclitic_classes`); expand with unmunch (:func:`unmunch_input`, :func:`unmunch`); then the same
    rules as every other list (:func:`build_words`: NFC, no capitals, only the language's letters, a vowel).
    """
    source = HUNSPELL_SOURCES[code]
    deb = find_deb(debs, source.dictionary)
    aff = read_member(deb, source.stem + ".aff").decode("utf-8")
    dic = read_member(deb, source.stem + ".dic").decode("utf-8")
    with tempfile.TemporaryDirectory(prefix="unmunch-") as tmp:
        workdir = Path(tmp)
        forms = unmunch(*unmunch_input(aff, dic, enclitic_classes(aff)),
                        _unmunch_program(debs, source, workdir, program), workdir)
    entries = [w for w in (unicodedata.normalize("NFC", form.strip()) for form in forms) if w]
    words = build_words(code, entries, languages[code])
    return {source.output: "".join(w + "\n" for w in words).encode("utf-8")}


# -- dice from letter frequencies --------------------------------------------------------------------


def letter_counts(words, table: dict) -> Counter:
    """Occurrences of each board letter in the folded words; with a Qu cell, ``qu`` counts as one q."""
    counts: Counter = Counter()
    letters = set(table["letters"])
    for word in words:
        form = fold(word, table)
        if table["qu_cell"]:
            if form.count("q") != form.count("qu"):
                continue  # not playable with a Qu cell
            form = form.replace("qu", "q")
        counts.update(ch for ch in form if ch in letters)
    return counts


def face_counts(counts: Counter, table: dict) -> dict[str, int]:
    """The 96 faces shared out in proportion to ``counts`` (letter -> weight); deterministic.

    Each letter with at least :data:`MIN_FACE_SHARE` of the weight (and the Qu cell, if the
    language has one and any word uses it) gets ``max(1, floor(share x 96))`` faces, the rest of
    the 96 go by largest remainder (ties: letter order).
    """
    order = {ch: i for i, ch in enumerate(table["letters"])}
    total = sum(counts.values())
    # The Qu cell keeps one face however rare q is (German, Dutch), as on every published set.
    used = sorted((ch for ch, n in counts.items()
                   if n / total >= MIN_FACE_SHARE or (ch == "q" and table["qu_cell"] and n > 0)),
                  key=order.__getitem__)
    used_total = sum(counts[ch] for ch in used)
    nfaces = DICE * FACES
    quota = {ch: counts[ch] * nfaces / used_total for ch in used}
    faces = {ch: max(1, int(quota[ch])) for ch in used}
    while sum(faces.values()) < nfaces:
        ch = max(used, key=lambda c: (quota[c] - faces[c], -order[c]))
        faces[ch] += 1
    while sum(faces.values()) > nfaces:
        ch = min((c for c in used if faces[c] > 1), key=lambda c: (quota[c] - faces[c], order[c]))
        faces[ch] -= 1
    return faces


def _deal(faces: dict[str, int], table: dict) -> list[str]:
    """Faces dealt to the dice round-robin, the most frequent letter first (a letter's faces on
    different dice), each die's faces in letter order."""
    order = {ch: i for i, ch in enumerate(table["letters"])}
    deck = [ch for ch in sorted(faces, key=lambda c: (-faces[c], order[c])) for _ in range(faces[ch])]
    dice = [[] for _ in range(DICE)]
    for k, ch in enumerate(deck):
        dice[k % DICE].append(ch)
    return ["".join(sorted(d, key=order.__getitem__)) for d in dice]


def frequency_dice(words, table: dict) -> list[str]:
    """16 dice x 6 faces in proportion to the letters of ``words`` (:func:`face_counts` of
    :func:`letter_counts`), dealt round-robin so a letter's faces sit on different dice."""
    return _deal(face_counts(letter_counts(words, table), table), table)


# -- dice designed like the English New dice -------------------------------------------------------------
#
# The English New dice (1987) follow the letters of running English text, not of a dictionary: their faces
# are 16 from a wordfreq text count and 29 from a count over the SCOWL list (sum of the differences over the
# 96 faces; docs/languages.md). Text weights the everyday words (the, and, with) over the forms a full list
# holds in thousands (every -s and -es), so a die shows fewer E and S than a dictionary count asks for. And the
# New dice keep a board's letters in bounds: no letter often six times (0.2% of boards), between 4 and 9
# vowels on 86% of boards. Designed dice take both from the New dice: faces by text frequency, then arranged
# (:func:`arrange_dice`) so a letter reaches six copies no more often than on the New dice and the vowel count
# strays less.

#: Words shorter than this are left out of the text count: a Boggle word has 3+ letters, and the two-letter
#: function words (de, la, en, zu) would weigh their letters like whole sentences.
TEXT_MIN_LENGTH = 3
#: The board letters that are vowels (Qu is not: it needs a vowel beside it like any consonant).
DESIGN_VOWELS = frozenset("aeiouyäöü")
#: A letter shown this many times on a 4x4 board is a board players do not believe in.
REPEAT = 6
#: Chance of a board with some letter :data:`REPEAT` or more times that designed dice may reach: the English
#: New dice's 0.23%, rounded up.
REPEAT_BUDGET = 0.0025
#: Vowels on a board outside ``[VOWELS_LOW, VOWELS_HIGH]`` make a poor board (too few) or a dull one.
VOWELS_LOW, VOWELS_HIGH = 4, 9
#: A die's vowel faces, fewest and most (the New dice have 0 to 4; one vowel per die keeps every cell useful).
DIE_VOWELS = (1, 4)
#: Copies of one letter on a die, at most (Big Boggle has AAEEEE).
DIE_COPIES = 4
#: Search of :func:`arrange_dice`: restarts x swaps tried per restart, from this seed.
ARRANGE_RESTARTS, ARRANGE_SWAPS, ARRANGE_SEED = 2, 6_000, 2026


def text_letter_counts(frequencies: dict[str, float], words, table: dict) -> Counter:
    """Board letters of running text: each word of ``words`` (3+ letters, folded, ``qu`` one q where q is
    the Qu cell) weighted by its frequency in ``frequencies`` (word -> share of running text, as wordfreq
    gives; a word is looked up as spelled, then case-folded, as wordfreq stores ß as ss)."""
    counts: Counter = Counter()
    letters = set(table["letters"])
    for word in words:
        weight = frequencies.get(word) or frequencies.get(word.casefold())
        form = fold(word, table)
        if not weight or len(form) < TEXT_MIN_LENGTH:
            continue
        if table["qu_cell"]:
            if form.count("q") != form.count("qu"):
                continue
            form = form.replace("qu", "q")
        if set(form) <= letters:
            for ch in form:
                counts[ch] += weight
    return counts


def _count_chances(chances: list[float], upto: int) -> list[float]:
    """P(exactly k of independent events happen) for k < ``upto``, then P(``upto`` or more) last."""
    dist = [1.0] + [0.0] * upto
    for p in chances:
        dist = ([dist[0] * (1 - p)] + [dist[k] * (1 - p) + dist[k - 1] * p for k in range(1, upto)]
                + [dist[upto] + dist[upto - 1] * p])
    return dist


def repeat_chance(dice: list[str], letter: str) -> float:
    """Chance that a roll shows ``letter`` :data:`REPEAT` or more times (exact: each die shows one face)."""
    return _count_chances([die.count(letter) / FACES for die in dice], REPEAT)[REPEAT]


def vowel_counts(dice: list[str]) -> list[float]:
    """P(a roll shows k vowels), k = 0..number of dice (exact)."""
    n = len(dice)
    return _count_chances([sum(ch in DESIGN_VOWELS for ch in die) / FACES for die in dice], n)


def dice_profile(dice: list[str]) -> dict[str, float]:
    """What :func:`arrange_dice` weighs, exactly: the chance of a letter :data:`REPEAT` or more times (any
    letter; the events hardly overlap, so their sum), and of a vowel count outside the bounds."""
    vowels = vowel_counts(dice)
    return {"repeat": sum(repeat_chance(dice, ch) for ch in set("".join(dice))),
            "vowels_out": sum(vowels[:VOWELS_LOW]) + sum(vowels[VOWELS_HIGH + 1:])}


class _Arrangement:
    """Dice being arranged, with what :meth:`cost` weighs kept up to date as faces are swapped."""

    def __init__(self, dice: list[list[str]], single: set[str]):
        self.dice, self.single = dice, single
        self.repeat = {ch: self._repeat(ch) for ch in {ch for d in dice for ch in d}}
        self.die_cost = [self._die_cost(d) for d in dice]
        self.vowels = [sum(ch in DESIGN_VOWELS for ch in d) for d in dice]
        self.vowels_out = self._vowels_out()

    def _repeat(self, letter: str) -> float:
        return _count_chances([d.count(letter) / FACES for d in self.dice], REPEAT)[REPEAT]

    def _die_cost(self, die: list[str]) -> tuple[int, int]:
        """(rules the die breaks, copies of a letter beyond two)."""
        nvowels = sum(ch in DESIGN_VOWELS for ch in die)
        broken = max(0, DIE_VOWELS[0] - nvowels) + max(0, nvowels - DIE_VOWELS[1])
        broken += max(0, sum(ch in self.single for ch in set(die)) - 1)  # two rare letters on one die
        broken += sum(max(0, die.count(ch) - DIE_COPIES) for ch in set(die))
        return broken, sum(max(0, die.count(ch) - 2) for ch in set(die))

    def _vowels_out(self) -> float:
        dist = _count_chances([v / FACES for v in self.vowels], DICE)
        return sum(dist[:VOWELS_LOW]) + sum(dist[VOWELS_HIGH + 1:])

    def cost(self) -> float:
        """Lower is better: broken rules (whole units) first, then a repeat chance over the budget, then the
        vowel count's tails, then each copy of a letter beyond two on a die (a nudge towards varied dice)."""
        broken = sum(c[0] for c in self.die_cost)
        extra = sum(c[1] for c in self.die_cost)
        return broken + 100 * max(0.0, sum(self.repeat.values()) - REPEAT_BUDGET) + self.vowels_out + 0.002 * extra

    def swap(self, a: int, i: int, b: int, j: int) -> None:
        dice = self.dice
        x, y = dice[a][i], dice[b][j]
        dice[a][i], dice[b][j] = y, x
        self.repeat[x], self.repeat[y] = self._repeat(x), self._repeat(y)
        self.die_cost[a], self.die_cost[b] = self._die_cost(dice[a]), self._die_cost(dice[b])
        if (x in DESIGN_VOWELS) != (y in DESIGN_VOWELS):
            self.vowels[a] = sum(ch in DESIGN_VOWELS for ch in dice[a])
            self.vowels[b] = sum(ch in DESIGN_VOWELS for ch in dice[b])
            self.vowels_out = self._vowels_out()


def arrange_dice(faces: dict[str, int], table: dict, seed: int = ARRANGE_SEED,
                 restarts: int = ARRANGE_RESTARTS, swaps: int = ARRANGE_SWAPS) -> list[str]:
    """16 dice holding ``faces`` (letter -> number of faces, 96 in all), arranged like the New dice.

    Starts from the round-robin deal (:func:`_deal`) and swaps two faces of two dice whenever that does not
    raise the cost (:meth:`_Arrangement.cost`), ``swaps`` times, from ``restarts`` shuffles of the deal; the
    cheapest arrangement wins. The rules it keeps (each die 1-4 vowels, at most :data:`DIE_COPIES` copies of
    a letter, at most one letter that has a single face) and what it lowers (a letter 6+ times within the
    New dice's 0.25%; 4-9 vowels on as many boards as it can) are the constants above. Deterministic.
    """
    import random

    order = {ch: i for i, ch in enumerate(table["letters"])}
    single = {ch for ch, n in faces.items() if n == 1}
    rng = random.Random(seed)
    best, best_cost = None, float("inf")
    for restart in range(restarts):
        dice = [list(d) for d in _deal(faces, table)]
        if restart:
            flat = [ch for d in dice for ch in d]
            rng.shuffle(flat)
            dice = [flat[k * FACES:(k + 1) * FACES] for k in range(DICE)]
        state = _Arrangement(dice, single)
        cost = state.cost()
        for _ in range(swaps):
            a, b = rng.sample(range(DICE), 2)
            i, j = rng.randrange(FACES), rng.randrange(FACES)
            if dice[a][i] == dice[b][j]:
                continue
            state.swap(a, i, b, j)
            new = state.cost()
            if new <= cost:
                cost = new
            else:
                state.swap(a, i, b, j)
        if cost < best_cost:
            best, best_cost = [list(d) for d in dice], cost
    return sorted("".join(sorted(d, key=order.__getitem__)) for d in best)


def designed_dice(code: str, languages: dict, frequencies: dict[str, float] | None = None) -> list[str]:
    """The designed dice of a language: :func:`face_counts` of :func:`text_letter_counts` over its default
    list with wordfreq's frequencies (``frequencies`` given: those instead), then :func:`arrange_dice`."""
    table = languages[code]
    if frequencies is None:
        frequencies = wordfreq_frequencies(code)
    counts = text_letter_counts(frequencies, read_list(table["wordlists"][0] + ".txt"), table)
    return arrange_dice(face_counts(counts, table), table)


def wordfreq_frequencies(code: str) -> dict[str, float]:
    """wordfreq's frequencies of a language (its "large" list), after checking the pinned version."""
    from importlib.metadata import version

    try:
        import wordfreq
    except ImportError:
        raise BuildError(f"this recipe needs wordfreq {WORDFREQ_VERSION}: pip install wordfreq=={WORDFREQ_VERSION}") \
            from None
    if version("wordfreq") != WORDFREQ_VERSION:
        raise BuildError(f"wordfreq {version('wordfreq')} is installed; the committed files were built with "
                         f"{WORDFREQ_VERSION} (pip install wordfreq=={WORDFREQ_VERSION})")
    return wordfreq.get_frequency_dict(code, "large")


# -- family lists: the common forms of each full list ----------------------------------------------------

#: A family list keeps the words of the full list that running text uses at least this often, on wordfreq's
#: Zipf scale (log10 of uses per billion words): 2.0 is once in ten million words. Everyday forms pass
#: (casaremos, aprendían, hallten), the rare forms a full list holds by the thousand do not (jarrearan). The
#: English family list is a SCOWL size instead (scowl50, wordlists/build_scowl.sh): SCOWL sizes already grade
#: English words by how common they are, and 2.0 keeps a like share of scowl70 (50,000 of its words).
FAMILY_MIN_ZIPF = 2.0


def family_words(words, frequencies: dict[str, float], min_zipf: float = FAMILY_MIN_ZIPF) -> list[str]:
    """The words of ``words`` (a full list, in its order) that ``frequencies`` (word -> share of running
    text, wordfreq's) gives at least ``min_zipf``; a word is looked up as spelled, then case-folded (wordfreq
    stores ß as ss)."""
    floor = 10 ** (min_zipf - 9)
    return [w for w in words if (frequencies.get(w) or frequencies.get(w.casefold()) or 0.0) >= floor]


def family_output(code: str) -> str:
    """File name of a language's family list."""
    return f"{code}-family.txt"


def build_family(languages: dict, code: str, frequencies: dict[str, float] | None = None) -> dict[str, bytes]:
    """File name -> bytes of a language's family list: :func:`family_words` of its default (full) list, as
    committed, with wordfreq's frequencies (``frequencies`` given: those instead)."""
    if frequencies is None:
        frequencies = wordfreq_frequencies(code)
    words = family_words(read_list(languages[code]["wordlists"][0] + ".txt"), frequencies)
    return {family_output(code): "".join(w + "\n" for w in words).encode("utf-8")}


def read_list(name: str) -> list[str]:
    return (HERE / name).read_text(encoding="utf-8").split()


# -- command line ------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command")
    dice = sub.add_parser("dice", help="print a language's frequency-built dice (from its default list)")
    dice.add_argument("language", choices=sorted(SOURCES))
    design = sub.add_parser("design", help="print a language's dice designed like the English New dice "
                            f"(needs wordfreq {WORDFREQ_VERSION})")
    design.add_argument("language", choices=sorted(SOURCES))
    family = sub.add_parser("family", help=f"write a language's family list (needs wordfreq {WORDFREQ_VERSION})")
    family.add_argument("codes", nargs="+", choices=sorted(SOURCES), metavar="language")
    family.add_argument("--check", action="store_true", default=argparse.SUPPRESS,
                        help="compare with the committed file, write nothing")
    hunspell = sub.add_parser("hunspell", help="expand a language's Hunspell dictionary into its list "
                              "(needs hunspell-es and hunspell-tools in --debs)")
    hunspell.add_argument("language", choices=sorted(HUNSPELL_SOURCES))
    hunspell.add_argument("--unmunch", type=Path, help="an unmunch program to use instead of the one in "
                          "hunspell-tools' package (for example /usr/bin/unmunch)")
    # also accepted after the subcommand; SUPPRESS keeps a value given before it
    hunspell.add_argument("--debs", type=Path, default=argparse.SUPPRESS, help="folder of the .deb files")
    hunspell.add_argument("--check", action="store_true", default=argparse.SUPPRESS,
                          help="compare with the committed file, write nothing")
    parser.add_argument("--debs", type=Path, default=Path("/tmp/langdebs"), help="folder of the .deb files")
    parser.add_argument("--check", action="store_true", help="compare with the committed files, write nothing")
    parser.add_argument("--languages", type=Path, default=LANGUAGES_TOML, help="the languages file")
    parser.add_argument("--only", nargs="+", choices=sorted(SOURCES), help="build these languages only")
    args = parser.parse_args(argv)
    try:
        languages = load_languages(args.languages)
        if args.command == "dice":
            table = languages[args.language]
            for die in frequency_dice(read_list(table["wordlists"][0] + ".txt"), table):  # the default list
                print(die)
            return 0
        if args.command == "design":
            for die in designed_dice(args.language, languages):
                print(die)
            return 0
        if args.command == "family":
            built = {}
            for code in args.codes:
                built.update(build_family(languages, code))
        elif args.command == "hunspell":
            built = build_hunspell(args.debs, languages, args.language, args.unmunch)
        else:
            built = build_all(args.debs, languages, args.only)
    except (BuildError, OSError, KeyError) as exc:
        print(f"build_languages: error: {exc}", file=sys.stderr)
        return 2
    status = 0
    for name, data in built.items():
        path = HERE / name
        lines = data.count(b"\n")
        if args.check:
            same = path.is_file() and path.read_bytes() == data
            print(f"{name}: {'same' if same else 'DIFFERS'} ({lines:,} words)")
            status |= 0 if same else 1
        else:
            path.write_bytes(data)
            print(f"{name}: {lines:,} words, {len(data):,} bytes")
    return status


if __name__ == "__main__":
    sys.exit(main())
