# kix : les mots du jeu en français.

blurb = un duel de cartes à 2, sans dés : des cartes secrètes révélées ensemble, 30 actions en foot à 5 ou 45 en foot à 11
rules = un duel de cartes, sans dés. Chaque entraîneur a en main des cartes du paquet de 60 cartes de son club ; chaque carte a M (milieu de terrain), A (attaque), D (défense), S (buteur) et G (gardien). À chaque action, les deux choisissent une carte en secret (par MP) et elles sont révélées ensemble : gagne le milieu de terrain (M contre M), puis attaque (ton A contre son D), puis tire (ton S contre son G) pour marquer. En cas d'égalité, l'action est rejouée. Le match se termine quand il n'y a plus de cartes. En foot à 11, tu as aussi un banc et trois remplacements (avant une action au milieu de terrain), un tir à égalité donne un corner (M + S contre G + D) et la carte Mi-temps coupe la pioche du match en deux ; un match à élimination directe va en prolongation avec le banc, puis aux tirs au but.

option-format = le foot à 5 se joue avec une main de 5 cartes et 30 actions ; le foot à 11 ajoute un banc de 15, trois remplacements, des corners sur un tir à égalité et une carte Mi-temps.

format-five = foot à 5
format-eleven = foot à 11
period-match = match
period-first-half = première mi-temps
period-second-half = deuxième mi-temps
period-extra-time = prolongation
period-full-time = fin du match
phase-bench-setup = Préparation du banc
phase-midfield = Milieu de terrain
phase-attack = Attaque
phase-strike = Tir
phase-corner = Corner
phase-full-time = Fin du match

event-kick-off = Coup d'envoi ! KIX { $format } : { $home } contre { $away }
event-bench-stacked = { $name } place { $card } en haut du banc
event-bench-ready = { $name } a préparé son banc
event-substitution = { $name } : { $off } sort, { $on } entre ({ $left ->
    [one] { $left } remplacement restant
   *[other] { $left } remplacements restants
})
event-substitution-hidden = { $name } effectue un remplacement ({ $left ->
    [one] { $left } restant
   *[other] { $left } restants
})
event-goal = BUT pour { $name } ! { $home }–{ $away }
event-half-time = Mi-temps : { $home }–{ $away }
event-second-half = Deuxième mi-temps : nouvelles mains de 11 cartes
event-extra-time = À égalité après 90 minutes : prolongation avec le banc
event-full-time = Fin du match : { $home } { $home_goals }–{ $away_goals } { $away }
event-penalty-scored = Penalty de { $name } : { $striker } (S { $s }) contre { $keeper } (G { $g }), but — { $home }–{ $away }
event-penalty-saved = Penalty de { $name } : { $striker } (S { $s }) contre { $keeper } (G { $g }), arrêté — { $home }–{ $away }
event-penalty-retake = Penalty de { $name } : { $striker } (S { $s }) contre { $keeper } (G { $g }), égalité : à retirer — { $home }–{ $away }
event-lots-drawn = Toujours à égalité après { $rounds ->
    [one] { $rounds } tour
   *[other] { $rounds } tours
} de mort subite : le tirage au sort désigne { $name }
event-shootout-won = { $name } remporte les tirs au but { $home }–{ $away }

reveal-line = { $phase } : { $first } contre { $second } — { $result }
reveal-midfield-won = { $name } gagne le milieu de terrain
reveal-attack-through = { $name } fait la percée : un tir ensuite
reveal-attack-stopped = { $name } défend : retour au milieu de terrain
reveal-goal = { $name } marque
reveal-saved = { $name } arrête le tir
reveal-tie = égalité : on rejoue
reveal-corner-awarded = égalité : corner pour { $name }
reveal-corner-cleared = égalité : le corner est dégagé

situation-score = { $home } { $home_goals } – { $away_goals } { $away }   ({ $format }, action { $play })
situation-score-period = { $home } { $home_goals } – { $away_goals } { $away }   ({ $format }, { $period }, action { $play })
situation-bench-setup = Prépare ton banc : place jusqu'à trois cartes en haut (elles entrent en premier), ou confirme.
situation-midfield = Milieu de terrain : le M de ta carte contre celui de l'adversaire.
situation-you-attack = Tu attaques : ton A contre le D de l'adversaire.
situation-they-attack = L'adversaire attaque : ton D contre son A.
situation-you-strike = Tir ! Ton S contre le G de l'adversaire.
situation-they-strike = L'adversaire tire : ton G contre son S.
situation-your-corner = Ton corner : deux cartes, le M de l'une + le S de l'autre.
situation-their-corner = Corner adverse : deux cartes, le G de l'une + le D de l'autre.
situation-full-time = Fin du match.
situation-your-hand = Ta main :
situation-deck = Pioche : { $deck }
situation-deck-subs = Pioche : { $deck } · Remplacements restants : { $subs }

control-unknown-card = carte n° { $id }
control-stack-bench = Placer { $card } en haut du banc
control-bench-ready = Banc prêt
control-substitute = Remplacer { $card }
control-corner-one-card = { $card } pour { $first } et { $second } = { $total }
control-bench-placeholder = Place une carte du banc en haut, ou confirme le banc
control-first-card = Première carte : son { $ability } compte
control-your-card = Ta carte : son { $ability } compte
control-second-card = Deuxième carte : son { $ability } compte

render-next-bench-setup = Les entraîneurs préparent leur banc
render-next-midfield = Ensuite : milieu de terrain — M contre M
render-next-attack = Ensuite : { $name } attaque — A contre D
render-next-strike = Ensuite : { $name } tire — S contre G
render-next-corner = Ensuite : corner pour { $name } — M + S contre G + D
render-full-time = Fin du match
render-match-over = Match terminé
render-midfield-won = MILIEU GAGNÉ
render-midfield-won-line = { $name } attaque ensuite
render-through = PERCÉE !
render-through-line = { $name } obtient un tir
render-defended = DÉFENDU
render-defended-line = { $name } tient bon
render-goal = BUT !
render-goal-line = { $name } marque
render-saved = ARRÊT
render-saved-line = { $name } repousse le tir
render-level = ÉGALITÉ
render-level-line = l'action est rejouée
render-corner = CORNER
render-corner-line = pour { $name }
render-cleared = DÉGAGÉ
render-cleared-line = le corner ne donne rien
render-full-time-banner = FIN DU MATCH
render-pens = T.A.B. { $home }–{ $away }
render-wins-on-penalties = victoire de { $name }
render-wins = { $name } gagne { $won }–{ $lost }
render-draw = match nul { $home }–{ $away }
render-goal-full-time = fin : { $result }
render-last-play-full-time = Dernière action : { $phase } · { $home } contre { $away } · fin du match
render-last-play = Dernière action : { $phase } · { $home } contre { $away }
render-play = { $phase } · { $home } contre { $away }
render-versus = vs
render-side = Main { $hand } · Pioche { $deck }
render-side-subs = Main { $hand } · Pioche { $deck } · Rempl. { $subs }
render-plays-played = { $format } · { $plays ->
    [one] { $plays } action
   *[other] { $plays } actions
}
render-play-of = { $format } · { $play } sur { $plays } actions jouées
render-period-play = { $format } · { $period } · action { $play }
render-next-for-midfield = ensuite : M
render-next-for-attack = ensuite : A (attaque)
render-next-for-defend = ensuite : D (défense)
render-next-for-strike = ensuite : S (tir)
render-next-for-goal = ensuite : G (gardien)
render-next-for-corner = ensuite : corner, M + S
render-next-for-corner-defend = ensuite : corner, G + D
render-next-for-bench = prépare son banc
render-chosen = ✓ a choisi
render-kick-off = COUP D'ENVOI
render-kick-off-line = chacun choisit une carte

refused-not-in-hand = la carte #{ $card } n'est pas dans ta main ; choisis une des { $held } cartes que tu as
refused-bench-full = tu as déjà placé { $most } cartes du banc en haut, le maximum qui peut entrer ; confirme ton banc
refused-not-on-bench = la carte #{ $card } n'est pas une carte de ton banc encore à placer
refused-before-kick-off = le match n'a pas commencé : place jusqu'à trois cartes du banc en haut, ou confirme ton banc
refused-corner-same-card = un corner se joue avec deux cartes différentes de ta main
refused-your-corner = c'est ton corner : choisis deux cartes, une pour son M et une pour son S
refused-their-corner = c'est un corner contre toi : choisis deux cartes, une pour son G et une pour son D
refused-subs-eleven-only = les remplacements sont une règle du foot à 11
refused-subs-before-midfield = les remplacements se font avant une action au milieu de terrain
refused-subs-used = tu as déjà fait tes { $most } remplacements
refused-no-one-to-bring-on = il ne reste aucune carte à faire entrer
refused-no-corner-now = il n'y a corner qu'après un tir à égalité, en foot à 11
refused-bench-after-kick-off = le banc ne se prépare qu'avant le coup d'envoi
