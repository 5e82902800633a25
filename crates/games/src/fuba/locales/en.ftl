# fuba: the game's words. English is the source; every other language has the same messages.

blurb = a tactical board game for 2 on a 13-area pitch: formations, a ball die and the clock, about 23 turns a half
rules = a tactical board game on a 13-area pitch. Each coach has ten players and a goalkeeper and picks a formation in secret (4-4-2 and so on). The team with the ball picks a **target area**; two dice move the clock by their difference and test control against the **ball value** (1 is excellent, 6 poor): keep it, lose it, or a special event (free kicks, cards, extra moves). Then each team has an action stage: **shoot** (from the opponent's half), **move** players by one line's movement type (midfield sideways, forwards straight on, defenders straight back), and **press** to win the ball. Two halves of 45 minutes plus stoppage time, about 23 turns each. Penalties: the keeper dives in secret, then the taker picks a side.
notation = The board is written area by area, west to east in each lane (N north, C centre, S south): "C2 3:1" means 3 of the home side's players and 1 of the away side's in C2; "*" marks the goalkeeper. The home side attacks east (towards C5), the away side west (towards C1).

## Options and the config summary

option-advanced = The advanced rules in play.
config-basic = basic rules
config-basic-no-injuries = basic rules without injuries
config-rules = rules { $list }

## Words other lines are made of

line-defence = defence
line-midfield = midfield
line-forwards = forwards
style-easy = easy
style-normal = normal
style-aggressive = aggressive
movement-midfield = midfield movement
movement-forward = forward movement
movement-defence = defence movement
movement-mixed = mixed movement
side-left = left
side-middle = middle
side-right = right
result-goal = goal
result-corner = corner
result-rebound = rebound
result-miss = miss
area-west-penalty-area = west penalty area
area-west-north-corner-area = west north corner area
area-west-south-corner-area = west south corner area
area-west-front-of-the-box = west front of the box
area-west-north-midfield = west north midfield
area-west-south-midfield = west south midfield
area-centre-circle = centre circle
area-east-north-midfield = east north midfield
area-east-south-midfield = east south midfield
area-east-front-of-the-box = east front of the box
area-east-north-corner-area = east north corner area
area-east-south-corner-area = east south corner area
area-east-penalty-area = east penalty area
area-corner = corner
area-none = no such area

## Play-by-play

event-formations = Formations: { $home } { $home_formation } · { $away } { $away_formation }
event-kick-off-roll = Kick-off roll { $home_die }–{ $away_die }: { $name } chooses
event-kick-off-with-ball = { $name } starts with the ball
event-kick-off-without-ball = { $name } starts without the ball
event-setup-kick-off = Kick-off setup: { $name } has the ball
event-setup-free-kick = Free-kick setup in { $area }
event-setup-corner = Corner setup for { $name }
event-setup-penalty = Penalty setup for { $name }
event-target = { $name } targets { $area }
event-dice = Dice { $first }–{ $second }
event-clock = Clock +{ $advance } → { $clock }
event-control-kept = Control kept
event-control-automatic = Control passed automatically
event-control-lost = Control lost: turnover
event-control-special = Die equals the ball value: special event
event-special = Special event { $difference }: { $effect }
event-yellow-roll-card = { $name } rolls { $roll } for a card: yellow card
event-yellow-roll-none = { $name } rolls { $roll } for a card: no card
event-red-card = RED CARD for { $name }
event-injury-back = A player of { $name } is injured (roll { $roll }), back in turn { $turn }
event-injury-out = A player of { $name } is injured (roll { $roll }), out for the match
event-returned = { $name } gets { $count } { $count ->
        [one] player
       *[other] players
    } back in C3
event-possession = { $name } has the ball
event-value-turnover = Ball value over 6: turnover, { $name } has the ball
event-stoppage-over = Dice difference { $difference } is below the stoppage square +{ $stoppage }: the half ends
event-ball-moved = Ball to { $area }, value { $value }
event-forced-move = { $name } moves a player { $from } → { $to } to the ball
event-free-kick = Free kick for { $name } in { $area }
event-shot-goal = { $name } shoots from { $area }: { $dice } — GOAL
event-shot-corner = { $name } shoots from { $area }: { $dice } — corner
event-shot-rebound = { $name } shoots from { $area }: { $dice } — rebound
event-shot-miss = { $name } shoots from { $area }: { $dice } — miss, goal kick
event-rebound = Rebound { $home }–{ $away }: { $result }
event-goal = GOAL for { $name }! { $home }–{ $away }
event-corner = Corner for { $name }
event-goal-kick = Goal kick for { $name }
event-movement-chosen = { $name }: { $kind } ({ $allowance })
event-condition-used = { $name } uses a { $line } condition point: roll { $roll }, { $allowance } moves
event-moved = { $name } { $from } → { $to }
event-moved-with-ball = { $name } { $from } → { $to } with the ball
event-keeper-moved = { $name } goalkeeper { $from } → { $to }
event-keeper-moved-with-ball = { $name } goalkeeper { $from } → { $to } with the ball
event-free-moved = { $name }: free move { $from } → { $to }
event-ball-value = Ball value { $value }
event-press-won = { $name } presses: roll { $roll }, ball won
event-press-failed = { $name } presses: roll { $roll }, failed
event-substitution = { $name } makes a substitution
event-tiredness = { $name }'s tiredness test { $rolls }: { $lost } CP lost
event-tired = { $name } is tired for the rest of the match
event-condition-gained = { $name } gains a { $line } condition point
event-penalty-scored = Penalty by { $name }: kick { $kick }, dive { $dive }, needs { $need }+, rolled { $roll } — scored
event-penalty-missed = Penalty by { $name }: kick { $kick }, dive { $dive }, needs { $need }+, rolled { $roll } — missed
event-half-time = Half time: { $home }–{ $away }
event-formation-changed = { $name } now plays { $formation }
event-second-half = Second half
event-shootout = Level after 90 minutes: penalty shoot-out
event-lots = Shoot-out still level after 100 kicks each: lots go to { $name }
event-full-time = Full time: { $home } { $home_goals }–{ $away_goals } { $away }

# The special-event table (§7.4.3), by the dice difference.
special-minus-5 = the passive team may move two players one area
special-minus-4 = control lost, the ball stays in the start area
special-minus-3 = the passive team may move one player one area
special-minus-2 = +1 to the ball value
special-minus-1 = free kick for the controlling team, a card roll for the passive team
special-0 = action stages skipped
special-plus-1 = free kick for the passive team, a card roll for the controlling team
special-plus-2 = −1 to the ball value
special-plus-3 = the controlling team may move one player one area
special-plus-4 = −2 to the ball value
special-plus-5 = the passive team may not choose defence movement

# A goal attempt's dice (§7.7).
shot-rolled = rolled { $roll } against the ball value { $value }
shot-rolled-modified = rolled { $roll }, modifiers { $modifier }, total { $total } against the ball value { $value }
shot-difficult-second = a difficult attempt (even 6 { $modifier } = { $best } is not above the ball value { $value }): rolled 6, so a second roll, { $again } against the area's { $area_value }
shot-difficult-then = a difficult attempt: rolled 6, then a second roll of { $again }
shot-difficult-failed = a difficult attempt (even 6 { $modifier } = { $best } is not above the ball value { $value }): rolled { $roll }, not the 6 it needs

## A turn in one line

turn-number = Turn { $turn }
turn-dice = dice { $first }–{ $second }, clock +{ $advance }
turn-control-kept = control kept
turn-control-automatic = control passed automatically
turn-control-lost = control lost
turn-control-special = control special event
turn-special-event = special event { $difference }
turn-value-turnover = ball value over 6: turnover
turn-corner = corner to { $name }
turn-stoppage-over = difference { $difference } below +{ $stoppage }: the half ends
turn-tiredness = { $name } loses { $lost } CP to tiredness
turn-yellow = yellow card for { $name }
turn-red = red card for { $name }
turn-injury = injury for { $name }
turn-free-kick = free kick to { $name } in { $area }
turn-press = { $name } wins the ball by pressing
turn-shot = { $name } shoots from { $area }: { $result }
turn-goal = GOAL { $name }
turn-penalty-scored = penalty scored
turn-penalty-missed = penalty missed

## The situation

situation-header = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, half { $half })
situation-header-rules = { $home } { $home_goals } – { $away_goals } { $away }   ({ $clock }, half { $half }, { $rules })
situation-you-play = You play { $formation }
situation-cp = CP D{ $d } M{ $m } F{ $f }
situation-cp-tired = CP D{ $d } M{ $m } F{ $f } (tired)
situation-subs-left = subs left { $subs }
situation-cards = cards { $yellows }Y { $reds }R
situation-your-ball = Your ball in { $area } (value { $value })
situation-their-ball = Their ball in { $area } (value { $value })
situation-your-ball-target = Your ball in { $area } (value { $value }), target { $target }
situation-their-ball-target = Their ball in { $area } (value { $value }), target { $target }
situation-corner-spots = corner spots: { $spots }
task-choose-formation = Choose your formation in secret (defenders-midfielders-forwards).
task-roles-styles = Formation { $formation }: now your roles and styles, in secret.
task-kick-off-choice = You won the kick-off roll: start with the ball or without it?
task-setup-kick-off = Kick-off setup: at least 2 players in C3 for the team with the ball, everyone in their own half, the goalkeeper in the box.
task-setup-free-kick = Free-kick setup in { $area }.
task-setup-corner = Corner setup: one attacker on a corner spot.
task-setup-penalty = Penalty setup: only the taker and the goalkeeper in the box.
task-setup-where = Where to? (taken from { $area })
task-setup-adjust = You may move up to { $left } player(s) one area, or say ready.
task-setup-default = The default placement is set: move players or say ready.
task-free-kick-choice = Free kick: shoot now (−1) or play on with a new turn.
task-target = Choose the target area for the ball.
task-event-moves = Special event: you may move { $left } player(s) one area.
task-extra-movement = Slow goal kick: an extra movement stage.
task-action-attacking = Your action stage: shoot, or choose how to move.
task-action-defending = Your action stage (defending): choose how to move.
task-moving = { $kind }: { $left } move(s) left.
task-free-moves = Free moves away from the goal line, if you want.
task-finish-end = End your stage.
task-finish-press = Press, or end your stage.
task-finish-substitute = Substitute, or end your stage.
task-finish-both = Press, substitute, or end your stage.
task-penalty-dive = Penalty: choose your goalkeeper's dive, in secret.
task-penalty-kick = Penalty: choose where to kick (the keeper has chosen, you can't see it).
task-half-time = Half time: move one player between lines, or keep your formation (secret).
task-full-time = Full time.

## Controls

control-formation-custom = { $formation } (custom)
control-role-attacking-midfielders = { $count } attacking midfielders
control-role-defending-midfielders = { $count } defending midfielders
control-role-attacking-centre-back = { $count } attacking centre back
control-role-withdrawn-striker = { $count } withdrawn striker
control-role-offensive-wing-backs = { $count } offensive wing backs
control-style = { $line }: { $style }
control-start-with-ball = Start with the ball
control-start-without-ball = Start without the ball
control-pick-keeper = Move the goalkeeper (in { $area })
control-pick = Move a player from { $area }
control-leave = Leave it in { $area }
control-put = Put it in { $area } ({ $name })
control-ready = Setup ready
control-reset = Back to the default placement
control-target = Target { $area } ({ $name })
control-target-long-pass = Target { $area } ({ $name }, long pass +{ $between })
control-slow-goal-kick = Slow goal kick: an extra movement stage for both teams
control-shoot-from = Shoot from { $area } (modifier { $modifier }, ball value { $value })
control-shoot = Shoot
control-play-on = Play on: no shot, a new turn
control-movement-midfield = Midfield movement ({ $count } { $count ->
        [one] player
       *[other] players
    })
control-movement-forward = Forward movement ({ $count } { $count ->
        [one] player
       *[other] players
    })
control-movement-defence = Defence movement ({ $count } { $count ->
        [one] player
       *[other] players
    })
control-movement-mixed = Mixed movement ({ $count } { $count ->
        [one] player
       *[other] players
    })
control-use-condition = Use a { $line } condition point ({ $left } left): mixed movement
control-move = { $from } → { $to }
control-move-with-ball = { $from } → { $to } with the ball
control-keeper-move = Goalkeeper { $from } → { $to }
control-keeper-move-with-ball = Goalkeeper { $from } → { $to } with the ball
control-keeper-out = Goalkeeper steps out of the goal area
control-keeper-in = Goalkeeper back into the goal area
control-done-moving = Done moving
control-free-move = Free move { $from } → { $to }
control-press-one = Press (wins the ball on a roll of 1)
control-press = Press (wins the ball on a roll of 1–{ $top })
control-sub-formation = Substitution: one player from { $from } to { $to } ({ $formation })
control-sub-yellow = Substitution: take off a booked player (one yellow card less)
control-sub-fresh-condition = Substitution: fresh player, condition points for { $line }
control-sub-fresh = Substitution: fresh player for the injured one
control-end-stage = End the action stage
control-dive = Dive { $side }
control-kick = Kick { $side }
control-keep-formation = Keep the formation
control-half-time-change = One player from { $from } to { $to } ({ $formation })
control-group-keeper = The goalkeeper in { $area }
control-group-player = A player from { $area }
control-group-cards = Formation cards (4-4-2, 4-3-3, …)
control-group-custom = Custom, { $defenders } { $defenders ->
        [one] defender
       *[other] defenders
    }
control-group-pick = Setup: from { $area }
control-group-pick-keeper = Setup: from { $area } (goalkeeper)
control-group-other = Other choices
control-second-card = A formation card
control-second-formation = { $group }: which formation?
control-second-where = { $group }: where to?
control-placeholder-prepare = Your formation, roles and styles (secret)
control-placeholder-target = Target area
control-placeholder-pick = Move a player in the setup
control-placeholder-drop = Where to put it
control-placeholder-movement = Movement type
control-placeholder-move = Move a player (from → to)
control-placeholder-free-move = Free move
control-placeholder-substitution = Substitution
control-placeholder-dive = Your goalkeeper's dive (secret)
control-placeholder-kick = Your kick
control-placeholder-half-time = Half-time change (secret)
control-placeholder-choose = Choose

## The picture

render-attack-east = attack ▶
render-attack-west = ◀ attack
render-goalkeeper = goalkeeper
render-goalkeeper-mark = GK
render-ball-value = ball value
render-ball-scale = 1 best · 6 worst
render-target-area = target area
render-offside-line = offside line
render-corner-spot = { $spot } corner
render-target = target
render-offside-east = offside ▶
render-offside-west = ◀ offside
render-ready = ✓ ready
render-choosing = … choosing
render-cp = CP D{ $d } M{ $m } F{ $f }
render-tired = tired
render-subs = subs { $count }
render-off = { $count } off
render-has-ball = has the ball
render-pens = pens { $home }–{ $away }
render-clock-full-time = full time · { $clock }
render-clock-before-kick-off = before kick-off
render-clock-half-time = half time · { $clock }
render-clock-first-half = { $clock } · 1st half
render-clock-second-half = { $clock } · 2nd half
render-clock-resigned = resigned · { $clock }
render-clock-forfeited = forfeited · { $clock }
render-resigned-winner = { $name } resigned: the match goes to { $winner }
render-resigned-no-winner = { $name } resigned: no winner
render-forfeited-winner = { $name } ran out of time: the match goes to { $winner }
render-forfeited-no-winner = { $name } ran out of time: no winner
render-prepare = Before kick-off: both coaches pick a formation in secret
render-kick-off-choice = { $name } won the kick-off roll: with or without the ball?
render-setup-kick-off = Kick-off setup
render-setup-free-kick = Free kick in { $area }
render-setup-corner = CORNER for { $name }
render-setup-penalty = PENALTY for { $name }
render-setup-places = { $name } places their players
render-setup-may-move = { $name } may still move { $count } { $count ->
        [one] player
       *[other] players
    }
render-free-kick-choice = Free kick for { $name }: shoot now or play on
render-target-choice = { $name } chooses a target area
render-target-choice-goal-kick = { $name } chooses a target area for the goal kick
render-event-moves = Special event: { $name } may move { $count } { $count ->
        [one] player
       *[other] players
    } one area
render-extra-movement = Slow goal kick: extra movement for { $name }
render-action-in-control = { $name } (in control): { $what }
render-action-defending = { $name } (defending): { $what }
render-shoot-or-move = shoot, or choose a movement
render-choose-movement = choose a movement
render-moving = { $kind }, { $count } { $count ->
        [one] move
       *[other] moves
    } left
render-free-moves = free moves away from the goal line
render-finish = press, substitute or end the stage
render-shootout-kick = Penalty shoot-out: { $name } to kick
render-penalty = PENALTY for { $name }: the keeper dives, then the kick
render-half-time = Half time: each coach may move one player to another line
render-result-penalties = Full time { $home }–{ $away }: { $name } wins { $won }–{ $lost } on penalties
render-result-win = Full time: { $name } wins { $won }–{ $lost }
render-result-draw = Full time: a { $home }–{ $away } draw
render-rule-a1 = A1 condition
render-rule-a2 = A2 roles
render-rule-a3 = A3 substitutions
render-rule-a4 = A4 injuries
render-rule-a5 = A5 goalkeeper
render-rule-a6 = A6 styles
render-basic-rules = basic rules
render-advanced-rules = advanced rules: { $rules }
render-last-kick-scored = Last kick: { $name } kicks { $kick }, the keeper dives { $dive }, roll { $roll } — scored
render-last-kick-missed = Last kick: { $name } kicks { $kick }, the keeper dives { $dive }, roll { $roll } — missed
render-last-turn = Last turn: { $summary }

# Why a move was refused. $what and $options are moves as the controls name them.
refused-away-decides = it is the away side's decision now
refused-home-decides = it is the home side's decision now
refused-not-now = '{ $what }' is not allowed now; you may choose: { $options }
refused-not-now-more = '{ $what }' is not allowed now; you may choose: { $options } and { $more } more
