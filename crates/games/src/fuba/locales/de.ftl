# fuba: die Wörter des Spiels auf Deutsch.

blurb = ein taktisches Brettspiel für 2 auf einem Spielfeld mit 13 Zonen: Formationen, ein Ballwürfel und die Uhr, etwa 23 Züge pro Halbzeit
rules = ein taktisches Brettspiel auf einem Spielfeld mit 13 Zonen. Jeder Trainer hat zehn Spieler und einen Torwart und wählt geheim eine Formation (4-4-2 und so weiter). Die Mannschaft am Ball wählt eine **Zielzone**; zwei Würfel stellen die Uhr um ihre Differenz weiter und prüfen die Ballkontrolle gegen den **Ballwert** (1 ist hervorragend, 6 schwach): Ball behalten, Ball verloren oder ein Sonderereignis (Freistöße, Karten, zusätzliche Züge). Dann hat jede Mannschaft ihre Aktionsphase: **schießen** (aus der gegnerischen Hälfte), Spieler nach der Bewegungsart einer Reihe **ziehen** (Mittelfeld seitwärts, Sturm geradeaus nach vorn, Abwehr geradeaus nach hinten) und **pressen**, um den Ball zu erobern. Zwei Halbzeiten zu 45 Minuten plus Nachspielzeit, je etwa 23 Züge. Elfmeter: Der Torwart wählt geheim seine Ecke, dann wählt der Schütze eine Seite.
notation = Das Spielfeld wird Zone für Zone geschrieben, in jeder Bahn von West nach Ost (N Nord, C Mitte, S Süd): „C2 3:1“ heißt 3 Spieler der Heimmannschaft und 1 der Gastmannschaft in C2; „*“ markiert den Torwart. Die Heimmannschaft spielt nach Osten (auf C5), die Gastmannschaft nach Westen (auf C1).

## Optionen und die Zusammenfassung der Einstellungen

option-advanced = Die Fortgeschrittenenregeln im Spiel.
config-basic = Grundregeln
config-basic-no-injuries = Grundregeln ohne Verletzungen
config-rules = Regeln { $list }

## Wörter, aus denen andere Zeilen bestehen

line-defence = Abwehr
line-midfield = Mittelfeld
line-forwards = Sturm
style-easy = locker
style-normal = normal
style-aggressive = aggressiv
movement-midfield = Mittelfeldbewegung
movement-forward = Sturmbewegung
movement-defence = Abwehrbewegung
movement-mixed = gemischte Bewegung
side-left = nach links
side-middle = in die Mitte
side-right = nach rechts
result-goal = Tor
result-corner = Ecke
result-rebound = Abpraller
result-miss = vorbei
area-west-penalty-area = Strafraum West
area-west-north-corner-area = Eckzone Nordwest
area-west-south-corner-area = Eckzone Südwest
area-west-front-of-the-box = vor dem Strafraum West
area-west-north-midfield = Mittelfeld Nordwest
area-west-south-midfield = Mittelfeld Südwest
area-centre-circle = Mittelkreis
area-east-north-midfield = Mittelfeld Nordost
area-east-south-midfield = Mittelfeld Südost
area-east-front-of-the-box = vor dem Strafraum Ost
area-east-north-corner-area = Eckzone Nordost
area-east-south-corner-area = Eckzone Südost
area-east-penalty-area = Strafraum Ost
area-corner = Ecke
area-none = keine solche Zone

## Spielzug für Spielzug

event-formations = Formationen: { $home } { $home_formation } · { $away } { $away_formation }
event-kick-off-roll = Wurf um den Anstoß { $home_die }–{ $away_die }: { $name } wählt
event-kick-off-with-ball = { $name } beginnt mit dem Ball
event-kick-off-without-ball = { $name } beginnt ohne den Ball
event-setup-kick-off = Aufstellung zum Anstoß: { $name } hat den Ball
event-setup-free-kick = Aufstellung zum Freistoß in { $area }
event-setup-corner = Aufstellung zur Ecke für { $name }
event-setup-penalty = Aufstellung zum Elfmeter für { $name }
event-target = { $name } zielt auf { $area }
event-dice = Würfel { $first }–{ $second }
event-clock = Uhr +{ $advance } → { $clock }
event-control-kept = Ballkontrolle behalten
event-control-automatic = Ballkontrolle automatisch weitergegeben
event-control-lost = Ballkontrolle verloren: Ballverlust
event-control-special = Würfel gleich Ballwert: Sonderereignis
event-special = Sonderereignis { $difference }: { $effect }
event-yellow-roll-card = { $name } würfelt { $roll } um eine Karte: Gelbe Karte
event-yellow-roll-none = { $name } würfelt { $roll } um eine Karte: keine Karte
event-red-card = ROTE KARTE für { $name }
event-injury-back = Ein Spieler von { $name } ist verletzt (Wurf { $roll }), zurück in Zug { $turn }
event-injury-out = Ein Spieler von { $name } ist verletzt (Wurf { $roll }), fällt für das Spiel aus
event-returned = { $name } bekommt { $count } { $count ->
        [one] Spieler
       *[other] Spieler
    } in C3 zurück
event-possession = { $name } hat den Ball
event-value-turnover = Ballwert über 6: Ballverlust, { $name } hat den Ball
event-stoppage-over = Würfeldifferenz { $difference } liegt unter dem Nachspielzeit-Feld +{ $stoppage }: die Halbzeit endet
event-ball-moved = Ball nach { $area }, Wert { $value }
event-forced-move = { $name } zieht einen Spieler { $from } → { $to } zum Ball
event-free-kick = Freistoß für { $name } in { $area }
event-shot-goal = { $name } schießt aus { $area }: { $dice } — TOR
event-shot-corner = { $name } schießt aus { $area }: { $dice } — Ecke
event-shot-rebound = { $name } schießt aus { $area }: { $dice } — Abpraller
event-shot-miss = { $name } schießt aus { $area }: { $dice } — vorbei, Abstoß
event-rebound = Abpraller { $home }–{ $away }: { $result }
event-goal = TOR für { $name }! { $home }–{ $away }
event-corner = Ecke für { $name }
event-goal-kick = Abstoß für { $name }
event-movement-chosen = { $name }: { $kind } ({ $allowance })
event-condition-used = { $name } setzt einen Konditionspunkt ein ({ $line }): Wurf { $roll }, { $allowance } { $allowance ->
        [one] Zug
       *[other] Züge
    }
event-moved = { $name } { $from } → { $to }
event-moved-with-ball = { $name } { $from } → { $to } mit dem Ball
event-keeper-moved = { $name } Torwart { $from } → { $to }
event-keeper-moved-with-ball = { $name } Torwart { $from } → { $to } mit dem Ball
event-free-moved = { $name }: freier Zug { $from } → { $to }
event-ball-value = Ballwert { $value }
event-press-won = { $name } presst: Wurf { $roll }, Ball erobert
event-press-failed = { $name } presst: Wurf { $roll }, ohne Erfolg
event-substitution = { $name } nimmt eine Auswechslung vor
event-tiredness = Müdigkeitsprobe von { $name } { $rolls }: { $lost } KP verloren
event-tired = { $name } ist für den Rest des Spiels müde
event-condition-gained = { $name } erhält einen Konditionspunkt ({ $line })
event-penalty-scored = Elfmeter von { $name }: Schuss { $kick }, Torwart { $dive }, braucht { $need }+, gewürfelt { $roll } — verwandelt
event-penalty-missed = Elfmeter von { $name }: Schuss { $kick }, Torwart { $dive }, braucht { $need }+, gewürfelt { $roll } — verschossen
event-half-time = Halbzeit: { $home }–{ $away }
event-formation-changed = { $name } spielt jetzt im { $formation }
event-second-half = Zweite Halbzeit
event-shootout = Unentschieden nach 90 Minuten: Elfmeterschießen
event-lots = Elfmeterschießen nach je 100 Schüssen noch gleich: das Los entscheidet für { $name }
event-full-time = Abpfiff: { $home } { $home_goals }–{ $away_goals } { $away }

# Die Tabelle der Sonderereignisse (§7.4.3), nach der Würfeldifferenz.
special-minus-5 = die passive Mannschaft darf zwei Spieler eine Zone weit ziehen
special-minus-4 = Ballkontrolle verloren, der Ball bleibt in der Startzone
special-minus-3 = die passive Mannschaft darf einen Spieler eine Zone weit ziehen
special-minus-2 = +1 auf den Ballwert
special-minus-1 = Freistoß für die kontrollierende Mannschaft, Kartenwurf für die passive Mannschaft
special-0 = Aktionsphasen entfallen
special-plus-1 = Freistoß für die passive Mannschaft, Kartenwurf für die kontrollierende Mannschaft
special-plus-2 = −1 auf den Ballwert
special-plus-3 = die kontrollierende Mannschaft darf einen Spieler eine Zone weit ziehen
special-plus-4 = −2 auf den Ballwert
special-plus-5 = die passive Mannschaft darf keine Abwehrbewegung wählen

# Die Würfel eines Torschusses (§7.7).
shot-rolled = { $roll } gewürfelt gegen Ballwert { $value }
shot-rolled-modified = { $roll } gewürfelt, Modifikatoren { $modifier }, Summe { $total } gegen Ballwert { $value }
shot-difficult-second = ein schwieriger Schuss (selbst 6 { $modifier } = { $best } liegt nicht über Ballwert { $value }): 6 gewürfelt, also ein zweiter Wurf, { $again } gegen die { $area_value } der Zone
shot-difficult-then = ein schwieriger Schuss: 6 gewürfelt, dann { $again } im zweiten Wurf
shot-difficult-failed = ein schwieriger Schuss (selbst 6 { $modifier } = { $best } liegt nicht über Ballwert { $value }): { $roll } gewürfelt, nicht die nötige 6

## Ein Zug in einer Zeile

turn-number = Zug { $turn }
turn-dice = Würfel { $first }–{ $second }, Uhr +{ $advance }
turn-control-kept = Ballkontrolle behalten
turn-control-automatic = Ballkontrolle automatisch weitergegeben
turn-control-lost = Ballkontrolle verloren
turn-control-special = Kontrolle: Sonderereignis
turn-special-event = Sonderereignis { $difference }
turn-value-turnover = Ballwert über 6: Ballverlust
turn-corner = Ecke für { $name }
turn-stoppage-over = Differenz { $difference } unter +{ $stoppage }: die Halbzeit endet
turn-tiredness = { $name } verliert { $lost } KP durch Müdigkeit
turn-yellow = Gelbe Karte für { $name }
turn-red = Rote Karte für { $name }
turn-injury = Verletzung bei { $name }
turn-free-kick = Freistoß für { $name } in { $area }
turn-press = { $name } erobert den Ball im Pressing
turn-shot = { $name } schießt aus { $area }: { $result }
turn-goal = TOR { $name }
turn-penalty-scored = Elfmeter verwandelt
turn-penalty-missed = Elfmeter verschossen

## Die Lage

situation-header = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, { $half }. Halbzeit)
situation-header-rules = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, { $half }. Halbzeit, { $rules })
situation-you-play = Du spielst { $formation }
situation-cp = KP D{ $d } M{ $m } F{ $f }
situation-cp-tired = KP D{ $d } M{ $m } F{ $f } (müde)
situation-subs-left = Wechsel übrig { $subs }
situation-cards = Karten { $yellows }G { $reds }R
situation-your-ball = Dein Ball in { $area } (Wert { $value })
situation-their-ball = Gegnerischer Ball in { $area } (Wert { $value })
situation-your-ball-target = Dein Ball in { $area } (Wert { $value }), Ziel { $target }
situation-their-ball-target = Gegnerischer Ball in { $area } (Wert { $value }), Ziel { $target }
situation-corner-spots = Eckpunkte: { $spots }
task-choose-formation = Wähle geheim deine Formation (Abwehr-Mittelfeld-Sturm).
task-roles-styles = Formation { $formation }: jetzt geheim deine Rollen und Spielstile.
task-kick-off-choice = Du hast den Wurf um den Anstoß gewonnen: mit oder ohne Ball beginnen?
task-setup-kick-off = Aufstellung zum Anstoß: mindestens 2 Spieler der Mannschaft am Ball in C3, alle in der eigenen Hälfte, der Torwart im Strafraum.
task-setup-free-kick = Aufstellung zum Freistoß in { $area }.
task-setup-corner = Aufstellung zur Ecke: ein Angreifer auf einem Eckpunkt.
task-setup-penalty = Aufstellung zum Elfmeter: nur der Schütze und der Torwart im Strafraum.
task-setup-where = Wohin? (genommen aus { $area })
task-setup-adjust = Du darfst noch bis zu { $left } { $left ->
        [one] Spieler
       *[other] Spieler
    } eine Zone weit ziehen oder „bereit“ sagen.
task-setup-default = Die Standardaufstellung steht: ziehe Spieler oder sage „bereit“.
task-free-kick-choice = Freistoß: jetzt schießen (−1) oder mit einem neuen Zug weiterspielen.
task-target = Wähle die Zielzone für den Ball.
task-event-moves = Sonderereignis: du darfst { $left } { $left ->
        [one] Spieler
       *[other] Spieler
    } eine Zone weit ziehen.
task-extra-movement = Langsamer Abstoß: eine zusätzliche Bewegungsphase.
task-action-attacking = Deine Aktionsphase: schießen oder die Bewegungsart wählen.
task-action-defending = Deine Aktionsphase (Verteidigung): wähle die Bewegungsart.
task-moving = Noch { $left } { $left ->
        [one] Zug
       *[other] Züge
    } ({ $kind }).
task-free-moves = Freie Züge weg von der Torlinie, wenn du willst.
task-finish-end = Beende deine Phase.
task-finish-press = Presse oder beende deine Phase.
task-finish-substitute = Wechsle aus oder beende deine Phase.
task-finish-both = Presse, wechsle aus oder beende deine Phase.
task-penalty-dive = Elfmeter: wähle geheim die Ecke deines Torwarts.
task-penalty-kick = Elfmeter: wähle, wohin du schießt (der Torwart hat gewählt, du siehst es nicht).
task-half-time = Halbzeit: ziehe einen Spieler in eine andere Reihe oder behalte deine Formation (geheim).
task-full-time = Abpfiff.

## Bedienelemente

control-formation-custom = { $formation } (eigene)
control-role-attacking-midfielders = { $count } { $count ->
        [one] offensiver Mittelfeldspieler
       *[other] offensive Mittelfeldspieler
    }
control-role-defending-midfielders = { $count } { $count ->
        [one] defensiver Mittelfeldspieler
       *[other] defensive Mittelfeldspieler
    }
control-role-attacking-centre-back = { $count } { $count ->
        [one] offensiver Innenverteidiger
       *[other] offensive Innenverteidiger
    }
control-role-withdrawn-striker = { $count } { $count ->
        [one] hängende Spitze
       *[other] hängende Spitzen
    }
control-role-offensive-wing-backs = { $count } { $count ->
        [one] offensiver Außenverteidiger
       *[other] offensive Außenverteidiger
    }
control-style = { $line }: { $style }
control-start-with-ball = Mit dem Ball beginnen
control-start-without-ball = Ohne den Ball beginnen
control-pick-keeper = Torwart ziehen (in { $area })
control-pick = Einen Spieler aus { $area } ziehen
control-leave = In { $area } lassen
control-put = Nach { $area } stellen ({ $name })
control-ready = Aufstellung bereit
control-reset = Zurück zur Standardaufstellung
control-target = Ziel { $area } ({ $name })
control-target-long-pass = Ziel { $area } ({ $name }, langer Pass +{ $between })
control-slow-goal-kick = Langsamer Abstoß: eine zusätzliche Bewegungsphase für beide Mannschaften
control-shoot-from = Aus { $area } schießen (Modifikator { $modifier }, Ballwert { $value })
control-shoot = Schießen
control-play-on = Weiterspielen: kein Schuss, ein neuer Zug
control-movement-midfield = Mittelfeldbewegung ({ $count } Spieler)
control-movement-forward = Sturmbewegung ({ $count } Spieler)
control-movement-defence = Abwehrbewegung ({ $count } Spieler)
control-movement-mixed = Gemischte Bewegung ({ $count } Spieler)
control-use-condition = Konditionspunkt einsetzen ({ $line }, { $left } übrig): gemischte Bewegung
control-move = { $from } → { $to }
control-move-with-ball = { $from } → { $to } mit dem Ball
control-keeper-move = Torwart { $from } → { $to }
control-keeper-move-with-ball = Torwart { $from } → { $to } mit dem Ball
control-keeper-out = Torwart verlässt den Torraum
control-keeper-in = Torwart zurück in den Torraum
control-done-moving = Fertig mit Ziehen
control-free-move = Freier Zug { $from } → { $to }
control-press-one = Pressen (erobert den Ball bei einer 1)
control-press = Pressen (erobert den Ball bei 1–{ $top })
control-sub-formation = Auswechslung: ein Spieler aus { $from } in { $to } ({ $formation })
control-sub-yellow = Auswechslung: einen verwarnten Spieler herausnehmen (eine Gelbe Karte weniger)
control-sub-fresh-condition = Auswechslung: frischer Spieler, Konditionspunkte für { $line }
control-sub-fresh = Auswechslung: frischer Spieler für den verletzten
control-end-stage = Aktionsphase beenden
control-dive = Sprung { $side }
control-kick = Schuss { $side }
control-keep-formation = Formation behalten
control-half-time-change = Ein Spieler aus { $from } in { $to } ({ $formation })
control-group-keeper = Der Torwart in { $area }
control-group-player = Ein Spieler aus { $area }
control-group-cards = Formationskarten (4-4-2, 4-3-3, …)
control-group-custom = Eigene, { $defenders } { $defenders ->
        [one] Verteidiger
       *[other] Verteidiger
    }
control-group-pick = Aufstellung: aus { $area }
control-group-pick-keeper = Aufstellung: aus { $area } (Torwart)
control-group-other = Weitere Möglichkeiten
control-second-card = Eine Formationskarte
control-second-formation = { $group }: welche Formation?
control-second-where = { $group }: wohin?
control-placeholder-prepare = Deine Formation, Rollen und Spielstile (geheim)
control-placeholder-target = Zielzone
control-placeholder-pick = Einen Spieler in der Aufstellung ziehen
control-placeholder-drop = Wohin damit
control-placeholder-movement = Bewegungsart
control-placeholder-move = Einen Spieler ziehen (von → nach)
control-placeholder-free-move = Freier Zug
control-placeholder-substitution = Auswechslung
control-placeholder-dive = Der Sprung deines Torwarts (geheim)
control-placeholder-kick = Dein Schuss
control-placeholder-half-time = Änderung zur Halbzeit (geheim)
control-placeholder-choose = Wähle

## Das Bild

render-attack-east = Angriff ▶
render-attack-west = ◀ Angriff
render-goalkeeper = Torwart
render-goalkeeper-mark = TW
render-ball-value = Ballwert
render-ball-scale = 1 gut · 6 schwach
render-target-area = Zielzone
render-offside-line = Abseitslinie
render-corner-spot = Ecke { $spot }
render-target = Ziel
render-offside-east = Abseits ▶
render-offside-west = ◀ Abseits
render-ready = ✓ bereit
render-choosing = … wählt
render-cp = KP D{ $d } M{ $m } F{ $f }
render-tired = müde
render-subs = Wechsel { $count }
render-off = { $count } draußen
render-has-ball = hat den Ball
render-pens = Elfm. { $home }–{ $away }
render-clock-full-time = Abpfiff · { $clock }
render-clock-before-kick-off = vor dem Anstoß
render-clock-half-time = Halbzeit · { $clock }
render-clock-first-half = { $clock } · 1. Halbzeit
render-clock-second-half = { $clock } · 2. Halbzeit
render-clock-resigned = aufgegeben · { $clock }
render-clock-forfeited = Zeit abgelaufen · { $clock }
render-resigned-winner = { $name } hat aufgegeben: das Spiel geht an { $winner }
render-resigned-no-winner = { $name } hat aufgegeben: kein Sieger
render-forfeited-winner = { $name } hat die Zeit überschritten: das Spiel geht an { $winner }
render-forfeited-no-winner = { $name } hat die Zeit überschritten: kein Sieger
render-prepare = Vor dem Anstoß: beide Trainer wählen geheim eine Formation
render-kick-off-choice = { $name } hat den Wurf um den Anstoß gewonnen: mit oder ohne Ball?
render-setup-kick-off = Aufstellung zum Anstoß
render-setup-free-kick = Freistoß in { $area }
render-setup-corner = ECKE für { $name }
render-setup-penalty = ELFMETER für { $name }
render-setup-places = { $name } stellt die Spieler auf
render-setup-may-move = { $name } darf noch { $count } Spieler ziehen
render-free-kick-choice = Freistoß für { $name }: jetzt schießen oder weiterspielen
render-target-choice = { $name } wählt eine Zielzone
render-target-choice-goal-kick = { $name } wählt eine Zielzone für den Abstoß
render-event-moves = Sonderereignis: { $name } darf { $count } Spieler eine Zone weit ziehen
render-extra-movement = Langsamer Abstoß: zusätzliche Bewegung für { $name }
render-action-in-control = { $name } (am Ball): { $what }
render-action-defending = { $name } (verteidigt): { $what }
render-shoot-or-move = schießen oder Bewegung wählen
render-choose-movement = Bewegung wählen
render-moving = { $kind }, noch { $count } { $count ->
        [one] Zug
       *[other] Züge
    }
render-free-moves = freie Züge weg von der Torlinie
render-finish = pressen, auswechseln oder die Phase beenden
render-shootout-kick = Elfmeterschießen: { $name } schießt
render-penalty = ELFMETER für { $name }: erst springt der Torwart, dann der Schuss
render-half-time = Halbzeit: jeder Trainer darf einen Spieler in eine andere Reihe ziehen
render-result-penalties = Abpfiff { $home }–{ $away }: { $name } gewinnt { $won }–{ $lost } im Elfmeterschießen
render-result-win = Abpfiff: { $name } gewinnt { $won }–{ $lost }
render-result-draw = Abpfiff: Unentschieden { $home }–{ $away }
render-rule-a1 = A1 Kondition
render-rule-a2 = A2 Rollen
render-rule-a3 = A3 Auswechslungen
render-rule-a4 = A4 Verletzungen
render-rule-a5 = A5 Torwart
render-rule-a6 = A6 Spielstile
render-basic-rules = Grundregeln
render-advanced-rules = Fortgeschrittenenregeln: { $rules }
render-last-kick-scored = Letzter Schuss: { $name } schießt { $kick }, der Torwart springt { $dive }, Wurf { $roll } — verwandelt
render-last-kick-missed = Letzter Schuss: { $name } schießt { $kick }, der Torwart springt { $dive }, Wurf { $roll } — verschossen
render-last-turn = Letzter Zug: { $summary }

refused-away-decides = jetzt entscheidet die Gastmannschaft
refused-home-decides = jetzt entscheidet die Heimmannschaft
refused-not-now = „{ $what }“ ist jetzt nicht erlaubt; du kannst wählen: { $options }
refused-not-now-more = „{ $what }“ ist jetzt nicht erlaubt; du kannst wählen: { $options } und { $more } weitere
