# Las palabras propias de la terminal.

player-default-name = Jugador { $seat }

play-stored = { $game } — guardado como partido n.º { $id }
play-seed = { $game } — semilla { $seed } (repítelo con --seed { $seed })
play-pictures-go = Las imágenes de este partido van a { $folder }
play-picture = {"["}imagen: { $path }]
play-pictures-are = { $count ->
    [one] { $count } imagen de este partido está en { $folder }
   *[other] { $count } imágenes de este partido están en { $folder }
}
play-only-choice-hidden = { $name }: jugado por ti (la única opción)
play-only-choice = { $name }: { $choice } (la única opción)
play-not-allowed = No permitido: { $why }
play-pass-to = Pásale a { $name } y pulsa Intro.
play-your-choice = Tu elección ({ $hint }):
play-your-choice-in-group = Tu elección ({ $hint }, 0 para volver):
play-not-a-choice = «{ $answer }» no es una de las opciones: escribe { $hint }.
play-not-a-choice-in-group = «{ $answer }» no es una de las opciones: escribe { $hint }, 0 para volver.

listing-two-steps = { $heading } (primero uno de estos, luego sus opciones):
listing-choices = { $count ->
    [one] { $count } opción
   *[other] { $count } opciones
}
listing-back = volver a la lista anterior
hint-list-again = ? para ver la lista otra vez
hint-resign = rendirse

tournament-heading = Torneo con draft de { $game } para { $managers } mánagers: { $draft }
tournament-round = Jornada { $round }: { $home } vs. { $away }
tournament-final-table = Clasificación final (desempate: { $tiebreak })
tournament-table-row = { $position }. { $name } PJ{ $played } G{ $won } E{ $drawn } P{ $lost }  { $scored }–{ $conceded }  { $points } pts
tournament-champions = Campeones: { $name }

replay-board-heading = — tablero { $board } —
replay-file-seal = Sello de juego limpio { $seal }
replay-written = Partido n.º { $id } ({ $game }): { $boards } tableros y la crónica escritos en { $folder }

simulate-progress = { $done } partidos · { $elapsed } (faltan unos { $left })
ladder-heading = { $game } — los niveles de la computadora, { $matches } partidos por emparejamiento (semilla { $seed }), cada lado local en la mitad
ladder-explained = % de victorias del jugador de la fila contra el de la columna (empates entre paréntesis)
summary-heading = { $matches ->
    [one] { $matches } partido de { $game } (semilla { $seed }), { $players }
   *[other] { $matches } partidos de { $game } (semilla { $seed }), { $players }
}
summary-goals = goles por partido   { $goals }
summary-home-draw-away = local / empate / visitante  { $home }% / { $draw }% / { $away }%
summary-seat-wins = puesto { $seat } { $rate }%
summary-wins = victorias  { $wins } · sin un único ganador { $none }%
summary-shootouts = tandas de penaltis  { $shootouts }
summary-plays = jugadas por partido   { $plays }
summary-inputs = entradas por partido  { $inputs }
summary-speed = partidos por segundo { $speed }

web-local-address = Los partidos de terminal de { $database } están en { $address } (Ctrl-C para detener)
