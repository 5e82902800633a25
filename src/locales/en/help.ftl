# The terminal's `--help`. English is the source, and must say what the doc comments in
# src/main.rs say (clap's own words for its help and version flags and its `help` command; the
# program's about from Cargo.toml): a test compares them.
#
# Ids are made from where the words stand on the command line:
#   cmd-touchline            the program itself
#   cmd-<command>            a command: cmd-play; a command within one: cmd-export-match
#   arg-<command>-<arg>      an argument of a command, its id with - for _: arg-play-seed,
#                            arg-play-result-needed, arg-db-copy-from, arg-replay-source
#   arg-<arg>                an argument that is the same everywhere: the global --lang
#                            (arg-lang) and clap's --help and --version (arg-help, arg-version)
# Clap's `help` command is cmd-help wherever it is. The games' option flags (--format, ...) are
# not here: their words are the games' own (option-<key> in each game's catalogue).
# Flags, values and placeholders (--players, human,ai, <GAME>) are never translated.

## Clap's headings and notes.
heading-usage = Usage:
heading-commands = Commands
heading-arguments = Arguments
heading-options = Options
# The games' own options, a heading per game.
heading-game-options = { $game } options
heading-shared-options = Options of more than one game
# After an argument's help: its environment variable and its value now, its default.
note-env = {"["}env: { $name }={ $value }]
note-default = {"["}default: { $value }]

## Commands and arguments.

cmd-touchline = Tabletop football games and leagues on Discord
arg-lang = The language the terminal speaks: en, es, pt-BR, fr or de (default: the LANG or LC_ALL setting, else English)
arg-help = Print help
arg-version = Print version

cmd-play = Play a match in the terminal: hotseat, against the computer, or computer against computer
arg-play-game = The game (see `touchline games`)
arg-play-result-needed = A knockout tie: a level match must be decided (extra time, penalties, as the game has them)
arg-play-seed = The match seed, to replay a match exactly (random when left out)
arg-play-p1 = Who plays seat 1 (home): human, ai (the computer at --level), easy, hard or random
arg-play-p2 = Who plays seat 2 (away): human, ai (the computer at --level), easy, hard or random
arg-play-players = Every seat, for games of more than two players: e.g. human,ai,random (instead of --p1 and --p2); or a number of seats: --p1 and --p2, and the computer in the rest
arg-play-level = How strong the `ai` seats play: easy, normal or hard
arg-play-home = The home side's name
arg-play-away = The away side's name
arg-play-chances = Say each side's win chances after every board, worked out from what a spectator sees
arg-play-names = Every seat's name, comma-separated (for a match, instead of --home and --away)
arg-play-out = The folder for the pictures (default: frames/<game>-<seed>; for a tournament, frames/<game>-tournament-<seed>, with a folder for the draft and each fixture in it). Pictures an earlier run left there are removed first
arg-play-db = Keep every match played (a tournament's draft and fixtures too) in this database, as the bot keeps its matches (sealed, every step stored before it is shown), so it can be replayed, exported, verified and shown on this machine's web pages (`touchline web --db FILE --local`). A match whose input ends first is kept as abandoned

cmd-simulate = Play many computer-against-computer matches and summarise them (with a progress bar on standard error when it is a terminal)
arg-simulate-game = The game (see `touchline games`)
arg-simulate-result-needed = A knockout tie: a level match must be decided (extra time, penalties, as the game has them)
arg-simulate-matches = How many matches
arg-simulate-seed = The batch seed; match i uses a seed derived from it
arg-simulate-p1 = The home computer: ai (the computer at --level), easy, hard or random
arg-simulate-p2 = The away computer: ai (the computer at --level), easy, hard or random
arg-simulate-players = Every seat's computer, for games of more than two players: e.g. ai,random,random; or a number of seats: --p1 and --p2, and the computer in the rest
arg-simulate-level = How strong the `ai` seats play: easy, normal or hard
arg-simulate-ladder = Instead of one pairing: every pairing of random, easy, normal and hard, --matches each (each side at home in half of them), as a table of win rates
arg-simulate-json = Print the summary as JSON

cmd-tournament = A draft tournament in the terminal (games whose squads are drafted): the managers draft, then play a round robin between their squads, and the table names the champion
arg-tournament-game = The game (see `touchline games`)
arg-tournament-result-needed = A knockout tie: a level match must be decided (extra time, penalties, as the game has them)
arg-tournament-managers = How many managers: as many as the game's draft takes (its most when left out)
arg-tournament-draft = How the managers share the players out: one of the game's draft's ways, such as snake or auction (its first when left out)
arg-tournament-seed = The tournament seed (the draft and each fixture use seeds derived from it)
arg-tournament-players = Every manager: e.g. human,ai,ai,ai (default: you and the computer in the rest)
arg-tournament-level = How strong the `ai` managers play: easy, normal or hard
arg-tournament-names = Every seat's name, comma-separated (for a match, instead of --home and --away)
arg-tournament-out = The folder for the pictures (default: frames/<game>-<seed>; for a tournament, frames/<game>-tournament-<seed>, with a folder for the draft and each fixture in it). Pictures an earlier run left there are removed first
arg-tournament-db = Keep every match played (a tournament's draft and fixtures too) in this database, as the bot keeps its matches (sealed, every step stored before it is shown), so it can be replayed, exported, verified and shown on this machine's web pages (`touchline web --db FILE --local`). A match whose input ends first is kept as abandoned

cmd-replay = Replay a finished match from a database or an export: every board as a PNG, the play-by-play, and (with --gif) an animated GIF of the whole match
arg-replay-source = A match number in the database, or an export file (from `touchline export match`)
arg-replay-db = The database (for a match number): a SQLite file, or a Postgres URL (`postgres://…`)
arg-replay-database-url = A Postgres database (`postgres://…`), instead of --db. Env: TOUCHLINE_DATABASE_URL
arg-replay-out = The folder to write the boards to
arg-replay-gif = Also write replay.gif (kept under Discord's 10 MiB)

cmd-export = Write a finished match's export (JSON: options, seed, salt, engine version, seats, inputs, result): anyone can replay and verify it

cmd-export-match = One finished match
arg-export-match-id = The match number
arg-export-match-db = The database: a SQLite file, or a Postgres URL (`postgres://…`)
arg-export-match-database-url = A Postgres database (`postgres://…`), instead of --db. Env: TOUCHLINE_DATABASE_URL
arg-export-match-out = The file to write (default: match-<id>.json)

cmd-verify = Check an export: its fairness seal, that the rules accept every input, and that the replay ends in the recorded result. Exits 1 when any check fails
arg-verify-export = The export file

cmd-serve = Run the Discord bot. Its token is read from the DISCORD_TOKEN environment variable
arg-serve-config = The config file (see config.example.toml). Env: TOUCHLINE_CONFIG

cmd-health = Check a running bot, for a container's or service manager's health probe: exits 0 when it is connected to Discord and its database takes writes, 1 (saying why) otherwise
arg-health-config = The config file the bot runs with (it says where the database is). Env: TOUCHLINE_CONFIG

cmd-status = What a bot is doing: its connection, matches in progress, turn clocks, the last gateway event and the database's size
arg-status-config = The config file the bot runs with. Env: TOUCHLINE_CONFIG
arg-status-json = Print it as JSON

cmd-web = Serve the read-only web pages (tables, brackets, profiles, match replays) of the servers that publish them, without the bot; with --local, this machine's terminal matches
arg-web-db = The database the bot uses. Env: TOUCHLINE_DATABASE_PATH
arg-web-database-url = A Postgres database the bots share (`postgres://…`), instead of --db: any number of these pages can serve it side by side. Env: TOUCHLINE_DATABASE_URL
arg-web-listen = The address and port to listen on. Env: TOUCHLINE_WEB_LISTEN
arg-web-base-url = The pages' public address (e.g. behind a reverse proxy), for the address logged at start. Env: TOUCHLINE_WEB_BASE_URL
arg-web-local = Also show the database's terminal matches (`play --db`, `tournament --db`), listed at the address printed; only on a loopback address, as there is no publishing switch

cmd-games = List the games Touchline can run

cmd-db = Work on a whole database

cmd-db-copy = Copy every row of one database into another (a SQLite file into Postgres, say), in one transaction, then compare each table's rows and checksum. Stop the bot first
arg-db-copy-from = The database to copy: a SQLite file, `sqlite:PATH` or `postgres://…`
arg-db-copy-to = Where to copy it: `postgres://…`, `sqlite:PATH` or a file. Its schema is brought up to date first; it must hold no rows unless --replace is given
arg-db-copy-replace = Delete whatever the target holds before copying

cmd-help = Print this message or the help of the given subcommand(s)

cmd-analyse = Look into the figures the bot publishes
cmd-analyse-calibration = Play computer matches and set the win chances published at a few positions of each beside what happened: per tenth of the chance, predicted against observed, and the Brier score beside a baseline that knows nothing of the position
arg-analyse-calibration-game = The game (see `touchline games`)
arg-analyse-calibration-result-needed = A knockout tie: a level match must be decided (extra time, penalties, as the game has them)
arg-analyse-calibration-matches = How many matches
arg-analyse-calibration-seats = How many seats (the game's fewest when left out)
arg-analyse-calibration-seed = The batch seed; match i uses a seed derived from it
arg-analyse-calibration-worlds = Imagined worlds per chance (the game's own number, as the bot uses, when left out)
arg-analyse-calibration-json = Print the figures as JSON
