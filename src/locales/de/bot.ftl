# Touchlines eigene Worte, die jeder Befehl und jeder Klick bekommen kann: Entschuldigungen
# und Ablehnungen, die alle Befehle teilen.

apology-database = Die Datenbank ist gerade nicht erreichbar (vielleicht startet sie neu). Versuch es in ein paar Sekunden noch einmal: alles bisher Gespeicherte bleibt erhalten.
apology-internal = Entschuldigung, bei mir ist etwas schiefgegangen. Versuch es noch einmal.
stopping = Touchline startet neu. Nichts von dem, was du getan hast, geht verloren: versuch es in einer Minute noch einmal.
command-outdated = Ich konnte diesen Befehl nicht lesen: Dein Discord zeigt vielleicht eine ältere Version davon. Lade Discord neu (Strg+R oder App neu öffnen) und versuch es noch einmal; `/spiele` zeigt, was du spielen kannst.
command-unreadable-input = Ich konnte `{ $input }` für `/{ $command }` nicht lesen.
command-unreadable = Ich konnte nicht lesen, was mit `/{ $command }` gesendet wurde.
control-invalid = Dieses Bedienelement gilt nicht mehr. Nutze `/partie brett` im Thread der Partie für neue Bedienelemente.
