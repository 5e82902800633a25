//! Competitions as the bot keeps them: leagues and tournaments, their seasons, members,
//! fixtures, results and reports. The types only; what may be done with them is
//! [`crate::leagues`], where they are stored is [`crate::store`], and the rules about tables,
//! brackets and ratings are the pure `touchline-league` crate.

use serde::{Deserialize, Serialize};
use touchline_games::{AnyConfig, GameKind};
use touchline_league::rating::System;
use touchline_league::{PointsRule, TieBreak};

pub use touchline_league::format::{Bracketed, Format, FormatKind, Pairing, Shape, Stage};

use crate::clock::TurnClock;
pub use crate::ids::{CompetitionId, FixtureId, MatchId, SeasonId};

/// The rating system every game is rated with. New players start at its initial value (1500).
pub const RATING_SYSTEM: System = System::Elo;

macro_rules! named {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            pub fn parse(text: &str) -> Result<$name, String> {
                match text {
                    $($text => Ok($name::$variant),)+
                    other => Err(format!("unknown {} '{other}'", stringify!($name))),
                }
            }
        }
    };
}

named!(
    /// A league (a table over seasons) or a tournament (a cup).
    CompetitionKind { League = "league", Tournament = "tournament" }
);
named!(
    /// What a missed round deadline does.
    MissedDeadline { Forfeit = "forfeit", Admin = "admin" }
);
named!(
    SeasonStatus { Open = "open", Running = "running", Finished = "finished" }
);
named!(
    FixtureStatus {
        Scheduled = "scheduled",
        InPlay = "in_play",
        Reported = "reported",
        Disputed = "disputed",
        Played = "played",
        Overdue = "overdue",
    }
);
named!(
    /// Where a result came from.
    ResultSource { Bot = "bot", Reported = "reported", Override = "override", Forfeit = "forfeit" }
);

/// Everything a competition is created with.
#[derive(Clone, Debug, PartialEq)]
pub struct NewCompetition {
    pub guild_id: u64,
    pub channel_id: u64,
    pub name: String,
    pub kind: CompetitionKind,
    pub config: AnyConfig,
    /// How the fixtures are drawn up, with the format's settings.
    pub format: Format,
    pub points: PointsRule,
    pub tiebreak: TieBreak,
    pub clock: TurnClock,
    pub round_seconds: Option<u64>,
    pub missed_deadline: MissedDeadline,
    pub forfeit_goals: u32,
    pub created_by: i64,
    /// The most days a member's breaks may move their fixtures' deadlines in a season (0: none).
    pub max_break_days: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Competition {
    pub id: CompetitionId,
    pub game: GameKind,
    pub spec: NewCompetition,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    pub id: SeasonId,
    pub competition_id: CompetitionId,
    pub number: u32,
    pub status: SeasonStatus,
    pub lots_seed: u64,
    pub started_ms: Option<i64>,
    pub champion: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub player_id: i64,
    pub discord_id: u64,
    pub name: String,
    pub seed: u32,
    pub group_no: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewFixture {
    pub pairing: Pairing,
    pub result_needed: bool,
    pub deadline_ms: Option<i64>,
}

/// A result standing on a fixture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredResult {
    pub id: i64,
    pub home_goals: u32,
    pub away_goals: u32,
    pub decided_for: Option<i64>,
    pub source: ResultSource,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    pub id: FixtureId,
    pub season_id: SeasonId,
    pub spec: NewFixture,
    pub status: FixtureStatus,
    pub home_ready: bool,
    pub away_ready: bool,
    pub match_id: Option<MatchId>,
    pub result: Option<StoredResult>,
}

impl Fixture {
    pub fn involves(&self, player: i64) -> bool {
        self.spec.pairing.involves(player)
    }
}

/// A score reported by one side of a fixture played away from the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub fixture_id: FixtureId,
    pub reporter: i64,
    pub home_goals: u32,
    pub away_goals: u32,
    pub decided_for: Option<i64>,
    pub disputed: bool,
    pub dispute: Option<String>,
}

/// A score to record on a fixture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    pub home_goals: u32,
    pub away_goals: u32,
    pub decided_for: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditEntry {
    pub at: String,
    pub actor: Option<String>,
    pub action: String,
    pub detail: String,
    pub fixture_id: Option<FixtureId>,
}

/// One line of a results export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    pub fixture: Fixture,
    pub home: String,
    pub away: String,
}

/// What advancing a season did.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    /// Fixtures drawn up just now (a new knockout or Swiss round).
    pub new_fixtures: usize,
    /// The season ended just now, with this champion.
    pub finished: Option<Option<i64>>,
}

impl Progress {
    /// As kept with a note waiting to be posted.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Read back from a note waiting to be posted; nothing moved on if it is unreadable.
    pub fn from_json(text: &str) -> Progress {
        serde_json::from_str(text).unwrap_or_default()
    }
}
