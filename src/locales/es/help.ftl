# La ayuda de la terminal (`--help`). Los ids se explican en en/help.ftl.

heading-usage = Uso:
heading-commands = Comandos
heading-arguments = Argumentos
heading-options = Opciones
heading-game-options = Opciones de { $game }
heading-shared-options = Opciones de más de un juego
note-env = {"["}entorno: { $name }={ $value }]
note-default = {"["}por defecto: { $value }]

cmd-touchline = Juegos de fútbol de mesa y ligas en Discord
arg-lang = El idioma de la terminal: en, es, pt-BR, fr o de (por defecto: el de LANG o LC_ALL, si no, inglés)
arg-help = Muestra la ayuda
arg-version = Muestra la versión

cmd-play = Juega un partido en la terminal: por turnos en la misma pantalla, contra la computadora, o computadora contra computadora
arg-play-game = El juego (mira `touchline games`)
arg-play-result-needed = Una eliminatoria: un partido empatado se tiene que decidir (prórroga, penaltis, según los tenga el juego)
arg-play-seed = La semilla del partido, para repetirlo exactamente igual (al azar si no la das)
arg-play-p1 = Quién juega en el puesto 1 (local): human, ai (la computadora en el nivel de --level), easy, hard o random
arg-play-p2 = Quién juega en el puesto 2 (visitante): human, ai (la computadora en el nivel de --level), easy, hard o random
arg-play-players = Todos los puestos, para juegos de más de dos jugadores: p. ej. human,ai,random (en lugar de --p1 y --p2); o un número de puestos: --p1 y --p2, y la computadora en el resto
arg-play-level = Con qué fuerza juegan los puestos `ai`: easy, normal o hard
arg-play-home = El nombre del equipo local
arg-play-away = El nombre del equipo visitante
arg-play-chances = Muestra las probabilidades de ganar de cada lado tras cada imagen, calculadas con lo que ve un espectador
arg-play-names = El nombre de cada puesto, separados por comas (en un partido, en lugar de --home y --away)
arg-play-out = La carpeta para las imágenes (por defecto: frames/<game>-<seed>; en un torneo, frames/<game>-tournament-<seed>, con una carpeta dentro para el draft y otra para cada partido). Las imágenes que dejó ahí una ejecución anterior se borran antes
arg-play-db = Guarda cada partido jugado (también el draft y los partidos de un torneo) en esta base de datos, como el bot guarda sus partidos (sellado, cada paso guardado antes de mostrarse), para poder repetirlo, exportarlo, verificarlo y verlo en las páginas web de esta máquina (`touchline web --db FILE --local`). Un partido cuya entrada termina antes queda guardado como abandonado

cmd-simulate = Juega muchos partidos de computadora contra computadora y los resume (con una barra de progreso en la salida de errores cuando es una terminal)
arg-simulate-game = El juego (mira `touchline games`)
arg-simulate-result-needed = Una eliminatoria: un partido empatado se tiene que decidir (prórroga, penaltis, según los tenga el juego)
arg-simulate-matches = Cuántos partidos
arg-simulate-seed = La semilla de la serie; el partido i usa una semilla derivada de ella
arg-simulate-p1 = La computadora local: ai (la computadora en el nivel de --level), easy, hard o random
arg-simulate-p2 = La computadora visitante: ai (la computadora en el nivel de --level), easy, hard o random
arg-simulate-players = La computadora de cada puesto, para juegos de más de dos jugadores: p. ej. ai,random,random; o un número de puestos: --p1 y --p2, y la computadora en el resto
arg-simulate-level = Con qué fuerza juegan los puestos `ai`: easy, normal o hard
arg-simulate-ladder = En lugar de un solo emparejamiento: todos los emparejamientos de random, easy, normal y hard, --matches cada uno (cada lado local en la mitad), como una tabla de porcentajes de victoria
arg-simulate-json = Muestra el resumen en JSON

cmd-tournament = Un torneo con draft en la terminal (juegos cuyas plantillas se eligen en un draft): los mánagers hacen el draft, luego juegan una liga todos contra todos entre sus plantillas, y la tabla nombra al campeón
arg-tournament-game = El juego (mira `touchline games`)
arg-tournament-result-needed = Una eliminatoria: un partido empatado se tiene que decidir (prórroga, penaltis, según los tenga el juego)
arg-tournament-managers = Cuántos mánagers: tantos como admita el draft del juego (el máximo si no lo das)
arg-tournament-draft = Cómo se reparten los jugadores los mánagers: una de las formas del draft del juego, como snake o auction (la primera si no la das)
arg-tournament-seed = La semilla del torneo (el draft y cada partido usan semillas derivadas de ella)
arg-tournament-players = Todos los mánagers: p. ej. human,ai,ai,ai (por defecto: tú y la computadora en el resto)
arg-tournament-level = Con qué fuerza juegan los mánagers `ai`: easy, normal o hard
arg-tournament-names = El nombre de cada puesto, separados por comas (en un partido, en lugar de --home y --away)
arg-tournament-out = La carpeta para las imágenes (por defecto: frames/<game>-<seed>; en un torneo, frames/<game>-tournament-<seed>, con una carpeta dentro para el draft y otra para cada partido). Las imágenes que dejó ahí una ejecución anterior se borran antes
arg-tournament-db = Guarda cada partido jugado (también el draft y los partidos de un torneo) en esta base de datos, como el bot guarda sus partidos (sellado, cada paso guardado antes de mostrarse), para poder repetirlo, exportarlo, verificarlo y verlo en las páginas web de esta máquina (`touchline web --db FILE --local`). Un partido cuya entrada termina antes queda guardado como abandonado

cmd-replay = Repite un partido terminado desde una base de datos o una exportación: cada tablero como PNG, la crónica y (con --gif) un GIF animado de todo el partido
arg-replay-source = Un número de partido de la base de datos, o un archivo de exportación (de `touchline export match`)
arg-replay-db = La base de datos (para un número de partido): un archivo SQLite o una URL de Postgres (`postgres://…`)
arg-replay-database-url = Una base de datos Postgres (`postgres://…`), en lugar de --db. Entorno: TOUCHLINE_DATABASE_URL
arg-replay-out = La carpeta donde escribir los tableros
arg-replay-gif = Escribe también replay.gif (por debajo de los 10 MiB de Discord)

cmd-export = Escribe la exportación de un partido terminado (JSON: opciones, semilla, sal, versión del motor, puestos, entradas, resultado): cualquiera puede repetirlo y verificarlo

cmd-export-match = Un partido terminado
arg-export-match-id = El número del partido
arg-export-match-db = La base de datos: un archivo SQLite o una URL de Postgres (`postgres://…`)
arg-export-match-database-url = Una base de datos Postgres (`postgres://…`), en lugar de --db. Entorno: TOUCHLINE_DATABASE_URL
arg-export-match-out = El archivo a escribir (por defecto: match-<id>.json)

cmd-verify = Comprueba una exportación: su sello de juego limpio, que las reglas aceptan cada entrada y que la repetición acaba en el resultado guardado. Sale con 1 si falla alguna comprobación
arg-verify-export = El archivo de exportación

cmd-serve = Pone en marcha el bot de Discord. Su token se lee de la variable de entorno DISCORD_TOKEN
arg-serve-config = El archivo de configuración (mira config.example.toml). Entorno: TOUCHLINE_CONFIG

cmd-health = Comprueba un bot en marcha, para la sonda de salud de un contenedor o de un gestor de servicios: sale con 0 si está conectado a Discord y su base de datos acepta escrituras, con 1 (diciendo por qué) si no
arg-health-config = El archivo de configuración con el que funciona el bot (dice dónde está la base de datos). Entorno: TOUCHLINE_CONFIG

cmd-status = Qué está haciendo un bot: su conexión, los partidos en juego, los relojes de turno, el último evento del gateway y el tamaño de la base de datos
arg-status-config = El archivo de configuración con el que funciona el bot. Entorno: TOUCHLINE_CONFIG
arg-status-json = Lo muestra en JSON

cmd-web = Sirve las páginas web de solo lectura (tablas, cuadros, perfiles, repeticiones de partidos) de los servidores que las publican, sin el bot; con --local, los partidos de terminal de esta máquina
arg-web-db = La base de datos que usa el bot. Entorno: TOUCHLINE_DATABASE_PATH
arg-web-database-url = Una base de datos Postgres que comparten los bots (`postgres://…`), en lugar de --db: cualquier número de estas páginas pueden servirla a la vez. Entorno: TOUCHLINE_DATABASE_URL
arg-web-listen = La dirección y el puerto donde escuchar. Entorno: TOUCHLINE_WEB_LISTEN
arg-web-base-url = La dirección pública de las páginas (p. ej. detrás de un proxy inverso), para la dirección que se registra al arrancar. Entorno: TOUCHLINE_WEB_BASE_URL
arg-web-local = Muestra también los partidos de terminal de la base de datos (`play --db`, `tournament --db`), listados en la dirección indicada; solo en una dirección local (loopback), porque no hay interruptor de publicación

cmd-games = Lista los juegos que Touchline puede llevar

cmd-db = Trabaja sobre una base de datos entera

cmd-db-copy = Copia todas las filas de una base de datos a otra (un archivo SQLite a Postgres, por ejemplo), en una sola transacción, y luego compara las filas y la suma de control de cada tabla. Detén el bot antes
arg-db-copy-from = La base de datos a copiar: un archivo SQLite, `sqlite:PATH` o `postgres://…`
arg-db-copy-to = Adónde copiarla: `postgres://…`, `sqlite:PATH` o un archivo. Primero se pone al día su esquema; no debe tener filas salvo que se dé --replace
arg-db-copy-replace = Borra lo que tenga el destino antes de copiar

cmd-help = Muestra este mensaje o la ayuda de los subcomandos indicados

cmd-analyse = Examina las cifras que publica el bot
cmd-analyse-calibration = Juega partidos de computadora y compara las probabilidades de ganar publicadas en unas pocas posiciones de cada uno con lo que pasó: por décimas de probabilidad, lo previsto frente a lo observado, y la puntuación de Brier junto a una referencia que no sabe nada de la posición
arg-analyse-calibration-game = El juego (ver `touchline games`)
arg-analyse-calibration-result-needed = Una eliminatoria: un empate debe decidirse (prórroga, penales, según el juego)
arg-analyse-calibration-matches = Cuántos partidos
arg-analyse-calibration-seats = Cuántos puestos (los mínimos del juego si se omite)
arg-analyse-calibration-seed = La semilla de la serie; el partido i usa una semilla derivada de ella
arg-analyse-calibration-worlds = Mundos imaginados por probabilidad (los del propio juego, como usa el bot, si se omite)
arg-analyse-calibration-json = Muestra las cifras en JSON
