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
