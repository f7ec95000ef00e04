<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>AnnealLabWindow</name>
    <message numerus="yes">
        <source>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restart, best {best}</numerusform>
            <numerusform>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restarts, best {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restart, best {best}</numerusform>
            <numerusform>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restarts, best {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restart(s), {seconds} s</source>
        <translation>
            <numerusform>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restart, {seconds} s</numerusform>
            <numerusform>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restarts, {seconds} s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BreakDialog</name>
    <message numerus="yes">
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n board(s) &gt;= {threshold}: {text}</source>
        <translation>
            <numerusform>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n board &gt;= {threshold}: {text}</numerusform>
            <numerusform>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n boards &gt;= {threshold}: {text}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... %n more line(s)</source>
        <translation>
            <numerusform>... %n more line</numerusform>
            <numerusform>... %n more lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board(s) found</source>
        <translation>
            <numerusform>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board found</numerusform>
            <numerusform>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n boards found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes ({resumed} resumed from the results file), %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Done: {done} classes ({resumed} resumed from the results file), %n board at or above {threshold}, {seconds} s.</numerusform>
            <numerusform>Done: {done} classes ({resumed} resumed from the results file), %n boards at or above {threshold}, {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes, %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Done: {done} classes, %n board at or above {threshold}, {seconds} s.</numerusform>
            <numerusform>Done: {done} classes, %n boards at or above {threshold}, {seconds} s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Definitions</name>
    <message numerus="yes">
        <source>and %n more sense(s)</source>
        <translation>
            <numerusform>and %n more sense</numerusform>
            <numerusform>and %n more senses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <source>%n more error(s) since: see the log file.</source>
        <translation>
            <numerusform>%n more error since: see the log file.</numerusform>
            <numerusform>%n more errors since: see the log file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GroupResults</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses of the round of {date} to the clipboard.</source>
        <translation>
            <numerusform>Copied %n word and {guesses} rejected guesses of the round of {date} to the clipboard.</numerusform>
            <numerusform>Copied %n words and {guesses} rejected guesses of the round of {date} to the clipboard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) to {path}.</source>
        <translation>
            <numerusform>Saved %n round to {path}.</numerusform>
            <numerusform>Saved %n rounds to {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>%n round(s) found; still looking…</source>
        <translation>
            <numerusform>%n round found; still looking…</numerusform>
            <numerusform>%n rounds found; still looking…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LengthTable</name>
    <message numerus="yes">
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n letter</numerusform>
            <numerusform>%n letters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetReasons</name>
    <message numerus="yes">
        <source>{cause}; gave up after %n reconnection attempt(s)</source>
        <translation>
            <numerusform>{cause}; gave up after %n reconnection attempt</numerusform>
            <numerusform>{cause}; gave up after %n reconnection attempts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s) - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n player - {address}</numerusform>
            <numerusform>{who}: {board} - %n players - {address}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s), {state} - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n player, {state} - {address}</numerusform>
            <numerusform>{who}: {board} - %n players, {state} - {address}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation>
            <numerusform>Rejoined the round as %1; words of yours the host has: %n.</numerusform>
            <numerusform>Rejoined the round as %1; words of yours the host has: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation>
            <numerusform>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</numerusform>
            <numerusform>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next round starts in %n second(s)…</source>
        <translation>
            <numerusform>The next round starts in %n second…</numerusform>
            <numerusform>The next round starts in %n seconds…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round starts in
%n second(s)</source>
        <translation>
            <numerusform>The round starts in
%n second</numerusform>
            <numerusform>The round starts in
%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message numerus="yes">
        <source>Found %n word(s) · solving the board…</source>
        <translation>
            <numerusform>Found %n word · solving the board…</numerusform>
            <numerusform>Found %n words · solving the board…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found {found} of %n word(s) · {score} of {max_score} points</source>
        <translation>
            <numerusform>Found {found} of %n word · {score} of {max_score} points</numerusform>
            <numerusform>Found {found} of %n words · {score} of {max_score} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerRating</name>
    <message numerus="yes">
        <source>Your own rating appears after {minimum} finished rounds of this game (%n so far).</source>
        <translation>
            <numerusform>Your own rating appears after {minimum} finished rounds of this game (%n so far).</numerusform>
            <numerusform>Your own rating appears after {minimum} finished rounds of this game (%n so far).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Your best of {rounds} rounds of this game: better than {share}% of the other one.</numerusform>
            <numerusform>Your best of {rounds} rounds of this game: better than {share}% of the other %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other one.</numerusform>
            <numerusform>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message numerus="yes">
        <source>Watching (%n): {names}</source>
        <translation>
            <numerusform>Watching (%n): {names}</numerusform>
            <numerusform>Watching (%n): {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message numerus="yes">
        <source>STANDINGS AFTER %n ROUND(S)</source>
        <translation>
            <numerusform>STANDINGS AFTER %n ROUND</numerusform>
            <numerusform>STANDINGS AFTER %n ROUNDS</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Word ({count}, %n point(s))</source>
        <translation>
            <numerusform>Word ({count}, %n point)</numerusform>
            <numerusform>Word ({count}, %n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message numerus="yes">
        <source>{file}: {classes} classes of {total} canonical ({share}%), %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} classes of {total} canonical ({share}%), %n board at or above {threshold}</numerusform>
            <numerusform>{file}: {classes} classes of {total} canonical ({share}%), %n boards at or above {threshold}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes, %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} classes, %n board at or above {threshold}</numerusform>
            <numerusform>{file}: {classes} classes, %n boards at or above {threshold}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses to the clipboard.</source>
        <translation>
            <numerusform>Copied %n word and {guesses} rejected guesses to the clipboard.</numerusform>
            <numerusform>Copied %n words and {guesses} rejected guesses to the clipboard.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message numerus="yes">
        <source>Round over: &lt;b&gt;%n&lt;/b&gt; point(s). Solving the board…</source>
        <translation>
            <numerusform>Round over: &lt;b&gt;%n&lt;/b&gt; point. Solving the board…</numerusform>
            <numerusform>Round over: &lt;b&gt;%n&lt;/b&gt; points. Solving the board…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveWindow</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; word(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; word</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; point</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
