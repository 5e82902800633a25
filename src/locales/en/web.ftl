# The web pages' own words. English is the source.

not-found-title = Not found
not-found-heading = Nothing here
not-found-text = This page does not exist, or the server it belongs to does not publish its pages (any more).
# $command: the slash command, shown as code.
not-found-publish = A server's admins turn its pages on with { $command } on Discord.
failed-title = Something went wrong
failed-text = This page could not be made just now. Please try again in a moment.

# $format: the format in a few words (the league crate's catalogue); $tiebreak: the tie-break's name.
format-summary = { $format } · points { $win }-{ $draw }-{ $loss } · tie-break: { $tiebreak }

season-open = Season { $number }: open for members
season-running = Season { $number }: under way
season-won = Season { $number }: finished, won by { $name }
season-finished = Season { $number }: finished

server-title = Competitions
# $league and $tournament: slash commands, shown as code.
server-no-competitions = No competitions here yet. Admins make one with { $league } or { $tournament } on Discord.

table-team = Team
table-played = P
table-played-title = Played
table-won = W
table-won-title = Won
table-drawn = D
table-drawn-title = Drawn
table-lost = L
table-lost-title = Lost
table-for = GF
table-for-title = Goals for
table-against = GA
table-against-title = Goals against
table-difference = GD
table-difference-title = Goal difference
table-points = Pts
table-points-title = Points
table-form = Form
# A result in the form column and a player's latest matches: won, drawn, lost (one letter).
form-won = W
form-drawn = D
form-lost = L

link-replay = replay
link-watch = watch
link-board = board

bracket-heading = Bracket
bracket-bye = bye
bracket-undecided = to be decided
bracket-leg = leg { $leg }:

fixtures-heading = Fixtures and results
fixtures-none = No fixtures yet: they are drawn up when an admin starts the season.
# Between the two sides of a fixture: "Ann v Bob".
versus = v
fixture-second-leg = (2nd leg)
fixture-decider = (decider)

table-heading = Table
download-table = Table (CSV)
download-results = Results (CSV)
members-heading = Members

profile-crest = { $name }'s crest
profile-ratings = Ratings
profile-no-ratings = No rated matches yet: ratings come from finished matches between two people.
profile-game = Game
profile-rating = Rating
profile-rated-matches = Rated matches
profile-latest = Latest matches
profile-no-matches = No matches on this server yet.
match-being-played = (being played)
match-abandoned = (abandoned)

seal-heading = Fairness seal
seal-revealed = Before the first move Touchline published this seal: the SHA-256 of a line naming the match, the rules engine, its seed and a secret salt. Now that the match is over the seed and salt are shown, so anyone can hash the line and compare.
seal-hidden = The seal fixed this match's chance before the first move; its seed and salt are shown when the match is over.
seal-seal = Seal
seal-engine = Engine
seal-seed = Seed
seal-salt = Salt
seal-line-hashed = The line hashed:
seal-check = Check it in a terminal (it prints the seal):

lots-heading = Drawing of lots
lots-revealed = Every lot this season drew came from a seed sealed when it started. The season is over: here are the seed and salt, and a line that prints the seal.
lots-hidden = Any lots this season draws come from a seed sealed when it started; the seed and salt are shown when it ends.

terminal-title = Terminal matches
# $play and $tournament: commands, shown as code.
terminal-kept = The matches kept in this database by { $play } and { $tournament }.
terminal-none = No terminal matches in this database yet.

live-abandoned = { $game } · abandoned: the terminal stopped before the end, so it has no result
live-being-played = { $game } · being played — the replay opens when the match is over

replay-kick-off = Kick-off
replay-board-of = Board { $board } of { $boards }
replay-boards = Boards
replay-first = « First
replay-previous = ‹ Previous
replay-next = Next ›
replay-last = Last »
replay-board-alt = Board { $board }
replay-nothing = Nothing to report on this board.
live-board = Board { $board }
live-play-by-play = Play by play
live-clock = Time left for { $player }:
live-since-board = Since the last board
live-full-time = Full time: watch the replay
live-reload = This page follows the match by itself with JavaScript; without it, reload the page for the latest board.
replay-board-pick = Board
replay-go = Show
replay-play = ▶ Play
replay-pause = ⏸ Pause
replay-keys = Keys: ← and → step through the boards, Home and End go to the first and the last, Space plays or pauses.

# A pyramid of divisions.
pyramid-title = { $name } pyramid
pyramid-division = Division { $level }
pyramid-key-up = goes up
pyramid-key-playoff = play-off
pyramid-key-down = goes down
pyramid-history = Season ends
pyramid-no-history = No season has ended yet.
pyramid-season-end = Season { $season }, division { $level }: { $name }
profile-trophies = Trophies
profile-season = season { $season }
profile-history = Seasons in the divisions
profile-history-league = League
profile-history-season = Season
profile-history-division = Division
profile-history-place = Place
profile-history-then = Then
history-up = promoted
history-up-playoff = promoted via the play-off
history-down = relegated
history-down-playoff = relegated after the play-off
history-stay = stayed
history-stay-playoff = stayed after the play-off
pyramid-division-of = Division { $level } of the { $name } pyramid
fixture-kickoff = kick-off { $time }

# A seat's own board ("Play on the board", the link in a player's private prompt).
board-title = { $game }: your board
board-you-play = { $game } · you play as { $player }
board-your-clock = Your time left:
board-picture-alt = The board as { $player } sees it. What it shows is also written under "What you see".
board-your-choices = Your choices
board-nothing-now = Nothing to choose now. This page changes by itself when it is your move.
board-what-you-see = What you see
board-reload = Without JavaScript this page does not change by itself: reload it to see the other side's moves.
board-moved = Done: your move was made.
board-moved-on = The match moved on before your choice arrived, so it was not made. Here is where it stands now: choose again.
board-bad-move = That was not one of your choices. Tap one of the buttons on this page.
board-failed = Your move could not be made just now. Nothing changed: try again in a moment.
board-refused-title = This board cannot be opened
board-refused-forged = This link is not one Touchline made, or part of it is missing. Open the newest "Play on the board" link in your direct messages with the bot.
board-refused-expired = This link has run out. Each prompt the bot sends you carries a fresh one: open the newest, or ask for your choices again with the button in the match's thread.
board-refused-not-yours = This link is for a seat that is no longer yours in this match (someone else plays it now).
board-refused-over = This match is over, so its board is closed. Its thread has the result and the replay.
board-refused-no-key = The boards are not available on this server just now: choose in your direct messages with the bot.

## The Activity: the board inside Discord.
activity-title = Touchline in Discord
activity-signing-in = Signing you in with Discord…
activity-noscript = The Activity signs you in with script, which is off here. The match is in its thread as always.
activity-outside = This page opens inside Discord: press "Open in Discord" under a match's first board, or run /launch in its thread.
activity-failed = Discord did not sign you in. Close the Activity and open it again.
activity-not-set-up = This bot's Activity is not set up yet: its operator still has to give it the OAuth2 client secret.
activity-bad-request = That sign-in request is not one Touchline can read: it needs Discord's code and the channel's id.
activity-no-match = There is no match in this channel. Open the Activity from a match's thread.
activity-not-published = This server does not publish its pages, so its matches are watched in their threads. An admin can turn the pages on with /league publish on; a player of the match opens their own board here.

chances-heading = Win chances
chances-explained = Each side's chance to win after every turn, worked out from what the spectators can see: the hidden cards are dealt afresh many times over and each deal is played out by the computer.
table-title-odds = Title
table-title-odds-title = Chance of the title
table-up-odds = Up
table-up-odds-title = Chance of going up
table-playoff-odds = Play-off
table-playoff-odds-title = Chance of the play-off
table-down-odds = Down
table-down-odds-title = Chance of going down
forecast-heading = Season forecast
forecast-chart = Each club's chance of the title
forecast-explained = From { $seasons } simulations of the { $left } fixtures left, each decided from the clubs' ratings with draws as often as this season has had them, and the table ranked as the real one is. It changes after every result.
moments-heading = Key moments
