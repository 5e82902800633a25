//! The game, its options and the opponents as slash-command parameters, generated from the
//! registry at start-up: a new game's options appear in `/play`, `/league create`,
//! `/tournament create` and `/rules` without a line here.
//!
//! - `game` is a choice of the registered games (integer choices, in registry order);
//! - each option key of any game is one parameter: a choice list when its values are words
//!   (each word labelled, with its game's name when several games share the key), otherwise
//!   free text with suggestions as one types (autocomplete from the option list);
//! - `opponent`, `opponent2`, … as many as the largest table any game allows.
//!
//! A key that collides with a command's own parameter (the tournament's `format`) is offered as
//! `game_<key>`.

use poise::serenity_prelude as serenity;
use poise::{BoxFuture, CommandParameter, CommandParameterChoice};
use serenity::{CommandOptionType, CreateAutocompleteResponse, ResolvedOption, ResolvedValue};
use touchline_games::options::{OptionSpec, Options, Values, Word};
use touchline_games::registry::option_keys;
use touchline_games::GameKind;
use touchline_league::format::FormatKind;

use super::{Bot, Context, Error};

/// Discord's limit on a parameter's description.
const MAX_DESCRIPTION: usize = 100;

fn description(text: String) -> String {
    if text.chars().count() <= MAX_DESCRIPTION {
        text
    } else {
        let mut cut: String = text.chars().take(MAX_DESCRIPTION - 1).collect();
        cut.push('…');
        cut
    }
}

fn parameter(
    name: String,
    text: String,
    required: bool,
    kind: fn(serenity::CreateCommandOption) -> serenity::CreateCommandOption,
) -> CommandParameter<Bot, Error> {
    CommandParameter {
        name,
        name_localizations: Default::default(),
        description: Some(description(text)),
        description_localizations: Default::default(),
        required,
        channel_types: None,
        choices: Vec::new(),
        type_setter: Some(kind),
        autocomplete_callback: None,
        __non_exhaustive: (),
    }
}

fn choice(name: String) -> CommandParameterChoice {
    CommandParameterChoice { name, localizations: Default::default(), __non_exhaustive: () }
}

fn integer(b: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    b.kind(CommandOptionType::Integer)
}

fn string(b: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    b.kind(CommandOptionType::String)
}

fn user(b: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    b.kind(CommandOptionType::User)
}

/// The parameter naming the game; its choices are the games' titles, the same in every language.
pub const GAME: &str = "game";

/// A draft league's way of drafting; its choices are the games' own words for them (which
/// their catalogues will translate, not the command list's).
pub const DRAFT: &str = "draft";

/// The `game` parameter: one choice per registered game.
pub fn game_parameter(required: bool) -> CommandParameter<Bot, Error> {
    let mut p = parameter(GAME.into(), "Which game".into(), required, integer);
    p.choices = GameKind::ALL.iter().map(|k| choice(k.title().to_string())).collect();
    p
}

/// The words a key offers as choices, with the game each belongs to (in registry order), or
/// `None` when the key takes free text in some game.
fn word_choices(key: &str) -> Option<Vec<(GameKind, Word)>> {
    let mut out = Vec::new();
    for kind in GameKind::ALL {
        for spec in kind.options().iter().filter(|o| o.key == key) {
            match spec.values {
                Values::OneOf(words) => out.extend(words.iter().map(|w| (*kind, *w))),
                _ => return None,
            }
        }
    }
    (out.len() <= 25).then_some(out)
}

/// The parameter name a key goes by in a command that already has parameters `taken`.
fn parameter_name(key: &str, taken: &[String]) -> String {
    if taken.iter().any(|t| t == key) {
        format!("game_{key}")
    } else {
        key.to_string()
    }
}

/// What a key's parameter says: "KIX: 5-a-side or 11-a-side".
fn option_description(games: &[GameKind], spec: &OptionSpec) -> String {
    let titles: Vec<&str> = games.iter().map(|g| g.title()).collect();
    let what = match spec.values {
        Values::OneOf(words) => words.iter().map(|w| w.label).collect::<Vec<_>>().join(" or "),
        Values::AnyOf(words) => {
            let names: Vec<&str> = words.iter().take(2).map(|w| w.name).collect();
            format!("{}s, e.g. {} or all", spec.noun, names.join(","))
        }
        Values::Flag => spec.help.to_string(),
        Values::Number { min, max } => format!("{}, {min} to {max}", spec.noun),
    };
    format!("{}: {what}", titles.join(", "))
}

/// A parameter per option key of every game.
pub fn option_parameters(taken: &[String]) -> Vec<CommandParameter<Bot, Error>> {
    option_keys()
        .into_iter()
        .map(|(games, spec)| {
            let name = parameter_name(spec.key, taken);
            let text = option_description(&games, spec);
            match word_choices(spec.key) {
                Some(words) => {
                    let shared = words.iter().any(|(g, _)| *g != words[0].0);
                    let mut p = parameter(name, text, false, integer);
                    p.choices = words
                        .iter()
                        .map(|(g, w)| {
                            choice(if shared { format!("{} ({})", w.label, g.title()) } else { w.label.into() })
                        })
                        .collect();
                    p
                }
                None => {
                    let mut p = parameter(name, text, false, string);
                    p.autocomplete_callback = Some(suggest);
                    p
                }
            }
        })
        .collect()
}

/// The most seats any game takes: how many opponents a challenge may name.
fn most_seats() -> usize {
    GameKind::ALL.iter().map(|k| k.seats().1).max().unwrap_or(2)
}

/// `opponent`, `opponent2`, …: one per seat beyond the challenger's.
pub fn opponent_parameters() -> Vec<CommandParameter<Bot, Error>> {
    (1..most_seats())
        .map(|n| {
            let name = if n == 1 { "opponent".to_string() } else { format!("opponent{n}") };
            let text = if n == 1 {
                "Who to play; leave out to play the computer".to_string()
            } else {
                format!("Another player, for games of {} or more", n + 1)
            };
            parameter(name, text, false, user)
        })
        .collect()
}

/// The ways any game's draft shares players out, each with the games that offer it.
fn draft_methods() -> Vec<(Vec<GameKind>, Word)> {
    let mut out: Vec<(Vec<GameKind>, Word)> = Vec::new();
    for kind in GameKind::drafting() {
        for word in kind.profile().draft.map(|d| d.methods).unwrap_or_default() {
            match out.iter_mut().find(|(_, w)| w.name == word.name) {
                Some((games, _)) => games.push(kind),
                None => out.push((vec![kind], *word)),
            }
        }
    }
    out.truncate(25);
    out
}

/// A draft league's way of sharing the players out (`draft`), from the games' drafts (how many
/// managers is the format's setting, [`add_formats`]). A game added with a draft brings its own
/// ways without a line here.
pub fn add_draft(command: &mut poise::Command<Bot, Error>) {
    let mut draft =
        parameter(DRAFT.into(), "Draft league: how the managers share the players out".into(), false, integer);
    let methods = draft_methods();
    let shared = GameKind::drafting().len() > 1;
    draft.choices = methods
        .iter()
        .map(|(games, w)| {
            let titles: Vec<&str> = games.iter().map(|g| g.title()).collect();
            choice(if shared { format!("{} ({})", w.name, titles.join(", ")) } else { w.name.to_string() })
        })
        .collect();
    command.parameters.push(draft);
}

/// The way of sharing players out a draft league was asked for, when given (a choice this
/// version does not know reads as unknown: `Some(None)`).
pub fn draft_method(args: &[ResolvedOption<'_>]) -> Option<Option<&'static str>> {
    let arg = args.iter().find(|a| a.name == DRAFT)?;
    Some(match arg.value {
        ResolvedValue::Integer(i) => usize::try_from(i).ok().and_then(|i| draft_methods().get(i).map(|(_, w)| w.name)),
        _ => None,
    })
}

/// Give a command the game parameter (first, as Discord lists required ones first) and, with
/// `options`, the games' options; with `opponents`, the opponent parameters.
pub fn add_game(command: &mut poise::Command<Bot, Error>, options: bool, opponents: bool) {
    let taken: Vec<String> = command.parameters.iter().map(|p| p.name.clone()).collect();
    command.parameters.insert(0, game_parameter(true));
    if opponents {
        for (i, p) in opponent_parameters().into_iter().enumerate() {
            command.parameters.insert(1 + i, p);
        }
    }
    if options {
        command.parameters.extend(option_parameters(&taken));
    }
}

/// The arguments of a slash command (none for any other kind of invocation).
pub fn args<'a>(ctx: Context<'a>) -> &'a [ResolvedOption<'a>] {
    match ctx {
        poise::Context::Application(app) => app.args,
        poise::Context::Prefix(_) => &[],
    }
}

/// The game chosen, from the arguments; `None` when missing or not a registered game (a client
/// that has not seen the commands change).
pub fn game(args: &[ResolvedOption<'_>]) -> Option<GameKind> {
    args.iter().find(|a| a.name == GAME).and_then(|a| match a.value {
        ResolvedValue::Integer(i) => usize::try_from(i).ok().and_then(|i| GameKind::ALL.get(i).copied()),
        ResolvedValue::String(s) => GameKind::parse(s).ok(),
        _ => None,
    })
}

/// The games' options given to a command, as key/value text (a choice out of range reads as its
/// number, which the game's parser then refuses with the allowed values).
pub fn options(ctx: Context<'_>) -> Options {
    let parameters = &ctx.command().parameters;
    let args = args(ctx);
    let mut options = Options::new();
    for (_, spec) in option_keys() {
        // Under `game_<key>` where the command has a parameter of its own named `key`.
        let renamed = parameter_name(spec.key, &[spec.key.to_string()]);
        let name = match parameters.iter().any(|p| p.name == renamed) {
            true => renamed,
            false => spec.key.to_string(),
        };
        let Some(arg) = args.iter().find(|a| a.name == name) else { continue };
        let value = match &arg.value {
            ResolvedValue::Integer(i) => match word_choices(spec.key) {
                Some(words) => usize::try_from(*i)
                    .ok()
                    .and_then(|i| words.get(i))
                    .map(|(_, w)| w.name.to_string())
                    .unwrap_or_else(|| i.to_string()),
                None => i.to_string(),
            },
            ResolvedValue::String(s) => s.to_string(),
            ResolvedValue::Boolean(b) => if *b { "yes" } else { "no" }.to_string(),
            _ => continue,
        };
        options.set(spec.key, value);
    }
    options
}

/// The parameter naming a tournament's format; its choices are the formats' names.
pub const FORMAT: &str = "format";

/// The formats a command makes: `/league create` the league's, `/tournament create` the others.
fn formats(league: bool) -> Vec<FormatKind> {
    FormatKind::ALL.iter().copied().filter(|k| k.is_league() == league).collect()
}

/// Each setting of those formats once, with the formats that have it (a number's range the
/// widest of theirs: each format checks its own).
fn format_settings(league: bool) -> Vec<(Vec<FormatKind>, OptionSpec)> {
    let mut out: Vec<(Vec<FormatKind>, OptionSpec)> = Vec::new();
    for kind in formats(league) {
        for spec in kind.options() {
            match out.iter_mut().find(|(_, s)| s.key == spec.key) {
                Some((kinds, known)) => {
                    kinds.push(kind);
                    if let (Values::Number { min, max }, Values::Number { min: m, max: x }) =
                        (known.values, spec.values)
                    {
                        known.values = Values::Number { min: min.min(m), max: max.max(x) };
                    }
                }
                None => out.push((vec![kind], *spec)),
            }
        }
    }
    out
}

/// What a format setting's parameter says: each format's help, with its default where the help
/// does not say it.
fn setting_description(kinds: &[FormatKind], key: &str) -> String {
    let mut helps: Vec<String> = Vec::new();
    for spec in kinds.iter().flat_map(|k| k.options()).filter(|s| s.key == key) {
        let help = spec.help.trim_end_matches('.');
        let help = match help.contains("default") {
            true => help.to_string(),
            false => format!("{help} (default {})", spec.default_text()),
        };
        if !helps.contains(&help) {
            helps.push(help);
        }
    }
    helps.join(" / ")
}

/// Give a competition's `create` its format's parameters, from the formats: for a tournament
/// the `format` to choose (required, after the name), and every format's settings. A format
/// added to the league crate brings its own without a line here. Call it before
/// [`add_game`], so that a game option of the same name as a setting is offered as `game_<key>`.
pub fn add_formats(command: &mut poise::Command<Bot, Error>, league: bool) {
    let at = command.parameters.iter().position(|p| p.name == "name").map_or(0, |i| i + 1);
    let mut params = Vec::new();
    if !league {
        let kinds = formats(false);
        let labels: Vec<&str> = kinds.iter().map(|k| k.label()).collect();
        let mut format = parameter(FORMAT.into(), format!("How it is played: {}", labels.join(", ")), true, integer);
        format.choices = labels.iter().map(|l| choice(l.to_string())).collect();
        params.push(format);
    }
    for (kinds, spec) in format_settings(league) {
        let text = setting_description(&kinds, spec.key);
        // A number's range goes in as the commands are registered ([`bound_format_settings`]).
        let kind = if matches!(spec.values, Values::Number { .. }) { integer } else { string };
        params.push(parameter(spec.key.into(), text, false, kind));
    }
    for (i, p) in params.into_iter().enumerate() {
        command.parameters.insert(at + i, p);
    }
}

/// Discord's own range check on each number among the format settings of `/league create` and
/// `/tournament create`, in the commands as registered (`commands`: their JSON). A parameter's
/// builder takes only a function, so these ranges, which are the formats' data, go in here; the
/// widest of the formats that share a setting, as each format checks its own and says why.
pub fn bound_format_settings(commands: &mut serde_json::Value) {
    let Some(commands) = commands.as_array_mut() else { return };
    for command in commands {
        let league = match command.get("name").and_then(|n| n.as_str()) {
            Some("league") => true,
            Some("tournament") => false,
            _ => continue,
        };
        let subcommands = command.get_mut("options").and_then(|o| o.as_array_mut());
        let Some(create) = subcommands.and_then(|s| s.iter_mut().find(|c| c["name"] == "create")) else { continue };
        let Some(options) = create.get_mut("options").and_then(|o| o.as_array_mut()) else { continue };
        for (_, spec) in format_settings(league) {
            let Values::Number { min, max } = spec.values else { continue };
            if let Some(option) = options.iter_mut().find(|o| o["name"] == spec.key) {
                option["min_value"] = min.into();
                option["max_value"] = max.into();
            }
        }
    }
}

/// The format a `create` was asked for (`None`: a choice this version does not know).
pub fn format_kind(args: &[ResolvedOption<'_>], league: bool) -> Option<FormatKind> {
    let kinds = formats(league);
    if league {
        return kinds.first().copied();
    }
    let arg = args.iter().find(|a| a.name == FORMAT)?;
    match arg.value {
        ResolvedValue::Integer(i) => usize::try_from(i).ok().and_then(|i| kinds.get(i).copied()),
        ResolvedValue::String(s) => FormatKind::parse(s).ok(),
        _ => None,
    }
}

/// The format settings given to a `create`, as key/value text: all of them, so that the chosen
/// format refuses one that is not its own with what it takes.
pub fn format_options(args: &[ResolvedOption<'_>], league: bool) -> Options {
    let mut options = Options::new();
    for (_, spec) in format_settings(league) {
        let Some(arg) = args.iter().find(|a| a.name == spec.key) else { continue };
        let value = match &arg.value {
            ResolvedValue::Integer(i) => i.to_string(),
            ResolvedValue::String(s) => s.to_string(),
            _ => continue,
        };
        options.set(spec.key, value);
    }
    options
}

/// The opponents named, in order, without repeats of the same parameter.
pub fn opponents<'a>(args: &'a [ResolvedOption<'a>]) -> Vec<&'a serenity::User> {
    let mut named: Vec<(usize, &serenity::User)> = args
        .iter()
        .filter_map(|a| {
            let n = match a.name.strip_prefix("opponent")? {
                "" => 1,
                digits => digits.parse().ok()?,
            };
            match a.value {
                ResolvedValue::User(user, _) => Some((n, user)),
                _ => None,
            }
        })
        .collect();
    named.sort_by_key(|(n, _)| *n);
    named.into_iter().map(|(_, u)| u).collect()
}

/// Suggestions for a free-text option as it is typed, from the chosen game's option list (or
/// the first game that has the key, before a game is chosen).
fn suggest<'a>(
    ctx: poise::ApplicationContext<'a, Bot, Error>,
    typed: &'a str,
) -> BoxFuture<'a, Result<CreateAutocompleteResponse, poise::SlashArgError>> {
    Box::pin(async move {
        let focused = ctx
            .args
            .iter()
            .find(|a| matches!(a.value, ResolvedValue::Autocomplete { .. }))
            .map(|a| a.name)
            .unwrap_or("");
        let key = if option_keys().iter().any(|(_, s)| s.key == focused) {
            focused
        } else {
            focused.strip_prefix("game_").unwrap_or(focused)
        };
        let chosen = game(ctx.args);
        let spec = chosen
            .and_then(|g| g.options().iter().find(|o| o.key == key))
            .or_else(|| option_keys().into_iter().find(|(_, s)| s.key == key).map(|(_, s)| s));
        let mut response = CreateAutocompleteResponse::new();
        if let Some(spec) = spec {
            for (label, value) in spec.suggest(typed, 25) {
                response = response.add_string_choice(description(label), value);
            }
        }
        Ok(response)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_and_option_is_offered_within_discords_limits() {
        let game = game_parameter(true);
        let titles: Vec<&str> = game.choices.iter().map(|c| c.name.as_str()).collect();
        let registered: Vec<&str> = GameKind::ALL.iter().map(|k| k.title()).collect();
        assert_eq!(titles, registered, "a game added to the registry appears in the choices");
        let params = option_parameters(&["format".to_string()]);
        assert_eq!(params.len(), option_keys().len());
        for p in &params {
            assert!(
                p.name.len() <= 32 && p.name.chars().all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit())
            );
            let d = p.description.as_deref().unwrap();
            assert!(!d.is_empty() && d.chars().count() <= MAX_DESCRIPTION, "{d}");
            assert!(p.choices.len() <= 25);
            assert!(p.choices.is_empty() != p.autocomplete_callback.is_none() || p.choices.is_empty());
        }
        assert!(params.iter().any(|p| p.name == "game_format"), "a key that collides is renamed");
        let kix_format = option_parameters(&[]).into_iter().find(|p| p.name == "format").unwrap();
        let names: Vec<&str> = kix_format.choices.iter().map(|c| c.name.as_str()).collect();
        // Two games share `format`: each choice says whose it is.
        assert_eq!(names[..2], ["5-a-side (KIX)", "11-a-side (KIX)"]);
        assert!(names.contains(&"Express (until the deck runs out) (Futbol Dash)"), "{names:?}");
        assert_eq!(opponent_parameters().len(), most_seats() - 1);
    }
}
