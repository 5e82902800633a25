round-robin-once = championnat en matchs simples
round-robin-double = championnat aller-retour
round-robin-legs = championnat, { $legs } rencontres par affiche
knockout-single = élimination directe
knockout-legs = élimination directe, confrontations en { $legs } manches
swiss = système suisse
swiss-rounds = système suisse, { $rounds ->
    [one] une ronde
   *[other] { $rounds } rondes
}
groups = { $groups ->
    [one] { $groups } groupe, les { $qualifiers } premiers en élimination directe
   *[other] { $groups } groupes, les { $qualifiers } premiers en élimination directe
}
draft-league = ligue draft, puis un championnat
draft-league-of = ligue draft de { $managers } managers, puis un championnat
ladder = échelle
ladder-rounds = échelle, { $rounds ->
    [one] un tour
   *[other] { $rounds } tours
}
