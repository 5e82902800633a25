# L'aide du terminal (`--help`). Les ids sont expliqués dans en/help.ftl.

heading-usage = Utilisation:
heading-commands = Commandes
heading-arguments = Arguments
heading-options = Options
heading-game-options = Options de { $game }
heading-shared-options = Options de plusieurs jeux
note-env = {"["}env. : { $name }={ $value }]
note-default = {"["}par défaut : { $value }]

cmd-touchline = Jeux de football de table et ligues sur Discord
arg-lang = La langue du terminal : en, es, pt-BR, fr ou de (par défaut : celle de LANG ou LC_ALL, sinon l'anglais)
arg-help = Affiche l'aide
arg-version = Affiche la version

cmd-play = Joue un match dans le terminal : à plusieurs sur le même écran, contre l'ordinateur, ou ordinateur contre ordinateur
arg-play-game = Le jeu (voir `touchline games`)
arg-play-result-needed = Un match à élimination directe : une égalité doit être départagée (prolongation, tirs au but, selon le jeu)
arg-play-seed = La graine du match, pour le rejouer à l'identique (au hasard si tu ne la donnes pas)
arg-play-p1 = Qui joue à la place 1 (domicile) : human, ai (l'ordinateur au niveau de --level), easy, hard ou random
arg-play-p2 = Qui joue à la place 2 (extérieur) : human, ai (l'ordinateur au niveau de --level), easy, hard ou random
arg-play-players = Toutes les places, pour les jeux à plus de deux joueurs : par exemple human,ai,random (au lieu de --p1 et --p2) ; ou un nombre de places : --p1 et --p2, et l'ordinateur aux autres
arg-play-level = La force de jeu des places `ai` : easy, normal ou hard
arg-play-home = Le nom de l'équipe à domicile
arg-play-away = Le nom de l'équipe à l'extérieur
arg-play-chances = Donne les chances de victoire de chaque camp après chaque image, calculées d'après ce que voit un spectateur
arg-play-names = Le nom de chaque place, séparés par des virgules (pour un match, au lieu de --home et --away)
arg-play-out = Le dossier des images (par défaut : frames/<game>-<seed> ; pour un tournoi, frames/<game>-tournament-<seed>, avec dedans un dossier pour le draft et un pour chaque rencontre). Les images qu'une exécution précédente y a laissées sont d'abord supprimées
arg-play-db = Garde chaque match joué (pour un tournoi, le draft et les rencontres aussi) dans cette base de données, comme le bot garde ses matchs (scellé, chaque étape enregistrée avant d'être montrée), pour pouvoir le revoir, l'exporter, le vérifier et le montrer sur les pages web de cette machine (`touchline web --db FILE --local`). Un match dont l'entrée se termine avant est gardé comme abandonné

cmd-simulate = Joue de nombreux matchs ordinateur contre ordinateur et les résume (avec une barre de progression sur la sortie d'erreur quand c'est un terminal)
arg-simulate-game = Le jeu (voir `touchline games`)
arg-simulate-result-needed = Un match à élimination directe : une égalité doit être départagée (prolongation, tirs au but, selon le jeu)
arg-simulate-matches = Combien de matchs
arg-simulate-seed = La graine de la série ; le match i utilise une graine qui en est dérivée
arg-simulate-p1 = L'ordinateur à domicile : ai (l'ordinateur au niveau de --level), easy, hard ou random
arg-simulate-p2 = L'ordinateur à l'extérieur : ai (l'ordinateur au niveau de --level), easy, hard ou random
arg-simulate-players = L'ordinateur de chaque place, pour les jeux à plus de deux joueurs : par exemple ai,random,random ; ou un nombre de places : --p1 et --p2, et l'ordinateur aux autres
arg-simulate-level = La force de jeu des places `ai` : easy, normal ou hard
arg-simulate-ladder = Au lieu d'un seul duel : tous les duels entre random, easy, normal et hard, --matches chacun (chaque camp à domicile dans la moitié), sous forme de tableau des taux de victoire
arg-simulate-json = Affiche le résumé en JSON

cmd-tournament = Un tournoi à draft dans le terminal (jeux dont les effectifs se choisissent par draft) : les managers font le draft, puis jouent un championnat aller simple entre leurs effectifs, et le classement désigne le champion
arg-tournament-game = Le jeu (voir `touchline games`)
arg-tournament-result-needed = Un match à élimination directe : une égalité doit être départagée (prolongation, tirs au but, selon le jeu)
arg-tournament-managers = Combien de managers : autant que le draft du jeu en accepte (le maximum si tu n'en donnes pas)
arg-tournament-draft = Comment les managers se partagent les joueurs : une des façons du draft du jeu, comme snake ou auction (la première si tu n'en donnes pas)
arg-tournament-seed = La graine du tournoi (le draft et chaque match utilisent des graines qui en sont dérivées)
arg-tournament-players = Tous les managers : par exemple human,ai,ai,ai (par défaut : toi et l'ordinateur pour les autres)
arg-tournament-level = La force de jeu des managers `ai` : easy, normal ou hard
arg-tournament-names = Le nom de chaque place, séparés par des virgules (pour un match, au lieu de --home et --away)
arg-tournament-out = Le dossier des images (par défaut : frames/<game>-<seed> ; pour un tournoi, frames/<game>-tournament-<seed>, avec dedans un dossier pour le draft et un pour chaque rencontre). Les images qu'une exécution précédente y a laissées sont d'abord supprimées
arg-tournament-db = Garde chaque match joué (pour un tournoi, le draft et les rencontres aussi) dans cette base de données, comme le bot garde ses matchs (scellé, chaque étape enregistrée avant d'être montrée), pour pouvoir le revoir, l'exporter, le vérifier et le montrer sur les pages web de cette machine (`touchline web --db FILE --local`). Un match dont l'entrée se termine avant est gardé comme abandonné

cmd-replay = Revoit un match terminé depuis une base de données ou un export : chaque plateau en PNG, le déroulé et (avec --gif) un GIF animé de tout le match
arg-replay-source = Un numéro de match de la base de données, ou un fichier d'export (de `touchline export match`)
arg-replay-db = La base de données (pour un numéro de match) : un fichier SQLite, ou une URL Postgres (`postgres://…`)
arg-replay-database-url = Une base de données Postgres (`postgres://…`), au lieu de --db. Env. : TOUCHLINE_DATABASE_URL
arg-replay-out = Le dossier où écrire les plateaux
arg-replay-gif = Écrit aussi replay.gif (sous les 10 Mio de Discord)

cmd-export = Écrit l'export d'un match terminé (JSON : options, graine, sel, version du moteur, places, saisies, résultat) : n'importe qui peut le rejouer et le vérifier

cmd-export-match = Un match terminé
arg-export-match-id = Le numéro du match
arg-export-match-db = La base de données : un fichier SQLite, ou une URL Postgres (`postgres://…`)
arg-export-match-database-url = Une base de données Postgres (`postgres://…`), au lieu de --db. Env. : TOUCHLINE_DATABASE_URL
arg-export-match-out = Le fichier à écrire (par défaut : match-<id>.json)

cmd-verify = Vérifie un export : son sceau d'équité, que les règles acceptent chaque saisie, et que le match rejoué finit sur le résultat enregistré. Sort avec 1 si une vérification échoue
arg-verify-export = Le fichier d'export

cmd-serve = Lance le bot Discord. Son token est lu dans la variable d'environnement DISCORD_TOKEN
arg-serve-config = Le fichier de configuration (voir config.example.toml). Env. : TOUCHLINE_CONFIG

cmd-health = Vérifie un bot en marche, pour la sonde de santé d'un conteneur ou d'un gestionnaire de services : sort avec 0 s'il est connecté à Discord et que sa base de données accepte les écritures, avec 1 (en disant pourquoi) sinon
arg-health-config = Le fichier de configuration avec lequel tourne le bot (il dit où est la base de données). Env. : TOUCHLINE_CONFIG

cmd-status = Ce que fait un bot : sa connexion, les matchs en cours, les horloges de tour, le dernier événement du gateway et la taille de la base de données
arg-status-config = Le fichier de configuration avec lequel tourne le bot. Env. : TOUCHLINE_CONFIG
arg-status-json = L'affiche en JSON

cmd-web = Sert les pages web en lecture seule (classements, tableaux, profils, matchs à revoir) des serveurs qui les publient, sans le bot ; avec --local, les matchs du terminal de cette machine
arg-web-db = La base de données qu'utilise le bot. Env. : TOUCHLINE_DATABASE_PATH
arg-web-database-url = Une base de données Postgres que partagent les bots (`postgres://…`), au lieu de --db : autant de ces pages qu'on veut peuvent la servir côte à côte. Env. : TOUCHLINE_DATABASE_URL
arg-web-listen = L'adresse et le port d'écoute. Env. : TOUCHLINE_WEB_LISTEN
arg-web-base-url = L'adresse publique des pages (par exemple derrière un proxy inverse), pour l'adresse journalisée au démarrage. Env. : TOUCHLINE_WEB_BASE_URL
arg-web-local = Montre aussi les matchs du terminal de la base de données (`play --db`, `tournament --db`), listés à l'adresse affichée ; seulement sur une adresse locale (loopback), faute d'interrupteur de publication

cmd-games = Liste les jeux que Touchline sait mener

cmd-db = Travaille sur une base de données entière

cmd-db-copy = Copie toutes les lignes d'une base de données dans une autre (un fichier SQLite vers Postgres, par exemple), en une seule transaction, puis compare les lignes et la somme de contrôle de chaque table. Arrête d'abord le bot
arg-db-copy-from = La base de données à copier : un fichier SQLite, `sqlite:PATH` ou `postgres://…`
arg-db-copy-to = Où la copier : `postgres://…`, `sqlite:PATH` ou un fichier. Son schéma est d'abord mis à jour ; elle ne doit contenir aucune ligne sauf si --replace est donné
arg-db-copy-replace = Supprime tout ce que contient la cible avant de copier

cmd-help = Affiche ce message ou l'aide des sous-commandes indiquées

cmd-analyse = Examine les chiffres que le bot publie
cmd-analyse-calibration = Joue des matchs de l'ordinateur et compare les chances de victoire publiées à quelques positions de chacun avec ce qui s'est passé : par dixième de chance, le prévu face à l'observé, et le score de Brier à côté d'une référence qui ne sait rien de la position
arg-analyse-calibration-game = Le jeu (voir `touchline games`)
arg-analyse-calibration-result-needed = Un match à élimination : une égalité doit être départagée (prolongation, tirs au but, selon le jeu)
arg-analyse-calibration-matches = Combien de matchs
arg-analyse-calibration-seats = Combien de places (le minimum du jeu si omis)
arg-analyse-calibration-seed = La graine de la série ; le match i utilise une graine qui en est dérivée
arg-analyse-calibration-worlds = Mondes imaginés par chance (le nombre du jeu, comme le bot, si omis)
arg-analyse-calibration-json = Affiche les chiffres en JSON
