# fasisac: the game's words in de; the same messages as en.ftl.

blurb = Fünf-gegen-Fünf mit Karten und W12: drafte einen Kader aus 8, wähle geheim Taktik und Aufstellung, gewinne die Duelle mit Boost-Karten
rules = Fünf-gegen-Fünf mit Spielerkarten und W12, für zwei Trainer. Das volle Spiel: Ein W12-Wurf bestimmt die Heimmannschaft; die Trainer draften je 8 Spieler aus einem Pool von 16 (die Heimmannschaft zuerst, abwechselnd, höchstens 2 Torhüter); jeder wählt verdeckt eine von sechs Taktiken (Possession, Fluid, High Press, Direct, Sit Deep, Counter) und, sobald beide aufgedeckt sind, eine geheime Aufstellung aus 5 auf GK, D, ML, MR und S. Die Taktik und wie viele Startspieler ihr Symbol tragen, geben jedem Team seine Angriffsaktionen, seine Boost-Karten und die gegnerischen Angriffe, die es streicht; die Taktiken schlagen einander im Kreis (Technisch > Intensiv > Reaktiv > Technisch). Bei jeder Angriffsaktion bestimmt der weiße Würfel den Angreifer, der rote den Verteidiger; Technik + W12 gegen Zweikampf + W12, dann Schuss + W12 gegen das Torwartspiel des Torwarts + W12; der Angreifer muss echt höher liegen. Vor dem Würfeln darf jeder Trainer einen Attribut-Boost spielen (+3 auf das eigene Attribut oder +1 auf ein anderes; zuerst der Angreifer, dann antwortet der Verteidiger, darauf darf der Angreifer noch einmal antworten); danach darf der zurückliegende Trainer einen Reroll seines eigenen Würfels spielen. In der Halbzeit dürfen Taktik und Aufstellung wechseln; ungenutzte Boosts bleiben erhalten. Das Trainingsspiel teilt jedem fünf Spieler zu und geht über eine Halbzeit mit 5 + 5 Angriffen. Optionen: Elfmeterschießen bei Unentschieden (je 3 Schützen, dann Sudden Death) und Rush Keepers (vier Feldspieler; der rote Würfel bestimmt bei jedem Schuss, wer ins Tor geht).
notation = SKL/TCK/SHT/GKP sind Technik, Zweikampf, Schuss und Torwartspiel; die Positionen sind GK (Torwart), D (Verteidiger), ML (linkes Mittelfeld), MR (rechtes Mittelfeld) und S (Sturm).
slot-goalkeeper = Torwart
slot-defender = Verteidiger
slot-midfield-left = Linkes Mittelfeld
slot-midfield-right = Rechtes Mittelfeld
slot-striker = Stürmer
attribute-skill = Technik
attribute-tackling = Zweikampf
attribute-shooting = Schuss
attribute-goalkeeping = Torwartspiel
draft-snake = Snake-Draft
draft-auction = Auktions-Draft
half-training = Trainingsspiel
half-first = Erste Halbzeit
half-second = Zweite Halbzeit
event-home-roll = Wurf vor dem Spiel: { $first } { $a }, { $second } { $b }. { $home } hat Heimrecht.
event-home-roll-after-ties = Wurf vor dem Spiel: { $first } { $a }, { $second } { $b } (nach { $ties ->
        [one] { $ties } Gleichstand
       *[other] { $ties } Gleichständen
    }). { $home } hat Heimrecht.
event-draft-order = Der { $rule } beginnt; die Reihenfolge, ausgelost: { $order }
event-pool-dealt = Der Draft-Pool: { $players } Spieler, davon { $keepers ->
        [one] { $keepers } Torwart
       *[other] { $keepers } Torhüter
    }
event-picked = { $name } wählt { $player } ({ $stats })
event-nominated = { $name } bietet { $player } für { $price }k zur Auktion an
event-bid = { $name } bietet { $price }k
event-sold = VERKAUFT: { $player } an { $name } für { $price }k
event-draft-complete = Der Draft ist vorbei: Jeder Kader hat 8 Spieler
event-tactic-chosen = { $name }: Du hast { $tactic } gewählt
event-tactics-revealed = Taktiken aufgedeckt: { $tactics }
event-placed = { $name }: { $player } auf { $slot }
event-lineups-revealed = Aufstellungen aufgedeckt. { $lineups }
event-half-numbers = { $name }: { $tactic } mit { $specialists ->
        [one] { $specialists } Spezialist
       *[other] { $specialists } Spezialisten
    }: { $attacks ->
        [one] { $attacks } Angriff
       *[other] { $attacks } Angriffe
    }, { $boosts ->
        [one] { $boosts } Boost
       *[other] { $boosts } Boosts
    }, streicht { $removes ->
        [one] { $removes } gegnerischen Angriff
       *[other] { $removes } gegnerische Angriffe
    }
event-boosts-drawn = { $name } zieht { $count ->
        [one] { $count } Boost
       *[other] { $count } Boosts
    }: { $boosts }
event-boosts-drawn-hidden = { $name } zieht { $count ->
        [one] { $count } Boost-Karte
       *[other] { $count } Boost-Karten
    }
event-boost-deck-reshuffled = Der Boost-Stapel wird aus den Ablagen neu gemischt
event-kick-off = { $half }: Angriffsaktionen { $attacks }
event-attack = Angriff für { $name }: weißer Würfel { $white } — { $attacker } gegen roten Würfel { $red } — { $defender }
event-keeper-rushes = Fliegender Torwart! Der rote Würfel von { $name } zeigt { $red }: { $player } geht ins Tor
event-boost-played = { $name } spielt { $boost }: +{ $bonus } { $attribute }
event-rolled = Würfel: { $attacker } gegen { $defender }
event-rerolled = { $name } würfelt neu: { $from } → { $to }
event-tackle-beaten = { $att } { $a } v { $def } { $d } ({ $name }): ausgespielt, frei vor dem Tor!
event-tackle-won = { $att } { $a } v { $def } { $d } ({ $name }): der Zweikampf erobert den Ball
event-shot-in = { $att } { $a } v { $def } { $d } ({ $name }): drin!
event-shot-saved = { $att } { $a } v { $def } { $d } ({ $name }): gehalten
event-goal = TOR für { $name }! { $player } trifft ({ $score })
event-half-time = Halbzeit: { $score }. Taktik und Aufstellung dürfen wechseln.
event-full-time = Abpfiff: { $score }
event-penalties-begin = Unentschieden nach Abpfiff: Elfmeterschießen! Jeder Trainer benennt geheim 3 Schützen
event-taker-named = { $name }: { $player } schießt einen Elfmeter
event-takers-revealed = Elfmeterschützen: { $takers }
event-penalty-scored = Elfmeter, { $name }: { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total }: TRIFFT ({ $score })
event-penalty-saved = Elfmeter, { $name }: { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total }: gehalten ({ $score })
event-lots-drawn = Auch Sudden Death bringt keine Entscheidung: Das Los fällt auf { $name }
event-shootout-over = Das Elfmeterschießen endet { $score }
situation-rush-keepers = Rush Keepers: Der rote Würfel bestimmt bei jedem Schuss deinen Torwart.
situation-draft-pick = Draft-Wahl { $pick } — dein Kader ({ $size }/8): { $squad }
situation-your-pick = Du bist dran: { $left ->
        [one] { $left } Spieler ist
       *[other] { $left } Spieler sind
    } noch im Pool.
situation-picking = { $name } wählt.
situation-auction = Auktion — dein Budget { $purse }k, Kader { $size }/8: { $squad }
situation-nominate = Biete einen Spieler mit einem Startgebot zur Auktion an.
situation-bidding = Auktion — { $player } ({ $stats }) für { $price }k an { $name }. Dein Budget: { $purse }k.
situation-raise-or-pass = Erhöhe das Gebot oder passe.
situation-your-squad = Dein Kader: { $squad }
situation-tactic-chosen = Du hast { $tactic } gewählt; warte auf den anderen Trainer.
situation-choose-tactic = Wähle deine Taktik verdeckt (aufgedeckt, wenn beide gewählt haben).
situation-tactics = Taktiken: { $tactics }.
situation-lineup-so-far = Deine Aufstellung bisher:
situation-choose-slot = Besetze die Position { $slot } ({ $code }). Spieler mit dem Symbol von { $tactic } zählen als Spezialisten.
situation-choose-slot-no-tactic = Besetze die Position { $slot } ({ $code }). Spieler mit dem Symbol deiner Taktik zählen als Spezialisten.
situation-lineup-ready = Deine Aufstellung steht; warte auf den anderen Trainer.
situation-attacks-left = Verbleibende Angriffsaktionen: { $left }.
situation-attack = { $name } greift an: { $attacker } ({ $att } { $a }) gegen { $defender } ({ $def } { $d }).
situation-boost-played = { $name } hat { $boost } gespielt (+{ $bonus }).
situation-dice = Würfel { $a } v { $d }: Summen { $att_total } v { $def_total } (der Angreifer muss höher liegen).
situation-your-boosts = Deine Boosts: { $boosts }.
boosts-none = keine
situation-last-chance = Der andere Trainer hat mit einem Boost geantwortet: letzte Chance, deinen zu spielen, oder passe.
situation-boost-window = Boost-Fenster: Spiele einen Attribut-Boost (+3 auf sein eigenes Attribut, +1 auf jedes andere) oder passe.
situation-reroll-window = Du liegst in diesem Duell zurück: Spiele einen Reroll deines eigenen Würfels oder passe.
situation-roll = Würfle für diesen Angriff.
situation-penalties = Elfmeterschießen { $score }.
situation-name-takers = Benenne deine Elfmeterschützen der Reihe nach, geheim: { $named } von 3 benannt.
situation-sudden-death = Sudden Death, Runde { $round }: Benenne deinen nächsten Schützen.
situation-your-lineup = Deine Aufstellung:
squad-nobody-yet = noch niemand
control-card-detail = { $icons } · Wert { $value }
control-group-goalkeepers = Torhüter
control-group-value-high = Feldspieler, Wert 18+
control-group-value-low = Feldspieler, Wert 17 oder weniger
control-tactic = { $tactic } — { $attacks } Angriffe, { $boosts } { $most_boosts ->
        [one] Boost
       *[other] Boosts
    }
control-tactic-cancels = { $tactic } — { $attacks } Angriffe, { $boosts } { $most_boosts ->
        [one] Boost
       *[other] Boosts
    }, streicht { $cancels } ihrer Angriffe
control-tactic-detail = Stärker mit mehr Startern mit Symbol ({ $carrying } im Kader) · Bonus gg. { $tactics }
control-pick = { $player } wählen
control-nominate = { $player } für { $price }k
control-bid = { $price }k bieten
control-place = { $player } auf { $slot }
control-keep-lineup = Gleiche Aufstellung behalten
control-clear-lineup = Aufstellung neu beginnen
control-roll = Würfeln
control-reroll = Meinen Würfel neu werfen
control-pass-bidding = Passen (nicht mehr bieten)
control-pass = Passen
control-taker = { $player } (Schuss { $shooting })
control-boost = { $boost }: +{ $bonus } { $attribute }
control-pick-a-player = Wähle einen Spieler
control-group-pick-one = { $group }: wähle einen
control-open-at-minimum = zum Mindestgebot anbieten · { $detail }
control-open-at-value = zu seinem Wert anbieten · { $detail }
control-put-up-for-auction = Biete einen Spieler zur Auktion an
control-group-which-price = { $group }: welchen, zu welchem Preis?
control-choose-tactic = Wähle deine Taktik (geheim)
control-specialist = { $icons } · Spezialist
control-who-plays-there = { $slot } ({ $code }): Wer spielt dort?
control-lineup = Aufstellung
control-start-again = Neu beginnen
control-pass-no-boost = Passen: kein Boost
control-pass-keep-dice = Passen: Würfel behalten
control-taker-detail = Schuss von { $player } gegen das Torwartspiel des Torwarts
control-name-taker = Benenne einen Elfmeterschützen (geheim)
option-format = Das volle Spiel draftet die Kader und geht über zwei Halbzeiten mit Taktiken und Boosts; das Trainingsspiel teilt jedem fünf Spieler zu und geht über eine Halbzeit mit 5 + 5 Angriffen.
option-variant = Rush Keepers: vier Feldspieler und kein Torwart; der rote Würfel bestimmt bei jedem Schuss, wer ins Tor geht.
option-penalties = Unentschieden im Elfmeterschießen entscheiden: je drei geheime Schützen, dann Sudden Death.
option-window = Sekunden, die ein Boost- oder Reroll-Fenster auf Discord offen bleibt, bevor ein säumiger Trainer passt.
describe-full-drafted = volles Spiel, gedraftete Kader
describe-full = volles Spiel
describe-training = Trainingsspiel
describe-penalties = Elfmeterschießen
describe-window = { $seconds }-s-Boost-Fenster
render-training-match = Trainingsspiel
render-training-rush-keepers = Training · Rush Keepers
render-five-a-side = Fünf gegen Fünf
render-penalties = Elfmeterschießen
render-full-time = Abpfiff
render-before-kick-off = vor dem Anstoß
render-half-time = Halbzeit
render-one-half = eine Halbzeit
render-first-half = erste Halbzeit
render-second-half = zweite Halbzeit
render-lineup-secret = Aufstellung geheim
render-outfield-key = Feldspieler: Technik Zweikampf Schuss
render-group-technical = Technisch
render-group-intense = Intensiv
render-group-reactive = Reaktiv
render-home = { $name } (Heim)
render-away = { $name } (Gast)
render-no-tactic = keine Taktik (Training)
render-tactic-face-down = Taktik verdeckt
render-numbers = { $attacks ->
        [one] { $attacks } Angriff
       *[other] { $attacks } Angriffe
    } · { $boosts ->
        [one] { $boosts } Boost
       *[other] { $boosts } Boosts
    } · streicht { $removes }
render-attacks-left = Angriffe übrig { $left } · Boosts auf der Hand { $boosts }
render-bench = Bank: { $players }
render-squad = Kader: { $players }
render-penalties-score = Elfmeterschießen: { $home } – { $away }
render-no-attack-yet = Noch kein Angriff: Der Aktionsstapel entscheidet, wer zuerst angreift
render-last-attack-goal = Letzter Angriff: TOR
render-last-attack-tackled = Letzter Angriff: abgefangen
render-last-attack-saved = Letzter Angriff: gehalten
render-head-to-head-1 = Duell 1: { $att } v { $def }
render-head-to-head-2 = Duell 2: { $att } v { $def }
render-dice = weiß { $white } · rot { $red }
render-plus-boost = + Boost { $boost }
render-draft-complete = Der Draft ist vorbei: Jeder Kader hat 8 Spieler
render-pick = Wahl { $pick }: { $name } ist dran
render-nominating = { $name } bietet einen Spieler zur Auktion an
render-bidding = { $player } — { $price }k an { $name }: Wer bietet mehr?
render-tactics-half-time = Halbzeit: Beide Trainer wählen verdeckt eine Taktik
render-tactics = Beide Trainer wählen verdeckt eine Taktik
render-lineups-half-time = Halbzeit: Beide Trainer stellen geheim ihre Mannschaft auf
render-lineups = Beide Trainer stellen geheim ihre Mannschaft auf
render-boost-window = Boost-Fenster: { $name }
render-reroll-window = Reroll-Fenster: { $name }
render-rolls = { $name } würfelt für den Angriff
render-takers = Beide Trainer benennen geheim ihre Elfmeterschützen
render-tournament = Turnier, { $rule }
render-draft = Draft
render-pool-left = noch { $left } im Pool
render-pool = Pool
render-value = Wert { $value }
render-purse-left = { $size }/8 · { $purse }k übrig

refused-waiting-pick = ein anderer Trainer wählt gerade
refused-waiting-nominate = ein anderer Trainer bietet gerade einen Spieler zur Auktion an
refused-waiting-bid = du hast das höchste Gebot oder bist bei dieser Auktion schon ausgestiegen
refused-waiting-boost = das Boost-Fenster des anderen Trainers ist offen
refused-waiting-reroll = der andere Trainer darf neu würfeln
refused-waiting-roll = der angreifende Trainer würfelt
refused-waiting-other = der andere Trainer ist dran
refused-card-number = Karte { $card }
refused-not-in-pool = { $player } ist nicht im Pool; wähle { $left ->
        [one] den letzten verbliebenen Spieler
       *[other] einen der { $left } verbliebenen Spieler
    }
refused-keeper-limit = { $player } ist Torwart, und du hast schon { $most }: höchstens zwei pro Kader
refused-opening-bid = ein Startgebot von { $price }k ist nicht erlaubt: biete 10k oder den Wert des Spielers, höchstens { $max }k (für jeden anderen freien Platz bleiben 10k zurück)
refused-keepers-must-go-round = wenn du { $player } nimmst, bleibt ein Kader ohne Torwart: die übrigen Torhüter müssen für alle reichen
refused-bid = ein Gebot von { $bid }k ist nicht erlaubt: erhöhe das Gebot von { $price }k um 10k, 50k oder 100k, bis höchstens { $max }k
refused-not-in-squad = { $player } ist nicht in deinem Kader
refused-already-in-lineup = { $player } steht schon in deiner Aufstellung
refused-rush-keepers-no-keeper = { $player } ist Torwart: bei Rush Keepers beginnen vier Feldspieler und kein Torwart
refused-goal-needs-gloves = { $player } hat keine Handschuhe: die Position GK braucht eine Torwartkarte
refused-lineup-complete = deine Aufstellung ist schon vollständig
refused-no-lineup-to-keep = es gibt noch keine Aufstellung zum Behalten: stelle deine Spieler auf
refused-reroll-in-its-window = ein Reroll wird nach dem Würfeln gespielt, im Reroll-Fenster
refused-boost-not-held = du hast keinen { $boost }
refused-one-boost-per-duel = nur ein Attribut-Boost pro Duell
refused-reroll-by-the-loser = ein Reroll wird nach dem Würfeln gespielt, vom zurückliegenden Trainer
refused-no-reroll-card = du hast keine Reroll-Karte
refused-not-a-taker = { $player } kann diesen Elfmeter nicht schießen: Schützen sind die Spieler auf dem Platz, jeder einmal, bis alle geschossen haben
refused-not-now = das kannst du gerade nicht tun
