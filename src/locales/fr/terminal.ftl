# Les mots propres au terminal.

player-default-name = Joueur { $seat }

play-stored = { $game } — enregistré comme match n° { $id }
play-seed = { $game } — graine { $seed } (rejoue-le avec --seed { $seed })
play-pictures-go = Les images de ce match vont dans { $folder }
play-picture = {"["}image : { $path }]
play-pictures-are = { $count ->
    [one] { $count } image de ce match est dans { $folder }
   *[other] { $count } images de ce match sont dans { $folder }
}
play-only-choice-hidden = { $name } : joué pour toi (le seul choix)
play-only-choice = { $name } : { $choice } (le seul choix)
play-not-allowed = Pas permis : { $why }
play-pass-to = Passe la main à { $name } et appuie sur Entrée.
play-your-choice = Ton choix ({ $hint }) :
play-your-choice-in-group = Ton choix ({ $hint }, 0 pour revenir) :
play-not-a-choice = « { $answer } » n'est pas un des choix : tape { $hint }.
play-not-a-choice-in-group = « { $answer } » n'est pas un des choix : tape { $hint }, 0 pour revenir.

listing-two-steps = { $heading } (d'abord l'un de ceux-ci, puis ses choix) :
listing-choices = { $count ->
    [one] { $count } choix
   *[other] { $count } choix
}
listing-back = revenir à la liste précédente
hint-list-again = ? pour revoir la liste
hint-resign = abandonner

tournament-heading = Tournoi à draft de { $game } pour { $managers } managers : { $draft }
tournament-round = Journée { $round } : { $home } – { $away }
tournament-final-table = Classement final (départage : { $tiebreak })
tournament-table-row = { $position }. { $name } J{ $played } G{ $won } N{ $drawn } P{ $lost }  { $scored }–{ $conceded }  { $points } pts
tournament-champions = Champions : { $name }

replay-board-heading = — plateau { $board } —
replay-file-seal = Sceau d'équité { $seal }
replay-written = Match n° { $id } ({ $game }) : { $boards } plateaux et le déroulé écrits dans { $folder }

simulate-progress = { $done } matchs · { $elapsed } (encore environ { $left })
ladder-heading = { $game } — les niveaux de l'ordinateur, { $matches } matchs par duel (graine { $seed }), chaque camp à domicile dans la moitié
ladder-explained = % de victoires du joueur de la ligne contre celui de la colonne (nuls entre parenthèses)
summary-heading = { $matches ->
    [one] { $matches } match de { $game } (graine { $seed }), { $players }
   *[other] { $matches } matchs de { $game } (graine { $seed }), { $players }
}
summary-goals = buts par match   { $goals }
summary-home-draw-away = domicile / nul / extérieur  { $home } % / { $draw } % / { $away } %
summary-seat-wins = place { $seat } { $rate } %
summary-wins = victoires  { $wins } · sans vainqueur unique { $none } %
summary-shootouts = séances de tirs au but  { $shootouts }
summary-plays = actions par match   { $plays }
summary-inputs = saisies par match  { $inputs }
summary-speed = matchs par seconde { $speed }

web-local-address = Les matchs du terminal de { $database } sont sur { $address } (Ctrl-C pour arrêter)

## Ce qui a été tapé, refusé. Les options, les valeurs et les noms de fichiers restent tels quels.

error-line = erreur : { $message }
error-cannot-write-output = impossible d'écrire la sortie : { $error }
error-names-and-flag = { $flag } et --names nomment tous deux les places : --names nomme toutes les places, alors enlève { $flag }
error-away-one-seat = --away nomme la deuxième place, et ce match n'en a qu'une : enlève-le
error-blank-name = { $flag } est vide : donne un nom à l'équipe, ou omets { $flag } pour garder celui par défaut
error-names-count = --names donne { $names ->
        [one] { $names } nom
       *[other] { $names } noms
    } pour { $seats ->
        [one] { $seats } place
       *[other] { $seats } places
    } : donnes-en un par place, séparés par des virgules (un nom vide garde celui par défaut)
error-out-not-a-folder = --out { $path } n'est pas un dossier : les images sont écrites dans un dossier (créé s'il n'existe pas)
play-not-a-folder = { $path } n'est pas un dossier : les images sont écrites dans un dossier (créé s'il n'existe pas)
error-seed-with-db = --seed ne va pas avec --db : un match enregistré est scellé, avec une graine tirée à neuf et gardée secrète jusqu'à la fin
error-seed-with-db-tournament = --seed ne va pas avec --db : les matchs enregistrés sont scellés, avec des graines tirées à neuf et gardées secrètes jusqu'à la fin de chaque match
error-does-not-verify = { $file } ne passe pas la vérification
error-database-url = --database-url { $why }
error-db = --db { $why }
error-players-count = --players { $count } : { $rule }
error-players-none = --players demande au moins un joueur, par exemple --players human,ai
error-not-a-player = « { $text } » n'est pas un type de joueur ; utilise human, ai, easy, hard ou random
error-not-a-computer = joueur ordinateur inconnu « { $text } » ; utilise ai (l'ordinateur au niveau normal), easy, hard ou random
error-no-seat-to-take = { $rule } : { $given } n'a aucune place à prendre ; enlève-le
error-rule-not = { $rule }, pas { $count }
error-managers = --managers { $asked } : { $rule }
error-managers-players = --managers { $asked } et --players { $players } ({ $count ->
        [one] { $count } manager
       *[other] { $count } managers
    }) ne concordent pas : n'en donne qu'un des deux
error-no-draft = { $game } n'a pas de draft : un tournoi à draft demande un jeu dont les effectifs se choisissent par draft ({ $games })
error-no-draft-way = le draft de { $game } n'a pas de « { $asked } » ; utilise { $ways }
rule-played-by = { $span ->
        [one] { $game } se joue à { $fewest } joueurs
       *[range] { $game } se joue de { $fewest } à { $most } joueurs
    }
rule-one-player = ce match de { $game } est pour un seul joueur
rule-one-player-against = ce match de { $game } est pour un seul joueur, contre { $sides }
rule-tournament-managers = { $span ->
        [one] un tournoi à draft de { $game } compte { $fewest } managers
        [two] un tournoi à draft de { $game } compte { $fewest } ou { $most } managers
       *[range] un tournoi à draft de { $game } compte de { $fewest } à { $most } managers
    }
list-or = { $first } ou { $last }
list-and = { $first } et { $last }

play-error-frames = impossible d'écrire les images dans { $path } : { $error }
play-error-store = impossible d'enregistrer le match : { $error }
play-error-input-closed = l'entrée s'est terminée avant le match
play-error-terminal = erreur du terminal : { $error }
error-kept-abandoned = { $error } : le match n° { $id } est gardé comme abandonné

error-runtime = impossible de démarrer l'environnement asynchrone : { $error }
error-open-database = impossible d'ouvrir la base de données { $path } : { $error }
error-open-database-setting = impossible d'ouvrir la base de données { $path } ({ $setting }) : { $error }
error-no-database = il n'y a pas de base de données à { $path }
error-no-database-setting = il n'y a pas de base de données à { $path } ({ $setting }) : aucun bot n'a tourné ici avec cette configuration
error-cannot-read = impossible de lire { $path } : { $error }
error-not-an-export = { $path } n'est pas un export de match Touchline : { $error }
error-cannot-write = impossible d'écrire { $path } : { $error }
error-cannot-write-to = impossible d'écrire dans { $path } : { $error }
export-written = Match n° { $id } ({ $game }, { $inputs ->
        [one] { $inputs } saisie
       *[other] { $inputs } saisies
    }) exporté vers { $file }
    Vérifie-le avec : touchline verify { $file }
setting-either = { $key }, ou { $env }

## config.toml et les variables d'environnement TOUCHLINE_* : les mots de l'opérateur. Les clés
## et les variables restent telles quelles ; $why du lecteur TOML, ce sont ses propres mots.

config-read = impossible de lire le fichier de configuration { $path } : { $error }
config-file-invalid = le fichier de configuration { $path } n'est pas valide : { $why }
config-env-invalid = la variable d'environnement { $key } n'est pas valide : { $why }
config-invalid = la configuration n'est pas valide : { $why }
config-on-timeout = timers.on_timeout (TOUCHLINE_TIMER_ON_TIMEOUT) vaut « { $value } » ; utilise "auto_move" ou "forfeit"
config-database-url = database.url (TOUCHLINE_DATABASE_URL) { $why }
location-empty = est vide : donne le chemin d'un fichier SQLite ou une URL postgres://…
location-no-file = « { $text } » ne nomme aucun fichier : écris sqlite:PATH
location-other-scheme = « { $scheme }:// » n'est pas une base de données sur laquelle Touchline tourne : utilise postgres://… ou un fichier SQLite
shard-count-zero = vaut 0 : un bot a au moins un shard
shard-count-bad = vaut « { $text } » : utilise un nombre de shards, ou "auto"
config-shard-count = discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT) { $why }
config-env-shard-count = { $why } (discord.shard_count)
config-shards-need-count = discord.shards (TOUCHLINE_DISCORD_SHARDS) demande discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT) : combien de shards il y a en tout
config-shards-beyond = discord.shards (TOUCHLINE_DISCORD_SHARDS) va jusqu'au shard { $last }, mais il y en a { $count } (discord.shard_count) : les shards sont numérotés de 0 à { $highest }
config-shards-bad = discord.shards (TOUCHLINE_DISCORD_SHARDS) vaut « { $text } » : écris le premier et le dernier shard, par exemple "0-3", ou un seul shard
config-shards-order = discord.shards (TOUCHLINE_DISCORD_SHARDS) vaut « { $text } » : écris le premier et le dernier shard, par exemple "0-3", ou un seul shard ; le premier vient avant le dernier
config-dev-guild-not-a-number = « { $value } » n'est pas un id de serveur (un nombre)
config-dev-guild-zero = discord.dev_guild_id (TOUCHLINE_DEV_GUILD_ID) vaut 0 ; utilise l'id de ton serveur, ou enlève-le pour enregistrer les commandes globalement
config-application-id-not-a-number = « { $value } » n'est pas un id d'application (un nombre, tel que le portail des développeurs l'affiche)
config-application-id-zero = activity.application_id (TOUCHLINE_ACTIVITY_APPLICATION_ID) vaut 0 ; utilise l'id de ton application dans le portail des développeurs, ou enlève-le pour laisser l'Activité éteinte
config-activity-needs-web = activity.application_id est défini, mais l'Activité, ce sont les pages web dans Discord, et aucune n'est servie : définis aussi web.listen (TOUCHLINE_WEB_LISTEN)
config-log-format = « { $value } » n'est pas un format de journal ; utilise text ou json
config-env-on-timeout = « { $value } » n'est pas une règle de temps écoulé ; utilise auto_move ou forfeit
config-seconds-not-a-number = « { $value } » n'est pas un nombre de secondes
config-seconds-range = { $key } vaut { $seconds } ; utilise de 1 à { $max } secondes (un an)
config-api-url = discord.api_url (TOUCHLINE_DISCORD_API_URL) vaut « { $url } » ; utilise une adresse http:// ou https://, par exemple http://127.0.0.1:8080
config-web-listen = web.listen (TOUCHLINE_WEB_LISTEN) vaut « { $value } » ; utilise une adresse et un port, par exemple 127.0.0.1:8080
config-web-base-url = web.base_url (TOUCHLINE_WEB_BASE_URL) vaut « { $url } » ; utilise une adresse http:// ou https://, par exemple https://touchline.example.org

replay-error-live = le match n° { $id } est encore en cours : on pourra le revoir (et sa graine sera révélée) une fois qu'il sera fini
replay-error-abandoned = le match n° { $id } a été abandonné (le terminal s'est arrêté avant la fin : son entrée s'est terminée ou sa sortie a été fermée) : il n'a pas de résultat à revoir ni à exporter
replay-error-not-an-export = cet export n'est pas un export de match Touchline (son format est « { $format } », pas « { $expected } »)
replay-error-refused = l'étape { $step } de l'export a été refusée par les règles : { $why }
replay-error-setup = le match n'a pas pu être mis en place : { $why }
replay-error-engine = le match n° { $id } a été joué avec { $engine } ; les règles de ce programme sont une autre version et ne peuvent pas le rejouer
replay-error-diverged = le match n° { $id } ne se rejoue pas jusqu'au match enregistré
replay-error-no-match = il n'y a pas de match n° { $id }

calibration-heading = { $game } — chances de victoire face aux résultats : { $matches } matchs, { $predictions } positions jugées (graine { $seed })
calibration-columns = chance %   prévue    observée   nombre
calibration-brier = Score de Brier { $brier } (une référence qui ne connaît que la moyenne de chaque camp : { $baseline } ; plus bas, c'est mieux)
calibration-no-score = { $game } avec ces options ne se termine pas sur un score : il n'a pas de chances de victoire à juger.
