//! What a Tally player may see: everything but the others' pending picks.

use serde::Serialize;

use super::rules::Event;
use super::state::Tally;
use crate::chance::Chance;
use crate::game::{Seat, Secrets, Viewer};

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TallyView {
    pub viewer: Viewer,
    pub rounds: u8,
    pub round: u8,
    pub goals: Vec<u16>,
    /// Who has picked this round (never what).
    pub picked: Vec<bool>,
    /// The viewer's own pick this round.
    pub own_pick: Option<u8>,
    pub last: Option<Vec<u8>>,
    pub shootout: Option<Vec<u16>>,
    pub over: bool,
}

impl Secrets for Tally {
    type View = TallyView;

    fn view(&self, viewer: Viewer) -> TallyView {
        let own_pick = match viewer {
            Viewer::Seat(s) => self.picks.get(s).copied().flatten(),
            Viewer::Spectator => None,
        };
        TallyView {
            viewer,
            rounds: self.rounds,
            round: self.round,
            goals: self.goals.clone(),
            picked: self.picks.iter().map(Option::is_some).collect(),
            own_pick,
            last: self.last.clone(),
            shootout: self.shootout.clone(),
            over: self.over,
        }
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        Some(match event {
            Event::Picked { seat, .. } if viewer != Viewer::Seat(*seat) => Event::Picked { seat: *seat, number: None },
            other => other.clone(),
        })
    }

    /// Only the other seats' picks of this round are hidden: they are picked again.
    fn imagine(&self, viewer: Viewer, chance: &mut Chance) -> Tally {
        let mut world = self.clone();
        for (s, pick) in world.picks.iter_mut().enumerate() {
            if viewer != Viewer::Seat(s) && pick.is_some() {
                *pick = Some(1 + chance.below(3) as u8);
            }
        }
        world
    }
}

/// The seats, as a view knows them.
pub fn seats(view: &TallyView) -> impl Iterator<Item = Seat> {
    0..view.goals.len()
}
