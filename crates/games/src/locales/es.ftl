timed-out-passes = Se acabó el tiempo de { $name }: pasa
timed-out-computer-moved = Se acabó el tiempo de { $name }: la computadora jugó por él
resigned = { $name } abandonó
forfeited-on-time = { $name } perdió por tiempo

final-score = Resultado final: { $score }
final-score-resigned = Resultado final: { $score } ({ $name } abandonó)
final-score-forfeited = Resultado final: { $score } ({ $name } perdió por incomparecencia)
final-score-penalties = Resultado final: { $score } — { $name } gana { $won }–{ $lost } en los penaltis
final-score-winner = Resultado final: { $score } — gana { $name }
final-score-no-winner = Resultado final: { $score } — sin un ganador claro
final-score-draw = Resultado final: { $score } — empate

to-move = Le toca a { $name }.
waiting-to-answer = Esperando la respuesta de { $names }.
waiting-for = Esperando a { $names }.
waiting-for-chosen = Esperando a { $names } (ya eligieron: { $chosen }).

options-heading = Opciones:
option-result-needed = eliminatoria: un empate se decide (prórroga o penaltis, según el juego).
option-line = `{ $key }` — { $help } Valores: { $values }. Por defecto: { $default }.
option-default-none = ninguno

seats-range = de { $min } a { $max }
options-cup-tie = { $options }, eliminatoria

refused-match-over = el partido ya ha terminado
refused-no-such-seat = no hay un puesto { $seat } en este partido
refused-not-your-move = no te toca: { $why }
refused-already-chosen = ya has elegido; espera al rival
refused-nothing-to-auto-move = el ordenador no encontró ninguna jugada para ese puesto
refused-nothing-to-move = no hay nada que jugar para ese puesto
refused-another-game = esa jugada es de otro juego


