# Slash-Befehle von Touchline: Deutsch.

# /spiele
cmd-games = spiele
cmd-games-desc = Was hier gespielt werden kann.

# /regeln
cmd-rules = regeln
cmd-rules-desc = Wie ein Spiel gespielt wird, und seine Optionen.
cmd-rules-opt-game = spiel
cmd-rules-opt-game-desc = Welches Spiel

# /spielen
cmd-play = spielen
cmd-play-desc = Starte eine Partie: gegen genannte Leute, an einem offenen Tisch oder gegen den Computer.
cmd-play-opt-game = spiel
cmd-play-opt-game-desc = Welches Spiel
cmd-play-opt-opponent = gegner
cmd-play-opt-opponent-desc = Gegen wen; leer lassen, um gegen den Computer zu spielen
cmd-play-opt-opponent2 = gegner2
cmd-play-opt-opponent2-desc = Ein weiterer Spieler, für Spiele ab 3 Personen
cmd-play-opt-opponent3 = gegner3
cmd-play-opt-opponent3-desc = Ein weiterer Spieler, für Spiele ab 4 Personen
cmd-play-opt-opponent4 = gegner4
cmd-play-opt-opponent4-desc = Ein weiterer Spieler, für Spiele ab 5 Personen
cmd-play-opt-opponent5 = gegner5
cmd-play-opt-opponent5-desc = Ein weiterer Spieler, für Spiele ab 6 Personen
cmd-play-opt-open = offen
cmd-play-opt-open-desc = Einen offenen Tisch eröffnen, dem jeder beitreten kann, statt Gegner zu nennen
cmd-play-opt-result_needed = ohne_remis
cmd-play-opt-result_needed-desc = Pokalspiel: kein Unentschieden (Verlängerung und Elfmeterschießen)
cmd-play-opt-timer = bedenkzeit
cmd-play-opt-timer-desc = Zeit pro Zug
cmd-play-opt-on_timeout = zeitüberschreitung
cmd-play-opt-on_timeout-desc = Wenn die Zeit eines Spielers abläuft
cmd-play-opt-level = stärke
cmd-play-opt-level-desc = Wie stark der Computer spielt: gegen dich, oder auf seinen Plätzen an einem offenen Tisch
cmd-play-opt-computers = computer
cmd-play-opt-computers-desc = Plätze für den Computer an einem offenen Tisch (er spielt in der gewählten `stärke`)

# /partie
cmd-match = partie
cmd-match-desc = Die Partie in diesem Thread.

# /partie stand
cmd-match-status = stand
cmd-match-status-desc = Wie die Partie steht und wer am Zug ist (nur für dich sichtbar).

# /partie brett
cmd-match-board = brett
cmd-match-board-desc = Das aktuelle Spielbrett erneut posten.

# /partie aufgeben
cmd-match-resign = aufgeben
cmd-match-resign-desc = Die Partie in diesem Thread aufgeben.

# /partie wiederholung
cmd-match-replay = wiederholung
cmd-match-replay-desc = Eine beendete Partie nachspielen: Endstand, Fairness-Siegel und auf Wunsch ein animiertes GIF.
cmd-match-replay-opt-match = partie
cmd-match-replay-opt-match-desc = Die Nummer der Partie (im Thread einer Partie weglassen)
cmd-match-replay-opt-gif = gif
cmd-match-replay-opt-gif-desc = Ein animiertes GIF der ganzen Partie anhängen

# /liga
cmd-league = liga
cmd-league-desc = Ligen: Tabelle über Saisons.

# /liga anlegen
cmd-league-create = anlegen
cmd-league-create-desc = Liga anlegen (Admins).
cmd-league-create-opt-game = spiel
cmd-league-create-opt-game-desc = Das Spiel
cmd-league-create-opt-name = name
cmd-league-create-opt-name-desc = Name der Liga
cmd-league-create-opt-legs = runden
cmd-league-create-opt-legs-desc = Runden: 1 = einfach, 2 = Hin- und Rückrunde (Standard 2)
cmd-league-create-opt-points = punkte
cmd-league-create-opt-points-desc = Punkte für S-U-N (Standard 3-1-0)
cmd-league-create-opt-tiebreak = gleichstand
cmd-league-create-opt-tiebreak-desc = Wie punktgleiche Teams getrennt werden (Standard: Fußball)
cmd-league-create-opt-timer = zeit
cmd-league-create-opt-timer-desc = Zeit pro Zug
cmd-league-create-opt-on_timeout = zeitablauf
cmd-league-create-opt-on_timeout-desc = Wenn die Zeit eines Spielers abläuft
cmd-league-create-opt-deadline_days = frist_tage
cmd-league-create-opt-deadline_days-desc = Tage pro Spieltag (Standard: keine Fristen)
cmd-league-create-opt-missed_deadline = frist_versäumt
cmd-league-create-opt-missed_deadline-desc = Folge versäumter Fristen
cmd-league-create-opt-forfeit_score = wertung_tore
cmd-league-create-opt-forfeit_score-desc = Wertungsergebnis (Standard 3, also 3:0)
cmd-league-create-opt-division_of = liga_darüber
cmd-league-create-opt-division_of-desc = Die Liga darüber (Pyramide)

# /liga beitreten
cmd-league-join = beitreten
cmd-league-join-desc = Einem Wettbewerb vorab beitreten.
cmd-league-join-opt-name = name
cmd-league-join-opt-name-desc = Der Wettbewerb

# /liga abmelden
cmd-league-leave = abmelden
cmd-league-leave-desc = Vor Beginn vom Wettbewerb abmelden.
cmd-league-leave-opt-name = name
cmd-league-leave-opt-name-desc = Der Wettbewerb

# /liga starten
cmd-league-start = starten
cmd-league-start-desc = Spielplan auslosen und starten (Admins).
cmd-league-start-opt-name = name
cmd-league-start-opt-name-desc = Der Wettbewerb

# /liga tabelle
cmd-league-table = tabelle
cmd-league-table-desc = Die Tabelle, als Bild mit Textversion.
cmd-league-table-opt-name = name
cmd-league-table-opt-name-desc = Der Wettbewerb

# /liga spielplan
cmd-league-fixtures = spielplan
cmd-league-fixtures-desc = Spiele, Spieltag für Spieltag.
cmd-league-fixtures-opt-name = name
cmd-league-fixtures-opt-name-desc = Der Wettbewerb
cmd-league-fixtures-opt-round = spieltag
cmd-league-fixtures-opt-round-desc = Welcher Spieltag (Standard: aktueller)

# /liga spielen
cmd-league-play = spielen
cmd-league-play-desc = Deine nächste Begegnung spielen, wenn beide bereit sind.
cmd-league-play-opt-name = name
cmd-league-play-opt-name-desc = Der Wettbewerb

# /liga melden
cmd-league-report = melden
cmd-league-report-desc = Ein Ergebnis abseits des Bots melden.
cmd-league-report-opt-name = name
cmd-league-report-opt-name-desc = Der Wettbewerb
cmd-league-report-opt-my_goals = meine_tore
cmd-league-report-opt-my_goals-desc = Deine Tore
cmd-league-report-opt-their_goals = gegentore
cmd-league-report-opt-their_goals-desc = Tore deines Gegners
cmd-league-report-opt-went_through = weiter
cmd-league-report-opt-went_through-desc = K.-o.-Duell unentschieden: weitergekommen?

# /liga bestätigen
cmd-league-confirm = bestätigen
cmd-league-confirm-desc = Ergebnis deines Gegners bestätigen.
cmd-league-confirm-opt-name = name
cmd-league-confirm-opt-name-desc = Der Wettbewerb

# /liga anfechten
cmd-league-dispute = anfechten
cmd-league-dispute-desc = Ergebnis deines Gegners anfechten.
cmd-league-dispute-opt-name = name
cmd-league-dispute-opt-name-desc = Der Wettbewerb
cmd-league-dispute-opt-reason = grund
cmd-league-dispute-opt-reason-desc = Was am gemeldeten Ergebnis falsch ist

# /liga festlegen
cmd-league-override = festlegen
cmd-league-override-desc = Ergebnis setzen, mit Begründung (Admins).
cmd-league-override-opt-name = name
cmd-league-override-opt-name-desc = Der Wettbewerb
cmd-league-override-opt-fixture = spiel
cmd-league-override-opt-fixture-desc = Nummer der Begegnung (aus /liga spielplan)
cmd-league-override-opt-home_goals = heimtore
cmd-league-override-opt-home_goals-desc = Heimtore
cmd-league-override-opt-away_goals = auswärtstore
cmd-league-override-opt-away_goals-desc = Auswärtstore
cmd-league-override-opt-reason = grund
cmd-league-override-opt-reason-desc = Warum (kommt ins Protokoll)
cmd-league-override-opt-home_went_through = heim_weiter
cmd-league-override-opt-home_went_through-desc = K.-o.-Duell unentschieden: Heimteam weitergekommen?

# /liga export
cmd-league-export = export
cmd-league-export-desc = Tabelle und alle Ergebnisse als CSV.
cmd-league-export-opt-name = name
cmd-league-export-opt-name-desc = Der Wettbewerb

# /liga saison
cmd-league-season = saison
cmd-league-season-desc = Saisons einer Liga.

# /liga saison neu
cmd-league-season-new = neu
cmd-league-season-new-desc = Nach Saisonende die nächste eröffnen (Admins).
cmd-league-season-new-opt-name = name
cmd-league-season-new-opt-name-desc = Die Liga

# /liga admins
cmd-league-admins = admins
cmd-league-admins-desc = Die Rolle, die hier Wettbewerbe leitet.
cmd-league-admins-opt-role = rolle
cmd-league-admins-opt-role-desc = Die Rolle; leer = entfernen

# /liga protokoll
cmd-league-log = protokoll
cmd-league-log-desc = Das Protokoll (Admins).
cmd-league-log-opt-name = name
cmd-league-log-opt-name-desc = Der Wettbewerb

# /liga freigeben
cmd-league-publish = freigeben
cmd-league-publish-desc = Die Webseiten des Servers zeigen oder verbergen (Admins).
cmd-league-publish-opt-state = status
cmd-league-publish-opt-state-desc = an: veröffentlichen; aus: verbergen

# /liga wappen
cmd-league-crest = wappen
cmd-league-crest-desc = Wappen eines Mitglieds (Admins).
cmd-league-crest-opt-member = mitglied
cmd-league-crest-opt-member-desc = Mitglied
cmd-league-crest-opt-image = bild
cmd-league-crest-opt-image-desc = Das Bild (PNG, JPEG, WebP oder GIF, bis 512 KiB)
cmd-league-crest-opt-remove = löschen
cmd-league-crest-opt-remove-desc = Sein Wappen entfernen

# /turnier
cmd-tournament = turnier
cmd-tournament-desc = Pokale: K.-o., Schweizer System oder Gruppen, dann K.-o.

# /turnier anlegen
cmd-tournament-create = anlegen
cmd-tournament-create-desc = Turnier anlegen (Admins).
cmd-tournament-create-opt-game = spiel
cmd-tournament-create-opt-game-desc = Das Spiel
cmd-tournament-create-opt-name = name
cmd-tournament-create-opt-name-desc = Name des Turniers
cmd-tournament-create-opt-format = format
cmd-tournament-create-opt-format-desc = K.-o., Schweizer System oder Gruppen, dann K.-o.
cmd-tournament-create-opt-legs = spiele
cmd-tournament-create-opt-legs-desc = K.-o.-Duelle: 1 oder 2 Spiele (Standard 1)
cmd-tournament-create-opt-groups = gruppen
cmd-tournament-create-opt-groups-desc = Gruppen, dann K.-o.: wie viele Gruppen (Standard 2)
cmd-tournament-create-opt-qualifiers = weiterkommende
cmd-tournament-create-opt-qualifiers-desc = Gruppen, dann K.-o.: wie viele je Gruppe weiterkommen (Standard 2)
cmd-tournament-create-opt-rounds = runden
cmd-tournament-create-opt-rounds-desc = Schweizer System: wie viele Runden (Standard: genug für einen Sieger)
cmd-tournament-create-opt-timer = zeit
cmd-tournament-create-opt-timer-desc = Zeit pro Zug
cmd-tournament-create-opt-on_timeout = zeitablauf
cmd-tournament-create-opt-on_timeout-desc = Wenn die Zeit eines Spielers abläuft
cmd-tournament-create-opt-deadline_days = frist_tage
cmd-tournament-create-opt-deadline_days-desc = Tage pro Spieltag (Standard: keine Fristen)
cmd-tournament-create-opt-managers = manager
cmd-tournament-create-opt-managers-desc = Draft-Liga: wie viele Manager draften und spielen (Standard: so viele wie der Draft)
cmd-tournament-create-opt-draft = draft
cmd-tournament-create-opt-draft-desc = Draft-Liga: wie die Manager die Spieler aufteilen

# /turnier beitreten
cmd-tournament-join = beitreten
cmd-tournament-join-desc = Einem Wettbewerb vorab beitreten.
cmd-tournament-join-opt-name = name
cmd-tournament-join-opt-name-desc = Der Wettbewerb

# /turnier abmelden
cmd-tournament-leave = abmelden
cmd-tournament-leave-desc = Vor Beginn vom Wettbewerb abmelden.
cmd-tournament-leave-opt-name = name
cmd-tournament-leave-opt-name-desc = Der Wettbewerb

# /turnier starten
cmd-tournament-start = starten
cmd-tournament-start-desc = Spielplan auslosen und starten (Admins).
cmd-tournament-start-opt-name = name
cmd-tournament-start-opt-name-desc = Der Wettbewerb

# /turnier turnierbaum
cmd-tournament-bracket = turnierbaum
cmd-tournament-bracket-desc = Der K.-o.-Turnierbaum als Bild.
cmd-tournament-bracket-opt-name = name
cmd-tournament-bracket-opt-name-desc = Das Turnier

# /turnier tabelle
cmd-tournament-table = tabelle
cmd-tournament-table-desc = Die Tabelle, als Bild mit Textversion.
cmd-tournament-table-opt-name = name
cmd-tournament-table-opt-name-desc = Der Wettbewerb

# /turnier spielplan
cmd-tournament-fixtures = spielplan
cmd-tournament-fixtures-desc = Spiele, Spieltag für Spieltag.
cmd-tournament-fixtures-opt-name = name
cmd-tournament-fixtures-opt-name-desc = Der Wettbewerb
cmd-tournament-fixtures-opt-round = spieltag
cmd-tournament-fixtures-opt-round-desc = Welcher Spieltag (Standard: aktueller)

# /turnier spielen
cmd-tournament-play = spielen
cmd-tournament-play-desc = Deine nächste Begegnung starten: Anpfiff im Thread, wenn beide bereit sind.
cmd-tournament-play-opt-name = name
cmd-tournament-play-opt-name-desc = Der Wettbewerb

# /turnier melden
cmd-tournament-report = melden
cmd-tournament-report-desc = Das Ergebnis deiner nächsten Begegnung abseits des Bots melden; dein Gegner bestätigt.
cmd-tournament-report-opt-name = name
cmd-tournament-report-opt-name-desc = Der Wettbewerb
cmd-tournament-report-opt-my_goals = meine_tore
cmd-tournament-report-opt-my_goals-desc = Deine Tore
cmd-tournament-report-opt-their_goals = gegentore
cmd-tournament-report-opt-their_goals-desc = Tore deines Gegners
cmd-tournament-report-opt-went_through = weiter
cmd-tournament-report-opt-went_through-desc = K.-o.-Duell unentschieden: weitergekommen?

# /turnier bestätigen
cmd-tournament-confirm = bestätigen
cmd-tournament-confirm-desc = Ergebnis deines Gegners bestätigen.
cmd-tournament-confirm-opt-name = name
cmd-tournament-confirm-opt-name-desc = Der Wettbewerb

# /turnier anfechten
cmd-tournament-dispute = anfechten
cmd-tournament-dispute-desc = Ergebnis deines Gegners anfechten; ein Admin entscheidet.
cmd-tournament-dispute-opt-name = name
cmd-tournament-dispute-opt-name-desc = Der Wettbewerb
cmd-tournament-dispute-opt-reason = grund
cmd-tournament-dispute-opt-reason-desc = Was am gemeldeten Ergebnis falsch ist

# /turnier festlegen
cmd-tournament-override = festlegen
cmd-tournament-override-desc = Ergebnis einer Begegnung setzen (ersetzt ein altes); Grund kommt ins Protokoll (Admins).
cmd-tournament-override-opt-name = name
cmd-tournament-override-opt-name-desc = Der Wettbewerb
cmd-tournament-override-opt-fixture = spiel
cmd-tournament-override-opt-fixture-desc = Nummer der Begegnung (aus /turnier spielplan)
cmd-tournament-override-opt-home_goals = heimtore
cmd-tournament-override-opt-home_goals-desc = Heimtore
cmd-tournament-override-opt-away_goals = auswärtstore
cmd-tournament-override-opt-away_goals-desc = Auswärtstore
cmd-tournament-override-opt-reason = grund
cmd-tournament-override-opt-reason-desc = Warum (kommt ins Protokoll)
cmd-tournament-override-opt-home_went_through = heim_weiter
cmd-tournament-override-opt-home_went_through-desc = K.-o.-Duell unentschieden: Heimteam weitergekommen?

# /turnier export
cmd-tournament-export = export
cmd-tournament-export-desc = Tabelle und alle Ergebnisse als CSV.
cmd-tournament-export-opt-name = name
cmd-tournament-export-opt-name-desc = Der Wettbewerb

# /elo
cmd-rating = elo
cmd-rating-desc = Elo-Wertungen.

# /elo rangliste
cmd-rating-leaderboard = rangliste
cmd-rating-leaderboard-desc = Die bestbewerteten Spieler eines Spiels (Elo, aus jedem Ergebnis zwischen zwei Personen).
cmd-rating-leaderboard-opt-game = spiel
cmd-rating-leaderboard-opt-game-desc = Welches Spiel

# /verein
cmd-club = verein
cmd-club-desc = Dein Verein.

# /verein wappen
cmd-club-crest = wappen
cmd-club-crest-desc = Das Wappen deines Vereins hier setzen (PNG, JPEG, WebP oder GIF, bis 512 KiB) oder entfernen.
cmd-club-crest-opt-image = bild
cmd-club-crest-opt-image-desc = Das Bild (PNG, JPEG, WebP oder GIF, bis 512 KiB)
cmd-club-crest-opt-remove = entfernen
cmd-club-crest-opt-remove-desc = Stattdessen dein Wappen entfernen

# Spieloptionen (beim Start hinzugefügte Parameter; nur Namen)
opt-format = format
opt-advanced = erweitert
opt-window = zeitfenster
opt-variant = variante
opt-penalties = elfmeter
opt-variations = variationen
opt-solo = solo
opt-rounds = rundenzahl
opt-game_rounds = spielrunden
opt-game_format = spielformat

# Auswahlwerte
choice-standard-a-day-a-move = standard (ein Tag pro Zug)
choice-casual-15-minutes-a-move = locker (15 Minuten pro Zug)
choice-easy = leicht
choice-normal = normal
choice-hard = schwer
choice-the-computer-moves = der Computer zieht
choice-forfeit-the-match = Partie wird verloren gewertet
choice-football-gd-goals-head-to-head = Fußball (Tordifferenz, Tore, direkter Vergleich)
choice-head-to-head-first-uefa = zuerst direkter Vergleich (UEFA)
choice-the-game-s-rulebook = das Regelbuch des Spiels
choice-knockout = K.-o.-System
choice-swiss = Schweizer System
choice-groups-then-knockout = Gruppen, dann K.-o.-Runde
choice-draft-league = Draft-Liga
choice-ladder = Rangliste mit Forderungsspielen
choice-forfeit-against-the-side-that-did-not-turn-up = Wertung gegen die nicht angetretene Seite
choice-an-admin-decides = ein Admin entscheidet
choice-on = an
choice-off = aus

cmd-server = server
cmd-server-desc = Die Einstellungen dieses Servers.
cmd-server-language = sprache
cmd-server-language-desc = Die Sprache der Partie-Threads, Bilder und Neuigkeiten hier (Admins).
cmd-server-language-opt-language = sprache
cmd-server-language-opt-language-desc = Eine Sprache (en, es, pt-BR, fr, de) oder discord, um der des Servers zu folgen
cmd-server-chances = chancen
cmd-server-chances-desc = Siegchancen in den Partien eines Wettbewerbs zeigen oder verbergen (Admins).
cmd-server-chances-opt-name = name
cmd-server-chances-opt-name-desc = Die Liga oder das Turnier
cmd-server-chances-opt-show = zeigen
cmd-server-chances-opt-show-desc = Wahr, um sie zu zeigen, falsch, um sie zu verbergen

# /pyramide
cmd-pyramid = pyramide
cmd-pyramid-desc = Pyramiden: Ligen als Spielklassen, mit Auf- und Abstieg.

# /pyramide verknüpfen
cmd-pyramid-link = verknüpfen
cmd-pyramid-link-desc = Eine Liga als nächste Spielklasse unter eine andere stellen (Admins).
cmd-pyramid-link-opt-name = name
cmd-pyramid-link-opt-name-desc = Die zu verbindende Liga
cmd-pyramid-link-opt-division_of = liga_darüber
cmd-pyramid-link-opt-division_of-desc = Die Liga eine Spielklasse darüber
cmd-pyramid-link-opt-promotion = aufstieg
cmd-pyramid-link-opt-promotion-desc = Auf- und Absteiger zwischen beiden pro Saison (Standard 2)
cmd-pyramid-link-opt-playoff = relegation
cmd-pyramid-link-opt-playoff-desc = Den letzten dieser Plätze per Relegation (Hin- und Rückspiel) ausspielen

# /pyramide anzeigen
cmd-pyramid-show = anzeigen
cmd-pyramid-show-desc = Die Pyramide einer Liga: Spielklassen, Stand jeder Saison und letzte Auf- und Abstiege.
cmd-pyramid-show-opt-name = name
cmd-pyramid-show-opt-name-desc = Eine beliebige Liga der Pyramide

# /profil
cmd-profile = profil
cmd-profile-desc = Deine eigenen Einstellungen: deine Zeitzone, eine Pause, wie du benachrichtigt wirst.

# /profil zeitzone
cmd-profile-timezone = zeitzone
cmd-profile-timezone-desc = Deine Zeitzone, für die Anstoßzeiten, die du eingibst (und liest).
cmd-profile-timezone-opt-zone = zone
cmd-profile-timezone-opt-zone-desc = Ihr IANA-Name, z. B. Europe/Berlin oder America/New_York

# /begegnung
cmd-fixture = begegnung
cmd-fixture-desc = Anstoßzeiten für deine Begegnungen.

# /begegnung vorschlagen
cmd-fixture-propose = vorschlagen
cmd-fixture-propose-desc = Bis zu drei Anstoßzeiten für deine nächste Begegnung vorschlagen, in deiner eigenen Zeit.
cmd-fixture-propose-opt-name = name
cmd-fixture-propose-opt-name-desc = Der Wettbewerb
cmd-fixture-propose-opt-first = erste
cmd-fixture-propose-opt-first-desc = Eine Zeit in deiner Zeitzone: YYYY-MM-DD HH:MM
cmd-fixture-propose-opt-second = zweite
cmd-fixture-propose-opt-second-desc = Eine weitere Zeit
cmd-fixture-propose-opt-third = dritte
cmd-fixture-propose-opt-third-desc = Eine dritte Zeit

# /begegnung annehmen
cmd-fixture-accept = annehmen
cmd-fixture-accept-desc = Eine der Anstoßzeiten wählen, die dein Gegner vorgeschlagen hat.
cmd-fixture-accept-opt-name = name
cmd-fixture-accept-opt-name-desc = Der Wettbewerb
cmd-fixture-accept-opt-choice = wahl
cmd-fixture-accept-opt-choice-desc = Welche der vorgeschlagenen Zeiten (1 bis 3)

# /begegnung anzeigen
cmd-fixture-show = anzeigen
cmd-fixture-show-desc = Der Anstoß deiner nächsten Begegnung: vereinbart, vorgeschlagen oder noch offen.
cmd-fixture-show-opt-name = name
cmd-fixture-show-opt-name-desc = Der Wettbewerb

# /liga frist
cmd-league-extend = frist
cmd-league-extend-desc = Mehr Zeit für ein Spiel (Admins).
cmd-league-extend-opt-name = name
cmd-league-extend-opt-name-desc = Der Wettbewerb
cmd-league-extend-opt-fixture = spiel
cmd-league-extend-opt-fixture-desc = Nummer der Begegnung
cmd-league-extend-opt-days = tage
cmd-league-extend-opt-days-desc = Zusatztage (1 bis 60)
cmd-league-extend-opt-reason = grund
cmd-league-extend-opt-reason-desc = Warum (Log)
cmd-league-create-opt-max_break_days = pausentage
cmd-league-create-opt-max_break_days-desc = Pausentage je Mitglied/Saison (Standard 14)

# /profil abwesend
cmd-profile-away = abwesend
cmd-profile-away-desc = Pause einlegen: Fristen deiner Begegnungen hier, die hineinfallen, verschieben sich um ihre Dauer.
cmd-profile-away-opt-until = bis
cmd-profile-away-opt-until-desc = Der letzte Tag deiner Pause, YYYY-MM-DD, in deiner Zeitzone

# /liga ersatz
cmd-league-deputy = ersatz
cmd-league-deputy-desc = Wer dich vertritt, wenn du weg bist.
cmd-league-deputy-opt-name = name
cmd-league-deputy-opt-name-desc = Der Wettbewerb
cmd-league-deputy-opt-member = person
cmd-league-deputy-opt-member-desc = Dein Ersatz; leer: keiner

# /profil pings
cmd-profile-pings = pings
cmd-profile-pings-desc = Wie du erfährst, dass du am Zug bist, und deine Ruhezeit (in deiner Zeitzone).
cmd-profile-pings-opt-how = wie
cmd-profile-pings-opt-how-desc = Wie du erfährst, dass du am Zug bist
cmd-profile-pings-opt-quiet_from = ruhe_von
cmd-profile-pings-opt-quiet_from-desc = Beginn der Ruhezeit, HH:MM (Erinnerungen warten bis zu ihrem Ende)
cmd-profile-pings-opt-quiet_to = ruhe_bis
cmd-profile-pings-opt-quiet_to-desc = Ende der Ruhezeit, HH:MM
choice-a-mention-in-the-match-s-thread = eine Erwähnung im Thread der Partie
choice-a-direct-message = eine Direktnachricht
choice-never = nie

# /tournament extend
cmd-tournament-extend = frist
cmd-tournament-extend-desc = Mehr Zeit für ein Spiel (Admins).
cmd-tournament-extend-opt-name = name
cmd-tournament-extend-opt-name-desc = Der Wettbewerb
cmd-tournament-extend-opt-fixture = spiel
cmd-tournament-extend-opt-fixture-desc = Nummer der Begegnung
cmd-tournament-extend-opt-days = tage
cmd-tournament-extend-opt-days-desc = Zusatztage (1 bis 60)
cmd-tournament-extend-opt-reason = grund
cmd-tournament-extend-opt-reason-desc = Warum (Log)

# /league odds
cmd-league-odds = prognose
cmd-league-odds-desc = Saisonprognose
cmd-league-odds-opt-name = name
cmd-league-odds-opt-name-desc = Die Liga
