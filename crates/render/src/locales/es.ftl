ended-resigned-headline = ABANDONO
ended-forfeited-headline = INCOMPARECENCIA
ended-resigned = { $name } abandonó: { $result }
ended-forfeited = A { $name } se le acabó el tiempo: { $result }
ended-goes-to = el partido es para { $name }
ended-no-winner = sin ganador
