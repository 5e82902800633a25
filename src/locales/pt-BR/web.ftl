# As palavras próprias das páginas web.

not-found-title = Não encontrada
not-found-heading = Nada por aqui
not-found-text = Esta página não existe, ou o servidor a que ela pertence não publica (mais) as suas páginas.
not-found-publish = Os administradores de um servidor ativam as páginas dele com { $command } no Discord.
failed-title = Algo deu errado
failed-text = Não foi possível montar esta página agora. Tente de novo daqui a pouco.

format-summary = { $format } · pontos { $win }-{ $draw }-{ $loss } · desempate: { $tiebreak }

season-open = Temporada { $number }: aberta para membros
season-running = Temporada { $number }: em andamento
season-won = Temporada { $number }: encerrada, vencida por { $name }
season-finished = Temporada { $number }: encerrada

server-title = Competições
server-no-competitions = Ainda não há competições. Os administradores criam uma com { $league } ou { $tournament } no Discord.

table-team = Time
table-played = J
table-played-title = Jogos
table-won = V
table-won-title = Vitórias
table-drawn = E
table-drawn-title = Empates
table-lost = D
table-lost-title = Derrotas
table-for = GP
table-for-title = Gols pró
table-against = GC
table-against-title = Gols contra
table-difference = SG
table-difference-title = Saldo de gols
table-points = Pts
table-points-title = Pontos
table-form = Retrospecto
form-won = V
form-drawn = E
form-lost = D

link-replay = replay
link-watch = assistir
link-board = tabuleiro

bracket-heading = Chave
bracket-bye = folga
bracket-undecided = a definir
bracket-leg = jogo { $leg }:

fixtures-heading = Jogos e resultados
fixtures-none = Ainda não há jogos: eles são sorteados quando um administrador inicia a temporada.
versus = x
fixture-second-leg = (volta)
fixture-decider = (desempate)

table-heading = Classificação
download-table = Classificação (CSV)
download-results = Resultados (CSV)
members-heading = Membros

profile-crest = Escudo de { $name }
profile-ratings = Ratings
profile-no-ratings = Ainda não há partidas valendo rating: os ratings vêm de partidas encerradas entre duas pessoas.
profile-game = Jogo
profile-rating = Rating
profile-rated-matches = Partidas com rating
profile-latest = Últimas partidas
profile-no-matches = Ainda não há partidas neste servidor.
match-being-played = (em andamento)
match-abandoned = (abandonada)

seal-heading = Selo de jogo limpo
seal-revealed = Antes do primeiro lance, o Touchline publicou este selo: o SHA-256 de uma linha que nomeia a partida, o motor de regras, a semente dela e um sal secreto. Agora que a partida acabou, a semente e o sal são mostrados, então qualquer um pode calcular o hash da linha e comparar.
seal-hidden = O selo fixou a sorte desta partida antes do primeiro lance; a semente e o sal são mostrados quando a partida acaba.
seal-seal = Selo
seal-engine = Motor
seal-seed = Semente
seal-salt = Sal
seal-line-hashed = A linha do hash:
seal-check = Confira num terminal (ele imprime o selo):

lots-heading = Sorteio
lots-revealed = Todo sorteio desta temporada veio de uma semente selada no início dela. A temporada acabou: aqui estão a semente e o sal, e uma linha que imprime o selo.
lots-hidden = Os sorteios desta temporada vêm de uma semente selada no início dela; a semente e o sal são mostrados quando ela acaba.

terminal-title = Partidas do terminal
terminal-kept = As partidas guardadas neste banco de dados por { $play } e { $tournament }.
terminal-none = Ainda não há partidas do terminal neste banco de dados.

live-abandoned = { $game } · abandonada: o terminal parou antes do fim, então ela não tem resultado
live-being-played = { $game } · em andamento — o replay abre quando a partida acabar

replay-kick-off = Pontapé inicial
replay-board-of = Tabuleiro { $board } de { $boards }
replay-boards = Tabuleiros
replay-first = « Primeiro
replay-previous = ‹ Anterior
replay-next = Próximo ›
replay-last = Último »
replay-board-alt = Tabuleiro { $board }
replay-nothing = Nada a relatar neste tabuleiro.
live-board = Tabuleiro { $board }
live-play-by-play = Lance a lance
live-clock = Tempo restante de { $player }:
live-since-board = Desde o último tabuleiro
live-full-time = Fim de jogo: veja o replay
live-reload = Esta página acompanha a partida sozinha com JavaScript; sem ele, recarregue a página para ver o tabuleiro mais recente.
replay-board-pick = Tabuleiro
replay-go = Mostrar
replay-play = ▶ Reproduzir
replay-pause = ⏸ Pausar
replay-keys = Teclas: ← e → passam pelos tabuleiros, Home e End vão ao primeiro e ao último, Espaço reproduz ou pausa.

# Uma pirâmide de divisões.
pyramid-title = Pirâmide de { $name }
pyramid-division = Divisão { $level }
pyramid-key-up = sobe
pyramid-key-playoff = playoff
pyramid-key-down = desce
pyramid-history = Fins de temporada
pyramid-no-history = Nenhuma temporada terminou ainda.
pyramid-season-end = Temporada { $season }, divisão { $level }: { $name }
profile-trophies = Títulos
profile-season = temporada { $season }
profile-history = Temporadas nas divisões
profile-history-league = Liga
profile-history-season = Temporada
profile-history-division = Divisão
profile-history-place = Posição
profile-history-then = Depois
history-up = subiu
history-up-playoff = subiu pelo playoff
history-down = foi rebaixado
history-down-playoff = foi rebaixado após o playoff
history-stay = permaneceu
history-stay-playoff = permaneceu após o playoff
pyramid-division-of = Divisão { $level } da pirâmide de { $name }
fixture-kickoff = pontapé inicial { $time }

# A seat's own board ("Play on the board", the link in a player's private prompt).
board-title = { $game }: seu tabuleiro
board-you-play = { $game } · você joga como { $player }
board-your-clock = Seu tempo restante:
board-picture-alt = O tabuleiro como { $player } o vê. O que ele mostra também está escrito em "O que você vê".
board-your-choices = Suas opções
board-nothing-now = Nada para escolher agora. Esta página muda sozinha quando for a sua vez.
board-what-you-see = O que você vê
board-reload = Sem JavaScript esta página não muda sozinha: recarregue-a para ver as jogadas do adversário.
board-moved = Pronto: sua jogada foi feita.
board-moved-on = A partida andou antes de a sua escolha chegar, então ela não foi feita. Veja como está agora: escolha de novo.
board-bad-move = Isso não era uma das suas opções. Toque em um dos botões desta página.
board-failed = Não deu para fazer sua jogada agora. Nada mudou: tente de novo daqui a pouco.
board-refused-title = Este tabuleiro não pode ser aberto
board-refused-forged = Este link não foi feito pelo Touchline, ou falta uma parte dele. Abra o link "Jogar no tabuleiro" mais recente nas suas mensagens diretas com o bot.
board-refused-expired = Este link expirou. Cada aviso do bot traz um novo: abra o mais recente, ou peça suas opções de novo com o botão no tópico da partida.
board-refused-not-yours = Este link é de um lugar que não é mais seu nesta partida (outra pessoa o joga agora).
board-refused-over = Esta partida acabou, então o tabuleiro dela está fechado. O tópico dela tem o resultado e o replay.
board-refused-no-key = Os tabuleiros não estão disponíveis neste servidor agora: escolha nas suas mensagens diretas com o bot.

## A Atividade: o tabuleiro dentro do Discord.
activity-title = Touchline no Discord
activity-signing-in = Entrando com o Discord…
activity-noscript = A Atividade faz você entrar por script, que está desligado aqui. A partida segue no tópico dela, como sempre.
activity-outside = Esta página abre dentro do Discord: toque em "Abrir no Discord" abaixo do primeiro tabuleiro de uma partida, ou use /launch no tópico dela.
activity-failed = O Discord não fez você entrar. Feche a Atividade e abra de novo.
activity-not-set-up = A Atividade deste bot ainda não está configurada: quem o opera ainda precisa dar a ele o segredo de cliente OAuth2.
activity-bad-request = O Touchline não consegue ler esse pedido de entrada: ele precisa do código do Discord e do id do canal.
activity-no-match = Não há partida neste canal. Abra a Atividade a partir do tópico de uma partida.
activity-not-published = Este servidor não publica as páginas dele, então as partidas são acompanhadas nos tópicos. Um admin pode ligar as páginas com /league publish on; quem joga a partida abre aqui o próprio tabuleiro.

chances-heading = Chances de vitória
chances-explained = A chance de vitória de cada lado depois de cada turno, calculada a partir do que os espectadores veem: as cartas escondidas são distribuídas de novo muitas vezes e o computador joga cada distribuição até o fim.
table-title-odds = Título
table-title-odds-title = Chance de título
table-up-odds = Sobe
table-up-odds-title = Chance de subir
table-playoff-odds = Repescagem
table-playoff-odds-title = Chance de ir à repescagem
table-down-odds = Cai
table-down-odds-title = Chance de cair
forecast-heading = Previsão da temporada
forecast-chart = A chance de título de cada clube
forecast-explained = De { $seasons } simulações das { $left } partidas que faltam, cada uma decidida pelos ratings dos clubes, com empates tão frequentes quanto nesta temporada, e a tabela ordenada como a de verdade. Muda a cada resultado.
moments-heading = Momentos decisivos
