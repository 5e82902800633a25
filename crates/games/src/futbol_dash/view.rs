//! What each viewer may see (rules digest §6): hands are their owner's alone, and so are the
//! cards drawn and taken off; everything else on the table is open. The shot grid is face down
//! for everyone.

use serde::Serialize;

use super::deck::{Card, ShotCard};
use super::rules::Event;
use super::state::{Format, FutbolDash, LastPlay, Phase};
use crate::chance::Chance;
use crate::game::{Seat, SeatSet, Secrets, Viewer};

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub ap: u8,
    pub front: Vec<Card>,
    pub goals: u16,
    pub shots: Vec<ShotCard>,
    pub reds: u8,
    pub skips: u8,
    pub skip_draws: u8,
    pub hand_size: usize,
    /// The viewer's own hand only.
    pub hand: Option<Vec<Card>>,
}

/// The stage of the turn as the table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Stage {
    Play,
    /// Cards taken off so far: the count for everyone, the cards for their owner.
    Substitute {
        count: usize,
        off: Option<Vec<Card>>,
    },
    Window {
        card: Card,
        by: Seat,
        target: Option<Seat>,
        referees: Vec<(Seat, Card)>,
        waiting: SeatSet,
    },
    Shot {
        shooter: Seat,
        penalty: bool,
    },
    Shootout {
        seats: Vec<Seat>,
        picks: Vec<u8>,
        goals: Vec<u16>,
        next: Seat,
        sudden_death: bool,
        open: Vec<bool>,
        /// What each picked cell showed (public: it was turned up for all to see).
        drawn: Vec<Option<ShotCard>>,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DashView {
    pub viewer: Viewer,
    pub format: Format,
    pub players: Vec<PlayerView>,
    pub turn: Seat,
    pub stage: Stage,
    pub deck: usize,
    pub discard: usize,
    /// Shot grid cells still face down (20).
    pub grid: Vec<bool>,
    /// What each drawn cell of the shot grid showed, cell by cell (`None` while face down).
    pub drawn: Vec<Option<ShotCard>>,
    pub second_half: bool,
    pub plays: u32,
    pub last: Option<LastPlay>,
    pub shootout_goals: Option<Vec<u16>>,
}

impl DashView {
    /// The seat looking, if a player.
    pub fn me(&self) -> Option<Seat> {
        match self.viewer {
            Viewer::Seat(s) if s < self.players.len() => Some(s),
            _ => None,
        }
    }

    pub fn goals(&self) -> Vec<u16> {
        self.players.iter().map(|p| p.goals).collect()
    }
}

/// The face-up card of every drawn cell, one entry per cell (never a face-down card's).
fn drawn_cells(grid: &[Option<ShotCard>], drawn: &[Option<ShotCard>]) -> Vec<Option<ShotCard>> {
    grid.iter()
        .enumerate()
        .map(|(i, cell)| if cell.is_some() { None } else { drawn.get(i).copied().flatten() })
        .collect()
}

impl Secrets for FutbolDash {
    type View = DashView;

    fn view(&self, viewer: Viewer) -> DashView {
        let g = self;
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        };
        let players = g
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| PlayerView {
                ap: p.ap,
                front: p.front.clone(),
                goals: p.goals,
                shots: p.shots.clone(),
                reds: p.reds,
                skips: p.skips,
                skip_draws: p.skip_draws,
                hand_size: p.hand.len(),
                hand: (me == Some(s)).then(|| p.hand.clone()),
            })
            .collect();
        let stage = match &g.phase {
            Phase::Play => Stage::Play,
            Phase::Substitute { off } => {
                Stage::Substitute { count: off.len(), off: (me == Some(g.turn)).then(|| off.clone()) }
            }
            Phase::Window(w) => Stage::Window {
                card: w.card,
                by: w.by,
                target: w.target,
                referees: w.referees.clone(),
                waiting: w.waiting,
            },
            Phase::Shot { shooter, penalty } => Stage::Shot { shooter: *shooter, penalty: *penalty },
            Phase::Shootout(s) => Stage::Shootout {
                seats: s.seats.clone(),
                picks: s.picks.clone(),
                goals: s.goals.clone(),
                next: s.seats[s.next],
                sudden_death: s.round > 0,
                open: s.grid.iter().map(Option::is_some).collect(),
                drawn: drawn_cells(&s.grid, &s.drawn),
            },
            Phase::Over => Stage::Over,
        };
        DashView {
            viewer,
            format: g.format,
            players,
            turn: g.turn,
            stage,
            deck: g.deck.len(),
            discard: g.discard.len(),
            grid: g.grid.iter().map(Option::is_some).collect(),
            drawn: drawn_cells(&g.grid, &g.drawn),
            second_half: g.second_half,
            plays: g.plays,
            last: g.last.clone(),
            shootout_goals: g.shootout_goals.clone(),
        }
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        let own = |seat: Seat| viewer == Viewer::Seat(seat);
        Some(match event {
            Event::Drew { seat, .. } if !own(*seat) => Event::Drew { seat: *seat, card: None },
            Event::TookOff { seat, .. } if !own(*seat) => Event::TookOff { seat: *seat, card: None },
            other => other.clone(),
        })
    }

    /// A whole match as `viewer` could believe it to be: the hands it cannot see and the deck redealt from
    /// the cards it cannot see (sorted first, so the result does not depend on where they really
    /// are), the face-down grids reshuffled.
    fn imagine(&self, viewer: Viewer, chance: &mut Chance) -> FutbolDash {
        let g = self;
        let own = |s: Seat| viewer == Viewer::Seat(s);
        use super::state::Phase;
        let mut world = g.clone();
        let mut unseen: Vec<Card> = world.deck.drain(..).collect();
        // Other players' cards taken off face down are somewhere among the unseen ones too.
        let mut hidden_discards = 0;
        for (_, card) in world.unseen_discards.iter().filter(|(o, _)| !own(*o)) {
            if let Some(i) = world.discard.iter().position(|c| c == card) {
                unseen.push(world.discard.remove(i));
                hidden_discards += 1;
            }
        }
        for (s, p) in world.players.iter_mut().enumerate() {
            if !own(s) {
                unseen.append(&mut p.hand);
            }
        }
        let mut hidden_off = 0;
        if let Phase::Substitute { off } = &mut world.phase {
            if !own(world.turn) {
                hidden_off = off.len();
                unseen.append(off);
            }
        }
        unseen.sort();
        chance.shuffle(&mut unseen);
        for (s, p) in g.players.iter().enumerate() {
            if !own(s) {
                let n = p.hand.len();
                world.players[s].hand = unseen.split_off(unseen.len() - n);
            }
        }
        if let Phase::Substitute { off } = &mut world.phase {
            if hidden_off > 0 {
                *off = unseen.split_off(unseen.len() - hidden_off);
            }
        }
        // As many discards face down as there were, drawn from the unseen cards.
        let taken: Vec<Card> = unseen.split_off(unseen.len() - hidden_discards);
        let mut owners = world.unseen_discards.iter().filter(|(o, _)| !own(*o)).map(|(o, _)| *o).collect::<Vec<_>>();
        world.unseen_discards.retain(|(o, _)| own(*o));
        for card in taken {
            world.discard.push(card);
            world.unseen_discards.push((owners.pop().unwrap_or_default(), card));
        }
        // The discards in a fixed order: where a face-down card lay in them is not known either.
        world.discard.sort();
        world.deck = unseen;
        shuffle_hidden(&mut world.grid, chance);
        if let Phase::Shootout(s) = &mut world.phase {
            shuffle_hidden(&mut s.grid, chance);
        }
        world
    }
}

/// Shuffle the face-down cards among the face-down cells.
fn shuffle_hidden<T: Copy + Ord>(grid: &mut [Option<T>], chance: &mut Chance) {
    let mut cards: Vec<T> = grid.iter().flatten().copied().collect();
    cards.sort();
    chance.shuffle(&mut cards);
    for cell in grid.iter_mut().filter(|c| c.is_some()) {
        *cell = cards.pop();
    }
}
