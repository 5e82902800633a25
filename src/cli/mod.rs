//! The command line: `touchline play`, `touchline simulate` and `touchline tournament` (a draft
//! league) for every registered game (the terminal front end), and the operator's `serve`,
//! `health` and `status` ([`service`]).

pub mod analyse;
pub mod db;
pub mod help;
pub mod options;
pub mod play;
pub mod replay;
pub mod service;
pub mod simulate;
pub mod tournament;

use touchline_games::players::{Brain, Occupant};
use touchline_games::Lang;
use touchline_i18n::UnknownLang;

/// One of the terminal's words in `lang`.
macro_rules! say {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        touchline_i18n::say!(crate::speech::TERMINAL, $lang, $id $(, $name = $value)*)
    };
}
pub(crate) use say;

/// The language the terminal speaks: `--lang` when given (a language Touchline does not speak
/// is refused), else the locale settings as POSIX orders them (`LC_ALL`, `LC_MESSAGES`, `LANG`;
/// the first one set), else English. A setting naming no language of Touchline's (`C`,
/// `POSIX`, `ja_JP.UTF-8`) is English: nobody asked this program for it.
pub fn terminal_lang(flag: Option<&str>, env: impl Fn(&str) -> Option<String>) -> Result<Lang, UnknownLang> {
    if let Some(flag) = flag {
        return Lang::parse(flag);
    }
    let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().filter_map(&env).find(|v| !v.is_empty());
    Ok(setting.and_then(|v| Lang::parse(&v).ok()).unwrap_or(Lang::En))
}

/// The language of a command line not read yet (`args` as the program got them, its name
/// first): `--lang X` or `--lang=X` before any `--`, else the locale settings', else English.
/// This is what `--help` is said in; a language Touchline does not speak is English here, and is
/// refused once the line is read.
pub fn lang_in_args(args: impl IntoIterator<Item = std::ffi::OsString>, env: impl Fn(&str) -> Option<String>) -> Lang {
    let mut args = args.into_iter().skip(1);
    let mut flag = None;
    while let Some(arg) = args.next() {
        let Some(arg) = arg.to_str() else { continue };
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            flag = args.next().and_then(|v| v.into_string().ok());
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            flag = Some(value.to_string());
        }
    }
    terminal_lang(flag.as_deref(), env).unwrap_or(Lang::En)
}

/// Who sits in each seat, from `--p1`/`--p2` (the first two seats) or `--players` (every seat,
/// comma-separated). `--players` wins when given. A number of seats outside `allowed` is refused
/// with `rule`, which says what is allowed ("Futbol Dash is played by 2 to 6 players"), in `lang`.
pub fn seats<T: Copy>(
    p1: T,
    p2: T,
    players: Option<&str>,
    parse: impl Fn(&str) -> Result<T, String>,
    allowed: (usize, usize),
    rule: &str,
    lang: Lang,
) -> Result<Vec<T>, String> {
    match players {
        None => Ok(vec![p1, p2]),
        // A number of seats: --p1 and --p2 as given, the computer in the others.
        Some(count) if count.trim().parse::<usize>().is_ok() => {
            let n: usize = count.trim().parse().unwrap_or(2);
            if !(allowed.0..=allowed.1).contains(&n) {
                return Err(say!(lang, "error-players-count", count = n.to_string(), rule = rule));
            }
            let mut seats = vec![p1, p2];
            seats.resize(n, parse("ai")?);
            Ok(seats)
        }
        Some(list) => {
            let seats: Vec<T> =
                list.split(',').map(str::trim).filter(|s| !s.is_empty()).map(parse).collect::<Result<_, _>>()?;
            if seats.is_empty() {
                return Err(say!(lang, "error-players-none"));
            }
            Ok(seats)
        }
    }
}

/// What the seats of a match of `config` may be, for [`seats`]: the game's range, and the rule
/// said (in `lang`) when a number of seats is outside it.
pub fn seat_rule(config: &touchline_games::AnyConfig, lang: Lang) -> ((usize, usize), String) {
    let allowed = config.profile().seats;
    let rule = match allowed {
        (1, 1) => one_player(config, lang),
        _ => played_by(config.kind(), allowed, lang),
    };
    (allowed, rule)
}

/// "KIX is played by 2 players", "Futbol Dash is played by 2 to 6 players".
fn played_by(kind: touchline_games::GameKind, allowed: (usize, usize), lang: Lang) -> String {
    let (fewest, most) = allowed;
    let span = if fewest == most { "one" } else { "range" };
    say!(lang, "rule-played-by", span = span, game = kind.title(), fewest = fewest, most = most)
}

/// "this Super Team match is for one player, against AutoTeam (easy)".
fn one_player(config: &touchline_games::AnyConfig, lang: Lang) -> String {
    let game = config.kind().title();
    match config.profile().engine_sides.as_slice() {
        [] => say!(lang, "rule-one-player", game = game),
        sides => say!(lang, "rule-one-player-against", game = game, sides = and_list(sides, lang)),
    }
}

/// "a", "a or b", "a, b or c", in `lang`.
pub fn or_list(items: &[impl AsRef<str>], lang: Lang) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.as_ref().to_string(),
        Some((last, rest)) => {
            let first = rest.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", ");
            say!(lang, "list-or", first = first, last = last.as_ref())
        }
    }
}

/// "a", "a and b", "a, b and c", in `lang`.
fn and_list(items: &[impl AsRef<str>], lang: Lang) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.as_ref().to_string(),
        Some((last, rest)) => {
            let first = rest.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", ");
            say!(lang, "list-and", first = first, last = last.as_ref())
        }
    }
}

/// The seats a match of `config` takes from those asked for: a one-seat match (solo against the
/// engine) keeps the first, unless a second seat was asked for by name (`given`, the flag as
/// typed: "--p2 ai"), which is refused rather than dropped.
pub fn fit_seats<T>(
    mut seats: Vec<T>,
    config: &touchline_games::AnyConfig,
    given: Option<&str>,
    lang: Lang,
) -> Result<Vec<T>, String> {
    if config.profile().seats.1 == 1 && seats.len() > 1 {
        if let Some(given) = given {
            return Err(say!(lang, "error-no-seat-to-take", rule = one_player(config, lang), given = given));
        }
        seats.truncate(1);
    }
    let profile = config.profile();
    if !profile.takes(seats.len()) {
        let rule = played_by(config.kind(), profile.seats, lang);
        return Err(say!(lang, "error-rule-not", rule = rule, count = seats.len().to_string()));
    }
    Ok(seats)
}

/// A seat's default name at the terminal: "Player 2" for a person; a computer is named as in a
/// stored match ([`crate::seating::computer_names`]), so a replay says what the terminal said.
pub fn default_name(occupants: &[Occupant<()>], seat: usize, lang: Lang) -> String {
    match crate::seating::computer_names(occupants).into_iter().nth(seat).flatten() {
        Some(computer) => computer,
        None => say!(lang, "player-default-name", seat = seat + 1),
    }
}

/// The games, one a line: name, title and what it is (in `lang`), in columns.
pub fn games_list(games: &[touchline_games::GameKind], lang: Lang) -> String {
    let blurbs: Vec<String> = games.iter().map(|g| g.blurb(lang)).collect();
    let rows: Vec<[&str; 3]> = games.iter().zip(&blurbs).map(|(g, b)| [g.name(), g.title(), b.as_str()]).collect();
    columns(&rows)
}

/// Rows as lines, every column but the last padded to its widest cell by how wide the text
/// shows on a terminal, not by its bytes ("—" is one column, a CJK sign two).
pub fn columns<const N: usize>(rows: &[[&str; N]]) -> String {
    use unicode_width::UnicodeWidthStr;
    let widths: Vec<usize> = (0..N).map(|c| rows.iter().map(|r| r[c].width()).max().unwrap_or(0)).collect();
    let lines: Vec<String> = rows
        .iter()
        .map(|row| {
            let mut line = String::new();
            for (c, cell) in row.iter().enumerate() {
                line.push_str(cell);
                if c + 1 < N {
                    line.push_str(&" ".repeat(widths[c] - cell.width() + 2));
                }
            }
            line
        })
        .collect();
    lines.join("\n")
}

/// `ai`, `easy`, `hard` or `random`, as the command line takes computer players; what is none
/// of them is refused in `lang`.
pub fn brain(text: &str, lang: Lang) -> Result<Brain, String> {
    Brain::parse(text).map_err(|_| say!(lang, "error-not-a-computer", text = text.trim().to_ascii_lowercase()))
}

/// `human` or a computer player, as `--players` lists them; what is neither is refused in `lang`.
pub fn occupant(text: &str, lang: Lang) -> Result<Occupant<()>, String> {
    Occupant::<()>::parse(text).map_err(|_| say!(lang, "error-not-a-player", text = text.trim().to_ascii_lowercase()))
}

/// A seat named `ai` (or `normal`, the same player) plays at `--level`; `easy`, `hard` and
/// `random` stay as named.
pub fn at_level(brain: Brain, level: Brain) -> Brain {
    if brain == Brain::Normal {
        level
    } else {
        brain
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_line_up_by_width_not_bytes() {
        let text =
            columns(&[["kix", "KIX", "cards"], ["fútbol—dash", "Fútbol — Dash", "race"], ["x", "足球", "board"]]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "kix          KIX            cards");
        assert_eq!(lines[1], "fútbol—dash  Fútbol — Dash  race");
        assert_eq!(lines[2], "x            足球           board");
    }

    #[test]
    fn the_terminal_speaks_the_flags_language_else_the_locales_else_english() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |key: &str| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| v.to_string())
        };
        assert_eq!(terminal_lang(Some("de"), env(&[("LANG", "es_ES.UTF-8")])), Ok(Lang::De));
        assert_eq!(terminal_lang(None, env(&[("LANG", "es_ES.UTF-8")])), Ok(Lang::Es));
        assert_eq!(terminal_lang(None, env(&[("LC_ALL", "fr_FR.UTF-8"), ("LANG", "de_DE")])), Ok(Lang::Fr));
        assert_eq!(terminal_lang(None, env(&[("LC_ALL", ""), ("LANG", "pt_BR.UTF-8")])), Ok(Lang::PtBr));
        for quiet in ["C", "POSIX", "C.UTF-8", "ja_JP.UTF-8"] {
            let pairs: &'static [(&'static str, &'static str)] = Box::leak(Box::new([("LANG", quiet)]));
            assert_eq!(terminal_lang(None, env(pairs)), Ok(Lang::En), "{quiet}");
        }
        assert_eq!(terminal_lang(None, env(&[])), Ok(Lang::En));
        let refused = terminal_lang(Some("xx"), env(&[])).unwrap_err().to_string();
        assert!(refused.contains("\"xx\"") && refused.contains("de (Deutsch)"), "{refused}");
    }

    #[test]
    fn the_help_speaks_the_language_asked_for_before_the_line_is_read() {
        let line = |args: &[&str]| args.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
        let german = |key: &str| (key == "LANG").then(|| "de_DE.UTF-8".to_string());
        let none = |_: &str| None;
        assert_eq!(lang_in_args(line(&["touchline", "--lang", "es", "play", "--help"]), german), Lang::Es);
        assert_eq!(lang_in_args(line(&["touchline", "play", "--lang=pt", "--help"]), none), Lang::PtBr);
        assert_eq!(lang_in_args(line(&["touchline", "play", "--help"]), german), Lang::De);
        // A language Touchline does not speak: English for now (refused after reading).
        assert_eq!(lang_in_args(line(&["touchline", "--lang", "xx", "--help"]), german), Lang::En);
        assert_eq!(lang_in_args(line(&["touchline", "--lang"]), german), Lang::De);
        // The program's own name is not read, nor what follows `--`.
        assert_eq!(lang_in_args(line(&["--lang=fr", "games"]), none), Lang::En);
        assert_eq!(lang_in_args(line(&["touchline", "play", "--", "--lang", "fr"]), none), Lang::En);
    }
}
