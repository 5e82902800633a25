//! Kick-off times across time zones: a person's time zone, up to three times proposed for a
//! fixture (typed in the proposer's own time, kept as instants), the other side's pick or
//! counter-proposal, and the reminders an hour before and at kick-off.
//!
//! Judgement calls made here:
//! - A time is typed as `YYYY-MM-DD HH:MM` in the typist's time zone (UTC until they set one).
//!   A time the clocks skip (a spring-forward gap) is refused; one they pass twice (autumn)
//!   is the first of the two.
//! - Times are shown as Discord timestamps, so each reader sees them in their own time.
//! - A proposal is for the proposer's next fixture; a new one from either side replaces the
//!   last (from the other side it is a counter-proposal). A time agreed stands until another
//!   is agreed. An agreed time never moves a deadline: a fixture not played by its deadline is
//!   settled by the league's rule as before.
//! - A reminder the bot could not send in time (it was stopped) is dropped rather than sent
//!   late: an "hour before" once the kick-off has come, a "kick-off" an hour after it.

use chrono::{LocalResult, NaiveDateTime, TimeZone};
use chrono_tz::Tz;

use super::fixtures::next_fixture;
use super::profile::player_zone;
use super::words::discord_time;
use super::{refusal, refuse, LeagueOpError};
use crate::competition::*;
use crate::ids::FixtureId;
use crate::store::league::kickoffs::{DueReminder, Kickoff, KickoffReminder, HOUR_MS};
use crate::store::Store;
use crate::zones::local_text;

/// The most times one proposal offers.
pub const MAX_OPTIONS: usize = 3;
/// A time typed in a zone, as an instant (milliseconds since the epoch).
pub fn instant(text: &str, tz: Tz) -> Result<i64, touchline_i18n::Message> {
    let text = text.trim();
    let local = ["%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H.%M"]
        .iter()
        .find_map(|f| NaiveDateTime::parse_from_str(text, f).ok())
        .ok_or_else(|| refusal!("kickoff-bad-time", time = text))?;
    match tz.from_local_datetime(&local) {
        LocalResult::Single(t) => Ok(t.timestamp_millis()),
        // Autumn: the hour happens twice; the first is meant.
        LocalResult::Ambiguous(first, _) => Ok(first.timestamp_millis()),
        LocalResult::None => Err(refusal!("kickoff-skipped-time", time = text, zone = tz.name())),
    }
}

/// A proposal made.
#[derive(Clone, Debug)]
pub struct Proposal {
    pub fixture: Fixture,
    pub proposer: Member,
    pub opponent: Member,
    pub options: Vec<i64>,
    /// The proposer's zone the times were read in.
    pub zone: Tz,
    /// It replaced the other side's proposal.
    pub counter: bool,
}

async fn sides(store: &Store, f: &Fixture, player: i64) -> Result<(Member, Member), LeagueOpError> {
    let members = store.members(f.season_id).await?;
    let find = |id: i64| members.iter().find(|m| m.player_id == id).cloned();
    let other = if f.spec.pairing.home == player { f.spec.pairing.away } else { f.spec.pairing.home };
    match (find(player), find(other)) {
        (Some(me), Some(them)) => Ok((me, them)),
        _ => {
            Err(LeagueOpError::Store(crate::store::StoreError::Corrupt(format!("fixture #{} without its sides", f.id))))
        }
    }
}

/// Propose up to three kick-off times for the proposer's next fixture.
pub async fn propose(
    store: &Store,
    c: &Competition,
    player: i64,
    times: &[String],
    now_ms: i64,
) -> Result<Proposal, LeagueOpError> {
    let (_, fixture) = next_fixture(store, c, player).await?;
    if fixture.status != FixtureStatus::Scheduled {
        return refuse!("kickoff-not-scheduled", fixture = fixture.id);
    }
    let times: Vec<&String> = times.iter().filter(|t| !t.trim().is_empty()).collect();
    if times.is_empty() || times.len() > MAX_OPTIONS {
        return refuse!("kickoff-how-many", most = MAX_OPTIONS);
    }
    let tz = player_zone(store, player).await?;
    let mut options = Vec::new();
    for text in times {
        let at = instant(text, tz).map_err(LeagueOpError::Refused)?;
        if at <= now_ms {
            return refuse!("kickoff-past", time = local_text(at, tz));
        }
        if let Some(deadline) = fixture.spec.deadline_ms.filter(|d| at > *d) {
            return refuse!("kickoff-after-deadline", time = local_text(at, tz), deadline = local_text(deadline, tz));
        }
        if options.contains(&at) {
            return refuse!("kickoff-twice", time = local_text(at, tz));
        }
        options.push(at);
    }
    let counter = store.kickoff(fixture.id).await?.is_some_and(|k| k.proposed_by != player);
    store.propose_kickoff(c.id, fixture.id, player, &options).await?;
    let (proposer, opponent) = sides(store, &fixture, player).await?;
    Ok(Proposal { fixture, proposer, opponent, options, zone: tz, counter })
}

/// A kick-off agreed.
#[derive(Clone, Debug)]
pub struct Agreed {
    pub fixture: Fixture,
    pub at_ms: i64,
    pub chooser: Member,
    pub proposer: Member,
}

/// The other side picks one of the times proposed for their next fixture (1 to 3).
pub async fn accept(
    store: &Store,
    c: &Competition,
    player: i64,
    choice: u32,
    now_ms: i64,
) -> Result<Agreed, LeagueOpError> {
    let (_, fixture) = next_fixture(store, c, player).await?;
    let Some(proposal) = store.kickoff(fixture.id).await? else {
        return refuse!("kickoff-none", fixture = fixture.id);
    };
    if proposal.proposed_by == player {
        return refuse!("kickoff-own", fixture = fixture.id);
    }
    let Some(&at_ms) = proposal.options.get((choice as usize).wrapping_sub(1)) else {
        return refuse!("kickoff-choice", choice = choice, count = proposal.options.len());
    };
    if at_ms <= now_ms {
        return refuse!("kickoff-passed", time = discord_time(at_ms));
    }
    if !store.agree_kickoff(c.id, &proposal, player, at_ms).await? {
        return refuse!("kickoff-changed");
    }
    let (chooser, proposer) = sides(store, &fixture, player).await?;
    Ok(Agreed { fixture, at_ms, chooser, proposer })
}

/// The proposal standing on a caller's next fixture, for showing it again.
pub async fn standing_proposal(store: &Store, c: &Competition, player: i64) -> Result<KickoffState, LeagueOpError> {
    let (_, fixture) = next_fixture(store, c, player).await?;
    let kickoff = store.kickoff(fixture.id).await?;
    let (me, opponent) = sides(store, &fixture, player).await?;
    let proposer =
        kickoff.as_ref().map(|k| if k.proposed_by == player { me.name.clone() } else { opponent.name.clone() });
    Ok(KickoffState { fixture, kickoff, opponent: opponent.name, proposer })
}

/// The kick-off of a caller's next fixture, as `/fixture show` tells it.
#[derive(Clone, Debug)]
pub struct KickoffState {
    pub fixture: Fixture,
    pub kickoff: Option<Kickoff>,
    pub opponent: String,
    /// Who made the proposal standing, if there is one.
    pub proposer: Option<String>,
}

/// Whom a kick-off reminder tells, for one side: the member, or their deputy while they are
/// away; as that person asked to be pinged.
#[derive(Clone, Debug)]
pub struct Told {
    pub discord_id: u64,
    pub name: String,
    pub mode: crate::pings::PingMode,
    /// Their own language, for a reminder sent to them by DM.
    pub lang: touchline_i18n::Lang,
}

/// A reminder to send.
#[derive(Clone, Debug)]
pub struct ReminderNote {
    pub competition: Competition,
    pub fixture: Fixture,
    /// Home, then away.
    pub sides: [Told; 2],
    /// The competition's channel's language.
    pub lang: touchline_i18n::Lang,
    pub at_ms: i64,
    pub which: KickoffReminder,
}

/// The kick-off reminders due at `now_ms`, each claimed once; those the bot missed the moment
/// for are dropped (see the module's notes). One that cannot be made is logged and passed
/// over, never the others with it.
pub async fn reminders_due(
    store: &Store,
    now_ms: i64,
    hold: &crate::store::LeaseHold,
) -> Result<Vec<ReminderNote>, LeagueOpError> {
    let mut notes = Vec::new();
    for DueReminder { fixture_id, agreed_ms, which } in store.claim_kickoff_reminders(now_ms, hold).await? {
        let stale = match which {
            KickoffReminder::HourBefore => now_ms >= agreed_ms,
            KickoffReminder::KickOff => now_ms > agreed_ms + HOUR_MS,
        };
        if stale {
            continue;
        }
        match reminder(store, fixture_id, agreed_ms, which, now_ms).await {
            Ok(Some(note)) => notes.push(note),
            Ok(None) => {}
            Err(e) => tracing::warn!(fixture_id, %e, "a kick-off reminder could not be made"),
        }
    }
    Ok(notes)
}

async fn reminder(
    store: &Store,
    fixture_id: FixtureId,
    at_ms: i64,
    which: KickoffReminder,
    now_ms: i64,
) -> Result<Option<ReminderNote>, LeagueOpError> {
    let Some(fixture) = store.fixture(fixture_id).await? else { return Ok(None) };
    let season = store.season(fixture.season_id).await?;
    let Some(competition) = store.competition_by_id(season.competition_id).await? else { return Ok(None) };
    let (home, away) = sides(store, &fixture, fixture.spec.pairing.home).await?;
    let deputies = super::deputies::seats_for(store, &competition, &fixture, now_ms, false).await?;
    let mut told = Vec::new();
    for (member, deputy) in [home, away].into_iter().zip(deputies) {
        let (player, discord_id, name) = match deputy {
            Some(deputy) => {
                let person = store.player(deputy).await?;
                (deputy, person.as_ref().map_or(0, |p| p.0), person.map_or_else(String::new, |p| p.1))
            }
            None => (member.player_id, member.discord_id, member.name.clone()),
        };
        let (mode, lang) = (store.pings(player).await?.mode, store.player_lang(player).await?);
        told.push(Told { discord_id, name, mode, lang });
    }
    let Ok(sides) = <[Told; 2]>::try_from(told) else { return Ok(None) };
    let lang = super::news::channel_lang(store, &competition).await?;
    Ok(Some(ReminderNote { competition, fixture, sides, lang, at_ms, which }))
}
