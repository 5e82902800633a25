# Leagues, tournaments and their news, for Discord and the web pages alike. English is the source.
# Refusals: creating, finding, joining and leaving a competition.
league-squads-not-drafted = Die Kader für dieses Spiel sind noch nicht gedraftet.
league-name-length = Ein Name braucht 1 bis { $most } Zeichen.
league-name-characters = Ein Name darf kein @, #, keine Backticks und keine Steuerzeichen enthalten.
league-points-rule = Die Punkte müssen Sieg ≥ Unentschieden ≥ Niederlage sein, mit 1 bis 10 für einen Sieg (z. B. 3-1-0).
league-forfeit-goals = Das Ergebnis einer kampflosen Wertung muss 1 bis 10 Tore betragen.
league-no-rulebook = Das Regelwerk von { $game } legt keine Reihenfolge für punktgleiche Teams fest: Wähle Fußball oder zuerst den direkten Vergleich.
league-no-draft = { $game } hat keinen Draft; eine Draft-Liga kann mit { $drafting } gespielt werden.
league-draft-managers = { $span ->
        [one] Eine { $game }-Draft-Liga hat { $fewest } Manager (`managers:` { $fewest }).
        [two] Eine { $game }-Draft-Liga hat { $fewest } oder { $most } Manager (`managers:` { $fewest } oder { $most }).
       *[range] Eine { $game }-Draft-Liga hat { $fewest } bis { $most } Manager (`managers:` { $choices }).
    }
league-draft-options = Eine Draft-Liga wird mit den Optionen ihres Drafts angelegt (`draft:` Snake oder Auktion).
league-no-solo = Ein Solospiel in { $game } hat keinen Gegner für eine Tabelle: Lass `solo` für einen Wettbewerb weg (Soloergebnisse haben ihre eigene Bestenliste, `/leaderboard`).
league-not-one-against-one = { $span ->
        [one] { $game } wird zu { $fewest } gespielt, und die Spiele eines Wettbewerbs sind eins gegen eins. Spiel es stattdessen mit `/play`.
       *[range] { $game } wird zu { $fewest } bis { $most } gespielt, und die Spiele eines Wettbewerbs sind eins gegen eins. Spiel es stattdessen mit `/play`.
    }
league-name-taken = Auf diesem Server gibt es schon einen Wettbewerb namens „{ $name }“. Wähle einen anderen Namen.
league-is-a-league = „{ $name }“ ist eine Liga, kein Turnier: Nutze `/league …` dafür.
league-is-a-tournament = „{ $name }“ ist ein Turnier, keine Liga: Nutze `/tournament …` dafür.
league-none-here = Hier gibt es keinen Wettbewerb namens „{ $name }“ und noch gar keinen: Ein Admin kann einen mit `/league create` oder `/tournament create` anlegen.
league-unknown = Hier gibt es keinen Wettbewerb namens „{ $name }“. Bekannt: { $known }.
league-already-in = Du bist schon in „{ $name }“.
league-full = „{ $name }“ hat schon seine { $managers } Manager.
league-join-closed = „{ $name }“ hat schon begonnen; du kannst beitreten, wenn die nächste Saison öffnet.
league-leave-started = „{ $name }“ hat begonnen, daher kannst du jetzt nicht austreten; frag einen Admin.
league-not-in = Du bist nicht in „{ $name }“.
league-cannot = { $reason }
league-already-started = „{ $name }“ hat schon begonnen.
league-too-few-members = „{ $name }“ braucht mindestens { $need } Mitglieder zum Start; es hat { $members }. Spieler treten mit `/{ $command } join` bei.
league-season-not-finished = Saison { $season } von „{ $name }“ ist noch nicht vorbei; eine neue Saison kann öffnen, sobald jedes Spiel gespielt ist.
# A fixture's score from the home side.
score-went-through = { $home }:{ $away } ({ $through } weiter)
score-went-through-forfeit = { $home }:{ $away } ({ $through } weiter) (kampflos)
score-forfeit = { $home }:{ $away } (kampflos)
# Refusals: fixtures, reports, confirmations, disputes, overrides.
league-not-started = „{ $name }“ hat noch nicht begonnen.
league-season-over = Saison { $season } von „{ $name }“ ist vorbei.
league-no-fixture-left = Du hast in „{ $name }“ vorerst kein Spiel mehr zu spielen.
league-next-reported = Für dein nächstes Spiel wartet ein gemeldetes Ergebnis: bestätige es mit `/league confirm` oder widersprich mit `/league dispute`.
league-next-overdue = Dein nächstes Spiel hat seine Frist verpasst; ein Admin entscheidet es.
league-already-played = Dieses Spiel ist schon gespielt.
league-score-range = Ergebnisse gehen von 0 bis 99.
league-level-tie = Das ist ein K.-o.-Duell und es steht unentschieden: Sag, wer weitergekommen ist (`went_through`).
league-next-in-play = Dein nächstes Spiel läuft gerade im Bot; sein Ergebnis zählt von selbst.
league-next-disputed = Das Ergebnis deines nächsten Spiels ist umstritten; ein Admin klärt es.
league-no-report-now = Für dieses Spiel kann gerade kein Ergebnis gemeldet werden.
league-own-report = Du hast dieses Ergebnis gemeldet; dein Gegner muss es bestätigen (oder widersprechen).
league-nothing-to-confirm = In „{ $name }“ wartet kein Ergebnis auf deine Bestätigung.
league-has-result = Dieses Spiel hat schon ein Ergebnis.
league-dispute-reason = Sag kurz (bis zu 300 Zeichen), was am gemeldeten Ergebnis falsch ist.
league-no-dispute-now = Diesem Ergebnis kann jetzt nicht mehr widersprochen werden.
league-override-reason = Ein gesetztes Ergebnis braucht eine Begründung (bis zu 300 Zeichen); sie kommt ins Protokoll.
league-no-such-fixture = „{ $name }“ hat in dieser Saison kein Spiel #{ $fixture }; `/league fixtures` listet sie mit ihren Nummern.
league-override-in-play = Dieses Spiel läuft gerade im Bot; lass es zuerst zu Ende gehen (oder gib es auf).
league-override-too-late = Die nächste Runde dieses Duells ist schon ausgelost, sein Ergebnis kann sich also nicht mehr ändern.
league-override-level-tie = Das ist ein K.-o.-Duell und es steht unentschieden: Sag, ob die Heimmannschaft weitergekommen ist (`home_went_through`).
# Deadline news in a competition's channel.
deadline-report-stands = ⌛ **{ $home }** – **{ $away }** ({ $competition }): Das gemeldete { $home_goals }:{ $away_goals } gilt: Es wurde vor Fristende nicht beantwortet.
deadline-awarded-home = ⌛ **{ $home }** – **{ $away }** ({ $competition }): { $goals }:0 kampflos für { $home }: { $away } ist vor Fristende nicht angetreten.
deadline-awarded-away = ⌛ **{ $home }** – **{ $away }** ({ $competition }): 0:{ $goals } kampflos für { $away }: { $home } ist vor Fristende nicht angetreten.
deadline-missed = ⌛ **{ $home }** – **{ $away }** ({ $competition }, Spiel #{ $fixture }) hat die Frist verpasst; ein Admin entscheidet es mit `/league override`.
# Where a fixture stands, before it has a score.
fixture-in-play = läuft
fixture-reported = Ergebnis gemeldet, wartet auf Bestätigung
fixture-disputed = umstritten: wartet auf einen Admin
fixture-overdue = Frist verpasst: wartet auf einen Admin
fixture-one-ready = eine Seite bereit
fixture-to-play = offen
# Knockout rounds, and the headings fixtures are listed under.
round-final = Finale
round-semi-finals = Halbfinale
round-quarter-finals = Viertelfinale
round-of = { $sides ->
        [16] Achtelfinale
        [32] Sechzehntelfinale
       *[other] Runde der letzten { $sides }
    }
round-numbered = { $round }. Spieltag
group-title = Gruppe { $group }
group-round-title = Gruppe { $group } · { $round }. Spieltag
# Which tie-break separated two teams level on points.
tiebreak-above = { $criterion ->
        [goal-difference] { $upper } vor { $lower } nach Tordifferenz
        [goals-for] { $upper } vor { $lower } nach erzielten Toren
        [wins] { $upper } vor { $lower } nach Siegen
        [head-to-head-points] { $upper } vor { $lower } nach Punkten im direkten Vergleich
        [head-to-head-goal-difference] { $upper } vor { $lower } nach Tordifferenz im direkten Vergleich
        [head-to-head-goals-for] { $upper } vor { $lower } nach Toren im direkten Vergleich
        [buchholz] { $upper } vor { $lower } nach Buchholz
        [sonneborn-berger] { $upper } vor { $lower } nach Sonneborn-Berger
        [lots] { $upper } vor { $lower } per Losentscheid
       *[points] { $upper } vor { $lower } nach Punkten
    }
# A knockout tie's score from the upper side.
tie-aggregate = { $home }:{ $away } insgesamt
tie-aggregate-through = { $home }:{ $away } insgesamt ({ $through } weiter)
tie-through = { $home }:{ $away } ({ $through } weiter)
# One fixture: its number, the sides, the leg, and where it stands.
fixture-line = `{ $id }` { $home } – { $away } — { $state }
fixture-line-second-leg = `{ $id }` { $home } – { $away } (Rückspiel) — { $state }
fixture-line-decider = `{ $id }` { $home } – { $away } (Entscheidungsspiel) — { $state }
fixtures-none = Dort gibt es keine Spiele.
# A competition in one line.
summary-round-days = { $days ->
        [one] 1 Tag pro Spieltag
       *[other] { $days } Tage pro Spieltag
    }
summary-no-deadlines = keine Fristen pro Spieltag
tiebreak-rulebook = Regelwerk von { $game }
tiebreak-preset = { $preset ->
        [head-to-head-first] direkter Vergleich zuerst
        [swiss] Schweizer System
       *[football] Fußball
    }
summary = { $game } ({ $options }) · { $format } · Punkte { $win }-{ $draw }-{ $loss } · Gleichstand: { $tiebreak } · { $deadline }
# A table's column headings (the text table; the picture's too).
column-team = Team
column-played = Sp.
column-won = S
column-drawn = U
column-lost = N
column-goals-for = Tore
column-goals-against = Ggt.
column-goal-difference = Diff.
column-points = Pkt.
# News in a competition's channel.
news-next-round = 📣 **{ $competition }**: Die nächste Runde ist ausgelost.
    { $fixtures }
news-champions = 🏆 Saison { $season } von **{ $competition }** ist vorbei: **{ $champion }** ist Meister!
news-no-champions = 🏆 Saison { $season } von **{ $competition }** ist vorbei: Es gibt keinen Meister.
news-league-champions = 🏆 Saison { $season } von **{ $competition }** ist vorbei: **{ $champion }** ist Meister!
    Ein Admin kann die nächste Saison mit `/league season new name:{ $competition }` öffnen.
news-league-no-champions = 🏆 Saison { $season } von **{ $competition }** ist vorbei: Es gibt keinen Meister.
    Ein Admin kann die nächste Saison mit `/league season new name:{ $competition }` öffnen.
news-lots = Der Losentscheid der Saison:
    { $lines }
news-result = ⚽ Ergebnis in **{ $competition }**: { $result }
news-draft-complete = ✅ Der Draft von **{ $competition }** ist fertig: Jeder Manager behält seinen Kader für das ganze Turnier (siehe Draft-Tafel). { $count ->
        [one] 1 Spiel ist angesetzt.
       *[other] { $count } Spiele sind angesetzt.
    }
    { $fixtures }
    
    Starte dein nächstes Spiel mit `/{ $command } play`.
# Table and bracket pictures.
column-form = Form
picture-group-title = { $competition } — Gruppe { $group }
picture-season-title = { $competition } — Saison { $season }
picture-no-teams = Noch keine Teams
bracket-bye = Freilos
bracket-to-be-decided = offen
bracket-champions = SIEGER
bracket-empty = Noch keine Runde ausgelost
league-not-your-fixture = Das ist nicht dein Spiel.
league-gone = Diesen Wettbewerb gibt es nicht mehr.
# What only competition admins can do.
admins-only-create-league = Nur Wettbewerbs-Admins können eine Liga anlegen: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
admins-only-create-tournament = Nur Wettbewerbs-Admins können ein Turnier anlegen: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
admins-only-start = Nur Wettbewerbs-Admins können einen Wettbewerb starten: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
admins-only-new-season = Nur Wettbewerbs-Admins können eine neue Saison öffnen: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
admins-only-crest = Nur Wettbewerbs-Admins können das Wappen eines Mitglieds setzen: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
admins-only-publish = Nur Wettbewerbs-Admins können die Seiten dieses Servers veröffentlichen: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
admins-only-override = Nur Wettbewerbs-Admins können Ergebnisse setzen: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
admins-only-log = Nur Wettbewerbs-Admins können das Protokoll lesen: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
# Creating, joining, leaving, starting; seasons; admin roles.
create-bad-points = „{ $points }“ ist keine Punkteregel: Schreib Sieg-Unentschieden-Niederlage, z. B. 3-1-0.
created-league = 🏟️ Liga **{ $name }** angelegt: { $summary }.
    Tritt mit `/league join name:{ $name }` bei; ein Admin startet sie mit `/league start`.
create-unknown-draft-method = Diese Draft-Art kenne ich nicht (öffne Discord neu für die aktuelle Liste).
create-unknown-format = Dieses Format kennt diese Version nicht; wähle eines aus der Liste.
create-draft-methods = Der Draft von { $game } läuft per { $ways }.
create-draft-two-methods = Der Draft von { $game } läuft per { $first } oder { $second }.
created-tournament = 🏆 Turnier **{ $name }** angelegt: { $summary }.
    Tritt mit `/tournament join name:{ $name }` bei; ein Admin startet es mit `/tournament start`.
joined = ✅ { $who } ist **{ $name }** beigetreten ({ $count ->
        [one] bisher 1 dabei
       *[other] bisher { $count } dabei
    }).
left = Du hast „{ $name }“ verlassen.
draft-opened-late = Der Draft war noch nicht offen: Jetzt ist er es, in { $thread }.
started-draft = 📣 **{ $name }** läuft: Der Draft ist in { $thread } offen.
started = 📣 Saison { $season } von **{ $name }** läuft: { $count ->
        [one] 1 Spiel angesetzt
       *[other] { $count } Spiele angesetzt
    } für { $members }.
    { $fixtures }
    
    Sieh deine mit `/{ $command } fixtures`; starte dein nächstes Spiel mit `/{ $command } play` (es beginnt, wenn beide Seiten das getan haben).
started-sealed = 📣 Saison { $season } von **{ $name }** läuft: { $count ->
        [one] 1 Spiel angesetzt
       *[other] { $count } Spiele angesetzt
    } für { $members }.
    🔒 Der Losentscheid der Saison ist versiegelt: `{ $seal }` (wird am Saisonende aufgedeckt).
    { $fixtures }
    
    Sieh deine mit `/{ $command } fixtures`; starte dein nächstes Spiel mit `/{ $command } play` (es beginnt, wenn beide Seiten das getan haben).
season-opened = 🗓️ Saison { $season } von **{ $name }** ist offen, mit denselben { $members } Mitgliedern; die alte Tabelle ist archiviert. Andere können mit `/{ $command } join` beitreten, bis ein Admin sie startet.
admins-role-set = Mitglieder mit der Rolle **{ $role }** können hier jetzt Wettbewerbe leiten.
admins-role-cleared = Nur Leute mit „Server verwalten“ können hier jetzt Wettbewerbe leiten.
# Fixtures, tables, brackets, exports, the audit log, ratings.
fixtures-not-started = „{ $name }“ hat noch nicht begonnen, daher gibt es keine Spiele.
fixtures-rounds-drawn = { $rounds ->
        [one] „{ $name }“ hat bisher 1 Spieltag ausgelost.
       *[other] „{ $name }“ hat bisher { $rounds } Spieltage ausgelost.
    }
fixtures-round = **{ $name }** Saison { $season }
    { $fixtures }
    Andere Spieltage: `round:` 1–{ $last }.
table-heading = **{ $name }** Saison { $season }
table-is-knockout = „{ $name }“ ist ein K.-o.-Wettbewerb: siehe `/tournament bracket`.
bracket-after-groups = „{ $name }“ hat noch keinen Turnierbaum: Die K.-o.-Runde wird nach der Gruppenphase ausgelost; `/tournament table` zeigt die Gruppen.
bracket-not-started = „{ $name }“ hat noch keinen Turnierbaum: Es hat noch nicht begonnen.
bracket-none = „{ $name }“ hat noch keinen Turnierbaum: Es hat keine K.-o.-Runde; `/tournament table` zeigt die Tabelle.
bracket-heading = Turnierbaum von **{ $name }**
export-heading = **{ $name }** Saison { $season }: Tabelle und Ergebnisse.
log-heading = Protokoll von **{ $name }** (neueste zuerst)
    { $lines }
rating-unknown-game = Dieses Spiel kenne ich nicht. `/games` listet die Spiele.
rating-line = { $place }. **{ $name }** — { $rating } ({ $played ->
        [one] 1 Spiel
       *[other] { $played } Spiele
    })
rating-heading = **{ $game }-Wertung** (Elo, alle beginnen bei 1500)
    { $lines }
solo-line = { $place }. **{ $name }** — beste { $best } ({ $scored ->
        [one] 1 Tor
       *[other] { $scored } Tore
    }) · { $wins } von { $played } gewonnen
solo-heading = **{ $game } solo — { $level }** (beste Tordifferenz)
    { $lines }
rating-none = Noch keine gewerteten { $game }-Spiele: Die Wertung entsteht aus Spielen zwischen zwei Personen.
rating-none-with-solo = Noch keine gewerteten { $game }-Spiele: Die Wertung entsteht aus Spielen zwischen zwei Personen, die Solo-Bestenlisten aus Solospielen.
# Reports, confirmations, disputes, overrides.
reported = 📝 { $reporter } meldet { $mine }:{ $theirs } gegen { $opponent } (Spiel `{ $fixture }`, { $name }). { $opponent }: `/{ $command } confirm`, wenn das stimmt, `/{ $command } dispute`, wenn nicht.
result-confirmed = ✅ Ergebnis bestätigt: { $line }
disputed = ⚠️ Spiel `#{ $fixture }` von **{ $name }** ist umstritten. Ein Admin klärt es mit `/{ $command } override fixture:{ $fixture }`.
result-set = 🛠️ Ergebnis gesetzt von { $admin }: { $line } — { $reason }
# Playing a fixture on the bot.
ready-button = Bereit
opponent-ready = { $opponent }, dein Gegner ist bereit für dein **{ $name }**-Spiel `{ $fixture }`. Drück Bereit (oder nutze `/{ $command } play`) zum Anstoß.
ready-already = Du bist für dein **{ $name }**-Spiel `{ $fixture }` schon bereit: Wir warten, bis { $opponent } Bereit drückt.
fixture-being-played = Dein Spiel läuft schon.
fixture-being-played-in = Dein Spiel läuft schon in { $thread }.
kick-off = ⚽ Anstoß für **{ $name }**-Spiel `{ $fixture }` in { $thread }.
draft-begins = 📋 Der Draft von **{ $name }** beginnt in { $thread } für { $managers }: Picks und Gebote sind dort öffentlich; jeder behält seinen Kader für das ganze Turnier.
# Club crests.
crest-removed-yours = Dein Wappen ist entfernt.
crest-removed-member = Das Wappen von { $member } ist entfernt.
crest-none-yours = Dein Verein hat hier kein Wappen.
crest-none-member = Der Verein von { $member } hat hier kein Wappen.
crest-not-both = Gib ein Bild oder `remove:True` an, nicht beides.
crest-attach = Häng das Wappen als `image:` an (PNG, JPEG, WebP oder GIF, bis 512 KiB).
crest-too-big = Diese Datei hat { $size } KiB; ein Wappen darf höchstens 512 KiB haben. Nichts wurde geändert.
crest-not-fetched = Ich konnte die Datei nicht von Discord laden: Versuch es noch mal. Nichts wurde geändert.
crest-unreadable = Dieses Bild kann kein Wappen sein: { $reason }. Nichts wurde geändert.
crest-error-too-large = die Datei hat { $bytes } Bytes; ein Wappen darf höchstens 512 KiB groß sein
crest-error-not-an-image = die Datei ist kein Bild, das Touchline lesen kann: Schick ein PNG, JPEG, WebP oder GIF
crest-error-unsupported = { $format }-Bilder werden nicht angenommen: Schick ein PNG, JPEG, WebP oder GIF
crest-error-too-many-pixels = das Bild ist zu groß ({ $size }): Ein Wappen darf höchstens 4096 × 4096 Pixel haben
crest-error-too-much-memory = das Bild zu lesen bräuchte zu viel Speicher ({ $size }): Ein Wappen darf entpackt höchstens 64 MiB belegen
crest-error-broken = das Bild ließ sich nicht lesen ({ $why }): Es ist vielleicht abgeschnitten oder beschädigt
crest-error-empty = das Bild ist leer
crest-set-yours = Dein Wappen ist gesetzt: Es erscheint hier auf Spielbildern, Tabellen und Turnierbäumen.
crest-set-member = Das Wappen von { $member } ist gesetzt: Es erscheint hier auf Spielbildern, Tabellen und Turnierbäumen.
# The server's web pages.
publish-on = 🌐 Die Seiten dieses Servers sind veröffentlicht: { $link }
    Tabellen, Turnierbäume, Profile und Spielwiederholungen; ein laufendes Spiel zeigt nur sein öffentliches Brett.
publish-on-no-address = 🌐 Die Seiten dieses Servers sind veröffentlicht, aber dieser Bot hat keine Webadresse zum Verlinken: Sein Betreiber setzt `web.listen` oder `web.base_url` (oder startet `touchline web`).
publish-off = Die Seiten dieses Servers sind jetzt verborgen; ihre Adresse bleibt für eine neue Veröffentlichung erhalten.
# Challenges and open tables: refusals.
table-gone = Diesen Tisch gibt es nicht mehr.
table-seats = { $game } wird zu { $fewest } gespielt; dieser Tisch hätte { $seats } (du und { $others } weitere).
table-seats-range = { $game } wird zu { $fewest } bis { $most } gespielt; dieser Tisch hätte { $seats } (du und { $others } weitere).
table-play-yourself = Du kannst nicht gegen dich selbst spielen. Nenne jemand anderen oder lass `opponent` weg, um gegen den Computer zu spielen.
table-named-twice = Du hast denselben Spieler zweimal genannt; nenne jeden Gegner nur einmal.
table-only-challenged = Nur der herausgeforderte Spieler kann annehmen.
table-only-challenged-many = Nur die herausgeforderten Spieler können annehmen.
table-not-yours-to-decline = Diese Herausforderung kannst du nicht ablehnen; sie gilt nicht dir.
table-host-waits = { $waiting ->
        [one] Du hast diesen Tisch eröffnet; er beginnt, sobald { $names } annimmt.
       *[other] Du hast diesen Tisch eröffnet; er beginnt, sobald { $names } alle angenommen haben.
    }
table-answered = Diese Herausforderung ist schon beantwortet.
table-is-challenge = Das ist eine Herausforderung an bestimmte Spieler; eröffne deine eigene mit `/play`.
table-already-seated = Du sitzt schon an diesem Tisch.
table-full = Dieser Tisch ist voll oder hat begonnen; eröffne deinen eigenen mit `/play`.
table-not-seated = Du sitzt nicht an diesem Tisch, oder er hat begonnen.
table-only-host-starts = Nur wer den Tisch eröffnet hat, kann ihn starten.
table-over = Dieser Tisch hat schon begonnen oder wurde abgesagt.
table-too-few = { $game } braucht mindestens { $fewest } Spieler; { $seated ->
        [one] bisher sitzt 1
       *[other] bisher sitzen { $seated }
    }.
table-only-host-cancels = Nur wer den Tisch eröffnet hat, kann ihn absagen.
# A challenge's or an open table's message and its buttons.
table-button-join = Beitreten
table-button-leave = Verlassen
table-button-start = Starten
table-button-accept = Annehmen
table-button-decline = Ablehnen
table-open = { $host } hat einen Tisch für **{ $game }** ({ $options }), für { $most } Spieler: { $count }/{ $most } sitzen ({ $seated }). Tritt bei, um zu spielen; { $host } startet, sobald { $most } da sind, oder er startet, wenn er voll ist.
table-open-range = { $host } hat einen Tisch für **{ $game }** ({ $options }), für { $fewest } bis { $most } Spieler: { $count }/{ $most } sitzen ({ $seated }). Tritt bei, um zu spielen; { $host } startet, sobald { $fewest } da sind, oder er startet, wenn er voll ist.
table-challenge = { $invited }, { $host } fordert dich zu **{ $game }** ({ $options }) heraus. Nimmst du an?
table-seat-order = Plätze: { $seats }
table-accepted-so-far = Angenommen: { $accepted } · warten auf { $waiting }.
table-full-kicking-off = Der Tisch ist voll — Anstoß…
table-accepted-kicking-off = Herausforderung angenommen — Anstoß…
table-declined = Herausforderung abgelehnt.
table-declined-by = Herausforderung abgelehnt von { $names }.
table-called-off = Der Tisch wurde abgesagt.
table-challenge-called-off = Herausforderung abgesagt.
table-match-on = Das Spiel läuft in { $thread }.
table-cannot-start-here = Dieses Spiel kann hier nicht beginnen. { $reason }
table-try-start-again = Das Spiel konnte nicht beginnen; drück Starten, um es noch mal zu versuchen.
table-try-accept-again = Das Spiel konnte nicht beginnen; drück Annehmen, um es noch mal zu versuchen.
table-restarted-host-starts = Dieses Spiel hat vor dem Neustart des Bots nicht begonnen; der Gastgeber kann Starten drücken, um es noch mal zu versuchen.
table-restarted-accept = Dieses Spiel hat vor dem Neustart des Bots nicht begonnen; drück Annehmen, um es noch mal zu versuchen.
rematch-setting-up = Revanche wird vorbereitet…
rematch-not-a-player = Nur wer diese Partie spielt, kann eine Revanche verlangen.
rematch-still-playing = Diese Partie läuft noch: Eine Revanche kann verlangt werden, sobald sie vorbei ist.
rematch-not-here = Diese Partie wurde nicht hier gespielt, also gibt es hier keine Revanche.
rematch-under-way = Die Revanche wird schon vorbereitet.
rematch-posted = Revanche: { $thread }.

table-computer-seats = Plätze des Computers: { $computers }. { $free ->
        [one] Ein Platz ist noch frei für Menschen.
       *[other] { $free } Plätze sind noch frei für Menschen.
    }

# Pyramids: leagues as divisions, promotion and relegation.
admins-only-division = Nur Wettbewerbs-Admins können Ligen zu einer Pyramide verbinden: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
pyramid-places = Zwischen zwei Spielklassen können 1 bis { $most } Vereine auf- und absteigen.
pyramid-leagues-only = Nur Ligen (eine Tabelle über Saisons) können Spielklassen einer Pyramide sein; Pokale und Draft-Ligen nicht.
pyramid-same-game = Alle Spielklassen einer Pyramide spielen dasselbe Spiel: „{ $above }“ spielt { $game }.
pyramid-loop = „{ $name }“ kann nicht unter „{ $above }“ stehen: „{ $above }“ ist „{ $name }“ selbst oder eine ihrer unteren Spielklassen, und eine Pyramide darf sich nicht im Kreis drehen.
pyramid-level-taken = „{ $above }“ hat schon eine Spielklasse darunter („{ $below }“); eine Pyramide hat eine Liga pro Ebene.
pyramid-division-too-small = „{ $name }“ hat { $clubs ->
        [one] { $clubs } Verein
       *[other] { $clubs } Vereine
    }, aber an den Grenzen darüber und darunter wechseln { $needed } die Spielklasse. Nimm Vereine auf oder ändere die Grenze mit `/pyramid link`.
pyramid-not-finished = Die nächste Saison der Pyramide öffnet, sobald alle Spielklassen fertig sind; noch nicht beendet: { $divisions }.
pyramid-not-begun = Die nächste Saison der Pyramide öffnet, sobald alle Spielklassen fertig sind; noch nicht begonnen: { $divisions }.
pyramid-not-finished-nor-begun = Die nächste Saison der Pyramide öffnet, sobald alle Spielklassen fertig sind; noch nicht beendet: { $divisions }; noch nicht begonnen: { $waiting }.
pyramid-already-turned = Die nächste Saison von „{ $name }“ ist schon eröffnet.
pyramid-created-below = 🔽 Sie ist die Spielklasse unter **{ $above }**.
pyramid-whole = „{ $name }“ ist eine Spielklasse der Pyramide mit „{ $top }“ an der Spitze: Ihre nächste Saison öffnet zusammen mit der ganzen Pyramide.
pyramid-linked = 🔗 **{ $name }** ist jetzt die Spielklasse unter **{ $above }**.
    { $pyramid }
pyramid-level = { $level }. { $name }{ $line }
pyramid-line = { $places ->
        [one] {" "}(ein Aufsteiger, ein Absteiger)
       *[other] {" "}({ $places } Auf- und { $places } Absteiger)
    }
pyramid-line-playoff = { $places ->
        [one] {" "}(Relegation in Hin- und Rückspiel um den einen Platz)
       *[other] {" "}({ $places } Auf- und { $places } Absteiger, der letzte Platz per Relegation in Hin- und Rückspiel)
    }
pyramid-none = „{ $name }“ ist eine eigenständige Liga; verbinde Ligen mit `/pyramid link` zu einer Pyramide.
pyramid-heading = 🔺 Pyramide von **{ $name }**
pyramid-season-open = Saison { $season } offen ({ $clubs ->
        [one] { $clubs } Verein
       *[other] { $clubs } Vereine
    })
pyramid-season-running = Saison { $season } läuft ({ $clubs ->
        [one] { $clubs } Verein
       *[other] { $clubs } Vereine
    })
pyramid-season-finished = Saison { $season } beendet ({ $clubs ->
        [one] { $clubs } Verein
       *[other] { $clubs } Vereine
    })
pyramid-last-moves = Letzte Saison: ⬆️ { $up } · ⬇️ { $down }
pyramid-playoffs-first = 🏟️ **{ $name }**: Vor der nächsten Saison kommt die Relegation.
    { $ties }
    Führe `/league season new` noch einmal aus, sobald sie gespielt ist.
pyramid-playoff-drawn = { $upper } ({ $above }) – { $lower } ({ $below }), Hin- und Rückspiel: Gespielt wird mit `/tournament play name:{ $cup }`.
pyramid-playoff-waiting = { $upper } ({ $above }) – { $lower } ({ $below }) wird noch in „{ $cup }“ gespielt.
pyramid-turned = 🔺 **{ $name }**: Saison { $season } ist in jeder Spielklasse offen, Auf- und Abstieg sind erledigt. Admins starten jede Spielklasse mit `/league start`.
pyramid-picture-title = Pyramide von { $name }
pyramid-picture-subtitle = Saison { $season }: Auf- und Abstieg
pyramid-division-title = { $level }. Spielklasse — { $name }, Saison { $season }
pyramid-up = ⬆ aufgestiegen
pyramid-up-playoff = ⬆ über die Relegation aufgestiegen
pyramid-down = ⬇ abgestiegen
pyramid-down-playoff = ⬇ nach der Relegation abgestiegen
pyramid-stay-playoff-won = Klassenerhalt: Relegation gewonnen
pyramid-stay-playoff-lost = kein Aufstieg: Relegation verloren
pyramid-champions = 🏆 Meister

# Kick-off times across time zones.
fixture-kickoff = { $line } · 🕖 { $time }
kickoff-unknown-zone = „{ $zone }“ ist keine Zeitzone, die ich kenne. Zeitzonen haben Namen wie Europe/Berlin oder America/New_York; ähnlich wie deine Eingabe: { $close }.
kickoff-zone-set = 🕖 Deine Zeitzone ist jetzt { $zone }: Dort ist es { $now }. Die Zeiten, die du vorschlägst, gelten in dieser Zeitzone.
kickoff-bad-time = „{ $time }“ ist keine Zeit, die ich lesen kann: Schreib sie als YYYY-MM-DD HH:MM in deiner eigenen Zeit, z. B. 2026-12-05 19:30.
kickoff-skipped-time = { $time } gibt es in { $zone } nicht: Die Uhren überspringen dort diese Stunde. Wähle eine andere Zeit.
kickoff-not-scheduled = Dein nächstes Spiel (#{ $fixture }) läuft schon oder sein Ergebnis ist gemeldet; es gibt keinen Anstoß mehr abzusprechen.
kickoff-how-many = Schlag eine bis { $most } Anstoßzeiten vor.
kickoff-past = { $time } ist schon vorbei: Schlag eine Zeit in der Zukunft vor.
kickoff-after-deadline = { $time } liegt nach der Frist des Spiels ({ $deadline }): Schlag eine Zeit davor vor.
kickoff-twice = { $time } ist zweimal vorgeschlagen.
kickoff-none = Für dein nächstes Spiel (#{ $fixture }) hat noch niemand einen Anstoß vorgeschlagen: Schlag Zeiten mit `/fixture propose` vor.
kickoff-own = Die Zeiten für Spiel #{ $fixture } sind dein eigener Vorschlag: Dein Gegner wählt eine davon oder macht einen Gegenvorschlag.
kickoff-choice = Zur Auswahl { $count ->
        [one] steht eine Zeit (1)
       *[other] stehen { $count } Zeiten (1 bis { $count })
    }, nicht { $choice }.
kickoff-passed = { $time } ist vorbei: Schlag mit `/fixture propose` neue Zeiten vor.
kickoff-changed = Der Vorschlag hat sich geändert, während du gewählt hast: Sieh dir die neuen Zeiten an und wähle noch einmal.
kickoff-proposed = 🕖 { $proposer } schlägt einen Anstoß für **{ $competition }** (Spiel #{ $fixture }) gegen { $opponent } vor:
    { $times }
    { $opponent }: Wähle eine Zeit mit `/fixture accept name:{ $competition } choice:` (1–{ $count }) oder schlag mit `/fixture propose` andere Zeiten vor.
kickoff-counter = 🕖 { $proposer } macht einen Gegenvorschlag für **{ $competition }** (Spiel #{ $fixture }) gegen { $opponent }:
    { $times }
    { $opponent }: Wähle eine Zeit mit `/fixture accept name:{ $competition } choice:` (1–{ $count }) oder schlag mit `/fixture propose` andere Zeiten vor.
kickoff-proposed-private = Vorgeschlagen, gelesen in deiner Zeitzone ({ $zone }): { $times }
kickoff-agreed = ✅ **{ $competition }**, Spiel #{ $fixture }, { $home } – { $away }: Anstoß am { $time }. Beide werden eine Stunde vorher und zum Anstoß erinnert.
kickoff-hour-before = ⏰ { $home } – { $away } (**{ $competition }**, Spiel #{ $fixture }) beginnt { $relative }, am { $time }. Meldet euch mit `/{ $command } play name:{ $competition }` bereit.
kickoff-now = ⚽ Anstoß für { $home } – { $away } (**{ $competition }**, Spiel #{ $fixture }): `/{ $command } play name:{ $competition }`.
kickoff-show = 🕖 Spiel #{ $fixture } gegen { $opponent }: { $state }
kickoff-show-agreed = Anstoß vereinbart für { $time }.
kickoff-show-proposed = { $proposer } hat vorgeschlagen: { $times }
kickoff-show-nothing = noch kein Anstoß vorgeschlagen.

# Breaks and extensions.
admins-only-extend = Nur Wettbewerbs-Admins können eine Frist verlängern: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
break-bad-date = „{ $date }“ ist kein Datum, das ich lesen kann: Schreib den letzten Tag deiner Pause als YYYY-MM-DD, z. B. 2026-12-24.
break-past = { $date } ist schon vorbei: Nenne den letzten Tag deiner Pause, heute oder später.
break-too-long = „{ $competition }“ erlaubt { $allowed } Pausentage pro Saison, und du hast schon { $used } genutzt: Eine Pause von { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    } ist dort zu lang. Nimm eine kürzere oder bitte einen Admin, die Frist eines Spiels mit `/league extend` zu verlängern.
break-changed = Eine deiner Fristen hat sich verschoben, während deine Pause eingetragen wurde; bitte trag sie noch einmal ein.
break-taken = 🏖️ Du bist bis { $until } weg ({ $days ->
        [one] einem Tag
       *[other] { $days } Tage
    }). Diese Fristen haben sich verschoben:
    { $moved }
break-taken-none = 🏖️ Du bist bis { $until } weg. Keine deiner Fristen fällt in die Pause, also hat sich keine verschoben.
break-moved = { $competition }, Spiel #{ $fixture }: jetzt { $deadline }
extend-days = Verlängere eine Frist um 1 bis { $most } Tage.
extend-reason = Nenne den Grund in 1 bis { $most } Zeichen; er kommt ins Protokoll.
extend-unknown-fixture = Spiel #{ $fixture } gehört nicht zu den Spielen dieser Saison in „{ $name }“: Die Nummern stehen in `/league fixtures`.
extend-settled = Spiel #{ $fixture } ist schon gespielt oder läuft gerade: Seine Frist spielt keine Rolle mehr.
extend-no-deadline = Spiel #{ $fixture } hat keine Frist: „{ $name }“ hat keine Spieltagsfristen.
extended = ⏳ { $admin } hat Spiel #{ $fixture } von **{ $name }** { $days ->
        [one] einen Tag mehr
       *[other] { $days } Tage mehr
    } gegeben: Seine Frist ist jetzt { $deadline }. Grund: { $reason }

# Deputies.
deputy-self = Du kannst nicht dein eigener Ersatz sein: Nenne jemand anderen auf dem Server.
deputy-not-on-server = { $deputy } kann kein Ersatz sein: Nenne eine Person auf diesem Server, keinen Bot.
deputy-plays-here = { $deputy } spielt selbst in „{ $name }“ mit und träte so für dich gegen deine Gegner und für sich gegen die eigenen an: Nenne jemanden, der dort nicht mitspielt.
deputy-taken = { $deputy } ist in „{ $name }“ schon Ersatz für { $other }: Ein Ersatz vertritt nur ein Mitglied eines Wettbewerbs.
deputy-member-here = { $member } ist nicht abwesend und spielt seine Spiele also selbst; ein Ersatz spielt nur, solange das Mitglied abwesend ist (`/profile away`).
deputy-named = 🤝 { $deputy } ist dein Ersatz in **{ $name }**: Solange du abwesend bist (`/profile away`), übernimmt dein Ersatz dort deine Spiele, und die Ergebnisse zählen für dich.
deputy-cleared = Du hast in **{ $name }** jetzt keinen Ersatz mehr.

# Pings.
pings-thread = eine Erwähnung im Thread der Partie
pings-dm = eine Direktnachricht (keine Erwähnung im Thread)
pings-set = 🔔 So erfährst du, dass du am Zug bist: { $how }, zu jeder Uhrzeit.
pings-set-never = 🔕 Niemand pingt dich, wenn du am Zug bist; deine geheimen Entscheidungen kommen weiterhin per Direktnachricht.
pings-set-quiet = 🔔 So erfährst du, dass du am Zug bist: { $how }. Ruhezeit { $from }–{ $to } ({ $zone }): Erinnerungen warten bis zu ihrem Ende, es sei denn, deine Zeit liefe vorher ab.
pings-bad-time = „{ $time }“ ist keine Uhrzeit: Schreib sie als HH:MM, z. B. 22:30.
pings-quiet-both = Gib Beginn und Ende deiner Ruhezeit an (`quiet_from` und `quiet_to`) oder keins von beiden, um keine zu haben.
pings-quiet-empty = Eine Ruhezeit braucht einen Beginn und ein Ende, die sich unterscheiden.

# The match of the round.
match-of-the-round = ⭐ Topspiel des { $round }. Spieltags in **{ $competition }**: { $home } ({ $home_place }.) – { $away } ({ $away_place }.), Spiel #{ $fixture }. Verfolge es ab seinem ersten Brett, sobald es angepfiffen wird (`/{ $command } play`).
break-already = Du bist schon bis { $until } abwesend: Nenne einen späteren letzten Tag, um deine Pause zu verlängern.
pyramid-too-deep = Eine Pyramide hat höchstens { $most } Spielklassen.
pyramid-too-small-at-end = „{ $name }“ hat die Saison mit { $clubs } Vereinen beendet, aber an den Grenzen darüber und darunter wechseln { $needed } die Spielklasse: Ändere die Grenze mit `/pyramid link` und eröffne dann die nächste Saison.

# /league odds: die Saisonprognose.
odds-heading = **{ $name }** Saison { $season }: Chancen zum Saisonende, aus { $seasons } Simulationen der { $left } restlichen Spiele
odds-explained = -# Jedes restliche Spiel wird viele Male nach den Wertungen der Vereine ausgespielt, mit so vielen Unentschieden wie in dieser Saison bisher; danach wird die Tabelle wie die echte geordnet.
odds-column-title = Titel
odds-column-up = Aufstieg
odds-column-playoff = Relegation
odds-column-down = Abstieg
odds-column-points = Pkt
odds-champion = { $club } ist nach Punkten nicht mehr einzuholen.
odds-out = Aus dem Rennen um Platz eins: { $clubs }.
odds-needs = { $club } ist Meister mit { $wins ->
        [one] einem Sieg
       *[other] { $wins } Siegen
    } aus { $left ->
        [one] dem letzten Spiel
       *[other] den letzten { $left } Spielen
    }, egal was sonst passiert.
odds-league-only = „{ $name }“ hat keine einzelne Ligatabelle für eine Prognose (die Chancen eines Pokals sind die seines Turnierbaums).
odds-finished = Die Saison von „{ $name }“ ist vorbei: Die Tabelle ist endgültig.
chances-shown = Siegchancen werden in den Partien von „{ $name }“ ab dem nächsten Bild gezeigt: eine Zeile im Thread nach jedem großen Umschwung und die Schlüsselmomente nach dem Abpfiff.
chances-hidden = Siegchancen werden in den Partien von „{ $name }“ nicht mehr gezeigt (schon berechnete bleiben auf den Seiten der Partien).
admins-only-chances = Nur Wettbewerbs-Admins können Siegchancen zeigen oder verbergen: Leute mit „Server verwalten“ oder der mit `/league admins` festgelegten Rolle.
