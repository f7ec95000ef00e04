<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
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
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
</TS>
