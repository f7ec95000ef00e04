"""``boggle host`` and ``boggle join``: network rounds from the command line.

``boggle host`` runs a headless round host (:class:`core.net.HostThread`): it prints
the address to join, starts each round once enough players are in, and prints each
round's results. ``--language`` picks the round's language (its list and dice by
default). ``boggle join URL --name N`` plays from a terminal: it reads words from
stdin (one a line, UTF-8) once the round starts and prints the host's verdicts and
the results, the board in the round's language. The protocol and what the host
refuses are in docs/network.md.

The room: ``boggle host --ready`` starts each round once every player said ready (``boggle
join`` asks: Enter, or ``ready``), after ``--countdown`` seconds; ``--password`` locks the
room (``boggle join --password``); ``boggle join --spectate`` watches without playing; the
host's standard input takes commands (``kick NAME``, ``rematch same|new|next``, ``start``,
``end``, ``cancel``, ``players``, ``help``); each round's end prints the standings.
"""
from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable

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
#: The spectators' cap's default (``Limits.max_spectators``) and the largest a host may be given.
DEFAULT_SPECTATORS = 16
MAX_SPECTATORS = 1000
#: The countdown before each round with ``--ready`` unless ``--countdown`` says otherwise (seconds).
READY_COUNTDOWN = 3.0


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
    p.add_argument("--ready", action="store_true",
                   help="a ready check: each round starts (after the countdown) once every player in, at least "
                        "--players of them, said ready")
    p.add_argument("--countdown", type=real_number(0.0, 60.0), default=None, metavar="S",
                   help=f"seconds announced before each round starts (default {READY_COUNTDOWN:g} with --ready, "
                        "else 0)")
    p.add_argument("--password", default=None, metavar="TEXT",
                   help="a room password players and spectators give with 'boggle join --password'")
    p.add_argument("--spectators", type=whole_number(0, MAX_SPECTATORS), default=DEFAULT_SPECTATORS, metavar="N",
                   help=f"most spectators (default {DEFAULT_SPECTATORS}; they never count as players)")
    p.add_argument("--code", default=None, metavar="CODE",
                   help="a game code: the first round plays its board, and each next round the next board of "
                        "its series (unless --rematch says otherwise)")
    p.add_argument("--rematch", choices=("new", "same", "next"), default=None,
                   help="the board of each round after the first: new (a new roll; the default), same, or next "
                        "(the next board of --code; the default with a code)")
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
    p.add_argument("--password", default=None, metavar="TEXT", help="the room's password, if it has one")
    p.add_argument("--spectate", action="store_true",
                   help="watch the clock, the players and the results without playing (stdin is not read)")
    p.set_defaults(func=cmd_join)


# -- host ----------------------------------------------------------------------------------------------

def _join_addresses(host) -> list[str]:
    """The addresses a player types to join: this machine's network addresses when listening on all."""
    if host.host.bind not in ("0.0.0.0", "", "::"):
        return [host.url]
    from ..net import local_addresses
    return [f"ws://{a}:{host.port}/" for a in local_addresses()] or [host.url]


def _await_round(host, args, kind: str, last_id: int, held: threading.Event) -> tuple[str, int]:
    """Wait until a round after ``last_id`` starts and return (board, round id): started by the
    lobby (``--ready``), by a command, or here once ``--players`` players are in (unless the
    operator called the countdown off: ``held``, until ``start`` or ``rematch``)."""
    from ..net import HostError

    shown, counting = None, False
    while True:
        snap = host.snapshot()
        info = snap["round"]
        if info["id"] > last_id:
            return info.get("board", ""), info["id"]
        connected = [p for p in snap["players"] if p["connected"]]
        names = [p["name"] + (" (ready)" if args.ready and p["ready"] else "") for p in connected]
        if names != shown:
            if names:
                watching = f"; watching: {', '.join(snap['spectators'])}" if snap["spectators"] else ""
                print(f"Players: {', '.join(names)}{watching}", flush=True)
            shown = names
        starts_in = info.get("starts_in")
        if starts_in is not None and not counting:
            print(f"The round starts in {starts_in:.0f} s.", flush=True)
        elif starts_in is None and counting:
            print("The countdown was called off.", flush=True)
        counting = starts_in is not None
        if not args.ready and not counting and not held.is_set() and len(connected) >= args.players:
            try:
                host.rematch(kind)
            except HostError as exc:
                raise UserError(str(exc)) from None
            continue
        time.sleep(0.1)


def _room_code(args, language):
    """The game code of ``--code``, checked against the other options (None without one)."""
    from ..play import GameCodeError, decode_game

    if args.code is None:
        if args.rematch == "next":
            raise UserError("--rematch next plays the next board of a game code: give --code")
        return None
    if args.board or args.dice or args.size:
        raise UserError("a game code says the board and dice: give --code without --board, --dice or --size")
    try:
        code = decode_game(args.code)
    except GameCodeError as exc:
        raise UserError(f"--code: {exc}") from None
    if code.language != language.code:
        raise UserError(f"--code is a game in another language ({code.language}) than the round's ({language.code})")
    if code.seed is None:
        raise UserError("--code holds a fixed board, not a series: give it as --board instead")
    return code


def cmd_host(args) -> int:
    from ..engine import BoardError
    from ..net import HostThread, Limits
    from ..play import LobbyRules, Standing, format_result, format_standings

    if args.dice and args.size:
        raise UserError("give --dice or --size, not both")
    language = language_of(args)
    code = _room_code(args, language)
    # Checked against the language; a code names its own dice.
    dice = default_dice(args, language) if args.dice else code.dice_key if code else None
    wordlist = load_language_wordlist(args, language)
    if args.players > (args.max_players or DEFAULT_MAX_PLAYERS):
        raise UserError(f"--players {args.players} is more than the player cap (--max-players "
                        f"{args.max_players or DEFAULT_MAX_PLAYERS})")
    if args.password is not None and not 1 <= len(args.password) <= 64:
        raise UserError("--password is 1 to 64 characters")
    kind = args.rematch or ("next" if code else "same" if args.board else "new")
    countdown = args.countdown if args.countdown is not None else READY_COUNTDOWN if args.ready else 0.0
    try:
        host = HostThread(wordlist, dice=dice, size=args.size, min_length=code.min_length if code else args.min_length,
                          rules=code.rules if code else None, rule=args.rule,
                          seconds=args.seconds, host=args.bind, port=args.port, seed=args.seed,
                          limits=Limits(max_players=args.max_players or DEFAULT_MAX_PLAYERS,
                                        max_spectators=args.spectators),
                          lobby=LobbyRules(min_players=args.players, ready_check=args.ready, countdown=countdown),
                          password=args.password, code=code, rematch=kind, first_board=args.board)
        host.start()
    except OSError as exc:
        raise UserError(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}") from None
    except (ValueError, BoardError) as exc:
        raise UserError(f"--board: {exc}" if isinstance(exc, BoardError) else str(exc)) from None
    advertiser = None
    following = threading.Event()
    try:
        if args.board is None and host.host.dice is None:
            raise UserError(f"no {language.name} dice roll {host.host.setup.width}x{host.host.setup.height} "
                            "boards: give --board")
        setup = host.host.setup
        print(f"Hosting {setup.describe()}, {args.rule} rule, {args.seconds:g} s rounds", flush=True)
        locked = " --password PASSWORD" if args.password else ""
        for url in _join_addresses(host):
            print(f"Join with: boggle join {url} --name NAME{locked}", flush=True)
        if args.ready:
            print(f"Each round starts once every player is ready ({countdown:g} s countdown).", flush=True)
        held = threading.Event()
        commands = threading.Thread(target=_read_host_commands, args=(host, kind, following, held), daemon=True,
                                    name="boggle-host-commands")
        commands.start()
        if args.advertise:
            from ..net import Advertiser, hostname_label
            try:
                advertiser = Advertiser.for_round(host.snapshot(), host_name=hostname_label())
                advertiser.start()
            except OSError as exc:
                raise UserError(f"cannot advertise the round: {exc}") from None
            print(f"Advertised on the network at {', '.join(advertiser.addresses)}", flush=True)
            threading.Thread(target=_follow, args=(host, advertiser, following), daemon=True,
                             name="boggle-advertise").start()
        last_id = 0
        for number in range(1, args.rounds + 1):
            print(f"Round {number} of {args.rounds}: waiting for {args.players} player"
                  f"{'s' if args.players != 1 else ''}{', all ready' if args.ready else ''}...", flush=True)
            board, last_id = _await_round(host, args, kind, last_id, held)
            held.clear()
            print(f"Round {number} started: {board} ({args.seconds:g} s)", flush=True)
            result, table = _wait_for_end(host, last_id)
            print(f"\nRound {number} results\n", flush=True)
            print(format_result(result, reveal=args.reveal), flush=True)
            print(f"\nStandings after {number} round{'s' if number != 1 else ''}\n", flush=True)
            print(format_standings([Standing(**row) for row in table]), flush=True)
            if number < args.rounds and args.pause and not args.ready:
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


def _wait_for_end(host, round_id: int):
    """The result and standings of round ``round_id``, from the host's events."""
    from ..net import HostEvent

    for event in host.events():
        if event["type"] == HostEvent.ROUND_ENDED and event["round"]["id"] == round_id:
            return event["result"], event["standings"]
        if event["type"] == HostEvent.STOPPED:
            break
    raise UserError("the host stopped before the round ended")


def _read_host_commands(host, kind: str, stop: threading.Event, held: threading.Event) -> None:
    """The host's standard input: one command a line (``help`` lists them)."""
    if not _stdin_is_ours():
        return
    try:
        for _lineno, line in stdin_lines(max_line_bytes=800, undecodable="replace", detached=True):
            if stop.is_set():
                return
            verb, _, rest = line.strip().partition(" ")
            if verb:
                _host_command(host, verb.casefold(), rest.strip(), kind, held)
    except (UserError, OSError, ValueError):   # no usable stdin: the host runs without commands
        return


def _stdin_is_ours() -> bool:
    """Whether reading stdin is safe: not a terminal of which this process is a background job (a
    read would stop the whole host, ``boggle host &``)."""
    import os
    try:
        fd = sys.stdin.fileno()
        return not os.isatty(fd) or os.tcgetpgrp(fd) == os.getpgrp()
    except (AttributeError, OSError, ValueError):
        return sys.stdin is not None


def _host_command(host, verb: str, rest: str, kind: str, held: threading.Event) -> None:
    from ..net import HostError
    from ..play import Rematch

    def kick():
        print(f"Removed {rest}." if rest and host.remove(rest) else f"No player or spectator called {rest!r}.")

    def rematch():
        choice = rest.casefold() or kind
        if choice not in tuple(Rematch):
            print(f"rematch takes one of: {', '.join(Rematch)}")
            return
        held.clear()
        board = host.rematch(choice)
        print(f"Rematch on {Rematch(choice).label}: {board}")

    def start():
        held.clear()
        print(f"Starting: {host.rematch(kind)}")

    def cancel():
        # The countdown stays off until ``start`` or ``rematch``, whoever is in.
        held.set()
        print("Countdown called off." if host.cancel_countdown() else "No countdown runs.")

    def players():
        snap = host.snapshot()
        listed = [f"{p['name']}{'' if p['connected'] else ' (away)'}{' (ready)' if p['ready'] else ''}"
                  for p in snap["players"]]
        print(f"Players: {', '.join(listed) or 'none'}; watching: {', '.join(snap['spectators']) or 'nobody'}")

    commands = {
        "kick": kick, "remove": kick, "rematch": rematch, "players": players,
        "start": start,
        "end": lambda: host.end_round(),
        "cancel": cancel,
        "help": lambda: print(HOST_COMMANDS),
    }
    command = commands.get(verb)
    try:
        if command is None:
            print(f"Unknown command {verb[:40]!r}. {HOST_COMMANDS}", flush=True)
        else:
            command()
    except HostError as exc:
        print(f"host: {exc}")
    sys.stdout.flush()


HOST_COMMANDS = ("Commands: kick NAME, rematch [same|new|next], start (the next round now), end (this round now), "
                 "cancel (the countdown), players, help.")


# -- join ----------------------------------------------------------------------------------------------

_VERDICT_TEXT = {"ok": "ok", "shared": "shared", "not_on_board": "not on the board",
                 "not_in_list": "not in the host's word list", "too_short": "too short", "repeated": "repeated",
                 "not_a_word": "not a word"}


def _submit_line(session, line: str) -> None:
    word = line.strip()
    if not word:
        return
    try:
        session.submit(word)
    except ValueError as exc:
        print(f"{word[:80]}: {exc}", flush=True)


#: What a line says in a ready check's lobby.
_READY_WORDS = {"", "ready", "r", "yes", "y"}
_NOT_READY_WORDS = {"wait", "not ready", "no", "n"}


def _read_words(session, joiner: _Joiner, stop: threading.Event) -> None:
    """The stdin reader: once a round runs, each line is a word sent to the host. In a room with
    a ready check, a line read while no round runs says ready (Enter or ``ready``) or not
    (``wait``); once ready, the following lines are words of the coming round."""
    joiner.welcomed_event.wait()
    try:
        lines = stdin_lines(max_line_bytes=800, undecodable="replace", detached=True)
        while not stop.is_set():
            if joiner.ready_check and not joiner.started.is_set():
                _lineno, line = next(lines)
                if joiner.started.is_set():      # the host started the round meanwhile: a word
                    _submit_line(session, line)
                    continue
                answer = " ".join(line.split()).casefold()
                if answer in _READY_WORDS:
                    session.ready(True)
                    print("You are ready: the round starts once everyone is.", flush=True)
                    joiner.started.wait()
                elif answer in _NOT_READY_WORDS:
                    session.ready(False)
                    print("Not ready.", flush=True)
                else:
                    print("Press Enter (or type 'ready') when you are ready; 'wait' to take it back.", flush=True)
                continue
            joiner.started.wait()
            _lineno, line = next(lines)
            if not stop.is_set():
                _submit_line(session, line)
    except StopIteration:
        return
    except UserError as exc:
        print(f"boggle: error: {exc}", file=sys.stderr, flush=True)


class _Joiner:
    """What ``boggle join`` does with each event of its session: one handler per event type
    (:meth:`handlers`); a handler returns True when the command is done."""

    def __init__(self, session, url: str, rounds: int):
        self.session = session
        self.url = url
        self.rounds = rounds
        self.started = threading.Event()          # a round runs: lines are words
        self.welcomed_event = threading.Event()
        self.ready_check = False
        self.rounds_done = 0
        self.welcomed = False
        self._roster: tuple | None = None
        self._handlers = self.handlers()

    def handle(self, event: dict) -> bool:
        handler = self._handlers.get(event["type"])
        return handler is not None and bool(handler(event))

    def welcome(self, event: dict) -> None:
        from ..engine import get_language
        if not self.welcomed:
            lang = get_language(self.session.language)
            joined = f"Watching as {event['name']} (a spectator)." if self.session.spectator else \
                f"Joined as {event['name']}."
            print(joined + ("" if lang.code == "en" else
                  f" The round is in {lang.name}: letters {lang.describe_letters()}."), flush=True)
        self.welcomed = True
        self.ready_check = bool((event.get("lobby") or {}).get("ready_check")) and not self.session.spectator
        if event["round"]["state"] != "running":
            if self.ready_check:
                print("The round starts once every player is ready: press Enter (or type 'ready') when you are.",
                      flush=True)
            else:
                print("Waiting for the host to start the round...", flush=True)
        self.round_started(event)
        self.welcomed_event.set()

    def round_started(self, event: dict) -> None:
        from ..engine import BoardError, format_board, parse_board
        if event["round"]["state"] != "running" or self.started.is_set():
            return
        language = self.session.language   # the host's setup says which
        try:
            geom, board = parse_board(event["round"]["board"], language=language)
        except BoardError as exc:
            raise UserError(f"the host sent a board this program cannot read: {exc}") from None
        print(format_board(board, geom, language), flush=True)
        print(f"{event['round']['seconds_left']:.0f} seconds left. Type words, one a line.", flush=True)
        self.started.set()

    def message(self, event: dict) -> None:
        print(event["message"], flush=True)

    def word_result(self, event: dict) -> None:
        points = f" (+{event['points']})" if event["points"] else ""
        print(f"{event['word']}: {_VERDICT_TEXT.get(event['verdict'], event['verdict'])}{points}", flush=True)

    def error(self, event: dict) -> None:
        print(f"host: {event['message']}", flush=True)

    def countdown(self, event: dict) -> None:
        if event["seconds"] is None:
            print(f"The countdown was called off: {event.get('reason') or 'by the host'}.", flush=True)
        else:
            print(f"The round starts in {event['seconds']:.0f} s.", flush=True)

    def players(self, event: dict) -> None:
        """The room's roster, when who is in (or ready) changes: word counts are not worth a line."""
        roster = (tuple((p["name"], p.get("ready", False), p.get("connected", True)) for p in event["players"]),
                  tuple(event.get("spectators") or ()))
        if roster == self._roster:
            return
        self._roster = roster
        names = [f"{n}{' (ready)' if r and self.ready_check else ''}{'' if c else ' (away)'}" for n, r, c in roster[0]]
        watching = f"; watching: {', '.join(roster[1])}" if roster[1] else ""
        print(f"Players: {', '.join(names) or 'none'}{watching}", flush=True)

    def disconnected(self, event: dict) -> None:
        print(f"Connection lost ({event['reason']}); reconnecting...", flush=True)

    def round_ended(self, event: dict) -> bool:
        from ..play import GroupResult, format_result
        try:
            result = GroupResult.from_dict(event["result"])
        except ValueError as exc:
            print(f"boggle: error: the host's results are unreadable: {exc}", file=sys.stderr)
        else:
            print("\nResults\n", flush=True)
            print(format_result(result), flush=True)
        table = event.get("standings") or []
        if table:
            from ..play import Standing, format_standings
            print("\nStandings\n", flush=True)
            print(format_standings([Standing(**row) for row in table]), flush=True)
        self.rounds_done += 1
        self.started.clear()
        return self.rounds_done >= self.rounds

    def closed(self, event: dict) -> None:
        if not self.welcomed:
            raise UserError(f"cannot join {self.url}: {event['reason']}")
        raise UserError(f"the round ended early: {event['reason']}")

    def handlers(self) -> dict[str, Callable[[dict], bool | None]]:
        """The handler of each event type (the network package is imported here, when a round is
        joined, not when the command line starts)."""
        from ..net import HostType, SessionEvent
        return {
            HostType.WELCOME: self.welcome,
            HostType.LIST_MISMATCH: self.message,
            HostType.ROUND_STARTED: self.round_started,
            HostType.WORD_RESULT: self.word_result,
            HostType.ERROR: self.error,
            HostType.ROUND_ENDED: self.round_ended,
            HostType.COUNTDOWN: self.countdown,
            HostType.PLAYERS: self.players,
            SessionEvent.DISCONNECTED: self.disconnected,
            SessionEvent.CLOSED: self.closed,
        }


def cmd_join(args) -> int:
    from ..net import ClientSession, ProtocolError, default_identities

    wordlist = load_language_wordlist(args) if args.dictionary else None
    try:
        # The rejoin token is kept on disk: a restarted ``boggle join`` is the same player this round.
        session = ClientSession(args.url, args.name, wordlist=wordlist, identities=default_identities(),
                                password=args.password, spectate=args.spectate)
    except (ValueError, ProtocolError) as exc:
        raise UserError(str(exc)) from None
    stop = threading.Event()
    joiner = _Joiner(session, args.url, args.rounds)
    if not args.spectate:
        threading.Thread(target=_read_words, args=(session, joiner, stop), daemon=True).start()
    try:
        for event in session.events():
            if joiner.handle(event):
                break
    finally:
        stop.set()
        session.close()
    return 0
