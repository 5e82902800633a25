# A ajuda do terminal (`--help`). Os ids são explicados em en/help.ftl.

heading-usage = Uso:
heading-commands = Comandos
heading-arguments = Argumentos
heading-options = Opções
heading-game-options = Opções de { $game }
heading-shared-options = Opções de mais de um jogo
note-env = {"["}ambiente: { $name }={ $value }]
note-default = {"["}padrão: { $value }]

cmd-touchline = Jogos de futebol de mesa e ligas no Discord
arg-lang = O idioma do terminal: en, es, pt-BR, fr ou de (padrão: o de LANG ou LC_ALL, senão inglês)
arg-help = Mostra a ajuda
arg-version = Mostra a versão

cmd-play = Joga uma partida no terminal: revezando na mesma tela, contra o computador, ou computador contra computador
arg-play-game = O jogo (veja `touchline games`)
arg-play-result-needed = Um mata-mata: uma partida empatada tem de ser decidida (prorrogação, pênaltis, conforme o jogo os tenha)
arg-play-seed = A semente da partida, para repeti-la exatamente (aleatória se você não der)
arg-play-p1 = Quem joga no lugar 1 (mandante): human, ai (o computador no nível de --level), easy, hard ou random
arg-play-p2 = Quem joga no lugar 2 (visitante): human, ai (o computador no nível de --level), easy, hard ou random
arg-play-players = Todos os lugares, para jogos de mais de dois jogadores: por exemplo human,ai,random (em vez de --p1 e --p2); ou um número de lugares: --p1 e --p2, e o computador no resto
arg-play-level = Com que força jogam os lugares `ai`: easy, normal ou hard
arg-play-home = O nome do time mandante
arg-play-away = O nome do time visitante
arg-play-chances = Mostra as chances de vitória de cada lado depois de cada imagem, calculadas com o que um espectador vê
arg-play-names = O nome de cada lugar, separados por vírgula (numa partida, em vez de --home e --away)
arg-play-out = A pasta para as imagens (padrão: frames/<game>-<seed>; num torneio, frames/<game>-tournament-<seed>, com uma pasta dentro para o draft e outra para cada partida). As imagens que uma execução anterior deixou lá são apagadas antes
arg-play-db = Guarda cada partida jogada (num torneio, também o draft e as partidas) neste banco de dados, como o bot guarda as partidas dele (selada, cada passo salvo antes de aparecer), para que ela possa ser revista, exportada, verificada e mostrada nas páginas web desta máquina (`touchline web --db FILE --local`). Uma partida cuja entrada acaba antes fica salva como abandonada

cmd-simulate = Joga muitas partidas de computador contra computador e as resume (com uma barra de progresso na saída de erros quando ela é um terminal)
arg-simulate-game = O jogo (veja `touchline games`)
arg-simulate-result-needed = Um mata-mata: uma partida empatada tem de ser decidida (prorrogação, pênaltis, conforme o jogo os tenha)
arg-simulate-matches = Quantas partidas
arg-simulate-seed = A semente da série; a partida i usa uma semente derivada dela
arg-simulate-p1 = O computador mandante: ai (o computador no nível de --level), easy, hard ou random
arg-simulate-p2 = O computador visitante: ai (o computador no nível de --level), easy, hard ou random
arg-simulate-players = O computador de cada lugar, para jogos de mais de dois jogadores: por exemplo ai,random,random; ou um número de lugares: --p1 e --p2, e o computador no resto
arg-simulate-level = Com que força jogam os lugares `ai`: easy, normal ou hard
arg-simulate-ladder = Em vez de um só confronto: todos os confrontos entre random, easy, normal e hard, --matches cada um (cada lado mandante na metade deles), como uma tabela de taxas de vitória
arg-simulate-json = Mostra o resumo em JSON

cmd-tournament = Um torneio com draft no terminal (jogos cujos elencos são escolhidos num draft): os técnicos fazem o draft, depois disputam um turno de pontos corridos entre seus elencos, e a tabela aponta o campeão
arg-tournament-game = O jogo (veja `touchline games`)
arg-tournament-result-needed = Um mata-mata: uma partida empatada tem de ser decidida (prorrogação, pênaltis, conforme o jogo os tenha)
arg-tournament-managers = Quantos técnicos: tantos quantos o draft do jogo aceita (o máximo se você não der)
arg-tournament-draft = Como os técnicos dividem os jogadores: uma das formas do draft do jogo, como snake ou auction (a primeira se você não der)
arg-tournament-seed = A semente do torneio (o draft e cada partida usam sementes derivadas dela)
arg-tournament-players = Todos os técnicos: por exemplo human,ai,ai,ai (padrão: você e o computador no resto)
arg-tournament-level = Com que força jogam os técnicos `ai`: easy, normal ou hard
arg-tournament-names = O nome de cada lugar, separados por vírgula (numa partida, em vez de --home e --away)
arg-tournament-out = A pasta para as imagens (padrão: frames/<game>-<seed>; num torneio, frames/<game>-tournament-<seed>, com uma pasta dentro para o draft e outra para cada partida). As imagens que uma execução anterior deixou lá são apagadas antes
arg-tournament-db = Guarda cada partida jogada (num torneio, também o draft e as partidas) neste banco de dados, como o bot guarda as partidas dele (selada, cada passo salvo antes de aparecer), para que ela possa ser revista, exportada, verificada e mostrada nas páginas web desta máquina (`touchline web --db FILE --local`). Uma partida cuja entrada acaba antes fica salva como abandonada

cmd-replay = Replay de uma partida encerrada a partir de um banco de dados ou de uma exportação: cada tabuleiro como PNG, o lance a lance e (com --gif) um GIF animado da partida inteira
arg-replay-source = Um número de partida do banco de dados, ou um arquivo de exportação (de `touchline export match`)
arg-replay-db = O banco de dados (para um número de partida): um arquivo SQLite ou uma URL do Postgres (`postgres://…`)
arg-replay-database-url = Um banco de dados Postgres (`postgres://…`), em vez de --db. Ambiente: TOUCHLINE_DATABASE_URL
arg-replay-out = A pasta onde gravar os tabuleiros
arg-replay-gif = Grava também replay.gif (abaixo dos 10 MiB do Discord)

cmd-export = Grava a exportação de uma partida encerrada (JSON: opções, semente, sal, versão do motor, lugares, entradas, resultado): qualquer um pode refazê-la e verificá-la

cmd-export-match = Uma partida encerrada
arg-export-match-id = O número da partida
arg-export-match-db = O banco de dados: um arquivo SQLite ou uma URL do Postgres (`postgres://…`)
arg-export-match-database-url = Um banco de dados Postgres (`postgres://…`), em vez de --db. Ambiente: TOUCHLINE_DATABASE_URL
arg-export-match-out = O arquivo a gravar (padrão: match-<id>.json)

cmd-verify = Confere uma exportação: o selo de lisura, que as regras aceitam cada entrada e que o replay termina no resultado registrado. Sai com 1 quando alguma conferência falha
arg-verify-export = O arquivo de exportação

cmd-serve = Roda o bot do Discord. O token dele é lido da variável de ambiente DISCORD_TOKEN
arg-serve-config = O arquivo de configuração (veja config.example.toml). Ambiente: TOUCHLINE_CONFIG

cmd-health = Confere um bot rodando, para a sonda de saúde de um contêiner ou de um gerenciador de serviços: sai com 0 quando ele está conectado ao Discord e o banco de dados dele aceita gravações, 1 (dizendo por quê) caso contrário
arg-health-config = O arquivo de configuração com que o bot roda (ele diz onde está o banco de dados). Ambiente: TOUCHLINE_CONFIG

cmd-status = O que um bot está fazendo: a conexão, as partidas em andamento, os relógios de turno, o último evento do gateway e o tamanho do banco de dados
arg-status-config = O arquivo de configuração com que o bot roda. Ambiente: TOUCHLINE_CONFIG
arg-status-json = Mostra em JSON

cmd-web = Serve as páginas web somente leitura (tabelas, chaveamentos, perfis, replays de partidas) dos servidores que as publicam, sem o bot; com --local, as partidas de terminal desta máquina
arg-web-db = O banco de dados que o bot usa. Ambiente: TOUCHLINE_DATABASE_PATH
arg-web-database-url = Um banco de dados Postgres que os bots compartilham (`postgres://…`), em vez de --db: qualquer número destas páginas pode servi-lo lado a lado. Ambiente: TOUCHLINE_DATABASE_URL
arg-web-listen = O endereço e a porta onde escutar. Ambiente: TOUCHLINE_WEB_LISTEN
arg-web-base-url = O endereço público das páginas (por exemplo atrás de um proxy reverso), para o endereço registrado ao iniciar. Ambiente: TOUCHLINE_WEB_BASE_URL
arg-web-local = Mostra também as partidas de terminal do banco de dados (`play --db`, `tournament --db`), listadas no endereço indicado; só num endereço local (loopback), já que não há chave de publicação

cmd-games = Lista os jogos que o Touchline sabe rodar

cmd-db = Trabalha num banco de dados inteiro

cmd-db-copy = Copia todas as linhas de um banco de dados para outro (um arquivo SQLite para o Postgres, por exemplo), numa só transação, e depois compara as linhas e o checksum de cada tabela. Pare o bot antes
arg-db-copy-from = O banco de dados a copiar: um arquivo SQLite, `sqlite:PATH` ou `postgres://…`
arg-db-copy-to = Para onde copiá-lo: `postgres://…`, `sqlite:PATH` ou um arquivo. O esquema dele é atualizado antes; ele não pode ter linhas a não ser que --replace seja dado
arg-db-copy-replace = Apaga o que o destino tiver antes de copiar

cmd-help = Mostra esta mensagem ou a ajuda dos subcomandos indicados

cmd-analyse = Examina os números que o bot publica
cmd-analyse-calibration = Joga partidas do computador e compara as chances de vitória publicadas em algumas posições de cada uma com o que aconteceu: por décimo de chance, o previsto contra o observado, e a pontuação de Brier ao lado de uma referência que nada sabe da posição
arg-analyse-calibration-game = O jogo (veja `touchline games`)
arg-analyse-calibration-result-needed = Um mata-mata: um empate precisa ser decidido (prorrogação, pênaltis, como o jogo tiver)
arg-analyse-calibration-matches = Quantas partidas
arg-analyse-calibration-seats = Quantos lugares (o mínimo do jogo quando omitido)
arg-analyse-calibration-seed = A semente da série; a partida i usa uma semente derivada dela
arg-analyse-calibration-worlds = Mundos imaginados por chance (o número do próprio jogo, como o bot usa, quando omitido)
arg-analyse-calibration-json = Mostra os números em JSON
