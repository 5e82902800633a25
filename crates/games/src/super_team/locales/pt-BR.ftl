# super_team: as palavras do jogo em português do Brasil.

blurb = 2 jogadores ou solo contra o AutoTeam, ~30 min: um jogo de tabuleiro em grade movido a cartas, com táticas, dados e moral
rules = **Super Team** — cada técnico tem um baralho de 12 cartas e seis peças (Goleiro, Capitão e outras quatro) numa grade de 11 × 15. Na sua vez, jogue de 1 a 3 cartas, cada uma pela instrução impressa (a metade de ataque ou de defesa de uma tática, uma habilidade do Capitão ou do técnico) ou como um movimento ou uma ação, e depois compre até ficar com quatro. Um movimento leva uma peça 1–2 casas (uma inativa, 1 casa por 1 de moral; o Goleiro, 1); quem conduz a bola para ao lado de um adversário. Ações: o atacante passa, chuta ou dribla, o defensor dá o desarme; cada um rola o dado verde mais um dado branco por marcador de técnico naquele atributo (os brancos têm uma face −1), e a moral (0–3) soma na rolagem. Um passe precisa da metade da distância (arredondada para cima) mais 1 por adversário na linha dele. Um chute: os dois escolhem em segredo uma ficha de chute (E, F, G) — a bola vai para a do atacante, o goleiro se desloca para a dele — e depois os dois apostam moral em segredo; empate é gol. Táticas bem-sucedidas rendem Movimentos, Ações e moral; as táticas de time dão também uma carta Fatigue. Cada vez que um baralho é embaralhado de novo, o marcador de tempo avança; intervalo aos 45', fim de jogo aos 90'. Solo: o AutoTeam joga duas cartas por turno do próprio baralho.
notation = As casas são coluna A–K e fileira 1–15 (o mandante defende a fileira 1). Peças: G Goleiro, C Capitão, #2–#5; minúscula é deitada (movida neste turno). Marcadores: P Passe, S Chute, D Drible, T Desarme, G GK.

option-format = Uma Partida rápida dá a cada lado um time e um capitão; no Jogo completo cada um fica com um de dois tabuleiros de time e um de dois tabuleiros de capitão, escolhidos em segredo.
option-variations = As variantes do livro de regras, quaisquer delas juntas.
option-solo = Jogue sozinho contra o AutoTeam, que usa o próprio baralho: fácil, normal ou difícil.

config-quick = Partida rápida
config-full = Jogo completo
config-advanced = tabuleiros avançados
config-long = jogo mais longo
config-harder = Jogo mais difícil
config-offside = Linha de impedimento
config-kick-anywhere = reposições do goleiro para qualquer lugar
config-solo = solo contra o AutoTeam { $level ->
        [easy] fácil
        [hard] difícil
       *[other] normal
    }

piece-goalie = Goleiro
piece-captain = Capitão
stat-pass = Passe
stat-shoot = Chute
stat-dribble = Drible
stat-tackle = Desarme
stat-gk = GK
step-forward-pass = Passe para frente
step-backward-pass = Passe para trás
step-cross-pass = Passe lateral
step-through-pass = Passe enfiado
step-in-between-pass = Passe entre dois
step-forward-move = Avanço
step-backward-move = Recuo
step-free-move = Movimento livre
step-forward-move-marking = Avanço e marcação
step-backward-move-marking = Recuo e marcação
reward-movement = Movimento
reward-action = Ação
reward-morale = Moral
rewards-movement = { $n ->
        [one] 1 Movimento
       *[other] { $n } Movimentos
    }
rewards-action = { $n ->
        [one] 1 Ação
       *[other] { $n } Ações
    }
rewards-morale = { $n } de moral

column-e = E (esquerda)
column-f = F (centro)
column-g = G (direita)

card-chain = { $steps } → { $rewards }
card-chain-marked = { $steps } (condutor marcado) → { $rewards }
card-tactic = ataque: { $attack }; defesa: { $defend }
card-coach-cost = { $effect }; custa { $cost } de moral
card-fatigue = só um movimento
effect-solo-run = Capitão com a bola: mova o Capitão e de novo (sem moral na segunda vez)
effect-finesse-shot = Capitão com a bola a até 5 do gol: chute, ignorando bloqueios
effect-killer-ball = Capitão com a bola: passe, ignorando bloqueios
effect-take-on = Capitão com a bola ao lado de um adversário: troque de lugar com ele e mova
effect-shoulder-charge = Adversário ao lado do Capitão: empurre-o uma casa e mova
effect-volley = Bola solta a até 2: mova o Capitão até ela e chute
effect-overlap = No ataque, Capitão sem a bola: mova e um companheiro passa para ele
effect-screen = Na defesa, a até 2 da bola: mova e empurre um adversário ao lado
effect-armband = Ganhe 1 de moral e levante o Capitão
coach-team-talk = ganhe 2 de moral
coach-tactical-switch = mova até 2 marcadores de técnico (não GK)
coach-fresh-legs = devolva até 2 cartas Fatigue
coach-high-press = levante todas as suas peças
coach-long-ball = o condutor passa, ignorando bloqueios
coach-set-piece = o condutor chuta, ignorando bloqueios

use-tactic = { $steps }{ $marked ->
        [yes] {" "}(condutor marcado)
       *[no] {""}
    }; dá { $rewards }{ $fatigue ->
        [yes] {" "}+ Fatigue
       *[no] {""}
    }
use-movement = um movimento: uma peça 1–2 casas (uma deitada, 1 por 1 de moral)
use-action-attacking = uma ação: passe, chute ou drible
use-action-defending = uma ação: desarme no condutor da bola
use-discard = descartada sem nada em troca (Jogo mais difícil, uma vez por turno)

roll = dados { $dice }
roll-bonus = dados { $dice }, { $bonus } de bônus
roll-morale = dados { $dice }, +{ $morale } de moral
roll-bonus-morale = dados { $dice }, { $bonus } de bônus, +{ $morale } de moral
shot-side = { $roll } = { $total }, menos força { $power } → margem { $margin }

event-boards = Tabuleiros: { $home } joga com { $home_team } e { $home_captain }; { $away } joga com { $away_team } e { $away_captain }.
event-markers = Marcadores de técnico: { $home } { $home_markers } · { $away } { $away_markers }.
event-start-roll = Rolagem inicial { $home_roll }–{ $away_roll }: { $name } começa.
event-kick-off = Pontapé inicial — { $name } está com a bola em F8.
event-kick-off-second-half = Segundo tempo: pontapé inicial — { $name } está com a bola em F8.
event-play-instruction = { $name } joga { $card } pela instrução.
event-play-movement = { $name } joga { $card } como movimento.
event-play-action = { $name } joga { $card } como ação.
event-play-discard = { $name } descarta { $card }.
event-run = O { $piece } de { $name } corre { $from } → { $to }.
event-run-ball = O { $piece } de { $name } corre { $from } → { $to } com a bola.
event-run-paying = O { $piece } de { $name } corre { $from } → { $to } (paga { $morale } de moral).
event-run-ball-paying = O { $piece } de { $name } corre { $from } → { $to } com a bola (paga { $morale } de moral).
event-pass-arrives = { $name } passa { $from } → { $to }, precisa de { $power }: { $roll } — chega.
event-pass-fails = { $name } passa { $from } → { $to }, precisa de { $power }: { $roll } — falha, a bola para em { $lands }.
event-kick-out = O Goleiro de { $name } repõe a bola para { $to }.
event-shot-declared = { $name } chuta de { $from }! Os dois escolhem uma ficha de chute.
event-tiles = Fichas: { $shooter } mira em { $aim }, { $keeper_side } protege { $guard }; o Goleiro está em { $keeper }. Força { $attack } a superar, goleiro { $defence }.
event-shot-goal-level = { $name } chuta em { $target }: { $shooter_roll }; Goleiro de { $keeper_side }: { $keeper_roll } — empate, e o empate é do atacante: GOL!
event-shot-goal = { $name } chuta em { $target }: { $shooter_roll }; Goleiro de { $keeper_side }: { $keeper_roll } — o atacante leva a melhor: GOL!
event-shot-saved = { $name } chuta em { $target }: { $shooter_roll }; Goleiro de { $keeper_side }: { $keeper_roll } — o Goleiro leva a melhor: defesa ou bloqueio, a bola para em { $lands }.
event-goal = Gol de { $name }!
event-dribble-past-level = O { $piece } de { $name } dribla: { $roll } contra o { $other_piece } de { $other }: { $other_roll } — empate, e o empate é de quem dribla: passou!
event-dribble-past = O { $piece } de { $name } dribla: { $roll } contra o { $other_piece } de { $other }: { $other_roll } — passou!
event-dribble-stopped = O { $piece } de { $name } dribla: { $roll } contra o { $other_piece } de { $other }: { $other_roll } — parado.
event-tackle-won = O { $piece } de { $name } dá o desarme: { $roll } contra o { $other_piece } de { $other } com a bola: { $other_roll } — bola roubada!
event-tackle-kept-level = O { $piece } de { $name } dá o desarme: { $roll } contra o { $other_piece } de { $other } com a bola: { $other_roll } — empate, e o empate é do condutor: segue com ela.
event-tackle-kept = O { $piece } de { $name } dá o desarme: { $roll } contra o { $other_piece } de { $other } com a bola: { $other_roll } — o condutor fica com a bola.
event-pushed = O { $piece } de { $name } é empurrado { $from } → { $to }.
event-bypassed = O Capitão de { $name } troca de lugar: { $from } ⇄ { $to }.
event-morale-gained = { $name } ganha { $n } de moral.
event-markers-moved = { $name } move marcadores de técnico: { $markers }.
event-stood-up = As peças de { $name } se levantam.
event-fatigue-drawn = { $name } compra uma carta Fatigue.
event-fatigue-returned = { $name } devolve { $n ->
        [one] 1 carta Fatigue
       *[other] { $n } cartas Fatigue
    }.
event-tactic-done = { $card } de { $name } dá certo: recompensas a pegar.
event-tactic-failed-pass = { $card } de { $name } falha (um passe não chegou): sem recompensas.
event-tactic-failed-ball = { $card } de { $name } falha (a bola mudou de dono antes do último passo): sem recompensas.
event-tactic-failed-no-way = { $card } de { $name } falha (o passo seguinte não tinha para onde ir dali): sem recompensas.
event-reshuffled = { $name } embaralha de novo: o relógio vai para { $minute }'.
event-half-time = Intervalo. Os técnicos reorganizam os marcadores (os de GK ficam).
event-extra-time = Empate aos 90': prorrogação com gol de ouro.
event-full-time = Fim de jogo.
event-roll-off = Ainda empatado: desempate nos dados { $home_roll }–{ $away_roll }, { $name } se classifica.
event-auto-card-decide = O AutoTeam vira a carta { $card } para decidir.
event-auto-card-play = O AutoTeam vira a carta { $card } para jogar.

situation-score-carried = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (o tempo acaba aos { $half_ends }') · bola em { $ball } com o { $piece } de { $name }
situation-score-loose = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (o tempo acaba aos { $half_ends }') · bola em { $ball } (solta)
situation-team = { $name }{ $boards }: { $pieces } · moral { $morale }
situation-team-markers = { $name }{ $boards }: { $pieces } · moral { $morale } · marcadores { $markers }
situation-your-hand = Sua mão:
situation-keep-boards = Fique com um tabuleiro de time ({ $team1 } ou { $team2 }) e um Capitão ({ $captain1 } ou { $captain2 }).
situation-lay-markers = Coloque seus seis marcadores de técnico (no máximo dois por atributo): Passe, Chute, Drible, Desarme, GK.
situation-waiting-markers = Esperando os marcadores de técnico.
situation-half-time-markers = Intervalo: coloque de novo seus marcadores de técnico (os de GK ficam).
situation-half-time-waiting = Intervalo: esperando os marcadores.
situation-shooting = { $name } está chutando.
situation-shot-powers = Força a superar { $attack }, a do goleiro { $defence }.
situation-pick-tile = Escolha sua ficha de chute (E, F ou G) em segredo.
situation-commit-shot-morale = Aposte sua moral (0–3) em segredo.
situation-dribble = Um drible: os dois apostam moral (0–3) em segredo.
situation-tackle = Um desarme: os dois apostam moral (0–3) em segredo.
situation-task-attacking = { $name } (no ataque) — { $task }.
situation-task-defending = { $name } (na defesa) — { $task }.
situation-must-kick = { $name }: o Goleiro está com a bola na área — a primeira coisa tem de ser o passe ou a reposição dele.
situation-card-attacking = { $name } (no ataque), carta { $n } de até 3.
situation-card-defending = { $name } (na defesa), carta { $n } de até 3.
situation-over = A partida acabou.

task-move = { $captain ->
        [yes] mova o Capitão
       *[no] mova uma peça
    }{ $way ->
        [forward] {" "}para frente
        [backward] {" "}para trás
       *[any] {""}
    }{ $marking ->
        [yes] , terminando ao lado de um adversário
       *[no] {""}
    }{ $ball ->
        [yes] {" "}até a bola solta
       *[no] {""}
    }
task-action = uma ação
task-pass-step = { $step }: escolha o destino
task-pass = um passe: escolha o destino
task-pass-morale = o passe para { $to } precisa de força { $power }: você pode somar moral
task-shoot = chute
task-push = empurre um adversário ao lado do Capitão
task-bypass = troque o Capitão de lugar com um adversário vizinho
task-markers = mova até { $n ->
        [one] 1 marcador
       *[other] { $n } marcadores
    } de técnico
task-rewards = pegue as recompensas ({ $rewards })

control-keep-boards = Ficar com { $team } e { $captain }
control-markers = Marcadores { $markers }
control-play-instruction = { $card }: a instrução
control-play-movement = { $card } como movimento
control-play-action = { $card } como ação
control-play-discard = Descartar { $card }
control-end-turn = Encerrar o turno
control-move = { $piece } { $from } → { $to }{ $ball ->
        [collect] {" "}(pegando a bola)
        [onto] {" "}(até a bola)
       *[no] {""}
    }{ $morale ->
        [yes] , 1 de moral
       *[no] {""}
    }
control-pass = Passe para { $to }, força { $power }
control-pass-to-piece = Passe para { $to } ({ $piece }), força { $power }
control-shoot = Chutar!
control-dribble = Driblar o { $piece } deles
control-tackle = Desarmar com o seu { $piece }
control-kick-out = Goleiro repõe para { $to } (sem rolagem)
control-push = Empurrar o { $piece } deles para { $to }
control-bypass = Trocar de lugar com o { $piece } deles
control-shift = Um marcador { $from } → { $to }
control-morale = { $n } de moral
control-tile = Ficha de chute { $tile }
control-take-movement = Pegar um Movimento
control-take-action = Pegar uma Ação
control-take-morale = Pegar 1 de moral
control-done = Pronto
control-give-up = Abrir mão
control-menu-boards = Fique com um tabuleiro de time e um Capitão
control-menu-markers = Coloque seus marcadores de técnico (P S D T G)
control-group-gk = { $n } em GK
control-then-markers = Marcadores com { $group }
control-menu-play = Jogue uma carta
control-menu-pieces = Qual peça, para onde
control-group-piece = { $piece } em { $space }
control-group-their-piece = { $piece } deles em { $space }
control-group-other = Outros
control-then-where = { $group }: para onde?
control-menu-action = Escolha a ação
control-group-pass-row = Passe para a fileira { $row }
control-group-other-actions = Drible, desarme ou reposição
control-then-which = { $group }: qual?
control-menu-shift = Mova um marcador de técnico

render-quick = Partida rápida
render-full = Jogo completo
render-advanced = { $format } · tabuleiros avançados
render-solo = Solo contra o AutoTeam ({ $level ->
        [easy] fácil
        [hard] difícil
       *[other] normal
    }) · { $format }
render-first-half = primeiro tempo · { $minute }'
render-second-half = segundo tempo · { $minute }'
render-extra-time = prorrogação · { $minute }'
render-autoteam-board = Tabuleiro do AutoTeam: { $level ->
        [easy] fácil
        [hard] difícil
       *[other] normal
    }
render-boards-hidden = tabuleiros não revelados
render-morale = Moral
render-markers = marcadores { $markers }
render-markers-hidden = marcadores ocultos
render-autoteam-counts = { $markers } · baralho { $deck }
render-counts = { $markers } · mão { $hand } · baralho { $deck } · Fatigue { $fatigue } no descarte
render-standing = { $n } de 6 em pé
render-bank = Baralho Fatigue { $fatigue } · reserva de moral { $bank }
render-this-turn = { $name } neste turno
render-autoteam-card = Carta do AutoTeam { $n } de 12
render-autoteam-deck = { $n ->
        [one] resta 1 carta no baralho dele
       *[other] restam { $n } cartas no baralho dele
    }
render-used-instruction = instrução
render-used-movement = um movimento
render-used-action = uma ação
render-used-discard = descartada
render-no-card = nenhuma carta jogada ainda
render-last = Última: { $what }
render-last-pass = passe
render-last-pass-failed = passe (errado)
render-last-kick-out = reposição
render-last-dribble = drible
render-last-dribble-stopped = drible (parado)
render-last-tackle = desarme
render-last-tackle-missed = desarme (errado)
render-last-goal = GOL
render-last-shot = chute (sem gol)
render-markers-secret = Os dois técnicos colocam os marcadores em segredo
render-half-time = Intervalo: os técnicos reorganizam os marcadores em segredo
render-shot-powers = { $name } chuta: força { $attack } a superar, goleiro { $defence } — moral em segredo
render-shot-tiles = { $name } chuta: os dois escolhem uma ficha de chute em segredo
render-duel = Um duelo: os dois apostam moral em segredo
render-to-play-attacking = Vez de { $name } (no ataque) · carta { $n } de até 3
render-to-play-defending = Vez de { $name } (na defesa) · carta { $n } de até 3
render-full-time = Fim de jogo

refused-not-in-hand = a carta { $card } não está na sua mão
refused-three-cards-played = você já jogou suas três cartas neste turno: encerre o turno
refused-fatigue-movement-only = uma carta Fatigue só pode ser jogada como movimento (ou, no Jogo mais difícil, ser descartada uma vez por turno)
refused-instruction-not-now = a carta { $card } não pode ser jogada pela instrução agora: a condição dela não se cumpre ou nem todos os passos dela podem ser feitos daqui
refused-goalie-first = seu Goleiro está com a bola na sua área: a primeira coisa que você fizer tem de ser o passe ou a reposição dele
refused-nothing-to-do-with = a carta { $card } não pode ser jogada assim agora: não daria para fazer nada com ela
refused-not-this-task = isso não é uma opção para o que você está fazendo agora ({ $task })
refused-doing-movement = um movimento
refused-doing-action = uma ação
refused-doing-pass = escolher para onde passar
refused-doing-pass-morale = a moral do seu passe
refused-doing-shot = o chute
refused-doing-push = o empurrão
refused-doing-bypass = a troca de lugar do Capitão
refused-doing-markers = mover marcadores de técnico
refused-doing-rewards = pegar as recompensas
refused-end-turn-first-card = jogue pelo menos uma carta antes de encerrar o turno
refused-morale-commit = agora você pode apostar de 0 a { $most } de moral, não { $n }
refused-tile-column = as fichas de chute são as colunas 0 a 2 (E, F, G), não { $column }
refused-markers-layout = coloque os seis marcadores de técnico, no máximo dois por atributo (no intervalo, os de GK ficam)
refused-boards-dealt = fique com um dos dois tabuleiros de time e um dos dois tabuleiros de capitão que você recebeu
refused-not-now = isso não é algo que você possa fazer agora
refused-other-sides-turn = é a vez do adversário
refused-wait-other-side = você já escolheu; aguarde o adversário

engine-side-autoteam = AutoTeam ({ $level ->
        [easy] fácil
        [hard] difícil
       *[other] normal
    })
