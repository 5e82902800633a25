//! The cards and boards as data (rules digest §2, §9, §10, §14 and the proposed data of §19
//! G2–G8): Basic tactics A–E, the six teams' tactic cards, Coach cards and abilities, the six
//! Captains and their card templates, the AutoTeam's boards and deck, the dice and the Time
//! Track. Nothing here decides anything; the rules read it. Card names stay as printed; what
//! the steps, rewards and effects say is in the catalogue, read by `text.rs`.

use serde::{Deserialize, Serialize};

/// The five stats a Coach marker can sit on (§3.1 step 4), in board order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "stat")]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    Pass,
    Shoot,
    Dribble,
    Tackle,
    Gk,
}

impl Stat {
    pub const ALL: [Stat; 5] = [Stat::Pass, Stat::Shoot, Stat::Dribble, Stat::Tackle, Stat::Gk];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Stat::Pass => "Pass",
            Stat::Shoot => "Shoot",
            Stat::Dribble => "Dribble",
            Stat::Tackle => "Tackle",
            Stat::Gk => "GK",
        }
    }
}

/// Coach markers per stat: six in all, at most [`MAX_MARKERS`] on one stat (§19 G5).
pub type Markers = [u8; 5];
pub const MARKERS: u8 = 6;
pub const MAX_MARKERS: u8 = 2;

/// Every legal way of laying the six markers (45 of them), or at half time with `gk` fixed.
pub fn marker_layouts(gk: Option<u8>) -> Vec<Markers> {
    let mut out = Vec::new();
    for p in 0..=MAX_MARKERS {
        for s in 0..=MAX_MARKERS {
            for d in 0..=MAX_MARKERS {
                for t in 0..=MAX_MARKERS {
                    for g in 0..=MAX_MARKERS {
                        if p + s + d + t + g == MARKERS && gk.is_none_or(|k| k == g) {
                            out.push([p, s, d, t, g]);
                        }
                    }
                }
            }
        }
    }
    out
}

/// The dice (§19 G2): the green d6 and the white die with its fumble face.
pub const GREEN: [i8; 6] = [1, 2, 3, 4, 5, 6];
pub const WHITE: [i8; 6] = [-1, 0, 1, 1, 2, 2];

/// One step of a tactic (§9.2, §9.3). Offensive steps are passes, defensive ones movements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "step")]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Pass to a teammate at least a row ahead.
    ForwardPass,
    /// Pass to a teammate at least a row behind.
    BackwardPass,
    /// Pass to a teammate on the same row.
    CrossPass,
    /// Pass to an empty space 1–2 rows ahead of another of your pieces.
    ThroughPass,
    /// Pass to a teammate between two opponents.
    InBetweenPass,
    ForwardMove,
    BackwardMove,
    FreeMove,
    ForwardMoveMarking,
    BackwardMoveMarking,
}

impl Step {
    pub fn is_pass(self) -> bool {
        matches!(
            self,
            Step::ForwardPass | Step::BackwardPass | Step::CrossPass | Step::ThroughPass | Step::InBetweenPass
        )
    }

    pub fn marking(self) -> bool {
        matches!(self, Step::ForwardMoveMarking | Step::BackwardMoveMarking)
    }
}

/// A tactic's reward symbols (§9.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "reward")]
#[serde(rename_all = "snake_case")]
pub enum Reward {
    Morale,
    Movement,
    Action,
}

use Reward::{Action as AC, Morale as MO, Movement as MV};
use Step::*;

/// One half of a tactic card: its chain of steps, whether the carrier must be marked when the
/// first step starts, and its rewards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Half {
    pub steps: &'static [Step],
    pub marked: bool,
    pub rewards: &'static [Reward],
}

const fn half(steps: &'static [Step], rewards: &'static [Reward]) -> Half {
    Half { steps, marked: false, rewards }
}

const fn marked(steps: &'static [Step], rewards: &'static [Reward]) -> Half {
    Half { steps, marked: true, rewards }
}

/// A tactic card: the offensive (upper) and defensive (lower) halves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tactic {
    pub name: &'static str,
    pub offence: Half,
    pub defence: Half,
}

/// Basic tactic cards A–E (§19 G4); card A is the rulebook's worked examples.
pub const BASIC: [Tactic; 5] = [
    Tactic {
        name: "A",
        offence: half(&[ForwardPass], &[MV, MV, MO]),
        defence: half(&[ForwardMove, ForwardMoveMarking], &[MO]),
    },
    Tactic { name: "B", offence: half(&[BackwardPass], &[MV, MO]), defence: half(&[BackwardMove], &[MV]) },
    Tactic { name: "C", offence: half(&[CrossPass], &[MV, AC]), defence: half(&[FreeMove, FreeMove], &[MO]) },
    Tactic { name: "D", offence: half(&[ThroughPass], &[MV, AC, MO]), defence: half(&[BackwardMoveMarking], &[AC]) },
    Tactic {
        name: "E",
        offence: half(&[InBetweenPass], &[AC, MO, MO]),
        defence: half(&[ForwardMoveMarking], &[AC, MO]),
    },
];

/// The six teams' tactic cards, three each (§19 G5); every one carries the FATIGUE icon.
pub const TEAM_TACTICS: [[Tactic; 3]; 6] = [
    [
        Tactic {
            name: "T1-1",
            offence: marked(&[BackwardPass, ThroughPass], &[MV, MV, AC, MO]),
            defence: half(&[BackwardMoveMarking, FreeMove], &[AC, MO]),
        },
        Tactic {
            name: "T1-2",
            offence: half(&[CrossPass, CrossPass], &[MV, AC, MO]),
            defence: half(&[FreeMove, FreeMove, FreeMove], &[MV, MO]),
        },
        Tactic {
            name: "T1-3",
            offence: half(&[BackwardPass, ForwardPass], &[MV, MV, AC]),
            defence: half(&[ForwardMoveMarking, ForwardMoveMarking], &[AC, MO]),
        },
    ],
    [
        Tactic {
            name: "T2-1",
            offence: half(&[ForwardPass, ForwardPass], &[MV, MV, AC]),
            defence: half(&[BackwardMove, BackwardMove], &[MO, MO]),
        },
        Tactic {
            name: "T2-2",
            offence: half(&[ThroughPass, ForwardPass], &[MV, AC, MO]),
            defence: half(&[BackwardMoveMarking, BackwardMove], &[AC, MV]),
        },
        Tactic {
            name: "T2-3",
            offence: half(&[InBetweenPass, ThroughPass], &[MV, AC, AC]),
            defence: half(&[ForwardMove, ForwardMove], &[MV, MO]),
        },
    ],
    [
        Tactic {
            name: "T3-1",
            offence: half(&[CrossPass, ThroughPass], &[MV, MV, AC]),
            defence: half(&[ForwardMoveMarking, ForwardMove], &[AC, AC]),
        },
        Tactic {
            name: "T3-2",
            offence: marked(&[ForwardPass, CrossPass], &[MV, AC, MO]),
            defence: half(&[FreeMove, ForwardMoveMarking], &[AC, MO]),
        },
        Tactic {
            name: "T3-3",
            offence: half(&[BackwardPass, CrossPass, ForwardPass], &[MV, MV, AC, MO]),
            defence: half(&[ForwardMove, ForwardMove, ForwardMove], &[MV, AC]),
        },
    ],
    [
        Tactic {
            name: "T4-1",
            offence: half(&[BackwardPass, BackwardPass], &[MO, MO, MV]),
            defence: half(&[BackwardMove, BackwardMoveMarking], &[AC, MO]),
        },
        Tactic {
            name: "T4-2",
            offence: marked(&[CrossPass, ForwardPass], &[MV, AC, MO]),
            defence: half(&[BackwardMoveMarking, BackwardMoveMarking], &[AC, AC]),
        },
        Tactic {
            name: "T4-3",
            offence: half(&[ForwardPass, ThroughPass], &[MV, MV, AC]),
            defence: half(&[FreeMove, BackwardMove], &[MO, MV]),
        },
    ],
    [
        Tactic {
            name: "T5-1",
            offence: half(&[InBetweenPass, ForwardPass], &[MV, AC, AC]),
            defence: half(&[ForwardMoveMarking, FreeMove], &[AC, MO]),
        },
        Tactic {
            name: "T5-2",
            offence: half(&[ThroughPass, ThroughPass], &[MV, MV, AC, MO]),
            defence: half(&[ForwardMove, FreeMove], &[MV, MO]),
        },
        Tactic {
            name: "T5-3",
            offence: marked(&[BackwardPass, InBetweenPass], &[MV, AC, MO, MO]),
            defence: half(&[BackwardMoveMarking, ForwardMove], &[AC, MO]),
        },
    ],
    [
        Tactic {
            name: "T6-1",
            offence: half(&[ForwardPass, BackwardPass, ThroughPass], &[MV, MV, AC, MO]),
            defence: half(&[BackwardMove, BackwardMove, FreeMove], &[MO, MO]),
        },
        Tactic {
            name: "T6-2",
            offence: half(&[CrossPass, InBetweenPass], &[MV, AC, AC]),
            defence: half(&[ForwardMoveMarking, BackwardMoveMarking], &[AC, MO]),
        },
        Tactic {
            name: "T6-3",
            offence: marked(&[ThroughPass, CrossPass], &[MV, MV, AC]),
            defence: half(&[FreeMove, FreeMove], &[AC, MO]),
        },
    ],
];

/// The Team boards' names (T1–T6, §19 G5) and their advanced-side abilities.
pub const TEAM_ABILITIES: [&str; 6] = [
    "once a turn, one Cross or Backward Pass ignores one blocker",
    "once a turn, after winning the ball, the next movement of an active piece may go 3 spaces",
    "once a turn, after a failed tackle a second adjacent piece may tackle, with +1",
    "+1 on every GK roll",
    "passes ending in column A, B, J or K need 1 less power",
    "at the start of your turn, if you are behind, gain 1 Morale",
];

/// The Coach cards, one per team (§19 G7): name, Morale cost, effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "coach")]
#[serde(rename_all = "snake_case")]
pub enum CoachEffect {
    /// Gain 2 Morale.
    TeamTalk,
    /// Move up to 2 Coach markers (not GK).
    TacticalSwitch,
    /// Return up to 2 Fatigue cards from hand or discard pile.
    FreshLegs,
    /// Stand up all your inactive pieces.
    HighPress,
    /// The ball carrier makes a PASS with SKIP.
    LongBall,
    /// The ball carrier makes a STRIKE with SKIP.
    SetPiece,
}

pub const COACH: [(&str, u8, CoachEffect); 6] = [
    ("Team Talk", 0, CoachEffect::TeamTalk),
    ("Tactical Switch", 1, CoachEffect::TacticalSwitch),
    ("Fresh Legs", 0, CoachEffect::FreshLegs),
    ("High Press", 1, CoachEffect::HighPress),
    ("Long Ball", 1, CoachEffect::LongBall),
    ("Set Piece", 2, CoachEffect::SetPiece),
];

/// The Captain card templates (§19 G6): the Captain is always the one acting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "effect")]
#[serde(rename_all = "snake_case")]
pub enum Template {
    /// K-a: carrying the ball — MOVE, then MOVE (the second free of the inactive cost).
    SoloRun,
    /// K-b: carrying the ball within 5 of a goal-mouth space — STRIKE + SKIP.
    FinesseShot,
    /// K-c: carrying the ball — PASS + SKIP.
    KillerBall,
    /// K-d: carrying the ball next to an opponent — BYPASS, then MOVE.
    TakeOn,
    /// K-e: an opponent next to the Captain — PUSH it, then MOVE.
    ShoulderCharge,
    /// K-f: the ball loose within 2 — MOVE onto the ball, then STRIKE.
    Volley,
    /// K-g: attacking, the Captain not carrying — MOVE, then a teammate's PASS to the Captain
    /// with SKIP.
    Overlap,
    /// K-h: defending, within 2 of the ball — MOVE, then PUSH an adjacent opponent.
    Screen,
    /// K-i: any time — gain 1 Morale and stand the Captain up.
    Armband,
}

impl Template {
    pub fn name(self) -> &'static str {
        match self {
            Template::SoloRun => "Solo Run",
            Template::FinesseShot => "Finesse Shot",
            Template::KillerBall => "Killer Ball",
            Template::TakeOn => "Take-on",
            Template::ShoulderCharge => "Shoulder Charge",
            Template::Volley => "Volley",
            Template::Overlap => "Overlap",
            Template::Screen => "Screen",
            Template::Armband => "Captain's Armband",
        }
    }
}

/// The six Captains (§19 G6): name, STARS per stat (advanced side), ability, card templates.
pub struct Captain {
    pub name: &'static str,
    pub stars: [u8; 5],
    pub ability: &'static str,
    pub cards: [Template; 3],
}

use Template::*;

pub const CAPTAINS: [Captain; 6] = [
    Captain {
        name: "Striker",
        stars: [0, 2, 0, 0, 0],
        ability: "gains 1 Morale whenever he scores",
        cards: [SoloRun, FinesseShot, Volley],
    },
    Captain {
        name: "Playmaker",
        stars: [2, 0, 0, 0, 0],
        ability: "his passes take at most +1 from blockers",
        cards: [KillerBall, Overlap, FinesseShot],
    },
    Captain {
        name: "Winger",
        stars: [0, 0, 2, 0, 0],
        ability: "carrying the ball, he does not stop on leaving an opponent's side",
        cards: [SoloRun, TakeOn, Armband],
    },
    Captain {
        name: "Anchor",
        stars: [0, 0, 0, 2, 0],
        ability: "may tackle a second time after a failed tackle, once a turn",
        cards: [ShoulderCharge, Screen, TakeOn],
    },
    Captain {
        name: "Box-to-box",
        stars: [1, 0, 0, 1, 0],
        ability: "once a turn, moving him while inactive costs no Morale",
        cards: [KillerBall, Screen, Armband],
    },
    Captain {
        name: "Leader",
        stars: [0, 1, 1, 0, 0],
        ability: "once a half, Morale spent on a Captain action counts +1",
        cards: [FinesseShot, TakeOn, Overlap],
    },
];

/// A card of a player's deck (§2: 5 Basic, 3 Captain, 3 Team tactic, 1 Coach) or a Fatigue card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "kind", content = "n", rename_all = "snake_case")]
pub enum Card {
    /// Basic tactic A–E (0–4).
    Basic(u8),
    /// A team's tactic card: team * 3 + number (0–17).
    Team(u8),
    /// A Captain card: captain * 3 + number (0–17).
    Captain(u8),
    /// A team's Coach card (0–5).
    Coach(u8),
    Fatigue,
}

impl Card {
    /// Whether the card exists.
    pub fn valid(self) -> bool {
        match self {
            Card::Basic(n) => n < 5,
            Card::Team(n) | Card::Captain(n) => n < 18,
            Card::Coach(n) => n < 6,
            Card::Fatigue => true,
        }
    }

    pub fn tactic(self) -> Option<&'static Tactic> {
        match self {
            Card::Basic(n) => BASIC.get(n as usize),
            Card::Team(n) => TEAM_TACTICS.get(n as usize / 3).and_then(|t| t.get(n as usize % 3)),
            _ => None,
        }
    }

    pub fn template(self) -> Option<Template> {
        match self {
            Card::Captain(n) => CAPTAINS.get(n as usize / 3).map(|c| c.cards[n as usize % 3]),
            _ => None,
        }
    }

    pub fn coach(self) -> Option<(&'static str, u8, CoachEffect)> {
        match self {
            Card::Coach(n) => COACH.get(n as usize).copied(),
            _ => None,
        }
    }

    /// Team tactic cards carry the FATIGUE icon (§19 G5, G13).
    pub fn tiring(self) -> bool {
        matches!(self, Card::Team(_))
    }

    pub fn name(self) -> String {
        match self {
            Card::Basic(n) => format!("Basic {}", BASIC.get(n as usize).map(|t| t.name).unwrap_or("?")),
            Card::Team(_) => self.tactic().map(|t| t.name.to_string()).unwrap_or_default(),
            Card::Captain(_) => self.template().map(|t| t.name().to_string()).unwrap_or_default(),
            Card::Coach(_) => self.coach().map(|c| c.0.to_string()).unwrap_or_default(),
            Card::Fatigue => "Fatigue".to_string(),
        }
    }
}

/// A player's 12-card deck (§2): Basic A–E, the Captain's 3, the team's 3 tactics and its Coach.
pub fn deck(team: u8, captain: u8) -> Vec<Card> {
    let mut cards: Vec<Card> = (0..5).map(Card::Basic).collect();
    cards.extend((0..3).map(|i| Card::Captain(captain * 3 + i)));
    cards.extend((0..3).map(|i| Card::Team(team * 3 + i)));
    cards.push(Card::Coach(team));
    cards
}

/// The shared Fatigue deck (§2).
pub const FATIGUE_CARDS: u8 = 16;
/// The shared Morale bank (§2).
pub const MORALE_TOKENS: u8 = 20;
/// The most Morale committed to one roll (§7, §8).
pub const MAX_COMMIT: u8 = 3;

/// The AutoTeam's difficulty boards (§19 G8): white dice and STARS per stat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// (white dice, STARS) per stat, in [`Stat`] order.
    pub fn board(self) -> [(u8, u8); 5] {
        match self {
            Level::Easy => [(1, 0), (1, 0), (1, 0), (1, 0), (1, 0)],
            Level::Normal => [(1, 1), (1, 0), (1, 0), (1, 0), (1, 1)],
            Level::Hard => [(2, 1), (2, 1), (1, 0), (1, 1), (2, 1)],
        }
    }
}

/// One AutoTeam card (§19 G8).
pub struct AutoCard {
    pub offence: &'static [Step],
    pub offence_rewards: &'static [Reward],
    /// How many defensive movements the card shows.
    pub defence_moves: u8,
    pub defence_rewards: &'static [Reward],
    /// The strike destination's column (E, F or G as on the board: 0, 1, 2).
    pub target: u8,
    /// The shooting range.
    pub range: u8,
    /// The Morale spend value S.
    pub spend: u8,
}

const fn auto(
    offence: &'static [Step],
    offence_rewards: &'static [Reward],
    defence_moves: u8,
    defence_rewards: &'static [Reward],
    target: u8,
    range: u8,
    spend: u8,
) -> AutoCard {
    AutoCard { offence, offence_rewards, defence_moves, defence_rewards, target, range, spend }
}

/// The AutoTeam's twelve cards, in the table's order (§19 G8); targets E=0, F=1, G=2.
pub const AUTO_CARDS: [AutoCard; 12] = [
    auto(&[ForwardPass], &[MO, MV, MV], 2, &[MV, AC], 2, 3, 1),
    auto(&[CrossPass], &[MV, AC], 1, &[AC], 1, 4, 1),
    auto(&[BackwardPass], &[MO, MV], 2, &[MO], 0, 4, 0),
    auto(&[ThroughPass], &[MV, MV, AC], 2, &[AC], 1, 5, 2),
    auto(&[ForwardPass], &[MV, AC], 1, &[MV], 0, 3, 1),
    auto(&[InBetweenPass], &[AC, MO, MO], 1, &[AC], 2, 4, 2),
    auto(&[CrossPass, ForwardPass], &[MV, MV, MO], 3, &[AC], 1, 3, 0),
    auto(&[ForwardPass], &[MV, MV], 2, &[MO, AC], 2, 5, 1),
    auto(&[BackwardPass, ThroughPass], &[AC, MV, MO], 1, &[AC], 0, 4, 3),
    auto(&[ThroughPass], &[AC, MO], 2, &[MV, AC], 1, 4, 2),
    auto(&[CrossPass], &[MO, MV], 2, &[MO], 2, 4, 1),
    auto(&[ForwardPass], &[AC, MO], 2, &[AC], 0, 3, 3),
];

/// The Time Track (§12, §19 G3): reshuffles per half on the Quick Play and the longer side.
pub const QUICK_STEPS: u8 = 3;
pub const LONG_STEPS: u8 = 5;

/// The minute shown for `steps` along the track with `per_half` steps a half.
pub fn minute(steps: u8, per_half: u8) -> u16 {
    steps as u16 * 45 / per_half.max(1) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_is_twelve_cards_and_the_box_eighty() {
        let d = deck(2, 4);
        assert_eq!(d.len(), 12);
        assert_eq!(d.iter().filter(|c| matches!(c, Card::Basic(_))).count(), 5);
        assert_eq!(d.iter().filter(|c| c.tactic().is_some()).count(), 8);
        assert_eq!(d.iter().filter(|c| c.template().is_some()).count(), 3);
        assert!(d.iter().all(|c| c.valid()));
        // 10 Basic + 18 Team + 18 Captain + 6 Coach + 16 Fatigue + 12 AutoTeam = 80 (§2).
        assert_eq!(10 + TEAM_TACTICS.len() * 3 + CAPTAINS.len() * 3 + COACH.len() + 16 + AUTO_CARDS.len(), 80);
        assert!(!Card::Team(18).valid() && !Card::Basic(5).valid() && !Card::Coach(6).valid());
    }

    #[test]
    fn marker_layouts_are_every_way_to_lay_six() {
        assert_eq!(marker_layouts(None).len(), 45);
        assert_eq!(marker_layouts(Some(0)).len(), 10);
        assert_eq!(marker_layouts(Some(1)).len(), 16);
        assert_eq!(marker_layouts(Some(2)).len(), 19);
        assert!(marker_layouts(None).iter().all(|m| m.iter().sum::<u8>() == 6 && m.iter().all(|x| *x <= 2)));
    }

    #[test]
    fn card_a_is_the_worked_examples_and_captains_hold_their_templates() {
        // §9.2: Forward Pass rewarded with 2 MOVE + 1 MORALE; §9.3: two forward moves, one
        // marking, rewarded with 1 MORALE.
        let a = Card::Basic(0).tactic().unwrap();
        assert_eq!(a.offence.steps, &[ForwardPass]);
        assert_eq!(a.offence.rewards, &[MV, MV, MO]);
        assert_eq!(a.defence.steps, &[ForwardMove, ForwardMoveMarking]);
        // §9.4: Backward Pass (marked) → Through Pass, 2 MOVE, 1 ACTION, 1 MORALE.
        let t = Card::Team(0).tactic().unwrap();
        assert!(t.offence.marked);
        assert_eq!(t.offence.rewards, &[MV, MV, AC, MO]);
        assert_eq!(CAPTAINS[3].cards, [ShoulderCharge, Screen, TakeOn]);
        assert_eq!(Card::Captain(2).template(), Some(Volley));
        assert_eq!(Card::Captain(5).template(), Some(FinesseShot));
        assert!(Card::Team(4).tiring() && !Card::Basic(1).tiring());
        // §14 worked examples: card 1 (Forward Pass, MO MV MV) and card 10 (range 4, S 2).
        assert_eq!(AUTO_CARDS[0].offence_rewards, &[MO, MV, MV]);
        assert_eq!((AUTO_CARDS[9].range, AUTO_CARDS[9].spend), (4, 2));
    }

    #[test]
    fn the_time_track_reads_in_minutes() {
        assert_eq!((0..=6).map(|s| minute(s, QUICK_STEPS)).collect::<Vec<_>>(), [0, 15, 30, 45, 60, 75, 90]);
        assert_eq!(minute(5, LONG_STEPS), 45);
        assert_eq!(minute(10, LONG_STEPS), 90);
    }
}
