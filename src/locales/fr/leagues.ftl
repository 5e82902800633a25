# Leagues, tournaments and their news, for Discord and the web pages alike. English is the source.
# Refusals: creating, finding, joining and leaving a competition.
league-squads-not-drafted = Les effectifs de ce match n'ont pas encore été draftés.
league-name-length = Un nom doit faire de 1 à { $most } caractères.
league-name-characters = Un nom ne peut pas contenir @, #, d'accents graves ni de caractères de contrôle.
league-points-rule = Les points doivent suivre victoire ≥ nul ≥ défaite, avec 1 à 10 pour une victoire (ex. 3-1-0).
league-forfeit-goals = Le score d'un forfait doit être de 1 à 10 buts.
league-no-rulebook = Le règlement de { $game } ne départage pas les équipes à égalité de points : choisis football ou confrontations directes d'abord.
league-no-draft = { $game } n'a pas de draft ; une ligue draft peut se jouer avec { $drafting }.
league-draft-managers = { $span ->
        [one] Une ligue draft de { $game } compte { $fewest } managers (`managers:` { $fewest }).
        [two] Une ligue draft de { $game } compte { $fewest } ou { $most } managers (`managers:` { $fewest } ou { $most }).
       *[range] Une ligue draft de { $game } compte de { $fewest } à { $most } managers (`managers:` { $choices }).
    }
league-draft-options = Une ligue draft se crée avec les options de son draft (`draft:` serpent ou enchères).
league-no-solo = Un match solo de { $game } n'a pas d'adversaire à mettre dans un classement : retire `solo` pour une compétition (les résultats solo ont leur propre classement, `/leaderboard`).
league-not-one-against-one = { $span ->
        [one] { $game } se joue à { $fewest } joueurs, et les matchs d'une compétition opposent deux camps. Joue-le plutôt avec `/play`.
       *[range] { $game } se joue de { $fewest } à { $most } joueurs, et les matchs d'une compétition opposent deux camps. Joue-le plutôt avec `/play`.
    }
league-name-taken = Il existe déjà une compétition appelée « { $name } » sur ce serveur. Choisis un autre nom.
league-is-a-league = « { $name } » est une ligue, pas un tournoi : utilise `/league …` pour elle.
league-is-a-tournament = « { $name } » est un tournoi, pas une ligue : utilise `/tournament …` pour lui.
league-none-here = Il n'y a pas de compétition appelée « { $name } » ici, et aucune pour l'instant : un admin peut en créer une avec `/league create` ou `/tournament create`.
league-unknown = Il n'y a pas de compétition appelée « { $name } » ici. Existantes : { $known }.
league-already-in = Tu es déjà dans « { $name } ».
league-full = « { $name } » a déjà ses { $managers } managers.
league-join-closed = « { $name } » a déjà commencé ; tu pourras la rejoindre à l'ouverture de sa prochaine saison.
league-leave-started = « { $name } » a commencé, tu ne peux donc pas la quitter maintenant ; demande à un admin.
league-not-in = Tu n'es pas dans « { $name } ».
league-cannot = { $reason }
league-already-started = « { $name } » a déjà commencé.
league-too-few-members = « { $name } » a besoin d'au moins { $need } membres pour commencer ; elle en a { $members }. Les joueurs s'inscrivent avec `/{ $command } join`.
league-season-not-finished = La saison { $season } de « { $name } » n'est pas encore finie ; une nouvelle saison peut s'ouvrir une fois tous les matchs joués.
# A fixture's score from the home side.
score-went-through = { $home }–{ $away } ({ $through } qualifié)
score-went-through-forfeit = { $home }–{ $away } ({ $through } qualifié) (forfait)
score-forfeit = { $home }–{ $away } (forfait)
# Refusals: fixtures, reports, confirmations, disputes, overrides.
league-not-started = « { $name } » n'a pas encore commencé.
league-season-over = La saison { $season } de « { $name } » est terminée.
league-no-fixture-left = Tu n'as plus de match à jouer dans « { $name } » pour l'instant.
league-next-reported = Ton prochain match a un score déclaré en attente : confirme-le avec `/league confirm` ou conteste-le avec `/league dispute`.
league-next-overdue = Ton prochain match a dépassé son délai ; un admin va trancher.
league-already-played = Ce match est déjà joué.
league-score-range = Les scores vont de 0 à 99.
league-level-tie = C'est une confrontation à élimination directe et le score est nul : dis qui s'est qualifié (`went_through`).
league-next-in-play = Ton prochain match se joue sur le bot ; son résultat comptera tout seul.
league-next-disputed = Le score de ton prochain match est contesté ; un admin va trancher.
league-no-report-now = Ce match ne peut pas recevoir de score maintenant.
league-own-report = C'est toi qui as déclaré ce score ; ton adversaire doit le confirmer (ou le contester).
league-nothing-to-confirm = Aucun score n'attend ta confirmation dans « { $name } ».
league-has-result = Ce match a déjà un résultat.
league-dispute-reason = Dis brièvement (300 caractères au plus) ce qui ne va pas dans le score déclaré.
league-no-dispute-now = Ce score ne peut plus être contesté.
league-override-reason = Imposer un résultat demande une raison (300 caractères au plus) ; elle est gardée dans le journal d'audit.
league-no-such-fixture = « { $name } » n'a pas de match #{ $fixture } cette saison ; `/league fixtures` les liste avec leurs numéros.
league-override-in-play = Ce match se joue sur le bot en ce moment ; laisse-le finir (ou abandonne-le) d'abord.
league-override-too-late = Le tour suivant de cette confrontation est déjà tiré, son résultat ne peut donc plus changer.
league-override-level-tie = C'est une confrontation à élimination directe et le score est nul : dis si l'équipe à domicile s'est qualifiée (`home_went_through`).
# Deadline news in a competition's channel.
deadline-report-stands = ⌛ **{ $home }** - **{ $away }** ({ $competition }) : le { $home_goals }–{ $away_goals } déclaré est validé : il n'a pas reçu de réponse avant le délai.
deadline-awarded-home = ⌛ **{ $home }** - **{ $away }** ({ $competition }) : { $goals }–0 par forfait pour { $home } : { $away } ne s'est pas présenté avant le délai.
deadline-awarded-away = ⌛ **{ $home }** - **{ $away }** ({ $competition }) : 0–{ $goals } par forfait pour { $away } : { $home } ne s'est pas présenté avant le délai.
deadline-missed = ⌛ **{ $home }** - **{ $away }** ({ $competition }, match #{ $fixture }) a dépassé son délai ; un admin tranche avec `/league override`.
# Where a fixture stands, before it has a score.
fixture-in-play = en cours
fixture-reported = score déclaré, en attente de confirmation
fixture-disputed = contesté : en attente d'un admin
fixture-overdue = délai dépassé : en attente d'un admin
fixture-one-ready = un camp prêt
fixture-to-play = à jouer
# Knockout rounds, and the headings fixtures are listed under.
round-final = Finale
round-semi-finals = Demi-finales
round-quarter-finals = Quarts de finale
round-of = { $sides ->
        [16] Huitièmes de finale
        [32] Seizièmes de finale
       *[other] Tour à { $sides }
    }
round-numbered = Journée { $round }
group-title = Groupe { $group }
group-round-title = Groupe { $group } · journée { $round }
# Which tie-break separated two teams level on points.
tiebreak-above = { $criterion ->
        [goal-difference] { $upper } devant { $lower } à la différence de buts
        [goals-for] { $upper } devant { $lower } aux buts marqués
        [wins] { $upper } devant { $lower } au nombre de victoires
        [head-to-head-points] { $upper } devant { $lower } aux points des confrontations directes
        [head-to-head-goal-difference] { $upper } devant { $lower } à la différence de buts des confrontations directes
        [head-to-head-goals-for] { $upper } devant { $lower } aux buts des confrontations directes
        [buchholz] { $upper } devant { $lower } au Buchholz
        [sonneborn-berger] { $upper } devant { $lower } au Sonneborn-Berger
        [lots] { $upper } devant { $lower } au tirage au sort
       *[points] { $upper } devant { $lower } aux points
    }
# A knockout tie's score from the upper side.
tie-aggregate = { $home }–{ $away } cumulé
tie-aggregate-through = { $home }–{ $away } cumulé ({ $through } qualifié)
tie-through = { $home }–{ $away } ({ $through } qualifié)
# One fixture: its number, the sides, the leg, and where it stands.
fixture-line = `{ $id }` { $home } - { $away } — { $state }
fixture-line-second-leg = `{ $id }` { $home } - { $away } (retour) — { $state }
fixture-line-decider = `{ $id }` { $home } - { $away } (match d'appui) — { $state }
fixtures-none = Aucun match ici.
# A competition in one line.
summary-round-days = { $days ->
        [one] 1 jour par journée
       *[other] { $days } jours par journée
    }
summary-no-deadlines = pas de délai par journée
tiebreak-rulebook = le règlement de { $game }
tiebreak-preset = { $preset ->
        [head-to-head-first] confrontations directes d'abord
        [swiss] suisse
       *[football] football
    }
summary = { $game } ({ $options }) · { $format } · points { $win }-{ $draw }-{ $loss } · départage : { $tiebreak } · { $deadline }
# A table's column headings (the text table; the picture's too).
column-team = Équipe
column-played = J
column-won = G
column-drawn = N
column-lost = P
column-goals-for = BP
column-goals-against = BC
column-goal-difference = Diff
column-points = Pts
# News in a competition's channel.
news-next-round = 📣 **{ $competition }** : le tour suivant est tiré.
    { $fixtures }
news-champions = 🏆 La saison { $season } de **{ $competition }** est terminée : **{ $champion }** est champion !
news-no-champions = 🏆 La saison { $season } de **{ $competition }** est terminée : pas de champion.
news-league-champions = 🏆 La saison { $season } de **{ $competition }** est terminée : **{ $champion }** est champion !
    Un admin peut ouvrir la saison suivante avec `/league season new name:{ $competition }`.
news-league-no-champions = 🏆 La saison { $season } de **{ $competition }** est terminée : pas de champion.
    Un admin peut ouvrir la saison suivante avec `/league season new name:{ $competition }`.
news-lots = Le tirage au sort de la saison :
    { $lines }
news-result = ⚽ Résultat de **{ $competition }** : { $result }
news-draft-complete = ✅ Le draft de **{ $competition }** est terminé : chaque manager garde son effectif pour tout le tournoi (voir le tableau du draft). { $count ->
        [one] 1 match est programmé.
       *[other] { $count } matchs sont programmés.
    }
    { $fixtures }
    
    Lance ton prochain match avec `/{ $command } play`.
# Table and bracket pictures.
column-form = Forme
picture-group-title = { $competition } — Groupe { $group }
picture-season-title = { $competition } — Saison { $season }
picture-no-teams = Pas encore d'équipes
bracket-bye = exempt
bracket-to-be-decided = À déterminer
bracket-champions = CHAMPION
bracket-empty = Aucun tour tiré pour l'instant
league-not-your-fixture = Ce match n'est pas le tien.
league-gone = Cette compétition n'existe plus.
# What only competition admins can do.
admins-only-create-league = Seuls les admins des compétitions peuvent créer une ligue : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
admins-only-create-tournament = Seuls les admins des compétitions peuvent créer un tournoi : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
admins-only-start = Seuls les admins des compétitions peuvent lancer une compétition : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
admins-only-new-season = Seuls les admins des compétitions peuvent ouvrir une nouvelle saison : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
admins-only-crest = Seuls les admins des compétitions peuvent définir l'écusson d'un membre : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
admins-only-publish = Seuls les admins des compétitions peuvent publier les pages de ce serveur : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
admins-only-override = Seuls les admins des compétitions peuvent imposer des résultats : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
admins-only-log = Seuls les admins des compétitions peuvent lire le journal d'audit : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
# Creating, joining, leaving, starting; seasons; admin roles.
create-bad-points = « { $points } » n'est pas une règle de points : écris victoire-nul-défaite, ex. 3-1-0.
created-league = 🏟️ Ligue **{ $name }** créée : { $summary }.
    Inscris-toi avec `/league join name:{ $name }` ; un admin la lance avec `/league start`.
create-unknown-draft-method = Je ne connais pas cette façon de drafter (rouvre Discord pour la nouvelle liste).
create-unknown-format = Cette version ne connaît pas ce format ; choisis-en un dans la liste.
create-draft-methods = Le draft de { $game } se fait par { $ways }.
create-draft-two-methods = Le draft de { $game } se fait par { $first } ou par { $second }.
created-tournament = 🏆 Tournoi **{ $name }** créé : { $summary }.
    Inscris-toi avec `/tournament join name:{ $name }` ; un admin le lance avec `/tournament start`.
joined = ✅ { $who } a rejoint **{ $name }** ({ $count ->
        [one] 1 inscrit pour l'instant
       *[other] { $count } inscrits pour l'instant
    }).
left = Tu as quitté « { $name } ».
draft-opened-late = Le draft n'était pas encore ouvert : c'est fait, dans { $thread }.
started-draft = 📣 **{ $name }** est lancé : le draft est ouvert dans { $thread }.
started = 📣 La saison { $season } de **{ $name }** est lancée : { $count ->
        [one] 1 match programmé
       *[other] { $count } matchs programmés
    } pour { $members }.
    { $fixtures }
    
    Vois les tiens avec `/{ $command } fixtures` ; lance ton prochain match avec `/{ $command } play` (il commence quand les deux camps l'ont fait).
started-sealed = 📣 La saison { $season } de **{ $name }** est lancée : { $count ->
        [one] 1 match programmé
       *[other] { $count } matchs programmés
    } pour { $members }.
    🔒 Le tirage au sort de la saison est scellé : `{ $seal }` (révélé à la fin de la saison).
    { $fixtures }
    
    Vois les tiens avec `/{ $command } fixtures` ; lance ton prochain match avec `/{ $command } play` (il commence quand les deux camps l'ont fait).
season-opened = 🗓️ La saison { $season } de **{ $name }** est ouverte avec les mêmes { $members } membres ; l'ancien classement est archivé. D'autres peuvent faire `/{ $command } join` jusqu'à ce qu'un admin la lance.
admins-role-set = Les membres avec le rôle **{ $role }** peuvent désormais gérer les compétitions ici.
admins-role-cleared = Désormais, seules les personnes avec Gérer le serveur peuvent gérer les compétitions ici.
# Fixtures, tables, brackets, exports, the audit log, ratings.
fixtures-not-started = « { $name } » n'a pas encore commencé, il n'y a donc pas de matchs.
fixtures-rounds-drawn = { $rounds ->
        [one] « { $name } » a 1 journée tirée pour l'instant.
       *[other] « { $name } » a { $rounds } journées tirées pour l'instant.
    }
fixtures-round = **{ $name }** saison { $season }
    { $fixtures }
    Autres journées : `round:` 1–{ $last }.
table-heading = **{ $name }** saison { $season }
table-is-knockout = « { $name } » est à élimination directe : vois `/tournament bracket`.
bracket-after-groups = « { $name } » n'a pas encore de tableau : sa phase finale est tirée à la fin de la phase de groupes ; `/tournament table` montre les groupes.
bracket-not-started = « { $name } » n'a pas encore de tableau : il n'a pas encore commencé.
bracket-none = « { $name } » n'a pas encore de tableau : il n'a pas de phase à élimination directe ; `/tournament table` montre le classement.
bracket-heading = Tableau de **{ $name }**
export-heading = **{ $name }** saison { $season } : classement et résultats.
log-heading = Journal d'audit de **{ $name }** (du plus récent au plus ancien)
    { $lines }
rating-unknown-game = Je ne connais pas ce jeu. `/games` liste les jeux.
rating-line = { $place }. **{ $name }** — { $rating } ({ $played ->
        [one] 1 match joué
       *[other] { $played } matchs joués
    })
rating-heading = **Classement Elo de { $game }** (tout le monde commence à 1500)
    { $lines }
solo-line = { $place }. **{ $name }** — meilleur { $best } ({ $scored ->
        [one] 1 but marqué
       *[other] { $scored } buts marqués
    }) · { $wins } gagnés sur { $played }
solo-heading = **{ $game } solo — { $level }** (meilleure différence de buts)
    { $lines }
rating-none = Pas encore de matchs classés de { $game } : le classement vient des matchs entre deux personnes.
rating-none-with-solo = Pas encore de matchs classés de { $game } : le classement vient des matchs entre deux personnes, et les classements solo des matchs solo.
# Reports, confirmations, disputes, overrides.
reported = 📝 { $reporter } déclare { $mine }–{ $theirs } contre { $opponent } (match `{ $fixture }`, { $name }). { $opponent } : `/{ $command } confirm` si c'est juste, `/{ $command } dispute` sinon.
result-confirmed = ✅ Résultat confirmé : { $line }
disputed = ⚠️ Le match `#{ $fixture }` de **{ $name }** est contesté. Un admin tranche avec `/{ $command } override fixture:{ $fixture }`.
result-set = 🛠️ Résultat imposé par { $admin } : { $line } — { $reason }
# Playing a fixture on the bot.
ready-button = Prêt
opponent-ready = { $opponent }, ton adversaire est prêt pour ton match `{ $fixture }` de **{ $name }**. Appuie sur Prêt (ou utilise `/{ $command } play`) pour lancer le coup d'envoi.
ready-already = Tu es déjà prêt pour ton match `{ $fixture }` de **{ $name }** : on attend que { $opponent } appuie sur Prêt.
fixture-being-played = Ton match est déjà en cours.
fixture-being-played-in = Ton match est déjà en cours dans { $thread }.
kick-off = ⚽ Coup d'envoi du match `{ $fixture }` de **{ $name }** dans { $thread }.
draft-begins = 📋 Le draft de **{ $name }** commence dans { $thread } pour { $managers } : les choix et les enchères y sont publics ; chacun garde son effectif pour tout le tournoi.
# Club crests.
crest-removed-yours = Ton écusson est retiré.
crest-removed-member = L'écusson de { $member } est retiré.
crest-none-yours = Ton club n'a pas d'écusson ici.
crest-none-member = Le club de { $member } n'a pas d'écusson ici.
crest-not-both = Donne une image ou `remove:True`, pas les deux.
crest-attach = Joins l'écusson en `image:` (PNG, JPEG, WebP ou GIF, 512 Kio au plus).
crest-too-big = Ce fichier fait { $size } Kio ; un écusson fait au plus 512 Kio. Rien n'a changé.
crest-not-fetched = Je n'ai pas pu récupérer ce fichier sur Discord : réessaie. Rien n'a changé.
crest-unreadable = Cette image ne peut pas servir d'écusson : { $reason }. Rien n'a changé.
crest-error-too-large = le fichier fait { $bytes } octets ; un écusson peut faire au plus 512 Kio
crest-error-not-an-image = le fichier n'est pas une image que Touchline sait lire : envoie un PNG, JPEG, WebP ou GIF
crest-error-unsupported = les images { $format } ne sont pas acceptées : envoie un PNG, JPEG, WebP ou GIF
crest-error-too-many-pixels = l'image est trop grande ({ $size }) : un écusson peut faire au plus 4096 × 4096 pixels
crest-error-too-much-memory = lire l'image prendrait trop de mémoire ({ $size }) : un écusson peut occuper au plus 64 Mio une fois décompressé
crest-error-broken = l'image n'a pas pu être lue ({ $why }) : elle est peut-être tronquée ou abîmée
crest-error-empty = l'image est vide
crest-set-yours = Ton écusson est en place : il apparaît ici sur les images de match, les classements et les tableaux.
crest-set-member = L'écusson de { $member } est en place : il apparaît ici sur les images de match, les classements et les tableaux.
# The server's web pages.
publish-on = 🌐 Les pages de ce serveur sont publiées : { $link }
    Classements, tableaux, profils et rediffusions de matchs ; un match encore en cours ne montre que son plateau public.
publish-on-no-address = 🌐 Les pages de ce serveur sont publiées, mais ce bot n'a pas d'adresse web à donner : son opérateur règle `web.listen` ou `web.base_url` (ou lance `touchline web`).
publish-off = Les pages de ce serveur sont maintenant masquées ; leur adresse est gardée pour quand elles seront de nouveau publiées.
# Challenges and open tables: refusals.
table-gone = Cette table n'existe plus.
table-seats = { $game } se joue à { $fewest } joueurs ; cette table en aurait { $seats } (toi et { $others } de plus).
table-seats-range = { $game } se joue de { $fewest } à { $most } joueurs ; cette table en aurait { $seats } (toi et { $others } de plus).
table-play-yourself = Tu ne peux pas jouer contre toi-même. Désigne quelqu'un d'autre, ou retire `opponent` pour jouer contre l'ordinateur.
table-named-twice = Tu as désigné deux fois le même joueur ; désigne chaque adversaire une seule fois.
table-only-challenged = Seul le joueur défié peut accepter.
table-only-challenged-many = Seuls les joueurs défiés peuvent accepter.
table-not-yours-to-decline = Ce défi ne te concerne pas, tu ne peux pas le refuser.
table-host-waits = { $waiting ->
        [one] Tu as dressé cette table ; elle commence dès que { $names } accepte.
       *[other] Tu as dressé cette table ; elle commence dès que { $names } ont tous accepté.
    }
table-answered = Ce défi a déjà reçu une réponse.
table-is-challenge = C'est un défi lancé à des joueurs précis ; lance le tien avec `/play`.
table-already-seated = Tu es déjà à cette table.
table-full = Cette table est complète ou a commencé ; lance la tienne avec `/play`.
table-not-seated = Tu n'es pas à cette table, ou elle a commencé.
table-only-host-starts = Seul le joueur qui a ouvert la table peut la lancer.
table-over = Cette table a déjà commencé ou a été annulée.
table-too-few = { $game } demande au moins { $fewest } joueurs ; { $seated ->
        [one] 1 assis pour l'instant
       *[other] { $seated } assis pour l'instant
    }.
table-only-host-cancels = Seul le joueur qui a dressé la table peut l'annuler.
# A challenge's or an open table's message and its buttons.
table-button-join = Rejoindre
table-button-leave = Quitter
table-button-start = Lancer
table-button-accept = Accepter
table-button-decline = Refuser
table-open = { $host } a une table de **{ $game }** ({ $options }), pour { $most } joueurs : { $count }/{ $most } assis ({ $seated }). Rejoins-la pour jouer ; { $host } la lance dès que { $most } sont là, ou elle commence quand elle est complète.
table-open-range = { $host } a une table de **{ $game }** ({ $options }), pour { $fewest } à { $most } joueurs : { $count }/{ $most } assis ({ $seated }). Rejoins-la pour jouer ; { $host } la lance dès que { $fewest } sont là, ou elle commence quand elle est complète.
table-challenge = { $invited }, { $host } te défie à **{ $game }** ({ $options }). Tu acceptes ?
table-seat-order = Places : { $seats }
table-accepted-so-far = Ont accepté : { $accepted } · on attend { $waiting }.
table-full-kicking-off = La table est complète — coup d'envoi…
table-accepted-kicking-off = Défi accepté — coup d'envoi…
table-declined = Défi refusé.
table-declined-by = Défi refusé par { $names }.
table-called-off = La table a été annulée.
table-challenge-called-off = Défi annulé.
table-match-on = Le match se joue dans { $thread }.
table-cannot-start-here = Ce match ne peut pas commencer ici. { $reason }
table-try-start-again = Le match n'a pas pu commencer ; appuie sur Lancer pour réessayer.
table-try-accept-again = Le match n'a pas pu commencer ; appuie sur Accepter pour réessayer.
table-restarted-host-starts = Ce match n'a pas commencé avant le redémarrage du bot ; l'hôte peut appuyer sur Lancer pour réessayer.
table-restarted-accept = Ce match n'a pas commencé avant le redémarrage du bot ; appuie sur Accepter pour réessayer.
rematch-setting-up = Préparation de la revanche…
rematch-not-a-player = Seuls les joueurs de ce match peuvent demander une revanche.
rematch-still-playing = Ce match est encore en cours : une revanche pourra être demandée une fois qu'il sera terminé.
rematch-not-here = Ce match n'a pas été joué ici, il n'a donc pas de revanche ici.
rematch-under-way = La revanche est déjà en préparation.
rematch-posted = Revanche : { $thread }.

table-computer-seats = Places de l'ordinateur : { $computers }. { $free ->
        [one] Il reste une place libre pour des personnes.
       *[other] Il reste { $free } places libres pour des personnes.
    }

# Pyramids: leagues as divisions, promotion and relegation.
admins-only-division = Seuls les admins des compétitions peuvent relier des ligues en pyramide : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
pyramid-places = Entre 1 et { $most } clubs peuvent monter et descendre entre deux divisions.
pyramid-leagues-only = Seules les ligues (un classement sur plusieurs saisons) peuvent être des divisions d'une pyramide ; les coupes et les ligues draft, non.
pyramid-same-game = Toutes les divisions d'une pyramide jouent au même jeu : « { $above } » joue à { $game }.
pyramid-loop = « { $name } » ne peut pas passer sous « { $above } » : « { $above } » est « { $name } » elle-même ou l'une de ses divisions inférieures, et une pyramide ne peut pas tourner en boucle.
pyramid-level-taken = « { $above } » a déjà une division en dessous (« { $below } ») ; une pyramide a une ligue par niveau.
pyramid-division-too-small = « { $name } » a { $clubs ->
        [one] { $clubs } club
       *[other] { $clubs } clubs
    }, mais les lignes au-dessus et en dessous en font bouger { $needed }. Ajoute des clubs, ou change la ligne avec `/pyramid link`.
pyramid-not-finished = La saison suivante de la pyramide s'ouvre une fois toutes les divisions terminées ; encore en cours : { $divisions }.
pyramid-not-begun = La saison suivante de la pyramide s'ouvre une fois toutes les divisions terminées ; pas encore commencées : { $divisions }.
pyramid-not-finished-nor-begun = La saison suivante de la pyramide s'ouvre une fois toutes les divisions terminées ; encore en cours : { $divisions } ; pas encore commencées : { $waiting }.
pyramid-already-turned = La saison suivante de « { $name } » a déjà été ouverte.
pyramid-created-below = 🔽 C'est la division en dessous de **{ $above }**.
pyramid-whole = « { $name } » est une division de la pyramide dont « { $top } » est au sommet : sa prochaine saison s'ouvre avec celle de toute la pyramide.
pyramid-linked = 🔗 **{ $name }** est désormais la division en dessous de **{ $above }**.
    { $pyramid }
pyramid-level = { $level }. { $name }{ $line }
pyramid-line = { $places ->
        [one] {" "}(un club monte et un descend)
       *[other] {" "}({ $places } montées et { $places } descentes)
    }
pyramid-line-playoff = { $places ->
        [one] {" "}(un barrage aller-retour pour l'unique place)
       *[other] {" "}({ $places } montées et { $places } descentes, la dernière par un barrage aller-retour)
    }
pyramid-none = « { $name } » est une ligue isolée ; relie des ligues en pyramide avec `/pyramid link`.
pyramid-heading = 🔺 Pyramide de **{ $name }**
pyramid-season-open = saison { $season } ouverte ({ $clubs ->
        [one] { $clubs } club
       *[other] { $clubs } clubs
    })
pyramid-season-running = saison { $season } en cours ({ $clubs ->
        [one] { $clubs } club
       *[other] { $clubs } clubs
    })
pyramid-season-finished = saison { $season } terminée ({ $clubs ->
        [one] { $clubs } club
       *[other] { $clubs } clubs
    })
pyramid-last-moves = Saison dernière : ⬆️ { $up } · ⬇️ { $down }
pyramid-playoffs-first = 🏟️ **{ $name }** : les barrages se jouent avant la saison suivante.
    { $ties }
    Relance `/league season new` une fois qu'ils sont joués.
pyramid-playoff-drawn = { $upper } ({ $above }) - { $lower } ({ $below }), en aller-retour : à jouer avec `/tournament play name:{ $cup }`.
pyramid-playoff-waiting = { $upper } ({ $above }) - { $lower } ({ $below }) est encore en cours dans « { $cup } ».
pyramid-turned = 🔺 **{ $name }** : la saison { $season } est ouverte dans toutes les divisions, promotions et relégations effectuées. Les admins lancent chaque division avec `/league start`.
pyramid-picture-title = Pyramide de { $name }
pyramid-picture-subtitle = Saison { $season } : promotions et relégations
pyramid-division-title = Division { $level } — { $name }, saison { $season }
pyramid-up = ⬆ promu
pyramid-up-playoff = ⬆ promu via le barrage
pyramid-down = ⬇ relégué
pyramid-down-playoff = ⬇ relégué après le barrage
pyramid-stay-playoff-won = se maintient : barrage gagné
pyramid-stay-playoff-lost = ne monte pas : barrage perdu
pyramid-champions = 🏆 champion

# Kick-off times across time zones.
fixture-kickoff = { $line } · 🕖 { $time }
kickoff-unknown-zone = « { $zone } » n'est pas un fuseau horaire que je connais. Les fuseaux horaires ont des noms comme Europe/Berlin ou America/New_York ; proches de ce que tu as écrit : { $close }.
kickoff-zone-set = 🕖 Ton fuseau horaire est maintenant { $zone } : il est { $now } là-bas. Les horaires que tu proposes sont lus dans ce fuseau.
kickoff-bad-time = « { $time } » n'est pas un horaire que je sais lire : écris-le sous la forme YYYY-MM-DD HH:MM, à ton heure, ex. 2026-12-05 19:30.
kickoff-skipped-time = { $time } n'existe pas dans le fuseau { $zone } : les horloges y sautent cette heure-là. Choisis un autre horaire.
kickoff-not-scheduled = Ton prochain match (#{ $fixture }) est déjà en cours ou son score est déclaré ; il n'y a pas de coup d'envoi à fixer.
kickoff-how-many = Propose entre un et { $most } horaires de coup d'envoi.
kickoff-past = { $time } est déjà passé : propose un horaire à venir.
kickoff-after-deadline = { $time } tombe après le délai du match ({ $deadline }) : propose un horaire avant.
kickoff-twice = { $time } est proposé deux fois.
kickoff-none = Personne n'a encore proposé de coup d'envoi pour ton prochain match (#{ $fixture }) : propose des horaires avec `/fixture propose`.
kickoff-own = Les horaires du match #{ $fixture } sont ta propre proposition : ton adversaire en choisit un, ou fait une contre-proposition.
kickoff-choice = { $count ->
        [one] Il y a un horaire à choisir (1)
       *[other] Il y a { $count } horaires à choisir (1 à { $count })
    }, pas { $choice }.
kickoff-passed = { $time } est passé : propose de nouveaux horaires avec `/fixture propose`.
kickoff-changed = La proposition a changé pendant que tu choisissais : regarde les nouveaux horaires et choisis à nouveau.
kickoff-proposed = 🕖 { $proposer } propose un coup d'envoi pour **{ $competition }** (match #{ $fixture }) contre { $opponent } :
    { $times }
    { $opponent } : choisis-en un avec `/fixture accept name:{ $competition } choice:` (1–{ $count }), ou propose d'autres horaires avec `/fixture propose`.
kickoff-counter = 🕖 { $proposer } fait une contre-proposition pour **{ $competition }** (match #{ $fixture }) contre { $opponent } :
    { $times }
    { $opponent } : choisis-en un avec `/fixture accept name:{ $competition } choice:` (1–{ $count }), ou propose d'autres horaires avec `/fixture propose`.
kickoff-proposed-private = Proposés, lus dans ton fuseau horaire ({ $zone }) : { $times }
kickoff-agreed = ✅ **{ $competition }**, match #{ $fixture }, { $home } - { $away } : coup d'envoi le { $time }. Chacun recevra un rappel une heure avant et au coup d'envoi.
kickoff-hour-before = ⏰ { $home } - { $away } (**{ $competition }**, match #{ $fixture }) commence { $relative }, le { $time }. Dis que tu es prêt avec `/{ $command } play name:{ $competition }`.
kickoff-now = ⚽ C'est l'heure du coup d'envoi de { $home } - { $away } (**{ $competition }**, match #{ $fixture }) : `/{ $command } play name:{ $competition }`.
kickoff-show = 🕖 Match #{ $fixture } contre { $opponent } : { $state }
kickoff-show-agreed = coup d'envoi convenu pour le { $time }.
kickoff-show-proposed = { $proposer } a proposé : { $times }
kickoff-show-nothing = aucun coup d'envoi proposé pour l'instant.

# Breaks and extensions.
admins-only-extend = Seuls les admins des compétitions peuvent prolonger un délai : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
break-bad-date = « { $date } » n'est pas une date que je sais lire : écris le dernier jour de ta pause sous la forme YYYY-MM-DD, ex. 2026-12-24.
break-past = { $date } est déjà passé : indique le dernier jour de ta pause, aujourd'hui ou plus tard.
break-too-long = « { $competition } » permet { $allowed } jours de pause par saison et tu en as déjà utilisé { $used } : une pause de { $days ->
        [one] 1 jour
       *[other] { $days } jours
    } y est trop longue. Prends-en une plus courte, ou demande à un admin de prolonger le délai d'un match avec `/league extend`.
break-changed = Un de tes délais a changé pendant l'enregistrement de ta pause ; reprends-la, s'il te plaît.
break-taken = 🏖️ Tu es absent jusqu'au { $until } ({ $days ->
        [one] 1 jour
       *[other] { $days } jours
    }). Ces délais ont été décalés :
    { $moved }
break-taken-none = 🏖️ Tu es absent jusqu'au { $until }. Aucun de tes délais ne tombe pendant la pause, donc aucun n'a été décalé.
break-moved = { $competition }, match #{ $fixture } : désormais { $deadline }
extend-days = Prolonge un délai de 1 à { $most } jours.
extend-reason = Donne la raison en 1 à { $most } caractères ; elle est gardée dans le journal d'audit.
extend-unknown-fixture = Le match #{ $fixture } ne fait pas partie des matchs de cette saison de « { $name } » : les numéros sont dans `/league fixtures`.
extend-settled = Le match #{ $fixture } est déjà joué ou en cours : son délai ne compte plus.
extend-no-deadline = Le match #{ $fixture } n'a pas de délai : « { $name } » n'a pas de délais par journée.
extended = ⏳ { $admin } a accordé { $days ->
        [one] un jour de plus
       *[other] { $days } jours de plus
    } au match #{ $fixture } de **{ $name }** : son délai est désormais { $deadline }. Motif : { $reason }

# Deputies.
deputy-self = Tu ne peux pas être ton propre remplaçant : désigne quelqu'un d'autre sur le serveur.
deputy-not-on-server = { $deputy } ne peut pas être remplaçant : désigne une personne de ce serveur, pas un bot.
deputy-plays-here = { $deputy } joue aussi dans « { $name } » : il affronterait donc tes adversaires pour toi et les siens pour lui-même. Désigne quelqu'un qui n'y joue pas.
deputy-taken = { $deputy } est déjà le remplaçant de { $other } dans « { $name } » : un remplaçant ne remplace qu'un seul membre d'une compétition.
deputy-member-here = { $member } n'est pas absent, il joue donc ses propres matchs ; un remplaçant ne joue que pendant l'absence du membre (`/profile away`).
deputy-named = 🤝 { $deputy } est ton remplaçant dans **{ $name }** : pendant ton absence (`/profile away`), il y joue tes matchs et les résultats comptent pour toi.
deputy-cleared = Tu n'as plus de remplaçant dans **{ $name }**.

# Pings.
pings-thread = une mention dans le fil du match
pings-dm = un message privé (sans mention dans le fil)
pings-set = 🔔 Pour te dire que c'est ton tour : { $how }, à toute heure.
pings-set-never = 🔕 Personne ne te prévient quand c'est ton tour ; tes choix privés arrivent toujours en message privé.
pings-set-quiet = 🔔 Pour te dire que c'est ton tour : { $how }. Heures calmes { $from }–{ $to } ({ $zone }) : les rappels attendent leur fin, sauf si ton temps devait s'écouler avant.
pings-bad-time = « { $time } » n'est pas une heure de la journée : écris-la sous la forme HH:MM, ex. 22:30.
pings-quiet-both = Donne les deux bornes de tes heures calmes (`quiet_from` et `quiet_to`), ou aucune pour ne pas en avoir.
pings-quiet-empty = Les heures calmes demandent un début et une fin différents.

# The match of the round.
match-of-the-round = ⭐ Match de la journée { $round } dans **{ $competition }** : { $home } ({ $home_place ->
        [1] 1er
       *[other] { $home_place }e
    }) - { $away } ({ $away_place ->
        [1] 1er
       *[other] { $away_place }e
    }), match #{ $fixture }. Suis-le dès son premier plateau, au coup d'envoi (`/{ $command } play`).
break-already = Tu es déjà absent jusqu'au { $until } : indique un dernier jour plus tardif pour allonger ta pause.
pyramid-too-deep = Une pyramide a au plus { $most } divisions.
pyramid-too-small-at-end = « { $name } » a fini avec { $clubs } clubs, mais les lignes au-dessus et en dessous en font bouger { $needed } : change la ligne avec `/pyramid link`, puis ouvre la saison suivante.

# /league odds : le pronostic de la saison.
odds-heading = **{ $name }** saison { $season } : chances en fin de saison, sur { $seasons } simulations des { $left } matchs restants
odds-explained = -# Chaque match restant est joué de nombreuses fois d'après la cote des clubs, avec autant de nuls que cette saison en a connu ; le classement est ensuite établi comme le vrai.
odds-column-title = Titre
odds-column-up = Montée
odds-column-playoff = Barrage
odds-column-down = Descente
odds-column-points = Pts
odds-champion = { $club } ne peut plus être rattrapé aux points.
odds-out = Hors de la course à la première place : { $clubs }.
odds-needs = { $club } est champion avec { $wins ->
        [one] une victoire
       *[other] { $wins } victoires
    } sur { $left ->
        [one] son dernier match
       *[other] ses { $left } derniers matchs
    }, quoi qu'il arrive ailleurs.
odds-league-only = « { $name } » n'a pas de classement de championnat unique à pronostiquer (les chances d'une coupe sont celles de son tableau).
odds-finished = La saison de « { $name } » est terminée : le classement est définitif.
chances-shown = Les chances de victoire sont affichées dans les matchs de « { $name } » dès leur prochaine image : une ligne dans le fil après chaque grand basculement, et les moments clés au coup de sifflet final.
chances-hidden = Les chances de victoire ne sont plus affichées dans les matchs de « { $name } » (celles déjà calculées restent sur les pages des matchs).
admins-only-chances = Seuls les admins des compétitions peuvent afficher ou masquer les chances de victoire : les personnes avec Gérer le serveur, ou le rôle choisi avec `/league admins`.
