# futbol_dash auf Deutsch. Die Kartennamen (Nutmeg, Foul, V.A.R., Goal…) bleiben, wie sie gedruckt sind.

blurb = ein Kartenrennen um Angriffspunkte für 2 bis 6: genau 11 zum Schuss, Gegner zurückwerfen, Foul und V.A.R. in jedermanns Zug
rules = ein Kartenrennen um Angriffspunkte für 2 bis 6 Spieler. In jedem Zug ziehst du eine Karte und spielst eine: Offensivkarten erhöhen deine Angriffspunkte (AP), Defensivkarten ziehen einem Gegner AP ab, Spielwender lösen Ereignisse aus (Halftime, Penalty, Offside, Substitution, Yellow Card und Red Card). Die AP reichen von 0 bis 11, und eine Karte, die eine der beiden Grenzen sprengen würde, darf nicht gespielt werden. Erreichst du genau 11 — oder spielst Penalty ab 7 —, schießt du: Wähle eine verdeckte Karte des Schussrasters von 4 × 5 (10 Goal, 3 Save, 3 Miss, 3 Corner: noch einmal ziehen, 1 Own Goal: alle anderen treffen). Schiedsrichterkarten unterbrechen: Nach jeder Offensiv- oder Defensivkarte darf jeder andere sie mit Foul belegen (aufheben), und ein V.A.R. hebt ein Foul oder einen anderen V.A.R. auf; alle werden jedes Mal gefragt, die Frage verrät also nichts. Regular: Wer zuerst 3 Tore hat, gewinnt. Express: bis der Aktionsstapel leer ist; bei gemeinsamer Führung entscheidet ein Elfmeterschießen auf einem Raster von 4 × 4 (je fünf Versuche, dann Sudden Death). Ab 3 Spielern gibt die Platzierung 3/1/0 (zu dritt) oder 3/2/1/0 Punkte.
notation = AP sind Angriffspunkte (0–11; genau 11 ist ein Schuss). Karten: +n offensiv, −n defensiv; die Felder des Rasters heißen A1–D5 (Elfmeterschießen A1–D4).

option-format = Regular gewinnt, wer zuerst 3 Tore hat; Express endet, wenn der Aktionsstapel leer ist: Die meisten Tore gewinnen, eine gemeinsame Führung geht ins Elfmeterschießen.
option-window = Sekunden, die ein Schiedsrichterfenster (Foul, V.A.R.) auf Discord offen bleibt, bevor alle passen, die nicht geantwortet haben.

event-kick-off-regular = Anstoß! Futbol Dash Regular für { $players } Spieler (wer zuerst { $goals } Tore hat); { $name } beginnt
event-kick-off-express = Anstoß! Futbol Dash Express für { $players } Spieler (bis der Stapel leer ist); { $name } beginnt
event-drew = { $name } zieht { $card }
event-took-off = { $name } nimmt { $card } heraus
event-no-draw = { $name } zieht in diesem Zug nicht (Rote Karte)
event-skipped = { $name } setzt den Zug aus (Gelbe Karte)
event-played = { $name } spielt { $card }
event-played-on = { $name } spielt { $card } gegen { $target }
event-discarded = { $name } hat keinen gültigen Zug und wirft { $card } ab
event-foul = FOUL! { $name } hebt die Karte von { $against } auf
event-var = V.A.R.! { $name } kippt die Entscheidung von { $against }
event-cancelled = { $card } von { $name } ist aufgehoben
event-points = { $name } steht bei { $ap } AP
event-offside = Abseits: { $name } fällt auf 0 AP zurück
event-booked = Gelbe Karte: { $name } setzt den nächsten Zug aus
event-sent-off = Rote Karte: { $name } setzt einmal mit dem Ziehen aus und spielt mit { $hand ->
    [one] { $hand } Karte
   *[other] { $hand } Karten
} weiter
event-halftime = HALBZEIT, ausgerufen von { $name }: Hände und AP geleert, Stapel neu gemischt, neue Hände
event-substituted = { $name } wechselt { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} aus
event-penalty = ELFMETER! { $name } schießt
event-shot = { $name } erreicht { $ap }: Schuss!
event-shot-goal = { $cell }: TOR
event-shot-save = { $cell }: gehalten
event-shot-miss = { $cell }: vorbei
event-shot-corner = { $cell }: Ecke, noch einmal ziehen
event-shot-own-goal = { $cell }: EIGENTOR
event-goal = TOR für { $name }! ({ $score })
event-own-goal = Ein Tor für { $name } durch das Eigentor ({ $score })
event-grid-relaid = Das Schussraster ist leer: Alle { $cards } Karten werden neu ausgelegt
event-deck-rebuilt = Der Stapel ist leer: Die Ablage wird zu einem neuen Stapel gemischt ({ $cards })
event-deck-out = Der Aktionsstapel ist aufgebraucht: Abpfiff
event-long-match = Das Spiel kann nicht weitergehen: Es entscheiden die Tore
event-shootout-begins = Gleichstand an der Spitze: Elfmeterschießen zwischen { $names }
event-shootout-scores = { $name } wählt { $cell }: trifft
event-shootout-fails = { $name } wählt { $cell }: verschießt
event-shootout-scores-sudden-death = { $name } wählt { $cell }: trifft (Sudden Death)
event-shootout-fails-sudden-death = { $name } wählt { $cell }: verschießt (Sudden Death)
event-sudden-death = Immer noch gleich: Sudden Death für { $names }
event-shootout-grid-relaid = Das Raster des Elfmeterschießens wird neu ausgelegt
event-lots-drawn = Das Sudden Death endet nicht: Das Los entscheidet für { $name }
event-shootout-won = { $name } gewinnt das Elfmeterschießen ({ $goals })
event-full-time = Abpfiff: { $result }

ordinal = { $place }.
placing = { $place } { $names } ({ $points } Pkt.)
placing-shared = { $place } { $names } (je { $points } Pkt.)

situation-goals = { $goals ->
    [one] Tor
   *[other] Tore
}
situation-ap = AP { $ap }
situation-hand = Hand { $cards }
situation-reds = Rot ×{ $reds }
situation-skips = setzt { $skips }× aus

situation-heading-first-half = { $format } · { $score } · Stapel { $deck } · erste Halbzeit
situation-heading-second-half = { $format } · { $score } · Stapel { $deck } · zweite Halbzeit
situation-your-turn = Du bist dran: Spiel eine Karte.
situation-their-turn = { $name } ist dran.
situation-your-substitution = Auswechslung: Nimm bis zu { $max } Karten heraus (bisher { $count }) und zieh dann ebenso viele.
situation-their-substitution = { $name } wechselt aus (bisher { $count } heraus).
situation-window-played = { $name } hat { $card } gespielt.
situation-window-played-on = { $name } hat { $card } gegen { $target } gespielt.
situation-window-answered = { $name } hat { $card } gespielt; { $referee } hat mit { $answer } geantwortet.
situation-window-answered-on = { $name } hat { $card } gegen { $target } gespielt; { $referee } hat mit { $answer } geantwortet.
situation-window-foul-or-pass = Foul spielen oder passen?
situation-window-var-or-pass = V.A.R. spielen oder passen?
situation-window-others = Die anderen können darauf antworten.
situation-your-penalty = Elfmeter: Schieß! Wähle eine der { $open } verdeckten Schusskarten.
situation-your-shot = { $ap } AP: Schieß! Wähle eine der { $open } verdeckten Schusskarten.
situation-their-penalty = Elfmeter: { $name } schießt.
situation-their-shot = { $ap } AP: { $name } schießt.
situation-shootout = Elfmeterschießen ({ $level }).
situation-sudden-death = Sudden Death.
situation-your-pick = Du wählst: ein Feld.
situation-their-pick = { $name } wählt.
situation-full-time = Abpfiff.
situation-your-hand = Deine Hand: { $cards }

control-discard = { $card } abwerfen
control-take-off = { $card } herausnehmen
control-sub-done = Fertig: Ersatzkarten ziehen
control-foul = Foul!
control-var = V.A.R.!
control-pass = Passen
control-play = { $card } → { $ap } AP
control-play-shot = { $card } → { $ap } AP: SCHUSS
control-play-defensive = { $card } gegen { $target } ({ $from } → { $to } AP)
control-play-offside = Offside gegen { $target } ({ $from } → 0 AP)
control-play-on = { $card } gegen { $target }
control-play-penalty = Penalty: mit { $ap } AP schießen
control-play-a-card = Spiel eine Karte
control-no-legal-play = Kein gültiger Zug: Wirf eine Karte ab
control-discarded-detail = ohne Wirkung: offen abgeworfen
control-on-whom = { $card }: gegen wen?
control-take-a-card-off = Nimm eine Karte heraus
control-take-off-detail = sie kommt auf die Ablage

card-effect-offensive = erhöht deine Angriffspunkte
card-effect-defensive = zieht dem Ziel Angriffspunkte ab
card-effect-halftime = alle werfen Hand und AP-Karten ab, der Stapel wird neu gemischt, neue Hände
card-effect-penalty = sofort schießen (ab { $ap } AP)
card-effect-offside = die AP des Ziels fallen auf 0
card-effect-substitution = tausche bis zu { $max } Karten deiner Hand aus
card-effect-yellow-card = das Ziel setzt den nächsten Zug aus
card-effect-red-card = das Ziel setzt einmal mit dem Ziehen aus und hat für den Rest des Spiels eine Karte weniger
card-effect-foul = hebt eine Offensiv- oder Defensivkarte auf, sobald sie gespielt wird
card-effect-var = hebt eine Schiedsrichterkarte auf, sobald sie gespielt wird

render-format-regular = Regular · bis { $goals } Tore
render-format-express = Express · bis der Stapel leer ist
render-counts-first-half = erste Halbzeit · Stapel { $deck } · Ablage { $discards } · Zug { $play }
render-counts-second-half = zweite Halbzeit · Stapel { $deck } · Ablage { $discards } · Zug { $play }
render-in-hand = { $cards } auf der Hand
render-goals = { $goals ->
    [one] Tor
   *[other] Tore
}
render-goals-pens = { $goals ->
    [one] Tor · Elfer { $pens }
   *[other] Tore · Elfer { $pens }
}
render-shot-grid = Schussraster
render-shootout = Elfmeterschießen
render-shootout-sudden-death = Elfmeter · Sudden Death
render-face-down = { $cells } verdeckt
render-referee-window = Schiedsrichterfenster
render-last-play = Letzter Zug
render-kick-off = Anstoß
render-cancelled = UNGÜLTIG
render-by = von { $name }
render-on = gegen { $name }
render-discarded = abgeworfen: kein gültiger Zug
render-referee-foul = FOUL: { $name }
render-referee-var = V.A.R.: { $name }
render-to-play = { $name } spielt eine Karte
render-substitution = { $name }: Auswechslung (bisher { $count } heraus)
render-window-foul-or-pass = Schiedsrichterfenster: { $names } — Foul oder passen
render-window-var-or-pass = Schiedsrichterfenster: { $names } — V.A.R. oder passen
render-penalty = ELFMETER: { $name } wählt eine Schusskarte
render-shot = { $ap } AP: { $name } wählt eine Schusskarte
render-shootout-picks = Elfmeterschießen: { $name } wählt

describe-windows = { $format }, Schiedsrichterfenster von { $seconds } s

refused-not-your-window = in diesem Schiedsrichterfenster darfst du nicht antworten
refused-not-your-turn = ein anderer Spieler ist dran
refused-not-in-hand = { $card } hast du nicht auf der Hand
refused-referee-on-your-turn = { $card } wird nur als Antwort auf eine andere Karte gespielt, nicht als Karte deines Zugs
refused-takes-no-target = { $card } wird gegen niemanden gespielt
refused-over-most = { $card } würde dich von { $from } auf { $to } AP bringen; das Maximum ist { $most }
refused-needs-target = { $card } braucht ein Ziel: einen Gegner
refused-target-not-opponent = { $card } muss gegen einen Gegner an diesem Tisch gespielt werden
refused-target-too-low = { $card } braucht ein Ziel mit mindestens { $least } AP; das Ziel hat { $ap }
refused-offside-no-ap = Offside braucht ein Ziel, das AP zu verlieren hat
refused-penalty-too-soon = mit Penalty schießt du ab { $least } AP; du hast { $ap }
refused-cannot-play-now = { $card } kann jetzt nicht gespielt werden
refused-cannot-play-so = { $card } kann so nicht gespielt werden
refused-discard-with-a-play = du hast einen gültigen Zug, also darfst du nicht einfach abwerfen
refused-substitution-most = mit Substitution tauschst du höchstens { $most ->
    [one] { $most } Karte
   *[other] { $most } Karten
} aus
refused-foul-on-referee = ein Foul antwortet auf eine Offensiv- oder Defensivkarte; auf eine Schiedsrichterkarte antwortet nur ein V.A.R.
refused-var-nothing-to-answer = ein V.A.R. antwortet auf eine Schiedsrichterkarte, aber es gibt keine, auf die er antworten könnte
refused-window-answers = ein Schiedsrichterfenster: antworte mit Foul oder V.A.R., oder passe
refused-cell-not-face-down = Feld { $cell } ist keine verdeckte Karte des Rasters
refused-pick-a-cell = wähle ein verdecktes Feld des Rasters
refused-substitution-choice = nimm Karten für deine Auswechslung heraus oder sag, dass du fertig bist
refused-your-turn = du bist dran: Spiel eine Karte von deiner Hand
