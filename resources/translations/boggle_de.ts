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
        <source>Open the word's Wiktionary page in your browser (Alt+U)</source>
        <translation>Die Wiktionary-Seite des Worts im Browser öffnen (Alt+O)</translation>
    </message>
    <message>
        <source>Meaning of the word</source>
        <translation>Bedeutung des Worts</translation>
    </message>
    <message>
        <source>Open the word's page on {site} in your browser (Alt+U)</source>
        <translation>Die Seite des Worts auf {site} im Browser öffnen (Alt+O)</translation>
    </message>
    <message>
        <source>Select or point at a word to read its meaning.</source>
        <translation>Ein Wort auswählen oder darauf zeigen, um seine Bedeutung zu lesen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;span style='color:#8a93a3'&gt;looking up…&lt;/span&gt;</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;span style='color:#8a93a3'&gt;wird nachgeschlagen…&lt;/span&gt;</translation>
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
        <source>History database</source>
        <translation>Verlaufsdatenbank</translation>
    </message>
    <message>
        <source>History saved again.</source>
        <translation>Verlauf wieder gespeichert.</translation>
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
        <source>Find as many words as you can before the clock runs out. A word is spelled by a path of touching tiles: left, right, up, down or diagonal, each tile at most once per word. Type it and press Enter, or trace it on the board with the mouse or the keyboard. The word must be in the game's word list (no names, no abbreviations) and long enough for the dice set; each word counts once, however many paths spell it.</source>
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
        <source>The board's letters, the dice and the word lists of a language</source>
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
        <source>Your word list %1 is not the file this code was made with (another version?): words and scores may differ from your friend's. Play anyway?</source>
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
        <source>Time's up!</source>
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
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>sent again…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>not received by the host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: never reached the host (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (you)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The round was not saved to History: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished">Verlauf</translation>
    </message>
    <message>
        <source>Saved to history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Close the round?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You host this round: closing the window ends it for everyone in it (%1). Close it?</source>
        <translation type="unfinished" />
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
        <source>Empty: roll a new board. Or paste a friend's code, e.g. {code}</source>
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
    <name>PlayPanel</name>
    <message>
        <source>TIME LEFT</source>
        <translation>RESTZEIT</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>PUNKTE</translation>
    </message>
    <message>
        <source>Solving the board…</source>
        <translation>Brett wird gelöst…</translation>
    </message>
    <message>
        <source>Type a word, press Enter</source>
        <translation>Wort tippen, dann Enter</translation>
    </message>
    <message>
        <source>Word entry</source>
        <translation>Worteingabe</translation>
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
        <translation>Dieses Spiel wird mit der Wörterliste {name} gespielt, die nicht unter Ihren Wörterlisten ist. Fügen Sie sie mit Spiel &gt; Wörterliste hinzufügen… (Strg+Umschalt+W) hinzu und geben Sie den Code erneut ein.</translation>
    </message>
    <message>
        <source>Cannot read the word list {name}: {reason}</source>
        <translation>Die Wörterliste {name} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>It asks for {rules} rules, but {game} games are played with {game_rules} rules.</source>
        <translation>Er verlangt die Regeln {rules}, aber Spiele „{game}“ werden mit den Regeln {game_rules} gespielt.</translation>
    </message>
    <message>
        <source>This board was scored with the word list {name} ({where}), which cannot be loaded any more: {reason}</source>
        <translation>Dieses Brett wurde mit der Wörterliste {name} ({where}) gewertet, die nicht mehr geladen werden kann: {reason}</translation>
    </message>
    <message>
        <source>The word list {name} ({where}) has changed since this board was scored with it, so its score would differ.</source>
        <translation>Die Wörterliste {name} ({where}) hat sich geändert, seit dieses Brett damit gewertet wurde; seine Punktzahl wäre eine andere.</translation>
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
        <source>not in the host's list</source>
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
    <name>WordListChoice</name>
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
