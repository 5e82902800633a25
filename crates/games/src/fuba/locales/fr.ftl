# fuba : les mots du jeu en français.

blurb = un jeu de plateau tactique pour 2 sur un terrain de 13 zones : formations, un dé de ballon et le chrono, environ 23 tours par mi-temps
rules = un jeu de plateau tactique sur un terrain de 13 zones. Chaque entraîneur a dix joueurs et un gardien et choisit en secret une formation (4-4-2, etc.). L'équipe qui a le ballon choisit une **zone cible** ; deux dés font avancer le chrono de leur différence et testent le contrôle face à la **valeur du ballon** (1 excellent, 6 mauvais) : on le garde, on le perd, ou c'est un événement spécial (coups francs, cartons, déplacements en plus). Puis chaque équipe a sa phase d'action : **tirer** (depuis le camp adverse), **déplacer** des joueurs selon le type de mouvement d'une ligne (le milieu sur les côtés, les attaquants tout droit vers l'avant, les défenseurs tout droit vers l'arrière) et **presser** pour récupérer le ballon. Deux mi-temps de 45 minutes plus le temps additionnel, environ 23 tours chacune. Penalty : le gardien choisit son plongeon en secret, puis le tireur choisit un côté.
notation = Le terrain s'écrit zone par zone, d'ouest en est dans chaque couloir (N nord, C centre, S sud) : « C2 3:1 » veut dire 3 joueurs de l'équipe à domicile et 1 de l'équipe à l'extérieur en C2 ; « * » marque le gardien. L'équipe à domicile attaque vers l'est (vers C5), l'équipe à l'extérieur vers l'ouest (vers C1).

## Options et résumé de la configuration

option-advanced = Les règles avancées en jeu.
config-basic = règles de base
config-basic-no-injuries = règles de base sans blessures
config-rules = règles { $list }

## Les mots dont les autres lignes sont faites

line-defence = défense
line-midfield = milieu
line-forwards = attaque
style-easy = tranquille
style-normal = normal
style-aggressive = agressif
movement-midfield = mouvement du milieu
movement-forward = mouvement de l'attaque
movement-defence = mouvement de la défense
movement-mixed = mouvement mixte
side-left = à gauche
side-middle = au milieu
side-right = à droite
result-goal = but
result-corner = corner
result-rebound = rebond
result-miss = à côté
area-west-penalty-area = surface de réparation ouest
area-west-north-corner-area = zone du corner nord-ouest
area-west-south-corner-area = zone du corner sud-ouest
area-west-front-of-the-box = entrée de la surface ouest
area-west-north-midfield = milieu nord-ouest
area-west-south-midfield = milieu sud-ouest
area-centre-circle = rond central
area-east-north-midfield = milieu nord-est
area-east-south-midfield = milieu sud-est
area-east-front-of-the-box = entrée de la surface est
area-east-north-corner-area = zone du corner nord-est
area-east-south-corner-area = zone du corner sud-est
area-east-penalty-area = surface de réparation est
area-corner = corner
area-none = zone inexistante

## Action par action

event-formations = Formations : { $home } { $home_formation } · { $away } { $away_formation }
event-kick-off-roll = Tirage du coup d'envoi { $home_die }–{ $away_die } : { $name } choisit
event-kick-off-with-ball = { $name } commence avec le ballon
event-kick-off-without-ball = { $name } commence sans le ballon
event-setup-kick-off = Mise en place du coup d'envoi : { $name } a le ballon
event-setup-free-kick = Mise en place du coup franc en { $area }
event-setup-corner = Mise en place du corner pour { $name }
event-setup-penalty = Mise en place du penalty pour { $name }
event-target = { $name } vise { $area }
event-dice = Dés { $first }–{ $second }
event-clock = Chrono +{ $advance } → { $clock }
event-control-kept = Contrôle gardé
event-control-automatic = Contrôle transmis automatiquement
event-control-lost = Contrôle perdu : perte de balle
event-control-special = Le dé égale la valeur du ballon : événement spécial
event-special = Événement spécial { $difference } : { $effect }
event-yellow-roll-card = { $name } fait { $roll } au dé de carton : carton jaune
event-yellow-roll-none = { $name } fait { $roll } au dé de carton : pas de carton
event-red-card = CARTON ROUGE pour { $name }
event-injury-back = Un joueur de { $name } est blessé (dé { $roll }), retour au tour { $turn }
event-injury-out = Un joueur de { $name } est blessé (dé { $roll }), forfait pour le reste du match
event-returned = { $name } récupère { $count } { $count ->
        [one] joueur
       *[other] joueurs
    } en C3
event-possession = { $name } a le ballon
event-value-turnover = Valeur du ballon au-dessus de 6 : perte de balle, { $name } a le ballon
event-stoppage-over = La différence des dés { $difference } est sous la case du temps additionnel +{ $stoppage } : fin de la mi-temps
event-ball-moved = Ballon en { $area }, valeur { $value }
event-forced-move = { $name } déplace un joueur { $from } → { $to } vers le ballon
event-free-kick = Coup franc pour { $name } en { $area }
event-shot-goal = { $name } tire depuis { $area } : { $dice } — BUT
event-shot-corner = { $name } tire depuis { $area } : { $dice } — corner
event-shot-rebound = { $name } tire depuis { $area } : { $dice } — rebond
event-shot-miss = { $name } tire depuis { $area } : { $dice } — à côté, six mètres
event-rebound = Rebond { $home }–{ $away } : { $result }
event-goal = BUT pour { $name } ! { $home }–{ $away }
event-corner = Corner pour { $name }
event-goal-kick = Six mètres pour { $name }
event-movement-chosen = { $name } : { $kind } ({ $allowance })
event-condition-used = { $name } utilise un point de condition ({ $line }) : dé { $roll }, { $allowance } { $allowance ->
        [one] déplacement
       *[other] déplacements
    }
event-moved = { $name } { $from } → { $to }
event-moved-with-ball = { $name } { $from } → { $to } avec le ballon
event-keeper-moved = { $name } gardien { $from } → { $to }
event-keeper-moved-with-ball = { $name } gardien { $from } → { $to } avec le ballon
event-free-moved = { $name } : déplacement libre { $from } → { $to }
event-ball-value = Valeur du ballon { $value }
event-press-won = { $name } presse : dé { $roll }, ballon récupéré
event-press-failed = { $name } presse : dé { $roll }, raté
event-substitution = { $name } effectue un remplacement
event-tiredness = Test de fatigue de { $name } { $rolls } : { $lost } PC { $lost ->
        [one] perdu
       *[other] perdus
    }
event-tired = { $name } est fatigué pour le reste du match
event-condition-gained = { $name } gagne un point de condition ({ $line })
event-penalty-scored = Penalty de { $name } : tir { $kick }, plongeon { $dive }, il faut { $need }+, dé { $roll } — marqué
event-penalty-missed = Penalty de { $name } : tir { $kick }, plongeon { $dive }, il faut { $need }+, dé { $roll } — manqué
event-half-time = Mi-temps : { $home }–{ $away }
event-formation-changed = { $name } joue désormais en { $formation }
event-second-half = Seconde mi-temps
event-shootout = Égalité après 90 minutes : tirs au but
event-lots = Toujours à égalité après 100 tirs au but chacun : le tirage au sort désigne { $name }
event-full-time = Fin du match : { $home } { $home_goals }–{ $away_goals } { $away }

# La table des événements spéciaux (§7.4.3), selon la différence des dés.
special-minus-5 = l'équipe passive peut déplacer deux joueurs d'une zone
special-minus-4 = contrôle perdu, le ballon reste dans la zone de départ
special-minus-3 = l'équipe passive peut déplacer un joueur d'une zone
special-minus-2 = +1 à la valeur du ballon
special-minus-1 = coup franc pour l'équipe en contrôle, dé de carton pour l'équipe passive
special-0 = phases d'action sautées
special-plus-1 = coup franc pour l'équipe passive, dé de carton pour l'équipe en contrôle
special-plus-2 = −1 à la valeur du ballon
special-plus-3 = l'équipe en contrôle peut déplacer un joueur d'une zone
special-plus-4 = −2 à la valeur du ballon
special-plus-5 = l'équipe passive ne peut pas choisir le mouvement de la défense

# Les dés d'une tentative (§7.7).
shot-rolled = dé { $roll } contre la valeur du ballon { $value }
shot-rolled-modified = dé { $roll }, modificateurs { $modifier }, total { $total } contre la valeur du ballon { $value }
shot-difficult-second = une tentative difficile (même 6 { $modifier } = { $best } ne dépasse pas la valeur du ballon { $value }) : dé 6, donc un second dé, { $again } contre le { $area_value } de la zone
shot-difficult-then = une tentative difficile : dé 6, puis { $again } au second dé
shot-difficult-failed = une tentative difficile (même 6 { $modifier } = { $best } ne dépasse pas la valeur du ballon { $value }) : dé { $roll }, pas le 6 nécessaire

## Un tour en une ligne

turn-number = Tour { $turn }
turn-dice = dés { $first }–{ $second }, chrono +{ $advance }
turn-control-kept = contrôle gardé
turn-control-automatic = contrôle transmis automatiquement
turn-control-lost = contrôle perdu
turn-control-special = contrôle : événement spécial
turn-special-event = événement spécial { $difference }
turn-value-turnover = valeur du ballon au-dessus de 6 : perte de balle
turn-corner = corner pour { $name }
turn-stoppage-over = différence { $difference } sous +{ $stoppage } : fin de la mi-temps
turn-tiredness = { $name } perd { $lost } PC de fatigue
turn-yellow = carton jaune pour { $name }
turn-red = carton rouge pour { $name }
turn-injury = blessure pour { $name }
turn-free-kick = coup franc pour { $name } en { $area }
turn-press = { $name } récupère le ballon au pressing
turn-shot = { $name } tire depuis { $area } : { $result }
turn-goal = BUT { $name }
turn-penalty-scored = penalty marqué
turn-penalty-missed = penalty manqué

## La situation

situation-header = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, mi-temps { $half })
situation-header-rules = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, mi-temps { $half }, { $rules })
situation-you-play = Tu joues en { $formation }
situation-cp = PC D{ $d } M{ $m } F{ $f }
situation-cp-tired = PC D{ $d } M{ $m } F{ $f } (fatigué)
situation-subs-left = remplacements restants { $subs }
situation-cards = cartons { $yellows }J { $reds }R
situation-your-ball = Ton ballon en { $area } (valeur { $value })
situation-their-ball = Ballon adverse en { $area } (valeur { $value })
situation-your-ball-target = Ton ballon en { $area } (valeur { $value }), cible { $target }
situation-their-ball-target = Ballon adverse en { $area } (valeur { $value }), cible { $target }
situation-corner-spots = points de corner : { $spots }
task-choose-formation = Choisis ta formation en secret (défenseurs-milieux-attaquants).
task-roles-styles = Formation { $formation } : maintenant tes rôles et tes styles, en secret.
task-kick-off-choice = Tu as gagné le tirage du coup d'envoi : commencer avec le ballon ou sans ?
task-setup-kick-off = Mise en place du coup d'envoi : au moins 2 joueurs en C3 pour l'équipe qui a le ballon, tout le monde dans son camp, le gardien dans la surface.
task-setup-free-kick = Mise en place du coup franc en { $area }.
task-setup-corner = Mise en place du corner : un attaquant sur un point de corner.
task-setup-penalty = Mise en place du penalty : seuls le tireur et le gardien dans la surface.
task-setup-where = Où ? (pris en { $area })
task-setup-adjust = Tu peux déplacer jusqu'à { $left } { $left ->
        [one] joueur
       *[other] joueurs
    } d'une zone, ou dire prêt.
task-setup-default = La mise en place par défaut est faite : déplace des joueurs ou dis prêt.
task-free-kick-choice = Coup franc : tire maintenant (−1) ou joue la suite avec un nouveau tour.
task-target = Choisis la zone cible du ballon.
task-event-moves = Événement spécial : tu peux déplacer { $left } { $left ->
        [one] joueur
       *[other] joueurs
    } d'une zone.
task-extra-movement = Six mètres lent : une phase de déplacement en plus.
task-action-attacking = Ta phase d'action : tire, ou choisis comment te déplacer.
task-action-defending = Ta phase d'action (en défense) : choisis comment te déplacer.
task-moving = { $left ->
        [one] Encore { $left } déplacement
       *[other] Encore { $left } déplacements
    } ({ $kind }).
task-free-moves = Déplacements libres pour s'éloigner de la ligne de but, si tu veux.
task-finish-end = Termine ta phase.
task-finish-press = Presse, ou termine ta phase.
task-finish-substitute = Fais un remplacement, ou termine ta phase.
task-finish-both = Presse, fais un remplacement, ou termine ta phase.
task-penalty-dive = Penalty : choisis en secret le plongeon de ton gardien.
task-penalty-kick = Penalty : choisis où tirer (le gardien a choisi, tu ne peux pas le voir).
task-half-time = Mi-temps : fais passer un joueur d'une ligne à une autre, ou garde ta formation (en secret).
task-full-time = Fin du match.

## Commandes

control-formation-custom = { $formation } (personnalisée)
control-role-attacking-midfielders = { $count } { $count ->
        [one] milieu offensif
       *[other] milieux offensifs
    }
control-role-defending-midfielders = { $count } { $count ->
        [one] milieu défensif
       *[other] milieux défensifs
    }
control-role-attacking-centre-back = { $count } { $count ->
        [one] défenseur central offensif
       *[other] défenseurs centraux offensifs
    }
control-role-withdrawn-striker = { $count } { $count ->
        [one] attaquant en retrait
       *[other] attaquants en retrait
    }
control-role-offensive-wing-backs = { $count } { $count ->
        [one] latéral offensif
       *[other] latéraux offensifs
    }
control-style = { $line } : { $style }
control-start-with-ball = Commencer avec le ballon
control-start-without-ball = Commencer sans le ballon
control-pick-keeper = Déplacer le gardien (en { $area })
control-pick = Déplacer un joueur depuis { $area }
control-leave = Le laisser en { $area }
control-put = Le mettre en { $area } ({ $name })
control-ready = Mise en place prête
control-reset = Revenir à la mise en place par défaut
control-target = Cible { $area } ({ $name })
control-target-long-pass = Cible { $area } ({ $name }, passe longue +{ $between })
control-slow-goal-kick = Six mètres lent : une phase de déplacement en plus pour les deux équipes
control-shoot-from = Tirer depuis { $area } (modificateur { $modifier }, valeur du ballon { $value })
control-shoot = Tirer
control-play-on = Jouer la suite : pas de tir, nouveau tour
control-movement-midfield = Mouvement du milieu ({ $count } { $count ->
        [one] joueur
       *[other] joueurs
    })
control-movement-forward = Mouvement de l'attaque ({ $count } { $count ->
        [one] joueur
       *[other] joueurs
    })
control-movement-defence = Mouvement de la défense ({ $count } { $count ->
        [one] joueur
       *[other] joueurs
    })
control-movement-mixed = Mouvement mixte ({ $count } { $count ->
        [one] joueur
       *[other] joueurs
    })
control-use-condition = Utiliser un point de condition ({ $line }, { $left } { $left ->
        [one] restant
       *[other] restants
    }) : mouvement mixte
control-move = { $from } → { $to }
control-move-with-ball = { $from } → { $to } avec le ballon
control-keeper-move = Gardien { $from } → { $to }
control-keeper-move-with-ball = Gardien { $from } → { $to } avec le ballon
control-keeper-out = Le gardien sort de la surface de but
control-keeper-in = Le gardien revient dans la surface de but
control-done-moving = Fin des déplacements
control-free-move = Déplacement libre { $from } → { $to }
control-press-one = Presser (récupère le ballon sur un 1)
control-press = Presser (récupère le ballon sur 1–{ $top })
control-sub-formation = Remplacement : un joueur de la ligne { $from } vers { $to } ({ $formation })
control-sub-yellow = Remplacement : sortir un joueur averti (un carton jaune de moins)
control-sub-fresh-condition = Remplacement : joueur frais, points de condition pour { $line }
control-sub-fresh = Remplacement : joueur frais à la place du blessé
control-end-stage = Terminer la phase d'action
control-dive = Plonger { $side }
control-kick = Tirer { $side }
control-keep-formation = Garder la formation
control-half-time-change = Un joueur de la ligne { $from } vers { $to } ({ $formation })
control-group-keeper = Le gardien en { $area }
control-group-player = Un joueur depuis { $area }
control-group-cards = Cartes de formation (4-4-2, 4-3-3, …)
control-group-custom = Personnalisée, { $defenders } { $defenders ->
        [one] défenseur
       *[other] défenseurs
    }
control-group-pick = Mise en place : depuis { $area }
control-group-pick-keeper = Mise en place : depuis { $area } (gardien)
control-group-other = Autres choix
control-second-card = Une carte de formation
control-second-formation = { $group } : quelle formation ?
control-second-where = { $group } : vers où ?
control-placeholder-prepare = Ta formation, tes rôles et tes styles (en secret)
control-placeholder-target = Zone cible
control-placeholder-pick = Déplacer un joueur pendant la mise en place
control-placeholder-drop = Où le mettre
control-placeholder-movement = Type de mouvement
control-placeholder-move = Déplacer un joueur (de → vers)
control-placeholder-free-move = Déplacement libre
control-placeholder-substitution = Remplacement
control-placeholder-dive = Le plongeon de ton gardien (en secret)
control-placeholder-kick = Ton tir
control-placeholder-half-time = Changement à la mi-temps (en secret)
control-placeholder-choose = Choisis

## L'image

render-attack-east = attaque ▶
render-attack-west = ◀ attaque
render-goalkeeper = gardien
render-goalkeeper-mark = G
render-ball-value = val. du ballon
render-ball-scale = 1 top · 6 pire
render-target-area = zone cible
render-offside-line = hors-jeu
render-corner-spot = corner { $spot }
render-target = cible
render-offside-east = hors-jeu ▶
render-offside-west = ◀ hors-jeu
render-ready = ✓ prêt
render-choosing = … choisit
render-cp = PC D{ $d } M{ $m } F{ $f }
render-tired = fatigué
render-subs = rempl. { $count }
render-off = { $count } hors jeu
render-has-ball = a le ballon
render-pens = t.a.b. { $home }–{ $away }
render-clock-full-time = fin du match · { $clock }
render-clock-before-kick-off = avant le coup d'envoi
render-clock-half-time = mi-temps · { $clock }
render-clock-first-half = { $clock } · 1re mi-temps
render-clock-second-half = { $clock } · 2e mi-temps
render-clock-resigned = abandon · { $clock }
render-clock-forfeited = forfait · { $clock }
render-resigned-winner = { $name } abandonne : le match revient à { $winner }
render-resigned-no-winner = { $name } abandonne : pas de vainqueur
render-forfeited-winner = { $name } a dépassé son temps : le match revient à { $winner }
render-forfeited-no-winner = { $name } a dépassé son temps : pas de vainqueur
render-prepare = Avant le coup d'envoi : les deux entraîneurs choisissent leur formation en secret
render-kick-off-choice = { $name } a gagné le tirage du coup d'envoi : avec ou sans le ballon ?
render-setup-kick-off = Mise en place du coup d'envoi
render-setup-free-kick = Coup franc en { $area }
render-setup-corner = CORNER pour { $name }
render-setup-penalty = PENALTY pour { $name }
render-setup-places = { $name } place ses joueurs
render-setup-may-move = { $name } peut encore déplacer { $count } { $count ->
        [one] joueur
       *[other] joueurs
    }
render-free-kick-choice = Coup franc pour { $name } : tirer ou jouer la suite
render-target-choice = { $name } choisit une zone cible
render-target-choice-goal-kick = { $name } choisit une zone cible pour le six mètres
render-event-moves = Événement spécial : { $name } peut déplacer { $count } { $count ->
        [one] joueur
       *[other] joueurs
    } d'une zone
render-extra-movement = Six mètres lent : déplacement en plus pour { $name }
render-action-in-control = { $name } (en contrôle) : { $what }
render-action-defending = { $name } (en défense) : { $what }
render-shoot-or-move = tirer, ou choisir un mouvement
render-choose-movement = choisir un mouvement
render-moving = { $kind }, { $count ->
        [one] { $count } déplacement restant
       *[other] { $count } déplacements restants
    }
render-free-moves = déplacements libres loin de la ligne de but
render-finish = presser, remplacer ou terminer la phase
render-shootout-kick = Tirs au but : { $name } tire
render-penalty = PENALTY pour { $name } : le gardien plonge, puis le tir
render-half-time = Mi-temps : chaque entraîneur peut faire passer un joueur dans une autre ligne
render-result-penalties = Fin du match { $home }–{ $away } : { $name } gagne { $won }–{ $lost } aux tirs au but
render-result-win = Fin du match : { $name } gagne { $won }–{ $lost }
render-result-draw = Fin du match : match nul { $home }–{ $away }
render-rule-a1 = A1 condition
render-rule-a2 = A2 rôles
render-rule-a3 = A3 remplacements
render-rule-a4 = A4 blessures
render-rule-a5 = A5 gardien
render-rule-a6 = A6 styles
render-basic-rules = règles de base
render-advanced-rules = règles avancées : { $rules }
render-last-kick-scored = Dernier tir : { $name } tire { $kick }, le gardien plonge { $dive }, dé { $roll } — marqué
render-last-kick-missed = Dernier tir : { $name } tire { $kick }, le gardien plonge { $dive }, dé { $roll } — manqué
render-last-turn = Dernier tour : { $summary }

refused-away-decides = c'est maintenant à l'équipe à l'extérieur de décider
refused-home-decides = c'est maintenant à l'équipe à domicile de décider
refused-not-now = « { $what } » n'est pas permis maintenant ; tu peux choisir : { $options }
refused-not-now-more = « { $what } » n'est pas permis maintenant ; tu peux choisir : { $options } et { $more } autres
