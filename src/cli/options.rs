//! The games' options on the command line: a `--<key>` flag for every option any game has,
//! generated from the games' option lists (with their allowed values and defaults as help), and
//! read back as key/value text for the chosen game's one parser.

use clap::{Arg, ArgMatches, Command};
use touchline_games::options::{Options, Values, RESULT_NEEDED};
use touchline_games::registry::option_keys;
use touchline_games::{AnyConfig, GameKind};

/// The flag for an option key: `result_needed` is `--result-needed`.
fn flag(key: &str) -> String {
    key.replace('_', "-")
}

/// `command` with a flag for every option of every game.
pub fn add_game_options(mut command: Command) -> Command {
    for (games, spec) in option_keys() {
        let help: Vec<String> = games
            .iter()
            .filter_map(|g| g.options().iter().find(|o| o.key == spec.key).map(|o| (g, o)))
            .map(|(g, o)| format!("{}: {} {} (default {})", g.title(), o.help, o.allowed(), o.default))
            .collect();
        let mut arg = Arg::new(spec.key)
            .long(flag(spec.key))
            .value_name(spec.noun.to_uppercase().replace(' ', "_"))
            .allow_hyphen_values(true)
            .help(help.join(" · "));
        // A yes/no option may be given bare: `--penalties` is `--penalties yes`.
        if matches!(spec.values, Values::Flag) {
            arg = arg.num_args(0..=1).default_missing_value("yes").allow_hyphen_values(false);
        }
        command = command.arg(arg);
    }
    command
}

/// The chosen game's config from the flags given (an option of another game is refused, with
/// the name of the game it belongs to).
pub fn config(kind: GameKind, matches: &ArgMatches, result_needed: bool) -> Result<AnyConfig, String> {
    let mut options = Options::new();
    for (_, spec) in option_keys() {
        if let Some(value) = matches.get_one::<String>(spec.key) {
            options.set(spec.key, value.clone());
        }
    }
    if result_needed {
        options.set(RESULT_NEEDED, "yes");
    }
    AnyConfig::from_options(kind, &options).map_err(|e| e.to_string())
}
