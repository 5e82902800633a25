//! Tally's rules: a secret pick each, revealed together.

use serde::{Deserialize, Serialize};

use super::state::{Config, Tally, MAX_SEATS};
use crate::chance::Chance;
use crate::game::{Outcome, Profile, RuleError, Rules, Scored, Scoring, Seat, SetupError, Status};

/// Extra rounds played for a result before lots decide.
pub const EXTRA_ROUNDS: u8 = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    Pick { number: u8 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A player picked; the number is theirs alone until the reveal.
    Picked {
        seat: Seat,
        number: Option<u8>,
    },
    /// Every pick of the round, and who scored from it.
    Revealed {
        round: u8,
        picks: Vec<u8>,
        scorer: Option<Seat>,
    },
    Goal {
        seat: Seat,
        goals: Vec<u16>,
    },
    /// The lead is shared at the end and a result is needed: another round.
    ExtraRound,
    /// Still level after every extra round: lots go to `seat`.
    LotsDrawn {
        seat: Seat,
    },
    FullTime {
        goals: Vec<u16>,
    },
}

impl Scoring for Event {
    fn scored(&self) -> Option<Scored> {
        match *self {
            Event::Goal { seat, .. } => Some(Scored::Goal(seat)),
            Event::LotsDrawn { seat } => Some(Scored::Shootout(seat)),
            _ => None,
        }
    }
}

impl Rules for Tally {
    type Config = Config;
    type Input = Input;
    type Event = Event;

    fn profile(_: &Config) -> Profile {
        Profile::seats(2, MAX_SEATS)
    }

    fn setup(config: &Config, seats: usize, _chance: &mut Chance) -> Result<(Self, Vec<Event>), SetupError> {
        Ok((Tally::new(config, seats), Vec::new()))
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
        match self.picks.get(seat) {
            Some(None) if !self.over => (1..=3).map(|number| Input::Pick { number }).collect(),
            _ => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        if seat >= self.picks.len() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.over {
            return Err(RuleError::MatchOver);
        }
        if self.picks[seat].is_some() {
            return Err(RuleError::AlreadyChosen);
        }
        let Input::Pick { number } = *input;
        if !(1..=3).contains(&number) {
            return Err(RuleError::Illegal(touchline_i18n::message!(
                super::words::WORDS,
                "refused-not-a-pick",
                number = number
            )));
        }
        self.picks[seat] = Some(number);
        let mut events = vec![Event::Picked { seat, number: Some(number) }];
        if self.picks.iter().all(Option::is_some) {
            self.reveal(chance, &mut events);
        }
        Ok(events)
    }

    fn max_inputs(config: &Config) -> usize {
        (config.rounds as usize + EXTRA_ROUNDS as usize) * MAX_SEATS
    }

    fn score(&self) -> Vec<u16> {
        self.goals.clone()
    }

    fn plays(&self) -> u32 {
        self.round as u32
    }
}

impl Tally {
    fn reveal(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let picks: Vec<u8> = self.picks.iter().map(|p| p.unwrap_or(0)).collect();
        self.round += 1;
        let unique = |n: u8| picks.iter().filter(|p| **p == n).count() == 1;
        let scorer = (1..=3).rev().find(|n| unique(*n)).and_then(|n| picks.iter().position(|p| *p == n));
        events.push(Event::Revealed { round: self.round, picks: picks.clone(), scorer });
        if let Some(seat) = scorer {
            self.goals[seat] += 1;
            events.push(Event::Goal { seat, goals: self.goals.clone() });
        }
        self.last = Some(picks);
        self.picks.iter_mut().for_each(|p| *p = None);
        if self.round < self.rounds {
            return;
        }
        let top = self.goals.iter().copied().max().unwrap_or(0);
        let leaders: Vec<Seat> = (0..self.goals.len()).filter(|s| self.goals[*s] == top).collect();
        if leaders.len() > 1 && self.result_needed {
            if self.round < self.rounds + EXTRA_ROUNDS {
                events.push(Event::ExtraRound);
                return;
            }
            let seat = leaders[chance.below(leaders.len())];
            let mut shootout = vec![0; self.goals.len()];
            shootout[seat] = 1;
            self.shootout = Some(shootout);
            events.push(Event::LotsDrawn { seat });
        }
        self.over = true;
        events.push(Event::FullTime { goals: self.goals.clone() });
    }
}
