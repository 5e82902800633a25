# Touchline's own words that any command or click may get: apologies and refusals shared by
# every command. English is the source.

apology-database = The database is out of reach for a moment (it may be restarting). Please try again in a few seconds: whatever was saved before is kept.
apology-internal = Sorry, that went wrong on my side. Please try again.
stopping = Touchline is restarting. Nothing you did is lost: try again in a minute.
command-outdated = I couldn't read that command: your Discord may be showing an older version of it. Reload Discord (Ctrl+R, or reopen the app) and try again; `/games` lists what you can play.
command-unreadable-input = I couldn't read `{ $input }` for `/{ $command }`.
command-unreadable = I couldn't read what was sent with `/{ $command }`.
command-needs-manage-server = Only people with Manage Server can use `/{ $command }`.
command-server-only = `/{ $command }` is used on a server, not in direct messages.
control-invalid = This control is no longer valid. Use `/match board` in the match's thread for fresh controls.

# A match's thread: its own lines beside the game's play-by-play.
thread-seats = Seats: { $order }
thread-resumed = Back after a restart; here is where the match stands.
match-thread-refused = I can't open a match thread in { $channel }: Discord refused ({ $reason }). Matches need a server text channel where I may create public threads.
match-taken-up = This match was started by another click meanwhile: nothing more to do here.
seal-kick-off = 🔒 Fairness seal: `{ $seal }` (the seed and salt are revealed at full time)
seal-full-time = 🔓 Seal `{ $seal }`: seed `{ $seed }`, salt `{ $salt }`
seal-check = Check it: `{ $check }`
status-draft = draft
status-draft-complete = The draft is complete.
list-and = { $rest } and { $last }

# A seat's prompt and the answers to its clicks.
prompt-heading = **{ $game } — your move**
prompt-nothing-to-do = Nothing to do right now.
window-closes = ⏱ This window closes { $when }; no answer by then counts as a pass.
window-open-for = ⏱ This window stays open for { $seconds } seconds; no answer counts as a pass.
chose-in-the-open = ✓ { $player } chose: { $choice }
chose-privately = ✓ You chose: { $choice }
control-no-longer-valid = That control is no longer valid; use `/match board` for fresh ones.
click-match-over = The match is over.
click-nothing-to-choose = There is nothing for you to choose right now.
click-no-such-match = This match no longer exists.
click-not-your-match = You are not playing in this match; follow it in its thread, or start your own with `/play`.
click-not-your-move = That is another player's move; yours come to you when it is your turn.
click-out-of-date = This board is out of date.
click-not-allowed = Not allowed: { $reason }.
click-another-move-first = Another move landed first; this board is out of date.

# Reaching the players: direct messages, or a button in the thread when those are closed.
dm-closed-choose-here = { $player }, I can't send you direct messages (they are closed for this server), so choose here: the button opens your cards where only you can see them.
your-move-button = { $player }, your move: the button opens your cards where only you can see them.
match-on-hello = Your match against { $others } is on in { $thread }. Your private choices will come here when it is your move.
dm-closed-at-kick-off = { $player }, I can't send you direct messages (they are closed for this server), so when it is your move a button here will open your choices where only you can see them.
private-choices-by-dm = 📬 Private choices go by DM to { $players }.
button-make-your-choice = Make your choice
button-rematch = Rematch

# /games and /rules
games-list = Games you can play:
    { $games }
    Ask `/rules` for how each one plays.
rules-unknown-game = That game is not one I know. `/games` lists the games.
play-unknown-game = That game is not one I know (your Discord may show an old list of commands: reopen it). `/games` lists the games.
# $why says what was wrong with the options and what is allowed.
options-refused = { $why }.

# /server language
server-language-unknown = I don't speak “{ $asked }”. I speak { $list }; or choose `discord` to follow the server's own Discord language.
server-language-set = From now on, new match threads, their pictures and this server's news are in { $language }. Each player still gets their private messages in their own Discord language.
server-language-discord = New match threads, their pictures and this server's news follow the server's own Discord language, now { $language }.

# /play, /match
play-refused-yourself = You can't play yourself. Name someone else, or leave `opponent` out to play the computer.
play-refused-bots = Bots can't play. Name a person, or leave `opponent` out to play me.
play-refused-in-thread = Matches get a thread of their own, so start them from a text channel, not from inside a thread.
play-refused-solo-opponents = A solo { $game } match is you against the engine's own side: leave `open` and the opponents out.
play-refused-solo-level = `level` is how strong the computer plays; a solo { $game } match's opponent is set by `solo`.
play-refused-open-named = An open table takes whoever joins: leave the opponents out, or name them without `open`.
play-refused-level-people = `level` is how strong the computer plays: leave it out when you play people.
play-refused-both = Name people to play them, or name me (or nobody) to play the computer, not both at once.
play-refused-twice = You named the same player twice; name each opponent once.
play-refused-too-many = { $game } is played by { $players } players: name at most { $n } { $n ->
        [one] opponent
       *[other] opponents
    }.
play-refused-too-few = { $game } is played by { $players } players: name at least { $n } { $n ->
        [one] opponent
       *[other] opponents
    }.
kick-off-against = Kick-off against { $against } in { $thread }.
against-the-computer = the computer
against-the-computer-level = the computer ({ $level })
level-random = random
level-easy = easy
level-normal = normal
level-hard = hard
# A computer's name at the table: $level is its level's word; $nth numbers it when there are more.
computer-name = Computer ({ $level })
computer-name-nth = Computer { $nth } ({ $level })
no-match-here = There is no match in this channel. Use this command in a match's thread.
resign-not-playing = You are not playing in this match.
resign-done = You resigned.
resign-refused = You can't resign: { $reason }.
server-language-managers-only = Only people who can manage this server choose its language.

play-refused-computers-not-open = `computers` keeps seats for the computer at an open table: add `open:True`, or name your opponents and leave `computers` out.
play-refused-computers-named = `computers` keeps seats for the computer at an open table that people join: leave the opponents out and add `open:True`, or name them and leave `computers` out.
play-refused-computers-few = `computers` is how many seats the computer keeps at the table: at least 1.
play-refused-computers-many = { $game } is played by { $players } players: you and { $n } { $n ->
        [one] computer
       *[other] computers
    } leave no seat for anyone else. That's a match against the computer: leave out `open` and `computers`.
seat-deputy = { $person } (played by { $deputy })

# A turn clock's reminder at half time; $when is a Discord timestamp ("in 3 hours").
reminder-thread = ⏰ { $player }, your time to move runs out { $when }; after that { $after }.
reminder-dm = ⏰ Your time to move in { $thread } runs out { $when }; after that { $after }.
reminder-then-auto-move = the computer moves for you
reminder-then-forfeit = you forfeit the match
reminder-summary = ⏰ It's your move in { $count } matches: { $threads }.

# Following a match.
button-follow = Follow
button-follow-every-board = Every board
button-watch-live = Watch live
button-open-activity = Open in Discord
activity-off = The board inside Discord is not switched on for this bot.
# The Activity's Entry Point command (/launch), in the command list.
activity-launch-description = Open the live board of the match in this thread
button-play-on-board = Play on the board
follow-final = 👀 You follow this match: its final score comes by DM. Click again to stop.
follow-every-board = 👀 You follow this match board by board: every board comes by DM. Click again to stop.
follow-stopped = You no longer follow this match.
follow-board = 👀 { $thread }
    { $lines }
follow-full-time = 🏁 Full time in { $thread }
    { $lines }

# Someone who asked for DMs, told their move is in the open in a thread.
your-move-in = 🔔 It's your move in { $thread }.

# /match replay
replay-no-such-match = There is no match #{ $id } on this server.
replay-still-playing = Match #{ $id } is still being played: it can be replayed once it is over (`/match board` shows it now).
replay-no-match-here = There is no match in this channel: use this in a match's thread, or give its number (`/match replay match:12`).

# The win chances, told in the thread after a big swing.
chances-line = Win chances: { $chances }
chances-side = { $name } { $percent }%
chances-draw = draw { $percent }%

# Key moments, posted once at full time.
key-moments-heading = **Key moments**
key-moment = **{ $n }.** At play { $plays }, { $side }'s chance to win went from { $before }% to { $after }%: { $mover } played { $played }.
key-moment-instead = The hard computer would have played { $instead }: { $mover } { $better }% instead of { $made }%.
key-moment-even = The hard computer would have played { $instead }, no better or worse for { $mover } ({ $made }%).
key-moment-same = The hard computer would have played the same.
