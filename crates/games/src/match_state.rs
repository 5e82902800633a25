//! A match: one game's state plus what every game shares (seed, version, resignations).

use serde::{Deserialize, Serialize};

use crate::chance::{Chance, Draw};
use crate::game::{seats_text, Command, Ending, Game, Outcome, RuleError, Seat, SeatSet, SetupError, Status, Viewer};
use crate::profile::Profile;

/// What happened in one step, as the engine tells it. Game events are wrapped so that the things
/// every game shares (timeouts, resignations, the final whistle) need no per-game code.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Event<G: Game> {
    Game(G::Event),
    /// The seat's timer ran out and the engine moved for it; `passed` when what it played was
    /// a pass in a reaction window.
    AutoMoved {
        seat: Seat,
        #[serde(default)]
        passed: bool,
    },
    Resigned {
        seat: Seat,
    },
    Forfeited {
        seat: Seat,
    },
    /// The match is over.
    Finished(Outcome),
}

impl<G: Game> Event<G> {
    pub fn redact(&self, viewer: Viewer) -> Option<Self> {
        match self {
            Event::Game(e) => G::redact(e, viewer).map(Event::Game),
            other => Some(other.clone()),
        }
    }
}

/// One accepted command and everything it caused: the unit that is stored and announced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Step<G: Game> {
    pub seat: Seat,
    pub command: Command<G::Input>,
    pub events: Vec<Event<G>>,
    /// Every chance outcome drawn in this step. Never shown to players (it would reveal decks).
    pub chance: Vec<Draw>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Match<G: Game> {
    config: G::Config,
    seed: u64,
    /// Number of accepted commands. Step `n` draws its chance from stream `n + 1` (0 is setup).
    version: u64,
    pub(crate) game: G,
    /// Set when the match ended off the pitch (resignation, forfeit).
    ended: Option<Outcome>,
}

/// How many inputs a single auto-move may make for one seat (a seat may owe several within one
/// play, for example a substitution window followed by a card).
const AUTO_MOVE_LIMIT: usize = 64;

impl<G: Game> Match<G> {
    pub fn new(config: G::Config, seats: usize, seed: u64) -> Result<(Self, Vec<Event<G>>), SetupError> {
        Self::new_with_draws(config, seats, seed).map(|(m, events, _)| (m, events))
    }

    /// A new match, with the chance drawn to set it up (the shuffles of the deal), for the
    /// record.
    #[allow(clippy::type_complexity)]
    pub fn new_with_draws(
        config: G::Config,
        seats: usize,
        seed: u64,
    ) -> Result<(Self, Vec<Event<G>>, Vec<Draw>), SetupError> {
        if seats > SeatSet::MAX_SEATS {
            return Err(SetupError::Seats {
                game: "A match",
                allowed: format!("at most {}", SeatSet::MAX_SEATS),
                asked: seats,
            });
        }
        // The one seat check every game shares: the profile says what the options take.
        let profile = G::profile(&config);
        if !profile.takes(seats) {
            return Err(SetupError::Seats { game: "The game", allowed: seats_text(profile.seats), asked: seats });
        }
        let mut chance = Chance::for_step(seed, 0);
        let (game, events) = G::setup(&config, seats, &mut chance)?;
        let m = Match { config, seed, version: 0, game, ended: None };
        Ok((m, events.into_iter().map(Event::Game).collect(), chance.into_log()))
    }

    /// A match from a position (see [`crate::game::Written::Position`]), at `version` steps played: its next
    /// step draws chance from stream `version + 1` of `seed`.
    pub fn from_position(
        config: G::Config,
        seed: u64,
        version: u64,
        position: G::Position,
    ) -> Result<Self, crate::game::PositionError> {
        let game = G::from_position(position)?;
        Ok(Match { config, seed, version, game, ended: None })
    }

    pub fn config(&self) -> &G::Config {
        &self.config
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn seats(&self) -> usize {
        self.game.seats()
    }

    /// What the match's options ask of the front ends (see [`crate::game::Rules::profile`]).
    pub fn profile(&self) -> Profile {
        G::profile(&self.config)
    }

    /// How many sides score: the seats and any side the engine plays itself.
    pub fn sides(&self) -> usize {
        self.profile().sides(self.seats())
    }

    /// Goals per seat so far.
    pub fn score(&self) -> Vec<u16> {
        self.game.score()
    }

    /// Plays (or turns) completed so far.
    pub fn plays(&self) -> u32 {
        self.game.plays()
    }

    /// The position the match is in, every secret included (tests and bug reports only).
    pub fn position(&self) -> G::Position {
        self.game.to_position()
    }

    /// What `seat` can do now, as controls (empty once the match is over).
    pub fn controls(&self, seat: Seat, lang: touchline_i18n::Lang) -> crate::controls::Controls<G::Input> {
        if self.ended.is_some() {
            return crate::controls::Controls::new();
        }
        self.game.controls(seat, lang)
    }

    pub fn describe_input(&self, seat: Seat, input: &G::Input, lang: touchline_i18n::Lang) -> String {
        self.game.describe_input(seat, input, lang)
    }

    /// The computer's choice for `seat` (see [`crate::game::Computer::computer`]).
    pub fn computer_input(&self, seat: Seat, chance: &mut Chance) -> Option<G::Input> {
        if self.ended.is_some() {
            return None;
        }
        crate::game::auto_input(&self.game, seat, chance)
    }

    /// The look-ahead computer's choice for `seat` (see [`crate::search`]).
    pub fn look_ahead_input(&self, seat: Seat, chance: &mut Chance) -> Option<G::Input> {
        if self.ended.is_some() || seat >= self.game.seats() {
            return None;
        }
        let legal = self.game.legal_inputs(seat);
        if legal.is_empty() {
            return None;
        }
        crate::search::look_ahead(&self.game, seat, &legal, chance).filter(|i| legal.contains(i))
    }

    pub fn status(&self) -> Status {
        match &self.ended {
            Some(o) => Status::Finished(o.clone()),
            None => self.game.status(),
        }
    }

    pub fn is_finished(&self) -> bool {
        matches!(self.status(), Status::Finished(_))
    }

    pub fn legal_inputs(&self, seat: Seat) -> Vec<G::Input> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.game.legal_inputs(seat)
    }

    pub fn view(&self, viewer: Viewer) -> G::View {
        self.game.view(viewer)
    }

    /// Apply a command for a seat. On error nothing changed (the version did not move).
    pub fn apply(&mut self, seat: Seat, command: Command<G::Input>) -> Result<Step<G>, RuleError> {
        self.apply_command(seat, command, false)
    }

    /// Play `input`, taken a moment ago from [`Match::legal_inputs`] for `seat` at this version
    /// (the simulator's players): as [`Match::apply`], letting the game skip checking it again
    /// ([`crate::game::Rules::apply_listed`]).
    pub fn apply_listed(&mut self, seat: Seat, input: G::Input) -> Result<Step<G>, RuleError> {
        self.apply_command(seat, Command::Play(input), true)
    }

    fn apply_command(&mut self, seat: Seat, command: Command<G::Input>, listed: bool) -> Result<Step<G>, RuleError> {
        if seat >= self.game.seats() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.is_finished() {
            return Err(RuleError::MatchOver);
        }
        let mut chance = Chance::for_step(self.seed, self.version + 1);
        let mut events = Vec::new();
        match &command {
            Command::Play(input) => {
                let played = if listed {
                    self.game.apply_listed(seat, input, &mut chance)?
                } else {
                    self.game.apply(seat, input, &mut chance)?
                };
                events.extend(played.into_iter().map(Event::Game));
            }
            Command::AutoMove => {
                if !self.game.status().to_act().contains(seat) {
                    return Err(RuleError::NotYourMove(touchline_i18n::message!(
                        crate::words::WORDS,
                        "refused-nothing-to-move"
                    )));
                }
                // Work on a copy: the seat may owe several inputs, and a refusal part-way must
                // leave the match as it was.
                let mut game = self.game.clone();
                let announced = events.len();
                events.push(Event::AutoMoved { seat, passed: false });
                // One decision only: once a play is completed the seat owes a new one, which gets
                // its own prompt and its own clock (a time-out never plays on into the next play).
                let play = game.plays();
                let mut moves = 0;
                while moves < AUTO_MOVE_LIMIT && game.plays() == play && game.status().to_act().contains(seat) {
                    // In a reaction window the late seat passes: the clock never spends a card.
                    let pass = match game.status() {
                        Status::Reaction { .. } => game.pass_input(seat),
                        _ => None,
                    };
                    if pass.is_some() {
                        events[announced] = Event::AutoMoved { seat, passed: true };
                    }
                    let Some(input) = pass.or_else(|| crate::game::auto_input(&game, seat, &mut chance)) else { break };
                    let more = game.apply(seat, &input, &mut chance)?;
                    events.extend(more.into_iter().map(Event::Game));
                    moves += 1;
                }
                // A step that moved nothing would still count as one (version, event, timer).
                if moves == 0 {
                    return Err(RuleError::NothingToAutoMove);
                }
                self.game = game;
            }
            Command::Resign | Command::Forfeit => {
                let outcome = self.concede(seat, matches!(command, Command::Forfeit));
                events.push(match command {
                    Command::Forfeit => Event::Forfeited { seat },
                    _ => Event::Resigned { seat },
                });
                self.ended = Some(outcome);
            }
        }
        if let Status::Finished(outcome) = self.status() {
            events.push(Event::Finished(outcome));
        }
        self.version += 1;
        Ok(Step { seat, command, events, chance: chance.into_log() })
    }

    /// The outcome when `seat` gives the match up. With two seats the other side wins; with more,
    /// the match ends without a winner and the goals stand.
    fn concede(&self, seat: Seat, forfeit: bool) -> Outcome {
        let goals = self.game.score();
        let winner = (goals.len() == 2).then_some(if seat == 0 { 1 } else { 0 });
        let ending = if forfeit { Ending::Forfeited(seat) } else { Ending::Resigned(seat) };
        Outcome { goals, shootout: None, winner, ending }
    }
}

impl<G: crate::game::Drafted> Match<G> {
    /// The squads a finished draft shared out (see [`crate::game::Drafted::squads`]).
    pub fn squads(&self) -> Option<Vec<G::Squad>> {
        self.is_finished().then(|| self.game.squads()).flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Chance;
    use crate::game::Rules;
    use crate::kix::{Config, Kix};

    /// A game whose seat 0 is always to move and has a legal input, but whose computer player
    /// finds nothing to play: what a timed-out seat looks like when `auto_input` returns `None`.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct NoAutoMove;

    #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
    struct NoOptions;

    impl crate::options::GameOptions for NoOptions {
        const OPTIONS: &'static [crate::options::OptionSpec] = &[];
        fn from_chosen(_: &crate::options::Chosen) -> Result<Self, touchline_i18n::Message> {
            Ok(NoOptions)
        }
        fn describe(&self, _: touchline_i18n::Lang) -> String {
            String::new()
        }
        fn result_needed(&self) -> bool {
            false
        }
        fn set_result_needed(&mut self, _: bool) {}
    }

    impl crate::game::Scoring for () {
        fn scored(&self) -> Option<crate::game::Scored> {
            None
        }
    }

    impl crate::game::Rules for NoAutoMove {
        type Config = NoOptions;
        type Input = u8;
        type Event = ();

        fn profile(_: &NoOptions) -> Profile {
            Profile::seats(2, 2)
        }
        fn setup(_: &NoOptions, _: usize, _: &mut Chance) -> Result<(Self, Vec<()>), SetupError> {
            Ok((NoAutoMove, Vec::new()))
        }
        fn seats(&self) -> usize {
            2
        }
        fn status(&self) -> Status {
            Status::Turn(0)
        }
        fn legal_inputs(&self, seat: Seat) -> Vec<u8> {
            if seat == 0 {
                vec![1]
            } else {
                Vec::new()
            }
        }
        fn apply(&mut self, _: Seat, _: &u8, _: &mut Chance) -> Result<Vec<()>, RuleError> {
            Ok(Vec::new())
        }
        fn score(&self) -> Vec<u16> {
            vec![0, 0]
        }
        fn plays(&self) -> u32 {
            0
        }
        fn max_inputs(_: &NoOptions) -> usize {
            1
        }
    }

    impl crate::game::Secrets for NoAutoMove {
        type View = ();
        fn view(&self, _: Viewer) {}
        fn redact(_: &(), _: Viewer) -> Option<()> {
            Some(())
        }
        fn imagine(&self, _: Viewer, _: &mut Chance) -> Self {
            self.clone()
        }
    }

    impl crate::game::Computer for NoAutoMove {
        fn computer(_: &(), _: &[u8], _: &mut Chance) -> Option<u8> {
            None
        }
    }

    impl crate::game::Presented for NoAutoMove {
        fn describe_input(&self, _: Seat, _: &u8, _: touchline_i18n::Lang) -> String {
            "the only move".into()
        }
        fn controls(&self, _: Seat, _: touchline_i18n::Lang) -> crate::controls::Controls<u8> {
            crate::controls::Controls::new()
        }
    }

    impl crate::game::Written for NoAutoMove {
        type Position = ();
        fn from_position(_: ()) -> Result<Self, crate::game::PositionError> {
            Ok(NoAutoMove)
        }
        fn to_position(&self) {}
    }

    #[test]
    fn an_auto_move_that_finds_nothing_to_play_is_refused() {
        let (mut m, _) = Match::<NoAutoMove>::new(NoOptions, 2, 1).unwrap();
        let before = m.clone();
        let err = m.apply(0, Command::AutoMove).unwrap_err();
        assert_eq!(err, RuleError::NothingToAutoMove);
        assert_eq!(m, before, "no step was committed");
        assert_eq!(m.version, 0);
        // The seat can still make its own move.
        assert!(m.apply(0, Command::Play(1)).is_ok());
        assert_eq!(m.version, 1);
    }

    #[test]
    fn an_auto_move_plays_for_the_seat_and_counts_as_one_step() {
        let (mut m, _) = Match::<Kix>::new(Config::default(), 2, 3).unwrap();
        let before = m.game.clone();
        let step = m.apply(1, Command::AutoMove).unwrap();
        assert_eq!(step.events.first(), Some(&Event::AutoMoved { seat: 1, passed: false }));
        assert!(step.events.iter().any(|e| matches!(e, Event::Game(crate::kix::Event::Chosen { seat: 1, .. }))));
        assert_ne!(m.game, before);
        assert!(!m.status().to_act().contains(1), "seat 1 has chosen");
        assert_eq!(m.version, 1);
    }

    /// A time-out is one move: when the late seat's choice completes a play, the auto-move stops
    /// there and the seat owes the next play afresh (its own prompt, its own clock).
    #[test]
    fn an_auto_move_completes_at_most_the_play_the_seat_owes() {
        let (mut m, _) = Match::<Kix>::new(Config::default(), 2, 3).unwrap();
        let legal = m.legal_inputs(0);
        m.apply(0, Command::Play(legal[0])).unwrap();
        assert_eq!(m.status().to_act().iter().collect::<Vec<_>>(), [1], "only seat 1 is late");
        let step = m.apply(1, Command::AutoMove).unwrap();
        let chosen = |seat| {
            step.events
                .iter()
                .filter(|e| matches!(e, Event::Game(crate::kix::Event::Chosen { seat: s, .. }) if *s == seat))
                .count()
        };
        let reveals = step.events.iter().filter(|e| matches!(e, Event::Game(crate::kix::Event::Revealed(_)))).count();
        assert_eq!((chosen(1), reveals), (1, 1), "one choice, one play revealed: {:?}", step.events);
        assert_eq!(m.game.plays(), 1);
        assert!(m.status().to_act().contains(1), "seat 1 owes the next play, to be prompted for it");
        assert!(m.status().to_act().contains(0));
    }
}
