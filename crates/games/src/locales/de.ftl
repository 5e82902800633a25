timed-out-passes = Die Zeit von { $name } ist abgelaufen: Er passt
timed-out-computer-moved = Die Zeit von { $name } ist abgelaufen: Der Computer hat gezogen
resigned = { $name } hat aufgegeben
forfeited-on-time = { $name } verliert kampflos (Zeit abgelaufen)

final-score = Endstand: { $score }
final-score-resigned = Endstand: { $score } ({ $name } hat aufgegeben)
final-score-forfeited = Endstand: { $score } ({ $name } verliert kampflos)
final-score-penalties = Endstand: { $score } — { $name } gewinnt { $won }:{ $lost } im Elfmeterschießen
final-score-winner = Endstand: { $score } — { $name } gewinnt
final-score-no-winner = Endstand: { $score } — kein alleiniger Sieger
final-score-draw = Endstand: { $score } — Unentschieden

to-move = { $name } ist am Zug.
waiting-to-answer = Warten auf die Antwort von { $names }.
waiting-for = Warten auf { $names }.
waiting-for-chosen = Warten auf { $names } (schon gewählt: { $chosen }).

options-heading = Optionen:
option-result-needed = K.-o.-Spiel: Ein Unentschieden wird entschieden (Verlängerung oder Elfmeterschießen, je nach Spiel).
option-line = `{ $key }` — { $help } Werte: { $values }. Standard: { $default }.
option-default-none = keine

seats-range = { $min } bis { $max }
options-cup-tie = { $options }, K.-o.-Spiel

refused-match-over = das Spiel ist schon vorbei
refused-no-such-seat = in diesem Spiel gibt es keinen Platz { $seat }
refused-not-your-move = du bist nicht am Zug: { $why }
refused-already-chosen = du hast schon gewählt; warte auf den Gegner
refused-nothing-to-auto-move = der Computer hat für diesen Platz keinen Zug gefunden
refused-nothing-to-move = für diesen Platz gibt es nichts zu ziehen
refused-another-game = dieser Zug gehört zu einem anderen Spiel


