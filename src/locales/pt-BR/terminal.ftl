# As palavras próprias do terminal.

player-default-name = Jogador { $seat }

play-stored = { $game } — salva como partida nº { $id }
play-seed = { $game } — semente { $seed } (repita com --seed { $seed })
play-pictures-go = As imagens desta partida vão para { $folder }
play-picture = {"["}imagem: { $path }]
play-pictures-are = { $count ->
    [one] { $count } imagem desta partida está em { $folder }
   *[other] { $count } imagens desta partida estão em { $folder }
}
play-only-choice-hidden = { $name }: jogado por você (a única opção)
play-only-choice = { $name }: { $choice } (a única opção)
play-not-allowed = Não permitido: { $why }
play-pass-to = Passe para { $name } e aperte Enter.
play-your-choice = Sua escolha ({ $hint }):
play-your-choice-in-group = Sua escolha ({ $hint }, 0 para voltar):
play-not-a-choice = "{ $answer }" não é uma das opções: digite { $hint }.
play-not-a-choice-in-group = "{ $answer }" não é uma das opções: digite { $hint }, 0 para voltar.

listing-two-steps = { $heading } (primeiro um destes, depois as opções dele):
listing-choices = { $count ->
    [one] { $count } opção
   *[other] { $count } opções
}
listing-back = voltar à lista anterior
hint-list-again = ? para ver a lista de novo
hint-resign = desistir

tournament-heading = Torneio com draft de { $game } para { $managers } técnicos: { $draft }
tournament-round = Rodada { $round }: { $home } x { $away }
tournament-final-table = Classificação final (desempate: { $tiebreak })
tournament-table-row = { $position }. { $name } J{ $played } V{ $won } E{ $drawn } D{ $lost }  { $scored }–{ $conceded }  { $points } pts
tournament-champions = Campeões: { $name }

replay-board-heading = — tabuleiro { $board } —
replay-file-seal = Selo de jogo limpo { $seal }
replay-written = Partida nº { $id } ({ $game }): { $boards } tabuleiros e o lance a lance gravados em { $folder }

simulate-progress = { $done } partidas · { $elapsed } (faltam cerca de { $left })
ladder-heading = { $game } — os níveis do computador, { $matches } partidas por confronto (semente { $seed }), cada lado mandante na metade
ladder-explained = % de vitórias do jogador da linha contra o da coluna (empates entre parênteses)
summary-heading = { $matches ->
    [one] { $matches } partida de { $game } (semente { $seed }), { $players }
   *[other] { $matches } partidas de { $game } (semente { $seed }), { $players }
}
summary-goals = gols por partida   { $goals }
summary-home-draw-away = mandante / empate / visitante  { $home }% / { $draw }% / { $away }%
summary-seat-wins = lugar { $seat } { $rate }%
summary-wins = vitórias  { $wins } · sem um único vencedor { $none }%
summary-shootouts = disputas de pênaltis  { $shootouts }
summary-plays = jogadas por partida   { $plays }
summary-inputs = entradas por partida  { $inputs }
summary-speed = partidas por segundo { $speed }

web-local-address = As partidas do terminal de { $database } estão em { $address } (Ctrl-C para parar)

## O que foi digitado, recusado. Opções, valores e nomes de arquivo ficam como estão.

error-line = erro: { $message }
error-cannot-write-output = não é possível escrever a saída: { $error }
error-names-and-flag = { $flag } e --names nomeiam os lugares ao mesmo tempo: --names nomeia todos os lugares, então tire { $flag }
error-away-one-seat = --away nomeia o segundo lugar, e esta partida tem um só: tire-o
error-blank-name = { $flag } está vazio: dê um nome ao time, ou omita { $flag } para usar o padrão
error-names-count = --names dá { $names ->
        [one] { $names } nome
       *[other] { $names } nomes
    } para { $seats ->
        [one] { $seats } lugar
       *[other] { $seats } lugares
    }: dê um por lugar, separados por vírgula (um vazio mantém o padrão)
error-out-not-a-folder = --out { $path } não é uma pasta: as imagens são gravadas numa pasta (criada se não existir)
play-not-a-folder = { $path } não é uma pasta: as imagens são gravadas numa pasta (criada se não existir)
error-seed-with-db = --seed não pode ir com --db: uma partida salva é selada, com uma semente sorteada na hora e mantida em segredo até o fim
error-seed-with-db-tournament = --seed não pode ir com --db: as partidas salvas são seladas, com sementes sorteadas na hora e mantidas em segredo até o fim de cada partida
error-does-not-verify = { $file } não passa na verificação
error-database-url = --database-url { $why }
error-db = --db { $why }
error-players-count = --players { $count }: { $rule }
error-players-none = --players precisa de pelo menos um jogador, por exemplo --players human,ai
error-not-a-player = "{ $text }" não é um tipo de jogador; use human, ai, easy, hard ou random
error-not-a-computer = jogador do computador desconhecido "{ $text }"; use ai (o computador no nível normal), easy, hard ou random
error-no-seat-to-take = { $rule }: { $given } não tem lugar para ocupar; tire-o
error-rule-not = { $rule }, não { $count }
error-managers = --managers { $asked }: { $rule }
error-managers-players = --managers { $asked } e --players { $players } ({ $count ->
        [one] { $count } técnico
       *[other] { $count } técnicos
    }) não batem: dê só um dos dois
error-no-draft = { $game } não tem draft: um torneio com draft precisa de um jogo cujos elencos são escolhidos num draft ({ $games })
error-no-draft-way = o draft de { $game } não tem "{ $asked }"; use { $ways }
rule-played-by = { $span ->
        [one] { $game } é jogado por { $fewest } jogadores
       *[range] { $game } é jogado por { $fewest } a { $most } jogadores
    }
rule-one-player = esta partida de { $game } é para um só jogador
rule-one-player-against = esta partida de { $game } é para um só jogador, contra { $sides }
rule-tournament-managers = { $span ->
        [one] um torneio com draft de { $game } tem { $fewest } técnicos
        [two] um torneio com draft de { $game } tem { $fewest } ou { $most } técnicos
       *[range] um torneio com draft de { $game } tem de { $fewest } a { $most } técnicos
    }
list-or = { $first } ou { $last }
list-and = { $first } e { $last }

play-error-frames = não é possível gravar as imagens em { $path }: { $error }
play-error-store = não é possível salvar a partida: { $error }
play-error-input-closed = a entrada acabou antes da partida
play-error-terminal = erro do terminal: { $error }
error-kept-abandoned = { $error }: a partida nº { $id } fica salva como abandonada

error-runtime = não é possível iniciar o ambiente assíncrono: { $error }
error-open-database = não é possível abrir o banco de dados { $path }: { $error }
error-open-database-setting = não é possível abrir o banco de dados { $path } ({ $setting }): { $error }
error-no-database = não há banco de dados em { $path }
error-no-database-setting = não há banco de dados em { $path } ({ $setting }): nenhum bot rodou aqui com esta configuração
error-cannot-read = não é possível ler { $path }: { $error }
error-not-an-export = { $path } não é uma exportação de partida do Touchline: { $error }
error-cannot-write = não é possível gravar { $path }: { $error }
error-cannot-write-to = não é possível gravar em { $path }: { $error }
export-written = Partida nº { $id } ({ $game }, { $inputs ->
        [one] { $inputs } entrada
       *[other] { $inputs } entradas
    }) exportada para { $file }
    Confira com: touchline verify { $file }
setting-either = { $key }, ou { $env }

## config.toml e as variáveis de ambiente TOUCHLINE_*: as palavras do operador. Chaves e
## variáveis ficam como estão; $why do leitor de TOML são as palavras dele.

config-read = não é possível ler o arquivo de configuração { $path }: { $error }
config-file-invalid = o arquivo de configuração { $path } não é válido: { $why }
config-env-invalid = a variável de ambiente { $key } não é válida: { $why }
config-invalid = a configuração não é válida: { $why }
config-on-timeout = timers.on_timeout (TOUCHLINE_TIMER_ON_TIMEOUT) é "{ $value }"; use "auto_move" ou "forfeit"
config-database-url = database.url (TOUCHLINE_DATABASE_URL) { $why }
location-empty = está vazio: indique o caminho de um arquivo SQLite ou uma URL postgres://…
location-no-file = "{ $text }" não nomeia nenhum arquivo: escreva sqlite:PATH
location-other-scheme = "{ $scheme }://" não é um banco de dados em que o Touchline roda: use postgres://… ou um arquivo SQLite
shard-count-zero = é 0: um bot tem pelo menos um shard
shard-count-bad = é "{ $text }": use um número de shards, ou "auto"
config-shard-count = discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT) { $why }
config-env-shard-count = { $why } (discord.shard_count)
config-shards-need-count = discord.shards (TOUCHLINE_DISCORD_SHARDS) precisa de discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT): quantos shards há no total
config-shards-beyond = discord.shards (TOUCHLINE_DISCORD_SHARDS) vai até o shard { $last }, mas há { $count } (discord.shard_count): os shards são numerados de 0 a { $highest }
config-shards-bad = discord.shards (TOUCHLINE_DISCORD_SHARDS) é "{ $text }": escreva o primeiro e o último shard, por exemplo "0-3", ou um só shard
config-shards-order = discord.shards (TOUCHLINE_DISCORD_SHARDS) é "{ $text }": escreva o primeiro e o último shard, por exemplo "0-3", ou um só shard; o primeiro vem antes do último
config-dev-guild-not-a-number = "{ $value }" não é um id de servidor (um número)
config-dev-guild-zero = discord.dev_guild_id (TOUCHLINE_DEV_GUILD_ID) é 0; use o id do seu servidor, ou tire-o para registrar os comandos globalmente
config-application-id-not-a-number = "{ $value }" não é um id de aplicação (um número, como o portal de desenvolvedores mostra)
config-application-id-zero = activity.application_id (TOUCHLINE_ACTIVITY_APPLICATION_ID) é 0; use o id da sua aplicação no portal de desenvolvedores, ou tire-o para deixar a Atividade desligada
config-activity-needs-web = activity.application_id está definido, mas a Atividade são as páginas web dentro do Discord e nenhuma é servida: defina também web.listen (TOUCHLINE_WEB_LISTEN)
config-log-format = "{ $value }" não é um formato de log; use text ou json
config-env-on-timeout = "{ $value }" não é uma regra para quando o tempo acaba; use auto_move ou forfeit
config-seconds-not-a-number = "{ $value }" não é um número de segundos
config-seconds-range = { $key } é { $seconds }; use de 1 a { $max } segundos (um ano)
config-api-url = discord.api_url (TOUCHLINE_DISCORD_API_URL) é "{ $url }"; use um endereço http:// ou https://, por exemplo http://127.0.0.1:8080
config-web-listen = web.listen (TOUCHLINE_WEB_LISTEN) é "{ $value }"; use um endereço e uma porta, por exemplo 127.0.0.1:8080
config-web-base-url = web.base_url (TOUCHLINE_WEB_BASE_URL) é "{ $url }"; use um endereço http:// ou https://, por exemplo https://touchline.example.org

replay-error-live = a partida nº { $id } ainda está em andamento: dá para ver o replay (e a semente é revelada) quando ela terminar
replay-error-abandoned = a partida nº { $id } foi abandonada (o terminal parou antes do fim: a entrada acabou ou a saída foi fechada): não tem resultado para replay nem para exportar
replay-error-not-an-export = esta exportação não é uma exportação de partida do Touchline (o formato dela é "{ $format }", não "{ $expected }")
replay-error-refused = as regras recusaram o passo { $step } da exportação: { $why }
replay-error-setup = não foi possível montar a partida: { $why }
replay-error-engine = a partida nº { $id } foi jogada com { $engine }; as regras deste programa são de outra versão e não conseguem refazê-la
replay-error-diverged = o replay da partida nº { $id } não chega à partida que foi salva
replay-error-no-match = não há partida nº { $id }

calibration-heading = { $game } — chances de vitória contra resultados: { $matches } partidas, { $predictions } posições avaliadas (semente { $seed })
calibration-columns = chance %  prevista  observada  contagem
calibration-brier = Pontuação de Brier { $brier } (uma referência que só conhece a média de cada lado: { $baseline }; menor é melhor)
calibration-no-score = { $game } com essas opções não termina em placar, então não tem chances de vitória para avaliar.
