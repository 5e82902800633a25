# Leagues, tournaments and their news, for Discord and the web pages alike. English is the source.
# Refusals: creating, finding, joining and leaving a competition.
league-squads-not-drafted = Os elencos desta partida ainda não foram escolhidos no draft.
league-name-length = Um nome precisa ter de 1 a { $most } caracteres.
league-name-characters = Um nome não pode conter @, #, crases nem caracteres de controle.
league-points-rule = Os pontos devem seguir vitória ≥ empate ≥ derrota, com 1 a 10 por vitória (ex.: 3-1-0).
league-forfeit-goals = O placar de W.O. deve ser de 1 a 10 gols.
league-no-rulebook = O regulamento de { $game } não dá uma ordem para times empatados em pontos: escolha futebol ou confronto direto primeiro.
league-no-draft = { $game } não tem draft; uma liga de draft pode ser jogada com { $drafting }.
league-draft-managers = { $span ->
        [one] Uma liga de draft de { $game } tem { $fewest } técnicos (`managers:` { $fewest }).
        [two] Uma liga de draft de { $game } tem { $fewest } ou { $most } técnicos (`managers:` { $fewest } ou { $most }).
       *[range] Uma liga de draft de { $game } tem de { $fewest } a { $most } técnicos (`managers:` { $choices }).
    }
league-draft-options = Uma liga de draft é criada com as opções do seu draft (`draft:` cobrinha ou leilão).
league-no-solo = Uma partida solo de { $game } não tem adversário para pôr numa classificação: tire `solo` para uma competição (os resultados solo têm seu próprio ranking, `/leaderboard`).
league-not-one-against-one = { $span ->
        [one] { $game } é jogado por { $fewest } jogadores, e as partidas de uma competição são um contra um. Jogue com `/play`.
       *[range] { $game } é jogado por { $fewest } a { $most } jogadores, e as partidas de uma competição são um contra um. Jogue com `/play`.
    }
league-name-taken = Já existe uma competição chamada '{ $name }' neste servidor. Escolha outro nome.
league-is-a-league = '{ $name }' é uma liga, não um torneio: use `/league …` para ela.
league-is-a-tournament = '{ $name }' é um torneio, não uma liga: use `/tournament …` para ele.
league-none-here = Não há nenhuma competição chamada '{ $name }' aqui, e ainda não há nenhuma: um admin pode criar uma com `/league create` ou `/tournament create`.
league-unknown = Não há nenhuma competição chamada '{ $name }' aqui. Existentes: { $known }.
league-already-in = Você já está em '{ $name }'.
league-full = '{ $name }' já tem seus { $managers } técnicos.
league-join-closed = '{ $name }' já começou; você pode entrar quando a próxima temporada abrir.
league-leave-started = '{ $name }' já começou, então você não pode sair agora; peça a um admin.
league-not-in = Você não está em '{ $name }'.
league-cannot = { $reason }
league-already-started = '{ $name }' já começou.
league-too-few-members = '{ $name }' precisa de pelo menos { $need } membros para começar; tem { $members }. Os jogadores entram com `/{ $command } join`.
league-season-not-finished = A temporada { $season } de '{ $name }' ainda não terminou; uma nova temporada pode abrir quando todas as partidas forem jogadas.
# A fixture's score from the home side.
score-went-through = { $home }–{ $away } ({ $through } avançou)
score-went-through-forfeit = { $home }–{ $away } ({ $through } avançou) (W.O.)
score-forfeit = { $home }–{ $away } (W.O.)
# Refusals: fixtures, reports, confirmations, disputes, overrides.
league-not-started = '{ $name }' ainda não começou.
league-season-over = A temporada { $season } de '{ $name }' terminou.
league-no-fixture-left = Por enquanto você não tem nenhuma partida para jogar em '{ $name }'.
league-next-reported = Sua próxima partida tem um placar informado à espera: confirme com `/league confirm` ou conteste com `/league dispute`.
league-next-overdue = Sua próxima partida perdeu o prazo; um admin vai decidi-la.
league-already-played = Essa partida já foi jogada.
league-score-range = Os placares vão de 0 a 99.
league-level-tie = É um confronto de mata-mata e o placar está empatado: diga quem avançou (`went_through`).
league-next-in-play = Sua próxima partida está sendo jogada no bot; o resultado vai contar sozinho.
league-next-disputed = O placar da sua próxima partida está contestado; um admin vai resolver.
league-no-report-now = Essa partida não aceita um placar agora.
league-own-report = Você informou esse placar; seu adversário tem que confirmá-lo (ou contestá-lo).
league-nothing-to-confirm = Nenhum placar está esperando sua confirmação em '{ $name }'.
league-has-result = Essa partida já tem resultado.
league-dispute-reason = Diga em poucas palavras (até 300 caracteres) o que está errado no placar informado.
league-no-dispute-now = Esse placar não pode ser contestado agora.
league-override-reason = Definir um resultado precisa de um motivo (até 300 caracteres); ele fica no registro de auditoria.
league-no-such-fixture = '{ $name }' não tem a partida #{ $fixture } nesta temporada; `/league fixtures` lista as partidas com seus números.
league-override-in-play = Essa partida está sendo jogada no bot agora; deixe terminar (ou desista dela) primeiro.
league-override-too-late = A próxima fase desse confronto já foi sorteada, então o resultado não pode mais mudar.
league-override-level-tie = É um confronto de mata-mata e o placar está empatado: diga se o mandante avançou (`home_went_through`).
# Deadline news in a competition's channel.
deadline-report-stands = ⌛ **{ $home }** x **{ $away }** ({ $competition }): o { $home_goals }–{ $away_goals } informado fica valendo: não foi respondido antes do prazo.
deadline-awarded-home = ⌛ **{ $home }** x **{ $away }** ({ $competition }): { $goals }–0 para { $home } por W.O.: { $away } não apareceu antes do prazo.
deadline-awarded-away = ⌛ **{ $home }** x **{ $away }** ({ $competition }): 0–{ $goals } para { $away } por W.O.: { $home } não apareceu antes do prazo.
deadline-missed = ⌛ **{ $home }** x **{ $away }** ({ $competition }, partida #{ $fixture }) perdeu o prazo; um admin decide com `/league override`.
# Where a fixture stands, before it has a score.
fixture-in-play = em andamento
fixture-reported = placar informado, aguardando confirmação
fixture-disputed = contestada: aguardando um admin
fixture-overdue = prazo perdido: aguardando um admin
fixture-one-ready = um lado pronto
fixture-to-play = a jogar
# Knockout rounds, and the headings fixtures are listed under.
round-final = Final
round-semi-finals = Semifinais
round-quarter-finals = Quartas de final
round-of = { $sides ->
        [16] Oitavas de final
       *[other] Fase de { $sides }
    }
round-numbered = Rodada { $round }
group-title = Grupo { $group }
group-round-title = Grupo { $group } · rodada { $round }
# Which tie-break separated two teams level on points.
tiebreak-above = { $criterion ->
        [goal-difference] { $upper } à frente de { $lower } no saldo de gols
        [goals-for] { $upper } à frente de { $lower } em gols marcados
        [wins] { $upper } à frente de { $lower } em vitórias
        [head-to-head-points] { $upper } à frente de { $lower } nos pontos do confronto direto
        [head-to-head-goal-difference] { $upper } à frente de { $lower } no saldo de gols do confronto direto
        [head-to-head-goals-for] { $upper } à frente de { $lower } nos gols do confronto direto
        [buchholz] { $upper } à frente de { $lower } no Buchholz
        [sonneborn-berger] { $upper } à frente de { $lower } no Sonneborn-Berger
        [lots] { $upper } à frente de { $lower } no sorteio
       *[points] { $upper } à frente de { $lower } em pontos
    }
# A knockout tie's score from the upper side.
tie-aggregate = { $home }–{ $away } no agregado
tie-aggregate-through = { $home }–{ $away } no agregado ({ $through } avança)
tie-through = { $home }–{ $away } ({ $through } avança)
# One fixture: its number, the sides, the leg, and where it stands.
fixture-line = `{ $id }` { $home } x { $away } — { $state }
fixture-line-second-leg = `{ $id }` { $home } x { $away } (volta) — { $state }
fixture-line-decider = `{ $id }` { $home } x { $away } (desempate) — { $state }
fixtures-none = Não há partidas aí.
# A competition in one line.
summary-round-days = { $days ->
        [one] 1 dia por rodada
       *[other] { $days } dias por rodada
    }
summary-no-deadlines = sem prazos por rodada
tiebreak-rulebook = o regulamento de { $game }
tiebreak-preset = { $preset ->
        [head-to-head-first] confronto direto primeiro
        [swiss] suíço
       *[football] futebol
    }
summary = { $game } ({ $options }) · { $format } · pontos { $win }-{ $draw }-{ $loss } · desempate: { $tiebreak } · { $deadline }
# A table's column headings (the text table; the picture's too).
column-team = Time
column-played = J
column-won = V
column-drawn = E
column-lost = D
column-goals-for = GP
column-goals-against = GC
column-goal-difference = SG
column-points = Pts
# News in a competition's channel.
news-next-round = 📣 **{ $competition }**: a próxima rodada foi sorteada.
    { $fixtures }
news-champions = 🏆 A temporada { $season } de **{ $competition }** terminou: **{ $champion }** é o campeão!
news-no-champions = 🏆 A temporada { $season } de **{ $competition }** terminou: não há campeão.
news-league-champions = 🏆 A temporada { $season } de **{ $competition }** terminou: **{ $champion }** é o campeão!
    Um admin pode abrir a próxima temporada com `/league season new name:{ $competition }`.
news-league-no-champions = 🏆 A temporada { $season } de **{ $competition }** terminou: não há campeão.
    Um admin pode abrir a próxima temporada com `/league season new name:{ $competition }`.
news-lots = O sorteio da temporada:
    { $lines }
news-result = ⚽ Resultado de **{ $competition }**: { $result }
news-draft-complete = ✅ O draft de **{ $competition }** terminou: cada técnico fica com seu elenco durante todo o torneio (veja o quadro do draft). { $count ->
        [one] 1 partida foi marcada.
       *[other] { $count } partidas foram marcadas.
    }
    { $fixtures }
    
    Comece sua próxima partida com `/{ $command } play`.
# Table and bracket pictures.
column-form = Forma
picture-group-title = { $competition } — Grupo { $group }
picture-season-title = { $competition } — Temporada { $season }
picture-no-teams = Ainda sem times
bracket-bye = folga
bracket-to-be-decided = A definir
bracket-champions = CAMPEÃO
bracket-empty = Nenhuma fase sorteada ainda
league-not-your-fixture = Esta partida não é sua.
league-gone = Esta competição não existe mais.
# What only competition admins can do.
admins-only-create-league = Só admins de competições podem criar uma liga: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
admins-only-create-tournament = Só admins de competições podem criar um torneio: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
admins-only-start = Só admins de competições podem começar uma competição: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
admins-only-new-season = Só admins de competições podem abrir uma nova temporada: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
admins-only-crest = Só admins de competições podem definir o escudo de um membro: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
admins-only-publish = Só admins de competições podem publicar as páginas deste servidor: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
admins-only-override = Só admins de competições podem definir resultados: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
admins-only-log = Só admins de competições podem ler o registro de auditoria: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
# Creating, joining, leaving, starting; seasons; admin roles.
create-bad-points = '{ $points }' não é uma regra de pontos: escreva vitória-empate-derrota, ex.: 3-1-0.
created-league = 🏟️ Liga **{ $name }** criada: { $summary }.
    Entre com `/league join name:{ $name }`; um admin a começa com `/league start`.
create-unknown-draft-method = Não conheço esse jeito de fazer o draft (reabra o Discord para ver a lista nova).
create-unknown-format = Esta versão não conhece esse formato; escolha um da lista.
create-draft-methods = O draft de { $game } é feito por { $ways }.
create-draft-two-methods = O draft de { $game } é feito por { $first } ou por { $second }.
created-tournament = 🏆 Torneio **{ $name }** criado: { $summary }.
    Entre com `/tournament join name:{ $name }`; um admin o começa com `/tournament start`.
joined = ✅ { $who } entrou em **{ $name }** ({ $count ->
        [one] 1 inscrito até agora
       *[other] { $count } inscritos até agora
    }).
left = Você saiu de '{ $name }'.
draft-opened-late = O draft ainda não estava aberto: agora está, em { $thread }.
started-draft = 📣 **{ $name }** começou: o draft está aberto em { $thread }.
started = 📣 A temporada { $season } de **{ $name }** começou: { $count ->
        [one] 1 partida marcada
       *[other] { $count } partidas marcadas
    } para { $members }.
    { $fixtures }
    
    Veja as suas com `/{ $command } fixtures`; comece sua próxima partida com `/{ $command } play` (ela começa quando os dois lados tiverem feito isso).
started-sealed = 📣 A temporada { $season } de **{ $name }** começou: { $count ->
        [one] 1 partida marcada
       *[other] { $count } partidas marcadas
    } para { $members }.
    🔒 O sorteio da temporada está lacrado: `{ $seal }` (revelado quando a temporada terminar).
    { $fixtures }
    
    Veja as suas com `/{ $command } fixtures`; comece sua próxima partida com `/{ $command } play` (ela começa quando os dois lados tiverem feito isso).
season-opened = 🗓️ A temporada { $season } de **{ $name }** está aberta com os mesmos { $members } membros; a classificação anterior foi arquivada. Outros podem usar `/{ $command } join` até um admin começá-la.
admins-role-set = Membros com o cargo **{ $role }** agora podem organizar competições aqui.
admins-role-cleared = Agora só quem tem Gerenciar servidor pode organizar competições aqui.
# Fixtures, tables, brackets, exports, the audit log, ratings.
fixtures-not-started = '{ $name }' ainda não começou, então não há partidas.
fixtures-rounds-drawn = { $rounds ->
        [one] '{ $name }' tem 1 rodada sorteada até agora.
       *[other] '{ $name }' tem { $rounds } rodadas sorteadas até agora.
    }
fixtures-round = Temporada { $season } de **{ $name }**
    { $fixtures }
    Outras rodadas: `round:` 1–{ $last }.
table-heading = Temporada { $season } de **{ $name }**
table-is-knockout = '{ $name }' é um mata-mata: veja `/tournament bracket`.
bracket-after-groups = '{ $name }' ainda não tem chave: o mata-mata é sorteado quando a fase de grupos terminar; `/tournament table` mostra os grupos.
bracket-not-started = '{ $name }' ainda não tem chave: ainda não começou.
bracket-none = '{ $name }' ainda não tem chave: não tem fase de mata-mata; `/tournament table` mostra a classificação.
bracket-heading = Chave de **{ $name }**
export-heading = Temporada { $season } de **{ $name }**: classificação e resultados.
log-heading = Registro de auditoria de **{ $name }** (mais recentes primeiro)
    { $lines }
rating-unknown-game = Não conheço esse jogo. `/games` lista os jogos.
rating-line = { $place }. **{ $name }** — { $rating } ({ $played ->
        [one] 1 partida
       *[other] { $played } partidas
    })
rating-heading = **Ratings de { $game }** (Elo, todo mundo começa com 1500)
    { $lines }
solo-line = { $place }. **{ $name }** — melhor { $best } ({ $scored ->
        [one] 1 gol marcado
       *[other] { $scored } gols marcados
    }) · { $wins } vitórias em { $played }
solo-heading = **{ $game } solo — { $level }** (melhor saldo de gols)
    { $lines }
rating-none = Ainda não há partidas de { $game } com rating: os ratings vêm de partidas entre duas pessoas.
rating-none-with-solo = Ainda não há partidas de { $game } com rating: os ratings vêm de partidas entre duas pessoas, e os rankings solo de partidas solo.
# Reports, confirmations, disputes, overrides.
reported = 📝 { $reporter } informa { $mine }–{ $theirs } contra { $opponent } (partida `{ $fixture }`, { $name }). { $opponent }: `/{ $command } confirm` se estiver certo, `/{ $command } dispute` se não.
result-confirmed = ✅ Resultado confirmado: { $line }
disputed = ⚠️ A partida `#{ $fixture }` de **{ $name }** foi contestada. Um admin resolve com `/{ $command } override fixture:{ $fixture }`.
result-set = 🛠️ Resultado definido por { $admin }: { $line } — { $reason }
# Playing a fixture on the bot.
ready-button = Pronto
opponent-ready = { $opponent }, seu adversário está pronto para sua partida `{ $fixture }` de **{ $name }**. Aperte Pronto (ou use `/{ $command } play`) para começar.
ready-already = Você já está pronto para sua partida `{ $fixture }` de **{ $name }**: falta { $opponent } apertar Pronto.
fixture-being-played = Sua partida já está sendo jogada.
fixture-being-played-in = Sua partida já está sendo jogada em { $thread }.
kick-off = ⚽ A partida `{ $fixture }` de **{ $name }** começa em { $thread }.
draft-begins = 📋 O draft de **{ $name }** começa em { $thread } para { $managers }: as escolhas e os lances são públicos lá; cada um fica com seu elenco durante todo o torneio.
# Club crests.
crest-removed-yours = Seu escudo foi removido.
crest-removed-member = O escudo de { $member } foi removido.
crest-none-yours = Seu clube não tem escudo aqui.
crest-none-member = O clube de { $member } não tem escudo aqui.
crest-not-both = Envie uma imagem ou `remove:True`, não os dois.
crest-attach = Anexe o escudo como `image:` (PNG, JPEG, WebP ou GIF, até 512 KiB).
crest-too-big = Esse arquivo tem { $size } KiB; um escudo pode ter no máximo 512 KiB. Nada foi alterado.
crest-not-fetched = Não consegui baixar esse arquivo do Discord: tente de novo. Nada foi alterado.
crest-unreadable = Essa imagem não pode ser um escudo: { $reason }. Nada foi alterado.
crest-error-too-large = o arquivo tem { $bytes } bytes; um escudo pode ter no máximo 512 KiB
crest-error-not-an-image = o arquivo não é uma imagem que o Touchline consiga ler: envie um PNG, JPEG, WebP ou GIF
crest-error-unsupported = imagens { $format } não são aceitas: envie um PNG, JPEG, WebP ou GIF
crest-error-too-many-pixels = a imagem é grande demais ({ $size }): um escudo pode ter no máximo 4096 × 4096 pixels
crest-error-too-much-memory = ler a imagem ocuparia memória demais ({ $size }): um escudo pode ocupar no máximo 64 MiB descompactado
crest-error-broken = não foi possível ler a imagem ({ $why }): ela pode estar cortada ou danificada
crest-error-empty = a imagem está vazia
crest-set-yours = Seu escudo foi definido: ele aparece aqui nas imagens de partidas, classificações e chaves.
crest-set-member = O escudo de { $member } foi definido: ele aparece aqui nas imagens de partidas, classificações e chaves.
# The server's web pages.
publish-on = 🌐 As páginas deste servidor estão publicadas: { $link }
    Classificações, chaves, perfis e replays de partidas; uma partida ainda em andamento mostra só o tabuleiro público.
publish-on-no-address = 🌐 As páginas deste servidor estão publicadas, mas este bot não tem um endereço web para linkar: o operador dele configura `web.listen` ou `web.base_url` (ou roda `touchline web`).
publish-off = As páginas deste servidor agora estão ocultas; o endereço fica guardado para quando forem publicadas de novo.
# Challenges and open tables: refusals.
table-gone = Esta mesa não existe mais.
table-seats = { $game } é jogado por { $fewest } jogadores; esta mesa teria { $seats } (você e mais { $others }).
table-seats-range = { $game } é jogado por { $fewest } a { $most } jogadores; esta mesa teria { $seats } (você e mais { $others }).
table-play-yourself = Você não pode jogar contra si mesmo. Escolha outra pessoa, ou tire `opponent` para jogar contra o computador.
table-named-twice = Você escolheu o mesmo jogador duas vezes; escolha cada adversário uma vez.
table-only-challenged = Só o jogador desafiado pode aceitar.
table-only-challenged-many = Só os jogadores desafiados podem aceitar.
table-not-yours-to-decline = Este desafio não é seu para recusar.
table-host-waits = { $waiting ->
        [one] Você montou esta mesa; ela começa quando { $names } aceitar.
       *[other] Você montou esta mesa; ela começa quando { $names } tiverem aceitado.
    }
table-answered = Este desafio já foi respondido.
table-is-challenge = Este é um desafio para jogadores específicos; monte o seu com `/play`.
table-already-seated = Você já está nesta mesa.
table-full = Esta mesa está cheia ou já começou; monte a sua com `/play`.
table-not-seated = Você não está nesta mesa, ou ela já começou.
table-only-host-starts = Só o jogador que abriu a mesa pode começá-la.
table-over = Esta mesa já começou ou foi cancelada.
table-too-few = { $game } precisa de pelo menos { $fewest } jogadores; { $seated ->
        [one] 1 sentado até agora
       *[other] { $seated } sentados até agora
    }.
table-only-host-cancels = Só o jogador que montou a mesa pode cancelá-la.
# A challenge's or an open table's message and its buttons.
table-button-join = Entrar
table-button-leave = Sair
table-button-start = Começar
table-button-accept = Aceitar
table-button-decline = Recusar
table-open = { $host } tem uma mesa de **{ $game }** ({ $options }), para { $most } jogadores: { $count }/{ $most } sentados ({ $seated }). Entre para jogar; { $host } começa quando houver { $most }, ou ela começa quando encher.
table-open-range = { $host } tem uma mesa de **{ $game }** ({ $options }), para { $fewest } a { $most } jogadores: { $count }/{ $most } sentados ({ $seated }). Entre para jogar; { $host } começa quando houver { $fewest }, ou ela começa quando encher.
table-challenge = { $invited }, { $host } desafia você para **{ $game }** ({ $options }). Você aceita?
table-seat-order = Lugares: { $seats }
table-accepted-so-far = Aceitaram: { $accepted } · esperando { $waiting }.
table-full-kicking-off = A mesa está cheia — a partida vai começar…
table-accepted-kicking-off = Desafio aceito — a partida vai começar…
table-declined = Desafio recusado.
table-declined-by = Desafio recusado por { $names }.
table-called-off = A mesa foi cancelada.
table-challenge-called-off = Desafio cancelado.
table-match-on = A partida está rolando em { $thread }.
table-cannot-start-here = Esta partida não pode começar aqui. { $reason }
table-try-start-again = A partida não conseguiu começar; aperte Começar para tentar de novo.
table-try-accept-again = A partida não conseguiu começar; aperte Aceitar para tentar de novo.
table-restarted-host-starts = Esta partida não começou antes de o bot reiniciar; quem montou a mesa pode apertar Começar para tentar de novo.
table-restarted-accept = Esta partida não começou antes de o bot reiniciar; aperte Aceitar para tentar de novo.
rematch-setting-up = Preparando a revanche…
rematch-not-a-player = Só quem joga esta partida pode pedir a revanche.
rematch-still-playing = Esta partida ainda está em andamento: a revanche pode ser pedida quando ela terminar.
rematch-not-here = Esta partida não foi jogada aqui, então não tem revanche aqui.
rematch-under-way = A revanche já está em andamento.
rematch-posted = Revanche: { $thread }.

table-computer-seats = Lugares do computador: { $computers }. { $free ->
        [one] Ainda há um lugar livre para pessoas.
       *[other] Ainda há { $free } lugares livres para pessoas.
    }

# Pyramids: leagues as divisions, promotion and relegation.
admins-only-division = Só admins de competições podem encadear ligas numa pirâmide: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
pyramid-places = Entre 1 e { $most } clubes podem subir e descer entre duas divisões.
pyramid-leagues-only = Só ligas (uma classificação por temporadas) podem ser divisões de uma pirâmide; copas e ligas de draft, não.
pyramid-same-game = Todas as divisões de uma pirâmide jogam o mesmo jogo: '{ $above }' joga { $game }.
pyramid-loop = '{ $name }' não pode ficar abaixo de '{ $above }': '{ $above }' é a própria '{ $name }' ou uma das suas divisões inferiores, e uma pirâmide não pode andar em círculo.
pyramid-level-taken = '{ $above }' já tem uma divisão abaixo ('{ $below }'); uma pirâmide tem uma liga por nível.
pyramid-division-too-small = '{ $name }' tem { $clubs ->
        [one] { $clubs } clube
       *[other] { $clubs } clubes
    }, mas as linhas acima e abaixo dela movem { $needed }. Adicione clubes ou mude a linha com `/pyramid link`.
pyramid-not-finished = A próxima temporada da pirâmide abre quando todas as divisões terminarem; ainda em andamento: { $divisions }.
pyramid-not-begun = A próxima temporada da pirâmide abre quando todas as divisões terminarem; ainda não começaram: { $divisions }.
pyramid-not-finished-nor-begun = A próxima temporada da pirâmide abre quando todas as divisões terminarem; ainda em andamento: { $divisions }; ainda não começaram: { $waiting }.
pyramid-already-turned = A próxima temporada de '{ $name }' já foi aberta.
pyramid-created-below = 🔽 Ela é a divisão abaixo de **{ $above }**.
pyramid-whole = '{ $name }' é uma divisão da pirâmide encabeçada por '{ $top }': a próxima temporada dela abre junto com a da pirâmide inteira.
pyramid-linked = 🔗 **{ $name }** agora é a divisão abaixo de **{ $above }**.
    { $pyramid }
pyramid-level = { $level }. { $name }{ $line }
pyramid-line = { $places ->
        [one] {" "}(um clube sobe e um desce)
       *[other] {" "}({ $places } sobem e { $places } descem)
    }
pyramid-line-playoff = { $places ->
        [one] {" "}(um playoff em ida e volta pela única vaga)
       *[other] {" "}({ $places } sobem e { $places } descem, a última vaga num playoff em ida e volta)
    }
pyramid-none = '{ $name }' é uma liga isolada; encadeie ligas numa pirâmide com `/pyramid link`.
pyramid-heading = 🔺 Pirâmide de **{ $name }**
pyramid-season-open = temporada { $season } aberta ({ $clubs ->
        [one] { $clubs } clube
       *[other] { $clubs } clubes
    })
pyramid-season-running = temporada { $season } em andamento ({ $clubs ->
        [one] { $clubs } clube
       *[other] { $clubs } clubes
    })
pyramid-season-finished = temporada { $season } encerrada ({ $clubs ->
        [one] { $clubs } clube
       *[other] { $clubs } clubes
    })
pyramid-last-moves = Última temporada: ⬆️ { $up } · ⬇️ { $down }
pyramid-playoffs-first = 🏟️ **{ $name }**: os playoffs vêm antes da próxima temporada.
    { $ties }
    Use `/league season new` de novo quando eles forem jogados.
pyramid-playoff-drawn = { $upper } ({ $above }) x { $lower } ({ $below }), em ida e volta: joguem com `/tournament play name:{ $cup }`.
pyramid-playoff-waiting = { $upper } ({ $above }) x { $lower } ({ $below }) ainda está sendo disputado em '{ $cup }'.
pyramid-turned = 🔺 **{ $name }**: a temporada { $season } está aberta em todas as divisões, com acesso e rebaixamento feitos. Os admins começam cada divisão com `/league start`.
pyramid-picture-title = Pirâmide de { $name }
pyramid-picture-subtitle = Temporada { $season }: acesso e rebaixamento
pyramid-division-title = Divisão { $level } — { $name }, temporada { $season }
pyramid-up = ⬆ subiu
pyramid-up-playoff = ⬆ subiu pelo playoff
pyramid-down = ⬇ rebaixado
pyramid-down-playoff = ⬇ rebaixado após o playoff
pyramid-stay-playoff-won = permanece: venceu o playoff
pyramid-stay-playoff-lost = não sobe: perdeu o playoff
pyramid-champions = 🏆 campeão

# Kick-off times across time zones.
fixture-kickoff = { $line } · 🕖 { $time }
kickoff-unknown-zone = '{ $zone }' não é um fuso horário que eu conheça. Fusos horários têm nomes como Europe/Berlin ou America/New_York; parecidos com o que você escreveu: { $close }.
kickoff-zone-set = 🕖 Seu fuso horário agora é { $zone }: lá a hora é { $now }. Os horários que você propõe são lidos nesse fuso.
kickoff-bad-time = '{ $time }' não é um horário que eu consiga ler: escreva como YYYY-MM-DD HH:MM no seu próprio horário, ex.: 2026-12-05 19:30.
kickoff-skipped-time = { $time } não existe em { $zone }: lá os relógios pulam essa hora. Escolha outro horário.
kickoff-not-scheduled = Sua próxima partida (#{ $fixture }) já está sendo jogada ou já teve o placar informado; não há horário de início a combinar.
kickoff-how-many = Proponha de um a { $most } horários de início.
kickoff-past = { $time } já passou: proponha um horário no futuro.
kickoff-after-deadline = { $time } é depois do prazo da partida ({ $deadline }): proponha um horário antes dele.
kickoff-twice = { $time } foi proposto duas vezes.
kickoff-none = Ninguém propôs ainda um horário de início para sua próxima partida (#{ $fixture }): proponha horários com `/fixture propose`.
kickoff-own = Os horários da partida #{ $fixture } são proposta sua: seu adversário escolhe um ou faz uma contraproposta.
kickoff-choice = { $count ->
        [one] Há um horário para escolher (1)
       *[other] Há { $count } horários para escolher (1 a { $count })
    }, não { $choice }.
kickoff-passed = { $time } já passou: proponha novos horários com `/fixture propose`.
kickoff-changed = A proposta mudou enquanto você escolhia: veja os novos horários e escolha de novo.
kickoff-proposed = 🕖 { $proposer } propõe um horário de início para **{ $competition }** (partida #{ $fixture }) contra { $opponent }:
    { $times }
    { $opponent }: escolha um com `/fixture accept name:{ $competition } choice:` (1–{ $count }), ou proponha outros horários com `/fixture propose`.
kickoff-counter = 🕖 { $proposer } faz uma contraproposta para **{ $competition }** (partida #{ $fixture }) contra { $opponent }:
    { $times }
    { $opponent }: escolha um com `/fixture accept name:{ $competition } choice:` (1–{ $count }), ou proponha outros horários com `/fixture propose`.
kickoff-proposed-private = Horários propostos, lidos no seu fuso horário ({ $zone }): { $times }
kickoff-agreed = ✅ **{ $competition }**, partida #{ $fixture }, { $home } x { $away }: pontapé inicial { $time }. Os dois recebem um lembrete uma hora antes e na hora do pontapé inicial.
kickoff-hour-before = ⏰ { $home } x { $away } (**{ $competition }**, partida #{ $fixture }) começa { $relative } ({ $time }). Diga que está pronto com `/{ $command } play name:{ $competition }`.
kickoff-now = ⚽ Hora do pontapé inicial de { $home } x { $away } (**{ $competition }**, partida #{ $fixture }): `/{ $command } play name:{ $competition }`.
kickoff-show = 🕖 Partida #{ $fixture } contra { $opponent }: { $state }
kickoff-show-agreed = pontapé inicial combinado para { $time }.
kickoff-show-proposed = { $proposer } propôs: { $times }
kickoff-show-nothing = nenhum horário de início proposto ainda.

# Breaks and extensions.
admins-only-extend = Só admins de competições podem estender um prazo: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
break-bad-date = '{ $date }' não é uma data que eu consiga ler: escreva o último dia da sua pausa como YYYY-MM-DD, ex.: 2026-12-24.
break-past = { $date } já passou: indique o último dia da sua pausa, hoje ou depois.
break-too-long = '{ $competition }' permite { $allowed } dias de pausa por temporada e você já usou { $used }: uma pausa de { $days ->
        [one] 1 dia
       *[other] { $days } dias
    } é longa demais ali. Faça uma mais curta, ou peça a um admin para estender o prazo de uma partida com `/league extend`.
break-changed = Um prazo seu mudou enquanto sua pausa era registrada; faça a pausa de novo, por favor.
break-taken = 🏖️ Você está ausente até { $until } ({ $days ->
        [one] 1 dia
       *[other] { $days } dias
    }). Estes prazos foram adiados:
    { $moved }
break-taken-none = 🏖️ Você está ausente até { $until }. Nenhum prazo seu cai na pausa, então nenhum foi adiado.
break-moved = { $competition }, partida #{ $fixture }: agora { $deadline }
extend-days = Estenda um prazo em 1 a { $most } dias.
extend-reason = Diga o motivo em 1 a { $most } caracteres; ele fica no registro de auditoria.
extend-unknown-fixture = A partida #{ $fixture } não é uma das partidas desta temporada em '{ $name }': os números estão em `/league fixtures`.
extend-settled = A partida #{ $fixture } já foi jogada ou está sendo jogada: o prazo dela não importa mais.
extend-no-deadline = A partida #{ $fixture } não tem prazo: '{ $name }' não tem prazos por rodada.
extended = ⏳ { $admin } deu { $days ->
        [one] um dia a mais
       *[other] { $days } dias a mais
    } à partida #{ $fixture } de **{ $name }**: o prazo dela agora é { $deadline }. Motivo: { $reason }

# Deputies.
deputy-self = Você não pode ser seu próprio substituto: indique outra pessoa do servidor.
deputy-not-on-server = { $deputy } não pode ser substituto: indique uma pessoa deste servidor, não um bot.
deputy-plays-here = { $deputy } também joga em '{ $name }', então enfrentaria seus adversários por você e os próprios por si: indique alguém que não jogue nela.
deputy-taken = { $deputy } já é substituto de { $other } em '{ $name }': um substituto cobre só um membro de uma competição.
deputy-member-here = { $member } não está ausente, então joga as próprias partidas; um substituto só joga enquanto o membro está ausente (`/profile away`).
deputy-named = 🤝 { $deputy } é seu substituto em **{ $name }**: enquanto você estiver ausente (`/profile away`), ele joga suas partidas ali e os resultados contam para você.
deputy-cleared = Você não tem mais substituto em **{ $name }**.

# Pings.
pings-thread = uma menção no tópico da partida
pings-dm = uma mensagem direta (sem menção no tópico)
pings-set = 🔔 Aviso de que é a sua vez: { $how }, a qualquer hora.
pings-set-never = 🔕 Ninguém te avisa quando é a sua vez; suas escolhas privadas continuam chegando por mensagem direta.
pings-set-quiet = 🔔 Aviso de que é a sua vez: { $how }. Horário de silêncio { $from }–{ $to } ({ $zone }): os lembretes esperam ele acabar, a não ser que seu tempo vá acabar antes.
pings-bad-time = '{ $time }' não é um horário do dia: escreva como HH:MM, ex.: 22:30.
pings-quiet-both = Informe o início e o fim do seu horário de silêncio (`quiet_from` e `quiet_to`), ou nenhum dos dois para não ter.
pings-quiet-empty = O horário de silêncio precisa de um início e um fim diferentes.

# The match of the round.
match-of-the-round = ⭐ Jogo da rodada { $round } em **{ $competition }**: { $home } ({ $home_place }º) x { $away } ({ $away_place }º), partida #{ $fixture }. Acompanhe desde o primeiro tabuleiro, quando começar (`/{ $command } play`).
break-already = Você já está ausente até { $until }: informe um último dia posterior para prolongar sua pausa.
pyramid-too-deep = Uma pirâmide tem no máximo { $most } divisões.
pyramid-too-small-at-end = '{ $name }' terminou com { $clubs } clubes, mas as linhas acima e abaixo dela movem { $needed }: mude a linha com `/pyramid link` e depois abra a próxima temporada.

# /league odds: a previsão da temporada.
odds-heading = **{ $name }** temporada { $season }: chances no fim da temporada, de { $seasons } simulações das { $left } partidas que faltam
odds-explained = -# Cada partida que falta é jogada muitas vezes a partir dos ratings dos clubes, com empates tão frequentes quanto nesta temporada; depois a tabela é ordenada como a de verdade.
odds-column-title = Título
odds-column-up = Sobe
odds-column-playoff = Repescagem
odds-column-down = Cai
odds-column-points = Pts
odds-champion = { $club } não pode mais ser alcançado em pontos.
odds-out = Fora da briga pelo primeiro lugar: { $clubs }.
odds-needs = { $club } é campeão com { $wins ->
        [one] uma vitória
       *[other] { $wins } vitórias
    } { $left ->
        [one] no último jogo
       *[other] nos últimos { $left } jogos
    }, aconteça o que acontecer nos outros.
odds-league-only = '{ $name }' não tem uma única tabela de liga para prever (as chances de uma copa são as da sua chave).
odds-finished = A temporada de '{ $name }' acabou: a tabela é definitiva.
chances-shown = As chances de vitória aparecem nas partidas de '{ $name }' a partir da próxima imagem: uma linha no tópico depois de cada grande virada, e os momentos decisivos no apito final.
chances-hidden = As chances de vitória não aparecem mais nas partidas de '{ $name }' (as já calculadas continuam nas páginas das partidas).
admins-only-chances = Só admins de competições podem mostrar ou esconder as chances de vitória: quem tem Gerenciar servidor, ou o cargo definido com `/league admins`.
