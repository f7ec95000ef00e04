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
        <translation>afgestemd op de grootte</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>referentie</translation>
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
        <translation>4x4, heet</translation>
    </message>
    <message>
        <source>5x5, hot</source>
        <translation>5x5, heet</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>lineair</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>exponentieel</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constant</translation>
    </message>
    <message>
        <source>Any letters</source>
        <translation>Alle letters</translation>
    </message>
    <message>
        <source>Letter set</source>
        <translation>Letterset</translation>
    </message>
    <message>
        <source>Annealing lab</source>
        <translation>Annealing-lab</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Huidig</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generatie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Reign</source>
        <translation>Regeerduur</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Each new best board. Double-click a row to open that board in &apos;Solve a board&apos;.</source>
        <translation>Elk nieuw beste bord. Dubbelklik op een rij om dat bord te openen in ‘Bord oplossen’.</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Klaar.</translation>
    </message>
    <message>
        <source>Board and words</source>
        <translation>Bord en woorden</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>A list name from wordlists/ or the user folder, or a file path</source>
        <translation>Een lijstnaam uit wordlists/ of de gebruikersmap, of een bestandspad</translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation>Kies een woordenlijstbestand</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>Only these letters are used (q is the Qu cell)</source>
        <translation>Alleen deze letters worden gebruikt (q is het Qu-vakje)</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voorinstelling</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Afkoeling</translation>
    </message>
    <message>
        <source>Starting temperature, in points</source>
        <translation>Begintemperatuur, in punten</translation>
    </message>
    <message>
        <source>T₀</source>
        <translation>T₀</translation>
    </message>
    <message>
        <source>Exponential cooling: T = T₀·exp(−decay·n), n iterations since the (re)start</source>
        <translation>Exponentiële afkoeling: T = T₀·exp(−decay·n), n iteraties sinds de (her)start</translation>
    </message>
    <message>
        <source>Decay / iteration</source>
        <translation>Verval / iteratie</translation>
    </message>
    <message>
        <source>Linear cooling: T falls from T₀ to 0 over this many iterations</source>
        <translation>Lineaire afkoeling: T daalt van T₀ naar 0 in dit aantal iteraties</translation>
    </message>
    <message>
        <source>Ramp length</source>
        <translation>Lengte van de helling</translation>
    </message>
    <message>
        <source>Once cold, restart after this many iterations without a new best</source>
        <translation>Eenmaal koud: herstart na dit aantal iteraties zonder nieuw beste</translation>
    </message>
    <message>
        <source>Max stall</source>
        <translation>Max. stilstand</translation>
    </message>
    <message>
        <source>Restart from a fresh board when stalled</source>
        <translation>Herstarten vanaf een nieuw bord bij stilstand</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Same seed and parameters: the same run (&quot;random&quot; picks one and shows it)</source>
        <translation>Zelfde seed en parameters: dezelfde run (‘willekeurig’ kiest er een en toont die)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>tot gestopt</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>Stoppen na</translation>
    </message>
    <message>
        <source>Keep earlier runs on the plot</source>
        <translation>Eerdere runs in de grafiek houden</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Herstellen</translation>
    </message>
    <message>
        <source>Clear the plots, boards and table</source>
        <translation>De grafieken, borden en tabel wissen</translation>
    </message>
    <message>
        <source>Open in Solve a board</source>
        <translation>Openen in Bord oplossen</translation>
    </message>
    <message>
        <source>Show the best board with all its words in the game&apos;s solver view</source>
        <translation>Het beste bord met al zijn woorden tonen in de oplosweergave van het spel</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Dit bord spelen</translation>
    </message>
    <message>
        <source>Start a round on the best board in the game window, with this run&apos;s word list</source>
        <translation>Een ronde starten op het beste bord in het spelvenster, met de woordenlijst van deze run</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Current (thin) and best (thick) score</source>
        <translation>Huidige (dun) en beste (dik) score</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperatuur</translation>
    </message>
    <message>
        <source>acceptance</source>
        <translation>acceptatie</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>generatie</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Woordenlijsten (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dobbelstenen: {dice}</translation>
    </message>
    <message>
        <source>{field} must be a number, got {text}</source>
        <translation>{field} moet een getal zijn, niet {text}</translation>
    </message>
    <message>
        <source>Decay</source>
        <translation>Verval</translation>
    </message>
    <message>
        <source>The {dice} dice make {size} boards, not {chosen}.</source>
        <translation>De dobbelstenen {dice} maken borden van {size}, niet {chosen}.</translation>
    </message>
    <message>
        <source>run {number}: {schedule}</source>
        <translation>run {number}: {schedule}</translation>
    </message>
    <message>
        <source>{label}, {language}</source>
        <translation>{label}, {language}</translation>
    </message>
    <message>
        <source>{label}, {dice} dice</source>
        <translation>{label}, dobbelstenen {dice}</translation>
    </message>
    <message>
        <source>{label}, letters {letters}</source>
        <translation>{label}, letters {letters}</translation>
    </message>
    <message>
        <source>Loading the word list and preparing the annealing kernels…</source>
        <translation>Woordenlijst wordt geladen, de annealing-kernels worden voorbereid…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stoppen…</translation>
    </message>
    <message>
        <source>Run {run}: compiling the annealing kernels (once: later runs start at once; the first may take a minute)…</source>
        <translation>Run {run}: de annealing-kernels worden gecompileerd (eenmalig: latere runs starten meteen; de eerste kan een minuut duren)…</translation>
    </message>
    <message numerus="yes">
        <source>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Run {run} gepauzeerd (seed {seed}): generatie {generation}, {rate} iteraties/s, %n herstart, beste {best}</numerusform>
            <numerusform>Run {run} gepauzeerd (seed {seed}): generatie {generation}, {rate} iteraties/s, %n herstarts, beste {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Run {run} loopt (seed {seed}): generatie {generation}, {rate} iteraties/s, %n herstart, beste {best}</numerusform>
            <numerusform>Run {run} loopt (seed {seed}): generatie {generation}, {rate} iteraties/s, %n herstarts, beste {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restart(s), {seconds} s</source>
        <translation>
            <numerusform>Run {run} klaar (seed {seed}): beste {best} {board} na {generations} generaties, %n herstart, {seconds} s</numerusform>
            <numerusform>Run {run} klaar (seed {seed}): beste {best} {board} na {generations} generaties, %n herstarts, {seconds} s</numerusform>
        </translation>
    </message>
    <message>
        <source>Run {run} stopped at generation {generation}; best {best} {board}</source>
        <translation>Run {run} gestopt bij generatie {generation}; beste {best} {board}</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestopt.</translation>
    </message>
    <message>
        <source>Run failed.</source>
        <translation>Run mislukt.</translation>
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
    <message>
        <source>Hidden tile, row {row}, column {column}</source>
        <translation>Verborgen vakje, rij {row}, kolom {column}</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}, keyboard cursor</source>
        <translation>{letter}, rij {row}, kolom {column}, toetsenbordcursor</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}</source>
        <translation>{letter}, rij {row}, kolom {column}</translation>
    </message>
    <message>
        <source>selected, letter {index} of {count} of the path</source>
        <translation>geselecteerd, letter {index} van {count} van het pad</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>geselecteerd</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>niet geselecteerd</translation>
    </message>
</context>
<context>
    <name>BreakDialog</name>
    <message numerus="yes">
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n board(s) &gt;= {threshold}: {text}</source>
        <translation>
            <numerusform>klasse {ident}grens {bound} (niveaus {levels}), {nodes} knopen, {seconds} s, %n bord &gt;= {threshold}: {text}</numerusform>
            <numerusform>klasse {ident}grens {bound} (niveaus {levels}), {nodes} knopen, {seconds} s, %n borden &gt;= {threshold}: {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s: {text}</source>
        <translation>klasse {ident}grens {bound} (niveaus {levels}), {nodes} knopen, {seconds} s: {text}</translation>
    </message>
    <message numerus="yes">
        <source>... %n more line(s)</source>
        <translation>
            <numerusform>... nog %n regel</numerusform>
            <numerusform>... nog %n regels</numerusform>
        </translation>
    </message>
    <message>
        <source>FOUND {board} {score}</source>
        <translation>GEVONDEN {board} {score}</translation>
    </message>
    <message>
        <source>{problem}; finished classes are saved in the results file</source>
        <translation>{problem}; afgeronde klassen staan in het resultatenbestand</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>geheugen vol</translation>
    </message>
    <message>
        <source>Break board classes</source>
        <translation>Bordklassen breken</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Bordgrootte</translation>
    </message>
    <message>
        <source>Alphabet partition</source>
        <translation>Alfabetpartitie</translation>
    </message>
    <message>
        <source>Groups of letters separated by spaces, covering a-z; per cell type with &apos;..., corner:GROUPS&apos; clauses. Each class picks one group per cell.</source>
        <translation>Groepen letters gescheiden door spaties, samen a-z; per vakjestype met clausules &apos;..., corner:GROEPEN&apos;. Elke klasse kiest één groep per vakje.</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Partitie:</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Bordgrootte:</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Drempel</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Andere lijst…</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Werkprocessen</translation>
    </message>
    <message>
        <source>1 breaks in this program; more start that many worker processes</source>
        <translation>1 breekt in dit programma; meer start zoveel werkprocessen</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Class limit</source>
        <translation>Klassenlimiet</translation>
    </message>
    <message>
        <source>Break only this many classes of the shuffled order (a representative slice)</source>
        <translation>Alleen dit aantal klassen van de geschudde volgorde breken (een representatieve steekproef)</translation>
    </message>
    <message>
        <source>Sample seed</source>
        <translation>Steekproef-seed</translation>
    </message>
    <message>
        <source>Seed of the shuffled class order (the random sample of a 4x4 run)</source>
        <translation>Seed van de geschudde klassenvolgorde (de willekeurige steekproef van een 4x4-run)</translation>
    </message>
    <message>
        <source>Log the breaking tree</source>
        <translation>De breekboom loggen</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>&amp;Drempel:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>W&amp;orkers:</source>
        <translation>&amp;Processen:</translation>
    </message>
    <message>
        <source>&amp;Classes:</source>
        <translation>&amp;Klassen:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>geen limiet</translation>
    </message>
    <message>
        <source>Memory per worker</source>
        <translation>Geheugen per proces</translation>
    </message>
    <message>
        <source>Memory budget of each worker process (with one worker: this program, at least {minimum} MiB): the breaker&apos;s trees never grow past it; the results are the same</source>
        <translation>Geheugenbudget van elk werkproces (met één proces: dit programma, minstens {minimum} MiB): de bomen van de breker worden nooit groter; de resultaten blijven gelijk</translation>
    </message>
    <message>
        <source>peak per worker: –</source>
        <translation>piek per proces: –</translation>
    </message>
    <message>
        <source>Peak memory per worker</source>
        <translation>Piekgeheugen per proces</translation>
    </message>
    <message>
        <source>Largest peak resident memory of a worker process so far (with one worker: this program), measured as classes finish</source>
        <translation>Hoogste piek van het residente geheugen van een werkproces tot nu toe (met één proces: dit programma), gemeten als klassen klaar zijn</translation>
    </message>
    <message>
        <source>&amp;Memory per worker:</source>
        <translation>&amp;Geheugen per proces:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>Continue the saved run with these settings, skipping finished classes</source>
        <translation>De opgeslagen run met deze instellingen voortzetten en afgeronde klassen overslaan</translation>
    </message>
    <message>
        <source>Open res&amp;ults…</source>
        <translation>Resultaten &amp;openen…</translation>
    </message>
    <message>
        <source>Read a results file (from this window, boggle break or a Dask run) and show its boards, times and bounds; the file is not changed</source>
        <translation>Een resultatenbestand lezen (van dit venster, boggle break of een Dask-run) en de borden, tijden en grenzen tonen; het bestand wordt niet gewijzigd</translation>
    </message>
    <message>
        <source>Show this run&apos;s results</source>
        <translation>De resultaten van deze run tonen</translation>
    </message>
    <message>
        <source>Summarise the results file of the settings above</source>
        <translation>Het resultatenbestand van de instellingen hierboven samenvatten</translation>
    </message>
    <message>
        <source>Choose the classes and a threshold, then Start.</source>
        <translation>Kies de klassen en een drempel, en dan Starten.</translation>
    </message>
    <message>
        <source>Breaking tree (classes as they finish):</source>
        <translation>Breekboom (klassen zodra ze klaar zijn):</translation>
    </message>
    <message>
        <source>Breaking log</source>
        <translation>Breeklog</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Gevonden borden: {count}</translation>
    </message>
    <message>
        <source>board</source>
        <translation>bord</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Gevonden borden</translation>
    </message>
    <message>
        <source>&amp;Open board</source>
        <translation>&amp;Bord openen</translation>
    </message>
    <message>
        <source>Show the selected board in the solver</source>
        <translation>Het geselecteerde bord in de oplosser tonen</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dit bord spe&amp;len</translation>
    </message>
    <message>
        <source>Start a round on the selected board in the game window, with the run&apos;s list</source>
        <translation>Een ronde starten op het geselecteerde bord in het spelvenster, met de lijst van de run</translation>
    </message>
    <message>
        <source>&amp;Live run</source>
        <translation>Lopende &amp;uitvoering</translation>
    </message>
    <message>
        <source>Results &amp;file</source>
        <translation>&amp;Resultatenbestand</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical: too many for one run here; set Classes to break a seeded random sample</source>
        <translation>{total} klassen, {canonical} canoniek: te veel voor één run hier; stel Klassen in om een willekeurige steekproef met seed te breken</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical</source>
        <translation>{total} klassen, {canonical} canoniek</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (random sample of {limit}, seed {seed})</source>
        <translation>{total} klassen, {canonical} canoniek (willekeurige steekproef van {limit}, seed {seed})</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (running {limit}, seed {seed})</source>
        <translation>{total} klassen, {canonical} canoniek (bezig met {limit}, seed {seed})</translation>
    </message>
    <message>
        <source>a budget is at least {minimum} MiB</source>
        <translation>een budget is minstens {minimum} MiB</translation>
    </message>
    <message>
        <source>Results file: {path}</source>
        <translation>Resultatenbestand: {path}</translation>
    </message>
    <message>
        <source>Results file: {path} (new)</source>
        <translation>Resultatenbestand: {path} (nieuw)</translation>
    </message>
    <message>
        <source>Open results file</source>
        <translation>Resultatenbestand openen</translation>
    </message>
    <message>
        <source>Break results (*.ndjson *.jsonl *.json);;All files (*)</source>
        <translation>Breekresultaten (*.ndjson *.jsonl *.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>%v / %m classes</source>
        <translation>%v / %m klassen</translation>
    </message>
    <message>
        <source>Resuming (loading the word list, starting workers)…</source>
        <translation>Hervatten (woordenlijst laden, werkprocessen starten)…</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)… (previous results kept as {backup})</source>
        <translation>Starten (woordenlijst laden, werkprocessen starten)… (vorige resultaten bewaard als {backup})</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)…</source>
        <translation>Starten (woordenlijst laden, werkprocessen starten)…</translation>
    </message>
    <message>
        <source>Cancelling: finished classes are saved…</source>
        <translation>Annuleren: afgeronde klassen worden bewaard…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board(s) found</source>
        <translation>
            <numerusform>{done} van {total} klassen · {rate} klassen/s · resterend {eta} · %n bord gevonden</numerusform>
            <numerusform>{done} van {total} klassen · {rate} klassen/s · resterend {eta} · %n borden gevonden</numerusform>
        </translation>
    </message>
    <message>
        <source>peak per worker: {size} MiB</source>
        <translation>piek per proces: {size} MiB</translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes ({resumed} resumed from the results file), %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Klaar: {done} klassen ({resumed} hervat uit het resultatenbestand), %n bord van {threshold} of meer, {seconds} s.</numerusform>
            <numerusform>Klaar: {done} klassen ({resumed} hervat uit het resultatenbestand), %n borden van {threshold} of meer, {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes, %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Klaar: {done} klassen, %n bord van {threshold} of meer, {seconds} s.</numerusform>
            <numerusform>Klaar: {done} klassen, %n borden van {threshold} of meer, {seconds} s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Mislukt: {problem}</translation>
    </message>
    <message>
        <source>ERROR: {problem}</source>
        <translation>FOUT: {problem}</translation>
    </message>
    <message>
        <source>Cancelled after {done} classes; they are saved: Resume continues the run.</source>
        <translation>Geannuleerd na {done} klassen; die zijn bewaard: Hervatten zet de run voort.</translation>
    </message>
</context>
<context>
    <name>ChallengeActions</name>
    <message>
        <source>Challenge a &amp;friend…</source>
        <translation>Een &amp;vriend uitdagen…</translation>
    </message>
    <message>
        <source>Challenge a friend…</source>
        <translation>Een vriend uitdagen…</translation>
    </message>
    <message>
        <source>A code for a friend to play this board and compare (Ctrl+Shift+F)</source>
        <translation>Een code waarmee een vriend dit bord speelt en jullie vergelijken (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>This board has no game code, so it cannot be a challenge.</source>
        <translation>Dit bord heeft geen spelcode en kan dus geen uitdaging zijn.</translation>
    </message>
    <message>
        <source>Finish a round first: a challenge holds its words and score.</source>
        <translation>Speel eerst een ronde uit: een uitdaging bevat de woorden en score ervan.</translation>
    </message>
    <message>
        <source>Cannot play this challenge code</source>
        <translation>Deze uitdagingscode kan niet worden gespeeld</translation>
    </message>
    <message>
        <source>Challenge from %1: %2 points to beat.</source>
        <translation>Uitdaging van %1: %2 punten om te verslaan.</translation>
    </message>
    <message>
        <source>Cannot compare with the challenge</source>
        <translation>Kan niet vergelijken met de uitdaging</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Challenge a friend</source>
        <translation>Een vriend uitdagen</translation>
    </message>
    <message>
        <source>Send this code to a friend. They enter it with Game &gt; Play a game code (Ctrl+G), play the same board with the same rules and clock, and then see both rounds word by word.</source>
        <translation>Stuur deze code naar een vriend. Die voert hem in met Spel &gt; Een spelcode spelen (Ctrl+G), speelt hetzelfde bord met dezelfde regels en klok, en ziet daarna beide rondes woord voor woord.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>Your name, as your friend will see it</source>
        <translation>Je naam, zoals je vriend die ziet</translation>
    </message>
    <message>
        <source>Challenge code</source>
        <translation>Uitdagingscode</translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation>Code &amp;kopiëren</translation>
    </message>
    <message>
        <source>No code yet: %1.</source>
        <translation>Nog geen code: %1.</translation>
    </message>
    <message>
        <source>The code carries your name, your score (%1) and your words. Its check letters catch typos and edits, but anyone who wants to can forge a code: play with friends you trust.</source>
        <translation>De code bevat je naam, je score (%1) en je woorden. De controleletters vangen typfouten en wijzigingen op, maar wie wil kan een code vervalsen: speel met vrienden die je vertrouwt.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Gekopieerd</translation>
    </message>
</context>
<context>
    <name>ChallengeResultDialog</name>
    <message>
        <source>Challenge from %1</source>
        <translation>Uitdaging van %1</translation>
    </message>
    <message>
        <source>You win by %1 points!</source>
        <translation>Je wint met %1 punten verschil!</translation>
    </message>
    <message>
        <source>%1 wins by %2 points.</source>
        <translation>%1 wint met %2 punten verschil.</translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation>Gelijkspel!</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;You %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</source>
        <translation>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;Jij %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Found by both</source>
        <translation>Door beiden gevonden</translation>
    </message>
    <message>
        <source>Only you</source>
        <translation>Alleen jij</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Alleen %1</translation>
    </message>
    <message>
        <source>%1: %2 words, %3 points</source>
        <translation>%1: %2 woorden, %3 punten</translation>
    </message>
</context>
<context>
    <name>ClockScore</name>
    <message>
        <source>TIME LEFT</source>
        <translation>RESTERENDE TIJD</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>SCORE</translation>
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
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;looking up…&lt;/span&gt;</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;opzoeken…&lt;/span&gt;</translation>
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
    <name>EngineErrors</name>
    <message>
        <source>{size} boards are not supported; the sizes are {sizes}</source>
        <translation>borden van {size} worden niet ondersteund; de formaten zijn {sizes}</translation>
    </message>
    <message>
        <source>{text} is not a board size: write it as WxH, such as 4x4 or 44 (34 is 3 wide, 4 tall)</source>
        <translation>{text} is geen bordformaat: schrijf het als BxH, zoals 4x4 of 44 (34 is 3 breed, 4 hoog)</translation>
    </message>
    <message>
        <source>the board is empty</source>
        <translation>het bord is leeg</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: only the letters a-z are allowed (q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one)</source>
        <translation>het bord {board} bevat het teken {character} op positie {position}: alleen de letters a-z zijn toegestaan (q is het vakje Qu; [an] [er] [he] [in] [th] zijn vlakken met twee letters, . of # een leeg vlak)</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: {allowed}</source>
        <translation>het bord {board} bevat het teken {character} op positie {position}: {allowed}</translation>
    </message>
    <message>
        <source>the board {board} has the character {character}: {allowed}</source>
        <translation>het bord {board} bevat het teken {character}: {allowed}</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>borden in het {language} hebben de letters {letters}; [an] [er] [he] [in] [th] zijn vlakken met twee letters, . of # een leeg vlak</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>borden in het {language} hebben de letters {letters}; q is het vakje Qu; [an] [er] [he] [in] [th] zijn vlakken met twee letters, . of # een leeg vlak</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells, but a {size} board has {needed}</source>
        <translation>het bord {board} heeft {cells} vakjes, maar een bord van {size} heeft er {needed}</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells; a board has {counts}</source>
        <translation>het bord {board} heeft {cells} vakjes; een bord heeft er {counts}</translation>
    </message>
    <message>
        <source>{file} is not there (no such file)</source>
        <translation>{file} bestaat niet (geen bestand met die naam)</translation>
    </message>
    <message>
        <source>{file} is a folder, not a file</source>
        <translation>{file} is een map, geen bestand</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>kan {file} niet lezen: {reason}</translation>
    </message>
    <message>
        <source>{file} is a pipe, not a file on disk</source>
        <translation>{file} is een pipe, geen bestand op schijf</translation>
    </message>
    <message>
        <source>{file} is a device, not a file on disk</source>
        <translation>{file} is een apparaat, geen bestand op schijf</translation>
    </message>
    <message>
        <source>{file} is a socket, not a file on disk</source>
        <translation>{file} is een socket, geen bestand op schijf</translation>
    </message>
    <message>
        <source>{file} is not a regular file on disk</source>
        <translation>{file} is geen gewoon bestand op schijf</translation>
    </message>
    <message>
        <source>{file} is {size}, more than the {limit} this app reads</source>
        <translation>{file} is {size}, meer dan de {limit} die dit programma leest</translation>
    </message>
    <message>
        <source>{file} holds more than {limit}, more than this app reads</source>
        <translation>{file} bevat meer dan {limit}, meer dan dit programma leest</translation>
    </message>
    <message>
        <source>{file} is UTF-32 text: save it as UTF-8</source>
        <translation>{file} is UTF-32-tekst: sla het op als UTF-8</translation>
    </message>
    <message>
        <source>{file} looks like UTF-16 text without a byte-order mark: save it as UTF-8 (or as UTF-16 with a byte-order mark)</source>
        <translation>{file} lijkt UTF-16-tekst zonder byte-order-mark: sla het op als UTF-8 (of als UTF-16 met byte-order-mark)</translation>
    </message>
    <message>
        <source>{file} looks like a binary file, not text</source>
        <translation>{file} lijkt een binair bestand, geen tekst</translation>
    </message>
    <message>
        <source>{file} is not valid UTF-16 (at byte {offset})</source>
        <translation>{file} is geen geldige UTF-16 (bij byte {offset})</translation>
    </message>
    <message>
        <source>line {line} of {file} is longer than {limit} bytes, longer than any line this app reads; stopped reading</source>
        <translation>regel {line} van {file} is langer dan {limit} bytes, langer dan elke regel die dit programma leest; lezen gestopt</translation>
    </message>
    <message>
        <source>line {line} of {file} is not UTF-8 text (byte {byte} at column {column}): save the file as UTF-8</source>
        <translation>regel {line} van {file} is geen UTF-8-tekst (byte {byte} in kolom {column}): sla het bestand op als UTF-8</translation>
    </message>
    <message>
        <source>the word list {path}</source>
        <translation>de woordenlijst {path}</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not a file</source>
        <translation>de woordenlijst ‘{spec}’ is geen bestand</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not there (no such file)</source>
        <translation>de woordenlijst ‘{spec}’ bestaat niet (geen bestand met die naam)</translation>
    </message>
    <message>
        <source>there is no word list “{spec}”: give a file, or one of {names}</source>
        <translation>er is geen woordenlijst ‘{spec}’: geef een bestand op, of een van {names}</translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation>{file} is leeg</translation>
    </message>
    <message>
        <source>the word list has too many words: it would take {nodes} nodes, and at most {limit} fit</source>
        <translation>de woordenlijst heeft te veel woorden: er zouden {nodes} knopen nodig zijn, en er passen er hoogstens {limit}</translation>
    </message>
    <message>
        <source>not enough memory to load the word list {path} ({size}): free some memory or use a smaller list</source>
        <translation>niet genoeg geheugen om de woordenlijst {path} ({size}) te laden: maak geheugen vrij of gebruik een kleinere lijst</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, nothing else)</source>
        <translation>de woordenlijst {path} heeft geen speelbare woorden in het {language} (3 of meer van de letters {letters}, niets anders)</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, q followed by u)</source>
        <translation>de woordenlijst {path} heeft geen speelbare woorden in het {language} (3 of meer van de letters {letters}, q gevolgd door u)</translation>
    </message>
    <message>
        <source>there is no language “{text}”; the languages are {known}</source>
        <translation>er is geen taal ‘{text}’; de talen zijn {known}</translation>
    </message>
    <message>
        <source>the board {board} has no score with the word list {wordlist}: its search passed the budget of {budget} steps, because the list makes the search explode (many words of one letter repeated, say), which no real list does</source>
        <translation>het bord {board} heeft geen score met de woordenlijst {wordlist}: de zoektocht overschreed het budget van {budget} stappen, omdat de lijst de zoektocht laat exploderen (veel woorden van één herhaalde letter, bijvoorbeeld), wat geen echte lijst doet</translation>
    </message>
    <message>
        <source>the game code is empty</source>
        <translation>de spelcode is leeg</translation>
    </message>
    <message>
        <source>a game code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>een spelcode heeft alleen de letters en cijfers {alphabet}; deze bevat {letters}</translation>
    </message>
    <message>
        <source>this game code is too short: letters are missing</source>
        <translation>deze spelcode is te kort: er ontbreken letters</translation>
    </message>
    <message>
        <source>this game code is incomplete: letters are missing</source>
        <translation>deze spelcode is onvolledig: er ontbreken letters</translation>
    </message>
    <message>
        <source>this game code has a typo (its check letter does not match): check each letter</source>
        <translation>deze spelcode bevat een typefout (de controleletter klopt niet): controleer elke letter</translation>
    </message>
    <message>
        <source>this game code comes from a newer version of Boggle (code version {version}); update the program to play it</source>
        <translation>deze spelcode komt uit een nieuwere versie van Boggle (codeversie {version}); werk het programma bij om hem te spelen</translation>
    </message>
    <message>
        <source>this is not a game code</source>
        <translation>dit is geen spelcode</translation>
    </message>
    <message>
        <source>this is not a game code (it holds a board cell that cannot be)</source>
        <translation>dit is geen spelcode (hij bevat een vakje dat niet kan bestaan)</translation>
    </message>
    <message>
        <source>this is not a game code ({reason})</source>
        <translation>dit is geen spelcode ({reason})</translation>
    </message>
    <message>
        <source>this game code has letters too many</source>
        <translation>deze spelcode heeft letters te veel</translation>
    </message>
    <message>
        <source>this game code is in a language this version of Boggle does not have (“{language_code}”); update the program to play it</source>
        <translation>deze spelcode is in een taal die deze versie van Boggle niet kent (‘{language_code}’); werk het programma bij om hem te spelen</translation>
    </message>
    <message>
        <source>this game code names dice in {language} that this version of Boggle does not have (“{dice}”); update the program to play it</source>
        <translation>deze spelcode noemt dobbelstenen in het {language} die deze versie van Boggle niet heeft (‘{dice}’); werk het programma bij om hem te spelen</translation>
    </message>
    <message>
        <source>there is no game “{game}”; a code names one of {games}</source>
        <translation>er is geen spel ‘{game}’; een code noemt een van {games}</translation>
    </message>
    <message>
        <source>there is no game “{game}” in {language}; a code names one of {games}</source>
        <translation>er is geen spel ‘{game}’ in het {language}; een code noemt een van {games}</translation>
    </message>
    <message>
        <source>there are no rules “{rules}”; a code names one of {choices}</source>
        <translation>er zijn geen regels ‘{rules}’; een code noemt een van {choices}</translation>
    </message>
    <message>
        <source>a minimum length of {min_length} does not fit in a game code (1 to 31)</source>
        <translation>een minimumlengte van {min_length} past niet in een spelcode (1 tot 31)</translation>
    </message>
    <message>
        <source>the word list name “{name}” does not fit in a game code (1 to 31 characters)</source>
        <translation>de naam van de woordenlijst ‘{name}’ past niet in een spelcode (1 tot 31 tekens)</translation>
    </message>
    <message>
        <source>a game code holds whole seconds only, below 2**31</source>
        <translation>een spelcode bevat alleen hele seconden, onder 2**31</translation>
    </message>
    <message>
        <source>a {size} board cannot be played as {game}</source>
        <translation>een bord van {size} kan niet als {game} worden gespeeld</translation>
    </message>
    <message>
        <source>this game code holds a fixed board: it has no next board</source>
        <translation>deze spelcode bevat een vast bord: er is geen volgend bord</translation>
    </message>
    <message>
        <source>a challenge needs the challenger&apos;s name</source>
        <translation>een uitdaging heeft de naam van de uitdager nodig</translation>
    </message>
    <message>
        <source>the name is longer than {limit} characters</source>
        <translation>de naam is langer dan {limit} tekens</translation>
    </message>
    <message>
        <source>the name holds control or invisible characters</source>
        <translation>de naam bevat stuur- of onzichtbare tekens</translation>
    </message>
    <message>
        <source>a score of {score} does not fit in a challenge code</source>
        <translation>een score van {score} past niet in een uitdagingscode</translation>
    </message>
    <message>
        <source>the board&apos;s word count or digest does not fit in a challenge code</source>
        <translation>het aantal woorden of de vingerafdruk van het bord past niet in een uitdagingscode</translation>
    </message>
    <message>
        <source>the challenger&apos;s words are not positions in the board&apos;s word list</source>
        <translation>de woorden van de uitdager zijn geen posities in de woordenlijst van het bord</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held {theirs} words on this board, yours {yours}): the words cannot be compared</source>
        <translation>deze uitdaging is gespeeld met een andere woordenlijst dan de jouwe (haar lijst {wordlist} had {theirs} woorden op dit bord, de jouwe {yours}): de woorden kunnen niet worden vergeleken</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held other words on this board than yours): the words cannot be compared</source>
        <translation>deze uitdaging is gespeeld met een andere woordenlijst dan de jouwe (haar lijst {wordlist} had andere woorden op dit bord dan de jouwe): de woorden kunnen niet worden vergeleken</translation>
    </message>
    <message>
        <source>this challenge claims {score} points for words worth {total}: the code was edited</source>
        <translation>deze uitdaging claimt {score} punten voor woorden die {total} waard zijn: de code is bewerkt</translation>
    </message>
    <message>
        <source>“{word}” is not a word of this board&apos;s solution</source>
        <translation>‘{word}’ is geen woord van de oplossing van dit bord</translation>
    </message>
    <message>
        <source>this challenge does not fit in a code ({letters} letters; at most {limit})</source>
        <translation>deze uitdaging past niet in een code ({letters} letters; hoogstens {limit})</translation>
    </message>
    <message>
        <source>this challenge code is too long (more than {limit} letters)</source>
        <translation>deze uitdagingscode is te lang (meer dan {limit} letters)</translation>
    </message>
    <message>
        <source>the challenge code is empty</source>
        <translation>de uitdagingscode is leeg</translation>
    </message>
    <message>
        <source>this is not a challenge code (those start with {prefix})</source>
        <translation>dit is geen uitdagingscode (die beginnen met {prefix})</translation>
    </message>
    <message>
        <source>this is a game code, not a challenge code: play it as a game code</source>
        <translation>dit is een spelcode, geen uitdagingscode: speel hem als spelcode</translation>
    </message>
    <message>
        <source>after {prefix}, a challenge code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>na {prefix} heeft een uitdagingscode alleen de letters en cijfers {alphabet}; deze bevat {letters}</translation>
    </message>
    <message>
        <source>this challenge code is cut short: letters are missing (copy all of it)</source>
        <translation>deze uitdagingscode is afgebroken: er ontbreken letters (kopieer hem helemaal)</translation>
    </message>
    <message>
        <source>this challenge code has a typo or was edited (its check letters do not match)</source>
        <translation>deze uitdagingscode bevat een typefout of is bewerkt (de controleletters kloppen niet)</translation>
    </message>
    <message>
        <source>this challenge code comes from a newer version of Boggle (challenge version {version}); update the program to play it</source>
        <translation>deze uitdagingscode komt uit een nieuwere versie van Boggle (uitdagingsversie {version}); werk het programma bij om hem te spelen</translation>
    </message>
    <message>
        <source>this is not a challenge code</source>
        <translation>dit is geen uitdagingscode</translation>
    </message>
    <message>
        <source>this challenge code is cut short: it has {letters} of its {total} letters (copy all of it)</source>
        <translation>deze uitdagingscode is afgebroken: hij heeft {letters} van zijn {total} letters (kopieer hem helemaal)</translation>
    </message>
    <message>
        <source>this challenge code has letters too many ({letters}; it should have {total})</source>
        <translation>deze uitdagingscode heeft letters te veel ({letters}; hij zou er {total} moeten hebben)</translation>
    </message>
    <message>
        <source>this is not a challenge code (its fields run past its end)</source>
        <translation>dit is geen uitdagingscode (de velden lopen voorbij het einde)</translation>
    </message>
    <message>
        <source>the game in this challenge cannot be played: {reason}</source>
        <translation>het spel van deze uitdaging kan niet worden gespeeld: {reason}</translation>
    </message>
    <message>
        <source>this is not a challenge code (its name is not text)</source>
        <translation>dit is geen uitdagingscode (de naam is geen tekst)</translation>
    </message>
    <message>
        <source>this is not a challenge code (bits left over)</source>
        <translation>dit is geen uitdagingscode (er blijven bits over)</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>this game is played with the word list {name}, which is not among your word lists. Add it with Game &gt; Add word list… (Ctrl+Shift+W), then enter the code again</source>
        <translation>dit spel wordt gespeeld met de woordenlijst {name}, die niet bij je woordenlijsten staat. Voeg hem toe met Spel &gt; Woordenlijst toevoegen… (Ctrl+Shift+W) en voer de code opnieuw in</translation>
    </message>
    <message>
        <source>cannot read the word list {name}: {reason}</source>
        <translation>kan de woordenlijst {name} niet lezen: {reason}</translation>
    </message>
    <message>
        <source>it asks for {rules} rules, but {game} games are played with {game_rules} rules</source>
        <translation>er worden {rules}-regels gevraagd, maar {game}-spellen worden gespeeld met {game_rules}-regels</translation>
    </message>
    <message>
        <source>this board was scored with the word list {name} ({where}), which cannot be loaded any more: {reason}</source>
        <translation>dit bord is geteld met de woordenlijst {name} ({where}), die niet meer kan worden geladen: {reason}</translation>
    </message>
    <message>
        <source>the word list {name} ({where}) has changed since this board was scored with it, so its score would differ</source>
        <translation>de woordenlijst {name} ({where}) is veranderd sinds dit bord ermee werd geteld, dus de score zou anders zijn</translation>
    </message>
    <message>
        <source>cannot create the folder of the history database {path}: {reason}</source>
        <translation>kan de map van de geschiedenisdatabase {path} niet aanmaken: {reason}</translation>
    </message>
    <message>
        <source>cannot open the history database {path}: {reason}</source>
        <translation>kan de geschiedenisdatabase {path} niet openen: {reason}</translation>
    </message>
    <message>
        <source>the history database {path} was written by a newer version of the game (schema {version}; this version reads up to {supported}); it was left untouched. Update the game, or move the file away to start a new history</source>
        <translation>de geschiedenisdatabase {path} is geschreven door een nieuwere versie van het spel (schema {version}; deze versie leest tot en met {supported}); hij is niet aangeraakt. Werk het spel bij, of verplaats het bestand om een nieuwe geschiedenis te beginnen</translation>
    </message>
    <message>
        <source>the history database {path} is damaged ({reason}); it was left untouched. Move the file away to start a new history</source>
        <translation>de geschiedenisdatabase {path} is beschadigd ({reason}); hij is niet aangeraakt. Verplaats het bestand om een nieuwe geschiedenis te beginnen</translation>
    </message>
    <message>
        <source>{path} is a database of something else (tables: {tables}); it was left untouched</source>
        <translation>{path} is een database van iets anders (tabellen: {tables}); hij is niet aangeraakt</translation>
    </message>
    <message>
        <source>the group round {round_id} in {path} cannot be read: {reason}</source>
        <translation>de groepsronde {round_id} in {path} kan niet worden gelezen: {reason}</translation>
    </message>
    <message>
        <source>the history database {path} is locked by another program; your round is kept in memory and will be saved when the database is free</source>
        <translation>de geschiedenisdatabase {path} is vergrendeld door een ander programma; je ronde blijft in het geheugen en wordt opgeslagen zodra de database vrij is</translation>
    </message>
    <message>
        <source>the history database {path} is read-only; rounds cannot be saved</source>
        <translation>de geschiedenisdatabase {path} is alleen-lezen; rondes kunnen niet worden opgeslagen</translation>
    </message>
    <message>
        <source>the history database {path}: {reason}</source>
        <translation>de geschiedenisdatabase {path}: {reason}</translation>
    </message>
    <message>
        <source>definitions need the WordNet data: pip install &apos;bogglelab[definitions]&apos;</source>
        <translation>definities hebben de WordNet-gegevens nodig: pip install &apos;bogglelab[definitions]&apos;</translation>
    </message>
    <message>
        <source>cannot read the WordNet data in {folder}: {reason}</source>
        <translation>kan de WordNet-gegevens in {folder} niet lezen: {reason}</translation>
    </message>
    <message>
        <source>the WordNet data in {folder} is damaged (no synset {offset})</source>
        <translation>de WordNet-gegevens in {folder} zijn beschadigd (geen synset {offset})</translation>
    </message>
    <message>
        <source>the board class</source>
        <translation>de bordklasse</translation>
    </message>
    <message>
        <source>the partition</source>
        <translation>de partitie</translation>
    </message>
    <message>
        <source>the letter set of cell {cell}</source>
        <translation>de letterset van vakje {cell}</translation>
    </message>
    <message>
        <source>the partition of the {cell_type} cells</source>
        <translation>de partitie van de vakjes {cell_type}</translation>
    </message>
    <message>
        <source>a group of {where}</source>
        <translation>een groep van {where}</translation>
    </message>
    <message>
        <source>{letters} ({language})</source>
        <translation>{letters} ({language})</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only</source>
        <translation>{what} ‘{text}’ bevat het teken ‘{character}’, een vlak met twee letters of een leeg vlak; bordklassen en het breken nemen alleen losse letters {letters}</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only (q is the Qu face)</source>
        <translation>{what} ‘{text}’ bevat het teken ‘{character}’, een vlak met twee letters of een leeg vlak; bordklassen en het breken nemen alleen losse letters {letters} (q is het vlak Qu)</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”: only the letters {letters} are allowed</source>
        <translation>{what} ‘{text}’ bevat het teken ‘{character}’: alleen de letters {letters} zijn toegestaan</translation>
    </message>
    <message>
        <source>{what} “{text}” has {count} letters; a cell holds at most {limit}</source>
        <translation>{what} ‘{text}’ heeft {count} letters; een vakje bevat er hoogstens {limit}</translation>
    </message>
    <message>
        <source>the letter “{letter}” appears twice in {what} “{text}”</source>
        <translation>de letter ‘{letter}’ komt twee keer voor in {what} ‘{text}’</translation>
    </message>
    <message>
        <source>{what} has {character}; use the letters a-z only</source>
        <translation>{what} bevat {character}; gebruik alleen de letters a-z</translation>
    </message>
    <message>
        <source>{what} has {character}; use only the letters {letters} ({language})</source>
        <translation>{what} bevat {character}; gebruik alleen de letters {letters} ({language})</translation>
    </message>
    <message>
        <source>the board class is empty: give one set of letters per cell, separated by spaces</source>
        <translation>de bordklasse is leeg: geef één letterset per vakje, gescheiden door spaties</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets, but a {size} board has {cells} cells</source>
        <translation>de bordklasse heeft {sets} lettersets, maar een bord van {size} heeft {cells} vakjes</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets; a board has 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) or 36 (6x6)</source>
        <translation>de bordklasse heeft {sets} lettersets; een bord heeft 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) of 36 (6x6) vakjes</translation>
    </message>
    <message>
        <source>{where} gives no letter groups</source>
        <translation>{where} geeft geen lettergroepen</translation>
    </message>
    <message>
        <source>{where}: “.” is a group of no letters; give groups of letters</source>
        <translation>{where}: ‘.’ is een groep zonder letters; geef groepen letters</translation>
    </message>
    <message>
        <source>{where}: the letter “{letter}” is in two groups (“{first}” and “{second}”)</source>
        <translation>{where}: de letter ‘{letter}’ staat in twee groepen (‘{first}’ en ‘{second}’)</translation>
    </message>
    <message>
        <source>{where}: the groups must cover {letters}; missing: “{missing}”</source>
        <translation>{where}: de groepen moeten {letters} dekken; ontbreekt: ‘{missing}’</translation>
    </message>
    <message>
        <source>the partition is empty: give groups of letters separated by spaces, such as “bdfgjqvwxz aeiou lnrsy chkmpt”</source>
        <translation>de partitie is leeg: geef groepen letters gescheiden door spaties, zoals ‘bdfgjqvwxz aeiou lnrsy chkmpt’</translation>
    </message>
    <message>
        <source>the partition “{text}” has an empty clause</source>
        <translation>de partitie ‘{text}’ heeft een lege clausule</translation>
    </message>
    <message>
        <source>the partition names the cell type “{name}”: use corner, edge or center</source>
        <translation>de partitie noemt het vakjestype ‘{name}’: gebruik corner, edge of center</translation>
    </message>
    <message>
        <source>the partition gives the cell type “{cell_type}” twice</source>
        <translation>de partitie geeft het vakjestype ‘{cell_type}’ twee keer</translation>
    </message>
    <message>
        <source>the partition has two clauses without a cell type; start them with corner:, edge: or center:</source>
        <translation>de partitie heeft twee clausules zonder vakjestype; begin ze met corner:, edge: of center:</translation>
    </message>
    <message>
        <source>the partition gives no groups for the {cell_type} cells of a {size} board</source>
        <translation>de partitie geeft geen groepen voor de vakjes {cell_type} van een bord van {size}</translation>
    </message>
    <message>
        <source>the partition has only {available} canonical classes, not {count}</source>
        <translation>de partitie heeft maar {available} canonieke klassen, geen {count}</translation>
    </message>
    <message>
        <source>bad class “{text}”: {reason}</source>
        <translation>ongeldige klasse ‘{text}’: {reason}</translation>
    </message>
    <message>
        <source>bad partition “{text}”: {reason}</source>
        <translation>ongeldige partitie ‘{text}’: {reason}</translation>
    </message>
    <message>
        <source>{limit} classes are too many: a run holds at most {most}</source>
        <translation>{limit} klassen zijn te veel: een run bevat er hoogstens {most}</translation>
    </message>
    <message>
        <source>the partition “{partition}” has {count} classes on a {size} board (one per symmetry orbit), more than a run can list ({most}); set Classes to break a random sample, or use fewer letter groups</source>
        <translation>de partitie ‘{partition}’ heeft {count} klassen op een bord van {size} (één per symmetriebaan), meer dan een run kan opsommen ({most}); stel Klassen in om een willekeurige steekproef te breken, of gebruik minder lettergroepen</translation>
    </message>
    <message>
        <source>the threshold must be a whole number of at least 1, not {threshold}</source>
        <translation>de drempel moet een geheel getal van minstens 1 zijn, niet {threshold}</translation>
    </message>
    <message>
        <source>the threshold must be at most {most}, not {threshold}</source>
        <translation>de drempel mag hoogstens {most} zijn, niet {threshold}</translation>
    </message>
    <message>
        <source>a run needs at least 1 worker, not {workers}</source>
        <translation>een run heeft minstens 1 proces nodig, niet {workers}</translation>
    </message>
    <message>
        <source>the memory budget must be at least {least_mib} MiB, not {memory} bytes</source>
        <translation>het geheugenbudget moet minstens {least_mib} MiB zijn, niet {memory} bytes</translation>
    </message>
    <message>
        <source>a memory budget of {memory} bytes is more than this machine&apos;s memory ({machine} bytes)</source>
        <translation>een geheugenbudget van {memory} bytes is meer dan het geheugen van deze machine ({machine} bytes)</translation>
    </message>
    <message>
        <source>the results file {path}</source>
        <translation>het resultatenbestand {path}</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is longer than {limit_mib} MiB, longer than any result record</source>
        <translation>regel {line} van het resultatenbestand {path} is langer dan {limit_mib} MiB, langer dan elk resultaatrecord</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: its first line is not JSON</source>
        <translation>{path} is geen resultatenbestand van een breekrun: de eerste regel is geen JSON</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it is empty</source>
        <translation>{path} is geen resultatenbestand van een breekrun: het is leeg</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it has no complete line</source>
        <translation>{path} is geen resultatenbestand van een breekrun: het heeft geen volledige regel</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it holds only blank lines</source>
        <translation>{path} is geen resultatenbestand van een breekrun: het bevat alleen lege regels</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not JSON); fix or move the file</source>
        <translation>regel {line} van het resultatenbestand {path} is geen geldig resultaatrecord (geen JSON); herstel of verplaats het bestand</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is a second run header (two files joined?); fix or move the file</source>
        <translation>regel {line} van het resultatenbestand {path} is een tweede runkop (twee bestanden samengevoegd?); herstel of verplaats het bestand</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not a class record); fix or move the file</source>
        <translation>regel {line} van het resultatenbestand {path} is geen geldig resultaatrecord (geen klasserecord); herstel of verplaats het bestand</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record ({reason}); fix or move the file</source>
        <translation>regel {line} van het resultatenbestand {path} is geen geldig resultaatrecord ({reason}); herstel of verplaats het bestand</translation>
    </message>
    <message>
        <source>the results file {path} has no run header on its first line, so nothing says which run its lines belong to; move it away</source>
        <translation>het resultatenbestand {path} heeft geen runkop op de eerste regel, dus niets zegt bij welke run de regels horen; verplaats het</translation>
    </message>
    <message>
        <source>the results file {path} has a bad run header ({reason}); move it away</source>
        <translation>het resultatenbestand {path} heeft een ongeldige runkop ({reason}); verplaats het</translation>
    </message>
    <message>
        <source>the results file {path} was written by a newer version of Boggle (results format {version}; this one reads up to {supported}); it is left untouched</source>
        <translation>het resultatenbestand {path} is geschreven door een nieuwere versie van Boggle (resultaatformaat {version}; deze leest tot en met {supported}); het blijft onaangeroerd</translation>
    </message>
    <message>
        <source>cannot open the results file {path}: {reason}</source>
        <translation>kan het resultatenbestand {path} niet openen: {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is a folder; give a file name</source>
        <translation>het resultatenbestand {path} is een map; geef een bestandsnaam</translation>
    </message>
    <message>
        <source>the results file {path} is not a regular file; give a file on disk</source>
        <translation>het resultatenbestand {path} is geen gewoon bestand; geef een bestand op schijf</translation>
    </message>
    <message>
        <source>the results file {path} is larger than any results file ({size} bytes); choose another file</source>
        <translation>het resultatenbestand {path} is groter dan elk resultatenbestand ({size} bytes); kies een ander bestand</translation>
    </message>
    <message>
        <source>the results file {path} already exists: resume the run, or choose another file</source>
        <translation>het resultatenbestand {path} bestaat al: hervat de run of kies een ander bestand</translation>
    </message>
    <message>
        <source>the results file {path} is in use by another run; wait for that run to end, or choose another file</source>
        <translation>het resultatenbestand {path} is in gebruik door een andere run; wacht tot die run klaar is, of kies een ander bestand</translation>
    </message>
    <message>
        <source>cannot lock the results file {path}: {reason}</source>
        <translation>kan het resultatenbestand {path} niet vergrendelen: {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is from another run ({key} {theirs}, this run {ours})</source>
        <translation>het resultatenbestand {path} is van een andere run ({key} {theirs}, deze run {ours})</translation>
    </message>
    <message>
        <source>the results file {path} holds no results of a break run; it was left untouched: move it away or choose another file</source>
        <translation>het resultatenbestand {path} bevat geen resultaten van een breekrun; het is niet aangeraakt: verplaats het of kies een ander bestand</translation>
    </message>
    <message>
        <source>cannot write the results file {path}: {reason}</source>
        <translation>kan het resultatenbestand {path} niet schrijven: {reason}</translation>
    </message>
    <message>
        <source>{reason}; no class has run</source>
        <translation>{reason}; er is geen klasse gedraaid</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished and are saved in {path}</source>
        <translation>{reason}; {done} van {total} klassen zijn klaar en opgeslagen in {path}</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished (not saved: the run has no results file)</source>
        <translation>{reason}; {done} van {total} klassen zijn klaar (niet opgeslagen: de run heeft geen resultatenbestand)</translation>
    </message>
    <message>
        <source>a memory budget of {budget_mib} MiB is too small: a breaking process already uses {used_mib} MiB before any tree</source>
        <translation>een geheugenbudget van {budget_mib} MiB is te klein: een breekproces gebruikt al {used_mib} MiB vóór enige boom</translation>
    </message>
    <message>
        <source>a worker process died {times} times while breaking {what} (killed, or out of memory?)</source>
        <translation>een werkproces is {times} keer gestopt tijdens het breken van {what} (afgebroken, of geen geheugen meer?)</translation>
    </message>
    <message>
        <source>the class “{text}”</source>
        <translation>de klasse ‘{text}’</translation>
    </message>
    <message>
        <source>the union “{union}” of {count} classes</source>
        <translation>de vereniging ‘{union}’ van {count} klassen</translation>
    </message>
    <message>
        <source>T₀ must be a finite number of at least 0, not {t0}</source>
        <translation>T₀ moet een eindig getal van minstens 0 zijn, niet {t0}</translation>
    </message>
    <message>
        <source>exponential cooling needs a decay above 0, not {decay}</source>
        <translation>exponentieel afkoelen vraagt een verval boven 0, niet {decay}</translation>
    </message>
    <message>
        <source>linear cooling needs a ramp of at least 1 iteration, not {length}</source>
        <translation>lineair afkoelen vraagt een helling van minstens 1 iteratie, niet {length}</translation>
    </message>
    <message>
        <source>the max stall must be at least 1, not {max_stall}</source>
        <translation>de maximale stilstand moet minstens 1 zijn, niet {max_stall}</translation>
    </message>
    <message>
        <source>the letter set is empty</source>
        <translation>de letterset is leeg</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters}</source>
        <translation>de letterset ‘{text}’ bevat {characters}: gebruik de letters {letters}</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters} ({language})</source>
        <translation>de letterset ‘{text}’ bevat {characters}: gebruik de letters {letters} ({language})</translation>
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
        <source>History is off: {problem}</source>
        <translation>De geschiedenis staat uit: {problem}</translation>
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
        <translation>klassiek</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>vriendelijk</translation>
    </message>
    <message>
        <source>Table game, {date}</source>
        <translation>Tafelspel, {date}</translation>
    </message>
    <message>
        <source>Network round hosted by {host}, {date}</source>
        <translation>Netwerkronde gehost door {host}, {date}</translation>
    </message>
    <message>
        <source>Network round, {date}</source>
        <translation>Netwerkronde, {date}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Waar</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Group rounds</source>
        <translation>Groepsrondes</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Resultaten van de ronde</translation>
    </message>
    <message>
        <source>Select a round to see every player&apos;s words and scores.</source>
        <translation>Selecteer een ronde om de woorden en scores van elke speler te zien.</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>Alle woorden &amp;tonen</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>Als tekst &amp;kopiëren</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Openen in Bord &amp;oplossen</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dit bord spe&amp;len</translation>
    </message>
    <message>
        <source>The history is not available, so no group rounds can be shown.</source>
        <translation>De geschiedenis is niet beschikbaar, dus er kunnen geen groepsrondes worden getoond.</translation>
    </message>
    <message>
        <source>Cannot read the group rounds: {problem}</source>
        <translation>Kan de groepsrondes niet lezen: {problem}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tafel</translation>
    </message>
    <message>
        <source>network ({host})</source>
        <translation>netwerk ({host})</translation>
    </message>
    <message>
        <source>No group rounds yet: score a table game (Tools &gt; Score a table game) and save it, or play a round together.</source>
        <translation>Nog geen groepsrondes: tel een tafelspel (Extra &gt; Een tafelspel tellen) en sla het op, of speel samen een ronde.</translation>
    </message>
    <message>
        <source>Cannot show this round: {problem}</source>
        <translation>Kan deze ronde niet tonen: {problem}</translation>
    </message>
</context>
<context>
    <name>GroupHistoryDialog</name>
    <message>
        <source>Group rounds</source>
        <translation>Groepsrondes</translation>
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
        <translation>bezig</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>afgebroken</translation>
    </message>
    <message>
        <source>{dice}, {timer}</source>
        <translation>{dice}, {timer}</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist}, {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist}, {min_length}+ letters</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist} (list version not recorded), {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist} (lijstversie niet vastgelegd), {min_length}+ letters</translation>
    </message>
    <message>
        <source>This round is still in play: its words are shown in Solve a board once it is over (resume it, or end it, first).</source>
        <translation>Deze ronde is nog bezig: de woorden verschijnen in Bord oplossen zodra ze voorbij is (hervat of stop haar eerst).</translation>
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
        <translation>{list} (versie niet vastgelegd)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {problem}</source>
        <translation>Kan {path} niet schrijven: {problem}</translation>
    </message>
    <message>
        <source>History and high scores</source>
        <translation>Geschiedenis en records</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Of max</source>
        <translation>Van max.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>&amp;High scores</source>
        <translation>&amp;Records</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Recent rounds</source>
        <translation>Re&amp;cente rondes</translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation>Ronde &amp;bekijken</translation>
    </message>
    <message>
        <source>Your words, when you found them, your rejected guesses and every word of the board (double-click a round)</source>
        <translation>Je woorden, wanneer je ze vond, je afgewezen pogingen en elk woord van het bord (dubbelklik op een ronde)</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Openen in Bord &amp;oplossen</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>&amp;Woorden kopiëren</translation>
    </message>
    <message>
        <source>The selected round&apos;s words and rejected guesses, tab-separated</source>
        <translation>De woorden en afgewezen pogingen van de geselecteerde ronde, gescheiden door tabs</translation>
    </message>
    <message>
        <source>Export &amp;words…</source>
        <translation>Woorden &amp;exporteren…</translation>
    </message>
    <message>
        <source>E&amp;xport rounds…</source>
        <translation>Rondes e&amp;xporteren…</translation>
    </message>
    <message>
        <source>Every round of the history as CSV: date, board, dice, word list, timer, score, words…</source>
        <translation>Elke ronde uit de geschiedenis als CSV: datum, bord, dobbelstenen, woordenlijst, klok, score, woorden…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dit bord spe&amp;len</translation>
    </message>
    <message>
        <source>A new round on the selected round&apos;s board, with its word list and rules</source>
        <translation>Een nieuwe ronde op het bord van de geselecteerde ronde, met de woordenlijst en regels ervan</translation>
    </message>
    <message>
        <source>Gro&amp;up rounds…</source>
        <translation>&amp;Groepsrondes…</translation>
    </message>
    <message>
        <source>Network rounds and scored table games: every player&apos;s words and scores</source>
        <translation>Netwerkrondes en getelde tafelspellen: de woorden en scores van elke speler</translation>
    </message>
    <message>
        <source>Select a round first.</source>
        <translation>Selecteer eerst een ronde.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>Kan deze ronde niet openen: {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>Kan het bord van deze ronde niet spelen: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses of the round of {date} to the clipboard.</source>
        <translation>
            <numerusform>%n woord en {guesses} afgewezen pogingen van de ronde van {date} naar het klembord gekopieerd.</numerusform>
            <numerusform>%n woorden en {guesses} afgewezen pogingen van de ronde van {date} naar het klembord gekopieerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>De woorden van de ronde exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Saved the words of the round of {date} to {path}.</source>
        <translation>De woorden van de ronde van {date} opgeslagen in {path}.</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>Rondes exporteren</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) to {path}.</source>
        <translation>
            <numerusform>%n ronde opgeslagen in {path}.</numerusform>
            <numerusform>%n rondes opgeslagen in {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a round</source>
        <translation>Een ronde hosten</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Je naam, zoals de anderen die zien</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dobbelstenen:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Puntentelling:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Round length:</source>
        <translation>&amp;Rondeduur:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>elke vrije poort</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>P&amp;oort:</translation>
    </message>
    <message>
        <source>Everyone on the &amp;local network (the round is advertised)</source>
        <translation>Iedereen in het &amp;lokale netwerk (de ronde wordt aangekondigd)</translation>
    </message>
    <message>
        <source>This &amp;machine only (other windows of this computer)</source>
        <translation>Alleen deze &amp;computer (andere vensters op deze computer)</translation>
    </message>
    <message>
        <source>Who can join:</source>
        <translation>Wie kan meedoen:</translation>
    </message>
    <message>
        <source>none: anyone who finds the round can join</source>
        <translation>geen: iedereen die de ronde vindt, kan meedoen</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Wacht&amp;woord van de kamer:</translation>
    </message>
    <message>
        <source>no spectators</source>
        <translation>geen toeschouwers</translation>
    </message>
    <message>
        <source>People who watch the clock and the players without playing</source>
        <translation>Mensen die de klok en de spelers volgen zonder mee te spelen</translation>
    </message>
    <message>
        <source>S&amp;pectators at most:</source>
        <translation>Hoogstens &amp;toeschouwers:</translation>
    </message>
    <message>
        <source>Start each round when every player is &amp;ready</source>
        <translation>Elke ronde starten als alle spelers &amp;klaar zijn</translation>
    </message>
    <message>
        <source>none: rounds start at once</source>
        <translation>geen: rondes starten meteen</translation>
    </message>
    <message>
        <source>&amp;Countdown before a round:</source>
        <translation>&amp;Aftellen voor een ronde:</translation>
    </message>
    <message>
        <source>optional: the rounds play this code&apos;s boards, one after another</source>
        <translation>optioneel: de rondes spelen de borden van deze code, het ene na het andere</translation>
    </message>
    <message>
        <source>Game &amp;code:</source>
        <translation>Spel&amp;code:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Hosten</translation>
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
        <translation>Meedoen aan een ronde</translation>
    </message>
    <message>
        <source>ROUNDS ON THE LOCAL NETWORK</source>
        <translation>RONDES IN HET LOKALE NETWERK</translation>
    </message>
    <message>
        <source>Rounds found</source>
        <translation>Gevonden rondes</translation>
    </message>
    <message>
        <source>or type the host&apos;s address, e.g. 192.168.1.5:{port}</source>
        <translation>of typ het adres van de host, bijv. 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adres:</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Je naam, zoals de anderen die zien</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>Your list checks words as you type; the host&apos;s list decides</source>
        <translation>Jouw lijst controleert woorden terwijl je typt; de lijst van de host beslist</translation>
    </message>
    <message>
        <source>Your &amp;word list:</source>
        <translation>Je &amp;woordenlijst:</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Wacht&amp;woord van de kamer:</translation>
    </message>
    <message>
        <source>Join as a &amp;spectator (watch the round without playing)</source>
        <translation>Meedoen als &amp;toeschouwer (de ronde volgen zonder te spelen)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Meedoen</translation>
    </message>
    <message>
        <source>Looking for rounds…</source>
        <translation>Rondes zoeken…</translation>
    </message>
    <message>
        <source>Looking for rounds on the network is off; type the host&apos;s address.</source>
        <translation>Rondes zoeken in het netwerk staat uit; typ het adres van de host.</translation>
    </message>
    <message>
        <source>{round} (another version of the app)</source>
        <translation>{round} (een andere versie van de app)</translation>
    </message>
    <message>
        <source>This round speaks protocol version {theirs}; this app speaks version {ours}. Use the same version of the app to join.</source>
        <translation>Deze ronde spreekt protocolversie {theirs}; deze app spreekt versie {ours}. Gebruik dezelfde versie van de app om mee te doen.</translation>
    </message>
    <message>
        <source>{round} (password)</source>
        <translation>{round} (wachtwoord)</translation>
    </message>
    <message>
        <source>No rounds found yet; still looking… (or type the host&apos;s address)</source>
        <translation>Nog geen rondes gevonden; nog aan het zoeken… (of typ het adres van de host)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) found; still looking…</source>
        <translation>
            <numerusform>%n ronde gevonden; nog aan het zoeken…</numerusform>
            <numerusform>%n rondes gevonden; nog aan het zoeken…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot look for rounds on the network ({problem}); type the host&apos;s address.</source>
        <translation>Kan niet naar rondes zoeken in het netwerk ({problem}); typ het adres van de host.</translation>
    </message>
    <message>
        <source>this round has a password</source>
        <translation>deze ronde heeft een wachtwoord</translation>
    </message>
    <message>
        <source>only if the round has one</source>
        <translation>alleen als de ronde er een heeft</translation>
    </message>
    <message>
        <source>Address: {problem}</source>
        <translation>Adres: {problem}</translation>
    </message>
    <message>
        <source>This round has a password: type it to join.</source>
        <translation>Deze ronde heeft een wachtwoord: typ het om mee te doen.</translation>
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
        <source>Paused while another window is open
Close it to play on</source>
        <translation>Gepauzeerd zolang een ander venster open is
Sluit het om verder te spelen</translation>
    </message>
    <message>
        <source>Paused while another of the game&apos;s windows is open: the clock is stopped.</source>
        <translation>Gepauzeerd zolang een ander venster van het spel open is: de klok staat stil.</translation>
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
        <source>&amp;High contrast</source>
        <translation>&amp;Hoog contrast</translation>
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
    <name>NetReasons</name>
    <message>
        <source>the host speaks another version of the game&apos;s protocol</source>
        <translation>de host spreekt een andere versie van het spelprotocol</translation>
    </message>
    <message>
        <source>the round is full</source>
        <translation>de ronde is vol</translation>
    </message>
    <message>
        <source>the host removed you from the room</source>
        <translation>de host heeft je uit de kamer verwijderd</translation>
    </message>
    <message>
        <source>wrong or missing room password</source>
        <translation>verkeerd of ontbrekend wachtwoord voor de kamer</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>de verbinding is gesloten</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>de verbinding is verbroken</translation>
    </message>
    <message>
        <source>the host stopped answering</source>
        <translation>de host reageert niet meer</translation>
    </message>
    <message>
        <source>the connection closed (code {code})</source>
        <translation>de verbinding is gesloten (code {code})</translation>
    </message>
    <message>
        <source>no host answers at that address</source>
        <translation>er antwoordt geen host op dat adres</translation>
    </message>
    <message>
        <source>the host did not answer in time</source>
        <translation>de host antwoordde niet op tijd</translation>
    </message>
    <message>
        <source>this is not a host address</source>
        <translation>dit is geen adres van een host</translation>
    </message>
    <message>
        <source>the host refused the connection</source>
        <translation>de host heeft de verbinding geweigerd</translation>
    </message>
    <message>
        <source>the host has too many connections opening; try again in a moment</source>
        <translation>bij de host gaan te veel verbindingen tegelijk open; probeer het zo nog eens</translation>
    </message>
    <message>
        <source>too many wrong passwords from this computer: the host turns it away for a minute</source>
        <translation>te veel verkeerde wachtwoorden vanaf deze computer: de host weigert hem een minuut lang</translation>
    </message>
    <message>
        <source>cannot reach the host</source>
        <translation>de host is niet bereikbaar</translation>
    </message>
    <message>
        <source>{cause}; gave up reconnecting</source>
        <translation>{cause}; opnieuw verbinden opgegeven</translation>
    </message>
    <message>
        <source>the round it was typed in is over</source>
        <translation>de ronde van dit woord is voorbij</translation>
    </message>
    <message>
        <source>too many words are waiting to be sent</source>
        <translation>te veel woorden wachten om verstuurd te worden</translation>
    </message>
    <message>
        <source>an error in this app ended the connection</source>
        <translation>een fout in deze app heeft de verbinding beëindigd</translation>
    </message>
    <message>
        <source>you joined again from another window or computer</source>
        <translation>je hebt opnieuw meegedaan vanuit een ander venster of een andere computer</translation>
    </message>
    <message>
        <source>this app did not keep up with the host&apos;s messages</source>
        <translation>deze app kon de berichten van de host niet bijhouden</translation>
    </message>
    <message>
        <source>this app sent far too many messages</source>
        <translation>deze app stuurde veel te veel berichten</translation>
    </message>
    <message>
        <source>you left the round</source>
        <translation>je hebt de ronde verlaten</translation>
    </message>
    <message>
        <source>this app did not introduce itself in time</source>
        <translation>deze app heeft zich niet op tijd gemeld</translation>
    </message>
    <message>
        <source>the host heard nothing from this app for too long</source>
        <translation>de host heeft te lang niets van deze app gehoord</translation>
    </message>
    <message>
        <source>this app sent too many messages the host cannot read</source>
        <translation>deze app stuurde te veel berichten die de host niet kan lezen</translation>
    </message>
    <message>
        <source>the host stopped the round&apos;s server</source>
        <translation>de host heeft de server van de ronde gestopt</translation>
    </message>
    <message>
        <source>the host cannot read a message from this app</source>
        <translation>de host kan een bericht van deze app niet lezen</translation>
    </message>
    <message>
        <source>a message from this app was too big</source>
        <translation>een bericht van deze app was te groot</translation>
    </message>
    <message>
        <source>the host reads text messages only</source>
        <translation>de host leest alleen tekstberichten</translation>
    </message>
    <message>
        <source>the host does not take that kind of message</source>
        <translation>de host neemt dit soort bericht niet aan</translation>
    </message>
    <message>
        <source>this app has not joined the round yet</source>
        <translation>deze app doet nog niet mee aan de ronde</translation>
    </message>
    <message>
        <source>this connection has joined already</source>
        <translation>deze verbinding doet al mee</translation>
    </message>
    <message>
        <source>too many messages at once: some were dropped</source>
        <translation>te veel berichten tegelijk: sommige zijn genegeerd</translation>
    </message>
    <message>
        <source>no round is being played</source>
        <translation>er wordt geen ronde gespeeld</translation>
    </message>
    <message>
        <source>you have entered as many words as a round allows</source>
        <translation>je hebt zoveel woorden ingevoerd als een ronde toestaat</translation>
    </message>
    <message>
        <source>spectators watch: they do not enter words or get ready</source>
        <translation>toeschouwers kijken: ze voeren geen woorden in en melden zich niet klaar</translation>
    </message>
    <message>
        <source>the host called the countdown off</source>
        <translation>de host heeft het aftellen afgebroken</translation>
    </message>
    <message>
        <source>too few players are left</source>
        <translation>er zijn te weinig spelers over</translation>
    </message>
    <message>
        <source>{player} is not ready any more</source>
        <translation>{player} is niet meer klaar</translation>
    </message>
    <message numerus="yes">
        <source>{cause}; gave up after %n reconnection attempt(s)</source>
        <translation>
            <numerusform>{cause}; opnieuw verbinden opgegeven na %n poging</numerusform>
            <numerusform>{cause}; opnieuw verbinden opgegeven na %n pogingen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Classic: a word two or more players found scores for no one</source>
        <translation>Klassiek: een woord dat twee of meer spelers vonden, telt voor niemand</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Vriendelijk: iedereen houdt zijn punten</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wachten</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>afgelopen</translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s) - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n speler - {address}</numerusform>
            <numerusform>{who}: {board} - %n spelers - {address}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s), {state} - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n speler, {state} - {address}</numerusform>
            <numerusform>{who}: {board} - %n spelers, {state} - {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the host&apos;s address (as shown in the host&apos;s window), or pick a round from the list.</source>
        <translation>Typ het adres van de host (zoals in het venster van de host staat), of kies een ronde uit de lijst.</translation>
    </message>
    <message>
        <source>{text} is not an address: type it as 192.168.1.5:{port}</source>
        <translation>{text} is geen adres: typ het als 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>Port {port} is not in 1..65535.</source>
        <translation>Poort {port} ligt niet in 1..65535.</translation>
    </message>
    <message>
        <source>{host} is not a host name or address.</source>
        <translation>{host} is geen hostnaam of adres.</translation>
    </message>
    <message>
        <source>Your name: {problem}</source>
        <translation>Je naam: {problem}</translation>
    </message>
    <message>
        <source>Game code: {problem}</source>
        <translation>Spelcode: {problem}</translation>
    </message>
    <message>
        <source>Game code: this code holds one fixed board, not a series of boards.</source>
        <translation>Spelcode: deze code bevat één vast bord, geen reeks borden.</translation>
    </message>
    <message>
        <source>Game code: it is a game in {theirs}; the round is in {ours}.</source>
        <translation>Spelcode: het is een spel in het {theirs}; de ronde is in het {ours}.</translation>
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
        <source>The round is over. Choose the next board and press Next round.</source>
        <translation>De ronde is voorbij. Kies het volgende bord en druk op Volgende ronde.</translation>
    </message>
    <message>
        <source>The round is over. Press I&apos;m ready for the next round.</source>
        <translation>De ronde is voorbij. Druk op Ik ben klaar voor de volgende ronde.</translation>
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
        <translation>Een ronde hosten</translation>
    </message>
    <message>
        <source>Join a round</source>
        <translation>Meedoen aan een ronde</translation>
    </message>
    <message>
        <source>&amp;Start round</source>
        <translation>&amp;Ronde starten</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>Ronde &amp;stoppen</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Volgende ronde</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Wachten op de host</translation>
    </message>
    <message>
        <source>TIME LEFT (HOST&apos;S CLOCK)</source>
        <translation>RESTERENDE TIJD (KLOK VAN DE HOST)</translation>
    </message>
    <message>
        <source>YOUR POINTS SO FAR</source>
        <translation>JOUW PUNTEN TOT NU TOE</translation>
    </message>
    <message>
        <source>YOUR WORDS</source>
        <translation>JOUW WOORDEN</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Host&apos;s verdict</source>
        <translation>Oordeel van de host</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Your words</source>
        <translation>Jouw woorden</translation>
    </message>
    <message>
        <source>Loading word list {wordlist}…</source>
        <translation>Woordenlijst {wordlist} laden…</translation>
    </message>
    <message>
        <source>Cannot host: the word list does not load ({problem}).</source>
        <translation>Kan niet hosten: de woordenlijst laadt niet ({problem}).</translation>
    </message>
    <message>
        <source>Your word list does not load ({problem}); words are checked by the host only.</source>
        <translation>Je woordenlijst laadt niet ({problem}); alleen de host controleert de woorden.</translation>
    </message>
    <message>
        <source>Starting the round&apos;s server…</source>
        <translation>De server van de ronde starten…</translation>
    </message>
    <message>
        <source>port {port} is already in use; host again with another port (or any free port)</source>
        <translation>poort {port} is al in gebruik; host opnieuw met een andere poort (of een vrije poort)</translation>
    </message>
    <message>
        <source>Cannot host the round: {problem}</source>
        <translation>Kan de ronde niet hosten: {problem}</translation>
    </message>
    <message>
        <source>Players on the local network join at  {address}</source>
        <translation>Spelers in het lokale netwerk doen mee via  {address}</translation>
    </message>
    <message>
        <source>Players on this machine join at  {address}</source>
        <translation>Spelers op deze computer doen mee via  {address}</translation>
    </message>
    <message>
        <source>YOU HOST THIS ROUND</source>
        <translation>JIJ HOST DEZE RONDE</translation>
    </message>
    <message>
        <source>{seconds} S</source>
        <translation>{seconds} S</translation>
    </message>
    <message>
        <source>The round&apos;s server has stopped; close this window and host again.</source>
        <translation>De server van de ronde is gestopt; sluit dit venster en host opnieuw.</translation>
    </message>
    <message>
        <source>The round is not advertised on the network ({problem}); players can still join at {address}.</source>
        <translation>De ronde wordt niet aangekondigd in het netwerk ({problem}); spelers kunnen nog meedoen via {address}.</translation>
    </message>
    <message>
        <source>JOINING {address} AS {name}</source>
        <translation>MEEDOEN MET {address} ALS {name}</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Verbinden met {address}…</translation>
    </message>
    <message>
        <source>Cannot play in this round: {problem}</source>
        <translation>Kan niet meespelen in deze ronde: {problem}</translation>
    </message>
    <message>
        <source>You are no longer connected to the round.</source>
        <translation>Je bent niet meer verbonden met de ronde.</translation>
    </message>
    <message>
        <source>The host sent a setup this app cannot read ({problem}).</source>
        <translation>De host stuurde een instelling die deze app niet kan lezen ({problem}).</translation>
    </message>
    <message>
        <source>{rule} · {setup}</source>
        <translation>{rule} · {setup}</translation>
    </message>
    <message>
        <source>The host sent a board this app cannot show ({problem}).</source>
        <translation>De host stuurde een bord dat deze app niet kan tonen ({problem}).</translation>
    </message>
    <message>
        <source>WATCHING THE ROUND AT {address} AS {name}</source>
        <translation>JE KIJKT NAAR DE RONDE OP {address} ALS {name}</translation>
    </message>
    <message>
        <source>PLAYING IN THE ROUND AT {address} AS {name}</source>
        <translation>JE SPEELT IN DE RONDE OP {address} ALS {name}</translation>
    </message>
    <message>
        <source>Watching as {name}: you see the clock, the players and the results; you do not play.</source>
        <translation>Je kijkt mee als {name}: je ziet de klok, de spelers en de uitslag; je speelt niet mee.</translation>
    </message>
    <message>
        <source>Press Start round, or I&apos;m ready: the round starts when every player is ready.</source>
        <translation>Druk op Ronde starten, of Ik ben klaar: de ronde start als alle spelers klaar zijn.</translation>
    </message>
    <message>
        <source>Press Start round when everyone has joined.</source>
        <translation>Druk op Ronde starten als iedereen meedoet.</translation>
    </message>
    <message>
        <source>You host this round.</source>
        <translation>Jij host deze ronde.</translation>
    </message>
    <message>
        <source>Joined as {name}. Press I&apos;m ready when you are: the round starts when every player is.</source>
        <translation>Meegedaan als {name}. Druk op Ik ben klaar als je zover bent: de ronde start als iedereen klaar is.</translation>
    </message>
    <message>
        <source>Joined as {name}. Waiting for the host to start the round.</source>
        <translation>Meegedaan als {name}. Wachten tot de host de ronde start.</translation>
    </message>
    <message>
        <source>Joined as {name}.</source>
        <translation>Meegedaan als {name}.</translation>
    </message>
    <message>
        <source>Your word list ({mine}) differs from the host&apos;s ({theirs}): the host&apos;s list decides. Yours only checks words as you type.</source>
        <translation>Je woordenlijst ({mine}) verschilt van die van de host ({theirs}): de lijst van de host beslist. De jouwe controleert alleen woorden terwijl je typt.</translation>
    </message>
    <message>
        <source>The round has started.</source>
        <translation>De ronde is begonnen.</translation>
    </message>
    <message>
        <source>The round has started: find words!</source>
        <translation>De ronde is begonnen: zoek woorden!</translation>
    </message>
    <message>
        <source>The host&apos;s results cannot be read ({problem}).</source>
        <translation>De resultaten van de host zijn niet te lezen ({problem}).</translation>
    </message>
    <message>
        <source>checking… (in your list)</source>
        <translation>controleren… (in je lijst)</translation>
    </message>
    <message>
        <source>{word}: in your list, checking with the host…</source>
        <translation>{word}: in je lijst, controleren bij de host…</translation>
    </message>
    <message>
        <source>checking… ({verdict})</source>
        <translation>controleren… ({verdict})</translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation>{word}: {verdict}</translation>
    </message>
    <message>
        <source>The countdown was called off: {reason}</source>
        <translation>Het aftellen is afgebroken: {reason}</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>wachten op spelers</translation>
    </message>
    <message numerus="yes">
        <source>The next round starts in %n second(s)…</source>
        <translation>
            <numerusform>De volgende ronde begint over %n seconde…</numerusform>
            <numerusform>De volgende ronde begint over %n seconden…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round starts in
%n second(s)</source>
        <translation>
            <numerusform>De ronde start over
%n seconde</numerusform>
            <numerusform>De ronde start over
%n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>The host says: {message}</source>
        <translation>De host zegt: {message}</translation>
    </message>
    <message>
        <source>The host sent something this app cannot read; it was ignored ({problem}).</source>
        <translation>De host stuurde iets dat deze app niet kan lezen; het is genegeerd ({problem}).</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>geen antwoord</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting, try {attempt}…</source>
        <translation>Verbinding met de host verbroken ({reason}); opnieuw verbinden, poging {attempt}…</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting…</source>
        <translation>Verbinding met de host verbroken ({reason}); opnieuw verbinden…</translation>
    </message>
    <message>
        <source>The host removed you from the room; you cannot join it again as the same player.</source>
        <translation>De host heeft je uit de kamer verwijderd; je kunt niet opnieuw meedoen als dezelfde speler.</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>de verbinding is beëindigd</translation>
    </message>
    <message>
        <source>Disconnected from the round: {reason}.</source>
        <translation>Losgekoppeld van de ronde: {reason}.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer: the host turns it away for a minute. Wait, then type the password and join again.</source>
        <translation>Te veel verkeerde wachtwoorden vanaf deze computer: de host weigert hem een minuut lang. Wacht, typ dan het wachtwoord en doe opnieuw mee.</translation>
    </message>
    <message>
        <source>This room has a password: type it and join again.</source>
        <translation>Deze kamer heeft een wachtwoord: typ het en doe opnieuw mee.</translation>
    </message>
    <message>
        <source>Wrong password for this room: type it again and join again.</source>
        <translation>Verkeerd wachtwoord voor deze kamer: typ het opnieuw en doe opnieuw mee.</translation>
    </message>
    <message>
        <source>Start the next round on the board chosen beside</source>
        <translation>De volgende ronde starten op het ernaast gekozen bord</translation>
    </message>
    <message>
        <source>&amp;Call off</source>
        <translation>&amp;Afblazen</translation>
    </message>
    <message>
        <source>Call off the countdown to the next round</source>
        <translation>Het aftellen naar de volgende ronde afblazen</translation>
    </message>
    <message>
        <source>I&apos;m &amp;ready</source>
        <translation>Ik ben &amp;klaar</translation>
    </message>
    <message>
        <source>The round starts when every player is ready</source>
        <translation>De ronde start als alle spelers klaar zijn</translation>
    </message>
    <message>
        <source>Press Start round
when everyone has joined</source>
        <translation>Druk op Ronde starten
als iedereen meedoet</translation>
    </message>
    <message>
        <source>Waiting for the host
The board appears when the round starts</source>
        <translation>Wachten op de host
Het bord verschijnt als de ronde start</translation>
    </message>
    <message>
        <source>Time is up: waiting for the host&apos;s results…</source>
        <translation>De tijd is om: wachten op de resultaten van de host…</translation>
    </message>
    <message>
        <source>{word}: already entered</source>
        <translation>{word}: al ingevoerd</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: sent</source>
        <translation>{word}: verstuurd</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>controleren…</translation>
    </message>
    <message>
        <source>The server refused: {problem}</source>
        <translation>De server weigerde: {problem}</translation>
    </message>
    <message>
        <source>{name} was removed from the room.</source>
        <translation>{name} is uit de kamer verwijderd.</translation>
    </message>
    <message>
        <source>{name} is not in the room any more.</source>
        <translation>{name} is niet meer in de kamer.</translation>
    </message>
    <message>
        <source>You are ready: the round starts when every player is.</source>
        <translation>Je bent klaar: de ronde start als alle spelers het zijn.</translation>
    </message>
    <message>
        <source>You are not ready any more.</source>
        <translation>Je bent niet meer klaar.</translation>
    </message>
    <message>
        <source>The round is over. The host starts the next round.</source>
        <translation>De ronde is voorbij. De host start de volgende ronde.</translation>
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
        <translation>Samen spelen</translation>
    </message>
    <message>
        <source>Leave the round you are in?</source>
        <translation>De ronde verlaten waarin je zit?</translation>
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
        <translation>dit is een uitdagingscode: voer hem in met Spel &gt; Een spelcode spelen (Ctrl+G)</translation>
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
    <name>PasswordRow</name>
    <message>
        <source>the room&apos;s password</source>
        <translation>het wachtwoord van de kamer</translation>
    </message>
    <message>
        <source>Room password</source>
        <translation>Wachtwoord van de kamer</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Wacht&amp;woord:</translation>
    </message>
    <message>
        <source>&amp;Join again</source>
        <translation>Opnieuw &amp;meedoen</translation>
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
        <translation>Speler {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Naam van speler {number}</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Deze speler verwijderen</translation>
    </message>
    <message>
        <source>Remove player {number}</source>
        <translation>Speler {number} verwijderen</translation>
    </message>
    <message>
        <source>Words: one a line, or separated by spaces or commas</source>
        <translation>Woorden: één per regel, of gescheiden door spaties of komma&apos;s</translation>
    </message>
    <message>
        <source>Player {number} words</source>
        <translation>Woorden van speler {number}</translation>
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
    <name>PlayersView</name>
    <message>
        <source>PLAYERS</source>
        <translation>SPELERS</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>Speler &amp;verwijderen…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Points in all</source>
        <translation>Punten in totaal</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (jij)</translation>
    </message>
    <message>
        <source> (away)</source>
        <translation> (weg)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>klaar</translation>
    </message>
    <message numerus="yes">
        <source>Watching (%n): {names}</source>
        <translation>
            <numerusform>Toeschouwer (%n): {names}</numerusform>
            <numerusform>Toeschouwers (%n): {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Niemand kijkt mee.</translation>
    </message>
    <message>
        <source>Remove {name} from the room…</source>
        <translation>{name} uit de kamer verwijderen…</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Een speler verwijderen</translation>
    </message>
    <message>
        <source>Remove {name} from the room? Their words leave this round, and they cannot join again as the same player.</source>
        <translation>{name} uit de kamer verwijderen? Diens woorden verdwijnen uit deze ronde, en diegene kan niet opnieuw meedoen als dezelfde speler.</translation>
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
</context>
<context>
    <name>RematchChoice</name>
    <message>
        <source>Board of the next round</source>
        <translation>Bord van de volgende ronde</translation>
    </message>
    <message>
        <source>a new board</source>
        <translation>een nieuw bord</translation>
    </message>
    <message>
        <source>the same board again</source>
        <translation>hetzelfde bord nog eens</translation>
    </message>
    <message>
        <source>the next board of the game code</source>
        <translation>het volgende bord van de spelcode</translation>
    </message>
    <message>
        <source>Host with a game code to play its boards</source>
        <translation>Host met een spelcode om de borden ervan te spelen</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>RESULTS</source>
        <translation>RESULTATEN</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Unique words</source>
        <translation>Unieke woorden</translation>
    </message>
    <message>
        <source>Shared (struck out)</source>
        <translation>Gedeeld (doorgestreept)</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>Niet geteld</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultaten</translation>
    </message>
    <message>
        <source>STANDINGS</source>
        <translation>STAND</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Standings across the rounds</source>
        <translation>Stand over de rondes</translation>
    </message>
    <message>
        <source>EVERY WORD OF THE BOARD</source>
        <translation>ELK WOORD VAN HET BORD</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>In &amp;geschiedenis opslaan</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>Gevonden door</translation>
    </message>
    <message>
        <source>Every word of the board</source>
        <translation>Elk woord van het bord</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WINS WITH {best}</source>
        <translation>RESULTATEN · {rule} · {winners} WINT MET {best}</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WIN WITH {best}</source>
        <translation>RESULTATEN · {rule} · {winners} WINNEN MET {best}</translation>
    </message>
    <message>
        <source> AND </source>
        <translation> EN </translation>
    </message>
    <message>
        <source>RESULTS · {rule}</source>
        <translation>RESULTATEN · {rule}</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (jij)</translation>
    </message>
    <message>
        <source>Found by two or more players: these score for no one</source>
        <translation>Door twee of meer spelers gevonden: deze tellen voor niemand</translation>
    </message>
    <message>
        <source>Found by two or more players</source>
        <translation>Door twee of meer spelers gevonden</translation>
    </message>
    <message numerus="yes">
        <source>STANDINGS AFTER %n ROUND(S)</source>
        <translation>
            <numerusform>STAND NA %n RONDE</numerusform>
            <numerusform>STAND NA %n RONDES</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Word ({count}, %n point(s))</source>
        <translation>
            <numerusform>Woord ({count}, %n punt)</numerusform>
            <numerusform>Woord ({count}, %n punten)</numerusform>
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
        <translation>Open een resultatenbestand (Resultaten openen…) om te zien wat een run vond.</translation>
    </message>
    <message>
        <source>Results status</source>
        <translation>Status van de resultaten</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>Stoppen met lezen</translation>
    </message>
    <message>
        <source>Stop reading the file (the file is never changed)</source>
        <translation>Stoppen met het lezen van het bestand (het bestand wordt nooit gewijzigd)</translation>
    </message>
    <message>
        <source>Run header</source>
        <translation>Kop van de run</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Gevonden borden</translation>
    </message>
    <message>
        <source>board</source>
        <translation>bord</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Boards in the results file</source>
        <translation>Borden in het resultatenbestand</translation>
    </message>
    <message>
        <source>Open &amp;board</source>
        <translation>&amp;Bord openen</translation>
    </message>
    <message>
        <source>Show the selected board in Solve a board, scored with the run&apos;s list</source>
        <translation>Het geselecteerde bord tonen in Bord oplossen, geteld met de lijst van de run</translation>
    </message>
    <message>
        <source>Play t&amp;his board</source>
        <translation>Dit bord spe&amp;len</translation>
    </message>
    <message>
        <source>Start a round on the selected board with the run&apos;s list</source>
        <translation>Een ronde starten op het geselecteerde bord met de lijst van de run</translation>
    </message>
    <message>
        <source>Time per class: open a results file.</source>
        <translation>Tijd per klasse: open een resultatenbestand.</translation>
    </message>
    <message>
        <source>Bound per level (root, then after each force):</source>
        <translation>Grens per niveau (wortel, dan na elke forcering):</translation>
    </message>
    <message>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>klassen</translation>
    </message>
    <message>
        <source>median</source>
        <translation>mediaan</translation>
    </message>
    <message>
        <source>90%</source>
        <translation>90%</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>Bound per level</source>
        <translation>Grens per niveau</translation>
    </message>
    <message>
        <source>Slowest {count} classes:</source>
        <translation>Traagste {count} klassen:</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tijd</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>knopen</translation>
    </message>
    <message>
        <source>root bound</source>
        <translation>wortelgrens</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveaus</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>borden</translation>
    </message>
    <message>
        <source>class id</source>
        <translation>klasse-id</translation>
    </message>
    <message>
        <source>class</source>
        <translation>klasse</translation>
    </message>
    <message>
        <source>Slowest classes</source>
        <translation>Traagste klassen</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} lezen…</translation>
    </message>
    <message>
        <source>Cannot open: {problem}</source>
        <translation>Kan niet openen: {problem}</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged. Still showing {file}.</source>
        <translation>Lezen gestopt; het bestand is ongewijzigd. {file} wordt nog getoond.</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged.</source>
        <translation>Lezen gestopt; het bestand is ongewijzigd.</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes of {total} canonical ({share}%), %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} klassen van {total} canoniek ({share}%), %n bord van {threshold} of meer</numerusform>
            <numerusform>{file}: {classes} klassen van {total} canoniek ({share}%), %n borden van {threshold} of meer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes, %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} klassen, %n bord van {threshold} of meer</numerusform>
            <numerusform>{file}: {classes} klassen, %n borden van {threshold} of meer</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · last line torn (a run was killed while writing it): skipped, file unchanged</source>
        <translation>{summary} · laatste regel afgebroken (een run werd gestopt tijdens het schrijven): overgeslagen, bestand ongewijzigd</translation>
    </message>
    <message>
        <source>here: {path}</source>
        <translation>hier: {path}</translation>
    </message>
    <message>
        <source>not found on this machine: choose it as the Word list and open the file again to open its boards</source>
        <translation>niet gevonden op deze computer: kies hem als Woordenlijst en open het bestand opnieuw om de borden te openen</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (named in the file)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (genoemd in het bestand)</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (recognised from the class ids)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (herkend aan de klasse-id&apos;s)</translation>
    </message>
    <message>
        <source>unknown (classes from a file, or a partition this window does not know)</source>
        <translation>onbekend (klassen uit een bestand, of een partitie die dit venster niet kent)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{size}&lt;/b&gt;, threshold &lt;b&gt;{threshold}&lt;/b&gt;, {rules} rules, {method} method, word list &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</source>
        <translation>&lt;b&gt;{size}&lt;/b&gt;, drempel &lt;b&gt;{threshold}&lt;/b&gt;, regels {rules}, methode {method}, woordenlijst &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</translation>
    </message>
    <message>
        <source>{run} · language {language}</source>
        <translation>{run} · taal {language}</translation>
    </message>
    <message>
        <source>Partition: {partition}</source>
        <translation>Partitie: {partition}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; of {total}</source>
        <translation>Klassen klaar: &lt;b&gt;{classes}&lt;/b&gt; van {total}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; (total unknown)</source>
        <translation>Klassen klaar: &lt;b&gt;{classes}&lt;/b&gt; (totaal onbekend)</translation>
    </message>
    <message>
        <source>{done}, broken in {unions} unions</source>
        <translation>{done}, gebroken in {unions} unies</translation>
    </message>
    <message>
        <source>{done} · {unforced} broken at the root (bound below {threshold}) · time in classes {time} · {nodes} tree nodes · file {file_size} MiB: {path}</source>
        <translation>{done} · {unforced} gebroken bij de wortel (grens onder {threshold}) · tijd in klassen {time} · {nodes} boomknopen · bestand {file_size} MiB: {path}</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Gevonden borden: {count}</translation>
    </message>
    <message>
        <source>Time per class</source>
        <translation>Tijd per klasse</translation>
    </message>
    <message>
        <source>seconds (log scale)</source>
        <translation>seconden (logaritmische schaal)</translation>
    </message>
    <message>
        <source>Time per class histogram</source>
        <translation>Histogram van de tijd per klasse</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes, median {median}, max {max})</source>
        <translation>Tijd per klasse ({classes} klassen, mediaan {median}, max. {max})</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes)</source>
        <translation>Tijd per klasse ({classes} klassen)</translation>
    </message>
    <message>
        <source>root</source>
        <translation>wortel</translation>
    </message>
    <message>
        <source>force {number}</source>
        <translation>forcering {number}</translation>
    </message>
    <message>
        <source>union of {count}</source>
        <translation>unie van {count}</translation>
    </message>
    <message>
        <source>Slowest {count} classes (a union of classes broken as one counts once):</source>
        <translation>Traagste {count} klassen (een unie van samen gebroken klassen telt één keer):</translation>
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
        <translation>Ronde van {date}: {board}</translation>
    </message>
    <message>
        <source>{date} · {game} · {list} letters · {status}</source>
        <translation>{date} · {game} · {list} letters · {status}</translation>
    </message>
    <message>
        <source>&amp;All words</source>
        <translation>&amp;Alle woorden</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>&amp;Your words ({count})</source>
        <translation>&amp;Jouw woorden ({count})</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Poging</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>&amp;Rejected guesses ({count})</source>
        <translation>Afge&amp;wezen pogingen ({count})</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Openen in Bord &amp;oplossen</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>Woorden &amp;kopiëren</translation>
    </message>
    <message>
        <source>Your words and rejected guesses, tab-separated, to the clipboard</source>
        <translation>Je woorden en afgewezen pogingen, gescheiden door tabs, naar het klembord</translation>
    </message>
    <message>
        <source>&amp;Export words…</source>
        <translation>Woorden &amp;exporteren…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dit bord spe&amp;len</translation>
    </message>
    <message>
        <source>A new round on this board, with the word list and rules it was played with</source>
        <translation>Een nieuwe ronde op dit bord, met de woordenlijst en regels waarmee het gespeeld werd</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} · played {clock}</source>
        <translation>Woorden: &lt;b&gt;{found}&lt;/b&gt; van {words} · punten: &lt;b&gt;{score}&lt;/b&gt; van {max_score} · gespeeld {clock}</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; · points: &lt;b&gt;{score}&lt;/b&gt; · played {clock}</source>
        <translation>Woorden: &lt;b&gt;{found}&lt;/b&gt; · punten: &lt;b&gt;{score}&lt;/b&gt; · gespeeld {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{longest}&lt;/b&gt; · rejected guesses: {guesses}</source>
        <translation>Je langste woord: &lt;b&gt;{longest}&lt;/b&gt; · afgewezen pogingen: {guesses}</translation>
    </message>
    <message>
        <source>found {clock} into the round</source>
        <translation>gevonden na {clock} in de ronde</translation>
    </message>
    <message>
        <source>Every word of the board cannot be listed: {problem}. Your words and guesses are shown as stored.</source>
        <translation>Niet elk woord van het bord kan worden getoond: {problem}. Je woorden en pogingen worden getoond zoals opgeslagen.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>Kan deze ronde niet openen: {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>Kan het bord van deze ronde niet spelen: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses to the clipboard.</source>
        <translation>
            <numerusform>%n woord en {guesses} afgewezen pogingen naar het klembord gekopieerd.</numerusform>
            <numerusform>%n woorden en {guesses} afgewezen pogingen naar het klembord gekopieerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>De woorden van de ronde exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Saved the round&apos;s words to {path}.</source>
        <translation>De woorden van de ronde opgeslagen in {path}.</translation>
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
        <translation>{wordlist} ({language}), regels {rules}, {size}</translation>
    </message>
    <message>
        <source>{wordlist}, {rules} rules, {size}</source>
        <translation>{wordlist}, regels {rules}, {size}</translation>
    </message>
    <message>
        <source>{setup}, {min_length}+ letters</source>
        <translation>{setup}, {min_length}+ letters</translation>
    </message>
</context>
<context>
    <name>SolveWindow</name>
    <message>
        <source>Solve a board</source>
        <translation>Bord oplossen</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Letters van het bord</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Bord:</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Oplossen</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>Woordenlijst toe&amp;voegen…</translation>
    </message>
    <message>
        <source>Add a word list file in the board&apos;s language and score with it</source>
        <translation>Een woordenlijstbestand in de taal van het bord toevoegen en daarmee tellen</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dit bord spe&amp;len</translation>
    </message>
    <message>
        <source>Start a round on this board in the game window, with its word list</source>
        <translation>Een ronde starten op dit bord in het spelvenster, met de woordenlijst ervan</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Geteld met</translation>
    </message>
    <message>
        <source>Cannot solve this board: {problem}</source>
        <translation>Kan dit bord niet oplossen: {problem}</translation>
    </message>
    <message>
        <source>Cannot solve this board: it is {size} but was sent as a {sent} board</source>
        <translation>Kan dit bord niet oplossen: het is {size} maar werd als {sent}-bord verstuurd</translation>
    </message>
    <message>
        <source>Scored with {setup}</source>
        <translation>Geteld met {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {size}</source>
        <translation>Geteld met {wordlist}, regels {rules}, {size}</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Oplossen…</translation>
    </message>
    <message>
        <source>{words}, {points} ({setup})</source>
        <translation>{words}, {points} ({setup})</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; word(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; woord</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; woorden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; punt</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · longest &lt;b&gt;{word}&lt;/b&gt;</source>
        <translation>{summary} · langste &lt;b&gt;{word}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile (or arrows + Space) for its words.</source>
        <translation>Selecteer een woord om het pad te zien; klik op een vakje (of pijltjes + Spatie) voor de woorden ervan.</translation>
    </message>
    <message>
        <source>Cannot solve: {problem}</source>
        <translation>Kan niet oplossen: {problem}</translation>
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
        <translation>borden</translation>
    </message>
    <message>
        <source>sampled boards</source>
        <translation>borden in de steekproef</translation>
    </message>
    <message>
        <source>log-normal fit</source>
        <translation>lognormale fit</translation>
    </message>
    <message>
        <source>No sample yet: choose the dice and press Sample boards.</source>
        <translation>Nog geen steekproef: kies de dobbelstenen en druk op Steekproef nemen.</translation>
    </message>
    <message>
        <source>Board statistics</source>
        <translation>Bordstatistieken</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Dobbelstenenset</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Andere lijst…</translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation>Aantal borden</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Willekeurige seed</translation>
    </message>
    <message>
        <source>&amp;Sample boards</source>
        <translation>&amp;Steekproef nemen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <source>&amp;Open best board</source>
        <translation>Beste bord &amp;openen</translation>
    </message>
    <message>
        <source>Show the highest-scoring board of the sample in the solver</source>
        <translation>Het bord met de hoogste score uit de steekproef in de oplosser tonen</translation>
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
        <source>&amp;Word list:</source>
        <translation>&amp;Woordenlijst:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Borden:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Choose a language, its dice and a word list, then sample boards.</source>
        <translation>Kies een taal, de dobbelstenen en een woordenlijst, en neem dan een steekproef van borden.</translation>
    </message>
    <message>
        <source>Points per board</source>
        <translation>Punten per bord</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>Words per board</source>
        <translation>Woorden per bord</translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation>verschillende woorden</translation>
    </message>
    <message>
        <source>words</source>
        <translation>woorden</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punten</translation>
    </message>
    <message>
        <source>Points of a board to rate</source>
        <translation>Punten van een te beoordelen bord</translation>
    </message>
    <message>
        <source>A board of</source>
        <translation>Een bord van</translation>
    </message>
    <message>
        <source>Better than</source>
        <translation>Beter dan</translation>
    </message>
    <message>
        <source>{count} letters</source>
        <translation>{count} letters</translation>
    </message>
    <message>
        <source>word length</source>
        <translation>woordlengte</translation>
    </message>
    <message>
        <source>boards with one</source>
        <translation>borden met een</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Common words</source>
        <translation>Veelvoorkomende woorden</translation>
    </message>
    <message>
        <source>Word lengths</source>
        <translation>Woordlengtes</translation>
    </message>
    <message>
        <source>How many distinct boards can these dice roll?</source>
        <translation>Hoeveel verschillende borden kunnen deze dobbelstenen gooien?</translation>
    </message>
    <message>
        <source>Random grids:</source>
        <translation>Willekeurige roosters:</translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation>S&amp;chatten</translation>
    </message>
    <message>
        <source>Random letter grids are tested for whether some placement of the dice shows them; the rollable share times letters^cells (26 letters in English, each language its own), divided by the 8 rotations and reflections, estimates the number of distinct boards (95% Wilson interval).</source>
        <translation>Van willekeurige letterroosters wordt getest of een plaatsing van de dobbelstenen ze toont; het gooibare aandeel maal letters^vakjes (26 letters in het Engels, elke taal de eigen), gedeeld door de 8 draaiingen en spiegelingen, schat het aantal verschillende borden (95%-Wilson-interval).</translation>
    </message>
    <message>
        <source>value</source>
        <translation>waarde</translation>
    </message>
    <message>
        <source>Board count</source>
        <translation>Aantal borden</translation>
    </message>
    <message>
        <source>Sampling {count} boards of {dice} in {language}…</source>
        <translation>Steekproef van {count} borden van {dice} in {language}…</translation>
    </message>
    <message>
        <source>Testing {count} random grids…</source>
        <translation>{count} willekeurige roosters testen…</translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Mislukt: {problem}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>onbekende fout</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Geannuleerd.</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>minimum</translation>
    </message>
    <message>
        <source>median</source>
        <translation>mediaan</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>maximum</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>gemiddelde</translation>
    </message>
    <message>
        <source>standard deviation</source>
        <translation>standaardafwijking</translation>
    </message>
    <message>
        <source>{ordinal} percentile</source>
        <translation>{ordinal}e percentiel</translation>
    </message>
    <message>
        <source>log-normal fit: median</source>
        <translation>lognormale fit: mediaan</translation>
    </message>
    <message>
        <source>log-normal fit: sigma</source>
        <translation>lognormale fit: sigma</translation>
    </message>
    <message>
        <source>boards scoring 0</source>
        <translation>borden met 0 punten</translation>
    </message>
    <message>
        <source>best board</source>
        <translation>beste bord</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>dice / word list</source>
        <translation>dobbelstenen / woordenlijst</translation>
    </message>
    <message>
        <source>{wordlist} ({rules})</source>
        <translation>{wordlist} ({rules})</translation>
    </message>
    <message>
        <source>language</source>
        <translation>taal</translation>
    </message>
    <message>
        <source>{count} boards of {dice} with {wordlist} ({language}): mean {points} points, {words} words ({rate} boards/s).</source>
        <translation>{count} borden van {dice} met {wordlist} ({language}): gemiddeld {points} punten, {words} woorden ({rate} borden/s).</translation>
    </message>
    <message>
        <source>(sample boards first: then see how many of them a board of these points beats)</source>
        <translation>(neem eerst een steekproef: dan zie je hoeveel daarvan een bord met deze punten verslaat)</translation>
    </message>
    <message>
        <source>is better than all {count} {dice} boards sampled.</source>
        <translation>is beter dan alle {count} {dice}-borden uit de steekproef.</translation>
    </message>
    <message>
        <source>is better than {share}% of {count} {dice} boards.</source>
        <translation>is beter dan {share}% van {count} {dice}-borden.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dobbelstenen</translation>
    </message>
    <message>
        <source>random grids tested</source>
        <translation>geteste willekeurige roosters</translation>
    </message>
    <message>
        <source>rollable</source>
        <translation>gooibaar</translation>
    </message>
    <message>
        <source>95% interval of the share</source>
        <translation>95%-interval van het aandeel</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>formule</translation>
    </message>
    <message>
        <source>share × {letters}^{cells} / {symmetries}</source>
        <translation>aandeel × {letters}^{cells} / {symmetries}</translation>
    </message>
    <message>
        <source>distinct boards</source>
        <translation>verschillende borden</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95%-interval</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconden</translation>
    </message>
    <message>
        <source>note</source>
        <translation>opmerking</translation>
    </message>
    <message>
        <source>no rollable grid sampled: only the upper end is informative</source>
        <translation>geen gooibaar rooster in de steekproef: alleen de bovengrens zegt iets</translation>
    </message>
    <message>
        <source>About {boards} distinct boards ({share}% of random grids can be rolled).</source>
        <translation>Ongeveer {boards} verschillende borden ({share}% van de willekeurige roosters is te gooien).</translation>
    </message>
</context>
<context>
    <name>TableScorer</name>
    <message>
        <source>The board is {size} but its word list and rules came with a {sent} board.</source>
        <translation>Het bord is {size}, maar de woordenlijst en regels kwamen met een {sent}-bord.</translation>
    </message>
    <message>
        <source>Score a table game</source>
        <translation>Een tafelspel tellen</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Letters van het bord</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Bord:</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Te gooien dobbelstenen</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>Roll a board with the chosen dice</source>
        <translation>Een bord gooien met de gekozen dobbelstenen</translation>
    </message>
    <message>
        <source>From &amp;Solve a board</source>
        <translation>Uit Bord &amp;oplossen</translation>
    </message>
    <message>
        <source>Take the board shown in Solve a board, with its word list and rules</source>
        <translation>Het bord uit Bord oplossen nemen, met de woordenlijst en regels ervan</translation>
    </message>
    <message>
        <source>Word &amp;list:</source>
        <translation>Woorden&amp;lijst:</translation>
    </message>
    <message>
        <source>{rules} ({description})</source>
        <translation>{rules} ({description})</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Puntenregels</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regels:</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Kortste woord</translation>
    </message>
    <message>
        <source>&amp;Min letters:</source>
        <translation>&amp;Min. letters:</translation>
    </message>
    <message>
        <source>Classic: shared words cross out</source>
        <translation>Klassiek: gedeelde woorden worden doorgestreept</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Vriendelijk: iedereen houdt zijn punten</translation>
    </message>
    <message>
        <source>Group rule</source>
        <translation>Groepsregel</translation>
    </message>
    <message>
        <source>&amp;Group rule:</source>
        <translation>Groepsr&amp;egel:</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Geteld met</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Speler toe&amp;voegen</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>&amp;Punten tellen</translation>
    </message>
    <message>
        <source>Score every list ({shortcut})</source>
        <translation>Elke lijst tellen ({shortcut})</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>Alle woorden to&amp;nen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultaten</translation>
    </message>
    <message>
        <source>Type each player&apos;s words above and press Score.</source>
        <translation>Typ hierboven de woorden van elke speler en druk op Punten tellen.</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>Als tekst &amp;kopiëren</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Afdr&amp;ukken…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Opslaan als P&amp;DF…</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Opslaan in ge&amp;schiedenis</translation>
    </message>
    <message>
        <source>Open in Sol&amp;ve a board</source>
        <translation>Openen &amp;in Bord oplossen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Two players are called {name}: give each a name of their own.</source>
        <translation>Twee spelers heten {name}: geef ieder een eigen naam.</translation>
    </message>
    <message>
        <source>Solve a board shows no solved board: open it (Game &gt; Solve a board), type a board, and press Solve first.</source>
        <translation>Bord oplossen toont geen opgelost bord: open het (Spel &gt; Bord oplossen), typ een bord en druk eerst op Oplossen.</translation>
    </message>
    <message>
        <source>Scored with the board&apos;s own {setup}</source>
        <translation>Geteld met de eigen instelling van het bord: {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules</source>
        <translation>Geteld met {wordlist}, regels {rules}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {min_length}+ letters</source>
        <translation>Geteld met {wordlist}, regels {rules}, {min_length}+ letters</translation>
    </message>
    <message>
        <source>Enter the board first (or Roll one).</source>
        <translation>Voer eerst het bord in (of gooi er een).</translation>
    </message>
    <message>
        <source>Add at least one player&apos;s words.</source>
        <translation>Voeg de woorden van minstens één speler toe.</translation>
    </message>
    <message>
        <source>Scoring…</source>
        <translation>Tellen…</translation>
    </message>
    <message>
        <source>Cannot score: {problem}</source>
        <translation>Kan niet tellen: {problem}</translation>
    </message>
    <message>
        <source>Copied the results as text</source>
        <translation>Resultaten als tekst gekopieerd</translation>
    </message>
    <message>
        <source>Boggle results</source>
        <translation>Boggle-resultaten</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} opgeslagen</translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation>De resultaten opslaan als PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print the results</source>
        <translation>De resultaten afdrukken</translation>
    </message>
    <message>
        <source>Sent the results to the printer</source>
        <translation>Resultaten naar de printer gestuurd</translation>
    </message>
    <message>
        <source>Not saved: {problem}</source>
        <translation>Niet opgeslagen: {problem}</translation>
    </message>
    <message>
        <source>Saved to the history (History &gt; Group rounds)</source>
        <translation>Opgeslagen in de geschiedenis (Geschiedenis &gt; Groepsrondes)</translation>
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
        <translation>Typ een woord, druk op Enter</translation>
    </message>
    <message>
        <source>Word entry</source>
        <translation>Woordinvoer</translation>
    </message>
</context>
<context>
    <name>WordListChoice</name>
    <message>
        <source>Family list: only the common forms, for a family game</source>
        <translation>Gezinslijst: alleen de gangbare vormen, voor een spel met het gezin</translation>
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
