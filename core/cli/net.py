"""``boggle host`` and ``boggle join``: network rounds from the command line.

``boggle host`` runs a headless round host (:class:`core.net.HostThread`): it prints
the address to join, starts each round once enough players are in, and prints each
round's results. ``--language`` picks the round's language (its list and dice by
default). ``boggle join URL --name N`` plays from a terminal: it reads words from
stdin (one a line, UTF-8) once the round starts and prints the host's verdicts and
the results, the board in the round's language. The protocol and what the host
refuses are in docs/network.md.
"""
from __future__ import annotations

import sys
import threading
import time

from .common import (
    UserError,
    add_dictionary_argument,
    add_language_argument,
    add_seed_argument,
    default_dice,
    language_of,
    load_language_wordlist,
    min_length,
    real_number,
    stdin_lines,
    wait_seconds,
    whole_number,
)

#: Longest round a host runs (seconds): a day.
MAX_SECONDS = 24 * 3600
#: Most rounds one command plays.
MAX_ROUNDS = 100_000
#: Seconds a joiner waits for the host to answer before giving up.
JOIN_TIMEOUT = 15.0
#: The player cap's default (``Limits.max_players``) and the largest a host may be given.
DEFAULT_MAX_PLAYERS = 64
MAX_PLAYERS = 1000
#: Seconds between two looks at the players for the advertisement.
ADVERTISE_EVERY = 0.5


def register(sub) -> None:
    p = sub.add_parser("host", help="host network rounds (headless): print the join address and the results",
                       description="Host rounds on the network. Players join with 'boggle join URL --name NAME' "
                                   "or from the app. Each round starts once --players players are in.")
    p.add_argument("--port", type=whole_number(0, 65535), default=0,
                   help="port to listen on (default 0: any free port, printed)")
    p.add_argument("--bind", default="127.0.0.1", metavar="ADDRESS",
                   help="address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: the local network)")
    p.add_argument("--rule", choices=("classic", "friendly"), default="classic",
                   help="classic: a word two or more players found scores for no one (default); "
                        "friendly: everyone keeps their points")
    p.add_argument("--seconds", type=real_number(0.0, MAX_SECONDS, inclusive=False), default=180.0,
                   help="length of a round (default 180)")
    p.add_argument("--dice", default=None, metavar="SET",
                   help="dice set rolling the boards: new, classic, big, superbig or a language's set such as "
                        "de-freq (default: the language's set of --size, new for English 4x4)")
    p.add_argument("--size", default=None,
                   help="board size: 44, 55 or 66 where the language has dice for it (others need --board; "
                        "default 44)")
    p.add_argument("--board", default=None, help="play this board in every round instead of rolling")
    p.add_argument("--min-length", type=min_length, default=None, metavar="N",
                   help="shortest word that counts (default: the rules' own)")
    p.add_argument("--rounds", type=whole_number(1, MAX_ROUNDS), default=1, metavar="N",
                   help="rounds to play (default 1)")
    p.add_argument("--players", type=whole_number(1, MAX_PLAYERS), default=1, metavar="N",
                   help="players who must be in before a round starts (default 1)")
    p.add_argument("--max-players", type=whole_number(1, MAX_PLAYERS), default=None, metavar="N",
                   help=f"the player cap: most players in the room (default {DEFAULT_MAX_PLAYERS}, "
                        f"at most {MAX_PLAYERS:,})")
    p.add_argument("--pause", type=wait_seconds, default=5.0, metavar="S",
                   help="seconds between a round's end and the next round's start (default 5)")
    p.add_argument("--reveal", action="store_true", help="also print every word of the board after each round")
    p.add_argument("--advertise", action="store_true",
                   help="announce the round on the local network (mDNS) so the app lists it")
    add_dictionary_argument(p)
    add_language_argument(p)
    add_seed_argument(p)
    p.set_defaults(func=cmd_host)

    p = sub.add_parser("join", help="join a network round: words from stdin, verdicts and results printed",
                       description="Join a round hosted with 'boggle host' or the app. Once the round starts, "
                                   "each line read from stdin (UTF-8) is a word, in the round's language; the "
                                   "host's verdicts and the results are printed.")
    p.add_argument("url", metavar="URL", help="the host's address, ws://HOST:PORT/")
    p.add_argument("--name", required=True, help="your name in the round")
    p.add_argument("--rounds", type=whole_number(1, MAX_ROUNDS), default=1, metavar="N",
                   help="rounds to stay for (default 1)")
    p.add_argument("--dictionary", "-d", metavar="D", default=None,
                   help="your own word list, for instant checks (the host's list decides)")
    p.add_argument("--language", "-l", metavar="CODE", default=None,
                   help="the language --dictionary is read in (default: a bundled list's own, else en); "
                        "the round's language is the host's")
    p.set_defaults(func=cmd_join)


# -- host ----------------------------------------------------------------------------------------------

def _join_addresses(host) -> list[str]:
    """The addresses a player types to join: this machine's network addresses when listening on all."""
    if host.host.bind not in ("0.0.0.0", "", "::"):
        return [host.url]
    from ..net.discovery import local_addresses
    return [f"ws://{a}:{host.port}/" for a in local_addresses()] or [host.url]


def _wait_for_players(host, count: int) -> None:
    shown = None
    while True:
        snap = host.snapshot()
        names = [p["name"] for p in snap["players"] if p["connected"]]
        if names != shown:
            if names:
                print(f"Players: {', '.join(names)}", flush=True)
            shown = names
        if len(names) >= count:
            return
        time.sleep(0.1)


def cmd_host(args) -> int:
    from ..engine.board import BoardError
    from ..net import HostError, HostThread, Limits
    from ..play.group import format_result

    if args.dice and args.size:
        raise UserError("give --dice or --size, not both")
    language = language_of(args)
    dice = default_dice(args, language) if args.dice else None   # checked against the language
    wordlist = load_language_wordlist(args, language)
    if args.players > (args.max_players or DEFAULT_MAX_PLAYERS):
        raise UserError(f"--players {args.players} is more than the player cap (--max-players "
                        f"{args.max_players or DEFAULT_MAX_PLAYERS})")
    try:
        host = HostThread(wordlist, dice=dice, size=args.size, min_length=args.min_length, rule=args.rule,
                          seconds=args.seconds, host=args.bind, port=args.port, seed=args.seed,
                          limits=Limits(max_players=args.max_players or DEFAULT_MAX_PLAYERS))
    except (ValueError, BoardError) as exc:
        raise UserError(str(exc)) from None
    try:
        host.start()
    except OSError as exc:
        raise UserError(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}") from None
    advertiser = None
    following = threading.Event()
    try:
        if args.board is None and host.host.dice is None:
            raise UserError(f"no {language.name} dice roll {host.host.setup.width}x{host.host.setup.height} "
                            "boards: give --board")
        if args.board is not None:
            from ..engine.board import parse_board
            try:
                parse_board(args.board, host.host.setup.geometry, language=language)
            except BoardError as exc:
                raise UserError(f"--board: {exc}") from None
        setup = host.host.setup
        print(f"Hosting {setup.describe()}, {args.rule} rule, {args.seconds:g} s rounds", flush=True)
        for url in _join_addresses(host):
            print(f"Join with: boggle join {url} --name NAME", flush=True)
        if args.advertise:
            from ..net.discovery import Advertiser, hostname_label
            try:
                advertiser = Advertiser.for_round(host.snapshot(), host_name=hostname_label())
                advertiser.start()
            except OSError as exc:
                raise UserError(f"cannot advertise the round: {exc}") from None
            print(f"Advertised on the network at {', '.join(advertiser.addresses)}", flush=True)
            threading.Thread(target=_follow, args=(host, advertiser, following), daemon=True,
                             name="boggle-advertise").start()
        for number in range(1, args.rounds + 1):
            print(f"Round {number} of {args.rounds}: waiting for {args.players} player"
                  f"{'s' if args.players != 1 else ''}...", flush=True)
            _wait_for_players(host, args.players)
            try:
                board = host.start_round(args.board)
            except HostError as exc:
                raise UserError(str(exc)) from None
            print(f"Round {number} started: {board} ({args.seconds:g} s)", flush=True)
            result = _wait_for_end(host)
            print(f"\nRound {number} results\n", flush=True)
            print(format_result(result, reveal=args.reveal), flush=True)
            if number < args.rounds and args.pause:
                time.sleep(args.pause)
    finally:
        following.set()
        if advertiser is not None:
            advertiser.close()
        host.stop()
    return 0


def _follow(host, advertiser, stop: threading.Event) -> None:
    """Keep the advertisement's players and round state up to date while the host runs."""
    from ..net import HostError

    while not stop.wait(ADVERTISE_EVERY):
        try:
            advertiser.follow(host.snapshot())
        except (HostError, OSError, TimeoutError):
            if not host.running:
                return


def _wait_for_end(host):
    for event in host.events():
        if event["type"] == "round_ended":
            return event["result"]
        if event["type"] == "stopped":
            break
    raise UserError("the host stopped before the round ended")


# -- join ----------------------------------------------------------------------------------------------

_VERDICT_TEXT = {"ok": "ok", "shared": "shared", "not_on_board": "not on the board",
                 "not_in_list": "not in the host's word list", "too_short": "too short", "repeated": "repeated",
                 "not_a_word": "not a word"}


def _read_words(session, started: threading.Event, stop: threading.Event) -> None:
    """The stdin reader: once a round runs, each line is a word sent to the host."""
    started.wait()
    try:
        for _lineno, line in stdin_lines(max_line_bytes=800, undecodable="replace"):
            if stop.is_set():
                return
            word = line.strip()
            if not word:
                continue
            try:
                session.submit(word)
            except ValueError as exc:
                print(f"{word[:80]}: {exc}", flush=True)
    except UserError as exc:
        print(f"boggle: error: {exc}", file=sys.stderr, flush=True)


def cmd_join(args) -> int:
    from ..engine.board import BoardError, format_board, parse_board
    from ..engine.language import get_language
    from ..net import ClientSession, ProtocolError
    from ..net.identity import default_identities
    from ..play.group import GroupResult, format_result

    wordlist = load_language_wordlist(args) if args.dictionary else None
    try:
        # The rejoin token is kept on disk: a restarted ``boggle join`` is the same player this round.
        session = ClientSession(args.url, args.name, wordlist=wordlist, identities=default_identities())
    except (ValueError, ProtocolError) as exc:
        raise UserError(str(exc)) from None
    started, stop = threading.Event(), threading.Event()
    reader = threading.Thread(target=_read_words, args=(session, started, stop), daemon=True)
    reader.start()
    rounds_done = 0
    welcomed = False
    try:
        for event in session.events():
            kind = event["type"]
            if kind == "welcome":
                if not welcomed:
                    lang = get_language(session.language)
                    print(f"Joined as {event['name']}." + ("" if lang.code == "en" else
                          f" The round is in {lang.name}: letters {lang.describe_letters()}."), flush=True)
                welcomed = True
                if event["round"]["state"] != "running":
                    print("Waiting for the host to start the round...", flush=True)
            elif kind == "list_mismatch":
                print(event["message"], flush=True)
            if kind in ("welcome", "round_started") and event["round"]["state"] == "running" \
                    and not started.is_set():
                language = session.language   # the host's setup says which
                try:
                    geom, board = parse_board(event["round"]["board"], language=language)
                except BoardError as exc:
                    raise UserError(f"the host sent a board this program cannot read: {exc}") from None
                print(format_board(board, geom, language), flush=True)
                print(f"{event['round']['seconds_left']:.0f} seconds left. Type words, one a line.", flush=True)
                started.set()
            elif kind == "word_result":
                points = f" (+{event['points']})" if event["points"] else ""
                print(f"{event['word']}: {_VERDICT_TEXT.get(event['verdict'], event['verdict'])}{points}", flush=True)
            elif kind == "error":
                print(f"host: {event['message']}", flush=True)
            elif kind == "disconnected":
                print(f"Connection lost ({event['reason']}); reconnecting...", flush=True)
            elif kind == "round_ended":
                try:
                    result = GroupResult.from_dict(event["result"])
                except ValueError as exc:
                    print(f"boggle: error: the host's results are unreadable: {exc}", file=sys.stderr)
                else:
                    print("\nResults\n", flush=True)
                    print(format_result(result), flush=True)
                rounds_done += 1
                started.clear()
                if rounds_done >= args.rounds:
                    break
            elif kind == "closed":
                if not welcomed:
                    raise UserError(f"cannot join {args.url}: {event['reason']}")
                raise UserError(f"the round ended early: {event['reason']}")
    finally:
        stop.set()
        session.close()
    return 0
