# Die eigenen Worte des Terminals.

player-default-name = Spieler { $seat }

play-stored = { $game } — gespeichert als Spiel Nr. { $id }
play-seed = { $game } — Seed { $seed } (spiel es noch einmal mit --seed { $seed })
play-pictures-go = Die Bilder dieses Spiels kommen nach { $folder }
play-picture = {"["}Bild: { $path }]
play-pictures-are = { $count ->
    [one] { $count } Bild dieses Spiels liegt in { $folder }
   *[other] { $count } Bilder dieses Spiels liegen in { $folder }
}
play-only-choice-hidden = { $name }: für dich gespielt (die einzige Wahl)
play-only-choice = { $name }: { $choice } (die einzige Wahl)
play-not-allowed = Nicht erlaubt: { $why }
play-pass-to = Gib an { $name } weiter und drück Enter.
play-your-choice = Deine Wahl ({ $hint }):
play-your-choice-in-group = Deine Wahl ({ $hint }, 0 für zurück):
play-not-a-choice = „{ $answer }“ ist keine der Möglichkeiten: tippe { $hint }.
play-not-a-choice-in-group = „{ $answer }“ ist keine der Möglichkeiten: tippe { $hint }, 0 für zurück.

listing-two-steps = { $heading } (erst eins davon, dann seine Möglichkeiten):
listing-choices = { $count ->
    [one] { $count } Möglichkeit
   *[other] { $count } Möglichkeiten
}
listing-back = zurück zur vorigen Liste
hint-list-again = ? für die Liste noch einmal
hint-resign = aufgeben

tournament-heading = Draft-Turnier in { $game } für { $managers } Manager: { $draft }
tournament-round = { $round }. Spieltag: { $home } – { $away }
tournament-final-table = Abschlusstabelle (bei Gleichstand: { $tiebreak })
tournament-table-row = { $position }. { $name } Sp.{ $played } S{ $won } U{ $drawn } N{ $lost }  { $scored }:{ $conceded }  { $points } Pkt.
tournament-champions = Meister: { $name }

replay-board-heading = — Spielbrett { $board } —
replay-file-seal = Fairness-Siegel { $seal }
replay-written = Spiel Nr. { $id } ({ $game }): { $boards } Spielbretter und der Spielverlauf geschrieben nach { $folder }

simulate-progress = { $done } Spiele · { $elapsed } (noch etwa { $left })
ladder-heading = { $game } — die Stufen des Computers, { $matches } Spiele je Paarung (Seed { $seed }), jede Seite in der Hälfte davon mit Heimrecht
ladder-explained = Sieg-% des Spielers der Zeile gegen den der Spalte (Unentschieden in Klammern)
summary-heading = { $matches ->
    [one] { $matches } Spiel { $game } (Seed { $seed }), { $players }
   *[other] { $matches } Spiele { $game } (Seed { $seed }), { $players }
}
summary-goals = Tore pro Spiel   { $goals }
summary-home-draw-away = Heim / Unentschieden / Auswärts  { $home } % / { $draw } % / { $away } %
summary-seat-wins = Platz { $seat } { $rate } %
summary-wins = Siege  { $wins } · kein alleiniger Sieger { $none } %
summary-shootouts = Elfmeterschießen  { $shootouts }
summary-plays = Spielzüge pro Spiel   { $plays }
summary-inputs = Eingaben pro Spiel  { $inputs }
summary-speed = Spiele pro Sekunde { $speed }

web-local-address = Die Terminal-Spiele von { $database } sind unter { $address } (Strg-C beendet)
