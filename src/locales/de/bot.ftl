# Touchlines eigene Worte, die jeder Befehl und jeder Klick bekommen kann: Entschuldigungen
# und Ablehnungen, die alle Befehle teilen.

apology-database = Die Datenbank ist gerade nicht erreichbar (vielleicht startet sie neu). Versuch es in ein paar Sekunden noch einmal: alles bisher Gespeicherte bleibt erhalten.
apology-internal = Entschuldigung, bei mir ist etwas schiefgegangen. Versuch es noch einmal.
stopping = Touchline startet neu. Nichts von dem, was du getan hast, geht verloren: versuch es in einer Minute noch einmal.
command-outdated = Ich konnte diesen Befehl nicht lesen: Dein Discord zeigt vielleicht eine ältere Version davon. Lade Discord neu (Strg+R oder App neu öffnen) und versuch es noch einmal; `/spiele` zeigt, was du spielen kannst.
command-unreadable-input = Ich konnte `{ $input }` für `/{ $command }` nicht lesen.
command-unreadable = Ich konnte nicht lesen, was mit `/{ $command }` gesendet wurde.
command-needs-manage-server = Nur Leute mit „Server verwalten“ können `/{ $command }` benutzen.
command-server-only = `/{ $command }` wird auf einem Server benutzt, nicht in Direktnachrichten.
control-invalid = Dieses Bedienelement gilt nicht mehr. Nutze `/partie brett` im Thread der Partie für neue Bedienelemente.

# Der Thread einer Partie: seine eigenen Zeilen neben dem Spielbericht.
thread-seats = Sitzordnung: { $order }
thread-resumed = Zurück nach einem Neustart; so steht die Partie.
match-thread-refused = Ich kann in { $channel } keinen Partie-Thread öffnen: Discord hat abgelehnt ({ $reason }). Partien brauchen einen Textkanal des Servers, in dem ich öffentliche Threads erstellen darf.
match-taken-up = Diese Partie wurde inzwischen durch einen anderen Klick gestartet: Hier ist nichts mehr zu tun.
seal-kick-off = 🔒 Fairness-Siegel: `{ $seal }` (Seed und Salt werden beim Abpfiff enthüllt)
seal-full-time = 🔓 Siegel `{ $seal }`: Seed `{ $seed }`, Salt `{ $salt }`
seal-check = Prüf es nach: `{ $check }`
status-draft = Draft
status-draft-complete = Der Draft ist abgeschlossen.
list-and = { $rest } und { $last }

# Die Aufforderung an jeden Platz und die Antworten auf seine Klicks.
prompt-heading = **{ $game } — du bist am Zug**
prompt-nothing-to-do = Gerade gibt es nichts zu tun.
window-closes = ⏱ Dieses Zeitfenster schließt sich { $when }; ohne Antwort bis dahin gilt es als Passen.
window-open-for = ⏱ Dieses Zeitfenster bleibt { $seconds } Sekunden offen; ohne Antwort gilt es als Passen.
chose-in-the-open = ✓ { $player } hat gewählt: { $choice }
chose-privately = ✓ Du hast gewählt: { $choice }
control-no-longer-valid = Dieses Bedienelement gilt nicht mehr; nutze `/partie brett` für neue.
click-match-over = Die Partie ist vorbei.
click-nothing-to-choose = Gerade gibt es für dich nichts zu wählen.
click-no-such-match = Diese Partie gibt es nicht mehr.
click-not-your-match = Du spielst in dieser Partie nicht mit; verfolge sie in ihrem Thread oder starte deine eigene mit `/spielen`.
click-not-your-move = Das ist der Zug eines anderen Spielers; deine bekommst du, wenn du dran bist.
click-out-of-date = Dieses Brett ist veraltet.
click-not-allowed = Nicht erlaubt: { $reason }.
click-another-move-first = Ein anderer Zug war schneller; dieses Brett ist veraltet.

# Die Spieler erreichen: Direktnachrichten, oder ein Button im Thread, wenn sie geschlossen sind.
dm-closed-choose-here = { $player }, ich kann dir keine Direktnachrichten schicken (sie sind für diesen Server geschlossen), also wähle hier: Der Button öffnet deine Karten so, dass nur du sie siehst.
your-move-button = { $player }, du bist am Zug: Der Button öffnet deine Karten so, dass nur du sie siehst.
match-on-hello = Deine Partie gegen { $others } läuft in { $thread }. Deine geheimen Entscheidungen triffst du hier, wenn du am Zug bist.
dm-closed-at-kick-off = { $player }, ich kann dir keine Direktnachrichten schicken (sie sind für diesen Server geschlossen), also öffnet dir hier ein Button deine Auswahl, wenn du am Zug bist, so dass nur du sie siehst.
private-choices-by-dm = 📬 Geheime Entscheidungen gehen per Direktnachricht an { $players }.
button-make-your-choice = Triff deine Wahl
button-rematch = Revanche

# /spiele und /regeln
games-list = Spiele, die du spielen kannst:
    { $games }
    Frag `/regeln`, wie jedes davon gespielt wird.
rules-unknown-game = Dieses Spiel kenne ich nicht. `/spiele` zeigt alle Spiele.
play-unknown-game = Dieses Spiel kenne ich nicht (dein Discord zeigt vielleicht eine alte Befehlsliste: öffne ihn neu). `/spiele` zeigt alle Spiele.
options-refused = { $why }.

# /server sprache
server-language-unknown = „{ $asked }“ spreche ich nicht. Ich spreche { $list }; oder wähle `discord`, um der Discord-Sprache des Servers zu folgen.
server-language-set = Ab jetzt sind neue Partie-Threads, ihre Bilder und die Neuigkeiten dieses Servers auf { $language }. Jeder Spieler bekommt seine Direktnachrichten weiterhin in seiner eigenen Discord-Sprache.
server-language-discord = Neue Partie-Threads, ihre Bilder und die Neuigkeiten dieses Servers folgen der Discord-Sprache des Servers, derzeit { $language }.
server-language-managers-only = Nur wer diesen Server verwalten darf, wählt seine Sprache.

# /spielen, /partie
play-refused-yourself = Du kannst nicht gegen dich selbst spielen. Nenne jemand anderen, oder lass `gegner` weg, um gegen den Computer zu spielen.
play-refused-bots = Bots können nicht spielen. Nenne eine Person, oder lass `gegner` weg, um gegen mich zu spielen.
play-refused-in-thread = Jede Partie bekommt ihren eigenen Thread, also starte sie in einem Textkanal, nicht in einem Thread.
play-refused-solo-opponents = In einer Solo-Partie { $game } spielst du gegen die Seite des Spiels selbst: lass `offen` und die Gegner weg.
play-refused-solo-level = `stärke` legt fest, wie stark der Computer spielt; in einer Solo-Partie { $game } bestimmt `solo` den Gegner.
play-refused-open-named = An einem offenen Tisch spielt, wer sich dazusetzt: lass die Gegner weg, oder nenne sie ohne `offen`.
play-refused-level-people = `stärke` legt fest, wie stark der Computer spielt: lass es weg, wenn du gegen Menschen spielst.
play-refused-both = Nenne Leute, um gegen sie zu spielen, oder nenne mich (oder niemanden), um gegen den Computer zu spielen, aber nicht beides zugleich.
play-refused-twice = Du hast denselben Spieler zweimal genannt; nenne jeden Gegner nur einmal.
play-refused-too-many = { $game } wird von { $players } Spielern gespielt: nenne höchstens { $n } { $n ->
        [one] Gegner
       *[other] Gegner
    }.
play-refused-too-few = { $game } wird von { $players } Spielern gespielt: nenne mindestens { $n } { $n ->
        [one] Gegner
       *[other] Gegner
    }.
kick-off-against = Anstoß gegen { $against } in { $thread }.
against-the-computer = den Computer
against-the-computer-level = den Computer ({ $level })
level-random = zufällig
level-easy = leicht
level-normal = normal
level-hard = schwer
computer-name = Computer ({ $level })
computer-name-nth = Computer { $nth } ({ $level })
no-match-here = In diesem Kanal gibt es keine Partie. Nutze diesen Befehl im Thread einer Partie.
resign-not-playing = Du spielst in dieser Partie nicht mit.
resign-done = Du hast aufgegeben.
resign-refused = Du kannst nicht aufgeben: { $reason }.

play-refused-computers-not-open = `computer` hält an einem offenen Tisch Plätze für den Computer frei: füge `offen:True` hinzu, oder nenne deine Gegner und lass `computer` weg.
play-refused-computers-named = `computer` hält Plätze für den Computer an einem offenen Tisch frei, an den sich Leute setzen: lass die Gegner weg und füge `offen:True` hinzu, oder nenne sie und lass `computer` weg.
play-refused-computers-few = `computer` ist die Zahl der Plätze, die der Computer am Tisch bekommt: mindestens 1.
play-refused-computers-many = { $game } wird von { $players } Spielern gespielt: du und { $n } Computer lassen keinen Platz für andere frei. Das ist eine Partie gegen den Computer: lass `offen` und `computer` weg.
seat-deputy = { $person } (gespielt von { $deputy })

# Die Erinnerung der Zuguhr zur Halbzeit; $when ist ein Discord-Zeitstempel („in 3 Stunden“).
reminder-thread = ⏰ { $player }, deine Zeit für deinen Zug läuft { $when } ab; danach { $after }.
reminder-dm = ⏰ Deine Zeit für deinen Zug in { $thread } läuft { $when } ab; danach { $after }.
reminder-then-auto-move = zieht der Computer für dich
reminder-then-forfeit = wird die Partie für dich als verloren gewertet
reminder-summary = ⏰ Du bist in { $count } Partien am Zug: { $threads }.

# Einer Partie folgen.
button-follow = Folgen
button-follow-every-board = Jedes Brett
button-watch-live = Live ansehen
button-open-activity = In Discord öffnen
activity-off = Das Brett in Discord ist für diesen Bot nicht eingeschaltet.
# The Activity's Entry Point command (/launch), in the command list.
activity-launch-description = Öffnet das Live-Brett der Partie in diesem Thread
button-play-on-board = Auf dem Brett spielen
follow-final = 👀 Du folgst dieser Partie: Ihr Endstand kommt per Direktnachricht. Klick noch einmal, um aufzuhören.
follow-every-board = 👀 Du folgst dieser Partie Brett für Brett: Jedes Brett kommt per Direktnachricht. Klick noch einmal, um aufzuhören.
follow-stopped = Du folgst dieser Partie nicht mehr.
follow-board = 👀 { $thread }
    { $lines }
follow-full-time = 🏁 Abpfiff in { $thread }
    { $lines }

# Someone who asked for DMs, told their move is in the open in a thread.
your-move-in = 🔔 Du bist am Zug in { $thread }.

# /match replay
replay-no-such-match = Auf diesem Server gibt es keine Partie #{ $id }.
replay-still-playing = Partie #{ $id } läuft noch: Sie kann nachgespielt werden, sobald sie vorbei ist (`/partie brett` zeigt sie jetzt).
replay-no-match-here = In diesem Kanal gibt es keine Partie: Nutze das im Thread einer Partie oder gib ihre Nummer an (`/partie wiederholung partie:12`).

# The win chances, told in the thread after a big swing.
chances-line = Siegchancen: { $chances }
chances-side = { $name } { $percent } %
chances-draw = Unentschieden { $percent } %

# Schlüsselmomente, einmal nach dem Abpfiff gepostet.
key-moments-heading = **Schlüsselmomente**
key-moment = **{ $n }.** Beim Spielzug { $plays } ging die Siegchance von { $side } von { $before } % auf { $after } %: { $mover } spielte { $played }.
key-moment-instead = Der schwere Computer hätte { $instead } gespielt: { $mover } { $better } % statt { $made } %.
key-moment-even = Der schwere Computer hätte { $instead } gespielt, für { $mover } weder besser noch schlechter ({ $made } %).
key-moment-same = Der schwere Computer hätte dasselbe gespielt.
