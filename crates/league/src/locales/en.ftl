# A competition's format in a few words, as its summary, its web page and its news say it.
round-robin-once = round robin
round-robin-double = double round robin
round-robin-legs = round robin, { $legs } legs
knockout-single = knockout
knockout-legs = knockout, { $legs }-legged ties
swiss = Swiss
swiss-rounds = Swiss, { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}
groups = { $groups } group(s), top { $qualifiers } to a knockout
draft-league = draft league, then a round robin
draft-league-of = draft league of { $managers } managers, then a round robin
ladder = ladder
ladder-rounds = ladder, { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}
