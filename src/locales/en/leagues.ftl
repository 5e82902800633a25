# Leagues, tournaments and their news, for Discord and the web pages alike. English is the source.
# Refusals: creating, finding, joining and leaving a competition.
league-squads-not-drafted = This fixture's squads have not been drafted yet.
league-name-length = A name needs 1 to { $most } characters.
league-name-characters = A name can't contain @, #, backticks or control characters.
league-points-rule = Points must run win ≥ draw ≥ loss, with 1 to 10 for a win (e.g. 3-1-0).
league-forfeit-goals = The forfeit score must be 1 to 10 goals.
league-no-rulebook = { $game }'s rulebook gives no order for teams level on points: choose football or head-to-head first.
league-no-draft = { $game } has no draft; a draft league can be played with { $drafting }.
league-draft-managers = { $span ->
        [one] A { $game } draft league has { $fewest } managers (`managers:` { $fewest }).
        [two] A { $game } draft league has { $fewest } or { $most } managers (`managers:` { $fewest } or { $most }).
       *[range] A { $game } draft league has { $fewest } to { $most } managers (`managers:` { $choices }).
    }
league-draft-options = A draft league is created with its draft's options (`draft:` snake or auction).
league-no-solo = A solo { $game } match has no opponent to put in a table: leave `solo` out for a competition (solo results have their own leaderboard, `/leaderboard`).
league-not-one-against-one = { $span ->
        [one] { $game } is played by { $fewest } players, and a competition's fixtures are one against one. Play it with `/play` instead.
       *[range] { $game } is played by { $fewest } to { $most } players, and a competition's fixtures are one against one. Play it with `/play` instead.
    }
league-name-taken = There is already a competition called '{ $name }' on this server. Pick another name.
league-is-a-league = '{ $name }' is a league, not a tournament: use `/league …` for it.
league-is-a-tournament = '{ $name }' is a tournament, not a league: use `/tournament …` for it.
league-none-here = There is no competition called '{ $name }' here, and none yet: an admin can make one with `/league create` or `/tournament create`.
league-unknown = There is no competition called '{ $name }' here. Known: { $known }.
league-already-in = You are already in '{ $name }'.
league-full = '{ $name }' already has its { $managers } managers.
league-join-closed = '{ $name }' has already started; you can join when its next season opens.
league-leave-started = '{ $name }' has started, so you can't leave it now; ask an admin.
league-not-in = You are not in '{ $name }'.
league-cannot = { $reason }
league-already-started = '{ $name }' has already started.
league-too-few-members = '{ $name }' needs at least { $need } members to start; it has { $members }. Players join with `/{ $command } join`.
league-season-not-finished = '{ $name }' season { $season } isn't finished yet; a new season can open once every fixture is played.
# A fixture's score from the home side.
score-went-through = { $home }–{ $away } ({ $through } went through)
score-went-through-forfeit = { $home }–{ $away } ({ $through } went through) (forfeit)
score-forfeit = { $home }–{ $away } (forfeit)
# Refusals: fixtures, reports, confirmations, disputes, overrides.
league-not-started = '{ $name }' hasn't started yet.
league-season-over = '{ $name }' season { $season } is over.
league-no-fixture-left = You have no fixture left to play in '{ $name }' for now.
league-next-reported = Your next fixture has a reported score waiting: `/league confirm` or `/league dispute` it.
league-next-overdue = Your next fixture missed its deadline; an admin will decide it.
league-already-played = That fixture is already played.
league-score-range = Scores run from 0 to 99.
league-level-tie = This is a knockout tie and the score is level: say who went through (`went_through`).
league-next-in-play = Your next fixture is being played on the bot; its result will count by itself.
league-next-disputed = The score of your next fixture is disputed; an admin will settle it.
league-no-report-now = That fixture can't take a report now.
league-own-report = You reported that score; your opponent has to confirm it (or dispute it).
league-nothing-to-confirm = No score is waiting for your confirmation in '{ $name }'.
league-has-result = That fixture already has a result.
league-dispute-reason = Say briefly (up to 300 characters) what is wrong with the reported score.
league-no-dispute-now = That report can't be disputed now.
league-override-reason = An override needs a reason (up to 300 characters); it is kept in the audit log.
league-no-such-fixture = '{ $name }' has no fixture #{ $fixture } this season; `/league fixtures` lists them with their numbers.
league-override-in-play = That fixture is being played on the bot right now; let it finish (or resign it) first.
league-override-too-late = The next round of that tie has already been drawn, so its result can't change any more.
league-override-level-tie = This is a knockout tie and the score is level: say whether the home side went through (`home_went_through`).
# Deadline news in a competition's channel.
deadline-report-stands = ⌛ **{ $home }** v **{ $away }** ({ $competition }): the reported { $home_goals }–{ $away_goals } stands: it was not answered before the deadline.
deadline-awarded-home = ⌛ **{ $home }** v **{ $away }** ({ $competition }): awarded { $goals }–0 to { $home }: { $away } did not turn up before the deadline.
deadline-awarded-away = ⌛ **{ $home }** v **{ $away }** ({ $competition }): awarded 0–{ $goals } to { $away }: { $home } did not turn up before the deadline.
deadline-missed = ⌛ **{ $home }** v **{ $away }** ({ $competition }, fixture #{ $fixture }) missed its deadline; an admin decides it with `/league override`.
# Where a fixture stands, before it has a score.
fixture-in-play = being played
fixture-reported = score reported, awaiting confirmation
fixture-disputed = disputed: awaiting an admin
fixture-overdue = deadline missed: awaiting an admin
fixture-one-ready = one side ready
fixture-to-play = to play
# Knockout rounds, and the headings fixtures are listed under.
round-final = Final
round-semi-finals = Semi-finals
round-quarter-finals = Quarter-finals
round-of = Round of { $sides }
round-numbered = Round { $round }
group-title = Group { $group }
group-round-title = Group { $group } · round { $round }
# Which tie-break separated two teams level on points.
tiebreak-above = { $criterion ->
        [goal-difference] { $upper } above { $lower } on goal difference
        [goals-for] { $upper } above { $lower } on goals scored
        [wins] { $upper } above { $lower } on wins
        [head-to-head-points] { $upper } above { $lower } on head-to-head points
        [head-to-head-goal-difference] { $upper } above { $lower } on head-to-head goal difference
        [head-to-head-goals-for] { $upper } above { $lower } on head-to-head goals
        [buchholz] { $upper } above { $lower } on Buchholz
        [sonneborn-berger] { $upper } above { $lower } on Sonneborn-Berger
        [lots] { $upper } above { $lower } on drawing of lots
       *[points] { $upper } above { $lower } on points
    }
# A knockout tie's score from the upper side.
tie-aggregate = { $home }–{ $away } agg.
tie-aggregate-through = { $home }–{ $away } agg. ({ $through } through)
tie-through = { $home }–{ $away } ({ $through } through)
# One fixture: its number, the sides, the leg, and where it stands.
fixture-line = `{ $id }` { $home } v { $away } — { $state }
fixture-line-second-leg = `{ $id }` { $home } v { $away } (2nd leg) — { $state }
fixture-line-decider = `{ $id }` { $home } v { $away } (decider) — { $state }
fixtures-none = No fixtures there.
# A competition in one line.
summary-round-days = { $days } day(s) per round
summary-no-deadlines = no round deadlines
tiebreak-rulebook = { $game }'s rulebook
tiebreak-preset = { $preset ->
        [head-to-head-first] head-to-head-first
        [swiss] swiss
       *[football] football
    }
summary = { $game } ({ $options }) · { $format } · points { $win }-{ $draw }-{ $loss } · tie-break: { $tiebreak } · { $deadline }
# A table's column headings (the text table; the picture's too).
column-team = Team
column-played = P
column-won = W
column-drawn = D
column-lost = L
column-goals-for = GF
column-goals-against = GA
column-goal-difference = GD
column-points = Pts
# News in a competition's channel.
news-next-round = 📣 **{ $competition }**: the next round is drawn.
    { $fixtures }
news-champions = 🏆 **{ $competition }** season { $season } is over: **{ $champion }** are the champions!
news-no-champions = 🏆 **{ $competition }** season { $season } is over: **nobody** are the champions!
news-league-champions = 🏆 **{ $competition }** season { $season } is over: **{ $champion }** are the champions!
    An admin can open the next season with `/league season new name:{ $competition }`.
news-league-no-champions = 🏆 **{ $competition }** season { $season } is over: **nobody** are the champions!
    An admin can open the next season with `/league season new name:{ $competition }`.
news-lots = The season's drawing of lots:
    { $lines }
news-result = ⚽ **{ $competition }** result: { $result }
news-draft-complete = ✅ The **{ $competition }** draft is complete: every manager keeps their squad for the whole tournament (see the draft board). { $count } fixtures are drawn up.
    { $fixtures }
    
    Start your next match with `/{ $command } play`.
column-form = Form
# Table and bracket pictures.
picture-group-title = { $competition } — Group { $group }
picture-season-title = { $competition } — Season { $season }
picture-no-teams = No teams yet
bracket-bye = bye
bracket-to-be-decided = TBD
bracket-champions = CHAMPIONS
bracket-empty = No rounds drawn yet
league-not-your-fixture = This isn't your fixture.
league-gone = This competition no longer exists.
# What only competition admins can do.
admins-only-create-league = Only competition admins can create a league: people with Manage Server, or the role set with `/league admins`.
admins-only-create-tournament = Only competition admins can create a tournament: people with Manage Server, or the role set with `/league admins`.
admins-only-start = Only competition admins can start a competition: people with Manage Server, or the role set with `/league admins`.
admins-only-new-season = Only competition admins can open a new season: people with Manage Server, or the role set with `/league admins`.
admins-only-crest = Only competition admins can set a member's crest: people with Manage Server, or the role set with `/league admins`.
admins-only-publish = Only competition admins can publish this server's pages: people with Manage Server, or the role set with `/league admins`.
admins-only-override = Only competition admins can override results: people with Manage Server, or the role set with `/league admins`.
admins-only-log = Only competition admins can read the audit log: people with Manage Server, or the role set with `/league admins`.
# Creating, joining, leaving, starting; seasons; admin roles.
create-bad-points = '{ $points }' is not a points rule: write win-draw-loss, e.g. 3-1-0.
created-league = 🏟️ League **{ $name }** created: { $summary }.
    Join with `/league join name:{ $name }`; an admin starts it with `/league start`.
create-unknown-draft-method = That way of drafting is not one I know (reopen Discord for the new list).
create-unknown-format = That format is not one I know (reopen Discord for the new list).
create-draft-methods = { $game }'s draft goes by { $ways }.
create-draft-two-methods = { $game }'s draft goes by { $first } or { $second }.
created-tournament = 🏆 Tournament **{ $name }** created: { $summary }.
    Join with `/tournament join name:{ $name }`; an admin starts it with `/tournament start`.
joined = ✅ { $who } joined **{ $name }** ({ $count } in so far).
left = You left '{ $name }'.
draft-opened-late = The draft was not open yet: it is now, in { $thread }.
started-draft = 📣 **{ $name }** is under way: the draft is open in { $thread }.
started = 📣 **{ $name }** season { $season } is under way: { $count } fixtures drawn up for { $members }.
    { $fixtures }
    
    See yours with `/{ $command } fixtures`; start your next match with `/{ $command } play` (it kicks off when both sides have).
started-sealed = 📣 **{ $name }** season { $season } is under way: { $count } fixtures drawn up for { $members }.
    🔒 The season's drawing of lots is sealed: `{ $seal }` (revealed when the season ends).
    { $fixtures }
    
    See yours with `/{ $command } fixtures`; start your next match with `/{ $command } play` (it kicks off when both sides have).
season-opened = 🗓️ **{ $name }** season { $season } is open with the same { $members } members; the old table is archived. Others can `/{ $command } join` until an admin starts it.
admins-role-set = Members with the role **{ $role }** can now run competitions here.
admins-role-cleared = Only people with Manage Server can run competitions here now.
# Fixtures, tables, brackets, exports, the audit log, ratings.
fixtures-not-started = '{ $name }' hasn't started yet, so there are no fixtures.
fixtures-rounds-drawn = '{ $name }' has { $rounds } round(s) drawn so far.
fixtures-round = **{ $name }** season { $season }
    { $fixtures }
    Other rounds: `round:` 1–{ $last }.
table-heading = **{ $name }** season { $season }
table-is-knockout = '{ $name }' is a knockout: see `/tournament bracket`.
bracket-after-groups = '{ $name }' has no bracket yet: its knockout is drawn once the group stage is over; `/tournament table` shows the groups.
bracket-not-started = '{ $name }' has no bracket yet: it hasn't started yet.
bracket-none = '{ $name }' has no bracket yet: it has no knockout stage; `/tournament table` shows the standings.
bracket-heading = **{ $name }** bracket
export-heading = **{ $name }** season { $season }: table and results.
log-heading = **{ $name }** audit log (newest first)
    { $lines }
rating-unknown-game = That game is not one I know. `/games` lists the games.
rating-line = { $place }. **{ $name }** — { $rating } ({ $played } played)
rating-heading = **{ $game } ratings** (Elo, everyone starts at 1500)
    { $lines }
solo-line = { $place }. **{ $name }** — best { $best } ({ $scored } scored) · { $wins } won of { $played }
solo-heading = **{ $game } solo — { $level }** (best goal difference)
    { $lines }
rating-none = No rated { $game } matches yet: ratings come from matches between two people.
rating-none-with-solo = No rated { $game } matches yet: ratings come from matches between two people, and solo boards from solo matches.
# Reports, confirmations, disputes, overrides.
reported = 📝 { $reporter } reports { $mine }–{ $theirs } against { $opponent } (fixture `{ $fixture }`, { $name }). { $opponent }: `/{ $command } confirm` if that's right, `/{ $command } dispute` if not.
result-confirmed = ✅ Result confirmed: { $line }
disputed = ⚠️ Fixture `#{ $fixture }` of **{ $name }** is disputed. An admin settles it with `/{ $command } override fixture:{ $fixture }`.
result-set = 🛠️ Result set by { $admin }: { $line } — { $reason }
# Playing a fixture on the bot.
ready-button = Ready
opponent-ready = { $opponent }, your opponent is ready for your **{ $name }** fixture `{ $fixture }`. Press Ready (or use `/{ $command } play`) to kick off.
ready-already = You are ready for your **{ $name }** fixture `{ $fixture }` already: waiting for { $opponent } to press Ready.
fixture-being-played = Your fixture is already being played.
fixture-being-played-in = Your fixture is already being played in { $thread }.
kick-off = ⚽ **{ $name }** fixture `{ $fixture }` kicks off in { $thread }.
draft-begins = 📋 The **{ $name }** draft begins in { $thread } for { $managers }: picks and bids are public there; each of you keeps the squad for the whole tournament.
# Club crests.
crest-removed-yours = Your crest is removed.
crest-removed-member = { $member }'s crest is removed.
crest-none-yours = Your club has no crest here.
crest-none-member = { $member }'s club has no crest here.
crest-not-both = Give a picture or `remove:True`, not both.
crest-attach = Attach the crest as `image:` (PNG, JPEG, WebP or GIF, up to 512 KiB).
crest-too-big = That file is { $size } KiB; a crest may be at most 512 KiB. Nothing was changed.
crest-not-fetched = I could not fetch that file from Discord: try again. Nothing was changed.
crest-unreadable = That picture can't be a crest: { $reason }. Nothing was changed.
crest-error-too-large = the file is { $bytes } bytes; a crest may be at most 512 KiB
crest-error-not-an-image = the file is not a picture Touchline reads: send a PNG, JPEG, WebP or GIF
crest-error-unsupported = { $format } pictures are not taken: send a PNG, JPEG, WebP or GIF
crest-error-too-many-pixels = the picture is too big ({ $size }): a crest may be at most 4096 × 4096 pixels
crest-error-too-much-memory = the picture would take too much memory to read ({ $size }): a crest may unpack to at most 64 MiB
crest-error-broken = the picture could not be read ({ $why }): it may be cut short or damaged
crest-error-empty = the picture is empty
crest-set-yours = Your crest is set: it appears on match pictures, tables and brackets here.
crest-set-member = { $member }'s crest is set: it appears on match pictures, tables and brackets here.
# The server's web pages.
publish-on = 🌐 This server's pages are published: { $link }
    Tables, brackets, profiles and match replays; a match still being played shows only its public board.
publish-on-no-address = 🌐 This server's pages are published, but this bot has no web address to link to: its operator sets `web.listen` or `web.base_url` (or runs `touchline web`).
publish-off = This server's pages are hidden now; their address is kept for when they are published again.
# Challenges and open tables: refusals.
table-gone = This table no longer exists.
table-seats = { $game } is played by { $fewest } players; this table would have { $seats } (you and { $others } more).
table-seats-range = { $game } is played by { $fewest } to { $most } players; this table would have { $seats } (you and { $others } more).
table-play-yourself = You can't play yourself. Name someone else, or leave `opponent` out to play the computer.
table-named-twice = You named the same player twice; name each opponent once.
table-only-challenged = Only the player who was challenged can accept.
table-only-challenged-many = Only the players who were challenged can accept.
table-not-yours-to-decline = This challenge is not yours to decline.
table-host-waits = { $waiting ->
        [one] You set this table; it starts once { $names } accepts.
       *[other] You set this table; it starts once { $names } have all accepted.
    }
table-answered = This challenge has already been answered.
table-is-challenge = This is a challenge to named players; start your own with `/play`.
table-already-seated = You are already at this table.
table-full = This table is full or has started; start your own with `/play`.
table-not-seated = You are not at this table, or it has started.
table-only-host-starts = Only the player who opened the table can start it.
table-over = This table has already started or been called off.
table-too-few = { $game } needs at least { $fewest } players; { $seated } seated so far.
table-only-host-cancels = Only the player who set the table can call it off.
# A challenge's or an open table's message and its buttons.
table-button-join = Join
table-button-leave = Leave
table-button-start = Start
table-button-accept = Accept
table-button-decline = Decline
table-open = { $host } has a table for **{ $game }** ({ $options }), for { $most } players: { $count }/{ $most } seated ({ $seated }). Join to play; { $host } starts it once { $most } are in, or it starts when full.
table-open-range = { $host } has a table for **{ $game }** ({ $options }), for { $fewest } to { $most } players: { $count }/{ $most } seated ({ $seated }). Join to play; { $host } starts it once { $fewest } are in, or it starts when full.
table-challenge = { $invited }, { $host } challenges you to **{ $game }** ({ $options }). Do you accept?
table-seat-order = Seats: { $seats }
table-accepted-so-far = Accepted: { $accepted } · waiting for { $waiting }.
table-full-kicking-off = The table is full — kicking off…
table-accepted-kicking-off = Challenge accepted — kicking off…
table-declined = Challenge declined.
table-declined-by = Challenge declined by { $names }.
table-called-off = The table was called off.
table-challenge-called-off = Challenge called off.
table-match-on = The match is on in { $thread }.
table-cannot-start-here = This match can't start here. { $reason }
table-try-start-again = The match could not start; press Start to try again.
table-try-accept-again = The match could not start; press Accept to try again.
table-restarted-host-starts = This match did not kick off before the bot restarted; the host can press Start to try again.
table-restarted-accept = This match did not kick off before the bot restarted; press Accept to try again.
rematch-setting-up = Setting up the rematch…
rematch-not-a-player = Only the players of this match can ask for a rematch.
rematch-still-playing = This match is still being played: a rematch can be asked for once it is over.
rematch-not-here = This match was not played here, so it has no rematch here.
rematch-under-way = The rematch is already under way.
rematch-posted = Rematch: { $thread }.

table-computer-seats = Seats for the computer: { $computers }. { $free ->
        [one] One seat is still open for people.
       *[other] { $free } seats are still open for people.
    }

# Pyramids: leagues as divisions, promotion and relegation.
admins-only-division = Only competition admins can link leagues into a pyramid: people with Manage Server, or the role set with `/league admins`.
pyramid-places = Between 1 and { $most } clubs can go up and down between two divisions.
pyramid-leagues-only = Only leagues (a table over seasons) can be divisions of a pyramid; cups and draft leagues can't.
pyramid-same-game = Every division of a pyramid plays the same game: '{ $above }' plays { $game }.
pyramid-loop = '{ $name }' can't go below '{ $above }': '{ $above }' is '{ $name }' itself or one of its lower divisions, and a pyramid can't go round in a loop.
pyramid-level-taken = '{ $above }' already has a division below it ('{ $below }'); a pyramid has one league per level.
pyramid-division-too-small = '{ $name }' has { $clubs } clubs, but the lines above and below it move { $needed }. Add clubs, or change the line with `/pyramid link`.
pyramid-not-finished = The next season of the pyramid opens once every division has finished; still playing: { $divisions }.
pyramid-not-begun = The next season of the pyramid opens once every division has finished; not begun yet: { $divisions }.
pyramid-not-finished-nor-begun = The next season of the pyramid opens once every division has finished; still playing: { $divisions }; not begun yet: { $waiting }.
pyramid-already-turned = The next season of '{ $name }' has already been opened.
pyramid-created-below = 🔽 It is the division below **{ $above }**.
pyramid-whole = '{ $name }' is a division of the pyramid headed by '{ $top }': its next season opens with the whole pyramid's.
pyramid-linked = 🔗 **{ $name }** is now the division below **{ $above }**.
    { $pyramid }
pyramid-level = { $level }. { $name }{ $line }
pyramid-line = { $places ->
        [one] {" "}(one club up and one down)
       *[other] {" "}({ $places } up and { $places } down)
    }
pyramid-line-playoff = { $places ->
        [one] {" "}(a two-leg play-off for the one place)
       *[other] {" "}({ $places } up and { $places } down, the last by a two-leg play-off)
    }
pyramid-none = '{ $name }' is a league on its own; link leagues into a pyramid with `/pyramid link`.
pyramid-heading = 🔺 **{ $name }** pyramid
pyramid-season-open = season { $season } open ({ $clubs } clubs)
pyramid-season-running = season { $season } in play ({ $clubs } clubs)
pyramid-season-finished = season { $season } finished ({ $clubs } clubs)
pyramid-last-moves = Last season: ⬆️ { $up } · ⬇️ { $down }
pyramid-playoffs-first = 🏟️ **{ $name }**: the play-offs come before the next season.
    { $ties }
    Run `/league season new` again once they are played.
pyramid-playoff-drawn = { $upper } ({ $above }) v { $lower } ({ $below }), two legs: play it with `/tournament play name:{ $cup }`.
pyramid-playoff-waiting = { $upper } ({ $above }) v { $lower } ({ $below }) is still being played in '{ $cup }'.
pyramid-turned = 🔺 **{ $name }**: season { $season } is open in every division, with promotion and relegation done. Admins start each division with `/league start`.
pyramid-picture-title = { $name } pyramid
pyramid-picture-subtitle = Season { $season }: promotion and relegation
pyramid-division-title = Division { $level } — { $name }, season { $season }
pyramid-up = ⬆ promoted
pyramid-up-playoff = ⬆ promoted via the play-off
pyramid-down = ⬇ relegated
pyramid-down-playoff = ⬇ relegated after the play-off
pyramid-stay-playoff-won = stays up: won the play-off
pyramid-stay-playoff-lost = stays down: lost the play-off
pyramid-champions = 🏆 champions

# Kick-off times across time zones.
fixture-kickoff = { $line } · 🕖 { $time }
kickoff-unknown-zone = '{ $zone }' is not a time zone I know. Time zones have names like Europe/Berlin or America/New_York; close to yours: { $close }.
kickoff-zone-set = 🕖 Your time zone is now { $zone }: it is { $now } there. The times you propose are read in it.
kickoff-bad-time = '{ $time }' is not a time I can read: write it as YYYY-MM-DD HH:MM in your own time, e.g. 2026-12-05 19:30.
kickoff-skipped-time = { $time } does not happen in { $zone }: the clocks skip that hour there. Pick another time.
kickoff-not-scheduled = Your next fixture (#{ $fixture }) is already being played or reported; there is no kick-off to arrange.
kickoff-how-many = Propose one to { $most } kick-off times.
kickoff-past = { $time } has already passed: propose a time in the future.
kickoff-after-deadline = { $time } is after the fixture's deadline ({ $deadline }): propose a time before it.
kickoff-twice = { $time } is proposed twice.
kickoff-none = Nobody has proposed a kick-off for your next fixture (#{ $fixture }) yet: propose times with `/fixture propose`.
kickoff-own = The times for fixture #{ $fixture } are your own proposal: your opponent picks one, or counter-proposes.
kickoff-choice = There { $count ->
        [one] is one time to pick (1)
       *[other] are { $count } times to pick (1 to { $count })
    }, not { $choice }.
kickoff-passed = { $time } has passed: propose new times with `/fixture propose`.
kickoff-changed = The proposal changed while you were choosing: look at the new times and pick again.
kickoff-proposed = 🕖 { $proposer } proposes a kick-off for **{ $competition }** (fixture #{ $fixture }) against { $opponent }:
    { $times }
    { $opponent }: pick one with `/fixture accept name:{ $competition } choice:` (1–{ $count }), or propose other times with `/fixture propose`.
kickoff-counter = 🕖 { $proposer } counter-proposes for **{ $competition }** (fixture #{ $fixture }) against { $opponent }:
    { $times }
    { $opponent }: pick one with `/fixture accept name:{ $competition } choice:` (1–{ $count }), or propose other times with `/fixture propose`.
kickoff-proposed-private = Proposed, read in your time zone ({ $zone }): { $times }
kickoff-agreed = ✅ **{ $competition }** fixture #{ $fixture }, { $home } v { $away }: kick-off { $time }. Both get a reminder an hour before and at kick-off.
kickoff-hour-before = ⏰ { $home } v { $away } (**{ $competition }**, fixture #{ $fixture }) kicks off { $relative }, at { $time }. Say you are ready with `/{ $command } play name:{ $competition }`.
kickoff-now = ⚽ Kick-off time for { $home } v { $away } (**{ $competition }**, fixture #{ $fixture }): `/{ $command } play name:{ $competition }`.
kickoff-show = 🕖 Fixture #{ $fixture } against { $opponent }: { $state }
kickoff-show-agreed = kick-off agreed for { $time }.
kickoff-show-proposed = { $proposer } proposed: { $times }
kickoff-show-nothing = no kick-off proposed yet.

# Breaks and extensions.
admins-only-extend = Only competition admins can extend a deadline: people with Manage Server, or the role set with `/league admins`.
break-bad-date = '{ $date }' is not a date I can read: write the last day of your break as YYYY-MM-DD, e.g. 2026-12-24.
break-past = { $date } is already over: name the last day of your break, today or later.
break-too-long = '{ $competition }' allows { $allowed } days of breaks a season and you have used { $used }: a break of { $days ->
        [one] 1 day
       *[other] { $days } days
    } is too long there. Take a shorter one, or ask an admin to extend a fixture with `/league extend`.
break-changed = A deadline of yours moved while your break was being taken; please take it again.
break-taken = 🏖️ You are away until { $until } ({ $days ->
        [one] 1 day
       *[other] { $days } days
    }). These deadlines moved:
    { $moved }
break-taken-none = 🏖️ You are away until { $until }. No deadline of yours falls in the break, so none moved.
break-moved = { $competition }, fixture #{ $fixture }: now { $deadline }
extend-days = Extend a deadline by 1 to { $most } days.
extend-reason = Say why in 1 to { $most } characters; it is kept in the audit log.
extend-unknown-fixture = Fixture #{ $fixture } is not one of this season's fixtures in '{ $name }': the numbers are on `/league fixtures`.
extend-settled = Fixture #{ $fixture } is already played or being played: its deadline no longer matters.
extend-no-deadline = Fixture #{ $fixture } has no deadline: '{ $name }' has no round deadlines.
extended = ⏳ { $admin } gave fixture #{ $fixture } of **{ $name }** { $days ->
        [one] one more day
       *[other] { $days } more days
    }: its deadline is now { $deadline }. Reason: { $reason }

# Deputies.
deputy-self = You can't be your own deputy: name someone else on the server.
deputy-not-on-server = { $deputy } is a bot: name a person on this server as your deputy.
deputy-plays-here = { $deputy } plays in '{ $name }' too, so they would meet your opponents for you and their own for themselves: name someone who does not play in it.
deputy-taken = { $deputy } is already deputy for { $other } in '{ $name }': a deputy stands in for one member of a competition.
deputy-member-here = { $member } is not away, so they play their own fixtures; a deputy plays only while the member is away (`/profile away`).
deputy-named = 🤝 { $deputy } is your deputy in **{ $name }**: while you are away (`/profile away`), they play your fixtures there and the results count for you.
deputy-cleared = You have no deputy in **{ $name }** now.

# Pings.
pings-thread = a mention in the match's thread
pings-dm = a direct message (no mention in the thread)
pings-set = 🔔 You are told it is your move by { $how }, at any hour.
pings-set-never = 🔕 Nobody pings you when it is your move; your secret choices still come by DM.
pings-set-quiet = 🔔 You are told it is your move by { $how }. Quiet hours { $from }–{ $to } ({ $zone }): reminders wait until they end, unless your time would run out first.
pings-bad-time = '{ $time }' is not a time of day: write it as HH:MM, e.g. 22:30.
pings-quiet-both = Give both ends of your quiet hours (`quiet_from` and `quiet_to`), or neither to have none.
pings-quiet-empty = Quiet hours need a start and an end that differ.

# The match of the round.
match-of-the-round = ⭐ Match of round { $round } in **{ $competition }**: { $home } ({ $home_place }.) v { $away } ({ $away_place }.), fixture #{ $fixture }. Follow it from its first board when it kicks off (`/{ $command } play`).
break-already = You are already away until { $until }: name a later last day to make your break longer.
pyramid-too-deep = A pyramid has at most { $most } divisions.
pyramid-too-small-at-end = '{ $name }' finished with { $clubs } clubs, but the lines above and below it move { $needed }: change the line with `/pyramid link`, then open the next season.

# /league odds: the season forecast.
odds-heading = **{ $name }** season { $season }: chances at the season's end, from { $seasons } simulations of the { $left } fixtures left
odds-explained = -# Each fixture left is played many times over from the clubs' ratings, with draws as often as this season has had them; the table is then ranked as the real one is.
odds-column-title = Title
odds-column-up = Up
odds-column-playoff = Play-off
odds-column-down = Down
odds-column-points = Pts
odds-champion = { $club } can no longer be caught on points.
odds-out = Out of the race for first place: { $clubs }.
odds-needs = { $club } is champion with { $wins ->
        [one] a win
       *[other] { $wins } wins
    } from { $left ->
        [one] its last fixture
       *[other] its last { $left } fixtures
    }, whatever else happens.
odds-league-only = '{ $name }' has no single league table to forecast (a cup's chances are its bracket's).
odds-finished = The season of '{ $name }' is over: the table above is final.
chances-shown = Win chances are shown in the matches of '{ $name }' from their next board: a line in the thread after each big swing, and the key moments at full time.
chances-hidden = Win chances are no longer shown in the matches of '{ $name }' (chances already worked out stay on the match pages).
admins-only-chances = Only competition admins can show or hide win chances: people with Manage Server, or the role set with `/league admins`.
