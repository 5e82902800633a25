//! The state of a Super Team match (rules digest §2–§4): the two teams, the pitch, the Time
//! Track, what the player on turn still has to do, and the secret choices under way.

use serde::{Deserialize, Serialize};

use super::board::{adjacent, formation, in_penalty_area, Space, BOARD};
use super::cards::{self, Card, Level, Markers, Reward, Step, Template, FATIGUE_CARDS, MORALE_TOKENS};
use crate::chance::Chance;

/// Quick Match (teams dealt, §3.2 DEFAULT) or Full Game (each picks 1 of 2 Team boards and 1 of
/// 2 Captain boards, secretly, §16 PROPOSED).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    #[default]
    Quick,
    Full,
}

/// Where a Goalie's free kick-out may land (§7.3, §19 G10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KickOut {
    /// A MARK-icon space of your half with one of your pieces on it.
    #[default]
    Marks,
    /// Any of your pieces in your half (the summary box's reading).
    Anywhere,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub format: Format,
    /// The longer side of the Side Board (5 reshuffles a half instead of 3).
    pub long: bool,
    /// Team and Captain boards on their advanced sides (abilities, Captain STARS, §15).
    pub advanced: bool,
    /// Harder Game: Fatigue cards give no movement (§15).
    pub harder: bool,
    /// Offside Trap (§15, §19 G16).
    pub offside: bool,
    pub kick_out: KickOut,
    /// Solo against the AutoTeam at this level: a one-seat match (§14).
    pub solo: Option<Level>,
    /// A cup tie: a level match goes to golden-goal extra time, then a roll-off.
    pub result_needed: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            format: Format::Quick,
            long: false,
            advanced: false,
            harder: false,
            offside: false,
            kick_out: KickOut::Marks,
            solo: None,
            result_needed: false,
        }
    }
}

impl Config {
    /// Reshuffles (Time Track steps) a half.
    pub fn steps_per_half(&self) -> u8 {
        if self.long {
            cards::LONG_STEPS
        } else {
            cards::QUICK_STEPS
        }
    }
}

/// Piece 0 is the Goalie, piece 1 the Captain, 2–5 the others.
pub const GOALIE: usize = 0;
pub const CAPTAIN: usize = 1;
pub const PIECES: usize = 6;
/// The hand a player draws back to (§4).
pub const HAND: usize = 4;
/// Cards a turn (§4).
pub const MAX_CARDS: u8 = 3;

/// One side of the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// Team board T1–T6 (0–5) and Captain board C1–C6 (0–5).
    pub team: u8,
    pub captain: u8,
    pub markers: Markers,
    pub morale: u8,
    pub goals: u16,
    pub pieces: [Space; PIECES],
    /// Lying down (moved this turn, §6).
    pub down: [bool; PIECES],
    pub hand: Vec<Card>,
    /// The draw deck, top last.
    pub deck: Vec<Card>,
    pub discard: Vec<Card>,
    /// The boards offered in a Full Game: two Team boards, two Captain boards.
    #[serde(default)]
    pub offers: Option<([u8; 2], [u8; 2])>,
    /// The Leader's once-a-half bonus has been used.
    #[serde(default)]
    pub leader_used: bool,
}

impl Team {
    /// A side with its boards and pieces in the default formation, no cards and no markers yet
    /// (what the deal makes before anything is chosen).
    pub(crate) fn new(side: usize, team: u8, captain: u8) -> Team {
        Team {
            team,
            captain,
            markers: [0; 5],
            morale: 0,
            goals: 0,
            pieces: std::array::from_fn(|i| formation(side, i)),
            down: [false; PIECES],
            hand: Vec::new(),
            deck: Vec::new(),
            discard: Vec::new(),
            offers: None,
            leader_used: false,
        }
    }

    /// Every card the team owns, wherever it lies.
    pub fn all_cards(&self) -> impl Iterator<Item = &Card> {
        self.hand.iter().chain(&self.deck).chain(&self.discard)
    }
}

/// What a card was played for (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Use {
    /// Its printed instruction: a tactic half, a Captain or Coach skill.
    Instruction,
    Movement,
    Action,
    /// Harder Game: a Fatigue card thrown away, no benefit (§15).
    Discard,
}

/// Which way a movement must go (§9.3, §19 G9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Way {
    Any,
    Forward,
    Backward,
}

/// The limits on one movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRule {
    pub way: Way,
    /// Must finish next to an opponent.
    pub marking: bool,
    /// Only the Captain may move (a Captain card).
    pub captain: bool,
    /// Moving the inactive Captain costs nothing (Solo Run's second MOVE).
    pub free: bool,
    /// Must finish on the loose ball (Volley; a chained pass after a Through Pass).
    pub onto_ball: bool,
    /// A piece already moved by this tactic may not move again (§19 G15).
    pub fresh: bool,
}

impl MoveRule {
    pub const PLAIN: MoveRule =
        MoveRule { way: Way::Any, marking: false, captain: false, free: false, onto_ball: false, fresh: false };

    pub fn for_step(step: Step) -> MoveRule {
        let way = match step {
            Step::ForwardMove | Step::ForwardMoveMarking => Way::Forward,
            Step::BackwardMove | Step::BackwardMoveMarking => Way::Backward,
            _ => Way::Any,
        };
        MoveRule { way, marking: step.marking(), fresh: true, ..MoveRule::PLAIN }
    }

    pub fn captain() -> MoveRule {
        MoveRule { captain: true, ..MoveRule::PLAIN }
    }
}

/// Who passes, and to where, in a pass the turn still owes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassBy {
    /// The carrier, to any legal target (Long Ball, Killer Ball) or a tactic's target.
    Carrier,
    /// The carrier, to the Captain (Overlap).
    ToCaptain,
}

/// Something the player on turn still has to do, in order (§5, §9, §10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// One movement; `optional` ones (a discarded card's, a reward's) may be given up.
    Movement { rule: MoveRule, optional: bool },
    /// One action for the player's role.
    Action { optional: bool },
    /// A pass: a tactic step (`step`), or a skill's.
    Pass { step: Option<Step>, by: PassBy, skip: bool },
    /// The Morale the passer adds, declared openly (§7.2 step 3).
    PassMorale { from: Space, to: Space, power: u8, skip: bool, captain: bool },
    /// A shot the card calls for (Finesse Shot, Volley, Set Piece).
    Strike { skip: bool },
    /// Push an opponent next to the Captain one space (Shoulder Charge, Screen).
    Push,
    /// Swap the Captain with an adjacent opponent (Take-on).
    Bypass,
    /// Move Coach markers (Tactical Switch): `left` moves at most.
    Markers { left: u8 },
    /// The tactic's rewards still to take, in any order (§9.1).
    Rewards { left: Vec<Reward> },
}

/// The card being carried out: what its success is worth (§9.1: all or nothing).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Running {
    pub card: Card,
    /// The role the card was played in: a change of possession fails it (§19 G15).
    pub attacking: bool,
    /// Pieces moved by this tactic (each movement symbol is a different piece).
    pub moved: Vec<u8>,
    pub rewards: Vec<Reward>,
    /// Draws a Fatigue card on success (§11).
    pub tiring: bool,
}

/// The turn of the player on turn (§4).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Cards played so far (1–3).
    pub cards: u8,
    pub tasks: Vec<Task>,
    pub running: Option<Running>,
    /// Pieces whose tackle failed this turn (§7.6).
    pub failed_tacklers: Vec<u8>,
    /// Once-a-turn abilities already used (team, captain).
    pub team_ability_used: bool,
    pub captain_ability_used: bool,
    /// T2: the ball was won this turn and the 3-space run not yet used.
    pub long_run: bool,
    /// Harder Game: a Fatigue card thrown away this turn.
    pub fatigue_thrown: bool,
    /// Cards whose completion has been announced.
    #[serde(default)]
    pub done: u8,
    /// T3: the next action is a second tackle, with +1.
    #[serde(default)]
    pub second_tackle: bool,
}

/// What a secret Morale commitment is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DuelKind {
    Dribble,
    Tackle,
}

/// A shot under way (§7.4): the Strike tiles, then the Morale, each secret and revealed together.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    pub side: usize,
    pub shooter: u8,
    pub skip: bool,
    /// The tiles (columns of the mouth, 0–2) chosen so far, per side.
    pub tiles: [Option<u8>; 2],
    /// Set once the tiles are revealed: the powers, and the Morale chosen so far.
    pub powers: Option<(u8, u8)>,
    pub morale: [Option<u8>; 2],
}

/// A dribble or tackle under way (§7.5, §7.6): secret Morale on both sides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    pub kind: DuelKind,
    /// The ball carrier's side and piece, and the other piece.
    pub carrier: (usize, u8),
    pub other: (usize, u8),
    pub morale: [Option<u8>; 2],
    /// T3's second tackler, with its +1.
    #[serde(default)]
    pub bonus: u8,
}

/// Where the match is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Boards (Full Game) and Coach markers, chosen secretly by both (§3.1 step 4, §16).
    Prepare {
        boards: [Option<(u8, u8)>; 2],
        markers: [Option<Markers>; 2],
    },
    /// The player on turn plays cards and carries them out.
    Play,
    Shot(Shot),
    Duel(Duel),
    /// Half time: markers moved in secret (not GK), §12.
    HalfTime {
        markers: [Option<Markers>; 2],
    },
    Over,
}

/// The last action, for the picture and the play-by-play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    pub side: usize,
    pub what: String,
    pub path: Vec<Space>,
    /// Dice of each side that rolled: green, whites.
    pub dice: Vec<(usize, Vec<i8>)>,
}

/// The AutoTeam of a solo match (§14): its deck and where its turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auto {
    pub level: Level,
    /// Card numbers 0–11, top last.
    pub deck: Vec<u8>,
    pub discard: Vec<u8>,
    /// Its turn under way: cards still to play, the card in hand, its remaining work.
    pub cards_left: u8,
    pub card: Option<u8>,
    pub work: Vec<AutoWork>,
    /// A movement already made this turn (the first goes 2 spaces, later ones 1, §14).
    pub moved_once: bool,
    pub last_moved: Option<u8>,
}

/// A piece of the AutoTeam's card still to carry out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AutoWork {
    /// A bonus MOVE on an offensive card: the carrier first, then the piece closest to the ball.
    AttackMove,
    /// A bonus ACTION on an offensive card.
    AttackAction,
    /// A defensive movement toward the ball.
    DefendMove,
    /// A bonus ACTION on a defensive card: a tackle by the last piece moved.
    Tackle,
    /// A bonus MORALE.
    Morale,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuperTeam {
    pub(crate) config: Config,
    pub(crate) teams: [Team; 2],
    pub(crate) ball: Space,
    /// The side attacking now (§4): the carrier's, or the last attacker's while the ball is loose.
    pub(crate) attacker: usize,
    /// Whose turn it is, and who started this half's rounds.
    pub(crate) turn: usize,
    pub(crate) starter: usize,
    /// 1, 2, or 3 for golden-goal extra time.
    pub(crate) half: u8,
    /// Steps along the Time Track from 00'.
    pub(crate) clock: u8,
    /// Whether the turn under way is the second of its round.
    pub(crate) second_turn: bool,
    pub(crate) bank: u8,
    pub(crate) fatigue: u8,
    pub(crate) phase: Phase,
    pub(crate) play: Turn,
    pub(crate) plays: u32,
    pub(crate) auto: Option<Auto>,
    pub(crate) last: Option<LastAction>,
    /// The cards played this turn, face up.
    pub(crate) played: Vec<(Card, Use)>,
    pub(crate) shootout: Option<Vec<u16>>,
}

impl SuperTeam {
    /// Boards dealt and everything laid out (§3.1); markers and (Full Game) boards still to choose.
    pub(crate) fn deal(config: &Config, chance: &mut Chance) -> SuperTeam {
        let mut teams_left: Vec<u8> = (0..6).collect();
        let mut captains_left: Vec<u8> = (0..6).collect();
        let take = |pool: &mut Vec<u8>, chance: &mut Chance| pool.remove(chance.below(pool.len()));
        let mut teams = [Team::new(0, 0, 0), Team::new(1, 0, 0)];
        for team in &mut teams {
            match config.format {
                Format::Quick => {
                    team.team = take(&mut teams_left, chance);
                    team.captain = take(&mut captains_left, chance);
                }
                Format::Full => {
                    let t = [take(&mut teams_left, chance), take(&mut teams_left, chance)];
                    let c = [take(&mut captains_left, chance), take(&mut captains_left, chance)];
                    team.offers = Some((t, c));
                    team.team = t[0];
                    team.captain = c[0];
                }
            }
        }
        let solo = config.solo.map(Auto::new);
        if solo.is_some() {
            // The AutoTeam's board prints its markers (§14): kept on the team for the picture.
            teams[1].markers = config.solo.map(|l| l.board().map(|(w, _)| w)).unwrap_or_default();
        }
        SuperTeam::at_kick_off(
            config.clone(),
            teams,
            Phase::Prepare { boards: [None, None], markers: [None, None] },
            solo,
        )
    }

    /// A match before its first turn: the teams as dealt, the ball on the centre space with
    /// Home to attack, the Morale bank and the Fatigue cards full, nothing played yet.
    pub(crate) fn at_kick_off(config: Config, teams: [Team; 2], phase: Phase, auto: Option<Auto>) -> SuperTeam {
        SuperTeam {
            config,
            teams,
            ball: BOARD.centre,
            attacker: 0,
            turn: 0,
            starter: 0,
            half: 1,
            clock: 0,
            second_turn: false,
            bank: MORALE_TOKENS,
            fatigue: FATIGUE_CARDS,
            phase,
            play: Turn::default(),
            plays: 0,
            auto,
            last: None,
            played: Vec::new(),
            shootout: None,
        }
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub(crate) fn solo(&self) -> bool {
        self.auto.is_some()
    }

    /// The sides a person or the computer plays (the AutoTeam's is the engine's).
    pub(crate) fn seated(&self, side: usize) -> bool {
        side == 0 || !self.solo()
    }

    /// The piece on a space: (side, piece).
    pub(crate) fn at(&self, s: Space) -> Option<(usize, u8)> {
        for (side, team) in self.teams.iter().enumerate() {
            if let Some(i) = team.pieces.iter().position(|p| *p == s) {
                return Some((side, i as u8));
            }
        }
        None
    }

    pub(crate) fn empty(&self, s: Space) -> bool {
        self.at(s).is_none()
    }

    /// Which spaces hold a piece, indexed row by row: what the move and pass lists read many
    /// times over.
    pub(crate) fn occupied(&self) -> [bool; 165] {
        let mut out = [false; 165];
        for team in &self.teams {
            for p in &team.pieces {
                out[p.index()] = true;
            }
        }
        out
    }

    /// The ball carrier, if the ball is not loose.
    pub(crate) fn carrier(&self) -> Option<(usize, u8)> {
        self.at(self.ball)
    }

    pub(crate) fn piece(&self, side: usize, i: u8) -> Space {
        self.teams[side].pieces[i as usize]
    }

    /// Whether a space has an opponent of `side` next to it.
    pub(crate) fn marked(&self, side: usize, s: Space) -> bool {
        self.teams[1 - side].pieces.iter().any(|p| adjacent(*p, s))
    }

    /// A Goalie holding the ball in its own penalty area must pass it first (§7.3).
    pub(crate) fn must_kick(&self, side: usize) -> bool {
        self.carrier() == Some((side, GOALIE as u8)) && in_penalty_area(side, self.ball)
    }

    /// Whether the Captain card's condition holds now (§10, §19 G6).
    pub(crate) fn captain_condition(&self, side: usize, t: Template) -> bool {
        let cap = self.piece(side, CAPTAIN as u8);
        let carrying = self.carrier() == Some((side, CAPTAIN as u8));
        let loose = self.carrier().is_none();
        match t {
            Template::SoloRun | Template::KillerBall => carrying,
            Template::FinesseShot => {
                carrying && super::board::mouth(1 - side).iter().any(|m| super::board::distance(cap, *m) <= 5)
            }
            Template::TakeOn => carrying && self.marked(side, cap),
            Template::ShoulderCharge => self.marked(side, cap),
            Template::Volley => loose && super::board::distance(cap, self.ball) <= 2,
            Template::Overlap => self.attacker == side && self.carrier().is_some_and(|(s, i)| s == side && i != 1),
            Template::Screen => self.attacker != side && super::board::distance(cap, self.ball) <= 2,
            Template::Armband => true,
        }
    }

    /// Whether the advanced side's ability of this team (or Captain) is on.
    pub(crate) fn team_ability(&self, side: usize, team: u8) -> bool {
        self.config.advanced && self.seated(side) && self.teams[side].team == team
    }

    pub(crate) fn captain_ability(&self, side: usize, captain: u8) -> bool {
        self.config.advanced && self.seated(side) && self.teams[side].captain == captain
    }
}
