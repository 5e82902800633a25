# fasisac: the game's words in pt-BR; the same messages as en.ftl.

blurb = futebol de cinco com cartas e d12: monte um elenco de 8 no draft, escolha uma tática e uma escalação secretas e vença os duelos com cartas de boost
rules = Futebol de cinco com cartas de jogador e d12, para dois técnicos. A partida completa: uma rolagem de d12 decide o mandante; os técnicos escolhem 8 jogadores cada um de um pool de 16 (o mandante primeiro, escolhas alternadas, no máximo 2 goleiros); cada um escolhe, virada para baixo, uma de seis táticas (Possession, Fluid, High Press, Direct, Sit Deep, Counter) e, depois que as duas são reveladas, uma escalação secreta de 5 em GK, D, ML, MR e S. A tática e quantos titulares levam o seu ícone dão a cada time suas jogadas de ataque, suas cartas de boost e os ataques adversários que anula; as táticas vencem umas às outras em círculo (Técnicas > Intensas > Reativas > Técnicas). Em cada jogada de ataque, o dado branco escolhe o atacante e o vermelho o defensor; Técnica + d12 contra Desarme + d12, depois Chute + d12 contra a Defesa do goleiro + d12; o atacante precisa tirar estritamente mais. Antes dos dados cada técnico pode jogar um boost de atributo (+3 no próprio atributo ou +1 em qualquer outro; primeiro o atacante, o defensor responde e o atacante pode responder de novo); depois deles, o técnico que está perdendo pode jogar um Reroll do próprio dado. No intervalo, táticas e escalações podem mudar; os boosts não usados continuam na mão. A partida de treino distribui cinco jogadores para cada um e tem um só tempo de 5 + 5 ataques. Opções: pênaltis para desempatar (3 cobradores cada, depois morte súbita) e Rush Keepers (quatro jogadores de linha; o dado vermelho escolhe quem vai para o gol em cada chute).
notation = SKL/TCK/SHT/GKP são Técnica, Desarme, Chute e Defesa; as posições são GK (goleiro), D (zagueiro), ML (meio-campo esquerdo), MR (meio-campo direito) e S (atacante).
slot-goalkeeper = Goleiro
slot-defender = Zagueiro
slot-midfield-left = Meio-campo esquerdo
slot-midfield-right = Meio-campo direito
slot-striker = Atacante
attribute-skill = Técnica
attribute-tackling = Desarme
attribute-shooting = Chute
attribute-goalkeeping = Defesa
draft-snake = draft em serpentina
draft-auction = draft por leilão
half-training = Partida de treino
half-first = Primeiro tempo
half-second = Segundo tempo
event-home-roll = Rolagem antes do jogo: { $first } { $a }, { $second } { $b }. { $home } joga em casa.
event-home-roll-after-ties = Rolagem antes do jogo: { $first } { $a }, { $second } { $b } (depois de { $ties ->
        [one] { $ties } empate
       *[other] { $ties } empates
    }). { $home } joga em casa.
event-draft-order = Começa o { $rule }; a ordem, por sorteio: { $order }
event-pool-dealt = O pool do draft: { $players } jogadores, { $keepers ->
        [one] { $keepers } deles goleiro
       *[other] { $keepers } deles goleiros
    }
event-picked = { $name } escolhe { $player } ({ $stats })
event-nominated = { $name } coloca { $player } em leilão por { $price }k
event-bid = { $name } oferece { $price }k
event-sold = VENDIDO: { $player } para { $name } por { $price }k
event-draft-complete = O draft terminou: todos os elencos têm 8 jogadores
event-tactic-chosen = { $name }: você escolheu { $tactic }
event-tactics-revealed = Táticas reveladas: { $tactics }
event-placed = { $name }: { $player } em { $slot }
event-lineups-revealed = Escalações reveladas. { $lineups }
event-half-numbers = { $name }: { $tactic } com { $specialists ->
        [one] { $specialists } especialista
       *[other] { $specialists } especialistas
    }: { $attacks ->
        [one] { $attacks } ataque
       *[other] { $attacks } ataques
    }, { $boosts ->
        [one] { $boosts } boost
       *[other] { $boosts } boosts
    }, anula { $removes ->
        [one] { $removes } ataque
       *[other] { $removes } ataques
    } do adversário
event-boosts-drawn = { $name } compra { $count ->
        [one] { $count } boost
       *[other] { $count } boosts
    }: { $boosts }
event-boosts-drawn-hidden = { $name } compra { $count ->
        [one] { $count } carta de boost
       *[other] { $count } cartas de boost
    }
event-boost-deck-reshuffled = O baralho de boosts é embaralhado de novo com os descartes
event-kick-off = { $half }: jogadas de ataque { $attacks }
event-attack = Ataque de { $name }: dado branco { $white } — { $attacker } contra dado vermelho { $red } — { $defender }
event-keeper-rushes = Goleiro-linha! O dado vermelho de { $name } mostra { $red }: { $player } vai para o gol
event-boost-played = { $name } joga { $boost }: +{ $bonus } { $attribute }
event-rolled = Dados: { $attacker } contra { $defender }
event-rerolled = { $name } rola de novo: { $from } → { $to }
event-tackle-beaten = { $att } { $a } v { $def } { $d } ({ $name }): passou pela marcação, cara a cara com o goleiro!
event-tackle-won = { $att } { $a } v { $def } { $d } ({ $name }): o desarme fica com a bola
event-shot-in = { $att } { $a } v { $def } { $d } ({ $name }): é gol!
event-shot-saved = { $att } { $a } v { $def } { $d } ({ $name }): defendeu
event-goal = GOL de { $name }! { $player } marca ({ $score })
event-half-time = Intervalo: { $score }. Táticas e escalações podem mudar.
event-full-time = Fim de jogo: { $score }
event-penalties-begin = Empate no fim de jogo: pênaltis! Cada técnico escolhe 3 cobradores em segredo
event-taker-named = { $name }: { $player } vai cobrar um pênalti
event-takers-revealed = Cobradores de pênalti: { $takers }
event-penalty-scored = Pênalti, { $name }: { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total }: GOL ({ $score })
event-penalty-saved = Pênalti, { $name }: { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total }: defendeu ({ $score })
event-lots-drawn = A morte súbita não separa os dois: o sorteio favorece { $name }
event-shootout-over = A disputa de pênaltis termina { $score }
situation-rush-keepers = Rush Keepers: o dado vermelho escolhe o seu goleiro em cada chute.
situation-draft-pick = Escolha { $pick } do draft — seu elenco ({ $size }/8): { $squad }
situation-your-pick = Sua vez: { $left ->
        [one] resta { $left } jogador
       *[other] restam { $left } jogadores
    } no pool.
situation-picking = { $name } está escolhendo.
situation-auction = Leilão — seu orçamento { $purse }k, elenco { $size }/8: { $squad }
situation-nominate = Coloque um jogador em leilão com um lance inicial.
situation-bidding = Leilão — { $player } ({ $stats }) a { $price }k para { $name }. Seu orçamento: { $purse }k.
situation-raise-or-pass = Aumente o lance ou passe.
situation-your-squad = Seu elenco: { $squad }
situation-tactic-chosen = Você escolheu { $tactic }; esperando o outro técnico.
situation-choose-tactic = Escolha sua tática virada para baixo (revelada quando os dois tiverem escolhido).
situation-tactics = Táticas: { $tactics }.
situation-lineup-so-far = Sua escalação até agora:
situation-choose-slot = Escolha quem joga de { $slot } ({ $code }). Jogadores com o ícone de { $tactic } contam como especialistas.
situation-choose-slot-no-tactic = Escolha quem joga de { $slot } ({ $code }). Jogadores com o ícone da sua tática contam como especialistas.
situation-lineup-ready = Sua escalação está pronta; esperando o outro técnico.
situation-attacks-left = Jogadas de ataque restantes: { $left }.
situation-attack = { $name } ataca: { $attacker } ({ $att } { $a }) contra { $defender } ({ $def } { $d }).
situation-boost-played = { $name } jogou { $boost } (+{ $bonus }).
situation-dice = Dados { $a } v { $d }: totais { $att_total } v { $def_total } (o atacante precisa tirar mais).
situation-your-boosts = Seus boosts: { $boosts }.
boosts-none = nenhum
situation-last-chance = O outro técnico respondeu com um boost: última chance de jogar o seu, ou passe.
situation-boost-window = Janela de boost: jogue um boost de atributo (+3 no próprio atributo, +1 em qualquer outro) ou passe.
situation-reroll-window = Você está perdendo este duelo: jogue um Reroll do seu próprio dado ou passe.
situation-roll = Role os dados para este ataque.
situation-penalties = Pênaltis { $score }.
situation-name-takers = Escolha seus cobradores de pênalti em ordem, em segredo: { $named } de 3 escolhidos.
situation-sudden-death = Morte súbita, rodada { $round }: escolha seu próximo cobrador.
situation-your-lineup = Sua escalação:
squad-nobody-yet = ninguém ainda
control-card-detail = { $icons } · valor { $value }
control-group-goalkeepers = Goleiros
control-group-value-high = Jogadores de linha, valor 18+
control-group-value-low = Jogadores de linha, valor 17 ou menos
control-tactic = { $tactic } — { $attacks } ataques, { $boosts } { $most_boosts ->
        [one] boost
       *[other] boosts
    }
control-tactic-cancels = { $tactic } — { $attacks } ataques, { $boosts } { $most_boosts ->
        [one] boost
       *[other] boosts
    }, anula { $cancels } dos ataques deles
control-tactic-detail = Rende mais com mais titulares com o ícone ({ $carrying } no elenco) · bônus vs { $tactics }
control-pick = Escolher { $player }
control-nominate = { $player } por { $price }k
control-bid = Oferecer { $price }k
control-place = { $player } em { $slot }
control-keep-lineup = Manter a mesma escalação
control-clear-lineup = Recomeçar a escalação
control-roll = Rolar os dados
control-reroll = Rolar de novo o meu dado
control-pass-bidding = Passar (parar de dar lances)
control-pass = Passar
control-taker = { $player } (Chute { $shooting })
control-boost = { $boost }: +{ $bonus } { $attribute }
control-pick-a-player = Escolha um jogador
control-group-pick-one = { $group }: escolha um
control-open-at-minimum = abrir no lance mínimo · { $detail }
control-open-at-value = abrir pelo valor dele · { $detail }
control-put-up-for-auction = Coloque um jogador em leilão
control-group-which-price = { $group }: qual, e por quanto?
control-choose-tactic = Escolha sua tática (secreta)
control-specialist = { $icons } · especialista
control-who-plays-there = { $slot } ({ $code }): quem joga aí?
control-lineup = Escalação
control-start-again = Recomeçar
control-pass-no-boost = Passar: sem boost
control-pass-keep-dice = Passar: manter os dados
control-taker-detail = Chute de { $player } contra a Defesa do goleiro
control-name-taker = Escolha um cobrador de pênalti (secreto)
option-format = A partida completa tem draft dos elencos e dois tempos com táticas e boosts; a partida de treino distribui cinco jogadores para cada um e tem um só tempo de 5 + 5 ataques.
option-variant = Rush Keepers: quatro jogadores de linha e nenhum goleiro; o dado vermelho escolhe quem vai para o gol em cada chute.
option-penalties = Desempate nos pênaltis: três cobradores secretos para cada lado, depois morte súbita.
option-window = Segundos que uma janela de boost ou de Reroll fica aberta no Discord antes que o técnico atrasado passe a vez.
describe-full-drafted = partida completa, elencos do draft
describe-full = partida completa
describe-training = partida de treino
describe-penalties = pênaltis
describe-window = janelas de boost de { $seconds } s
render-training-match = partida de treino
render-training-rush-keepers = treino · Rush Keepers
render-five-a-side = futebol de cinco
render-penalties = pênaltis
render-full-time = fim de jogo
render-before-kick-off = antes do pontapé inicial
render-half-time = intervalo
render-one-half = tempo único
render-first-half = primeiro tempo
render-second-half = segundo tempo
render-lineup-secret = escalação secreta
render-outfield-key = na linha: técnica desarme chute
render-group-technical = Técnica
render-group-intense = Intensa
render-group-reactive = Reativa
render-home = { $name } (casa)
render-away = { $name } (fora)
render-no-tactic = sem tática (treino)
render-tactic-face-down = tática virada para baixo
render-numbers = { $attacks ->
        [one] { $attacks } ataque
       *[other] { $attacks } ataques
    } · { $boosts ->
        [one] { $boosts } boost
       *[other] { $boosts } boosts
    } · anula { $removes }
render-attacks-left = ataques restantes { $left } · boosts na mão { $boosts }
render-bench = banco: { $players }
render-squad = elenco: { $players }
render-penalties-score = Pênaltis: { $home } – { $away }
render-no-attack-yet = Nenhum ataque ainda: o baralho de jogadas decide quem ataca primeiro
render-last-attack-goal = Último ataque: GOL
render-last-attack-tackled = Último ataque: desarmado
render-last-attack-saved = Último ataque: defendido
render-head-to-head-1 = Duelo 1: { $att } v { $def }
render-head-to-head-2 = Duelo 2: { $att } v { $def }
render-dice = branco { $white } · vermelho { $red }
render-plus-boost = + boost { $boost }
render-draft-complete = O draft terminou: todos os elencos têm 8 jogadores
render-pick = Escolha { $pick }: vez de { $name }
render-nominating = { $name } coloca um jogador em leilão
render-bidding = { $player } — { $price }k para { $name }: quem dá mais?
render-tactics-half-time = Intervalo: os dois técnicos escolhem uma tática, virada para baixo
render-tactics = Os dois técnicos escolhem uma tática, virada para baixo
render-lineups-half-time = Intervalo: os dois técnicos montam a escalação em segredo
render-lineups = Os dois técnicos montam a escalação em segredo
render-boost-window = Janela de boost: { $name }
render-reroll-window = Janela de Reroll: { $name }
render-rolls = { $name } rola para o ataque
render-takers = Os dois técnicos escolhem os cobradores em segredo
render-tournament = torneio, { $rule }
render-draft = draft
render-pool-left = { $left ->
        [one] resta { $left }
       *[other] restam { $left }
    } no pool
render-pool = Pool
render-value = valor { $value }
render-purse-left = { $size }/8 · restam { $purse }k

refused-waiting-pick = outro técnico está escolhendo
refused-waiting-nominate = outro técnico está colocando um jogador em leilão
refused-waiting-bid = você tem o lance mais alto ou já saiu deste leilão
refused-waiting-boost = a janela de boost do outro técnico está aberta
refused-waiting-reroll = o outro técnico pode rolar de novo
refused-waiting-roll = o técnico que ataca rola os dados
refused-waiting-other = é a vez do outro técnico
refused-card-number = carta { $card }
refused-not-in-pool = { $player } não está no pool; escolha { $left ->
        [one] o único jogador que resta
       *[other] um dos { $left } jogadores que restam
    }
refused-keeper-limit = { $player } é goleiro e você já tem { $most }: no máximo dois por elenco
refused-opening-bid = não é permitido um lance inicial de { $price }k: abra com 10k ou pelo valor do jogador, e no máximo com { $max }k (10k ficam reservados para cada outra vaga livre)
refused-keepers-must-go-round = se você levar { $player }, algum elenco ficará sem goleiro: os goleiros que restam precisam dar para todos
refused-bid = não é permitido um lance de { $bid }k: aumente o lance de { $price }k em 10k, 50k ou 100k, até { $max }k
refused-not-in-squad = { $player } não está no seu elenco
refused-already-in-lineup = { $player } já está na sua escalação
refused-rush-keepers-no-keeper = { $player } é goleiro: no Rush Keepers começam quatro jogadores de linha e nenhum goleiro
refused-goal-needs-gloves = { $player } não tem luvas: a posição GK precisa de uma carta de goleiro
refused-lineup-complete = sua escalação já está completa
refused-no-lineup-to-keep = ainda não há escalação para manter: escale seus jogadores
refused-reroll-in-its-window = o Reroll é jogado depois de rolar os dados, na janela de Reroll
refused-boost-not-held = você não tem nenhum { $boost }
refused-one-boost-per-duel = só um boost de atributo por duelo
refused-reroll-by-the-loser = o Reroll é jogado depois da rolagem, pelo técnico que está perdendo
refused-no-reroll-card = você não tem nenhuma carta de Reroll
refused-not-a-taker = { $player } não pode cobrar este pênalti: cobram os jogadores em campo, cada um uma vez até que todos tenham cobrado
refused-not-now = você não pode fazer isso agora
