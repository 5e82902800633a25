# Comandos de barra do Touchline: português do Brasil.

# /jogos
cmd-games = jogos
cmd-games-desc = Os jogos que dá para jogar aqui.

# /regras
cmd-rules = regras
cmd-rules-desc = Como se joga um jogo, e suas opções.
cmd-rules-opt-game = jogo
cmd-rules-opt-game-desc = Qual jogo

# /jogar
cmd-play = jogar
cmd-play-desc = Comece uma partida: contra quem você indicar, numa mesa aberta ou contra o computador.
cmd-play-opt-game = jogo
cmd-play-opt-game-desc = Qual jogo
cmd-play-opt-opponent = adversário
cmd-play-opt-opponent-desc = Contra quem jogar; deixe vazio para jogar contra o computador
cmd-play-opt-opponent2 = adversário2
cmd-play-opt-opponent2-desc = Outro jogador, para jogos de 3 ou mais
cmd-play-opt-opponent3 = adversário3
cmd-play-opt-opponent3-desc = Outro jogador, para jogos de 4 ou mais
cmd-play-opt-opponent4 = adversário4
cmd-play-opt-opponent4-desc = Outro jogador, para jogos de 5 ou mais
cmd-play-opt-opponent5 = adversário5
cmd-play-opt-opponent5-desc = Outro jogador, para jogos de 6 ou mais
cmd-play-opt-open = aberta
cmd-play-opt-open-desc = Abre uma mesa em que qualquer um pode entrar, em vez de indicar adversários
cmd-play-opt-result_needed = sem_empate
cmd-play-opt-result_needed-desc = Jogo de mata-mata: sem empate (prorrogação e pênaltis)
cmd-play-opt-timer = tempo_por_jogada
cmd-play-opt-timer-desc = Tempo por jogada
cmd-play-opt-on_timeout = tempo_esgotado
cmd-play-opt-on_timeout-desc = O que acontece quando o tempo de um jogador acaba
cmd-play-opt-level = nível
cmd-play-opt-level-desc = A força do computador: contra você, ou nos lugares dele numa mesa aberta
cmd-play-opt-computers = computadores
cmd-play-opt-computers-desc = Lugares reservados para o computador numa mesa aberta (ele joga no `nível` escolhido)

# /partida
cmd-match = partida
cmd-match-desc = A partida deste tópico.

# /partida situação
cmd-match-status = situação
cmd-match-status-desc = Como está a partida e quem tem que jogar (só você vê).

# /partida tabuleiro
cmd-match-board = tabuleiro
cmd-match-board-desc = Mostra de novo o tabuleiro atual.

# /partida desistir
cmd-match-resign = desistir
cmd-match-resign-desc = Desiste da partida deste tópico.

# /partida replay
cmd-match-replay = replay
cmd-match-replay-desc = Replay de uma partida encerrada: tabuleiro final e selo de lisura, e um GIF animado se pedir.
cmd-match-replay-opt-match = partida
cmd-match-replay-opt-match-desc = O número da partida (deixe vazio no tópico de uma partida)
cmd-match-replay-opt-gif = gif
cmd-match-replay-opt-gif-desc = Anexa um GIF animado da partida inteira

# /liga
cmd-league = liga
cmd-league-desc = Ligas: tabela por temporada.

# /liga criar
cmd-league-create = criar
cmd-league-create-desc = Cria uma liga (admins).
cmd-league-create-opt-game = jogo
cmd-league-create-opt-game-desc = Qual jogo
cmd-league-create-opt-name = nome
cmd-league-create-opt-name-desc = O nome da liga
cmd-league-create-opt-legs = turnos
cmd-league-create-opt-legs-desc = Turnos: 1 = turno único, 2 = turno e returno (padrão 2)
cmd-league-create-opt-points = pontos
cmd-league-create-opt-points-desc = Pontos por V-E-D (padrão 3-1-0)
cmd-league-create-opt-tiebreak = desempate
cmd-league-create-opt-tiebreak-desc = Como desempatar times iguais em pontos (padrão: futebol)
cmd-league-create-opt-timer = relógio
cmd-league-create-opt-timer-desc = Tempo por jogada
cmd-league-create-opt-on_timeout = sem_tempo
cmd-league-create-opt-on_timeout-desc = Quando o tempo de um jogador acaba
cmd-league-create-opt-deadline_days = dias_de_prazo
cmd-league-create-opt-deadline_days-desc = Dias de prazo por rodada (padrão: sem prazo)
cmd-league-create-opt-missed_deadline = prazo_perdido
cmd-league-create-opt-missed_deadline-desc = Efeito de um prazo vencido
cmd-league-create-opt-forfeit_score = placar_wo
cmd-league-create-opt-forfeit_score-desc = O placar de um W.O. (padrão 3, ou seja, 3–0)
cmd-league-create-opt-division_of = liga_acima
cmd-league-create-opt-division_of-desc = A liga acima (pirâmide)

# /liga entrar
cmd-league-join = entrar
cmd-league-join-desc = Entre numa competição não iniciada.
cmd-league-join-opt-name = nome
cmd-league-join-opt-name-desc = A competição

# /liga sair
cmd-league-leave = sair
cmd-league-leave-desc = Saia de uma competição não iniciada.
cmd-league-leave-opt-name = nome
cmd-league-leave-opt-name-desc = A competição

# /liga iniciar
cmd-league-start = iniciar
cmd-league-start-desc = Sorteia os jogos e inicia (admins).
cmd-league-start-opt-name = nome
cmd-league-start-opt-name-desc = A competição

# /liga tabela
cmd-league-table = tabela
cmd-league-table-desc = A tabela, em imagem e em texto.
cmd-league-table-opt-name = nome
cmd-league-table-opt-name-desc = A competição

# /liga jogos
cmd-league-fixtures = jogos
cmd-league-fixtures-desc = Os jogos, rodada a rodada.
cmd-league-fixtures-opt-name = nome
cmd-league-fixtures-opt-name-desc = A competição
cmd-league-fixtures-opt-round = rodada
cmd-league-fixtures-opt-round-desc = Qual rodada (padrão: a atual)

# /liga jogar
cmd-league-play = jogar
cmd-league-play-desc = Jogue seu próximo jogo quando ambos estiverem prontos.
cmd-league-play-opt-name = nome
cmd-league-play-opt-name-desc = A competição

# /liga informar
cmd-league-report = informar
cmd-league-report-desc = Informe um placar jogado fora do bot.
cmd-league-report-opt-name = nome
cmd-league-report-opt-name-desc = A competição
cmd-league-report-opt-my_goals = meus_gols
cmd-league-report-opt-my_goals-desc = Seus gols
cmd-league-report-opt-their_goals = gols_rival
cmd-league-report-opt-their_goals-desc = Gols do adversário
cmd-league-report-opt-went_through = classificado
cmd-league-report-opt-went_through-desc = Mata-mata empatado: você se classificou?

# /liga confirmar
cmd-league-confirm = confirmar
cmd-league-confirm-desc = Confirme o placar que o rival informou.
cmd-league-confirm-opt-name = nome
cmd-league-confirm-opt-name-desc = A competição

# /liga contestar
cmd-league-dispute = contestar
cmd-league-dispute-desc = Conteste o placar informado pelo rival.
cmd-league-dispute-opt-name = nome
cmd-league-dispute-opt-name-desc = A competição
cmd-league-dispute-opt-reason = motivo
cmd-league-dispute-opt-reason-desc = O que está errado no placar informado

# /liga corrigir
cmd-league-override = corrigir
cmd-league-override-desc = Define um resultado, com o motivo (admins).
cmd-league-override-opt-name = nome
cmd-league-override-opt-name-desc = A competição
cmd-league-override-opt-fixture = jogo
cmd-league-override-opt-fixture-desc = O número do jogo (de /liga jogos)
cmd-league-override-opt-home_goals = gols_mandante
cmd-league-override-opt-home_goals-desc = Gols em casa
cmd-league-override-opt-away_goals = gols_visitante
cmd-league-override-opt-away_goals-desc = Gols fora
cmd-league-override-opt-reason = motivo
cmd-league-override-opt-reason-desc = Por quê (fica no registro)
cmd-league-override-opt-home_went_through = mandante_avançou
cmd-league-override-opt-home_went_through-desc = Mata-mata empatado: o mandante se classificou?

# /liga exportar
cmd-league-export = exportar
cmd-league-export-desc = A tabela e todos os resultados, em CSV.
cmd-league-export-opt-name = nome
cmd-league-export-opt-name-desc = A competição

# /liga temporada
cmd-league-season = temporada
cmd-league-season-desc = Temporadas da liga.

# /liga temporada nova
cmd-league-season-new = nova
cmd-league-season-new-desc = Abre a próxima temporada ao fim desta (admins).
cmd-league-season-new-opt-name = nome
cmd-league-season-new-opt-name-desc = A liga

# /liga admins
cmd-league-admins = admins
cmd-league-admins-desc = O cargo que organiza competições aqui.
cmd-league-admins-opt-role = cargo
cmd-league-admins-opt-role-desc = O cargo; vazio para removê-lo

# /liga registro
cmd-league-log = registro
cmd-league-log-desc = O registro (admins).
cmd-league-log-opt-name = nome
cmd-league-log-opt-name-desc = A competição

# /liga publicar
cmd-league-publish = publicar
cmd-league-publish-desc = Mostra ou esconde as páginas web do servidor (admins).
cmd-league-publish-opt-state = estado
cmd-league-publish-opt-state-desc = ligado: publica; desligado: esconde

# /liga escudo
cmd-league-crest = escudo
cmd-league-crest-desc = O escudo de um membro (admins).
cmd-league-crest-opt-member = membro
cmd-league-crest-opt-member-desc = O membro
cmd-league-crest-opt-image = imagem
cmd-league-crest-opt-image-desc = A imagem (PNG, JPEG, WebP ou GIF, até 512 KiB)
cmd-league-crest-opt-remove = remover
cmd-league-crest-opt-remove-desc = Remover o escudo

# /torneio
cmd-tournament = torneio
cmd-tournament-desc = Copas: mata-mata, suíço, ou grupos e mata-mata.

# /torneio criar
cmd-tournament-create = criar
cmd-tournament-create-desc = Cria um torneio (admins).
cmd-tournament-create-opt-game = jogo
cmd-tournament-create-opt-game-desc = Qual jogo
cmd-tournament-create-opt-name = nome
cmd-tournament-create-opt-name-desc = O nome do torneio
cmd-tournament-create-opt-format = formato
cmd-tournament-create-opt-format-desc = Mata-mata, suíço, ou grupos e mata-mata
cmd-tournament-create-opt-legs = jogos
cmd-tournament-create-opt-legs-desc = Mata-mata: 1 ou 2 jogos (padrão 1)
cmd-tournament-create-opt-groups = grupos
cmd-tournament-create-opt-groups-desc = Grupos e mata-mata: quantos grupos (padrão 2)
cmd-tournament-create-opt-qualifiers = classificados
cmd-tournament-create-opt-qualifiers-desc = Grupos e mata-mata: quantos avançam por grupo (padrão 2)
cmd-tournament-create-opt-rounds = rodadas
cmd-tournament-create-opt-rounds-desc = Suíço: quantas rodadas (padrão: até haver um campeão)
cmd-tournament-create-opt-timer = relógio
cmd-tournament-create-opt-timer-desc = Tempo por jogada
cmd-tournament-create-opt-on_timeout = sem_tempo
cmd-tournament-create-opt-on_timeout-desc = Quando o tempo de um jogador acaba
cmd-tournament-create-opt-deadline_days = dias_de_prazo
cmd-tournament-create-opt-deadline_days-desc = Dias de prazo por rodada (padrão: sem prazo)
cmd-tournament-create-opt-managers = técnicos
cmd-tournament-create-opt-managers-desc = Liga draft: quantos técnicos escolhem e jogam (padrão: quantos o draft aceitar)
cmd-tournament-create-opt-draft = draft
cmd-tournament-create-opt-draft-desc = Liga draft: como os técnicos dividem os jogadores

# /torneio entrar
cmd-tournament-join = entrar
cmd-tournament-join-desc = Entre numa competição não iniciada.
cmd-tournament-join-opt-name = nome
cmd-tournament-join-opt-name-desc = A competição

# /torneio sair
cmd-tournament-leave = sair
cmd-tournament-leave-desc = Saia de uma competição não iniciada.
cmd-tournament-leave-opt-name = nome
cmd-tournament-leave-opt-name-desc = A competição

# /torneio iniciar
cmd-tournament-start = iniciar
cmd-tournament-start-desc = Sorteia os jogos e inicia (admins).
cmd-tournament-start-opt-name = nome
cmd-tournament-start-opt-name-desc = A competição

# /torneio chaves
cmd-tournament-bracket = chaves
cmd-tournament-bracket-desc = A chave do mata-mata, em imagem.
cmd-tournament-bracket-opt-name = nome
cmd-tournament-bracket-opt-name-desc = O torneio

# /torneio tabela
cmd-tournament-table = tabela
cmd-tournament-table-desc = A tabela, em imagem e em texto.
cmd-tournament-table-opt-name = nome
cmd-tournament-table-opt-name-desc = A competição

# /torneio jogos
cmd-tournament-fixtures = jogos
cmd-tournament-fixtures-desc = Os jogos, rodada a rodada.
cmd-tournament-fixtures-opt-name = nome
cmd-tournament-fixtures-opt-name-desc = A competição
cmd-tournament-fixtures-opt-round = rodada
cmd-tournament-fixtures-opt-round-desc = Qual rodada (padrão: a atual)

# /torneio jogar
cmd-tournament-play = jogar
cmd-tournament-play-desc = Comece seu próximo jogo: ele abre num tópico quando ambos estiverem prontos.
cmd-tournament-play-opt-name = nome
cmd-tournament-play-opt-name-desc = A competição

# /torneio informar
cmd-tournament-report = informar
cmd-tournament-report-desc = Informe o placar do seu próximo jogo disputado fora do bot; seu adversário confirma.
cmd-tournament-report-opt-name = nome
cmd-tournament-report-opt-name-desc = A competição
cmd-tournament-report-opt-my_goals = meus_gols
cmd-tournament-report-opt-my_goals-desc = Seus gols
cmd-tournament-report-opt-their_goals = gols_rival
cmd-tournament-report-opt-their_goals-desc = Gols do adversário
cmd-tournament-report-opt-went_through = classificado
cmd-tournament-report-opt-went_through-desc = Mata-mata empatado: você se classificou?

# /torneio confirmar
cmd-tournament-confirm = confirmar
cmd-tournament-confirm-desc = Confirme o placar que o rival informou.
cmd-tournament-confirm-opt-name = nome
cmd-tournament-confirm-opt-name-desc = A competição

# /torneio contestar
cmd-tournament-dispute = contestar
cmd-tournament-dispute-desc = Conteste o placar que o rival informou; um admin vai decidir.
cmd-tournament-dispute-opt-name = nome
cmd-tournament-dispute-opt-name-desc = A competição
cmd-tournament-dispute-opt-reason = motivo
cmd-tournament-dispute-opt-reason-desc = O que está errado no placar informado

# /torneio corrigir
cmd-tournament-override = corrigir
cmd-tournament-override-desc = Define o resultado de um jogo no lugar do anterior; o motivo vai ao registro (admins).
cmd-tournament-override-opt-name = nome
cmd-tournament-override-opt-name-desc = A competição
cmd-tournament-override-opt-fixture = jogo
cmd-tournament-override-opt-fixture-desc = O número do jogo (de /torneio jogos)
cmd-tournament-override-opt-home_goals = gols_mandante
cmd-tournament-override-opt-home_goals-desc = Gols em casa
cmd-tournament-override-opt-away_goals = gols_visitante
cmd-tournament-override-opt-away_goals-desc = Gols fora
cmd-tournament-override-opt-reason = motivo
cmd-tournament-override-opt-reason-desc = Por quê (fica no registro)
cmd-tournament-override-opt-home_went_through = mandante_avançou
cmd-tournament-override-opt-home_went_through-desc = Mata-mata empatado: o mandante se classificou?

# /torneio exportar
cmd-tournament-export = exportar
cmd-tournament-export-desc = A tabela e todos os resultados, em CSV.
cmd-tournament-export-opt-name = nome
cmd-tournament-export-opt-name-desc = A competição

# /ranking
cmd-rating = ranking
cmd-rating-desc = Rankings.

# /ranking melhores
cmd-rating-leaderboard = melhores
cmd-rating-leaderboard-desc = Os jogadores mais bem avaliados de um jogo (Elo, de cada resultado entre duas pessoas).
cmd-rating-leaderboard-opt-game = jogo
cmd-rating-leaderboard-opt-game-desc = Qual jogo

# /clube
cmd-club = clube
cmd-club-desc = Seu clube.

# /clube escudo
cmd-club-crest = escudo
cmd-club-crest-desc = Define o escudo do seu clube neste servidor (PNG, JPEG, WebP ou GIF, até 512 KiB), ou remove.
cmd-club-crest-opt-image = imagem
cmd-club-crest-opt-image-desc = A imagem (PNG, JPEG, WebP ou GIF, até 512 KiB)
cmd-club-crest-opt-remove = remover
cmd-club-crest-opt-remove-desc = Remover seu escudo em vez disso

# Opções de jogo (parâmetros adicionados na inicialização; só nomes)
opt-format = formato
opt-advanced = avançadas
opt-window = janela
opt-variant = variante
opt-penalties = pênaltis
opt-variations = variações
opt-solo = solo
opt-rounds = rodadas
opt-game_rounds = rodadas_jogo
opt-game_format = formato_jogo

# Escolhas
choice-standard-a-day-a-move = padrão (um dia por jogada)
choice-casual-15-minutes-a-move = casual (15 minutos por jogada)
choice-easy = fácil
choice-normal = normal
choice-hard = difícil
choice-the-computer-moves = o computador joga
choice-forfeit-the-match = perde a partida por W.O.
choice-football-gd-goals-head-to-head = futebol (saldo de gols, gols, confronto direto)
choice-head-to-head-first-uefa = confronto direto primeiro (UEFA)
choice-the-game-s-rulebook = o livro de regras do jogo
choice-knockout = mata-mata
choice-swiss = suíço
choice-groups-then-knockout = grupos e mata-mata
choice-draft-league = liga draft
choice-ladder = escada
choice-forfeit-against-the-side-that-did-not-turn-up = W.O. contra quem não apareceu
choice-an-admin-decides = um admin decide
choice-on = ligado
choice-off = desligado

cmd-server = servidor
cmd-server-desc = As configurações deste servidor.
cmd-server-language = idioma
cmd-server-language-desc = O idioma dos tópicos de partida, das imagens e das novidades daqui (admins).
cmd-server-language-opt-language = idioma
cmd-server-language-opt-language-desc = Um idioma (en, es, pt-BR, fr, de), ou discord para seguir o do próprio servidor
cmd-server-chances = chances
cmd-server-chances-desc = Mostra ou esconde as chances de vitória nas partidas de uma competição (admins).
cmd-server-chances-opt-name = nome
cmd-server-chances-opt-name-desc = A liga ou o torneio
cmd-server-chances-opt-show = mostrar
cmd-server-chances-opt-show-desc = Verdadeiro para mostrá-las, falso para escondê-las

# /pirâmide
cmd-pyramid = pirâmide
cmd-pyramid-desc = Pirâmides: ligas como divisões, com acesso e rebaixamento.

# /pirâmide vincular
cmd-pyramid-link = vincular
cmd-pyramid-link-desc = Põe uma liga abaixo de outra como a divisão inferior dela (admins).
cmd-pyramid-link-opt-name = nome
cmd-pyramid-link-opt-name-desc = A liga a encadear
cmd-pyramid-link-opt-division_of = liga_acima
cmd-pyramid-link-opt-division_of-desc = A liga uma divisão acima dela
cmd-pyramid-link-opt-promotion = acesso
cmd-pyramid-link-opt-promotion-desc = Clubes que sobem e descem entre as duas a cada temporada (padrão 2)
cmd-pyramid-link-opt-playoff = playoff
cmd-pyramid-link-opt-playoff-desc = A última dessas vagas é decidida num playoff de ida e volta

# /pirâmide ver
cmd-pyramid-show = ver
cmd-pyramid-show-desc = A pirâmide de uma liga: divisões, situação de cada temporada e as últimas subidas e descidas.
cmd-pyramid-show-opt-name = nome
cmd-pyramid-show-opt-name-desc = Qualquer liga da pirâmide

# /perfil
cmd-profile = perfil
cmd-profile-desc = Suas próprias configurações: seu fuso horário, uma pausa, como você é avisado.

# /perfil fuso_horário
cmd-profile-timezone = fuso_horário
cmd-profile-timezone-desc = Seu fuso horário, para os horários de início que você digita (e lê).
cmd-profile-timezone-opt-zone = fuso
cmd-profile-timezone-opt-zone-desc = O nome IANA dele, ex.: Europe/Berlin ou America/New_York

# /confronto
cmd-fixture = confronto
cmd-fixture-desc = Horários de início das suas partidas.

# /confronto propor
cmd-fixture-propose = propor
cmd-fixture-propose-desc = Proponha até três horários de início para sua próxima partida, no seu próprio horário.
cmd-fixture-propose-opt-name = nome
cmd-fixture-propose-opt-name-desc = A competição
cmd-fixture-propose-opt-first = primeiro
cmd-fixture-propose-opt-first-desc = Um horário no seu fuso horário: YYYY-MM-DD HH:MM
cmd-fixture-propose-opt-second = segundo
cmd-fixture-propose-opt-second-desc = Outro horário
cmd-fixture-propose-opt-third = terceiro
cmd-fixture-propose-opt-third-desc = Um terceiro horário

# /confronto aceitar
cmd-fixture-accept = aceitar
cmd-fixture-accept-desc = Escolha um dos horários de início que seu adversário propôs.
cmd-fixture-accept-opt-name = nome
cmd-fixture-accept-opt-name-desc = A competição
cmd-fixture-accept-opt-choice = escolha
cmd-fixture-accept-opt-choice-desc = Qual dos horários propostos (1 a 3)

# /confronto ver
cmd-fixture-show = ver
cmd-fixture-show-desc = O horário de início da sua próxima partida: combinado, proposto ou ainda não.
cmd-fixture-show-opt-name = nome
cmd-fixture-show-opt-name-desc = A competição

# /liga prazo
cmd-league-extend = prazo
cmd-league-extend-desc = Mais prazo para um jogo (admins).
cmd-league-extend-opt-name = nome
cmd-league-extend-opt-name-desc = A competição
cmd-league-extend-opt-fixture = jogo
cmd-league-extend-opt-fixture-desc = O número do jogo
cmd-league-extend-opt-days = dias
cmd-league-extend-opt-days-desc = Dias a mais (1 a 60)
cmd-league-extend-opt-reason = motivo
cmd-league-extend-opt-reason-desc = Por quê
cmd-league-create-opt-max_break_days = dias_de_pausa
cmd-league-create-opt-max_break_days-desc = Dias de pausa/membro/temporada (padrão 14)

# /perfil ausente
cmd-profile-away = ausente
cmd-profile-away-desc = Faça uma pausa: os prazos dos seus jogos daqui que caírem nela são adiados pela duração dela.
cmd-profile-away-opt-until = até
cmd-profile-away-opt-until-desc = O último dia da sua pausa, YYYY-MM-DD, no seu fuso horário

# /liga dublê
cmd-league-deputy = dublê
cmd-league-deputy-desc = Quem joga por você na sua ausência.
cmd-league-deputy-opt-name = nome
cmd-league-deputy-opt-name-desc = A competição
cmd-league-deputy-opt-member = membro
cmd-league-deputy-opt-member-desc = Substituto; vazio: nenhum

# /perfil avisos
cmd-profile-pings = avisos
cmd-profile-pings-desc = Como você fica sabendo que é a sua vez, e seu horário de silêncio (no seu fuso horário).
cmd-profile-pings-opt-how = como
cmd-profile-pings-opt-how-desc = Como você fica sabendo que é a sua vez
cmd-profile-pings-opt-quiet_from = silêncio_de
cmd-profile-pings-opt-quiet_from-desc = Início do horário de silêncio, HH:MM (os lembretes esperam ele acabar)
cmd-profile-pings-opt-quiet_to = silêncio_até
cmd-profile-pings-opt-quiet_to-desc = Fim do horário de silêncio, HH:MM
choice-a-mention-in-the-match-s-thread = uma menção no tópico da partida
choice-a-direct-message = uma mensagem direta
choice-never = nunca

# /tournament extend
cmd-tournament-extend = prazo
cmd-tournament-extend-desc = Mais prazo para um jogo (admins).
cmd-tournament-extend-opt-name = nome
cmd-tournament-extend-opt-name-desc = A competição
cmd-tournament-extend-opt-fixture = jogo
cmd-tournament-extend-opt-fixture-desc = O número do jogo
cmd-tournament-extend-opt-days = dias
cmd-tournament-extend-opt-days-desc = Dias a mais (1 a 60)
cmd-tournament-extend-opt-reason = motivo
cmd-tournament-extend-opt-reason-desc = Por quê

# /league odds
cmd-league-odds = chances
cmd-league-odds-desc = Previsão
cmd-league-odds-opt-name = nome
cmd-league-odds-opt-name-desc = A liga
