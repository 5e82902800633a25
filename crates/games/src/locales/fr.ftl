timed-out-passes = Temps écoulé pour { $name } : il passe
timed-out-computer-moved = Temps écoulé pour { $name } : l'ordinateur a joué à sa place
resigned = { $name } a abandonné
forfeited-on-time = { $name } perd par forfait (temps écoulé)

final-score = Score final : { $score }
final-score-resigned = Score final : { $score } ({ $name } a abandonné)
final-score-forfeited = Score final : { $score } ({ $name } perd par forfait)
final-score-penalties = Score final : { $score } — { $name } gagne { $won }–{ $lost } aux tirs au but
final-score-winner = Score final : { $score } — { $name } gagne
final-score-no-winner = Score final : { $score } — pas de vainqueur unique
final-score-draw = Score final : { $score } — match nul

to-move = À { $name } de jouer.
waiting-to-answer = En attente de la réponse de { $names }.
waiting-for = En attente de { $names }.
waiting-for-chosen = En attente de { $names } (ont choisi : { $chosen }).

options-heading = Options :
option-result-needed = match à élimination directe : une égalité est départagée (prolongation ou tirs au but, selon le jeu).
option-line = `{ $key }` — { $help } Valeurs : { $values }. Par défaut : { $default }.
option-default-none = aucun

seats-range = de { $min } à { $max }
options-cup-tie = { $options }, élimination directe

refused-match-over = le match est déjà terminé
refused-no-such-seat = il n'y a pas de place { $seat } dans ce match
refused-not-your-move = ce n'est pas à toi de jouer : { $why }
refused-already-chosen = tu as déjà fait ton choix ; attends l'adversaire
refused-nothing-to-auto-move = l'ordinateur n'a trouvé aucun coup à jouer pour cette place
refused-nothing-to-move = il n'y a rien à jouer pour cette place
refused-another-game = ce coup appartient à un autre jeu


