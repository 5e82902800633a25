# futbol_dash: the game's words. English is the source; every other language has the same messages.

blurb = an attack-points card race for 2 to 6: build exactly 11 to shoot, knock rivals back, Foul and V.A.R. on anyone's turn
rules = an attack-points card race for 2 to 6 players. Each turn you draw a card and play one: offensive cards add to your attack points (AP), defensive cards take AP off an opponent, game changers make events (Halftime, Penalty, Offside, Substitution, Yellow and Red cards). AP run from 0 to 11 and a card that would break either limit cannot be played. Reach exactly 11 — or play Penalty at 7 or more — and you shoot: pick a face-down card of the 4 × 5 shot grid (10 Goal, 3 Save, 3 Miss, 3 Corner: draw again, 1 Own Goal: everyone else scores). Referee cards interrupt: after every offensive or defensive card everyone else may Foul it (cancel it), and a V.A.R. cancels a Foul or another V.A.R.; everyone is asked every time, so a prompt gives nothing away. Regular: first to 3 goals. Express: until the Action Deck runs out; a shared lead goes to a shoot-out on a 4 × 4 grid (five picks each, then sudden death). With 3 or more players the placings score 3/1/0 (three) or 3/2/1/0.
notation = AP are attack points (0–11; exactly 11 shoots). Cards: +n offensive, −n defensive; grid cells are named A1–D5 (shoot-out A1–D4).

## Match options (`/rules`): exactly the option list's own help.
option-format = Regular is won by the first to 3 goals; Express ends when the Action Deck runs out, most goals winning and a shared lead going to a shoot-out.
option-window = Seconds a referee window (Foul, V.A.R.) stays open on Discord before those who have not answered pass.

## Play-by-play. Card names ($card) and cell names ($cell) stay as printed.
event-kick-off-regular = Kick-off! Regular Futbol Dash for { $players } (first to { $goals } goals); { $name } starts
event-kick-off-express = Kick-off! Express Futbol Dash for { $players } (until the deck runs out); { $name } starts
event-drew = { $name } draws { $card }
event-took-off = { $name } takes { $card } off
event-no-draw = { $name } draws nothing this turn (red card)
event-skipped = { $name } misses the turn (yellow card)
event-played = { $name } plays { $card }
event-played-on = { $name } plays { $card } on { $target }
event-discarded = { $name } has no legal play and discards { $card }
event-foul = FOUL! { $name } cancels { $against }'s card
event-var = V.A.R.! { $name } overturns { $against }'s call
event-cancelled = { $name }'s { $card } is cancelled
event-points = { $name } on { $ap } AP
event-offside = Offside: { $name } back to 0 AP
event-booked = Yellow card: { $name } misses their next turn
event-sent-off = Red card: { $name } skips a draw and plays on with { $hand } cards
event-halftime = HALFTIME, called by { $name }: hands and AP cleared, the deck reshuffled, new hands
event-substituted = { $name } substitutes { $count } card(s)
event-penalty = PENALTY! { $name } shoots
event-shot = { $name } reaches { $ap }: a shot!
event-shot-goal = { $cell }: GOAL
event-shot-save = { $cell }: saved
event-shot-miss = { $cell }: missed
event-shot-corner = { $cell }: a corner: draw again
event-shot-own-goal = { $cell }: an OWN GOAL
event-goal = GOAL for { $name }! ({ $score })
event-own-goal = A goal for { $name } from the own goal ({ $score })
event-grid-relaid = The shot grid is empty: all { $cards } cards are laid again
event-deck-rebuilt = The deck is empty: the discards are shuffled into a new deck ({ $cards })
event-deck-out = The Action Deck has run out: the final whistle
event-long-match = The match can go no further: it ends on goals
event-shootout-begins = Level at the top: a penalty shoot-out between { $names }
event-shootout-scores = { $name } picks { $cell }: scores
event-shootout-fails = { $name } picks { $cell }: fails
event-shootout-scores-sudden-death = { $name } picks { $cell }: scores (sudden death)
event-shootout-fails-sudden-death = { $name } picks { $cell }: fails (sudden death)
event-sudden-death = Still level: sudden death for { $names }
event-shootout-grid-relaid = The shoot-out grid is laid again
event-lots-drawn = Sudden death will not end: lots go to { $name }
event-shootout-won = { $name } wins the shoot-out ({ $goals })
event-full-time = Full time: { $result }

## The placings of a table of three or more: "1st Ann (3 pts)".
ordinal = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
placing = { $place } { $names } ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
})
placing-shared = { $place } { $names } ({ $points ->
    [one] { $points } pt each
   *[other] { $points } pts each
})

## A player's row of the situation (columns padded in the code).
situation-goals = { $goals ->
    [one] goal
   *[other] goals
}
situation-ap = AP { $ap }
situation-hand = hand { $cards }
situation-reds = red ×{ $reds }
situation-skips = skips { $skips }

## What the player sees and must do now.
situation-heading-first-half = { $format } · { $score } · deck { $deck } · first half
situation-heading-second-half = { $format } · { $score } · deck { $deck } · second half
situation-your-turn = Your turn: play one card.
situation-their-turn = { $name }'s turn.
situation-your-substitution = Substitution: take up to { $max } cards off ({ $count } so far), then draw as many.
situation-their-substitution = { $name } is substituting ({ $count } off so far).
situation-window-played = { $name } played { $card }.
situation-window-played-on = { $name } played { $card } on { $target }.
situation-window-answered = { $name } played { $card }; { $referee } answered with { $answer }.
situation-window-answered-on = { $name } played { $card } on { $target }; { $referee } answered with { $answer }.
situation-window-foul-or-pass = Foul it, or pass?
situation-window-var-or-pass = V.A.R., or pass?
situation-window-others = The others may answer it.
situation-your-penalty = Penalty: shoot! Pick one of the { $open } face-down shot cards.
situation-your-shot = { $ap } AP: shoot! Pick one of the { $open } face-down shot cards.
situation-their-penalty = Penalty: { $name } shoots.
situation-their-shot = { $ap } AP: { $name } shoots.
situation-shootout = Shoot-out ({ $level }).
situation-sudden-death = Sudden death.
situation-your-pick = Your pick: a cell.
situation-their-pick = { $name } picks.
situation-full-time = Full time.
situation-your-hand = Your hand: { $cards }

## Menus and buttons. $target is a seat the front end names.
control-discard = Discard { $card }
control-take-off = Take { $card } off
control-sub-done = Done: draw the replacements
control-foul = Foul!
control-var = V.A.R.!
control-pass = Pass
control-play = { $card } → { $ap } AP
control-play-shot = { $card } → { $ap } AP: SHOT
control-play-defensive = { $card } on { $target } ({ $from } → { $to } AP)
control-play-offside = Offside on { $target } ({ $from } → 0 AP)
control-play-on = { $card } on { $target }
control-play-penalty = Penalty: shoot from { $ap } AP
control-play-a-card = Play a card
control-no-legal-play = No legal play: discard a card
control-discarded-detail = no effect: discarded face up
control-on-whom = { $card }: on whom?
control-take-a-card-off = Take a card off
control-take-off-detail = it goes to the discards

## What each card does, under its name in the menu.
card-effect-offensive = adds to your attack points
card-effect-defensive = takes attack points off the target
card-effect-halftime = everyone discards hand and AP cards, the deck is reshuffled, new hands
card-effect-penalty = shoot now (needs { $ap }+ AP)
card-effect-offside = the target's AP go back to 0
card-effect-substitution = exchange up to { $max } cards from your hand
card-effect-yellow-card = the target skips their next turn
card-effect-red-card = the target skips a draw and keeps one card fewer for the rest of the match
card-effect-foul = cancels an offensive or defensive card as it is played
card-effect-var = cancels a referee card as it is played

## The picture.
render-format-regular = Regular · first to { $goals }
render-format-express = Express · until the deck runs out
render-counts-first-half = first half · deck { $deck } · discards { $discards } · play { $play }
render-counts-second-half = second half · deck { $deck } · discards { $discards } · play { $play }
render-in-hand = { $cards } in hand
render-goals = { $goals ->
    [one] goal
   *[other] goals
}
render-goals-pens = { $goals ->
    [one] goal · pens { $pens }
   *[other] goals · pens { $pens }
}
render-shot-grid = Shot grid
render-shootout = Shoot-out
render-shootout-sudden-death = Shoot-out · sudden death
render-face-down = { $cells } face down
render-referee-window = Referee window
render-last-play = Last play
render-kick-off = kick-off
render-cancelled = CANCELLED
render-by = by { $name }
render-on = on { $name }
render-discarded = discarded: no legal play
render-referee-foul = FOUL: { $name }
render-referee-var = V.A.R.: { $name }
render-to-play = { $name } to play a card
render-substitution = { $name }: a substitution ({ $count } off so far)
render-window-foul-or-pass = Referee window: { $names } — Foul or pass
render-window-var-or-pass = Referee window: { $names } — V.A.R. or pass
render-penalty = PENALTY: { $name } picks a shot card
render-shot = { $ap } AP: { $name } picks a shot card
render-shootout-picks = Shoot-out: { $name } picks

describe-windows = { $format }, { $seconds } s referee windows

# Why a move was refused.
refused-not-your-window = this referee window is not yours to answer
refused-not-your-turn = it is another player's turn
refused-not-in-hand = you have no { $card } in your hand
refused-referee-on-your-turn = { $card } is played only to answer another card, not as your turn's play
refused-takes-no-target = { $card } takes no target
refused-over-most = { $card } would take you from { $from } to { $to } AP; the most is { $most }
refused-needs-target = { $card } needs a target: an opponent
refused-target-not-opponent = { $card } must be played on an opponent at this table
refused-target-too-low = { $card } needs its target on at least { $least } AP; they have { $ap }
refused-offside-no-ap = Offside needs a target with some AP to take back
refused-penalty-too-soon = Penalty shoots from { $least } AP up; you have { $ap }
refused-cannot-play-now = { $card } cannot be played now
refused-cannot-play-so = { $card } cannot be played like that
refused-discard-with-a-play = you have a legal play, so you cannot just discard
refused-substitution-most = a Substitution exchanges at most { $most ->
    [one] { $most } card
   *[other] { $most } cards
}
refused-foul-on-referee = a Foul answers an offensive or defensive card; only a V.A.R. answers a referee card
refused-var-nothing-to-answer = a V.A.R. answers a referee card; there is none to answer
refused-window-answers = a referee window: answer with Foul, V.A.R. or Pass
refused-cell-not-face-down = cell { $cell } is not a face-down card of the grid
refused-pick-a-cell = pick a face-down cell of the grid
refused-substitution-choice = take cards off for your Substitution, or say you are done
refused-your-turn = it is your turn: play a card from your hand
