# Les mots de Touchline que toute commande ou tout clic peut recevoir : excuses et refus
# communs à toutes les commandes.

apology-database = La base de données est injoignable pour un moment (elle redémarre peut-être). Réessaie dans quelques secondes : tout ce qui a été enregistré avant est conservé.
apology-internal = Désolé, quelque chose s'est mal passé de mon côté. Réessaie.
stopping = Touchline redémarre. Rien de ce que tu as fait n'est perdu : réessaie dans une minute.
command-outdated = Je n'ai pas pu lire cette commande : ton Discord en affiche peut-être une ancienne version. Recharge Discord (Ctrl+R, ou rouvre l'application) et réessaie ; `/jeux` liste ce à quoi tu peux jouer.
command-unreadable-input = Je n'ai pas pu lire `{ $input }` pour `/{ $command }`.
command-unreadable = Je n'ai pas pu lire ce qui a été envoyé avec `/{ $command }`.
command-needs-manage-server = Seules les personnes avec Gérer le serveur peuvent utiliser `/{ $command }`.
command-server-only = `/{ $command }` s'utilise sur un serveur, pas en messages privés.
control-invalid = Ce contrôle n'est plus valable. Utilise `/match plateau` dans le fil du match pour avoir des contrôles à jour.

# Le fil d'un match : ses propres lignes à côté du récit du jeu.
thread-seats = Places à la table : { $order }
thread-resumed = De retour après un redémarrage ; voici où en est le match.
match-thread-refused = Je ne peux pas ouvrir de fil de match dans { $channel } : Discord a refusé ({ $reason }). Les matchs ont besoin d'un salon textuel du serveur où je peux créer des fils publics.
match-taken-up = Un autre clic a déjà lancé ce match entre-temps : plus rien à faire ici.
seal-kick-off = 🔒 Sceau d'équité : `{ $seal }` (la graine et le sel sont révélés au coup de sifflet final)
seal-full-time = 🔓 Sceau `{ $seal }` : graine `{ $seed }`, sel `{ $salt }`
seal-check = Vérifie-le : `{ $check }`
status-draft = draft
status-draft-complete = Le draft est terminé.
list-and = { $rest } et { $last }

# L'invite de chaque place et les réponses à ses clics.
prompt-heading = **{ $game } — à toi de jouer**
prompt-nothing-to-do = Rien à faire pour le moment.
window-closes = ⏱ Cette fenêtre se ferme { $when } ; sans réponse d'ici là, tu passes ton tour.
window-open-for = ⏱ Cette fenêtre reste ouverte { $seconds } secondes ; sans réponse, tu passes ton tour.
chose-in-the-open = ✓ { $player } a choisi : { $choice }
chose-privately = ✓ Tu as choisi : { $choice }
control-no-longer-valid = Ce contrôle n'est plus valable ; utilise `/match plateau` pour en avoir de nouveaux.
click-match-over = Le match est terminé.
click-nothing-to-choose = Tu n'as rien à choisir pour le moment.
click-no-such-match = Ce match n'existe plus.
click-not-your-match = Tu ne joues pas dans ce match ; suis-le dans son fil, ou lance le tien avec `/jouer`.
click-not-your-move = C'est le coup d'un autre joueur ; les tiens t'arrivent quand c'est ton tour.
click-out-of-date = Ce plateau n'est plus à jour.
click-not-allowed = Pas autorisé : { $reason }.
click-another-move-first = Un autre coup est arrivé avant ; ce plateau n'est plus à jour.

# Joindre les joueurs : messages privés, ou un bouton dans le fil quand ils sont fermés.
dm-closed-choose-here = { $player }, je ne peux pas t'envoyer de messages privés (ils sont fermés pour ce serveur), alors choisis ici : le bouton ouvre tes cartes là où toi seul peux les voir.
your-move-button = { $player }, à toi de jouer : le bouton ouvre tes cartes là où toi seul peux les voir.
match-on-hello = Ton match contre { $others } se joue dans { $thread }. Tes choix privés arriveront ici quand ce sera ton tour.
dm-closed-at-kick-off = { $player }, je ne peux pas t'envoyer de messages privés (ils sont fermés pour ce serveur), alors quand ce sera ton tour, un bouton ici ouvrira tes choix là où toi seul peux les voir.
private-choices-by-dm = 📬 Les choix privés partent en message privé à { $players }.
button-make-your-choice = Fais ton choix
button-rematch = Revanche

# /jeux et /règles
games-list = Jeux auxquels tu peux jouer :
    { $games }
    Demande `/règles` pour savoir comment chacun se joue.
rules-unknown-game = Je ne connais pas ce jeu. `/jeux` liste les jeux.
play-unknown-game = Je ne connais pas ce jeu (ton Discord affiche peut-être une ancienne liste de commandes : rouvre-le). `/jeux` liste les jeux.
options-refused = { $why }.

# /serveur langue
server-language-unknown = Je ne parle pas « { $asked } ». Je parle { $list } ; ou choisis `discord` pour suivre la langue Discord du serveur.
server-language-set = Désormais, les nouveaux fils de match, leurs images et les actus de ce serveur sont en { $language }. Chaque joueur reçoit toujours ses messages privés dans sa propre langue Discord.
server-language-discord = Les nouveaux fils de match, leurs images et les actus de ce serveur suivent la langue Discord du serveur, actuellement { $language }.
server-language-managers-only = Seules les personnes qui peuvent gérer ce serveur choisissent sa langue.

# /jouer, /match
play-refused-yourself = Tu ne peux pas jouer contre toi-même. Nomme quelqu'un d'autre, ou laisse `adversaire` vide pour jouer contre l'ordinateur.
play-refused-bots = Les bots ne peuvent pas jouer. Nomme une personne, ou laisse `adversaire` vide pour jouer contre moi.
play-refused-in-thread = Chaque match a son propre fil, alors lance-le depuis un salon textuel, pas depuis un fil.
play-refused-solo-opponents = Un match solo de { $game }, c'est toi contre le camp du jeu lui-même : laisse de côté `ouverte` et les adversaires.
play-refused-solo-level = `niveau` règle la force de l'ordinateur ; dans un match solo de { $game }, l'adversaire est fixé par `solo`.
play-refused-open-named = Une table ouverte accueille qui la rejoint : laisse de côté les adversaires, ou nomme-les sans `ouverte`.
play-refused-level-people = `niveau` règle la force de l'ordinateur : laisse-le de côté quand tu joues contre des personnes.
play-refused-both = Nomme des personnes pour jouer contre elles, ou nomme-moi (ou personne) pour jouer contre l'ordinateur, mais pas les deux à la fois.
play-refused-twice = Tu as nommé le même joueur deux fois ; nomme chaque adversaire une seule fois.
play-refused-too-many = { $game } se joue à { $players } joueurs : nomme au plus { $n } { $n ->
        [one] adversaire
       *[other] adversaires
    }.
play-refused-too-few = { $game } se joue à { $players } joueurs : nomme au moins { $n } { $n ->
        [one] adversaire
       *[other] adversaires
    }.
kick-off-against = Coup d'envoi contre { $against } dans { $thread }.
against-the-computer = l'ordinateur
against-the-computer-level = l'ordinateur ({ $level })
level-random = aléatoire
level-easy = facile
level-normal = normal
level-hard = difficile
computer-name = Ordinateur ({ $level })
computer-name-nth = Ordinateur { $nth } ({ $level })
no-match-here = Il n'y a pas de match dans ce salon. Utilise cette commande dans le fil d'un match.
resign-not-playing = Tu ne joues pas dans ce match.
resign-done = Tu as abandonné.
resign-refused = Tu ne peux pas abandonner : { $reason }.

play-refused-computers-not-open = `ordinateurs` réserve des places à l'ordinateur à une table ouverte : ajoute `ouverte:True`, ou nomme tes adversaires et laisse de côté `ordinateurs`.
play-refused-computers-named = `ordinateurs` réserve des places à l'ordinateur à une table ouverte que les gens rejoignent : laisse de côté les adversaires et ajoute `ouverte:True`, ou nomme-les et laisse de côté `ordinateurs`.
play-refused-computers-few = `ordinateurs`, c'est le nombre de places que l'ordinateur garde à la table : au moins 1.
play-refused-computers-many = { $game } se joue à { $players } joueurs : toi et { $n } { $n ->
        [one] ordinateur
       *[other] ordinateurs
    } ne laissez de place à personne d'autre. C'est un match contre l'ordinateur : laisse de côté `ouverte` et `ordinateurs`.
seat-deputy = { $person } (joué par { $deputy })

# Le rappel de la pendule à mi-temps ; $when est un horodatage Discord (« dans 3 heures »).
reminder-thread = ⏰ { $player }, ton temps pour jouer expire { $when } ; ensuite, { $after }.
reminder-dm = ⏰ Ton temps pour jouer dans { $thread } expire { $when } ; ensuite, { $after }.
reminder-then-auto-move = l'ordinateur joue à ta place
reminder-then-forfeit = tu perds le match par forfait
reminder-summary = ⏰ C'est ton tour dans { $count } matchs : { $threads }.

# Suivre un match.
button-follow = Suivre
button-follow-every-board = Chaque plateau
button-watch-live = Suivre en direct
button-open-activity = Ouvrir dans Discord
activity-off = Le plateau dans Discord n’est pas activé pour ce bot.
# The Activity's Entry Point command (/launch), in the command list.
activity-launch-description = Ouvre le plateau en direct du match de ce fil
button-play-on-board = Jouer sur le plateau
follow-final = 👀 Tu suis ce match : son score final t'arrivera en message privé. Clique à nouveau pour arrêter.
follow-every-board = 👀 Tu suis ce match plateau par plateau : chaque plateau t'arrivera en message privé. Clique à nouveau pour arrêter.
follow-stopped = Tu ne suis plus ce match.
follow-board = 👀 { $thread }
    { $lines }
follow-full-time = 🏁 Coup de sifflet final dans { $thread }
    { $lines }

# Someone who asked for DMs, told their move is in the open in a thread.
your-move-in = 🔔 C'est à toi de jouer dans { $thread }.

# /match replay
replay-no-such-match = Il n'y a pas de match #{ $id } sur ce serveur.
replay-still-playing = Le match #{ $id } est encore en cours : tu pourras le revoir une fois qu'il sera terminé (`/match plateau` le montre maintenant).
replay-no-match-here = Il n'y a pas de match dans ce salon : utilise ceci dans le fil d'un match, ou donne son numéro (`/match revoir match:12`).

# The win chances, told in the thread after a big swing.
chances-line = Chances de victoire : { $chances }
chances-side = { $name } { $percent } %
chances-draw = nul { $percent } %

# Moments clés, publiés une fois à la fin du match.
key-moments-heading = **Moments clés**
key-moment = **{ $n }.** À l'action { $plays }, la chance de victoire de { $side } est passée de { $before } % à { $after } % : { $mover } a joué { $played }.
key-moment-instead = L'ordinateur difficile aurait joué { $instead } : { $mover } { $better } % au lieu de { $made } %.
key-moment-even = L'ordinateur difficile aurait joué { $instead }, ni mieux ni moins bien pour { $mover } ({ $made } %).
key-moment-same = L'ordinateur difficile aurait joué la même chose.
