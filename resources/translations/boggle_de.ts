<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Boggle</source>
        <translation>Über Boggle</translation>
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
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Protokolldatei</translation>
    </message>
    <message>
        <source>Cache folder</source>
        <translation>Cache-Ordner</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Compiled kernels</source>
        <translation>Kompilierte Kernel</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Boggle %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Boggle %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Roll real dice, play timed rounds, see every word a board holds. The solver, the annealing lab, the board-class breaker and the statistics are under Tools.</source>
        <translation>Echte Würfel werfen, Runden auf Zeit spielen, jedes Wort eines Bretts sehen. Löser, Annealing-Labor, Brettklassen-Brecher und Statistik stehen unter Werkzeuge.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>Details &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the versions and folders, to paste into a bug report</source>
        <translation>Versionen und Ordner kopieren, um sie in einen Fehlerbericht einzufügen</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>AnnealLabWindow</name>
    <message>
        <source>tuned for the size</source>
        <translation>an die Größe angepasst</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>3x3</source>
        <translation>3x3</translation>
    </message>
    <message>
        <source>4x4</source>
        <translation>4x4</translation>
    </message>
    <message>
        <source>4x4, hot</source>
        <translation>4x4, heiß</translation>
    </message>
    <message>
        <source>5x5, hot</source>
        <translation>5x5, heiß</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>linear</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>exponentiell</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>konstant</translation>
    </message>
    <message>
        <source>Any letters</source>
        <translation>Beliebige Buchstaben</translation>
    </message>
    <message>
        <source>Letter set</source>
        <translation>Buchstabensatz</translation>
    </message>
    <message>
        <source>Annealing lab</source>
        <translation>Annealing-Labor</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generation</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Reign</source>
        <translation>Herrschaft</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Each new best board. Double-click a row to open that board in &apos;Solve a board&apos;.</source>
        <translation>Jedes neue beste Brett. Doppelklicken Sie auf eine Zeile, um das Brett in „Brett lösen“ zu öffnen.</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>Board and words</source>
        <translation>Brett und Wörter</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A list name from wordlists/ or the user folder, or a file path</source>
        <translation>Ein Listenname aus wordlists/ oder dem Benutzerordner, oder ein Dateipfad</translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation>Eine Wörterlisten-Datei wählen</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wörterliste</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <source>Only these letters are used (q is the Qu cell)</source>
        <translation>Nur diese Buchstaben werden verwendet (q ist das Qu-Feld)</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Abkühlung</translation>
    </message>
    <message>
        <source>Starting temperature, in points</source>
        <translation>Starttemperatur, in Punkten</translation>
    </message>
    <message>
        <source>T₀</source>
        <translation>T₀</translation>
    </message>
    <message>
        <source>Exponential cooling: T = T₀·exp(−decay·n), n iterations since the (re)start</source>
        <translation>Exponentielle Abkühlung: T = T₀·exp(−Abfall·n), n Iterationen seit dem (Neu-)Start</translation>
    </message>
    <message>
        <source>Decay / iteration</source>
        <translation>Abfall / Iteration</translation>
    </message>
    <message>
        <source>Linear cooling: T falls from T₀ to 0 over this many iterations</source>
        <translation>Lineare Abkühlung: T fällt über so viele Iterationen von T₀ auf 0</translation>
    </message>
    <message>
        <source>Ramp length</source>
        <translation>Rampenlänge</translation>
    </message>
    <message>
        <source>Once cold, restart after this many iterations without a new best</source>
        <translation>Wenn kalt, nach so vielen Iterationen ohne neues Bestes neu starten</translation>
    </message>
    <message>
        <source>Max stall</source>
        <translation>Max. Stillstand</translation>
    </message>
    <message>
        <source>Restart from a fresh board when stalled</source>
        <translation>Bei Stillstand mit einem neuen Brett neu starten</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Same seed and parameters: the same run (&quot;random&quot; picks one and shows it)</source>
        <translation>Gleicher Startwert und gleiche Parameter: derselbe Lauf („zufällig“ wählt einen und zeigt ihn)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>bis zum Stopp</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>Stoppen nach</translation>
    </message>
    <message>
        <source>Keep earlier runs on the plot</source>
        <translation>Frühere Läufe im Diagramm behalten</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Clear the plots, boards and table</source>
        <translation>Diagramme, Bretter und Tabelle leeren</translation>
    </message>
    <message>
        <source>Open in Solve a board</source>
        <translation>In „Brett lösen“ öffnen</translation>
    </message>
    <message>
        <source>Show the best board with all its words in the game&apos;s solver view</source>
        <translation>Das beste Brett mit all seinen Wörtern in der Lösungsansicht des Spiels zeigen</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Dieses Brett spielen</translation>
    </message>
    <message>
        <source>Start a round on the best board in the game window, with this run&apos;s word list</source>
        <translation>Eine Runde auf dem besten Brett im Spielfenster starten, mit der Wörterliste dieses Laufs</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Current (thin) and best (thick) score</source>
        <translation>Aktuelle (dünn) und beste (dick) Punktzahl</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>acceptance</source>
        <translation>Akzeptanz</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>Generation</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Wörterlisten (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Würfel: {dice}</translation>
    </message>
    <message>
        <source>{field} must be a number, got {text}</source>
        <translation>{field} muss eine Zahl sein, erhalten: {text}</translation>
    </message>
    <message>
        <source>Decay</source>
        <translation>Abfall</translation>
    </message>
    <message>
        <source>The {dice} dice make {size} boards, not {chosen}.</source>
        <translation>Die Würfel {dice} ergeben {size}-Bretter, nicht {chosen}.</translation>
    </message>
    <message>
        <source>run {number}: {schedule}</source>
        <translation>Lauf {number}: {schedule}</translation>
    </message>
    <message>
        <source>{label}, {language}</source>
        <translation>{label}, {language}</translation>
    </message>
    <message>
        <source>{label}, {dice} dice</source>
        <translation>{label}, Würfel {dice}</translation>
    </message>
    <message>
        <source>{label}, letters {letters}</source>
        <translation>{label}, Buchstaben {letters}</translation>
    </message>
    <message>
        <source>Loading the word list and preparing the annealing kernels…</source>
        <translation>Wörterliste wird geladen, die Annealing-Kernel werden vorbereitet…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>Run {run}: compiling the annealing kernels (once: later runs start at once; the first may take a minute)…</source>
        <translation>Lauf {run}: Die Annealing-Kernel werden kompiliert (nur einmal: spätere Läufe starten sofort; der erste kann eine Minute dauern)…</translation>
    </message>
    <message numerus="yes">
        <source>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Lauf {run} pausiert (Startwert {seed}): Generation {generation}, {rate} Iterationen/s, %n Neustart, bestes {best}</numerusform>
            <numerusform>Lauf {run} pausiert (Startwert {seed}): Generation {generation}, {rate} Iterationen/s, %n Neustarts, bestes {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Lauf {run} läuft (Startwert {seed}): Generation {generation}, {rate} Iterationen/s, %n Neustart, bestes {best}</numerusform>
            <numerusform>Lauf {run} läuft (Startwert {seed}): Generation {generation}, {rate} Iterationen/s, %n Neustarts, bestes {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restart(s), {seconds} s</source>
        <translation>
            <numerusform>Lauf {run} beendet (Startwert {seed}): bestes {best} {board} nach {generations} Generationen, %n Neustart, {seconds} s</numerusform>
            <numerusform>Lauf {run} beendet (Startwert {seed}): bestes {best} {board} nach {generations} Generationen, %n Neustarts, {seconds} s</numerusform>
        </translation>
    </message>
    <message>
        <source>Run {run} stopped at generation {generation}; best {best} {board}</source>
        <translation>Lauf {run} bei Generation {generation} gestoppt; bestes {best} {board}</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Run failed.</source>
        <translation>Lauf fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>BoardGrid</name>
    <message>
        <source>{title}: {score}</source>
        <translation>{title}: {score}</translation>
    </message>
</context>
<context>
    <name>BoardRater</name>
    <message>
        <source>Rating the board against random rolls…</source>
        <translation>Brett wird mit Zufallswürfen verglichen…</translation>
    </message>
    <message>
        <source>Better than all {count} random {dice} boards sampled</source>
        <translation>Besser als alle {count} zufälligen Bretter „{dice}“</translation>
    </message>
    <message>
        <source>Better than {share}% of {dice} boards</source>
        <translation>Besser als {share} % der Bretter „{dice}“</translation>
    </message>
    <message>
        <source>Rating the board against random rolls… {percent}%</source>
        <translation>Brett wird mit Zufallswürfen verglichen… {percent} %</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Boggle board</source>
        <translation>Boggle-Brett</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Hidden tile, row {row}, column {column}</source>
        <translation>Verdecktes Feld, Zeile {row}, Spalte {column}</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}, keyboard cursor</source>
        <translation>{letter}, Zeile {row}, Spalte {column}, Tastaturcursor</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}</source>
        <translation>{letter}, Zeile {row}, Spalte {column}</translation>
    </message>
    <message>
        <source>selected, letter {index} of {count} of the path</source>
        <translation>ausgewählt, Buchstabe {index} von {count} des Pfads</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>nicht ausgewählt</translation>
    </message>
</context>
<context>
    <name>BreakDialog</name>
    <message numerus="yes">
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n board(s) &gt;= {threshold}: {text}</source>
        <translation>
            <numerusform>Klasse {ident}Schranke {bound} (Ebenen {levels}), {nodes} Knoten, {seconds} s, %n Brett &gt;= {threshold}: {text}</numerusform>
            <numerusform>Klasse {ident}Schranke {bound} (Ebenen {levels}), {nodes} Knoten, {seconds} s, %n Bretter &gt;= {threshold}: {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s: {text}</source>
        <translation>Klasse {ident}Schranke {bound} (Ebenen {levels}), {nodes} Knoten, {seconds} s: {text}</translation>
    </message>
    <message numerus="yes">
        <source>... %n more line(s)</source>
        <translation>
            <numerusform>... %n weitere Zeile</numerusform>
            <numerusform>... %n weitere Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>FOUND {board} {score}</source>
        <translation>GEFUNDEN {board} {score}</translation>
    </message>
    <message>
        <source>{problem}; finished classes are saved in the results file</source>
        <translation>{problem}; fertige Klassen sind in der Ergebnisdatei gespeichert</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <source>Break board classes</source>
        <translation>Brettklassen brechen</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>Alphabet partition</source>
        <translation>Alphabet-Aufteilung</translation>
    </message>
    <message>
        <source>Groups of letters separated by spaces, covering a-z; per cell type with &apos;..., corner:GROUPS&apos; clauses. Each class picks one group per cell.</source>
        <translation>Buchstabengruppen, durch Leerzeichen getrennt, die a-z abdecken; je Feldtyp mit Klauseln &apos;..., corner:GRUPPEN&apos;. Jede Klasse wählt eine Gruppe pro Feld.</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Aufteilung:</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Brettgröße:</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wörterliste</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Andere Liste…</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Arbeitsprozesse</translation>
    </message>
    <message>
        <source>1 breaks in this program; more start that many worker processes</source>
        <translation>1 bricht in diesem Programm; mehr startet so viele Arbeitsprozesse</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Class limit</source>
        <translation>Klassenlimit</translation>
    </message>
    <message>
        <source>Break only this many classes of the shuffled order (a representative slice)</source>
        <translation>Nur so viele Klassen der gemischten Reihenfolge brechen (ein repräsentativer Ausschnitt)</translation>
    </message>
    <message>
        <source>Sample seed</source>
        <translation>Startwert der Stichprobe</translation>
    </message>
    <message>
        <source>Seed of the shuffled class order (the random sample of a 4x4 run)</source>
        <translation>Startwert der gemischten Klassenreihenfolge (die Zufallsstichprobe eines 4x4-Laufs)</translation>
    </message>
    <message>
        <source>Log the breaking tree</source>
        <translation>Brechbaum protokollieren</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>Sch&amp;welle:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Wörter&amp;liste:</translation>
    </message>
    <message>
        <source>W&amp;orkers:</source>
        <translation>P&amp;rozesse:</translation>
    </message>
    <message>
        <source>&amp;Classes:</source>
        <translation>&amp;Klassen:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Memory per worker</source>
        <translation>Speicher pro Prozess</translation>
    </message>
    <message>
        <source>Memory budget of each worker process (with one worker: this program, at least {minimum} MiB): the breaker&apos;s trees never grow past it; the results are the same</source>
        <translation>Speicherbudget jedes Arbeitsprozesses (bei einem: dieses Programm, mindestens {minimum} MiB): die Bäume des Brechers wachsen nie darüber; die Ergebnisse sind dieselben</translation>
    </message>
    <message>
        <source>peak per worker: –</source>
        <translation>Spitze pro Prozess: –</translation>
    </message>
    <message>
        <source>Peak memory per worker</source>
        <translation>Spitzenspeicher pro Prozess</translation>
    </message>
    <message>
        <source>Largest peak resident memory of a worker process so far (with one worker: this program), measured as classes finish</source>
        <translation>Größter bisheriger Spitzen-Arbeitsspeicher eines Arbeitsprozesses (bei einem: dieses Programm), gemessen, wenn Klassen fertig werden</translation>
    </message>
    <message>
        <source>&amp;Memory per worker:</source>
        <translation>Speicher pro Pro&amp;zess:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Continue the saved run with these settings, skipping finished classes</source>
        <translation>Den gespeicherten Lauf mit diesen Einstellungen fortsetzen, fertige Klassen überspringen</translation>
    </message>
    <message>
        <source>Open res&amp;ults…</source>
        <translation>Er&amp;gebnisse öffnen…</translation>
    </message>
    <message>
        <source>Read a results file (from this window, boggle break or a Dask run) and show its boards, times and bounds; the file is not changed</source>
        <translation>Eine Ergebnisdatei lesen (aus diesem Fenster, von boggle break oder einem Dask-Lauf) und ihre Bretter, Zeiten und Schranken zeigen; die Datei wird nicht verändert</translation>
    </message>
    <message>
        <source>Show this run&apos;s results</source>
        <translation>Ergebnisse dieses Laufs zeigen</translation>
    </message>
    <message>
        <source>Summarise the results file of the settings above</source>
        <translation>Die Ergebnisdatei der obigen Einstellungen zusammenfassen</translation>
    </message>
    <message>
        <source>Choose the classes and a threshold, then Start.</source>
        <translation>Wählen Sie die Klassen und eine Schwelle, dann Starten.</translation>
    </message>
    <message>
        <source>Breaking tree (classes as they finish):</source>
        <translation>Brechbaum (Klassen, sobald sie fertig sind):</translation>
    </message>
    <message>
        <source>Breaking log</source>
        <translation>Brechprotokoll</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Gefundene Bretter: {count}</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Gefundene Bretter</translation>
    </message>
    <message>
        <source>&amp;Open board</source>
        <translation>Brett &amp;öffnen</translation>
    </message>
    <message>
        <source>Show the selected board in the solver</source>
        <translation>Das gewählte Brett im Löser zeigen</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dieses Brett s&amp;pielen</translation>
    </message>
    <message>
        <source>Start a round on the selected board in the game window, with the run&apos;s list</source>
        <translation>Eine Runde auf dem gewählten Brett im Spielfenster starten, mit der Liste des Laufs</translation>
    </message>
    <message>
        <source>&amp;Live run</source>
        <translation>La&amp;ufender Lauf</translation>
    </message>
    <message>
        <source>Results &amp;file</source>
        <translation>Ergebnis&amp;datei</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical: too many for one run here; set Classes to break a seeded random sample</source>
        <translation>{total} Klassen, {canonical} kanonisch: zu viele für einen Lauf hier; setzen Sie Klassen, um eine Zufallsstichprobe mit Startwert zu brechen</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical</source>
        <translation>{total} Klassen, {canonical} kanonisch</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (random sample of {limit}, seed {seed})</source>
        <translation>{total} Klassen, {canonical} kanonisch (Zufallsstichprobe von {limit}, Startwert {seed})</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (running {limit}, seed {seed})</source>
        <translation>{total} Klassen, {canonical} kanonisch ({limit} werden gebrochen, Startwert {seed})</translation>
    </message>
    <message>
        <source>a budget is at least {minimum} MiB</source>
        <translation>ein Budget beträgt mindestens {minimum} MiB</translation>
    </message>
    <message>
        <source>Results file: {path}</source>
        <translation>Ergebnisdatei: {path}</translation>
    </message>
    <message>
        <source>Results file: {path} (new)</source>
        <translation>Ergebnisdatei: {path} (neu)</translation>
    </message>
    <message>
        <source>Open results file</source>
        <translation>Ergebnisdatei öffnen</translation>
    </message>
    <message>
        <source>Break results (*.ndjson *.jsonl *.json);;All files (*)</source>
        <translation>Brechergebnisse (*.ndjson *.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%v / %m classes</source>
        <translation>%v / %m Klassen</translation>
    </message>
    <message>
        <source>Resuming (loading the word list, starting workers)…</source>
        <translation>Wird fortgesetzt (Wörterliste laden, Prozesse starten)…</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)… (previous results kept as {backup})</source>
        <translation>Start (Wörterliste laden, Prozesse starten)… (frühere Ergebnisse als {backup} behalten)</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)…</source>
        <translation>Start (Wörterliste laden, Prozesse starten)…</translation>
    </message>
    <message>
        <source>Cancelling: finished classes are saved…</source>
        <translation>Abbruch: fertige Klassen werden gespeichert…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board(s) found</source>
        <translation>
            <numerusform>{done} von {total} Klassen · {rate} Klassen/s · Rest {eta} · %n Brett gefunden</numerusform>
            <numerusform>{done} von {total} Klassen · {rate} Klassen/s · Rest {eta} · %n Bretter gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>peak per worker: {size} MiB</source>
        <translation>Spitze pro Prozess: {size} MiB</translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes ({resumed} resumed from the results file), %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Fertig: {done} Klassen ({resumed} aus der Ergebnisdatei übernommen), %n Brett ab {threshold}, {seconds} s.</numerusform>
            <numerusform>Fertig: {done} Klassen ({resumed} aus der Ergebnisdatei übernommen), %n Bretter ab {threshold}, {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes, %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Fertig: {done} Klassen, %n Brett ab {threshold}, {seconds} s.</numerusform>
            <numerusform>Fertig: {done} Klassen, %n Bretter ab {threshold}, {seconds} s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Fehlgeschlagen: {problem}</translation>
    </message>
    <message>
        <source>ERROR: {problem}</source>
        <translation>FEHLER: {problem}</translation>
    </message>
    <message>
        <source>Cancelled after {done} classes; they are saved: Resume continues the run.</source>
        <translation>Nach {done} Klassen abgebrochen; sie sind gespeichert: Fortsetzen setzt den Lauf fort.</translation>
    </message>
</context>
<context>
    <name>ChallengeActions</name>
    <message>
        <source>Challenge a &amp;friend…</source>
        <translation>&amp;Freund herausfordern…</translation>
    </message>
    <message>
        <source>Challenge a friend…</source>
        <translation>Freund herausfordern…</translation>
    </message>
    <message>
        <source>A code for a friend to play this board and compare (Ctrl+Shift+F)</source>
        <translation>Ein Code, mit dem ein Freund dieses Brett spielen und vergleichen kann (Strg+Umschalt+F)</translation>
    </message>
    <message>
        <source>This board has no game code, so it cannot be a challenge.</source>
        <translation>Dieses Brett hat keinen Spielcode und kann daher keine Herausforderung sein.</translation>
    </message>
    <message>
        <source>Finish a round first: a challenge holds its words and score.</source>
        <translation>Beenden Sie zuerst eine Runde: Eine Herausforderung enthält ihre Wörter und Punkte.</translation>
    </message>
    <message>
        <source>Cannot play this challenge code</source>
        <translation>Dieser Herausforderungscode kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>Challenge from %1: %2 points to beat.</source>
        <translation>Herausforderung von %1: %2 Punkte zu schlagen.</translation>
    </message>
    <message>
        <source>Cannot compare with the challenge</source>
        <translation>Vergleich mit der Herausforderung nicht möglich</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Challenge a friend</source>
        <translation>Freund herausfordern</translation>
    </message>
    <message>
        <source>Send this code to a friend. They enter it with Game &gt; Play a game code (Ctrl+G), play the same board with the same rules and clock, and then see both rounds word by word.</source>
        <translation>Senden Sie diesen Code an einen Freund. Er gibt ihn mit Spiel &gt; Spielcode eingeben (Strg+G) ein, spielt dasselbe Brett mit denselben Regeln und derselben Uhr und sieht dann beide Runden Wort für Wort.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>Your name, as your friend will see it</source>
        <translation>Ihr Name, wie Ihr Freund ihn sehen wird</translation>
    </message>
    <message>
        <source>Challenge code</source>
        <translation>Herausforderungscode</translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation>Code &amp;kopieren</translation>
    </message>
    <message>
        <source>No code yet: %1.</source>
        <translation>Noch kein Code: %1.</translation>
    </message>
    <message>
        <source>The code carries your name, your score (%1) and your words. Its check letters catch typos and edits, but anyone who wants to can forge a code: play with friends you trust.</source>
        <translation>Der Code enthält Ihren Namen, Ihre Punkte (%1) und Ihre Wörter. Seine Prüfbuchstaben erkennen Tippfehler und Änderungen, doch wer will, kann einen Code fälschen: Spielen Sie mit Freunden, denen Sie vertrauen.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>ChallengeResultDialog</name>
    <message>
        <source>Challenge from %1</source>
        <translation>Herausforderung von %1</translation>
    </message>
    <message>
        <source>You win by %1 points!</source>
        <translation>Sie gewinnen mit %1 Punkten Vorsprung!</translation>
    </message>
    <message>
        <source>%1 wins by %2 points.</source>
        <translation>%1 gewinnt mit %2 Punkten Vorsprung.</translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation>Unentschieden!</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;You %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</source>
        <translation>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;Sie %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Found by both</source>
        <translation>Von beiden gefunden</translation>
    </message>
    <message>
        <source>Only you</source>
        <translation>Nur Sie</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Nur %1</translation>
    </message>
    <message>
        <source>%1: %2 words, %3 points</source>
        <translation>%1: %2 Wörter, %3 Punkte</translation>
    </message>
</context>
<context>
    <name>ClockScore</name>
    <message>
        <source>TIME LEFT</source>
        <translation>RESTZEIT</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>PUNKTE</translation>
    </message>
</context>
<context>
    <name>DefinitionPane</name>
    <message>
        <source>MEANING</source>
        <translation>BEDEUTUNG</translation>
    </message>
    <message>
        <source>Look it &amp;up online</source>
        <translation>&amp;Online nachschlagen</translation>
    </message>
    <message>
        <source>Open the word&apos;s Wiktionary page in your browser (Alt+U)</source>
        <translation>Die Wiktionary-Seite des Worts im Browser öffnen (Alt+O)</translation>
    </message>
    <message>
        <source>Meaning of the word</source>
        <translation>Bedeutung des Worts</translation>
    </message>
    <message>
        <source>Open the word&apos;s page on {site} in your browser (Alt+U)</source>
        <translation>Die Seite des Worts auf {site} im Browser öffnen (Alt+O)</translation>
    </message>
    <message>
        <source>Select or point at a word to read its meaning.</source>
        <translation>Ein Wort auswählen oder darauf zeigen, um seine Bedeutung zu lesen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;looking up…&lt;/span&gt;</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;wird nachgeschlagen…&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Look it up online&lt;/i&gt; works without it.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Online nachschlagen&lt;/i&gt; geht auch ohne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: cannot look it up ({problem}).</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: kann nicht nachgeschlagen werden ({problem}).</translation>
    </message>
</context>
<context>
    <name>Definitions</name>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: not in the offline dictionary (WordNet 3.0). Try &lt;i&gt;Look it up online&lt;/i&gt;.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: nicht im Offline-Wörterbuch (WordNet 3.0). Versuchen Sie &lt;i&gt;Online nachschlagen&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>only as a name or abbreviation:</source>
        <translation>nur als Name oder Abkürzung:</translation>
    </message>
    <message numerus="yes">
        <source>and %n more sense(s)</source>
        <translation>
            <numerusform>und %n weitere Bedeutung</numerusform>
            <numerusform>und %n weitere Bedeutungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: offline definitions are English only (WordNet 3.0). &lt;i&gt;Look it up online&lt;/i&gt; opens its {language} page on {site}.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: Offline-Definitionen gibt es nur auf Englisch (WordNet 3.0). &lt;i&gt;Online nachschlagen&lt;/i&gt; öffnet seine Seite ({language}) auf {site}.</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>4x4 Classic (1976)</source>
        <translation>4x4 Klassisch (1976)</translation>
    </message>
    <message>
        <source>4x4 New (1987)</source>
        <translation>4x4 Neu (1987)</translation>
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
        <translation>4x4 Boggle (französische Ausgabe)</translation>
    </message>
    <message>
        <source>4x4 (French letter frequencies)</source>
        <translation>4x4 (französische Buchstabenhäufigkeiten)</translation>
    </message>
    <message>
        <source>4x4 (German letter frequencies)</source>
        <translation>4x4 (deutsche Buchstabenhäufigkeiten)</translation>
    </message>
    <message>
        <source>4x4 (Spanish letter frequencies)</source>
        <translation>4x4 (spanische Buchstabenhäufigkeiten)</translation>
    </message>
    <message>
        <source>4x4 (Italian letter frequencies)</source>
        <translation>4x4 (italienische Buchstabenhäufigkeiten)</translation>
    </message>
    <message>
        <source>4x4 (Dutch letter frequencies)</source>
        <translation>4x4 (niederländische Buchstabenhäufigkeiten)</translation>
    </message>
    <message>
        <source>4x4 (German, balanced like the English New dice)</source>
        <translation>4x4 (Deutsch, ausgewogen wie die englischen Neu-Würfel)</translation>
    </message>
    <message>
        <source>4x4 (Spanish, balanced like the English New dice)</source>
        <translation>4x4 (Spanisch, ausgewogen wie die englischen Neu-Würfel)</translation>
    </message>
    <message>
        <source>4x4 (Dutch, balanced like the English New dice)</source>
        <translation>4x4 (Niederländisch, ausgewogen wie die englischen Neu-Würfel)</translation>
    </message>
    <message>
        <source>4x4 Il Paroliere (Italian edition)</source>
        <translation>4x4 Il Paroliere (italienische Ausgabe)</translation>
    </message>
    <message>
        <source>{size} board</source>
        <translation>{size}-Brett</translation>
    </message>
</context>
<context>
    <name>EngineErrors</name>
    <message>
        <source>{size} boards are not supported; the sizes are {sizes}</source>
        <translation>Bretter der Größe {size} werden nicht unterstützt; die Größen sind {sizes}</translation>
    </message>
    <message>
        <source>{text} is not a board size: write it as WxH, such as 4x4 or 44 (34 is 3 wide, 4 tall)</source>
        <translation>{text} ist keine Brettgröße: schreiben Sie sie als BxH, etwa 4x4 oder 44 (34 ist 3 breit, 4 hoch)</translation>
    </message>
    <message>
        <source>the board is empty</source>
        <translation>das Brett ist leer</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: only the letters a-z are allowed (q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one)</source>
        <translation>das Brett {board} enthält an Position {position} das Zeichen {character}: nur die Buchstaben a-z sind erlaubt (q ist das Feld Qu; [an] [er] [he] [in] [th] sind Seiten mit zwei Buchstaben, . oder # eine leere Seite)</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: {allowed}</source>
        <translation>das Brett {board} enthält an Position {position} das Zeichen {character}: {allowed}</translation>
    </message>
    <message>
        <source>the board {board} has the character {character}: {allowed}</source>
        <translation>das Brett {board} enthält das Zeichen {character}: {allowed}</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>Bretter auf {language} haben die Buchstaben {letters}; [an] [er] [he] [in] [th] sind Seiten mit zwei Buchstaben, . oder # eine leere Seite</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>Bretter auf {language} haben die Buchstaben {letters}; q ist das Feld Qu; [an] [er] [he] [in] [th] sind Seiten mit zwei Buchstaben, . oder # eine leere Seite</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells, but a {size} board has {needed}</source>
        <translation>das Brett {board} hat {cells} Felder, aber ein Brett {size} hat {needed}</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells; a board has {counts}</source>
        <translation>das Brett {board} hat {cells} Felder; ein Brett hat {counts}</translation>
    </message>
    <message>
        <source>{file} is not there (no such file)</source>
        <translation>{file} ist nicht vorhanden (keine solche Datei)</translation>
    </message>
    <message>
        <source>{file} is a folder, not a file</source>
        <translation>{file} ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>{file} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{file} is a pipe, not a file on disk</source>
        <translation>{file} ist eine Pipe, keine Datei auf der Festplatte</translation>
    </message>
    <message>
        <source>{file} is a device, not a file on disk</source>
        <translation>{file} ist ein Gerät, keine Datei auf der Festplatte</translation>
    </message>
    <message>
        <source>{file} is a socket, not a file on disk</source>
        <translation>{file} ist ein Socket, keine Datei auf der Festplatte</translation>
    </message>
    <message>
        <source>{file} is not a regular file on disk</source>
        <translation>{file} ist keine gewöhnliche Datei auf der Festplatte</translation>
    </message>
    <message>
        <source>{file} is {size}, more than the {limit} this app reads</source>
        <translation>{file} ist {size} groß, mehr als die {limit}, die dieses Programm liest</translation>
    </message>
    <message>
        <source>{file} holds more than {limit}, more than this app reads</source>
        <translation>{file} enthält mehr als {limit}, mehr als dieses Programm liest</translation>
    </message>
    <message>
        <source>{file} is UTF-32 text: save it as UTF-8</source>
        <translation>{file} ist UTF-32-Text: speichern Sie ihn als UTF-8</translation>
    </message>
    <message>
        <source>{file} looks like UTF-16 text without a byte-order mark: save it as UTF-8 (or as UTF-16 with a byte-order mark)</source>
        <translation>{file} sieht nach UTF-16-Text ohne Byte-Order-Mark aus: speichern Sie ihn als UTF-8 (oder als UTF-16 mit Byte-Order-Mark)</translation>
    </message>
    <message>
        <source>{file} looks like a binary file, not text</source>
        <translation>{file} sieht nach einer Binärdatei aus, nicht nach Text</translation>
    </message>
    <message>
        <source>{file} is not valid UTF-16 (at byte {offset})</source>
        <translation>{file} ist kein gültiges UTF-16 (bei Byte {offset})</translation>
    </message>
    <message>
        <source>line {line} of {file} is longer than {limit} bytes, longer than any line this app reads; stopped reading</source>
        <translation>Zeile {line} von {file} ist länger als {limit} Bytes, länger als jede Zeile, die dieses Programm liest; Lesen abgebrochen</translation>
    </message>
    <message>
        <source>line {line} of {file} is not UTF-8 text (byte {byte} at column {column}): save the file as UTF-8</source>
        <translation>Zeile {line} von {file} ist kein UTF-8-Text (Byte {byte} in Spalte {column}): speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <source>the word list {path}</source>
        <translation>die Wörterliste {path}</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not a file</source>
        <translation>die Wörterliste „{spec}“ ist keine Datei</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not there (no such file)</source>
        <translation>die Wörterliste „{spec}“ ist nicht vorhanden (keine solche Datei)</translation>
    </message>
    <message>
        <source>there is no word list “{spec}”: give a file, or one of {names}</source>
        <translation>es gibt keine Wörterliste „{spec}“: geben Sie eine Datei an oder eine von {names}</translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation>{file} ist leer</translation>
    </message>
    <message>
        <source>the word list has too many words: it would take {nodes} nodes, and at most {limit} fit</source>
        <translation>die Wörterliste hat zu viele Wörter: sie bräuchte {nodes} Knoten, und höchstens {limit} passen hinein</translation>
    </message>
    <message>
        <source>not enough memory to load the word list {path} ({size}): free some memory or use a smaller list</source>
        <translation>nicht genug Speicher, um die Wörterliste {path} ({size}) zu laden: geben Sie Speicher frei oder nehmen Sie eine kleinere Liste</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, nothing else)</source>
        <translation>die Wörterliste {path} hat keine spielbaren Wörter auf {language} (3 oder mehr der Buchstaben {letters}, nichts anderes)</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, q followed by u)</source>
        <translation>die Wörterliste {path} hat keine spielbaren Wörter auf {language} (3 oder mehr der Buchstaben {letters}, q gefolgt von u)</translation>
    </message>
    <message>
        <source>there is no language “{text}”; the languages are {known}</source>
        <translation>es gibt keine Sprache „{text}“; die Sprachen sind {known}</translation>
    </message>
    <message>
        <source>the board {board} has no score with the word list {wordlist}: its search passed the budget of {budget} steps, because the list makes the search explode (many words of one letter repeated, say), which no real list does</source>
        <translation>das Brett {board} hat mit der Wörterliste {wordlist} keine Punktzahl: seine Suche hat das Budget von {budget} Schritten überschritten, weil die Liste die Suche explodieren lässt (etwa viele Wörter aus einem wiederholten Buchstaben), was keine echte Liste tut</translation>
    </message>
    <message>
        <source>the game code is empty</source>
        <translation>der Spielcode ist leer</translation>
    </message>
    <message>
        <source>a game code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>ein Spielcode hat nur die Buchstaben und Ziffern {alphabet}; dieser enthält {letters}</translation>
    </message>
    <message>
        <source>this game code is too short: letters are missing</source>
        <translation>dieser Spielcode ist zu kurz: es fehlen Buchstaben</translation>
    </message>
    <message>
        <source>this game code is incomplete: letters are missing</source>
        <translation>dieser Spielcode ist unvollständig: es fehlen Buchstaben</translation>
    </message>
    <message>
        <source>this game code has a typo (its check letter does not match): check each letter</source>
        <translation>dieser Spielcode enthält einen Tippfehler (sein Prüfbuchstabe passt nicht): prüfen Sie jeden Buchstaben</translation>
    </message>
    <message>
        <source>this game code comes from a newer version of Boggle (code version {version}); update the program to play it</source>
        <translation>dieser Spielcode stammt aus einer neueren Version von Boggle (Codeversion {version}); aktualisieren Sie das Programm, um ihn zu spielen</translation>
    </message>
    <message>
        <source>this is not a game code</source>
        <translation>das ist kein Spielcode</translation>
    </message>
    <message>
        <source>this is not a game code (it holds a board cell that cannot be)</source>
        <translation>das ist kein Spielcode (er enthält ein Feld, das es nicht geben kann)</translation>
    </message>
    <message>
        <source>this is not a game code ({reason})</source>
        <translation>das ist kein Spielcode ({reason})</translation>
    </message>
    <message>
        <source>this game code has letters too many</source>
        <translation>dieser Spielcode hat zu viele Buchstaben</translation>
    </message>
    <message>
        <source>this game code is in a language this version of Boggle does not have (“{language_code}”); update the program to play it</source>
        <translation>dieser Spielcode ist in einer Sprache, die diese Version von Boggle nicht kennt („{language_code}“); aktualisieren Sie das Programm, um ihn zu spielen</translation>
    </message>
    <message>
        <source>this game code names dice in {language} that this version of Boggle does not have (“{dice}”); update the program to play it</source>
        <translation>dieser Spielcode nennt Würfel auf {language}, die diese Version von Boggle nicht hat („{dice}“); aktualisieren Sie das Programm, um ihn zu spielen</translation>
    </message>
    <message>
        <source>there is no game “{game}”; a code names one of {games}</source>
        <translation>es gibt kein Spiel „{game}“; ein Code nennt eines von {games}</translation>
    </message>
    <message>
        <source>there is no game “{game}” in {language}; a code names one of {games}</source>
        <translation>es gibt kein Spiel „{game}“ auf {language}; ein Code nennt eines von {games}</translation>
    </message>
    <message>
        <source>there are no rules “{rules}”; a code names one of {choices}</source>
        <translation>es gibt keine Regeln „{rules}“; ein Code nennt eine von {choices}</translation>
    </message>
    <message>
        <source>a minimum length of {min_length} does not fit in a game code (1 to 31)</source>
        <translation>eine Mindestlänge von {min_length} passt nicht in einen Spielcode (1 bis 31)</translation>
    </message>
    <message>
        <source>the word list name “{name}” does not fit in a game code (1 to 31 characters)</source>
        <translation>der Name der Wörterliste „{name}“ passt nicht in einen Spielcode (1 bis 31 Zeichen)</translation>
    </message>
    <message>
        <source>a game code holds whole seconds only, below 2**31</source>
        <translation>ein Spielcode enthält nur ganze Sekunden unter 2**31</translation>
    </message>
    <message>
        <source>a {size} board cannot be played as {game}</source>
        <translation>ein Brett {size} kann nicht als {game} gespielt werden</translation>
    </message>
    <message>
        <source>this game code holds a fixed board: it has no next board</source>
        <translation>dieser Spielcode enthält ein festes Brett: er hat kein nächstes Brett</translation>
    </message>
    <message>
        <source>a challenge needs the challenger&apos;s name</source>
        <translation>eine Herausforderung braucht den Namen des Herausforderers</translation>
    </message>
    <message>
        <source>the name is longer than {limit} characters</source>
        <translation>der Name ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>the name holds control or invisible characters</source>
        <translation>der Name enthält Steuer- oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>a score of {score} does not fit in a challenge code</source>
        <translation>eine Punktzahl von {score} passt nicht in einen Herausforderungscode</translation>
    </message>
    <message>
        <source>the board&apos;s word count or digest does not fit in a challenge code</source>
        <translation>die Wortzahl oder Prüfsumme des Bretts passt nicht in einen Herausforderungscode</translation>
    </message>
    <message>
        <source>the challenger&apos;s words are not positions in the board&apos;s word list</source>
        <translation>die Wörter des Herausforderers sind keine Positionen in der Wortliste des Bretts</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held {theirs} words on this board, yours {yours}): the words cannot be compared</source>
        <translation>diese Herausforderung wurde mit einer anderen Wörterliste als Ihrer gespielt (ihre Liste {wordlist} hatte {theirs} Wörter auf diesem Brett, Ihre {yours}): die Wörter lassen sich nicht vergleichen</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held other words on this board than yours): the words cannot be compared</source>
        <translation>diese Herausforderung wurde mit einer anderen Wörterliste als Ihrer gespielt (ihre Liste {wordlist} hatte andere Wörter auf diesem Brett als Ihre): die Wörter lassen sich nicht vergleichen</translation>
    </message>
    <message>
        <source>this challenge claims {score} points for words worth {total}: the code was edited</source>
        <translation>diese Herausforderung gibt {score} Punkte für Wörter an, die {total} wert sind: der Code wurde verändert</translation>
    </message>
    <message>
        <source>“{word}” is not a word of this board&apos;s solution</source>
        <translation>„{word}“ ist kein Wort der Lösung dieses Bretts</translation>
    </message>
    <message>
        <source>this challenge does not fit in a code ({letters} letters; at most {limit})</source>
        <translation>diese Herausforderung passt nicht in einen Code ({letters} Buchstaben; höchstens {limit})</translation>
    </message>
    <message>
        <source>this challenge code is too long (more than {limit} letters)</source>
        <translation>dieser Herausforderungscode ist zu lang (mehr als {limit} Buchstaben)</translation>
    </message>
    <message>
        <source>the challenge code is empty</source>
        <translation>der Herausforderungscode ist leer</translation>
    </message>
    <message>
        <source>this is not a challenge code (those start with {prefix})</source>
        <translation>das ist kein Herausforderungscode (diese beginnen mit {prefix})</translation>
    </message>
    <message>
        <source>this is a game code, not a challenge code: play it as a game code</source>
        <translation>das ist ein Spielcode, kein Herausforderungscode: spielen Sie ihn als Spielcode</translation>
    </message>
    <message>
        <source>after {prefix}, a challenge code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>nach {prefix} hat ein Herausforderungscode nur die Buchstaben und Ziffern {alphabet}; dieser enthält {letters}</translation>
    </message>
    <message>
        <source>this challenge code is cut short: letters are missing (copy all of it)</source>
        <translation>dieser Herausforderungscode ist abgeschnitten: es fehlen Buchstaben (kopieren Sie ihn ganz)</translation>
    </message>
    <message>
        <source>this challenge code has a typo or was edited (its check letters do not match)</source>
        <translation>dieser Herausforderungscode enthält einen Tippfehler oder wurde verändert (seine Prüfbuchstaben passen nicht)</translation>
    </message>
    <message>
        <source>this challenge code comes from a newer version of Boggle (challenge version {version}); update the program to play it</source>
        <translation>dieser Herausforderungscode stammt aus einer neueren Version von Boggle (Herausforderungsversion {version}); aktualisieren Sie das Programm, um ihn zu spielen</translation>
    </message>
    <message>
        <source>this is not a challenge code</source>
        <translation>das ist kein Herausforderungscode</translation>
    </message>
    <message>
        <source>this challenge code is cut short: it has {letters} of its {total} letters (copy all of it)</source>
        <translation>dieser Herausforderungscode ist abgeschnitten: er hat {letters} seiner {total} Buchstaben (kopieren Sie ihn ganz)</translation>
    </message>
    <message>
        <source>this challenge code has letters too many ({letters}; it should have {total})</source>
        <translation>dieser Herausforderungscode hat zu viele Buchstaben ({letters}; er sollte {total} haben)</translation>
    </message>
    <message>
        <source>this is not a challenge code (its fields run past its end)</source>
        <translation>das ist kein Herausforderungscode (seine Felder reichen über sein Ende hinaus)</translation>
    </message>
    <message>
        <source>the game in this challenge cannot be played: {reason}</source>
        <translation>das Spiel dieser Herausforderung kann nicht gespielt werden: {reason}</translation>
    </message>
    <message>
        <source>this is not a challenge code (its name is not text)</source>
        <translation>das ist kein Herausforderungscode (sein Name ist kein Text)</translation>
    </message>
    <message>
        <source>this is not a challenge code (bits left over)</source>
        <translation>das ist kein Herausforderungscode (Bits bleiben übrig)</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>this game is played with the word list {name}, which is not among your word lists. Add it with Game &gt; Add word list… (Ctrl+Shift+W), then enter the code again</source>
        <translation>dieses Spiel wird mit der Wörterliste {name} gespielt, die nicht unter Ihren Wörterlisten ist. Fügen Sie sie mit Spiel &gt; Wörterliste hinzufügen… (Strg+Umschalt+W) hinzu und geben Sie den Code erneut ein</translation>
    </message>
    <message>
        <source>cannot read the word list {name}: {reason}</source>
        <translation>die Wörterliste {name} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>it asks for {rules} rules, but {game} games are played with {game_rules} rules</source>
        <translation>er verlangt die Regeln {rules}, aber Spiele „{game}“ werden mit den Regeln {game_rules} gespielt</translation>
    </message>
    <message>
        <source>this board was scored with the word list {name} ({where}), which cannot be loaded any more: {reason}</source>
        <translation>dieses Brett wurde mit der Wörterliste {name} ({where}) gewertet, die nicht mehr geladen werden kann: {reason}</translation>
    </message>
    <message>
        <source>the word list {name} ({where}) has changed since this board was scored with it, so its score would differ</source>
        <translation>die Wörterliste {name} ({where}) hat sich geändert, seit dieses Brett damit gewertet wurde; seine Punktzahl wäre eine andere</translation>
    </message>
    <message>
        <source>cannot create the folder of the history database {path}: {reason}</source>
        <translation>der Ordner der Verlaufsdatenbank {path} kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>cannot open the history database {path}: {reason}</source>
        <translation>die Verlaufsdatenbank {path} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>the history database {path} was written by a newer version of the game (schema {version}; this version reads up to {supported}); it was left untouched. Update the game, or move the file away to start a new history</source>
        <translation>die Verlaufsdatenbank {path} wurde von einer neueren Version des Spiels geschrieben (Schema {version}; diese Version liest bis {supported}); sie wurde nicht verändert. Aktualisieren Sie das Spiel oder verschieben Sie die Datei, um einen neuen Verlauf zu beginnen</translation>
    </message>
    <message>
        <source>the history database {path} is damaged ({reason}); it was left untouched. Move the file away to start a new history</source>
        <translation>die Verlaufsdatenbank {path} ist beschädigt ({reason}); sie wurde nicht verändert. Verschieben Sie die Datei, um einen neuen Verlauf zu beginnen</translation>
    </message>
    <message>
        <source>{path} is a database of something else (tables: {tables}); it was left untouched</source>
        <translation>{path} ist eine Datenbank von etwas anderem (Tabellen: {tables}); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>the group round {round_id} in {path} cannot be read: {reason}</source>
        <translation>die Gruppenrunde {round_id} in {path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>the history database {path} is locked by another program; your round is kept in memory and will be saved when the database is free</source>
        <translation>die Verlaufsdatenbank {path} ist von einem anderen Programm gesperrt; Ihre Runde wird im Speicher gehalten und gespeichert, sobald die Datenbank frei ist</translation>
    </message>
    <message>
        <source>the history database {path} is read-only; rounds cannot be saved</source>
        <translation>die Verlaufsdatenbank {path} ist schreibgeschützt; Runden können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>the history database {path}: {reason}</source>
        <translation>die Verlaufsdatenbank {path}: {reason}</translation>
    </message>
    <message>
        <source>definitions need the WordNet data: pip install &apos;bogglelab[definitions]&apos;</source>
        <translation>Definitionen brauchen die WordNet-Daten: pip install &apos;bogglelab[definitions]&apos;</translation>
    </message>
    <message>
        <source>cannot read the WordNet data in {folder}: {reason}</source>
        <translation>die WordNet-Daten in {folder} können nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>the WordNet data in {folder} is damaged (no synset {offset})</source>
        <translation>die WordNet-Daten in {folder} sind beschädigt (kein Synset {offset})</translation>
    </message>
    <message>
        <source>the board class</source>
        <translation>die Brettklasse</translation>
    </message>
    <message>
        <source>the partition</source>
        <translation>die Partition</translation>
    </message>
    <message>
        <source>the letter set of cell {cell}</source>
        <translation>die Buchstabenmenge von Feld {cell}</translation>
    </message>
    <message>
        <source>the partition of the {cell_type} cells</source>
        <translation>die Partition der Felder {cell_type}</translation>
    </message>
    <message>
        <source>a group of {where}</source>
        <translation>eine Gruppe von {where}</translation>
    </message>
    <message>
        <source>{letters} ({language})</source>
        <translation>{letters} ({language})</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only</source>
        <translation>{what} „{text}“ enthält das Zeichen „{character}“, eine Seite mit zwei Buchstaben oder eine leere; Brettklassen und das Brechen nehmen nur einzelne Buchstaben {letters}</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only (q is the Qu face)</source>
        <translation>{what} „{text}“ enthält das Zeichen „{character}“, eine Seite mit zwei Buchstaben oder eine leere; Brettklassen und das Brechen nehmen nur einzelne Buchstaben {letters} (q ist die Seite Qu)</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”: only the letters {letters} are allowed</source>
        <translation>{what} „{text}“ enthält das Zeichen „{character}“: nur die Buchstaben {letters} sind erlaubt</translation>
    </message>
    <message>
        <source>{what} “{text}” has {count} letters; a cell holds at most {limit}</source>
        <translation>{what} „{text}“ hat {count} Buchstaben; ein Feld fasst höchstens {limit}</translation>
    </message>
    <message>
        <source>the letter “{letter}” appears twice in {what} “{text}”</source>
        <translation>der Buchstabe „{letter}“ kommt zweimal in {what} „{text}“ vor</translation>
    </message>
    <message>
        <source>{what} has {character}; use the letters a-z only</source>
        <translation>{what} enthält {character}; verwenden Sie nur die Buchstaben a-z</translation>
    </message>
    <message>
        <source>{what} has {character}; use only the letters {letters} ({language})</source>
        <translation>{what} enthält {character}; verwenden Sie nur die Buchstaben {letters} ({language})</translation>
    </message>
    <message>
        <source>the board class is empty: give one set of letters per cell, separated by spaces</source>
        <translation>die Brettklasse ist leer: geben Sie eine Buchstabenmenge pro Feld an, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets, but a {size} board has {cells} cells</source>
        <translation>die Brettklasse hat {sets} Buchstabenmengen, aber ein Brett {size} hat {cells} Felder</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets; a board has 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) or 36 (6x6)</source>
        <translation>die Brettklasse hat {sets} Buchstabenmengen; ein Brett hat 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) oder 36 (6x6) Felder</translation>
    </message>
    <message>
        <source>{where} gives no letter groups</source>
        <translation>{where} gibt keine Buchstabengruppen an</translation>
    </message>
    <message>
        <source>{where}: “.” is a group of no letters; give groups of letters</source>
        <translation>{where}: „.“ ist eine Gruppe ohne Buchstaben; geben Sie Buchstabengruppen an</translation>
    </message>
    <message>
        <source>{where}: the letter “{letter}” is in two groups (“{first}” and “{second}”)</source>
        <translation>{where}: der Buchstabe „{letter}“ ist in zwei Gruppen („{first}“ und „{second}“)</translation>
    </message>
    <message>
        <source>{where}: the groups must cover {letters}; missing: “{missing}”</source>
        <translation>{where}: die Gruppen müssen {letters} abdecken; es fehlt „{missing}“</translation>
    </message>
    <message>
        <source>the partition is empty: give groups of letters separated by spaces, such as “bdfgjqvwxz aeiou lnrsy chkmpt”</source>
        <translation>die Partition ist leer: geben Sie Buchstabengruppen an, durch Leerzeichen getrennt, etwa „bdfgjqvwxz aeiou lnrsy chkmpt“</translation>
    </message>
    <message>
        <source>the partition “{text}” has an empty clause</source>
        <translation>die Partition „{text}“ hat eine leere Klausel</translation>
    </message>
    <message>
        <source>the partition names the cell type “{name}”: use corner, edge or center</source>
        <translation>die Partition nennt den Feldtyp „{name}“: verwenden Sie corner, edge oder center</translation>
    </message>
    <message>
        <source>the partition gives the cell type “{cell_type}” twice</source>
        <translation>die Partition gibt den Feldtyp „{cell_type}“ zweimal an</translation>
    </message>
    <message>
        <source>the partition has two clauses without a cell type; start them with corner:, edge: or center:</source>
        <translation>die Partition hat zwei Klauseln ohne Feldtyp; beginnen Sie sie mit corner:, edge: oder center:</translation>
    </message>
    <message>
        <source>the partition gives no groups for the {cell_type} cells of a {size} board</source>
        <translation>die Partition gibt keine Gruppen für die Felder {cell_type} eines Bretts {size} an</translation>
    </message>
    <message>
        <source>the partition has only {available} canonical classes, not {count}</source>
        <translation>die Partition hat nur {available} kanonische Klassen, nicht {count}</translation>
    </message>
    <message>
        <source>bad class “{text}”: {reason}</source>
        <translation>ungültige Klasse „{text}“: {reason}</translation>
    </message>
    <message>
        <source>bad partition “{text}”: {reason}</source>
        <translation>ungültige Partition „{text}“: {reason}</translation>
    </message>
    <message>
        <source>{limit} classes are too many: a run holds at most {most}</source>
        <translation>{limit} Klassen sind zu viele: ein Lauf fasst höchstens {most}</translation>
    </message>
    <message>
        <source>the partition “{partition}” has {count} classes on a {size} board (one per symmetry orbit), more than a run can list ({most}); set Classes to break a random sample, or use fewer letter groups</source>
        <translation>die Partition „{partition}“ hat {count} Klassen auf einem Brett {size} (eine pro Symmetriebahn), mehr als ein Lauf auflisten kann ({most}); stellen Sie Klassen ein, um eine Zufallsstichprobe zu brechen, oder verwenden Sie weniger Buchstabengruppen</translation>
    </message>
    <message>
        <source>the threshold must be a whole number of at least 1, not {threshold}</source>
        <translation>die Schwelle muss eine ganze Zahl von mindestens 1 sein, nicht {threshold}</translation>
    </message>
    <message>
        <source>the threshold must be at most {most}, not {threshold}</source>
        <translation>die Schwelle darf höchstens {most} sein, nicht {threshold}</translation>
    </message>
    <message>
        <source>a run needs at least 1 worker, not {workers}</source>
        <translation>ein Lauf braucht mindestens 1 Prozess, nicht {workers}</translation>
    </message>
    <message>
        <source>the memory budget must be at least {least_mib} MiB, not {memory} bytes</source>
        <translation>das Speicherbudget muss mindestens {least_mib} MiB betragen, nicht {memory} Bytes</translation>
    </message>
    <message>
        <source>a memory budget of {memory} bytes is more than this machine&apos;s memory ({machine} bytes)</source>
        <translation>ein Speicherbudget von {memory} Bytes ist mehr als der Speicher dieses Rechners ({machine} Bytes)</translation>
    </message>
    <message>
        <source>the results file {path}</source>
        <translation>die Ergebnisdatei {path}</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is longer than {limit_mib} MiB, longer than any result record</source>
        <translation>Zeile {line} der Ergebnisdatei {path} ist länger als {limit_mib} MiB, länger als jeder Ergebnisdatensatz</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: its first line is not JSON</source>
        <translation>{path} ist keine Ergebnisdatei eines Brechlaufs: seine erste Zeile ist kein JSON</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it is empty</source>
        <translation>{path} ist keine Ergebnisdatei eines Brechlaufs: sie ist leer</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it has no complete line</source>
        <translation>{path} ist keine Ergebnisdatei eines Brechlaufs: sie hat keine vollständige Zeile</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it holds only blank lines</source>
        <translation>{path} ist keine Ergebnisdatei eines Brechlaufs: sie enthält nur leere Zeilen</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not JSON); fix or move the file</source>
        <translation>Zeile {line} der Ergebnisdatei {path} ist kein gültiger Ergebnisdatensatz (kein JSON); korrigieren oder verschieben Sie die Datei</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is a second run header (two files joined?); fix or move the file</source>
        <translation>Zeile {line} der Ergebnisdatei {path} ist ein zweiter Laufkopf (zwei Dateien zusammengefügt?); korrigieren oder verschieben Sie die Datei</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not a class record); fix or move the file</source>
        <translation>Zeile {line} der Ergebnisdatei {path} ist kein gültiger Ergebnisdatensatz (kein Klassendatensatz); korrigieren oder verschieben Sie die Datei</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record ({reason}); fix or move the file</source>
        <translation>Zeile {line} der Ergebnisdatei {path} ist kein gültiger Ergebnisdatensatz ({reason}); korrigieren oder verschieben Sie die Datei</translation>
    </message>
    <message>
        <source>the results file {path} has no run header on its first line, so nothing says which run its lines belong to; move it away</source>
        <translation>die Ergebnisdatei {path} hat in ihrer ersten Zeile keinen Laufkopf, also sagt nichts, zu welchem Lauf ihre Zeilen gehören; verschieben Sie sie</translation>
    </message>
    <message>
        <source>the results file {path} has a bad run header ({reason}); move it away</source>
        <translation>die Ergebnisdatei {path} hat einen ungültigen Laufkopf ({reason}); verschieben Sie sie</translation>
    </message>
    <message>
        <source>the results file {path} was written by a newer version of Boggle (results format {version}; this one reads up to {supported}); it is left untouched</source>
        <translation>die Ergebnisdatei {path} wurde von einer neueren Version von Boggle geschrieben (Ergebnisformat {version}; diese liest bis {supported}); sie bleibt unverändert</translation>
    </message>
    <message>
        <source>cannot open the results file {path}: {reason}</source>
        <translation>die Ergebnisdatei {path} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is a folder; give a file name</source>
        <translation>die Ergebnisdatei {path} ist ein Ordner; geben Sie einen Dateinamen an</translation>
    </message>
    <message>
        <source>the results file {path} is not a regular file; give a file on disk</source>
        <translation>die Ergebnisdatei {path} ist keine gewöhnliche Datei; geben Sie eine Datei auf der Festplatte an</translation>
    </message>
    <message>
        <source>the results file {path} is larger than any results file ({size} bytes); choose another file</source>
        <translation>die Ergebnisdatei {path} ist größer als jede Ergebnisdatei ({size} Bytes); wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>the results file {path} already exists: resume the run, or choose another file</source>
        <translation>die Ergebnisdatei {path} existiert bereits: setzen Sie den Lauf fort oder wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>the results file {path} is in use by another run; wait for that run to end, or choose another file</source>
        <translation>die Ergebnisdatei {path} wird von einem anderen Lauf benutzt; warten Sie, bis dieser Lauf endet, oder wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>cannot lock the results file {path}: {reason}</source>
        <translation>die Ergebnisdatei {path} kann nicht gesperrt werden: {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is from another run ({key} {theirs}, this run {ours})</source>
        <translation>die Ergebnisdatei {path} stammt aus einem anderen Lauf ({key} {theirs}, dieser Lauf {ours})</translation>
    </message>
    <message>
        <source>the results file {path} holds no results of a break run; it was left untouched: move it away or choose another file</source>
        <translation>die Ergebnisdatei {path} enthält keine Ergebnisse eines Brechlaufs; sie wurde nicht verändert: verschieben Sie sie oder wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>cannot write the results file {path}: {reason}</source>
        <translation>die Ergebnisdatei {path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>{reason}; no class has run</source>
        <translation>{reason}; keine Klasse ist gelaufen</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished and are saved in {path}</source>
        <translation>{reason}; {done} von {total} Klassen sind fertig und in {path} gespeichert</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished (not saved: the run has no results file)</source>
        <translation>{reason}; {done} von {total} Klassen sind fertig (nicht gespeichert: der Lauf hat keine Ergebnisdatei)</translation>
    </message>
    <message>
        <source>a memory budget of {budget_mib} MiB is too small: a breaking process already uses {used_mib} MiB before any tree</source>
        <translation>ein Speicherbudget von {budget_mib} MiB ist zu klein: ein Brechprozess belegt schon vor jedem Baum {used_mib} MiB</translation>
    </message>
    <message>
        <source>a worker process died {times} times while breaking {what} (killed, or out of memory?)</source>
        <translation>ein Arbeitsprozess ist beim Brechen von {what} {times}-mal abgestürzt (beendet, oder kein Speicher mehr?)</translation>
    </message>
    <message>
        <source>the class “{text}”</source>
        <translation>die Klasse „{text}“</translation>
    </message>
    <message>
        <source>the union “{union}” of {count} classes</source>
        <translation>die Vereinigung „{union}“ von {count} Klassen</translation>
    </message>
    <message>
        <source>T₀ must be a finite number of at least 0, not {t0}</source>
        <translation>T₀ muss eine endliche Zahl von mindestens 0 sein, nicht {t0}</translation>
    </message>
    <message>
        <source>exponential cooling needs a decay above 0, not {decay}</source>
        <translation>exponentielles Abkühlen braucht einen Abfall über 0, nicht {decay}</translation>
    </message>
    <message>
        <source>linear cooling needs a ramp of at least 1 iteration, not {length}</source>
        <translation>lineares Abkühlen braucht eine Rampe von mindestens 1 Iteration, nicht {length}</translation>
    </message>
    <message>
        <source>the max stall must be at least 1, not {max_stall}</source>
        <translation>der maximale Stillstand muss mindestens 1 sein, nicht {max_stall}</translation>
    </message>
    <message>
        <source>the letter set is empty</source>
        <translation>die Buchstabenmenge ist leer</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters}</source>
        <translation>die Buchstabenmenge „{text}“ enthält {characters}: verwenden Sie die Buchstaben {letters}</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters} ({language})</source>
        <translation>die Buchstabenmenge „{text}“ enthält {characters}: verwenden Sie die Buchstaben {letters} ({language})</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <source>%n more error(s) since: see the log file.</source>
        <translation>
            <numerusform>Seitdem %n weiterer Fehler: siehe Protokolldatei.</numerusform>
            <numerusform>Seitdem %n weitere Fehler: siehe Protokolldatei.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are in the log file:&lt;br&gt;{log_file}&lt;br&gt;Please send it with a report of what you were doing.</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei:&lt;br&gt;{log_file}&lt;br&gt;Bitte senden Sie sie mit einer Beschreibung dessen, was Sie gerade getan haben.</translation>
    </message>
    <message>
        <source>No log file could be written ({problem}): the details are below.</source>
        <translation>Es konnte keine Protokolldatei geschrieben werden ({problem}): die Einzelheiten stehen unten.</translation>
    </message>
    <message>
        <source>batch mode</source>
        <translation>Stapelbetrieb</translation>
    </message>
    <message>
        <source>&lt;p&gt;Boggle hit an unexpected error: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;In Boggle ist ein unerwarteter Fehler aufgetreten: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game goes on; your rounds are saved as you play them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Spiel läuft weiter; Ihre Runden werden beim Spielen gespeichert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code</source>
        <translation>Spielcode</translation>
    </message>
    <message>
        <source>Friends who enter this code in New game (Ctrl+G) play the same board</source>
        <translation>Freunde, die diesen Code in Neues Spiel (Strg+G) eingeben, spielen dasselbe Brett</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <source>No game code</source>
        <translation>Kein Spielcode</translation>
    </message>
    <message>
        <source>This board has no game code: %1</source>
        <translation>Dieses Brett hat keinen Spielcode: %1</translation>
    </message>
    <message>
        <source>Game code &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Spielcode &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Friends who enter this code with Game &gt; Play a game code (Ctrl+G) play the same board</source>
        <translation>Freunde, die diesen Code mit Spiel &gt; Spielcode eingeben (Strg+G) eingeben, spielen dasselbe Brett</translation>
    </message>
    <message>
        <source>History is off: {problem}</source>
        <translation>Der Verlauf ist aus: {problem}</translation>
    </message>
    <message>
        <source>History database</source>
        <translation>Verlaufsdatenbank</translation>
    </message>
    <message>
        <source>History saved again.</source>
        <translation>Verlauf wieder gespeichert.</translation>
    </message>
</context>
<context>
    <name>GroupHistory</name>
    <message>
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>freundlich</translation>
    </message>
    <message>
        <source>Table game, {date}</source>
        <translation>Tischspiel, {date}</translation>
    </message>
    <message>
        <source>Network round hosted by {host}, {date}</source>
        <translation>Netzwerkrunde, ausgerichtet von {host}, {date}</translation>
    </message>
    <message>
        <source>Network round, {date}</source>
        <translation>Netzwerkrunde, {date}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Group rounds</source>
        <translation>Gruppenrunden</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Rundenergebnisse</translation>
    </message>
    <message>
        <source>Select a round to see every player&apos;s words and scores.</source>
        <translation>Wählen Sie eine Runde, um die Wörter und Punkte jedes Spielers zu sehen.</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>&amp;Alle Wörter zeigen</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>Als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>In „Brett &amp;lösen“ öffnen</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dieses Brett s&amp;pielen</translation>
    </message>
    <message>
        <source>The history is not available, so no group rounds can be shown.</source>
        <translation>Der Verlauf ist nicht verfügbar, daher können keine Gruppenrunden gezeigt werden.</translation>
    </message>
    <message>
        <source>Cannot read the group rounds: {problem}</source>
        <translation>Die Gruppenrunden können nicht gelesen werden: {problem}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>network ({host})</source>
        <translation>Netzwerk ({host})</translation>
    </message>
    <message>
        <source>No group rounds yet: score a table game (Tools &gt; Score a table game) and save it, or play a round together.</source>
        <translation>Noch keine Gruppenrunden: werten Sie ein Tischspiel (Werkzeuge &gt; Tischspiel werten) und speichern Sie es, oder spielen Sie eine Runde zusammen.</translation>
    </message>
    <message>
        <source>Cannot show this round: {problem}</source>
        <translation>Diese Runde kann nicht gezeigt werden: {problem}</translation>
    </message>
</context>
<context>
    <name>GroupHistoryDialog</name>
    <message>
        <source>Group rounds</source>
        <translation>Gruppenrunden</translation>
    </message>
</context>
<context>
    <name>GroupResults</name>
    <message>
        <source>{title}: classic rule</source>
        <translation>{title}: klassische Regel</translation>
    </message>
    <message>
        <source>Classic rule: a word found by two or more players scores for no one.</source>
        <translation>Klassische Regel: Ein Wort, das zwei oder mehr Spieler gefunden haben, zählt für niemanden.</translation>
    </message>
    <message>
        <source>{title}: friendly rule</source>
        <translation>{title}: freundliche Regel</translation>
    </message>
    <message>
        <source>Friendly rule: everyone keeps the points of every valid word.</source>
        <translation>Freundliche Regel: Jeder behält die Punkte jedes gültigen Worts.</translation>
    </message>
    <message>
        <source>Table game</source>
        <translation>Tischspiel</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{unique} unique, {shared} shared</source>
        <translation>{unique} allein, {shared} geteilt</translation>
    </message>
    <message>
        <source>The board holds &lt;b&gt;{words}&lt;/b&gt; words worth &lt;b&gt;{points}&lt;/b&gt; points; the players found {found} of them.</source>
        <translation>Das Brett enthält &lt;b&gt;{words}&lt;/b&gt; Wörter im Wert von &lt;b&gt;{points}&lt;/b&gt; Punkten; die Spieler haben {found} davon gefunden.</translation>
    </message>
    <message>
        <source>Every word (found ones in bold)</source>
        <translation>Alle Wörter (gefundene fett)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>move the tile cursor on the board</source>
        <translation>den Feldcursor auf dem Brett bewegen</translation>
    </message>
    <message>
        <source>add the tile under the cursor (select a tile after the round)</source>
        <translation>das Feld unter dem Cursor anfügen (nach der Runde ein Feld auswählen)</translation>
    </message>
    <message>
        <source>step back one tile</source>
        <translation>ein Feld zurück</translation>
    </message>
    <message>
        <source>clear the path / show all words</source>
        <translation>den Pfad löschen / alle Wörter zeigen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rules}&lt;/b&gt; (this game)</source>
        <translation>&lt;b&gt;{rules}&lt;/b&gt; (dieses Spiel)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Letters count as they are spelled: the Qu tile is two letters. A dash: too short to score.</source>
        <translation>Buchstaben zählen, wie sie geschrieben werden: Das Qu-Feld sind zwei Buchstaben. Ein Strich: zu kurz für Punkte.</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Würfelsatz</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Kürzestes Wort</translation>
    </message>
    <message>
        <source>This game: &lt;b&gt;{rules}&lt;/b&gt;, words of at least &lt;b&gt;{min_length}&lt;/b&gt; letters.</source>
        <translation>Dieses Spiel: &lt;b&gt;{rules}&lt;/b&gt;, Wörter mit mindestens &lt;b&gt;{min_length}&lt;/b&gt; Buchstaben.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>Find as many words as you can before the clock runs out. A word is spelled by a path of touching tiles: left, right, up, down or diagonal, each tile at most once per word. Type it and press Enter, or trace it on the board with the mouse or the keyboard. The word must be in the game&apos;s word list (no names, no abbreviations) and long enough for the dice set; each word counts once, however many paths spell it.</source>
        <translation>Finden Sie so viele Wörter wie möglich, bevor die Zeit abläuft. Ein Wort entsteht aus einem Pfad benachbarter Felder: links, rechts, oben, unten oder diagonal, jedes Feld höchstens einmal pro Wort. Tippen Sie es und drücken Sie die Eingabetaste, oder ziehen Sie es mit Maus oder Tastatur auf dem Brett nach. Das Wort muss in der Wörterliste des Spiels stehen (keine Namen, keine Abkürzungen) und lang genug für den Würfelsatz sein; jedes Wort zählt einmal, wie viele Pfade es auch bilden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qu&lt;/b&gt; is one tile and two letters: QUIT is three tiles and four letters. Type it as &lt;i&gt;qu&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Qu&lt;/b&gt; ist ein Feld und zwei Buchstaben: QUAL sind drei Felder und vier Buchstaben. Tippen Sie es als &lt;i&gt;qu&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>When the round ends, every word on the board is listed. Select or point at a word to see its path and its meaning; &lt;i&gt;Look it up online&lt;/i&gt; opens its Wiktionary page.</source>
        <translation>Am Ende der Runde werden alle Wörter des Bretts aufgelistet. Wählen Sie ein Wort aus oder zeigen Sie darauf, um seinen Pfad und seine Bedeutung zu sehen; &lt;i&gt;Online nachschlagen&lt;/i&gt; öffnet seine Wiktionary-Seite.</translation>
    </message>
    <message>
        <source>Shortest word per dice set</source>
        <translation>Kürzestes Wort je Würfelsatz</translation>
    </message>
    <message>
        <source>New game (Ctrl+N) can ask for longer words.</source>
        <translation>Neues Spiel (Strg+N) kann längere Wörter verlangen.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>After the round and in Solve a board, &lt;b&gt;Alt+U&lt;/b&gt; looks the selected word up online.</source>
        <translation>Nach der Runde und in Brett lösen schlägt &lt;b&gt;Alt+O&lt;/b&gt; das ausgewählte Wort online nach.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Boggle help</source>
        <translation>Boggle-Hilfe</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>{dice}, {timer}</source>
        <translation>{dice}, {timer}</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist}, {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist}, ab {min_length} Buchstaben</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist} (list version not recorded), {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist} (Listenversion nicht erfasst), ab {min_length} Buchstaben</translation>
    </message>
    <message>
        <source>This round is still in play: its words are shown in Solve a board once it is over (resume it, or end it, first).</source>
        <translation>Diese Runde läuft noch: ihre Wörter werden in „Brett lösen“ gezeigt, sobald sie vorbei ist (setzen Sie sie zuerst fort oder beenden Sie sie).</translation>
    </message>
    <message>
        <source>{wordlist}, {min_length}+</source>
        <translation>{wordlist}, {min_length}+</translation>
    </message>
    <message>
        <source>{wordlist} ({language}), {min_length}+</source>
        <translation>{wordlist} ({language}), {min_length}+</translation>
    </message>
    <message>
        <source>{list} (version not recorded)</source>
        <translation>{list} (Version nicht erfasst)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {problem}</source>
        <translation>{path} kann nicht geschrieben werden: {problem}</translation>
    </message>
    <message>
        <source>History and high scores</source>
        <translation>Verlauf und Bestenliste</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Of max</source>
        <translation>Vom Max.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>&amp;High scores</source>
        <translation>&amp;Bestenliste</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wörterliste</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Recent rounds</source>
        <translation>Letzte &amp;Runden</translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation>Runde an&amp;sehen</translation>
    </message>
    <message>
        <source>Your words, when you found them, your rejected guesses and every word of the board (double-click a round)</source>
        <translation>Ihre Wörter, wann Sie sie gefunden haben, Ihre abgelehnten Versuche und alle Wörter des Bretts (Doppelklick auf eine Runde)</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>In „Brett &amp;lösen“ öffnen</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>Wörter &amp;kopieren</translation>
    </message>
    <message>
        <source>The selected round&apos;s words and rejected guesses, tab-separated</source>
        <translation>Wörter und abgelehnte Versuche der gewählten Runde, durch Tabulatoren getrennt</translation>
    </message>
    <message>
        <source>Export &amp;words…</source>
        <translation>&amp;Wörter exportieren…</translation>
    </message>
    <message>
        <source>E&amp;xport rounds…</source>
        <translation>Runden e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Every round of the history as CSV: date, board, dice, word list, timer, score, words…</source>
        <translation>Alle Runden des Verlaufs als CSV: Datum, Brett, Würfel, Wörterliste, Zeit, Punkte, Wörter…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dieses Brett s&amp;pielen</translation>
    </message>
    <message>
        <source>A new round on the selected round&apos;s board, with its word list and rules</source>
        <translation>Eine neue Runde auf dem Brett der gewählten Runde, mit ihrer Wörterliste und ihren Regeln</translation>
    </message>
    <message>
        <source>Gro&amp;up rounds…</source>
        <translation>&amp;Gruppenrunden…</translation>
    </message>
    <message>
        <source>Network rounds and scored table games: every player&apos;s words and scores</source>
        <translation>Netzwerkrunden und gewertete Tischspiele: Wörter und Punkte jedes Spielers</translation>
    </message>
    <message>
        <source>Select a round first.</source>
        <translation>Wählen Sie zuerst eine Runde.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>Diese Runde kann nicht geöffnet werden: {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>Das Brett dieser Runde kann nicht gespielt werden: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses of the round of {date} to the clipboard.</source>
        <translation>
            <numerusform>%n Wort und {guesses} abgelehnte Versuche der Runde vom {date} in die Zwischenablage kopiert.</numerusform>
            <numerusform>%n Wörter und {guesses} abgelehnte Versuche der Runde vom {date} in die Zwischenablage kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>Wörter der Runde exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Saved the words of the round of {date} to {path}.</source>
        <translation>Wörter der Runde vom {date} in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>Runden exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) to {path}.</source>
        <translation>
            <numerusform>%n Runde in {path} gespeichert.</numerusform>
            <numerusform>%n Runden in {path} gespeichert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a round</source>
        <translation>Runde ausrichten</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Ihr Name, wie die anderen ihn sehen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Wörter&amp;liste:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Wertung:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Round length:</source>
        <translation>&amp;Rundenlänge:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>beliebiger freier Port</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Everyone on the &amp;local network (the round is advertised)</source>
        <translation>Alle im &amp;lokalen Netzwerk (die Runde wird angekündigt)</translation>
    </message>
    <message>
        <source>This &amp;machine only (other windows of this computer)</source>
        <translation>Nur dieser &amp;Computer (andere Fenster dieses Rechners)</translation>
    </message>
    <message>
        <source>Who can join:</source>
        <translation>Wer mitspielen kann:</translation>
    </message>
    <message>
        <source>none: anyone who finds the round can join</source>
        <translation>keins: wer die Runde findet, kann mitspielen</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Raum-Pass&amp;wort:</translation>
    </message>
    <message>
        <source>no spectators</source>
        <translation>keine Zuschauer</translation>
    </message>
    <message>
        <source>People who watch the clock and the players without playing</source>
        <translation>Leute, die Uhr und Spieler verfolgen, ohne mitzuspielen</translation>
    </message>
    <message>
        <source>S&amp;pectators at most:</source>
        <translation>Höchstens &amp;Zuschauer:</translation>
    </message>
    <message>
        <source>Start each round when every player is &amp;ready</source>
        <translation>Jede Runde starten, wenn alle Spieler &amp;bereit sind</translation>
    </message>
    <message>
        <source>none: rounds start at once</source>
        <translation>keiner: Runden starten sofort</translation>
    </message>
    <message>
        <source>&amp;Countdown before a round:</source>
        <translation>&amp;Countdown vor einer Runde:</translation>
    </message>
    <message>
        <source>optional: the rounds play this code&apos;s boards, one after another</source>
        <translation>optional: die Runden spielen die Bretter dieses Codes nacheinander</translation>
    </message>
    <message>
        <source>Game &amp;code:</source>
        <translation>Spiel&amp;code:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Ausrichten</translation>
    </message>
</context>
<context>
    <name>InterfaceLanguage</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>&amp;Sprache der Oberfläche</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Sprache der Oberfläche</translation>
    </message>
    <message>
        <source>The interface will speak {language} from the next start of Boggle.</source>
        <translation>Die Oberfläche spricht ab dem nächsten Start von Boggle {language}.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a round</source>
        <translation>Einer Runde beitreten</translation>
    </message>
    <message>
        <source>ROUNDS ON THE LOCAL NETWORK</source>
        <translation>RUNDEN IM LOKALEN NETZWERK</translation>
    </message>
    <message>
        <source>Rounds found</source>
        <translation>Gefundene Runden</translation>
    </message>
    <message>
        <source>or type the host&apos;s address, e.g. 192.168.1.5:{port}</source>
        <translation>oder die Adresse des Gastgebers eingeben, z. B. 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Ihr Name, wie die anderen ihn sehen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>Your list checks words as you type; the host&apos;s list decides</source>
        <translation>Ihre Liste prüft Wörter beim Tippen; die Liste des Gastgebers entscheidet</translation>
    </message>
    <message>
        <source>Your &amp;word list:</source>
        <translation>Ihre &amp;Wörterliste:</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Raum-Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Join as a &amp;spectator (watch the round without playing)</source>
        <translation>Als &amp;Zuschauer beitreten (die Runde verfolgen, ohne zu spielen)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>Looking for rounds…</source>
        <translation>Suche nach Runden…</translation>
    </message>
    <message>
        <source>Looking for rounds on the network is off; type the host&apos;s address.</source>
        <translation>Die Suche nach Runden im Netzwerk ist aus; geben Sie die Adresse des Gastgebers ein.</translation>
    </message>
    <message>
        <source>{round} (another version of the app)</source>
        <translation>{round} (eine andere Version der App)</translation>
    </message>
    <message>
        <source>This round speaks protocol version {theirs}; this app speaks version {ours}. Use the same version of the app to join.</source>
        <translation>Diese Runde spricht Protokollversion {theirs}; diese App spricht Version {ours}. Verwenden Sie dieselbe Version der App, um beizutreten.</translation>
    </message>
    <message>
        <source>{round} (password)</source>
        <translation>{round} (Passwort)</translation>
    </message>
    <message>
        <source>No rounds found yet; still looking… (or type the host&apos;s address)</source>
        <translation>Noch keine Runden gefunden; Suche läuft… (oder die Adresse des Gastgebers eingeben)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) found; still looking…</source>
        <translation>
            <numerusform>%n Runde gefunden; Suche läuft…</numerusform>
            <numerusform>%n Runden gefunden; Suche läuft…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot look for rounds on the network ({problem}); type the host&apos;s address.</source>
        <translation>Runden im Netzwerk können nicht gesucht werden ({problem}); geben Sie die Adresse des Gastgebers ein.</translation>
    </message>
    <message>
        <source>this round has a password</source>
        <translation>diese Runde hat ein Passwort</translation>
    </message>
    <message>
        <source>only if the round has one</source>
        <translation>nur, wenn die Runde eines hat</translation>
    </message>
    <message>
        <source>Address: {problem}</source>
        <translation>Adresse: {problem}</translation>
    </message>
    <message>
        <source>This round has a password: type it to join.</source>
        <translation>Diese Runde hat ein Passwort: Geben Sie es ein, um beizutreten.</translation>
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
        <translation>Buchstaben {letters}, q ist Qu.</translation>
    </message>
    <message>
        <source>Letters {letters}.</source>
        <translation>Buchstaben {letters}.</translation>
    </message>
    <message>
        <source>Letters {letters}, q is Qu; {accented} counts as {plain}: type accents or not.</source>
        <translation>Buchstaben {letters}, q ist Qu; {accented} zählt als {plain}: Akzente tippen oder nicht.</translation>
    </message>
    <message>
        <source>Letters {letters}; {accented} counts as {plain}: type accents or not.</source>
        <translation>Buchstaben {letters}; {accented} zählt als {plain}: Akzente tippen oder nicht.</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face)</source>
        <translation>Buchstaben Zeile für Zeile, z. B. {example} (Q oder QU für das Qu-Feld)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell)</source>
        <translation>Buchstaben Zeile für Zeile, z. B. {example} (ein Buchstabe je Feld)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face; letters {letters})</source>
        <translation>Buchstaben Zeile für Zeile, z. B. {example} (Q oder QU für das Qu-Feld; Buchstaben {letters})</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell; letters {letters})</source>
        <translation>Buchstaben Zeile für Zeile, z. B. {example} (ein Buchstabe je Feld; Buchstaben {letters})</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The board&apos;s letters, the dice and the word lists of a language</source>
        <translation>Die Buchstaben des Bretts, die Würfel und die Wörterlisten einer Sprache</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
</context>
<context>
    <name>LengthTable</name>
    <message>
        <source>LETTERS</source>
        <translation>BUCHST.</translation>
    </message>
    <message>
        <source>FOUND</source>
        <translation>GEFUNDEN</translation>
    </message>
    <message>
        <source>OF</source>
        <translation>VON</translation>
    </message>
    <message numerus="yes">
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n Buchstabe</numerusform>
            <numerusform>%n Buchstaben</numerusform>
        </translation>
    </message>
    <message>
        <source>{length} letters</source>
        <translation>{length} Buchstaben</translation>
    </message>
    <message>
        <source>{letters}: {found} found</source>
        <translation>{letters}: {found} gefunden</translation>
    </message>
    <message>
        <source>{letters}: {found} found of {total}</source>
        <translation>{letters}: {found} von {total} gefunden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>A round is in progress. End it and start a new one?</source>
        <translation>Eine Runde läuft. Beenden und eine neue beginnen?</translation>
    </message>
    <message>
        <source>Round in progress</source>
        <translation>Runde läuft</translation>
    </message>
    <message>
        <source>Bad board</source>
        <translation>Ungültiges Brett</translation>
    </message>
    <message>
        <source>No game code to copy: start a round first.</source>
        <translation>Kein Spielcode zum Kopieren: Beginnen Sie zuerst eine Runde.</translation>
    </message>
    <message>
        <source>Copied the game code %1: friends play it with Ctrl+G.</source>
        <translation>Spielcode %1 kopiert: Freunde spielen ihn mit Strg+G.</translation>
    </message>
    <message>
        <source>Play a game code</source>
        <translation>Spielcode spielen</translation>
    </message>
    <message>
        <source>Game code (from Game &gt; Copy game code):</source>
        <translation>Spielcode (aus Spiel &gt; Spielcode kopieren):</translation>
    </message>
    <message>
        <source>Another version of the word list</source>
        <translation>Eine andere Version der Wörterliste</translation>
    </message>
    <message>
        <source>Your word list %1 is not the file this code was made with (another version?): words and scores may differ from your friend&apos;s. Play anyway?</source>
        <translation>Ihre Wörterliste %1 ist nicht die Datei, mit der dieser Code erstellt wurde (eine andere Version?): Wörter und Punkte können von denen Ihres Freundes abweichen. Trotzdem spielen?</translation>
    </message>
    <message>
        <source>{game} · {word_list} · {min_length}+ LETTERS · {timer}</source>
        <translation>{game} · {word_list} · {min_length}+ BUCHSTABEN · {timer}</translation>
    </message>
    <message>
        <source>Solver failed: %1</source>
        <translation>Der Löser ist gescheitert: %1</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>Die Zeit ist um!</translation>
    </message>
    <message>
        <source>Paused
Ctrl+P or a click to resume</source>
        <translation>Pause
Strg+P oder ein Klick zum Fortsetzen</translation>
    </message>
    <message>
        <source>Paused: the clock is stopped.</source>
        <translation>Pause: Die Uhr steht.</translation>
    </message>
    <message>
        <source>Paused while you were away
Ctrl+P or a click to resume</source>
        <translation>Pause, während Sie weg waren
Strg+P oder ein Klick zum Fortsetzen</translation>
    </message>
    <message>
        <source>Paused by itself while the game was in the background: the clock is stopped.</source>
        <translation>Von selbst pausiert, während das Spiel im Hintergrund war: Die Uhr steht.</translation>
    </message>
    <message>
        <source>Paused while another window is open
Close it to play on</source>
        <translation>Pausiert, solange ein anderes Fenster offen ist
Schließen Sie es, um weiterzuspielen</translation>
    </message>
    <message>
        <source>Paused while another of the game&apos;s windows is open: the clock is stopped.</source>
        <translation>Pausiert, solange ein anderes Fenster des Spiels offen ist: Die Uhr steht.</translation>
    </message>
    <message>
        <source>★ New high score for %1, %2!</source>
        <translation>★ Neuer Rekord für %1, %2!</translation>
    </message>
    <message>
        <source>Resume round?</source>
        <translation>Runde fortsetzen?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points. Resume it?</source>
        <translation>Eine Runde wurde mit {words} Wörtern und {score} Punkten unterbrochen. Fortsetzen?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points and {time} left. Resume it?</source>
        <translation>Eine Runde wurde mit {words} Wörtern, {score} Punkten und {time} Restzeit unterbrochen. Fortsetzen?</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Fortsetzen nicht möglich</translation>
    </message>
    <message>
        <source>Round in play</source>
        <translation>Runde läuft</translation>
    </message>
    <message>
        <source>This board is being played: its words are shown when the round is over.</source>
        <translation>Dieses Brett wird gerade gespielt: Seine Wörter werden nach der Runde gezeigt.</translation>
    </message>
    <message>
        <source>Added the %1 word list %2; pick it in New game (Ctrl+N).</source>
        <translation>Wörterliste %2 (%1) hinzugefügt; wählen Sie sie in Neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <source>Tool not available</source>
        <translation>Werkzeug nicht verfügbar</translation>
    </message>
    <message>
        <source>%1 is not available in this build (%2: %3).</source>
        <translation>%1 ist in dieser Ausgabe nicht verfügbar (%2: %3).</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Es gibt keine Datei %1.</translation>
    </message>
    <message>
        <source>Quit mid-round?</source>
        <translation>Mitten in der Runde beenden?</translation>
    </message>
    <message>
        <source>A round is in progress. Quit now? The round is saved and you can resume it next time.</source>
        <translation>Eine Runde läuft. Jetzt beenden? Die Runde wird gespeichert und Sie können sie beim nächsten Mal fortsetzen.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Play t&amp;ogether</source>
        <translation>&amp;Zusammen spielen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Roll again</source>
        <translation>Noch&amp;mal würfeln</translation>
    </message>
    <message>
        <source>Play a &amp;game code…</source>
        <translation>Spielcode ein&amp;geben…</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Spielcode &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>Runde b&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Solve a board…</source>
        <translation>Brett &amp;lösen…</translation>
    </message>
    <message>
        <source>&amp;History and high scores…</source>
        <translation>&amp;Verlauf und Rekorde…</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>Wörterliste &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Dark appearance</source>
        <translation>&amp;Dunkle Darstellung</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>&amp;Turn dice faces</source>
        <translation>Würfelseiten d&amp;rehen</translation>
    </message>
    <message>
        <source>&amp;Pause when in the background</source>
        <translation>Im Hintergrund &amp;pausieren</translation>
    </message>
    <message>
        <source>Focus &amp;word entry</source>
        <translation>Zur &amp;Worteingabe</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Zum &amp;Brett</translation>
    </message>
    <message>
        <source>Focus the word &amp;list</source>
        <translation>Zur Wörter&amp;liste</translation>
    </message>
    <message>
        <source>&amp;Filter words</source>
        <translation>Wörter &amp;filtern</translation>
    </message>
    <message>
        <source>&amp;Host a round…</source>
        <translation>Runde &amp;ausrichten…</translation>
    </message>
    <message>
        <source>&amp;Join a round…</source>
        <translation>Runde bei&amp;treten…</translation>
    </message>
    <message>
        <source>&amp;Rules, scoring and shortcuts</source>
        <translation>&amp;Regeln, Punkte und Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber Boggle</translation>
    </message>
    <message>
        <source>S&amp;ort revealed words by</source>
        <translation>Aufgedeckte Wörter s&amp;ortieren nach</translation>
    </message>
    <message>
        <source>{action} ({shortcut})</source>
        <translation>{action} ({shortcut})</translation>
    </message>
</context>
<context>
    <name>NetReasons</name>
    <message>
        <source>the host speaks another version of the game&apos;s protocol</source>
        <translation>der Gastgeber spricht eine andere Version des Spielprotokolls</translation>
    </message>
    <message>
        <source>the round is full</source>
        <translation>die Runde ist voll</translation>
    </message>
    <message>
        <source>the host removed you from the room</source>
        <translation>der Gastgeber hat Sie aus dem Raum entfernt</translation>
    </message>
    <message>
        <source>wrong or missing room password</source>
        <translation>falsches oder fehlendes Raumpasswort</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>die Verbindung wurde geschlossen</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>die Verbindung ist abgebrochen</translation>
    </message>
    <message>
        <source>the host stopped answering</source>
        <translation>der Gastgeber antwortet nicht mehr</translation>
    </message>
    <message>
        <source>the connection closed (code {code})</source>
        <translation>die Verbindung wurde geschlossen (Code {code})</translation>
    </message>
    <message>
        <source>no host answers at that address</source>
        <translation>unter dieser Adresse antwortet kein Gastgeber</translation>
    </message>
    <message>
        <source>the host did not answer in time</source>
        <translation>der Gastgeber hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>this is not a host address</source>
        <translation>das ist keine Adresse eines Gastgebers</translation>
    </message>
    <message>
        <source>the host refused the connection</source>
        <translation>der Gastgeber hat die Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>the host has too many connections opening; try again in a moment</source>
        <translation>beim Gastgeber werden gerade zu viele Verbindungen geöffnet; versuchen Sie es gleich noch einmal</translation>
    </message>
    <message>
        <source>too many wrong passwords from this computer: the host turns it away for a minute</source>
        <translation>zu viele falsche Passwörter von diesem Computer: Der Gastgeber weist ihn eine Minute lang ab</translation>
    </message>
    <message>
        <source>cannot reach the host</source>
        <translation>der Gastgeber ist nicht erreichbar</translation>
    </message>
    <message>
        <source>{cause}; gave up reconnecting</source>
        <translation>{cause}; keine weiteren Verbindungsversuche</translation>
    </message>
    <message>
        <source>the round it was typed in is over</source>
        <translation>die Runde dieses Wortes ist vorbei</translation>
    </message>
    <message>
        <source>too many words are waiting to be sent</source>
        <translation>zu viele Wörter warten darauf, gesendet zu werden</translation>
    </message>
    <message>
        <source>an error in this app ended the connection</source>
        <translation>ein Fehler in dieser App hat die Verbindung beendet</translation>
    </message>
    <message>
        <source>you joined again from another window or computer</source>
        <translation>Sie sind von einem anderen Fenster oder Computer aus erneut beigetreten</translation>
    </message>
    <message>
        <source>this app did not keep up with the host&apos;s messages</source>
        <translation>diese App kam mit den Nachrichten des Gastgebers nicht mit</translation>
    </message>
    <message>
        <source>this app sent far too many messages</source>
        <translation>diese App hat viel zu viele Nachrichten gesendet</translation>
    </message>
    <message>
        <source>you left the round</source>
        <translation>Sie haben die Runde verlassen</translation>
    </message>
    <message>
        <source>this app did not introduce itself in time</source>
        <translation>diese App hat sich nicht rechtzeitig angemeldet</translation>
    </message>
    <message>
        <source>the host heard nothing from this app for too long</source>
        <translation>der Gastgeber hat zu lange nichts von dieser App gehört</translation>
    </message>
    <message>
        <source>this app sent too many messages the host cannot read</source>
        <translation>diese App hat zu viele Nachrichten gesendet, die der Gastgeber nicht lesen kann</translation>
    </message>
    <message>
        <source>the host stopped the round&apos;s server</source>
        <translation>der Gastgeber hat den Server der Runde gestoppt</translation>
    </message>
    <message>
        <source>the host cannot read a message from this app</source>
        <translation>der Gastgeber kann eine Nachricht dieser App nicht lesen</translation>
    </message>
    <message>
        <source>a message from this app was too big</source>
        <translation>eine Nachricht dieser App war zu groß</translation>
    </message>
    <message>
        <source>the host reads text messages only</source>
        <translation>der Gastgeber liest nur Textnachrichten</translation>
    </message>
    <message>
        <source>the host does not take that kind of message</source>
        <translation>der Gastgeber nimmt diese Art von Nachricht nicht an</translation>
    </message>
    <message>
        <source>this app has not joined the round yet</source>
        <translation>diese App ist der Runde noch nicht beigetreten</translation>
    </message>
    <message>
        <source>this connection has joined already</source>
        <translation>diese Verbindung ist bereits beigetreten</translation>
    </message>
    <message>
        <source>too many messages at once: some were dropped</source>
        <translation>zu viele Nachrichten auf einmal: Einige wurden verworfen</translation>
    </message>
    <message>
        <source>no round is being played</source>
        <translation>es wird gerade keine Runde gespielt</translation>
    </message>
    <message>
        <source>you have entered as many words as a round allows</source>
        <translation>Sie haben so viele Wörter eingegeben, wie eine Runde erlaubt</translation>
    </message>
    <message>
        <source>spectators watch: they do not enter words or get ready</source>
        <translation>Zuschauer schauen nur zu, ohne Wörter einzugeben oder sich bereit zu melden</translation>
    </message>
    <message>
        <source>the host called the countdown off</source>
        <translation>der Gastgeber hat den Countdown abgebrochen</translation>
    </message>
    <message>
        <source>too few players are left</source>
        <translation>es sind zu wenige Spieler übrig</translation>
    </message>
    <message>
        <source>{player} is not ready any more</source>
        <translation>{player} ist nicht mehr bereit</translation>
    </message>
    <message numerus="yes">
        <source>{cause}; gave up after %n reconnection attempt(s)</source>
        <translation>
            <numerusform>{cause}; Wiederverbinden nach %n Versuch aufgegeben</numerusform>
            <numerusform>{cause}; Wiederverbinden nach %n Versuchen aufgegeben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Classic: a word two or more players found scores for no one</source>
        <translation>Klassisch: ein Wort, das zwei oder mehr Spieler fanden, zählt für niemanden</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Freundlich: alle behalten ihre Punkte</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s) - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n Spieler - {address}</numerusform>
            <numerusform>{who}: {board} - %n Spieler - {address}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s), {state} - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n Spieler, {state} - {address}</numerusform>
            <numerusform>{who}: {board} - %n Spieler, {state} - {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the host&apos;s address (as shown in the host&apos;s window), or pick a round from the list.</source>
        <translation>Geben Sie die Adresse des Gastgebers ein (wie in seinem Fenster gezeigt), oder wählen Sie eine Runde aus der Liste.</translation>
    </message>
    <message>
        <source>{text} is not an address: type it as 192.168.1.5:{port}</source>
        <translation>{text} ist keine Adresse: geben Sie sie als 192.168.1.5:{port} ein</translation>
    </message>
    <message>
        <source>Port {port} is not in 1..65535.</source>
        <translation>Port {port} liegt nicht in 1..65535.</translation>
    </message>
    <message>
        <source>{host} is not a host name or address.</source>
        <translation>{host} ist kein Hostname und keine Adresse.</translation>
    </message>
    <message>
        <source>Your name: {problem}</source>
        <translation>Ihr Name: {problem}</translation>
    </message>
    <message>
        <source>Game code: {problem}</source>
        <translation>Spielcode: {problem}</translation>
    </message>
    <message>
        <source>Game code: this code holds one fixed board, not a series of boards.</source>
        <translation>Spielcode: Dieser Code enthält ein festes Brett, keine Folge von Brettern.</translation>
    </message>
    <message>
        <source>Game code: it is a game in {theirs}; the round is in {ours}.</source>
        <translation>Spielcode: Er ist ein Spiel auf {theirs}; die Runde ist auf {ours}.</translation>
    </message>
</context>
<context>
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation>
            <numerusform>Der Runde erneut als %1 beigetreten; Ihre Wörter beim Gastgeber: %n.</numerusform>
            <numerusform>Der Runde erneut als %1 beigetreten; Ihre Wörter beim Gastgeber: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>sent again…</source>
        <translation>erneut gesendet…</translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation>
            <numerusform>Der Runde erneut als %1 beigetreten; Ihre Wörter beim Gastgeber: %2; erneut gesendet, Urteile folgen: %n.</numerusform>
            <numerusform>Der Runde erneut als %1 beigetreten; Ihre Wörter beim Gastgeber: %2; erneut gesendet, Urteile folgen: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>not received by the host</source>
        <translation>vom Gastgeber nicht empfangen</translation>
    </message>
    <message>
        <source>%1: never reached the host (%2)</source>
        <translation>%1: hat den Gastgeber nie erreicht (%2)</translation>
    </message>
    <message>
        <source>The round is over. Choose the next board and press Next round.</source>
        <translation>Die Runde ist vorbei. Wählen Sie das nächste Brett und drücken Sie Nächste Runde.</translation>
    </message>
    <message>
        <source>The round is over. Press I&apos;m ready for the next round.</source>
        <translation>Die Runde ist vorbei. Drücken Sie Ich bin bereit für die nächste Runde.</translation>
    </message>
    <message>
        <source>The round was not saved to History: %1</source>
        <translation>Die Runde wurde nicht im Verlauf gespeichert: %1</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Im &amp;Verlauf speichern</translation>
    </message>
    <message>
        <source>Host a round</source>
        <translation>Runde ausrichten</translation>
    </message>
    <message>
        <source>Join a round</source>
        <translation>Einer Runde beitreten</translation>
    </message>
    <message>
        <source>&amp;Start round</source>
        <translation>Runde &amp;starten</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>Runde &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Warten auf den Gastgeber</translation>
    </message>
    <message>
        <source>TIME LEFT (HOST&apos;S CLOCK)</source>
        <translation>RESTZEIT (UHR DES GASTGEBERS)</translation>
    </message>
    <message>
        <source>YOUR POINTS SO FAR</source>
        <translation>IHRE PUNKTE BISHER</translation>
    </message>
    <message>
        <source>YOUR WORDS</source>
        <translation>IHRE WÖRTER</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Host&apos;s verdict</source>
        <translation>Urteil des Gastgebers</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Your words</source>
        <translation>Ihre Wörter</translation>
    </message>
    <message>
        <source>Loading word list {wordlist}…</source>
        <translation>Wörterliste {wordlist} wird geladen…</translation>
    </message>
    <message>
        <source>Cannot host: the word list does not load ({problem}).</source>
        <translation>Ausrichten nicht möglich: die Wörterliste lädt nicht ({problem}).</translation>
    </message>
    <message>
        <source>Your word list does not load ({problem}); words are checked by the host only.</source>
        <translation>Ihre Wörterliste lädt nicht ({problem}); Wörter prüft nur der Gastgeber.</translation>
    </message>
    <message>
        <source>Starting the round&apos;s server…</source>
        <translation>Server der Runde wird gestartet…</translation>
    </message>
    <message>
        <source>port {port} is already in use; host again with another port (or any free port)</source>
        <translation>Port {port} ist schon belegt; richten Sie erneut mit einem anderen Port aus (oder einem beliebigen freien)</translation>
    </message>
    <message>
        <source>Cannot host the round: {problem}</source>
        <translation>Die Runde kann nicht ausgerichtet werden: {problem}</translation>
    </message>
    <message>
        <source>Players on the local network join at  {address}</source>
        <translation>Spieler im lokalen Netzwerk treten bei unter  {address}</translation>
    </message>
    <message>
        <source>Players on this machine join at  {address}</source>
        <translation>Spieler auf diesem Computer treten bei unter  {address}</translation>
    </message>
    <message>
        <source>YOU HOST THIS ROUND</source>
        <translation>SIE RICHTEN DIESE RUNDE AUS</translation>
    </message>
    <message>
        <source>{seconds} S</source>
        <translation>{seconds} S</translation>
    </message>
    <message>
        <source>The round&apos;s server has stopped; close this window and host again.</source>
        <translation>Der Server der Runde ist gestoppt; schließen Sie dieses Fenster und richten Sie erneut aus.</translation>
    </message>
    <message>
        <source>The round is not advertised on the network ({problem}); players can still join at {address}.</source>
        <translation>Die Runde wird im Netzwerk nicht angekündigt ({problem}); Spieler können trotzdem unter {address} beitreten.</translation>
    </message>
    <message>
        <source>JOINING {address} AS {name}</source>
        <translation>BEITRITT ZU {address} ALS {name}</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Verbindung zu {address}…</translation>
    </message>
    <message>
        <source>Cannot play in this round: {problem}</source>
        <translation>In dieser Runde kann nicht gespielt werden: {problem}</translation>
    </message>
    <message>
        <source>You are no longer connected to the round.</source>
        <translation>Sie sind nicht mehr mit der Runde verbunden.</translation>
    </message>
    <message>
        <source>The host sent a setup this app cannot read ({problem}).</source>
        <translation>Der Gastgeber sandte eine Einstellung, die diese App nicht lesen kann ({problem}).</translation>
    </message>
    <message>
        <source>{rule} · {setup}</source>
        <translation>{rule} · {setup}</translation>
    </message>
    <message>
        <source>The host sent a board this app cannot show ({problem}).</source>
        <translation>Der Gastgeber sandte ein Brett, das diese App nicht zeigen kann ({problem}).</translation>
    </message>
    <message>
        <source>WATCHING THE ROUND AT {address} AS {name}</source>
        <translation>SIE SEHEN DER RUNDE BEI {address} ZU ALS {name}</translation>
    </message>
    <message>
        <source>PLAYING IN THE ROUND AT {address} AS {name}</source>
        <translation>SPIEL IN DER RUNDE UNTER {address} ALS {name}</translation>
    </message>
    <message>
        <source>Watching as {name}: you see the clock, the players and the results; you do not play.</source>
        <translation>Sie schauen als {name} zu: Sie sehen die Uhr, die Spieler und die Ergebnisse; Sie spielen nicht mit.</translation>
    </message>
    <message>
        <source>Press Start round, or I&apos;m ready: the round starts when every player is ready.</source>
        <translation>Drücken Sie Runde starten oder Ich bin bereit: Die Runde startet, wenn alle Spieler bereit sind.</translation>
    </message>
    <message>
        <source>Press Start round when everyone has joined.</source>
        <translation>Drücken Sie Runde starten, wenn alle beigetreten sind.</translation>
    </message>
    <message>
        <source>You host this round.</source>
        <translation>Sie richten diese Runde aus.</translation>
    </message>
    <message>
        <source>Joined as {name}. Press I&apos;m ready when you are: the round starts when every player is.</source>
        <translation>Als {name} beigetreten. Drücken Sie Ich bin bereit, wenn Sie so weit sind: Die Runde startet, wenn alle bereit sind.</translation>
    </message>
    <message>
        <source>Joined as {name}. Waiting for the host to start the round.</source>
        <translation>Als {name} beigetreten. Warten, bis der Gastgeber die Runde startet.</translation>
    </message>
    <message>
        <source>Joined as {name}.</source>
        <translation>Als {name} beigetreten.</translation>
    </message>
    <message>
        <source>Your word list ({mine}) differs from the host&apos;s ({theirs}): the host&apos;s list decides. Yours only checks words as you type.</source>
        <translation>Ihre Wörterliste ({mine}) weicht von der des Gastgebers ({theirs}) ab: die Liste des Gastgebers entscheidet. Ihre prüft nur Wörter beim Tippen.</translation>
    </message>
    <message>
        <source>The round has started.</source>
        <translation>Die Runde hat begonnen.</translation>
    </message>
    <message>
        <source>The round has started: find words!</source>
        <translation>Die Runde hat begonnen: finden Sie Wörter!</translation>
    </message>
    <message>
        <source>The host&apos;s results cannot be read ({problem}).</source>
        <translation>Die Ergebnisse des Gastgebers können nicht gelesen werden ({problem}).</translation>
    </message>
    <message>
        <source>checking… (in your list)</source>
        <translation>wird geprüft… (in Ihrer Liste)</translation>
    </message>
    <message>
        <source>{word}: in your list, checking with the host…</source>
        <translation>{word}: in Ihrer Liste, wird beim Gastgeber geprüft…</translation>
    </message>
    <message>
        <source>checking… ({verdict})</source>
        <translation>wird geprüft… ({verdict})</translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation>{word}: {verdict}</translation>
    </message>
    <message>
        <source>The countdown was called off: {reason}</source>
        <translation>Der Countdown wurde abgebrochen: {reason}</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>Warten auf Spieler</translation>
    </message>
    <message numerus="yes">
        <source>The next round starts in %n second(s)…</source>
        <translation>
            <numerusform>Die nächste Runde beginnt in %n Sekunde…</numerusform>
            <numerusform>Die nächste Runde beginnt in %n Sekunden…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round starts in
%n second(s)</source>
        <translation>
            <numerusform>Die Runde startet in
%n Sekunde</numerusform>
            <numerusform>Die Runde startet in
%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>The host says: {message}</source>
        <translation>Der Gastgeber sagt: {message}</translation>
    </message>
    <message>
        <source>The host sent something this app cannot read; it was ignored ({problem}).</source>
        <translation>Der Gastgeber sandte etwas, das diese App nicht lesen kann; es wurde ignoriert ({problem}).</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting, try {attempt}…</source>
        <translation>Verbindung zum Gastgeber verloren ({reason}); neuer Versuch {attempt}…</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting…</source>
        <translation>Verbindung zum Gastgeber verloren ({reason}); Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>The host removed you from the room; you cannot join it again as the same player.</source>
        <translation>Der Gastgeber hat Sie aus dem Raum entfernt; Sie können nicht als derselbe Spieler wieder beitreten.</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>die Verbindung wurde beendet</translation>
    </message>
    <message>
        <source>Disconnected from the round: {reason}.</source>
        <translation>Von der Runde getrennt: {reason}.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer: the host turns it away for a minute. Wait, then type the password and join again.</source>
        <translation>Zu viele falsche Passwörter von diesem Computer: Der Gastgeber weist ihn eine Minute lang ab. Warten Sie, geben Sie dann das Passwort ein und treten Sie erneut bei.</translation>
    </message>
    <message>
        <source>This room has a password: type it and join again.</source>
        <translation>Dieser Raum hat ein Passwort: Geben Sie es ein und treten Sie erneut bei.</translation>
    </message>
    <message>
        <source>Wrong password for this room: type it again and join again.</source>
        <translation>Falsches Passwort für diesen Raum: Geben Sie es noch einmal ein und treten Sie erneut bei.</translation>
    </message>
    <message>
        <source>Start the next round on the board chosen beside</source>
        <translation>Die nächste Runde auf dem daneben gewählten Brett starten</translation>
    </message>
    <message>
        <source>&amp;Call off</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Call off the countdown to the next round</source>
        <translation>Den Countdown zur nächsten Runde abbrechen</translation>
    </message>
    <message>
        <source>I&apos;m &amp;ready</source>
        <translation>Ich bin &amp;bereit</translation>
    </message>
    <message>
        <source>The round starts when every player is ready</source>
        <translation>Die Runde startet, wenn alle Spieler bereit sind</translation>
    </message>
    <message>
        <source>Press Start round
when everyone has joined</source>
        <translation>Drücken Sie Runde starten,
wenn alle beigetreten sind</translation>
    </message>
    <message>
        <source>Waiting for the host
The board appears when the round starts</source>
        <translation>Warten auf den Gastgeber
Das Brett erscheint, wenn die Runde beginnt</translation>
    </message>
    <message>
        <source>Time is up: waiting for the host&apos;s results…</source>
        <translation>Die Zeit ist um: warten auf die Ergebnisse des Gastgebers…</translation>
    </message>
    <message>
        <source>{word}: already entered</source>
        <translation>{word}: schon eingegeben</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: sent</source>
        <translation>{word}: gesendet</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <source>The server refused: {problem}</source>
        <translation>Der Server lehnte ab: {problem}</translation>
    </message>
    <message>
        <source>{name} was removed from the room.</source>
        <translation>{name} wurde aus dem Raum entfernt.</translation>
    </message>
    <message>
        <source>{name} is not in the room any more.</source>
        <translation>{name} ist nicht mehr im Raum.</translation>
    </message>
    <message>
        <source>You are ready: the round starts when every player is.</source>
        <translation>Sie sind bereit: Die Runde startet, wenn alle Spieler es sind.</translation>
    </message>
    <message>
        <source>You are not ready any more.</source>
        <translation>Sie sind nicht mehr bereit.</translation>
    </message>
    <message>
        <source>The round is over. The host starts the next round.</source>
        <translation>Die Runde ist vorbei. Der Gastgeber startet die nächste Runde.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Saved to history</source>
        <translation>Im Verlauf gespeichert</translation>
    </message>
    <message>
        <source>Close the round?</source>
        <translation>Runde schließen?</translation>
    </message>
    <message>
        <source>You host this round: closing the window ends it for everyone in it (%1). Close it?</source>
        <translation>Sie richten diese Runde aus: das Schließen des Fensters beendet sie für alle darin (%1). Schließen?</translation>
    </message>
    <message>
        <source>Play together</source>
        <translation>Zusammen spielen</translation>
    </message>
    <message>
        <source>Leave the round you are in?</source>
        <translation>Die aktuelle Runde verlassen?</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed time</source>
        <translation>Feste Zeit</translation>
    </message>
    <message>
        <source>The classic round: the clock runs down once.</source>
        <translation>Die klassische Runde: Die Uhr läuft einmal ab.</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Ohne Zeit</translation>
    </message>
    <message>
        <source>No clock: end the round with Ctrl+E.</source>
        <translation>Keine Uhr: Beenden Sie die Runde mit Strg+E.</translation>
    </message>
    <message>
        <source>Time per word</source>
        <translation>Zeit je Wort</translation>
    </message>
    <message>
        <source>Each new word adds the bonus to the clock.</source>
        <translation>Jedes neue Wort gibt der Uhr den Bonus dazu.</translation>
    </message>
    <message>
        <source>Time per letter</source>
        <translation>Zeit je Buchstabe</translation>
    </message>
    <message>
        <source>Each new word adds the bonus for each of its letters.</source>
        <translation>Jedes neue Wort gibt den Bonus für jeden seiner Buchstaben dazu.</translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Auffüllen</translation>
    </message>
    <message>
        <source>Each new word refills the clock: find one before it runs out.</source>
        <translation>Jedes neue Wort füllt die Uhr wieder auf: Finden Sie eins, bevor sie abläuft.</translation>
    </message>
    <message>
        <source>A bundled word list is called “{name}”: rename your file (for example {name}-mine.txt) and add it again.</source>
        <translation>Eine mitgelieferte Wörterliste heißt „{name}“: Benennen Sie Ihre Datei um (zum Beispiel {name}-meine.txt) und fügen Sie sie erneut hinzu.</translation>
    </message>
    <message>
        <source>A different word list named “{name}” already exists in {folder}: rename the file and try again.</source>
        <translation>Eine andere Wörterliste namens „{name}“ gibt es schon in {folder}: Benennen Sie die Datei um und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Cannot copy {file} into {folder}: {problem}</source>
        <translation>{file} kann nicht nach {folder} kopiert werden: {problem}</translation>
    </message>
    <message>
        <source>Add word list</source>
        <translation>Wörterliste hinzufügen</translation>
    </message>
    <message>
        <source>Add a word list in {language}</source>
        <translation>Wörterliste hinzufügen ({language})</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Wörterlisten (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot add word list</source>
        <translation>Wörterliste kann nicht hinzugefügt werden</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>Liste &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Wörter&amp;liste:</translation>
    </message>
    <message>
        <source>Timer mode</source>
        <translation>Uhrmodus</translation>
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
        <translation>Bonussekunden</translation>
    </message>
    <message>
        <source>&amp;Timer:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <source>From the &amp;rules</source>
        <translation>Nach den &amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Minimum letters:</source>
        <translation>&amp;Mindestlänge:</translation>
    </message>
    <message>
        <source>Turn dice faces randomly, like real dice</source>
        <translation>Würfelseiten zufällig drehen, wie echte Würfel</translation>
    </message>
    <message>
        <source>Avoid poor &amp;boards: at least</source>
        <translation>Schwache &amp;Bretter meiden: mindestens</translation>
    </message>
    <message>
        <source> words</source>
        <translation> Wörter</translation>
    </message>
    <message>
        <source>Least words</source>
        <translation>Mindestzahl Wörter</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>Least points</source>
        <translation>Mindestzahl Punkte</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Empty: roll a new board. Or paste a friend&apos;s code, e.g. {code}</source>
        <translation>Leer: neues Brett würfeln. Oder den Code eines Freundes einfügen, z. B. {code}</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spielcode</translation>
    </message>
    <message>
        <source>A game code deals the same board with the same dice, word list, rules and timer on any machine (Game &gt; Copy game code)</source>
        <translation>Ein Spielcode gibt auf jedem Rechner dasselbe Brett mit denselben Würfeln, derselben Wörterliste, denselben Regeln und derselben Uhr (Spiel &gt; Spielcode kopieren)</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>Spiel&amp;code:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>this is a challenge code: enter it with Game &gt; Play a game code (Ctrl+G)</source>
        <translation>dies ist ein Herausforderungscode: geben Sie ihn mit Spiel &gt; Spielcode eingeben (Strg+G) ein</translation>
    </message>
    <message>
        <source>Game code: {problem}.</source>
        <translation>Spielcode: {problem}.</translation>
    </message>
    <message>
        <source>The timer needs at least one second (or choose Untimed).</source>
        <translation>Die Uhr braucht mindestens eine Sekunde (oder wählen Sie Ohne Zeit).</translation>
    </message>
</context>
<context>
    <name>Ordinal</name>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
</context>
<context>
    <name>PasswordRow</name>
    <message>
        <source>the room&apos;s password</source>
        <translation>das Passwort des Raums</translation>
    </message>
    <message>
        <source>Room password</source>
        <translation>Raum-Passwort</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Join again</source>
        <translation>Erneut &amp;beitreten</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Solving the board…</source>
        <translation>Brett wird gelöst…</translation>
    </message>
    <message>
        <source>WORDS FOUND ({count})</source>
        <translation>GEFUNDENE WÖRTER ({count})</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Gefundene Wörter</translation>
    </message>
    <message numerus="yes">
        <source>Found %n word(s) · solving the board…</source>
        <translation>
            <numerusform>%n Wort gefunden · Brett wird gelöst…</numerusform>
            <numerusform>%n Wörter gefunden · Brett wird gelöst…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found {found} of %n word(s) · {score} of {max_score} points</source>
        <translation>
            <numerusform>{found} von %n Wort gefunden · {score} von {max_score} Punkten</numerusform>
            <numerusform>{found} von %n Wörtern gefunden · {score} von {max_score} Punkten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerEditor</name>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Diesen Spieler entfernen</translation>
    </message>
    <message>
        <source>Remove player {number}</source>
        <translation>Spieler {number} entfernen</translation>
    </message>
    <message>
        <source>Words: one a line, or separated by spaces or commas</source>
        <translation>Wörter: eines pro Zeile, oder durch Leerzeichen oder Kommas getrennt</translation>
    </message>
    <message>
        <source>Player {number} words</source>
        <translation>Wörter von Spieler {number}</translation>
    </message>
</context>
<context>
    <name>PlayerRating</name>
    <message numerus="yes">
        <source>Your own rating appears after {minimum} finished rounds of this game (%n so far).</source>
        <translation>
            <numerusform>Ihre eigene Wertung erscheint nach {minimum} beendeten Runden dieses Spiels (bisher %n).</numerusform>
            <numerusform>Ihre eigene Wertung erscheint nach {minimum} beendeten Runden dieses Spiels (bisher %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Ihre beste von {rounds} Runden dieses Spiels: besser als {share} % der anderen.</numerusform>
            <numerusform>Ihre beste von {rounds} Runden dieses Spiels: besser als {share} % der %n anderen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Ihre {rank}-beste von {rounds} Runden dieses Spiels: besser als {share} % der anderen.</numerusform>
            <numerusform>Ihre {rank}-beste von {rounds} Runden dieses Spiels: besser als {share} % der %n anderen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>PLAYERS</source>
        <translation>SPIELER</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>Spieler &amp;entfernen…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Points in all</source>
        <translation>Punkte insgesamt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (Sie)</translation>
    </message>
    <message>
        <source> (away)</source>
        <translation> (weg)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message numerus="yes">
        <source>Watching (%n): {names}</source>
        <translation>
            <numerusform>Zuschauer (%n): {names}</numerusform>
            <numerusform>Zuschauer (%n): {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Niemand schaut zu.</translation>
    </message>
    <message>
        <source>Remove {name} from the room…</source>
        <translation>{name} aus dem Raum entfernen…</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Einen Spieler entfernen</translation>
    </message>
    <message>
        <source>Remove {name} from the room? Their words leave this round, and they cannot join again as the same player.</source>
        <translation>{name} aus dem Raum entfernen? Seine Wörter verlassen diese Runde, und er kann nicht als derselbe Spieler wieder beitreten.</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Cannot play this board</source>
        <translation>Dieses Brett kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>Cannot play this game code</source>
        <translation>Dieser Spielcode kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>Word list missing</source>
        <translation>Wörterliste fehlt</translation>
    </message>
</context>
<context>
    <name>RematchChoice</name>
    <message>
        <source>Board of the next round</source>
        <translation>Brett der nächsten Runde</translation>
    </message>
    <message>
        <source>a new board</source>
        <translation>ein neues Brett</translation>
    </message>
    <message>
        <source>the same board again</source>
        <translation>dasselbe Brett noch einmal</translation>
    </message>
    <message>
        <source>the next board of the game code</source>
        <translation>das nächste Brett des Spielcodes</translation>
    </message>
    <message>
        <source>Host with a game code to play its boards</source>
        <translation>Mit einem Spielcode hosten, um seine Bretter zu spielen</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>RESULTS</source>
        <translation>ERGEBNISSE</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Unique words</source>
        <translation>Eigene Wörter</translation>
    </message>
    <message>
        <source>Shared (struck out)</source>
        <translation>Geteilt (gestrichen)</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>Nicht gezählt</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>STANDINGS</source>
        <translation>GESAMTWERTUNG</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Standings across the rounds</source>
        <translation>Gesamtwertung über die Runden</translation>
    </message>
    <message>
        <source>EVERY WORD OF THE BOARD</source>
        <translation>ALLE WÖRTER DES BRETTS</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Im &amp;Verlauf speichern</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>Gefunden von</translation>
    </message>
    <message>
        <source>Every word of the board</source>
        <translation>Alle Wörter des Bretts</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WINS WITH {best}</source>
        <translation>ERGEBNISSE · {rule} · {winners} GEWINNT MIT {best}</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WIN WITH {best}</source>
        <translation>ERGEBNISSE · {rule} · {winners} GEWINNEN MIT {best}</translation>
    </message>
    <message>
        <source> AND </source>
        <translation> UND </translation>
    </message>
    <message>
        <source>RESULTS · {rule}</source>
        <translation>ERGEBNISSE · {rule}</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (Sie)</translation>
    </message>
    <message>
        <source>Found by two or more players: these score for no one</source>
        <translation>Von zwei oder mehr Spielern gefunden: sie zählen für niemanden</translation>
    </message>
    <message>
        <source>Found by two or more players</source>
        <translation>Von zwei oder mehr Spielern gefunden</translation>
    </message>
    <message numerus="yes">
        <source>STANDINGS AFTER %n ROUND(S)</source>
        <translation>
            <numerusform>GESAMTWERTUNG NACH %n RUNDE</numerusform>
            <numerusform>GESAMTWERTUNG NACH %n RUNDEN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Word ({count}, %n point(s))</source>
        <translation>
            <numerusform>Wort ({count}, %n Punkt)</numerusform>
            <numerusform>Wort ({count}, %n Punkte)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{milliseconds} ms</source>
        <translation>{milliseconds} ms</translation>
    </message>
    <message>
        <source>Open a results file (Open results…) to see what a run found.</source>
        <translation>Öffnen Sie eine Ergebnisdatei (Ergebnisse öffnen…), um zu sehen, was ein Lauf gefunden hat.</translation>
    </message>
    <message>
        <source>Results status</source>
        <translation>Ergebnisstatus</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>Lesen stoppen</translation>
    </message>
    <message>
        <source>Stop reading the file (the file is never changed)</source>
        <translation>Das Lesen der Datei stoppen (die Datei wird nie verändert)</translation>
    </message>
    <message>
        <source>Run header</source>
        <translation>Lauf-Kopf</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Gefundene Bretter</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Boards in the results file</source>
        <translation>Bretter in der Ergebnisdatei</translation>
    </message>
    <message>
        <source>Open &amp;board</source>
        <translation>&amp;Brett öffnen</translation>
    </message>
    <message>
        <source>Show the selected board in Solve a board, scored with the run&apos;s list</source>
        <translation>Das gewählte Brett in „Brett lösen“ zeigen, gewertet mit der Liste des Laufs</translation>
    </message>
    <message>
        <source>Play t&amp;his board</source>
        <translation>Dieses Brett s&amp;pielen</translation>
    </message>
    <message>
        <source>Start a round on the selected board with the run&apos;s list</source>
        <translation>Eine Runde auf dem gewählten Brett mit der Liste des Laufs starten</translation>
    </message>
    <message>
        <source>Time per class: open a results file.</source>
        <translation>Zeit pro Klasse: öffnen Sie eine Ergebnisdatei.</translation>
    </message>
    <message>
        <source>Bound per level (root, then after each force):</source>
        <translation>Schranke pro Ebene (Wurzel, dann nach jedem Erzwingen):</translation>
    </message>
    <message>
        <source>level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>90%</source>
        <translation>90 %</translation>
    </message>
    <message>
        <source>max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Bound per level</source>
        <translation>Schranke pro Ebene</translation>
    </message>
    <message>
        <source>Slowest {count} classes:</source>
        <translation>Die {count} langsamsten Klassen:</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>root bound</source>
        <translation>Wurzelschranke</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>Bretter</translation>
    </message>
    <message>
        <source>class id</source>
        <translation>Klassen-Nr.</translation>
    </message>
    <message>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Slowest classes</source>
        <translation>Langsamste Klassen</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wird gelesen…</translation>
    </message>
    <message>
        <source>Cannot open: {problem}</source>
        <translation>Öffnen nicht möglich: {problem}</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged. Still showing {file}.</source>
        <translation>Lesen gestoppt; die Datei ist unverändert. Weiterhin wird {file} gezeigt.</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged.</source>
        <translation>Lesen gestoppt; die Datei ist unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes of {total} canonical ({share}%), %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} von {total} kanonischen Klassen ({share} %), %n Brett ab {threshold}</numerusform>
            <numerusform>{file}: {classes} von {total} kanonischen Klassen ({share} %), %n Bretter ab {threshold}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes, %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} Klassen, %n Brett ab {threshold}</numerusform>
            <numerusform>{file}: {classes} Klassen, %n Bretter ab {threshold}</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · last line torn (a run was killed while writing it): skipped, file unchanged</source>
        <translation>{summary} · letzte Zeile abgerissen (ein Lauf wurde beim Schreiben beendet): übersprungen, Datei unverändert</translation>
    </message>
    <message>
        <source>here: {path}</source>
        <translation>hier: {path}</translation>
    </message>
    <message>
        <source>not found on this machine: choose it as the Word list and open the file again to open its boards</source>
        <translation>auf diesem Computer nicht gefunden: wählen Sie sie als Wörterliste und öffnen Sie die Datei erneut, um ihre Bretter zu öffnen</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (named in the file)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (in der Datei genannt)</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (recognised from the class ids)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (an den Klassen-Nummern erkannt)</translation>
    </message>
    <message>
        <source>unknown (classes from a file, or a partition this window does not know)</source>
        <translation>unbekannt (Klassen aus einer Datei, oder eine Aufteilung, die dieses Fenster nicht kennt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{size}&lt;/b&gt;, threshold &lt;b&gt;{threshold}&lt;/b&gt;, {rules} rules, {method} method, word list &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</source>
        <translation>&lt;b&gt;{size}&lt;/b&gt;, Schwelle &lt;b&gt;{threshold}&lt;/b&gt;, Regeln {rules}, Methode {method}, Wörterliste &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</translation>
    </message>
    <message>
        <source>{run} · language {language}</source>
        <translation>{run} · Sprache {language}</translation>
    </message>
    <message>
        <source>Partition: {partition}</source>
        <translation>Aufteilung: {partition}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; of {total}</source>
        <translation>Erledigte Klassen: &lt;b&gt;{classes}&lt;/b&gt; von {total}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; (total unknown)</source>
        <translation>Erledigte Klassen: &lt;b&gt;{classes}&lt;/b&gt; (Gesamtzahl unbekannt)</translation>
    </message>
    <message>
        <source>{done}, broken in {unions} unions</source>
        <translation>{done}, in {unions} Vereinigungen gebrochen</translation>
    </message>
    <message>
        <source>{done} · {unforced} broken at the root (bound below {threshold}) · time in classes {time} · {nodes} tree nodes · file {file_size} MiB: {path}</source>
        <translation>{done} · {unforced} an der Wurzel gebrochen (Schranke unter {threshold}) · Zeit in Klassen {time} · {nodes} Baumknoten · Datei {file_size} MiB: {path}</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Gefundene Bretter: {count}</translation>
    </message>
    <message>
        <source>Time per class</source>
        <translation>Zeit pro Klasse</translation>
    </message>
    <message>
        <source>seconds (log scale)</source>
        <translation>Sekunden (log. Skala)</translation>
    </message>
    <message>
        <source>Time per class histogram</source>
        <translation>Histogramm der Zeit pro Klasse</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes, median {median}, max {max})</source>
        <translation>Zeit pro Klasse ({classes} Klassen, Median {median}, Max. {max})</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes)</source>
        <translation>Zeit pro Klasse ({classes} Klassen)</translation>
    </message>
    <message>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>force {number}</source>
        <translation>Erzwingen {number}</translation>
    </message>
    <message>
        <source>union of {count}</source>
        <translation>Vereinigung von {count}</translation>
    </message>
    <message>
        <source>Slowest {count} classes (a union of classes broken as one counts once):</source>
        <translation>Die {count} langsamsten Klassen (eine als Ganzes gebrochene Vereinigung zählt einmal):</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alphabet</translation>
    </message>
    <message>
        <source>Found first</source>
        <translation>Gefundene zuerst</translation>
    </message>
    <message>
        <source>Sort the words (Alt+S)</source>
        <translation>Wörter sortieren (Alt+S)</translation>
    </message>
    <message>
        <source>&amp;Sort:</source>
        <translation>&amp;Sortieren:</translation>
    </message>
    <message>
        <source>Filter words (Ctrl+F)</source>
        <translation>Wörter filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Buchst.</translation>
    </message>
    <message>
        <source>All words of the board</source>
        <translation>Alle Wörter des Bretts</translation>
    </message>
    <message>
        <source>✓ found</source>
        <translation>✓ gefunden</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verpasst</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE, CONTAINING “{text}” (Esc: every tile)</source>
        <translation>{shown} VON {total} WÖRTERN ÜBER DAS FELD {tile}, MIT „{text}“ (Esc: alle Felder)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE (Esc: every tile)</source>
        <translation>{shown} VON {total} WÖRTERN ÜBER DAS FELD {tile} (Esc: alle Felder)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS CONTAINING “{text}”</source>
        <translation>{shown} VON {total} WÖRTERN MIT „{text}“</translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message>
        <source>Round of {date}: {board}</source>
        <translation>Runde vom {date}: {board}</translation>
    </message>
    <message>
        <source>{date} · {game} · {list} letters · {status}</source>
        <translation>{date} · {game} · {list} Buchstaben · {status}</translation>
    </message>
    <message>
        <source>&amp;All words</source>
        <translation>&amp;Alle Wörter</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>&amp;Your words ({count})</source>
        <translation>&amp;Ihre Wörter ({count})</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>&amp;Rejected guesses ({count})</source>
        <translation>Abgelehnte &amp;Versuche ({count})</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>In „Brett &amp;lösen“ öffnen</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>Wörter &amp;kopieren</translation>
    </message>
    <message>
        <source>Your words and rejected guesses, tab-separated, to the clipboard</source>
        <translation>Ihre Wörter und abgelehnten Versuche, durch Tabulatoren getrennt, in die Zwischenablage</translation>
    </message>
    <message>
        <source>&amp;Export words…</source>
        <translation>Wörter &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dieses Brett s&amp;pielen</translation>
    </message>
    <message>
        <source>A new round on this board, with the word list and rules it was played with</source>
        <translation>Eine neue Runde auf diesem Brett, mit der Wörterliste und den Regeln, mit denen es gespielt wurde</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} · played {clock}</source>
        <translation>Wörter: &lt;b&gt;{found}&lt;/b&gt; von {words} · Punkte: &lt;b&gt;{score}&lt;/b&gt; von {max_score} · gespielt {clock}</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; · points: &lt;b&gt;{score}&lt;/b&gt; · played {clock}</source>
        <translation>Wörter: &lt;b&gt;{found}&lt;/b&gt; · Punkte: &lt;b&gt;{score}&lt;/b&gt; · gespielt {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{longest}&lt;/b&gt; · rejected guesses: {guesses}</source>
        <translation>Ihr längstes Wort: &lt;b&gt;{longest}&lt;/b&gt; · abgelehnte Versuche: {guesses}</translation>
    </message>
    <message>
        <source>found {clock} into the round</source>
        <translation>gefunden nach {clock} der Runde</translation>
    </message>
    <message>
        <source>Every word of the board cannot be listed: {problem}. Your words and guesses are shown as stored.</source>
        <translation>Nicht alle Wörter des Bretts können aufgelistet werden: {problem}. Ihre Wörter und Versuche werden wie gespeichert gezeigt.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>Diese Runde kann nicht geöffnet werden: {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>Das Brett dieser Runde kann nicht gespielt werden: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses to the clipboard.</source>
        <translation>
            <numerusform>%n Wort und {guesses} abgelehnte Versuche in die Zwischenablage kopiert.</numerusform>
            <numerusform>%n Wörter und {guesses} abgelehnte Versuche in die Zwischenablage kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>Wörter der Runde exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Saved the round&apos;s words to {path}.</source>
        <translation>Wörter der Runde in {path} gespeichert.</translation>
    </message>
</context>
<context>
    <name>RoundStarter</name>
    <message>
        <source>Loading word list %1…</source>
        <translation>Wörterliste %1 wird geladen…</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>Wörterliste kann nicht geladen werden</translation>
    </message>
    <message>
        <source>%1

Choose another word list in New game (Ctrl+N).</source>
        <translation>%1

Wählen Sie in Neues Spiel (Strg+N) eine andere Wörterliste.</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words and {points} points…</source>
        <translation>Suche ein Brett mit mindestens {words} Wörtern und {points} Punkten…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words…</source>
        <translation>Suche ein Brett mit mindestens {words} Wörtern…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {points} points…</source>
        <translation>Suche ein Brett mit mindestens {points} Punkten…</translation>
    </message>
    <message>
        <source>None of %1 boards rolled had at least %2 words and %3 points: this is the closest (%4 words, %5 points). Lower the bar in New game (Ctrl+N).</source>
        <translation>Keines der %1 gewürfelten Bretter hatte mindestens %2 Wörter und %3 Punkte: Dies ist das nächste (%4 Wörter, %5 Punkte). Senken Sie die Schwelle in Neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <source>Cannot deal a board</source>
        <translation>Kein Brett möglich</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Press Ctrl+N for a new game, Ctrl+R to roll with the last settings</source>
        <translation>Strg+N für ein neues Spiel, Strg+R zum Würfeln mit den letzten Einstellungen</translation>
    </message>
    <message numerus="yes">
        <source>Round over: &lt;b&gt;%n&lt;/b&gt; point(s). Solving the board…</source>
        <translation>
            <numerusform>Runde vorbei: &lt;b&gt;%n&lt;/b&gt; Punkt. Brett wird gelöst…</numerusform>
            <numerusform>Runde vorbei: &lt;b&gt;%n&lt;/b&gt; Punkte. Brett wird gelöst…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} ({words_share}) · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} ({score_share})</source>
        <translation>Wörter: &lt;b&gt;{found}&lt;/b&gt; von {words} ({words_share}) · Punkte: &lt;b&gt;{score}&lt;/b&gt; von {max_score} ({score_share})</translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{yours}&lt;/b&gt; · longest on the board: &lt;b&gt;{longest}&lt;/b&gt;</source>
        <translation>Ihr längstes Wort: &lt;b&gt;{yours}&lt;/b&gt; · längstes auf dem Brett: &lt;b&gt;{longest}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile to list its words.</source>
        <translation>Wort wählen: sein Pfad; Feld klicken: seine Wörter.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>big</source>
        <translation>groß</translation>
    </message>
    <message>
        <source>superbig</source>
        <translation>sehr groß</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>4x4 table, words of 3+ letters</source>
        <translation>4x4-Tabelle, Wörter ab 3 Buchstaben</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Big Boggle)</source>
        <translation>4x4-Tabelle, Wörter ab 4 Buchstaben (Big Boggle)</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Super Big Boggle)</source>
        <translation>4x4-Tabelle, Wörter ab 4 Buchstaben (Super Big Boggle)</translation>
    </message>
    <message>
        <source>one point per word of 3+ letters</source>
        <translation>ein Punkt je Wort ab 3 Buchstaben</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>{wordlist} ({language}), {rules} rules, {size}</source>
        <translation>{wordlist} ({language}), Regeln {rules}, {size}</translation>
    </message>
    <message>
        <source>{wordlist}, {rules} rules, {size}</source>
        <translation>{wordlist}, Regeln {rules}, {size}</translation>
    </message>
    <message>
        <source>{setup}, {min_length}+ letters</source>
        <translation>{setup}, ab {min_length} Buchstaben</translation>
    </message>
</context>
<context>
    <name>SolveWindow</name>
    <message>
        <source>Solve a board</source>
        <translation>Brett lösen</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Buchstaben des Bretts</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>Spra&amp;che:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Wörter&amp;liste:</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>Wörterliste &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Add a word list file in the board&apos;s language and score with it</source>
        <translation>Eine Wörterlisten-Datei in der Sprache des Bretts hinzufügen und damit werten</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dieses Brett s&amp;pielen</translation>
    </message>
    <message>
        <source>Start a round on this board in the game window, with its word list</source>
        <translation>Eine Runde auf diesem Brett im Spielfenster starten, mit seiner Wörterliste</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Gewertet mit</translation>
    </message>
    <message>
        <source>Cannot solve this board: {problem}</source>
        <translation>Dieses Brett kann nicht gelöst werden: {problem}</translation>
    </message>
    <message>
        <source>Cannot solve this board: it is {size} but was sent as a {sent} board</source>
        <translation>Dieses Brett kann nicht gelöst werden: es ist {size}, wurde aber als {sent}-Brett gesendet</translation>
    </message>
    <message>
        <source>Scored with {setup}</source>
        <translation>Gewertet mit {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {size}</source>
        <translation>Gewertet mit {wordlist}, Regeln {rules}, {size}</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Wird gelöst…</translation>
    </message>
    <message>
        <source>{words}, {points} ({setup})</source>
        <translation>{words}, {points} ({setup})</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; word(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; Wort</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; Punkt</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · longest &lt;b&gt;{word}&lt;/b&gt;</source>
        <translation>{summary} · längstes &lt;b&gt;{word}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile (or arrows + Space) for its words.</source>
        <translation>Wählen Sie ein Wort, um seinen Weg zu sehen; klicken Sie auf ein Feld (oder Pfeile + Leertaste) für seine Wörter.</translation>
    </message>
    <message>
        <source>Cannot solve: {problem}</source>
        <translation>Lösen nicht möglich: {problem}</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Boggle is already running: handed over to it</source>
        <translation>Boggle läuft bereits: die Anfrage wurde übergeben</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <source>Boggle is already running (%1) but does not answer. Close it, or end that process, then start Boggle again. (Its lock file is %2.)</source>
        <translation>Boggle läuft bereits (%1), antwortet aber nicht. Schließen Sie es oder beenden Sie diesen Prozess und starten Sie Boggle dann erneut. (Seine Sperrdatei ist %2.)</translation>
    </message>
    <message>
        <source>Boggle</source>
        <translation>Boggle</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>{problem}

Using the bundled list instead.</source>
        <translation>{problem}

Stattdessen wird die mitgelieferte Liste verwendet.</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>Wörterliste kann nicht geladen werden</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation>Wörterliste wird geladen…</translation>
    </message>
    <message>
        <source>Preparing the solver (compiled once, on the first start)…</source>
        <translation>Löser wird vorbereitet (einmalig beim ersten Start kompiliert)…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>boards</source>
        <translation>Bretter</translation>
    </message>
    <message>
        <source>sampled boards</source>
        <translation>gezogene Bretter</translation>
    </message>
    <message>
        <source>log-normal fit</source>
        <translation>Log-Normal-Anpassung</translation>
    </message>
    <message>
        <source>No sample yet: choose the dice and press Sample boards.</source>
        <translation>Noch keine Stichprobe: wählen Sie die Würfel und drücken Sie Bretter ziehen.</translation>
    </message>
    <message>
        <source>Board statistics</source>
        <translation>Brettstatistik</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Würfelsatz</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wörterliste</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Andere Liste…</translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation>Anzahl der Bretter</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Zufallsstartwert</translation>
    </message>
    <message>
        <source>&amp;Sample boards</source>
        <translation>Bretter &amp;ziehen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Ab&amp;brechen</translation>
    </message>
    <message>
        <source>&amp;Open best board</source>
        <translation>Bestes Brett ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Show the highest-scoring board of the sample in the solver</source>
        <translation>Das punktstärkste Brett der Stichprobe im Löser zeigen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Wörter&amp;liste:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>B&amp;retter:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <source>Choose a language, its dice and a word list, then sample boards.</source>
        <translation>Wählen Sie eine Sprache, ihre Würfel und eine Wörterliste, dann ziehen Sie Bretter.</translation>
    </message>
    <message>
        <source>Points per board</source>
        <translation>Punkte pro Brett</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Words per board</source>
        <translation>Wörter pro Brett</translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation>verschiedene Wörter</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>Points of a board to rate</source>
        <translation>Punkte eines zu bewertenden Bretts</translation>
    </message>
    <message>
        <source>A board of</source>
        <translation>Ein Brett mit</translation>
    </message>
    <message>
        <source>Better than</source>
        <translation>Besser als</translation>
    </message>
    <message>
        <source>{count} letters</source>
        <translation>{count} Buchstaben</translation>
    </message>
    <message>
        <source>word length</source>
        <translation>Wortlänge</translation>
    </message>
    <message>
        <source>boards with one</source>
        <translation>Bretter mit einem</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Common words</source>
        <translation>Häufige Wörter</translation>
    </message>
    <message>
        <source>Word lengths</source>
        <translation>Wortlängen</translation>
    </message>
    <message>
        <source>How many distinct boards can these dice roll?</source>
        <translation>Wie viele verschiedene Bretter können diese Würfel ergeben?</translation>
    </message>
    <message>
        <source>Random grids:</source>
        <translation>Zufallsgitter:</translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation>Sch&amp;ätzen</translation>
    </message>
    <message>
        <source>Random letter grids are tested for whether some placement of the dice shows them; the rollable share times letters^cells (26 letters in English, each language its own), divided by the 8 rotations and reflections, estimates the number of distinct boards (95% Wilson interval).</source>
        <translation>Zufällige Buchstabengitter werden geprüft, ob eine Lage der Würfel sie zeigt; der würfelbare Anteil mal Buchstaben^Felder (26 Buchstaben im Englischen, jede Sprache ihre eigenen), geteilt durch die 8 Drehungen und Spiegelungen, schätzt die Zahl verschiedener Bretter (95-%-Wilson-Intervall).</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Board count</source>
        <translation>Brettanzahl</translation>
    </message>
    <message>
        <source>Sampling {count} boards of {dice} in {language}…</source>
        <translation>{count} Bretter {dice} auf {language} werden gezogen…</translation>
    </message>
    <message>
        <source>Testing {count} random grids…</source>
        <translation>{count} Zufallsgitter werden geprüft…</translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Fehlgeschlagen: {problem}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>standard deviation</source>
        <translation>Standardabweichung</translation>
    </message>
    <message>
        <source>{ordinal} percentile</source>
        <translation>{ordinal} Perzentil</translation>
    </message>
    <message>
        <source>log-normal fit: median</source>
        <translation>Log-Normal-Anpassung: Median</translation>
    </message>
    <message>
        <source>log-normal fit: sigma</source>
        <translation>Log-Normal-Anpassung: Sigma</translation>
    </message>
    <message>
        <source>boards scoring 0</source>
        <translation>Bretter mit 0 Punkten</translation>
    </message>
    <message>
        <source>best board</source>
        <translation>bestes Brett</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>dice / word list</source>
        <translation>Würfel / Wörterliste</translation>
    </message>
    <message>
        <source>{wordlist} ({rules})</source>
        <translation>{wordlist} ({rules})</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>{count} boards of {dice} with {wordlist} ({language}): mean {points} points, {words} words ({rate} boards/s).</source>
        <translation>{count} Bretter {dice} mit {wordlist} ({language}): im Mittel {points} Punkte, {words} Wörter ({rate} Bretter/s).</translation>
    </message>
    <message>
        <source>(sample boards first: then see how many of them a board of these points beats)</source>
        <translation>(erst Bretter ziehen: dann sehen, wie viele davon ein Brett mit diesen Punkten schlägt)</translation>
    </message>
    <message>
        <source>is better than all {count} {dice} boards sampled.</source>
        <translation>ist besser als alle {count} gezogenen Bretter {dice}.</translation>
    </message>
    <message>
        <source>is better than {share}% of {count} {dice} boards.</source>
        <translation>ist besser als {share} % von {count} Brettern {dice}.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>random grids tested</source>
        <translation>geprüfte Zufallsgitter</translation>
    </message>
    <message>
        <source>rollable</source>
        <translation>würfelbar</translation>
    </message>
    <message>
        <source>95% interval of the share</source>
        <translation>95-%-Intervall des Anteils</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>share × {letters}^{cells} / {symmetries}</source>
        <translation>Anteil × {letters}^{cells} / {symmetries}</translation>
    </message>
    <message>
        <source>distinct boards</source>
        <translation>verschiedene Bretter</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>no rollable grid sampled: only the upper end is informative</source>
        <translation>kein würfelbares Gitter gezogen: nur die Obergrenze ist aussagekräftig</translation>
    </message>
    <message>
        <source>About {boards} distinct boards ({share}% of random grids can be rolled).</source>
        <translation>Etwa {boards} verschiedene Bretter ({share} % der Zufallsgitter sind würfelbar).</translation>
    </message>
</context>
<context>
    <name>TableScorer</name>
    <message>
        <source>The board is {size} but its word list and rules came with a {sent} board.</source>
        <translation>Das Brett ist {size}, aber seine Wörterliste und Regeln kamen mit einem {sent}-Brett.</translation>
    </message>
    <message>
        <source>Score a table game</source>
        <translation>Tischspiel werten</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Buchstaben des Bretts</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Zu werfende Würfel</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wörterliste</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Roll a board with the chosen dice</source>
        <translation>Ein Brett mit den gewählten Würfeln werfen</translation>
    </message>
    <message>
        <source>From &amp;Solve a board</source>
        <translation>Aus „Brett &amp;lösen“</translation>
    </message>
    <message>
        <source>Take the board shown in Solve a board, with its word list and rules</source>
        <translation>Das in „Brett lösen“ gezeigte Brett übernehmen, mit seiner Wörterliste und seinen Regeln</translation>
    </message>
    <message>
        <source>Word &amp;list:</source>
        <translation>Wörter&amp;liste:</translation>
    </message>
    <message>
        <source>{rules} ({description})</source>
        <translation>{rules} ({description})</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Wertungsregeln</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;geln:</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Kürzestes Wort</translation>
    </message>
    <message>
        <source>&amp;Min letters:</source>
        <translation>&amp;Min. Buchstaben:</translation>
    </message>
    <message>
        <source>Classic: shared words cross out</source>
        <translation>Klassisch: geteilte Wörter werden gestrichen</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Freundlich: alle behalten ihre Punkte</translation>
    </message>
    <message>
        <source>Group rule</source>
        <translation>Gruppenregel</translation>
    </message>
    <message>
        <source>&amp;Group rule:</source>
        <translation>Gr&amp;uppenregel:</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Gewertet mit</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>&amp;Werten</translation>
    </message>
    <message>
        <source>Score every list ({shortcut})</source>
        <translation>Jede Liste werten ({shortcut})</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>&amp;Alle Wörter zeigen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Type each player&apos;s words above and press Score.</source>
        <translation>Geben Sie oben die Wörter jedes Spielers ein und drücken Sie Werten.</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>Als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Als P&amp;DF speichern…</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Im &amp;Verlauf speichern</translation>
    </message>
    <message>
        <source>Open in Sol&amp;ve a board</source>
        <translation>In „Brett lösen“ &amp;öffnen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Two players are called {name}: give each a name of their own.</source>
        <translation>Zwei Spieler heißen {name}: geben Sie jedem einen eigenen Namen.</translation>
    </message>
    <message>
        <source>Solve a board shows no solved board: open it (Game &gt; Solve a board), type a board, and press Solve first.</source>
        <translation>„Brett lösen“ zeigt kein gelöstes Brett: öffnen Sie es (Spiel &gt; Brett lösen), geben Sie ein Brett ein und drücken Sie zuerst Lösen.</translation>
    </message>
    <message>
        <source>Scored with the board&apos;s own {setup}</source>
        <translation>Gewertet mit den eigenen Einstellungen des Bretts: {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules</source>
        <translation>Gewertet mit {wordlist}, Regeln {rules}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {min_length}+ letters</source>
        <translation>Gewertet mit {wordlist}, Regeln {rules}, ab {min_length} Buchstaben</translation>
    </message>
    <message>
        <source>Enter the board first (or Roll one).</source>
        <translation>Geben Sie zuerst das Brett ein (oder würfeln Sie eines).</translation>
    </message>
    <message>
        <source>Add at least one player&apos;s words.</source>
        <translation>Fügen Sie die Wörter mindestens eines Spielers hinzu.</translation>
    </message>
    <message>
        <source>Scoring…</source>
        <translation>Wird gewertet…</translation>
    </message>
    <message>
        <source>Cannot score: {problem}</source>
        <translation>Werten nicht möglich: {problem}</translation>
    </message>
    <message>
        <source>Copied the results as text</source>
        <translation>Ergebnisse als Text kopiert</translation>
    </message>
    <message>
        <source>Boggle results</source>
        <translation>Boggle-Ergebnisse</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation>Ergebnisse als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print the results</source>
        <translation>Ergebnisse drucken</translation>
    </message>
    <message>
        <source>Sent the results to the printer</source>
        <translation>Ergebnisse an den Drucker gesendet</translation>
    </message>
    <message>
        <source>Not saved: {problem}</source>
        <translation>Nicht gespeichert: {problem}</translation>
    </message>
    <message>
        <source>Saved to the history (History &gt; Group rounds)</source>
        <translation>Im Verlauf gespeichert (Verlauf &gt; Gruppenrunden)</translation>
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
        <translation>ohne Zeit</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a word</source>
        <translation>{clock} +{bonus} s je Wort</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a letter</source>
        <translation>{clock} +{bonus} s je Buchstabe</translation>
    </message>
    <message>
        <source>refill {clock}</source>
        <translation>auffüllen {clock}</translation>
    </message>
</context>
<context>
    <name>ToolWindow</name>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>&amp;Annealing lab…</source>
        <translation>&amp;Annealing-Labor…</translation>
    </message>
    <message>
        <source>&amp;Break board classes…</source>
        <translation>Brettklassen &amp;brechen…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>Score a &amp;table game…</source>
        <translation>&amp;Tischspiel werten…</translation>
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
        <translation>geteilt</translation>
    </message>
    <message>
        <source>shared, crossed out</source>
        <translation>geteilt, gestrichen</translation>
    </message>
    <message>
        <source>✓ shared</source>
        <translation>✓ geteilt</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>nicht auf dem Brett</translation>
    </message>
    <message>
        <source>not in the word list</source>
        <translation>nicht in der Wörterliste</translation>
    </message>
    <message>
        <source>not in the host&apos;s list</source>
        <translation>nicht in der Liste des Gastgebers</translation>
    </message>
    <message>
        <source>not in your list</source>
        <translation>nicht in Ihrer Liste</translation>
    </message>
    <message>
        <source>too short</source>
        <translation>zu kurz</translation>
    </message>
    <message>
        <source>repeated</source>
        <translation>wiederholt</translation>
    </message>
    <message>
        <source>already found</source>
        <translation>schon gefunden</translation>
    </message>
    <message>
        <source>already entered</source>
        <translation>schon eingegeben</translation>
    </message>
    <message>
        <source>not a word</source>
        <translation>kein Wort</translation>
    </message>
    <message>
        <source>round not running</source>
        <translation>keine Runde läuft</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
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
        <translation>Wort eingeben, Eingabetaste drücken</translation>
    </message>
    <message>
        <source>Word entry</source>
        <translation>Worteingabe</translation>
    </message>
</context>
<context>
    <name>WordListChoice</name>
    <message>
        <source>Family list: only the common forms, for a family game</source>
        <translation>Familienliste: nur die gängigen Formen, für ein Familienspiel</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wörterliste</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Wörterlisten (*.txt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <source>Cannot read the word list {file}: {problem}</source>
        <translation>Die Wörterliste {file} kann nicht gelesen werden: {problem}</translation>
    </message>
</context>
</TS>
