import subprocess
import sys

import pytest

from core.cli.main import main


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
                         stdin="perslatesind\nabc1\n\nadgjbehkcfil\n", monkeypatch=monkeypatch)
    assert out.splitlines() == ["perslatesind 1651", "adgjbehkcfil 34"]
    assert "line 2" in err and "bad character '1'" in err
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
    (["perf", "--input", "/nonexistent/boards.txt"], "cannot read"),
])
def test_user_errors_are_one_line(capsys, args, msg):
    code, out, err = run(capsys, *args)
    assert code == 2 and msg in err and "Traceback" not in err


def test_console_script_runs():
    r = subprocess.run([sys.executable, "-m", "core", "roll", "--seed", "1"], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0 and len(r.stdout.strip()) == 16
