<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Boggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NumPy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiled kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Boggle %1&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll real dice, play timed rounds, see every word a board holds. The solver, the annealing lab, the board-class breaker and the statistics are under Tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the versions and folders, to paste into a bug report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardRater</name>
    <message>
        <source>Rating the board against random rolls…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better than all {count} random {dice} boards sampled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better than {share}% of {dice} boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating the board against random rolls… {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Boggle board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DefinitionPane</name>
    <message>
        <source>MEANING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look it &amp;up online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the word&apos;s Wiktionary page in your browser (Alt+U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning of the word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the word&apos;s page on {site} in your browser (Alt+U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select or point at a word to read its meaning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;span style=&apos;color:#8a93a3&apos;&gt;looking up…&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Look it up online&lt;/i&gt; works without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: cannot look it up ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Definitions</name>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: not in the offline dictionary (WordNet 3.0). Try &lt;i&gt;Look it up online&lt;/i&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only as a name or abbreviation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more sense(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: offline definitions are English only (WordNet 3.0). &lt;i&gt;Look it up online&lt;/i&gt; opens its {language} page on {site}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>4x4 Classic (1976)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 New (1987)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5x5 Big Boggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6x6 Super Big Boggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 Boggle (French edition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 (French letter frequencies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 (German letter frequencies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 (Spanish letter frequencies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 (Italian letter frequencies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 (Dutch letter frequencies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 (German, balanced like the English New dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 (Spanish, balanced like the English New dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 (Dutch, balanced like the English New dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 Il Paroliere (Italian edition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <source>%n more error(s) since: see the log file.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The details are in the log file:&lt;br&gt;{log_file}&lt;br&gt;Please send it with a report of what you were doing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No log file could be written ({problem}): the details are below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Boggle hit an unexpected error: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The game goes on; your rounds are saved as you play them.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends who enter this code in New game (Ctrl+G) play the same board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board has no game code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends who enter this code with Game &gt; Play a game code (Ctrl+G) play the same board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History saved again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GroupResults</name>
    <message>
        <source>{title}: classic rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic rule: a word found by two or more players scores for no one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: friendly rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friendly rule: everyone keeps the points of every valid word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{unique} unique, {shared} shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board holds &lt;b&gt;{words}&lt;/b&gt; words worth &lt;b&gt;{points}&lt;/b&gt; points; the players found {found} of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every word (found ones in bold)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>move the tile cursor on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add the tile under the cursor (select a tile after the round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step back one tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the path / show all words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{rules}&lt;/b&gt; (this game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters count as they are spelled: the Qu tile is two letters. A dash: too short to score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game: &lt;b&gt;{rules}&lt;/b&gt;, words of at least &lt;b&gt;{min_length}&lt;/b&gt; letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find as many words as you can before the clock runs out. A word is spelled by a path of touching tiles: left, right, up, down or diagonal, each tile at most once per word. Type it and press Enter, or trace it on the board with the mouse or the keyboard. The word must be in the game&apos;s word list (no names, no abbreviations) and long enough for the dice set; each word counts once, however many paths spell it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Qu&lt;/b&gt; is one tile and two letters: QUIT is three tiles and four letters. Type it as &lt;i&gt;qu&lt;/i&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the round ends, every word on the board is listed. Select or point at a word to see its path and its meaning; &lt;i&gt;Look it up online&lt;/i&gt; opens its Wiktionary page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest word per dice set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game (Ctrl+N) can ask for longer words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the round and in Solve a board, &lt;b&gt;Alt+U&lt;/b&gt; looks the selected word up online.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Boggle help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterfaceLanguage</name>
    <message>
        <source>Interface &amp;language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface will speak {language} from the next start of Boggle.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>{language} ({native_name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters {letters}, q is Qu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters {letters}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters {letters}, q is Qu; {accented} counts as {plain}: type accents or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters {letters}; {accented} counts as {plain}: type accents or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face; letters {letters})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell; letters {letters})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board&apos;s letters, the dice and the word lists of a language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LengthTable</name>
    <message>
        <source>LETTERS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OF</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n letter(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{length} letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letters}: {found} found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letters}: {found} found of {total}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round is in progress. End it and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game code to copy: start a round first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the game code %1: friends play it with Ctrl+G.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code (from Game &gt; Copy game code):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another version of the word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your word list %1 is not the file this code was made with (another version?): words and scores may differ from your friend&apos;s. Play anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} · {word_list} · {min_length}+ LETTERS · {timer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused
Ctrl+P or a click to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: the clock is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused while you were away
Ctrl+P or a click to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused by itself while the game was in the background: the clock is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ New high score for %1, %2!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points and {time} left. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board is being played: its words are shown when the round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the %1 word list %2; pick it in New game (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not available in this build (%2: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit mid-round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round is in progress. Quit now? The round is saved and you can resume it next time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play t&amp;ogether</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a &amp;game code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve a board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History and high scores…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn dice faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause when in the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus &amp;word entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus the word &amp;list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host a round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join a round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules, scoring and shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ort revealed words by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} ({shortcut})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>sent again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>not received by the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: never reached the host (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round was not saved to History: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You host this round: closing the window ends it for everyone in it (%1). Close it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classic round: the clock runs down once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clock: end the round with Ctrl+E.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each new word adds the bonus to the clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each new word adds the bonus for each of its letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each new word refills the clock: find one before it runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bundled word list is called “{name}”: rename your file (for example {name}-mine.txt) and add it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A different word list named “{name}” already exists in {folder}: rename the file and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot copy {file} into {folder}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a word list in {language}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add word list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the &amp;rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Minimum letters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn dice faces randomly, like real dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid poor &amp;boards: at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: roll a new board. Or paste a friend&apos;s code, e.g. {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game code deals the same board with the same dice, word list, rules and timer on any machine (Game &gt; Copy game code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The timer needs at least one second (or choose Untimed).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ordinal</name>
    <message>
        <source>{n}th</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>TIME LEFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving the board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a word, press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WORDS FOUND ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Found %n word(s) · solving the board…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found {found} of %n word(s) · {score} of {max_score} points</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerRating</name>
    <message numerus="yes">
        <source>Your own rating appears after {minimum} finished rounds of this game (%n so far).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Cannot play this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play this game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word list missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played with the word list {name}, which is not among your word lists. Add it with Game &gt; Add word list… (Ctrl+Shift+W), then enter the code again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the word list {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It asks for {rules} rules, but {game} games are played with {game_rules} rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board was scored with the word list {name} ({where}), which cannot be loaded any more: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The word list {name} ({where}) has changed since this board was scored with it, so its score would differ.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort the words (Alt+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sort:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter words (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All words of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE, CONTAINING “{text}” (Esc: every tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE (Esc: every tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS CONTAINING “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundStarter</name>
    <message>
        <source>Loading word list %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Choose another word list in New game (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words and {points} points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing a board with at least {points} points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of %1 boards rolled had at least %2 words and %3 points: this is the closest (%4 words, %5 points). Lower the bar in New game (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot deal a board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Press Ctrl+N for a new game, Ctrl+R to roll with the last settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round over: &lt;b&gt;%n&lt;/b&gt; point(s). Solving the board…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} ({words_share}) · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} ({score_share})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{yours}&lt;/b&gt; · longest on the board: &lt;b&gt;{longest}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile to list its words.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>superbig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 table, words of 3+ letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Big Boggle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Super Big Boggle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one point per word of 3+ letters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Boggle is already running: handed over to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boggle is already running (%1) but does not answer. Close it, or end that process, then start Boggle again. (Its lock file is %2.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

Using the bundled list instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the solver (compiled once, on the first start)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Timer</name>
    <message>
        <source>{clock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refill {clock}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolWindow</name>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>&amp;Annealing lab…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Break board classes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score a &amp;table game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared, crossed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the host&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in your list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}  +{points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordListChoice</name>
    <message>
        <source>Word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <source>Cannot read the word list {file}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
