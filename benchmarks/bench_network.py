"""Load on a round host: scripted players on 127.0.0.1, driven from several processes.

The host runs in a child process of its own (so its memory and CPU time are its own);
the players are spread over ``--processes`` client processes, each an asyncio loop
speaking the protocol directly (docs/network.md), so no single client process is the
bottleneck. A word's round trip is the time from sending ``submit`` to reading its
``word_result``, measured in the process that sent it. About a quarter of the words are
not on the board or not words at all.

Scenarios (each a round of ``--seconds``):

- ``paced``: every player sends a word every ``1 / --rate`` seconds (2 a second), jittered;
- ``burst``: every player sends ``--burst`` words at once, every ``--burst-every`` seconds
  (a player who typed ahead while the connection was down, or pasted a list).

Targets (docs/network.md): median under 5 ms and 99th percentile under 50 ms at 200
players pacing 2 words a second. The machine's load average is printed with the figures:
on a shared machine the same run can vary 2x.

    python benchmarks/bench_network.py                         # 50 and 200 players, paced and bursts
    python benchmarks/bench_network.py --players 200 --scenarios paced --seconds 60
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing as mp
import os
import random
import statistics
import string
import sys
import time

import _common  # noqa: F401  (puts the checkout on sys.path)

BOARD = "perslatgsineters"


def _host_process(conn, seconds: float, players: int) -> None:
    """The child: a host on 127.0.0.1; sends its port, runs one round when told, reports rusage."""
    import resource

    from core.engine import load_wordlist
    from core.net import Limits, RoundHost

    async def main():
        host = RoundHost(load_wordlist(), seconds=seconds, limits=Limits(max_players=players, max_pending=players))
        await host.start()
        idle_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024   # the engine and list loaded
        conn.send(host.port)
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, conn.recv)     # "start"
        cpu0 = resource.getrusage(resource.RUSAGE_SELF)
        host.start_round(BOARD)
        while host.state != "ended":
            await asyncio.sleep(0.05)
        deadline = time.monotonic() + 15      # the results go out; the players leave when they have them
        while host._conns and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        cpu1 = resource.getrusage(resource.RUSAGE_SELF)
        conn.send({"cpu_round": (cpu1.ru_utime - cpu0.ru_utime) + (cpu1.ru_stime - cpu0.ru_stime),
                   "peak_rss": cpu1.ru_maxrss * 1024, "idle_rss": idle_rss,
                   "players": len(host.result.players), "words": sum(len(p.words) for p in host.result.players)})
        await host.stop()

    asyncio.run(main())


async def _player(url: str, k: int, words: list[str], plan: dict, rtts: list[float], ready: asyncio.Event,
                  counts: dict) -> None:
    from websockets.exceptions import ConnectionClosed

    try:
        await _play(url, k, words, plan, rtts, ready, counts)
    except ConnectionClosed as exc:           # counted, not a crash: the figures say how many
        counts["closed"] = counts.get("closed", 0) + 1
        counts.setdefault("close reasons", set()).add(str(exc)[:80])
        ready.set()


async def _play(url: str, k: int, words: list[str], plan: dict, rtts: list[float], ready: asyncio.Event,
                counts: dict) -> None:
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    from core.net import protocol as P
    rng = random.Random(k)
    sent: dict[int, float] = {}
    async with connect(url, compression=None, proxy=None, max_size=P.MAX_HOST_MESSAGE, open_timeout=30,
                       ping_interval=None) as ws:
        await ws.send(P.encode("hello", name=f"bot{k:03d}"))
        running = asyncio.Event()
        ended = asyncio.Event()

        async def reader():
            with contextlib.suppress(ConnectionClosed):
                await read_all()

        async def read_all():
            async for frame in ws:
                if frame.startswith('{"v":2,"type":"players"'):
                    continue        # the player list (14 KB at 200 players, 4 a second): the host's work, not ours
                msg = P.parse_host_message(frame)
                kind = msg["type"]
                if kind == "word_result":
                    t = sent.pop(msg["seq"], None)
                    if t is not None:
                        rtts.append(time.perf_counter() - t)
                elif kind == "welcome":
                    ready.set()
                elif kind == "round_started":
                    running.set()
                elif kind == "round_ended":
                    ended.set()
                    return
                elif kind == "error":
                    counts[msg["code"]] = counts.get(msg["code"], 0) + 1

        read = asyncio.create_task(reader())
        await running.wait()
        seq = 0
        burst, every = plan["burst"], plan["every"]
        await asyncio.sleep(rng.random() * every)       # spread the players over the interval
        while not ended.is_set():
            for _ in range(burst):
                seq += 1
                if rng.random() < 0.75:
                    word = rng.choice(words)
                else:
                    word = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(3, 8)))
                sent[seq] = time.perf_counter()
                await ws.send(P.encode("submit", word=word, seq=seq))
                counts["sent"] = counts.get("sent", 0) + 1
            try:
                await asyncio.wait_for(ended.wait(), every * (0.9 + 0.2 * rng.random()))
            except TimeoutError:
                pass
        await read


def _client_process(conn, url: str, first: int, count: int, plan: dict) -> None:
    """A client process: ``count`` players; says "ready" once all are welcomed, then plays the round
    and sends back its round trips."""
    from core.engine import Solver, load_wordlist
    words = [w.word for w in Solver(load_wordlist()).solve(BOARD).words]

    async def main():
        rtts: list[float] = []
        counts: dict = {}
        readies = [asyncio.Event() for _ in range(count)]
        tasks = [asyncio.create_task(_player(url, first + k, words, plan, rtts, readies[k], counts))
                 for k in range(count)]
        await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), 60)
        conn.send("ready")
        await asyncio.gather(*tasks)
        return rtts, counts

    conn.send(asyncio.run(main()))


def run(players: int, seconds: float, plan: dict, processes: int) -> dict:
    ctx = mp.get_context("spawn")
    host_end, child = ctx.Pipe()
    host = ctx.Process(target=_host_process, args=(child, seconds, players), daemon=True)
    host.start()
    if not host_end.poll(60):
        raise SystemExit("the host did not start")
    url = f"ws://127.0.0.1:{host_end.recv()}/"
    shares = [players // processes + (1 if k < players % processes else 0) for k in range(processes)]
    clients, first = [], 0
    for share in shares:
        if not share:
            continue
        end, child = ctx.Pipe()
        proc = ctx.Process(target=_client_process, args=(child, url, first, share, plan), daemon=True)
        proc.start()
        clients.append((proc, end))
        first += share
    for _proc, end in clients:
        if not end.poll(120) or end.recv() != "ready":
            raise SystemExit("the players did not all join")
    load_before = os.getloadavg()
    host_end.send("start")
    rtts, counts = [], {}
    for proc, end in clients:
        if not end.poll(seconds + 60):
            raise SystemExit("a client process did not finish")
        got, their_counts = end.recv()
        rtts.extend(got)
        for key, value in their_counts.items():
            if isinstance(value, set):
                counts[key] = counts.get(key, set()) | value
            else:
                counts[key] = counts.get(key, 0) + value
        proc.join(10)
    stats = host_end.recv() if host_end.poll(30) else {}
    host.join(10)
    return {"rtts": rtts, "counts": counts, "stats": stats, "load": (load_before, os.getloadavg())}


def report(name: str, players: int, seconds: float, result: dict) -> None:
    ms = sorted(r * 1000 for r in result["rtts"])
    counts, stats = result["counts"], result["stats"]
    print(f"\n{name}: {players} players, round {seconds:g} s")
    print(f"  words sent {counts.get('sent', 0):,}, answered before the end {len(ms):,}, "
          f"errors {({k: v for k, v in counts.items() if k != 'sent'})}")
    if ms:
        p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
        print(f"  round trip: median {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms, max {ms[-1]:.2f} ms")
    if stats:
        print(f"  host: peak RSS {stats['peak_rss'] / 2**20:.1f} MiB ({stats['idle_rss'] / 2**20:.1f} MiB idle), "
              f"CPU {stats['cpu_round']:.2f} s in the round ({100 * stats['cpu_round'] / seconds:.0f}% of one core); "
              f"results for {stats['players']} players, {stats['words']:,} words")
    before, after = result["load"]
    print(f"  load average (1 min) {before[0]:.2f} at the start, {after[0]:.2f} at the end "
          f"({os.cpu_count()} cores)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="round length (default 30)")
    parser.add_argument("--players", type=int, nargs="+", default=[50, 200], help="players (default 50 200)")
    parser.add_argument("--scenarios", nargs="+", choices=("paced", "burst"), default=["paced", "burst"])
    parser.add_argument("--rate", type=float, default=2.0, help="paced: words a second per player (default 2)")
    parser.add_argument("--burst", type=int, default=10, help="burst: words at once (default 10)")
    parser.add_argument("--burst-every", type=float, default=5.0, help="burst: seconds between bursts (default 5)")
    parser.add_argument("--processes", type=int, default=4, help="client processes (default 4)")
    args = parser.parse_args(argv)
    plans = {"paced": {"burst": 1, "every": 1 / args.rate},
             "burst": {"burst": args.burst, "every": args.burst_every}}
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}; {args.processes} client "
          "processes; targets at 200 players pacing 2 words/s: median < 5 ms, p99 < 50 ms")
    for scenario in args.scenarios:
        for players in args.players:
            label = (f"paced ({args.rate:g} words/s each)" if scenario == "paced" else
                     f"bursts ({args.burst} words every {args.burst_every:g} s each)")
            report(label, players, args.seconds, run(players, args.seconds, plans[scenario], args.processes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
