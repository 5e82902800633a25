//! `--help` in the terminal's language. Clap builds the command line from `main.rs` in English;
//! [`localize`] then says every command's about and every argument's help from help.ftl, by an
//! id made from where it stands (see the top of `src/locales/en/help.ftl`), and clap's own
//! headings and default and environment notes in the same language. The games' generated
//! option flags are left as they were made: they take their words from the games' catalogues.

use clap::{Arg, Command};
use touchline_games::Lang;

use crate::speech::HELP;

/// The id of a command's about: `cmd-` and the command's path (`cmd-play`, `cmd-export-match`);
/// the program's own is `cmd-touchline`, and clap's `help` command is `cmd-help` wherever it is.
pub fn command_id(path: &[&str]) -> String {
    match path {
        [] => "cmd-touchline".to_string(),
        [.., "help"] => "cmd-help".to_string(),
        _ => format!("cmd-{}", path.join("-")),
    }
}

/// The id of an argument's help: `arg-`, its command's path and its own id, `_` written `-`
/// (`arg-play-seed`, `arg-play-result-needed`). A global argument, and clap's help and version
/// flags, are one argument wherever they show: `arg-lang`, `arg-help`, `arg-version`.
pub fn arg_id(path: &[&str], arg: &Arg) -> String {
    let id = arg.get_id().as_str().replace('_', "-");
    let shared = arg.is_global_set() || matches!(id.as_str(), "help" | "version");
    match shared || path.is_empty() {
        true => format!("arg-{id}"),
        false => format!("arg-{}-{id}", path.join("-")),
    }
}

/// The path the ids of `child` are made from, under a command at `path`. The copies of the
/// commands clap's `help` command holds are named as the commands themselves: `help play` is
/// `cmd-play`, `export help match` is `cmd-export-match`.
fn child_path(path: &[String], child: &str) -> Vec<String> {
    let mut under = match path.split_last() {
        Some((last, before)) if last == "help" => before.to_vec(),
        _ => path.to_vec(),
    };
    under.push(child.to_string());
    under
}

/// `command`, built, with its help in `lang`. `generated` says which arguments are the games'
/// option flags, whose help is left as it is.
pub fn localize(mut command: Command, lang: Lang, generated: impl Fn(&str) -> bool) -> Command {
    // Built first, so that clap's own flags, its `help` subcommand and the global arguments'
    // copies are there to be said too.
    command.build();
    visit(&mut command, &[], lang, &generated);
    command
}

fn visit(command: &mut Command, path: &[String], lang: Lang, generated: &dyn Fn(&str) -> bool) {
    let said = |id: &str| HELP.has(id).then(|| HELP.text(lang, id, &[]));
    let heading = |id: &str| HELP.text(lang, id, &[]);
    let names: Vec<&str> = path.iter().map(String::as_str).collect();
    let mut c = std::mem::take(command);
    if let Some(about) = said(&command_id(&names)) {
        c = c.about(about);
    }
    let (arguments, options) = (heading("heading-arguments"), heading("heading-options"));
    c = c.mut_args(|mut arg| {
        if !generated(arg.get_id().as_str()) {
            if let Some(help) = said(&arg_id(&names, &arg)) {
                arg = arg.help(help);
            }
        }
        if arg.get_help_heading().is_none() {
            let heading = if arg.is_positional() { &arguments } else { &options };
            arg = arg.help_heading(heading.clone());
        }
        notes(arg, lang)
    });
    if c.has_subcommands() {
        c = c.subcommand_help_heading(heading("heading-commands"));
    }
    let template = template(&c, lang);
    c = c.help_template(template);
    for sub in c.get_subcommands_mut() {
        let path = child_path(path, sub.get_name());
        visit(sub, &path, lang, generated);
    }
    *command = c;
}

/// Clap's default help template with its "Usage:" said in `lang` (in clap's style for it).
fn template(command: &Command, lang: Lang) -> String {
    let style = command.get_styles().get_usage();
    let usage = format!("{}{}{}", style.render(), HELP.text(lang, "heading-usage", &[]), style.render_reset());
    // As clap chooses: a command with nothing to list has no list after its usage.
    let lists =
        command.get_arguments().any(|a| !a.is_hide_set()) || command.get_subcommands().any(|s| !s.is_hide_set());
    match lists {
        true => format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"),
        false => format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}{{after-help}}"),
    }
}

/// Clap's "[env: …]" and "[default: …]" after an argument's help, said in `lang` instead of
/// clap's English (English keeps clap's own, styled as clap styles them).
fn notes(arg: Arg, lang: Lang) -> Arg {
    if lang == Lang::En {
        return arg;
    }
    let mut notes = Vec::new();
    let mut arg = arg;
    if let Some(name) = arg.get_env().map(|n| n.to_string_lossy().into_owned()) {
        if !arg.is_hide_env_set() && !arg.is_hide_env_values_set() {
            let value = std::env::var_os(&name).map(|v| v.to_string_lossy().into_owned()).unwrap_or_default();
            notes.push(touchline_i18n::say!(HELP, lang, "note-env", name = name, value = value));
            arg = arg.hide_env(true);
        }
    }
    let defaults: Vec<String> = arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect();
    if arg.get_action().takes_values() && !defaults.is_empty() && !arg.is_hide_default_value_set() {
        notes.push(touchline_i18n::say!(HELP, lang, "note-default", value = defaults.join(" ")));
        arg = arg.hide_default_value(true);
    }
    if notes.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
    let text = match help.is_empty() {
        true => notes.join(" "),
        false => format!("{help} {}", notes.join(" ")),
    };
    arg.help(text)
}

/// Every command and argument of a built `command` with the id of its message and its help as
/// it stands (the games' option flags, `generated`, left out): what help.ftl must say.
pub fn texts(command: &Command, generated: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    fn walk(c: &Command, path: &[String], generated: &dyn Fn(&str) -> bool, out: &mut Vec<(String, String)>) {
        let names: Vec<&str> = path.iter().map(String::as_str).collect();
        let text = |s: Option<&clap::builder::StyledStr>| s.map(|s| s.to_string()).unwrap_or_default();
        out.push((command_id(&names), text(c.get_about())));
        for arg in c.get_arguments().filter(|a| !generated(a.get_id().as_str())) {
            out.push((arg_id(&names, arg), text(arg.get_help())));
        }
        for sub in c.get_subcommands() {
            walk(sub, &child_path(path, sub.get_name()), generated, out);
        }
    }
    let mut out = Vec::new();
    walk(command, &[], &generated, &mut out);
    out
}

/// Long helps the tree has (help.ftl gives one text each, so there must be none): their ids.
pub fn long_helps(command: &Command) -> Vec<String> {
    fn walk(c: &Command, path: &[String], out: &mut Vec<String>) {
        let names: Vec<&str> = path.iter().map(String::as_str).collect();
        if c.get_long_about().is_some() {
            out.push(command_id(&names));
        }
        out.extend(c.get_arguments().filter(|a| a.get_long_help().is_some()).map(|a| arg_id(&names, a)));
        for sub in c.get_subcommands() {
            walk(sub, &child_path(path, sub.get_name()), out);
        }
    }
    let mut out = Vec::new();
    walk(command, &[], &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_follow_the_path_and_shared_arguments_have_one() {
        assert_eq!(command_id(&[]), "cmd-touchline");
        assert_eq!(command_id(&["export", "match"]), "cmd-export-match");
        assert_eq!(arg_id(&["play"], &Arg::new("result_needed")), "arg-play-result-needed");
        assert_eq!(arg_id(&["db", "copy"], &Arg::new("from")), "arg-db-copy-from");
        assert_eq!(arg_id(&["play"], &Arg::new("lang").global(true)), "arg-lang");
        assert_eq!(arg_id(&["export", "match"], &Arg::new("help")), "arg-help");
        assert_eq!(command_id(&["export", "help"]), "cmd-help");
        let path = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(child_path(&path(&["export"]), "help"), ["export", "help"]);
        assert_eq!(child_path(&path(&["export", "help"]), "match"), ["export", "match"]);
        assert_eq!(child_path(&path(&["help"]), "export"), ["export"]);
    }
}
