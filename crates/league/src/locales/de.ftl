round-robin-once = Liga mit einfacher Runde
round-robin-double = Liga mit Hin- und Rückrunde
round-robin-legs = Liga mit { $legs } Runden
knockout-single = K.-o.-Runde
knockout-legs = K.-o.-Runde, Duelle mit { $legs } Spielen
swiss = Schweizer System
swiss-rounds = Schweizer System, { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
}
groups = { $groups ->
    [one] { $groups } Gruppe, die besten { $qualifiers } in die K.-o.-Runde
   *[other] { $groups } Gruppen, die besten { $qualifiers } in die K.-o.-Runde
}
draft-league = Draft-Liga, dann ein Rundenturnier
draft-league-of = Draft-Liga mit { $managers } Managern, dann ein Rundenturnier
ladder = Rangliste mit Forderungsspielen
ladder-rounds = Rangliste mit Forderungsspielen, { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
}
