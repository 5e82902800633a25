//! Opening a match, one way for every origin: a match against the computer, a table's start, a
//! rematch, a fixture's kick-off, a season's draft. The use-case notes the opening, asks the
//! front end's [`Venue`] for a place to play (a thread, on Discord), stores the match with the
//! claim it settles, and returns its first update to deliver. When it cannot, it tidies up by
//! the origin's rule, and says why in a type ([`NotOpened`]):
//!
//! - the place refused for good (a channel where no thread may be made): a table is called off,
//!   any other claim given back;
//! - a passing failure (Discord or the database out of reach): the claim is given back, so the
//!   same click may be tried again;
//! - the claim taken up meanwhile (given back as stranded while this process was slow, or
//!   settled by another match): nothing is given back, the claim is someone else's.
//!
//! A draft's claim is never given back (the season has started): the clocks' keeper opens the
//! draft again once the claim is old enough. Whatever fails, nothing is stored half way: a
//! place made for a match that was not stored is removed, and one a process made before it died
//! is found again from the opening it noted ([`super::Sessions::stranded_openings`]).

use std::future::Future;

use touchline_games::players::Occupant;
use touchline_games::AnyConfig;
use touchline_i18n::say;

use super::{NewMatch, SessionError, Sessions, Update};
use crate::clock::{now_ms, TurnClock};
use crate::ids::PlayerId;
use crate::store::{MatchThread, Origin, StoreError};

/// Where the front end plays a match: Discord's threads, the terminal, a test's.
pub trait Venue {
    /// Open a place in `channel` named `title` (a public thread): its id, or why not.
    fn open(&self, channel: u64, title: &str) -> impl Future<Output = Result<u64, VenueError>> + Send;
    /// Remove a place that holds no match (its match could not be stored).
    fn remove(&self, place: u64) -> impl Future<Output = Result<(), String>> + Send;
}

/// Why a place could not be had.
#[derive(Debug)]
pub enum VenueError {
    /// For good, here (a missing permission, a forum, a thread inside a thread), in the words
    /// of whoever refused.
    Refused(String),
    /// For now (out of reach, a rate limit).
    Failed(String),
}

/// A match to open: where, with what, for whom, and for what.
#[derive(Clone, Debug)]
pub struct Opening {
    pub guild: Option<u64>,
    pub channel: u64,
    pub clock: TurnClock,
    pub config: AnyConfig,
    pub seats: Vec<Occupant<PlayerId>>,
    /// What it is opened for: the claim it settles.
    pub origin: Origin,
    /// Who plays a person's seat for them (a deputy), seat by seat; empty when nobody does.
    pub deputies: Vec<Option<PlayerId>>,
}

/// A match opened: its first update to deliver (the kick-off board, the first prompts).
pub struct Opened {
    pub update: Update,
    /// Where it is played.
    pub place: u64,
    /// The side the engine plays itself, named (a solo match's AutoTeam).
    pub engine_side: Option<String>,
}

/// Why a match was not opened.
#[derive(Debug, thiserror::Error)]
pub enum NotOpened {
    /// The place was refused for good: nothing was stored; a table is called off, any other
    /// claim given back. The words are the refuser's, for the players to read.
    #[error("no match thread can be opened here: {reason}")]
    Refused { reason: String },
    /// Nothing was stored and the claim was given back: it may be tried again.
    #[error("the match could not start: {0}")]
    Failed(String),
    /// Nothing was stored: what it was opened for was taken up meanwhile, by another.
    #[error("the match was not started: what it was opened for was taken up meanwhile")]
    Superseded,
    /// The match was stored, but what follows its kick-off failed: it stands, and is shown by
    /// the clocks' keeper once its posting claim runs out. Nothing is given back.
    #[error("the match was stored, but its kick-off could not be made: {0}")]
    Stored(SessionError),
}

impl Sessions {
    /// Open a match as `opening` says, at `venue`; see the module notes.
    pub async fn open(&self, venue: &impl Venue, opening: Opening) -> Result<Opened, NotOpened> {
        let origin = opening.origin;
        let failed = |e: SessionError| NotOpened::Failed(e.to_string());
        let prepared = async {
            // The thread speaks the server's language from kick-off to the end, its title too.
            let lang = self.server_lang(opening.guild).await?;
            let title = self.title(&opening, lang).await?;
            // Noted before the place is asked for: a stop before the match is stored leaves
            // the place findable.
            let noted = match opening.guild {
                Some(guild) => Some(self.store.note_thread_opening(guild, opening.channel, now_ms()).await?),
                None => None,
            };
            Ok::<_, SessionError>((lang, title, noted))
        };
        let (lang, title, noted) = match prepared.await {
            Ok(prepared) => prepared,
            Err(e) => return Err(self.give_back(origin, failed(e)).await),
        };
        let place = match venue.open(opening.channel, &title).await {
            Ok(place) => place,
            Err(e) => {
                self.forget(noted).await;
                let why = match e {
                    VenueError::Refused(reason) => NotOpened::Refused { reason },
                    VenueError::Failed(reason) => NotOpened::Failed(reason),
                };
                return Err(self.give_back(origin, why).await);
            }
        };
        let thread = MatchThread {
            match_id: 0,
            guild_id: opening.guild,
            channel_id: opening.channel,
            thread_id: place,
            clock: opening.clock,
            lang,
        };
        let seed = super::fresh_seed();
        let new = NewMatch {
            config: opening.config,
            seats: opening.seats,
            seed,
            thread: Some(thread),
            origin,
            deputies: opening.deputies,
        };
        let started = match self.start(new).await {
            Ok(started) => started,
            Err(e) => {
                // Nothing was stored: the place would stay empty for ever.
                match venue.remove(place).await {
                    Ok(()) => self.forget(noted).await,
                    Err(gone) => tracing::warn!(place, %gone, "cannot remove the place of a match not stored"),
                }
                return Err(match e {
                    SessionError::Store(StoreError::ClaimLost) => NotOpened::Superseded,
                    e => self.give_back(origin, failed(e)).await,
                });
            }
        };
        self.forget(noted).await;
        let update = self.kick_off_started(started).await.map_err(NotOpened::Stored)?;
        let engine_side = update.stored.state.engine_sides(lang).into_iter().next();
        Ok(Opened { update, place, engine_side })
    }

    /// The name of a match's place: the game and its sides ("KIX: Ann v Computer (normal)"),
    /// a seat played by a deputy named as its pictures name it ("Ann (played by Dan)"), in the
    /// place's language, at most 100 characters.
    async fn title(&self, opening: &Opening, lang: touchline_i18n::Lang) -> Result<String, SessionError> {
        let sealed = self.seat_names(&opening.seats).await?;
        let deputies: Vec<Occupant<PlayerId>> =
            opening.deputies.iter().flatten().map(|d| Occupant::Person(*d)).collect();
        let mut found = self.seat_names(&deputies).await?.into_iter();
        let deputy_of: Vec<Option<String>> = (0..sealed.len())
            .map(|seat| opening.deputies.get(seat).copied().flatten().and_then(|_| found.next()))
            .collect();
        let names: Vec<String> = sealed
            .into_iter()
            .zip(crate::seating::computer_names_in(&opening.seats, lang))
            .zip(deputy_of)
            .map(|((sealed, computer), deputy)| match (computer, deputy) {
                (Some(computer), _) => computer,
                (None, Some(deputy)) => {
                    say!(crate::speech::BOT, lang, "seat-deputy", person = &sealed, deputy = deputy)
                }
                (None, None) => sealed,
            })
            .collect();
        Ok(format!("{}: {}", opening.config.kind().title(), names.join(" v ")).chars().take(100).collect())
    }

    /// A noted opening is over.
    async fn forget(&self, noted: Option<i64>) {
        if let Some(noted) = noted {
            if let Err(e) = self.store.thread_opened(noted).await {
                tracing::warn!(%e, "cannot forget a thread's opening");
            }
        }
    }

    /// Tidy the claim `origin` made when its match will not be stored, by its rule: a table
    /// refused a place for good is called off; any other claim (and a table's on a passing
    /// failure) given back; a draft's left for the clocks' keeper. Returns `why`.
    async fn give_back(&self, origin: Origin, why: NotOpened) -> NotOpened {
        use crate::store::claims::Claim;
        let tidied = match (origin.claim(), &why) {
            (None | Some(Claim::Draft(_)), _) => Ok(()),
            (Some(claim), NotOpened::Refused { .. }) => self.store.call_off_claim(claim).await,
            (Some(claim), _) => self.store.give_back_claim(claim).await,
        };
        if let Err(e) = tidied {
            tracing::warn!(?origin, %e, "cannot give back the claim of a match not opened");
        }
        why
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn why_a_match_was_not_opened_is_said_plainly() {
        let refused = NotOpened::Refused { reason: "Missing Permissions".into() };
        assert_eq!(refused.to_string(), "no match thread can be opened here: Missing Permissions");
        assert!(NotOpened::Superseded.to_string().contains("taken up meanwhile"));
    }
}
