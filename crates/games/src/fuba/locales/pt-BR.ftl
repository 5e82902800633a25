# fuba: as palavras do jogo em português do Brasil.

blurb = um jogo de tabuleiro tático para 2 num campo de 13 setores: formações, um dado de bola e o relógio, cerca de 23 turnos por tempo
rules = um jogo de tabuleiro tático num campo de 13 setores. Cada técnico tem dez jogadores e um goleiro e escolhe uma formação em segredo (4-4-2 e assim por diante). O time com a bola escolhe um **setor-alvo**; dois dados avançam o relógio pela diferença entre eles e testam o controle contra o **valor da bola** (1 é excelente, 6 ruim): o time mantém a bola, perde a bola ou acontece um evento especial (faltas, cartões, movimentos extras). Depois cada time tem sua fase de ação: **chutar** (do campo adversário), **mover** jogadores pelo tipo de movimentação de uma linha (meio-campo para os lados, atacantes para a frente, defensores para trás) e **pressionar** para recuperar a bola. Dois tempos de 45 minutos mais os acréscimos, cerca de 23 turnos cada. Pênaltis: o goleiro escolhe o canto em segredo, depois o batedor escolhe um lado.
notation = O campo é escrito setor por setor, de oeste para leste em cada faixa (N norte, C centro, S sul): "C2 3:1" quer dizer 3 jogadores do mandante e 1 do visitante em C2; "*" marca o goleiro. O mandante ataca para o leste (rumo a C5), o visitante para o oeste (rumo a C1).

## Opções e o resumo da configuração

option-advanced = As regras avançadas em jogo.
config-basic = regras básicas
config-basic-no-injuries = regras básicas sem lesões
config-rules = regras { $list }

## Palavras de que as outras linhas são feitas

line-defence = defesa
line-midfield = meio-campo
line-forwards = ataque
style-easy = leve
style-normal = normal
style-aggressive = agressivo
movement-midfield = movimentação do meio-campo
movement-forward = movimentação do ataque
movement-defence = movimentação da defesa
movement-mixed = movimentação mista
side-left = à esquerda
side-middle = no meio
side-right = à direita
result-goal = gol
result-corner = escanteio
result-rebound = rebote
result-miss = para fora
area-west-penalty-area = grande área oeste
area-west-north-corner-area = setor de escanteio noroeste
area-west-south-corner-area = setor de escanteio sudoeste
area-west-front-of-the-box = entrada da área oeste
area-west-north-midfield = meio-campo noroeste
area-west-south-midfield = meio-campo sudoeste
area-centre-circle = círculo central
area-east-north-midfield = meio-campo nordeste
area-east-south-midfield = meio-campo sudeste
area-east-front-of-the-box = entrada da área leste
area-east-north-corner-area = setor de escanteio nordeste
area-east-south-corner-area = setor de escanteio sudeste
area-east-penalty-area = grande área leste
area-corner = escanteio
area-none = setor inexistente

## Lance a lance

event-formations = Formações: { $home } { $home_formation } · { $away } { $away_formation }
event-kick-off-roll = Sorteio do pontapé inicial { $home_die }–{ $away_die }: { $name } escolhe
event-kick-off-with-ball = { $name } começa com a bola
event-kick-off-without-ball = { $name } começa sem a bola
event-setup-kick-off = Posicionamento para o pontapé inicial: { $name } tem a bola
event-setup-free-kick = Posicionamento para a cobrança de falta em { $area }
event-setup-corner = Posicionamento para o escanteio de { $name }
event-setup-penalty = Posicionamento para o pênalti de { $name }
event-target = { $name } mira { $area }
event-dice = Dados { $first }–{ $second }
event-clock = Relógio +{ $advance } → { $clock }
event-control-kept = Controle mantido
event-control-automatic = Controle passado automaticamente
event-control-lost = Controle perdido: perda da posse
event-control-special = O dado igualou o valor da bola: evento especial
event-special = Evento especial { $difference }: { $effect }
event-yellow-roll-card = { $name } rola { $roll } para o cartão: cartão amarelo
event-yellow-roll-none = { $name } rola { $roll } para o cartão: sem cartão
event-red-card = CARTÃO VERMELHO para { $name }
event-injury-back = Um jogador de { $name } se machuca (dado { $roll }), volta no turno { $turn }
event-injury-out = Um jogador de { $name } se machuca (dado { $roll }), fora pelo resto do jogo
event-returned = { $name } recebe { $count } { $count ->
        [one] jogador
       *[other] jogadores
    } de volta em C3
event-possession = { $name } tem a bola
event-value-turnover = Valor da bola acima de 6: perda da posse, { $name } tem a bola
event-stoppage-over = Diferença dos dados { $difference } abaixo da casa de acréscimos +{ $stoppage }: fim do tempo
event-ball-moved = Bola para { $area }, valor { $value }
event-forced-move = { $name } move um jogador { $from } → { $to } até a bola
event-free-kick = Falta para { $name } em { $area }
event-shot-goal = { $name } chuta de { $area }: { $dice } — GOL
event-shot-corner = { $name } chuta de { $area }: { $dice } — escanteio
event-shot-rebound = { $name } chuta de { $area }: { $dice } — rebote
event-shot-miss = { $name } chuta de { $area }: { $dice } — para fora, tiro de meta
event-rebound = Rebote { $home }–{ $away }: { $result }
event-goal = GOL de { $name }! { $home }–{ $away }
event-corner = Escanteio para { $name }
event-goal-kick = Tiro de meta para { $name }
event-movement-chosen = { $name }: { $kind } ({ $allowance })
event-condition-used = { $name } usa um ponto de condição de { $line }: dado { $roll }, { $allowance } { $allowance ->
        [one] movimento
       *[other] movimentos
    }
event-moved = { $name } { $from } → { $to }
event-moved-with-ball = { $name } { $from } → { $to } com a bola
event-keeper-moved = { $name } goleiro { $from } → { $to }
event-keeper-moved-with-ball = { $name } goleiro { $from } → { $to } com a bola
event-free-moved = { $name }: movimento livre { $from } → { $to }
event-ball-value = Valor da bola { $value }
event-press-won = { $name } pressiona: dado { $roll }, bola recuperada
event-press-failed = { $name } pressiona: dado { $roll }, sem sucesso
event-substitution = { $name } faz uma substituição
event-tiredness = Teste de cansaço de { $name } { $rolls }: { $lost } PC { $lost ->
        [one] perdido
       *[other] perdidos
    }
event-tired = { $name } está cansado pelo resto do jogo
event-condition-gained = { $name } ganha um ponto de condição de { $line }
event-penalty-scored = Pênalti de { $name }: chute { $kick }, goleiro pula { $dive }, precisa de { $need }+, tirou { $roll } — gol
event-penalty-missed = Pênalti de { $name }: chute { $kick }, goleiro pula { $dive }, precisa de { $need }+, tirou { $roll } — perdido
event-half-time = Intervalo: { $home }–{ $away }
event-formation-changed = { $name } agora joga no { $formation }
event-second-half = Segundo tempo
event-shootout = Empate após 90 minutos: disputa de pênaltis
event-lots = Disputa de pênaltis ainda empatada após 100 cobranças para cada lado: o sorteio favorece { $name }
event-full-time = Fim de jogo: { $home } { $home_goals }–{ $away_goals } { $away }

# A tabela de eventos especiais (§7.4.3), pela diferença dos dados.
special-minus-5 = o time passivo pode mover dois jogadores um setor
special-minus-4 = controle perdido, a bola fica no setor de origem
special-minus-3 = o time passivo pode mover um jogador um setor
special-minus-2 = +1 no valor da bola
special-minus-1 = falta para o time com o controle, dado de cartão para o time passivo
special-0 = fases de ação puladas
special-plus-1 = falta para o time passivo, dado de cartão para o time com o controle
special-plus-2 = −1 no valor da bola
special-plus-3 = o time com o controle pode mover um jogador um setor
special-plus-4 = −2 no valor da bola
special-plus-5 = o time passivo não pode escolher a movimentação da defesa

# Os dados de uma finalização (§7.7).
shot-rolled = tirou { $roll } contra o valor da bola { $value }
shot-rolled-modified = tirou { $roll }, modificadores { $modifier }, total { $total } contra o valor da bola { $value }
shot-difficult-second = uma finalização difícil (nem 6 { $modifier } = { $best } passa do valor da bola { $value }): tirou 6, então um segundo dado, { $again } contra o { $area_value } do setor
shot-difficult-then = uma finalização difícil: tirou 6, depois { $again } no segundo dado
shot-difficult-failed = uma finalização difícil (nem 6 { $modifier } = { $best } passa do valor da bola { $value }): tirou { $roll }, não o 6 de que precisa

## Um turno numa linha

turn-number = Turno { $turn }
turn-dice = dados { $first }–{ $second }, relógio +{ $advance }
turn-control-kept = controle mantido
turn-control-automatic = controle passado automaticamente
turn-control-lost = controle perdido
turn-control-special = controle: evento especial
turn-special-event = evento especial { $difference }
turn-value-turnover = valor da bola acima de 6: perda da posse
turn-corner = escanteio para { $name }
turn-stoppage-over = diferença { $difference } abaixo de +{ $stoppage }: fim do tempo
turn-tiredness = { $name } perde { $lost } PC por cansaço
turn-yellow = cartão amarelo para { $name }
turn-red = cartão vermelho para { $name }
turn-injury = lesão em { $name }
turn-free-kick = falta para { $name } em { $area }
turn-press = { $name } recupera a bola na pressão
turn-shot = { $name } chuta de { $area }: { $result }
turn-goal = GOL de { $name }
turn-penalty-scored = pênalti convertido
turn-penalty-missed = pênalti perdido

## A situação

situation-header = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, { $half }º tempo)
situation-header-rules = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, { $half }º tempo, { $rules })
situation-you-play = Você joga no { $formation }
situation-cp = PC D{ $d } M{ $m } F{ $f }
situation-cp-tired = PC D{ $d } M{ $m } F{ $f } (cansado)
situation-subs-left = substituições restantes { $subs }
situation-cards = cartões { $yellows }A { $reds }V
situation-your-ball = Sua bola em { $area } (valor { $value })
situation-their-ball = Bola do adversário em { $area } (valor { $value })
situation-your-ball-target = Sua bola em { $area } (valor { $value }), alvo { $target }
situation-their-ball-target = Bola do adversário em { $area } (valor { $value }), alvo { $target }
situation-corner-spots = marcas de escanteio: { $spots }
task-choose-formation = Escolha sua formação em segredo (defensores-meio-campistas-atacantes).
task-roles-styles = Formação { $formation }: agora suas funções e estilos, em segredo.
task-kick-off-choice = Você ganhou o sorteio do pontapé inicial: começar com a bola ou sem ela?
task-setup-kick-off = Posicionamento para o pontapé inicial: pelo menos 2 jogadores em C3 do time com a bola, todos no próprio campo, o goleiro na área.
task-setup-free-kick = Posicionamento para a cobrança de falta em { $area }.
task-setup-corner = Posicionamento para o escanteio: um atacante numa marca de escanteio.
task-setup-penalty = Posicionamento para o pênalti: só o batedor e o goleiro na área.
task-setup-where = Para onde? (tirado de { $area })
task-setup-adjust = Você pode mover até { $left } { $left ->
        [one] jogador
       *[other] jogadores
    } um setor, ou dizer pronto.
task-setup-default = O posicionamento padrão está feito: mova jogadores ou diga pronto.
task-free-kick-choice = Falta: chute agora (−1) ou siga o jogo com um novo turno.
task-target = Escolha o setor-alvo da bola.
task-event-moves = Evento especial: você pode mover { $left } { $left ->
        [one] jogador
       *[other] jogadores
    } um setor.
task-extra-movement = Tiro de meta lento: uma fase extra de movimentação.
task-action-attacking = Sua fase de ação: chute ou escolha como se mover.
task-action-defending = Sua fase de ação (defendendo): escolha como se mover.
task-moving = { $left ->
        [one] Resta { $left } movimento
       *[other] Restam { $left } movimentos
    } ({ $kind }).
task-free-moves = Movimentos livres para longe da linha de fundo, se quiser.
task-finish-end = Encerre sua fase.
task-finish-press = Pressione ou encerre sua fase.
task-finish-substitute = Substitua ou encerre sua fase.
task-finish-both = Pressione, substitua ou encerre sua fase.
task-penalty-dive = Pênalti: escolha em segredo o canto do seu goleiro.
task-penalty-kick = Pênalti: escolha onde chutar (o goleiro já escolheu, você não pode ver).
task-half-time = Intervalo: passe um jogador de uma linha para outra ou mantenha sua formação (em segredo).
task-full-time = Fim de jogo.

## Controles

control-formation-custom = { $formation } (personalizada)
control-role-attacking-midfielders = { $count } { $count ->
        [one] meia ofensivo
       *[other] meias ofensivos
    }
control-role-defending-midfielders = { $count } { $count ->
        [one] volante
       *[other] volantes
    }
control-role-attacking-centre-back = { $count } { $count ->
        [one] zagueiro ofensivo
       *[other] zagueiros ofensivos
    }
control-role-withdrawn-striker = { $count } { $count ->
        [one] atacante recuado
       *[other] atacantes recuados
    }
control-role-offensive-wing-backs = { $count } { $count ->
        [one] lateral ofensivo
       *[other] laterais ofensivos
    }
control-style = { $line }: { $style }
control-start-with-ball = Começar com a bola
control-start-without-ball = Começar sem a bola
control-pick-keeper = Mover o goleiro (em { $area })
control-pick = Mover um jogador de { $area }
control-leave = Deixar em { $area }
control-put = Colocar em { $area } ({ $name })
control-ready = Posicionamento pronto
control-reset = Voltar ao posicionamento padrão
control-target = Alvo { $area } ({ $name })
control-target-long-pass = Alvo { $area } ({ $name }, passe longo +{ $between })
control-slow-goal-kick = Tiro de meta lento: uma fase extra de movimentação para os dois times
control-shoot-from = Chutar de { $area } (modificador { $modifier }, valor da bola { $value })
control-shoot = Chutar
control-play-on = Seguir o jogo: sem chute, novo turno
control-movement-midfield = Movimentação do meio-campo ({ $count } { $count ->
        [one] jogador
       *[other] jogadores
    })
control-movement-forward = Movimentação do ataque ({ $count } { $count ->
        [one] jogador
       *[other] jogadores
    })
control-movement-defence = Movimentação da defesa ({ $count } { $count ->
        [one] jogador
       *[other] jogadores
    })
control-movement-mixed = Movimentação mista ({ $count } { $count ->
        [one] jogador
       *[other] jogadores
    })
control-use-condition = Usar um ponto de condição de { $line } ({ $left } { $left ->
        [one] restante
       *[other] restantes
    }): movimentação mista
control-move = { $from } → { $to }
control-move-with-ball = { $from } → { $to } com a bola
control-keeper-move = Goleiro { $from } → { $to }
control-keeper-move-with-ball = Goleiro { $from } → { $to } com a bola
control-keeper-out = Goleiro sai da pequena área
control-keeper-in = Goleiro volta para a pequena área
control-done-moving = Encerrar movimentos
control-free-move = Movimento livre { $from } → { $to }
control-press-one = Pressionar (recupera a bola com 1 no dado)
control-press = Pressionar (recupera a bola com 1–{ $top } no dado)
control-sub-formation = Substituição: um jogador de { $from } para { $to } ({ $formation })
control-sub-yellow = Substituição: tirar um jogador amarelado (um cartão amarelo a menos)
control-sub-fresh-condition = Substituição: jogador descansado, pontos de condição para { $line }
control-sub-fresh = Substituição: jogador descansado no lugar do machucado
control-end-stage = Encerrar a fase de ação
control-dive = Pular { $side }
control-kick = Chutar { $side }
control-keep-formation = Manter a formação
control-half-time-change = Um jogador de { $from } para { $to } ({ $formation })
control-group-keeper = O goleiro em { $area }
control-group-player = Um jogador de { $area }
control-group-cards = Cartas de formação (4-4-2, 4-3-3, …)
control-group-custom = Personalizada, { $defenders } { $defenders ->
        [one] defensor
       *[other] defensores
    }
control-group-pick = Posicionamento: de { $area }
control-group-pick-keeper = Posicionamento: de { $area } (goleiro)
control-group-other = Outras opções
control-second-card = Uma carta de formação
control-second-formation = { $group }: qual formação?
control-second-where = { $group }: para onde?
control-placeholder-prepare = Sua formação, funções e estilos (em segredo)
control-placeholder-target = Setor-alvo
control-placeholder-pick = Mova um jogador no posicionamento
control-placeholder-drop = Onde colocar
control-placeholder-movement = Tipo de movimentação
control-placeholder-move = Mova um jogador (de → para)
control-placeholder-free-move = Movimento livre
control-placeholder-substitution = Substituição
control-placeholder-dive = O pulo do seu goleiro (em segredo)
control-placeholder-kick = Seu chute
control-placeholder-half-time = Mudança no intervalo (em segredo)
control-placeholder-choose = Escolha

## A imagem

render-attack-east = ataca ▶
render-attack-west = ◀ ataca
render-goalkeeper = goleiro
render-goalkeeper-mark = GL
render-ball-value = valor da bola
render-ball-scale = 1 melhor · 6 pior
render-target-area = setor-alvo
render-offside-line = impedimento
render-corner-spot = escanteio { $spot }
render-target = alvo
render-offside-east = impedimento ▶
render-offside-west = ◀ impedimento
render-ready = ✓ pronto
render-choosing = … escolhendo
render-cp = PC D{ $d } M{ $m } F{ $f }
render-tired = cansado
render-subs = subst. { $count }
render-off = { $count } fora
render-has-ball = tem a bola
render-pens = pênaltis { $home }–{ $away }
render-clock-full-time = fim de jogo · { $clock }
render-clock-before-kick-off = antes do pontapé inicial
render-clock-half-time = intervalo · { $clock }
render-clock-first-half = { $clock } · 1º tempo
render-clock-second-half = { $clock } · 2º tempo
render-clock-resigned = desistência · { $clock }
render-clock-forfeited = W.O. · { $clock }
render-resigned-winner = { $name } desistiu: a partida fica com { $winner }
render-resigned-no-winner = { $name } desistiu: sem vencedor
render-forfeited-winner = O tempo de { $name } acabou: a partida fica com { $winner }
render-forfeited-no-winner = O tempo de { $name } acabou: sem vencedor
render-prepare = Antes do pontapé inicial: os dois técnicos escolhem a formação em segredo
render-kick-off-choice = { $name } ganhou o sorteio do pontapé inicial: com ou sem a bola?
render-setup-kick-off = Posicionamento para o pontapé inicial
render-setup-free-kick = Falta em { $area }
render-setup-corner = ESCANTEIO para { $name }
render-setup-penalty = PÊNALTI para { $name }
render-setup-places = { $name } posiciona seus jogadores
render-setup-may-move = { $name } ainda pode mover { $count } { $count ->
        [one] jogador
       *[other] jogadores
    }
render-free-kick-choice = Falta para { $name }: chutar agora ou seguir o jogo
render-target-choice = { $name } escolhe um setor-alvo
render-target-choice-goal-kick = { $name } escolhe um setor-alvo para o tiro de meta
render-event-moves = Evento especial: { $name } pode mover { $count } { $count ->
        [one] jogador
       *[other] jogadores
    } um setor
render-extra-movement = Tiro de meta lento: movimentação extra para { $name }
render-action-in-control = { $name } (com o controle): { $what }
render-action-defending = { $name } (defendendo): { $what }
render-shoot-or-move = chutar ou escolher uma movimentação
render-choose-movement = escolher uma movimentação
render-moving = { $kind }, { $count ->
        [one] resta { $count } movimento
       *[other] restam { $count } movimentos
    }
render-free-moves = movimentos livres para longe da linha de fundo
render-finish = pressionar, substituir ou encerrar a fase
render-shootout-kick = Disputa de pênaltis: { $name } cobra
render-penalty = PÊNALTI para { $name }: o goleiro pula, depois a cobrança
render-half-time = Intervalo: cada técnico pode passar um jogador para outra linha
render-result-penalties = Fim de jogo { $home }–{ $away }: { $name } vence por { $won }–{ $lost } nos pênaltis
render-result-win = Fim de jogo: { $name } vence por { $won }–{ $lost }
render-result-draw = Fim de jogo: empate em { $home }–{ $away }
render-rule-a1 = A1 condição física
render-rule-a2 = A2 funções
render-rule-a3 = A3 substituições
render-rule-a4 = A4 lesões
render-rule-a5 = A5 goleiro
render-rule-a6 = A6 estilos
render-basic-rules = regras básicas
render-advanced-rules = regras avançadas: { $rules }
render-last-kick-scored = Última cobrança: { $name } chuta { $kick }, o goleiro pula { $dive }, dado { $roll } — gol
render-last-kick-missed = Última cobrança: { $name } chuta { $kick }, o goleiro pula { $dive }, dado { $roll } — perdido
render-last-turn = Último turno: { $summary }

refused-away-decides = agora a decisão é do visitante
refused-home-decides = agora a decisão é do mandante
refused-not-now = '{ $what }' não é permitido agora; você pode escolher: { $options }
refused-not-now-more = '{ $what }' não é permitido agora; você pode escolher: { $options } e mais { $more }
