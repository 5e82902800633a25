//! Tally: a small counting game for two to four players, compiled only into test builds (the
//! `test-games` feature). It exists so that everything around the games — the bot, the store,
//! the terminal, the harness — is tested with more than two seats before a real game needs it.
//!
//! The rules: each round every player picks 1, 2 or 3 in secret; the picks are revealed
//! together, and the highest number picked by exactly one player scores them a goal. After the
//! agreed number of rounds the most goals win. When a result is needed and the lead is shared,
//! extra rounds are played (only between the leaders' goals: anyone may still score) until one
//! player leads; after twenty extra rounds lots decide, as a shoot-out goal.
//!
//! The folder has the shape of every game: [`state`], [`rules`], [`view`], [`text`], [`words`],
//! [`controls`], [`options`], `computer`, [`position`].

mod computer;
mod conformance;
pub mod controls;
pub mod options;
pub mod position;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;
pub mod words;

pub use position::TallyPosition;
pub use rules::{Event, Input};
pub use state::{Config, Tally};
pub use view::TallyView;

use crate::chance::Chance;
use crate::controls::Controls;
use crate::game::{Game, NoSquad, Outcome, PositionError, Profile, RuleError, Seat, SetupError, Status, Viewer};

impl Game for Tally {
    type Config = Config;
    type Input = Input;
    type Event = Event;
    type View = TallyView;
    type Position = TallyPosition;
    type Squad = NoSquad;

    fn profile(_: &Config) -> Profile {
        Profile::seats(2, state::MAX_SEATS)
    }

    fn setup(config: &Config, seats: usize, _chance: &mut Chance) -> Result<(Self, Vec<Event>), SetupError> {
        Ok((Tally::new(config, seats), Vec::new()))
    }

    fn from_position(position: TallyPosition) -> Result<Self, PositionError> {
        Tally::from_position(position)
    }

    fn to_position(&self) -> TallyPosition {
        Tally::to_position(self)
    }

    fn seats(&self) -> usize {
        self.picks.len()
    }

    fn status(&self) -> Status {
        if self.over {
            return Status::Finished(Outcome::full_time(self.goals.clone(), self.shootout.clone()));
        }
        Status::Simultaneous { waiting: (0..self.seats()).filter(|s| self.picks[*s].is_none()).collect() }
    }

    fn legal_inputs(&self, seat: Seat) -> Vec<Input> {
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        self.play(seat, input, chance)
    }

    fn view(&self, viewer: Viewer) -> TallyView {
        view::view(self, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        view::redact(event, viewer)
    }

    fn score(&self) -> Vec<u16> {
        self.goals.clone()
    }

    fn plays(&self) -> u32 {
        self.round as u32
    }

    fn goal_for(event: &Event) -> Option<Seat> {
        match event {
            Event::Goal { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    fn shootout_goal_for(event: &Event) -> Option<Seat> {
        match event {
            Event::LotsDrawn { seat } => Some(*seat),
            _ => None,
        }
    }

    fn max_inputs(config: &Config) -> usize {
        (config.rounds as usize + rules::EXTRA_ROUNDS as usize) * state::MAX_SEATS
    }

    fn computer(view: &TallyView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
        computer::choose(view, legal, chance)
    }

    /// Only the other seats' picks of this round are hidden: they are picked again.
    fn imagine(&self, seat: Seat, chance: &mut Chance) -> Tally {
        let mut world = self.clone();
        for (s, pick) in world.picks.iter_mut().enumerate() {
            if s != seat && pick.is_some() {
                *pick = Some(1 + chance.below(3) as u8);
            }
        }
        world
    }

    fn describe_input(&self, _seat: Seat, input: &Input, lang: crate::text::Lang) -> String {
        controls::describe(input, lang)
    }

    fn controls(&self, seat: Seat, lang: crate::text::Lang) -> Controls<Input> {
        controls::controls(self, seat, lang)
    }
}
