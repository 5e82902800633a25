# super_team: las palabras del juego en español (neutro, para España y Latinoamérica).

blurb = 2 jugadores o en solitario contra el AutoTeam, ~30 min: un juego de tablero en cuadrícula movido por cartas, con tácticas, dados y moral
rules = **Super Team** — cada entrenador tiene un mazo de 12 cartas y seis piezas (Portero, Capitán y otras cuatro) en una cuadrícula de 11 × 15. En tu turno juegas de 1 a 3 cartas, cada una por su instrucción impresa (la mitad de ataque o de defensa de una táctica, una habilidad del Capitán o del entrenador) o como un movimiento o una acción, y luego robas hasta tener cuatro. Un movimiento mueve una pieza 1–2 casillas (una inactiva, 1 casilla por 1 de moral; el Portero, 1); quien lleva el balón se detiene al lado de un rival. Acciones: el atacante pasa, tira o regatea, el defensor hace una entrada; cada uno tira el dado verde más un dado blanco por cada marcador de entrenador en esa estadística (los blancos tienen una cara −1), y la moral (0–3) se suma a la tirada. Un pase necesita la mitad de su distancia (redondeando hacia arriba) más 1 por cada rival en su línea. Un tiro: ambos eligen en secreto una ficha de tiro (E, F, G) — el balón va a la del tirador, el portero se mueve hacia la suya — y luego ambos comprometen moral en secreto; el empate es gol. Las tácticas logradas dan Movimientos, Acciones y moral; las tácticas de equipo dan además una carta Fatigue. Cada vez que se rebaraja un mazo avanza el contador de tiempo; descanso en el 45', final del partido en el 90'. En solitario: el AutoTeam juega dos cartas por turno de su propio mazo.
notation = Las casillas son columna A–K y fila 1–15 (el local defiende la fila 1). Piezas: G Portero, C Capitán, #2–#5; en minúscula, tumbada (movida este turno). Marcadores: P Pase, S Tiro, D Regate, T Entrada, G GK.

option-format = Un partido rápido reparte a cada lado un equipo y un capitán; en la partida completa cada uno se queda con uno de dos tableros de equipo y uno de dos tableros de capitán, elegidos en secreto.
option-variations = Las variantes del reglamento, cualquiera combinada.
option-solo = Juega solo contra el AutoTeam, que usa su propio mazo: fácil, normal o difícil.

config-quick = Partido rápido
config-full = Partida completa
config-advanced = tableros avanzados
config-long = partido más largo
config-harder = Juego más difícil
config-offside = Trampa del fuera de juego
config-kick-anywhere = saques del portero a cualquier parte
config-solo = en solitario contra el AutoTeam { $level ->
        [easy] fácil
        [hard] difícil
       *[other] normal
    }

piece-goalie = Portero
piece-captain = Capitán
stat-pass = Pase
stat-shoot = Tiro
stat-dribble = Regate
stat-tackle = Entrada
stat-gk = GK
step-forward-pass = Pase adelante
step-backward-pass = Pase atrás
step-cross-pass = Pase lateral
step-through-pass = Pase al hueco
step-in-between-pass = Pase entre dos
step-forward-move = Avance
step-backward-move = Repliegue
step-free-move = Movimiento libre
step-forward-move-marking = Avance y marca
step-backward-move-marking = Repliegue y marca
reward-movement = Movimiento
reward-action = Acción
reward-morale = Moral
rewards-movement = { $n ->
        [one] 1 Movimiento
       *[other] { $n } Movimientos
    }
rewards-action = { $n ->
        [one] 1 Acción
       *[other] { $n } Acciones
    }
rewards-morale = { $n } de moral

column-e = E (izquierda)
column-f = F (centro)
column-g = G (derecha)

card-chain = { $steps } → { $rewards }
card-chain-marked = { $steps } (portador marcado) → { $rewards }
card-tactic = ataque: { $attack }; defensa: { $defend }
card-coach-cost = { $effect }; cuesta { $cost } de moral
card-fatigue = solo un movimiento
effect-solo-run = Capitán con balón: mueve al Capitán y otra vez (sin moral la segunda)
effect-finesse-shot = Capitán con balón a 5 o menos de la portería: tira, ignorando bloqueos
effect-killer-ball = Capitán con balón: pasa, ignorando bloqueos
effect-take-on = Capitán con balón junto a un rival: intercámbiate con él y muévete
effect-shoulder-charge = Rival junto al Capitán: empújalo una casilla y muévete
effect-volley = Balón suelto a 2 o menos: mueve al Capitán sobre él y tira
effect-overlap = En ataque, Capitán sin balón: muévete y un compañero le pasa
effect-screen = En defensa a 2 o menos del balón: muévete y empuja a un rival al lado
effect-armband = Gana 1 de moral y levanta al Capitán
coach-team-talk = gana 2 de moral
coach-tactical-switch = mueve hasta 2 marcadores de entrenador (no GK)
coach-fresh-legs = devuelve hasta 2 cartas Fatigue
coach-high-press = levanta todas tus piezas
coach-long-ball = el portador pasa, ignorando bloqueos
coach-set-piece = el portador tira, ignorando bloqueos

use-tactic = { $steps }{ $marked ->
        [yes] {" "}(portador marcado)
       *[no] {""}
    }; gana { $rewards }{ $fatigue ->
        [yes] {" "}+ Fatigue
       *[no] {""}
    }
use-movement = un movimiento: una pieza 1–2 casillas (una tumbada, 1 por 1 de moral)
use-action-attacking = una acción: pase, tiro o regate
use-action-defending = una acción: entrada al portador del balón
use-discard = descartada sin nada a cambio (Juego más difícil, una vez por turno)

roll = dados { $dice }
roll-bonus = dados { $dice }, { $bonus } de bonificación
roll-morale = dados { $dice }, +{ $morale } de moral
roll-bonus-morale = dados { $dice }, { $bonus } de bonificación, +{ $morale } de moral
shot-side = { $roll } = { $total }, menos potencia { $power } → margen { $margin }

event-boards = Tableros: { $home } juega con { $home_team } y { $home_captain }; { $away } juega con { $away_team } y { $away_captain }.
event-markers = Marcadores de entrenador: { $home } { $home_markers } · { $away } { $away_markers }.
event-start-roll = Tirada inicial { $home_roll }–{ $away_roll }: empieza { $name }.
event-kick-off = Saque inicial — { $name } tiene el balón en F8.
event-kick-off-second-half = Segunda parte: saque inicial — { $name } tiene el balón en F8.
event-play-instruction = { $name } juega { $card } por su instrucción.
event-play-movement = { $name } juega { $card } como movimiento.
event-play-action = { $name } juega { $card } como acción.
event-play-discard = { $name } descarta { $card }.
event-run = El { $piece } de { $name } corre { $from } → { $to }.
event-run-ball = El { $piece } de { $name } corre { $from } → { $to } con el balón.
event-run-paying = El { $piece } de { $name } corre { $from } → { $to } (paga { $morale } de moral).
event-run-ball-paying = El { $piece } de { $name } corre { $from } → { $to } con el balón (paga { $morale } de moral).
event-pass-arrives = { $name } pasa { $from } → { $to }, necesita { $power }: { $roll } — llega.
event-pass-fails = { $name } pasa { $from } → { $to }, necesita { $power }: { $roll } — falla, el balón queda en { $lands }.
event-kick-out = El Portero de { $name } saca hacia { $to }.
event-shot-declared = ¡{ $name } tira desde { $from }! Ambos eligen una ficha de tiro.
event-tiles = Fichas: { $shooter } apunta a { $aim }, { $keeper_side } cubre { $guard }; el Portero está en { $keeper }. Potencia a superar { $attack }, portero { $defence }.
event-shot-goal-level = { $name } tira a { $target }: { $shooter_roll }; Portero de { $keeper_side }: { $keeper_roll } — igualados, y el empate es para el tirador: ¡GOL!
event-shot-goal = { $name } tira a { $target }: { $shooter_roll }; Portero de { $keeper_side }: { $keeper_roll } — el tirador va por delante: ¡GOL!
event-shot-saved = { $name } tira a { $target }: { $shooter_roll }; Portero de { $keeper_side }: { $keeper_roll } — el Portero va por delante: parada o despeje, el balón queda en { $lands }.
event-goal = ¡Gol de { $name }!
event-dribble-past-level = El { $piece } de { $name } regatea: { $roll } contra el { $other_piece } de { $other }: { $other_roll } — igualados, y el empate es para quien regatea: ¡superado!
event-dribble-past = El { $piece } de { $name } regatea: { $roll } contra el { $other_piece } de { $other }: { $other_roll } — ¡superado!
event-dribble-stopped = El { $piece } de { $name } regatea: { $roll } contra el { $other_piece } de { $other }: { $other_roll } — frenado.
event-tackle-won = El { $piece } de { $name } entra: { $roll } contra el { $other_piece } de { $other } con el balón: { $other_roll } — ¡balón recuperado!
event-tackle-kept-level = El { $piece } de { $name } entra: { $roll } contra el { $other_piece } de { $other } con el balón: { $other_roll } — igualados, y el empate es para el portador: lo conserva.
event-tackle-kept = El { $piece } de { $name } entra: { $roll } contra el { $other_piece } de { $other } con el balón: { $other_roll } — el portador conserva el balón.
event-pushed = El { $piece } de { $name } es empujado { $from } → { $to }.
event-bypassed = El Capitán de { $name } se intercambia: { $from } ⇄ { $to }.
event-morale-gained = { $name } gana { $n } de moral.
event-markers-moved = { $name } mueve marcadores de entrenador: { $markers }.
event-stood-up = Las piezas de { $name } se levantan.
event-fatigue-drawn = { $name } roba una carta Fatigue.
event-fatigue-returned = { $name } devuelve { $n ->
        [one] 1 carta Fatigue
       *[other] { $n } cartas Fatigue
    }.
event-tactic-done = { $card } de { $name } funciona: recompensas por tomar.
event-tactic-failed-pass = { $card } de { $name } falla (un pase no llegó): sin recompensas.
event-tactic-failed-ball = { $card } de { $name } falla (el balón cambió de manos antes de su último paso): sin recompensas.
event-tactic-failed-no-way = { $card } de { $name } falla (su siguiente paso no tenía adónde ir): sin recompensas.
event-reshuffled = { $name } rebaraja: el reloj avanza al { $minute }'.
event-half-time = Descanso. Los entrenadores recolocan sus marcadores (los de GK se quedan).
event-extra-time = Empate en el 90': prórroga con gol de oro.
event-full-time = Final del partido.
event-roll-off = Siguen igualados: desempate a dados { $home_roll }–{ $away_roll }, pasa { $name }.
event-auto-card-decide = El AutoTeam destapa la carta { $card } para decidir.
event-auto-card-play = El AutoTeam destapa la carta { $card } para jugar.

situation-score-carried = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (la parte acaba en el { $half_ends }') · balón en { $ball } con el { $piece } de { $name }
situation-score-loose = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (la parte acaba en el { $half_ends }') · balón en { $ball } (suelto)
situation-team = { $name }{ $boards }: { $pieces } · moral { $morale }
situation-team-markers = { $name }{ $boards }: { $pieces } · moral { $morale } · marcadores { $markers }
situation-your-hand = Tu mano:
situation-keep-boards = Quédate con un tablero de equipo ({ $team1 } o { $team2 }) y un Capitán ({ $captain1 } o { $captain2 }).
situation-lay-markers = Coloca tus seis marcadores de entrenador (como mucho dos por estadística): Pase, Tiro, Regate, Entrada, GK.
situation-waiting-markers = Esperando los marcadores de entrenador.
situation-half-time-markers = Descanso: vuelve a colocar tus marcadores de entrenador (los de GK se quedan).
situation-half-time-waiting = Descanso: esperando los marcadores.
situation-shooting = { $name } está tirando.
situation-shot-powers = Potencia a superar { $attack }, la del portero { $defence }.
situation-pick-tile = Elige tu ficha de tiro (E, F o G) en secreto.
situation-commit-shot-morale = Compromete tu moral (0–3) en secreto.
situation-dribble = Un regate: ambos comprometen moral (0–3) en secreto.
situation-tackle = Una entrada: ambos comprometen moral (0–3) en secreto.
situation-task-attacking = { $name } (en ataque) — { $task }.
situation-task-defending = { $name } (en defensa) — { $task }.
situation-must-kick = { $name }: el Portero tiene el balón en el área — lo primero debe ser su pase o su saque.
situation-card-attacking = { $name } (en ataque), carta { $n } de hasta 3.
situation-card-defending = { $name } (en defensa), carta { $n } de hasta 3.
situation-over = El partido ha terminado.

task-move = { $captain ->
        [yes] mueve al Capitán
       *[no] mueve una pieza
    }{ $way ->
        [forward] {" "}hacia delante
        [backward] {" "}hacia atrás
       *[any] {""}
    }{ $marking ->
        [yes] , acabando junto a un rival
       *[no] {""}
    }{ $ball ->
        [yes] {" "}sobre el balón suelto
       *[no] {""}
    }
task-action = una acción
task-pass-step = { $step }: elige el destino
task-pass = un pase: elige el destino
task-pass-morale = el pase a { $to } necesita potencia { $power }: puedes añadir moral
task-shoot = tira
task-push = empuja a un rival que esté junto al Capitán
task-bypass = intercambia al Capitán con un rival adyacente
task-markers = mueve { $n ->
        [one] hasta 1 marcador
       *[other] hasta { $n } marcadores
    } de entrenador
task-rewards = toma las recompensas ({ $rewards })

control-keep-boards = Quedarte con { $team } y { $captain }
control-markers = Marcadores { $markers }
control-play-instruction = { $card }: su instrucción
control-play-movement = { $card } como movimiento
control-play-action = { $card } como acción
control-play-discard = Descartar { $card }
control-end-turn = Terminar el turno
control-move = { $piece } { $from } → { $to }{ $ball ->
        [collect] {" "}(recogiendo el balón)
        [onto] {" "}(sobre el balón)
       *[no] {""}
    }{ $morale ->
        [yes] , 1 de moral
       *[no] {""}
    }
control-pass = Pase a { $to }, potencia { $power }
control-pass-to-piece = Pase a { $to } ({ $piece }), potencia { $power }
control-shoot = ¡Tirar!
control-dribble = Regatear a su { $piece }
control-tackle = Entrar con tu { $piece }
control-kick-out = El Portero saca hacia { $to } (sin tirada)
control-push = Empujar a su { $piece } a { $to }
control-bypass = Intercambiarte con su { $piece }
control-shift = Un marcador { $from } → { $to }
control-morale = { $n } de moral
control-tile = Ficha de tiro { $tile }
control-take-movement = Tomar un Movimiento
control-take-action = Tomar una Acción
control-take-morale = Tomar 1 de moral
control-done = Listo
control-give-up = Renunciar
control-menu-boards = Quédate con un tablero de equipo y un Capitán
control-menu-markers = Coloca tus marcadores de entrenador (P S D T G)
control-group-gk = { $n } en GK
control-then-markers = Marcadores con { $group }
control-menu-play = Juega una carta
control-menu-pieces = Qué pieza, adónde
control-group-piece = { $piece } en { $space }
control-group-their-piece = su { $piece } en { $space }
control-group-other = Otros
control-then-where = { $group }: ¿adónde?
control-menu-action = Elige la acción
control-group-pass-row = Pase a la fila { $row }
control-group-other-actions = Regate, entrada o saque
control-then-which = { $group }: ¿cuál?
control-menu-shift = Mueve un marcador de entrenador

render-quick = Partido rápido
render-full = Partida completa
render-advanced = { $format } · tableros avanzados
render-solo = Solo contra el AutoTeam ({ $level ->
        [easy] fácil
        [hard] difícil
       *[other] normal
    }) · { $format }
render-first-half = primera parte · { $minute }'
render-second-half = segunda parte · { $minute }'
render-extra-time = prórroga · { $minute }'
render-autoteam-board = Tablero del AutoTeam: { $level ->
        [easy] fácil
        [hard] difícil
       *[other] normal
    }
render-boards-hidden = tableros sin revelar
render-morale = Moral
render-markers = marcadores { $markers }
render-markers-hidden = marcadores ocultos
render-autoteam-counts = { $markers } · mazo { $deck }
render-counts = { $markers } · mano { $hand } · mazo { $deck } · Fatigue { $fatigue } en descartes
render-standing = { $n } de 6 en pie
render-bank = Mazo Fatigue { $fatigue } · reserva de moral { $bank }
render-this-turn = { $name } en este turno
render-autoteam-card = Carta del AutoTeam { $n } de 12
render-autoteam-deck = { $n ->
        [one] le queda 1 carta en el mazo
       *[other] le quedan { $n } cartas en el mazo
    }
render-used-instruction = instrucción
render-used-movement = un movimiento
render-used-action = una acción
render-used-discard = descartada
render-no-card = aún no se ha jugado ninguna carta
render-last = Última: { $what }
render-last-pass = pase
render-last-pass-failed = pase (fallido)
render-last-kick-out = saque del portero
render-last-dribble = regate
render-last-dribble-stopped = regate (frenado)
render-last-tackle = entrada
render-last-tackle-missed = entrada (fallida)
render-last-goal = GOL
render-last-shot = tiro (sin gol)
render-markers-secret = Los dos entrenadores colocan en secreto sus marcadores
render-half-time = Descanso: los entrenadores recolocan sus marcadores en secreto
render-shot-powers = { $name } tira: potencia { $attack } a superar, portero { $defence } — moral en secreto
render-shot-tiles = { $name } tira: ambos eligen en secreto una ficha de tiro
render-duel = Un duelo: ambos comprometen moral en secreto
render-to-play-attacking = Juega { $name } (en ataque) · carta { $n } de hasta 3
render-to-play-defending = Juega { $name } (en defensa) · carta { $n } de hasta 3
render-full-time = Final del partido

refused-not-in-hand = la carta { $card } no está en tu mano
refused-three-cards-played = ya has jugado tus tres cartas este turno: termina el turno
refused-fatigue-movement-only = una carta Fatigue solo puede jugarse como movimiento (o, en el Juego más difícil, descartarse una vez por turno)
refused-instruction-not-now = la carta { $card } no puede jugarse ahora por su instrucción: su condición no se cumple o sus pasos no pueden completarse todos desde aquí
refused-goalie-first = tu Portero tiene el balón en tu área: lo primero que hagas debe ser su pase o su saque
refused-nothing-to-do-with = la carta { $card } no puede jugarse así ahora: no se podría hacer nada con ella
refused-not-this-task = eso no es una opción para lo que estás haciendo ahora ({ $task })
refused-doing-movement = un movimiento
refused-doing-action = una acción
refused-doing-pass = elegir adónde pasar
refused-doing-pass-morale = la moral para tu pase
refused-doing-shot = el tiro
refused-doing-push = el empujón
refused-doing-bypass = el intercambio del Capitán con un rival
refused-doing-markers = mover marcadores de entrenador
refused-doing-rewards = tomar las recompensas
refused-end-turn-first-card = juega al menos una carta antes de terminar el turno
refused-morale-commit = ahora puedes comprometer de 0 a { $most } de moral, no { $n }
refused-tile-column = las fichas de tiro son las columnas 0 a 2 (E, F, G), no { $column }
refused-markers-layout = coloca los seis marcadores de entrenador, como mucho dos por estadística (en el descanso, los de GK se quedan)
refused-boards-dealt = quédate con uno de los dos tableros de equipo y uno de los dos tableros de capitán que te repartieron
refused-not-now = eso no es algo que puedas hacer ahora
refused-other-sides-turn = es el turno del rival
refused-wait-other-side = ya has elegido; espera al rival

engine-side-autoteam = AutoTeam ({ $level ->
        [easy] fácil
        [hard] difícil
       *[other] normal
    })
