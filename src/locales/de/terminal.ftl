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

## Was eingegeben wurde, abgelehnt. Optionen, Werte und Dateinamen bleiben, wie sie sind.

error-line = Fehler: { $message }
error-cannot-write-output = die Ausgabe lässt sich nicht schreiben: { $error }
error-names-and-flag = { $flag } und --names benennen beide Plätze: --names benennt alle Plätze, lass also { $flag } weg
error-away-one-seat = --away benennt den zweiten Platz, und dieses Spiel hat nur einen: lass es weg
error-blank-name = { $flag } ist leer: Gib der Mannschaft einen Namen oder lass { $flag } weg, um den Standardnamen zu nutzen
error-names-count = --names gibt { $names ->
        [one] { $names } Namen
       *[other] { $names } Namen
    } für { $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätze
    }: gib einen pro Platz an, durch Kommas getrennt (ein leerer behält den Standardnamen)
error-out-not-a-folder = --out { $path } ist kein Ordner: die Bilder werden in einen Ordner geschrieben (der angelegt wird, wenn es ihn nicht gibt)
play-not-a-folder = { $path } ist kein Ordner: die Bilder werden in einen Ordner geschrieben (der angelegt wird, wenn es ihn nicht gibt)
error-seed-with-db = --seed geht nicht zusammen mit --db: ein gespeichertes Spiel ist versiegelt, mit einem frisch gezogenen Seed, der bis zum Ende geheim bleibt
error-seed-with-db-tournament = --seed geht nicht zusammen mit --db: gespeicherte Spiele sind versiegelt, mit frisch gezogenen Seeds, die bis zum Ende jedes Spiels geheim bleiben
error-does-not-verify = { $file } besteht die Prüfung nicht
error-database-url = --database-url { $why }
error-db = --db { $why }
error-players-count = --players { $count }: { $rule }
error-players-none = --players braucht mindestens einen Spieler, z. B. --players human,ai
error-not-a-player = „{ $text }“ ist keine Art von Spieler; nimm human, ai, easy, hard oder random
error-not-a-computer = unbekannter Computerspieler „{ $text }“; nimm ai (der Computer auf normaler Stufe), easy, hard oder random
error-no-seat-to-take = { $rule }: { $given } hat keinen Platz, den es einnehmen könnte; lass es weg
error-rule-not = { $rule }, nicht { $count }
error-managers = --managers { $asked }: { $rule }
error-managers-players = --managers { $asked } und --players { $players } ({ $count ->
        [one] { $count } Manager
       *[other] { $count } Manager
    }) passen nicht zusammen: gib nur eins von beiden an
error-no-draft = { $game } hat keinen Draft: ein Draft-Turnier braucht ein Spiel, dessen Kader im Draft gewählt werden ({ $games })
error-no-draft-way = der Draft von { $game } kennt kein „{ $asked }“; nimm { $ways }
rule-played-by = { $span ->
        [one] { $game } wird von { $fewest } Spielern gespielt
       *[range] { $game } wird von { $fewest } bis { $most } Spielern gespielt
    }
rule-one-player = dieses Spiel in { $game } ist für einen einzigen Spieler
rule-one-player-against = dieses Spiel in { $game } ist für einen einzigen Spieler, gegen { $sides }
rule-tournament-managers = { $span ->
        [one] ein Draft-Turnier in { $game } hat { $fewest } Manager
        [two] ein Draft-Turnier in { $game } hat { $fewest } oder { $most } Manager
       *[range] ein Draft-Turnier in { $game } hat { $fewest } bis { $most } Manager
    }
list-or = { $first } oder { $last }
list-and = { $first } und { $last }

play-error-frames = die Bilder lassen sich nicht nach { $path } schreiben: { $error }
play-error-store = das Spiel lässt sich nicht speichern: { $error }
play-error-input-closed = die Eingabe war vor dem Spiel zu Ende
play-error-terminal = Fehler im Terminal: { $error }
error-kept-abandoned = { $error }: Spiel Nr. { $id } bleibt als abgebrochen gespeichert

error-runtime = die asynchrone Laufzeitumgebung lässt sich nicht starten: { $error }
error-open-database = die Datenbank { $path } lässt sich nicht öffnen: { $error }
error-open-database-setting = die Datenbank { $path } ({ $setting }) lässt sich nicht öffnen: { $error }
error-no-database = unter { $path } gibt es keine Datenbank
error-no-database-setting = unter { $path } ({ $setting }) gibt es keine Datenbank: hier ist noch kein Bot mit dieser Konfiguration gelaufen
error-cannot-read = { $path } lässt sich nicht lesen: { $error }
error-not-an-export = { $path } ist kein Spielexport von Touchline: { $error }
error-cannot-write = { $path } lässt sich nicht schreiben: { $error }
error-cannot-write-to = in { $path } lässt sich nicht schreiben: { $error }
export-written = Spiel Nr. { $id } ({ $game }, { $inputs ->
        [one] { $inputs } Eingabe
       *[other] { $inputs } Eingaben
    }) exportiert nach { $file }
    Prüf es mit: touchline verify { $file }
setting-either = { $key } oder { $env }

## config.toml und die Umgebungsvariablen TOUCHLINE_*: die Worte des Betreibers. Schlüssel und
## Variablen bleiben, wie sie sind; $why des TOML-Lesers sind seine eigenen Worte.

config-read = die Konfigurationsdatei { $path } lässt sich nicht lesen: { $error }
config-file-invalid = die Konfigurationsdatei { $path } ist ungültig: { $why }
config-env-invalid = die Umgebungsvariable { $key } ist ungültig: { $why }
config-invalid = die Konfiguration ist ungültig: { $why }
config-on-timeout = timers.on_timeout (TOUCHLINE_TIMER_ON_TIMEOUT) ist „{ $value }“; nimm "auto_move" oder "forfeit"
config-database-url = database.url (TOUCHLINE_DATABASE_URL) { $why }
location-empty = ist leer: gib den Pfad einer SQLite-Datei oder eine postgres://…-URL an
location-no-file = „{ $text }“ nennt keine Datei: schreib sqlite:PATH
location-other-scheme = „{ $scheme }://“ ist keine Datenbank, mit der Touchline läuft: nimm postgres://… oder eine SQLite-Datei
shard-count-zero = ist 0: ein Bot hat mindestens einen Shard
shard-count-bad = ist „{ $text }“: nimm eine Anzahl von Shards oder "auto"
config-shard-count = discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT) { $why }
config-env-shard-count = { $why } (discord.shard_count)
config-shards-need-count = discord.shards (TOUCHLINE_DISCORD_SHARDS) braucht discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT): wie viele Shards es insgesamt gibt
config-shards-beyond = discord.shards (TOUCHLINE_DISCORD_SHARDS) reicht bis Shard { $last }, aber es gibt { $count } (discord.shard_count): die Shards sind von 0 bis { $highest } nummeriert
config-shards-bad = discord.shards (TOUCHLINE_DISCORD_SHARDS) ist „{ $text }“: schreib den ersten und den letzten Shard, z. B. "0-3", oder einen einzigen Shard
config-shards-order = discord.shards (TOUCHLINE_DISCORD_SHARDS) ist „{ $text }“: schreib den ersten und den letzten Shard, z. B. "0-3", oder einen einzigen Shard; der erste kommt vor dem letzten
config-dev-guild-not-a-number = „{ $value }“ ist keine Server-ID (eine Zahl)
config-dev-guild-zero = discord.dev_guild_id (TOUCHLINE_DEV_GUILD_ID) ist 0; nimm die ID deines Servers, oder lass es weg, um die Befehle global zu registrieren
config-application-id-not-a-number = „{ $value }“ ist keine Anwendungs-ID (eine Zahl, wie das Developer Portal sie zeigt)
config-application-id-zero = activity.application_id (TOUCHLINE_ACTIVITY_APPLICATION_ID) ist 0; nimm die ID deiner Anwendung aus dem Developer Portal, oder lass es weg, dann bleibt die Activity aus
config-activity-needs-web = activity.application_id ist gesetzt, aber die Activity sind die Webseiten in Discord, und es werden keine bereitgestellt: setz auch web.listen (TOUCHLINE_WEB_LISTEN)
config-log-format = „{ $value }“ ist kein Log-Format; nimm text oder json
config-env-on-timeout = „{ $value }“ ist keine Regel für abgelaufene Zeit; nimm auto_move oder forfeit
config-seconds-not-a-number = „{ $value }“ ist keine Anzahl von Sekunden
config-seconds-range = { $key } ist { $seconds }; nimm 1 bis { $max } Sekunden (ein Jahr)
config-api-url = discord.api_url (TOUCHLINE_DISCORD_API_URL) ist „{ $url }“; nimm eine http://- oder https://-Adresse, z. B. http://127.0.0.1:8080
config-web-listen = web.listen (TOUCHLINE_WEB_LISTEN) ist „{ $value }“; nimm eine Adresse mit Port, z. B. 127.0.0.1:8080
config-web-base-url = web.base_url (TOUCHLINE_WEB_BASE_URL) ist „{ $url }“; nimm eine http://- oder https://-Adresse, z. B. https://touchline.example.org

replay-error-live = Spiel Nr. { $id } läuft noch: es lässt sich nachspielen (und sein Seed wird gezeigt), sobald es vorbei ist
replay-error-abandoned = Spiel Nr. { $id } wurde abgebrochen (das Terminal hat vor dem Ende aufgehört: seine Eingabe war zu Ende oder seine Ausgabe geschlossen): es hat kein Ergebnis zum Nachspielen oder Exportieren
replay-error-not-an-export = dieser Export ist kein Spielexport von Touchline (sein Format ist „{ $format }“, nicht „{ $expected }“)
replay-error-refused = Schritt { $step } des Exports wurde von den Regeln abgelehnt: { $why }
replay-error-setup = das Spiel ließ sich nicht aufbauen: { $why }
replay-error-engine = Spiel Nr. { $id } wurde unter { $engine } gespielt; die Regeln dieses Programms sind eine andere Version und können es nicht nachspielen
replay-error-diverged = Spiel Nr. { $id } führt beim Nachspielen nicht zum gespeicherten Spiel
replay-error-no-match = es gibt kein Spiel Nr. { $id }

calibration-heading = { $game } — Siegchancen gegen Ergebnisse: { $matches } Spiele, { $predictions } Stellungen bewertet (Seed { $seed })
calibration-columns = Chance %  erwartet  beobachtet   Anzahl
calibration-brier = Brier-Score { $brier } (eine Vergleichsgröße, die nur den Schnitt jeder Seite kennt: { $baseline }; niedriger ist besser)
calibration-no-score = { $game } endet mit diesen Optionen nicht mit einem Ergebnis und hat daher keine Siegchancen zu bewerten.
