<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Boggle</source>
        <translation>Informazioni su Boggle</translation>
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
        <translation>Piattaforma</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Cartella dei dati</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>File di log</translation>
    </message>
    <message>
        <source>Cache folder</source>
        <translation>Cartella della cache</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Compiled kernels</source>
        <translation>Kernel compilati</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Boggle %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Boggle %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Roll real dice, play timed rounds, see every word a board holds. The solver, the annealing lab, the board-class breaker and the statistics are under Tools.</source>
        <translation>Lancia dadi veri, gioca round a tempo, scopri tutte le parole di una griglia. Il risolutore, il laboratorio di ricottura, lo scompositore di classi di griglie e le statistiche sono in Strumenti.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copia i dettagli</translation>
    </message>
    <message>
        <source>Copy the versions and folders, to paste into a bug report</source>
        <translation>Copia le versioni e le cartelle, da incollare in una segnalazione di errore</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versioni</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Cartelle</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
</context>
<context>
    <name>AnnealLabWindow</name>
    <message>
        <source>tuned for the size</source>
        <translation>adattato alla dimensione</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>riferimento</translation>
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
        <translation>4x4, caldo</translation>
    </message>
    <message>
        <source>5x5, hot</source>
        <translation>5x5, caldo</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>lineare</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>esponenziale</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>costante</translation>
    </message>
    <message>
        <source>Any letters</source>
        <translation>Qualsiasi lettera</translation>
    </message>
    <message>
        <source>Letter set</source>
        <translation>Insieme di lettere</translation>
    </message>
    <message>
        <source>Annealing lab</source>
        <translation>Laboratorio di ricottura</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Attuale</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Esecuzione</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generazione</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Reign</source>
        <translation>Regno</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Each new best board. Double-click a row to open that board in &apos;Solve a board&apos;.</source>
        <translation>Ogni nuova griglia migliore. Fai doppio clic su una riga per aprire quella griglia in «Risolvi una griglia».</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Pronto.</translation>
    </message>
    <message>
        <source>Board and words</source>
        <translation>Griglia e parole</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>A list name from wordlists/ or the user folder, or a file path</source>
        <translation>Il nome di una lista in wordlists/ o nella cartella dell&apos;utente, oppure il percorso di un file</translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation>Scegli un file di lista di parole</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista di parole</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Lettere</translation>
    </message>
    <message>
        <source>Only these letters are used (q is the Qu cell)</source>
        <translation>Si usano solo queste lettere (q è la casella Qu)</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Programma</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preimpostazione</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Raffreddamento</translation>
    </message>
    <message>
        <source>Starting temperature, in points</source>
        <translation>Temperatura iniziale, in punti</translation>
    </message>
    <message>
        <source>T₀</source>
        <translation>T₀</translation>
    </message>
    <message>
        <source>Exponential cooling: T = T₀·exp(−decay·n), n iterations since the (re)start</source>
        <translation>Raffreddamento esponenziale: T = T₀·exp(−decay·n), n iterazioni dal (ri)avvio</translation>
    </message>
    <message>
        <source>Decay / iteration</source>
        <translation>Decadimento / iterazione</translation>
    </message>
    <message>
        <source>Linear cooling: T falls from T₀ to 0 over this many iterations</source>
        <translation>Raffreddamento lineare: T scende da T₀ a 0 in questo numero di iterazioni</translation>
    </message>
    <message>
        <source>Ramp length</source>
        <translation>Lunghezza della rampa</translation>
    </message>
    <message>
        <source>Once cold, restart after this many iterations without a new best</source>
        <translation>Una volta freddo, riparti dopo questo numero di iterazioni senza un nuovo migliore</translation>
    </message>
    <message>
        <source>Max stall</source>
        <translation>Stallo max</translation>
    </message>
    <message>
        <source>Restart from a fresh board when stalled</source>
        <translation>Riparti da una griglia nuova in caso di stallo</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>Same seed and parameters: the same run (&quot;random&quot; picks one and shows it)</source>
        <translation>Stesso seme e stessi parametri: la stessa esecuzione («casuale» ne sceglie uno e lo mostra)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>fino all&apos;arresto</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>Ferma dopo</translation>
    </message>
    <message>
        <source>Keep earlier runs on the plot</source>
        <translation>Mantieni le esecuzioni precedenti nel grafico</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>Clear the plots, boards and table</source>
        <translation>Cancella i grafici, le griglie e la tabella</translation>
    </message>
    <message>
        <source>Open in Solve a board</source>
        <translation>Apri in Risolvi una griglia</translation>
    </message>
    <message>
        <source>Show the best board with all its words in the game&apos;s solver view</source>
        <translation>Mostra la griglia migliore con tutte le sue parole nella vista del risolutore del gioco</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Gioca questa griglia</translation>
    </message>
    <message>
        <source>Start a round on the best board in the game window, with this run&apos;s word list</source>
        <translation>Avvia un round sulla griglia migliore nella finestra di gioco, con la lista di parole di questa esecuzione</translation>
    </message>
    <message>
        <source>score</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>Current (thin) and best (thick) score</source>
        <translation>Punteggio attuale (linea sottile) e migliore (linea spessa)</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <source>acceptance</source>
        <translation>accettazione</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>generazione</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Liste di parole (*.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dadi: {dice}</translation>
    </message>
    <message>
        <source>{field} must be a number, got {text}</source>
        <translation>{field} deve essere un numero, non {text}</translation>
    </message>
    <message>
        <source>Decay</source>
        <translation>Decadimento</translation>
    </message>
    <message>
        <source>The {dice} dice make {size} boards, not {chosen}.</source>
        <translation>I dadi {dice} formano griglie {size}, non {chosen}.</translation>
    </message>
    <message>
        <source>run {number}: {schedule}</source>
        <translation>esecuzione {number}: {schedule}</translation>
    </message>
    <message>
        <source>{label}, {language}</source>
        <translation>{label}, {language}</translation>
    </message>
    <message>
        <source>{label}, {dice} dice</source>
        <translation>{label}, dadi {dice}</translation>
    </message>
    <message>
        <source>{label}, letters {letters}</source>
        <translation>{label}, lettere {letters}</translation>
    </message>
    <message>
        <source>Loading the word list and preparing the annealing kernels…</source>
        <translation>Caricamento della lista di parole e preparazione dei kernel di ricottura…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arresto…</translation>
    </message>
    <message>
        <source>Run {run}: compiling the annealing kernels (once: later runs start at once; the first may take a minute)…</source>
        <translation>Esecuzione {run}: compilazione dei kernel di ricottura (una sola volta: le esecuzioni successive partono subito; la prima può richiedere un minuto)…</translation>
    </message>
    <message numerus="yes">
        <source>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Esecuzione {run} in pausa (seme {seed}): generazione {generation}, {rate} iterazioni/s, %n ripartenza, migliore {best}</numerusform>
            <numerusform>Esecuzione {run} in pausa (seme {seed}): generazione {generation}, {rate} iterazioni/s, %n ripartenze, migliore {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Esecuzione {run} in corso (seme {seed}): generazione {generation}, {rate} iterazioni/s, %n ripartenza, migliore {best}</numerusform>
            <numerusform>Esecuzione {run} in corso (seme {seed}): generazione {generation}, {rate} iterazioni/s, %n ripartenze, migliore {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restart(s), {seconds} s</source>
        <translation>
            <numerusform>Esecuzione {run} terminata (seme {seed}): migliore {best} {board} dopo {generations} generazioni, %n ripartenza, {seconds} s</numerusform>
            <numerusform>Esecuzione {run} terminata (seme {seed}): migliore {best} {board} dopo {generations} generazioni, %n ripartenze, {seconds} s</numerusform>
        </translation>
    </message>
    <message>
        <source>Run {run} stopped at generation {generation}; best {best} {board}</source>
        <translation>Esecuzione {run} fermata alla generazione {generation}; migliore {best} {board}</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Fermato.</translation>
    </message>
    <message>
        <source>Run failed.</source>
        <translation>Esecuzione non riuscita.</translation>
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
        <translation>Confronto della griglia con lanci casuali…</translation>
    </message>
    <message>
        <source>Better than all {count} random {dice} boards sampled</source>
        <translation>Meglio di tutti i {count} lanci {dice}</translation>
    </message>
    <message>
        <source>Better than {share}% of {dice} boards</source>
        <translation>Meglio del {share}% dei lanci {dice}</translation>
    </message>
    <message>
        <source>Rating the board against random rolls… {percent}%</source>
        <translation>Confronto della griglia con lanci casuali… {percent}%</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Boggle board</source>
        <translation>Griglia di Boggle</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Hidden tile, row {row}, column {column}</source>
        <translation>Casella nascosta, riga {row}, colonna {column}</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}, keyboard cursor</source>
        <translation>{letter}, riga {row}, colonna {column}, cursore della tastiera</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}</source>
        <translation>{letter}, riga {row}, colonna {column}</translation>
    </message>
    <message>
        <source>selected, letter {index} of {count} of the path</source>
        <translation>selezionata, lettera {index} di {count} del percorso</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selezionata</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>non selezionata</translation>
    </message>
</context>
<context>
    <name>BreakDialog</name>
    <message numerus="yes">
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n board(s) &gt;= {threshold}: {text}</source>
        <translation>
            <numerusform>classe {ident}limite {bound} (livelli {levels}), {nodes} nodi, {seconds} s, %n griglia &gt;= {threshold}: {text}</numerusform>
            <numerusform>classe {ident}limite {bound} (livelli {levels}), {nodes} nodi, {seconds} s, %n griglie &gt;= {threshold}: {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s: {text}</source>
        <translation>classe {ident}limite {bound} (livelli {levels}), {nodes} nodi, {seconds} s: {text}</translation>
    </message>
    <message numerus="yes">
        <source>... %n more line(s)</source>
        <translation>
            <numerusform>... %n altra riga</numerusform>
            <numerusform>... altre %n righe</numerusform>
        </translation>
    </message>
    <message>
        <source>FOUND {board} {score}</source>
        <translation>TROVATA {board} {score}</translation>
    </message>
    <message>
        <source>{problem}; finished classes are saved in the results file</source>
        <translation>{problem}; le classi terminate sono salvate nel file dei risultati</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>memoria esaurita</translation>
    </message>
    <message>
        <source>Break board classes</source>
        <translation>Scomponi classi di griglie</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Dimensione della griglia</translation>
    </message>
    <message>
        <source>Alphabet partition</source>
        <translation>Partizione dell&apos;alfabeto</translation>
    </message>
    <message>
        <source>Groups of letters separated by spaces, covering a-z; per cell type with &apos;..., corner:GROUPS&apos; clauses. Each class picks one group per cell.</source>
        <translation>Gruppi di lettere separati da spazi che coprono a-z; per tipo di casella con clausole &apos;..., corner:GRUPPI&apos;. Ogni classe sceglie un gruppo per casella.</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Partizione:</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Dimensione della griglia:</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Soglia</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista di parole</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Altra lista…</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Processi di lavoro</translation>
    </message>
    <message>
        <source>1 breaks in this program; more start that many worker processes</source>
        <translation>1 scompone in questo programma; di più avvia altrettanti processi di lavoro</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tutte</translation>
    </message>
    <message>
        <source>Class limit</source>
        <translation>Limite di classi</translation>
    </message>
    <message>
        <source>Break only this many classes of the shuffled order (a representative slice)</source>
        <translation>Scomponi solo questo numero di classi dell&apos;ordine mescolato (un campione rappresentativo)</translation>
    </message>
    <message>
        <source>Sample seed</source>
        <translation>Seme del campione</translation>
    </message>
    <message>
        <source>Seed of the shuffled class order (the random sample of a 4x4 run)</source>
        <translation>Seme dell&apos;ordine mescolato delle classi (il campione casuale di un&apos;esecuzione 4x4)</translation>
    </message>
    <message>
        <source>Log the breaking tree</source>
        <translation>Registra l&apos;albero di scomposizione</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>Sogl&amp;ia:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Lista di parole:</translation>
    </message>
    <message>
        <source>W&amp;orkers:</source>
        <translation>&amp;Processi:</translation>
    </message>
    <message>
        <source>&amp;Classes:</source>
        <translation>&amp;Classi:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Seme:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source>Memory per worker</source>
        <translation>Memoria per processo</translation>
    </message>
    <message>
        <source>Memory budget of each worker process (with one worker: this program, at least {minimum} MiB): the breaker&apos;s trees never grow past it; the results are the same</source>
        <translation>Budget di memoria di ogni processo di lavoro (con un solo processo: questo programma, almeno {minimum} MiB): gli alberi dello scompositore non lo superano mai; i risultati sono gli stessi</translation>
    </message>
    <message>
        <source>peak per worker: –</source>
        <translation>picco per processo: –</translation>
    </message>
    <message>
        <source>Peak memory per worker</source>
        <translation>Picco di memoria per processo</translation>
    </message>
    <message>
        <source>Largest peak resident memory of a worker process so far (with one worker: this program), measured as classes finish</source>
        <translation>Il più alto picco di memoria residente di un processo di lavoro finora (con un solo processo: questo programma), misurato al termine delle classi</translation>
    </message>
    <message>
        <source>&amp;Memory per worker:</source>
        <translation>&amp;Memoria per processo:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Avvia</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>Continue the saved run with these settings, skipping finished classes</source>
        <translation>Continua l&apos;esecuzione salvata con queste impostazioni, saltando le classi terminate</translation>
    </message>
    <message>
        <source>Open res&amp;ults…</source>
        <translation>Apri ris&amp;ultati…</translation>
    </message>
    <message>
        <source>Read a results file (from this window, boggle break or a Dask run) and show its boards, times and bounds; the file is not changed</source>
        <translation>Leggi un file di risultati (di questa finestra, di boggle break o di un&apos;esecuzione Dask) e mostra le sue griglie, i tempi e i limiti; il file non viene modificato</translation>
    </message>
    <message>
        <source>Show this run&apos;s results</source>
        <translation>Mostra i risultati di questa esecuzione</translation>
    </message>
    <message>
        <source>Summarise the results file of the settings above</source>
        <translation>Riassumi il file dei risultati delle impostazioni qui sopra</translation>
    </message>
    <message>
        <source>Choose the classes and a threshold, then Start.</source>
        <translation>Scegli le classi e una soglia, poi Avvia.</translation>
    </message>
    <message>
        <source>Breaking tree (classes as they finish):</source>
        <translation>Albero di scomposizione (classi man mano che terminano):</translation>
    </message>
    <message>
        <source>Breaking log</source>
        <translation>Registro di scomposizione</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Griglie trovate: {count}</translation>
    </message>
    <message>
        <source>board</source>
        <translation>griglia</translation>
    </message>
    <message>
        <source>score</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Griglie trovate</translation>
    </message>
    <message>
        <source>&amp;Open board</source>
        <translation>Apri &amp;griglia</translation>
    </message>
    <message>
        <source>Show the selected board in the solver</source>
        <translation>Mostra la griglia selezionata nel risolutore</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Gi&amp;oca questa griglia</translation>
    </message>
    <message>
        <source>Start a round on the selected board in the game window, with the run&apos;s list</source>
        <translation>Avvia un round sulla griglia selezionata nella finestra di gioco, con la lista dell&apos;esecuzione</translation>
    </message>
    <message>
        <source>&amp;Live run</source>
        <translation>&amp;Esecuzione in corso</translation>
    </message>
    <message>
        <source>Results &amp;file</source>
        <translation>&amp;File dei risultati</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical: too many for one run here; set Classes to break a seeded random sample</source>
        <translation>{total} classi, {canonical} canoniche: troppe per un&apos;esecuzione qui; imposta Classi per scomporre un campione casuale con seme</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical</source>
        <translation>{total} classi, {canonical} canoniche</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (random sample of {limit}, seed {seed})</source>
        <translation>{total} classi, {canonical} canoniche (campione casuale di {limit}, seme {seed})</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (running {limit}, seed {seed})</source>
        <translation>{total} classi, {canonical} canoniche (in esecuzione {limit}, seme {seed})</translation>
    </message>
    <message>
        <source>a budget is at least {minimum} MiB</source>
        <translation>un budget è di almeno {minimum} MiB</translation>
    </message>
    <message>
        <source>Results file: {path}</source>
        <translation>File dei risultati: {path}</translation>
    </message>
    <message>
        <source>Results file: {path} (new)</source>
        <translation>File dei risultati: {path} (nuovo)</translation>
    </message>
    <message>
        <source>Open results file</source>
        <translation>Apri il file dei risultati</translation>
    </message>
    <message>
        <source>Break results (*.ndjson *.jsonl *.json);;All files (*)</source>
        <translation>Risultati di scomposizione (*.ndjson *.jsonl *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>%v / %m classes</source>
        <translation>%v / %m classi</translation>
    </message>
    <message>
        <source>Resuming (loading the word list, starting workers)…</source>
        <translation>Ripresa (caricamento della lista di parole, avvio dei processi)…</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)… (previous results kept as {backup})</source>
        <translation>Avvio (caricamento della lista di parole, avvio dei processi)… (risultati precedenti conservati come {backup})</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)…</source>
        <translation>Avvio (caricamento della lista di parole, avvio dei processi)…</translation>
    </message>
    <message>
        <source>Cancelling: finished classes are saved…</source>
        <translation>Annullamento: le classi terminate vengono salvate…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board(s) found</source>
        <translation>
            <numerusform>{done} di {total} classi · {rate} classi/s · tempo rimanente {eta} · %n griglia trovata</numerusform>
            <numerusform>{done} di {total} classi · {rate} classi/s · tempo rimanente {eta} · %n griglie trovate</numerusform>
        </translation>
    </message>
    <message>
        <source>peak per worker: {size} MiB</source>
        <translation>picco per processo: {size} MiB</translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes ({resumed} resumed from the results file), %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Fatto: {done} classi ({resumed} riprese dal file dei risultati), %n griglia da {threshold} in su, {seconds} s.</numerusform>
            <numerusform>Fatto: {done} classi ({resumed} riprese dal file dei risultati), %n griglie da {threshold} in su, {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes, %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Fatto: {done} classi, %n griglia da {threshold} in su, {seconds} s.</numerusform>
            <numerusform>Fatto: {done} classi, %n griglie da {threshold} in su, {seconds} s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Non riuscito: {problem}</translation>
    </message>
    <message>
        <source>ERROR: {problem}</source>
        <translation>ERRORE: {problem}</translation>
    </message>
    <message>
        <source>Cancelled after {done} classes; they are saved: Resume continues the run.</source>
        <translation>Annullato dopo {done} classi; sono salvate: Riprendi continua l&apos;esecuzione.</translation>
    </message>
</context>
<context>
    <name>ChallengeActions</name>
    <message>
        <source>Challenge a &amp;friend…</source>
        <translation>S&amp;fida un amico…</translation>
    </message>
    <message>
        <source>Challenge a friend…</source>
        <translation>Sfida un amico…</translation>
    </message>
    <message>
        <source>A code for a friend to play this board and compare (Ctrl+Shift+F)</source>
        <translation>Un codice perché un amico giochi questa griglia e possiate confrontarvi (Ctrl+Maiusc+F)</translation>
    </message>
    <message>
        <source>This board has no game code, so it cannot be a challenge.</source>
        <translation>Questa griglia non ha un codice partita, quindi non può essere una sfida.</translation>
    </message>
    <message>
        <source>Finish a round first: a challenge holds its words and score.</source>
        <translation>Prima finisci un round: una sfida contiene le sue parole e il suo punteggio.</translation>
    </message>
    <message>
        <source>Cannot play this challenge code</source>
        <translation>Impossibile giocare questo codice sfida</translation>
    </message>
    <message>
        <source>Challenge from %1: %2 points to beat.</source>
        <translation>Sfida da %1: %2 punti da battere.</translation>
    </message>
    <message>
        <source>Cannot compare with the challenge</source>
        <translation>Impossibile confrontarsi con la sfida</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Challenge a friend</source>
        <translation>Sfida un amico</translation>
    </message>
    <message>
        <source>Send this code to a friend. They enter it with Game &gt; Play a game code (Ctrl+G), play the same board with the same rules and clock, and then see both rounds word by word.</source>
        <translation>Invia questo codice a un amico. Lo inserisce con Partita &gt; Gioca un codice partita (Ctrl+G), gioca la stessa griglia con le stesse regole e lo stesso timer, e poi vede entrambi i round parola per parola.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>Your name, as your friend will see it</source>
        <translation>Il tuo nome, come lo vedrà il tuo amico</translation>
    </message>
    <message>
        <source>Challenge code</source>
        <translation>Codice sfida</translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation>&amp;Copia il codice</translation>
    </message>
    <message>
        <source>No code yet: %1.</source>
        <translation>Ancora nessun codice: %1.</translation>
    </message>
    <message>
        <source>The code carries your name, your score (%1) and your words. Its check letters catch typos and edits, but anyone who wants to can forge a code: play with friends you trust.</source>
        <translation>Il codice contiene il tuo nome, il tuo punteggio (%1) e le tue parole. Le sue lettere di controllo rilevano refusi e modifiche, ma chi vuole può falsificare un codice: gioca con amici di cui ti fidi.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
</context>
<context>
    <name>ChallengeResultDialog</name>
    <message>
        <source>Challenge from %1</source>
        <translation>Sfida da %1</translation>
    </message>
    <message>
        <source>You win by %1 points!</source>
        <translation>Vinci di %1 punti!</translation>
    </message>
    <message>
        <source>%1 wins by %2 points.</source>
        <translation>%1 vince di %2 punti.</translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation>Pareggio!</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;You %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</source>
        <translation>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;Tu %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Found by both</source>
        <translation>Trovate da entrambi</translation>
    </message>
    <message>
        <source>Only you</source>
        <translation>Solo tu</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Solo %1</translation>
    </message>
    <message>
        <source>%1: %2 words, %3 points</source>
        <translation>%1: %2 parole, %3 punti</translation>
    </message>
</context>
<context>
    <name>ClockScore</name>
    <message>
        <source>TIME LEFT</source>
        <translation>TEMPO RIMASTO</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>PUNTEGGIO</translation>
    </message>
</context>
<context>
    <name>DefinitionPane</name>
    <message>
        <source>MEANING</source>
        <translation>SIGNIFICATO</translation>
    </message>
    <message>
        <source>Look it &amp;up online</source>
        <translation>&amp;Cerca online</translation>
    </message>
    <message>
        <source>Open the word&apos;s Wiktionary page in your browser (Alt+U)</source>
        <translation>Apri la pagina della parola su Wiktionary nel browser (Alt+C)</translation>
    </message>
    <message>
        <source>Meaning of the word</source>
        <translation>Significato della parola</translation>
    </message>
    <message>
        <source>Open the word&apos;s page on {site} in your browser (Alt+U)</source>
        <translation>Apri la pagina della parola su {site} nel browser (Alt+C)</translation>
    </message>
    <message>
        <source>Select or point at a word to read its meaning.</source>
        <translation>Seleziona una parola o passaci sopra col mouse per leggerne il significato.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;looking up…&lt;/span&gt;</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;ricerca in corso…&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Look it up online&lt;/i&gt; works without it.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Cerca online&lt;/i&gt; funziona anche senza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: cannot look it up ({problem}).</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: impossibile cercarla ({problem}).</translation>
    </message>
</context>
<context>
    <name>Definitions</name>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: not in the offline dictionary (WordNet 3.0). Try &lt;i&gt;Look it up online&lt;/i&gt;.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: non è nel dizionario offline (WordNet 3.0). Prova &lt;i&gt;Cerca online&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>only as a name or abbreviation:</source>
        <translation>solo come nome proprio o abbreviazione:</translation>
    </message>
    <message numerus="yes">
        <source>and %n more sense(s)</source>
        <translation>
            <numerusform>e %n altro significato</numerusform>
            <numerusform>e altri %n significati</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: offline definitions are English only (WordNet 3.0). &lt;i&gt;Look it up online&lt;/i&gt; opens its {language} page on {site}.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: le definizioni offline sono solo in inglese (WordNet 3.0). &lt;i&gt;Cerca online&lt;/i&gt; apre la sua pagina in {language} su {site}.</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>4x4 Classic (1976)</source>
        <translation>4x4 Classico (1976)</translation>
    </message>
    <message>
        <source>4x4 New (1987)</source>
        <translation>4x4 Nuovo (1987)</translation>
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
        <translation>4x4 Boggle (edizione francese)</translation>
    </message>
    <message>
        <source>4x4 (French letter frequencies)</source>
        <translation>4x4 (frequenze delle lettere in francese)</translation>
    </message>
    <message>
        <source>4x4 (German letter frequencies)</source>
        <translation>4x4 (frequenze delle lettere in tedesco)</translation>
    </message>
    <message>
        <source>4x4 (Spanish letter frequencies)</source>
        <translation>4x4 (frequenze delle lettere in spagnolo)</translation>
    </message>
    <message>
        <source>4x4 (Italian letter frequencies)</source>
        <translation>4x4 (frequenze delle lettere in italiano)</translation>
    </message>
    <message>
        <source>4x4 (Dutch letter frequencies)</source>
        <translation>4x4 (frequenze delle lettere in olandese)</translation>
    </message>
    <message>
        <source>4x4 (German, balanced like the English New dice)</source>
        <translation>4x4 (tedesco, bilanciato come i dadi inglesi Nuovo)</translation>
    </message>
    <message>
        <source>4x4 (Spanish, balanced like the English New dice)</source>
        <translation>4x4 (spagnolo, bilanciato come i dadi inglesi Nuovo)</translation>
    </message>
    <message>
        <source>4x4 (Dutch, balanced like the English New dice)</source>
        <translation>4x4 (olandese, bilanciato come i dadi inglesi Nuovo)</translation>
    </message>
    <message>
        <source>4x4 Il Paroliere (Italian edition)</source>
        <translation>4x4 Il Paroliere (edizione italiana)</translation>
    </message>
    <message>
        <source>{size} board</source>
        <translation>griglia {size}</translation>
    </message>
</context>
<context>
    <name>EngineErrors</name>
    <message>
        <source>{size} boards are not supported; the sizes are {sizes}</source>
        <translation>le griglie {size} non sono supportate; le dimensioni sono {sizes}</translation>
    </message>
    <message>
        <source>{text} is not a board size: write it as WxH, such as 4x4 or 44 (34 is 3 wide, 4 tall)</source>
        <translation>{text} non è una dimensione di griglia: scrivila come LxA, per esempio 4x4 o 44 (34 è largo 3 e alto 4)</translation>
    </message>
    <message>
        <source>the board is empty</source>
        <translation>la griglia è vuota</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: only the letters a-z are allowed (q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one)</source>
        <translation>la griglia {board} contiene il carattere {character} in posizione {position}: sono ammesse solo le lettere a-z (q è la casella Qu; [an] [er] [he] [in] [th] sono facce di due lettere, . o # una faccia vuota)</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: {allowed}</source>
        <translation>la griglia {board} contiene il carattere {character} in posizione {position}: {allowed}</translation>
    </message>
    <message>
        <source>the board {board} has the character {character}: {allowed}</source>
        <translation>la griglia {board} contiene il carattere {character}: {allowed}</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>le griglie ({language}) hanno le lettere {letters}; [an] [er] [he] [in] [th] sono facce di due lettere, . o # una faccia vuota</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>le griglie ({language}) hanno le lettere {letters}; q è la casella Qu; [an] [er] [he] [in] [th] sono facce di due lettere, . o # una faccia vuota</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells, but a {size} board has {needed}</source>
        <translation>la griglia {board} ha {cells} caselle, ma una griglia {size} ne ha {needed}</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells; a board has {counts}</source>
        <translation>la griglia {board} ha {cells} caselle; una griglia ne ha {counts}</translation>
    </message>
    <message>
        <source>{file} is not there (no such file)</source>
        <translation>{file}: non trovato (il file non esiste)</translation>
    </message>
    <message>
        <source>{file} is a folder, not a file</source>
        <translation>{file} è una cartella, non un file</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>impossibile leggere {file}: {reason}</translation>
    </message>
    <message>
        <source>{file} is a pipe, not a file on disk</source>
        <translation>{file} è una pipe, non un file su disco</translation>
    </message>
    <message>
        <source>{file} is a device, not a file on disk</source>
        <translation>{file} è un dispositivo, non un file su disco</translation>
    </message>
    <message>
        <source>{file} is a socket, not a file on disk</source>
        <translation>{file} è un socket, non un file su disco</translation>
    </message>
    <message>
        <source>{file} is not a regular file on disk</source>
        <translation>{file} non è un file normale su disco</translation>
    </message>
    <message>
        <source>{file} is {size}, more than the {limit} this app reads</source>
        <translation>{file} occupa {size}, più dei {limit} che questo programma legge</translation>
    </message>
    <message>
        <source>{file} holds more than {limit}, more than this app reads</source>
        <translation>{file} contiene più di {limit}, più di quanto legga questo programma</translation>
    </message>
    <message>
        <source>{file} is UTF-32 text: save it as UTF-8</source>
        <translation>{file} è testo UTF-32: salvalo come UTF-8</translation>
    </message>
    <message>
        <source>{file} looks like UTF-16 text without a byte-order mark: save it as UTF-8 (or as UTF-16 with a byte-order mark)</source>
        <translation>{file} sembra testo UTF-16 senza byte order mark: salvalo come UTF-8 (o come UTF-16 con byte order mark)</translation>
    </message>
    <message>
        <source>{file} looks like a binary file, not text</source>
        <translation>{file} sembra un file binario, non testo</translation>
    </message>
    <message>
        <source>{file} is not valid UTF-16 (at byte {offset})</source>
        <translation>{file} non è UTF-16 valido (al byte {offset})</translation>
    </message>
    <message>
        <source>line {line} of {file} is longer than {limit} bytes, longer than any line this app reads; stopped reading</source>
        <translation>la riga {line} di {file} supera i {limit} byte, più di qualsiasi riga che questo programma legga; lettura interrotta</translation>
    </message>
    <message>
        <source>line {line} of {file} is not UTF-8 text (byte {byte} at column {column}): save the file as UTF-8</source>
        <translation>la riga {line} di {file} non è testo UTF-8 (byte {byte} alla colonna {column}): salva il file come UTF-8</translation>
    </message>
    <message>
        <source>the word list {path}</source>
        <translation>la lista di parole {path}</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not a file</source>
        <translation>la lista di parole «{spec}» non è un file</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not there (no such file)</source>
        <translation>la lista di parole «{spec}» non esiste (il file non c’è)</translation>
    </message>
    <message>
        <source>there is no word list “{spec}”: give a file, or one of {names}</source>
        <translation>non esiste una lista di parole «{spec}»: indica un file o una tra {names}</translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation>{file} è vuota</translation>
    </message>
    <message>
        <source>the word list has too many words: it would take {nodes} nodes, and at most {limit} fit</source>
        <translation>la lista di parole ha troppe parole: servirebbero {nodes} nodi, e ne entrano al massimo {limit}</translation>
    </message>
    <message>
        <source>not enough memory to load the word list {path} ({size}): free some memory or use a smaller list</source>
        <translation>memoria insufficiente per caricare la lista di parole {path} ({size}): libera memoria o usa una lista più piccola</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, nothing else)</source>
        <translation>la lista di parole {path} non ha parole giocabili ({language}: 3 o più delle lettere {letters}, nient’altro)</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, q followed by u)</source>
        <translation>la lista di parole {path} non ha parole giocabili ({language}: 3 o più delle lettere {letters}, q seguita da u)</translation>
    </message>
    <message>
        <source>there is no language “{text}”; the languages are {known}</source>
        <translation>non esiste la lingua «{text}»; le lingue sono {known}</translation>
    </message>
    <message>
        <source>the board {board} has no score with the word list {wordlist}: its search passed the budget of {budget} steps, because the list makes the search explode (many words of one letter repeated, say), which no real list does</source>
        <translation>la griglia {board} non ha punteggio con la lista di parole {wordlist}: la sua ricerca ha superato il limite di {budget} passi, perché la lista fa esplodere la ricerca (molte parole di una sola lettera ripetuta, per esempio), cosa che nessuna lista reale fa</translation>
    </message>
    <message>
        <source>the game code is empty</source>
        <translation>il codice partita è vuoto</translation>
    </message>
    <message>
        <source>a game code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>un codice partita ha solo le lettere e le cifre {alphabet}; questo contiene {letters}</translation>
    </message>
    <message>
        <source>this game code is too short: letters are missing</source>
        <translation>questo codice partita è troppo corto: mancano delle lettere</translation>
    </message>
    <message>
        <source>this game code is incomplete: letters are missing</source>
        <translation>questo codice partita è incompleto: mancano delle lettere</translation>
    </message>
    <message>
        <source>this game code has a typo (its check letter does not match): check each letter</source>
        <translation>questo codice partita contiene un errore di battitura (la lettera di controllo non corrisponde): controlla ogni lettera</translation>
    </message>
    <message>
        <source>this game code comes from a newer version of Boggle (code version {version}); update the program to play it</source>
        <translation>questo codice partita viene da una versione più recente di Boggle (versione del codice {version}); aggiorna il programma per giocarlo</translation>
    </message>
    <message>
        <source>this is not a game code</source>
        <translation>questo non è un codice partita</translation>
    </message>
    <message>
        <source>this is not a game code (it holds a board cell that cannot be)</source>
        <translation>questo non è un codice partita (contiene una casella impossibile)</translation>
    </message>
    <message>
        <source>this is not a game code ({reason})</source>
        <translation>questo non è un codice partita ({reason})</translation>
    </message>
    <message>
        <source>this game code has letters too many</source>
        <translation>questo codice partita ha lettere in più</translation>
    </message>
    <message>
        <source>this game code is in a language this version of Boggle does not have (“{language_code}”); update the program to play it</source>
        <translation>questo codice partita è in una lingua che questa versione di Boggle non ha («{language_code}»); aggiorna il programma per giocarlo</translation>
    </message>
    <message>
        <source>this game code names dice in {language} that this version of Boggle does not have (“{dice}”); update the program to play it</source>
        <translation>questo codice partita indica dadi ({language}) che questa versione di Boggle non ha («{dice}»); aggiorna il programma per giocarlo</translation>
    </message>
    <message>
        <source>there is no game “{game}”; a code names one of {games}</source>
        <translation>non esiste il gioco «{game}»; un codice indica uno tra {games}</translation>
    </message>
    <message>
        <source>there is no game “{game}” in {language}; a code names one of {games}</source>
        <translation>non esiste il gioco «{game}» ({language}); un codice indica uno tra {games}</translation>
    </message>
    <message>
        <source>there are no rules “{rules}”; a code names one of {choices}</source>
        <translation>non esistono le regole «{rules}»; un codice indica una tra {choices}</translation>
    </message>
    <message>
        <source>a minimum length of {min_length} does not fit in a game code (1 to 31)</source>
        <translation>una lunghezza minima di {min_length} non entra in un codice partita (da 1 a 31)</translation>
    </message>
    <message>
        <source>the word list name “{name}” does not fit in a game code (1 to 31 characters)</source>
        <translation>il nome della lista di parole «{name}» non entra in un codice partita (da 1 a 31 caratteri)</translation>
    </message>
    <message>
        <source>a game code holds whole seconds only, below 2**31</source>
        <translation>un codice partita contiene solo secondi interi, sotto 2**31</translation>
    </message>
    <message>
        <source>a {size} board cannot be played as {game}</source>
        <translation>una griglia {size} non si può giocare come {game}</translation>
    </message>
    <message>
        <source>this game code holds a fixed board: it has no next board</source>
        <translation>questo codice partita contiene una griglia fissa: non ha una griglia successiva</translation>
    </message>
    <message>
        <source>a challenge needs the challenger&apos;s name</source>
        <translation>una sfida ha bisogno del nome di chi sfida</translation>
    </message>
    <message>
        <source>the name is longer than {limit} characters</source>
        <translation>il nome supera i {limit} caratteri</translation>
    </message>
    <message>
        <source>the name holds control or invisible characters</source>
        <translation>il nome contiene caratteri di controllo o invisibili</translation>
    </message>
    <message>
        <source>a score of {score} does not fit in a challenge code</source>
        <translation>un punteggio di {score} non entra in un codice sfida</translation>
    </message>
    <message>
        <source>the board&apos;s word count or digest does not fit in a challenge code</source>
        <translation>il numero di parole o l’impronta della griglia non entra in un codice sfida</translation>
    </message>
    <message>
        <source>the challenger&apos;s words are not positions in the board&apos;s word list</source>
        <translation>le parole di chi sfida non sono posizioni nell’elenco delle parole della griglia</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held {theirs} words on this board, yours {yours}): the words cannot be compared</source>
        <translation>questa sfida è stata giocata con un’altra lista di parole rispetto alla tua (la sua lista {wordlist} aveva {theirs} parole su questa griglia, la tua {yours}): le parole non si possono confrontare</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held other words on this board than yours): the words cannot be compared</source>
        <translation>questa sfida è stata giocata con un’altra lista di parole rispetto alla tua (la sua lista {wordlist} aveva altre parole su questa griglia rispetto alla tua): le parole non si possono confrontare</translation>
    </message>
    <message>
        <source>this challenge claims {score} points for words worth {total}: the code was edited</source>
        <translation>questa sfida dichiara {score} punti per parole che ne valgono {total}: il codice è stato modificato</translation>
    </message>
    <message>
        <source>“{word}” is not a word of this board&apos;s solution</source>
        <translation>«{word}» non è una parola della soluzione di questa griglia</translation>
    </message>
    <message>
        <source>this challenge does not fit in a code ({letters} letters; at most {limit})</source>
        <translation>questa sfida non entra in un codice ({letters} lettere; al massimo {limit})</translation>
    </message>
    <message>
        <source>this challenge code is too long (more than {limit} letters)</source>
        <translation>questo codice sfida è troppo lungo (più di {limit} lettere)</translation>
    </message>
    <message>
        <source>the challenge code is empty</source>
        <translation>il codice sfida è vuoto</translation>
    </message>
    <message>
        <source>this is not a challenge code (those start with {prefix})</source>
        <translation>questo non è un codice sfida (quelli iniziano con {prefix})</translation>
    </message>
    <message>
        <source>this is a game code, not a challenge code: play it as a game code</source>
        <translation>questo è un codice partita, non un codice sfida: giocalo come codice partita</translation>
    </message>
    <message>
        <source>after {prefix}, a challenge code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>dopo {prefix}, un codice sfida ha solo le lettere e le cifre {alphabet}; questo contiene {letters}</translation>
    </message>
    <message>
        <source>this challenge code is cut short: letters are missing (copy all of it)</source>
        <translation>questo codice sfida è troncato: mancano delle lettere (copialo per intero)</translation>
    </message>
    <message>
        <source>this challenge code has a typo or was edited (its check letters do not match)</source>
        <translation>questo codice sfida contiene un errore di battitura o è stato modificato (le lettere di controllo non corrispondono)</translation>
    </message>
    <message>
        <source>this challenge code comes from a newer version of Boggle (challenge version {version}); update the program to play it</source>
        <translation>questo codice sfida viene da una versione più recente di Boggle (versione della sfida {version}); aggiorna il programma per giocarlo</translation>
    </message>
    <message>
        <source>this is not a challenge code</source>
        <translation>questo non è un codice sfida</translation>
    </message>
    <message>
        <source>this challenge code is cut short: it has {letters} of its {total} letters (copy all of it)</source>
        <translation>questo codice sfida è troncato: ha {letters} delle sue {total} lettere (copialo per intero)</translation>
    </message>
    <message>
        <source>this challenge code has letters too many ({letters}; it should have {total})</source>
        <translation>questo codice sfida ha lettere in più ({letters}; dovrebbe averne {total})</translation>
    </message>
    <message>
        <source>this is not a challenge code (its fields run past its end)</source>
        <translation>questo non è un codice sfida (i suoi campi superano la fine)</translation>
    </message>
    <message>
        <source>the game in this challenge cannot be played: {reason}</source>
        <translation>la partita di questa sfida non si può giocare: {reason}</translation>
    </message>
    <message>
        <source>this is not a challenge code (its name is not text)</source>
        <translation>questo non è un codice sfida (il suo nome non è testo)</translation>
    </message>
    <message>
        <source>this is not a challenge code (bits left over)</source>
        <translation>questo non è un codice sfida (avanzano dei bit)</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>this game is played with the word list {name}, which is not among your word lists. Add it with Game &gt; Add word list… (Ctrl+Shift+W), then enter the code again</source>
        <translation>questa partita si gioca con la lista di parole {name}, che non è tra le tue liste. Aggiungila con Partita &gt; Aggiungi lista di parole… (Ctrl+Maiusc+W), poi inserisci di nuovo il codice</translation>
    </message>
    <message>
        <source>cannot read the word list {name}: {reason}</source>
        <translation>impossibile leggere la lista di parole {name}: {reason}</translation>
    </message>
    <message>
        <source>it asks for {rules} rules, but {game} games are played with {game_rules} rules</source>
        <translation>chiede le regole {rules}, ma le partite {game} si giocano con le regole {game_rules}</translation>
    </message>
    <message>
        <source>this board was scored with the word list {name} ({where}), which cannot be loaded any more: {reason}</source>
        <translation>questa griglia è stata valutata con la lista di parole {name} ({where}), che non si può più caricare: {reason}</translation>
    </message>
    <message>
        <source>the word list {name} ({where}) has changed since this board was scored with it, so its score would differ</source>
        <translation>la lista di parole {name} ({where}) è cambiata da quando questa griglia è stata valutata con essa, quindi il punteggio sarebbe diverso</translation>
    </message>
    <message>
        <source>cannot create the folder of the history database {path}: {reason}</source>
        <translation>impossibile creare la cartella del database della cronologia {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot open the history database {path}: {reason}</source>
        <translation>impossibile aprire il database della cronologia {path}: {reason}</translation>
    </message>
    <message>
        <source>the history database {path} was written by a newer version of the game (schema {version}; this version reads up to {supported}); it was left untouched. Update the game, or move the file away to start a new history</source>
        <translation>il database della cronologia {path} è stato scritto da una versione più recente del gioco (schema {version}; questa versione legge fino al {supported}); non è stato toccato. Aggiorna il gioco, o sposta il file per iniziare una nuova cronologia</translation>
    </message>
    <message>
        <source>the history database {path} is damaged ({reason}); it was left untouched. Move the file away to start a new history</source>
        <translation>il database della cronologia {path} è danneggiato ({reason}); non è stato toccato. Sposta il file per iniziare una nuova cronologia</translation>
    </message>
    <message>
        <source>{path} is a database of something else (tables: {tables}); it was left untouched</source>
        <translation>{path} è un database di qualcos’altro (tabelle: {tables}); non è stato toccato</translation>
    </message>
    <message>
        <source>the group round {round_id} in {path} cannot be read: {reason}</source>
        <translation>il turno di gruppo {round_id} in {path} non si può leggere: {reason}</translation>
    </message>
    <message>
        <source>the history database {path} is locked by another program; your round is kept in memory and will be saved when the database is free</source>
        <translation>il database della cronologia {path} è bloccato da un altro programma; il tuo turno resta in memoria e sarà salvato quando il database sarà libero</translation>
    </message>
    <message>
        <source>the history database {path} is read-only; rounds cannot be saved</source>
        <translation>il database della cronologia {path} è di sola lettura; i turni non si possono salvare</translation>
    </message>
    <message>
        <source>the history database {path}: {reason}</source>
        <translation>il database della cronologia {path}: {reason}</translation>
    </message>
    <message>
        <source>definitions need the WordNet data: pip install &apos;bogglelab[definitions]&apos;</source>
        <translation>le definizioni richiedono i dati di WordNet: pip install &apos;bogglelab[definitions]&apos;</translation>
    </message>
    <message>
        <source>cannot read the WordNet data in {folder}: {reason}</source>
        <translation>impossibile leggere i dati di WordNet in {folder}: {reason}</translation>
    </message>
    <message>
        <source>the WordNet data in {folder} is damaged (no synset {offset})</source>
        <translation>i dati di WordNet in {folder} sono danneggiati (manca il synset {offset})</translation>
    </message>
    <message>
        <source>the board class</source>
        <translation>la classe di griglie</translation>
    </message>
    <message>
        <source>the partition</source>
        <translation>la partizione</translation>
    </message>
    <message>
        <source>the letter set of cell {cell}</source>
        <translation>l’insieme di lettere della casella {cell}</translation>
    </message>
    <message>
        <source>the partition of the {cell_type} cells</source>
        <translation>la partizione delle caselle {cell_type}</translation>
    </message>
    <message>
        <source>a group of {where}</source>
        <translation>un gruppo di {where}</translation>
    </message>
    <message>
        <source>{letters} ({language})</source>
        <translation>{letters} ({language})</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only</source>
        <translation>{what} «{text}» contiene il carattere «{character}», una faccia di due lettere o vuota; le classi di griglie e la scomposizione accettano solo lettere singole {letters}</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only (q is the Qu face)</source>
        <translation>{what} «{text}» contiene il carattere «{character}», una faccia di due lettere o vuota; le classi di griglie e la scomposizione accettano solo lettere singole {letters} (q è la faccia Qu)</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”: only the letters {letters} are allowed</source>
        <translation>{what} «{text}» contiene il carattere «{character}»: sono ammesse solo le lettere {letters}</translation>
    </message>
    <message>
        <source>{what} “{text}” has {count} letters; a cell holds at most {limit}</source>
        <translation>{what} «{text}» ha {count} lettere; una casella ne contiene al massimo {limit}</translation>
    </message>
    <message>
        <source>the letter “{letter}” appears twice in {what} “{text}”</source>
        <translation>la lettera «{letter}» compare due volte in {what} «{text}»</translation>
    </message>
    <message>
        <source>{what} has {character}; use the letters a-z only</source>
        <translation>{what} contiene {character}; usa solo le lettere a-z</translation>
    </message>
    <message>
        <source>{what} has {character}; use only the letters {letters} ({language})</source>
        <translation>{what} contiene {character}; usa solo le lettere {letters} ({language})</translation>
    </message>
    <message>
        <source>the board class is empty: give one set of letters per cell, separated by spaces</source>
        <translation>la classe di griglie è vuota: indica un insieme di lettere per casella, separati da spazi</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets, but a {size} board has {cells} cells</source>
        <translation>la classe di griglie ha {sets} insiemi di lettere, ma una griglia {size} ha {cells} caselle</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets; a board has 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) or 36 (6x6)</source>
        <translation>la classe di griglie ha {sets} insiemi di lettere; una griglia ha 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) o 36 (6x6) caselle</translation>
    </message>
    <message>
        <source>{where} gives no letter groups</source>
        <translation>{where} non indica gruppi di lettere</translation>
    </message>
    <message>
        <source>{where}: “.” is a group of no letters; give groups of letters</source>
        <translation>{where}: «.» è un gruppo senza lettere; indica gruppi di lettere</translation>
    </message>
    <message>
        <source>{where}: the letter “{letter}” is in two groups (“{first}” and “{second}”)</source>
        <translation>{where}: la lettera «{letter}» è in due gruppi («{first}» e «{second}»)</translation>
    </message>
    <message>
        <source>{where}: the groups must cover {letters}; missing: “{missing}”</source>
        <translation>{where}: i gruppi devono coprire {letters}; manca «{missing}»</translation>
    </message>
    <message>
        <source>the partition is empty: give groups of letters separated by spaces, such as “bdfgjqvwxz aeiou lnrsy chkmpt”</source>
        <translation>la partizione è vuota: indica gruppi di lettere separati da spazi, per esempio «bdfgjqvwxz aeiou lnrsy chkmpt»</translation>
    </message>
    <message>
        <source>the partition “{text}” has an empty clause</source>
        <translation>la partizione «{text}» ha una clausola vuota</translation>
    </message>
    <message>
        <source>the partition names the cell type “{name}”: use corner, edge or center</source>
        <translation>la partizione nomina il tipo di casella «{name}»: usa corner, edge o center</translation>
    </message>
    <message>
        <source>the partition gives the cell type “{cell_type}” twice</source>
        <translation>la partizione indica due volte il tipo di casella «{cell_type}»</translation>
    </message>
    <message>
        <source>the partition has two clauses without a cell type; start them with corner:, edge: or center:</source>
        <translation>la partizione ha due clausole senza tipo di casella; inizia con corner:, edge: o center:</translation>
    </message>
    <message>
        <source>the partition gives no groups for the {cell_type} cells of a {size} board</source>
        <translation>la partizione non indica gruppi per le caselle {cell_type} di una griglia {size}</translation>
    </message>
    <message>
        <source>the partition has only {available} canonical classes, not {count}</source>
        <translation>la partizione ha solo {available} classi canoniche, non {count}</translation>
    </message>
    <message>
        <source>bad class “{text}”: {reason}</source>
        <translation>classe «{text}» non valida: {reason}</translation>
    </message>
    <message>
        <source>bad partition “{text}”: {reason}</source>
        <translation>partizione «{text}» non valida: {reason}</translation>
    </message>
    <message>
        <source>{limit} classes are too many: a run holds at most {most}</source>
        <translation>{limit} classi sono troppe: un’esecuzione ne contiene al massimo {most}</translation>
    </message>
    <message>
        <source>the partition “{partition}” has {count} classes on a {size} board (one per symmetry orbit), more than a run can list ({most}); set Classes to break a random sample, or use fewer letter groups</source>
        <translation>la partizione «{partition}» ha {count} classi su una griglia {size} (una per orbita di simmetria), più di quante un’esecuzione possa elencarne ({most}); imposta Classi per scomporre un campione casuale, o usa meno gruppi di lettere</translation>
    </message>
    <message>
        <source>the threshold must be a whole number of at least 1, not {threshold}</source>
        <translation>la soglia deve essere un numero intero di almeno 1, non {threshold}</translation>
    </message>
    <message>
        <source>the threshold must be at most {most}, not {threshold}</source>
        <translation>la soglia deve essere al massimo {most}, non {threshold}</translation>
    </message>
    <message>
        <source>a run needs at least 1 worker, not {workers}</source>
        <translation>un’esecuzione richiede almeno 1 processo, non {workers}</translation>
    </message>
    <message>
        <source>the memory budget must be at least {least_mib} MiB, not {memory} bytes</source>
        <translation>il budget di memoria deve essere di almeno {least_mib} MiB, non {memory} byte</translation>
    </message>
    <message>
        <source>a memory budget of {memory} bytes is more than this machine&apos;s memory ({machine} bytes)</source>
        <translation>un budget di memoria di {memory} byte supera la memoria di questa macchina ({machine} byte)</translation>
    </message>
    <message>
        <source>the results file {path}</source>
        <translation>il file di risultati {path}</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is longer than {limit_mib} MiB, longer than any result record</source>
        <translation>la riga {line} del file di risultati {path} supera i {limit_mib} MiB, più di qualsiasi record di risultato</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: its first line is not JSON</source>
        <translation>{path} non è un file di risultati di una scomposizione: la sua prima riga non è JSON</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it is empty</source>
        <translation>{path} non è un file di risultati di una scomposizione: è vuoto</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it has no complete line</source>
        <translation>{path} non è un file di risultati di una scomposizione: non ha nessuna riga completa</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it holds only blank lines</source>
        <translation>{path} non è un file di risultati di una scomposizione: contiene solo righe vuote</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not JSON); fix or move the file</source>
        <translation>la riga {line} del file di risultati {path} non è un record di risultato valido (non è JSON); correggi o sposta il file</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is a second run header (two files joined?); fix or move the file</source>
        <translation>la riga {line} del file di risultati {path} è una seconda intestazione di esecuzione (due file uniti?); correggi o sposta il file</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not a class record); fix or move the file</source>
        <translation>la riga {line} del file di risultati {path} non è un record di risultato valido (non è un record di classe); correggi o sposta il file</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record ({reason}); fix or move the file</source>
        <translation>la riga {line} del file di risultati {path} non è un record di risultato valido ({reason}); correggi o sposta il file</translation>
    </message>
    <message>
        <source>the results file {path} has no run header on its first line, so nothing says which run its lines belong to; move it away</source>
        <translation>il file di risultati {path} non ha un’intestazione di esecuzione nella prima riga, quindi niente dice a quale esecuzione appartengano le sue righe; spostalo</translation>
    </message>
    <message>
        <source>the results file {path} has a bad run header ({reason}); move it away</source>
        <translation>il file di risultati {path} ha un’intestazione di esecuzione non valida ({reason}); spostalo</translation>
    </message>
    <message>
        <source>the results file {path} was written by a newer version of Boggle (results format {version}; this one reads up to {supported}); it is left untouched</source>
        <translation>il file di risultati {path} è stato scritto da una versione più recente di Boggle (formato dei risultati {version}; questa legge fino al {supported}); non viene toccato</translation>
    </message>
    <message>
        <source>cannot open the results file {path}: {reason}</source>
        <translation>impossibile aprire il file di risultati {path}: {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is a folder; give a file name</source>
        <translation>il file di risultati {path} è una cartella; indica un nome di file</translation>
    </message>
    <message>
        <source>the results file {path} is not a regular file; give a file on disk</source>
        <translation>il file di risultati {path} non è un file normale; indica un file su disco</translation>
    </message>
    <message>
        <source>the results file {path} is larger than any results file ({size} bytes); choose another file</source>
        <translation>il file di risultati {path} è più grande di qualsiasi file di risultati ({size} byte); scegli un altro file</translation>
    </message>
    <message>
        <source>the results file {path} already exists: resume the run, or choose another file</source>
        <translation>il file di risultati {path} esiste già: riprendi l’esecuzione o scegli un altro file</translation>
    </message>
    <message>
        <source>the results file {path} is in use by another run; wait for that run to end, or choose another file</source>
        <translation>il file di risultati {path} è usato da un’altra esecuzione; attendi che finisca o scegli un altro file</translation>
    </message>
    <message>
        <source>cannot lock the results file {path}: {reason}</source>
        <translation>impossibile bloccare il file di risultati {path}: {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is from another run ({key} {theirs}, this run {ours})</source>
        <translation>il file di risultati {path} è di un’altra esecuzione ({key} {theirs}, questa esecuzione {ours})</translation>
    </message>
    <message>
        <source>the results file {path} holds no results of a break run; it was left untouched: move it away or choose another file</source>
        <translation>il file di risultati {path} non contiene risultati di una scomposizione; non è stato toccato: spostalo o scegli un altro file</translation>
    </message>
    <message>
        <source>cannot write the results file {path}: {reason}</source>
        <translation>impossibile scrivere il file di risultati {path}: {reason}</translation>
    </message>
    <message>
        <source>{reason}; no class has run</source>
        <translation>{reason}; nessuna classe è stata eseguita</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished and are saved in {path}</source>
        <translation>{reason}; {done} classi su {total} sono terminate e salvate in {path}</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished (not saved: the run has no results file)</source>
        <translation>{reason}; {done} classi su {total} sono terminate (non salvate: l’esecuzione non ha un file di risultati)</translation>
    </message>
    <message>
        <source>a memory budget of {budget_mib} MiB is too small: a breaking process already uses {used_mib} MiB before any tree</source>
        <translation>un budget di memoria di {budget_mib} MiB è troppo piccolo: un processo di scomposizione usa già {used_mib} MiB prima di qualsiasi albero</translation>
    </message>
    <message>
        <source>a worker process died {times} times while breaking {what} (killed, or out of memory?)</source>
        <translation>un processo di lavoro è morto {times} volte scomponendo {what} (terminato, o senza memoria?)</translation>
    </message>
    <message>
        <source>the class “{text}”</source>
        <translation>la classe «{text}»</translation>
    </message>
    <message>
        <source>the union “{union}” of {count} classes</source>
        <translation>l’unione «{union}» di {count} classi</translation>
    </message>
    <message>
        <source>T₀ must be a finite number of at least 0, not {t0}</source>
        <translation>T₀ deve essere un numero finito di almeno 0, non {t0}</translation>
    </message>
    <message>
        <source>exponential cooling needs a decay above 0, not {decay}</source>
        <translation>il raffreddamento esponenziale richiede un decadimento maggiore di 0, non {decay}</translation>
    </message>
    <message>
        <source>linear cooling needs a ramp of at least 1 iteration, not {length}</source>
        <translation>il raffreddamento lineare richiede una rampa di almeno 1 iterazione, non {length}</translation>
    </message>
    <message>
        <source>the max stall must be at least 1, not {max_stall}</source>
        <translation>lo stallo massimo deve essere almeno 1, non {max_stall}</translation>
    </message>
    <message>
        <source>the letter set is empty</source>
        <translation>l’insieme di lettere è vuoto</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters}</source>
        <translation>l’insieme di lettere «{text}» contiene {characters}: usa le lettere {letters}</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters} ({language})</source>
        <translation>l’insieme di lettere «{text}» contiene {characters}: usa le lettere {letters} ({language})</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <source>%n more error(s) since: see the log file.</source>
        <translation>
            <numerusform>Da allora %n altro errore: vedi il file di log.</numerusform>
            <numerusform>Da allora altri %n errori: vedi il file di log.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are in the log file:&lt;br&gt;{log_file}&lt;br&gt;Please send it with a report of what you were doing.</source>
        <translation>I dettagli sono nel file di log:&lt;br&gt;{log_file}&lt;br&gt;Invialo, per favore, con una descrizione di ciò che stavi facendo.</translation>
    </message>
    <message>
        <source>No log file could be written ({problem}): the details are below.</source>
        <translation>Non è stato possibile scrivere un file di log ({problem}): i dettagli sono qui sotto.</translation>
    </message>
    <message>
        <source>batch mode</source>
        <translation>modalità batch</translation>
    </message>
    <message>
        <source>&lt;p&gt;Boggle hit an unexpected error: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Boggle ha incontrato un errore imprevisto: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game goes on; your rounds are saved as you play them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il gioco continua; i tuoi round vengono salvati mentre giochi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Errore imprevisto</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code</source>
        <translation>Codice partita</translation>
    </message>
    <message>
        <source>Friends who enter this code in New game (Ctrl+G) play the same board</source>
        <translation>Gli amici che inseriscono questo codice in Nuova partita (Ctrl+G) giocano la stessa griglia</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Copia codice</translation>
    </message>
    <message>
        <source>No game code</source>
        <translation>Nessun codice partita</translation>
    </message>
    <message>
        <source>This board has no game code: %1</source>
        <translation>Questa griglia non ha un codice partita: %1</translation>
    </message>
    <message>
        <source>Game code &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Codice partita &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Friends who enter this code with Game &gt; Play a game code (Ctrl+G) play the same board</source>
        <translation>Gli amici che inseriscono questo codice con Partita &gt; Gioca un codice partita (Ctrl+G) giocano la stessa griglia</translation>
    </message>
    <message>
        <source>History is off: {problem}</source>
        <translation>La cronologia è disattivata: {problem}</translation>
    </message>
    <message>
        <source>History database</source>
        <translation>Database della cronologia</translation>
    </message>
    <message>
        <source>History saved again.</source>
        <translation>Cronologia di nuovo salvata.</translation>
    </message>
</context>
<context>
    <name>GroupHistory</name>
    <message>
        <source>classic</source>
        <translation>classica</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>amichevole</translation>
    </message>
    <message>
        <source>Table game, {date}</source>
        <translation>Partita al tavolo, {date}</translation>
    </message>
    <message>
        <source>Network round hosted by {host}, {date}</source>
        <translation>Round in rete ospitato da {host}, {date}</translation>
    </message>
    <message>
        <source>Network round, {date}</source>
        <translation>Round in rete, {date}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Group rounds</source>
        <translation>Round di gruppo</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Risultati del round</translation>
    </message>
    <message>
        <source>Select a round to see every player&apos;s words and scores.</source>
        <translation>Seleziona un round per vedere le parole e i punteggi di ogni giocatore.</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>Mostra &amp;tutte le parole</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copia come testo</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Apri in Ri&amp;solvi una griglia</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Gioca questa griglia</translation>
    </message>
    <message>
        <source>The history is not available, so no group rounds can be shown.</source>
        <translation>La cronologia non è disponibile, quindi non si possono mostrare round di gruppo.</translation>
    </message>
    <message>
        <source>Cannot read the group rounds: {problem}</source>
        <translation>Impossibile leggere i round di gruppo: {problem}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tavolo</translation>
    </message>
    <message>
        <source>network ({host})</source>
        <translation>rete ({host})</translation>
    </message>
    <message>
        <source>No group rounds yet: score a table game (Tools &gt; Score a table game) and save it, or play a round together.</source>
        <translation>Ancora nessun round di gruppo: conta una partita al tavolo (Strumenti &gt; Conta una partita al tavolo) e salvala, oppure gioca un round insieme.</translation>
    </message>
    <message>
        <source>Cannot show this round: {problem}</source>
        <translation>Impossibile mostrare questo round: {problem}</translation>
    </message>
</context>
<context>
    <name>GroupHistoryDialog</name>
    <message>
        <source>Group rounds</source>
        <translation>Round di gruppo</translation>
    </message>
</context>
<context>
    <name>GroupResults</name>
    <message>
        <source>{title}: classic rule</source>
        <translation>{title}: regola classica</translation>
    </message>
    <message>
        <source>Classic rule: a word found by two or more players scores for no one.</source>
        <translation>Regola classica: una parola trovata da due o più giocatori non vale punti per nessuno.</translation>
    </message>
    <message>
        <source>{title}: friendly rule</source>
        <translation>{title}: regola amichevole</translation>
    </message>
    <message>
        <source>Friendly rule: everyone keeps the points of every valid word.</source>
        <translation>Regola amichevole: ognuno tiene i punti di ogni parola valida.</translation>
    </message>
    <message>
        <source>Table game</source>
        <translation>Partita al tavolo</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{unique} unique, {shared} shared</source>
        <translation>{unique} uniche, {shared} condivise</translation>
    </message>
    <message>
        <source>The board holds &lt;b&gt;{words}&lt;/b&gt; words worth &lt;b&gt;{points}&lt;/b&gt; points; the players found {found} of them.</source>
        <translation>La griglia contiene &lt;b&gt;{words}&lt;/b&gt; parole per &lt;b&gt;{points}&lt;/b&gt; punti; i giocatori ne hanno trovate {found}.</translation>
    </message>
    <message>
        <source>Every word (found ones in bold)</source>
        <translation>Tutte le parole (in grassetto quelle trovate)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>move the tile cursor on the board</source>
        <translation>spostare il cursore sulla griglia</translation>
    </message>
    <message>
        <source>add the tile under the cursor (select a tile after the round)</source>
        <translation>aggiungere la casella sotto il cursore (dopo il round: scegliere una casella)</translation>
    </message>
    <message>
        <source>step back one tile</source>
        <translation>tornare indietro di una casella</translation>
    </message>
    <message>
        <source>clear the path / show all words</source>
        <translation>cancellare il percorso / mostrare tutte le parole</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rules}&lt;/b&gt; (this game)</source>
        <translation>&lt;b&gt;{rules}&lt;/b&gt; (questa partita)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Letters count as they are spelled: the Qu tile is two letters. A dash: too short to score.</source>
        <translation>Le lettere contano come si scrivono: la casella Qu vale due lettere. Un trattino: troppo corta per fare punti.</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Set di dadi</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Parola più corta</translation>
    </message>
    <message>
        <source>This game: &lt;b&gt;{rules}&lt;/b&gt;, words of at least &lt;b&gt;{min_length}&lt;/b&gt; letters.</source>
        <translation>Questa partita: &lt;b&gt;{rules}&lt;/b&gt;, parole di almeno &lt;b&gt;{min_length}&lt;/b&gt; lettere.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Find as many words as you can before the clock runs out. A word is spelled by a path of touching tiles: left, right, up, down or diagonal, each tile at most once per word. Type it and press Enter, or trace it on the board with the mouse or the keyboard. The word must be in the game&apos;s word list (no names, no abbreviations) and long enough for the dice set; each word counts once, however many paths spell it.</source>
        <translation>Trova quante più parole puoi prima che scada il tempo. Una parola si forma con un percorso di caselle adiacenti: a sinistra, a destra, in alto, in basso o in diagonale, ogni casella al massimo una volta per parola. Scrivila e premi Invio, oppure tracciala sulla griglia con il mouse o la tastiera. La parola deve essere nella lista di parole della partita (niente nomi propri né abbreviazioni) e abbastanza lunga per il set di dadi; ogni parola conta una volta, per quanti percorsi la formino.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qu&lt;/b&gt; is one tile and two letters: QUIT is three tiles and four letters. Type it as &lt;i&gt;qu&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Qu&lt;/b&gt; è una casella e due lettere: QUOTA sono quattro caselle e cinque lettere. Scrivila come &lt;i&gt;qu&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>When the round ends, every word on the board is listed. Select or point at a word to see its path and its meaning; &lt;i&gt;Look it up online&lt;/i&gt; opens its Wiktionary page.</source>
        <translation>Alla fine del round vengono elencate tutte le parole della griglia. Seleziona una parola o passaci sopra col mouse per vederne il percorso e il significato; &lt;i&gt;Cerca online&lt;/i&gt; apre la sua pagina di Wiktionary.</translation>
    </message>
    <message>
        <source>Shortest word per dice set</source>
        <translation>Parola più corta per set di dadi</translation>
    </message>
    <message>
        <source>New game (Ctrl+N) can ask for longer words.</source>
        <translation>Nuova partita (Ctrl+N) può chiedere parole più lunghe.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>After the round and in Solve a board, &lt;b&gt;Alt+U&lt;/b&gt; looks the selected word up online.</source>
        <translation>Dopo il round e in Risolvi una griglia, &lt;b&gt;Alt+C&lt;/b&gt; cerca online la parola selezionata.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Boggle help</source>
        <translation>Guida di Boggle</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Guida</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>playing</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminato</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonato</translation>
    </message>
    <message>
        <source>{dice}, {timer}</source>
        <translation>{dice}, {timer}</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist}, {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist}, {min_length}+ lettere</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist} (list version not recorded), {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist} (versione della lista non registrata), {min_length}+ lettere</translation>
    </message>
    <message>
        <source>This round is still in play: its words are shown in Solve a board once it is over (resume it, or end it, first).</source>
        <translation>Questo round è ancora in corso: le sue parole compaiono in Risolvi una griglia quando è finito (prima riprendilo o terminalo).</translation>
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
        <translation>{list} (versione non registrata)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {problem}</source>
        <translation>Impossibile scrivere {path}: {problem}</translation>
    </message>
    <message>
        <source>History and high scores</source>
        <translation>Cronologia e record</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partita:</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Of max</source>
        <translation>Sul max</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Parole</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>&amp;High scores</source>
        <translation>&amp;Record</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista di parole</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>&amp;Recent rounds</source>
        <translation>Round r&amp;ecenti</translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation>Ri&amp;vedi il round</translation>
    </message>
    <message>
        <source>Your words, when you found them, your rejected guesses and every word of the board (double-click a round)</source>
        <translation>Le tue parole, quando le hai trovate, i tentativi rifiutati e ogni parola della griglia (doppio clic su un round)</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Apri in Ri&amp;solvi una griglia</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>&amp;Copia le parole</translation>
    </message>
    <message>
        <source>The selected round&apos;s words and rejected guesses, tab-separated</source>
        <translation>Le parole e i tentativi rifiutati del round selezionato, separati da tabulazioni</translation>
    </message>
    <message>
        <source>Export &amp;words…</source>
        <translation>Esporta paro&amp;le…</translation>
    </message>
    <message>
        <source>E&amp;xport rounds…</source>
        <translation>Esporta rou&amp;nd…</translation>
    </message>
    <message>
        <source>Every round of the history as CSV: date, board, dice, word list, timer, score, words…</source>
        <translation>Ogni round della cronologia in CSV: data, griglia, dadi, lista di parole, timer, punteggio, parole…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Gioca questa griglia</translation>
    </message>
    <message>
        <source>A new round on the selected round&apos;s board, with its word list and rules</source>
        <translation>Un nuovo round sulla griglia del round selezionato, con la sua lista di parole e le sue regole</translation>
    </message>
    <message>
        <source>Gro&amp;up rounds…</source>
        <translation>Round di gr&amp;uppo…</translation>
    </message>
    <message>
        <source>Network rounds and scored table games: every player&apos;s words and scores</source>
        <translation>Round in rete e partite al tavolo con punteggio: le parole e i punteggi di ogni giocatore</translation>
    </message>
    <message>
        <source>Select a round first.</source>
        <translation>Prima seleziona un round.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>Impossibile aprire questo round: {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>Impossibile giocare la griglia di questo round: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses of the round of {date} to the clipboard.</source>
        <translation>
            <numerusform>Copiata negli appunti %n parola e {guesses} tentativi rifiutati del round del {date}.</numerusform>
            <numerusform>Copiate negli appunti %n parole e {guesses} tentativi rifiutati del round del {date}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>Esporta le parole del round</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the words of the round of {date} to {path}.</source>
        <translation>Parole del round del {date} salvate in {path}.</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>Esporta i round</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) to {path}.</source>
        <translation>
            <numerusform>%n round salvato in {path}.</numerusform>
            <numerusform>%n round salvati in {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a round</source>
        <translation>Ospita un round</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Il tuo nome, come lo vedranno gli altri</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>L&amp;ista di parole:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dadi:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Punteggio:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Round length:</source>
        <translation>D&amp;urata del round:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>qualsiasi porta libera</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>Po&amp;rta:</translation>
    </message>
    <message>
        <source>Everyone on the &amp;local network (the round is advertised)</source>
        <translation>Tutti sulla rete loc&amp;ale (il round viene annunciato)</translation>
    </message>
    <message>
        <source>This &amp;machine only (other windows of this computer)</source>
        <translation>Solo questo &amp;computer (altre finestre di questo computer)</translation>
    </message>
    <message>
        <source>Who can join:</source>
        <translation>Chi può unirsi:</translation>
    </message>
    <message>
        <source>none: anyone who finds the round can join</source>
        <translation>nessuna: chiunque trovi il round può unirsi</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Pass&amp;word della stanza:</translation>
    </message>
    <message>
        <source>no spectators</source>
        <translation>nessuno spettatore</translation>
    </message>
    <message>
        <source>People who watch the clock and the players without playing</source>
        <translation>Persone che seguono l&apos;orologio e i giocatori senza giocare</translation>
    </message>
    <message>
        <source>S&amp;pectators at most:</source>
        <translation>&amp;Spettatori al massimo:</translation>
    </message>
    <message>
        <source>Start each round when every player is &amp;ready</source>
        <translation>Avvia ogni round quando tutti i giocatori sono &amp;pronti</translation>
    </message>
    <message>
        <source>none: rounds start at once</source>
        <translation>nessuno: i round iniziano subito</translation>
    </message>
    <message>
        <source>&amp;Countdown before a round:</source>
        <translation>&amp;Conto alla rovescia prima di un round:</translation>
    </message>
    <message>
        <source>optional: the rounds play this code&apos;s boards, one after another</source>
        <translation>facoltativo: i round giocano le griglie di questo codice, una dopo l&apos;altra</translation>
    </message>
    <message>
        <source>Game &amp;code:</source>
        <translation>&amp;Codice partita:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Ospita</translation>
    </message>
</context>
<context>
    <name>InterfaceLanguage</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>&amp;Lingua dell&apos;interfaccia</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Lingua di sistema ({language})</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Lingua dell&apos;interfaccia</translation>
    </message>
    <message>
        <source>The interface will speak {language} from the next start of Boggle.</source>
        <translation>L&apos;interfaccia sarà in {language} dal prossimo avvio di Boggle.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a round</source>
        <translation>Unisciti a un round</translation>
    </message>
    <message>
        <source>ROUNDS ON THE LOCAL NETWORK</source>
        <translation>ROUND SULLA RETE LOCALE</translation>
    </message>
    <message>
        <source>Rounds found</source>
        <translation>Round trovati</translation>
    </message>
    <message>
        <source>or type the host&apos;s address, e.g. 192.168.1.5:{port}</source>
        <translation>oppure scrivi l&apos;indirizzo dell&apos;host, ad es. 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Indirizzo:</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Il tuo nome, come lo vedranno gli altri</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>Your list checks words as you type; the host&apos;s list decides</source>
        <translation>La tua lista controlla le parole mentre scrivi; decide la lista dell&apos;host</translation>
    </message>
    <message>
        <source>Your &amp;word list:</source>
        <translation>La tua &amp;lista di parole:</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Pass&amp;word della stanza:</translation>
    </message>
    <message>
        <source>Join as a &amp;spectator (watch the round without playing)</source>
        <translation>Unisciti come &amp;spettatore (guarda il round senza giocare)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unisciti</translation>
    </message>
    <message>
        <source>Looking for rounds…</source>
        <translation>Ricerca dei round…</translation>
    </message>
    <message>
        <source>Looking for rounds on the network is off; type the host&apos;s address.</source>
        <translation>La ricerca dei round in rete è disattivata; scrivi l&apos;indirizzo dell&apos;host.</translation>
    </message>
    <message>
        <source>{round} (another version of the app)</source>
        <translation>{round} (un&apos;altra versione dell&apos;app)</translation>
    </message>
    <message>
        <source>This round speaks protocol version {theirs}; this app speaks version {ours}. Use the same version of the app to join.</source>
        <translation>Questo round usa la versione {theirs} del protocollo; questa app usa la versione {ours}. Usa la stessa versione dell&apos;app per unirti.</translation>
    </message>
    <message>
        <source>{round} (password)</source>
        <translation>{round} (password)</translation>
    </message>
    <message>
        <source>No rounds found yet; still looking… (or type the host&apos;s address)</source>
        <translation>Ancora nessun round trovato; la ricerca continua… (oppure scrivi l&apos;indirizzo dell&apos;host)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) found; still looking…</source>
        <translation>
            <numerusform>%n round trovato; la ricerca continua…</numerusform>
            <numerusform>%n round trovati; la ricerca continua…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot look for rounds on the network ({problem}); type the host&apos;s address.</source>
        <translation>Impossibile cercare round in rete ({problem}); scrivi l&apos;indirizzo dell&apos;host.</translation>
    </message>
    <message>
        <source>this round has a password</source>
        <translation>questo round ha una password</translation>
    </message>
    <message>
        <source>only if the round has one</source>
        <translation>solo se il round ne ha una</translation>
    </message>
    <message>
        <source>Address: {problem}</source>
        <translation>Indirizzo: {problem}</translation>
    </message>
    <message>
        <source>This round has a password: type it to join.</source>
        <translation>Questo round ha una password: scrivila per unirti.</translation>
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
        <translation>Lettere {letters}; q è Qu.</translation>
    </message>
    <message>
        <source>Letters {letters}.</source>
        <translation>Lettere {letters}.</translation>
    </message>
    <message>
        <source>Letters {letters}, q is Qu; {accented} counts as {plain}: type accents or not.</source>
        <translation>Lettere {letters}; q è Qu; {accented} vale come {plain}: gli accenti si possono scrivere o no.</translation>
    </message>
    <message>
        <source>Letters {letters}; {accented} counts as {plain}: type accents or not.</source>
        <translation>Lettere {letters}; {accented} vale come {plain}: gli accenti si possono scrivere o no.</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face)</source>
        <translation>Lettere riga per riga, per es. {example} (Q o QU per la faccia Qu)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell)</source>
        <translation>Lettere riga per riga, per es. {example} (una lettera per casella)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face; letters {letters})</source>
        <translation>Lettere riga per riga, per es. {example} (Q o QU per la faccia Qu; lettere {letters})</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell; letters {letters})</source>
        <translation>Lettere riga per riga, per es. {example} (una lettera per casella; lettere {letters})</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The board&apos;s letters, the dice and the word lists of a language</source>
        <translation>Le lettere della griglia, i dadi e le liste di parole di una lingua</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation>Inglese</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francese</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tedesco</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spagnolo</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Olandese</translation>
    </message>
</context>
<context>
    <name>LengthTable</name>
    <message>
        <source>LETTERS</source>
        <translation>LETTERE</translation>
    </message>
    <message>
        <source>FOUND</source>
        <translation>TROVATE</translation>
    </message>
    <message>
        <source>OF</source>
        <translation>SU</translation>
    </message>
    <message numerus="yes">
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n lettera</numerusform>
            <numerusform>%n lettere</numerusform>
        </translation>
    </message>
    <message>
        <source>{length} letters</source>
        <translation>{length} lettere</translation>
    </message>
    <message>
        <source>{letters}: {found} found</source>
        <translation>{letters}: {found} trovate</translation>
    </message>
    <message>
        <source>{letters}: {found} found of {total}</source>
        <translation>{letters}: {found} trovate su {total}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Resume</source>
        <translation>Ripren&amp;di</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>A round is in progress. End it and start a new one?</source>
        <translation>C&apos;è un round in corso. Terminarlo e iniziarne uno nuovo?</translation>
    </message>
    <message>
        <source>Round in progress</source>
        <translation>Round in corso</translation>
    </message>
    <message>
        <source>Bad board</source>
        <translation>Griglia non valida</translation>
    </message>
    <message>
        <source>No game code to copy: start a round first.</source>
        <translation>Nessun codice partita da copiare: inizia prima un round.</translation>
    </message>
    <message>
        <source>Copied the game code %1: friends play it with Ctrl+G.</source>
        <translation>Codice partita %1 copiato: gli amici lo giocano con Ctrl+G.</translation>
    </message>
    <message>
        <source>Play a game code</source>
        <translation>Gioca un codice partita</translation>
    </message>
    <message>
        <source>Game code (from Game &gt; Copy game code):</source>
        <translation>Codice partita (da Partita &gt; Copia il codice partita):</translation>
    </message>
    <message>
        <source>Another version of the word list</source>
        <translation>Un&apos;altra versione della lista di parole</translation>
    </message>
    <message>
        <source>Your word list %1 is not the file this code was made with (another version?): words and scores may differ from your friend&apos;s. Play anyway?</source>
        <translation>La tua lista di parole %1 non è il file con cui è stato creato questo codice (un&apos;altra versione?): parole e punti possono essere diversi da quelli del tuo amico. Giocare comunque?</translation>
    </message>
    <message>
        <source>{game} · {word_list} · {min_length}+ LETTERS · {timer}</source>
        <translation>{game} · {word_list} · {min_length}+ LETTERE · {timer}</translation>
    </message>
    <message>
        <source>Solver failed: %1</source>
        <translation>Errore del risolutore: %1</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>Tempo scaduto!</translation>
    </message>
    <message>
        <source>Paused
Ctrl+P or a click to resume</source>
        <translation>In pausa
Ctrl+P o un clic per riprendere</translation>
    </message>
    <message>
        <source>Paused: the clock is stopped.</source>
        <translation>In pausa: il tempo è fermo.</translation>
    </message>
    <message>
        <source>Paused while you were away
Ctrl+P or a click to resume</source>
        <translation>In pausa durante la tua assenza
Ctrl+P o un clic per riprendere</translation>
    </message>
    <message>
        <source>Paused by itself while the game was in the background: the clock is stopped.</source>
        <translation>Messo in pausa da solo mentre il gioco era in background: il tempo è fermo.</translation>
    </message>
    <message>
        <source>Paused while another window is open
Close it to play on</source>
        <translation>In pausa mentre un&apos;altra finestra è aperta
Chiudila per continuare</translation>
    </message>
    <message>
        <source>Paused while another of the game&apos;s windows is open: the clock is stopped.</source>
        <translation>In pausa mentre un&apos;altra finestra del gioco è aperta: il tempo è fermo.</translation>
    </message>
    <message>
        <source>★ New high score for %1, %2!</source>
        <translation>★ Nuovo record per %1, %2!</translation>
    </message>
    <message>
        <source>Resume round?</source>
        <translation>Riprendere il round?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points. Resume it?</source>
        <translation>Un round è stato interrotto con {words} parole e {score} punti. Riprenderlo?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points and {time} left. Resume it?</source>
        <translation>Un round è stato interrotto con {words} parole, {score} punti e {time} rimanenti. Riprenderlo?</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Impossibile riprendere</translation>
    </message>
    <message>
        <source>Round in play</source>
        <translation>Round in gioco</translation>
    </message>
    <message>
        <source>This board is being played: its words are shown when the round is over.</source>
        <translation>Questa griglia è in gioco: le sue parole vengono mostrate alla fine del round.</translation>
    </message>
    <message>
        <source>Added the %1 word list %2; pick it in New game (Ctrl+N).</source>
        <translation>Lista di parole %2 (%1) aggiunta; sceglila in Nuova partita (Ctrl+N).</translation>
    </message>
    <message>
        <source>Tool not available</source>
        <translation>Strumento non disponibile</translation>
    </message>
    <message>
        <source>%1 is not available in this build (%2: %3).</source>
        <translation>%1 non è disponibile in questa versione (%2: %3).</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Impossibile aprire</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Il file %1 non esiste.</translation>
    </message>
    <message>
        <source>Quit mid-round?</source>
        <translation>Uscire a metà round?</translation>
    </message>
    <message>
        <source>A round is in progress. Quit now? The round is saved and you can resume it next time.</source>
        <translation>C&apos;è un round in corso. Uscire ora? Il round viene salvato e potrai riprenderlo la prossima volta.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Play t&amp;ogether</source>
        <translation>Gioca &amp;insieme</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Roll again</source>
        <translation>&amp;Rilancia</translation>
    </message>
    <message>
        <source>Play a &amp;game code…</source>
        <translation>&amp;Gioca un codice partita…</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Co&amp;pia il codice partita</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>&amp;Termina il round</translation>
    </message>
    <message>
        <source>&amp;Solve a board…</source>
        <translation>Ri&amp;solvi una griglia…</translation>
    </message>
    <message>
        <source>&amp;History and high scores…</source>
        <translation>&amp;Cronologia e record…</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Aggiungi lista di parole…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Dark appearance</source>
        <translation>Aspetto &amp;scuro</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Alto &amp;contrasto</translation>
    </message>
    <message>
        <source>&amp;Turn dice faces</source>
        <translation>&amp;Ruota le facce dei dadi</translation>
    </message>
    <message>
        <source>&amp;Pause when in the background</source>
        <translation>&amp;Pausa quando in background</translation>
    </message>
    <message>
        <source>Focus &amp;word entry</source>
        <translation>Vai all&apos;&amp;inserimento parole</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Vai alla &amp;griglia</translation>
    </message>
    <message>
        <source>Focus the word &amp;list</source>
        <translation>Vai all&apos;&amp;elenco parole</translation>
    </message>
    <message>
        <source>&amp;Filter words</source>
        <translation>&amp;Filtra parole</translation>
    </message>
    <message>
        <source>&amp;Host a round…</source>
        <translation>&amp;Ospita un round…</translation>
    </message>
    <message>
        <source>&amp;Join a round…</source>
        <translation>&amp;Unisciti a un round…</translation>
    </message>
    <message>
        <source>&amp;Rules, scoring and shortcuts</source>
        <translation>&amp;Regole, punteggio e scorciatoie</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>S&amp;ort revealed words by</source>
        <translation>&amp;Ordina le parole per</translation>
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
        <translation>l&apos;host usa un&apos;altra versione del protocollo del gioco</translation>
    </message>
    <message>
        <source>the round is full</source>
        <translation>il round è al completo</translation>
    </message>
    <message>
        <source>the host removed you from the room</source>
        <translation>l&apos;host ti ha rimosso dalla stanza</translation>
    </message>
    <message>
        <source>wrong or missing room password</source>
        <translation>password della stanza sbagliata o mancante</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>la connessione è stata chiusa</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>la connessione si è interrotta</translation>
    </message>
    <message>
        <source>the host stopped answering</source>
        <translation>l&apos;host ha smesso di rispondere</translation>
    </message>
    <message>
        <source>the connection closed (code {code})</source>
        <translation>la connessione si è chiusa (codice {code})</translation>
    </message>
    <message>
        <source>no host answers at that address</source>
        <translation>nessun host risponde a quell&apos;indirizzo</translation>
    </message>
    <message>
        <source>the host did not answer in time</source>
        <translation>l&apos;host non ha risposto in tempo</translation>
    </message>
    <message>
        <source>this is not a host address</source>
        <translation>questo non è un indirizzo di host</translation>
    </message>
    <message>
        <source>the host refused the connection</source>
        <translation>l&apos;host ha rifiutato la connessione</translation>
    </message>
    <message>
        <source>the host has too many connections opening; try again in a moment</source>
        <translation>l&apos;host ha troppe connessioni in apertura; riprova tra un momento</translation>
    </message>
    <message>
        <source>too many wrong passwords from this computer: the host turns it away for a minute</source>
        <translation>troppe password sbagliate da questo computer: l&apos;host lo respinge per un minuto</translation>
    </message>
    <message>
        <source>cannot reach the host</source>
        <translation>impossibile raggiungere l&apos;host</translation>
    </message>
    <message>
        <source>{cause}; gave up reconnecting</source>
        <translation>{cause}; riconnessione abbandonata</translation>
    </message>
    <message>
        <source>the round it was typed in is over</source>
        <translation>il round di questa parola è finito</translation>
    </message>
    <message>
        <source>too many words are waiting to be sent</source>
        <translation>troppe parole in attesa di essere inviate</translation>
    </message>
    <message>
        <source>an error in this app ended the connection</source>
        <translation>un errore di questa app ha chiuso la connessione</translation>
    </message>
    <message>
        <source>you joined again from another window or computer</source>
        <translation>sei rientrato da un&apos;altra finestra o da un altro computer</translation>
    </message>
    <message>
        <source>this app did not keep up with the host&apos;s messages</source>
        <translation>questa app non ha tenuto il passo con i messaggi dell&apos;host</translation>
    </message>
    <message>
        <source>this app sent far too many messages</source>
        <translation>questa app ha inviato troppi messaggi</translation>
    </message>
    <message>
        <source>you left the round</source>
        <translation>hai lasciato il round</translation>
    </message>
    <message>
        <source>this app did not introduce itself in time</source>
        <translation>questa app non si è presentata in tempo</translation>
    </message>
    <message>
        <source>the host heard nothing from this app for too long</source>
        <translation>l&apos;host non riceve nulla da questa app da troppo tempo</translation>
    </message>
    <message>
        <source>this app sent too many messages the host cannot read</source>
        <translation>questa app ha inviato troppi messaggi che l&apos;host non sa leggere</translation>
    </message>
    <message>
        <source>the host stopped the round&apos;s server</source>
        <translation>l&apos;host ha fermato il server del round</translation>
    </message>
    <message>
        <source>the host cannot read a message from this app</source>
        <translation>l&apos;host non sa leggere un messaggio di questa app</translation>
    </message>
    <message>
        <source>a message from this app was too big</source>
        <translation>un messaggio di questa app era troppo grande</translation>
    </message>
    <message>
        <source>the host reads text messages only</source>
        <translation>l&apos;host legge solo messaggi di testo</translation>
    </message>
    <message>
        <source>the host does not take that kind of message</source>
        <translation>l&apos;host non accetta quel tipo di messaggio</translation>
    </message>
    <message>
        <source>this app has not joined the round yet</source>
        <translation>questa app non si è ancora unita al round</translation>
    </message>
    <message>
        <source>this connection has joined already</source>
        <translation>questa connessione si è già unita</translation>
    </message>
    <message>
        <source>too many messages at once: some were dropped</source>
        <translation>troppi messaggi in una volta: alcuni sono stati scartati</translation>
    </message>
    <message>
        <source>no round is being played</source>
        <translation>nessun round è in corso</translation>
    </message>
    <message>
        <source>you have entered as many words as a round allows</source>
        <translation>hai inserito tutte le parole che un round consente</translation>
    </message>
    <message>
        <source>spectators watch: they do not enter words or get ready</source>
        <translation>gli spettatori guardano: non inseriscono parole e non si dichiarano pronti</translation>
    </message>
    <message>
        <source>the host called the countdown off</source>
        <translation>l&apos;host ha annullato il conto alla rovescia</translation>
    </message>
    <message>
        <source>too few players are left</source>
        <translation>sono rimasti troppo pochi giocatori</translation>
    </message>
    <message>
        <source>{player} is not ready any more</source>
        <translation>{player} non è più pronto</translation>
    </message>
    <message numerus="yes">
        <source>{cause}; gave up after %n reconnection attempt(s)</source>
        <translation>
            <numerusform>{cause}; riconnessione abbandonata dopo %n tentativo</numerusform>
            <numerusform>{cause}; riconnessione abbandonata dopo %n tentativi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Classic: a word two or more players found scores for no one</source>
        <translation>Classica: una parola trovata da due o più giocatori non dà punti a nessuno</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Amichevole: ognuno tiene i suoi punti</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminato</translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s) - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n giocatore - {address}</numerusform>
            <numerusform>{who}: {board} - %n giocatori - {address}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s), {state} - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n giocatore, {state} - {address}</numerusform>
            <numerusform>{who}: {board} - %n giocatori, {state} - {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the host&apos;s address (as shown in the host&apos;s window), or pick a round from the list.</source>
        <translation>Scrivi l&apos;indirizzo dell&apos;host (come appare nella sua finestra) o scegli un round dall&apos;elenco.</translation>
    </message>
    <message>
        <source>{text} is not an address: type it as 192.168.1.5:{port}</source>
        <translation>{text} non è un indirizzo: scrivilo come 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>Port {port} is not in 1..65535.</source>
        <translation>La porta {port} non è in 1..65535.</translation>
    </message>
    <message>
        <source>{host} is not a host name or address.</source>
        <translation>{host} non è un nome host né un indirizzo.</translation>
    </message>
    <message>
        <source>Your name: {problem}</source>
        <translation>Il tuo nome: {problem}</translation>
    </message>
    <message>
        <source>Game code: {problem}</source>
        <translation>Codice partita: {problem}</translation>
    </message>
    <message>
        <source>Game code: this code holds one fixed board, not a series of boards.</source>
        <translation>Codice partita: questo codice contiene una griglia fissa, non una serie di griglie.</translation>
    </message>
    <message>
        <source>Game code: it is a game in {theirs}; the round is in {ours}.</source>
        <translation>Codice partita: è una partita in {theirs}; il round è in {ours}.</translation>
    </message>
</context>
<context>
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation>
            <numerusform>Rientrato nel round come %1; tue parole che l&apos;host ha: %n.</numerusform>
            <numerusform>Rientrato nel round come %1; tue parole che l&apos;host ha: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>sent again…</source>
        <translation>inviata di nuovo…</translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation>
            <numerusform>Rientrato nel round come %1; tue parole che l&apos;host ha: %2; inviate di nuovo, in attesa del verdetto: %n.</numerusform>
            <numerusform>Rientrato nel round come %1; tue parole che l&apos;host ha: %2; inviate di nuovo, in attesa del verdetto: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>not received by the host</source>
        <translation>non ricevuta dall&apos;host</translation>
    </message>
    <message>
        <source>%1: never reached the host (%2)</source>
        <translation>%1: non è mai arrivata all&apos;host (%2)</translation>
    </message>
    <message>
        <source>The round is over. Choose the next board and press Next round.</source>
        <translation>Il round è finito. Scegli la prossima griglia e premi Round successivo.</translation>
    </message>
    <message>
        <source>The round is over. Press I&apos;m ready for the next round.</source>
        <translation>Il round è finito. Premi Sono pronto per il round successivo.</translation>
    </message>
    <message>
        <source>The round was not saved to History: %1</source>
        <translation>Il round non è stato salvato nella cronologia: %1</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Salva nella &amp;cronologia</translation>
    </message>
    <message>
        <source>Host a round</source>
        <translation>Ospita un round</translation>
    </message>
    <message>
        <source>Join a round</source>
        <translation>Unisciti a un round</translation>
    </message>
    <message>
        <source>&amp;Start round</source>
        <translation>&amp;Avvia il round</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>&amp;Termina il round</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>Round &amp;successivo</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>In attesa dell&apos;host</translation>
    </message>
    <message>
        <source>TIME LEFT (HOST&apos;S CLOCK)</source>
        <translation>TEMPO RIMASTO (TIMER DELL&apos;HOST)</translation>
    </message>
    <message>
        <source>YOUR POINTS SO FAR</source>
        <translation>I TUOI PUNTI FINORA</translation>
    </message>
    <message>
        <source>YOUR WORDS</source>
        <translation>LE TUE PAROLE</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Parola</translation>
    </message>
    <message>
        <source>Host&apos;s verdict</source>
        <translation>Verdetto dell&apos;host</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Your words</source>
        <translation>Le tue parole</translation>
    </message>
    <message>
        <source>Loading word list {wordlist}…</source>
        <translation>Caricamento della lista di parole {wordlist}…</translation>
    </message>
    <message>
        <source>Cannot host: the word list does not load ({problem}).</source>
        <translation>Impossibile ospitare: la lista di parole non si carica ({problem}).</translation>
    </message>
    <message>
        <source>Your word list does not load ({problem}); words are checked by the host only.</source>
        <translation>La tua lista di parole non si carica ({problem}); le parole sono controllate solo dall&apos;host.</translation>
    </message>
    <message>
        <source>Starting the round&apos;s server…</source>
        <translation>Avvio del server del round…</translation>
    </message>
    <message>
        <source>port {port} is already in use; host again with another port (or any free port)</source>
        <translation>la porta {port} è già in uso; ospita di nuovo con un&apos;altra porta (o una porta libera qualsiasi)</translation>
    </message>
    <message>
        <source>Cannot host the round: {problem}</source>
        <translation>Impossibile ospitare il round: {problem}</translation>
    </message>
    <message>
        <source>Players on the local network join at  {address}</source>
        <translation>I giocatori sulla rete locale si uniscono a  {address}</translation>
    </message>
    <message>
        <source>Players on this machine join at  {address}</source>
        <translation>I giocatori su questo computer si uniscono a  {address}</translation>
    </message>
    <message>
        <source>YOU HOST THIS ROUND</source>
        <translation>OSPITI QUESTO ROUND</translation>
    </message>
    <message>
        <source>{seconds} S</source>
        <translation>{seconds} S</translation>
    </message>
    <message>
        <source>The round&apos;s server has stopped; close this window and host again.</source>
        <translation>Il server del round si è fermato; chiudi questa finestra e ospita di nuovo.</translation>
    </message>
    <message>
        <source>The round is not advertised on the network ({problem}); players can still join at {address}.</source>
        <translation>Il round non è annunciato in rete ({problem}); i giocatori possono comunque unirsi a {address}.</translation>
    </message>
    <message>
        <source>JOINING {address} AS {name}</source>
        <translation>CONNESSIONE A {address} COME {name}</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connessione a {address}…</translation>
    </message>
    <message>
        <source>Cannot play in this round: {problem}</source>
        <translation>Impossibile giocare in questo round: {problem}</translation>
    </message>
    <message>
        <source>You are no longer connected to the round.</source>
        <translation>Non sei più connesso al round.</translation>
    </message>
    <message>
        <source>The host sent a setup this app cannot read ({problem}).</source>
        <translation>L&apos;host ha inviato una configurazione che questa app non sa leggere ({problem}).</translation>
    </message>
    <message>
        <source>{rule} · {setup}</source>
        <translation>{rule} · {setup}</translation>
    </message>
    <message>
        <source>The host sent a board this app cannot show ({problem}).</source>
        <translation>L&apos;host ha inviato una griglia che questa app non sa mostrare ({problem}).</translation>
    </message>
    <message>
        <source>WATCHING THE ROUND AT {address} AS {name}</source>
        <translation>GUARDI IL ROUND SU {address} COME {name}</translation>
    </message>
    <message>
        <source>PLAYING IN THE ROUND AT {address} AS {name}</source>
        <translation>IN GIOCO NEL ROUND DI {address} COME {name}</translation>
    </message>
    <message>
        <source>Watching as {name}: you see the clock, the players and the results; you do not play.</source>
        <translation>Guardi come {name}: vedi l&apos;orologio, i giocatori e i risultati; non giochi.</translation>
    </message>
    <message>
        <source>Press Start round, or I&apos;m ready: the round starts when every player is ready.</source>
        <translation>Premi Avvia il round, o Sono pronto: il round inizia quando tutti i giocatori sono pronti.</translation>
    </message>
    <message>
        <source>Press Start round when everyone has joined.</source>
        <translation>Premi Avvia il round quando tutti si sono uniti.</translation>
    </message>
    <message>
        <source>You host this round.</source>
        <translation>Ospiti questo round.</translation>
    </message>
    <message>
        <source>Joined as {name}. Press I&apos;m ready when you are: the round starts when every player is.</source>
        <translation>Unito come {name}. Premi Sono pronto quando lo sei: il round inizia quando lo sono tutti.</translation>
    </message>
    <message>
        <source>Joined as {name}. Waiting for the host to start the round.</source>
        <translation>Unito come {name}. In attesa che l&apos;host avvii il round.</translation>
    </message>
    <message>
        <source>Joined as {name}.</source>
        <translation>Unito come {name}.</translation>
    </message>
    <message>
        <source>Your word list ({mine}) differs from the host&apos;s ({theirs}): the host&apos;s list decides. Yours only checks words as you type.</source>
        <translation>La tua lista di parole ({mine}) è diversa da quella dell&apos;host ({theirs}): decide la lista dell&apos;host. La tua controlla solo le parole mentre scrivi.</translation>
    </message>
    <message>
        <source>The round has started.</source>
        <translation>Il round è iniziato.</translation>
    </message>
    <message>
        <source>The round has started: find words!</source>
        <translation>Il round è iniziato: trova le parole!</translation>
    </message>
    <message>
        <source>The host&apos;s results cannot be read ({problem}).</source>
        <translation>Impossibile leggere i risultati dell&apos;host ({problem}).</translation>
    </message>
    <message>
        <source>checking… (in your list)</source>
        <translation>verifica… (nella tua lista)</translation>
    </message>
    <message>
        <source>{word}: in your list, checking with the host…</source>
        <translation>{word}: nella tua lista, verifica con l&apos;host…</translation>
    </message>
    <message>
        <source>checking… ({verdict})</source>
        <translation>verifica… ({verdict})</translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation>{word}: {verdict}</translation>
    </message>
    <message>
        <source>The countdown was called off: {reason}</source>
        <translation>Il conto alla rovescia è stato annullato: {reason}</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>in attesa dei giocatori</translation>
    </message>
    <message numerus="yes">
        <source>The next round starts in %n second(s)…</source>
        <translation>
            <numerusform>Il prossimo round inizia tra %n secondo…</numerusform>
            <numerusform>Il prossimo round inizia tra %n secondi…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round starts in
%n second(s)</source>
        <translation>
            <numerusform>Il round inizia tra
%n secondo</numerusform>
            <numerusform>Il round inizia tra
%n secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>The host says: {message}</source>
        <translation>L&apos;host dice: {message}</translation>
    </message>
    <message>
        <source>The host sent something this app cannot read; it was ignored ({problem}).</source>
        <translation>L&apos;host ha inviato qualcosa che questa app non sa leggere; è stato ignorato ({problem}).</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>nessuna risposta</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting, try {attempt}…</source>
        <translation>Connessione con l&apos;host persa ({reason}); riconnessione, tentativo {attempt}…</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting…</source>
        <translation>Connessione con l&apos;host persa ({reason}); riconnessione…</translation>
    </message>
    <message>
        <source>The host removed you from the room; you cannot join it again as the same player.</source>
        <translation>L&apos;host ti ha rimosso dalla stanza; non puoi rientrare come lo stesso giocatore.</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>la connessione è terminata</translation>
    </message>
    <message>
        <source>Disconnected from the round: {reason}.</source>
        <translation>Disconnesso dal round: {reason}.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer: the host turns it away for a minute. Wait, then type the password and join again.</source>
        <translation>Troppe password sbagliate da questo computer: l&apos;host lo respinge per un minuto. Aspetta, poi scrivi la password e unisciti di nuovo.</translation>
    </message>
    <message>
        <source>This room has a password: type it and join again.</source>
        <translation>Questa stanza ha una password: scrivila e unisciti di nuovo.</translation>
    </message>
    <message>
        <source>Wrong password for this room: type it again and join again.</source>
        <translation>Password sbagliata per questa stanza: riscrivila e unisciti di nuovo.</translation>
    </message>
    <message>
        <source>Start the next round on the board chosen beside</source>
        <translation>Avvia il round successivo sulla griglia scelta accanto</translation>
    </message>
    <message>
        <source>&amp;Call off</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>Call off the countdown to the next round</source>
        <translation>Annulla il conto alla rovescia per il round successivo</translation>
    </message>
    <message>
        <source>I&apos;m &amp;ready</source>
        <translation>Sono &amp;pronto</translation>
    </message>
    <message>
        <source>The round starts when every player is ready</source>
        <translation>Il round inizia quando tutti i giocatori sono pronti</translation>
    </message>
    <message>
        <source>Press Start round
when everyone has joined</source>
        <translation>Premi Avvia il round
quando tutti si sono uniti</translation>
    </message>
    <message>
        <source>Waiting for the host
The board appears when the round starts</source>
        <translation>In attesa dell&apos;host
La griglia appare quando inizia il round</translation>
    </message>
    <message>
        <source>Time is up: waiting for the host&apos;s results…</source>
        <translation>Tempo scaduto: in attesa dei risultati dell&apos;host…</translation>
    </message>
    <message>
        <source>{word}: already entered</source>
        <translation>{word}: già inserita</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: sent</source>
        <translation>{word}: inviata</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>verifica…</translation>
    </message>
    <message>
        <source>The server refused: {problem}</source>
        <translation>Il server ha rifiutato: {problem}</translation>
    </message>
    <message>
        <source>{name} was removed from the room.</source>
        <translation>{name} è stato rimosso dalla stanza.</translation>
    </message>
    <message>
        <source>{name} is not in the room any more.</source>
        <translation>{name} non è più nella stanza.</translation>
    </message>
    <message>
        <source>You are ready: the round starts when every player is.</source>
        <translation>Sei pronto: il round inizia quando lo sono tutti i giocatori.</translation>
    </message>
    <message>
        <source>You are not ready any more.</source>
        <translation>Non sei più pronto.</translation>
    </message>
    <message>
        <source>The round is over. The host starts the next round.</source>
        <translation>Il round è finito. L&apos;host avvia il round successivo.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Saved to history</source>
        <translation>Salvato nella cronologia</translation>
    </message>
    <message>
        <source>Close the round?</source>
        <translation>Chiudere il round?</translation>
    </message>
    <message>
        <source>You host this round: closing the window ends it for everyone in it (%1). Close it?</source>
        <translation>Ospiti tu questo round: chiudere la finestra lo termina per tutti i partecipanti (%1). Chiuderla?</translation>
    </message>
    <message>
        <source>Play together</source>
        <translation>Gioca insieme</translation>
    </message>
    <message>
        <source>Leave the round you are in?</source>
        <translation>Lasciare il round in cui sei?</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed time</source>
        <translation>Tempo fisso</translation>
    </message>
    <message>
        <source>The classic round: the clock runs down once.</source>
        <translation>Il round classico: il tempo scorre una volta sola.</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Senza tempo</translation>
    </message>
    <message>
        <source>No clock: end the round with Ctrl+E.</source>
        <translation>Nessun timer: termina il round con Ctrl+E.</translation>
    </message>
    <message>
        <source>Time per word</source>
        <translation>Tempo per parola</translation>
    </message>
    <message>
        <source>Each new word adds the bonus to the clock.</source>
        <translation>Ogni nuova parola aggiunge il bonus al timer.</translation>
    </message>
    <message>
        <source>Time per letter</source>
        <translation>Tempo per lettera</translation>
    </message>
    <message>
        <source>Each new word adds the bonus for each of its letters.</source>
        <translation>Ogni nuova parola aggiunge il bonus per ciascuna delle sue lettere.</translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Ricarica</translation>
    </message>
    <message>
        <source>Each new word refills the clock: find one before it runs out.</source>
        <translation>Ogni nuova parola ricarica il timer: trovane una prima che scada.</translation>
    </message>
    <message>
        <source>A bundled word list is called “{name}”: rename your file (for example {name}-mine.txt) and add it again.</source>
        <translation>Una lista di parole inclusa si chiama «{name}»: rinomina il tuo file (per esempio {name}-mia.txt) e aggiungilo di nuovo.</translation>
    </message>
    <message>
        <source>A different word list named “{name}” already exists in {folder}: rename the file and try again.</source>
        <translation>Esiste già un&apos;altra lista di parole chiamata «{name}» in {folder}: rinomina il file e riprova.</translation>
    </message>
    <message>
        <source>Cannot copy {file} into {folder}: {problem}</source>
        <translation>Impossibile copiare {file} in {folder}: {problem}</translation>
    </message>
    <message>
        <source>Add word list</source>
        <translation>Aggiungi lista di parole</translation>
    </message>
    <message>
        <source>Add a word list in {language}</source>
        <translation>Aggiungi una lista di parole in {language}</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Liste di parole (*.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot add word list</source>
        <translation>Impossibile aggiungere la lista di parole</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dadi:</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Aggiungi lista…</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Lista di &amp;parole:</translation>
    </message>
    <message>
        <source>Timer mode</source>
        <translation>Modalità timer</translation>
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
        <translation>Secondi di bonus</translation>
    </message>
    <message>
        <source>&amp;Timer:</source>
        <translation>&amp;Timer:</translation>
    </message>
    <message>
        <source>From the &amp;rules</source>
        <translation>Secondo le &amp;regole</translation>
    </message>
    <message>
        <source>&amp;Minimum letters:</source>
        <translation>Lettere &amp;minime:</translation>
    </message>
    <message>
        <source>Turn dice faces randomly, like real dice</source>
        <translation>Ruota le facce dei dadi a caso, come dadi veri</translation>
    </message>
    <message>
        <source>Avoid poor &amp;boards: at least</source>
        <translation>Evita griglie &amp;scarse: almeno</translation>
    </message>
    <message>
        <source> words</source>
        <translation> parole</translation>
    </message>
    <message>
        <source>Least words</source>
        <translation>Minimo di parole</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punti</translation>
    </message>
    <message>
        <source>Least points</source>
        <translation>Minimo di punti</translation>
    </message>
    <message>
        <source>and</source>
        <translation>e</translation>
    </message>
    <message>
        <source>Empty: roll a new board. Or paste a friend&apos;s code, e.g. {code}</source>
        <translation>Vuoto: nuova griglia. Oppure incolla il codice di un amico, per es. {code}</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Codice partita</translation>
    </message>
    <message>
        <source>A game code deals the same board with the same dice, word list, rules and timer on any machine (Game &gt; Copy game code)</source>
        <translation>Un codice partita dà la stessa griglia con gli stessi dadi, lista di parole, regole e timer su qualsiasi computer (Partita &gt; Copia il codice partita)</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>&amp;Codice partita:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>La&amp;ncia</translation>
    </message>
    <message>
        <source>this is a challenge code: enter it with Game &gt; Play a game code (Ctrl+G)</source>
        <translation>questo è un codice sfida: inseriscilo con Partita &gt; Gioca un codice partita (Ctrl+G)</translation>
    </message>
    <message>
        <source>Game code: {problem}.</source>
        <translation>Codice partita: {problem}.</translation>
    </message>
    <message>
        <source>The timer needs at least one second (or choose Untimed).</source>
        <translation>Il timer deve durare almeno un secondo (oppure scegli Senza tempo).</translation>
    </message>
</context>
<context>
    <name>Ordinal</name>
    <message>
        <source>{n}th</source>
        <translation>{n}º</translation>
    </message>
</context>
<context>
    <name>PasswordRow</name>
    <message>
        <source>the room&apos;s password</source>
        <translation>la password della stanza</translation>
    </message>
    <message>
        <source>Room password</source>
        <translation>Password della stanza</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>&amp;Join again</source>
        <translation>&amp;Unisciti di nuovo</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Solving the board…</source>
        <translation>Soluzione della griglia…</translation>
    </message>
    <message>
        <source>WORDS FOUND ({count})</source>
        <translation>PAROLE TROVATE ({count})</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Parole trovate</translation>
    </message>
    <message numerus="yes">
        <source>Found %n word(s) · solving the board…</source>
        <translation>
            <numerusform>%n parola trovata · soluzione della griglia…</numerusform>
            <numerusform>%n parole trovate · soluzione della griglia…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found {found} of %n word(s) · {score} of {max_score} points</source>
        <translation>
            <numerusform>Parole: {found} su %n · punti: {score} su {max_score}</numerusform>
            <numerusform>Parole: {found} su %n · punti: {score} su {max_score}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerEditor</name>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Nome del giocatore {number}</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Rimuovi questo giocatore</translation>
    </message>
    <message>
        <source>Remove player {number}</source>
        <translation>Rimuovi il giocatore {number}</translation>
    </message>
    <message>
        <source>Words: one a line, or separated by spaces or commas</source>
        <translation>Parole: una per riga, oppure separate da spazi o virgole</translation>
    </message>
    <message>
        <source>Player {number} words</source>
        <translation>Parole del giocatore {number}</translation>
    </message>
</context>
<context>
    <name>PlayerRating</name>
    <message numerus="yes">
        <source>Your own rating appears after {minimum} finished rounds of this game (%n so far).</source>
        <translation>
            <numerusform>La tua valutazione appare dopo {minimum} round conclusi di questo gioco (finora %n).</numerusform>
            <numerusform>La tua valutazione appare dopo {minimum} round conclusi di questo gioco (finora %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Il tuo miglior round su {rounds} di questo gioco: meglio del {share}% dell&apos;altro.</numerusform>
            <numerusform>Il tuo miglior round su {rounds} di questo gioco: meglio del {share}% degli altri %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Il tuo {rank} miglior round su {rounds} di questo gioco: meglio del {share}% dell&apos;altro.</numerusform>
            <numerusform>Il tuo {rank} miglior round su {rounds} di questo gioco: meglio del {share}% degli altri %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>PLAYERS</source>
        <translation>GIOCATORI</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>&amp;Rimuovi giocatore…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Parole</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Points in all</source>
        <translation>Punti in tutto</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
    <message>
        <source> (away)</source>
        <translation> (assente)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>pronto</translation>
    </message>
    <message numerus="yes">
        <source>Watching (%n): {names}</source>
        <translation>
            <numerusform>Spettatore (%n): {names}</numerusform>
            <numerusform>Spettatori (%n): {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Nessuno sta guardando.</translation>
    </message>
    <message>
        <source>Remove {name} from the room…</source>
        <translation>Rimuovi {name} dalla stanza…</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Rimuovi un giocatore</translation>
    </message>
    <message>
        <source>Remove {name} from the room? Their words leave this round, and they cannot join again as the same player.</source>
        <translation>Rimuovere {name} dalla stanza? Le sue parole escono da questo round e non potrà rientrare come lo stesso giocatore.</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Cannot play this board</source>
        <translation>Impossibile giocare questa griglia</translation>
    </message>
    <message>
        <source>Cannot play this game code</source>
        <translation>Impossibile giocare questo codice partita</translation>
    </message>
    <message>
        <source>Word list missing</source>
        <translation>Lista di parole mancante</translation>
    </message>
</context>
<context>
    <name>RematchChoice</name>
    <message>
        <source>Board of the next round</source>
        <translation>Griglia del round successivo</translation>
    </message>
    <message>
        <source>a new board</source>
        <translation>una nuova griglia</translation>
    </message>
    <message>
        <source>the same board again</source>
        <translation>la stessa griglia di nuovo</translation>
    </message>
    <message>
        <source>the next board of the game code</source>
        <translation>la griglia successiva del codice partita</translation>
    </message>
    <message>
        <source>Host with a game code to play its boards</source>
        <translation>Ospita con un codice partita per giocarne le griglie</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>RESULTS</source>
        <translation>RISULTATI</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Unique words</source>
        <translation>Parole uniche</translation>
    </message>
    <message>
        <source>Shared (struck out)</source>
        <translation>Condivise (barrate)</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>Non contate</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>STANDINGS</source>
        <translation>CLASSIFICA</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Standings across the rounds</source>
        <translation>Classifica di tutti i round</translation>
    </message>
    <message>
        <source>EVERY WORD OF THE BOARD</source>
        <translation>OGNI PAROLA DELLA GRIGLIA</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Salva nella &amp;cronologia</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Parola</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>Trovata da</translation>
    </message>
    <message>
        <source>Every word of the board</source>
        <translation>Ogni parola della griglia</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WINS WITH {best}</source>
        <translation>RISULTATI · {rule} · {winners} VINCE CON {best}</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WIN WITH {best}</source>
        <translation>RISULTATI · {rule} · {winners} VINCONO CON {best}</translation>
    </message>
    <message>
        <source> AND </source>
        <translation> E </translation>
    </message>
    <message>
        <source>RESULTS · {rule}</source>
        <translation>RISULTATI · {rule}</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
    <message>
        <source>Found by two or more players: these score for no one</source>
        <translation>Trovate da due o più giocatori: non danno punti a nessuno</translation>
    </message>
    <message>
        <source>Found by two or more players</source>
        <translation>Trovate da due o più giocatori</translation>
    </message>
    <message numerus="yes">
        <source>STANDINGS AFTER %n ROUND(S)</source>
        <translation>
            <numerusform>CLASSIFICA DOPO %n ROUND</numerusform>
            <numerusform>CLASSIFICA DOPO %n ROUND</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Word ({count}, %n point(s))</source>
        <translation>
            <numerusform>Parola ({count}, %n punto)</numerusform>
            <numerusform>Parola ({count}, %n punti)</numerusform>
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
        <translation>Apri un file di risultati (Apri risultati…) per vedere cosa ha trovato un&apos;esecuzione.</translation>
    </message>
    <message>
        <source>Results status</source>
        <translation>Stato dei risultati</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>Interrompi la lettura</translation>
    </message>
    <message>
        <source>Stop reading the file (the file is never changed)</source>
        <translation>Interrompi la lettura del file (il file non viene mai modificato)</translation>
    </message>
    <message>
        <source>Run header</source>
        <translation>Intestazione dell&apos;esecuzione</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Griglie trovate</translation>
    </message>
    <message>
        <source>board</source>
        <translation>griglia</translation>
    </message>
    <message>
        <source>score</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>Boards in the results file</source>
        <translation>Griglie nel file dei risultati</translation>
    </message>
    <message>
        <source>Open &amp;board</source>
        <translation>Apri &amp;griglia</translation>
    </message>
    <message>
        <source>Show the selected board in Solve a board, scored with the run&apos;s list</source>
        <translation>Mostra la griglia selezionata in Risolvi una griglia, con il punteggio della lista dell&apos;esecuzione</translation>
    </message>
    <message>
        <source>Play t&amp;his board</source>
        <translation>Gi&amp;oca questa griglia</translation>
    </message>
    <message>
        <source>Start a round on the selected board with the run&apos;s list</source>
        <translation>Avvia un round sulla griglia selezionata con la lista dell&apos;esecuzione</translation>
    </message>
    <message>
        <source>Time per class: open a results file.</source>
        <translation>Tempo per classe: apri un file di risultati.</translation>
    </message>
    <message>
        <source>Bound per level (root, then after each force):</source>
        <translation>Limite per livello (radice, poi dopo ogni forzatura):</translation>
    </message>
    <message>
        <source>level</source>
        <translation>livello</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>classi</translation>
    </message>
    <message>
        <source>median</source>
        <translation>mediana</translation>
    </message>
    <message>
        <source>90%</source>
        <translation>90%</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>Bound per level</source>
        <translation>Limite per livello</translation>
    </message>
    <message>
        <source>Slowest {count} classes:</source>
        <translation>Le {count} classi più lente:</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nodi</translation>
    </message>
    <message>
        <source>root bound</source>
        <translation>limite alla radice</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>livelli</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>griglie</translation>
    </message>
    <message>
        <source>class id</source>
        <translation>id classe</translation>
    </message>
    <message>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <source>Slowest classes</source>
        <translation>Classi più lente</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lettura di {file}…</translation>
    </message>
    <message>
        <source>Cannot open: {problem}</source>
        <translation>Impossibile aprire: {problem}</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged. Still showing {file}.</source>
        <translation>Lettura interrotta; il file non è cambiato. Viene ancora mostrato {file}.</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged.</source>
        <translation>Lettura interrotta; il file non è cambiato.</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes of {total} canonical ({share}%), %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} classi su {total} canoniche ({share}%), %n griglia da {threshold} in su</numerusform>
            <numerusform>{file}: {classes} classi su {total} canoniche ({share}%), %n griglie da {threshold} in su</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes, %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} classi, %n griglia da {threshold} in su</numerusform>
            <numerusform>{file}: {classes} classi, %n griglie da {threshold} in su</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · last line torn (a run was killed while writing it): skipped, file unchanged</source>
        <translation>{summary} · ultima riga troncata (un&apos;esecuzione è stata interrotta mentre la scriveva): saltata, file non modificato</translation>
    </message>
    <message>
        <source>here: {path}</source>
        <translation>qui: {path}</translation>
    </message>
    <message>
        <source>not found on this machine: choose it as the Word list and open the file again to open its boards</source>
        <translation>non trovata su questo computer: sceglila come Lista di parole e apri di nuovo il file per aprirne le griglie</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (named in the file)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (indicata nel file)</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (recognised from the class ids)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (riconosciuta dagli id delle classi)</translation>
    </message>
    <message>
        <source>unknown (classes from a file, or a partition this window does not know)</source>
        <translation>sconosciuta (classi da un file, o una partizione che questa finestra non conosce)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{size}&lt;/b&gt;, threshold &lt;b&gt;{threshold}&lt;/b&gt;, {rules} rules, {method} method, word list &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</source>
        <translation>&lt;b&gt;{size}&lt;/b&gt;, soglia &lt;b&gt;{threshold}&lt;/b&gt;, regole {rules}, metodo {method}, lista di parole &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</translation>
    </message>
    <message>
        <source>{run} · language {language}</source>
        <translation>{run} · lingua {language}</translation>
    </message>
    <message>
        <source>Partition: {partition}</source>
        <translation>Partizione: {partition}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; of {total}</source>
        <translation>Classi completate: &lt;b&gt;{classes}&lt;/b&gt; su {total}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; (total unknown)</source>
        <translation>Classi completate: &lt;b&gt;{classes}&lt;/b&gt; (totale sconosciuto)</translation>
    </message>
    <message>
        <source>{done}, broken in {unions} unions</source>
        <translation>{done}, scomposte in {unions} unioni</translation>
    </message>
    <message>
        <source>{done} · {unforced} broken at the root (bound below {threshold}) · time in classes {time} · {nodes} tree nodes · file {file_size} MiB: {path}</source>
        <translation>{done} · {unforced} scomposte alla radice (limite sotto {threshold}) · tempo nelle classi {time} · {nodes} nodi dell&apos;albero · file di {file_size} MiB: {path}</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Griglie trovate: {count}</translation>
    </message>
    <message>
        <source>Time per class</source>
        <translation>Tempo per classe</translation>
    </message>
    <message>
        <source>seconds (log scale)</source>
        <translation>secondi (scala logaritmica)</translation>
    </message>
    <message>
        <source>Time per class histogram</source>
        <translation>Istogramma del tempo per classe</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes, median {median}, max {max})</source>
        <translation>Tempo per classe ({classes} classi, mediana {median}, max {max})</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes)</source>
        <translation>Tempo per classe ({classes} classi)</translation>
    </message>
    <message>
        <source>root</source>
        <translation>radice</translation>
    </message>
    <message>
        <source>force {number}</source>
        <translation>forzatura {number}</translation>
    </message>
    <message>
        <source>union of {count}</source>
        <translation>unione di {count}</translation>
    </message>
    <message>
        <source>Slowest {count} classes (a union of classes broken as one counts once):</source>
        <translation>Le {count} classi più lente (un&apos;unione di classi scomposte insieme conta una volta):</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lunghezza</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabetico</translation>
    </message>
    <message>
        <source>Found first</source>
        <translation>Prima le trovate</translation>
    </message>
    <message>
        <source>Sort the words (Alt+S)</source>
        <translation>Ordina le parole (Alt+O)</translation>
    </message>
    <message>
        <source>&amp;Sort:</source>
        <translation>&amp;Ordina:</translation>
    </message>
    <message>
        <source>Filter words (Ctrl+F)</source>
        <translation>Filtra le parole (Ctrl+F)</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Parola</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Lettere</translation>
    </message>
    <message>
        <source>All words of the board</source>
        <translation>Tutte le parole della griglia</translation>
    </message>
    <message>
        <source>✓ found</source>
        <translation>✓ trovata</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>mancata</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE, CONTAINING “{text}” (Esc: every tile)</source>
        <translation>{shown} DI {total} PAROLE CHE PASSANO PER LA CASELLA {tile} E CONTENGONO «{text}» (Esc: tutte le caselle)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE (Esc: every tile)</source>
        <translation>{shown} DI {total} PAROLE CHE PASSANO PER LA CASELLA {tile} (Esc: tutte le caselle)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS CONTAINING “{text}”</source>
        <translation>{shown} DI {total} PAROLE CHE CONTENGONO «{text}»</translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message>
        <source>Round of {date}: {board}</source>
        <translation>Round del {date}: {board}</translation>
    </message>
    <message>
        <source>{date} · {game} · {list} letters · {status}</source>
        <translation>{date} · {game} · {list} lettere · {status}</translation>
    </message>
    <message>
        <source>&amp;All words</source>
        <translation>&amp;Tutte le parole</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Parola</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>&amp;Your words ({count})</source>
        <translation>Le tue &amp;parole ({count})</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Tentativo</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <source>&amp;Rejected guesses ({count})</source>
        <translation>Tentativi &amp;rifiutati ({count})</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Apri in Ri&amp;solvi una griglia</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>&amp;Copia le parole</translation>
    </message>
    <message>
        <source>Your words and rejected guesses, tab-separated, to the clipboard</source>
        <translation>Le tue parole e i tentativi rifiutati, separati da tabulazioni, negli appunti</translation>
    </message>
    <message>
        <source>&amp;Export words…</source>
        <translation>&amp;Esporta le parole…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Gioca questa griglia</translation>
    </message>
    <message>
        <source>A new round on this board, with the word list and rules it was played with</source>
        <translation>Un nuovo round su questa griglia, con la lista di parole e le regole con cui è stata giocata</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} · played {clock}</source>
        <translation>Parole: &lt;b&gt;{found}&lt;/b&gt; su {words} · punti: &lt;b&gt;{score}&lt;/b&gt; su {max_score} · giocato {clock}</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; · points: &lt;b&gt;{score}&lt;/b&gt; · played {clock}</source>
        <translation>Parole: &lt;b&gt;{found}&lt;/b&gt; · punti: &lt;b&gt;{score}&lt;/b&gt; · giocato {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{longest}&lt;/b&gt; · rejected guesses: {guesses}</source>
        <translation>La tua parola più lunga: &lt;b&gt;{longest}&lt;/b&gt; · tentativi rifiutati: {guesses}</translation>
    </message>
    <message>
        <source>found {clock} into the round</source>
        <translation>trovata a {clock} dall&apos;inizio del round</translation>
    </message>
    <message>
        <source>Every word of the board cannot be listed: {problem}. Your words and guesses are shown as stored.</source>
        <translation>Impossibile elencare ogni parola della griglia: {problem}. Le tue parole e i tuoi tentativi sono mostrati come salvati.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>Impossibile aprire questo round: {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>Impossibile giocare la griglia di questo round: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses to the clipboard.</source>
        <translation>
            <numerusform>Copiata negli appunti %n parola e {guesses} tentativi rifiutati.</numerusform>
            <numerusform>Copiate negli appunti %n parole e {guesses} tentativi rifiutati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>Esporta le parole del round</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the round&apos;s words to {path}.</source>
        <translation>Parole del round salvate in {path}.</translation>
    </message>
</context>
<context>
    <name>RoundStarter</name>
    <message>
        <source>Loading word list %1…</source>
        <translation>Caricamento della lista di parole %1…</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>Impossibile caricare la lista di parole</translation>
    </message>
    <message>
        <source>%1

Choose another word list in New game (Ctrl+N).</source>
        <translation>%1

Scegli un&apos;altra lista di parole in Nuova partita (Ctrl+N).</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words and {points} points…</source>
        <translation>Ricerca di una griglia con almeno {words} parole e {points} punti…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words…</source>
        <translation>Ricerca di una griglia con almeno {words} parole…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {points} points…</source>
        <translation>Ricerca di una griglia con almeno {points} punti…</translation>
    </message>
    <message>
        <source>None of %1 boards rolled had at least %2 words and %3 points: this is the closest (%4 words, %5 points). Lower the bar in New game (Ctrl+N).</source>
        <translation>Nessuna delle %1 griglie lanciate aveva almeno %2 parole e %3 punti: questa è la più vicina (%4 parole, %5 punti). Abbassa la soglia in Nuova partita (Ctrl+N).</translation>
    </message>
    <message>
        <source>Cannot deal a board</source>
        <translation>Impossibile preparare una griglia</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Press Ctrl+N for a new game, Ctrl+R to roll with the last settings</source>
        <translation>Ctrl+N per una nuova partita, Ctrl+R per rilanciare con le ultime impostazioni</translation>
    </message>
    <message numerus="yes">
        <source>Round over: &lt;b&gt;%n&lt;/b&gt; point(s). Solving the board…</source>
        <translation>
            <numerusform>Round finito: &lt;b&gt;%n&lt;/b&gt; punto. Soluzione della griglia…</numerusform>
            <numerusform>Round finito: &lt;b&gt;%n&lt;/b&gt; punti. Soluzione della griglia…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} ({words_share}) · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} ({score_share})</source>
        <translation>Parole: &lt;b&gt;{found}&lt;/b&gt; su {words} ({words_share}) · punti: &lt;b&gt;{score}&lt;/b&gt; su {max_score} ({score_share})</translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{yours}&lt;/b&gt; · longest on the board: &lt;b&gt;{longest}&lt;/b&gt;</source>
        <translation>La tua più lunga: &lt;b&gt;{yours}&lt;/b&gt; · più lunga in griglia: &lt;b&gt;{longest}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile to list its words.</source>
        <translation>Scegli una parola: il percorso; una casella: le sue parole.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>big</source>
        <translation>grande</translation>
    </message>
    <message>
        <source>superbig</source>
        <translation>supergrande</translation>
    </message>
    <message>
        <source>words</source>
        <translation>parole</translation>
    </message>
    <message>
        <source>4x4 table, words of 3+ letters</source>
        <translation>tabella 4x4, parole di 3+ lettere</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Big Boggle)</source>
        <translation>tabella 4x4, parole di 4+ lettere (Big Boggle)</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Super Big Boggle)</source>
        <translation>tabella 4x4, parole di 4+ lettere (Super Big Boggle)</translation>
    </message>
    <message>
        <source>one point per word of 3+ letters</source>
        <translation>un punto per parola di 3+ lettere</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>{wordlist} ({language}), {rules} rules, {size}</source>
        <translation>{wordlist} ({language}), regole {rules}, {size}</translation>
    </message>
    <message>
        <source>{wordlist}, {rules} rules, {size}</source>
        <translation>{wordlist}, regole {rules}, {size}</translation>
    </message>
    <message>
        <source>{setup}, {min_length}+ letters</source>
        <translation>{setup}, {min_length}+ lettere</translation>
    </message>
</context>
<context>
    <name>SolveWindow</name>
    <message>
        <source>Solve a board</source>
        <translation>Risolvi una griglia</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Lettere della griglia</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Griglia:</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>L&amp;ingua:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Lista di parole:</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Risolvi</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Aggiungi lista di parole…</translation>
    </message>
    <message>
        <source>Add a word list file in the board&apos;s language and score with it</source>
        <translation>Aggiungi un file di lista di parole nella lingua della griglia e calcola il punteggio con essa</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Gi&amp;oca questa griglia</translation>
    </message>
    <message>
        <source>Start a round on this board in the game window, with its word list</source>
        <translation>Avvia un round su questa griglia nella finestra di gioco, con la sua lista di parole</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Punteggio con</translation>
    </message>
    <message>
        <source>Cannot solve this board: {problem}</source>
        <translation>Impossibile risolvere questa griglia: {problem}</translation>
    </message>
    <message>
        <source>Cannot solve this board: it is {size} but was sent as a {sent} board</source>
        <translation>Impossibile risolvere questa griglia: è {size} ma è stata inviata come griglia {sent}</translation>
    </message>
    <message>
        <source>Scored with {setup}</source>
        <translation>Punteggio con {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {size}</source>
        <translation>Punteggio con {wordlist}, regole {rules}, {size}</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Risoluzione…</translation>
    </message>
    <message>
        <source>{words}, {points} ({setup})</source>
        <translation>{words}, {points} ({setup})</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; word(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; parola</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; parole</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; punto</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · longest &lt;b&gt;{word}&lt;/b&gt;</source>
        <translation>{summary} · la più lunga &lt;b&gt;{word}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile (or arrows + Space) for its words.</source>
        <translation>Seleziona una parola per vederne il percorso; fai clic su una casella (o frecce + Spazio) per le sue parole.</translation>
    </message>
    <message>
        <source>Cannot solve: {problem}</source>
        <translation>Impossibile risolvere: {problem}</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Boggle is already running: handed over to it</source>
        <translation>Boggle è già aperto: la richiesta gli è stata passata</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>un altro processo</translation>
    </message>
    <message>
        <source>Boggle is already running (%1) but does not answer. Close it, or end that process, then start Boggle again. (Its lock file is %2.)</source>
        <translation>Boggle è già aperto (%1) ma non risponde. Chiudilo o termina quel processo, poi avvia di nuovo Boggle. (Il suo file di blocco è %2.)</translation>
    </message>
    <message>
        <source>Boggle</source>
        <translation>Boggle</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <source>{problem}

Using the bundled list instead.</source>
        <translation>{problem}

Viene usata invece la lista inclusa.</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>Impossibile caricare la lista di parole</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation>Caricamento della lista di parole…</translation>
    </message>
    <message>
        <source>Preparing the solver (compiled once, on the first start)…</source>
        <translation>Preparazione del risolutore (compilato una volta, al primo avvio)…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>boards</source>
        <translation>griglie</translation>
    </message>
    <message>
        <source>sampled boards</source>
        <translation>griglie campionate</translation>
    </message>
    <message>
        <source>log-normal fit</source>
        <translation>adattamento log-normale</translation>
    </message>
    <message>
        <source>No sample yet: choose the dice and press Sample boards.</source>
        <translation>Ancora nessun campione: scegli i dadi e premi Campiona griglie.</translation>
    </message>
    <message>
        <source>Board statistics</source>
        <translation>Statistiche delle griglie</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Set di dadi</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista di parole</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Altra lista…</translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation>Numero di griglie</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seme casuale</translation>
    </message>
    <message>
        <source>&amp;Sample boards</source>
        <translation>&amp;Campiona griglie</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>&amp;Open best board</source>
        <translation>&amp;Apri la griglia migliore</translation>
    </message>
    <message>
        <source>Show the highest-scoring board of the sample in the solver</source>
        <translation>Mostra nel risolutore la griglia del campione con il punteggio più alto</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dadi:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Lista di &amp;parole:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Griglie:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Seme:</translation>
    </message>
    <message>
        <source>Choose a language, its dice and a word list, then sample boards.</source>
        <translation>Scegli una lingua, i suoi dadi e una lista di parole, poi campiona le griglie.</translation>
    </message>
    <message>
        <source>Points per board</source>
        <translation>Punti per griglia</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>Words per board</source>
        <translation>Parole per griglia</translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation>parole distinte</translation>
    </message>
    <message>
        <source>words</source>
        <translation>parole</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punti</translation>
    </message>
    <message>
        <source>Points of a board to rate</source>
        <translation>Punti di una griglia da valutare</translation>
    </message>
    <message>
        <source>A board of</source>
        <translation>Una griglia da</translation>
    </message>
    <message>
        <source>Better than</source>
        <translation>Migliore di</translation>
    </message>
    <message>
        <source>{count} letters</source>
        <translation>{count} lettere</translation>
    </message>
    <message>
        <source>word length</source>
        <translation>lunghezza delle parole</translation>
    </message>
    <message>
        <source>boards with one</source>
        <translation>griglie con una</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Common words</source>
        <translation>Parole comuni</translation>
    </message>
    <message>
        <source>Word lengths</source>
        <translation>Lunghezze delle parole</translation>
    </message>
    <message>
        <source>How many distinct boards can these dice roll?</source>
        <translation>Quante griglie distinte possono uscire con questi dadi?</translation>
    </message>
    <message>
        <source>Random grids:</source>
        <translation>Griglie casuali:</translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation>S&amp;tima</translation>
    </message>
    <message>
        <source>Random letter grids are tested for whether some placement of the dice shows them; the rollable share times letters^cells (26 letters in English, each language its own), divided by the 8 rotations and reflections, estimates the number of distinct boards (95% Wilson interval).</source>
        <translation>Per griglie di lettere casuali si verifica se qualche disposizione dei dadi le mostra; la quota ottenibile per lettere^caselle (26 lettere in inglese, ogni lingua le sue), divisa per le 8 rotazioni e riflessioni, stima il numero di griglie distinte (intervallo di Wilson al 95%).</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valore</translation>
    </message>
    <message>
        <source>Board count</source>
        <translation>Numero di griglie</translation>
    </message>
    <message>
        <source>Sampling {count} boards of {dice} in {language}…</source>
        <translation>Campionamento di {count} griglie {dice} in {language}…</translation>
    </message>
    <message>
        <source>Testing {count} random grids…</source>
        <translation>Verifica di {count} griglie casuali…</translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Non riuscito: {problem}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>errore sconosciuto</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>minimo</translation>
    </message>
    <message>
        <source>median</source>
        <translation>mediana</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>massimo</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <source>standard deviation</source>
        <translation>deviazione standard</translation>
    </message>
    <message>
        <source>{ordinal} percentile</source>
        <translation>{ordinal}° percentile</translation>
    </message>
    <message>
        <source>log-normal fit: median</source>
        <translation>adattamento log-normale: mediana</translation>
    </message>
    <message>
        <source>log-normal fit: sigma</source>
        <translation>adattamento log-normale: sigma</translation>
    </message>
    <message>
        <source>boards scoring 0</source>
        <translation>griglie con 0 punti</translation>
    </message>
    <message>
        <source>best board</source>
        <translation>griglia migliore</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>dice / word list</source>
        <translation>dadi / lista di parole</translation>
    </message>
    <message>
        <source>{wordlist} ({rules})</source>
        <translation>{wordlist} ({rules})</translation>
    </message>
    <message>
        <source>language</source>
        <translation>lingua</translation>
    </message>
    <message>
        <source>{count} boards of {dice} with {wordlist} ({language}): mean {points} points, {words} words ({rate} boards/s).</source>
        <translation>{count} griglie {dice} con {wordlist} ({language}): media {points} punti, {words} parole ({rate} griglie/s).</translation>
    </message>
    <message>
        <source>(sample boards first: then see how many of them a board of these points beats)</source>
        <translation>(prima campiona le griglie: poi vedi quante ne supera una griglia con questi punti)</translation>
    </message>
    <message>
        <source>is better than all {count} {dice} boards sampled.</source>
        <translation>è migliore di tutte le {count} griglie {dice} campionate.</translation>
    </message>
    <message>
        <source>is better than {share}% of {count} {dice} boards.</source>
        <translation>è migliore del {share}% di {count} griglie {dice}.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dadi</translation>
    </message>
    <message>
        <source>random grids tested</source>
        <translation>griglie casuali verificate</translation>
    </message>
    <message>
        <source>rollable</source>
        <translation>ottenibili</translation>
    </message>
    <message>
        <source>95% interval of the share</source>
        <translation>intervallo al 95% della quota</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>formula</translation>
    </message>
    <message>
        <source>share × {letters}^{cells} / {symmetries}</source>
        <translation>quota × {letters}^{cells} / {symmetries}</translation>
    </message>
    <message>
        <source>distinct boards</source>
        <translation>griglie distinte</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>intervallo al 95%</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondi</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>no rollable grid sampled: only the upper end is informative</source>
        <translation>nessuna griglia ottenibile nel campione: solo l&apos;estremo superiore è informativo</translation>
    </message>
    <message>
        <source>About {boards} distinct boards ({share}% of random grids can be rolled).</source>
        <translation>Circa {boards} griglie distinte (il {share}% delle griglie casuali può uscire).</translation>
    </message>
</context>
<context>
    <name>TableScorer</name>
    <message>
        <source>The board is {size} but its word list and rules came with a {sent} board.</source>
        <translation>La griglia è {size}, ma la sua lista di parole e le sue regole sono arrivate con una griglia {sent}.</translation>
    </message>
    <message>
        <source>Score a table game</source>
        <translation>Conta una partita al tavolo</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Lettere della griglia</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Griglia:</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Dadi da lanciare</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista di parole</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>L&amp;ingua:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Tira</translation>
    </message>
    <message>
        <source>Roll a board with the chosen dice</source>
        <translation>Tira una griglia con i dadi scelti</translation>
    </message>
    <message>
        <source>From &amp;Solve a board</source>
        <translation>Da Risol&amp;vi una griglia</translation>
    </message>
    <message>
        <source>Take the board shown in Solve a board, with its word list and rules</source>
        <translation>Prendi la griglia mostrata in Risolvi una griglia, con la sua lista di parole e le sue regole</translation>
    </message>
    <message>
        <source>Word &amp;list:</source>
        <translation>Lista di &amp;parole:</translation>
    </message>
    <message>
        <source>{rules} ({description})</source>
        <translation>{rules} ({description})</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Regole di punteggio</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Rego&amp;le:</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Parola più corta</translation>
    </message>
    <message>
        <source>&amp;Min letters:</source>
        <translation>Lettere &amp;minime:</translation>
    </message>
    <message>
        <source>Classic: shared words cross out</source>
        <translation>Classica: le parole condivise si cancellano</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Amichevole: ognuno tiene i suoi punti</translation>
    </message>
    <message>
        <source>Group rule</source>
        <translation>Regola di gruppo</translation>
    </message>
    <message>
        <source>&amp;Group rule:</source>
        <translation>Regola di gr&amp;uppo:</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Punteggio con</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Aggiungi giocatore</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>Calc&amp;ola</translation>
    </message>
    <message>
        <source>Score every list ({shortcut})</source>
        <translation>Calcola il punteggio di ogni lista ({shortcut})</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>Mostra tutte le parol&amp;e</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>Type each player&apos;s words above and press Score.</source>
        <translation>Scrivi qui sopra le parole di ogni giocatore e premi Calcola.</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copia come testo</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Salva come P&amp;DF…</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Salva nella c&amp;ronologia</translation>
    </message>
    <message>
        <source>Open in Sol&amp;ve a board</source>
        <translation>Apri in Risolvi u&amp;na griglia</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Two players are called {name}: give each a name of their own.</source>
        <translation>Due giocatori si chiamano {name}: dai a ognuno un nome diverso.</translation>
    </message>
    <message>
        <source>Solve a board shows no solved board: open it (Game &gt; Solve a board), type a board, and press Solve first.</source>
        <translation>Risolvi una griglia non mostra nessuna griglia risolta: aprila (Partita &gt; Risolvi una griglia), scrivi una griglia e prima premi Risolvi.</translation>
    </message>
    <message>
        <source>Scored with the board&apos;s own {setup}</source>
        <translation>Punteggio con la configurazione della griglia: {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules</source>
        <translation>Punteggio con {wordlist}, regole {rules}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {min_length}+ letters</source>
        <translation>Punteggio con {wordlist}, regole {rules}, {min_length}+ lettere</translation>
    </message>
    <message>
        <source>Enter the board first (or Roll one).</source>
        <translation>Prima inserisci la griglia (o tirane una).</translation>
    </message>
    <message>
        <source>Add at least one player&apos;s words.</source>
        <translation>Aggiungi le parole di almeno un giocatore.</translation>
    </message>
    <message>
        <source>Scoring…</source>
        <translation>Calcolo del punteggio…</translation>
    </message>
    <message>
        <source>Cannot score: {problem}</source>
        <translation>Impossibile calcolare il punteggio: {problem}</translation>
    </message>
    <message>
        <source>Copied the results as text</source>
        <translation>Risultati copiati come testo</translation>
    </message>
    <message>
        <source>Boggle results</source>
        <translation>Risultati di Boggle</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Salvato {file}</translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation>Salva i risultati come PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print the results</source>
        <translation>Stampa i risultati</translation>
    </message>
    <message>
        <source>Sent the results to the printer</source>
        <translation>Risultati inviati alla stampante</translation>
    </message>
    <message>
        <source>Not saved: {problem}</source>
        <translation>Non salvato: {problem}</translation>
    </message>
    <message>
        <source>Saved to the history (History &gt; Group rounds)</source>
        <translation>Salvato nella cronologia (Cronologia &gt; Round di gruppo)</translation>
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
        <translation>senza tempo</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a word</source>
        <translation>{clock} +{bonus} s a parola</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a letter</source>
        <translation>{clock} +{bonus} s a lettera</translation>
    </message>
    <message>
        <source>refill {clock}</source>
        <translation>ricarica {clock}</translation>
    </message>
</context>
<context>
    <name>ToolWindow</name>
    <message>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>&amp;Annealing lab…</source>
        <translation>&amp;Laboratorio di ricottura…</translation>
    </message>
    <message>
        <source>&amp;Break board classes…</source>
        <translation>Sco&amp;mponi classi di griglie…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <source>Score a &amp;table game…</source>
        <translation>Conta una partita al &amp;tavolo…</translation>
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
        <translation>condivisa</translation>
    </message>
    <message>
        <source>shared, crossed out</source>
        <translation>condivisa, barrata</translation>
    </message>
    <message>
        <source>✓ shared</source>
        <translation>✓ condivisa</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>non è sulla griglia</translation>
    </message>
    <message>
        <source>not in the word list</source>
        <translation>non è nella lista di parole</translation>
    </message>
    <message>
        <source>not in the host&apos;s list</source>
        <translation>non è nella lista dell&apos;host</translation>
    </message>
    <message>
        <source>not in your list</source>
        <translation>non è nella tua lista</translation>
    </message>
    <message>
        <source>too short</source>
        <translation>troppo corta</translation>
    </message>
    <message>
        <source>repeated</source>
        <translation>ripetuta</translation>
    </message>
    <message>
        <source>already found</source>
        <translation>già trovata</translation>
    </message>
    <message>
        <source>already entered</source>
        <translation>già inserita</translation>
    </message>
    <message>
        <source>not a word</source>
        <translation>non è una parola</translation>
    </message>
    <message>
        <source>round not running</source>
        <translation>nessun round in corso</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vuoto)</translation>
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
        <translation>Scrivi una parola, premi Invio</translation>
    </message>
    <message>
        <source>Word entry</source>
        <translation>Inserimento parole</translation>
    </message>
</context>
<context>
    <name>WordListChoice</name>
    <message>
        <source>Family list: only the common forms, for a family game</source>
        <translation>Lista per famiglie: solo le forme comuni, per una partita in famiglia</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista di parole</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Liste di parole (*.txt);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <source>Cannot read the word list {file}: {problem}</source>
        <translation>Impossibile leggere la lista di parole {file}: {problem}</translation>
    </message>
</context>
</TS>
