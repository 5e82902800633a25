# Palabras propias de Touchline que puede recibir cualquier comando o clic: disculpas y
# negativas comunes a todos los comandos.

apology-database = La base de datos no está disponible por un momento (puede que se esté reiniciando). Vuelve a intentarlo en unos segundos: todo lo guardado antes se conserva.
apology-internal = Lo siento, algo ha fallado por mi parte. Vuelve a intentarlo.
stopping = Touchline se está reiniciando. No se ha perdido nada de lo que hiciste: vuelve a intentarlo en un minuto.
command-outdated = No he podido leer ese comando: puede que tu Discord muestre una versión antigua. Recarga Discord (Ctrl+R, o vuelve a abrir la app) e inténtalo de nuevo; `/juegos` muestra a qué puedes jugar.
command-unreadable-input = No he podido leer `{ $input }` para `/{ $command }`.
command-unreadable = No he podido leer lo que se envió con `/{ $command }`.
command-needs-manage-server = Solo quienes tienen Gestionar servidor pueden usar `/{ $command }`.
command-server-only = `/{ $command }` se usa en un servidor, no en mensajes directos.
control-invalid = Este control ya no es válido. Usa `/partido tablero` en el hilo del partido para tener controles nuevos.

# El hilo de un partido: sus propias líneas junto a la narración del juego.
thread-seats = Orden en la mesa: { $order }
thread-resumed = De vuelta tras un reinicio; así va el partido.
match-thread-refused = No puedo abrir un hilo de partido en { $channel }: Discord lo rechazó ({ $reason }). Los partidos necesitan un canal de texto del servidor donde pueda crear hilos públicos.
match-taken-up = Otro clic ya empezó este partido mientras tanto: aquí no hay nada más que hacer.
seal-kick-off = 🔒 Sello de juego limpio: `{ $seal }` (la semilla y la sal se revelan al pitido final)
seal-full-time = 🔓 Sello `{ $seal }`: semilla `{ $seed }`, sal `{ $salt }`
seal-check = Compruébalo: `{ $check }`
status-draft = draft
status-draft-complete = El draft ha terminado.
list-and = { $rest } y { $last }

# El aviso de cada asiento y las respuestas a sus clics.
prompt-heading = **{ $game } — te toca**
prompt-nothing-to-do = Ahora mismo no hay nada que hacer.
window-closes = ⏱ Esta ventana se cierra { $when }; si no respondes antes, cuenta como pasar.
window-open-for = ⏱ Esta ventana sigue abierta { $seconds } segundos; si no respondes, cuenta como pasar.
chose-in-the-open = ✓ { $player } ha elegido: { $choice }
chose-privately = ✓ Has elegido: { $choice }
control-no-longer-valid = Ese control ya no es válido; usa `/partido tablero` para tener controles nuevos.
click-match-over = El partido ha terminado.
click-nothing-to-choose = Ahora mismo no tienes nada que elegir.
click-no-such-match = Este partido ya no existe.
click-not-your-match = No juegas en este partido; síguelo en su hilo o empieza el tuyo con `/jugar`.
click-not-your-move = Esa jugada le toca a otro jugador; las tuyas te llegarán cuando sea tu turno.
click-out-of-date = Este tablero está desactualizado.
click-not-allowed = No permitido: { $reason }.
click-another-move-first = Otra jugada ha llegado antes; este tablero está desactualizado.

# Llegar a los jugadores: mensajes directos, o un botón en el hilo cuando están cerrados.
dm-closed-choose-here = { $player }, no puedo enviarte mensajes directos (los tienes cerrados para este servidor), así que elige aquí: el botón abre tus cartas donde solo tú puedes verlas.
your-move-button = { $player }, te toca: el botón abre tus cartas donde solo tú puedes verlas.
match-on-hello = Tu partido contra { $others } se juega en { $thread }. Tus elecciones privadas te llegarán aquí cuando te toque.
dm-closed-at-kick-off = { $player }, no puedo enviarte mensajes directos (los tienes cerrados para este servidor), así que cuando te toque, un botón aquí abrirá tus opciones donde solo tú puedes verlas.
private-choices-by-dm = 📬 Las elecciones privadas van por mensaje directo a { $players }.
button-make-your-choice = Haz tu elección
button-rematch = Revancha

# /juegos y /reglas
games-list = Juegos a los que puedes jugar:
    { $games }
    Consulta `/reglas` para ver cómo se juega cada uno.
rules-unknown-game = No conozco ese juego. `/juegos` muestra la lista de juegos.
play-unknown-game = No conozco ese juego (puede que tu Discord muestre una lista de comandos antigua: vuelve a abrirlo). `/juegos` muestra la lista de juegos.
options-refused = { $why }.

# /servidor idioma
server-language-unknown = No hablo «{ $asked }». Hablo { $list }; o elige `discord` para seguir el idioma de Discord del propio servidor.
server-language-set = A partir de ahora, los nuevos hilos de partido, sus imágenes y las novedades de este servidor estarán en { $language }. Cada jugador sigue recibiendo sus mensajes directos en su propio idioma de Discord.
server-language-discord = Los nuevos hilos de partido, sus imágenes y las novedades de este servidor siguen el idioma de Discord del propio servidor, ahora { $language }.
server-language-managers-only = Solo quien puede gestionar este servidor elige su idioma.

# /jugar, /partido
play-refused-yourself = No puedes jugar contra ti mismo. Nombra a otra persona, o deja `rival` vacío para jugar contra la máquina.
play-refused-bots = Los bots no pueden jugar. Nombra a una persona, o deja `rival` vacío para jugar contra mí.
play-refused-in-thread = Cada partido tiene su propio hilo, así que empiézalo desde un canal de texto, no desde dentro de un hilo.
play-refused-solo-opponents = Un partido de { $game } en solitario es tú contra el bando del propio juego: deja vacíos `abierta` y los rivales.
play-refused-solo-level = `nivel` es la fuerza con la que juega la máquina; en un partido de { $game } en solitario, el rival lo fija `solitario`.
play-refused-open-named = Una mesa abierta acepta a quien se una: deja vacíos los rivales, o nómbralos sin `abierta`.
play-refused-level-people = `nivel` es la fuerza con la que juega la máquina: déjalo vacío cuando juegues contra personas.
play-refused-both = Nombra a personas para jugar contra ellas, o nómbrame a mí (o a nadie) para jugar contra la máquina, pero no las dos cosas a la vez.
play-refused-twice = Has nombrado al mismo jugador dos veces; nombra a cada rival una sola vez.
play-refused-too-many = { $game } se juega con { $players } jugadores: nombra como máximo { $n } { $n ->
        [one] rival
       *[other] rivales
    }.
play-refused-too-few = { $game } se juega con { $players } jugadores: nombra al menos { $n } { $n ->
        [one] rival
       *[other] rivales
    }.
kick-off-against = Arranca el partido contra { $against } en { $thread }.
against-the-computer = la máquina
against-the-computer-level = la máquina ({ $level })
level-random = aleatorio
level-easy = fácil
level-normal = normal
level-hard = difícil
computer-name = Máquina ({ $level })
computer-name-nth = Máquina { $nth } ({ $level })
no-match-here = No hay ningún partido en este canal. Usa este comando en el hilo de un partido.
resign-not-playing = No juegas en este partido.
resign-done = Has abandonado.
resign-refused = No puedes abandonar: { $reason }.

play-refused-computers-not-open = `máquinas` reserva asientos para la máquina en una mesa abierta: añade `abierta:True`, o nombra a tus rivales y deja vacío `máquinas`.
play-refused-computers-named = `máquinas` reserva asientos para la máquina en una mesa abierta a la que se une la gente: deja vacíos los rivales y añade `abierta:True`, o nómbralos y deja vacío `máquinas`.
play-refused-computers-few = `máquinas` es cuántos asientos reserva la máquina en la mesa: al menos 1.
play-refused-computers-many = { $game } se juega con { $players } jugadores: tú y { $n } { $n ->
        [one] máquina
       *[other] máquinas
    } no dejáis asiento para nadie más. Eso es un partido contra la máquina: deja vacíos `abierta` y `máquinas`.
seat-deputy = { $person } (juega { $deputy })

# El recordatorio del reloj de turno a mitad de tiempo; $when es una marca de tiempo de Discord («dentro de 3 horas»).
reminder-thread = ⏰ { $player }, tu tiempo para hacer tu jugada se acaba { $when }; después, { $after }.
reminder-dm = ⏰ Tu tiempo para hacer tu jugada en { $thread } se acaba { $when }; después, { $after }.
reminder-then-auto-move = la máquina juega por ti
reminder-then-forfeit = pierdes el partido por incomparecencia
reminder-summary = ⏰ Te toca en { $count } partidos: { $threads }.

# Seguir un partido.
button-follow = Seguir
button-follow-every-board = Cada tablero
button-watch-live = Ver en directo
button-open-activity = Abrir en Discord
activity-off = El tablero dentro de Discord no está activado en este bot.
# The Activity's Entry Point command (/launch), in the command list.
activity-launch-description = Abre el tablero en directo del partido de este hilo
button-play-on-board = Jugar en el tablero
follow-final = 👀 Sigues este partido: su resultado final te llegará por mensaje directo. Vuelve a pulsar para dejar de seguirlo.
follow-every-board = 👀 Sigues este partido tablero a tablero: cada tablero te llegará por mensaje directo. Vuelve a pulsar para dejar de seguirlo.
follow-stopped = Ya no sigues este partido.
follow-board = 👀 { $thread }
    { $lines }
follow-full-time = 🏁 Pitido final en { $thread }
    { $lines }

# Someone who asked for DMs, told their move is in the open in a thread.
your-move-in = 🔔 Te toca jugar en { $thread }.

# /match replay
replay-no-such-match = No hay ningún partido #{ $id } en este servidor.
replay-still-playing = El partido #{ $id } todavía se está jugando: podrás repetirlo cuando termine (`/partido tablero` lo muestra ahora).
replay-no-match-here = No hay ningún partido en este canal: usa esto en el hilo de un partido o indica su número (`/partido repetición partido:12`).

# The win chances, told in the thread after a big swing.
chances-line = Probabilidades de ganar: { $chances }
chances-side = { $name } { $percent } %
chances-draw = empate { $percent } %

# Momentos clave, publicados una vez al final.
key-moments-heading = **Momentos clave**
key-moment = **{ $n }.** En la jugada { $plays }, la probabilidad de ganar de { $side } pasó del { $before } % al { $after } %: { $mover } jugó { $played }.
key-moment-instead = La computadora difícil habría jugado { $instead }: { $mover } { $better } % en lugar de { $made } %.
key-moment-even = La computadora difícil habría jugado { $instead }, ni mejor ni peor para { $mover } ({ $made } %).
key-moment-same = La computadora difícil habría jugado lo mismo.
