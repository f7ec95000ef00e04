"""The CLI's numeric options: whatever is typed, one ``boggle: error:`` line or a value in the option's
range, and every value of the range is one the command can use (kernels, SQLite, timers).

Every option with a numeric type is found in the real parser, so an option added later without
bounds fails here.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import math

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from core.cli import common
from core.cli.main import build_parser, main
from core.cli.proofs import parse_memory_size
from tests.fuzz import fuzz_settings

# The arguments a command needs besides the option under test.
REQUIRED = {"break": ["--threshold", "5", "--class", "a b c d e f g h i"], "table": ["perslatgsineters"],
            "join": ["ws://127.0.0.1:1/", "--name", "Ann"], "perf": ["--input", "boards.txt"],
            "results": ["results.ndjson"], "long-word": ["--size", "33", "--length", "9"]}
# What the sinks hold: int64 kernels and SQLite integers, float64 counts exactly, timers a year at most.
INT64 = 2**63 - 1


def numeric_options() -> list[tuple[str, str, object]]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    found = []
    for command, sp in sub.choices.items():
        for action in sp._actions:
            if action.type is not None and action.option_strings:
                found.append((command, action.option_strings[0], action.type))
    return found


OPTIONS = numeric_options()

NUMBER_TEXT = st.one_of(
    st.integers(-10**30, 10**30).map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.sampled_from(["9" * 400, "-" + "9" * 400, "1e308", "-1e308", "inf", "nan", "", " ", "+7", "0x10", "1_000",
                     "\u0661\u0662", "\uff17", "1e3G", "12 ", " 3.5", "2**64", "NaN", "-0"]),
    st.text(max_size=12),
)


def test_every_numeric_option_has_a_bounded_validator():
    assert len(OPTIONS) >= 30
    for command, option, kind in OPTIONS:
        assert hasattr(kind, "low") and hasattr(kind, "high"), f"{command} {option} has no bounds"
        assert math.isfinite(kind.high) and kind.high <= INT64, f"{command} {option}: {kind.high}"
        if isinstance(kind.high, float) or "seconds" in option or option == "--pause":
            assert kind.high <= common.MAX_RUN_SECONDS or option in ("--t0", "--decay")


@pytest.mark.parametrize("command, option, kind", OPTIONS, ids=[f"{c} {o}" for c, o, _ in OPTIONS])
@fuzz_settings(60)
@given(text=NUMBER_TEXT)
@example(text="9" * 400)
@example(text="1e308")
def test_numeric_options_give_one_line_or_a_value_in_range(command, option, kind, text):
    argv = [command, *REQUIRED.get(command, []), f"{option}={text}"]
    try:
        args = build_parser().parse_args(argv)
    except common.UserError as exc:
        message = str(exc)
        assert "\n" not in message and len(message) < 300 and option in message, message
        return
    value = getattr(args, option.lstrip("-").replace("-", "_"))
    assert kind.low <= value <= kind.high and math.isfinite(value)


@fuzz_settings(200)
@given(text=NUMBER_TEXT)
@example(text="9" * 400)
@example(text="99999999999T")
@example(text="100G")
def test_max_memory_is_a_size_this_machine_has_or_one_line(text):
    from core.proofs.run import machine_memory
    try:
        value = parse_memory_size(text)
    except common.UserError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("--max-memory") and len(str(exc)) < 300
        return
    assert 64 * 2**20 <= value <= machine_memory()


def _run(argv) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, err.getvalue()


@pytest.fixture(scope="module")
def words(tmp_path_factory):
    path = tmp_path_factory.mktemp("numbers") / "words.txt"
    path.write_text("rest\nstare\nslate\nlines\ntea\n")
    assert _run(["anneal", "--size", "33", "--iterations", "10", "--seed", "1", "-d", str(path)])[0] == 0
    return str(path)


def _edge(kind):
    return st.sampled_from([kind.low, kind.high])


@fuzz_settings(25, deadline_ms=20_000)
@given(seed=_edge(common.seed_number), stall=_edge(common.positive_count), t0=st.sampled_from([0.0, 1e9]),
       decay=st.sampled_from([1e-300, 1e6]))
def test_the_extreme_values_of_anneal_run(words, seed, stall, t0, decay):
    code, err = _run(["anneal", "--size", "33", "--iterations", "300", "--seed", str(seed), "--max-stall", str(stall),
                      "--t0", repr(t0), "--decay", repr(decay), "-d", words])
    assert code == 0, err


@fuzz_settings(10, deadline_ms=30_000)
@given(seed=_edge(common.seed_number), iterations=_edge(common.count))
def test_the_extreme_values_of_hillclimb_run(words, seed, iterations):
    code, err = _run(["hillclimb", "--size", "33", "--pool", "2", "--seconds", "0.2", "--seed", str(seed),
                      "--max-iterations", str(iterations), "-d", words])
    assert code == 0, err
