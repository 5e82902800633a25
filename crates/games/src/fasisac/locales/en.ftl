# fasisac: the game's words. English is the source; every other language has the same messages.

blurb = five-a-side cards and d12s: draft a squad of 8, pick a secret tactic and line-up, win head-to-heads with boost cards
rules = Five-a-side with player cards and d12s, for two managers. The full match: a d12 roll decides home; the managers draft 8 players each from a pool of 16 (home first, alternate picks, at most 2 goalkeepers); each picks one of six tactics face down (Possession, Fluid, High Press, Direct, Sit Deep, Counter), then, once both are revealed, a secret line-up of 5 in GK, D, ML, MR and S. The tactic and how many starters carry its icon give each team its attack events, its boost cards and the opposition attacks it removes; tactics beat one another in a circle (Technical > Intense > Reactive > Technical). Each attack event: the white die picks the attacker, the red die the defender; Skill + d12 against Tackling + d12, then Shooting + d12 against the keeper's Goalkeeping + d12; the attacker must be strictly higher. Before the dice each manager may play one attribute boost (+3 to its own attribute or +1 to any other; the attacker first, the defender answers, the attacker may answer that); after them the manager losing may play a Reroll of their own die. At half time tactics and line-ups may change; unused boosts carry over. The training match deals five players each and plays one half of 5 + 5 attacks. Options: penalties to break a draw (3 takers each, then sudden death), and Rush Keepers (four outfield players; the red die picks who keeps goal for each shot).
notation = SKL/TCK/SHT/GKP are Skill, Tackling, Shooting and Goalkeeping; positions are GK, D, ML (midfield left), MR (midfield right) and S.

## Positions and attributes (the codes GK, D, ML, MR, S and SKL/TCK/SHT/GKP stay as printed).

slot-goalkeeper = Goalkeeper
slot-defender = Defender
slot-midfield-left = Midfield Left
slot-midfield-right = Midfield Right
slot-striker = Striker
attribute-skill = Skill
attribute-tackling = Tackling
attribute-shooting = Shooting
attribute-goalkeeping = Goalkeeping
draft-snake = snake draft
draft-auction = auction draft
half-training = Training match
half-first = First half
half-second = Second half

## Event lines. Tactic and boost card names (Possession, Skill Boost, Reroll…) stay as printed.

event-home-roll = Pre-match roll: { $first } { $a }, { $second } { $b }. { $home } is at home.
event-home-roll-after-ties = Pre-match roll: { $first } { $a }, { $second } { $b } (after { $ties } tied roll(s)). { $home } is at home.
event-draft-order = The { $rule } begins; the order, drawn by lots: { $order }
event-pool-dealt = The draft pool: { $players } players, { $keepers } of them goalkeepers
event-picked = { $name } picks { $player } ({ $stats })
event-nominated = { $name } puts { $player } up for auction at { $price }k
event-bid = { $name } bids { $price }k
event-sold = SOLD: { $player } to { $name } for { $price }k
event-draft-complete = The draft is complete: every squad has 8 players
event-tactic-chosen = { $name }: you chose { $tactic }
event-tactics-revealed = Tactics revealed: { $tactics }
event-placed = { $name }: { $player } at { $slot }
event-lineups-revealed = Line-ups revealed. { $lineups }
event-half-numbers = { $name }: { $tactic } with { $specialists } specialist(s): { $attacks } attack(s), { $boosts } boost(s), removes { $removes } of the opponent's
event-boosts-drawn = { $name } draws { $count } boost(s): { $boosts }
event-boosts-drawn-hidden = { $name } draws { $count } boost card(s)
event-boost-deck-reshuffled = The boost deck is reshuffled from the discards
event-kick-off = { $half }: attack events { $attacks }
event-attack = Attack for { $name }: white die { $white } — { $attacker } against red die { $red } — { $defender }
event-keeper-rushes = Rush keeper! { $name }'s red die shows { $red }: { $player } goes in goal
event-boost-played = { $name } plays { $boost }: +{ $bonus } { $attribute }
event-rolled = Dice: { $attacker } against { $defender }
event-rerolled = { $name } rerolls: { $from } → { $to }
event-tackle-beaten = { $att } { $a } v { $def } { $d } ({ $name }): beaten: through on goal!
event-tackle-won = { $att } { $a } v { $def } { $d } ({ $name }): the tackle wins the ball
event-shot-in = { $att } { $a } v { $def } { $d } ({ $name }): it's in!
event-shot-saved = { $att } { $a } v { $def } { $d } ({ $name }): saved
event-goal = GOAL for { $name }! { $player } scores ({ $score })
event-half-time = Half time: { $score }. Tactics and line-ups may change.
event-full-time = Full time: { $score }
event-penalties-begin = Level at full time: penalties! Each manager names 3 takers in secret
event-taker-named = { $name }: { $player } will take a penalty
event-takers-revealed = Penalty takers: { $takers }
event-penalty-scored = Penalty, { $name }: { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total }: SCORES ({ $score })
event-penalty-saved = Penalty, { $name }: { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total }: saved ({ $score })
event-lots-drawn = Sudden death cannot separate them: lots go to { $name }
event-shootout-over = The shoot-out ends { $score }

## What a manager sees and must do now.

situation-rush-keepers = Rush Keepers: the red die picks your keeper for every shot.
situation-draft-pick = Draft pick { $pick } — your squad ({ $size }/8): { $squad }
situation-your-pick = Your pick: { $left ->
    [one] one player left in the pool.
   *[other] { $left } players left in the pool.
}
situation-picking = { $name } is picking.
situation-auction = Auction — your purse { $purse }k, squad { $size }/8: { $squad }
situation-nominate = Put a player up for auction with an opening bid.
situation-bidding = Auction — { $player } ({ $stats }) at { $price }k to { $name }. Your purse { $purse }k.
situation-raise-or-pass = Raise the bid, or pass.
situation-your-squad = Your squad: { $squad }
situation-tactic-chosen = You chose { $tactic }; waiting for the other manager.
situation-choose-tactic = Choose your tactic, face down (revealed when both have chosen).
situation-tactics = Tactics: { $tactics }.
situation-lineup-so-far = Your line-up so far:
situation-choose-slot = Choose your { $slot } ({ $code }). Players carrying { $tactic } count as specialists.
situation-choose-slot-no-tactic = Choose your { $slot } ({ $code }). Players carrying your tactic count as specialists.
situation-lineup-ready = Your line-up is ready; waiting for the other manager.
situation-attacks-left = Attack events left: { $left }.
situation-attack = { $name } attacks: { $attacker } ({ $att } { $a }) against { $defender } ({ $def } { $d }).
situation-boost-played = { $name } played { $boost } (+{ $bonus }).
situation-dice = Dice { $a } v { $d }: totals { $att_total } v { $def_total } (the attacker must be higher).
situation-your-boosts = Your boosts: { $boosts }.
boosts-none = none
situation-last-chance = The other manager answered with a boost: one last chance to play yours, or pass.
situation-boost-window = Boost window: play one attribute boost (+3 to its own attribute, +1 to any other), or pass.
situation-reroll-window = You are losing this head-to-head: play a Reroll of your own die, or pass.
situation-roll = Roll for this attack.
situation-penalties = Penalties { $score }.
situation-name-takers = Name your penalty takers in order, in secret: { $named } of 3 named.
situation-sudden-death = Sudden death, round { $round }: name your next taker.
situation-your-lineup = Your line-up:
squad-nobody-yet = nobody yet

## Menus and buttons (Discord cuts a label at 100 characters, a button at 80).

control-card-detail = { $icons } · value { $value }
control-group-goalkeepers = Goalkeepers
control-group-value-high = Outfield, value 18+
control-group-value-low = Outfield, value 17 or less
# $attacks and $boosts are ranges such as "4–7"; $most_boosts is the top of the range.
control-tactic = { $tactic } — { $attacks } attacks, { $boosts } { $most_boosts ->
        [one] boost
       *[other] boosts
    }
control-tactic-cancels = { $tactic } — { $attacks } attacks, { $boosts } { $most_boosts ->
        [one] boost
       *[other] boosts
    }, cancels { $cancels } of their attacks
control-tactic-detail = More with more starters carrying its icon ({ $carrying } in your squad) · bonus v { $tactics }
control-pick = Pick { $player }
control-nominate = { $player } at { $price }k
control-bid = Bid { $price }k
control-place = { $player } at { $slot }
control-keep-lineup = Keep the same line-up
control-clear-lineup = Start the line-up again
control-roll = Roll the dice
control-reroll = Reroll my die
control-pass-bidding = Pass (stop bidding)
control-pass = Pass
control-taker = { $player } (Shooting { $shooting })
control-boost = { $boost }: +{ $bonus } { $attribute }
control-pick-a-player = Pick a player
control-group-pick-one = { $group }: pick one
control-open-at-minimum = open at the minimum bid · { $detail }
control-open-at-value = open at its value · { $detail }
control-put-up-for-auction = Put a player up for auction
control-group-which-price = { $group }: which, and at what price?
control-choose-tactic = Choose your tactic (secret)
control-specialist = { $icons } · specialist
control-who-plays-there = { $slot } ({ $code }): who plays there?
control-lineup = Line-up
control-start-again = Start again
control-pass-no-boost = Pass: no boost
control-pass-keep-dice = Pass: keep the dice
control-taker-detail = { $player }'s Shooting against the keeper's Goalkeeping
control-name-taker = Name a penalty taker (secret)

## Match options, and the match's options in a few words.

option-format = The full match drafts squads and plays two halves with tactics and boosts; the training match deals five players each and plays one half of 5 + 5 attacks.
option-variant = Rush Keepers: four outfield players and no goalkeeper; the red die picks who keeps goal for each shot.
option-penalties = Break a draw with penalties: three secret takers each, then sudden death.
option-window = Seconds a boost or reroll window stays open on Discord before a late manager passes.
describe-full-drafted = full match, drafted squads
describe-full = full match
describe-training = training match
describe-penalties = penalties
describe-window = { $seconds } s boost windows

## The picture: headings, panels, the duel and the footer (short: they must fit the board).

render-training-match = training match
render-training-rush-keepers = training · Rush Keepers
render-five-a-side = five-a-side
render-penalties = penalties
render-full-time = full time
render-before-kick-off = before kick-off
render-half-time = half time
render-one-half = one half
render-first-half = first half
render-second-half = second half
render-lineup-secret = line-up secret
render-outfield-key = outfield: skill tackling shooting
render-group-technical = Technical
render-group-intense = Intense
render-group-reactive = Reactive
render-home = { $name } (home)
render-away = { $name } (away)
render-no-tactic = no tactic (training)
render-tactic-face-down = tactic face down
render-numbers = { $attacks } attacks · { $boosts } boosts · removes { $removes }
render-attacks-left = attacks left { $left } · boosts in hand { $boosts }
render-bench = bench: { $players }
render-squad = squad: { $players }
render-penalties-score = Penalties: { $home } – { $away }
render-no-attack-yet = No attack yet: the event deck decides who attacks first
render-last-attack-goal = Last attack: GOAL
render-last-attack-tackled = Last attack: tackled
render-last-attack-saved = Last attack: saved
render-head-to-head-1 = Head-to-head 1: { $att } v { $def }
render-head-to-head-2 = Head-to-head 2: { $att } v { $def }
render-dice = white { $white } · red { $red }
render-plus-boost = + boost { $boost }
render-draft-complete = The draft is complete: every squad has 8 players
render-pick = Pick { $pick }: { $name } to choose
render-nominating = { $name } puts a player up for auction
render-bidding = { $player } — { $price }k to { $name }: any more bids?
render-tactics-half-time = Half time: both managers choose a tactic, face down
render-tactics = Both managers choose a tactic, face down
render-lineups-half-time = Half time: both managers pick their line-ups in secret
render-lineups = Both managers pick their line-ups in secret
render-boost-window = Boost window: { $name }
render-reroll-window = Reroll window: { $name }
render-rolls = { $name } rolls for the attack
render-takers = Both managers name their penalty takers in secret
render-tournament = tournament { $rule }
render-draft = draft
render-pool-left = { $left } left in the pool
render-pool = Pool
render-value = value { $value }
render-purse-left = { $size }/8 · { $purse }k left

# Why a move was refused.
# Said after "it is not your move: ", what the table waits for.
refused-waiting-pick = another manager is picking
refused-waiting-nominate = another manager is putting a player up for auction
refused-waiting-bid = you hold the highest bid, or are out of this lot
refused-waiting-boost = the other manager's boost window is open
refused-waiting-reroll = the other manager may reroll
refused-waiting-roll = the attacking manager rolls
refused-waiting-other = the other manager
# $player is a card's player name, or refused-card-number for a number that is no card.
refused-card-number = card { $card }
refused-not-in-pool = { $player } is not in the pool; { $left ->
    [one] pick the one player left
   *[other] pick one of the { $left } players left
}
refused-keeper-limit = { $player } is a goalkeeper and you already have { $most }: at most two per squad
refused-opening-bid = an opening bid of { $price }k is not allowed: open at 10k or at the player's value, and at most { $max }k (10k kept for each other empty slot)
refused-keepers-must-go-round = taking { $player } would leave a squad without a goalkeeper: the keepers left must go round
refused-bid = a bid of { $bid }k is not allowed: raise the { $price }k bid by 10k, 50k or 100k, up to { $max }k
refused-not-in-squad = { $player } is not in your squad
refused-already-in-lineup = { $player } is already in your line-up
refused-rush-keepers-no-keeper = { $player } is a goalkeeper: Rush Keepers starts four outfield players and no keeper
refused-goal-needs-gloves = { $player } has no gloves: the GK position needs a goalkeeper card
refused-lineup-complete = your line-up is complete
refused-no-lineup-to-keep = there is no line-up to keep yet: place your players
refused-reroll-in-its-window = a reroll is played after the dice are rolled, in the reroll window
# $boost is a boost card's name as printed (Skill Boost…).
refused-boost-not-held = you hold no { $boost }
refused-one-boost-per-duel = one attribute boost per head-to-head
refused-reroll-by-the-loser = a reroll is played after the roll, by the manager who is losing
refused-no-reroll-card = you hold no Reroll card
refused-not-a-taker = { $player } cannot take this penalty: takers are players on the pitch, each once until all have kicked
refused-not-now = that is not something you can do now
