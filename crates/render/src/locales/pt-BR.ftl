ended-resigned-headline = DESISTÊNCIA
ended-forfeited-headline = W.O.
ended-resigned = { $name } desistiu: { $result }
ended-forfeited = O tempo de { $name } acabou: { $result }
ended-goes-to = a partida fica com { $name }
ended-no-winner = sem vencedor
