# futbol_dash em português do Brasil. Os nomes das cartas (Nutmeg, Foul, V.A.R., Goal…) ficam como impressos.

blurb = uma corrida de cartas por pontos de ataque para 2 a 6: chegue a exatamente 11 para chutar, derrube os rivais, e Foul e V.A.R. na vez de qualquer um
rules = uma corrida de cartas por pontos de ataque para 2 a 6 jogadores. Na sua vez você compra uma carta e joga uma: as ofensivas somam aos seus pontos de ataque (PA), as defensivas tiram PA de um adversário e as que mudam o jogo provocam eventos (Halftime, Penalty, Offside, Substitution, Yellow Card e Red Card). Os PA vão de 0 a 11 e não se pode jogar uma carta que ultrapasse qualquer um dos limites. Chegue a exatamente 11 — ou jogue Penalty com 7 ou mais — e você chuta: escolha uma carta virada para baixo da grade de chute de 4 × 5 (10 Goal, 3 Save, 3 Miss, 3 Corner: compre de novo, 1 Own Goal: todos os outros marcam). As cartas de árbitro interrompem: depois de cada carta ofensiva ou defensiva, qualquer outro pode dar Foul nela (anulá-la), e um V.A.R. anula um Foul ou outro V.A.R.; todos são consultados toda vez, então a pergunta não entrega nada. Regular: vence quem fizer 3 gols primeiro. Express: até acabar o baralho de Ação; quem empatar na liderança vai para a disputa de pênaltis numa grade de 4 × 4 (cinco escolhas cada um, depois morte súbita). Com 3 ou mais jogadores, a classificação vale 3/1/0 (três) ou 3/2/1/0.
notation = PA são os pontos de ataque (0–11; exatamente 11 é chute). Cartas: +n ofensiva, −n defensiva; as casas da grade se chamam A1–D5 (disputa de pênaltis A1–D4).

option-format = Regular é vencido por quem fizer 3 gols primeiro; Express termina quando o baralho de Ação acaba: vence quem tiver mais gols, e um empate na liderança vai para a disputa de pênaltis.
option-window = Segundos que uma janela de arbitragem (Foul, V.A.R.) fica aberta no Discord antes que passem os que não responderam.

event-kick-off-regular = Pontapé inicial! Futbol Dash Regular para { $players } jogadores (vence quem fizer { $goals } gols primeiro); { $name } começa
event-kick-off-express = Pontapé inicial! Futbol Dash Express para { $players } jogadores (até acabar o baralho); { $name } começa
event-drew = { $name } compra { $card }
event-took-off = { $name } tira { $card }
event-no-draw = { $name } não compra nesta vez (cartão vermelho)
event-skipped = { $name } perde a vez (cartão amarelo)
event-played = { $name } joga { $card }
event-played-on = { $name } joga { $card } em { $target }
event-discarded = { $name } não tem jogada válida e descarta { $card }
event-foul = FALTA! { $name } anula a carta de { $against }
event-var = V.A.R.! { $name } reverte a marcação de { $against }
event-cancelled = A carta { $card } de { $name } foi anulada
event-points = { $name } está com { $ap } PA
event-offside = Impedimento: { $name } volta a 0 PA
event-booked = Cartão amarelo: { $name } perde a próxima vez
event-sent-off = Cartão vermelho: { $name } pula uma compra e segue com { $hand ->
    [one] { $hand } carta
   *[other] { $hand } cartas
}
event-halftime = INTERVALO, pedido por { $name }: mãos e PA zerados, baralho embaralhado de novo, mãos novas
event-substituted = { $name } substitui { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
event-penalty = PÊNALTI! { $name } chuta
event-shot = { $name } chega a { $ap }: chute!
event-shot-goal = { $cell }: GOL
event-shot-save = { $cell }: defesa
event-shot-miss = { $cell }: para fora
event-shot-corner = { $cell }: escanteio: compre de novo
event-shot-own-goal = { $cell }: GOL CONTRA
event-goal = GOL de { $name }! ({ $score })
event-own-goal = Um gol para { $name } com o gol contra ({ $score })
event-grid-relaid = A grade de chute está vazia: as { $cards } cartas são dispostas de novo
event-deck-rebuilt = O baralho acabou: os descartes são embaralhados num baralho novo ({ $cards })
event-deck-out = O baralho de Ação acabou: apito final
event-long-match = A partida não pode continuar: termina nos gols
event-shootout-begins = Empate na liderança: disputa de pênaltis entre { $names }
event-shootout-scores = { $name } escolhe { $cell }: marca
event-shootout-fails = { $name } escolhe { $cell }: perde
event-shootout-scores-sudden-death = { $name } escolhe { $cell }: marca (morte súbita)
event-shootout-fails-sudden-death = { $name } escolhe { $cell }: perde (morte súbita)
event-sudden-death = Segue o empate: morte súbita para { $names }
event-shootout-grid-relaid = A grade da disputa de pênaltis é disposta de novo
event-lots-drawn = A morte súbita não termina: o sorteio favorece { $name }
event-shootout-won = { $name } vence a disputa de pênaltis ({ $goals })
event-full-time = Fim de jogo: { $result }

ordinal = { $place }º
placing = { $place } { $names } ({ $points ->
    [0] { $points } pts
    [one] { $points } pt
   *[other] { $points } pts
})
placing-shared = { $place } { $names } ({ $points ->
    [0] { $points } pts cada
    [one] { $points } pt cada
   *[other] { $points } pts cada
})

situation-goals = { $goals ->
    [0] gols
    [one] gol
   *[other] gols
}
situation-ap = PA { $ap }
situation-hand = mão { $cards }
situation-reds = vermelho ×{ $reds }
situation-skips = perde { $skips ->
    [one] { $skips } vez
   *[other] { $skips } vezes
}

situation-heading-first-half = { $format } · { $score } · baralho { $deck } · primeiro tempo
situation-heading-second-half = { $format } · { $score } · baralho { $deck } · segundo tempo
situation-your-turn = Sua vez: jogue uma carta.
situation-their-turn = Vez de { $name }.
situation-your-substitution = Substituição: tire até { $max } cartas ({ $count } até agora) e depois compre o mesmo número.
situation-their-substitution = { $name } está fazendo uma substituição ({ $count } fora até agora).
situation-window-played = { $name } jogou { $card }.
situation-window-played-on = { $name } jogou { $card } em { $target }.
situation-window-answered = { $name } jogou { $card }; { $referee } respondeu com { $answer }.
situation-window-answered-on = { $name } jogou { $card } em { $target }; { $referee } respondeu com { $answer }.
situation-window-foul-or-pass = Joga Foul ou passa?
situation-window-var-or-pass = Joga V.A.R. ou passa?
situation-window-others = Os outros podem responder.
situation-your-penalty = Pênalti: chute! Escolha uma das { $open } cartas de chute viradas para baixo.
situation-your-shot = { $ap } PA: chute! Escolha uma das { $open } cartas de chute viradas para baixo.
situation-their-penalty = Pênalti: { $name } chuta.
situation-their-shot = { $ap } PA: { $name } chuta.
situation-shootout = Disputa de pênaltis ({ $level }).
situation-sudden-death = Morte súbita.
situation-your-pick = Sua escolha: uma casa.
situation-their-pick = { $name } escolhe.
situation-full-time = Fim de jogo.
situation-your-hand = Sua mão: { $cards }

control-discard = Descartar { $card }
control-take-off = Tirar { $card }
control-sub-done = Pronto: comprar as substitutas
control-foul = Foul!
control-var = V.A.R.!
control-pass = Passar
control-play = { $card } → { $ap } PA
control-play-shot = { $card } → { $ap } PA: CHUTE
control-play-defensive = { $card } em { $target } ({ $from } → { $to } PA)
control-play-offside = Offside em { $target } ({ $from } → 0 PA)
control-play-on = { $card } em { $target }
control-play-penalty = Penalty: chutar com { $ap } PA
control-play-a-card = Jogue uma carta
control-no-legal-play = Nenhuma jogada válida: descarte uma carta
control-discarded-detail = sem efeito: descartada virada para cima
control-on-whom = { $card }: em quem?
control-take-a-card-off = Tire uma carta
control-take-off-detail = vai para o descarte

card-effect-offensive = soma aos seus pontos de ataque
card-effect-defensive = tira pontos de ataque do alvo
card-effect-halftime = todos descartam a mão e as cartas de PA, o baralho é embaralhado, mãos novas
card-effect-penalty = chute agora (precisa de { $ap } PA ou mais)
card-effect-offside = os PA do alvo voltam a 0
card-effect-substitution = troque até { $max } cartas da sua mão
card-effect-yellow-card = o alvo perde a próxima vez
card-effect-red-card = o alvo pula uma compra e fica com uma carta a menos pelo resto da partida
card-effect-foul = anula uma carta ofensiva ou defensiva no momento em que é jogada
card-effect-var = anula uma carta de árbitro no momento em que é jogada

render-format-regular = Regular · o primeiro a { $goals }
render-format-express = Express · até acabar o baralho
render-counts-first-half = primeiro tempo · baralho { $deck } · descarte { $discards } · jogada { $play }
render-counts-second-half = segundo tempo · baralho { $deck } · descarte { $discards } · jogada { $play }
render-in-hand = { $cards } na mão
render-goals = { $goals ->
    [0] gols
    [one] gol
   *[other] gols
}
render-goals-pens = { $goals ->
    [0] gols · pênaltis { $pens }
    [one] gol · pênaltis { $pens }
   *[other] gols · pênaltis { $pens }
}
render-shot-grid = Grade de chute
render-shootout = Disputa de pênaltis
render-shootout-sudden-death = Pênaltis · morte súbita
render-face-down = { $cells ->
    [0] { $cells } ocultas
    [one] { $cells } oculta
   *[other] { $cells } ocultas
}
render-referee-window = Janela de arbitragem
render-last-play = Última jogada
render-kick-off = pontapé inicial
render-cancelled = ANULADA
render-by = de { $name }
render-on = em { $name }
render-discarded = descartada: sem jogada válida
render-referee-foul = FALTA: { $name }
render-referee-var = V.A.R.: { $name }
render-to-play = { $name } joga uma carta
render-substitution = { $name }: substituição ({ $count } fora até agora)
render-window-foul-or-pass = Janela de arbitragem: { $names } — Foul ou passar
render-window-var-or-pass = Janela de arbitragem: { $names } — V.A.R. ou passar
render-penalty = PÊNALTI: { $name } escolhe uma carta de chute
render-shot = { $ap } PA: { $name } escolhe uma carta de chute
render-shootout-picks = Disputa de pênaltis: { $name } escolhe

describe-windows = { $format }, janelas de arbitragem de { $seconds } s

refused-not-your-window = não cabe a você responder nesta janela de arbitragem
refused-not-your-turn = é a vez de outro jogador
refused-not-in-hand = você não tem { $card } na mão
refused-referee-on-your-turn = { $card } só é jogada para responder a outra carta, não como a jogada da sua vez
refused-takes-no-target = { $card } não é jogada em ninguém
refused-over-most = { $card } levaria você de { $from } a { $to } PA; o máximo é { $most }
refused-needs-target = { $card } precisa de um alvo: um adversário
refused-target-not-opponent = { $card } tem que ser jogada em um adversário desta mesa
refused-target-too-low = { $card } precisa de um alvo com pelo menos { $least } PA; o alvo tem { $ap }
refused-offside-no-ap = Offside precisa de um alvo que tenha PA para perder
refused-penalty-too-soon = com Penalty se chuta a partir de { $least } PA; você tem { $ap }
refused-cannot-play-now = { $card } não pode ser jogada agora
refused-cannot-play-so = { $card } não pode ser jogada assim
refused-discard-with-a-play = você tem uma jogada válida, então não pode simplesmente descartar
refused-substitution-most = com Substitution você troca no máximo { $most ->
    [one] { $most } carta
   *[other] { $most } cartas
}
refused-foul-on-referee = um Foul responde a uma carta ofensiva ou defensiva; só um V.A.R. responde a uma carta de árbitro
refused-var-nothing-to-answer = um V.A.R. responde a uma carta de árbitro, e não há nenhuma para responder
refused-window-answers = é uma janela de arbitragem: responda com Foul ou V.A.R., ou passe
refused-cell-not-face-down = a casa { $cell } não é uma carta virada para baixo da grade
refused-pick-a-cell = escolha uma casa virada para baixo da grade
refused-substitution-choice = tire cartas para a sua substituição ou diga que terminou
refused-your-turn = é a sua vez: jogue uma carta da sua mão
