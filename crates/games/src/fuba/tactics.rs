//! FUBA's tactical vocabulary (rules digest §4, §7.6.2, §8, §9): the three lines and the
//! formations made of them, A2 roles, A6 playing styles, the movement types, the set pieces and
//! the sides of a penalty. Inputs, events and the state are all written in these words.

use serde::{Deserialize, Serialize};

use super::board::{self, Area};

/// The three lines of a formation (§4.1), in the order a formation is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "line")]
#[serde(rename_all = "snake_case")]
pub enum Line {
    Defence,
    Midfield,
    #[named("forwards")]
    Forward,
}

impl Line {
    pub const ALL: [Line; 3] = [Line::Defence, Line::Midfield, Line::Forward];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn title(self) -> &'static str {
        match self {
            Line::Defence => "defence",
            Line::Midfield => "midfield",
            Line::Forward => "forwards",
        }
    }
    /// The line that matches a zone (A1.1: ball in own defence zone → defence CP, and so on).
    pub fn for_zone(zone: board::Zone) -> Line {
        match zone {
            board::Zone::Defence => Line::Defence,
            board::Zone::Midfield => Line::Midfield,
            board::Zone::Attack => Line::Forward,
        }
    }
}

/// Defenders-midfielders-forwards (§4.1). Ten outfield players, at least one in each line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Formation {
    pub lines: [u8; 3],
}

impl Formation {
    pub const fn new(d: u8, m: u8, f: u8) -> Formation {
        Formation { lines: [d, m, f] }
    }
    /// The eight formation cards (§12.6 DEFAULT).
    pub const CARDS: [Formation; 8] = [
        Formation::new(4, 4, 2),
        Formation::new(4, 3, 3),
        Formation::new(4, 5, 1),
        Formation::new(3, 5, 2),
        Formation::new(3, 4, 3),
        Formation::new(5, 3, 2),
        Formation::new(5, 4, 1),
        Formation::new(4, 2, 4),
    ];
    pub fn is_valid(self) -> bool {
        self.lines.iter().all(|n| *n >= 1) && self.lines.iter().map(|n| *n as u32).sum::<u32>() == 10
    }
    /// Every valid formation: the cards first, then the custom ones (§4.1 allows any).
    pub fn all() -> Vec<Formation> {
        let mut all = Formation::CARDS.to_vec();
        for d in 1..=8 {
            for m in 1..=(9 - d) {
                let f = Formation::new(d, m, 10 - d - m);
                if !all.contains(&f) {
                    all.push(f);
                }
            }
        }
        all
    }
    pub fn count(self, line: Line) -> u8 {
        self.lines[line.index()]
    }
    /// A1.3: a tired team plays one player short in every line (4-4-2 plays as 3-3-1).
    pub fn tired(self) -> Formation {
        Formation { lines: self.lines.map(|n| n.saturating_sub(1)) }
    }
    /// One player moved from one line to another (half time §4.1, substitution A3).
    pub fn shifted(self, from: Line, to: Line) -> Option<Formation> {
        if from == to || self.count(from) < 2 {
            return None;
        }
        let mut f = self;
        f.lines[from.index()] -= 1;
        f.lines[to.index()] += 1;
        Some(f)
    }
}

impl std::fmt::Display for Formation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}-{}", self.lines[0], self.lines[1], self.lines[2])
    }
}

/// A2 roles: they move condition points between lines, never movement counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    AttackingMidfielder,
    DefendingMidfielder,
    AttackingCentreBack,
    WithdrawnStriker,
    OffensiveWingBack,
}

impl Role {
    /// The order roles are asked for in the preparation.
    pub const ALL: [Role; 5] = [
        Role::AttackingMidfielder,
        Role::DefendingMidfielder,
        Role::AttackingCentreBack,
        Role::WithdrawnStriker,
        Role::OffensiveWingBack,
    ];
    pub fn title(self) -> &'static str {
        match self {
            Role::AttackingMidfielder => "attacking midfielders",
            Role::DefendingMidfielder => "defending midfielders",
            Role::AttackingCentreBack => "attacking centre back",
            Role::WithdrawnStriker => "withdrawn striker",
            Role::OffensiveWingBack => "offensive wing backs",
        }
    }
    /// (line the player belongs to, line its condition point moves to).
    pub fn shift(self) -> (Line, Line) {
        match self {
            Role::AttackingMidfielder => (Line::Midfield, Line::Forward),
            Role::DefendingMidfielder => (Line::Midfield, Line::Defence),
            Role::AttackingCentreBack => (Line::Defence, Line::Midfield),
            Role::WithdrawnStriker => (Line::Forward, Line::Midfield),
            Role::OffensiveWingBack => (Line::Defence, Line::Forward),
        }
    }
    /// How many of the role a formation allows, given the roles already chosen.
    pub fn most(self, formation: Formation, roles: &Roles) -> u8 {
        match self {
            Role::AttackingMidfielder => formation.count(Line::Midfield),
            Role::DefendingMidfielder => formation.count(Line::Midfield) - roles.attacking_midfielders,
            Role::AttackingCentreBack => formation.count(Line::Defence).min(1),
            Role::WithdrawnStriker => formation.count(Line::Forward).min(1),
            Role::OffensiveWingBack => (formation.count(Line::Defence) - roles.attacking_centre_back).min(2),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roles {
    pub attacking_midfielders: u8,
    pub defending_midfielders: u8,
    pub attacking_centre_back: u8,
    pub withdrawn_striker: u8,
    pub offensive_wing_backs: u8,
}

impl Roles {
    pub fn get(&self, role: Role) -> u8 {
        match role {
            Role::AttackingMidfielder => self.attacking_midfielders,
            Role::DefendingMidfielder => self.defending_midfielders,
            Role::AttackingCentreBack => self.attacking_centre_back,
            Role::WithdrawnStriker => self.withdrawn_striker,
            Role::OffensiveWingBack => self.offensive_wing_backs,
        }
    }
    pub fn set(&mut self, role: Role, n: u8) {
        match role {
            Role::AttackingMidfielder => self.attacking_midfielders = n,
            Role::DefendingMidfielder => self.defending_midfielders = n,
            Role::AttackingCentreBack => self.attacking_centre_back = n,
            Role::WithdrawnStriker => self.withdrawn_striker = n,
            Role::OffensiveWingBack => self.offensive_wing_backs = n,
        }
    }
}

/// A6 playing style of a line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "style")]
#[serde(rename_all = "snake_case")]
pub enum Style {
    Easy,
    #[default]
    Normal,
    Aggressive,
}

impl Style {
    pub const ALL: [Style; 3] = [Style::Easy, Style::Normal, Style::Aggressive];
    pub fn title(self) -> &'static str {
        match self {
            Style::Easy => "easy",
            Style::Normal => "normal",
            Style::Aggressive => "aggressive",
        }
    }
    /// Added to injury rolls and to each tiredness die.
    pub fn modifier(self) -> i8 {
        match self {
            Style::Easy => -1,
            Style::Normal => 0,
            Style::Aggressive => 1,
        }
    }
}

/// What a setup is for (§5.3, §8.1, §8.2, §8.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupKind {
    KickOff,
    FreeKick { area: Area },
    Corner,
    Penalty,
}

/// The three movement types (§7.6.2), and the mixed movement a condition point buys (A1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "movement")]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    Midfield,
    Forward,
    Defence,
    Mixed,
}

impl MoveKind {
    pub fn title(self) -> &'static str {
        match self {
            MoveKind::Midfield => "midfield movement",
            MoveKind::Forward => "forward movement",
            MoveKind::Defence => "defence movement",
            MoveKind::Mixed => "mixed movement",
        }
    }
    pub fn line(self) -> Option<Line> {
        match self {
            MoveKind::Midfield => Some(Line::Midfield),
            MoveKind::Forward => Some(Line::Forward),
            MoveKind::Defence => Some(Line::Defence),
            MoveKind::Mixed => None,
        }
    }
}

/// The keeper's dive and the kick direction, each from its own point of view (§8.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "side")]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Left,
    Middle,
    Right,
}

impl Side {
    pub const ALL: [Side; 3] = [Side::Left, Side::Middle, Side::Right];
    pub fn title(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Middle => "middle",
            Side::Right => "right",
        }
    }
}
