//! The one trait every game implements, and the vocabulary around it.
//!
//! A game is a pure state machine. The driver (the bot, the terminal, a test) owns time and
//! randomness and hands them in: chance as a [`Chance`] derived from the match seed, the clock as
//! [`Command::AutoMove`] / [`Command::Forfeit`] when a turn timer runs out. Information leaves a
//! game only through [`Secrets::view`] and [`Secrets::redact`].

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

/// The rules of a game: a match's state, who must act, what may be played and what playing it
/// does. Each game implements it in its own `rules.rs`; with [`Secrets`], [`Computer`],
/// [`Presented`] and [`Written`] (each in the file of that name) it makes a [`Game`].
///
/// The state's fields are private to the game's folder: information leaves a game through
/// [`Secrets::view`] and [`Secrets::redact`] (what a viewer may know), [`Presented::controls`]
/// and [`Presented::describe_input`] (what a seat may do, told to that seat alone), and the
/// outcome. The computer players get a seat's view and its legal inputs, never the state.
///
/// Implementations must leave the state untouched whenever `apply` returns an error (validate
/// first, then mutate); the conformance harness in [`crate::testing`] checks this and the rest of
/// the contract for every registered game.
pub trait Rules: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Config: Clone + PartialEq + Debug + Default + Serialize + DeserializeOwned + Send + Sync + GameOptions;
    type Input: Clone + PartialEq + Eq + Debug + Serialize + DeserializeOwned + Send + Sync;
    type Event: Scoring + Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;

    /// What a match with these options asks of everything that drives it: its seats, its
    /// reaction windows, its draft and solo modes, its tie-breaks (see [`Profile`]). The seat
    /// count is checked against it before [`Rules::setup`] is called.
    fn profile(config: &Self::Config) -> Profile;

    /// Deal, shuffle and place everything for a new match of `seats` (a number the profile
    /// takes).
    fn setup(config: &Self::Config, seats: usize, chance: &mut Chance) -> Result<(Self, Vec<Self::Event>), SetupError>;

    fn seats(&self) -> usize;

    fn status(&self) -> Status;

    /// Goals per seat so far (extra time included, shoot-out excluded).
    fn score(&self) -> Vec<u16>;

    /// Plays (or turns) completed so far: the unit a match's length is counted in.
    fn plays(&self) -> u32;

    /// Every input `seat` may submit now; empty when it is not that seat's move.
    fn legal_inputs(&self, seat: Seat) -> Vec<Self::Input>;

    /// Apply one input. On error nothing changed and no chance was consumed that matters: the
    /// driver derives chance from the match version, which only moves on success.
    fn apply(&mut self, seat: Seat, input: &Self::Input, chance: &mut Chance) -> Result<Vec<Self::Event>, RuleError>;

    /// [`Rules::apply`] for an input just taken from this very state's `legal_inputs(seat)` (the
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

    /// An upper bound on the number of inputs one match can take, for the harness and for safety.
    fn max_inputs(config: &Self::Config) -> usize;

    /// The input that lets a `Reaction` window go by for `seat` (a pass): what a time-out in
    /// such a window plays, so that a late player never spends a card by the clock. `None` for
    /// games without reaction windows, whose time-outs play the computer's move.
    fn pass_input(&self, _seat: Seat) -> Option<Self::Input> {
        None
    }
}

/// A goal an event credits to a seat, told apart from a shoot-out's. Every goal of a match is
/// an event's, so the harness checks an outcome's score and shoot-out against its events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scored {
    /// A goal in play, extra time included.
    Goal(Seat),
    /// One shoot-out goal: a scored shoot-out penalty, or lots drawn for a seat to settle one.
    Shootout(Seat),
}

/// What a game's event means for the score; implemented beside each game's `Event`.
pub trait Scoring {
    fn scored(&self) -> Option<Scored>;
}

/// What each viewer may know of a match, and the matches a seat could believe it to be. In
/// each game's `view.rs`.
pub trait Secrets: Rules {
    type View: Clone + PartialEq + Debug + Serialize + Send + Sync;

    /// Everything `viewer` may know about the match.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// The event as `viewer` may see it, or `None` when it is none of their business.
    fn redact(event: &Self::Event, viewer: Viewer) -> Option<Self::Event>;

    /// A whole match as `viewer` could believe it to be: everything that viewer may see kept as
    /// it is, everything hidden from it (other hands, deck orders, other seats' pending choices;
    /// for a spectator every hand and every pending choice) drawn afresh from `chance`. The
    /// look-ahead computer ([`crate::search`]) plays its futures out in a seat's such worlds,
    /// never in the real one, and the win chances ([`crate::chances`]) in a spectator's; the
    /// harness checks that the result does not depend on what the viewer cannot see and that
    /// the viewer sees it as it sees the real match.
    fn imagine(&self, viewer: Viewer, chance: &mut Chance) -> Self;
}

/// How the look-ahead computer searches a game, and how its random baseline picks: data, the
/// same for every match of the game.
#[derive(Clone, Copy, Debug)]
pub struct Search<I: 'static> {
    /// How many imagined matches the look-ahead plays out per candidate move: more for games
    /// whose matches are quick to play out.
    pub worlds: u64,
    /// How many plays the look-ahead plays out after its move before it judges the match by
    /// score and [`Computer::outlook`]; `None` plays to the end.
    pub horizon: Option<u32>,
    /// An input the random baseline takes half the time whenever it may (FUBA's Ready: a uniform
    /// pick would spend a set-up picking players up and putting them down again).
    pub random_leans_to: Option<fn(&I) -> bool>,
    /// How many imagined matches a spectator's win chances play out ([`crate::chances`]):
    /// as many as fit the time a turn may spend on them.
    pub chances_worlds: u32,
}

impl<I> Search<I> {
    /// Thirty-two worlds to the end of the match, a uniform random pick.
    pub const PLAIN: Search<I> = Search { worlds: 32, horizon: None, random_leans_to: None, chances_worlds: 48 };
}

/// The game's computer player. In each game's `computer.rs`.
pub trait Computer: Secrets {
    /// How the look-ahead searches this game, and how the random baseline picks.
    const SEARCH: Search<Self::Input> = Search::PLAIN;

    /// A choice among `legal` for the seat whose view this is (the view's viewer). It sees
    /// only what that seat may see.
    fn computer(view: &Self::View, legal: &[Self::Input], chance: &mut Chance) -> Option<Self::Input>;

    /// How the match stands for `seat` beyond the score, in goals: what the look-ahead counts
    /// when it stops before the end (possession, a chance on, ...). Zero by default.
    fn outlook(&self, _seat: Seat) -> f32 {
        0.0
    }

    /// Whether the look-ahead computer should weigh this decision (the others get the normal
    /// computer's choice): games with many small steps keep the search for the ones that matter.
    fn worth_a_search(_view: &Self::View) -> bool {
        true
    }
}

/// What a seat may do, in its own language. In each game's `controls.rs`.
pub trait Presented: Rules {
    /// A short label for an input in `lang`, for menus and logs the seat itself sees.
    fn describe_input(&self, seat: Seat, input: &Self::Input, lang: touchline_i18n::Lang) -> String;

    /// What `seat` can do now, as buttons and menus (empty when it has nothing to do). Every
    /// legal input is reachable from them, and nothing else.
    fn controls(&self, seat: Seat, lang: touchline_i18n::Lang) -> Controls<Self::Input>;
}

/// A match written down in the rulebook's words. In each game's `position.rs`.
pub trait Written: Rules {
    /// A complete description of a match in progress, with public fields: how scenario tests,
    /// bug reports and rule puzzles set up any situation (as a chess position is written down).
    /// [`Written::from_position`] checks it.
    type Position: Clone + PartialEq + Debug + Serialize + DeserializeOwned;

    /// The match a position describes, or what makes it impossible.
    fn from_position(position: Self::Position) -> Result<Self, PositionError>;

    /// The position this match is in (every secret included: for tests and bug reports, never
    /// for anything shown to players).
    fn to_position(&self) -> Self::Position;
}

/// The whole contract between a rules engine and everything that drives it: the rules, what
/// each viewer may know, the computer, the controls and the written position, each in its own
/// file of the game's folder.
pub trait Game: Rules + Secrets + Computer + Presented + Written {}

impl<G: Rules + Secrets + Computer + Presented + Written> Game for G {}

/// A game whose squads can be drafted (a draft league's draft, and fixtures between the squads
/// it shared out): a capability of the games whose profile has a draft, reached through the
/// registry's list of them.
pub trait Drafted: Game {
    type Squad: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;

    /// The draft of a draft league played with these options, sharing the players out by
    /// `method` (one of the profile's [`crate::profile::DraftSpec::methods`]).
    fn draft_config(config: &Self::Config, method: &str) -> Option<Self::Config>;

    /// A fixture of a draft league: these options, played between two drafted squads (the
    /// home side's first).
    fn fixture_config(config: &Self::Config, squads: [Self::Squad; 2]) -> Option<Self::Config>;

    /// The squads a finished draft shared out, one per seat; `None` for any other match.
    fn squads(&self) -> Option<Vec<Self::Squad>>;
}

/// The move made for a seat by the computer (a timer ran out, or the seat is the computer's):
/// [`Computer::computer`] on the seat's own view, among its legal inputs.
pub fn auto_input<G: Game>(game: &G, seat: Seat, chance: &mut Chance) -> Option<G::Input> {
    if seat >= game.seats() {
        return None;
    }
    let legal = game.legal_inputs(seat);
    if legal.is_empty() {
        return None;
    }
    G::computer(&game.view(Viewer::Seat(seat)), &legal, chance).filter(|i| legal.contains(i))
}

/// The random baseline's pick among `legal` (never empty): uniform, but for the input the game
/// leans to ([`Search::random_leans_to`]), taken half the time when it may be.
pub fn random_choice<G: Computer>(legal: &[G::Input], chance: &mut Chance) -> G::Input {
    if let Some(lean) = G::SEARCH.random_leans_to {
        if let Some(input) = legal.iter().find(|i| lean(i)) {
            if chance.below(2) == 0 {
                return input.clone();
            }
        }
    }
    legal[chance.below(legal.len())].clone()
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
