# super_team: die Wörter des Spiels auf Deutsch.

blurb = 2 Spieler oder solo gegen das AutoTeam, ~30 Min.: ein kartengesteuertes Brettspiel auf einem Raster, mit Taktik, Würfeln und Moral
rules = **Super Team** — jeder Trainer hat einen Stapel aus 12 Karten und sechs Figuren (Torwart, Kapitän und vier weitere) auf einem Raster von 11 × 15. In deinem Zug spielst du 1–3 Karten, jede für ihre aufgedruckte Anweisung (die Angriffs- oder Abwehrhälfte einer Taktik, eine Fähigkeit von Kapitän oder Trainer) oder als eine Bewegung oder eine Aktion, danach ziehst du auf vier nach. Eine Bewegung zieht eine Figur 1–2 Felder (eine inaktive 1 Feld für 1 Moral; den Torwart 1); wer den Ball führt, bleibt neben einem Gegner stehen. Aktionen: Der Angreifer passt, schießt oder dribbelt, der Verteidiger geht in den Zweikampf; jeder würfelt den grünen Würfel plus einen weißen je Trainermarker auf dem Wert (weiße haben eine −1-Seite), und Moral (0–3) kommt zum Wurf hinzu. Ein Pass braucht die halbe Entfernung (aufgerundet) plus 1 je Gegner auf seiner Linie. Ein Schuss: Beide wählen geheim ein Schussplättchen (E, F, G) — der Ball geht auf das des Schützen, der Torwart rückt zu seinem — dann setzen beide geheim Moral ein; Gleichstand ist ein Tor. Gelungene Taktiken bringen Bewegungen, Aktionen und Moral; Teamtaktiken geben zusätzlich eine Fatigue-Karte. Jedes Neumischen eines Stapels rückt die Zeitleiste vor; Halbzeit bei 45', Abpfiff bei 90'. Solo: Das AutoTeam spielt zwei Karten pro Zug aus seinem eigenen Stapel.
notation = Felder sind Spalte A–K und Reihe 1–15 (Heim verteidigt Reihe 1). Figuren: G Torwart, C Kapitän, #2–#5; Kleinbuchstaben heißt liegend (in diesem Zug gezogen). Marker: P Pass, S Schuss, D Dribbling, T Zweikampf, G GK.

option-format = Ein Schnelles Spiel teilt jeder Seite ein Team und einen Kapitän zu; im Vollen Spiel behält jeder eines von zwei Teamtableaus und eines von zwei Kapitänstableaus, geheim gewählt.
option-variations = Die Varianten aus der Spielregel, beliebig kombiniert.
option-solo = Spiel allein gegen das AutoTeam, das mit seinem eigenen Stapel spielt: leicht, normal oder schwer.

config-quick = Schnelles Spiel
config-full = Volles Spiel
config-advanced = Profi-Tableaus
config-long = längeres Spiel
config-harder = Schwereres Spiel
config-offside = Abseitsfalle
config-kick-anywhere = Abstöße überallhin
config-solo = solo gegen das { $level ->
        [easy] leichte
        [hard] schwere
       *[other] normale
    } AutoTeam

piece-goalie = Torwart
piece-captain = Kapitän
stat-pass = Pass
stat-shoot = Schuss
stat-dribble = Dribbling
stat-tackle = Zweikampf
stat-gk = GK
step-forward-pass = Vorwärtspass
step-backward-pass = Rückpass
step-cross-pass = Querpass
step-through-pass = Steilpass
step-in-between-pass = Schnittstellenpass
step-forward-move = Vorrücken
step-backward-move = Zurückziehen
step-free-move = Freie Bewegung
step-forward-move-marking = Vorrücken & Decken
step-backward-move-marking = Zurückziehen & Decken
reward-movement = Bewegung
reward-action = Aktion
reward-morale = Moral
rewards-movement = { $n ->
        [one] 1 Bewegung
       *[other] { $n } Bewegungen
    }
rewards-action = { $n ->
        [one] 1 Aktion
       *[other] { $n } Aktionen
    }
rewards-morale = { $n } Moral

column-e = E (links)
column-f = F (Mitte)
column-g = G (rechts)

card-chain = { $steps } → { $rewards }
card-chain-marked = { $steps } (Ballführer gedeckt) → { $rewards }
card-tactic = Angriff: { $attack }; Abwehr: { $defend }
card-coach-cost = { $effect }; kostet { $cost } Moral
card-fatigue = nur eine Bewegung
effect-solo-run = Kapitän am Ball: Kapitän ziehen, dann noch einmal (das zweite Mal ohne Moral)
effect-finesse-shot = Kapitän am Ball, höchstens 5 vom Tor: schießen, Blocker zählen nicht
effect-killer-ball = Kapitän am Ball: passen, Blocker zählen nicht
effect-take-on = Kapitän am Ball neben einem Gegner: Plätze tauschen, dann ziehen
effect-shoulder-charge = Gegner neben dem Kapitän: ein Feld wegdrücken, dann ziehen
effect-volley = Freier Ball höchstens 2 entfernt: Kapitän auf den Ball ziehen, dann schießen
effect-overlap = Im Angriff, Kapitän ohne Ball: ziehen, dann passt ein Mitspieler zu ihm
effect-screen = In der Abwehr, höchstens 2 vom Ball: ziehen, dann einen Gegner daneben wegdrücken
effect-armband = 1 Moral gewinnen und den Kapitän aufstellen
coach-team-talk = 2 Moral gewinnen
coach-tactical-switch = bis zu 2 Trainermarker versetzen (nicht GK)
coach-fresh-legs = bis zu 2 Fatigue-Karten zurückgeben
coach-high-press = alle deine Figuren aufstellen
coach-long-ball = der Ballführer passt, Blocker zählen nicht
coach-set-piece = der Ballführer schießt, Blocker zählen nicht

use-tactic = { $steps }{ $marked ->
        [yes] {" "}(Ballführer gedeckt)
       *[no] {""}
    }; bringt { $rewards }{ $fatigue ->
        [yes] {" "}+ Fatigue
       *[no] {""}
    }
use-movement = eine Bewegung: eine Figur 1–2 Felder (eine liegende 1, für 1 Moral)
use-action-attacking = eine Aktion: Pass, Schuss oder Dribbling
use-action-defending = eine Aktion: Zweikampf gegen den Ballführer
use-discard = ohne Nutzen abgeworfen (Schwereres Spiel, einmal pro Zug)

roll = Würfel { $dice }
roll-bonus = Würfel { $dice }, { $bonus } Bonus
roll-morale = Würfel { $dice }, +{ $morale } Moral
roll-bonus-morale = Würfel { $dice }, { $bonus } Bonus, +{ $morale } Moral
shot-side = { $roll } = { $total }, minus Stärke { $power } → Vorsprung { $margin }

event-boards = Tableaus: { $home } spielt { $home_team } mit { $home_captain }; { $away } spielt { $away_team } mit { $away_captain }.
event-markers = Trainermarker: { $home } { $home_markers } · { $away } { $away_markers }.
event-start-roll = Startwurf { $home_roll }:{ $away_roll }: { $name } beginnt.
event-kick-off = Anstoß — { $name } hat den Ball auf F8.
event-kick-off-second-half = Zweite Halbzeit: Anstoß — { $name } hat den Ball auf F8.
event-play-instruction = { $name } spielt { $card } für die Anweisung.
event-play-movement = { $name } spielt { $card } als Bewegung.
event-play-action = { $name } spielt { $card } als Aktion.
event-play-discard = { $name } wirft { $card } ab.
event-run = { $piece } ({ $name }) läuft { $from } → { $to }.
event-run-ball = { $piece } ({ $name }) läuft { $from } → { $to } mit dem Ball.
event-run-paying = { $piece } ({ $name }) läuft { $from } → { $to } (zahlt { $morale } Moral).
event-run-ball-paying = { $piece } ({ $name }) läuft { $from } → { $to } mit dem Ball (zahlt { $morale } Moral).
event-pass-arrives = { $name } passt { $from } → { $to }, braucht { $power }: { $roll } — er kommt an.
event-pass-fails = { $name } passt { $from } → { $to }, braucht { $power }: { $roll } — er misslingt, der Ball landet auf { $lands }.
event-kick-out = Torwart ({ $name }) schlägt den Ball ab nach { $to }.
event-shot-declared = { $name } schießt von { $from }! Beide wählen ein Schussplättchen.
event-tiles = Plättchen: { $shooter } zielt auf { $aim }, { $keeper_side } deckt { $guard }; der Torwart steht auf { $keeper }. Stärke { $attack } zu schlagen, Torwart { $defence }.
event-shot-goal-level = { $name } schießt auf { $target }: { $shooter_roll }; Torwart ({ $keeper_side }): { $keeper_roll } — Gleichstand, und der geht an den Schützen: TOR!
event-shot-goal = { $name } schießt auf { $target }: { $shooter_roll }; Torwart ({ $keeper_side }): { $keeper_roll } — der Schütze liegt vorn: TOR!
event-shot-saved = { $name } schießt auf { $target }: { $shooter_roll }; Torwart ({ $keeper_side }): { $keeper_roll } — der Torwart liegt vorn: gehalten oder geblockt, der Ball landet auf { $lands }.
event-goal = Tor für { $name }!
event-dribble-past-level = { $piece } ({ $name }) dribbelt: { $roll } gegen { $other_piece } ({ $other }): { $other_roll } — Gleichstand, und der geht an den Dribbler: vorbei!
event-dribble-past = { $piece } ({ $name }) dribbelt: { $roll } gegen { $other_piece } ({ $other }): { $other_roll } — vorbei!
event-dribble-stopped = { $piece } ({ $name }) dribbelt: { $roll } gegen { $other_piece } ({ $other }): { $other_roll } — gestoppt.
event-tackle-won = { $piece } ({ $name }) geht in den Zweikampf: { $roll } gegen { $other_piece } ({ $other }) am Ball: { $other_roll } — Ball erobert!
event-tackle-kept-level = { $piece } ({ $name }) geht in den Zweikampf: { $roll } gegen { $other_piece } ({ $other }) am Ball: { $other_roll } — Gleichstand, und der geht an den Ballführer: behauptet.
event-tackle-kept = { $piece } ({ $name }) geht in den Zweikampf: { $roll } gegen { $other_piece } ({ $other }) am Ball: { $other_roll } — der Ballführer behauptet den Ball.
event-pushed = { $piece } ({ $name }) wird weggedrückt: { $from } → { $to }.
event-bypassed = Kapitän ({ $name }) tauscht den Platz: { $from } ⇄ { $to }.
event-morale-gained = { $name } gewinnt { $n } Moral.
event-markers-moved = { $name } versetzt Trainermarker: { $markers }.
event-stood-up = Die Figuren von { $name } stehen auf.
event-fatigue-drawn = { $name } zieht eine Fatigue-Karte.
event-fatigue-returned = { $name } gibt { $n ->
        [one] 1 Fatigue-Karte
       *[other] { $n } Fatigue-Karten
    } zurück.
event-tactic-done = { $card } von { $name } gelingt: Belohnungen zu nehmen.
event-tactic-failed-pass = { $card } von { $name } scheitert (ein Pass kam nicht an): keine Belohnungen.
event-tactic-failed-ball = { $card } von { $name } scheitert (der Ball wechselte vor dem letzten Schritt den Besitzer): keine Belohnungen.
event-tactic-failed-no-way = { $card } von { $name } scheitert (der nächste Schritt war von dort aus nicht möglich): keine Belohnungen.
event-reshuffled = { $name } mischt neu: die Uhr rückt auf { $minute }'.
event-half-time = Halbzeit. Die Trainer ordnen ihre Marker neu (GK bleibt).
event-extra-time = Gleichstand nach 90': Verlängerung mit Golden Goal.
event-full-time = Abpfiff.
event-roll-off = Immer noch Gleichstand: Stechen per Würfel { $home_roll }:{ $away_roll }, { $name } kommt weiter.
event-auto-card-decide = Das AutoTeam deckt Karte { $card } auf, um zu entscheiden.
event-auto-card-play = Das AutoTeam deckt Karte { $card } auf, um zu spielen.

situation-score-carried = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (Halbzeitende { $half_ends }') · Ball auf { $ball } bei { $piece } ({ $name })
situation-score-loose = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (Halbzeitende { $half_ends }') · Ball auf { $ball } (frei)
situation-team = { $name }{ $boards }: { $pieces } · Moral { $morale }
situation-team-markers = { $name }{ $boards }: { $pieces } · Moral { $morale } · Marker { $markers }
situation-your-hand = Deine Hand:
situation-keep-boards = Behalte ein Teamtableau ({ $team1 } oder { $team2 }) und einen Kapitän ({ $captain1 } oder { $captain2 }).
situation-lay-markers = Lege deine sechs Trainermarker (höchstens zwei pro Wert): Pass, Schuss, Dribbling, Zweikampf, GK.
situation-waiting-markers = Warten auf die Trainermarker.
situation-half-time-markers = Halbzeit: Lege deine Trainermarker neu (die auf GK bleiben).
situation-half-time-waiting = Halbzeit: Warten auf die Marker.
situation-shooting = { $name } schießt.
situation-shot-powers = Zu schlagende Stärke { $attack }, die des Torwarts { $defence }.
situation-pick-tile = Wähle geheim dein Schussplättchen (E, F oder G).
situation-commit-shot-morale = Setze geheim deine Moral ein (0–3).
situation-dribble = Ein Dribbling: Beide setzen geheim Moral ein (0–3).
situation-tackle = Ein Zweikampf: Beide setzen geheim Moral ein (0–3).
situation-task-attacking = { $name } (im Angriff) — { $task }.
situation-task-defending = { $name } (in der Abwehr) — { $task }.
situation-must-kick = { $name }: Der Torwart hat den Ball im Strafraum — zuerst muss sein Pass oder Abschlag kommen.
situation-card-attacking = { $name } (im Angriff), Karte { $n } von höchstens 3.
situation-card-defending = { $name } (in der Abwehr), Karte { $n } von höchstens 3.
situation-over = Das Spiel ist vorbei.

task-move = { $captain ->
        [yes] den Kapitän ziehen
       *[no] eine Figur ziehen
    }{ $way ->
        [forward] {" "}nach vorn
        [backward] {" "}nach hinten
       *[any] {""}
    }{ $marking ->
        [yes] , Ende neben einem Gegner
       *[no] {""}
    }{ $ball ->
        [yes] {" "}auf den freien Ball
       *[no] {""}
    }
task-action = eine Aktion
task-pass-step = { $step }: Ziel wählen
task-pass = ein Pass: Ziel wählen
task-pass-morale = Pass nach { $to } braucht Stärke { $power }: du kannst Moral dazugeben
task-shoot = schießen
task-push = einen Gegner neben dem Kapitän wegdrücken
task-bypass = den Kapitän mit einem benachbarten Gegner tauschen
task-markers = { $n ->
        [one] bis zu 1 Trainermarker
       *[other] bis zu { $n } Trainermarker
    } versetzen
task-rewards = die Belohnungen nehmen ({ $rewards })

control-keep-boards = { $team } mit { $captain } behalten
control-markers = Marker { $markers }
control-play-instruction = { $card }: ihre Anweisung
control-play-movement = { $card } als Bewegung
control-play-action = { $card } als Aktion
control-play-discard = { $card } abwerfen
control-end-turn = Zug beenden
control-move = { $piece } { $from } → { $to }{ $ball ->
        [collect] {" "}(nimmt den Ball mit)
        [onto] {" "}(auf den Ball)
       *[no] {""}
    }{ $morale ->
        [yes] , 1 Moral
       *[no] {""}
    }
control-pass = Pass nach { $to }, Stärke { $power }
control-pass-to-piece = Pass nach { $to } ({ $piece }), Stärke { $power }
control-shoot = Schießen!
control-dribble = Am gegnerischen { $piece } vorbeidribbeln
control-tackle = Zweikampf mit deinem { $piece }
control-kick-out = Torwart schlägt ab nach { $to } (ohne Wurf)
control-push = Gegnerischen { $piece } nach { $to } drücken
control-bypass = Platz tauschen mit gegnerischem { $piece }
control-shift = Ein Marker { $from } → { $to }
control-morale = { $n } Moral
control-tile = Schussplättchen { $tile }
control-take-movement = Eine Bewegung nehmen
control-take-action = Eine Aktion nehmen
control-take-morale = 1 Moral nehmen
control-done = Fertig
control-give-up = Verzichten
control-menu-boards = Behalte ein Teamtableau und einen Kapitän
control-menu-markers = Lege deine Trainermarker (P S D T G)
control-group-gk = { $n } auf GK
control-then-markers = Marker mit { $group }
control-menu-play = Spiel eine Karte
control-menu-pieces = Welche Figur, wohin
control-group-piece = { $piece } auf { $space }
control-group-their-piece = gegnerischer { $piece } auf { $space }
control-group-other = Sonstiges
control-then-where = { $group }: wohin?
control-menu-action = Wähle die Aktion
control-group-pass-row = Pass in Reihe { $row }
control-group-other-actions = Dribbling, Zweikampf oder Abschlag
control-then-which = { $group }: welche?
control-menu-shift = Versetze einen Trainermarker

render-quick = Schnelles Spiel
render-full = Volles Spiel
render-advanced = { $format } · Profi-Tableaus
render-solo = Solo gegen das AutoTeam ({ $level ->
        [easy] leicht
        [hard] schwer
       *[other] normal
    }) · { $format }
render-first-half = 1. Halbzeit · { $minute }'
render-second-half = 2. Halbzeit · { $minute }'
render-extra-time = Verlängerung · { $minute }'
render-autoteam-board = AutoTeam-Tableau: { $level ->
        [easy] leicht
        [hard] schwer
       *[other] normal
    }
render-boards-hidden = Tableaus nicht aufgedeckt
render-morale = Moral
render-markers = Marker { $markers }
render-markers-hidden = Marker verdeckt
render-autoteam-counts = { $markers } · Stapel { $deck }
render-counts = { $markers } · Hand { $hand } · Stapel { $deck } · Fatigue { $fatigue } in Ablage
render-standing = { $n } von 6 stehen
render-bank = Fatigue-Stapel { $fatigue } · Moralbank { $bank }
render-this-turn = { $name } in diesem Zug
render-autoteam-card = AutoTeam-Karte { $n } von 12
render-autoteam-deck = { $n ->
        [one] noch 1 Karte im Stapel
       *[other] noch { $n } Karten im Stapel
    }
render-used-instruction = Anweisung
render-used-movement = Bewegung
render-used-action = Aktion
render-used-discard = abgeworfen
render-no-card = noch keine Karte gespielt
render-last = Zuletzt: { $what }
render-last-pass = Pass
render-last-pass-failed = Pass (misslungen)
render-last-kick-out = Abschlag
render-last-dribble = Dribbling
render-last-dribble-stopped = Dribbling (gestoppt)
render-last-tackle = Zweikampf
render-last-tackle-missed = Zweikampf (verloren)
render-last-goal = TOR
render-last-shot = Schuss (kein Tor)
render-markers-secret = Beide Trainer legen geheim ihre Trainermarker
render-half-time = Halbzeit: Die Trainer ordnen geheim ihre Marker neu
render-shot-powers = { $name } schießt: Stärke { $attack } zu schlagen, Torwart { $defence } — Moral geheim
render-shot-tiles = { $name } schießt: Beide wählen geheim ein Schussplättchen
render-duel = Ein Duell: Beide setzen geheim Moral ein
render-to-play-attacking = { $name } ist dran (im Angriff) · Karte { $n } von höchstens 3
render-to-play-defending = { $name } ist dran (in der Abwehr) · Karte { $n } von höchstens 3
render-full-time = Abpfiff

refused-not-in-hand = die Karte { $card } ist nicht auf deiner Hand
refused-three-cards-played = du hast in diesem Zug schon deine drei Karten gespielt: beende den Zug
refused-fatigue-movement-only = eine Fatigue-Karte kann nur als Bewegung gespielt werden (im Schwereren Spiel darf sie einmal pro Zug auch abgeworfen werden)
refused-instruction-not-now = die Karte { $card } kann jetzt nicht für ihre Anweisung gespielt werden: ihre Bedingung ist nicht erfüllt oder ihre Schritte lassen sich von hier aus nicht alle ausführen
refused-goalie-first = dein Torwart hat den Ball in deinem Strafraum: das Erste, was du machst, muss sein Pass oder Abschlag sein
refused-nothing-to-do-with = die Karte { $card } kann jetzt nicht so gespielt werden: damit ließe sich nichts anfangen
refused-not-this-task = das ist keine Wahl für das, was du gerade machst ({ $task })
refused-doing-movement = eine Bewegung
refused-doing-action = eine Aktion
refused-doing-pass = das Passziel wählen
refused-doing-pass-morale = die Moral für deinen Pass
refused-doing-shot = der Schuss
refused-doing-push = das Wegdrücken
refused-doing-bypass = der Platztausch des Kapitäns
refused-doing-markers = Trainermarker versetzen
refused-doing-rewards = die Belohnungen nehmen
refused-end-turn-first-card = spiel mindestens eine Karte, bevor du den Zug beendest
refused-morale-commit = du kannst jetzt 0 bis { $most } Moral einsetzen, nicht { $n }
refused-tile-column = die Schussplättchen sind die Spalten 0 bis 2 (E, F, G), nicht { $column }
refused-markers-layout = leg alle sechs Trainermarker, höchstens zwei pro Wert (zur Halbzeit bleiben die auf GK liegen)
refused-boards-dealt = behalte eines der zwei Teamtableaus und eines der zwei Kapitänstableaus, die du bekommen hast
refused-not-now = das kannst du jetzt nicht machen
refused-other-sides-turn = der Gegner ist dran
refused-wait-other-side = du hast schon gewählt; warte auf den Gegner

engine-side-autoteam = AutoTeam ({ $level ->
        [easy] leicht
        [hard] schwer
       *[other] normal
    })
