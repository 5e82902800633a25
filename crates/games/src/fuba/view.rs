//! What each viewer may see of a FUBA match (§10): the whole board is public; a team's pending
//! preparation, its pending half-time change and its pending penalty dive are not.

use serde::Serialize;

use super::board::{self, Area, HALFWAY};
use super::event::Event;
use super::event::TurnLog;
use super::state::*;
use crate::chance::Chance;
use crate::game::{Seat, Secrets, Viewer};

/// One team as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamView {
    /// `None` until the formations are revealed together.
    pub formation: Option<Formation>,
    pub roles: Option<Roles>,
    pub styles: Option<[Style; 3]>,
    /// Outfield pieces per area and corner spot.
    pub pieces: [u8; board::SPOT_COUNT],
    pub keeper: Area,
    pub keeper_out: bool,
    pub yellows: u8,
    pub reds: u8,
    /// Pieces off the pitch: injured (returning or not) and sent off.
    pub off: u8,
    /// A1 condition points per line (`None` when A1 is off).
    pub cp: Option<[u8; 3]>,
    pub tired: bool,
    /// A3 substitutions left (`None` when A3 is off).
    pub subs_left: Option<u8>,
    /// A formation change waiting for the next turn.
    pub next_formation: Option<Formation>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FubaView {
    pub viewer: Viewer,
    pub config: Config,
    /// The phase, with other teams' pending secrets blanked.
    pub phase: Phase,
    pub score: [u16; 2],
    pub half: u8,
    pub minute: u8,
    pub stoppage: u8,
    pub ct: Seat,
    pub ball: Area,
    pub value: u8,
    pub target: Option<Area>,
    pub start: Area,
    pub restart: Restart,
    pub goal_kick: bool,
    pub turn: u32,
    pub teams: [TeamView; 2],
    /// The depth (cm from the west goal line) beyond which the CT's players are offside, from
    /// the PT's second-last player; `None` before kick-off.
    pub offside_line: Option<u16>,
    /// The modifier a goal attempt by the team in control would have from the ball's area now
    /// (§7.7; a free kick's immediate attempt takes one more off), `None` when no attempt can be
    /// made from there.
    pub shot: Option<i8>,
    /// This turn so far, and the last finished turn.
    pub turn_log: TurnLog,
    pub last_turn: Option<TurnLog>,
    pub shootout: Option<Shootout>,
    pub penalties: Vec<PenaltyRecord>,
}

impl TeamView {
    /// Players (goalkeeper included) in an area.
    pub fn count(&self, a: Area) -> u8 {
        self.pieces.get(a as usize).copied().unwrap_or(0) + u8::from(self.keeper == a)
    }

    /// The formation used for movement counts now (a tired team plays one short per line).
    pub fn playing_formation(&self) -> Option<Formation> {
        self.formation.map(|f| if self.tired { f.tired() } else { f })
    }
}

impl FubaView {
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// "34'" or "45+2'".
    pub fn clock(&self) -> String {
        clock(self.minute, self.stoppage)
    }
}

pub fn clock(minute: u8, stoppage: u8) -> String {
    if stoppage > 0 {
        format!("{minute}+{stoppage}'")
    } else {
        format!("{minute}'")
    }
}

/// The level of the PT's second-last player, never short of the halfway line.
fn offside_line(game: &Fuba) -> u16 {
    let r = game.second_last(1 - game.ct);
    let (lo, hi) = board::depth(board::home(r));
    if board::attacks_east(game.ct) {
        hi.max(HALFWAY)
    } else {
        lo.min(HALFWAY)
    }
}

impl Secrets for Fuba {
    type View = FubaView;

    fn view(&self, viewer: Viewer) -> FubaView {
        let own = |s: Seat| viewer == Viewer::Seat(s);
        let revealed = !matches!(self.phase, Phase::Prepare { .. });
        let teams = [0, 1].map(|s| {
            let t = &self.teams[s];
            TeamView {
                formation: revealed.then_some(t.formation),
                roles: (revealed && self.config.roles).then_some(t.roles),
                styles: (revealed && self.config.styles).then_some(t.styles),
                pieces: t.pieces,
                keeper: t.keeper,
                keeper_out: t.keeper_out,
                yellows: t.yellows,
                reds: t.reds,
                off: t.returning.len() as u8 + t.injured_out + t.reds,
                cp: self.config.condition.then_some(t.cp),
                tired: t.tired,
                subs_left: self.config.substitutions.then_some(3u8.saturating_sub(t.subs_used)),
                next_formation: t.next_formation,
            }
        });
        let phase = match &self.phase {
            Phase::Prepare { drafts } => Phase::Prepare {
                drafts: [0, 1]
                    .map(|s| if own(s) { drafts[s] } else { Draft { done: drafts[s].done, ..Draft::default() } }),
            },
            Phase::Penalty { dive, shootout } => {
                let keeper_team = 1 - self.ct;
                Phase::Penalty { dive: if own(keeper_team) { *dive } else { None }, shootout: *shootout }
            }
            Phase::HalfTime { changes } => Phase::HalfTime {
                changes: [0, 1].map(|s| if own(s) { changes[s] } else { changes[s].map(|_| HalfTimeChoice::Keep) }),
            },
            other => other.clone(),
        };
        FubaView {
            viewer,
            config: self.config.clone(),
            phase,
            score: self.score,
            half: self.half,
            minute: self.minute,
            stoppage: self.stoppage,
            ct: self.ct,
            ball: self.ball,
            value: self.value,
            target: self.target,
            start: self.start,
            restart: self.restart,
            goal_kick: self.goal_kick,
            turn: self.turn,
            teams,
            offside_line: revealed.then(|| offside_line(self)),
            shot: self.shot_modifier(),
            turn_log: self.turn_log.clone(),
            last_turn: self.last_turn.clone(),
            shootout: self.shootout,
            penalties: self.penalties.clone(),
        }
    }

    /// The event as `viewer` may see it: every FUBA event is public once it happens; secret
    /// choices are announced only as "has chosen".
    fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
        Some(event.clone())
    }

    /// The match as `seat` could believe it to be (see [`crate::game::Secrets::imagine`]): the board, the
    /// clock and the dice are public, so only the other team's secrets are drawn afresh — a
    /// formation card still face down, a half-time change not yet revealed (kept as it is), a
    /// penalty dive the kicker has not seen.
    fn imagine(&self, viewer: Viewer, chance: &mut Chance) -> Fuba {
        let mut world = self.clone();
        // The teams whose secrets the viewer does not know: the other one, or both.
        let hidden: &[usize] = match viewer {
            Viewer::Seat(0) => &[1],
            Viewer::Seat(_) => &[0],
            Viewer::Spectator => &[0, 1],
        };
        let ct = world.ct;
        for &other in hidden {
            match &mut world.phase {
                Phase::Prepare { drafts } => {
                    let draft = &mut drafts[other];
                    if draft.formation.is_some() {
                        draft.formation = Some(Formation::CARDS[chance.below(Formation::CARDS.len())]);
                        draft.styles = [(); 3].map(|_| Style::ALL[chance.below(Style::ALL.len())]);
                        draft.roles = Roles::default();
                    }
                }
                Phase::HalfTime { changes } if changes[other].is_some() => changes[other] = Some(HalfTimeChoice::Keep),
                // The dive is the keeper's (the team not in control): hidden from the kicker.
                Phase::Penalty { dive: Some(dive), .. } if other != ct => {
                    *dive = Side::ALL[chance.below(Side::ALL.len())]
                }
                _ => {}
            }
        }
        world
    }
}
