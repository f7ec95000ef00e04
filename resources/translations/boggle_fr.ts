<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Boggle</source>
        <translation>À propos de Boggle</translation>
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
        <translation>Plateforme</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dossier des données</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Cache folder</source>
        <translation>Dossier du cache</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Compiled kernels</source>
        <translation>Noyaux compilés</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Boggle %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Boggle %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Roll real dice, play timed rounds, see every word a board holds. The solver, the annealing lab, the board-class breaker and the statistics are under Tools.</source>
        <translation>Lancez de vrais dés, jouez des manches chronométrées, voyez tous les mots d’une grille. Le solveur, le laboratoire de recuit, le casseur de classes de grilles et les statistiques sont dans Outils.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copier les détails</translation>
    </message>
    <message>
        <source>Copy the versions and folders, to paste into a bug report</source>
        <translation>Copier les versions et les dossiers, à coller dans un rapport de bogue</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versions</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Dossiers</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>AnnealLabWindow</name>
    <message>
        <source>tuned for the size</source>
        <translation>adapté à la taille</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>référence</translation>
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
        <translation>4x4, chaud</translation>
    </message>
    <message>
        <source>5x5, hot</source>
        <translation>5x5, chaud</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>linéaire</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>exponentiel</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constant</translation>
    </message>
    <message>
        <source>Any letters</source>
        <translation>Toutes les lettres</translation>
    </message>
    <message>
        <source>Letter set</source>
        <translation>Jeu de lettres</translation>
    </message>
    <message>
        <source>Annealing lab</source>
        <translation>Laboratoire de recuit</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Actuelle</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleure</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Génération</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Reign</source>
        <translation>Règne</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Each new best board. Double-click a row to open that board in &apos;Solve a board&apos;.</source>
        <translation>Chaque nouvelle meilleure grille. Double-cliquez sur une ligne pour ouvrir cette grille dans « Résoudre une grille ».</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Prêt.</translation>
    </message>
    <message>
        <source>Board and words</source>
        <translation>Grille et mots</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>A list name from wordlists/ or the user folder, or a file path</source>
        <translation>Un nom de liste de wordlists/ ou du dossier de l&apos;utilisateur, ou un chemin de fichier</translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation>Choisir un fichier de liste de mots</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <source>Only these letters are used (q is the Qu cell)</source>
        <translation>Seules ces lettres sont utilisées (q est la case Qu)</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Refroidissement</translation>
    </message>
    <message>
        <source>Starting temperature, in points</source>
        <translation>Température de départ, en points</translation>
    </message>
    <message>
        <source>T₀</source>
        <translation>T₀</translation>
    </message>
    <message>
        <source>Exponential cooling: T = T₀·exp(−decay·n), n iterations since the (re)start</source>
        <translation>Refroidissement exponentiel : T = T₀·exp(−décroissance·n), n itérations depuis le (re)départ</translation>
    </message>
    <message>
        <source>Decay / iteration</source>
        <translation>Décroissance / itération</translation>
    </message>
    <message>
        <source>Linear cooling: T falls from T₀ to 0 over this many iterations</source>
        <translation>Refroidissement linéaire : T descend de T₀ à 0 en ce nombre d&apos;itérations</translation>
    </message>
    <message>
        <source>Ramp length</source>
        <translation>Longueur de rampe</translation>
    </message>
    <message>
        <source>Once cold, restart after this many iterations without a new best</source>
        <translation>Une fois froid, redémarrer après ce nombre d’itérations sans nouveau record</translation>
    </message>
    <message>
        <source>Max stall</source>
        <translation>Stagnation max.</translation>
    </message>
    <message>
        <source>Restart from a fresh board when stalled</source>
        <translation>Repartir d’une nouvelle grille en cas de stagnation</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Same seed and parameters: the same run (&quot;random&quot; picks one and shows it)</source>
        <translation>Même graine et mêmes paramètres : le même essai (« aléatoire » en choisit une et l’affiche)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>jusqu&apos;à l&apos;arrêt</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>Arrêter après</translation>
    </message>
    <message>
        <source>Keep earlier runs on the plot</source>
        <translation>Garder les essais précédents sur le graphique</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Clear the plots, boards and table</source>
        <translation>Effacer les graphiques, les grilles et le tableau</translation>
    </message>
    <message>
        <source>Open in Solve a board</source>
        <translation>Ouvrir dans Résoudre une grille</translation>
    </message>
    <message>
        <source>Show the best board with all its words in the game&apos;s solver view</source>
        <translation>Afficher la meilleure grille avec tous ses mots dans la vue de résolution du jeu</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Jouer cette grille</translation>
    </message>
    <message>
        <source>Start a round on the best board in the game window, with this run&apos;s word list</source>
        <translation>Lancer une manche sur la meilleure grille dans la fenêtre de jeu, avec la liste de mots de cet essai</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Current (thin) and best (thick) score</source>
        <translation>Score actuel (fin) et meilleur (épais)</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>température</translation>
    </message>
    <message>
        <source>acceptance</source>
        <translation>acceptation</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>génération</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listes de mots (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dés : {dice}</translation>
    </message>
    <message>
        <source>{field} must be a number, got {text}</source>
        <translation>{field} doit être un nombre, reçu {text}</translation>
    </message>
    <message>
        <source>Decay</source>
        <translation>Décroissance</translation>
    </message>
    <message>
        <source>The {dice} dice make {size} boards, not {chosen}.</source>
        <translation>Les dés {dice} font des grilles {size}, pas {chosen}.</translation>
    </message>
    <message>
        <source>run {number}: {schedule}</source>
        <translation>essai {number} : {schedule}</translation>
    </message>
    <message>
        <source>{label}, {language}</source>
        <translation>{label}, {language}</translation>
    </message>
    <message>
        <source>{label}, {dice} dice</source>
        <translation>{label}, dés {dice}</translation>
    </message>
    <message>
        <source>{label}, letters {letters}</source>
        <translation>{label}, lettres {letters}</translation>
    </message>
    <message>
        <source>Loading the word list and preparing the annealing kernels…</source>
        <translation>Chargement de la liste de mots et préparation des noyaux de recuit…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>Run {run}: compiling the annealing kernels (once: later runs start at once; the first may take a minute)…</source>
        <translation>Essai {run} : compilation des noyaux de recuit (une seule fois : les essais suivants démarrent aussitôt ; le premier peut prendre une minute)…</translation>
    </message>
    <message numerus="yes">
        <source>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Essai {run} en pause (graine {seed}) : génération {generation}, {rate} itérations/s, %n redémarrage, meilleur {best}</numerusform>
            <numerusform>Essai {run} en pause (graine {seed}) : génération {generation}, {rate} itérations/s, %n redémarrages, meilleur {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Essai {run} en cours (graine {seed}) : génération {generation}, {rate} itérations/s, %n redémarrage, meilleur {best}</numerusform>
            <numerusform>Essai {run} en cours (graine {seed}) : génération {generation}, {rate} itérations/s, %n redémarrages, meilleur {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restart(s), {seconds} s</source>
        <translation>
            <numerusform>Essai {run} terminé (graine {seed}) : meilleur {best} {board} après {generations} générations, %n redémarrage, {seconds} s</numerusform>
            <numerusform>Essai {run} terminé (graine {seed}) : meilleur {best} {board} après {generations} générations, %n redémarrages, {seconds} s</numerusform>
        </translation>
    </message>
    <message>
        <source>Run {run} stopped at generation {generation}; best {best} {board}</source>
        <translation>Essai {run} arrêté à la génération {generation} ; meilleur {best} {board}</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>Run failed.</source>
        <translation>L&apos;essai a échoué.</translation>
    </message>
</context>
<context>
    <name>BoardGrid</name>
    <message>
        <source>{title}: {score}</source>
        <translation>{title} : {score}</translation>
    </message>
</context>
<context>
    <name>BoardRater</name>
    <message>
        <source>Rating the board against random rolls…</source>
        <translation>Comparaison de la grille à des tirages au hasard…</translation>
    </message>
    <message>
        <source>Better than all {count} random {dice} boards sampled</source>
        <translation>Meilleure que les {count} grilles {dice} tirées au hasard</translation>
    </message>
    <message>
        <source>Better than {share}% of {dice} boards</source>
        <translation>Meilleure que {share} % des grilles {dice}</translation>
    </message>
    <message>
        <source>Rating the board against random rolls… {percent}%</source>
        <translation>Comparaison de la grille à des tirages au hasard… {percent} %</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Boggle board</source>
        <translation>Grille de Boggle</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Hidden tile, row {row}, column {column}</source>
        <translation>Case masquée, ligne {row}, colonne {column}</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}, keyboard cursor</source>
        <translation>{letter}, ligne {row}, colonne {column}, curseur clavier</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}</source>
        <translation>{letter}, ligne {row}, colonne {column}</translation>
    </message>
    <message>
        <source>selected, letter {index} of {count} of the path</source>
        <translation>sélectionnée, lettre {index} sur {count} du chemin</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>sélectionnée</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>non sélectionnée</translation>
    </message>
</context>
<context>
    <name>BreakDialog</name>
    <message numerus="yes">
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n board(s) &gt;= {threshold}: {text}</source>
        <translation>
            <numerusform>classe {ident}borne {bound} (niveaux {levels}), {nodes} nœuds, {seconds} s, %n grille &gt;= {threshold} : {text}</numerusform>
            <numerusform>classe {ident}borne {bound} (niveaux {levels}), {nodes} nœuds, {seconds} s, %n grilles &gt;= {threshold} : {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s: {text}</source>
        <translation>classe {ident}borne {bound} (niveaux {levels}), {nodes} nœuds, {seconds} s : {text}</translation>
    </message>
    <message numerus="yes">
        <source>... %n more line(s)</source>
        <translation>
            <numerusform>... %n ligne de plus</numerusform>
            <numerusform>... %n lignes de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>FOUND {board} {score}</source>
        <translation>TROUVÉ {board} {score}</translation>
    </message>
    <message>
        <source>{problem}; finished classes are saved in the results file</source>
        <translation>{problem} ; les classes terminées sont enregistrées dans le fichier de résultats</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>Break board classes</source>
        <translation>Casser des classes de grilles</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Taille de grille</translation>
    </message>
    <message>
        <source>Alphabet partition</source>
        <translation>Partition de l&apos;alphabet</translation>
    </message>
    <message>
        <source>Groups of letters separated by spaces, covering a-z; per cell type with &apos;..., corner:GROUPS&apos; clauses. Each class picks one group per cell.</source>
        <translation>Groupes de lettres séparés par des espaces, couvrant a-z ; par type de case avec des clauses &apos;..., corner:GROUPES&apos;. Chaque classe choisit un groupe par case.</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Partition :</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Taille de grille :</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Autre liste…</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Processus de travail</translation>
    </message>
    <message>
        <source>1 breaks in this program; more start that many worker processes</source>
        <translation>1 casse dans ce programme ; davantage lance autant de processus de travail</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>Class limit</source>
        <translation>Limite de classes</translation>
    </message>
    <message>
        <source>Break only this many classes of the shuffled order (a representative slice)</source>
        <translation>Ne casser que ce nombre de classes de l&apos;ordre mélangé (une tranche représentative)</translation>
    </message>
    <message>
        <source>Sample seed</source>
        <translation>Graine de l&apos;échantillon</translation>
    </message>
    <message>
        <source>Seed of the shuffled class order (the random sample of a 4x4 run)</source>
        <translation>Graine de l&apos;ordre mélangé des classes (l&apos;échantillon aléatoire d&apos;un essai 4x4)</translation>
    </message>
    <message>
        <source>Log the breaking tree</source>
        <translation>Journaliser l&apos;arbre de cassage</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>&amp;Seuil :</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Liste de &amp;mots :</translation>
    </message>
    <message>
        <source>W&amp;orkers:</source>
        <translation>&amp;Processus :</translation>
    </message>
    <message>
        <source>&amp;Classes:</source>
        <translation>&amp;Classes :</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>Memory per worker</source>
        <translation>Mémoire par processus</translation>
    </message>
    <message>
        <source>Memory budget of each worker process (with one worker: this program, at least {minimum} MiB): the breaker&apos;s trees never grow past it; the results are the same</source>
        <translation>Budget mémoire de chaque processus de travail (avec un seul : ce programme, au moins {minimum} Mio) : les arbres du casseur ne le dépassent jamais ; les résultats sont les mêmes</translation>
    </message>
    <message>
        <source>peak per worker: –</source>
        <translation>pic par processus : –</translation>
    </message>
    <message>
        <source>Peak memory per worker</source>
        <translation>Pic de mémoire par processus</translation>
    </message>
    <message>
        <source>Largest peak resident memory of a worker process so far (with one worker: this program), measured as classes finish</source>
        <translation>Plus grand pic de mémoire résidente d&apos;un processus de travail jusqu&apos;ici (avec un seul : ce programme), mesuré à la fin des classes</translation>
    </message>
    <message>
        <source>&amp;Memory per worker:</source>
        <translation>Mémoire &amp;vive par processus :</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Continue the saved run with these settings, skipping finished classes</source>
        <translation>Poursuivre l&apos;essai enregistré avec ces réglages, en sautant les classes terminées</translation>
    </message>
    <message>
        <source>Open res&amp;ults…</source>
        <translation>Ouvrir des rés&amp;ultats…</translation>
    </message>
    <message>
        <source>Read a results file (from this window, boggle break or a Dask run) and show its boards, times and bounds; the file is not changed</source>
        <translation>Lire un fichier de résultats (de cette fenêtre, de boggle break ou d&apos;un essai Dask) et afficher ses grilles, temps et bornes ; le fichier n&apos;est pas modifié</translation>
    </message>
    <message>
        <source>Show this run&apos;s results</source>
        <translation>Afficher les résultats de cet essai</translation>
    </message>
    <message>
        <source>Summarise the results file of the settings above</source>
        <translation>Résumer le fichier de résultats des réglages ci-dessus</translation>
    </message>
    <message>
        <source>Choose the classes and a threshold, then Start.</source>
        <translation>Choisissez les classes et un seuil, puis Démarrer.</translation>
    </message>
    <message>
        <source>Breaking tree (classes as they finish):</source>
        <translation>Arbre de cassage (classes au fur et à mesure) :</translation>
    </message>
    <message>
        <source>Breaking log</source>
        <translation>Journal de cassage</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Grilles trouvées : {count}</translation>
    </message>
    <message>
        <source>board</source>
        <translation>grille</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Grilles trouvées</translation>
    </message>
    <message>
        <source>&amp;Open board</source>
        <translation>&amp;Ouvrir la grille</translation>
    </message>
    <message>
        <source>Show the selected board in the solver</source>
        <translation>Afficher la grille choisie dans le solveur</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jouer cette grille</translation>
    </message>
    <message>
        <source>Start a round on the selected board in the game window, with the run&apos;s list</source>
        <translation>Lancer une manche sur la grille choisie dans la fenêtre de jeu, avec la liste de l&apos;essai</translation>
    </message>
    <message>
        <source>&amp;Live run</source>
        <translation>Essai &amp;en direct</translation>
    </message>
    <message>
        <source>Results &amp;file</source>
        <translation>&amp;Fichier de résultats</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical: too many for one run here; set Classes to break a seeded random sample</source>
        <translation>{total} classes, {canonical} canoniques : trop pour un seul essai ici ; réglez Classes pour casser un échantillon aléatoire à graine</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical</source>
        <translation>{total} classes, {canonical} canoniques</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (random sample of {limit}, seed {seed})</source>
        <translation>{total} classes, {canonical} canoniques (échantillon aléatoire de {limit}, graine {seed})</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (running {limit}, seed {seed})</source>
        <translation>{total} classes, {canonical} canoniques ({limit} à casser, graine {seed})</translation>
    </message>
    <message>
        <source>a budget is at least {minimum} MiB</source>
        <translation>un budget fait au moins {minimum} Mio</translation>
    </message>
    <message>
        <source>Results file: {path}</source>
        <translation>Fichier de résultats : {path}</translation>
    </message>
    <message>
        <source>Results file: {path} (new)</source>
        <translation>Fichier de résultats : {path} (nouveau)</translation>
    </message>
    <message>
        <source>Open results file</source>
        <translation>Ouvrir un fichier de résultats</translation>
    </message>
    <message>
        <source>Break results (*.ndjson *.jsonl *.json);;All files (*)</source>
        <translation>Résultats de cassage (*.ndjson *.jsonl *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%v / %m classes</source>
        <translation>%v / %m classes</translation>
    </message>
    <message>
        <source>Resuming (loading the word list, starting workers)…</source>
        <translation>Reprise (chargement de la liste de mots, lancement des processus)…</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)… (previous results kept as {backup})</source>
        <translation>Démarrage (chargement de la liste de mots, lancement des processus)… (résultats précédents gardés sous {backup})</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)…</source>
        <translation>Démarrage (chargement de la liste de mots, lancement des processus)…</translation>
    </message>
    <message>
        <source>Cancelling: finished classes are saved…</source>
        <translation>Annulation : les classes terminées sont enregistrées…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board(s) found</source>
        <translation>
            <numerusform>{done} sur {total} classes · {rate} classes/s · fin dans {eta} · %n grille trouvée</numerusform>
            <numerusform>{done} sur {total} classes · {rate} classes/s · fin dans {eta} · %n grilles trouvées</numerusform>
        </translation>
    </message>
    <message>
        <source>peak per worker: {size} MiB</source>
        <translation>pic par processus : {size} Mio</translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes ({resumed} resumed from the results file), %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Terminé : {done} classes ({resumed} reprises du fichier de résultats), %n grille à {threshold} ou plus, {seconds} s.</numerusform>
            <numerusform>Terminé : {done} classes ({resumed} reprises du fichier de résultats), %n grilles à {threshold} ou plus, {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes, %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Terminé : {done} classes, %n grille à {threshold} ou plus, {seconds} s.</numerusform>
            <numerusform>Terminé : {done} classes, %n grilles à {threshold} ou plus, {seconds} s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Échec : {problem}</translation>
    </message>
    <message>
        <source>ERROR: {problem}</source>
        <translation>ERREUR : {problem}</translation>
    </message>
    <message>
        <source>Cancelled after {done} classes; they are saved: Resume continues the run.</source>
        <translation>Annulé après {done} classes ; elles sont enregistrées : Reprendre poursuit l’essai.</translation>
    </message>
</context>
<context>
    <name>ChallengeActions</name>
    <message>
        <source>Challenge a &amp;friend…</source>
        <translation>Défier un &amp;ami…</translation>
    </message>
    <message>
        <source>Challenge a friend…</source>
        <translation>Défier un ami…</translation>
    </message>
    <message>
        <source>A code for a friend to play this board and compare (Ctrl+Shift+F)</source>
        <translation>Un code pour qu&apos;un ami joue cette grille et compare (Ctrl+Maj+F)</translation>
    </message>
    <message>
        <source>This board has no game code, so it cannot be a challenge.</source>
        <translation>Cette grille n&apos;a pas de code de partie : elle ne peut pas servir de défi.</translation>
    </message>
    <message>
        <source>Finish a round first: a challenge holds its words and score.</source>
        <translation>Terminez d&apos;abord une manche : un défi contient ses mots et son score.</translation>
    </message>
    <message>
        <source>Cannot play this challenge code</source>
        <translation>Impossible de jouer ce code de défi</translation>
    </message>
    <message>
        <source>Challenge from %1: %2 points to beat.</source>
        <translation>Défi de %1 : %2 points à battre.</translation>
    </message>
    <message>
        <source>Cannot compare with the challenge</source>
        <translation>Impossible de comparer avec le défi</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Challenge a friend</source>
        <translation>Défier un ami</translation>
    </message>
    <message>
        <source>Send this code to a friend. They enter it with Game &gt; Play a game code (Ctrl+G), play the same board with the same rules and clock, and then see both rounds word by word.</source>
        <translation>Envoyez ce code à un ami. Il le saisit avec Partie &gt; Jouer un code de partie (Ctrl+G), joue la même grille avec les mêmes règles et la même horloge, puis voit les deux manches mot par mot.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>Your name, as your friend will see it</source>
        <translation>Votre nom, tel que votre ami le verra</translation>
    </message>
    <message>
        <source>Challenge code</source>
        <translation>Code de défi</translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <source>No code yet: %1.</source>
        <translation>Pas encore de code : %1.</translation>
    </message>
    <message>
        <source>The code carries your name, your score (%1) and your words. Its check letters catch typos and edits, but anyone who wants to can forge a code: play with friends you trust.</source>
        <translation>Le code contient votre nom, votre score (%1) et vos mots. Ses lettres de contrôle détectent les fautes de frappe et les retouches, mais qui le veut peut falsifier un code : jouez avec des amis de confiance.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>ChallengeResultDialog</name>
    <message>
        <source>Challenge from %1</source>
        <translation>Défi de %1</translation>
    </message>
    <message>
        <source>You win by %1 points!</source>
        <translation>Vous gagnez de %1 points !</translation>
    </message>
    <message>
        <source>%1 wins by %2 points.</source>
        <translation>%1 gagne de %2 points.</translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation>Égalité !</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;You %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</source>
        <translation>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;Vous %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Found by both</source>
        <translation>Trouvés par les deux</translation>
    </message>
    <message>
        <source>Only you</source>
        <translation>Vous seul</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Seulement %1</translation>
    </message>
    <message>
        <source>%1: %2 words, %3 points</source>
        <translation>%1 : %2 mots, %3 points</translation>
    </message>
</context>
<context>
    <name>ClockScore</name>
    <message>
        <source>TIME LEFT</source>
        <translation>TEMPS RESTANT</translation>
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
        <translation>SENS</translation>
    </message>
    <message>
        <source>Look it &amp;up online</source>
        <translation>Chercher en &amp;ligne</translation>
    </message>
    <message>
        <source>Open the word&apos;s Wiktionary page in your browser (Alt+U)</source>
        <translation>Ouvrir la page du mot sur Wiktionary dans le navigateur (Alt+L)</translation>
    </message>
    <message>
        <source>Meaning of the word</source>
        <translation>Sens du mot</translation>
    </message>
    <message>
        <source>Open the word&apos;s page on {site} in your browser (Alt+U)</source>
        <translation>Ouvrir la page du mot sur {site} dans le navigateur (Alt+L)</translation>
    </message>
    <message>
        <source>Select or point at a word to read its meaning.</source>
        <translation>Sélectionnez ou survolez un mot pour lire son sens.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;looking up…&lt;/span&gt;</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;recherche…&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Look it up online&lt;/i&gt; works without it.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; : {problem}.&lt;br&gt;&lt;i&gt;Chercher en ligne&lt;/i&gt; fonctionne sans cela.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: cannot look it up ({problem}).</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; : recherche impossible ({problem}).</translation>
    </message>
</context>
<context>
    <name>Definitions</name>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: not in the offline dictionary (WordNet 3.0). Try &lt;i&gt;Look it up online&lt;/i&gt;.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; : absent du dictionnaire hors ligne (WordNet 3.0). Essayez &lt;i&gt;Chercher en ligne&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>only as a name or abbreviation:</source>
        <translation>seulement comme nom propre ou abréviation :</translation>
    </message>
    <message numerus="yes">
        <source>and %n more sense(s)</source>
        <translation>
            <numerusform>et %n autre sens</numerusform>
            <numerusform>et %n autres sens</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: offline definitions are English only (WordNet 3.0). &lt;i&gt;Look it up online&lt;/i&gt; opens its {language} page on {site}.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; : les définitions hors ligne sont en anglais seulement (WordNet 3.0). &lt;i&gt;Chercher en ligne&lt;/i&gt; ouvre sa page en {language} sur {site}.</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>4x4 Classic (1976)</source>
        <translation>4x4 Classique (1976)</translation>
    </message>
    <message>
        <source>4x4 New (1987)</source>
        <translation>4x4 Nouveau (1987)</translation>
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
        <translation>4x4 Boggle (édition française)</translation>
    </message>
    <message>
        <source>4x4 (French letter frequencies)</source>
        <translation>4x4 (fréquences des lettres en français)</translation>
    </message>
    <message>
        <source>4x4 (German letter frequencies)</source>
        <translation>4x4 (fréquences des lettres en allemand)</translation>
    </message>
    <message>
        <source>4x4 (Spanish letter frequencies)</source>
        <translation>4x4 (fréquences des lettres en espagnol)</translation>
    </message>
    <message>
        <source>4x4 (Italian letter frequencies)</source>
        <translation>4x4 (fréquences des lettres en italien)</translation>
    </message>
    <message>
        <source>4x4 (Dutch letter frequencies)</source>
        <translation>4x4 (fréquences des lettres en néerlandais)</translation>
    </message>
    <message>
        <source>4x4 (German, balanced like the English New dice)</source>
        <translation>4x4 (allemand, équilibré comme les dés anglais Nouveau)</translation>
    </message>
    <message>
        <source>4x4 (Spanish, balanced like the English New dice)</source>
        <translation>4x4 (espagnol, équilibré comme les dés anglais Nouveau)</translation>
    </message>
    <message>
        <source>4x4 (Dutch, balanced like the English New dice)</source>
        <translation>4x4 (néerlandais, équilibré comme les dés anglais Nouveau)</translation>
    </message>
    <message>
        <source>4x4 Il Paroliere (Italian edition)</source>
        <translation>4x4 Il Paroliere (édition italienne)</translation>
    </message>
    <message>
        <source>{size} board</source>
        <translation>grille {size}</translation>
    </message>
</context>
<context>
    <name>EngineErrors</name>
    <message>
        <source>{size} boards are not supported; the sizes are {sizes}</source>
        <translation>les grilles {size} ne sont pas prises en charge ; les tailles possibles sont {sizes}</translation>
    </message>
    <message>
        <source>{text} is not a board size: write it as WxH, such as 4x4 or 44 (34 is 3 wide, 4 tall)</source>
        <translation>{text} n’est pas une taille de grille : écrivez-la LxH, comme 4x4 ou 44 (34 fait 3 de large, 4 de haut)</translation>
    </message>
    <message>
        <source>the board is empty</source>
        <translation>la grille est vide</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: only the letters a-z are allowed (q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one)</source>
        <translation>la grille {board} contient le caractère {character} en position {position} : seules les lettres a-z sont permises (q est la case Qu ; [an] [er] [he] [in] [th] sont des faces à deux lettres, . ou # une face vide)</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: {allowed}</source>
        <translation>la grille {board} contient le caractère {character} en position {position} : {allowed}</translation>
    </message>
    <message>
        <source>the board {board} has the character {character}: {allowed}</source>
        <translation>la grille {board} contient le caractère {character} : {allowed}</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>les grilles ({language}) ont les lettres {letters} ; [an] [er] [he] [in] [th] sont des faces à deux lettres, . ou # une face vide</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>les grilles ({language}) ont les lettres {letters} ; q est la case Qu ; [an] [er] [he] [in] [th] sont des faces à deux lettres, . ou # une face vide</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells, but a {size} board has {needed}</source>
        <translation>la grille {board} a {cells} cases, mais une grille {size} en a {needed}</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells; a board has {counts}</source>
        <translation>la grille {board} a {cells} cases ; une grille en a {counts}</translation>
    </message>
    <message>
        <source>{file} is not there (no such file)</source>
        <translation>{file} est introuvable (aucun fichier de ce nom)</translation>
    </message>
    <message>
        <source>{file} is a folder, not a file</source>
        <translation>{file} est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>impossible de lire {file} : {reason}</translation>
    </message>
    <message>
        <source>{file} is a pipe, not a file on disk</source>
        <translation>{file} est un tube, pas un fichier sur le disque</translation>
    </message>
    <message>
        <source>{file} is a device, not a file on disk</source>
        <translation>{file} est un périphérique, pas un fichier sur le disque</translation>
    </message>
    <message>
        <source>{file} is a socket, not a file on disk</source>
        <translation>{file} est un socket, pas un fichier sur le disque</translation>
    </message>
    <message>
        <source>{file} is not a regular file on disk</source>
        <translation>{file} n’est pas un fichier ordinaire sur le disque</translation>
    </message>
    <message>
        <source>{file} is {size}, more than the {limit} this app reads</source>
        <translation>{file} fait {size}, plus que les {limit} que lit ce programme</translation>
    </message>
    <message>
        <source>{file} holds more than {limit}, more than this app reads</source>
        <translation>{file} contient plus de {limit}, plus que ce que lit ce programme</translation>
    </message>
    <message>
        <source>{file} is UTF-32 text: save it as UTF-8</source>
        <translation>{file} est du texte UTF-32 : enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>{file} looks like UTF-16 text without a byte-order mark: save it as UTF-8 (or as UTF-16 with a byte-order mark)</source>
        <translation>{file} ressemble à du texte UTF-16 sans indicateur d’ordre des octets : enregistrez-le en UTF-8 (ou en UTF-16 avec indicateur d’ordre des octets)</translation>
    </message>
    <message>
        <source>{file} looks like a binary file, not text</source>
        <translation>{file} ressemble à un fichier binaire, pas à du texte</translation>
    </message>
    <message>
        <source>{file} is not valid UTF-16 (at byte {offset})</source>
        <translation>{file} n’est pas de l’UTF-16 valide (à l’octet {offset})</translation>
    </message>
    <message>
        <source>line {line} of {file} is longer than {limit} bytes, longer than any line this app reads; stopped reading</source>
        <translation>la ligne {line} de {file} dépasse {limit} octets, plus que toute ligne que lit ce programme ; lecture arrêtée</translation>
    </message>
    <message>
        <source>line {line} of {file} is not UTF-8 text (byte {byte} at column {column}): save the file as UTF-8</source>
        <translation>la ligne {line} de {file} n’est pas du texte UTF-8 (octet {byte} en colonne {column}) : enregistrez le fichier en UTF-8</translation>
    </message>
    <message>
        <source>the word list {path}</source>
        <translation>la liste de mots {path}</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not a file</source>
        <translation>la liste de mots « {spec} » n’est pas un fichier</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not there (no such file)</source>
        <translation>la liste de mots « {spec} » est introuvable (aucun fichier de ce nom)</translation>
    </message>
    <message>
        <source>there is no word list “{spec}”: give a file, or one of {names}</source>
        <translation>il n’y a pas de liste de mots « {spec} » : indiquez un fichier, ou l’une de {names}</translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation>{file} est vide</translation>
    </message>
    <message>
        <source>the word list has too many words: it would take {nodes} nodes, and at most {limit} fit</source>
        <translation>la liste de mots a trop de mots : il faudrait {nodes} nœuds, et il en tient au plus {limit}</translation>
    </message>
    <message>
        <source>not enough memory to load the word list {path} ({size}): free some memory or use a smaller list</source>
        <translation>pas assez de mémoire pour charger la liste de mots {path} ({size}) : libérez de la mémoire ou prenez une liste plus petite</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, nothing else)</source>
        <translation>la liste de mots {path} n’a aucun mot jouable ({language} : 3 lettres ou plus parmi {letters}, rien d’autre)</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, q followed by u)</source>
        <translation>la liste de mots {path} n’a aucun mot jouable ({language} : 3 lettres ou plus parmi {letters}, q suivi de u)</translation>
    </message>
    <message>
        <source>there is no language “{text}”; the languages are {known}</source>
        <translation>il n’y a pas de langue « {text} » ; les langues sont {known}</translation>
    </message>
    <message>
        <source>the board {board} has no score with the word list {wordlist}: its search passed the budget of {budget} steps, because the list makes the search explode (many words of one letter repeated, say), which no real list does</source>
        <translation>la grille {board} n’a pas de score avec la liste de mots {wordlist} : sa recherche a dépassé le budget de {budget} étapes, car la liste fait exploser la recherche (beaucoup de mots d’une seule lettre répétée, par exemple), ce que ne fait aucune vraie liste</translation>
    </message>
    <message>
        <source>the game code is empty</source>
        <translation>le code de partie est vide</translation>
    </message>
    <message>
        <source>a game code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>un code de partie n’a que les lettres et chiffres {alphabet} ; celui-ci contient {letters}</translation>
    </message>
    <message>
        <source>this game code is too short: letters are missing</source>
        <translation>ce code de partie est trop court : il manque des lettres</translation>
    </message>
    <message>
        <source>this game code is incomplete: letters are missing</source>
        <translation>ce code de partie est incomplet : il manque des lettres</translation>
    </message>
    <message>
        <source>this game code has a typo (its check letter does not match): check each letter</source>
        <translation>ce code de partie contient une faute de frappe (sa lettre de contrôle ne correspond pas) : vérifiez chaque lettre</translation>
    </message>
    <message>
        <source>this game code comes from a newer version of Boggle (code version {version}); update the program to play it</source>
        <translation>ce code de partie vient d’une version plus récente de Boggle (version de code {version}) ; mettez le programme à jour pour le jouer</translation>
    </message>
    <message>
        <source>this is not a game code</source>
        <translation>ce n’est pas un code de partie</translation>
    </message>
    <message>
        <source>this is not a game code (it holds a board cell that cannot be)</source>
        <translation>ce n’est pas un code de partie (il contient une case de grille impossible)</translation>
    </message>
    <message>
        <source>this is not a game code ({reason})</source>
        <translation>ce n’est pas un code de partie ({reason})</translation>
    </message>
    <message>
        <source>this game code has letters too many</source>
        <translation>ce code de partie a des lettres en trop</translation>
    </message>
    <message>
        <source>this game code is in a language this version of Boggle does not have (“{language_code}”); update the program to play it</source>
        <translation>ce code de partie est dans une langue que cette version de Boggle n’a pas (« {language_code} ») ; mettez le programme à jour pour le jouer</translation>
    </message>
    <message>
        <source>this game code names dice in {language} that this version of Boggle does not have (“{dice}”); update the program to play it</source>
        <translation>ce code de partie désigne des dés ({language}) que cette version de Boggle n’a pas (« {dice} ») ; mettez le programme à jour pour le jouer</translation>
    </message>
    <message>
        <source>there is no game “{game}”; a code names one of {games}</source>
        <translation>il n’y a pas de jeu « {game} » ; un code désigne l’un de {games}</translation>
    </message>
    <message>
        <source>there is no game “{game}” in {language}; a code names one of {games}</source>
        <translation>il n’y a pas de jeu « {game} » ({language}) ; un code désigne l’un de {games}</translation>
    </message>
    <message>
        <source>there are no rules “{rules}”; a code names one of {choices}</source>
        <translation>il n’y a pas de règles « {rules} » ; un code désigne l’une de {choices}</translation>
    </message>
    <message>
        <source>a minimum length of {min_length} does not fit in a game code (1 to 31)</source>
        <translation>une longueur minimale de {min_length} ne tient pas dans un code de partie (1 à 31)</translation>
    </message>
    <message>
        <source>the word list name “{name}” does not fit in a game code (1 to 31 characters)</source>
        <translation>le nom de liste de mots « {name} » ne tient pas dans un code de partie (1 à 31 caractères)</translation>
    </message>
    <message>
        <source>a game code holds whole seconds only, below 2**31</source>
        <translation>un code de partie ne contient que des secondes entières, en dessous de 2**31</translation>
    </message>
    <message>
        <source>a {size} board cannot be played as {game}</source>
        <translation>une grille {size} ne peut pas se jouer en {game}</translation>
    </message>
    <message>
        <source>this game code holds a fixed board: it has no next board</source>
        <translation>ce code de partie contient une grille fixe : il n’a pas de grille suivante</translation>
    </message>
    <message>
        <source>a challenge needs the challenger&apos;s name</source>
        <translation>un défi a besoin du nom de son auteur</translation>
    </message>
    <message>
        <source>the name is longer than {limit} characters</source>
        <translation>le nom dépasse {limit} caractères</translation>
    </message>
    <message>
        <source>the name holds control or invisible characters</source>
        <translation>le nom contient des caractères de contrôle ou invisibles</translation>
    </message>
    <message>
        <source>a score of {score} does not fit in a challenge code</source>
        <translation>un score de {score} ne tient pas dans un code de défi</translation>
    </message>
    <message>
        <source>the board&apos;s word count or digest does not fit in a challenge code</source>
        <translation>le nombre de mots ou l’empreinte de la grille ne tient pas dans un code de défi</translation>
    </message>
    <message>
        <source>the challenger&apos;s words are not positions in the board&apos;s word list</source>
        <translation>les mots de l’auteur du défi ne sont pas des positions dans la liste des mots de la grille</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held {theirs} words on this board, yours {yours}): the words cannot be compared</source>
        <translation>ce défi a été joué avec une autre liste de mots que la vôtre (sa liste {wordlist} avait {theirs} mots sur cette grille, la vôtre {yours}) : les mots ne peuvent pas être comparés</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held other words on this board than yours): the words cannot be compared</source>
        <translation>ce défi a été joué avec une autre liste de mots que la vôtre (sa liste {wordlist} avait d’autres mots sur cette grille que la vôtre) : les mots ne peuvent pas être comparés</translation>
    </message>
    <message>
        <source>this challenge claims {score} points for words worth {total}: the code was edited</source>
        <translation>ce défi annonce {score} points pour des mots qui en valent {total} : le code a été modifié</translation>
    </message>
    <message>
        <source>“{word}” is not a word of this board&apos;s solution</source>
        <translation>« {word} » n’est pas un mot de la solution de cette grille</translation>
    </message>
    <message>
        <source>this challenge does not fit in a code ({letters} letters; at most {limit})</source>
        <translation>ce défi ne tient pas dans un code ({letters} lettres ; au plus {limit})</translation>
    </message>
    <message>
        <source>this challenge code is too long (more than {limit} letters)</source>
        <translation>ce code de défi est trop long (plus de {limit} lettres)</translation>
    </message>
    <message>
        <source>the challenge code is empty</source>
        <translation>le code de défi est vide</translation>
    </message>
    <message>
        <source>this is not a challenge code (those start with {prefix})</source>
        <translation>ce n’est pas un code de défi (ceux-ci commencent par {prefix})</translation>
    </message>
    <message>
        <source>this is a game code, not a challenge code: play it as a game code</source>
        <translation>c’est un code de partie, pas un code de défi : jouez-le comme code de partie</translation>
    </message>
    <message>
        <source>after {prefix}, a challenge code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>après {prefix}, un code de défi n’a que les lettres et chiffres {alphabet} ; celui-ci contient {letters}</translation>
    </message>
    <message>
        <source>this challenge code is cut short: letters are missing (copy all of it)</source>
        <translation>ce code de défi est tronqué : il manque des lettres (copiez-le en entier)</translation>
    </message>
    <message>
        <source>this challenge code has a typo or was edited (its check letters do not match)</source>
        <translation>ce code de défi contient une faute de frappe ou a été modifié (ses lettres de contrôle ne correspondent pas)</translation>
    </message>
    <message>
        <source>this challenge code comes from a newer version of Boggle (challenge version {version}); update the program to play it</source>
        <translation>ce code de défi vient d’une version plus récente de Boggle (version de défi {version}) ; mettez le programme à jour pour le jouer</translation>
    </message>
    <message>
        <source>this is not a challenge code</source>
        <translation>ce n’est pas un code de défi</translation>
    </message>
    <message>
        <source>this challenge code is cut short: it has {letters} of its {total} letters (copy all of it)</source>
        <translation>ce code de défi est tronqué : il a {letters} de ses {total} lettres (copiez-le en entier)</translation>
    </message>
    <message>
        <source>this challenge code has letters too many ({letters}; it should have {total})</source>
        <translation>ce code de défi a des lettres en trop ({letters} ; il devrait en avoir {total})</translation>
    </message>
    <message>
        <source>this is not a challenge code (its fields run past its end)</source>
        <translation>ce n’est pas un code de défi (ses champs dépassent sa fin)</translation>
    </message>
    <message>
        <source>the game in this challenge cannot be played: {reason}</source>
        <translation>la partie de ce défi ne peut pas être jouée : {reason}</translation>
    </message>
    <message>
        <source>this is not a challenge code (its name is not text)</source>
        <translation>ce n’est pas un code de défi (son nom n’est pas du texte)</translation>
    </message>
    <message>
        <source>this is not a challenge code (bits left over)</source>
        <translation>ce n’est pas un code de défi (il reste des bits)</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>this game is played with the word list {name}, which is not among your word lists. Add it with Game &gt; Add word list… (Ctrl+Shift+W), then enter the code again</source>
        <translation>cette partie se joue avec la liste de mots {name}, qui n’est pas parmi vos listes. Ajoutez-la avec Partie &gt; Ajouter une liste de mots… (Ctrl+Maj+W), puis saisissez à nouveau le code</translation>
    </message>
    <message>
        <source>cannot read the word list {name}: {reason}</source>
        <translation>impossible de lire la liste de mots {name} : {reason}</translation>
    </message>
    <message>
        <source>it asks for {rules} rules, but {game} games are played with {game_rules} rules</source>
        <translation>il demande les règles {rules}, mais les parties {game} se jouent avec les règles {game_rules}</translation>
    </message>
    <message>
        <source>this board was scored with the word list {name} ({where}), which cannot be loaded any more: {reason}</source>
        <translation>cette grille a été comptée avec la liste de mots {name} ({where}), qui ne peut plus être chargée : {reason}</translation>
    </message>
    <message>
        <source>the word list {name} ({where}) has changed since this board was scored with it, so its score would differ</source>
        <translation>la liste de mots {name} ({where}) a changé depuis que cette grille a été comptée avec elle : son score serait différent</translation>
    </message>
    <message>
        <source>cannot create the folder of the history database {path}: {reason}</source>
        <translation>impossible de créer le dossier de la base de l’historique {path} : {reason}</translation>
    </message>
    <message>
        <source>cannot open the history database {path}: {reason}</source>
        <translation>impossible d’ouvrir la base de l’historique {path} : {reason}</translation>
    </message>
    <message>
        <source>the history database {path} was written by a newer version of the game (schema {version}; this version reads up to {supported}); it was left untouched. Update the game, or move the file away to start a new history</source>
        <translation>la base de l’historique {path} a été écrite par une version plus récente du jeu (schéma {version} ; cette version lit jusqu’au {supported}) ; elle n’a pas été modifiée. Mettez le jeu à jour, ou déplacez le fichier pour commencer un nouvel historique</translation>
    </message>
    <message>
        <source>the history database {path} is damaged ({reason}); it was left untouched. Move the file away to start a new history</source>
        <translation>la base de l’historique {path} est endommagée ({reason}) ; elle n’a pas été modifiée. Déplacez le fichier pour commencer un nouvel historique</translation>
    </message>
    <message>
        <source>{path} is a database of something else (tables: {tables}); it was left untouched</source>
        <translation>{path} est une base de données d’autre chose (tables : {tables}) ; elle n’a pas été modifiée</translation>
    </message>
    <message>
        <source>the group round {round_id} in {path} cannot be read: {reason}</source>
        <translation>la manche de groupe {round_id} dans {path} ne peut pas être lue : {reason}</translation>
    </message>
    <message>
        <source>the history database {path} is locked by another program; your round is kept in memory and will be saved when the database is free</source>
        <translation>la base de l’historique {path} est verrouillée par un autre programme ; votre manche est gardée en mémoire et sera enregistrée quand la base sera libre</translation>
    </message>
    <message>
        <source>the history database {path} is read-only; rounds cannot be saved</source>
        <translation>la base de l’historique {path} est en lecture seule ; les manches ne peuvent pas être enregistrées</translation>
    </message>
    <message>
        <source>the history database {path}: {reason}</source>
        <translation>la base de l’historique {path} : {reason}</translation>
    </message>
    <message>
        <source>definitions need the WordNet data: pip install &apos;bogglelab[definitions]&apos;</source>
        <translation>les définitions ont besoin des données WordNet : pip install &apos;bogglelab[definitions]&apos;</translation>
    </message>
    <message>
        <source>cannot read the WordNet data in {folder}: {reason}</source>
        <translation>impossible de lire les données WordNet dans {folder} : {reason}</translation>
    </message>
    <message>
        <source>the WordNet data in {folder} is damaged (no synset {offset})</source>
        <translation>les données WordNet dans {folder} sont endommagées (pas de synset {offset})</translation>
    </message>
    <message>
        <source>the board class</source>
        <translation>la classe de grilles</translation>
    </message>
    <message>
        <source>the partition</source>
        <translation>la partition</translation>
    </message>
    <message>
        <source>the letter set of cell {cell}</source>
        <translation>l’ensemble de lettres de la case {cell}</translation>
    </message>
    <message>
        <source>the partition of the {cell_type} cells</source>
        <translation>la partition des cases {cell_type}</translation>
    </message>
    <message>
        <source>a group of {where}</source>
        <translation>un groupe de {where}</translation>
    </message>
    <message>
        <source>{letters} ({language})</source>
        <translation>{letters} ({language})</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only</source>
        <translation>{what} « {text} » contient le caractère « {character} », une face à deux lettres ou vide ; les classes de grilles et le cassage ne prennent que des lettres seules {letters}</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only (q is the Qu face)</source>
        <translation>{what} « {text} » contient le caractère « {character} », une face à deux lettres ou vide ; les classes de grilles et le cassage ne prennent que des lettres seules {letters} (q est la face Qu)</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”: only the letters {letters} are allowed</source>
        <translation>{what} « {text} » contient le caractère « {character} » : seules les lettres {letters} sont permises</translation>
    </message>
    <message>
        <source>{what} “{text}” has {count} letters; a cell holds at most {limit}</source>
        <translation>{what} « {text} » a {count} lettres ; une case en contient au plus {limit}</translation>
    </message>
    <message>
        <source>the letter “{letter}” appears twice in {what} “{text}”</source>
        <translation>la lettre « {letter} » apparaît deux fois dans {what} « {text} »</translation>
    </message>
    <message>
        <source>{what} has {character}; use the letters a-z only</source>
        <translation>{what} contient {character} ; n’utilisez que les lettres a-z</translation>
    </message>
    <message>
        <source>{what} has {character}; use only the letters {letters} ({language})</source>
        <translation>{what} contient {character} ; n’utilisez que les lettres {letters} ({language})</translation>
    </message>
    <message>
        <source>the board class is empty: give one set of letters per cell, separated by spaces</source>
        <translation>la classe de grilles est vide : donnez un ensemble de lettres par case, séparés par des espaces</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets, but a {size} board has {cells} cells</source>
        <translation>la classe de grilles a {sets} ensembles de lettres, mais une grille {size} a {cells} cases</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets; a board has 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) or 36 (6x6)</source>
        <translation>la classe de grilles a {sets} ensembles de lettres ; une grille a 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) ou 36 (6x6) cases</translation>
    </message>
    <message>
        <source>{where} gives no letter groups</source>
        <translation>{where} ne donne aucun groupe de lettres</translation>
    </message>
    <message>
        <source>{where}: “.” is a group of no letters; give groups of letters</source>
        <translation>{where} : « . » est un groupe sans lettres ; donnez des groupes de lettres</translation>
    </message>
    <message>
        <source>{where}: the letter “{letter}” is in two groups (“{first}” and “{second}”)</source>
        <translation>{where} : la lettre « {letter} » est dans deux groupes (« {first} » et « {second} »)</translation>
    </message>
    <message>
        <source>{where}: the groups must cover {letters}; missing: “{missing}”</source>
        <translation>{where} : les groupes doivent couvrir {letters} ; il manque « {missing} »</translation>
    </message>
    <message>
        <source>the partition is empty: give groups of letters separated by spaces, such as “bdfgjqvwxz aeiou lnrsy chkmpt”</source>
        <translation>la partition est vide : donnez des groupes de lettres séparés par des espaces, comme « bdfgjqvwxz aeiou lnrsy chkmpt »</translation>
    </message>
    <message>
        <source>the partition “{text}” has an empty clause</source>
        <translation>la partition « {text} » a une clause vide</translation>
    </message>
    <message>
        <source>the partition names the cell type “{name}”: use corner, edge or center</source>
        <translation>la partition nomme le type de case « {name} » : utilisez corner, edge ou center</translation>
    </message>
    <message>
        <source>the partition gives the cell type “{cell_type}” twice</source>
        <translation>la partition donne deux fois le type de case « {cell_type} »</translation>
    </message>
    <message>
        <source>the partition has two clauses without a cell type; start them with corner:, edge: or center:</source>
        <translation>la partition a deux clauses sans type de case ; commencez-les par corner:, edge: ou center:</translation>
    </message>
    <message>
        <source>the partition gives no groups for the {cell_type} cells of a {size} board</source>
        <translation>la partition ne donne aucun groupe pour les cases {cell_type} d’une grille {size}</translation>
    </message>
    <message>
        <source>the partition has only {available} canonical classes, not {count}</source>
        <translation>la partition n’a que {available} classes canoniques, pas {count}</translation>
    </message>
    <message>
        <source>bad class “{text}”: {reason}</source>
        <translation>classe « {text} » incorrecte : {reason}</translation>
    </message>
    <message>
        <source>bad partition “{text}”: {reason}</source>
        <translation>partition « {text} » incorrecte : {reason}</translation>
    </message>
    <message>
        <source>{limit} classes are too many: a run holds at most {most}</source>
        <translation>{limit} classes, c’est trop : un calcul en contient au plus {most}</translation>
    </message>
    <message>
        <source>the partition “{partition}” has {count} classes on a {size} board (one per symmetry orbit), more than a run can list ({most}); set Classes to break a random sample, or use fewer letter groups</source>
        <translation>la partition « {partition} » a {count} classes sur une grille {size} (une par orbite de symétrie), plus qu’un calcul ne peut en lister ({most}) ; réglez Classes pour casser un échantillon aléatoire, ou utilisez moins de groupes de lettres</translation>
    </message>
    <message>
        <source>the threshold must be a whole number of at least 1, not {threshold}</source>
        <translation>le seuil doit être un nombre entier d’au moins 1, pas {threshold}</translation>
    </message>
    <message>
        <source>the threshold must be at most {most}, not {threshold}</source>
        <translation>le seuil doit valoir au plus {most}, pas {threshold}</translation>
    </message>
    <message>
        <source>a run needs at least 1 worker, not {workers}</source>
        <translation>un calcul a besoin d’au moins 1 processus, pas {workers}</translation>
    </message>
    <message>
        <source>the memory budget must be at least {least_mib} MiB, not {memory} bytes</source>
        <translation>le budget de mémoire doit être d’au moins {least_mib} Mio, pas {memory} octets</translation>
    </message>
    <message>
        <source>a memory budget of {memory} bytes is more than this machine&apos;s memory ({machine} bytes)</source>
        <translation>un budget de mémoire de {memory} octets dépasse la mémoire de cette machine ({machine} octets)</translation>
    </message>
    <message>
        <source>the results file {path}</source>
        <translation>le fichier de résultats {path}</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is longer than {limit_mib} MiB, longer than any result record</source>
        <translation>la ligne {line} du fichier de résultats {path} dépasse {limit_mib} Mio, plus que tout enregistrement de résultat</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: its first line is not JSON</source>
        <translation>{path} n’est pas un fichier de résultats d’un cassage : sa première ligne n’est pas du JSON</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it is empty</source>
        <translation>{path} n’est pas un fichier de résultats d’un cassage : il est vide</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it has no complete line</source>
        <translation>{path} n’est pas un fichier de résultats d’un cassage : il n’a aucune ligne complète</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it holds only blank lines</source>
        <translation>{path} n’est pas un fichier de résultats d’un cassage : il ne contient que des lignes vides</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not JSON); fix or move the file</source>
        <translation>la ligne {line} du fichier de résultats {path} n’est pas un enregistrement de résultat valide (pas du JSON) ; corrigez ou déplacez le fichier</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is a second run header (two files joined?); fix or move the file</source>
        <translation>la ligne {line} du fichier de résultats {path} est un second en-tête de calcul (deux fichiers réunis ?) ; corrigez ou déplacez le fichier</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not a class record); fix or move the file</source>
        <translation>la ligne {line} du fichier de résultats {path} n’est pas un enregistrement de résultat valide (pas un enregistrement de classe) ; corrigez ou déplacez le fichier</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record ({reason}); fix or move the file</source>
        <translation>la ligne {line} du fichier de résultats {path} n’est pas un enregistrement de résultat valide ({reason}) ; corrigez ou déplacez le fichier</translation>
    </message>
    <message>
        <source>the results file {path} has no run header on its first line, so nothing says which run its lines belong to; move it away</source>
        <translation>le fichier de résultats {path} n’a pas d’en-tête de calcul sur sa première ligne, donc rien ne dit à quel calcul appartiennent ses lignes ; déplacez-le</translation>
    </message>
    <message>
        <source>the results file {path} has a bad run header ({reason}); move it away</source>
        <translation>le fichier de résultats {path} a un en-tête de calcul incorrect ({reason}) ; déplacez-le</translation>
    </message>
    <message>
        <source>the results file {path} was written by a newer version of Boggle (results format {version}; this one reads up to {supported}); it is left untouched</source>
        <translation>le fichier de résultats {path} a été écrit par une version plus récente de Boggle (format de résultats {version} ; celle-ci lit jusqu’au {supported}) ; il n’est pas modifié</translation>
    </message>
    <message>
        <source>cannot open the results file {path}: {reason}</source>
        <translation>impossible d’ouvrir le fichier de résultats {path} : {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is a folder; give a file name</source>
        <translation>le fichier de résultats {path} est un dossier ; indiquez un nom de fichier</translation>
    </message>
    <message>
        <source>the results file {path} is not a regular file; give a file on disk</source>
        <translation>le fichier de résultats {path} n’est pas un fichier ordinaire ; indiquez un fichier sur le disque</translation>
    </message>
    <message>
        <source>the results file {path} is larger than any results file ({size} bytes); choose another file</source>
        <translation>le fichier de résultats {path} est plus gros que tout fichier de résultats ({size} octets) ; choisissez un autre fichier</translation>
    </message>
    <message>
        <source>the results file {path} already exists: resume the run, or choose another file</source>
        <translation>le fichier de résultats {path} existe déjà : reprenez le calcul, ou choisissez un autre fichier</translation>
    </message>
    <message>
        <source>the results file {path} is in use by another run; wait for that run to end, or choose another file</source>
        <translation>le fichier de résultats {path} est utilisé par un autre calcul ; attendez la fin de ce calcul, ou choisissez un autre fichier</translation>
    </message>
    <message>
        <source>cannot lock the results file {path}: {reason}</source>
        <translation>impossible de verrouiller le fichier de résultats {path} : {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is from another run ({key} {theirs}, this run {ours})</source>
        <translation>le fichier de résultats {path} vient d’un autre calcul ({key} {theirs}, ce calcul {ours})</translation>
    </message>
    <message>
        <source>the results file {path} holds no results of a break run; it was left untouched: move it away or choose another file</source>
        <translation>le fichier de résultats {path} ne contient aucun résultat de cassage ; il n’a pas été modifié : déplacez-le ou choisissez un autre fichier</translation>
    </message>
    <message>
        <source>cannot write the results file {path}: {reason}</source>
        <translation>impossible d’écrire le fichier de résultats {path} : {reason}</translation>
    </message>
    <message>
        <source>{reason}; no class has run</source>
        <translation>{reason} ; aucune classe n’a tourné</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished and are saved in {path}</source>
        <translation>{reason} ; {done} classes sur {total} sont terminées et enregistrées dans {path}</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished (not saved: the run has no results file)</source>
        <translation>{reason} ; {done} classes sur {total} sont terminées (non enregistrées : le calcul n’a pas de fichier de résultats)</translation>
    </message>
    <message>
        <source>a memory budget of {budget_mib} MiB is too small: a breaking process already uses {used_mib} MiB before any tree</source>
        <translation>un budget de mémoire de {budget_mib} Mio est trop petit : un processus de cassage utilise déjà {used_mib} Mio avant tout arbre</translation>
    </message>
    <message>
        <source>a worker process died {times} times while breaking {what} (killed, or out of memory?)</source>
        <translation>un processus de calcul est mort {times} fois en cassant {what} (tué, ou à court de mémoire ?)</translation>
    </message>
    <message>
        <source>the class “{text}”</source>
        <translation>la classe « {text} »</translation>
    </message>
    <message>
        <source>the union “{union}” of {count} classes</source>
        <translation>l’union « {union} » de {count} classes</translation>
    </message>
    <message>
        <source>T₀ must be a finite number of at least 0, not {t0}</source>
        <translation>T₀ doit être un nombre fini d’au moins 0, pas {t0}</translation>
    </message>
    <message>
        <source>exponential cooling needs a decay above 0, not {decay}</source>
        <translation>le refroidissement exponentiel demande une décroissance supérieure à 0, pas {decay}</translation>
    </message>
    <message>
        <source>linear cooling needs a ramp of at least 1 iteration, not {length}</source>
        <translation>le refroidissement linéaire demande une rampe d’au moins 1 itération, pas {length}</translation>
    </message>
    <message>
        <source>the max stall must be at least 1, not {max_stall}</source>
        <translation>la stagnation maximale doit valoir au moins 1, pas {max_stall}</translation>
    </message>
    <message>
        <source>the letter set is empty</source>
        <translation>l’ensemble de lettres est vide</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters}</source>
        <translation>l’ensemble de lettres « {text} » contient {characters} : utilisez les lettres {letters}</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters} ({language})</source>
        <translation>l’ensemble de lettres « {text} » contient {characters} : utilisez les lettres {letters} ({language})</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <source>%n more error(s) since: see the log file.</source>
        <translation>
            <numerusform>%n autre erreur depuis : voir le journal.</numerusform>
            <numerusform>%n autres erreurs depuis : voir le journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are in the log file:&lt;br&gt;{log_file}&lt;br&gt;Please send it with a report of what you were doing.</source>
        <translation>Les détails sont dans le journal :&lt;br&gt;{log_file}&lt;br&gt;Envoyez-le avec un récit de ce que vous faisiez.</translation>
    </message>
    <message>
        <source>No log file could be written ({problem}): the details are below.</source>
        <translation>Aucun journal n’a pu être écrit ({problem}) : les détails sont ci-dessous.</translation>
    </message>
    <message>
        <source>batch mode</source>
        <translation>mode sans fenêtre</translation>
    </message>
    <message>
        <source>&lt;p&gt;Boggle hit an unexpected error: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Boggle a rencontré une erreur inattendue : &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game goes on; your rounds are saved as you play them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le jeu continue ; vos manches sont enregistrées au fil du jeu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>Friends who enter this code in New game (Ctrl+G) play the same board</source>
        <translation>Les amis qui saisissent ce code dans Nouvelle partie (Ctrl+G) jouent la même grille</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <source>No game code</source>
        <translation>Pas de code de partie</translation>
    </message>
    <message>
        <source>This board has no game code: %1</source>
        <translation>Cette grille n’a pas de code de partie : %1</translation>
    </message>
    <message>
        <source>Game code &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Code de partie &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Friends who enter this code with Game &gt; Play a game code (Ctrl+G) play the same board</source>
        <translation>Les amis qui saisissent ce code avec Partie &gt; Jouer un code de partie (Ctrl+G) jouent la même grille</translation>
    </message>
    <message>
        <source>History is off: {problem}</source>
        <translation>L’historique est désactivé : {problem}</translation>
    </message>
    <message>
        <source>History database</source>
        <translation>Base de l’historique</translation>
    </message>
    <message>
        <source>History saved again.</source>
        <translation>Historique de nouveau enregistré.</translation>
    </message>
</context>
<context>
    <name>GroupHistory</name>
    <message>
        <source>classic</source>
        <translation>classique</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>amicale</translation>
    </message>
    <message>
        <source>Table game, {date}</source>
        <translation>Partie à table, {date}</translation>
    </message>
    <message>
        <source>Network round hosted by {host}, {date}</source>
        <translation>Manche en réseau animée par {host}, {date}</translation>
    </message>
    <message>
        <source>Network round, {date}</source>
        <translation>Manche en réseau, {date}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Group rounds</source>
        <translation>Manches de groupe</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Résultats de la manche</translation>
    </message>
    <message>
        <source>Select a round to see every player&apos;s words and scores.</source>
        <translation>Choisissez une manche pour voir les mots et scores de chaque joueur.</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>Afficher &amp;tous les mots</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copier en texte</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Ouvrir dans Ré&amp;soudre une grille</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jouer cette grille</translation>
    </message>
    <message>
        <source>The history is not available, so no group rounds can be shown.</source>
        <translation>L&apos;historique n&apos;est pas disponible : aucune manche de groupe ne peut être affichée.</translation>
    </message>
    <message>
        <source>Cannot read the group rounds: {problem}</source>
        <translation>Impossible de lire les manches de groupe : {problem}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>network ({host})</source>
        <translation>réseau ({host})</translation>
    </message>
    <message>
        <source>No group rounds yet: score a table game (Tools &gt; Score a table game) and save it, or play a round together.</source>
        <translation>Pas encore de manche de groupe : comptez une partie à table (Outils &gt; Compter une partie à table) et enregistrez-la, ou jouez une manche ensemble.</translation>
    </message>
    <message>
        <source>Cannot show this round: {problem}</source>
        <translation>Impossible d’afficher cette manche : {problem}</translation>
    </message>
</context>
<context>
    <name>GroupHistoryDialog</name>
    <message>
        <source>Group rounds</source>
        <translation>Manches de groupe</translation>
    </message>
</context>
<context>
    <name>GroupResults</name>
    <message>
        <source>{title}: classic rule</source>
        <translation>{title} : règle classique</translation>
    </message>
    <message>
        <source>Classic rule: a word found by two or more players scores for no one.</source>
        <translation>Règle classique : un mot trouvé par deux joueurs ou plus ne compte pour personne.</translation>
    </message>
    <message>
        <source>{title}: friendly rule</source>
        <translation>{title} : règle amicale</translation>
    </message>
    <message>
        <source>Friendly rule: everyone keeps the points of every valid word.</source>
        <translation>Règle amicale : chacun garde les points de chaque mot valable.</translation>
    </message>
    <message>
        <source>Table game</source>
        <translation>Partie à table</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{unique} unique, {shared} shared</source>
        <translation>{unique} uniques, {shared} partagés</translation>
    </message>
    <message>
        <source>The board holds &lt;b&gt;{words}&lt;/b&gt; words worth &lt;b&gt;{points}&lt;/b&gt; points; the players found {found} of them.</source>
        <translation>La grille contient &lt;b&gt;{words}&lt;/b&gt; mots valant &lt;b&gt;{points}&lt;/b&gt; points ; les joueurs en ont trouvé {found}.</translation>
    </message>
    <message>
        <source>Every word (found ones in bold)</source>
        <translation>Tous les mots (trouvés en gras)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>move the tile cursor on the board</source>
        <translation>déplacer le curseur sur la grille</translation>
    </message>
    <message>
        <source>add the tile under the cursor (select a tile after the round)</source>
        <translation>ajouter la case sous le curseur (choisir une case après la manche)</translation>
    </message>
    <message>
        <source>step back one tile</source>
        <translation>revenir d’une case</translation>
    </message>
    <message>
        <source>clear the path / show all words</source>
        <translation>effacer le chemin / montrer tous les mots</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rules}&lt;/b&gt; (this game)</source>
        <translation>&lt;b&gt;{rules}&lt;/b&gt; (cette partie)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Letters count as they are spelled: the Qu tile is two letters. A dash: too short to score.</source>
        <translation>Les lettres comptent comme elles s’écrivent : la case Qu vaut deux lettres. Un tiret : trop court pour marquer.</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Jeu de dés</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Mot le plus court</translation>
    </message>
    <message>
        <source>This game: &lt;b&gt;{rules}&lt;/b&gt;, words of at least &lt;b&gt;{min_length}&lt;/b&gt; letters.</source>
        <translation>Cette partie : &lt;b&gt;{rules}&lt;/b&gt;, mots d’au moins &lt;b&gt;{min_length}&lt;/b&gt; lettres.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Find as many words as you can before the clock runs out. A word is spelled by a path of touching tiles: left, right, up, down or diagonal, each tile at most once per word. Type it and press Enter, or trace it on the board with the mouse or the keyboard. The word must be in the game&apos;s word list (no names, no abbreviations) and long enough for the dice set; each word counts once, however many paths spell it.</source>
        <translation>Trouvez autant de mots que possible avant la fin du temps. Un mot s’écrit par un chemin de cases voisines : à gauche, à droite, en haut, en bas ou en diagonale, chaque case au plus une fois par mot. Tapez-le puis Entrée, ou tracez-le sur la grille avec la souris ou le clavier. Le mot doit être dans la liste de mots de la partie (ni noms propres ni abréviations) et assez long pour le jeu de dés ; chaque mot compte une fois, quel que soit le nombre de chemins qui l’écrivent.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qu&lt;/b&gt; is one tile and two letters: QUIT is three tiles and four letters. Type it as &lt;i&gt;qu&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Qu&lt;/b&gt; est une case et deux lettres : QUAI fait trois cases et quatre lettres. Tapez-la &lt;i&gt;qu&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>When the round ends, every word on the board is listed. Select or point at a word to see its path and its meaning; &lt;i&gt;Look it up online&lt;/i&gt; opens its Wiktionary page.</source>
        <translation>À la fin de la manche, tous les mots de la grille sont listés. Sélectionnez ou survolez un mot pour voir son chemin et son sens ; &lt;i&gt;Chercher en ligne&lt;/i&gt; ouvre sa page Wiktionary.</translation>
    </message>
    <message>
        <source>Shortest word per dice set</source>
        <translation>Mot le plus court par jeu de dés</translation>
    </message>
    <message>
        <source>New game (Ctrl+N) can ask for longer words.</source>
        <translation>Nouvelle partie (Ctrl+N) peut exiger des mots plus longs.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>After the round and in Solve a board, &lt;b&gt;Alt+U&lt;/b&gt; looks the selected word up online.</source>
        <translation>Après la manche et dans Résoudre une grille, &lt;b&gt;Alt+L&lt;/b&gt; cherche en ligne le mot sélectionné.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Boggle help</source>
        <translation>Aide de Boggle</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>{dice}, {timer}</source>
        <translation>{dice}, {timer}</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist}, {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist}, {min_length} lettres et plus</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist} (list version not recorded), {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist} (version de la liste non enregistrée), {min_length} lettres et plus</translation>
    </message>
    <message>
        <source>This round is still in play: its words are shown in Solve a board once it is over (resume it, or end it, first).</source>
        <translation>Cette manche est encore en cours : ses mots s’affichent dans Résoudre une grille une fois qu’elle est finie (reprenez-la ou terminez-la d’abord).</translation>
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
        <translation>{list} (version non enregistrée)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {problem}</source>
        <translation>Impossible d’écrire {path} : {problem}</translation>
    </message>
    <message>
        <source>History and high scores</source>
        <translation>Historique et meilleurs scores</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Of max</source>
        <translation>Du max.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>&amp;High scores</source>
        <translation>&amp;Meilleurs scores</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>&amp;Recent rounds</source>
        <translation>Manches &amp;récentes</translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation>Re&amp;voir la manche</translation>
    </message>
    <message>
        <source>Your words, when you found them, your rejected guesses and every word of the board (double-click a round)</source>
        <translation>Vos mots, quand vous les avez trouvés, vos essais refusés et tous les mots de la grille (double-cliquez sur une manche)</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Ouvrir dans Ré&amp;soudre une grille</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>&amp;Copier les mots</translation>
    </message>
    <message>
        <source>The selected round&apos;s words and rejected guesses, tab-separated</source>
        <translation>Les mots et essais refusés de la manche choisie, séparés par des tabulations</translation>
    </message>
    <message>
        <source>Export &amp;words…</source>
        <translation>Exporter les &amp;mots…</translation>
    </message>
    <message>
        <source>E&amp;xport rounds…</source>
        <translation>E&amp;xporter les manches…</translation>
    </message>
    <message>
        <source>Every round of the history as CSV: date, board, dice, word list, timer, score, words…</source>
        <translation>Toutes les manches de l&apos;historique en CSV : date, grille, dés, liste de mots, minuteur, score, mots…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jouer cette grille</translation>
    </message>
    <message>
        <source>A new round on the selected round&apos;s board, with its word list and rules</source>
        <translation>Une nouvelle manche sur la grille de la manche choisie, avec sa liste de mots et ses règles</translation>
    </message>
    <message>
        <source>Gro&amp;up rounds…</source>
        <translation>Manches de gro&amp;upe…</translation>
    </message>
    <message>
        <source>Network rounds and scored table games: every player&apos;s words and scores</source>
        <translation>Manches en réseau et parties à table comptées : les mots et scores de chaque joueur</translation>
    </message>
    <message>
        <source>Select a round first.</source>
        <translation>Choisissez d&apos;abord une manche.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>Impossible d&apos;ouvrir cette manche : {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>Impossible de jouer la grille de cette manche : {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses of the round of {date} to the clipboard.</source>
        <translation>
            <numerusform>%n mot et {guesses} essais refusés de la manche du {date} copiés dans le presse-papiers.</numerusform>
            <numerusform>%n mots et {guesses} essais refusés de la manche du {date} copiés dans le presse-papiers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>Exporter les mots de la manche</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the words of the round of {date} to {path}.</source>
        <translation>Mots de la manche du {date} enregistrés dans {path}.</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>Exporter les manches</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) to {path}.</source>
        <translation>
            <numerusform>%n manche enregistrée dans {path}.</numerusform>
            <numerusform>%n manches enregistrées dans {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a round</source>
        <translation>Animer une manche</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Votre nom, tel que les autres le verront</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>Lan&amp;gue :</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Liste de &amp;mots :</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés :</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Décompte :</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Round length:</source>
        <translation>Durée de la &amp;manche :</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>tout port libre</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>Everyone on the &amp;local network (the round is advertised)</source>
        <translation>Tout le monde sur le réseau &amp;local (la manche est annoncée)</translation>
    </message>
    <message>
        <source>This &amp;machine only (other windows of this computer)</source>
        <translation>Cette &amp;machine seulement (autres fenêtres de cet ordinateur)</translation>
    </message>
    <message>
        <source>Who can join:</source>
        <translation>Qui peut rejoindre :</translation>
    </message>
    <message>
        <source>none: anyone who finds the round can join</source>
        <translation>aucun : quiconque trouve la partie peut la rejoindre</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Mot de &amp;passe de la salle :</translation>
    </message>
    <message>
        <source>no spectators</source>
        <translation>aucun spectateur</translation>
    </message>
    <message>
        <source>People who watch the clock and the players without playing</source>
        <translation>Des personnes qui suivent l&apos;horloge et les joueurs sans jouer</translation>
    </message>
    <message>
        <source>S&amp;pectators at most:</source>
        <translation>&amp;Spectateurs au plus :</translation>
    </message>
    <message>
        <source>Start each round when every player is &amp;ready</source>
        <translation>Lancer chaque manche quand tous les joueurs sont &amp;prêts</translation>
    </message>
    <message>
        <source>none: rounds start at once</source>
        <translation>aucun : les manches commencent aussitôt</translation>
    </message>
    <message>
        <source>&amp;Countdown before a round:</source>
        <translation>&amp;Compte à rebours avant une manche :</translation>
    </message>
    <message>
        <source>optional: the rounds play this code&apos;s boards, one after another</source>
        <translation>facultatif : les manches jouent les grilles de ce code, l&apos;une après l&apos;autre</translation>
    </message>
    <message>
        <source>Game &amp;code:</source>
        <translation>&amp;Code de partie :</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Animer</translation>
    </message>
</context>
<context>
    <name>InterfaceLanguage</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>Lang&amp;ue de l’interface</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Langue du système ({language})</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Langue de l’interface</translation>
    </message>
    <message>
        <source>The interface will speak {language} from the next start of Boggle.</source>
        <translation>L’interface sera en {language} au prochain démarrage de Boggle.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a round</source>
        <translation>Rejoindre une manche</translation>
    </message>
    <message>
        <source>ROUNDS ON THE LOCAL NETWORK</source>
        <translation>MANCHES SUR LE RÉSEAU LOCAL</translation>
    </message>
    <message>
        <source>Rounds found</source>
        <translation>Manches trouvées</translation>
    </message>
    <message>
        <source>or type the host&apos;s address, e.g. 192.168.1.5:{port}</source>
        <translation>ou tapez l&apos;adresse de l&apos;hôte, p. ex. 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Votre nom, tel que les autres le verront</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>Your list checks words as you type; the host&apos;s list decides</source>
        <translation>Votre liste vérifie les mots pendant la frappe ; la liste de l&apos;hôte décide</translation>
    </message>
    <message>
        <source>Your &amp;word list:</source>
        <translation>Votre liste de &amp;mots :</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Mot de &amp;passe de la salle :</translation>
    </message>
    <message>
        <source>Join as a &amp;spectator (watch the round without playing)</source>
        <translation>Rejoindre en &amp;spectateur (suivre la manche sans jouer)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Looking for rounds…</source>
        <translation>Recherche de manches…</translation>
    </message>
    <message>
        <source>Looking for rounds on the network is off; type the host&apos;s address.</source>
        <translation>La recherche de manches sur le réseau est désactivée ; tapez l&apos;adresse de l&apos;hôte.</translation>
    </message>
    <message>
        <source>{round} (another version of the app)</source>
        <translation>{round} (une autre version de l&apos;application)</translation>
    </message>
    <message>
        <source>This round speaks protocol version {theirs}; this app speaks version {ours}. Use the same version of the app to join.</source>
        <translation>Cette manche parle la version {theirs} du protocole ; cette application parle la version {ours}. Utilisez la même version de l&apos;application pour la rejoindre.</translation>
    </message>
    <message>
        <source>{round} (password)</source>
        <translation>{round} (mot de passe)</translation>
    </message>
    <message>
        <source>No rounds found yet; still looking… (or type the host&apos;s address)</source>
        <translation>Aucune manche trouvée pour l&apos;instant ; recherche en cours… (ou tapez l&apos;adresse de l&apos;hôte)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) found; still looking…</source>
        <translation>
            <numerusform>%n manche trouvée ; recherche en cours…</numerusform>
            <numerusform>%n manches trouvées ; recherche en cours…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot look for rounds on the network ({problem}); type the host&apos;s address.</source>
        <translation>Impossible de chercher des manches sur le réseau ({problem}) ; tapez l&apos;adresse de l&apos;hôte.</translation>
    </message>
    <message>
        <source>this round has a password</source>
        <translation>cette partie a un mot de passe</translation>
    </message>
    <message>
        <source>only if the round has one</source>
        <translation>seulement si la partie en a un</translation>
    </message>
    <message>
        <source>Address: {problem}</source>
        <translation>Adresse : {problem}</translation>
    </message>
    <message>
        <source>This round has a password: type it to join.</source>
        <translation>Cette partie a un mot de passe : tapez-le pour la rejoindre.</translation>
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
        <translation>Lettres {letters}, q vaut Qu.</translation>
    </message>
    <message>
        <source>Letters {letters}.</source>
        <translation>Lettres {letters}.</translation>
    </message>
    <message>
        <source>Letters {letters}, q is Qu; {accented} counts as {plain}: type accents or not.</source>
        <translation>Lettres {letters}, q vaut Qu ; {accented} compte comme {plain} : tapez les accents ou non.</translation>
    </message>
    <message>
        <source>Letters {letters}; {accented} counts as {plain}: type accents or not.</source>
        <translation>Lettres {letters} ; {accented} compte comme {plain} : tapez les accents ou non.</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face)</source>
        <translation>Lettres ligne par ligne, p. ex. {example} (Q ou QU pour la face Qu)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell)</source>
        <translation>Lettres ligne par ligne, p. ex. {example} (une lettre par case)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face; letters {letters})</source>
        <translation>Lettres ligne par ligne, p. ex. {example} (Q ou QU pour la face Qu ; lettres {letters})</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell; letters {letters})</source>
        <translation>Lettres ligne par ligne, p. ex. {example} (une lettre par case ; lettres {letters})</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The board&apos;s letters, the dice and the word lists of a language</source>
        <translation>Les lettres de la grille, les dés et les listes de mots d’une langue</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Néerlandais</translation>
    </message>
</context>
<context>
    <name>LengthTable</name>
    <message>
        <source>LETTERS</source>
        <translation>LETTRES</translation>
    </message>
    <message>
        <source>FOUND</source>
        <translation>TROUVÉS</translation>
    </message>
    <message>
        <source>OF</source>
        <translation>SUR</translation>
    </message>
    <message numerus="yes">
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n lettre</numerusform>
            <numerusform>%n lettres</numerusform>
        </translation>
    </message>
    <message>
        <source>{length} letters</source>
        <translation>{length} lettres</translation>
    </message>
    <message>
        <source>{letters}: {found} found</source>
        <translation>{letters} : {found} trouvés</translation>
    </message>
    <message>
        <source>{letters}: {found} found of {total}</source>
        <translation>{letters} : {found} trouvés sur {total}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Resume</source>
        <translation>Repren&amp;dre</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>A round is in progress. End it and start a new one?</source>
        <translation>Une manche est en cours. La terminer et en commencer une nouvelle ?</translation>
    </message>
    <message>
        <source>Round in progress</source>
        <translation>Manche en cours</translation>
    </message>
    <message>
        <source>Bad board</source>
        <translation>Grille incorrecte</translation>
    </message>
    <message>
        <source>No game code to copy: start a round first.</source>
        <translation>Pas de code de partie à copier : commencez d’abord une manche.</translation>
    </message>
    <message>
        <source>Copied the game code %1: friends play it with Ctrl+G.</source>
        <translation>Code de partie %1 copié : vos amis le jouent avec Ctrl+G.</translation>
    </message>
    <message>
        <source>Play a game code</source>
        <translation>Jouer un code de partie</translation>
    </message>
    <message>
        <source>Game code (from Game &gt; Copy game code):</source>
        <translation>Code de partie (de Partie &gt; Copier le code de partie) :</translation>
    </message>
    <message>
        <source>Another version of the word list</source>
        <translation>Une autre version de la liste de mots</translation>
    </message>
    <message>
        <source>Your word list %1 is not the file this code was made with (another version?): words and scores may differ from your friend&apos;s. Play anyway?</source>
        <translation>Votre liste de mots %1 n’est pas le fichier avec lequel ce code a été créé (une autre version ?) : mots et points peuvent différer de ceux de votre ami. Jouer quand même ?</translation>
    </message>
    <message>
        <source>{game} · {word_list} · {min_length}+ LETTERS · {timer}</source>
        <translation>{game} · {word_list} · {min_length}+ LETTRES · {timer}</translation>
    </message>
    <message>
        <source>Solver failed: %1</source>
        <translation>Échec du solveur : %1</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>Temps écoulé !</translation>
    </message>
    <message>
        <source>Paused
Ctrl+P or a click to resume</source>
        <translation>En pause
Ctrl+P ou un clic pour reprendre</translation>
    </message>
    <message>
        <source>Paused: the clock is stopped.</source>
        <translation>En pause : le chrono est arrêté.</translation>
    </message>
    <message>
        <source>Paused while you were away
Ctrl+P or a click to resume</source>
        <translation>En pause pendant votre absence
Ctrl+P ou un clic pour reprendre</translation>
    </message>
    <message>
        <source>Paused by itself while the game was in the background: the clock is stopped.</source>
        <translation>Mis en pause tout seul pendant que le jeu était en arrière-plan : le chrono est arrêté.</translation>
    </message>
    <message>
        <source>Paused while another window is open
Close it to play on</source>
        <translation>En pause pendant qu&apos;une autre fenêtre est ouverte
Fermez-la pour continuer</translation>
    </message>
    <message>
        <source>Paused while another of the game&apos;s windows is open: the clock is stopped.</source>
        <translation>En pause pendant qu&apos;une autre fenêtre du jeu est ouverte : l&apos;horloge est arrêtée.</translation>
    </message>
    <message>
        <source>★ New high score for %1, %2!</source>
        <translation>★ Nouveau record pour %1, %2 !</translation>
    </message>
    <message>
        <source>Resume round?</source>
        <translation>Reprendre la manche ?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points. Resume it?</source>
        <translation>Une manche a été interrompue avec {words} mots et {score} points. La reprendre ?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points and {time} left. Resume it?</source>
        <translation>Une manche a été interrompue avec {words} mots et {score} points, et {time} restantes. La reprendre ?</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Impossible de reprendre</translation>
    </message>
    <message>
        <source>Round in play</source>
        <translation>Manche en cours</translation>
    </message>
    <message>
        <source>This board is being played: its words are shown when the round is over.</source>
        <translation>Cette grille est en cours de jeu : ses mots seront montrés à la fin de la manche.</translation>
    </message>
    <message>
        <source>Added the %1 word list %2; pick it in New game (Ctrl+N).</source>
        <translation>Liste de mots %1 %2 ajoutée ; choisissez-la dans Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>Tool not available</source>
        <translation>Outil indisponible</translation>
    </message>
    <message>
        <source>%1 is not available in this build (%2: %3).</source>
        <translation>%1 n’est pas disponible dans cette version (%2 : %3).</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Impossible d’ouvrir</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Le fichier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>Quit mid-round?</source>
        <translation>Quitter en pleine manche ?</translation>
    </message>
    <message>
        <source>A round is in progress. Quit now? The round is saved and you can resume it next time.</source>
        <translation>Une manche est en cours. Quitter maintenant ? La manche est enregistrée et vous pourrez la reprendre la prochaine fois.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>Play t&amp;ogether</source>
        <translation>Jouer &amp;ensemble</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Roll again</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>Play a &amp;game code…</source>
        <translation>Jouer un &amp;code de partie…</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Co&amp;pier le code de partie</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>&amp;Terminer la manche</translation>
    </message>
    <message>
        <source>&amp;Solve a board…</source>
        <translation>Ré&amp;soudre une grille…</translation>
    </message>
    <message>
        <source>&amp;History and high scores…</source>
        <translation>&amp;Historique et records…</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>A&amp;jouter une liste de mots…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Dark appearance</source>
        <translation>Apparence &amp;sombre</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <source>&amp;Turn dice faces</source>
        <translation>&amp;Tourner les faces des dés</translation>
    </message>
    <message>
        <source>&amp;Pause when in the background</source>
        <translation>&amp;Pause en arrière-plan</translation>
    </message>
    <message>
        <source>Focus &amp;word entry</source>
        <translation>Aller à la saisie du &amp;mot</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Aller à la &amp;grille</translation>
    </message>
    <message>
        <source>Focus the word &amp;list</source>
        <translation>Aller à la &amp;liste des mots</translation>
    </message>
    <message>
        <source>&amp;Filter words</source>
        <translation>&amp;Filtrer les mots</translation>
    </message>
    <message>
        <source>&amp;Host a round…</source>
        <translation>&amp;Héberger une manche…</translation>
    </message>
    <message>
        <source>&amp;Join a round…</source>
        <translation>&amp;Rejoindre une manche…</translation>
    </message>
    <message>
        <source>&amp;Rules, scoring and shortcuts</source>
        <translation>&amp;Règles, points et raccourcis</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>S&amp;ort revealed words by</source>
        <translation>T&amp;rier les mots révélés par</translation>
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
        <translation>l&apos;hôte parle une autre version du protocole du jeu</translation>
    </message>
    <message>
        <source>the round is full</source>
        <translation>la manche est complète</translation>
    </message>
    <message>
        <source>the host removed you from the room</source>
        <translation>l&apos;hôte vous a retiré de la salle</translation>
    </message>
    <message>
        <source>wrong or missing room password</source>
        <translation>mot de passe de la salle erroné ou manquant</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>la connexion a été fermée</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>la connexion a été perdue</translation>
    </message>
    <message>
        <source>the host stopped answering</source>
        <translation>l&apos;hôte ne répond plus</translation>
    </message>
    <message>
        <source>the connection closed (code {code})</source>
        <translation>la connexion s&apos;est fermée (code {code})</translation>
    </message>
    <message>
        <source>no host answers at that address</source>
        <translation>aucun hôte ne répond à cette adresse</translation>
    </message>
    <message>
        <source>the host did not answer in time</source>
        <translation>l&apos;hôte n&apos;a pas répondu à temps</translation>
    </message>
    <message>
        <source>this is not a host address</source>
        <translation>ce n&apos;est pas une adresse d&apos;hôte</translation>
    </message>
    <message>
        <source>the host refused the connection</source>
        <translation>l&apos;hôte a refusé la connexion</translation>
    </message>
    <message>
        <source>the host has too many connections opening; try again in a moment</source>
        <translation>l&apos;hôte a trop de connexions en cours d&apos;ouverture ; réessayez dans un instant</translation>
    </message>
    <message>
        <source>too many wrong passwords from this computer: the host turns it away for a minute</source>
        <translation>trop de mauvais mots de passe depuis cet ordinateur : l&apos;hôte le refuse pendant une minute</translation>
    </message>
    <message>
        <source>cannot reach the host</source>
        <translation>impossible de joindre l&apos;hôte</translation>
    </message>
    <message>
        <source>{cause}; gave up reconnecting</source>
        <translation>{cause} ; reconnexion abandonnée</translation>
    </message>
    <message>
        <source>the round it was typed in is over</source>
        <translation>la manche de ce mot est terminée</translation>
    </message>
    <message>
        <source>too many words are waiting to be sent</source>
        <translation>trop de mots attendent d&apos;être envoyés</translation>
    </message>
    <message>
        <source>an error in this app ended the connection</source>
        <translation>une erreur de cette application a mis fin à la connexion</translation>
    </message>
    <message>
        <source>you joined again from another window or computer</source>
        <translation>vous avez rejoint à nouveau depuis une autre fenêtre ou un autre ordinateur</translation>
    </message>
    <message>
        <source>this app did not keep up with the host&apos;s messages</source>
        <translation>cette application n&apos;a pas suivi le rythme des messages de l&apos;hôte</translation>
    </message>
    <message>
        <source>this app sent far too many messages</source>
        <translation>cette application a envoyé beaucoup trop de messages</translation>
    </message>
    <message>
        <source>you left the round</source>
        <translation>vous avez quitté la manche</translation>
    </message>
    <message>
        <source>this app did not introduce itself in time</source>
        <translation>cette application ne s&apos;est pas présentée à temps</translation>
    </message>
    <message>
        <source>the host heard nothing from this app for too long</source>
        <translation>l&apos;hôte n&apos;a rien reçu de cette application depuis trop longtemps</translation>
    </message>
    <message>
        <source>this app sent too many messages the host cannot read</source>
        <translation>cette application a envoyé trop de messages que l&apos;hôte ne sait pas lire</translation>
    </message>
    <message>
        <source>the host stopped the round&apos;s server</source>
        <translation>l&apos;hôte a arrêté le serveur de la manche</translation>
    </message>
    <message>
        <source>the host cannot read a message from this app</source>
        <translation>l&apos;hôte ne sait pas lire un message de cette application</translation>
    </message>
    <message>
        <source>a message from this app was too big</source>
        <translation>un message de cette application était trop gros</translation>
    </message>
    <message>
        <source>the host reads text messages only</source>
        <translation>l&apos;hôte ne lit que les messages texte</translation>
    </message>
    <message>
        <source>the host does not take that kind of message</source>
        <translation>l&apos;hôte n&apos;accepte pas ce genre de message</translation>
    </message>
    <message>
        <source>this app has not joined the round yet</source>
        <translation>cette application n&apos;a pas encore rejoint la manche</translation>
    </message>
    <message>
        <source>this connection has joined already</source>
        <translation>cette connexion a déjà rejoint la manche</translation>
    </message>
    <message>
        <source>too many messages at once: some were dropped</source>
        <translation>trop de messages à la fois : certains ont été ignorés</translation>
    </message>
    <message>
        <source>no round is being played</source>
        <translation>aucune manche n&apos;est en cours</translation>
    </message>
    <message>
        <source>you have entered as many words as a round allows</source>
        <translation>vous avez saisi autant de mots qu&apos;une manche le permet</translation>
    </message>
    <message>
        <source>spectators watch: they do not enter words or get ready</source>
        <translation>les spectateurs regardent : ils ne saisissent pas de mots et ne se déclarent pas prêts</translation>
    </message>
    <message>
        <source>the host called the countdown off</source>
        <translation>l&apos;hôte a annulé le compte à rebours</translation>
    </message>
    <message>
        <source>too few players are left</source>
        <translation>il reste trop peu de joueurs</translation>
    </message>
    <message>
        <source>{player} is not ready any more</source>
        <translation>{player} n&apos;est plus prêt</translation>
    </message>
    <message numerus="yes">
        <source>{cause}; gave up after %n reconnection attempt(s)</source>
        <translation>
            <numerusform>{cause} ; reconnexion abandonnée après %n essai</numerusform>
            <numerusform>{cause} ; reconnexion abandonnée après %n essais</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Classic: a word two or more players found scores for no one</source>
        <translation>Classique : un mot trouvé par deux joueurs ou plus ne compte pour personne</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Amicale : chacun garde ses points</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminée</translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s) - {address}</source>
        <translation>
            <numerusform>{who} : {board} - %n joueur - {address}</numerusform>
            <numerusform>{who} : {board} - %n joueurs - {address}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s), {state} - {address}</source>
        <translation>
            <numerusform>{who} : {board} - %n joueur, {state} - {address}</numerusform>
            <numerusform>{who} : {board} - %n joueurs, {state} - {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the host&apos;s address (as shown in the host&apos;s window), or pick a round from the list.</source>
        <translation>Tapez l&apos;adresse de l&apos;hôte (telle qu&apos;affichée dans sa fenêtre), ou choisissez une manche dans la liste.</translation>
    </message>
    <message>
        <source>{text} is not an address: type it as 192.168.1.5:{port}</source>
        <translation>{text} n&apos;est pas une adresse : tapez-la comme 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>Port {port} is not in 1..65535.</source>
        <translation>Le port {port} n&apos;est pas dans 1..65535.</translation>
    </message>
    <message>
        <source>{host} is not a host name or address.</source>
        <translation>{host} n&apos;est ni un nom d&apos;hôte ni une adresse.</translation>
    </message>
    <message>
        <source>Your name: {problem}</source>
        <translation>Votre nom : {problem}</translation>
    </message>
    <message>
        <source>Game code: {problem}</source>
        <translation>Code de partie : {problem}</translation>
    </message>
    <message>
        <source>Game code: this code holds one fixed board, not a series of boards.</source>
        <translation>Code de partie : ce code contient une seule grille fixe, pas une série de grilles.</translation>
    </message>
    <message>
        <source>Game code: it is a game in {theirs}; the round is in {ours}.</source>
        <translation>Code de partie : c&apos;est une partie en {theirs} ; la manche est en {ours}.</translation>
    </message>
</context>
<context>
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation>
            <numerusform>Manche rejointe à nouveau en tant que %1 ; mots à vous que l’hôte a : %n.</numerusform>
            <numerusform>Manche rejointe à nouveau en tant que %1 ; mots à vous que l’hôte a : %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>sent again…</source>
        <translation>renvoyé…</translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation>
            <numerusform>Manche rejointe à nouveau en tant que %1 ; mots à vous que l’hôte a : %2 ; renvoyés, verdicts à suivre : %n.</numerusform>
            <numerusform>Manche rejointe à nouveau en tant que %1 ; mots à vous que l’hôte a : %2 ; renvoyés, verdicts à suivre : %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>not received by the host</source>
        <translation>non reçu par l&apos;hôte</translation>
    </message>
    <message>
        <source>%1: never reached the host (%2)</source>
        <translation>%1 : n&apos;a jamais atteint l&apos;hôte (%2)</translation>
    </message>
    <message>
        <source>The round is over. Choose the next board and press Next round.</source>
        <translation>La manche est terminée. Choisissez la grille suivante et appuyez sur Manche suivante.</translation>
    </message>
    <message>
        <source>The round is over. Press I&apos;m ready for the next round.</source>
        <translation>La manche est terminée. Appuyez sur Je suis prêt pour la manche suivante.</translation>
    </message>
    <message>
        <source>The round was not saved to History: %1</source>
        <translation>La manche n&apos;a pas été enregistrée dans l&apos;historique : %1</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Enregistrer dans l&apos;&amp;historique</translation>
    </message>
    <message>
        <source>Host a round</source>
        <translation>Animer une manche</translation>
    </message>
    <message>
        <source>Join a round</source>
        <translation>Rejoindre une manche</translation>
    </message>
    <message>
        <source>&amp;Start round</source>
        <translation>&amp;Lancer la manche</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>&amp;Terminer la manche</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>Manche &amp;suivante</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>En attente de l&apos;hôte</translation>
    </message>
    <message>
        <source>TIME LEFT (HOST&apos;S CLOCK)</source>
        <translation>TEMPS RESTANT (HORLOGE DE L&apos;HÔTE)</translation>
    </message>
    <message>
        <source>YOUR POINTS SO FAR</source>
        <translation>VOS POINTS JUSQU&apos;ICI</translation>
    </message>
    <message>
        <source>YOUR WORDS</source>
        <translation>VOS MOTS</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Host&apos;s verdict</source>
        <translation>Verdict de l&apos;hôte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Your words</source>
        <translation>Vos mots</translation>
    </message>
    <message>
        <source>Loading word list {wordlist}…</source>
        <translation>Chargement de la liste de mots {wordlist}…</translation>
    </message>
    <message>
        <source>Cannot host: the word list does not load ({problem}).</source>
        <translation>Impossible d’animer : la liste de mots ne se charge pas ({problem}).</translation>
    </message>
    <message>
        <source>Your word list does not load ({problem}); words are checked by the host only.</source>
        <translation>Votre liste de mots ne se charge pas ({problem}) ; les mots sont vérifiés par l&apos;hôte seulement.</translation>
    </message>
    <message>
        <source>Starting the round&apos;s server…</source>
        <translation>Démarrage du serveur de la manche…</translation>
    </message>
    <message>
        <source>port {port} is already in use; host again with another port (or any free port)</source>
        <translation>le port {port} est déjà utilisé ; animez de nouveau avec un autre port (ou tout port libre)</translation>
    </message>
    <message>
        <source>Cannot host the round: {problem}</source>
        <translation>Impossible d’animer la manche : {problem}</translation>
    </message>
    <message>
        <source>Players on the local network join at  {address}</source>
        <translation>Les joueurs du réseau local rejoignent à  {address}</translation>
    </message>
    <message>
        <source>Players on this machine join at  {address}</source>
        <translation>Les joueurs de cette machine rejoignent à  {address}</translation>
    </message>
    <message>
        <source>YOU HOST THIS ROUND</source>
        <translation>VOUS ANIMEZ CETTE MANCHE</translation>
    </message>
    <message>
        <source>{seconds} S</source>
        <translation>{seconds} S</translation>
    </message>
    <message>
        <source>The round&apos;s server has stopped; close this window and host again.</source>
        <translation>Le serveur de la manche s’est arrêté ; fermez cette fenêtre et animez de nouveau.</translation>
    </message>
    <message>
        <source>The round is not advertised on the network ({problem}); players can still join at {address}.</source>
        <translation>La manche n&apos;est pas annoncée sur le réseau ({problem}) ; les joueurs peuvent quand même rejoindre à {address}.</translation>
    </message>
    <message>
        <source>JOINING {address} AS {name}</source>
        <translation>CONNEXION À {address} EN TANT QUE {name}</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connexion à {address}…</translation>
    </message>
    <message>
        <source>Cannot play in this round: {problem}</source>
        <translation>Impossible de jouer dans cette manche : {problem}</translation>
    </message>
    <message>
        <source>You are no longer connected to the round.</source>
        <translation>Vous n&apos;êtes plus connecté à la manche.</translation>
    </message>
    <message>
        <source>The host sent a setup this app cannot read ({problem}).</source>
        <translation>L&apos;hôte a envoyé une configuration que cette application ne sait pas lire ({problem}).</translation>
    </message>
    <message>
        <source>{rule} · {setup}</source>
        <translation>{rule} · {setup}</translation>
    </message>
    <message>
        <source>The host sent a board this app cannot show ({problem}).</source>
        <translation>L&apos;hôte a envoyé une grille que cette application ne sait pas afficher ({problem}).</translation>
    </message>
    <message>
        <source>WATCHING THE ROUND AT {address} AS {name}</source>
        <translation>VOUS SUIVEZ LA MANCHE DE {address} EN TANT QUE {name}</translation>
    </message>
    <message>
        <source>PLAYING IN THE ROUND AT {address} AS {name}</source>
        <translation>EN JEU DANS LA MANCHE DE {address} EN TANT QUE {name}</translation>
    </message>
    <message>
        <source>Watching as {name}: you see the clock, the players and the results; you do not play.</source>
        <translation>Vous regardez en tant que {name} : vous voyez l&apos;horloge, les joueurs et les résultats ; vous ne jouez pas.</translation>
    </message>
    <message>
        <source>Press Start round, or I&apos;m ready: the round starts when every player is ready.</source>
        <translation>Appuyez sur Lancer la manche, ou Je suis prêt : la manche commence quand tous les joueurs sont prêts.</translation>
    </message>
    <message>
        <source>Press Start round when everyone has joined.</source>
        <translation>Appuyez sur Lancer la manche quand tout le monde a rejoint.</translation>
    </message>
    <message>
        <source>You host this round.</source>
        <translation>Vous animez cette manche.</translation>
    </message>
    <message>
        <source>Joined as {name}. Press I&apos;m ready when you are: the round starts when every player is.</source>
        <translation>Vous avez rejoint en tant que {name}. Appuyez sur Je suis prêt quand vous l&apos;êtes : la manche commence quand tous le sont.</translation>
    </message>
    <message>
        <source>Joined as {name}. Waiting for the host to start the round.</source>
        <translation>Rejoint en tant que {name}. En attente du lancement de la manche par l&apos;hôte.</translation>
    </message>
    <message>
        <source>Joined as {name}.</source>
        <translation>Rejoint en tant que {name}.</translation>
    </message>
    <message>
        <source>Your word list ({mine}) differs from the host&apos;s ({theirs}): the host&apos;s list decides. Yours only checks words as you type.</source>
        <translation>Votre liste de mots ({mine}) diffère de celle de l&apos;hôte ({theirs}) : la liste de l&apos;hôte décide. La vôtre vérifie seulement les mots pendant la frappe.</translation>
    </message>
    <message>
        <source>The round has started.</source>
        <translation>La manche a commencé.</translation>
    </message>
    <message>
        <source>The round has started: find words!</source>
        <translation>La manche a commencé : trouvez des mots !</translation>
    </message>
    <message>
        <source>The host&apos;s results cannot be read ({problem}).</source>
        <translation>Les résultats de l&apos;hôte sont illisibles ({problem}).</translation>
    </message>
    <message>
        <source>checking… (in your list)</source>
        <translation>vérification… (dans votre liste)</translation>
    </message>
    <message>
        <source>{word}: in your list, checking with the host…</source>
        <translation>{word} : dans votre liste, vérification auprès de l&apos;hôte…</translation>
    </message>
    <message>
        <source>checking… ({verdict})</source>
        <translation>vérification… ({verdict})</translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation>{word} : {verdict}</translation>
    </message>
    <message>
        <source>The countdown was called off: {reason}</source>
        <translation>Le compte à rebours est annulé : {reason}</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>en attente des joueurs</translation>
    </message>
    <message numerus="yes">
        <source>The next round starts in %n second(s)…</source>
        <translation>
            <numerusform>La prochaine manche commence dans %n seconde…</numerusform>
            <numerusform>La prochaine manche commence dans %n secondes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round starts in
%n second(s)</source>
        <translation>
            <numerusform>La manche commence dans
%n seconde</numerusform>
            <numerusform>La manche commence dans
%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>The host says: {message}</source>
        <translation>L&apos;hôte dit : {message}</translation>
    </message>
    <message>
        <source>The host sent something this app cannot read; it was ignored ({problem}).</source>
        <translation>L&apos;hôte a envoyé quelque chose que cette application ne sait pas lire ; c&apos;est ignoré ({problem}).</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting, try {attempt}…</source>
        <translation>Connexion à l&apos;hôte perdue ({reason}) ; reconnexion, essai {attempt}…</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting…</source>
        <translation>Connexion à l&apos;hôte perdue ({reason}) ; reconnexion…</translation>
    </message>
    <message>
        <source>The host removed you from the room; you cannot join it again as the same player.</source>
        <translation>L&apos;hôte vous a retiré de la salle ; vous ne pouvez pas la rejoindre à nouveau comme le même joueur.</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>la connexion a pris fin</translation>
    </message>
    <message>
        <source>Disconnected from the round: {reason}.</source>
        <translation>Déconnecté de la manche : {reason}.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer: the host turns it away for a minute. Wait, then type the password and join again.</source>
        <translation>Trop de mauvais mots de passe depuis cet ordinateur : l&apos;hôte le refuse pendant une minute. Attendez, puis tapez le mot de passe et rejoignez à nouveau.</translation>
    </message>
    <message>
        <source>This room has a password: type it and join again.</source>
        <translation>Cette salle a un mot de passe : tapez-le et rejoignez à nouveau.</translation>
    </message>
    <message>
        <source>Wrong password for this room: type it again and join again.</source>
        <translation>Mauvais mot de passe pour cette salle : retapez-le et rejoignez à nouveau.</translation>
    </message>
    <message>
        <source>Start the next round on the board chosen beside</source>
        <translation>Lancer la manche suivante sur la grille choisie à côté</translation>
    </message>
    <message>
        <source>&amp;Call off</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Call off the countdown to the next round</source>
        <translation>Annuler le compte à rebours avant la manche suivante</translation>
    </message>
    <message>
        <source>I&apos;m &amp;ready</source>
        <translation>Je suis &amp;prêt</translation>
    </message>
    <message>
        <source>The round starts when every player is ready</source>
        <translation>La manche commence quand tous les joueurs sont prêts</translation>
    </message>
    <message>
        <source>Press Start round
when everyone has joined</source>
        <translation>Appuyez sur Lancer la manche
quand tout le monde a rejoint</translation>
    </message>
    <message>
        <source>Waiting for the host
The board appears when the round starts</source>
        <translation>En attente de l&apos;hôte
La grille apparaît au début de la manche</translation>
    </message>
    <message>
        <source>Time is up: waiting for the host&apos;s results…</source>
        <translation>Temps écoulé : en attente des résultats de l&apos;hôte…</translation>
    </message>
    <message>
        <source>{word}: already entered</source>
        <translation>{word} : déjà saisi</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word} : {problem}</translation>
    </message>
    <message>
        <source>{word}: sent</source>
        <translation>{word} : envoyé</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <source>The server refused: {problem}</source>
        <translation>Le serveur a refusé : {problem}</translation>
    </message>
    <message>
        <source>{name} was removed from the room.</source>
        <translation>{name} a été retiré de la salle.</translation>
    </message>
    <message>
        <source>{name} is not in the room any more.</source>
        <translation>{name} n&apos;est plus dans la salle.</translation>
    </message>
    <message>
        <source>You are ready: the round starts when every player is.</source>
        <translation>Vous êtes prêt : la manche commence quand tous les joueurs le sont.</translation>
    </message>
    <message>
        <source>You are not ready any more.</source>
        <translation>Vous n&apos;êtes plus prêt.</translation>
    </message>
    <message>
        <source>The round is over. The host starts the next round.</source>
        <translation>La manche est finie. L&apos;hôte lance la manche suivante.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Saved to history</source>
        <translation>Enregistrée dans l&apos;historique</translation>
    </message>
    <message>
        <source>Close the round?</source>
        <translation>Fermer la manche ?</translation>
    </message>
    <message>
        <source>You host this round: closing the window ends it for everyone in it (%1). Close it?</source>
        <translation>Vous animez cette manche : fermer la fenêtre la termine pour tous ses joueurs (%1). La fermer ?</translation>
    </message>
    <message>
        <source>Play together</source>
        <translation>Jouer ensemble</translation>
    </message>
    <message>
        <source>Leave the round you are in?</source>
        <translation>Quitter la manche en cours ?</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed time</source>
        <translation>Temps fixe</translation>
    </message>
    <message>
        <source>The classic round: the clock runs down once.</source>
        <translation>La manche classique : le chrono s’écoule une fois.</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sans chrono</translation>
    </message>
    <message>
        <source>No clock: end the round with Ctrl+E.</source>
        <translation>Pas de chrono : terminez la manche avec Ctrl+E.</translation>
    </message>
    <message>
        <source>Time per word</source>
        <translation>Temps par mot</translation>
    </message>
    <message>
        <source>Each new word adds the bonus to the clock.</source>
        <translation>Chaque nouveau mot ajoute le bonus au chrono.</translation>
    </message>
    <message>
        <source>Time per letter</source>
        <translation>Temps par lettre</translation>
    </message>
    <message>
        <source>Each new word adds the bonus for each of its letters.</source>
        <translation>Chaque nouveau mot ajoute le bonus pour chacune de ses lettres.</translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Recharge</translation>
    </message>
    <message>
        <source>Each new word refills the clock: find one before it runs out.</source>
        <translation>Chaque nouveau mot recharge le chrono : trouvez-en un avant qu’il ne s’épuise.</translation>
    </message>
    <message>
        <source>A bundled word list is called “{name}”: rename your file (for example {name}-mine.txt) and add it again.</source>
        <translation>Une liste de mots fournie s’appelle « {name} » : renommez votre fichier (par exemple {name}-perso.txt) et ajoutez-le à nouveau.</translation>
    </message>
    <message>
        <source>A different word list named “{name}” already exists in {folder}: rename the file and try again.</source>
        <translation>Une autre liste de mots nommée « {name} » existe déjà dans {folder} : renommez le fichier et réessayez.</translation>
    </message>
    <message>
        <source>Cannot copy {file} into {folder}: {problem}</source>
        <translation>Impossible de copier {file} dans {folder} : {problem}</translation>
    </message>
    <message>
        <source>Add word list</source>
        <translation>Ajouter une liste de mots</translation>
    </message>
    <message>
        <source>Add a word list in {language}</source>
        <translation>Ajouter une liste de mots en {language}</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listes de mots (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot add word list</source>
        <translation>Impossible d’ajouter la liste de mots</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés :</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Ajouter une liste…</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Liste de &amp;mots :</translation>
    </message>
    <message>
        <source>Timer mode</source>
        <translation>Mode du chrono</translation>
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
        <translation>Secondes de bonus</translation>
    </message>
    <message>
        <source>&amp;Timer:</source>
        <translation>&amp;Chrono :</translation>
    </message>
    <message>
        <source>From the &amp;rules</source>
        <translation>Selon les &amp;règles</translation>
    </message>
    <message>
        <source>&amp;Minimum letters:</source>
        <translation>Lettres m&amp;inimum :</translation>
    </message>
    <message>
        <source>Turn dice faces randomly, like real dice</source>
        <translation>Tourner les faces au hasard, comme de vrais dés</translation>
    </message>
    <message>
        <source>Avoid poor &amp;boards: at least</source>
        <translation>Éviter les grilles &amp;pauvres : au moins</translation>
    </message>
    <message>
        <source> words</source>
        <translation> mots</translation>
    </message>
    <message>
        <source>Least words</source>
        <translation>Mots au minimum</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Least points</source>
        <translation>Points au minimum</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Empty: roll a new board. Or paste a friend&apos;s code, e.g. {code}</source>
        <translation>Vide : nouvelle grille. Ou collez le code d’un ami, p. ex. {code}</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>A game code deals the same board with the same dice, word list, rules and timer on any machine (Game &gt; Copy game code)</source>
        <translation>Un code de partie donne la même grille avec les mêmes dés, liste de mots, règles et chrono sur toute machine (Partie &gt; Copier le code de partie)</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>Code de &amp;partie :</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>this is a challenge code: enter it with Game &gt; Play a game code (Ctrl+G)</source>
        <translation>c&apos;est un code de défi : saisissez-le avec Partie &gt; Jouer un code de partie (Ctrl+G)</translation>
    </message>
    <message>
        <source>Game code: {problem}.</source>
        <translation>Code de partie : {problem}.</translation>
    </message>
    <message>
        <source>The timer needs at least one second (or choose Untimed).</source>
        <translation>Le chrono doit durer au moins une seconde (ou choisissez Sans chrono).</translation>
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
        <translation>le mot de passe de la salle</translation>
    </message>
    <message>
        <source>Room password</source>
        <translation>Mot de passe de la salle</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de &amp;passe :</translation>
    </message>
    <message>
        <source>&amp;Join again</source>
        <translation>&amp;Rejoindre à nouveau</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Solving the board…</source>
        <translation>Résolution de la grille…</translation>
    </message>
    <message>
        <source>WORDS FOUND ({count})</source>
        <translation>MOTS TROUVÉS ({count})</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Mots trouvés</translation>
    </message>
    <message numerus="yes">
        <source>Found %n word(s) · solving the board…</source>
        <translation>
            <numerusform>%n mot trouvé · résolution de la grille…</numerusform>
            <numerusform>%n mots trouvés · résolution de la grille…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found {found} of %n word(s) · {score} of {max_score} points</source>
        <translation>
            <numerusform>Mots : {found} sur %n · points : {score} sur {max_score}</numerusform>
            <numerusform>Mots : {found} sur %n · points : {score} sur {max_score}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerEditor</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Retirer ce joueur</translation>
    </message>
    <message>
        <source>Remove player {number}</source>
        <translation>Retirer le joueur {number}</translation>
    </message>
    <message>
        <source>Words: one a line, or separated by spaces or commas</source>
        <translation>Mots : un par ligne, ou séparés par des espaces ou des virgules</translation>
    </message>
    <message>
        <source>Player {number} words</source>
        <translation>Mots du joueur {number}</translation>
    </message>
</context>
<context>
    <name>PlayerRating</name>
    <message numerus="yes">
        <source>Your own rating appears after {minimum} finished rounds of this game (%n so far).</source>
        <translation>
            <numerusform>Votre propre classement apparaît après {minimum} manches terminées de ce jeu (%n pour l’instant).</numerusform>
            <numerusform>Votre propre classement apparaît après {minimum} manches terminées de ce jeu (%n pour l’instant).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Votre meilleure de {rounds} manches de ce jeu : meilleure que {share} % de l’autre.</numerusform>
            <numerusform>Votre meilleure de {rounds} manches de ce jeu : meilleure que {share} % des %n autres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Votre {rank} meilleure de {rounds} manches de ce jeu : meilleure que {share} % de l’autre.</numerusform>
            <numerusform>Votre {rank} meilleure de {rounds} manches de ce jeu : meilleure que {share} % des %n autres.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>PLAYERS</source>
        <translation>JOUEURS</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>&amp;Retirer le joueur…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Points in all</source>
        <translation>Points au total</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (vous)</translation>
    </message>
    <message>
        <source> (away)</source>
        <translation> (absent)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message numerus="yes">
        <source>Watching (%n): {names}</source>
        <translation>
            <numerusform>Spectateur (%n) : {names}</numerusform>
            <numerusform>Spectateurs (%n) : {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Personne ne regarde.</translation>
    </message>
    <message>
        <source>Remove {name} from the room…</source>
        <translation>Retirer {name} de la salle…</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Retirer un joueur</translation>
    </message>
    <message>
        <source>Remove {name} from the room? Their words leave this round, and they cannot join again as the same player.</source>
        <translation>Retirer {name} de la salle ? Ses mots quittent cette manche, et il ne pourra pas la rejoindre comme le même joueur.</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Cannot play this board</source>
        <translation>Impossible de jouer cette grille</translation>
    </message>
    <message>
        <source>Cannot play this game code</source>
        <translation>Impossible de jouer ce code de partie</translation>
    </message>
    <message>
        <source>Word list missing</source>
        <translation>Liste de mots manquante</translation>
    </message>
</context>
<context>
    <name>RematchChoice</name>
    <message>
        <source>Board of the next round</source>
        <translation>Grille de la manche suivante</translation>
    </message>
    <message>
        <source>a new board</source>
        <translation>une nouvelle grille</translation>
    </message>
    <message>
        <source>the same board again</source>
        <translation>la même grille à nouveau</translation>
    </message>
    <message>
        <source>the next board of the game code</source>
        <translation>la grille suivante du code de partie</translation>
    </message>
    <message>
        <source>Host with a game code to play its boards</source>
        <translation>Hébergez avec un code de partie pour jouer ses grilles</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>RESULTS</source>
        <translation>RÉSULTATS</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Unique words</source>
        <translation>Mots uniques</translation>
    </message>
    <message>
        <source>Shared (struck out)</source>
        <translation>Partagés (barrés)</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>Non comptés</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>STANDINGS</source>
        <translation>CLASSEMENT</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Standings across the rounds</source>
        <translation>Classement sur les manches</translation>
    </message>
    <message>
        <source>EVERY WORD OF THE BOARD</source>
        <translation>TOUS LES MOTS DE LA GRILLE</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Enregistrer dans l&apos;&amp;historique</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>Trouvé par</translation>
    </message>
    <message>
        <source>Every word of the board</source>
        <translation>Tous les mots de la grille</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WINS WITH {best}</source>
        <translation>RÉSULTATS · {rule} · {winners} GAGNE AVEC {best}</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WIN WITH {best}</source>
        <translation>RÉSULTATS · {rule} · {winners} GAGNENT AVEC {best}</translation>
    </message>
    <message>
        <source> AND </source>
        <translation> ET </translation>
    </message>
    <message>
        <source>RESULTS · {rule}</source>
        <translation>RÉSULTATS · {rule}</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (vous)</translation>
    </message>
    <message>
        <source>Found by two or more players: these score for no one</source>
        <translation>Trouvés par deux joueurs ou plus : ils ne comptent pour personne</translation>
    </message>
    <message>
        <source>Found by two or more players</source>
        <translation>Trouvés par deux joueurs ou plus</translation>
    </message>
    <message numerus="yes">
        <source>STANDINGS AFTER %n ROUND(S)</source>
        <translation>
            <numerusform>CLASSEMENT APRÈS %n MANCHE</numerusform>
            <numerusform>CLASSEMENT APRÈS %n MANCHES</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Word ({count}, %n point(s))</source>
        <translation>
            <numerusform>Mot ({count}, %n point)</numerusform>
            <numerusform>Mot ({count}, %n points)</numerusform>
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
        <translation>Ouvrez un fichier de résultats (Ouvrir des résultats…) pour voir ce qu’un essai a trouvé.</translation>
    </message>
    <message>
        <source>Results status</source>
        <translation>État des résultats</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>Arrêter la lecture</translation>
    </message>
    <message>
        <source>Stop reading the file (the file is never changed)</source>
        <translation>Arrêter la lecture du fichier (le fichier n&apos;est jamais modifié)</translation>
    </message>
    <message>
        <source>Run header</source>
        <translation>En-tête de l&apos;essai</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Grilles trouvées</translation>
    </message>
    <message>
        <source>board</source>
        <translation>grille</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Boards in the results file</source>
        <translation>Grilles du fichier de résultats</translation>
    </message>
    <message>
        <source>Open &amp;board</source>
        <translation>Ouvrir la &amp;grille</translation>
    </message>
    <message>
        <source>Show the selected board in Solve a board, scored with the run&apos;s list</source>
        <translation>Afficher la grille choisie dans Résoudre une grille, comptée avec la liste de l&apos;essai</translation>
    </message>
    <message>
        <source>Play t&amp;his board</source>
        <translation>&amp;Jouer cette grille</translation>
    </message>
    <message>
        <source>Start a round on the selected board with the run&apos;s list</source>
        <translation>Lancer une manche sur la grille choisie avec la liste de l&apos;essai</translation>
    </message>
    <message>
        <source>Time per class: open a results file.</source>
        <translation>Temps par classe : ouvrez un fichier de résultats.</translation>
    </message>
    <message>
        <source>Bound per level (root, then after each force):</source>
        <translation>Borne par niveau (racine, puis après chaque forçage) :</translation>
    </message>
    <message>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>classes</translation>
    </message>
    <message>
        <source>median</source>
        <translation>médiane</translation>
    </message>
    <message>
        <source>90%</source>
        <translation>90 %</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>Bound per level</source>
        <translation>Borne par niveau</translation>
    </message>
    <message>
        <source>Slowest {count} classes:</source>
        <translation>Les {count} classes les plus lentes :</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nœuds</translation>
    </message>
    <message>
        <source>root bound</source>
        <translation>borne racine</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveaux</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>grilles</translation>
    </message>
    <message>
        <source>class id</source>
        <translation>n° de classe</translation>
    </message>
    <message>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <source>Slowest classes</source>
        <translation>Classes les plus lentes</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lecture de {file}…</translation>
    </message>
    <message>
        <source>Cannot open: {problem}</source>
        <translation>Impossible d&apos;ouvrir : {problem}</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged. Still showing {file}.</source>
        <translation>Lecture arrêtée ; le fichier est inchangé. {file} reste affiché.</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged.</source>
        <translation>Lecture arrêtée ; le fichier est inchangé.</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes of {total} canonical ({share}%), %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file} : {classes} classes sur {total} canoniques ({share} %), %n grille à {threshold} ou plus</numerusform>
            <numerusform>{file} : {classes} classes sur {total} canoniques ({share} %), %n grilles à {threshold} ou plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes, %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file} : {classes} classes, %n grille à {threshold} ou plus</numerusform>
            <numerusform>{file} : {classes} classes, %n grilles à {threshold} ou plus</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · last line torn (a run was killed while writing it): skipped, file unchanged</source>
        <translation>{summary} · dernière ligne coupée (un essai a été tué en l’écrivant) : ignorée, fichier inchangé</translation>
    </message>
    <message>
        <source>here: {path}</source>
        <translation>ici : {path}</translation>
    </message>
    <message>
        <source>not found on this machine: choose it as the Word list and open the file again to open its boards</source>
        <translation>introuvable sur cette machine : choisissez-la comme liste de mots et rouvrez le fichier pour ouvrir ses grilles</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (named in the file)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (indiquée dans le fichier)</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (recognised from the class ids)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (reconnue d’après les n° de classe)</translation>
    </message>
    <message>
        <source>unknown (classes from a file, or a partition this window does not know)</source>
        <translation>inconnue (classes tirées d’un fichier, ou partition que cette fenêtre ne connaît pas)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{size}&lt;/b&gt;, threshold &lt;b&gt;{threshold}&lt;/b&gt;, {rules} rules, {method} method, word list &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</source>
        <translation>&lt;b&gt;{size}&lt;/b&gt;, seuil &lt;b&gt;{threshold}&lt;/b&gt;, règles {rules}, méthode {method}, liste de mots &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</translation>
    </message>
    <message>
        <source>{run} · language {language}</source>
        <translation>{run} · langue {language}</translation>
    </message>
    <message>
        <source>Partition: {partition}</source>
        <translation>Partition : {partition}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; of {total}</source>
        <translation>Classes faites : &lt;b&gt;{classes}&lt;/b&gt; sur {total}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; (total unknown)</source>
        <translation>Classes faites : &lt;b&gt;{classes}&lt;/b&gt; (total inconnu)</translation>
    </message>
    <message>
        <source>{done}, broken in {unions} unions</source>
        <translation>{done}, cassées en {unions} unions</translation>
    </message>
    <message>
        <source>{done} · {unforced} broken at the root (bound below {threshold}) · time in classes {time} · {nodes} tree nodes · file {file_size} MiB: {path}</source>
        <translation>{done} · {unforced} cassées à la racine (borne sous {threshold}) · temps dans les classes {time} · {nodes} nœuds d’arbre · fichier {file_size} Mio : {path}</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Grilles trouvées : {count}</translation>
    </message>
    <message>
        <source>Time per class</source>
        <translation>Temps par classe</translation>
    </message>
    <message>
        <source>seconds (log scale)</source>
        <translation>secondes (échelle log.)</translation>
    </message>
    <message>
        <source>Time per class histogram</source>
        <translation>Histogramme du temps par classe</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes, median {median}, max {max})</source>
        <translation>Temps par classe ({classes} classes, médiane {median}, max. {max})</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes)</source>
        <translation>Temps par classe ({classes} classes)</translation>
    </message>
    <message>
        <source>root</source>
        <translation>racine</translation>
    </message>
    <message>
        <source>force {number}</source>
        <translation>forçage {number}</translation>
    </message>
    <message>
        <source>union of {count}</source>
        <translation>union de {count}</translation>
    </message>
    <message>
        <source>Slowest {count} classes (a union of classes broken as one counts once):</source>
        <translation>Les {count} classes les plus lentes (une union de classes cassée d’un bloc compte une fois) :</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alphabet</translation>
    </message>
    <message>
        <source>Found first</source>
        <translation>Trouvés d’abord</translation>
    </message>
    <message>
        <source>Sort the words (Alt+S)</source>
        <translation>Trier les mots (Alt+T)</translation>
    </message>
    <message>
        <source>&amp;Sort:</source>
        <translation>&amp;Trier :</translation>
    </message>
    <message>
        <source>Filter words (Ctrl+F)</source>
        <translation>Filtrer les mots (Ctrl+F)</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <source>All words of the board</source>
        <translation>Tous les mots de la grille</translation>
    </message>
    <message>
        <source>✓ found</source>
        <translation>✓ trouvé</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>manqué</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE, CONTAINING “{text}” (Esc: every tile)</source>
        <translation>{shown} MOTS SUR {total} PASSANT PAR LA CASE {tile}, CONTENANT « {text} » (Échap : toutes les cases)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE (Esc: every tile)</source>
        <translation>{shown} MOTS SUR {total} PASSANT PAR LA CASE {tile} (Échap : toutes les cases)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS CONTAINING “{text}”</source>
        <translation>{shown} MOTS SUR {total} CONTENANT « {text} »</translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message>
        <source>Round of {date}: {board}</source>
        <translation>Manche du {date} : {board}</translation>
    </message>
    <message>
        <source>{date} · {game} · {list} letters · {status}</source>
        <translation>{date} · {game} · {list} lettres · {status}</translation>
    </message>
    <message>
        <source>&amp;All words</source>
        <translation>&amp;Tous les mots</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>&amp;Your words ({count})</source>
        <translation>&amp;Vos mots ({count})</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>&amp;Rejected guesses ({count})</source>
        <translation>Essais &amp;refusés ({count})</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Ouvrir dans Ré&amp;soudre une grille</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>&amp;Copier les mots</translation>
    </message>
    <message>
        <source>Your words and rejected guesses, tab-separated, to the clipboard</source>
        <translation>Vos mots et essais refusés, séparés par des tabulations, dans le presse-papiers</translation>
    </message>
    <message>
        <source>&amp;Export words…</source>
        <translation>&amp;Exporter les mots…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jouer cette grille</translation>
    </message>
    <message>
        <source>A new round on this board, with the word list and rules it was played with</source>
        <translation>Une nouvelle manche sur cette grille, avec la liste de mots et les règles de la partie</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} · played {clock}</source>
        <translation>Mots : &lt;b&gt;{found}&lt;/b&gt; sur {words} · points : &lt;b&gt;{score}&lt;/b&gt; sur {max_score} · joué {clock}</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; · points: &lt;b&gt;{score}&lt;/b&gt; · played {clock}</source>
        <translation>Mots : &lt;b&gt;{found}&lt;/b&gt; · points : &lt;b&gt;{score}&lt;/b&gt; · joué {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{longest}&lt;/b&gt; · rejected guesses: {guesses}</source>
        <translation>Votre mot le plus long : &lt;b&gt;{longest}&lt;/b&gt; · essais refusés : {guesses}</translation>
    </message>
    <message>
        <source>found {clock} into the round</source>
        <translation>trouvé à {clock} de la manche</translation>
    </message>
    <message>
        <source>Every word of the board cannot be listed: {problem}. Your words and guesses are shown as stored.</source>
        <translation>Impossible de lister tous les mots de la grille : {problem}. Vos mots et essais sont affichés tels qu’enregistrés.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>Impossible d&apos;ouvrir cette manche : {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>Impossible de jouer la grille de cette manche : {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses to the clipboard.</source>
        <translation>
            <numerusform>%n mot et {guesses} essais refusés copiés dans le presse-papiers.</numerusform>
            <numerusform>%n mots et {guesses} essais refusés copiés dans le presse-papiers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>Exporter les mots de la manche</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the round&apos;s words to {path}.</source>
        <translation>Mots de la manche enregistrés dans {path}.</translation>
    </message>
</context>
<context>
    <name>RoundStarter</name>
    <message>
        <source>Loading word list %1…</source>
        <translation>Chargement de la liste de mots %1…</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>Impossible de charger la liste de mots</translation>
    </message>
    <message>
        <source>%1

Choose another word list in New game (Ctrl+N).</source>
        <translation>%1

Choisissez une autre liste de mots dans Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words and {points} points…</source>
        <translation>Recherche d’une grille d’au moins {words} mots et {points} points…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words…</source>
        <translation>Recherche d’une grille d’au moins {words} mots…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {points} points…</source>
        <translation>Recherche d’une grille d’au moins {points} points…</translation>
    </message>
    <message>
        <source>None of %1 boards rolled had at least %2 words and %3 points: this is the closest (%4 words, %5 points). Lower the bar in New game (Ctrl+N).</source>
        <translation>Aucune des %1 grilles tirées n’avait au moins %2 mots et %3 points : voici la plus proche (%4 mots, %5 points). Abaissez le seuil dans Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>Cannot deal a board</source>
        <translation>Impossible de donner une grille</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Press Ctrl+N for a new game, Ctrl+R to roll with the last settings</source>
        <translation>Ctrl+N pour une nouvelle partie, Ctrl+R pour relancer avec les derniers réglages</translation>
    </message>
    <message numerus="yes">
        <source>Round over: &lt;b&gt;%n&lt;/b&gt; point(s). Solving the board…</source>
        <translation>
            <numerusform>Manche terminée : &lt;b&gt;%n&lt;/b&gt; point. Résolution de la grille…</numerusform>
            <numerusform>Manche terminée : &lt;b&gt;%n&lt;/b&gt; points. Résolution de la grille…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} ({words_share}) · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} ({score_share})</source>
        <translation>Mots : &lt;b&gt;{found}&lt;/b&gt; sur {words} ({words_share}) · points : &lt;b&gt;{score}&lt;/b&gt; sur {max_score} ({score_share})</translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{yours}&lt;/b&gt; · longest on the board: &lt;b&gt;{longest}&lt;/b&gt;</source>
        <translation>Votre mot le plus long : &lt;b&gt;{yours}&lt;/b&gt; · le plus long de la grille : &lt;b&gt;{longest}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile to list its words.</source>
        <translation>Choisissez un mot pour son chemin, une case pour ses mots.</translation>
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
        <translation>grand</translation>
    </message>
    <message>
        <source>superbig</source>
        <translation>très grand</translation>
    </message>
    <message>
        <source>words</source>
        <translation>mots</translation>
    </message>
    <message>
        <source>4x4 table, words of 3+ letters</source>
        <translation>barème 4x4, mots de 3 lettres ou plus</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Big Boggle)</source>
        <translation>barème 4x4, mots de 4 lettres ou plus (Big Boggle)</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Super Big Boggle)</source>
        <translation>barème 4x4, mots de 4 lettres ou plus (Super Big Boggle)</translation>
    </message>
    <message>
        <source>one point per word of 3+ letters</source>
        <translation>un point par mot de 3 lettres ou plus</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>{wordlist} ({language}), {rules} rules, {size}</source>
        <translation>{wordlist} ({language}), règles {rules}, {size}</translation>
    </message>
    <message>
        <source>{wordlist}, {rules} rules, {size}</source>
        <translation>{wordlist}, règles {rules}, {size}</translation>
    </message>
    <message>
        <source>{setup}, {min_length}+ letters</source>
        <translation>{setup}, {min_length} lettres et plus</translation>
    </message>
</context>
<context>
    <name>SolveWindow</name>
    <message>
        <source>Solve a board</source>
        <translation>Résoudre une grille</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Lettres de la grille</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Grille :</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>La&amp;ngue :</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Liste de &amp;mots :</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Ajouter une liste de mots…</translation>
    </message>
    <message>
        <source>Add a word list file in the board&apos;s language and score with it</source>
        <translation>Ajouter un fichier de liste de mots dans la langue de la grille et compter avec lui</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jouer cette grille</translation>
    </message>
    <message>
        <source>Start a round on this board in the game window, with its word list</source>
        <translation>Lancer une manche sur cette grille dans la fenêtre de jeu, avec sa liste de mots</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Compté avec</translation>
    </message>
    <message>
        <source>Cannot solve this board: {problem}</source>
        <translation>Impossible de résoudre cette grille : {problem}</translation>
    </message>
    <message>
        <source>Cannot solve this board: it is {size} but was sent as a {sent} board</source>
        <translation>Impossible de résoudre cette grille : elle est en {size} mais a été envoyée comme grille {sent}</translation>
    </message>
    <message>
        <source>Scored with {setup}</source>
        <translation>Compté avec {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {size}</source>
        <translation>Compté avec {wordlist}, règles {rules}, {size}</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Résolution…</translation>
    </message>
    <message>
        <source>{words}, {points} ({setup})</source>
        <translation>{words}, {points} ({setup})</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; word(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; mot</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; point</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; points</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · longest &lt;b&gt;{word}&lt;/b&gt;</source>
        <translation>{summary} · le plus long &lt;b&gt;{word}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile (or arrows + Space) for its words.</source>
        <translation>Choisissez un mot pour voir son chemin ; cliquez sur une case (ou flèches + Espace) pour ses mots.</translation>
    </message>
    <message>
        <source>Cannot solve: {problem}</source>
        <translation>Impossible de résoudre : {problem}</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Boggle is already running: handed over to it</source>
        <translation>Boggle est déjà lancé : la demande lui est transmise</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>un autre processus</translation>
    </message>
    <message>
        <source>Boggle is already running (%1) but does not answer. Close it, or end that process, then start Boggle again. (Its lock file is %2.)</source>
        <translation>Boggle est déjà lancé (%1) mais ne répond pas. Fermez-le, ou arrêtez ce processus, puis relancez Boggle. (Son fichier de verrou est %2.)</translation>
    </message>
    <message>
        <source>Boggle</source>
        <translation>Boggle</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>{problem}

Using the bundled list instead.</source>
        <translation>{problem}

La liste fournie est utilisée à la place.</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>Impossible de charger la liste de mots</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation>Chargement de la liste de mots…</translation>
    </message>
    <message>
        <source>Preparing the solver (compiled once, on the first start)…</source>
        <translation>Préparation du solveur (compilé une fois, au premier démarrage)…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>boards</source>
        <translation>grilles</translation>
    </message>
    <message>
        <source>sampled boards</source>
        <translation>grilles échantillonnées</translation>
    </message>
    <message>
        <source>log-normal fit</source>
        <translation>ajustement log-normal</translation>
    </message>
    <message>
        <source>No sample yet: choose the dice and press Sample boards.</source>
        <translation>Pas encore d&apos;échantillon : choisissez les dés et appuyez sur Échantillonner.</translation>
    </message>
    <message>
        <source>Board statistics</source>
        <translation>Statistiques des grilles</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Jeu de dés</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Autre liste…</translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation>Nombre de grilles</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Graine aléatoire</translation>
    </message>
    <message>
        <source>&amp;Sample boards</source>
        <translation>É&amp;chantillonner</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Open best board</source>
        <translation>&amp;Ouvrir la meilleure grille</translation>
    </message>
    <message>
        <source>Show the highest-scoring board of the sample in the solver</source>
        <translation>Afficher la grille la mieux notée de l&apos;échantillon dans le solveur</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés :</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>Liste de &amp;mots :</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Grilles :</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>Choose a language, its dice and a word list, then sample boards.</source>
        <translation>Choisissez une langue, ses dés et une liste de mots, puis échantillonnez des grilles.</translation>
    </message>
    <message>
        <source>Points per board</source>
        <translation>Points par grille</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Words per board</source>
        <translation>Mots par grille</translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation>mots distincts</translation>
    </message>
    <message>
        <source>words</source>
        <translation>mots</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Points of a board to rate</source>
        <translation>Points d’une grille à évaluer</translation>
    </message>
    <message>
        <source>A board of</source>
        <translation>Une grille de</translation>
    </message>
    <message>
        <source>Better than</source>
        <translation>Meilleure que</translation>
    </message>
    <message>
        <source>{count} letters</source>
        <translation>{count} lettres</translation>
    </message>
    <message>
        <source>word length</source>
        <translation>longueur du mot</translation>
    </message>
    <message>
        <source>boards with one</source>
        <translation>grilles qui en ont un</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Common words</source>
        <translation>Mots fréquents</translation>
    </message>
    <message>
        <source>Word lengths</source>
        <translation>Longueurs des mots</translation>
    </message>
    <message>
        <source>How many distinct boards can these dice roll?</source>
        <translation>Combien de grilles distinctes ces dés peuvent-ils donner ?</translation>
    </message>
    <message>
        <source>Random grids:</source>
        <translation>Grilles aléatoires :</translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation>&amp;Estimer</translation>
    </message>
    <message>
        <source>Random letter grids are tested for whether some placement of the dice shows them; the rollable share times letters^cells (26 letters in English, each language its own), divided by the 8 rotations and reflections, estimates the number of distinct boards (95% Wilson interval).</source>
        <translation>Des grilles de lettres aléatoires sont testées : une disposition des dés peut-elle les montrer ? La part obtenable multipliée par lettres^cases (26 lettres en anglais, chaque langue les siennes), divisée par les 8 rotations et réflexions, estime le nombre de grilles distinctes (intervalle de Wilson à 95 %).</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>Board count</source>
        <translation>Nombre de grilles</translation>
    </message>
    <message>
        <source>Sampling {count} boards of {dice} in {language}…</source>
        <translation>Échantillonnage de {count} grilles {dice} en {language}…</translation>
    </message>
    <message>
        <source>Testing {count} random grids…</source>
        <translation>Test de {count} grilles aléatoires…</translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Échec : {problem}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>minimum</translation>
    </message>
    <message>
        <source>median</source>
        <translation>médiane</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>maximum</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>standard deviation</source>
        <translation>écart type</translation>
    </message>
    <message>
        <source>{ordinal} percentile</source>
        <translation>{ordinal} centile</translation>
    </message>
    <message>
        <source>log-normal fit: median</source>
        <translation>ajustement log-normal : médiane</translation>
    </message>
    <message>
        <source>log-normal fit: sigma</source>
        <translation>ajustement log-normal : sigma</translation>
    </message>
    <message>
        <source>boards scoring 0</source>
        <translation>grilles à 0 point</translation>
    </message>
    <message>
        <source>best board</source>
        <translation>meilleure grille</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>dice / word list</source>
        <translation>dés / liste de mots</translation>
    </message>
    <message>
        <source>{wordlist} ({rules})</source>
        <translation>{wordlist} ({rules})</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>{count} boards of {dice} with {wordlist} ({language}): mean {points} points, {words} words ({rate} boards/s).</source>
        <translation>{count} grilles {dice} avec {wordlist} ({language}) : en moyenne {points} points, {words} mots ({rate} grilles/s).</translation>
    </message>
    <message>
        <source>(sample boards first: then see how many of them a board of these points beats)</source>
        <translation>(échantillonnez d&apos;abord des grilles : voyez ensuite combien d&apos;entre elles une grille de ces points bat)</translation>
    </message>
    <message>
        <source>is better than all {count} {dice} boards sampled.</source>
        <translation>est meilleure que les {count} grilles {dice} échantillonnées.</translation>
    </message>
    <message>
        <source>is better than {share}% of {count} {dice} boards.</source>
        <translation>est meilleure que {share} % de {count} grilles {dice}.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>random grids tested</source>
        <translation>grilles aléatoires testées</translation>
    </message>
    <message>
        <source>rollable</source>
        <translation>obtenables</translation>
    </message>
    <message>
        <source>95% interval of the share</source>
        <translation>intervalle à 95 % de la part</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>formule</translation>
    </message>
    <message>
        <source>share × {letters}^{cells} / {symmetries}</source>
        <translation>part × {letters}^{cells} / {symmetries}</translation>
    </message>
    <message>
        <source>distinct boards</source>
        <translation>grilles distinctes</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>intervalle à 95 %</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>note</source>
        <translation>remarque</translation>
    </message>
    <message>
        <source>no rollable grid sampled: only the upper end is informative</source>
        <translation>aucune grille obtenable dans l&apos;échantillon : seule la borne haute est informative</translation>
    </message>
    <message>
        <source>About {boards} distinct boards ({share}% of random grids can be rolled).</source>
        <translation>Environ {boards} grilles distinctes ({share} % des grilles aléatoires sont obtenables).</translation>
    </message>
</context>
<context>
    <name>TableScorer</name>
    <message>
        <source>The board is {size} but its word list and rules came with a {sent} board.</source>
        <translation>La grille est en {size} mais sa liste de mots et ses règles venaient avec une grille {sent}.</translation>
    </message>
    <message>
        <source>Score a table game</source>
        <translation>Compter une partie à table</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Lettres de la grille</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Grille :</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Dés à lancer</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>Lan&amp;gue :</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Roll a board with the chosen dice</source>
        <translation>Lancer une grille avec les dés choisis</translation>
    </message>
    <message>
        <source>From &amp;Solve a board</source>
        <translation>Depuis Ré&amp;soudre une grille</translation>
    </message>
    <message>
        <source>Take the board shown in Solve a board, with its word list and rules</source>
        <translation>Prendre la grille affichée dans Résoudre une grille, avec sa liste de mots et ses règles</translation>
    </message>
    <message>
        <source>Word &amp;list:</source>
        <translation>Liste de &amp;mots :</translation>
    </message>
    <message>
        <source>{rules} ({description})</source>
        <translation>{rules} ({description})</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Règles de décompte</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;ègles :</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Mot le plus court</translation>
    </message>
    <message>
        <source>&amp;Min letters:</source>
        <translation>Lettres mi&amp;n. :</translation>
    </message>
    <message>
        <source>Classic: shared words cross out</source>
        <translation>Classique : les mots partagés sont barrés</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Amicale : chacun garde ses points</translation>
    </message>
    <message>
        <source>Group rule</source>
        <translation>Règle de groupe</translation>
    </message>
    <message>
        <source>&amp;Group rule:</source>
        <translation>Règle de gro&amp;upe :</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Compté avec</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>C&amp;ompter</translation>
    </message>
    <message>
        <source>Score every list ({shortcut})</source>
        <translation>Compter chaque liste ({shortcut})</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>Afficher &amp;tous les mots</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Type each player&apos;s words above and press Score.</source>
        <translation>Tapez les mots de chaque joueur ci-dessus et appuyez sur Compter.</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copier en texte</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Enregistrer en P&amp;DF…</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Enregistrer dans l&apos;&amp;historique</translation>
    </message>
    <message>
        <source>Open in Sol&amp;ve a board</source>
        <translation>Ouvrir dans Résoudre une &amp;grille</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Two players are called {name}: give each a name of their own.</source>
        <translation>Deux joueurs s&apos;appellent {name} : donnez à chacun son propre nom.</translation>
    </message>
    <message>
        <source>Solve a board shows no solved board: open it (Game &gt; Solve a board), type a board, and press Solve first.</source>
        <translation>Résoudre une grille n&apos;affiche aucune grille résolue : ouvrez-la (Partie &gt; Résoudre une grille), tapez une grille et appuyez d&apos;abord sur Résoudre.</translation>
    </message>
    <message>
        <source>Scored with the board&apos;s own {setup}</source>
        <translation>Compté avec les réglages propres à la grille : {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules</source>
        <translation>Compté avec {wordlist}, règles {rules}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {min_length}+ letters</source>
        <translation>Compté avec {wordlist}, règles {rules}, {min_length} lettres et plus</translation>
    </message>
    <message>
        <source>Enter the board first (or Roll one).</source>
        <translation>Saisissez d&apos;abord la grille (ou lancez-en une).</translation>
    </message>
    <message>
        <source>Add at least one player&apos;s words.</source>
        <translation>Ajoutez les mots d&apos;au moins un joueur.</translation>
    </message>
    <message>
        <source>Scoring…</source>
        <translation>Décompte…</translation>
    </message>
    <message>
        <source>Cannot score: {problem}</source>
        <translation>Impossible de compter : {problem}</translation>
    </message>
    <message>
        <source>Copied the results as text</source>
        <translation>Résultats copiés en texte</translation>
    </message>
    <message>
        <source>Boggle results</source>
        <translation>Résultats de Boggle</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} enregistré</translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation>Enregistrer les résultats en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print the results</source>
        <translation>Imprimer les résultats</translation>
    </message>
    <message>
        <source>Sent the results to the printer</source>
        <translation>Résultats envoyés à l&apos;imprimante</translation>
    </message>
    <message>
        <source>Not saved: {problem}</source>
        <translation>Non enregistré : {problem}</translation>
    </message>
    <message>
        <source>Saved to the history (History &gt; Group rounds)</source>
        <translation>Enregistré dans l&apos;historique (Historique &gt; Manches de groupe)</translation>
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
        <translation>sans chrono</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a word</source>
        <translation>{clock} +{bonus} s par mot</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a letter</source>
        <translation>{clock} +{bonus} s par lettre</translation>
    </message>
    <message>
        <source>refill {clock}</source>
        <translation>recharge {clock}</translation>
    </message>
</context>
<context>
    <name>ToolWindow</name>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>&amp;Annealing lab…</source>
        <translation>Laboratoire de &amp;recuit…</translation>
    </message>
    <message>
        <source>&amp;Break board classes…</source>
        <translation>&amp;Casser des classes de grilles…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Score a &amp;table game…</source>
        <translation>Compter une partie à &amp;table…</translation>
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
        <translation>partagé</translation>
    </message>
    <message>
        <source>shared, crossed out</source>
        <translation>partagé, barré</translation>
    </message>
    <message>
        <source>✓ shared</source>
        <translation>✓ partagé</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>pas sur la grille</translation>
    </message>
    <message>
        <source>not in the word list</source>
        <translation>pas dans la liste de mots</translation>
    </message>
    <message>
        <source>not in the host&apos;s list</source>
        <translation>pas dans la liste de l’hôte</translation>
    </message>
    <message>
        <source>not in your list</source>
        <translation>pas dans votre liste</translation>
    </message>
    <message>
        <source>too short</source>
        <translation>trop court</translation>
    </message>
    <message>
        <source>repeated</source>
        <translation>répété</translation>
    </message>
    <message>
        <source>already found</source>
        <translation>déjà trouvé</translation>
    </message>
    <message>
        <source>already entered</source>
        <translation>déjà saisi</translation>
    </message>
    <message>
        <source>not a word</source>
        <translation>pas un mot</translation>
    </message>
    <message>
        <source>round not running</source>
        <translation>manche non en cours</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>{word}  +{points}</source>
        <translation>{word}  +{points}</translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation>{word} : {verdict}</translation>
    </message>
</context>
<context>
    <name>WordEntry</name>
    <message>
        <source>Type a word, press Enter</source>
        <translation>Tapez un mot, appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Word entry</source>
        <translation>Saisie du mot</translation>
    </message>
</context>
<context>
    <name>WordListChoice</name>
    <message>
        <source>Family list: only the common forms, for a family game</source>
        <translation>Liste familiale : seulement les formes courantes, pour une partie en famille</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Liste de mots</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listes de mots (*.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <source>Cannot read the word list {file}: {problem}</source>
        <translation>Impossible de lire la liste de mots {file} : {problem}</translation>
    </message>
</context>
</TS>
