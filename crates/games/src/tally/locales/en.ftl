# tally: the game's words. English is the source; every other language has the same messages.

blurb = a counting game for 2 to 4 players, for tests: the highest unique pick scores
rules = each round every player picks 1, 2 or 3 in secret; the highest number picked by exactly one player scores them a goal. The most goals after the last round win.

# /rules: the option's help, word for word the option list's own.
option-rounds = How many rounds a match has.

# Play-by-play. $picks lists each player's pick ("Ann 2, Bob 3").
event-round-scorer = Round { $round }: { $picks } — { $name } score
event-round-no-scorer = Round { $round }: { $picks } — no unique highest pick
event-extra-round = The lead is shared: an extra round
event-lots-drawn = Still level: lots go to { $name }
event-full-time = Full time: { $score }

# What a player sees.
situation-round = Round { $round } of { $rounds } · { $score }
situation-still-to-pick = Still to pick: { $names }
situation-you-picked = You picked { $number }.
situation-pick = { $name }, pick 1, 2 or 3 in secret.

# The menu.
control-pick = Pick { $number }
control-placeholder = Your pick (secret)

# The picture. "Tally" is the game's name.
render-title-full-time = Tally · full time after { $rounds } rounds
render-title-round = Tally · round { $round } of { $rounds }
render-last-pick = last pick { $number }

describe-rounds = { $rounds } rounds

# Why a move was refused.
refused-not-a-pick = { $number } is not a pick; pick 1, 2 or 3
