# The terminal's own words. English is the source.

# A person's seat with no name given.
player-default-name = Player { $seat }

play-stored = { $game } — stored as match #{ $id }
play-seed = { $game } — seed { $seed } (replay it with --seed { $seed })
play-pictures-go = Pictures of this match go to { $folder }
play-picture = {"["}picture: { $path }]
play-pictures-are = { $count ->
    [one] { $count } picture of this match is in { $folder }
   *[other] { $count } pictures of this match are in { $folder }
}
# In hotseat the others watch the screen, so the choice is not named.
play-only-choice-hidden = { $name }: played for you (the only choice)
play-only-choice = { $name }: { $choice } (the only choice)
play-not-allowed = Not allowed: { $why }
play-pass-to = Pass to { $name } and press Enter.
play-your-choice = Your choice ({ $hint }):
play-your-choice-in-group = Your choice ({ $hint }, 0 to go back):
play-not-a-choice = '{ $answer }' is not one of the choices: type { $hint }.
play-not-a-choice-in-group = '{ $answer }' is not one of the choices: type { $hint }, 0 to go back.

# A two-step menu: its groups first, then the chosen group's choices.
listing-two-steps = { $heading } (first one of these, then its choices):
listing-choices = { $count ->
    [one] { $count } choice
   *[other] { $count } choices
}
listing-back = back to the list before
hint-list-again = ? to list again
# The word typed to resign (the English one is always taken too).
hint-resign = resign

tournament-heading = { $game } draft tournament for { $managers } managers: the { $draft }
tournament-round = Round { $round }: { $home } v { $away }
tournament-final-table = Final table (tie-break: { $tiebreak })
# P played, W won, D drawn, L lost; then goals for–against and points.
tournament-table-row = { $position }. { $name } P{ $played } W{ $won } D{ $drawn } L{ $lost }  { $scored }–{ $conceded }  { $points ->
        [one] 1 pt
       *[other] { $points } pts
    }
tournament-champions = Champions: { $name }

replay-board-heading = — board { $board } —
replay-file-seal = Fairness seal { $seal }
replay-written = Match #{ $id } ({ $game }): { $boards } boards and the play-by-play written to { $folder }

# $done, $elapsed and $left are filled in by the progress bar.
simulate-progress = { $done } matches · { $elapsed } (about { $left } left)
ladder-heading = { $game } — the computer's levels, { $matches } matches per pairing (seed { $seed }), each side at home in half
ladder-explained = win % of the row's player against the column's (draws in brackets)
summary-heading = { $matches ->
    [one] { $matches } match of { $game } (seed { $seed }), { $players }
   *[other] { $matches } matches of { $game } (seed { $seed }), { $players }
}
summary-goals = goals per match   { $goals }
summary-home-draw-away = home / draw / away  { $home }% / { $draw }% / { $away }%
summary-seat-wins = seat { $seat } { $rate }%
summary-wins = wins  { $wins } · no single winner { $none }%
summary-shootouts = shoot-outs        { $shootouts }
summary-plays = plays per match   { $plays }
summary-inputs = inputs per match  { $inputs }
summary-speed = matches per second { $speed }

# `touchline web --local`: where the pages are.
web-local-address = The terminal matches of { $database } are at { $address } (Ctrl-C stops)

## What was typed, refused. Flags, values and file names stay as typed.

# Before any refusal the terminal prints.
error-line = error: { $message }
error-cannot-write-output = cannot write the output: { $error }
error-names-and-flag = { $flag } and --names both name seats: --names names every seat, so leave out { $flag }
error-away-one-seat = --away names the second seat, and this match has one: leave it out
error-blank-name = { $flag } is blank: give the side a name, or leave { $flag } out for the default one
error-names-count = --names gives { $names ->
        [one] { $names } name
       *[other] { $names } names
    } for { $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    }: give one a seat, comma-separated (an empty one keeps the default)
error-out-not-a-folder = --out { $path } is not a folder: the pictures are written into a folder (made if it does not exist)
play-not-a-folder = { $path } is not a folder: the pictures are written into a folder (made if it does not exist)
error-seed-with-db = --seed cannot go with --db: a stored match is sealed, with a seed drawn fresh and kept secret until the end
error-seed-with-db-tournament = --seed cannot go with --db: stored matches are sealed, with seeds drawn fresh and kept secret until each match ends
error-does-not-verify = { $file } does not verify
error-database-url = --database-url { $why }
error-db = --db { $why }
# $rule is one of the rule-… messages below.
error-players-count = --players { $count }: { $rule }
error-players-none = --players needs at least one player, e.g. --players human,ai
error-not-a-player = '{ $text }' is not a kind of player; use human, ai, easy, hard or random
error-not-a-computer = unknown computer player '{ $text }'; use ai (the computer at normal level), easy, hard or random
error-no-seat-to-take = { $rule }: { $given } has no seat to take; leave it out
error-rule-not = { $rule }, not { $count }
error-managers = --managers { $asked }: { $rule }
error-managers-players = --managers { $asked } and --players { $players } ({ $count ->
        [one] { $count } manager
       *[other] { $count } managers
    }) disagree: give one of them
error-no-draft = { $game } has no draft: a draft tournament needs a game whose squads are drafted ({ $games })
error-no-draft-way = { $game }'s draft has no '{ $asked }'; use { $ways }
rule-played-by = { $span ->
        [one] { $game } is played by { $fewest } players
       *[range] { $game } is played by { $fewest } to { $most } players
    }
rule-one-player = this { $game } match is for one player
# $sides: the sides the game plays itself ("AutoTeam (easy)").
rule-one-player-against = this { $game } match is for one player, against { $sides }
rule-tournament-managers = { $span ->
        [one] a { $game } draft tournament has { $fewest } managers
        [two] a { $game } draft tournament has { $fewest } or { $most } managers
       *[range] a { $game } draft tournament has { $fewest } to { $most } managers
    }
list-or = { $first } or { $last }
list-and = { $first } and { $last }

# A match that stopped; $error is the system's own words.
play-error-frames = cannot write frames to { $path }: { $error }
play-error-store = cannot store the match: { $error }
play-error-input-closed = the input ended before the match did
play-error-terminal = terminal error: { $error }
error-kept-abandoned = { $error }: match #{ $id } is kept as abandoned

# Databases and files; $error is the library's or the system's own words.
error-runtime = cannot start the async runtime: { $error }
error-open-database = cannot open the database { $path }: { $error }
error-open-database-setting = cannot open the database { $path } ({ $setting }): { $error }
error-no-database = there is no database at { $path }
error-no-database-setting = there is no database at { $path } ({ $setting }): no bot has run with this config here
error-cannot-read = cannot read { $path }: { $error }
error-not-an-export = { $path } is not a Touchline match export: { $error }
error-cannot-write = cannot write { $path }: { $error }
error-cannot-write-to = cannot write to { $path }: { $error }
export-written = Match #{ $id } ({ $game }, { $inputs ->
        [one] { $inputs } input
       *[other] { $inputs } inputs
    }) exported to { $file }
    Check it with: touchline verify { $file }
# Where the database is set: a config.toml key, or its environment variable.
setting-either = { $key }, or { $env }

## config.toml and the TOUCHLINE_* environment variables: the operator's words. Keys and
## variables stay as written; $why from the TOML reader is the reader's own words.

config-read = cannot read the config file { $path }: { $error }
config-file-invalid = the config file { $path } is not valid: { $why }
config-env-invalid = the environment variable { $key } is not valid: { $why }
config-invalid = the configuration is not valid: { $why }
config-on-timeout = timers.on_timeout (TOUCHLINE_TIMER_ON_TIMEOUT) is '{ $value }'; use "auto_move" or "forfeit"
config-database-url = database.url (TOUCHLINE_DATABASE_URL) { $why }
location-empty = is empty: give a SQLite file's path or a postgres://… URL
location-no-file = '{ $text }' names no file: write sqlite:PATH
location-other-scheme = '{ $scheme }://' is not a database Touchline runs on: use postgres://… or a SQLite file
shard-count-zero = is 0: a bot has at least one shard
shard-count-bad = is '{ $text }': use a number of shards, or "auto"
config-shard-count = discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT) { $why }
config-env-shard-count = { $why } (discord.shard_count)
config-shards-need-count = discord.shards (TOUCHLINE_DISCORD_SHARDS) needs discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT): how many shards there are in all
config-shards-beyond = discord.shards (TOUCHLINE_DISCORD_SHARDS) runs up to shard { $last }, but there are { $count } (discord.shard_count): shards are numbered 0 to { $highest }
config-shards-bad = discord.shards (TOUCHLINE_DISCORD_SHARDS) is '{ $text }': write the first and last shard, e.g. "0-3", or one shard
config-shards-order = discord.shards (TOUCHLINE_DISCORD_SHARDS) is '{ $text }': write the first and last shard, e.g. "0-3", or one shard; the first comes before the last
config-dev-guild-not-a-number = '{ $value }' is not a server id (a number)
config-dev-guild-zero = discord.dev_guild_id (TOUCHLINE_DEV_GUILD_ID) is 0; use your server's id, or leave it out to register commands globally
config-application-id-not-a-number = '{ $value }' is not an application id (a number, as the developer portal shows it)
config-application-id-zero = activity.application_id (TOUCHLINE_ACTIVITY_APPLICATION_ID) is 0; use your application's id from the developer portal, or leave it out to keep the Activity off
config-activity-needs-web = activity.application_id is set, but the Activity is the web pages inside Discord and none are served: set web.listen (TOUCHLINE_WEB_LISTEN) too
config-log-format = '{ $value }' is not a log format; use text or json
config-env-on-timeout = '{ $value }' is not a time-out rule; use auto_move or forfeit
config-seconds-not-a-number = '{ $value }' is not a number of seconds
config-seconds-range = { $key } is { $seconds }; use 1 to { $max } seconds (a year)
config-api-url = discord.api_url (TOUCHLINE_DISCORD_API_URL) is '{ $url }'; use an http:// or https:// address, e.g. http://127.0.0.1:8080
config-web-listen = web.listen (TOUCHLINE_WEB_LISTEN) is '{ $value }'; use an address and port, e.g. 127.0.0.1:8080
config-web-base-url = web.base_url (TOUCHLINE_WEB_BASE_URL) is '{ $url }'; use an http:// or https:// address, e.g. https://touchline.example.org

# A match that cannot be replayed or exported.
replay-error-live = match #{ $id } is still being played: it can be replayed (and its seed revealed) once it is over
replay-error-abandoned = match #{ $id } was abandoned (the terminal stopped before the end: its input ended or its output was closed): it has no result to replay or export
replay-error-not-an-export = this export is not a Touchline match export (its format is '{ $format }', not '{ $expected }')
replay-error-refused = step { $step } of the export was refused by the rules: { $why }
replay-error-setup = the match could not be set up: { $why }
replay-error-engine = match #{ $id } was played under { $engine }; this program's rules are another version and cannot replay it
replay-error-diverged = match #{ $id } does not replay to the match that was stored
replay-error-no-match = there is no match #{ $id }

calibration-heading = { $game } — win chances against results: { $matches } matches, { $predictions } positions judged (seed { $seed })
calibration-columns = chance %   predicted  observed     count
calibration-brier = Brier score { $brier } (a baseline that knows only each side's average: { $baseline }; lower is better)
calibration-no-score = { $game } with these options does not end in a score, so it has no win chances to judge.
