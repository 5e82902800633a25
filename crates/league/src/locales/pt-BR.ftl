round-robin-once = pontos corridos em turno único
round-robin-double = pontos corridos em turno e returno
round-robin-legs = pontos corridos em { $legs } turnos
knockout-single = mata-mata
knockout-legs = mata-mata, confrontos de { $legs } jogos
swiss = sistema suíço
swiss-rounds = sistema suíço, { $rounds ->
    [one] uma rodada
   *[other] { $rounds } rodadas
}
groups = { $groups ->
    [one] { $groups } grupo, os { $qualifiers } primeiros para o mata-mata
   *[other] { $groups } grupos, os { $qualifiers } primeiros para o mata-mata
}
draft-league = liga de draft, depois pontos corridos
draft-league-of = liga de draft com { $managers } técnicos, depois pontos corridos
ladder = escada
ladder-rounds = escada, { $rounds ->
    [one] uma rodada
   *[other] { $rounds } rodadas
}
