//! The vocabulary every Discord handler shares: what it is given ([`Bot`], [`Context`]) and
//! what can go wrong ([`Error`]), typed by what it means for the person who asked.

use poise::serenity_prelude as serenity;
use touchline_i18n::Lang;

use crate::config::Timers;
use crate::pictures::Pictures;
use crate::session::Sessions;
use crate::store::Store;

/// What went wrong answering a person or sending what a use-case decided.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// For the person who asked to read as it is (what went wrong and what to do), not as
    /// "something went wrong on my side".
    #[error("{0}")]
    Told(String),
    /// Discord refused a request, or could not be reached.
    #[error(transparent)]
    Discord(Box<serenity::Error>),
    #[error(transparent)]
    Session(#[from] crate::session::SessionError),
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    #[error(transparent)]
    League(#[from] crate::leagues::LeagueOpError),
    #[error(transparent)]
    NotOpened(#[from] crate::session::open::NotOpened),
    #[error(transparent)]
    Draw(#[from] crate::pictures::DrawError),
    #[error(transparent)]
    Crest(#[from] crate::crests::KeepError),
    #[error(transparent)]
    Replay(#[from] crate::replay::ReplayError),
    /// Anything else (a file, a setting), said in the log.
    #[error("{0}")]
    Other(String),
}

impl From<serenity::Error> for Error {
    fn from(e: serenity::Error) -> Error {
        Error::Discord(Box::new(e))
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        Error::Other(e.to_string())
    }
}

impl From<String> for Error {
    fn from(e: String) -> Error {
        Error::Other(e)
    }
}

impl Error {
    /// Discord's refusal with this code (50007: the person does not take DMs from the bot).
    pub fn discord_code(&self) -> Option<isize> {
        match self {
            Error::Discord(e) => match e.as_ref() {
                serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
                _ => None,
            },
            _ => None,
        }
    }
}

/// What to tell a person whose command or click failed with `error`, in their language.
pub fn apology(error: &Error, lang: Lang) -> String {
    if let Error::Told(told) = error {
        return told.clone();
    }
    // The store's errors sit in transparent variants, whose `source` skips them: they are
    // looked at by name first.
    let unreachable = match error {
        Error::Store(e)
        | Error::League(crate::leagues::LeagueOpError::Store(e))
        | Error::Session(crate::session::SessionError::Store(e)) => e.is_unavailable(),
        other => crate::store::out_of_reach(other),
    };
    if unreachable {
        return crate::speech::say(lang, "apology-database");
    }
    crate::speech::say(lang, "apology-internal")
}

pub type Context<'a> = poise::Context<'a, Bot, Error>;

/// What every handler shares: the use-cases (the store stays behind them) and the pictures.
#[derive(Clone)]
pub struct Bot {
    /// Matches: starting, playing, clocks, resuming.
    pub sessions: Sessions,
    /// The store, for the other use-cases (tables, competitions, crests, publishing), which take
    /// it as their first argument; Discord code never queries it itself.
    store: Store,
    pub timers: Timers,
    /// Where the web pages are reached from outside, for links in answers; none when there
    /// are no web pages.
    pub web_base: Option<String>,
    /// The pages' address and key for each private prompt's "Play on the board" link; none
    /// without pages or without a key.
    pub boards: Option<crate::seat_links::BoardLinks>,
    /// Whether the Discord Activity is on (its button on each kick-off's board).
    pub activity: bool,
    /// The renderers, shared with the web pages when they run beside the bot.
    pub pictures: Pictures,
    /// Discord's HTTP client once connected: what is sent after a delivery (the win chances)
    /// goes out from a task of its own with it.
    pub http: std::sync::Arc<std::sync::OnceLock<std::sync::Arc<poise::serenity_prelude::Http>>>,
}

impl Bot {
    pub fn new(sessions: Sessions, timers: Timers, pictures: Pictures) -> Self {
        let store = sessions.store().clone();
        Bot {
            sessions,
            store,
            timers,
            web_base: None,
            boards: None,
            activity: false,
            pictures,
            http: Default::default(),
        }
    }

    /// The web pages' links, as made now.
    pub fn links(&self) -> super::compose::Links<'_> {
        super::compose::Links {
            base: self.web_base.as_deref(),
            boards: self.boards.as_ref(),
            now_ms: crate::clock::now_ms(),
            activity: self.activity,
        }
    }

    /// The store, to hand to a use-case.
    pub fn store(&self) -> &Store {
        &self.store
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_told_failure_is_shown_as_it_is() {
        let told = Error::Told("Matches need a text channel.".into());
        assert_eq!(apology(&told, Lang::En), "Matches need a text channel.");
        let other = Error::Other("disk full".into());
        let said = apology(&other, Lang::En);
        assert!(said.starts_with("Sorry"), "internal trouble is not shown: {said}");
        assert!(apology(&other, Lang::Fr).starts_with("Désolé"), "and in the person's language");
        let unreachable =
            Error::Store(crate::store::StoreError::Unreachable { at: "db:5432".into(), reason: "refused".into() });
        assert_ne!(apology(&unreachable, Lang::En), said, "a database out of reach is said so");
    }
}
