//! The ids stored rows are known by, shared by every layer of the bot.

/// A match.
pub type MatchId = i64;
/// A person who has used the bot.
pub type PlayerId = i64;
/// A table being gathered for a match: a challenge, or an open table.
pub type TableId = i64;
pub type CompetitionId = i64;
pub type SeasonId = i64;
pub type FixtureId = i64;
