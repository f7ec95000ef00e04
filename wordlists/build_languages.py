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


def frequency_dice(words, table: dict) -> list[str]:
    """16 dice x 6 faces in proportion to the letters of ``words``; deterministic.

    Each letter with at least :data:`MIN_FACE_SHARE` of the letters (and the Qu cell, if the
    language has one and any word uses it) gets ``max(1, floor(share x 96))`` faces, the rest of
    the 96 go by largest remainder (ties: letter order), and faces are dealt to the dice
    round-robin, most frequent letter first, so a letter's faces sit on different dice.
    """
    counts = letter_counts(words, table)
    order = {ch: i for i, ch in enumerate(table["letters"])}
    total = sum(counts.values())
    # The Qu cell keeps one face however rare q is (German, Dutch), as on every published set.
    used = sorted((ch for ch, n in counts.items()
                   if n / total >= MIN_FACE_SHARE or (ch == "q" and table["qu_cell"])), key=order.__getitem__)
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
    deck = [ch for ch in sorted(used, key=lambda c: (-faces[c], order[c])) for _ in range(faces[ch])]
    dice = [[] for _ in range(DICE)]
    for k, ch in enumerate(deck):
        dice[k % DICE].append(ch)
    return ["".join(sorted(d, key=order.__getitem__)) for d in dice]


def read_list(name: str) -> list[str]:
    return (HERE / name).read_text(encoding="utf-8").split()


# -- playability (needs the game installed) ------------------------------------------------------------


def measure(codes: list[str], boards: int, seed: int) -> list[tuple[str, float, float, float]]:
    """(dice set, mean points, mean words, share of boards under 10 points) over ``boards`` rolled
    boards of each dice set of each language; board ``k`` of a set comes from ``seed``."""
    import numpy as np

    from core.engine import Solver, load_wordlist
    from core.engine.board import letters_to_string, string_to_letters
    from core.engine.language import get_language

    rows = []
    for code in codes:
        lang = get_language(code)
        solver = Solver(load_wordlist(lang.wordlists[0], language=code))
        for spec in lang.dice:
            faces = string_to_letters("".join(spec.faces)).reshape(-1, FACES)
            rng = np.random.default_rng(seed)
            points, words = [], []
            for _ in range(boards):
                board = letters_to_string(faces[rng.permutation(len(faces)), rng.integers(0, FACES, len(faces))])
                solution = solver.solve(board, spec.size)
                points.append(solution.score)
                words.append(len(solution.words))
            rows.append((f"{code}-{spec.key}", float(np.mean(points)), float(np.mean(words)),
                         float(np.mean(np.array(points) < 10))))
    return rows


# -- command line ------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command")
    dice = sub.add_parser("dice", help="print a language's frequency-built dice (from its default list)")
    dice.add_argument("language", choices=sorted(SOURCES))
    stats = sub.add_parser("measure", help="mean points and words of rolled boards (needs the game installed)")
    stats.add_argument("codes", nargs="*", default=list(SOURCES), metavar="language")
    stats.add_argument("--boards", type=int, default=1000)
    stats.add_argument("--seed", type=int, default=2026)
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
        if args.command == "measure":
            print("| dice set | mean points | mean words | boards under 10 points |")
            print("|---|---:|---:|---:|")
            for key, points, words, poor in measure(args.codes, args.boards, args.seed):
                print(f"| {key} | {points:.1f} | {words:.1f} | {poor:.1%} |")
            return 0
        if args.command == "hunspell":
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
