# The words every game's picture shares. English is the source.

ended-resigned-headline = RESIGNED
ended-forfeited-headline = FORFEITED
ended-resigned = { $name } resigned: { $result }
ended-forfeited = { $name } ran out of time: { $result }
ended-goes-to = the match goes to { $name }
ended-no-winner = no winner
