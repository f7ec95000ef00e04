<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
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
</TS>
