"""The engine's errors in the interface's language.

An error of :mod:`core` a player can meet carries a ``code`` (a
:class:`~core.engine.errors.MessageCode`) and ``params``, the values its message names
(:mod:`core.engine.errors`). :data:`ERROR_TEXT` words each code (context ``EngineErrors``;
``{name}`` fields are filled in after translating) and :func:`error_text` gives an error's words.
An error without a code, or with one this table lacks, shows its own message as it is: the GUI's
own errors are translated already, and anything else reads as the engine wrote it.

The words follow a colon, as the engine's do ("Cannot score: {problem}"): lower case, no final full
stop; ``error_text(exc, sentence=True)`` makes a sentence of them. A param is shown as it is (a file
name, a letter), a number in the interface's locale, a language by its translated name, and a code,
phrase or error inside it by its own words.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from core.engine import CodedError, LanguageError, MessageCode, Phrase

from .data_names import language_name

__all__ = ["ERROR_TEXT", "error_text"]

#: Code -> its words, keyed by the code's value (``"board.empty"`` is ``BoardProblem.EMPTY``: a
#: member looks its entry up as it is). By value, so that start-up does not import the tool windows'
#: engines (core.proofs, core.search) for their codes. Fields are the params the engine raises the
#: code with; tests/gui/test_error_text.py checks both against the engine.
ERROR_TEXT: dict[str, str] = {
    # -- boards --------------------------------------------------------------------------------------
    "board.unsupported_size": QT_TRANSLATE_NOOP(
        "EngineErrors", "{size} boards are not supported; the sizes are {sizes}"),
    "board.bad_size": QT_TRANSLATE_NOOP(
        "EngineErrors", "{text} is not a board size: write it as WxH, such as 4x4 or 44 (34 is 3 wide, 4 tall)"),
    "board.empty": QT_TRANSLATE_NOOP("EngineErrors", "the board is empty"),
    "board.bad_character": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board {board} has the character {character} at position {position}: only the letters "
                        "a-z are allowed (q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a "
                        "blank one)"),
    "board.bad_language_character": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board {board} has the character {character} at position {position}: {allowed}"),
    "board.bad_folded_character": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board {board} has the character {character}: {allowed}"),
    "board.letters_of": QT_TRANSLATE_NOOP(
        "EngineErrors", "boards in {language} have the letters {letters}; [an] [er] [he] [in] [th] are two-letter "
                        "faces, . or # a blank one"),
    "board.letters_of_qu": QT_TRANSLATE_NOOP(
        "EngineErrors", "boards in {language} have the letters {letters}; q is the Qu cell; [an] [er] [he] [in] [th] "
                        "are two-letter faces, . or # a blank one"),
    "board.cells_not_size": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board {board} has {cells} cells, but a {size} board has {needed}"),
    "board.cells_no_size": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board {board} has {cells} cells; a board has {counts}"),
    # -- text files ------------------------------------------------------------------------------------
    "textfile.not_found": QT_TRANSLATE_NOOP("EngineErrors", "{file} is not there (no such file)"),
    "textfile.folder": QT_TRANSLATE_NOOP("EngineErrors", "{file} is a folder, not a file"),
    "textfile.unreadable": QT_TRANSLATE_NOOP("EngineErrors", "cannot read {file}: {reason}"),
    "textfile.pipe": QT_TRANSLATE_NOOP("EngineErrors", "{file} is a pipe, not a file on disk"),
    "textfile.device": QT_TRANSLATE_NOOP("EngineErrors", "{file} is a device, not a file on disk"),
    "textfile.socket": QT_TRANSLATE_NOOP("EngineErrors", "{file} is a socket, not a file on disk"),
    "textfile.special": QT_TRANSLATE_NOOP("EngineErrors", "{file} is not a regular file on disk"),
    "textfile.too_big": QT_TRANSLATE_NOOP(
        "EngineErrors", "{file} is {size}, more than the {limit} this app reads"),
    "textfile.holds_too_much": QT_TRANSLATE_NOOP(
        "EngineErrors", "{file} holds more than {limit}, more than this app reads"),
    "textfile.utf32": QT_TRANSLATE_NOOP("EngineErrors", "{file} is UTF-32 text: save it as UTF-8"),
    "textfile.utf16_without_bom": QT_TRANSLATE_NOOP(
        "EngineErrors", "{file} looks like UTF-16 text without a byte-order mark: save it as UTF-8 (or as UTF-16 "
                        "with a byte-order mark)"),
    "textfile.binary": QT_TRANSLATE_NOOP("EngineErrors", "{file} looks like a binary file, not text"),
    "textfile.bad_utf16": QT_TRANSLATE_NOOP("EngineErrors", "{file} is not valid UTF-16 (at byte {offset})"),
    "textfile.line_too_long": QT_TRANSLATE_NOOP(
        "EngineErrors", "line {line} of {file} is longer than {limit} bytes, longer than any line this app reads; "
                        "stopped reading"),
    "textfile.not_utf8": QT_TRANSLATE_NOOP(
        "EngineErrors", "line {line} of {file} is not UTF-8 text (byte {byte} at column {column}): save the file as "
                        "UTF-8"),
    # -- word lists ----------------------------------------------------------------------------------
    "wordlist.file": QT_TRANSLATE_NOOP("EngineErrors", "the word list {path}"),
    "wordlist.not_a_file": QT_TRANSLATE_NOOP("EngineErrors", "the word list “{spec}” is not a file"),
    "wordlist.no_such_file": QT_TRANSLATE_NOOP(
        "EngineErrors", "the word list “{spec}” is not there (no such file)"),
    "wordlist.unknown": QT_TRANSLATE_NOOP(
        "EngineErrors", "there is no word list “{spec}”: give a file, or one of {names}"),
    "wordlist.empty": QT_TRANSLATE_NOOP("EngineErrors", "{file} is empty"),
    "wordlist.too_many_nodes": QT_TRANSLATE_NOOP(
        "EngineErrors", "the word list has too many words: it would take {nodes} nodes, and at most {limit} fit"),
    "wordlist.out_of_memory": QT_TRANSLATE_NOOP(
        "EngineErrors", "not enough memory to load the word list {path} ({size}): free some memory or use a smaller "
                        "list"),
    "wordlist.no_words": QT_TRANSLATE_NOOP(
        "EngineErrors", "the word list {path} has no words to play in {language} (3 or more of the letters "
                        "{letters}, nothing else)"),
    "wordlist.no_words_qu": QT_TRANSLATE_NOOP(
        "EngineErrors", "the word list {path} has no words to play in {language} (3 or more of the letters "
                        "{letters}, q followed by u)"),
    "language.unknown": QT_TRANSLATE_NOOP(
        "EngineErrors", "there is no language “{text}”; the languages are {known}"),
    "solver.search_budget": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board {board} has no score with the word list {wordlist}: its search passed the "
                        "budget of {budget} steps, because the list makes the search explode (many words of one "
                        "letter repeated, say), which no real list does"),
    # -- game codes ----------------------------------------------------------------------------------
    "gamecode.empty": QT_TRANSLATE_NOOP("EngineErrors", "the game code is empty"),
    "gamecode.bad_letters": QT_TRANSLATE_NOOP(
        "EngineErrors", "a game code has only the letters and digits {alphabet}; this one has {letters}"),
    "gamecode.too_short": QT_TRANSLATE_NOOP("EngineErrors", "this game code is too short: letters are missing"),
    "gamecode.incomplete": QT_TRANSLATE_NOOP(
        "EngineErrors", "this game code is incomplete: letters are missing"),
    "gamecode.typo": QT_TRANSLATE_NOOP(
        "EngineErrors", "this game code has a typo (its check letter does not match): check each letter"),
    "gamecode.newer": QT_TRANSLATE_NOOP(
        "EngineErrors", "this game code comes from a newer version of Boggle (code version {version}); update the "
                        "program to play it"),
    "gamecode.not_a_code": QT_TRANSLATE_NOOP("EngineErrors", "this is not a game code"),
    "gamecode.cell_not_held": QT_TRANSLATE_NOOP(
        "EngineErrors", "this is not a game code (it holds a board cell that cannot be)"),
    "gamecode.not_a_code_because": QT_TRANSLATE_NOOP("EngineErrors", "this is not a game code ({reason})"),
    "gamecode.too_many_letters": QT_TRANSLATE_NOOP("EngineErrors", "this game code has letters too many"),
    "gamecode.unknown_language": QT_TRANSLATE_NOOP(
        "EngineErrors", "this game code is in a language this version of Boggle does not have (“{language_code}”); "
                        "update the program to play it"),
    "gamecode.unknown_dice": QT_TRANSLATE_NOOP(
        "EngineErrors", "this game code names dice in {language} that this version of Boggle does not have "
                        "(“{dice}”); update the program to play it"),
    "gamecode.unknown_game": QT_TRANSLATE_NOOP(
        "EngineErrors", "there is no game “{game}”; a code names one of {games}"),
    "gamecode.unknown_language_game": QT_TRANSLATE_NOOP(
        "EngineErrors", "there is no game “{game}” in {language}; a code names one of {games}"),
    "gamecode.unknown_rules": QT_TRANSLATE_NOOP(
        "EngineErrors", "there are no rules “{rules}”; a code names one of {choices}"),
    "gamecode.min_length": QT_TRANSLATE_NOOP(
        "EngineErrors", "a minimum length of {min_length} does not fit in a game code (1 to 31)"),
    "gamecode.list_name": QT_TRANSLATE_NOOP(
        "EngineErrors", "the word list name “{name}” does not fit in a game code (1 to 31 characters)"),
    "gamecode.whole_seconds": QT_TRANSLATE_NOOP(
        "EngineErrors", "a game code holds whole seconds only, below 2**31"),
    "gamecode.board_not_game": QT_TRANSLATE_NOOP(
        "EngineErrors", "a {size} board cannot be played as {game}"),
    "gamecode.no_next": QT_TRANSLATE_NOOP(
        "EngineErrors", "this game code holds a fixed board: it has no next board"),
    # -- challenge codes -----------------------------------------------------------------------------
    "challenge.no_name": QT_TRANSLATE_NOOP("EngineErrors", "a challenge needs the challenger's name"),
    "challenge.name_too_long": QT_TRANSLATE_NOOP("EngineErrors", "the name is longer than {limit} characters"),
    "challenge.name_not_printable": QT_TRANSLATE_NOOP(
        "EngineErrors", "the name holds control or invisible characters"),
    "challenge.score_too_big": QT_TRANSLATE_NOOP(
        "EngineErrors", "a score of {score} does not fit in a challenge code"),
    "challenge.count_too_big": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board's word count or digest does not fit in a challenge code"),
    "challenge.not_positions": QT_TRANSLATE_NOOP(
        "EngineErrors", "the challenger's words are not positions in the board's word list"),
    "challenge.other_list_count": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge was played with another word list than yours (its {wordlist} held {theirs} "
                        "words on this board, yours {yours}): the words cannot be compared"),
    "challenge.other_list_words": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge was played with another word list than yours (its {wordlist} held other "
                        "words on this board than yours): the words cannot be compared"),
    "challenge.score_mismatch": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge claims {score} points for words worth {total}: the code was edited"),
    "challenge.not_in_solution": QT_TRANSLATE_NOOP(
        "EngineErrors", "“{word}” is not a word of this board's solution"),
    "challenge.does_not_fit": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge does not fit in a code ({letters} letters; at most {limit})"),
    "challenge.too_long": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge code is too long (more than {limit} letters)"),
    "challenge.empty": QT_TRANSLATE_NOOP("EngineErrors", "the challenge code is empty"),
    "challenge.not_a_challenge_prefix": QT_TRANSLATE_NOOP(
        "EngineErrors", "this is not a challenge code (those start with {prefix})"),
    "challenge.game_code": QT_TRANSLATE_NOOP(
        "EngineErrors", "this is a game code, not a challenge code: play it as a game code"),
    "challenge.bad_letters": QT_TRANSLATE_NOOP(
        "EngineErrors", "after {prefix}, a challenge code has only the letters and digits {alphabet}; this one has "
                        "{letters}"),
    "challenge.cut_short": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge code is cut short: letters are missing (copy all of it)"),
    "challenge.typo": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge code has a typo or was edited (its check letters do not match)"),
    "challenge.newer": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge code comes from a newer version of Boggle (challenge version {version}); "
                        "update the program to play it"),
    "challenge.not_a_challenge": QT_TRANSLATE_NOOP("EngineErrors", "this is not a challenge code"),
    "challenge.cut_short_count": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge code is cut short: it has {letters} of its {total} letters (copy all of it)"),
    "challenge.too_many_letters": QT_TRANSLATE_NOOP(
        "EngineErrors", "this challenge code has letters too many ({letters}; it should have {total})"),
    "challenge.fields_past_end": QT_TRANSLATE_NOOP(
        "EngineErrors", "this is not a challenge code (its fields run past its end)"),
    "challenge.game_unplayable": QT_TRANSLATE_NOOP(
        "EngineErrors", "the game in this challenge cannot be played: {reason}"),
    "challenge.name_not_text": QT_TRANSLATE_NOOP(
        "EngineErrors", "this is not a challenge code (its name is not text)"),
    "challenge.bits_left": QT_TRANSLATE_NOOP("EngineErrors", "this is not a challenge code (bits left over)"),
    # -- boards, codes and rounds that cannot be played ----------------------------------------------
    "play.bad_board": QT_TRANSLATE_NOOP("EngineErrors", "{reason}"),
    "play.bad_code": QT_TRANSLATE_NOOP("EngineErrors", "{reason}"),
    "play.list_missing": QT_TRANSLATE_NOOP(
        "EngineErrors", "this game is played with the word list {name}, which is not among your word lists. Add it "
                        "with Game > Add word list… (Ctrl+Shift+W), then enter the code again"),
    "play.list_unreadable": QT_TRANSLATE_NOOP("EngineErrors", "cannot read the word list {name}: {reason}"),
    "play.code_rules": QT_TRANSLATE_NOOP(
        "EngineErrors", "it asks for {rules} rules, but {game} games are played with {game_rules} rules"),
    "play.list_gone": QT_TRANSLATE_NOOP(
        "EngineErrors", "this board was scored with the word list {name} ({where}), which cannot be loaded any "
                        "more: {reason}"),
    "play.list_changed": QT_TRANSLATE_NOOP(
        "EngineErrors", "the word list {name} ({where}) has changed since this board was scored with it, so its "
                        "score would differ"),
    # -- the history database ------------------------------------------------------------------------
    "history.no_folder": QT_TRANSLATE_NOOP(
        "EngineErrors", "cannot create the folder of the history database {path}: {reason}"),
    "history.cannot_open": QT_TRANSLATE_NOOP("EngineErrors", "cannot open the history database {path}: {reason}"),
    "history.newer": QT_TRANSLATE_NOOP(
        "EngineErrors", "the history database {path} was written by a newer version of the game (schema {version}; "
                        "this version reads up to {supported}); it was left untouched. Update the game, or move the "
                        "file away to start a new history"),
    "history.damaged": QT_TRANSLATE_NOOP(
        "EngineErrors", "the history database {path} is damaged ({reason}); it was left untouched. Move the file "
                        "away to start a new history"),
    "history.other_database": QT_TRANSLATE_NOOP(
        "EngineErrors", "{path} is a database of something else (tables: {tables}); it was left untouched"),
    "history.group_round_unreadable": QT_TRANSLATE_NOOP(
        "EngineErrors", "the group round {round_id} in {path} cannot be read: {reason}"),
    "history.locked": QT_TRANSLATE_NOOP(
        "EngineErrors", "the history database {path} is locked by another program; your round is kept in memory "
                        "and will be saved when the database is free"),
    "history.read_only": QT_TRANSLATE_NOOP(
        "EngineErrors", "the history database {path} is read-only; rounds cannot be saved"),
    "history.database": QT_TRANSLATE_NOOP("EngineErrors", "the history database {path}: {reason}"),
    # -- definitions ---------------------------------------------------------------------------------
    "definitions.not_installed": QT_TRANSLATE_NOOP(
        "EngineErrors", "definitions need the WordNet data: pip install 'bogglelab[definitions]'"),
    "definitions.unreadable": QT_TRANSLATE_NOOP(
        "EngineErrors", "cannot read the WordNet data in {folder}: {reason}"),
    "definitions.damaged": QT_TRANSLATE_NOOP(
        "EngineErrors", "the WordNet data in {folder} is damaged (no synset {offset})"),
    # -- board classes and partitions ------------------------------------------------------------------
    "classes.board_class": QT_TRANSLATE_NOOP("EngineErrors", "the board class"),
    "classes.partition": QT_TRANSLATE_NOOP("EngineErrors", "the partition"),
    "classes.cell_set": QT_TRANSLATE_NOOP("EngineErrors", "the letter set of cell {cell}"),
    "classes.partition_for": QT_TRANSLATE_NOOP("EngineErrors", "the partition of the {cell_type} cells"),
    "classes.group": QT_TRANSLATE_NOOP("EngineErrors", "a group of {where}"),
    "classes.language_letters": QT_TRANSLATE_NOOP("EngineErrors", "{letters} ({language})"),
    "classes.face": QT_TRANSLATE_NOOP(
        "EngineErrors", "{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes "
                        "and the breaker take single letters {letters} only"),
    "classes.face_qu": QT_TRANSLATE_NOOP(
        "EngineErrors", "{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes "
                        "and the breaker take single letters {letters} only (q is the Qu face)"),
    "classes.bad_character": QT_TRANSLATE_NOOP(
        "EngineErrors", "{what} “{text}” has the character “{character}”: only the letters {letters} are allowed"),
    "classes.too_many_letters": QT_TRANSLATE_NOOP(
        "EngineErrors", "{what} “{text}” has {count} letters; a cell holds at most {limit}"),
    "classes.letter_twice": QT_TRANSLATE_NOOP(
        "EngineErrors", "the letter “{letter}” appears twice in {what} “{text}”"),
    "classes.not_ascii": QT_TRANSLATE_NOOP("EngineErrors", "{what} has {character}; use the letters a-z only"),
    "classes.not_language_letter": QT_TRANSLATE_NOOP(
        "EngineErrors", "{what} has {character}; use only the letters {letters} ({language})"),
    "classes.empty_class": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board class is empty: give one set of letters per cell, separated by spaces"),
    "classes.sets_not_size": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board class has {sets} letter sets, but a {size} board has {cells} cells"),
    "classes.sets_no_size": QT_TRANSLATE_NOOP(
        "EngineErrors", "the board class has {sets} letter sets; a board has 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) "
                        "or 36 (6x6)"),
    "classes.no_groups": QT_TRANSLATE_NOOP("EngineErrors", "{where} gives no letter groups"),
    "classes.empty_group": QT_TRANSLATE_NOOP(
        "EngineErrors", "{where}: “.” is a group of no letters; give groups of letters"),
    "classes.letter_in_two_groups": QT_TRANSLATE_NOOP(
        "EngineErrors", "{where}: the letter “{letter}” is in two groups (“{first}” and “{second}”)"),
    "classes.missing_letters": QT_TRANSLATE_NOOP(
        "EngineErrors", "{where}: the groups must cover {letters}; missing: “{missing}”"),
    "classes.empty_partition": QT_TRANSLATE_NOOP(
        "EngineErrors", "the partition is empty: give groups of letters separated by spaces, such as “bdfgjqvwxz "
                        "aeiou lnrsy chkmpt”"),
    "classes.empty_clause": QT_TRANSLATE_NOOP("EngineErrors", "the partition “{text}” has an empty clause"),
    "classes.unknown_cell_type": QT_TRANSLATE_NOOP(
        "EngineErrors", "the partition names the cell type “{name}”: use corner, edge or center"),
    "classes.cell_type_twice": QT_TRANSLATE_NOOP(
        "EngineErrors", "the partition gives the cell type “{cell_type}” twice"),
    "classes.two_default_clauses": QT_TRANSLATE_NOOP(
        "EngineErrors", "the partition has two clauses without a cell type; start them with corner:, edge: or "
                        "center:"),
    "classes.no_groups_for_type": QT_TRANSLATE_NOOP(
        "EngineErrors", "the partition gives no groups for the {cell_type} cells of a {size} board"),
    "classes.too_few_classes": QT_TRANSLATE_NOOP(
        "EngineErrors", "the partition has only {available} canonical classes, not {count}"),
    # -- break runs ------------------------------------------------------------------------------------
    "breakrun.bad_class": QT_TRANSLATE_NOOP("EngineErrors", "bad class “{text}”: {reason}"),
    "breakrun.bad_partition": QT_TRANSLATE_NOOP("EngineErrors", "bad partition “{text}”: {reason}"),
    "breakrun.limit_too_large": QT_TRANSLATE_NOOP(
        "EngineErrors", "{limit} classes are too many: a run holds at most {most}"),
    "breakrun.too_many_classes": QT_TRANSLATE_NOOP(
        "EngineErrors", "the partition “{partition}” has {count} classes on a {size} board (one per symmetry orbit), "
                        "more than a run can list ({most}); set Classes to break a random sample, or use fewer letter "
                        "groups"),
    "breakrun.threshold_not_whole": QT_TRANSLATE_NOOP(
        "EngineErrors", "the threshold must be a whole number of at least 1, not {threshold}"),
    "breakrun.threshold_too_big": QT_TRANSLATE_NOOP(
        "EngineErrors", "the threshold must be at most {most}, not {threshold}"),
    "breakrun.workers": QT_TRANSLATE_NOOP("EngineErrors", "a run needs at least 1 worker, not {workers}"),
    "breakrun.memory_too_small": QT_TRANSLATE_NOOP(
        "EngineErrors", "the memory budget must be at least {least_mib} MiB, not {memory} bytes"),
    "breakrun.memory_over_machine": QT_TRANSLATE_NOOP(
        "EngineErrors", "a memory budget of {memory} bytes is more than this machine's memory ({machine} bytes)"),
    "breakrun.results_file": QT_TRANSLATE_NOOP("EngineErrors", "the results file {path}"),
    "breakrun.results_line_too_long": QT_TRANSLATE_NOOP(
        "EngineErrors", "line {line} of the results file {path} is longer than {limit_mib} MiB, longer than any "
                        "result record"),
    "breakrun.results_not_json": QT_TRANSLATE_NOOP(
        "EngineErrors", "{path} is not a results file of a break run: its first line is not JSON"),
    "breakrun.results_empty": QT_TRANSLATE_NOOP(
        "EngineErrors", "{path} is not a results file of a break run: it is empty"),
    "breakrun.results_no_complete_line": QT_TRANSLATE_NOOP(
        "EngineErrors", "{path} is not a results file of a break run: it has no complete line"),
    "breakrun.results_blank": QT_TRANSLATE_NOOP(
        "EngineErrors", "{path} is not a results file of a break run: it holds only blank lines"),
    "breakrun.results_line_not_json": QT_TRANSLATE_NOOP(
        "EngineErrors", "line {line} of the results file {path} is not a valid result record (not JSON); fix or "
                        "move the file"),
    "breakrun.results_second_header": QT_TRANSLATE_NOOP(
        "EngineErrors", "line {line} of the results file {path} is a second run header (two files joined?); fix or "
                        "move the file"),
    "breakrun.results_not_class": QT_TRANSLATE_NOOP(
        "EngineErrors", "line {line} of the results file {path} is not a valid result record (not a class record); "
                        "fix or move the file"),
    "breakrun.results_bad_record": QT_TRANSLATE_NOOP(
        "EngineErrors", "line {line} of the results file {path} is not a valid result record ({reason}); fix or "
                        "move the file"),
    "breakrun.results_no_header": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} has no run header on its first line, so nothing says which run its "
                        "lines belong to; move it away"),
    "breakrun.results_bad_header": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} has a bad run header ({reason}); move it away"),
    "breakrun.results_newer": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} was written by a newer version of Boggle (results format "
                        "{version}; this one reads up to {supported}); it is left untouched"),
    "breakrun.results_cannot_open": QT_TRANSLATE_NOOP(
        "EngineErrors", "cannot open the results file {path}: {reason}"),
    "breakrun.results_directory": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} is a folder; give a file name"),
    "breakrun.results_not_regular": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} is not a regular file; give a file on disk"),
    "breakrun.results_too_big": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} is larger than any results file ({size} bytes); choose another "
                        "file"),
    "breakrun.results_exists": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} already exists: resume the run, or choose another file"),
    "breakrun.results_in_use": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} is in use by another run; wait for that run to end, or choose "
                        "another file"),
    "breakrun.results_cannot_lock": QT_TRANSLATE_NOOP(
        "EngineErrors", "cannot lock the results file {path}: {reason}"),
    "breakrun.results_other_run": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} is from another run ({key} {theirs}, this run {ours})"),
    "breakrun.results_not_ours": QT_TRANSLATE_NOOP(
        "EngineErrors", "the results file {path} holds no results of a break run; it was left untouched: move it "
                        "away or choose another file"),
    "breakrun.results_write": QT_TRANSLATE_NOOP("EngineErrors", "cannot write the results file {path}: {reason}"),
    "breakrun.aborted_before": QT_TRANSLATE_NOOP("EngineErrors", "{reason}; no class has run"),
    "breakrun.aborted_saved": QT_TRANSLATE_NOOP(
        "EngineErrors", "{reason}; {done} of {total} classes finished and are saved in {path}"),
    "breakrun.aborted_not_saved": QT_TRANSLATE_NOOP(
        "EngineErrors", "{reason}; {done} of {total} classes finished (not saved: the run has no results file)"),
    "breaker.memory_too_small": QT_TRANSLATE_NOOP(
        "EngineErrors", "a memory budget of {budget_mib} MiB is too small: a breaking process already uses "
                        "{used_mib} MiB before any tree"),
    "workers.died": QT_TRANSLATE_NOOP(
        "EngineErrors", "a worker process died {times} times while breaking {what} (killed, or out of memory?)"),
    "workers.class": QT_TRANSLATE_NOOP("EngineErrors", "the class “{text}”"),
    "workers.union": QT_TRANSLATE_NOOP("EngineErrors", "the union “{union}” of {count} classes"),
    # -- the annealing lab -----------------------------------------------------------------------------
    "anneal.t0": QT_TRANSLATE_NOOP("EngineErrors", "T₀ must be a finite number of at least 0, not {t0}"),
    "anneal.decay": QT_TRANSLATE_NOOP(
        "EngineErrors", "exponential cooling needs a decay above 0, not {decay}"),
    "anneal.length": QT_TRANSLATE_NOOP(
        "EngineErrors", "linear cooling needs a ramp of at least 1 iteration, not {length}"),
    "anneal.max_stall": QT_TRANSLATE_NOOP(
        "EngineErrors", "the max stall must be at least 1, not {max_stall}"),
    "anneal.letters_empty": QT_TRANSLATE_NOOP("EngineErrors", "the letter set is empty"),
    "anneal.letters_bad": QT_TRANSLATE_NOOP(
        "EngineErrors", "the letter set “{text}” has {characters}: use the letters {letters}"),
    "anneal.letters_bad_language": QT_TRANSLATE_NOOP(
        "EngineErrors", "the letter set “{text}” has {characters}: use the letters {letters} ({language})"),
}


def _shown(name: str, value: Any) -> str:
    """A param as the interface shows it (see the module notes)."""
    if isinstance(value, BaseException):
        return error_text(value)
    if isinstance(value, Phrase):
        return _worded(value.code, value.params) or str(value)
    if isinstance(value, MessageCode):
        return _worded(value, {}) or str(value)
    if name == "language" and isinstance(value, str):
        try:
            return language_name(value)
        except LanguageError:
            return value
    if isinstance(value, int) and not isinstance(value, bool):
        return QLocale().toString(value)
    return str(value)


def _worded(code: str, params: Mapping[str, Any]) -> str | None:
    """The translated words of ``code`` filled with ``params``, or None for a code the table lacks (or a
    translation whose fields are not the params)."""
    entry = ERROR_TEXT.get(code)
    if entry is None:
        return None
    text = QCoreApplication.translate("EngineErrors", entry)
    try:
        return text.format_map({name: _shown(name, value) for name, value in params.items()})
    except (KeyError, IndexError, ValueError):
        return None


def error_text(exc: BaseException, *, sentence: bool = False) -> str:
    """``exc`` in the interface's language: the words of its code, or its own message for an error
    without one (or with a code this table lacks).

    Parameters
    ----------
    exc : BaseException
    sentence : bool
        Start with a capital and end with a full stop (a dialog's text), instead of words that
        follow a colon.
    """
    text = None
    if isinstance(exc, CodedError) and exc.code is not None:
        text = _worded(exc.code, exc.params)
    if text is None:
        text = str(exc) or exc.__class__.__name__
    if sentence:
        text = text[:1].upper() + text[1:]
        if not text.endswith((".", "!", "?", "…")):
            text += "."
    return text
