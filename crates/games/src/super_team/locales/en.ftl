# super_team: the game's words. English is the source; every other language has the same messages.

blurb = 2 players or solo v the AutoTeam, ~30 min: a card-driven grid board game of tactics, dice and Morale
rules = **Super Team** — each coach has a 12-card deck and six pieces (Goalie, Captain, four others) on an 11 × 15 grid. On your turn play 1–3 cards, each for its printed instruction (a tactic's attacking or defending half, a Captain or Coach skill) or as one movement or one action, then draw back to four. A movement moves one piece 1–2 spaces (an inactive one 1 space for 1 Morale; the Goalie 1); a ball carrier stops next to an opponent. Actions: the attacker passes, shoots or dribbles, the defender tackles; each rolls the green die plus a white die per Coach marker on the stat (whites have a −1 face), and Morale (0–3) adds to a roll. A pass needs half its distance (rounded up) plus 1 per opponent on its line. A shot: both pick a Strike tile (E, F, G) in secret — the ball goes to the shooter's, the keeper steps toward his — then both commit Morale in secret; a tie scores. Successful tactics pay Movements, Actions and Morale; Team tactics also give a Fatigue card. Each reshuffle of a deck moves the Time Track; half time at 45', full time at 90'. Solo: the AutoTeam plays two cards a turn from its own deck.
notation = Spaces are column A–K and row 1–15 (Home defends row 1). Pieces: G Goalie, C Captain, #2–#5; lower case is lying down (moved this turn). Markers: P Pass, S Shoot, D Dribble, T Tackle, G GK.

option-format = A Quick Match deals each side a team and a captain; in the Full Game each keeps one of two Team boards and one of two Captain boards, chosen in secret.
option-variations = The rulebook's variations, any together.
option-solo = Play alone against the AutoTeam, which runs on its own deck: easy, normal or hard.

# The match's options in a line, joined by commas.
config-quick = Quick Match
config-full = Full Game
config-advanced = advanced boards
config-long = longer game
config-harder = Harder Game
config-offside = Offside Trap
config-kick-anywhere = kick-outs anywhere
# $level is the option's value: easy, normal or hard.
config-solo = solo v the { $level } AutoTeam

## Pieces, stats, steps and rewards: the words on the boards and cards.

piece-goalie = Goalie
piece-captain = Captain
stat-pass = Pass
stat-shoot = Shoot
stat-dribble = Dribble
stat-tackle = Tackle
stat-gk = GK
step-forward-pass = Forward Pass
step-backward-pass = Backward Pass
step-cross-pass = Cross Pass
step-through-pass = Through Pass
step-in-between-pass = In-Between Pass
step-forward-move = Forward Move
step-backward-move = Backward Move
step-free-move = Free Move
step-forward-move-marking = Forward Move & Marking
step-backward-move-marking = Backward Move & Marking
reward-movement = Movement
reward-action = Action
reward-morale = Morale
# Rewards counted, in a list: "2 Movements, 1 Action, 1 Morale".
rewards-movement = { $n ->
        [one] 1 Movement
       *[other] { $n } Movements
    }
rewards-action = { $n ->
        [one] 1 Action
       *[other] { $n } Actions
    }
rewards-morale = { $n } Morale

# The Strike tiles' columns.
column-e = E (left)
column-f = F (centre)
column-g = G (right)

## What a card says.

# One half of a tactic: its steps joined by " + ", then its rewards.
card-chain = { $steps } → { $rewards }
card-chain-marked = { $steps } (carrier marked) → { $rewards }
card-tactic = attack: { $attack }; defend: { $defend }
card-coach-cost = { $effect }; costs { $cost } Morale
card-fatigue = one movement only
effect-solo-run = Captain carrying: move the Captain, then again (no Morale for the second)
effect-finesse-shot = Captain carrying within 5 of the goal mouth: shoot, ignoring blockers
effect-killer-ball = Captain carrying: pass, ignoring blockers
effect-take-on = Captain carrying, next to an opponent: swap with it, then move
effect-shoulder-charge = Opponent next to the Captain: push it a space, then move
effect-volley = Ball loose within 2: move the Captain onto it, then shoot
effect-overlap = Attacking, Captain not carrying: move, then a teammate passes to him
effect-screen = Defending within 2 of the ball: move, then push an adjacent opponent
effect-armband = Gain 1 Morale and stand the Captain up
coach-team-talk = gain 2 Morale
coach-tactical-switch = move up to 2 Coach markers (not GK)
coach-fresh-legs = return up to 2 Fatigue cards
coach-high-press = stand up all your pieces
coach-long-ball = the carrier passes, ignoring blockers
coach-set-piece = the carrier shoots, ignoring blockers

# How a card would be played, under its name in the menu. $steps are joined by " → ".
use-tactic = { $steps }{ $marked ->
        [yes] {" "}(carrier marked)
       *[no] {""}
    }; wins { $rewards }{ $fatigue ->
        [yes] {" "}+ Fatigue
       *[no] {""}
    }
use-movement = one movement: a piece 1–2 spaces (a lying one 1, for 1 Morale)
use-action-attacking = one action: pass, shoot or dribble
use-action-defending = one action: tackle the ball carrier
use-discard = thrown away for nothing (Harder Game, once a turn)

## Rolls.

# $dice is the faces as a sum: "4 + 1 − 1"; $bonus is signed: "+1", "−1".
roll = dice { $dice }
roll-bonus = dice { $dice }, { $bonus } bonus
roll-morale = dice { $dice }, +{ $morale } Morale
roll-bonus-morale = dice { $dice }, { $bonus } bonus, +{ $morale } Morale
# One side of a shot: its roll, the total, and what is left after the power to beat.
shot-side = { $roll } = { $total }, less power { $power } → margin { $margin }

## The play-by-play.

event-boards = Boards: { $home } plays { $home_team } with { $home_captain }; { $away } plays { $away_team } with { $away_captain }.
event-markers = Coach markers: { $home } { $home_markers } · { $away } { $away_markers }.
event-start-roll = Start roll { $home_roll }–{ $away_roll }: { $name } starts.
event-kick-off = Kick-off — { $name } has the ball on F8.
event-kick-off-second-half = Second half: kick-off — { $name } has the ball on F8.
event-play-instruction = { $name } plays { $card } for its instruction.
event-play-movement = { $name } plays { $card } as a movement.
event-play-action = { $name } plays { $card } as an action.
event-play-discard = { $name } plays { $card } thrown away.
event-run = { $name }'s { $piece } runs { $from } → { $to }.
event-run-ball = { $name }'s { $piece } runs { $from } → { $to } with the ball.
event-run-paying = { $name }'s { $piece } runs { $from } → { $to } (paying { $morale } Morale).
event-run-ball-paying = { $name }'s { $piece } runs { $from } → { $to } with the ball (paying { $morale } Morale).
event-pass-arrives = { $name } passes { $from } → { $to }, needing { $power }: { $roll } — it arrives.
event-pass-fails = { $name } passes { $from } → { $to }, needing { $power }: { $roll } — it fails, the ball ends on { $lands }.
event-kick-out = { $name }'s Goalie kicks out to { $to }.
event-shot-declared = { $name } shoots from { $from }! Both pick a Strike tile.
event-tiles = Tiles: { $shooter } aims at { $aim }, { $keeper_side } guards { $guard }; the Goalie is on { $keeper }. Power { $attack } to beat, keeper { $defence }.
event-shot-goal-level = { $name } shoots at { $target }: { $shooter_roll }; { $keeper_side }'s Goalie: { $keeper_roll } — level, and a tie goes to the shooter: GOAL!
event-shot-goal = { $name } shoots at { $target }: { $shooter_roll }; { $keeper_side }'s Goalie: { $keeper_roll } — the shooter is ahead: GOAL!
event-shot-saved = { $name } shoots at { $target }: { $shooter_roll }; { $keeper_side }'s Goalie: { $keeper_roll } — the Goalie is ahead: saved or blocked, the ball ends on { $lands }.
event-goal = Goal for { $name }!
event-dribble-past-level = { $name }'s { $piece } dribbles: { $roll } against { $other }'s { $other_piece }: { $other_roll } — level, and a tie goes to the dribbler: past!
event-dribble-past = { $name }'s { $piece } dribbles: { $roll } against { $other }'s { $other_piece }: { $other_roll } — past!
event-dribble-stopped = { $name }'s { $piece } dribbles: { $roll } against { $other }'s { $other_piece }: { $other_roll } — stopped.
event-tackle-won = { $name }'s { $piece } tackles: { $roll } against { $other }'s { $other_piece } on the ball: { $other_roll } — ball won!
event-tackle-kept-level = { $name }'s { $piece } tackles: { $roll } against { $other }'s { $other_piece } on the ball: { $other_roll } — level, and a tie goes to the carrier: kept.
event-tackle-kept = { $name }'s { $piece } tackles: { $roll } against { $other }'s { $other_piece } on the ball: { $other_roll } — the carrier keeps it.
event-pushed = { $name }'s { $piece } is pushed { $from } → { $to }.
event-bypassed = { $name }'s Captain bypasses: { $from } ⇄ { $to }.
event-morale-gained = { $name } gains { $n } Morale.
event-markers-moved = { $name } moves Coach markers: { $markers }.
event-stood-up = { $name }'s pieces stand up.
event-fatigue-drawn = { $name } draws a Fatigue card.
event-fatigue-returned = { $name } returns { $n } Fatigue card(s).
event-tactic-done = { $name }'s { $card } works: rewards to take.
event-tactic-failed-pass = { $name }'s { $card } fails (a pass did not arrive): no rewards.
event-tactic-failed-ball = { $name }'s { $card } fails (the ball changed hands before its last step): no rewards.
event-tactic-failed-no-way = { $name }'s { $card } fails (its next step had nowhere to go from there): no rewards.
event-reshuffled = { $name } reshuffles: the clock moves to { $minute }'.
event-half-time = Half time. Coaches rearrange their markers (GK stays).
event-extra-time = Level at 90': golden-goal extra time.
event-full-time = Full time.
event-roll-off = Still level: roll-off { $home_roll }–{ $away_roll }, { $name } goes through.
event-auto-card-decide = The AutoTeam turns card { $card } to decide.
event-auto-card-play = The AutoTeam turns card { $card } to play.

## What a seat sees and must do.

situation-score-carried = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (half ends { $half_ends }') · ball on { $ball } with { $name }'s { $piece }
situation-score-loose = { $home } { $home_goals }–{ $away_goals } { $away } · { $minute }' (half ends { $half_ends }') · ball on { $ball } (loose)
# $boards is " [T1 · C1 Striker]" or nothing; $pieces the pieces and their spaces.
situation-team = { $name }{ $boards }: { $pieces } · Morale { $morale }
situation-team-markers = { $name }{ $boards }: { $pieces } · Morale { $morale } · markers { $markers }
situation-your-hand = Your hand:
situation-keep-boards = Keep a Team board ({ $team1 } or { $team2 }) and a Captain ({ $captain1 } or { $captain2 }).
situation-lay-markers = Lay your six Coach markers (at most two a stat): Pass, Shoot, Dribble, Tackle, GK.
situation-waiting-markers = Waiting for the Coach markers.
situation-half-time-markers = Half time: lay your Coach markers again (the GK ones stay).
situation-half-time-waiting = Half time: waiting for the markers.
situation-shooting = { $name } is shooting.
situation-shot-powers = Power to beat { $attack }, keeper's { $defence }.
situation-pick-tile = Pick your Strike tile (E, F or G) in secret.
situation-commit-shot-morale = Commit your Morale (0–3) in secret.
situation-dribble = A dribble: both commit Morale (0–3) in secret.
situation-tackle = A tackle: both commit Morale (0–3) in secret.
situation-task-attacking = { $name } (attacking) — { $task }.
situation-task-defending = { $name } (defending) — { $task }.
situation-must-kick = { $name }: the Goalie holds the ball in the box — the first thing must be its pass or kick-out.
situation-card-attacking = { $name } (attacking), card { $n } of up to 3.
situation-card-defending = { $name } (defending), card { $n } of up to 3.
situation-over = The match is over.

# What the player on turn must do next, after a dash.
task-move = { $captain ->
        [yes] move the Captain
       *[no] move a piece
    }{ $way ->
        [forward] {" "}forward
        [backward] {" "}backward
       *[any] {""}
    }{ $marking ->
        [yes] , ending next to an opponent
       *[no] {""}
    }{ $ball ->
        [yes] {" "}onto the loose ball
       *[no] {""}
    }
task-action = one action
task-pass-step = { $step }: pick the target
task-pass = a pass: pick the target
task-pass-morale = pass to { $to } needs power { $power }: add Morale?
task-shoot = shoot
task-push = push an opponent next to the Captain
task-bypass = swap the Captain with an adjacent opponent
task-markers = move up to { $n } Coach marker(s)
# $rewards: the reward names, joined by commas.
task-rewards = take the rewards ({ $rewards })

## Menus and buttons.

control-keep-boards = Keep { $team } with { $captain }
control-markers = Markers { $markers }
control-play-instruction = { $card }: its instruction
control-play-movement = { $card } as a movement
control-play-action = { $card } as an action
control-play-discard = Throw { $card } away
control-end-turn = End the turn
control-move = { $piece } { $from } → { $to }{ $ball ->
        [collect] {" "}(collecting the ball)
        [onto] {" "}(onto the ball)
       *[no] {""}
    }{ $morale ->
        [yes] , 1 Morale
       *[no] {""}
    }
control-pass = Pass to { $to }, power { $power }
control-pass-to-piece = Pass to { $to } ({ $piece }), power { $power }
control-shoot = Shoot!
control-dribble = Dribble past their { $piece }
control-tackle = Tackle with your { $piece }
control-kick-out = Goalie kicks out to { $to } (no roll)
control-push = Push their { $piece } to { $to }
control-bypass = Swap with their { $piece }
control-shift = A marker { $from } → { $to }
control-morale = { $n } Morale
control-tile = Strike tile { $tile }
control-take-movement = Take a Movement
control-take-action = Take an Action
control-take-morale = Take 1 Morale
control-done = Done
control-give-up = Give it up
control-menu-boards = Keep a Team board and a Captain
control-menu-markers = Lay your Coach markers (P S D T G)
control-group-gk = { $n } on GK
control-then-markers = Markers with { $group }
control-menu-play = Play a card
control-menu-pieces = Which piece, where to
control-group-piece = { $piece } on { $space }
control-group-their-piece = their { $piece } on { $space }
control-group-other = Other
control-then-where = { $group }: where to?
control-menu-action = Choose the action
control-group-pass-row = Pass to row { $row }
control-group-other-actions = Dribble, tackle or kick-out
control-then-which = { $group }: which?
control-menu-shift = Move a Coach marker

## The picture.

render-quick = Quick Match
render-full = Full Game
render-advanced = { $format } · advanced boards
render-solo = Solo v the AutoTeam ({ $level }) · { $format }
render-first-half = first half · { $minute }'
render-second-half = second half · { $minute }'
render-extra-time = extra time · { $minute }'
render-autoteam-board = AutoTeam board: { $level }
render-boards-hidden = boards not revealed
render-morale = Morale
render-markers = markers { $markers }
render-markers-hidden = markers hidden
render-autoteam-counts = { $markers } · deck { $deck }
render-counts = { $markers } · hand { $hand } · deck { $deck } · fatigue { $fatigue } in discard
render-standing = { $n } of 6 standing
render-bank = Fatigue deck { $fatigue } · Morale bank { $bank }
render-this-turn = { $name } this turn
render-autoteam-card = AutoTeam card { $n } of 12
render-autoteam-deck = { $n ->
        [one] 1 card left in its deck
       *[other] { $n } cards left in its deck
    }
render-used-instruction = instruction
render-used-movement = a movement
render-used-action = an action
render-used-discard = thrown away
render-no-card = no card played yet
render-last = Last: { $what }
render-last-pass = pass
render-last-pass-failed = pass (failed)
render-last-kick-out = kick-out
render-last-dribble = dribble
render-last-dribble-stopped = dribble (stopped)
render-last-tackle = tackle
render-last-tackle-missed = tackle (missed)
render-last-goal = GOAL
render-last-shot = shot (no goal)
render-markers-secret = Both coaches lay their Coach markers in secret
render-half-time = Half time: the coaches rearrange their markers in secret
render-shot-powers = { $name } shoots: power { $attack } to beat, keeper { $defence } — Morale in secret
render-shot-tiles = { $name } shoots: both pick a Strike tile in secret
render-duel = A duel: both commit Morale in secret
render-to-play-attacking = { $name } to play (attacking) · card { $n } of up to 3
render-to-play-defending = { $name } to play (defending) · card { $n } of up to 3
render-full-time = Full time

# Why a move was refused.
refused-not-in-hand = { $card } is not in your hand
refused-three-cards-played = you have played your three cards this turn: end the turn
refused-fatigue-movement-only = a Fatigue card can only be played as a movement (in the Harder Game, thrown away once a turn)
refused-instruction-not-now = { $card } cannot be played for its instruction now: its condition does not hold or its steps cannot all be carried out from here
refused-goalie-first = your Goalie holds the ball in your penalty area: the first thing you do must be its pass or kick-out
refused-nothing-to-do-with = { $card } cannot be played that way now: nothing could be done with it
# $task is one of the refused-doing-* below.
refused-not-this-task = that is not a choice for what you are doing now ({ $task })
refused-doing-movement = a movement
refused-doing-action = an action
refused-doing-pass = choosing where to pass
refused-doing-pass-morale = the Morale for your pass
refused-doing-shot = the shot
refused-doing-push = the push
refused-doing-bypass = the bypass
refused-doing-markers = moving Coach markers
refused-doing-rewards = taking the rewards
refused-end-turn-first-card = play at least one card before ending the turn
# $most is the most Morale that may be committed now, $n what was asked.
refused-morale-commit = you can commit 0 to { $most } Morale now, not { $n }
refused-tile-column = the Strike tiles are columns 0 to 2 (E, F, G), not { $column }
refused-markers-layout = lay all six Coach markers, at most two a stat (at half time the GK markers stay)
refused-boards-dealt = keep one of the two Team boards and one of the two Captain boards you were dealt
refused-not-now = that is not something you can do now
# After "it is not your move:".
refused-other-sides-turn = it is the other side's turn
refused-wait-other-side = you have already chosen; wait for the other side

# The side the engine plays in a solo match; $level is easy, normal or hard.
engine-side-autoteam = AutoTeam ({ $level })
