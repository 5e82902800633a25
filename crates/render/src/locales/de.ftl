ended-resigned-headline = AUFGEGEBEN
ended-forfeited-headline = KAMPFLOS
ended-resigned = { $name } hat aufgegeben: { $result }
ended-forfeited = { $name } ist die Zeit abgelaufen: { $result }
ended-goes-to = das Spiel geht an { $name }
ended-no-winner = kein Sieger
