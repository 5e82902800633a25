# The options grammar's words: what a value may be, and why options were refused.
# `$game` names what the options are of: a game, or a competition's format.
option-any-of = any of { $names }, comma-separated
option-yes-no = `yes` or `no`
option-number = a number from { $min } to { $max }
list-or = { $first } or { $last }
option-game-has-none = { $game } has no options
option-game-has = { $game }'s options are { $keys }
option-unknown = { $game } has no option `{ $key }`; { $theirs }
option-elsewhere = { $game } has no option `{ $key }` (that is an option of { $games }); { $theirs }
option-twice = `{ $key }` is given twice; give it once
option-bad-value = { $game } has no { $noun } '{ $value }'; use { $values }
option-empty = `{ $key }` is empty; use { $values }
