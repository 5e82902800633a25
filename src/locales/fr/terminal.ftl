# Les mots propres au terminal.

player-default-name = Joueur { $seat }

play-stored = { $game } — enregistré comme match n° { $id }
play-seed = { $game } — graine { $seed } (rejoue-le avec --seed { $seed })
play-pictures-go = Les images de ce match vont dans { $folder }
play-picture = {"["}image : { $path }]
play-pictures-are = { $count ->
    [one] { $count } image de ce match est dans { $folder }
   *[other] { $count } images de ce match sont dans { $folder }
}
play-only-choice-hidden = { $name } : joué pour toi (le seul choix)
play-only-choice = { $name } : { $choice } (le seul choix)
play-not-allowed = Pas permis : { $why }
play-pass-to = Passe la main à { $name } et appuie sur Entrée.
play-your-choice = Ton choix ({ $hint }) :
play-your-choice-in-group = Ton choix ({ $hint }, 0 pour revenir) :
play-not-a-choice = « { $answer } » n'est pas un des choix : tape { $hint }.
play-not-a-choice-in-group = « { $answer } » n'est pas un des choix : tape { $hint }, 0 pour revenir.

listing-two-steps = { $heading } (d'abord l'un de ceux-ci, puis ses choix) :
listing-choices = { $count ->
    [one] { $count } choix
   *[other] { $count } choix
}
listing-back = revenir à la liste précédente
hint-list-again = ? pour revoir la liste
hint-resign = abandonner

tournament-heading = Tournoi à draft de { $game } pour { $managers } managers : { $draft }
tournament-round = Journée { $round } : { $home } – { $away }
tournament-final-table = Classement final (départage : { $tiebreak })
tournament-table-row = { $position }. { $name } J{ $played } G{ $won } N{ $drawn } P{ $lost }  { $scored }–{ $conceded }  { $points } pts
tournament-champions = Champions : { $name }

replay-board-heading = — plateau { $board } —
replay-file-seal = Sceau d'équité { $seal }
replay-written = Match n° { $id } ({ $game }) : { $boards } plateaux et le déroulé écrits dans { $folder }

simulate-progress = { $done } matchs · { $elapsed } (encore environ { $left })
ladder-heading = { $game } — les niveaux de l'ordinateur, { $matches } matchs par duel (graine { $seed }), chaque camp à domicile dans la moitié
ladder-explained = % de victoires du joueur de la ligne contre celui de la colonne (nuls entre parenthèses)
summary-heading = { $matches ->
    [one] { $matches } match de { $game } (graine { $seed }), { $players }
   *[other] { $matches } matchs de { $game } (graine { $seed }), { $players }
}
summary-goals = buts par match   { $goals }
summary-home-draw-away = domicile / nul / extérieur  { $home } % / { $draw } % / { $away } %
summary-seat-wins = place { $seat } { $rate } %
summary-wins = victoires  { $wins } · sans vainqueur unique { $none } %
summary-shootouts = séances de tirs au but  { $shootouts }
summary-plays = actions par match   { $plays }
summary-inputs = saisies par match  { $inputs }
summary-speed = matchs par seconde { $speed }

web-local-address = Les matchs du terminal de { $database } sont sur { $address } (Ctrl-C pour arrêter)
