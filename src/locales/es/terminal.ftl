# Las palabras propias de la terminal.

player-default-name = Jugador { $seat }

play-stored = { $game } — guardado como partido n.º { $id }
play-seed = { $game } — semilla { $seed } (repítelo con --seed { $seed })
play-pictures-go = Las imágenes de este partido van a { $folder }
play-picture = {"["}imagen: { $path }]
play-pictures-are = { $count ->
    [one] { $count } imagen de este partido está en { $folder }
   *[other] { $count } imágenes de este partido están en { $folder }
}
play-only-choice-hidden = { $name }: jugado por ti (la única opción)
play-only-choice = { $name }: { $choice } (la única opción)
play-not-allowed = No permitido: { $why }
play-pass-to = Pásale a { $name } y pulsa Intro.
play-your-choice = Tu elección ({ $hint }):
play-your-choice-in-group = Tu elección ({ $hint }, 0 para volver):
play-not-a-choice = «{ $answer }» no es una de las opciones: escribe { $hint }.
play-not-a-choice-in-group = «{ $answer }» no es una de las opciones: escribe { $hint }, 0 para volver.

listing-two-steps = { $heading } (primero uno de estos, luego sus opciones):
listing-choices = { $count ->
    [one] { $count } opción
   *[other] { $count } opciones
}
listing-back = volver a la lista anterior
hint-list-again = ? para ver la lista otra vez
hint-resign = rendirse

tournament-heading = Torneo con draft de { $game } para { $managers } mánagers: { $draft }
tournament-round = Jornada { $round }: { $home } vs. { $away }
tournament-final-table = Clasificación final (desempate: { $tiebreak })
tournament-table-row = { $position }. { $name } PJ{ $played } G{ $won } E{ $drawn } P{ $lost }  { $scored }–{ $conceded }  { $points } pts
tournament-champions = Campeones: { $name }

replay-board-heading = — tablero { $board } —
replay-file-seal = Sello de juego limpio { $seal }
replay-written = Partido n.º { $id } ({ $game }): { $boards } tableros y la crónica escritos en { $folder }

simulate-progress = { $done } partidos · { $elapsed } (faltan unos { $left })
ladder-heading = { $game } — los niveles de la computadora, { $matches } partidos por emparejamiento (semilla { $seed }), cada lado local en la mitad
ladder-explained = % de victorias del jugador de la fila contra el de la columna (empates entre paréntesis)
summary-heading = { $matches ->
    [one] { $matches } partido de { $game } (semilla { $seed }), { $players }
   *[other] { $matches } partidos de { $game } (semilla { $seed }), { $players }
}
summary-goals = goles por partido   { $goals }
summary-home-draw-away = local / empate / visitante  { $home }% / { $draw }% / { $away }%
summary-seat-wins = puesto { $seat } { $rate }%
summary-wins = victorias  { $wins } · sin un único ganador { $none }%
summary-shootouts = tandas de penaltis  { $shootouts }
summary-plays = jugadas por partido   { $plays }
summary-inputs = entradas por partido  { $inputs }
summary-speed = partidos por segundo { $speed }

web-local-address = Los partidos de terminal de { $database } están en { $address } (Ctrl-C para detener)

## Lo que se escribió, rechazado. Las opciones, los valores y los nombres de archivo quedan tal cual.

error-line = error: { $message }
error-cannot-write-output = no se puede escribir la salida: { $error }
error-names-and-flag = { $flag } y --names nombran los puestos a la vez: --names nombra todos los puestos, así que quita { $flag }
error-away-one-seat = --away nombra el segundo puesto, y este partido tiene uno solo: quítalo
error-blank-name = { $flag } está vacío: dale un nombre al equipo, u omite { $flag } para usar el predeterminado
error-names-count = --names da { $names ->
        [one] { $names } nombre
       *[other] { $names } nombres
    } para { $seats ->
        [one] { $seats } puesto
       *[other] { $seats } puestos
    }: da uno por puesto, separados por comas (uno vacío deja el predeterminado)
error-out-not-a-folder = --out { $path } no es una carpeta: las imágenes se escriben en una carpeta (que se crea si no existe)
play-not-a-folder = { $path } no es una carpeta: las imágenes se escriben en una carpeta (que se crea si no existe)
error-seed-with-db = --seed no puede ir con --db: un partido guardado está sellado, con una semilla sorteada de nuevo y guardada en secreto hasta el final
error-seed-with-db-tournament = --seed no puede ir con --db: los partidos guardados están sellados, con semillas sorteadas de nuevo y guardadas en secreto hasta el final de cada partido
error-does-not-verify = { $file } no supera la verificación
error-database-url = --database-url { $why }
error-db = --db { $why }
error-players-count = --players { $count }: { $rule }
error-players-none = --players necesita al menos un jugador, p. ej. --players human,ai
error-not-a-player = «{ $text }» no es un tipo de jugador; usa human, ai, easy, hard o random
error-not-a-computer = jugador de la computadora desconocido «{ $text }»; usa ai (la computadora en el nivel normal), easy, hard o random
error-no-seat-to-take = { $rule }: { $given } no tiene ningún puesto que ocupar; quítalo
error-rule-not = { $rule }, no { $count }
error-managers = --managers { $asked }: { $rule }
error-managers-players = --managers { $asked } y --players { $players } ({ $count ->
        [one] { $count } mánager
       *[other] { $count } mánagers
    }) no coinciden: da solo uno de los dos
error-no-draft = { $game } no tiene draft: un torneo con draft necesita un juego cuyas plantillas se eligen en un draft ({ $games })
error-no-draft-way = el draft de { $game } no tiene «{ $asked }»; usa { $ways }
rule-played-by = { $span ->
        [one] { $game } se juega con { $fewest } jugadores
       *[range] { $game } se juega entre { $fewest } y { $most } jugadores
    }
rule-one-player = este partido de { $game } es para un solo jugador
rule-one-player-against = este partido de { $game } es para un solo jugador, contra { $sides }
rule-tournament-managers = { $span ->
        [one] un torneo con draft de { $game } tiene { $fewest } mánagers
        [two] un torneo con draft de { $game } tiene { $fewest } o { $most } mánagers
       *[range] un torneo con draft de { $game } tiene de { $fewest } a { $most } mánagers
    }
list-or = { $first } o { $last }
list-and = { $first } y { $last }

play-error-frames = no se pueden escribir las imágenes en { $path }: { $error }
play-error-store = no se puede guardar el partido: { $error }
play-error-input-closed = la entrada terminó antes que el partido
play-error-terminal = error de la terminal: { $error }
error-kept-abandoned = { $error }: el partido n.º { $id } queda guardado como abandonado

error-runtime = no se puede iniciar el entorno asíncrono: { $error }
error-open-database = no se puede abrir la base de datos { $path }: { $error }
error-open-database-setting = no se puede abrir la base de datos { $path } ({ $setting }): { $error }
error-no-database = no hay ninguna base de datos en { $path }
error-no-database-setting = no hay ninguna base de datos en { $path } ({ $setting }): ningún bot ha funcionado aquí con esta configuración
error-cannot-read = no se puede leer { $path }: { $error }
error-not-an-export = { $path } no es una exportación de partido de Touchline: { $error }
error-cannot-write = no se puede escribir { $path }: { $error }
error-cannot-write-to = no se puede escribir en { $path }: { $error }
export-written = Partido n.º { $id } ({ $game }, { $inputs ->
        [one] { $inputs } entrada
       *[other] { $inputs } entradas
    }) exportado a { $file }
    Compruébalo con: touchline verify { $file }
setting-either = { $key }, o { $env }

## config.toml y las variables de entorno TOUCHLINE_*: las palabras del operador. Las claves y
## las variables quedan tal cual; $why del lector de TOML son sus propias palabras.

config-read = no se puede leer el archivo de configuración { $path }: { $error }
config-file-invalid = el archivo de configuración { $path } no es válido: { $why }
config-env-invalid = la variable de entorno { $key } no es válida: { $why }
config-invalid = la configuración no es válida: { $why }
config-on-timeout = timers.on_timeout (TOUCHLINE_TIMER_ON_TIMEOUT) es «{ $value }»; usa "auto_move" o "forfeit"
config-database-url = database.url (TOUCHLINE_DATABASE_URL) { $why }
location-empty = está vacío: indica la ruta de un archivo SQLite o una URL postgres://…
location-no-file = «{ $text }» no nombra ningún archivo: escribe sqlite:PATH
location-other-scheme = «{ $scheme }://» no es una base de datos con la que funcione Touchline: usa postgres://… o un archivo SQLite
shard-count-zero = es 0: un bot tiene al menos un shard
shard-count-bad = es «{ $text }»: usa un número de shards, o "auto"
config-shard-count = discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT) { $why }
config-env-shard-count = { $why } (discord.shard_count)
config-shards-need-count = discord.shards (TOUCHLINE_DISCORD_SHARDS) necesita discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT): cuántos shards hay en total
config-shards-beyond = discord.shards (TOUCHLINE_DISCORD_SHARDS) llega hasta el shard { $last }, pero hay { $count } (discord.shard_count): los shards se numeran del 0 al { $highest }
config-shards-bad = discord.shards (TOUCHLINE_DISCORD_SHARDS) es «{ $text }»: escribe el primer y el último shard, p. ej. "0-3", o un solo shard
config-shards-order = discord.shards (TOUCHLINE_DISCORD_SHARDS) es «{ $text }»: escribe el primer y el último shard, p. ej. "0-3", o un solo shard; el primero va antes que el último
config-dev-guild-not-a-number = «{ $value }» no es un id de servidor (un número)
config-dev-guild-zero = discord.dev_guild_id (TOUCHLINE_DEV_GUILD_ID) es 0; usa el id de tu servidor, o quítalo para registrar los comandos de forma global
config-application-id-not-a-number = «{ $value }» no es un id de aplicación (un número, como lo muestra el portal de desarrolladores)
config-application-id-zero = activity.application_id (TOUCHLINE_ACTIVITY_APPLICATION_ID) es 0; usa el id de tu aplicación del portal de desarrolladores, o quítalo para dejar la Actividad apagada
config-activity-needs-web = activity.application_id está puesto, pero la Actividad son las páginas web dentro de Discord y no se sirve ninguna: pon también web.listen (TOUCHLINE_WEB_LISTEN)
config-log-format = «{ $value }» no es un formato de registro; usa text o json
config-env-on-timeout = «{ $value }» no es una regla para cuando se acaba el tiempo; usa auto_move o forfeit
config-seconds-not-a-number = «{ $value }» no es un número de segundos
config-seconds-range = { $key } es { $seconds }; usa de 1 a { $max } segundos (un año)
config-api-url = discord.api_url (TOUCHLINE_DISCORD_API_URL) es «{ $url }»; usa una dirección http:// o https://, p. ej. http://127.0.0.1:8080
config-web-listen = web.listen (TOUCHLINE_WEB_LISTEN) es «{ $value }»; usa una dirección y un puerto, p. ej. 127.0.0.1:8080
config-web-base-url = web.base_url (TOUCHLINE_WEB_BASE_URL) es «{ $url }»; usa una dirección http:// o https://, p. ej. https://touchline.example.org

replay-error-live = el partido n.º { $id } aún se está jugando: se podrá repetir (y se revelará su semilla) cuando termine
replay-error-abandoned = el partido n.º { $id } quedó abandonado (la terminal se detuvo antes del final: se acabó su entrada o se cerró su salida): no tiene resultado que repetir ni exportar
replay-error-not-an-export = esta exportación no es una exportación de partido de Touchline (su formato es «{ $format }», no «{ $expected }»)
replay-error-refused = las reglas rechazaron el paso { $step } de la exportación: { $why }
replay-error-setup = no se pudo preparar el partido: { $why }
replay-error-engine = el partido n.º { $id } se jugó con { $engine }; las reglas de este programa son de otra versión y no pueden repetirlo
replay-error-diverged = el partido n.º { $id } no se repite igual que el partido guardado
replay-error-no-match = no hay ningún partido n.º { $id }

calibration-heading = { $game } — probabilidades de ganar frente a resultados: { $matches } partidos, { $predictions } posiciones juzgadas (semilla { $seed })
calibration-columns = prob. %   prevista  observada  cantidad
calibration-brier = Puntuación de Brier { $brier } (una referencia que solo conoce el promedio de cada lado: { $baseline }; más baja es mejor)
calibration-no-score = { $game } con estas opciones no termina en un marcador, así que no tiene probabilidades de ganar que juzgar.
