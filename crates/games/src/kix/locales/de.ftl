# kix: die Wörter des Spiels auf Deutsch.

blurb = ein Kartenduell für 2, ohne Würfel: geheime Karten, gleichzeitig aufgedeckt, 30 Spielzüge bei 5 gegen 5 oder 45 bei 11 gegen 11
rules = ein Kartenduell, ohne Würfel. Jeder Trainer hat eine Hand aus dem 60-Karten-Paket seines Vereins; jede Karte hat M (Mittelfeld), A (Angriff), D (Abwehr), S (Stürmer) und G (Torwart). In jedem Spielzug wählen beide geheim eine Karte (per DM), dann werden sie gleichzeitig aufgedeckt: Gewinne das Mittelfeld (M gegen M), greif dann an (dein A gegen sein D) und schieß dann (dein S gegen sein G), um ein Tor zu erzielen. Bei Gleichstand wird der Spielzug wiederholt. Das Spiel endet, wenn die Karten aufgebraucht sind. Bei 11 gegen 11 hast du außerdem eine Bank und drei Auswechslungen (vor einem Mittelfeld-Spielzug), ein Schuss mit Gleichstand wird zur Ecke (M + S gegen G + D) und die Halbzeitkarte teilt den Spielstapel; ein K.-o.-Spiel geht mit der Bank in die Verlängerung und dann ins Elfmeterschießen.

option-format = 5 gegen 5: eine Hand mit 5 Karten und 30 Spielzüge; 11 gegen 11 bringt dazu eine Bank mit 15 Karten, drei Auswechslungen, Ecken bei einem Schuss mit Gleichstand und eine Halbzeitkarte.

format-five = 5 gegen 5
format-eleven = 11 gegen 11
period-match = Spiel
period-first-half = erste Halbzeit
period-second-half = zweite Halbzeit
period-extra-time = Verlängerung
period-full-time = Abpfiff
phase-bench-setup = Bank aufstellen
phase-midfield = Mittelfeld
phase-attack = Angriff
phase-strike = Schuss
phase-corner = Ecke
phase-full-time = Abpfiff

event-kick-off = Anstoß! KIX { $format }: { $home } gegen { $away }
event-bench-stacked = { $name } legt { $card } oben auf die Bank
event-bench-ready = { $name } hat die Bank aufgestellt
event-substitution = { $name }: { $off } raus, { $on } rein ({ $left ->
    [one] noch 1 Auswechslung
   *[other] noch { $left } Auswechslungen
})
event-substitution-hidden = { $name } wechselt aus (noch { $left })
event-goal = TOR für { $name }! { $home }:{ $away }
event-half-time = Halbzeit: { $home }:{ $away }
event-second-half = Zweite Halbzeit: neue Hände mit 11 Karten
event-extra-time = Unentschieden nach 90: Verlängerung mit der Bank
event-full-time = Abpfiff: { $home } { $home_goals }:{ $away_goals } { $away }
event-penalty-scored = Elfmeter { $name }: { $striker } (S { $s }) gegen { $keeper } (G { $g }): Tor — { $home }:{ $away }
event-penalty-saved = Elfmeter { $name }: { $striker } (S { $s }) gegen { $keeper } (G { $g }): gehalten — { $home }:{ $away }
event-penalty-retake = Elfmeter { $name }: { $striker } (S { $s }) gegen { $keeper } (G { $g }): Gleichstand, Wiederholung — { $home }:{ $away }
event-lots-drawn = Nach { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
} Sudden Death immer noch gleich: Das Los entscheidet für { $name }
event-shootout-won = { $name } gewinnt das Elfmeterschießen { $home }:{ $away }

reveal-line = { $phase }: { $first } gegen { $second } — { $result }
reveal-midfield-won = { $name } gewinnt das Mittelfeld
reveal-attack-through = { $name } bricht durch: als Nächstes ein Schuss
reveal-attack-stopped = { $name } wehrt ab: zurück ins Mittelfeld
reveal-goal = { $name } trifft
reveal-saved = { $name } hält
reveal-tie = Gleichstand: Der Spielzug wird wiederholt
reveal-corner-awarded = Gleichstand: Ecke für { $name }
reveal-corner-cleared = Gleichstand: Die Ecke wird geklärt

situation-score = { $home } { $home_goals }:{ $away_goals } { $away }   ({ $format }, Spielzug { $play })
situation-score-period = { $home } { $home_goals }:{ $away_goals } { $away }   ({ $format }, { $period }, Spielzug { $play })
situation-bench-setup = Stell deine Bank auf: Leg bis zu drei Karten nach oben (sie kommen zuerst rein) oder bestätige.
situation-midfield = Mittelfeld: das M deiner Karte gegen das des Gegners.
situation-you-attack = Du greifst an: dein A gegen das D des Gegners.
situation-they-attack = Der Gegner greift an: dein D gegen sein A.
situation-you-strike = Schuss! Dein S gegen das G des Gegners.
situation-they-strike = Der Gegner schießt: dein G gegen sein S.
situation-your-corner = Deine Ecke: zwei Karten, das M der einen + das S der anderen.
situation-their-corner = Ecke für den Gegner: zwei Karten, das G der einen + das D der anderen.
situation-full-time = Abpfiff.
situation-your-hand = Deine Hand:
situation-deck = Stapel: { $deck }
situation-deck-subs = Stapel: { $deck } · Auswechslungen übrig: { $subs }

control-unknown-card = Karte Nr. { $id }
control-stack-bench = { $card } oben auf die Bank legen
control-bench-ready = Bank steht
control-substitute = { $card } auswechseln
control-corner-one-card = { $card } für { $first } und { $second } = { $total }
control-bench-placeholder = Leg eine Bankkarte nach oben oder bestätige die Bank
control-first-card = Erste Karte: ihr { $ability } zählt
control-your-card = Deine Karte: ihr { $ability } zählt
control-second-card = Zweite Karte: ihr { $ability } zählt

render-next-bench-setup = Die Trainer stellen ihre Bänke auf
render-next-midfield = Als Nächstes: Mittelfeld — M gegen M
render-next-attack = Als Nächstes: { $name } greift an — A gegen D
render-next-strike = Als Nächstes: { $name } schießt — S gegen G
render-next-corner = Als Nächstes: Ecke für { $name } — M + S gegen G + D
render-full-time = Abpfiff
render-match-over = Spiel vorbei
render-midfield-won = MITTELFELD
render-midfield-won-line = { $name } greift an
render-through = DURCH!
render-through-line = { $name } kommt zum Schuss
render-defended = ABGEWEHRT
render-defended-line = { $name } hält stand
render-goal = TOR!
render-goal-line = { $name } trifft
render-saved = GEHALTEN
render-saved-line = { $name } hält den Ball
render-level = GLEICHSTAND
render-level-line = der Spielzug wird wiederholt
render-corner = ECKE
render-corner-line = für { $name }
render-cleared = GEKLÄRT
render-cleared-line = die Ecke bringt nichts ein
render-full-time-banner = ABPFIFF
render-pens = ELFMETER { $home }:{ $away }
render-wins-on-penalties = { $name } siegt vom Punkt
render-wins = { $name } gewinnt { $won }:{ $lost }
render-draw = Unentschieden { $home }:{ $away }
render-goal-full-time = Abpfiff: { $result }
render-last-play-full-time = Letzter Spielzug: { $phase } · { $home } gegen { $away } · Abpfiff
render-last-play = Letzter Spielzug: { $phase } · { $home } gegen { $away }
render-play = { $phase } · { $home } gegen { $away }
render-versus = vs
render-side = Hand { $hand } · Stapel { $deck }
render-side-subs = Hand { $hand } · Stapel { $deck } · Wechsel { $subs }
render-plays-played = { $format } · { $plays ->
    [one] 1 Spielzug
   *[other] { $plays } Spielzüge
}
render-play-of = { $format } · { $play } von { $plays } Spielzügen gespielt
render-period-play = { $format } · { $period } · Spielzug { $play }
render-next-for-midfield = jetzt: M
render-next-for-attack = jetzt: A (Angriff)
render-next-for-defend = jetzt: D (Abwehr)
render-next-for-strike = jetzt: S (Schuss)
render-next-for-goal = jetzt: G (im Tor)
render-next-for-corner = jetzt: Ecke, M + S
render-next-for-corner-defend = jetzt: Ecke, G + D
render-next-for-bench = stellt die Bank auf
render-chosen = ✓ gewählt
render-kick-off = ANSTOSS
render-kick-off-line = beide wählen eine Karte

refused-not-in-hand = Karte #{ $card } ist nicht auf deiner Hand; wähl eine deiner { $held } Karten
refused-bench-full = du hast schon { $most } Bankkarten nach oben gelegt, mehr können nicht rein; bestätige deine Bank
refused-not-on-bench = Karte #{ $card } ist keine noch nicht gelegte Karte deiner Bank
refused-before-kick-off = das Spiel hat noch nicht angefangen: leg bis zu drei Bankkarten nach oben oder bestätige deine Bank
refused-corner-same-card = für eine Ecke brauchst du zwei verschiedene Karten deiner Hand
refused-your-corner = das ist deine Ecke: wähl zwei Karten, eine für ihr M und eine für ihr S
refused-their-corner = das ist eine Ecke gegen dich: wähl zwei Karten, eine für ihr G und eine für ihr D
refused-subs-eleven-only = Auswechslungen gibt es nur bei 11 gegen 11
refused-subs-before-midfield = ausgewechselt wird vor einem Mittelfeld-Spielzug
refused-subs-used = du hast alle { $most } Auswechslungen schon gemacht
refused-no-one-to-bring-on = es ist keine Karte mehr zum Einwechseln übrig
refused-no-corner-now = Ecken gibt es nur nach einem Schuss mit Gleichstand bei 11 gegen 11
refused-bench-after-kick-off = die Bank wird nur vor dem Anstoß aufgestellt
