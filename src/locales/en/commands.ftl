# Touchline slash commands: English (source).

# /games
cmd-games = games
cmd-games-desc = What can be played here.

# /rules
cmd-rules = rules
cmd-rules-desc = How a game is played, and its options.
cmd-rules-opt-game = game
cmd-rules-opt-game-desc = Which game

# /play
cmd-play = play
cmd-play-desc = Start a match: against people you name, at an open table, or against the computer.
cmd-play-opt-game = game
cmd-play-opt-game-desc = Which game
cmd-play-opt-opponent = opponent
cmd-play-opt-opponent-desc = Who to play; leave out to play the computer
cmd-play-opt-opponent2 = opponent2
cmd-play-opt-opponent2-desc = Another player, for games of 3 or more
cmd-play-opt-opponent3 = opponent3
cmd-play-opt-opponent3-desc = Another player, for games of 4 or more
cmd-play-opt-opponent4 = opponent4
cmd-play-opt-opponent4-desc = Another player, for games of 5 or more
cmd-play-opt-opponent5 = opponent5
cmd-play-opt-opponent5-desc = Another player, for games of 6 or more
cmd-play-opt-open = open
cmd-play-opt-open-desc = Open a table anyone may join, instead of naming opponents
cmd-play-opt-result_needed = result_needed
cmd-play-opt-result_needed-desc = A cup tie: no draws (extra time and penalties)
cmd-play-opt-timer = timer
cmd-play-opt-timer-desc = Time per move
cmd-play-opt-on_timeout = on_timeout
cmd-play-opt-on_timeout-desc = When a player runs out of time
cmd-play-opt-level = level
cmd-play-opt-level-desc = How strong the computer plays: against you, or in its seats at an open table
cmd-play-opt-computers = computers
cmd-play-opt-computers-desc = Seats kept for the computer at an open table (it plays at `level`)

# /match
cmd-match = match
cmd-match-desc = The match in this thread.

# /match status
cmd-match-status = status
cmd-match-status-desc = Where the match stands and who has to move (told to you alone).

# /match board
cmd-match-board = board
cmd-match-board-desc = Post the current board again.

# /match resign
cmd-match-resign = resign
cmd-match-resign-desc = Give up the match in this thread.

# /match replay
cmd-match-replay = replay
cmd-match-replay-desc = Replay a finished match: its final board and fairness seal, and an animated GIF on request.
cmd-match-replay-opt-match = match
cmd-match-replay-opt-match-desc = The match number (leave out in a match's thread)
cmd-match-replay-opt-gif = gif
cmd-match-replay-opt-gif-desc = Attach an animated GIF of the whole match

# /league
cmd-league = league
cmd-league-desc = Leagues: a table over seasons.

# /league create
cmd-league-create = create
cmd-league-create-desc = Create a league (admins).
cmd-league-create-opt-game = game
cmd-league-create-opt-game-desc = Which game
cmd-league-create-opt-name = name
cmd-league-create-opt-name-desc = The league's name
cmd-league-create-opt-legs = legs
cmd-league-create-opt-legs-desc = Legs: 1 = everyone once, 2 = home and away (default 2)
cmd-league-create-opt-points = points
cmd-league-create-opt-points-desc = Points for win-draw-loss (default 3-1-0)
cmd-league-create-opt-tiebreak = tiebreak
cmd-league-create-opt-tiebreak-desc = How teams level on points are separated (default football)
cmd-league-create-opt-timer = timer
cmd-league-create-opt-timer-desc = Time per move in matches
cmd-league-create-opt-on_timeout = on_timeout
cmd-league-create-opt-on_timeout-desc = When a player runs out of time in a match
cmd-league-create-opt-deadline_days = deadline_days
cmd-league-create-opt-deadline_days-desc = Days allowed per round (default: no deadlines)
cmd-league-create-opt-missed_deadline = missed_deadline
cmd-league-create-opt-missed_deadline-desc = What a missed deadline does
cmd-league-create-opt-forfeit_score = forfeit_score
cmd-league-create-opt-forfeit_score-desc = The score of a forfeit (default 3, i.e. 3–0)
cmd-league-create-opt-division_of = division_of
cmd-league-create-opt-division_of-desc = The league above it (a pyramid)

# /league join
cmd-league-join = join
cmd-league-join-desc = Join a competition before it starts.
cmd-league-join-opt-name = name
cmd-league-join-opt-name-desc = The competition

# /league leave
cmd-league-leave = leave
cmd-league-leave-desc = Leave a competition before it starts.
cmd-league-leave-opt-name = name
cmd-league-leave-opt-name-desc = The competition

# /league start
cmd-league-start = start
cmd-league-start-desc = Draw up the fixtures and start (admins).
cmd-league-start-opt-name = name
cmd-league-start-opt-name-desc = The competition

# /league table
cmd-league-table = table
cmd-league-table-desc = The table, as a picture with a text version.
cmd-league-table-opt-name = name
cmd-league-table-opt-name-desc = The competition

# /league fixtures
cmd-league-fixtures = fixtures
cmd-league-fixtures-desc = The fixtures, a round at a time.
cmd-league-fixtures-opt-name = name
cmd-league-fixtures-opt-name-desc = The competition
cmd-league-fixtures-opt-round = round
cmd-league-fixtures-opt-round-desc = Which round (default: the current one)

# /league play
cmd-league-play = play
cmd-league-play-desc = Play your next fixture once both sides are ready.
cmd-league-play-opt-name = name
cmd-league-play-opt-name-desc = The competition

# /league report
cmd-league-report = report
cmd-league-report-desc = Report a score played away from the bot.
cmd-league-report-opt-name = name
cmd-league-report-opt-name-desc = The competition
cmd-league-report-opt-my_goals = my_goals
cmd-league-report-opt-my_goals-desc = Your goals
cmd-league-report-opt-their_goals = their_goals
cmd-league-report-opt-their_goals-desc = Your opponent's goals
cmd-league-report-opt-went_through = went_through
cmd-league-report-opt-went_through-desc = A level knockout tie: did you go through?

# /league confirm
cmd-league-confirm = confirm
cmd-league-confirm-desc = Confirm the score your opponent reported.
cmd-league-confirm-opt-name = name
cmd-league-confirm-opt-name-desc = The competition

# /league dispute
cmd-league-dispute = dispute
cmd-league-dispute-desc = Dispute your opponent's reported score.
cmd-league-dispute-opt-name = name
cmd-league-dispute-opt-name-desc = The competition
cmd-league-dispute-opt-reason = reason
cmd-league-dispute-opt-reason-desc = What is wrong with the reported score

# /league override
cmd-league-override = override
cmd-league-override-desc = Set a result; the reason is logged (admins).
cmd-league-override-opt-name = name
cmd-league-override-opt-name-desc = The competition
cmd-league-override-opt-fixture = fixture
cmd-league-override-opt-fixture-desc = The fixture number (from /league fixtures)
cmd-league-override-opt-home_goals = home_goals
cmd-league-override-opt-home_goals-desc = Home goals
cmd-league-override-opt-away_goals = away_goals
cmd-league-override-opt-away_goals-desc = Away goals
cmd-league-override-opt-reason = reason
cmd-league-override-opt-reason-desc = Why (kept in the audit log)
cmd-league-override-opt-home_went_through = home_went_through
cmd-league-override-opt-home_went_through-desc = A level knockout tie: did the home side go through?

# /league export
cmd-league-export = export
cmd-league-export-desc = The table and every result, as CSV files.
cmd-league-export-opt-name = name
cmd-league-export-opt-name-desc = The competition

# /league season
cmd-league-season = season
cmd-league-season-desc = Seasons of a league.

# /league season new
cmd-league-season-new = new
cmd-league-season-new-desc = Open the next season once this one is over (admins).
cmd-league-season-new-opt-name = name
cmd-league-season-new-opt-name-desc = The league


# /league admins
cmd-league-admins = admins
cmd-league-admins-desc = The role that may run competitions here.
cmd-league-admins-opt-role = role
cmd-league-admins-opt-role-desc = The role; leave out to clear it

# /league log
cmd-league-log = log
cmd-league-log-desc = The audit log (admins).
cmd-league-log-opt-name = name
cmd-league-log-opt-name-desc = The competition

# /league publish
cmd-league-publish = publish
cmd-league-publish-desc = Show or hide this server's pages on the web (admins).
cmd-league-publish-opt-state = state
cmd-league-publish-opt-state-desc = on: publish; off: hide (the address is kept)

# /league crest
cmd-league-crest = crest
cmd-league-crest-desc = A member's crest on this server (admins).
cmd-league-crest-opt-member = member
cmd-league-crest-opt-member-desc = The member
cmd-league-crest-opt-image = image
cmd-league-crest-opt-image-desc = The picture (PNG, JPEG, WebP or GIF, up to 512 KiB)
cmd-league-crest-opt-remove = remove
cmd-league-crest-opt-remove-desc = Remove their crest instead

# /tournament
cmd-tournament = tournament
cmd-tournament-desc = Cups: knockout, Swiss, or groups then knockout.

# /tournament create
cmd-tournament-create = create
cmd-tournament-create-desc = Create a tournament (admins).
cmd-tournament-create-opt-game = game
cmd-tournament-create-opt-game-desc = Which game
cmd-tournament-create-opt-name = name
cmd-tournament-create-opt-name-desc = The tournament's name
cmd-tournament-create-opt-format = format
cmd-tournament-create-opt-format-desc = Knockout, Swiss, or groups then knockout
cmd-tournament-create-opt-legs = legs
cmd-tournament-create-opt-legs-desc = Knockout ties: 1 or 2 legs (default 1)
cmd-tournament-create-opt-groups = groups
cmd-tournament-create-opt-groups-desc = Groups then knockout: how many groups (default 2)
cmd-tournament-create-opt-qualifiers = qualifiers
cmd-tournament-create-opt-qualifiers-desc = Groups then knockout: how many go through from each group (default 2)
cmd-tournament-create-opt-rounds = rounds
cmd-tournament-create-opt-rounds-desc = Swiss: how many rounds (default: enough to find a winner)
cmd-tournament-create-opt-timer = timer
cmd-tournament-create-opt-timer-desc = Time per move in matches
cmd-tournament-create-opt-on_timeout = on_timeout
cmd-tournament-create-opt-on_timeout-desc = When a player runs out of time in a match
cmd-tournament-create-opt-deadline_days = deadline_days
cmd-tournament-create-opt-deadline_days-desc = Days allowed per round (default: no deadlines)
cmd-tournament-create-opt-managers = managers
cmd-tournament-create-opt-managers-desc = Draft league: how many managers draft and play (default: as many as the draft takes)
cmd-tournament-create-opt-draft = draft
cmd-tournament-create-opt-draft-desc = Draft league: how the managers share the players out

# /tournament join
cmd-tournament-join = join
cmd-tournament-join-desc = Join a competition before it starts.
cmd-tournament-join-opt-name = name
cmd-tournament-join-opt-name-desc = The competition

# /tournament leave
cmd-tournament-leave = leave
cmd-tournament-leave-desc = Leave a competition before it starts.
cmd-tournament-leave-opt-name = name
cmd-tournament-leave-opt-name-desc = The competition

# /tournament start
cmd-tournament-start = start
cmd-tournament-start-desc = Draw up the fixtures and start (admins).
cmd-tournament-start-opt-name = name
cmd-tournament-start-opt-name-desc = The competition

# /tournament bracket
cmd-tournament-bracket = bracket
cmd-tournament-bracket-desc = The knockout bracket, as a picture.
cmd-tournament-bracket-opt-name = name
cmd-tournament-bracket-opt-name-desc = The tournament

# /tournament table
cmd-tournament-table = table
cmd-tournament-table-desc = The table, as a picture with a text version.
cmd-tournament-table-opt-name = name
cmd-tournament-table-opt-name-desc = The competition

# /tournament fixtures
cmd-tournament-fixtures = fixtures
cmd-tournament-fixtures-desc = The fixtures, a round at a time.
cmd-tournament-fixtures-opt-name = name
cmd-tournament-fixtures-opt-name-desc = The competition
cmd-tournament-fixtures-opt-round = round
cmd-tournament-fixtures-opt-round-desc = Which round (default: the current one)

# /tournament play
cmd-tournament-play = play
cmd-tournament-play-desc = Start your next fixture: it kicks off in a thread once both sides are ready.
cmd-tournament-play-opt-name = name
cmd-tournament-play-opt-name-desc = The competition

# /tournament report
cmd-tournament-report = report
cmd-tournament-report-desc = Report the score of your next fixture played away from the bot; your opponent confirms.
cmd-tournament-report-opt-name = name
cmd-tournament-report-opt-name-desc = The competition
cmd-tournament-report-opt-my_goals = my_goals
cmd-tournament-report-opt-my_goals-desc = Your goals
cmd-tournament-report-opt-their_goals = their_goals
cmd-tournament-report-opt-their_goals-desc = Your opponent's goals
cmd-tournament-report-opt-went_through = went_through
cmd-tournament-report-opt-went_through-desc = A level knockout tie: did you go through?

# /tournament confirm
cmd-tournament-confirm = confirm
cmd-tournament-confirm-desc = Confirm the score your opponent reported.
cmd-tournament-confirm-opt-name = name
cmd-tournament-confirm-opt-name-desc = The competition

# /tournament dispute
cmd-tournament-dispute = dispute
cmd-tournament-dispute-desc = Dispute the score your opponent reported; an admin will settle it.
cmd-tournament-dispute-opt-name = name
cmd-tournament-dispute-opt-name-desc = The competition
cmd-tournament-dispute-opt-reason = reason
cmd-tournament-dispute-opt-reason-desc = What is wrong with the reported score

# /tournament override
cmd-tournament-override = override
cmd-tournament-override-desc = Set a fixture's result, replacing any it had; the reason goes in the audit log (admins).
cmd-tournament-override-opt-name = name
cmd-tournament-override-opt-name-desc = The competition
cmd-tournament-override-opt-fixture = fixture
cmd-tournament-override-opt-fixture-desc = The fixture number (from /league fixtures)
cmd-tournament-override-opt-home_goals = home_goals
cmd-tournament-override-opt-home_goals-desc = Home goals
cmd-tournament-override-opt-away_goals = away_goals
cmd-tournament-override-opt-away_goals-desc = Away goals
cmd-tournament-override-opt-reason = reason
cmd-tournament-override-opt-reason-desc = Why (kept in the audit log)
cmd-tournament-override-opt-home_went_through = home_went_through
cmd-tournament-override-opt-home_went_through-desc = A level knockout tie: did the home side go through?

# /tournament export
cmd-tournament-export = export
cmd-tournament-export-desc = The table and every result, as CSV files.
cmd-tournament-export-opt-name = name
cmd-tournament-export-opt-name-desc = The competition

# /rating
cmd-rating = rating
cmd-rating-desc = Ratings.

# /rating leaderboard
cmd-rating-leaderboard = leaderboard
cmd-rating-leaderboard-desc = The best-rated players of a game (Elo, from every result between two people).
cmd-rating-leaderboard-opt-game = game
cmd-rating-leaderboard-opt-game-desc = Which game

# /club
cmd-club = club
cmd-club-desc = Your club.

# /club crest
cmd-club-crest = crest
cmd-club-crest-desc = Set your club's crest on this server (PNG, JPEG, WebP or GIF, up to 512 KiB), or remove it.
cmd-club-crest-opt-image = image
cmd-club-crest-opt-image-desc = The picture (PNG, JPEG, WebP or GIF, up to 512 KiB)
cmd-club-crest-opt-remove = remove
cmd-club-crest-opt-remove-desc = Remove your crest instead

# Game options (run-time parameters; names only)
opt-format = format
opt-advanced = advanced
opt-window = window
opt-variant = variant
opt-penalties = penalties
opt-variations = variations
opt-solo = solo
opt-rounds = rounds
opt-game_rounds = game_rounds
opt-game_format = game_format

# Choices
choice-standard-a-day-a-move = standard (a day a move)
choice-casual-15-minutes-a-move = casual (15 minutes a move)
choice-easy = easy
choice-normal = normal
choice-hard = hard
choice-the-computer-moves = the computer moves
choice-forfeit-the-match = forfeit the match
choice-football-gd-goals-head-to-head = football (GD, goals, head-to-head)
choice-head-to-head-first-uefa = head-to-head first (UEFA)
choice-the-game-s-rulebook = the game's rulebook
choice-knockout = knockout
choice-swiss = Swiss
choice-groups-then-knockout = groups then knockout
choice-draft-league = draft-league
choice-ladder = ladder
choice-forfeit-against-the-side-that-did-not-turn-up = forfeit against the side that did not turn up
choice-an-admin-decides = an admin decides
choice-on = on
choice-off = off

cmd-server = server
cmd-server-desc = This server's settings.
cmd-server-language = language
cmd-server-language-desc = The language of match threads, pictures and news here (admins).
cmd-server-language-opt-language = language
cmd-server-language-opt-language-desc = A language (en, es, pt-BR, fr, de), or discord to follow the server's own
cmd-server-chances = chances
cmd-server-chances-desc = Show or hide win chances in a competition's matches (admins).
cmd-server-chances-opt-name = name
cmd-server-chances-opt-name-desc = The league or tournament
cmd-server-chances-opt-show = show
cmd-server-chances-opt-show-desc = True to show them, false to hide them

# /pyramid
cmd-pyramid = pyramid
cmd-pyramid-desc = Pyramids: leagues as divisions, with promotion and relegation.

# /pyramid link
cmd-pyramid-link = link
cmd-pyramid-link-desc = Put a league under another as its next division down (admins).
cmd-pyramid-link-opt-name = name
cmd-pyramid-link-opt-name-desc = The league to link
cmd-pyramid-link-opt-division_of = division_of
cmd-pyramid-link-opt-division_of-desc = The league one division above it
cmd-pyramid-link-opt-promotion = promotion
cmd-pyramid-link-opt-promotion-desc = Clubs going up and down between the two each season (default 2)
cmd-pyramid-link-opt-playoff = playoff
cmd-pyramid-link-opt-playoff-desc = Settle the last of those places by a two-leg play-off

# /pyramid show
cmd-pyramid-show = show
cmd-pyramid-show-desc = A league's pyramid: its divisions, where each season stands, and the last moves.
cmd-pyramid-show-opt-name = name
cmd-pyramid-show-opt-name-desc = Any league of the pyramid

# /profile
cmd-profile = profile
cmd-profile-desc = Your own settings: your time zone, a break, how you are pinged.

# /profile timezone
cmd-profile-timezone = timezone
cmd-profile-timezone-desc = Your time zone, for the kick-off times you type (and read).
cmd-profile-timezone-opt-zone = zone
cmd-profile-timezone-opt-zone-desc = Its IANA name, e.g. Europe/Berlin or America/New_York

# /fixture
cmd-fixture = fixture
cmd-fixture-desc = Kick-off times for your fixtures.

# /fixture propose
cmd-fixture-propose = propose
cmd-fixture-propose-desc = Propose up to three kick-off times for your next fixture, in your own time.
cmd-fixture-propose-opt-name = name
cmd-fixture-propose-opt-name-desc = The competition
cmd-fixture-propose-opt-first = first
cmd-fixture-propose-opt-first-desc = A time in your time zone: YYYY-MM-DD HH:MM
cmd-fixture-propose-opt-second = second
cmd-fixture-propose-opt-second-desc = Another time
cmd-fixture-propose-opt-third = third
cmd-fixture-propose-opt-third-desc = A third time

# /fixture accept
cmd-fixture-accept = accept
cmd-fixture-accept-desc = Pick one of the kick-off times your opponent proposed.
cmd-fixture-accept-opt-name = name
cmd-fixture-accept-opt-name-desc = The competition
cmd-fixture-accept-opt-choice = choice
cmd-fixture-accept-opt-choice-desc = Which of the times proposed (1 to 3)

# /fixture show
cmd-fixture-show = show
cmd-fixture-show-desc = The kick-off of your next fixture: agreed, proposed, or not yet.
cmd-fixture-show-opt-name = name
cmd-fixture-show-opt-name-desc = The competition

# /league extend
cmd-league-extend = extend
cmd-league-extend-desc = More time for a fixture (admins).
cmd-league-extend-opt-name = name
cmd-league-extend-opt-name-desc = The competition
cmd-league-extend-opt-fixture = fixture
cmd-league-extend-opt-fixture-desc = The fixture's number
cmd-league-extend-opt-days = days
cmd-league-extend-opt-days-desc = Days to add (1 to 60)
cmd-league-extend-opt-reason = reason
cmd-league-extend-opt-reason-desc = Why (logged)
cmd-league-create-opt-max_break_days = max_break_days
cmd-league-create-opt-max_break_days-desc = Break days per member a season (default 14)

# /profile away
cmd-profile-away = away
cmd-profile-away-desc = Take a break: the deadlines of your fixtures here that fall in it move by its length.
cmd-profile-away-opt-until = until
cmd-profile-away-opt-until-desc = The last day of your break, YYYY-MM-DD, in your time zone

# /league deputy
cmd-league-deputy = deputy
cmd-league-deputy-desc = Who plays for you while you are away.
cmd-league-deputy-opt-name = name
cmd-league-deputy-opt-name-desc = The competition
cmd-league-deputy-opt-member = member
cmd-league-deputy-opt-member-desc = Your deputy (none: clear)

# /profile pings
cmd-profile-pings = pings
cmd-profile-pings-desc = How you are told it is your move, and your quiet hours (in your time zone).
cmd-profile-pings-opt-how = how
cmd-profile-pings-opt-how-desc = How you are told it is your move
cmd-profile-pings-opt-quiet_from = quiet_from
cmd-profile-pings-opt-quiet_from-desc = Quiet hours start, HH:MM (reminders wait until they end)
cmd-profile-pings-opt-quiet_to = quiet_to
cmd-profile-pings-opt-quiet_to-desc = Quiet hours end, HH:MM
choice-a-mention-in-the-match-s-thread = a mention in the match's thread
choice-a-direct-message = a direct message
choice-never = never

# /tournament extend
cmd-tournament-extend = extend
cmd-tournament-extend-desc = More time for a fixture (admins).
cmd-tournament-extend-opt-name = name
cmd-tournament-extend-opt-name-desc = The competition
cmd-tournament-extend-opt-fixture = fixture
cmd-tournament-extend-opt-fixture-desc = The fixture's number
cmd-tournament-extend-opt-days = days
cmd-tournament-extend-opt-days-desc = Days to add (1 to 60)
cmd-tournament-extend-opt-reason = reason
cmd-tournament-extend-opt-reason-desc = Why (logged)

# /league odds
cmd-league-odds = odds
cmd-league-odds-desc = The season's odds
cmd-league-odds-opt-name = name
cmd-league-odds-opt-name-desc = The league
