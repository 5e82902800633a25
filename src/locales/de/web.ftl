# Die eigenen Worte der Webseiten.

not-found-title = Nicht gefunden
not-found-heading = Hier ist nichts
not-found-text = Diese Seite gibt es nicht, oder der Server, zu dem sie gehört, veröffentlicht seine Seiten nicht (mehr).
not-found-publish = Die Admins eines Servers schalten seine Seiten mit { $command } auf Discord ein.
failed-title = Etwas ist schiefgelaufen
failed-text = Diese Seite konnte gerade nicht erstellt werden. Versuch es gleich noch einmal.

format-summary = { $format } · Punkte { $win }-{ $draw }-{ $loss } · bei Gleichstand: { $tiebreak }

season-open = Saison { $number }: offen für Mitglieder
season-running = Saison { $number }: läuft
season-won = Saison { $number }: beendet, gewonnen von { $name }
season-finished = Saison { $number }: beendet

server-title = Wettbewerbe
server-no-competitions = Noch keine Wettbewerbe. Admins legen einen mit { $league } oder { $tournament } auf Discord an.

table-team = Mannschaft
table-played = Sp.
table-played-title = Spiele
table-won = S
table-won-title = Siege
table-drawn = U
table-drawn-title = Unentschieden
table-lost = N
table-lost-title = Niederlagen
table-for = Tore
table-for-title = Erzielte Tore
table-against = Gegent.
table-against-title = Gegentore
table-difference = Diff.
table-difference-title = Tordifferenz
table-points = Pkt.
table-points-title = Punkte
table-form = Form
form-won = S
form-drawn = U
form-lost = N

link-replay = Wiederholung
link-watch = zuschauen
link-board = Spielbrett

bracket-heading = Turnierbaum
bracket-bye = Freilos
bracket-undecided = noch offen
bracket-leg = Spiel { $leg }:

fixtures-heading = Spiele und Ergebnisse
fixtures-none = Noch keine Spiele: Sie werden angesetzt, wenn ein Admin die Saison startet.
versus = –
fixture-second-leg = (Rückspiel)
fixture-decider = (Entscheidungsspiel)

table-heading = Tabelle
download-table = Tabelle (CSV)
download-results = Ergebnisse (CSV)
members-heading = Mitglieder

profile-crest = Wappen von { $name }
profile-ratings = Wertungen
profile-no-ratings = Noch keine gewerteten Spiele: Wertungen kommen aus beendeten Spielen zwischen zwei Menschen.
profile-game = Spiel
profile-rating = Wertung
profile-rated-matches = Gewertete Spiele
profile-latest = Letzte Spiele
profile-no-matches = Noch keine Spiele auf diesem Server.
match-being-played = (läuft)
match-abandoned = (abgebrochen)

seal-heading = Fairness-Siegel
seal-revealed = Vor dem ersten Zug hat Touchline dieses Siegel veröffentlicht: den SHA-256 einer Zeile, die das Spiel, die Regel-Engine, ihren Seed und ein geheimes Salt nennt. Jetzt, da das Spiel vorbei ist, werden Seed und Salt gezeigt, damit jeder die Zeile hashen und vergleichen kann.
seal-hidden = Das Siegel hat den Zufall dieses Spiels vor dem ersten Zug festgelegt; Seed und Salt werden gezeigt, wenn das Spiel vorbei ist.
seal-seal = Siegel
seal-engine = Engine
seal-seed = Seed
seal-salt = Salt
seal-line-hashed = Die gehashte Zeile:
seal-check = Prüf es in einem Terminal (es gibt das Siegel aus):

lots-heading = Auslosung
lots-revealed = Jedes Los dieser Saison kam aus einem Seed, der zu ihrem Beginn versiegelt wurde. Die Saison ist vorbei: Hier sind Seed und Salt und eine Zeile, die das Siegel ausgibt.
lots-hidden = Alle Lose dieser Saison kommen aus einem Seed, der zu ihrem Beginn versiegelt wurde; Seed und Salt werden gezeigt, wenn sie endet.

terminal-title = Terminal-Spiele
terminal-kept = Die Spiele, die { $play } und { $tournament } in dieser Datenbank gespeichert haben.
terminal-none = Noch keine Terminal-Spiele in dieser Datenbank.

live-abandoned = { $game } · abgebrochen: Das Terminal hat vor dem Ende aufgehört, darum gibt es kein Ergebnis
live-being-played = { $game } · läuft — die Wiederholung öffnet sich, wenn das Spiel vorbei ist

replay-kick-off = Anstoß
replay-board-of = Spielbrett { $board } von { $boards }
replay-boards = Spielbretter
replay-first = « Erstes
replay-previous = ‹ Voriges
replay-next = Nächstes ›
replay-last = Letztes »
replay-board-alt = Spielbrett { $board }
replay-nothing = Auf diesem Spielbrett gibt es nichts zu berichten.
live-board = Spielbrett { $board }
live-play-by-play = Spielzug für Spielzug
live-clock = Restzeit für { $player }:
live-since-board = Seit dem letzten Spielbrett
live-full-time = Abpfiff: zur Wiederholung
live-reload = Diese Seite folgt dem Spiel mit JavaScript von selbst; ohne JavaScript lade die Seite neu, um das neueste Spielbrett zu sehen.
replay-board-pick = Spielbrett
replay-go = Zeigen
replay-play = ▶ Abspielen
replay-pause = ⏸ Anhalten
replay-keys = Tasten: ← und → blättern durch die Spielbretter, Pos1 und Ende springen zum ersten und letzten, Leertaste spielt ab oder hält an.

# Eine Pyramide von Spielklassen.
pyramid-title = Pyramide von { $name }
pyramid-division = { $level }. Spielklasse
pyramid-key-up = steigt auf
pyramid-key-playoff = Relegation
pyramid-key-down = steigt ab
pyramid-history = Saisonabschlüsse
pyramid-no-history = Noch ist keine Saison zu Ende.
pyramid-season-end = Saison { $season }, { $level }. Spielklasse: { $name }
profile-trophies = Titel
profile-season = Saison { $season }
profile-history = Saisons in den Spielklassen
profile-history-league = Liga
profile-history-season = Saison
profile-history-division = Spielklasse
profile-history-place = Platz
profile-history-then = Danach
history-up = aufgestiegen
history-up-playoff = über die Relegation aufgestiegen
history-down = abgestiegen
history-down-playoff = nach der Relegation abgestiegen
history-stay = geblieben
history-stay-playoff = nach der Relegation geblieben
pyramid-division-of = { $level }. Spielklasse der Pyramide von { $name }
fixture-kickoff = Anstoß { $time }

# A seat's own board ("Play on the board", the link in a player's private prompt).
board-title = { $game }: dein Brett
board-you-play = { $game } · du spielst als { $player }
board-your-clock = Deine verbleibende Zeit:
board-picture-alt = Das Brett, wie { $player } es sieht. Was es zeigt, steht auch unter „Was du siehst“.
board-your-choices = Deine Möglichkeiten
board-nothing-now = Gerade ist nichts zu wählen. Diese Seite ändert sich von selbst, wenn du am Zug bist.
board-what-you-see = Was du siehst
board-reload = Ohne JavaScript ändert sich diese Seite nicht von selbst: Lade sie neu, um die Züge der anderen Seite zu sehen.
board-moved = Erledigt: Dein Zug ist gemacht.
board-moved-on = Das Spiel ging weiter, bevor deine Wahl ankam, deshalb zählt sie nicht. So steht es jetzt: Wähle noch einmal.
board-bad-move = Das war keine deiner Möglichkeiten. Tippe auf einen der Knöpfe auf dieser Seite.
board-failed = Dein Zug konnte gerade nicht gemacht werden. Nichts hat sich geändert: Versuch es gleich noch einmal.
board-refused-title = Dieses Brett lässt sich nicht öffnen
board-refused-forged = Diesen Link hat Touchline nicht gemacht, oder ein Teil fehlt. Öffne den neuesten Link „Auf dem Brett spielen“ in deinen Direktnachrichten mit dem Bot.
board-refused-expired = Dieser Link ist abgelaufen. Jede Aufforderung des Bots bringt einen neuen mit: Öffne den neuesten, oder hol dir deine Möglichkeiten mit dem Knopf im Thread des Spiels.
board-refused-not-yours = Dieser Link gehört zu einem Platz, der in diesem Spiel nicht mehr deiner ist (jemand anderes spielt ihn jetzt).
board-refused-over = Dieses Spiel ist vorbei, sein Brett ist geschlossen. Im Thread stehen das Ergebnis und die Wiederholung.
board-refused-no-key = Die Bretter sind auf diesem Server gerade nicht verfügbar: Wähle in deinen Direktnachrichten mit dem Bot.

## Die Activity: das Brett in Discord.
activity-title = Touchline in Discord
activity-signing-in = Du wirst mit Discord angemeldet …
activity-noscript = Die Activity meldet dich per Skript an, und das ist hier aus. Die Partie läuft wie immer in ihrem Thread.
activity-outside = Diese Seite öffnet sich in Discord: Drück „In Discord öffnen“ unter dem ersten Brett einer Partie, oder nutze /launch in ihrem Thread.
activity-failed = Discord hat dich nicht angemeldet. Schließ die Activity und öffne sie noch einmal.
activity-not-set-up = Die Activity dieses Bots ist noch nicht eingerichtet: Sein Betreiber muss ihm noch das OAuth2-Client-Secret geben.
activity-bad-request = Diese Anmeldung kann Touchline nicht lesen: Sie braucht den Code von Discord und die ID des Kanals.
activity-no-match = In diesem Kanal läuft keine Partie. Öffne die Activity aus dem Thread einer Partie.
activity-not-published = Dieser Server veröffentlicht seine Seiten nicht, also verfolgt man seine Partien in ihren Threads. Ein Admin kann die Seiten mit /league publish on einschalten; wer in der Partie spielt, öffnet hier sein eigenes Brett.

chances-heading = Siegchancen
chances-explained = Die Siegchance jeder Seite nach jedem Zug, berechnet aus dem, was die Zuschauer sehen: Die verdeckten Karten werden viele Male neu verteilt, und der Computer spielt jede Verteilung zu Ende.
table-title-odds = Titel
table-title-odds-title = Chance auf den Titel
table-up-odds = Aufstieg
table-up-odds-title = Chance auf den Aufstieg
table-playoff-odds = Relegation
table-playoff-odds-title = Chance auf die Relegation
table-down-odds = Abstieg
table-down-odds-title = Gefahr des Abstiegs
forecast-heading = Saisonprognose
forecast-chart = Die Titelchance jedes Vereins
forecast-explained = Aus { $seasons } Simulationen der { $left } restlichen Spiele, jedes nach den Wertungen der Vereine entschieden, mit so vielen Unentschieden wie in dieser Saison bisher, und die Tabelle wie die echte geordnet. Sie ändert sich nach jedem Ergebnis.
moments-heading = Schlüsselmomente
