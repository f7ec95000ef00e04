<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Boggle</source>
        <translation>Over Boggle</translation>
    </message>
    <message>
        <source>Boggle</source>
        <translation>Boggle</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>NumPy</source>
        <translation>NumPy</translation>
    </message>
    <message>
        <source>numba</source>
        <translation>numba</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Platform</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Gegevensmap</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Logbestand</translation>
    </message>
    <message>
        <source>Cache folder</source>
        <translation>Cachemap</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Compiled kernels</source>
        <translation>Gecompileerde kernels</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Boggle %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Boggle %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Roll real dice, play timed rounds, see every word a board holds. The solver, the annealing lab, the board-class breaker and the statistics are under Tools.</source>
        <translation>Gooi echte dobbelstenen, speel rondes op tijd en zie elk woord dat een bord bevat. De oplosser, het annealinglab, de bordklassenbreker en de statistieken staan onder Extra.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>Details &amp;kopiëren</translation>
    </message>
    <message>
        <source>Copy the versions and folders, to paste into a bug report</source>
        <translation>Kopieer de versies en mappen om ze in een foutmelding te plakken</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versies</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Mappen</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Gekopieerd</translation>
    </message>
</context>
<context>
    <name>AnnealLabWindow</name>
    <message>
        <source>tuned for the size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3x3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x4, hot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5x5, hot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exponential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annealing lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each new best board. Double-click a row to open that board in &apos;Solve a board&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board and words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished">Taal</translation>
    </message>
    <message>
        <source>A list name from wordlists/ or the user folder, or a file path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word list</source>
        <translation type="unfinished">Woordenlijst</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished">Regels</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation type="unfinished">Letters</translation>
    </message>
    <message>
        <source>Only these letters are used (q is the Qu cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting temperature, in points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T₀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exponential cooling: T = T₀·exp(−decay·n), n iterations since the (re)start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decay / iteration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear cooling: T falls from T₀ to 0 over this many iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramp length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once cold, restart after this many iterations without a new best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max stall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart from a fresh board when stalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same seed and parameters: the same run (&quot;random&quot; picks one and shows it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation type="unfinished"> s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep earlier runs on the plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the plots, boards and table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Solve a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the best board with all its words in the game&apos;s solver view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a round on the best board in the game window, with this run&apos;s word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current (thin) and best (thick) score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation type="unfinished">Woordenlijsten (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field} must be a number, got {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {dice} dice make {size} boards, not {chosen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run {number}: {schedule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}, {language}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}, {dice} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}, letters {letters}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation type="unfinished">Woordenlijst wordt geladen…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restart(s), {seconds} s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Run {run} stopped at generation {generation}; best {best} {board}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardGrid</name>
    <message>
        <source>{title}: {score}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardRater</name>
    <message>
        <source>Rating the board against random rolls…</source>
        <translation>Bord wordt vergeleken met willekeurige worpen…</translation>
    </message>
    <message>
        <source>Better than all {count} random {dice} boards sampled</source>
        <translation>Beter dan alle {count} worpen met {dice}</translation>
    </message>
    <message>
        <source>Better than {share}% of {dice} boards</source>
        <translation>Beter dan {share}% van de worpen met {dice}</translation>
    </message>
    <message>
        <source>Rating the board against random rolls… {percent}%</source>
        <translation>Bord wordt vergeleken met willekeurige worpen… {percent}%</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Boggle board</source>
        <translation>Boggle-bord</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
</context>
<context>
    <name>BreakDialog</name>
    <message numerus="yes">
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n board(s) &gt;= {threshold}: {text}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>... %n more line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>FOUND {board} {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}; finished classes are saved in the results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break board classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alphabet partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of letters separated by spaces, covering a-z; per cell type with &apos;..., corner:GROUPS&apos; clauses. Each class picks one group per cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word list</source>
        <translation type="unfinished">Woordenlijst</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 breaks in this program; more start that many worker processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break only this many classes of the shuffled order (a representative slice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the shuffled class order (the random sample of a 4x4 run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log the breaking tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation type="unfinished">&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>W&amp;orkers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Classes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory budget of each worker process (with one worker: this program, at least {minimum} MiB): the breaker&apos;s trees never grow past it; the results are the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak per worker: –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak memory per worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest peak resident memory of a worker process so far (with one worker: this program), measured as classes finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Memory per worker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished">&amp;Hervatten</translation>
    </message>
    <message>
        <source>Continue the saved run with these settings, skipping finished classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open res&amp;ults…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a results file (from this window, boggle break or a Dask run) and show its boards, times and bounds; the file is not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this run&apos;s results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarise the results file of the settings above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the classes and a threshold, then Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaking tree (classes as they finish):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaking log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected board in the solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a round on the selected board in the game window, with the run&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Live run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results &amp;file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical: too many for one run here; set Classes to break a seeded random sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (random sample of {limit}, seed {seed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (running {limit}, seed {seed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a budget is at least {minimum} MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results file: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results file: {path} (new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break results (*.ndjson *.jsonl *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v / %m classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming (loading the word list, starting workers)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)… (previous results kept as {backup})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling: finished classes are saved…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board(s) found</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>peak per worker: {size} MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes ({resumed} resumed from the results file), %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes, %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ERROR: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after {done} classes; they are saved: Resume continues the run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChallengeActions</name>
    <message>
        <source>Challenge a &amp;friend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge a friend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A code for a friend to play this board and compare (Ctrl+Shift+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board has no game code, so it cannot be a challenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish a round first: a challenge holds its words and score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play this challenge code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge from %1: %2 points to beat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare with the challenge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Challenge a friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send this code to a friend. They enter it with Game &gt; Play a game code (Ctrl+G), play the same board with the same rules and clock, and then see both rounds word by word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, as your friend will see it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No code yet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code carries your name, your score (%1) and your words. Its check letters catch typos and edits, but anyone who wants to can forge a code: play with friends you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished">Gekopieerd</translation>
    </message>
</context>
<context>
    <name>ChallengeResultDialog</name>
    <message>
        <source>Challenge from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win by %1 points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:16pt; font-weight:700&apos;&gt;You %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found by both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 words, %3 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockScore</name>
    <message>
        <source>TIME LEFT</source>
        <translation type="unfinished">TIJD</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation type="unfinished">SCORE</translation>
    </message>
</context>
<context>
    <name>DefinitionPane</name>
    <message>
        <source>MEANING</source>
        <translation>BETEKENIS</translation>
    </message>
    <message>
        <source>Look it &amp;up online</source>
        <translation>&amp;Online opzoeken</translation>
    </message>
    <message>
        <source>Open the word&apos;s Wiktionary page in your browser (Alt+U)</source>
        <translation>Open de Wiktionary-pagina van het woord in je browser (Alt+O)</translation>
    </message>
    <message>
        <source>Meaning of the word</source>
        <translation>Betekenis van het woord</translation>
    </message>
    <message>
        <source>Open the word&apos;s page on {site} in your browser (Alt+U)</source>
        <translation>Open de pagina van het woord op {site} in je browser (Alt+O)</translation>
    </message>
    <message>
        <source>Select or point at a word to read its meaning.</source>
        <translation>Selecteer een woord of wijs het aan om de betekenis te lezen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;span style=&apos;color:#8a93a3&apos;&gt;looking up…&lt;/span&gt;</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;span style=&apos;color:#8a93a3&apos;&gt;opzoeken…&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Look it up online&lt;/i&gt; works without it.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Online opzoeken&lt;/i&gt; werkt ook zonder.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: cannot look it up ({problem}).</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: kan niet worden opgezocht ({problem}).</translation>
    </message>
</context>
<context>
    <name>Definitions</name>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: not in the offline dictionary (WordNet 3.0). Try &lt;i&gt;Look it up online&lt;/i&gt;.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: niet in het offline woordenboek (WordNet 3.0). Probeer &lt;i&gt;Online opzoeken&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>only as a name or abbreviation:</source>
        <translation>alleen als naam of afkorting:</translation>
    </message>
    <message numerus="yes">
        <source>and %n more sense(s)</source>
        <translation>
            <numerusform>en nog %n betekenis</numerusform>
            <numerusform>en nog %n betekenissen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: offline definitions are English only (WordNet 3.0). &lt;i&gt;Look it up online&lt;/i&gt; opens its {language} page on {site}.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: offline definities zijn alleen Engels (WordNet 3.0). &lt;i&gt;Online opzoeken&lt;/i&gt; opent de pagina in het {language} op {site}.</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>4x4 Classic (1976)</source>
        <translation>4x4 Klassiek (1976)</translation>
    </message>
    <message>
        <source>4x4 New (1987)</source>
        <translation>4x4 Nieuw (1987)</translation>
    </message>
    <message>
        <source>5x5 Big Boggle</source>
        <translation>5x5 Big Boggle</translation>
    </message>
    <message>
        <source>6x6 Super Big Boggle</source>
        <translation>6x6 Super Big Boggle</translation>
    </message>
    <message>
        <source>4x4 Boggle (French edition)</source>
        <translation>4x4 Boggle (Franse editie)</translation>
    </message>
    <message>
        <source>4x4 (French letter frequencies)</source>
        <translation>4x4 (Franse letterfrequenties)</translation>
    </message>
    <message>
        <source>4x4 (German letter frequencies)</source>
        <translation>4x4 (Duitse letterfrequenties)</translation>
    </message>
    <message>
        <source>4x4 (Spanish letter frequencies)</source>
        <translation>4x4 (Spaanse letterfrequenties)</translation>
    </message>
    <message>
        <source>4x4 (Italian letter frequencies)</source>
        <translation>4x4 (Italiaanse letterfrequenties)</translation>
    </message>
    <message>
        <source>4x4 (Dutch letter frequencies)</source>
        <translation>4x4 (Nederlandse letterfrequenties)</translation>
    </message>
    <message>
        <source>4x4 (German, balanced like the English New dice)</source>
        <translation>4x4 (Duits, gebalanceerd zoals de Engelse Nieuw-dobbelstenen)</translation>
    </message>
    <message>
        <source>4x4 (Spanish, balanced like the English New dice)</source>
        <translation>4x4 (Spaans, gebalanceerd zoals de Engelse Nieuw-dobbelstenen)</translation>
    </message>
    <message>
        <source>4x4 (Dutch, balanced like the English New dice)</source>
        <translation>4x4 (Nederlands, gebalanceerd zoals de Engelse Nieuw-dobbelstenen)</translation>
    </message>
    <message>
        <source>4x4 Il Paroliere (Italian edition)</source>
        <translation>4x4 Il Paroliere (Italiaanse editie)</translation>
    </message>
    <message>
        <source>{size} board</source>
        <translation>{size}-bord</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <source>%n more error(s) since: see the log file.</source>
        <translation>
            <numerusform>Sindsdien nog %n fout: zie het logbestand.</numerusform>
            <numerusform>Sindsdien nog %n fouten: zie het logbestand.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are in the log file:&lt;br&gt;{log_file}&lt;br&gt;Please send it with a report of what you were doing.</source>
        <translation>De details staan in het logbestand:&lt;br&gt;{log_file}&lt;br&gt;Stuur het alsjeblieft mee met een beschrijving van wat je aan het doen was.</translation>
    </message>
    <message>
        <source>No log file could be written ({problem}): the details are below.</source>
        <translation>Er kon geen logbestand worden geschreven ({problem}): de details staan hieronder.</translation>
    </message>
    <message>
        <source>batch mode</source>
        <translation>batchmodus</translation>
    </message>
    <message>
        <source>&lt;p&gt;Boggle hit an unexpected error: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Boggle is op een onverwachte fout gestuit: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game goes on; your rounds are saved as you play them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Het spel gaat door; je rondes worden opgeslagen terwijl je speelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Onverwachte fout</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code</source>
        <translation>Spelcode</translation>
    </message>
    <message>
        <source>Friends who enter this code in New game (Ctrl+G) play the same board</source>
        <translation>Vrienden die deze code invoeren in Nieuw spel (Ctrl+G) spelen hetzelfde bord</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Code kopiëren</translation>
    </message>
    <message>
        <source>No game code</source>
        <translation>Geen spelcode</translation>
    </message>
    <message>
        <source>This board has no game code: %1</source>
        <translation>Dit bord heeft geen spelcode: %1</translation>
    </message>
    <message>
        <source>Game code &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Spelcode &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Friends who enter this code with Game &gt; Play a game code (Ctrl+G) play the same board</source>
        <translation>Vrienden die deze code invoeren met Spel &gt; Een spelcode spelen (Ctrl+G) spelen hetzelfde bord</translation>
    </message>
    <message>
        <source>History database</source>
        <translation>Geschiedenisdatabase</translation>
    </message>
    <message>
        <source>History saved again.</source>
        <translation>Geschiedenis weer opgeslagen.</translation>
    </message>
</context>
<context>
    <name>GroupHistory</name>
    <message>
        <source>classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>friendly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table game, {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network round hosted by {host}, {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network round, {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a round to see every player&apos;s words and scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history is not available, so no group rounds can be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the group rounds: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network ({host})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No group rounds yet: score a table game (Tools &gt; Score a table game) and save it, or play a round together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot show this round: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GroupHistoryDialog</name>
    <message>
        <source>Group rounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GroupResults</name>
    <message>
        <source>{title}: classic rule</source>
        <translation>{title}: klassieke regel</translation>
    </message>
    <message>
        <source>Classic rule: a word found by two or more players scores for no one.</source>
        <translation>Klassieke regel: een woord dat door twee of meer spelers is gevonden, telt voor niemand.</translation>
    </message>
    <message>
        <source>{title}: friendly rule</source>
        <translation>{title}: vriendelijke regel</translation>
    </message>
    <message>
        <source>Friendly rule: everyone keeps the points of every valid word.</source>
        <translation>Vriendelijke regel: iedereen houdt de punten van elk geldig woord.</translation>
    </message>
    <message>
        <source>Table game</source>
        <translation>Tafelspel</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{unique} unique, {shared} shared</source>
        <translation>{unique} uniek, {shared} gedeeld</translation>
    </message>
    <message>
        <source>The board holds &lt;b&gt;{words}&lt;/b&gt; words worth &lt;b&gt;{points}&lt;/b&gt; points; the players found {found} of them.</source>
        <translation>Het bord bevat &lt;b&gt;{words}&lt;/b&gt; woorden, samen &lt;b&gt;{points}&lt;/b&gt; punten; de spelers vonden er {found}.</translation>
    </message>
    <message>
        <source>Every word (found ones in bold)</source>
        <translation>Alle woorden (gevonden woorden vet)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>move the tile cursor on the board</source>
        <translation>de cursor over het bord bewegen</translation>
    </message>
    <message>
        <source>add the tile under the cursor (select a tile after the round)</source>
        <translation>het vakje onder de cursor toevoegen (na de ronde: een vakje kiezen)</translation>
    </message>
    <message>
        <source>step back one tile</source>
        <translation>één vakje terug</translation>
    </message>
    <message>
        <source>clear the path / show all words</source>
        <translation>het pad wissen / alle woorden tonen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rules}&lt;/b&gt; (this game)</source>
        <translation>&lt;b&gt;{rules}&lt;/b&gt; (dit spel)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Letters count as they are spelled: the Qu tile is two letters. A dash: too short to score.</source>
        <translation>Letters tellen zoals ze geschreven worden: het Qu-vakje is twee letters. Een streepje: te kort voor punten.</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Dobbelstenenset</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Kortste woord</translation>
    </message>
    <message>
        <source>This game: &lt;b&gt;{rules}&lt;/b&gt;, words of at least &lt;b&gt;{min_length}&lt;/b&gt; letters.</source>
        <translation>Dit spel: &lt;b&gt;{rules}&lt;/b&gt;, woorden van minstens &lt;b&gt;{min_length}&lt;/b&gt; letters.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Zo speel je</translation>
    </message>
    <message>
        <source>Find as many words as you can before the clock runs out. A word is spelled by a path of touching tiles: left, right, up, down or diagonal, each tile at most once per word. Type it and press Enter, or trace it on the board with the mouse or the keyboard. The word must be in the game&apos;s word list (no names, no abbreviations) and long enough for the dice set; each word counts once, however many paths spell it.</source>
        <translation>Vind zo veel mogelijk woorden voordat de tijd om is. Een woord vorm je met een pad van aangrenzende vakjes: links, rechts, boven, onder of diagonaal, elk vakje hoogstens één keer per woord. Typ het en druk op Enter, of trek het op het bord met de muis of het toetsenbord. Het woord moet in de woordenlijst van het spel staan (geen namen, geen afkortingen) en lang genoeg zijn voor de dobbelstenenset; elk woord telt één keer, hoeveel paden het ook vormen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qu&lt;/b&gt; is one tile and two letters: QUIT is three tiles and four letters. Type it as &lt;i&gt;qu&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Qu&lt;/b&gt; is één vakje en twee letters: QUIZ is drie vakjes en vier letters. Typ het als &lt;i&gt;qu&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>When the round ends, every word on the board is listed. Select or point at a word to see its path and its meaning; &lt;i&gt;Look it up online&lt;/i&gt; opens its Wiktionary page.</source>
        <translation>Aan het einde van de ronde worden alle woorden op het bord getoond. Selecteer een woord of wijs het aan om het pad en de betekenis te zien; &lt;i&gt;Online opzoeken&lt;/i&gt; opent de Wiktionary-pagina.</translation>
    </message>
    <message>
        <source>Shortest word per dice set</source>
        <translation>Kortste woord per dobbelstenenset</translation>
    </message>
    <message>
        <source>New game (Ctrl+N) can ask for longer words.</source>
        <translation>Nieuw spel (Ctrl+N) kan langere woorden vragen.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>After the round and in Solve a board, &lt;b&gt;Alt+U&lt;/b&gt; looks the selected word up online.</source>
        <translation>Na de ronde en in Bord oplossen zoekt &lt;b&gt;Alt+O&lt;/b&gt; het geselecteerde woord online op.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Boggle help</source>
        <translation>Boggle-help</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dice}, {timer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist}, {min_length}+ letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist} (list version not recorded), {min_length}+ letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round is still in play: its words are shown in Solve a board once it is over (resume it, or end it, first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wordlist}, {min_length}+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wordlist} ({language}), {min_length}+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{list} (version not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History and high scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word list</source>
        <translation type="unfinished">Woordenlijst</translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recent rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your words, when you found them, your rejected guesses and every word of the board (double-click a round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected round&apos;s words and rejected guesses, tab-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport rounds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round of the history as CSV: date, board, dice, word list, timer, score, words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new round on the selected round&apos;s board, with its word list and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gro&amp;up rounds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network rounds and scored table games: every player&apos;s words and scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a round first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses of the round of {date} to the clipboard.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the words of the round of {date} to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) to {path}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation type="unfinished">&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation type="unfinished">&amp;Dobbelstenen:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation type="unfinished"> s</translation>
    </message>
    <message>
        <source>&amp;Round length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone on the &amp;local network (the round is advertised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This &amp;machine only (other windows of this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who can join:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterfaceLanguage</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>&amp;Interfacetaal</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Systeemtaal ({language})</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Interfacetaal</translation>
    </message>
    <message>
        <source>The interface will speak {language} from the next start of Boggle.</source>
        <translation>De interface is in het {language} vanaf de volgende start van Boggle.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROUNDS ON THE LOCAL NETWORK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or type the host&apos;s address, e.g. 192.168.1.5:{port}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your list checks words as you type; the host&apos;s list decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;word list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for rounds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for rounds on the network is off; type the host&apos;s address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{round} (another version of the app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round speaks protocol version {theirs}; this app speaks version {ours}. Use the same version of the app to join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rounds found yet; still looking… (or type the host&apos;s address)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) found; still looking…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot look for rounds on the network ({problem}); type the host&apos;s address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>{language} ({native_name})</source>
        <translation>{language} ({native_name})</translation>
    </message>
    <message>
        <source>Letters {letters}, q is Qu.</source>
        <translation>Letters {letters}; q is Qu.</translation>
    </message>
    <message>
        <source>Letters {letters}.</source>
        <translation>Letters {letters}.</translation>
    </message>
    <message>
        <source>Letters {letters}, q is Qu; {accented} counts as {plain}: type accents or not.</source>
        <translation>Letters {letters}; q is Qu; {accented} telt als {plain}: typ accenten of niet.</translation>
    </message>
    <message>
        <source>Letters {letters}; {accented} counts as {plain}: type accents or not.</source>
        <translation>Letters {letters}; {accented} telt als {plain}: typ accenten of niet.</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face)</source>
        <translation>Letters rij voor rij, bijv. {example} (Q of QU voor de Qu-zijde)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell)</source>
        <translation>Letters rij voor rij, bijv. {example} (één letter per vakje)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face; letters {letters})</source>
        <translation>Letters rij voor rij, bijv. {example} (Q of QU voor de Qu-zijde; letters {letters})</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell; letters {letters})</source>
        <translation>Letters rij voor rij, bijv. {example} (één letter per vakje; letters {letters})</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>The board&apos;s letters, the dice and the word lists of a language</source>
        <translation>De letters van het bord, de dobbelstenen en de woordenlijsten van een taal</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Frans</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duits</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spaans</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiaans</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
</context>
<context>
    <name>LengthTable</name>
    <message>
        <source>LETTERS</source>
        <translation>LETTERS</translation>
    </message>
    <message>
        <source>FOUND</source>
        <translation>GEVONDEN</translation>
    </message>
    <message>
        <source>OF</source>
        <translation>VAN</translation>
    </message>
    <message numerus="yes">
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n letter</numerusform>
            <numerusform>%n letters</numerusform>
        </translation>
    </message>
    <message>
        <source>{length} letters</source>
        <translation>{length} letters</translation>
    </message>
    <message>
        <source>{letters}: {found} found</source>
        <translation>{letters}: {found} gevonden</translation>
    </message>
    <message>
        <source>{letters}: {found} found of {total}</source>
        <translation>{letters}: {found} van {total} gevonden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <source>A round is in progress. End it and start a new one?</source>
        <translation>Er loopt een ronde. Deze beëindigen en een nieuwe beginnen?</translation>
    </message>
    <message>
        <source>Round in progress</source>
        <translation>Ronde bezig</translation>
    </message>
    <message>
        <source>Bad board</source>
        <translation>Ongeldig bord</translation>
    </message>
    <message>
        <source>No game code to copy: start a round first.</source>
        <translation>Geen spelcode om te kopiëren: begin eerst een ronde.</translation>
    </message>
    <message>
        <source>Copied the game code %1: friends play it with Ctrl+G.</source>
        <translation>Spelcode %1 gekopieerd: vrienden spelen hem met Ctrl+G.</translation>
    </message>
    <message>
        <source>Play a game code</source>
        <translation>Een spelcode spelen</translation>
    </message>
    <message>
        <source>Game code (from Game &gt; Copy game code):</source>
        <translation>Spelcode (uit Spel &gt; Spelcode kopiëren):</translation>
    </message>
    <message>
        <source>Another version of the word list</source>
        <translation>Een andere versie van de woordenlijst</translation>
    </message>
    <message>
        <source>Your word list %1 is not the file this code was made with (another version?): words and scores may differ from your friend&apos;s. Play anyway?</source>
        <translation>Je woordenlijst %1 is niet het bestand waarmee deze code is gemaakt (een andere versie?): woorden en punten kunnen anders zijn dan bij je vriend. Toch spelen?</translation>
    </message>
    <message>
        <source>{game} · {word_list} · {min_length}+ LETTERS · {timer}</source>
        <translation>{game} · {word_list} · {min_length}+ LETTERS · {timer}</translation>
    </message>
    <message>
        <source>Solver failed: %1</source>
        <translation>Oplosser mislukt: %1</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>De tijd is om!</translation>
    </message>
    <message>
        <source>Paused
Ctrl+P or a click to resume</source>
        <translation>Gepauzeerd
Ctrl+P of een klik om verder te gaan</translation>
    </message>
    <message>
        <source>Paused: the clock is stopped.</source>
        <translation>Gepauzeerd: de klok staat stil.</translation>
    </message>
    <message>
        <source>Paused while you were away
Ctrl+P or a click to resume</source>
        <translation>Gepauzeerd terwijl je weg was
Ctrl+P of een klik om verder te gaan</translation>
    </message>
    <message>
        <source>Paused by itself while the game was in the background: the clock is stopped.</source>
        <translation>Vanzelf gepauzeerd terwijl het spel op de achtergrond stond: de klok staat stil.</translation>
    </message>
    <message>
        <source>★ New high score for %1, %2!</source>
        <translation>★ Nieuw record voor %1, %2!</translation>
    </message>
    <message>
        <source>Resume round?</source>
        <translation>Ronde hervatten?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points. Resume it?</source>
        <translation>Een ronde werd onderbroken met {words} woorden en {score} punten. Hervatten?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points and {time} left. Resume it?</source>
        <translation>Een ronde werd onderbroken met {words} woorden, {score} punten en nog {time} te gaan. Hervatten?</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Hervatten niet mogelijk</translation>
    </message>
    <message>
        <source>Round in play</source>
        <translation>Ronde bezig</translation>
    </message>
    <message>
        <source>This board is being played: its words are shown when the round is over.</source>
        <translation>Dit bord wordt gespeeld: de woorden worden getoond als de ronde voorbij is.</translation>
    </message>
    <message>
        <source>Added the %1 word list %2; pick it in New game (Ctrl+N).</source>
        <translation>Woordenlijst %2 (%1) toegevoegd; kies hem in Nieuw spel (Ctrl+N).</translation>
    </message>
    <message>
        <source>Tool not available</source>
        <translation>Hulpmiddel niet beschikbaar</translation>
    </message>
    <message>
        <source>%1 is not available in this build (%2: %3).</source>
        <translation>%1 is niet beschikbaar in deze versie (%2: %3).</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Openen niet mogelijk</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Het bestand %1 bestaat niet.</translation>
    </message>
    <message>
        <source>Quit mid-round?</source>
        <translation>Stoppen midden in de ronde?</translation>
    </message>
    <message>
        <source>A round is in progress. Quit now? The round is saved and you can resume it next time.</source>
        <translation>Er loopt een ronde. Nu stoppen? De ronde wordt bewaard en je kunt hem de volgende keer hervatten.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>Play t&amp;ogether</source>
        <translation>Sa&amp;men spelen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtra</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Roll again</source>
        <translation>Opnieuw &amp;gooien</translation>
    </message>
    <message>
        <source>Play a &amp;game code…</source>
        <translation>Een spel&amp;code spelen…</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Spelcode &amp;kopiëren</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>Ronde &amp;stoppen</translation>
    </message>
    <message>
        <source>&amp;Solve a board…</source>
        <translation>Bord &amp;oplossen…</translation>
    </message>
    <message>
        <source>&amp;History and high scores…</source>
        <translation>Geschiedenis en &amp;records…</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Woordenlijst toevoegen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Dark appearance</source>
        <translation>&amp;Donker uiterlijk</translation>
    </message>
    <message>
        <source>&amp;Turn dice faces</source>
        <translation>Dobbelstenen d&amp;raaien</translation>
    </message>
    <message>
        <source>&amp;Pause when in the background</source>
        <translation>&amp;Pauzeren op de achtergrond</translation>
    </message>
    <message>
        <source>Focus &amp;word entry</source>
        <translation>Naar de &amp;woordinvoer</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Naar het &amp;bord</translation>
    </message>
    <message>
        <source>Focus the word &amp;list</source>
        <translation>Naar de woorden&amp;lijst</translation>
    </message>
    <message>
        <source>&amp;Filter words</source>
        <translation>Woorden &amp;filteren</translation>
    </message>
    <message>
        <source>&amp;Host a round…</source>
        <translation>Een ronde &amp;organiseren…</translation>
    </message>
    <message>
        <source>&amp;Join a round…</source>
        <translation>&amp;Deelnemen aan een ronde…</translation>
    </message>
    <message>
        <source>&amp;Rules, scoring and shortcuts</source>
        <translation>&amp;Regels, punten en sneltoetsen</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Over Boggle</translation>
    </message>
    <message>
        <source>S&amp;ort revealed words by</source>
        <translation>Woorden &amp;sorteren op</translation>
    </message>
    <message>
        <source>{action} ({shortcut})</source>
        <translation>{action} ({shortcut})</translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Classic: a word two or more players found scores for no one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s) - {address}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s), {state} - {address}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Type the host&apos;s address (as shown in the host&apos;s window), or pick a round from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} is not an address: type it as 192.168.1.5:{port}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port {port} is not in 1..65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{host} is not a host name or address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation>
            <numerusform>Opnieuw in de ronde als %1; woorden van jou die de host heeft: %n.</numerusform>
            <numerusform>Opnieuw in de ronde als %1; woorden van jou die de host heeft: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>sent again…</source>
        <translation>opnieuw verstuurd…</translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation>
            <numerusform>Opnieuw in de ronde als %1; woorden van jou die de host heeft: %2; opnieuw verstuurd, oordeel volgt: %n.</numerusform>
            <numerusform>Opnieuw in de ronde als %1; woorden van jou die de host heeft: %2; opnieuw verstuurd, oordeel volgt: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>not received by the host</source>
        <translation>niet ontvangen door de host</translation>
    </message>
    <message>
        <source>%1: never reached the host (%2)</source>
        <translation>%1: heeft de host nooit bereikt (%2)</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (jij)</translation>
    </message>
    <message>
        <source>The round was not saved to History: %1</source>
        <translation>De ronde is niet in de geschiedenis opgeslagen: %1</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>In &amp;geschiedenis opslaan</translation>
    </message>
    <message>
        <source>Host a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation type="unfinished">Ronde &amp;stoppen</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIME LEFT (HOST&apos;S CLOCK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YOUR POINTS SO FAR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YOUR WORDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word</source>
        <translation type="unfinished">Woord</translation>
    </message>
    <message>
        <source>Host&apos;s verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished">Punten</translation>
    </message>
    <message>
        <source>Your words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESULTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared (struck out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EVERY WORD OF THE BOARD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every word of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading word list {wordlist}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host: the word list does not load ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your word list does not load ({problem}); words are checked by the host only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the round&apos;s server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port {port} is already in use; host again with another port (or any free port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host the round: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players on the local network join at  {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players on this machine join at  {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YOU HOST THIS ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round&apos;s server has stopped; close this window and host again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is not advertised on the network ({problem}); players can still join at {address}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JOINING {address} AS {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play in this round: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are no longer connected to the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host sent a setup this app cannot read ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule} · {setup}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host sent a board this app cannot show ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLAYING IN THE ROUND AT {address} AS {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Start round when everyone has joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You host this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined as {name}. Waiting for the host to start the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your word list ({mine}) differs from the host&apos;s ({theirs}): the host&apos;s list decides. Yours only checks words as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round has started: find words!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s results cannot be read ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking… (in your list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}: in your list, checking with the host…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking… ({verdict})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation type="unfinished">{word}: {verdict}</translation>
    </message>
    <message>
        <source>away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{state}  {total} pts in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host says: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host sent something this app cannot read; it was ignored ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting, try {attempt}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected from the round: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Start round
when everyone has joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host
The board appears when the round starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up: waiting for the host&apos;s results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}: already entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}: sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WINS WITH {best}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WIN WITH {best}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> AND </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESULTS · {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found by two or more players: these score for no one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found by two or more players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over. Press Next round for another board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over. The host starts the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Word ({count}, %n point(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Saved to history</source>
        <translation>In geschiedenis opgeslagen</translation>
    </message>
    <message>
        <source>Close the round?</source>
        <translation>Ronde sluiten?</translation>
    </message>
    <message>
        <source>You host this round: closing the window ends it for everyone in it (%1). Close it?</source>
        <translation>Jij bent de host van deze ronde: als je het venster sluit, eindigt de ronde voor iedereen (%1). Sluiten?</translation>
    </message>
    <message>
        <source>Play together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the round you are in?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed time</source>
        <translation>Vaste tijd</translation>
    </message>
    <message>
        <source>The classic round: the clock runs down once.</source>
        <translation>De klassieke ronde: de klok loopt één keer af.</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Zonder tijd</translation>
    </message>
    <message>
        <source>No clock: end the round with Ctrl+E.</source>
        <translation>Geen klok: beëindig de ronde met Ctrl+E.</translation>
    </message>
    <message>
        <source>Time per word</source>
        <translation>Tijd per woord</translation>
    </message>
    <message>
        <source>Each new word adds the bonus to the clock.</source>
        <translation>Elk nieuw woord geeft de klok de bonus erbij.</translation>
    </message>
    <message>
        <source>Time per letter</source>
        <translation>Tijd per letter</translation>
    </message>
    <message>
        <source>Each new word adds the bonus for each of its letters.</source>
        <translation>Elk nieuw woord geeft de bonus voor elk van zijn letters.</translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Bijvullen</translation>
    </message>
    <message>
        <source>Each new word refills the clock: find one before it runs out.</source>
        <translation>Elk nieuw woord vult de klok weer aan: vind er een voordat hij afloopt.</translation>
    </message>
    <message>
        <source>A bundled word list is called “{name}”: rename your file (for example {name}-mine.txt) and add it again.</source>
        <translation>Een meegeleverde woordenlijst heet ‘{name}’: geef je bestand een andere naam (bijvoorbeeld {name}-mijn.txt) en voeg het opnieuw toe.</translation>
    </message>
    <message>
        <source>A different word list named “{name}” already exists in {folder}: rename the file and try again.</source>
        <translation>Er bestaat al een andere woordenlijst met de naam ‘{name}’ in {folder}: geef het bestand een andere naam en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Cannot copy {file} into {folder}: {problem}</source>
        <translation>Kan {file} niet naar {folder} kopiëren: {problem}</translation>
    </message>
    <message>
        <source>Add word list</source>
        <translation>Woordenlijst toevoegen</translation>
    </message>
    <message>
        <source>Add a word list in {language}</source>
        <translation>Een woordenlijst in het {language} toevoegen</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Woordenlijsten (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cannot add word list</source>
        <translation>Kan woordenlijst niet toevoegen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dobbelstenen:</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>Lijst toe&amp;voegen…</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>Timer mode</source>
        <translation>Klokmodus</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Bonus seconds</source>
        <translation>Bonusseconden</translation>
    </message>
    <message>
        <source>&amp;Timer:</source>
        <translation>&amp;Klok:</translation>
    </message>
    <message>
        <source>From the &amp;rules</source>
        <translation>Volgens de &amp;regels</translation>
    </message>
    <message>
        <source>&amp;Minimum letters:</source>
        <translation>&amp;Minimaal aantal letters:</translation>
    </message>
    <message>
        <source>Turn dice faces randomly, like real dice</source>
        <translation>Dobbelstenen willekeurig draaien, zoals echte dobbelstenen</translation>
    </message>
    <message>
        <source>Avoid poor &amp;boards: at least</source>
        <translation>Zwakke &amp;borden vermijden: minstens</translation>
    </message>
    <message>
        <source> words</source>
        <translation> woorden</translation>
    </message>
    <message>
        <source>Least words</source>
        <translation>Minimum aantal woorden</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punten</translation>
    </message>
    <message>
        <source>Least points</source>
        <translation>Minimum aantal punten</translation>
    </message>
    <message>
        <source>and</source>
        <translation>en</translation>
    </message>
    <message>
        <source>Empty: roll a new board. Or paste a friend&apos;s code, e.g. {code}</source>
        <translation>Leeg: nieuw bord gooien. Of plak de code van een vriend, bijv. {code}</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spelcode</translation>
    </message>
    <message>
        <source>A game code deals the same board with the same dice, word list, rules and timer on any machine (Game &gt; Copy game code)</source>
        <translation>Een spelcode geeft op elke computer hetzelfde bord met dezelfde dobbelstenen, woordenlijst, regels en klok (Spel &gt; Spelcode kopiëren)</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>Spel&amp;code:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>this is a challenge code: enter it with Game &gt; Play a game code (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: {problem}.</source>
        <translation>Spelcode: {problem}.</translation>
    </message>
    <message>
        <source>The timer needs at least one second (or choose Untimed).</source>
        <translation>De klok moet minstens één seconde lopen (of kies Zonder tijd).</translation>
    </message>
</context>
<context>
    <name>Ordinal</name>
    <message>
        <source>{n}th</source>
        <translation>{n}e</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Solving the board…</source>
        <translation>Bord wordt opgelost…</translation>
    </message>
    <message>
        <source>WORDS FOUND ({count})</source>
        <translation>GEVONDEN WOORDEN ({count})</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Gevonden woorden</translation>
    </message>
    <message numerus="yes">
        <source>Found %n word(s) · solving the board…</source>
        <translation>
            <numerusform>%n woord gevonden · bord wordt opgelost…</numerusform>
            <numerusform>%n woorden gevonden · bord wordt opgelost…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found {found} of %n word(s) · {score} of {max_score} points</source>
        <translation>
            <numerusform>Woorden: {found} van %n · punten: {score} van {max_score}</numerusform>
            <numerusform>Woorden: {found} van %n · punten: {score} van {max_score}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerEditor</name>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words: one a line, or separated by spaces or commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number} words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerRating</name>
    <message numerus="yes">
        <source>Your own rating appears after {minimum} finished rounds of this game (%n so far).</source>
        <translation>
            <numerusform>Je beoordeling verschijnt na {minimum} voltooide rondes van dit spel (nu %n).</numerusform>
            <numerusform>Je beoordeling verschijnt na {minimum} voltooide rondes van dit spel (nu %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Je beste van {rounds} rondes van dit spel: beter dan {share}% van de andere.</numerusform>
            <numerusform>Je beste van {rounds} rondes van dit spel: beter dan {share}% van de %n andere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Je {rank} beste van {rounds} rondes van dit spel: beter dan {share}% van de andere.</numerusform>
            <numerusform>Je {rank} beste van {rounds} rondes van dit spel: beter dan {share}% van de %n andere.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Cannot play this board</source>
        <translation>Kan dit bord niet spelen</translation>
    </message>
    <message>
        <source>Cannot play this game code</source>
        <translation>Kan deze spelcode niet spelen</translation>
    </message>
    <message>
        <source>Word list missing</source>
        <translation>Woordenlijst ontbreekt</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>{reason}.</source>
        <translation>{reason}.</translation>
    </message>
    <message>
        <source>This game is played with the word list {name}, which is not among your word lists. Add it with Game &gt; Add word list… (Ctrl+Shift+W), then enter the code again.</source>
        <translation>Dit spel wordt gespeeld met de woordenlijst {name}, die niet bij je woordenlijsten staat. Voeg hem toe met Spel &gt; Woordenlijst toevoegen… (Ctrl+Shift+W) en voer de code opnieuw in.</translation>
    </message>
    <message>
        <source>Cannot read the word list {name}: {reason}</source>
        <translation>Kan de woordenlijst {name} niet lezen: {reason}</translation>
    </message>
    <message>
        <source>It asks for {rules} rules, but {game} games are played with {game_rules} rules.</source>
        <translation>Er worden {rules}-regels gevraagd, maar {game}-spellen worden gespeeld met {game_rules}-regels.</translation>
    </message>
    <message>
        <source>This board was scored with the word list {name} ({where}), which cannot be loaded any more: {reason}</source>
        <translation>Dit bord is geteld met de woordenlijst {name} ({where}), die niet meer kan worden geladen: {reason}</translation>
    </message>
    <message>
        <source>The word list {name} ({where}) has changed since this board was scored with it, so its score would differ.</source>
        <translation>De woordenlijst {name} ({where}) is veranderd sinds dit bord ermee werd geteld, dus de score zou anders zijn.</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>Open a results file (Open results…) to see what a run found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reading the file (the file is never changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards in the results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected board in Solve a board, scored with the run&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play t&amp;his board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a round on the selected board with the run&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per class: open a results file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound per level (root, then after each force):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowest {count} classes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowest classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged. Still showing {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes of {total} canonical ({share}%), %n board(s) at or above {threshold}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes, %n board(s) at or above {threshold}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · last line torn (a run was killed while writing it): skipped, file unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found on this machine: choose it as the Word list and open the file again to open its boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (named in the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (recognised from the class ids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (classes from a file, or a partition this window does not know)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{size}&lt;/b&gt;, threshold &lt;b&gt;{threshold}&lt;/b&gt;, {rules} rules, {method} method, word list &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{run} · language {language}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition: {partition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; (total unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{done}, broken in {unions} unions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{done} · {unforced} broken at the root (bound below {threshold}) · time in classes {time} · {nodes} tree nodes · file {file_size} MiB: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per class histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per class ({classes} classes, median {median}, max {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per class ({classes} classes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>union of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowest {count} classes (a union of classes broken as one counts once):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lengte</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabet</translation>
    </message>
    <message>
        <source>Found first</source>
        <translation>Gevonden eerst</translation>
    </message>
    <message>
        <source>Sort the words (Alt+S)</source>
        <translation>Woorden sorteren (Alt+R)</translation>
    </message>
    <message>
        <source>&amp;Sort:</source>
        <translation>So&amp;rteren:</translation>
    </message>
    <message>
        <source>Filter words (Ctrl+F)</source>
        <translation>Woorden filteren (Ctrl+F)</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>All words of the board</source>
        <translation>Alle woorden van het bord</translation>
    </message>
    <message>
        <source>✓ found</source>
        <translation>✓ gevonden</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>gemist</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE, CONTAINING “{text}” (Esc: every tile)</source>
        <translation>{shown} VAN {total} WOORDEN VIA HET VAKJE {tile}, MET ‘{text}’ (Esc: alle vakjes)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE (Esc: every tile)</source>
        <translation>{shown} VAN {total} WOORDEN VIA HET VAKJE {tile} (Esc: alle vakjes)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS CONTAINING “{text}”</source>
        <translation>{shown} VAN {total} WOORDEN MET ‘{text}’</translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message>
        <source>Round of {date}: {board}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{date} · {game} · {list} letters · {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word</source>
        <translation type="unfinished">Woord</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished">Punten</translation>
    </message>
    <message>
        <source>&amp;Your words ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rejected guesses ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your words and rejected guesses, tab-separated, to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new round on this board, with the word list and rules it was played with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} · played {clock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; · points: &lt;b&gt;{score}&lt;/b&gt; · played {clock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{longest}&lt;/b&gt; · rejected guesses: {guesses}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found {clock} into the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every word of the board cannot be listed: {problem}. Your words and guesses are shown as stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses to the clipboard.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the round&apos;s words to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundStarter</name>
    <message>
        <source>Loading word list %1…</source>
        <translation>Woordenlijst %1 wordt geladen…</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>Kan woordenlijst niet laden</translation>
    </message>
    <message>
        <source>%1

Choose another word list in New game (Ctrl+N).</source>
        <translation>%1

Kies een andere woordenlijst in Nieuw spel (Ctrl+N).</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words and {points} points…</source>
        <translation>Bord zoeken met minstens {words} woorden en {points} punten…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words…</source>
        <translation>Bord zoeken met minstens {words} woorden…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {points} points…</source>
        <translation>Bord zoeken met minstens {points} punten…</translation>
    </message>
    <message>
        <source>None of %1 boards rolled had at least %2 words and %3 points: this is the closest (%4 words, %5 points). Lower the bar in New game (Ctrl+N).</source>
        <translation>Geen van de %1 gegooide borden had minstens %2 woorden en %3 punten: dit komt het dichtst in de buurt (%4 woorden, %5 punten). Verlaag de lat in Nieuw spel (Ctrl+N).</translation>
    </message>
    <message>
        <source>Cannot deal a board</source>
        <translation>Kan geen bord maken</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Press Ctrl+N for a new game, Ctrl+R to roll with the last settings</source>
        <translation>Ctrl+N voor een nieuw spel, Ctrl+R om te gooien met de laatste instellingen</translation>
    </message>
    <message numerus="yes">
        <source>Round over: &lt;b&gt;%n&lt;/b&gt; point(s). Solving the board…</source>
        <translation>
            <numerusform>Ronde voorbij: &lt;b&gt;%n&lt;/b&gt; punt. Bord wordt opgelost…</numerusform>
            <numerusform>Ronde voorbij: &lt;b&gt;%n&lt;/b&gt; punten. Bord wordt opgelost…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} ({words_share}) · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} ({score_share})</source>
        <translation>Woorden: &lt;b&gt;{found}&lt;/b&gt; van {words} ({words_share}) · punten: &lt;b&gt;{score}&lt;/b&gt; van {max_score} ({score_share})</translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{yours}&lt;/b&gt; · longest on the board: &lt;b&gt;{longest}&lt;/b&gt;</source>
        <translation>Jouw langste: &lt;b&gt;{yours}&lt;/b&gt; · langste op het bord: &lt;b&gt;{longest}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile to list its words.</source>
        <translation>Kies een woord voor zijn pad, een vakje voor zijn woorden.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>standard</source>
        <translation>standaard</translation>
    </message>
    <message>
        <source>big</source>
        <translation>groot</translation>
    </message>
    <message>
        <source>superbig</source>
        <translation>supergroot</translation>
    </message>
    <message>
        <source>words</source>
        <translation>woorden</translation>
    </message>
    <message>
        <source>4x4 table, words of 3+ letters</source>
        <translation>4x4-tabel, woorden van 3+ letters</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Big Boggle)</source>
        <translation>4x4-tabel, woorden van 4+ letters (Big Boggle)</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Super Big Boggle)</source>
        <translation>4x4-tabel, woorden van 4+ letters (Super Big Boggle)</translation>
    </message>
    <message>
        <source>one point per word of 3+ letters</source>
        <translation>één punt per woord van 3+ letters</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>{wordlist} ({language}), {rules} rules, {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wordlist}, {rules} rules, {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setup}, {min_length}+ letters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolveWindow</name>
    <message>
        <source>Solve a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation type="unfinished">&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a round on this board in the game window, with its word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot solve this board: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot solve this board: it is {size} but was sent as a {sent} board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored with {setup}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words}, {points} ({setup})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; word(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · longest &lt;b&gt;{word}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile (or arrows + Space) for its words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot solve: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Boggle is already running: handed over to it</source>
        <translation>Boggle draait al: het verzoek is doorgegeven</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>een ander proces</translation>
    </message>
    <message>
        <source>Boggle is already running (%1) but does not answer. Close it, or end that process, then start Boggle again. (Its lock file is %2.)</source>
        <translation>Boggle draait al (%1) maar reageert niet. Sluit het of beëindig dat proces en start Boggle dan opnieuw. (Het vergrendelingsbestand is %2.)</translation>
    </message>
    <message>
        <source>Boggle</source>
        <translation>Boggle</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starten…</translation>
    </message>
    <message>
        <source>{problem}

Using the bundled list instead.</source>
        <translation>{problem}

In plaats daarvan wordt de meegeleverde lijst gebruikt.</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>Kan woordenlijst niet laden</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation>Woordenlijst wordt geladen…</translation>
    </message>
    <message>
        <source>Preparing the solver (compiled once, on the first start)…</source>
        <translation>Oplosser wordt voorbereid (één keer gecompileerd, bij de eerste start)…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sampled boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log-normal fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sample yet: choose the dice and press Sample boards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation type="unfinished">Dobbelstenenset</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation type="unfinished">Woordenlijst</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sample boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open best board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the highest-scoring board of the sample in the solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished">&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation type="unfinished">&amp;Dobbelstenen:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation type="unfinished">&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a language, its dice and a word list, then sample boards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words per board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>words</source>
        <translation type="unfinished">woorden</translation>
    </message>
    <message>
        <source> points</source>
        <translation type="unfinished"> punten</translation>
    </message>
    <message>
        <source>Points of a board to rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boards with one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many distinct boards can these dice roll?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random grids:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random letter grids are tested for whether some placement of the dice shows them; the rollable share times letters^cells (26 letters in English, each language its own), divided by the 8 rotations and reflections, estimates the number of distinct boards (95% Wilson interval).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling {count} boards of {dice} in {language}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing {count} random grids…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ordinal} percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log-normal fit: median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log-normal fit: sigma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boards scoring 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best board</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice / word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wordlist} ({rules})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} boards of {dice} with {wordlist} ({language}): mean {points} points, {words} words ({rate} boards/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(sample boards first: then see how many of them a board of these points beats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is better than all {count} {dice} boards sampled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is better than {share}% of {count} {dice} boards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random grids tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rollable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% interval of the share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share × {letters}^{cells} / {symmetries}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distinct boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rollable grid sampled: only the upper end is informative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {boards} distinct boards ({share}% of random grids can be rolled).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScorer</name>
    <message>
        <source>The board is {size} but its word list and rules came with a {sent} board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score a table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word list</source>
        <translation type="unfinished">Woordenlijst</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished">&amp;Gooien</translation>
    </message>
    <message>
        <source>Roll a board with the chosen dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From &amp;Solve a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the board shown in Solve a board, with its word list and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word &amp;list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rules} ({description})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation type="unfinished">Kortste woord</translation>
    </message>
    <message>
        <source>&amp;Min letters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic: shared words cross out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Group rule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score every list ({shortcut})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type each player&apos;s words above and press Score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation type="unfinished">In &amp;geschiedenis opslaan</translation>
    </message>
    <message>
        <source>Open in Sol&amp;ve a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players are called {name}: give each a name of their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve a board shows no solved board: open it (Game &gt; Solve a board), type a board, and press Solve first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored with the board&apos;s own {setup}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {min_length}+ letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the board first (or Roll one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one player&apos;s words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot score: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the results as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boggle results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent the results to the printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to the history (History &gt; Group rounds)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Timer</name>
    <message>
        <source>{clock}</source>
        <translation>{clock}</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>zonder tijd</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a word</source>
        <translation>{clock} +{bonus} s per woord</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a letter</source>
        <translation>{clock} +{bonus} s per letter</translation>
    </message>
    <message>
        <source>refill {clock}</source>
        <translation>bijvullen {clock}</translation>
    </message>
</context>
<context>
    <name>ToolWindow</name>
    <message>
        <source>Cancelling…</source>
        <translation>Annuleren…</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>&amp;Annealing lab…</source>
        <translation>&amp;Annealinglab…</translation>
    </message>
    <message>
        <source>&amp;Break board classes…</source>
        <translation>Bordklassen &amp;breken…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistieken…</translation>
    </message>
    <message>
        <source>Score a &amp;table game…</source>
        <translation>Een &amp;tafelspel tellen…</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>gedeeld</translation>
    </message>
    <message>
        <source>shared, crossed out</source>
        <translation>gedeeld, doorgestreept</translation>
    </message>
    <message>
        <source>✓ shared</source>
        <translation>✓ gedeeld</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>niet op het bord</translation>
    </message>
    <message>
        <source>not in the word list</source>
        <translation>niet in de woordenlijst</translation>
    </message>
    <message>
        <source>not in the host&apos;s list</source>
        <translation>niet in de lijst van de host</translation>
    </message>
    <message>
        <source>not in your list</source>
        <translation>niet in jouw lijst</translation>
    </message>
    <message>
        <source>too short</source>
        <translation>te kort</translation>
    </message>
    <message>
        <source>repeated</source>
        <translation>herhaald</translation>
    </message>
    <message>
        <source>already found</source>
        <translation>al gevonden</translation>
    </message>
    <message>
        <source>already entered</source>
        <translation>al ingevoerd</translation>
    </message>
    <message>
        <source>not a word</source>
        <translation>geen woord</translation>
    </message>
    <message>
        <source>round not running</source>
        <translation>geen ronde bezig</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leeg)</translation>
    </message>
    <message>
        <source>{word}  +{points}</source>
        <translation>{word}  +{points}</translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation>{word}: {verdict}</translation>
    </message>
</context>
<context>
    <name>WordEntry</name>
    <message>
        <source>Type a word, press Enter</source>
        <translation type="unfinished">Typ een woord, druk op Enter</translation>
    </message>
    <message>
        <source>Word entry</source>
        <translation type="unfinished">Woordinvoer</translation>
    </message>
</context>
<context>
    <name>WordListChoice</name>
    <message>
        <source>Family list: only the common forms, for a family game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Woordenlijsten (*.txt);;Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <source>Cannot read the word list {file}: {problem}</source>
        <translation>Kan de woordenlijst {file} niet lezen: {problem}</translation>
    </message>
</context>
</TS>
