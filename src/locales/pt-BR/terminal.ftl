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
