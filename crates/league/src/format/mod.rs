//! Competition formats as data with behaviour.
//!
//! A format is one file here: its settings (a struct, read from [`OptionSpec`]s in the grammar
//! the games' options use, stored as one JSON value) and three pure steps over what a season
//! holds ([`Season`]):
//!
//! 1. [`Rules::start`]: the entrants → the first fixtures (and the groups drawn), or a draft;
//! 2. [`Rules::standing`]: the fixtures and their results → the tables and/or the bracket;
//! 3. [`Rules::next`]: the standing → fixtures to draw up now, the champion, or nothing (wait).
//!
//! The bot loads a season, asks its format, and stores the answer; it never asks which format it
//! is holding. What a front end needs to know of a format beyond that is a property the format
//! states: which command makes it ([`Rules::IS_LEAGUE`]), whether it drafts squads first, when it
//! has a bracket, how many entrants it takes, and its words ([`Rules::describe`], in the crate's
//! catalogue). Adding a format is a file beside these and a line in [`formats!`].

mod draft_league;
mod groups;
mod knockout;
mod ladder;
mod round_robin;
mod swiss;

use std::sync::LazyLock;

use serde::{de::DeserializeOwned, Serialize};
use touchline_i18n::{Catalogue, Lang, Message, Source};
use touchline_options::{check, Chosen, OptionError, OptionSpec, Options};

use crate::knockout::Bracket;
use crate::tiebreak::{Chain, Preset, TieBreak};
use crate::{Entrant, LeagueError, Played, PointsRule, Table};

pub use draft_league::DraftLeague;
pub use groups::Groups;
pub use knockout::Knockout;
pub use ladder::Ladder;
pub use round_robin::RoundRobin;
pub use swiss::Swiss;

/// The formats' words (`locales/<language>.ftl` beside the crate's source), English first.
pub const SOURCES: [Source; 5] = touchline_i18n::sources!("../locales/", ".ftl");

/// The formats' words, read once.
pub static WORDS: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::lenient(&SOURCES));

/// Every fixture is one side against another: the fewest entrants any competition starts with.
pub const SIDES: usize = 2;

/// How a stage's fixtures are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    /// Every fixture counts towards one table.
    Table,
    /// Tables side by side, one per group.
    Groups,
    /// Ties of a bracket: a result decides who goes on, and later rounds are drawn from it.
    Bracket,
}

/// Where a fixture sits in its competition. Stored by its name; the formats name their stages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Stage {
    name: &'static str,
    shape: Shape,
}

impl Stage {
    /// A league's table (a round robin, a draft league's fixtures).
    pub const LEAGUE: Stage = Stage::new("league", Shape::Table);
    /// A group's table, before a knockout.
    pub const GROUP: Stage = Stage::new("group", Shape::Groups);
    /// A single-elimination bracket.
    pub const KNOCKOUT: Stage = Stage::new("knockout", Shape::Bracket);
    /// A Swiss event's rounds.
    pub const SWISS: Stage = Stage::new("swiss", Shape::Table);

    pub const fn new(name: &'static str, shape: Shape) -> Stage {
        Stage { name, shape }
    }

    /// The stored name ("knockout").
    pub fn name(self) -> &'static str {
        self.name
    }

    pub fn shape(self) -> Shape {
        self.shape
    }

    /// A stage of any format, by its stored name.
    pub fn parse(text: &str) -> Result<Stage, String> {
        FormatKind::ALL
            .iter()
            .flat_map(|k| k.stages())
            .find(|s| s.name == text)
            .copied()
            .ok_or_else(|| format!("unknown stage '{text}'"))
    }
}

/// Who meets whom, and where the meeting sits in its competition: what drawing up a fixture
/// decides, the same whether it is still to play, stored, or played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub stage: Stage,
    pub round: u32,
    pub slot: u32,
    /// 1 or 2; 3 is the deciding match of a two-legged tie level on aggregate.
    pub leg: u32,
    pub group: Option<u32>,
    pub home: Entrant,
    pub away: Entrant,
}

impl Pairing {
    /// A match of a league round: one leg.
    pub fn in_round(stage: Stage, round: u32, slot: u32, group: Option<u32>, (home, away): (Entrant, Entrant)) -> Self {
        Pairing { stage, round, slot, leg: 1, group, home, away }
    }

    pub fn involves(&self, entrant: Entrant) -> bool {
        self.home == entrant || self.away == entrant
    }
}

/// A fixture as its format sees it: the pairing, and the result standing on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    pub pairing: Pairing,
    pub result: Option<Played>,
}

/// A fixture to draw up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewFixture {
    pub pairing: Pairing,
    /// The game must produce a winner (a knockout tie).
    pub result_needed: bool,
    /// The round of the season it is played in, from 1: deadlines are counted in these.
    pub season_round: u32,
}

impl NewFixture {
    /// A match of a league round, which may end level, played in the season's round `round`.
    pub fn in_round(stage: Stage, round: u32, slot: u32, group: Option<u32>, pair: (Entrant, Entrant)) -> Self {
        NewFixture {
            pairing: Pairing::in_round(stage, round, slot, group, pair),
            result_needed: false,
            season_round: round,
        }
    }

    /// The fixture drawn up, with `result` (if any) standing on it.
    pub fn with_result(&self, result: Option<Played>) -> Fixture {
        Fixture { pairing: self.pairing, result }
    }
}

/// How a competition's tables are ranked: its points, its tie-break order, its lots.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranking {
    pub points: PointsRule,
    pub chain: Chain,
    pub lots_seed: u64,
}

impl Ranking {
    /// The table of `entrants` over the results of those fixtures `keep` takes.
    pub fn table(
        &self,
        entrants: &[Entrant],
        fixtures: &[Fixture],
        keep: impl Fn(&Fixture) -> bool,
    ) -> Result<Table, LeagueError> {
        self.table_by(&self.chain, entrants, fixtures, keep)
    }

    /// The same with another tie-break order (a Swiss event's own).
    pub fn table_by(
        &self,
        chain: &Chain,
        entrants: &[Entrant],
        fixtures: &[Fixture],
        keep: impl Fn(&Fixture) -> bool,
    ) -> Result<Table, LeagueError> {
        let results: Vec<Played> = fixtures.iter().filter(|f| keep(f)).filter_map(|f| f.result.clone()).collect();
        crate::table(entrants, &results, self.points, chain, self.lots_seed)
    }
}

/// What a season holds, as its format is asked about it.
#[derive(Clone, Copy, Debug)]
pub struct Season<'a> {
    /// The entrants in seed order (best first).
    pub entrants: &'a [Entrant],
    /// Each entrant's group, once groups are drawn.
    pub groups: &'a [(Entrant, u32)],
    /// Every fixture drawn up so far, with its result.
    pub fixtures: &'a [Fixture],
    pub ranking: &'a Ranking,
    /// The season has started (its fixtures, or its draft, are drawn up).
    pub started: bool,
    /// The squads of a format that drafts them are shared out.
    pub drafted: bool,
}

impl Season<'_> {
    /// Every fixture drawn up has a result.
    pub fn all_played(&self) -> bool {
        self.fixtures.iter().all(|f| f.result.is_some())
    }

    /// The last round drawn up (0 before any).
    pub fn last_round(&self, stage: Stage) -> u32 {
        self.fixtures.iter().filter(|f| f.pairing.stage == stage).map(|f| f.pairing.round).max().unwrap_or(0)
    }
}

/// How a season begins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// These fixtures (and, for a group stage, each entrant's group).
    Fixtures { fixtures: Vec<NewFixture>, groups: Vec<(Entrant, u32)> },
    /// A draft of squads comes first; the fixtures follow it ([`Rules::next`] with
    /// [`Season::drafted`]).
    Draft,
}

/// Where a season stands: its tables (one, or one per group, with the group's number) and its
/// bracket, when it has one yet.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Standing {
    pub tables: Vec<(Option<u32>, Table)>,
    pub bracket: Option<Bracket>,
}

/// What a season does next.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Next {
    /// Fixtures due now. Ones already drawn up may be among them: the caller adds each once.
    pub fixtures: Vec<NewFixture>,
    /// The season is over, with this champion (`None` inside: it ended without one).
    pub finished: Option<Option<Entrant>>,
}

impl Next {
    /// Nothing to do until more results come in.
    pub const WAIT: Next = Next { fixtures: Vec::new(), finished: None };

    pub fn fixtures(fixtures: Vec<NewFixture>) -> Next {
        Next { fixtures, finished: None }
    }

    pub fn champion(champion: Option<Entrant>) -> Next {
        Next { fixtures: Vec::new(), finished: Some(champion) }
    }
}

/// When a format's bracket exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bracketed {
    /// It has none.
    Never,
    /// From its first round.
    FromTheStart,
    /// Once its group stage is over.
    AfterGroups,
}

/// What a format may need of the game its fixtures are played in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameFit {
    /// The fewest and most managers the game's draft takes, when it has one.
    pub draft_managers: Option<(usize, usize)>,
}

/// Why a format cannot be played with a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// The format drafts squads, and the game has no draft.
    NoDraft,
    /// The format's managers are not a number the game's draft takes.
    Managers { fewest: usize, most: usize },
}

/// A format: its settings and the three steps of a season.
pub trait Rules: Clone + PartialEq + Eq + std::fmt::Debug + Serialize + DeserializeOwned + Sized {
    /// Its stored and typed name (`round_robin`).
    const NAME: &'static str;
    /// Its name in the command list (`groups then knockout`); [`Rules::describe`] is translated.
    const LABEL: &'static str;
    /// What `/league create` makes (a table over seasons, a pyramid's division); every other
    /// format is a tournament's.
    const IS_LEAGUE: bool;
    /// The stages its fixtures are in.
    const STAGES: &'static [Stage];
    /// Its settings, in the order they are shown.
    const OPTIONS: &'static [OptionSpec];
    /// When it has a bracket.
    const BRACKETED: Bracketed;

    /// The settings from options already checked against [`Rules::OPTIONS`].
    fn from_chosen(chosen: &Chosen) -> Result<Self, Message>;

    /// The format and its settings in a few words, in `lang` ("knockout, 2-legged ties").
    fn describe(&self, lang: Lang) -> String;

    /// The fewest entrants a season starts with, and the most it takes (`None`: no limit).
    fn entrants(&self) -> (usize, Option<usize>) {
        (SIDES, None)
    }

    /// Whether a season begins with a draft of squads ([`Start::Draft`]).
    fn drafts(&self) -> bool {
        false
    }

    /// How its tables are ranked when its competition does not say (a tournament): football's
    /// order, or the game's rulebook's where the format prefers it and the game has one.
    fn tiebreak(&self, _rulebook: bool) -> TieBreak {
        TieBreak::Preset(Preset::Football)
    }

    /// The settings made to fit the game (a default only the game can give), or why they cannot.
    fn fit(&self, _game: GameFit) -> Result<Self, Unfit> {
        Ok(self.clone())
    }

    /// The first fixtures of a season, from its entrants in seed order.
    fn start(&self, season: &Season) -> Result<Start, LeagueError>;

    /// Where the season stands.
    fn standing(&self, season: &Season) -> Result<Standing, LeagueError>;

    /// What comes next, from where it stands.
    fn next(&self, season: &Season, standing: &Standing) -> Result<Next, LeagueError>;
}

/// The formats, each with a line: `Variant => module::Type;`. The enum [`Format`] holds one
/// with its settings; [`FormatKind`] names one without.
macro_rules! formats {
    ($($variant:ident => $ty:ident;)+) => {
        /// A competition's format with its settings.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Format { $($variant($ty),)+ }

        /// A format without its settings: what a command offers, what is stored by name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum FormatKind { $($variant,)+ }

        impl FormatKind {
            /// Every format, in the order commands offer them.
            pub const ALL: &'static [FormatKind] = &[$(FormatKind::$variant,)+];

            pub fn name(self) -> &'static str {
                match self { $(FormatKind::$variant => $ty::NAME,)+ }
            }
            pub fn label(self) -> &'static str {
                match self { $(FormatKind::$variant => $ty::LABEL,)+ }
            }
            pub fn is_league(self) -> bool {
                match self { $(FormatKind::$variant => $ty::IS_LEAGUE,)+ }
            }
            pub fn stages(self) -> &'static [Stage] {
                match self { $(FormatKind::$variant => $ty::STAGES,)+ }
            }
            pub fn options(self) -> &'static [OptionSpec] {
                match self { $(FormatKind::$variant => $ty::OPTIONS,)+ }
            }
            pub fn bracketed(self) -> Bracketed {
                match self { $(FormatKind::$variant => $ty::BRACKETED,)+ }
            }

            /// The format as settings read from what a person asked for: every key must be
            /// one of its settings and every value allowed, or the error says what is.
            pub fn with(self, options: &Options) -> Result<Format, OptionError> {
                match self {
                    $(FormatKind::$variant => {
                        let chosen = check($ty::LABEL, $ty::OPTIONS, options)?;
                        $ty::from_chosen(&chosen).map(Format::$variant).map_err(OptionError::Game)
                    })+
                }
            }
        }

        impl Format {
            pub fn kind(&self) -> FormatKind {
                match self { $(Format::$variant(_) => FormatKind::$variant,)+ }
            }

            /// The settings as stored, one JSON value (the format is stored by its name).
            pub fn settings_json(&self) -> String {
                match self { $(Format::$variant(f) => serde_json::to_string(f).unwrap_or_default(),)+ }
            }

            /// A format as stored: its name and its settings.
            pub fn read(name: &str, settings: &str) -> Result<Format, String> {
                let kind = FormatKind::parse(name)?;
                match kind {
                    $(FormatKind::$variant => serde_json::from_str(settings).map(Format::$variant),)+
                }
                .map_err(|e| format!("the settings of a {name} competition do not read: {e}"))
            }

            pub fn describe(&self, lang: Lang) -> String {
                match self { $(Format::$variant(f) => f.describe(lang),)+ }
            }
            pub fn entrants(&self) -> (usize, Option<usize>) {
                match self { $(Format::$variant(f) => f.entrants(),)+ }
            }
            pub fn drafts(&self) -> bool {
                match self { $(Format::$variant(f) => f.drafts(),)+ }
            }
            pub fn tiebreak(&self, rulebook: bool) -> TieBreak {
                match self { $(Format::$variant(f) => f.tiebreak(rulebook),)+ }
            }
            pub fn fit(&self, game: GameFit) -> Result<Format, Unfit> {
                match self { $(Format::$variant(f) => f.fit(game).map(Format::$variant),)+ }
            }
            pub fn start(&self, season: &Season) -> Result<Start, LeagueError> {
                match self { $(Format::$variant(f) => f.start(season),)+ }
            }
            pub fn standing(&self, season: &Season) -> Result<Standing, LeagueError> {
                match self { $(Format::$variant(f) => f.standing(season),)+ }
            }
            pub fn next(&self, season: &Season, standing: &Standing) -> Result<Next, LeagueError> {
                match self { $(Format::$variant(f) => f.next(season, standing),)+ }
            }
        }
    };
}

formats! {
    RoundRobin => RoundRobin;
    Knockout => Knockout;
    Swiss => Swiss;
    Groups => Groups;
    DraftLeague => DraftLeague;
    Ladder => Ladder;
}

impl FormatKind {
    /// A format by its stored name.
    pub fn parse(name: &str) -> Result<FormatKind, String> {
        FormatKind::ALL.iter().copied().find(|k| k.name() == name).ok_or_else(|| format!("unknown format '{name}'"))
    }

    /// The format with its default settings.
    pub fn default_format(self) -> Format {
        match self.with(&Options::new()) {
            Ok(format) => format,
            // Every format's defaults are its own allowed values (a test holds them to it).
            Err(e) => unreachable!("{}'s defaults are refused: {e}", self.name()),
        }
    }
}

impl Format {
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }

    pub fn is_league(&self) -> bool {
        self.kind().is_league()
    }

    pub fn bracketed(&self) -> Bracketed {
        self.kind().bracketed()
    }
}

/// The fixtures of a round robin between `entrants`, `legs` times, in `stage` (and `group`:
/// groups play their rounds side by side, each in its own slots).
pub(crate) fn round_robin_fixtures(
    entrants: &[Entrant],
    legs: u32,
    stage: Stage,
    group: Option<u32>,
) -> Result<Vec<NewFixture>, LeagueError> {
    /// Slots per group in a round (far more than a group can fill).
    const GROUP_SLOTS: u32 = 1000;
    let rounds = crate::schedule::round_robin(entrants, legs)?;
    Ok(rounds
        .iter()
        .flat_map(|r| {
            r.matches.iter().enumerate().map(move |(slot, pair)| {
                NewFixture::in_round(stage, r.number, group.unwrap_or(0) * GROUP_SLOTS + slot as u32, group, *pair)
            })
        })
        .collect())
}

/// The bracket with every result of `stage` recorded so far.
pub(crate) fn bracket(
    seeds: Vec<Entrant>,
    legs: u32,
    fixtures: &[Fixture],
    stage: Stage,
) -> Result<Bracket, LeagueError> {
    let mut bracket = Bracket::new(seeds, legs)?;
    let mut ties: Vec<&Fixture> = fixtures.iter().filter(|f| f.pairing.stage == stage).collect();
    ties.sort_by_key(|f| (f.pairing.round, f.pairing.slot, f.pairing.leg));
    for f in ties {
        if let Some(played) = &f.result {
            bracket.record(
                crate::knockout::TieId { round: f.pairing.round, slot: f.pairing.slot },
                f.pairing.leg,
                played.clone(),
            )?;
        }
    }
    Ok(bracket)
}

/// The fixtures a bracket has due, `rounds_before` season rounds after the season began (a
/// group stage's).
pub(crate) fn due_fixtures(bracket: &Bracket, stage: Stage, rounds_before: u32) -> Vec<NewFixture> {
    bracket
        .due()
        .into_iter()
        .map(|d| NewFixture {
            pairing: Pairing {
                stage,
                round: d.tie.round,
                slot: d.tie.slot,
                leg: d.leg,
                group: None,
                home: d.home,
                away: d.away,
            },
            result_needed: d.result_needed,
            season_round: rounds_before + d.tie.round + d.leg - 1,
        })
        .collect()
}

/// The top of a table, the champion of a season played as one.
pub(crate) fn top(table: &Table) -> Option<Entrant> {
    table.rows.first().map(|r| r.entrant)
}

#[cfg(test)]
mod tests;
