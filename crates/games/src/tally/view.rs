//! What a Tally player may see: everything but the others' pending picks.

use serde::Serialize;

use super::rules::Event;
use super::state::Tally;
use crate::game::{Seat, Viewer};

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

pub(crate) fn view(game: &Tally, viewer: Viewer) -> TallyView {
    let own_pick = match viewer {
        Viewer::Seat(s) => game.picks.get(s).copied().flatten(),
        Viewer::Spectator => None,
    };
    TallyView {
        viewer,
        rounds: game.rounds,
        round: game.round,
        goals: game.goals.clone(),
        picked: game.picks.iter().map(Option::is_some).collect(),
        own_pick,
        last: game.last.clone(),
        shootout: game.shootout.clone(),
        over: game.over,
    }
}

pub(crate) fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    Some(match event {
        Event::Picked { seat, .. } if viewer != Viewer::Seat(*seat) => Event::Picked { seat: *seat, number: None },
        other => other.clone(),
    })
}

/// The seats, as a view knows them.
pub fn seats(view: &TallyView) -> impl Iterator<Item = Seat> {
    0..view.goals.len()
}
