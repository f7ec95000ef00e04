"""``boggle challenge decode CODE``: what a challenge code holds (see :mod:`core.play.challenges`).

Prints the challenger, their score, the game (board, rules, timer, word list) and its
game code; with the word list the code names (or ``--dictionary``) it solves the board
and names the challenger's words.
"""
from __future__ import annotations

from .common import UserError, add_dictionary_argument


def register(sub) -> None:
    p = sub.add_parser("challenge", help="read a challenge code (a friend's solo round to beat)",
                       description="Challenge codes hold a game code and a player's name, score and words.")
    actions = p.add_subparsers(dest="action", metavar="ACTION")
    actions.required = True
    d = actions.add_parser("decode", help="print what a challenge code holds",
                           description="Print the challenger, score, game and (with the word list) the words "
                                       "of a challenge code.")
    d.add_argument("code", nargs="+", metavar="CODE", help="the challenge code (spaces and dashes do not matter)")
    add_dictionary_argument(d)
    d.set_defaults(func=cmd_decode)


def _named_list(name: str) -> str | None:
    """The list a code names, among the bundled and user lists (as game codes spell names), or None."""
    from ..engine import available_wordlists
    from ..play import name_key
    for match in (lambda n: name_key(n) == name, lambda n: name_key(n).lower() == name.lower()):
        for n in available_wordlists():
            if match(n):
                return n
    return None


def cmd_decode(args) -> int:
    from ..engine import Solver, get_rules, load_wordlist
    from ..play import ChallengeError, decode_challenge, encode_game
    try:
        challenge = decode_challenge(" ".join(args.code))
    except ChallengeError as exc:
        raise UserError(str(exc)) from None
    game = challenge.game
    print(f"Challenge from {challenge.name}: {challenge.score} points, {len(challenge.found)} of the board's "
          f"{challenge.word_count} words")
    print(f"Game: {game.describe()}")
    print(f"Game code: {encode_game(game)}")
    print(f"Board: {game.deal()}")
    spec = args.dictionary or _named_list(game.wordlist)
    if spec is None:
        print(f"Words: not named here (the word list {game.wordlist.upper()} is not among your lists; "
              "give it with --dictionary)")
        return 0
    wordlist = load_wordlist(spec, language=game.language)
    if not game.matches(wordlist.sha256):
        raise UserError(f"the word list {spec} is not the {game.wordlist.upper()} this challenge was played with")
    solution = Solver(wordlist, get_rules(game.rules).with_min_length(game.min_length)).solve(game.deal())
    try:
        words = challenge.words(solution)
    except ChallengeError as exc:
        raise UserError(str(exc)) from None
    points = {w.word: w.points for w in solution.words}
    ranked = sorted(words, key=lambda w: (-points[w], w))
    print(f"Words: {' '.join(f'{w} ({points[w]})' for w in ranked) or 'none'}")
    return 0
