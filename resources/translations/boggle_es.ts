<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Boggle</source>
        <translation>Acerca de Boggle</translation>
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
        <translation>Plataforma</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Carpeta de datos</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Archivo de registro</translation>
    </message>
    <message>
        <source>Cache folder</source>
        <translation>Carpeta de caché</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Compiled kernels</source>
        <translation>Núcleos compilados</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Boggle %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Boggle %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Roll real dice, play timed rounds, see every word a board holds. The solver, the annealing lab, the board-class breaker and the statistics are under Tools.</source>
        <translation>Tira dados de verdad, juega rondas cronometradas y descubre todas las palabras de un tablero. El solucionador, el laboratorio de recocido, el rompedor de clases de tableros y las estadísticas están en Herramientas.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copiar detalles</translation>
    </message>
    <message>
        <source>Copy the versions and folders, to paste into a bug report</source>
        <translation>Copiar las versiones y las carpetas para pegarlas en un informe de error</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versiones</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Carpetas</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
</context>
<context>
    <name>AnnealLabWindow</name>
    <message>
        <source>tuned for the size</source>
        <translation>ajustado al tamaño</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>referencia</translation>
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
        <translation>4x4, caliente</translation>
    </message>
    <message>
        <source>5x5, hot</source>
        <translation>5x5, caliente</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>lineal</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>exponencial</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constante</translation>
    </message>
    <message>
        <source>Any letters</source>
        <translation>Cualquier letra</translation>
    </message>
    <message>
        <source>Letter set</source>
        <translation>Conjunto de letras</translation>
    </message>
    <message>
        <source>Annealing lab</source>
        <translation>Laboratorio de recocido</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Actual</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generación</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Reign</source>
        <translation>Reinado</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Each new best board. Double-click a row to open that board in &apos;Solve a board&apos;.</source>
        <translation>Cada nuevo mejor tablero. Haz doble clic en una fila para abrir ese tablero en «Resolver un tablero».</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Listo.</translation>
    </message>
    <message>
        <source>Board and words</source>
        <translation>Tablero y palabras</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>A list name from wordlists/ or the user folder, or a file path</source>
        <translation>Un nombre de lista de wordlists/ o de la carpeta del usuario, o la ruta de un archivo</translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation>Elegir un archivo de lista de palabras</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista de palabras</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Letras</translation>
    </message>
    <message>
        <source>Only these letters are used (q is the Qu cell)</source>
        <translation>Solo se usan estas letras (q es la casilla Qu)</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Programa</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preajuste</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Enfriamiento</translation>
    </message>
    <message>
        <source>Starting temperature, in points</source>
        <translation>Temperatura inicial, en puntos</translation>
    </message>
    <message>
        <source>T₀</source>
        <translation>T₀</translation>
    </message>
    <message>
        <source>Exponential cooling: T = T₀·exp(−decay·n), n iterations since the (re)start</source>
        <translation>Enfriamiento exponencial: T = T₀·exp(−decay·n), n iteraciones desde el (re)inicio</translation>
    </message>
    <message>
        <source>Decay / iteration</source>
        <translation>Decaimiento / iteración</translation>
    </message>
    <message>
        <source>Linear cooling: T falls from T₀ to 0 over this many iterations</source>
        <translation>Enfriamiento lineal: T baja de T₀ a 0 en este número de iteraciones</translation>
    </message>
    <message>
        <source>Ramp length</source>
        <translation>Longitud de la rampa</translation>
    </message>
    <message>
        <source>Once cold, restart after this many iterations without a new best</source>
        <translation>Una vez frío, reiniciar tras este número de iteraciones sin un nuevo mejor</translation>
    </message>
    <message>
        <source>Max stall</source>
        <translation>Estancamiento máx.</translation>
    </message>
    <message>
        <source>Restart from a fresh board when stalled</source>
        <translation>Reiniciar desde un tablero nuevo al estancarse</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <source>Same seed and parameters: the same run (&quot;random&quot; picks one and shows it)</source>
        <translation>Misma semilla y parámetros: la misma ejecución («aleatoria» elige una y la muestra)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>hasta detenerla</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>Detener tras</translation>
    </message>
    <message>
        <source>Keep earlier runs on the plot</source>
        <translation>Mantener las ejecuciones anteriores en el gráfico</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Clear the plots, boards and table</source>
        <translation>Borrar los gráficos, los tableros y la tabla</translation>
    </message>
    <message>
        <source>Open in Solve a board</source>
        <translation>Abrir en Resolver un tablero</translation>
    </message>
    <message>
        <source>Show the best board with all its words in the game&apos;s solver view</source>
        <translation>Mostrar el mejor tablero con todas sus palabras en la vista del solucionador del juego</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Jugar este tablero</translation>
    </message>
    <message>
        <source>Start a round on the best board in the game window, with this run&apos;s word list</source>
        <translation>Empezar una ronda con el mejor tablero en la ventana del juego, con la lista de palabras de esta ejecución</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>Current (thin) and best (thick) score</source>
        <translation>Puntos actuales (línea fina) y mejores (línea gruesa)</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <source>acceptance</source>
        <translation>aceptación</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>generación</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listas de palabras (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dados: {dice}</translation>
    </message>
    <message>
        <source>{field} must be a number, got {text}</source>
        <translation>{field} debe ser un número, no {text}</translation>
    </message>
    <message>
        <source>Decay</source>
        <translation>Decaimiento</translation>
    </message>
    <message>
        <source>The {dice} dice make {size} boards, not {chosen}.</source>
        <translation>Los dados {dice} forman tableros de {size}, no de {chosen}.</translation>
    </message>
    <message>
        <source>run {number}: {schedule}</source>
        <translation>ejecución {number}: {schedule}</translation>
    </message>
    <message>
        <source>{label}, {language}</source>
        <translation>{label}, {language}</translation>
    </message>
    <message>
        <source>{label}, {dice} dice</source>
        <translation>{label}, dados {dice}</translation>
    </message>
    <message>
        <source>{label}, letters {letters}</source>
        <translation>{label}, letras {letters}</translation>
    </message>
    <message>
        <source>Loading the word list and preparing the annealing kernels…</source>
        <translation>Cargando la lista de palabras y preparando los núcleos de recocido…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Run {run}: compiling the annealing kernels (once: later runs start at once; the first may take a minute)…</source>
        <translation>Ejecución {run}: compilando los núcleos de recocido (solo una vez: las siguientes ejecuciones empiezan enseguida; la primera puede tardar un minuto)…</translation>
    </message>
    <message numerus="yes">
        <source>Run {run} paused (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Ejecución {run} en pausa (semilla {seed}): generación {generation}, {rate} iteraciones/s, %n reinicio, mejor {best}</numerusform>
            <numerusform>Ejecución {run} en pausa (semilla {seed}): generación {generation}, {rate} iteraciones/s, %n reinicios, mejor {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} running (seed {seed}): generation {generation}, {rate} iterations/s, %n restart(s), best {best}</source>
        <translation>
            <numerusform>Ejecución {run} en marcha (semilla {seed}): generación {generation}, {rate} iteraciones/s, %n reinicio, mejor {best}</numerusform>
            <numerusform>Ejecución {run} en marcha (semilla {seed}): generación {generation}, {rate} iteraciones/s, %n reinicios, mejor {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run {run} finished (seed {seed}): best {best} {board} after {generations} generations, %n restart(s), {seconds} s</source>
        <translation>
            <numerusform>Ejecución {run} terminada (semilla {seed}): mejor {best} {board} tras {generations} generaciones, %n reinicio, {seconds} s</numerusform>
            <numerusform>Ejecución {run} terminada (semilla {seed}): mejor {best} {board} tras {generations} generaciones, %n reinicios, {seconds} s</numerusform>
        </translation>
    </message>
    <message>
        <source>Run {run} stopped at generation {generation}; best {best} {board}</source>
        <translation>Ejecución {run} detenida en la generación {generation}; mejor {best} {board}</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <source>Run failed.</source>
        <translation>La ejecución ha fallado.</translation>
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
        <translation>Comparando el tablero con tiradas al azar…</translation>
    </message>
    <message>
        <source>Better than all {count} random {dice} boards sampled</source>
        <translation>Mejor que los {count} tableros {dice} al azar</translation>
    </message>
    <message>
        <source>Better than {share}% of {dice} boards</source>
        <translation>Mejor que el {share} % de los tableros {dice}</translation>
    </message>
    <message>
        <source>Rating the board against random rolls… {percent}%</source>
        <translation>Comparando el tablero con tiradas al azar… {percent} %</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Boggle board</source>
        <translation>Tablero de Boggle</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Hidden tile, row {row}, column {column}</source>
        <translation>Casilla oculta, fila {row}, columna {column}</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>en blanco</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}, keyboard cursor</source>
        <translation>{letter}, fila {row}, columna {column}, cursor del teclado</translation>
    </message>
    <message>
        <source>{letter}, row {row}, column {column}</source>
        <translation>{letter}, fila {row}, columna {column}</translation>
    </message>
    <message>
        <source>selected, letter {index} of {count} of the path</source>
        <translation>seleccionada, letra {index} de {count} del camino</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionada</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>no seleccionada</translation>
    </message>
</context>
<context>
    <name>BreakDialog</name>
    <message numerus="yes">
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s, %n board(s) &gt;= {threshold}: {text}</source>
        <translation>
            <numerusform>clase {ident}cota {bound} (niveles {levels}), {nodes} nodos, {seconds} s, %n tablero &gt;= {threshold}: {text}</numerusform>
            <numerusform>clase {ident}cota {bound} (niveles {levels}), {nodes} nodos, {seconds} s, %n tableros &gt;= {threshold}: {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>class {ident}bound {bound} (levels {levels}), {nodes} nodes, {seconds} s: {text}</source>
        <translation>clase {ident}cota {bound} (niveles {levels}), {nodes} nodos, {seconds} s: {text}</translation>
    </message>
    <message numerus="yes">
        <source>... %n more line(s)</source>
        <translation>
            <numerusform>... %n línea más</numerusform>
            <numerusform>... %n líneas más</numerusform>
        </translation>
    </message>
    <message>
        <source>FOUND {board} {score}</source>
        <translation>ENCONTRADO {board} {score}</translation>
    </message>
    <message>
        <source>{problem}; finished classes are saved in the results file</source>
        <translation>{problem}; las clases terminadas se guardan en el archivo de resultados</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>memoria agotada</translation>
    </message>
    <message>
        <source>Break board classes</source>
        <translation>Romper clases de tableros</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <source>Alphabet partition</source>
        <translation>Partición del alfabeto</translation>
    </message>
    <message>
        <source>Groups of letters separated by spaces, covering a-z; per cell type with &apos;..., corner:GROUPS&apos; clauses. Each class picks one group per cell.</source>
        <translation>Grupos de letras separados por espacios que cubren a-z; por tipo de casilla con cláusulas &apos;..., corner:GRUPOS&apos;. Cada clase elige un grupo por casilla.</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Partición:</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Tamaño del tablero:</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista de palabras</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Otra lista…</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>Procesos de trabajo</translation>
    </message>
    <message>
        <source>1 breaks in this program; more start that many worker processes</source>
        <translation>1 rompe en este programa; más inician ese número de procesos de trabajo</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>Class limit</source>
        <translation>Límite de clases</translation>
    </message>
    <message>
        <source>Break only this many classes of the shuffled order (a representative slice)</source>
        <translation>Romper solo este número de clases del orden barajado (una muestra representativa)</translation>
    </message>
    <message>
        <source>Sample seed</source>
        <translation>Semilla de la muestra</translation>
    </message>
    <message>
        <source>Seed of the shuffled class order (the random sample of a 4x4 run)</source>
        <translation>Semilla del orden barajado de las clases (la muestra aleatoria de una ejecución 4x4)</translation>
    </message>
    <message>
        <source>Log the breaking tree</source>
        <translation>Registrar el árbol de ruptura</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>&amp;Umbral:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Lista de palabras:</translation>
    </message>
    <message>
        <source>W&amp;orkers:</source>
        <translation>Pr&amp;ocesos:</translation>
    </message>
    <message>
        <source>&amp;Classes:</source>
        <translation>&amp;Clases:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Memory per worker</source>
        <translation>Memoria por proceso</translation>
    </message>
    <message>
        <source>Memory budget of each worker process (with one worker: this program, at least {minimum} MiB): the breaker&apos;s trees never grow past it; the results are the same</source>
        <translation>Presupuesto de memoria de cada proceso de trabajo (con un solo proceso: este programa, al menos {minimum} MiB): los árboles del rompedor nunca lo superan; los resultados son los mismos</translation>
    </message>
    <message>
        <source>peak per worker: –</source>
        <translation>pico por proceso: –</translation>
    </message>
    <message>
        <source>Peak memory per worker</source>
        <translation>Pico de memoria por proceso</translation>
    </message>
    <message>
        <source>Largest peak resident memory of a worker process so far (with one worker: this program), measured as classes finish</source>
        <translation>Mayor pico de memoria residente de un proceso de trabajo hasta ahora (con un solo proceso: este programa), medido al terminar las clases</translation>
    </message>
    <message>
        <source>&amp;Memory per worker:</source>
        <translation>&amp;Memoria por proceso:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Continue the saved run with these settings, skipping finished classes</source>
        <translation>Continuar la ejecución guardada con estos ajustes, saltando las clases terminadas</translation>
    </message>
    <message>
        <source>Open res&amp;ults…</source>
        <translation>Abrir resul&amp;tados…</translation>
    </message>
    <message>
        <source>Read a results file (from this window, boggle break or a Dask run) and show its boards, times and bounds; the file is not changed</source>
        <translation>Leer un archivo de resultados (de esta ventana, de boggle break o de una ejecución de Dask) y mostrar sus tableros, tiempos y cotas; el archivo no se modifica</translation>
    </message>
    <message>
        <source>Show this run&apos;s results</source>
        <translation>Mostrar los resultados de esta ejecución</translation>
    </message>
    <message>
        <source>Summarise the results file of the settings above</source>
        <translation>Resumir el archivo de resultados de los ajustes de arriba</translation>
    </message>
    <message>
        <source>Choose the classes and a threshold, then Start.</source>
        <translation>Elige las clases y un umbral y pulsa Iniciar.</translation>
    </message>
    <message>
        <source>Breaking tree (classes as they finish):</source>
        <translation>Árbol de ruptura (clases a medida que terminan):</translation>
    </message>
    <message>
        <source>Breaking log</source>
        <translation>Registro de ruptura</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Tableros encontrados: {count}</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tablero</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Tableros encontrados</translation>
    </message>
    <message>
        <source>&amp;Open board</source>
        <translation>&amp;Abrir tablero</translation>
    </message>
    <message>
        <source>Show the selected board in the solver</source>
        <translation>Mostrar el tablero seleccionado en el solucionador</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jugar este tablero</translation>
    </message>
    <message>
        <source>Start a round on the selected board in the game window, with the run&apos;s list</source>
        <translation>Empezar una ronda con el tablero seleccionado en la ventana del juego, con la lista de la ejecución</translation>
    </message>
    <message>
        <source>&amp;Live run</source>
        <translation>&amp;Ejecución en curso</translation>
    </message>
    <message>
        <source>Results &amp;file</source>
        <translation>Arc&amp;hivo de resultados</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical: too many for one run here; set Classes to break a seeded random sample</source>
        <translation>{total} clases, {canonical} canónicas: demasiadas para una ejecución aquí; indica Clases para romper una muestra aleatoria con semilla</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical</source>
        <translation>{total} clases, {canonical} canónicas</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (random sample of {limit}, seed {seed})</source>
        <translation>{total} clases, {canonical} canónicas (muestra aleatoria de {limit}, semilla {seed})</translation>
    </message>
    <message>
        <source>{total} classes, {canonical} canonical (running {limit}, seed {seed})</source>
        <translation>{total} clases, {canonical} canónicas (ejecutando {limit}, semilla {seed})</translation>
    </message>
    <message>
        <source>a budget is at least {minimum} MiB</source>
        <translation>un presupuesto es de al menos {minimum} MiB</translation>
    </message>
    <message>
        <source>Results file: {path}</source>
        <translation>Archivo de resultados: {path}</translation>
    </message>
    <message>
        <source>Results file: {path} (new)</source>
        <translation>Archivo de resultados: {path} (nuevo)</translation>
    </message>
    <message>
        <source>Open results file</source>
        <translation>Abrir archivo de resultados</translation>
    </message>
    <message>
        <source>Break results (*.ndjson *.jsonl *.json);;All files (*)</source>
        <translation>Resultados de ruptura (*.ndjson *.jsonl *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%v / %m classes</source>
        <translation>%v / %m clases</translation>
    </message>
    <message>
        <source>Resuming (loading the word list, starting workers)…</source>
        <translation>Reanudando (cargando la lista de palabras, iniciando los procesos)…</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)… (previous results kept as {backup})</source>
        <translation>Iniciando (cargando la lista de palabras, iniciando los procesos)… (resultados anteriores guardados como {backup})</translation>
    </message>
    <message>
        <source>Starting (loading the word list, starting workers)…</source>
        <translation>Iniciando (cargando la lista de palabras, iniciando los procesos)…</translation>
    </message>
    <message>
        <source>Cancelling: finished classes are saved…</source>
        <translation>Cancelando: las clases terminadas se guardan…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of {total} classes · {rate} classes/s · ETA {eta} · %n board(s) found</source>
        <translation>
            <numerusform>{done} de {total} clases · {rate} clases/s · tiempo restante {eta} · %n tablero encontrado</numerusform>
            <numerusform>{done} de {total} clases · {rate} clases/s · tiempo restante {eta} · %n tableros encontrados</numerusform>
        </translation>
    </message>
    <message>
        <source>peak per worker: {size} MiB</source>
        <translation>pico por proceso: {size} MiB</translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes ({resumed} resumed from the results file), %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Hecho: {done} clases ({resumed} retomadas del archivo de resultados), %n tablero de {threshold} o más, {seconds} s.</numerusform>
            <numerusform>Hecho: {done} clases ({resumed} retomadas del archivo de resultados), %n tableros de {threshold} o más, {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {done} classes, %n board(s) at or above {threshold}, {seconds} s.</source>
        <translation>
            <numerusform>Hecho: {done} clases, %n tablero de {threshold} o más, {seconds} s.</numerusform>
            <numerusform>Hecho: {done} clases, %n tableros de {threshold} o más, {seconds} s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Error: {problem}</translation>
    </message>
    <message>
        <source>ERROR: {problem}</source>
        <translation>ERROR: {problem}</translation>
    </message>
    <message>
        <source>Cancelled after {done} classes; they are saved: Resume continues the run.</source>
        <translation>Cancelado tras {done} clases; están guardadas: Reanudar continúa la ejecución.</translation>
    </message>
</context>
<context>
    <name>ChallengeActions</name>
    <message>
        <source>Challenge a &amp;friend…</source>
        <translation>&amp;Desafiar a un amigo…</translation>
    </message>
    <message>
        <source>Challenge a friend…</source>
        <translation>Desafiar a un amigo…</translation>
    </message>
    <message>
        <source>A code for a friend to play this board and compare (Ctrl+Shift+F)</source>
        <translation>Un código para que un amigo juegue este tablero y comparéis (Ctrl+Mayús+F)</translation>
    </message>
    <message>
        <source>This board has no game code, so it cannot be a challenge.</source>
        <translation>Este tablero no tiene código de partida, así que no puede ser un desafío.</translation>
    </message>
    <message>
        <source>Finish a round first: a challenge holds its words and score.</source>
        <translation>Termina primero una ronda: un desafío contiene sus palabras y su puntuación.</translation>
    </message>
    <message>
        <source>Cannot play this challenge code</source>
        <translation>No se puede jugar este código de desafío</translation>
    </message>
    <message>
        <source>Challenge from %1: %2 points to beat.</source>
        <translation>Desafío de %1: %2 puntos que superar.</translation>
    </message>
    <message>
        <source>Cannot compare with the challenge</source>
        <translation>No se puede comparar con el desafío</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Challenge a friend</source>
        <translation>Desafiar a un amigo</translation>
    </message>
    <message>
        <source>Send this code to a friend. They enter it with Game &gt; Play a game code (Ctrl+G), play the same board with the same rules and clock, and then see both rounds word by word.</source>
        <translation>Envía este código a un amigo. Lo introduce con Partida &gt; Jugar un código de partida (Ctrl+G), juega el mismo tablero con las mismas reglas y el mismo reloj, y luego ve las dos rondas palabra por palabra.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Your name, as your friend will see it</source>
        <translation>Tu nombre, tal como lo verá tu amigo</translation>
    </message>
    <message>
        <source>Challenge code</source>
        <translation>Código de desafío</translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation>&amp;Copiar código</translation>
    </message>
    <message>
        <source>No code yet: %1.</source>
        <translation>Aún no hay código: %1.</translation>
    </message>
    <message>
        <source>The code carries your name, your score (%1) and your words. Its check letters catch typos and edits, but anyone who wants to can forge a code: play with friends you trust.</source>
        <translation>El código lleva tu nombre, tu puntuación (%1) y tus palabras. Sus letras de control detectan erratas y cambios, pero quien quiera puede falsificar un código: juega con amigos de confianza.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
</context>
<context>
    <name>ChallengeResultDialog</name>
    <message>
        <source>Challenge from %1</source>
        <translation>Desafío de %1</translation>
    </message>
    <message>
        <source>You win by %1 points!</source>
        <translation>¡Ganas por %1 puntos!</translation>
    </message>
    <message>
        <source>%1 wins by %2 points.</source>
        <translation>%1 gana por %2 puntos.</translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation>¡Empate!</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;You %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</source>
        <translation>&lt;span style=&apos;font-size:xx-large; font-weight:700&apos;&gt;Tú %1 · %2 %3&lt;/span&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Found by both</source>
        <translation>Encontradas por ambos</translation>
    </message>
    <message>
        <source>Only you</source>
        <translation>Solo tú</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Solo %1</translation>
    </message>
    <message>
        <source>%1: %2 words, %3 points</source>
        <translation>%1: %2 palabras, %3 puntos</translation>
    </message>
</context>
<context>
    <name>ClockScore</name>
    <message>
        <source>TIME LEFT</source>
        <translation>TIEMPO RESTANTE</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>PUNTOS</translation>
    </message>
</context>
<context>
    <name>DefinitionPane</name>
    <message>
        <source>MEANING</source>
        <translation>SIGNIFICADO</translation>
    </message>
    <message>
        <source>Look it &amp;up online</source>
        <translation>&amp;Buscar en internet</translation>
    </message>
    <message>
        <source>Open the word&apos;s Wiktionary page in your browser (Alt+U)</source>
        <translation>Abrir la página de la palabra en Wiktionary en el navegador (Alt+B)</translation>
    </message>
    <message>
        <source>Meaning of the word</source>
        <translation>Significado de la palabra</translation>
    </message>
    <message>
        <source>Open the word&apos;s page on {site} in your browser (Alt+U)</source>
        <translation>Abrir la página de la palabra en {site} en el navegador (Alt+B)</translation>
    </message>
    <message>
        <source>Select or point at a word to read its meaning.</source>
        <translation>Selecciona una palabra o pasa el ratón por encima para leer su significado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;looking up…&lt;/span&gt;</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;span class=&apos;muted&apos;&gt;buscando…&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Look it up online&lt;/i&gt; works without it.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: {problem}.&lt;br&gt;&lt;i&gt;Buscar en internet&lt;/i&gt; funciona sin ello.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: cannot look it up ({problem}).</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: no se puede buscar ({problem}).</translation>
    </message>
</context>
<context>
    <name>Definitions</name>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: not in the offline dictionary (WordNet 3.0). Try &lt;i&gt;Look it up online&lt;/i&gt;.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: no está en el diccionario sin conexión (WordNet 3.0). Prueba &lt;i&gt;Buscar en internet&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>only as a name or abbreviation:</source>
        <translation>solo como nombre propio o abreviatura:</translation>
    </message>
    <message numerus="yes">
        <source>and %n more sense(s)</source>
        <translation>
            <numerusform>y %n sentido más</numerusform>
            <numerusform>y %n sentidos más</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: offline definitions are English only (WordNet 3.0). &lt;i&gt;Look it up online&lt;/i&gt; opens its {language} page on {site}.</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: las definiciones sin conexión solo están en inglés (WordNet 3.0). &lt;i&gt;Buscar en internet&lt;/i&gt; abre su página en {language} en {site}.</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>4x4 Classic (1976)</source>
        <translation>4x4 Clásico (1976)</translation>
    </message>
    <message>
        <source>4x4 New (1987)</source>
        <translation>4x4 Nuevo (1987)</translation>
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
        <translation>4x4 Boggle (edición francesa)</translation>
    </message>
    <message>
        <source>4x4 (French letter frequencies)</source>
        <translation>4x4 (frecuencias de letras del francés)</translation>
    </message>
    <message>
        <source>4x4 (German letter frequencies)</source>
        <translation>4x4 (frecuencias de letras del alemán)</translation>
    </message>
    <message>
        <source>4x4 (Spanish letter frequencies)</source>
        <translation>4x4 (frecuencias de letras del español)</translation>
    </message>
    <message>
        <source>4x4 (Italian letter frequencies)</source>
        <translation>4x4 (frecuencias de letras del italiano)</translation>
    </message>
    <message>
        <source>4x4 (Dutch letter frequencies)</source>
        <translation>4x4 (frecuencias de letras del neerlandés)</translation>
    </message>
    <message>
        <source>4x4 (German, balanced like the English New dice)</source>
        <translation>4x4 (alemán, equilibrado como los dados ingleses Nuevo)</translation>
    </message>
    <message>
        <source>4x4 (Spanish, balanced like the English New dice)</source>
        <translation>4x4 (español, equilibrado como los dados ingleses Nuevo)</translation>
    </message>
    <message>
        <source>4x4 (Dutch, balanced like the English New dice)</source>
        <translation>4x4 (neerlandés, equilibrado como los dados ingleses Nuevo)</translation>
    </message>
    <message>
        <source>4x4 Il Paroliere (Italian edition)</source>
        <translation>4x4 Il Paroliere (edición italiana)</translation>
    </message>
    <message>
        <source>{size} board</source>
        <translation>tablero {size}</translation>
    </message>
</context>
<context>
    <name>EngineErrors</name>
    <message>
        <source>{size} boards are not supported; the sizes are {sizes}</source>
        <translation>los tableros de {size} no están admitidos; los tamaños son {sizes}</translation>
    </message>
    <message>
        <source>{text} is not a board size: write it as WxH, such as 4x4 or 44 (34 is 3 wide, 4 tall)</source>
        <translation>{text} no es un tamaño de tablero: escríbelo como AxA, como 4x4 o 44 (34 es 3 de ancho y 4 de alto)</translation>
    </message>
    <message>
        <source>the board is empty</source>
        <translation>el tablero está vacío</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: only the letters a-z are allowed (q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one)</source>
        <translation>el tablero {board} tiene el carácter {character} en la posición {position}: solo se admiten las letras a-z (q es la casilla Qu; [an] [er] [he] [in] [th] son caras de dos letras, . o # una cara vacía)</translation>
    </message>
    <message>
        <source>the board {board} has the character {character} at position {position}: {allowed}</source>
        <translation>el tablero {board} tiene el carácter {character} en la posición {position}: {allowed}</translation>
    </message>
    <message>
        <source>the board {board} has the character {character}: {allowed}</source>
        <translation>el tablero {board} tiene el carácter {character}: {allowed}</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>los tableros ({language}) tienen las letras {letters}; [an] [er] [he] [in] [th] son caras de dos letras, . o # una cara vacía</translation>
    </message>
    <message>
        <source>boards in {language} have the letters {letters}; q is the Qu cell; [an] [er] [he] [in] [th] are two-letter faces, . or # a blank one</source>
        <translation>los tableros ({language}) tienen las letras {letters}; q es la casilla Qu; [an] [er] [he] [in] [th] son caras de dos letras, . o # una cara vacía</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells, but a {size} board has {needed}</source>
        <translation>el tablero {board} tiene {cells} casillas, pero un tablero de {size} tiene {needed}</translation>
    </message>
    <message>
        <source>the board {board} has {cells} cells; a board has {counts}</source>
        <translation>el tablero {board} tiene {cells} casillas; un tablero tiene {counts}</translation>
    </message>
    <message>
        <source>{file} is not there (no such file)</source>
        <translation>{file} no existe (no hay tal archivo)</translation>
    </message>
    <message>
        <source>{file} is a folder, not a file</source>
        <translation>{file} es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>no se puede leer {file}: {reason}</translation>
    </message>
    <message>
        <source>{file} is a pipe, not a file on disk</source>
        <translation>{file} es una tubería, no un archivo en disco</translation>
    </message>
    <message>
        <source>{file} is a device, not a file on disk</source>
        <translation>{file} es un dispositivo, no un archivo en disco</translation>
    </message>
    <message>
        <source>{file} is a socket, not a file on disk</source>
        <translation>{file} es un socket, no un archivo en disco</translation>
    </message>
    <message>
        <source>{file} is not a regular file on disk</source>
        <translation>{file} no es un archivo normal en disco</translation>
    </message>
    <message>
        <source>{file} is {size}, more than the {limit} this app reads</source>
        <translation>{file} ocupa {size}, más de los {limit} que lee este programa</translation>
    </message>
    <message>
        <source>{file} holds more than {limit}, more than this app reads</source>
        <translation>{file} contiene más de {limit}, más de lo que lee este programa</translation>
    </message>
    <message>
        <source>{file} is UTF-32 text: save it as UTF-8</source>
        <translation>{file} es texto UTF-32: guárdalo como UTF-8</translation>
    </message>
    <message>
        <source>{file} looks like UTF-16 text without a byte-order mark: save it as UTF-8 (or as UTF-16 with a byte-order mark)</source>
        <translation>{file} parece texto UTF-16 sin marca de orden de bytes: guárdalo como UTF-8 (o como UTF-16 con marca de orden de bytes)</translation>
    </message>
    <message>
        <source>{file} looks like a binary file, not text</source>
        <translation>{file} parece un archivo binario, no texto</translation>
    </message>
    <message>
        <source>{file} is not valid UTF-16 (at byte {offset})</source>
        <translation>{file} no es UTF-16 válido (en el byte {offset})</translation>
    </message>
    <message>
        <source>line {line} of {file} is longer than {limit} bytes, longer than any line this app reads; stopped reading</source>
        <translation>la línea {line} de {file} supera los {limit} bytes, más que cualquier línea que lea este programa; lectura detenida</translation>
    </message>
    <message>
        <source>line {line} of {file} is not UTF-8 text (byte {byte} at column {column}): save the file as UTF-8</source>
        <translation>la línea {line} de {file} no es texto UTF-8 (byte {byte} en la columna {column}): guarda el archivo como UTF-8</translation>
    </message>
    <message>
        <source>the word list {path}</source>
        <translation>la lista de palabras {path}</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not a file</source>
        <translation>la lista de palabras «{spec}» no es un archivo</translation>
    </message>
    <message>
        <source>the word list “{spec}” is not there (no such file)</source>
        <translation>la lista de palabras «{spec}» no existe (no hay tal archivo)</translation>
    </message>
    <message>
        <source>there is no word list “{spec}”: give a file, or one of {names}</source>
        <translation>no hay ninguna lista de palabras «{spec}»: indica un archivo o una de {names}</translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation>{file} está vacía</translation>
    </message>
    <message>
        <source>the word list has too many words: it would take {nodes} nodes, and at most {limit} fit</source>
        <translation>la lista de palabras tiene demasiadas palabras: ocuparía {nodes} nodos, y caben como mucho {limit}</translation>
    </message>
    <message>
        <source>not enough memory to load the word list {path} ({size}): free some memory or use a smaller list</source>
        <translation>no hay memoria suficiente para cargar la lista de palabras {path} ({size}): libera memoria o usa una lista más pequeña</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, nothing else)</source>
        <translation>la lista de palabras {path} no tiene palabras jugables ({language}: 3 o más de las letras {letters}, nada más)</translation>
    </message>
    <message>
        <source>the word list {path} has no words to play in {language} (3 or more of the letters {letters}, q followed by u)</source>
        <translation>la lista de palabras {path} no tiene palabras jugables ({language}: 3 o más de las letras {letters}, q seguida de u)</translation>
    </message>
    <message>
        <source>there is no language “{text}”; the languages are {known}</source>
        <translation>no hay ningún idioma «{text}»; los idiomas son {known}</translation>
    </message>
    <message>
        <source>the board {board} has no score with the word list {wordlist}: its search passed the budget of {budget} steps, because the list makes the search explode (many words of one letter repeated, say), which no real list does</source>
        <translation>el tablero {board} no tiene puntuación con la lista de palabras {wordlist}: su búsqueda superó el límite de {budget} pasos, porque la lista hace explotar la búsqueda (muchas palabras de una letra repetida, por ejemplo), cosa que ninguna lista real hace</translation>
    </message>
    <message>
        <source>the game code is empty</source>
        <translation>el código de partida está vacío</translation>
    </message>
    <message>
        <source>a game code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>un código de partida solo tiene las letras y cifras {alphabet}; este tiene {letters}</translation>
    </message>
    <message>
        <source>this game code is too short: letters are missing</source>
        <translation>este código de partida es demasiado corto: faltan letras</translation>
    </message>
    <message>
        <source>this game code is incomplete: letters are missing</source>
        <translation>este código de partida está incompleto: faltan letras</translation>
    </message>
    <message>
        <source>this game code has a typo (its check letter does not match): check each letter</source>
        <translation>este código de partida tiene una errata (su letra de control no coincide): revisa cada letra</translation>
    </message>
    <message>
        <source>this game code comes from a newer version of Boggle (code version {version}); update the program to play it</source>
        <translation>este código de partida viene de una versión más reciente de Boggle (versión de código {version}); actualiza el programa para jugarlo</translation>
    </message>
    <message>
        <source>this is not a game code</source>
        <translation>esto no es un código de partida</translation>
    </message>
    <message>
        <source>this is not a game code (it holds a board cell that cannot be)</source>
        <translation>esto no es un código de partida (contiene una casilla imposible)</translation>
    </message>
    <message>
        <source>this is not a game code ({reason})</source>
        <translation>esto no es un código de partida ({reason})</translation>
    </message>
    <message>
        <source>this game code has letters too many</source>
        <translation>este código de partida tiene letras de más</translation>
    </message>
    <message>
        <source>this game code is in a language this version of Boggle does not have (“{language_code}”); update the program to play it</source>
        <translation>este código de partida está en un idioma que esta versión de Boggle no tiene («{language_code}»); actualiza el programa para jugarlo</translation>
    </message>
    <message>
        <source>this game code names dice in {language} that this version of Boggle does not have (“{dice}”); update the program to play it</source>
        <translation>este código de partida indica dados ({language}) que esta versión de Boggle no tiene («{dice}»); actualiza el programa para jugarlo</translation>
    </message>
    <message>
        <source>there is no game “{game}”; a code names one of {games}</source>
        <translation>no hay ningún juego «{game}»; un código indica uno de {games}</translation>
    </message>
    <message>
        <source>there is no game “{game}” in {language}; a code names one of {games}</source>
        <translation>no hay ningún juego «{game}» ({language}); un código indica uno de {games}</translation>
    </message>
    <message>
        <source>there are no rules “{rules}”; a code names one of {choices}</source>
        <translation>no hay ningunas reglas «{rules}»; un código indica una de {choices}</translation>
    </message>
    <message>
        <source>a minimum length of {min_length} does not fit in a game code (1 to 31)</source>
        <translation>una longitud mínima de {min_length} no cabe en un código de partida (de 1 a 31)</translation>
    </message>
    <message>
        <source>the word list name “{name}” does not fit in a game code (1 to 31 characters)</source>
        <translation>el nombre de lista de palabras «{name}» no cabe en un código de partida (de 1 a 31 caracteres)</translation>
    </message>
    <message>
        <source>a game code holds whole seconds only, below 2**31</source>
        <translation>un código de partida solo contiene segundos enteros, por debajo de 2**31</translation>
    </message>
    <message>
        <source>a {size} board cannot be played as {game}</source>
        <translation>un tablero de {size} no se puede jugar como {game}</translation>
    </message>
    <message>
        <source>this game code holds a fixed board: it has no next board</source>
        <translation>este código de partida contiene un tablero fijo: no tiene tablero siguiente</translation>
    </message>
    <message>
        <source>a challenge needs the challenger&apos;s name</source>
        <translation>un desafío necesita el nombre de quien desafía</translation>
    </message>
    <message>
        <source>the name is longer than {limit} characters</source>
        <translation>el nombre tiene más de {limit} caracteres</translation>
    </message>
    <message>
        <source>the name holds control or invisible characters</source>
        <translation>el nombre contiene caracteres de control o invisibles</translation>
    </message>
    <message>
        <source>a score of {score} does not fit in a challenge code</source>
        <translation>una puntuación de {score} no cabe en un código de desafío</translation>
    </message>
    <message>
        <source>the board&apos;s word count or digest does not fit in a challenge code</source>
        <translation>el número de palabras o el resumen del tablero no cabe en un código de desafío</translation>
    </message>
    <message>
        <source>the challenger&apos;s words are not positions in the board&apos;s word list</source>
        <translation>las palabras de quien desafía no son posiciones en la lista de palabras del tablero</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held {theirs} words on this board, yours {yours}): the words cannot be compared</source>
        <translation>este desafío se jugó con otra lista de palabras que la tuya (su lista {wordlist} tenía {theirs} palabras en este tablero, la tuya {yours}): las palabras no se pueden comparar</translation>
    </message>
    <message>
        <source>this challenge was played with another word list than yours (its {wordlist} held other words on this board than yours): the words cannot be compared</source>
        <translation>este desafío se jugó con otra lista de palabras que la tuya (su lista {wordlist} tenía otras palabras en este tablero que la tuya): las palabras no se pueden comparar</translation>
    </message>
    <message>
        <source>this challenge claims {score} points for words worth {total}: the code was edited</source>
        <translation>este desafío declara {score} puntos por palabras que valen {total}: el código se ha modificado</translation>
    </message>
    <message>
        <source>“{word}” is not a word of this board&apos;s solution</source>
        <translation>«{word}» no es una palabra de la solución de este tablero</translation>
    </message>
    <message>
        <source>this challenge does not fit in a code ({letters} letters; at most {limit})</source>
        <translation>este desafío no cabe en un código ({letters} letras; como mucho {limit})</translation>
    </message>
    <message>
        <source>this challenge code is too long (more than {limit} letters)</source>
        <translation>este código de desafío es demasiado largo (más de {limit} letras)</translation>
    </message>
    <message>
        <source>the challenge code is empty</source>
        <translation>el código de desafío está vacío</translation>
    </message>
    <message>
        <source>this is not a challenge code (those start with {prefix})</source>
        <translation>esto no es un código de desafío (esos empiezan por {prefix})</translation>
    </message>
    <message>
        <source>this is a game code, not a challenge code: play it as a game code</source>
        <translation>esto es un código de partida, no un código de desafío: juégalo como código de partida</translation>
    </message>
    <message>
        <source>after {prefix}, a challenge code has only the letters and digits {alphabet}; this one has {letters}</source>
        <translation>después de {prefix}, un código de desafío solo tiene las letras y cifras {alphabet}; este tiene {letters}</translation>
    </message>
    <message>
        <source>this challenge code is cut short: letters are missing (copy all of it)</source>
        <translation>este código de desafío está cortado: faltan letras (cópialo entero)</translation>
    </message>
    <message>
        <source>this challenge code has a typo or was edited (its check letters do not match)</source>
        <translation>este código de desafío tiene una errata o se ha modificado (sus letras de control no coinciden)</translation>
    </message>
    <message>
        <source>this challenge code comes from a newer version of Boggle (challenge version {version}); update the program to play it</source>
        <translation>este código de desafío viene de una versión más reciente de Boggle (versión de desafío {version}); actualiza el programa para jugarlo</translation>
    </message>
    <message>
        <source>this is not a challenge code</source>
        <translation>esto no es un código de desafío</translation>
    </message>
    <message>
        <source>this challenge code is cut short: it has {letters} of its {total} letters (copy all of it)</source>
        <translation>este código de desafío está cortado: tiene {letters} de sus {total} letras (cópialo entero)</translation>
    </message>
    <message>
        <source>this challenge code has letters too many ({letters}; it should have {total})</source>
        <translation>este código de desafío tiene letras de más ({letters}; debería tener {total})</translation>
    </message>
    <message>
        <source>this is not a challenge code (its fields run past its end)</source>
        <translation>esto no es un código de desafío (sus campos sobrepasan su final)</translation>
    </message>
    <message>
        <source>the game in this challenge cannot be played: {reason}</source>
        <translation>la partida de este desafío no se puede jugar: {reason}</translation>
    </message>
    <message>
        <source>this is not a challenge code (its name is not text)</source>
        <translation>esto no es un código de desafío (su nombre no es texto)</translation>
    </message>
    <message>
        <source>this is not a challenge code (bits left over)</source>
        <translation>esto no es un código de desafío (sobran bits)</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>this game is played with the word list {name}, which is not among your word lists. Add it with Game &gt; Add word list… (Ctrl+Shift+W), then enter the code again</source>
        <translation>esta partida se juega con la lista de palabras {name}, que no está entre tus listas. Añádela con Partida &gt; Añadir lista de palabras… (Ctrl+Mayús+W) e introduce el código de nuevo</translation>
    </message>
    <message>
        <source>cannot read the word list {name}: {reason}</source>
        <translation>no se puede leer la lista de palabras {name}: {reason}</translation>
    </message>
    <message>
        <source>it asks for {rules} rules, but {game} games are played with {game_rules} rules</source>
        <translation>pide las reglas {rules}, pero las partidas {game} se juegan con las reglas {game_rules}</translation>
    </message>
    <message>
        <source>this board was scored with the word list {name} ({where}), which cannot be loaded any more: {reason}</source>
        <translation>este tablero se puntuó con la lista de palabras {name} ({where}), que ya no se puede cargar: {reason}</translation>
    </message>
    <message>
        <source>the word list {name} ({where}) has changed since this board was scored with it, so its score would differ</source>
        <translation>la lista de palabras {name} ({where}) ha cambiado desde que se puntuó este tablero con ella, así que su puntuación sería distinta</translation>
    </message>
    <message>
        <source>cannot create the folder of the history database {path}: {reason}</source>
        <translation>no se puede crear la carpeta de la base de datos del historial {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot open the history database {path}: {reason}</source>
        <translation>no se puede abrir la base de datos del historial {path}: {reason}</translation>
    </message>
    <message>
        <source>the history database {path} was written by a newer version of the game (schema {version}; this version reads up to {supported}); it was left untouched. Update the game, or move the file away to start a new history</source>
        <translation>la base de datos del historial {path} la escribió una versión más reciente del juego (esquema {version}; esta versión lee hasta el {supported}); no se ha tocado. Actualiza el juego o mueve el archivo para empezar un historial nuevo</translation>
    </message>
    <message>
        <source>the history database {path} is damaged ({reason}); it was left untouched. Move the file away to start a new history</source>
        <translation>la base de datos del historial {path} está dañada ({reason}); no se ha tocado. Mueve el archivo para empezar un historial nuevo</translation>
    </message>
    <message>
        <source>{path} is a database of something else (tables: {tables}); it was left untouched</source>
        <translation>{path} es una base de datos de otra cosa (tablas: {tables}); no se ha tocado</translation>
    </message>
    <message>
        <source>the group round {round_id} in {path} cannot be read: {reason}</source>
        <translation>la ronda de grupo {round_id} de {path} no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>the history database {path} is locked by another program; your round is kept in memory and will be saved when the database is free</source>
        <translation>la base de datos del historial {path} está bloqueada por otro programa; tu ronda se guarda en memoria y se guardará cuando la base de datos quede libre</translation>
    </message>
    <message>
        <source>the history database {path} is read-only; rounds cannot be saved</source>
        <translation>la base de datos del historial {path} es de solo lectura; las rondas no se pueden guardar</translation>
    </message>
    <message>
        <source>the history database {path}: {reason}</source>
        <translation>la base de datos del historial {path}: {reason}</translation>
    </message>
    <message>
        <source>definitions need the WordNet data: pip install &apos;bogglelab[definitions]&apos;</source>
        <translation>las definiciones necesitan los datos de WordNet: pip install &apos;bogglelab[definitions]&apos;</translation>
    </message>
    <message>
        <source>cannot read the WordNet data in {folder}: {reason}</source>
        <translation>no se pueden leer los datos de WordNet de {folder}: {reason}</translation>
    </message>
    <message>
        <source>the WordNet data in {folder} is damaged (no synset {offset})</source>
        <translation>los datos de WordNet de {folder} están dañados (no hay synset {offset})</translation>
    </message>
    <message>
        <source>the board class</source>
        <translation>la clase de tableros</translation>
    </message>
    <message>
        <source>the partition</source>
        <translation>la partición</translation>
    </message>
    <message>
        <source>the letter set of cell {cell}</source>
        <translation>el conjunto de letras de la casilla {cell}</translation>
    </message>
    <message>
        <source>the partition of the {cell_type} cells</source>
        <translation>la partición de las casillas {cell_type}</translation>
    </message>
    <message>
        <source>a group of {where}</source>
        <translation>un grupo de {where}</translation>
    </message>
    <message>
        <source>{letters} ({language})</source>
        <translation>{letters} ({language})</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only</source>
        <translation>{what} «{text}» tiene el carácter «{character}», una cara de dos letras o vacía; las clases de tableros y la ruptura solo admiten letras sueltas {letters}</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”, a two-letter or blank face; board classes and the breaker take single letters {letters} only (q is the Qu face)</source>
        <translation>{what} «{text}» tiene el carácter «{character}», una cara de dos letras o vacía; las clases de tableros y la ruptura solo admiten letras sueltas {letters} (q es la cara Qu)</translation>
    </message>
    <message>
        <source>{what} “{text}” has the character “{character}”: only the letters {letters} are allowed</source>
        <translation>{what} «{text}» tiene el carácter «{character}»: solo se admiten las letras {letters}</translation>
    </message>
    <message>
        <source>{what} “{text}” has {count} letters; a cell holds at most {limit}</source>
        <translation>{what} «{text}» tiene {count} letras; una casilla admite como mucho {limit}</translation>
    </message>
    <message>
        <source>the letter “{letter}” appears twice in {what} “{text}”</source>
        <translation>la letra «{letter}» aparece dos veces en {what} «{text}»</translation>
    </message>
    <message>
        <source>{what} has {character}; use the letters a-z only</source>
        <translation>{what} tiene {character}; usa solo las letras a-z</translation>
    </message>
    <message>
        <source>{what} has {character}; use only the letters {letters} ({language})</source>
        <translation>{what} tiene {character}; usa solo las letras {letters} ({language})</translation>
    </message>
    <message>
        <source>the board class is empty: give one set of letters per cell, separated by spaces</source>
        <translation>la clase de tableros está vacía: da un conjunto de letras por casilla, separados por espacios</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets, but a {size} board has {cells} cells</source>
        <translation>la clase de tableros tiene {sets} conjuntos de letras, pero un tablero de {size} tiene {cells} casillas</translation>
    </message>
    <message>
        <source>the board class has {sets} letter sets; a board has 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) or 36 (6x6)</source>
        <translation>la clase de tableros tiene {sets} conjuntos de letras; un tablero tiene 9 (3x3), 12 (3x4), 16 (4x4), 25 (5x5) o 36 (6x6) casillas</translation>
    </message>
    <message>
        <source>{where} gives no letter groups</source>
        <translation>{where} no da ningún grupo de letras</translation>
    </message>
    <message>
        <source>{where}: “.” is a group of no letters; give groups of letters</source>
        <translation>{where}: «.» es un grupo sin letras; da grupos de letras</translation>
    </message>
    <message>
        <source>{where}: the letter “{letter}” is in two groups (“{first}” and “{second}”)</source>
        <translation>{where}: la letra «{letter}» está en dos grupos («{first}» y «{second}»)</translation>
    </message>
    <message>
        <source>{where}: the groups must cover {letters}; missing: “{missing}”</source>
        <translation>{where}: los grupos deben cubrir {letters}; falta «{missing}»</translation>
    </message>
    <message>
        <source>the partition is empty: give groups of letters separated by spaces, such as “bdfgjqvwxz aeiou lnrsy chkmpt”</source>
        <translation>la partición está vacía: da grupos de letras separados por espacios, como «bdfgjqvwxz aeiou lnrsy chkmpt»</translation>
    </message>
    <message>
        <source>the partition “{text}” has an empty clause</source>
        <translation>la partición «{text}» tiene una cláusula vacía</translation>
    </message>
    <message>
        <source>the partition names the cell type “{name}”: use corner, edge or center</source>
        <translation>la partición nombra el tipo de casilla «{name}»: usa corner, edge o center</translation>
    </message>
    <message>
        <source>the partition gives the cell type “{cell_type}” twice</source>
        <translation>la partición da dos veces el tipo de casilla «{cell_type}»</translation>
    </message>
    <message>
        <source>the partition has two clauses without a cell type; start them with corner:, edge: or center:</source>
        <translation>la partición tiene dos cláusulas sin tipo de casilla; empiézalas con corner:, edge: o center:</translation>
    </message>
    <message>
        <source>the partition gives no groups for the {cell_type} cells of a {size} board</source>
        <translation>la partición no da grupos para las casillas {cell_type} de un tablero de {size}</translation>
    </message>
    <message>
        <source>the partition has only {available} canonical classes, not {count}</source>
        <translation>la partición solo tiene {available} clases canónicas, no {count}</translation>
    </message>
    <message>
        <source>bad class “{text}”: {reason}</source>
        <translation>clase «{text}» no válida: {reason}</translation>
    </message>
    <message>
        <source>bad partition “{text}”: {reason}</source>
        <translation>partición «{text}» no válida: {reason}</translation>
    </message>
    <message>
        <source>{limit} classes are too many: a run holds at most {most}</source>
        <translation>{limit} clases son demasiadas: una ejecución admite como mucho {most}</translation>
    </message>
    <message>
        <source>the partition “{partition}” has {count} classes on a {size} board (one per symmetry orbit), more than a run can list ({most}); set Classes to break a random sample, or use fewer letter groups</source>
        <translation>la partición «{partition}» tiene {count} clases en un tablero de {size} (una por órbita de simetría), más de las que una ejecución puede listar ({most}); ajusta Clases para romper una muestra aleatoria, o usa menos grupos de letras</translation>
    </message>
    <message>
        <source>the threshold must be a whole number of at least 1, not {threshold}</source>
        <translation>el umbral debe ser un número entero de al menos 1, no {threshold}</translation>
    </message>
    <message>
        <source>the threshold must be at most {most}, not {threshold}</source>
        <translation>el umbral debe ser como mucho {most}, no {threshold}</translation>
    </message>
    <message>
        <source>a run needs at least 1 worker, not {workers}</source>
        <translation>una ejecución necesita al menos 1 proceso, no {workers}</translation>
    </message>
    <message>
        <source>the memory budget must be at least {least_mib} MiB, not {memory} bytes</source>
        <translation>el presupuesto de memoria debe ser de al menos {least_mib} MiB, no {memory} bytes</translation>
    </message>
    <message>
        <source>a memory budget of {memory} bytes is more than this machine&apos;s memory ({machine} bytes)</source>
        <translation>un presupuesto de memoria de {memory} bytes es más que la memoria de esta máquina ({machine} bytes)</translation>
    </message>
    <message>
        <source>the results file {path}</source>
        <translation>el archivo de resultados {path}</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is longer than {limit_mib} MiB, longer than any result record</source>
        <translation>la línea {line} del archivo de resultados {path} supera los {limit_mib} MiB, más que cualquier registro de resultados</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: its first line is not JSON</source>
        <translation>{path} no es un archivo de resultados de una ruptura: su primera línea no es JSON</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it is empty</source>
        <translation>{path} no es un archivo de resultados de una ruptura: está vacío</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it has no complete line</source>
        <translation>{path} no es un archivo de resultados de una ruptura: no tiene ninguna línea completa</translation>
    </message>
    <message>
        <source>{path} is not a results file of a break run: it holds only blank lines</source>
        <translation>{path} no es un archivo de resultados de una ruptura: solo tiene líneas en blanco</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not JSON); fix or move the file</source>
        <translation>la línea {line} del archivo de resultados {path} no es un registro de resultados válido (no es JSON); corrige o mueve el archivo</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is a second run header (two files joined?); fix or move the file</source>
        <translation>la línea {line} del archivo de resultados {path} es una segunda cabecera de ejecución (¿dos archivos unidos?); corrige o mueve el archivo</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record (not a class record); fix or move the file</source>
        <translation>la línea {line} del archivo de resultados {path} no es un registro de resultados válido (no es un registro de clase); corrige o mueve el archivo</translation>
    </message>
    <message>
        <source>line {line} of the results file {path} is not a valid result record ({reason}); fix or move the file</source>
        <translation>la línea {line} del archivo de resultados {path} no es un registro de resultados válido ({reason}); corrige o mueve el archivo</translation>
    </message>
    <message>
        <source>the results file {path} has no run header on its first line, so nothing says which run its lines belong to; move it away</source>
        <translation>el archivo de resultados {path} no tiene cabecera de ejecución en su primera línea, así que nada dice a qué ejecución pertenecen sus líneas; muévelo</translation>
    </message>
    <message>
        <source>the results file {path} has a bad run header ({reason}); move it away</source>
        <translation>el archivo de resultados {path} tiene una cabecera de ejecución no válida ({reason}); muévelo</translation>
    </message>
    <message>
        <source>the results file {path} was written by a newer version of Boggle (results format {version}; this one reads up to {supported}); it is left untouched</source>
        <translation>el archivo de resultados {path} lo escribió una versión más reciente de Boggle (formato de resultados {version}; esta lee hasta el {supported}); no se toca</translation>
    </message>
    <message>
        <source>cannot open the results file {path}: {reason}</source>
        <translation>no se puede abrir el archivo de resultados {path}: {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is a folder; give a file name</source>
        <translation>el archivo de resultados {path} es una carpeta; indica un nombre de archivo</translation>
    </message>
    <message>
        <source>the results file {path} is not a regular file; give a file on disk</source>
        <translation>el archivo de resultados {path} no es un archivo normal; indica un archivo en disco</translation>
    </message>
    <message>
        <source>the results file {path} is larger than any results file ({size} bytes); choose another file</source>
        <translation>el archivo de resultados {path} es mayor que cualquier archivo de resultados ({size} bytes); elige otro archivo</translation>
    </message>
    <message>
        <source>the results file {path} already exists: resume the run, or choose another file</source>
        <translation>el archivo de resultados {path} ya existe: reanuda la ejecución o elige otro archivo</translation>
    </message>
    <message>
        <source>the results file {path} is in use by another run; wait for that run to end, or choose another file</source>
        <translation>el archivo de resultados {path} lo está usando otra ejecución; espera a que termine o elige otro archivo</translation>
    </message>
    <message>
        <source>cannot lock the results file {path}: {reason}</source>
        <translation>no se puede bloquear el archivo de resultados {path}: {reason}</translation>
    </message>
    <message>
        <source>the results file {path} is from another run ({key} {theirs}, this run {ours})</source>
        <translation>el archivo de resultados {path} es de otra ejecución ({key} {theirs}, esta ejecución {ours})</translation>
    </message>
    <message>
        <source>the results file {path} holds no results of a break run; it was left untouched: move it away or choose another file</source>
        <translation>el archivo de resultados {path} no contiene resultados de una ruptura; no se ha tocado: muévelo o elige otro archivo</translation>
    </message>
    <message>
        <source>cannot write the results file {path}: {reason}</source>
        <translation>no se puede escribir el archivo de resultados {path}: {reason}</translation>
    </message>
    <message>
        <source>{reason}; no class has run</source>
        <translation>{reason}; no se ha ejecutado ninguna clase</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished and are saved in {path}</source>
        <translation>{reason}; {done} de {total} clases han terminado y están guardadas en {path}</translation>
    </message>
    <message>
        <source>{reason}; {done} of {total} classes finished (not saved: the run has no results file)</source>
        <translation>{reason}; {done} de {total} clases han terminado (sin guardar: la ejecución no tiene archivo de resultados)</translation>
    </message>
    <message>
        <source>a memory budget of {budget_mib} MiB is too small: a breaking process already uses {used_mib} MiB before any tree</source>
        <translation>un presupuesto de memoria de {budget_mib} MiB es demasiado pequeño: un proceso de ruptura ya usa {used_mib} MiB antes de cualquier árbol</translation>
    </message>
    <message>
        <source>a worker process died {times} times while breaking {what} (killed, or out of memory?)</source>
        <translation>un proceso de trabajo murió {times} veces al romper {what} (¿terminado a la fuerza, o sin memoria?)</translation>
    </message>
    <message>
        <source>the class “{text}”</source>
        <translation>la clase «{text}»</translation>
    </message>
    <message>
        <source>the union “{union}” of {count} classes</source>
        <translation>la unión «{union}» de {count} clases</translation>
    </message>
    <message>
        <source>T₀ must be a finite number of at least 0, not {t0}</source>
        <translation>T₀ debe ser un número finito de al menos 0, no {t0}</translation>
    </message>
    <message>
        <source>exponential cooling needs a decay above 0, not {decay}</source>
        <translation>el enfriamiento exponencial necesita un decaimiento mayor que 0, no {decay}</translation>
    </message>
    <message>
        <source>linear cooling needs a ramp of at least 1 iteration, not {length}</source>
        <translation>el enfriamiento lineal necesita una rampa de al menos 1 iteración, no {length}</translation>
    </message>
    <message>
        <source>the max stall must be at least 1, not {max_stall}</source>
        <translation>el estancamiento máximo debe ser al menos 1, no {max_stall}</translation>
    </message>
    <message>
        <source>the letter set is empty</source>
        <translation>el conjunto de letras está vacío</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters}</source>
        <translation>el conjunto de letras «{text}» tiene {characters}: usa las letras {letters}</translation>
    </message>
    <message>
        <source>the letter set “{text}” has {characters}: use the letters {letters} ({language})</source>
        <translation>el conjunto de letras «{text}» tiene {characters}: usa las letras {letters} ({language})</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <source>%n more error(s) since: see the log file.</source>
        <translation>
            <numerusform>%n error más desde entonces: consulta el archivo de registro.</numerusform>
            <numerusform>%n errores más desde entonces: consulta el archivo de registro.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are in the log file:&lt;br&gt;{log_file}&lt;br&gt;Please send it with a report of what you were doing.</source>
        <translation>Los detalles están en el archivo de registro:&lt;br&gt;{log_file}&lt;br&gt;Envíalo, por favor, junto con una descripción de lo que estabas haciendo.</translation>
    </message>
    <message>
        <source>No log file could be written ({problem}): the details are below.</source>
        <translation>No se pudo escribir ningún archivo de registro ({problem}): los detalles están abajo.</translation>
    </message>
    <message>
        <source>batch mode</source>
        <translation>modo por lotes</translation>
    </message>
    <message>
        <source>&lt;p&gt;Boggle hit an unexpected error: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Boggle ha encontrado un error inesperado: &lt;b&gt;{summary}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game goes on; your rounds are saved as you play them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El juego continúa; tus rondas se guardan a medida que las juegas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <source>Game code</source>
        <translation>Código de partida</translation>
    </message>
    <message>
        <source>Friends who enter this code in New game (Ctrl+G) play the same board</source>
        <translation>Los amigos que introduzcan este código en Nueva partida (Ctrl+G) juegan el mismo tablero</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <source>No game code</source>
        <translation>Sin código de partida</translation>
    </message>
    <message>
        <source>This board has no game code: %1</source>
        <translation>Este tablero no tiene código de partida: %1</translation>
    </message>
    <message>
        <source>Game code &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Código de partida &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Friends who enter this code with Game &gt; Play a game code (Ctrl+G) play the same board</source>
        <translation>Los amigos que introduzcan este código con Partida &gt; Jugar un código de partida (Ctrl+G) juegan el mismo tablero</translation>
    </message>
    <message>
        <source>History is off: {problem}</source>
        <translation>El historial está desactivado: {problem}</translation>
    </message>
    <message>
        <source>History database</source>
        <translation>Base de datos del historial</translation>
    </message>
    <message>
        <source>History saved again.</source>
        <translation>Historial guardado de nuevo.</translation>
    </message>
</context>
<context>
    <name>GroupHistory</name>
    <message>
        <source>classic</source>
        <translation>clásica</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>amistosa</translation>
    </message>
    <message>
        <source>Table game, {date}</source>
        <translation>Partida de mesa, {date}</translation>
    </message>
    <message>
        <source>Network round hosted by {host}, {date}</source>
        <translation>Ronda en red organizada por {host}, {date}</translation>
    </message>
    <message>
        <source>Network round, {date}</source>
        <translation>Ronda en red, {date}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Group rounds</source>
        <translation>Rondas de grupo</translation>
    </message>
    <message>
        <source>Round results</source>
        <translation>Resultados de la ronda</translation>
    </message>
    <message>
        <source>Select a round to see every player&apos;s words and scores.</source>
        <translation>Selecciona una ronda para ver las palabras y puntuaciones de cada jugador.</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>Mostrar &amp;todas las palabras</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copiar como texto</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Abrir en Res&amp;olver un tablero</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jugar este tablero</translation>
    </message>
    <message>
        <source>The history is not available, so no group rounds can be shown.</source>
        <translation>El historial no está disponible, así que no se pueden mostrar rondas de grupo.</translation>
    </message>
    <message>
        <source>Cannot read the group rounds: {problem}</source>
        <translation>No se pueden leer las rondas de grupo: {problem}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>network ({host})</source>
        <translation>red ({host})</translation>
    </message>
    <message>
        <source>No group rounds yet: score a table game (Tools &gt; Score a table game) and save it, or play a round together.</source>
        <translation>Aún no hay rondas de grupo: puntúa una partida de mesa (Herramientas &gt; Puntuar una partida de mesa) y guárdala, o juega una ronda en grupo.</translation>
    </message>
    <message>
        <source>Cannot show this round: {problem}</source>
        <translation>No se puede mostrar esta ronda: {problem}</translation>
    </message>
</context>
<context>
    <name>GroupHistoryDialog</name>
    <message>
        <source>Group rounds</source>
        <translation>Rondas de grupo</translation>
    </message>
</context>
<context>
    <name>GroupResults</name>
    <message>
        <source>{title}: classic rule</source>
        <translation>{title}: regla clásica</translation>
    </message>
    <message>
        <source>Classic rule: a word found by two or more players scores for no one.</source>
        <translation>Regla clásica: una palabra encontrada por dos o más jugadores no puntúa para nadie.</translation>
    </message>
    <message>
        <source>{title}: friendly rule</source>
        <translation>{title}: regla amistosa</translation>
    </message>
    <message>
        <source>Friendly rule: everyone keeps the points of every valid word.</source>
        <translation>Regla amistosa: cada uno conserva los puntos de todas sus palabras válidas.</translation>
    </message>
    <message>
        <source>Table game</source>
        <translation>Partida de mesa</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>{unique} unique, {shared} shared</source>
        <translation>{unique} únicas, {shared} compartidas</translation>
    </message>
    <message>
        <source>The board holds &lt;b&gt;{words}&lt;/b&gt; words worth &lt;b&gt;{points}&lt;/b&gt; points; the players found {found} of them.</source>
        <translation>El tablero contiene &lt;b&gt;{words}&lt;/b&gt; palabras que valen &lt;b&gt;{points}&lt;/b&gt; puntos; los jugadores encontraron {found}.</translation>
    </message>
    <message>
        <source>Every word (found ones in bold)</source>
        <translation>Todas las palabras (las encontradas en negrita)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>move the tile cursor on the board</source>
        <translation>mover el cursor por el tablero</translation>
    </message>
    <message>
        <source>add the tile under the cursor (select a tile after the round)</source>
        <translation>añadir la casilla bajo el cursor (elegir una casilla tras la ronda)</translation>
    </message>
    <message>
        <source>step back one tile</source>
        <translation>retroceder una casilla</translation>
    </message>
    <message>
        <source>clear the path / show all words</source>
        <translation>borrar el camino / mostrar todas las palabras</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rules}&lt;/b&gt; (this game)</source>
        <translation>&lt;b&gt;{rules}&lt;/b&gt; (esta partida)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Letters count as they are spelled: the Qu tile is two letters. A dash: too short to score.</source>
        <translation>Las letras cuentan tal como se escriben: la casilla Qu son dos letras. Un guion: demasiado corta para puntuar.</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Juego de dados</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Palabra más corta</translation>
    </message>
    <message>
        <source>This game: &lt;b&gt;{rules}&lt;/b&gt;, words of at least &lt;b&gt;{min_length}&lt;/b&gt; letters.</source>
        <translation>Esta partida: &lt;b&gt;{rules}&lt;/b&gt;, palabras de al menos &lt;b&gt;{min_length}&lt;/b&gt; letras.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Find as many words as you can before the clock runs out. A word is spelled by a path of touching tiles: left, right, up, down or diagonal, each tile at most once per word. Type it and press Enter, or trace it on the board with the mouse or the keyboard. The word must be in the game&apos;s word list (no names, no abbreviations) and long enough for the dice set; each word counts once, however many paths spell it.</source>
        <translation>Encuentra tantas palabras como puedas antes de que se acabe el tiempo. Una palabra se forma con un camino de casillas vecinas: a la izquierda, a la derecha, arriba, abajo o en diagonal, cada casilla como mucho una vez por palabra. Escríbela y pulsa Intro, o trázala en el tablero con el ratón o el teclado. La palabra debe estar en la lista de palabras de la partida (ni nombres propios ni abreviaturas) y ser lo bastante larga para el juego de dados; cada palabra cuenta una vez, aunque la formen varios caminos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qu&lt;/b&gt; is one tile and two letters: QUIT is three tiles and four letters. Type it as &lt;i&gt;qu&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Qu&lt;/b&gt; es una casilla y dos letras: QUITO son cuatro casillas y cinco letras. Escríbela como &lt;i&gt;qu&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>When the round ends, every word on the board is listed. Select or point at a word to see its path and its meaning; &lt;i&gt;Look it up online&lt;/i&gt; opens its Wiktionary page.</source>
        <translation>Al terminar la ronda se muestran todas las palabras del tablero. Selecciona una palabra o pasa el ratón por encima para ver su camino y su significado; &lt;i&gt;Buscar en internet&lt;/i&gt; abre su página de Wiktionary.</translation>
    </message>
    <message>
        <source>Shortest word per dice set</source>
        <translation>Palabra más corta según el juego de dados</translation>
    </message>
    <message>
        <source>New game (Ctrl+N) can ask for longer words.</source>
        <translation>Nueva partida (Ctrl+N) puede exigir palabras más largas.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>After the round and in Solve a board, &lt;b&gt;Alt+U&lt;/b&gt; looks the selected word up online.</source>
        <translation>Después de la ronda y en Resolver un tablero, &lt;b&gt;Alt+B&lt;/b&gt; busca en internet la palabra seleccionada.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Boggle help</source>
        <translation>Ayuda de Boggle</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>{dice}, {timer}</source>
        <translation>{dice}, {timer}</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist}, {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist}, {min_length}+ letras</translation>
    </message>
    <message>
        <source>{dice}, {timer}, {wordlist} (list version not recorded), {min_length}+ letters</source>
        <translation>{dice}, {timer}, {wordlist} (versión de la lista no registrada), {min_length}+ letras</translation>
    </message>
    <message>
        <source>This round is still in play: its words are shown in Solve a board once it is over (resume it, or end it, first).</source>
        <translation>Esta ronda sigue en juego: sus palabras se muestran en Resolver un tablero cuando termine (reanúdala o termínala antes).</translation>
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
        <translation>{list} (versión no registrada)</translation>
    </message>
    <message>
        <source>Cannot write {path}: {problem}</source>
        <translation>No se puede escribir {path}: {problem}</translation>
    </message>
    <message>
        <source>History and high scores</source>
        <translation>Historial y récords</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partida:</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Of max</source>
        <translation>Del máx.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>&amp;High scores</source>
        <translation>&amp;Récords</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista de palabras</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>&amp;Recent rounds</source>
        <translation>Rondas r&amp;ecientes</translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation>Re&amp;visar la ronda</translation>
    </message>
    <message>
        <source>Your words, when you found them, your rejected guesses and every word of the board (double-click a round)</source>
        <translation>Tus palabras, cuándo las encontraste, tus intentos rechazados y todas las palabras del tablero (doble clic en una ronda)</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Abrir en Res&amp;olver un tablero</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>&amp;Copiar palabras</translation>
    </message>
    <message>
        <source>The selected round&apos;s words and rejected guesses, tab-separated</source>
        <translation>Las palabras y los intentos rechazados de la ronda seleccionada, separados por tabuladores</translation>
    </message>
    <message>
        <source>Export &amp;words…</source>
        <translation>Exportar pala&amp;bras…</translation>
    </message>
    <message>
        <source>E&amp;xport rounds…</source>
        <translation>Exportar ron&amp;das…</translation>
    </message>
    <message>
        <source>Every round of the history as CSV: date, board, dice, word list, timer, score, words…</source>
        <translation>Todas las rondas del historial en CSV: fecha, tablero, dados, lista de palabras, temporizador, puntos, palabras…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jugar este tablero</translation>
    </message>
    <message>
        <source>A new round on the selected round&apos;s board, with its word list and rules</source>
        <translation>Una nueva ronda con el tablero de la ronda seleccionada, con su lista de palabras y sus reglas</translation>
    </message>
    <message>
        <source>Gro&amp;up rounds…</source>
        <translation>Rondas de gr&amp;upo…</translation>
    </message>
    <message>
        <source>Network rounds and scored table games: every player&apos;s words and scores</source>
        <translation>Rondas en red y partidas de mesa puntuadas: las palabras y puntuaciones de cada jugador</translation>
    </message>
    <message>
        <source>Select a round first.</source>
        <translation>Selecciona primero una ronda.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>No se puede abrir esta ronda: {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>No se puede jugar el tablero de esta ronda: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses of the round of {date} to the clipboard.</source>
        <translation>
            <numerusform>Copiadas %n palabra y {guesses} intentos rechazados de la ronda del {date} al portapapeles.</numerusform>
            <numerusform>Copiadas %n palabras y {guesses} intentos rechazados de la ronda del {date} al portapapeles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>Exportar las palabras de la ronda</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the words of the round of {date} to {path}.</source>
        <translation>Palabras de la ronda del {date} guardadas en {path}.</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>Exportar rondas</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) to {path}.</source>
        <translation>
            <numerusform>%n ronda guardada en {path}.</numerusform>
            <numerusform>%n rondas guardadas en {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a round</source>
        <translation>Organizar una ronda</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Tu nombre, tal como lo verán los demás</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Lista de palabras:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dados:</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Puntuación:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Round length:</source>
        <translation>D&amp;uración de la ronda:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>cualquier puerto libre</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>Pu&amp;erto:</translation>
    </message>
    <message>
        <source>Everyone on the &amp;local network (the round is advertised)</source>
        <translation>Todos en la &amp;red local (la ronda se anuncia)</translation>
    </message>
    <message>
        <source>This &amp;machine only (other windows of this computer)</source>
        <translation>Solo esta &amp;máquina (otras ventanas de este ordenador)</translation>
    </message>
    <message>
        <source>Who can join:</source>
        <translation>Quién puede unirse:</translation>
    </message>
    <message>
        <source>none: anyone who finds the round can join</source>
        <translation>ninguna: cualquiera que encuentre la ronda puede unirse</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Contra&amp;seña de la sala:</translation>
    </message>
    <message>
        <source>no spectators</source>
        <translation>sin espectadores</translation>
    </message>
    <message>
        <source>People who watch the clock and the players without playing</source>
        <translation>Personas que siguen el reloj y a los jugadores sin jugar</translation>
    </message>
    <message>
        <source>S&amp;pectators at most:</source>
        <translation>&amp;Espectadores como máximo:</translation>
    </message>
    <message>
        <source>Start each round when every player is &amp;ready</source>
        <translation>Empezar cada ronda cuando todos los jugadores estén &amp;listos</translation>
    </message>
    <message>
        <source>none: rounds start at once</source>
        <translation>ninguna: las rondas empiezan de inmediato</translation>
    </message>
    <message>
        <source>&amp;Countdown before a round:</source>
        <translation>&amp;Cuenta atrás antes de una ronda:</translation>
    </message>
    <message>
        <source>optional: the rounds play this code&apos;s boards, one after another</source>
        <translation>opcional: las rondas juegan los tableros de este código, uno tras otro</translation>
    </message>
    <message>
        <source>Game &amp;code:</source>
        <translation>&amp;Código de partida:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Organizar</translation>
    </message>
</context>
<context>
    <name>InterfaceLanguage</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>&amp;Idioma de la interfaz</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma del sistema ({language})</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Idioma de la interfaz</translation>
    </message>
    <message>
        <source>The interface will speak {language} from the next start of Boggle.</source>
        <translation>La interfaz estará en {language} a partir del próximo inicio de Boggle.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a round</source>
        <translation>Unirse a una ronda</translation>
    </message>
    <message>
        <source>ROUNDS ON THE LOCAL NETWORK</source>
        <translation>RONDAS EN LA RED LOCAL</translation>
    </message>
    <message>
        <source>Rounds found</source>
        <translation>Rondas encontradas</translation>
    </message>
    <message>
        <source>or type the host&apos;s address, e.g. 192.168.1.5:{port}</source>
        <translation>o escribe la dirección del anfitrión, p. ej. 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>Your name, as the others will see it</source>
        <translation>Tu nombre, tal como lo verán los demás</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Your list checks words as you type; the host&apos;s list decides</source>
        <translation>Tu lista comprueba las palabras mientras escribes; decide la lista del anfitrión</translation>
    </message>
    <message>
        <source>Your &amp;word list:</source>
        <translation>Tu &amp;lista de palabras:</translation>
    </message>
    <message>
        <source>Room pass&amp;word:</source>
        <translation>Contra&amp;seña de la sala:</translation>
    </message>
    <message>
        <source>Join as a &amp;spectator (watch the round without playing)</source>
        <translation>Unirse como &amp;espectador (ver la ronda sin jugar)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Looking for rounds…</source>
        <translation>Buscando rondas…</translation>
    </message>
    <message>
        <source>Looking for rounds on the network is off; type the host&apos;s address.</source>
        <translation>La búsqueda de rondas en la red está desactivada; escribe la dirección del anfitrión.</translation>
    </message>
    <message>
        <source>{round} (another version of the app)</source>
        <translation>{round} (otra versión de la aplicación)</translation>
    </message>
    <message>
        <source>This round speaks protocol version {theirs}; this app speaks version {ours}. Use the same version of the app to join.</source>
        <translation>Esta ronda usa la versión {theirs} del protocolo; esta aplicación usa la versión {ours}. Usa la misma versión de la aplicación para unirte.</translation>
    </message>
    <message>
        <source>{round} (password)</source>
        <translation>{round} (contraseña)</translation>
    </message>
    <message>
        <source>No rounds found yet; still looking… (or type the host&apos;s address)</source>
        <translation>Aún no se han encontrado rondas; sigo buscando… (o escribe la dirección del anfitrión)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) found; still looking…</source>
        <translation>
            <numerusform>%n ronda encontrada; sigo buscando…</numerusform>
            <numerusform>%n rondas encontradas; sigo buscando…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot look for rounds on the network ({problem}); type the host&apos;s address.</source>
        <translation>No se pueden buscar rondas en la red ({problem}); escribe la dirección del anfitrión.</translation>
    </message>
    <message>
        <source>this round has a password</source>
        <translation>esta ronda tiene contraseña</translation>
    </message>
    <message>
        <source>only if the round has one</source>
        <translation>solo si la ronda tiene una</translation>
    </message>
    <message>
        <source>Address: {problem}</source>
        <translation>Dirección: {problem}</translation>
    </message>
    <message>
        <source>This round has a password: type it to join.</source>
        <translation>Esta ronda tiene contraseña: escríbela para unirte.</translation>
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
        <translation>Letras {letters}; q es Qu.</translation>
    </message>
    <message>
        <source>Letters {letters}.</source>
        <translation>Letras {letters}.</translation>
    </message>
    <message>
        <source>Letters {letters}, q is Qu; {accented} counts as {plain}: type accents or not.</source>
        <translation>Letras {letters}; q es Qu; {accented} cuenta como {plain}: escribe los acentos o no.</translation>
    </message>
    <message>
        <source>Letters {letters}; {accented} counts as {plain}: type accents or not.</source>
        <translation>Letras {letters}; {accented} cuenta como {plain}: escribe los acentos o no.</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face)</source>
        <translation>Letras fila por fila, p. ej. {example} (Q o QU para la cara Qu)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell)</source>
        <translation>Letras fila por fila, p. ej. {example} (una letra por casilla)</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (Q or QU for the Qu face; letters {letters})</source>
        <translation>Letras fila por fila, p. ej. {example} (Q o QU para la cara Qu; letras {letters})</translation>
    </message>
    <message>
        <source>Letters row by row, e.g. {example} (one letter a cell; letters {letters})</source>
        <translation>Letras fila por fila, p. ej. {example} (una letra por casilla; letras {letters})</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The board&apos;s letters, the dice and the word lists of a language</source>
        <translation>Las letras del tablero, los dados y las listas de palabras de un idioma</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francés</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Alemán</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Español</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Neerlandés</translation>
    </message>
</context>
<context>
    <name>LengthTable</name>
    <message>
        <source>LETTERS</source>
        <translation>LETRAS</translation>
    </message>
    <message>
        <source>FOUND</source>
        <translation>HALLADAS</translation>
    </message>
    <message>
        <source>OF</source>
        <translation>DE</translation>
    </message>
    <message numerus="yes">
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n letra</numerusform>
            <numerusform>%n letras</numerusform>
        </translation>
    </message>
    <message>
        <source>{length} letters</source>
        <translation>{length} letras</translation>
    </message>
    <message>
        <source>{letters}: {found} found</source>
        <translation>{letters}: {found} encontradas</translation>
    </message>
    <message>
        <source>{letters}: {found} found of {total}</source>
        <translation>{letters}: {found} encontradas de {total}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>A round is in progress. End it and start a new one?</source>
        <translation>Hay una ronda en curso. ¿Terminarla y empezar otra?</translation>
    </message>
    <message>
        <source>Round in progress</source>
        <translation>Ronda en curso</translation>
    </message>
    <message>
        <source>Bad board</source>
        <translation>Tablero no válido</translation>
    </message>
    <message>
        <source>No game code to copy: start a round first.</source>
        <translation>No hay código de partida que copiar: empieza antes una ronda.</translation>
    </message>
    <message>
        <source>Copied the game code %1: friends play it with Ctrl+G.</source>
        <translation>Código de partida %1 copiado: tus amigos lo juegan con Ctrl+G.</translation>
    </message>
    <message>
        <source>Play a game code</source>
        <translation>Jugar un código de partida</translation>
    </message>
    <message>
        <source>Game code (from Game &gt; Copy game code):</source>
        <translation>Código de partida (de Partida &gt; Copiar el código de partida):</translation>
    </message>
    <message>
        <source>Another version of the word list</source>
        <translation>Otra versión de la lista de palabras</translation>
    </message>
    <message>
        <source>Your word list %1 is not the file this code was made with (another version?): words and scores may differ from your friend&apos;s. Play anyway?</source>
        <translation>Tu lista de palabras %1 no es el archivo con el que se creó este código (¿otra versión?): las palabras y los puntos pueden ser distintos de los de tu amigo. ¿Jugar de todos modos?</translation>
    </message>
    <message>
        <source>{game} · {word_list} · {min_length}+ LETTERS · {timer}</source>
        <translation>{game} · {word_list} · {min_length}+ LETRAS · {timer}</translation>
    </message>
    <message>
        <source>Solver failed: %1</source>
        <translation>Error del solucionador: %1</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>¡Se acabó el tiempo!</translation>
    </message>
    <message>
        <source>Paused
Ctrl+P or a click to resume</source>
        <translation>En pausa
Ctrl+P o un clic para reanudar</translation>
    </message>
    <message>
        <source>Paused: the clock is stopped.</source>
        <translation>En pausa: el reloj está parado.</translation>
    </message>
    <message>
        <source>Paused while you were away
Ctrl+P or a click to resume</source>
        <translation>En pausa durante tu ausencia
Ctrl+P o un clic para reanudar</translation>
    </message>
    <message>
        <source>Paused by itself while the game was in the background: the clock is stopped.</source>
        <translation>Pausado automáticamente mientras el juego estaba en segundo plano: el reloj está parado.</translation>
    </message>
    <message>
        <source>Paused while another window is open
Close it to play on</source>
        <translation>En pausa mientras otra ventana está abierta
Ciérrala para seguir jugando</translation>
    </message>
    <message>
        <source>Paused while another of the game&apos;s windows is open: the clock is stopped.</source>
        <translation>En pausa mientras otra ventana del juego está abierta: el reloj está parado.</translation>
    </message>
    <message>
        <source>★ New high score for %1, %2!</source>
        <translation>★ ¡Nuevo récord para %1, %2!</translation>
    </message>
    <message>
        <source>Resume round?</source>
        <translation>¿Reanudar la ronda?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points. Resume it?</source>
        <translation>Se interrumpió una ronda con {words} palabras y {score} puntos. ¿Reanudarla?</translation>
    </message>
    <message>
        <source>A round was interrupted with {words} words and {score} points and {time} left. Resume it?</source>
        <translation>Se interrumpió una ronda con {words} palabras, {score} puntos y {time} restantes. ¿Reanudarla?</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>No se puede reanudar</translation>
    </message>
    <message>
        <source>Round in play</source>
        <translation>Ronda en juego</translation>
    </message>
    <message>
        <source>This board is being played: its words are shown when the round is over.</source>
        <translation>Este tablero se está jugando: sus palabras se mostrarán al terminar la ronda.</translation>
    </message>
    <message>
        <source>Added the %1 word list %2; pick it in New game (Ctrl+N).</source>
        <translation>Lista de palabras %2 (%1) añadida; elígela en Nueva partida (Ctrl+N).</translation>
    </message>
    <message>
        <source>Tool not available</source>
        <translation>Herramienta no disponible</translation>
    </message>
    <message>
        <source>%1 is not available in this build (%2: %3).</source>
        <translation>%1 no está disponible en esta versión (%2: %3).</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>No existe el archivo %1.</translation>
    </message>
    <message>
        <source>Quit mid-round?</source>
        <translation>¿Salir a mitad de ronda?</translation>
    </message>
    <message>
        <source>A round is in progress. Quit now? The round is saved and you can resume it next time.</source>
        <translation>Hay una ronda en curso. ¿Salir ahora? La ronda se guarda y podrás reanudarla la próxima vez.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Play t&amp;ogether</source>
        <translation>Jugar &amp;juntos</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Roll again</source>
        <translation>&amp;Volver a tirar</translation>
    </message>
    <message>
        <source>Play a &amp;game code…</source>
        <translation>Jugar un &amp;código de partida…</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Co&amp;piar el código de partida</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>&amp;Terminar la ronda</translation>
    </message>
    <message>
        <source>&amp;Solve a board…</source>
        <translation>Res&amp;olver un tablero…</translation>
    </message>
    <message>
        <source>&amp;History and high scores…</source>
        <translation>&amp;Historial y récords…</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Añadir lista de palabras…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Dark appearance</source>
        <translation>Apariencia &amp;oscura</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Turn dice faces</source>
        <translation>&amp;Girar las caras de los dados</translation>
    </message>
    <message>
        <source>&amp;Pause when in the background</source>
        <translation>&amp;Pausar en segundo plano</translation>
    </message>
    <message>
        <source>Focus &amp;word entry</source>
        <translation>Ir a la &amp;entrada de palabras</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Ir al &amp;tablero</translation>
    </message>
    <message>
        <source>Focus the word &amp;list</source>
        <translation>Ir a la &amp;lista de palabras</translation>
    </message>
    <message>
        <source>&amp;Filter words</source>
        <translation>&amp;Filtrar palabras</translation>
    </message>
    <message>
        <source>&amp;Host a round…</source>
        <translation>&amp;Crear una ronda…</translation>
    </message>
    <message>
        <source>&amp;Join a round…</source>
        <translation>&amp;Unirse a una ronda…</translation>
    </message>
    <message>
        <source>&amp;Rules, scoring and shortcuts</source>
        <translation>&amp;Reglas, puntuación y atajos</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>S&amp;ort revealed words by</source>
        <translation>O&amp;rdenar las palabras por</translation>
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
        <translation>el anfitrión usa otra versión del protocolo del juego</translation>
    </message>
    <message>
        <source>the round is full</source>
        <translation>la ronda está completa</translation>
    </message>
    <message>
        <source>the host removed you from the room</source>
        <translation>el anfitrión te ha quitado de la sala</translation>
    </message>
    <message>
        <source>wrong or missing room password</source>
        <translation>contraseña de la sala incorrecta o ausente</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>la conexión se ha cerrado</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>se ha perdido la conexión</translation>
    </message>
    <message>
        <source>the host stopped answering</source>
        <translation>el anfitrión ha dejado de responder</translation>
    </message>
    <message>
        <source>the connection closed (code {code})</source>
        <translation>la conexión se ha cerrado (código {code})</translation>
    </message>
    <message>
        <source>no host answers at that address</source>
        <translation>ningún anfitrión responde en esa dirección</translation>
    </message>
    <message>
        <source>the host did not answer in time</source>
        <translation>el anfitrión no respondió a tiempo</translation>
    </message>
    <message>
        <source>this is not a host address</source>
        <translation>no es una dirección de anfitrión</translation>
    </message>
    <message>
        <source>the host refused the connection</source>
        <translation>el anfitrión rechazó la conexión</translation>
    </message>
    <message>
        <source>the host has too many connections opening; try again in a moment</source>
        <translation>el anfitrión tiene demasiadas conexiones abriéndose; inténtalo de nuevo en un momento</translation>
    </message>
    <message>
        <source>too many wrong passwords from this computer: the host turns it away for a minute</source>
        <translation>demasiadas contraseñas incorrectas desde este ordenador: el anfitrión lo rechaza durante un minuto</translation>
    </message>
    <message>
        <source>cannot reach the host</source>
        <translation>no se puede contactar con el anfitrión</translation>
    </message>
    <message>
        <source>{cause}; gave up reconnecting</source>
        <translation>{cause}; se dejó de intentar reconectar</translation>
    </message>
    <message>
        <source>the round it was typed in is over</source>
        <translation>la ronda de esta palabra ha terminado</translation>
    </message>
    <message>
        <source>too many words are waiting to be sent</source>
        <translation>hay demasiadas palabras esperando a enviarse</translation>
    </message>
    <message>
        <source>an error in this app ended the connection</source>
        <translation>un error de esta aplicación cerró la conexión</translation>
    </message>
    <message>
        <source>you joined again from another window or computer</source>
        <translation>te has vuelto a unir desde otra ventana u otro ordenador</translation>
    </message>
    <message>
        <source>this app did not keep up with the host&apos;s messages</source>
        <translation>esta aplicación no siguió el ritmo de los mensajes del anfitrión</translation>
    </message>
    <message>
        <source>this app sent far too many messages</source>
        <translation>esta aplicación envió demasiados mensajes</translation>
    </message>
    <message>
        <source>you left the round</source>
        <translation>has salido de la ronda</translation>
    </message>
    <message>
        <source>this app did not introduce itself in time</source>
        <translation>esta aplicación no se presentó a tiempo</translation>
    </message>
    <message>
        <source>the host heard nothing from this app for too long</source>
        <translation>el anfitrión lleva demasiado tiempo sin recibir nada de esta aplicación</translation>
    </message>
    <message>
        <source>this app sent too many messages the host cannot read</source>
        <translation>esta aplicación envió demasiados mensajes que el anfitrión no puede leer</translation>
    </message>
    <message>
        <source>the host stopped the round&apos;s server</source>
        <translation>el anfitrión detuvo el servidor de la ronda</translation>
    </message>
    <message>
        <source>the host cannot read a message from this app</source>
        <translation>el anfitrión no puede leer un mensaje de esta aplicación</translation>
    </message>
    <message>
        <source>a message from this app was too big</source>
        <translation>un mensaje de esta aplicación era demasiado grande</translation>
    </message>
    <message>
        <source>the host reads text messages only</source>
        <translation>el anfitrión solo lee mensajes de texto</translation>
    </message>
    <message>
        <source>the host does not take that kind of message</source>
        <translation>el anfitrión no acepta ese tipo de mensaje</translation>
    </message>
    <message>
        <source>this app has not joined the round yet</source>
        <translation>esta aplicación aún no se ha unido a la ronda</translation>
    </message>
    <message>
        <source>this connection has joined already</source>
        <translation>esta conexión ya se ha unido</translation>
    </message>
    <message>
        <source>too many messages at once: some were dropped</source>
        <translation>demasiados mensajes a la vez: se descartaron algunos</translation>
    </message>
    <message>
        <source>no round is being played</source>
        <translation>no se está jugando ninguna ronda</translation>
    </message>
    <message>
        <source>you have entered as many words as a round allows</source>
        <translation>has escrito tantas palabras como permite una ronda</translation>
    </message>
    <message>
        <source>spectators watch: they do not enter words or get ready</source>
        <translation>los espectadores miran: no escriben palabras ni se declaran listos</translation>
    </message>
    <message>
        <source>the host called the countdown off</source>
        <translation>el anfitrión canceló la cuenta atrás</translation>
    </message>
    <message>
        <source>too few players are left</source>
        <translation>quedan muy pocos jugadores</translation>
    </message>
    <message>
        <source>{player} is not ready any more</source>
        <translation>{player} ya no está listo</translation>
    </message>
    <message numerus="yes">
        <source>{cause}; gave up after %n reconnection attempt(s)</source>
        <translation>
            <numerusform>{cause}; se dejó de intentar reconectar tras %n intento</numerusform>
            <numerusform>{cause}; se dejó de intentar reconectar tras %n intentos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkDialogs</name>
    <message>
        <source>Classic: a word two or more players found scores for no one</source>
        <translation>Clásica: una palabra que encuentran dos o más jugadores no puntúa para nadie</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Amistosa: todos conservan sus puntos</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminada</translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s) - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n jugador - {address}</numerusform>
            <numerusform>{who}: {board} - %n jugadores - {address}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: {board} - %n player(s), {state} - {address}</source>
        <translation>
            <numerusform>{who}: {board} - %n jugador, {state} - {address}</numerusform>
            <numerusform>{who}: {board} - %n jugadores, {state} - {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the host&apos;s address (as shown in the host&apos;s window), or pick a round from the list.</source>
        <translation>Escribe la dirección del anfitrión (como aparece en su ventana) o elige una ronda de la lista.</translation>
    </message>
    <message>
        <source>{text} is not an address: type it as 192.168.1.5:{port}</source>
        <translation>{text} no es una dirección: escríbela como 192.168.1.5:{port}</translation>
    </message>
    <message>
        <source>Port {port} is not in 1..65535.</source>
        <translation>El puerto {port} no está en 1..65535.</translation>
    </message>
    <message>
        <source>{host} is not a host name or address.</source>
        <translation>{host} no es un nombre de equipo ni una dirección.</translation>
    </message>
    <message>
        <source>Your name: {problem}</source>
        <translation>Tu nombre: {problem}</translation>
    </message>
    <message>
        <source>Game code: {problem}</source>
        <translation>Código de partida: {problem}</translation>
    </message>
    <message>
        <source>Game code: this code holds one fixed board, not a series of boards.</source>
        <translation>Código de partida: este código contiene un tablero fijo, no una serie de tableros.</translation>
    </message>
    <message>
        <source>Game code: it is a game in {theirs}; the round is in {ours}.</source>
        <translation>Código de partida: es una partida en {theirs}; la ronda es en {ours}.</translation>
    </message>
</context>
<context>
    <name>NetworkRoundWindow</name>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %n.</source>
        <translation>
            <numerusform>Has vuelto a la ronda como %1; palabras tuyas que tiene el anfitrión: %n.</numerusform>
            <numerusform>Has vuelto a la ronda como %1; palabras tuyas que tiene el anfitrión: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>sent again…</source>
        <translation>reenviada…</translation>
    </message>
    <message numerus="yes">
        <source>Rejoined the round as %1; words of yours the host has: %2; sent again, their verdicts to follow: %n.</source>
        <translation>
            <numerusform>Has vuelto a la ronda como %1; palabras tuyas que tiene el anfitrión: %2; reenviadas, a la espera de su veredicto: %n.</numerusform>
            <numerusform>Has vuelto a la ronda como %1; palabras tuyas que tiene el anfitrión: %2; reenviadas, a la espera de su veredicto: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>not received by the host</source>
        <translation>no recibida por el anfitrión</translation>
    </message>
    <message>
        <source>%1: never reached the host (%2)</source>
        <translation>%1: nunca llegó al anfitrión (%2)</translation>
    </message>
    <message>
        <source>The round is over. Choose the next board and press Next round.</source>
        <translation>La ronda ha terminado. Elige el siguiente tablero y pulsa Siguiente ronda.</translation>
    </message>
    <message>
        <source>The round is over. Press I&apos;m ready for the next round.</source>
        <translation>La ronda ha terminado. Pulsa Estoy listo para la siguiente ronda.</translation>
    </message>
    <message>
        <source>The round was not saved to History: %1</source>
        <translation>La ronda no se guardó en el historial: %1</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Guardar en el &amp;historial</translation>
    </message>
    <message>
        <source>Host a round</source>
        <translation>Organizar una ronda</translation>
    </message>
    <message>
        <source>Join a round</source>
        <translation>Unirse a una ronda</translation>
    </message>
    <message>
        <source>&amp;Start round</source>
        <translation>&amp;Empezar la ronda</translation>
    </message>
    <message>
        <source>&amp;End round</source>
        <translation>&amp;Terminar la ronda</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Siguiente ronda</translation>
    </message>
    <message>
        <source>Waiting for the host</source>
        <translation>Esperando al anfitrión</translation>
    </message>
    <message>
        <source>TIME LEFT (HOST&apos;S CLOCK)</source>
        <translation>TIEMPO RESTANTE (RELOJ DEL ANFITRIÓN)</translation>
    </message>
    <message>
        <source>YOUR POINTS SO FAR</source>
        <translation>TUS PUNTOS HASTA AHORA</translation>
    </message>
    <message>
        <source>YOUR WORDS</source>
        <translation>TUS PALABRAS</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Host&apos;s verdict</source>
        <translation>Veredicto del anfitrión</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Your words</source>
        <translation>Tus palabras</translation>
    </message>
    <message>
        <source>Loading word list {wordlist}…</source>
        <translation>Cargando la lista de palabras {wordlist}…</translation>
    </message>
    <message>
        <source>Cannot host: the word list does not load ({problem}).</source>
        <translation>No se puede organizar: la lista de palabras no se carga ({problem}).</translation>
    </message>
    <message>
        <source>Your word list does not load ({problem}); words are checked by the host only.</source>
        <translation>Tu lista de palabras no se carga ({problem}); solo el anfitrión comprueba las palabras.</translation>
    </message>
    <message>
        <source>Starting the round&apos;s server…</source>
        <translation>Iniciando el servidor de la ronda…</translation>
    </message>
    <message>
        <source>port {port} is already in use; host again with another port (or any free port)</source>
        <translation>el puerto {port} ya está en uso; organiza de nuevo con otro puerto (o cualquier puerto libre)</translation>
    </message>
    <message>
        <source>Cannot host the round: {problem}</source>
        <translation>No se puede organizar la ronda: {problem}</translation>
    </message>
    <message>
        <source>Players on the local network join at  {address}</source>
        <translation>Los jugadores de la red local se unen en  {address}</translation>
    </message>
    <message>
        <source>Players on this machine join at  {address}</source>
        <translation>Los jugadores de esta máquina se unen en  {address}</translation>
    </message>
    <message>
        <source>YOU HOST THIS ROUND</source>
        <translation>ORGANIZAS ESTA RONDA</translation>
    </message>
    <message>
        <source>{seconds} S</source>
        <translation>{seconds} S</translation>
    </message>
    <message>
        <source>The round&apos;s server has stopped; close this window and host again.</source>
        <translation>El servidor de la ronda se ha detenido; cierra esta ventana y organiza de nuevo.</translation>
    </message>
    <message>
        <source>The round is not advertised on the network ({problem}); players can still join at {address}.</source>
        <translation>La ronda no se anuncia en la red ({problem}); los jugadores aún pueden unirse en {address}.</translation>
    </message>
    <message>
        <source>JOINING {address} AS {name}</source>
        <translation>UNIÉNDOTE A {address} COMO {name}</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Conectando con {address}…</translation>
    </message>
    <message>
        <source>Cannot play in this round: {problem}</source>
        <translation>No puedes jugar en esta ronda: {problem}</translation>
    </message>
    <message>
        <source>You are no longer connected to the round.</source>
        <translation>Ya no estás conectado a la ronda.</translation>
    </message>
    <message>
        <source>The host sent a setup this app cannot read ({problem}).</source>
        <translation>El anfitrión envió una configuración que esta aplicación no puede leer ({problem}).</translation>
    </message>
    <message>
        <source>{rule} · {setup}</source>
        <translation>{rule} · {setup}</translation>
    </message>
    <message>
        <source>The host sent a board this app cannot show ({problem}).</source>
        <translation>El anfitrión envió un tablero que esta aplicación no puede mostrar ({problem}).</translation>
    </message>
    <message>
        <source>WATCHING THE ROUND AT {address} AS {name}</source>
        <translation>VIENDO LA RONDA EN {address} COMO {name}</translation>
    </message>
    <message>
        <source>PLAYING IN THE ROUND AT {address} AS {name}</source>
        <translation>JUGANDO EN LA RONDA DE {address} COMO {name}</translation>
    </message>
    <message>
        <source>Watching as {name}: you see the clock, the players and the results; you do not play.</source>
        <translation>Miras como {name}: ves el reloj, los jugadores y los resultados; no juegas.</translation>
    </message>
    <message>
        <source>Press Start round, or I&apos;m ready: the round starts when every player is ready.</source>
        <translation>Pulsa Empezar ronda, o Estoy listo: la ronda empieza cuando todos los jugadores estén listos.</translation>
    </message>
    <message>
        <source>Press Start round when everyone has joined.</source>
        <translation>Pulsa Empezar la ronda cuando todos se hayan unido.</translation>
    </message>
    <message>
        <source>You host this round.</source>
        <translation>Organizas esta ronda.</translation>
    </message>
    <message>
        <source>Joined as {name}. Press I&apos;m ready when you are: the round starts when every player is.</source>
        <translation>Te has unido como {name}. Pulsa Estoy listo cuando lo estés: la ronda empieza cuando todos lo estén.</translation>
    </message>
    <message>
        <source>Joined as {name}. Waiting for the host to start the round.</source>
        <translation>Unido como {name}. Esperando a que el anfitrión empiece la ronda.</translation>
    </message>
    <message>
        <source>Joined as {name}.</source>
        <translation>Unido como {name}.</translation>
    </message>
    <message>
        <source>Your word list ({mine}) differs from the host&apos;s ({theirs}): the host&apos;s list decides. Yours only checks words as you type.</source>
        <translation>Tu lista de palabras ({mine}) es distinta de la del anfitrión ({theirs}): decide la lista del anfitrión. La tuya solo comprueba las palabras mientras escribes.</translation>
    </message>
    <message>
        <source>The round has started.</source>
        <translation>La ronda ha empezado.</translation>
    </message>
    <message>
        <source>The round has started: find words!</source>
        <translation>La ronda ha empezado: ¡encuentra palabras!</translation>
    </message>
    <message>
        <source>The host&apos;s results cannot be read ({problem}).</source>
        <translation>No se pueden leer los resultados del anfitrión ({problem}).</translation>
    </message>
    <message>
        <source>checking… (in your list)</source>
        <translation>comprobando… (en tu lista)</translation>
    </message>
    <message>
        <source>{word}: in your list, checking with the host…</source>
        <translation>{word}: en tu lista, comprobando con el anfitrión…</translation>
    </message>
    <message>
        <source>checking… ({verdict})</source>
        <translation>comprobando… ({verdict})</translation>
    </message>
    <message>
        <source>{word}: {verdict}</source>
        <translation>{word}: {verdict}</translation>
    </message>
    <message>
        <source>The countdown was called off: {reason}</source>
        <translation>Se canceló la cuenta atrás: {reason}</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>esperando a los jugadores</translation>
    </message>
    <message numerus="yes">
        <source>The next round starts in %n second(s)…</source>
        <translation>
            <numerusform>La próxima ronda empieza en %n segundo…</numerusform>
            <numerusform>La próxima ronda empieza en %n segundos…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The round starts in
%n second(s)</source>
        <translation>
            <numerusform>La ronda empieza en
%n segundo</numerusform>
            <numerusform>La ronda empieza en
%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>The host says: {message}</source>
        <translation>El anfitrión dice: {message}</translation>
    </message>
    <message>
        <source>The host sent something this app cannot read; it was ignored ({problem}).</source>
        <translation>El anfitrión envió algo que esta aplicación no puede leer; se ha ignorado ({problem}).</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting, try {attempt}…</source>
        <translation>Conexión con el anfitrión perdida ({reason}); reconectando, intento {attempt}…</translation>
    </message>
    <message>
        <source>Connection to the host lost ({reason}); reconnecting…</source>
        <translation>Conexión con el anfitrión perdida ({reason}); reconectando…</translation>
    </message>
    <message>
        <source>The host removed you from the room; you cannot join it again as the same player.</source>
        <translation>El anfitrión te ha quitado de la sala; no puedes volver a unirte como el mismo jugador.</translation>
    </message>
    <message>
        <source>the connection ended</source>
        <translation>la conexión terminó</translation>
    </message>
    <message>
        <source>Disconnected from the round: {reason}.</source>
        <translation>Desconectado de la ronda: {reason}.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer: the host turns it away for a minute. Wait, then type the password and join again.</source>
        <translation>Demasiadas contraseñas incorrectas desde este ordenador: el anfitrión lo rechaza durante un minuto. Espera, escribe la contraseña y vuelve a unirte.</translation>
    </message>
    <message>
        <source>This room has a password: type it and join again.</source>
        <translation>Esta sala tiene contraseña: escríbela y vuelve a unirte.</translation>
    </message>
    <message>
        <source>Wrong password for this room: type it again and join again.</source>
        <translation>Contraseña incorrecta para esta sala: escríbela de nuevo y vuelve a unirte.</translation>
    </message>
    <message>
        <source>Start the next round on the board chosen beside</source>
        <translation>Empezar la siguiente ronda en el tablero elegido al lado</translation>
    </message>
    <message>
        <source>&amp;Call off</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Call off the countdown to the next round</source>
        <translation>Cancelar la cuenta atrás de la siguiente ronda</translation>
    </message>
    <message>
        <source>I&apos;m &amp;ready</source>
        <translation>Estoy &amp;listo</translation>
    </message>
    <message>
        <source>The round starts when every player is ready</source>
        <translation>La ronda empieza cuando todos los jugadores estén listos</translation>
    </message>
    <message>
        <source>Press Start round
when everyone has joined</source>
        <translation>Pulsa Empezar la ronda
cuando todos se hayan unido</translation>
    </message>
    <message>
        <source>Waiting for the host
The board appears when the round starts</source>
        <translation>Esperando al anfitrión
El tablero aparece cuando empieza la ronda</translation>
    </message>
    <message>
        <source>Time is up: waiting for the host&apos;s results…</source>
        <translation>Se acabó el tiempo: esperando los resultados del anfitrión…</translation>
    </message>
    <message>
        <source>{word}: already entered</source>
        <translation>{word}: ya introducida</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: sent</source>
        <translation>{word}: enviada</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>comprobando…</translation>
    </message>
    <message>
        <source>The server refused: {problem}</source>
        <translation>El servidor rechazó: {problem}</translation>
    </message>
    <message>
        <source>{name} was removed from the room.</source>
        <translation>{name} ha sido quitado de la sala.</translation>
    </message>
    <message>
        <source>{name} is not in the room any more.</source>
        <translation>{name} ya no está en la sala.</translation>
    </message>
    <message>
        <source>You are ready: the round starts when every player is.</source>
        <translation>Estás listo: la ronda empieza cuando todos los jugadores lo estén.</translation>
    </message>
    <message>
        <source>You are not ready any more.</source>
        <translation>Ya no estás listo.</translation>
    </message>
    <message>
        <source>The round is over. The host starts the next round.</source>
        <translation>La ronda ha terminado. El anfitrión empieza la siguiente ronda.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Saved to history</source>
        <translation>Guardada en el historial</translation>
    </message>
    <message>
        <source>Close the round?</source>
        <translation>¿Cerrar la ronda?</translation>
    </message>
    <message>
        <source>You host this round: closing the window ends it for everyone in it (%1). Close it?</source>
        <translation>Eres el anfitrión de esta ronda: cerrar la ventana la termina para todos los que están en ella (%1). ¿Cerrarla?</translation>
    </message>
    <message>
        <source>Play together</source>
        <translation>Jugar juntos</translation>
    </message>
    <message>
        <source>Leave the round you are in?</source>
        <translation>¿Salir de la ronda en la que estás?</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed time</source>
        <translation>Tiempo fijo</translation>
    </message>
    <message>
        <source>The classic round: the clock runs down once.</source>
        <translation>La ronda clásica: el reloj corre una sola vez.</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sin tiempo</translation>
    </message>
    <message>
        <source>No clock: end the round with Ctrl+E.</source>
        <translation>Sin reloj: termina la ronda con Ctrl+E.</translation>
    </message>
    <message>
        <source>Time per word</source>
        <translation>Tiempo por palabra</translation>
    </message>
    <message>
        <source>Each new word adds the bonus to the clock.</source>
        <translation>Cada palabra nueva suma el bonus al reloj.</translation>
    </message>
    <message>
        <source>Time per letter</source>
        <translation>Tiempo por letra</translation>
    </message>
    <message>
        <source>Each new word adds the bonus for each of its letters.</source>
        <translation>Cada palabra nueva suma el bonus por cada una de sus letras.</translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Recarga</translation>
    </message>
    <message>
        <source>Each new word refills the clock: find one before it runs out.</source>
        <translation>Cada palabra nueva recarga el reloj: encuentra otra antes de que se agote.</translation>
    </message>
    <message>
        <source>A bundled word list is called “{name}”: rename your file (for example {name}-mine.txt) and add it again.</source>
        <translation>Una lista de palabras incluida se llama «{name}»: cambia el nombre de tu archivo (por ejemplo {name}-mia.txt) y añádelo de nuevo.</translation>
    </message>
    <message>
        <source>A different word list named “{name}” already exists in {folder}: rename the file and try again.</source>
        <translation>Ya existe otra lista de palabras llamada «{name}» en {folder}: cambia el nombre del archivo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Cannot copy {file} into {folder}: {problem}</source>
        <translation>No se puede copiar {file} en {folder}: {problem}</translation>
    </message>
    <message>
        <source>Add word list</source>
        <translation>Añadir lista de palabras</translation>
    </message>
    <message>
        <source>Add a word list in {language}</source>
        <translation>Añadir una lista de palabras en {language}</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listas de palabras (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot add word list</source>
        <translation>No se puede añadir la lista de palabras</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dados:</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Añadir lista…</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Lista de palabras:</translation>
    </message>
    <message>
        <source>Timer mode</source>
        <translation>Modo del reloj</translation>
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
        <translation>Segundos de bonus</translation>
    </message>
    <message>
        <source>&amp;Timer:</source>
        <translation>Cr&amp;onómetro:</translation>
    </message>
    <message>
        <source>From the &amp;rules</source>
        <translation>Según las &amp;reglas</translation>
    </message>
    <message>
        <source>&amp;Minimum letters:</source>
        <translation>Letras &amp;mínimas:</translation>
    </message>
    <message>
        <source>Turn dice faces randomly, like real dice</source>
        <translation>Girar las caras de los dados al azar, como dados de verdad</translation>
    </message>
    <message>
        <source>Avoid poor &amp;boards: at least</source>
        <translation>Evitar tableros &amp;pobres: al menos</translation>
    </message>
    <message>
        <source> words</source>
        <translation> palabras</translation>
    </message>
    <message>
        <source>Least words</source>
        <translation>Mínimo de palabras</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Least points</source>
        <translation>Mínimo de puntos</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Empty: roll a new board. Or paste a friend&apos;s code, e.g. {code}</source>
        <translation>Vacío: tablero nuevo. O pega el código de un amigo, p. ej. {code}</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Código de partida</translation>
    </message>
    <message>
        <source>A game code deals the same board with the same dice, word list, rules and timer on any machine (Game &gt; Copy game code)</source>
        <translation>Un código de partida da el mismo tablero con los mismos dados, lista de palabras, reglas y reloj en cualquier ordenador (Partida &gt; Copiar el código de partida)</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>&amp;Código de partida:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Tirar</translation>
    </message>
    <message>
        <source>this is a challenge code: enter it with Game &gt; Play a game code (Ctrl+G)</source>
        <translation>es un código de desafío: introdúcelo con Partida &gt; Jugar un código de partida (Ctrl+G)</translation>
    </message>
    <message>
        <source>Game code: {problem}.</source>
        <translation>Código de partida: {problem}.</translation>
    </message>
    <message>
        <source>The timer needs at least one second (or choose Untimed).</source>
        <translation>El reloj necesita al menos un segundo (o elige Sin tiempo).</translation>
    </message>
</context>
<context>
    <name>Ordinal</name>
    <message>
        <source>{n}th</source>
        <translation>{n}.ª</translation>
    </message>
</context>
<context>
    <name>PasswordRow</name>
    <message>
        <source>the room&apos;s password</source>
        <translation>la contraseña de la sala</translation>
    </message>
    <message>
        <source>Room password</source>
        <translation>Contraseña de la sala</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <source>&amp;Join again</source>
        <translation>&amp;Unirse de nuevo</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Solving the board…</source>
        <translation>Resolviendo el tablero…</translation>
    </message>
    <message>
        <source>WORDS FOUND ({count})</source>
        <translation>PALABRAS ENCONTRADAS ({count})</translation>
    </message>
    <message>
        <source>Words found</source>
        <translation>Palabras encontradas</translation>
    </message>
    <message numerus="yes">
        <source>Found %n word(s) · solving the board…</source>
        <translation>
            <numerusform>%n palabra encontrada · resolviendo el tablero…</numerusform>
            <numerusform>%n palabras encontradas · resolviendo el tablero…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found {found} of %n word(s) · {score} of {max_score} points</source>
        <translation>
            <numerusform>Palabras: {found} de %n · puntos: {score} de {max_score}</numerusform>
            <numerusform>Palabras: {found} de %n · puntos: {score} de {max_score}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerEditor</name>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Nombre del jugador {number}</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Quitar este jugador</translation>
    </message>
    <message>
        <source>Remove player {number}</source>
        <translation>Quitar al jugador {number}</translation>
    </message>
    <message>
        <source>Words: one a line, or separated by spaces or commas</source>
        <translation>Palabras: una por línea, o separadas por espacios o comas</translation>
    </message>
    <message>
        <source>Player {number} words</source>
        <translation>Palabras del jugador {number}</translation>
    </message>
</context>
<context>
    <name>PlayerRating</name>
    <message numerus="yes">
        <source>Your own rating appears after {minimum} finished rounds of this game (%n so far).</source>
        <translation>
            <numerusform>Tu valoración aparece tras {minimum} rondas terminadas de este juego (%n hasta ahora).</numerusform>
            <numerusform>Tu valoración aparece tras {minimum} rondas terminadas de este juego (%n hasta ahora).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Tu mejor ronda de {rounds} de este juego: mejor que el {share} % de la otra.</numerusform>
            <numerusform>Tu mejor ronda de {rounds} de este juego: mejor que el {share} % de las otras %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {rank} best of {rounds} rounds of this game: better than {share}% of the other %n.</source>
        <translation>
            <numerusform>Tu {rank} mejor ronda de {rounds} de este juego: mejor que el {share} % de la otra.</numerusform>
            <numerusform>Tu {rank} mejor ronda de {rounds} de este juego: mejor que el {share} % de las otras %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>PLAYERS</source>
        <translation>JUGADORES</translation>
    </message>
    <message>
        <source>&amp;Remove player…</source>
        <translation>&amp;Quitar jugador…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Points in all</source>
        <translation>Puntos en total</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <source> (away)</source>
        <translation> (ausente)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message numerus="yes">
        <source>Watching (%n): {names}</source>
        <translation>
            <numerusform>Espectador (%n): {names}</numerusform>
            <numerusform>Espectadores (%n): {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Nadie está mirando.</translation>
    </message>
    <message>
        <source>Remove {name} from the room…</source>
        <translation>Quitar a {name} de la sala…</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Quitar a un jugador</translation>
    </message>
    <message>
        <source>Remove {name} from the room? Their words leave this round, and they cannot join again as the same player.</source>
        <translation>¿Quitar a {name} de la sala? Sus palabras salen de esta ronda y no podrá volver a unirse como el mismo jugador.</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Cannot play this board</source>
        <translation>No se puede jugar este tablero</translation>
    </message>
    <message>
        <source>Cannot play this game code</source>
        <translation>No se puede jugar este código de partida</translation>
    </message>
    <message>
        <source>Word list missing</source>
        <translation>Falta la lista de palabras</translation>
    </message>
</context>
<context>
    <name>RematchChoice</name>
    <message>
        <source>Board of the next round</source>
        <translation>Tablero de la siguiente ronda</translation>
    </message>
    <message>
        <source>a new board</source>
        <translation>un tablero nuevo</translation>
    </message>
    <message>
        <source>the same board again</source>
        <translation>el mismo tablero otra vez</translation>
    </message>
    <message>
        <source>the next board of the game code</source>
        <translation>el siguiente tablero del código de partida</translation>
    </message>
    <message>
        <source>Host with a game code to play its boards</source>
        <translation>Aloja con un código de partida para jugar sus tableros</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>RESULTS</source>
        <translation>RESULTADOS</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Unique words</source>
        <translation>Palabras únicas</translation>
    </message>
    <message>
        <source>Shared (struck out)</source>
        <translation>Compartidas (tachadas)</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>No contadas</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>STANDINGS</source>
        <translation>CLASIFICACIÓN</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Standings across the rounds</source>
        <translation>Clasificación de todas las rondas</translation>
    </message>
    <message>
        <source>EVERY WORD OF THE BOARD</source>
        <translation>TODAS LAS PALABRAS DEL TABLERO</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Guardar en el &amp;historial</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>Encontrada por</translation>
    </message>
    <message>
        <source>Every word of the board</source>
        <translation>Todas las palabras del tablero</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WINS WITH {best}</source>
        <translation>RESULTADOS · {rule} · {winners} GANA CON {best}</translation>
    </message>
    <message>
        <source>RESULTS · {rule} · {winners} WIN WITH {best}</source>
        <translation>RESULTADOS · {rule} · {winners} GANAN CON {best}</translation>
    </message>
    <message>
        <source> AND </source>
        <translation> Y </translation>
    </message>
    <message>
        <source>RESULTS · {rule}</source>
        <translation>RESULTADOS · {rule}</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <source>Found by two or more players: these score for no one</source>
        <translation>Encontradas por dos o más jugadores: no puntúan para nadie</translation>
    </message>
    <message>
        <source>Found by two or more players</source>
        <translation>Encontradas por dos o más jugadores</translation>
    </message>
    <message numerus="yes">
        <source>STANDINGS AFTER %n ROUND(S)</source>
        <translation>
            <numerusform>CLASIFICACIÓN TRAS %n RONDA</numerusform>
            <numerusform>CLASIFICACIÓN TRAS %n RONDAS</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Word ({count}, %n point(s))</source>
        <translation>
            <numerusform>Palabra ({count}, %n punto)</numerusform>
            <numerusform>Palabra ({count}, %n puntos)</numerusform>
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
        <translation>Abre un archivo de resultados (Abrir resultados…) para ver lo que encontró una ejecución.</translation>
    </message>
    <message>
        <source>Results status</source>
        <translation>Estado de los resultados</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>Dejar de leer</translation>
    </message>
    <message>
        <source>Stop reading the file (the file is never changed)</source>
        <translation>Dejar de leer el archivo (el archivo nunca se modifica)</translation>
    </message>
    <message>
        <source>Run header</source>
        <translation>Cabecera de la ejecución</translation>
    </message>
    <message>
        <source>Boards found</source>
        <translation>Tableros encontrados</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tablero</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>Boards in the results file</source>
        <translation>Tableros del archivo de resultados</translation>
    </message>
    <message>
        <source>Open &amp;board</source>
        <translation>Abrir &amp;tablero</translation>
    </message>
    <message>
        <source>Show the selected board in Solve a board, scored with the run&apos;s list</source>
        <translation>Mostrar el tablero seleccionado en Resolver un tablero, puntuado con la lista de la ejecución</translation>
    </message>
    <message>
        <source>Play t&amp;his board</source>
        <translation>&amp;Jugar este tablero</translation>
    </message>
    <message>
        <source>Start a round on the selected board with the run&apos;s list</source>
        <translation>Empezar una ronda con el tablero seleccionado, con la lista de la ejecución</translation>
    </message>
    <message>
        <source>Time per class: open a results file.</source>
        <translation>Tiempo por clase: abre un archivo de resultados.</translation>
    </message>
    <message>
        <source>Bound per level (root, then after each force):</source>
        <translation>Cota por nivel (raíz, y después de cada forzado):</translation>
    </message>
    <message>
        <source>level</source>
        <translation>nivel</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>clases</translation>
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
        <translation>máx.</translation>
    </message>
    <message>
        <source>Bound per level</source>
        <translation>Cota por nivel</translation>
    </message>
    <message>
        <source>Slowest {count} classes:</source>
        <translation>Las {count} clases más lentas:</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nodos</translation>
    </message>
    <message>
        <source>root bound</source>
        <translation>cota raíz</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveles</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>tableros</translation>
    </message>
    <message>
        <source>class id</source>
        <translation>id de clase</translation>
    </message>
    <message>
        <source>class</source>
        <translation>clase</translation>
    </message>
    <message>
        <source>Slowest classes</source>
        <translation>Clases más lentas</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Leyendo {file}…</translation>
    </message>
    <message>
        <source>Cannot open: {problem}</source>
        <translation>No se puede abrir: {problem}</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged. Still showing {file}.</source>
        <translation>Lectura detenida; el archivo no cambia. Se sigue mostrando {file}.</translation>
    </message>
    <message>
        <source>Stopped reading; the file is unchanged.</source>
        <translation>Lectura detenida; el archivo no cambia.</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes of {total} canonical ({share}%), %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} clases de {total} canónicas ({share}%), %n tablero de {threshold} o más</numerusform>
            <numerusform>{file}: {classes} clases de {total} canónicas ({share}%), %n tableros de {threshold} o más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file}: {classes} classes, %n board(s) at or above {threshold}</source>
        <translation>
            <numerusform>{file}: {classes} clases, %n tablero de {threshold} o más</numerusform>
            <numerusform>{file}: {classes} clases, %n tableros de {threshold} o más</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · last line torn (a run was killed while writing it): skipped, file unchanged</source>
        <translation>{summary} · última línea cortada (se interrumpió una ejecución mientras la escribía): omitida, archivo sin cambios</translation>
    </message>
    <message>
        <source>here: {path}</source>
        <translation>aquí: {path}</translation>
    </message>
    <message>
        <source>not found on this machine: choose it as the Word list and open the file again to open its boards</source>
        <translation>no se encuentra en esta máquina: elígela como Lista de palabras y abre de nuevo el archivo para abrir sus tableros</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (named in the file)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (indicada en el archivo)</translation>
    </message>
    <message>
        <source>&lt;tt&gt;{partition}&lt;/tt&gt; (recognised from the class ids)</source>
        <translation>&lt;tt&gt;{partition}&lt;/tt&gt; (reconocida por los id de clase)</translation>
    </message>
    <message>
        <source>unknown (classes from a file, or a partition this window does not know)</source>
        <translation>desconocida (clases de un archivo, o una partición que esta ventana no conoce)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{size}&lt;/b&gt;, threshold &lt;b&gt;{threshold}&lt;/b&gt;, {rules} rules, {method} method, word list &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</source>
        <translation>&lt;b&gt;{size}&lt;/b&gt;, umbral &lt;b&gt;{threshold}&lt;/b&gt;, reglas {rules}, método {method}, lista de palabras &lt;b&gt;{wordlist}&lt;/b&gt; (SHA-256 {sha}…, {where})</translation>
    </message>
    <message>
        <source>{run} · language {language}</source>
        <translation>{run} · idioma {language}</translation>
    </message>
    <message>
        <source>Partition: {partition}</source>
        <translation>Partición: {partition}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; of {total}</source>
        <translation>Clases hechas: &lt;b&gt;{classes}&lt;/b&gt; de {total}</translation>
    </message>
    <message>
        <source>Classes done: &lt;b&gt;{classes}&lt;/b&gt; (total unknown)</source>
        <translation>Clases hechas: &lt;b&gt;{classes}&lt;/b&gt; (total desconocido)</translation>
    </message>
    <message>
        <source>{done}, broken in {unions} unions</source>
        <translation>{done}, rotas en {unions} uniones</translation>
    </message>
    <message>
        <source>{done} · {unforced} broken at the root (bound below {threshold}) · time in classes {time} · {nodes} tree nodes · file {file_size} MiB: {path}</source>
        <translation>{done} · {unforced} rotas en la raíz (cota inferior a {threshold}) · tiempo en clases {time} · {nodes} nodos del árbol · archivo de {file_size} MiB: {path}</translation>
    </message>
    <message>
        <source>Boards found: {count}</source>
        <translation>Tableros encontrados: {count}</translation>
    </message>
    <message>
        <source>Time per class</source>
        <translation>Tiempo por clase</translation>
    </message>
    <message>
        <source>seconds (log scale)</source>
        <translation>segundos (escala logarítmica)</translation>
    </message>
    <message>
        <source>Time per class histogram</source>
        <translation>Histograma del tiempo por clase</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes, median {median}, max {max})</source>
        <translation>Tiempo por clase ({classes} clases, mediana {median}, máx. {max})</translation>
    </message>
    <message>
        <source>Time per class ({classes} classes)</source>
        <translation>Tiempo por clase ({classes} clases)</translation>
    </message>
    <message>
        <source>root</source>
        <translation>raíz</translation>
    </message>
    <message>
        <source>force {number}</source>
        <translation>forzado {number}</translation>
    </message>
    <message>
        <source>union of {count}</source>
        <translation>unión de {count}</translation>
    </message>
    <message>
        <source>Slowest {count} classes (a union of classes broken as one counts once):</source>
        <translation>Las {count} clases más lentas (una unión de clases rotas juntas cuenta una vez):</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabético</translation>
    </message>
    <message>
        <source>Found first</source>
        <translation>Encontradas primero</translation>
    </message>
    <message>
        <source>Sort the words (Alt+S)</source>
        <translation>Ordenar las palabras (Alt+O)</translation>
    </message>
    <message>
        <source>&amp;Sort:</source>
        <translation>&amp;Ordenar:</translation>
    </message>
    <message>
        <source>Filter words (Ctrl+F)</source>
        <translation>Filtrar palabras (Ctrl+F)</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Letras</translation>
    </message>
    <message>
        <source>All words of the board</source>
        <translation>Todas las palabras del tablero</translation>
    </message>
    <message>
        <source>✓ found</source>
        <translation>✓ encontrada</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>no hallada</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE, CONTAINING “{text}” (Esc: every tile)</source>
        <translation>{shown} DE {total} PALABRAS QUE PASAN POR LA CASILLA {tile} Y CONTIENEN “{text}” (Esc: todas las casillas)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS THROUGH THE {tile} TILE (Esc: every tile)</source>
        <translation>{shown} DE {total} PALABRAS QUE PASAN POR LA CASILLA {tile} (Esc: todas las casillas)</translation>
    </message>
    <message>
        <source>{shown} OF {total} WORDS CONTAINING “{text}”</source>
        <translation>{shown} DE {total} PALABRAS QUE CONTIENEN “{text}”</translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message>
        <source>Round of {date}: {board}</source>
        <translation>Ronda del {date}: {board}</translation>
    </message>
    <message>
        <source>{date} · {game} · {list} letters · {status}</source>
        <translation>{date} · {game} · {list} letras · {status}</translation>
    </message>
    <message>
        <source>&amp;All words</source>
        <translation>&amp;Todas las palabras</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>&amp;Your words ({count})</source>
        <translation>Tus &amp;palabras ({count})</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Intento</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>&amp;Rejected guesses ({count})</source>
        <translation>Intentos &amp;rechazados ({count})</translation>
    </message>
    <message>
        <source>Open in &amp;Solve a board</source>
        <translation>Abrir en Res&amp;olver un tablero</translation>
    </message>
    <message>
        <source>&amp;Copy words</source>
        <translation>&amp;Copiar palabras</translation>
    </message>
    <message>
        <source>Your words and rejected guesses, tab-separated, to the clipboard</source>
        <translation>Tus palabras y los intentos rechazados, separados por tabuladores, al portapapeles</translation>
    </message>
    <message>
        <source>&amp;Export words…</source>
        <translation>&amp;Exportar palabras…</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jugar este tablero</translation>
    </message>
    <message>
        <source>A new round on this board, with the word list and rules it was played with</source>
        <translation>Una nueva ronda con este tablero, con la lista de palabras y las reglas con las que se jugó</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} · played {clock}</source>
        <translation>Palabras: &lt;b&gt;{found}&lt;/b&gt; de {words} · puntos: &lt;b&gt;{score}&lt;/b&gt; de {max_score} · jugada {clock}</translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; · points: &lt;b&gt;{score}&lt;/b&gt; · played {clock}</source>
        <translation>Palabras: &lt;b&gt;{found}&lt;/b&gt; · puntos: &lt;b&gt;{score}&lt;/b&gt; · jugada {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{longest}&lt;/b&gt; · rejected guesses: {guesses}</source>
        <translation>Tu palabra más larga: &lt;b&gt;{longest}&lt;/b&gt; · intentos rechazados: {guesses}</translation>
    </message>
    <message>
        <source>found {clock} into the round</source>
        <translation>encontrada a los {clock} de la ronda</translation>
    </message>
    <message>
        <source>Every word of the board cannot be listed: {problem}. Your words and guesses are shown as stored.</source>
        <translation>No se pueden listar todas las palabras del tablero: {problem}. Tus palabras e intentos se muestran tal como se guardaron.</translation>
    </message>
    <message>
        <source>Cannot open this round: {problem}</source>
        <translation>No se puede abrir esta ronda: {problem}</translation>
    </message>
    <message>
        <source>Cannot play this round&apos;s board: {problem}</source>
        <translation>No se puede jugar el tablero de esta ronda: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n word(s) and {guesses} rejected guesses to the clipboard.</source>
        <translation>
            <numerusform>Copiadas %n palabra y {guesses} intentos rechazados al portapapeles.</numerusform>
            <numerusform>Copiadas %n palabras y {guesses} intentos rechazados al portapapeles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the round&apos;s words</source>
        <translation>Exportar las palabras de la ronda</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the round&apos;s words to {path}.</source>
        <translation>Palabras de la ronda guardadas en {path}.</translation>
    </message>
</context>
<context>
    <name>RoundStarter</name>
    <message>
        <source>Loading word list %1…</source>
        <translation>Cargando la lista de palabras %1…</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>No se puede cargar la lista de palabras</translation>
    </message>
    <message>
        <source>%1

Choose another word list in New game (Ctrl+N).</source>
        <translation>%1

Elige otra lista de palabras en Nueva partida (Ctrl+N).</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words and {points} points…</source>
        <translation>Buscando un tablero con al menos {words} palabras y {points} puntos…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {words} words…</source>
        <translation>Buscando un tablero con al menos {words} palabras…</translation>
    </message>
    <message>
        <source>Dealing a board with at least {points} points…</source>
        <translation>Buscando un tablero con al menos {points} puntos…</translation>
    </message>
    <message>
        <source>None of %1 boards rolled had at least %2 words and %3 points: this is the closest (%4 words, %5 points). Lower the bar in New game (Ctrl+N).</source>
        <translation>Ninguno de los %1 tableros tirados tenía al menos %2 palabras y %3 puntos: este es el más cercano (%4 palabras, %5 puntos). Baja el listón en Nueva partida (Ctrl+N).</translation>
    </message>
    <message>
        <source>Cannot deal a board</source>
        <translation>No se puede repartir un tablero</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Press Ctrl+N for a new game, Ctrl+R to roll with the last settings</source>
        <translation>Ctrl+N para una partida nueva, Ctrl+R para tirar con los últimos ajustes</translation>
    </message>
    <message numerus="yes">
        <source>Round over: &lt;b&gt;%n&lt;/b&gt; point(s). Solving the board…</source>
        <translation>
            <numerusform>Ronda terminada: &lt;b&gt;%n&lt;/b&gt; punto. Resolviendo el tablero…</numerusform>
            <numerusform>Ronda terminada: &lt;b&gt;%n&lt;/b&gt; puntos. Resolviendo el tablero…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Words: &lt;b&gt;{found}&lt;/b&gt; of {words} ({words_share}) · points: &lt;b&gt;{score}&lt;/b&gt; of {max_score} ({score_share})</source>
        <translation>Palabras: &lt;b&gt;{found}&lt;/b&gt; de {words} ({words_share}) · puntos: &lt;b&gt;{score}&lt;/b&gt; de {max_score} ({score_share})</translation>
    </message>
    <message>
        <source>Your longest word: &lt;b&gt;{yours}&lt;/b&gt; · longest on the board: &lt;b&gt;{longest}&lt;/b&gt;</source>
        <translation>Tu más larga: &lt;b&gt;{yours}&lt;/b&gt; · la más larga del tablero: &lt;b&gt;{longest}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile to list its words.</source>
        <translation>Elige una palabra: su camino; una casilla: sus palabras.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
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
        <translation>palabras</translation>
    </message>
    <message>
        <source>4x4 table, words of 3+ letters</source>
        <translation>tabla 4x4, palabras de 3 letras o más</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Big Boggle)</source>
        <translation>tabla 4x4, palabras de 4 letras o más (Big Boggle)</translation>
    </message>
    <message>
        <source>4x4 table, words of 4+ letters (Super Big Boggle)</source>
        <translation>tabla 4x4, palabras de 4 letras o más (Super Big Boggle)</translation>
    </message>
    <message>
        <source>one point per word of 3+ letters</source>
        <translation>un punto por palabra de 3 letras o más</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>{wordlist} ({language}), {rules} rules, {size}</source>
        <translation>{wordlist} ({language}), reglas {rules}, {size}</translation>
    </message>
    <message>
        <source>{wordlist}, {rules} rules, {size}</source>
        <translation>{wordlist}, reglas {rules}, {size}</translation>
    </message>
    <message>
        <source>{setup}, {min_length}+ letters</source>
        <translation>{setup}, {min_length}+ letras</translation>
    </message>
</context>
<context>
    <name>SolveWindow</name>
    <message>
        <source>Solve a board</source>
        <translation>Resolver un tablero</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Letras del tablero</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Lista de palabras:</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Add word list…</source>
        <translation>&amp;Añadir lista de palabras…</translation>
    </message>
    <message>
        <source>Add a word list file in the board&apos;s language and score with it</source>
        <translation>Añadir un archivo de lista de palabras en el idioma del tablero y puntuar con él</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jugar este tablero</translation>
    </message>
    <message>
        <source>Start a round on this board in the game window, with its word list</source>
        <translation>Empezar una ronda con este tablero en la ventana del juego, con su lista de palabras</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Puntuado con</translation>
    </message>
    <message>
        <source>Cannot solve this board: {problem}</source>
        <translation>No se puede resolver este tablero: {problem}</translation>
    </message>
    <message>
        <source>Cannot solve this board: it is {size} but was sent as a {sent} board</source>
        <translation>No se puede resolver este tablero: es de {size} pero se envió como tablero de {sent}</translation>
    </message>
    <message>
        <source>Scored with {setup}</source>
        <translation>Puntuado con {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {size}</source>
        <translation>Puntuado con {wordlist}, reglas {rules}, {size}</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Resolviendo…</translation>
    </message>
    <message>
        <source>{words}, {points} ({setup})</source>
        <translation>{words}, {points} ({setup})</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; word(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; palabra</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; point(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; punto</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} · longest &lt;b&gt;{word}&lt;/b&gt;</source>
        <translation>{summary} · la más larga &lt;b&gt;{word}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select a word to see its path; click a tile (or arrows + Space) for its words.</source>
        <translation>Selecciona una palabra para ver su camino; haz clic en una casilla (o flechas + Espacio) para ver sus palabras.</translation>
    </message>
    <message>
        <source>Cannot solve: {problem}</source>
        <translation>No se puede resolver: {problem}</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Boggle is already running: handed over to it</source>
        <translation>Boggle ya está abierto: se le ha pasado la petición</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>otro proceso</translation>
    </message>
    <message>
        <source>Boggle is already running (%1) but does not answer. Close it, or end that process, then start Boggle again. (Its lock file is %2.)</source>
        <translation>Boggle ya está abierto (%1) pero no responde. Ciérralo o termina ese proceso y vuelve a abrir Boggle. (Su archivo de bloqueo es %2.)</translation>
    </message>
    <message>
        <source>Boggle</source>
        <translation>Boggle</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>{problem}

Using the bundled list instead.</source>
        <translation>{problem}

Se usa en su lugar la lista incluida.</translation>
    </message>
    <message>
        <source>Cannot load word list</source>
        <translation>No se puede cargar la lista de palabras</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation>Cargando la lista de palabras…</translation>
    </message>
    <message>
        <source>Preparing the solver (compiled once, on the first start)…</source>
        <translation>Preparando el solucionador (se compila una vez, en el primer inicio)…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>boards</source>
        <translation>tableros</translation>
    </message>
    <message>
        <source>sampled boards</source>
        <translation>tableros de la muestra</translation>
    </message>
    <message>
        <source>log-normal fit</source>
        <translation>ajuste log-normal</translation>
    </message>
    <message>
        <source>No sample yet: choose the dice and press Sample boards.</source>
        <translation>Aún no hay muestra: elige los dados y pulsa Muestrear tableros.</translation>
    </message>
    <message>
        <source>Board statistics</source>
        <translation>Estadísticas de tableros</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Juego de dados</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista de palabras</translation>
    </message>
    <message>
        <source>Other list…</source>
        <translation>Otra lista…</translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation>Número de tableros</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Semilla aleatoria</translation>
    </message>
    <message>
        <source>&amp;Sample boards</source>
        <translation>&amp;Muestrear tableros</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Open best board</source>
        <translation>&amp;Abrir el mejor tablero</translation>
    </message>
    <message>
        <source>Show the highest-scoring board of the sample in the solver</source>
        <translation>Mostrar el tablero con más puntos de la muestra en el solucionador</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dados:</translation>
    </message>
    <message>
        <source>&amp;Word list:</source>
        <translation>&amp;Lista de palabras:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Tableros:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;emilla:</translation>
    </message>
    <message>
        <source>Choose a language, its dice and a word list, then sample boards.</source>
        <translation>Elige un idioma, sus dados y una lista de palabras, y luego muestrea tableros.</translation>
    </message>
    <message>
        <source>Points per board</source>
        <translation>Puntos por tablero</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>Words per board</source>
        <translation>Palabras por tablero</translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation>palabras distintas</translation>
    </message>
    <message>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Points of a board to rate</source>
        <translation>Puntos de un tablero que valorar</translation>
    </message>
    <message>
        <source>A board of</source>
        <translation>Un tablero de</translation>
    </message>
    <message>
        <source>Better than</source>
        <translation>Mejor que</translation>
    </message>
    <message>
        <source>{count} letters</source>
        <translation>{count} letras</translation>
    </message>
    <message>
        <source>word length</source>
        <translation>longitud de palabra</translation>
    </message>
    <message>
        <source>boards with one</source>
        <translation>tableros con una</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Common words</source>
        <translation>Palabras comunes</translation>
    </message>
    <message>
        <source>Word lengths</source>
        <translation>Longitudes de palabra</translation>
    </message>
    <message>
        <source>How many distinct boards can these dice roll?</source>
        <translation>¿Cuántos tableros distintos pueden sacar estos dados?</translation>
    </message>
    <message>
        <source>Random grids:</source>
        <translation>Cuadrículas aleatorias:</translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation>E&amp;stimar</translation>
    </message>
    <message>
        <source>Random letter grids are tested for whether some placement of the dice shows them; the rollable share times letters^cells (26 letters in English, each language its own), divided by the 8 rotations and reflections, estimates the number of distinct boards (95% Wilson interval).</source>
        <translation>Se comprueba si alguna colocación de los dados muestra cuadrículas de letras aleatorias; la proporción obtenible por letras^casillas (26 letras en inglés, cada idioma las suyas), dividida entre las 8 rotaciones y reflexiones, estima el número de tableros distintos (intervalo de Wilson al 95%).</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>Board count</source>
        <translation>Número de tableros</translation>
    </message>
    <message>
        <source>Sampling {count} boards of {dice} in {language}…</source>
        <translation>Muestreando {count} tableros de {dice} en {language}…</translation>
    </message>
    <message>
        <source>Testing {count} random grids…</source>
        <translation>Probando {count} cuadrículas aleatorias…</translation>
    </message>
    <message>
        <source>Failed: {problem}</source>
        <translation>Error: {problem}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>error desconocido</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>mínimo</translation>
    </message>
    <message>
        <source>median</source>
        <translation>mediana</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>máximo</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <source>standard deviation</source>
        <translation>desviación típica</translation>
    </message>
    <message>
        <source>{ordinal} percentile</source>
        <translation>percentil {ordinal}</translation>
    </message>
    <message>
        <source>log-normal fit: median</source>
        <translation>ajuste log-normal: mediana</translation>
    </message>
    <message>
        <source>log-normal fit: sigma</source>
        <translation>ajuste log-normal: sigma</translation>
    </message>
    <message>
        <source>boards scoring 0</source>
        <translation>tableros con 0 puntos</translation>
    </message>
    <message>
        <source>best board</source>
        <translation>mejor tablero</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>dice / word list</source>
        <translation>dados / lista de palabras</translation>
    </message>
    <message>
        <source>{wordlist} ({rules})</source>
        <translation>{wordlist} ({rules})</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>{count} boards of {dice} with {wordlist} ({language}): mean {points} points, {words} words ({rate} boards/s).</source>
        <translation>{count} tableros de {dice} con {wordlist} ({language}): media de {points} puntos, {words} palabras ({rate} tableros/s).</translation>
    </message>
    <message>
        <source>(sample boards first: then see how many of them a board of these points beats)</source>
        <translation>(muestrea tableros primero: luego verás a cuántos supera un tablero con estos puntos)</translation>
    </message>
    <message>
        <source>is better than all {count} {dice} boards sampled.</source>
        <translation>es mejor que los {count} tableros {dice} de la muestra.</translation>
    </message>
    <message>
        <source>is better than {share}% of {count} {dice} boards.</source>
        <translation>es mejor que el {share}% de {count} tableros {dice}.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dados</translation>
    </message>
    <message>
        <source>random grids tested</source>
        <translation>cuadrículas aleatorias probadas</translation>
    </message>
    <message>
        <source>rollable</source>
        <translation>obtenibles</translation>
    </message>
    <message>
        <source>95% interval of the share</source>
        <translation>intervalo al 95% de la proporción</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>fórmula</translation>
    </message>
    <message>
        <source>share × {letters}^{cells} / {symmetries}</source>
        <translation>proporción × {letters}^{cells} / {symmetries}</translation>
    </message>
    <message>
        <source>distinct boards</source>
        <translation>tableros distintos</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>intervalo al 95%</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>no rollable grid sampled: only the upper end is informative</source>
        <translation>ninguna cuadrícula obtenible en la muestra: solo el extremo superior es informativo</translation>
    </message>
    <message>
        <source>About {boards} distinct boards ({share}% of random grids can be rolled).</source>
        <translation>Unos {boards} tableros distintos (se puede sacar el {share}% de las cuadrículas aleatorias).</translation>
    </message>
</context>
<context>
    <name>TableScorer</name>
    <message>
        <source>The board is {size} but its word list and rules came with a {sent} board.</source>
        <translation>El tablero es de {size}, pero su lista de palabras y sus reglas vinieron con un tablero de {sent}.</translation>
    </message>
    <message>
        <source>Score a table game</source>
        <translation>Puntuar una partida de mesa</translation>
    </message>
    <message>
        <source>Board letters</source>
        <translation>Letras del tablero</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Dados que tirar</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista de palabras</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>Ti&amp;rar</translation>
    </message>
    <message>
        <source>Roll a board with the chosen dice</source>
        <translation>Tirar un tablero con los dados elegidos</translation>
    </message>
    <message>
        <source>From &amp;Solve a board</source>
        <translation>Desde Res&amp;olver un tablero</translation>
    </message>
    <message>
        <source>Take the board shown in Solve a board, with its word list and rules</source>
        <translation>Tomar el tablero que muestra Resolver un tablero, con su lista de palabras y sus reglas</translation>
    </message>
    <message>
        <source>Word &amp;list:</source>
        <translation>&amp;Lista de palabras:</translation>
    </message>
    <message>
        <source>{rules} ({description})</source>
        <translation>{rules} ({description})</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Reglas de puntuación</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;glas:</translation>
    </message>
    <message>
        <source>Shortest word</source>
        <translation>Palabra más corta</translation>
    </message>
    <message>
        <source>&amp;Min letters:</source>
        <translation>Letras mí&amp;nimas:</translation>
    </message>
    <message>
        <source>Classic: shared words cross out</source>
        <translation>Clásica: las palabras compartidas se tachan</translation>
    </message>
    <message>
        <source>Friendly: everyone keeps their points</source>
        <translation>Amistosa: todos conservan sus puntos</translation>
    </message>
    <message>
        <source>Group rule</source>
        <translation>Regla de grupo</translation>
    </message>
    <message>
        <source>&amp;Group rule:</source>
        <translation>Regla de gr&amp;upo:</translation>
    </message>
    <message>
        <source>Scored with</source>
        <translation>Puntuado con</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Añadir jugador</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>&amp;Puntuar</translation>
    </message>
    <message>
        <source>Score every list ({shortcut})</source>
        <translation>Puntuar todas las listas ({shortcut})</translation>
    </message>
    <message>
        <source>Show &amp;every word</source>
        <translation>Mostrar todas las pala&amp;bras</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Type each player&apos;s words above and press Score.</source>
        <translation>Escribe arriba las palabras de cada jugador y pulsa Puntuar.</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copiar como texto</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Impri&amp;mir…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Guardar como P&amp;DF…</translation>
    </message>
    <message>
        <source>Save to &amp;history</source>
        <translation>Guardar en el &amp;historial</translation>
    </message>
    <message>
        <source>Open in Sol&amp;ve a board</source>
        <translation>Abrir en Resol&amp;ver un tablero</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Two players are called {name}: give each a name of their own.</source>
        <translation>Dos jugadores se llaman {name}: dale a cada uno su propio nombre.</translation>
    </message>
    <message>
        <source>Solve a board shows no solved board: open it (Game &gt; Solve a board), type a board, and press Solve first.</source>
        <translation>Resolver un tablero no muestra ningún tablero resuelto: ábrelo (Partida &gt; Resolver un tablero), escribe un tablero y pulsa Resolver primero.</translation>
    </message>
    <message>
        <source>Scored with the board&apos;s own {setup}</source>
        <translation>Puntuado con la configuración propia del tablero: {setup}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules</source>
        <translation>Puntuado con {wordlist}, reglas {rules}</translation>
    </message>
    <message>
        <source>Scored with {wordlist}, {rules} rules, {min_length}+ letters</source>
        <translation>Puntuado con {wordlist}, reglas {rules}, {min_length}+ letras</translation>
    </message>
    <message>
        <source>Enter the board first (or Roll one).</source>
        <translation>Introduce primero el tablero (o tira uno).</translation>
    </message>
    <message>
        <source>Add at least one player&apos;s words.</source>
        <translation>Añade las palabras de al menos un jugador.</translation>
    </message>
    <message>
        <source>Scoring…</source>
        <translation>Puntuando…</translation>
    </message>
    <message>
        <source>Cannot score: {problem}</source>
        <translation>No se puede puntuar: {problem}</translation>
    </message>
    <message>
        <source>Copied the results as text</source>
        <translation>Resultados copiados como texto</translation>
    </message>
    <message>
        <source>Boggle results</source>
        <translation>Resultados de Boggle</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <source>Save the results as PDF</source>
        <translation>Guardar los resultados como PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print the results</source>
        <translation>Imprimir los resultados</translation>
    </message>
    <message>
        <source>Sent the results to the printer</source>
        <translation>Resultados enviados a la impresora</translation>
    </message>
    <message>
        <source>Not saved: {problem}</source>
        <translation>No guardado: {problem}</translation>
    </message>
    <message>
        <source>Saved to the history (History &gt; Group rounds)</source>
        <translation>Guardado en el historial (Historial &gt; Rondas de grupo)</translation>
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
        <translation>sin tiempo</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a word</source>
        <translation>{clock} +{bonus} s por palabra</translation>
    </message>
    <message>
        <source>{clock} +{bonus} s a letter</source>
        <translation>{clock} +{bonus} s por letra</translation>
    </message>
    <message>
        <source>refill {clock}</source>
        <translation>recarga {clock}</translation>
    </message>
</context>
<context>
    <name>ToolWindow</name>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>&amp;Annealing lab…</source>
        <translation>&amp;Laboratorio de recocido…</translation>
    </message>
    <message>
        <source>&amp;Break board classes…</source>
        <translation>&amp;Romper clases de tableros…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Score a &amp;table game…</source>
        <translation>Puntuar una partida de &amp;mesa…</translation>
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
        <translation>compartida</translation>
    </message>
    <message>
        <source>shared, crossed out</source>
        <translation>compartida, tachada</translation>
    </message>
    <message>
        <source>✓ shared</source>
        <translation>✓ compartida</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>no está en el tablero</translation>
    </message>
    <message>
        <source>not in the word list</source>
        <translation>no está en la lista de palabras</translation>
    </message>
    <message>
        <source>not in the host&apos;s list</source>
        <translation>no está en la lista del anfitrión</translation>
    </message>
    <message>
        <source>not in your list</source>
        <translation>no está en tu lista</translation>
    </message>
    <message>
        <source>too short</source>
        <translation>demasiado corta</translation>
    </message>
    <message>
        <source>repeated</source>
        <translation>repetida</translation>
    </message>
    <message>
        <source>already found</source>
        <translation>ya encontrada</translation>
    </message>
    <message>
        <source>already entered</source>
        <translation>ya escrita</translation>
    </message>
    <message>
        <source>not a word</source>
        <translation>no es una palabra</translation>
    </message>
    <message>
        <source>round not running</source>
        <translation>no hay ronda en juego</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
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
        <translation>Escribe una palabra y pulsa Intro</translation>
    </message>
    <message>
        <source>Word entry</source>
        <translation>Entrada de palabras</translation>
    </message>
</context>
<context>
    <name>WordListChoice</name>
    <message>
        <source>Family list: only the common forms, for a family game</source>
        <translation>Lista familiar: solo las formas comunes, para una partida en familia</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Lista de palabras</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listas de palabras (*.txt);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <source>Cannot read the word list {file}: {problem}</source>
        <translation>No se puede leer la lista de palabras {file}: {problem}</translation>
    </message>
</context>
</TS>
