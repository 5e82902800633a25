//! The one trait every game implements, and the vocabulary around it.
//!
//! A game is a pure state machine. The driver (the bot, the terminal, a test) owns time and
//! randomness and hands them in: chance as a [`Chance`] derived from the match seed, the clock as
//! [`Command::AutoMove`] / [`Command::Forfeit`] when a turn timer runs out. Information leaves a
//! game only through [`Game::view`] and [`Game::redact`].

use std::fmt::Debug;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use touchline_i18n::{say, Lang, Message};

use crate::chance::Chance;
use crate::controls::Controls;
use crate::options::GameOptions;
pub use crate::profile::Profile;
use crate::words::WORDS;

/// A seat at the table: 0 is the home side (kicks off, shoots first in a shoot-out).
pub type Seat = usize;

/// A small set of seats (up to 8), used for "who must act now".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatSet(u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);
    /// The most seats a match can have: [`crate::Match::new`] refuses more, and a registry test
    /// holds every game's maximum to it.
    pub const MAX_SEATS: usize = 8;

    pub fn only(seat: Seat) -> Self {
        let mut set = SeatSet::EMPTY;
        set.insert(seat);
        set
    }
    /// Seats `0..n`.
    pub fn first(n: usize) -> Self {
        (0..n.min(Self::MAX_SEATS)).collect()
    }
    pub fn contains(self, seat: Seat) -> bool {
        seat < Self::MAX_SEATS && self.0 & (1 << seat) != 0
    }
    /// Add a seat; seats beyond [`SeatSet::MAX_SEATS`] cannot exist and are ignored.
    pub fn insert(&mut self, seat: Seat) {
        if seat < Self::MAX_SEATS {
            self.0 |= 1 << seat;
        }
    }
    pub fn remove(&mut self, seat: Seat) {
        if seat < Self::MAX_SEATS {
            self.0 &= !(1 << seat);
        }
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..Self::MAX_SEATS).filter(move |s| self.contains(*s))
    }
    /// The set as bits, seat `s` the bit `1 << s` (how the store hands a set to SQL).
    pub fn bits(self) -> u8 {
        self.0
    }
    /// The seats in both sets.
    pub fn and(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & other.0)
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<T: IntoIterator<Item = Seat>>(iter: T) -> Self {
        let mut set = SeatSet::EMPTY;
        for s in iter {
            set.insert(s);
        }
        set
    }
}

/// Who must act now: the single source of truth for turn order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Exactly one seat moves.
    Turn(Seat),
    /// Several seats choose in secret at the same time; `waiting` have not finished choosing.
    /// Choices are revealed together once `waiting` is empty.
    Simultaneous { waiting: SeatSet },
    /// A window in which `seats` may interrupt what just happened, or pass.
    Reaction { seats: SeatSet },
    /// The match is over.
    Finished(Outcome),
}

impl Status {
    /// The seats that may submit an input now.
    pub fn to_act(&self) -> SeatSet {
        match self {
            Status::Turn(s) => SeatSet::only(*s),
            Status::Simultaneous { waiting } => *waiting,
            Status::Reaction { seats } => *seats,
            Status::Finished(_) => SeatSet::EMPTY,
        }
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        match self {
            Status::Finished(o) => Some(o),
            _ => None,
        }
    }
}

/// How a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Played to the end under the game's rules.
    FullTime,
    /// This seat resigned.
    Resigned(Seat),
    /// This seat ran out of time and the match was awarded against it.
    Forfeited(Seat),
}

/// The result of a finished match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Goals per seat, extra time included, shoot-out excluded.
    pub goals: Vec<u16>,
    /// Shoot-out goals per seat, when one was needed.
    pub shootout: Option<Vec<u16>>,
    /// `None` is a draw.
    pub winner: Option<Seat>,
    pub ending: Ending,
}

impl Outcome {
    /// The outcome of a match played out: the winner is decided by goals, then by the shoot-out.
    pub fn full_time(goals: Vec<u16>, shootout: Option<Vec<u16>>) -> Self {
        let winner = leader(&goals).or_else(|| shootout.as_deref().and_then(leader));
        Outcome { goals, shootout, winner, ending: Ending::FullTime }
    }
}

/// The single seat with the most, if there is one.
fn leader(counts: &[u16]) -> Option<Seat> {
    let max = *counts.iter().max()?;
    let mut tops = counts.iter().enumerate().filter(|(_, c)| **c == max);
    let (first, _) = tops.next()?;
    tops.next().is_none().then_some(first)
}

/// Who is looking: a seated player sees their own secrets, a spectator sees only public facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// Why an input was refused, for the player who sent it, said in their language ([`RuleError::text`];
/// `Display` says it in English). Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.text(Lang::En))]
pub enum RuleError {
    MatchOver,
    NoSuchSeat(Seat),
    /// Someone else is to move; the message says who or what the match waits for.
    NotYourMove(Message),
    AlreadyChosen,
    /// Not a move the rules allow now; the message, from the game's own catalogue, says why.
    Illegal(Message),
    /// A timed-out seat owes a move, but the computer found none to make for it.
    NothingToAutoMove,
}

impl RuleError {
    /// Why, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            RuleError::MatchOver => say!(WORDS, lang, "refused-match-over"),
            RuleError::NoSuchSeat(seat) => say!(WORDS, lang, "refused-no-such-seat", seat = *seat),
            RuleError::NotYourMove(why) => say!(WORDS, lang, "refused-not-your-move", why = why.say(lang)),
            RuleError::AlreadyChosen => say!(WORDS, lang, "refused-already-chosen"),
            RuleError::Illegal(why) => why.say(lang),
            RuleError::NothingToAutoMove => say!(WORDS, lang, "refused-nothing-to-auto-move"),
        }
    }
}

/// Why a match could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// `game` is the game's title where the caller knows it ("the game" otherwise).
    #[error("{game} is played by {allowed} players, not {asked}")]
    Seats { game: &'static str, allowed: String, asked: usize },
    #[error("invalid options: {0}")]
    Config(String),
}

/// Why a position description does not make a match; the text names what is inconsistent.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a possible position: {0}")]
pub struct PositionError(pub String);

/// "2 players" or "2 to 6 players", from a game's seat range.
pub fn seats_text(allowed: (usize, usize)) -> String {
    match allowed {
        (a, b) if a == b => a.to_string(),
        (a, b) => format!("{a} to {b}"),
    }
}

/// The squad of a game whose squads are never drafted: there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoSquad {}

/// The contract between a rules engine and everything that drives it.
///
/// The state's fields are private to the game's folder: information leaves a game through
/// [`Game::view`] and [`Game::redact`] (what a viewer may know), [`Game::controls`] and
/// [`Game::describe_input`] (what a seat may do, told to that seat alone), and the outcome. The
/// computer players get a seat's view and its legal inputs, never the state.
///
/// Implementations must leave the state untouched whenever `apply` returns an error (validate
/// first, then mutate); the conformance harness in [`crate::testing`] checks this and the rest of
/// the contract for every registered game.
pub trait Game: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Config: Clone + PartialEq + Debug + Default + Serialize + DeserializeOwned + Send + Sync + GameOptions;
    type Input: Clone + PartialEq + Eq + Debug + Serialize + DeserializeOwned + Send + Sync;
    type Event: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    type View: Clone + PartialEq + Debug + Serialize + Send + Sync;
    /// A complete description of a match in progress, in the rulebook's words, with public
    /// fields: how scenario tests, bug reports and rule puzzles set up any situation (as a
    /// chess position is written down). [`Game::from_position`] checks it.
    type Position: Clone + PartialEq + Debug + Serialize + DeserializeOwned;

    /// What a drafted squad is in this game (see [`Game::squads`]); a game whose squads are
    /// never drafted says [`NoSquad`].
    type Squad: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;

    /// What a match with these options asks of everything that drives it: its seats, its
    /// reaction windows, its draft and solo modes, its tie-breaks (see [`Profile`]). The seat
    /// count is checked against it before [`Game::setup`] is called.
    fn profile(config: &Self::Config) -> Profile;

    /// Deal, shuffle and place everything for a new match of `seats` (a number the profile
    /// takes).
    fn setup(config: &Self::Config, seats: usize, chance: &mut Chance) -> Result<(Self, Vec<Self::Event>), SetupError>;

    /// The match a position describes, or what makes it impossible.
    fn from_position(position: Self::Position) -> Result<Self, PositionError>;

    /// The position this match is in (every secret included: for tests and bug reports, never
    /// for anything shown to players).
    fn to_position(&self) -> Self::Position;

    fn seats(&self) -> usize;

    fn status(&self) -> Status;

    /// Every input `seat` may submit now; empty when it is not that seat's move.
    fn legal_inputs(&self, seat: Seat) -> Vec<Self::Input>;

    /// Apply one input. On error nothing changed and no chance was consumed that matters: the
    /// driver derives chance from the match version, which only moves on success.
    fn apply(&mut self, seat: Seat, input: &Self::Input, chance: &mut Chance) -> Result<Vec<Self::Event>, RuleError>;

    /// [`Game::apply`] for an input just taken from this very state's `legal_inputs(seat)` (the
    /// simulator's random player): a game whose legality check costs as much as listing the
    /// inputs again may skip it. Anything that comes from a person goes through `apply`.
    fn apply_listed(
        &mut self,
        seat: Seat,
        input: &Self::Input,
        chance: &mut Chance,
    ) -> Result<Vec<Self::Event>, RuleError> {
        self.apply(seat, input, chance)
    }

    /// Everything `viewer` may know about the match.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// The event as `viewer` may see it, or `None` when it is none of their business.
    fn redact(event: &Self::Event, viewer: Viewer) -> Option<Self::Event>;

    /// Goals per seat so far (extra time included, shoot-out excluded).
    fn score(&self) -> Vec<u16>;

    /// Plays (or turns) completed so far: the unit a match's length is counted in.
    fn plays(&self) -> u32;

    /// The seat credited with a goal, if this event is one. Used to check outcomes against events.
    fn goal_for(event: &Self::Event) -> Option<Seat>;

    /// The seat credited with one shoot-out goal, if this event is one: a scored shoot-out
    /// penalty, or lots drawn for a seat to settle a shoot-out. Like [`Game::goal_for`], it lets
    /// the harness check `Outcome::shootout` against the events. Games without shoot-outs keep
    /// the default.
    fn shootout_goal_for(_event: &Self::Event) -> Option<Seat> {
        None
    }

    /// An upper bound on the number of inputs one match can take, for the harness and for safety.
    fn max_inputs(config: &Self::Config) -> usize;

    /// The game's computer player: a choice among `legal` for the seat whose view this is (the
    /// view's viewer). It sees only what that seat may see.
    fn computer(view: &Self::View, legal: &[Self::Input], chance: &mut Chance) -> Option<Self::Input>;

    /// A whole match as `seat` could believe it to be: everything that seat may see kept as it
    /// is, everything hidden from it (other hands, deck orders, other seats' pending choices)
    /// drawn afresh from `chance`. The look-ahead computer ([`crate::search`]) plays its
    /// futures out in such worlds, never in the real one; the harness checks that the result
    /// does not depend on what the seat cannot see and that the seat sees it as it sees the
    /// real match.
    fn imagine(&self, seat: Seat, chance: &mut Chance) -> Self;

    /// How the match stands for `seat` beyond the score, in goals: what the look-ahead counts
    /// when it stops before the end (possession, a chance on, ...). Zero by default.
    fn outlook(&self, _seat: Seat) -> f32 {
        0.0
    }

    /// How many plays the look-ahead computer plays out after its move before it judges the
    /// match by score and [`Game::outlook`]; `None` plays to the end.
    fn horizon() -> Option<u32> {
        None
    }

    /// How many imagined matches the look-ahead plays out per candidate move: more for games
    /// whose matches are quick to play out.
    fn search_worlds() -> u64 {
        32
    }

    /// The random baseline's pick among `legal` (never empty): uniform unless a game has a
    /// reason to lean, such as FUBA's setups, where a uniform pick would wander between picking
    /// players up and putting them down for most of the match.
    fn random_choice(legal: &[Self::Input], chance: &mut Chance) -> Self::Input {
        legal[chance.below(legal.len())].clone()
    }

    /// Whether the look-ahead computer should weigh this decision (the others get the normal
    /// computer's choice): games with many small steps keep the search for the ones that matter.
    fn worth_a_search(_view: &Self::View) -> bool {
        true
    }

    /// The input that lets a `Reaction` window go by for `seat` (a pass): what a time-out in
    /// such a window plays, so that a late player never spends a card by the clock. `None` for
    /// games without reaction windows, whose time-outs play the computer's move.
    fn pass_input(&self, _seat: Seat) -> Option<Self::Input> {
        None
    }

    /// The draft of a draft league played with these options, sharing the players out by
    /// `method` (one of the profile's [`crate::profile::DraftSpec::methods`]); `None` for a game
    /// without a draft.
    fn draft_config(_config: &Self::Config, _method: &str) -> Option<Self::Config> {
        None
    }

    /// A fixture of a draft league: these options, played between two drafted squads (the
    /// home side's first); `None` for a game without a draft.
    fn fixture_config(_config: &Self::Config, _squads: [Self::Squad; 2]) -> Option<Self::Config> {
        None
    }

    /// The squads a finished draft shared out, one per seat; `None` for any other match.
    fn squads(&self) -> Option<Vec<Self::Squad>> {
        None
    }

    /// The move made for a seat by the computer (a timer ran out, or the seat is the
    /// computer's): [`Game::computer`] on the seat's own view. Not overridden by games.
    fn auto_input(&self, seat: Seat, chance: &mut Chance) -> Option<Self::Input> {
        if seat >= self.seats() {
            return None;
        }
        let legal = self.legal_inputs(seat);
        if legal.is_empty() {
            return None;
        }
        Self::computer(&self.view(Viewer::Seat(seat)), &legal, chance).filter(|i| legal.contains(i))
    }

    /// A short label for an input in `lang`, for menus and logs the seat itself sees.
    fn describe_input(&self, seat: Seat, input: &Self::Input, lang: touchline_i18n::Lang) -> String;

    /// What `seat` can do now, as buttons and menus (empty when it has nothing to do). Every
    /// legal input is reachable from them, and nothing else.
    fn controls(&self, seat: Seat, lang: touchline_i18n::Lang) -> Controls<Self::Input>;
}

/// What a driver asks of a match on behalf of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command<I> {
    /// The seat's own choice.
    Play(I),
    /// The seat's timer ran out: make its pending moves for it.
    AutoMove,
    /// The seat's timer ran out and the match is awarded against it.
    Forfeit,
    /// The seat gives up.
    Resign,
}
