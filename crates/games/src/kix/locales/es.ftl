# kix: las palabras del juego en español (neutro, para España y Latinoamérica).

blurb = un duelo de cartas para 2, sin dados: cartas secretas que se revelan a la vez, 30 jugadas en fútbol 5 o 45 en fútbol 11
rules = un duelo de cartas, sin dados. Cada entrenador tiene una mano del mazo de 60 cartas de su club; cada carta tiene M (mediocampo), A (ataque), D (defensa), S (delantero) y G (portero). En cada jugada, los dos eligen una carta en secreto (por MD) y se revelan a la vez: gana el mediocampo (M contra M), luego ataca (tu A contra su D) y después tira (tu S contra su G) para marcar. Los empates repiten la jugada. El partido termina cuando se acaban las cartas. En fútbol 11 también tienes un banquillo y tres cambios (antes de una jugada de mediocampo), un tiro empatado es un córner (M + S contra G + D) y la carta de Descanso divide el mazo del partido; una eliminatoria va a la prórroga con el banquillo y luego a los penaltis.

option-format = fútbol 5 es una mano de 5 cartas y 30 jugadas; fútbol 11 añade un banquillo de 15, tres cambios, córners cuando un tiro queda empatado y una carta de Descanso.

format-five = fútbol 5
format-eleven = fútbol 11
period-match = partido
period-first-half = primera parte
period-second-half = segunda parte
period-extra-time = prórroga
period-full-time = final del partido
phase-bench-setup = Preparación del banquillo
phase-midfield = Mediocampo
phase-attack = Ataque
phase-strike = Tiro
phase-corner = Córner
phase-full-time = Final del partido

event-kick-off = ¡Saque inicial! KIX { $format }: { $home } contra { $away }
event-bench-stacked = { $name } coloca a { $card } encima del banquillo
event-bench-ready = { $name } ya tiene listo el banquillo
event-substitution = { $name }: sale { $off }, entra { $on } ({ $left ->
    [one] queda 1 cambio
   *[other] quedan { $left } cambios
})
event-substitution-hidden = { $name } hace un cambio ({ $left ->
    [one] queda 1
   *[other] quedan { $left }
})
event-goal = ¡GOL de { $name }! { $home }–{ $away }
event-half-time = Descanso: { $home }–{ $away }
event-second-half = Segunda parte: nuevas manos de 11 cartas
event-extra-time = Empate tras 90: prórroga con el banquillo
event-full-time = Final del partido: { $home } { $home_goals }–{ $away_goals } { $away }
event-penalty-scored = Penalti de { $name }: { $striker } (S { $s }) contra { $keeper } (G { $g }), gol — { $home }–{ $away }
event-penalty-saved = Penalti de { $name }: { $striker } (S { $s }) contra { $keeper } (G { $g }), lo para el portero — { $home }–{ $away }
event-penalty-retake = Penalti de { $name }: { $striker } (S { $s }) contra { $keeper } (G { $g }), empate: se repite — { $home }–{ $away }
event-lots-drawn = Siguen empatados tras { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
} de muerte súbita: el sorteo favorece a { $name }
event-shootout-won = { $name } gana la tanda de penaltis { $home }–{ $away }

reveal-line = { $phase }: { $first } contra { $second } — { $result }
reveal-midfield-won = { $name } gana el mediocampo
reveal-attack-through = { $name } supera la defensa: ahora, un tiro
reveal-attack-stopped = { $name } defiende: vuelta al mediocampo
reveal-goal = { $name } marca
reveal-saved = { $name } para el tiro
reveal-tie = empate: se repite la jugada
reveal-corner-awarded = empate: córner para { $name }
reveal-corner-cleared = empate: el córner se despeja

situation-score = { $home } { $home_goals } – { $away_goals } { $away }   ({ $format }, jugada { $play })
situation-score-period = { $home } { $home_goals } – { $away_goals } { $away }   ({ $format }, { $period }, jugada { $play })
situation-bench-setup = Prepara tu banquillo: coloca hasta tres cartas encima (son las primeras en entrar) o confirma.
situation-midfield = Mediocampo: la M de tu carta contra la del rival.
situation-you-attack = Atacas: tu A contra la D del rival.
situation-they-attack = Ataca el rival: tu D contra su A.
situation-you-strike = ¡Tiro! Tu S contra la G del rival.
situation-they-strike = Tira el rival: tu G contra su S.
situation-your-corner = Tu córner: dos cartas, la M de una + la S de la otra.
situation-their-corner = Córner del rival: dos cartas, la G de una + la D de la otra.
situation-full-time = Final del partido.
situation-your-hand = Tu mano:
situation-deck = Mazo: { $deck }
situation-deck-subs = Mazo: { $deck } · Cambios restantes: { $subs }

control-unknown-card = carta n.º { $id }
control-stack-bench = Poner { $card } encima del banquillo
control-bench-ready = Banquillo listo
control-substitute = Sustituir a { $card }
control-corner-one-card = { $card } por { $first } y { $second } = { $total }
control-bench-placeholder = Coloca una carta del banquillo encima o confirma el banquillo
control-first-card = Primera carta: cuenta su { $ability }
control-your-card = Tu carta: cuenta su { $ability }
control-second-card = Segunda carta: cuenta su { $ability }

render-next-bench-setup = Los entrenadores preparan sus banquillos
render-next-midfield = Ahora: mediocampo — M contra M
render-next-attack = Ahora: ataca { $name } — A contra D
render-next-strike = Ahora: tira { $name } — S contra G
render-next-corner = Ahora: córner para { $name } — M + S contra G + D
render-full-time = Final del partido
render-match-over = Partido terminado
render-midfield-won = MEDIOCAMPO
render-midfield-won-line = { $name } ataca ahora
render-through = ¡SE ESCAPA!
render-through-line = { $name } tendrá un tiro
render-defended = DEFENDIDO
render-defended-line = { $name } aguanta firme
render-goal = ¡GOL!
render-goal-line = { $name } marca
render-saved = PARADA
render-saved-line = { $name } la detiene
render-level = EMPATE
render-level-line = se repite la jugada
render-corner = CÓRNER
render-corner-line = para { $name }
render-cleared = DESPEJADO
render-cleared-line = el córner no da fruto
render-full-time-banner = FINAL
render-pens = PENALTIS { $home }–{ $away }
render-wins-on-penalties = { $name } gana en penaltis
render-wins = { $name } gana { $won }–{ $lost }
render-draw = empate { $home }–{ $away }
render-goal-full-time = final: { $result }
render-last-play-full-time = Última jugada: { $phase } · { $home } contra { $away } · final del partido
render-last-play = Última jugada: { $phase } · { $home } contra { $away }
render-play = { $phase } · { $home } contra { $away }
render-versus = vs
render-side = Mano { $hand } · Mazo { $deck }
render-side-subs = Mano { $hand } · Mazo { $deck } · Cambios { $subs }
render-plays-played = { $format } · { $plays ->
    [one] 1 jugada
   *[other] { $plays } jugadas
}
render-play-of = { $format } · { $play } de { $plays } jugadas hechas
render-period-play = { $format } · { $period } · jugada { $play }
render-next-for-midfield = ahora: M
render-next-for-attack = ahora: A (ataque)
render-next-for-defend = ahora: D (defensa)
render-next-for-strike = ahora: S (tiro)
render-next-for-goal = ahora: G (portería)
render-next-for-corner = ahora: córner, M + S
render-next-for-corner-defend = ahora: córner, G + D
render-next-for-bench = preparando el banquillo
render-chosen = ✓ ya eligió
render-kick-off = SAQUE INICIAL
render-kick-off-line = ambos eligen una carta

refused-not-in-hand = la carta #{ $card } no está en tu mano; elige una de las { $held } cartas que tienes
refused-bench-full = ya has colocado { $most } cartas del banquillo encima, el máximo que puede entrar; confirma tu banquillo
refused-not-on-bench = la carta #{ $card } no es una carta de tu banquillo sin colocar
refused-before-kick-off = el partido no ha empezado: coloca hasta tres cartas del banquillo encima o confirma tu banquillo
refused-corner-same-card = un córner se lanza con dos cartas distintas de tu mano
refused-your-corner = es tu córner: elige dos cartas, una para su M y otra para su S
refused-their-corner = es un córner en tu contra: elige dos cartas, una para su G y otra para su D
refused-subs-eleven-only = los cambios son una regla del fútbol 11
refused-subs-before-midfield = los cambios se hacen antes de una jugada de medio campo
refused-subs-used = ya has hecho los { $most } cambios
refused-no-one-to-bring-on = no queda ninguna carta para entrar
refused-no-corner-now = solo hay córner tras un disparo empatado en fútbol 11
refused-bench-after-kick-off = el banquillo solo se prepara antes del saque inicial
