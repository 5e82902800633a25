# The lines every game shares. English is the source; every other language has the same messages.

timed-out-passes = { $name }'s time ran out: they pass
timed-out-computer-moved = { $name }'s time ran out: the computer moved
resigned = { $name } resigned
forfeited-on-time = { $name } forfeited on time

final-score = Final score: { $score }
final-score-resigned = Final score: { $score } ({ $name } resigned)
final-score-forfeited = Final score: { $score } ({ $name } forfeited)
final-score-penalties = Final score: { $score } — { $name } wins { $won }–{ $lost } on penalties
final-score-winner = Final score: { $score } — { $name } wins
final-score-no-winner = Final score: { $score } — no outright winner
final-score-draw = Final score: { $score } — a draw

to-move = { $name } to move.
waiting-to-answer = Waiting for { $names } to answer.
waiting-for = Waiting for { $names }.
waiting-for-chosen = Waiting for { $names } (chosen: { $chosen }).

# /rules: the options after the rules. English words its values from the option list itself.
options-heading = Options:
option-result-needed = a cup tie: a level match is decided (extra time or penalties, as the game has them).
option-line = `{ $key }` — { $help } Values: { $values }. Default: { $default }.
option-default-none = none

# How many play: "2 to 6".
seats-range = { $min } to { $max }
options-cup-tie = { $options }, cup tie

# Why a move was refused (the game's own reasons are in its folder's catalogue).
refused-match-over = the match is already over
refused-no-such-seat = there is no seat { $seat } in this match
refused-not-your-move = it is not your move: { $why }
refused-already-chosen = you have already made your choice; wait for the other side
refused-nothing-to-auto-move = the computer found nothing to move for that seat
refused-nothing-to-move = there is nothing to move for that seat
refused-another-game = that move belongs to another game

# Options refused. $noun is what the value is for: in English a noun ("format"), in every other
# language the option's key as it is typed ("`format`").
# "a, b or c"

