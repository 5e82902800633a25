ended-resigned-headline = ABANDON
ended-forfeited-headline = FORFAIT
ended-resigned = { $name } a abandonné : { $result }
ended-forfeited = { $name } n'a plus de temps : { $result }
ended-goes-to = le match revient à { $name }
ended-no-winner = pas de vainqueur
