<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
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
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
</TS>
