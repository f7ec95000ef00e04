"""Load on a round host: 50 scripted clients on 127.0.0.1, two words a second each, for a full round.

The host runs in a child process (so its memory and CPU time are its own); the clients
share one asyncio loop in this process and speak the protocol directly (docs/network.md).
Each word's round trip is the time from sending ``submit`` to reading its ``word_result``.
About a quarter of the words are not on the board or not words at all.

Targets (issue 11): median round trip under 20 ms, 99th percentile under 100 ms.

    python benchmarks/bench_network.py                 # 50 clients, a 60 s round
    python benchmarks/bench_network.py --seconds 10    # a short run
"""
from __future__ import annotations

import argparse
import asyncio
import multiprocessing as mp
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
        host = RoundHost(load_wordlist(), seconds=seconds, limits=Limits(max_players=players + 8))
        await host.start()
        idle_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024   # the engine and list loaded
        conn.send(host.port)
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, conn.recv)     # "start"
        cpu0 = resource.getrusage(resource.RUSAGE_SELF)
        host.start_round(BOARD)
        while host.state != "ended":
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.5)   # the results go out
        cpu1 = resource.getrusage(resource.RUSAGE_SELF)
        conn.send({"cpu_round": (cpu1.ru_utime - cpu0.ru_utime) + (cpu1.ru_stime - cpu0.ru_stime),
                   "cpu_total": cpu1.ru_utime + cpu1.ru_stime, "peak_rss": cpu1.ru_maxrss * 1024, "idle_rss": idle_rss,
                   "players": len(host.result.players), "words": sum(len(p.words) for p in host.result.players)})
        await host.stop()

    asyncio.run(main())


async def _client(url: str, k: int, words: list[str], rate: float, rtts: list[float], ready: asyncio.Event,
                  counts: dict) -> None:
    from websockets.asyncio.client import connect

    from core.net import protocol as P
    rng = random.Random(k)
    sent: dict[int, float] = {}
    async with connect(url, compression=None, proxy=None, max_size=P.MAX_HOST_MESSAGE) as ws:
        await ws.send(P.encode("hello", name=f"bot{k:02d}"))
        running = asyncio.Event()
        ended = asyncio.Event()

        async def reader():
            async for frame in ws:
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
        await asyncio.sleep(rng.random() / rate)       # spread the clients over the second
        seq = 0
        while not ended.is_set():
            seq += 1
            if rng.random() < 0.75:
                word = rng.choice(words)
            else:
                word = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(3, 8)))
            sent[seq] = time.perf_counter()
            await ws.send(P.encode("submit", word=word, seq=seq))
            counts["sent"] = counts.get("sent", 0) + 1
            with_jitter = (1 / rate) * (0.9 + 0.2 * rng.random())
            try:
                await asyncio.wait_for(ended.wait(), with_jitter)
            except TimeoutError:
                pass
        await read


async def _run_clients(url: str, clients: int, rate: float, words: list[str], start) -> tuple[list[float], dict]:
    rtts: list[float] = []
    counts: dict = {}
    readies = [asyncio.Event() for _ in range(clients)]
    tasks = [asyncio.create_task(_client(url, k, words, rate, rtts, readies[k], counts)) for k in range(clients)]
    await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), 30)
    start()
    await asyncio.gather(*tasks)
    return rtts, counts


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="round length (default 60)")
    parser.add_argument("--clients", type=int, default=50, help="scripted clients (default 50)")
    parser.add_argument("--rate", type=float, default=2.0, help="words a second per client (default 2)")
    args = parser.parse_args(argv)

    from core.engine import Solver, load_wordlist
    words = [w.word for w in Solver(load_wordlist()).solve(BOARD).words]

    ctx = mp.get_context("spawn")
    parent, child = ctx.Pipe()
    proc = ctx.Process(target=_host_process, args=(child, args.seconds, args.clients), daemon=True)
    proc.start()
    if not parent.poll(60):
        print("the host did not start", file=sys.stderr)
        return 1
    port = parent.recv()
    url = f"ws://127.0.0.1:{port}/"
    t0 = time.perf_counter()
    rtts, counts = asyncio.run(_run_clients(url, args.clients, args.rate, words, lambda: parent.send("start")))
    wall = time.perf_counter() - t0
    stats = parent.recv() if parent.poll(30) else {}
    proc.join(10)

    ms = sorted(r * 1000 for r in rtts)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))] if ms else float("nan")
    print(f"clients {args.clients}, {args.rate:g} words/s each, round {args.seconds:g} s (wall {wall:.1f} s)")
    print(f"words sent {counts.get('sent', 0):,}, answered before the end {len(ms):,} (the rest crossed the end "
          f"of the round), errors {({k: v for k, v in counts.items() if k != 'sent'})}")
    if ms:
        print(f"round trip: median {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms, max {ms[-1]:.2f} ms "
              f"(targets: median < 20 ms, p99 < 100 ms)")
    if stats:
        print(f"host: peak RSS {stats['peak_rss'] / 2**20:.1f} MiB ({stats['idle_rss'] / 2**20:.1f} MiB before the "
              f"first client: engine and list), CPU {stats['cpu_round']:.2f} s during the round "
              f"({100 * stats['cpu_round'] / args.seconds:.1f}% of one core), {stats['cpu_total']:.2f} s in all; "
              f"results for {stats['players']} players, {stats['words']:,} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
