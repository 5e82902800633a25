# tally : les mots du jeu en français.

blurb = un jeu de comptage pour 2 à 4 joueurs, pour les tests : le plus grand nombre choisi par un seul joueur marque
rules = à chaque manche, chaque joueur choisit 1, 2 ou 3 en secret ; le plus grand nombre choisi par un seul joueur lui rapporte un but. Après la dernière manche, celui qui a le plus de buts gagne.

option-rounds = Le nombre de manches d'un match.

event-round-scorer = Manche { $round } : { $picks } — { $name } marque
event-round-no-scorer = Manche { $round } : { $picks } — aucun plus grand nombre unique
event-extra-round = Égalité en tête : une manche de plus
event-lots-drawn = Toujours à égalité : le tirage au sort désigne { $name }
event-full-time = Fin du match : { $score }

situation-round = Manche { $round } sur { $rounds } · { $score }
situation-still-to-pick = Doivent encore choisir : { $names }
situation-you-picked = Tu as choisi { $number }.
situation-pick = { $name }, choisis 1, 2 ou 3 en secret.

control-pick = Choisir { $number }
control-placeholder = Ton choix (secret)

render-title-full-time = Tally · fin du match après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}
render-title-round = Tally · manche { $round } sur { $rounds }
render-last-pick = dernier choix : { $number }

describe-rounds = { $rounds } manches

refused-not-a-pick = { $number } n'est pas un choix possible ; choisis 1, 2 ou 3
