timed-out-passes = O tempo de { $name } acabou: passa a vez
timed-out-computer-moved = O tempo de { $name } acabou: o computador jogou
resigned = { $name } desistiu
forfeited-on-time = { $name } perdeu por W.O. (tempo esgotado)

final-score = Placar final: { $score }
final-score-resigned = Placar final: { $score } ({ $name } desistiu)
final-score-forfeited = Placar final: { $score } ({ $name } perdeu por W.O.)
final-score-penalties = Placar final: { $score } — { $name } vence por { $won }–{ $lost } nos pênaltis
final-score-winner = Placar final: { $score } — { $name } vence
final-score-no-winner = Placar final: { $score } — sem vencedor isolado
final-score-draw = Placar final: { $score } — empate

to-move = Vez de { $name }.
waiting-to-answer = Aguardando a resposta de { $names }.
waiting-for = Aguardando { $names }.
waiting-for-chosen = Aguardando { $names } (já escolheram: { $chosen }).

options-heading = Opções:
option-result-needed = mata-mata: um empate é decidido (prorrogação ou pênaltis, conforme o jogo).
option-line = `{ $key }` — { $help } Valores: { $values }. Padrão: { $default }.
option-default-none = nenhum

seats-range = de { $min } a { $max }
options-cup-tie = { $options }, mata-mata

refused-match-over = a partida já terminou
refused-no-such-seat = não existe o lugar { $seat } nesta partida
refused-not-your-move = não é a sua vez: { $why }
refused-already-chosen = você já fez sua escolha; aguarde o adversário
refused-nothing-to-auto-move = o computador não encontrou nenhuma jogada para esse lugar
refused-nothing-to-move = não há nada a jogar por esse lugar
refused-another-game = essa jogada é de outro jogo


