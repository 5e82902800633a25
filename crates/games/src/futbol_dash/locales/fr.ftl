# futbol_dash en français. Les noms des cartes (Nutmeg, Foul, V.A.R., Goal…) restent tels qu'ils sont imprimés.

blurb = une course de cartes aux points d'attaque pour 2 à 6 : atteins exactement 11 pour tirer, fais reculer tes adversaires, Foul et V.A.R. au tour de n'importe qui
rules = une course de cartes aux points d'attaque pour 2 à 6 joueurs. À chaque tour tu pioches une carte et tu en joues une : les cartes offensives s'ajoutent à tes points d'attaque (PA), les défensives retirent des PA à un adversaire, et les cartes qui changent le match déclenchent des événements (Halftime, Penalty, Offside, Substitution, Yellow Card et Red Card). Les PA vont de 0 à 11 et une carte qui dépasserait l'une des deux limites ne peut pas être jouée. Atteins exactement 11 — ou joue Penalty à 7 ou plus — et tu tires : choisis une carte face cachée de la grille de tir de 4 × 5 (10 Goal, 3 Save, 3 Miss, 3 Corner : on repioche, 1 Own Goal : tous les autres marquent). Les cartes d'arbitre interrompent : après chaque carte offensive ou défensive, n'importe quel autre joueur peut lui opposer un Foul (l'annuler), et un V.A.R. annule un Foul ou un autre V.A.R. ; tout le monde est interrogé à chaque fois, donc la question ne trahit rien. Regular : le premier à 3 buts gagne. Express : jusqu'à épuisement de la pioche Action ; une égalité en tête se joue aux tirs au but sur une grille de 4 × 4 (cinq choix chacun, puis mort subite). À 3 joueurs ou plus, le classement rapporte 3/1/0 (à trois) ou 3/2/1/0.
notation = Les PA sont les points d'attaque (0–11 ; exactement 11 donne un tir). Cartes : +n offensive, −n défensive ; les cases de la grille s'appellent A1–D5 (tirs au but A1–D4).

option-format = Regular est gagné par le premier à 3 buts ; Express s'arrête quand la pioche Action est épuisée : le plus de buts l'emporte et une égalité en tête va aux tirs au but.
option-window = Secondes pendant lesquelles une fenêtre d'arbitrage (Foul, V.A.R.) reste ouverte sur Discord avant que ceux qui n'ont pas répondu passent.

event-kick-off-regular = Coup d'envoi ! Futbol Dash Regular à { $players } joueurs (le premier à { $goals } buts) ; { $name } commence
event-kick-off-express = Coup d'envoi ! Futbol Dash Express à { $players } joueurs (jusqu'à épuisement de la pioche) ; { $name } commence
event-drew = { $name } pioche { $card }
event-took-off = { $name } retire { $card }
event-no-draw = { $name } ne pioche pas ce tour-ci (carton rouge)
event-skipped = { $name } passe son tour (carton jaune)
event-played = { $name } joue { $card }
event-played-on = { $name } joue { $card } sur { $target }
event-discarded = { $name } n'a aucun coup légal et défausse { $card }
event-foul = FAUTE ! { $name } annule la carte jouée par { $against }
event-var = V.A.R. ! { $name } fait annuler la décision prise par { $against }
event-cancelled = La carte { $card } jouée par { $name } est annulée
event-points = { $name } à { $ap } PA
event-offside = Hors-jeu : { $name } retombe à 0 PA
event-booked = Carton jaune : { $name } passe son prochain tour
event-sent-off = Carton rouge : { $name } saute une pioche et continue avec { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
}
event-halftime = MI-TEMPS, sifflée par { $name } : mains et PA remis à zéro, pioche remélangée, nouvelles mains
event-substituted = { $name } remplace { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
event-penalty = PENALTY ! { $name } tire
event-shot = { $name } atteint { $ap } : tir !
event-shot-goal = { $cell } : BUT
event-shot-save = { $cell } : arrêt
event-shot-miss = { $cell } : à côté
event-shot-corner = { $cell } : corner, on repioche
event-shot-own-goal = { $cell } : BUT CONTRE SON CAMP
event-goal = BUT pour { $name } ! ({ $score })
event-own-goal = Un but pour { $name } sur le but contre son camp ({ $score })
event-grid-relaid = La grille de tir est vide : les { $cards } cartes sont remises en place
event-deck-rebuilt = La pioche est vide : la défausse est mélangée en une nouvelle pioche ({ $cards })
event-deck-out = La pioche Action est épuisée : coup de sifflet final
event-long-match = Le match ne peut pas aller plus loin : il se décide aux buts
event-shootout-begins = Égalité en tête : tirs au but entre { $names }
event-shootout-scores = { $name } choisit { $cell } : marque
event-shootout-fails = { $name } choisit { $cell } : rate
event-shootout-scores-sudden-death = { $name } choisit { $cell } : marque (mort subite)
event-shootout-fails-sudden-death = { $name } choisit { $cell } : rate (mort subite)
event-sudden-death = Toujours à égalité : mort subite pour { $names }
event-shootout-grid-relaid = La grille des tirs au but est remise en place
event-lots-drawn = La mort subite ne finit pas : le tirage au sort désigne { $name }
event-shootout-won = { $name } remporte les tirs au but ({ $goals })
event-full-time = Fin du match : { $result }

ordinal = { $place ->
    [1] 1er
   *[other] { $place }e
}
placing = { $place } { $names } ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
})
placing-shared = { $place } { $names } ({ $points ->
    [one] { $points } pt chacun
   *[other] { $points } pts chacun
})

situation-goals = { $goals ->
    [one] but
   *[other] buts
}
situation-ap = PA { $ap }
situation-hand = main { $cards }
situation-reds = rouge ×{ $reds }
situation-skips = passe { $skips ->
    [one] { $skips } tour
   *[other] { $skips } tours
}

situation-heading-first-half = { $format } · { $score } · pioche { $deck } · première mi-temps
situation-heading-second-half = { $format } · { $score } · pioche { $deck } · seconde mi-temps
situation-your-turn = À toi : joue une carte.
situation-their-turn = Au tour de { $name }.
situation-your-substitution = Remplacement : retire jusqu'à { $max } cartes ({ $count } pour l'instant), puis pioches-en autant.
situation-their-substitution = { $name } fait un remplacement ({ $count ->
    [one] { $count } retirée
   *[other] { $count } retirées
} pour l'instant).
situation-window-played = { $name } a joué { $card }.
situation-window-played-on = { $name } a joué { $card } sur { $target }.
situation-window-answered = { $name } a joué { $card } ; { $referee } a répondu par { $answer }.
situation-window-answered-on = { $name } a joué { $card } sur { $target } ; { $referee } a répondu par { $answer }.
situation-window-foul-or-pass = Tu joues Foul ou tu passes ?
situation-window-var-or-pass = Tu joues V.A.R. ou tu passes ?
situation-window-others = Les autres peuvent répondre.
situation-your-penalty = Penalty : tire ! Choisis une des { $open } cartes de tir face cachée.
situation-your-shot = { $ap } PA : tire ! Choisis une des { $open } cartes de tir face cachée.
situation-their-penalty = Penalty : { $name } tire.
situation-their-shot = { $ap } PA : { $name } tire.
situation-shootout = Tirs au but ({ $level }).
situation-sudden-death = Mort subite.
situation-your-pick = À toi de choisir une case.
situation-their-pick = { $name } choisit.
situation-full-time = Fin du match.
situation-your-hand = Ta main : { $cards }

control-discard = Défausser { $card }
control-take-off = Retirer { $card }
control-sub-done = Terminé : piocher les remplaçantes
control-foul = Foul !
control-var = V.A.R. !
control-pass = Passer
control-play = { $card } → { $ap } PA
control-play-shot = { $card } → { $ap } PA : TIR
control-play-defensive = { $card } sur { $target } ({ $from } → { $to } PA)
control-play-offside = Offside sur { $target } ({ $from } → 0 PA)
control-play-on = { $card } sur { $target }
control-play-penalty = Penalty : tirer à { $ap } PA
control-play-a-card = Joue une carte
control-no-legal-play = Aucun coup légal : défausse une carte
control-discarded-detail = sans effet : défaussée face visible
control-on-whom = { $card } : sur qui ?
control-take-a-card-off = Retire une carte
control-take-off-detail = elle va à la défausse

card-effect-offensive = s'ajoute à tes points d'attaque
card-effect-defensive = retire des points d'attaque à la cible
card-effect-halftime = tout le monde défausse sa main et ses cartes de PA, la pioche est remélangée, nouvelles mains
card-effect-penalty = tire tout de suite (il faut { $ap } PA ou plus)
card-effect-offside = les PA de la cible retombent à 0
card-effect-substitution = échange jusqu'à { $max } cartes de ta main
card-effect-yellow-card = la cible passe son prochain tour
card-effect-red-card = la cible saute une pioche et garde une carte de moins jusqu'à la fin du match
card-effect-foul = annule une carte offensive ou défensive au moment où elle est jouée
card-effect-var = annule une carte d'arbitre au moment où elle est jouée

render-format-regular = Regular · le premier à { $goals }
render-format-express = Express · jusqu'à épuisement de la pioche
render-counts-first-half = première mi-temps · pioche { $deck } · défausse { $discards } · coup { $play }
render-counts-second-half = seconde mi-temps · pioche { $deck } · défausse { $discards } · coup { $play }
render-in-hand = { $cards } en main
render-goals = { $goals ->
    [one] but
   *[other] buts
}
render-goals-pens = { $goals ->
    [one] but · t.a.b. { $pens }
   *[other] buts · t.a.b. { $pens }
}
render-shot-grid = Grille de tir
render-shootout = Tirs au but
render-shootout-sudden-death = Tirs au but · mort subite
render-face-down = { $cells ->
    [one] { $cells } cachée
   *[other] { $cells } cachées
}
render-referee-window = Fenêtre d'arbitrage
render-last-play = Dernier coup
render-kick-off = coup d'envoi
render-cancelled = ANNULÉE
render-by = par { $name }
render-on = sur { $name }
render-discarded = défaussée : aucun coup légal
render-referee-foul = FAUTE : { $name }
render-referee-var = V.A.R. : { $name }
render-to-play = { $name } doit jouer une carte
render-substitution = { $name } : remplacement ({ $count ->
    [one] { $count } retirée
   *[other] { $count } retirées
} pour l'instant)
render-window-foul-or-pass = Fenêtre d'arbitrage : { $names } — Foul ou passer
render-window-var-or-pass = Fenêtre d'arbitrage : { $names } — V.A.R. ou passer
render-penalty = PENALTY : { $name } choisit une carte de tir
render-shot = { $ap } PA : { $name } choisit une carte de tir
render-shootout-picks = Tirs au but : { $name } choisit

describe-windows = { $format }, fenêtres d'arbitrage de { $seconds } s

refused-not-your-window = ce n'est pas à toi de répondre dans cette fenêtre d'arbitrage
refused-not-your-turn = c'est au tour d'un autre joueur
refused-not-in-hand = tu n'as pas de { $card } dans ta main
refused-referee-on-your-turn = { $card } ne se joue qu'en réponse à une autre carte, pas comme coup de ton tour
refused-takes-no-target = { $card } ne se joue sur personne
refused-over-most = { $card } te ferait passer de { $from } à { $to } PA ; le maximum est { $most }
refused-needs-target = { $card } a besoin d'une cible : un adversaire
refused-target-not-opponent = { $card } doit être jouée sur un adversaire de cette table
refused-target-too-low = { $card } demande une cible à au moins { $least } PA ; elle en a { $ap }
refused-offside-no-ap = Offside demande une cible qui a des PA à perdre
refused-penalty-too-soon = avec Penalty, on tire à partir de { $least } PA ; tu en as { $ap }
refused-cannot-play-now = { $card } ne peut pas être jouée maintenant
refused-cannot-play-so = { $card } ne peut pas être jouée comme ça
refused-discard-with-a-play = tu as un coup légal, donc tu ne peux pas simplement défausser
refused-substitution-most = une Substitution échange au plus { $most ->
    [one] { $most } carte
   *[other] { $most } cartes
}
refused-foul-on-referee = un Foul répond à une carte offensive ou défensive ; seul un V.A.R. répond à une carte d'arbitre
refused-var-nothing-to-answer = un V.A.R. répond à une carte d'arbitre ; il n'y en a aucune à laquelle répondre
refused-window-answers = fenêtre d'arbitrage : réponds par Foul ou V.A.R., ou passe
refused-cell-not-face-down = la case { $cell } n'est pas une carte face cachée de la grille
refused-pick-a-cell = choisis une case face cachée de la grille
refused-substitution-choice = retire des cartes pour ton remplacement, ou dis que tu as terminé
refused-your-turn = c'est ton tour : joue une carte de ta main
