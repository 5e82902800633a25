//! Setups (§5.2–§5.3, §8.1, §8.2, §8.5): the default placements, the rules each setup must
//! satisfy, and what happens once both teams are ready.

use super::board::{self, Area, AREA_COUNT, C3, SPOT_COUNT};
use super::event::Event;
use super::input::Input;
use super::state::*;
use crate::game::Seat;

impl Fuba {
    pub(super) fn setup_drops(&self, seat: Seat, kind: SetupKind, from: Area, keeper: bool) -> Vec<Area> {
        let ct = seat == self.ct;
        let own_box = board::own_box(seat);
        let attacked = board::target_box(self.ct);
        let mut out: Vec<Area> = (0..AREA_COUNT as Area)
            .filter(|a| match kind {
                SetupKind::KickOff => {
                    if keeper {
                        *a == own_box
                    } else {
                        board::on_side_of(*a, seat)
                    }
                }
                SetupKind::FreeKick { .. } | SetupKind::Corner => true,
                SetupKind::Penalty => match (ct, keeper) {
                    (false, true) => *a == attacked,
                    (false, false) | (true, true) => *a != attacked,
                    (true, false) => true,
                },
            })
            .collect();
        if kind == SetupKind::Corner && ct && !keeper {
            out.extend(board::attacking_corners(seat));
        }
        if !out.contains(&from) {
            out.push(from);
        }
        out
    }

    /// Whether `seat`'s pieces satisfy the setup rules (§5.3, §8.1, §8.2, §8.5).
    pub fn setup_valid(&self, seat: Seat, kind: SetupKind) -> bool {
        self.placement_valid(seat, kind, &self.teams[seat].pieces, self.teams[seat].keeper)
    }

    /// Whether `seat` with its outfield pieces at `pieces` and its goalkeeper in `keeper` would
    /// satisfy the setup rules: what [`Fuba::setup_valid`] says, for a placement not made yet.
    fn placement_valid(&self, seat: Seat, kind: SetupKind, pieces: &[u8; SPOT_COUNT], keeper: Area) -> bool {
        let team = Placement { pieces, keeper };
        let ct = seat == self.ct;
        let at_spots: u8 = (AREA_COUNT..SPOT_COUNT).map(|a| team.pieces[a]).sum();
        let keeper_at_spot = board::is_spot(team.keeper);
        if keeper_at_spot || (at_spots > 0 && !(kind == SetupKind::Corner && ct)) {
            return false;
        }
        match kind {
            SetupKind::KickOff => {
                team.keeper == board::own_box(seat)
                    && (0..AREA_COUNT as Area).all(|a| team.pieces[a as usize] == 0 || board::on_side_of(a, seat))
                    && (!ct || team.pieces[C3 as usize] >= 2 || team.outfield() < 2)
            }
            SetupKind::FreeKick { area } => {
                if ct {
                    team.count(area) >= 1
                } else {
                    let deeper: Vec<Area> =
                        (0..AREA_COUNT as Area).filter(|a| board::beyond(*a, area, self.ct)).collect();
                    deeper.is_empty() || deeper.iter().any(|a| team.count(*a) > 0)
                }
            }
            SetupKind::Corner => {
                if ct {
                    let [a, b] = board::attacking_corners(seat);
                    at_spots == 1 && team.pieces[a as usize] + team.pieces[b as usize] == 1
                } else {
                    true
                }
            }
            SetupKind::Penalty => {
                let attacked = board::target_box(self.ct);
                if ct {
                    team.pieces[attacked as usize] == 1 && team.keeper != attacked
                } else {
                    team.keeper == attacked && team.pieces[attacked as usize] == 0
                }
            }
        }
    }

    pub(super) fn legal_setup(
        &self,
        seat: Seat,
        kind: SetupKind,
        stage: SetupStage,
        picked: Option<(Area, bool)>,
    ) -> Vec<Input> {
        let team = &self.teams[seat];
        let adjusting = matches!(stage, SetupStage::Adjust { .. });
        match picked {
            None => {
                let mut out = Vec::new();
                let may_pick = !matches!(stage, SetupStage::Adjust { left: 0 });
                if may_pick {
                    for a in 0..SPOT_COUNT as Area {
                        if team.pieces[a as usize] > 0 {
                            out.push(Input::Pick { area: a, keeper: false });
                        }
                    }
                    out.push(Input::Pick { area: team.keeper, keeper: true });
                }
                if self.setup_valid(seat, kind) {
                    out.push(Input::Ready);
                }
                let default = self.setup_defaults[seat];
                if !adjusting && (team.pieces, team.keeper) != default {
                    out.push(Input::ResetSetup);
                }
                if adjusting {
                    // Only picks that have somewhere valid to go.
                    out.retain(|i| match i {
                        Input::Pick { area, keeper } => self.setup_drops(seat, kind, *area, *keeper).iter().any(|to| {
                            *to != *area
                                && board::adjacent(*area, *to)
                                && self.drop_keeps_valid(seat, kind, *area, *keeper, *to)
                        }),
                        _ => true,
                    });
                }
                out
            }
            Some((from, keeper)) => self
                .setup_drops(seat, kind, from, keeper)
                .into_iter()
                .filter(|to| {
                    !adjusting
                        || *to == from
                        || (board::adjacent(from, *to) && self.drop_keeps_valid(seat, kind, from, keeper, *to))
                })
                .map(|area| Input::Drop { area })
                .collect(),
        }
    }

    pub(super) fn drop_keeps_valid(&self, seat: Seat, kind: SetupKind, from: Area, keeper: bool, to: Area) -> bool {
        // The placement after the drop, checked without copying the match.
        let team = &self.teams[seat];
        let mut pieces = team.pieces;
        let mut goalkeeper = team.keeper;
        if keeper {
            goalkeeper = to;
        } else if pieces[from as usize] > 0 {
            pieces[from as usize] -= 1;
            pieces[to as usize] += 1;
        }
        self.placement_valid(seat, kind, &pieces, goalkeeper)
    }

    pub(super) fn relocate(&mut self, seat: Seat, from: Area, to: Area, keeper: bool) {
        let team = &mut self.teams[seat];
        if keeper {
            team.keeper = to;
        } else if team.pieces[from as usize] > 0 {
            team.pieces[from as usize] -= 1;
            team.pieces[to as usize] += 1;
        }
    }

    /// The nearest outfield piece of `seat` to `to` (ties: the first area in board order).
    pub(super) fn nearest_outfield(&self, seat: Seat, to: Area, except: Option<Area>) -> Option<Area> {
        (0..SPOT_COUNT as Area)
            .filter(|a| self.teams[seat].pieces[*a as usize] > 0 && Some(*a) != except)
            .min_by_key(|a| board::distance(*a, to))
    }

    /// The default kick-off placement for a formation (§5.3): defenders in front of the box
    /// and on the wings, midfielders on the flanks, forwards in the centre circle.
    pub(super) fn kickoff_placement(&mut self, seat: Seat) {
        const DEF: [Area; 8] = [board::C2, board::N1, board::S1, board::C2, board::C1, board::N1, board::S1, board::C2];
        const MID: [Area; 8] = [board::N2, board::S2, board::C3, board::C2, board::N2, board::S2, board::C3, board::C2];
        const FWD: [Area; 8] = [C3, C3, board::N2, board::S2, C3, board::N2, board::S2, C3];
        let team = &mut self.teams[seat];
        let on_pitch = team.outfield() as usize;
        let f = team.formation;
        let mut slots: Vec<Area> = Vec::new();
        slots.extend(FWD.iter().take(f.count(Line::Forward) as usize));
        slots.extend(DEF.iter().take(f.count(Line::Defence) as usize));
        slots.extend(MID.iter().take(f.count(Line::Midfield) as usize));
        slots.truncate(on_pitch);
        let mirror = |a: Area| if seat == 0 { a } else { mirror_area(a) };
        team.pieces = [0; SPOT_COUNT];
        for a in slots {
            team.pieces[mirror(a) as usize] += 1;
        }
        team.keeper = board::own_box(seat);
        team.keeper_out = false;
        if seat == self.ct {
            for from in [board::N2, board::S2, board::C2, board::N1, board::S1, board::C1].map(mirror) {
                while self.teams[seat].pieces[C3 as usize] < 2 && self.teams[seat].pieces[from as usize] > 0 {
                    self.relocate(seat, from, C3, false);
                }
            }
        }
    }

    /// Begin a setup: default placements that already satisfy its rules, so that "ready" is
    /// always one click away (§12.15's "keep current positions" shortcut).
    pub(super) fn begin_setup(&mut self, kind: SetupKind, ev: &mut Vec<Event>) {
        let (ct, pt) = (self.ct, self.pt());
        self.clear_corner_spots();
        for t in &mut self.teams {
            t.reset_movement();
        }
        match kind {
            SetupKind::KickOff => {
                self.ball = C3;
                self.value = 1;
                self.kickoff_placement(ct);
                self.kickoff_placement(pt);
            }
            SetupKind::FreeKick { area } => {
                self.ball = area;
                self.value = 1;
                if self.teams[ct].count(area) == 0 {
                    if let Some(from) = self.nearest_outfield(ct, area, None) {
                        self.relocate(ct, from, area, false);
                    }
                }
                if !self.setup_valid(pt, kind) {
                    let own = board::own_box(pt);
                    match self.nearest_outfield(pt, own, None) {
                        Some(from) => self.relocate(pt, from, own, false),
                        None => self.teams[pt].keeper = own,
                    }
                }
            }
            SetupKind::Corner => {
                let spot = match board::corner_spot_of(self.target.unwrap_or(self.ball)) {
                    Some(s) if board::attacking_corners(ct).contains(&s) => s,
                    _ => {
                        let [north, south] = board::attacking_corners(ct);
                        if board::lane(self.ball) == board::Lane::South {
                            south
                        } else {
                            north
                        }
                    }
                };
                if let Some(from) = self.nearest_outfield(ct, spot, None) {
                    self.relocate(ct, from, spot, false);
                }
                self.ball = spot;
                self.value = 1;
            }
            SetupKind::Penalty => {
                let attacked = board::target_box(ct);
                let front = board::step_in_lane(attacked, ct, false).unwrap_or(board::C3);
                for s in [ct, pt] {
                    let n = self.teams[s].pieces[attacked as usize];
                    self.teams[s].pieces[attacked as usize] = 0;
                    self.teams[s].pieces[front as usize] += n;
                }
                if self.teams[ct].keeper == attacked {
                    self.teams[ct].keeper = front;
                }
                self.teams[pt].keeper = attacked;
                self.teams[pt].keeper_out = false;
                if let Some(from) = self.nearest_outfield(ct, attacked, None) {
                    self.relocate(ct, from, attacked, false);
                }
                self.ball = attacked;
                self.value = 1;
            }
        }
        self.setup_defaults = [0, 1].map(|s| (self.teams[s].pieces, self.teams[s].keeper));
        self.phase = Phase::Setup { kind, stage: SetupStage::Controlling, picked: None };
        ev.push(Event::SetupStarts { kind, ct });
    }

    /// A corner taker counts as standing in the corner area once the kick is taken (§8.2.4).
    pub(super) fn clear_corner_spots(&mut self) {
        for team in &mut self.teams {
            for (k, (_, corner)) in board::CORNERS.iter().enumerate() {
                let spot = AREA_COUNT + k;
                team.pieces[*corner as usize] += team.pieces[spot];
                team.pieces[spot] = 0;
            }
        }
    }

    pub(super) fn finish_setup(&mut self, kind: SetupKind) {
        match kind {
            SetupKind::KickOff => {
                self.next_restart = Restart::KickOff;
                self.start_turn();
            }
            SetupKind::FreeKick { .. } => self.phase = Phase::FreeKickChoice,
            SetupKind::Corner => {
                let ct = self.ct;
                if let Some(spot) =
                    board::attacking_corners(ct).into_iter().find(|s| self.teams[ct].pieces[*s as usize] > 0)
                {
                    self.ball = spot;
                }
                self.next_restart = Restart::Corner;
                self.start_turn();
            }
            SetupKind::Penalty => self.phase = Phase::Penalty { dive: None, shootout: false },
        }
    }
}

/// The same area seen from the other end (C1 ↔ C5, N2 ↔ N3, …).
pub fn mirror_area(a: Area) -> Area {
    if board::is_spot(a) {
        return match a {
            board::NW => board::NE,
            board::SW => board::SE,
            board::NE => board::NW,
            _ => board::SW,
        };
    }
    let info = board::AREAS[a as usize];
    let lane_len = if info.lane == board::Lane::Centre { 5 } else { 4 };
    let index = lane_len + 1 - info.index;
    (0..AREA_COUNT as Area)
        .find(|b| board::AREAS[*b as usize].lane == info.lane && board::AREAS[*b as usize].index == index)
        .unwrap_or(a)
}

/// A team's placement in a setup: what the setup rules look at.
struct Placement<'a> {
    pieces: &'a [u8; SPOT_COUNT],
    keeper: Area,
}

impl Placement<'_> {
    /// Players in `a`, the goalkeeper included (as [`Team::count`]).
    fn count(&self, a: Area) -> u8 {
        self.pieces[a as usize] + u8::from(self.keeper == a)
    }

    fn outfield(&self) -> u8 {
        self.pieces.iter().sum()
    }
}
