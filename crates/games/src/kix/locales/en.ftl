# kix: the game's words. English is the source; every other language has the same messages.

blurb = a card duel for 2, no dice: secret cards revealed together, 30 plays in 5-a-side or 45 in 11-a-side
rules = a card duel, no dice. Each manager holds a hand from their club's 60-card pack; every card has M (midfield), A (attack), D (defence), S (striker) and G (goalie). Each play, both choose a card in secret (by DM) and they are revealed together: win the midfield (M v M), then attack (your A v their D), then strike (your S v their G) to score. Ties replay the position. The match ends when the cards run out. In 11-a-side you also have a bench and three substitutions (before a midfield play), a tied strike is a corner (M + S v G + D), and the Half-Time card splits the match deck; a cup tie goes to extra time from the bench, then penalties.

# /rules: the options. Each help is the option list's own English, word for word.
option-format = 5-a-side is a hand of 5 and 30 plays; 11-a-side adds a bench of 15, three substitutions, corners on a level strike and a Half-Time card.

# The formats, periods and plays as people read them. Ability letters (M A D S G), card names
# and specialist marks (GK DEF MID ATT) are printed on the cards and are never translated.
format-five = 5-a-side
format-eleven = 11-a-side
# A period inside a line ("play 12, first half").
period-match = match
period-first-half = first half
period-second-half = second half
period-extra-time = extra time
period-full-time = full time
phase-bench-setup = Bench set-up
phase-midfield = Midfield
phase-attack = Attack
phase-strike = Strike
phase-corner = Corner
phase-full-time = Full time

# Play-by-play.
event-kick-off = Kick-off! { $format } KIX: { $home } v { $away }
event-bench-stacked = { $name } stacks { $card } on the bench
event-bench-ready = { $name } has set the bench
event-substitution = { $name }: { $off } off, { $on } on ({ $left } subs left)
event-substitution-hidden = { $name } makes a substitution ({ $left } left)
event-goal = GOAL for { $name }! { $home }–{ $away }
event-half-time = Half time: { $home }–{ $away }
event-second-half = Second half: new hands of 11
event-extra-time = Level after 90: extra time from the bench
event-full-time = Full time: { $home } { $home_goals }–{ $away_goals } { $away }
# A penalty: who shoots, the striker's S against the keeper's G, then the shoot-out score.
event-penalty-scored = Penalty { $name }: { $striker } (S { $s }) against { $keeper } (G { $g }) scores — { $home }–{ $away }
event-penalty-saved = Penalty { $name }: { $striker } (S { $s }) against { $keeper } (G { $g }) is saved — { $home }–{ $away }
event-penalty-retake = Penalty { $name }: { $striker } (S { $s }) against { $keeper } (G { $g }) is level: retake — { $home }–{ $away }
event-lots-drawn = Still level after { $rounds } rounds of sudden death: lots go to { $name }
event-shootout-won = { $name } wins the shoot-out { $home }–{ $away }

# A revealed play: the play, each side's cards ("A. Abara A 79"), and what came of it.
reveal-line = { $phase }: { $first } v { $second } — { $result }
reveal-midfield-won = { $name } wins the midfield
reveal-attack-through = { $name } breaks through: a strike next
reveal-attack-stopped = { $name } defends: back to midfield
reveal-goal = { $name } scores
reveal-saved = { $name } saves
reveal-tie = level: play it again
reveal-corner-awarded = level: corner to { $name }
reveal-corner-cleared = level: the corner is cleared

# What a manager sees before choosing.
situation-score = { $home } { $home_goals } – { $away_goals } { $away }   ({ $format }, play { $play })
situation-score-period = { $home } { $home_goals } – { $away_goals } { $away }   ({ $format }, { $period }, play { $play })
situation-bench-setup = Set your bench: stack up to three cards on top (they come on first), or confirm.
situation-midfield = Midfield: your card's M against theirs.
situation-you-attack = You attack: your A against their D.
situation-they-attack = They attack: your D against their A.
situation-you-strike = Strike! Your S against their G.
situation-they-strike = They strike: your G against their S.
situation-your-corner = Your corner: two cards, M of one + S of the other.
situation-their-corner = Their corner: two cards, G of one + D of the other.
situation-full-time = Full time.
# The heading over the hand's columns (M A D S G follow it, aligned by the program).
situation-your-hand = Your hand:
situation-deck = Deck { $deck }
situation-deck-subs = Deck { $deck } · Subs left { $subs }

# A manager's menus (at most 100 characters).
control-unknown-card = card #{ $id }
control-stack-bench = Put { $card } on top of the bench
control-bench-ready = Bench ready
control-substitute = Substitute { $card } off
# A one-card hand at a corner: the card counts for both values.
control-corner-one-card = { $card } for { $first } and { $second } = { $total }
control-bench-placeholder = Stack a bench card on top, or confirm the bench
control-first-card = First card: its { $ability }
control-your-card = Your card: its { $ability }
control-second-card = Second card: its { $ability }

# The picture.
render-next-bench-setup = Managers are setting their benches
render-next-midfield = Next: midfield — M v M
render-next-attack = Next: { $name } attacks — A v D
render-next-strike = Next: { $name } strikes — S v G
render-next-corner = Next: corner to { $name } — M + S v G + D
render-full-time = Full time
render-match-over = Match over
render-midfield-won = MIDFIELD WON
render-midfield-won-line = { $name } attacks next
render-through = THROUGH!
render-through-line = { $name } gets a strike
render-defended = DEFENDED
render-defended-line = { $name } holds firm
render-goal = GOAL!
render-goal-line = { $name } scores
render-saved = SAVED
render-saved-line = { $name } keeps it out
render-level = LEVEL
render-level-line = the play is replayed
render-corner = CORNER
render-corner-line = to { $name }
render-cleared = CLEARED
render-cleared-line = the corner comes to nothing
render-full-time-banner = FULL TIME
render-pens = PENS { $home }–{ $away }
render-wins-on-penalties = { $name } wins on penalties
render-wins = { $name } wins { $won }–{ $lost }
render-draw = a { $home }–{ $away } draw
render-goal-full-time = full time: { $result }
render-last-play-full-time = Last play: { $phase } · { $home } v { $away } · full time
render-last-play = Last play: { $phase } · { $home } v { $away }
render-play = { $phase } · { $home } v { $away }
render-versus = v
render-side = Hand { $hand } · Deck { $deck }
render-side-subs = Hand { $hand } · Deck { $deck } · Subs { $subs }
render-plays-played = { $format } · { $plays } plays
render-play-of = { $format } · { $play } of { $plays } plays played
render-period-play = { $format } · { $period } · play { $play }
render-next-for-midfield = next: M
render-next-for-attack = next: A (attack)
render-next-for-defend = next: D (defend)
render-next-for-strike = next: S (strike)
render-next-for-goal = next: G (in goal)
render-next-for-corner = next: corner, M + S
render-next-for-corner-defend = next: corner, G + D
render-next-for-bench = setting the bench
render-chosen = ✓ chosen
render-kick-off = KICK-OFF
render-kick-off-line = both managers choose a card

# Why a move was refused.
refused-not-in-hand = card #{ $card } is not in your hand; choose one of the { $held } cards you hold
refused-bench-full = you have already stacked { $most } bench cards, the most that can come on; confirm your bench
refused-not-on-bench = card #{ $card } is not an unstacked card of your bench
refused-before-kick-off = the match has not kicked off: stack up to three bench cards on top, or confirm your bench
refused-corner-same-card = a corner takes two different cards from your hand
refused-your-corner = this is your corner: choose two cards, one for its M and one for its S
refused-their-corner = this is a corner against you: choose two cards, one for its G and one for its D
refused-subs-eleven-only = substitutions are an 11-a-side rule
refused-subs-before-midfield = substitutions are made before a midfield play
refused-subs-used = you have used all { $most } substitutions
refused-no-one-to-bring-on = there is no card left to bring on
refused-no-corner-now = corners come only after a tied strike in 11-a-side
refused-bench-after-kick-off = the bench can only be arranged before kick-off
