# tally: as palavras do jogo em português do Brasil.

blurb = um jogo de contagem para 2 a 4 jogadores, para testes: marca quem escolher sozinho o número mais alto
rules = a cada rodada, cada jogador escolhe 1, 2 ou 3 em segredo; o número mais alto escolhido por um único jogador vale um gol para ele. Após a última rodada, vence quem tiver mais gols.

option-rounds = Quantas rodadas uma partida tem.

event-round-scorer = Rodada { $round }: { $picks } — { $name } marca
event-round-no-scorer = Rodada { $round }: { $picks } — nenhum número mais alto sem repetição
event-extra-round = Liderança dividida: mais uma rodada
event-lots-drawn = Ainda empatados: o sorteio favorece { $name }
event-full-time = Fim de jogo: { $score }

situation-round = Rodada { $round } de { $rounds } · { $score }
situation-still-to-pick = Ainda vão escolher: { $names }
situation-you-picked = Você escolheu { $number }.
situation-pick = { $name }, escolha 1, 2 ou 3 em segredo.

control-pick = Escolher { $number }
control-placeholder = Sua escolha (secreta)

render-title-full-time = Tally · fim de jogo após { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
render-title-round = Tally · rodada { $round } de { $rounds }
render-last-pick = última escolha: { $number }

describe-rounds = { $rounds } rodadas

refused-not-a-pick = { $number } não é uma escolha válida; escolha 1, 2 ou 3
