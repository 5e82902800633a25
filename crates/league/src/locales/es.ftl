round-robin-once = liga a una vuelta
round-robin-double = liga a doble vuelta
round-robin-legs = liga a { $legs } vueltas
knockout-single = eliminatoria
knockout-legs = eliminatoria, cruces a { $legs } partidos
swiss = sistema suizo
swiss-rounds = sistema suizo, { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
}
groups = { $groups ->
    [one] { $groups } grupo, los { $qualifiers } primeros a una eliminatoria
   *[other] { $groups } grupos, los { $qualifiers } primeros a una eliminatoria
}
draft-league = liga de draft, luego una liguilla
draft-league-of = liga de draft de { $managers } mánagers, luego una liguilla
ladder = escalera
ladder-rounds = escalera, { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
}
