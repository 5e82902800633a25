# tally: las palabras del juego en español.

blurb = un juego de contar para 2 a 4 jugadores, para pruebas: marca el número más alto que nadie más eligió
rules = en cada ronda, cada jugador elige 1, 2 o 3 en secreto; el número más alto que eligió un solo jugador le da un gol. Tras la última ronda gana quien tenga más goles.

option-rounds = Cuántas rondas tiene un partido.

event-round-scorer = Ronda { $round }: { $picks } — marca { $name }
event-round-no-scorer = Ronda { $round }: { $picks } — ningún número más alto sin repetir
event-extra-round = Empate en cabeza: una ronda más
event-lots-drawn = Siguen empatados: el sorteo favorece a { $name }
event-full-time = Final del partido: { $score }

situation-round = Ronda { $round } de { $rounds } · { $score }
situation-still-to-pick = Faltan por elegir: { $names }
situation-you-picked = Elegiste { $number }.
situation-pick = { $name }, elige 1, 2 o 3 en secreto.

control-pick = Elegir { $number }
control-placeholder = Tu número (secreto)

render-title-full-time = Tally · final del partido tras { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}
render-title-round = Tally · ronda { $round } de { $rounds }
render-last-pick = última elección: { $number }

describe-rounds = { $rounds } rondas

refused-not-a-pick = { $number } no es una elección válida; elige 1, 2 o 3
