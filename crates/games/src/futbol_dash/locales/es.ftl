# futbol_dash en español. Los nombres de las cartas (Nutmeg, Foul, V.A.R., Goal…) quedan como están impresos.

blurb = una carrera de cartas por puntos de ataque para 2 a 6: suma exactamente 11 para tirar, frena a los rivales, y Foul y V.A.R. en el turno de cualquiera
rules = una carrera de cartas por puntos de ataque para 2 a 6 jugadores. En cada turno robas una carta y juegas una: las ofensivas suman a tus puntos de ataque (PA), las defensivas le quitan PA a un rival y las que cambian el partido provocan sucesos (Halftime, Penalty, Offside, Substitution, Yellow Card y Red Card). Los PA van de 0 a 11 y no se puede jugar una carta que rompa cualquiera de los dos límites. Llega a 11 exactos —o juega Penalty con 7 o más— y tiras: eliges una carta boca abajo de la cuadrícula de tiro de 4 × 5 (10 Goal, 3 Save, 3 Miss, 3 Corner: robas otra, 1 Own Goal: marcan todos los demás). Las cartas de árbitro interrumpen: tras cada carta ofensiva o defensiva cualquier otro puede jugarle un Foul (anularla), y un V.A.R. anula un Foul u otro V.A.R.; se pregunta a todos cada vez, así que la pregunta no delata nada. Regular: gana el primero que llegue a 3 goles. Express: hasta que se acabe el mazo de Acción; un empate en cabeza se decide en una tanda de penaltis sobre una cuadrícula de 4 × 4 (cinco elecciones cada uno y luego muerte súbita). Con 3 o más jugadores la clasificación puntúa 3/1/0 (tres) o 3/2/1/0.
notation = PA son los puntos de ataque (0–11; con 11 exactos se tira). Cartas: +n ofensiva, −n defensiva; las casillas de la cuadrícula se llaman A1–D5 (tanda de penaltis A1–D4).

option-format = Regular lo gana el primero que llegue a 3 goles; Express termina cuando se acaba el mazo de Acción: gana quien tenga más goles y un empate en cabeza va a la tanda de penaltis.
option-window = Segundos que una ventana arbitral (Foul, V.A.R.) queda abierta en Discord antes de que pasen quienes no han respondido.

event-kick-off-regular = ¡Saque inicial! Futbol Dash Regular para { $players } jugadores (gana el primero que llegue a { $goals } goles); empieza { $name }
event-kick-off-express = ¡Saque inicial! Futbol Dash Express para { $players } jugadores (hasta que se acabe el mazo); empieza { $name }
event-drew = { $name } roba { $card }
event-took-off = { $name } saca { $card }
event-no-draw = { $name } no roba en este turno (tarjeta roja)
event-skipped = { $name } pierde el turno (tarjeta amarilla)
event-played = { $name } juega { $card }
event-played-on = { $name } juega { $card } contra { $target }
event-discarded = { $name } no tiene jugada legal y descarta { $card }
event-foul = ¡FALTA! { $name } anula la carta de { $against }
event-var = ¡V.A.R.! { $name } revierte la decisión de { $against }
event-cancelled = Queda anulada la carta { $card } de { $name }
event-points = { $name } tiene { $ap } PA
event-offside = Fuera de juego: { $name } vuelve a 0 PA
event-booked = Tarjeta amarilla: { $name } pierde su próximo turno
event-sent-off = Tarjeta roja: { $name } se salta un robo y sigue jugando con { $hand ->
    [one] { $hand } carta
   *[other] { $hand } cartas
}
event-halftime = DESCANSO, pedido por { $name }: manos y PA a cero, el mazo barajado de nuevo, manos nuevas
event-substituted = { $name } cambia { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
event-penalty = ¡PENALTI! Tira { $name }
event-shot = { $name } llega a { $ap }: ¡tiro!
event-shot-goal = { $cell }: GOL
event-shot-save = { $cell }: parada
event-shot-miss = { $cell }: fuera
event-shot-corner = { $cell }: córner: roba otra
event-shot-own-goal = { $cell }: ¡GOL EN PROPIA PUERTA!
event-goal = ¡GOL de { $name }! ({ $score })
event-own-goal = Un gol para { $name } por el gol en propia puerta ({ $score })
event-grid-relaid = La cuadrícula de tiro está vacía: se vuelven a colocar las { $cards } cartas
event-deck-rebuilt = El mazo está vacío: los descartes se barajan en un mazo nuevo ({ $cards })
event-deck-out = Se acabó el mazo de Acción: pitido final
event-long-match = El partido no puede seguir: se decide por goles
event-shootout-begins = Empate en cabeza: tanda de penaltis entre { $names }
event-shootout-scores = { $name } elige { $cell }: marca
event-shootout-fails = { $name } elige { $cell }: falla
event-shootout-scores-sudden-death = { $name } elige { $cell }: marca (muerte súbita)
event-shootout-fails-sudden-death = { $name } elige { $cell }: falla (muerte súbita)
event-sudden-death = Siguen empatados: muerte súbita para { $names }
event-shootout-grid-relaid = Se vuelve a colocar la cuadrícula de la tanda de penaltis
event-lots-drawn = La muerte súbita no termina: el sorteo favorece a { $name }
event-shootout-won = { $name } gana la tanda de penaltis ({ $goals })
event-full-time = Final del partido: { $result }

ordinal = { $place }.º
placing = { $place } { $names } ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
})
placing-shared = { $place } { $names } ({ $points ->
    [one] { $points } pt cada uno
   *[other] { $points } pts cada uno
})

situation-goals = { $goals ->
    [one] gol
   *[other] goles
}
situation-ap = PA { $ap }
situation-hand = mano { $cards }
situation-reds = roja ×{ $reds }
situation-skips = pierde { $skips ->
    [one] { $skips } turno
   *[other] { $skips } turnos
}

situation-heading-first-half = { $format } · { $score } · mazo { $deck } · primer tiempo
situation-heading-second-half = { $format } · { $score } · mazo { $deck } · segundo tiempo
situation-your-turn = Tu turno: juega una carta.
situation-their-turn = Turno de { $name }.
situation-your-substitution = Cambio: saca hasta { $max } cartas (llevas { $count }) y luego roba las mismas.
situation-their-substitution = { $name } está haciendo un cambio ({ $count ->
    [one] { $count } carta fuera
   *[other] { $count } cartas fuera
} por ahora).
situation-window-played = { $name } jugó { $card }.
situation-window-played-on = { $name } jugó { $card } contra { $target }.
situation-window-answered = { $name } jugó { $card }; { $referee } respondió con { $answer }.
situation-window-answered-on = { $name } jugó { $card } contra { $target }; { $referee } respondió con { $answer }.
situation-window-foul-or-pass = ¿Juegas Foul o pasas?
situation-window-var-or-pass = ¿Juegas V.A.R. o pasas?
situation-window-others = Los demás pueden responder.
situation-your-penalty = Penalti: ¡tira! Elige una de las { $open } cartas de tiro boca abajo.
situation-your-shot = { $ap } PA: ¡tira! Elige una de las { $open } cartas de tiro boca abajo.
situation-their-penalty = Penalti: tira { $name }.
situation-their-shot = { $ap } PA: tira { $name }.
situation-shootout = Tanda de penaltis ({ $level }).
situation-sudden-death = Muerte súbita.
situation-your-pick = Te toca elegir: una casilla.
situation-their-pick = Elige { $name }.
situation-full-time = Final del partido.
situation-your-hand = Tu mano: { $cards }

control-discard = Descartar { $card }
control-take-off = Sacar { $card }
control-sub-done = Listo: robar las de reemplazo
control-foul = ¡Foul!
control-var = ¡V.A.R.!
control-pass = Pasar
control-play = { $card } → { $ap } PA
control-play-shot = { $card } → { $ap } PA: TIRO
control-play-defensive = { $card } contra { $target } ({ $from } → { $to } PA)
control-play-offside = Offside contra { $target } ({ $from } → 0 PA)
control-play-on = { $card } contra { $target }
control-play-penalty = Penalty: tirar con { $ap } PA
control-play-a-card = Juega una carta
control-no-legal-play = Sin jugada legal: descarta una carta
control-discarded-detail = sin efecto: se descarta boca arriba
control-on-whom = { $card }: ¿contra quién?
control-take-a-card-off = Saca una carta
control-take-off-detail = va a los descartes

card-effect-offensive = suma a tus puntos de ataque
card-effect-defensive = le quita puntos de ataque al rival elegido
card-effect-halftime = todos descartan su mano y sus cartas de PA, se baraja el mazo, manos nuevas
card-effect-penalty = tira ya (necesitas { $ap } PA o más)
card-effect-offside = los PA del rival elegido vuelven a 0
card-effect-substitution = cambia hasta { $max } cartas de tu mano
card-effect-yellow-card = el rival elegido pierde su próximo turno
card-effect-red-card = el rival elegido se salta un robo y tiene una carta menos el resto del partido
card-effect-foul = anula una carta ofensiva o defensiva en el momento en que se juega
card-effect-var = anula una carta de árbitro en el momento en que se juega

render-format-regular = Regular · el primero a { $goals }
render-format-express = Express · hasta que se acabe el mazo
render-counts-first-half = primer tiempo · mazo { $deck } · descartes { $discards } · jugada { $play }
render-counts-second-half = segundo tiempo · mazo { $deck } · descartes { $discards } · jugada { $play }
render-in-hand = { $cards } en mano
render-goals = { $goals ->
    [one] gol
   *[other] goles
}
render-goals-pens = { $goals ->
    [one] gol · penaltis { $pens }
   *[other] goles · penaltis { $pens }
}
render-shot-grid = Cuadrícula de tiro
render-shootout = Tanda de penaltis
render-shootout-sudden-death = Penaltis · muerte súbita
render-face-down = { $cells ->
    [one] { $cells } oculta
   *[other] { $cells } ocultas
}
render-referee-window = Ventana arbitral
render-last-play = Última jugada
render-kick-off = saque inicial
render-cancelled = ANULADA
render-by = de { $name }
render-on = contra { $name }
render-discarded = descartada: sin jugada legal
render-referee-foul = FALTA: { $name }
render-referee-var = V.A.R.: { $name }
render-to-play = { $name } debe jugar una carta
render-substitution = { $name }: cambio ({ $count ->
    [one] { $count } fuera
   *[other] { $count } fuera
} por ahora)
render-window-foul-or-pass = Ventana arbitral: { $names } — Foul o pasar
render-window-var-or-pass = Ventana arbitral: { $names } — V.A.R. o pasar
render-penalty = PENALTI: { $name } elige una carta de tiro
render-shot = { $ap } PA: { $name } elige una carta de tiro
render-shootout-picks = Tanda de penaltis: elige { $name }

describe-windows = { $format }, ventanas arbitrales de { $seconds } s

refused-not-your-window = no te toca responder en esta ventana arbitral
refused-not-your-turn = es el turno de otro jugador
refused-not-in-hand = no tienes { $card } en tu mano
refused-referee-on-your-turn = { $card } solo se juega para responder a otra carta, no como la jugada de tu turno
refused-takes-no-target = { $card } no se juega contra nadie
refused-over-most = { $card } te llevaría de { $from } a { $to } PA; el máximo es { $most }
refused-needs-target = { $card } se juega contra alguien: elige un rival
refused-target-not-opponent = { $card } se juega contra un rival de esta mesa
refused-target-too-low = { $card } necesita que el rival elegido tenga al menos { $least } PA; tiene { $ap }
refused-offside-no-ap = Offside necesita un rival al que le queden PA que quitar
refused-penalty-too-soon = con Penalty se tira a partir de { $least } PA; tienes { $ap }
refused-cannot-play-now = { $card } no se puede jugar ahora
refused-cannot-play-so = { $card } no se puede jugar así
refused-discard-with-a-play = tienes una jugada legal, así que no puedes limitarte a descartar
refused-substitution-most = con Substitution cambias como máximo { $most ->
    [one] { $most } carta
   *[other] { $most } cartas
}
refused-foul-on-referee = un Foul responde a una carta ofensiva o defensiva; a una carta de árbitro solo responde un V.A.R.
refused-var-nothing-to-answer = un V.A.R. responde a una carta de árbitro, y no hay ninguna a la que responder
refused-window-answers = es una ventana arbitral: responde con Foul o V.A.R., o pasa
refused-cell-not-face-down = la casilla { $cell } no es una carta boca abajo de la cuadrícula
refused-pick-a-cell = elige una casilla boca abajo de la cuadrícula
refused-substitution-choice = saca cartas para tu cambio o di que has terminado
refused-your-turn = es tu turno: juega una carta de tu mano
