# The terminal's own words. English is the source.

# A person's seat with no name given.
player-default-name = Player { $seat }

play-stored = { $game } — stored as match #{ $id }
play-seed = { $game } — seed { $seed } (replay it with --seed { $seed })
play-pictures-go = Pictures of this match go to { $folder }
play-picture = {"["}picture: { $path }]
play-pictures-are = { $count ->
    [one] { $count } picture of this match is in { $folder }
   *[other] { $count } pictures of this match are in { $folder }
}
# In hotseat the others watch the screen, so the choice is not named.
play-only-choice-hidden = { $name }: played for you (the only choice)
play-only-choice = { $name }: { $choice } (the only choice)
play-not-allowed = Not allowed: { $why }
play-pass-to = Pass to { $name } and press Enter.
play-your-choice = Your choice ({ $hint }):
play-your-choice-in-group = Your choice ({ $hint }, 0 to go back):
play-not-a-choice = '{ $answer }' is not one of the choices: type { $hint }.
play-not-a-choice-in-group = '{ $answer }' is not one of the choices: type { $hint }, 0 to go back.

# A two-step menu: its groups first, then the chosen group's choices.
listing-two-steps = { $heading } (first one of these, then its choices):
listing-choices = { $count ->
    [one] { $count } choice
   *[other] { $count } choices
}
listing-back = back to the list before
hint-list-again = ? to list again
# The word typed to resign (the English one is always taken too).
hint-resign = resign

tournament-heading = { $game } draft tournament for { $managers } managers: the { $draft }
tournament-round = Round { $round }: { $home } v { $away }
tournament-final-table = Final table (tie-break: { $tiebreak })
# P played, W won, D drawn, L lost; then goals for–against and points.
tournament-table-row = { $position }. { $name } P{ $played } W{ $won } D{ $drawn } L{ $lost }  { $scored }–{ $conceded }  { $points } pts
tournament-champions = Champions: { $name }

replay-board-heading = — board { $board } —
replay-file-seal = Fairness seal { $seal }
replay-written = Match #{ $id } ({ $game }): { $boards } boards and the play-by-play written to { $folder }

# $done, $elapsed and $left are filled in by the progress bar.
simulate-progress = { $done } matches · { $elapsed } (about { $left } left)
ladder-heading = { $game } — the computer's levels, { $matches } matches per pairing (seed { $seed }), each side at home in half
ladder-explained = win % of the row's player against the column's (draws in brackets)
summary-heading = { $matches ->
    [one] { $matches } match of { $game } (seed { $seed }), { $players }
   *[other] { $matches } matches of { $game } (seed { $seed }), { $players }
}
summary-goals = goals per match   { $goals }
summary-home-draw-away = home / draw / away  { $home }% / { $draw }% / { $away }%
summary-seat-wins = seat { $seat } { $rate }%
summary-wins = wins  { $wins } · no single winner { $none }%
summary-shootouts = shoot-outs        { $shootouts }
summary-plays = plays per match   { $plays }
summary-inputs = inputs per match  { $inputs }
summary-speed = matches per second { $speed }

# `touchline web --local`: where the pages are.
web-local-address = The terminal matches of { $database } are at { $address } (Ctrl-C stops)
