# fasisac: the game's words in fr; the same messages as en.ftl.

blurb = foot à cinq avec cartes et d12 : draftez un effectif de 8, choisissez en secret une tactique et une composition, gagnez les duels avec des cartes boost
rules = Foot à cinq avec cartes de joueurs et d12, pour deux entraîneurs. Le match complet : un jet de d12 désigne l’équipe qui reçoit ; les entraîneurs draftent 8 joueurs chacun dans un vivier de 16 (celui qui reçoit d’abord, choix alternés, 2 gardiens au plus) ; chacun choisit face cachée une des six tactiques (Possession, Fluid, High Press, Direct, Sit Deep, Counter) puis, une fois les deux révélées, une composition secrète de 5 en GK, D, ML, MR et S. La tactique et le nombre de titulaires portant son icône donnent à chaque équipe ses actions offensives, ses cartes boost et les attaques adverses qu’elle annule ; les tactiques se battent en cercle (Techniques > Intenses > Réactives > Techniques). À chaque action offensive, le dé blanc désigne l’attaquant, le dé rouge le défenseur ; Technique + d12 contre Tacle + d12, puis Tir + d12 contre les Arrêts du gardien + d12 ; l’attaquant doit faire strictement plus. Avant les dés, chaque entraîneur peut jouer un boost d’attribut (+3 à son propre attribut ou +1 à un autre ; l’attaquant d’abord, le défenseur répond, l’attaquant peut répondre à son tour) ; après les dés, l’entraîneur mené peut jouer un Reroll de son propre dé. À la mi-temps, tactiques et compositions peuvent changer ; les boosts non joués sont conservés. Le match d’entraînement distribue cinq joueurs à chacun et se joue en une seule période de 5 + 5 attaques. Options : tirs au but pour départager un match nul (3 tireurs chacun, puis mort subite), et Rush Keepers (quatre joueurs de champ ; le dé rouge désigne qui garde le but à chaque tir).
notation = SKL/TCK/SHT/GKP sont Technique, Tacle, Tir et Arrêts ; les postes sont GK (gardien), D (défenseur), ML (milieu gauche), MR (milieu droit) et S (attaquant).
slot-goalkeeper = Gardien
slot-defender = Défenseur
slot-midfield-left = Milieu gauche
slot-midfield-right = Milieu droit
slot-striker = Attaquant
attribute-skill = Technique
attribute-tackling = Tacle
attribute-shooting = Tir
attribute-goalkeeping = Arrêts
draft-snake = draft en serpentin
draft-auction = draft aux enchères
half-training = Match d’entraînement
half-first = Première période
half-second = Seconde période
event-home-roll = Tirage d’avant-match : { $first } { $a }, { $second } { $b }. { $home } reçoit.
event-home-roll-after-ties = Tirage d’avant-match : { $first } { $a }, { $second } { $b } (après { $ties ->
        [one] { $ties } égalité
       *[other] { $ties } égalités
    }). { $home } reçoit.
event-draft-order = Le { $rule } commence ; l’ordre, tiré au sort : { $order }
event-pool-dealt = Le vivier du draft : { $players } joueurs, dont { $keepers ->
        [one] { $keepers } gardien
       *[other] { $keepers } gardiens
    }
event-picked = { $name } choisit { $player } ({ $stats })
event-nominated = { $name } met { $player } aux enchères à { $price }k
event-bid = { $name } enchérit à { $price }k
event-sold = ADJUGÉ : { $player } à { $name } pour { $price }k
event-draft-complete = Le draft est terminé : chaque effectif compte 8 joueurs
event-tactic-chosen = { $name } : tu as choisi { $tactic }
event-tactics-revealed = Tactiques révélées : { $tactics }
event-placed = { $name } : { $player } en { $slot }
event-lineups-revealed = Compositions révélées. { $lineups }
event-half-numbers = { $name } : { $tactic } avec { $specialists ->
        [one] { $specialists } spécialiste
       *[other] { $specialists } spécialistes
    } : { $attacks ->
        [one] { $attacks } attaque
       *[other] { $attacks } attaques
    }, { $boosts ->
        [one] { $boosts } boost
       *[other] { $boosts } boosts
    }, annule { $removes ->
        [one] { $removes } attaque adverse
       *[other] { $removes } attaques adverses
    }
event-boosts-drawn = { $name } pioche { $count ->
        [one] { $count } boost
       *[other] { $count } boosts
    } : { $boosts }
event-boosts-drawn-hidden = { $name } pioche { $count ->
        [one] { $count } carte boost
       *[other] { $count } cartes boost
    }
event-boost-deck-reshuffled = La pioche de boosts est reformée avec la défausse
event-kick-off = { $half } : actions offensives { $attacks }
event-attack = Attaque pour { $name } : dé blanc { $white } — { $attacker } contre dé rouge { $red } — { $defender }
event-keeper-rushes = Gardien volant ! Dé rouge pour { $name } : { $red } ; { $player } va dans les buts
event-boost-played = { $name } joue { $boost } : +{ $bonus } { $attribute }
event-rolled = Dés : { $attacker } contre { $defender }
event-rerolled = { $name } relance : { $from } → { $to }
event-tackle-beaten = { $att } { $a } v { $def } { $d } ({ $name }) : éliminé, seul face au but !
event-tackle-won = { $att } { $a } v { $def } { $d } ({ $name }) : le tacle récupère le ballon
event-shot-in = { $att } { $a } v { $def } { $d } ({ $name }) : c’est dedans !
event-shot-saved = { $att } { $a } v { $def } { $d } ({ $name }) : arrêt
event-goal = BUT pour { $name } ! { $player } marque ({ $score })
event-half-time = Mi-temps : { $score }. Tactiques et compositions peuvent changer.
event-full-time = Fin du match : { $score }
event-penalties-begin = Égalité à la fin du match : tirs au but ! Chaque entraîneur désigne 3 tireurs en secret
event-taker-named = { $name } : { $player } tirera un penalty
event-takers-revealed = Tireurs : { $takers }
event-penalty-scored = Penalty, { $name } : { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total } : MARQUÉ ({ $score })
event-penalty-saved = Penalty, { $name } : { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total } : arrêté ({ $score })
event-lots-drawn = La mort subite ne les départage pas : le tirage au sort désigne { $name }
event-shootout-over = La séance de tirs au but se termine { $score }
situation-rush-keepers = Rush Keepers : le dé rouge désigne ton gardien à chaque tir.
situation-draft-pick = Choix { $pick } du draft — ton effectif ({ $size }/8) : { $squad }
situation-your-pick = À toi de choisir : { $left ->
        [one] il reste { $left } joueur
       *[other] il reste { $left } joueurs
    } dans le vivier.
situation-picking = { $name } choisit.
situation-auction = Enchères — ton budget { $purse }k, effectif { $size }/8 : { $squad }
situation-nominate = Mets un joueur aux enchères avec une mise de départ.
situation-bidding = Enchères — { $player } ({ $stats }) à { $price }k pour { $name }. Ton budget : { $purse }k.
situation-raise-or-pass = Surenchéris ou passe.
situation-your-squad = Ton effectif : { $squad }
situation-tactic-chosen = Tu as choisi { $tactic } ; on attend l’autre entraîneur.
situation-choose-tactic = Choisis ta tactique, face cachée (révélée quand les deux ont choisi).
situation-tactics = Tactiques : { $tactics }.
situation-lineup-so-far = Ta composition pour l’instant :
situation-choose-slot = Choisis ton { $slot } ({ $code }). Les joueurs portant l’icône { $tactic } comptent comme spécialistes.
situation-choose-slot-no-tactic = Choisis ton { $slot } ({ $code }). Les joueurs portant l’icône de ta tactique comptent comme spécialistes.
situation-lineup-ready = Ta composition est prête ; on attend l’autre entraîneur.
situation-attacks-left = Actions offensives restantes : { $left }.
situation-attack = { $name } attaque : { $attacker } ({ $att } { $a }) contre { $defender } ({ $def } { $d }).
situation-boost-played = { $name } a joué { $boost } (+{ $bonus }).
situation-dice = Dés { $a } v { $d } : totaux { $att_total } v { $def_total } (l’attaquant doit faire plus).
situation-your-boosts = Tes boosts : { $boosts }.
boosts-none = aucun
situation-last-chance = L’autre entraîneur a répondu par un boost : dernière chance de jouer le tien, ou passe.
situation-boost-window = Fenêtre de boost : joue un boost d’attribut (+3 à son propre attribut, +1 à un autre) ou passe.
situation-reroll-window = Tu perds ce duel : joue un Reroll de ton propre dé ou passe.
situation-roll = Lance les dés pour cette attaque.
situation-penalties = Tirs au but { $score }.
situation-name-takers = Désigne tes tireurs dans l’ordre, en secret : { $named } sur 3 désignés.
situation-sudden-death = Mort subite, tour { $round } : désigne ton prochain tireur.
situation-your-lineup = Ta composition :
squad-nobody-yet = personne pour l’instant
control-card-detail = { $icons } · valeur { $value }
control-group-goalkeepers = Gardiens
control-group-value-high = Joueurs de champ, valeur 18+
control-group-value-low = Joueurs de champ, valeur 17 ou moins
control-tactic = { $tactic } — { $attacks } attaques, { $boosts } { $most_boosts ->
        [one] boost
       *[other] boosts
    }
control-tactic-cancels = { $tactic } — { $attacks } attaques, { $boosts } { $most_boosts ->
        [one] boost
       *[other] boosts
    }, annule { $cancels } de leurs attaques
control-tactic-detail = Meilleure avec plus de titulaires à l’icône ({ $carrying } chez toi) · bonus vs { $tactics }
control-pick = Choisir { $player }
control-nominate = { $player } à { $price }k
control-bid = Enchérir à { $price }k
control-place = { $player } en { $slot }
control-keep-lineup = Garder la même composition
control-clear-lineup = Refaire la composition
control-roll = Lancer les dés
control-reroll = Relancer mon dé
control-pass-bidding = Passer (arrêter d’enchérir)
control-pass = Passer
control-taker = { $player } (Tir { $shooting })
control-boost = { $boost } : +{ $bonus } { $attribute }
control-pick-a-player = Choisis un joueur
control-group-pick-one = { $group } : choisis-en un
control-open-at-minimum = ouvrir à la mise minimale · { $detail }
control-open-at-value = ouvrir à sa valeur · { $detail }
control-put-up-for-auction = Mets un joueur aux enchères
control-group-which-price = { $group } : lequel, et à quel prix ?
control-choose-tactic = Choisis ta tactique (secrète)
control-specialist = { $icons } · spécialiste
control-who-plays-there = { $slot } ({ $code }) : qui joue là ?
control-lineup = Composition
control-start-again = Recommencer
control-pass-no-boost = Passer : pas de boost
control-pass-keep-dice = Passer : garder les dés
control-taker-detail = { $player } : son Tir contre les Arrêts du gardien
control-name-taker = Désigne un tireur (secret)
option-format = Le match complet commence par un draft des effectifs et se joue en deux périodes avec tactiques et boosts ; le match d’entraînement distribue cinq joueurs à chacun et se joue en une période de 5 + 5 attaques.
option-variant = Rush Keepers : quatre joueurs de champ et pas de gardien ; le dé rouge désigne qui garde le but à chaque tir.
option-penalties = Départager un match nul aux tirs au but : trois tireurs secrets chacun, puis mort subite.
option-window = Secondes pendant lesquelles une fenêtre de boost ou de Reroll reste ouverte sur Discord avant qu’un entraîneur en retard passe.
describe-full-drafted = match complet, effectifs draftés
describe-full = match complet
describe-training = match d’entraînement
describe-penalties = tirs au but
describe-window = fenêtres de boost de { $seconds } s
render-training-match = match d’entraînement
render-training-rush-keepers = entraînement · Rush Keepers
render-five-a-side = foot à cinq
render-penalties = tirs au but
render-full-time = fin du match
render-before-kick-off = avant le coup d’envoi
render-half-time = mi-temps
render-one-half = période unique
render-first-half = première période
render-second-half = seconde période
render-lineup-secret = composition secrète
render-outfield-key = joueurs de champ : technique tacle tir
render-group-technical = Technique
render-group-intense = Intense
render-group-reactive = Réactive
render-home = { $name } (dom.)
render-away = { $name } (ext.)
render-no-tactic = pas de tactique (entraînement)
render-tactic-face-down = tactique face cachée
render-numbers = { $attacks ->
        [one] { $attacks } attaque
       *[other] { $attacks } attaques
    } · { $boosts ->
        [one] { $boosts } boost
       *[other] { $boosts } boosts
    } · annule { $removes }
render-attacks-left = attaques restantes { $left } · boosts en main { $boosts }
render-bench = banc : { $players }
render-squad = effectif : { $players }
render-penalties-score = Tirs au but : { $home } – { $away }
render-no-attack-yet = Pas encore d’attaque : la pioche d’actions décide qui attaque en premier
render-last-attack-goal = Dernière attaque : BUT
render-last-attack-tackled = Dernière attaque : taclé
render-last-attack-saved = Dernière attaque : arrêt
render-head-to-head-1 = Duel 1 : { $att } v { $def }
render-head-to-head-2 = Duel 2 : { $att } v { $def }
render-dice = blanc { $white } · rouge { $red }
render-plus-boost = + boost { $boost }
render-draft-complete = Le draft est terminé : chaque effectif compte 8 joueurs
render-pick = Choix { $pick } : à { $name } de choisir
render-nominating = { $name } met un joueur aux enchères
render-bidding = { $player } — { $price }k pour { $name } : qui dit mieux ?
render-tactics-half-time = Mi-temps : les deux entraîneurs choisissent une tactique, face cachée
render-tactics = Les deux entraîneurs choisissent une tactique, face cachée
render-lineups-half-time = Mi-temps : les deux entraîneurs font leur composition en secret
render-lineups = Les deux entraîneurs font leur composition en secret
render-boost-window = Fenêtre de boost : { $name }
render-reroll-window = Fenêtre de Reroll : { $name }
render-rolls = { $name } lance les dés pour l’attaque
render-takers = Les deux entraîneurs désignent leurs tireurs en secret
render-tournament = tournoi, { $rule }
render-draft = draft
render-pool-left = { $left ->
        [one] { $left } restant
       *[other] { $left } restants
    } dans le vivier
render-pool = Vivier
render-value = valeur { $value }
render-purse-left = { $size }/8 · { $purse }k restants

refused-waiting-pick = un autre entraîneur est en train de choisir
refused-waiting-nominate = un autre entraîneur met un joueur aux enchères
refused-waiting-bid = tu as la meilleure enchère, ou tu t’es retiré de ces enchères
refused-waiting-boost = la fenêtre de boost de l’autre entraîneur est ouverte
refused-waiting-reroll = l’autre entraîneur peut relancer
refused-waiting-roll = l’entraîneur qui attaque lance les dés
refused-waiting-other = c’est à l’autre entraîneur
refused-card-number = carte { $card }
refused-not-in-pool = { $player } n’est pas dans le vivier ; choisis { $left ->
        [one] le seul joueur qui reste
       *[other] l’un des { $left } joueurs qui restent
    }
refused-keeper-limit = { $player } est gardien et tu en as déjà { $most } : deux au plus par effectif
refused-opening-bid = une mise de départ de { $price }k n’est pas permise : ouvre à 10k ou à la valeur du joueur, et à { $max }k au plus (10k gardés pour chaque autre place libre)
refused-keepers-must-go-round = prendre { $player } laisserait un effectif sans gardien : les gardiens restants doivent suffire pour tout le monde
refused-bid = une enchère de { $bid }k n’est pas permise : surenchéris de 10k, 50k ou 100k sur l’enchère de { $price }k, jusqu’à { $max }k
refused-not-in-squad = { $player } ne fait pas partie de ton effectif
refused-already-in-lineup = { $player } est déjà dans ta composition
refused-rush-keepers-no-keeper = { $player } est gardien : en Rush Keepers, on aligne quatre joueurs de champ et aucun gardien
refused-goal-needs-gloves = { $player } n’a pas de gants : le poste GK demande une carte de gardien
refused-lineup-complete = ta composition est déjà complète
refused-no-lineup-to-keep = il n’y a pas encore de composition à garder : place tes joueurs
refused-reroll-in-its-window = le Reroll se joue après le lancer des dés, dans la fenêtre de Reroll
refused-boost-not-held = tu n’as aucun { $boost }
refused-one-boost-per-duel = un seul boost d’attribut par duel
refused-reroll-by-the-loser = le Reroll se joue après le lancer, par l’entraîneur mené
refused-no-reroll-card = tu n’as aucune carte Reroll
refused-not-a-taker = { $player } ne peut pas tirer ce penalty : les tireurs sont les joueurs sur le terrain, chacun une fois jusqu’à ce que tous aient tiré
refused-not-now = tu ne peux pas faire ça maintenant
