//! FUBA match state: options, teams, formations and the phase machine (rules digest §2–§5, §9).

use serde::{Deserialize, Serialize};

use super::board::{self, Area, SPOT_COUNT};
use super::event::TurnLog;
pub use super::tactics::*;
use crate::game::Seat;

/// Match options: the advanced rules of §9, each on or off, and whether a result is needed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// A1 condition points and tiredness.
    pub condition: bool,
    /// A2 player roles.
    pub roles: bool,
    /// A3 substitutions.
    pub substitutions: bool,
    /// A4 injuries. On by default: §12.12 DEFAULT keeps injuries in the basic game.
    pub injuries: bool,
    /// A5 advanced goalkeeper.
    pub keeper: bool,
    /// A6 playing styles.
    pub styles: bool,
    /// A knockout tie: a level match goes to the §12.17 shoot-out.
    pub result_needed: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            condition: false,
            roles: false,
            substitutions: false,
            injuries: true,
            keeper: false,
            styles: false,
            result_needed: false,
        }
    }
}

impl Config {
    /// Every advanced rule on.
    pub fn advanced() -> Config {
        Config {
            condition: true,
            roles: true,
            substitutions: true,
            injuries: true,
            keeper: true,
            styles: true,
            result_needed: false,
        }
    }

    /// The advanced rules that are on, as `A1 A3` ("basic" for none).
    pub fn advanced_list(&self) -> String {
        let flags = [
            (self.condition, "A1"),
            (self.roles, "A2"),
            (self.substitutions, "A3"),
            (self.injuries, "A4"),
            (self.keeper, "A5"),
            (self.styles, "A6"),
        ];
        let on: Vec<&str> = flags.iter().filter(|(f, _)| *f).map(|(_, n)| *n).collect();
        if on.is_empty() {
            "basic".into()
        } else {
            on.join(" ")
        }
    }
}

/// A player off the pitch who will come back (A4 results 1–3, or a fresh player after a
/// permanent injury, §12.11): back in the centre area at the movement stage of `turn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Returning {
    pub turn: u32,
}

/// One team: its secret-then-public choices and its pieces on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    pub formation: Formation,
    pub roles: Roles,
    /// A6 style per line.
    pub styles: [Style; 3],
    /// Outfield pieces per area and corner spot (pieces are anonymous, §1).
    pub pieces: [u8; SPOT_COUNT],
    pub keeper: Area,
    /// A5: the goalkeeper stands outside its goal area.
    pub keeper_out: bool,
    /// Outfield pieces that have moved in the current movement stage, per area they reached.
    pub moved: [u8; SPOT_COUNT],
    pub keeper_moved: bool,
    pub keeper_switched: bool,
    pub yellows: u8,
    pub reds: u8,
    /// Injured pieces waiting to come back.
    pub returning: Vec<Returning>,
    /// Pieces out for good through injury (a fresh player can bring one back, §12.11).
    pub injured_out: u8,
    /// A1 condition points per line.
    pub cp: [u8; 3],
    pub tired: bool,
    pub subs_used: u8,
    /// A3 formation change, in force from the next turn.
    pub next_formation: Option<Formation>,
}

impl Team {
    pub fn new(seat: Seat) -> Team {
        Team {
            formation: Formation::CARDS[0],
            roles: Roles::default(),
            styles: [Style::Normal; 3],
            pieces: [0; SPOT_COUNT],
            keeper: board::own_box(seat),
            keeper_out: false,
            moved: [0; SPOT_COUNT],
            keeper_moved: false,
            keeper_switched: false,
            yellows: 0,
            reds: 0,
            returning: Vec::new(),
            injured_out: 0,
            cp: [0; 3],
            tired: false,
            subs_used: 0,
            next_formation: None,
        }
    }

    /// Players (goalkeeper included) in an area.
    pub fn count(&self, a: Area) -> u8 {
        self.pieces[a as usize] + u8::from(self.keeper == a)
    }
    pub fn outfield(&self) -> u8 {
        self.pieces.iter().sum()
    }
    /// The formation used for movement counts now (tired teams play one short per line).
    pub fn playing_formation(&self) -> Formation {
        if self.tired {
            self.formation.tired()
        } else {
            self.formation
        }
    }
    /// The style for a zone (A6: the line of the target area's zone).
    pub fn style_for(&self, zone: board::Zone) -> Style {
        self.styles[Line::for_zone(zone).index()]
    }
    /// A1 starting condition points: the formation, shifted by roles, at most 6 per line.
    pub fn starting_cp(&self, roles_on: bool) -> [u8; 3] {
        let mut cp = self.formation.lines.map(|n| n as i16);
        if roles_on {
            for role in Role::ALL {
                let (from, to) = role.shift();
                let n = self.roles.get(role) as i16;
                cp[from.index()] -= n;
                cp[to.index()] += n;
            }
        }
        cp.map(|n| n.clamp(0, 6) as u8)
    }
    pub fn reset_movement(&mut self) {
        self.moved = [0; SPOT_COUNT];
        self.keeper_moved = false;
        self.keeper_switched = false;
    }
}

/// The order of a setup (§5.2): the CT places, the PT places, the CT adjusts up to two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupStage {
    Controlling,
    Passive,
    Adjust { left: u8 },
}

/// How the current turn began: restarts change who acts first, the empty-start-area rule and
/// offside (§7.1, §7.5, §7.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Restart {
    #[default]
    Open,
    KickOff,
    FreeKick,
    Corner,
    GoalKick,
}

/// Where a team is within its action stage (§7.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionStep {
    /// Shoot, use a condition point, or choose the movement type.
    Choose {
        shot: bool,
    },
    Moving {
        kind: MoveKind,
        left: u8,
        dribbled: bool,
    },
    /// Free moves away from a goal line after the ordinary moves.
    FreeMoves,
    /// Press, substitute, or end the stage.
    Finish {
        pressed: bool,
    },
}

/// A team's secret preparation (§4, §10): the formation card, then A2 roles one by one, then A6
/// styles line by line. The number of steps depends only on the options, so the others learn
/// nothing from how long a team takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    pub formation: Option<Formation>,
    pub roles: Roles,
    pub roles_done: u8,
    pub styles: [Style; 3],
    pub styles_done: u8,
    pub done: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shootout {
    pub score: [u16; 2],
    pub kicks: [u8; 2],
    /// Whose kick is next.
    pub kicker: Seat,
}

/// A team's half-time decision (its own enum: a nested `Option` would not survive JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HalfTimeChoice {
    Keep,
    Shift { from: Line, to: Line },
}

impl HalfTimeChoice {
    pub fn from_change(change: Option<(Line, Line)>) -> HalfTimeChoice {
        match change {
            None => HalfTimeChoice::Keep,
            Some((from, to)) => HalfTimeChoice::Shift { from, to },
        }
    }
}

/// Who must do what now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Both teams choose formation (and roles, styles) in secret.
    Prepare {
        drafts: [Draft; 2],
    },
    /// The winner of the kick-off roll chooses to start with or without the ball (§5.1).
    KickOffChoice {
        winner: Seat,
    },
    Setup {
        kind: SetupKind,
        stage: SetupStage,
        picked: Option<(Area, bool)>,
    },
    /// After a free-kick setup: shoot at once (−1) or start a new turn (§8.1).
    FreeKickChoice,
    /// Stage 1: the CT chooses the target area.
    Target,
    /// Event moves of −5, −3, +3 (§7.4.3): `team` may move `left` players one area.
    EventMoves {
        team: Seat,
        left: u8,
    },
    /// The slow goal kick's extra movement stage (§8.3.4).
    ExtraMovement {
        team: Seat,
        step: ActionStep,
    },
    Action {
        team: Seat,
        second: bool,
        step: ActionStep,
    },
    /// The keeper's team dives in secret, then the taker kicks (§8.5).
    Penalty {
        dive: Option<Side>,
        shootout: bool,
    },
    /// One formation change each, in secret (§4.1).
    HalfTime {
        changes: [Option<HalfTimeChoice>; 2],
    },
    Over,
}

/// A penalty as it was taken: the keeper's dive, the kick, the roll (§8.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PenaltyRecord {
    /// The kicker's team.
    pub seat: Seat,
    pub dive: Side,
    pub kick: Side,
    pub roll: u8,
    pub scored: bool,
}

/// A FUBA match. Its fields are the game's own: everything outside this folder reads a
/// [`super::FubaView`], or writes a match down as a [`super::FubaPosition`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fuba {
    pub(crate) config: Config,
    pub(crate) teams: [Team; 2],
    pub(crate) phase: Phase,
    pub(crate) score: [u16; 2],
    pub(crate) half: u8,
    /// The time marker: 1–45 or 46–90; with `stoppage` > 0 it rests on 45 or 90.
    pub(crate) minute: u8,
    /// Stoppage square +1…+5, 0 before stoppage time.
    pub(crate) stoppage: u8,
    /// Minutes carried from turns whose dice difference was 0 (§6).
    pub(crate) carried: u8,
    /// The half ends when this turn ends (the marker reached +5).
    pub(crate) half_ends: bool,
    /// The controlling team.
    pub(crate) ct: Seat,
    pub(crate) first_ct: Seat,
    pub(crate) ball: Area,
    pub(crate) value: u8,
    pub(crate) target: Option<Area>,
    /// Where the ball was at the start of the turn.
    pub(crate) start: Area,
    pub(crate) dice: [u8; 2],
    pub(crate) turn: u32,
    pub(crate) restart: Restart,
    /// How the next turn begins.
    pub(crate) next_restart: Restart,
    /// A failed press: the CT passes the next control check automatically if still CT.
    pub(crate) auto_pass: Option<Seat>,
    /// Event +5: this team may not choose defence movement this turn.
    pub(crate) no_defence: Option<Seat>,
    /// Ordinary moves this turn per seat, and last turn's, with who acted first then.
    pub(crate) moves: [u8; 2],
    pub(crate) last_moves: [u8; 2],
    pub(crate) first_actor: Seat,
    /// Forced moves (§7.4.2) still to be taken off a team's allowance this turn.
    pub(crate) forced: [u8; 2],
    /// The ball waits for a goal kick: no pressing, no dribbling for the CT (§8.3).
    pub(crate) goal_kick: bool,
    pub(crate) slow_goal_kick_used: bool,
    /// The free-kick attempt's −1 applies to the next shot.
    pub(crate) free_kick_shot: bool,
    /// The target area held only passive players at the start of the turn (§7.6: PT acts first).
    pub(crate) target_only_pt: bool,
    /// Each team's default placement in the current setup (pieces, goalkeeper area).
    pub(crate) setup_defaults: [([u8; SPOT_COUNT], Area); 2],
    pub(crate) shootout: Option<Shootout>,
    /// This turn so far, and the last finished turn, for pictures and summaries. (Matches
    /// stored before these existed start them empty.)
    #[serde(default)]
    pub(crate) turn_log: TurnLog,
    #[serde(default)]
    pub(crate) last_turn: Option<TurnLog>,
    /// Every revealed penalty, newest last.
    pub(crate) penalties: Vec<PenaltyRecord>,
}
