# Palavras do próprio Touchline que qualquer comando ou clique pode receber: desculpas e
# recusas comuns a todos os comandos.

apology-database = O banco de dados está fora do ar por um momento (talvez esteja reiniciando). Tente de novo em alguns segundos: tudo o que foi salvo antes continua guardado.
apology-internal = Desculpe, algo deu errado do meu lado. Tente de novo.
stopping = O Touchline está reiniciando. Nada do que você fez foi perdido: tente de novo em um minuto.
command-outdated = Não consegui ler esse comando: seu Discord pode estar mostrando uma versão antiga dele. Recarregue o Discord (Ctrl+R, ou reabra o app) e tente de novo; `/jogos` mostra o que dá para jogar.
command-unreadable-input = Não consegui ler `{ $input }` para `/{ $command }`.
command-unreadable = Não consegui ler o que foi enviado com `/{ $command }`.
command-needs-manage-server = Só quem tem Gerenciar servidor pode usar `/{ $command }`.
command-server-only = `/{ $command }` é usado em um servidor, não em mensagens diretas.
control-invalid = Este controle não vale mais. Use `/partida tabuleiro` no tópico da partida para ter controles novos.

# O tópico de uma partida: suas próprias linhas ao lado da narração do jogo.
thread-seats = Ordem na mesa: { $order }
thread-resumed = De volta após um reinício; veja como está a partida.
match-thread-refused = Não consigo abrir um tópico de partida em { $channel }: o Discord recusou ({ $reason }). As partidas precisam de um canal de texto do servidor onde eu possa criar tópicos públicos.
match-taken-up = Outro clique já começou esta partida enquanto isso: não há mais nada a fazer aqui.
seal-kick-off = 🔒 Selo de lisura: `{ $seal }` (a semente e o sal são revelados no apito final)
seal-full-time = 🔓 Selo `{ $seal }`: semente `{ $seed }`, sal `{ $salt }`
seal-check = Confira: `{ $check }`
status-draft = draft
status-draft-complete = O draft terminou.
list-and = { $rest } e { $last }

# O aviso de cada lugar e as respostas aos seus cliques.
prompt-heading = **{ $game } — sua vez**
prompt-nothing-to-do = Nada a fazer por enquanto.
window-closes = ⏱ Esta janela fecha { $when }; sem resposta até lá, conta como passar a vez.
window-open-for = ⏱ Esta janela fica aberta por { $seconds } segundos; sem resposta, conta como passar a vez.
chose-in-the-open = ✓ { $player } escolheu: { $choice }
chose-privately = ✓ Você escolheu: { $choice }
control-no-longer-valid = Esse controle não vale mais; use `/partida tabuleiro` para ter controles novos.
click-match-over = A partida acabou.
click-nothing-to-choose = Não há nada para você escolher agora.
click-no-such-match = Esta partida não existe mais.
click-not-your-match = Você não está jogando esta partida; acompanhe pelo tópico dela ou comece a sua com `/jogar`.
click-not-your-move = Essa jogada é de outro jogador; as suas chegam para você quando for a sua vez.
click-out-of-date = Este tabuleiro está desatualizado.
click-not-allowed = Não permitido: { $reason }.
click-another-move-first = Outra jogada chegou antes; este tabuleiro está desatualizado.

# Falar com os jogadores: mensagens diretas, ou um botão no tópico quando elas estão fechadas.
dm-closed-choose-here = { $player }, não consigo te mandar mensagens diretas (elas estão fechadas para este servidor), então escolha aqui: o botão abre suas cartas onde só você pode vê-las.
your-move-button = { $player }, sua vez: o botão abre suas cartas onde só você pode vê-las.
match-on-hello = Sua partida contra { $others } está rolando em { $thread }. Suas escolhas privadas chegam aqui quando for a sua vez.
dm-closed-at-kick-off = { $player }, não consigo te mandar mensagens diretas (elas estão fechadas para este servidor), então quando for a sua vez um botão aqui vai abrir suas escolhas onde só você pode vê-las.
private-choices-by-dm = 📬 As escolhas privadas vão por mensagem direta para { $players }.
button-make-your-choice = Faça sua escolha
button-rematch = Revanche

# /jogos e /regras
games-list = Jogos que você pode jogar:
    { $games }
    Use `/regras` para ver como cada um funciona.
rules-unknown-game = Não conheço esse jogo. `/jogos` mostra a lista de jogos.
play-unknown-game = Não conheço esse jogo (seu Discord pode estar mostrando uma lista antiga de comandos: abra-o de novo). `/jogos` mostra a lista de jogos.
options-refused = { $why }.

# /servidor idioma
server-language-unknown = Não falo “{ $asked }”. Falo { $list }; ou escolha `discord` para seguir o idioma do próprio servidor no Discord.
server-language-set = A partir de agora, os novos tópicos de partida, suas imagens e as novidades deste servidor ficam em { $language }. Cada jogador continua recebendo suas mensagens diretas no próprio idioma do Discord.
server-language-discord = Os novos tópicos de partida, suas imagens e as novidades deste servidor seguem o idioma do próprio servidor no Discord, agora { $language }.
server-language-managers-only = Só quem pode gerenciar este servidor escolhe o idioma dele.

# /jogar, /partida
play-refused-yourself = Você não pode jogar contra você mesmo. Indique outra pessoa, ou deixe `adversário` vazio para jogar contra o computador.
play-refused-bots = Bots não podem jogar. Indique uma pessoa, ou deixe `adversário` vazio para jogar contra mim.
play-refused-in-thread = Cada partida ganha um tópico próprio, então comece por um canal de texto, não de dentro de um tópico.
play-refused-solo-opponents = Uma partida solo de { $game } é você contra o lado do próprio jogo: deixe `aberta` e os adversários de fora.
play-refused-solo-level = `nível` é a força com que o computador joga; numa partida solo de { $game }, o adversário é definido por `solo`.
play-refused-open-named = Uma mesa aberta aceita quem entrar: deixe os adversários de fora, ou indique-os sem `aberta`.
play-refused-level-people = `nível` é a força com que o computador joga: deixe de fora quando jogar contra pessoas.
play-refused-both = Indique pessoas para jogar contra elas, ou me indique (ou ninguém) para jogar contra o computador, mas não as duas coisas ao mesmo tempo.
play-refused-twice = Você indicou o mesmo jogador duas vezes; indique cada adversário só uma vez.
play-refused-too-many = { $game } é para { $players } jogadores: indique no máximo { $n } { $n ->
        [one] adversário
       *[other] adversários
    }.
play-refused-too-few = { $game } é para { $players } jogadores: indique pelo menos { $n } { $n ->
        [one] adversário
       *[other] adversários
    }.
kick-off-against = Bola rolando contra { $against } em { $thread }.
against-the-computer = o computador
against-the-computer-level = o computador ({ $level })
level-random = aleatório
level-easy = fácil
level-normal = normal
level-hard = difícil
computer-name = Computador ({ $level })
computer-name-nth = Computador { $nth } ({ $level })
no-match-here = Não há partida neste canal. Use este comando no tópico de uma partida.
resign-not-playing = Você não está jogando esta partida.
resign-done = Você desistiu.
resign-refused = Você não pode desistir: { $reason }.

play-refused-computers-not-open = `computadores` reserva lugares para o computador numa mesa aberta: adicione `aberta:True`, ou indique seus adversários e deixe `computadores` de fora.
play-refused-computers-named = `computadores` reserva lugares para o computador numa mesa aberta em que as pessoas entram: deixe os adversários de fora e adicione `aberta:True`, ou indique-os e deixe `computadores` de fora.
play-refused-computers-few = `computadores` é quantos lugares o computador reserva na mesa: pelo menos 1.
play-refused-computers-many = { $game } é jogado por { $players } jogadores: você e { $n } { $n ->
        [one] computador
       *[other] computadores
    } não deixam lugar para mais ninguém. Isso é uma partida contra o computador: deixe `aberta` e `computadores` de fora.
seat-deputy = { $person } (jogado por { $deputy })

# O lembrete do relógio de jogadas na metade do tempo; $when é um carimbo de tempo do Discord ("em 3 horas").
reminder-thread = ⏰ { $player }, seu tempo para jogar acaba { $when }; depois disso, { $after }.
reminder-dm = ⏰ Seu tempo para jogar em { $thread } acaba { $when }; depois disso, { $after }.
reminder-then-auto-move = o computador joga por você
reminder-then-forfeit = você perde a partida por W.O.
reminder-summary = ⏰ É a sua vez em { $count } partidas: { $threads }.

# Acompanhar uma partida.
button-follow = Acompanhar
button-follow-every-board = Cada tabuleiro
button-watch-live = Assistir ao vivo
button-open-activity = Abrir no Discord
activity-off = O tabuleiro dentro do Discord não está ativado neste bot.
# The Activity's Entry Point command (/launch), in the command list.
activity-launch-description = Abre o tabuleiro ao vivo da partida deste tópico
button-play-on-board = Jogar no tabuleiro
follow-final = 👀 Você está acompanhando esta partida: o placar final chega por mensagem direta. Clique de novo para parar.
follow-every-board = 👀 Você está acompanhando esta partida tabuleiro a tabuleiro: cada tabuleiro chega por mensagem direta. Clique de novo para parar.
follow-stopped = Você não está mais acompanhando esta partida.
follow-board = 👀 { $thread }
    { $lines }
follow-full-time = 🏁 Apito final em { $thread }
    { $lines }

# Someone who asked for DMs, told their move is in the open in a thread.
your-move-in = 🔔 É a sua vez em { $thread }.

# /match replay
replay-no-such-match = Não há partida #{ $id } neste servidor.
replay-still-playing = A partida #{ $id } ainda está em andamento: dá para revê-la quando ela terminar (`/partida tabuleiro` mostra agora).
replay-no-match-here = Não há partida neste canal: use isto no tópico de uma partida ou informe o número dela (`/partida replay partida:12`).

# The win chances, told in the thread after a big swing.
chances-line = Chances de vitória: { $chances }
chances-side = { $name } { $percent }%
chances-draw = empate { $percent }%

# Momentos decisivos, publicados uma vez no fim da partida.
key-moments-heading = **Momentos decisivos**
key-moment = **{ $n }.** No lance { $plays }, a chance de vitória de { $side } foi de { $before }% para { $after }%: { $mover } jogou { $played }.
key-moment-instead = O computador difícil teria jogado { $instead }: { $mover } { $better }% em vez de { $made }%.
key-moment-even = O computador difícil teria jogado { $instead }, nem melhor nem pior para { $mover } ({ $made }%).
key-moment-same = O computador difícil teria jogado o mesmo.
