"""Playing the game: one timed round (:class:`Round`), the session around it and the history database.

Sits on :mod:`core.engine`; the GUI drives it, and it never touches Qt. Game codes
(:func:`encode_game`, :func:`decode_game`) deal the same board on any machine; :func:`score_group`
scores several players' lists for one board (network rounds and the table scorer).
:class:`RoundSession` holds what the game window shows between and during rounds: the
options, what a round is played as, its code, its record (:class:`RoundRecorder`); challenge codes
(:func:`encode_challenge`, :func:`decode_challenge`) carry a solo round for a friend to play and compare.
A room of network rounds keeps its rules and standings here too (:class:`LobbyRules`, :class:`Standing`,
:class:`Rematch`); :data:`TIMER_KINDS` is the table of timer modes. :data:`MAX_NAME` is the longest
player name a challenge carries.
"""
from .challenges import (
    MAX_NAME,
    Challenge,
    ChallengeError,
    ChallengeProblem,
    Comparison,
    compare_words,
    decode_challenge,
    encode_challenge,
    is_challenge_code,
    make_challenge,
)
from .codes import (
    Deal,
    GameCode,
    GameCodeError,
    GameCodeProblem,
    deal_board,
    decode_game,
    encode_game,
    name_key,
    roll_seeded,
)
from .definitions import (
    Definition,
    DefinitionsProblem,
    DefinitionsUnavailable,
    Dictionary,
    Sense,
    default_dictionary,
    offline_language,
    online_url,
)
from .game import (
    TIMER_KINDS,
    Guess,
    LengthCount,
    Round,
    RoundSummary,
    Submission,
    TimerMode,
    box_timer_seconds,
    default_min_length,
    find_path,
    follow_box_timer,
    language_rules,
    normalise_word,
    word_length,
)
from .group import RULES as GROUP_RULES
from .group import (
    GroupResult,
    PlayerResult,
    WordJudge,
    WordVerdict,
    format_result,
    parse_player_lines,
    score_group,
    split_words,
)
from .history import (
    GROUP_SOURCES,
    MIN_RATED_ROUNDS,
    SCHEMA_VERSION,
    GameKind,
    GroupRoundRecord,
    History,
    HistoryError,
    HistoryProblem,
    PlayerRating,
    RoundRecord,
    describe_timer_mode,
    stored_guesses,
    timer_mode_key,
    write_round_words_csv,
    write_rounds_csv,
)
from .recorder import RoundRecorder, SaveResult
from .room import MAX_COUNTDOWN, LobbyRules, Rematch, Standing, format_standings
from .session import (
    DEFAULT_DICE,
    DEFAULT_TIMER,
    CannotPlay,
    Dealer,
    Game,
    GameOptions,
    Problem,
    RoundSession,
    checked_wordlist,
    load_checked_wordlist,
    options_for_board,
    options_for_code,
    options_for_record,
    rules_of_game,
    same_wordlist,
)
from .verdicts import JUDGED, Verdict

__all__ = [
    "Round", "RoundSummary", "Submission", "Guess", "TimerMode", "LengthCount", "Verdict", "JUDGED",
    "default_min_length", "box_timer_seconds", "follow_box_timer", "find_path",
    "normalise_word", "SCHEMA_VERSION", "MIN_RATED_ROUNDS", "GameKind", "History", "HistoryError",
    "PlayerRating", "RoundRecord", "describe_timer_mode", "timer_mode_key", "write_round_words_csv",
    "write_rounds_csv", "Deal", "GameCode", "GameCodeError", "deal_board", "decode_game", "encode_game",
    "roll_seeded", "GROUP_RULES", "GroupResult", "PlayerResult", "WordVerdict", "WordJudge", "score_group",
    "format_result", "GROUP_SOURCES", "GroupRoundRecord",
    "Challenge", "ChallengeError", "Comparison", "compare_words", "decode_challenge", "encode_challenge",
    "Definition", "DefinitionsUnavailable", "Dictionary", "Sense", "default_dictionary", "online_url",
    "RoundRecorder", "SaveResult", "CannotPlay", "Dealer", "Game", "GameOptions", "Problem", "RoundSession",
    "checked_wordlist", "load_checked_wordlist", "options_for_board", "options_for_code", "options_for_record",
    "rules_of_game", "same_wordlist",
    "MAX_NAME", "is_challenge_code", "make_challenge", "name_key", "offline_language", "TIMER_KINDS",
    "language_rules", "word_length", "parse_player_lines", "split_words", "stored_guesses",
    "MAX_COUNTDOWN", "LobbyRules", "Rematch", "Standing", "format_standings", "DEFAULT_DICE", "DEFAULT_TIMER",
    "ChallengeProblem", "GameCodeProblem", "DefinitionsProblem", "HistoryProblem",
]
