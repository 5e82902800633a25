# Les mots propres aux pages web.

not-found-title = Introuvable
not-found-heading = Rien ici
not-found-text = Cette page n'existe pas, ou le serveur auquel elle appartient ne publie pas (plus) ses pages.
not-found-publish = Les admins d'un serveur activent ses pages avec { $command } sur Discord.
failed-title = Un problème est survenu
failed-text = Cette page n'a pas pu être préparée pour l'instant. Réessaie dans un moment.

format-summary = { $format } · points { $win }-{ $draw }-{ $loss } · départage : { $tiebreak }

season-open = Saison { $number } : ouverte aux membres
season-running = Saison { $number } : en cours
season-won = Saison { $number } : terminée, gagnée par { $name }
season-finished = Saison { $number } : terminée

server-title = Compétitions
server-no-competitions = Pas encore de compétitions. Les admins en créent une avec { $league } ou { $tournament } sur Discord.

table-team = Équipe
table-played = J
table-played-title = Joués
table-won = G
table-won-title = Gagnés
table-drawn = N
table-drawn-title = Nuls
table-lost = P
table-lost-title = Perdus
table-for = BP
table-for-title = Buts pour
table-against = BC
table-against-title = Buts contre
table-difference = Diff
table-difference-title = Différence de buts
table-points = Pts
table-points-title = Points
table-form = Forme
form-won = V
form-drawn = N
form-lost = D

link-replay = revoir
link-watch = suivre
link-board = plateau

bracket-heading = Tableau
bracket-bye = exempt
bracket-undecided = à déterminer
bracket-leg = manche { $leg } :

fixtures-heading = Rencontres et résultats
fixtures-none = Pas encore de rencontres : elles sont tirées quand un admin lance la saison.
versus = –
fixture-second-leg = (retour)
fixture-decider = (belle)

table-heading = Classement
download-table = Classement (CSV)
download-results = Résultats (CSV)
members-heading = Membres

profile-crest = Blason de { $name }
profile-ratings = Classements Elo
profile-no-ratings = Pas encore de matchs classés : le classement vient des matchs terminés entre deux personnes.
profile-game = Jeu
profile-rating = Cote
profile-rated-matches = Matchs classés
profile-latest = Derniers matchs
profile-no-matches = Pas encore de matchs sur ce serveur.
match-being-played = (en cours)
match-abandoned = (abandonné)

seal-heading = Sceau d'équité
seal-revealed = Avant la première action, Touchline a publié ce sceau : le SHA-256 d'une ligne qui nomme le match, le moteur de règles, sa graine et un sel secret. Maintenant que le match est fini, la graine et le sel sont affichés : chacun peut hacher la ligne et comparer.
seal-hidden = Le sceau a fixé le hasard de ce match avant la première action ; sa graine et son sel sont affichés à la fin du match.
seal-seal = Sceau
seal-engine = Moteur
seal-seed = Graine
seal-salt = Sel
seal-line-hashed = La ligne hachée :
seal-check = Vérifie-le dans un terminal (il affiche le sceau) :

lots-heading = Tirage au sort
lots-revealed = Chaque tirage de cette saison vient d'une graine scellée à son début. La saison est finie : voici la graine et le sel, et une ligne qui affiche le sceau.
lots-hidden = Les tirages de cette saison viennent d'une graine scellée à son début ; la graine et le sel sont affichés à la fin.

terminal-title = Matchs du terminal
terminal-kept = Les matchs gardés dans cette base de données par { $play } et { $tournament }.
terminal-none = Pas encore de matchs du terminal dans cette base de données.

live-abandoned = { $game } · abandonné : le terminal s'est arrêté avant la fin, il n'a donc pas de résultat
live-being-played = { $game } · en cours — le replay s'ouvre à la fin du match

replay-kick-off = Coup d'envoi
replay-board-of = Plateau { $board } sur { $boards }
replay-boards = Plateaux
replay-first = « Premier
replay-previous = ‹ Précédent
replay-next = Suivant ›
replay-last = Dernier »
replay-board-alt = Plateau { $board }
replay-nothing = Rien à signaler sur ce plateau.
live-board = Plateau { $board }
live-play-by-play = Action par action
live-clock = Temps restant pour { $player } :
live-since-board = Depuis le dernier plateau
live-full-time = Fin du match : voir le replay
live-reload = Cette page suit le match toute seule avec JavaScript ; sans lui, recharge la page pour voir le dernier plateau.
replay-board-pick = Plateau
replay-go = Afficher
replay-play = ▶ Lecture
replay-pause = ⏸ Pause
replay-keys = Touches : ← et → parcourent les plateaux, Début et Fin vont au premier et au dernier, Espace lance ou met en pause.

# Une pyramide de divisions.
pyramid-title = Pyramide de { $name }
pyramid-division = Division { $level }
pyramid-key-up = monte
pyramid-key-playoff = barrage
pyramid-key-down = descend
pyramid-history = Fins de saison
pyramid-no-history = Aucune saison n'est encore terminée.
pyramid-season-end = Saison { $season }, division { $level } : { $name }
profile-trophies = Palmarès
profile-season = saison { $season }
profile-history = Saisons dans les divisions
profile-history-league = Ligue
profile-history-season = Saison
profile-history-division = Division
profile-history-place = Place
profile-history-then = Ensuite
history-up = promu
history-up-playoff = promu via le barrage
history-down = relégué
history-down-playoff = relégué après le barrage
history-stay = resté
history-stay-playoff = resté après le barrage
pyramid-division-of = Division { $level } de la pyramide de { $name }
fixture-kickoff = coup d'envoi { $time }

# A seat's own board ("Play on the board", the link in a player's private prompt).
board-title = { $game } : ton plateau
board-you-play = { $game } · tu joues { $player }
board-your-clock = Ton temps restant :
board-picture-alt = Le plateau tel que { $player } le voit. Ce qu'il montre est aussi écrit sous « Ce que tu vois ».
board-your-choices = Tes choix
board-nothing-now = Rien à choisir pour l'instant. Cette page change d'elle-même quand c'est à toi de jouer.
board-what-you-see = Ce que tu vois
board-reload = Sans JavaScript, cette page ne change pas d'elle-même : recharge-la pour voir les coups de l'adversaire.
board-moved = C'est fait : ton coup est joué.
board-moved-on = Le match a avancé avant que ton choix arrive, il n'a donc pas été joué. Voici où il en est : choisis à nouveau.
board-bad-move = Ce n'était pas un de tes choix. Touche un des boutons de cette page.
board-failed = Ton coup n'a pas pu être joué pour l'instant. Rien n'a changé : réessaie dans un moment.
board-refused-title = Ce plateau ne peut pas s'ouvrir
board-refused-forged = Ce lien n'a pas été fait par Touchline, ou il en manque une partie. Ouvre le lien « Jouer sur le plateau » le plus récent dans tes messages privés avec le bot.
board-refused-expired = Ce lien a expiré. Chaque message du bot qui te demande de jouer en apporte un nouveau : ouvre le plus récent, ou redemande tes choix avec le bouton du fil du match.
board-refused-not-yours = Ce lien est celui d'une place qui n'est plus la tienne dans ce match (quelqu'un d'autre la joue maintenant).
board-refused-over = Ce match est terminé, son plateau est donc fermé. Son fil a le résultat et le replay.
board-refused-no-key = Les plateaux ne sont pas disponibles sur ce serveur pour l'instant : choisis dans tes messages privés avec le bot.

## L'Activité : le plateau dans Discord.
activity-title = Touchline dans Discord
activity-signing-in = Connexion avec Discord…
activity-noscript = L'Activité te connecte par un script, désactivé ici. Le match continue dans son fil, comme toujours.
activity-outside = Cette page s'ouvre dans Discord : appuie sur « Ouvrir dans Discord » sous le premier plateau d'un match, ou lance /launch dans son fil.
activity-failed = Discord ne t'a pas connecté. Ferme l'Activité et ouvre-la de nouveau.
activity-not-set-up = L'Activité de ce bot n'est pas encore configurée : la personne qui l'héberge doit encore lui donner le secret client OAuth2.
activity-bad-request = Touchline ne peut pas lire cette demande de connexion : il lui faut le code de Discord et l'id du salon.
activity-no-match = Aucun match dans ce salon. Ouvre l'Activité depuis le fil d'un match.
activity-not-published = Ce serveur ne publie pas ses pages, ses matchs se suivent donc dans leurs fils. Un admin peut activer les pages avec /league publish on ; qui joue le match ouvre ici son propre plateau.

chances-heading = Chances de victoire
chances-explained = La chance de victoire de chaque camp après chaque tour, calculée à partir de ce que voient les spectateurs : les cartes cachées sont redistribuées de nombreuses fois et l'ordinateur joue chaque donne jusqu'au bout.
table-title-odds = Titre
table-title-odds-title = Chance de remporter le titre
table-up-odds = Montée
table-up-odds-title = Chance de monter
table-playoff-odds = Barrage
table-playoff-odds-title = Chance de jouer le barrage
table-down-odds = Descente
table-down-odds-title = Chance de descendre
forecast-heading = Pronostic de la saison
forecast-chart = La chance de titre de chaque club
forecast-explained = Sur { $seasons } simulations des { $left } matchs restants, chacun décidé d'après la cote des clubs, avec autant de nuls que cette saison en a connu, et le classement établi comme le vrai. Il change après chaque résultat.
moments-heading = Moments clés
