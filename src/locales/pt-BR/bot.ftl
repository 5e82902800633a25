# Palavras do próprio Touchline que qualquer comando ou clique pode receber: desculpas e
# recusas comuns a todos os comandos.

apology-database = O banco de dados está fora do ar por um momento (talvez esteja reiniciando). Tente de novo em alguns segundos: tudo o que foi salvo antes continua guardado.
apology-internal = Desculpe, algo deu errado do meu lado. Tente de novo.
stopping = O Touchline está reiniciando. Nada do que você fez foi perdido: tente de novo em um minuto.
command-outdated = Não consegui ler esse comando: seu Discord pode estar mostrando uma versão antiga dele. Recarregue o Discord (Ctrl+R, ou reabra o app) e tente de novo; `/jogos` mostra o que dá para jogar.
command-unreadable-input = Não consegui ler `{ $input }` para `/{ $command }`.
command-unreadable = Não consegui ler o que foi enviado com `/{ $command }`.
control-invalid = Este controle não vale mais. Use `/partida tabuleiro` no tópico da partida para ter controles novos.
