"""4x4 classes broken side by side with the newest C++ reference (danvk/hybrid-boggle).

The reference is built here from a copy of its repository (``--ref-repo``, a git repository such
as the one ``fetch github:danvk/hybrid-boggle`` leaves in ``/work/.mirror``) into a folder outside
this tree (``--ref-dir``): a checkout of ``--ref-commit`` and its pybind11 module, compiled with the
flags of its own build script. Nothing of it enters this project; it runs under its own Python
(``--ref-python``, 3.12+ with pybind11, numpy and tqdm), driven by a small script written into
``--ref-dir`` that calls its public breaker the way its ``break_all.py`` does (whose cloud-storage
import, never used by a run, is given a stand-in module).

Both programs break the same classes of the published 4x4 partition (ENABLE2K, threshold 3500): a
seeded random sample of canonical classes plus ``--ids``. The class ids are the reference's too:
both number a class by the part each cell takes (cell 0 the lowest digit), the reference reading
cells by columns and this project by rows, so one id names a class and its transpose, and a
canonical id (the smallest id of its symmetry orbit) is the same in both (the reference's ids
1099391, 1064691 and 1117564 are this project's ids).

Each program runs as a run's worker does: one long-lived process per program (and repeat), breaking
the classes one after the other with its buffers kept from class to class; the two programs
alternate class by class (which goes first alternates too), and the machine's load is read before
each class. ``--fresh`` breaks each class in a fresh process instead (start-up and first-touch page
faults then count, which the reference pays for every class anyway: it makes a new arena per class).
Reported per class and program: CPU seconds of the break (user + sys of the process while breaking),
the process's peak resident memory while breaking it (the peak is reset before each class), tree
nodes, and the boards found (which must agree). Then the ratio of the CPU sums (this project /
reference) per repeat, its bootstrap interval over classes, and the per-class ratios' median and
quartiles.

``--units`` compares the run as ``boggle break`` makes it instead of classes alone: a run breaks the
classes that differ only in their corners as one union (``core.proofs.group_classes``), so each
sampled class stands for its *unit*, the union the run breaks it in (its group's canonical classes,
grouped as the run groups them). This project breaks the union once; the reference breaks every
class of it, one after the other (it has no unions). A unit's CPU seconds are then shared evenly by
its classes, so that the ratio of sums and the projection are per class of the proof (a class is
drawn at random, and its unit's cost divided by the unit's classes estimates the proof's mean cost
a class); peaks are the union's against the largest of the reference's classes, and the boards the
union lists that its classes hold against the reference's boards of all of them.

Examples::

    python benchmarks/bench_vs_reference.py --ref-python /work/ref/venv/bin/python \\
        --ids 1099391,1064691,1117564 --sample 0 --repeat 1
    python benchmarks/bench_vs_reference.py --ref-python /work/ref/venv/bin/python --sample 30 --seed 0 \\
        --repeat 2 --out /work/runs/vsref/sample30.jsonl          # resumable: finished runs are kept
    python benchmarks/bench_vs_reference.py --summary /work/runs/vsref/sample30.jsonl
    # a 200-class projection, one shard a core (each shard alternates the two programs itself):
    python benchmarks/bench_vs_reference.py ... --sample 200 --repeat 1 --shard 1/2 --out s200-1.jsonl &
    python benchmarks/bench_vs_reference.py ... --sample 200 --repeat 1 --shard 2/2 --out s200-2.jsonl
    python benchmarks/bench_vs_reference.py --summary s200-1.jsonl s200-2.jsonl --sample 200
    # the run's unions against the reference's classes, the sampled classes' units:
    python benchmarks/bench_vs_reference.py ... --units --sample 30 --repeat 1 --out units30.jsonl
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import ROOT, add_dictionary_argument

PARTITION = "aeijou bcdfgmpqvwxz hklnrsty, corner:aeiosuy bcdfghjklmnpqrtvwxz"
THRESHOLD = 3500
#: The reference's default switchover (1.7 x threshold), the faster of its two on this machine.
REF_SWITCHOVER_FACTOR = 1.7
DEFAULT_REF_REPO = Path("/work/.mirror/danvk+hybrid-boggle/repo")
DEFAULT_REF_COMMIT = "4347e80"
#: The reference's sources compiled into its Python module, and the flags of its build script.
REF_SOURCES = ("cpp_boggle.cc", "trie.cc", "arena.cc", "eval_node.cc", "symmetry.cc")
REF_FLAGS = ("-Wall", "-shared", "-std=c++20", "-fPIC", "-march=native", "-Wno-sign-compare", "-O3")

# The script that drives the reference, written into --ref-dir and run by its own Python. It uses the
# reference's public classes only, as its break_all.py does for each class. With a class id it breaks
# that class and exits; with none it reads class ids from its input, one a line, and answers each.
REF_DRIVER = r"""
import json, os, sys, time, types
src, dictionary = sys.argv[1], sys.argv[2]
threshold, switchover = int(sys.argv[3]), float(sys.argv[4])
sys.path.insert(0, src)
os.chdir(src)
# break_all imports a cloud-storage client at the top that a local run never uses
google, cloud = types.ModuleType("google"), types.ModuleType("google.cloud")
storage = types.ModuleType("google.cloud.storage")
google.cloud, cloud.storage = cloud, storage
sys.modules.update({"google": google, "google.cloud": cloud, "google.cloud.storage": storage})
from boggle.board_id import from_board_id, parse_classes
from boggle.break_all import get_breaker
args = types.SimpleNamespace(size=44, dictionary=dictionary, best_score=threshold, python=False, breaker="hybrid",
                             switchover_score=switchover, log_breaker_progress=False, num_splits=4)
bundle = get_breaker(args)


def break_one(class_id):
    text = from_board_id(parse_classes(PARTITION, (4, 4)), class_id)
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    c0 = time.process_time()
    assert bundle.breaker.SetBoard(text)
    details = bundle.breaker.Break()
    cpu = time.process_time() - c0
    hwm = 0
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                hwm = int(line.split()[1]) * 1024
    print("RESULT " + json.dumps({"class_text": text, "cpu": cpu, "class_peak": hwm, "boards": details.failures,
                                 "init_nodes": details.init_nodes, "total_nodes": details.total_nodes,
                                 "n_paths": details.n_paths, "n_paths_uniq": details.n_paths_uniq,
                                 "n_force": details.n_force, "n_bound": details.n_bound,
                                 "boards_tested": details.boards_to_test,
                                 "root_bound": details.bounds.get(1, 0)}), flush=True)


if len(sys.argv) > 5:
    break_one(int(sys.argv[5]))
else:
    print("READY", flush=True)
    for line in sys.stdin:
        break_one(int(line))
"""


def build_reference(repo: Path, commit: str, ref_dir: Path, python: str) -> Path:
    """A checkout of ``commit`` in ``ref_dir/src`` with its module compiled; the checkout's path."""
    src = ref_dir / "src"
    if not src.exists():
        ref_dir.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(repo), str(src)], check=True)
    head = subprocess.run(["git", "-C", str(src), "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    want = subprocess.run(["git", "-C", str(src), "rev-parse", commit], capture_output=True, text=True,
                          check=True).stdout.strip()
    if head != want or not (src / "cpp").exists():
        subprocess.run(["git", "-C", str(src), "checkout", "--quiet", "--force", want], check=True)
        for old in src.glob("cpp_boggle*.so"):
            old.unlink()
    suffix = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))"],
                            capture_output=True, text=True, check=True).stdout.strip()
    module = src / f"cpp_boggle{suffix}"
    if not module.exists():
        includes = subprocess.run([python, "-m", "pybind11", "--includes"], capture_output=True, text=True,
                                  check=True).stdout.split()
        cmd = ["c++", *REF_FLAGS, *[f"-isystem{i[2:]}" if i.startswith("-I") else i for i in includes],
               *REF_SOURCES, "-o", str(module)]
        print(f"building the reference at {want[:7]}: {' '.join(cmd)}", flush=True)
        subprocess.run(cmd, cwd=src / "cpp", check=True)
    (ref_dir / "drive_reference.py").write_text(f"PARTITION = {PARTITION!r}\n" + REF_DRIVER)
    return src


#: Modules the reference's Python must have: its build (pybind11) and what its break_all.py imports.
REF_MODULES = ("pybind11", "numpy", "tqdm")


def missing_reference_modules(python: str) -> list[str]:
    """The modules of :data:`REF_MODULES` that ``python`` cannot import (all of them if it does not run)."""
    probe = ("import importlib.util, sys; "
             "print(' '.join(m for m in sys.argv[1:] if importlib.util.find_spec(m) is None))")
    try:
        out = subprocess.run([python, "-c", probe, *REF_MODULES], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return list(REF_MODULES)
    return out.stdout.split() if out.returncode == 0 else list(REF_MODULES)


def reference_command(python: str, ref_dir: Path, dictionary: str) -> list[str]:
    return [python, str(ref_dir / "drive_reference.py"), str(ref_dir / "src"), dictionary, str(THRESHOLD),
            str(REF_SWITCHOVER_FACTOR * THRESHOLD)]


def ours_command(dictionary: str, switchover: float | None) -> list[str]:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--dictionary", dictionary]
    return cmd + (["--switchover-factor", str(switchover)] if switchover is not None else [])


def _result(text: str) -> dict | None:
    line = next((x for x in text.splitlines() if x.startswith("RESULT ")), None)
    return None if line is None else json.loads(line[len("RESULT "):])


def run_fresh(cmd: list[str], class_id: int) -> dict:
    """Run ``cmd`` for one class in a fresh process to its end; its RESULT, plus the whole process's CPU
    seconds (user + sys) and peak resident memory (``wait4``'s rusage) and the load before and after."""
    load = os.getloadavg()[0]
    t = time.perf_counter()
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(cmd + [str(class_id)], stdout=out, stderr=err, text=True)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - t
        out.seek(0)
        err.seek(0)
        text, errors = out.read(), err.read()
    rec = _result(text)
    if proc.returncode != 0 or rec is None:
        raise RuntimeError(f"{' '.join(cmd[:3])} failed ({proc.returncode}):\n{text[-2000:]}\n{errors[-4000:]}")
    rec.update(process_cpu=usage.ru_utime + usage.ru_stime, peak=usage.ru_maxrss * 1024, wall=wall,
               load_before=load, load_after=os.getloadavg()[0])
    return rec


class Worker:
    """A program kept running, as a run's worker is: it breaks the classes it is sent one after the other
    (its buffers kept from class to class), reporting each class's CPU seconds and the process's peak
    resident memory while breaking it (reset before each class)."""

    def __init__(self, cmd: list[str], log: Path):
        self.log = open(log, "a")
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True,
                                     bufsize=1)
        self._read("READY")

    def _read(self, prefix: str) -> str:
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"worker {self.proc.args[:2]} ended (see {self.log.name})")
            if line.startswith(prefix):
                return line

    def run(self, class_id: int | str) -> dict:
        load = os.getloadavg()[0]
        t = time.perf_counter()
        self.proc.stdin.write(f"{class_id}\n")
        self.proc.stdin.flush()
        rec = _result(self._read("RESULT "))
        rec.update(peak=rec["class_peak"], wall=time.perf_counter() - t, load_before=load,
                   load_after=os.getloadavg()[0])
        return rec

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        self.log.close()


def child_ours(class_id: int | None, dictionary: str, switchover: float | None) -> None:
    """Break one class (``class_id``), or the classes read from the input, one a line (an id, or a class's
    text such as a union's), in this process after a warm-up that loads the compiled kernels; print a RESULT
    line for each."""
    import resource

    from _common import peak_rss_since_reset, reset_peak_rss

    from core.engine.board import parse_size
    from core.engine.wordlist import load_wordlist
    from core.proofs.breaker import Breaker
    from core.proofs.classes import class_from_id, parse_class, parse_partition
    geom = parse_size("44")
    part = parse_partition(PARTITION, geom)
    br = Breaker(load_wordlist(dictionary), geom, **({} if switchover is None else {"switchover_factor": switchover}))
    br.break_class(parse_class("ae st ae st " * 3 + "ae st ae st", geom), 10**6)  # load the kernels

    def break_one(cid: int | str) -> None:
        bc = class_from_id(part, cid) if isinstance(cid, int) else parse_class(cid, geom)
        reset_peak_rss()
        r0 = resource.getrusage(resource.RUSAGE_SELF)
        res = br.break_class(bc, THRESHOLD)
        r1 = resource.getrusage(resource.RUSAGE_SELF)
        # the stats as a record, or as the dict of the code before it (to time that code the same way)
        s = res.stats if isinstance(res.stats, dict) else vars(res.stats)
        print("RESULT " + json.dumps({
            "class_text": str(bc), "cpu": (r1.ru_utime + r1.ru_stime) - (r0.ru_utime + r0.ru_stime),
            "class_peak": peak_rss_since_reset(), "boards": [b for b, _ in res.boards],
            **{k: s[k] for k in ("init_nodes", "total_nodes", "n_paths", "n_paths_uniq", "n_force", "n_bound",
                                 "boards_tested")}, "boards_searched": s.get("boards_searched", s["boards_tested"]),
            "root_bound": res.root_bound}), flush=True)

    if class_id is not None:
        break_one(class_id)
        return
    print("READY", flush=True)
    for line in sys.stdin:
        break_one(int(line) if line.strip().isdigit() else line.strip())


def run_unit(part, class_id: int):
    """The unit (``core.proofs.BreakUnit``) in which a whole run of ``part`` breaks class ``class_id``.

    A run groups the canonical classes that differ only in the union cells (the corners), so the unit is
    made from those classes alone: every digit on those cells, each class turned canonical.
    """
    from itertools import product

    from core.proofs.classes import canonical_id, class_from_id, class_id_of
    from core.proofs.tasks import BreakTask, group_classes, union_cells
    geom = part.geometry
    cells = union_cells(geom)
    base = class_from_id(part, class_id)
    members = set()
    for combo in product(*(part.cell_parts[c] for c in cells)):
        variant = base
        for c, letters in zip(cells, combo):
            variant = variant.with_cell(c, letters)
        members.add(canonical_id(part, class_id_of(part, variant)))
    tasks = [BreakTask(i, " ".join(class_from_id(part, i).letter_sets)) for i in sorted(members)]
    return next(u for u in group_classes(tasks, geom) if any(t.class_id == class_id for t in u.tasks))


def held_boards(boards, unit, geom) -> list[str]:
    """The boards of a union that one of the unit's classes holds (the boards the run reports for them)."""
    from core.proofs.classes import parse_class
    classes = [parse_class(t.class_text, geom) for t in unit.tasks]
    return [b for b in boards if any(c.holds(b) for c in classes)]


def run_unit_program(program: str, worker, unit, geom) -> dict:
    """Break ``unit`` with one program's worker: this project breaks the union (or the class alone), the
    reference each class; CPU and nodes summed, the largest peak, every board."""
    if program == "ours":
        rec = worker.run(unit.union or unit.tasks[0].class_id)
        rec["boards"] = held_boards(rec["boards"], unit, geom) if unit.union else rec["boards"]
    else:
        recs = [worker.run(t.class_id) for t in unit.tasks]
        rec = dict(recs[0])
        for k in ("cpu", "total_nodes", "init_nodes", "n_force", "n_bound", "wall"):
            rec[k] = sum(r[k] for r in recs)
        rec["peak"] = max(r["peak"] for r in recs)
        rec["boards"] = [b for r in recs for b in r["boards"]]
        rec["root_bound"] = max(r["root_bound"] for r in recs)
    n = len(unit.tasks)
    # the unit's seconds shared by its classes: per class of the proof (see the module docstring)
    rec.update(unit_cpu=rec["cpu"], cpu=rec["cpu"] / n, members=[t.class_id for t in unit.tasks],
               union=unit.union)
    return rec


def canonical_boards(boards, geom) -> list[str]:
    from core.engine.board import canonical_board
    return sorted({canonical_board(b, geom) for b in boards})


def parse_shard(text: str) -> tuple[int, int]:
    """``K/N`` as ``(K, N)`` with ``1 <= K <= N``."""
    try:
        k, n = (int(x) for x in text.split("/"))
    except ValueError:
        sys.exit(f"--shard must be K/N, such as 1/2, not {text!r}")
    if not 1 <= k <= n:
        sys.exit(f"--shard {text}: K must be from 1 to N")
    return k, n


def ratio_interval(ours, ref, reps: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """The 95% percentile bootstrap interval of ``sum(ours) / sum(ref)`` over ``reps`` resamples of the
    classes (the two programs' times of a class stay paired)."""
    import numpy as np
    idx = np.random.default_rng(seed).integers(0, len(ours), size=(reps, len(ours)))
    lo, hi = np.percentile(ours[idx].sum(axis=1) / ref[idx].sum(axis=1), [2.5, 97.5])
    return float(lo), float(hi)


def summarize(paths: list[Path], sample: int = 0, seed: int = 0) -> None:
    """Per-class figures and ratios of the runs in ``paths`` (the shards of one comparison); with
    ``sample``, the whole proof's CPU-hours projected from the classes of that seeded random sample."""
    import numpy as np

    from core.engine.board import parse_size
    geom = parse_size("44")
    runs = [json.loads(x) for path in paths for x in path.read_text().splitlines() if x.strip()]
    by = {}
    for r in runs:
        by.setdefault((r["id"], r["repeat"]), {})[r["program"]] = r
    pairs = [(k, v) for k, v in sorted(by.items()) if "ours" in v and "ref" in v]
    if not pairs:
        print("no complete pairs yet")
        return
    ids = sorted({k[0] for k, _ in pairs})
    repeats = sorted({k[1] for k, _ in pairs})
    units = [v["ours"] for _, v in pairs if v["ours"].get("mode") == "units"]
    if units:
        size = np.mean([len(u["members"]) for u in units])
        print(f"the run's units: each class's union (this project) against the union's {size:.1f} "
              f"classes on average (the reference); CPU seconds are per class (the unit's shared evenly), peaks the "
              f"union's against the largest of the reference's classes")
    print(f"{len(ids)} classes, repeats {repeats}; load (1-min) during the runs: "
          f"median {np.median([r['load_before'] for r in runs]):.2f}, max {max(r['load_before'] for r in runs):.2f}")
    print(f"{'id':>8} {'ours CPU s':>10} {'ref CPU s':>10} {'ratio':>6} {'ours MiB':>9} {'ref MiB':>8} "
          f"{'ours nodes':>12} {'ref nodes':>12}  boards")
    mismatch = 0
    per_class = {}
    for cid in ids:
        rows = [v for (i, _), v in pairs if i == cid]
        o = np.median([v["ours"]["cpu"] for v in rows])
        f = np.median([v["ref"]["cpu"] for v in rows])
        om = max(v["ours"]["peak"] for v in rows) / 2**20
        fm = max(v["ref"]["peak"] for v in rows) / 2**20
        per_class[cid] = (o, f, om, fm)
        ob = canonical_boards(rows[0]["ours"]["boards"], geom)
        fb = canonical_boards(rows[0]["ref"]["boards"], geom)
        same = ob == fb
        mismatch += not same
        print(f"{cid:>8} {o:>10.2f} {f:>10.2f} {o / f:>6.2f} {om:>9.0f} {fm:>8.0f} "
              f"{rows[0]['ours']['total_nodes']:>12,} {rows[0]['ref']['total_nodes']:>12,}  "
              f"{len(ob)}{'' if same else f' MISMATCH (ref {len(fb)})'}")
    o = np.array([per_class[c][0] for c in ids])
    f = np.array([per_class[c][1] for c in ids])
    print(f"sum of per-class medians: ours {o.sum():.1f} CPU s, reference {f.sum():.1f} CPU s, "
          f"ratio {o.sum() / f.sum():.3f}")
    for rep in repeats:
        rr = [v for (i, r), v in pairs if r == rep]
        so, sf = sum(v["ours"]["cpu"] for v in rr), sum(v["ref"]["cpu"] for v in rr)
        print(f"  repeat {rep}: {len(rr)} classes, ours {so:.1f} s, reference {sf:.1f} s, ratio {so / sf:.3f}")
    lo, hi = ratio_interval(o, f)
    q = np.percentile(o / f, [25, 50, 75])
    print(f"ratio of sums {o.sum() / f.sum():.3f} (95% bootstrap over classes {lo:.3f}-{hi:.3f}); "
          f"per-class ratio median {q[1]:.3f} (quartiles {q[0]:.3f}-{q[2]:.3f}, min {(o / f).min():.3f}, "
          f"max {(o / f).max():.3f})")
    om = np.array([per_class[c][2] for c in ids])
    fm = np.array([per_class[c][3] for c in ids])
    print(f"peak process memory: ours median {np.median(om):.0f} MiB, max {om.max():.0f}; reference median "
          f"{np.median(fm):.0f} MiB, max {fm.max():.0f}; classes where ours is larger: {(om > fm).sum()} of {len(ids)}")
    print(f"boards: {'the same on every class' if not mismatch else f'{mismatch} classes DIFFER'}")
    if sample:
        root_bounds = {k[0]: v["ours"]["root_bound"] for k, v in pairs}
        project(per_class, root_bounds, sample, seed)


#: Root-bound bands for the projection's breakdown (where the sample's time goes).
ROOT_BOUND_BANDS = (0, 10_000, 20_000, 30_000, 10**9)


def project(per_class: dict, root_bounds: dict, sample: int, seed: int) -> None:
    """The whole proof's CPU-hours for each program on this machine: the number of canonical classes
    times the mean CPU seconds over the measured classes of the seeded random sample, with a 95%
    bootstrap interval, and the ratio of the two means with its own interval (the same resamples)."""
    import numpy as np
    from _common import bootstrap_total

    from core.engine.board import parse_size
    from core.proofs.classes import canonical_class_count, parse_partition, sample_canonical_ids
    part = parse_partition(PARTITION, parse_size("44"))
    drawn = sample_canonical_ids(part, sample, seed=seed)
    ids = [c for c in drawn if c in per_class]
    if not ids:
        print(f"projection: none of the {sample} classes of seed {seed} measured yet")
        return
    canonical = canonical_class_count(part)
    o = np.array([per_class[c][0] for c in ids])
    f = np.array([per_class[c][1] for c in ids])
    print(f"projection from {len(ids)} of the {sample} random canonical classes of seed {seed} "
          f"({canonical:,} classes in the proof), CPU-hours on this machine:")
    for name, t in (("this project", o), ("reference", f)):
        est, low, high = (v / 3600 for v in bootstrap_total(t, canonical, seed=seed))
        print(f"  {name:>12}: {est:,.0f} (95% bootstrap interval {low:,.0f} - {high:,.0f}); per class mean "
              f"{t.mean():.2f} s, median {np.median(t):.2f}, 90th percentile {np.percentile(t, 90):.2f}, "
              f"max {t.max():.2f}")
    lo, hi = ratio_interval(o, f, seed=seed)
    print(f"  ratio of the projections {o.sum() / f.sum():.3f} (95% bootstrap {lo:.3f}-{hi:.3f})")
    rb = np.array([root_bounds[c] for c in ids])
    print("  by root bound (this project's): band, classes, share of this project's / the reference's time, "
          "ratio")
    for a, b in zip(ROOT_BOUND_BANDS, ROOT_BOUND_BANDS[1:]):
        m = (rb >= a) & (rb < b)
        if m.any():
            top = f"{b:,}" if b < ROOT_BOUND_BANDS[-1] else "up"
            print(f"    {a:,}-{top}: {m.sum()}, {o[m].sum() / o.sum():.0%} / {f[m].sum() / f.sum():.0%}, "
                  f"{o[m].sum() / f[m].sum():.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ref-repo", type=Path, default=DEFAULT_REF_REPO, help="git repository of hybrid-boggle")
    ap.add_argument("--ref-commit", default=DEFAULT_REF_COMMIT)
    ap.add_argument("--ref-dir", type=Path, default=Path(tempfile.gettempdir()) / "hybrid-boggle-ref",
                    help="where the reference is checked out and built (outside this tree)")
    ap.add_argument("--ref-python", default=None, help="Python 3.12+ with pybind11, numpy and tqdm for the reference")
    ap.add_argument("--sample", type=int, default=30, help="random canonical classes (seeded)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ids", default="", help="more class ids, comma-separated")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--shard", default="1/1", help="K/N: break only every N-th class from the K-th (to run N "
                                                       "shards at once, one a core)")
    ap.add_argument("--switchover-factor", type=float, default=None, help="this project's (default: Breaker's)")
    ap.add_argument("--out", type=Path, default=None, help="JSON lines of every run (resumable)")
    ap.add_argument("--summary", type=Path, nargs="+", default=None,
                    help="only summarise --out files (the shards of one comparison); with --sample, project the "
                         "whole proof from that seeded sample's classes")
    ap.add_argument("--fresh", action="store_true",
                    help="break each class in a fresh process (default: one long-lived worker per program, as a run "
                         "has; each class's peak is then the worker's peak while breaking it)")
    ap.add_argument("--units", action="store_true",
                    help="compare the run's units: each sampled class's union (this project) against its classes "
                         "(the reference); CPU shared per class (see above)")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    add_dictionary_argument(ap)
    args = ap.parse_args()
    if args.child is not None:
        child_ours(None if args.child == "-" else int(args.child), args.dictionary, args.switchover_factor)
        return
    if args.summary:
        summarize(args.summary, args.sample, args.seed)
        return
    if not args.ref_python:
        sys.exit("--ref-python is needed: a Python 3.12+ with pybind11, numpy and tqdm (e.g. a venv made with pyenv's)")
    if missing := missing_reference_modules(args.ref_python):
        sys.exit(f"--ref-python {args.ref_python} lacks {', '.join(missing)}, which the reference needs "
                 f"(its break_all.py imports tqdm; pip install pybind11 numpy tqdm)")
    if str(args.ref_dir.resolve()).startswith(str(ROOT)):
        sys.exit("--ref-dir must be outside this tree")
    if not Path(args.dictionary).is_file():
        sys.exit(f"word list not found: {args.dictionary}")
    build_reference(args.ref_repo, args.ref_commit, args.ref_dir, args.ref_python)

    from core.engine.board import parse_size
    from core.proofs.classes import parse_partition, sample_canonical_ids
    part = parse_partition(PARTITION, parse_size("44"))
    ids = [int(x) for x in args.ids.split(",") if x.strip()]
    if args.sample:
        ids += [i for i in sample_canonical_ids(part, args.sample, seed=args.seed) if i not in ids]
    shard, shards = parse_shard(args.shard)
    ids = ids[shard - 1::shards]
    out = args.out or Path(tempfile.gettempdir()) / f"bench_vs_reference-{os.getpid()}.jsonl"
    out.parent.mkdir(parents=True, exist_ok=True)
    done = set()
    if out.exists():
        for x in out.read_text().splitlines():
            r = json.loads(x)
            done.add((r["id"], r["repeat"], r["program"]))
    if args.units and args.fresh:
        sys.exit("--units runs long-lived workers: leave out --fresh")
    mode = "units" if args.units else "fresh" if args.fresh else "worker"
    geom = parse_size("44")
    units = {cid: run_unit(part, cid) for cid in ids} if args.units else {}
    how = ("each program in a fresh process per class" if args.fresh else
           "one worker per program and repeat, breaking the classes one after the other")
    print(f"{len(ids)} classes x {args.repeat} repeats, {how}, the programs alternating class by class; runs to "
          f"{out}", flush=True)
    commands = {"ours": ours_command(args.dictionary, args.switchover_factor) + ["--child"],
                "ref": reference_command(args.ref_python, args.ref_dir, str(Path(args.dictionary).resolve()))}
    for rep in range(args.repeat):
        todo = [(n, cid) for n, cid in enumerate(ids) if any((cid, rep, p) not in done for p in commands)]
        if not todo:
            continue
        workers = {}
        if not args.fresh:
            workers = {"ours": Worker(commands["ours"] + ["-"], out.with_suffix(".ours.log")),
                       "ref": Worker(commands["ref"], out.with_suffix(".ref.log"))}
        for n, cid in todo:
            order = ("ours", "ref") if (rep + n) % 2 == 0 else ("ref", "ours")
            for program in order:
                if (cid, rep, program) in done:
                    continue
                if args.units:
                    rec = run_unit_program(program, workers[program], units[cid], geom)
                else:
                    rec = run_fresh(commands[program], cid) if args.fresh else workers[program].run(cid)
                rec.update(id=cid, repeat=rep, program=program, mode=mode)
                with open(out, "a") as f:
                    f.write(json.dumps(rec) + "\n")
                what = f" (unit of {len(rec['members'])}: {rec['unit_cpu']:.2f} s)" if args.units else ""
                print(f"  repeat {rep} class {cid} {program:>4}: {rec['cpu']:8.2f} CPU s{what}, peak "
                      f"{rec['peak'] / 2**20:6.0f} MiB, {rec['total_nodes']:>12,} nodes, {len(rec['boards'])} "
                      f"board(s), load {rec['load_before']:.2f}", flush=True)
        for w in workers.values():
            w.close()
    summarize([out], args.sample, args.seed)


if __name__ == "__main__":
    main()
