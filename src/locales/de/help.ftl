# Die Hilfe des Terminals (`--help`). Die IDs sind in en/help.ftl erklärt.

heading-usage = Aufruf:
heading-commands = Befehle
heading-arguments = Argumente
heading-options = Optionen
heading-game-options = Optionen für { $game }
heading-shared-options = Optionen mehrerer Spiele
note-env = {"["}Umgebung: { $name }={ $value }]
note-default = {"["}Standard: { $value }]

cmd-touchline = Tischfußballspiele und Ligen auf Discord
arg-lang = Die Sprache des Terminals: en, es, pt-BR, fr oder de (Standard: die von LANG oder LC_ALL, sonst Englisch)
arg-help = Zeigt die Hilfe
arg-version = Zeigt die Version

cmd-play = Spielt ein Spiel im Terminal: abwechselnd am selben Bildschirm, gegen den Computer oder Computer gegen Computer
arg-play-game = Das Spiel (siehe `touchline games`)
arg-play-result-needed = Ein K.-o.-Spiel: ein Unentschieden muss entschieden werden (Verlängerung, Elfmeterschießen, je nachdem, was das Spiel hat)
arg-play-seed = Der Seed des Spiels, um es genau so noch einmal zu spielen (zufällig, wenn du keinen angibst)
arg-play-p1 = Wer auf Platz 1 spielt (Heim): human, ai (der Computer auf der Stufe von --level), easy, hard oder random
arg-play-p2 = Wer auf Platz 2 spielt (Auswärts): human, ai (der Computer auf der Stufe von --level), easy, hard oder random
arg-play-players = Alle Plätze, für Spiele mit mehr als zwei Spielern: z. B. human,ai,random (statt --p1 und --p2); oder eine Anzahl von Plätzen: --p1 und --p2, und der Computer auf den übrigen
arg-play-level = Wie stark die `ai`-Plätze spielen: easy, normal oder hard
arg-play-home = Der Name der Heimmannschaft
arg-play-away = Der Name der Auswärtsmannschaft
arg-play-chances = Nennt nach jedem Bild die Siegchancen jeder Seite, berechnet aus dem, was ein Zuschauer sieht
arg-play-names = Der Name jedes Platzes, durch Kommas getrennt (bei einem Spiel statt --home und --away)
arg-play-out = Der Ordner für die Bilder (Standard: frames/<game>-<seed>; bei einem Turnier frames/<game>-tournament-<seed>, darin ein Ordner für den Draft und einer für jede Partie). Bilder, die ein früherer Lauf dort gelassen hat, werden vorher entfernt
arg-play-db = Speichert jedes gespielte Spiel (bei einem Turnier auch den Draft und die Partien) in dieser Datenbank, so wie der Bot seine Spiele speichert (versiegelt, jeder Schritt gespeichert, bevor er gezeigt wird), damit es nachgespielt, exportiert, geprüft und auf den Webseiten dieses Rechners gezeigt werden kann (`touchline web --db FILE --local`). Ein Spiel, dessen Eingabe vorher endet, bleibt als abgebrochen gespeichert

cmd-simulate = Spielt viele Spiele Computer gegen Computer und fasst sie zusammen (mit einem Fortschrittsbalken auf der Fehlerausgabe, wenn sie ein Terminal ist)
arg-simulate-game = Das Spiel (siehe `touchline games`)
arg-simulate-result-needed = Ein K.-o.-Spiel: ein Unentschieden muss entschieden werden (Verlängerung, Elfmeterschießen, je nachdem, was das Spiel hat)
arg-simulate-matches = Wie viele Spiele
arg-simulate-seed = Der Seed der Serie; Spiel i nimmt einen daraus abgeleiteten Seed
arg-simulate-p1 = Der Heim-Computer: ai (der Computer auf der Stufe von --level), easy, hard oder random
arg-simulate-p2 = Der Auswärts-Computer: ai (der Computer auf der Stufe von --level), easy, hard oder random
arg-simulate-players = Der Computer jedes Platzes, für Spiele mit mehr als zwei Spielern: z. B. ai,random,random; oder eine Anzahl von Plätzen: --p1 und --p2, und der Computer auf den übrigen
arg-simulate-level = Wie stark die `ai`-Plätze spielen: easy, normal oder hard
arg-simulate-ladder = Statt einer Paarung: jede Paarung von random, easy, normal und hard, jeweils --matches (jede Seite in der Hälfte davon mit Heimrecht), als Tabelle der Siegquoten
arg-simulate-json = Gibt die Zusammenfassung als JSON aus

cmd-tournament = Ein Draft-Turnier im Terminal (Spiele, deren Kader im Draft gewählt werden): die Manager draften, dann spielen ihre Kader jeder gegen jeden, und die Tabelle nennt den Meister
arg-tournament-game = Das Spiel (siehe `touchline games`)
arg-tournament-result-needed = Ein K.-o.-Spiel: ein Unentschieden muss entschieden werden (Verlängerung, Elfmeterschießen, je nachdem, was das Spiel hat)
arg-tournament-managers = Wie viele Manager: so viele, wie der Draft des Spiels zulässt (die Höchstzahl, wenn du keine angibst)
arg-tournament-draft = Wie die Manager die Spieler unter sich aufteilen: eine der Arten des Drafts des Spiels, etwa snake oder auction (die erste, wenn du keine angibst)
arg-tournament-seed = Der Seed des Turniers (der Draft und jede Partie nehmen daraus abgeleitete Seeds)
arg-tournament-players = Alle Manager: z. B. human,ai,ai,ai (Standard: du und der Computer für die übrigen)
arg-tournament-level = Wie stark die `ai`-Manager spielen: easy, normal oder hard
arg-tournament-names = Der Name jedes Platzes, durch Kommas getrennt (bei einem Spiel statt --home und --away)
arg-tournament-out = Der Ordner für die Bilder (Standard: frames/<game>-<seed>; bei einem Turnier frames/<game>-tournament-<seed>, darin ein Ordner für den Draft und einer für jede Partie). Bilder, die ein früherer Lauf dort gelassen hat, werden vorher entfernt
arg-tournament-db = Speichert jedes gespielte Spiel (bei einem Turnier auch den Draft und die Partien) in dieser Datenbank, so wie der Bot seine Spiele speichert (versiegelt, jeder Schritt gespeichert, bevor er gezeigt wird), damit es nachgespielt, exportiert, geprüft und auf den Webseiten dieses Rechners gezeigt werden kann (`touchline web --db FILE --local`). Ein Spiel, dessen Eingabe vorher endet, bleibt als abgebrochen gespeichert

cmd-replay = Spielt ein beendetes Spiel aus einer Datenbank oder einem Export nach: jedes Spielbrett als PNG, den Spielverlauf und (mit --gif) ein animiertes GIF des ganzen Spiels
arg-replay-source = Eine Spielnummer in der Datenbank oder eine Exportdatei (von `touchline export match`)
arg-replay-db = Die Datenbank (für eine Spielnummer): eine SQLite-Datei oder eine Postgres-URL (`postgres://…`)
arg-replay-database-url = Eine Postgres-Datenbank (`postgres://…`), statt --db. Umgebung: TOUCHLINE_DATABASE_URL
arg-replay-out = Der Ordner, in den die Spielbretter geschrieben werden
arg-replay-gif = Schreibt auch replay.gif (unter den 10 MiB von Discord)

cmd-export = Schreibt den Export eines beendeten Spiels (JSON: Optionen, Seed, Salt, Engine-Version, Plätze, Eingaben, Ergebnis): jeder kann es nachspielen und prüfen

cmd-export-match = Ein beendetes Spiel
arg-export-match-id = Die Spielnummer
arg-export-match-db = Die Datenbank: eine SQLite-Datei oder eine Postgres-URL (`postgres://…`)
arg-export-match-database-url = Eine Postgres-Datenbank (`postgres://…`), statt --db. Umgebung: TOUCHLINE_DATABASE_URL
arg-export-match-out = Die Datei, die geschrieben wird (Standard: match-<id>.json)

cmd-verify = Prüft einen Export: sein Fairness-Siegel, dass die Regeln jede Eingabe annehmen und dass das Nachspielen beim gespeicherten Ergebnis endet. Endet mit 1, wenn eine Prüfung fehlschlägt
arg-verify-export = Die Exportdatei

cmd-serve = Startet den Discord-Bot. Sein Token wird aus der Umgebungsvariable DISCORD_TOKEN gelesen
arg-serve-config = Die Konfigurationsdatei (siehe config.example.toml). Umgebung: TOUCHLINE_CONFIG

cmd-health = Prüft einen laufenden Bot, für den Health-Check eines Containers oder Dienstverwalters: endet mit 0, wenn er mit Discord verbunden ist und seine Datenbank Schreibzugriffe annimmt, sonst mit 1 (und sagt, warum)
arg-health-config = Die Konfigurationsdatei, mit der der Bot läuft (sie sagt, wo die Datenbank ist). Umgebung: TOUCHLINE_CONFIG

cmd-status = Was ein Bot gerade tut: seine Verbindung, laufende Spiele, Zugzeiten, das letzte Gateway-Ereignis und die Größe der Datenbank
arg-status-config = Die Konfigurationsdatei, mit der der Bot läuft. Umgebung: TOUCHLINE_CONFIG
arg-status-json = Gibt es als JSON aus

cmd-web = Stellt die schreibgeschützten Webseiten (Tabellen, Turnierbäume, Profile, Spielwiederholungen) der Server bereit, die sie veröffentlichen, ohne den Bot; mit --local die Terminal-Spiele dieses Rechners
arg-web-db = Die Datenbank, die der Bot nutzt. Umgebung: TOUCHLINE_DATABASE_PATH
arg-web-database-url = Eine Postgres-Datenbank, die sich die Bots teilen (`postgres://…`), statt --db: beliebig viele dieser Seiten können sie nebeneinander bereitstellen. Umgebung: TOUCHLINE_DATABASE_URL
arg-web-listen = Die Adresse und der Port, auf denen gelauscht wird. Umgebung: TOUCHLINE_WEB_LISTEN
arg-web-base-url = Die öffentliche Adresse der Seiten (z. B. hinter einem Reverse Proxy), für die beim Start protokollierte Adresse. Umgebung: TOUCHLINE_WEB_BASE_URL
arg-web-local = Zeigt auch die Terminal-Spiele der Datenbank (`play --db`, `tournament --db`), aufgelistet unter der ausgegebenen Adresse; nur auf einer Loopback-Adresse, da es keinen Schalter für die Veröffentlichung gibt

cmd-games = Listet die Spiele auf, die Touchline leiten kann

cmd-db = Arbeitet mit einer ganzen Datenbank

cmd-db-copy = Kopiert jede Zeile einer Datenbank in eine andere (zum Beispiel eine SQLite-Datei nach Postgres), in einer einzigen Transaktion, und vergleicht dann die Zeilen und die Prüfsumme jeder Tabelle. Halte den Bot vorher an
arg-db-copy-from = Die Datenbank, die kopiert wird: eine SQLite-Datei, `sqlite:PATH` oder `postgres://…`
arg-db-copy-to = Wohin sie kopiert wird: `postgres://…`, `sqlite:PATH` oder eine Datei. Ihr Schema wird zuerst auf den neuesten Stand gebracht; sie darf keine Zeilen enthalten, außer --replace ist angegeben
arg-db-copy-replace = Löscht vor dem Kopieren alles, was das Ziel enthält

cmd-help = Zeigt diese Meldung oder die Hilfe der angegebenen Unterbefehle

cmd-analyse = Untersucht die Zahlen, die der Bot veröffentlicht
cmd-analyse-calibration = Spielt Computerspiele und stellt die an einigen Stellungen jedes Spiels veröffentlichten Siegchancen dem gegenüber, was geschah: je Zehntel der Chance erwartet gegen beobachtet, und den Brier-Score neben einer Vergleichsgröße, die nichts von der Stellung weiß
arg-analyse-calibration-game = Das Spiel (siehe `touchline games`)
arg-analyse-calibration-result-needed = Ein K.-o.-Spiel: ein Unentschieden muss entschieden werden (Verlängerung, Elfmeter, wie das Spiel sie hat)
arg-analyse-calibration-matches = Wie viele Spiele
arg-analyse-calibration-seats = Wie viele Plätze (die wenigsten des Spiels, wenn weggelassen)
arg-analyse-calibration-seed = Der Seed der Serie; Spiel i nimmt einen daraus abgeleiteten Seed
arg-analyse-calibration-worlds = Gedachte Welten je Chance (die Zahl des Spiels, wie der Bot sie nimmt, wenn weggelassen)
arg-analyse-calibration-json = Gibt die Zahlen als JSON aus
