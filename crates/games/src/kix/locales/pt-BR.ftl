# kix: as palavras do jogo em português do Brasil.

blurb = um duelo de cartas para 2, sem dados: cartas secretas reveladas ao mesmo tempo, 30 jogadas no 5 contra 5 ou 45 no 11 contra 11
rules = um duelo de cartas, sem dados. Cada técnico tem uma mão tirada do baralho de 60 cartas do seu clube; cada carta tem M (meio-campo), A (ataque), D (defesa), S (atacante) e G (goleiro). A cada jogada, os dois escolhem uma carta em segredo (por DM) e elas são reveladas ao mesmo tempo: ganhe o meio-campo (M x M), depois ataque (seu A contra o D dele) e então chute (seu S contra o G dele) para marcar. Empates repetem a jogada. A partida termina quando as cartas acabam. No 11 contra 11 você também tem um banco de reservas e três substituições (antes de uma jogada de meio-campo), um chute empatado vira escanteio (M + S x G + D) e a carta de Intervalo divide o baralho da partida; um mata-mata vai para a prorrogação com o banco de reservas e depois para os pênaltis.

option-format = 5 contra 5 é uma mão de 5 cartas e 30 jogadas; 11 contra 11 acrescenta um banco de reservas de 15, três substituições, escanteios num chute empatado e uma carta de Intervalo.

format-five = 5 contra 5
format-eleven = 11 contra 11
period-match = partida
period-first-half = primeiro tempo
period-second-half = segundo tempo
period-extra-time = prorrogação
period-full-time = fim de jogo
phase-bench-setup = Montagem do banco
phase-midfield = Meio-campo
phase-attack = Ataque
phase-strike = Chute
phase-corner = Escanteio
phase-full-time = Fim de jogo

event-kick-off = Pontapé inicial! KIX { $format }: { $home } x { $away }
event-bench-stacked = { $name } coloca { $card } no topo do banco de reservas
event-bench-ready = { $name } montou o banco de reservas
event-substitution = { $name }: sai { $off }, entra { $on } ({ $left ->
    [one] resta { $left } substituição
   *[other] restam { $left } substituições
})
event-substitution-hidden = { $name } faz uma substituição ({ $left ->
    [one] resta { $left }
   *[other] restam { $left }
})
event-goal = GOL de { $name }! { $home }–{ $away }
event-half-time = Intervalo: { $home }–{ $away }
event-second-half = Segundo tempo: novas mãos de 11 cartas
event-extra-time = Empate após 90: prorrogação com o banco de reservas
event-full-time = Fim de jogo: { $home } { $home_goals }–{ $away_goals } { $away }
event-penalty-scored = Pênalti de { $name }: { $striker } (S { $s }) contra { $keeper } (G { $g }): gol — { $home }–{ $away }
event-penalty-saved = Pênalti de { $name }: { $striker } (S { $s }) contra { $keeper } (G { $g }): o goleiro defende — { $home }–{ $away }
event-penalty-retake = Pênalti de { $name }: { $striker } (S { $s }) contra { $keeper } (G { $g }): empate, cobrança repetida — { $home }–{ $away }
event-lots-drawn = Ainda empatados após { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
} de morte súbita: o sorteio favorece { $name }
event-shootout-won = { $name } vence a disputa de pênaltis por { $home }–{ $away }

reveal-line = { $phase }: { $first } x { $second } — { $result }
reveal-midfield-won = { $name } ganha o meio-campo
reveal-attack-through = { $name } passa pela defesa: agora, um chute
reveal-attack-stopped = { $name } defende: volta ao meio-campo
reveal-goal = { $name } marca
reveal-saved = { $name } defende o chute
reveal-tie = empate: a jogada se repete
reveal-corner-awarded = empate: escanteio para { $name }
reveal-corner-cleared = empate: o escanteio é afastado

situation-score = { $home } { $home_goals } – { $away_goals } { $away }   ({ $format }, jogada { $play })
situation-score-period = { $home } { $home_goals } – { $away_goals } { $away }   ({ $format }, { $period }, jogada { $play })
situation-bench-setup = Monte seu banco de reservas: coloque até três cartas no topo (elas entram primeiro) ou confirme.
situation-midfield = Meio-campo: o M da sua carta contra o do adversário.
situation-you-attack = Você ataca: seu A contra o D do adversário.
situation-they-attack = O adversário ataca: seu D contra o A dele.
situation-you-strike = Chute! Seu S contra o G do adversário.
situation-they-strike = O adversário chuta: seu G contra o S dele.
situation-your-corner = Seu escanteio: duas cartas, o M de uma + o S da outra.
situation-their-corner = Escanteio do adversário: duas cartas, o G de uma + o D da outra.
situation-full-time = Fim de jogo.
situation-your-hand = Sua mão:
situation-deck = Baralho: { $deck }
situation-deck-subs = Baralho: { $deck } · Substituições restantes: { $subs }

control-unknown-card = carta nº { $id }
control-stack-bench = Colocar { $card } no topo do banco
control-bench-ready = Banco pronto
control-substitute = Substituir { $card }
control-corner-one-card = { $card } por { $first } e { $second } = { $total }
control-bench-placeholder = Coloque uma carta do banco no topo ou confirme o banco
control-first-card = Primeira carta: conta o { $ability }
control-your-card = Sua carta: conta o { $ability }
control-second-card = Segunda carta: conta o { $ability }

render-next-bench-setup = Os técnicos estão montando seus bancos
render-next-midfield = A seguir: meio-campo — M x M
render-next-attack = A seguir: { $name } ataca — A x D
render-next-strike = A seguir: { $name } chuta — S x G
render-next-corner = A seguir: escanteio para { $name } — M + S x G + D
render-full-time = Fim de jogo
render-match-over = Partida encerrada
render-midfield-won = MEIO-CAMPO
render-midfield-won-line = { $name } ataca em seguida
render-through = PASSOU!
render-through-line = { $name } vai chutar
render-defended = DEFENDIDO
render-defended-line = { $name } segura firme
render-goal = GOL!
render-goal-line = { $name } marca
render-saved = DEFESA
render-saved-line = { $name } evita o gol
render-level = EMPATE
render-level-line = a jogada se repete
render-corner = ESCANTEIO
render-corner-line = para { $name }
render-cleared = AFASTADO
render-cleared-line = o escanteio não dá em nada
render-full-time-banner = FIM DE JOGO
render-pens = PÊNALTIS { $home }–{ $away }
render-wins-on-penalties = { $name } vence nos pênaltis
render-wins = { $name } vence { $won }–{ $lost }
render-draw = empate por { $home }–{ $away }
render-goal-full-time = final: { $result }
render-last-play-full-time = Última jogada: { $phase } · { $home } x { $away } · fim de jogo
render-last-play = Última jogada: { $phase } · { $home } x { $away }
render-play = { $phase } · { $home } x { $away }
render-versus = x
render-side = Mão { $hand } · Baralho { $deck }
render-side-subs = Mão { $hand } · Baralho { $deck } · Subst. { $subs }
render-plays-played = { $format } · { $plays ->
    [one] { $plays } jogada
   *[other] { $plays } jogadas
}
render-play-of = { $format } · { $play } de { $plays } jogadas feitas
render-period-play = { $format } · { $period } · jogada { $play }
render-next-for-midfield = agora: M
render-next-for-attack = agora: A (ataque)
render-next-for-defend = agora: D (defesa)
render-next-for-strike = agora: S (chute)
render-next-for-goal = agora: G (no gol)
render-next-for-corner = agora: escanteio, M + S
render-next-for-corner-defend = agora: escanteio, G + D
render-next-for-bench = montando o banco
render-chosen = ✓ escolheu
render-kick-off = PONTAPÉ INICIAL
render-kick-off-line = ambos escolhem uma carta

refused-not-in-hand = a carta #{ $card } não está na sua mão; escolha uma das { $held } cartas que você tem
refused-bench-full = você já colocou { $most } cartas do banco por cima, o máximo que pode entrar; confirme seu banco
refused-not-on-bench = a carta #{ $card } não é uma carta do seu banco ainda não colocada
refused-before-kick-off = a partida ainda não começou: coloque até três cartas do banco por cima ou confirme seu banco
refused-corner-same-card = um escanteio usa duas cartas diferentes da sua mão
refused-your-corner = o escanteio é seu: escolha duas cartas, uma para o M e outra para o S
refused-their-corner = é um escanteio contra você: escolha duas cartas, uma para o G e outra para o D
refused-subs-eleven-only = substituições são uma regra do 11 contra 11
refused-subs-before-midfield = as substituições são feitas antes de uma jogada de meio-campo
refused-subs-used = você já fez as { $most } substituições
refused-no-one-to-bring-on = não sobrou nenhuma carta para entrar
refused-no-corner-now = só há escanteio depois de um chute empatado no 11 contra 11
refused-bench-after-kick-off = o banco só pode ser arrumado antes do pontapé inicial
