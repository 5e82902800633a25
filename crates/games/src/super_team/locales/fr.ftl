# super_team : les mots du jeu en français.

blurb = 2 joueurs ou en solo contre l'AutoTeam, ~30 min : un jeu de plateau sur quadrillage piloté par des cartes, avec tactiques, dés et moral
rules = **Super Team** — chaque entraîneur a une pioche de 12 cartes et six pions (Gardien, Capitaine et quatre autres) sur un quadrillage de 11 × 15. À ton tour, joue 1 à 3 cartes, chacune pour son instruction imprimée (la moitié attaque ou défense d'une tactique, une compétence du Capitaine ou de l'entraîneur) ou comme un mouvement ou une action, puis complète ta main à quatre. Un mouvement déplace un pion de 1–2 cases (un pion inactif 1 case pour 1 de moral ; le Gardien 1) ; le porteur du ballon s'arrête à côté d'un adversaire. Actions : l'attaquant passe, tire ou dribble, le défenseur tacle ; chacun lance le dé vert plus un dé blanc par marqueur d'entraîneur sur la caractéristique (les blancs ont une face −1), et le moral (0–3) s'ajoute au jet. Une passe demande la moitié de sa distance (arrondie au supérieur) plus 1 par adversaire sur sa ligne. Un tir : chacun choisit en secret une tuile de tir (E, F, G) — le ballon va vers celle du tireur, le gardien se décale vers la sienne — puis chacun engage du moral en secret ; l'égalité fait but. Les tactiques réussies rapportent Mouvements, Actions et moral ; les tactiques d'équipe donnent aussi une carte Fatigue. Chaque fois qu'une pioche est remélangée, la piste du temps avance ; mi-temps à 45', fin du match à 90'. En solo : l'AutoTeam joue deux cartes par tour de sa propre pioche.
notation = Les cases sont colonne A–K et rangée 1–15 (le domicile défend la rangée 1). Pions : G Gardien, C Capitaine, #2–#5 ; en minuscule, couché (déplacé ce tour). Marqueurs : P Passe, S Tir, D Dribble, T Tacle, G GK.

option-format = Un Match rapide distribue à chaque camp une équipe et un capitaine ; dans la Partie complète, chacun garde un plateau d'équipe sur deux et un plateau de capitaine sur deux, choisis en secret.
option-variations = Les variantes de la règle, combinables à volonté.
option-solo = Joue seul contre l'AutoTeam, qui tire de sa propre pioche : facile, normal ou difficile.

config-quick = Match rapide
config-full = Partie complète
config-advanced = plateaux avancés
config-long = match plus long
config-harder = Jeu plus difficile
config-offside = Piège du hors-jeu
config-kick-anywhere = dégagements n'importe où
config-solo = en solo contre l'AutoTeam { $level ->
        [easy] facile
        [hard] difficile
       *[other] normal
    }

piece-goalie = Gardien
piece-captain = Capitaine
stat-pass = Passe
stat-shoot = Tir
stat-dribble = Dribble
stat-tackle = Tacle
stat-gk = GK
step-forward-pass = Passe en avant
step-backward-pass = Remise
step-cross-pass = Passe latérale
step-through-pass = Passe en profondeur
step-in-between-pass = Passe entre deux
step-forward-move = Montée
step-backward-move = Repli
step-free-move = Déplacement libre
step-forward-move-marking = Montée & marquage
step-backward-move-marking = Repli & marquage
reward-movement = Mouvement
reward-action = Action
reward-morale = Moral
rewards-movement = { $n ->
        [one] 1 Mouvement
       *[other] { $n } Mouvements
    }
rewards-action = { $n ->
        [one] 1 Action
       *[other] { $n } Actions
    }
rewards-morale = { $n } Moral

column-e = E (gauche)
column-f = F (centre)
column-g = G (droite)

card-chain = { $steps } → { $rewards }
card-chain-marked = { $steps } (porteur marqué) → { $rewards }
card-tactic = attaque : { $attack } ; défense : { $defend }
card-coach-cost = { $effect } ; coûte { $cost } de moral
card-fatigue = un mouvement seulement
effect-solo-run = Capitaine porteur : déplace le Capitaine, puis encore (sans moral la 2e fois)
effect-finesse-shot = Capitaine porteur à 5 ou moins du but : tire, sans tenir compte des contres
effect-killer-ball = Capitaine porteur : passe, sans tenir compte des contres
effect-take-on = Capitaine porteur, à côté d'un adversaire : échange de place, puis déplace-toi
effect-shoulder-charge = Adversaire à côté du Capitaine : repousse-le d'une case, puis déplace-toi
effect-volley = Ballon libre à 2 ou moins : amène le Capitaine dessus, puis tire
effect-overlap = En attaque, Capitaine sans ballon : déplace-le, puis un coéquipier le sert
effect-screen = En défense à 2 ou moins du ballon : déplace-toi, puis repousse un adversaire voisin
effect-armband = Gagne 1 de moral et relève le Capitaine
coach-team-talk = gagne 2 de moral
coach-tactical-switch = déplace jusqu'à 2 marqueurs d'entraîneur (pas GK)
coach-fresh-legs = rends jusqu'à 2 cartes Fatigue
coach-high-press = relève tous tes pions
coach-long-ball = le porteur passe, sans tenir compte des contres
coach-set-piece = le porteur tire, sans tenir compte des contres

use-tactic = { $steps }{ $marked ->
        [yes] {" "}(porteur marqué)
       *[no] {""}
    } ; donne { $rewards }{ $fatigue ->
        [yes] {" "}+ Fatigue
       *[no] {""}
    }
use-movement = un mouvement : un pion de 1–2 cases (un pion couché 1, pour 1 de moral)
use-action-attacking = une action : passe, tir ou dribble
use-action-defending = une action : tacle sur le porteur du ballon
use-discard = défaussée pour rien (Jeu plus difficile, une fois par tour)

roll = dés { $dice }
roll-bonus = dés { $dice }, { $bonus } de bonus
roll-morale = dés { $dice }, +{ $morale } de moral
roll-bonus-morale = dés { $dice }, { $bonus } de bonus, +{ $morale } de moral
shot-side = { $roll } = { $total }, moins la puissance { $power } → marge { $margin }

event-boards = Plateaux : { $home } joue { $home_team } avec { $home_captain } ; { $away } joue { $away_team } avec { $away_captain }.
event-markers = Marqueurs d'entraîneur : { $home } { $home_markers } · { $away } { $away_markers }.
event-start-roll = Jet de départ { $home_roll }–{ $away_roll } : { $name } commence.
event-kick-off = Coup d'envoi — { $name } a le ballon en F8.
event-kick-off-second-half = Seconde période : coup d'envoi — { $name } a le ballon en F8.
event-play-instruction = { $name } joue { $card } pour son instruction.
event-play-movement = { $name } joue { $card } comme mouvement.
event-play-action = { $name } joue { $card } comme action.
event-play-discard = { $name } défausse { $card }.
event-run = { $piece } ({ $name }) court { $from } → { $to }.
event-run-ball = { $piece } ({ $name }) court { $from } → { $to } avec le ballon.
event-run-paying = { $piece } ({ $name }) court { $from } → { $to } (pour { $morale } de moral).
event-run-ball-paying = { $piece } ({ $name }) court { $from } → { $to } avec le ballon (pour { $morale } de moral).
event-pass-arrives = { $name } passe { $from } → { $to }, il faut { $power } : { $roll } — elle arrive.
event-pass-fails = { $name } passe { $from } → { $to }, il faut { $power } : { $roll } — elle échoue, le ballon finit en { $lands }.
event-kick-out = Le Gardien ({ $name }) dégage vers { $to }.
event-shot-declared = { $name } tire depuis { $from } ! Chacun choisit une tuile de tir.
event-tiles = Tuiles : { $shooter } vise { $aim }, { $keeper_side } couvre { $guard } ; le Gardien est en { $keeper }. Puissance { $attack } à battre, gardien { $defence }.
event-shot-goal-level = { $name } tire vers { $target } : { $shooter_roll } ; Gardien ({ $keeper_side }) : { $keeper_roll } — égalité, qui profite au tireur : BUT !
event-shot-goal = { $name } tire vers { $target } : { $shooter_roll } ; Gardien ({ $keeper_side }) : { $keeper_roll } — le tireur l'emporte : BUT !
event-shot-saved = { $name } tire vers { $target } : { $shooter_roll } ; Gardien ({ $keeper_side }) : { $keeper_roll } — le Gardien l'emporte : arrêt ou contre, le ballon finit en { $lands }.
event-goal = But pour { $name } !
event-dribble-past-level = { $piece } ({ $name }) dribble : { $roll } contre { $other_piece } ({ $other }) : { $other_roll } — égalité, qui profite au dribbleur : passé !
event-dribble-past = { $piece } ({ $name }) dribble : { $roll } contre { $other_piece } ({ $other }) : { $other_roll } — passé !
event-dribble-stopped = { $piece } ({ $name }) dribble : { $roll } contre { $other_piece } ({ $other }) : { $other_roll } — arrêté.
event-tackle-won = { $piece } ({ $name }) tacle : { $roll } contre { $other_piece } ({ $other }) porteur du ballon : { $other_roll } — ballon récupéré !
event-tackle-kept-level = { $piece } ({ $name }) tacle : { $roll } contre { $other_piece } ({ $other }) porteur du ballon : { $other_roll } — égalité, qui profite au porteur : il le garde.
event-tackle-kept = { $piece } ({ $name }) tacle : { $roll } contre { $other_piece } ({ $other }) porteur du ballon : { $other_roll } — le porteur garde le ballon.
event-pushed = { $piece } ({ $name }) est repoussé { $from } → { $to }.
event-bypassed = Le Capitaine ({ $name }) échange sa place : { $from } ⇄ { $to }.
event-morale-gained = { $name } gagne { $n } de moral.
event-markers-moved = { $name } déplace des marqueurs d'entraîneur : { $markers }.
event-stood-up = Les pions de { $name } se relèvent.
event-fatigue-drawn = { $name } pioche une carte Fatigue.
event-fatigue-returned = { $name } rend { $n ->
        [one] 1 carte Fatigue
       *[other] { $n } cartes Fatigue
    }.
event-tactic-done = { $card } ({ $name }) réussit : récompenses à prendre.
event-tactic-failed-pass = { $card } ({ $name }) échoue (une passe n'est pas arrivée) : pas de récompense.
event-tactic-failed-ball = { $card } ({ $name }) échoue (le ballon a changé de camp avant sa dernière étape) : pas de récompense.
event-tactic-failed-no-way = { $card } ({ $name }) échoue (son étape suivante ne menait nulle part) : pas de récompense.
event-reshuffled = { $name } remélange : l'horloge passe à { $minute }'.
event-half-time = Mi-temps. Les entraîneurs replacent leurs marqueurs (ceux de GK restent).
event-extra-time = Égalité à la 90' : prolongation avec but en or.
event-full-time = Fin du match.
event-roll-off = Toujours à égalité : départage aux dés { $home_roll }–{ $away_roll }, { $name } se qualifie.
event-auto-card-decide = L'AutoTeam retourne la carte { $card } pour décider.
event-auto-card-play = L'AutoTeam retourne la carte { $card } pour jouer.

situation-score-carried = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (fin de période à { $half_ends }') · ballon en { $ball } pour { $piece } ({ $name })
situation-score-loose = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (fin de période à { $half_ends }') · ballon en { $ball } (libre)
situation-team = { $name }{ $boards } : { $pieces } · moral { $morale }
situation-team-markers = { $name }{ $boards } : { $pieces } · moral { $morale } · marqueurs { $markers }
situation-your-hand = Ta main :
situation-keep-boards = Garde un plateau d'équipe ({ $team1 } ou { $team2 }) et un Capitaine ({ $captain1 } ou { $captain2 }).
situation-lay-markers = Place tes six marqueurs d'entraîneur (deux au plus par caractéristique) : Passe, Tir, Dribble, Tacle, GK.
situation-waiting-markers = En attente des marqueurs d'entraîneur.
situation-half-time-markers = Mi-temps : replace tes marqueurs d'entraîneur (ceux de GK restent).
situation-half-time-waiting = Mi-temps : en attente des marqueurs.
situation-shooting = { $name } tire.
situation-shot-powers = Puissance à battre { $attack }, celle du gardien { $defence }.
situation-pick-tile = Choisis ta tuile de tir (E, F ou G) en secret.
situation-commit-shot-morale = Engage ton moral (0–3) en secret.
situation-dribble = Un dribble : chacun engage du moral (0–3) en secret.
situation-tackle = Un tacle : chacun engage du moral (0–3) en secret.
situation-task-attacking = { $name } (en attaque) — { $task }.
situation-task-defending = { $name } (en défense) — { $task }.
situation-must-kick = { $name } : le Gardien tient le ballon dans la surface — il doit d'abord passer ou dégager.
situation-card-attacking = { $name } (en attaque), carte { $n } sur 3 au plus.
situation-card-defending = { $name } (en défense), carte { $n } sur 3 au plus.
situation-over = Le match est terminé.

task-move = { $captain ->
        [yes] déplace le Capitaine
       *[no] déplace un pion
    }{ $way ->
        [forward] {" "}vers l'avant
        [backward] {" "}vers l'arrière
       *[any] {""}
    }{ $marking ->
        [yes] , en finissant à côté d'un adversaire
       *[no] {""}
    }{ $ball ->
        [yes] {" "}sur le ballon libre
       *[no] {""}
    }
task-action = une action
task-pass-step = { $step } : choisis la cible
task-pass = une passe : choisis la cible
task-pass-morale = la passe vers { $to } demande une puissance de { $power } : tu peux ajouter du moral
task-shoot = tire
task-push = repousse un adversaire à côté du Capitaine
task-bypass = échange le Capitaine avec un adversaire voisin
task-markers = déplace jusqu'à { $n ->
        [one] 1 marqueur
       *[other] { $n } marqueurs
    } d'entraîneur
task-rewards = prends les récompenses ({ $rewards })

control-keep-boards = Garder { $team } avec { $captain }
control-markers = Marqueurs { $markers }
control-play-instruction = { $card } : son instruction
control-play-movement = { $card } comme mouvement
control-play-action = { $card } comme action
control-play-discard = Défausser { $card }
control-end-turn = Finir le tour
control-move = { $piece } { $from } → { $to }{ $ball ->
        [collect] {" "}(récupère le ballon)
        [onto] {" "}(sur le ballon)
       *[no] {""}
    }{ $morale ->
        [yes] , 1 de moral
       *[no] {""}
    }
control-pass = Passe vers { $to }, puissance { $power }
control-pass-to-piece = Passe vers { $to } ({ $piece }), puissance { $power }
control-shoot = Tirer !
control-dribble = Dribbler leur { $piece }
control-tackle = Tacler avec ton { $piece }
control-kick-out = Le Gardien dégage vers { $to } (sans jet)
control-push = Repousser leur { $piece } en { $to }
control-bypass = Échanger avec leur { $piece }
control-shift = Un marqueur { $from } → { $to }
control-morale = { $n } de moral
control-tile = Tuile de tir { $tile }
control-take-movement = Prendre un Mouvement
control-take-action = Prendre une Action
control-take-morale = Prendre 1 de moral
control-done = Terminé
control-give-up = Y renoncer
control-menu-boards = Garde un plateau d'équipe et un Capitaine
control-menu-markers = Place tes marqueurs d'entraîneur (P S D T G)
control-group-gk = { $n } sur GK
control-then-markers = Marqueurs avec { $group }
control-menu-play = Joue une carte
control-menu-pieces = Quel pion, où
control-group-piece = { $piece } en { $space }
control-group-their-piece = leur { $piece } en { $space }
control-group-other = Autre
control-then-where = { $group } : où ?
control-menu-action = Choisis l'action
control-group-pass-row = Passe vers la rangée { $row }
control-group-other-actions = Dribble, tacle ou dégagement
control-then-which = { $group } : laquelle ?
control-menu-shift = Déplace un marqueur d'entraîneur

render-quick = Match rapide
render-full = Partie complète
render-advanced = { $format } · plateaux avancés
render-solo = Solo contre l'AutoTeam ({ $level ->
        [easy] facile
        [hard] difficile
       *[other] normal
    }) · { $format }
render-first-half = première période · { $minute }'
render-second-half = seconde période · { $minute }'
render-extra-time = prolongation · { $minute }'
render-autoteam-board = Plateau de l'AutoTeam : { $level ->
        [easy] facile
        [hard] difficile
       *[other] normal
    }
render-boards-hidden = plateaux non révélés
render-morale = Moral
render-markers = marqueurs { $markers }
render-markers-hidden = marqueurs cachés
render-autoteam-counts = { $markers } · pioche { $deck }
render-counts = { $markers } · main { $hand } · pioche { $deck } · Fatigue { $fatigue } en défausse
render-standing = { $n } sur 6 debout
render-bank = Pioche Fatigue { $fatigue } · réserve de moral { $bank }
render-this-turn = { $name } ce tour-ci
render-autoteam-card = Carte de l'AutoTeam { $n } sur 12
render-autoteam-deck = { $n ->
        [one] plus qu'une carte dans sa pioche
       *[other] plus que { $n } cartes dans sa pioche
    }
render-used-instruction = instruction
render-used-movement = un mouvement
render-used-action = une action
render-used-discard = défaussée
render-no-card = aucune carte jouée pour l'instant
render-last = Dernière action : { $what }
render-last-pass = passe
render-last-pass-failed = passe (ratée)
render-last-kick-out = dégagement
render-last-dribble = dribble
render-last-dribble-stopped = dribble (arrêté)
render-last-tackle = tacle
render-last-tackle-missed = tacle (raté)
render-last-goal = BUT
render-last-shot = tir (pas de but)
render-markers-secret = Les deux entraîneurs placent en secret leurs marqueurs
render-half-time = Mi-temps : les entraîneurs replacent en secret leurs marqueurs
render-shot-powers = { $name } tire : puissance { $attack } à battre, gardien { $defence } — moral en secret
render-shot-tiles = { $name } tire : chacun choisit en secret une tuile de tir
render-duel = Un duel : chacun engage du moral en secret
render-to-play-attacking = À { $name } de jouer (en attaque) · carte { $n } sur 3 au plus
render-to-play-defending = À { $name } de jouer (en défense) · carte { $n } sur 3 au plus
render-full-time = Fin du match

refused-not-in-hand = la carte { $card } n'est pas dans ta main
refused-three-cards-played = tu as joué tes trois cartes ce tour-ci : finis le tour
refused-fatigue-movement-only = une carte Fatigue ne se joue que comme mouvement (dans le Jeu plus difficile, elle peut aussi être défaussée une fois par tour)
refused-instruction-not-now = la carte { $card } ne peut pas être jouée pour son instruction maintenant : sa condition n'est pas remplie ou ses étapes ne peuvent pas toutes être réalisées d'ici
refused-goalie-first = ton Gardien tient le ballon dans ta surface : la première chose que tu fais doit être sa passe ou son dégagement
refused-nothing-to-do-with = la carte { $card } ne peut pas être jouée ainsi maintenant : on ne pourrait rien en faire
refused-not-this-task = ce n'est pas un choix possible pour ce que tu fais maintenant ({ $task })
refused-doing-movement = un mouvement
refused-doing-action = une action
refused-doing-pass = choisir où passer
refused-doing-pass-morale = le moral pour ta passe
refused-doing-shot = le tir
refused-doing-push = la poussée
refused-doing-bypass = l'échange du Capitaine avec un adversaire
refused-doing-markers = déplacer des marqueurs d'entraîneur
refused-doing-rewards = prendre les récompenses
refused-end-turn-first-card = joue au moins une carte avant de finir le tour
refused-morale-commit = tu peux engager de 0 à { $most } de moral maintenant, pas { $n }
refused-tile-column = les tuiles de tir sont les colonnes 0 à 2 (E, F, G), pas { $column }
refused-markers-layout = place les six marqueurs d'entraîneur, deux au plus par caractéristique (à la mi-temps, ceux de GK restent)
refused-boards-dealt = garde un des deux plateaux d'équipe et un des deux plateaux de capitaine qu'on t'a distribués
refused-not-now = ce n'est pas quelque chose que tu peux faire maintenant
refused-other-sides-turn = c'est au tour de l'adversaire
refused-wait-other-side = tu as déjà choisi ; attends l'adversaire

engine-side-autoteam = AutoTeam ({ $level ->
        [easy] facile
        [hard] difficile
       *[other] normal
    })
