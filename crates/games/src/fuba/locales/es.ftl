# fuba: las palabras del juego en español (neutro, para España y Latinoamérica).

blurb = un juego de mesa táctico para 2 en un campo de 13 zonas: formaciones, un dado de balón y el reloj, unos 23 turnos por parte
rules = un juego de mesa táctico en un campo de 13 zonas. Cada entrenador tiene diez jugadores y un portero y elige en secreto una formación (4-4-2, etc.). El equipo con el balón elige una **zona objetivo**; dos dados adelantan el reloj según su diferencia y ponen a prueba el control frente al **valor del balón** (1 es excelente, 6 malo): se conserva, se pierde o hay un evento especial (tiros libres, tarjetas, movimientos extra). Después cada equipo tiene su fase de acción: **tirar** (desde el campo rival), **mover** jugadores con el tipo de movimiento de una línea (el mediocampo en horizontal, los delanteros hacia delante, los defensas hacia atrás) y **presionar** para recuperar el balón. Dos partes de 45 minutos más el tiempo añadido, unos 23 turnos cada una. Penaltis: el portero elige en secreto hacia dónde se lanza y luego el lanzador elige un lado.
notation = El campo se escribe zona por zona, de oeste a este en cada carril (N norte, C centro, S sur): "C2 3:1" significa 3 jugadores del local y 1 del visitante en C2; "*" marca al portero. El local ataca hacia el este (hacia C5), el visitante hacia el oeste (hacia C1).

## Opciones y resumen de la configuración

option-advanced = Las reglas avanzadas en juego.
config-basic = reglas básicas
config-basic-no-injuries = reglas básicas sin lesiones
config-rules = reglas { $list }

## Palabras con las que se forman otras líneas

line-defence = defensa
line-midfield = mediocampo
line-forwards = delanteros
style-easy = suave
style-normal = normal
style-aggressive = agresivo
movement-midfield = movimiento de mediocampo
movement-forward = movimiento de delanteros
movement-defence = movimiento de defensa
movement-mixed = movimiento mixto
side-left = a la izquierda
side-middle = al centro
side-right = a la derecha
result-goal = gol
result-corner = córner
result-rebound = rechace
result-miss = fuera
area-west-penalty-area = área oeste
area-west-north-corner-area = zona de córner noroeste
area-west-south-corner-area = zona de córner suroeste
area-west-front-of-the-box = frontal del área oeste
area-west-north-midfield = mediocampo noroeste
area-west-south-midfield = mediocampo suroeste
area-centre-circle = círculo central
area-east-north-midfield = mediocampo noreste
area-east-south-midfield = mediocampo sureste
area-east-front-of-the-box = frontal del área este
area-east-north-corner-area = zona de córner noreste
area-east-south-corner-area = zona de córner sureste
area-east-penalty-area = área este
area-corner = córner
area-none = no existe esa zona

## Jugada a jugada

event-formations = Formaciones: { $home } { $home_formation } · { $away } { $away_formation }
event-kick-off-roll = Tirada del saque inicial { $home_die }–{ $away_die }: elige { $name }
event-kick-off-with-ball = { $name } empieza con el balón
event-kick-off-without-ball = { $name } empieza sin el balón
event-setup-kick-off = Colocación para el saque inicial: { $name } tiene el balón
event-setup-free-kick = Colocación para el tiro libre en { $area }
event-setup-corner = Colocación para el córner de { $name }
event-setup-penalty = Colocación para el penalti de { $name }
event-target = { $name } apunta a { $area }
event-dice = Dados { $first }–{ $second }
event-clock = Reloj +{ $advance } → { $clock }
event-control-kept = Control conservado
event-control-automatic = Control cedido automáticamente
event-control-lost = Control perdido: pérdida de balón
event-control-special = El dado iguala el valor del balón: evento especial
event-special = Evento especial { $difference }: { $effect }
event-yellow-roll-card = { $name } tira { $roll } por la tarjeta: tarjeta amarilla
event-yellow-roll-none = { $name } tira { $roll } por la tarjeta: sin tarjeta
event-red-card = TARJETA ROJA para { $name }
event-injury-back = Un jugador de { $name } se lesiona (tirada { $roll }), vuelve en el turno { $turn }
event-injury-out = Un jugador de { $name } se lesiona (tirada { $roll }), baja para el resto del partido
event-returned = { $name } recupera { $count } { $count ->
        [one] jugador
       *[other] jugadores
    } en C3
event-possession = { $name } tiene el balón
event-value-turnover = Valor del balón por encima de 6: pérdida de balón, { $name } tiene el balón
event-stoppage-over = La diferencia de los dados { $difference } es menor que la casilla de tiempo añadido +{ $stoppage }: termina la parte
event-ball-moved = Balón a { $area }, valor { $value }
event-forced-move = { $name } mueve un jugador { $from } → { $to } hacia el balón
event-free-kick = Tiro libre para { $name } en { $area }
event-shot-goal = { $name } tira desde { $area }: { $dice } — GOL
event-shot-corner = { $name } tira desde { $area }: { $dice } — córner
event-shot-rebound = { $name } tira desde { $area }: { $dice } — rechace
event-shot-miss = { $name } tira desde { $area }: { $dice } — fuera, saque de puerta
event-rebound = Rechace { $home }–{ $away }: { $result }
event-goal = ¡GOL de { $name }! { $home }–{ $away }
event-corner = Córner para { $name }
event-goal-kick = Saque de puerta para { $name }
event-movement-chosen = { $name }: { $kind } ({ $allowance })
event-condition-used = { $name } usa un punto de condición de { $line }: tirada { $roll }, { $allowance } { $allowance ->
        [one] movimiento
       *[other] movimientos
    }
event-moved = { $name } { $from } → { $to }
event-moved-with-ball = { $name } { $from } → { $to } con el balón
event-keeper-moved = { $name } portero { $from } → { $to }
event-keeper-moved-with-ball = { $name } portero { $from } → { $to } con el balón
event-free-moved = { $name }: movimiento libre { $from } → { $to }
event-ball-value = Valor del balón { $value }
event-press-won = { $name } presiona: tirada { $roll }, balón recuperado
event-press-failed = { $name } presiona: tirada { $roll }, sin éxito
event-substitution = { $name } hace un cambio
event-tiredness = Prueba de cansancio de { $name } { $rolls }: { $lost } PC { $lost ->
        [one] perdido
       *[other] perdidos
    }
event-tired = { $name } está cansado el resto del partido
event-condition-gained = { $name } gana un punto de condición de { $line }
event-penalty-scored = Penalti de { $name }: tiro { $kick }, estirada { $dive }, necesita { $need }+, sacó { $roll } — gol
event-penalty-missed = Penalti de { $name }: tiro { $kick }, estirada { $dive }, necesita { $need }+, sacó { $roll } — fallado
event-half-time = Descanso: { $home }–{ $away }
event-formation-changed = { $name } juega ahora con { $formation }
event-second-half = Segunda parte
event-shootout = Empate tras 90 minutos: tanda de penaltis
event-lots = Tanda de penaltis aún igualada tras 100 lanzamientos cada uno: el sorteo favorece a { $name }
event-full-time = Final del partido: { $home } { $home_goals }–{ $away_goals } { $away }

# La tabla de eventos especiales (§7.4.3), según la diferencia de los dados.
special-minus-5 = el equipo pasivo puede mover dos jugadores una zona
special-minus-4 = control perdido, el balón se queda en la zona de salida
special-minus-3 = el equipo pasivo puede mover un jugador una zona
special-minus-2 = +1 al valor del balón
special-minus-1 = tiro libre para el equipo en control, tirada de tarjeta para el equipo pasivo
special-0 = se saltan las fases de acción
special-plus-1 = tiro libre para el equipo pasivo, tirada de tarjeta para el equipo en control
special-plus-2 = −1 al valor del balón
special-plus-3 = el equipo en control puede mover un jugador una zona
special-plus-4 = −2 al valor del balón
special-plus-5 = el equipo pasivo no puede elegir movimiento de defensa

# Los dados de un tiro (§7.7).
shot-rolled = sacó { $roll } contra el valor del balón { $value }
shot-rolled-modified = sacó { $roll }, modificadores { $modifier }, total { $total } contra el valor del balón { $value }
shot-difficult-second = un tiro difícil (ni un 6 { $modifier } = { $best } supera el valor del balón { $value }): sacó 6, así que segunda tirada, { $again } contra el { $area_value } de la zona
shot-difficult-then = un tiro difícil: sacó 6 y luego { $again } en la segunda tirada
shot-difficult-failed = un tiro difícil (ni un 6 { $modifier } = { $best } supera el valor del balón { $value }): sacó { $roll }, no el 6 que necesita

## Un turno en una línea

turn-number = Turno { $turn }
turn-dice = dados { $first }–{ $second }, reloj +{ $advance }
turn-control-kept = control conservado
turn-control-automatic = control cedido automáticamente
turn-control-lost = control perdido
turn-control-special = control: evento especial
turn-special-event = evento especial { $difference }
turn-value-turnover = valor del balón por encima de 6: pérdida de balón
turn-corner = córner para { $name }
turn-stoppage-over = diferencia { $difference } menor que +{ $stoppage }: termina la parte
turn-tiredness = { $name } pierde { $lost } PC por cansancio
turn-yellow = tarjeta amarilla para { $name }
turn-red = tarjeta roja para { $name }
turn-injury = lesión en { $name }
turn-free-kick = tiro libre para { $name } en { $area }
turn-press = { $name } recupera el balón presionando
turn-shot = { $name } tira desde { $area }: { $result }
turn-goal = GOL de { $name }
turn-penalty-scored = penalti marcado
turn-penalty-missed = penalti fallado

## La situación

situation-header = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, parte { $half })
situation-header-rules = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, parte { $half }, { $rules })
situation-you-play = Juegas con { $formation }
situation-cp = PC D{ $d } M{ $m } F{ $f }
situation-cp-tired = PC D{ $d } M{ $m } F{ $f } (cansado)
situation-subs-left = cambios restantes { $subs }
situation-cards = tarjetas { $yellows }A { $reds }R
situation-your-ball = Tu balón en { $area } (valor { $value })
situation-their-ball = Balón rival en { $area } (valor { $value })
situation-your-ball-target = Tu balón en { $area } (valor { $value }), objetivo { $target }
situation-their-ball-target = Balón rival en { $area } (valor { $value }), objetivo { $target }
situation-corner-spots = puntos de córner: { $spots }
task-choose-formation = Elige tu formación en secreto (defensas-centrocampistas-delanteros).
task-roles-styles = Formación { $formation }: ahora tus roles y estilos, en secreto.
task-kick-off-choice = Ganaste la tirada del saque inicial: ¿empiezas con el balón o sin él?
task-setup-kick-off = Colocación para el saque inicial: al menos 2 jugadores en C3 del equipo con el balón, todos en su propio campo, el portero en el área.
task-setup-free-kick = Colocación para el tiro libre en { $area }.
task-setup-corner = Colocación para el córner: un atacante en un punto de córner.
task-setup-penalty = Colocación para el penalti: solo el lanzador y el portero en el área.
task-setup-where = ¿Adónde? (sacado de { $area })
task-setup-adjust = Puedes mover hasta { $left } { $left ->
        [one] jugador
       *[other] jugadores
    } una zona, o decir listo.
task-setup-default = La colocación por defecto está hecha: mueve jugadores o di listo.
task-free-kick-choice = Tiro libre: tira ahora (−1) o sigue jugando con un turno nuevo.
task-target = Elige la zona objetivo del balón.
task-event-moves = Evento especial: puedes mover { $left } { $left ->
        [one] jugador
       *[other] jugadores
    } una zona.
task-extra-movement = Saque de puerta lento: una fase de movimiento extra.
task-action-attacking = Tu fase de acción: tira o elige cómo moverte.
task-action-defending = Tu fase de acción (defendiendo): elige cómo moverte.
task-moving = { $left ->
        [one] Queda { $left } movimiento
       *[other] Quedan { $left } movimientos
    } ({ $kind }).
task-free-moves = Movimientos libres lejos de la línea de fondo, si quieres.
task-finish-end = Termina tu fase.
task-finish-press = Presiona o termina tu fase.
task-finish-substitute = Haz un cambio o termina tu fase.
task-finish-both = Presiona, haz un cambio o termina tu fase.
task-penalty-dive = Penalti: elige en secreto hacia dónde se lanza tu portero.
task-penalty-kick = Penalti: elige dónde tirar (el portero ya eligió, no puedes verlo).
task-half-time = Descanso: pasa un jugador de una línea a otra o mantén tu formación (en secreto).
task-full-time = Final del partido.

## Controles

control-formation-custom = { $formation } (personalizada)
control-role-attacking-midfielders = { $count } { $count ->
        [one] medio ofensivo
       *[other] medios ofensivos
    }
control-role-defending-midfielders = { $count } { $count ->
        [one] medio defensivo
       *[other] medios defensivos
    }
control-role-attacking-centre-back = { $count } { $count ->
        [one] central ofensivo
       *[other] centrales ofensivos
    }
control-role-withdrawn-striker = { $count } { $count ->
        [one] delantero retrasado
       *[other] delanteros retrasados
    }
control-role-offensive-wing-backs = { $count } { $count ->
        [one] lateral ofensivo
       *[other] laterales ofensivos
    }
control-style = { $line }: { $style }
control-start-with-ball = Empezar con el balón
control-start-without-ball = Empezar sin el balón
control-pick-keeper = Mover al portero (en { $area })
control-pick = Mover un jugador desde { $area }
control-leave = Dejarlo en { $area }
control-put = Ponerlo en { $area } ({ $name })
control-ready = Colocación lista
control-reset = Volver a la colocación por defecto
control-target = Objetivo { $area } ({ $name })
control-target-long-pass = Objetivo { $area } ({ $name }, pase largo +{ $between })
control-slow-goal-kick = Saque de puerta lento: una fase de movimiento extra para ambos equipos
control-shoot-from = Tirar desde { $area } (modificador { $modifier }, valor del balón { $value })
control-shoot = Tirar
control-play-on = Seguir jugando: sin tiro, turno nuevo
control-movement-midfield = Movimiento de mediocampo ({ $count } { $count ->
        [one] jugador
       *[other] jugadores
    })
control-movement-forward = Movimiento de delanteros ({ $count } { $count ->
        [one] jugador
       *[other] jugadores
    })
control-movement-defence = Movimiento de defensa ({ $count } { $count ->
        [one] jugador
       *[other] jugadores
    })
control-movement-mixed = Movimiento mixto ({ $count } { $count ->
        [one] jugador
       *[other] jugadores
    })
control-use-condition = Usar un punto de condición de { $line } ({ $left } { $left ->
        [one] restante
       *[other] restantes
    }): movimiento mixto
control-move = { $from } → { $to }
control-move-with-ball = { $from } → { $to } con el balón
control-keeper-move = Portero { $from } → { $to }
control-keeper-move-with-ball = Portero { $from } → { $to } con el balón
control-keeper-out = El portero sale del área pequeña
control-keeper-in = El portero vuelve al área pequeña
control-done-moving = Terminar de mover
control-free-move = Movimiento libre { $from } → { $to }
control-press-one = Presionar (recupera el balón con un 1)
control-press = Presionar (recupera el balón con 1–{ $top })
control-sub-formation = Cambio: un jugador de { $from } a { $to } ({ $formation })
control-sub-yellow = Cambio: retirar a un amonestado (una amarilla menos)
control-sub-fresh-condition = Cambio: jugador de refresco, puntos de condición para { $line }
control-sub-fresh = Cambio: jugador de refresco por el lesionado
control-end-stage = Terminar la fase de acción
control-dive = Estirada { $side }
control-kick = Tiro { $side }
control-keep-formation = Mantener la formación
control-half-time-change = Un jugador de { $from } a { $to } ({ $formation })
control-group-keeper = El portero en { $area }
control-group-player = Un jugador desde { $area }
control-group-cards = Cartas de formación (4-4-2, 4-3-3, …)
control-group-custom = Personalizada, { $defenders } { $defenders ->
        [one] defensa
       *[other] defensas
    }
control-group-pick = Colocación: desde { $area }
control-group-pick-keeper = Colocación: desde { $area } (portero)
control-group-other = Otras opciones
control-second-card = Una carta de formación
control-second-formation = { $group }: ¿qué formación?
control-second-where = { $group }: ¿adónde?
control-placeholder-prepare = Tu formación, roles y estilos (en secreto)
control-placeholder-target = Zona objetivo
control-placeholder-pick = Mueve un jugador en la colocación
control-placeholder-drop = Dónde ponerlo
control-placeholder-movement = Tipo de movimiento
control-placeholder-move = Mueve un jugador (de → a)
control-placeholder-free-move = Movimiento libre
control-placeholder-substitution = Cambio
control-placeholder-dive = La estirada de tu portero (en secreto)
control-placeholder-kick = Tu tiro
control-placeholder-half-time = Cambio en el descanso (en secreto)
control-placeholder-choose = Elige

## La imagen

render-attack-east = ataca ▶
render-attack-west = ◀ ataca
render-goalkeeper = portero
render-goalkeeper-mark = PO
render-ball-value = valor del balón
render-ball-scale = 1 mejor · 6 peor
render-target-area = zona objetivo
render-offside-line = fuera de juego
render-corner-spot = córner { $spot }
render-target = objetivo
render-offside-east = fuera de juego ▶
render-offside-west = ◀ fuera de juego
render-ready = ✓ listo
render-choosing = … eligiendo
render-cp = PC D{ $d } M{ $m } F{ $f }
render-tired = cansado
render-subs = cambios { $count }
render-off = { $count } fuera
render-has-ball = tiene el balón
render-pens = penaltis { $home }–{ $away }
render-clock-full-time = final · { $clock }
render-clock-before-kick-off = antes del saque inicial
render-clock-half-time = descanso · { $clock }
render-clock-first-half = { $clock } · 1.ª parte
render-clock-second-half = { $clock } · 2.ª parte
render-clock-resigned = abandono · { $clock }
render-clock-forfeited = sin tiempo · { $clock }
render-resigned-winner = { $name } abandonó: el partido es para { $winner }
render-resigned-no-winner = { $name } abandonó: sin ganador
render-forfeited-winner = A { $name } se le acabó el tiempo: el partido es para { $winner }
render-forfeited-no-winner = A { $name } se le acabó el tiempo: sin ganador
render-prepare = Antes del saque inicial: ambos entrenadores eligen formación en secreto
render-kick-off-choice = { $name } ganó la tirada del saque inicial: ¿con o sin balón?
render-setup-kick-off = Colocación para el saque inicial
render-setup-free-kick = Tiro libre en { $area }
render-setup-corner = CÓRNER para { $name }
render-setup-penalty = PENALTI para { $name }
render-setup-places = { $name } coloca a sus jugadores
render-setup-may-move = { $name } aún puede mover { $count } { $count ->
        [one] jugador
       *[other] jugadores
    }
render-free-kick-choice = Tiro libre para { $name }: tirar ya o seguir jugando
render-target-choice = { $name } elige una zona objetivo
render-target-choice-goal-kick = { $name } elige una zona objetivo para el saque de puerta
render-event-moves = Evento especial: { $name } puede mover { $count } { $count ->
        [one] jugador
       *[other] jugadores
    } una zona
render-extra-movement = Saque de puerta lento: movimiento extra para { $name }
render-action-in-control = { $name } (en control): { $what }
render-action-defending = { $name } (defendiendo): { $what }
render-shoot-or-move = tirar o elegir un movimiento
render-choose-movement = elegir un movimiento
render-moving = { $kind }, { $count ->
        [one] queda { $count } movimiento
       *[other] quedan { $count } movimientos
    }
render-free-moves = movimientos libres lejos de la línea de fondo
render-finish = presionar, hacer un cambio o terminar la fase
render-shootout-kick = Tanda de penaltis: lanza { $name }
render-penalty = PENALTI para { $name }: el portero se lanza y luego el tiro
render-half-time = Descanso: cada entrenador puede pasar un jugador a otra línea
render-result-penalties = Final { $home }–{ $away }: { $name } gana { $won }–{ $lost } en los penaltis
render-result-win = Final del partido: { $name } gana { $won }–{ $lost }
render-result-draw = Final del partido: empate { $home }–{ $away }
render-rule-a1 = A1 condición física
render-rule-a2 = A2 roles
render-rule-a3 = A3 cambios
render-rule-a4 = A4 lesiones
render-rule-a5 = A5 portero
render-rule-a6 = A6 estilos
render-basic-rules = reglas básicas
render-advanced-rules = reglas avanzadas: { $rules }
render-last-kick-scored = Último penalti: { $name } tira { $kick }, el portero se lanza { $dive }, tirada { $roll } — gol
render-last-kick-missed = Último penalti: { $name } tira { $kick }, el portero se lanza { $dive }, tirada { $roll } — fallado
render-last-turn = Último turno: { $summary }

refused-away-decides = ahora decide el visitante
refused-home-decides = ahora decide el local
refused-not-now = '{ $what }' no está permitido ahora; puedes elegir: { $options }
refused-not-now-more = '{ $what }' no está permitido ahora; puedes elegir: { $options } y { $more } más
