import subprocess
import sys

import pytest

from core.cli.main import main
from tests.core.cli_support import run_boggle


def run(capsys, *args, stdin=None, monkeypatch=None):
    if stdin is not None:
        import io
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_arguments_in_order(capsys, enable2k_path):
    code, out, _ = run(capsys, "score", "perslatgsineters", "perlatdes", "--dictionary", str(enable2k_path))
    assert code == 0
    assert out.splitlines() == ["perslatgsineters 3625", "perlatdes 545"]


def test_score_stdin_with_bad_line(capsys, monkeypatch, enable2k_path):
    code, out, err = run(capsys, "score", "--size", "34", "-d", str(enable2k_path),
                         stdin="perslatesind\nabc7\n\nadgjbehkcfil\n", monkeypatch=monkeypatch)
    assert out.splitlines() == ["perslatesind 1651", "adgjbehkcfil 34"]
    assert "line 2" in err and "bad character '7'" in err
    assert code == 1


def test_score_words_lists_points_and_paths(capsys, enable2k_path):
    code, out, _ = run(capsys, "score", "abcdefghijklmnop", "--words", "-d", str(enable2k_path))
    lines = out.splitlines()
    assert lines[0] == "abcdefghijklmnop 18" and len(lines) == 17
    word, points, path = lines[1].split()
    assert int(points) >= 1 and all(0 <= int(c) < 16 for c in path.split("-"))


def test_roll_is_seeded(capsys):
    _, a, _ = run(capsys, "roll", "--dice", "big", "--seed", "9")
    _, b, _ = run(capsys, "roll", "--dice", "big", "--seed", "9")
    assert a == b and len(a.strip()) == 25


def test_perf_prints_rate_last(capsys, tmp_path, enable2k_path):
    f = tmp_path / "boards.txt"
    f.write_text("perslatgsineters\nabcdefghijklmnop\n" * 50)
    code, out, _ = run(capsys, "perf", "--size", "44", "--input", str(f), "-d", str(enable2k_path), "--threads", "2")
    assert code == 0
    assert "total_score: 182150" in out
    assert out.splitlines()[-1].startswith("boards_per_second: ")
    assert float(out.splitlines()[-1].split()[1]) > 0


@pytest.mark.parametrize("args,msg", [
    (["score", "abc", "--size", "99"], "unsupported board size"),
    (["score", "abcdefghi", "-d", "/nonexistent/list.txt"], "not found"),
    (["perf", "--input", "/nonexistent/boards.txt"], "/nonexistent/boards.txt not found"),
])
def test_user_errors_are_one_line(capsys, args, msg):
    code, out, err = run(capsys, *args)
    assert code == 2 and msg in err and "Traceback" not in err


def test_console_script_runs():
    r = subprocess.run([sys.executable, "-m", "core", "roll", "--seed", "1"], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0 and len(r.stdout.strip()) == 16


@pytest.fixture
def user_list_named_enable2k(tmp_path):
    """A user list called enable2k.txt that knows none of deslatper's words."""
    folder = tmp_path / "data" / "wordlists"
    folder.mkdir(parents=True)
    (folder / "enable2k.txt").write_text("zebra\nquartz\n")
    return folder / "enable2k.txt"


@pytest.mark.parametrize("spec", [
    "{tmp}/someone/enable2k.txt",    # a path is never served the user list of the same name
    "/nonexistent/dir/scowl70.txt",  # nor the bundled list of that name
    "./enable2k.txt",
    "~/lists/enable2k.txt",
])
def test_missing_wordlist_path_is_an_error_not_a_list_of_that_name(tmp_path, user_list_named_enable2k, spec):
    spec = spec.format(tmp=tmp_path)
    r = run_boggle(tmp_path, "score", "deslatper", "--dictionary", spec)
    assert r.returncode == 2, r.stdout
    assert r.stdout == ""
    err = r.stderr.strip()
    assert err.startswith("boggle: error: ") and "\n" not in err and "not found" in err
    assert f"'{spec}'" in err  # named as given


def test_bare_wordlist_names_still_find_user_and_bundled_lists(tmp_path, user_list_named_enable2k):
    r = run_boggle(tmp_path, "score", "deslatper", "-d", "enable2k")
    assert (r.returncode, r.stdout) == (0, "deslatper 0\n")
    r = run_boggle(tmp_path, "score", "deslatper", "-d", "enable2k.txt")
    assert (r.returncode, r.stdout) == (0, "deslatper 0\n")
    r = run_boggle(tmp_path, "score", "deslatper", "-d", "scowl70")
    assert r.returncode == 0 and int(r.stdout.split()[1]) > 100


# -- languages --------------------------------------------------------------------

GERMAN_WORDS = ["näpfe", "müde", "müder", "napf", "fels", "straße", "zarte", "raste"]
GERMAN_BOARD = "äpfe" "lnsa" "tzre" "müdo"


@pytest.fixture
def german_list(tmp_path):
    path = tmp_path / "deutsch.txt"
    path.write_text("\n".join(GERMAN_WORDS) + "\n", encoding="utf-8")
    return path


def test_score_reads_boards_and_a_list_of_ones_own_in_the_language(tmp_path, german_list):
    from core.engine.language import get_language
    from tests.naive import find_words, word_points
    r = run_boggle(tmp_path, "score", "--language", "de", "-d", str(german_list), "ÄPFE LNSA TZRE MÜDO", "--words")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    found = find_words(GERMAN_BOARD, 4, 4, GERMAN_WORDS, language=get_language("de"))
    assert lines[0] == f"{GERMAN_BOARD} {sum(map(word_points, found))}" and found
    assert sorted(line.split()[0] for line in lines[1:]) == sorted(found)
    # The same file without --language is English: its words with ä, ö, ü are not words, ä no board letter.
    r = run_boggle(tmp_path, "score", "-d", str(german_list), GERMAN_BOARD)
    assert r.returncode == 1 and "bad character 'ä'" in r.stderr and r.stdout == ""
    r = run_boggle(tmp_path, "score", "-d", str(german_list), "fels" "xxxx" "xxxx" "xxxx")
    assert r.stdout == "felsxxxxxxxxxxxx 1\n"


def test_a_bundled_list_is_read_in_its_own_language(tmp_path):
    r = run_boggle(tmp_path, "score", "-d", "de-wngerman", "ÄPFE LNSA TZRE MÜDO", "--words")
    assert r.returncode == 0, r.stderr
    assert any(line.split()[0] == "näpfe" for line in r.stdout.splitlines()[1:])
    r = run_boggle(tmp_path, "score", "--language", "de", "ÄPFE LNSA TZRE MÜDO")   # its default list
    assert r.returncode == 0 and int(r.stdout.split()[1]) > 0


@pytest.mark.parametrize("args", [
    ["score", "abcdefghi"], ["roll"], ["perf", "--input", "boards.txt"], ["stats", "--boards", "10"],
    ["count-boards", "--samples", "10"], ["anneal", "--iterations", "1"], ["hillclimb", "--max-iterations", "1"],
    ["break", "--size", "33", "--threshold", "500", "--class", "a b c d e f g h i"],
])
def test_an_unknown_language_is_one_error_line_naming_the_known_ones(tmp_path, args):
    r = run_boggle(tmp_path, *args, "--language", "xx")
    assert r.returncode == 2 and r.stdout == "", r.stderr
    err = r.stderr.strip()
    assert "\n" not in err and err.startswith("boggle: error: unknown language 'xx'")
    assert "en (English)" in err and "de (German)" in err and "es (Spanish)" in err


def test_a_bundled_list_of_another_language_is_refused(tmp_path):
    r = run_boggle(tmp_path, "score", "--language", "de", "-d", "scowl70", "abcdefghi")
    assert r.returncode == 2 and "scowl70" in r.stderr and "English, not German" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_lists_and_languages_show_each_language(tmp_path):
    from core.engine.language import LANGUAGES
    r = run_boggle(tmp_path, "lists")
    assert r.returncode == 0
    rows = {line.split("\t")[0]: line.split("\t")[1] for line in r.stdout.splitlines() if "\t" in line}
    assert rows["scowl70 (default)"] == "en"
    for code, lang in LANGUAGES.items():
        assert rows[f"{lang.wordlists[0]} (default)"] == code
        assert rows[f"{lang.family_list} (family: common forms)"] == code
    r = run_boggle(tmp_path, "languages")
    assert r.returncode == 0
    assert "de\tGerman (Deutsch)" in r.stdout and "letters: a-z ä ö ü; q is the Qu cell" in r.stdout
    assert "es\tSpanish (Español)" in r.stdout and "letters: a-z ñ" in r.stdout
    assert r.stdout.count("  word lists: ") == len(LANGUAGES)
    assert "(default de-wngerman, family de-family)" in r.stdout


def test_roll_in_a_language_uses_its_dice(tmp_path):
    from core.engine.dice import can_roll
    from core.engine.language import get_language
    de = get_language("de")
    r = run_boggle(tmp_path, "roll", "--language", "de", "--seed", "4", "--grid")
    assert r.returncode == 0, r.stderr
    board = r.stdout.splitlines()[0]
    assert can_roll(de.dice_sets[0], board) and len(r.stdout.splitlines()) == 5
    r = run_boggle(tmp_path, "roll", "--language", "de", "--dice", "new")
    assert r.returncode == 2 and "not German" in r.stderr


def test_stats_in_a_language_rolls_its_dice_with_its_list(tmp_path):
    from core.engine.language import get_language
    es = get_language("es")
    r = run_boggle(tmp_path, "stats", "--language", "es", "--boards", "300", "--seed", "1", "--threads", "1")
    assert r.returncode == 0, r.stderr
    first = r.stdout.splitlines()[0]
    assert f"({es.dice_sets[0]})" in first and f"word list: {es.wordlists[0]}" in first
    assert float(r.stdout.split("mean_score: ")[1].split()[0]) > 0


def test_break_in_german_finds_what_brute_force_finds(tmp_path):
    """``boggle break --language de`` on a class with umlauts: the boards it reports are exactly the
    boards of the class scoring at least the threshold, as tests/naive.py scores them."""
    import itertools

    from core.engine.board import canonical_board, geometry
    from core.engine.language import get_language
    from tests.naive import score_board
    words = ["bär", "bären", "räte", "rät", "tür", "türen", "ähre", "bart", "rate", "rente", "nert", "träne"]
    path = tmp_path / "de3.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    cells = "bt äa r en n t üu r e".split()
    r = run_boggle(tmp_path, "break", "--size", "33", "--threshold", "2", "--class", " ".join(cells),
                    "--language", "de", "-d", str(path))
    assert r.returncode == 0, r.stderr
    found = {line.split()[1]: int(line.split()[2]) for line in r.stdout.splitlines() if line.startswith("FOUND ")}
    de = get_language("de")
    expected = {}
    for letters in itertools.product(*cells):
        board = "".join(letters)
        score = score_board(board, 3, 3, words, language=de)
        if score >= 2:
            expected[canonical_board(board, geometry(3, 3))] = score
    assert found == expected and any("ä" in b or "ü" in b for b in found)


def test_anneal_in_spanish_keeps_to_the_letters_and_scores_as_score_does(tmp_path):
    r = run_boggle(tmp_path, "anneal", "--language", "es", "--iterations", "500", "--seed", "3",
                    "--letters", "AEÑORST")
    assert r.returncode == 0, r.stderr
    assert "Spanish" in r.stdout.splitlines()[0]
    _best, score, board = r.stdout.splitlines()[-1].split()
    assert set(board) <= set("aeñorst") and len(board) == 16
    scored = run_boggle(tmp_path, "score", "--language", "es", board)
    assert scored.stdout == f"{board} {score}\n"
