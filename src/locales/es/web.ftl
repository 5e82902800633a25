# Las palabras propias de las páginas web.

not-found-title = No encontrada
not-found-heading = Aquí no hay nada
not-found-text = Esta página no existe, o el servidor al que pertenece no publica sus páginas (ya no).
not-found-publish = Los administradores de un servidor activan sus páginas con { $command } en Discord.
failed-title = Algo salió mal
failed-text = No se pudo crear esta página ahora mismo. Vuelve a intentarlo en un momento.

format-summary = { $format } · puntos { $win }-{ $draw }-{ $loss } · desempate: { $tiebreak }

season-open = Temporada { $number }: abierta a miembros
season-running = Temporada { $number }: en curso
season-won = Temporada { $number }: terminada, ganada por { $name }
season-finished = Temporada { $number }: terminada

server-title = Competiciones
server-no-competitions = Todavía no hay competiciones. Los administradores crean una con { $league } o { $tournament } en Discord.

table-team = Equipo
table-played = PJ
table-played-title = Partidos jugados
table-won = G
table-won-title = Ganados
table-drawn = E
table-drawn-title = Empatados
table-lost = P
table-lost-title = Perdidos
table-for = GF
table-for-title = Goles a favor
table-against = GC
table-against-title = Goles en contra
table-difference = DG
table-difference-title = Diferencia de goles
table-points = Pts
table-points-title = Puntos
table-form = Racha
form-won = G
form-drawn = E
form-lost = P

link-replay = repetición
link-watch = ver
link-board = tablero

bracket-heading = Cuadro
bracket-bye = pase directo
bracket-undecided = por decidir
bracket-leg = partido { $leg }:

fixtures-heading = Partidos y resultados
fixtures-none = Todavía no hay partidos: se sortean cuando un administrador inicia la temporada.
versus = vs.
fixture-second-leg = (vuelta)
fixture-decider = (desempate)

table-heading = Clasificación
download-table = Clasificación (CSV)
download-results = Resultados (CSV)
members-heading = Miembros

profile-crest = Escudo de { $name }
profile-ratings = Puntuaciones
profile-no-ratings = Todavía no hay partidos puntuados: las puntuaciones salen de partidos terminados entre dos personas.
profile-game = Juego
profile-rating = Puntuación
profile-rated-matches = Partidos puntuados
profile-latest = Últimos partidos
profile-no-matches = Todavía no hay partidos en este servidor.
match-being-played = (en juego)
match-abandoned = (abandonado)

seal-heading = Sello de juego limpio
seal-revealed = Antes de la primera jugada, Touchline publicó este sello: el SHA-256 de una línea que nombra el partido, el motor de reglas, su semilla y una sal secreta. Ahora que el partido terminó se muestran la semilla y la sal, así que cualquiera puede calcular el hash de la línea y compararlo.
seal-hidden = El sello fijó el azar de este partido antes de la primera jugada; su semilla y su sal se muestran cuando termina el partido.
seal-seal = Sello
seal-engine = Motor
seal-seed = Semilla
seal-salt = Sal
seal-line-hashed = La línea del hash:
seal-check = Compruébalo en una terminal (imprime el sello):

lots-heading = Sorteo
lots-revealed = Cada sorteo de esta temporada salió de una semilla sellada al empezar. La temporada terminó: aquí están la semilla y la sal, y una línea que imprime el sello.
lots-hidden = Los sorteos de esta temporada salen de una semilla sellada al empezar; la semilla y la sal se muestran cuando termina.

terminal-title = Partidos de terminal
terminal-kept = Los partidos que guardaron en esta base de datos { $play } y { $tournament }.
terminal-none = Todavía no hay partidos de terminal en esta base de datos.

live-abandoned = { $game } · abandonado: la terminal se detuvo antes del final, así que no tiene resultado
live-being-played = { $game } · en juego — la repetición se abre cuando termina el partido

replay-kick-off = Saque inicial
replay-board-of = Tablero { $board } de { $boards }
replay-boards = Tableros
replay-first = « Primero
replay-previous = ‹ Anterior
replay-next = Siguiente ›
replay-last = Último »
replay-board-alt = Tablero { $board }
replay-nothing = Nada que contar en este tablero.
live-board = Tablero { $board }
live-play-by-play = Jugada a jugada
live-clock = Tiempo que le queda a { $player }:
live-since-board = Desde el último tablero
live-full-time = Final del partido: mira la repetición
live-reload = Esta página sigue el partido por sí sola con JavaScript; sin él, recarga la página para ver el último tablero.
replay-board-pick = Tablero
replay-go = Mostrar
replay-play = ▶ Reproducir
replay-pause = ⏸ Pausa
replay-keys = Teclas: ← y → recorren los tableros, Inicio y Fin van al primero y al último, Espacio reproduce o pausa.

# Una pirámide de divisiones.
pyramid-title = Pirámide de { $name }
pyramid-division = División { $level }
pyramid-key-up = sube
pyramid-key-playoff = promoción
pyramid-key-down = baja
pyramid-history = Finales de temporada
pyramid-no-history = Todavía no ha terminado ninguna temporada.
pyramid-season-end = Temporada { $season }, división { $level }: { $name }
profile-trophies = Títulos
profile-season = temporada { $season }
profile-history = Temporadas en las divisiones
profile-history-league = Liga
profile-history-season = Temporada
profile-history-division = División
profile-history-place = Puesto
profile-history-then = Después
history-up = ascendió
history-up-playoff = ascendió por la promoción
history-down = descendió
history-down-playoff = descendió tras la promoción
history-stay = se mantuvo
history-stay-playoff = se mantuvo tras la promoción
pyramid-division-of = División { $level } de la pirámide de { $name }
fixture-kickoff = saque inicial { $time }

# A seat's own board ("Play on the board", the link in a player's private prompt).
board-title = { $game }: tu tablero
board-you-play = { $game } · juegas como { $player }
board-your-clock = Tu tiempo restante:
board-picture-alt = El tablero tal como lo ve { $player }. Lo que muestra también está escrito en «Lo que ves».
board-your-choices = Tus opciones
board-nothing-now = Ahora no hay nada que elegir. Esta página cambia sola cuando te toque.
board-what-you-see = Lo que ves
board-reload = Sin JavaScript esta página no cambia sola: recárgala para ver las jugadas del rival.
board-moved = Hecho: tu jugada quedó hecha.
board-moved-on = El partido avanzó antes de que llegara tu elección, así que no se hizo. Así está ahora: vuelve a elegir.
board-bad-move = Eso no era una de tus opciones. Toca uno de los botones de esta página.
board-failed = Tu jugada no se pudo hacer ahora mismo. No cambió nada: inténtalo de nuevo en un momento.
board-refused-title = Este tablero no se puede abrir
board-refused-forged = Este enlace no lo hizo Touchline, o le falta una parte. Abre el enlace «Jugar en el tablero» más reciente en tus mensajes directos con el bot.
board-refused-expired = Este enlace caducó. Cada aviso del bot trae uno nuevo: abre el más reciente, o pide tus opciones otra vez con el botón del hilo del partido.
board-refused-not-yours = Este enlace es de un puesto que ya no es tuyo en este partido (ahora lo juega otra persona).
board-refused-over = Este partido terminó, así que su tablero está cerrado. En su hilo están el resultado y la repetición.
board-refused-no-key = Los tableros no están disponibles en este servidor ahora mismo: elige en tus mensajes directos con el bot.

## La Actividad: el tablero dentro de Discord.
activity-title = Touchline en Discord
activity-signing-in = Iniciando tu sesión con Discord…
activity-noscript = La Actividad inicia tu sesión con un script, y aquí está desactivado. El partido sigue en su hilo, como siempre.
activity-outside = Esta página se abre dentro de Discord: pulsa «Abrir en Discord» bajo el primer tablero de un partido, o usa /launch en su hilo.
activity-failed = Discord no inició tu sesión. Cierra la Actividad y ábrela de nuevo.
activity-not-set-up = La Actividad de este bot aún no está configurada: quien lo opera todavía tiene que darle el secreto de cliente OAuth2.
activity-bad-request = Touchline no puede leer esa petición de inicio de sesión: necesita el código de Discord y el id del canal.
activity-no-match = No hay ningún partido en este canal. Abre la Actividad desde el hilo de un partido.
activity-not-published = Este servidor no publica sus páginas, así que sus partidos se siguen en sus hilos. Un admin puede activar las páginas con /league publish on; quien juega el partido abre aquí su propio tablero.

chances-heading = Probabilidades de ganar
chances-explained = La probabilidad de ganar de cada lado tras cada turno, calculada con lo que ven los espectadores: las cartas ocultas se reparten de nuevo muchas veces y la computadora juega cada reparto hasta el final.
table-title-odds = Título
table-title-odds-title = Probabilidad de ganar el título
table-up-odds = Sube
table-up-odds-title = Probabilidad de subir
table-playoff-odds = Promoción
table-playoff-odds-title = Probabilidad de jugar la promoción
table-down-odds = Baja
table-down-odds-title = Probabilidad de bajar
forecast-heading = Pronóstico de la temporada
forecast-chart = La probabilidad de cada club de ganar el título
forecast-explained = De { $seasons } simulaciones de los { $left } partidos que faltan, cada uno decidido por las puntuaciones de los clubes, con empates tan frecuentes como en esta temporada, y la tabla ordenada como la real. Cambia tras cada resultado.
moments-heading = Momentos clave
