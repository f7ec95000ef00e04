"""Board statistics against slow references: census, common words, board counts, cached ratings, CLI."""
from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.cli.main import main as cli_main
from core.engine import cache as disk_cache
from core.engine.board import letters_to_string, string_to_letters
from core.engine.dice import DiceSet, can_roll, get_dice_set
from core.engine.rules import get_rules
from core.engine.solver import SEARCH_BUDGET, Solver
from core.engine.wordlist import load_wordlist
from core.stats import census as stats
from tests import naive


@pytest.fixture(scope="module")
def small_list(tmp_path_factory, default_wordlist):
    """A few hundred words that really occur on New and Big boards, plus some Qu words and misses."""
    solver4 = Solver(default_wordlist)
    solver5 = Solver(default_wordlist, "big")
    words = set()
    for b in stats.roll_sample("new", 12, seed=5):
        words |= solver4.solve(letters_to_string(b)).word_set()
    for b in stats.roll_sample("big", 4, seed=5):
        words |= solver5.solve(letters_to_string(b)).word_set()
    words = sorted(words)[::2]  # every other word: the trie has holes where found words would be
    words += ["queen", "quit", "quits", "equip", "zzz", "qat"]
    path = tmp_path_factory.mktemp("lists") / "small.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return load_wordlist(path), naive.NaiveDictionary(words)


def _with_qu_board(boards, width):
    # One board spells queen along its top row and quit down and across from the Qu cell.
    boards = boards.copy()
    boards[0, :4] = string_to_letters("qeen")
    boards[0, width:width + 2] = string_to_letters("it")
    return boards


@pytest.mark.parametrize("dice,rules,n", [("new", "standard", 60), ("big", "big", 12), ("new", "words", 20)])
def test_census_matches_naive(small_list, dice, rules, n):
    wl, naive_dict = small_list
    ds = get_dice_set(dice)
    r = get_rules(rules)
    boards = _with_qu_board(stats.roll_sample(ds, n, seed=11), ds.width)
    sample = stats.sample_boards(ds, wl, r, boards=boards, threads=1)
    strings = [letters_to_string(b) for b in boards]
    scores, counts, length_sets, holding = naive.board_census(strings, ds.width, ds.height, naive_dict,
                                                               r.min_length)
    if rules == "words":
        scores = counts  # one point per word
    assert sample.scores.tolist() == scores
    assert sample.word_counts.tolist() == counts
    assert sum(counts) > 0
    for mask, lengths in zip(sample.length_masks.tolist(), length_sets):
        assert {L for L in range(64) if (mask >> L) & 1} == lengths
    got = {wl.words[i]: int(c) for i, c in enumerate(sample.word_boards) if c}
    assert got == holding


def test_summary_matches_naive(small_list):
    wl, naive_dict = small_list
    sample = stats.sample_boards("new", wl, n=80, seed=3, threads=1)
    strings = [sample.board(i) for i in range(sample.n)]
    scores, counts, length_sets, holding = naive.board_census(strings, 4, 4, naive_dict)
    summary = stats.summarize(sample, top=5)
    assert summary.mean_score == pytest.approx(sum(scores) / len(scores))
    assert summary.mean_words == pytest.approx(sum(counts) / len(counts))
    assert summary.score_percentiles[50] == pytest.approx(float(np.median(scores)))
    for L in (3, 4, 5):
        expected = sorted(((w, c) for w, c in holding.items() if len(w) == L), key=lambda t: (-t[1], t[0]))[:5]
        assert summary.common_words[L] == [(w, c / 80) for w, c in expected]
    for L in range(3, 18):
        assert summary.length_chances[L] == pytest.approx(sum(L in s for s in length_sets) / 80)
    assert summary.best_score == max(scores) and summary.best_board == strings[int(np.argmax(scores))]
    counts_hist, edges = summary.score_hist
    assert counts_hist.sum() == 80 and edges[0] == 0 and edges[-1] > max(scores)


def test_threads_and_chunks_do_not_change_the_sample(default_wordlist, monkeypatch):
    one = stats.sample_boards("new", default_wordlist, n=3000, seed=9, threads=1)
    monkeypatch.setattr(stats, "CHUNK", 700)
    two = stats.sample_boards("new", default_wordlist, n=3000, seed=9, threads=2)
    assert np.array_equal(one.boards, two.boards)
    assert np.array_equal(one.scores, two.scores)
    assert np.array_equal(one.word_counts, two.word_counts)
    assert np.array_equal(one.length_masks, two.length_masks)
    assert np.array_equal(one.word_boards, two.word_boards)
    assert np.array_equal(one.scores, Solver(default_wordlist).score_many(one.boards, "44"))
    assert one.word_boards.sum() == one.word_counts.sum()


def test_census_stamps_wrap_safely(default_wordlist):
    from core.stats import _census_kernels as SK
    rules = get_rules("standard")
    boards = stats.roll_sample("new", 4, seed=2)
    fresh = stats.sample_boards("new", default_wordlist, rules, boards=boards, threads=1)
    geom = get_dice_set("new").geometry
    mark = np.full(default_wordlist.nnodes, 0xFFFFFFFF - 1, np.uint32)  # stale marks at the last stamp
    run_state = np.array([0xFFFFFFFF - 3], np.int64)
    scores, words = np.zeros(4, np.int32), np.zeros(4, np.int32)
    lengths, word_boards = np.zeros(4, np.int64), np.zeros(len(default_wordlist), np.int64)
    over = SK.census_batch(boards, None, geom.neighbours, geom.degree, default_wordlist.kernel_nodes(rules),
                           default_wordlist.node_word, default_wordlist.word_length, mark, run_state,
                           scores, words, lengths, word_boards, SEARCH_BUDGET)
    assert over == SK.ALL_SEARCHED
    assert run_state[0] == 2  # the third board crossed the wrap
    assert np.array_equal(scores[2:], fresh.scores[2:]) and np.array_equal(words[2:], fresh.word_counts[2:])
    assert np.array_equal(lengths[2:], fresh.length_masks[2:]) and words[2] > 0


def test_merge_samples_equals_one_sample(default_wordlist):
    boards = stats.roll_sample("new", 900, seed=4)
    whole = stats.sample_boards("new", default_wordlist, boards=boards, threads=1)
    parts = [stats.sample_boards("new", default_wordlist, boards=boards[a:a + 300], threads=1)
             for a in range(0, 900, 300)]
    merged = stats.merge_samples(parts)
    for name in ("boards", "scores", "word_counts", "length_masks", "word_boards"):
        assert np.array_equal(getattr(merged, name), getattr(whole, name)), name
    with pytest.raises(ValueError):
        stats.merge_samples([whole, stats.sample_boards("classic", default_wordlist, n=10)])


def test_progress_and_cancel(default_wordlist, monkeypatch):
    monkeypatch.setattr(stats, "CHUNK", 100)
    seen = []
    stats.sample_boards("new", default_wordlist, n=1000, seed=1, threads=2, progress=lambda d, t: seen.append(d))
    assert seen[0] == 0 and seen[-1] == 1000 and seen == sorted(seen)
    calls = []

    def cancel():
        calls.append(1)
        return len(calls) >= 2

    with pytest.raises(stats.Cancelled):
        stats.sample_boards("new", default_wordlist, n=10_000, seed=1, threads=2, cancel=cancel)
    with pytest.raises(stats.Cancelled):
        stats.sample_boards("new", default_wordlist, n=10_000, seed=1, threads=1, cancel=cancel)


def test_bad_input_is_named(default_wordlist):
    with pytest.raises(ValueError, match="number of boards"):
        stats.sample_boards("new", default_wordlist, n=0)
    with pytest.raises(ValueError, match="unknown dice set"):
        stats.sample_boards("huge", default_wordlist, n=10)
    with pytest.raises(ValueError, match="shape"):
        stats.sample_boards("new", default_wordlist, boards=np.zeros((3, 25), np.int8))


def test_enable2k_new_dice_close_to_published(enable2k):
    sample = stats.sample_boards("new", enable2k, n=20_000, seed=2024)
    s = stats.summarize(sample)
    assert 136 < s.mean_score < 146  # published: 141 points
    assert 95 < s.mean_words < 102  # published: 98.5 words
    top3 = [w for w, _ in s.common_words[3][:6]]
    assert {"toe", "tee"} <= set(top3)
    assert all(0.16 < share < 0.21 for _, share in s.common_words[3][:4])


# -- log-normal fit and histogram ------------------------------------------------

def test_lognormal_fit_recovers_parameters():
    rng = np.random.default_rng(0)
    values = np.concatenate([np.round(rng.lognormal(4.7, 0.6, 50_000)), np.zeros(50)])
    fit = stats.lognormal_fit(values)
    assert fit.mu == pytest.approx(4.7, abs=0.02) and fit.sigma == pytest.approx(0.6, abs=0.02)
    assert fit.zero_share == pytest.approx(50 / len(values))
    counts, edges = stats.histogram(values, 40)
    assert counts.sum() == len(values)
    expected = fit.expected_counts(edges)
    assert expected.sum() == pytest.approx(fit.n_positive, rel=0.01)
    assert fit.cdf([math.exp(4.7)])[0] == pytest.approx(0.5, abs=0.01)
    # The density integrates to the CDF.
    x = np.linspace(1, 400, 40_000)
    assert np.trapezoid(fit.pdf(x), x) == pytest.approx(fit.cdf([400])[0] - fit.cdf([1])[0], abs=1e-3)


def test_wilson_interval_known_values():
    lo, hi = stats.wilson_interval(10, 100)
    assert lo == pytest.approx(0.0552, abs=1e-4) and hi == pytest.approx(0.1744, abs=1e-4)
    lo, hi = stats.wilson_interval(0, 1000)
    assert lo == 0 and 0 < hi < 0.005


# -- board count feasibility ---------------------------------------------------------

def _tiny_dice(dice):
    n = len(dice)
    return DiceSet("tiny", "tiny", n, 1, tuple(dice), "standard", "test")


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_can_roll_many_agrees_with_brute_force(data):
    n = data.draw(st.integers(1, 6))
    alphabet = "abcdq"
    dice = [data.draw(st.text(alphabet, min_size=6, max_size=6)) for _ in range(n)]
    grids = [data.draw(st.text(alphabet, min_size=n, max_size=n)) for _ in range(8)]
    ds = _tiny_dice(dice)
    got = stats.can_roll_many(ds, np.stack([string_to_letters(g) for g in grids]))
    assert got.tolist() == [naive.can_roll(g, dice) for g in grids]


def test_can_roll_many_agrees_with_dice_module():
    rng = np.random.default_rng(4)
    for key in ("new", "classic", "big"):
        ds = get_dice_set(key)
        grids = rng.integers(0, 26, (300, len(ds.dice))).astype(np.int8)
        # Bias towards feasible grids: half of them are real rolls with one cell changed.
        rolls = stats.roll_sample(ds, 300, seed=1)
        rolls[np.arange(300), rng.integers(0, len(ds.dice), 300)] = rng.integers(0, 26, 300)
        grids = np.concatenate([grids, rolls, stats.roll_sample(ds, 50, seed=2)])
        got = stats.can_roll_many(ds, grids)
        expected = [can_roll(ds, letters_to_string(g)) for g in grids]
        assert got.tolist() == expected
        assert got[-50:].all() and 0 < got.sum() < len(grids)


def test_board_count_estimate():
    a = stats.estimate_board_count("new", 200_000, seed=7, threads=1, chunk=30_000)
    b = stats.estimate_board_count("new", 200_000, seed=7, threads=2, chunk=30_000)
    assert a.feasible == b.feasible
    assert a.share_low < a.share < a.share_high
    assert 0.08 < a.share < 0.09  # published: about 8.4%
    assert a.symmetries == 8 and a.grids == 26 ** 16
    assert a.boards == pytest.approx(a.share * 26 ** 16 / 8)
    assert a.boards_low == pytest.approx(a.share_low * 26 ** 16 / 8)
    with pytest.raises(stats.Cancelled):
        stats.estimate_board_count("new", 200_000, seed=7, threads=1, chunk=10_000, cancel=lambda: True)


# -- cached samples for rating boards -----------------------------------------------

def test_cached_sample_round_trip_and_percentile(default_wordlist):
    rules = get_rules("standard")
    assert stats.load_cached_sample("classic", default_wordlist, rules) is None
    progress = []
    built = stats.build_cached_sample("classic", default_wordlist, rules, n=600, seed=3,
                                      progress=lambda d, t: progress.append((d, t)))
    assert progress[-1] == (600, 600)
    assert built.dtype == np.int32 and len(built) == 600 and np.all(np.diff(built) >= 0)
    expected = np.sort(Solver(default_wordlist).score_many(stats.roll_sample("classic", 600, 3), "44"))
    assert np.array_equal(built, expected)
    loaded = stats.load_cached_sample("classic", default_wordlist, "standard")
    assert np.array_equal(loaded, built)
    # Keyed by rules and dice too.
    assert stats.load_cached_sample("classic", default_wordlist, "words") is None
    assert stats.load_cached_sample("new", default_wordlist, rules) is None
    for score in (0, int(built[0]), int(np.median(built)), int(built[-1]), int(built[-1]) + 1):
        assert stats.percentile_of(score, loaded) == pytest.approx(naive.share_below(score, built.tolist()))
    assert stats.percentile_of(int(built[-1]) + 1, loaded) == 100.0
    with pytest.raises(ValueError):
        stats.percentile_of(3, np.array([], np.int32))


def test_corrupt_cache_is_not_trusted(default_wordlist):
    rules = get_rules("standard")
    built = stats.build_cached_sample("new", default_wordlist, rules, n=300, seed=1)
    file = stats.sample_cache_file("new", default_wordlist, rules)
    data = file.read_bytes()
    file.write_bytes(data[: len(data) // 2])
    assert stats.load_cached_sample("new", default_wordlist, rules) is None
    file.write_bytes(b"not a numpy file")
    assert stats.load_cached_sample("new", default_wordlist, rules) is None
    # Well-formed file whose scores do not match their checksum (bit rot or tampering).
    bad = built.copy()
    bad[-1] += 1
    key = stats._sample_key(get_dice_set("new"), default_wordlist, rules)
    with open(file, "wb") as fh:
        np.savez(fh, scores=bad, seed=np.asarray(1), cache_key=np.asarray(key),
                 cache_version=np.asarray(stats.CACHE_VERSION), cache_checksum=np.asarray("0" * 64))
    assert stats.load_cached_sample("new", default_wordlist, rules) is None
    # The same file with its checksum right is trusted: the checksum is what refused it.
    with open(file, "wb") as fh:
        np.savez(fh, scores=bad, seed=np.asarray(1), cache_key=np.asarray(key),
                 cache_version=np.asarray(stats.CACHE_VERSION),
                 cache_checksum=np.asarray(disk_cache.arrays_checksum({"scores": bad, "seed": np.asarray(1)})))
    assert np.array_equal(stats.load_cached_sample("new", default_wordlist, rules), bad)
    # Unsorted or negative scores are refused even with a right checksum.
    for crafted in (bad[::-1].copy(), np.concatenate([[-5], bad]).astype(np.int32)):
        disk_cache.save_arrays(file, {"scores": crafted, "seed": np.asarray(1)}, key=key,
                               version=stats.CACHE_VERSION, checksum=True)
        assert stats.load_cached_sample("new", default_wordlist, rules) is None
    # A cancelled rebuild leaves the file as it was.
    before = file.read_bytes()
    with pytest.raises(stats.Cancelled):
        stats.build_cached_sample("new", default_wordlist, rules, n=300, seed=1, cancel=lambda: True)
    assert file.read_bytes() == before
    stats.build_cached_sample("new", default_wordlist, rules, n=300, seed=1)
    assert np.array_equal(stats.load_cached_sample("new", default_wordlist, rules), built)


# -- command line ------------------------------------------------------------------

def test_cli_stats_output_contract(capsys, small_list):
    wl, _ = small_list
    code = cli_main(["stats", "--boards", "400", "--seed", "5", "--threads", "1", "-d", str(wl.path)])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    sample = stats.sample_boards("new", wl, n=400, seed=5, threads=1)
    assert out[-2] == f"mean_score: {sample.scores.mean():.3f}"
    assert out[-1] == f"mean_words: {sample.word_counts.mean():.3f}"
    text = "\n".join(out)
    assert "most common words" in text and "log-normal" in text and "best board:" in text


def test_cli_stats_big_uses_big_rules(capsys, small_list):
    wl, _ = small_list
    assert cli_main(["stats", "--dice", "big", "--boards", "50", "--seed", "1", "-d", str(wl.path)]) == 0
    out = capsys.readouterr().out
    assert "rules: big" in out
    sample = stats.sample_boards("big", wl, "big", n=50, seed=1)
    assert out.strip().splitlines()[-2] == f"mean_score: {sample.scores.mean():.3f}"


def test_cli_errors(capsys):
    assert cli_main(["stats", "--boards", "0"]) == 2
    assert "--boards must be at least 1" in capsys.readouterr().err
    assert cli_main(["count-boards", "--samples", "-5"]) == 2
    assert "--samples must be at least 1" in capsys.readouterr().err
    assert cli_main(["stats", "--boards", "5", "-d", "/nonexistent/list.txt"]) == 2
    assert "boggle: error:" in capsys.readouterr().err


def test_cli_count_boards(capsys):
    assert cli_main(["count-boards", "--samples", "20000", "--seed", "3"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    est = stats.estimate_board_count("new", 20000, seed=3)
    assert out[-2] == f"feasible_share: {est.share:.6f}"
    assert out[-1] == f"distinct_boards: {est.boards:.4e}"
    assert any("95% CI" in line for line in out)
