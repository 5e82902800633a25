//! The games' options on the command line: a `--<key>` flag for every option the command's games
//! have, generated from the games' option lists (with their allowed values and defaults as
//! help, under a heading per game), and read back as key/value text for the chosen game's one
//! parser.

use clap::{Arg, ArgMatches, Command};
use touchline_games::options::{OptionSpec, Options, Values, RESULT_NEEDED};
use touchline_games::registry::option_keys;
use touchline_games::{AnyConfig, GameKind, Lang};

/// The heading of the options more than one game has, in `lang`.
pub fn shared_heading(lang: Lang) -> String {
    crate::speech::HELP.text(lang, "heading-shared-options", &[])
}

/// Whether `id` is the id of a flag [`add_game_options`] makes (its words come from the games'
/// catalogues, not from help.ftl).
pub fn is_game_option(id: &str) -> bool {
    option_keys().iter().any(|(_, spec)| spec.key == id)
}

/// The flag for an option key: `result_needed` is `--result-needed`.
fn flag(key: &str) -> String {
    key.replace('_', "-")
}

/// What an option does in one game, its values and its default, as sentences in `lang`.
fn meaning(game: GameKind, option: &OptionSpec, lang: Lang) -> String {
    if lang == Lang::En {
        return format!("{} Values: {}. Default: {}.", option.help, option.allowed(), option.default_text());
    }
    // The line `/rules` gives it, less its leading key, and without the code marks (a terminal
    // shows them as they are typed).
    let help = game.option_help(option, lang);
    let line = touchline_games::text::describe_option(option, &help, lang);
    let key = format!("`{}` — ", option.key);
    line.strip_prefix(&key).unwrap_or(&line).replace('`', "")
}

/// The heading a game's own options are listed under, in `lang`.
pub fn heading(game: GameKind, lang: Lang) -> String {
    crate::speech::HELP.text(lang, "heading-game-options", &[("game", game.title().into())])
}

/// `command` with a flag for every option of `games`, its help in `lang`: an option of one game
/// under that game's heading; one that several have under [`shared_heading`], each game's
/// meaning on a line of its own.
pub fn add_game_options(mut command: Command, games: &[GameKind], lang: Lang) -> Command {
    for (owners, spec) in option_keys() {
        let owners: Vec<(GameKind, &OptionSpec)> = owners
            .into_iter()
            .filter(|g| games.contains(g))
            .filter_map(|g| g.options().iter().find(|o| o.key == spec.key).map(|o| (g, o)))
            .collect();
        // Named as the first of these games names a value of it.
        let noun = owners.first().map_or(spec.noun, |(_, option)| option.noun);
        let (heading, help) = match owners.as_slice() {
            [] => continue,
            [(game, option)] => (heading(*game, lang), meaning(*game, option, lang)),
            many => {
                let lines: Vec<String> = many
                    .iter()
                    .map(|(game, option)| format!("{}: {}", game.title(), meaning(*game, option, lang)))
                    .collect();
                (shared_heading(lang), lines.join("\n"))
            }
        };
        let mut arg = Arg::new(spec.key)
            .long(flag(spec.key))
            .value_name(noun.to_uppercase().replace(' ', "_"))
            .allow_hyphen_values(true)
            .help(help)
            .help_heading(heading);
        // A yes/no option may be given bare: `--penalties` is `--penalties yes`.
        if matches!(spec.values, Values::Flag) {
            arg = arg.num_args(0..=1).default_missing_value("yes").allow_hyphen_values(false);
        }
        command = command.arg(arg);
    }
    command
}

/// The chosen game's config from the flags given (an option of another game is refused, with
/// the name of the game it belongs to, in `lang`).
pub fn config(kind: GameKind, matches: &ArgMatches, result_needed: bool, lang: Lang) -> Result<AnyConfig, String> {
    let mut options = Options::new();
    for (_, spec) in option_keys() {
        // A command lists only its games' options; the others are simply not there.
        if let Ok(Some(value)) = matches.try_get_one::<String>(spec.key) {
            options.set(spec.key, value.clone());
        }
    }
    if result_needed {
        options.set(RESULT_NEEDED, "yes");
    }
    AnyConfig::from_options(kind, &options).map_err(|e| e.text(lang))
}
